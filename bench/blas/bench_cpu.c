/*
 * bench_cpu.c: kforge's CPU solver against OpenBLAS with the same number of
 * threads, in the same run: GEMM (no transposes), TRMM and TRSM (left,
 * lower, no transpose, non-unit), column-major.
 *
 *   bench_cpu [-n SIZE] [-p s|d] [-r REPS] [-t THREADS] [-c]
 *
 * -c times the process's CPU time instead of the wall clock: with one
 * thread, a figure of the kernels themselves that other processes' load
 * on a shared machine hardly moves (with more threads it also counts the
 * time threads spend waiting for each other).
 *
 * The two libraries alternate repetition by repetition, after one warm-up
 * run each (kernel compiles, thread pools), so that load from other
 * processes on a shared machine falls on both alike; the best time of each
 * gives its GFLOP/s and the ratio.  Before each run the benchmark sleeps
 * 0.2 s: the other library's idle threads busy-wait after a call
 * (OpenBLAS's for about 2^28 cycles, OpenMP's for a spin count), and
 * would otherwise take a core from the run that follows.  kforge's results are checked against
 * OpenBLAS's (the exit status).  The CPU solver's threads are OpenMP's:
 * OMP_NUM_THREADS is set to THREADS unless already set.  Not part of
 * `make check`: `make bench`.
 */
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <x86_64-linux-gnu/cblas.h>

#include "kforge/blas.h"

void openblas_set_num_threads(int n);
char *openblas_get_corename(void);

static clockid_t clock_id = CLOCK_MONOTONIC;

static double now(void)
{
    struct timespec ts;
    clock_gettime(clock_id, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

enum { GEMM, TRMM, TRSM };

/* One run of routine r by library lib (0 kforge, 1 OpenBLAS) into out;
 * B is restored from b first (outside the timing).  Returns the time, or
 * a negative value on failure. */
static double run(int r, int lib, int dbl, long n, const void *a, const void *b, void *out)
{
    size_t bytes = (size_t)n * n * (dbl ? 8 : 4);
    if (r != GEMM)
        memcpy(out, b, bytes);
    nanosleep(&(struct timespec){0, 200000000}, NULL);
    double t0 = now();
    int st = 0;
    const kf_blas_layout L = KF_BLAS_COL_MAJOR;
    const kf_blas_side S = KF_BLAS_LEFT;
    const kf_blas_uplo U = KF_BLAS_LOWER;
    const kf_blas_transpose N = KF_BLAS_NO_TRANS;
    const kf_blas_diag D = KF_BLAS_NON_UNIT;
    if (lib == 0 && dbl) {
        st = r == GEMM   ? kf_dgemm_cpu(L, N, N, n, n, n, 1.0, a, n, b, n, 0.0, out, n)
             : r == TRMM ? kf_dtrmm_cpu(L, S, U, N, D, n, n, 1.0, a, n, out, n)
                         : kf_dtrsm_cpu(L, S, U, N, D, n, n, 1.0, a, n, out, n);
    } else if (lib == 0) {
        st = r == GEMM   ? kf_sgemm_cpu(L, N, N, n, n, n, 1.0f, a, n, b, n, 0.0f, out, n)
             : r == TRMM ? kf_strmm_cpu(L, S, U, N, D, n, n, 1.0f, a, n, out, n)
                         : kf_strsm_cpu(L, S, U, N, D, n, n, 1.0f, a, n, out, n);
    } else if (dbl) {
        if (r == GEMM)
            cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0, a, n, b, n, 0.0,
                        out, n);
        else if (r == TRMM)
            cblas_dtrmm(CblasColMajor, CblasLeft, CblasLower, CblasNoTrans, CblasNonUnit, n, n,
                        1.0, a, n, out, n);
        else
            cblas_dtrsm(CblasColMajor, CblasLeft, CblasLower, CblasNoTrans, CblasNonUnit, n, n,
                        1.0, a, n, out, n);
    } else {
        if (r == GEMM)
            cblas_sgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0f, a, n, b, n,
                        0.0f, out, n);
        else if (r == TRMM)
            cblas_strmm(CblasColMajor, CblasLeft, CblasLower, CblasNoTrans, CblasNonUnit, n, n,
                        1.0f, a, n, out, n);
        else
            cblas_strsm(CblasColMajor, CblasLeft, CblasLower, CblasNoTrans, CblasNonUnit, n, n,
                        1.0f, a, n, out, n);
    }
    double dt = now() - t0;
    if (st) {
        fprintf(stderr, "kforge: %s: %s\n", kf_blas_strerror(st), kf_blas_last_error());
        return -1;
    }
    return dt;
}

int main(int argc, char **argv)
{
    long n = 1024;
    int reps = 10, threads = 2, c;
    char prec = 's';
    while ((c = getopt(argc, argv, "n:p:r:t:cd:")) != -1) {
        switch (c) {
        case 'n': n = atol(optarg); break;
        case 'p': prec = optarg[0]; break;
        case 'r': reps = atoi(optarg); break;
        case 't': threads = atoi(optarg); break;
        case 'c': clock_id = CLOCK_PROCESS_CPUTIME_ID; break;
        case 'd': break; /* an OpenCL device, as the other benchmarks take: none here */
        default:
            fprintf(stderr, "usage: bench_cpu [-n SIZE] [-p s|d] [-r REPS] [-t THREADS] [-c]\n");
            return 2;
        }
    }
    char tbuf[16];
    snprintf(tbuf, sizeof tbuf, "%d", threads);
    setenv("OMP_NUM_THREADS", tbuf, 0);
    openblas_set_num_threads(threads);
    int dbl = prec == 'd';
    size_t es = dbl ? 8 : 4, nn = (size_t)n * n;
    char *a = malloc(nn * es), *b = malloc(nn * es), *o[2] = {malloc(nn * es), malloc(nn * es)};
    srand(5);
    for (size_t i = 0; i < nn; i++) {
        /* A: small off the diagonal, near 1 on it (TRSM well conditioned) */
        double x = ((double)rand() / RAND_MAX - 0.5) / n, y = (double)rand() / RAND_MAX - 0.5;
        if (i % (n + 1) == 0)
            x += 1;
        if (dbl) {
            ((double *)a)[i] = x;
            ((double *)b)[i] = y;
        } else {
            ((float *)a)[i] = (float)x;
            ((float *)b)[i] = (float)y;
        }
    }
    static const char *const names[3] = {"gemm", "trmm", "trsm"};
    double flops[3] = {2.0 * n * n * n, 1.0 * n * n * n, 1.0 * n * n * n};
    printf("%c %ld^2 (gemm %ld^3), CPU solver (OMP_NUM_THREADS=%s) vs OpenBLAS (%s kernels, %d "
           "threads), alternating, best of %d, %s time\n",
           prec, n, n, getenv("OMP_NUM_THREADS"), openblas_get_corename(), threads, reps,
           clock_id == CLOCK_MONOTONIC ? "wall-clock" : "CPU");
    int fail = 0;
    for (int r = 0; r < 3; r++) {
        double best[2] = {1e30, 1e30};
        for (int rep = 0; rep <= reps; rep++)
            for (int lib = 0; lib < 2; lib++) {
                double t = run(r, lib, dbl, n, a, b, o[lib]);
                if (t < 0)
                    return 1;
                if (rep > 0 && t < best[lib])
                    best[lib] = t;
            }
        double err = 0;
        for (size_t i = 0; i < nn; i++) {
            double d = dbl ? fabs(((double *)o[0])[i] - ((double *)o[1])[i])
                           : fabs((double)((float *)o[0])[i] - ((float *)o[1])[i]);
            if (!(d <= err))
                err = d;
        }
        int bad = !(err <= (dbl ? 1e-10 : 1e-3) * sqrt((double)n));
        fail |= bad;
        printf("  %s  kforge %8.2f GFLOP/s  OpenBLAS %8.2f GFLOP/s  kforge/OpenBLAS %.2fx  "
               "max diff %.3g%s\n",
               names[r], flops[r] / best[0] * 1e-9, flops[r] / best[1] * 1e-9,
               best[1] / best[0], err, bad ? "  WRONG" : "");
    }
    free(a); free(b); free(o[0]); free(o[1]);
    kf_blas_release();
    return fail;
}
