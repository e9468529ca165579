/*
 * test_gmp_pool.c: unit tests for src/support/gmp_pool.c (kforge/gmp_pool.h).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include <gmp.h>
#include <isl/ctx.h>
#include <isl/set.h>

#include "kforge/gmp_pool.h"

/* A freed block is the next one of its class, and only of its class. */
static void test_reuse_by_class(void **state)
{
    (void)state;
    void *a = kf_gmp_pool_alloc(8), *b = kf_gmp_pool_alloc(24);
    assert_ptr_not_equal(a, b);
    kf_gmp_pool_free(a, 8);
    void *c = kf_gmp_pool_alloc(40); /* another class: not a */
    assert_ptr_not_equal(c, a);
    void *d = kf_gmp_pool_alloc(16); /* 8 and 16 share the first class */
    assert_ptr_equal(d, a);
    kf_gmp_pool_free(b, 24);
    kf_gmp_pool_free(c, 40);
    kf_gmp_pool_free(d, 16);
}

/* Blocks of one class never overlap, across slabs too. */
static void test_no_overlap(void **state)
{
    (void)state;
    enum { N = 10000, SIZE = 48 };
    unsigned char **p = malloc(N * sizeof *p);
    assert_non_null(p);
    for (int i = 0; i < N; i++) {
        p[i] = kf_gmp_pool_alloc(SIZE);
        memset(p[i], i & 0xff, SIZE);
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < SIZE; j++)
            assert_int_equal(p[i][j], i & 0xff);
    for (int i = 0; i < N; i++)
        kf_gmp_pool_free(p[i], SIZE);
    free(p);
}

/* realloc keeps the contents within a class, into a larger class, out to
 * malloc's sizes and back. */
static void test_realloc_keeps(void **state)
{
    (void)state;
    unsigned char *p = kf_gmp_pool_alloc(10);
    for (int i = 0; i < 10; i++)
        p[i] = (unsigned char)(i + 1);
    unsigned char *q = kf_gmp_pool_realloc(p, 10, 14); /* same class: in place */
    assert_ptr_equal(q, p);
    q = kf_gmp_pool_realloc(q, 14, 100);
    for (int i = 0; i < 10; i++)
        assert_int_equal(q[i], i + 1);
    q = kf_gmp_pool_realloc(q, 100, 5000); /* beyond KF_GMP_POOL_MAX: malloc's */
    for (int i = 0; i < 10; i++)
        assert_int_equal(q[i], i + 1);
    memset(q + 10, 7, 4990);
    q = kf_gmp_pool_realloc(q, 5000, 9000);
    assert_int_equal(q[4999], 7);
    q = kf_gmp_pool_realloc(q, 9000, 3); /* back into the pool */
    assert_int_equal(q[0], 1);
    assert_int_equal(q[2], 3);
    kf_gmp_pool_free(q, 3);
}

/* GMP and isl give the same answers on the pool: a product of many-limb
 * integers, and a set computation with large coefficients. */
static void test_gmp_and_isl(void **state)
{
    (void)state;
    mpz_t f, g;
    mpz_init_set_ui(f, 1);
    for (unsigned i = 2; i <= 200; i++)
        mpz_mul_ui(f, f, i); /* 200!: 375 digits, grown by realloc */
    mpz_init(g);
    mpz_fac_ui(g, 200);
    assert_int_equal(mpz_cmp(f, g), 0);
    char *s = mpz_get_str(NULL, 10, f);
    assert_int_equal(strlen(s), 375);
    void (*free_fn)(void *, size_t);
    mp_get_memory_functions(NULL, NULL, &free_fn);
    free_fn(s, strlen(s) + 1);
    mpz_clear(f);
    mpz_clear(g);

    isl_ctx *ctx = isl_ctx_alloc();
    isl_set *a = isl_set_read_from_str(
        ctx, "{ [i, j] : 0 <= i < 100000000000000000000 and 0 <= j <= i and 3j = i }");
    isl_set *b = isl_set_read_from_str(ctx, "{ [i, j] : i >= 99999999999999999990 }");
    isl_set *c = isl_set_intersect(a, b);
    char *str = isl_set_to_str(c);
    /* the multiples of 3 in [99999999999999999990, 99999999999999999999] */
    assert_non_null(strstr(str, "99999999999999999990 <= i <= 99999999999999999999"));
    isl_val *n = isl_set_count_val(c);
    assert_true(isl_val_cmp_si(n, 4) == 0);
    free(str);
    isl_val_free(n);
    isl_set_free(c);
    isl_ctx_free(ctx);
}

int main(void)
{
    kf_gmp_pool_install(); /* before the first GMP call, as kforge's main */
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_reuse_by_class),
        cmocka_unit_test(test_no_overlap),
        cmocka_unit_test(test_realloc_keeps),
        cmocka_unit_test(test_gmp_and_isl),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
