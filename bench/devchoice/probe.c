/* bench/devchoice/probe.c: the figures of PoCL's profile in
 * src/codegen/gpu_choice.c, through kforge gen --target opencl
 * (bench/devchoice/run.sh): the first fragment of a program (the device's
 * set-up and one small launch), T launches of a small kernel in a host
 * loop, and a large copy in and out with little work. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define M 1000
#define NBIG 8000000
#define T 2000

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + 1e-9 * t.tv_nsec;
}

static void first(double a[M])
{
#pragma scop
    for (int i = 0; i < M; i++)
        a[i] = a[i] * 2.0 + 1.0;
#pragma endscop
}

static void launches(double a[M])
{
#pragma scop
    for (int t = 0; t < T; t++)
        for (int i = 0; i < M; i++)
            a[i] = a[i] * 0.5 + 1.0;
#pragma endscop
}

static void copies(double *restrict a, double *restrict b)
{
#pragma scop
    for (int i = 0; i < NBIG; i++)
        b[i] = a[i] + 1.0;
#pragma endscop
}

int main(void)
{
    static double a[M];
    double *x = calloc(NBIG, sizeof *x), *y = calloc(NBIG, sizeof *y);
    if (!x || !y)
        return 1;
    double t0 = now();
    first(a);
    double t1 = now();
    launches(a);
    double t2 = now();
    copies(x, y);
    double t3 = now();
    fprintf(stderr, "first %.4f launches(%d) %.4f copies(%d MB) %.4f\n", t1 - t0, T, t2 - t1,
            (int)(NBIG * 8.0 * 3 / 1e6), t3 - t2);
    printf("%f %f\n", a[3], y[5]);
    free(x);
    free(y);
    return 0;
}
