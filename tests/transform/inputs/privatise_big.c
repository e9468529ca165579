/* privatise: rows of constant extent stay on the stack of the thread
 * that runs the iteration only up to 64 KiB (KF_XFORM_ROW_STACK): d, 10000
 * doubles (80,000 bytes), is refused; f, 10000 floats (40,000 bytes), is
 * privatised. */
#include <stdio.h>

#define M 10000

static double A[8][M], d[M];
static float B[8][M], f[M];

static void kernel(int n)
{
    int r, p;
#pragma scop
    for (r = 0; r < n; r++) {
        for (p = 0; p < M; p++)
            d[p] = A[r][p] * 2;
        for (p = 1; p < M; p++)
            A[r][p] = d[p] - d[p - 1];
    }
    for (r = 0; r < n; r++) {
        for (p = 0; p < M; p++)
            f[p] = B[r][p] * 2;
        for (p = 1; p < M; p++)
            B[r][p] = f[p] - f[p - 1];
    }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < M; j++)
            A[i][j] = B[i][j] = (float)((i * 5 + j * 3) % 7);
    kernel(8);
    double s = 0;
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < M; j += 97)
            s += A[i][j] + B[i][j];
    printf("%.17g %.17g %.17g\n", s, d[M - 1], (double)f[M - 1]);
    return 0;
}
