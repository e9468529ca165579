__kernel void qk_loop22_2(long q_lim0, long q_kf_lo0, __global q_real *q_s_d, int q_s_nd, long q_s_d0, long q_s_d1, long q_s_d2, long q_s_n);
__kernel void qk_shift_3(long q_lim0, __global q_real *q_d_d, int q_d_nd, long q_d_d0, long q_d_d1, long q_d_d2, long q_d_n, __global q_real *q_s_d, int q_s_nd, long q_s_d0, long q_s_d1, long q_s_d2, long q_s_n);
__kernel void qk_damp_mix_damp_4(long q_lim0, __global q_real *q_s_d, int q_s_nd, long q_s_d0, long q_s_d1, long q_s_d2, long q_s_n, double q_k, __global q_real *q_d_d, int q_d_nd, long q_d_d0, long q_d_d1, long q_d_d2, long q_d_n, double q_k_2);
__kernel void qk_mix_damp_5(long q_lim0, __global q_real *q_d_d, int q_d_nd, long q_d_d0, long q_d_d1, long q_d_d2, long q_d_n, __global q_real *q_s_d, int q_s_nd, long q_s_d0, long q_s_d1, long q_s_d2, long q_s_n, double q_k);
__kernel void qk_mix_6(long q_lim0, __global q_real *q_d_d, int q_d_nd, long q_d_d0, long q_d_d1, long q_d_d2, long q_d_n, __global q_real *q_s_d, int q_s_nd, long q_s_d0, long q_s_d1, long q_s_d2, long q_s_n);
__kernel void qk_mix_7(long q_lim0, __global q_real *q_d_d, int q_d_nd, long q_d_d0, long q_d_d1, long q_d_d2, long q_d_n, __global q_real *q_s_d, int q_s_nd, long q_s_d0, long q_s_d1, long q_s_d2, long q_s_n);
__kernel void qk_shift_8(long q_lim0, __global q_real *q_d_d, int q_d_nd, long q_d_d0, long q_d_d1, long q_d_d2, long q_d_n, __global q_real *q_s_d, int q_s_nd, long q_s_d0, long q_s_d1, long q_s_d2, long q_s_n);

__kernel void qk_loop22_2(long q_lim0, long q_kf_lo0, __global q_real *q_s_d, int q_s_nd, long q_s_d0, long q_s_d1, long q_s_d2, long q_s_n)
{
    /* loop22, line 22 */
    long q_pos0 = get_global_id(0);
    if (q_pos0 >= q_lim0) return;
    qarr q_s_s = {q_s_d, q_s_nd, {q_s_d0, q_s_d1, q_s_d2}, q_s_n};
    qarr *q_s = &q_s_s;
    long q_pos = q_pos0;
    long q_i = 0;
    q_i = (q_pos + q_kf_lo0);
    q_s->d[q_i] = cos((double)(((0.10000000000000001 * q_i) * q_i)));
    goto q_return;
q_return:
    return;
}

__kernel void qk_shift_3(long q_lim0, __global q_real *q_d_d, int q_d_nd, long q_d_d0, long q_d_d1, long q_d_d2, long q_d_n, __global q_real *q_s_d, int q_s_nd, long q_s_d0, long q_s_d1, long q_s_d2, long q_s_n)
{
    /* shift, line 6 */
    long q_pos0 = get_global_id(0);
    if (q_pos0 >= q_lim0) return;
    qarr q_d_s = {q_d_d, q_d_nd, {q_d_d0, q_d_d1, q_d_d2}, q_d_n};
    qarr *q_d = &q_d_s;
    qarr q_s_s = {q_s_d, q_s_nd, {q_s_d0, q_s_d1, q_s_d2}, q_s_n};
    qarr *q_s = &q_s_s;
    long q_pos = q_pos0;
    q_d->d[q_pos] = (q_s->d[q_clamp((q_pos + 1L), q_s->n)] - q_s->d[q_pos]);
    goto q_return;
q_return:
    return;
}

__kernel void qk_damp_mix_damp_4(long q_lim0, __global q_real *q_s_d, int q_s_nd, long q_s_d0, long q_s_d1, long q_s_d2, long q_s_n, double q_k, __global q_real *q_d_d, int q_d_nd, long q_d_d0, long q_d_d1, long q_d_d2, long q_d_n, double q_k_2)
{
    /* damp_mix_damp, line 10 */
    long q_pos0 = get_global_id(0);
    if (q_pos0 >= q_lim0) return;
    qarr q_s_s = {q_s_d, q_s_nd, {q_s_d0, q_s_d1, q_s_d2}, q_s_n};
    qarr *q_s = &q_s_s;
    qarr q_d_s = {q_d_d, q_d_nd, {q_d_d0, q_d_d1, q_d_d2}, q_d_n};
    qarr *q_d = &q_d_s;
    long q_pos = q_pos0;
    double q_v = 0;
    q_s->d[q_pos] = (q_k * q_s->d[q_pos]);
    q_v = q_d->d[q_pos];
    q_d->d[q_pos] = (q_v + (0.25 * q_s->d[q_pos]));
    q_s->d[q_pos] = (q_k_2 * q_s->d[q_pos]);
    goto q_return;
q_return:
    return;
}

__kernel void qk_mix_damp_5(long q_lim0, __global q_real *q_d_d, int q_d_nd, long q_d_d0, long q_d_d1, long q_d_d2, long q_d_n, __global q_real *q_s_d, int q_s_nd, long q_s_d0, long q_s_d1, long q_s_d2, long q_s_n, double q_k)
{
    /* mix_damp, line 14 */
    long q_pos0 = get_global_id(0);
    if (q_pos0 >= q_lim0) return;
    qarr q_d_s = {q_d_d, q_d_nd, {q_d_d0, q_d_d1, q_d_d2}, q_d_n};
    qarr *q_d = &q_d_s;
    qarr q_s_s = {q_s_d, q_s_nd, {q_s_d0, q_s_d1, q_s_d2}, q_s_n};
    qarr *q_s = &q_s_s;
    long q_pos = q_pos0;
    double q_v = 0;
    q_v = q_d->d[q_pos];
    q_d->d[q_pos] = (q_v + (0.25 * q_s->d[q_pos]));
    q_s->d[q_pos] = (q_k * q_s->d[q_pos]);
    goto q_return;
q_return:
    return;
}

__kernel void qk_mix_6(long q_lim0, __global q_real *q_d_d, int q_d_nd, long q_d_d0, long q_d_d1, long q_d_d2, long q_d_n, __global q_real *q_s_d, int q_s_nd, long q_s_d0, long q_s_d1, long q_s_d2, long q_s_n)
{
    /* mix, line 14 */
    long q_pos0 = get_global_id(0);
    if (q_pos0 >= q_lim0) return;
    qarr q_d_s = {q_d_d, q_d_nd, {q_d_d0, q_d_d1, q_d_d2}, q_d_n};
    qarr *q_d = &q_d_s;
    qarr q_s_s = {q_s_d, q_s_nd, {q_s_d0, q_s_d1, q_s_d2}, q_s_n};
    qarr *q_s = &q_s_s;
    long q_pos = q_pos0;
    double q_v = 0;
    q_v = q_d->d[q_pos];
    q_d->d[q_pos] = (q_v + (0.25 * q_s->d[q_pos]));
    goto q_return;
q_return:
    return;
}

__kernel void qk_mix_7(long q_lim0, __global q_real *q_d_d, int q_d_nd, long q_d_d0, long q_d_d1, long q_d_d2, long q_d_n, __global q_real *q_s_d, int q_s_nd, long q_s_d0, long q_s_d1, long q_s_d2, long q_s_n)
{
    /* mix, line 14 */
    long q_pos0 = get_global_id(0);
    if (q_pos0 >= q_lim0) return;
    qarr q_d_s = {q_d_d, q_d_nd, {q_d_d0, q_d_d1, q_d_d2}, q_d_n};
    qarr *q_d = &q_d_s;
    qarr q_s_s = {q_s_d, q_s_nd, {q_s_d0, q_s_d1, q_s_d2}, q_s_n};
    qarr *q_s = &q_s_s;
    long q_pos = q_pos0;
    double q_v = 0;
    q_v = q_d->d[q_pos];
    q_d->d[q_pos] = (q_v + (0.25 * q_s->d[q_pos]));
    goto q_return;
q_return:
    return;
}

__kernel void qk_shift_8(long q_lim0, __global q_real *q_d_d, int q_d_nd, long q_d_d0, long q_d_d1, long q_d_d2, long q_d_n, __global q_real *q_s_d, int q_s_nd, long q_s_d0, long q_s_d1, long q_s_d2, long q_s_n)
{
    /* shift, line 6 */
    long q_pos0 = get_global_id(0);
    if (q_pos0 >= q_lim0) return;
    qarr q_d_s = {q_d_d, q_d_nd, {q_d_d0, q_d_d1, q_d_d2}, q_d_n};
    qarr *q_d = &q_d_s;
    qarr q_s_s = {q_s_d, q_s_nd, {q_s_d0, q_s_d1, q_s_d2}, q_s_n};
    qarr *q_s = &q_s_s;
    long q_pos = q_pos0;
    q_d->d[q_pos] = (q_s->d[q_clamp((q_pos + 1L), q_s->n)] - q_s->d[q_clamp(q_pos, q_s->n)]);
    goto q_return;
q_return:
    return;
}

