/*
 * backend.c: where a checked call runs (contract in backend.h): the
 * reference's quick returns, then kforge's OpenCL solver, its CPU solver
 * or the reference loops, falling back along that order when a device
 * fails a call.
 */
#include "cblas/backend.h"
#include "blas/base.h"
#include "support/ocl.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { DEV_OPENCL, DEV_CPU, DEV_REF, NDEV };
static const char *const dev_name[NDEV] = {"opencl", "cpu", "ref"};

static int first_device = DEV_CPU, trace;
static pthread_once_t env_once = PTHREAD_ONCE_INIT;

static void read_env(void)
{
    const char *d = getenv("KFORGE_BLAS_DEVICE");
    if (d && *d) {
        int found = 0;
        for (int i = 0; i < NDEV; i++)
            if (!strcmp(d, dev_name[i]))
                first_device = i, found = 1;
        if (!found)
            fprintf(stderr, "kforge-cblas: warning: KFORGE_BLAS_DEVICE=%s is none of cpu, opencl, "
                            "ref; running on cpu\n", d);
    }
    const char *t = getenv("KFORGE_CBLAS_TRACE");
    trace = t && *t && strcmp(t, "0") != 0;
}

/* One warning per device: a program calling GEMM a million times on a
 * machine without OpenCL is told once. */
static void warn(int dev, kf_blas_status st)
{
    static int warned[NDEV];
    static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
    pthread_mutex_lock(&lock);
    if (!warned[dev]) {
        warned[dev] = 1;
        fprintf(stderr, "kforge-cblas: warning: the %s device failed (%s: %s); running on %s\n",
                dev_name[dev], kf_blas_strerror(st), kf_blas_last_error(),
                dev + 1 < NDEV ? dev_name[dev + 1] : "nothing");
    }
    pthread_mutex_unlock(&lock);
}

/* ---- OpenCL: one context and queue for the process ------------------------------ */

static kf_ocl_env ocl;
static int ocl_state; /* 0 not tried, 1 open, -1 failed */
static pthread_mutex_t ocl_lock = PTHREAD_MUTEX_INITIALIZER;

static void ocl_close(void)
{
    kf_blas_release();
    kf_ocl_close(&ocl);
}

static kf_blas_status ocl_get(cl_command_queue *q)
{
    pthread_mutex_lock(&ocl_lock);
    static char err[512];
    if (ocl_state == 0) {
        ocl_state = kf_ocl_open(&ocl, NULL, err, sizeof err) ? -1 : 1;
        if (ocl_state == 1)
            atexit(ocl_close);
    }
    int ok = ocl_state == 1;
    pthread_mutex_unlock(&ocl_lock);
    *q = ok ? ocl.queue : NULL;
    return ok ? KF_BLAS_SUCCESS : kf_blas_fail(KF_BLAS_ERR_OPENCL, "%s", err);
}

/* A buffer holding a copy of `elems` elements of host memory (NULL when
 * there are none: the routines accept NULL for an operand they do not
 * read). */
static kf_blas_status upload(cl_command_queue q, const void *p, size_t elems, size_t es,
                             cl_mem *out)
{
    *out = NULL;
    if (!elems)
        return KF_BLAS_SUCCESS;
    cl_context ctx;
    cl_int rc = clGetCommandQueueInfo(q, CL_QUEUE_CONTEXT, sizeof ctx, &ctx, NULL);
    if (rc == CL_SUCCESS)
        *out = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, elems * es,
                              (void *)p, &rc);
    if (rc != CL_SUCCESS)
        return kf_blas_fail(KF_BLAS_ERR_OPENCL, "clCreateBuffer: %s (%d)", kf_ocl_strerror(rc),
                            (int)rc);
    return KF_BLAS_SUCCESS;
}

static kf_blas_status download(cl_command_queue q, cl_mem b, void *p, size_t bytes)
{
    cl_int rc = clEnqueueReadBuffer(q, b, CL_TRUE, 0, bytes, p, 0, NULL, NULL);
    if (rc != CL_SUCCESS)
        return kf_blas_fail(KF_BLAS_ERR_OPENCL, "clEnqueueReadBuffer: %s (%d)",
                            kf_ocl_strerror(rc), (int)rc);
    return KF_BLAS_SUCCESS;
}

static void release(cl_mem *m, int n)
{
    for (int i = 0; i < n; i++)
        if (m[i])
            clReleaseMemObject(m[i]);
}

static kf_blas_status gemm_ocl(char prec, int layout, int ta, int tb, int m, int n, int k,
                               double alpha, const void *A, int lda, const void *B, int ldb,
                               double beta, void *C, int ldc)
{
    cl_command_queue q;
    kf_blas_status st = ocl_get(&q);
    if (st)
        return st;
    size_t es = prec == 'd' ? sizeof(double) : sizeof(float);
    int na = ta == KF_BLAS_NO_TRANS, nb = tb == KF_BLAS_NO_TRANS;
    size_t ext[3] = {kf_blas_matrix_extent(layout, na ? m : k, na ? k : m, lda),
                     kf_blas_matrix_extent(layout, nb ? k : n, nb ? n : k, ldb),
                     kf_blas_matrix_extent(layout, m, n, ldc)};
    cl_mem b[3] = {NULL, NULL, NULL};
    if (!(st = upload(q, A, ext[0], es, &b[0])) && !(st = upload(q, B, ext[1], es, &b[1])) &&
        !(st = upload(q, C, ext[2], es, &b[2]))) {
        st = prec == 'd' ? kf_dgemm(layout, ta, tb, m, n, k, alpha, b[0], 0, lda, b[1], 0, ldb,
                                    beta, b[2], 0, ldc, q, NULL)
                         : kf_sgemm(layout, ta, tb, m, n, k, (float)alpha, b[0], 0, lda, b[1], 0,
                                    ldb, (float)beta, b[2], 0, ldc, q, NULL);
        if (!st)
            st = download(q, b[2], C, ext[2] * es);
    }
    release(b, 3);
    return st;
}

static kf_blas_status tri_ocl(int trsm, char prec, int layout, int side, int uplo, int ta,
                              int diag, int m, int n, double alpha, const void *A, int lda,
                              void *B, int ldb)
{
    cl_command_queue q;
    kf_blas_status st = ocl_get(&q);
    if (st)
        return st;
    size_t es = prec == 'd' ? sizeof(double) : sizeof(float);
    long ka = side == KF_BLAS_LEFT ? m : n;
    size_t ext[2] = {kf_blas_matrix_extent(layout, ka, ka, lda),
                     kf_blas_matrix_extent(layout, m, n, ldb)};
    cl_mem b[2] = {NULL, NULL};
    if (!(st = upload(q, A, ext[0], es, &b[0])) && !(st = upload(q, B, ext[1], es, &b[1]))) {
        float fa = (float)alpha;
        if (trsm)
            st = prec == 'd' ? kf_dtrsm(layout, side, uplo, ta, diag, m, n, alpha, b[0], 0, lda,
                                        b[1], 0, ldb, q)
                             : kf_strsm(layout, side, uplo, ta, diag, m, n, fa, b[0], 0, lda,
                                        b[1], 0, ldb, q);
        else
            st = prec == 'd' ? kf_dtrmm(layout, side, uplo, ta, diag, m, n, alpha, b[0], 0, lda,
                                        b[1], 0, ldb, q, NULL)
                             : kf_strmm(layout, side, uplo, ta, diag, m, n, fa, b[0], 0, lda,
                                        b[1], 0, ldb, q, NULL);
        if (!st)
            st = download(q, b[1], B, ext[1] * es);
    }
    release(b, 2);
    return st;
}

/* ---- host devices ---------------------------------------------------------------- */

static kf_blas_status gemm_on(int dev, char prec, int layout, int ta, int tb, int m, int n, int k,
                              double alpha, const void *A, int lda, const void *B, int ldb,
                              double beta, void *C, int ldc)
{
    float fa = (float)alpha, fb = (float)beta;
    switch (dev) {
    case DEV_OPENCL:
        return gemm_ocl(prec, layout, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
    case DEV_CPU:
        return prec == 'd' ? kf_dgemm_cpu(layout, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta,
                                          C, ldc)
                           : kf_sgemm_cpu(layout, ta, tb, m, n, k, fa, A, lda, B, ldb, fb, C,
                                          ldc);
    default:
        return prec == 'd' ? kf_dgemm_ref(layout, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta,
                                          C, ldc)
                           : kf_sgemm_ref(layout, ta, tb, m, n, k, fa, A, lda, B, ldb, fb, C,
                                          ldc);
    }
}

typedef kf_blas_status (*tri_host_fn)(kf_blas_layout, kf_blas_side, kf_blas_uplo,
                                      kf_blas_transpose, kf_blas_diag, long, long, double,
                                      const double *, long, double *, long);
typedef kf_blas_status (*tri_host_sfn)(kf_blas_layout, kf_blas_side, kf_blas_uplo,
                                       kf_blas_transpose, kf_blas_diag, long, long, float,
                                       const float *, long, float *, long);

static kf_blas_status tri_on(int dev, int trsm, char prec, int layout, int side, int uplo, int ta,
                             int diag, int m, int n, double alpha, const void *A, int lda,
                             void *B, int ldb)
{
    if (dev == DEV_OPENCL)
        return tri_ocl(trsm, prec, layout, side, uplo, ta, diag, m, n, alpha, A, lda, B, ldb);
    /* [device - DEV_CPU][trsm] */
    static const tri_host_fn dfn[2][2] = {{kf_dtrmm_cpu, kf_dtrsm_cpu},
                                          {kf_dtrmm_ref, kf_dtrsm_ref}};
    static const tri_host_sfn sfn[2][2] = {{kf_strmm_cpu, kf_strsm_cpu},
                                           {kf_strmm_ref, kf_strsm_ref}};
    int d = dev - DEV_CPU;
    if (prec == 'd')
        return dfn[d][trsm](layout, side, uplo, ta, diag, m, n, alpha, A, lda, B, ldb);
    return sfn[d][trsm](layout, side, uplo, ta, diag, m, n, (float)alpha, A, lda, B, ldb);
}

/* ---- the entries ------------------------------------------------------------------- */

/* X := s X for the r x c matrix X (layout, ld); s == 0 writes zeros
 * without reading X (the reference's rule: NaN in X does not survive). */
static void scale(char prec, int layout, int m, int n, double s, void *X, int ld)
{
    if (s == 1)
        return;
    int lines = layout == KF_BLAS_ROW_MAJOR ? m : n, len = layout == KF_BLAS_ROW_MAJOR ? n : m;
    for (int j = 0; j < lines; j++)
        for (int i = 0; i < len; i++) {
            size_t at = (size_t)j * (size_t)ld + (size_t)i;
            if (prec == 'd')
                ((double *)X)[at] = s == 0 ? 0 : s * ((double *)X)[at];
            else
                ((float *)X)[at] = s == 0 ? 0 : (float)s * ((float *)X)[at];
        }
}

static void say(const char *name, int m, int n, int k, const char *where)
{
    if (k >= 0)
        fprintf(stderr, "kforge-cblas: %s m=%d n=%d k=%d on %s\n", name, m, n, k, where);
    else
        fprintf(stderr, "kforge-cblas: %s m=%d n=%d on %s\n", name, m, n, where);
}

void kf_cblas_gemm(const char *name, char prec, int layout, int ta, int tb, int m, int n, int k,
                   double alpha, const void *A, int lda, const void *B, int ldb, double beta,
                   void *C, int ldc)
{
    pthread_once(&env_once, read_env);
    if (m == 0 || n == 0)
        return;
    if (alpha == 0 || k == 0) {
        scale(prec, layout, m, n, beta, C, ldc);
        if (trace)
            say(name, m, n, k, "host (quick return)");
        return;
    }
    for (int d = first_device; d < NDEV; d++) {
        kf_blas_status st =
            gemm_on(d, prec, layout, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
        if (!st) {
            if (trace)
                say(name, m, n, k, dev_name[d]);
            return;
        }
        warn(d, st);
    }
}

void kf_cblas_tri(const char *name, int trsm, char prec, int layout, int side, int uplo, int ta,
                  int diag, int m, int n, double alpha, const void *A, int lda, void *B, int ldb)
{
    pthread_once(&env_once, read_env);
    if (m == 0 || n == 0)
        return;
    if (alpha == 0) {
        scale(prec, layout, m, n, 0, B, ldb);
        if (trace)
            say(name, m, n, -1, "host (quick return)");
        return;
    }
    for (int d = first_device; d < NDEV; d++) {
        kf_blas_status st =
            tri_on(d, trsm, prec, layout, side, uplo, ta, diag, m, n, alpha, A, lda, B, ldb);
        if (!st) {
            if (trace)
                say(name, m, n, -1, dev_name[d]);
            return;
        }
        warn(d, st);
    }
}
