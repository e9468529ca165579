/* ---- end of the run-time support; the program follows ---- */
static void q_script(void);
static void qf_main_1(long q_n);

static void q_script(void)
{
}

static void qf_main_1(long q_n)
{
    /* main, line 5 */
    qarr *q_A = NULL;
    qarr *q_Z = NULL;
    qcplx q_z0 = q_cx(0, 0);
    qarr *q_W = NULL;
    qarr *q_R = NULL;
    qarr *q_H = NULL;
    qarr *q_kf_e0 = NULL;
    long q_kf_p = 0;
    qarr *q_kf_r = NULL;
    long q_kf_n = 0;
    qarr *q_kf_rz = NULL;
    qarr *q_kf_e1 = NULL;
    qarr *q_kf_z1 = NULL;
    qarr *q_kf_z2 = NULL;
    qarr *q_kf_z3 = NULL;
    qarr *q_kf_z0 = NULL;
    qarr *t0 = qa_linspace(0L, (q_n - 1L), q_n);
    qarr *t1 = qa_like(t0);
    if (!q_dev_worth(t1->n, 6)) {
        q_kf_e0 = t0;
        #pragma omp parallel for if (t1->n > 16384)
        for (q_kf_p = 0; q_kf_p < t1->n; q_kf_p++) t1->d[q_kf_p] = ((double)(q_kf_e0->d[q_kf_p]) / (4L));
        q_kf_e0 = NULL;
    } else {
        q_kf_r = t1;
        q_kf_n = t1->n;
        q_kf_e0 = t0;
        long t2 = (long)(q_kf_n);
        qcl_call t3;
        qcl_begin(&t3, "qk_expr6_2");
        qcl_long(&t3, t2);
        qcl_arr(&t3, q_kf_r, 1);
        qcl_arr(&t3, q_kf_e0, 0);
        long t4[3] = {t2, 1, 1};
        qcl_run(&t3, 1, t4);
        q_kf_r = NULL;
        q_kf_e0 = NULL;
    }
    qa_set(&q_A, t1);
    qa_release(t0);
    qa_rd(q_A);
    qarr *t5 = qa_alloc4(q_A->nd, q_A->dim[0], q_A->dim[1], q_A->dim[2], q_A->dim[3], 1);
    q_kf_rz = t5;
    q_kf_n = t5->n;
    q_kf_e0 = q_A;
    q_kf_e1 = q_A;
    long t6 = (long)(q_kf_n);
    qcl_call t7;
    qcl_begin(&t7, "qk_expr7_3");
    qcl_long(&t7, t6);
    qcl_arr(&t7, q_kf_rz, 1);
    qcl_arr(&t7, q_kf_e0, 0);
    qcl_arr(&t7, q_kf_e1, 0);
    long t8[3] = {t6, 1, 1};
    qcl_run(&t7, 1, t8);
    q_kf_rz = NULL;
    q_kf_e0 = NULL;
    q_kf_e1 = NULL;
    qa_set(&q_Z, t5);
    q_z0 = q_csub(q_cx((double)(2L), 0), q_cx(0, 1));
    qa_rd(q_A);
    qa_rd(q_Z);
    if (q_Z->n != q_A->n) q_fail("cdevice.q:9: element-wise operands of different sizes");
    if (q_Z->n != q_A->n) q_fail("cdevice.q:9: element-wise operands of different sizes");
    if (q_Z->n != q_A->n) q_fail("cdevice.q:9: element-wise operands of different sizes");
    qarr *t9 = qa_alloc4(q_A->nd, q_A->dim[0], q_A->dim[1], q_A->dim[2], q_A->dim[3], 1);
    q_kf_rz = t9;
    q_kf_n = t9->n;
    q_kf_e0 = q_A;
    q_kf_z1 = q_Z;
    q_kf_z2 = q_Z;
    q_kf_z3 = q_Z;
    long t10 = (long)(q_kf_n);
    qcl_call t11;
    qcl_begin(&t11, "qk_expr9_4");
    qcl_long(&t11, t10);
    qcl_arr(&t11, q_kf_rz, 1);
    qcl_arr(&t11, q_kf_e0, 0);
    qcl_arr(&t11, q_kf_z1, 0);
    qcl_arr(&t11, q_kf_z2, 0);
    qcl_arr(&t11, q_kf_z3, 0);
    qcl_cplx(&t11, q_z0);
    long t12[3] = {t10, 1, 1};
    qcl_run(&t11, 1, t12);
    q_kf_rz = NULL;
    q_kf_e0 = NULL;
    q_kf_z1 = NULL;
    q_kf_z2 = NULL;
    q_kf_z3 = NULL;
    qa_set(&q_W, t9);
    qa_rd(q_Z);
    qa_rd(q_W);
    if (q_W->n != q_Z->n) q_fail("cdevice.q:10: element-wise operands of different sizes");
    if (q_W->n != q_Z->n) q_fail("cdevice.q:10: element-wise operands of different sizes");
    qarr *t13 = qa_alloc4(q_Z->nd, q_Z->dim[0], q_Z->dim[1], q_Z->dim[2], q_Z->dim[3], 0);
    q_kf_r = t13;
    q_kf_n = t13->n;
    q_kf_z0 = q_Z;
    q_kf_z1 = q_W;
    q_kf_z2 = q_W;
    long t14 = (long)(q_kf_n);
    qcl_call t15;
    qcl_begin(&t15, "qk_expr10_5");
    qcl_long(&t15, t14);
    qcl_arr(&t15, q_kf_r, 1);
    qcl_arr(&t15, q_kf_z0, 0);
    qcl_arr(&t15, q_kf_z1, 0);
    qcl_arr(&t15, q_kf_z2, 0);
    long t16[3] = {t14, 1, 1};
    qcl_run(&t15, 1, t16);
    q_kf_r = NULL;
    q_kf_z0 = NULL;
    q_kf_z1 = NULL;
    q_kf_z2 = NULL;
    qa_set(&q_R, t13);
    qa_rd(q_W);
    qa_rd(q_W);
    qa_print(q_W);
    putchar('\n');
    qa_rd(q_R);
    qa_rd(q_R);
    qa_print(q_R);
    putchar('\n');
    qarr *t17 = qa_cfill(1, 1, 4L, 1, 0.0, 0.0);
    qa_set(&q_H, t17);
    long t18 = (long)(q_n);
    qcl_call t19;
    qcl_begin(&t19, "ql_6");
    qcl_long(&t19, t18);
    qcl_arr(&t19, q_H, 1);
    qcl_arr(&t19, q_W, 1);
    long t20[3] = {t18, 1, 1};
    qcl_run(&t19, 1, t20);
    long t21 = (long)(q_n);
    qcl_call t22;
    qcl_begin(&t22, "ql_7");
    qcl_long(&t22, t21);
    qcl_arr(&t22, q_H, 1);
    qcl_arr(&t22, q_Z, 1);
    long t23[3] = {t21, 1, 1};
    qcl_run(&t22, 1, t23);
    qa_rd(q_H);
    qa_rd(q_H);
    qa_print(q_H);
    putchar('\n');
    qa_rd(q_W);
    double t25_re = 0.0, t25_im = 0.0;
    #pragma omp parallel for reduction(+:t25_re, t25_im) if (q_W->n > 16384)
    for (long t24 = 0; t24 < q_W->n; t24++) { qcplx t26 = Q_CD(q_W)[t24]; t25_re += t26.re; t25_im += t26.im; }
    q_print_cplx(q_cx(t25_re, t25_im));
    putchar('\n');
    goto q_return;
q_return:
    qa_release(q_A);
    qa_release(q_Z);
    qa_release(q_W);
    qa_release(q_R);
    qa_release(q_H);
    qa_release(q_kf_e0);
    qa_release(q_kf_r);
    qa_release(q_kf_rz);
    qa_release(q_kf_e1);
    qa_release(q_kf_z1);
    qa_release(q_kf_z2);
    qa_release(q_kf_z3);
    qa_release(q_kf_z0);
    return;
}

int main(int argc, char **argv)
{
    q_argc = argc;
    q_argv = argv;
    qcl_init(q_cl_src);
    q_script();
    qf_main_1(argc > 1 ? atol(argv[1]) : 16L);
    q_xfer_report();
    return 0;
}
