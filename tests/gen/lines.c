/*
 * lines.c: locations after the passes that rewrite nests before the plan
 * and analyse the text again (issue 14), for tests/gen/test_gen_lines.sh.
 *   chol       cholesky, rescheduled by order-keep: on OpenMP from the size
 *              where a step pays (`if (n < p0) { as written } else { new }`),
 *              on OpenCL and CUDA a host loop around kernels;
 *   fwd        a forward substitution with a statement before its sum,
 *              rescheduled too (isl's text one line shorter than the nest);
 *   cpu_order  gemm with k outside j: deepen fuses its j loops on CUDA;
 *   qr_rows    a loop whose two inner loops distribute splits on OpenMP;
 *   scan       a recurrence that stays sequential: its warnings and its
 *              --explain lines must name the lines below, not the
 *              rewritten text's.
 */
#include <math.h>
#include <stdio.h>

#define N 400
#define M 96

static double C[N][N], G[M][M], A[M][M], B[M][M], Q[M], R[M], x[N];

static void chol(int n, double a[n][n])
{
    int i, j, k;
#pragma scop
    for (i = 0; i < n; i++) {
        for (j = 0; j < i; j++) {
            for (k = 0; k < j; k++)
                a[i][j] = a[i][j] - a[i][k] * a[j][k];
            a[i][j] = a[i][j] / a[j][j];
        }
        for (k = 0; k < i; k++)
            a[i][i] = a[i][i] - a[i][k] * a[i][k];
        a[i][i] = sqrt(a[i][i]);
    }
#pragma endscop
}

static void fwd(int n, double l[n][n], double b[n], const double c[n])
{
#pragma scop
    for (int i = 0; i < n; i++) {
        b[i] = c[i];
        for (int j = 0; j < i; j++)
            b[i] -= l[i][j] * b[j];
        b[i] /= l[i][i];
    }
#pragma endscop
}

static void cpu_order(int ni, double c[M][M], double a[M][M], double b[M][M])
{
    int i, j, k;
#pragma scop
    for (i = 0; i < ni; i++) {
        for (j = 0; j < ni; j++)
            c[i][j] *= 0.5;
        for (k = 0; k < ni; k++) {
            for (j = 0; j < ni; j++)
                c[i][j] += 1.5 * a[i][k] * b[k][j];
        }
    }
#pragma endscop
}

static void qr_rows(double a[M][M], double q[M], double r[M])
{
    int i, j;
#pragma scop
    for (j = 0; j < M; j++) {
        r[j] = 0.0;
        for (i = 0; i < M; i++)
            r[j] += q[i] * a[i][j];
        for (i = 0; i < M; i++)
            a[i][j] = a[i][j] - q[i] * r[j];
    }
#pragma endscop
}

static void scan(int n, double v[n])
{
#pragma scop
    for (int i = 1; i < n; i++)
        v[i] = v[i - 1] * 0.5 + v[i];
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++)
            C[i][j] = 1.0 / (i + j + 1) + (i == j ? N : 0);
        x[i] = i % 7;
    }
    for (int i = 0; i < M; i++) {
        Q[i] = (double)(i % 5) / 5;
        for (int j = 0; j < M; j++) {
            G[i][j] = (double)((i + j) % 3);
            A[i][j] = (double)((i * j + 1) % 7) / 7;
            B[i][j] = (double)((i + 2 * j) % 9) / 9;
        }
    }
    chol(N, C);
    fwd(M, B, Q, R);
    cpu_order(M, G, A, B);
    qr_rows(A, Q, R);
    scan(N, x);
    for (int i = 0; i < N; i++)
        printf("%.17e %.17e\n", C[i][i / 2], x[i]);
    for (int i = 0; i < M; i++)
        printf("%.17e %.17e %.17e\n", G[i][i], A[i][M - 1 - i], R[i]);
    return 0;
}
