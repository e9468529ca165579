/* bench/regions/two_fragments.c: two fragments in a row, called ten times;
 * B is made by the first and read by the second.  Compare the copies and
 * the OpenCL time of `kforge verify --target opencl --runs 3` between
 * kforge versions (regions share device buffers; before, each fragment
 * allocated, copied and freed its own). */
#include <stdio.h>
#ifndef N
#define N 1200
#endif
static double A[N][N], B[N][N], C[N][N];

static void step(double s)
{
#pragma scop
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            B[i][j] = A[i][j] * s + 1;
#pragma endscop
#pragma scop
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            C[i][j] = B[i][j] * B[i][j] - A[i][j];
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            A[i][j] = (i * 3 + j) % 17;
    for (int r = 0; r < 10; r++)
        step(0.5 + r);
    double sb = 0, sc = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            sb += B[i][j], sc += C[i][j];
    printf("%.6e %.6e\n", sb, sc);
    return 0;
}
