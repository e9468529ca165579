/*
 * qrt.h: the Quasar run-time library (libkforge_qrt.a), which C generated
 * from Quasar programs links with.
 *
 * Contract.
 *
 *   Objects.  Arrays, strings and cells are heap objects with a reference
 *   count.  Every function that returns an object pointer gives a NEW
 *   reference (__give): the caller owns it and ends it with qrt_release.
 *   Object arguments are borrowed (__keep) unless the comment says __take.
 *   qrt_retain adds a reference and returns its argument; qrt_release of
 *   NULL does nothing.  Quasar's reference semantics (`B = A` shares) is a
 *   qrt_retain; `copy(A)` is qrt_copy.
 *
 *   Arrays.  Up to QRT_MAXDIMS dimensions, row-major (the last index varies
 *   fastest), 0-based, elements of one type: QRT_SCALAR (float, Quasar's
 *   `scalar`), QRT_INT (int32), QRT_CSCALAR (float _Complex).  A `vec` has
 *   ndims 1 and Quasar's size [1,n]: qrt_dim(v,0) is 1 and qrt_dim(v,1) is n,
 *   so the row-major formula i*size(A,1)+j indexes vectors and matrices
 *   alike.  qrt_dim of a dimension past ndims is 1.  Booleans (comparisons,
 *   logic) are QRT_SCALAR arrays of 0 and 1, as in Quasar.
 *
 *   Residency (the data transfer optimizer of the Quasar compiler chapter,
 *   §17.1: "when a matrix is only read from, its dirty bit does not need to
 *   be changed").  An array has a host copy and may have an OpenCL copy (and
 *   a CUDA copy when built with QRT_CUDA).  `valid` holds one bit per side;
 *   a side whose bit is clear is dirty there.  Reading on a side copies the
 *   data in only when that side is dirty; writing on a side clears the other
 *   sides' bits.  Nothing moves otherwise, so a kernel chain that stays on
 *   the device transfers nothing until the host reads the result.
 *   qrt_xfer_stats counts every transfer.
 *
 *   Host data.  The element pointers (qrt_rd_f, qrt_wr_f, ...) are valid
 *   until the next call that may move or write the array on another side.
 *   All library operations (arithmetic, reductions, print, ...) run on the
 *   host and keep this protocol themselves.
 *
 *   Errors.  A Quasar run-time error (size mismatch, index out of range in
 *   'checked mode, error(), a failed assert, an unreadable image, an OpenCL
 *   failure) prints "FILE:LINE:COL: error: MESSAGE" (the location is the
 *   last QRT_AT, omitted when none was set) to stderr, flushes stdio and
 *   ends the process with status 1 at once (_exit: no atexit handlers run,
 *   so the arrays still alive are no leak report).  A test may install a
 *   hook with qrt_set_error_hook; a hook that returns still ends so.
 *
 *   Printing.  print(a, b, ...) writes its arguments one after the other
 *   and a newline.  A number prints whole when it is integral (below
 *   1e15: "3", "1000000"), else with %g ("0.25"); a complex number as
 *   "re+imi" ("1+2i", "1-2.5i"); a vector, or a matrix of one row, as
 *   "[1,2,3]"; a matrix as "[[1,2],\n [3,4]]" (one row a line); higher
 *   arrays nest the same way.  printf/sprintf take C's conversions (%d %i
 *   %u %x %X %o %c %f %F %e %E %g %G %s %% with flags, width, precision and
 *   `*`), each argument converted to what its conversion needs (%d
 *   truncates a scalar toward zero, as C's cast); %s of a number or an
 *   array prints it as print does.
 *
 *   Images.  qrt_imread gives a cube [rows, cols, 3] of scalars (grey
 *   images are replicated into the 3 channels, alpha is dropped), values as
 *   stored: 0..255 for 8-bit files, 0..65535 for 16-bit, the float values of
 *   a float TIFF.  qrt_imwrite writes a mat (grey) or a cube with 1 or 3
 *   channels at 8 bits (values rounded and clamped to 0..255);
 *   qrt_imwrite_bits also writes 16-bit PNG/TIFF (clamped to 0..65535) and
 *   32-bit float TIFF.  The format is chosen by the extension (.png, .tif,
 *   .tiff); a file is written whole or not at all.
 *
 * Linking: libkforge_qrt.a -lOpenCL -lpng16 -ltiff -lm (pkg-config
 * kforge-qrt once installed).  Host code is not thread-safe (one Quasar host
 * program); the inline element helpers may be called from OpenMP kernels on
 * arrays whose host copy is valid (call qrt_rd_* / qrt_wr_* before the
 * parallel region).
 */
#ifndef KFORGE_QRT_H
#define KFORGE_QRT_H

#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define QRT_MAXDIMS 8

typedef float qrt_scalar;
typedef float _Complex qrt_cscalar;

typedef enum qrt_type { QRT_SCALAR = 0, QRT_INT = 1, QRT_CSCALAR = 2 } qrt_type;

/* Object kinds (the first member of every object). */
enum { QRT_OBJ_ARRAY = 0x51A1, QRT_OBJ_STRING = 0x51A2, QRT_OBJ_CELL = 0x51A3 };

/* Where an array's data is valid (qrt_array.valid). */
enum { QRT_ON_HOST = 1, QRT_ON_OCL = 2, QRT_ON_CUDA = 4 };

typedef struct qrt_array {
    int kind;                 /* QRT_OBJ_ARRAY */
    int refs;
    qrt_type type;
    int ndims;                /* 1..QRT_MAXDIMS */
    int dims[QRT_MAXDIMS];    /* dims[ndims..] are 1 */
    size_t numel;
    size_t elsize;
    void *host;               /* numel * elsize bytes (never NULL) */
    unsigned valid;           /* QRT_ON_* bits */
    void *ocl;                /* cl_mem or NULL */
    void *cuda;               /* device pointer or NULL */
    struct qrt_array *base;   /* a view (qrt_reshape): the array whose data and
                                 residency these are (held), its own valid 0 */
} qrt_array;

typedef struct qrt_string {
    int kind;                 /* QRT_OBJ_STRING */
    int refs;
    size_t len;
    char s[];                 /* len bytes and a NUL */
} qrt_string;

/* A value of any Quasar type: print/printf arguments, cell items. */
typedef enum qrt_vkind { QRT_V_NONE, QRT_V_SCALAR, QRT_V_INT, QRT_V_CSCALAR, QRT_V_OBJ } qrt_vkind;
typedef struct qrt_val {
    qrt_vkind kind;
    union {
        double s;             /* QRT_V_SCALAR */
        int i;                /* QRT_V_INT */
        qrt_cscalar c;        /* QRT_V_CSCALAR */
        void *obj;            /* QRT_V_OBJ: array, string or cell (kept) */
    } u;
} qrt_val;

typedef struct qrt_cell {
    int kind;                 /* QRT_OBJ_CELL */
    int refs;
    int ndims;
    int dims[QRT_MAXDIMS];
    size_t numel;
    qrt_val *items;           /* an object item holds a reference */
} qrt_cell;

static inline qrt_val qrt_vs(double s) { qrt_val v; v.kind = QRT_V_SCALAR; v.u.s = s; return v; }
static inline qrt_val qrt_vi(int i) { qrt_val v; v.kind = QRT_V_INT; v.u.i = i; return v; }
static inline qrt_val qrt_vc(qrt_cscalar c) { qrt_val v; v.kind = QRT_V_CSCALAR; v.u.c = c; return v; }
static inline qrt_val qrt_vo(void *obj) { qrt_val v; v.kind = QRT_V_OBJ; v.u.obj = obj; return v; }

/* ---- objects ---------------------------------------------------------- */

void *qrt_retain(void *obj);           /* returns obj; NULL-safe */
void qrt_release(void *obj);           /* NULL-safe; frees at zero */
int qrt_refs(const void *obj);         /* the count (tests) */
qrt_array *qrt_copy(qrt_array *A);     /* __give a deep copy */

/* ---- creation (all __give) --------------------------------------------- */

qrt_array *qrt_new(qrt_type t, int ndims, const int *dims, int zero); /* zero: 0 = uninit */
qrt_array *qrt_zeros(qrt_type t, int ndims, const int *dims);
qrt_array *qrt_ones(qrt_type t, int ndims, const int *dims);
qrt_array *qrt_uninit(qrt_type t, int ndims, const int *dims);
qrt_array *qrt_zeros1(int n);                     /* vec */
qrt_array *qrt_zeros2(int m, int n);              /* mat */
qrt_array *qrt_zeros3(int m, int n, int k);       /* cube */
qrt_array *qrt_eye(int n);                        /* n x n identity, scalar */
qrt_array *qrt_linspace(double a, double b, int n); /* vec, both ends included (n = 1: [a]) */
qrt_array *qrt_range(double a, double b, double step); /* a..b (inclusive) by step */
/* Literal: copies numel(dims) elements of `data` (float, int or cscalar). */
qrt_array *qrt_from(qrt_type t, int ndims, const int *dims, const void *data);
qrt_array *qrt_scalar_array(qrt_cscalar v, qrt_type t); /* a 1-element vec */
/* rand: uniform in [0,1); randn: standard normal (scalar arrays).  One
 * generator a process (xoshiro256**), seeded with a fixed value so runs
 * repeat; qrt_seed reseeds it. */
qrt_array *qrt_rand(int ndims, const int *dims);
qrt_array *qrt_randn(int ndims, const int *dims);
double qrt_rand1(void);
double qrt_randn1(void);
void qrt_seed(uint64_t seed);
qrt_array *qrt_convert(qrt_array *A, qrt_type t); /* __give; int conversion truncates */

/* ---- shape -------------------------------------------------------------- */

static inline int qrt_ndims(const qrt_array *A) { return A->ndims; }
static inline size_t qrt_numel(const qrt_array *A) { return A->numel; }
/* Quasar's size(A, d): a vec is [1,n]; 1 past ndims. */
static inline int qrt_dim(const qrt_array *A, int d)
{
    if (A->ndims == 1) return d == 0 ? 1 : d == 1 ? A->dims[0] : 1;
    return d >= 0 && d < QRT_MAXDIMS ? A->dims[d] : 1;
}
qrt_array *qrt_size(const qrt_array *A);          /* __give an int vec, max(ndims,2) long */
/* __give a view of A's data with another shape (Quasar's reshape shares:
 * a write through either shows in both; copy() it to separate them). */
qrt_array *qrt_reshape(qrt_array *A, int ndims, const int *dims);
qrt_array *qrt_repmat(qrt_array *A, int nreps, const int *reps);   /* __give */
/* The n arrays joined along dimension `dim` (0: rows, 1: columns, ...);
 * every other size must agree.  Vecs joined along 1 give a vec, along 0 a
 * matrix of rows.  The type is the widest (int < scalar < cscalar). */
qrt_array *qrt_cat(int dim, int n, qrt_array *const *arrays);       /* __give */

/* ---- residency ---------------------------------------------------------- */

enum { QRT_READ = 1, QRT_WRITE = 2, QRT_READWRITE = 3 };

const void *qrt_host_read(qrt_array *A);   /* fetch into the host if dirty there */
void *qrt_host_write(qrt_array *A);        /* fetch if dirty, then host only valid */
void *qrt_host_overwrite(qrt_array *A);    /* no fetch; host only valid */
void qrt_host_sync_(qrt_array *A);         /* internal: fetch to host */

static inline const float *qrt_rd_f(qrt_array *A) { return (const float *)qrt_host_read(A); }
static inline const int *qrt_rd_i(qrt_array *A) { return (const int *)qrt_host_read(A); }
static inline const qrt_cscalar *qrt_rd_c(qrt_array *A) { return (const qrt_cscalar *)qrt_host_read(A); }
static inline float *qrt_wr_f(qrt_array *A) { return (float *)qrt_host_write(A); }
static inline int *qrt_wr_i(qrt_array *A) { return (int *)qrt_host_write(A); }
static inline qrt_cscalar *qrt_wr_c(qrt_array *A) { return (qrt_cscalar *)qrt_host_write(A); }

typedef struct qrt_xfer_stats {
    long to_device, to_host;          /* transfers */
    size_t bytes_to_device, bytes_to_host;
    long programs_built;              /* OpenCL programs built (once per text) */
} qrt_xfer_stats;
void qrt_xfer_stats_get(qrt_xfer_stats *out);
void qrt_xfer_stats_reset(void);

/* ---- boundary modes and element access ----------------------------------- */

typedef enum qrt_bmode {
    QRT_UNCHECKED,   /* no test (fast; out of range is undefined) */
    QRT_CHECKED,     /* out of range: error naming the position and size */
    QRT_SAFE,        /* reads outside give 0, writes outside are dropped */
    QRT_CLAMPED,     /* -1 -> 0, n -> n-1 */
    QRT_MIRROR,      /* -1 -> 0, -2 -> 1, n -> n-1, n+1 -> n-2 (period 2n) */
    QRT_CIRCULAR     /* -1 -> n-1, n -> 0 (period n) */
} qrt_bmode;

static inline int qrt_bnd_clamp(int i, int n) { return i < 0 ? 0 : i >= n ? n - 1 : i; }
static inline int qrt_bnd_circ(int i, int n) { int r = i % n; return r < 0 ? r + n : r; }
static inline int qrt_bnd_mirror(int i, int n)
{
    int p = qrt_bnd_circ(i, 2 * n);
    return p < n ? p : 2 * n - 1 - p;
}

/* The 'checked error: names the position idx[0..n) and A's size. */
_Noreturn void qrt_index_error(const qrt_array *A, int n, const int *idx);

/* The linear offset of an n-index position under a mode; -1 for a SAFE
 * position outside (the caller reads 0 / drops the write). */
static inline long qrt_offset(const qrt_array *A, int n, const int *idx, qrt_bmode m)
{
    long off = 0;
    for (int d = 0; d < n; d++) {
        int len = n == 1 ? (int)A->numel : qrt_dim(A, d);
        int i = idx[d];
        if (i < 0 || i >= len) {
            if (len <= 0 && m != QRT_UNCHECKED) {   /* nothing to wrap onto */
                if (m == QRT_SAFE) return -1;
                qrt_index_error(A, n, idx);
            }
            switch (m) {
            case QRT_UNCHECKED: break;
            case QRT_CHECKED: qrt_index_error(A, n, idx); return -1;
            case QRT_SAFE: return -1;
            case QRT_CLAMPED: i = qrt_bnd_clamp(i, len); break;
            case QRT_MIRROR: i = qrt_bnd_mirror(i, len); break;
            case QRT_CIRCULAR: i = qrt_bnd_circ(i, len); break;
            }
        }
        off = off * len + i;
    }
    return off;
}

/* Host element access with a mode: any element type, the value as a
 * complex number (real arrays have imaginary part 0).  The fast helpers
 * below are for scalar arrays. */
qrt_cscalar qrt_get(qrt_array *A, int n, const int *idx, qrt_bmode m);
void qrt_set(qrt_array *A, int n, const int *idx, qrt_cscalar v, qrt_bmode m);

static inline float qrt_get1f(qrt_array *A, int i, qrt_bmode m)
{
    long o = qrt_offset(A, 1, &i, m);
    return o < 0 ? 0.0f : qrt_rd_f(A)[o];
}
static inline float qrt_get2f(qrt_array *A, int i, int j, qrt_bmode m)
{
    int idx[2] = { i, j };
    long o = qrt_offset(A, 2, idx, m);
    return o < 0 ? 0.0f : qrt_rd_f(A)[o];
}
static inline float qrt_get3f(qrt_array *A, int i, int j, int k, qrt_bmode m)
{
    int idx[3] = { i, j, k };
    long o = qrt_offset(A, 3, idx, m);
    return o < 0 ? 0.0f : qrt_rd_f(A)[o];
}
static inline void qrt_set1f(qrt_array *A, int i, float v, qrt_bmode m)
{
    long o = qrt_offset(A, 1, &i, m);
    if (o >= 0) qrt_wr_f(A)[o] = v;
}
static inline void qrt_set2f(qrt_array *A, int i, int j, float v, qrt_bmode m)
{
    int idx[2] = { i, j };
    long o = qrt_offset(A, 2, idx, m);
    if (o >= 0) qrt_wr_f(A)[o] = v;
}
static inline void qrt_set3f(qrt_array *A, int i, int j, int k, float v, qrt_bmode m)
{
    int idx[3] = { i, j, k };
    long o = qrt_offset(A, 3, idx, m);
    if (o >= 0) qrt_wr_f(A)[o] = v;
}

/* ---- slices ------------------------------------------------------------- */

/* One index of a slice: `:` (QRT_ALL), a single index (dimension dropped
 * from the result), or lo..hi by step (inclusive; step may be negative). */
typedef enum qrt_rkind { QRT_ALL, QRT_INDEX, QRT_RANGE } qrt_rkind;
typedef struct qrt_range_t { qrt_rkind kind; int lo, hi, step; } qrt_range_t;
static inline qrt_range_t qrt_r_all(void) { qrt_range_t r = { QRT_ALL, 0, 0, 1 }; return r; }
static inline qrt_range_t qrt_r_at(int i) { qrt_range_t r = { QRT_INDEX, i, i, 1 }; return r; }
static inline qrt_range_t qrt_r(int lo, int hi) { qrt_range_t r = { QRT_RANGE, lo, hi, 1 }; return r; }
static inline qrt_range_t qrt_r_step(int lo, int hi, int s) { qrt_range_t r = { QRT_RANGE, lo, hi, s }; return r; }

/* A[r0, r1, ...] (__give a new array; out of range is an error).  Dropped
 * dimensions: one kept dimension gives a vec, none a 1-element vec. */
qrt_array *qrt_slice(qrt_array *A, int n, const qrt_range_t *r);
/* A[r0, ...] = B (B's numel must match the slice's) or = v. */
void qrt_slice_assign(qrt_array *A, int n, const qrt_range_t *r, qrt_array *B);
void qrt_slice_fill(qrt_array *A, int n, const qrt_range_t *r, qrt_cscalar v);

/* ---- element-wise arithmetic --------------------------------------------- */

typedef enum qrt_binop {
    QRT_ADD, QRT_SUB, QRT_MUL, QRT_DIV, QRT_POW,      /* + - .* ./ .^ */
    QRT_LT, QRT_LE, QRT_GT, QRT_GE, QRT_EQ, QRT_NE,   /* comparisons: 0/1 */
    QRT_AND, QRT_OR,                                  /* logic: 0/1 */
    QRT_MINE, QRT_MAXE, QRT_MOD, QRT_ATAN2            /* min(a,b) max(a,b) mod atan2 */
} qrt_binop;

typedef enum qrt_unop {
    QRT_NEG, QRT_NOT, QRT_ABS, QRT_SQRT, QRT_EXP, QRT_EXP2, QRT_LOG, QRT_LOG2, QRT_LOG10,
    QRT_SIN, QRT_COS, QRT_TAN, QRT_ASIN, QRT_ACOS, QRT_ATAN, QRT_SINH, QRT_COSH, QRT_TANH,
    QRT_FLOOR, QRT_CEIL, QRT_ROUND, QRT_FRAC, QRT_SIGN, QRT_SATURATE,
    QRT_ISINF, QRT_ISNAN, QRT_ISFINITE, QRT_REAL, QRT_IMAG, QRT_CONJ, QRT_ANGLE
} qrt_unop;

/* Result type: complex if either is; else int for + - .* min max mod of two
 * ints; else scalar (./ and .^ of ints give scalar, as Quasar's `/`).  An
 * operand with one element broadcasts; otherwise the sizes must agree. */
qrt_array *qrt_bin(qrt_binop op, qrt_array *A, qrt_array *B);   /* __give */
qrt_array *qrt_bin_as(qrt_binop op, qrt_array *A, double s);    /* A op s */
qrt_array *qrt_bin_sa(qrt_binop op, double s, qrt_array *A);    /* s op A */
qrt_array *qrt_un(qrt_unop op, qrt_array *A);                   /* __give */

/* The same operations on one scalar (Quasar semantics: mod(x,a) has the
 * sign of a, frac(x) = x - floor(x), sign(0) = 0, saturate to [0,1]). */
double qrt_sbin(qrt_binop op, double a, double b);
double qrt_sun(qrt_unop op, double a);

qrt_array *qrt_matmul(qrt_array *A, qrt_array *B);  /* A*B; a vec is a 1xn row */
qrt_array *qrt_transpose(qrt_array *A);             /* A' (2-D; a vec becomes n x 1) */

/* ---- reductions ---------------------------------------------------------- */

typedef enum qrt_red { QRT_SUM, QRT_PROD, QRT_MIN, QRT_MAX, QRT_MEAN } qrt_red;
/* Over all elements (accumulated in double); min/max of a complex array
 * and any reduction of an empty array are errors (sum 0, prod 1 aside). */
double qrt_reduce(qrt_red op, qrt_array *A);
qrt_cscalar qrt_creduce(qrt_red op, qrt_array *A);          /* sum/prod/mean, complex */
/* Along dimension `dim` (0-based, Quasar's size numbering): that dimension
 * becomes 1 (a vec's dims are [1,n]). */
qrt_array *qrt_reduce_dim(qrt_red op, qrt_array *A, int dim); /* __give */

/* ---- complex scalars ------------------------------------------------------ */

/* Without <complex.h>, whose macro `I` would take a name from generated
 * code: C11 lays a complex out as two floats, re then im. */
typedef union qrt_cparts { qrt_cscalar c; float f[2]; } qrt_cparts;
static inline qrt_cscalar qrt_complex(float re, float im) { qrt_cparts u; u.f[0] = re; u.f[1] = im; return u.c; }
static inline float qrt_real(qrt_cscalar c) { qrt_cparts u; u.c = c; return u.f[0]; }
static inline float qrt_imag(qrt_cscalar c) { qrt_cparts u; u.c = c; return u.f[1]; }
static inline qrt_cscalar qrt_conj(qrt_cscalar c) { return qrt_complex(qrt_real(c), -qrt_imag(c)); }
static inline float qrt_cabs(qrt_cscalar c) { return hypotf(qrt_real(c), qrt_imag(c)); }
static inline float qrt_angle(qrt_cscalar c) { return atan2f(qrt_imag(c), qrt_real(c)); }

/* ---- strings and cells ---------------------------------------------------- */

qrt_string *qrt_str(const char *s);                 /* __give */
qrt_string *qrt_str_n(const char *s, size_t len);   /* __give */
qrt_string *qrt_str_cat(const qrt_string *a, const qrt_string *b); /* __give */
int qrt_str_eq(const qrt_string *a, const qrt_string *b);
qrt_string *qrt_str_of(qrt_val v);                  /* __give: v as print writes it */

qrt_cell *qrt_cell_new(int ndims, const int *dims); /* __give; items are QRT_V_NONE */
qrt_val qrt_cell_get(qrt_cell *c, int i);           /* kept: the cell still owns it */
void qrt_cell_set(qrt_cell *c, int i, qrt_val v);   /* retains an object value */

/* ---- output, time, errors ------------------------------------------------- */

void qrt_print(int n, const qrt_val *args);         /* print(a, b, ...) */
void qrt_fprint_val(FILE *f, qrt_val v);
void qrt_printf(const char *fmt, int n, const qrt_val *args);
qrt_string *qrt_sprintf(const char *fmt, int n, const qrt_val *args); /* __give */

void qrt_tic(void);
double qrt_toc(void);                 /* ms since the last tic */

/* Source position of the statement running: errors name it. */
extern const char *qrt_loc_file;
extern int qrt_loc_line, qrt_loc_col;
#define QRT_AT(f, l, c) (qrt_loc_file = (f), qrt_loc_line = (l), qrt_loc_col = (c))

_Noreturn void qrt_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* assert(cond): "assertion failed: TEXT" (TEXT the source of cond). */
static inline void qrt_assert(int cond, const char *text)
{
    if (!cond) qrt_error("assertion failed: %s", text);
}
/* A hook called with the whole message before the exit; a test's hook may
 * longjmp out.  NULL restores the default. */
void qrt_set_error_hook(void (*hook)(const char *msg, void *ud), void *ud);

/* ---- images --------------------------------------------------------------- */

qrt_array *qrt_imread(const char *path);                       /* __give */
void qrt_imwrite(const char *path, qrt_array *A);
void qrt_imwrite_bits(const char *path, qrt_array *A, int bits); /* 8, 16, 32 (float TIFF) */

/* ---- OpenCL ---------------------------------------------------------------- */

/* Opens the device on first use ($KFORGE_DEVICE as kf_ocl_open reads it);
 * 1 when OpenCL works, else 0 (qrt_ocl_buffer and launches then error). */
int qrt_ocl_available(void);
/* The array's cl_mem (as void *) after the residency protocol for an
 * access of QRT_READ (fetch if dirty), QRT_WRITE (no fetch; the device copy
 * becomes the only valid one) or QRT_READWRITE. */
void *qrt_ocl_buffer(qrt_array *A, int access);

/* A kernel argument: an array (its cl_mem, with its access) or a value. */
typedef enum qrt_kakind { QRT_KA_ARRAY, QRT_KA_FLOAT, QRT_KA_INT, QRT_KA_CSCALAR, QRT_KA_LOCAL } qrt_kakind;
typedef struct qrt_karg {
    qrt_kakind kind;
    int access;              /* arrays: QRT_READ / QRT_WRITE / QRT_READWRITE */
    union { qrt_array *a; float f; int i; qrt_cscalar c; size_t bytes; } u;
} qrt_karg;
static inline qrt_karg qrt_ka(qrt_array *a, int access) { qrt_karg k; k.kind = QRT_KA_ARRAY; k.access = access; k.u.a = a; return k; }
static inline qrt_karg qrt_kf(float f) { qrt_karg k; k.kind = QRT_KA_FLOAT; k.access = 0; k.u.f = f; return k; }
static inline qrt_karg qrt_ki(int i) { qrt_karg k; k.kind = QRT_KA_INT; k.access = 0; k.u.i = i; return k; }
static inline qrt_karg qrt_kc(qrt_cscalar c) { qrt_karg k; k.kind = QRT_KA_CSCALAR; k.access = 0; k.u.c = c; return k; }
static inline qrt_karg qrt_klocal(size_t bytes) { qrt_karg k; k.kind = QRT_KA_LOCAL; k.access = 0; k.u.bytes = bytes; return k; }

/* Runs `kernel` of the program built from `src` + `options` (built once a
 * process, cached by its text; the binary also goes to kforge's on-disk
 * kernel cache) over `ndim` (1-3) global sizes, with `local` sizes or NULL
 * (the driver picks).  A complex argument is passed as float2.  Waits for
 * the kernel to finish. */
void qrt_ocl_launch(const char *src, const char *options, const char *kernel, int ndim,
                    const size_t *global, const size_t *local, int nargs, const qrt_karg *args);

/* OpenCL C text defining the boundary helpers for kernels:
 * qrt_bnd_clamp/qrt_bnd_circ/qrt_bnd_mirror (int i, int n) as above. */
extern const char qrt_ocl_prelude[];

/* ---- CUDA (only with -DQRT_CUDA; compile-checked where no GPU exists) --- */

/* The array's device pointer after the residency protocol; without CUDA
 * support this is a run-time error. */
void *qrt_cuda_ptr(qrt_array *A, int access);

/* Releases the cached OpenCL programs and the context: call at the end of
 * main, after the last array is released (an array's OpenCL buffer belongs
 * to that context), so leak checkers see a clean exit. */
void qrt_shutdown(void);

#endif
