/* kforge gen --target opencl|cuda: seidel-2d's wavefront (rows on
 * w = 2*t + i) written as third-party code writes it: the iterators
 * declared in the loops' headers, and a temporary declared in the inner
 * body (sweep) or at the top of the function and assigned before use in
 * every iteration (sweep_top).  Each thread runs a whole row of j; the
 * result must equal the sequential program's to the bit.  In sweep_last
 * the temporary's last value is read after the nest: the nest stays on
 * the host, saying why.
 * Used by tests/gen/test_gen_gpu_wave.sh. */
#include <stdio.h>

#define N 200
#define T 20

static double A[N][N], B[N][N];

static void sweep(void)
{
#pragma scop
    for (int t = 0; t < T; t++)
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++) {
                double s = A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] +
                           A[i][j] + A[i][j + 1] + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1];
                A[i][j] = s / 9.0;
            }
#pragma endscop
}

static void sweep_top(void)
{
    double s;
#pragma scop
    for (int t = 0; t < T; t++)
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++) {
                s = B[i - 1][j] + B[i][j - 1] + B[i][j] + B[i][j + 1] + B[i + 1][j];
                B[i][j] = s / 5.0;
            }
#pragma endscop
}

static double sweep_last(void)
{
    double s = 0;
#pragma scop
    for (int t = 0; t < T; t++)
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++) {
                s = B[i - 1][j] + B[i][j] + B[i + 1][j];
                B[i][j] = s / 3.0;
            }
#pragma endscop
    return s;
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            A[i][j] = B[i][j] = ((double)i * (j + 2) + 2) / N;
    sweep();
    sweep_top();
    double last = sweep_last();
    double sa = 0, sb = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            sa += A[i][j] * (1 + (i + j) % 5);
            sb += B[i][j] * (1 + (i * j) % 3);
        }
    printf("%.15e %.15e %.15e %.15e %.15e\n", sa, sb, A[N / 2][N / 3], B[N / 3][N / 2], last);
    return 0;
}
