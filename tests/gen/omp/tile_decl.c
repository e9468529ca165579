/* Bands whose outer loop declares variables in its body, outside the
 * band's inner loop (passes/tile.h, declarations): each made again where
 * its uses land.  scaled: a scalar set once per row, used by the band
 * only (its declaration leaves P, which is then empty).  scratch: a row
 * that each point of the band writes before it reads it, made again at
 * the top of i's point loop.  both: a scalar P reads too (kept there),
 * the band and Q (made again in each), with the declaration its
 * initialiser reads.  c89: the band's iterators declared in the body, in
 * one declaration (made again in the band, where the loops set them).
 * scaled_gemm: gemm's band (i, k, j), j innermost, under a scalar of i's
 * body: tiled, not register-blocked (four rows would share one t).
 * 37 and 29 are multiples of none of the sizes. */
#include <stdio.h>

#define N 37
#define M 29

static double A[N][N], B[N][M], C[N][N], D[N][N], F[N][N], G[N][N], H[M][N], x[N], y[N], z[N];

static void scaled(int n, int m)
{
#pragma scop
    for (int i = 0; i < n; i++) {
        double t = x[i] * 2.0;
        for (int j = 0; j < n; j++)
            for (int k = 0; k < m; k++)
                A[i][j] += t * B[j][k];
    }
#pragma endscop
}

static void scratch(int n, int m)
{
#pragma scop
    for (int i = 0; i < n; i++) {
        double r[M];
        for (int j = 0; j < n; j++)
            for (int k = 0; k < m; k++) {
                r[k] = B[j][k] * x[i];
                C[i][j] += r[k] * B[i][k];
            }
    }
#pragma endscop
}

static void both(int n, int m)
{
#pragma scop
    for (int i = 0; i < n; i++) {
        double u = x[i] + 0.5;
        double s = u * u;
        y[i] = s - 1.0;
        for (int j = 0; j < n; j++)
            for (int k = 0; k < m; k++)
                D[i][j] += s * B[j][k] * B[i][k];
        z[i] = s * D[i][i];
    }
#pragma endscop
}

static void c89(int n, int m)
{
#pragma scop
    for (int i = 0; i < n; i++) {
        int j, k;
        for (j = 0; j < n; j++)
            for (k = 0; k < m; k++)
                F[i][j] += B[j][k] * B[i][k];
    }
#pragma endscop
}

static void scaled_gemm(int n, int m)
{
#pragma scop
    for (int i = 0; i < n; i++) {
        double t = x[i] * x[i];
        for (int k = 0; k < m; k++)
            for (int j = 0; j < n; j++)
                G[i][j] += t * B[i][k] * H[k][j];
    }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        x[i] = (double)((i * 5 + 2) % 9) / 9 + 0.5;
        for (int j = 0; j < N; j++) {
            A[i][j] = (double)((i * 3 + j) % 7) / 7;
            C[i][j] = (double)((i + j) % 3) / 3;
            D[i][j] = (double)((i * j) % 5) / 5;
            F[i][j] = (double)((i + 2 * j) % 3) / 3;
        }
        for (int k = 0; k < M; k++) {
            B[i][k] = (double)((i + k * 4 + 1) % 11) / 11 + 0.25;
            H[k][i] = (double)((i * k + 2) % 7) / 7;
        }
    }
    scaled(N, M);
    scratch(N, M);
    both(N, M);
    c89(N, M);
    scaled_gemm(N, M);
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++)
            printf("%.12g %.12g %.12g %.12g %.12g\n", A[i][j], C[i][j], D[i][j], F[i][j],
                   G[i][j]);
        printf("%.12g %.12g\n", y[i], z[i]);
    }
    return 0;
}
