__global__ void qk_loop45_1(long q_lim0, long q_kf_lo0, q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n)
{
    /* loop45, line 45 */
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

extern "C" void qk_loop45_1(long lim0, long q_kf_lo0, qarr *q_x)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_x_d = qcu_in(q_x);
    dim3 b(256, 1, 1);
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_loop45_1<<<g, b>>>(lim0, q_kf_lo0, q_x_d, q_x->nd, q_x->dim[0], q_x->dim[1], q_x->dim[2], q_x->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_x);
}

__global__ void qk_box_2(long q_lim0, q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, long q_r)
{
    /* box, line 7 */
    qarr q_y_s = {q_y_d, q_y_nd, {q_y_d0, q_y_d1, q_y_d2}, q_y_n};
    qarr *q_y = &q_y_s;
    qarr q_x_s = {q_x_d, q_x_nd, {q_x_d0, q_x_d1, q_x_d2}, q_x_n};
    qarr *q_x = &q_x_s;
    for (long q_pos0 = ((long)blockIdx.x * blockDim.x + threadIdx.x); q_pos0 < q_lim0; q_pos0 += ((long)gridDim.x * blockDim.x))
    {
    long q_pos = q_pos0;
    double q_s = 0;
    long q_k = 0;
    q_s = 0;
    long t0 = (-q_r), t1 = q_r;
    for (q_k = t0; q_k <= t1; q_k += 1) {
        q_s += q_x->d[q_clamp((q_pos + q_k), q_x->n)];
    }
    q_y->d[q_pos] = ((double)(q_s) / (((2L * q_r) + 1L)));
    }
    goto q_return;
q_return:
    return;
}

extern "C" void qk_box_2(long lim0, qarr *q_y, qarr *q_x, long q_r)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_y_d = qcu_in(q_y);
    q_real *q_x_d = qcu_in(q_x);
    dim3 b(256, 1, 1);
    dim3 g((unsigned)((((lim0) < 64 ? (lim0) : 64) + b.x - 1) / b.x), 1, 1);
    qk_box_2<<<g, b>>>(lim0, q_y_d, q_y->nd, q_y->dim[0], q_y->dim[1], q_y->dim[2], q_y->n, q_x_d, q_x->nd, q_x->dim[0], q_x->dim[1], q_x->dim[2], q_x->n, q_r);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_y);
}

__global__ void qk_red50_3(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red50, line 50 */
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
    __shared__ q_real q_shm_50_20[256];
    qarr q_shm_50_20_s = {q_shm_50_20, 1, {256, 1, 1}, 256};
    q_kf_rb = (qarr *)&q_shm_50_20_s;
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

extern "C" void qk_red50_3(long lim0, long q_kf_rn0, long q_kf_rs0, qarr *q_kf_rp0, qarr *q_kf_e0)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_rp0_d = qcu_in(q_kf_rp0);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    dim3 b(256, 1, 1);
    if (lim0 % 256) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 256\n", lim0); exit(1); }
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_red50_3<<<g, b>>>(lim0, q_kf_rn0, q_kf_rs0, q_kf_rp0_d, q_kf_rp0->nd, q_kf_rp0->dim[0], q_kf_rp0->dim[1], q_kf_rp0->dim[2], q_kf_rp0->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_rp0);
}

__global__ void qk_scale_4(long q_lim0, long q_lim1, q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, double q_a)
{
    /* scale, line 18 */
    qarr q_y_s = {q_y_d, q_y_nd, {q_y_d0, q_y_d1, q_y_d2}, q_y_n};
    qarr *q_y = &q_y_s;
    qarr q_x_s = {q_x_d, q_x_nd, {q_x_d0, q_x_d1, q_x_d2}, q_x_n};
    qarr *q_x = &q_x_s;
    for (long q_pos0 = ((long)blockIdx.y * blockDim.y + threadIdx.y); q_pos0 < q_lim0; q_pos0 += ((long)gridDim.y * blockDim.y))
    for (long q_t1 = ((long)blockIdx.x * blockDim.x + threadIdx.x) * 4; q_t1 < q_lim1; q_t1 += ((long)gridDim.x * blockDim.x) * 4)
    for (long q_pos1 = q_t1; q_pos1 < q_t1 + 4 && q_pos1 < q_lim1; q_pos1++)
    {
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_atomic_op(&q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])], (((q_a * q_x->d[(q_pos[0]) * q_x->dim[1] + (q_pos[1])]) + q_pos[0]) - q_pos[1]), 0);
    }
    goto q_return;
q_return:
    return;
}

extern "C" void qk_scale_4(long lim0, long lim1, qarr *q_y, qarr *q_x, double q_a)
{
    if (lim0 <= 0 || lim1 <= 0) return; /* an empty grid */
    q_real *q_y_d = qcu_in(q_y);
    q_real *q_x_d = qcu_in(q_x);
    dim3 b(32, 8, 1);
    dim3 g((unsigned)((((lim1) + 3) / 4 + b.x - 1) / b.x), (unsigned)(((lim0) + b.y - 1) / b.y), 1);
    qk_scale_4<<<g, b>>>(lim0, lim1, q_y_d, q_y->nd, q_y->dim[0], q_y->dim[1], q_y->dim[2], q_y->n, q_x_d, q_x->nd, q_x->dim[0], q_x->dim[1], q_x->dim[2], q_x->n, q_a);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_y);
}

__global__ void qk_red60_5(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red60, line 60 */
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
    __shared__ q_real q_shm_60_22[256];
    qarr q_shm_60_22_s = {q_shm_60_22, 1, {256, 1, 1}, 256};
    q_kf_rb = (qarr *)&q_shm_60_22_s;
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

extern "C" void qk_red60_5(long lim0, long q_kf_rn0, long q_kf_rs0, qarr *q_kf_rp0, qarr *q_kf_e0)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_rp0_d = qcu_in(q_kf_rp0);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    dim3 b(256, 1, 1);
    if (lim0 % 256) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 256\n", lim0); exit(1); }
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_red60_5<<<g, b>>>(lim0, q_kf_rn0, q_kf_rs0, q_kf_rp0_d, q_kf_rp0->nd, q_kf_rp0->dim[0], q_kf_rp0->dim[1], q_kf_rp0->dim[2], q_kf_rp0->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_rp0);
}

__global__ void qk_cube_6(long q_lim0, long q_lim1, long q_lim2, q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n)
{
    /* cube, line 24 */
    qarr q_y_s = {q_y_d, q_y_nd, {q_y_d0, q_y_d1, q_y_d2}, q_y_n};
    qarr *q_y = &q_y_s;
    qarr q_x_s = {q_x_d, q_x_nd, {q_x_d0, q_x_d1, q_x_d2}, q_x_n};
    qarr *q_x = &q_x_s;
    for (long q_pos0 = ((long)blockIdx.z * blockDim.z + threadIdx.z); q_pos0 < q_lim0; q_pos0 += ((long)gridDim.z * blockDim.z))
    for (long q_pos1 = ((long)blockIdx.y * blockDim.y + threadIdx.y); q_pos1 < q_lim1; q_pos1 += ((long)gridDim.y * blockDim.y))
    for (long q_t2 = ((long)blockIdx.x * blockDim.x + threadIdx.x) * 3; q_t2 < q_lim2; q_t2 += ((long)gridDim.x * blockDim.x) * 3)
    for (long q_pos2 = q_t2; q_pos2 < q_t2 + 3 && q_pos2 < q_lim2; q_pos2++)
    {
    long q_pos[3] = {q_pos0, q_pos1, q_pos2};
    q_y->d[((q_pos[0]) * q_y->dim[1] + (q_pos[1])) * q_y->dim[2] + (q_pos[2])] = ((q_x->d[((q_pos[0]) * q_x->dim[1] + (q_pos[1])) * q_x->dim[2] + (q_pos[2])] * 2L) + q_pos[2]);
    }
    goto q_return;
q_return:
    return;
}

extern "C" void qk_cube_6(long lim0, long lim1, long lim2, qarr *q_y, qarr *q_x)
{
    if (lim0 <= 0 || lim1 <= 0 || lim2 <= 0) return; /* an empty grid */
    q_real *q_y_d = qcu_in(q_y);
    q_real *q_x_d = qcu_in(q_x);
    dim3 b(32, 4, 2);
    dim3 g((unsigned)(((((lim2) + 2) / 3 < 11 ? ((lim2) + 2) / 3 : 11) + b.x - 1) / b.x), (unsigned)((((lim1) < 4 ? (lim1) : 4) + b.y - 1) / b.y), (unsigned)((((lim0) < 2 ? (lim0) : 2) + b.z - 1) / b.z));
    qk_cube_6<<<g, b>>>(lim0, lim1, lim2, q_y_d, q_y->nd, q_y->dim[0], q_y->dim[1], q_y->dim[2], q_y->n, q_x_d, q_x->nd, q_x->dim[0], q_x->dim[1], q_x->dim[2], q_x->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_y);
}

__global__ void qk_red72_7(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red72, line 72 */
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
    __shared__ q_real q_shm_72_21[256];
    qarr q_shm_72_21_s = {q_shm_72_21, 1, {256, 1, 1}, 256};
    q_kf_rb = (qarr *)&q_shm_72_21_s;
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

extern "C" void qk_red72_7(long lim0, long q_kf_rn0, long q_kf_rs0, qarr *q_kf_rp0, qarr *q_kf_e0)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_rp0_d = qcu_in(q_kf_rp0);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    dim3 b(256, 1, 1);
    if (lim0 % 256) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 256\n", lim0); exit(1); }
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_red72_7<<<g, b>>>(lim0, q_kf_rn0, q_kf_rs0, q_kf_rp0_d, q_kf_rp0->nd, q_kf_rp0->dim[0], q_kf_rp0->dim[1], q_kf_rp0->dim[2], q_kf_rp0->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_rp0);
}

__global__ void qk_conv_8(long q_lim0, long q_lim1, q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n)
{
    /* conv, line 31 */
    qarr q_y_s = {q_y_d, q_y_nd, {q_y_d0, q_y_d1, q_y_d2}, q_y_n};
    qarr *q_y = &q_y_s;
    qarr q_x_s = {q_x_d, q_x_nd, {q_x_d0, q_x_d1, q_x_d2}, q_x_n};
    qarr *q_x = &q_x_s;
    for (long q_pos0 = ((long)blockIdx.y * blockDim.y + threadIdx.y); q_pos0 < q_lim0; q_pos0 += ((long)gridDim.y * blockDim.y))
    for (long q_pos1 = ((long)blockIdx.x * blockDim.x + threadIdx.x); q_pos1 < q_lim1; q_pos1 += ((long)gridDim.x * blockDim.x))
    {
    long q_pos[3] = {q_pos0, q_pos1, 0};
    double q_s = 0;
    long q_i = 0;
    long q_j = 0;
    q_s = 0;
    long t0 = (-1L), t1 = 1L;
    for (q_i = t0; q_i <= t1; q_i += 1) {
        long t2 = (-1L), t3 = 1L;
        for (q_j = t2; q_j <= t3; q_j += 1) {
            q_s += q_x->d[(q_clamp((q_pos[0] + q_i), q_x->dim[0])) * q_x->dim[1] + (q_clamp((q_pos[1] + q_j), q_x->dim[1]))];
        }
    }
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = ((double)(q_s) / (9L));
    }
    goto q_return;
q_return:
    return;
}

extern "C" void qk_conv_8(long lim0, long lim1, qarr *q_y, qarr *q_x)
{
    if (lim0 <= 0 || lim1 <= 0) return; /* an empty grid */
    q_real *q_y_d = qcu_in(q_y);
    q_real *q_x_d = qcu_in(q_x);
    dim3 b(32, 8, 1);
    dim3 g((unsigned)((((lim1) < qcu_tile_cap(2, 1) ? (lim1) : qcu_tile_cap(2, 1)) + b.x - 1) / b.x), (unsigned)((((lim0) < qcu_tile_cap(2, 0) ? (lim0) : qcu_tile_cap(2, 0)) + b.y - 1) / b.y), 1);
    qk_conv_8<<<g, b>>>(lim0, lim1, q_y_d, q_y->nd, q_y->dim[0], q_y->dim[1], q_y->dim[2], q_y->n, q_x_d, q_x->nd, q_x->dim[0], q_x->dim[1], q_x->dim[2], q_x->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_y);
}

__global__ void qk_red76_9(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red76, line 76 */
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
    __shared__ q_real q_shm_76_21[256];
    qarr q_shm_76_21_s = {q_shm_76_21, 1, {256, 1, 1}, 256};
    q_kf_rb = (qarr *)&q_shm_76_21_s;
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

extern "C" void qk_red76_9(long lim0, long q_kf_rn0, long q_kf_rs0, qarr *q_kf_rp0, qarr *q_kf_e0)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_rp0_d = qcu_in(q_kf_rp0);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    dim3 b(256, 1, 1);
    if (lim0 % 256) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 256\n", lim0); exit(1); }
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_red76_9<<<g, b>>>(lim0, q_kf_rn0, q_kf_rs0, q_kf_rp0_d, q_kf_rp0->nd, q_kf_rp0->dim[0], q_kf_rp0->dim[1], q_kf_rp0->dim[2], q_kf_rp0->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_rp0);
}

