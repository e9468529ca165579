/* syrk's and covariance's triangles: bands whose inner bounds use an outer
 * iterator of the band (j <= i, j from i + 1).  The tile loop of j spans
 * the values the bound takes over i's tile; the point loop of j keeps the
 * bound, and one from i + 1 also starts at its tile.  The third nest is
 * covariance's, with statements before the band and after it (the mirror
 * copy), each under its own copy of i's point loop. */
#include <stdio.h>

#define N 37
#define M 29

static double A[N][M], C[N][N], D[N][N], E[N][N];

static void kernel(int n, int m)
{
    int i, j, k;
#pragma scop
    for (i = 0; i < n; i++) {
        for (j = 0; j <= i; j++)
            C[i][j] *= 0.5;
        for (k = 0; k < m; k++)
            for (j = 0; j <= i; j++)
                C[i][j] += 1.5 * A[i][k] * A[j][k];
    }
    for (i = 0; i < n; i++)
        for (k = 0; k < m; k++)
            for (j = i + 1; j < n; j++)
                D[i][j] += A[i][k] * A[j][k];
    for (i = 0; i < n; i++) {
        for (j = i; j < n; j++)
            E[i][j] = 0.0;
        for (k = 0; k < m; k++)
            for (j = i; j < n; j++)
                E[i][j] += A[i][k] * A[j][k];
        for (j = i; j < n; j++) {
            E[i][j] /= 3.0;
            E[j][i] = E[i][j];
        }
    }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < M; j++)
            A[i][j] = (double)((i * j + 1) % 7) / 7;
        for (int j = 0; j < N; j++)
            C[i][j] = D[i][j] = (double)((i + 2 * j) % 5) / 5;
    }
    kernel(N, M);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            printf("%.10g %.10g %.10g\n", C[i][j], D[i][j], E[i][j]);
    return 0;
}
