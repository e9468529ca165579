/* kforge 0.1.0: tests/gen/gpu_order.c for openmp; 8 loops in parallel */
/*
 * Triangular solves spelled as numerical codes often spell them, for the
 * order-keep pass (codegen/gpu_order.h): each solve's sums must keep their
 * order on the device, so the OpenCL output equals this program's to the
 * bit.  lower_solve: `<=` bounds, pre-increments, `y = y - ...`, the
 * iterators declared at the top; lower_solve2: two right-hand sides in one
 * sweep, no statement before the inner loop; lower_solve_acc: the sum in a
 * scalar the later sums read (in order, why on --explain); lower_solve_last: its inner
 * iterator read after the nest, lower_solve_note: a comment in the nest (rescheduled,
 * the comment kept above it); doolittle: LU in row form, its row below the diagonal a
 * column at a time; chol: cholesky.  Its output is the program's to the bit.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 48

static void lower_solve(int n, const double *restrict T, double *restrict y,
                        const double *restrict rhs)
{
    int r, c;
#pragma scop
    if (n < 7) { for (r = 0; r <= n - 1; ++r) {
        y[r] = rhs[r];
        { double kf_acc_y = y[r];
        for (c = 0; c <= r - 1; ++c)
            kf_acc_y = kf_acc_y - T[r * n + c] * y[c];
        y[r] = kf_acc_y; }
        y[r] = y[r] / T[r * n + r];
    }
    } else {
    #pragma omp parallel for simd
    for (int kf_c0 = 0; kf_c0 < n; kf_c0 += 1)
      y[kf_c0] = rhs[kf_c0];
    #pragma omp parallel
    for (int kf_c0 = 0; kf_c0 < n; kf_c0 += 1) {
      #pragma omp single
      y[kf_c0] = y[kf_c0] / T[kf_c0 * n + kf_c0];
      #pragma omp for simd
      for (int kf_c1 = kf_c0 + 1; kf_c1 < n; kf_c1 += 1)
        y[kf_c1] = y[kf_c1] - T[kf_c1 * n + kf_c0] * y[kf_c0];
    }
    }
#pragma endscop
}

static void lower_solve2(int n, double L[n][n], double x[n], double z[n])
{
#pragma scop
    if (n < 7) { for (int i = 0; i < n; i++) {
        { double kf_acc_x = x[i]; double kf_acc_z = z[i];
        for (int j = 0; j < i; j++) {
            kf_acc_x -= L[i][j] * x[j];
            kf_acc_z -= L[i][j] * z[j];
        }
        x[i] = kf_acc_x; z[i] = kf_acc_z; }
        x[i] /= L[i][i];
        z[i] /= L[i][i];
    }
    } else {
    #pragma omp parallel
    for (int kf_c0 = 0; kf_c0 < n; kf_c0 += 1) {
      #pragma omp single
      x[kf_c0] /= L[kf_c0][kf_c0];
      #pragma omp for simd
      for (int kf_c1 = kf_c0 + 1; kf_c1 < n; kf_c1 += 1)
        x[kf_c1] -= L[kf_c1][kf_c0] * x[kf_c0];
    }
    #pragma omp parallel
    for (int kf_c0 = 0; kf_c0 < n; kf_c0 += 1) {
      #pragma omp single
      z[kf_c0] /= L[kf_c0][kf_c0];
      #pragma omp for simd
      for (int kf_c1 = kf_c0 + 1; kf_c1 < n; kf_c1 += 1)
        z[kf_c1] -= L[kf_c1][kf_c0] * z[kf_c0];
    }
    }
#pragma endscop
}

static void lower_solve_acc(int n, const double *restrict T, double *restrict y,
                            const double *restrict rhs)
{
    double s;
#pragma scop
    for (int r = 0; r < n; r++) {
        s = rhs[r];
        for (int c = 0; c < r; c++)
            s -= T[r * n + c] * y[c];
        y[r] = s / T[r * n + r];
    }
#pragma endscop
}

static int lower_solve_last(int n, const double *restrict T, double *restrict y)
{
    int r, c = 0;
#pragma scop
    for (r = 0; r < n; r++) {
        { double kf_acc_y = y[r];
        for (c = 0; c < r; c++)
            kf_acc_y -= T[r * n + c] * y[c];
        y[r] = kf_acc_y; }
        y[r] /= T[r * n + r];
    }
#pragma endscop
    return c;
}

/* a comment inside: the rewrite would drop it, so the nest stays */
static void lower_solve_note(int n, double L[n][n], double x[n])
{
#pragma scop
    if (n < 5) { for (int i = 0; i < n; i++) {
        /* x[i] -= the row's part of the solution, in order */
        { double kf_acc_x = x[i];
        for (int j = 0; j < i; j++)
            kf_acc_x -= L[i][j] * x[j];
        x[i] = kf_acc_x; }
        x[i] /= L[i][i];
    }
    } else {
    /* x[i] -= the row's part of the solution, in order */
    #pragma omp parallel
    for (int kf_c0 = 0; kf_c0 < n; kf_c0 += 1) {
      #pragma omp single
      x[kf_c0] /= L[kf_c0][kf_c0];
      #pragma omp for simd
      for (int kf_c1 = kf_c0 + 1; kf_c1 < n; kf_c1 += 1)
        x[kf_c1] -= L[kf_c1][kf_c0] * x[kf_c0];
    }
    }
#pragma endscop
}

/* LU in row form (Doolittle), unit lower part: the second inner loop is
 * parallel as it is, so isl's reschedule leaves the nest to the plan and
 * the row below the diagonal runs a column at a time */
static void doolittle(int n, double *restrict a)
{
    int i, j, p;
#pragma scop
    for (i = 0; i <= n - 1; ++i) {
        for (j = 0; j <= i - 1; ++j) {
            { double kf_acc_a = a[i * n + j];
            for (p = 0; p <= j - 1; ++p)
                kf_acc_a -= a[i * n + p] * a[p * n + j];
            a[i * n + j] = kf_acc_a; }
            a[i * n + j] /= a[j * n + j];
        }
        #pragma omp parallel private(p) if(1.0 * i * n - 1.0 * i * i >= 1)
        for (p = 0; p <= i - 1; ++p)
            #pragma omp for simd schedule(static) nowait
            for (j = i; j <= n - 1; ++j)
                a[i * n + j] -= a[i * n + p] * a[p * n + j];
    }
#pragma endscop
}

/* Cholesky by rows (left-looking), its iterators at the top, two inner
 * loops sharing k: isl's reschedule makes it right-looking, each
 * element's subtractions still in k's order */
static void chol(int n, double a[n][n])
{
    int i, j, k;
#pragma scop
    if (n < 4) { for (i = 0; i < n; i++) {
        if (i - 1 >= 4) {
        #pragma omp parallel private(j)
        for (j = 0; j < i; j++) {
            #pragma omp for simd
            for (k = 0; k < j; k++)
                a[i][j] = a[i][j] - a[i][k] * a[j][k];
            #pragma omp single
            a[i][j] = a[i][j] / a[j][j];
        }
        } else {
        for (j = 0; j < i; j++) {
            #pragma omp simd
            for (k = 0; k < j; k++)
                a[i][j] = a[i][j] - a[i][k] * a[j][k];
            a[i][j] = a[i][j] / a[j][j];
        }
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
        if (-1.0 * j * j + 1.0 * n * j - j >= 1) {
        #pragma omp parallel for private(k) if(-1.0 * j * j + 1.0 * n * j - j >= 1)
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

int main(void)
{
    static double LU[N * N], T[N * N], L[N][N], C[N][N], y[N], y2[N], y3[N], x[N], z[N], rhs[N];
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) {
            T[i * N + j] = j < i ? 1.0 / (i + j + 3) : j == i ? 2.0 + i % 5 : 0.0;
            L[i][j] = j <= i ? (double)((i * 7 + j * 3) % 11 + 1) / 13.0 : 0.0;
        }
        L[i][i] += 1.0;
        rhs[i] = 1.0 + (double)(i % 7) / 3.0;
        x[i] = rhs[i];
        z[i] = 2.0 - (double)(i % 5) / 7.0;
        y3[i] = rhs[i] * 0.5;
    }
    lower_solve(N, T, y, rhs);
    lower_solve2(N, L, x, z);
    lower_solve_acc(N, T, y2, rhs);
    int last = lower_solve_last(N, T, y3);
    lower_solve_note(N, L, z);
    for (int i = 0; i < N * N; i++)
        LU[i] = (i / N == i % N) ? 4.0 + (i % 7) : 1.0 / (1 + (i * 13) % 17);
    doolittle(N, LU);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            C[i][j] = 1.0 / (i + j + 1) + (i == j ? N : 0);
    chol(N, C);
    for (int i = 0; i < N; i++)
        printf("%.17e %.17e %.17e %.17e %.17e %.17e\n", y[i], x[i], z[i], y3[i],
               LU[i * N + N / 3], C[i][i / 2]);
    printf("%d\n", last);
    /* last: lower_solve_acc, whose scalar sum stays in order (the
     * floating-point rule: its result feeds the later sums' terms) */
    for (int i = 0; i < N; i++)
        printf("%.17e\n", y2[i]);
    return 0;
}
