/* kforge dgemm: C = alpha op(A) op(B) + beta C, column-major, op = tt,
 * pattern=global wg=4x4 tile=2x2 kb=4 ku=2 store=vars, tails M */
#define min(a, b) ((a) < (b) ? (a) : (b))

void kf_gemm(const int M, const int N, const int K, const double alpha, const double *restrict A, const int offA, const int lda, const double *restrict B, const int offB, const int ldb, const double beta, double *restrict C, const int offC, const int ldc)
{
    A += offA;
    B += offB;
    C += offC;
    #pragma omp parallel for collapse(2) schedule(static)
    for (int gm = 0; gm < (M + 7) / 8; gm++) {
        for (int gn = 0; gn < (N + 7) / 8; gn++) {
            for (int ln = 0; ln < 4; ln++) {
                for (int lm = 0; lm < 4; lm++) {
                    int rm = gm * 8 + lm, cn = gn * 8 + ln;
                    double c0_0 = 0, c0_1 = 0;
                    double c1_0 = 0, c1_1 = 0;
                    double a0, a1, b0, b1;
                    int k = 0;
                    for (; k + 2 <= K; k += 2) {
                        a0 = A[(k) + (min(rm + 0, M - 1)) * lda];
                        a1 = A[(k) + (min(rm + 4, M - 1)) * lda];
                        b0 = B[(cn + 0) + (k) * ldb];
                        b1 = B[(cn + 4) + (k) * ldb];
                        if (rm + 0 >= M) a0 = 0;
                        if (rm + 4 >= M) a1 = 0;
                        c0_0 += a0 * b0;
                        c0_1 += a0 * b1;
                        c1_0 += a1 * b0;
                        c1_1 += a1 * b1;
                        a0 = A[(k + 1) + (min(rm + 0, M - 1)) * lda];
                        a1 = A[(k + 1) + (min(rm + 4, M - 1)) * lda];
                        b0 = B[(cn + 0) + (k + 1) * ldb];
                        b1 = B[(cn + 4) + (k + 1) * ldb];
                        if (rm + 0 >= M) a0 = 0;
                        if (rm + 4 >= M) a1 = 0;
                        c0_0 += a0 * b0;
                        c0_1 += a0 * b1;
                        c1_0 += a1 * b0;
                        c1_1 += a1 * b1;
                    }
                    for (; k < K; k++) {
                        a0 = A[(k) + (min(rm + 0, M - 1)) * lda];
                        a1 = A[(k) + (min(rm + 4, M - 1)) * lda];
                        b0 = B[(cn + 0) + (k) * ldb];
                        b1 = B[(cn + 4) + (k) * ldb];
                        if (rm + 0 >= M) a0 = 0;
                        if (rm + 4 >= M) a1 = 0;
                        c0_0 += a0 * b0;
                        c0_1 += a0 * b1;
                        c1_0 += a1 * b0;
                        c1_1 += a1 * b1;
                    }
                    if (beta == 0) {
                        if (rm + 0 < M) C[rm + 0 + (cn + 0) * ldc] = alpha * c0_0;
                        if (rm + 0 < M) C[rm + 0 + (cn + 4) * ldc] = alpha * c0_1;
                        if (rm + 4 < M) C[rm + 4 + (cn + 0) * ldc] = alpha * c1_0;
                        if (rm + 4 < M) C[rm + 4 + (cn + 4) * ldc] = alpha * c1_1;
                    } else {
                        if (rm + 0 < M) C[rm + 0 + (cn + 0) * ldc] = alpha * c0_0 + beta * C[rm + 0 + (cn + 0) * ldc];
                        if (rm + 0 < M) C[rm + 0 + (cn + 4) * ldc] = alpha * c0_1 + beta * C[rm + 0 + (cn + 4) * ldc];
                        if (rm + 4 < M) C[rm + 4 + (cn + 0) * ldc] = alpha * c1_0 + beta * C[rm + 4 + (cn + 0) * ldc];
                        if (rm + 4 < M) C[rm + 4 + (cn + 4) * ldc] = alpha * c1_1 + beta * C[rm + 4 + (cn + 4) * ldc];
                    }
                }
            }
        }
    }
}
