__kernel void qk_loop22_2(long q_lim0, long q_kf_lo0, __global q_real *q_s_d, int q_s_nd, long q_s_d0, long q_s_d1, long q_s_d2, long q_s_n);
__kernel void qk_shift_3(long q_lim0, __global q_real *q_d_d, int q_d_nd, long q_d_d0, long q_d_d1, long q_d_d2, long q_d_n, __global q_real *q_s_d, int q_s_nd, long q_s_d0, long q_s_d1, long q_s_d2, long q_s_n);
__kernel void qk_damp_mix_damp_4(long q_lim0, __global q_real *q_s_d, int q_s_nd, long q_s_d0, long q_s_d1, long q_s_d2, long q_s_n, double q_k, __global q_real *q_d_d, int q_d_nd, long q_d_d0, long q_d_d1, long q_d_d2, long q_d_n, double q_k_2);
__kernel void qk_mix_damp_5(long q_lim0, __global q_real *q_d_d, int q_d_nd, long q_d_d0, long q_d_d1, long q_d_d2, long q_d_n, __global q_real *q_s_d, int q_s_nd, long q_s_d0, long q_s_d1, long q_s_d2, long q_s_n, double q_k);
__kernel void qk_mix_6(long q_lim0, __global q_real *q_d_d, int q_d_nd, long q_d_d0, long q_d_d1, long q_d_d2, long q_d_n, __global q_real *q_s_d, int q_s_nd, long q_s_d0, long q_s_d1, long q_s_d2, long q_s_n);
__kernel void qk_mix_7(long q_lim0, __global q_real *q_d_d, int q_d_nd, long q_d_d0, long q_d_d1, long q_d_d2, long q_d_n, __global q_real *q_s_d, int q_s_nd, long q_s_d0, long q_s_d1, long q_s_d2, long q_s_n);
__kernel void qk_shift_8(long q_lim0, __global q_real *q_d_d, int q_d_nd, long q_d_d0, long q_d_d1, long q_d_d2, long q_d_n, __global q_real *q_s_d, int q_s_nd, long q_s_d0, long q_s_d1, long q_s_d2, long q_s_n);
__kernel void qk_red40_9(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_red40_10(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_red40_11(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_red40_12(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);

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

__kernel void qk_red40_9(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red40, line 40 */
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
    __local q_real q_shm_40_41[256];
    qlarr q_shm_40_41_s = {q_shm_40_41, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_40_41_s;
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

__kernel void qk_red40_10(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red40, line 40 */
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
    __local q_real q_shm_40_49[256];
    qlarr q_shm_40_49_s = {q_shm_40_49, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_40_49_s;
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

__kernel void qk_red40_11(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red40, line 40 */
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
    __local q_real q_shm_40_57[256];
    qlarr q_shm_40_57_s = {q_shm_40_57, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_40_57_s;
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

__kernel void qk_red40_12(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red40, line 40 */
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
    __local q_real q_shm_40_65[256];
    qlarr q_shm_40_65_s = {q_shm_40_65, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_40_65_s;
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

