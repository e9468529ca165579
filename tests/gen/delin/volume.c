/* A 3-D volume flattened as v[x + y*nx + z*nx*ny], its loops bounded by
 * the size of the region processed (w, h, d) rather than by nx and ny:
 * read as v[z][y][x] where w <= nx and h <= ny, tested at run time; the
 * last call passes an nx below w, so that the region's rows overlap. */
#include <stdio.h>
#include <stdlib.h>

static void relax(double *v, int nx, int ny, int w, int h, int d)
{
#pragma scop
    for (int z = 0; z < d; z++)
        for (int y = 0; y < h; y++)
            for (int x = 1; x < w; x++)
                v[x + y * nx + z * nx * ny] = 0.5 * v[x + y * nx + z * nx * ny] +
                                              0.25 * v[x - 1 + y * nx + z * nx * ny];
#pragma endscop
}

int main(void)
{
    int nx = 19, ny = 13, nz = 7, n = nx * ny * nz;
    double *v = malloc(sizeof *v * (size_t)n);
    if (!v)
        return 1;
    for (int i = 0; i < n; i++)
        v[i] = (double)((i * 13) % 17) / 17.0;
    relax(v, nx, ny, 17, 11, 6);
    relax(v, nx, ny, nx, ny, nz);
    relax(v, 9, ny, 12, 11, 6); /* nx < w: rows overlap */
    for (int i = 0; i < n; i++)
        printf("%.12f\n", v[i]);
    free(v);
    return 0;
}
