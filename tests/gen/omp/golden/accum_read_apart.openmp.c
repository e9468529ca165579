/* kforge 0.1.0: tests/gen/omp/accum_read_apart.c for openmp; 1 loop in parallel */
/* The k loop reads the array the sum goes to, but never the element it
 * goes to: rows H.. against rows below H (isl on the accesses), so s goes
 * into C[i][j] itself and j moves inside k. */
#include <stdio.h>

#define N 40
#define H (N / 2)

static double B[N][N], C[N][N];

static void kernel(void)
{
#pragma scop
    #pragma omp parallel for
    for (int i = 0; i < H; i++) {
        for (int k = 0; k < N; k++)
            #pragma omp simd
            for (int j = 0; j < N; j++)
                C[i][j] += C[i + H][k] * B[k][j];
    }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            B[i][j] = (double)((i + 2 * j) % 5) / 10;
            C[i][j] = (double)((i * j + 1) % 7) / 70;
        }
    kernel();
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            printf("%.17g\n", C[i][j]);
    return 0;
}
