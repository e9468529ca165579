/*
 * qrt_ops.c: element-wise arithmetic, the math library, matrix product and
 * transpose, reductions (contract in include/kforge/qrt.h).
 *
 * These are the host fallbacks: the compiler's kernel generator fuses
 * matrix expressions into kernels (Quasar compiler chapter §17.1.2) and
 * calls these only for what it does not generate.  Scalar-by-scalar arrays
 * of + - .* ./ take a tight float loop; everything else goes through
 * double (or double complex) per element.
 */
#include "runtime/qrt_int.h"

#include <stdlib.h>
#include <string.h>

/* ---- one element ------------------------------------------------------------ */

static double qmod(double x, double a)
{
    double r = fmod(x, a);
    return r != 0 && (r < 0) != (a < 0) ? r + a : r;
}

static inline double sbin(qrt_binop op, double a, double b)
{
    switch (op) {
    case QRT_ADD: return a + b;
    case QRT_SUB: return a - b;
    case QRT_MUL: return a * b;
    case QRT_DIV: return a / b;
    case QRT_POW: return pow(a, b);
    case QRT_LT: return a < b;
    case QRT_LE: return a <= b;
    case QRT_GT: return a > b;
    case QRT_GE: return a >= b;
    case QRT_EQ: return a == b;
    case QRT_NE: return a != b;
    case QRT_AND: return a != 0 && b != 0;
    case QRT_OR: return a != 0 || b != 0;
    case QRT_MINE: return a < b ? a : b;
    case QRT_MAXE: return a > b ? a : b;
    case QRT_MOD: return qmod(a, b);
    case QRT_ATAN2: return atan2(a, b);
    }
    qrt_error("unknown binary operation %d", (int)op);
}

static inline double sun(qrt_unop op, double a)
{
    switch (op) {
    case QRT_NEG: return -a;
    case QRT_NOT: return a == 0;
    case QRT_ABS: return fabs(a);
    case QRT_SQRT: return sqrt(a);
    case QRT_EXP: return exp(a);
    case QRT_EXP2: return exp2(a);
    case QRT_LOG: return log(a);
    case QRT_LOG2: return log2(a);
    case QRT_LOG10: return log10(a);
    case QRT_SIN: return sin(a);
    case QRT_COS: return cos(a);
    case QRT_TAN: return tan(a);
    case QRT_ASIN: return asin(a);
    case QRT_ACOS: return acos(a);
    case QRT_ATAN: return atan(a);
    case QRT_SINH: return sinh(a);
    case QRT_COSH: return cosh(a);
    case QRT_TANH: return tanh(a);
    case QRT_FLOOR: return floor(a);
    case QRT_CEIL: return ceil(a);
    case QRT_ROUND: return round(a);
    case QRT_FRAC: return a - floor(a);
    case QRT_SIGN: return a > 0 ? 1 : a < 0 ? -1 : 0;
    case QRT_SATURATE: return a < 0 ? 0 : a > 1 ? 1 : a;
    case QRT_ISINF: return isinf(a) != 0;
    case QRT_ISNAN: return isnan(a) != 0;
    case QRT_ISFINITE: return isfinite(a) != 0;
    case QRT_REAL: return a;
    case QRT_IMAG: return 0;
    case QRT_CONJ: return a;
    case QRT_ANGLE: return a < 0 ? M_PI : 0;
    }
    qrt_error("unknown unary operation %d", (int)op);
}

double qrt_sbin(qrt_binop op, double a, double b) { return sbin(op, a, b); }
double qrt_sun(qrt_unop op, double a) { return sun(op, a); }

/* Real element i of a real array (no complex round trip on the hot path). */
static inline double rd_real(const qrt_array *A, const void *data, size_t i)
{
    return A->type == QRT_INT ? (double)((const int *)data)[i] : (double)((const float *)data)[i];
}

static inline void wr_real(qrt_array *A, void *data, size_t i, double v)
{
    if (A->type == QRT_INT) ((int *)data)[i] = (int)v;
    else ((float *)data)[i] = (float)v;
}

static const char *bin_name(qrt_binop op)
{
    static const char *names[] = { "+", "-", ".*", "./", ".^", "<", "<=", ">", ">=", "==", "!=",
                                   "&&", "||", "min", "max", "mod", "atan2" };
    return (unsigned)op < sizeof names / sizeof *names ? names[op] : "?";
}

static double _Complex cbin(qrt_binop op, double _Complex a, double _Complex b)
{
    switch (op) {
    case QRT_ADD: return a + b;
    case QRT_SUB: return a - b;
    case QRT_MUL: return a * b;
    case QRT_DIV: return a / b;
    case QRT_POW: return cpow(a, b);
    case QRT_EQ: return a == b;
    case QRT_NE: return a != b;
    default: qrt_error("operator %s is not defined on complex numbers", bin_name(op));
    }
}

static double _Complex cun(qrt_unop op, double _Complex a)
{
    switch (op) {
    case QRT_NEG: return -a;
    case QRT_ABS: return cabs(a);
    case QRT_SQRT: return csqrt(a);
    case QRT_EXP: return cexp(a);
    case QRT_LOG: return clog(a);
    case QRT_SIN: return csin(a);
    case QRT_COS: return ccos(a);
    case QRT_TAN: return ctan(a);
    case QRT_SINH: return csinh(a);
    case QRT_COSH: return ccosh(a);
    case QRT_TANH: return ctanh(a);
    case QRT_REAL: return creal(a);
    case QRT_IMAG: return cimag(a);
    case QRT_CONJ: return conj(a);
    case QRT_ANGLE: return carg(a);
    case QRT_ISNAN: return isnan(creal(a)) || isnan(cimag(a));
    case QRT_ISINF: return isinf(creal(a)) || isinf(cimag(a));
    case QRT_ISFINITE: return isfinite(creal(a)) && isfinite(cimag(a));
    default: qrt_error("function %d is not defined on complex numbers", (int)op);
    }
}

/* ---- element-wise arrays ------------------------------------------------------- */

static qrt_type bin_type(qrt_binop op, qrt_type a, qrt_type b)
{
    if (a == QRT_CSCALAR || b == QRT_CSCALAR) {
        if (op == QRT_EQ || op == QRT_NE) return QRT_SCALAR;
        return QRT_CSCALAR;
    }
    if (a == QRT_INT && b == QRT_INT &&
        (op == QRT_ADD || op == QRT_SUB || op == QRT_MUL || op == QRT_MINE || op == QRT_MAXE || op == QRT_MOD))
        return QRT_INT;
    return QRT_SCALAR;
}

static int same_shape(const qrt_array *A, const qrt_array *B)
{
    if (A->numel != B->numel) return 0;
    int nd = A->ndims > B->ndims ? A->ndims : B->ndims;
    if (nd < 2) nd = 2;
    for (int d = 0; d < nd; d++)
        if (qrt_dim(A, d) != qrt_dim(B, d)) return 0;
    return 1;
}

/* float .op float over n elements with strides 0 or 1 (a broadcast side
 * has stride 0): one loop per operator, so each vectorises. */
#define FLOOP(expr)                                                                                \
    for (size_t i = 0; i < n; i++) {                                                               \
        float x = a[i * sa], y = b[i * sb];                                                        \
        o[i] = (expr);                                                                             \
    }                                                                                              \
    return
static void fast_float(qrt_binop op, float *o, const float *a, size_t sa, const float *b, size_t sb, size_t n)
{
    switch (op) {
    case QRT_ADD: FLOOP(x + y);
    case QRT_SUB: FLOOP(x - y);
    case QRT_MUL: FLOOP(x * y);
    case QRT_DIV: FLOOP(x / y);
    case QRT_POW: FLOOP(powf(x, y));
    case QRT_LT: FLOOP(x < y);
    case QRT_LE: FLOOP(x <= y);
    case QRT_GT: FLOOP(x > y);
    case QRT_GE: FLOOP(x >= y);
    case QRT_EQ: FLOOP(x == y);
    case QRT_NE: FLOOP(x != y);
    case QRT_AND: FLOOP(x != 0 && y != 0);
    case QRT_OR: FLOOP(x != 0 || y != 0);
    case QRT_MINE: FLOOP(x < y ? x : y);
    case QRT_MAXE: FLOOP(x > y ? x : y);
    case QRT_MOD: FLOOP((float)qmod(x, y));
    case QRT_ATAN2: FLOOP(atan2f(x, y));
    }
}
#undef FLOOP

qrt_array *qrt_bin(qrt_binop op, qrt_array *A, qrt_array *B)
{
    const qrt_array *shape = A->numel == 1 && B->numel != 1 ? B : A;
    if (A->numel != 1 && B->numel != 1 && !same_shape(A, B)) {
        char sa[96], sb[96];
        qrt_shape_text_(A, sa, sizeof sa);
        qrt_shape_text_(B, sb, sizeof sb);
        qrt_error("operator %s: sizes %s and %s do not agree", bin_name(op), sa, sb);
    }
    qrt_type t = bin_type(op, A->type, B->type);
    int cplx = A->type == QRT_CSCALAR || B->type == QRT_CSCALAR;
    if (cplx) (void)cbin(op, 0, 1); /* an operator complex numbers lack fails before allocating */
    qrt_array *R = qrt_new(t, shape->ndims, shape->dims, 0);
    const void *a = qrt_host_read(A), *b = qrt_host_read(B);
    size_t sa = A->numel == 1 ? 0 : 1, sb = B->numel == 1 ? 0 : 1, n = R->numel;
    if (A->type == QRT_SCALAR && B->type == QRT_SCALAR) {
        fast_float(op, R->host, a, sa, b, sb, n);
        return R;
    }
    for (size_t i = 0; i < n; i++) {
        double _Complex x = qrt_elem_(A, a, i * sa), y = qrt_elem_(B, b, i * sb);
        if (cplx) qrt_store_(R, R->host, i, cbin(op, x, y));
        else if (t == QRT_INT && op == QRT_MOD && creal(y) == 0) qrt_error("integer mod by zero");
        else qrt_store_(R, R->host, i, qrt_sbin(op, creal(x), creal(y)));
    }
    return R;
}

qrt_array *qrt_bin_as(qrt_binop op, qrt_array *A, double s)
{
    qrt_array *S = qrt_scalar_array((qrt_cscalar)s, QRT_SCALAR);
    qrt_array *R = qrt_bin(op, A, S);
    qrt_release(S);
    return R;
}

qrt_array *qrt_bin_sa(qrt_binop op, double s, qrt_array *A)
{
    qrt_array *S = qrt_scalar_array((qrt_cscalar)s, QRT_SCALAR);
    qrt_array *R = qrt_bin(op, S, A);
    qrt_release(S);
    return R;
}

/* The common float functions, one vectorisable loop each; 0 for the rest. */
#define ULOOP(expr)                                                                                \
    for (size_t i = 0; i < n; i++) {                                                               \
        float x = a[i];                                                                            \
        o[i] = (expr);                                                                             \
    }                                                                                              \
    return 1
static int fast_float_un(qrt_unop op, float *o, const float *a, size_t n)
{
    switch (op) {
    case QRT_NEG: ULOOP(-x);
    case QRT_ABS: ULOOP(fabsf(x));
    case QRT_SQRT: ULOOP(sqrtf(x));
    case QRT_EXP: ULOOP(expf(x));
    case QRT_LOG: ULOOP(logf(x));
    case QRT_SIN: ULOOP(sinf(x));
    case QRT_COS: ULOOP(cosf(x));
    case QRT_FLOOR: ULOOP(floorf(x));
    case QRT_CEIL: ULOOP(ceilf(x));
    case QRT_ROUND: ULOOP(roundf(x));
    case QRT_SATURATE: ULOOP(x < 0 ? 0 : x > 1 ? 1 : x);
    default: return 0;
    }
}
#undef ULOOP

qrt_array *qrt_un(qrt_unop op, qrt_array *A)
{
    qrt_type t = A->type;
    if (t == QRT_CSCALAR && (op == QRT_ABS || op == QRT_REAL || op == QRT_IMAG || op == QRT_ANGLE ||
                             op == QRT_ISNAN || op == QRT_ISINF || op == QRT_ISFINITE))
        t = QRT_SCALAR;
    else if (t == QRT_INT && op != QRT_NEG && op != QRT_ABS && op != QRT_SIGN && op != QRT_REAL &&
             op != QRT_CONJ)
        t = QRT_SCALAR;
    if (A->type == QRT_CSCALAR) (void)cun(op, 1); /* fails before allocating */
    qrt_array *R = qrt_new(t, A->ndims, A->dims, 0);
    const void *a = qrt_host_read(A);
    if (A->type == QRT_SCALAR && t == QRT_SCALAR && fast_float_un(op, R->host, a, A->numel)) return R;
    if (A->type == QRT_CSCALAR)
        for (size_t i = 0; i < A->numel; i++) qrt_store_(R, R->host, i, cun(op, qrt_elem_(A, a, i)));
    else
        for (size_t i = 0; i < A->numel; i++) wr_real(R, R->host, i, sun(op, rd_real(A, a, i)));
    return R;
}

/* ---- matrix product and transpose ------------------------------------------------ */

qrt_array *qrt_matmul(qrt_array *A, qrt_array *B)
{
    if (A->ndims > 2 || B->ndims > 2) qrt_error("matrix product of arrays with more than 2 dimensions");
    int m = qrt_dim(A, 0), k = qrt_dim(A, 1), k2 = qrt_dim(B, 0), n = qrt_dim(B, 1);
    if (k != k2) qrt_error("matrix product: %dx%d times %dx%d", m, k, k2, n);
    int cplx = A->type == QRT_CSCALAR || B->type == QRT_CSCALAR;
    int dims[2] = { m, n };
    qrt_array *R = A->ndims == 1 && m == 1 ? qrt_new(cplx ? QRT_CSCALAR : QRT_SCALAR, 1, &n, 1)
                                           : qrt_zeros(cplx ? QRT_CSCALAR : QRT_SCALAR, 2, dims);
    const void *a = qrt_host_read(A), *b = qrt_host_read(B);
    if (!cplx && A->type == QRT_SCALAR && B->type == QRT_SCALAR) {
        const float *fa = a, *fb = b;
        float *o = R->host;
        for (int i = 0; i < m; i++)          /* i-p-j order: rows of B stream */
            for (int p = 0; p < k; p++) {
                float x = fa[(size_t)i * k + p];
                for (int j = 0; j < n; j++) o[(size_t)i * n + j] += x * fb[(size_t)p * n + j];
            }
        return R;
    }
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++) {
            double _Complex s = 0;
            for (int p = 0; p < k; p++)
                s += qrt_elem_(A, a, (size_t)i * k + p) * qrt_elem_(B, b, (size_t)p * n + j);
            qrt_store_(R, R->host, (size_t)i * n + j, s);
        }
    return R;
}

qrt_array *qrt_transpose(qrt_array *A)
{
    if (A->ndims > 2) qrt_error("transpose of an array with %d dimensions", A->ndims);
    int m = qrt_dim(A, 0), n = qrt_dim(A, 1), dims[2] = { n, m };
    qrt_array *R = qrt_new(A->type, 2, dims, 0);
    const char *a = qrt_host_read(A);
    char *o = R->host;
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++)
            memcpy(o + ((size_t)j * m + i) * A->elsize, a + ((size_t)i * n + j) * A->elsize, A->elsize);
    return R;
}

/* ---- reductions --------------------------------------------------------------------- */

static const char *red_name(qrt_red op)
{
    static const char *names[] = { "sum", "prod", "min", "max", "mean" };
    return (unsigned)op < 5 ? names[op] : "?";
}

/* Reduces n elements of A at data offsets base + i*stride. */
static double _Complex reduce_run(qrt_red op, const qrt_array *A, const void *data, size_t base, size_t stride,
                                  size_t n)
{
    if (A->type == QRT_CSCALAR && (op == QRT_MIN || op == QRT_MAX))
        qrt_error("%s of a complex array", red_name(op));
    if (n == 0 && op != QRT_SUM && op != QRT_PROD) qrt_error("%s of an empty array", red_name(op));
    if (A->type == QRT_SCALAR && (op == QRT_SUM || op == QRT_MEAN)) {
        const float *f = (const float *)data + base;
        double r = 0;
        if (stride == 1)
            for (size_t i = 0; i < n; i++) r += f[i];
        else
            for (size_t i = 0; i < n; i++) r += f[i * stride];
        return op == QRT_MEAN ? r / (double)n : r;
    }
    if (A->type != QRT_CSCALAR) {
        double r = op == QRT_PROD ? 1 : op == QRT_MIN || op == QRT_MAX ? rd_real(A, data, base) : 0;
        for (size_t i = 0; i < n; i++) {
            double x = rd_real(A, data, base + i * stride);
            switch (op) {
            case QRT_SUM: case QRT_MEAN: r += x; break;
            case QRT_PROD: r *= x; break;
            case QRT_MIN: if (x < r || isnan(r)) r = x; break;
            case QRT_MAX: if (x > r || isnan(r)) r = x; break;
            }
        }
        return op == QRT_MEAN ? r / (double)n : r;
    }
    double _Complex acc = op == QRT_PROD ? 1 : 0;
    for (size_t i = 0; i < n; i++) {
        double _Complex x = qrt_elem_(A, data, base + i * stride);
        switch (op) {
        case QRT_SUM: case QRT_MEAN: acc += x; break;
        case QRT_PROD: acc *= x; break;
        case QRT_MIN: if (creal(x) < creal(acc) || isnan(creal(acc))) acc = x; break;
        case QRT_MAX: if (creal(x) > creal(acc) || isnan(creal(acc))) acc = x; break;
        }
    }
    return op == QRT_MEAN ? acc / (double)n : acc;
}

double qrt_reduce(qrt_red op, qrt_array *A)
{
    if (A->type == QRT_CSCALAR && op != QRT_MIN && op != QRT_MAX)
        qrt_error("%s of a complex array gives a complex number (qrt_creduce)", red_name(op));
    return creal(reduce_run(op, A, qrt_host_read(A), 0, 1, A->numel));
}

qrt_cscalar qrt_creduce(qrt_red op, qrt_array *A)
{
    return (qrt_cscalar)reduce_run(op, A, qrt_host_read(A), 0, 1, A->numel);
}

/* reduce_dim of a real array when the reduced dimension is not the last:
 * whole rows of `inner` elements are combined at unit stride. */
static void reduce_rows(qrt_red op, const qrt_array *A, const void *data, qrt_array *R, size_t outer, size_t len,
                        size_t inner)
{
    double *acc = malloc(inner * sizeof *acc);
    if (!acc) qrt_error("out of memory");
    for (size_t o = 0; o < outer; o++) {
        size_t base = o * len * inner;
        for (size_t i = 0; i < inner; i++) acc[i] = rd_real(A, data, base + i);
        for (size_t k = 1; k < len; k++)
            for (size_t i = 0; i < inner; i++) {
                double x = rd_real(A, data, base + k * inner + i);
                switch (op) {
                case QRT_SUM: case QRT_MEAN: acc[i] += x; break;
                case QRT_PROD: acc[i] *= x; break;
                case QRT_MIN: if (x < acc[i] || isnan(acc[i])) acc[i] = x; break;
                case QRT_MAX: if (x > acc[i] || isnan(acc[i])) acc[i] = x; break;
                }
            }
        for (size_t i = 0; i < inner; i++)
            wr_real(R, R->host, o * inner + i, op == QRT_MEAN ? acc[i] / (double)len : acc[i]);
    }
    free(acc);
}

qrt_array *qrt_reduce_dim(qrt_red op, qrt_array *A, int dim)
{
    int nd = A->ndims < 2 ? 2 : A->ndims;
    if (dim < 0 || dim >= QRT_MAXDIMS) qrt_error("%s along dimension %d", red_name(op), dim);
    /* the array as outer x len x inner around `dim` */
    size_t outer = 1, inner = 1, len = (size_t)qrt_dim(A, dim);
    for (int d = 0; d < dim && d < nd; d++) outer *= (size_t)qrt_dim(A, d);
    for (int d = dim + 1; d < nd; d++) inner *= (size_t)qrt_dim(A, d);
    qrt_type t = A->type;
    if (op == QRT_MEAN && t == QRT_INT) t = QRT_SCALAR;
    if (A->type == QRT_CSCALAR && (op == QRT_MIN || op == QRT_MAX))
        qrt_error("%s of a complex array", red_name(op));
    if (len == 0 && outer * inner != 0 && op != QRT_SUM && op != QRT_PROD)
        qrt_error("%s of an empty array", red_name(op));
    qrt_array *R;
    if (A->ndims == 1) {
        int n = dim == 1 ? 1 : A->dims[0];
        R = qrt_new(t, 1, &n, 0);
    } else {
        int dims[QRT_MAXDIMS];
        int rnd = A->ndims;
        for (int d = 0; d < rnd; d++) dims[d] = d == dim ? 1 : A->dims[d];
        R = qrt_new(t, rnd, dims, 0);
    }
    const void *data = qrt_host_read(A);
    if (A->type != QRT_CSCALAR && inner > 1 && len > 0) {
        reduce_rows(op, A, data, R, outer, len, inner);
        return R;
    }
    for (size_t o = 0; o < outer; o++)
        for (size_t i = 0; i < inner; i++)
            qrt_store_(R, R->host, o * inner + i, reduce_run(op, A, data, o * len * inner + i, inner, len));
    return R;
}
