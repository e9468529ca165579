__global__ void qk_loop52_2(long q_lim0, long q_kf_lo0, q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n);
__global__ void qk_block_sum_3(long q_lim0, q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, q_real *q_partial_d, int q_partial_nd, long q_partial_d0, long q_partial_d1, long q_partial_d2, long q_partial_n);
__global__ void qk_red57_4(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__global__ void qk_red57_5(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__global__ void qk_loop59_6(long q_lim0, long q_lim1, long q_kf_lo0, long q_kf_lo1, long q_m, q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n);
__global__ void qk_tile_transpose_7(long q_lim0, long q_lim1, q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n, q_real *q_b_d, int q_b_nd, long q_b_d0, long q_b_d1, long q_b_d2, long q_b_n);
__global__ void qk_red66_8(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, q_real *q_kf_e1_d, int q_kf_e1_nd, long q_kf_e1_d0, long q_kf_e1_d1, long q_kf_e1_d2, long q_kf_e1_n);
__global__ void qk_tiled_matmul_9(long q_lim0, long q_lim1, q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n, q_real *q_b_d, int q_b_nd, long q_b_d0, long q_b_d1, long q_b_d2, long q_b_n, q_real *q_c_d, int q_c_nd, long q_c_d0, long q_c_d1, long q_c_d2, long q_c_n);
__global__ void qk_expr68_10(long q_lim0, q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, long q_kf_i1);
__global__ void qk_expr68_11(long q_lim0, q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, long q_kf_i1);
__global__ void qk_expr69_12(long q_lim0, q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, long q_kf_i1);
__global__ void qk_expr69_13(long q_lim0, q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, long q_kf_i1);
__global__ void qk_red69_14(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, q_real *q_kf_e1_d, int q_kf_e1_nd, long q_kf_e1_d0, long q_kf_e1_d1, long q_kf_e1_d2, long q_kf_e1_n);

__global__ void qk_loop52_2(long q_lim0, long q_kf_lo0, q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n)
{
    /* loop52, line 52 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    if (q_pos0 >= q_lim0) return;
    qarr q_x_s = {q_x_d, q_x_nd, {q_x_d0, q_x_d1, q_x_d2}, q_x_n};
    qarr *q_x = &q_x_s;
    long q_pos = q_pos0;
    long q_i = 0;
    q_i = (q_pos + q_kf_lo0);
    q_x->d[q_i] = ((double)(q_imod((q_i * 37L), 101L)) / (7L));
    goto q_return;
q_return:
    return;
}

extern "C" void qk_loop52_2(long lim0, long q_kf_lo0, qarr *q_x)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_x_d = qcu_in(q_x);
    dim3 b(256, 1, 1);
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_loop52_2<<<g, b>>>(lim0, q_kf_lo0, q_x_d, q_x->nd, q_x->dim[0], q_x->dim[1], q_x->dim[2], q_x->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_x);
}

__global__ void qk_block_sum_3(long q_lim0, q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, q_real *q_partial_d, int q_partial_nd, long q_partial_d0, long q_partial_d1, long q_partial_d2, long q_partial_n)
{
    /* block_sum, line 5 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    qarr q_x_s = {q_x_d, q_x_nd, {q_x_d0, q_x_d1, q_x_d2}, q_x_n};
    qarr *q_x = &q_x_s;
    qarr q_partial_s = {q_partial_d, q_partial_nd, {q_partial_d0, q_partial_d1, q_partial_d2}, q_partial_n};
    qarr *q_partial = &q_partial_s;
    long q_pos = q_pos0;
    long q_blkpos = (long)threadIdx.x;
    long q_blkdim = 64;
    long q_blkidx = (long)blockIdx.x;
    qarr *q_bins = NULL;
    long q_bit = 0;
    __shared__ q_real q_shm_6_12[64];
    qarr q_shm_6_12_s = {q_shm_6_12, 1, {64, 1, 1}, 64};
    q_bins = (qarr *)&q_shm_6_12_s;
    q_bins->d[q_blkpos] = q_x->d[q_pos];
    __syncthreads();
    q_bit = 1L;
    for (;;) {
        if (!((q_bit < q_blkdim))) break;
        if ((q_imod(q_blkpos, (2L * q_bit)) == 0L)) {
            q_bins->d[q_blkpos] = (q_bins->d[q_blkpos] + q_bins->d[(q_blkpos + q_bit)]);
        }
        __syncthreads();
        q_bit *= 2L;
    }
    if ((q_blkpos == 0L)) {
        q_partial->d[q_blkidx] = q_bins->d[0L];
    }
    goto q_return;
q_return:
    return;
}

extern "C" void qk_block_sum_3(long lim0, qarr *q_x, qarr *q_partial)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_x_d = qcu_in(q_x);
    q_real *q_partial_d = qcu_in(q_partial);
    dim3 b(64, 1, 1);
    if (lim0 % 64) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 64\n", lim0); exit(1); }
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_block_sum_3<<<g, b>>>(lim0, q_x_d, q_x->nd, q_x->dim[0], q_x->dim[1], q_x->dim[2], q_x->n, q_partial_d, q_partial->nd, q_partial->dim[0], q_partial->dim[1], q_partial->dim[2], q_partial->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_partial);
}

__global__ void qk_red57_4(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red57, line 57 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    qarr q_kf_rp0_s = {q_kf_rp0_d, q_kf_rp0_nd, {q_kf_rp0_d0, q_kf_rp0_d1, q_kf_rp0_d2}, q_kf_rp0_n};
    qarr *q_kf_rp0 = &q_kf_rp0_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    long q_pos = q_pos0;
    long q_blkpos = (long)threadIdx.x;
    long q_blkidx = (long)blockIdx.x;
    qarr *q_kf_rb = NULL;
    double q_kf_ra0 = 0;
    long q_kf_rt = 0;
    long q_kf_ri0 = 0;
    __shared__ q_real q_shm_57_49[256];
    qarr q_shm_57_49_s = {q_shm_57_49, 1, {256, 1, 1}, 256};
    q_kf_rb = (qarr *)&q_shm_57_49_s;
    q_kf_ra0 = 0;
    q_kf_rt = q_blkpos;
    q_kf_ri0 = q_pos;
    for (;;) {
        if (!((q_kf_ri0 < q_kf_rn0))) break;
        q_kf_ra0 = (q_kf_ra0 + q_kf_e0->d[q_kf_ri0]);
        q_kf_ri0 = (q_kf_ri0 + q_kf_rs0);
    }
    q_kf_rb->d[q_kf_rt] = q_kf_ra0;
    __syncthreads();
    if ((q_kf_rt < 128L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 128L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 64L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 64L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 32L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 32L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 16L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 16L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 8L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 8L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 4L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 4L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 2L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 2L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 1L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 1L)]);
    }
    if ((q_kf_rt < 1L)) {
        q_kf_rp0->d[q_blkidx] = q_kf_rb->d[0L];
    }
    goto q_return;
q_return:
    return;
}

extern "C" void qk_red57_4(long lim0, long q_kf_rn0, long q_kf_rs0, qarr *q_kf_rp0, qarr *q_kf_e0)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_rp0_d = qcu_in(q_kf_rp0);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    dim3 b(256, 1, 1);
    if (lim0 % 256) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 256\n", lim0); exit(1); }
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_red57_4<<<g, b>>>(lim0, q_kf_rn0, q_kf_rs0, q_kf_rp0_d, q_kf_rp0->nd, q_kf_rp0->dim[0], q_kf_rp0->dim[1], q_kf_rp0->dim[2], q_kf_rp0->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_rp0);
}

__global__ void qk_red57_5(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red57, line 57 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    qarr q_kf_rp0_s = {q_kf_rp0_d, q_kf_rp0_nd, {q_kf_rp0_d0, q_kf_rp0_d1, q_kf_rp0_d2}, q_kf_rp0_n};
    qarr *q_kf_rp0 = &q_kf_rp0_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    long q_pos = q_pos0;
    long q_blkpos = (long)threadIdx.x;
    long q_blkidx = (long)blockIdx.x;
    qarr *q_kf_rb = NULL;
    double q_kf_ra0 = 0;
    long q_kf_rt = 0;
    long q_kf_ri0 = 0;
    __shared__ q_real q_shm_57_63[256];
    qarr q_shm_57_63_s = {q_shm_57_63, 1, {256, 1, 1}, 256};
    q_kf_rb = (qarr *)&q_shm_57_63_s;
    q_kf_ra0 = 0;
    q_kf_rt = q_blkpos;
    q_kf_ri0 = q_pos;
    for (;;) {
        if (!((q_kf_ri0 < q_kf_rn0))) break;
        q_kf_ra0 = (q_kf_ra0 + q_kf_e0->d[q_kf_ri0]);
        q_kf_ri0 = (q_kf_ri0 + q_kf_rs0);
    }
    q_kf_rb->d[q_kf_rt] = q_kf_ra0;
    __syncthreads();
    if ((q_kf_rt < 128L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 128L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 64L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 64L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 32L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 32L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 16L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 16L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 8L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 8L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 4L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 4L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 2L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 2L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 1L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 1L)]);
    }
    if ((q_kf_rt < 1L)) {
        q_kf_rp0->d[q_blkidx] = q_kf_rb->d[0L];
    }
    goto q_return;
q_return:
    return;
}

extern "C" void qk_red57_5(long lim0, long q_kf_rn0, long q_kf_rs0, qarr *q_kf_rp0, qarr *q_kf_e0)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_rp0_d = qcu_in(q_kf_rp0);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    dim3 b(256, 1, 1);
    if (lim0 % 256) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 256\n", lim0); exit(1); }
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_red57_5<<<g, b>>>(lim0, q_kf_rn0, q_kf_rs0, q_kf_rp0_d, q_kf_rp0->nd, q_kf_rp0->dim[0], q_kf_rp0->dim[1], q_kf_rp0->dim[2], q_kf_rp0->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_rp0);
}

__global__ void qk_loop59_6(long q_lim0, long q_lim1, long q_kf_lo0, long q_kf_lo1, long q_m, q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n)
{
    /* loop59, line 59 */
    long q_pos0 = (long)blockIdx.y * blockDim.y + threadIdx.y;
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    if (q_pos1 >= q_lim1) return;
    qarr q_a_s = {q_a_d, q_a_nd, {q_a_d0, q_a_d1, q_a_d2}, q_a_n};
    qarr *q_a = &q_a_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    long q_i = 0;
    long q_j = 0;
    q_i = (q_pos[0] + q_kf_lo0);
    q_j = (q_pos[1] + q_kf_lo1);
    q_a->d[(q_i) * q_a->dim[1] + (q_j)] = ((q_i * q_m) + q_j);
    goto q_return;
q_return:
    return;
}

extern "C" void qk_loop59_6(long lim0, long lim1, long q_kf_lo0, long q_kf_lo1, long q_m, qarr *q_a)
{
    if (lim0 <= 0 || lim1 <= 0) return; /* an empty grid */
    q_real *q_a_d = qcu_in(q_a);
    dim3 b(32, 8, 1);
    dim3 g((unsigned)((lim1 + b.x - 1) / b.x), (unsigned)((lim0 + b.y - 1) / b.y), 1);
    qk_loop59_6<<<g, b>>>(lim0, lim1, q_kf_lo0, q_kf_lo1, q_m, q_a_d, q_a->nd, q_a->dim[0], q_a->dim[1], q_a->dim[2], q_a->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_a);
}

__global__ void qk_tile_transpose_7(long q_lim0, long q_lim1, q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n, q_real *q_b_d, int q_b_nd, long q_b_d0, long q_b_d1, long q_b_d2, long q_b_n)
{
    /* tile_transpose, line 22 */
    long q_pos0 = (long)blockIdx.y * blockDim.y + threadIdx.y;
    long q_pos1 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    qarr q_a_s = {q_a_d, q_a_nd, {q_a_d0, q_a_d1, q_a_d2}, q_a_n};
    qarr *q_a = &q_a_s;
    qarr q_b_s = {q_b_d, q_b_nd, {q_b_d0, q_b_d1, q_b_d2}, q_b_n};
    qarr *q_b = &q_b_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    long q_blkpos[3] = {(long)threadIdx.y, (long)threadIdx.x, 0};
    long q_blkdim[3] = {16, 16, 0};
    qarr *q_tile = NULL;
    long q_base[3] = {0};
    __shared__ q_real q_shm_23_12[272];
    qarr q_shm_23_12_s = {q_shm_23_12, 2, {16, 17, 1}, 272};
    q_tile = (qarr *)&q_shm_23_12_s;
    q_tile->d[(q_blkpos[0]) * q_tile->dim[1] + (q_blkpos[1])] = q_a->d[(q_pos[0]) * q_a->dim[1] + (q_pos[1])];
    __syncthreads();
    q_base[0] = (q_pos[0] - q_blkpos[0]);
    q_base[1] = (q_pos[1] - q_blkpos[1]);
    q_b->d[((q_base[1] + q_blkpos[0])) * q_b->dim[1] + ((q_base[0] + q_blkpos[1]))] = q_tile->d[(q_blkpos[1]) * q_tile->dim[1] + (q_blkpos[0])];
    goto q_return;
q_return:
    return;
}

extern "C" void qk_tile_transpose_7(long lim0, long lim1, qarr *q_a, qarr *q_b)
{
    if (lim0 <= 0 || lim1 <= 0) return; /* an empty grid */
    q_real *q_a_d = qcu_in(q_a);
    q_real *q_b_d = qcu_in(q_b);
    dim3 b(16, 16, 1);
    if (lim0 % 16) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 16\n", lim0); exit(1); }
    if (lim1 % 16) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 1 (%ld) is not a multiple of 16\n", lim1); exit(1); }
    dim3 g((unsigned)((lim1 + b.x - 1) / b.x), (unsigned)((lim0 + b.y - 1) / b.y), 1);
    qk_tile_transpose_7<<<g, b>>>(lim0, lim1, q_a_d, q_a->nd, q_a->dim[0], q_a->dim[1], q_a->dim[2], q_a->n, q_b_d, q_b->nd, q_b->dim[0], q_b->dim[1], q_b->dim[2], q_b->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_b);
}

__global__ void qk_red66_8(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, q_real *q_kf_e1_d, int q_kf_e1_nd, long q_kf_e1_d0, long q_kf_e1_d1, long q_kf_e1_d2, long q_kf_e1_n)
{
    /* red66, line 66 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    qarr q_kf_rp0_s = {q_kf_rp0_d, q_kf_rp0_nd, {q_kf_rp0_d0, q_kf_rp0_d1, q_kf_rp0_d2}, q_kf_rp0_n};
    qarr *q_kf_rp0 = &q_kf_rp0_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    qarr q_kf_e1_s = {q_kf_e1_d, q_kf_e1_nd, {q_kf_e1_d0, q_kf_e1_d1, q_kf_e1_d2}, q_kf_e1_n};
    qarr *q_kf_e1 = &q_kf_e1_s;
    long q_pos = q_pos0;
    long q_blkpos = (long)threadIdx.x;
    long q_blkidx = (long)blockIdx.x;
    qarr *q_kf_rb = NULL;
    double q_kf_ra0 = 0;
    long q_kf_rt = 0;
    long q_kf_ri0 = 0;
    __shared__ q_real q_shm_66_54[256];
    qarr q_shm_66_54_s = {q_shm_66_54, 1, {256, 1, 1}, 256};
    q_kf_rb = (qarr *)&q_shm_66_54_s;
    q_kf_ra0 = 0;
    q_kf_rt = q_blkpos;
    q_kf_ri0 = q_pos;
    for (;;) {
        if (!((q_kf_ri0 < q_kf_rn0))) break;
        q_kf_ra0 = (q_kf_ra0 + fabs((double)((q_kf_e0->d[q_kf_ri0] - q_kf_e1->d[q_kf_ri0]))));
        q_kf_ri0 = (q_kf_ri0 + q_kf_rs0);
    }
    q_kf_rb->d[q_kf_rt] = q_kf_ra0;
    __syncthreads();
    if ((q_kf_rt < 128L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 128L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 64L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 64L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 32L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 32L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 16L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 16L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 8L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 8L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 4L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 4L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 2L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 2L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 1L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 1L)]);
    }
    if ((q_kf_rt < 1L)) {
        q_kf_rp0->d[q_blkidx] = q_kf_rb->d[0L];
    }
    goto q_return;
q_return:
    return;
}

extern "C" void qk_red66_8(long lim0, long q_kf_rn0, long q_kf_rs0, qarr *q_kf_rp0, qarr *q_kf_e0, qarr *q_kf_e1)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_rp0_d = qcu_in(q_kf_rp0);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    q_real *q_kf_e1_d = qcu_in(q_kf_e1);
    dim3 b(256, 1, 1);
    if (lim0 % 256) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 256\n", lim0); exit(1); }
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_red66_8<<<g, b>>>(lim0, q_kf_rn0, q_kf_rs0, q_kf_rp0_d, q_kf_rp0->nd, q_kf_rp0->dim[0], q_kf_rp0->dim[1], q_kf_rp0->dim[2], q_kf_rp0->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n, q_kf_e1_d, q_kf_e1->nd, q_kf_e1->dim[0], q_kf_e1->dim[1], q_kf_e1->dim[2], q_kf_e1->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_rp0);
}

__global__ void qk_tiled_matmul_9(long q_lim0, long q_lim1, q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n, q_real *q_b_d, int q_b_nd, long q_b_d0, long q_b_d1, long q_b_d2, long q_b_n, q_real *q_c_d, int q_c_nd, long q_c_d0, long q_c_d1, long q_c_d2, long q_c_n)
{
    /* tiled_matmul, line 31 */
    long q_pos0 = (long)blockIdx.y * blockDim.y + threadIdx.y;
    long q_pos1 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    qarr q_a_s = {q_a_d, q_a_nd, {q_a_d0, q_a_d1, q_a_d2}, q_a_n};
    qarr *q_a = &q_a_s;
    qarr q_b_s = {q_b_d, q_b_nd, {q_b_d0, q_b_d1, q_b_d2}, q_b_n};
    qarr *q_b = &q_b_s;
    qarr q_c_s = {q_c_d, q_c_nd, {q_c_d0, q_c_d1, q_c_d2}, q_c_n};
    qarr *q_c = &q_c_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    long q_blkpos[3] = {(long)threadIdx.y, (long)threadIdx.x, 0};
    long q_blkdim[3] = {16, 16, 0};
    qarr *q_as = NULL;
    qarr *q_bs = NULL;
    double q_acc = 0;
    double q_t = 0;
    long q_k = 0;
    __shared__ q_real q_shm_34_10[256];
    qarr q_shm_34_10_s = {q_shm_34_10, 2, {16, 16, 1}, 256};
    __shared__ q_real q_shm_35_10[256];
    qarr q_shm_35_10_s = {q_shm_35_10, 2, {16, 16, 1}, 256};
    q_as = (qarr *)&q_shm_34_10_s;
    q_bs = (qarr *)&q_shm_35_10_s;
    q_acc = 0;
    double t0 = 0L, t1 = (((double)(qa_size(q_a, 1L)) / (q_blkdim[1])) - 1L);
    for (q_t = t0; q_t <= t1; q_t += 1) {
        q_as->d[(q_blkpos[0]) * q_as->dim[1] + (q_blkpos[1])] = q_a->d[(q_pos[0]) * q_a->dim[1] + ((long)(((q_t * q_blkdim[1]) + q_blkpos[1])))];
        q_bs->d[(q_blkpos[0]) * q_bs->dim[1] + (q_blkpos[1])] = q_b->d[((long)(((q_t * q_blkdim[0]) + q_blkpos[0]))) * q_b->dim[1] + (q_pos[1])];
        __syncthreads();
        long t2 = 0L, t3 = (q_blkdim[1] - 1L);
        for (q_k = t2; q_k <= t3; q_k += 1) {
            q_acc += (q_as->d[(q_blkpos[0]) * q_as->dim[1] + (q_k)] * q_bs->d[(q_k) * q_bs->dim[1] + (q_blkpos[1])]);
        }
        __syncthreads();
    }
    q_c->d[(q_pos[0]) * q_c->dim[1] + (q_pos[1])] = q_acc;
    goto q_return;
q_return:
    return;
}

extern "C" void qk_tiled_matmul_9(long lim0, long lim1, qarr *q_a, qarr *q_b, qarr *q_c)
{
    if (lim0 <= 0 || lim1 <= 0) return; /* an empty grid */
    q_real *q_a_d = qcu_in(q_a);
    q_real *q_b_d = qcu_in(q_b);
    q_real *q_c_d = qcu_in(q_c);
    dim3 b(16, 16, 1);
    if (lim0 % 16) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 16\n", lim0); exit(1); }
    if (lim1 % 16) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 1 (%ld) is not a multiple of 16\n", lim1); exit(1); }
    dim3 g((unsigned)((lim1 + b.x - 1) / b.x), (unsigned)((lim0 + b.y - 1) / b.y), 1);
    qk_tiled_matmul_9<<<g, b>>>(lim0, lim1, q_a_d, q_a->nd, q_a->dim[0], q_a->dim[1], q_a->dim[2], q_a->n, q_b_d, q_b->nd, q_b->dim[0], q_b->dim[1], q_b->dim[2], q_b->n, q_c_d, q_c->nd, q_c->dim[0], q_c->dim[1], q_c->dim[2], q_c->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_c);
}

__global__ void qk_expr68_10(long q_lim0, q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, long q_kf_i1)
{
    /* expr68, line 68 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    if (q_pos0 >= q_lim0) return;
    qarr q_kf_r_s = {q_kf_r_d, q_kf_r_nd, {q_kf_r_d0, q_kf_r_d1, q_kf_r_d2}, q_kf_r_n};
    qarr *q_kf_r = &q_kf_r_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    long q_pos = q_pos0;
    q_kf_r->d[q_pos] = ((double)(q_kf_e0->d[q_pos]) / (q_kf_i1));
    goto q_return;
q_return:
    return;
}

extern "C" void qk_expr68_10(long lim0, qarr *q_kf_r, qarr *q_kf_e0, long q_kf_i1)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_r_d = qcu_in(q_kf_r);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    dim3 b(256, 1, 1);
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_expr68_10<<<g, b>>>(lim0, q_kf_r_d, q_kf_r->nd, q_kf_r->dim[0], q_kf_r->dim[1], q_kf_r->dim[2], q_kf_r->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n, q_kf_i1);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_r);
}

__global__ void qk_expr68_11(long q_lim0, q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, long q_kf_i1)
{
    /* expr68, line 68 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    if (q_pos0 >= q_lim0) return;
    qarr q_kf_r_s = {q_kf_r_d, q_kf_r_nd, {q_kf_r_d0, q_kf_r_d1, q_kf_r_d2}, q_kf_r_n};
    qarr *q_kf_r = &q_kf_r_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    long q_pos = q_pos0;
    q_kf_r->d[q_pos] = ((double)(q_kf_e0->d[q_pos]) / (q_kf_i1));
    goto q_return;
q_return:
    return;
}

extern "C" void qk_expr68_11(long lim0, qarr *q_kf_r, qarr *q_kf_e0, long q_kf_i1)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_r_d = qcu_in(q_kf_r);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    dim3 b(256, 1, 1);
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_expr68_11<<<g, b>>>(lim0, q_kf_r_d, q_kf_r->nd, q_kf_r->dim[0], q_kf_r->dim[1], q_kf_r->dim[2], q_kf_r->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n, q_kf_i1);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_r);
}

__global__ void qk_expr69_12(long q_lim0, q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, long q_kf_i1)
{
    /* expr69, line 69 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    if (q_pos0 >= q_lim0) return;
    qarr q_kf_r_s = {q_kf_r_d, q_kf_r_nd, {q_kf_r_d0, q_kf_r_d1, q_kf_r_d2}, q_kf_r_n};
    qarr *q_kf_r = &q_kf_r_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    long q_pos = q_pos0;
    q_kf_r->d[q_pos] = ((double)(q_kf_e0->d[q_pos]) / (q_kf_i1));
    goto q_return;
q_return:
    return;
}

extern "C" void qk_expr69_12(long lim0, qarr *q_kf_r, qarr *q_kf_e0, long q_kf_i1)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_r_d = qcu_in(q_kf_r);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    dim3 b(256, 1, 1);
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_expr69_12<<<g, b>>>(lim0, q_kf_r_d, q_kf_r->nd, q_kf_r->dim[0], q_kf_r->dim[1], q_kf_r->dim[2], q_kf_r->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n, q_kf_i1);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_r);
}

__global__ void qk_expr69_13(long q_lim0, q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, long q_kf_i1)
{
    /* expr69, line 69 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    if (q_pos0 >= q_lim0) return;
    qarr q_kf_r_s = {q_kf_r_d, q_kf_r_nd, {q_kf_r_d0, q_kf_r_d1, q_kf_r_d2}, q_kf_r_n};
    qarr *q_kf_r = &q_kf_r_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    long q_pos = q_pos0;
    q_kf_r->d[q_pos] = ((double)(q_kf_e0->d[q_pos]) / (q_kf_i1));
    goto q_return;
q_return:
    return;
}

extern "C" void qk_expr69_13(long lim0, qarr *q_kf_r, qarr *q_kf_e0, long q_kf_i1)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_r_d = qcu_in(q_kf_r);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    dim3 b(256, 1, 1);
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_expr69_13<<<g, b>>>(lim0, q_kf_r_d, q_kf_r->nd, q_kf_r->dim[0], q_kf_r->dim[1], q_kf_r->dim[2], q_kf_r->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n, q_kf_i1);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_r);
}

__global__ void qk_red69_14(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, q_real *q_kf_e1_d, int q_kf_e1_nd, long q_kf_e1_d0, long q_kf_e1_d1, long q_kf_e1_d2, long q_kf_e1_n)
{
    /* red69, line 69 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    qarr q_kf_rp0_s = {q_kf_rp0_d, q_kf_rp0_nd, {q_kf_rp0_d0, q_kf_rp0_d1, q_kf_rp0_d2}, q_kf_rp0_n};
    qarr *q_kf_rp0 = &q_kf_rp0_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    qarr q_kf_e1_s = {q_kf_e1_d, q_kf_e1_nd, {q_kf_e1_d0, q_kf_e1_d1, q_kf_e1_d2}, q_kf_e1_n};
    qarr *q_kf_e1 = &q_kf_e1_s;
    long q_pos = q_pos0;
    long q_blkpos = (long)threadIdx.x;
    long q_blkidx = (long)blockIdx.x;
    qarr *q_kf_rb = NULL;
    double q_kf_ra0 = 0;
    long q_kf_rt = 0;
    long q_kf_ri0 = 0;
    __shared__ q_real q_shm_69_59[256];
    qarr q_shm_69_59_s = {q_shm_69_59, 1, {256, 1, 1}, 256};
    q_kf_rb = (qarr *)&q_shm_69_59_s;
    q_kf_ra0 = (-INFINITY);
    q_kf_rt = q_blkpos;
    q_kf_ri0 = q_pos;
    for (;;) {
        if (!((q_kf_ri0 < q_kf_rn0))) break;
        q_kf_ra0 = q_fmax((double)(q_kf_ra0), (double)(fabs((double)((q_kf_e0->d[q_kf_ri0] - q_kf_e1->d[q_kf_ri0])))));
        q_kf_ri0 = (q_kf_ri0 + q_kf_rs0);
    }
    q_kf_rb->d[q_kf_rt] = q_kf_ra0;
    __syncthreads();
    if ((q_kf_rt < 128L)) {
        q_kf_rb->d[q_kf_rt] = q_fmax((double)(q_kf_rb->d[q_kf_rt]), (double)(q_kf_rb->d[(q_kf_rt + 128L)]));
    }
    __syncthreads();
    if ((q_kf_rt < 64L)) {
        q_kf_rb->d[q_kf_rt] = q_fmax((double)(q_kf_rb->d[q_kf_rt]), (double)(q_kf_rb->d[(q_kf_rt + 64L)]));
    }
    __syncthreads();
    if ((q_kf_rt < 32L)) {
        q_kf_rb->d[q_kf_rt] = q_fmax((double)(q_kf_rb->d[q_kf_rt]), (double)(q_kf_rb->d[(q_kf_rt + 32L)]));
    }
    __syncthreads();
    if ((q_kf_rt < 16L)) {
        q_kf_rb->d[q_kf_rt] = q_fmax((double)(q_kf_rb->d[q_kf_rt]), (double)(q_kf_rb->d[(q_kf_rt + 16L)]));
    }
    __syncthreads();
    if ((q_kf_rt < 8L)) {
        q_kf_rb->d[q_kf_rt] = q_fmax((double)(q_kf_rb->d[q_kf_rt]), (double)(q_kf_rb->d[(q_kf_rt + 8L)]));
    }
    __syncthreads();
    if ((q_kf_rt < 4L)) {
        q_kf_rb->d[q_kf_rt] = q_fmax((double)(q_kf_rb->d[q_kf_rt]), (double)(q_kf_rb->d[(q_kf_rt + 4L)]));
    }
    __syncthreads();
    if ((q_kf_rt < 2L)) {
        q_kf_rb->d[q_kf_rt] = q_fmax((double)(q_kf_rb->d[q_kf_rt]), (double)(q_kf_rb->d[(q_kf_rt + 2L)]));
    }
    __syncthreads();
    if ((q_kf_rt < 1L)) {
        q_kf_rb->d[q_kf_rt] = q_fmax((double)(q_kf_rb->d[q_kf_rt]), (double)(q_kf_rb->d[(q_kf_rt + 1L)]));
    }
    if ((q_kf_rt < 1L)) {
        q_kf_rp0->d[q_blkidx] = q_kf_rb->d[0L];
    }
    goto q_return;
q_return:
    return;
}

extern "C" void qk_red69_14(long lim0, long q_kf_rn0, long q_kf_rs0, qarr *q_kf_rp0, qarr *q_kf_e0, qarr *q_kf_e1)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_rp0_d = qcu_in(q_kf_rp0);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    q_real *q_kf_e1_d = qcu_in(q_kf_e1);
    dim3 b(256, 1, 1);
    if (lim0 % 256) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 256\n", lim0); exit(1); }
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_red69_14<<<g, b>>>(lim0, q_kf_rn0, q_kf_rs0, q_kf_rp0_d, q_kf_rp0->nd, q_kf_rp0->dim[0], q_kf_rp0->dim[1], q_kf_rp0->dim[2], q_kf_rp0->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n, q_kf_e1_d, q_kf_e1->nd, q_kf_e1->dim[0], q_kf_e1->dim[1], q_kf_e1->dim[2], q_kf_e1->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_rp0);
}

