/* kforge dgemm: C = alpha op(A) op(B) + beta C, column-major, op = nt,
 * pattern=local wg=4x4 tile=2x2 kb=4 ku=2 store=vars, tails M N */
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
    __local double Al[32];
    __local double Bl[32];
    int tid = lm + ln * 4;
    int bm = gm * 8, bn = gn * 8;
    int k0 = 0;
    for (; k0 + 4 <= K; k0 += 4) {
        int li = tid + 0;
        int pm = li % 8, pk = li / 8;
        double v = A[(min(bm + pm, M - 1)) + (k0 + pk) * lda];
        if (bm + pm >= M) v = 0;
        Al[pk * 8 + pm] = v;
        li = tid + 16;
        pm = li % 8;
        pk = li / 8;
        v = A[(min(bm + pm, M - 1)) + (k0 + pk) * lda];
        if (bm + pm >= M) v = 0;
        Al[pk * 8 + pm] = v;
        li = tid + 0;
        int pn = li % 8;
        pk = li / 8;
        v = B[(min(bn + pn, N - 1)) + (k0 + pk) * ldb];
        if (bn + pn >= N) v = 0;
        Bl[pk * 8 + pn] = v;
        li = tid + 16;
        pn = li % 8;
        pk = li / 8;
        v = B[(min(bn + pn, N - 1)) + (k0 + pk) * ldb];
        if (bn + pn >= N) v = 0;
        Bl[pk * 8 + pn] = v;
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int kq = 0; kq < 4; kq += 2) {
            a0 = Al[(kq + 0) * 8 + lm + 0];
            a1 = Al[(kq + 0) * 8 + lm + 4];
            b0 = Bl[(kq + 0) * 8 + ln + 0];
            b1 = Bl[(kq + 0) * 8 + ln + 4];
            c0_0 += a0 * b0;
            c0_1 += a0 * b1;
            c1_0 += a1 * b0;
            c1_1 += a1 * b1;
            a0 = Al[(kq + 1) * 8 + lm + 0];
            a1 = Al[(kq + 1) * 8 + lm + 4];
            b0 = Bl[(kq + 1) * 8 + ln + 0];
            b1 = Bl[(kq + 1) * 8 + ln + 4];
            c0_0 += a0 * b0;
            c0_1 += a0 * b1;
            c1_0 += a1 * b0;
            c1_1 += a1 * b1;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (k0 < K) {
        int li = tid + 0;
        int pm = li % 8, pk = li / 8;
        double v = A[(min(bm + pm, M - 1)) + (min(k0 + pk, K - 1)) * lda];
        if (bm + pm >= M || k0 + pk >= K) v = 0;
        Al[pk * 8 + pm] = v;
        li = tid + 16;
        pm = li % 8;
        pk = li / 8;
        v = A[(min(bm + pm, M - 1)) + (min(k0 + pk, K - 1)) * lda];
        if (bm + pm >= M || k0 + pk >= K) v = 0;
        Al[pk * 8 + pm] = v;
        li = tid + 0;
        int pn = li % 8;
        pk = li / 8;
        v = B[(min(bn + pn, N - 1)) + (min(k0 + pk, K - 1)) * ldb];
        if (bn + pn >= N || k0 + pk >= K) v = 0;
        Bl[pk * 8 + pn] = v;
        li = tid + 16;
        pn = li % 8;
        pk = li / 8;
        v = B[(min(bn + pn, N - 1)) + (min(k0 + pk, K - 1)) * ldb];
        if (bn + pn >= N || k0 + pk >= K) v = 0;
        Bl[pk * 8 + pn] = v;
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int kq = 0; kq < 4; kq += 2) {
            a0 = Al[(kq + 0) * 8 + lm + 0];
            a1 = Al[(kq + 0) * 8 + lm + 4];
            b0 = Bl[(kq + 0) * 8 + ln + 0];
            b1 = Bl[(kq + 0) * 8 + ln + 4];
            c0_0 += a0 * b0;
            c0_1 += a0 * b1;
            c1_0 += a1 * b0;
            c1_1 += a1 * b1;
            a0 = Al[(kq + 1) * 8 + lm + 0];
            a1 = Al[(kq + 1) * 8 + lm + 4];
            b0 = Bl[(kq + 1) * 8 + ln + 0];
            b1 = Bl[(kq + 1) * 8 + ln + 4];
            c0_0 += a0 * b0;
            c0_1 += a0 * b1;
            c1_0 += a1 * b0;
            c1_1 += a1 * b1;
        }
    }
    if (beta == 0) {
        if (rm + 0 < M && cn + 0 < N) C[rm + 0 + (cn + 0) * ldc] = alpha * c0_0;
        if (rm + 0 < M && cn + 4 < N) C[rm + 0 + (cn + 4) * ldc] = alpha * c0_1;
        if (rm + 4 < M && cn + 0 < N) C[rm + 4 + (cn + 0) * ldc] = alpha * c1_0;
        if (rm + 4 < M && cn + 4 < N) C[rm + 4 + (cn + 4) * ldc] = alpha * c1_1;
    } else {
        if (rm + 0 < M && cn + 0 < N) C[rm + 0 + (cn + 0) * ldc] = alpha * c0_0 + beta * C[rm + 0 + (cn + 0) * ldc];
        if (rm + 0 < M && cn + 4 < N) C[rm + 0 + (cn + 4) * ldc] = alpha * c0_1 + beta * C[rm + 0 + (cn + 4) * ldc];
        if (rm + 4 < M && cn + 0 < N) C[rm + 4 + (cn + 0) * ldc] = alpha * c1_0 + beta * C[rm + 4 + (cn + 0) * ldc];
        if (rm + 4 < M && cn + 4 < N) C[rm + 4 + (cn + 4) * ldc] = alpha * c1_1 + beta * C[rm + 4 + (cn + 4) * ldc];
    }
}
