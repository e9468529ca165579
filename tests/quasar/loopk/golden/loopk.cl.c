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
    long q_kf_rgn = 0;
    long q_kf_rn0 = 0;
    long q_kf_rs0 = 0;
    qarr *q_kf_rp0 = NULL;
    qarr *q_kf_rp1 = NULL;
    long q_kf_rn1 = 0;
    long q_kf_rs1 = 0;
    long q_kf_rg1 = 0;
    qarr *q_kf_rp2 = NULL;
    qarr *q_kf_e0 = NULL;
    long q_kf_p = 0;
    qarr *q_kf_r = NULL;
    long q_kf_n = 0;
    long q_kf_ri0 = 0;
    qarr *q_kf_e1 = NULL;
    qarr *q_kf_e2 = NULL;
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
    if (q_red_worth(((q_n - 1L) - 0L + 1), 15)) {
        q_kf_lo0 = (long)(0L);
        q_kf_n0 = (long)((q_n - 1L)) - q_kf_lo0 + 1;
        q_kf_rn0 = (long)(q_kf_n0);
        q_kf_rs0 = q_kf_rn0 > 65280 ? 256 : q_kf_rn0 > 0 ? (q_kf_rn0 + 255) / 256 : 1;
        q_kf_rgn = q_kf_rs0;
        q_kf_rs0 *= 256;
        qa_set(&q_kf_rp0, qa_uninit(1, 1, q_kf_rgn, 1));
        q_kf_rp0->valid = Q_DEV; /* the kernel writes every partial: nothing to copy in */
        qa_set(&q_kf_rp1, qa_uninit(1, 1, q_kf_rgn, 1));
        q_kf_rp1->valid = Q_DEV; /* the kernel writes every partial: nothing to copy in */
        long t33 = (long)(q_kf_rs0);
        qcl_call t34;
        qcl_begin(&t34, "qk_red53_14");
        qcl_long(&t34, t33);
        qcl_long(&t34, q_kf_rn0);
        qcl_long(&t34, q_kf_rs0);
        qcl_arr(&t34, q_kf_rp0, 1);
        qcl_arr(&t34, q_kf_rp1, 1);
        qcl_long(&t34, q_kf_lo0);
        qcl_arr(&t34, q_v, 0);
        qcl_arr(&t34, q_A, 0);
        long t35[3] = {t33, 1, 1};
        long t36[3] = {256, 1, 1};
        qcl_run_blk(&t34, 1, t35, t36, 1);
        qa_rd(q_kf_rp0);
        double t37 = 0.0;
        for (long t38 = 0; t38 < q_kf_rp0->n; t38++) t37 += q_kf_rp0->d[t38];
        qa_set(&q_kf_rp0, NULL);
        qa_rd(q_kf_rp1);
        double t39 = 0.0;
        for (long t40 = 0; t40 < q_kf_rp1->n; t40++) t39 += q_kf_rp1->d[t40];
        qa_set(&q_kf_rp1, NULL);
        q_total += t37;
        q_neg += t39;
    }
    else {
        qa_rd(q_v);
        qa_rd(q_A);
        long t41 = 0L, t42 = (q_n - 1L);
        #pragma omp parallel for if ((t42 - t41 + 1) > 256) reduction(+:q_total) reduction(+:q_neg)
        for (q_k = t41; q_k <= t42; q_k += 1) {
            q_total += (q_v->d[q_k] * q_A->d[(q_k) * q_A->dim[1] + (1L)]);
            q_neg -= q_v->d[q_k];
        }
    }
    q_lo = 1000000000;
    q_hi = (-1000000000);
    q_cnt = 0L;
    q_prd = 1;
    if (q_red_worth(((q_n - 1L) - 0L + 1) * ((q_n + 2L) - 0L + 1), 32)) {
        q_kf_lo0 = (long)(0L);
        q_kf_n0 = (long)((q_n - 1L)) - q_kf_lo0 + 1;
        q_kf_lo1 = (long)(0L);
        q_kf_n1 = (long)((q_n + 2L)) - q_kf_lo1 + 1;
        q_kf_rn0 = (long)(q_kf_n0);
        q_kf_rs0 = q_kf_rn0 > 120 ? 16 : q_kf_rn0 > 0 ? (q_kf_rn0 + 7) / 8 : 1;
        q_kf_rgn = q_kf_rs0;
        q_kf_rn1 = (long)(q_kf_n1);
        q_kf_rs1 = q_kf_rn1 > 480 ? 16 : q_kf_rn1 > 0 ? (q_kf_rn1 + 31) / 32 : 1;
        q_kf_rg1 = q_kf_rs1;
        q_kf_rgn *= q_kf_rs1;
        q_kf_rs0 *= 8;
        q_kf_rs1 *= 32;
        qa_set(&q_kf_rp0, qa_uninit(1, 1, q_kf_rgn, 1));
        q_kf_rp0->valid = Q_DEV; /* the kernel writes every partial: nothing to copy in */
        qa_set(&q_kf_rp1, qa_uninit(1, 1, q_kf_rgn, 1));
        q_kf_rp1->valid = Q_DEV; /* the kernel writes every partial: nothing to copy in */
        qa_set(&q_kf_rp2, qa_uninit(1, 1, q_kf_rgn, 1));
        q_kf_rp2->valid = Q_DEV; /* the kernel writes every partial: nothing to copy in */
        long t43 = (long)(q_kf_rs0);
        long t44 = (long)(q_kf_rs1);
        qcl_call t45;
        qcl_begin(&t45, "qk_red61_15");
        qcl_long(&t45, t43);
        qcl_long(&t45, t44);
        qcl_long(&t45, q_kf_rn0);
        qcl_long(&t45, q_kf_rs0);
        qcl_long(&t45, q_kf_rn1);
        qcl_long(&t45, q_kf_rs1);
        qcl_long(&t45, q_kf_rg1);
        qcl_arr(&t45, q_kf_rp0, 1);
        qcl_arr(&t45, q_kf_rp1, 1);
        qcl_arr(&t45, q_kf_rp2, 1);
        qcl_long(&t45, q_kf_lo0);
        qcl_long(&t45, q_kf_lo1);
        qcl_arr(&t45, q_A, 0);
        qcl_arr(&t45, q_X, 0);
        long t46[3] = {t43, t44, 1};
        long t47[3] = {8, 32, 1};
        qcl_run_blk(&t45, 2, t46, t47, 1);
        qa_rd(q_kf_rp0);
        double t48 = INFINITY;
        for (long t49 = 0; t49 < q_kf_rp0->n; t49++) t48 = q_fmin(t48, q_kf_rp0->d[t49]);
        qa_set(&q_kf_rp0, NULL);
        qa_rd(q_kf_rp1);
        double t50 = -INFINITY;
        for (long t51 = 0; t51 < q_kf_rp1->n; t51++) t50 = q_fmax(t50, q_kf_rp1->d[t51]);
        qa_set(&q_kf_rp1, NULL);
        qa_rd(q_kf_rp2);
        double t52 = 1.0;
        for (long t53 = 0; t53 < q_kf_rp2->n; t53++) t52 *= q_kf_rp2->d[t53];
        qa_set(&q_kf_rp2, NULL);
        q_lo = fmin(q_lo, t48);
        q_hi = fmax(q_hi, t50);
        q_prd *= t52;
    }
    else {
        qa_rd(q_A);
        qa_rd(q_X);
        long t54 = 0L, t55 = (q_n - 1L);
        long t56 = 0L, t57 = (q_n + 2L);
        #pragma omp parallel for collapse(2) if ((t55 - t54 + 1) * (t57 - t56 + 1) > 256) reduction(min:q_lo) reduction(max:q_hi) reduction(*:q_prd)
        for (q_i = t54; q_i <= t55; q_i += 1) {
            for (q_j = t56; q_j <= t57; q_j += 1) {
                q_lo = fmin(q_lo, (q_A->d[(q_i) * q_A->dim[1] + (q_j)] - q_X->d[(q_i) * q_X->dim[1] + (q_j)]));
                q_hi = fmax(q_hi, (q_A->d[(q_i) * q_A->dim[1] + (q_j)] * q_X->d[(q_i) * q_X->dim[1] + (q_j)]));
                q_prd *= (1L + ((double)(q_X->d[(q_i) * q_X->dim[1] + (q_j)]) / (1000L)));
            }
        }
    }
    if (q_red_worth(((q_n - 1L) - 0L + 1) * ((q_n + 2L) - 0L + 1), 10)) {
        q_kf_lo0 = (long)(0L);
        q_kf_n0 = (long)((q_n - 1L)) - q_kf_lo0 + 1;
        q_kf_lo1 = (long)(0L);
        q_kf_n1 = (long)((q_n + 2L)) - q_kf_lo1 + 1;
        q_kf_rn0 = (long)(q_kf_n0);
        q_kf_rs0 = q_kf_rn0 > 120 ? 16 : q_kf_rn0 > 0 ? (q_kf_rn0 + 7) / 8 : 1;
        q_kf_rgn = q_kf_rs0;
        q_kf_rn1 = (long)(q_kf_n1);
        q_kf_rs1 = q_kf_rn1 > 480 ? 16 : q_kf_rn1 > 0 ? (q_kf_rn1 + 31) / 32 : 1;
        q_kf_rg1 = q_kf_rs1;
        q_kf_rgn *= q_kf_rs1;
        q_kf_rs0 *= 8;
        q_kf_rs1 *= 32;
        qa_set(&q_kf_rp0, qa_uninit(1, 1, q_kf_rgn, 1));
        q_kf_rp0->valid = Q_DEV; /* the kernel writes every partial: nothing to copy in */
        long t58 = (long)(q_kf_rs0);
        long t59 = (long)(q_kf_rs1);
        qcl_call t60;
        qcl_begin(&t60, "qk_red68_16");
        qcl_long(&t60, t58);
        qcl_long(&t60, t59);
        qcl_long(&t60, q_kf_rn0);
        qcl_long(&t60, q_kf_rs0);
        qcl_long(&t60, q_kf_rn1);
        qcl_long(&t60, q_kf_rs1);
        qcl_long(&t60, q_kf_rg1);
        qcl_arr(&t60, q_kf_rp0, 1);
        qcl_long(&t60, q_kf_lo0);
        qcl_long(&t60, q_kf_lo1);
        qcl_arr(&t60, q_A, 0);
        long t61[3] = {t58, t59, 1};
        long t62[3] = {8, 32, 1};
        qcl_run_blk(&t60, 2, t61, t62, 1);
        qa_rd(q_kf_rp0);
        double t63 = 0.0;
        for (long t64 = 0; t64 < q_kf_rp0->n; t64++) t63 += q_kf_rp0->d[t64];
        qa_set(&q_kf_rp0, NULL);
        q_cnt += (long)t63;
    }
    else {
        qa_rd(q_A);
        long t65 = 0L, t66 = (q_n - 1L);
        long t67 = 0L, t68 = (q_n + 2L);
        #pragma omp parallel for collapse(2) if ((t66 - t65 + 1) * (t68 - t67 + 1) > 256) reduction(+:q_cnt)
        for (q_i = t65; q_i <= t66; q_i += 1) {
            for (q_j = t67; q_j <= t68; q_j += 1) {
                if ((q_A->d[(q_i) * q_A->dim[1] + (q_j)] > 1L)) {
                    q_cnt += 1L;
                }
            }
        }
    }
    q_last = 0;
    qa_wr(q_v);
    long t69 = 0L, t70 = (q_n - 1L);
    #pragma omp parallel for if ((t70 - t69 + 1) > 256) lastprivate(q_last)
    for (q_k = t69; q_k <= t70; q_k += 1) {
        q_last = (q_v->d[q_k] + 1L);
        q_v->d[q_k] = q_last;
    }
    qa_wr(q_v);
    long t71 = 0L, t72 = (q_n - 1L);
    long t73 = 2L;
    #pragma omp parallel for
    for (q_k = t71; q_k <= t72; q_k += t73) {
        q_v->d[q_k] = ((double)(q_v->d[q_k]) / (2L));
    }
    qarr *t74 = qf_smooth_3(q_A, 0.5);
    qa_set(&q_Y, t74);
    qarr *t75 = qf_f_7(q_A, q_X, q_Y);
    qa_set(&q_Z, t75);
    long t76 = 1L, t77 = 3L;
    for (q_it = t76; q_it <= t77; q_it += 1) {
        if (q_dev_worth(((q_n - 1L) - 0L + 1), 11)) {
            q_kf_lo0 = (long)(0L);
            q_kf_n0 = (long)((q_n - 1L)) - q_kf_lo0 + 1;
            long t78 = (long)(q_kf_n0);
            qcl_call t79;
            qcl_begin(&t79, "qk_loop86_17");
            qcl_long(&t79, t78);
            qcl_long(&t79, q_kf_lo0);
            qcl_arr(&t79, q_Z, 1);
            qcl_long(&t79, q_it);
            long t80[3] = {t78, 1, 1};
            qcl_run(&t79, 1, t80);
        }
        else {
            qa_wr(q_Z);
            long t81 = 0L, t82 = (q_n - 1L);
            #pragma omp parallel for if ((t82 - t81 + 1) > 256)
            for (q_i = t81; q_i <= t82; q_i += 1) {
                q_Z->d[(q_i) * q_Z->dim[1] + (0L)] = (q_Z->d[(q_i) * q_Z->dim[1] + (0L)] + q_it);
            }
        }
        qa_rd(q_Z);
        qarr *t83 = qa_like(q_Z);
        if (!q_dev_worth(t83->n, 8)) {
            q_kf_e0 = q_Z;
            #pragma omp parallel for if (t83->n > 16384)
            for (q_kf_p = 0; q_kf_p < t83->n; q_kf_p++) t83->d[q_kf_p] = ((q_kf_e0->d[q_kf_p] * 0.5) + 1L);
            q_kf_e0 = NULL;
        } else {
            q_kf_r = t83;
            q_kf_n = t83->n;
            q_kf_e0 = q_Z;
            long t84 = (long)(q_kf_n);
            qcl_call t85;
            qcl_begin(&t85, "qk_expr89_18");
            qcl_long(&t85, t84);
            qcl_arr(&t85, q_kf_r, 1);
            qcl_arr(&t85, q_kf_e0, 0);
            long t86[3] = {t84, 1, 1};
            qcl_run(&t85, 1, t86);
            q_kf_r = NULL;
            q_kf_e0 = NULL;
        }
        qa_set(&q_Z, t83);
    }
    qval t87[4];
    double t88;
    long t89 = q_Z->n;
    q_kf_e0 = q_Z;
    if (!q_red_worth(t89, 7) || ((q_Z->valid & Q_HOST))) {
        qa_rd(q_Z);
        t88 = 0.0;
        #pragma omp parallel for reduction(+:t88) if (t89 > 16384)
        for (q_kf_ri0 = 0; q_kf_ri0 < t89; q_kf_ri0++) t88 += q_kf_e0->d[q_kf_ri0];
    } else {
        q_kf_rn0 = (long)(t89);
        q_kf_rs0 = q_kf_rn0 > 65280 ? 256 : q_kf_rn0 > 0 ? (q_kf_rn0 + 255) / 256 : 1;
        q_kf_rgn = q_kf_rs0;
        q_kf_rs0 *= 256;
        qa_set(&q_kf_rp0, qa_uninit(1, 1, q_kf_rgn, 1));
        q_kf_rp0->valid = Q_DEV; /* the kernel writes every partial: nothing to copy in */
        long t90 = (long)(q_kf_rs0);
        qcl_call t91;
        qcl_begin(&t91, "qk_red91_19");
        qcl_long(&t91, t90);
        qcl_long(&t91, q_kf_rn0);
        qcl_long(&t91, q_kf_rs0);
        qcl_arr(&t91, q_kf_rp0, 1);
        qcl_arr(&t91, q_kf_e0, 0);
        long t92[3] = {t90, 1, 1};
        long t93[3] = {256, 1, 1};
        qcl_run_blk(&t91, 1, t92, t93, 1);
        qa_rd(q_kf_rp0);
        double t94 = 0.0;
        for (long t95 = 0; t95 < q_kf_rp0->n; t95++) t94 += q_kf_rp0->d[t95];
        qa_set(&q_kf_rp0, NULL);
        t88 = t94;
    }
    q_kf_e0 = NULL;
    t87[0] = (qval){0, (double)(t88), NULL};
    if (q_X->n != q_A->n) q_fail("loopk.q:91: element-wise operands of different sizes");
    if (q_Y->n != q_A->n) q_fail("loopk.q:91: element-wise operands of different sizes");
    double t96;
    long t97 = q_A->n;
    q_kf_e0 = q_A;
    q_kf_e1 = q_X;
    q_kf_e2 = q_Y;
    if (!q_red_worth(t97, 15) || ((q_A->valid & Q_HOST) && (q_X->valid & Q_HOST) && (q_Y->valid & Q_HOST))) {
        qa_rd(q_A);
        qa_rd(q_X);
        qa_rd(q_Y);
        t96 = 0.0;
        #pragma omp parallel for reduction(+:t96) if (t97 > 16384)
        for (q_kf_ri0 = 0; q_kf_ri0 < t97; q_kf_ri0++) t96 += ((q_kf_e0->d[q_kf_ri0] * q_kf_e1->d[q_kf_ri0]) + q_kf_e2->d[q_kf_ri0]);
    } else {
        q_kf_rn0 = (long)(t97);
        q_kf_rs0 = q_kf_rn0 > 65280 ? 256 : q_kf_rn0 > 0 ? (q_kf_rn0 + 255) / 256 : 1;
        q_kf_rgn = q_kf_rs0;
        q_kf_rs0 *= 256;
        qa_set(&q_kf_rp0, qa_uninit(1, 1, q_kf_rgn, 1));
        q_kf_rp0->valid = Q_DEV; /* the kernel writes every partial: nothing to copy in */
        long t98 = (long)(q_kf_rs0);
        qcl_call t99;
        qcl_begin(&t99, "qk_red91_20");
        qcl_long(&t99, t98);
        qcl_long(&t99, q_kf_rn0);
        qcl_long(&t99, q_kf_rs0);
        qcl_arr(&t99, q_kf_rp0, 1);
        qcl_arr(&t99, q_kf_e0, 0);
        qcl_arr(&t99, q_kf_e1, 0);
        qcl_arr(&t99, q_kf_e2, 0);
        long t100[3] = {t98, 1, 1};
        long t101[3] = {256, 1, 1};
        qcl_run_blk(&t99, 1, t100, t101, 1);
        qa_rd(q_kf_rp0);
        double t102 = 0.0;
        for (long t103 = 0; t103 < q_kf_rp0->n; t103++) t102 += q_kf_rp0->d[t103];
        qa_set(&q_kf_rp0, NULL);
        t96 = t102;
    }
    q_kf_e0 = NULL;
    q_kf_e1 = NULL;
    q_kf_e2 = NULL;
    t87[1] = (qval){0, (double)(t96), NULL};
    t87[2] = (qval){0, (double)(q_total), NULL};
    t87[3] = (qval){0, (double)(q_last), NULL};
    char *t104 = q_vformat("%.6f %.6f %.6f %.6f\n", 4, t87);
    fputs(t104, stdout);
    qs_release(t104);
    qval t105[5];
    t105[0] = (qval){0, (double)(q_lo), NULL};
    t105[1] = (qval){0, (double)(q_hi), NULL};
    t105[2] = (qval){0, (double)(q_cnt), NULL};
    t105[3] = (qval){0, (double)(q_prd), NULL};
    t105[4] = (qval){0, (double)(q_neg), NULL};
    char *t106 = q_vformat("%.6f %.6f %d %.6f %.1f\n", 5, t105);
    fputs(t106, stdout);
    qs_release(t106);
    qa_rd(q_v);
    qa_rd(q_C);
    qarr *t107 = qa_slice(q_v, 1, (qsel){1, 0L, 4L, 1}, (qsel){0, 0, 0, 1}, (qsel){0, 0, 0, 1});
    qa_rd(t107);
    qa_print(t107);
    fputs(" ", stdout);
    double t108;
    long t109 = q_C->n;
    q_kf_e0 = q_C;
    if (!q_red_worth(t109, 7) || ((q_C->valid & Q_HOST))) {
        qa_rd(q_C);
        t108 = 0.0;
        #pragma omp parallel for reduction(+:t108) if (t109 > 16384)
        for (q_kf_ri0 = 0; q_kf_ri0 < t109; q_kf_ri0++) t108 += q_kf_e0->d[q_kf_ri0];
    } else {
        q_kf_rn0 = (long)(t109);
        q_kf_rs0 = q_kf_rn0 > 65280 ? 256 : q_kf_rn0 > 0 ? (q_kf_rn0 + 255) / 256 : 1;
        q_kf_rgn = q_kf_rs0;
        q_kf_rs0 *= 256;
        qa_set(&q_kf_rp0, qa_uninit(1, 1, q_kf_rgn, 1));
        q_kf_rp0->valid = Q_DEV; /* the kernel writes every partial: nothing to copy in */
        long t110 = (long)(q_kf_rs0);
        qcl_call t111;
        qcl_begin(&t111, "qk_red93_21");
        qcl_long(&t111, t110);
        qcl_long(&t111, q_kf_rn0);
        qcl_long(&t111, q_kf_rs0);
        qcl_arr(&t111, q_kf_rp0, 1);
        qcl_arr(&t111, q_kf_e0, 0);
        long t112[3] = {t110, 1, 1};
        long t113[3] = {256, 1, 1};
        qcl_run_blk(&t111, 1, t112, t113, 1);
        qa_rd(q_kf_rp0);
        double t114 = 0.0;
        for (long t115 = 0; t115 < q_kf_rp0->n; t115++) t114 += q_kf_rp0->d[t115];
        qa_set(&q_kf_rp0, NULL);
        t108 = t114;
    }
    q_kf_e0 = NULL;
    q_print_num(t108);
    fputs(" ", stdout);
    q_print_num(q_C->d[((2L) * q_C->dim[1] + (3L)) * q_C->dim[2] + (4L)]);
    putchar('\n');
    qa_release(t107);
    qa_rd(q_Z);
    double t116;
    long t117 = q_Z->n;
    q_kf_e0 = q_Z;
    if (!q_red_worth(t117, 27) || ((q_Z->valid & Q_HOST))) {
        qa_rd(q_Z);
        t116 = 0.0;
        #pragma omp parallel for reduction(+:t116) if (t117 > 16384)
        for (q_kf_ri0 = 0; q_kf_ri0 < t117; q_kf_ri0++) t116 += sqrt((double)(fabs((double)((q_kf_e0->d[q_kf_ri0] - 4L)))));
    } else {
        q_kf_rn0 = (long)(t117);
        q_kf_rs0 = q_kf_rn0 > 65280 ? 256 : q_kf_rn0 > 0 ? (q_kf_rn0 + 255) / 256 : 1;
        q_kf_rgn = q_kf_rs0;
        q_kf_rs0 *= 256;
        qa_set(&q_kf_rp0, qa_uninit(1, 1, q_kf_rgn, 1));
        q_kf_rp0->valid = Q_DEV; /* the kernel writes every partial: nothing to copy in */
        long t118 = (long)(q_kf_rs0);
        qcl_call t119;
        qcl_begin(&t119, "qk_red94_22");
        qcl_long(&t119, t118);
        qcl_long(&t119, q_kf_rn0);
        qcl_long(&t119, q_kf_rs0);
        qcl_arr(&t119, q_kf_rp0, 1);
        qcl_arr(&t119, q_kf_e0, 0);
        long t120[3] = {t118, 1, 1};
        long t121[3] = {256, 1, 1};
        qcl_run_blk(&t119, 1, t120, t121, 1);
        qa_rd(q_kf_rp0);
        double t122 = 0.0;
        for (long t123 = 0; t123 < q_kf_rp0->n; t123++) t122 += q_kf_rp0->d[t123];
        qa_set(&q_kf_rp0, NULL);
        t116 = t122;
    }
    q_kf_e0 = NULL;
    q_print_num((q_Z->d[(1L) * q_Z->dim[1] + (2L)] + t116));
    fputs(" ", stdout);
    qarr *t124 = qa_like(q_Z);
    if (!q_dev_worth(t124->n, 6)) {
        q_kf_e0 = q_Z;
        #pragma omp parallel for if (t124->n > 16384)
        for (q_kf_p = 0; q_kf_p < t124->n; q_kf_p++) t124->d[q_kf_p] = (q_kf_e0->d[q_kf_p] - 1L);
        q_kf_e0 = NULL;
    } else {
        q_kf_r = t124;
        q_kf_n = t124->n;
        q_kf_e0 = q_Z;
        long t125 = (long)(q_kf_n);
        qcl_call t126;
        qcl_begin(&t126, "qk_expr94_23");
        qcl_long(&t126, t125);
        qcl_arr(&t126, q_kf_r, 1);
        qcl_arr(&t126, q_kf_e0, 0);
        long t127[3] = {t125, 1, 1};
        qcl_run(&t126, 1, t127);
        q_kf_r = NULL;
        q_kf_e0 = NULL;
    }
    qa_rd(t124);
    q_print_num(t124->d[3L]);
    putchar('\n');
    qa_release(t124);
    goto q_return;
q_return:
    qa_release(q_A);
    qa_release(q_X);
    qa_release(q_v);
    qa_release(q_C);
    qa_release(q_Y);
    qa_release(q_Z);
    qa_release(q_kf_rp0);
    qa_release(q_kf_rp1);
    qa_release(q_kf_rp2);
    qa_release(q_kf_e0);
    qa_release(q_kf_r);
    qa_release(q_kf_e1);
    qa_release(q_kf_e2);
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
