/* Scalars that outlive the fragment: C89-style loop counters read after
 * it, and a temporary whose last value is printed.  The generated program
 * must print what the sequential one prints. */
#include <stdio.h>

#define N 37
#define M 23

static double A[N][M], B[N][M], v[N];

static void kernel(void)
{
    int i, j;
    double t = 0;
#pragma scop
    for (i = 0; i < N; i++)
        for (j = 1; j < M; j++)
            B[i][j] = A[i][j] * 2 + A[i][j - 1];
    for (i = 0; i < N; i++) {
        t = A[i][0] + 1;
        v[i] = t * t;
    }
#pragma endscop
    printf("i %d j %d t %.6g\n", i, j, t);
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            A[i][j] = (i * 3 + j) % 7;
    kernel();
    for (int i = 0; i < N; i += 6)
        printf("%.6g %.6g %.6g\n", B[i][1], B[i][M - 1], v[i]);
    return 0;
}
