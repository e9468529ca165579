/*
 * bench_tri.c: kforge TRMM and TRSM against CLBlast on the same OpenCL
 * device and queue, in the same run (left, lower, no transpose, non-unit;
 * column-major; B is restored before each run, outside the timing).
 *
 *   bench_tri [-n SIZE] [-p s|d] [-r REPS] [-t THREADS (ignored)] [-d DEVICE]
 */
#define CL_TARGET_OPENCL_VERSION 120
#include <clblast_c.h>
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kforge/blas.h"
#include "support/ocl.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
    long n = 1024;
    int reps = 3, c;
    char prec = 's';
    const char *dev = NULL;
    while ((c = getopt(argc, argv, "n:p:r:t:d:")) != -1) {
        switch (c) {
        case 'n': n = atol(optarg); break;
        case 'p': prec = optarg[0]; break;
        case 'r': reps = atoi(optarg); break;
        case 't': break;
        case 'd': dev = optarg; break;
        default: return 2;
        }
    }
    int dbl = prec == 'd';
    size_t es = dbl ? 8 : 4, nn = (size_t)n * n;
    kf_ocl_env env;
    char err[512];
    if (kf_ocl_open(&env, dev, err, sizeof err)) {
        fprintf(stderr, "bench_tri: %s\n", err);
        return 1;
    }
    void *a = malloc(nn * es), *b = malloc(nn * es), *r1 = malloc(nn * es), *r2 = malloc(nn * es);
    srand(3);
    for (size_t i = 0; i < nn; i++) {
        double x = ((double)rand() / RAND_MAX - 0.5) / n, y = (double)rand() / RAND_MAX - 0.5;
        if (i % (n + 1) == 0)
            x += 1; /* the diagonal: well conditioned */
        if (dbl) {
            ((double *)a)[i] = x;
            ((double *)b)[i] = y;
        } else {
            ((float *)a)[i] = (float)x;
            ((float *)b)[i] = (float)y;
        }
    }
    cl_int rc;
    cl_mem A = clCreateBuffer(env.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, nn * es, a, &rc);
    cl_mem B = clCreateBuffer(env.context, CL_MEM_READ_WRITE, nn * es, NULL, &rc);
    printf("%ctrmm / %ctrsm %ld x %ld (left, lower, N, non-unit), best of %d\n", prec, prec, n,
           n, reps);
    for (int routine = 0; routine < 2; routine++) {
        double best[2] = {1e30, 1e30};
        for (int lib = 0; lib < 2; lib++) {
            for (int rep = 0; rep <= reps; rep++) {
                clEnqueueWriteBuffer(env.queue, B, CL_TRUE, 0, nn * es, b, 0, NULL, NULL);
                double t0 = now();
                int st;
                if (lib == 0 && routine == 0)
                    st = dbl ? kf_dtrmm(KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER,
                                        KF_BLAS_NO_TRANS, KF_BLAS_NON_UNIT, n, n, 1.0, A, 0, n, B,
                                        0, n, env.queue, NULL)
                             : kf_strmm(KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER,
                                        KF_BLAS_NO_TRANS, KF_BLAS_NON_UNIT, n, n, 1.0f, A, 0, n,
                                        B, 0, n, env.queue, NULL);
                else if (lib == 0)
                    st = dbl ? kf_dtrsm(KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER,
                                        KF_BLAS_NO_TRANS, KF_BLAS_NON_UNIT, n, n, 1.0, A, 0, n, B,
                                        0, n, env.queue)
                             : kf_strsm(KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER,
                                        KF_BLAS_NO_TRANS, KF_BLAS_NON_UNIT, n, n, 1.0f, A, 0, n,
                                        B, 0, n, env.queue);
                else if (routine == 0)
                    st = dbl ? CLBlastDtrmm(CLBlastLayoutColMajor, CLBlastSideLeft,
                                            CLBlastTriangleLower, CLBlastTransposeNo,
                                            CLBlastDiagonalNonUnit, n, n, 1.0, A, 0, n, B, 0, n,
                                            &env.queue, NULL)
                             : CLBlastStrmm(CLBlastLayoutColMajor, CLBlastSideLeft,
                                            CLBlastTriangleLower, CLBlastTransposeNo,
                                            CLBlastDiagonalNonUnit, n, n, 1.0f, A, 0, n, B, 0, n,
                                            &env.queue, NULL);
                else
                    st = dbl ? CLBlastDtrsm(CLBlastLayoutColMajor, CLBlastSideLeft,
                                            CLBlastTriangleLower, CLBlastTransposeNo,
                                            CLBlastDiagonalNonUnit, n, n, 1.0, A, 0, n, B, 0, n,
                                            &env.queue, NULL)
                             : CLBlastStrsm(CLBlastLayoutColMajor, CLBlastSideLeft,
                                            CLBlastTriangleLower, CLBlastTransposeNo,
                                            CLBlastDiagonalNonUnit, n, n, 1.0f, A, 0, n, B, 0, n,
                                            &env.queue, NULL);
                clFinish(env.queue);
                double dt = now() - t0;
                if (st) {
                    fprintf(stderr, "%s %s failed: %d %s\n", lib ? "CLBlast" : "kforge",
                            routine ? "trsm" : "trmm", st, lib ? "" : kf_blas_last_error());
                    return 1;
                }
                if (rep > 0 && dt < best[lib])
                    best[lib] = dt;
            }
            clEnqueueReadBuffer(env.queue, B, CL_TRUE, 0, nn * es, lib ? r2 : r1, 0, NULL, NULL);
        }
        double maxd = 0;
        for (size_t i = 0; i < nn; i++) {
            double d = dbl ? fabs(((double *)r1)[i] - ((double *)r2)[i])
                           : fabs((double)((float *)r1)[i] - ((float *)r2)[i]);
            if (!(d <= maxd))
                maxd = d;
        }
        double flop = (double)n * n * n; /* n^2 m for a triangle: half of GEMM */
        printf("  %s  kforge %7.3f s %6.2f GFLOP/s   CLBlast %7.3f s %6.2f GFLOP/s   "
               "kforge/CLBlast %.2fx   max diff %.2g\n", routine ? "trsm" : "trmm", best[0],
               flop / best[0] * 1e-9, best[1], flop / best[1] * 1e-9, best[1] / best[0], maxd);
    }
    clReleaseMemObject(A);
    clReleaseMemObject(B);
    free(a); free(b); free(r1); free(r2);
    kf_blas_release();
    kf_ocl_close(&env);
    return 0;
}
