/* A loop whose body holds two inner loops (modified Gram-Schmidt's
 * projection step): each j reads column j of A twice.  Distributed over
 * its body, each copy of j around an i loop is sunk inside it (every
 * thread a strip of columns, A read by rows); each R[j]'s sum still adds
 * its terms for i ascending. */
#include <stdio.h>

#define M 60
#define N 50

static double A[M][N], Q[M], R[N];

static void kernel(void)
{
    int i, j;
#pragma scop
    for (j = 0; j < N; j++) {
        R[j] = 0.0;
        for (i = 0; i < M; i++)
            R[j] += Q[i] * A[i][j];
        for (i = 0; i < M; i++)
            A[i][j] = A[i][j] - Q[i] * R[j];
    }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < M; i++) {
        Q[i] = (double)((i * 7) % 11) / 13;
        for (int j = 0; j < N; j++)
            A[i][j] = (double)((i * j + 3) % 17) / 7;
    }
    kernel();
    for (int j = 0; j < N; j++)
        printf("%.17g\n", R[j]);
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++)
            printf("%.17g\n", A[i][j]);
    return 0;
}
