__kernel void qk_loop30_2(long q_lim0, long q_lim1, long q_kf_lo0, long q_kf_lo1, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n);
__kernel void qk_scale_square_addto_3(long q_lim0, long q_lim1, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, double q_a, __global q_real *q_z_d, int q_z_nd, long q_z_d0, long q_z_d1, long q_z_d2, long q_z_n, double q_b);
__kernel void qk_blur_4(long q_lim0, long q_lim1, __global q_real *q_w_d, int q_w_nd, long q_w_d0, long q_w_d1, long q_w_d2, long q_w_n, __global q_real *q_z_d, int q_z_nd, long q_z_d0, long q_z_d1, long q_z_d2, long q_z_n);
__kernel void qk_negate_5(long q_lim0, long q_lim1, __global q_real *q_w_d, int q_w_nd, long q_w_d0, long q_w_d1, long q_w_d2, long q_w_n);
__kernel void qk_red46_6(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_red46_7(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_red46_8(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);

__kernel void qk_loop30_2(long q_lim0, long q_lim1, long q_kf_lo0, long q_kf_lo1, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n)
{
    /* loop30, line 30 */
    long q_pos0 = get_global_id(1);
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = get_global_id(0);
    if (q_pos1 >= q_lim1) return;
    qarr q_x_s = {q_x_d, q_x_nd, {q_x_d0, q_x_d1, q_x_d2}, q_x_n};
    qarr *q_x = &q_x_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    long q_i = 0;
    long q_j = 0;
    q_i = (q_pos[0] + q_kf_lo0);
    q_j = (q_pos[1] + q_kf_lo1);
    q_x->d[(q_i) * q_x->dim[1] + (q_j)] = sin((double)(((0.29999999999999999 * q_i) + (0.69999999999999996 * q_j))));
    goto q_return;
q_return:
    return;
}

__kernel void qk_scale_square_addto_3(long q_lim0, long q_lim1, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, double q_a, __global q_real *q_z_d, int q_z_nd, long q_z_d0, long q_z_d1, long q_z_d2, long q_z_n, double q_b)
{
    /* scale_square_addto, line 5 */
    long q_pos0 = get_global_id(1);
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = get_global_id(0);
    if (q_pos1 >= q_lim1) return;
    qarr q_y_s = {q_y_d, q_y_nd, {q_y_d0, q_y_d1, q_y_d2}, q_y_n};
    qarr *q_y = &q_y_s;
    qarr q_x_s = {q_x_d, q_x_nd, {q_x_d0, q_x_d1, q_x_d2}, q_x_n};
    qarr *q_x = &q_x_s;
    qarr q_z_s = {q_z_d, q_z_nd, {q_z_d0, q_z_d1, q_z_d2}, q_z_n};
    qarr *q_z = &q_z_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    double q_t = 0;
    double q_t_2 = 0;
    q_t = (q_a * q_x->d[(q_pos[0]) * q_x->dim[1] + (q_pos[1])]);
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = (q_t + 1L);
    q_t_2 = q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])];
    q_z->d[(q_pos[0]) * q_z->dim[1] + (q_pos[1])] = (q_t_2 * q_t_2);
    q_atomic_op(&q_z->d[(q_pos[0]) * q_z->dim[1] + (q_pos[1])], (q_b * q_x->d[(q_pos[0]) * q_x->dim[1] + (q_pos[1])]), 0);
    goto q_return;
q_return:
    return;
}

__kernel void qk_blur_4(long q_lim0, long q_lim1, __global q_real *q_w_d, int q_w_nd, long q_w_d0, long q_w_d1, long q_w_d2, long q_w_n, __global q_real *q_z_d, int q_z_nd, long q_z_d0, long q_z_d1, long q_z_d2, long q_z_n)
{
    /* blur, line 19 */
    long q_pos0 = get_global_id(1);
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = get_global_id(0);
    if (q_pos1 >= q_lim1) return;
    qarr q_w_s = {q_w_d, q_w_nd, {q_w_d0, q_w_d1, q_w_d2}, q_w_n};
    qarr *q_w = &q_w_s;
    qarr q_z_s = {q_z_d, q_z_nd, {q_z_d0, q_z_d1, q_z_d2}, q_z_n};
    qarr *q_z = &q_z_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_w->d[(q_pos[0]) * q_w->dim[1] + (q_pos[1])] = ((double)(((q_z->d[(q_clamp((q_pos[0] + 0L), q_z->dim[0])) * q_z->dim[1] + (q_clamp((q_pos[1] + (-1L)), q_z->dim[1]))] + q_z->d[(q_clamp(q_pos[0], q_z->dim[0])) * q_z->dim[1] + (q_clamp(q_pos[1], q_z->dim[1]))]) + q_z->d[(q_clamp((q_pos[0] + 0L), q_z->dim[0])) * q_z->dim[1] + (q_clamp((q_pos[1] + 1L), q_z->dim[1]))])) / (3L));
    goto q_return;
q_return:
    return;
}

__kernel void qk_negate_5(long q_lim0, long q_lim1, __global q_real *q_w_d, int q_w_nd, long q_w_d0, long q_w_d1, long q_w_d2, long q_w_n)
{
    /* negate, line 23 */
    long q_pos0 = get_global_id(1);
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = get_global_id(0);
    if (q_pos1 >= q_lim1) return;
    qarr q_w_s = {q_w_d, q_w_nd, {q_w_d0, q_w_d1, q_w_d2}, q_w_n};
    qarr *q_w = &q_w_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_w->d[(q_pos[0]) * q_w->dim[1] + (q_pos[1])] = (-q_w->d[(q_pos[0]) * q_w->dim[1] + (q_pos[1])]);
    goto q_return;
q_return:
    return;
}

__kernel void qk_red46_6(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red46, line 46 */
    long q_pos0 = get_global_id(0);
    qarr q_kf_rp0_s = {q_kf_rp0_d, q_kf_rp0_nd, {q_kf_rp0_d0, q_kf_rp0_d1, q_kf_rp0_d2}, q_kf_rp0_n};
    qarr *q_kf_rp0 = &q_kf_rp0_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    long q_pos = q_pos0;
    long q_blkpos = (long)get_local_id(0);
    long q_blkidx = (long)get_group_id(0);
    qlarr *q_kf_rb = NULL;
    double q_kf_ra0 = 0;
    long q_kf_rt = 0;
    long q_kf_ri0 = 0;
    __local q_real q_shm_46_41[256];
    qlarr q_shm_46_41_s = {q_shm_46_41, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_46_41_s;
    q_kf_ra0 = 0;
    q_kf_rt = q_blkpos;
    q_kf_ri0 = q_pos;
    for (;;) {
        if (!((q_kf_ri0 < q_kf_rn0))) break;
        q_kf_ra0 = (q_kf_ra0 + q_kf_e0->d[q_kf_ri0]);
        q_kf_ri0 = (q_kf_ri0 + q_kf_rs0);
    }
    q_kf_rb->d[q_kf_rt] = q_kf_ra0;
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((q_kf_rt < 128L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 128L)]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((q_kf_rt < 64L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 64L)]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((q_kf_rt < 32L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 32L)]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((q_kf_rt < 16L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 16L)]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((q_kf_rt < 8L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 8L)]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((q_kf_rt < 4L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 4L)]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((q_kf_rt < 2L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 2L)]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
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

__kernel void qk_red46_7(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red46, line 46 */
    long q_pos0 = get_global_id(0);
    qarr q_kf_rp0_s = {q_kf_rp0_d, q_kf_rp0_nd, {q_kf_rp0_d0, q_kf_rp0_d1, q_kf_rp0_d2}, q_kf_rp0_n};
    qarr *q_kf_rp0 = &q_kf_rp0_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    long q_pos = q_pos0;
    long q_blkpos = (long)get_local_id(0);
    long q_blkidx = (long)get_group_id(0);
    qlarr *q_kf_rb = NULL;
    double q_kf_ra0 = 0;
    long q_kf_rt = 0;
    long q_kf_ri0 = 0;
    __local q_real q_shm_46_49[256];
    qlarr q_shm_46_49_s = {q_shm_46_49, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_46_49_s;
    q_kf_ra0 = 0;
    q_kf_rt = q_blkpos;
    q_kf_ri0 = q_pos;
    for (;;) {
        if (!((q_kf_ri0 < q_kf_rn0))) break;
        q_kf_ra0 = (q_kf_ra0 + q_kf_e0->d[q_kf_ri0]);
        q_kf_ri0 = (q_kf_ri0 + q_kf_rs0);
    }
    q_kf_rb->d[q_kf_rt] = q_kf_ra0;
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((q_kf_rt < 128L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 128L)]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((q_kf_rt < 64L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 64L)]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((q_kf_rt < 32L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 32L)]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((q_kf_rt < 16L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 16L)]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((q_kf_rt < 8L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 8L)]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((q_kf_rt < 4L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 4L)]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((q_kf_rt < 2L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 2L)]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
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

__kernel void qk_red46_8(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red46, line 46 */
    long q_pos0 = get_global_id(0);
    qarr q_kf_rp0_s = {q_kf_rp0_d, q_kf_rp0_nd, {q_kf_rp0_d0, q_kf_rp0_d1, q_kf_rp0_d2}, q_kf_rp0_n};
    qarr *q_kf_rp0 = &q_kf_rp0_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    long q_pos = q_pos0;
    long q_blkpos = (long)get_local_id(0);
    long q_blkidx = (long)get_group_id(0);
    qlarr *q_kf_rb = NULL;
    double q_kf_ra0 = 0;
    long q_kf_rt = 0;
    long q_kf_ri0 = 0;
    __local q_real q_shm_46_57[256];
    qlarr q_shm_46_57_s = {q_shm_46_57, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_46_57_s;
    q_kf_ra0 = 0;
    q_kf_rt = q_blkpos;
    q_kf_ri0 = q_pos;
    for (;;) {
        if (!((q_kf_ri0 < q_kf_rn0))) break;
        q_kf_ra0 = (q_kf_ra0 + q_kf_e0->d[q_kf_ri0]);
        q_kf_ri0 = (q_kf_ri0 + q_kf_rs0);
    }
    q_kf_rb->d[q_kf_rt] = q_kf_ra0;
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((q_kf_rt < 128L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 128L)]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((q_kf_rt < 64L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 64L)]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((q_kf_rt < 32L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 32L)]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((q_kf_rt < 16L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 16L)]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((q_kf_rt < 8L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 8L)]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((q_kf_rt < 4L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 4L)]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((q_kf_rt < 2L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 2L)]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
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

