/* kforge 0.1.0: tests/gen/omp/regblock_triangle.c for openmp; 4 loops in parallel */
/* Register blocking (passes/regblock.h) of triangular bands: the
 * innermost loop's bounds use i, so the four jammed rows have ranges of
 * their own.  X: the upper bound falls with i (row i + 3 ends first);
 * Y: both bounds move with i (a band of seven columns from the diagonal,
 * `<=`); Z: the lower bound climbs by two per row.  Each row's part
 * outside the rows' common range runs before or after it; A[i][k] is
 * loaded once per row, and not at all where the row's range in the tile
 * is empty.  V: k's bound uses i, which blocking refuses (the rows would
 * not share k's range).  The i, k and j tiles (10x7x9) leave partial tiles, and the
 * sizes run are 3 (fewer rows than a block), 5 and 37. */
#include <stdio.h>

static void kernel(int n, int m, int w, double A[n][m], double B[m][w], double X[n][w],
                   double Y[n][w], double Z[n][w], double V[n][w])
{
    int i, j, k;
#pragma scop
    #pragma omp parallel for private(i, k, j) schedule(static, 1)
    for (int it = 0; it < n; it += 10)
        for (int kt = 0; kt < m; kt += 7)
            for (int jt = 0; jt < (n - it); jt += 9) {
                for (i = it; i + 3 < (it + 10 < n ? it + 10 : n); i += 4) {
                    for (k = kt; k + 3 < (kt + 7 < m ? kt + 7 : m); k += 4) {
                        double A_0_0 = jt < (jt + 9 < (n - i) ? jt + 9 : (n - i)) ? A[i][k] : 0;
                        double A_1_0 = jt < (jt + 9 < (n - (i + 1)) ? jt + 9 : (n - (i + 1))) ? A[i + 1][k] : 0;
                        double A_2_0 = jt < (jt + 9 < (n - (i + 2)) ? jt + 9 : (n - (i + 2))) ? A[i + 2][k] : 0;
                        double A_3_0 = jt < (jt + 9 < (n - (i + 3)) ? jt + 9 : (n - (i + 3))) ? A[i + 3][k] : 0;
                        double A_0_1 = jt < (jt + 9 < (n - i) ? jt + 9 : (n - i)) ? A[i][k + 1] : 0;
                        double A_1_1 = jt < (jt + 9 < (n - (i + 1)) ? jt + 9 : (n - (i + 1))) ? A[i + 1][k + 1] : 0;
                        double A_2_1 = jt < (jt + 9 < (n - (i + 2)) ? jt + 9 : (n - (i + 2))) ? A[i + 2][k + 1] : 0;
                        double A_3_1 = jt < (jt + 9 < (n - (i + 3)) ? jt + 9 : (n - (i + 3))) ? A[i + 3][k + 1] : 0;
                        double A_0_2 = jt < (jt + 9 < (n - i) ? jt + 9 : (n - i)) ? A[i][k + 2] : 0;
                        double A_1_2 = jt < (jt + 9 < (n - (i + 1)) ? jt + 9 : (n - (i + 1))) ? A[i + 1][k + 2] : 0;
                        double A_2_2 = jt < (jt + 9 < (n - (i + 2)) ? jt + 9 : (n - (i + 2))) ? A[i + 2][k + 2] : 0;
                        double A_3_2 = jt < (jt + 9 < (n - (i + 3)) ? jt + 9 : (n - (i + 3))) ? A[i + 3][k + 2] : 0;
                        double A_0_3 = jt < (jt + 9 < (n - i) ? jt + 9 : (n - i)) ? A[i][k + 3] : 0;
                        double A_1_3 = jt < (jt + 9 < (n - (i + 1)) ? jt + 9 : (n - (i + 1))) ? A[i + 1][k + 3] : 0;
                        double A_2_3 = jt < (jt + 9 < (n - (i + 2)) ? jt + 9 : (n - (i + 2))) ? A[i + 2][k + 3] : 0;
                        double A_3_3 = jt < (jt + 9 < (n - (i + 3)) ? jt + 9 : (n - (i + 3))) ? A[i + 3][k + 3] : 0;
                        #pragma omp simd
                        for (j = jt; j < (jt + 9 < (n - (i + 3)) ? jt + 9 : (n - (i + 3))); j++) {
                            double B_j_0 = B[k][j];
                            double B_j_1 = B[k + 1][j];
                            double B_j_2 = B[k + 2][j];
                            double B_j_3 = B[k + 3][j];
                            X[i][j] += A_0_0 * B_j_0;
                            X[i][j] += A_0_1 * B_j_1;
                            X[i][j] += A_0_2 * B_j_2;
                            X[i][j] += A_0_3 * B_j_3;
                            X[i + 1][j] += A_1_0 * B_j_0;
                            X[i + 1][j] += A_1_1 * B_j_1;
                            X[i + 1][j] += A_1_2 * B_j_2;
                            X[i + 1][j] += A_1_3 * B_j_3;
                            X[i + 2][j] += A_2_0 * B_j_0;
                            X[i + 2][j] += A_2_1 * B_j_1;
                            X[i + 2][j] += A_2_2 * B_j_2;
                            X[i + 2][j] += A_2_3 * B_j_3;
                            X[i + 3][j] += A_3_0 * B_j_0;
                            X[i + 3][j] += A_3_1 * B_j_1;
                            X[i + 3][j] += A_3_2 * B_j_2;
                            X[i + 3][j] += A_3_3 * B_j_3;
                        }
                        for (j = (jt > (jt + 9 < (n - (i + 3)) ? jt + 9 : (n - (i + 3))) ? jt : (jt + 9 < (n - (i + 3)) ? jt + 9 : (n - (i + 3)))); j < (jt + 9 < (n - i) ? jt + 9 : (n - i)); j++) {
                            X[i][j] += A_0_0 * B[k][j];
                            X[i][j] += A_0_1 * B[k + 1][j];
                            X[i][j] += A_0_2 * B[k + 2][j];
                            X[i][j] += A_0_3 * B[k + 3][j];
                        }
                        for (j = (jt > (jt + 9 < (n - (i + 3)) ? jt + 9 : (n - (i + 3))) ? jt : (jt + 9 < (n - (i + 3)) ? jt + 9 : (n - (i + 3)))); j < (jt + 9 < (n - (i + 1)) ? jt + 9 : (n - (i + 1))); j++) {
                            X[i + 1][j] += A_1_0 * B[k][j];
                            X[i + 1][j] += A_1_1 * B[k + 1][j];
                            X[i + 1][j] += A_1_2 * B[k + 2][j];
                            X[i + 1][j] += A_1_3 * B[k + 3][j];
                        }
                        for (j = (jt > (jt + 9 < (n - (i + 3)) ? jt + 9 : (n - (i + 3))) ? jt : (jt + 9 < (n - (i + 3)) ? jt + 9 : (n - (i + 3)))); j < (jt + 9 < (n - (i + 2)) ? jt + 9 : (n - (i + 2))); j++) {
                            X[i + 2][j] += A_2_0 * B[k][j];
                            X[i + 2][j] += A_2_1 * B[k + 1][j];
                            X[i + 2][j] += A_2_2 * B[k + 2][j];
                            X[i + 2][j] += A_2_3 * B[k + 3][j];
                        }
                    }
                    for (; k < (kt + 7 < m ? kt + 7 : m); k++) {
                        double A_0 = jt < (jt + 9 < (n - i) ? jt + 9 : (n - i)) ? A[i][k] : 0;
                        double A_1 = jt < (jt + 9 < (n - (i + 1)) ? jt + 9 : (n - (i + 1))) ? A[i + 1][k] : 0;
                        double A_2 = jt < (jt + 9 < (n - (i + 2)) ? jt + 9 : (n - (i + 2))) ? A[i + 2][k] : 0;
                        double A_3 = jt < (jt + 9 < (n - (i + 3)) ? jt + 9 : (n - (i + 3))) ? A[i + 3][k] : 0;
                        #pragma omp simd
                        for (j = jt; j < (jt + 9 < (n - (i + 3)) ? jt + 9 : (n - (i + 3))); j++) {
                            double B_j = B[k][j];
                            X[i][j] += A_0 * B_j;
                            X[i + 1][j] += A_1 * B_j;
                            X[i + 2][j] += A_2 * B_j;
                            X[i + 3][j] += A_3 * B_j;
                        }
                        for (j = (jt > (jt + 9 < (n - (i + 3)) ? jt + 9 : (n - (i + 3))) ? jt : (jt + 9 < (n - (i + 3)) ? jt + 9 : (n - (i + 3)))); j < (jt + 9 < (n - i) ? jt + 9 : (n - i)); j++) {
                            X[i][j] += A_0 * B[k][j];
                        }
                        for (j = (jt > (jt + 9 < (n - (i + 3)) ? jt + 9 : (n - (i + 3))) ? jt : (jt + 9 < (n - (i + 3)) ? jt + 9 : (n - (i + 3)))); j < (jt + 9 < (n - (i + 1)) ? jt + 9 : (n - (i + 1))); j++) {
                            X[i + 1][j] += A_1 * B[k][j];
                        }
                        for (j = (jt > (jt + 9 < (n - (i + 3)) ? jt + 9 : (n - (i + 3))) ? jt : (jt + 9 < (n - (i + 3)) ? jt + 9 : (n - (i + 3)))); j < (jt + 9 < (n - (i + 2)) ? jt + 9 : (n - (i + 2))); j++) {
                            X[i + 2][j] += A_2 * B[k][j];
                        }
                    }
                }
                for (; i < (it + 10 < n ? it + 10 : n); i++)
                    for (k = kt; k < (kt + 7 < m ? kt + 7 : m); k++)
                        #pragma omp simd
                        for (j = jt; j < (jt + 9 < (n - i) ? jt + 9 : (n - i)); j++)
                            X[i][j] += A[i][k] * B[k][j];
            }
    #pragma omp parallel for private(i, k, j) schedule(static, 1)
    for (int it = 0; it < n; it += 10)
        for (int kt = 0; kt < m; kt += 7)
            for (int jt = (it); jt <= (((it + 10 < n ? it + 10 : n) - 1) + 6); jt += 9) {
                for (i = it; i + 3 < (it + 10 < n ? it + 10 : n); i += 4) {
                    for (k = kt; k + 3 < (kt + 7 < m ? kt + 7 : m); k += 4) {
                        double A_0_0 = (jt > i ? jt : i) <= (jt + 8 < (i + 6) ? jt + 8 : (i + 6)) ? A[i][k] : 0;
                        double A_1_0 = (jt > (i + 1) ? jt : (i + 1)) <= (jt + 8 < ((i + 1) + 6) ? jt + 8 : ((i + 1) + 6)) ? A[i + 1][k] : 0;
                        double A_2_0 = (jt > (i + 2) ? jt : (i + 2)) <= (jt + 8 < ((i + 2) + 6) ? jt + 8 : ((i + 2) + 6)) ? A[i + 2][k] : 0;
                        double A_3_0 = (jt > (i + 3) ? jt : (i + 3)) <= (jt + 8 < ((i + 3) + 6) ? jt + 8 : ((i + 3) + 6)) ? A[i + 3][k] : 0;
                        double A_0_1 = (jt > i ? jt : i) <= (jt + 8 < (i + 6) ? jt + 8 : (i + 6)) ? A[i][k + 1] : 0;
                        double A_1_1 = (jt > (i + 1) ? jt : (i + 1)) <= (jt + 8 < ((i + 1) + 6) ? jt + 8 : ((i + 1) + 6)) ? A[i + 1][k + 1] : 0;
                        double A_2_1 = (jt > (i + 2) ? jt : (i + 2)) <= (jt + 8 < ((i + 2) + 6) ? jt + 8 : ((i + 2) + 6)) ? A[i + 2][k + 1] : 0;
                        double A_3_1 = (jt > (i + 3) ? jt : (i + 3)) <= (jt + 8 < ((i + 3) + 6) ? jt + 8 : ((i + 3) + 6)) ? A[i + 3][k + 1] : 0;
                        double A_0_2 = (jt > i ? jt : i) <= (jt + 8 < (i + 6) ? jt + 8 : (i + 6)) ? A[i][k + 2] : 0;
                        double A_1_2 = (jt > (i + 1) ? jt : (i + 1)) <= (jt + 8 < ((i + 1) + 6) ? jt + 8 : ((i + 1) + 6)) ? A[i + 1][k + 2] : 0;
                        double A_2_2 = (jt > (i + 2) ? jt : (i + 2)) <= (jt + 8 < ((i + 2) + 6) ? jt + 8 : ((i + 2) + 6)) ? A[i + 2][k + 2] : 0;
                        double A_3_2 = (jt > (i + 3) ? jt : (i + 3)) <= (jt + 8 < ((i + 3) + 6) ? jt + 8 : ((i + 3) + 6)) ? A[i + 3][k + 2] : 0;
                        double A_0_3 = (jt > i ? jt : i) <= (jt + 8 < (i + 6) ? jt + 8 : (i + 6)) ? A[i][k + 3] : 0;
                        double A_1_3 = (jt > (i + 1) ? jt : (i + 1)) <= (jt + 8 < ((i + 1) + 6) ? jt + 8 : ((i + 1) + 6)) ? A[i + 1][k + 3] : 0;
                        double A_2_3 = (jt > (i + 2) ? jt : (i + 2)) <= (jt + 8 < ((i + 2) + 6) ? jt + 8 : ((i + 2) + 6)) ? A[i + 2][k + 3] : 0;
                        double A_3_3 = (jt > (i + 3) ? jt : (i + 3)) <= (jt + 8 < ((i + 3) + 6) ? jt + 8 : ((i + 3) + 6)) ? A[i + 3][k + 3] : 0;
                        for (j = (jt > i ? jt : i); j < (jt > (i + 3) ? jt : (i + 3)) && j <= (jt + 8 < (i + 6) ? jt + 8 : (i + 6)); j++) {
                            Y[i][j] = Y[i][j] * 0.5 + A_0_0 * B[k][j];
                            Y[i][j] = Y[i][j] * 0.5 + A_0_1 * B[k + 1][j];
                            Y[i][j] = Y[i][j] * 0.5 + A_0_2 * B[k + 2][j];
                            Y[i][j] = Y[i][j] * 0.5 + A_0_3 * B[k + 3][j];
                        }
                        for (j = (jt > (i + 1) ? jt : (i + 1)); j < (jt > (i + 3) ? jt : (i + 3)) && j <= (jt + 8 < ((i + 1) + 6) ? jt + 8 : ((i + 1) + 6)); j++) {
                            Y[i + 1][j] = Y[i + 1][j] * 0.5 + A_1_0 * B[k][j];
                            Y[i + 1][j] = Y[i + 1][j] * 0.5 + A_1_1 * B[k + 1][j];
                            Y[i + 1][j] = Y[i + 1][j] * 0.5 + A_1_2 * B[k + 2][j];
                            Y[i + 1][j] = Y[i + 1][j] * 0.5 + A_1_3 * B[k + 3][j];
                        }
                        for (j = (jt > (i + 2) ? jt : (i + 2)); j < (jt > (i + 3) ? jt : (i + 3)) && j <= (jt + 8 < ((i + 2) + 6) ? jt + 8 : ((i + 2) + 6)); j++) {
                            Y[i + 2][j] = Y[i + 2][j] * 0.5 + A_2_0 * B[k][j];
                            Y[i + 2][j] = Y[i + 2][j] * 0.5 + A_2_1 * B[k + 1][j];
                            Y[i + 2][j] = Y[i + 2][j] * 0.5 + A_2_2 * B[k + 2][j];
                            Y[i + 2][j] = Y[i + 2][j] * 0.5 + A_2_3 * B[k + 3][j];
                        }
                        #pragma omp simd
                        for (j = (jt > (i + 3) ? jt : (i + 3)); j <= (jt + 8 < (i + 6) ? jt + 8 : (i + 6)); j++) {
                            double B_j_0 = B[k][j];
                            double B_j_1 = B[k + 1][j];
                            double B_j_2 = B[k + 2][j];
                            double B_j_3 = B[k + 3][j];
                            Y[i][j] = Y[i][j] * 0.5 + A_0_0 * B_j_0;
                            Y[i][j] = Y[i][j] * 0.5 + A_0_1 * B_j_1;
                            Y[i][j] = Y[i][j] * 0.5 + A_0_2 * B_j_2;
                            Y[i][j] = Y[i][j] * 0.5 + A_0_3 * B_j_3;
                            Y[i + 1][j] = Y[i + 1][j] * 0.5 + A_1_0 * B_j_0;
                            Y[i + 1][j] = Y[i + 1][j] * 0.5 + A_1_1 * B_j_1;
                            Y[i + 1][j] = Y[i + 1][j] * 0.5 + A_1_2 * B_j_2;
                            Y[i + 1][j] = Y[i + 1][j] * 0.5 + A_1_3 * B_j_3;
                            Y[i + 2][j] = Y[i + 2][j] * 0.5 + A_2_0 * B_j_0;
                            Y[i + 2][j] = Y[i + 2][j] * 0.5 + A_2_1 * B_j_1;
                            Y[i + 2][j] = Y[i + 2][j] * 0.5 + A_2_2 * B_j_2;
                            Y[i + 2][j] = Y[i + 2][j] * 0.5 + A_2_3 * B_j_3;
                            Y[i + 3][j] = Y[i + 3][j] * 0.5 + A_3_0 * B_j_0;
                            Y[i + 3][j] = Y[i + 3][j] * 0.5 + A_3_1 * B_j_1;
                            Y[i + 3][j] = Y[i + 3][j] * 0.5 + A_3_2 * B_j_2;
                            Y[i + 3][j] = Y[i + 3][j] * 0.5 + A_3_3 * B_j_3;
                        }
                        for (j = ((jt > (i + 3) ? jt : (i + 3)) > (jt + 8 < (i + 6) ? jt + 8 : (i + 6)) + 1 ? (jt > (i + 3) ? jt : (i + 3)) : (jt + 8 < (i + 6) ? jt + 8 : (i + 6)) + 1); j <= (jt + 8 < ((i + 1) + 6) ? jt + 8 : ((i + 1) + 6)); j++) {
                            Y[i + 1][j] = Y[i + 1][j] * 0.5 + A_1_0 * B[k][j];
                            Y[i + 1][j] = Y[i + 1][j] * 0.5 + A_1_1 * B[k + 1][j];
                            Y[i + 1][j] = Y[i + 1][j] * 0.5 + A_1_2 * B[k + 2][j];
                            Y[i + 1][j] = Y[i + 1][j] * 0.5 + A_1_3 * B[k + 3][j];
                        }
                        for (j = ((jt > (i + 3) ? jt : (i + 3)) > (jt + 8 < (i + 6) ? jt + 8 : (i + 6)) + 1 ? (jt > (i + 3) ? jt : (i + 3)) : (jt + 8 < (i + 6) ? jt + 8 : (i + 6)) + 1); j <= (jt + 8 < ((i + 2) + 6) ? jt + 8 : ((i + 2) + 6)); j++) {
                            Y[i + 2][j] = Y[i + 2][j] * 0.5 + A_2_0 * B[k][j];
                            Y[i + 2][j] = Y[i + 2][j] * 0.5 + A_2_1 * B[k + 1][j];
                            Y[i + 2][j] = Y[i + 2][j] * 0.5 + A_2_2 * B[k + 2][j];
                            Y[i + 2][j] = Y[i + 2][j] * 0.5 + A_2_3 * B[k + 3][j];
                        }
                        for (j = ((jt > (i + 3) ? jt : (i + 3)) > (jt + 8 < (i + 6) ? jt + 8 : (i + 6)) + 1 ? (jt > (i + 3) ? jt : (i + 3)) : (jt + 8 < (i + 6) ? jt + 8 : (i + 6)) + 1); j <= (jt + 8 < ((i + 3) + 6) ? jt + 8 : ((i + 3) + 6)); j++) {
                            Y[i + 3][j] = Y[i + 3][j] * 0.5 + A_3_0 * B[k][j];
                            Y[i + 3][j] = Y[i + 3][j] * 0.5 + A_3_1 * B[k + 1][j];
                            Y[i + 3][j] = Y[i + 3][j] * 0.5 + A_3_2 * B[k + 2][j];
                            Y[i + 3][j] = Y[i + 3][j] * 0.5 + A_3_3 * B[k + 3][j];
                        }
                    }
                    for (; k < (kt + 7 < m ? kt + 7 : m); k++) {
                        double A_0 = (jt > i ? jt : i) <= (jt + 8 < (i + 6) ? jt + 8 : (i + 6)) ? A[i][k] : 0;
                        double A_1 = (jt > (i + 1) ? jt : (i + 1)) <= (jt + 8 < ((i + 1) + 6) ? jt + 8 : ((i + 1) + 6)) ? A[i + 1][k] : 0;
                        double A_2 = (jt > (i + 2) ? jt : (i + 2)) <= (jt + 8 < ((i + 2) + 6) ? jt + 8 : ((i + 2) + 6)) ? A[i + 2][k] : 0;
                        double A_3 = (jt > (i + 3) ? jt : (i + 3)) <= (jt + 8 < ((i + 3) + 6) ? jt + 8 : ((i + 3) + 6)) ? A[i + 3][k] : 0;
                        for (j = (jt > i ? jt : i); j < (jt > (i + 3) ? jt : (i + 3)) && j <= (jt + 8 < (i + 6) ? jt + 8 : (i + 6)); j++) {
                            Y[i][j] = Y[i][j] * 0.5 + A_0 * B[k][j];
                        }
                        for (j = (jt > (i + 1) ? jt : (i + 1)); j < (jt > (i + 3) ? jt : (i + 3)) && j <= (jt + 8 < ((i + 1) + 6) ? jt + 8 : ((i + 1) + 6)); j++) {
                            Y[i + 1][j] = Y[i + 1][j] * 0.5 + A_1 * B[k][j];
                        }
                        for (j = (jt > (i + 2) ? jt : (i + 2)); j < (jt > (i + 3) ? jt : (i + 3)) && j <= (jt + 8 < ((i + 2) + 6) ? jt + 8 : ((i + 2) + 6)); j++) {
                            Y[i + 2][j] = Y[i + 2][j] * 0.5 + A_2 * B[k][j];
                        }
                        #pragma omp simd
                        for (j = (jt > (i + 3) ? jt : (i + 3)); j <= (jt + 8 < (i + 6) ? jt + 8 : (i + 6)); j++) {
                            double B_j = B[k][j];
                            Y[i][j] = Y[i][j] * 0.5 + A_0 * B_j;
                            Y[i + 1][j] = Y[i + 1][j] * 0.5 + A_1 * B_j;
                            Y[i + 2][j] = Y[i + 2][j] * 0.5 + A_2 * B_j;
                            Y[i + 3][j] = Y[i + 3][j] * 0.5 + A_3 * B_j;
                        }
                        for (j = ((jt > (i + 3) ? jt : (i + 3)) > (jt + 8 < (i + 6) ? jt + 8 : (i + 6)) + 1 ? (jt > (i + 3) ? jt : (i + 3)) : (jt + 8 < (i + 6) ? jt + 8 : (i + 6)) + 1); j <= (jt + 8 < ((i + 1) + 6) ? jt + 8 : ((i + 1) + 6)); j++) {
                            Y[i + 1][j] = Y[i + 1][j] * 0.5 + A_1 * B[k][j];
                        }
                        for (j = ((jt > (i + 3) ? jt : (i + 3)) > (jt + 8 < (i + 6) ? jt + 8 : (i + 6)) + 1 ? (jt > (i + 3) ? jt : (i + 3)) : (jt + 8 < (i + 6) ? jt + 8 : (i + 6)) + 1); j <= (jt + 8 < ((i + 2) + 6) ? jt + 8 : ((i + 2) + 6)); j++) {
                            Y[i + 2][j] = Y[i + 2][j] * 0.5 + A_2 * B[k][j];
                        }
                        for (j = ((jt > (i + 3) ? jt : (i + 3)) > (jt + 8 < (i + 6) ? jt + 8 : (i + 6)) + 1 ? (jt > (i + 3) ? jt : (i + 3)) : (jt + 8 < (i + 6) ? jt + 8 : (i + 6)) + 1); j <= (jt + 8 < ((i + 3) + 6) ? jt + 8 : ((i + 3) + 6)); j++) {
                            Y[i + 3][j] = Y[i + 3][j] * 0.5 + A_3 * B[k][j];
                        }
                    }
                }
                for (; i < (it + 10 < n ? it + 10 : n); i++)
                    for (k = kt; k < (kt + 7 < m ? kt + 7 : m); k++)
                        #pragma omp simd
                        for (j = (jt > i ? jt : i); j <= (jt + 8 < (i + 6) ? jt + 8 : (i + 6)); j++)
                            Y[i][j] = Y[i][j] * 0.5 + A[i][k] * B[k][j];
            }
    #pragma omp parallel for private(i, k, j) schedule(static, 1)
    for (int it = 0; it < n; it += 10)
        for (int kt = 0; kt < m; kt += 7)
            for (int jt = (2 * it); jt < w; jt += 9) {
                for (i = it; i + 3 < (it + 10 < n ? it + 10 : n); i += 4) {
                    for (k = kt; k + 3 < (kt + 7 < m ? kt + 7 : m); k += 4) {
                        double A_0_0 = (jt > (2 * i) ? jt : (2 * i)) < (jt + 9 < w ? jt + 9 : w) ? A[i][k] : 0;
                        double A_1_0 = (jt > (2 * (i + 1)) ? jt : (2 * (i + 1))) < (jt + 9 < w ? jt + 9 : w) ? A[i + 1][k] : 0;
                        double A_2_0 = (jt > (2 * (i + 2)) ? jt : (2 * (i + 2))) < (jt + 9 < w ? jt + 9 : w) ? A[i + 2][k] : 0;
                        double A_3_0 = (jt > (2 * (i + 3)) ? jt : (2 * (i + 3))) < (jt + 9 < w ? jt + 9 : w) ? A[i + 3][k] : 0;
                        double A_0_1 = (jt > (2 * i) ? jt : (2 * i)) < (jt + 9 < w ? jt + 9 : w) ? A[i][k + 1] : 0;
                        double A_1_1 = (jt > (2 * (i + 1)) ? jt : (2 * (i + 1))) < (jt + 9 < w ? jt + 9 : w) ? A[i + 1][k + 1] : 0;
                        double A_2_1 = (jt > (2 * (i + 2)) ? jt : (2 * (i + 2))) < (jt + 9 < w ? jt + 9 : w) ? A[i + 2][k + 1] : 0;
                        double A_3_1 = (jt > (2 * (i + 3)) ? jt : (2 * (i + 3))) < (jt + 9 < w ? jt + 9 : w) ? A[i + 3][k + 1] : 0;
                        double A_0_2 = (jt > (2 * i) ? jt : (2 * i)) < (jt + 9 < w ? jt + 9 : w) ? A[i][k + 2] : 0;
                        double A_1_2 = (jt > (2 * (i + 1)) ? jt : (2 * (i + 1))) < (jt + 9 < w ? jt + 9 : w) ? A[i + 1][k + 2] : 0;
                        double A_2_2 = (jt > (2 * (i + 2)) ? jt : (2 * (i + 2))) < (jt + 9 < w ? jt + 9 : w) ? A[i + 2][k + 2] : 0;
                        double A_3_2 = (jt > (2 * (i + 3)) ? jt : (2 * (i + 3))) < (jt + 9 < w ? jt + 9 : w) ? A[i + 3][k + 2] : 0;
                        double A_0_3 = (jt > (2 * i) ? jt : (2 * i)) < (jt + 9 < w ? jt + 9 : w) ? A[i][k + 3] : 0;
                        double A_1_3 = (jt > (2 * (i + 1)) ? jt : (2 * (i + 1))) < (jt + 9 < w ? jt + 9 : w) ? A[i + 1][k + 3] : 0;
                        double A_2_3 = (jt > (2 * (i + 2)) ? jt : (2 * (i + 2))) < (jt + 9 < w ? jt + 9 : w) ? A[i + 2][k + 3] : 0;
                        double A_3_3 = (jt > (2 * (i + 3)) ? jt : (2 * (i + 3))) < (jt + 9 < w ? jt + 9 : w) ? A[i + 3][k + 3] : 0;
                        for (j = (jt > (2 * i) ? jt : (2 * i)); j < (jt > (2 * (i + 3)) ? jt : (2 * (i + 3))) && j < (jt + 9 < w ? jt + 9 : w); j++) {
                            Z[i][j] -= A_0_0 * B[k][j];
                            Z[i][j] -= A_0_1 * B[k + 1][j];
                            Z[i][j] -= A_0_2 * B[k + 2][j];
                            Z[i][j] -= A_0_3 * B[k + 3][j];
                        }
                        for (j = (jt > (2 * (i + 1)) ? jt : (2 * (i + 1))); j < (jt > (2 * (i + 3)) ? jt : (2 * (i + 3))) && j < (jt + 9 < w ? jt + 9 : w); j++) {
                            Z[i + 1][j] -= A_1_0 * B[k][j];
                            Z[i + 1][j] -= A_1_1 * B[k + 1][j];
                            Z[i + 1][j] -= A_1_2 * B[k + 2][j];
                            Z[i + 1][j] -= A_1_3 * B[k + 3][j];
                        }
                        for (j = (jt > (2 * (i + 2)) ? jt : (2 * (i + 2))); j < (jt > (2 * (i + 3)) ? jt : (2 * (i + 3))) && j < (jt + 9 < w ? jt + 9 : w); j++) {
                            Z[i + 2][j] -= A_2_0 * B[k][j];
                            Z[i + 2][j] -= A_2_1 * B[k + 1][j];
                            Z[i + 2][j] -= A_2_2 * B[k + 2][j];
                            Z[i + 2][j] -= A_2_3 * B[k + 3][j];
                        }
                        #pragma omp simd
                        for (j = (jt > (2 * (i + 3)) ? jt : (2 * (i + 3))); j < (jt + 9 < w ? jt + 9 : w); j++) {
                            double B_j_0 = B[k][j];
                            double B_j_1 = B[k + 1][j];
                            double B_j_2 = B[k + 2][j];
                            double B_j_3 = B[k + 3][j];
                            Z[i][j] -= A_0_0 * B_j_0;
                            Z[i][j] -= A_0_1 * B_j_1;
                            Z[i][j] -= A_0_2 * B_j_2;
                            Z[i][j] -= A_0_3 * B_j_3;
                            Z[i + 1][j] -= A_1_0 * B_j_0;
                            Z[i + 1][j] -= A_1_1 * B_j_1;
                            Z[i + 1][j] -= A_1_2 * B_j_2;
                            Z[i + 1][j] -= A_1_3 * B_j_3;
                            Z[i + 2][j] -= A_2_0 * B_j_0;
                            Z[i + 2][j] -= A_2_1 * B_j_1;
                            Z[i + 2][j] -= A_2_2 * B_j_2;
                            Z[i + 2][j] -= A_2_3 * B_j_3;
                            Z[i + 3][j] -= A_3_0 * B_j_0;
                            Z[i + 3][j] -= A_3_1 * B_j_1;
                            Z[i + 3][j] -= A_3_2 * B_j_2;
                            Z[i + 3][j] -= A_3_3 * B_j_3;
                        }
                    }
                    for (; k < (kt + 7 < m ? kt + 7 : m); k++) {
                        double A_0 = (jt > (2 * i) ? jt : (2 * i)) < (jt + 9 < w ? jt + 9 : w) ? A[i][k] : 0;
                        double A_1 = (jt > (2 * (i + 1)) ? jt : (2 * (i + 1))) < (jt + 9 < w ? jt + 9 : w) ? A[i + 1][k] : 0;
                        double A_2 = (jt > (2 * (i + 2)) ? jt : (2 * (i + 2))) < (jt + 9 < w ? jt + 9 : w) ? A[i + 2][k] : 0;
                        double A_3 = (jt > (2 * (i + 3)) ? jt : (2 * (i + 3))) < (jt + 9 < w ? jt + 9 : w) ? A[i + 3][k] : 0;
                        for (j = (jt > (2 * i) ? jt : (2 * i)); j < (jt > (2 * (i + 3)) ? jt : (2 * (i + 3))) && j < (jt + 9 < w ? jt + 9 : w); j++) {
                            Z[i][j] -= A_0 * B[k][j];
                        }
                        for (j = (jt > (2 * (i + 1)) ? jt : (2 * (i + 1))); j < (jt > (2 * (i + 3)) ? jt : (2 * (i + 3))) && j < (jt + 9 < w ? jt + 9 : w); j++) {
                            Z[i + 1][j] -= A_1 * B[k][j];
                        }
                        for (j = (jt > (2 * (i + 2)) ? jt : (2 * (i + 2))); j < (jt > (2 * (i + 3)) ? jt : (2 * (i + 3))) && j < (jt + 9 < w ? jt + 9 : w); j++) {
                            Z[i + 2][j] -= A_2 * B[k][j];
                        }
                        #pragma omp simd
                        for (j = (jt > (2 * (i + 3)) ? jt : (2 * (i + 3))); j < (jt + 9 < w ? jt + 9 : w); j++) {
                            double B_j = B[k][j];
                            Z[i][j] -= A_0 * B_j;
                            Z[i + 1][j] -= A_1 * B_j;
                            Z[i + 2][j] -= A_2 * B_j;
                            Z[i + 3][j] -= A_3 * B_j;
                        }
                    }
                }
                for (; i < (it + 10 < n ? it + 10 : n); i++)
                    for (k = kt; k < (kt + 7 < m ? kt + 7 : m); k++)
                        #pragma omp simd
                        for (j = (jt > (2 * i) ? jt : (2 * i)); j < (jt + 9 < w ? jt + 9 : w); j++)
                            Z[i][j] -= A[i][k] * B[k][j];
            }
    #pragma omp parallel for private(i, k, j) schedule(static, 1)
    for (int it = 0; it < n; it += 10)
        for (int kt = 0; kt < (m - it); kt += 7)
            for (int jt = 0; jt < w; jt += 9)
                for (i = it; i < (it + 10 < n ? it + 10 : n); i++)
                    for (k = kt; k < (kt + 7 < (m - i) ? kt + 7 : (m - i)); k++)
                        #pragma omp simd
                        for (j = jt; j < (jt + 9 < w ? jt + 9 : w); j++)
                            V[i][j] += A[i][k] * B[k][j];
#pragma endscop
}

static double A[37 * 29], B[29 * 81], X[37 * 81], Y[37 * 81], Z[37 * 81], V[37 * 81];

static void run(int n, int m)
{
    int w = 2 * n + 7;
    double (*a)[m] = (double (*)[m])A, (*b)[w] = (double (*)[w])B;
    double (*x)[w] = (double (*)[w])X, (*y)[w] = (double (*)[w])Y, (*z)[w] = (double (*)[w])Z;
    double (*v)[w] = (double (*)[w])V;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < m; k++)
            a[i][k] = (double)((i * k + 1) % 7) / 7;
    for (int k = 0; k < m; k++)
        for (int j = 0; j < w; j++)
            b[k][j] = (double)((k + 2 * j) % 5) / 5;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < w; j++) {
            x[i][j] = (double)((i + j) % 3) / 3;
            y[i][j] = (double)((i * j) % 13) / 13;
            z[i][j] = (double)((i + 3 * j) % 11) / 11;
            v[i][j] = (double)((2 * i + j) % 7) / 7;
        }
    kernel(n, m, w, a, b, x, y, z, v);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < w; j++)
            printf("%.17g %.17g %.17g %.17g\n", x[i][j], y[i][j], z[i][j], v[i][j]);
}

int main(void)
{
    run(3, 5);
    run(5, 1);
    run(37, 29);
    return 0;
}
