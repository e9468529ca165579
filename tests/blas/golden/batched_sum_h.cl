__kernel void kf_gemm_batched_sum(const int M, const int N, const int Z, const float alpha, __global const float *W, const float beta, __global half *C, const int offC, const int ldc)
{
    const int x = get_global_id(0), y = get_global_id(1);
    if (x >= M || y >= N) {
        return;
    }
    float s = 0;
    for (int z = 0; z < Z; z++) {
        s += W[z * M * N + x + y * M];
    }
    const int q = offC + x + y * ldc;
    const float v = beta == 0 ? alpha * s : alpha * s + beta * vload_half(q, C);
    vstore_half_rte(v, q, C);
}
