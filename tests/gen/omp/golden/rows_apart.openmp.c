/* kforge 0.1.0: tests/gen/omp/rows_apart.c for openmp; 2 loops in parallel */
/* Arrays of row pointers: in parallel only where a run-time test finds
 * the rows the fragment reaches apart (openmp_alias.c, kf_rows_apart). */
#include <stdlib.h>
#include <string.h>
/* kforge alias-test: do the rows that arrays of row pointers reach lie
 * apart from one another and from the spans given with them (no span
 * overlapping a written one)?  Addresses compared as integers. */
struct kf_rows_in {
    const void *rows;          /* an array of row pointers (levels 2: x[r][c]) or of
                                  pointers to them (levels 3: x[p][r][c]); 0: the span lo..hi */
    int levels;
    long p0, p1, r0, r1, c0, c1; /* the planes p0..p1 (levels 3), rows r0..r1 of each,
                                    elements c0..c1 of each row */
    unsigned long long size;   /* an element's size */
    unsigned long long lo, hi; /* a span's addresses, hi one past its end */
    int written;
};
struct kf_rows_span {
    unsigned long long lo, hi;
    int written;
};
/* The spans of entry x come in three streams: 0 the span itself or the
 * pointers of x (one), 1 the row pointers of each plane (levels 3), 2 the
 * rows, plane by plane.  How many stream s holds: */
static long kf_rows_count(const struct kf_rows_in *x, int s)
{
    long np = x->levels == 3 ? x->p1 - x->p0 + 1 : 1, nr = x->r1 - x->r0 + 1;
    if (!x->rows)
        return s == 0;
    if (np <= 0 || nr <= 0 || x->c1 < x->c0)
        return 0;
    return s == 0 ? 1 : s == 1 ? (x->levels == 3 ? np : 0) : np * nr;
}
static const void *kf_rows_ptr(const void *a, long i)
{
    const void *p;
    memcpy(&p, (const char *)a + i * (long)sizeof p, sizeof p);
    return p;
}
/* span k of stream s of entry x */
static struct kf_rows_span kf_rows_span_of(const struct kf_rows_in *x, int s, long k)
{
    struct kf_rows_span o;
    unsigned long long b;
    long nr = x->r1 - x->r0 + 1;
    if (!x->rows) {
        o.lo = x->lo, o.hi = x->hi, o.written = x->written;
        return o;
    }
    if (s == 0) { /* x's own pointers */
        long f = x->levels == 3 ? x->p0 : x->r0, l = x->levels == 3 ? x->p1 : x->r1;
        b = (unsigned long long)x->rows;
        o.lo = b + (unsigned long long)f * sizeof(void *);
        o.hi = b + ((unsigned long long)l + 1) * sizeof(void *);
        o.written = 0;
    } else if (s == 1) { /* plane p0 + k's row pointers */
        b = (unsigned long long)kf_rows_ptr(x->rows, x->p0 + k);
        o.lo = b + (unsigned long long)x->r0 * sizeof(void *);
        o.hi = b + ((unsigned long long)x->r1 + 1) * sizeof(void *);
        o.written = 0;
    } else { /* a row's elements */
        const void *plane = x->levels == 3 ? kf_rows_ptr(x->rows, x->p0 + k / nr) : x->rows;
        b = (unsigned long long)kf_rows_ptr(plane, x->r0 + k % nr);
        o.lo = b + (unsigned long long)x->c0 * x->size;
        o.hi = b + ((unsigned long long)x->c1 + 1) * x->size;
        o.written = x->written;
    }
    return o;
}
/* spans seen in the order of their starts: none may overlap a written one */
struct kf_rows_sweep {
    unsigned long long any, wr; /* the furthest end of any span so far, of a written one */
    int ok;
};
static void kf_rows_see(struct kf_rows_sweep *w, const struct kf_rows_span *s)
{
    if (s->lo >= s->hi)
        return;
    if (s->lo < w->wr || (s->written && s->lo < w->any))
        w->ok = 0;
    if (s->hi > w->any)
        w->any = s->hi;
    if (s->written && s->hi > w->wr)
        w->wr = s->hi;
}
/* s[0..m) by lo, with t as much room: a merge sort of the runs they come
 * in; the sorted spans end in whichever of the two it answers */
static struct kf_rows_span *kf_rows_sort(struct kf_rows_span *s, struct kf_rows_span *t, size_t m)
{
    for (;;) {
        size_t i = 0, o = 0, runs = 0;
        while (i < m) {
            size_t b = i + 1, c, x = i, y;
            while (b < m && s[b - 1].lo <= s[b].lo)
                b++;
            for (c = b + 1; c < m && s[c - 1].lo <= s[c].lo; c++)
                ;
            if (c > m)
                c = m;
            for (y = b; x < b || y < c;)
                t[o++] = y >= c || (x < b && s[x].lo <= s[y].lo) ? s[x++] : s[y++];
            i = c;
            runs++;
        }
        struct kf_rows_span *u = s;
        s = t;
        t = u;
        if (runs <= 1)
            return s;
    }
}
static int kf_rows_apart(const struct kf_rows_in *in, int n)
{
    struct kf_rows_sweep w = {0, 0, 1};
    int i, j, st, nc = 0, sorted = n <= 16;
    long k, at[48], end[48];
    const struct kf_rows_in *of[48];
    int stream[48];
    struct kf_rows_span head[48];
    /* each stream in the order of its addresses (as rows allocated one
     * after another mostly are): the streams merged as they come, with no
     * room taken, a few passes over the pointers */
    for (i = 0; i < n && sorted; i++)
        for (st = 0; st < 3 && sorted; st++) {
            long c = kf_rows_count(&in[i], st);
            for (k = 1; k < c && sorted; k++)
                sorted = kf_rows_span_of(&in[i], st, k - 1).lo <= kf_rows_span_of(&in[i], st, k).lo;
            if (c > 0)
                of[nc] = &in[i], stream[nc] = st, at[nc] = 0, end[nc] = c, nc++;
        }
    if (sorted) {
        for (j = 0; j < nc; j++)
            head[j] = kf_rows_span_of(of[j], stream[j], 0);
        for (;;) {
            int b = -1;
            for (j = 0; j < nc; j++)
                if (at[j] < end[j] && (b < 0 || head[j].lo < head[b].lo))
                    b = j;
            if (b < 0 || !w.ok)
                return w.ok;
            kf_rows_see(&w, &head[b]);
            if (++at[b] < end[b])
                head[b] = kf_rows_span_of(of[b], stream[b], at[b]);
        }
    }
    /* otherwise every span, sorted */
    size_t m = 0, x;
    for (i = 0; i < n; i++)
        for (st = 0; st < 3; st++)
            m += (size_t)kf_rows_count(&in[i], st);
    struct kf_rows_span *s = (struct kf_rows_span *)malloc(2 * m * sizeof *s + 1);
    if (!s)
        return 0;
    m = 0;
    for (i = 0; i < n; i++)
        for (st = 0; st < 3; st++)
            for (k = 0; k < kf_rows_count(&in[i], st); k++)
                s[m++] = kf_rows_span_of(&in[i], st, k);
    const struct kf_rows_span *v = kf_rows_sort(s, s + m, m);
    for (x = 0; x < m && w.ok; x++)
        kf_rows_see(&w, &v[x]);
    free(s);
    return w.ok;
}

void scale_rows(int n, int m, double **c, const double *w)
{
#pragma scop
    if (kf_rows_apart((const struct kf_rows_in[]){
        {(const void *)c, 2, (long)(0), (long)(0), (long)(0), (long)(n - 1), (long)(0), (long)(m - 1), sizeof **c, 0, 0, 1},
        {0, 0, 0, 0, 0, -1, 0, -1, 0, (unsigned long long)w, ((unsigned long long)w + (m) * sizeof *w), 0}}, 2)) {
    #pragma omp parallel for if(1.0 * n * m >= 8192)
    for (int i = 0; i < n; i++)
        #pragma omp simd
        for (int j = 0; j < m; j++)
            c[i][j] = c[i][j] * 0.5 + w[j] + i;
    } else {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            c[i][j] = c[i][j] * 0.5 + w[j] + i;
    }
#pragma endscop
}

/* rows only read, a flat array written, columns 1 .. m - 2 */
void row_sums(int n, int m, float *const *x, float *out)
{
#pragma scop
    if (kf_rows_apart((const struct kf_rows_in[]){
        {(const void *)x, 2, (long)(0), (long)(0), (long)(0), (long)(n - 1), (long)(1), (long)(m - 2), sizeof **x, 0, 0, 0},
        {0, 0, 0, 0, 0, -1, 0, -1, 0, (unsigned long long)out, ((unsigned long long)out + (n) * sizeof *out), 1}}, 2)) {
    #pragma omp parallel for if(1.0 * n * m - 2 * n >= 8192)
    for (int i = 0; i < n; i++) {
        float s = 0.0f;
        for (int j = 1; j < m - 1; j++)
            s += x[i][j] * (float)j;
        out[i] = s;
    }
    } else {
    for (int i = 0; i < n; i++) {
        float s = 0.0f;
        for (int j = 1; j < m - 1; j++)
            s += x[i][j] * (float)j;
        out[i] = s;
    }
    }
#pragma endscop
}
