/* diffuse.c: an anisotropic diffusion written the way older C image code
 * is: every variable declared at the top of main, buffers assigned once
 * from malloc later (one through a cast to a typedef, `(real *)malloc`),
 * column-major images indexed through neighbour tables (up[i] + nr * j),
 * the position computed into a shared `k`, and the time loop outside the
 * marked nests reading what the previous step left in a scalar. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

typedef float real;

int main(void)
{
    real *img, *dn, *ds, *coef;
    int *up, *down;
    long nr, nc, ne, i, j, k;
    real g, lap, q, last, drift;
    int step;

    nr = 240;
    nc = 200;
    ne = nr * nc;
    img = (real *)malloc(sizeof(real) * ne);
    dn = malloc(sizeof(real) * ne);
    ds = malloc(sizeof(real) * ne);
    coef = malloc(sizeof(real) * ne);
    up = malloc(sizeof(int) * nr);
    down = malloc(sizeof(int) * nr);
    for (i = 0; i < nr; i++) {
        up[i] = i == 0 ? 0 : i - 1;
        down[i] = i == nr - 1 ? nr - 1 : i + 1;
    }
    for (i = 0; i < ne; i++)
        img[i] = 1.0f + (real)((i * 37) % 251) / 251.0f;
    last = 0;
    drift = 0;
    for (step = 0; step < 4; step++) {
        drift += last; /* what the previous step's nest left in `last` */
#pragma scop
        for (j = 0; j < nc; j++)
            for (i = 0; i < nr; i++) {
                k = i + nr * j;
                dn[k] = img[up[i] + nr * j] - img[k];
                ds[k] = img[down[i] + nr * j] - img[k];
                g = (dn[k] * dn[k] + ds[k] * ds[k]) / (img[k] * img[k]);
                lap = (dn[k] + ds[k]) / img[k];
                q = 0.5f * g - 0.0625f * lap * lap;
                coef[k] = 1.0f / (1.0f + q);
                last = coef[k];
            }
#pragma endscop
#pragma scop
        for (j = 0; j < nc; j++)
            for (i = 0; i < nr; i++) {
                k = i + nr * j;
                img[k] = img[k] + 0.125f * (coef[k] * dn[k] + coef[down[i] + nr * j] * ds[k]);
            }
#pragma endscop
    }
    double s = 0.0;
    for (i = 0; i < ne; i++)
        s += img[i] * (1 + i % 7);
    printf("image %.5f drift %.6f\n", s, drift);
    free(img), free(dn), free(ds), free(coef), free(up), free(down);
    return 0;
}
