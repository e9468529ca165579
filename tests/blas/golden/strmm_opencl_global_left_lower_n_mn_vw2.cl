/* kforge sgemm: C = alpha op(A) op(B) + beta C, column-major, op = nn,
 * pattern=global wg=4x4 tile=4x2 kb=16 ku=2 store=vars vw=2, tails M N,
 * op(A) lower triangular */
#define KF_WG_SIZE __attribute__((reqd_work_group_size(4, 4, 1)))

__kernel KF_WG_SIZE void kf_gemm(const int M, const int N, const int K, const float alpha, __global const float *restrict A, const int offA, const int lda, __global const float *restrict B, const int offB, const int ldb, const float beta, __global float *restrict C, const int offC, const int ldc)
{
    A += offA;
    B += offB;
    C += offC;
    int lm = get_local_id(0), ln = get_local_id(1);
    int gm = get_group_id(0), gn = get_group_id(1);
    int rm = gm * 16 + lm * 2, cn = gn * 8 + ln;
    int kbeg = 0, kend = min(K, gm * 16 + 16);
    float2 c0_0 = (float2)(0), c0_1 = (float2)(0);
    float2 c1_0 = (float2)(0), c1_1 = (float2)(0);
    float2 a0, a1;
    float b0, b1;
    int k = kbeg;
    for (; k + 2 <= kend; k += 2) {
        a0 = (float2)(A[(min(rm + 0, M - 1)) + (k) * lda], A[(min(rm + 1, M - 1)) + (k) * lda]);
        a1 = (float2)(A[(min(rm + 8, M - 1)) + (k) * lda], A[(min(rm + 9, M - 1)) + (k) * lda]);
        b0 = B[(k) + (min(cn + 0, N - 1)) * ldb];
        b1 = B[(k) + (min(cn + 4, N - 1)) * ldb];
        if (rm + 0 >= M) a0.s0 = 0;
        if (rm + 1 >= M) a0.s1 = 0;
        if (rm + 8 >= M) a1.s0 = 0;
        if (rm + 9 >= M) a1.s1 = 0;
        if (cn + 0 >= N) b0 = 0;
        if (cn + 4 >= N) b1 = 0;
        if ((k) > (rm + 0)) a0.s0 = 0;
        if ((k) > (rm + 1)) a0.s1 = 0;
        if ((k) > (rm + 8)) a1.s0 = 0;
        if ((k) > (rm + 9)) a1.s1 = 0;
        c0_0 += a0 * b0;
        c0_1 += a0 * b1;
        c1_0 += a1 * b0;
        c1_1 += a1 * b1;
        a0 = (float2)(A[(min(rm + 0, M - 1)) + (k + 1) * lda], A[(min(rm + 1, M - 1)) + (k + 1) * lda]);
        a1 = (float2)(A[(min(rm + 8, M - 1)) + (k + 1) * lda], A[(min(rm + 9, M - 1)) + (k + 1) * lda]);
        b0 = B[(k + 1) + (min(cn + 0, N - 1)) * ldb];
        b1 = B[(k + 1) + (min(cn + 4, N - 1)) * ldb];
        if (rm + 0 >= M) a0.s0 = 0;
        if (rm + 1 >= M) a0.s1 = 0;
        if (rm + 8 >= M) a1.s0 = 0;
        if (rm + 9 >= M) a1.s1 = 0;
        if (cn + 0 >= N) b0 = 0;
        if (cn + 4 >= N) b1 = 0;
        if ((k + 1) > (rm + 0)) a0.s0 = 0;
        if ((k + 1) > (rm + 1)) a0.s1 = 0;
        if ((k + 1) > (rm + 8)) a1.s0 = 0;
        if ((k + 1) > (rm + 9)) a1.s1 = 0;
        c0_0 += a0 * b0;
        c0_1 += a0 * b1;
        c1_0 += a1 * b0;
        c1_1 += a1 * b1;
    }
    for (; k < kend; k++) {
        a0 = (float2)(A[(min(rm + 0, M - 1)) + (k) * lda], A[(min(rm + 1, M - 1)) + (k) * lda]);
        a1 = (float2)(A[(min(rm + 8, M - 1)) + (k) * lda], A[(min(rm + 9, M - 1)) + (k) * lda]);
        b0 = B[(k) + (min(cn + 0, N - 1)) * ldb];
        b1 = B[(k) + (min(cn + 4, N - 1)) * ldb];
        if (rm + 0 >= M) a0.s0 = 0;
        if (rm + 1 >= M) a0.s1 = 0;
        if (rm + 8 >= M) a1.s0 = 0;
        if (rm + 9 >= M) a1.s1 = 0;
        if (cn + 0 >= N) b0 = 0;
        if (cn + 4 >= N) b1 = 0;
        if ((k) > (rm + 0)) a0.s0 = 0;
        if ((k) > (rm + 1)) a0.s1 = 0;
        if ((k) > (rm + 8)) a1.s0 = 0;
        if ((k) > (rm + 9)) a1.s1 = 0;
        c0_0 += a0 * b0;
        c0_1 += a0 * b1;
        c1_0 += a1 * b0;
        c1_1 += a1 * b1;
    }
    if (beta == 0) {
        if (rm + 0 < M && cn + 0 < N) C[rm + 0 + (cn + 0) * ldc] = alpha * c0_0.s0;
        if (rm + 1 < M && cn + 0 < N) C[rm + 1 + (cn + 0) * ldc] = alpha * c0_0.s1;
        if (rm + 0 < M && cn + 4 < N) C[rm + 0 + (cn + 4) * ldc] = alpha * c0_1.s0;
        if (rm + 1 < M && cn + 4 < N) C[rm + 1 + (cn + 4) * ldc] = alpha * c0_1.s1;
        if (rm + 8 < M && cn + 0 < N) C[rm + 8 + (cn + 0) * ldc] = alpha * c1_0.s0;
        if (rm + 9 < M && cn + 0 < N) C[rm + 9 + (cn + 0) * ldc] = alpha * c1_0.s1;
        if (rm + 8 < M && cn + 4 < N) C[rm + 8 + (cn + 4) * ldc] = alpha * c1_1.s0;
        if (rm + 9 < M && cn + 4 < N) C[rm + 9 + (cn + 4) * ldc] = alpha * c1_1.s1;
    } else {
        if (rm + 0 < M && cn + 0 < N) C[rm + 0 + (cn + 0) * ldc] = alpha * c0_0.s0 + beta * C[rm + 0 + (cn + 0) * ldc];
        if (rm + 1 < M && cn + 0 < N) C[rm + 1 + (cn + 0) * ldc] = alpha * c0_0.s1 + beta * C[rm + 1 + (cn + 0) * ldc];
        if (rm + 0 < M && cn + 4 < N) C[rm + 0 + (cn + 4) * ldc] = alpha * c0_1.s0 + beta * C[rm + 0 + (cn + 4) * ldc];
        if (rm + 1 < M && cn + 4 < N) C[rm + 1 + (cn + 4) * ldc] = alpha * c0_1.s1 + beta * C[rm + 1 + (cn + 4) * ldc];
        if (rm + 8 < M && cn + 0 < N) C[rm + 8 + (cn + 0) * ldc] = alpha * c1_0.s0 + beta * C[rm + 8 + (cn + 0) * ldc];
        if (rm + 9 < M && cn + 0 < N) C[rm + 9 + (cn + 0) * ldc] = alpha * c1_0.s1 + beta * C[rm + 9 + (cn + 0) * ldc];
        if (rm + 8 < M && cn + 4 < N) C[rm + 8 + (cn + 4) * ldc] = alpha * c1_1.s0 + beta * C[rm + 8 + (cn + 4) * ldc];
        if (rm + 9 < M && cn + 4 < N) C[rm + 9 + (cn + 4) * ldc] = alpha * c1_1.s1 + beta * C[rm + 9 + (cn + 4) * ldc];
    }
}
