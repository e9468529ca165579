/* kforge 0.1.0: tests/gen/omp/accum_shared.c for openmp; 2 loops in parallel */
/* One scalar for the sums of two nests, as ludcmp's w: the first nest's
 * sums go into C[i][j] itself (j then moves inside k), since the second
 * nest sets s before every read (isl's value flow of s over the fragment:
 * no read outside L1.1 gets a value L1.1 wrote). */
#include <stdio.h>

#define N 40

static double A[N][N], B[N][N], C[N][N], b[N], y[N];

static void kernel(void)
{
    double s;
#pragma scop
    #pragma omp parallel for
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++)
            C[i][j] = 0.5;
        for (int k = 0; k < N; k++)
            #pragma omp simd
            for (int j = 0; j < N; j++)
                C[i][j] += A[i][k] * B[k][j];
    }
    #pragma omp parallel for private(s)
    for (int i = 0; i < N; i++) {
        s = b[i];
        for (int j = 0; j < N; j++)
            s -= C[i][j] * b[j];
        y[i] = s;
    }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        b[i] = (double)(i % 9) / 9;
        for (int j = 0; j < N; j++) {
            A[i][j] = (double)((i * j + 1) % 7) / 7;
            B[i][j] = (double)((i + 2 * j) % 5) / 5;
        }
    }
    kernel();
    for (int i = 0; i < N; i++) {
        printf("%.17g\n", y[i]);
        for (int j = 0; j < N; j++)
            printf("%.17g\n", C[i][j]);
    }
    return 0;
}
