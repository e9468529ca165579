/* kforge 0.1.0: tests/gen/gpu_whole.c for cuda; 5 kernels */
/* kforge gen --target opencl|cuda: helpers that read all of an array
 * (summ.c cannot name the elements: a binary search, a subscript read
 * from data), on the device where the array's whole extent is known.
 *   - resample: Rodinia particlefilter's findIndex(CDF, ...), a global
 *     table searched by `first`, and `interp`, which calls it: a kernel,
 *     the table copied in once, never back;
 *   - gather: a row of a 2-D array (pick(A[i], ...) reads all of A from
 *     there: the kernel passes (A + i * M)) and an offset (&cdf[1]);
 *   - vla: a VLA parameter's row and a sized parameter plus an offset;
 *   - rescale: a kernel writes the table, the next one searches it (no
 *     fusion: every thread reads all of it), then a loop that writes the
 *     table the helper reads in it stays sequential;
 *   - unknown: a pointer of unknown length: the loop stays on the host,
 *     saying why.
 * Used by tests/gen/test_gen_gpu_whole.sh. */
#include <stdio.h>
#define NP 256
#define M 8

static int first(const double *cdf, int n, double v)
{
    int lo = 0, hi = n - 1;
    while (lo < hi) {
        int m = (lo + hi) / 2;
        if (cdf[m] >= v)
            hi = m;
        else
            lo = m + 1;
    }
    return lo;
}

static double interp(const double *cdf, int n, double v)
{
    int k = first(cdf, n, v);
    return k + (k > 0 ? cdf[k] - cdf[k - 1] : 0.0);
}

static double pick(const double *row, const int *perm, int j)
{
    return row[perm[j]];
}

static double cdf[NP], u[NP], A[NP][M], y[NP], z[NP];
static int idx[NP], perm[M];

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/gen/gpu_whole.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_resample_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *cdf, double *u, int *idx, double *y);
cudaError_t kf_launch_gather_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, int *perm, double *cdf, double *u, double *z);
cudaError_t kf_launch_vla_L4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *B, int m, int *perm, double *c, double *u, double *w);
cudaError_t kf_launch_rescale_L5(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *cdf);
cudaError_t kf_launch_rescale_L6(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *cdf, double *u, double *y);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_48(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 48);
}

static void kf_cuda_free_58(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 58);
}

static void kf_cuda_free_66(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 66);
}

static void kf_cuda_free_74(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 74);
}

static void resample(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_cdf_bytes = (size_t)256 * sizeof cdf[0];
    double *kf_cdf_dev __attribute__((__cleanup__(kf_cuda_free_48))) = kf_cuda_alloc(kf_cdf_bytes, 48);
    const size_t kf_u_bytes = (size_t)256 * sizeof u[0];
    double *kf_u_dev __attribute__((__cleanup__(kf_cuda_free_48))) = kf_cuda_alloc(kf_u_bytes, 48);
    const size_t kf_idx_bytes = (size_t)256 * sizeof idx[0];
    int *kf_idx_dev __attribute__((__cleanup__(kf_cuda_free_48))) = kf_cuda_alloc(kf_idx_bytes, 48);
    const size_t kf_y_bytes = (size_t)256 * sizeof y[0];
    double *kf_y_dev __attribute__((__cleanup__(kf_cuda_free_48))) = kf_cuda_alloc(kf_y_bytes, 48);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_cdf_dev, cdf, kf_cdf_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 50);
        kf_cuda_check(cudaMemcpy(kf_u_dev, u, kf_u_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 50);
        kf_cuda_check(cudaMemcpy(kf_idx_dev, idx, kf_idx_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 50);
        kf_cuda_check(cudaMemcpy(kf_y_dev, y, kf_y_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 50);
        if (256 > 0) {
            kf_cuda_check(kf_launch_resample_L1((unsigned)((256 + 255) / 256), 1, 1, 256, 1, 1, kf_cdf_dev, kf_u_dev, kf_idx_dev, kf_y_dev), "resample_L1<<<...>>>", 50);
        }
        kf_cuda_check(cudaMemcpy(idx, kf_idx_dev, kf_idx_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 50);
        kf_cuda_check(cudaMemcpy(y, kf_y_dev, kf_y_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 50);
    }
#pragma endscop
}

static void gather(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_A_bytes = (size_t)256 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_58))) = kf_cuda_alloc(kf_A_bytes, 58);
    const size_t kf_perm_bytes = (size_t)8 * sizeof perm[0];
    int *kf_perm_dev __attribute__((__cleanup__(kf_cuda_free_58))) = kf_cuda_alloc(kf_perm_bytes, 58);
    const size_t kf_cdf_bytes = (size_t)256 * sizeof cdf[0];
    double *kf_cdf_dev __attribute__((__cleanup__(kf_cuda_free_58))) = kf_cuda_alloc(kf_cdf_bytes, 58);
    const size_t kf_u_bytes = (size_t)256 * sizeof u[0];
    double *kf_u_dev __attribute__((__cleanup__(kf_cuda_free_58))) = kf_cuda_alloc(kf_u_bytes, 58);
    const size_t kf_z_bytes = (size_t)256 * sizeof z[0];
    double *kf_z_dev __attribute__((__cleanup__(kf_cuda_free_58))) = kf_cuda_alloc(kf_z_bytes, 58);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 60);
        kf_cuda_check(cudaMemcpy(kf_perm_dev, perm, kf_perm_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 60);
        kf_cuda_check(cudaMemcpy(kf_cdf_dev, cdf, kf_cdf_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 60);
        kf_cuda_check(cudaMemcpy(kf_u_dev, u, kf_u_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 60);
        kf_cuda_check(cudaMemcpy(kf_z_dev, z, kf_z_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 60);
        if (256 > 0) {
            kf_cuda_check(kf_launch_gather_L3((unsigned)((256 + 255) / 256), 1, 1, 256, 1, 1, kf_A_dev, kf_perm_dev, kf_cdf_dev, kf_u_dev, kf_z_dev), "gather_L3<<<...>>>", 60);
        }
        kf_cuda_check(cudaMemcpy(z, kf_z_dev, kf_z_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 60);
    }
#pragma endscop
}

static void vla(int n, int m, double B[n][m], const double c[n], double *restrict w)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_B_bytes = (size_t)n * sizeof B[0];
    double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_66))) = kf_cuda_alloc(kf_B_bytes, 66);
    const size_t kf_perm_bytes = (size_t)8 * sizeof perm[0];
    int *kf_perm_dev __attribute__((__cleanup__(kf_cuda_free_66))) = kf_cuda_alloc(kf_perm_bytes, 66);
    const size_t kf_c_bytes = (size_t)n * sizeof c[0];
    double *kf_c_dev __attribute__((__cleanup__(kf_cuda_free_66))) = kf_cuda_alloc(kf_c_bytes, 66);
    const size_t kf_u_bytes = (size_t)256 * sizeof u[0];
    double *kf_u_dev __attribute__((__cleanup__(kf_cuda_free_66))) = kf_cuda_alloc(kf_u_bytes, 66);
    const size_t kf_w_bytes = (size_t)n * sizeof w[0];
    double *kf_w_dev __attribute__((__cleanup__(kf_cuda_free_66))) = kf_cuda_alloc(kf_w_bytes, 66);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 68);
        kf_cuda_check(cudaMemcpy(kf_perm_dev, perm, kf_perm_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 68);
        kf_cuda_check(cudaMemcpy(kf_c_dev, c, kf_c_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 68);
        kf_cuda_check(cudaMemcpy(kf_u_dev, u, kf_u_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 68);
        kf_cuda_check(cudaMemcpy(kf_w_dev, w, kf_w_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 68);
        if (n > 0) {
            kf_cuda_check(kf_launch_vla_L4((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, kf_B_dev, m, kf_perm_dev, kf_c_dev, kf_u_dev, kf_w_dev), "vla_L4<<<...>>>", 68);
        }
        kf_cuda_check(cudaMemcpy(w, kf_w_dev, kf_w_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 68);
    }
#pragma endscop
}

static void rescale(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_cdf_bytes = (size_t)256 * sizeof cdf[0];
    double *kf_cdf_dev __attribute__((__cleanup__(kf_cuda_free_74))) = kf_cuda_alloc(kf_cdf_bytes, 74);
    const size_t kf_u_bytes = (size_t)256 * sizeof u[0];
    double *kf_u_dev __attribute__((__cleanup__(kf_cuda_free_74))) = kf_cuda_alloc(kf_u_bytes, 74);
    const size_t kf_y_bytes = (size_t)256 * sizeof y[0];
    double *kf_y_dev __attribute__((__cleanup__(kf_cuda_free_74))) = kf_cuda_alloc(kf_y_bytes, 74);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_cdf_dev, cdf, kf_cdf_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 76);
        if (256 > 0) {
            kf_cuda_check(kf_launch_rescale_L5((unsigned)((256 + 255) / 256), 1, 1, 256, 1, 1, kf_cdf_dev), "rescale_L5<<<...>>>", 76);
        }
        kf_cuda_check(cudaMemcpy(kf_u_dev, u, kf_u_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 78);
        kf_cuda_check(cudaMemcpy(kf_y_dev, y, kf_y_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 78);
        if (256 > 0) {
            kf_cuda_check(kf_launch_rescale_L6((unsigned)((256 + 255) / 256), 1, 1, 256, 1, 1, kf_cdf_dev, kf_u_dev, kf_y_dev), "rescale_L6<<<...>>>", 78);
        }
        kf_cuda_check(cudaMemcpy(cdf, kf_cdf_dev, kf_cdf_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 80);
        for (int i = 0; i < NP; i++) {
            idx[i] = first(cdf, NP, u[i]);
            cdf[i] = cdf[i] * 2;
        }
        kf_cuda_check(cudaMemcpy(y, kf_y_dev, kf_y_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 80);
    }
#pragma endscop
}

static void unknown(const double *p, int n, int *out)
{
#pragma scop
    for (int i = 0; i < n; i++)
        out[i] = first(p, n, u[i]);
#pragma endscop
}

int main(void)
{
    static double B[NP][M], w[NP];
    static int o[NP];
    double s = 0;
    for (int i = 0; i < NP; i++) {
        s += (i % 7) * 0.01 + 0.001;
        cdf[i] = s;
        u[i] = (i * 37 % NP) * 0.01;
        for (int j = 0; j < M; j++) {
            A[i][j] = i + 0.5 * j;
            B[i][j] = i - 0.25 * j;
        }
    }
    for (int j = 0; j < M; j++)
        perm[j] = (j * 5) % M;
    resample();
    gather();
    vla(NP, M, B, cdf, w);
    unknown(cdf, NP, o);
    rescale();
    double r = 0;
    for (int i = 0; i < NP; i++)
        r += idx[i] * (i % 5 + 1) + y[i] + z[i] + w[i] + o[i] + cdf[i];
    printf("%.6f\n", r);
    return 0;
}
