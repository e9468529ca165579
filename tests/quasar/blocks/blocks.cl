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
    qarr *q_kf_r = NULL;
    long q_kf_n = 0;
    qarr *q_kf_e0 = NULL;
    long q_kf_i1 = 0;
    q_n = (q_nb * 64L);
    qarr *t0 = qa_fill(1, 1, q_n, 1, 0.0);
    qa_set(&q_x, t0);
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
    qarr *t4 = qa_fill(1, 1, q_n, 1, 0.0);
    qa_set(&q_partial, t4);
    long t5 = (long)(q_n);
    qcl_call t6;
    qcl_begin(&t6, "qk_block_sum_3");
    qcl_long(&t6, t5);
    qcl_arr(&t6, q_x, 0);
    qcl_arr(&t6, q_partial, 1);
    long t7[3] = {t5, 1, 1};
    long t8[3] = {64, 1, 1};
    qcl_run_blk(&t6, 1, t7, t8, 1);
    qa_rd(q_partial);
    qa_rd(q_x);
    qval t9[2];
    double t11 = 0.0;
    #pragma omp parallel for reduction(+:t11) if (q_partial->n > 16384)
    for (long t10 = 0; t10 < q_partial->n; t10++) t11 += q_partial->d[t10];
    t9[0] = (qval){0, (double)(t11), NULL};
    double t13 = 0.0;
    #pragma omp parallel for reduction(+:t13) if (q_x->n > 16384)
    for (long t12 = 0; t12 < q_x->n; t12++) t13 += q_x->d[t12];
    t9[1] = (qval){0, (double)(t13), NULL};
    char *t14 = q_vformat("block sums: %.6f, sum: %.6f\n", 2, t9);
    fputs(t14, stdout);
    qs_release(t14);
    qarr *t15 = qa_fill(2, (long)(q_m), (long)(q_m), 1, 0.0);
    qa_set(&q_a, t15);
    q_kf_lo0 = (long)(0L);
    q_kf_n0 = (long)((q_m - 1L)) - q_kf_lo0 + 1;
    q_kf_lo1 = (long)(0L);
    q_kf_n1 = (long)((q_m - 1L)) - q_kf_lo1 + 1;
    long t16 = (long)(q_kf_n0);
    long t17 = (long)(q_kf_n1);
    qcl_call t18;
    qcl_begin(&t18, "qk_loop59_4");
    qcl_long(&t18, t16);
    qcl_long(&t18, t17);
    qcl_long(&t18, q_kf_lo0);
    qcl_long(&t18, q_kf_lo1);
    qcl_long(&t18, q_m);
    qcl_arr(&t18, q_a, 1);
    long t19[3] = {t16, t17, 1};
    qcl_run(&t18, 2, t19);
    qarr *t20 = qa_fill(2, (long)(q_m), (long)(q_m), 1, 0.0);
    qa_set(&q_b, t20);
    long t21 = (long)(q_m);
    long t22 = (long)(q_m);
    qcl_call t23;
    qcl_begin(&t23, "qk_tile_transpose_5");
    qcl_long(&t23, t21);
    qcl_long(&t23, t22);
    qcl_arr(&t23, q_a, 0);
    qcl_arr(&t23, q_b, 1);
    long t24[3] = {t21, t22, 1};
    long t25[3] = {16, 16, 1};
    qcl_run_blk(&t23, 2, t24, t25, 1);
    qa_rd(q_b);
    qa_rd(q_a);
    qval t26[1];
    qarr *t28 = qa_transpose(q_a);
    if (t28->n != q_b->n) q_fail("blocks.q:66: element-wise operands of different sizes");
    double t29 = 0.0;
    #pragma omp parallel for reduction(+:t29) if (q_b->n > 16384)
    for (long t27 = 0; t27 < q_b->n; t27++) t29 += fabs((double)((q_b->d[t27] - t28->d[t27])));
    t26[0] = (qval){0, (double)(t29), NULL};
    char *t30 = q_vformat("transpose: %.1f (0 when b is a')\n", 1, t26);
    fputs(t30, stdout);
    qs_release(t30);
    qa_release(t28);
    qarr *t31 = qa_fill(2, (long)(q_m), (long)(q_m), 1, 0.0);
    qa_set(&q_c, t31);
    long t32 = (long)(q_m);
    long t33 = (long)(q_m);
    long t34 = (q_m * q_m);
    qarr *t35 = qa_like(q_a);
    q_kf_r = t35;
    q_kf_n = t35->n;
    q_kf_e0 = q_a;
    q_kf_i1 = t34;
    long t36 = (long)(q_kf_n);
    qcl_call t37;
    qcl_begin(&t37, "qk_expr68_7");
    qcl_long(&t37, t36);
    qcl_arr(&t37, q_kf_r, 1);
    qcl_arr(&t37, q_kf_e0, 0);
    qcl_long(&t37, q_kf_i1);
    long t38[3] = {t36, 1, 1};
    qcl_run(&t37, 1, t38);
    q_kf_r = NULL;
    q_kf_e0 = NULL;
    qa_rd(t35);
    long t39 = (q_m * q_m);
    qarr *t40 = qa_like(q_b);
    q_kf_r = t40;
    q_kf_n = t40->n;
    q_kf_e0 = q_b;
    q_kf_i1 = t39;
    long t41 = (long)(q_kf_n);
    qcl_call t42;
    qcl_begin(&t42, "qk_expr68_8");
    qcl_long(&t42, t41);
    qcl_arr(&t42, q_kf_r, 1);
    qcl_arr(&t42, q_kf_e0, 0);
    qcl_long(&t42, q_kf_i1);
    long t43[3] = {t41, 1, 1};
    qcl_run(&t42, 1, t43);
    q_kf_r = NULL;
    q_kf_e0 = NULL;
    qa_rd(t40);
    qcl_call t44;
    qcl_begin(&t44, "qk_tiled_matmul_6");
    qcl_long(&t44, t32);
    qcl_long(&t44, t33);
    qcl_arr(&t44, t35, 0);
    qcl_arr(&t44, t40, 0);
    qcl_arr(&t44, q_c, 1);
    long t45[3] = {t32, t33, 1};
    long t46[3] = {16, 16, 1};
    qcl_run_blk(&t44, 2, t45, t46, 1);
    qa_release(t35);
    qa_release(t40);
    qa_rd(q_c);
    qa_rd(q_a);
    qa_rd(q_b);
    qval t47[1];
    long t49 = (q_m * q_m);
    qarr *t50 = qa_like(q_a);
    q_kf_r = t50;
    q_kf_n = t50->n;
    q_kf_e0 = q_a;
    q_kf_i1 = t49;
    long t51 = (long)(q_kf_n);
    qcl_call t52;
    qcl_begin(&t52, "qk_expr69_9");
    qcl_long(&t52, t51);
    qcl_arr(&t52, q_kf_r, 1);
    qcl_arr(&t52, q_kf_e0, 0);
    qcl_long(&t52, q_kf_i1);
    long t53[3] = {t51, 1, 1};
    qcl_run(&t52, 1, t53);
    q_kf_r = NULL;
    q_kf_e0 = NULL;
    qa_rd(t50);
    long t54 = (q_m * q_m);
    qarr *t55 = qa_like(q_b);
    q_kf_r = t55;
    q_kf_n = t55->n;
    q_kf_e0 = q_b;
    q_kf_i1 = t54;
    long t56 = (long)(q_kf_n);
    qcl_call t57;
    qcl_begin(&t57, "qk_expr69_10");
    qcl_long(&t57, t56);
    qcl_arr(&t57, q_kf_r, 1);
    qcl_arr(&t57, q_kf_e0, 0);
    qcl_long(&t57, q_kf_i1);
    long t58[3] = {t56, 1, 1};
    qcl_run(&t57, 1, t58);
    q_kf_r = NULL;
    q_kf_e0 = NULL;
    qa_rd(t55);
    qarr *t59 = qa_matmul(t50, t55);
    if (t59->n != q_c->n) q_fail("blocks.q:69: element-wise operands of different sizes");
    double t60 = -INFINITY;
    #pragma omp parallel for reduction(max:t60) if (q_c->n > 16384)
    for (long t48 = 0; t48 < q_c->n; t48++) t60 = fmax(t60, fabs((double)((q_c->d[t48] - t59->d[t48]))));
    t47[0] = (qval){0, (double)(t60), NULL};
    char *t61 = q_vformat("tiled product: %.1e (0 when c is a*b)\n", 1, t47);
    fputs(t61, stdout);
    qs_release(t61);
    qa_release(t50);
    qa_release(t55);
    qa_release(t59);
    goto q_return;
q_return:
    qa_release(q_x);
    qa_release(q_partial);
    qa_release(q_a);
    qa_release(q_b);
    qa_release(q_c);
    qa_release(q_kf_r);
    qa_release(q_kf_e0);
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
