/*
 * qrt_io.c: errors, strings, cells, print/printf/sprintf and tic/toc
 * (contract in include/kforge/qrt.h).
 */
#include "runtime/qrt_int.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

const char *qrt_loc_file;
int qrt_loc_line, qrt_loc_col;

static void (*error_hook)(const char *, void *);
static void *error_ud;

void qrt_set_error_hook(void (*hook)(const char *msg, void *ud), void *ud)
{
    error_hook = hook;
    error_ud = ud;
}

/* The whole message is formatted first, so that the hook sees it and the
 * line reaches stderr in one write.  The exit is _exit after flushing
 * stdio: the program stops where the error is, and its live arrays are not
 * a leak report. */
_Noreturn void qrt_error(const char *fmt, ...)
{
    char msg[1024], line[1200];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (qrt_loc_file)
        snprintf(line, sizeof line, "%s:%d:%d: error: %s\n", qrt_loc_file, qrt_loc_line, qrt_loc_col, msg);
    else
        snprintf(line, sizeof line, "error: %s\n", msg);
    if (error_hook) error_hook(line, error_ud);
    fflush(stdout);
    fputs(line, stderr);
    fflush(stderr);
    _exit(1);
}

/* ---- text buffers ---------------------------------------------------------- */

void qrt_sb_add(qrt_sb *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 64;
        while (cap < b->len + n + 1) cap *= 2;
        char *p = realloc(b->s, cap);
        if (!p) qrt_error("out of memory");
        b->s = p;
        b->cap = cap;
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = 0;
}

void qrt_sb_vprintf(qrt_sb *b, const char *fmt, va_list ap)
{
    char small[256];
    va_list aq;
    va_copy(aq, ap);
    int n = vsnprintf(small, sizeof small, fmt, aq);
    va_end(aq);
    if (n < 0) qrt_error("bad format \"%s\"", fmt);
    if ((size_t)n < sizeof small) {
        qrt_sb_add(b, small, (size_t)n);
        return;
    }
    char *big = malloc((size_t)n + 1);
    if (!big) qrt_error("out of memory");
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    qrt_sb_add(b, big, (size_t)n);
    free(big);
}

void qrt_sb_printf(qrt_sb *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    qrt_sb_vprintf(b, fmt, ap);
    va_end(ap);
}

char *qrt_sb_take(qrt_sb *b)
{
    if (!b->s) qrt_sb_add(b, "", 0);
    char *s = b->s;
    b->s = NULL;
    b->len = b->cap = 0;
    return s;
}

void qrt_sb_free(qrt_sb *b)
{
    free(b->s);
    b->s = NULL;
    b->len = b->cap = 0;
}

/* ---- print ------------------------------------------------------------------ */

/* An integral value prints whole ("1000000", not %g's "1e+06"); others
 * with %g. */
static void sb_real(qrt_sb *b, double x)
{
    if (x == floor(x) && fabs(x) < 1e15) qrt_sb_printf(b, "%.0f", x);
    else qrt_sb_printf(b, "%g", x);
}

static void sb_complex(qrt_sb *b, double _Complex c)
{
    double im = cimag(c);
    sb_real(b, creal(c));
    qrt_sb_add(b, signbit(im) ? "-" : "+", 1);
    sb_real(b, fabs(im));
    qrt_sb_add(b, "i", 1);
}

static void sb_elem(qrt_sb *b, const qrt_array *A, const void *data, size_t i)
{
    switch (A->type) {
    case QRT_SCALAR: sb_real(b, ((const float *)data)[i]); break;
    case QRT_INT: qrt_sb_printf(b, "%d", ((const int *)data)[i]); break;
    case QRT_CSCALAR: sb_complex(b, ((const qrt_cscalar *)data)[i]); break;
    }
}

/* Dimension d of A from offset `base`: "[x,y]" for the last dimension,
 * nested brackets one row a line above it. */
static void sb_dims(qrt_sb *b, const qrt_array *A, const void *data, int d, size_t base, size_t stride)
{
    int n = A->dims[d];
    size_t inner = stride / (n ? (size_t)n : 1);
    qrt_sb_add(b, "[", 1);
    for (int i = 0; i < n; i++) {
        if (i) {
            qrt_sb_add(b, ",", 1);
            if (d < A->ndims - 1) {
                qrt_sb_add(b, "\n", 1);
                for (int s = 0; s <= d; s++) qrt_sb_add(b, " ", 1);
            }
        }
        if (d == A->ndims - 1) sb_elem(b, A, data, base + (size_t)i);
        else sb_dims(b, A, data, d + 1, base + (size_t)i * inner, inner);
    }
    qrt_sb_add(b, "]", 1);
}

/* A matrix of one row prints as the vector it is ([1,2,3]). */
static void sb_array(qrt_sb *b, qrt_array *A)
{
    const void *data = qrt_host_read(A);
    if (A->ndims == 2 && A->dims[0] == 1) {
        qrt_array row = *A;
        row.ndims = 1;
        row.dims[0] = A->dims[1];
        sb_dims(b, &row, data, 0, 0, A->numel);
        return;
    }
    sb_dims(b, A, data, 0, 0, A->numel);
}

void qrt_sb_val(qrt_sb *b, qrt_val v)
{
    switch (v.kind) {
    case QRT_V_NONE: break;
    case QRT_V_SCALAR: sb_real(b, v.u.s); break;
    case QRT_V_INT: qrt_sb_printf(b, "%d", v.u.i); break;
    case QRT_V_CSCALAR: sb_complex(b, v.u.c); break;
    case QRT_V_OBJ: {
        int kind = v.u.obj ? *(int *)v.u.obj : 0;
        if (kind == QRT_OBJ_ARRAY) sb_array(b, v.u.obj);
        else if (kind == QRT_OBJ_STRING) qrt_sb_add(b, ((qrt_string *)v.u.obj)->s, ((qrt_string *)v.u.obj)->len);
        else if (kind == QRT_OBJ_CELL) {
            qrt_cell *c = v.u.obj;
            qrt_sb_add(b, "{", 1);
            for (size_t i = 0; i < c->numel; i++) {
                if (i) qrt_sb_add(b, ",", 1);
                qrt_sb_val(b, c->items[i]);
            }
            qrt_sb_add(b, "}", 1);
        } else qrt_error("print of something that is not a Quasar value");
        break;
    }
    }
}

void qrt_fprint_val(FILE *f, qrt_val v)
{
    qrt_sb b = { 0 };
    qrt_sb_val(&b, v);
    if (b.len) fwrite(b.s, 1, b.len, f);
    qrt_sb_free(&b);
}

void qrt_print(int n, const qrt_val *args)
{
    qrt_sb b = { 0 };
    for (int i = 0; i < n; i++) qrt_sb_val(&b, args[i]);
    qrt_sb_add(&b, "\n", 1);
    fwrite(b.s, 1, b.len, stdout);
    qrt_sb_free(&b);
}

/* ---- printf -------------------------------------------------------------------- */

/* A format error: the text so far is freed first (a test's error hook
 * returns through longjmp, and must find nothing leaked). */
static _Noreturn void format_error(qrt_sb *b, const char *what, char conv)
{
    qrt_sb_free(b);
    if (conv) qrt_error("printf: %s %%%c", what, conv);
    qrt_error("printf: %s", what);
}

static double as_real(qrt_sb *b, qrt_val v, char conv)
{
    switch (v.kind) {
    case QRT_V_SCALAR: return v.u.s;
    case QRT_V_INT: return v.u.i;
    case QRT_V_CSCALAR: return creal(v.u.c);
    case QRT_V_OBJ:
        if (v.u.obj && *(int *)v.u.obj == QRT_OBJ_ARRAY && ((qrt_array *)v.u.obj)->numel == 1)
            return creal(qrt_elem_(v.u.obj, qrt_host_read(v.u.obj), 0));
        break;
    case QRT_V_NONE: break;
    }
    format_error(b, "a number or a 1-element array is needed for", conv);
}

/* One conversion of `fmt` (from '%' to the conversion letter), arguments
 * taken from args[*ai]. */
static const char *one_conversion(qrt_sb *b, const char *p, int n, const qrt_val *args, int *ai)
{
    char spec[64]; /* % flags(8) width(5) . precision(5) conversion NUL */
    size_t sl = 0;
    spec[sl++] = '%';
    p++;
    while (*p && strchr("-+ #0", *p) && sl < 8) spec[sl++] = *p++;
    for (int part = 0; part < 2; part++) {      /* width, then .precision */
        if (part == 1) {
            if (*p != '.') break;
            spec[sl++] = *p++;
        }
        if (*p == '*') {
            if (*ai >= n) format_error(b, "too few arguments for the format", 0);
            double x = as_real(b, args[(*ai)++], '*');
            if (!(fabs(x) <= 9999)) format_error(b, "a width or precision above 9999", 0);
            sl += (size_t)snprintf(spec + sl, sizeof spec - sl, "%d", (int)x);
            p++;
        } else
            for (int digits = 0; *p >= '0' && *p <= '9'; digits++) {
                if (digits == 4) format_error(b, "a width or precision above 9999", 0);
                spec[sl++] = *p++;
            }
    }
    while (*p && strchr("hlLqjzt", *p)) p++;     /* sizes are ours to choose */
    char conv = *p;
    if (!conv) format_error(b, "the format ends inside a conversion", 0);
    if (conv == '%') {
        qrt_sb_add(b, "%", 1);
        return p + 1;
    }
    if (*ai >= n) format_error(b, "too few arguments for the format", 0);
    qrt_val v = args[(*ai)++];
    switch (conv) {
    case 'd': case 'i': case 'c':
        spec[sl++] = conv;
        spec[sl] = 0;
        qrt_sb_printf(b, spec, (int)as_real(b, v, conv));
        break;
    case 'u': case 'x': case 'X': case 'o':
        spec[sl++] = conv;
        spec[sl] = 0;
        qrt_sb_printf(b, spec, (unsigned)(long long)as_real(b, v, conv));
        break;
    case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A':
        spec[sl++] = conv;
        spec[sl] = 0;
        qrt_sb_printf(b, spec, as_real(b, v, conv));
        break;
    case 's': {
        qrt_sb t = { 0 };
        qrt_sb_val(&t, v);
        spec[sl++] = 's';
        spec[sl] = 0;
        qrt_sb_printf(b, spec, t.s ? t.s : "");
        qrt_sb_free(&t);
        break;
    }
    default: format_error(b, "unknown conversion", conv);
    }
    return p + 1;
}

static void format_into(qrt_sb *b, const char *fmt, int n, const qrt_val *args)
{
    int ai = 0;
    for (const char *p = fmt; *p;) {
        const char *q = strchr(p, '%');
        if (!q) {
            qrt_sb_add(b, p, strlen(p));
            break;
        }
        qrt_sb_add(b, p, (size_t)(q - p));
        p = one_conversion(b, q, n, args, &ai);
    }
}

void qrt_printf(const char *fmt, int n, const qrt_val *args)
{
    qrt_sb b = { 0 };
    format_into(&b, fmt, n, args);
    if (b.len) fwrite(b.s, 1, b.len, stdout);
    qrt_sb_free(&b);
}

qrt_string *qrt_sprintf(const char *fmt, int n, const qrt_val *args)
{
    qrt_sb b = { 0 };
    format_into(&b, fmt, n, args);
    qrt_string *s = qrt_str_n(b.s ? b.s : "", b.len);
    qrt_sb_free(&b);
    return s;
}

/* ---- strings and cells ----------------------------------------------------------- */

/* A string of len bytes, contents to be filled, NUL-terminated. */
static qrt_string *str_alloc(size_t len)
{
    qrt_string *r = malloc(sizeof *r + len + 1);
    if (!r) qrt_error("out of memory");
    r->kind = QRT_OBJ_STRING;
    r->refs = 1;
    r->len = len;
    r->s[len] = 0;
    return r;
}

qrt_string *qrt_str_n(const char *s, size_t len)
{
    qrt_string *r = str_alloc(len);
    if (len) memcpy(r->s, s, len);
    return r;
}

qrt_string *qrt_str(const char *s) { return qrt_str_n(s, strlen(s)); }

qrt_string *qrt_str_cat(const qrt_string *a, const qrt_string *b)
{
    qrt_string *r = str_alloc(a->len + b->len);
    memcpy(r->s, a->s, a->len);
    memcpy(r->s + a->len, b->s, b->len);
    return r;
}

int qrt_str_eq(const qrt_string *a, const qrt_string *b)
{
    return a->len == b->len && memcmp(a->s, b->s, a->len) == 0;
}

qrt_string *qrt_str_of(qrt_val v)
{
    qrt_sb b = { 0 };
    qrt_sb_val(&b, v);
    qrt_string *s = qrt_str_n(b.s ? b.s : "", b.len);
    qrt_sb_free(&b);
    return s;
}

qrt_cell *qrt_cell_new(int ndims, const int *dims)
{
    size_t n = qrt_numel_of_(ndims, dims);
    qrt_cell *c = calloc(1, sizeof *c);
    if (!c) qrt_error("out of memory");
    c->items = calloc(n ? n : 1, sizeof *c->items);
    if (!c->items) qrt_error("out of memory");
    c->kind = QRT_OBJ_CELL;
    c->refs = 1;
    c->ndims = ndims;
    for (int d = 0; d < QRT_MAXDIMS; d++) c->dims[d] = d < ndims ? dims[d] : 1;
    c->numel = n;
    return c;
}

static void cell_check(const qrt_cell *c, int i)
{
    if (i < 0 || (size_t)i >= c->numel)
        qrt_error("index out of range: [%d] in a cell of %zu elements", i, c->numel);
}

qrt_val qrt_cell_get(qrt_cell *c, int i)
{
    cell_check(c, i);
    return c->items[i];
}

void qrt_cell_set(qrt_cell *c, int i, qrt_val v)
{
    cell_check(c, i);
    if (v.kind == QRT_V_OBJ) qrt_retain(v.u.obj);
    if (c->items[i].kind == QRT_V_OBJ) qrt_release(c->items[i].u.obj);
    c->items[i] = v;
}

/* ---- tic/toc ---------------------------------------------------------------------- */

static struct timespec tic_at;

void qrt_tic(void) { clock_gettime(CLOCK_MONOTONIC, &tic_at); }

double qrt_toc(void)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)(now.tv_sec - tic_at.tv_sec) * 1e3 + (double)(now.tv_nsec - tic_at.tv_nsec) / 1e6;
}
