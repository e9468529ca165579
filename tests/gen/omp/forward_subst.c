/* Positions computed into index variables before use, the way much C
 * written for speed does it: c is assigned (not initialised) in the body
 * and the neighbours fall back on the centre at the grid's faces.  The
 * subscripts are c's and the neighbours' right-hand sides (forward
 * substitution), each ?: a piece of its own, so the accesses are affine and
 * the run-time test can bound what 'in' and 'out' reach.  main calls the
 * sweep once with two grids and once with one grid shifted by a plane, in
 * which case only the sequential version is right. */
#include <stdio.h>
#include <stdlib.h>

static void sweep(const float *in, float *out, int nx, int ny, int nz)
{
    int c, w, e, n, s, b, t, x, y, z;
#pragma scop
    for (z = 0; z < nz; z++)
        for (y = 0; y < ny; y++)
            for (x = 0; x < nx; x++) {
                c = x + y * nx + z * nx * ny;
                w = (x == 0) ? c : c - 1;
                e = (x == nx - 1) ? c : c + 1;
                n = (y == 0) ? c : c - nx;
                s = (y == ny - 1) ? c : c + nx;
                b = (z == 0) ? c : c - nx * ny;
                t = (z == nz - 1) ? c : c + nx * ny;
                out[c] = 0.4f * in[c] + 0.1f * (in[w] + in[e] + in[n] + in[s] + in[b] + in[t]);
            }
#pragma endscop
}

/* k is set again under an if: after it k is not known, so a[k] stays a
 * subscript kforge cannot read; its updates commute (a reduction, as a
 * histogram's), but through a pointer the loop stays sequential */
static void shifted(float *a, const int *flag, int m)
{
    int i, k;
#pragma scop
    for (i = 1; i < m; i++) {
        k = i;
        if (flag[i])
            k = i - 1;
        a[k] = a[k] + 1.0f;
    }
#pragma endscop
}

int main(void)
{
    int nx = 23, ny = 19, nz = 7, size = nx * ny * nz, m = 200;
    float *a = malloc(sizeof *a * (size_t)(size + nx * ny)), *o = calloc((size_t)size, sizeof *o);
    float *v = calloc((size_t)m, sizeof *v);
    int *flag = malloc(sizeof *flag * (size_t)m);
    if (!a || !o || !v || !flag)
        return 1;
    for (int i = 0; i < size + nx * ny; i++)
        a[i] = (float)(i % 17) / 17.0f;
    for (int i = 0; i < m; i++)
        flag[i] = i % 3 == 0;
    sweep(a, o, nx, ny, nz);
    sweep(a, a + nx * ny, nx, ny, nz);
    shifted(v, flag, m);
    double sum = 0;
    for (int i = 0; i < size; i++)
        sum += o[i] * (i % 7) + a[i] * (i % 5);
    for (int i = 0; i < m; i++)
        sum += v[i] * i;
    printf("%.6f\n", sum);
    free(a);
    free(o);
    free(v);
    free(flag);
    return 0;
}
