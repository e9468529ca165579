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
 * cells of x's own pointers (one), 1 the row pointers of each plane
 * (levels 3), 2 the rows, plane by plane.  A cursor walks one. */
struct kf_rows_cur {
    const struct kf_rows_in *x;
    int s, done;
    long p, r;                /* the plane and row it stands at */
    struct kf_rows_span head; /* the span there */
};
static const void *kf_rows_ptr(const void *a, long i)
{
    const void *p;
    memcpy(&p, (const char *)a + i * (long)sizeof p, sizeof p);
    return p;
}
static void kf_rows_at(struct kf_rows_cur *c)
{
    const struct kf_rows_in *x = c->x;
    unsigned long long b;
    if (!x->rows) {
        c->head.lo = x->lo, c->head.hi = x->hi, c->head.written = x->written;
    } else if (c->s == 0) {
        long f = x->levels == 3 ? x->p0 : x->r0, l = x->levels == 3 ? x->p1 : x->r1;
        b = (unsigned long long)x->rows;
        c->head.lo = b + (unsigned long long)f * sizeof(void *);
        c->head.hi = b + ((unsigned long long)l + 1) * sizeof(void *);
        c->head.written = 0;
    } else if (c->s == 1) {
        b = (unsigned long long)kf_rows_ptr(x->rows, c->p);
        c->head.lo = b + (unsigned long long)x->r0 * sizeof(void *);
        c->head.hi = b + ((unsigned long long)x->r1 + 1) * sizeof(void *);
        c->head.written = 0;
    } else {
        const void *plane = x->levels == 3 ? kf_rows_ptr(x->rows, c->p) : x->rows;
        b = (unsigned long long)kf_rows_ptr(plane, c->r);
        c->head.lo = b + (unsigned long long)x->c0 * x->size;
        c->head.hi = b + ((unsigned long long)x->c1 + 1) * x->size;
        c->head.written = x->written;
    }
}
/* the cursor at the first span of stream s of x; done where it has none */
static void kf_rows_first(struct kf_rows_cur *c, const struct kf_rows_in *x, int s)
{
    c->x = x, c->s = s, c->p = x->levels == 3 ? x->p0 : 0, c->r = x->r0;
    c->done = x->rows ? x->r1 < x->r0 || x->c1 < x->c0 || (x->levels == 3 && x->p1 < x->p0) ||
                            (s == 1 && x->levels != 3)
                      : s != 0;
    if (!c->done)
        kf_rows_at(c);
}
static void kf_rows_next(struct kf_rows_cur *c)
{
    const struct kf_rows_in *x = c->x;
    if (c->s == 0)
        c->done = 1;
    else if (c->s == 1)
        c->done = ++c->p > x->p1;
    else if (++c->r > x->r1) {
        c->r = x->r0;
        c->done = x->levels != 3 || ++c->p > x->p1;
    }
    if (!c->done)
        kf_rows_at(c);
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
    struct kf_rows_cur c, d;
    struct kf_rows_sweep w;
    unsigned long long lo[48], hi[48];
    int i, j, s, nc = 0, sorted = n <= 16, wr[48], ent[48], str[48];
    /* 1. each stream alone, as rows allocated one after another mostly
     * come: in the order of their addresses, none overlapping another of
     * its stream where it is written; the span they cover */
    for (i = 0; i < n && sorted; i++)
        for (s = 0; s < 3 && sorted; s++) {
            kf_rows_first(&c, &in[i], s);
            if (c.done)
                continue;
            w.any = w.wr = 0, w.ok = 1;
            lo[nc] = c.head.lo, hi[nc] = 0, wr[nc] = c.head.written, ent[nc] = i, str[nc] = s;
            for (unsigned long long at = c.head.lo; !c.done && sorted; kf_rows_next(&c)) {
                sorted = c.head.lo >= at;
                at = c.head.lo;
                kf_rows_see(&w, &c.head);
                if (c.head.hi > hi[nc])
                    hi[nc] = c.head.hi;
            }
            if (sorted && !w.ok)
                return 0;
            nc++;
        }
    /* 2. two streams, one written: apart where the spans they cover are,
     * else merged as they come */
    for (i = 0; i < nc && sorted; i++)
        for (j = i + 1; j < nc; j++) {
            if ((!wr[i] && !wr[j]) || hi[i] <= lo[j] || hi[j] <= lo[i])
                continue;
            kf_rows_first(&c, &in[ent[i]], str[i]);
            kf_rows_first(&d, &in[ent[j]], str[j]);
            w.any = w.wr = 0, w.ok = 1;
            while ((!c.done || !d.done) && w.ok) {
                struct kf_rows_cur *e = d.done || (!c.done && c.head.lo <= d.head.lo) ? &c : &d;
                kf_rows_see(&w, &e->head);
                kf_rows_next(e);
            }
            if (!w.ok)
                return 0;
        }
    if (sorted)
        return 1;
    /* otherwise every span, sorted */
    size_t m = 0, x;
    for (i = 0; i < n; i++)
        for (s = 0; s < 3; s++)
            for (kf_rows_first(&c, &in[i], s); !c.done; kf_rows_next(&c))
                m++;
    struct kf_rows_span *v = (struct kf_rows_span *)malloc(2 * m * sizeof *v + 1);
    const struct kf_rows_span *u;
    if (!v)
        return 0;
    m = 0;
    for (i = 0; i < n; i++)
        for (s = 0; s < 3; s++)
            for (kf_rows_first(&c, &in[i], s); !c.done; kf_rows_next(&c))
                v[m++] = c.head;
    u = kf_rows_sort(v, v + m, m);
    w.any = w.wr = 0, w.ok = 1;
    for (x = 0; x < m && w.ok; x++)
        kf_rows_see(&w, &u[x]);
    free(v);
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
