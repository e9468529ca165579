__kernel void qk_loop52_2(long q_lim0, long q_kf_lo0, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n);
__kernel void qk_block_sum_3(long q_lim0, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, __global q_real *q_partial_d, int q_partial_nd, long q_partial_d0, long q_partial_d1, long q_partial_d2, long q_partial_n);
__kernel void qk_red57_4(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_red57_5(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__kernel void qk_loop59_6(long q_lim0, long q_lim1, long q_kf_lo0, long q_kf_lo1, long q_m, __global q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n);
__kernel void qk_tile_transpose_7(long q_lim0, long q_lim1, __global q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n, __global q_real *q_b_d, int q_b_nd, long q_b_d0, long q_b_d1, long q_b_d2, long q_b_n);
__kernel void qk_red66_8(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, __global q_real *q_kf_e1_d, int q_kf_e1_nd, long q_kf_e1_d0, long q_kf_e1_d1, long q_kf_e1_d2, long q_kf_e1_n);
__kernel void qk_tiled_matmul_9(long q_lim0, long q_lim1, __global q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n, __global q_real *q_b_d, int q_b_nd, long q_b_d0, long q_b_d1, long q_b_d2, long q_b_n, __global q_real *q_c_d, int q_c_nd, long q_c_d0, long q_c_d1, long q_c_d2, long q_c_n);
__kernel void qk_expr68_10(long q_lim0, __global q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, long q_kf_i1);
__kernel void qk_expr68_11(long q_lim0, __global q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, long q_kf_i1);
__kernel void qk_expr69_12(long q_lim0, __global q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, long q_kf_i1);
__kernel void qk_expr69_13(long q_lim0, __global q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, long q_kf_i1);
__kernel void qk_red69_14(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, __global q_real *q_kf_e1_d, int q_kf_e1_nd, long q_kf_e1_d0, long q_kf_e1_d1, long q_kf_e1_d2, long q_kf_e1_n);

__kernel void qk_loop52_2(long q_lim0, long q_kf_lo0, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n)
{
    /* loop52, line 52 */
    long q_pos0 = get_global_id(0);
    if (q_pos0 >= q_lim0) return;
    qarr q_x_s = {q_x_d, q_x_nd, {q_x_d0, q_x_d1, q_x_d2}, q_x_n};
    qarr *q_x = &q_x_s;
    long q_pos = q_pos0;
    long q_i = 0;
    q_i = (q_pos + q_kf_lo0);
    q_x->d[q_i] = ((double)(q_imod((q_i * 37L), 101L)) / (7L));
    goto q_return;
q_return:
    return;
}

__kernel void qk_block_sum_3(long q_lim0, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, __global q_real *q_partial_d, int q_partial_nd, long q_partial_d0, long q_partial_d1, long q_partial_d2, long q_partial_n)
{
    /* block_sum, line 5 */
    long q_pos0 = get_global_id(0);
    qarr q_x_s = {q_x_d, q_x_nd, {q_x_d0, q_x_d1, q_x_d2}, q_x_n};
    qarr *q_x = &q_x_s;
    qarr q_partial_s = {q_partial_d, q_partial_nd, {q_partial_d0, q_partial_d1, q_partial_d2}, q_partial_n};
    qarr *q_partial = &q_partial_s;
    long q_pos = q_pos0;
    long q_blkpos = (long)get_local_id(0);
    long q_blkdim = 64;
    long q_blkidx = (long)get_group_id(0);
    qlarr *q_bins = NULL;
    long q_bit = 0;
    __local q_real q_shm_6_12[64];
    qlarr q_shm_6_12_s = {q_shm_6_12, 1, {64, 1, 1}, 64};
    q_bins = (qlarr *)&q_shm_6_12_s;
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
        q_partial->d[q_blkidx] = q_bins->d[0L];
    }
    goto q_return;
q_return:
    return;
}

__kernel void qk_red57_4(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red57, line 57 */
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
    __local q_real q_shm_57_49[256];
    qlarr q_shm_57_49_s = {q_shm_57_49, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_57_49_s;
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

__kernel void qk_red57_5(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red57, line 57 */
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
    __local q_real q_shm_57_63[256];
    qlarr q_shm_57_63_s = {q_shm_57_63, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_57_63_s;
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

__kernel void qk_loop59_6(long q_lim0, long q_lim1, long q_kf_lo0, long q_kf_lo1, long q_m, __global q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n)
{
    /* loop59, line 59 */
    long q_pos0 = get_global_id(1);
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = get_global_id(0);
    if (q_pos1 >= q_lim1) return;
    qarr q_a_s = {q_a_d, q_a_nd, {q_a_d0, q_a_d1, q_a_d2}, q_a_n};
    qarr *q_a = &q_a_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    long q_i = 0;
    long q_j = 0;
    q_i = (q_pos[0] + q_kf_lo0);
    q_j = (q_pos[1] + q_kf_lo1);
    q_a->d[(q_i) * q_a->dim[1] + (q_j)] = ((q_i * q_m) + q_j);
    goto q_return;
q_return:
    return;
}

__kernel void qk_tile_transpose_7(long q_lim0, long q_lim1, __global q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n, __global q_real *q_b_d, int q_b_nd, long q_b_d0, long q_b_d1, long q_b_d2, long q_b_n)
{
    /* tile_transpose, line 22 */
    long q_pos0 = get_global_id(1);
    long q_pos1 = get_global_id(0);
    qarr q_a_s = {q_a_d, q_a_nd, {q_a_d0, q_a_d1, q_a_d2}, q_a_n};
    qarr *q_a = &q_a_s;
    qarr q_b_s = {q_b_d, q_b_nd, {q_b_d0, q_b_d1, q_b_d2}, q_b_n};
    qarr *q_b = &q_b_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    long q_blkpos[3] = {(long)get_local_id(1), (long)get_local_id(0), 0};
    long q_blkdim[3] = {16, 16, 0};
    qlarr *q_tile = NULL;
    long q_base[3] = {0};
    __local q_real q_shm_23_12[272];
    qlarr q_shm_23_12_s = {q_shm_23_12, 2, {16, 17, 1}, 272};
    q_tile = (qlarr *)&q_shm_23_12_s;
    q_tile->d[(q_blkpos[0]) * q_tile->dim[1] + (q_blkpos[1])] = q_a->d[(q_pos[0]) * q_a->dim[1] + (q_pos[1])];
    barrier(CLK_LOCAL_MEM_FENCE);
    q_base[0] = (q_pos[0] - q_blkpos[0]);
    q_base[1] = (q_pos[1] - q_blkpos[1]);
    q_b->d[((q_base[1] + q_blkpos[0])) * q_b->dim[1] + ((q_base[0] + q_blkpos[1]))] = q_tile->d[(q_blkpos[1]) * q_tile->dim[1] + (q_blkpos[0])];
    goto q_return;
q_return:
    return;
}

__kernel void qk_red66_8(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, __global q_real *q_kf_e1_d, int q_kf_e1_nd, long q_kf_e1_d0, long q_kf_e1_d1, long q_kf_e1_d2, long q_kf_e1_n)
{
    /* red66, line 66 */
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
    __local q_real q_shm_66_54[256];
    qlarr q_shm_66_54_s = {q_shm_66_54, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_66_54_s;
    q_kf_ra0 = 0;
    q_kf_rt = q_blkpos;
    q_kf_ri0 = q_pos;
    for (;;) {
        if (!((q_kf_ri0 < q_kf_rn0))) break;
        q_kf_ra0 = (q_kf_ra0 + fabs((double)((q_kf_e0->d[q_kf_ri0] - q_kf_e1->d[q_kf_ri0]))));
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

__kernel void qk_tiled_matmul_9(long q_lim0, long q_lim1, __global q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n, __global q_real *q_b_d, int q_b_nd, long q_b_d0, long q_b_d1, long q_b_d2, long q_b_n, __global q_real *q_c_d, int q_c_nd, long q_c_d0, long q_c_d1, long q_c_d2, long q_c_n)
{
    /* tiled_matmul, line 31 */
    long q_pos0 = get_global_id(1);
    long q_pos1 = get_global_id(0);
    qarr q_a_s = {q_a_d, q_a_nd, {q_a_d0, q_a_d1, q_a_d2}, q_a_n};
    qarr *q_a = &q_a_s;
    qarr q_b_s = {q_b_d, q_b_nd, {q_b_d0, q_b_d1, q_b_d2}, q_b_n};
    qarr *q_b = &q_b_s;
    qarr q_c_s = {q_c_d, q_c_nd, {q_c_d0, q_c_d1, q_c_d2}, q_c_n};
    qarr *q_c = &q_c_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    long q_blkpos[3] = {(long)get_local_id(1), (long)get_local_id(0), 0};
    long q_blkdim[3] = {16, 16, 0};
    qlarr *q_as = NULL;
    qlarr *q_bs = NULL;
    double q_acc = 0;
    double q_t = 0;
    long q_k = 0;
    __local q_real q_shm_34_10[256];
    qlarr q_shm_34_10_s = {q_shm_34_10, 2, {16, 16, 1}, 256};
    __local q_real q_shm_35_10[256];
    qlarr q_shm_35_10_s = {q_shm_35_10, 2, {16, 16, 1}, 256};
    q_as = (qlarr *)&q_shm_34_10_s;
    q_bs = (qlarr *)&q_shm_35_10_s;
    q_acc = 0;
    double t0 = 0L, t1 = (((double)(qa_size(q_a, 1L)) / (q_blkdim[1])) - 1L);
    for (q_t = t0; q_t <= t1; q_t += 1) {
        q_as->d[(q_blkpos[0]) * q_as->dim[1] + (q_blkpos[1])] = q_a->d[(q_pos[0]) * q_a->dim[1] + ((long)(((q_t * q_blkdim[1]) + q_blkpos[1])))];
        q_bs->d[(q_blkpos[0]) * q_bs->dim[1] + (q_blkpos[1])] = q_b->d[((long)(((q_t * q_blkdim[0]) + q_blkpos[0]))) * q_b->dim[1] + (q_pos[1])];
        barrier(CLK_LOCAL_MEM_FENCE);
        long t2 = 0L, t3 = (q_blkdim[1] - 1L);
        for (q_k = t2; q_k <= t3; q_k += 1) {
            q_acc += (q_as->d[(q_blkpos[0]) * q_as->dim[1] + (q_k)] * q_bs->d[(q_k) * q_bs->dim[1] + (q_blkpos[1])]);
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    q_c->d[(q_pos[0]) * q_c->dim[1] + (q_pos[1])] = q_acc;
    goto q_return;
q_return:
    return;
}

__kernel void qk_expr68_10(long q_lim0, __global q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, long q_kf_i1)
{
    /* expr68, line 68 */
    long q_pos0 = get_global_id(0);
    if (q_pos0 >= q_lim0) return;
    qarr q_kf_r_s = {q_kf_r_d, q_kf_r_nd, {q_kf_r_d0, q_kf_r_d1, q_kf_r_d2}, q_kf_r_n};
    qarr *q_kf_r = &q_kf_r_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    long q_pos = q_pos0;
    q_kf_r->d[q_pos] = ((double)(q_kf_e0->d[q_pos]) / (q_kf_i1));
    goto q_return;
q_return:
    return;
}

__kernel void qk_expr68_11(long q_lim0, __global q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, long q_kf_i1)
{
    /* expr68, line 68 */
    long q_pos0 = get_global_id(0);
    if (q_pos0 >= q_lim0) return;
    qarr q_kf_r_s = {q_kf_r_d, q_kf_r_nd, {q_kf_r_d0, q_kf_r_d1, q_kf_r_d2}, q_kf_r_n};
    qarr *q_kf_r = &q_kf_r_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    long q_pos = q_pos0;
    q_kf_r->d[q_pos] = ((double)(q_kf_e0->d[q_pos]) / (q_kf_i1));
    goto q_return;
q_return:
    return;
}

__kernel void qk_expr69_12(long q_lim0, __global q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, long q_kf_i1)
{
    /* expr69, line 69 */
    long q_pos0 = get_global_id(0);
    if (q_pos0 >= q_lim0) return;
    qarr q_kf_r_s = {q_kf_r_d, q_kf_r_nd, {q_kf_r_d0, q_kf_r_d1, q_kf_r_d2}, q_kf_r_n};
    qarr *q_kf_r = &q_kf_r_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    long q_pos = q_pos0;
    q_kf_r->d[q_pos] = ((double)(q_kf_e0->d[q_pos]) / (q_kf_i1));
    goto q_return;
q_return:
    return;
}

__kernel void qk_expr69_13(long q_lim0, __global q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, long q_kf_i1)
{
    /* expr69, line 69 */
    long q_pos0 = get_global_id(0);
    if (q_pos0 >= q_lim0) return;
    qarr q_kf_r_s = {q_kf_r_d, q_kf_r_nd, {q_kf_r_d0, q_kf_r_d1, q_kf_r_d2}, q_kf_r_n};
    qarr *q_kf_r = &q_kf_r_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    long q_pos = q_pos0;
    q_kf_r->d[q_pos] = ((double)(q_kf_e0->d[q_pos]) / (q_kf_i1));
    goto q_return;
q_return:
    return;
}

__kernel void qk_red69_14(long q_lim0, long q_kf_rn0, long q_kf_rs0, __global q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, __global q_real *q_kf_e1_d, int q_kf_e1_nd, long q_kf_e1_d0, long q_kf_e1_d1, long q_kf_e1_d2, long q_kf_e1_n)
{
    /* red69, line 69 */
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
    __local q_real q_shm_69_59[256];
    qlarr q_shm_69_59_s = {q_shm_69_59, 1, {256, 1, 1}, 256};
    q_kf_rb = (qlarr *)&q_shm_69_59_s;
    q_kf_ra0 = (-INFINITY);
    q_kf_rt = q_blkpos;
    q_kf_ri0 = q_pos;
    for (;;) {
        if (!((q_kf_ri0 < q_kf_rn0))) break;
        q_kf_ra0 = q_fmax((double)(q_kf_ra0), (double)(fabs((double)((q_kf_e0->d[q_kf_ri0] - q_kf_e1->d[q_kf_ri0])))));
        q_kf_ri0 = (q_kf_ri0 + q_kf_rs0);
    }
    q_kf_rb->d[q_kf_rt] = q_kf_ra0;
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((q_kf_rt < 128L)) {
        q_kf_rb->d[q_kf_rt] = q_fmax((double)(q_kf_rb->d[q_kf_rt]), (double)(q_kf_rb->d[(q_kf_rt + 128L)]));
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((q_kf_rt < 64L)) {
        q_kf_rb->d[q_kf_rt] = q_fmax((double)(q_kf_rb->d[q_kf_rt]), (double)(q_kf_rb->d[(q_kf_rt + 64L)]));
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((q_kf_rt < 32L)) {
        q_kf_rb->d[q_kf_rt] = q_fmax((double)(q_kf_rb->d[q_kf_rt]), (double)(q_kf_rb->d[(q_kf_rt + 32L)]));
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((q_kf_rt < 16L)) {
        q_kf_rb->d[q_kf_rt] = q_fmax((double)(q_kf_rb->d[q_kf_rt]), (double)(q_kf_rb->d[(q_kf_rt + 16L)]));
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((q_kf_rt < 8L)) {
        q_kf_rb->d[q_kf_rt] = q_fmax((double)(q_kf_rb->d[q_kf_rt]), (double)(q_kf_rb->d[(q_kf_rt + 8L)]));
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((q_kf_rt < 4L)) {
        q_kf_rb->d[q_kf_rt] = q_fmax((double)(q_kf_rb->d[q_kf_rt]), (double)(q_kf_rb->d[(q_kf_rt + 4L)]));
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((q_kf_rt < 2L)) {
        q_kf_rb->d[q_kf_rt] = q_fmax((double)(q_kf_rb->d[q_kf_rt]), (double)(q_kf_rb->d[(q_kf_rt + 2L)]));
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((q_kf_rt < 1L)) {
        q_kf_rb->d[q_kf_rt] = q_fmax((double)(q_kf_rb->d[q_kf_rt]), (double)(q_kf_rb->d[(q_kf_rt + 1L)]));
    }
    if ((q_kf_rt < 1L)) {
        q_kf_rp0->d[q_blkidx] = q_kf_rb->d[0L];
    }
    goto q_return;
q_return:
    return;
}
\n";

/* ---- end of the run-time support; the program follows ---- */
static void q_script(void);
static void qf_main_1(long q_nb, long q_m);

static void q_script(void)
{
}

static void qf_main_1(long q_nb, long q_m)
{
    /* main, line 49 */
    long q_n = 0;
    qarr *q_x = NULL;
    long q_i = 0;
    qarr *q_partial = NULL;
    qarr *q_a = NULL;
    long q_j = 0;
    qarr *q_b = NULL;
    qarr *q_c = NULL;
    long q_kf_lo0 = 0;
    long q_kf_n0 = 0;
    qarr *q_kf_e0 = NULL;
    long q_kf_ri0 = 0;
    long q_kf_rgn = 0;
    long q_kf_rn0 = 0;
    long q_kf_rs0 = 0;
    qarr *q_kf_rp0 = NULL;
    long q_kf_lo1 = 0;
    long q_kf_n1 = 0;
    qarr *q_kf_e1 = NULL;
    long q_kf_i1 = 0;
    long q_kf_p = 0;
    qarr *q_kf_r = NULL;
    long q_kf_n = 0;
    q_n = (q_nb * 64L);
    qarr *t0 = qa_fill(1, 1, q_n, 1, 0.0);
    qa_set(&q_x, t0);
    if (q_dev_worth(((q_n - 1L) - 0L + 1), 19)) {
        q_kf_lo0 = (long)(0L);
        q_kf_n0 = (long)((q_n - 1L)) - q_kf_lo0 + 1;
        long t1 = (long)(q_kf_n0);
        qcl_call t2;
        qcl_begin(&t2, "qk_loop52_2");
        qcl_long(&t2, t1);
        qcl_long(&t2, q_kf_lo0);
        qcl_arr(&t2, q_x, 1);
        long t3[3] = {t1, 1, 1};
        qcl_run(&t2, 1, t3);
    }
    else {
        qa_wr(q_x);
        long t4 = 0L, t5 = (q_n - 1L);
        #pragma omp parallel for if ((t5 - t4 + 1) > 256)
        for (q_i = t4; q_i <= t5; q_i += 1) {
            q_x->d[q_i] = ((double)(q_imod((q_i * 37L), 101L)) / (7L));
        }
    }
    qarr *t6 = qa_fill(1, 1, q_n, 1, 0.0);
    qa_set(&q_partial, t6);
    long t7 = (long)(q_n);
    qcl_call t8;
    qcl_begin(&t8, "qk_block_sum_3");
    qcl_long(&t8, t7);
    qcl_arr(&t8, q_x, 0);
    qcl_arr(&t8, q_partial, 1);
    long t9[3] = {t7, 1, 1};
    long t10[3] = {64, 1, 1};
    qcl_run_blk(&t8, 1, t9, t10, 1);
    qval t11[2];
    double t12;
    long t13 = q_partial->n;
    q_kf_e0 = q_partial;
    if (!q_red_worth(t13, 7) || ((q_partial->valid & Q_HOST))) {
        qa_rd(q_partial);
        t12 = 0.0;
        #pragma omp parallel for reduction(+:t12) if (t13 > 16384)
        for (q_kf_ri0 = 0; q_kf_ri0 < t13; q_kf_ri0++) t12 += q_kf_e0->d[q_kf_ri0];
    } else {
        q_kf_rn0 = (long)(t13);
        q_kf_rs0 = q_kf_rn0 > 65280 ? 256 : q_kf_rn0 > 0 ? (q_kf_rn0 + 255) / 256 : 1;
        q_kf_rgn = q_kf_rs0;
        q_kf_rs0 *= 256;
        qa_set(&q_kf_rp0, qa_uninit(1, 1, q_kf_rgn, 1));
        q_kf_rp0->valid = Q_DEV; /* the kernel writes every partial: nothing to copy in */
        long t14 = (long)(q_kf_rs0);
        qcl_call t15;
        qcl_begin(&t15, "qk_red57_4");
        qcl_long(&t15, t14);
        qcl_long(&t15, q_kf_rn0);
        qcl_long(&t15, q_kf_rs0);
        qcl_arr(&t15, q_kf_rp0, 1);
        qcl_arr(&t15, q_kf_e0, 0);
        long t16[3] = {t14, 1, 1};
        long t17[3] = {256, 1, 1};
        qcl_run_blk(&t15, 1, t16, t17, 1);
        qa_rd(q_kf_rp0);
        double t18 = 0.0;
        for (long t19 = 0; t19 < q_kf_rp0->n; t19++) t18 += q_kf_rp0->d[t19];
        qa_set(&q_kf_rp0, NULL);
        t12 = t18;
    }
    q_kf_e0 = NULL;
    t11[0] = (qval){0, (double)(t12), NULL};
    double t20;
    long t21 = q_x->n;
    q_kf_e0 = q_x;
    if (!q_red_worth(t21, 7) || ((q_x->valid & Q_HOST))) {
        qa_rd(q_x);
        t20 = 0.0;
        #pragma omp parallel for reduction(+:t20) if (t21 > 16384)
        for (q_kf_ri0 = 0; q_kf_ri0 < t21; q_kf_ri0++) t20 += q_kf_e0->d[q_kf_ri0];
    } else {
        q_kf_rn0 = (long)(t21);
        q_kf_rs0 = q_kf_rn0 > 65280 ? 256 : q_kf_rn0 > 0 ? (q_kf_rn0 + 255) / 256 : 1;
        q_kf_rgn = q_kf_rs0;
        q_kf_rs0 *= 256;
        qa_set(&q_kf_rp0, qa_uninit(1, 1, q_kf_rgn, 1));
        q_kf_rp0->valid = Q_DEV; /* the kernel writes every partial: nothing to copy in */
        long t22 = (long)(q_kf_rs0);
        qcl_call t23;
        qcl_begin(&t23, "qk_red57_5");
        qcl_long(&t23, t22);
        qcl_long(&t23, q_kf_rn0);
        qcl_long(&t23, q_kf_rs0);
        qcl_arr(&t23, q_kf_rp0, 1);
        qcl_arr(&t23, q_kf_e0, 0);
        long t24[3] = {t22, 1, 1};
        long t25[3] = {256, 1, 1};
        qcl_run_blk(&t23, 1, t24, t25, 1);
        qa_rd(q_kf_rp0);
        double t26 = 0.0;
        for (long t27 = 0; t27 < q_kf_rp0->n; t27++) t26 += q_kf_rp0->d[t27];
        qa_set(&q_kf_rp0, NULL);
        t20 = t26;
    }
    q_kf_e0 = NULL;
    t11[1] = (qval){0, (double)(t20), NULL};
    char *t28 = q_vformat("block sums: %.6f, sum: %.6f\n", 2, t11);
    fputs(t28, stdout);
    qs_release(t28);
    qarr *t29 = qa_fill(2, (long)(q_m), (long)(q_m), 1, 0.0);
    qa_set(&q_a, t29);
    if (q_dev_worth(((q_m - 1L) - 0L + 1) * ((q_m - 1L) - 0L + 1), 10)) {
        q_kf_lo0 = (long)(0L);
        q_kf_n0 = (long)((q_m - 1L)) - q_kf_lo0 + 1;
        q_kf_lo1 = (long)(0L);
        q_kf_n1 = (long)((q_m - 1L)) - q_kf_lo1 + 1;
        long t30 = (long)(q_kf_n0);
        long t31 = (long)(q_kf_n1);
        qcl_call t32;
        qcl_begin(&t32, "qk_loop59_6");
        qcl_long(&t32, t30);
        qcl_long(&t32, t31);
        qcl_long(&t32, q_kf_lo0);
        qcl_long(&t32, q_kf_lo1);
        qcl_long(&t32, q_m);
        qcl_arr(&t32, q_a, 1);
        long t33[3] = {t30, t31, 1};
        qcl_run(&t32, 2, t33);
    }
    else {
        qa_wr(q_a);
        long t34 = 0L, t35 = (q_m - 1L);
        long t36 = 0L, t37 = (q_m - 1L);
        #pragma omp parallel for collapse(2) if ((t35 - t34 + 1) * (t37 - t36 + 1) > 256)
        for (q_i = t34; q_i <= t35; q_i += 1) {
            for (q_j = t36; q_j <= t37; q_j += 1) {
                q_a->d[(q_i) * q_a->dim[1] + (q_j)] = ((q_i * q_m) + q_j);
            }
        }
    }
    qarr *t38 = qa_fill(2, (long)(q_m), (long)(q_m), 1, 0.0);
    qa_set(&q_b, t38);
    long t39 = (long)(q_m);
    long t40 = (long)(q_m);
    qcl_call t41;
    qcl_begin(&t41, "qk_tile_transpose_7");
    qcl_long(&t41, t39);
    qcl_long(&t41, t40);
    qcl_arr(&t41, q_a, 0);
    qcl_arr(&t41, q_b, 1);
    long t42[3] = {t39, t40, 1};
    long t43[3] = {16, 16, 1};
    qcl_run_blk(&t41, 2, t42, t43, 1);
    qa_rd(q_a);
    qval t44[1];
    qarr *t45 = qa_transpose(q_a);
    if (t45->n != q_b->n) q_fail("blocks.q:66: element-wise operands of different sizes");
    double t46;
    long t47 = q_b->n;
    q_kf_e0 = q_b;
    q_kf_e1 = t45;
    if (!q_red_worth(t47, 20) || ((q_b->valid & Q_HOST) && (t45->valid & Q_HOST))) {
        qa_rd(q_b);
        qa_rd(t45);
        t46 = 0.0;
        #pragma omp parallel for reduction(+:t46) if (t47 > 16384)
        for (q_kf_ri0 = 0; q_kf_ri0 < t47; q_kf_ri0++) t46 += fabs((double)((q_kf_e0->d[q_kf_ri0] - q_kf_e1->d[q_kf_ri0])));
    } else {
        q_kf_rn0 = (long)(t47);
        q_kf_rs0 = q_kf_rn0 > 65280 ? 256 : q_kf_rn0 > 0 ? (q_kf_rn0 + 255) / 256 : 1;
        q_kf_rgn = q_kf_rs0;
        q_kf_rs0 *= 256;
        qa_set(&q_kf_rp0, qa_uninit(1, 1, q_kf_rgn, 1));
        q_kf_rp0->valid = Q_DEV; /* the kernel writes every partial: nothing to copy in */
        long t48 = (long)(q_kf_rs0);
        qcl_call t49;
        qcl_begin(&t49, "qk_red66_8");
        qcl_long(&t49, t48);
        qcl_long(&t49, q_kf_rn0);
        qcl_long(&t49, q_kf_rs0);
        qcl_arr(&t49, q_kf_rp0, 1);
        qcl_arr(&t49, q_kf_e0, 0);
        qcl_arr(&t49, q_kf_e1, 0);
        long t50[3] = {t48, 1, 1};
        long t51[3] = {256, 1, 1};
        qcl_run_blk(&t49, 1, t50, t51, 1);
        qa_rd(q_kf_rp0);
        double t52 = 0.0;
        for (long t53 = 0; t53 < q_kf_rp0->n; t53++) t52 += q_kf_rp0->d[t53];
        qa_set(&q_kf_rp0, NULL);
        t46 = t52;
    }
    q_kf_e0 = NULL;
    q_kf_e1 = NULL;
    t44[0] = (qval){0, (double)(t46), NULL};
    char *t54 = q_vformat("transpose: %.1f (0 when b is a')\n", 1, t44);
    fputs(t54, stdout);
    qs_release(t54);
    qa_release(t45);
    qarr *t55 = qa_fill(2, (long)(q_m), (long)(q_m), 1, 0.0);
    qa_set(&q_c, t55);
    long t56 = (long)(q_m);
    long t57 = (long)(q_m);
    long t58 = (q_m * q_m);
    qarr *t59 = qa_like(q_a);
    if (!q_dev_worth(t59->n, 6)) {
        q_kf_e0 = q_a;
        q_kf_i1 = t58;
        #pragma omp parallel for if (t59->n > 16384)
        for (q_kf_p = 0; q_kf_p < t59->n; q_kf_p++) t59->d[q_kf_p] = ((double)(q_kf_e0->d[q_kf_p]) / (q_kf_i1));
        q_kf_e0 = NULL;
    } else {
        q_kf_r = t59;
        q_kf_n = t59->n;
        q_kf_e0 = q_a;
        q_kf_i1 = t58;
        long t60 = (long)(q_kf_n);
        qcl_call t61;
        qcl_begin(&t61, "qk_expr68_10");
        qcl_long(&t61, t60);
        qcl_arr(&t61, q_kf_r, 1);
        qcl_arr(&t61, q_kf_e0, 0);
        qcl_long(&t61, q_kf_i1);
        long t62[3] = {t60, 1, 1};
        qcl_run(&t61, 1, t62);
        q_kf_r = NULL;
        q_kf_e0 = NULL;
    }
    qa_rd(t59);
    long t63 = (q_m * q_m);
    qarr *t64 = qa_like(q_b);
    if (!q_dev_worth(t64->n, 6)) {
        q_kf_e0 = q_b;
        q_kf_i1 = t63;
        #pragma omp parallel for if (t64->n > 16384)
        for (q_kf_p = 0; q_kf_p < t64->n; q_kf_p++) t64->d[q_kf_p] = ((double)(q_kf_e0->d[q_kf_p]) / (q_kf_i1));
        q_kf_e0 = NULL;
    } else {
        q_kf_r = t64;
        q_kf_n = t64->n;
        q_kf_e0 = q_b;
        q_kf_i1 = t63;
        long t65 = (long)(q_kf_n);
        qcl_call t66;
        qcl_begin(&t66, "qk_expr68_11");
        qcl_long(&t66, t65);
        qcl_arr(&t66, q_kf_r, 1);
        qcl_arr(&t66, q_kf_e0, 0);
        qcl_long(&t66, q_kf_i1);
        long t67[3] = {t65, 1, 1};
        qcl_run(&t66, 1, t67);
        q_kf_r = NULL;
        q_kf_e0 = NULL;
    }
    qa_rd(t64);
    qcl_call t68;
    qcl_begin(&t68, "qk_tiled_matmul_9");
    qcl_long(&t68, t56);
    qcl_long(&t68, t57);
    qcl_arr(&t68, t59, 0);
    qcl_arr(&t68, t64, 0);
    qcl_arr(&t68, q_c, 1);
    long t69[3] = {t56, t57, 1};
    long t70[3] = {16, 16, 1};
    qcl_run_blk(&t68, 2, t69, t70, 1);
    qa_release(t59);
    qa_release(t64);
    qa_rd(q_a);
    qa_rd(q_b);
    qval t71[1];
    long t72 = (q_m * q_m);
    qarr *t73 = qa_like(q_a);
    if (!q_dev_worth(t73->n, 6)) {
        q_kf_e0 = q_a;
        q_kf_i1 = t72;
        #pragma omp parallel for if (t73->n > 16384)
        for (q_kf_p = 0; q_kf_p < t73->n; q_kf_p++) t73->d[q_kf_p] = ((double)(q_kf_e0->d[q_kf_p]) / (q_kf_i1));
        q_kf_e0 = NULL;
    } else {
        q_kf_r = t73;
        q_kf_n = t73->n;
        q_kf_e0 = q_a;
        q_kf_i1 = t72;
        long t74 = (long)(q_kf_n);
        qcl_call t75;
        qcl_begin(&t75, "qk_expr69_12");
        qcl_long(&t75, t74);
        qcl_arr(&t75, q_kf_r, 1);
        qcl_arr(&t75, q_kf_e0, 0);
        qcl_long(&t75, q_kf_i1);
        long t76[3] = {t74, 1, 1};
        qcl_run(&t75, 1, t76);
        q_kf_r = NULL;
        q_kf_e0 = NULL;
    }
    qa_rd(t73);
    long t77 = (q_m * q_m);
    qarr *t78 = qa_like(q_b);
    if (!q_dev_worth(t78->n, 6)) {
        q_kf_e0 = q_b;
        q_kf_i1 = t77;
        #pragma omp parallel for if (t78->n > 16384)
        for (q_kf_p = 0; q_kf_p < t78->n; q_kf_p++) t78->d[q_kf_p] = ((double)(q_kf_e0->d[q_kf_p]) / (q_kf_i1));
        q_kf_e0 = NULL;
    } else {
        q_kf_r = t78;
        q_kf_n = t78->n;
        q_kf_e0 = q_b;
        q_kf_i1 = t77;
        long t79 = (long)(q_kf_n);
        qcl_call t80;
        qcl_begin(&t80, "qk_expr69_13");
        qcl_long(&t80, t79);
        qcl_arr(&t80, q_kf_r, 1);
        qcl_arr(&t80, q_kf_e0, 0);
        qcl_long(&t80, q_kf_i1);
        long t81[3] = {t79, 1, 1};
        qcl_run(&t80, 1, t81);
        q_kf_r = NULL;
        q_kf_e0 = NULL;
    }
    qa_rd(t78);
    qarr *t82 = qa_matmul(t73, t78);
    if (t82->n != q_c->n) q_fail("blocks.q:69: element-wise operands of different sizes");
    double t83;
    long t84 = q_c->n;
    q_kf_e0 = q_c;
    q_kf_e1 = t82;
    if (!q_red_worth(t84, 28) || ((q_c->valid & Q_HOST) && (t82->valid & Q_HOST))) {
        qa_rd(q_c);
        qa_rd(t82);
        t83 = -INFINITY;
        #pragma omp parallel for reduction(max:t83) if (t84 > 16384)
        for (q_kf_ri0 = 0; q_kf_ri0 < t84; q_kf_ri0++) t83 = fmax(t83, fabs((double)((q_kf_e0->d[q_kf_ri0] - q_kf_e1->d[q_kf_ri0]))));
    } else {
        q_kf_rn0 = (long)(t84);
        q_kf_rs0 = q_kf_rn0 > 65280 ? 256 : q_kf_rn0 > 0 ? (q_kf_rn0 + 255) / 256 : 1;
        q_kf_rgn = q_kf_rs0;
        q_kf_rs0 *= 256;
        qa_set(&q_kf_rp0, qa_uninit(1, 1, q_kf_rgn, 1));
        q_kf_rp0->valid = Q_DEV; /* the kernel writes every partial: nothing to copy in */
        long t85 = (long)(q_kf_rs0);
        qcl_call t86;
        qcl_begin(&t86, "qk_red69_14");
        qcl_long(&t86, t85);
        qcl_long(&t86, q_kf_rn0);
        qcl_long(&t86, q_kf_rs0);
        qcl_arr(&t86, q_kf_rp0, 1);
        qcl_arr(&t86, q_kf_e0, 0);
        qcl_arr(&t86, q_kf_e1, 0);
        long t87[3] = {t85, 1, 1};
        long t88[3] = {256, 1, 1};
        qcl_run_blk(&t86, 1, t87, t88, 1);
        qa_rd(q_kf_rp0);
        double t89 = -INFINITY;
        for (long t90 = 0; t90 < q_kf_rp0->n; t90++) t89 = q_fmax(t89, q_kf_rp0->d[t90]);
        qa_set(&q_kf_rp0, NULL);
        t83 = t89;
    }
    q_kf_e0 = NULL;
    q_kf_e1 = NULL;
    t71[0] = (qval){0, (double)(t83), NULL};
    char *t91 = q_vformat("tiled product: %.1e (0 when c is a*b)\n", 1, t71);
    fputs(t91, stdout);
    qs_release(t91);
    qa_release(t73);
    qa_release(t78);
    qa_release(t82);
    goto q_return;
q_return:
    qa_release(q_x);
    qa_release(q_partial);
    qa_release(q_a);
    qa_release(q_b);
    qa_release(q_c);
    qa_release(q_kf_e0);
    qa_release(q_kf_rp0);
    qa_release(q_kf_e1);
    qa_release(q_kf_r);
    return;
}

int main(int argc, char **argv)
{
    q_argc = argc;
    q_argv = argv;
    qcl_init(q_cl_src);
    q_script();
    qf_main_1(argc > 1 ? atol(argv[1]) : 32L, argc > 2 ? atol(argv[2]) : 64L);
    q_xfer_report();
    return 0;
}
