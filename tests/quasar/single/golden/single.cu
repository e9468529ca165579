__global__ void qk_bump_3(long q_lim0, q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, float q_e);
__global__ void qk_red21_4(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__global__ void qk_expr22_5(long q_lim0, q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, q_real *q_kf_e1_d, int q_kf_e1_nd, long q_kf_e1_d0, long q_kf_e1_d1, long q_kf_e1_d2, long q_kf_e1_n, float q_e);
__global__ void qk_red23_6(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__global__ void qk_red25_7(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, long q_kf_lo0, q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, float q_e);
__device__ static float qk_ramp_9(float q_a, float q_b);
__global__ void qk_loop35_8(long q_lim0, long q_kf_lo0, long q_n, q_real *q_z_d, int q_z_nd, long q_z_d0, long q_z_d1, long q_z_d2, long q_z_n);
__global__ void qk_red38_10(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__global__ void qk_expr39_11(long q_lim0, q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, q_real *q_kf_e1_d, int q_kf_e1_nd, long q_kf_e1_d0, long q_kf_e1_d1, long q_kf_e1_d2, long q_kf_e1_n);
__global__ void qk_red40_12(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__global__ void qk_red40_13(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);

__global__ void qk_bump_3(long q_lim0, q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, float q_e)
{
    /* bump, line 7 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    if (q_pos0 >= q_lim0) return;
    qarr q_y_s = {q_y_d, q_y_nd, {q_y_d0, q_y_d1, q_y_d2}, q_y_n};
    qarr *q_y = &q_y_s;
    qarr q_x_s = {q_x_d, q_x_nd, {q_x_d0, q_x_d1, q_x_d2}, q_x_n};
    qarr *q_x = &q_x_s;
    long q_pos = q_pos0;
    q_y->d[q_pos] = ((q_x->d[q_pos] + q_e) - q_x->d[q_pos]);
    goto q_return;
q_return:
    return;
}

extern "C" void qk_bump_3(long lim0, qarr *q_y, qarr *q_x, float q_e)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_y_d = qcu_in(q_y);
    q_real *q_x_d = qcu_in(q_x);
    dim3 b(256, 1, 1);
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_bump_3<<<g, b>>>(lim0, q_y_d, q_y->nd, q_y->dim[0], q_y->dim[1], q_y->dim[2], q_y->n, q_x_d, q_x->nd, q_x->dim[0], q_x->dim[1], q_x->dim[2], q_x->n, q_e);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_y);
}

__global__ void qk_red21_4(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red21, line 21 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    qarr q_kf_rp0_s = {q_kf_rp0_d, q_kf_rp0_nd, {q_kf_rp0_d0, q_kf_rp0_d1, q_kf_rp0_d2}, q_kf_rp0_n};
    qarr *q_kf_rp0 = &q_kf_rp0_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    long q_pos = q_pos0;
    long q_blkpos = (long)threadIdx.x;
    long q_blkidx = (long)blockIdx.x;
    qarr *q_kf_rb = NULL;
    float q_kf_ra0 = 0;
    long q_kf_rt = 0;
    long q_kf_ri0 = 0;
    __shared__ q_real q_shm_21_39[256];
    qarr q_shm_21_39_s = {q_shm_21_39, 1, {256, 1, 1}, 256};
    q_kf_rb = (qarr *)&q_shm_21_39_s;
    q_kf_ra0 = 0.0f;
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

extern "C" void qk_red21_4(long lim0, long q_kf_rn0, long q_kf_rs0, qarr *q_kf_rp0, qarr *q_kf_e0)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_rp0_d = qcu_in(q_kf_rp0);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    dim3 b(256, 1, 1);
    if (lim0 % 256) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 256\n", lim0); exit(1); }
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_red21_4<<<g, b>>>(lim0, q_kf_rn0, q_kf_rs0, q_kf_rp0_d, q_kf_rp0->nd, q_kf_rp0->dim[0], q_kf_rp0->dim[1], q_kf_rp0->dim[2], q_kf_rp0->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_rp0);
}

__global__ void qk_expr22_5(long q_lim0, q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, q_real *q_kf_e1_d, int q_kf_e1_nd, long q_kf_e1_d0, long q_kf_e1_d1, long q_kf_e1_d2, long q_kf_e1_n, float q_e)
{
    /* expr22, line 22 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    if (q_pos0 >= q_lim0) return;
    qarr q_kf_r_s = {q_kf_r_d, q_kf_r_nd, {q_kf_r_d0, q_kf_r_d1, q_kf_r_d2}, q_kf_r_n};
    qarr *q_kf_r = &q_kf_r_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    qarr q_kf_e1_s = {q_kf_e1_d, q_kf_e1_nd, {q_kf_e1_d0, q_kf_e1_d1, q_kf_e1_d2}, q_kf_e1_n};
    qarr *q_kf_e1 = &q_kf_e1_s;
    long q_pos = q_pos0;
    q_kf_r->d[q_pos] = ((q_kf_e0->d[q_pos] + q_e) - q_kf_e1->d[q_pos]);
    goto q_return;
q_return:
    return;
}

extern "C" void qk_expr22_5(long lim0, qarr *q_kf_r, qarr *q_kf_e0, qarr *q_kf_e1, float q_e)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_r_d = qcu_in(q_kf_r);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    q_real *q_kf_e1_d = qcu_in(q_kf_e1);
    dim3 b(256, 1, 1);
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_expr22_5<<<g, b>>>(lim0, q_kf_r_d, q_kf_r->nd, q_kf_r->dim[0], q_kf_r->dim[1], q_kf_r->dim[2], q_kf_r->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n, q_kf_e1_d, q_kf_e1->nd, q_kf_e1->dim[0], q_kf_e1->dim[1], q_kf_e1->dim[2], q_kf_e1->n, q_e);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_r);
}

__global__ void qk_red23_6(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red23, line 23 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    qarr q_kf_rp0_s = {q_kf_rp0_d, q_kf_rp0_nd, {q_kf_rp0_d0, q_kf_rp0_d1, q_kf_rp0_d2}, q_kf_rp0_n};
    qarr *q_kf_rp0 = &q_kf_rp0_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    long q_pos = q_pos0;
    long q_blkpos = (long)threadIdx.x;
    long q_blkidx = (long)blockIdx.x;
    qarr *q_kf_rb = NULL;
    float q_kf_ra0 = 0;
    long q_kf_rt = 0;
    long q_kf_ri0 = 0;
    __shared__ q_real q_shm_23_38[256];
    qarr q_shm_23_38_s = {q_shm_23_38, 1, {256, 1, 1}, 256};
    q_kf_rb = (qarr *)&q_shm_23_38_s;
    q_kf_ra0 = 0.0f;
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

extern "C" void qk_red23_6(long lim0, long q_kf_rn0, long q_kf_rs0, qarr *q_kf_rp0, qarr *q_kf_e0)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_rp0_d = qcu_in(q_kf_rp0);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    dim3 b(256, 1, 1);
    if (lim0 % 256) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 256\n", lim0); exit(1); }
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_red23_6<<<g, b>>>(lim0, q_kf_rn0, q_kf_rs0, q_kf_rp0_d, q_kf_rp0->nd, q_kf_rp0->dim[0], q_kf_rp0->dim[1], q_kf_rp0->dim[2], q_kf_rp0->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_rp0);
}

__global__ void qk_red25_7(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, long q_kf_lo0, q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, float q_e)
{
    /* red25, line 25 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    qarr q_kf_rp0_s = {q_kf_rp0_d, q_kf_rp0_nd, {q_kf_rp0_d0, q_kf_rp0_d1, q_kf_rp0_d2}, q_kf_rp0_n};
    qarr *q_kf_rp0 = &q_kf_rp0_s;
    qarr q_x_s = {q_x_d, q_x_nd, {q_x_d0, q_x_d1, q_x_d2}, q_x_n};
    qarr *q_x = &q_x_s;
    long q_pos = q_pos0;
    long q_blkpos = (long)threadIdx.x;
    long q_blkidx = (long)blockIdx.x;
    qarr *q_kf_rb = NULL;
    float q_kf_ra0 = 0;
    long q_kf_rt = 0;
    long q_kf_ri0 = 0;
    long q_i = 0;
    __shared__ q_real q_shm_25_5[256];
    qarr q_shm_25_5_s = {q_shm_25_5, 1, {256, 1, 1}, 256};
    q_kf_rb = (qarr *)&q_shm_25_5_s;
    q_kf_ra0 = 0.0f;
    q_kf_rt = q_blkpos;
    q_kf_ri0 = q_pos;
    for (;;) {
        if (!((q_kf_ri0 < q_kf_rn0))) break;
        q_i = (q_kf_ri0 + q_kf_lo0);
        q_kf_ra0 += (q_x->d[q_i] + q_e);
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

extern "C" void qk_red25_7(long lim0, long q_kf_rn0, long q_kf_rs0, qarr *q_kf_rp0, long q_kf_lo0, qarr *q_x, float q_e)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_rp0_d = qcu_in(q_kf_rp0);
    q_real *q_x_d = qcu_in(q_x);
    dim3 b(256, 1, 1);
    if (lim0 % 256) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 256\n", lim0); exit(1); }
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_red25_7<<<g, b>>>(lim0, q_kf_rn0, q_kf_rs0, q_kf_rp0_d, q_kf_rp0->nd, q_kf_rp0->dim[0], q_kf_rp0->dim[1], q_kf_rp0->dim[2], q_kf_rp0->n, q_kf_lo0, q_x_d, q_x->nd, q_x->dim[0], q_x->dim[1], q_x->dim[2], q_x->n, q_e);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_rp0);
}

__device__ static float qk_ramp_9(float q_a, float q_b)
{
    /* ramp, line 11 */
    float q_y = 0;
    q_y = ((((q_fmin(q_fmax((float)((q_a * 0.01f)), 0.0f), 1.0f) + q_fmin(q_fmax((float)((q_b * 0.1f)), (float)(1L)), (float)(2L))) + q_mod((float)((q_a * 0.3f)), (float)(1.0f))) + q_fmin((float)(q_a), (float)(3.5f))) + q_fmax((float)(q_b), (float)(0.25f)));
    goto q_return;
q_return:
    return q_y;
}

__global__ void qk_loop35_8(long q_lim0, long q_kf_lo0, long q_n, q_real *q_z_d, int q_z_nd, long q_z_d0, long q_z_d1, long q_z_d2, long q_z_n)
{
    /* loop35, line 35 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    if (q_pos0 >= q_lim0) return;
    qarr q_z_s = {q_z_d, q_z_nd, {q_z_d0, q_z_d1, q_z_d2}, q_z_n};
    qarr *q_z = &q_z_s;
    long q_pos = q_pos0;
    long q_i = 0;
    q_i = (q_pos + q_kf_lo0);
    q_z->d[q_i] = ((((sqrt((float)((q_i * 0.5f))) + exp((float)(((float)((-q_i)) / (q_n))))) + pow((float)(((float)(q_i) / (q_n))), (float)(2.5f))) + qk_ramp_9(q_i, (q_n - q_i))) + ((float)((float)(q_i)) / (7L)));
    goto q_return;
q_return:
    return;
}

extern "C" void qk_loop35_8(long lim0, long q_kf_lo0, long q_n, qarr *q_z)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_z_d = qcu_in(q_z);
    dim3 b(256, 1, 1);
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_loop35_8<<<g, b>>>(lim0, q_kf_lo0, q_n, q_z_d, q_z->nd, q_z->dim[0], q_z->dim[1], q_z->dim[2], q_z->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_z);
}

__global__ void qk_red38_10(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red38, line 38 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    qarr q_kf_rp0_s = {q_kf_rp0_d, q_kf_rp0_nd, {q_kf_rp0_d0, q_kf_rp0_d1, q_kf_rp0_d2}, q_kf_rp0_n};
    qarr *q_kf_rp0 = &q_kf_rp0_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    long q_pos = q_pos0;
    long q_blkpos = (long)threadIdx.x;
    long q_blkidx = (long)blockIdx.x;
    qarr *q_kf_rb = NULL;
    float q_kf_ra0 = 0;
    long q_kf_rt = 0;
    long q_kf_ri0 = 0;
    __shared__ q_real q_shm_38_39[256];
    qarr q_shm_38_39_s = {q_shm_38_39, 1, {256, 1, 1}, 256};
    q_kf_rb = (qarr *)&q_shm_38_39_s;
    q_kf_ra0 = 0.0f;
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

extern "C" void qk_red38_10(long lim0, long q_kf_rn0, long q_kf_rs0, qarr *q_kf_rp0, qarr *q_kf_e0)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_rp0_d = qcu_in(q_kf_rp0);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    dim3 b(256, 1, 1);
    if (lim0 % 256) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 256\n", lim0); exit(1); }
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_red38_10<<<g, b>>>(lim0, q_kf_rn0, q_kf_rs0, q_kf_rp0_d, q_kf_rp0->nd, q_kf_rp0->dim[0], q_kf_rp0->dim[1], q_kf_rp0->dim[2], q_kf_rp0->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_rp0);
}

__global__ void qk_expr39_11(long q_lim0, q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, q_real *q_kf_e1_d, int q_kf_e1_nd, long q_kf_e1_d0, long q_kf_e1_d1, long q_kf_e1_d2, long q_kf_e1_n)
{
    /* expr39, line 39 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    if (q_pos0 >= q_lim0) return;
    qarr q_kf_r_s = {q_kf_r_d, q_kf_r_nd, {q_kf_r_d0, q_kf_r_d1, q_kf_r_d2}, q_kf_r_n};
    qarr *q_kf_r = &q_kf_r_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    qarr q_kf_e1_s = {q_kf_e1_d, q_kf_e1_nd, {q_kf_e1_d0, q_kf_e1_d1, q_kf_e1_d2}, q_kf_e1_n};
    qarr *q_kf_e1 = &q_kf_e1_s;
    long q_pos = q_pos0;
    q_kf_r->d[q_pos] = ((q_kf_e0->d[q_pos] * 0.1f) + ((float)(q_kf_e1->d[q_pos]) / (3L)));
    goto q_return;
q_return:
    return;
}

extern "C" void qk_expr39_11(long lim0, qarr *q_kf_r, qarr *q_kf_e0, qarr *q_kf_e1)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_r_d = qcu_in(q_kf_r);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    q_real *q_kf_e1_d = qcu_in(q_kf_e1);
    dim3 b(256, 1, 1);
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_expr39_11<<<g, b>>>(lim0, q_kf_r_d, q_kf_r->nd, q_kf_r->dim[0], q_kf_r->dim[1], q_kf_r->dim[2], q_kf_r->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n, q_kf_e1_d, q_kf_e1->nd, q_kf_e1->dim[0], q_kf_e1->dim[1], q_kf_e1->dim[2], q_kf_e1->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_r);
}

__global__ void qk_red40_12(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red40, line 40 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    qarr q_kf_rp0_s = {q_kf_rp0_d, q_kf_rp0_nd, {q_kf_rp0_d0, q_kf_rp0_d1, q_kf_rp0_d2}, q_kf_rp0_n};
    qarr *q_kf_rp0 = &q_kf_rp0_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    long q_pos = q_pos0;
    long q_blkpos = (long)threadIdx.x;
    long q_blkidx = (long)blockIdx.x;
    qarr *q_kf_rb = NULL;
    float q_kf_ra0 = 0;
    long q_kf_rt = 0;
    long q_kf_ri0 = 0;
    __shared__ q_real q_shm_40_34[256];
    qarr q_shm_40_34_s = {q_shm_40_34, 1, {256, 1, 1}, 256};
    q_kf_rb = (qarr *)&q_shm_40_34_s;
    q_kf_ra0 = 0.0f;
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

extern "C" void qk_red40_12(long lim0, long q_kf_rn0, long q_kf_rs0, qarr *q_kf_rp0, qarr *q_kf_e0)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_rp0_d = qcu_in(q_kf_rp0);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    dim3 b(256, 1, 1);
    if (lim0 % 256) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 256\n", lim0); exit(1); }
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_red40_12<<<g, b>>>(lim0, q_kf_rn0, q_kf_rs0, q_kf_rp0_d, q_kf_rp0->nd, q_kf_rp0->dim[0], q_kf_rp0->dim[1], q_kf_rp0->dim[2], q_kf_rp0->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_rp0);
}

__global__ void qk_red40_13(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red40, line 40 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    qarr q_kf_rp0_s = {q_kf_rp0_d, q_kf_rp0_nd, {q_kf_rp0_d0, q_kf_rp0_d1, q_kf_rp0_d2}, q_kf_rp0_n};
    qarr *q_kf_rp0 = &q_kf_rp0_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    long q_pos = q_pos0;
    long q_blkpos = (long)threadIdx.x;
    long q_blkidx = (long)blockIdx.x;
    qarr *q_kf_rb = NULL;
    float q_kf_ra0 = 0;
    long q_kf_rt = 0;
    long q_kf_ri0 = 0;
    __shared__ q_real q_shm_40_42[256];
    qarr q_shm_40_42_s = {q_shm_40_42, 1, {256, 1, 1}, 256};
    q_kf_rb = (qarr *)&q_shm_40_42_s;
    q_kf_ra0 = (-INFINITY);
    q_kf_rt = q_blkpos;
    q_kf_ri0 = q_pos;
    for (;;) {
        if (!((q_kf_ri0 < q_kf_rn0))) break;
        q_kf_ra0 = q_fmax((float)(q_kf_ra0), (float)(q_kf_e0->d[q_kf_ri0]));
        q_kf_ri0 = (q_kf_ri0 + q_kf_rs0);
    }
    q_kf_rb->d[q_kf_rt] = q_kf_ra0;
    __syncthreads();
    if ((q_kf_rt < 128L)) {
        q_kf_rb->d[q_kf_rt] = q_fmax((float)(q_kf_rb->d[q_kf_rt]), (float)(q_kf_rb->d[(q_kf_rt + 128L)]));
    }
    __syncthreads();
    if ((q_kf_rt < 64L)) {
        q_kf_rb->d[q_kf_rt] = q_fmax((float)(q_kf_rb->d[q_kf_rt]), (float)(q_kf_rb->d[(q_kf_rt + 64L)]));
    }
    __syncthreads();
    if ((q_kf_rt < 32L)) {
        q_kf_rb->d[q_kf_rt] = q_fmax((float)(q_kf_rb->d[q_kf_rt]), (float)(q_kf_rb->d[(q_kf_rt + 32L)]));
    }
    __syncthreads();
    if ((q_kf_rt < 16L)) {
        q_kf_rb->d[q_kf_rt] = q_fmax((float)(q_kf_rb->d[q_kf_rt]), (float)(q_kf_rb->d[(q_kf_rt + 16L)]));
    }
    __syncthreads();
    if ((q_kf_rt < 8L)) {
        q_kf_rb->d[q_kf_rt] = q_fmax((float)(q_kf_rb->d[q_kf_rt]), (float)(q_kf_rb->d[(q_kf_rt + 8L)]));
    }
    __syncthreads();
    if ((q_kf_rt < 4L)) {
        q_kf_rb->d[q_kf_rt] = q_fmax((float)(q_kf_rb->d[q_kf_rt]), (float)(q_kf_rb->d[(q_kf_rt + 4L)]));
    }
    __syncthreads();
    if ((q_kf_rt < 2L)) {
        q_kf_rb->d[q_kf_rt] = q_fmax((float)(q_kf_rb->d[q_kf_rt]), (float)(q_kf_rb->d[(q_kf_rt + 2L)]));
    }
    __syncthreads();
    if ((q_kf_rt < 1L)) {
        q_kf_rb->d[q_kf_rt] = q_fmax((float)(q_kf_rb->d[q_kf_rt]), (float)(q_kf_rb->d[(q_kf_rt + 1L)]));
    }
    if ((q_kf_rt < 1L)) {
        q_kf_rp0->d[q_blkidx] = q_kf_rb->d[0L];
    }
    goto q_return;
q_return:
    return;
}

extern "C" void qk_red40_13(long lim0, long q_kf_rn0, long q_kf_rs0, qarr *q_kf_rp0, qarr *q_kf_e0)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_rp0_d = qcu_in(q_kf_rp0);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    dim3 b(256, 1, 1);
    if (lim0 % 256) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 256\n", lim0); exit(1); }
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_red40_13<<<g, b>>>(lim0, q_kf_rn0, q_kf_rs0, q_kf_rp0_d, q_kf_rp0->nd, q_kf_rp0->dim[0], q_kf_rp0->dim[1], q_kf_rp0->dim[2], q_kf_rp0->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_rp0);
}

