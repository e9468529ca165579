/* Old C as gcc still builds it (-std=gnu89): K&R definitions, implicit int,
 * implicit function declarations; one loop marked for kforge. */
#include <stdio.h>

#define N 20000

double a[N], b[N];

scale(n, s)
int n;
double s;
{
    int i;
#pragma scop
    for (i = 0; i < n; i++)
        a[i] = b[i] * s + 1.0;
#pragma endscop
    return n;
}

main()
{
    int i;
    for (i = 0; i < N; i++)
        b[i] = i % 17;
    scale(N, 0.5);
    report(N);
    return 0;
}

report(n)
{
    int i;
    double t = 0;
    for (i = 0; i < n; i++)
        t += a[i] * (i % 5 + 1);
    printf("%.6f\n", t);
}
