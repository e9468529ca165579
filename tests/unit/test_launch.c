/*
 * test_launch.c: the static profiler against seed 003 §5's table and the
 * choices a person would make by hand.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "codegen/launch.h"

#define Z KF_COEF_ZERO
#define S KF_COEF_SMALL
#define L KF_COEF_LARGE

/* A 2-D problem with one float access (CS = 32 elements per 128-byte line). */
static struct kf_launch_access acc2(enum kf_launch_coef c0, long a0, enum kf_launch_coef c1, long a1)
{
    struct kf_launch_access a = {{a0, a1, 0}, {c0, c1, Z}, 4, 1};
    return a;
}

static double cost2(struct kf_launch_access a, int b0, int b1)
{
    struct kf_launch_problem p = {2, 1, &a, 128, 256, {0, 0, 0}, NULL};
    struct kf_launch_choice c = {{0, 1, 2}, {b0, b1, 1}, 0, 0};
    assert_int_equal(kf_launch_cost(&p, &c), 0);
    return c.cost;
}

/* t11: every thread of the block reads one cell: one line per block. */
static void test_t11_one_line_per_block(void **state)
{
    (void)state;
    assert_float_equal(cost2(acc2(Z, 0, Z, 0), 32, 8), 1.0 / 256, 1e-12);
}

/* t13 = 1/b0: a0 zero, a1 large: one line per row of the block. */
static void test_t13(void **state)
{
    (void)state;
    assert_float_equal(cost2(acc2(Z, 0, L, 0), 32, 8), 1.0 / 32, 1e-12);
    assert_float_equal(cost2(acc2(Z, 0, L, 0), 16, 16), 1.0 / 16, 1e-12);
}

/* t31 = 1/b1 and t33 = 1. */
static void test_t31_t33(void **state)
{
    (void)state;
    assert_float_equal(cost2(acc2(L, 0, Z, 0), 32, 8), 1.0 / 8, 1e-12);
    assert_float_equal(cost2(acc2(L, 0, L, 0), 32, 8), 1.0, 1e-12);
}

/* t23 = 1/min(CS/a0, b0): unit stride on x shares a line among CS threads. */
static void test_t23(void **state)
{
    (void)state;
    assert_float_equal(cost2(acc2(S, 1, L, 0), 64, 4), 1.0 / 32, 1e-12); /* CS/a0 = 32 < b0 */
    assert_float_equal(cost2(acc2(S, 1, L, 0), 16, 16), 1.0 / 16, 1e-12); /* b0 = 16 < CS */
    assert_float_equal(cost2(acc2(S, 2, L, 0), 64, 4), 1.0 / 16, 1e-12); /* CS/a0 = 16 */
}

/* t12 = 1/min((CS/a1) b0, BV): a0 zero, a1 small. */
static void test_t12(void **state)
{
    (void)state;
    /* a1 = 4: 8 rows share a line, 8 * b0(8) = 64 threads a line */
    assert_float_equal(cost2(acc2(Z, 0, S, 4), 8, 32), 1.0 / 64, 1e-12);
    /* a1 = 1, b1 = 8 < CS: the whole block shares one line */
    assert_float_equal(cost2(acc2(Z, 0, S, 1), 32, 8), 1.0 / 256, 1e-12);
}

/* A "small" literal at least a line long is re-classed large. */
static void test_reclass_large_literal(void **state)
{
    (void)state;
    assert_float_equal(cost2(acc2(S, 1, S, 1000), 32, 8), cost2(acc2(S, 1, L, 0), 32, 8), 1e-12);
    assert_float_equal(cost2(acc2(S, 0, S, 1), 32, 8), cost2(acc2(Z, 0, S, 1), 32, 8), 1e-12);
}

/* A negative coefficient (a decrementing access) costs what its magnitude does. */
static void test_negative_coefficient(void **state)
{
    (void)state;
    assert_float_equal(cost2(acc2(S, -1, L, 0), 64, 4), cost2(acc2(S, 1, L, 0), 64, 4), 1e-12);
}

/* The access weight multiplies its cost. */
static void test_weight(void **state)
{
    (void)state;
    struct kf_launch_access a = acc2(L, 0, L, 0);
    a.weight = 5;
    assert_float_equal(cost2(a, 32, 8), 5.0, 1e-12);
}

/* C[i][j] = A[i][k] * B[k][j] over the nest (i, j): j has unit stride, so j
 * goes on x, with at least a line's worth of threads along it. */
static void test_choose_gemm_like(void **state)
{
    (void)state;
    struct kf_launch_access a[3] = {
        {{0, 1, 0}, {L, S, Z}, 4, 1}, /* C[i][j]: i*N + j */
        {{0, 0, 0}, {L, Z, Z}, 4, 1}, /* A[i][k]: i*N     */
        {{0, 1, 0}, {Z, S, Z}, 4, 1}, /* B[k][j]: j       */
    };
    struct kf_launch_problem p = {2, 3, a, 128, 256, {0, 0, 0}, NULL};
    struct kf_launch_choice best, all[64];
    size_t n = 0;
    assert_int_equal(kf_launch_choose(&p, &best, all, 64, &n), 0);
    assert_int_equal(best.map[0], 1); /* j on x */
    assert_int_equal(best.map[1], 0);
    assert_true(best.block[0] >= 32);
    assert_int_equal(best.block[0] * best.block[1], 256);
    /* 2 permutations x 9 shapes, listed cheapest first */
    assert_int_equal(n, 18);
    for (size_t i = 1; i < n; i++)
        assert_true(all[i - 1].cost <= all[i].cost + 1e-12);
    assert_memory_equal(&all[0], &best, sizeof best);
}

/* The transposed case: x[j][i] over (i, j): i has unit stride and goes on x. */
static void test_choose_transposed(void **state)
{
    (void)state;
    struct kf_launch_access a = {{1, 0, 0}, {S, L, Z}, 8, 1};
    struct kf_launch_problem p = {2, 1, &a, 128, 256, {0, 0, 0}, NULL};
    struct kf_launch_choice best;
    assert_int_equal(kf_launch_choose(&p, &best, NULL, 0, NULL), 0);
    assert_int_equal(best.map[0], 0);
    assert_true(best.block[0] >= 16); /* 16 doubles a line */
}

/* 3-D: A[i2][i1][i0] as in the seed's example: the identity mapping wins. */
static void test_choose_3d_identity(void **state)
{
    (void)state;
    struct kf_launch_access a = {{0, 0, 1}, {L, L, S}, 4, 1};
    struct kf_launch_problem p = {3, 1, &a, 128, 256, {0, 0, 0}, NULL};
    struct kf_launch_choice best;
    assert_int_equal(kf_launch_choose(&p, &best, NULL, 0, NULL), 0);
    assert_int_equal(best.map[0], 2); /* the innermost, unit-stride loop on x */
    assert_true(best.block[0] >= 32);
    assert_int_equal(best.block[0] * best.block[1] * best.block[2], 256);
}

/* 1-D: the whole volume on x. */
static void test_choose_1d(void **state)
{
    (void)state;
    struct kf_launch_access a = {{1, 0, 0}, {S, Z, Z}, 4, 1};
    struct kf_launch_problem p = {1, 1, &a, 0, 0, {0, 0, 0}, NULL}; /* defaults: 128, 256 */
    struct kf_launch_choice best;
    assert_int_equal(kf_launch_choose(&p, &best, NULL, 0, NULL), 0);
    assert_int_equal(best.map[0], 0);
    assert_int_equal(best.block[0], 256);
    assert_int_equal(best.block[1], 1);
    assert_float_equal(best.cost, 8.0 / 256, 1e-12);
}

/* Known short loops cap their block dimension; all short, the block shrinks. */
static void test_extents(void **state)
{
    (void)state;
    struct kf_launch_access a = {{0, 1, 0}, {L, S, Z}, 4, 1};
    struct kf_launch_problem p = {2, 1, &a, 128, 256, {1000, 5, 0}, NULL};
    struct kf_launch_choice best;
    assert_int_equal(kf_launch_choose(&p, &best, NULL, 0, NULL), 0);
    for (int t = 0; t < 2; t++)
        if (best.map[t] == 1)
            assert_true(best.block[t] <= 8);
    p.extent[0] = 3;
    assert_int_equal(kf_launch_choose(&p, &best, NULL, 0, NULL), 0);
    assert_int_equal(best.block[0] * best.block[1], 32); /* 4 x 8 */
}

/* The coalesce pass's two entry points: B[i][j] in `for j for i` (loop 0
 * is j, unit stride).  A fixed natural map (i on x) keeps i on x and a warp
 * along it (no block 1 wide in x, which would be the transposed map);
 * kf_launch_best_map moves j to x for a fixed block. */
static void test_fixed_map_and_best_map(void **state)
{
    (void)state;
    struct kf_launch_access a = {{1, 0, 0}, {S, L, Z}, 8, 1};
    int nat[3] = {1, 0, 2};
    struct kf_launch_problem p = {2, 1, &a, 128, 256, {0, 0, 0}, nat};
    struct kf_launch_choice best;
    assert_int_equal(kf_launch_choose(&p, &best, NULL, 0, NULL), 0);
    assert_int_equal(best.map[0], 1);
    assert_true(best.block[0] >= 32);
    double natural = best.warp_cost;
    p.fixed_map = NULL;
    struct kf_launch_choice c = {{1, 0, 2}, {32, 8, 1}, 0, 0};
    assert_int_equal(kf_launch_best_map(&p, &c), 0);
    assert_int_equal(c.map[0], 0);
    assert_int_equal(c.block[0], 32);
    assert_true(c.warp_cost < natural);
    double total;
    assert_float_equal(kf_launch_unit_weight(&p, 0, &total), 1.0, 1e-12);
    assert_float_equal(total, 1.0, 1e-12);
    assert_float_equal(kf_launch_unit_weight(&p, 1, NULL), 0.0, 1e-12);
}

static void test_malformed(void **state)
{
    (void)state;
    struct kf_launch_access a = acc2(S, 1, L, 0);
    struct kf_launch_problem p = {2, 1, &a, 128, 256, {0, 0, 0}, NULL};
    struct kf_launch_choice c = {{0, 0, 2}, {16, 16, 1}, 0, 0}; /* not a permutation */
    assert_int_equal(kf_launch_cost(&p, &c), -1);
    c.map[1] = 1;
    c.block[0] = 12; /* not a power of two */
    assert_int_equal(kf_launch_cost(&p, &c), -1);
    c.block[0] = 16;
    c.block[2] = 2; /* an unused dimension must be 1 */
    assert_int_equal(kf_launch_cost(&p, &c), -1);
    c.block[2] = 1;
    c.block[0] = 2048; /* too many threads */
    assert_int_equal(kf_launch_cost(&p, &c), -1);
    struct kf_launch_choice best;
    p.depth = 4;
    assert_int_equal(kf_launch_choose(&p, &best, NULL, 0, NULL), -1);
    p.depth = 0;
    assert_int_equal(kf_launch_choose(&p, &best, NULL, 0, NULL), -1);
    p.depth = 2;
    p.naccess = 0;
    assert_int_equal(kf_launch_choose(&p, &best, NULL, 0, NULL), -1);
    p.naccess = 1;
    p.volume = 100;
    assert_int_equal(kf_launch_choose(&p, &best, NULL, 0, NULL), -1);
    assert_int_equal(kf_launch_choose(NULL, &best, NULL, 0, NULL), -1);
    assert_int_equal(kf_launch_cost(NULL, &c), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_t11_one_line_per_block),
        cmocka_unit_test(test_t13),
        cmocka_unit_test(test_t31_t33),
        cmocka_unit_test(test_t23),
        cmocka_unit_test(test_t12),
        cmocka_unit_test(test_reclass_large_literal),
        cmocka_unit_test(test_negative_coefficient),
        cmocka_unit_test(test_weight),
        cmocka_unit_test(test_choose_gemm_like),
        cmocka_unit_test(test_choose_transposed),
        cmocka_unit_test(test_choose_3d_identity),
        cmocka_unit_test(test_choose_1d),
        cmocka_unit_test(test_extents),
        cmocka_unit_test(test_fixed_map_and_best_map),
        cmocka_unit_test(test_malformed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
