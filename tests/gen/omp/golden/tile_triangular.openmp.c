/* kforge 0.1.0: tests/gen/omp/tile_triangular.c for openmp; 3 loops in parallel */
/* syrk's and covariance's triangles: bands whose inner bounds use an outer
 * iterator of the band (j <= i, j from i + 1).  The tile loop of j spans
 * the values the bound takes over i's tile; the point loop of j keeps the
 * bound, and one from i + 1 also starts at its tile.  The third nest is
 * covariance's, with statements before the band and after it (the mirror
 * copy), each under its own copy of i's point loop. */
#include <stdio.h>

#define N 37
#define M 29

static double A[N][M], C[N][N], D[N][N], E[N][N];

static void kernel(int n, int m)
{
    int i, j, k;
#pragma scop
    #pragma omp parallel for private(i, j, k) schedule(static, 1)
    for (int it = 0; it < n; it += 8) {
        for (i = it; i < (it + 8 < n ? it + 8 : n); i++)
            for (j = 0; j <= i; j++)
                C[i][j] *= 0.5;
        for (int kt = 0; kt < m; kt += 4)
            for (int jt = 0; jt <= (((it + 8 < n ? it + 8 : n) - 1)); jt += 6) {
                for (i = it; i + 3 < (it + 8 < n ? it + 8 : n); i += 4) {
                    for (k = kt; k + 3 < (kt + 4 < m ? kt + 4 : m); k += 4) {
                        double A_0_0 = jt <= (jt + 5 < i ? jt + 5 : i) ? A[i][k] : 0;
                        double A_1_0 = jt <= (jt + 5 < (i + 1) ? jt + 5 : (i + 1)) ? A[i + 1][k] : 0;
                        double A_2_0 = jt <= (jt + 5 < (i + 2) ? jt + 5 : (i + 2)) ? A[i + 2][k] : 0;
                        double A_3_0 = jt <= (jt + 5 < (i + 3) ? jt + 5 : (i + 3)) ? A[i + 3][k] : 0;
                        double A_0_1 = jt <= (jt + 5 < i ? jt + 5 : i) ? A[i][k + 1] : 0;
                        double A_1_1 = jt <= (jt + 5 < (i + 1) ? jt + 5 : (i + 1)) ? A[i + 1][k + 1] : 0;
                        double A_2_1 = jt <= (jt + 5 < (i + 2) ? jt + 5 : (i + 2)) ? A[i + 2][k + 1] : 0;
                        double A_3_1 = jt <= (jt + 5 < (i + 3) ? jt + 5 : (i + 3)) ? A[i + 3][k + 1] : 0;
                        double A_0_2 = jt <= (jt + 5 < i ? jt + 5 : i) ? A[i][k + 2] : 0;
                        double A_1_2 = jt <= (jt + 5 < (i + 1) ? jt + 5 : (i + 1)) ? A[i + 1][k + 2] : 0;
                        double A_2_2 = jt <= (jt + 5 < (i + 2) ? jt + 5 : (i + 2)) ? A[i + 2][k + 2] : 0;
                        double A_3_2 = jt <= (jt + 5 < (i + 3) ? jt + 5 : (i + 3)) ? A[i + 3][k + 2] : 0;
                        double A_0_3 = jt <= (jt + 5 < i ? jt + 5 : i) ? A[i][k + 3] : 0;
                        double A_1_3 = jt <= (jt + 5 < (i + 1) ? jt + 5 : (i + 1)) ? A[i + 1][k + 3] : 0;
                        double A_2_3 = jt <= (jt + 5 < (i + 2) ? jt + 5 : (i + 2)) ? A[i + 2][k + 3] : 0;
                        double A_3_3 = jt <= (jt + 5 < (i + 3) ? jt + 5 : (i + 3)) ? A[i + 3][k + 3] : 0;
                        #pragma omp simd
                        for (j = jt; j <= (jt + 5 < i ? jt + 5 : i); j++) {
                            double A_j_0 = A[j][k];
                            double A_j_1 = A[j][k + 1];
                            double A_j_2 = A[j][k + 2];
                            double A_j_3 = A[j][k + 3];
                            C[i][j] += 1.5 * A_0_0 * A_j_0;
                            C[i][j] += 1.5 * A_0_1 * A_j_1;
                            C[i][j] += 1.5 * A_0_2 * A_j_2;
                            C[i][j] += 1.5 * A_0_3 * A_j_3;
                            C[i + 1][j] += 1.5 * A_1_0 * A_j_0;
                            C[i + 1][j] += 1.5 * A_1_1 * A_j_1;
                            C[i + 1][j] += 1.5 * A_1_2 * A_j_2;
                            C[i + 1][j] += 1.5 * A_1_3 * A_j_3;
                            C[i + 2][j] += 1.5 * A_2_0 * A_j_0;
                            C[i + 2][j] += 1.5 * A_2_1 * A_j_1;
                            C[i + 2][j] += 1.5 * A_2_2 * A_j_2;
                            C[i + 2][j] += 1.5 * A_2_3 * A_j_3;
                            C[i + 3][j] += 1.5 * A_3_0 * A_j_0;
                            C[i + 3][j] += 1.5 * A_3_1 * A_j_1;
                            C[i + 3][j] += 1.5 * A_3_2 * A_j_2;
                            C[i + 3][j] += 1.5 * A_3_3 * A_j_3;
                        }
                        for (j = (jt > (jt + 5 < i ? jt + 5 : i) + 1 ? jt : (jt + 5 < i ? jt + 5 : i) + 1); j <= (jt + 5 < (i + 1) ? jt + 5 : (i + 1)); j++) {
                            C[i + 1][j] += 1.5 * A_1_0 * A[j][k];
                            C[i + 1][j] += 1.5 * A_1_1 * A[j][k + 1];
                            C[i + 1][j] += 1.5 * A_1_2 * A[j][k + 2];
                            C[i + 1][j] += 1.5 * A_1_3 * A[j][k + 3];
                        }
                        for (j = (jt > (jt + 5 < i ? jt + 5 : i) + 1 ? jt : (jt + 5 < i ? jt + 5 : i) + 1); j <= (jt + 5 < (i + 2) ? jt + 5 : (i + 2)); j++) {
                            C[i + 2][j] += 1.5 * A_2_0 * A[j][k];
                            C[i + 2][j] += 1.5 * A_2_1 * A[j][k + 1];
                            C[i + 2][j] += 1.5 * A_2_2 * A[j][k + 2];
                            C[i + 2][j] += 1.5 * A_2_3 * A[j][k + 3];
                        }
                        for (j = (jt > (jt + 5 < i ? jt + 5 : i) + 1 ? jt : (jt + 5 < i ? jt + 5 : i) + 1); j <= (jt + 5 < (i + 3) ? jt + 5 : (i + 3)); j++) {
                            C[i + 3][j] += 1.5 * A_3_0 * A[j][k];
                            C[i + 3][j] += 1.5 * A_3_1 * A[j][k + 1];
                            C[i + 3][j] += 1.5 * A_3_2 * A[j][k + 2];
                            C[i + 3][j] += 1.5 * A_3_3 * A[j][k + 3];
                        }
                    }
                    for (; k < (kt + 4 < m ? kt + 4 : m); k++) {
                        double A_0 = jt <= (jt + 5 < i ? jt + 5 : i) ? A[i][k] : 0;
                        double A_1 = jt <= (jt + 5 < (i + 1) ? jt + 5 : (i + 1)) ? A[i + 1][k] : 0;
                        double A_2 = jt <= (jt + 5 < (i + 2) ? jt + 5 : (i + 2)) ? A[i + 2][k] : 0;
                        double A_3 = jt <= (jt + 5 < (i + 3) ? jt + 5 : (i + 3)) ? A[i + 3][k] : 0;
                        #pragma omp simd
                        for (j = jt; j <= (jt + 5 < i ? jt + 5 : i); j++) {
                            double A_j = A[j][k];
                            C[i][j] += 1.5 * A_0 * A_j;
                            C[i + 1][j] += 1.5 * A_1 * A_j;
                            C[i + 2][j] += 1.5 * A_2 * A_j;
                            C[i + 3][j] += 1.5 * A_3 * A_j;
                        }
                        for (j = (jt > (jt + 5 < i ? jt + 5 : i) + 1 ? jt : (jt + 5 < i ? jt + 5 : i) + 1); j <= (jt + 5 < (i + 1) ? jt + 5 : (i + 1)); j++) {
                            C[i + 1][j] += 1.5 * A_1 * A[j][k];
                        }
                        for (j = (jt > (jt + 5 < i ? jt + 5 : i) + 1 ? jt : (jt + 5 < i ? jt + 5 : i) + 1); j <= (jt + 5 < (i + 2) ? jt + 5 : (i + 2)); j++) {
                            C[i + 2][j] += 1.5 * A_2 * A[j][k];
                        }
                        for (j = (jt > (jt + 5 < i ? jt + 5 : i) + 1 ? jt : (jt + 5 < i ? jt + 5 : i) + 1); j <= (jt + 5 < (i + 3) ? jt + 5 : (i + 3)); j++) {
                            C[i + 3][j] += 1.5 * A_3 * A[j][k];
                        }
                    }
                }
                for (; i < (it + 8 < n ? it + 8 : n); i++)
                    for (k = kt; k < (kt + 4 < m ? kt + 4 : m); k++)
                        #pragma omp simd
                        for (j = jt; j <= (jt + 5 < i ? jt + 5 : i); j++)
                            C[i][j] += 1.5 * A[i][k] * A[j][k];
            }
    }
    #pragma omp parallel for private(i, j, k) schedule(static, 1)
    for (int it = 0; it < n; it += 8)
        for (int kt = 0; kt < m; kt += 4)
            for (int jt = (it + 1); jt < n; jt += 6) {
                for (i = it; i + 3 < (it + 8 < n ? it + 8 : n); i += 4) {
                    for (k = kt; k + 3 < (kt + 4 < m ? kt + 4 : m); k += 4) {
                        double A_0_0 = (jt > (i + 1) ? jt : (i + 1)) < (jt + 6 < n ? jt + 6 : n) ? A[i][k] : 0;
                        double A_1_0 = (jt > ((i + 1) + 1) ? jt : ((i + 1) + 1)) < (jt + 6 < n ? jt + 6 : n) ? A[i + 1][k] : 0;
                        double A_2_0 = (jt > ((i + 2) + 1) ? jt : ((i + 2) + 1)) < (jt + 6 < n ? jt + 6 : n) ? A[i + 2][k] : 0;
                        double A_3_0 = (jt > ((i + 3) + 1) ? jt : ((i + 3) + 1)) < (jt + 6 < n ? jt + 6 : n) ? A[i + 3][k] : 0;
                        double A_0_1 = (jt > (i + 1) ? jt : (i + 1)) < (jt + 6 < n ? jt + 6 : n) ? A[i][k + 1] : 0;
                        double A_1_1 = (jt > ((i + 1) + 1) ? jt : ((i + 1) + 1)) < (jt + 6 < n ? jt + 6 : n) ? A[i + 1][k + 1] : 0;
                        double A_2_1 = (jt > ((i + 2) + 1) ? jt : ((i + 2) + 1)) < (jt + 6 < n ? jt + 6 : n) ? A[i + 2][k + 1] : 0;
                        double A_3_1 = (jt > ((i + 3) + 1) ? jt : ((i + 3) + 1)) < (jt + 6 < n ? jt + 6 : n) ? A[i + 3][k + 1] : 0;
                        double A_0_2 = (jt > (i + 1) ? jt : (i + 1)) < (jt + 6 < n ? jt + 6 : n) ? A[i][k + 2] : 0;
                        double A_1_2 = (jt > ((i + 1) + 1) ? jt : ((i + 1) + 1)) < (jt + 6 < n ? jt + 6 : n) ? A[i + 1][k + 2] : 0;
                        double A_2_2 = (jt > ((i + 2) + 1) ? jt : ((i + 2) + 1)) < (jt + 6 < n ? jt + 6 : n) ? A[i + 2][k + 2] : 0;
                        double A_3_2 = (jt > ((i + 3) + 1) ? jt : ((i + 3) + 1)) < (jt + 6 < n ? jt + 6 : n) ? A[i + 3][k + 2] : 0;
                        double A_0_3 = (jt > (i + 1) ? jt : (i + 1)) < (jt + 6 < n ? jt + 6 : n) ? A[i][k + 3] : 0;
                        double A_1_3 = (jt > ((i + 1) + 1) ? jt : ((i + 1) + 1)) < (jt + 6 < n ? jt + 6 : n) ? A[i + 1][k + 3] : 0;
                        double A_2_3 = (jt > ((i + 2) + 1) ? jt : ((i + 2) + 1)) < (jt + 6 < n ? jt + 6 : n) ? A[i + 2][k + 3] : 0;
                        double A_3_3 = (jt > ((i + 3) + 1) ? jt : ((i + 3) + 1)) < (jt + 6 < n ? jt + 6 : n) ? A[i + 3][k + 3] : 0;
                        for (j = (jt > (i + 1) ? jt : (i + 1)); j < (jt > ((i + 3) + 1) ? jt : ((i + 3) + 1)) && j < (jt + 6 < n ? jt + 6 : n); j++) {
                            D[i][j] += A_0_0 * A[j][k];
                            D[i][j] += A_0_1 * A[j][k + 1];
                            D[i][j] += A_0_2 * A[j][k + 2];
                            D[i][j] += A_0_3 * A[j][k + 3];
                        }
                        for (j = (jt > ((i + 1) + 1) ? jt : ((i + 1) + 1)); j < (jt > ((i + 3) + 1) ? jt : ((i + 3) + 1)) && j < (jt + 6 < n ? jt + 6 : n); j++) {
                            D[i + 1][j] += A_1_0 * A[j][k];
                            D[i + 1][j] += A_1_1 * A[j][k + 1];
                            D[i + 1][j] += A_1_2 * A[j][k + 2];
                            D[i + 1][j] += A_1_3 * A[j][k + 3];
                        }
                        for (j = (jt > ((i + 2) + 1) ? jt : ((i + 2) + 1)); j < (jt > ((i + 3) + 1) ? jt : ((i + 3) + 1)) && j < (jt + 6 < n ? jt + 6 : n); j++) {
                            D[i + 2][j] += A_2_0 * A[j][k];
                            D[i + 2][j] += A_2_1 * A[j][k + 1];
                            D[i + 2][j] += A_2_2 * A[j][k + 2];
                            D[i + 2][j] += A_2_3 * A[j][k + 3];
                        }
                        #pragma omp simd
                        for (j = (jt > ((i + 3) + 1) ? jt : ((i + 3) + 1)); j < (jt + 6 < n ? jt + 6 : n); j++) {
                            double A_j_0 = A[j][k];
                            double A_j_1 = A[j][k + 1];
                            double A_j_2 = A[j][k + 2];
                            double A_j_3 = A[j][k + 3];
                            D[i][j] += A_0_0 * A_j_0;
                            D[i][j] += A_0_1 * A_j_1;
                            D[i][j] += A_0_2 * A_j_2;
                            D[i][j] += A_0_3 * A_j_3;
                            D[i + 1][j] += A_1_0 * A_j_0;
                            D[i + 1][j] += A_1_1 * A_j_1;
                            D[i + 1][j] += A_1_2 * A_j_2;
                            D[i + 1][j] += A_1_3 * A_j_3;
                            D[i + 2][j] += A_2_0 * A_j_0;
                            D[i + 2][j] += A_2_1 * A_j_1;
                            D[i + 2][j] += A_2_2 * A_j_2;
                            D[i + 2][j] += A_2_3 * A_j_3;
                            D[i + 3][j] += A_3_0 * A_j_0;
                            D[i + 3][j] += A_3_1 * A_j_1;
                            D[i + 3][j] += A_3_2 * A_j_2;
                            D[i + 3][j] += A_3_3 * A_j_3;
                        }
                    }
                    for (; k < (kt + 4 < m ? kt + 4 : m); k++) {
                        double A_0 = (jt > (i + 1) ? jt : (i + 1)) < (jt + 6 < n ? jt + 6 : n) ? A[i][k] : 0;
                        double A_1 = (jt > ((i + 1) + 1) ? jt : ((i + 1) + 1)) < (jt + 6 < n ? jt + 6 : n) ? A[i + 1][k] : 0;
                        double A_2 = (jt > ((i + 2) + 1) ? jt : ((i + 2) + 1)) < (jt + 6 < n ? jt + 6 : n) ? A[i + 2][k] : 0;
                        double A_3 = (jt > ((i + 3) + 1) ? jt : ((i + 3) + 1)) < (jt + 6 < n ? jt + 6 : n) ? A[i + 3][k] : 0;
                        for (j = (jt > (i + 1) ? jt : (i + 1)); j < (jt > ((i + 3) + 1) ? jt : ((i + 3) + 1)) && j < (jt + 6 < n ? jt + 6 : n); j++) {
                            D[i][j] += A_0 * A[j][k];
                        }
                        for (j = (jt > ((i + 1) + 1) ? jt : ((i + 1) + 1)); j < (jt > ((i + 3) + 1) ? jt : ((i + 3) + 1)) && j < (jt + 6 < n ? jt + 6 : n); j++) {
                            D[i + 1][j] += A_1 * A[j][k];
                        }
                        for (j = (jt > ((i + 2) + 1) ? jt : ((i + 2) + 1)); j < (jt > ((i + 3) + 1) ? jt : ((i + 3) + 1)) && j < (jt + 6 < n ? jt + 6 : n); j++) {
                            D[i + 2][j] += A_2 * A[j][k];
                        }
                        #pragma omp simd
                        for (j = (jt > ((i + 3) + 1) ? jt : ((i + 3) + 1)); j < (jt + 6 < n ? jt + 6 : n); j++) {
                            double A_j = A[j][k];
                            D[i][j] += A_0 * A_j;
                            D[i + 1][j] += A_1 * A_j;
                            D[i + 2][j] += A_2 * A_j;
                            D[i + 3][j] += A_3 * A_j;
                        }
                    }
                }
                for (; i < (it + 8 < n ? it + 8 : n); i++)
                    for (k = kt; k < (kt + 4 < m ? kt + 4 : m); k++)
                        #pragma omp simd
                        for (j = (jt > (i + 1) ? jt : (i + 1)); j < (jt + 6 < n ? jt + 6 : n); j++)
                            D[i][j] += A[i][k] * A[j][k];
            }
    #pragma omp parallel for private(i, j, k) schedule(static, 1)
    for (int it = 0; it < n; it += 8) {
        for (i = it; i < (it + 8 < n ? it + 8 : n); i++)
            for (j = i; j < n; j++)
                E[i][j] = 0.0;
        for (int kt = 0; kt < m; kt += 4)
            for (int jt = (it); jt < n; jt += 6) {
                for (i = it; i + 3 < (it + 8 < n ? it + 8 : n); i += 4) {
                    for (k = kt; k + 3 < (kt + 4 < m ? kt + 4 : m); k += 4) {
                        double A_0_0 = (jt > i ? jt : i) < (jt + 6 < n ? jt + 6 : n) ? A[i][k] : 0;
                        double A_1_0 = (jt > (i + 1) ? jt : (i + 1)) < (jt + 6 < n ? jt + 6 : n) ? A[i + 1][k] : 0;
                        double A_2_0 = (jt > (i + 2) ? jt : (i + 2)) < (jt + 6 < n ? jt + 6 : n) ? A[i + 2][k] : 0;
                        double A_3_0 = (jt > (i + 3) ? jt : (i + 3)) < (jt + 6 < n ? jt + 6 : n) ? A[i + 3][k] : 0;
                        double A_0_1 = (jt > i ? jt : i) < (jt + 6 < n ? jt + 6 : n) ? A[i][k + 1] : 0;
                        double A_1_1 = (jt > (i + 1) ? jt : (i + 1)) < (jt + 6 < n ? jt + 6 : n) ? A[i + 1][k + 1] : 0;
                        double A_2_1 = (jt > (i + 2) ? jt : (i + 2)) < (jt + 6 < n ? jt + 6 : n) ? A[i + 2][k + 1] : 0;
                        double A_3_1 = (jt > (i + 3) ? jt : (i + 3)) < (jt + 6 < n ? jt + 6 : n) ? A[i + 3][k + 1] : 0;
                        double A_0_2 = (jt > i ? jt : i) < (jt + 6 < n ? jt + 6 : n) ? A[i][k + 2] : 0;
                        double A_1_2 = (jt > (i + 1) ? jt : (i + 1)) < (jt + 6 < n ? jt + 6 : n) ? A[i + 1][k + 2] : 0;
                        double A_2_2 = (jt > (i + 2) ? jt : (i + 2)) < (jt + 6 < n ? jt + 6 : n) ? A[i + 2][k + 2] : 0;
                        double A_3_2 = (jt > (i + 3) ? jt : (i + 3)) < (jt + 6 < n ? jt + 6 : n) ? A[i + 3][k + 2] : 0;
                        double A_0_3 = (jt > i ? jt : i) < (jt + 6 < n ? jt + 6 : n) ? A[i][k + 3] : 0;
                        double A_1_3 = (jt > (i + 1) ? jt : (i + 1)) < (jt + 6 < n ? jt + 6 : n) ? A[i + 1][k + 3] : 0;
                        double A_2_3 = (jt > (i + 2) ? jt : (i + 2)) < (jt + 6 < n ? jt + 6 : n) ? A[i + 2][k + 3] : 0;
                        double A_3_3 = (jt > (i + 3) ? jt : (i + 3)) < (jt + 6 < n ? jt + 6 : n) ? A[i + 3][k + 3] : 0;
                        for (j = (jt > i ? jt : i); j < (jt > (i + 3) ? jt : (i + 3)) && j < (jt + 6 < n ? jt + 6 : n); j++) {
                            E[i][j] += A_0_0 * A[j][k];
                            E[i][j] += A_0_1 * A[j][k + 1];
                            E[i][j] += A_0_2 * A[j][k + 2];
                            E[i][j] += A_0_3 * A[j][k + 3];
                        }
                        for (j = (jt > (i + 1) ? jt : (i + 1)); j < (jt > (i + 3) ? jt : (i + 3)) && j < (jt + 6 < n ? jt + 6 : n); j++) {
                            E[i + 1][j] += A_1_0 * A[j][k];
                            E[i + 1][j] += A_1_1 * A[j][k + 1];
                            E[i + 1][j] += A_1_2 * A[j][k + 2];
                            E[i + 1][j] += A_1_3 * A[j][k + 3];
                        }
                        for (j = (jt > (i + 2) ? jt : (i + 2)); j < (jt > (i + 3) ? jt : (i + 3)) && j < (jt + 6 < n ? jt + 6 : n); j++) {
                            E[i + 2][j] += A_2_0 * A[j][k];
                            E[i + 2][j] += A_2_1 * A[j][k + 1];
                            E[i + 2][j] += A_2_2 * A[j][k + 2];
                            E[i + 2][j] += A_2_3 * A[j][k + 3];
                        }
                        #pragma omp simd
                        for (j = (jt > (i + 3) ? jt : (i + 3)); j < (jt + 6 < n ? jt + 6 : n); j++) {
                            double A_j_0 = A[j][k];
                            double A_j_1 = A[j][k + 1];
                            double A_j_2 = A[j][k + 2];
                            double A_j_3 = A[j][k + 3];
                            E[i][j] += A_0_0 * A_j_0;
                            E[i][j] += A_0_1 * A_j_1;
                            E[i][j] += A_0_2 * A_j_2;
                            E[i][j] += A_0_3 * A_j_3;
                            E[i + 1][j] += A_1_0 * A_j_0;
                            E[i + 1][j] += A_1_1 * A_j_1;
                            E[i + 1][j] += A_1_2 * A_j_2;
                            E[i + 1][j] += A_1_3 * A_j_3;
                            E[i + 2][j] += A_2_0 * A_j_0;
                            E[i + 2][j] += A_2_1 * A_j_1;
                            E[i + 2][j] += A_2_2 * A_j_2;
                            E[i + 2][j] += A_2_3 * A_j_3;
                            E[i + 3][j] += A_3_0 * A_j_0;
                            E[i + 3][j] += A_3_1 * A_j_1;
                            E[i + 3][j] += A_3_2 * A_j_2;
                            E[i + 3][j] += A_3_3 * A_j_3;
                        }
                    }
                    for (; k < (kt + 4 < m ? kt + 4 : m); k++) {
                        double A_0 = (jt > i ? jt : i) < (jt + 6 < n ? jt + 6 : n) ? A[i][k] : 0;
                        double A_1 = (jt > (i + 1) ? jt : (i + 1)) < (jt + 6 < n ? jt + 6 : n) ? A[i + 1][k] : 0;
                        double A_2 = (jt > (i + 2) ? jt : (i + 2)) < (jt + 6 < n ? jt + 6 : n) ? A[i + 2][k] : 0;
                        double A_3 = (jt > (i + 3) ? jt : (i + 3)) < (jt + 6 < n ? jt + 6 : n) ? A[i + 3][k] : 0;
                        for (j = (jt > i ? jt : i); j < (jt > (i + 3) ? jt : (i + 3)) && j < (jt + 6 < n ? jt + 6 : n); j++) {
                            E[i][j] += A_0 * A[j][k];
                        }
                        for (j = (jt > (i + 1) ? jt : (i + 1)); j < (jt > (i + 3) ? jt : (i + 3)) && j < (jt + 6 < n ? jt + 6 : n); j++) {
                            E[i + 1][j] += A_1 * A[j][k];
                        }
                        for (j = (jt > (i + 2) ? jt : (i + 2)); j < (jt > (i + 3) ? jt : (i + 3)) && j < (jt + 6 < n ? jt + 6 : n); j++) {
                            E[i + 2][j] += A_2 * A[j][k];
                        }
                        #pragma omp simd
                        for (j = (jt > (i + 3) ? jt : (i + 3)); j < (jt + 6 < n ? jt + 6 : n); j++) {
                            double A_j = A[j][k];
                            E[i][j] += A_0 * A_j;
                            E[i + 1][j] += A_1 * A_j;
                            E[i + 2][j] += A_2 * A_j;
                            E[i + 3][j] += A_3 * A_j;
                        }
                    }
                }
                for (; i < (it + 8 < n ? it + 8 : n); i++)
                    for (k = kt; k < (kt + 4 < m ? kt + 4 : m); k++)
                        #pragma omp simd
                        for (j = (jt > i ? jt : i); j < (jt + 6 < n ? jt + 6 : n); j++)
                            E[i][j] += A[i][k] * A[j][k];
            }
        for (i = it; i < (it + 8 < n ? it + 8 : n); i++)
            for (j = i; j < n; j++) {
                E[i][j] /= 3.0;
                E[j][i] = E[i][j];
            }
    }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < M; j++)
            A[i][j] = (double)((i * j + 1) % 7) / 7;
        for (int j = 0; j < N; j++)
            C[i][j] = D[i][j] = (double)((i + 2 * j) % 5) / 5;
    }
    kernel(N, M);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            printf("%.10g %.10g %.10g\n", C[i][j], D[i][j], E[i][j]);
    return 0;
}
