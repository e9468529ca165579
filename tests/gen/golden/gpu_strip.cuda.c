/* kforge 0.1.0: tests/gen/gpu_strip.c for cuda; 5 kernels */
/* The strip pass on kernels whose band body writes scalars (gpu_ktile.h,
 * Strips; test_gen_gpu_strip.sh): each scalar becomes a slot per iteration
 * of the strip.  Sizes are no multiple of the strip (4 doubles, 8
 * floats), and a loop starts at 1, so the tail strips (kf_lo, kf_hi) run.
 *
 *   symm     PolyBench's symm: a kernel over j per i, no register, temp
 *            declared at the function's top, C[k][j] updated at every k
 *   dot      a product summed in a scalar (float): local tiles for a GPU,
 *            strips of 8 for the CPU's plain kernel
 *   two      two scalars, an int and a double, j from 1
 *   cond     a scalar read in an if's condition inside k
 *   macro    v updated in a macro's body: refused, with why (sizeof v
 *            beside it is an access, rewritten as the element's)
 */
#include <stdio.h>
#include <string.h>

#define M 23
#define N 37
#define P 19
#define ACC(e) v += (e) /* macro's update of its v */

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/gen/gpu_strip.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_symm_L1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int n, double *C, double alpha, double *B, double *A, double beta);
cudaError_t kf_launch_dot_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ni, int nj, int nk, float *X, float *Y, float beta, float *D, float alpha);
cudaError_t kf_launch_two_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int m, int n, double *E, double *A, double *B, int *cnt);
cudaError_t kf_launch_cond_L4_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int m, int n, double *A, double *F);
cudaError_t kf_launch_macro_L5(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int m, int n, double *A, double *B, double *G);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_25(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 25);
}

static void kf_cuda_free_43(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 43);
}

static void kf_cuda_free_58(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 58);
}

static void kf_cuda_free_78(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 78);
}

static void kf_cuda_free_95(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 95);
}

static void symm(int m, int n, double alpha, double beta, double C[M][N], double A[M][M],
                 double B[M][N])
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_C_bytes = (size_t)23 * sizeof C[0];
    double *kf_C_dev __attribute__((__cleanup__(kf_cuda_free_25))) = kf_cuda_alloc(kf_C_bytes, 25);
    const size_t kf_B_bytes = (size_t)23 * sizeof B[0];
    double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_25))) = kf_cuda_alloc(kf_B_bytes, 25);
    const size_t kf_A_bytes = (size_t)23 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_25))) = kf_cuda_alloc(kf_A_bytes, 25);
    int i, j, k;
    double temp2;
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 29);
        kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 29);
        kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 29);
        for (i = 0; i < m; i++) {
            if (n > 0) {
                kf_cuda_check(kf_launch_symm_L1_1((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, i, n, kf_C_dev, alpha, kf_B_dev, kf_A_dev, beta), "symm_L1_1<<<...>>>", 30);
            }
            /* the loop counters, as the sequential loops leave them */
            for (j = 0; j < n; j++) {
                for (k = 0; k < i; k++) {
                }
            }
        }
        kf_cuda_check(cudaMemcpy(C, kf_C_dev, kf_C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 29);
    }
#pragma endscop
}

static void dot(int ni, int nj, int nk, float alpha, float beta, float D[M][N], float X[M][P],
                float Y[P][N])
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_X_bytes = (size_t)23 * sizeof X[0];
    float *kf_X_dev __attribute__((__cleanup__(kf_cuda_free_43))) = kf_cuda_alloc(kf_X_bytes, 43);
    const size_t kf_Y_bytes = (size_t)19 * sizeof Y[0];
    float *kf_Y_dev __attribute__((__cleanup__(kf_cuda_free_43))) = kf_cuda_alloc(kf_Y_bytes, 43);
    const size_t kf_D_bytes = (size_t)23 * sizeof D[0];
    float *kf_D_dev __attribute__((__cleanup__(kf_cuda_free_43))) = kf_cuda_alloc(kf_D_bytes, 43);
    int i, j, k;
    float s;
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_X_dev, X, kf_X_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 47);
        kf_cuda_check(cudaMemcpy(kf_Y_dev, Y, kf_Y_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 47);
        kf_cuda_check(cudaMemcpy(kf_D_dev, D, kf_D_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 47);
        if (ni > 0 && nj > 0) {
            kf_cuda_check(kf_launch_dot_L2((unsigned)((nj + 15) / 16), (unsigned)((ni + 15) / 16), 1, 16, 16, 1, ni, nj, nk, kf_X_dev, kf_Y_dev, beta, kf_D_dev, alpha), "dot_L2<<<...>>>", 47);
        }
        /* the loop counters, as the sequential loops leave them */
        for (i = 0; i < ni; i++) {
            for (j = 0; j < nj; j++) {
                for (k = 0; k < nk; k++) {
                }
            }
        }
        kf_cuda_check(cudaMemcpy(D, kf_D_dev, kf_D_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 47);
    }
#pragma endscop
}

static void two(int m, int n, double E[M][N], double A[M][M], double B[M][N], int cnt[M][N])
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_E_bytes = (size_t)23 * sizeof E[0];
    double *kf_E_dev __attribute__((__cleanup__(kf_cuda_free_58))) = kf_cuda_alloc(kf_E_bytes, 58);
    const size_t kf_A_bytes = (size_t)23 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_58))) = kf_cuda_alloc(kf_A_bytes, 58);
    const size_t kf_B_bytes = (size_t)23 * sizeof B[0];
    double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_58))) = kf_cuda_alloc(kf_B_bytes, 58);
    const size_t kf_cnt_bytes = (size_t)23 * sizeof cnt[0];
    int *kf_cnt_dev __attribute__((__cleanup__(kf_cuda_free_58))) = kf_cuda_alloc(kf_cnt_bytes, 58);
    int i, j, k;
    double t;
    int c;
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_E_dev, E, kf_E_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 63);
        kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 63);
        kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 63);
        kf_cuda_check(cudaMemcpy(kf_cnt_dev, cnt, kf_cnt_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 63);
        if (m > 0 && n - 1 > 0) {
            kf_cuda_check(kf_launch_two_L3((unsigned)((n - 1 + 15) / 16), (unsigned)((m + 15) / 16), 1, 16, 16, 1, m, n, kf_E_dev, kf_A_dev, kf_B_dev, kf_cnt_dev), "two_L3<<<...>>>", 63);
        }
        /* the loop counters, as the sequential loops leave them */
        for (i = 0; i < m; i++) {
            for (j = 1; j < n; j++) {
                for (k = 0; k < m; k++) {
                }
            }
        }
        kf_cuda_check(cudaMemcpy(E, kf_E_dev, kf_E_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 63);
        kf_cuda_check(cudaMemcpy(cnt, kf_cnt_dev, kf_cnt_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 63);
    }
#pragma endscop
}

static void cond(int m, int n, double F[M][N], double A[M][M])
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_A_bytes = (size_t)23 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_78))) = kf_cuda_alloc(kf_A_bytes, 78);
    const size_t kf_F_bytes = (size_t)23 * sizeof F[0];
    double *kf_F_dev __attribute__((__cleanup__(kf_cuda_free_78))) = kf_cuda_alloc(kf_F_bytes, 78);
    int i, j, k;
    double u;
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 82);
        kf_cuda_check(cudaMemcpy(kf_F_dev, F, kf_F_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 82);
        for (i = 0; i < m; i++) {
            if (n > 0) {
                kf_cuda_check(kf_launch_cond_L4_1((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, i, m, n, kf_A_dev, kf_F_dev), "cond_L4_1<<<...>>>", 83);
            }
            /* the loop counters, as the sequential loops leave them */
            for (j = 0; j < n; j++) {
                for (k = 0; k < m; k++) {
                }
            }
        }
        kf_cuda_check(cudaMemcpy(F, kf_F_dev, kf_F_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 82);
    }
#pragma endscop
}

static void macro(int m, int n, double G[M][N], double A[M][M], double B[M][N])
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_A_bytes = (size_t)23 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_95))) = kf_cuda_alloc(kf_A_bytes, 95);
    const size_t kf_B_bytes = (size_t)23 * sizeof B[0];
    double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_95))) = kf_cuda_alloc(kf_B_bytes, 95);
    const size_t kf_G_bytes = (size_t)23 * sizeof G[0];
    double *kf_G_dev __attribute__((__cleanup__(kf_cuda_free_95))) = kf_cuda_alloc(kf_G_bytes, 95);
    int i, j, k;
    double v;
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 99);
        kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 99);
        kf_cuda_check(cudaMemcpy(kf_G_dev, G, kf_G_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 99);
        if (m > 0 && n > 0) {
            kf_cuda_check(kf_launch_macro_L5((unsigned)((n + 15) / 16), (unsigned)((m + 15) / 16), 1, 16, 16, 1, m, n, kf_A_dev, kf_B_dev, kf_G_dev), "macro_L5<<<...>>>", 99);
        }
        /* the loop counters, as the sequential loops leave them */
        for (i = 0; i < m; i++) {
            for (j = 0; j < n; j++) {
                for (k = 0; k < m; k++) {
                }
            }
        }
        kf_cuda_check(cudaMemcpy(G, kf_G_dev, kf_G_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 99);
    }
#pragma endscop
}

static double C[M][N], A[M][M], B[M][N], E[M][N], F[M][N], G[M][N];
static float D[M][N], X[M][P], Y[P][N];
static int cnt[M][N];

int main(void)
{
    for (int i = 0; i < M; i++) {
        for (int j = 0; j < N; j++) {
            C[i][j] = (double)((i + j) % 100) / M;
            B[i][j] = (double)((N + i - j) % 100) / M;
            E[i][j] = (double)((i * j + 3) % 17) / 7;
            F[i][j] = (double)((i + 2 * j) % 13) / 5;
            G[i][j] = (double)((3 * i + j) % 11) / 3;
            D[i][j] = (float)((i * 7 + j) % 23) / 9;
        }
        for (int j = 0; j < M; j++)
            A[i][j] = (double)((i + j) % 100) / M;
        for (int j = 0; j < P; j++)
            X[i][j] = (float)((i + 3 * j) % 29) / 11;
    }
    for (int i = 0; i < P; i++)
        for (int j = 0; j < N; j++)
            Y[i][j] = (float)((5 * i + j) % 31) / 13;
    symm(M, N, 1.5, 1.2, C, A, B);
    dot(M, N, P, 1.5f, 1.2f, D, X, Y);
    two(M, N, E, A, B, cnt);
    cond(M, N, F, A);
    macro(M, N, G, A, B);
    /* bit for bit: the strips keep every sum's order */
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++)
            printf("%d %d %a %a %a %a %a %a %d\n", i, j, C[i][j], (double)D[i][j], E[i][j],
                   F[i][j], G[i][j], B[i][j], cnt[i][j]);
    return 0;
}
