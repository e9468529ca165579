/*
 * bench_gemm.c: kforge GEMM against CLBlast (same OpenCL device, same
 * queue) and OpenBLAS (the CPU, N threads), measured in the same run.
 *
 *   bench_gemm [-n SIZE] [-p s|d] [-r REPS] [-t THREADS] [-d DEVICE] [-q QUEUES]
 *
 * Each library runs once to warm up (kernel builds, thread pools), then
 * REPS times; the best time gives the GFLOP/s.  kforge's result is checked
 * against OpenBLAS's.  -q N (N > 1) adds kforge on N queues of the device
 * (kf_sgemm_multi: the column-panel split; with one device, its cost).  Not part of `make check`: `make bench`.
 */
#define CL_TARGET_OPENCL_VERSION 120
#include <clblast_c.h>
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <x86_64-linux-gnu/cblas.h>

#include "kforge/blas.h"
#include "support/ocl.h"

void openblas_set_num_threads(int n);
char *openblas_get_corename(void);

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
    long n = 1024;
    int reps = 5, threads = 2, nq = 1, c;
    char prec = 's';
    const char *dev = NULL;
    while ((c = getopt(argc, argv, "n:p:r:t:d:q:")) != -1) {
        switch (c) {
        case 'n': n = atol(optarg); break;
        case 'p': prec = optarg[0]; break;
        case 'r': reps = atoi(optarg); break;
        case 't': threads = atoi(optarg); break;
        case 'd': dev = optarg; break;
        case 'q': nq = atoi(optarg) < 1 ? 1 : atoi(optarg) > 8 ? 8 : atoi(optarg); break;
        default:
            fprintf(stderr, "usage: bench_gemm [-n SIZE] [-p s|d] [-r REPS] [-t THREADS] [-d DEV] [-q N]\n");
            return 2;
        }
    }
    int dbl = prec == 'd';
    size_t es = dbl ? 8 : 4, nn = (size_t)n * n;
    kf_ocl_env env;
    char err[512];
    if (kf_ocl_open(&env, dev, err, sizeof err)) {
        fprintf(stderr, "bench_gemm: %s\n", err);
        return 1;
    }
    char *dname = kf_ocl_device_string(env.device, CL_DEVICE_NAME);
    void *a = malloc(nn * es), *b = malloc(nn * es), *ck = malloc(nn * es), *co = malloc(nn * es);
    srand(1);
    for (size_t i = 0; i < nn; i++) {
        double x = (double)rand() / RAND_MAX - 0.5, y = (double)rand() / RAND_MAX - 0.5;
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
    cl_mem B = clCreateBuffer(env.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, nn * es, b, &rc);
    cl_mem C = clCreateBuffer(env.context, CL_MEM_READ_WRITE, nn * es, NULL, &rc);
    double flop = 2.0 * n * n * n;
    double best[5] = {1e30, 1e30, 1e30, 1e30, 1e30};
    const char *names[5] = {"kforge (OpenCL)", "CLBlast (OpenCL)", "OpenBLAS (CPU)",
                            "kforge (CPU solver)", "kforge (N queues)"};
    cl_command_queue qs[8] = {env.queue};
    for (int i = 1; i < nq; i++)
        qs[i] = clCreateCommandQueue(env.context, env.device, 0, &rc);
    int nlibs = nq > 1 ? 5 : 4;
    void *cq = calloc(nn, es);
    void *cc = malloc(nn * es);
    openblas_set_num_threads(threads);
    for (int lib = 0; lib < nlibs; lib++) {
        for (int r = 0; r <= reps; r++) {
            double t0 = now();
            int st = 0;
            if (lib == 0) {
                st = dbl ? kf_dgemm(KF_BLAS_COL_MAJOR, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, n, n, n,
                                    1.0, A, 0, n, B, 0, n, 0.0, C, 0, n, env.queue, NULL)
                         : kf_sgemm(KF_BLAS_COL_MAJOR, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, n, n, n,
                                    1.0f, A, 0, n, B, 0, n, 0.0f, C, 0, n, env.queue, NULL);
                clFinish(env.queue);
            } else if (lib == 4) {
                st = dbl ? kf_dgemm_multi(KF_BLAS_COL_MAJOR, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS,
                                          n, n, n, 1.0, A, 0, n, B, 0, n, 0.0, C, 0, n,
                                          (cl_uint)nq, qs, NULL)
                         : kf_sgemm_multi(KF_BLAS_COL_MAJOR, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS,
                                          n, n, n, 1.0f, A, 0, n, B, 0, n, 0.0f, C, 0, n,
                                          (cl_uint)nq, qs, NULL);
                clFinish(env.queue);
            } else if (lib == 1) {
                st = dbl ? CLBlastDgemm(CLBlastLayoutColMajor, CLBlastTransposeNo,
                                        CLBlastTransposeNo, n, n, n, 1.0, A, 0, n, B, 0, n, 0.0,
                                        C, 0, n, &env.queue, NULL)
                         : CLBlastSgemm(CLBlastLayoutColMajor, CLBlastTransposeNo,
                                        CLBlastTransposeNo, n, n, n, 1.0f, A, 0, n, B, 0, n,
                                        0.0f, C, 0, n, &env.queue, NULL);
                clFinish(env.queue);
            } else if (lib == 3) {
                st = dbl ? kf_dgemm_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, n, n,
                                        n, 1.0, a, n, b, n, 0.0, cc, n)
                         : kf_sgemm_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, n, n,
                                        n, 1.0f, a, n, b, n, 0.0f, cc, n);
            } else if (dbl) {
                cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0, a, n, b, n,
                            0.0, co, n);
            } else {
                cblas_sgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0f, a, n, b, n,
                            0.0f, co, n);
            }
            double dt = now() - t0;
            if (st) {
                fprintf(stderr, "%s failed: %d %s\n", names[lib], st,
                        lib == 0 || lib >= 3 ? kf_blas_last_error() : "");
                best[lib] = NAN;
                break;
            }
            if (r > 0 && dt < best[lib])
                best[lib] = dt;
            if ((lib == 0 || lib == 4) && r == 0)
                clEnqueueReadBuffer(env.queue, C, CL_TRUE, 0, nn * es, lib ? cq : ck, 0, NULL,
                                    NULL);
        }
    }
    double maxerr = 0, cpuerr = 0, qerr = 0;
    for (size_t i = 0; i < nn; i++) {
        double e = dbl ? fabs(((double *)cc)[i] - ((double *)co)[i])
                       : fabs((double)((float *)cc)[i] - ((float *)co)[i]);
        if (!(e <= cpuerr))
            cpuerr = e;
        double d = dbl ? fabs(((double *)ck)[i] - ((double *)co)[i])
                       : fabs((double)((float *)ck)[i] - ((float *)co)[i]);
        if (!(d <= maxerr))
            maxerr = d;
        double q = dbl ? fabs(((double *)cq)[i] - ((double *)co)[i])
                       : fabs((double)((float *)cq)[i] - ((float *)co)[i]);
        if (nq > 1 && !(q <= qerr))
            qerr = q;
    }
    printf("%cgemm %ld^3 on %s, OpenBLAS (%s kernels) with %d threads, best of %d\n", prec, n,
           dname ? dname : "?", openblas_get_corename(), threads, reps);
    if (strcmp(openblas_get_corename(), "Prescott") == 0)
        printf("  (OpenBLAS took this CPU for a generic one: OPENBLAS_CORETYPE=SkylakeX or\n"
               "   Haswell gives its real speed)\n");
    for (int lib = 0; lib < nlibs; lib++)
        printf("  %-18s %8.3f s  %7.2f GFLOP/s\n", names[lib], best[lib], flop / best[lib] * 1e-9);
    if (nq > 1)
        printf("  %d queues / 1     %.2fx, max |kforge - OpenBLAS| = %.3g\n", nq,
               best[0] / best[4], qerr);
    printf("  kforge / CLBlast   %.2fx\n", best[1] / best[0]);
    printf("  kforge / OpenBLAS  %.2fx (OpenCL), %.2fx (CPU solver, %s threads)\n",
           best[2] / best[0], best[2] / best[3], getenv("OMP_NUM_THREADS") ? getenv("OMP_NUM_THREADS") : "all");
    printf("  max |kforge - OpenBLAS| = %.3g (OpenCL), %.3g (CPU solver)\n", maxerr, cpuerr);
    for (int i = 1; i < nq; i++)
        if (qs[i])
            clReleaseCommandQueue(qs[i]);
    clReleaseMemObject(A); clReleaseMemObject(B); clReleaseMemObject(C);
    free(cq);
    free(a); free(b); free(ck); free(co); free(cc); free(dname);
    kf_blas_release();
    kf_ocl_close(&env);
    return maxerr > (dbl ? 1e-9 : 1e-2) * n || cpuerr > (dbl ? 1e-9 : 1e-2) * n ||
           qerr > (dbl ? 1e-9 : 1e-2) * n;
}
