/*
 * test_blas_cpu_threads.c: the CPU solver's thread cap (kf_gemm_params
 * .threads, "threads=1" in KFORGE_CPU_GEMM_PARAMS or the CPU store): with
 * it, GEMM, TRMM and TRSM large enough to fork on two threads start no
 * thread at all (neither OpenMP's workers nor TRSM's ranges), and their
 * results equal the reference; without it, the same GEMM starts one.
 * A program of its own: the threads are counted in /proc/self/task, from
 * a process that has started none before.
 */
#include <dirent.h>
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

#include "blas/params.h"
#include "blas/select.h"
#include "kforge/blas.h"

/* The threads of this process. */
static int threads_now(void)
{
    DIR *d = opendir("/proc/self/task");
    if (!d)
        return -1;
    int n = 0;
    for (struct dirent *e; (e = readdir(d));)
        n += e->d_name[0] != '.';
    closedir(d);
    return n;
}

static void fill(double *x, size_t n, uint64_t s)
{
    for (size_t i = 0; i < n; i++)
        x[i] = (double)((s = s * 6364136223846793005ULL + 1) >> 40) / (1 << 24) - 0.5;
}

static int close_to(const double *x, const double *y, size_t n, double tol)
{
    for (size_t i = 0; i < n; i++)
        if (!(fabs(x[i] - y[i]) <= tol * (1 + fabs(y[i])))) {
            print_error("element %zu: %g, reference %g\n", i, x[i], y[i]);
            return 0;
        }
    return 1;
}

/* C = A B on the CPU solver (n^3: 2 n^3 flops, past the one-thread size)
 * and the reference. */
static int gemm_right(long n)
{
    size_t nn = (size_t)n * n;
    double *a = malloc(nn * 8), *b = malloc(nn * 8), *c = malloc(nn * 8), *r = malloc(nn * 8);
    fill(a, nn, 1);
    fill(b, nn, 2);
    kf_blas_status st = kf_dgemm_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, n, n,
                                     n, 1.0, a, n, b, n, 0.0, c, n);
    if (st)
        print_error("%s\n", kf_blas_last_error());
    kf_dgemm_ref(KF_BLAS_COL_MAJOR, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, n, n, n, 1.0, a, n, b, n,
                 0.0, r, n);
    int ok = !st && close_to(c, r, nn, 1e-12);
    free(a), free(b), free(c), free(r);
    return ok;
}

/* TRMM or TRSM, left, lower, m x m triangle (a dominant diagonal), B m x n. */
static int tri_right(int solve, long m, long n)
{
    size_t mm = (size_t)m * m, mn = (size_t)m * n;
    double *a = malloc(mm * 8), *b = malloc(mn * 8), *r = malloc(mn * 8);
    fill(a, mm, 3);
    for (long i = 0; i < m; i++)
        a[i + i * m] = 2 + (double)(i % 5);
    fill(b, mn, 4);
    memcpy(r, b, mn * 8);
    const kf_blas_layout C = KF_BLAS_COL_MAJOR;
    kf_blas_status st =
        (solve ? kf_dtrsm_cpu : kf_dtrmm_cpu)(C, KF_BLAS_LEFT, KF_BLAS_LOWER, KF_BLAS_NO_TRANS,
                                              KF_BLAS_NON_UNIT, m, n, 1.0, a, m, b, m);
    if (st)
        print_error("%s\n", kf_blas_last_error());
    (solve ? kf_dtrsm_ref : kf_dtrmm_ref)(C, KF_BLAS_LEFT, KF_BLAS_LOWER, KF_BLAS_NO_TRANS,
                                          KF_BLAS_NON_UNIT, m, n, 1.0, a, m, r, m);
    int ok = !st && close_to(b, r, mn, 1e-10);
    free(a), free(b), free(r);
    return ok;
}

static void cap(void **state)
{
    (void)state;
    assert_int_equal(threads_now(), 1);
    setenv("KFORGE_CPU_GEMM_PARAMS", "threads=1", 1);
    assert_true(gemm_right(208));
    assert_non_null(strstr(kf_blas_select_last(), "threads=1"));
    assert_true(tri_right(0, 200, 300));
    /* 300 x 300: 2.7e7 flops, two ranges (cpu_split) without the cap */
    assert_true(tri_right(1, 300, 300));
    assert_true(tri_right(1, 600, 40));
    assert_int_equal(threads_now(), 1);
    /* the same GEMM without the cap forks: the count above means something */
    unsetenv("KFORGE_CPU_GEMM_PARAMS");
    assert_true(gemm_right(208));
    assert_int_equal(threads_now(), 2);
}

/* The field's text form: set, it is printed and read back; out of range,
 * refused. */
static void text(void **state)
{
    (void)state;
    kf_gemm_params p = kf_blas_cpu_defaults(KF_BLAS_SINGLE), q = p;
    char buf[256];
    kf_gemm_params_format(&p, buf, sizeof buf);
    assert_null(strstr(buf, "threads="));
    assert_int_equal(kf_gemm_params_parse(&q, "threads=3"), 0);
    assert_int_equal(q.threads, 3);
    kf_gemm_params_format(&q, buf, sizeof buf);
    assert_non_null(strstr(buf, " threads=3"));
    q.threads = -1;
    assert_int_equal(kf_gemm_params_check(&q), KF_BLAS_ERR_PARAMS);
    assert_non_null(strstr(kf_blas_last_error(), "threads=-1"));
    /* the least work per thread (kf_gemm_params.fork) likewise */
    q = p;
    kf_gemm_params_format(&q, buf, sizeof buf);
    assert_null(strstr(buf, "fork="));
    assert_int_equal(kf_gemm_params_parse(&q, "fork=12"), 0);
    assert_int_equal(q.fork, 12);
    kf_gemm_params_format(&q, buf, sizeof buf);
    assert_non_null(strstr(buf, " fork=12"));
    q.fork = -3;
    assert_int_equal(kf_gemm_params_check(&q), KF_BLAS_ERR_PARAMS);
    assert_non_null(strstr(kf_blas_last_error(), "fork=-3"));
}

int main(void)
{
    setenv("KFORGE_CACHE_DIR", "build/kforge-cache", 0);
    setenv("OMP_NUM_THREADS", "2", 1); /* before libgomp is loaded */
    char dir[] = "/tmp/kforge-cpu-threads-XXXXXX";
    if (mkdtemp(dir))
        setenv("KFORGE_STORE_DIR", dir, 1); /* no store of the user's */
    const struct CMUnitTest tests[] = {cmocka_unit_test(cap), cmocka_unit_test(text)};
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    kf_blas_release();
    rmdir(dir);
    return rc;
}
