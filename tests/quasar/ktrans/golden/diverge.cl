__kernel void qk_loop106_2(long q_lim0, long q_lim1, long q_kf_lo0, long q_kf_lo1, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n);
__kernel void qk_edge_3(long q_lim0, long q_lim1, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n);
__kernel void qk_red113_4(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_loop115_5(long q_lim0, long q_kf_lo0, __global q_real *q_v_d, int q_v_nd, long q_v_d0, long q_v_d1, long q_v_d2, long q_v_n);
__kernel void qk_thresh_6(long q_lim0, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, double q_t, long q_mode);
__kernel void qk_red120_7(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_red122_8(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_loop124_9(long q_lim0, long q_kf_lo0, __global q_real *q_d_d, int q_d_nd, long q_d_d0, long q_d_d1, long q_d_d2, long q_d_n);
__kernel void qk_guarded_10(long q_lim0, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, __global q_real *q_d_d, int q_d_nd, long q_d_d0, long q_d_d1, long q_d_d2, long q_d_n);
__kernel void qk_red129_11(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_expr130_12(long q_lim0, __global q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
double qk_soft_14(double q_v, double q_t);
__kernel void qk_band_13(long q_lim0, long q_lim1, __global q_real *q_c_d, int q_c_nd, long q_c_d0, long q_c_d1, long q_c_d2, long q_c_n, long q_m, long q_p, double q_t);
__kernel void qk_red132_15(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_red132_16(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, __global q_real *q_kf_e1_d, int q_kf_e1_nd, long q_kf_e1_d0, long q_kf_e1_d1, long q_kf_e1_d2, long q_kf_e1_n);
double qk_tally_18(double q_v, qarr *q_cnt);
__kernel void qk_kept_17(long q_lim0, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, __global q_real *q_z_d, int q_z_nd, long q_z_d0, long q_z_d1, long q_z_d2, long q_z_n, __global q_real *q_cnt_d, int q_cnt_nd, long q_cnt_d0, long q_cnt_d1, long q_cnt_d2, long q_cnt_n);
__kernel void qk_red136_19(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_red136_20(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_two_21(long q_lim0, __global q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n, __global q_real *q_b_d, int q_b_nd, long q_b_d0, long q_b_d1, long q_b_d2, long q_b_n);
__kernel void qk_red139_22(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_red139_23(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);

__kernel void qk_loop106_2(long q_lim0, long q_lim1, long q_kf_lo0, long q_kf_lo1, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n)
{
    /* loop106, line 106 */
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
    q_x->d[(q_i) * q_x->dim[1] + (q_j)] = ((double)(q_imod(((q_i * 7L) + (q_j * 11L)), 13L)) / (13L));
    goto q_return;
q_return:
    return;
}

__kernel void qk_edge_3(long q_lim0, long q_lim1, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n)
{
    /* edge, line 9 */
    long q_pos0 = get_global_id(1);
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = get_global_id(0);
    if (q_pos1 >= q_lim1) return;
    qarr q_y_s = {q_y_d, q_y_nd, {q_y_d0, q_y_d1, q_y_d2}, q_y_n};
    qarr *q_y = &q_y_s;
    qarr q_x_s = {q_x_d, q_x_nd, {q_x_d0, q_x_d1, q_x_d2}, q_x_n};
    qarr *q_x = &q_x_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    double t0 = q_x->d[(q_clamp(q_pos[0], q_x->dim[0])) * q_x->dim[1] + (q_clamp(q_pos[1], q_x->dim[1]))];
    double t1 = ((double)(((q_x->d[(q_clamp((q_pos[0] - 0L), q_x->dim[0])) * q_x->dim[1] + (q_clamp((q_pos[1] - 1L), q_x->dim[1]))] + (2L * q_x->d[(q_clamp(q_pos[0], q_x->dim[0])) * q_x->dim[1] + (q_clamp(q_pos[1], q_x->dim[1]))])) + q_x->d[(q_clamp((q_pos[0] + 0L), q_x->dim[0])) * q_x->dim[1] + (q_clamp((q_pos[1] + 1L), q_x->dim[1]))])) / (4L));
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = (((q_pos[1] == 0L) || (q_pos[1] == (qa_size(q_x, 1L) - 1L))) ? t0 : t1);
    goto q_return;
q_return:
    return;
}

__kernel void qk_red113_4(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red113, line 113 */
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
    __local q_real q_shm_113_25[256];
    qlarr q_shm_113_25_s = {q_shm_113_25, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_113_25_s;
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

__kernel void qk_loop115_5(long q_lim0, long q_kf_lo0, __global q_real *q_v_d, int q_v_nd, long q_v_d0, long q_v_d1, long q_v_d2, long q_v_n)
{
    /* loop115, line 115 */
    long q_pos0 = get_global_id(0);
    if (q_pos0 >= q_lim0) return;
    qarr q_v_s = {q_v_d, q_v_nd, {q_v_d0, q_v_d1, q_v_d2}, q_v_n};
    qarr *q_v = &q_v_s;
    long q_pos = q_pos0;
    long q_i = 0;
    q_i = (q_pos + q_kf_lo0);
    q_v->d[q_i] = ((double)(q_imod((q_i * 5L), 9L)) / (9L));
    goto q_return;
q_return:
    return;
}

__kernel void qk_thresh_6(long q_lim0, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, double q_t, long q_mode)
{
    /* thresh, line 19 */
    long q_pos0 = get_global_id(0);
    if (q_pos0 >= q_lim0) return;
    qarr q_y_s = {q_y_d, q_y_nd, {q_y_d0, q_y_d1, q_y_d2}, q_y_n};
    qarr *q_y = &q_y_s;
    qarr q_x_s = {q_x_d, q_x_nd, {q_x_d0, q_x_d1, q_x_d2}, q_x_n};
    qarr *q_x = &q_x_s;
    long q_pos = q_pos0;
    double q_v = 0;
    double q_w = 0;
    q_v = q_x->d[q_pos];
    double t0 = (q_v - q_t);
    double t1 = 0;
    q_w = ((q_v > q_t) ? t0 : t1);
    if ((q_mode == 1L)) {
        q_y->d[q_pos] = q_w;
    } else {
        q_y->d[q_pos] = (-q_w);
    }
    goto q_return;
q_return:
    return;
}

__kernel void qk_red120_7(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red120, line 120 */
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
    __local q_real q_shm_120_27[256];
    qlarr q_shm_120_27_s = {q_shm_120_27, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_120_27_s;
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

__kernel void qk_red122_8(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red122, line 122 */
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
    __local q_real q_shm_122_36[256];
    qlarr q_shm_122_36_s = {q_shm_122_36, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_122_36_s;
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

__kernel void qk_loop124_9(long q_lim0, long q_kf_lo0, __global q_real *q_d_d, int q_d_nd, long q_d_d0, long q_d_d1, long q_d_d2, long q_d_n)
{
    /* loop124, line 124 */
    long q_pos0 = get_global_id(0);
    if (q_pos0 >= q_lim0) return;
    qarr q_d_s = {q_d_d, q_d_nd, {q_d_d0, q_d_d1, q_d_d2}, q_d_n};
    qarr *q_d = &q_d_s;
    long q_pos = q_pos0;
    long q_i = 0;
    q_i = (q_pos + q_kf_lo0);
    q_d->d[q_i] = q_imod(q_i, 4L);
    goto q_return;
q_return:
    return;
}

__kernel void qk_guarded_10(long q_lim0, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, __global q_real *q_d_d, int q_d_nd, long q_d_d0, long q_d_d1, long q_d_d2, long q_d_n)
{
    /* guarded, line 36 */
    long q_pos0 = get_global_id(0);
    if (q_pos0 >= q_lim0) return;
    qarr q_y_s = {q_y_d, q_y_nd, {q_y_d0, q_y_d1, q_y_d2}, q_y_n};
    qarr *q_y = &q_y_s;
    qarr q_x_s = {q_x_d, q_x_nd, {q_x_d0, q_x_d1, q_x_d2}, q_x_n};
    qarr *q_x = &q_x_s;
    qarr q_d_s = {q_d_d, q_d_nd, {q_d_d0, q_d_d1, q_d_d2}, q_d_n};
    qarr *q_d = &q_d_s;
    long q_pos = q_pos0;
    double q_a = 0;
    long q_k = 0;
    long q_q = 0;
    double q_r = 0;
    if ((q_pos > 0L)) {
        q_a = q_x->d[(q_pos - 1L)];
    } else {
        q_a = 0;
    }
    q_k = ((long)(q_d->d[q_pos]));
    if ((q_k != 0L)) {
        q_q = q_imod(100L, q_k);
    } else {
        q_q = 0L;
    }
    double t0 = ((double)(1L) / (q_k));
    double t1 = 0;
    q_r = ((q_k != 0L) ? t0 : t1);
    q_y->d[q_pos] = ((q_a + q_q) + q_r);
    goto q_return;
q_return:
    return;
}

__kernel void qk_red129_11(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red129, line 129 */
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
    __local q_real q_shm_129_28[256];
    qlarr q_shm_129_28_s = {q_shm_129_28, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_129_28_s;
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

__kernel void qk_expr130_12(long q_lim0, __global q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* expr130, line 130 */
    long q_pos0 = get_global_id(0);
    if (q_pos0 >= q_lim0) return;
    qarr q_kf_r_s = {q_kf_r_d, q_kf_r_nd, {q_kf_r_d0, q_kf_r_d1, q_kf_r_d2}, q_kf_r_n};
    qarr *q_kf_r = &q_kf_r_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    long q_pos = q_pos0;
    q_kf_r->d[q_pos] = (q_kf_e0->d[q_pos] - 0.5);
    goto q_return;
q_return:
    return;
}

double qk_soft_14(double q_v, double q_t)
{
    /* soft, line 61 */
    q_v = (q_sign((double)(q_v)) * q_fmax((double)((fabs((double)(q_v)) - q_t)), (double)(0L)));
    goto q_return;
q_return:
    return q_v;
}

__kernel void qk_band_13(long q_lim0, long q_lim1, __global q_real *q_c_d, int q_c_nd, long q_c_d0, long q_c_d1, long q_c_d2, long q_c_n, long q_m, long q_p, double q_t)
{
    /* band, line 65 */
    long q_pos0 = get_global_id(1);
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = get_global_id(0);
    if (q_pos1 >= q_lim1) return;
    qarr q_c_s = {q_c_d, q_c_nd, {q_c_d0, q_c_d1, q_c_d2}, q_c_n};
    qarr *q_c = &q_c_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    double q_s = 0;
    q_s = 1;
    double t0 = 0.5;
    double t1 = q_s;
    q_s = ((q_pos[1] > q_pos[0]) ? t0 : t1);
    double t2 = (q_s * qk_soft_14(q_c->d[(q_pos[0]) * q_c->dim[1] + (q_pos[1])], q_t));
    double t3 = q_c->d[(q_pos[0]) * q_c->dim[1] + (q_pos[1])];
    q_c->d[(q_pos[0]) * q_c->dim[1] + (q_pos[1])] = (((q_pos[0] >= q_m) || (q_pos[1] >= q_p)) ? t2 : t3);
    goto q_return;
q_return:
    return;
}

__kernel void qk_red132_15(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red132, line 132 */
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
    __local q_real q_shm_132_25[256];
    qlarr q_shm_132_25_s = {q_shm_132_25, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_132_25_s;
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

__kernel void qk_red132_16(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, __global q_real *q_kf_e1_d, int q_kf_e1_nd, long q_kf_e1_d0, long q_kf_e1_d1, long q_kf_e1_d2, long q_kf_e1_n)
{
    /* red132, line 132 */
    long q_pos0 = get_global_id(0);
    qarr q_kf_rp0_s = {q_kf_rp0_d, q_kf_rp0_nd, {q_kf_rp0_d0, q_kf_rp0_d1, q_kf_rp0_d2}, q_kf_rp0_n};
    qarr *q_kf_rp0 = &q_kf_rp0_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    qarr q_kf_e1_s = {q_kf_e1_d, q_kf_e1_nd, {q_kf_e1_d0, q_kf_e1_d1, q_kf_e1_d2}, q_kf_e1_n};
    qarr *q_kf_e1 = &q_kf_e1_s;
    long q_pos = q_pos0;
    long q_blkpos = (long)get_local_id(0);
    long q_blkidx = (long)get_group_id(0);
    qlarr *q_kf_rb = NULL;
    double q_kf_ra0 = 0;
    long q_kf_rt = 0;
    long q_kf_ri0 = 0;
    __local q_real q_shm_132_38[256];
    qlarr q_shm_132_38_s = {q_shm_132_38, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_132_38_s;
    q_kf_ra0 = 0;
    q_kf_rt = q_blkpos;
    q_kf_ri0 = q_pos;
    for (;;) {
        if (!((q_kf_ri0 < q_kf_rn0))) break;
        q_kf_ra0 = (q_kf_ra0 + (q_kf_e0->d[q_kf_ri0] * q_kf_e1->d[q_kf_ri0]));
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

double qk_tally_18(double q_v, qarr *q_cnt)
{
    /* tally, line 80 */
    double q_r = 0;
    q_cnt->d[0L] = (q_cnt->d[0L] + 1L);
    q_r = (2L * q_v);
    goto q_return;
q_return:
    return q_r;
}

__kernel void qk_kept_17(long q_lim0, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, __global q_real *q_z_d, int q_z_nd, long q_z_d0, long q_z_d1, long q_z_d2, long q_z_n, __global q_real *q_cnt_d, int q_cnt_nd, long q_cnt_d0, long q_cnt_d1, long q_cnt_d2, long q_cnt_n)
{
    /* kept, line 85 */
    long q_pos0 = get_global_id(0);
    if (q_pos0 >= q_lim0) return;
    qarr q_y_s = {q_y_d, q_y_nd, {q_y_d0, q_y_d1, q_y_d2}, q_y_n};
    qarr *q_y = &q_y_s;
    qarr q_x_s = {q_x_d, q_x_nd, {q_x_d0, q_x_d1, q_x_d2}, q_x_n};
    qarr *q_x = &q_x_s;
    qarr q_z_s = {q_z_d, q_z_nd, {q_z_d0, q_z_d1, q_z_d2}, q_z_n};
    qarr *q_z = &q_z_s;
    qarr q_cnt_s = {q_cnt_d, q_cnt_nd, {q_cnt_d0, q_cnt_d1, q_cnt_d2}, q_cnt_n};
    qarr *q_cnt = &q_cnt_s;
    long q_pos = q_pos0;
    if ((q_pos < (q_x->n - 1L))) {
        q_y->d[q_pos] = q_x->d[(q_pos + 1L)];
    }
    if ((q_pos < q_z->n)) {
        q_z->d[q_pos] = 1;
    }
    if ((q_pos == 0L)) {
        q_y->d[q_pos] = qk_tally_18(q_y->d[q_pos], q_cnt);
    }
    goto q_return;
q_return:
    return;
}

__kernel void qk_red136_19(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red136, line 136 */
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
    __local q_real q_shm_136_25[256];
    qlarr q_shm_136_25_s = {q_shm_136_25, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_136_25_s;
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

__kernel void qk_red136_20(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red136, line 136 */
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
    __local q_real q_shm_136_38[256];
    qlarr q_shm_136_38_s = {q_shm_136_38, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_136_38_s;
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

__kernel void qk_two_21(long q_lim0, __global q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n, __global q_real *q_b_d, int q_b_nd, long q_b_d0, long q_b_d1, long q_b_d2, long q_b_n)
{
    /* two, line 97 */
    long q_pos0 = get_global_id(0);
    if (q_pos0 >= q_lim0) return;
    qarr q_a_s = {q_a_d, q_a_nd, {q_a_d0, q_a_d1, q_a_d2}, q_a_n};
    qarr *q_a = &q_a_s;
    qarr q_b_s = {q_b_d, q_b_nd, {q_b_d0, q_b_d1, q_b_d2}, q_b_n};
    qarr *q_b = &q_b_s;
    long q_pos = q_pos0;
    if ((q_pos > 2L)) {
        q_a->d[q_pos] = (2L * q_a->d[q_pos]);
    }
    q_b->d[q_pos] = 1;
    goto q_return;
q_return:
    return;
}

__kernel void qk_red139_22(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red139, line 139 */
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
    __local q_real q_shm_139_24[256];
    qlarr q_shm_139_24_s = {q_shm_139_24, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_139_24_s;
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

__kernel void qk_red139_23(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red139, line 139 */
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
    __local q_real q_shm_139_37[256];
    qlarr q_shm_139_37_s = {q_shm_139_37, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_139_37_s;
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

