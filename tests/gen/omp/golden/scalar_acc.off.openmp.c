/* kforge 0.1.0: tests/gen/omp/scalar_acc.c for openmp; 8 loops in parallel */
/* Scalar replacement of accumulators (pass scalar-acc): the inner loops
 * of gesummv, atax (in float), bicg, mvt and trisolv read and write one
 * element at a subscript they do not move; the OpenMP output keeps it in a
 * local of the element's type across the loop, in both copies of a nest
 * versioned on its work.  The sums keep their order: the program prints
 * the same bits. */
#include <stdio.h>

#define N 160
#define M 120

static double A[N][N], B[N][N], x[N], y[N], tmp[N], p[N], q[N], s[N], r[N], x1[N], y1[N];
static double L[N][N], b[N], xs[N];
static float Af[M][N], xf[N], yf[N], tmpf[M];

static void gesummv(int n, double alpha, double beta)
{
#pragma scop
    if (1.0 * n * n >= 8192) {
    #pragma omp parallel for if(1.0 * n * n >= 8192)
    for (int i = 0; i < n; i++) {
        tmp[i] = 0.0;
        y[i] = 0.0;
        for (int j = 0; j < n; j++) {
            tmp[i] = A[i][j] * x[j] + tmp[i];
            y[i] = B[i][j] * x[j] + y[i];
        }
        y[i] = alpha * tmp[i] + beta * y[i];
    }
    } else {
    for (int i = 0; i < n; i++) {
        tmp[i] = 0.0;
        y[i] = 0.0;
        for (int j = 0; j < n; j++) {
            tmp[i] = A[i][j] * x[j] + tmp[i];
            y[i] = B[i][j] * x[j] + y[i];
        }
        y[i] = alpha * tmp[i] + beta * y[i];
    }
    }
#pragma endscop
}

/* float stays float */
static void atax(int m, int n)
{
#pragma scop
    if (n >= 8192) {
    #pragma omp parallel for simd if(n >= 8192)
    for (int i = 0; i < n; i++)
        yf[i] = 0;
    } else {
    #pragma omp simd
    for (int i = 0; i < n; i++)
        yf[i] = 0;
    }
    for (int i = 0; i < m; i++) {
        tmpf[i] = 0.0f;
        for (int j = 0; j < n; j++)
            tmpf[i] = tmpf[i] + Af[i][j] * xf[j];
        if (n >= 8192) {
        #pragma omp parallel for simd if(n >= 8192)
        for (int j = 0; j < n; j++)
            yf[j] = yf[j] + Af[i][j] * tmpf[i];
        } else {
        #pragma omp simd
        for (int j = 0; j < n; j++)
            yf[j] = yf[j] + Af[i][j] * tmpf[i];
        }
    }
#pragma endscop
}

/* s[j] moves with j and stays; q[i] += through one text for read and write */
static void bicg(int n)
{
#pragma scop
    if (n >= 8192) {
    #pragma omp parallel for simd if(n >= 8192)
    for (int i = 0; i < n; i++)
        s[i] = 0;
    } else {
    #pragma omp simd
    for (int i = 0; i < n; i++)
        s[i] = 0;
    }
    if (1.0 * n * n >= 9152) {
    #pragma omp parallel for reduction(+: s[0:160]) if(1.0 * n * n >= 9152)
    for (int i = 0; i < n; i++) {
        q[i] = 0.0;
        for (int j = 0; j < n; j++) {
            s[j] = s[j] + r[i] * A[i][j];
            q[i] += A[i][j] * p[j];
        }
    }
    } else {
    for (int i = 0; i < n; i++) {
        q[i] = 0.0;
        for (int j = 0; j < n; j++) {
            s[j] = s[j] + r[i] * A[i][j];
            q[i] += A[i][j] * p[j];
        }
    }
    }
#pragma endscop
}

/* nothing writes x1[i] before the j loop: it is kept because the j loop
 * runs whenever the i loop does (isl) */
static void mvt(int n)
{
#pragma scop
    if (1.0 * n * n >= 8192) {
    #pragma omp parallel for if(1.0 * n * n >= 8192)
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            x1[i] = x1[i] + A[i][j] * y1[j];
    } else {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            x1[i] = x1[i] + A[i][j] * y1[j];
    }
#pragma endscop
}

/* xs[j] with j < i never is xs[i] (isl) */
static void trisolv(int n)
{
#pragma scop
    if (n < 49153) { for (int i = 0; i < n; i++) {
        xs[i] = b[i];
        for (int j = 0; j < i; j++)
            xs[i] -= L[i][j] * xs[j];
        xs[i] = xs[i] / L[i][i];
    }
    } else {
    #pragma omp parallel for simd
    for (int kf_c0 = 0; kf_c0 < n; kf_c0 += 1)
      xs[kf_c0] = b[kf_c0];
    #pragma omp parallel
    for (int kf_c0 = 0; kf_c0 < n; kf_c0 += 1) {
      #pragma omp single
      xs[kf_c0] = xs[kf_c0] / L[kf_c0][kf_c0];
      #pragma omp for simd
      for (int kf_c1 = kf_c0 + 1; kf_c1 < n; kf_c1 += 1)
        xs[kf_c1] -= L[kf_c1][kf_c0] * xs[kf_c0];
    }
    }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        x[i] = (double)(i % 13) / 13.0;
        p[i] = (double)(i % 7) / 7.0;
        r[i] = (double)(i % 5) / 5.0;
        y1[i] = (double)(i % 11) / 11.0;
        x1[i] = (double)(i % 3);
        b[i] = (double)(i % 9) + 1.0;
        xf[i] = (float)(i % 13) / 13.0f;
        for (int j = 0; j < N; j++) {
            A[i][j] = (double)((i * j + 1) % N) / N;
            B[i][j] = (double)((i + 2 * j) % N) / N;
            L[i][j] = j < i ? (double)((i + j) % 5) / 10.0 : j == i ? 1.0 + i % 3 : 0.0;
        }
    }
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++)
            Af[i][j] = (float)((i * j + 3) % N) / N;
    gesummv(N, 1.5, 1.2);
    atax(M, N);
    bicg(N);
    mvt(N);
    trisolv(N);
    for (int i = 0; i < N; i += 7)
        printf("%a %a %a %a %a\n", y[i], tmp[i], q[i], x1[i], xs[i]); /* s: a reduction across threads */
    for (int i = 0; i < M; i += 7)
        printf("%a %a\n", (double)yf[i], (double)tmpf[i]);
    return 0;
}
