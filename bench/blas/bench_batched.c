/*
 * bench_batched.c: kforge's batched GEMM against CLBlast's
 * (CLBlastXgemmStridedBatched, CLBlastXgemmBatched) on the same OpenCL
 * queue, many small column-major products per call, measured in the
 * same run; and the CPU solver's strided batch against OpenBLAS called
 * once per matrix.
 *
 *   bench_batched [-p s|d] [-r REPS] [-t THREADS] [-d DEVICE]
 *
 * Other options of `make bench-blas`'s BENCH_ARGS are ignored.  Each call
 * runs once to warm up (kernel builds), then REPS times (5); the best time
 * gives the GFLOP/s.  kforge's C is checked against CLBlast's.  Not part
 * of `make check`: `make bench-blas`.
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

#include "kforge/blas_batched.h"
#include "support/ocl.h"

void openblas_set_num_threads(int n);

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

typedef struct run {
    int dbl;
    long n, batch;
    cl_mem A, B, C;
    size_t *offs;
    void *alphas, *betas;
    kf_ocl_env *env;
} run;

/* 0 kforge strided, 1 CLBlast strided, 2 kforge arrays, 3 CLBlast arrays,
 * 4 kforge strideC 0 (the batch summed into one C) */
static int call(const run *r, int which)
{
    long n = r->n, s = n * n;
    size_t nb = (size_t)r->batch, *oa = r->offs, *ob = oa + nb, *oc = ob + nb;
    cl_command_queue q = r->env->queue;
    kf_blas_layout L = KF_BLAS_COL_MAJOR;
    kf_blas_transpose N = KF_BLAS_NO_TRANS;
    CLBlastLayout CL = CLBlastLayoutColMajor;
    CLBlastTranspose CN = CLBlastTransposeNo;
    switch (which) {
    case 0:
        return r->dbl ? kf_dgemm_strided_batched(L, N, N, n, n, n, 1, r->A, 0, n, s, r->B, 0, n, s, 0, r->C, 0, n, s, nb, q, NULL)
                      : kf_sgemm_strided_batched(L, N, N, n, n, n, 1, r->A, 0, n, s, r->B, 0, n, s, 0, r->C, 0, n, s, nb, q, NULL);
    case 1:
        return r->dbl ? CLBlastDgemmStridedBatched(CL, CN, CN, n, n, n, 1, r->A, 0, n, s, r->B, 0, n, s, 0, r->C, 0, n, s, nb, &q, NULL)
                      : CLBlastSgemmStridedBatched(CL, CN, CN, n, n, n, 1, r->A, 0, n, s, r->B, 0, n, s, 0, r->C, 0, n, s, nb, &q, NULL);
    case 2:
        return r->dbl ? kf_dgemm_batched(L, N, N, n, n, n, r->alphas, r->A, oa, n, r->B, ob, n, r->betas, r->C, oc, n, nb, q, NULL)
                      : kf_sgemm_batched(L, N, N, n, n, n, r->alphas, r->A, oa, n, r->B, ob, n, r->betas, r->C, oc, n, nb, q, NULL);
    case 3:
        return r->dbl ? CLBlastDgemmBatched(CL, CN, CN, n, n, n, r->alphas, r->A, oa, n, r->B, ob, n, r->betas, r->C, oc, n, nb, &q, NULL)
                      : CLBlastSgemmBatched(CL, CN, CN, n, n, n, r->alphas, r->A, oa, n, r->B, ob, n, r->betas, r->C, oc, n, nb, &q, NULL);
    default:
        return r->dbl ? kf_dgemm_strided_batched(L, N, N, n, n, n, 1, r->A, 0, n, s, r->B, 0, n, s, 0, r->C, 0, n, 0, nb, q, NULL)
                      : kf_sgemm_strided_batched(L, N, N, n, n, n, 1, r->A, 0, n, s, r->B, 0, n, s, 0, r->C, 0, n, 0, nb, q, NULL);
    }
}

static double best(const run *r, int which, int reps)
{
    if (call(r, which)) /* warm-up: kernel builds */
        return -1;
    clFinish(r->env->queue);
    double b = 1e30;
    for (int i = 0; i < reps; i++) {
        double t0 = now();
        if (call(r, which))
            return -1;
        clFinish(r->env->queue);
        double t = now() - t0;
        b = t < b ? t : b;
    }
    return b;
}

static void read_c(const run *r, double *out, size_t count)
{
    size_t es = r->dbl ? 8 : 4;
    void *h = malloc(count * es);
    clEnqueueReadBuffer(r->env->queue, r->C, CL_TRUE, 0, count * es, h, 0, NULL, NULL);
    for (size_t i = 0; i < count; i++)
        out[i] = r->dbl ? ((double *)h)[i] : ((float *)h)[i];
    free(h);
}

int main(int argc, char **argv)
{
    int reps = 5, threads = 2, c;
    char prec = 's';
    const char *dev = NULL;
    opterr = 0;
    while ((c = getopt(argc, argv, "n:p:r:t:d:q:")) != -1) {
        switch (c) {
        case 'p': prec = optarg[0]; break;
        case 'r': reps = atoi(optarg); break;
        case 't': threads = atoi(optarg); break;
        case 'd': dev = optarg; break;
        default: break;
        }
    }
    int dbl = prec == 'd';
    size_t es = dbl ? 8 : 4;
    kf_ocl_env env;
    char err[512];
    if (kf_ocl_open(&env, dev, err, sizeof err)) {
        fprintf(stderr, "bench_batched: %s\n", err);
        return 1;
    }
    char *dname = kf_ocl_device_string(env.device, CL_DEVICE_NAME);
    printf("batched %cGEMM, column-major NN, best of %d; OpenCL device %s; kforge/CLBlast > 1: kforge faster\n",
           prec, reps, dname ? dname : "?");
    free(dname);
    printf("%5s %6s | %9s %9s %7s | %9s %9s %7s | %9s | %9s %9s %7s | %s\n", "n", "batch", "kf strd", "clb strd",
           "ratio", "kf arr", "clb arr", "ratio", "kf sum", "kf cpu", "openblas", "ratio", "max |kf-clb|");
    static const long shapes[][2] = {{4, 4096}, {8, 2048}, {16, 1000}, {32, 500}, {64, 100}, {128, 20}};
    openblas_set_num_threads(threads);
    double geo[3] = {0, 0, 0};
    int ns = 0, bad = 0;
    for (size_t i = 0; i < sizeof shapes / sizeof *shapes; i++) {
        long n = shapes[i][0], nb = shapes[i][1];
        size_t count = (size_t)(n * n * nb);
        double *h = malloc(count * 8), *x = malloc(count * 8), *y = malloc(count * 8);
        void *hv = malloc(count * es);
        for (size_t j = 0; j < count; j++) {
            h[j] = sin(0.1 * (double)j);
            if (dbl) ((double *)hv)[j] = h[j]; else ((float *)hv)[j] = (float)h[j];
        }
        cl_int rc;
        run r = {dbl, n, nb, NULL, NULL, NULL, malloc(3 * nb * sizeof(size_t)), malloc(nb * es), malloc(nb * es), &env};
        r.A = clCreateBuffer(env.context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, count * es, hv, &rc);
        r.B = clCreateBuffer(env.context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, count * es, hv, &rc);
        r.C = clCreateBuffer(env.context, CL_MEM_READ_WRITE, count * es, NULL, &rc);
        for (long b = 0; b < nb; b++) {
            r.offs[b] = r.offs[nb + b] = r.offs[2 * nb + b] = (size_t)(b * n * n);
            if (dbl) ((double *)r.alphas)[b] = 1, ((double *)r.betas)[b] = 0;
            else ((float *)r.alphas)[b] = 1, ((float *)r.betas)[b] = 0;
        }
        double t[5];
        for (int w = 0; w < 5; w++)
            t[w] = best(&r, w, reps);
        /* the results agree: kforge's strided C against CLBlast's */
        call(&r, 0);
        read_c(&r, x, count);
        call(&r, 1);
        read_c(&r, y, count);
        double md = 0;
        for (size_t j = 0; j < count; j++)
            md = fabs(x[j] - y[j]) > md ? fabs(x[j] - y[j]) : md;
        bad |= !(md <= (dbl ? 1e-10 : 1e-3) * n);
        /* the CPU solver against OpenBLAS, one call per matrix */
        double tc = 1e30, to = 1e30;
        for (int rep = 0; rep <= reps; rep++) {
            double t0 = now();
            if (dbl)
                kf_dgemm_strided_batched_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, n, n, n, 1, h, n, n * n, h, n, n * n, 0, x, n, n * n, nb);
            else
                kf_sgemm_strided_batched_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, n, n, n, 1, hv, n, n * n, hv, n, n * n, 0, (float *)y, n, n * n, nb);
            double t1 = now();
            for (long b = 0; b < nb; b++) {
                if (dbl)
                    cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1, h + b * n * n, n, h + b * n * n, n, 0, y + b * n * n, n);
                else
                    cblas_sgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1, (float *)hv + b * n * n, n, (float *)hv + b * n * n, n, 0, (float *)x + b * n * n, n);
            }
            double t2 = now();
            if (rep) /* the first round warms up */
                tc = t1 - t0 < tc ? t1 - t0 : tc, to = t2 - t1 < to ? t2 - t1 : to;
        }
        double fl = 2.0 * n * n * n * nb / 1e9;
#define GF(x) ((x) > 0 ? fl / (x) : 0)
        printf("%5ld %6ld | %9.2f %9.2f %6.2fx | %9.2f %9.2f %6.2fx | %9.2f | %9.2f %9.2f %6.2fx | %.1e\n", n, nb,
               GF(t[0]), GF(t[1]), t[1] / t[0], GF(t[2]), GF(t[3]), t[3] / t[2], GF(t[4]), GF(tc), GF(to), to / tc, md);
        geo[0] += log(t[1] / t[0]), geo[1] += log(t[3] / t[2]), geo[2] += log(to / tc);
        ns++;
        clReleaseMemObject(r.A), clReleaseMemObject(r.B), clReleaseMemObject(r.C);
        free(r.offs), free(r.alphas), free(r.betas), free(h), free(x), free(y), free(hv);
    }
    printf("geometric mean kforge/CLBlast: strided %.2fx, arrays %.2fx; CPU solver/OpenBLAS %.2fx (GFLOP/s columns)\n",
           exp(geo[0] / ns), exp(geo[1] / ns), exp(geo[2] / ns));
    kf_blas_release();
    kf_ocl_close(&env);
    if (bad)
        fprintf(stderr, "bench_batched: kforge and CLBlast disagree\n");
    return bad;
}
