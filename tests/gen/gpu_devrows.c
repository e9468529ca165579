/* kforge gen --target opencl|cuda: rows of multi-dimensional arrays passed
 * to helpers whose loops run over them (frontend/c/summ.c).  A kernel
 * holds every array flat, so the row argument becomes a pointer into it:
 * A[i] of double A[N][M] is (A + i * 64), &B[i][1] is &B[i * 64 + 1],
 * B[i] + 1 is (B + i * 64) + 1, T[i][j] of a three-dimensional T is
 * (T + (i * 8 + j) * 16), and V[i] of a VLA parameter double V[n][m] is
 * (V + i * m).  A macro the file defines below the first kernel's
 * function (W) is defined in the kernels' source too.  L1-L4 are kernels; L5's helper writes one element past
 * its row and stays sequential.  Used by tests/gen/test_gen_gpu.sh. */
#include <stdio.h>
#define N 48
#define M 64

static void scale(double *row, int n, double s)
{
    for (int j = 0; j < n; j++)
        row[j] *= s;
}

static double sum(const double *row, int n)
{
    double s = 0.0;
    for (int j = 0; j < n; j++)
        s += row[j];
    return s;
}

static void shift(double *dst, const double *src, int n)
{
    for (int j = 0; j < n; j++)
        dst[j] = src[j] * 0.5 + j;
}

static void spill(double *row, int n)
{
    for (int j = 0; j <= n; j++)
        row[j] += 1.0;
}

static void rows(int n, int m, double V[n][m], double *out)
{
#pragma scop
    for (int i = 0; i < n; i++) {
        scale(V[i], m, 1.0 + i % 3);
        out[i] = sum(V[i], m);
    }
#pragma endscop
}

/* defined below the first kernel's function, where the kernels' source
 * goes: the back ends define it there from clang's record */
#define W 16

int main(void)
{
    static double A[N][M], B[N][M], T[N][8][16], V[N][M + 3], y[N], z[N], out[N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            A[i][j] = (i * 3 + j) % 7 - 2;
            B[i][j] = (i + j * 5) % 9;
            V[i][j] = (i + 2 * j) % 5;
        }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < 8; j++)
            for (int k = 0; k < 16; k++)
                T[i][j][k] = (i + j + k) % 4;
#pragma scop
    for (int i = 0; i < N; i++) {
        scale(A[i], M, 0.5 + i);
        y[i] = sum(A[i], M);
    }
    for (int i = 0; i < N; i++)
        shift(&B[i][1], B[i] + 1, M - 1);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < 8; j++)
            scale(T[i][j], W, 2.0 - j % 2);
    for (int i = 0; i < N - 1; i++)
        spill(A[i], M);
#pragma endscop
    rows(N, M + 3, V, out);
    double s = 0.0;
    for (int i = 0; i < N; i++) {
        s += y[i] + 0.5 * out[i];
        for (int j = 0; j < M; j++)
            s += A[i][j] * (j % 3) + B[i][j] + V[i][j];
        for (int j = 0; j < 8; j++)
            for (int k = 0; k < 16; k++)
                s += T[i][j][k] * (k + 1);
    }
    printf("%.6f\n", s);
    return 0;
}
