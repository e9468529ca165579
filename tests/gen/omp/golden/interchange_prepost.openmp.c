/* kforge 0.1.0: tests/gen/omp/interchange_prepost.c for openmp; 1 loop in parallel */
/* Distribution with statements before and after the inner loop (each
 * group keeps its own j loop, in braces when it has several), and a
 * decrementing inner loop: its order is kept, only the nesting changes. */
#include <stdio.h>

#define N 40

static double A[N][N], B[N][N], C[N][N], D[N][N];

static void kernel(double alpha)
{
#pragma scop
    #pragma omp parallel for
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) {
            C[i][j] = 0.0;
            D[i][j] = 1.0;
        }
        for (int k = N - 1; k >= 0; k--)
            #pragma omp simd
            for (int j = 0; j < N; j++)
                C[i][j] = C[i][j] * 0.5 + A[i][k] * B[k][j];
        for (int j = 0; j < N; j++) {
            D[i][j] += alpha * C[i][j];
            C[i][j] -= D[i][j];
        }
    }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            A[i][j] = (double)((i * j + 3) % 7) / 7;
            B[i][j] = (double)((2 * i + j) % 5) / 5;
        }
    kernel(0.25);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            printf("%.10g %.10g\n", C[i][j], D[i][j]);
    return 0;
}
