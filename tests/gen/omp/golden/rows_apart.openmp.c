/* kforge 0.1.0: tests/gen/omp/rows_apart.c for openmp; 2 loops in parallel */
/* Arrays of row pointers: in parallel only where a run-time test finds
 * the rows the fragment reaches apart (openmp_alias.c, kf_rows_apart). */
#include <stdlib.h>
#include <string.h>
/* kforge alias-test: do the rows that arrays of row pointers reach lie
 * apart from one another and from the spans given with them (no span
 * overlapping a written one)?  Addresses compared as integers. */
struct kf_rows_in {
    const void *rows;          /* an array of row pointers; 0: the span lo..hi */
    long r0, r1, c0, c1;       /* its rows r0..r1, elements c0..c1 of each */
    unsigned long long size;   /* an element's size */
    unsigned long long lo, hi; /* a span's addresses, hi one past its end */
    int written;
};
struct kf_rows_span {
    unsigned long long lo, hi;
    int written;
};
static int kf_rows_cmp(const void *x, const void *y)
{
    const struct kf_rows_span *a = (const struct kf_rows_span *)x;
    const struct kf_rows_span *b = (const struct kf_rows_span *)y;
    return a->lo < b->lo ? -1 : a->lo > b->lo;
}
static int kf_rows_apart(const struct kf_rows_in *in, int n)
{
    size_t m = 0, k;
    unsigned long long any = 0, wr = 0;
    int i, ok = 1;
    for (i = 0; i < n; i++)
        m += in[i].rows && in[i].r0 <= in[i].r1 ? (size_t)(in[i].r1 - in[i].r0) + 2 : 1;
    struct kf_rows_span *s = (struct kf_rows_span *)malloc(m * sizeof *s + 1);
    if (!s)
        return 0;
    m = 0;
    for (i = 0; i < n; i++) {
        const struct kf_rows_in *x = &in[i];
        if (!x->rows) {
            s[m].lo = x->lo, s[m].hi = x->hi, s[m++].written = x->written;
            continue;
        }
        if (x->r1 < x->r0 || x->c1 < x->c0)
            continue;
        unsigned long long p = (unsigned long long)x->rows;
        s[m].lo = p + (unsigned long long)x->r0 * sizeof(void *);
        s[m].hi = p + ((unsigned long long)x->r1 + 1) * sizeof(void *);
        s[m++].written = 0;
        for (long r = x->r0; r <= x->r1; r++) {
            const void *row;
            memcpy(&row, (const char *)x->rows + r * (long)sizeof row, sizeof row);
            unsigned long long q = (unsigned long long)row;
            s[m].lo = q + (unsigned long long)x->c0 * x->size;
            s[m].hi = q + ((unsigned long long)x->c1 + 1) * x->size;
            s[m++].written = x->written;
        }
    }
    qsort(s, m, sizeof *s, kf_rows_cmp);
    for (k = 0; k < m && ok; k++) {
        if (s[k].lo >= s[k].hi)
            continue;
        if (s[k].lo < wr || (s[k].written && s[k].lo < any))
            ok = 0;
        if (s[k].hi > any)
            any = s[k].hi;
        if (s[k].written && s[k].hi > wr)
            wr = s[k].hi;
    }
    free(s);
    return ok;
}

void scale_rows(int n, int m, double **c, const double *w)
{
#pragma scop
    if (kf_rows_apart((const struct kf_rows_in[]){
        {(const void *)c, (long)(0), (long)(n - 1), (long)(0), (long)(m - 1), sizeof **c, 0, 0, 1},
        {0, 0, -1, 0, -1, 0, (unsigned long long)w, ((unsigned long long)w + (m) * sizeof *w), 0}}, 2)) {
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
        {(const void *)x, (long)(0), (long)(n - 1), (long)(1), (long)(m - 2), sizeof **x, 0, 0, 0},
        {0, 0, -1, 0, -1, 0, (unsigned long long)out, ((unsigned long long)out + (n) * sizeof *out), 1}}, 2)) {
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
