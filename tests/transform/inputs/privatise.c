/* privatise: a row each iteration of r writes before it reads it (L1),
 * one read before it is written (L2), one whose written elements move
 * with i (L3).  The function is called with n = 0 and n = 1 too. */
#include <stdio.h>

#define M 12

static double A[20][M], B[20][M], t[M], w[M], z[M];

static void kernel(int n)
{
    int r, p;
#pragma scop
    for (r = 0; r < n; r++) {
        for (p = 0; p < M; p++)
            t[p] = A[r][p] * 2;
        for (p = 1; p < M; p++)
            B[r][p] = t[p] - t[p - 1];
    }
    for (r = 0; r < n; r++) {
        for (p = 0; p < M; p++)
            w[p] = w[p] / 2 + A[r][p];
        for (p = 0; p < M; p++)
            B[r][p] += w[p];
    }
    for (r = 0; r < M; r++) {
        for (p = 0; p <= r; p++)
            z[p] = A[r][p];
        B[r][0] += z[r];
    }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < 20; i++)
        for (int j = 0; j < M; j++)
            A[i][j] = (double)((i * 5 + j * 3) % 7);
    for (int n = 0; n <= 20; n += n < 2 ? 1 : 9) {
        kernel(n);
        for (int j = 0; j < M; j++)
            printf("%g %g %g %g\n", t[j], w[j], z[j], B[n ? n - 1 : 0][j]);
    }
    return 0;
}
