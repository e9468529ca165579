/* kforge 0.1.0: tests/gen/omp/tile_decl_refused.c for openmp; 4 loops in parallel */
/* Declarations before a band that cannot be made again in its point
 * loops (passes/tile.h, declarations): the band stays as written and
 * --explain says why.  stale: the scalar's initialiser reads A[i][0],
 * which the band writes (evaluated again in a later tile of j, it would
 * see the new value).  shifted: the row's reads take the value written
 * in the iteration of k before (the band is not permutable either).
 * carried: the row's reads take the value written in the iteration of j
 * before, which a row made again per tile would not hold (the band is
 * permutable: only the row's check refuses it).  assigned: the scalar is
 * set by an assignment, not by its declaration. */
#include <stdio.h>

#define N 37

static double A[N][N], B[N][N], C[N][N], E[N][N], K[N][N], x[N];

static void stale(int n)
{
#pragma scop
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        double t = A[i][0] + 1.0;
        for (int j = 0; j < n; j++)
            { double kf_acc_A = A[i][j];
            for (int k = 0; k < n; k++)
                kf_acc_A += t * B[j][k] * B[k][i];
            A[i][j] = kf_acc_A; }
    }
#pragma endscop
}

static void shifted(int n)
{
#pragma scop
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        double r[N + 1];
        for (int j = 0; j < n; j++)
            { double kf_acc_C = C[i][j];
            for (int k = 0; k < n; k++) {
                r[k + 1] = B[j][k] * x[i];
                kf_acc_C += (k > 0 ? r[k] : 1.0) * B[i][k];
            }
            C[i][j] = kf_acc_C; }
    }
#pragma endscop
}

static void carried(int n)
{
#pragma scop
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        double r[N];
        for (int j = 0; j < n; j++)
            { double kf_acc_K = K[i][j];
            for (int k = 0; k < n; k++) {
                kf_acc_K += (j > 0 ? r[k] : 1.0) * B[i][k];
                r[k] = B[j][k] * x[i];
            }
            K[i][j] = kf_acc_K; }
    }
#pragma endscop
}

static void assigned(int n)
{
#pragma scop
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        double t;
        t = x[i] * 3.0;
        for (int j = 0; j < n; j++)
            { double kf_acc_E = E[i][j];
            for (int k = 0; k < n; k++)
                kf_acc_E += t * B[j][k] * B[k][i];
            E[i][j] = kf_acc_E; }
    }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        x[i] = (double)((i * 5 + 2) % 9) / 9 + 0.5;
        for (int j = 0; j < N; j++) {
            A[i][j] = (double)((i * 3 + j) % 7) / 7;
            B[i][j] = (double)((i + j * 4 + 1) % 11) / 11 + 0.25;
            C[i][j] = 0.0;
            E[i][j] = (double)((i * j) % 5) / 5;
            K[i][j] = (double)((i + j) % 4) / 4;
        }
    }
    stale(N);
    shifted(N);
    carried(N);
    assigned(N);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            printf("%.12g %.12g %.12g %.12g\n", A[i][j], C[i][j], E[i][j], K[i][j]);
    return 0;
}
