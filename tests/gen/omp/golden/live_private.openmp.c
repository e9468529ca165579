/* kforge 0.1.0: tests/gen/omp/live_private.c for openmp; 2 loops in parallel */
/* Two nests counting with iterators declared at the top of the function,
 * as PolyBench writes them.  Nobody reads j or k after the first nest: the
 * second kills them before any read (its j loop's body kills k, its i
 * loop's body kills j) or, where it runs no iteration, the function ends
 * without naming them.  So the first nest runs in parallel with j and k
 * private (no copy back), and its inner loops are interchanged. */
#include <stdio.h>

#define N 40

static double A[N][N], B[N][N], T[N][N], D[N][N];

static void kernel(int ni, int nj, int nk)
{
    int i, j, k;
#pragma scop
    #pragma omp parallel for private(i, j, k)
    for (int it = 0; it < ni; it += 64) {
        for (i = it; i < (it + 64 < ni ? it + 64 : ni); i++)
            for (j = 0; j < nj; j++)
                T[i][j] = 0.0;
        for (int kt = 0; kt < nk; kt += 64)
            for (int jt = 0; jt < nj; jt += 64) {
                for (i = it; i + 3 < (it + 64 < ni ? it + 64 : ni); i += 4) {
                    for (k = kt; k + 3 < (kt + 64 < nk ? kt + 64 : nk); k += 4) {
                        double A_0_0 = A[i][k];
                        double A_1_0 = A[i + 1][k];
                        double A_2_0 = A[i + 2][k];
                        double A_3_0 = A[i + 3][k];
                        double A_0_1 = A[i][k + 1];
                        double A_1_1 = A[i + 1][k + 1];
                        double A_2_1 = A[i + 2][k + 1];
                        double A_3_1 = A[i + 3][k + 1];
                        double A_0_2 = A[i][k + 2];
                        double A_1_2 = A[i + 1][k + 2];
                        double A_2_2 = A[i + 2][k + 2];
                        double A_3_2 = A[i + 3][k + 2];
                        double A_0_3 = A[i][k + 3];
                        double A_1_3 = A[i + 1][k + 3];
                        double A_2_3 = A[i + 2][k + 3];
                        double A_3_3 = A[i + 3][k + 3];
                        #pragma omp simd
                        for (j = jt; j < (jt + 64 < nj ? jt + 64 : nj); j++) {
                            double B_j_0 = B[k][j];
                            double B_j_1 = B[k + 1][j];
                            double B_j_2 = B[k + 2][j];
                            double B_j_3 = B[k + 3][j];
                            T[i][j] += A_0_0 * B_j_0;
                            T[i][j] += A_0_1 * B_j_1;
                            T[i][j] += A_0_2 * B_j_2;
                            T[i][j] += A_0_3 * B_j_3;
                            T[i + 1][j] += A_1_0 * B_j_0;
                            T[i + 1][j] += A_1_1 * B_j_1;
                            T[i + 1][j] += A_1_2 * B_j_2;
                            T[i + 1][j] += A_1_3 * B_j_3;
                            T[i + 2][j] += A_2_0 * B_j_0;
                            T[i + 2][j] += A_2_1 * B_j_1;
                            T[i + 2][j] += A_2_2 * B_j_2;
                            T[i + 2][j] += A_2_3 * B_j_3;
                            T[i + 3][j] += A_3_0 * B_j_0;
                            T[i + 3][j] += A_3_1 * B_j_1;
                            T[i + 3][j] += A_3_2 * B_j_2;
                            T[i + 3][j] += A_3_3 * B_j_3;
                        }
                    }
                    for (; k < (kt + 64 < nk ? kt + 64 : nk); ++k) {
                        double A_0 = A[i][k];
                        double A_1 = A[i + 1][k];
                        double A_2 = A[i + 2][k];
                        double A_3 = A[i + 3][k];
                        #pragma omp simd
                        for (j = jt; j < (jt + 64 < nj ? jt + 64 : nj); j++) {
                            double B_j = B[k][j];
                            T[i][j] += A_0 * B_j;
                            T[i + 1][j] += A_1 * B_j;
                            T[i + 2][j] += A_2 * B_j;
                            T[i + 3][j] += A_3 * B_j;
                        }
                    }
                }
                for (; i < (it + 64 < ni ? it + 64 : ni); i++)
                    for (k = kt; k < (kt + 64 < nk ? kt + 64 : nk); ++k)
                        #pragma omp simd
                        for (j = jt; j < (jt + 64 < nj ? jt + 64 : nj); j++)
                            T[i][j] += A[i][k] * B[k][j];
            }
    }
    #pragma omp parallel for private(i, j, k)
    for (int it = 0; it < ni; it += 64) {
        for (i = it; i < (it + 64 < ni ? it + 64 : ni); i++)
            for (j = 0; j < nj; j++)
                D[i][j] *= 0.5;
        for (int kt = 0; kt < nk; kt += 64)
            for (int jt = 0; jt < nj; jt += 64) {
                for (i = it; i + 3 < (it + 64 < ni ? it + 64 : ni); i += 4) {
                    for (k = kt; k + 3 < (kt + 64 < nk ? kt + 64 : nk); k += 4) {
                        double T_0_0 = T[i][k];
                        double T_1_0 = T[i + 1][k];
                        double T_2_0 = T[i + 2][k];
                        double T_3_0 = T[i + 3][k];
                        double T_0_1 = T[i][k + 1];
                        double T_1_1 = T[i + 1][k + 1];
                        double T_2_1 = T[i + 2][k + 1];
                        double T_3_1 = T[i + 3][k + 1];
                        double T_0_2 = T[i][k + 2];
                        double T_1_2 = T[i + 1][k + 2];
                        double T_2_2 = T[i + 2][k + 2];
                        double T_3_2 = T[i + 3][k + 2];
                        double T_0_3 = T[i][k + 3];
                        double T_1_3 = T[i + 1][k + 3];
                        double T_2_3 = T[i + 2][k + 3];
                        double T_3_3 = T[i + 3][k + 3];
                        #pragma omp simd
                        for (j = jt; j < (jt + 64 < nj ? jt + 64 : nj); j++) {
                            double B_j_0 = B[k][j];
                            double B_j_1 = B[k + 1][j];
                            double B_j_2 = B[k + 2][j];
                            double B_j_3 = B[k + 3][j];
                            D[i][j] += T_0_0 * B_j_0;
                            D[i][j] += T_0_1 * B_j_1;
                            D[i][j] += T_0_2 * B_j_2;
                            D[i][j] += T_0_3 * B_j_3;
                            D[i + 1][j] += T_1_0 * B_j_0;
                            D[i + 1][j] += T_1_1 * B_j_1;
                            D[i + 1][j] += T_1_2 * B_j_2;
                            D[i + 1][j] += T_1_3 * B_j_3;
                            D[i + 2][j] += T_2_0 * B_j_0;
                            D[i + 2][j] += T_2_1 * B_j_1;
                            D[i + 2][j] += T_2_2 * B_j_2;
                            D[i + 2][j] += T_2_3 * B_j_3;
                            D[i + 3][j] += T_3_0 * B_j_0;
                            D[i + 3][j] += T_3_1 * B_j_1;
                            D[i + 3][j] += T_3_2 * B_j_2;
                            D[i + 3][j] += T_3_3 * B_j_3;
                        }
                    }
                    for (; k < (kt + 64 < nk ? kt + 64 : nk); ++k) {
                        double T_0 = T[i][k];
                        double T_1 = T[i + 1][k];
                        double T_2 = T[i + 2][k];
                        double T_3 = T[i + 3][k];
                        #pragma omp simd
                        for (j = jt; j < (jt + 64 < nj ? jt + 64 : nj); j++) {
                            double B_j = B[k][j];
                            D[i][j] += T_0 * B_j;
                            D[i + 1][j] += T_1 * B_j;
                            D[i + 2][j] += T_2 * B_j;
                            D[i + 3][j] += T_3 * B_j;
                        }
                    }
                }
                for (; i < (it + 64 < ni ? it + 64 : ni); i++)
                    for (k = kt; k < (kt + 64 < nk ? kt + 64 : nk); ++k)
                        #pragma omp simd
                        for (j = jt; j < (jt + 64 < nj ? jt + 64 : nj); j++)
                            D[i][j] += T[i][k] * B[k][j];
            }
    }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            A[i][j] = (double)((i * j + 1) % 7) / 7;
            B[i][j] = (double)((i + 2 * j) % 5) / 5;
            D[i][j] = (double)((3 * i + j) % 11) / 11;
        }
    kernel(N, N, N);
    kernel(N, N, 0);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            printf("%.10g %.10g\n", T[i][j], D[i][j]);
    return 0;
}
