/* cellflags.c: a lattice kept the way lattice-Boltzmann codes keep it: one
 * flat array of doubles, NV values per cell, the last of which holds flag
 * bits that the code reads and sets through a pointer cast
 * (`*(unsigned int *)(void *)&cell[FLAGS]`), and sweeps that step from
 * cell to cell by NV.  The relaxation sweep is the hot loop; the count of
 * wall cells reads the flags only. */
#include <stdio.h>
#include <stdlib.h>

#define NV 5 /* four densities and the flags */
#define FLAGS 4
#define WALL 1u
#define SOURCE 2u
#define AT(g, v) ((g)[i + (v)])
#define FLAG_BITS(g) (*(unsigned int *)(void *)&AT(g, FLAGS))
#define TEST_FLAG(g, f) (FLAG_BITS(g) & (f))

static void relax(int ncell, const double *restrict src, double *restrict dst, double omega)
{
    int i;
#pragma scop
    for (i = 0; i < ncell * NV; i += NV) {
        if (TEST_FLAG(src, WALL)) {
            AT(dst, 0) = AT(src, 1);
            AT(dst, 1) = AT(src, 0);
            AT(dst, 2) = AT(src, 3);
            AT(dst, 3) = AT(src, 2);
        } else {
            double rho = AT(src, 0) + AT(src, 1) + AT(src, 2) + AT(src, 3);
            double eq = 0.25 * rho + (TEST_FLAG(src, SOURCE) ? 0.01 : 0.0);
            AT(dst, 0) = AT(src, 0) + omega * (eq - AT(src, 0));
            AT(dst, 1) = AT(src, 1) + omega * (eq - AT(src, 1));
            AT(dst, 2) = AT(src, 2) + omega * (eq - AT(src, 2));
            AT(dst, 3) = AT(src, 3) + omega * (eq - AT(src, 3));
        }
        FLAG_BITS(dst) = FLAG_BITS(src);
    }
#pragma endscop
}

static long count_walls(int ncell, const double *g)
{
    long walls = 0;
    int i;
#pragma scop
    for (i = 0; i < ncell * NV; i += NV)
        if (TEST_FLAG(g, WALL))
            walls++;
#pragma endscop
    return walls;
}

int main(void)
{
    int ncell = 30000, i;
    double *a = calloc((size_t)ncell * NV, sizeof *a), *b = calloc((size_t)ncell * NV, sizeof *b);
    for (i = 0; i < ncell * NV; i += NV) {
        int c = i / NV;
        for (int v = 0; v < 4; v++)
            AT(a, v) = 0.2 + 0.01 * ((c * 7 + v * 3) % 11);
        FLAG_BITS(a) = (c % 13 == 0 ? WALL : 0u) | (c % 29 == 0 ? SOURCE : 0u);
    }
    for (int step = 0; step < 20; step++) {
        relax(ncell, a, b, 1.2);
        double *t = a;
        a = b;
        b = t;
    }
    double s = 0.0;
    for (i = 0; i < ncell * NV; i += NV)
        s += AT(a, 0) * 1 + AT(a, 1) * 2 + AT(a, 2) * 3 + AT(a, 3) * 4;
    printf("walls %ld checksum %.10f\n", count_walls(ncell, a), s);
    free(a);
    free(b);
    return 0;
}
