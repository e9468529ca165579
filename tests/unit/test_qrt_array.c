/*
 * test_qrt_array.c: the run-time library's arrays (include/kforge/qrt.h):
 * creation, shape, reference counts, boundary modes, slices, errors.
 * Expected values are computed here by plain loops over C arrays.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "kforge/qrt.h"
#include "qrt_expect.h"


static void test_create(void **state)
{
    (void)state;
    qrt_array *z = qrt_zeros2(3, 4), *o = qrt_ones(QRT_INT, 2, (int[]){ 2, 5 }), *e = qrt_eye(4);
    assert_int_equal(qrt_ndims(z), 2);
    assert_int_equal(qrt_numel(z), 12);
    for (int i = 0; i < 12; i++) assert_true(qrt_rd_f(z)[i] == 0.0f);
    for (int i = 0; i < 10; i++) assert_int_equal(qrt_rd_i(o)[i], 1);
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) assert_true(qrt_rd_f(e)[i * 4 + j] == (i == j ? 1.0f : 0.0f));
    qrt_array *l = qrt_linspace(-1, 2, 7);
    for (int i = 0; i < 7; i++) assert_float_equal(qrt_rd_f(l)[i], -1.0 + 3.0 * i / 6.0, 1e-6);
    assert_int_equal(qrt_ndims(l), 1);
    assert_int_equal(qrt_dim(l, 0), 1);
    assert_int_equal(qrt_dim(l, 1), 7);
    qrt_array *l1 = qrt_linspace(3, 9, 1);
    assert_true(qrt_rd_f(l1)[0] == 3.0f);
    qrt_release(l1);
    qrt_array *r = qrt_range(0, 1, 0.25), *rd = qrt_range(5, 1, -2);
    assert_int_equal(qrt_numel(r), 5);
    assert_float_equal(qrt_rd_f(r)[4], 1.0, 1e-6);
    assert_int_equal(qrt_numel(rd), 3);
    assert_float_equal(qrt_rd_f(rd)[2], 1.0, 1e-6);
    float lit[6] = { 1, 2, 3, 4, 5, 6 };
    qrt_array *m = qrt_from(QRT_SCALAR, 2, (int[]){ 2, 3 }, lit);
    assert_memory_equal(qrt_rd_f(m), lit, sizeof lit);
    qrt_array *sz = qrt_size(m);
    assert_int_equal(qrt_numel(sz), 2);
    assert_int_equal(qrt_rd_i(sz)[0], 2);
    assert_int_equal(qrt_rd_i(sz)[1], 3);
    qrt_array *c = qrt_zeros3(2, 3, 4);
    assert_int_equal(qrt_dim(c, 2), 4);
    assert_int_equal(qrt_dim(c, 3), 1);
    qrt_array *u = qrt_uninit(QRT_CSCALAR, 1, (int[]){ 3 });
    assert_int_equal(u->elsize, sizeof(qrt_cscalar));
    qrt_array *ci = qrt_convert(m, QRT_INT);
    assert_int_equal(qrt_rd_i(ci)[5], 6);
    qrt_array *arr[] = { z, o, e, l, r, rd, m, sz, c, u, ci };
    for (size_t i = 0; i < sizeof arr / sizeof *arr; i++) qrt_release(arr[i]);
}

static void test_refcount_copy(void **state)
{
    (void)state;
    qrt_array *A = qrt_zeros1(4);
    qrt_array *B = qrt_retain(A); /* B = A: shared */
    assert_ptr_equal(A, B);
    assert_int_equal(qrt_refs(A), 2);
    qrt_wr_f(B)[1] = 7;
    assert_true(qrt_rd_f(A)[1] == 7.0f);
    qrt_array *C = qrt_copy(A); /* copy(A): independent */
    qrt_wr_f(C)[1] = 9;
    assert_true(qrt_rd_f(A)[1] == 7.0f);
    assert_int_equal(qrt_refs(C), 1);
    qrt_release(B);
    assert_int_equal(qrt_refs(A), 1);
    qrt_release(A);
    qrt_release(C);
    qrt_release(NULL);
    qrt_string *s = qrt_str("abc");
    qrt_cell *cell = qrt_cell_new(1, (int[]){ 2 });
    qrt_cell_set(cell, 0, qrt_vo(s));
    assert_int_equal(qrt_refs(s), 2);
    qrt_cell_set(cell, 1, qrt_vs(2.5));
    qrt_release(s);
    assert_int_equal(qrt_refs(qrt_cell_get(cell, 0).u.obj), 1);
    assert_true(qrt_cell_get(cell, 1).u.s == 2.5);
    qrt_release(cell); /* frees the string too: ASan would see a leak otherwise */
}

static void test_reshape_repmat(void **state)
{
    (void)state;
    float lit[6] = { 1, 2, 3, 4, 5, 6 };
    qrt_array *m = qrt_from(QRT_SCALAR, 2, (int[]){ 2, 3 }, lit);
    qrt_array *r = qrt_reshape(m, 2, (int[]){ 3, 2 });
    assert_int_equal(qrt_dim(r, 0), 3);
    assert_memory_equal(qrt_rd_f(r), lit, sizeof lit);
    /* a view: writes through either show in both; a view of a view shares too */
    qrt_set2f(r, 2, 1, 60, QRT_CHECKED);
    assert_true(qrt_get2f(m, 1, 2, QRT_CHECKED) == 60.0f);
    qrt_array *r1 = qrt_reshape(r, 1, (int[]){ 6 });
    qrt_wr_f(m)[0] = -1;
    assert_true(qrt_get1f(r1, 0, QRT_CHECKED) == -1.0f);
    assert_int_equal(qrt_refs(m), 3);
    qrt_array *rc = qrt_copy(r1);
    qrt_wr_f(rc)[0] = 5;
    assert_true(qrt_rd_f(m)[0] == -1.0f);
    qrt_release(rc);
    qrt_release(r1);
    qrt_wr_f(m)[0] = lit[0];
    qrt_wr_f(m)[5] = lit[5];
    EXPECT_ERROR(qrt_reshape(m, 2, (int[]){ 4, 2 }), "reshape");
    qrt_array *t = qrt_repmat(m, 2, (int[]){ 2, 2 });
    assert_int_equal(qrt_dim(t, 0), 4);
    assert_int_equal(qrt_dim(t, 1), 6);
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 6; j++) assert_true(qrt_rd_f(t)[i * 6 + j] == lit[(i % 2) * 3 + j % 3]);
    qrt_array *v = qrt_from(QRT_SCALAR, 1, (int[]){ 3 }, lit);
    qrt_array *vv = qrt_repmat(v, 2, (int[]){ 1, 3 });
    assert_int_equal(qrt_ndims(vv), 1);
    assert_int_equal(qrt_numel(vv), 9);
    assert_true(qrt_rd_f(vv)[7] == lit[1]);
    qrt_release(m);
    qrt_release(r);
    qrt_release(t);
    qrt_release(v);
    qrt_release(vv);
}

static void test_cat(void **state)
{
    (void)state;
    float a[6] = { 1, 2, 3, 4, 5, 6 }, b[3] = { 7, 8, 9 };
    int iv[2] = { 10, 11 };
    qrt_array *A = qrt_from(QRT_SCALAR, 2, (int[]){ 2, 3 }, a), *B = qrt_from(QRT_SCALAR, 1, (int[]){ 3 }, b);
    qrt_array *I = qrt_from(QRT_INT, 1, (int[]){ 2 }, iv);
    qrt_array *V = qrt_cat(0, 2, (qrt_array *[]){ A, B }); /* [A; b]: 3x3 */
    assert_int_equal(qrt_dim(V, 0), 3);
    assert_int_equal(qrt_dim(V, 1), 3);
    for (int i = 0; i < 9; i++) assert_true(qrt_rd_f(V)[i] == (i < 6 ? a[i] : b[i - 6]));
    qrt_array *At = qrt_transpose(A), *H = qrt_cat(1, 2, (qrt_array *[]){ A, A }); /* [A, A]: 2x6 */
    assert_int_equal(qrt_dim(H, 1), 6);
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 6; j++) assert_true(qrt_rd_f(H)[i * 6 + j] == a[i * 3 + j % 3]);
    qrt_array *J = qrt_cat(1, 2, (qrt_array *[]){ B, I }); /* vec, vec: a vec, scalar type */
    assert_int_equal(qrt_ndims(J), 1);
    assert_int_equal(J->type, QRT_SCALAR);
    assert_true(qrt_rd_f(J)[4] == 11.0f);
    qrt_array *C = qrt_cat(2, 2, (qrt_array *[]){ A, A }); /* along a new third dimension */
    assert_int_equal(qrt_dim(C, 2), 2);
    assert_true(qrt_get3f(C, 1, 2, 1, QRT_CHECKED) == 6.0f);
    EXPECT_ERROR(qrt_cat(0, 2, (qrt_array *[]){ A, At }), "sizes 2x3 and 3x2 do not agree");
    qrt_array *arr[] = { A, B, I, V, At, H, J, C };
    for (size_t i = 0; i < sizeof arr / sizeof *arr; i++) qrt_release(arr[i]);
}

/* The boundary helpers against their definitions, written out case by case. */
static void test_boundary_index(void **state)
{
    (void)state;
    const int n = 4;
    for (int i = -9; i < 13; i++) {
        int clamp = i < 0 ? 0 : i > n - 1 ? n - 1 : i;
        int circ = ((i % n) + n) % n;
        /* mirror: reflect about -0.5 and n-0.5 until inside */
        int m = i;
        while (m < 0 || m >= n) m = m < 0 ? -m - 1 : 2 * n - 1 - m;
        assert_int_equal(qrt_bnd_clamp(i, n), clamp);
        assert_int_equal(qrt_bnd_circ(i, n), circ);
        assert_int_equal(qrt_bnd_mirror(i, n), m);
    }
}

static void test_access_modes(void **state)
{
    (void)state;
    float lit[12];
    for (int i = 0; i < 12; i++) lit[i] = (float)(10 * (i / 4) + i % 4); /* A[i,j] = 10i + j */
    qrt_array *A = qrt_from(QRT_SCALAR, 2, (int[]){ 3, 4 }, lit);
    assert_true(qrt_get2f(A, 1, 2, QRT_CHECKED) == 12.0f);
    assert_true(qrt_get2f(A, -1, 5, QRT_CLAMPED) == 3.0f);
    assert_true(qrt_get2f(A, -1, 4, QRT_MIRROR) == 3.0f);
    assert_true(qrt_get2f(A, 3, -2, QRT_MIRROR) == 21.0f);
    assert_true(qrt_get2f(A, 3, -1, QRT_CIRCULAR) == 3.0f);
    assert_true(qrt_get2f(A, -1, 0, QRT_CIRCULAR) == 20.0f);
    assert_true(qrt_get2f(A, 3, 0, QRT_SAFE) == 0.0f);
    assert_true(qrt_get2f(A, 2, 3, QRT_UNCHECKED) == 23.0f);
    assert_true(qrt_get1f(A, 11, QRT_CHECKED) == 23.0f); /* linear */
    qrt_set2f(A, 5, 0, 99, QRT_SAFE);                     /* dropped */
    qrt_set2f(A, 5, 0, 99, QRT_CLAMPED);                  /* row 2 */
    assert_true(qrt_get2f(A, 2, 0, QRT_CHECKED) == 99.0f);
    EXPECT_ERROR(qrt_get2f(A, 3, 1, QRT_CHECKED), "index out of range: [3,1] in an array of size 3x4");
    EXPECT_ERROR(qrt_set2f(A, 0, -1, 1, QRT_CHECKED), "[0,-1]");
    EXPECT_ERROR(qrt_get1f(A, 12, QRT_CHECKED), "[12] in an array of 12 elements");
    qrt_array *C = qrt_zeros3(2, 2, 2);
    qrt_set3f(C, 1, 1, 1, 5, QRT_CHECKED);
    assert_true(qrt_rd_f(C)[7] == 5.0f);
    assert_true(qrt_get3f(C, 2, 2, 2, QRT_CLAMPED) == 5.0f);
    int idx[3] = { 1, 1, 1 };
    assert_true(qrt_real(qrt_get(C, 3, idx, QRT_CHECKED)) == 5.0f);
    qrt_set(C, 3, idx, 6, QRT_CHECKED);
    assert_true(qrt_rd_f(C)[7] == 6.0f);
    qrt_release(A);
    qrt_release(C);
}

static void test_slices(void **state)
{
    (void)state;
    int lit[12];
    for (int i = 0; i < 12; i++) lit[i] = 10 * (i / 4) + i % 4;
    qrt_array *A = qrt_from(QRT_INT, 2, (int[]){ 3, 4 }, lit);
    qrt_range_t col2[2] = { qrt_r_all(), qrt_r_at(2) }; /* A[:,2] */
    qrt_array *c = qrt_slice(A, 2, col2);
    assert_int_equal(qrt_ndims(c), 1);
    assert_int_equal(qrt_numel(c), 3);
    for (int i = 0; i < 3; i++) assert_int_equal(qrt_rd_i(c)[i], 10 * i + 2);
    qrt_range_t blk[2] = { qrt_r(1, 2), qrt_r_step(0, 3, 2) }; /* A[1..2, 0..2..3] */
    qrt_array *b = qrt_slice(A, 2, blk);
    assert_int_equal(qrt_dim(b, 0), 2);
    assert_int_equal(qrt_dim(b, 1), 2);
    int want[4] = { 10, 12, 20, 22 };
    assert_memory_equal(qrt_rd_i(b), want, sizeof want);
    qrt_range_t rev[1] = { qrt_r_step(11, 9, -1) };
    qrt_array *r = qrt_slice(A, 1, rev);
    assert_int_equal(qrt_rd_i(r)[0], 23);
    assert_int_equal(qrt_rd_i(r)[2], 21);
    qrt_slice_fill(A, 2, col2, -1); /* A[:,2] = -1 */
    for (int i = 0; i < 3; i++) assert_int_equal(qrt_rd_i(A)[i * 4 + 2], -1);
    qrt_slice_assign(A, 2, blk, b); /* back */
    assert_int_equal(qrt_rd_i(A)[1 * 4 + 2], 12);
    qrt_range_t bad[2] = { qrt_r(1, 3), qrt_r_all() };
    EXPECT_ERROR(qrt_slice(A, 2, bad), "[3,0]");
    EXPECT_ERROR(qrt_slice_assign(A, 2, col2, b), "4 elements into a slice of 3");
    qrt_release(A);
    qrt_release(b);
    qrt_release(c);
    qrt_release(r);
}

/* rand/randn: the moments of many draws, the range, and repeatability. */
static void test_random(void **state)
{
    (void)state;
    const int n = 20000;
    qrt_seed(42);
    qrt_array *U = qrt_rand(1, &n), *G = qrt_randn(2, (int[]){ 100, 200 });
    double su = 0, suu = 0, sg = 0, sgg = 0;
    for (int i = 0; i < n; i++) {
        double u = qrt_rd_f(U)[i], g = qrt_rd_f(G)[i];
        assert_true(u >= 0 && u < 1);
        su += u, suu += u * u, sg += g, sgg += g * g;
    }
    /* uniform: mean 1/2, variance 1/12; normal: 0 and 1 (5 sigma bounds) */
    assert_float_equal(su / n, 0.5, 5 * sqrt(1.0 / 12 / n));
    assert_float_equal(suu / n - (su / n) * (su / n), 1.0 / 12, 0.005);
    assert_float_equal(sg / n, 0.0, 5 / sqrt(n));
    assert_float_equal(sgg / n, 1.0, 0.05);
    qrt_seed(42);
    qrt_array *U2 = qrt_rand(1, &n);
    assert_memory_equal(qrt_rd_f(U), qrt_rd_f(U2), n * sizeof(float));
    qrt_seed(43);
    assert_true(qrt_rand1() != qrt_rd_f(U)[0]);
    qrt_release(U);
    qrt_release(U2);
    qrt_release(G);
}

static void test_errors_have_locations(void **state)
{
    (void)state;
    QRT_AT("prog.q", 12, 5);
    EXPECT_ERROR(qrt_error("x is %d", 3), "prog.q:12:5: error: x is 3");
    EXPECT_ERROR(qrt_assert(0, "a > b"), "assertion failed: a > b");
    qrt_assert(1, "never");
    QRT_AT(NULL, 0, 0);
    EXPECT_ERROR(qrt_error("plain"), "error: plain");
    EXPECT_ERROR(qrt_zeros(QRT_SCALAR, 2, (int[]){ -1, 2 }), "negative size -1");
    EXPECT_ERROR(qrt_zeros(QRT_SCALAR, 0, NULL), "1 to 8 dimensions");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_create),         cmocka_unit_test(test_refcount_copy),
        cmocka_unit_test(test_reshape_repmat), cmocka_unit_test(test_cat),
        cmocka_unit_test(test_boundary_index),
        cmocka_unit_test(test_access_modes),   cmocka_unit_test(test_slices),
        cmocka_unit_test(test_random),         cmocka_unit_test(test_errors_have_locations),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
