/* kforge 0.1.0: tests/gen/omp/regblock_odd.c for openmp; 1 loop in parallel */
/* Register blocking (passes/regblock.h) over sizes known at run time,
 * none a multiple of anything: the i, k and j tiles (10x7x9) leave a
 * partial tile in every dimension, i's tile of 10 rows two rows after its
 * blocks of four, and the sizes run are 1, 3, 5 (fewer rows than a block),
 * 37 and 61.  Two statements in the innermost loop read A[i][k]: one
 * scalar per row serves both; C[i][j] *= beta runs before the band. */
#include <stdio.h>

static void kernel(int ni, int nj, int nk, double alpha, double beta, double A[ni][nk],
                   double B[nk][nj], double E[nk][nj], double C[ni][nj], double D[ni][nj])
{
    int i, j, k;
#pragma scop
    #pragma omp parallel for private(i, j, k)
    for (int it = 0; it < ni; it += 10) {
        for (i = it; i < (it + 10 < ni ? it + 10 : ni); i++)
            for (j = 0; j < nj; j++)
                C[i][j] *= beta;
        for (int kt = 0; kt < nk; kt += 7)
            for (int jt = 0; jt < nj; jt += 9) {
                for (i = it; i + 3 < (it + 10 < ni ? it + 10 : ni); i += 4) {
                    for (k = kt; k + 3 < (kt + 7 < nk ? kt + 7 : nk); k += 4) {
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
                        for (j = jt; j < (jt + 9 < nj ? jt + 9 : nj); j++) {
                            double B_j_0 = B[k][j];
                            double B_j_1 = B[k + 1][j];
                            double B_j_2 = B[k + 2][j];
                            double B_j_3 = B[k + 3][j];
                            double E_j_0 = E[k][j];
                            double E_j_1 = E[k + 1][j];
                            double E_j_2 = E[k + 2][j];
                            double E_j_3 = E[k + 3][j];
                            C[i][j] += alpha * A_0_0 * B_j_0;
                            D[i][j] = D[i][j] - A_0_0 * E_j_0;
                            C[i][j] += alpha * A_0_1 * B_j_1;
                            D[i][j] = D[i][j] - A_0_1 * E_j_1;
                            C[i][j] += alpha * A_0_2 * B_j_2;
                            D[i][j] = D[i][j] - A_0_2 * E_j_2;
                            C[i][j] += alpha * A_0_3 * B_j_3;
                            D[i][j] = D[i][j] - A_0_3 * E_j_3;
                            C[i + 1][j] += alpha * A_1_0 * B_j_0;
                            D[i + 1][j] = D[i + 1][j] - A_1_0 * E_j_0;
                            C[i + 1][j] += alpha * A_1_1 * B_j_1;
                            D[i + 1][j] = D[i + 1][j] - A_1_1 * E_j_1;
                            C[i + 1][j] += alpha * A_1_2 * B_j_2;
                            D[i + 1][j] = D[i + 1][j] - A_1_2 * E_j_2;
                            C[i + 1][j] += alpha * A_1_3 * B_j_3;
                            D[i + 1][j] = D[i + 1][j] - A_1_3 * E_j_3;
                            C[i + 2][j] += alpha * A_2_0 * B_j_0;
                            D[i + 2][j] = D[i + 2][j] - A_2_0 * E_j_0;
                            C[i + 2][j] += alpha * A_2_1 * B_j_1;
                            D[i + 2][j] = D[i + 2][j] - A_2_1 * E_j_1;
                            C[i + 2][j] += alpha * A_2_2 * B_j_2;
                            D[i + 2][j] = D[i + 2][j] - A_2_2 * E_j_2;
                            C[i + 2][j] += alpha * A_2_3 * B_j_3;
                            D[i + 2][j] = D[i + 2][j] - A_2_3 * E_j_3;
                            C[i + 3][j] += alpha * A_3_0 * B_j_0;
                            D[i + 3][j] = D[i + 3][j] - A_3_0 * E_j_0;
                            C[i + 3][j] += alpha * A_3_1 * B_j_1;
                            D[i + 3][j] = D[i + 3][j] - A_3_1 * E_j_1;
                            C[i + 3][j] += alpha * A_3_2 * B_j_2;
                            D[i + 3][j] = D[i + 3][j] - A_3_2 * E_j_2;
                            C[i + 3][j] += alpha * A_3_3 * B_j_3;
                            D[i + 3][j] = D[i + 3][j] - A_3_3 * E_j_3;
                        }
                    }
                    for (; k < (kt + 7 < nk ? kt + 7 : nk); k++) {
                        double A_0 = A[i][k];
                        double A_1 = A[i + 1][k];
                        double A_2 = A[i + 2][k];
                        double A_3 = A[i + 3][k];
                        #pragma omp simd
                        for (j = jt; j < (jt + 9 < nj ? jt + 9 : nj); j++) {
                            double B_j = B[k][j];
                            double E_j = E[k][j];
                            C[i][j] += alpha * A_0 * B_j;
                            D[i][j] = D[i][j] - A_0 * E_j;
                            C[i + 1][j] += alpha * A_1 * B_j;
                            D[i + 1][j] = D[i + 1][j] - A_1 * E_j;
                            C[i + 2][j] += alpha * A_2 * B_j;
                            D[i + 2][j] = D[i + 2][j] - A_2 * E_j;
                            C[i + 3][j] += alpha * A_3 * B_j;
                            D[i + 3][j] = D[i + 3][j] - A_3 * E_j;
                        }
                    }
                }
                for (; i < (it + 10 < ni ? it + 10 : ni); i++)
                    for (k = kt; k < (kt + 7 < nk ? kt + 7 : nk); k++)
                        #pragma omp simd
                        for (j = jt; j < (jt + 9 < nj ? jt + 9 : nj); j++) {
                            C[i][j] += alpha * A[i][k] * B[k][j];
                            D[i][j] = D[i][j] - A[i][k] * E[k][j];
                        }
            }
    }
#pragma endscop
}

static double A[61 * 67], B[67 * 59], E[67 * 59], C[61 * 59], D[61 * 59];

static void run(int ni, int nj, int nk)
{
    double (*a)[nk] = (double (*)[nk])A, (*b)[nj] = (double (*)[nj])B;
    double (*e)[nj] = (double (*)[nj])E, (*c)[nj] = (double (*)[nj])C, (*d)[nj] = (double (*)[nj])D;
    for (int i = 0; i < ni; i++)
        for (int k = 0; k < nk; k++)
            a[i][k] = (double)((i * k + 1) % 7) / 7;
    for (int k = 0; k < nk; k++)
        for (int j = 0; j < nj; j++) {
            b[k][j] = (double)((k + 2 * j) % 5) / 5;
            e[k][j] = (double)((3 * k + j) % 11) / 11;
        }
    for (int i = 0; i < ni; i++)
        for (int j = 0; j < nj; j++) {
            c[i][j] = (double)((i + j) % 3) / 3;
            d[i][j] = (double)((i * j) % 13) / 13;
        }
    kernel(ni, nj, nk, 1.5, 1.2, a, b, e, c, d);
    for (int i = 0; i < ni; i++)
        for (int j = 0; j < nj; j++)
            printf("%.10g %.10g\n", c[i][j], d[i][j]);
}

int main(void)
{
    run(1, 3, 5);
    run(3, 5, 1);
    run(5, 1, 3);
    run(37, 59, 67);
    run(61, 41, 53);
    return 0;
}
