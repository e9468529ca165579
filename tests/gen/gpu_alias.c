/* kforge gen --target opencl|cuda on pointers without restrict, as most C
 * passes arrays: a loop that only pointers which may overlap keep on the
 * host runs on the device where a run-time test finds the elements reached
 * through each of them apart, and as written otherwise.  Each function is
 * called once with buffers apart (the device code runs) and once with
 * buffers that overlap (the loops as written).  fill_counts: a size read
 * as a parameter that the fragment's stores through a pointer may reach.
 * Used by tests/gen/test_gen_gpu_alias.sh. */
#include <stdio.h>
#include <stdlib.h>

/* a 5-point smooth; called again with out one row past in */
static void smooth(int rows, int cols, const float *in, float *out)
{
#pragma scop
    for (int y = 1; y < rows - 1; y++)
        for (int x = 1; x < cols - 1; x++)
            out[y * cols + x] = (in[(y - 1) * cols + x] + in[(y + 1) * cols + x] +
                                 in[y * cols + x - 1] + in[y * cols + x + 1]) * 0.25f;
#pragma endscop
}

/* two fragments: the first needs the test, the second does not (restrict)
 * and is a region of its own; the host code between them reads y */
static float axpy_scale(int n, float a, const float *x, float *y, float *restrict z,
                        const float *restrict w)
{
    float first;
#pragma scop
    for (int i = 0; i < n; i++)
        y[i] = y[i] + a * x[i];
#pragma endscop
    first = y[0];
#pragma scop
    for (int i = 0; i < n; i++)
        z[i] = first * w[i] + z[i];
#pragma endscop
    return first;
}

/* two pointers written: b's elements lie below a's first one, so the
 * elements they reach are apart when called with one buffer twice, but a's
 * device buffer copies a[0] on, b's elements too, and copying it back
 * would put their old values back: the test covers a from a[0] */
static void two_writes(int n, float *a, float *b)
{
#pragma scop
    for (int i = 0; i < n; i++) {
        b[i] = 2.0f * (float)i;
        a[i + n] = 1.0f * (float)i + 0.5f;
    }
#pragma endscop
}

/* a pointer declared in the fragment: a test before it cannot name it, so
 * the loop stays on the host, saying why */
static void local_ptr(int n, float *out)
{
#pragma scop
    for (int i = 0; i < n; i++) {
        float acc = 0;
        float *p = &acc;
        out[i] = *p + i;
    }
#pragma endscop
}

/* issue 14: copies to and from the device are per variable.  No loop here
 * is kept sequential by q and p (no loop names both), yet with p == q the
 * second kernel would read p's buffer, copied in before the first kernel
 * wrote q's: the region is tested on the pair all the same */
static void stale_copy(int n, float *q, const float *p, float *restrict r)
{
#pragma scop
    for (int i = 0; i < n; i++)
        q[i] = q[i] * 0.5f + 1.0f;
    for (int i = 0; i < n; i++)
        r[i] = p[i] + 2.0f;
#pragma endscop
}

/* ... and the other way: a kernel writes g on the device, and host code
 * reads p (g + 1 in the second call) before g's copy back */
static float stale_host(int n, float *g, const float *p)
{
    float s = 0.0f;
#pragma scop
    for (int i = 0; i < n; i++)
        g[i] = g[i] * 0.5f + (float)i;
    for (int i = 1; i < n; i++)
        s = s * 0.5f + p[i - 1];
#pragma endscop
    return s;
}

/* a local array's storage is the function's own: no parameter can point
 * into it, so t needs no test (in and out still do: one may be the other) */
static void local_tmp(const float *in, float *out)
{
    float t[64];
#pragma scop
    for (int i = 0; i < 64; i++)
        t[i] = in[i] * 2.0f;
    for (int i = 0; i < 64; i++)
        out[i] = t[i] + t[63 - i] + in[63 - i];
#pragma endscop
}

/* b's elements are not known in closed form (a subscript read from idx),
 * so no test can tell them from a's device buffer: the fragment stays on
 * the host, saying why */
static void unknown_span(int n, const int *idx, float *a, float *b)
{
#pragma scop
    for (int i = 0; i < n; i++)
        a[i] = a[i] * 0.5f + 1.0f;
    for (int i = 0; i < n; i++)
        b[idx[i % 4]] = a[i] + b[idx[i % 4]];
#pragma endscop
}

/* a size read as one value for the whole fragment (s->n, a parameter)
 * that an int store through map may land on (C allows it): on the device
 * where map's elements are apart from s->n, as written otherwise; called
 * once with map over the struct itself, where the first store shrinks the
 * loop */
struct size2 {
    int n, m;
};

static void fill_counts(int *map, const struct size2 *s)
{
#pragma scop
    for (int i = 0; i < s->n; i++)
        map[i] = 3 * i + s->m;
#pragma endscop
}

int main(void)
{
    int rows = 24, cols = 19, n = 300;
    float *a = malloc(sizeof *a * (size_t)(rows + 1) * (size_t)cols);
    float *b = calloc((size_t)rows * (size_t)cols, sizeof *b);
    float *x = malloc(sizeof *x * (size_t)(n + 1)), *y = malloc(sizeof *y * (size_t)n);
    float *z = calloc((size_t)n, sizeof *z), *w = malloc(sizeof *w * (size_t)n);
    float o[16];
    if (!a || !b || !x || !y || !z || !w)
        return 1;
    for (int i = 0; i < (rows + 1) * cols; i++)
        a[i] = (float)(i % 13) / 13.0f;
    for (int i = 0; i <= n; i++)
        x[i] = (float)(i % 7) - 3.0f;
    for (int i = 0; i < n; i++) {
        y[i] = (float)(i % 5) * 0.5f;
        w[i] = (float)(i % 3) + 0.25f;
    }
    smooth(rows, cols, a, b);
    smooth(rows, cols, a, a + cols); /* each row reads the row just written */
    float f1 = axpy_scale(n, 0.5f, x, y, z, w);
    float f2 = axpy_scale(n - 1, 2.0f, x + 1, x, z, w); /* x[i] += 2 * x[i + 1] */
    two_writes(n / 2, y, z);
    two_writes(n / 2, w, w); /* w[0..n/2) by b, w[n/2..n) by a */
    local_ptr(16, o);
    float *c = malloc(sizeof *c * 128), *d = malloc(sizeof *d * 128), *e = malloc(sizeof *e * 128);
    int idx[4] = {3, 1, 2, 0};
    if (!c || !d || !e)
        return 1;
    for (int i = 0; i < 128; i++)
        c[i] = d[i] = (float)(i % 11) * 0.5f;
    stale_copy(64, c, d, e);      /* apart: on the device */
    stale_copy(64, c, c, e + 64); /* q == p: as written */
    float s1 = stale_host(64, c, d);
    float s2 = stale_host(64, c, c + 1);
    local_tmp(c, d);
    local_tmp(c, c + 32);
    unknown_span(64, idx, c, d);
    unknown_span(64, idx, c, c + 2);
    struct size2 sz = {6, 1};
    int counts[8] = {0};
    union {
        struct size2 s;
        int all[8];
    } ov = {.all = {5, 2, 0, 0, 0, 0, 0, 0}};
    fill_counts(counts, &sz);       /* apart: on the device */
    fill_counts(ov.all, &ov.s);     /* map[0] is s->n: as written, two iterations */
    for (int i = 0; i < 8; i++)
        printf("%d %d\n", counts[i], ov.all[i]);
    for (int i = 0; i < 128; i++)
        printf("%.6f %.6f %.6f\n", c[i], d[i], e[i]);
    printf("%.6f %.6f\n", s1, s2);
    free(c);
    free(d);
    free(e);
    for (int i = 0; i < rows * cols; i++)
        printf("%.6f %.6f\n", b[i], a[i]);
    for (int i = 0; i < n; i++)
        printf("%.6f %.6f %.6f %.6f\n", x[i], y[i], z[i], w[i]);
    printf("%.6f %.6f %g\n", f1, f2, o[15]);
    free(a);
    free(b);
    free(x);
    free(y);
    free(z);
    free(w);
    return 0;
}
