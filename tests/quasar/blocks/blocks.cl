__kernel void qk_block_sum_2(long q_lim0, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, __global q_real *q_partial_d, int q_partial_nd, long q_partial_d0, long q_partial_d1, long q_partial_d2, long q_partial_n);
__kernel void qk_tile_transpose_3(long q_lim0, long q_lim1, __global q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n, __global q_real *q_b_d, int q_b_nd, long q_b_d0, long q_b_d1, long q_b_d2, long q_b_n);
__kernel void qk_tiled_matmul_4(long q_lim0, long q_lim1, __global q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n, __global q_real *q_b_d, int q_b_nd, long q_b_d0, long q_b_d1, long q_b_d2, long q_b_n, __global q_real *q_c_d, int q_c_nd, long q_c_d0, long q_c_d1, long q_c_d2, long q_c_n);

__kernel void qk_block_sum_2(long q_lim0, __global q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, __global q_real *q_partial_d, int q_partial_nd, long q_partial_d0, long q_partial_d1, long q_partial_d2, long q_partial_n)
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

__kernel void qk_tile_transpose_3(long q_lim0, long q_lim1, __global q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n, __global q_real *q_b_d, int q_b_nd, long q_b_d0, long q_b_d1, long q_b_d2, long q_b_n)
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

__kernel void qk_tiled_matmul_4(long q_lim0, long q_lim1, __global q_real *q_a_d, int q_a_nd, long q_a_d0, long q_a_d1, long q_a_d2, long q_a_n, __global q_real *q_b_d, int q_b_nd, long q_b_d0, long q_b_d1, long q_b_d2, long q_b_n, __global q_real *q_c_d, int q_c_nd, long q_c_d0, long q_c_d1, long q_c_d2, long q_c_n)
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
    q_n = (q_nb * 64L);
    qarr *t0 = qa_fill(1, 1, q_n, 1, 0.0);
    qa_set(&q_x, t0);
    qa_wr(q_x);
    long t1 = 0L, t2 = (q_n - 1L);
    for (q_i = t1; q_i <= t2; q_i += 1) {
        q_x->d[q_i] = ((double)(q_imod((q_i * 37L), 101L)) / (7L));
    }
    qarr *t3 = qa_fill(1, 1, q_n, 1, 0.0);
    qa_set(&q_partial, t3);
    long t4 = (long)(q_n);
    qcl_call t5;
    qcl_begin(&t5, "qk_block_sum_2");
    qcl_long(&t5, t4);
    qcl_arr(&t5, q_x, 0);
    qcl_arr(&t5, q_partial, 1);
    long t6[3] = {t4, 1, 1};
    long t7[3] = {64, 1, 1};
    qcl_run_blk(&t5, 1, t6, t7, 1);
    qa_rd(q_partial);
    qa_rd(q_x);
    qval t8[2];
    double t10 = 0.0;
    for (long t9 = 0; t9 < q_partial->n; t9++) t10 += q_partial->d[t9];
    t8[0] = (qval){0, (double)(t10), NULL};
    double t12 = 0.0;
    for (long t11 = 0; t11 < q_x->n; t11++) t12 += q_x->d[t11];
    t8[1] = (qval){0, (double)(t12), NULL};
    char *t13 = q_vformat("block sums: %.6f, sum: %.6f\n", 2, t8);
    fputs(t13, stdout);
    qs_release(t13);
    qarr *t14 = qa_fill(2, (long)(q_m), (long)(q_m), 1, 0.0);
    qa_set(&q_a, t14);
    qa_wr(q_a);
    long t15 = 0L, t16 = (q_m - 1L);
    long t17 = 0L, t18 = (q_m - 1L);
    for (q_i = t15; q_i <= t16; q_i += 1) {
        for (q_j = t17; q_j <= t18; q_j += 1) {
            q_a->d[(q_i) * q_a->dim[1] + (q_j)] = ((q_i * q_m) + q_j);
        }
    }
    qarr *t19 = qa_fill(2, (long)(q_m), (long)(q_m), 1, 0.0);
    qa_set(&q_b, t19);
    long t20 = (long)(q_m);
    long t21 = (long)(q_m);
    qcl_call t22;
    qcl_begin(&t22, "qk_tile_transpose_3");
    qcl_long(&t22, t20);
    qcl_long(&t22, t21);
    qcl_arr(&t22, q_a, 0);
    qcl_arr(&t22, q_b, 1);
    long t23[3] = {t20, t21, 1};
    long t24[3] = {16, 16, 1};
    qcl_run_blk(&t22, 2, t23, t24, 1);
    qa_rd(q_b);
    qa_rd(q_a);
    qval t25[1];
    qarr *t27 = qa_transpose(q_a);
    if (t27->n != q_b->n) q_fail("blocks.q:66: element-wise operands of different sizes");
    double t28 = 0.0;
    for (long t26 = 0; t26 < q_b->n; t26++) t28 += fabs((double)((q_b->d[t26] - t27->d[t26])));
    t25[0] = (qval){0, (double)(t28), NULL};
    char *t29 = q_vformat("transpose: %.1f (0 when b is a')\n", 1, t25);
    fputs(t29, stdout);
    qs_release(t29);
    qa_release(t27);
    qarr *t30 = qa_fill(2, (long)(q_m), (long)(q_m), 1, 0.0);
    qa_set(&q_c, t30);
    long t31 = (long)(q_m);
    long t32 = (long)(q_m);
    long t34 = (q_m * q_m);
    qarr *t35 = qa_like(q_a);
    for (long t33 = 0; t33 < t35->n; t33++) t35->d[t33] = (q_a->d[t33] / t34);
    long t37 = (q_m * q_m);
    qarr *t38 = qa_like(q_b);
    for (long t36 = 0; t36 < t38->n; t36++) t38->d[t36] = (q_b->d[t36] / t37);
    qcl_call t39;
    qcl_begin(&t39, "qk_tiled_matmul_4");
    qcl_long(&t39, t31);
    qcl_long(&t39, t32);
    qcl_arr(&t39, t35, 0);
    qcl_arr(&t39, t38, 0);
    qcl_arr(&t39, q_c, 1);
    long t40[3] = {t31, t32, 1};
    long t41[3] = {16, 16, 1};
    qcl_run_blk(&t39, 2, t40, t41, 1);
    qa_release(t35);
    qa_release(t38);
    qa_rd(q_c);
    qa_rd(q_a);
    qa_rd(q_b);
    qval t42[1];
    long t45 = (q_m * q_m);
    qarr *t46 = qa_like(q_a);
    for (long t44 = 0; t44 < t46->n; t44++) t46->d[t44] = (q_a->d[t44] / t45);
    long t48 = (q_m * q_m);
    qarr *t49 = qa_like(q_b);
    for (long t47 = 0; t47 < t49->n; t47++) t49->d[t47] = (q_b->d[t47] / t48);
    qarr *t50 = qa_matmul(t46, t49);
    if (t50->n != q_c->n) q_fail("blocks.q:69: element-wise operands of different sizes");
    double t51 = -INFINITY;
    for (long t43 = 0; t43 < q_c->n; t43++) t51 = fmax(t51, fabs((double)((q_c->d[t43] - t50->d[t43]))));
    t42[0] = (qval){0, (double)(t51), NULL};
    char *t52 = q_vformat("tiled product: %.1e (0 when c is a*b)\n", 1, t42);
    fputs(t52, stdout);
    qs_release(t52);
    qa_release(t46);
    qa_release(t49);
    qa_release(t50);
    goto q_return;
q_return:
    qa_release(q_x);
    qa_release(q_partial);
    qa_release(q_a);
    qa_release(q_b);
    qa_release(q_c);
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
