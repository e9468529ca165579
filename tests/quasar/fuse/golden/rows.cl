__kernel void qk_loop61_2(long q_lim0, long q_lim1, long q_kf_lo0, long q_kf_lo1, __global q_real *q_u_d, int q_u_nd, long q_u_d0, long q_u_d1, long q_u_d2, long q_u_n, __global q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n);
__kernel void qk_expr75_3(long q_lim0, __global q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_grad_4(long q_lim0, long q_lim1, __global q_real *q_gx_d, int q_gx_nd, long q_gx_d0, long q_gx_d1, long q_gx_d2, long q_gx_n, __global q_real *q_gy_d, int q_gy_nd, long q_gy_d0, long q_gy_d1, long q_gy_d2, long q_gy_n, __global q_real *q_u_d, int q_u_nd, long q_u_d0, long q_u_d1, long q_u_d2, long q_u_n);
__kernel void qk_upd_5(long q_lim0, long q_lim1, __global q_real *q_u_d, int q_u_nd, long q_u_d0, long q_u_d1, long q_u_d2, long q_u_n, __global q_real *q_gx_d, int q_gx_nd, long q_gx_d0, long q_gx_d1, long q_gx_d2, long q_gx_n, __global q_real *q_gy_d, int q_gy_nd, long q_gy_d0, long q_gy_d1, long q_gy_d2, long q_gy_n, double q_t);
__kernel void qk_smooth_6(long q_lim0, long q_lim1, __global q_real *q_s_d, int q_s_nd, long q_s_d0, long q_s_d1, long q_s_d2, long q_s_n, __global q_real *q_v_d, int q_v_nd, long q_v_d0, long q_v_d1, long q_v_d2, long q_v_n);
__kernel void qk_back_7(long q_lim0, long q_lim1, __global q_real *q_v_d, int q_v_nd, long q_v_d0, long q_v_d1, long q_v_d2, long q_v_n, __global q_real *q_s_d, int q_s_nd, long q_s_d0, long q_s_d1, long q_s_d2, long q_s_n);
__kernel void qk_lap3_8(long q_lim0, long q_lim1, long q_lim2, __global q_real *q_w_d, int q_w_nd, long q_w_d0, long q_w_d1, long q_w_d2, long q_w_n, __global q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n);
__kernel void qk_step3_9(long q_lim0, long q_lim1, long q_lim2, __global q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n, __global q_real *q_w_d, int q_w_nd, long q_w_d0, long q_w_d1, long q_w_d2, long q_w_n);
__kernel void qk_fill_10(long q_lim0, long q_lim1, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n);
__kernel void qk_use_11(long q_lim0, long q_lim1, __global q_real *q_z_d, int q_z_nd, long q_z_d0, long q_z_d1, long q_z_d2, long q_z_n, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n);
__kernel void qk_red87_12(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_red88_13(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_red89_14(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_red90_15(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_red90_16(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_mir_17(long q_lim0, long q_lim1, __global q_real *q_z_d, int q_z_nd, long q_z_d0, long q_z_d1, long q_z_d2, long q_z_n, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n);
__kernel void qk_tra_18(long q_lim0, long q_lim1, __global q_real *q_z_d, int q_z_nd, long q_z_d0, long q_z_d1, long q_z_d2, long q_z_n, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n);
__kernel void qk_red95_19(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);

__kernel void qk_loop61_2(long q_lim0, long q_lim1, long q_kf_lo0, long q_kf_lo1, __global q_real *q_u_d, int q_u_nd, long q_u_d0, long q_u_d1, long q_u_d2, long q_u_n, __global q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n)
{
    /* loop61, line 61 */
    long q_pos0 = get_global_id(1);
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = get_global_id(0);
    if (q_pos1 >= q_lim1) return;
    qarr q_u_s = {q_u_d, q_u_nd, {q_u_d0, q_u_d1, q_u_d2}, q_u_n};
    qarr *q_u = &q_u_s;
    qarr q_a_s = {q_a_d, q_a_nd, {q_a_d0, q_a_d1, q_a_d2}, q_a_n};
    qarr *q_a = &q_a_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    long q_i = 0;
    long q_j = 0;
    long q_k = 0;
    q_i = (q_pos[0] + q_kf_lo0);
    q_j = (q_pos[1] + q_kf_lo1);
    q_u->d[(q_i) * q_u->dim[1] + (q_j)] = sin((double)(((0.29999999999999999 * q_i) + (0.69999999999999996 * q_j))));
    long t0 = 0L, t1 = 2L;
    for (q_k = t0; q_k <= t1; q_k += 1) {
        q_a->d[((q_i) * q_a->dim[1] + (q_k)) * q_a->dim[2] + (q_j)] = cos((double)((((0.20000000000000001 * q_i) - (0.5 * q_j)) + q_k)));
    }
    goto q_return;
q_return:
    return;
}

__kernel void qk_expr75_3(long q_lim0, __global q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* expr75, line 75 */
    long q_pos0 = get_global_id(0);
    if (q_pos0 >= q_lim0) return;
    qarr q_kf_r_s = {q_kf_r_d, q_kf_r_nd, {q_kf_r_d0, q_kf_r_d1, q_kf_r_d2}, q_kf_r_n};
    qarr *q_kf_r = &q_kf_r_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    long q_pos = q_pos0;
    q_kf_r->d[q_pos] = (q_kf_e0->d[q_pos] * 7L);
    goto q_return;
q_return:
    return;
}

__kernel void qk_grad_4(long q_lim0, long q_lim1, __global q_real *q_gx_d, int q_gx_nd, long q_gx_d0, long q_gx_d1, long q_gx_d2, long q_gx_n, __global q_real *q_gy_d, int q_gy_nd, long q_gy_d0, long q_gy_d1, long q_gy_d2, long q_gy_n, __global q_real *q_u_d, int q_u_nd, long q_u_d0, long q_u_d1, long q_u_d2, long q_u_n)
{
    /* grad, line 16 */
    long q_pos0 = get_global_id(1);
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = get_global_id(0);
    if (q_pos1 >= q_lim1) return;
    qarr q_gx_s = {q_gx_d, q_gx_nd, {q_gx_d0, q_gx_d1, q_gx_d2}, q_gx_n};
    qarr *q_gx = &q_gx_s;
    qarr q_gy_s = {q_gy_d, q_gy_nd, {q_gy_d0, q_gy_d1, q_gy_d2}, q_gy_n};
    qarr *q_gy = &q_gy_s;
    qarr q_u_s = {q_u_d, q_u_nd, {q_u_d0, q_u_d1, q_u_d2}, q_u_n};
    qarr *q_u = &q_u_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    double q_c = 0;
    q_c = q_u->d[(q_pos[0]) * q_u->dim[1] + (q_pos[1])];
    q_gx->d[(q_pos[0]) * q_gx->dim[1] + (q_pos[1])] = (q_u->d[(q_clamp((q_pos[0] + 0L), q_u->dim[0])) * q_u->dim[1] + (q_clamp((q_pos[1] + 1L), q_u->dim[1]))] - q_c);
    q_gy->d[(q_pos[0]) * q_gy->dim[1] + (q_pos[1])] = (q_u->d[(q_clamp((q_pos[0] + 1L), q_u->dim[0])) * q_u->dim[1] + (q_clamp((q_pos[1] + 0L), q_u->dim[1]))] - q_c);
    goto q_return;
q_return:
    return;
}

__kernel void qk_upd_5(long q_lim0, long q_lim1, __global q_real *q_u_d, int q_u_nd, long q_u_d0, long q_u_d1, long q_u_d2, long q_u_n, __global q_real *q_gx_d, int q_gx_nd, long q_gx_d0, long q_gx_d1, long q_gx_d2, long q_gx_n, __global q_real *q_gy_d, int q_gy_nd, long q_gy_d0, long q_gy_d1, long q_gy_d2, long q_gy_n, double q_t)
{
    /* upd, line 22 */
    long q_pos0 = get_global_id(1);
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = get_global_id(0);
    if (q_pos1 >= q_lim1) return;
    qarr q_u_s = {q_u_d, q_u_nd, {q_u_d0, q_u_d1, q_u_d2}, q_u_n};
    qarr *q_u = &q_u_s;
    qarr q_gx_s = {q_gx_d, q_gx_nd, {q_gx_d0, q_gx_d1, q_gx_d2}, q_gx_n};
    qarr *q_gx = &q_gx_s;
    qarr q_gy_s = {q_gy_d, q_gy_nd, {q_gy_d0, q_gy_d1, q_gy_d2}, q_gy_n};
    qarr *q_gy = &q_gy_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_u->d[(q_pos[0]) * q_u->dim[1] + (q_pos[1])] = (q_u->d[(q_pos[0]) * q_u->dim[1] + (q_pos[1])] + (q_t * (((q_gx->d[(q_pos[0]) * q_gx->dim[1] + (q_pos[1])] - ((((q_pos[0] + 0L)) >= 0 && ((q_pos[0] + 0L)) < q_gx->dim[0] && ((q_pos[1] + (-1L))) >= 0 && ((q_pos[1] + (-1L))) < q_gx->dim[1]) ? q_gx->d[((q_pos[0] + 0L)) * q_gx->dim[1] + ((q_pos[1] + (-1L)))] : 0.0)) + q_gy->d[(q_pos[0]) * q_gy->dim[1] + (q_pos[1])]) - ((((q_pos[0] - 1L)) >= 0 && ((q_pos[0] - 1L)) < q_gy->dim[0] && ((q_pos[1] - 0L)) >= 0 && ((q_pos[1] - 0L)) < q_gy->dim[1]) ? q_gy->d[((q_pos[0] - 1L)) * q_gy->dim[1] + ((q_pos[1] - 0L))] : 0.0))));
    goto q_return;
q_return:
    return;
}

__kernel void qk_smooth_6(long q_lim0, long q_lim1, __global q_real *q_s_d, int q_s_nd, long q_s_d0, long q_s_d1, long q_s_d2, long q_s_n, __global q_real *q_v_d, int q_v_nd, long q_v_d0, long q_v_d1, long q_v_d2, long q_v_n)
{
    /* smooth, line 26 */
    long q_pos0 = get_global_id(1);
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = get_global_id(0);
    if (q_pos1 >= q_lim1) return;
    qarr q_s_s = {q_s_d, q_s_nd, {q_s_d0, q_s_d1, q_s_d2}, q_s_n};
    qarr *q_s = &q_s_s;
    qarr q_v_s = {q_v_d, q_v_nd, {q_v_d0, q_v_d1, q_v_d2}, q_v_n};
    qarr *q_v = &q_v_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_s->d[(q_pos[0]) * q_s->dim[1] + (q_pos[1])] = ((0.5 * q_v->d[(q_pos[0]) * q_v->dim[1] + (q_pos[1])]) + (0.25 * (q_v->d[(q_clamp((q_pos[0] - 1L), q_v->dim[0])) * q_v->dim[1] + (q_pos[1])] + q_v->d[(q_pos[0]) * q_v->dim[1] + (q_clamp((q_pos[1] + 1L), q_v->dim[1]))])));
    goto q_return;
q_return:
    return;
}

__kernel void qk_back_7(long q_lim0, long q_lim1, __global q_real *q_v_d, int q_v_nd, long q_v_d0, long q_v_d1, long q_v_d2, long q_v_n, __global q_real *q_s_d, int q_s_nd, long q_s_d0, long q_s_d1, long q_s_d2, long q_s_n)
{
    /* back, line 30 */
    long q_pos0 = get_global_id(1);
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = get_global_id(0);
    if (q_pos1 >= q_lim1) return;
    qarr q_v_s = {q_v_d, q_v_nd, {q_v_d0, q_v_d1, q_v_d2}, q_v_n};
    qarr *q_v = &q_v_s;
    qarr q_s_s = {q_s_d, q_s_nd, {q_s_d0, q_s_d1, q_s_d2}, q_s_n};
    qarr *q_s = &q_s_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_v->d[(q_pos[0]) * q_v->dim[1] + (q_pos[1])] = ((q_s->d[(q_clamp((q_pos[0] + 1L), q_s->dim[0])) * q_s->dim[1] + (q_pos[1])] - (0.5 * q_s->d[(q_clamp((q_pos[0] - 2L), q_s->dim[0])) * q_s->dim[1] + (q_pos[1])])) + (0.10000000000000001 * q_v->d[(q_pos[0]) * q_v->dim[1] + (q_pos[1])]));
    goto q_return;
q_return:
    return;
}

__kernel void qk_lap3_8(long q_lim0, long q_lim1, long q_lim2, __global q_real *q_w_d, int q_w_nd, long q_w_d0, long q_w_d1, long q_w_d2, long q_w_n, __global q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n)
{
    /* lap3, line 34 */
    long q_pos0 = get_global_id(2);
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = get_global_id(1);
    if (q_pos1 >= q_lim1) return;
    long q_pos2 = get_global_id(0);
    if (q_pos2 >= q_lim2) return;
    qarr q_w_s = {q_w_d, q_w_nd, {q_w_d0, q_w_d1, q_w_d2}, q_w_n};
    qarr *q_w = &q_w_s;
    qarr q_a_s = {q_a_d, q_a_nd, {q_a_d0, q_a_d1, q_a_d2}, q_a_n};
    qarr *q_a = &q_a_s;
    long q_pos[3] = {q_pos0, q_pos1, q_pos2};
    q_w->d[((q_pos[0]) * q_w->dim[1] + (q_pos[1])) * q_w->dim[2] + (q_pos[2])] = (((q_a->d[((q_clamp((q_pos[0] + 1L), q_a->dim[0])) * q_a->dim[1] + (q_clamp((q_pos[1] + 0L), q_a->dim[1]))) * q_a->dim[2] + (q_clamp((q_pos[2] + 0L), q_a->dim[2]))] + q_a->d[((q_clamp((q_pos[0] - 1L), q_a->dim[0])) * q_a->dim[1] + (q_clamp((q_pos[1] - 0L), q_a->dim[1]))) * q_a->dim[2] + (q_clamp((q_pos[2] - 0L), q_a->dim[2]))]) + q_a->d[((q_clamp((q_pos[0] + 0L), q_a->dim[0])) * q_a->dim[1] + (q_clamp((q_pos[1] + 1L), q_a->dim[1]))) * q_a->dim[2] + (q_clamp((q_pos[2] + 0L), q_a->dim[2]))]) - (3L * q_a->d[((q_pos[0]) * q_a->dim[1] + (q_pos[1])) * q_a->dim[2] + (q_pos[2])]));
    goto q_return;
q_return:
    return;
}

__kernel void qk_step3_9(long q_lim0, long q_lim1, long q_lim2, __global q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n, __global q_real *q_w_d, int q_w_nd, long q_w_d0, long q_w_d1, long q_w_d2, long q_w_n)
{
    /* step3, line 38 */
    long q_pos0 = get_global_id(2);
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = get_global_id(1);
    if (q_pos1 >= q_lim1) return;
    long q_pos2 = get_global_id(0);
    if (q_pos2 >= q_lim2) return;
    qarr q_a_s = {q_a_d, q_a_nd, {q_a_d0, q_a_d1, q_a_d2}, q_a_n};
    qarr *q_a = &q_a_s;
    qarr q_w_s = {q_w_d, q_w_nd, {q_w_d0, q_w_d1, q_w_d2}, q_w_n};
    qarr *q_w = &q_w_s;
    long q_pos[3] = {q_pos0, q_pos1, q_pos2};
    q_a->d[((q_pos[0]) * q_a->dim[1] + (q_pos[1])) * q_a->dim[2] + (q_pos[2])] = (q_a->d[((q_pos[0]) * q_a->dim[1] + (q_pos[1])) * q_a->dim[2] + (q_pos[2])] + (0.10000000000000001 * (q_w->d[((q_pos[0]) * q_w->dim[1] + (q_pos[1])) * q_w->dim[2] + (q_pos[2])] - ((((q_pos[0] + (-1L))) >= 0 && ((q_pos[0] + (-1L))) < q_w->dim[0] && ((q_pos[1] + 0L)) >= 0 && ((q_pos[1] + 0L)) < q_w->dim[1] && ((q_pos[2] + 1L)) >= 0 && ((q_pos[2] + 1L)) < q_w->dim[2]) ? q_w->d[(((q_pos[0] + (-1L))) * q_w->dim[1] + ((q_pos[1] + 0L))) * q_w->dim[2] + ((q_pos[2] + 1L))] : 0.0))));
    goto q_return;
q_return:
    return;
}

__kernel void qk_fill_10(long q_lim0, long q_lim1, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n)
{
    /* fill, line 42 */
    long q_pos0 = get_global_id(1);
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = get_global_id(0);
    if (q_pos1 >= q_lim1) return;
    qarr q_y_s = {q_y_d, q_y_nd, {q_y_d0, q_y_d1, q_y_d2}, q_y_n};
    qarr *q_y = &q_y_s;
    qarr q_x_s = {q_x_d, q_x_nd, {q_x_d0, q_x_d1, q_x_d2}, q_x_n};
    qarr *q_x = &q_x_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = ((q_x->d[(q_pos[0]) * q_x->dim[1] + (q_pos[1])] * 2L) + q_pos[1]);
    goto q_return;
q_return:
    return;
}

__kernel void qk_use_11(long q_lim0, long q_lim1, __global q_real *q_z_d, int q_z_nd, long q_z_d0, long q_z_d1, long q_z_d2, long q_z_n, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n)
{
    /* use, line 46 */
    long q_pos0 = get_global_id(1);
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = get_global_id(0);
    if (q_pos1 >= q_lim1) return;
    qarr q_z_s = {q_z_d, q_z_nd, {q_z_d0, q_z_d1, q_z_d2}, q_z_n};
    qarr *q_z = &q_z_s;
    qarr q_y_s = {q_y_d, q_y_nd, {q_y_d0, q_y_d1, q_y_d2}, q_y_n};
    qarr *q_y = &q_y_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_z->d[(q_pos[0]) * q_z->dim[1] + (q_pos[1])] = (q_y->d[(q_clamp((q_pos[0] + 1L), q_y->dim[0])) * q_y->dim[1] + (q_clamp((q_pos[1] + 0L), q_y->dim[1]))] - q_y->d[(q_clamp((q_pos[0] + (-1L)), q_y->dim[0])) * q_y->dim[1] + (q_clamp((q_pos[1] + 0L), q_y->dim[1]))]);
    goto q_return;
q_return:
    return;
}

__kernel void qk_red87_12(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red87, line 87 */
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
    __local q_real q_shm_87_39[256];
    qlarr q_shm_87_39_s = {q_shm_87_39, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_87_39_s;
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

__kernel void qk_red88_13(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red88, line 88 */
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
    __local q_real q_shm_88_39[256];
    qlarr q_shm_88_39_s = {q_shm_88_39, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_88_39_s;
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

__kernel void qk_red89_14(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red89, line 89 */
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
    __local q_real q_shm_89_39[256];
    qlarr q_shm_89_39_s = {q_shm_89_39, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_89_39_s;
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

__kernel void qk_red90_15(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red90, line 90 */
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
    __local q_real q_shm_90_39[256];
    qlarr q_shm_90_39_s = {q_shm_90_39, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_90_39_s;
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

__kernel void qk_red90_16(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red90, line 90 */
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
    __local q_real q_shm_90_47[256];
    qlarr q_shm_90_47_s = {q_shm_90_47, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_90_47_s;
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

__kernel void qk_mir_17(long q_lim0, long q_lim1, __global q_real *q_z_d, int q_z_nd, long q_z_d0, long q_z_d1, long q_z_d2, long q_z_n, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n)
{
    /* mir, line 50 */
    long q_pos0 = get_global_id(1);
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = get_global_id(0);
    if (q_pos1 >= q_lim1) return;
    qarr q_z_s = {q_z_d, q_z_nd, {q_z_d0, q_z_d1, q_z_d2}, q_z_n};
    qarr *q_z = &q_z_s;
    qarr q_y_s = {q_y_d, q_y_nd, {q_y_d0, q_y_d1, q_y_d2}, q_y_n};
    qarr *q_y = &q_y_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_z->d[(q_pos[0]) * q_z->dim[1] + (q_pos[1])] = (q_y->d[(q_mirror((q_pos[0] + 1L), q_y->dim[0])) * q_y->dim[1] + (q_mirror((q_pos[1] + 0L), q_y->dim[1]))] - q_y->d[(q_mirror(q_pos[0], q_y->dim[0])) * q_y->dim[1] + (q_mirror(q_pos[1], q_y->dim[1]))]);
    goto q_return;
q_return:
    return;
}

__kernel void qk_tra_18(long q_lim0, long q_lim1, __global q_real *q_z_d, int q_z_nd, long q_z_d0, long q_z_d1, long q_z_d2, long q_z_n, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n)
{
    /* tra, line 54 */
    long q_pos0 = get_global_id(1);
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = get_global_id(0);
    if (q_pos1 >= q_lim1) return;
    qarr q_z_s = {q_z_d, q_z_nd, {q_z_d0, q_z_d1, q_z_d2}, q_z_n};
    qarr *q_z = &q_z_s;
    qarr q_y_s = {q_y_d, q_y_nd, {q_y_d0, q_y_d1, q_y_d2}, q_y_n};
    qarr *q_y = &q_y_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_z->d[(q_pos[0]) * q_z->dim[1] + (q_pos[1])] = (q_y->d[(q_clamp(q_pos[1], q_y->dim[0])) * q_y->dim[1] + (q_clamp(q_pos[0], q_y->dim[1]))] + q_z->d[(q_pos[0]) * q_z->dim[1] + (q_pos[1])]);
    goto q_return;
q_return:
    return;
}

__kernel void qk_red95_19(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red95, line 95 */
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
    __local q_real q_shm_95_33[256];
    qlarr q_shm_95_33_s = {q_shm_95_33, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_95_33_s;
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

