/* ---- end of the run-time support; the program follows ---- */
static void q_script(void);
static double qf_avg_2(double q_a, double q_b);
static double ql_4(double q_d, double q_kappa);
static qarr *qf_smooth_3(qarr *q_x, double q_kappa);
static qarr *qf_f_7(qarr *q_A, qarr *q_X, qarr *q_Y);
static void qf_main_1(long q_n);

static void q_script(void)
{
}

static double qf_avg_2(double q_a, double q_b)
{
    /* avg, line 4 */
    double q_y = 0;
    q_y = (0.5 * (q_a + q_b));
    goto q_return;
q_return:
    return q_y;
}

static double ql_4(double q_d, double q_kappa)
{
    return exp((double)((-q_sq((double)(((double)(q_d) / (q_kappa)))))));
}

static qarr *qf_smooth_3(qarr *q_x, double q_kappa)
{
    /* smooth, line 8 */
    qarr *q_y = NULL;
    long q_M = 0;
    long q_N = 0;
    long q_i = 0;
    long q_j = 0;
    double q_c = 0;
    double q_dn = 0;
    double q_de = 0;
    long q_kf_lo0 = 0;
    long q_kf_n0 = 0;
    long q_kf_lo1 = 0;
    long q_kf_n1 = 0;
    qa_retain(q_x);
    q_M = qa_size(q_x, 0L);
    q_N = qa_size(q_x, 1L);
    qarr *t0 = qa_fill(2, (long)(q_M), (long)(q_N), 1, 0.0);
    qa_set(&q_y, t0);
    q_kf_lo0 = (long)(0L);
    q_kf_n0 = (long)((q_M - 1L)) - q_kf_lo0 + 1;
    q_kf_lo1 = (long)(0L);
    q_kf_n1 = (long)((q_N - 1L)) - q_kf_lo1 + 1;
    long t1 = (long)(q_kf_n0);
    long t2 = (long)(q_kf_n1);
    qcl_call t3;
    qcl_begin(&t3, "qk_loop12_5");
    qcl_long(&t3, t1);
    qcl_long(&t3, t2);
    qcl_long(&t3, q_kf_lo0);
    qcl_long(&t3, q_kf_lo1);
    qcl_arr(&t3, q_x, 0);
    qcl_long(&t3, q_N);
    qcl_double(&t3, q_kappa);
    qcl_arr(&t3, q_y, 1);
    long t4[3] = {t1, t2, 1};
    qcl_run(&t3, 2, t4);
    goto q_return;
q_return:
    qa_release(q_x);
    return q_y;
}

static qarr *qf_f_7(qarr *q_A, qarr *q_X, qarr *q_Y)
{
    /* f, line 23 */
    qarr *q_Z = NULL;
    qarr *q_kf_r = NULL;
    long q_kf_n = 0;
    qarr *q_kf_e0 = NULL;
    qarr *q_kf_e1 = NULL;
    qarr *q_kf_e2 = NULL;
    qa_retain(q_A);
    qa_retain(q_X);
    qa_retain(q_Y);
    qa_rd(q_A);
    qa_rd(q_X);
    qa_rd(q_Y);
    if (q_X->n != q_A->n) q_fail("loopk.q:24: element-wise operands of different sizes");
    if (q_Y->n != q_A->n) q_fail("loopk.q:24: element-wise operands of different sizes");
    qarr *t0 = qa_like(q_A);
    q_kf_r = t0;
    q_kf_n = t0->n;
    q_kf_e0 = q_A;
    q_kf_e1 = q_X;
    q_kf_e2 = q_Y;
    long t1 = (long)(q_kf_n);
    qcl_call t2;
    qcl_begin(&t2, "qk_expr24_8");
    qcl_long(&t2, t1);
    qcl_arr(&t2, q_kf_r, 1);
    qcl_arr(&t2, q_kf_e0, 0);
    qcl_arr(&t2, q_kf_e1, 0);
    qcl_arr(&t2, q_kf_e2, 0);
    long t3[3] = {t1, 1, 1};
    qcl_run(&t2, 1, t3);
    q_kf_r = NULL;
    q_kf_e0 = NULL;
    q_kf_e1 = NULL;
    q_kf_e2 = NULL;
    qa_set(&q_Z, t0);
    goto q_return;
q_return:
    qa_release(q_A);
    qa_release(q_X);
    qa_release(q_Y);
    qa_release(q_kf_r);
    qa_release(q_kf_e0);
    qa_release(q_kf_e1);
    qa_release(q_kf_e2);
    return q_Z;
}

static void qf_main_1(long q_n)
{
    /* main, line 27 */
    qarr *q_A = NULL;
    qarr *q_X = NULL;
    long q_i = 0;
    long q_j = 0;
    qarr *q_v = NULL;
    long q_k = 0;
    qarr *q_C = NULL;
    long q_a = 0;
    long q_b = 0;
    long q_d = 0;
    double q_total = 0;
    double q_neg = 0;
    double q_lo = 0;
    double q_hi = 0;
    long q_cnt = 0;
    double q_prd = 0;
    double q_last = 0;
    qarr *q_Y = NULL;
    qarr *q_Z = NULL;
    long q_it = 0;
    long q_kf_lo0 = 0;
    long q_kf_n0 = 0;
    long q_kf_lo1 = 0;
    long q_kf_n1 = 0;
    long q_kf_lo2 = 0;
    long q_kf_n2 = 0;
    qarr *q_kf_acc0 = NULL;
    qarr *q_kf_acc1 = NULL;
    qarr *q_kf_r = NULL;
    long q_kf_n = 0;
    qarr *q_kf_e0 = NULL;
    qarr *t0 = qa_fill(2, (long)(q_n), (long)((q_n + 3L)), 1, 0.0);
    qa_set(&q_A, t0);
    qarr *t1 = qa_fill(2, (long)(q_n), (long)((q_n + 3L)), 1, 0.0);
    qa_set(&q_X, t1);
    q_kf_lo0 = (long)(0L);
    q_kf_n0 = (long)((q_n - 1L)) - q_kf_lo0 + 1;
    q_kf_lo1 = (long)(0L);
    q_kf_n1 = (long)((q_n + 2L)) - q_kf_lo1 + 1;
    long t2 = (long)(q_kf_n0);
    long t3 = (long)(q_kf_n1);
    qcl_call t4;
    qcl_begin(&t4, "qk_loop30_9");
    qcl_long(&t4, t2);
    qcl_long(&t4, t3);
    qcl_long(&t4, q_kf_lo0);
    qcl_long(&t4, q_kf_lo1);
    qcl_long(&t4, q_n);
    qcl_arr(&t4, q_A, 1);
    qcl_arr(&t4, q_X, 1);
    long t5[3] = {t2, t3, 1};
    qcl_run(&t4, 2, t5);
    qarr *t6 = qa_fill(1, 1, q_n, 1, 0.0);
    qa_set(&q_v, t6);
    q_kf_lo0 = (long)(2L);
    q_kf_n0 = (long)((q_n - 1L)) - q_kf_lo0 + 1;
    long t7 = (long)(q_kf_n0);
    qcl_call t8;
    qcl_begin(&t8, "qk_loop37_11");
    qcl_long(&t8, t7);
    qcl_long(&t8, q_kf_lo0);
    qcl_arr(&t8, q_v, 1);
    long t9[3] = {t7, 1, 1};
    qcl_run(&t8, 1, t9);
    qarr *t10 = qa_fill(3, (long)(3L), (long)(4L), (long)(5L), 0.0);
    qa_set(&q_C, t10);
    q_kf_lo0 = (long)(0L);
    q_kf_n0 = (long)(2L) - q_kf_lo0 + 1;
    q_kf_lo1 = (long)(0L);
    q_kf_n1 = (long)(3L) - q_kf_lo1 + 1;
    q_kf_lo2 = (long)(0L);
    q_kf_n2 = (long)(4L) - q_kf_lo2 + 1;
    long t11 = (long)(q_kf_n0);
    long t12 = (long)(q_kf_n1);
    long t13 = (long)(q_kf_n2);
    qcl_call t14;
    qcl_begin(&t14, "qk_loop41_12");
    qcl_long(&t14, t11);
    qcl_long(&t14, t12);
    qcl_long(&t14, t13);
    qcl_long(&t14, q_kf_lo0);
    qcl_long(&t14, q_kf_lo1);
    qcl_long(&t14, q_kf_lo2);
    qcl_arr(&t14, q_C, 1);
    long t15[3] = {t11, t12, t13};
    qcl_run(&t14, 3, t15);
    q_kf_lo0 = (long)(q_n);
    q_kf_n0 = (long)((q_n - 1L)) - q_kf_lo0 + 1;
    long t16 = (long)(q_kf_n0);
    qcl_call t17;
    qcl_begin(&t17, "qk_loop48_13");
    qcl_long(&t17, t16);
    qcl_long(&t17, q_kf_lo0);
    qcl_arr(&t17, q_v, 1);
    long t18[3] = {t16, 1, 1};
    qcl_run(&t17, 1, t18);
    q_total = 0;
    q_neg = 100;
    q_kf_lo0 = (long)(0L);
    q_kf_n0 = (long)((q_n - 1L)) - q_kf_lo0 + 1;
    qa_set(&q_kf_acc0, qa_fill(1, 1, 1, 1, 0.0));
    qa_set(&q_kf_acc1, qa_fill(1, 1, 1, 1, 0.0));
    long t19 = (long)(q_kf_n0);
    qcl_call t20;
    qcl_begin(&t20, "qk_loop53_14");
    qcl_long(&t20, t19);
    qcl_long(&t20, q_kf_lo0);
    qcl_arr(&t20, q_kf_acc0, 1);
    qcl_arr(&t20, q_kf_acc1, 1);
    qcl_arr(&t20, q_v, 0);
    qcl_arr(&t20, q_A, 0);
    long t21[3] = {t19, 1, 1};
    qcl_run(&t20, 1, t21);
    qa_rd(q_kf_acc0);
    q_total += q_kf_acc0->d[0];
    qa_set(&q_kf_acc0, NULL);
    qa_rd(q_kf_acc1);
    q_neg += q_kf_acc1->d[0];
    qa_set(&q_kf_acc1, NULL);
    q_lo = 1000000000;
    q_hi = (-1000000000);
    q_cnt = 0L;
    q_prd = 1;
    qa_rd(q_A);
    qa_rd(q_X);
    long t22 = 0L, t23 = (q_n - 1L);
    long t24 = 0L, t25 = (q_n + 2L);
    #pragma omp parallel for collapse(2) if ((t23 - t22 + 1) * (t25 - t24 + 1) > 256) reduction(min:q_lo) reduction(max:q_hi) reduction(*:q_prd)
    for (q_i = t22; q_i <= t23; q_i += 1) {
        for (q_j = t24; q_j <= t25; q_j += 1) {
            q_lo = fmin(q_lo, (q_A->d[(q_i) * q_A->dim[1] + (q_j)] - q_X->d[(q_i) * q_X->dim[1] + (q_j)]));
            q_hi = fmax(q_hi, (q_A->d[(q_i) * q_A->dim[1] + (q_j)] * q_X->d[(q_i) * q_X->dim[1] + (q_j)]));
            q_prd *= (1L + ((double)(q_X->d[(q_i) * q_X->dim[1] + (q_j)]) / (1000L)));
        }
    }
    q_kf_lo0 = (long)(0L);
    q_kf_n0 = (long)((q_n - 1L)) - q_kf_lo0 + 1;
    q_kf_lo1 = (long)(0L);
    q_kf_n1 = (long)((q_n + 2L)) - q_kf_lo1 + 1;
    qa_set(&q_kf_acc0, qa_fill(1, 1, 1, 1, 0.0));
    long t26 = (long)(q_kf_n0);
    long t27 = (long)(q_kf_n1);
    qcl_call t28;
    qcl_begin(&t28, "qk_loop68_15");
    qcl_long(&t28, t26);
    qcl_long(&t28, t27);
    qcl_long(&t28, q_kf_lo0);
    qcl_long(&t28, q_kf_lo1);
    qcl_arr(&t28, q_kf_acc0, 1);
    qcl_arr(&t28, q_A, 0);
    long t29[3] = {t26, t27, 1};
    qcl_run(&t28, 2, t29);
    qa_rd(q_kf_acc0);
    q_cnt += (long)q_kf_acc0->d[0];
    qa_set(&q_kf_acc0, NULL);
    q_last = 0;
    qa_wr(q_v);
    long t30 = 0L, t31 = (q_n - 1L);
    #pragma omp parallel for if ((t31 - t30 + 1) > 256) lastprivate(q_last)
    for (q_k = t30; q_k <= t31; q_k += 1) {
        q_last = (q_v->d[q_k] + 1L);
        q_v->d[q_k] = q_last;
    }
    qa_wr(q_v);
    long t32 = 0L, t33 = (q_n - 1L);
    long t34 = 2L;
    #pragma omp parallel for
    for (q_k = t32; q_k <= t33; q_k += t34) {
        q_v->d[q_k] = ((double)(q_v->d[q_k]) / (2L));
    }
    qarr *t35 = qf_smooth_3(q_A, 0.5);
    qa_set(&q_Y, t35);
    qarr *t36 = qf_f_7(q_A, q_X, q_Y);
    qa_set(&q_Z, t36);
    long t37 = 1L, t38 = 3L;
    for (q_it = t37; q_it <= t38; q_it += 1) {
        q_kf_lo0 = (long)(0L);
        q_kf_n0 = (long)((q_n - 1L)) - q_kf_lo0 + 1;
        long t39 = (long)(q_kf_n0);
        qcl_call t40;
        qcl_begin(&t40, "qk_loop86_16");
        qcl_long(&t40, t39);
        qcl_long(&t40, q_kf_lo0);
        qcl_arr(&t40, q_Z, 1);
        qcl_long(&t40, q_it);
        long t41[3] = {t39, 1, 1};
        qcl_run(&t40, 1, t41);
        qa_rd(q_Z);
        qarr *t42 = qa_like(q_Z);
        q_kf_r = t42;
        q_kf_n = t42->n;
        q_kf_e0 = q_Z;
        long t43 = (long)(q_kf_n);
        qcl_call t44;
        qcl_begin(&t44, "qk_expr89_17");
        qcl_long(&t44, t43);
        qcl_arr(&t44, q_kf_r, 1);
        qcl_arr(&t44, q_kf_e0, 0);
        long t45[3] = {t43, 1, 1};
        qcl_run(&t44, 1, t45);
        q_kf_r = NULL;
        q_kf_e0 = NULL;
        qa_set(&q_Z, t42);
    }
    qa_rd(q_Z);
    qa_rd(q_A);
    qa_rd(q_X);
    qa_rd(q_Y);
    qval t46[4];
    double t48 = 0.0;
    #pragma omp parallel for reduction(+:t48) if (q_Z->n > 16384)
    for (long t47 = 0; t47 < q_Z->n; t47++) t48 += q_Z->d[t47];
    t46[0] = (qval){0, (double)(t48), NULL};
    if (q_X->n != q_A->n) q_fail("loopk.q:91: element-wise operands of different sizes");
    if (q_Y->n != q_A->n) q_fail("loopk.q:91: element-wise operands of different sizes");
    double t50 = 0.0;
    #pragma omp parallel for reduction(+:t50) if (q_A->n > 16384)
    for (long t49 = 0; t49 < q_A->n; t49++) t50 += ((q_A->d[t49] * q_X->d[t49]) + q_Y->d[t49]);
    t46[1] = (qval){0, (double)(t50), NULL};
    t46[2] = (qval){0, (double)(q_total), NULL};
    t46[3] = (qval){0, (double)(q_last), NULL};
    char *t51 = q_vformat("%.6f %.6f %.6f %.6f\n", 4, t46);
    fputs(t51, stdout);
    qs_release(t51);
    qval t52[5];
    t52[0] = (qval){0, (double)(q_lo), NULL};
    t52[1] = (qval){0, (double)(q_hi), NULL};
    t52[2] = (qval){0, (double)(q_cnt), NULL};
    t52[3] = (qval){0, (double)(q_prd), NULL};
    t52[4] = (qval){0, (double)(q_neg), NULL};
    char *t53 = q_vformat("%.6f %.6f %d %.6f %.1f\n", 5, t52);
    fputs(t53, stdout);
    qs_release(t53);
    qa_rd(q_v);
    qa_rd(q_C);
    qarr *t54 = qa_slice(q_v, 1, (qsel){1, 0L, 4L, 1}, (qsel){0, 0, 0, 1}, (qsel){0, 0, 0, 1});
    qa_rd(t54);
    qa_print(t54);
    fputs(" ", stdout);
    double t56 = 0.0;
    #pragma omp parallel for reduction(+:t56) if (q_C->n > 16384)
    for (long t55 = 0; t55 < q_C->n; t55++) t56 += q_C->d[t55];
    q_print_num(t56);
    fputs(" ", stdout);
    q_print_num(q_C->d[((2L) * q_C->dim[1] + (3L)) * q_C->dim[2] + (4L)]);
    putchar('\n');
    qa_release(t54);
    qa_rd(q_Z);
    double t58 = 0.0;
    #pragma omp parallel for reduction(+:t58) if (q_Z->n > 16384)
    for (long t57 = 0; t57 < q_Z->n; t57++) t58 += sqrt((double)(fabs((double)((q_Z->d[t57] - 4L)))));
    q_print_num((q_Z->d[(1L) * q_Z->dim[1] + (2L)] + t58));
    fputs(" ", stdout);
    qarr *t59 = qa_like(q_Z);
    q_kf_r = t59;
    q_kf_n = t59->n;
    q_kf_e0 = q_Z;
    long t60 = (long)(q_kf_n);
    qcl_call t61;
    qcl_begin(&t61, "qk_expr94_18");
    qcl_long(&t61, t60);
    qcl_arr(&t61, q_kf_r, 1);
    qcl_arr(&t61, q_kf_e0, 0);
    long t62[3] = {t60, 1, 1};
    qcl_run(&t61, 1, t62);
    q_kf_r = NULL;
    q_kf_e0 = NULL;
    qa_rd(t59);
    q_print_num(t59->d[3L]);
    putchar('\n');
    qa_release(t59);
    goto q_return;
q_return:
    qa_release(q_A);
    qa_release(q_X);
    qa_release(q_v);
    qa_release(q_C);
    qa_release(q_Y);
    qa_release(q_Z);
    qa_release(q_kf_acc0);
    qa_release(q_kf_acc1);
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
    qf_main_1(argc > 1 ? atol(argv[1]) : 37L);
    q_xfer_report();
    return 0;
}
