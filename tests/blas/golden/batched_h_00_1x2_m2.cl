__kernel void kf_gemm_batched(const int M, const int N, const int K, const float alpha, __global const half *A, const int offA, const int lda, const int strideA, __global const half *B, const int offB, const int ldb, const int strideB, const float beta, __global half *C, const int offC, const int ldc, const int strideC, const int batch, __global const int *P, __global const float *S)
{
    const int x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
    const int X = get_global_size(0), Y = get_global_size(1), Z = get_global_size(2);
    if (z >= batch) {
        return;
    }
    float c0_0 = 0;
    float c0_1 = 0;
    const int i0 = x + 0 * X < M ? x + 0 * X : 0;
    const int j0 = y + 0 * Y < N ? y + 0 * Y : 0;
    const int j1 = y + 1 * Y < N ? y + 1 * Y : 0;
    const int oa = P[z], ob = P[batch + z];
    for (int p = 0; p < K; p++) {
        const float a0 = vload_half(oa + i0 + p * lda, A);
        const float b0 = vload_half(ob + p + j0 * ldb, B);
        const float b1 = vload_half(ob + p + j1 * ldb, B);
        c0_0 = mad(a0, b0, c0_0);
        c0_1 = mad(a0, b1, c0_1);
    }
    const int oc = P[2 * batch + z];
    const float al = S[z], be = S[batch + z];
    if (x + 0 * X < M && y + 0 * Y < N) {
        const int q = oc + i0 + j0 * ldc;
        const float v = be == 0 ? al * c0_0 : al * c0_0 + be * vload_half(q, C);
        vstore_half_rte(v, q, C);
    }
    if (x + 0 * X < M && y + 1 * Y < N) {
        const int q = oc + i0 + j1 * ldc;
        const float v = be == 0 ? al * c0_1 : al * c0_1 + be * vload_half(q, C);
        vstore_half_rte(v, q, C);
    }
}
