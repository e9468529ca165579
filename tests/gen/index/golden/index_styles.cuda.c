/* kforge 0.1.0: tests/gen/index/index_styles.c for cuda; 5 kernels */
/* index_styles.c: subscripts computed in helper scalars, in the styles
 * hand-written C uses (front end defs.c and induct.c): an index declared
 * in the body, an outer scalar set from the counters and read after the
 * loop, an offset advanced by a block's size (Rodinia lud's j_global), a
 * linear induction variable started in the fragment with and without a use
 * after the loop, and an index advanced under an if, which keeps its loop
 * sequential.  Written for kforge's tests. */
#include <stdio.h>
#include <stdlib.h>

/* declared in the body: idx is i * m + j */
/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/gen/index/index_styles.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_scale_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int m, double *b, double *a);
cudaError_t kf_launch_stride4_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int base, double *b, double *a);
cudaError_t kf_launch_blocks_L3_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int cg, double *a);
cudaError_t kf_launch_triples_L4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int p, int n, double *b, double *out);
cudaError_t kf_launch_evens_L5(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int p, int n, double *b, double *out);

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

static void kf_cuda_free_25(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 25);
}

static void kf_cuda_free_39(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 39);
}

static void kf_cuda_free_54(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 54);
}

static void kf_cuda_free_70(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 70);
}

static void scale(int n, int m, double *restrict a, const double *restrict b)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_b_bytes = (size_t)(n*m) * sizeof b[0];
    double *kf_b_dev __attribute__((__cleanup__(kf_cuda_free_13))) = kf_cuda_alloc(kf_b_bytes, 13);
    const size_t kf_a_bytes = (size_t)(n*m) * sizeof a[0];
    double *kf_a_dev __attribute__((__cleanup__(kf_cuda_free_13))) = kf_cuda_alloc(kf_a_bytes, 13);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_b_dev, b, kf_b_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 15);
        kf_cuda_check(cudaMemcpy(kf_a_dev, a, kf_a_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 15);
        if (n > 0 && m > 0) {
            kf_cuda_check(kf_launch_scale_L1((unsigned)((m + 255) / 256), (unsigned)n, 1, 256, 1, 1, n, m, kf_b_dev, kf_a_dev), "scale_L1<<<...>>>", 15);
        }
        kf_cuda_check(cudaMemcpy(a, kf_a_dev, kf_a_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 15);
    }
#pragma endscop
}

/* an outer scalar set from the counter; its last value is returned */
static int stride4(int n, int base, double *restrict a, const double *restrict b)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_b_bytes = (size_t)n * sizeof b[0];
    double *kf_b_dev __attribute__((__cleanup__(kf_cuda_free_25))) = kf_cuda_alloc(kf_b_bytes, 25);
    const size_t kf_a_bytes = (size_t)((4*n + base - 1 > 0 ? 4*n + base - 1 : 0)) * sizeof a[0];
    double *kf_a_dev __attribute__((__cleanup__(kf_cuda_free_25))) = kf_cuda_alloc(kf_a_bytes, 25);
    int k = -1;
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_b_dev, b, kf_b_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 28);
        kf_cuda_check(cudaMemcpy(kf_a_dev, a, kf_a_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 28);
        if (n > 0) {
            kf_cuda_check(kf_launch_stride4_L2((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, base, kf_b_dev, kf_a_dev), "stride4_L2<<<...>>>", 28);
        }
        /* the scalars' values after the loops' last iteration */
        if ((long)(n) > 0) {
            int i = n - 1;
            k = base + 4 * i;
        }
        kf_cuda_check(cudaMemcpy(a, kf_a_dev, kf_a_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 28);
    }
#pragma endscop
    return k;
}

/* a block's column offset advanced by the block size, as lud's j_global */
static int blocks(int nb, int off, double *restrict a)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_a_bytes = (size_t)(16*nb + off + 16) * sizeof a[0];
    double *kf_a_dev __attribute__((__cleanup__(kf_cuda_free_39))) = kf_cuda_alloc(kf_a_bytes, 39);
    int cg = 0;
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_a_dev, a, kf_a_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 42);
        for (int c = 0; c < nb; c++) {
            cg = off;
            cg += 16 * (c + 1);
            if (16 > 0) {
                kf_cuda_check(kf_launch_blocks_L3_1((unsigned)((16 + 15) / 16), 1, 1, 16, 1, 1, cg, kf_a_dev), "blocks_L3_1<<<...>>>", 45);
            }
        }
        kf_cuda_check(cudaMemcpy(a, kf_a_dev, kf_a_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 42);
    }
#pragma endscop
    return cg;
}

/* a linear induction variable: p = 0 before the loop, p += 3 in it */
static int triples(int n, double *restrict out, const double *restrict b)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_b_bytes = (size_t)n * sizeof b[0];
    double *kf_b_dev __attribute__((__cleanup__(kf_cuda_free_54))) = kf_cuda_alloc(kf_b_bytes, 54);
    const size_t kf_out_bytes = (size_t)(3*n) * sizeof out[0];
    double *kf_out_dev __attribute__((__cleanup__(kf_cuda_free_54))) = kf_cuda_alloc(kf_out_bytes, 54);
    int p;
#pragma scop
    {
        p = 0;
        kf_cuda_check(cudaMemcpy(kf_b_dev, b, kf_b_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 58);
        kf_cuda_check(cudaMemcpy(kf_out_dev, out, kf_out_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 58);
        if (n > 0) {
            kf_cuda_check(kf_launch_triples_L4((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, p, n, kf_b_dev, kf_out_dev), "triples_L4<<<...>>>", 58);
            p += 3 * (n);
        }
        kf_cuda_check(cudaMemcpy(out, kf_out_dev, kf_out_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 58);
    }
#pragma endscop
    return p;
}

/* the same, p never read after the loop */
static void evens(int n, double *restrict out, const double *restrict b)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_b_bytes = (size_t)n * sizeof b[0];
    double *kf_b_dev __attribute__((__cleanup__(kf_cuda_free_70))) = kf_cuda_alloc(kf_b_bytes, 70);
    const size_t kf_out_bytes = (size_t)(2*n) * sizeof out[0];
    double *kf_out_dev __attribute__((__cleanup__(kf_cuda_free_70))) = kf_cuda_alloc(kf_out_bytes, 70);
    int p;
#pragma scop
    {
        p = 1;
        kf_cuda_check(cudaMemcpy(kf_b_dev, b, kf_b_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 74);
        kf_cuda_check(cudaMemcpy(kf_out_dev, out, kf_out_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 74);
        if (n > 0) {
            kf_cuda_check(kf_launch_evens_L5((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, p, n, kf_b_dev, kf_out_dev), "evens_L5<<<...>>>", 74);
            p += 2 * (n);
        }
        kf_cuda_check(cudaMemcpy(out, kf_out_dev, kf_out_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 74);
    }
#pragma endscop
}

/* advanced under an if: a stream compaction, sequential */
static int positives(int n, double *restrict out, const double *restrict b)
{
    int m = 0;
#pragma scop
    for (int i = 0; i < n; i++) {
        out[m] = b[i];
        if (b[i] > 0.0)
            m++;
    }
#pragma endscop
    return m;
}

int main(void)
{
    int n = 300, m = 200, nb = 50;
    double *a = calloc((size_t)n * m + 64, sizeof(double)), *b = malloc(sizeof(double) * n * m);
    double *o = calloc((size_t)4 * n + 8, sizeof(double));
    for (int i = 0; i < n * m; i++)
        b[i] = (double)((i * 37) % 101) / 7.0 - 5.0;
    scale(n, m, a, b);
    double s = 0;
    for (int i = 0; i < n * m; i++)
        s += a[i] * (1 + i % 5);
    printf("scale %.6f\n", s);
    int k = stride4(n / 4, 3, a, b);
    printf("stride4 %d %.6f %.6f\n", k, a[3], a[k + 2]);
    int cg = blocks(nb, 5, a);
    printf("blocks %d %.6f %.6f\n", cg, a[21], a[cg + 15]);
    int p = triples(n, o, b);
    printf("triples %d %.6f %.6f\n", p, o[4], o[p - 2]);
    evens(n, o, b);
    printf("evens %.6f %.6f\n", o[1], o[2 * n - 1]);
    int q = positives(n, o, b);
    printf("positives %d %.6f\n", q, o[q]);
    free(a);
    free(b);
    free(o);
    return 0;
}
