/*
 * qrt_array.c: arrays as objects (reference counts, creation, shape), the
 * host side of the residency protocol, element access and slices
 * (contract in include/kforge/qrt.h).
 */
#include "runtime/qrt_int.h"

#include <stdlib.h>
#include <string.h>

qrt_xfer_stats qrt_stats_;

static size_t elsize_of(qrt_type t)
{
    switch (t) {
    case QRT_SCALAR: return sizeof(float);
    case QRT_INT: return sizeof(int);
    case QRT_CSCALAR: return sizeof(qrt_cscalar);
    }
    qrt_error("unknown element type %d", (int)t);
}

size_t qrt_numel_of_(int ndims, const int *dims)
{
    size_t n = 1;
    if (ndims < 1 || ndims > QRT_MAXDIMS) qrt_error("arrays have 1 to %d dimensions, not %d", QRT_MAXDIMS, ndims);
    for (int d = 0; d < ndims; d++) {
        if (dims[d] < 0) qrt_error("negative size %d in dimension %d", dims[d], d);
        if (dims[d] && n > SIZE_MAX / 16 / (size_t)dims[d]) qrt_error("array too large");
        n *= (size_t)dims[d];
    }
    return n;
}

/* ---- objects ------------------------------------------------------------ */

void *qrt_retain(void *obj)
{
    if (obj) ((qrt_array *)obj)->refs++; /* every object starts with kind, refs */
    return obj;
}

static void free_cell(qrt_cell *c)
{
    for (size_t i = 0; i < c->numel; i++)
        if (c->items[i].kind == QRT_V_OBJ) qrt_release(c->items[i].u.obj);
    free(c->items);
    free(c);
}

void qrt_release(void *obj)
{
    qrt_array *h = obj;
    if (!h) return;
    if (h->refs <= 0) qrt_error("qrt_release of an object with no reference left");
    if (--h->refs > 0) return;
    switch (h->kind) {
    case QRT_OBJ_ARRAY:
        if (h->base) qrt_release(h->base); /* a view owns no data */
        else {
            qrt_ocl_free_(h);
            qrt_cuda_free_(h);
            free(h->host);
        }
        h->kind = 0;
        free(h);
        break;
    case QRT_OBJ_STRING: free(obj); break;
    case QRT_OBJ_CELL: free_cell(obj); break;
    default: qrt_error("qrt_release of something that is not a Quasar object");
    }
}

int qrt_refs(const void *obj) { return obj ? ((const qrt_array *)obj)->refs : 0; }

/* ---- creation ----------------------------------------------------------- */

qrt_array *qrt_new(qrt_type t, int ndims, const int *dims, int zero)
{
    size_t n = qrt_numel_of_(ndims, dims), es = elsize_of(t);
    qrt_array *A = calloc(1, sizeof *A);
    if (!A) qrt_error("out of memory");
    A->kind = QRT_OBJ_ARRAY;
    A->refs = 1;
    A->type = t;
    A->ndims = ndims;
    for (int d = 0; d < QRT_MAXDIMS; d++) A->dims[d] = d < ndims ? dims[d] : 1;
    A->numel = n;
    A->elsize = es;
    A->host = zero ? calloc(n ? n : 1, es) : malloc((n ? n : 1) * es);
    if (!A->host) qrt_error("out of memory for %zu elements", n);
    A->valid = QRT_ON_HOST;
    return A;
}

qrt_array *qrt_zeros(qrt_type t, int ndims, const int *dims) { return qrt_new(t, ndims, dims, 1); }
qrt_array *qrt_uninit(qrt_type t, int ndims, const int *dims) { return qrt_new(t, ndims, dims, 0); }

qrt_array *qrt_ones(qrt_type t, int ndims, const int *dims)
{
    qrt_array *A = qrt_new(t, ndims, dims, 0);
    for (size_t i = 0; i < A->numel; i++) qrt_store_(A, A->host, i, 1.0);
    return A;
}

qrt_array *qrt_zeros1(int n) { return qrt_zeros(QRT_SCALAR, 1, &n); }
qrt_array *qrt_zeros2(int m, int n) { int d[2] = { m, n }; return qrt_zeros(QRT_SCALAR, 2, d); }
qrt_array *qrt_zeros3(int m, int n, int k) { int d[3] = { m, n, k }; return qrt_zeros(QRT_SCALAR, 3, d); }

qrt_array *qrt_eye(int n)
{
    qrt_array *A = qrt_zeros2(n, n);
    float *p = A->host;
    for (int i = 0; i < n; i++) p[(size_t)i * n + i] = 1.0f;
    return A;
}

qrt_array *qrt_linspace(double a, double b, int n)
{
    if (n < 0) qrt_error("linspace: negative count %d", n);
    qrt_array *A = qrt_zeros1(n);
    float *p = A->host;
    for (int i = 0; i < n; i++) p[i] = (float)(n == 1 ? a : a + (b - a) * i / (n - 1));
    return A;
}

qrt_array *qrt_range(double a, double b, double step)
{
    if (step == 0 || !isfinite(a) || !isfinite(b) || !isfinite(step))
        qrt_error("range %g..%g with step %g", a, b, step);
    double span = floor((b - a) / step + 1e-9);
    int n = span < 0 ? 0 : (int)span + 1;
    qrt_array *A = qrt_zeros1(n);
    float *p = A->host;
    for (int i = 0; i < n; i++) p[i] = (float)(a + i * step);
    return A;
}

qrt_array *qrt_from(qrt_type t, int ndims, const int *dims, const void *data)
{
    qrt_array *A = qrt_new(t, ndims, dims, 0);
    if (A->numel) memcpy(A->host, data, A->numel * A->elsize);
    return A;
}

qrt_array *qrt_scalar_array(qrt_cscalar v, qrt_type t)
{
    int one = 1;
    qrt_array *A = qrt_new(t, 1, &one, 0);
    qrt_store_(A, A->host, 0, v);
    return A;
}

/* ---- random numbers: xoshiro256** seeded through splitmix64 ---------------- */

static uint64_t rng[4];
static int rng_seeded;

static uint64_t splitmix(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

void qrt_seed(uint64_t seed)
{
    for (int i = 0; i < 4; i++) rng[i] = splitmix(&seed);
    rng_seeded = 1;
}

static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

static uint64_t next_u64(void)
{
    if (!rng_seeded) qrt_seed(0x5eed);
    uint64_t r = rotl(rng[1] * 5, 7) * 9, t = rng[1] << 17;
    rng[2] ^= rng[0];
    rng[3] ^= rng[1];
    rng[1] ^= rng[2];
    rng[0] ^= rng[3];
    rng[2] ^= t;
    rng[3] = rotl(rng[3], 45);
    return r;
}

double qrt_rand1(void) { return (double)(next_u64() >> 11) * 0x1.0p-53; }

/* Box-Muller; 1 - u keeps the logarithm's argument in (0, 1]. */
double qrt_randn1(void)
{
    double u = 1.0 - qrt_rand1(), v = qrt_rand1();
    return sqrt(-2.0 * log(u)) * cos(2.0 * M_PI * v);
}

qrt_array *qrt_rand(int ndims, const int *dims)
{
    qrt_array *A = qrt_new(QRT_SCALAR, ndims, dims, 0);
    float *p = A->host;
    for (size_t i = 0; i < A->numel; i++) {
        float x = (float)qrt_rand1();
        p[i] = x < 1.0f ? x : 0x1.fffffep-1f; /* rounding to float may reach 1 */
    }
    return A;
}

qrt_array *qrt_randn(int ndims, const int *dims)
{
    qrt_array *A = qrt_new(QRT_SCALAR, ndims, dims, 0);
    float *p = A->host;
    for (size_t i = 0; i < A->numel; i++) p[i] = (float)qrt_randn1();
    return A;
}

double _Complex qrt_elem_(const qrt_array *A, const void *data, size_t i)
{
    switch (A->type) {
    case QRT_SCALAR: return ((const float *)data)[i];
    case QRT_INT: return ((const int *)data)[i];
    case QRT_CSCALAR: return ((const qrt_cscalar *)data)[i];
    }
    return 0;
}

void qrt_store_(qrt_array *A, void *data, size_t i, double _Complex v)
{
    switch (A->type) {
    case QRT_SCALAR: ((float *)data)[i] = (float)creal(v); break;
    case QRT_INT: ((int *)data)[i] = (int)creal(v); break;
    case QRT_CSCALAR: ((qrt_cscalar *)data)[i] = (qrt_cscalar)v; break;
    }
}

qrt_array *qrt_convert(qrt_array *A, qrt_type t)
{
    const void *src = qrt_host_read(A);
    qrt_array *B = qrt_new(t, A->ndims, A->dims, 0);
    for (size_t i = 0; i < A->numel; i++) qrt_store_(B, B->host, i, qrt_elem_(A, src, i));
    return B;
}

qrt_array *qrt_copy(qrt_array *A)
{
    return qrt_from(A->type, A->ndims, A->dims, qrt_host_read(A));
}

/* ---- shape -------------------------------------------------------------- */

qrt_array *qrt_size(const qrt_array *A)
{
    int n = A->ndims < 2 ? 2 : A->ndims;
    qrt_array *S = qrt_new(QRT_INT, 1, &n, 0);
    for (int d = 0; d < n; d++) ((int *)S->host)[d] = qrt_dim(A, d);
    return S;
}

qrt_array *qrt_reshape(qrt_array *A, int ndims, const int *dims)
{
    size_t n = qrt_numel_of_(ndims, dims);
    if (n != A->numel) qrt_error("reshape: %zu elements cannot take a shape of %zu", A->numel, n);
    qrt_array *V = malloc(sizeof *V);
    if (!V) qrt_error("out of memory");
    *V = *A;
    V->refs = 1;
    V->ndims = ndims;
    for (int d = 0; d < QRT_MAXDIMS; d++) V->dims[d] = d < ndims ? dims[d] : 1;
    V->valid = 0; /* every access goes through the base's bits */
    V->ocl = V->cuda = NULL;
    V->base = qrt_retain(A->base ? A->base : A);
    return V;
}

qrt_array *qrt_repmat(qrt_array *A, int nreps, const int *reps)
{
    int nd = A->ndims < 2 ? 2 : A->ndims, dims[QRT_MAXDIMS], src[QRT_MAXDIMS];
    if (nreps > nd) nd = nreps;
    if (nd > QRT_MAXDIMS) qrt_error("repmat: %d dimensions", nd);
    for (int d = 0; d < nd; d++) {
        int r = d < nreps ? reps[d] : 1;
        if (r < 0) qrt_error("repmat: negative count %d", r);
        src[d] = qrt_dim(A, d);
        dims[d] = src[d] * r;
    }
    /* a vec repeated along its length only stays a vec */
    int keep_vec = A->ndims == 1 && dims[0] == 1 && nd == 2;
    qrt_array *B = keep_vec ? qrt_new(A->type, 1, &dims[1], 0) : qrt_new(A->type, nd, dims, 0);
    const char *s = qrt_host_read(A);
    char *o = B->host;
    int idx[QRT_MAXDIMS] = { 0 };
    for (size_t k = 0; k < B->numel; k++) {
        size_t off = 0;
        for (int d = 0; d < nd; d++) off = off * (size_t)src[d] + (size_t)(idx[d] % src[d]);
        memcpy(o + k * B->elsize, s + off * A->elsize, A->elsize);
        for (int d = nd - 1; d >= 0 && ++idx[d] == dims[d]; d--) idx[d] = 0;
    }
    return B;
}

qrt_array *qrt_cat(int dim, int n, qrt_array *const *arrays)
{
    if (n < 1) qrt_error("cat of no arrays");
    if (dim < 0 || dim >= QRT_MAXDIMS) qrt_error("cat along dimension %d", dim);
    int nd = dim + 1, all_vec = 1;
    qrt_type t = QRT_INT;
    for (int k = 0; k < n; k++) {
        const qrt_array *A = arrays[k];
        if (A->ndims > nd) nd = A->ndims;
        if (A->ndims != 1) all_vec = 0;
        if (A->type == QRT_CSCALAR || (A->type == QRT_SCALAR && t == QRT_INT)) t = A->type;
    }
    if (nd < 2) nd = 2;
    int dims[QRT_MAXDIMS];
    for (int d = 0; d < nd; d++) dims[d] = d == dim ? 0 : qrt_dim(arrays[0], d);
    for (int k = 0; k < n; k++)
        for (int d = 0; d < nd; d++) {
            if (d == dim) dims[d] += qrt_dim(arrays[k], d);
            else if (qrt_dim(arrays[k], d) != dims[d]) {
                char a[96], b[96];
                qrt_shape_text_(arrays[0], a, sizeof a);
                qrt_shape_text_(arrays[k], b, sizeof b);
                qrt_error("cat along dimension %d: sizes %s and %s do not agree", dim, a, b);
            }
        }
    qrt_array *R = all_vec && dim == 1 ? qrt_new(t, 1, &dims[1], 0) : qrt_new(t, nd, dims, 0);
    /* R as outer x (its dim) x inner; each input fills its band of `dim` */
    size_t outer = 1, inner = 1, at = 0;
    for (int d = 0; d < dim; d++) outer *= (size_t)dims[d];
    for (int d = dim + 1; d < nd; d++) inner *= (size_t)dims[d];
    for (int k = 0; k < n; k++) {
        const qrt_array *A = arrays[k];
        const void *src = qrt_host_read(arrays[k]);
        size_t len = (size_t)qrt_dim(A, dim);
        for (size_t o = 0; o < outer; o++)
            for (size_t e = 0; e < len * inner; e++)
                qrt_store_(R, R->host, (o * (size_t)dims[dim] + at) * inner + e,
                           qrt_elem_(A, src, o * len * inner + e));
        at += len;
    }
    return R;
}

/* ---- residency: the host side --------------------------------------------- */

void qrt_host_sync_(qrt_array *A)
{
    if (A->base) {
        (void)qrt_host_read(A->base);
        return;
    }
    if (A->valid & QRT_ON_HOST) return;
    if (A->valid & QRT_ON_OCL) qrt_ocl_download_(A);
    else if (A->valid & QRT_ON_CUDA) qrt_cuda_download_(A);
    A->valid |= QRT_ON_HOST;
}

const void *qrt_host_read(qrt_array *A)
{
    if (!(A->valid & QRT_ON_HOST)) qrt_host_sync_(A);
    return A->host;
}

/* Stores `valid` only when it changes: OpenMP kernels write elements of a
 * host-valid array from many threads, which then only read the bits. */
void *qrt_host_write(qrt_array *A)
{
    if (A->base) return qrt_host_write(A->base);
    if (A->valid != QRT_ON_HOST) {
        qrt_host_sync_(A);
        A->valid = QRT_ON_HOST;
    }
    return A->host;
}

void *qrt_host_overwrite(qrt_array *A)
{
    if (A->base) return qrt_host_overwrite(A->base);
    if (A->valid != QRT_ON_HOST) A->valid = QRT_ON_HOST;
    return A->host;
}

void qrt_xfer_stats_get(qrt_xfer_stats *out) { *out = qrt_stats_; }
void qrt_xfer_stats_reset(void) { memset(&qrt_stats_, 0, sizeof qrt_stats_); }

/* ---- element access -------------------------------------------------------- */

void qrt_shape_text_(const qrt_array *A, char *buf, size_t len)
{
    size_t at = 0;
    int nd = A->ndims < 2 ? 2 : A->ndims;
    buf[0] = 0;
    for (int d = 0; d < nd && at < len; d++)
        at += (size_t)snprintf(buf + at, len - at, "%s%d", d ? "x" : "", qrt_dim(A, d));
}

_Noreturn void qrt_index_error(const qrt_array *A, int n, const int *idx)
{
    char pos[160], shape[160];
    size_t at = 0;
    for (int d = 0; d < n && at < sizeof pos; d++)
        at += (size_t)snprintf(pos + at, sizeof pos - at, "%s%d", d ? "," : "", idx[d]);
    qrt_shape_text_(A, shape, sizeof shape);
    if (n == 1) qrt_error("index out of range: [%s] in an array of %zu elements (%s)", pos, A->numel, shape);
    qrt_error("index out of range: [%s] in an array of size %s", pos, shape);
}

qrt_cscalar qrt_get(qrt_array *A, int n, const int *idx, qrt_bmode m)
{
    long o = qrt_offset(A, n, idx, m);
    return o < 0 ? 0 : (qrt_cscalar)qrt_elem_(A, qrt_host_read(A), (size_t)o);
}

void qrt_set(qrt_array *A, int n, const int *idx, qrt_cscalar v, qrt_bmode m)
{
    long o = qrt_offset(A, n, idx, m);
    if (o >= 0) qrt_store_(A, qrt_host_write(A), (size_t)o, v);
}

/* ---- slices ------------------------------------------------------------------ */

/* The element offsets a slice covers, in row-major order of the slice
 * (__give, *count elements); the kept dimensions' sizes in kept[]. */
static size_t *slice_offsets(qrt_array *A, int n, const qrt_range_t *r, size_t *count, int *nkept,
                             int *kept)
{
    int len[QRT_MAXDIMS], lo[QRT_MAXDIMS], step[QRT_MAXDIMS], cnt[QRT_MAXDIMS];
    if (n < 1 || n > QRT_MAXDIMS || (n > 1 && n < A->ndims))
        qrt_error("%d indices for an array of %d dimensions", n, A->ndims);
    size_t total = 1;
    *nkept = 0;
    for (int d = 0; d < n; d++) {
        len[d] = n == 1 ? (int)A->numel : qrt_dim(A, d);
        switch (r[d].kind) {
        case QRT_ALL: lo[d] = 0; step[d] = 1; cnt[d] = len[d]; break;
        case QRT_INDEX: lo[d] = r[d].lo; step[d] = 1; cnt[d] = 1; break;
        case QRT_RANGE:
            if (r[d].step == 0) qrt_error("slice with step 0");
            lo[d] = r[d].lo;
            step[d] = r[d].step;
            cnt[d] = (r[d].hi - r[d].lo) / r[d].step + 1;
            if (cnt[d] < 0) cnt[d] = 0;
            break;
        }
        if (cnt[d] > 0) {
            int last = lo[d] + (cnt[d] - 1) * step[d];
            if (lo[d] < 0 || lo[d] >= len[d] || last < 0 || last >= len[d]) {
                int bad[QRT_MAXDIMS];
                for (int e = 0; e < n; e++) bad[e] = r[e].kind == QRT_ALL ? 0 : r[e].lo;
                bad[d] = lo[d] < 0 || lo[d] >= len[d] ? lo[d] : last;
                qrt_index_error(A, n, bad);
            }
        }
        if (r[d].kind != QRT_INDEX) kept[(*nkept)++] = cnt[d];
        total *= (size_t)cnt[d];
    }
    size_t *off = malloc((total ? total : 1) * sizeof *off);
    if (!off) qrt_error("out of memory");
    int k[QRT_MAXDIMS] = { 0 };
    for (size_t e = 0; e < total; e++) {
        size_t o = 0;
        for (int d = 0; d < n; d++) o = o * (size_t)len[d] + (size_t)(lo[d] + k[d] * step[d]);
        off[e] = o;
        for (int d = n - 1; d >= 0 && ++k[d] == cnt[d]; d--) k[d] = 0;
    }
    *count = total;
    return off;
}

qrt_array *qrt_slice(qrt_array *A, int n, const qrt_range_t *r)
{
    size_t count;
    int nkept, kept[QRT_MAXDIMS];
    size_t *off = slice_offsets(A, n, r, &count, &nkept, kept);
    int one = 1;
    qrt_array *B = nkept == 0 ? qrt_new(A->type, 1, &one, 0) : qrt_new(A->type, nkept, kept, 0);
    const char *s = qrt_host_read(A);
    for (size_t e = 0; e < count; e++)
        memcpy((char *)B->host + e * A->elsize, s + off[e] * A->elsize, A->elsize);
    free(off);
    return B;
}

void qrt_slice_assign(qrt_array *A, int n, const qrt_range_t *r, qrt_array *B)
{
    size_t count;
    int nkept, kept[QRT_MAXDIMS];
    size_t *off = slice_offsets(A, n, r, &count, &nkept, kept);
    if (B->numel == 1) {
        qrt_cscalar v = (qrt_cscalar)qrt_elem_(B, qrt_host_read(B), 0);
        free(off);
        qrt_slice_fill(A, n, r, v);
        return;
    }
    if (B->numel != count) {
        free(off);
        qrt_error("slice assignment: %zu elements into a slice of %zu", B->numel, count);
    }
    /* B may be A itself: read it whole first */
    qrt_array *src = B == A ? qrt_copy(B) : qrt_retain(B);
    const void *s = qrt_host_read(src);
    void *d = qrt_host_write(A);
    for (size_t e = 0; e < count; e++) qrt_store_(A, d, off[e], qrt_elem_(src, s, e));
    qrt_release(src);
    free(off);
}

void qrt_slice_fill(qrt_array *A, int n, const qrt_range_t *r, qrt_cscalar v)
{
    size_t count;
    int nkept, kept[QRT_MAXDIMS];
    size_t *off = slice_offsets(A, n, r, &count, &nkept, kept);
    void *d = qrt_host_write(A);
    for (size_t e = 0; e < count; e++) qrt_store_(A, d, off[e], v);
    free(off);
}
