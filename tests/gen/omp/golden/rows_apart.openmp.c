/* kforge 0.1.0: tests/gen/omp/rows_apart.c for openmp; 2 loops in parallel */
/* Arrays of row pointers: in parallel only where a run-time test finds
 * the rows the fragment reaches apart (openmp_alias.c, kf_rows_apart). */
#include <stdlib.h>
#include <string.h>
/* kforge alias-test: do the rows that arrays of row pointers reach lie
 * apart from one another and from the spans given with them (no span
 * overlapping a written one)?  Addresses compared as integers. */
struct kf_rows_in {
    const void *kf_rows;          /* an array of row pointers (levels 2: x[r][c]) or of
                                  pointers to them (levels 3: x[p][r][c]); 0: the span lo..hi */
    int kf_levels;
    long kf_p0, kf_p1, kf_r0, kf_r1, kf_c0, kf_c1; /* the planes p0..p1 (levels 3), rows r0..r1 of each,
                                    elements c0..c1 of each row */
    unsigned long long kf_size;   /* an element's size */
    unsigned long long kf_lo, kf_hi; /* a span's addresses, hi one past its end */
    int kf_written;
};
struct kf_rows_span {
    unsigned long long kf_lo, kf_hi;
    int kf_written;
};
/* The spans of entry x come in three streams: 0 the span itself or the
 * cells of x's own pointers (one), 1 the row pointers of each plane
 * (levels 3), 2 the rows, plane by plane.  A cursor walks one. */
struct kf_rows_cur {
    const struct kf_rows_in *kf_x;
    int kf_s, kf_done;
    long kf_p, kf_r;                /* the plane and row it stands at */
    struct kf_rows_span kf_head; /* the span there */
};
static const void *kf_rows_ptr(const void *kf_a, long kf_i)
{
    const void *kf_p;
    memcpy(&kf_p, (const char *)kf_a + kf_i * (long)sizeof kf_p, sizeof kf_p);
    return kf_p;
}
static void kf_rows_at(struct kf_rows_cur *kf_c)
{
    const struct kf_rows_in *kf_x = kf_c->kf_x;
    unsigned long long kf_b;
    if (!kf_x->kf_rows) {
        kf_c->kf_head.kf_lo = kf_x->kf_lo, kf_c->kf_head.kf_hi = kf_x->kf_hi, kf_c->kf_head.kf_written = kf_x->kf_written;
    } else if (kf_c->kf_s == 0) {
        long kf_f = kf_x->kf_levels == 3 ? kf_x->kf_p0 : kf_x->kf_r0, kf_l = kf_x->kf_levels == 3 ? kf_x->kf_p1 : kf_x->kf_r1;
        kf_b = (unsigned long long)kf_x->kf_rows;
        kf_c->kf_head.kf_lo = kf_b + (unsigned long long)kf_f * sizeof(void *);
        kf_c->kf_head.kf_hi = kf_b + ((unsigned long long)kf_l + 1) * sizeof(void *);
        kf_c->kf_head.kf_written = 0;
    } else if (kf_c->kf_s == 1) {
        kf_b = (unsigned long long)kf_rows_ptr(kf_x->kf_rows, kf_c->kf_p);
        kf_c->kf_head.kf_lo = kf_b + (unsigned long long)kf_x->kf_r0 * sizeof(void *);
        kf_c->kf_head.kf_hi = kf_b + ((unsigned long long)kf_x->kf_r1 + 1) * sizeof(void *);
        kf_c->kf_head.kf_written = 0;
    } else {
        const void *kf_plane = kf_x->kf_levels == 3 ? kf_rows_ptr(kf_x->kf_rows, kf_c->kf_p) : kf_x->kf_rows;
        kf_b = (unsigned long long)kf_rows_ptr(kf_plane, kf_c->kf_r);
        kf_c->kf_head.kf_lo = kf_b + (unsigned long long)kf_x->kf_c0 * kf_x->kf_size;
        kf_c->kf_head.kf_hi = kf_b + ((unsigned long long)kf_x->kf_c1 + 1) * kf_x->kf_size;
        kf_c->kf_head.kf_written = kf_x->kf_written;
    }
}
/* the cursor at the first span of stream s of x; done where it has none */
static void kf_rows_first(struct kf_rows_cur *kf_c, const struct kf_rows_in *kf_x, int kf_s)
{
    kf_c->kf_x = kf_x, kf_c->kf_s = kf_s, kf_c->kf_p = kf_x->kf_levels == 3 ? kf_x->kf_p0 : 0, kf_c->kf_r = kf_x->kf_r0;
    kf_c->kf_done = kf_x->kf_rows ? kf_x->kf_r1 < kf_x->kf_r0 || kf_x->kf_c1 < kf_x->kf_c0 || (kf_x->kf_levels == 3 && kf_x->kf_p1 < kf_x->kf_p0) ||
                            (kf_s == 1 && kf_x->kf_levels != 3)
                      : kf_s != 0;
    if (!kf_c->kf_done)
        kf_rows_at(kf_c);
}
static void kf_rows_next(struct kf_rows_cur *kf_c)
{
    const struct kf_rows_in *kf_x = kf_c->kf_x;
    if (kf_c->kf_s == 0)
        kf_c->kf_done = 1;
    else if (kf_c->kf_s == 1)
        kf_c->kf_done = ++kf_c->kf_p > kf_x->kf_p1;
    else if (++kf_c->kf_r > kf_x->kf_r1) {
        kf_c->kf_r = kf_x->kf_r0;
        kf_c->kf_done = kf_x->kf_levels != 3 || ++kf_c->kf_p > kf_x->kf_p1;
    }
    if (!kf_c->kf_done)
        kf_rows_at(kf_c);
}
/* spans seen in the order of their starts: none may overlap a written one */
struct kf_rows_sweep {
    unsigned long long kf_any, kf_wr; /* the furthest end of any span so far, of a written one */
    int kf_ok;
};
static void kf_rows_see(struct kf_rows_sweep *kf_w, const struct kf_rows_span *kf_s)
{
    if (kf_s->kf_lo >= kf_s->kf_hi)
        return;
    if (kf_s->kf_lo < kf_w->kf_wr || (kf_s->kf_written && kf_s->kf_lo < kf_w->kf_any))
        kf_w->kf_ok = 0;
    if (kf_s->kf_hi > kf_w->kf_any)
        kf_w->kf_any = kf_s->kf_hi;
    if (kf_s->kf_written && kf_s->kf_hi > kf_w->kf_wr)
        kf_w->kf_wr = kf_s->kf_hi;
}
/* s[0..m) by lo, with t as much room: a merge sort of the runs they come
 * in; the sorted spans end in whichever of the two it answers */
static struct kf_rows_span *kf_rows_sort(struct kf_rows_span *kf_s, struct kf_rows_span *kf_t, size_t kf_m)
{
    for (;;) {
        size_t kf_i = 0, kf_o = 0, kf_runs = 0;
        while (kf_i < kf_m) {
            size_t kf_b = kf_i + 1, kf_c, kf_x = kf_i, kf_y;
            while (kf_b < kf_m && kf_s[kf_b - 1].kf_lo <= kf_s[kf_b].kf_lo)
                kf_b++;
            for (kf_c = kf_b + 1; kf_c < kf_m && kf_s[kf_c - 1].kf_lo <= kf_s[kf_c].kf_lo; kf_c++)
                ;
            if (kf_c > kf_m)
                kf_c = kf_m;
            for (kf_y = kf_b; kf_x < kf_b || kf_y < kf_c;)
                kf_t[kf_o++] = kf_y >= kf_c || (kf_x < kf_b && kf_s[kf_x].kf_lo <= kf_s[kf_y].kf_lo) ? kf_s[kf_x++] : kf_s[kf_y++];
            kf_i = kf_c;
            kf_runs++;
        }
        struct kf_rows_span *kf_u = kf_s;
        kf_s = kf_t;
        kf_t = kf_u;
        if (kf_runs <= 1)
            return kf_s;
    }
}
static int kf_rows_apart(const struct kf_rows_in *kf_in, int kf_n)
{
    struct kf_rows_cur kf_c, kf_d;
    struct kf_rows_sweep kf_w;
    unsigned long long kf_lo[48], kf_hi[48];
    int kf_i, kf_j, kf_s, kf_nc = 0, kf_sorted = kf_n <= 16, kf_wr[48], kf_ent[48], kf_str[48];
    /* 1. each stream alone, as rows allocated one after another mostly
     * come: in the order of their addresses, none overlapping another of
     * its stream where it is written; the span they cover */
    for (kf_i = 0; kf_i < kf_n && kf_sorted; kf_i++)
        for (kf_s = 0; kf_s < 3 && kf_sorted; kf_s++) {
            kf_rows_first(&kf_c, &kf_in[kf_i], kf_s);
            if (kf_c.kf_done)
                continue;
            kf_w.kf_any = kf_w.kf_wr = 0, kf_w.kf_ok = 1;
            kf_lo[kf_nc] = kf_c.kf_head.kf_lo, kf_hi[kf_nc] = 0, kf_wr[kf_nc] = kf_c.kf_head.kf_written, kf_ent[kf_nc] = kf_i, kf_str[kf_nc] = kf_s;
            for (unsigned long long kf_at = kf_c.kf_head.kf_lo; !kf_c.kf_done && kf_sorted; kf_rows_next(&kf_c)) {
                kf_sorted = kf_c.kf_head.kf_lo >= kf_at;
                kf_at = kf_c.kf_head.kf_lo;
                kf_rows_see(&kf_w, &kf_c.kf_head);
                if (kf_c.kf_head.kf_hi > kf_hi[kf_nc])
                    kf_hi[kf_nc] = kf_c.kf_head.kf_hi;
            }
            if (kf_sorted && !kf_w.kf_ok)
                return 0;
            kf_nc++;
        }
    /* 2. two streams, one written: apart where the spans they cover are,
     * else merged as they come */
    for (kf_i = 0; kf_i < kf_nc && kf_sorted; kf_i++)
        for (kf_j = kf_i + 1; kf_j < kf_nc; kf_j++) {
            if ((!kf_wr[kf_i] && !kf_wr[kf_j]) || kf_hi[kf_i] <= kf_lo[kf_j] || kf_hi[kf_j] <= kf_lo[kf_i])
                continue;
            kf_rows_first(&kf_c, &kf_in[kf_ent[kf_i]], kf_str[kf_i]);
            kf_rows_first(&kf_d, &kf_in[kf_ent[kf_j]], kf_str[kf_j]);
            kf_w.kf_any = kf_w.kf_wr = 0, kf_w.kf_ok = 1;
            while ((!kf_c.kf_done || !kf_d.kf_done) && kf_w.kf_ok) {
                struct kf_rows_cur *kf_e = kf_d.kf_done || (!kf_c.kf_done && kf_c.kf_head.kf_lo <= kf_d.kf_head.kf_lo) ? &kf_c : &kf_d;
                kf_rows_see(&kf_w, &kf_e->kf_head);
                kf_rows_next(kf_e);
            }
            if (!kf_w.kf_ok)
                return 0;
        }
    if (kf_sorted)
        return 1;
    /* otherwise every span, sorted */
    size_t kf_m = 0, kf_x;
    for (kf_i = 0; kf_i < kf_n; kf_i++)
        for (kf_s = 0; kf_s < 3; kf_s++)
            for (kf_rows_first(&kf_c, &kf_in[kf_i], kf_s); !kf_c.kf_done; kf_rows_next(&kf_c))
                kf_m++;
    struct kf_rows_span *kf_v = (struct kf_rows_span *)malloc(2 * kf_m * sizeof *kf_v + 1);
    const struct kf_rows_span *kf_u;
    if (!kf_v)
        return 0;
    kf_m = 0;
    for (kf_i = 0; kf_i < kf_n; kf_i++)
        for (kf_s = 0; kf_s < 3; kf_s++)
            for (kf_rows_first(&kf_c, &kf_in[kf_i], kf_s); !kf_c.kf_done; kf_rows_next(&kf_c))
                kf_v[kf_m++] = kf_c.kf_head;
    kf_u = kf_rows_sort(kf_v, kf_v + kf_m, kf_m);
    kf_w.kf_any = kf_w.kf_wr = 0, kf_w.kf_ok = 1;
    for (kf_x = 0; kf_x < kf_m && kf_w.kf_ok; kf_x++)
        kf_rows_see(&kf_w, &kf_u[kf_x]);
    free(kf_v);
    return kf_w.kf_ok;
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
