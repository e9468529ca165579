/* heat2d.c: explicit 2-D heat diffusion on a flat grid with fixed
 * boundaries; two buffers swapped by pointer after every time step. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NX 160
#define NY 120
#define STEPS 40
#define ALPHA 0.2

static void step(size_t nx, size_t ny, const double *restrict u, double *restrict un)
{
#pragma scop
    for (size_t j = 1; j < ny - 1; j++)
        for (size_t i = 1; i < nx - 1; i++)
            un[j * nx + i] = u[j * nx + i] +
                ALPHA * (u[j * nx + i - 1] + u[j * nx + i + 1] + u[(j - 1) * nx + i] +
                         u[(j + 1) * nx + i] - 4.0 * u[j * nx + i]);
#pragma endscop
}

int main(void)
{
    double *a = calloc(NX * NY, sizeof(double));
    double *b = calloc(NX * NY, sizeof(double));
    for (size_t i = 0; i < NX; i++)
        a[i] = b[i] = 100.0;           /* hot top edge */
    for (size_t j = NY / 3; j < 2 * NY / 3; j++)
        a[j * NX + NX / 2] = 50.0;
    double *u = a, *un = b;
    for (int t = 0; t < STEPS; t++) {
        step(NX, NY, u, un);
        double *tmp = u;
        u = un;
        un = tmp;
    }
    double s = 0.0;
    for (size_t k = 0; k < NX * NY; k++)
        s += u[k];
    printf("sum %.8f centre %.8f\n", s, u[(NY / 2) * NX + NX / 2]);
    free(a);
    free(b);
    return 0;
}
