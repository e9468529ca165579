/* A norm (gramschmidt's first loop): the sum over i is the nest's only
 * parallelism, so by default kforge reassociates it and says so;
 * --strict-fp keeps its order (the loop stays as written).  The integer
 * count beside it is exact in any order. */
#include <math.h>
#include <stdio.h>

#define M 50000

static double a[M];

int main(void)
{
    double nrm = 0.0;
    long cnt = 0;
    for (int i = 0; i < M; i++)
        a[i] = 1.0 / (1.0 + i % 97);
#pragma scop
    for (int i = 0; i < M; i++)
        nrm += a[i] * a[i];
    for (int i = 0; i < M; i++)
        cnt += i % 3;
#pragma endscop
    printf("%.9g %ld\n", sqrt(nrm), cnt);
    return 0;
}
