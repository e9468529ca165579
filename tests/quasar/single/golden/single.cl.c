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
    q_y = ((((fmin(fmax((float)((q_a * 0.01f)), 0.0f), 1.0f) + fmin(fmax((float)((q_b * 0.1f)), (float)(1L)), (float)(2L))) + q_mod((float)((q_a * 0.3f)), (float)(1.0f))) + fmin((float)(q_a), (float)(3.5f))) + fmax((float)(q_b), (float)(0.25f)));
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
    qarr *q_kf_r = NULL;
    long q_kf_n = 0;
    qarr *q_kf_e0 = NULL;
    qarr *q_kf_e1 = NULL;
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
    if (q_x->n != q_x->n) q_fail("single.q:22: element-wise operands of different sizes");
    qarr *t11 = qa_like(q_x);
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
    qval t22[1];
    t22[0] = (qval){0, (double)((q_total - q_n)), NULL};
    char *t23 = q_vformat("reduction lost: %.9g\n", 1, t22);
    fputs(t23, stdout);
    qs_release(t23);
    q_cnt = 0L;
    long t24 = 0L, t25 = (q_n - 1L);
    #pragma omp parallel for if ((t25 - t24 + 1) > 256) reduction(+:q_cnt)
    for (q_i = t24; q_i <= t25; q_i += 1) {
        q_cnt += (q_i * q_i);
    }
    qval t26[1];
    t26[0] = (qval){0, (double)(q_cnt), NULL};
    char *t27 = q_vformat("int reduction: %d\n", 1, t26);
    fputs(t27, stdout);
    qs_release(t27);
    qarr *t28 = qa_fill(1, 1, q_n, 1, 0.0);
    qa_set(&q_z, t28);
    q_kf_lo0 = (long)(0L);
    q_kf_n0 = (long)((q_n - 1L)) - q_kf_lo0 + 1;
    long t29 = (long)(q_kf_n0);
    qcl_call t30;
    qcl_begin(&t30, "qk_loop35_6");
    qcl_long(&t30, t29);
    qcl_long(&t30, q_kf_lo0);
    qcl_long(&t30, q_n);
    qcl_arr(&t30, q_z, 1);
    long t31[3] = {t29, 1, 1};
    qcl_run(&t30, 1, t31);
    qa_rd(q_z);
    qval t32[3];
    float t34 = 0.0;
    #pragma omp parallel for reduction(+:t34) if (q_z->n > 16384)
    for (long t33 = 0; t33 < q_z->n; t33++) t34 += q_z->d[t33];
    t32[0] = (qval){0, (double)(t34), NULL};
    t32[1] = (qval){0, (double)(q_z->d[1L]), NULL};
    t32[2] = (qval){0, (double)(q_z->d[(q_n - 1L)]), NULL};
    char *t35 = q_vformat("z: %.9g %.9g %.9g\n", 3, t32);
    fputs(t35, stdout);
    qs_release(t35);
    qa_rd(q_x);
    qa_rd(q_z);
    if (q_z->n != q_x->n) q_fail("single.q:39: element-wise operands of different sizes");
    qarr *t36 = qa_like(q_x);
    q_kf_r = t36;
    q_kf_n = t36->n;
    q_kf_e0 = q_x;
    q_kf_e1 = q_z;
    long t37 = (long)(q_kf_n);
    qcl_call t38;
    qcl_begin(&t38, "qk_expr39_8");
    qcl_long(&t38, t37);
    qcl_arr(&t38, q_kf_r, 1);
    qcl_arr(&t38, q_kf_e0, 0);
    qcl_arr(&t38, q_kf_e1, 0);
    long t39[3] = {t37, 1, 1};
    qcl_run(&t38, 1, t39);
    q_kf_r = NULL;
    q_kf_e0 = NULL;
    q_kf_e1 = NULL;
    qa_set(&q_v, t36);
    qa_rd(q_v);
    qval t40[2];
    float t42 = 0.0;
    #pragma omp parallel for reduction(+:t42) if (q_v->n > 16384)
    for (long t41 = 0; t41 < q_v->n; t41++) t42 += q_v->d[t41];
    t40[0] = (qval){0, (double)(t42), NULL};
    float t44 = -INFINITY;
    #pragma omp parallel for reduction(max:t44) if (q_v->n > 16384)
    for (long t43 = 0; t43 < q_v->n; t43++) t44 = fmax(t44, q_v->d[t43]);
    t40[1] = (qval){0, (double)(t44), NULL};
    char *t45 = q_vformat("v: %.9g %.9g\n", 2, t40);
    fputs(t45, stdout);
    qs_release(t45);
    goto q_return;
q_return:
    qa_release(q_x);
    qa_release(q_y);
    qa_release(q_w);
    qa_release(q_z);
    qa_release(q_v);
    qa_release(q_kf_r);
    qa_release(q_kf_e0);
    qa_release(q_kf_e1);
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
