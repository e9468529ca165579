/* cplx_mix.q written by hand with C99 complex doubles (docs/quasar.md) */
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 1000000, reps = argc > 2 ? atol(argv[2]) : 5;
    double *t = malloc(n * sizeof *t);
    double complex *Z = malloc(n * sizeof *Z), *W = malloc(n * sizeof *W), s = 0;
    for (long i = 0; i < n; i++) t[i] = n > 1 ? (double)i / (double)(n - 1) : 0;
    for (long i = 0; i < n; i++) Z[i] = cos(3 * t[i]) + sin(5 * t[i]) * I;
    for (long r = 0; r < reps; r++) {
        for (long i = 0; i < n; i++) W[i] = Z[i] * cexp(-2 * I * M_PI * 0.25 * t[i]) + conj(Z[i]);
        double complex a = 0;
        for (long i = 0; i < n; i++) a += W[i];
        s += a;
    }
    printf("%g%+gi\n", creal(s), cimag(s));
    return 0;
}
