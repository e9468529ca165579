__global__ void qk_loop91_1(long q_lim0, long q_kf_lo0, q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n)
{
    /* loop91, line 91 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    if (q_pos0 >= q_lim0) return;
    qarr q_x_s = {q_x_d, q_x_nd, {q_x_d0, q_x_d1, q_x_d2}, q_x_n};
    qarr *q_x = &q_x_s;
    long q_pos = q_pos0;
    long q_i = 0;
    q_i = (q_pos + q_kf_lo0);
    q_x->d[q_i] = q_imod((q_i * 7L), 13L);
    goto q_return;
q_return:
    return;
}

extern "C" void qk_loop91_1(long lim0, long q_kf_lo0, qarr *q_x)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_x_d = qcu_in(q_x);
    dim3 b(256, 1, 1);
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_loop91_1<<<g, b>>>(lim0, q_kf_lo0, q_x_d, q_x->nd, q_x->dim[0], q_x->dim[1], q_x->dim[2], q_x->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_x);
}

__global__ void qk_box1_2(long q_lim0, q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, long q_r)
{
    /* box1, line 12 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    if (q_pos0 >= q_lim0) return;
    qarr q_y_s = {q_y_d, q_y_nd, {q_y_d0, q_y_d1, q_y_d2}, q_y_n};
    qarr *q_y = &q_y_s;
    qarr q_x_s = {q_x_d, q_x_nd, {q_x_d0, q_x_d1, q_x_d2}, q_x_n};
    qarr *q_x = &q_x_s;
    long q_pos = q_pos0;
    long q_w = 0;
    double q_inv = 0;
    double q_s = 0;
    long q_k = 0;
    double q_u = 0;
    q_w = ((2L * q_r) + 1L);
    q_inv = ((double)(1) / (q_w));
    q_s = 0;
    long t0 = (-q_r), t1 = q_r;
    for (q_k = t0; q_k <= t1; q_k += 1) {
        q_s += q_x->d[q_clamp((q_pos + q_k), q_x->n)];
    }
    q_u = (q_s * q_inv);
    q_y->d[q_pos] = q_u;
    goto q_return;
q_return:
    return;
}

extern "C" void qk_box1_2(long lim0, qarr *q_y, qarr *q_x, long q_r)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_y_d = qcu_in(q_y);
    q_real *q_x_d = qcu_in(q_x);
    dim3 b(256, 1, 1);
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_box1_2<<<g, b>>>(lim0, q_y_d, q_y->nd, q_y->dim[0], q_y->dim[1], q_y->dim[2], q_y->n, q_x_d, q_x->nd, q_x->dim[0], q_x->dim[1], q_x->dim[2], q_x->n, q_r);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_y);
}

__global__ void qk_red96_3(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red96, line 96 */
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
    __shared__ q_real q_shm_96_21[256];
    qarr q_shm_96_21_s = {q_shm_96_21, 1, {256, 1, 1}, 256};
    q_kf_rb = (qarr *)&q_shm_96_21_s;
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

extern "C" void qk_red96_3(long lim0, long q_kf_rn0, long q_kf_rs0, qarr *q_kf_rp0, qarr *q_kf_e0)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_rp0_d = qcu_in(q_kf_rp0);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    dim3 b(256, 1, 1);
    if (lim0 % 256) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 256\n", lim0); exit(1); }
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_red96_3<<<g, b>>>(lim0, q_kf_rn0, q_kf_rs0, q_kf_rp0_d, q_kf_rp0->nd, q_kf_rp0->dim[0], q_kf_rp0->dim[1], q_kf_rp0->dim[2], q_kf_rp0->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_rp0);
}

__device__ static double qk_twice_5(double q_v)
{
    /* twice, line 7 */
    double q_y = 0;
    q_y = (2L * q_v);
    goto q_return;
q_return:
    return q_y;
}

__global__ void qk_scale2_4(long q_lim0, long q_lim1, q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, double q_a, double q_b)
{
    /* scale2, line 25 */
    long q_pos0 = (long)blockIdx.y * blockDim.y + threadIdx.y;
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    if (q_pos1 >= q_lim1) return;
    qarr q_y_s = {q_y_d, q_y_nd, {q_y_d0, q_y_d1, q_y_d2}, q_y_n};
    qarr *q_y = &q_y_s;
    qarr q_x_s = {q_x_d, q_x_nd, {q_x_d0, q_x_d1, q_x_d2}, q_x_n};
    qarr *q_x = &q_x_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    double q_c = 0;
    double q_d = 0;
    double q_e = 0;
    double q_t = 0;
    q_c = ((q_a * q_a) + sqrt((double)(q_b)));
    q_d = qk_twice_5(q_a);
    q_e = (q_pos[0] * q_a);
    q_t = (q_c + q_d);
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = ((q_t * q_x->d[(q_pos[0]) * q_x->dim[1] + (q_pos[1])]) - q_e);
    goto q_return;
q_return:
    return;
}

extern "C" void qk_scale2_4(long lim0, long lim1, qarr *q_y, qarr *q_x, double q_a, double q_b)
{
    if (lim0 <= 0 || lim1 <= 0) return; /* an empty grid */
    q_real *q_y_d = qcu_in(q_y);
    q_real *q_x_d = qcu_in(q_x);
    dim3 b(32, 8, 1);
    dim3 g((unsigned)((lim1 + b.x - 1) / b.x), (unsigned)((lim0 + b.y - 1) / b.y), 1);
    qk_scale2_4<<<g, b>>>(lim0, lim1, q_y_d, q_y->nd, q_y->dim[0], q_y->dim[1], q_y->dim[2], q_y->n, q_x_d, q_x->nd, q_x->dim[0], q_x->dim[1], q_x->dim[2], q_x->n, q_a, q_b);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_y);
}

__global__ void qk_red106_6(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red106, line 106 */
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
    __shared__ q_real q_shm_106_23[256];
    qarr q_shm_106_23_s = {q_shm_106_23, 1, {256, 1, 1}, 256};
    q_kf_rb = (qarr *)&q_shm_106_23_s;
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

extern "C" void qk_red106_6(long lim0, long q_kf_rn0, long q_kf_rs0, qarr *q_kf_rp0, qarr *q_kf_e0)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_rp0_d = qcu_in(q_kf_rp0);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    dim3 b(256, 1, 1);
    if (lim0 % 256) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 256\n", lim0); exit(1); }
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_red106_6<<<g, b>>>(lim0, q_kf_rn0, q_kf_rs0, q_kf_rp0_d, q_kf_rp0->nd, q_kf_rp0->dim[0], q_kf_rp0->dim[1], q_kf_rp0->dim[2], q_kf_rp0->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_rp0);
}

__global__ void qk_glob2_7(long q_lim0, long q_lim1, q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n)
{
    /* glob2, line 36 */
    long q_pos0 = (long)blockIdx.y * blockDim.y + threadIdx.y;
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    if (q_pos1 >= q_lim1) return;
    qarr q_y_s = {q_y_d, q_y_nd, {q_y_d0, q_y_d1, q_y_d2}, q_y_n};
    qarr *q_y = &q_y_s;
    qarr q_x_s = {q_x_d, q_x_nd, {q_x_d0, q_x_d1, q_x_d2}, q_x_n};
    qarr *q_x = &q_x_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_atomic_op(&q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])], ((q_x->d[(q_pos[0]) * q_x->dim[1] + (q_pos[1])] * 2L) + q_pos[1]), 0);
    goto q_return;
q_return:
    return;
}

extern "C" void qk_glob2_7(long lim0, long lim1, qarr *q_y, qarr *q_x)
{
    if (lim0 <= 0 || lim1 <= 0) return; /* an empty grid */
    q_real *q_y_d = qcu_in(q_y);
    q_real *q_x_d = qcu_in(q_x);
    dim3 b(32, 8, 1);
    dim3 g((unsigned)((lim1 + b.x - 1) / b.x), (unsigned)((lim0 + b.y - 1) / b.y), 1);
    qk_glob2_7<<<g, b>>>(lim0, lim1, q_y_d, q_y->nd, q_y->dim[0], q_y->dim[1], q_y->dim[2], q_y->n, q_x_d, q_x->nd, q_x->dim[0], q_x->dim[1], q_x->dim[2], q_x->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_y);
}

__global__ void qk_red110_8(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red110, line 110 */
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
    __shared__ q_real q_shm_110_22[256];
    qarr q_shm_110_22_s = {q_shm_110_22, 1, {256, 1, 1}, 256};
    q_kf_rb = (qarr *)&q_shm_110_22_s;
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

extern "C" void qk_red110_8(long lim0, long q_kf_rn0, long q_kf_rs0, qarr *q_kf_rp0, qarr *q_kf_e0)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_rp0_d = qcu_in(q_kf_rp0);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    dim3 b(256, 1, 1);
    if (lim0 % 256) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 256\n", lim0); exit(1); }
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_red110_8<<<g, b>>>(lim0, q_kf_rn0, q_kf_rs0, q_kf_rp0_d, q_kf_rp0->nd, q_kf_rp0->dim[0], q_kf_rp0->dim[1], q_kf_rp0->dim[2], q_kf_rp0->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_rp0);
}

__global__ void qk_hyb3_9(long q_lim0, long q_lim1, long q_lim2, q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n)
{
    /* hyb3, line 42 */
    long q_pos0 = (long)blockIdx.z * blockDim.z + threadIdx.z;
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = (long)blockIdx.y * blockDim.y + threadIdx.y;
    if (q_pos1 >= q_lim1) return;
    long q_pos2 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    if (q_pos2 >= q_lim2) return;
    qarr q_y_s = {q_y_d, q_y_nd, {q_y_d0, q_y_d1, q_y_d2}, q_y_n};
    qarr *q_y = &q_y_s;
    qarr q_x_s = {q_x_d, q_x_nd, {q_x_d0, q_x_d1, q_x_d2}, q_x_n};
    qarr *q_x = &q_x_s;
    long q_pos[3] = {q_pos0, q_pos1, q_pos2};
    q_y->d[((q_pos[0]) * q_y->dim[1] + (q_pos[1])) * q_y->dim[2] + (q_pos[2])] = ((q_x->d[((q_pos[0]) * q_x->dim[1] + (q_pos[1])) * q_x->dim[2] + (q_pos[2])] * 2L) + q_pos[2]);
    goto q_return;
q_return:
    return;
}

extern "C" void qk_hyb3_9(long lim0, long lim1, long lim2, qarr *q_y, qarr *q_x)
{
    if (lim0 <= 0 || lim1 <= 0 || lim2 <= 0) return; /* an empty grid */
    q_real *q_y_d = qcu_in(q_y);
    q_real *q_x_d = qcu_in(q_x);
    dim3 b(32, 4, 2);
    dim3 g((unsigned)((lim2 + b.x - 1) / b.x), (unsigned)((lim1 + b.y - 1) / b.y), (unsigned)((lim0 + b.z - 1) / b.z));
    qk_hyb3_9<<<g, b>>>(lim0, lim1, lim2, q_y_d, q_y->nd, q_y->dim[0], q_y->dim[1], q_y->dim[2], q_y->n, q_x_d, q_x->nd, q_x->dim[0], q_x->dim[1], q_x->dim[2], q_x->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_y);
}

__global__ void qk_red122_10(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red122, line 122 */
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
    __shared__ q_real q_shm_122_21[256];
    qarr q_shm_122_21_s = {q_shm_122_21, 1, {256, 1, 1}, 256};
    q_kf_rb = (qarr *)&q_shm_122_21_s;
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

extern "C" void qk_red122_10(long lim0, long q_kf_rn0, long q_kf_rs0, qarr *q_kf_rp0, qarr *q_kf_e0)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_rp0_d = qcu_in(q_kf_rp0);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    dim3 b(256, 1, 1);
    if (lim0 % 256) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 256\n", lim0); exit(1); }
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_red122_10<<<g, b>>>(lim0, q_kf_rn0, q_kf_rs0, q_kf_rp0_d, q_kf_rp0->nd, q_kf_rp0->dim[0], q_kf_rp0->dim[1], q_kf_rp0->dim[2], q_kf_rp0->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_rp0);
}

__global__ void qk_auto2_11(long q_lim0, long q_lim1, q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n)
{
    /* auto2, line 49 */
    qarr q_y_s = {q_y_d, q_y_nd, {q_y_d0, q_y_d1, q_y_d2}, q_y_n};
    qarr *q_y = &q_y_s;
    qarr q_x_s = {q_x_d, q_x_nd, {q_x_d0, q_x_d1, q_x_d2}, q_x_n};
    qarr *q_x = &q_x_s;
    long q_h = 0;
    if (((long)blockIdx.y * blockDim.y + threadIdx.y) < q_lim0 && ((long)blockIdx.x * blockDim.x + threadIdx.x) < q_lim1) { /* a thread with a point: what each of its points would compute alike */
        q_h = (qa_size(q_x, 1L) - 1L);
    }
    for (long q_pos0 = ((long)blockIdx.y * blockDim.y + threadIdx.y); q_pos0 < q_lim0; q_pos0 += ((long)gridDim.y * blockDim.y))
    for (long q_pos1 = ((long)blockIdx.x * blockDim.x + threadIdx.x); q_pos1 < q_lim1; q_pos1 += ((long)gridDim.x * blockDim.x))
    {
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = q_x->d[(q_pos[0]) * q_x->dim[1] + ((q_h - q_pos[1]))];
    }
    goto q_return;
q_return:
    return;
}

extern "C" void qk_auto2_11(long lim0, long lim1, qarr *q_y, qarr *q_x)
{
    if (lim0 <= 0 || lim1 <= 0) return; /* an empty grid */
    q_real *q_y_d = qcu_in(q_y);
    q_real *q_x_d = qcu_in(q_x);
    dim3 b(32, 8, 1);
    dim3 g((unsigned)((((lim1) < qcu_tile_cap(2, 1) ? (lim1) : qcu_tile_cap(2, 1)) + b.x - 1) / b.x), (unsigned)((((lim0) < qcu_tile_cap(2, 0) ? (lim0) : qcu_tile_cap(2, 0)) + b.y - 1) / b.y), 1);
    qk_auto2_11<<<g, b>>>(lim0, lim1, q_y_d, q_y->nd, q_y->dim[0], q_y->dim[1], q_y->dim[2], q_y->n, q_x_d, q_x->nd, q_x->dim[0], q_x->dim[1], q_x->dim[2], q_x->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_y);
}

__global__ void qk_red126_12(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red126, line 126 */
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
    __shared__ q_real q_shm_126_22[256];
    qarr q_shm_126_22_s = {q_shm_126_22, 1, {256, 1, 1}, 256};
    q_kf_rb = (qarr *)&q_shm_126_22_s;
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

extern "C" void qk_red126_12(long lim0, long q_kf_rn0, long q_kf_rs0, qarr *q_kf_rp0, qarr *q_kf_e0)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_rp0_d = qcu_in(q_kf_rp0);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    dim3 b(256, 1, 1);
    if (lim0 % 256) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 256\n", lim0); exit(1); }
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_red126_12<<<g, b>>>(lim0, q_kf_rn0, q_kf_rs0, q_kf_rp0_d, q_kf_rp0->nd, q_kf_rp0->dim[0], q_kf_rp0->dim[1], q_kf_rp0->dim[2], q_kf_rp0->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_rp0);
}

__global__ void qk_wpar_13(long q_lim0, q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, double q_a)
{
    /* wpar, line 83 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    if (q_pos0 >= q_lim0) return;
    qarr q_y_s = {q_y_d, q_y_nd, {q_y_d0, q_y_d1, q_y_d2}, q_y_n};
    qarr *q_y = &q_y_s;
    long q_pos = q_pos0;
    q_a = (q_a + q_pos);
    q_y->d[q_pos] = q_a;
    goto q_return;
q_return:
    return;
}

extern "C" void qk_wpar_13(long lim0, qarr *q_y, double q_a)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_y_d = qcu_in(q_y);
    dim3 b(256, 1, 1);
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_wpar_13<<<g, b>>>(lim0, q_y_d, q_y->nd, q_y->dim[0], q_y->dim[1], q_y->dim[2], q_y->n, q_a);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_y);
}

__global__ void qk_red130_14(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red130, line 130 */
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
    __shared__ q_real q_shm_130_21[256];
    qarr q_shm_130_21_s = {q_shm_130_21, 1, {256, 1, 1}, 256};
    q_kf_rb = (qarr *)&q_shm_130_21_s;
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

extern "C" void qk_red130_14(long lim0, long q_kf_rn0, long q_kf_rs0, qarr *q_kf_rp0, qarr *q_kf_e0)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_rp0_d = qcu_in(q_kf_rp0);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    dim3 b(256, 1, 1);
    if (lim0 % 256) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 256\n", lim0); exit(1); }
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_red130_14<<<g, b>>>(lim0, q_kf_rn0, q_kf_rs0, q_kf_rp0_d, q_kf_rp0->nd, q_kf_rp0->dim[0], q_kf_rp0->dim[1], q_kf_rp0->dim[2], q_kf_rp0->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_rp0);
}

__global__ void qk_loop133_15(long q_lim0, long q_kf_lo0, q_real *q_hw_d, int q_hw_nd, long q_hw_d0, long q_hw_d1, long q_hw_d2, long q_hw_n)
{
    /* loop133, line 133 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    if (q_pos0 >= q_lim0) return;
    qarr q_hw_s = {q_hw_d, q_hw_nd, {q_hw_d0, q_hw_d1, q_hw_d2}, q_hw_n};
    qarr *q_hw = &q_hw_s;
    long q_pos = q_pos0;
    long q_i = 0;
    q_i = (q_pos + q_kf_lo0);
    q_hw->d[q_i] = q_imod((q_i * 5L), 11L);
    goto q_return;
q_return:
    return;
}

extern "C" void qk_loop133_15(long lim0, long q_kf_lo0, qarr *q_hw)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_hw_d = qcu_in(q_hw);
    dim3 b(256, 1, 1);
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_loop133_15<<<g, b>>>(lim0, q_kf_lo0, q_hw_d, q_hw->nd, q_hw->dim[0], q_hw->dim[1], q_hw->dim[2], q_hw->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_hw);
}

__global__ void qk_hrd_16(long q_lim0, q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, q_real *q_w_d, int q_w_nd, long q_w_d0, long q_w_d1, long q_w_d2, long q_w_n)
{
    /* hrd, line 58 */
    qarr q_y_s = {q_y_d, q_y_nd, {q_y_d0, q_y_d1, q_y_d2}, q_y_n};
    qarr *q_y = &q_y_s;
    qarr q_x_s = {q_x_d, q_x_nd, {q_x_d0, q_x_d1, q_x_d2}, q_x_n};
    qarr *q_x = &q_x_s;
    qarr q_w_s = {q_w_d, q_w_nd, {q_w_d0, q_w_d1, q_w_d2}, q_w_n};
    qarr *q_w = &q_w_s;
    double q_c0 = 0;
    double q_c1 = 0;
    if (((long)blockIdx.x * blockDim.x + threadIdx.x) * 8 < q_lim0) { /* a thread with a point: what each of its points would compute alike */
        q_c0 = q_w->d[0L];
        q_c1 = q_w->d[(q_w->n - 1L)];
    }
    for (long q_t0 = ((long)blockIdx.x * blockDim.x + threadIdx.x) * 8; q_t0 < q_lim0; q_t0 += ((long)gridDim.x * blockDim.x) * 8)
    for (long q_pos0 = q_t0; q_pos0 < q_t0 + 8 && q_pos0 < q_lim0; q_pos0++)
    {
    long q_pos = q_pos0;
    q_y->d[q_pos] = ((q_c0 * q_x->d[q_pos]) + q_c1);
    }
    goto q_return;
q_return:
    return;
}

extern "C" void qk_hrd_16(long lim0, qarr *q_y, qarr *q_x, qarr *q_w)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_y_d = qcu_in(q_y);
    q_real *q_x_d = qcu_in(q_x);
    q_real *q_w_d = qcu_in(q_w);
    dim3 b(256, 1, 1);
    dim3 g((unsigned)((((lim0) + 7) / 8 + b.x - 1) / b.x), 1, 1);
    qk_hrd_16<<<g, b>>>(lim0, q_y_d, q_y->nd, q_y->dim[0], q_y->dim[1], q_y->dim[2], q_y->n, q_x_d, q_x->nd, q_x->dim[0], q_x->dim[1], q_x->dim[2], q_x->n, q_w_d, q_w->nd, q_w->dim[0], q_w->dim[1], q_w->dim[2], q_w->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_y);
}

__global__ void qk_red138_17(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red138, line 138 */
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
    __shared__ q_real q_shm_138_20[256];
    qarr q_shm_138_20_s = {q_shm_138_20, 1, {256, 1, 1}, 256};
    q_kf_rb = (qarr *)&q_shm_138_20_s;
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

extern "C" void qk_red138_17(long lim0, long q_kf_rn0, long q_kf_rs0, qarr *q_kf_rp0, qarr *q_kf_e0)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_rp0_d = qcu_in(q_kf_rp0);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    dim3 b(256, 1, 1);
    if (lim0 % 256) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 256\n", lim0); exit(1); }
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_red138_17<<<g, b>>>(lim0, q_kf_rn0, q_kf_rs0, q_kf_rp0_d, q_kf_rp0->nd, q_kf_rp0->dim[0], q_kf_rp0->dim[1], q_kf_rp0->dim[2], q_kf_rp0->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_rp0);
}

__global__ void qk_hwr_18(long q_lim0, q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, q_real *q_z_d, int q_z_nd, long q_z_d0, long q_z_d1, long q_z_d2, long q_z_n)
{
    /* hwr, line 68 */
    qarr q_y_s = {q_y_d, q_y_nd, {q_y_d0, q_y_d1, q_y_d2}, q_y_n};
    qarr *q_y = &q_y_s;
    qarr q_z_s = {q_z_d, q_z_nd, {q_z_d0, q_z_d1, q_z_d2}, q_z_n};
    qarr *q_z = &q_z_s;
    for (long q_t0 = ((long)blockIdx.x * blockDim.x + threadIdx.x) * 8; q_t0 < q_lim0; q_t0 += ((long)gridDim.x * blockDim.x) * 8)
    for (long q_pos0 = q_t0; q_pos0 < q_t0 + 8 && q_pos0 < q_lim0; q_pos0++)
    {
    long q_pos = q_pos0;
    double q_c = 0;
    double q_d = 0;
    q_c = q_y->d[0L];
    if ((q_pos > 0L)) {
        q_y->d[q_pos] = (q_y->d[q_pos] + q_c);
    }
    q_d = q_z->d[1L];
    if ((q_pos > 0L)) {
        q_y->d[q_pos] = (q_y->d[q_pos] + q_d);
    }
    }
    goto q_return;
q_return:
    return;
}

extern "C" void qk_hwr_18(long lim0, qarr *q_y, qarr *q_z)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_y_d = qcu_in(q_y);
    q_real *q_z_d = qcu_in(q_z);
    dim3 b(256, 1, 1);
    dim3 g((unsigned)((((lim0) + 7) / 8 + b.x - 1) / b.x), 1, 1);
    qk_hwr_18<<<g, b>>>(lim0, q_y_d, q_y->nd, q_y->dim[0], q_y->dim[1], q_y->dim[2], q_y->n, q_z_d, q_z->nd, q_z->dim[0], q_z->dim[1], q_z->dim[2], q_z->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_y);
}

__global__ void qk_red140_19(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red140, line 140 */
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
    __shared__ q_real q_shm_140_20[256];
    qarr q_shm_140_20_s = {q_shm_140_20, 1, {256, 1, 1}, 256};
    q_kf_rb = (qarr *)&q_shm_140_20_s;
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

extern "C" void qk_red140_19(long lim0, long q_kf_rn0, long q_kf_rs0, qarr *q_kf_rp0, qarr *q_kf_e0)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_rp0_d = qcu_in(q_kf_rp0);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    dim3 b(256, 1, 1);
    if (lim0 % 256) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 256\n", lim0); exit(1); }
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_red140_19<<<g, b>>>(lim0, q_kf_rn0, q_kf_rs0, q_kf_rp0_d, q_kf_rp0->nd, q_kf_rp0->dim[0], q_kf_rp0->dim[1], q_kf_rp0->dim[2], q_kf_rp0->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_rp0);
}

