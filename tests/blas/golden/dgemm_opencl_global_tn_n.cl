/* kforge dgemm: C = alpha op(A) op(B) + beta C, column-major, op = tn,
 * pattern=global wg=4x4 tile=2x2 kb=4 ku=2 store=vars, tails N */
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#define KF_WG_SIZE __attribute__((reqd_work_group_size(4, 4, 1)))

__kernel KF_WG_SIZE void kf_gemm(const int M, const int N, const int K, const double alpha, __global const double *restrict A, const int offA, const int lda, __global const double *restrict B, const int offB, const int ldb, const double beta, __global double *restrict C, const int offC, const int ldc)
{
    A += offA;
    B += offB;
    C += offC;
    int lm = get_local_id(0), ln = get_local_id(1);
    int gm = get_group_id(0), gn = get_group_id(1);
    int rm = gm * 8 + lm, cn = gn * 8 + ln;
    double c0_0 = 0, c0_1 = 0;
    double c1_0 = 0, c1_1 = 0;
    double a0, a1, b0, b1;
    int k = 0;
    for (; k + 2 <= K; k += 2) {
        a0 = A[(k) + (rm + 0) * lda];
        a1 = A[(k) + (rm + 4) * lda];
        b0 = B[(k) + (min(cn + 0, N - 1)) * ldb];
        b1 = B[(k) + (min(cn + 4, N - 1)) * ldb];
        if (cn + 0 >= N) b0 = 0;
        if (cn + 4 >= N) b1 = 0;
        c0_0 += a0 * b0;
        c0_1 += a0 * b1;
        c1_0 += a1 * b0;
        c1_1 += a1 * b1;
        a0 = A[(k + 1) + (rm + 0) * lda];
        a1 = A[(k + 1) + (rm + 4) * lda];
        b0 = B[(k + 1) + (min(cn + 0, N - 1)) * ldb];
        b1 = B[(k + 1) + (min(cn + 4, N - 1)) * ldb];
        if (cn + 0 >= N) b0 = 0;
        if (cn + 4 >= N) b1 = 0;
        c0_0 += a0 * b0;
        c0_1 += a0 * b1;
        c1_0 += a1 * b0;
        c1_1 += a1 * b1;
    }
    for (; k < K; k++) {
        a0 = A[(k) + (rm + 0) * lda];
        a1 = A[(k) + (rm + 4) * lda];
        b0 = B[(k) + (min(cn + 0, N - 1)) * ldb];
        b1 = B[(k) + (min(cn + 4, N - 1)) * ldb];
        if (cn + 0 >= N) b0 = 0;
        if (cn + 4 >= N) b1 = 0;
        c0_0 += a0 * b0;
        c0_1 += a0 * b1;
        c1_0 += a1 * b0;
        c1_1 += a1 * b1;
    }
    if (beta == 0) {
        if (cn + 0 < N) C[rm + 0 + (cn + 0) * ldc] = alpha * c0_0;
        if (cn + 4 < N) C[rm + 0 + (cn + 4) * ldc] = alpha * c0_1;
        if (cn + 0 < N) C[rm + 4 + (cn + 0) * ldc] = alpha * c1_0;
        if (cn + 4 < N) C[rm + 4 + (cn + 4) * ldc] = alpha * c1_1;
    } else {
        if (cn + 0 < N) C[rm + 0 + (cn + 0) * ldc] = alpha * c0_0 + beta * C[rm + 0 + (cn + 0) * ldc];
        if (cn + 4 < N) C[rm + 0 + (cn + 4) * ldc] = alpha * c0_1 + beta * C[rm + 0 + (cn + 4) * ldc];
        if (cn + 0 < N) C[rm + 4 + (cn + 0) * ldc] = alpha * c1_0 + beta * C[rm + 4 + (cn + 0) * ldc];
        if (cn + 4 < N) C[rm + 4 + (cn + 4) * ldc] = alpha * c1_1 + beta * C[rm + 4 + (cn + 4) * ldc];
    }
}
