/* kforge 0.1.0: tests/gen/omp/seq_simd_fine.c for openmp; 0 loops in parallel */
/* An innermost loop under two sequential loops (ludcmp's shape, the k loop
 * carrying nothing): a team forked at every iteration of both would cost
 * more than it saves, whatever --min-work says, and the j loop's two
 * statements around it would need barriers in a region; so the nest stays
 * sequential and the k loop runs in SIMD lanes. */
#include <stdio.h>

#define N 60

static double A[N][N], T[N];

int main(void)
{
    double w;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            A[i][j] = (double)((i * 3 + j) % 10) / 10;
#pragma scop
    for (int i = 1; i < N; i++)
        for (int j = 0; j < i; j++) {
            w = A[i][j];
            #pragma omp simd
            for (int k = 0; k < N; k++)
                T[k] = A[i][k] * w + A[j][k];
            A[i][j] = w / (T[j] + N);
        }
#pragma endscop
    for (int i = 0; i < N; i += 7)
        printf("%a %a\n", A[i][i / 2], T[i]);
    return 0;
}
