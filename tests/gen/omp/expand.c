/* Scalars a parallel loop privatises, expanded so that the plan can turn
 * the loop to read rows (pass expand).  In the first nest (BLAS symm's
 * shape) each j of the region's omp for sums t down column j of B; with
 * t one element per j (declared before the time loop, shared by the
 * region) the omp for is split around k, every thread a strip of
 * columns.  In the second (a recursive filter down each column, deriche's
 * shape) two scalars carry the recurrence down column j; expanded, the j
 * loop is distributed and sunk below i.  Every element still takes its
 * terms in the source's order: the results are the sequential program's
 * to the bit. */
#include <stdio.h>

#define M 50
#define N 70

static double A[M][M], B[M][N], C[M][N], Y[M][N], X[M][N];

static void kernel(double alpha)
{
    int i, j, k;
    double t, y1, y2;
#pragma scop
    for (i = 0; i < M; i++)
        for (j = 0; j < N; j++) {
            t = 0;
            for (k = 0; k < i; k++) {
                C[k][j] += alpha * B[i][j] * A[i][k];
                t += B[k][j] * A[i][k];
            }
            C[i][j] = 1.5 * C[i][j] + alpha * t;
        }
    for (j = 0; j < N; j++) {
        y1 = 0.0;
        y2 = 0.0;
        for (i = 0; i < M; i++) {
            Y[i][j] = 0.5 * X[i][j] + 0.25 * y1 - 0.125 * y2;
            y2 = y1;
            y1 = Y[i][j];
        }
    }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < M; i++) {
        for (int k = 0; k < M; k++)
            A[i][k] = (double)((i + 2 * k) % 9) / 9;
        for (int j = 0; j < N; j++) {
            B[i][j] = (double)((i * j + 1) % 7) / 7;
            C[i][j] = (double)((3 * i + j) % 5) / 5;
            X[i][j] = (double)((i + 5 * j) % 11) / 11;
        }
    }
    kernel(0.75);
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++)
            printf("%.17g %.17g\n", C[i][j], Y[i][j]);
    return 0;
}
