/* kforge 0.1.0: tests/gen/gpu_alias.c for cuda; 9 kernels */
/* kforge gen --target opencl|cuda on pointers without restrict, as most C
 * passes arrays: a loop that only pointers which may overlap keep on the
 * host runs on the device where a run-time test finds the elements reached
 * through each of them apart, and as written otherwise.  Each function is
 * called once with buffers apart (the device code runs) and once with
 * buffers that overlap (the loops as written).  fill_counts: a size read
 * as a parameter that the fragment's stores through a pointer may reach.
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
cudaError_t kf_launch_stale_copy_L6(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, float *q, float *p, float *r);
cudaError_t kf_launch_stale_host_L8(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, float *g);
cudaError_t kf_launch_local_tmp_L10(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, float *in, float *t);
cudaError_t kf_launch_local_tmp_L11(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, float *in, float *t, float *out);
cudaError_t kf_launch_fill_counts_L14(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, const int kf_s_n, const int kf_s_m, int *map);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_14(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 14);
}

static void kf_cuda_free_27(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 27);
}

static void kf_cuda_free_46(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 46);
}

static void kf_cuda_free_73(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 73);
}

static void kf_cuda_free_85(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 85);
}

static void kf_cuda_free_99(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 99);
}

static void kf_cuda_free_100(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 100);
}

static void kf_cuda_free_132(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 132);
}

static void smooth(int rows, int cols, const float *in, float *out)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_in_bytes = (size_t)((rows*cols - 1 > 0 ? rows*cols - 1 : 0)) * sizeof in[0];
    float *kf_in_dev __attribute__((__cleanup__(kf_cuda_free_14))) = kf_cuda_alloc(kf_in_bytes, 14);
    const size_t kf_out_bytes = (size_t)((-cols + rows*cols - 1 > 0 ? -cols + rows*cols - 1 : 0)) * sizeof out[0];
    float *kf_out_dev __attribute__((__cleanup__(kf_cuda_free_14))) = kf_cuda_alloc(kf_out_bytes, 14);
#pragma scop
    if ((((unsigned long long)out + ((-cols + rows*cols - 1 > 0 ? -cols + rows*cols - 1 : 0)) * sizeof *out) <= (unsigned long long)in || ((unsigned long long)in + ((rows*cols - 1 > 0 ? rows*cols - 1 : 0)) * sizeof *in) <= (((unsigned long long)out + (cols + 1) * sizeof *out) < (unsigned long long)out ? ((unsigned long long)out + (cols + 1) * sizeof *out) : (unsigned long long)out))) {
    {
        kf_cuda_check(cudaMemcpy(kf_in_dev, in, kf_in_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 16);
        kf_cuda_check(cudaMemcpy(kf_out_dev, out, kf_out_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 16);
        if (rows - 2 > 0 && cols - 2 > 0) {
            kf_cuda_check(kf_launch_smooth_L1((unsigned)((cols - 2 + 255) / 256), (unsigned)(rows - 2), 1, 256, 1, 1, rows, cols, kf_in_dev, kf_out_dev), "smooth_L1<<<...>>>", 16);
        }
        kf_cuda_check(cudaMemcpy(out, kf_out_dev, kf_out_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 16);
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
    float *kf_y_dev __attribute__((__cleanup__(kf_cuda_free_27))) = kf_cuda_alloc(kf_y_bytes, 27);
    const size_t kf_x_bytes = (size_t)n * sizeof x[0];
    float *kf_x_dev __attribute__((__cleanup__(kf_cuda_free_27))) = kf_cuda_alloc(kf_x_bytes, 27);
    const size_t kf_z_bytes = (size_t)n * sizeof z[0];
    float *kf_z_dev __attribute__((__cleanup__(kf_cuda_free_27))) = kf_cuda_alloc(kf_z_bytes, 27);
    const size_t kf_w_bytes = (size_t)n * sizeof w[0];
    float *kf_w_dev __attribute__((__cleanup__(kf_cuda_free_27))) = kf_cuda_alloc(kf_w_bytes, 27);
    float first;
#pragma scop
    if ((((unsigned long long)y + (n) * sizeof *y) <= (unsigned long long)x || ((unsigned long long)x + (n) * sizeof *x) <= (unsigned long long)y)) {
    {
        kf_cuda_check(cudaMemcpy(kf_y_dev, y, kf_y_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 30);
        kf_cuda_check(cudaMemcpy(kf_x_dev, x, kf_x_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 30);
        if (n > 0) {
            kf_cuda_check(kf_launch_axpy_scale_L2((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, kf_y_dev, a, kf_x_dev), "axpy_scale_L2<<<...>>>", 30);
        }
        kf_cuda_check(cudaMemcpy(y, kf_y_dev, kf_y_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 30);
    }
    } else {
    for (int i = 0; i < n; i++)
        y[i] = y[i] + a * x[i];
    }
#pragma endscop
    first = y[0];
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_z_dev, z, kf_z_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 35);
        kf_cuda_check(cudaMemcpy(kf_w_dev, w, kf_w_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 35);
        if (n > 0) {
            kf_cuda_check(kf_launch_axpy_scale_L3((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, kf_z_dev, first, kf_w_dev), "axpy_scale_L3<<<...>>>", 35);
        }
        kf_cuda_check(cudaMemcpy(z, kf_z_dev, kf_z_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 35);
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
    float *kf_b_dev __attribute__((__cleanup__(kf_cuda_free_46))) = kf_cuda_alloc(kf_b_bytes, 46);
    const size_t kf_a_bytes = (size_t)(2*n) * sizeof a[0];
    float *kf_a_dev __attribute__((__cleanup__(kf_cuda_free_46))) = kf_cuda_alloc(kf_a_bytes, 46);
#pragma scop
    if ((((unsigned long long)b + (n) * sizeof *b) <= (((unsigned long long)a + (n) * sizeof *a) < (unsigned long long)a ? ((unsigned long long)a + (n) * sizeof *a) : (unsigned long long)a) || ((unsigned long long)a + (2*n) * sizeof *a) <= (unsigned long long)b)) {
    {
        kf_cuda_check(cudaMemcpy(kf_b_dev, b, kf_b_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 48);
        kf_cuda_check(cudaMemcpy(kf_a_dev, a, kf_a_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 48);
        if (n > 0) {
            kf_cuda_check(kf_launch_two_writes_L4((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, kf_b_dev, kf_a_dev), "two_writes_L4<<<...>>>", 48);
        }
        kf_cuda_check(cudaMemcpy(b, kf_b_dev, kf_b_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 48);
        kf_cuda_check(cudaMemcpy(a, kf_a_dev, kf_a_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 48);
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

/* issue 14: copies to and from the device are per variable.  No loop here
 * is kept sequential by q and p (no loop names both), yet with p == q the
 * second kernel would read p's buffer, copied in before the first kernel
 * wrote q's: the region is tested on the pair all the same */
static void stale_copy(int n, float *q, const float *p, float *restrict r)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_q_bytes = (size_t)n * sizeof q[0];
    float *kf_q_dev __attribute__((__cleanup__(kf_cuda_free_73))) = kf_cuda_alloc(kf_q_bytes, 73);
    const size_t kf_p_bytes = (size_t)n * sizeof p[0];
    float *kf_p_dev __attribute__((__cleanup__(kf_cuda_free_73))) = kf_cuda_alloc(kf_p_bytes, 73);
    const size_t kf_r_bytes = (size_t)n * sizeof r[0];
    float *kf_r_dev __attribute__((__cleanup__(kf_cuda_free_73))) = kf_cuda_alloc(kf_r_bytes, 73);
#pragma scop
    if ((((unsigned long long)q + (n) * sizeof *q) <= (unsigned long long)p || ((unsigned long long)p + (n) * sizeof *p) <= (unsigned long long)q)) {
    {
        kf_cuda_check(cudaMemcpy(kf_q_dev, q, kf_q_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 75);
        kf_cuda_check(cudaMemcpy(kf_p_dev, p, kf_p_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 75);
        kf_cuda_check(cudaMemcpy(kf_r_dev, r, kf_r_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 75);
        if (n > 0) {
            kf_cuda_check(kf_launch_stale_copy_L6((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, kf_q_dev, kf_p_dev, kf_r_dev), "stale_copy_L6<<<...>>>", 75);
        }
        kf_cuda_check(cudaMemcpy(q, kf_q_dev, kf_q_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 75);
        kf_cuda_check(cudaMemcpy(r, kf_r_dev, kf_r_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 75);
    }
    } else {
    for (int i = 0; i < n; i++)
        q[i] = q[i] * 0.5f + 1.0f;
    for (int i = 0; i < n; i++)
        r[i] = p[i] + 2.0f;
    }
#pragma endscop
}

/* ... and the other way: a kernel writes g on the device, and host code
 * reads p (g + 1 in the second call) before g's copy back */
static float stale_host(int n, float *g, const float *p)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_g_bytes = (size_t)n * sizeof g[0];
    float *kf_g_dev __attribute__((__cleanup__(kf_cuda_free_85))) = kf_cuda_alloc(kf_g_bytes, 85);
    float s = 0.0f;
#pragma scop
    if ((((unsigned long long)g + (n) * sizeof *g) <= (unsigned long long)p || ((unsigned long long)p + (n - 1) * sizeof *p) <= (unsigned long long)g)) {
    {
        kf_cuda_check(cudaMemcpy(kf_g_dev, g, kf_g_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 88);
        if (n > 0) {
            kf_cuda_check(kf_launch_stale_host_L8((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, kf_g_dev), "stale_host_L8<<<...>>>", 88);
        }
        for (int i = 1; i < n; i++)
            s = s * 0.5f + p[i - 1];
        kf_cuda_check(cudaMemcpy(g, kf_g_dev, kf_g_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 90);
    }
    } else {
    for (int i = 0; i < n; i++)
        g[i] = g[i] * 0.5f + (float)i;
    for (int i = 1; i < n; i++)
        s = s * 0.5f + p[i - 1];
    }
#pragma endscop
    return s;
}

/* a local array's storage is the function's own: no parameter can point
 * into it, so t needs no test (in and out still do: one may be the other) */
static void local_tmp(const float *in, float *out)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_in_bytes = (size_t)64 * sizeof in[0];
    float *kf_in_dev __attribute__((__cleanup__(kf_cuda_free_99))) = kf_cuda_alloc(kf_in_bytes, 99);
    const size_t kf_out_bytes = (size_t)64 * sizeof out[0];
    float *kf_out_dev __attribute__((__cleanup__(kf_cuda_free_99))) = kf_cuda_alloc(kf_out_bytes, 99);
    float t[64];
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_t_bytes = (size_t)64 * sizeof t[0];
    float *kf_t_dev __attribute__((__cleanup__(kf_cuda_free_100))) = kf_cuda_alloc(kf_t_bytes, 100);
#pragma scop
    if ((((unsigned long long)out + (64) * sizeof *out) <= (unsigned long long)in || ((unsigned long long)in + (64) * sizeof *in) <= (unsigned long long)out)) {
    {
        kf_cuda_check(cudaMemcpy(kf_in_dev, in, kf_in_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 102);
        kf_cuda_check(cudaMemcpy(kf_t_dev, t, kf_t_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 102);
        if (64 > 0) {
            kf_cuda_check(kf_launch_local_tmp_L10((unsigned)((64 + 63) / 64), 1, 1, 64, 1, 1, kf_in_dev, kf_t_dev), "local_tmp_L10<<<...>>>", 102);
        }
        kf_cuda_check(cudaMemcpy(kf_out_dev, out, kf_out_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 104);
        if (64 > 0) {
            kf_cuda_check(kf_launch_local_tmp_L11((unsigned)((64 + 63) / 64), 1, 1, 64, 1, 1, kf_in_dev, kf_t_dev, kf_out_dev), "local_tmp_L11<<<...>>>", 104);
        }
        kf_cuda_check(cudaMemcpy(out, kf_out_dev, kf_out_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 104);
    }
    } else {
    for (int i = 0; i < 64; i++)
        t[i] = in[i] * 2.0f;
    for (int i = 0; i < 64; i++)
        out[i] = t[i] + t[63 - i] + in[63 - i];
    }
#pragma endscop
}

/* b's elements are not known in closed form (a subscript read from idx),
 * so no test can tell them from a's device buffer: the fragment stays on
 * the host, saying why */
static void unknown_span(int n, const int *idx, float *a, float *b)
{
#pragma scop
    for (int i = 0; i < n; i++)
        a[i] = a[i] * 0.5f + 1.0f;
    for (int i = 0; i < n; i++)
        b[idx[i % 4]] = a[i] + b[idx[i % 4]];
#pragma endscop
}

/* a size read as one value for the whole fragment (s->n, a parameter)
 * that an int store through map may land on (C allows it): on the device
 * where map's elements are apart from s->n, as written otherwise; called
 * once with map over the struct itself, where the first store shrinks the
 * loop */
struct size2 {
    int n, m;
};

static void fill_counts(int *map, const struct size2 *s)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_map_bytes = (size_t)(s->n) * sizeof map[0];
    int *kf_map_dev __attribute__((__cleanup__(kf_cuda_free_132))) = kf_cuda_alloc(kf_map_bytes, 132);
#pragma scop
    if ((((unsigned long long)map + (s->n) * sizeof *map) <= (unsigned long long)&s->n || (unsigned long long)(&s->n + 1) <= (unsigned long long)map) &&
    (((unsigned long long)map + (s->n) * sizeof *map) <= (unsigned long long)&s->m || (unsigned long long)(&s->m + 1) <= (unsigned long long)map)) {
    {
        kf_cuda_check(cudaMemcpy(kf_map_dev, map, kf_map_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 134);
        if (s->n > 0) {
            kf_cuda_check(kf_launch_fill_counts_L14((unsigned)((s->n + 255) / 256), 1, 1, 256, 1, 1, s->n, s->m, kf_map_dev), "fill_counts_L14<<<...>>>", 134);
        }
        kf_cuda_check(cudaMemcpy(map, kf_map_dev, kf_map_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 134);
    }
    } else {
    for (int i = 0; i < s->n; i++)
        map[i] = 3 * i + s->m;
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
    float *c = malloc(sizeof *c * 128), *d = malloc(sizeof *d * 128), *e = malloc(sizeof *e * 128);
    int idx[4] = {3, 1, 2, 0};
    if (!c || !d || !e)
        return 1;
    for (int i = 0; i < 128; i++)
        c[i] = d[i] = (float)(i % 11) * 0.5f;
    stale_copy(64, c, d, e);      /* apart: on the device */
    stale_copy(64, c, c, e + 64); /* q == p: as written */
    float s1 = stale_host(64, c, d);
    float s2 = stale_host(64, c, c + 1);
    local_tmp(c, d);
    local_tmp(c, c + 32);
    unknown_span(64, idx, c, d);
    unknown_span(64, idx, c, c + 2);
    struct size2 sz = {6, 1};
    int counts[8] = {0};
    union {
        struct size2 s;
        int all[8];
    } ov = {.all = {5, 2, 0, 0, 0, 0, 0, 0}};
    fill_counts(counts, &sz);       /* apart: on the device */
    fill_counts(ov.all, &ov.s);     /* map[0] is s->n: as written, two iterations */
    for (int i = 0; i < 8; i++)
        printf("%d %d\n", counts[i], ov.all[i]);
    for (int i = 0; i < 128; i++)
        printf("%.6f %.6f %.6f\n", c[i], d[i], e[i]);
    printf("%.6f %.6f\n", s1, s2);
    free(c);
    free(d);
    free(e);
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
