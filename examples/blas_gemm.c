/*
 * blas_gemm.c: kforge's generated BLAS from a program.
 *
 *   build/plain/examples/blas_gemm [N]
 *
 * Opens the first OpenCL device (KFORGE_DEVICE picks another), runs
 * C = A B with kf_sgemm (row-major, N x N), solves A X = C back with
 * kf_strsm on the lower triangle of a well-conditioned A after kf_strmm,
 * runs the same GEMM, TRMM and TRSM through the CPU solver, and checks everything
 * against kforge's reference.  Exit status 0 when all agree.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kforge/blas.h"
#include "support/ocl.h"

static float maxdiff(const float *x, const float *y, size_t n)
{
    float d = 0;
    for (size_t i = 0; i < n; i++)
        if (fabsf(x[i] - y[i]) > d)
            d = fabsf(x[i] - y[i]);
    return d;
}

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 100;
    size_t nn = (size_t)n * n;
    kf_ocl_env env;
    char err[512];
    if (kf_ocl_open(&env, NULL, err, sizeof err) != 0) {
        fprintf(stderr, "blas_gemm: %s\n", err);
        return 1;
    }
    float *a = malloc(nn * 4), *b = malloc(nn * 4), *c = malloc(nn * 4), *r = malloc(nn * 4);
    for (size_t i = 0; i < nn; i++) {
        a[i] = (float)((i * 37) % 101) / 101.0f - 0.5f;
        b[i] = (float)((i * 91) % 103) / 103.0f - 0.5f;
    }
    for (long i = 0; i < n; i++)
        a[i * n + i] += (float)n; /* diagonally dominant: TRSM is well conditioned */
    cl_int rc;
    cl_mem A = clCreateBuffer(env.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, nn * 4, a, &rc);
    cl_mem B = clCreateBuffer(env.context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, nn * 4, b, &rc);
    cl_mem C = clCreateBuffer(env.context, CL_MEM_READ_WRITE, nn * 4, NULL, &rc);
    int bad = 0;

    /* GEMM */
    kf_blas_status st = kf_sgemm(KF_BLAS_ROW_MAJOR, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, n, n, n,
                                 1.0f, A, 0, n, B, 0, n, 0.0f, C, 0, n, env.queue, NULL);
    if (st) {
        fprintf(stderr, "kf_sgemm: %s: %s\n", kf_blas_strerror(st), kf_blas_last_error());
        return 1;
    }
    clEnqueueReadBuffer(env.queue, C, CL_TRUE, 0, nn * 4, c, 0, NULL, NULL);
    kf_sgemm_ref(KF_BLAS_ROW_MAJOR, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, n, n, n, 1.0f, a, n, b, n,
                 0.0f, r, n);
    float d = maxdiff(c, r, nn);
    printf("sgemm %ldx%ld (OpenCL):      max |C - reference| = %g\n", n, n, d);
    bad += !(d < 1e-3f * n);

    /* TRMM then TRSM: L (L^-1 B) ... B := L B, then solve L X = B */
    st = kf_strmm(KF_BLAS_ROW_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER, KF_BLAS_NO_TRANS,
                  KF_BLAS_NON_UNIT, n, n, 1.0f, A, 0, n, B, 0, n, env.queue, NULL);
    if (!st)
        st = kf_strsm(KF_BLAS_ROW_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER, KF_BLAS_NO_TRANS,
                      KF_BLAS_NON_UNIT, n, n, 1.0f, A, 0, n, B, 0, n, env.queue);
    if (st) {
        fprintf(stderr, "trmm/trsm: %s: %s\n", kf_blas_strerror(st), kf_blas_last_error());
        return 1;
    }
    clEnqueueReadBuffer(env.queue, B, CL_TRUE, 0, nn * 4, c, 0, NULL, NULL);
    d = maxdiff(c, b, nn);
    printf("strsm(strmm(B)) (OpenCL):   max |X - B| = %g\n", d);
    bad += !(d < 1e-3f);

    /* the CPU solver */
    st = kf_sgemm_cpu(KF_BLAS_ROW_MAJOR, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, n, n, n, 1.0f, a, n,
                      b, n, 0.0f, c, n);
    if (st) {
        fprintf(stderr, "kf_sgemm_cpu: %s: %s\n", kf_blas_strerror(st), kf_blas_last_error());
        bad++;
    } else {
        d = maxdiff(c, r, nn);
        printf("sgemm %ldx%ld (CPU solver):  max |C - reference| = %g\n", n, n, d);
        bad += !(d < 1e-3f * n);
    }
    memcpy(c, b, nn * 4);
    st = kf_strmm_cpu(KF_BLAS_ROW_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER, KF_BLAS_NO_TRANS,
                      KF_BLAS_NON_UNIT, n, n, 1.0f, a, n, c, n);
    if (!st)
        st = kf_strsm_cpu(KF_BLAS_ROW_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER, KF_BLAS_NO_TRANS,
                          KF_BLAS_NON_UNIT, n, n, 1.0f, a, n, c, n);
    if (st) {
        fprintf(stderr, "trmm/trsm (CPU): %s: %s\n", kf_blas_strerror(st), kf_blas_last_error());
        bad++;
    } else {
        d = maxdiff(c, b, nn);
        printf("strsm(strmm(B)) (CPU):      max |X - B| = %g\n", d);
        bad += !(d < 1e-3f);
    }
    clReleaseMemObject(A);
    clReleaseMemObject(B);
    clReleaseMemObject(C);
    free(a); free(b); free(c); free(r);
    kf_blas_release();
    kf_ocl_close(&env);
    printf("%s\n", bad ? "MISMATCH" : "all agree with the reference");
    return bad != 0;
}
