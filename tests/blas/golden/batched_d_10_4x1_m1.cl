#pragma OPENCL EXTENSION cl_khr_fp64 : enable

__kernel void kf_gemm_batched(const int M, const int N, const int K, const double alpha, __global const double *A, const int offA, const int lda, const int strideA, __global const double *B, const int offB, const int ldb, const int strideB, const double beta, __global double *C, const int offC, const int ldc, const int strideC, const int batch, __global const int *P, __global const double *S)
{
    const int x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
    const int X = get_global_size(0), Y = get_global_size(1), Z = get_global_size(2);
    if (z > 0) {
        return;
    }
    double c0_0 = 0;
    double c1_0 = 0;
    double c2_0 = 0;
    double c3_0 = 0;
    const int i0 = x + 0 * X < M ? x + 0 * X : 0;
    const int i1 = x + 1 * X < M ? x + 1 * X : 0;
    const int i2 = x + 2 * X < M ? x + 2 * X : 0;
    const int i3 = x + 3 * X < M ? x + 3 * X : 0;
    const int j0 = y + 0 * Y < N ? y + 0 * Y : 0;
    for (int w = 0; w < batch; w++) {
        const int oa = offA + w * strideA, ob = offB + w * strideB;
        for (int p = 0; p < K; p++) {
            const double a0 = A[oa + p + i0 * lda];
            const double a1 = A[oa + p + i1 * lda];
            const double a2 = A[oa + p + i2 * lda];
            const double a3 = A[oa + p + i3 * lda];
            const double b0 = B[ob + p + j0 * ldb];
            c0_0 = mad(a0, b0, c0_0);
            c1_0 = mad(a1, b0, c1_0);
            c2_0 = mad(a2, b0, c2_0);
            c3_0 = mad(a3, b0, c3_0);
        }
    }
    const int oc = offC + 0 * strideC;
    const double al = alpha, be = beta;
    if (x + 0 * X < M && y + 0 * Y < N) {
        const int q = oc + i0 + j0 * ldc;
        const double v = be == 0 ? al * c0_0 : al * c0_0 + be * C[q];
        C[q] = v;
    }
    if (x + 1 * X < M && y + 0 * Y < N) {
        const int q = oc + i1 + j0 * ldc;
        const double v = be == 0 ? al * c1_0 : al * c1_0 + be * C[q];
        C[q] = v;
    }
    if (x + 2 * X < M && y + 0 * Y < N) {
        const int q = oc + i2 + j0 * ldc;
        const double v = be == 0 ? al * c2_0 : al * c2_0 + be * C[q];
        C[q] = v;
    }
    if (x + 3 * X < M && y + 0 * Y < N) {
        const int q = oc + i3 + j0 * ldc;
        const double v = be == 0 ? al * c3_0 : al * c3_0 + be * C[q];
        C[q] = v;
    }
}
