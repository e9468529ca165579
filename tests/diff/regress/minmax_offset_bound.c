/* A decreasing loop that starts at MIN(a, b) - 1 and stops at MAX(c, d)
 * (randprog --shape): the front end split MIN/MAX bounds only at the top
 * of the expression, so the "- 1" made the start non-affine and the nest
 * was over-approximated and left sequential; the constant now moves into
 * the bound's offset and both loops are parallel. */
#include <stdio.h>

#define N 30
#define M 26

static double a[N][M], b[N][M];

static void band(int n, int m)
{
#pragma scop
    for (int i = 0; i < n; i++)
        for (int j = (i + 3 < m ? i + 3 : m) - 1; j >= (i - 3 > 1 ? i - 3 : 1); j--)
            a[i][j] = 0.5 * b[i][j - 1] + 0.25 * j + i;
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            b[i][j] = (i * 7 + j * 3) % 11 * 0.125;
    band(N, M);
    double s = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            s += a[i][j] * (i + 1) + j;
    printf("%.17g\n", s);
    return 0;
}
