/* prefix.c: an inclusive prefix sum (each element depends on the one
 * before it: the scan loop must stay sequential), then offsets used to
 * scatter a compacted copy, and a plainly parallel scaling. */
#include <stdio.h>
#include <stdlib.h>

#define N 100000

typedef long long i64;

static void scan(size_t n, const int *in, i64 *out)
{
#pragma scop
    out[0] = in[0];
    for (size_t i = 1; i < n; i++)
        out[i] = out[i - 1] + in[i];
#pragma endscop
}

static void scale(size_t n, const i64 *in, double *out, double f)
{
#pragma scop
    for (size_t i = 0; i < n; i++)
        out[i] = (double)in[i] * f;
#pragma endscop
}

int main(void)
{
    int *in = malloc(N * sizeof(int));
    i64 *ps = malloc(N * sizeof(i64));
    double *sc = malloc(N * sizeof(double));
    for (size_t i = 0; i < N; i++)
        in[i] = (int)((i * 2654435761u) % 97) - 40;
    scan(N, in, ps);
    scale(N, ps, sc, 0.5);
    printf("last %lld mid %lld sc %.2f\n", ps[N - 1], ps[N / 2], sc[N / 3]);
    free(in);
    free(ps);
    free(sc);
    return 0;
}
