/*
 * test_qrt_ops.c: the run-time library's arithmetic (include/kforge/qrt.h):
 * element-wise operators and comparisons, the math library, matrix product
 * and transpose, reductions whole and along a dimension, complex numbers.
 * Expected values come from libm in double over the same inputs.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "kforge/qrt.h"
#include "qrt_expect.h"


#define N 12
static float xa[N], xb[N];

static void fill(void)
{
    for (int i = 0; i < N; i++) {
        xa[i] = (float)(0.37 * i - 1.9);
        xb[i] = (float)(1.3 + 0.21 * ((i * 7) % N));
    }
}

static qrt_array *mat(const float *v) { return qrt_from(QRT_SCALAR, 2, (int[]){ 3, 4 }, v); }

static void test_binops(void **state)
{
    (void)state;
    fill();
    qrt_array *A = mat(xa), *B = mat(xb);
    for (int op = QRT_ADD; op <= QRT_ATAN2; op++) {
        qrt_array *R = qrt_bin((qrt_binop)op, A, B);
        assert_int_equal(qrt_dim(R, 0), 3);
        assert_int_equal(qrt_dim(R, 1), 4);
        for (int i = 0; i < N; i++) {
            double a = xa[i], b = xb[i], want = 0;
            switch (op) {
            case QRT_ADD: want = a + b; break;
            case QRT_SUB: want = a - b; break;
            case QRT_MUL: want = a * b; break;
            case QRT_DIV: want = a / b; break;
            case QRT_POW: want = pow(a, b); break;
            case QRT_LT: want = a < b; break;
            case QRT_LE: want = a <= b; break;
            case QRT_GT: want = a > b; break;
            case QRT_GE: want = a >= b; break;
            case QRT_EQ: want = a == b; break;
            case QRT_NE: want = a != b; break;
            case QRT_AND: want = a != 0 && b != 0; break;
            case QRT_OR: want = a != 0 || b != 0; break;
            case QRT_MINE: want = fmin(a, b); break;
            case QRT_MAXE: want = fmax(a, b); break;
            case QRT_MOD: want = a - b * floor(a / b); break;
            case QRT_ATAN2: want = atan2(a, b); break;
            }
            double got = qrt_rd_f(R)[i];
            if (isnan(want)) assert_true(isnan(got));
            else assert_float_equal(got, want, 1e-5 * (1 + fabs(want)));
        }
        qrt_release(R);
    }
    /* broadcasting a scalar either side */
    qrt_array *S = qrt_bin_as(QRT_SUB, A, 2.5), *T = qrt_bin_sa(QRT_DIV, 1.0, B);
    for (int i = 0; i < N; i++) {
        assert_float_equal(qrt_rd_f(S)[i], xa[i] - 2.5, 1e-6);
        assert_float_equal(qrt_rd_f(T)[i], 1.0 / xb[i], 1e-6);
    }
    qrt_array *V = qrt_zeros1(5);
    EXPECT_ERROR(qrt_bin(QRT_ADD, A, V), "operator +: sizes 3x4 and 1x5 do not agree");
    qrt_release(A);
    qrt_release(B);
    qrt_release(S);
    qrt_release(T);
    qrt_release(V);
}

static void test_types(void **state)
{
    (void)state;
    int ia[3] = { 7, -7, 9 }, ib[3] = { 2, 2, 4 };
    qrt_array *A = qrt_from(QRT_INT, 1, (int[]){ 3 }, ia), *B = qrt_from(QRT_INT, 1, (int[]){ 3 }, ib);
    qrt_array *s = qrt_bin(QRT_ADD, A, B), *d = qrt_bin(QRT_DIV, A, B), *m = qrt_bin(QRT_MOD, A, B);
    assert_int_equal(s->type, QRT_INT);
    assert_int_equal(d->type, QRT_SCALAR);
    assert_float_equal(qrt_rd_f(d)[0], 3.5, 1e-6);
    assert_int_equal(qrt_rd_i(m)[1], 1); /* mod has the sign of the divisor */
    assert_float_equal(qrt_sbin(QRT_MOD, -7.5, 2), 0.5, 1e-12);
    assert_float_equal(qrt_sun(QRT_FRAC, -1.25), 0.75, 1e-12);
    assert_float_equal(qrt_sun(QRT_SIGN, 0), 0, 0);
    assert_float_equal(qrt_sun(QRT_SATURATE, 1.7), 1, 0);
    qrt_release(A);
    qrt_release(B);
    qrt_release(s);
    qrt_release(d);
    qrt_release(m);
}

static double ref_un(qrt_unop op, double a)
{
    switch (op) {
    case QRT_NEG: return -a;
    case QRT_NOT: return !a;
    case QRT_ABS: return fabs(a);
    case QRT_SQRT: return sqrt(a);
    case QRT_EXP: return exp(a);
    case QRT_EXP2: return pow(2, a);
    case QRT_LOG: return log(a);
    case QRT_LOG2: return log(a) / log(2);
    case QRT_LOG10: return log(a) / log(10);
    case QRT_SIN: return sin(a);
    case QRT_COS: return cos(a);
    case QRT_TAN: return sin(a) / cos(a);
    case QRT_ASIN: return asin(a);
    case QRT_ACOS: return acos(a);
    case QRT_ATAN: return atan(a);
    case QRT_SINH: return (exp(a) - exp(-a)) / 2;
    case QRT_COSH: return (exp(a) + exp(-a)) / 2;
    case QRT_TANH: return (exp(a) - exp(-a)) / (exp(a) + exp(-a));
    case QRT_FLOOR: return floor(a);
    case QRT_CEIL: return ceil(a);
    case QRT_ROUND: return a < 0 ? -floor(-a + 0.5) : floor(a + 0.5);
    case QRT_FRAC: return a - floor(a);
    case QRT_SIGN: return (a > 0) - (a < 0);
    case QRT_SATURATE: return fmin(1, fmax(0, a));
    case QRT_ISINF: return isinf(a) != 0;
    case QRT_ISNAN: return a != a;
    case QRT_ISFINITE: return isfinite(a) != 0;
    case QRT_REAL: case QRT_CONJ: return a;
    case QRT_IMAG: return 0;
    case QRT_ANGLE: return a < 0 ? M_PI : 0;
    }
    return NAN;
}

static void test_math(void **state)
{
    (void)state;
    float v[N];
    for (int i = 0; i < N; i++) v[i] = (float)(-0.95 + 0.17 * i);
    qrt_array *A = qrt_from(QRT_SCALAR, 1, (int[]){ N }, v);
    for (int op = QRT_NEG; op <= QRT_ANGLE; op++) {
        qrt_array *R = qrt_un((qrt_unop)op, A);
        for (int i = 0; i < N; i++) {
            double want = ref_un((qrt_unop)op, v[i]), got = qrt_rd_f(R)[i];
            if (isnan(want)) assert_true(isnan(got));
            else assert_float_equal(got, want, 1e-5 * (1 + fabs(want)));
        }
        qrt_release(R);
    }
    qrt_release(A);
}

static void test_matmul_transpose(void **state)
{
    (void)state;
    fill();
    qrt_array *A = mat(xa), *B = qrt_from(QRT_SCALAR, 2, (int[]){ 4, 3 }, xb);
    qrt_array *C = qrt_matmul(A, B), *At = qrt_transpose(A);
    assert_int_equal(qrt_dim(C, 0), 3);
    assert_int_equal(qrt_dim(C, 1), 3);
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            double s = 0;
            for (int p = 0; p < 4; p++) s += (double)xa[i * 4 + p] * xb[p * 3 + j];
            assert_float_equal(qrt_rd_f(C)[i * 3 + j], s, 1e-4);
        }
    assert_int_equal(qrt_dim(At, 0), 4);
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 4; j++) assert_true(qrt_rd_f(At)[j * 3 + i] == xa[i * 4 + j]);
    qrt_array *v = qrt_from(QRT_SCALAR, 1, (int[]){ 3 }, xb); /* vec * mat */
    qrt_array *vA = qrt_matmul(v, A);
    assert_int_equal(qrt_ndims(vA), 1);
    for (int j = 0; j < 4; j++) {
        double s = 0;
        for (int p = 0; p < 3; p++) s += (double)xb[p] * xa[p * 4 + j];
        assert_float_equal(qrt_rd_f(vA)[j], s, 1e-4);
    }
    EXPECT_ERROR(qrt_matmul(A, A), "matrix product: 3x4 times 3x4");
    qrt_array *I = qrt_eye(4), *AI = qrt_matmul(A, I);
    assert_memory_equal(qrt_rd_f(AI), xa, sizeof xa);
    qrt_array *arr[] = { A, B, C, At, v, vA, I, AI };
    for (size_t i = 0; i < sizeof arr / sizeof *arr; i++) qrt_release(arr[i]);
}

static void test_reductions(void **state)
{
    (void)state;
    fill();
    qrt_array *A = mat(xa);
    double s = 0, p = 1, mn = INFINITY, mx = -INFINITY;
    for (int i = 0; i < N; i++) {
        s += xa[i];
        p *= xa[i];
        mn = fmin(mn, xa[i]);
        mx = fmax(mx, xa[i]);
    }
    assert_float_equal(qrt_reduce(QRT_SUM, A), s, 1e-5);
    assert_float_equal(qrt_reduce(QRT_PROD, A), p, 1e-5 * fabs(p));
    assert_float_equal(qrt_reduce(QRT_MIN, A), mn, 0);
    assert_float_equal(qrt_reduce(QRT_MAX, A), mx, 0);
    assert_float_equal(qrt_reduce(QRT_MEAN, A), s / N, 1e-6);
    for (int dim = 0; dim < 2; dim++)
        for (int op = QRT_SUM; op <= QRT_MEAN; op++) {
            qrt_array *R = qrt_reduce_dim((qrt_red)op, A, dim);
            int rows = dim == 0 ? 1 : 3, cols = dim == 0 ? 4 : 1;
            assert_int_equal(qrt_dim(R, 0), rows);
            assert_int_equal(qrt_dim(R, 1), cols);
            for (int o = 0; o < (dim == 0 ? 4 : 3); o++) {
                double acc = op == QRT_PROD ? 1 : op == QRT_MIN ? INFINITY : op == QRT_MAX ? -INFINITY : 0;
                int len = dim == 0 ? 3 : 4;
                for (int k = 0; k < len; k++) {
                    double x = dim == 0 ? xa[k * 4 + o] : xa[o * 4 + k];
                    acc = op == QRT_PROD ? acc * x : op == QRT_MIN ? fmin(acc, x) : op == QRT_MAX ? fmax(acc, x) : acc + x;
                }
                if (op == QRT_MEAN) acc /= len;
                assert_float_equal(qrt_rd_f(R)[o], acc, 1e-5);
            }
            qrt_release(R);
        }
    qrt_array *E = qrt_zeros1(0);
    assert_float_equal(qrt_reduce(QRT_SUM, E), 0, 0);
    EXPECT_ERROR(qrt_reduce(QRT_MAX, E), "max of an empty array");
    qrt_release(E);
    qrt_release(A);
}

static void test_complex(void **state)
{
    (void)state;
    qrt_cscalar a = qrt_complex(1, 2), b = qrt_complex(-3, 0.5f);
    assert_float_equal(qrt_real(a * b), 1 * -3 - 2 * 0.5, 1e-6);
    assert_float_equal(qrt_imag(a * b), 1 * 0.5 + 2 * -3, 1e-6);
    assert_float_equal(qrt_cabs(a), sqrt(5), 1e-6);
    assert_float_equal(qrt_imag(qrt_conj(a)), -2, 0);
    assert_float_equal(qrt_angle(b), atan2(0.5, -3), 1e-6);
    qrt_cscalar v[3] = { a, b, qrt_complex(0, 1) };
    qrt_array *C = qrt_from(QRT_CSCALAR, 1, (int[]){ 3 }, v);
    qrt_array *D = qrt_bin(QRT_MUL, C, C), *Ab = qrt_un(QRT_ABS, C);
    for (int i = 0; i < 3; i++) {
        qrt_cscalar w = v[i] * v[i];
        assert_float_equal(qrt_real(qrt_rd_c(D)[i]), qrt_real(w), 1e-5);
        assert_float_equal(qrt_imag(qrt_rd_c(D)[i]), qrt_imag(w), 1e-5);
        assert_float_equal(qrt_rd_f(Ab)[i], hypot(qrt_real(v[i]), qrt_imag(v[i])), 1e-5);
    }
    qrt_cscalar s = qrt_creduce(QRT_SUM, C);
    assert_float_equal(qrt_real(s), 1 - 3 + 0, 1e-6);
    assert_float_equal(qrt_imag(s), 2 + 0.5 + 1, 1e-6);
    EXPECT_ERROR(qrt_reduce(QRT_SUM, C), "complex");
    EXPECT_ERROR(qrt_bin(QRT_LT, C, C), "operator < is not defined on complex numbers");
    qrt_release(C);
    qrt_release(D);
    qrt_release(Ab);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_binops),     cmocka_unit_test(test_types),
        cmocka_unit_test(test_math),       cmocka_unit_test(test_matmul_transpose),
        cmocka_unit_test(test_reductions), cmocka_unit_test(test_complex),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
