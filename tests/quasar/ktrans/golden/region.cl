__kernel void qk_loop23_2(long q_lim0, long q_lim1, long q_kf_lo0, long q_kf_lo1, __global q_real *q_u_d, int q_u_nd, long q_u_d0, long q_u_d1, long q_u_d2, long q_u_n);
__kernel void qk_smooth_3(long q_lim0, long q_lim1, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, __global q_real *q_u_d, int q_u_nd, long q_u_d0, long q_u_d1, long q_u_d2, long q_u_n, double q_w);
__kernel void qk_drift_4(long q_lim0, __global q_real *q_v_d, int q_v_nd, long q_v_d0, long q_v_d1, long q_v_d2, long q_v_n, double q_t, long q_it);
__kernel void qk_lift_5(long q_lim0, long q_lim1, long q_lim2, __global q_real *q_c_d, int q_c_nd, long q_c_d0, long q_c_d1, long q_c_d2, long q_c_n, double q_t);
__kernel void qk_red47_6(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_red48_7(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_red48_8(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_expr51_9(long q_lim0, __global q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_smooth_10(long q_lim0, long q_lim1, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, __global q_real *q_u_d, int q_u_nd, long q_u_d0, long q_u_d1, long q_u_d2, long q_u_n, double q_w);
__kernel void qk_red56_11(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_red63_12(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_red63_13(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_red63_14(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);

__kernel void qk_loop23_2(long q_lim0, long q_lim1, long q_kf_lo0, long q_kf_lo1, __global q_real *q_u_d, int q_u_nd, long q_u_d0, long q_u_d1, long q_u_d2, long q_u_n)
{
    /* loop23, line 23 */
    long q_pos0 = get_global_id(1);
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = get_global_id(0);
    if (q_pos1 >= q_lim1) return;
    qarr q_u_s = {q_u_d, q_u_nd, {q_u_d0, q_u_d1, q_u_d2}, q_u_n};
    qarr *q_u = &q_u_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    long q_i = 0;
    long q_j = 0;
    q_i = (q_pos[0] + q_kf_lo0);
    q_j = (q_pos[1] + q_kf_lo1);
    q_u->d[(q_i) * q_u->dim[1] + (q_j)] = ((double)(q_imod(((q_i * 7L) + (q_j * 3L)), 11L)) / (11L));
    goto q_return;
q_return:
    return;
}

__kernel void qk_smooth_3(long q_lim0, long q_lim1, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, __global q_real *q_u_d, int q_u_nd, long q_u_d0, long q_u_d1, long q_u_d2, long q_u_n, double q_w)
{
    /* smooth, line 9 */
    long q_pos0 = get_global_id(1);
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = get_global_id(0);
    if (q_pos1 >= q_lim1) return;
    qarr q_y_s = {q_y_d, q_y_nd, {q_y_d0, q_y_d1, q_y_d2}, q_y_n};
    qarr *q_y = &q_y_s;
    qarr q_u_s = {q_u_d, q_u_nd, {q_u_d0, q_u_d1, q_u_d2}, q_u_n};
    qarr *q_u = &q_u_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = (((1L - q_w) * q_u->d[(q_clamp(q_pos[0], q_u->dim[0])) * q_u->dim[1] + (q_clamp(q_pos[1], q_u->dim[1]))]) + ((double)((q_w * (((q_u->d[(q_clamp((q_pos[0] + 0L), q_u->dim[0])) * q_u->dim[1] + (q_clamp((q_pos[1] + 1L), q_u->dim[1]))] + q_u->d[(q_clamp((q_pos[0] + 0L), q_u->dim[0])) * q_u->dim[1] + (q_clamp((q_pos[1] + (-1L)), q_u->dim[1]))]) + q_u->d[(q_clamp((q_pos[0] + 1L), q_u->dim[0])) * q_u->dim[1] + (q_clamp((q_pos[1] + 0L), q_u->dim[1]))]) + q_u->d[(q_clamp((q_pos[0] + (-1L)), q_u->dim[0])) * q_u->dim[1] + (q_clamp((q_pos[1] + 0L), q_u->dim[1]))]))) / (4L)));
    goto q_return;
q_return:
    return;
}

__kernel void qk_drift_4(long q_lim0, __global q_real *q_v_d, int q_v_nd, long q_v_d0, long q_v_d1, long q_v_d2, long q_v_n, double q_t, long q_it)
{
    /* drift, line 13 */
    long q_pos0 = get_global_id(0);
    if (q_pos0 >= q_lim0) return;
    qarr q_v_s = {q_v_d, q_v_nd, {q_v_d0, q_v_d1, q_v_d2}, q_v_n};
    qarr *q_v = &q_v_s;
    long q_pos = q_pos0;
    q_v->d[q_pos] = ((q_v->d[q_pos] + (q_t * q_it)) + q_pos);
    goto q_return;
q_return:
    return;
}

__kernel void qk_lift_5(long q_lim0, long q_lim1, long q_lim2, __global q_real *q_c_d, int q_c_nd, long q_c_d0, long q_c_d1, long q_c_d2, long q_c_n, double q_t)
{
    /* lift, line 17 */
    long q_pos0 = get_global_id(2);
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = get_global_id(1);
    if (q_pos1 >= q_lim1) return;
    long q_pos2 = get_global_id(0);
    if (q_pos2 >= q_lim2) return;
    qarr q_c_s = {q_c_d, q_c_nd, {q_c_d0, q_c_d1, q_c_d2}, q_c_n};
    qarr *q_c = &q_c_s;
    long q_pos[3] = {q_pos0, q_pos1, q_pos2};
    q_c->d[((q_pos[0]) * q_c->dim[1] + (q_pos[1])) * q_c->dim[2] + (q_pos[2])] = ((q_c->d[((q_pos[0]) * q_c->dim[1] + (q_pos[1])) * q_c->dim[2] + (q_pos[2])] * 0.5) + q_t);
    goto q_return;
q_return:
    return;
}

__kernel void qk_red47_6(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red47, line 47 */
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
    __local q_real q_shm_47_22[256];
    qlarr q_shm_47_22_s = {q_shm_47_22, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_47_22_s;
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

__kernel void qk_red48_7(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red48, line 48 */
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
    __local q_real q_shm_48_22[256];
    qlarr q_shm_48_22_s = {q_shm_48_22, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_48_22_s;
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

__kernel void qk_red48_8(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red48, line 48 */
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
    __local q_real q_shm_48_38[256];
    qlarr q_shm_48_38_s = {q_shm_48_38, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_48_38_s;
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

__kernel void qk_expr51_9(long q_lim0, __global q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* expr51, line 51 */
    long q_pos0 = get_global_id(0);
    if (q_pos0 >= q_lim0) return;
    qarr q_kf_r_s = {q_kf_r_d, q_kf_r_nd, {q_kf_r_d0, q_kf_r_d1, q_kf_r_d2}, q_kf_r_n};
    qarr *q_kf_r = &q_kf_r_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    long q_pos = q_pos0;
    q_kf_r->d[q_pos] = (q_kf_e0->d[q_pos] + 1L);
    goto q_return;
q_return:
    return;
}

__kernel void qk_smooth_10(long q_lim0, long q_lim1, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, __global q_real *q_u_d, int q_u_nd, long q_u_d0, long q_u_d1, long q_u_d2, long q_u_n, double q_w)
{
    /* smooth, line 9 */
    long q_pos0 = get_global_id(1);
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = get_global_id(0);
    if (q_pos1 >= q_lim1) return;
    qarr q_y_s = {q_y_d, q_y_nd, {q_y_d0, q_y_d1, q_y_d2}, q_y_n};
    qarr *q_y = &q_y_s;
    qarr q_u_s = {q_u_d, q_u_nd, {q_u_d0, q_u_d1, q_u_d2}, q_u_n};
    qarr *q_u = &q_u_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = (((1L - q_w) * q_u->d[(q_pos[0]) * q_u->dim[1] + (q_pos[1])]) + ((double)((q_w * (((q_u->d[(q_clamp((q_pos[0] + 0L), q_u->dim[0])) * q_u->dim[1] + (q_clamp((q_pos[1] + 1L), q_u->dim[1]))] + q_u->d[(q_clamp((q_pos[0] + 0L), q_u->dim[0])) * q_u->dim[1] + (q_clamp((q_pos[1] + (-1L)), q_u->dim[1]))]) + q_u->d[(q_clamp((q_pos[0] + 1L), q_u->dim[0])) * q_u->dim[1] + (q_clamp((q_pos[1] + 0L), q_u->dim[1]))]) + q_u->d[(q_clamp((q_pos[0] + (-1L)), q_u->dim[0])) * q_u->dim[1] + (q_clamp((q_pos[1] + 0L), q_u->dim[1]))]))) / (4L)));
    goto q_return;
q_return:
    return;
}

__kernel void qk_red56_11(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red56, line 56 */
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
    __local q_real q_shm_56_37[256];
    qlarr q_shm_56_37_s = {q_shm_56_37, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_56_37_s;
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

__kernel void qk_red63_12(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red63, line 63 */
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
    __local q_real q_shm_63_26[256];
    qlarr q_shm_63_26_s = {q_shm_63_26, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_63_26_s;
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

__kernel void qk_red63_13(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red63, line 63 */
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
    __local q_real q_shm_63_39[256];
    qlarr q_shm_63_39_s = {q_shm_63_39, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_63_39_s;
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

__kernel void qk_red63_14(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red63, line 63 */
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
    __local q_real q_shm_63_52[256];
    qlarr q_shm_63_52_s = {q_shm_63_52, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_63_52_s;
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

