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

__global__ void qk_scale_3(long q_lim0, long q_lim1, q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, double q_a)
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

extern "C" void qk_scale_3(long lim0, long lim1, qarr *q_y, qarr *q_x, double q_a)
{
    if (lim0 <= 0 || lim1 <= 0) return; /* an empty grid */
    q_real *q_y_d = qcu_in(q_y);
    q_real *q_x_d = qcu_in(q_x);
    dim3 b(32, 8, 1);
    dim3 g((unsigned)((((lim1) + 3) / 4 + b.x - 1) / b.x), (unsigned)(((lim0) + b.y - 1) / b.y), 1);
    qk_scale_3<<<g, b>>>(lim0, lim1, q_y_d, q_y->nd, q_y->dim[0], q_y->dim[1], q_y->dim[2], q_y->n, q_x_d, q_x->nd, q_x->dim[0], q_x->dim[1], q_x->dim[2], q_x->n, q_a);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_y);
}

__global__ void qk_cube_4(long q_lim0, long q_lim1, long q_lim2, q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n)
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

extern "C" void qk_cube_4(long lim0, long lim1, long lim2, qarr *q_y, qarr *q_x)
{
    if (lim0 <= 0 || lim1 <= 0 || lim2 <= 0) return; /* an empty grid */
    q_real *q_y_d = qcu_in(q_y);
    q_real *q_x_d = qcu_in(q_x);
    dim3 b(32, 4, 2);
    dim3 g((unsigned)(((((lim2) + 2) / 3 < 11 ? ((lim2) + 2) / 3 : 11) + b.x - 1) / b.x), (unsigned)((((lim1) < 4 ? (lim1) : 4) + b.y - 1) / b.y), (unsigned)((((lim0) < 2 ? (lim0) : 2) + b.z - 1) / b.z));
    qk_cube_4<<<g, b>>>(lim0, lim1, lim2, q_y_d, q_y->nd, q_y->dim[0], q_y->dim[1], q_y->dim[2], q_y->n, q_x_d, q_x->nd, q_x->dim[0], q_x->dim[1], q_x->dim[2], q_x->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_y);
}

__global__ void qk_conv_5(long q_lim0, long q_lim1, q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n)
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

extern "C" void qk_conv_5(long lim0, long lim1, qarr *q_y, qarr *q_x)
{
    if (lim0 <= 0 || lim1 <= 0) return; /* an empty grid */
    q_real *q_y_d = qcu_in(q_y);
    q_real *q_x_d = qcu_in(q_x);
    dim3 b(32, 8, 1);
    dim3 g((unsigned)((((lim1) < qcu_tile_cap(2, 1) ? (lim1) : qcu_tile_cap(2, 1)) + b.x - 1) / b.x), (unsigned)((((lim0) < qcu_tile_cap(2, 0) ? (lim0) : qcu_tile_cap(2, 0)) + b.y - 1) / b.y), 1);
    qk_conv_5<<<g, b>>>(lim0, lim1, q_y_d, q_y->nd, q_y->dim[0], q_y->dim[1], q_y->dim[2], q_y->n, q_x_d, q_x->nd, q_x->dim[0], q_x->dim[1], q_x->dim[2], q_x->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_y);
}

