/* kforge 0.1.0: tests/gen/omp/split_refused.c for openmp; 3 loops in parallel */
/* Must NOT split the omp for around its inner loop: in the first time
 * loop k starts at j (each thread would meet a different number of
 * loops); in the second the k loop writes the scalar t, and in the third
 * j is declared outside and printed after the fragment (no lastprivate
 * on a loop that ends with nowait). */
#include <stdio.h>

#define N 40

static double A[N][N], B[N][N], D[N][N], E[N][N];

static void kernel(void)
{
    int j, k;
    double t = 0.0;
#pragma scop
    #pragma omp parallel
    for (int i = 0; i < N; i++)
        #pragma omp for schedule(static, 1)
        for (int jj = 0; jj < N; jj++)
            for (int kk = jj; kk < N; kk++)
                B[i][jj] += A[kk][i] * B[kk][jj] * 0.5;
    #pragma omp parallel
    for (int i = 0; i < N; i++)
        #pragma omp for lastprivate(t)
        for (int jj = 0; jj < N; jj++)
            for (int kk = i; kk < N; kk++) {
                t = A[kk][i] * D[kk][jj];
                D[i][jj] += t;
            }
    #pragma omp parallel
    for (int i = 0; i < N; i++)
        #pragma omp for lastprivate(j, k)
        for (j = 0; j < N; j++)
            for (k = i + 1; k < N; k++)
                E[i][j] += A[k][i] * E[k][j];
#pragma endscop
    printf("t %.17g j %d k %d\n", t, j, k);
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            A[i][j] = (double)((i * j + 1) % 7) / 7;
            B[i][j] = (double)((i + 2 * j) % 5) / 5;
            D[i][j] = (double)((3 * i + j) % 4) / 4;
            E[i][j] = (double)((i + j) % 3) / 3;
        }
    kernel();
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            printf("%.17g %.17g %.17g\n", B[i][j], D[i][j], E[i][j]);
    return 0;
}
