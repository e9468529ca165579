/* kforge 0.1.0: tests/gen/gpu_lastpath.c for cuda; 3 kernels */
/* GPU targets: the last value of a scalar written on every path of an if
 * chain or a switch with a default (gpu_last.c; test_gen_gpu_lastpath.sh).
 * main calls each function with trip counts whose last iteration takes
 * each branch and case in turn, and with zero trips (the scalar keeps its
 * value).  The last three functions write their scalar on some paths
 * only, or more than the scalar under its if: their loops stay on the
 * host, saying why. */
#include <stdio.h>
#include <stdlib.h>

/* an if / else if / else chain; w read after the loop and by `last = w` */
/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/gen/gpu_lastpath.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_chain_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, float lo, float hi, float *x, float *y);
cudaError_t kf_launch_pick_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int *op, float *a, float *r);
cudaError_t kf_launch_grid_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int h, int w, float *m, float *o);

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

static void kf_cuda_free_33(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 33);
}

static float chain(int n, const float *restrict x, float *restrict y, float lo, float hi)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_x_bytes = (size_t)n * sizeof x[0];
    float *kf_x_dev __attribute__((__cleanup__(kf_cuda_free_13))) = kf_cuda_alloc(kf_x_bytes, 13);
    const size_t kf_y_bytes = (size_t)n * sizeof y[0];
    float *kf_y_dev __attribute__((__cleanup__(kf_cuda_free_13))) = kf_cuda_alloc(kf_y_bytes, 13);
    float w = -1.0f, last = -2.0f;
    int i;
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_x_dev, x, kf_x_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 17);
        kf_cuda_check(cudaMemcpy(kf_y_dev, y, kf_y_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 17);
        if (n > 0) {
            kf_cuda_check(kf_launch_chain_L1((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, lo, hi, kf_x_dev, kf_y_dev), "chain_L1<<<...>>>", 17);
        }
        /* the scalars' values after the loops' last iteration */
        if ((long)(n) > 0) {
            int i = n - 1;
            kf_cuda_check(cudaMemcpy(&x[i], (char *)kf_x_dev + (size_t)((char *)&x[i] - (char *)x), sizeof x[i], cudaMemcpyDeviceToHost), "cudaMemcpy", 19);
            if (x[i] < lo)
                        w = 0.5f;
                    else if (x[i] > hi)
                        w = 2.0f * x[i];
                    else
                        w = x[i] - lo;
        }
        if ((long)(n) > 0) {
            int i = n - 1;
            last = w;
        }
        /* the loop counters, as the sequential loops leave them */
        for (i = 0; i < n; i++) {
        }
        kf_cuda_check(cudaMemcpy(y, kf_y_dev, kf_y_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 17);
    }
#pragma endscop
    return last + 10.0f * w;
}

/* a switch with a default, a nested if in one case */
static float pick(int n, const int *restrict op, const float *restrict a, float *restrict r)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_op_bytes = (size_t)n * sizeof op[0];
    int *kf_op_dev __attribute__((__cleanup__(kf_cuda_free_33))) = kf_cuda_alloc(kf_op_bytes, 33);
    const size_t kf_a_bytes = (size_t)n * sizeof a[0];
    float *kf_a_dev __attribute__((__cleanup__(kf_cuda_free_33))) = kf_cuda_alloc(kf_a_bytes, 33);
    const size_t kf_r_bytes = (size_t)n * sizeof r[0];
    float *kf_r_dev __attribute__((__cleanup__(kf_cuda_free_33))) = kf_cuda_alloc(kf_r_bytes, 33);
    float t = 7.0f;
    int i;
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_op_dev, op, kf_op_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
        kf_cuda_check(cudaMemcpy(kf_a_dev, a, kf_a_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
        kf_cuda_check(cudaMemcpy(kf_r_dev, r, kf_r_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
        if (n > 0) {
            kf_cuda_check(kf_launch_pick_L2((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, kf_op_dev, kf_a_dev, kf_r_dev), "pick_L2<<<...>>>", 37);
        }
        /* the scalars' values after the loops' last iteration */
        if ((long)(n) > 0) {
            int i = n - 1;
            kf_cuda_check(cudaMemcpy(&op[i], (char *)kf_op_dev + (size_t)((char *)&op[i] - (char *)op), sizeof op[i], cudaMemcpyDeviceToHost), "cudaMemcpy", 38);
            kf_cuda_check(cudaMemcpy(&a[i], (char *)kf_a_dev + (size_t)((char *)&a[i] - (char *)a), sizeof a[i], cudaMemcpyDeviceToHost), "cudaMemcpy", 38);
            switch (op[i]) {
                    case 0: t = a[i]; break;
                    case 1: t = -a[i]; break;
                    default:
                        if (a[i] > 2.0f)
                            t = 2.0f * a[i];
                        else
                            t = 0.25f;
                    };
        }
        /* the loop counters, as the sequential loops leave them */
        for (i = 0; i < n; i++) {
        }
        kf_cuda_check(cudaMemcpy(r, kf_r_dev, kf_r_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 37);
    }
#pragma endscop
    return t;
}

/* a 2-D kernel: the last point is (h - 1, w - 1) */
static float grid(int h, int w, const float *restrict m, float *restrict o)
{
    float v = 3.0f;
    int y, x;
#pragma scop
    {
        const size_t kf_m_bytes = (size_t)(h*w) * sizeof m[0];
        float *kf_m_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_m_dev, kf_m_bytes), "cudaMalloc", 59);
        const size_t kf_o_bytes = (size_t)(h*w) * sizeof o[0];
        float *kf_o_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_o_dev, kf_o_bytes), "cudaMalloc", 59);
        kf_cuda_check(cudaMemcpy(kf_m_dev, m, kf_m_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 59);
        kf_cuda_check(cudaMemcpy(kf_o_dev, o, kf_o_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 59);
        if (h > 0 && w > 0) {
            kf_cuda_check(kf_launch_grid_L3((unsigned)((w + 255) / 256), (unsigned)h, 1, 256, 1, 1, h, w, kf_m_dev, kf_o_dev), "grid_L3<<<...>>>", 59);
        }
        /* the scalars' values after the loops' last iteration */
        if ((long)(h) > 0 && (long)(w) > 0) {
            int y = h - 1;
            int x = w - 1;
            kf_cuda_check(cudaMemcpy(&m[y * w + x], (char *)kf_m_dev + (size_t)((char *)&m[y * w + x] - (char *)m), sizeof m[y * w + x], cudaMemcpyDeviceToHost), "cudaMemcpy", 62);
            if (m[y * w + x] > 0.0f)
                            v = m[y * w + x];
                        else
                            v = -0.5f * m[y * w + x];
        }
        /* the loop counters, as the sequential loops leave them */
        for (y = 0; y < h; y++) {
            for (x = 0; x < w; x++) {
            }
        }
        kf_cuda_check(cudaMemcpy(o, kf_o_dev, kf_o_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 59);
        kf_cuda_check(cudaFree(kf_m_dev), "cudaFree", 66);
        kf_cuda_check(cudaFree(kf_o_dev), "cudaFree", 66);
    }
#pragma endscop
    return v;
}

/* refused: no else, the last value is that of the last writer */
static float some(int n, const float *restrict a, float *restrict r)
{
    float s = 0.0f;
    int i;
#pragma scop
    for (i = 0; i < n; i++) {
        if (a[i] > 1.0f)
            s = a[i];
        r[i] = 2.0f * a[i];
    }
#pragma endscop
    return s;
}

/* refused: a switch without a default */
static float nodefault(int n, const int *restrict op, const float *restrict a, float *restrict r)
{
    float t = 0.0f;
    int i;
#pragma scop
    for (i = 0; i < n; i++) {
        switch (op[i]) {
        case 0: t = a[i]; break;
        case 1: t = 1.0f; break;
        }
        r[i] = 3.0f * a[i];
    }
#pragma endscop
    return t;
}

/* refused: the if writes an array besides the scalar */
static float more(int n, const float *restrict a, float *restrict r)
{
    float t = 0.0f;
    int i;
#pragma scop
    for (i = 0; i < n; i++) {
        if (a[i] > 1.0f) {
            t = a[i];
            r[i] = 1.0f;
        } else {
            t = -a[i];
        }
        r[i] += t;
    }
#pragma endscop
    return t;
}

int main(void)
{
    enum { N = 64 };
    float *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y);
    int *op = malloc(N * sizeof *op);
    for (int i = 0; i < N; i++) {
        x[i] = (float)((i * 37) % 11) - 3.0f; /* -3 .. 7 */
        op[i] = (i * 5) % 4;                  /* 0, 1, 2, 3 */
        y[i] = 0.0f;
    }
    double s = 0;
    /* n = 0: zero trips; then each branch and case last in turn */
    for (int n = 0; n <= 12; n++) {
        float c = chain(n, x, y, 0.0f, 4.0f), p = pick(n, op, x, y);
        float g = grid(n / 3, n % 5, x, y);
        printf("n %2d chain %.3f pick %.3f grid %.3f\n", n, c, p, g);
        s += some(n, x, y) + nodefault(n, op, x, y) + more(n, x, y);
    }
    for (int i = 0; i < N; i++)
        s += y[i] * (double)(1 + i % 3);
    printf("rest %.3f\n", s);
    free(x); free(y); free(op);
    return 0;
}
