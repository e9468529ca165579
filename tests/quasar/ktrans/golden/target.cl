__kernel void qk_loop76_2(long q_lim0, long q_kf_lo0, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n);
__kernel void qk_smooth_3(long q_lim0, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n);
__kernel void qk_gpu_sum_6(long q_lim0, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, __global q_real *q_part_d, int q_part_nd, long q_part_d0, long q_part_d1, long q_part_d2, long q_part_n);

__kernel void qk_loop76_2(long q_lim0, long q_kf_lo0, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n)
{
    /* loop76, line 76 */
    long q_pos0 = get_global_id(0);
    if (q_pos0 >= q_lim0) return;
    qarr q_x_s = {q_x_d, q_x_nd, {q_x_d0, q_x_d1, q_x_d2}, q_x_n};
    qarr *q_x = &q_x_s;
    long q_pos = q_pos0;
    long q_i = 0;
    q_i = (q_pos + q_kf_lo0);
    q_x->d[q_i] = ((double)(q_imod((q_i * 37L), 101L)) / (101L));
    goto q_return;
q_return:
    return;
}

__kernel void qk_smooth_3(long q_lim0, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n)
{
    /* smooth, line 10 */
    long q_pos0 = get_global_id(0);
    qarr q_y_s = {q_y_d, q_y_nd, {q_y_d0, q_y_d1, q_y_d2}, q_y_n};
    qarr *q_y = &q_y_s;
    qarr q_x_s = {q_x_d, q_x_nd, {q_x_d0, q_x_d1, q_x_d2}, q_x_n};
    qarr *q_x = &q_x_s;
    long q_pos = q_pos0;
    long q_blkpos = (long)get_local_id(0);
    qlarr *q_t = NULL;
    __local q_real q_shm_12_13[64];
    qlarr q_shm_12_13_s = {q_shm_12_13, 1, {64, 1, 1}, 64};
    {
        q_t = (qlarr *)&q_shm_12_13_s;
        q_t->d[q_blkpos] = q_x->d[q_clamp(q_pos, q_x->n)];
        barrier(CLK_LOCAL_MEM_FENCE);
        q_y->d[q_pos] = ((double)(((q_x->d[q_clamp((q_pos - 1L), q_x->n)] + (2L * q_t->d[q_blkpos])) + q_x->d[q_clamp((q_pos + 1L), q_x->n)])) / (4L));
    }
    goto q_return;
q_return:
    return;
}

__kernel void qk_gpu_sum_6(long q_lim0, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, __global q_real *q_part_d, int q_part_nd, long q_part_d0, long q_part_d1, long q_part_d2, long q_part_n)
{
    /* gpu_sum, line 25 */
    long q_pos0 = get_global_id(0);
    qarr q_x_s = {q_x_d, q_x_nd, {q_x_d0, q_x_d1, q_x_d2}, q_x_n};
    qarr *q_x = &q_x_s;
    qarr q_part_s = {q_part_d, q_part_nd, {q_part_d0, q_part_d1, q_part_d2}, q_part_n};
    qarr *q_part = &q_part_s;
    long q_pos = q_pos0;
    long q_blkpos = (long)get_local_id(0);
    long q_blkdim = 64;
    long q_blkidx = (long)get_group_id(0);
    qlarr *q_bins = NULL;
    long q_bit = 0;
    __local q_real q_shm_27_12[64];
    qlarr q_shm_27_12_s = {q_shm_27_12, 1, {64, 1, 1}, 64};
    q_bins = (qlarr *)&q_shm_27_12_s;
    q_bins->d[q_blkpos] = q_x->d[q_pos];
    barrier(CLK_LOCAL_MEM_FENCE);
    q_bit = 1L;
    for (;;) {
        if (!((q_bit < q_blkdim))) break;
        if ((q_imod(q_blkpos, (2L * q_bit)) == 0L)) {
            q_bins->d[q_blkpos] = (q_bins->d[q_blkpos] + q_bins->d[(q_blkpos + q_bit)]);
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        q_bit *= 2L;
    }
    if ((q_blkpos == 0L)) {
        q_part->d[q_blkidx] = q_bins->d[0L];
    }
    goto q_return;
q_return:
    return;
}

