/* kforge dgemm: C = alpha op(A) op(B) + beta C, column-major, op = tt,
 * pattern=global wg=4x4 tile=2x2 kb=4 ku=2 store=vars, tails M */
#define min(a, b) ((a) < (b) ? (a) : (b))
#define max(a, b) ((a) > (b) ? (a) : (b))

void kf_gemm(const int M, const int N, const int K, const double alpha, const double *restrict A, const int offA, const int lda, const double *restrict B, const int offB, const int ldb, const double beta, double *restrict C, const int offC, const int ldc)
{
    A += offA;
    B += offB;
    C += offC;
    #pragma omp parallel for schedule(static)
    for (int gm = 0; gm < (M + 7) / 8; gm++) {
        int m0 = gm * 8;
        double Ap[32];
        for (int k0 = 0; k0 == 0 || k0 < K; k0 += 4) {
            int kc = min(4, K - k0);
            for (int k = 0; k < kc; k++) {
                #pragma omp simd
                for (int i = 0; i < 8; i++) {
                    double a = A[(k0 + k) + (min(m0 + i, M - 1)) * lda];
                    if (m0 + i >= M) a = 0;
                    Ap[k * 8 + i] = a;
                }
            }
            for (int gn = 0; gn < (N + 7) / 8; gn++) {
                int n0 = gn * 8;
                double c[8][8];
                for (int j = 0; j < 8; j++) {
                    #pragma omp simd
                    for (int i = 0; i < 8; i++) {
                        c[j][i] = 0;
                    }
                }
                for (int k = 0; k < kc; k++) {
                    for (int j = 0; j < 8; j++) {
                        double b = B[(n0 + j) + (k0 + k) * ldb];
                        #pragma omp simd
                        for (int i = 0; i < 8; i++) {
                            c[j][i] += Ap[k * 8 + i] * b;
                        }
                    }
                }
                if (k0 == 0 && beta == 0) {
                    for (int j = 0; j < 8; j++) {
                        #pragma omp simd
                        for (int i = 0; i < 8; i++) {
                            if (m0 + i < M) C[m0 + i + (n0 + j) * ldc] = alpha * c[j][i];
                        }
                    }
                } else if (k0 == 0) {
                    for (int j = 0; j < 8; j++) {
                        #pragma omp simd
                        for (int i = 0; i < 8; i++) {
                            if (m0 + i < M) C[m0 + i + (n0 + j) * ldc] = alpha * c[j][i] + beta * C[m0 + i + (n0 + j) * ldc];
                        }
                    }
                } else {
                    for (int j = 0; j < 8; j++) {
                        #pragma omp simd
                        for (int i = 0; i < 8; i++) {
                            if (m0 + i < M) C[m0 + i + (n0 + j) * ldc] += alpha * c[j][i];
                        }
                    }
                }
            }
        }
    }
}
