/* heat2d.c: explicit 2-D heat diffusion on a flat grid with fixed boundaries
 * and a line of cells held at their temperature; two buffers swapped by
 * pointer after every time step. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NX 160
#define NY 120
#define STEPS 40
#define ALPHA 0.2

static void step(size_t nx, size_t ny, const unsigned char *restrict fixed,
                 const double *restrict u, double *restrict un)
{
#pragma scop
    for (size_t j = 1; j < ny - 1; j++)
        for (size_t i = 1; i < nx - 1; i++) {
            const size_t c = j * nx + i;   /* computed once, as real code does */
            if (fixed[c]) {                /* a held temperature: copied */
                un[c] = u[c];
                continue;
            }
            un[c] = u[c] + ALPHA * (u[c - 1] + u[c + 1] + u[c - nx] + u[c + nx] - 4.0 * u[c]);
        }
#pragma endscop
}

int main(void)
{
    double *a = calloc(NX * NY, sizeof(double));
    double *b = calloc(NX * NY, sizeof(double));
    unsigned char *fixed = calloc(NX * NY, 1);
    for (size_t i = 0; i < NX; i++)
        a[i] = b[i] = 100.0;           /* hot top edge */
    for (size_t j = NY / 3; j < 2 * NY / 3; j++)
        a[j * NX + NX / 2] = b[j * NX + NX / 2] = 50.0, fixed[j * NX + NX / 2] = 1;
    double *u = a, *un = b;
    for (int t = 0; t < STEPS; t++) {
        step(NX, NY, fixed, u, un);
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
    free(fixed);
    return 0;
}
