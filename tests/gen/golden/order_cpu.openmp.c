/* kforge 0.1.0: tests/gen/order_cpu.c for openmp; 5 loops in parallel */
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
    if (n < 3) { if (2.0 * n * n * n - 2.0 * n * n >= 4) {

#pragma omp parallel for private(c, t) schedule(static, 1) if(2.0 * n * n * n - 2.0 * n * n >= 4)
for (r = 0; r < n; r++) {
        for (c = 0; c < r; c++) {
            #pragma omp simd
            for (t = 0; t < c; t++)
                M[r][c] -= M[r][t] * M[t][c];
            M[r][c] /= M[c][c];
        }
        for (c = r; c < n; c++)
            #pragma omp simd
            for (t = 0; t < r; t++)
                M[r][c] -= M[r][t] * M[t][c];
    }
    } else {
for (r = 0; r < n; r++) {
        for (c = 0; c < r; c++) {
            #pragma omp simd
            for (t = 0; t < c; t++)
                M[r][c] -= M[r][t] * M[t][c];
            M[r][c] /= M[c][c];
        }
        for (c = r; c < n; c++)
            #pragma omp simd
            for (t = 0; t < r; t++)
                M[r][c] -= M[r][t] * M[t][c];
    }
    }
    } else {
    #pragma omp parallel
    for (int kf_c0 = 0; kf_c0 < n - 1; kf_c0 += 1)
      #pragma omp for schedule(static, 1)
      for (int kf_c1 = kf_c0 + 1; kf_c1 < n; kf_c1 += 1) {
        M[kf_c1][kf_c0] /= M[kf_c0][kf_c0];
        #pragma omp simd
        for (int kf_c2 = kf_c0 + 1; kf_c2 < kf_c1; kf_c2 += 1)
          M[kf_c1][kf_c2] -= M[kf_c1][kf_c0] * M[kf_c0][kf_c2];
        #pragma omp simd
        for (int kf_c2 = kf_c1; kf_c2 < n; kf_c2 += 1)
          M[kf_c1][kf_c2] -= M[kf_c1][kf_c0] * M[kf_c0][kf_c2];
      }
    }
#pragma endscop
}

static void llt_rows(int n, double G[N][N])
{
    int a, b, q;
#pragma scop
    if (n < 4) { for (a = 0; a < n; a++) {
        /* below the diagonal: one dot product per element */
        if (a - 1 >= 4) {
        #pragma omp parallel private(b)
        for (b = 0; b < a; b++) {
            #pragma omp for simd
            for (q = 0; q < b; q++)
                G[a][b] -= G[a][q] * G[b][q];
            #pragma omp single
            G[a][b] /= G[b][b];
        }
        } else {
        for (b = 0; b < a; b++) {
            #pragma omp simd
            for (q = 0; q < b; q++)
                G[a][b] -= G[a][q] * G[b][q];
            G[a][b] /= G[b][b];
        }
        }
        /* the diagonal */
        { double kf_acc_G = G[a][a];
        for (q = 0; q < a; q++)
            kf_acc_G -= G[a][q] * G[a][q];
        G[a][a] = kf_acc_G; }
        G[a][a] = sqrt(G[a][a]);
    }
    } else {
    /* below the diagonal: one dot product per element */
    /* the diagonal */
    for (b = 0; b < n; b++) {
        { double kf_acc_G = G[b][b];
        for (q = 0; q < b; q++)
            kf_acc_G -= G[b][q] * G[b][q];
        G[b][b] = kf_acc_G; }
        G[b][b] = sqrt(G[b][b]);
        if (-1.0 * b * b + 1.0 * n * b - b >= 1) {
        #pragma omp parallel for private(q) if(-1.0 * b * b + 1.0 * n * b - b >= 1)
        for (a = b + 1; a < n; a++) {
            { double kf_acc_G = G[a][b];
            for (q = 0; q < b; q++)
                kf_acc_G -= G[a][q] * G[b][q];
            G[a][b] = kf_acc_G; }
            G[a][b] /= G[b][b];
        }
        } else {
        for (a = b + 1; a < n; a++) {
            { double kf_acc_G = G[a][b];
            for (q = 0; q < b; q++)
                kf_acc_G -= G[a][q] * G[b][q];
            G[a][b] = kf_acc_G; }
            G[a][b] /= G[b][b];
        }
        }
    }
    }
#pragma endscop
}

static void prefix_rows(int n, int m, double P[N][N], double V[N][N])
{
#pragma scop
    if (m >= 1) {
    #pragma omp parallel
    for (int y = 1; y < n; y++)
        #pragma omp for simd
        for (int x = 0; x < m; x++)
            P[y][x] = P[y - 1][x] * 0.5 + V[y][x];
    } else {
    for (int y = 1; y < n; y++)
        #pragma omp simd
        for (int x = 0; x < m; x++)
            P[y][x] = P[y - 1][x] * 0.5 + V[y][x];
    }
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
