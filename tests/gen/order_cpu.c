/*
 * Triangular factorisations for the order-keep pass on OpenMP
 * (codegen/gpu_order.h): each element's sum must keep its order, so the
 * parallel schedules are ones that move whole steps, never terms.
 *
 *  - crout_rows: LU in row form with 2-D arrays; its inner sums read
 *    U[t][c] down a column, and its upper row's loop is parallel as
 *    written.  isl's order (right-looking) reads rows in its innermost
 *    loops, so the OpenMP back end takes it.
 *  - llt_rows: Cholesky by rows with a comment in its body; the step
 *    shape runs it left-looking, each dot product along rows as written.
 *  - prefix_rows: a recurrence down the rows whose inner loop is
 *    parallel and reads rows already: no reschedule walks fewer columns,
 *    so it stays as written.
 */
#include <math.h>
#include <stdio.h>

#define N 37

static void crout_rows(int n, double M[N][N])
{
    int r, c, t;
#pragma scop
    for (r = 0; r < n; r++) {
        for (c = 0; c < r; c++) {
            for (t = 0; t < c; t++)
                M[r][c] -= M[r][t] * M[t][c];
            M[r][c] /= M[c][c];
        }
        for (c = r; c < n; c++)
            for (t = 0; t < r; t++)
                M[r][c] -= M[r][t] * M[t][c];
    }
#pragma endscop
}

static void llt_rows(int n, double G[N][N])
{
    int a, b, q;
#pragma scop
    for (a = 0; a < n; a++) {
        /* below the diagonal: one dot product per element */
        for (b = 0; b < a; b++) {
            for (q = 0; q < b; q++)
                G[a][b] -= G[a][q] * G[b][q];
            G[a][b] /= G[b][b];
        }
        /* the diagonal */
        for (q = 0; q < a; q++)
            G[a][a] -= G[a][q] * G[a][q];
        G[a][a] = sqrt(G[a][a]);
    }
#pragma endscop
}

static void prefix_rows(int n, int m, double P[N][N], double V[N][N])
{
#pragma scop
    for (int y = 1; y < n; y++)
        for (int x = 0; x < m; x++)
            P[y][x] = P[y - 1][x] * 0.5 + V[y][x];
#pragma endscop
}

int main(void)
{
    static double M[N][N], G[N][N], P[N][N], V[N][N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            M[i][j] = (i == j ? N : 0) + 1.0 / (1 + (i * 7 + j * 3) % 11);
            G[i][j] = (i == j ? 2.0 * N : 0) + 1.0 / (1 + i + j);
            P[i][j] = (i * 3 + j) % 5 - 2.0;
            V[i][j] = 0.25 * ((i + j * 5) % 7);
        }
    crout_rows(N, M);
    llt_rows(N, G);
    prefix_rows(N, N - 3, P, V);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            printf("%d %d %.17g %.17g %.17g\n", i, j, M[i][j], G[i][j], P[i][j]);
    return 0;
}
