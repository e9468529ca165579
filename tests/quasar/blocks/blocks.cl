__kernel void qk_loop52_2(long q_lim0, long q_kf_lo0, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n);
__kernel void qk_block_sum_3(long q_lim0, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, __global q_real *q_partial_d, int q_partial_nd, long q_partial_d0, long q_partial_d1, long q_partial_d2, long q_partial_n);
__kernel void qk_loop59_4(long q_lim0, long q_lim1, long q_kf_lo0, long q_kf_lo1, long q_m, __global q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n);
__kernel void qk_tile_transpose_5(long q_lim0, long q_lim1, __global q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n, __global q_real *q_b_d, int q_b_nd, long q_b_d0, long q_b_d1, long q_b_d2, long q_b_n);
__kernel void qk_tiled_matmul_6(long q_lim0, long q_lim1, __global q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n, __global q_real *q_b_d, int q_b_nd, long q_b_d0, long q_b_d1, long q_b_d2, long q_b_n, __global q_real *q_c_d, int q_c_nd, long q_c_d0, long q_c_d1, long q_c_d2, long q_c_n);
__kernel void qk_expr68_7(long q_lim0, __global q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, long q_kf_i1);
__kernel void qk_expr68_8(long q_lim0, __global q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, long q_kf_i1);
__kernel void qk_expr69_9(long q_lim0, __global q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, long q_kf_i1);
__kernel void qk_expr69_10(long q_lim0, __global q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, long q_kf_i1);

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

__kernel void qk_loop59_4(long q_lim0, long q_lim1, long q_kf_lo0, long q_kf_lo1, long q_m, __global q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n)
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

__kernel void qk_tile_transpose_5(long q_lim0, long q_lim1, __global q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n, __global q_real *q_b_d, int q_b_nd, long q_b_d0, long q_b_d1, long q_b_d2, long q_b_n)
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

__kernel void qk_tiled_matmul_6(long q_lim0, long q_lim1, __global q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n, __global q_real *q_b_d, int q_b_nd, long q_b_d0, long q_b_d1, long q_b_d2, long q_b_n, __global q_real *q_c_d, int q_c_nd, long q_c_d0, long q_c_d1, long q_c_d2, long q_c_n)
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

__kernel void qk_expr68_7(long q_lim0, __global q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, long q_kf_i1)
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

__kernel void qk_expr68_8(long q_lim0, __global q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, long q_kf_i1)
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

__kernel void qk_expr69_9(long q_lim0, __global q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, long q_kf_i1)
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

__kernel void qk_expr69_10(long q_lim0, __global q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, __global q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, long q_kf_i1)
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
    long q_kf_lo1 = 0;
    long q_kf_n1 = 0;
    qarr *q_kf_e0 = NULL;
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
    qa_rd(q_partial);
    qa_rd(q_x);
    qval t11[2];
    double t13 = 0.0;
    #pragma omp parallel for reduction(+:t13) if (q_partial->n > 16384)
    for (long t12 = 0; t12 < q_partial->n; t12++) t13 += q_partial->d[t12];
    t11[0] = (qval){0, (double)(t13), NULL};
    double t15 = 0.0;
    #pragma omp parallel for reduction(+:t15) if (q_x->n > 16384)
    for (long t14 = 0; t14 < q_x->n; t14++) t15 += q_x->d[t14];
    t11[1] = (qval){0, (double)(t15), NULL};
    char *t16 = q_vformat("block sums: %.6f, sum: %.6f\n", 2, t11);
    fputs(t16, stdout);
    qs_release(t16);
    qarr *t17 = qa_fill(2, (long)(q_m), (long)(q_m), 1, 0.0);
    qa_set(&q_a, t17);
    if (q_dev_worth(((q_m - 1L) - 0L + 1) * ((q_m - 1L) - 0L + 1), 10)) {
        q_kf_lo0 = (long)(0L);
        q_kf_n0 = (long)((q_m - 1L)) - q_kf_lo0 + 1;
        q_kf_lo1 = (long)(0L);
        q_kf_n1 = (long)((q_m - 1L)) - q_kf_lo1 + 1;
        long t18 = (long)(q_kf_n0);
        long t19 = (long)(q_kf_n1);
        qcl_call t20;
        qcl_begin(&t20, "qk_loop59_4");
        qcl_long(&t20, t18);
        qcl_long(&t20, t19);
        qcl_long(&t20, q_kf_lo0);
        qcl_long(&t20, q_kf_lo1);
        qcl_long(&t20, q_m);
        qcl_arr(&t20, q_a, 1);
        long t21[3] = {t18, t19, 1};
        qcl_run(&t20, 2, t21);
    }
    else {
        qa_wr(q_a);
        long t22 = 0L, t23 = (q_m - 1L);
        long t24 = 0L, t25 = (q_m - 1L);
        #pragma omp parallel for collapse(2) if ((t23 - t22 + 1) * (t25 - t24 + 1) > 256)
        for (q_i = t22; q_i <= t23; q_i += 1) {
            for (q_j = t24; q_j <= t25; q_j += 1) {
                q_a->d[(q_i) * q_a->dim[1] + (q_j)] = ((q_i * q_m) + q_j);
            }
        }
    }
    qarr *t26 = qa_fill(2, (long)(q_m), (long)(q_m), 1, 0.0);
    qa_set(&q_b, t26);
    long t27 = (long)(q_m);
    long t28 = (long)(q_m);
    qcl_call t29;
    qcl_begin(&t29, "qk_tile_transpose_5");
    qcl_long(&t29, t27);
    qcl_long(&t29, t28);
    qcl_arr(&t29, q_a, 0);
    qcl_arr(&t29, q_b, 1);
    long t30[3] = {t27, t28, 1};
    long t31[3] = {16, 16, 1};
    qcl_run_blk(&t29, 2, t30, t31, 1);
    qa_rd(q_b);
    qa_rd(q_a);
    qval t32[1];
    qarr *t34 = qa_transpose(q_a);
    if (t34->n != q_b->n) q_fail("blocks.q:66: element-wise operands of different sizes");
    double t35 = 0.0;
    #pragma omp parallel for reduction(+:t35) if (q_b->n > 16384)
    for (long t33 = 0; t33 < q_b->n; t33++) t35 += fabs((double)((q_b->d[t33] - t34->d[t33])));
    t32[0] = (qval){0, (double)(t35), NULL};
    char *t36 = q_vformat("transpose: %.1f (0 when b is a')\n", 1, t32);
    fputs(t36, stdout);
    qs_release(t36);
    qa_release(t34);
    qarr *t37 = qa_fill(2, (long)(q_m), (long)(q_m), 1, 0.0);
    qa_set(&q_c, t37);
    long t38 = (long)(q_m);
    long t39 = (long)(q_m);
    long t40 = (q_m * q_m);
    qarr *t41 = qa_like(q_a);
    if (!q_dev_worth(t41->n, 6)) {
        q_kf_e0 = q_a;
        q_kf_i1 = t40;
        #pragma omp parallel for if (t41->n > 16384)
        for (q_kf_p = 0; q_kf_p < t41->n; q_kf_p++) t41->d[q_kf_p] = ((double)(q_kf_e0->d[q_kf_p]) / (q_kf_i1));
        q_kf_e0 = NULL;
    } else {
        q_kf_r = t41;
        q_kf_n = t41->n;
        q_kf_e0 = q_a;
        q_kf_i1 = t40;
        long t42 = (long)(q_kf_n);
        qcl_call t43;
        qcl_begin(&t43, "qk_expr68_7");
        qcl_long(&t43, t42);
        qcl_arr(&t43, q_kf_r, 1);
        qcl_arr(&t43, q_kf_e0, 0);
        qcl_long(&t43, q_kf_i1);
        long t44[3] = {t42, 1, 1};
        qcl_run(&t43, 1, t44);
        q_kf_r = NULL;
        q_kf_e0 = NULL;
    }
    qa_rd(t41);
    long t45 = (q_m * q_m);
    qarr *t46 = qa_like(q_b);
    if (!q_dev_worth(t46->n, 6)) {
        q_kf_e0 = q_b;
        q_kf_i1 = t45;
        #pragma omp parallel for if (t46->n > 16384)
        for (q_kf_p = 0; q_kf_p < t46->n; q_kf_p++) t46->d[q_kf_p] = ((double)(q_kf_e0->d[q_kf_p]) / (q_kf_i1));
        q_kf_e0 = NULL;
    } else {
        q_kf_r = t46;
        q_kf_n = t46->n;
        q_kf_e0 = q_b;
        q_kf_i1 = t45;
        long t47 = (long)(q_kf_n);
        qcl_call t48;
        qcl_begin(&t48, "qk_expr68_8");
        qcl_long(&t48, t47);
        qcl_arr(&t48, q_kf_r, 1);
        qcl_arr(&t48, q_kf_e0, 0);
        qcl_long(&t48, q_kf_i1);
        long t49[3] = {t47, 1, 1};
        qcl_run(&t48, 1, t49);
        q_kf_r = NULL;
        q_kf_e0 = NULL;
    }
    qa_rd(t46);
    qcl_call t50;
    qcl_begin(&t50, "qk_tiled_matmul_6");
    qcl_long(&t50, t38);
    qcl_long(&t50, t39);
    qcl_arr(&t50, t41, 0);
    qcl_arr(&t50, t46, 0);
    qcl_arr(&t50, q_c, 1);
    long t51[3] = {t38, t39, 1};
    long t52[3] = {16, 16, 1};
    qcl_run_blk(&t50, 2, t51, t52, 1);
    qa_release(t41);
    qa_release(t46);
    qa_rd(q_c);
    qa_rd(q_a);
    qa_rd(q_b);
    qval t53[1];
    long t55 = (q_m * q_m);
    qarr *t56 = qa_like(q_a);
    if (!q_dev_worth(t56->n, 6)) {
        q_kf_e0 = q_a;
        q_kf_i1 = t55;
        #pragma omp parallel for if (t56->n > 16384)
        for (q_kf_p = 0; q_kf_p < t56->n; q_kf_p++) t56->d[q_kf_p] = ((double)(q_kf_e0->d[q_kf_p]) / (q_kf_i1));
        q_kf_e0 = NULL;
    } else {
        q_kf_r = t56;
        q_kf_n = t56->n;
        q_kf_e0 = q_a;
        q_kf_i1 = t55;
        long t57 = (long)(q_kf_n);
        qcl_call t58;
        qcl_begin(&t58, "qk_expr69_9");
        qcl_long(&t58, t57);
        qcl_arr(&t58, q_kf_r, 1);
        qcl_arr(&t58, q_kf_e0, 0);
        qcl_long(&t58, q_kf_i1);
        long t59[3] = {t57, 1, 1};
        qcl_run(&t58, 1, t59);
        q_kf_r = NULL;
        q_kf_e0 = NULL;
    }
    qa_rd(t56);
    long t60 = (q_m * q_m);
    qarr *t61 = qa_like(q_b);
    if (!q_dev_worth(t61->n, 6)) {
        q_kf_e0 = q_b;
        q_kf_i1 = t60;
        #pragma omp parallel for if (t61->n > 16384)
        for (q_kf_p = 0; q_kf_p < t61->n; q_kf_p++) t61->d[q_kf_p] = ((double)(q_kf_e0->d[q_kf_p]) / (q_kf_i1));
        q_kf_e0 = NULL;
    } else {
        q_kf_r = t61;
        q_kf_n = t61->n;
        q_kf_e0 = q_b;
        q_kf_i1 = t60;
        long t62 = (long)(q_kf_n);
        qcl_call t63;
        qcl_begin(&t63, "qk_expr69_10");
        qcl_long(&t63, t62);
        qcl_arr(&t63, q_kf_r, 1);
        qcl_arr(&t63, q_kf_e0, 0);
        qcl_long(&t63, q_kf_i1);
        long t64[3] = {t62, 1, 1};
        qcl_run(&t63, 1, t64);
        q_kf_r = NULL;
        q_kf_e0 = NULL;
    }
    qa_rd(t61);
    qarr *t65 = qa_matmul(t56, t61);
    if (t65->n != q_c->n) q_fail("blocks.q:69: element-wise operands of different sizes");
    double t66 = -INFINITY;
    #pragma omp parallel for reduction(max:t66) if (q_c->n > 16384)
    for (long t54 = 0; t54 < q_c->n; t54++) t66 = fmax(t66, fabs((double)((q_c->d[t54] - t65->d[t54]))));
    t53[0] = (qval){0, (double)(t66), NULL};
    char *t67 = q_vformat("tiled product: %.1e (0 when c is a*b)\n", 1, t53);
    fputs(t67, stdout);
    qs_release(t67);
    qa_release(t56);
    qa_release(t61);
    qa_release(t65);
    goto q_return;
q_return:
    qa_release(q_x);
    qa_release(q_partial);
    qa_release(q_a);
    qa_release(q_b);
    qa_release(q_c);
    qa_release(q_kf_e0);
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
