/* A scalar written in every iteration and then again under an if, read
 * after the loop: lastprivate gives the last iteration's value whatever
 * the if does (the last element takes the if here).  The loop was refused
 * ("t is written under an if, so lastprivate could be wrong"), which kept
 * Rodinia particlefilter's resampling loop (i = findIndex(...); if (i ==
 * -1) i = n - 1;) sequential. */
#include <stdio.h>
#define N 20000
double a[N], b[N];
int main(void)
{
    double t = -1.0;
    int n = N;
    for (int i = 0; i < N; i++) a[i] = i % 7 + (i == N - 1 ? 4 : 0);
#pragma scop
    for (int i = 0; i < n; i++) {
        t = a[i] * 2.0;
        if (a[i] > 3.0)
            t = 1.0;
        b[i] = t;
    }
#pragma endscop
    printf("%f %f\n", t, b[7]);
    return 0;
}
