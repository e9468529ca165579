/*
 * bench_cuda.c: kforge's CUDA solver against cuBLAS on the same GPU, in the
 * same run (issue 18's CUDA rows; `make bench-blas-cuda`).  For each shape
 * and precision: GEMM (column-major, no transposes, alpha 1.5, beta 0.5),
 * TRMM and TRSM (left, lower, no transpose, non-unit), each computed by both
 * libraries from the same device inputs and compared element by element
 * (relative to the largest element of cuBLAS's result; TRSM's A is made
 * diagonally dominant so that the solve is well conditioned); then timed
 * with CUDA events, best of REPS after one warm-up call.  kforge's first
 * call of each kernel (NVRTC's compile and the module load included) is
 * printed apart: it is the cold cost a program pays once per process, or
 * once per kernel cache when the PTX is cached.
 *
 *   bench_cuda [-r REPS] [-q] [-n N]... [-R gemm|trmm|trsm] [-p s|d]
 *
 * -q: fewer sizes; -n: these square sizes only; -R, -p: one routine, one
 * precision.  $KFORGE_CUDA_GEMM_PARAMS (include/kforge/blas.h) sets the
 * solver's kernel, so that a shell loop over it sweeps kernel shapes.
 *
 * Output: one row per case with GFLOP/s of both and the ratio kforge /
 * cuBLAS (higher is better for kforge), then the geometric mean and the
 * worst ratio per routine.  Exit status 1 if any result differs (tolerance
 * 1e-3 single, 1e-9 double) or a call fails.  Not part of `make check`: it
 * needs an NVIDIA GPU (without one it says so and exits 0).
 */
#include <cublas_v2.h>
#include <cuda_runtime_api.h>
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kforge/blas.h"

enum { GEMM, TRMM, TRSM, NROUT };
static const char *const rout_name[NROUT] = {"gemm", "trmm", "trsm"};

static int fails;

#define CK(call)                                                                                \
    do {                                                                                        \
        cudaError_t e_ = (call);                                                                \
        if (e_ != cudaSuccess) {                                                                \
            fprintf(stderr, "bench_cuda: %s: %s\n", #call, cudaGetErrorString(e_));             \
            exit(1);                                                                            \
        }                                                                                       \
    } while (0)

/* One case's run of one library: returns 0 or prints why and returns -1. */
static int run_kforge(int rout, int dbl, long m, long n, long k, void *A, void *B, void *C)
{
    kf_blas_status s;
    kf_cuda_ptr a = (kf_cuda_ptr)(size_t)A, b = (kf_cuda_ptr)(size_t)B, c = (kf_cuda_ptr)(size_t)C;
    if (rout == GEMM)
        s = dbl ? kf_dgemm_cuda(KF_BLAS_COL_MAJOR, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, m, n, k, 1.5,
                                a, m, b, k, 0.5, c, m, NULL)
                : kf_sgemm_cuda(KF_BLAS_COL_MAJOR, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, m, n, k, 1.5f,
                                a, m, b, k, 0.5f, c, m, NULL);
    else if (rout == TRMM)
        s = dbl ? kf_dtrmm_cuda(KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER, KF_BLAS_NO_TRANS,
                                KF_BLAS_NON_UNIT, m, n, 1.5, a, m, c, m, NULL)
                : kf_strmm_cuda(KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER, KF_BLAS_NO_TRANS,
                                KF_BLAS_NON_UNIT, m, n, 1.5f, a, m, c, m, NULL);
    else
        s = dbl ? kf_dtrsm_cuda(KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER, KF_BLAS_NO_TRANS,
                                KF_BLAS_NON_UNIT, m, n, 1.5, a, m, c, m, NULL)
                : kf_strsm_cuda(KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER, KF_BLAS_NO_TRANS,
                                KF_BLAS_NON_UNIT, m, n, 1.5f, a, m, c, m, NULL);
    (void)B;
    (void)b;
    if (s != KF_BLAS_SUCCESS) {
        fprintf(stderr, "bench_cuda: kforge %s: %s\n", rout_name[rout], kf_blas_last_error());
        return -1;
    }
    return 0;
}

static int run_cublas(cublasHandle_t h, int rout, int dbl, long m, long n, long k, void *A,
                      void *B, void *C)
{
    const double da = 1.5, db = 0.5;
    const float sa = 1.5f, sb = 0.5f;
    cublasStatus_t s;
    if (rout == GEMM)
        s = dbl ? cublasDgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &da, A, m, B, k, &db, C, m)
                : cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &sa, A, m, B, k, &sb, C, m);
    else if (rout == TRMM) /* out of place in cuBLAS: C = alpha A C, written to C */
        s = dbl ? cublasDtrmm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N,
                              CUBLAS_DIAG_NON_UNIT, m, n, &da, A, m, C, m, C, m)
                : cublasStrmm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N,
                              CUBLAS_DIAG_NON_UNIT, m, n, &sa, A, m, C, m, C, m);
    else
        s = dbl ? cublasDtrsm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N,
                              CUBLAS_DIAG_NON_UNIT, m, n, &da, A, m, C, m)
                : cublasStrsm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N,
                              CUBLAS_DIAG_NON_UNIT, m, n, &sa, A, m, C, m);
    (void)k;
    (void)B;
    if (s != CUBLAS_STATUS_SUCCESS) {
        fprintf(stderr, "bench_cuda: cuBLAS %s: status %d\n", rout_name[rout], (int)s);
        return -1;
    }
    return 0;
}

/* Host inputs: A (m x k, or m x m for the triangular routines, diagonally
 * dominant), B (k x n), C (m x n); values in [-1, 1) from a fixed seed. */
static void fill(double *x, long len, unsigned *seed)
{
    for (long i = 0; i < len; i++) {
        *seed = *seed * 1103515245u + 12345u;
        x[i] = (double)((*seed >> 8) & 0xffff) / 32768.0 - 1.0;
    }
}

static void *to_device(const double *x, long len, int dbl)
{
    size_t es = dbl ? sizeof(double) : sizeof(float);
    void *h = malloc(len * es), *d;
    if (!h)
        exit(1);
    for (long i = 0; i < len; i++) {
        if (dbl)
            ((double *)h)[i] = x[i];
        else
            ((float *)h)[i] = (float)x[i];
    }
    CK(cudaMalloc(&d, len * es));
    CK(cudaMemcpy(d, h, len * es, cudaMemcpyHostToDevice));
    free(h);
    return d;
}

static double *from_device(const void *d, long len, int dbl)
{
    size_t es = dbl ? sizeof(double) : sizeof(float);
    void *h = malloc(len * es);
    double *x = malloc(len * sizeof(double));
    if (!h || !x)
        exit(1);
    CK(cudaMemcpy(h, d, len * es, cudaMemcpyDeviceToHost));
    for (long i = 0; i < len; i++)
        x[i] = dbl ? ((double *)h)[i] : ((float *)h)[i];
    free(h);
    return x;
}

struct tally {
    double logsum, worst;
    int count;
};

/* One case: inputs, the comparison, the timings; adds the ratio to t. */
static void one_case(cublasHandle_t h, int rout, int dbl, long m, long n, long k, int reps,
                     struct tally *t)
{
    if (rout != GEMM)
        k = m;
    unsigned seed = 42u + (unsigned)(m * 7 + n * 13 + k);
    double *ha = malloc(m * k * sizeof(double)), *hb = malloc(k * n * sizeof(double)),
           *hc = malloc(m * n * sizeof(double));
    if (!ha || !hb || !hc)
        exit(1);
    fill(ha, m * k, &seed);
    fill(hb, k * n, &seed);
    fill(hc, m * n, &seed);
    if (rout != GEMM)
        for (long i = 0; i < m; i++)
            ha[i + i * m] = (ha[i + i * m] < 0 ? -1.0 : 1.0) * (2.0 + fabs(ha[i + i * m]));
    if (rout == TRSM) /* keep the solve's growth modest: scale the strict lower part */
        for (long j = 0; j < m; j++)
            for (long i = j + 1; i < m; i++)
                ha[i + j * m] /= (double)m;
    size_t es = dbl ? sizeof(double) : sizeof(float);
    void *A = to_device(ha, m * k, dbl), *B = to_device(hb, k * n, dbl);
    void *Ck = to_device(hc, m * n, dbl), *Cc = to_device(hc, m * n, dbl);
    void *C0 = to_device(hc, m * n, dbl);

    /* cold: kforge's first call of this kernel in the process */
    cudaEvent_t e0, e1;
    CK(cudaEventCreate(&e0));
    CK(cudaEventCreate(&e1));
    float cold = 0;
    CK(cudaEventRecord(e0, 0));
    int bad = run_kforge(rout, dbl, m, n, k, A, B, Ck) || run_cublas(h, rout, dbl, m, n, k, A, B, Cc);
    CK(cudaEventRecord(e1, 0));
    CK(cudaEventSynchronize(e1));
    CK(cudaEventElapsedTime(&cold, e0, e1));
    double err = 0, big = 0;
    if (!bad) {
        double *rk = from_device(Ck, m * n, dbl), *rc = from_device(Cc, m * n, dbl);
        for (long i = 0; i < m * n; i++) {
            big = fmax(big, fabs(rc[i]));
            err = fmax(err, fabs(rk[i] - rc[i]));
        }
        free(rk);
        free(rc);
        err = big > 0 ? err / big : err;
    }
    double tol = dbl ? 1e-9 : 1e-3;
    if (bad || !(err <= tol)) {
        printf("%-5s %c %6ld %6ld %6ld  %s (relative difference %.3g)\n", rout_name[rout],
               dbl ? 'd' : 's', m, n, k, bad ? "FAILED" : "DIFFERS", err);
        fails++;
        goto out;
    }
    /* warm timings: B of TRMM/TRSM is overwritten, so each rep restores C
     * from C0 outside the timed interval */
    float best[2] = {1e30f, 1e30f};
    for (int lib = 0; lib < 2; lib++)
        for (int r = 0; r < reps + 1; r++) {
            void *C = lib ? Cc : Ck;
            CK(cudaMemcpy(C, C0, m * n * es, cudaMemcpyDeviceToDevice));
            CK(cudaEventRecord(e0, 0));
            if (lib ? run_cublas(h, rout, dbl, m, n, k, A, B, C)
                    : run_kforge(rout, dbl, m, n, k, A, B, C))
                exit(1);
            CK(cudaEventRecord(e1, 0));
            CK(cudaEventSynchronize(e1));
            float ms;
            CK(cudaEventElapsedTime(&ms, e0, e1));
            if (r > 0 && ms < best[lib])
                best[lib] = ms;
        }
    double flops = rout == GEMM ? 2.0 * m * n * k : (double)m * m * n;
    double gk = flops / (best[0] * 1e6), gc = flops / (best[1] * 1e6), ratio = gk / gc;
    printf("%-5s %c %6ld %6ld %6ld %10.1f %10.1f %7.2fx %10.2f\n", rout_name[rout], dbl ? 'd' : 's',
           m, n, k, gk, gc, ratio, cold);
    t->logsum += log(ratio);
    t->worst = t->count ? fmin(t->worst, ratio) : ratio;
    t->count++;
out:
    cudaFree(A);
    cudaFree(B);
    cudaFree(Ck);
    cudaFree(Cc);
    cudaFree(C0);
    cudaEventDestroy(e0);
    cudaEventDestroy(e1);
    free(ha);
    free(hb);
    free(hc);
}

int main(int argc, char **argv)
{
    int reps = 5, quick = 0, c, nsel = 0, only_rout = -1, only_prec = -1;
    long sel[32];
    while ((c = getopt(argc, argv, "r:qn:R:p:")) != -1) {
        switch (c) {
        case 'r': reps = atoi(optarg) > 0 ? atoi(optarg) : 1; break;
        case 'q': quick = 1; break;
        case 'n':
            if (nsel < 32)
                sel[nsel++] = atol(optarg);
            break;
        case 'R':
            for (int r = 0; r < NROUT; r++)
                if (!strcmp(optarg, rout_name[r]))
                    only_rout = r;
            if (only_rout < 0) {
                fprintf(stderr, "bench_cuda: -R %s: gemm, trmm or trsm\n", optarg);
                return 2;
            }
            break;
        case 'p':
            if (strcmp(optarg, "s") && strcmp(optarg, "d")) {
                fprintf(stderr, "bench_cuda: -p %s: s or d\n", optarg);
                return 2;
            }
            only_prec = optarg[0] == 'd';
            break;
        default:
            fprintf(stderr, "usage: bench_cuda [-r REPS] [-q] [-n N]... [-R gemm|trmm|trsm] [-p s|d]\n");
            return 2;
        }
    }
    /* the solver falls back to its own kernel on a bad setting: refuse it
     * here, so that a sweep never times the default under another name */
    const char *env = getenv("KFORGE_CUDA_GEMM_PARAMS");
    if (env && *env) {
        kf_gemm_params q = kf_gemm_default_params(KF_BLAS_SINGLE, KF_GEMM_LOCAL);
        if (kf_gemm_params_parse(&q, env) || kf_gemm_params_check(&q)) {
            fprintf(stderr, "bench_cuda: KFORGE_CUDA_GEMM_PARAMS=%s: %s\n", env,
                    kf_blas_last_error());
            return 2;
        }
    }
    int ndev = 0;
    if (cudaGetDeviceCount(&ndev) != cudaSuccess || ndev == 0) {
        printf("bench_cuda: no CUDA device here: nothing measured\n");
        return 0;
    }
    struct cudaDeviceProp prop;
    CK(cudaGetDeviceProperties(&prop, 0));
    cublasHandle_t h;
    if (cublasCreate(&h) != CUBLAS_STATUS_SUCCESS) {
        fprintf(stderr, "bench_cuda: cublasCreate failed\n");
        return 1;
    }
    static const long full[] = {128, 255, 256, 500, 512, 1000, 1023, 1024, 2048, 4096};
    static const long few[] = {256, 1000, 1024, 4096};
    const long *sizes = nsel ? sel : quick ? few : full;
    int nsizes = nsel ? nsel : quick ? 4 : (int)(sizeof full / sizeof *full);
    /* non-square GEMM shapes: tall-skinny, small k, large k */
    static const long shapes[][3] = {{4096, 64, 1024}, {2048, 2048, 32}, {256, 256, 8192}};

    printf("# %s (compute capability %d.%d), cuBLAS against kforge's CUDA solver; best of %d, "
           "CUDA events\n",
           prop.name, prop.major, prop.minor, reps);
    printf("%-5s %c %6s %6s %6s %10s %10s %8s %10s\n", "rout", 'p', "m", "n", "k", "kforge GF/s",
           "cuBLAS GF/s", "ratio", "cold ms");
    struct tally t[NROUT][2];
    memset(t, 0, sizeof t);
    if (env && *env)
        printf("# KFORGE_CUDA_GEMM_PARAMS=%s\n", env);
    for (int dbl = 0; dbl < 2; dbl++)
        for (int rout = 0; rout < NROUT; rout++) {
            if ((only_rout >= 0 && rout != only_rout) || (only_prec >= 0 && dbl != only_prec))
                continue;
            for (int i = 0; i < nsizes; i++)
                one_case(h, rout, dbl, sizes[i], sizes[i], sizes[i], reps, &t[rout][dbl]);
            if (rout == GEMM && !nsel)
                for (size_t i = 0; i < sizeof shapes / sizeof *shapes; i++)
                    one_case(h, rout, dbl, shapes[i][0], shapes[i][1], shapes[i][2], reps,
                             &t[rout][dbl]);
        }
    printf("# kforge / cuBLAS: geometric mean (worst)\n");
    for (int dbl = 0; dbl < 2; dbl++)
        for (int rout = 0; rout < NROUT; rout++)
            if (t[rout][dbl].count)
                printf("#   %c%s: %.2fx (%.2fx) over %d cases\n", dbl ? 'd' : 's', rout_name[rout],
                       exp(t[rout][dbl].logsum / t[rout][dbl].count), t[rout][dbl].worst,
                       t[rout][dbl].count);
    cublasDestroy(h);
    printf("%d cases differ or fail\n", fails);
    return fails ? 1 : 0;
}
