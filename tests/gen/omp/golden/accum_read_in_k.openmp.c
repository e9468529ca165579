/* kforge 0.1.0: tests/gen/omp/accum_read_in_k.c for openmp; 1 loop in parallel */
/* Must NOT accumulate in the array: the k loop reads X[i][k], which for
 * k == j is the element the sum goes to; accumulating there, the loop
 * would read a partial sum instead of X's old value. */
#include <stdio.h>

#define N 30

static double A[N][N], B[N][N], X[N][N];

static void kernel(void)
{
#pragma scop
    #pragma omp parallel for
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double s = 0.0;
            for (int k = 0; k < N; k++)
                s += A[i][k] * B[k][j] * X[i][k];
            X[i][j] = s;
        }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            A[i][j] = (double)((i * j + 1) % 7) / 7;
            B[i][j] = (double)((i + 2 * j) % 5) / 5;
            X[i][j] = (double)((3 * i + j) % 4) / 4;
        }
    kernel();
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            printf("%.17g\n", X[i][j]);
    return 0;
}
