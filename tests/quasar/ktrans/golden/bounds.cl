__kernel void qk_loop41_2(long q_lim0, long q_lim1, long q_kf_lo0, long q_kf_lo1, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n);
__kernel void qk_grad_3(long q_lim0, long q_lim1, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n);
__kernel void qk_red48_4(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_blur_5(long q_lim0, long q_lim1, __global q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n, __global q_real *q_s_d, int q_s_nd, long q_s_d0, long q_s_d1, long q_s_d2, long q_s_n, __global q_real *q_o_d, int q_o_nd, long q_o_d0, long q_o_d1, long q_o_d2, long q_o_n);
__kernel void qk_red51_6(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_blur_7(long q_lim0, long q_lim1, __global q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n, __global q_real *q_s_d, int q_s_nd, long q_s_d0, long q_s_d1, long q_s_d2, long q_s_n, __global q_real *q_o_d, int q_o_nd, long q_o_d0, long q_o_d1, long q_o_d2, long q_o_n);
__kernel void qk_red56_8(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_loop58_9(long q_lim0, long q_kf_lo0, __global q_real *q_v_d, int q_v_nd, long q_v_d0, long q_v_d1, long q_v_d2, long q_v_n);
__kernel void qk_diff1_10(long q_lim0, __global q_real *q_d_d, int q_d_nd, long q_d_d0, long q_d_d1, long q_d_d2, long q_d_n, __global q_real *q_v_d, int q_v_nd, long q_v_d0, long q_v_d1, long q_v_d2, long q_v_n);
__kernel void qk_red63_11(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_scale3_12(long q_lim0, long q_lim1, long q_lim2, __global q_real *q_c_d, int q_c_nd, long q_c_d0, long q_c_d1, long q_c_d2, long q_c_n);
__kernel void qk_red66_13(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_rebind_14(long q_lim0, long q_lim1, __global q_real *q_r_d, int q_r_nd, long q_r_d0, long q_r_d1, long q_r_d2, long q_r_n, __global q_real *q_q_d, int q_q_nd, long q_q_d0, long q_q_d1, long q_q_d2, long q_q_n);
__kernel void qk_red69_15(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);

__kernel void qk_loop41_2(long q_lim0, long q_lim1, long q_kf_lo0, long q_kf_lo1, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n)
{
    /* loop41, line 41 */
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
    q_x->d[(q_i) * q_x->dim[1] + (q_j)] = ((double)(q_imod(((q_i * 13L) + (q_j * 7L)), 17L)) / (17L));
    goto q_return;
q_return:
    return;
}

__kernel void qk_grad_3(long q_lim0, long q_lim1, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n)
{
    /* grad, line 10 */
    long q_pos0 = get_global_id(1);
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = get_global_id(0);
    if (q_pos1 >= q_lim1) return;
    qarr q_y_s = {q_y_d, q_y_nd, {q_y_d0, q_y_d1, q_y_d2}, q_y_n};
    qarr *q_y = &q_y_s;
    qarr q_x_s = {q_x_d, q_x_nd, {q_x_d0, q_x_d1, q_x_d2}, q_x_n};
    qarr *q_x = &q_x_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = ((q_x->d[(q_mirror((q_pos[0] + 0L), q_x->dim[0])) * q_x->dim[1] + (q_mirror((q_pos[1] + 1L), q_x->dim[1]))] - q_x->d[(q_mirror((q_pos[0] - 0L), q_x->dim[0])) * q_x->dim[1] + (q_mirror((q_pos[1] - 1L), q_x->dim[1]))]) + q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])]);
    goto q_return;
q_return:
    return;
}

__kernel void qk_red48_4(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
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
    __local q_real q_shm_48_25[256];
    qlarr q_shm_48_25_s = {q_shm_48_25, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_48_25_s;
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

__kernel void qk_blur_5(long q_lim0, long q_lim1, __global q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n, __global q_real *q_s_d, int q_s_nd, long q_s_d0, long q_s_d1, long q_s_d2, long q_s_n, __global q_real *q_o_d, int q_o_nd, long q_o_d0, long q_o_d1, long q_o_d2, long q_o_n)
{
    /* blur, line 16 */
    long q_pos0 = get_global_id(1);
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = get_global_id(0);
    if (q_pos1 >= q_lim1) return;
    qarr q_a_s = {q_a_d, q_a_nd, {q_a_d0, q_a_d1, q_a_d2}, q_a_n};
    qarr *q_a = &q_a_s;
    qarr q_s_s = {q_s_d, q_s_nd, {q_s_d0, q_s_d1, q_s_d2}, q_s_n};
    qarr *q_s = &q_s_s;
    qarr q_o_s = {q_o_d, q_o_nd, {q_o_d0, q_o_d1, q_o_d2}, q_o_n};
    qarr *q_o = &q_o_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_o->d[(q_pos[0]) * q_o->dim[1] + (q_pos[1])] = ((((double)(((q_a->d[(q_pos[0]) * q_a->dim[1] + (q_clamp((q_pos[1] - 1L), q_a->dim[1]))] + (2L * q_a->d[(q_pos[0]) * q_a->dim[1] + (q_pos[1])])) + q_a->d[(q_pos[0]) * q_a->dim[1] + (q_clamp((q_pos[1] + 1L), q_a->dim[1]))])) / (4L)) + q_s->d[(q_pos[0]) * q_s->dim[1] + (q_pos[1])]) + ((((q_pos[0] + 1L)) >= 0 && ((q_pos[0] + 1L)) < q_s->dim[0] && ((q_pos[1] + 1L)) >= 0 && ((q_pos[1] + 1L)) < q_s->dim[1]) ? q_s->d[((q_pos[0] + 1L)) * q_s->dim[1] + ((q_pos[1] + 1L))] : 0.0));
    goto q_return;
q_return:
    return;
}

__kernel void qk_red51_6(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red51, line 51 */
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
    __local q_real q_shm_51_25[256];
    qlarr q_shm_51_25_s = {q_shm_51_25, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_51_25_s;
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

__kernel void qk_blur_7(long q_lim0, long q_lim1, __global q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n, __global q_real *q_s_d, int q_s_nd, long q_s_d0, long q_s_d1, long q_s_d2, long q_s_n, __global q_real *q_o_d, int q_o_nd, long q_o_d0, long q_o_d1, long q_o_d2, long q_o_n)
{
    /* blur, line 16 */
    long q_pos0 = get_global_id(1);
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = get_global_id(0);
    if (q_pos1 >= q_lim1) return;
    qarr q_a_s = {q_a_d, q_a_nd, {q_a_d0, q_a_d1, q_a_d2}, q_a_n};
    qarr *q_a = &q_a_s;
    qarr q_s_s = {q_s_d, q_s_nd, {q_s_d0, q_s_d1, q_s_d2}, q_s_n};
    qarr *q_s = &q_s_s;
    qarr q_o_s = {q_o_d, q_o_nd, {q_o_d0, q_o_d1, q_o_d2}, q_o_n};
    qarr *q_o = &q_o_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_o->d[(q_pos[0]) * q_o->dim[1] + (q_pos[1])] = ((((double)(((q_a->d[(q_clamp(q_pos[0], q_a->dim[0])) * q_a->dim[1] + (q_clamp((q_pos[1] - 1L), q_a->dim[1]))] + (2L * q_a->d[(q_clamp(q_pos[0], q_a->dim[0])) * q_a->dim[1] + (q_clamp(q_pos[1], q_a->dim[1]))])) + q_a->d[(q_clamp(q_pos[0], q_a->dim[0])) * q_a->dim[1] + (q_clamp((q_pos[1] + 1L), q_a->dim[1]))])) / (4L)) + (((q_pos[0]) >= 0 && (q_pos[0]) < q_s->dim[0] && (q_pos[1]) >= 0 && (q_pos[1]) < q_s->dim[1]) ? q_s->d[(q_pos[0]) * q_s->dim[1] + (q_pos[1])] : 0.0)) + ((((q_pos[0] + 1L)) >= 0 && ((q_pos[0] + 1L)) < q_s->dim[0] && ((q_pos[1] + 1L)) >= 0 && ((q_pos[1] + 1L)) < q_s->dim[1]) ? q_s->d[((q_pos[0] + 1L)) * q_s->dim[1] + ((q_pos[1] + 1L))] : 0.0));
    goto q_return;
q_return:
    return;
}

__kernel void qk_red56_8(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
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

__kernel void qk_loop58_9(long q_lim0, long q_kf_lo0, __global q_real *q_v_d, int q_v_nd, long q_v_d0, long q_v_d1, long q_v_d2, long q_v_n)
{
    /* loop58, line 58 */
    long q_pos0 = get_global_id(0);
    if (q_pos0 >= q_lim0) return;
    qarr q_v_s = {q_v_d, q_v_nd, {q_v_d0, q_v_d1, q_v_d2}, q_v_n};
    qarr *q_v = &q_v_s;
    long q_pos = q_pos0;
    long q_i = 0;
    q_i = (q_pos + q_kf_lo0);
    q_v->d[q_i] = (q_i * q_i);
    goto q_return;
q_return:
    return;
}

__kernel void qk_diff1_10(long q_lim0, __global q_real *q_d_d, int q_d_nd, long q_d_d0, long q_d_d1, long q_d_d2, long q_d_n, __global q_real *q_v_d, int q_v_nd, long q_v_d0, long q_v_d1, long q_v_d2, long q_v_n)
{
    /* diff1, line 21 */
    long q_pos0 = get_global_id(0);
    if (q_pos0 >= q_lim0) return;
    qarr q_d_s = {q_d_d, q_d_nd, {q_d_d0, q_d_d1, q_d_d2}, q_d_n};
    qarr *q_d = &q_d_s;
    qarr q_v_s = {q_v_d, q_v_nd, {q_v_d0, q_v_d1, q_v_d2}, q_v_n};
    qarr *q_v = &q_v_s;
    long q_pos = q_pos0;
    q_d->d[q_pos] = (q_v->d[q_circ((q_pos + 1L), q_v->n)] - q_v->d[q_pos]);
    goto q_return;
q_return:
    return;
}

__kernel void qk_red63_11(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
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

__kernel void qk_scale3_12(long q_lim0, long q_lim1, long q_lim2, __global q_real *q_c_d, int q_c_nd, long q_c_d0, long q_c_d1, long q_c_d2, long q_c_n)
{
    /* scale3, line 26 */
    long q_pos0 = get_global_id(2);
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = get_global_id(1);
    if (q_pos1 >= q_lim1) return;
    long q_pos2 = get_global_id(0);
    if (q_pos2 >= q_lim2) return;
    qarr q_c_s = {q_c_d, q_c_nd, {q_c_d0, q_c_d1, q_c_d2}, q_c_n};
    qarr *q_c = &q_c_s;
    long q_pos[3] = {q_pos0, q_pos1, q_pos2};
    q_c->d[((q_pos[0]) * q_c->dim[1] + (q_pos[1])) * q_c->dim[2] + (q_pos[2])] = ((q_c->d[((q_pos[0]) * q_c->dim[1] + (q_pos[1])) * q_c->dim[2] + (q_pos[2])] * 2L) + q_c->d[((q_pos[0]) * q_c->dim[1] + (q_pos[1])) * q_c->dim[2] + (q_pos[2])]);
    goto q_return;
q_return:
    return;
}

__kernel void qk_red66_13(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red66, line 66 */
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
    __local q_real q_shm_66_27[256];
    qlarr q_shm_66_27_s = {q_shm_66_27, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_66_27_s;
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

__kernel void qk_rebind_14(long q_lim0, long q_lim1, __global q_real *q_r_d, int q_r_nd, long q_r_d0, long q_r_d1, long q_r_d2, long q_r_n, __global q_real *q_q_d, int q_q_nd, long q_q_d0, long q_q_d1, long q_q_d2, long q_q_n)
{
    /* rebind, line 32 */
    long q_pos0 = get_global_id(1);
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = get_global_id(0);
    if (q_pos1 >= q_lim1) return;
    qarr q_r_s = {q_r_d, q_r_nd, {q_r_d0, q_r_d1, q_r_d2}, q_r_n};
    qarr *q_r = &q_r_s;
    qarr q_q_s = {q_q_d, q_q_nd, {q_q_d0, q_q_d1, q_q_d2}, q_q_n};
    qarr *q_q = &q_q_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    if ((q_pos[0] < 0L)) {
        q_r = q_q;
    }
    q_r->d[(q_clamp(q_pos[0], q_r->dim[0])) * q_r->dim[1] + (q_clamp(q_pos[1], q_r->dim[1]))] = (q_r->d[(q_clamp(q_pos[0], q_r->dim[0])) * q_r->dim[1] + (q_clamp(q_pos[1], q_r->dim[1]))] + 1L);
    goto q_return;
q_return:
    return;
}

__kernel void qk_red69_15(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red69, line 69 */
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
    __local q_real q_shm_69_27[256];
    qlarr q_shm_69_27_s = {q_shm_69_27, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_69_27_s;
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

