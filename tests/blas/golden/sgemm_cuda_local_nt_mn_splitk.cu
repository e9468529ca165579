/* kforge sgemm: C = alpha op(A) op(B) + beta C, column-major, op = nt,
 * pattern=local wg=4x4 tile=2x2 kb=4 ku=2 store=vars splitk=2, tails M N */
#define KF_WG_SIZE __launch_bounds__(16)

extern "C" __global__ void KF_WG_SIZE kf_gemm(const int M, const int N, const int Kall, const float alpha, const float *__restrict__ A, const int offA, const int lda, const float *__restrict__ B, const int offB, const int ldb, const float beta, float *__restrict__ C, const int offC, const int ldc)
{
    A += offA;
    B += offB;
    C += offC;
    const int kz = blockIdx.z, nz = gridDim.z;
    const int ks = ((Kall + nz - 1) / nz + 3) / 4 * 4;
    const int K = Kall - kz * ks < ks ? (Kall - kz * ks > 0 ? Kall - kz * ks : 0) : ks;
    A += (size_t)kz * ks * lda;
    B += (size_t)kz * ks * ldb;
    C += (size_t)kz * ldc * N;
    int lm = threadIdx.x, ln = threadIdx.y;
    int gm = blockIdx.x, gn = blockIdx.y;
    int rm = gm * 8 + lm, cn = gn * 8 + ln;
    float c0_0 = 0, c0_1 = 0;
    float c1_0 = 0, c1_1 = 0;
    float a0, a1, b0, b1;
    __shared__ float Al[32];
    __shared__ float Bl[32];
    int tid = lm + ln * 4;
    int bm = gm * 8, bn = gn * 8;
    int k0 = 0;
    for (; k0 + 4 <= K; k0 += 4) {
        int li = tid + 0;
        int pm = li % 8, pk = li / 8;
        float v = A[(min(bm + pm, M - 1)) + (k0 + pk) * lda];
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
        __syncthreads();
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
        __syncthreads();
    }
    if (k0 < K) {
        int li = tid + 0;
        int pm = li % 8, pk = li / 8;
        float v = A[(min(bm + pm, M - 1)) + (min(k0 + pk, K - 1)) * lda];
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
        __syncthreads();
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
