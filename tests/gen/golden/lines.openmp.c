/* kforge 0.1.0: tests/gen/lines.c for openmp; 6 loops in parallel */
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
    if (n < 315) { for (i = 0; i < n; i++) {
        for (j = 0; j < i; j++) {
            { double kf_acc_a = a[i][j];
            for (k = 0; k < j; k++)
                kf_acc_a = kf_acc_a - a[i][k] * a[j][k];
            a[i][j] = kf_acc_a; }
            a[i][j] = a[i][j] / a[j][j];
        }
        { double kf_acc_a = a[i][i];
        for (k = 0; k < i; k++)
            kf_acc_a = kf_acc_a - a[i][k] * a[i][k];
        a[i][i] = kf_acc_a; }
        a[i][i] = sqrt(a[i][i]);
    }
    } else {
    for (j = 0; j < n; j++) {
        { double kf_acc_a = a[j][j];
        for (k = 0; k < j; k++)
            kf_acc_a = kf_acc_a - a[j][k] * a[j][k];
        a[j][j] = kf_acc_a; }
        a[j][j] = sqrt(a[j][j]);
        if (-1.0 * j * j + 1.0 * n * j - j >= 8192) {
        #pragma omp parallel for private(k) if(-1.0 * j * j + 1.0 * n * j - j >= 8192)
        for (i = j + 1; i < n; i++) {
            { double kf_acc_a = a[i][j];
            for (k = 0; k < j; k++)
                kf_acc_a = kf_acc_a - a[i][k] * a[j][k];
            a[i][j] = kf_acc_a; }
            a[i][j] = a[i][j] / a[j][j];
        }
        } else {
        for (i = j + 1; i < n; i++) {
            { double kf_acc_a = a[i][j];
            for (k = 0; k < j; k++)
                kf_acc_a = kf_acc_a - a[i][k] * a[j][k];
            a[i][j] = kf_acc_a; }
            a[i][j] = a[i][j] / a[j][j];
        }
        }
    }
    }
#pragma endscop
}

static void fwd(int n, double l[n][n], double b[n], const double c[n])
{
#pragma scop
    if (n < 49153) { for (int i = 0; i < n; i++) {
        b[i] = c[i];
        { double kf_acc_b = b[i];
        for (int j = 0; j < i; j++)
            kf_acc_b -= l[i][j] * b[j];
        b[i] = kf_acc_b; }
        b[i] /= l[i][i];
    }
    } else {
    #pragma omp parallel for simd
    for (int kf_c0 = 0; kf_c0 < n; kf_c0 += 1)
      b[kf_c0] = c[kf_c0];
    #pragma omp parallel
    for (int kf_c0 = 0; kf_c0 < n; kf_c0 += 1) {
      #pragma omp single
      b[kf_c0] /= l[kf_c0][kf_c0];
      #pragma omp for simd
      for (int kf_c1 = kf_c0 + 1; kf_c1 < n; kf_c1 += 1)
        b[kf_c1] -= l[kf_c1][kf_c0] * b[kf_c0];
    }
    }
#pragma endscop
}

static void cpu_order(int ni, double c[M][M], double a[M][M], double b[M][M])
{
    int i, j, k;
#pragma scop
    if (1.0 * ni * ni * ni + 1.0 * ni * ni >= 8192) {
    #pragma omp parallel for private(i, j, k) if(1.0 * ni * ni * ni + 1.0 * ni * ni >= 8192)
    for (int it = 0; it < ni; it += 64) {
        for (i = it; i < (it + 64 < ni ? it + 64 : ni); i++)
            for (j = 0; j < ni; j++)
                c[i][j] *= 0.5;
        for (int kt = 0; kt < ni; kt += 64)
            for (int jt = 0; jt < ni; jt += 64) {
                for (i = it; i + 3 < (it + 64 < ni ? it + 64 : ni); i += 4) {
                    for (k = kt; k + 3 < (kt + 64 < ni ? kt + 64 : ni); k += 4) {
                        double a_0_0 = a[i][k];
                        double a_1_0 = a[i + 1][k];
                        double a_2_0 = a[i + 2][k];
                        double a_3_0 = a[i + 3][k];
                        double a_0_1 = a[i][k + 1];
                        double a_1_1 = a[i + 1][k + 1];
                        double a_2_1 = a[i + 2][k + 1];
                        double a_3_1 = a[i + 3][k + 1];
                        double a_0_2 = a[i][k + 2];
                        double a_1_2 = a[i + 1][k + 2];
                        double a_2_2 = a[i + 2][k + 2];
                        double a_3_2 = a[i + 3][k + 2];
                        double a_0_3 = a[i][k + 3];
                        double a_1_3 = a[i + 1][k + 3];
                        double a_2_3 = a[i + 2][k + 3];
                        double a_3_3 = a[i + 3][k + 3];
                        #pragma omp simd
                        for (j = jt; j < (jt + 64 < ni ? jt + 64 : ni); j++) {
                            double b_j_0 = b[k][j];
                            double b_j_1 = b[k + 1][j];
                            double b_j_2 = b[k + 2][j];
                            double b_j_3 = b[k + 3][j];
                            c[i][j] += 1.5 * a_0_0 * b_j_0;
                            c[i][j] += 1.5 * a_0_1 * b_j_1;
                            c[i][j] += 1.5 * a_0_2 * b_j_2;
                            c[i][j] += 1.5 * a_0_3 * b_j_3;
                            c[i + 1][j] += 1.5 * a_1_0 * b_j_0;
                            c[i + 1][j] += 1.5 * a_1_1 * b_j_1;
                            c[i + 1][j] += 1.5 * a_1_2 * b_j_2;
                            c[i + 1][j] += 1.5 * a_1_3 * b_j_3;
                            c[i + 2][j] += 1.5 * a_2_0 * b_j_0;
                            c[i + 2][j] += 1.5 * a_2_1 * b_j_1;
                            c[i + 2][j] += 1.5 * a_2_2 * b_j_2;
                            c[i + 2][j] += 1.5 * a_2_3 * b_j_3;
                            c[i + 3][j] += 1.5 * a_3_0 * b_j_0;
                            c[i + 3][j] += 1.5 * a_3_1 * b_j_1;
                            c[i + 3][j] += 1.5 * a_3_2 * b_j_2;
                            c[i + 3][j] += 1.5 * a_3_3 * b_j_3;
                        }
                    }
                    for (; k < (kt + 64 < ni ? kt + 64 : ni); k++) {
                        double a_0 = a[i][k];
                        double a_1 = a[i + 1][k];
                        double a_2 = a[i + 2][k];
                        double a_3 = a[i + 3][k];
                        #pragma omp simd
                        for (j = jt; j < (jt + 64 < ni ? jt + 64 : ni); j++) {
                            double b_j = b[k][j];
                            c[i][j] += 1.5 * a_0 * b_j;
                            c[i + 1][j] += 1.5 * a_1 * b_j;
                            c[i + 2][j] += 1.5 * a_2 * b_j;
                            c[i + 3][j] += 1.5 * a_3 * b_j;
                        }
                    }
                }
                for (; i < (it + 64 < ni ? it + 64 : ni); i++)
                    for (k = kt; k < (kt + 64 < ni ? kt + 64 : ni); k++)
                        #pragma omp simd
                        for (j = jt; j < (jt + 64 < ni ? jt + 64 : ni); j++)
                            c[i][j] += 1.5 * a[i][k] * b[k][j];
            }
    }
    } else {
    for (i = 0; i < ni; i++) {
        #pragma omp simd
        for (j = 0; j < ni; j++)
            c[i][j] *= 0.5;
        for (k = 0; k < ni; k++) {
            #pragma omp simd
            for (j = 0; j < ni; j++)
                c[i][j] += 1.5 * a[i][k] * b[k][j];
        }
    }
    }
#pragma endscop
}

static void qr_rows(double a[M][M], double q[M], double r[M])
{
    int i, j;
#pragma scop
    #pragma omp simd
    for (j = 0; j < M; j++) {
        r[j] = 0.0;
    }
    #pragma omp parallel private(i)
    for (i = 0; i < M; i++)
        #pragma omp for simd schedule(static) nowait
        for (j = 0; j < M; j++)
            r[j] += q[i] * a[i][j];
    #pragma omp parallel private(i)
    for (i = 0; i < M; i++)
        #pragma omp for simd schedule(static) nowait
        for (j = 0; j < M; j++)
            a[i][j] = a[i][j] - q[i] * r[j];
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
