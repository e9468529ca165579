__kernel void qk_loop58_2(long q_lim0, long q_lim1, long q_kf_lo0, long q_kf_lo1, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n);
__kernel void qk_edge_3(long q_lim0, long q_lim1, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n);
__kernel void qk_loop67_4(long q_lim0, long q_kf_lo0, __global q_real *q_v_d, int q_v_nd, long q_v_d0, long q_v_d1, long q_v_d2, long q_v_n);
__kernel void qk_thresh_5(long q_lim0, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, double q_t, long q_mode);
__kernel void qk_loop76_6(long q_lim0, long q_kf_lo0, __global q_real *q_d_d, int q_d_nd, long q_d_d0, long q_d_d1, long q_d_d2, long q_d_n);
__kernel void qk_guarded_7(long q_lim0, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, __global q_real *q_d_d, int q_d_nd, long q_d_d0, long q_d_d1, long q_d_d2, long q_d_n);

__kernel void qk_loop58_2(long q_lim0, long q_lim1, long q_kf_lo0, long q_kf_lo1, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n)
{
    /* loop58, line 58 */
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
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = (((q_pos[1] == 0L) || (q_pos[1] == (qa_size(q_x, 1L) - 1L))) ? q_x->d[(q_clamp(q_pos[0], q_x->dim[0])) * q_x->dim[1] + (q_clamp(q_pos[1], q_x->dim[1]))] : ((double)(((q_x->d[(q_clamp((q_pos[0] - 0L), q_x->dim[0])) * q_x->dim[1] + (q_clamp((q_pos[1] - 1L), q_x->dim[1]))] + (2L * q_x->d[(q_clamp(q_pos[0], q_x->dim[0])) * q_x->dim[1] + (q_clamp(q_pos[1], q_x->dim[1]))])) + q_x->d[(q_clamp((q_pos[0] + 0L), q_x->dim[0])) * q_x->dim[1] + (q_clamp((q_pos[1] + 1L), q_x->dim[1]))])) / (4L)));
    goto q_return;
q_return:
    return;
}

__kernel void qk_loop67_4(long q_lim0, long q_kf_lo0, __global q_real *q_v_d, int q_v_nd, long q_v_d0, long q_v_d1, long q_v_d2, long q_v_n)
{
    /* loop67, line 67 */
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

__kernel void qk_thresh_5(long q_lim0, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, double q_t, long q_mode)
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
    q_w = ((q_v > q_t) ? (q_v - q_t) : 0);
    if ((q_mode == 1L)) {
        q_y->d[q_pos] = q_w;
    } else {
        q_y->d[q_pos] = (-q_w);
    }
    goto q_return;
q_return:
    return;
}

__kernel void qk_loop76_6(long q_lim0, long q_kf_lo0, __global q_real *q_d_d, int q_d_nd, long q_d_d0, long q_d_d1, long q_d_d2, long q_d_n)
{
    /* loop76, line 76 */
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

__kernel void qk_guarded_7(long q_lim0, __global q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, __global q_real *q_d_d, int q_d_nd, long q_d_d0, long q_d_d1, long q_d_d2, long q_d_n)
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
    q_r = ((q_k != 0L) ? ((double)(1L) / (q_k)) : 0);
    q_y->d[q_pos] = ((q_a + q_q) + q_r);
    goto q_return;
q_return:
    return;
}

