__kernel void kf_gemm_batched(const int M, const int N, const int K, const float alpha, __global const half *A, const int offA, const int lda, const int strideA, __global const half *B, const int offB, const int ldb, const int strideB, const float beta, __global float *C, const int offC, const int ldc, const int strideC, const int batch, __global const int *P, __global const float *S)
{
    const int x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
    const int X = get_global_size(0), Y = get_global_size(1), Z = get_global_size(2);
    if (z >= batch) {
        return;
    }
    float c0_0 = 0;
    float c0_1 = 0;
    float c1_0 = 0;
    float c1_1 = 0;
    const int i0 = x + 0 * X < M ? x + 0 * X : 0;
    const int i1 = x + 1 * X < M ? x + 1 * X : 0;
    const int j0 = y + 0 * Y < N ? y + 0 * Y : 0;
    const int j1 = y + 1 * Y < N ? y + 1 * Y : 0;
    for (int w = z; w < batch; w += Z) {
        const int oa = offA + w * strideA, ob = offB + w * strideB;
        for (int p = 0; p < K; p++) {
            const float a0 = vload_half(oa + p + i0 * lda, A);
            const float a1 = vload_half(oa + p + i1 * lda, A);
            const float b0 = vload_half(ob + p + j0 * ldb, B);
            const float b1 = vload_half(ob + p + j1 * ldb, B);
            c0_0 = mad(a0, b0, c0_0);
            c0_1 = mad(a0, b1, c0_1);
            c1_0 = mad(a1, b0, c1_0);
            c1_1 = mad(a1, b1, c1_1);
        }
    }
    const int oc = offC + z * strideC;
    const float al = alpha, be = beta;
    if (x + 0 * X < M && y + 0 * Y < N) {
        const int q = oc + i0 + j0 * ldc;
        const float v = be == 0 ? al * c0_0 : al * c0_0 + be * C[q];
        C[q] = v;
    }
    if (x + 0 * X < M && y + 1 * Y < N) {
        const int q = oc + i0 + j1 * ldc;
        const float v = be == 0 ? al * c0_1 : al * c0_1 + be * C[q];
        C[q] = v;
    }
    if (x + 1 * X < M && y + 0 * Y < N) {
        const int q = oc + i1 + j0 * ldc;
        const float v = be == 0 ? al * c1_0 : al * c1_0 + be * C[q];
        C[q] = v;
    }
    if (x + 1 * X < M && y + 1 * Y < N) {
        const int q = oc + i1 + j1 * ldc;
        const float v = be == 0 ? al * c1_1 : al * c1_1 + be * C[q];
        C[q] = v;
    }
}
