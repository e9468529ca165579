/*
 * test_blas.c: the BLAS API's argument checks (each bad argument returns its
 * own documented code, never a crash), the reference, kernel parameters,
 * the generator's dialects, and the preference store's file handling.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include "blas/select.h"
#include "kforge/blas.h"
#include "kforge/blas_tune.h"
#include "kforge/file.h"
#include "support/ocl.h"

#define NT KF_BLAS_NO_TRANS
#define TR KF_BLAS_TRANS
#define COL KF_BLAS_COL_MAJOR
#define ROW KF_BLAS_ROW_MAJOR

static float A[64], B[64], C[64];

static void ref_argument_errors(void **state)
{
    (void)state;
    assert_int_equal(kf_sgemm_ref(COL, NT, NT, 2, 2, 2, 1, A, 2, B, 2, 0, C, 2), KF_BLAS_SUCCESS);
    assert_int_equal(kf_sgemm_ref((kf_blas_layout)7, NT, NT, 2, 2, 2, 1, A, 2, B, 2, 0, C, 2),
                     KF_BLAS_ERR_LAYOUT);
    assert_int_equal(kf_sgemm_ref(COL, (kf_blas_transpose)0, NT, 2, 2, 2, 1, A, 2, B, 2, 0, C, 2),
                     KF_BLAS_ERR_TRANS_A);
    assert_int_equal(kf_sgemm_ref(COL, NT, (kf_blas_transpose)99, 2, 2, 2, 1, A, 2, B, 2, 0, C, 2),
                     KF_BLAS_ERR_TRANS_B);
    assert_int_equal(kf_sgemm_ref(COL, NT, NT, -1, 2, 2, 1, A, 2, B, 2, 0, C, 2), KF_BLAS_ERR_SIZE);
    assert_int_equal(kf_sgemm_ref(COL, NT, NT, 2, -3, 2, 1, A, 2, B, 2, 0, C, 2), KF_BLAS_ERR_SIZE);
    assert_int_equal(kf_sgemm_ref(COL, NT, NT, 2, 2, -1, 1, A, 2, B, 2, 0, C, 2), KF_BLAS_ERR_SIZE);
    assert_int_equal(kf_sgemm_ref(COL, NT, NT, 1L << 40, 2, 2, 1, A, 2, B, 2, 0, C, 2),
                     KF_BLAS_ERR_SIZE);
    /* column-major A is m x k: lda >= m */
    assert_int_equal(kf_sgemm_ref(COL, NT, NT, 3, 2, 2, 1, A, 2, B, 2, 0, C, 3), KF_BLAS_ERR_LDA);
    /* transposed A is stored k x m: lda >= k */
    assert_int_equal(kf_sgemm_ref(COL, TR, NT, 3, 2, 2, 1, A, 2, B, 2, 0, C, 3), KF_BLAS_SUCCESS);
    /* row-major A is m x k: lda >= k */
    assert_int_equal(kf_sgemm_ref(ROW, NT, NT, 3, 2, 4, 1, A, 3, B, 2, 0, C, 2), KF_BLAS_ERR_LDA);
    assert_int_equal(kf_sgemm_ref(COL, NT, NT, 2, 2, 3, 1, A, 2, B, 2, 0, C, 2), KF_BLAS_ERR_LDB);
    assert_int_equal(kf_sgemm_ref(COL, NT, NT, 2, 2, 2, 1, A, 2, B, 2, 0, C, 1), KF_BLAS_ERR_LDC);
    assert_int_equal(kf_sgemm_ref(ROW, NT, NT, 2, 3, 2, 1, A, 2, B, 3, 0, C, 2), KF_BLAS_ERR_LDC);
    assert_int_equal(kf_sgemm_ref(COL, NT, NT, 0, 0, 0, 1, A, 0, B, 1, 0, C, 1), KF_BLAS_ERR_LDA);
    assert_int_equal(kf_sgemm_ref(COL, NT, NT, 2, 2, 2, 1, NULL, 2, B, 2, 0, C, 2),
                     KF_BLAS_ERR_NULL_BUFFER);
    assert_int_equal(kf_dgemm_ref(COL, NT, NT, 2, 2, 2, 1, NULL, 2, NULL, 2, 0, NULL, 2),
                     KF_BLAS_ERR_NULL_BUFFER);
    /* empty problems need no buffers */
    assert_int_equal(kf_sgemm_ref(COL, NT, NT, 0, 0, 5, 1, NULL, 1, NULL, 5, 0, NULL, 1),
                     KF_BLAS_SUCCESS);
    assert_string_not_equal(kf_blas_last_error(), "");
}

static void trmm_argument_errors(void **state)
{
    (void)state;
#define L KF_BLAS_LEFT
#define R KF_BLAS_RIGHT
#define LO KF_BLAS_LOWER
#define NU KF_BLAS_NON_UNIT
    assert_int_equal(kf_strmm_ref(COL, L, LO, NT, NU, 2, 3, 1, A, 2, B, 2), KF_BLAS_SUCCESS);
    assert_int_equal(kf_strmm_ref((kf_blas_layout)0, L, LO, NT, NU, 2, 3, 1, A, 2, B, 2),
                     KF_BLAS_ERR_LAYOUT);
    assert_int_equal(kf_strmm_ref(COL, (kf_blas_side)0, LO, NT, NU, 2, 3, 1, A, 2, B, 2),
                     KF_BLAS_ERR_SIDE);
    assert_int_equal(kf_strmm_ref(COL, L, (kf_blas_uplo)0, NT, NU, 2, 3, 1, A, 2, B, 2),
                     KF_BLAS_ERR_UPLO);
    assert_int_equal(kf_strmm_ref(COL, L, LO, (kf_blas_transpose)0, NU, 2, 3, 1, A, 2, B, 2),
                     KF_BLAS_ERR_TRANS_A);
    assert_int_equal(kf_strmm_ref(COL, L, LO, NT, (kf_blas_diag)0, 2, 3, 1, A, 2, B, 2),
                     KF_BLAS_ERR_DIAG);
    assert_int_equal(kf_strmm_ref(COL, L, LO, NT, NU, -2, 3, 1, A, 2, B, 2), KF_BLAS_ERR_SIZE);
    /* right side: A is n x n */
    assert_int_equal(kf_strmm_ref(COL, R, LO, NT, NU, 2, 3, 1, A, 2, B, 2), KF_BLAS_ERR_LDA);
    assert_int_equal(kf_strmm_ref(COL, L, LO, NT, NU, 2, 3, 1, A, 2, B, 1), KF_BLAS_ERR_LDB);
    assert_int_equal(kf_strmm_ref(ROW, L, LO, NT, NU, 2, 3, 1, A, 2, B, 2), KF_BLAS_ERR_LDB);
    assert_int_equal(kf_strmm_ref(COL, L, LO, NT, NU, 2, 3, 1, NULL, 2, B, 2),
                     KF_BLAS_ERR_NULL_BUFFER);
    assert_int_equal(kf_strsm_ref(COL, (kf_blas_side)3, LO, NT, NU, 2, 3, 1, A, 2, B, 2),
                     KF_BLAS_ERR_SIDE);
    assert_int_equal(kf_strsm_ref(ROW, R, LO, NT, NU, 2, 3, 1, A, 2, B, 3), KF_BLAS_ERR_LDA);
    assert_int_equal(kf_strsm(COL, L, LO, NT, NU, 2, 3, 1, NULL, 0, 2, NULL, 0, 2, NULL),
                     KF_BLAS_ERR_NULL_BUFFER);
    /* [1 0; 2 3] (lower) * [1; 1] = [1; 5]; unit diagonal: [1; 3] */
    double a[] = {1, 2, 99, 3}, b[] = {1, 1}, u[] = {1, 1};
    assert_int_equal(kf_dtrmm_ref(COL, L, LO, NT, NU, 2, 1, 1, a, 2, b, 2), 0);
    assert_true(b[0] == 1 && b[1] == 5);
    assert_int_equal(kf_dtrmm_ref(COL, L, LO, NT, KF_BLAS_UNIT, 2, 1, 1, a, 2, u, 2), 0);
    assert_true(u[0] == 1 && u[1] == 3);
    /* and back: [1 0; 2 3] x = [1; 5] gives x = [1; 1] */
    assert_int_equal(kf_dtrsm_ref(COL, L, LO, NT, NU, 2, 1, 1, a, 2, b, 2), 0);
    assert_true(b[0] == 1 && b[1] == 1);
}

static void ref_values(void **state)
{
    (void)state;
    /* [1 2; 3 4] * [5 6; 7 8] = [19 22; 43 50], row-major */
    float a[] = {1, 2, 3, 4}, b[] = {5, 6, 7, 8}, c[] = {NAN, NAN, NAN, NAN};
    assert_int_equal(kf_sgemm_ref(ROW, NT, NT, 2, 2, 2, 1, a, 2, b, 2, 0, c, 2), 0);
    assert_true(c[0] == 19 && c[1] == 22 && c[2] == 43 && c[3] == 50);
    /* beta: C = 2 AB^T... here A^T B with beta 1, column-major */
    double x[] = {1, 2, 3, 4}, y[] = {1, 0, 0, 1}, z[] = {1, 1, 1, 1};
    assert_int_equal(kf_dgemm_ref(COL, TR, NT, 2, 2, 2, 2, x, 2, y, 2, 1, z, 2), 0);
    /* A^T = [1 2; 3 4] (column-major x = [1 3; 2 4]) */
    assert_true(z[0] == 3 && z[1] == 7 && z[2] == 5 && z[3] == 9);
}

static void extent(void **state)
{
    (void)state;
    assert_int_equal(kf_blas_matrix_extent(COL, 3, 4, 5), 3 * 5 + 3);
    assert_int_equal(kf_blas_matrix_extent(ROW, 3, 4, 5), 2 * 5 + 4);
    assert_int_equal(kf_blas_matrix_extent(ROW, 0, 4, 5), 0);
}

static void strerror_all(void **state)
{
    (void)state;
    for (int s = 0; s >= KF_BLAS_ERR_QUEUES; s--)
        assert_string_not_equal(kf_blas_strerror(s), "unknown status");
    assert_string_equal(kf_blas_strerror(-1000), "unknown status");
}

static void params(void **state)
{
    (void)state;
    kf_gemm_params p = kf_gemm_default_params(KF_BLAS_SINGLE, KF_GEMM_LOCAL);
    assert_int_equal(kf_gemm_params_check(&p), 0);
    char buf[256];
    kf_gemm_params_format(&p, buf, sizeof buf);
    kf_gemm_params q = kf_gemm_default_params(KF_BLAS_SINGLE, KF_GEMM_GLOBAL);
    assert_int_equal(kf_gemm_params_parse(&q, buf), 0);
    assert_memory_equal(&p, &q, sizeof p);
    assert_int_equal(kf_gemm_params_parse(&q, "wg=4x"), KF_BLAS_ERR_PARAMS);
    assert_int_equal(kf_gemm_params_parse(&q, "bogus=1"), KF_BLAS_ERR_PARAMS);
    assert_int_equal(kf_gemm_params_parse(&q, "kb=x"), KF_BLAS_ERR_PARAMS);
    assert_int_equal(kf_gemm_params_parse(&q, "pattern=image"), KF_BLAS_ERR_PARAMS);
    assert_memory_equal(&p, &q, sizeof p); /* a failed parse changes nothing */
    q.tm = 0;
    assert_int_equal(kf_gemm_params_check(&q), KF_BLAS_ERR_PARAMS);
    q = p;
    q.kb = 6; /* ku=4 does not divide kb */
    assert_int_equal(kf_gemm_params_check(&q), KF_BLAS_ERR_PARAMS);
    q = p;
    q.wgm = 3; q.tm = 1; q.kb = 4; q.ku = 1; /* 24 threads cannot share 12x4 evenly */
    assert_int_equal(kf_gemm_params_check(&q), KF_BLAS_ERR_PARAMS);
    assert_null(kf_blas_gemm_gen(&q, KF_BLAS_OPENCL));
    assert_null(kf_blas_gemm_gen(&p, (kf_blas_dialect)9));
    /* vector rows: the text form round trip, the checks, the dialects */
    q = kf_gemm_default_params(KF_BLAS_SINGLE, KF_GEMM_GLOBAL);
    assert_int_equal(kf_gemm_params_parse(&q, "tile=8x4 vw=8"), 0);
    assert_int_equal(q.vw, 8);
    assert_int_equal(kf_gemm_params_check(&q), 0);
    kf_gemm_params_format(&q, buf, sizeof buf);
    assert_non_null(strstr(buf, " vw=8"));
    kf_gemm_params r = kf_gemm_default_params(KF_BLAS_SINGLE, KF_GEMM_LOCAL);
    assert_int_equal(kf_gemm_params_parse(&r, buf), 0);
    assert_memory_equal(&q, &r, sizeof q);
    kf_gemm_params_format(&p, buf, sizeof buf); /* scalar rows: no vw= written */
    assert_null(strstr(buf, "vw="));
    r = q;
    r.vw = 3;
    assert_int_equal(kf_gemm_params_check(&r), KF_BLAS_ERR_PARAMS);
    r.vw = 32;
    assert_int_equal(kf_gemm_params_check(&r), KF_BLAS_ERR_PARAMS);
    r.vw = 16; /* does not divide tm = 8 */
    assert_int_equal(kf_gemm_params_check(&r), KF_BLAS_ERR_PARAMS);
    assert_string_equal(kf_blas_last_error(), "vw=16 does not divide the tile's 8 rows");
    assert_null(kf_blas_gemm_gen(&q, KF_BLAS_CUDA));
    assert_non_null(strstr(kf_blas_last_error(), "OpenCL dialect only"));
    assert_null(kf_blas_gemm_gen(&q, KF_BLAS_OPENMP));
    char *cl = kf_blas_gemm_gen(&q, KF_BLAS_OPENCL);
    assert_non_null(cl);
    assert_non_null(strstr(cl, "float8 a0;"));
    assert_non_null(strstr(cl, "vload8(0, A + "));
    assert_non_null(strstr(cl, "vstore8(alpha * c0_0, 0, C + "));
    free(cl);
}

static void gen_dialects(void **state)
{
    (void)state;
    kf_gemm_params p = kf_gemm_default_params(KF_BLAS_DOUBLE, KF_GEMM_LOCAL);
    p.tails = KF_GEMM_TAIL_M | KF_GEMM_TAIL_N;
    char *cl = kf_blas_gemm_gen(&p, KF_BLAS_OPENCL);
    char *cu = kf_blas_gemm_gen(&p, KF_BLAS_CUDA);
    char *omp = kf_blas_gemm_gen(&p, KF_BLAS_OPENMP);
    assert_non_null(cl); assert_non_null(cu); assert_non_null(omp);
    assert_non_null(strstr(cl, "__kernel"));
    assert_non_null(strstr(cl, "cl_khr_fp64"));
    assert_non_null(strstr(cl, "barrier(CLK_LOCAL_MEM_FENCE)"));
    assert_non_null(strstr(cu, "__global__"));
    assert_non_null(strstr(cu, "__syncthreads()"));
    assert_non_null(strstr(omp, "#pragma omp parallel for"));
    /* no device qualifier or call leaks into the C (the one attribute,
     * noinline on the micro-kernel, is GNU C) */
    assert_null(strstr(omp, "__global"));
    assert_null(strstr(omp, "__kernel"));
    assert_null(strstr(omp, "__local"));
    assert_null(strstr(omp, "__shared__"));
    assert_null(strstr(omp, "__syncthreads"));
    assert_null(strstr(omp, "get_global_id"));
    assert_non_null(strstr(omp, "static KF_NOINLINE void kf_gemm_micro("));
    free(cl); free(cu); free(omp);
}

/* The store: round trip, and each kind of corruption is a warning and an
 * empty store, never trusted. */
static void store_files(void **state)
{
    (void)state;
    char dir[] = "/tmp/kf-store-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char path[256];
    snprintf(path, sizeof path, "%s/dev.store", dir);
    kf_store s;
    int warned = -1;
    assert_int_equal(kf_store_load_file(&s, path, "dev|1|plat", &warned), 0);
    assert_int_equal(s.n, 0);
    assert_int_equal(warned, 0);
    kf_store_entry e = {"gemm", 's', "large", kf_gemm_default_params(KF_BLAS_SINGLE,
                                                                     KF_GEMM_GLOBAL), 0, 12.5};
    e.params.tm = 3;
    assert_int_equal(kf_store_set(&s, &e), 0);
    e.prec = 'd';
    assert_int_equal(kf_store_set(&s, &e), 0);
    /* TRMM's and TRSM's own lines (TRSM's with its block) */
    kf_store_entry t = e;
    strcpy(t.routine, "trmm");
    t.params.tn = 5;
    t.params.tm = 4;
    t.params.vw = 4; /* vector rows kept */
    assert_int_equal(kf_store_set(&s, &t), 0);
    strcpy(t.routine, "trsm");
    t.nb = 64;
    assert_int_equal(kf_store_set(&s, &t), 0);
    assert_int_equal(kf_store_save(&s), 0);
    kf_store_free(&s);
    assert_int_equal(kf_store_load_file(&s, path, "dev|1|plat", &warned), 0);
    assert_int_equal(warned, 0);
    assert_int_equal(s.n, 4);
    const kf_store_entry *f = kf_store_find(&s, "trsm", 'd', "large");
    assert_non_null(f);
    assert_int_equal(f->nb, 64);
    assert_int_equal(f->params.tn, 5);
    assert_int_equal(f->params.vw, 4);
    f = kf_store_find(&s, "trmm", 'd', "large");
    assert_non_null(f);
    assert_int_equal(f->nb, 0);
    assert_int_equal(f->params.tn, 5);
    assert_int_equal(f->params.vw, 4);
    assert_null(kf_store_find(&s, "trmm", 's', "large"));
    f = kf_store_find(&s, "gemm", 's', "large");
    assert_non_null(f);
    assert_int_equal(f->params.tm, 3);
    assert_int_equal(f->params.pattern, KF_GEMM_GLOBAL);
    assert_null(kf_store_find(&s, "gemm", 's', "small"));
    kf_store_free(&s);

    /* another device's store is not trusted */
    assert_int_equal(kf_store_load_file(&s, path, "other|1|plat", &warned), 0);
    assert_int_equal(warned, 1);
    assert_int_equal(s.n, 0);
    kf_store_free(&s);

    size_t len;
    char *good = kf_file_read(path, &len);
    assert_non_null(good);
    const char *bad[] = {
        "garbage\n",
        "",
        "kforge-store 1\ndevice dev|1|plat\ngemm s large pattern=global gflops=1\n", /* no end */
        "kforge-store 1\ndevice dev|1|plat\ngemm s large pattern=blob gflops=1\nend\n",
        "kforge-store 1\ndevice dev|1|plat\ngemm s large tile=0x4 gflops=1\nend\n",
        "kforge-store 1\ndevice dev|1|plat\ngemm q large gflops=1\nend\n",
        "kforge-store 1\ndevice dev|1|plat\ntrsm s large pattern=global gflops=1\nend\n",
        "kforge-store 1\ndevice dev|1|plat\ntrsm s large nb=12 pattern=global gflops=1\nend\n",
        "kforge-store 1\ndevice dev|1|plat\ntrmm s large nb=32 pattern=global gflops=1\nend\n",
        "kforge-store 1\ndevice dev|1|plat\nsyrk s large pattern=global gflops=1\nend\n",
        "kforge-store 1\ndevice dev|1|plat\nend\ntrailing\n",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        FILE *fp = fopen(path, "w");
        assert_non_null(fp);
        fputs(bad[i], fp);
        fclose(fp);
        assert_int_equal(kf_store_load_file(&s, path, "dev|1|plat", &warned), 0);
        assert_int_equal(warned, 1);
        assert_int_equal(s.n, 0);
        kf_store_free(&s);
    }
    /* a truncated good file (a torn write without the rename) */
    FILE *fp = fopen(path, "w");
    fwrite(good, 1, len / 2, fp);
    fclose(fp);
    assert_int_equal(kf_store_load_file(&s, path, "dev|1|plat", &warned), 0);
    assert_int_equal(warned, 1);
    kf_store_free(&s);
    free(good);
    unlink(path);
    rmdir(dir);
}

/* The OpenCL entry points' checks, on a real queue. */
static void ocl_argument_errors(void **state)
{
    (void)state;
    kf_ocl_env env, env2;
    char err[256];
    if (kf_ocl_open(&env, NULL, err, sizeof err) != 0)
        skip();
    cl_int rc;
    cl_mem a = clCreateBuffer(env.context, CL_MEM_READ_WRITE, 16 * 4, NULL, &rc);
    cl_mem b = clCreateBuffer(env.context, CL_MEM_READ_WRITE, 16 * 4, NULL, &rc);
    cl_mem c = clCreateBuffer(env.context, CL_MEM_READ_WRITE, 16 * 4, NULL, &rc);
    assert_int_equal(kf_sgemm(COL, NT, NT, 4, 4, 4, 1, a, 0, 4, b, 0, 4, 0, c, 0, 4, NULL, NULL),
                     KF_BLAS_ERR_QUEUE);
    assert_int_equal(kf_sgemm(COL, NT, NT, 4, 4, 4, 1, NULL, 0, 4, b, 0, 4, 0, c, 0, 4, env.queue,
                              NULL), KF_BLAS_ERR_NULL_BUFFER);
    assert_int_equal(kf_sgemm(COL, NT, NT, 4, 4, 4, 1, a, 1, 4, b, 0, 4, 0, c, 0, 4, env.queue,
                              NULL), KF_BLAS_ERR_BUFFER_SIZE);
    assert_int_equal(kf_sgemm(COL, NT, NT, 4, 4, 4, 1, a, 0, 4, b, 0, 4, 0, c, 0, 5, env.queue,
                              NULL), KF_BLAS_ERR_BUFFER_SIZE);
    assert_int_equal(kf_dgemm(COL, NT, NT, 4, 4, 4, 1, a, 0, 4, b, 0, 4, 0, c, 0, 4, env.queue,
                              NULL), KF_BLAS_ERR_BUFFER_SIZE); /* 16 floats are 8 doubles */
    assert_int_equal(kf_sgemm(COL, NT, NT, 4, 4, 4, 1, a, 0, 3, b, 0, 4, 0, c, 0, 4, env.queue,
                              NULL), KF_BLAS_ERR_LDA);
    assert_int_equal(kf_sgemm(COL, NT, NT, 0, 4, 4, 1, a, 0, 4, b, 0, 4, 0, c, 0, 4, env.queue,
                              NULL), KF_BLAS_SUCCESS);
    /* several queues: the argument checks first, then the queue list, then
     * the buffers against every queue */
    cl_command_queue qs[3] = {env.queue, env.queue, NULL};
    assert_int_equal(kf_sgemm_multi(COL, NT, NT, 4, 4, 4, 1, a, 0, 3, b, 0, 4, 0, c, 0, 4, 2,
                                    qs, NULL), KF_BLAS_ERR_LDA);
    assert_int_equal(kf_sgemm_multi(COL, NT, NT, 4, 4, 4, 1, a, 0, 4, b, 0, 4, 0, c, 0, 4, 0,
                                    qs, NULL), KF_BLAS_ERR_QUEUES);
    assert_int_equal(kf_sgemm_multi(COL, NT, NT, 4, 4, 4, 1, a, 0, 4, b, 0, 4, 0, c, 0, 4, 2,
                                    NULL, NULL), KF_BLAS_ERR_QUEUES);
    assert_int_equal(kf_sgemm_multi(COL, NT, NT, 4, 4, 4, 1, a, 0, 4, b, 0, 4, 0, c, 0, 4, 3,
                                    qs, NULL), KF_BLAS_ERR_QUEUES);
    assert_non_null(strstr(kf_blas_last_error(), "queues[2] is NULL"));
    assert_int_equal(kf_sgemm_multi(COL, NT, NT, 4, 4, 4, 1, NULL, 0, 4, b, 0, 4, 0, c, 0, 4, 2,
                                    qs, NULL), KF_BLAS_ERR_NULL_BUFFER);
    assert_int_equal(kf_dgemm_multi(COL, NT, NT, 4, 4, 4, 1, a, 0, 4, b, 0, 4, 0, c, 0, 4, 2,
                                    qs, NULL), KF_BLAS_ERR_BUFFER_SIZE);
    assert_int_equal(kf_sgemm_multi(COL, NT, NT, 0, 4, 4, 1, a, 0, 4, b, 0, 4, 0, c, 0, 4, 2,
                                    qs, NULL), KF_BLAS_SUCCESS);
    if (kf_ocl_open(&env2, NULL, err, sizeof err) == 0) {
        cl_mem x = clCreateBuffer(env2.context, CL_MEM_READ_WRITE, 16 * 4, NULL, &rc);
        assert_int_equal(kf_sgemm(COL, NT, NT, 4, 4, 4, 1, a, 0, 4, x, 0, 4, 0, c, 0, 4,
                                  env.queue, NULL), KF_BLAS_ERR_CONTEXT);
        /* a queue of another context (same device): the queues are refused */
        qs[1] = env2.queue;
        assert_int_equal(kf_sgemm_multi(COL, NT, NT, 4, 4, 4, 1, a, 0, 4, b, 0, 4, 0, c, 0, 4,
                                        2, qs, NULL), KF_BLAS_ERR_QUEUES);
        assert_non_null(strstr(kf_blas_last_error(), "queues[1] belongs to another context"));
        /* queues agree, buffers are of the other context */
        qs[0] = env2.queue;
        assert_int_equal(kf_sgemm_multi(COL, NT, NT, 4, 4, 4, 1, a, 0, 4, b, 0, 4, 0, c, 0, 4,
                                        2, qs, NULL), KF_BLAS_ERR_CONTEXT);
        clReleaseMemObject(x);
        kf_ocl_close(&env2);
    }
    kf_gemm_params p = kf_gemm_default_params(KF_BLAS_SINGLE, KF_GEMM_LOCAL);
    p.tm = 99;
    assert_int_equal(kf_gemm_run_params(&p, env.queue, 4, 4, 4, 1, a, 0, 4, b, 0, 4, 0, c, 0, 4,
                                        NULL), KF_BLAS_ERR_PARAMS);
    clReleaseMemObject(a); clReleaseMemObject(b); clReleaseMemObject(c);
    kf_blas_release();
    kf_ocl_close(&env);
}

/* The multi-device split: proportions, block multiples, the rest last. */
static void split(void **state)
{
    (void)state;
    long w[3];
    double eq[3] = {1, 1, 1}, none[3] = {0, 0, 0}, fast[3] = {3, 1, 0};
    long b8[3] = {8, 8, 8}, mixed[3] = {16, 4, 32};
    kf_blas_select_split(100, 2, eq, b8, w); /* 50 rounds to 48 */
    assert_int_equal(w[0], 48);
    assert_int_equal(w[1], 52);
    kf_blas_select_split(64, 2, fast, b8, w);
    assert_int_equal(w[0], 48);
    assert_int_equal(w[1], 16);
    kf_blas_select_split(99, 3, none, b8, w); /* no weights: equal shares */
    assert_int_equal(w[0], 32);
    assert_int_equal(w[1], 32);
    assert_int_equal(w[2], 35);
    kf_blas_select_split(100, 3, fast, mixed, w); /* 75 -> 80 (x16), 25 -> 20 (x4, what is left) */
    assert_int_equal(w[0], 80);
    assert_int_equal(w[1], 20);
    assert_int_equal(w[2], 0);
    kf_blas_select_split(5, 2, eq, b8, w); /* under one block: all to the last */
    assert_int_equal(w[0], 0);
    assert_int_equal(w[1], 5);
    kf_blas_select_split(7, 1, eq, b8, w);
    assert_int_equal(w[0], 7);
}

/* The selector: built-in defaults, then the device's store, then the
 * KFORGE_GEMM_PARAMS override. */
static void selector(void **state)
{
    (void)state;
    kf_ocl_env env;
    char err[256];
    if (kf_ocl_open(&env, NULL, err, sizeof err) != 0)
        skip();
    char dir[] = "/tmp/kf-sel-XXXXXX";
    assert_non_null(mkdtemp(dir));
    setenv("KFORGE_STORE_DIR", dir, 1);
    kf_blas_release(); /* forget stores read before */
    kf_gemm_params p, d = kf_blas_device_defaults(env.device, KF_BLAS_SINGLE, KF_GEMM_GLOBAL);
    kf_blas_select_gemm(env.device, KF_BLAS_SINGLE, 1000, 1000, 1000, &p);
    assert_int_equal(p.tm, d.tm); /* untuned CPU device: the GLOBAL defaults */
    assert_int_equal(p.vw, d.vw);
    assert_int_equal(p.pattern, KF_GEMM_GLOBAL);
    /* a CPU device's defaults: vectors of its preferred width, capped */
    cl_uint vec = 1;
    clGetDeviceInfo(env.device, CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT, sizeof vec, &vec, NULL);
    if (vec >= 8)
        assert_int_equal(p.vw, 8);
    kf_gemm_params q = kf_gemm_cpu_device_params(KF_BLAS_SINGLE, 1); /* no vectors: scalar */
    assert_int_equal(q.vw, 0);
    assert_int_equal(q.tm, kf_gemm_default_params(KF_BLAS_SINGLE, KF_GEMM_GLOBAL).tm);
    q = kf_gemm_cpu_device_params(KF_BLAS_DOUBLE, 16); /* capped at 4 doubles */
    assert_int_equal(q.vw, 4);
    assert_int_equal(kf_gemm_params_check(&q), 0);
    q = kf_gemm_cpu_device_params(KF_BLAS_SINGLE, 4);
    assert_int_equal(q.vw, 4);
    assert_int_equal(kf_gemm_params_check(&q), 0);

    kf_store s;
    assert_int_equal(kf_store_load(&s, env.device, NULL), 0);
    kf_store_entry e = {"gemm", 's', "large", kf_gemm_default_params(KF_BLAS_SINGLE,
                                                                     KF_GEMM_LOCAL), 0, 1.0};
    e.params.tm = 2;
    e.params.kb = 8;
    assert_int_equal(kf_store_set(&s, &e), 0);
    assert_int_equal(kf_store_save(&s), 0);
    kf_store_free(&s);
    kf_blas_release();
    kf_blas_select_gemm(env.device, KF_BLAS_SINGLE, 1000, 1000, 1000, &p);
    assert_int_equal(p.pattern, KF_GEMM_LOCAL);
    assert_int_equal(p.tm, 2);
    assert_int_equal(p.kb, 8);
    kf_blas_select_gemm(env.device, KF_BLAS_SINGLE, 10, 10, 10, &p); /* small: not in the store */
    assert_int_equal(p.pattern, KF_GEMM_GLOBAL);
    /* the measured speed the multi-device split weighs by */
    assert_true(kf_blas_select_speed(env.device, KF_BLAS_SINGLE, 1000, 1000, 1000) == 1.0);
    assert_true(kf_blas_select_speed(env.device, KF_BLAS_SINGLE, 10, 10, 10) == 0);
    assert_true(kf_blas_select_speed(env.device, KF_BLAS_DOUBLE, 1000, 1000, 1000) == 0);

    setenv("KFORGE_GEMM_PARAMS", "pattern=global tile=3x5", 1);
    kf_blas_select_gemm(env.device, KF_BLAS_SINGLE, 1000, 1000, 1000, &p);
    assert_int_equal(p.pattern, KF_GEMM_GLOBAL);
    assert_int_equal(p.tm, 3);
    assert_int_equal(p.tn, 5);
    /* over the vector defaults (small: not in the store): a vw the text does
     * not set is kept where it divides the tile, else dropped */
    setenv("KFORGE_GEMM_PARAMS", "tile=3x5", 1);
    kf_blas_select_gemm(env.device, KF_BLAS_SINGLE, 10, 10, 10, &p);
    assert_int_equal(p.tm, 3);
    assert_int_equal(p.vw, 0);
    setenv("KFORGE_GEMM_PARAMS", "ku=1", 1);
    kf_blas_select_gemm(env.device, KF_BLAS_SINGLE, 10, 10, 10, &p);
    assert_int_equal(p.vw, d.vw);
    setenv("KFORGE_GEMM_PARAMS", "tile=4x4 vw=2", 1);
    kf_blas_select_gemm(env.device, KF_BLAS_SINGLE, 10, 10, 10, &p);
    assert_int_equal(p.vw, 2);
    setenv("KFORGE_GEMM_PARAMS", "tile=2x4 vw=4", 1); /* set and wrong: ignored */
    kf_blas_select_gemm(env.device, KF_BLAS_SINGLE, 10, 10, 10, &p);
    assert_int_equal(p.tm, d.tm);
    setenv("KFORGE_GEMM_PARAMS", "tile=99x1", 1); /* invalid: warned about, ignored */
    kf_blas_select_gemm(env.device, KF_BLAS_SINGLE, 1000, 1000, 1000, &p);
    assert_int_equal(p.tm, 2);
    unsetenv("KFORGE_GEMM_PARAMS");

    char *path = kf_store_path(env.device);
    assert_non_null(path);
    unlink(path);
    free(path);
    rmdir(dir);
    unsetenv("KFORGE_STORE_DIR");
    kf_blas_release();
    kf_ocl_close(&env);
}

static void ocl_open_errors(void **state)
{
    (void)state;
    kf_ocl_env env;
    char err[256] = "";
    assert_int_equal(kf_ocl_open(&env, "no-such-device-xyz", err, sizeof err), -1);
    assert_non_null(strstr(err, "no-such-device-xyz"));
    assert_int_equal(kf_ocl_open(&env, "999", err, sizeof err), -1);
    assert_string_equal(kf_ocl_strerror(CL_INVALID_VALUE), "CL_INVALID_VALUE");
    assert_string_equal(kf_ocl_strerror(-12345), "CL_UNKNOWN_ERROR");
}

static void ocl_build_log(void **state)
{
    (void)state;
    kf_ocl_env env;
    char err[4096];
    if (kf_ocl_open(&env, NULL, err, sizeof err) != 0)
        skip();
    cl_program p = kf_ocl_build(env.context, env.device,
                                "__kernel void f(__global int *x) { x[0] = undeclared; }", "",
                                err, sizeof err);
    assert_null(p);
    assert_non_null(strstr(err, "clBuildProgram: CL_BUILD_PROGRAM_FAILURE"));
    assert_non_null(strstr(err, "undeclared"));

    /* the on-disk cache: a program is written there; a corrupt entry is
     * rebuilt from source, never trusted */
    char dir[] = "/tmp/kf-kcache-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char *old = getenv("KFORGE_CACHE_DIR") ? strdup(getenv("KFORGE_CACHE_DIR")) : NULL;
    setenv("KFORGE_CACHE_DIR", dir, 1);
    const char *src = "__kernel void g(__global int *x) { x[0] = 42; }";
    cl_program q = kf_ocl_build(env.context, env.device, src, "", err, sizeof err);
    assert_non_null(q);
    clReleaseProgram(q);
    char cmd[512];
    snprintf(cmd, sizeof cmd, "ls %s/*.bin >/dev/null 2>&1", dir);
    assert_int_equal(system(cmd), 0);
    snprintf(cmd, sizeof cmd, "for f in %s/*.bin; do echo garbage > $f; done", dir);
    assert_int_equal(system(cmd), 0);
    q = kf_ocl_build(env.context, env.device, src, "", err, sizeof err);
    assert_non_null(q);
    cl_int rc;
    cl_kernel kk = clCreateKernel(q, "g", &rc);
    assert_non_null(kk);
    clReleaseKernel(kk);
    clReleaseProgram(q);

    /* $KFORGE_OPENCL_OPTIONS: appended to the caller's options, part of the
     * cache key (the same source with -DV=7 then -DV=9 writes 7 then 9),
     * and named in a failure */
    char *old_opts = getenv("KFORGE_OPENCL_OPTIONS") ? strdup(getenv("KFORGE_OPENCL_OPTIONS")) : NULL;
    const char *vsrc = "__kernel void v(__global int *x) { x[0] = V; }";
    for (int v = 7; v <= 9; v += 2) {
        char o[32];
        snprintf(o, sizeof o, "-DV=%d", v);
        setenv("KFORGE_OPENCL_OPTIONS", o, 1);
        q = kf_ocl_build(env.context, env.device, vsrc, "-cl-std=CL1.2", err, sizeof err);
        assert_non_null(q);
        kk = clCreateKernel(q, "v", &rc);
        cl_mem m = clCreateBuffer(env.context, CL_MEM_READ_WRITE, sizeof(cl_int), NULL, &rc);
        assert_non_null(kk);
        assert_non_null(m);
        assert_int_equal(clSetKernelArg(kk, 0, sizeof m, &m), CL_SUCCESS);
        size_t one = 1;
        cl_int got = 0;
        assert_int_equal(clEnqueueNDRangeKernel(env.queue, kk, 1, NULL, &one, NULL, 0, NULL, NULL), CL_SUCCESS);
        assert_int_equal(clEnqueueReadBuffer(env.queue, m, CL_TRUE, 0, sizeof got, &got, 0, NULL, NULL), CL_SUCCESS);
        assert_int_equal(got, v);
        clReleaseMemObject(m);
        clReleaseKernel(kk);
        clReleaseProgram(q);
    }
    setenv("KFORGE_OPENCL_OPTIONS", "-no-such-option-xyz", 1);
    assert_null(kf_ocl_build(env.context, env.device, vsrc, "-DV=1", err, sizeof err));
    assert_non_null(strstr(err, "clBuildProgram: "));
    assert_non_null(strstr(err, "with options -DV=1 -no-such-option-xyz"));
    if (old_opts)
        setenv("KFORGE_OPENCL_OPTIONS", old_opts, 1);
    else
        unsetenv("KFORGE_OPENCL_OPTIONS");
    free(old_opts);

    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    assert_int_equal(system(cmd), 0);
    if (old)
        setenv("KFORGE_CACHE_DIR", old, 1);
    else
        unsetenv("KFORGE_CACHE_DIR");
    free(old);
    kf_ocl_close(&env);
}

/* What `kforge tune` opens and asks through blas_tune.h: a queue on a
 * named device (and none on a name no device has), the device's name, the
 * selector's explanation for an OpenCL device and for the CPU solver. */
static void tune_api(void **state)
{
    (void)state;
    assert_null(kf_blas_queue_open("no-such-device-xyz"));
    assert_non_null(strstr(kf_blas_last_error(), "no-such-device-xyz"));
    kf_blas_queue_close(NULL);
    char dir[] = "/tmp/kf-tuneapi-XXXXXX";
    assert_non_null(mkdtemp(dir));
    setenv("KFORGE_STORE_DIR", dir, 1);
    kf_blas_select_reset();
    const char *e = kf_blas_select_explain(NULL, "trsm", KF_BLAS_DOUBLE, 1024);
    assert_non_null(strstr(e, "trsm d large: cpu defaults: "));
    cl_command_queue q = kf_blas_queue_open(NULL);
    if (q) {
        cl_device_id dev;
        assert_int_equal(clGetCommandQueueInfo(q, CL_QUEUE_DEVICE, sizeof dev, &dev, NULL), 0);
        char *name = kf_blas_device_name(dev);
        assert_non_null(name);
        assert_true(strlen(name) > 0);
        free(name);
        e = kf_blas_select_explain(dev, "gemm", KF_BLAS_SINGLE, 64);
        assert_non_null(strstr(e, "gemm s small: defaults: pattern="));
        e = kf_blas_select_explain(dev, "trmm", KF_BLAS_SINGLE, 1024);
        assert_non_null(strstr(e, "trmm s large: defaults: pattern="));
        kf_blas_queue_close(q);
    }
    kf_blas_select_reset();
    unsetenv("KFORGE_STORE_DIR");
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    assert_int_equal(system(cmd), 0);
}

/* Split-K's choice by shape (kf_blas_select_splitk) and its parameter:
 * a long K under a grid of fewer than two work-groups per unit is cut,
 * each slice at least 256 deep, at most 64; a short K, a large C or a
 * triangle is not; KFORGE_BLAS_SPLITK=0 never, =N always; splitk is
 * parsed and formatted, refused for TRMM and for the OpenMP dialect, and
 * the CUDA and OpenCL kernels take the slice from the grid's z. */
static void splitk(void **state)
{
    (void)state;
    unsetenv("KFORGE_BLAS_SPLITK");
    kf_gemm_params p = kf_gemm_default_params(KF_BLAS_SINGLE, KF_GEMM_LOCAL); /* 32 x 32 */
    assert_int_equal(kf_blas_select_splitk(&p, 64, 64, 8192, 132), 32); /* 4 groups: 66 -> 32 deep 256 */
    assert_int_equal(kf_blas_select_splitk(&p, 64, 64, 8192, 2), 1);    /* 4 groups fill 2 units */
    assert_int_equal(kf_blas_select_splitk(&p, 32, 32, 8192, 4), 8);    /* 1 group: 8 */
    assert_int_equal(kf_blas_select_splitk(&p, 32, 32, 300, 4), 1);     /* a slice under 256 */
    assert_int_equal(kf_blas_select_splitk(&p, 32, 32, 200, 4), 1);     /* K not long */
    assert_int_equal(kf_blas_select_splitk(&p, 1024, 1024, 8192, 132), 1);
    assert_int_equal(kf_blas_select_splitk(&p, 1, 1, 1 << 20, 1000), 64);
    setenv("KFORGE_BLAS_SPLITK", "0", 1);
    assert_int_equal(kf_blas_select_splitk(&p, 32, 32, 8192, 4), 1);
    setenv("KFORGE_BLAS_SPLITK", "5", 1);
    assert_int_equal(kf_blas_select_splitk(&p, 512, 512, 64, 4), 5);
    assert_int_equal(kf_blas_select_splitk(&p, 512, 512, 3, 4), 3);
    kf_gemm_params t = p;
    t.tri = KF_GEMM_TRI_A;
    assert_int_equal(kf_blas_select_splitk(&t, 32, 32, 8192, 4), 1);
    unsetenv("KFORGE_BLAS_SPLITK");
    assert_int_equal(kf_gemm_params_parse(&p, "splitk=4"), 0);
    assert_int_equal(p.splitk, 4);
    char buf[256];
    kf_gemm_params_format(&p, buf, sizeof buf);
    assert_non_null(strstr(buf, " splitk=4"));
    assert_int_equal(kf_gemm_params_check(&t), 0);
    t.splitk = 2;
    assert_int_not_equal(kf_gemm_params_check(&t), 0);
    assert_null(kf_blas_gemm_gen(&p, KF_BLAS_OPENMP));
    char *cu = kf_blas_gemm_gen(&p, KF_BLAS_CUDA), *cl = kf_blas_gemm_gen(&p, KF_BLAS_OPENCL);
    assert_non_null(cu);
    assert_non_null(cl);
    assert_non_null(strstr(cu, "const int kz = blockIdx.z, nz = gridDim.z;"));
    assert_non_null(strstr(cl, "const int kz = get_group_id(2), nz = get_num_groups(2);"));
    free(cu);
    free(cl);
}

int main(void)
{
    setenv("KFORGE_CACHE_DIR", "build/kforge-cache", 0);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(ref_argument_errors), cmocka_unit_test(ref_values),
        cmocka_unit_test(trmm_argument_errors),
        cmocka_unit_test(extent),              cmocka_unit_test(strerror_all),
        cmocka_unit_test(params),              cmocka_unit_test(gen_dialects),
        cmocka_unit_test(store_files),         cmocka_unit_test(ocl_argument_errors),
        cmocka_unit_test(ocl_open_errors),     cmocka_unit_test(ocl_build_log),
        cmocka_unit_test(selector),            cmocka_unit_test(split),
        cmocka_unit_test(tune_api),            cmocka_unit_test(splitk),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
