/* pack.c: output indexes that advance as the loop goes, the way packing,
 * interleaving and filtering code is written: `out[k++] = ...` twice per
 * iteration (an interleave), an index advanced by `k += 3` after its uses,
 * a loop body without braces, and a filter that keeps only some elements
 * (stream compaction: its index advances under a condition, so that loop
 * stays sequential). */
#include <stdio.h>
#include <stdlib.h>

#define N 60000

typedef struct {
    float re, im;
} cpx;

/* complex numbers to interleaved floats, after a header of two floats */
static int interleave(int n, const cpx *restrict z, float *restrict out)
{
    int k = 2;
    out[0] = (float)n;
    out[1] = 0.0f;
#pragma scop
    for (int i = 0; i < n; i++) {
        out[k++] = z[i].re;
        out[k++] = z[i].im;
    }
#pragma endscop
    return k;
}

/* RGB triples from three planes; the index moves after its uses */
static long planes_to_rgb(int w, const unsigned char *restrict r, const unsigned char *restrict g,
                          const unsigned char *restrict b, unsigned char *restrict rgb)
{
    long o = 0;
#pragma scop
    for (int x = 0; x < w; x++) {
        rgb[o] = r[x];
        rgb[o + 1] = g[x];
        rgb[o + 2] = (unsigned char)((b[x] + r[x]) / 2);
        o += 3;
    }
#pragma endscop
    return o;
}

/* a gather from 1 on, body without braces */
static void odd_samples(int n, const double *restrict in, double *restrict out)
{
    int j = 0;
#pragma scop
    for (int i = 1; i < n; i++)
        out[j++] = 0.5 * (in[2 * i - 1] + in[2 * i]);
#pragma endscop
}

/* keep the positive values: the index advances only for some */
static int keep_positive(int n, const float *restrict in, float *restrict out)
{
    int m = 0;
#pragma scop
    for (int i = 0; i < n; i++)
        if (in[i] > 0.0f)
            out[m++] = in[i];
#pragma endscop
    return m;
}

int main(void)
{
    cpx *z = malloc(N * sizeof *z);
    float *f = malloc((2 * N + 2) * sizeof *f), *pos = malloc(N * sizeof *pos), *v = malloc(N * sizeof *v);
    unsigned char *r = malloc(N), *g = malloc(N), *b = malloc(N), *rgb = malloc(3 * N);
    double *in = malloc(2 * N * sizeof *in), *odd = malloc(N * sizeof *odd);
    for (int i = 0; i < N; i++) {
        z[i].re = (float)(i % 17) - 8.0f;
        z[i].im = (float)(i % 5) * 0.25f;
        r[i] = (unsigned char)(i * 7);
        g[i] = (unsigned char)(i * 13);
        b[i] = (unsigned char)(i * 3 + 1);
        v[i] = (float)((i * 37) % 101) - 50.0f;
    }
    for (int i = 0; i < 2 * N; i++)
        in[i] = (double)((i * 11) % 23) / 7.0;
    int k = interleave(N, z, f);
    long o = planes_to_rgb(N, r, g, b, rgb);
    odd_samples(N, in, odd);
    int m = keep_positive(N, v, pos);
    double s = 0.0, t = 0.0, u = 0.0;
    long c = 0;
    for (int i = 0; i < k; i++)
        s += f[i] * (1 + i % 7);
    for (long i = 0; i < o; i++)
        c += rgb[i] * (1 + i % 3);
    for (int i = 0; i < N - 1; i++)
        t += odd[i] * (1 + i % 5);
    for (int i = 0; i < m; i++)
        u += pos[i] * (1 + i % 3);
    printf("interleave %d %.3f rgb %ld %ld odd %.4f kept %d %.2f\n", k, s, o, c, t, m, u);
    free(z), free(f), free(pos), free(v), free(r), free(g), free(b), free(rgb), free(in), free(odd);
    return 0;
}
