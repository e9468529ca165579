/* kforge 0.1.0: tests/gen/gpu_alias.c for cuda; 4 kernels */
/* kforge gen --target opencl|cuda on pointers without restrict, as most C
 * passes arrays: a loop that only pointers which may overlap keep on the
 * host runs on the device where a run-time test finds the elements reached
 * through each of them apart, and as written otherwise.  Each function is
 * called once with buffers apart (the device code runs) and once with
 * buffers that overlap (the loops as written).
 * Used by tests/gen/test_gen_gpu_alias.sh. */
#include <stdio.h>
#include <stdlib.h>

/* a 5-point smooth; called again with out one row past in */
/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/gen/gpu_alias.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_smooth_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int rows, int cols, float *in, float *out);
cudaError_t kf_launch_axpy_scale_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, float *y, float a, float *x);
cudaError_t kf_launch_axpy_scale_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, float *z, float first, float *w);
cudaError_t kf_launch_two_writes_L4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, float *b, float *a);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_13(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 13);
}

static void kf_cuda_free_26(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 26);
}

static void kf_cuda_free_45(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 45);
}

static void smooth(int rows, int cols, const float *in, float *out)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_in_bytes = (size_t)(rows*cols - 1) * sizeof in[0];
    float *kf_in_dev __attribute__((__cleanup__(kf_cuda_free_13))) = kf_cuda_alloc(kf_in_bytes, 13);
    const size_t kf_out_bytes = (size_t)(-cols + rows*cols - 1) * sizeof out[0];
    float *kf_out_dev __attribute__((__cleanup__(kf_cuda_free_13))) = kf_cuda_alloc(kf_out_bytes, 13);
#pragma scop
    if ((((unsigned long long)out + (-cols + rows*cols - 1) * sizeof *out) <= (unsigned long long)in || ((unsigned long long)in + (rows*cols - 1) * sizeof *in) <= (((unsigned long long)out + (cols + 1) * sizeof *out) < (unsigned long long)out ? ((unsigned long long)out + (cols + 1) * sizeof *out) : (unsigned long long)out))) {
    {
        kf_cuda_check(cudaMemcpy(kf_in_dev, in, kf_in_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 15);
        kf_cuda_check(cudaMemcpy(kf_out_dev, out, kf_out_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 15);
        if (rows - 2 > 0 && cols - 2 > 0) {
            kf_cuda_check(kf_launch_smooth_L1((unsigned)((cols - 2 + 255) / 256), (unsigned)(rows - 2), 1, 256, 1, 1, rows, cols, kf_in_dev, kf_out_dev), "smooth_L1<<<...>>>", 15);
        }
        kf_cuda_check(cudaMemcpy(out, kf_out_dev, kf_out_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 15);
    }
    } else {
    for (int y = 1; y < rows - 1; y++)
        for (int x = 1; x < cols - 1; x++)
            out[y * cols + x] = (in[(y - 1) * cols + x] + in[(y + 1) * cols + x] +
                                 in[y * cols + x - 1] + in[y * cols + x + 1]) * 0.25f;
    }
#pragma endscop
}

/* two fragments: the first needs the test, the second does not (restrict)
 * and is a region of its own; the host code between them reads y */
static float axpy_scale(int n, float a, const float *x, float *y, float *restrict z,
                        const float *restrict w)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_y_bytes = (size_t)n * sizeof y[0];
    float *kf_y_dev __attribute__((__cleanup__(kf_cuda_free_26))) = kf_cuda_alloc(kf_y_bytes, 26);
    const size_t kf_x_bytes = (size_t)n * sizeof x[0];
    float *kf_x_dev __attribute__((__cleanup__(kf_cuda_free_26))) = kf_cuda_alloc(kf_x_bytes, 26);
    const size_t kf_z_bytes = (size_t)n * sizeof z[0];
    float *kf_z_dev __attribute__((__cleanup__(kf_cuda_free_26))) = kf_cuda_alloc(kf_z_bytes, 26);
    const size_t kf_w_bytes = (size_t)n * sizeof w[0];
    float *kf_w_dev __attribute__((__cleanup__(kf_cuda_free_26))) = kf_cuda_alloc(kf_w_bytes, 26);
    float first;
#pragma scop
    if ((((unsigned long long)y + (n) * sizeof *y) <= (unsigned long long)x || ((unsigned long long)x + (n) * sizeof *x) <= (unsigned long long)y)) {
    {
        kf_cuda_check(cudaMemcpy(kf_y_dev, y, kf_y_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 29);
        kf_cuda_check(cudaMemcpy(kf_x_dev, x, kf_x_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 29);
        if (n > 0) {
            kf_cuda_check(kf_launch_axpy_scale_L2((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, kf_y_dev, a, kf_x_dev), "axpy_scale_L2<<<...>>>", 29);
        }
        kf_cuda_check(cudaMemcpy(y, kf_y_dev, kf_y_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 29);
    }
    } else {
    for (int i = 0; i < n; i++)
        y[i] = y[i] + a * x[i];
    }
#pragma endscop
    first = y[0];
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_z_dev, z, kf_z_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 34);
        kf_cuda_check(cudaMemcpy(kf_w_dev, w, kf_w_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 34);
        if (n > 0) {
            kf_cuda_check(kf_launch_axpy_scale_L3((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, kf_z_dev, first, kf_w_dev), "axpy_scale_L3<<<...>>>", 34);
        }
        kf_cuda_check(cudaMemcpy(z, kf_z_dev, kf_z_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 34);
    }
#pragma endscop
    return first;
}

/* two pointers written: b's elements lie below a's first one, so the
 * elements they reach are apart when called with one buffer twice, but a's
 * device buffer copies a[0] on, b's elements too, and copying it back
 * would put their old values back: the test covers a from a[0] */
static void two_writes(int n, float *a, float *b)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_b_bytes = (size_t)n * sizeof b[0];
    float *kf_b_dev __attribute__((__cleanup__(kf_cuda_free_45))) = kf_cuda_alloc(kf_b_bytes, 45);
    const size_t kf_a_bytes = (size_t)(2*n) * sizeof a[0];
    float *kf_a_dev __attribute__((__cleanup__(kf_cuda_free_45))) = kf_cuda_alloc(kf_a_bytes, 45);
#pragma scop
    if ((((unsigned long long)b + (n) * sizeof *b) <= (((unsigned long long)a + (n) * sizeof *a) < (unsigned long long)a ? ((unsigned long long)a + (n) * sizeof *a) : (unsigned long long)a) || ((unsigned long long)a + (2*n) * sizeof *a) <= (unsigned long long)b)) {
    {
        kf_cuda_check(cudaMemcpy(kf_b_dev, b, kf_b_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 47);
        kf_cuda_check(cudaMemcpy(kf_a_dev, a, kf_a_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 47);
        if (n > 0) {
            kf_cuda_check(kf_launch_two_writes_L4((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, kf_b_dev, kf_a_dev), "two_writes_L4<<<...>>>", 47);
        }
        kf_cuda_check(cudaMemcpy(b, kf_b_dev, kf_b_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 47);
        kf_cuda_check(cudaMemcpy(a, kf_a_dev, kf_a_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 47);
    }
    } else {
    for (int i = 0; i < n; i++) {
        b[i] = 2.0f * (float)i;
        a[i + n] = 1.0f * (float)i + 0.5f;
    }
    }
#pragma endscop
}

/* a pointer declared in the fragment: a test before it cannot name it, so
 * the loop stays on the host, saying why */
static void local_ptr(int n, float *out)
{
#pragma scop
    for (int i = 0; i < n; i++) {
        float acc = 0;
        float *p = &acc;
        out[i] = *p + i;
    }
#pragma endscop
}

int main(void)
{
    int rows = 24, cols = 19, n = 300;
    float *a = malloc(sizeof *a * (size_t)(rows + 1) * (size_t)cols);
    float *b = calloc((size_t)rows * (size_t)cols, sizeof *b);
    float *x = malloc(sizeof *x * (size_t)(n + 1)), *y = malloc(sizeof *y * (size_t)n);
    float *z = calloc((size_t)n, sizeof *z), *w = malloc(sizeof *w * (size_t)n);
    float o[16];
    if (!a || !b || !x || !y || !z || !w)
        return 1;
    for (int i = 0; i < (rows + 1) * cols; i++)
        a[i] = (float)(i % 13) / 13.0f;
    for (int i = 0; i <= n; i++)
        x[i] = (float)(i % 7) - 3.0f;
    for (int i = 0; i < n; i++) {
        y[i] = (float)(i % 5) * 0.5f;
        w[i] = (float)(i % 3) + 0.25f;
    }
    smooth(rows, cols, a, b);
    smooth(rows, cols, a, a + cols); /* each row reads the row just written */
    float f1 = axpy_scale(n, 0.5f, x, y, z, w);
    float f2 = axpy_scale(n - 1, 2.0f, x + 1, x, z, w); /* x[i] += 2 * x[i + 1] */
    two_writes(n / 2, y, z);
    two_writes(n / 2, w, w); /* w[0..n/2) by b, w[n/2..n) by a */
    local_ptr(16, o);
    for (int i = 0; i < rows * cols; i++)
        printf("%.6f %.6f\n", b[i], a[i]);
    for (int i = 0; i < n; i++)
        printf("%.6f %.6f %.6f %.6f\n", x[i], y[i], z[i], w[i]);
    printf("%.6f %.6f %g\n", f1, f2, o[15]);
    free(a);
    free(b);
    free(x);
    free(y);
    free(z);
    free(w);
    return 0;
}
