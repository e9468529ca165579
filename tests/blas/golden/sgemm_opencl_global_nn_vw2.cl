/* kforge sgemm: C = alpha op(A) op(B) + beta C, column-major, op = nn,
 * pattern=global wg=4x4 tile=4x2 kb=16 ku=2 store=vars vw=2, tails none */
#define KF_WG_SIZE __attribute__((reqd_work_group_size(4, 4, 1)))

__kernel KF_WG_SIZE void kf_gemm(const int M, const int N, const int K, const float alpha, __global const float *restrict A, const int offA, const int lda, __global const float *restrict B, const int offB, const int ldb, const float beta, __global float *restrict C, const int offC, const int ldc)
{
    A += offA;
    B += offB;
    C += offC;
    int lm = get_local_id(0), ln = get_local_id(1);
    int gm = get_group_id(0), gn = get_group_id(1);
    int rm = gm * 16 + lm * 2, cn = gn * 8 + ln;
    float2 c0_0 = (float2)(0), c0_1 = (float2)(0);
    float2 c1_0 = (float2)(0), c1_1 = (float2)(0);
    float2 a0, a1;
    float b0, b1;
    int k = 0;
    for (; k + 2 <= K; k += 2) {
        a0 = vload2(0, A + (rm + 0) + (k) * lda);
        a1 = vload2(0, A + (rm + 8) + (k) * lda);
        b0 = B[(k) + (cn + 0) * ldb];
        b1 = B[(k) + (cn + 4) * ldb];
        c0_0 += a0 * b0;
        c0_1 += a0 * b1;
        c1_0 += a1 * b0;
        c1_1 += a1 * b1;
        a0 = vload2(0, A + (rm + 0) + (k + 1) * lda);
        a1 = vload2(0, A + (rm + 8) + (k + 1) * lda);
        b0 = B[(k + 1) + (cn + 0) * ldb];
        b1 = B[(k + 1) + (cn + 4) * ldb];
        c0_0 += a0 * b0;
        c0_1 += a0 * b1;
        c1_0 += a1 * b0;
        c1_1 += a1 * b1;
    }
    for (; k < K; k++) {
        a0 = vload2(0, A + (rm + 0) + (k) * lda);
        a1 = vload2(0, A + (rm + 8) + (k) * lda);
        b0 = B[(k) + (cn + 0) * ldb];
        b1 = B[(k) + (cn + 4) * ldb];
        c0_0 += a0 * b0;
        c0_1 += a0 * b1;
        c1_0 += a1 * b0;
        c1_1 += a1 * b1;
    }
    if (beta == 0) {
        vstore2(alpha * c0_0, 0, C + rm + 0 + (cn + 0) * ldc);
        vstore2(alpha * c0_1, 0, C + rm + 0 + (cn + 4) * ldc);
        vstore2(alpha * c1_0, 0, C + rm + 8 + (cn + 0) * ldc);
        vstore2(alpha * c1_1, 0, C + rm + 8 + (cn + 4) * ldc);
    } else {
        vstore2(alpha * c0_0 + beta * vload2(0, C + rm + 0 + (cn + 0) * ldc), 0, C + rm + 0 + (cn + 0) * ldc);
        vstore2(alpha * c0_1 + beta * vload2(0, C + rm + 0 + (cn + 4) * ldc), 0, C + rm + 0 + (cn + 4) * ldc);
        vstore2(alpha * c1_0 + beta * vload2(0, C + rm + 8 + (cn + 0) * ldc), 0, C + rm + 8 + (cn + 0) * ldc);
        vstore2(alpha * c1_1 + beta * vload2(0, C + rm + 8 + (cn + 4) * ldc), 0, C + rm + 8 + (cn + 4) * ldc);
    }
}
