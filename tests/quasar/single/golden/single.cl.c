/* ---- end of the run-time support; the program follows ---- */
static void q_script(void);
static float qf_ramp_2(float q_a, float q_b);
static void qf_main_1(long q_n);

static void q_script(void)
{
}

static float qf_ramp_2(float q_a, float q_b)
{
    /* ramp, line 11 */
    float q_y = 0;
    q_y = ((((q_fmin(q_fmax((float)((q_a * 0.01f)), 0.0f), 1.0f) + q_fmin(q_fmax((float)((q_b * 0.1f)), (float)(1L)), (float)(2L))) + q_mod((float)((q_a * 0.3f)), (float)(1.0f))) + q_fmin((float)(q_a), (float)(3.5f))) + q_fmax((float)(q_b), (float)(0.25f)));
    goto q_return;
q_return:
    return q_y;
}

static void qf_main_1(long q_n)
{
    /* main, line 15 */
    float q_e = 0;
    qarr *q_x = NULL;
    qarr *q_y = NULL;
    qarr *q_w = NULL;
    float q_total = 0;
    long q_i = 0;
    long q_cnt = 0;
    qarr *q_z = NULL;
    qarr *q_v = NULL;
    qarr *q_kf_e0 = NULL;
    qarr *q_kf_e1 = NULL;
    long q_kf_p = 0;
    qarr *q_kf_r = NULL;
    long q_kf_n = 0;
    long q_kf_lo0 = 0;
    long q_kf_n0 = 0;
    qarr *q_kf_acc0 = NULL;
    q_e = 1e-08f;
    qval t0[1];
    t0[0] = (qval){0, (double)(((1.0f + q_e) - 1.0f)), NULL};
    char *t1 = q_vformat("host lost: %.9g\n", 1, t0);
    fputs(t1, stdout);
    qs_release(t1);
    qarr *t2 = qa_fill(1, 1, q_n, 1, 1.0);
    qa_set(&q_x, t2);
    qarr *t3 = qa_fill(1, 1, q_n, 1, 0.0);
    qa_set(&q_y, t3);
    long t4 = (long)(q_n);
    qcl_call t5;
    qcl_begin(&t5, "qk_bump_3");
    qcl_long(&t5, t4);
    qcl_arr(&t5, q_y, 1);
    qcl_arr(&t5, q_x, 0);
    qcl_float(&t5, q_e);
    long t6[3] = {t4, 1, 1};
    qcl_run(&t5, 1, t6);
    qa_rd(q_y);
    qval t7[1];
    float t9 = 0.0;
    #pragma omp parallel for reduction(+:t9) if (q_y->n > 16384)
    for (long t8 = 0; t8 < q_y->n; t8++) t9 += q_y->d[t8];
    t7[0] = (qval){0, (double)(t9), NULL};
    char *t10 = q_vformat("kernel lost: %.9g\n", 1, t7);
    fputs(t10, stdout);
    qs_release(t10);
    qa_rd(q_x);
    qarr *t11 = qa_like(q_x);
    if (!q_dev_worth(t11->n, 10)) {
        q_kf_e0 = q_x;
        q_kf_e1 = q_x;
        #pragma omp parallel for if (t11->n > 16384)
        for (q_kf_p = 0; q_kf_p < t11->n; q_kf_p++) t11->d[q_kf_p] = ((q_kf_e0->d[q_kf_p] + q_e) - q_kf_e1->d[q_kf_p]);
        q_kf_e0 = NULL;
        q_kf_e1 = NULL;
    } else {
        q_kf_r = t11;
        q_kf_n = t11->n;
        q_kf_e0 = q_x;
        q_kf_e1 = q_x;
        long t12 = (long)(q_kf_n);
        qcl_call t13;
        qcl_begin(&t13, "qk_expr22_4");
        qcl_long(&t13, t12);
        qcl_arr(&t13, q_kf_r, 1);
        qcl_arr(&t13, q_kf_e0, 0);
        qcl_arr(&t13, q_kf_e1, 0);
        qcl_float(&t13, q_e);
        long t14[3] = {t12, 1, 1};
        qcl_run(&t13, 1, t14);
        q_kf_r = NULL;
        q_kf_e0 = NULL;
        q_kf_e1 = NULL;
    }
    qa_set(&q_w, t11);
    qa_rd(q_w);
    qval t15[1];
    float t17 = 0.0;
    #pragma omp parallel for reduction(+:t17) if (q_w->n > 16384)
    for (long t16 = 0; t16 < q_w->n; t16++) t17 += q_w->d[t16];
    t15[0] = (qval){0, (double)(t17), NULL};
    char *t18 = q_vformat("fused lost: %.9g\n", 1, t15);
    fputs(t18, stdout);
    qs_release(t18);
    q_total = 0.0f;
    if (q_dev_worth(((q_n - 1L) - 0L + 1), 7)) {
        q_kf_lo0 = (long)(0L);
        q_kf_n0 = (long)((q_n - 1L)) - q_kf_lo0 + 1;
        qa_set(&q_kf_acc0, qa_fill(1, 1, 1, 1, 0.0));
        long t19 = (long)(q_kf_n0);
        qcl_call t20;
        qcl_begin(&t20, "qk_loop25_5");
        qcl_long(&t20, t19);
        qcl_long(&t20, q_kf_lo0);
        qcl_arr(&t20, q_kf_acc0, 1);
        qcl_arr(&t20, q_x, 0);
        qcl_float(&t20, q_e);
        long t21[3] = {t19, 1, 1};
        qcl_run(&t20, 1, t21);
        qa_rd(q_kf_acc0);
        q_total += q_kf_acc0->d[0];
        qa_set(&q_kf_acc0, NULL);
    }
    else {
        qa_rd(q_x);
        long t22 = 0L, t23 = (q_n - 1L);
        #pragma omp parallel for if ((t23 - t22 + 1) > 256) reduction(+:q_total)
        for (q_i = t22; q_i <= t23; q_i += 1) {
            q_total += (q_x->d[q_i] + q_e);
        }
    }
    qval t24[1];
    t24[0] = (qval){0, (double)((q_total - q_n)), NULL};
    char *t25 = q_vformat("reduction lost: %.9g\n", 1, t24);
    fputs(t25, stdout);
    qs_release(t25);
    q_cnt = 0L;
    long t26 = 0L, t27 = (q_n - 1L);
    #pragma omp parallel for if ((t27 - t26 + 1) > 256) reduction(+:q_cnt)
    for (q_i = t26; q_i <= t27; q_i += 1) {
        q_cnt += (q_i * q_i);
    }
    qval t28[1];
    t28[0] = (qval){0, (double)(q_cnt), NULL};
    char *t29 = q_vformat("int reduction: %d\n", 1, t28);
    fputs(t29, stdout);
    qs_release(t29);
    qarr *t30 = qa_fill(1, 1, q_n, 1, 0.0);
    qa_set(&q_z, t30);
    if (q_dev_worth(((q_n - 1L) - 0L + 1), 63)) {
        q_kf_lo0 = (long)(0L);
        q_kf_n0 = (long)((q_n - 1L)) - q_kf_lo0 + 1;
        long t31 = (long)(q_kf_n0);
        qcl_call t32;
        qcl_begin(&t32, "qk_loop35_6");
        qcl_long(&t32, t31);
        qcl_long(&t32, q_kf_lo0);
        qcl_long(&t32, q_n);
        qcl_arr(&t32, q_z, 1);
        long t33[3] = {t31, 1, 1};
        qcl_run(&t32, 1, t33);
    }
    else {
        qa_wr(q_z);
        long t34 = 0L, t35 = (q_n - 1L);
        #pragma omp parallel for if ((t35 - t34 + 1) > 256)
        for (q_i = t34; q_i <= t35; q_i += 1) {
            q_z->d[q_i] = ((((sqrt((float)((q_i * 0.5f))) + exp((float)(((float)((-q_i)) / (q_n))))) + pow((float)(((float)(q_i) / (q_n))), (float)(2.5f))) + qf_ramp_2(q_i, (q_n - q_i))) + ((float)((float)(q_i)) / (7L)));
        }
    }
    qa_rd(q_z);
    qval t36[3];
    float t38 = 0.0;
    #pragma omp parallel for reduction(+:t38) if (q_z->n > 16384)
    for (long t37 = 0; t37 < q_z->n; t37++) t38 += q_z->d[t37];
    t36[0] = (qval){0, (double)(t38), NULL};
    t36[1] = (qval){0, (double)(q_z->d[1L]), NULL};
    t36[2] = (qval){0, (double)(q_z->d[(q_n - 1L)]), NULL};
    char *t39 = q_vformat("z: %.9g %.9g %.9g\n", 3, t36);
    fputs(t39, stdout);
    qs_release(t39);
    qa_rd(q_x);
    qa_rd(q_z);
    if (q_z->n != q_x->n) q_fail("single.q:39: element-wise operands of different sizes");
    qarr *t40 = qa_like(q_x);
    if (!q_dev_worth(t40->n, 12)) {
        q_kf_e0 = q_x;
        q_kf_e1 = q_z;
        #pragma omp parallel for if (t40->n > 16384)
        for (q_kf_p = 0; q_kf_p < t40->n; q_kf_p++) t40->d[q_kf_p] = ((q_kf_e0->d[q_kf_p] * 0.1f) + ((float)(q_kf_e1->d[q_kf_p]) / (3L)));
        q_kf_e0 = NULL;
        q_kf_e1 = NULL;
    } else {
        q_kf_r = t40;
        q_kf_n = t40->n;
        q_kf_e0 = q_x;
        q_kf_e1 = q_z;
        long t41 = (long)(q_kf_n);
        qcl_call t42;
        qcl_begin(&t42, "qk_expr39_8");
        qcl_long(&t42, t41);
        qcl_arr(&t42, q_kf_r, 1);
        qcl_arr(&t42, q_kf_e0, 0);
        qcl_arr(&t42, q_kf_e1, 0);
        long t43[3] = {t41, 1, 1};
        qcl_run(&t42, 1, t43);
        q_kf_r = NULL;
        q_kf_e0 = NULL;
        q_kf_e1 = NULL;
    }
    qa_set(&q_v, t40);
    qa_rd(q_v);
    qval t44[2];
    float t46 = 0.0;
    #pragma omp parallel for reduction(+:t46) if (q_v->n > 16384)
    for (long t45 = 0; t45 < q_v->n; t45++) t46 += q_v->d[t45];
    t44[0] = (qval){0, (double)(t46), NULL};
    float t48 = -INFINITY;
    #pragma omp parallel for reduction(max:t48) if (q_v->n > 16384)
    for (long t47 = 0; t47 < q_v->n; t47++) t48 = fmax(t48, q_v->d[t47]);
    t44[1] = (qval){0, (double)(t48), NULL};
    char *t49 = q_vformat("v: %.9g %.9g\n", 2, t44);
    fputs(t49, stdout);
    qs_release(t49);
    goto q_return;
q_return:
    qa_release(q_x);
    qa_release(q_y);
    qa_release(q_w);
    qa_release(q_z);
    qa_release(q_v);
    qa_release(q_kf_e0);
    qa_release(q_kf_e1);
    qa_release(q_kf_r);
    qa_release(q_kf_acc0);
    return;
}

int main(int argc, char **argv)
{
    q_argc = argc;
    q_argv = argv;
    qcl_init(q_cl_src);
    q_script();
    qf_main_1(argc > 1 ? atol(argv[1]) : 1000L);
    q_xfer_report();
    return 0;
}
