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
    qarr *q_kf_e0 = NULL;
    qarr *q_kf_e1 = NULL;
    qarr *q_kf_e2 = NULL;
    long q_kf_p = 0;
    qarr *q_kf_r = NULL;
    long q_kf_n = 0;
    qa_retain(q_A);
    qa_retain(q_X);
    qa_retain(q_Y);
    qa_rd(q_A);
    qa_rd(q_X);
    qa_rd(q_Y);
    if (q_X->n != q_A->n) q_fail("loopk.q:24: element-wise operands of different sizes");
    if (q_Y->n != q_A->n) q_fail("loopk.q:24: element-wise operands of different sizes");
    qarr *t0 = qa_like(q_A);
    if (!q_dev_worth(t0->n, 14)) {
        q_kf_e0 = q_A;
        q_kf_e1 = q_X;
        q_kf_e2 = q_Y;
        #pragma omp parallel for if (t0->n > 16384)
        for (q_kf_p = 0; q_kf_p < t0->n; q_kf_p++) t0->d[q_kf_p] = (((q_kf_e0->d[q_kf_p] * q_kf_e1->d[q_kf_p]) + q_kf_e2->d[q_kf_p]) + 4L);
        q_kf_e0 = NULL;
        q_kf_e1 = NULL;
        q_kf_e2 = NULL;
    } else {
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
    }
    qa_set(&q_Z, t0);
    goto q_return;
q_return:
    qa_release(q_A);
    qa_release(q_X);
    qa_release(q_Y);
    qa_release(q_kf_e0);
    qa_release(q_kf_e1);
    qa_release(q_kf_e2);
    qa_release(q_kf_r);
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
    qarr *q_kf_e0 = NULL;
    long q_kf_p = 0;
    qarr *q_kf_r = NULL;
    long q_kf_n = 0;
    qarr *t0 = qa_fill(2, (long)(q_n), (long)((q_n + 3L)), 1, 0.0);
    qa_set(&q_A, t0);
    qarr *t1 = qa_fill(2, (long)(q_n), (long)((q_n + 3L)), 1, 0.0);
    qa_set(&q_X, t1);
    if (q_dev_worth(((q_n - 1L) - 0L + 1) * ((q_n + 2L) - 0L + 1), 39)) {
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
    }
    else {
        qa_wr(q_A);
        qa_wr(q_X);
        long t6 = 0L, t7 = (q_n - 1L);
        long t8 = 0L, t9 = (q_n + 2L);
        #pragma omp parallel for collapse(2) if ((t7 - t6 + 1) * (t9 - t8 + 1) > 256)
        for (q_i = t6; q_i <= t7; q_i += 1) {
            for (q_j = t8; q_j <= t9; q_j += 1) {
                q_A->d[(q_i) * q_A->dim[1] + (q_j)] = (sin((double)((q_i * 0.10000000000000001))) + ((double)(q_j) / (q_n)));
                q_X->d[(q_i) * q_X->dim[1] + (q_j)] = ((double)(qf_avg_2(q_i, q_j)) / (q_n));
            }
        }
    }
    qarr *t10 = qa_fill(1, 1, q_n, 1, 0.0);
    qa_set(&q_v, t10);
    if (q_dev_worth(((q_n - 1L) - 2L + 1), 9)) {
        q_kf_lo0 = (long)(2L);
        q_kf_n0 = (long)((q_n - 1L)) - q_kf_lo0 + 1;
        long t11 = (long)(q_kf_n0);
        qcl_call t12;
        qcl_begin(&t12, "qk_loop37_11");
        qcl_long(&t12, t11);
        qcl_long(&t12, q_kf_lo0);
        qcl_arr(&t12, q_v, 1);
        long t13[3] = {t11, 1, 1};
        qcl_run(&t12, 1, t13);
    }
    else {
        qa_wr(q_v);
        long t14 = 2L, t15 = (q_n - 1L);
        #pragma omp parallel for if ((t15 - t14 + 1) > 256)
        for (q_k = t14; q_k <= t15; q_k += 1) {
            q_v->d[q_k] = ((q_k * q_k) - 1L);
        }
    }
    qarr *t16 = qa_fill(3, (long)(3L), (long)(4L), (long)(5L), 0.0);
    qa_set(&q_C, t16);
    if (q_dev_worth((2L - 0L + 1) * (3L - 0L + 1) * (4L - 0L + 1), 15)) {
        q_kf_lo0 = (long)(0L);
        q_kf_n0 = (long)(2L) - q_kf_lo0 + 1;
        q_kf_lo1 = (long)(0L);
        q_kf_n1 = (long)(3L) - q_kf_lo1 + 1;
        q_kf_lo2 = (long)(0L);
        q_kf_n2 = (long)(4L) - q_kf_lo2 + 1;
        long t17 = (long)(q_kf_n0);
        long t18 = (long)(q_kf_n1);
        long t19 = (long)(q_kf_n2);
        qcl_call t20;
        qcl_begin(&t20, "qk_loop41_12");
        qcl_long(&t20, t17);
        qcl_long(&t20, t18);
        qcl_long(&t20, t19);
        qcl_long(&t20, q_kf_lo0);
        qcl_long(&t20, q_kf_lo1);
        qcl_long(&t20, q_kf_lo2);
        qcl_arr(&t20, q_C, 1);
        long t21[3] = {t17, t18, t19};
        qcl_run(&t20, 3, t21);
    }
    else {
        qa_wr(q_C);
        long t22 = 0L, t23 = 2L;
        long t24 = 0L, t25 = 3L;
        long t26 = 0L, t27 = 4L;
        #pragma omp parallel for collapse(3) if ((t23 - t22 + 1) * (t25 - t24 + 1) * (t27 - t26 + 1) > 256)
        for (q_a = t22; q_a <= t23; q_a += 1) {
            for (q_b = t24; q_b <= t25; q_b += 1) {
                for (q_d = t26; q_d <= t27; q_d += 1) {
                    q_C->d[((q_a) * q_C->dim[1] + (q_b)) * q_C->dim[2] + (q_d)] = (((q_a * 100L) + (q_b * 10L)) + q_d);
                }
            }
        }
    }
    if (q_dev_worth(((q_n - 1L) - q_n + 1), 6)) {
        q_kf_lo0 = (long)(q_n);
        q_kf_n0 = (long)((q_n - 1L)) - q_kf_lo0 + 1;
        long t28 = (long)(q_kf_n0);
        qcl_call t29;
        qcl_begin(&t29, "qk_loop48_13");
        qcl_long(&t29, t28);
        qcl_long(&t29, q_kf_lo0);
        qcl_arr(&t29, q_v, 1);
        long t30[3] = {t28, 1, 1};
        qcl_run(&t29, 1, t30);
    }
    else {
        qa_wr(q_v);
        long t31 = q_n, t32 = (q_n - 1L);
        #pragma omp parallel for if ((t32 - t31 + 1) > 256)
        for (q_k = t31; q_k <= t32; q_k += 1) {
            q_v->d[q_k] = (-1L);
        }
    }
    q_total = 0;
    q_neg = 100;
    if (q_dev_worth(((q_n - 1L) - 0L + 1), 15)) {
        q_kf_lo0 = (long)(0L);
        q_kf_n0 = (long)((q_n - 1L)) - q_kf_lo0 + 1;
        qa_set(&q_kf_acc0, qa_fill(1, 1, 1, 1, 0.0));
        qa_set(&q_kf_acc1, qa_fill(1, 1, 1, 1, 0.0));
        long t33 = (long)(q_kf_n0);
        qcl_call t34;
        qcl_begin(&t34, "qk_loop53_14");
        qcl_long(&t34, t33);
        qcl_long(&t34, q_kf_lo0);
        qcl_arr(&t34, q_kf_acc0, 1);
        qcl_arr(&t34, q_kf_acc1, 1);
        qcl_arr(&t34, q_v, 0);
        qcl_arr(&t34, q_A, 0);
        long t35[3] = {t33, 1, 1};
        qcl_run(&t34, 1, t35);
        qa_rd(q_kf_acc0);
        q_total += q_kf_acc0->d[0];
        qa_set(&q_kf_acc0, NULL);
        qa_rd(q_kf_acc1);
        q_neg += q_kf_acc1->d[0];
        qa_set(&q_kf_acc1, NULL);
    }
    else {
        qa_rd(q_v);
        qa_rd(q_A);
        long t36 = 0L, t37 = (q_n - 1L);
        #pragma omp parallel for if ((t37 - t36 + 1) > 256) reduction(+:q_total) reduction(+:q_neg)
        for (q_k = t36; q_k <= t37; q_k += 1) {
            q_total += (q_v->d[q_k] * q_A->d[(q_k) * q_A->dim[1] + (1L)]);
            q_neg -= q_v->d[q_k];
        }
    }
    q_lo = 1000000000;
    q_hi = (-1000000000);
    q_cnt = 0L;
    q_prd = 1;
    qa_rd(q_A);
    qa_rd(q_X);
    long t38 = 0L, t39 = (q_n - 1L);
    long t40 = 0L, t41 = (q_n + 2L);
    #pragma omp parallel for collapse(2) if ((t39 - t38 + 1) * (t41 - t40 + 1) > 256) reduction(min:q_lo) reduction(max:q_hi) reduction(*:q_prd)
    for (q_i = t38; q_i <= t39; q_i += 1) {
        for (q_j = t40; q_j <= t41; q_j += 1) {
            q_lo = fmin(q_lo, (q_A->d[(q_i) * q_A->dim[1] + (q_j)] - q_X->d[(q_i) * q_X->dim[1] + (q_j)]));
            q_hi = fmax(q_hi, (q_A->d[(q_i) * q_A->dim[1] + (q_j)] * q_X->d[(q_i) * q_X->dim[1] + (q_j)]));
            q_prd *= (1L + ((double)(q_X->d[(q_i) * q_X->dim[1] + (q_j)]) / (1000L)));
        }
    }
    if (q_dev_worth(((q_n - 1L) - 0L + 1) * ((q_n + 2L) - 0L + 1), 10)) {
        q_kf_lo0 = (long)(0L);
        q_kf_n0 = (long)((q_n - 1L)) - q_kf_lo0 + 1;
        q_kf_lo1 = (long)(0L);
        q_kf_n1 = (long)((q_n + 2L)) - q_kf_lo1 + 1;
        qa_set(&q_kf_acc0, qa_fill(1, 1, 1, 1, 0.0));
        long t42 = (long)(q_kf_n0);
        long t43 = (long)(q_kf_n1);
        qcl_call t44;
        qcl_begin(&t44, "qk_loop68_15");
        qcl_long(&t44, t42);
        qcl_long(&t44, t43);
        qcl_long(&t44, q_kf_lo0);
        qcl_long(&t44, q_kf_lo1);
        qcl_arr(&t44, q_kf_acc0, 1);
        qcl_arr(&t44, q_A, 0);
        long t45[3] = {t42, t43, 1};
        qcl_run(&t44, 2, t45);
        qa_rd(q_kf_acc0);
        q_cnt += (long)q_kf_acc0->d[0];
        qa_set(&q_kf_acc0, NULL);
    }
    else {
        qa_rd(q_A);
        long t46 = 0L, t47 = (q_n - 1L);
        long t48 = 0L, t49 = (q_n + 2L);
        #pragma omp parallel for collapse(2) if ((t47 - t46 + 1) * (t49 - t48 + 1) > 256) reduction(+:q_cnt)
        for (q_i = t46; q_i <= t47; q_i += 1) {
            for (q_j = t48; q_j <= t49; q_j += 1) {
                if ((q_A->d[(q_i) * q_A->dim[1] + (q_j)] > 1L)) {
                    q_cnt += 1L;
                }
            }
        }
    }
    q_last = 0;
    qa_wr(q_v);
    long t50 = 0L, t51 = (q_n - 1L);
    #pragma omp parallel for if ((t51 - t50 + 1) > 256) lastprivate(q_last)
    for (q_k = t50; q_k <= t51; q_k += 1) {
        q_last = (q_v->d[q_k] + 1L);
        q_v->d[q_k] = q_last;
    }
    qa_wr(q_v);
    long t52 = 0L, t53 = (q_n - 1L);
    long t54 = 2L;
    #pragma omp parallel for
    for (q_k = t52; q_k <= t53; q_k += t54) {
        q_v->d[q_k] = ((double)(q_v->d[q_k]) / (2L));
    }
    qarr *t55 = qf_smooth_3(q_A, 0.5);
    qa_set(&q_Y, t55);
    qarr *t56 = qf_f_7(q_A, q_X, q_Y);
    qa_set(&q_Z, t56);
    long t57 = 1L, t58 = 3L;
    for (q_it = t57; q_it <= t58; q_it += 1) {
        if (q_dev_worth(((q_n - 1L) - 0L + 1), 11)) {
            q_kf_lo0 = (long)(0L);
            q_kf_n0 = (long)((q_n - 1L)) - q_kf_lo0 + 1;
            long t59 = (long)(q_kf_n0);
            qcl_call t60;
            qcl_begin(&t60, "qk_loop86_16");
            qcl_long(&t60, t59);
            qcl_long(&t60, q_kf_lo0);
            qcl_arr(&t60, q_Z, 1);
            qcl_long(&t60, q_it);
            long t61[3] = {t59, 1, 1};
            qcl_run(&t60, 1, t61);
        }
        else {
            qa_wr(q_Z);
            long t62 = 0L, t63 = (q_n - 1L);
            #pragma omp parallel for if ((t63 - t62 + 1) > 256)
            for (q_i = t62; q_i <= t63; q_i += 1) {
                q_Z->d[(q_i) * q_Z->dim[1] + (0L)] = (q_Z->d[(q_i) * q_Z->dim[1] + (0L)] + q_it);
            }
        }
        qa_rd(q_Z);
        qarr *t64 = qa_like(q_Z);
        if (!q_dev_worth(t64->n, 8)) {
            q_kf_e0 = q_Z;
            #pragma omp parallel for if (t64->n > 16384)
            for (q_kf_p = 0; q_kf_p < t64->n; q_kf_p++) t64->d[q_kf_p] = ((q_kf_e0->d[q_kf_p] * 0.5) + 1L);
            q_kf_e0 = NULL;
        } else {
            q_kf_r = t64;
            q_kf_n = t64->n;
            q_kf_e0 = q_Z;
            long t65 = (long)(q_kf_n);
            qcl_call t66;
            qcl_begin(&t66, "qk_expr89_17");
            qcl_long(&t66, t65);
            qcl_arr(&t66, q_kf_r, 1);
            qcl_arr(&t66, q_kf_e0, 0);
            long t67[3] = {t65, 1, 1};
            qcl_run(&t66, 1, t67);
            q_kf_r = NULL;
            q_kf_e0 = NULL;
        }
        qa_set(&q_Z, t64);
    }
    qa_rd(q_Z);
    qa_rd(q_A);
    qa_rd(q_X);
    qa_rd(q_Y);
    qval t68[4];
    double t70 = 0.0;
    #pragma omp parallel for reduction(+:t70) if (q_Z->n > 16384)
    for (long t69 = 0; t69 < q_Z->n; t69++) t70 += q_Z->d[t69];
    t68[0] = (qval){0, (double)(t70), NULL};
    if (q_X->n != q_A->n) q_fail("loopk.q:91: element-wise operands of different sizes");
    if (q_Y->n != q_A->n) q_fail("loopk.q:91: element-wise operands of different sizes");
    double t72 = 0.0;
    #pragma omp parallel for reduction(+:t72) if (q_A->n > 16384)
    for (long t71 = 0; t71 < q_A->n; t71++) t72 += ((q_A->d[t71] * q_X->d[t71]) + q_Y->d[t71]);
    t68[1] = (qval){0, (double)(t72), NULL};
    t68[2] = (qval){0, (double)(q_total), NULL};
    t68[3] = (qval){0, (double)(q_last), NULL};
    char *t73 = q_vformat("%.6f %.6f %.6f %.6f\n", 4, t68);
    fputs(t73, stdout);
    qs_release(t73);
    qval t74[5];
    t74[0] = (qval){0, (double)(q_lo), NULL};
    t74[1] = (qval){0, (double)(q_hi), NULL};
    t74[2] = (qval){0, (double)(q_cnt), NULL};
    t74[3] = (qval){0, (double)(q_prd), NULL};
    t74[4] = (qval){0, (double)(q_neg), NULL};
    char *t75 = q_vformat("%.6f %.6f %d %.6f %.1f\n", 5, t74);
    fputs(t75, stdout);
    qs_release(t75);
    qa_rd(q_v);
    qa_rd(q_C);
    qarr *t76 = qa_slice(q_v, 1, (qsel){1, 0L, 4L, 1}, (qsel){0, 0, 0, 1}, (qsel){0, 0, 0, 1});
    qa_rd(t76);
    qa_print(t76);
    fputs(" ", stdout);
    double t78 = 0.0;
    #pragma omp parallel for reduction(+:t78) if (q_C->n > 16384)
    for (long t77 = 0; t77 < q_C->n; t77++) t78 += q_C->d[t77];
    q_print_num(t78);
    fputs(" ", stdout);
    q_print_num(q_C->d[((2L) * q_C->dim[1] + (3L)) * q_C->dim[2] + (4L)]);
    putchar('\n');
    qa_release(t76);
    qa_rd(q_Z);
    double t80 = 0.0;
    #pragma omp parallel for reduction(+:t80) if (q_Z->n > 16384)
    for (long t79 = 0; t79 < q_Z->n; t79++) t80 += sqrt((double)(fabs((double)((q_Z->d[t79] - 4L)))));
    q_print_num((q_Z->d[(1L) * q_Z->dim[1] + (2L)] + t80));
    fputs(" ", stdout);
    qarr *t81 = qa_like(q_Z);
    if (!q_dev_worth(t81->n, 6)) {
        q_kf_e0 = q_Z;
        #pragma omp parallel for if (t81->n > 16384)
        for (q_kf_p = 0; q_kf_p < t81->n; q_kf_p++) t81->d[q_kf_p] = (q_kf_e0->d[q_kf_p] - 1L);
        q_kf_e0 = NULL;
    } else {
        q_kf_r = t81;
        q_kf_n = t81->n;
        q_kf_e0 = q_Z;
        long t82 = (long)(q_kf_n);
        qcl_call t83;
        qcl_begin(&t83, "qk_expr94_18");
        qcl_long(&t83, t82);
        qcl_arr(&t83, q_kf_r, 1);
        qcl_arr(&t83, q_kf_e0, 0);
        long t84[3] = {t82, 1, 1};
        qcl_run(&t83, 1, t84);
        q_kf_r = NULL;
        q_kf_e0 = NULL;
    }
    qa_rd(t81);
    q_print_num(t81->d[3L]);
    putchar('\n');
    qa_release(t81);
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
    qf_main_1(argc > 1 ? atol(argv[1]) : 37L);
    q_xfer_report();
    return 0;
}
