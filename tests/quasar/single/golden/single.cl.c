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
    long q_kf_ri0 = 0;
    long q_kf_rgn = 0;
    long q_kf_rn0 = 0;
    long q_kf_rs0 = 0;
    qarr *q_kf_rp0 = NULL;
    qarr *q_kf_e1 = NULL;
    long q_kf_p = 0;
    qarr *q_kf_r = NULL;
    long q_kf_n = 0;
    long q_kf_lo0 = 0;
    long q_kf_n0 = 0;
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
    qval t7[1];
    float t8;
    long t9 = q_y->n;
    q_kf_e0 = q_y;
    if (!q_red_worth(t9, 7) || ((q_y->valid & Q_HOST))) {
        qa_rd(q_y);
        t8 = 0.0;
        #pragma omp parallel for reduction(+:t8) if (t9 > 16384)
        for (q_kf_ri0 = 0; q_kf_ri0 < t9; q_kf_ri0++) t8 += q_kf_e0->d[q_kf_ri0];
    } else {
        q_kf_rn0 = (long)(t9);
        q_kf_rs0 = q_kf_rn0 > 65280 ? 256 : q_kf_rn0 > 0 ? (q_kf_rn0 + 255) / 256 : 1;
        q_kf_rgn = q_kf_rs0;
        q_kf_rs0 *= 256;
        qa_set(&q_kf_rp0, qa_uninit(1, 1, q_kf_rgn, 1));
        q_kf_rp0->valid = Q_DEV; /* the kernel writes every partial: nothing to copy in */
        long t10 = (long)(q_kf_rs0);
        qcl_call t11;
        qcl_begin(&t11, "qk_red21_4");
        qcl_long(&t11, t10);
        qcl_long(&t11, q_kf_rn0);
        qcl_long(&t11, q_kf_rs0);
        qcl_arr(&t11, q_kf_rp0, 1);
        qcl_arr(&t11, q_kf_e0, 0);
        long t12[3] = {t10, 1, 1};
        long t13[3] = {256, 1, 1};
        qcl_run_blk(&t11, 1, t12, t13, 1);
        qa_rd(q_kf_rp0);
        float t14 = 0.0;
        for (long t15 = 0; t15 < q_kf_rp0->n; t15++) t14 += q_kf_rp0->d[t15];
        qa_set(&q_kf_rp0, NULL);
        t8 = t14;
    }
    q_kf_e0 = NULL;
    t7[0] = (qval){0, (double)(t8), NULL};
    char *t16 = q_vformat("kernel lost: %.9g\n", 1, t7);
    fputs(t16, stdout);
    qs_release(t16);
    qa_rd(q_x);
    qarr *t17 = qa_like(q_x);
    if (!q_dev_worth(t17->n, 10)) {
        q_kf_e0 = q_x;
        q_kf_e1 = q_x;
        #pragma omp parallel for if (t17->n > 16384)
        for (q_kf_p = 0; q_kf_p < t17->n; q_kf_p++) t17->d[q_kf_p] = ((q_kf_e0->d[q_kf_p] + q_e) - q_kf_e1->d[q_kf_p]);
        q_kf_e0 = NULL;
        q_kf_e1 = NULL;
    } else {
        q_kf_r = t17;
        q_kf_n = t17->n;
        q_kf_e0 = q_x;
        q_kf_e1 = q_x;
        long t18 = (long)(q_kf_n);
        qcl_call t19;
        qcl_begin(&t19, "qk_expr22_5");
        qcl_long(&t19, t18);
        qcl_arr(&t19, q_kf_r, 1);
        qcl_arr(&t19, q_kf_e0, 0);
        qcl_arr(&t19, q_kf_e1, 0);
        qcl_float(&t19, q_e);
        long t20[3] = {t18, 1, 1};
        qcl_run(&t19, 1, t20);
        q_kf_r = NULL;
        q_kf_e0 = NULL;
        q_kf_e1 = NULL;
    }
    qa_set(&q_w, t17);
    qval t21[1];
    float t22;
    long t23 = q_w->n;
    q_kf_e0 = q_w;
    if (!q_red_worth(t23, 7) || ((q_w->valid & Q_HOST))) {
        qa_rd(q_w);
        t22 = 0.0;
        #pragma omp parallel for reduction(+:t22) if (t23 > 16384)
        for (q_kf_ri0 = 0; q_kf_ri0 < t23; q_kf_ri0++) t22 += q_kf_e0->d[q_kf_ri0];
    } else {
        q_kf_rn0 = (long)(t23);
        q_kf_rs0 = q_kf_rn0 > 65280 ? 256 : q_kf_rn0 > 0 ? (q_kf_rn0 + 255) / 256 : 1;
        q_kf_rgn = q_kf_rs0;
        q_kf_rs0 *= 256;
        qa_set(&q_kf_rp0, qa_uninit(1, 1, q_kf_rgn, 1));
        q_kf_rp0->valid = Q_DEV; /* the kernel writes every partial: nothing to copy in */
        long t24 = (long)(q_kf_rs0);
        qcl_call t25;
        qcl_begin(&t25, "qk_red23_6");
        qcl_long(&t25, t24);
        qcl_long(&t25, q_kf_rn0);
        qcl_long(&t25, q_kf_rs0);
        qcl_arr(&t25, q_kf_rp0, 1);
        qcl_arr(&t25, q_kf_e0, 0);
        long t26[3] = {t24, 1, 1};
        long t27[3] = {256, 1, 1};
        qcl_run_blk(&t25, 1, t26, t27, 1);
        qa_rd(q_kf_rp0);
        float t28 = 0.0;
        for (long t29 = 0; t29 < q_kf_rp0->n; t29++) t28 += q_kf_rp0->d[t29];
        qa_set(&q_kf_rp0, NULL);
        t22 = t28;
    }
    q_kf_e0 = NULL;
    t21[0] = (qval){0, (double)(t22), NULL};
    char *t30 = q_vformat("fused lost: %.9g\n", 1, t21);
    fputs(t30, stdout);
    qs_release(t30);
    q_total = 0.0f;
    if (q_red_worth(((q_n - 1L) - 0L + 1), 7)) {
        q_kf_lo0 = (long)(0L);
        q_kf_n0 = (long)((q_n - 1L)) - q_kf_lo0 + 1;
        q_kf_rn0 = (long)(q_kf_n0);
        q_kf_rs0 = q_kf_rn0 > 65280 ? 256 : q_kf_rn0 > 0 ? (q_kf_rn0 + 255) / 256 : 1;
        q_kf_rgn = q_kf_rs0;
        q_kf_rs0 *= 256;
        qa_set(&q_kf_rp0, qa_uninit(1, 1, q_kf_rgn, 1));
        q_kf_rp0->valid = Q_DEV; /* the kernel writes every partial: nothing to copy in */
        long t31 = (long)(q_kf_rs0);
        qcl_call t32;
        qcl_begin(&t32, "qk_red25_7");
        qcl_long(&t32, t31);
        qcl_long(&t32, q_kf_rn0);
        qcl_long(&t32, q_kf_rs0);
        qcl_arr(&t32, q_kf_rp0, 1);
        qcl_long(&t32, q_kf_lo0);
        qcl_arr(&t32, q_x, 0);
        qcl_float(&t32, q_e);
        long t33[3] = {t31, 1, 1};
        long t34[3] = {256, 1, 1};
        qcl_run_blk(&t32, 1, t33, t34, 1);
        qa_rd(q_kf_rp0);
        float t35 = 0.0;
        for (long t36 = 0; t36 < q_kf_rp0->n; t36++) t35 += q_kf_rp0->d[t36];
        qa_set(&q_kf_rp0, NULL);
        q_total += t35;
    }
    else {
        qa_rd(q_x);
        long t37 = 0L, t38 = (q_n - 1L);
        #pragma omp parallel for if ((t38 - t37 + 1) > 256) reduction(+:q_total)
        for (q_i = t37; q_i <= t38; q_i += 1) {
            q_total += (q_x->d[q_i] + q_e);
        }
    }
    qval t39[1];
    t39[0] = (qval){0, (double)((q_total - q_n)), NULL};
    char *t40 = q_vformat("reduction lost: %.9g\n", 1, t39);
    fputs(t40, stdout);
    qs_release(t40);
    q_cnt = 0L;
    long t41 = 0L, t42 = (q_n - 1L);
    #pragma omp parallel for if ((t42 - t41 + 1) > 256) reduction(+:q_cnt)
    for (q_i = t41; q_i <= t42; q_i += 1) {
        q_cnt += (q_i * q_i);
    }
    qval t43[1];
    t43[0] = (qval){0, (double)(q_cnt), NULL};
    char *t44 = q_vformat("int reduction: %d\n", 1, t43);
    fputs(t44, stdout);
    qs_release(t44);
    qarr *t45 = qa_fill(1, 1, q_n, 1, 0.0);
    qa_set(&q_z, t45);
    if (q_dev_worth(((q_n - 1L) - 0L + 1), 63)) {
        q_kf_lo0 = (long)(0L);
        q_kf_n0 = (long)((q_n - 1L)) - q_kf_lo0 + 1;
        long t46 = (long)(q_kf_n0);
        qcl_call t47;
        qcl_begin(&t47, "qk_loop35_8");
        qcl_long(&t47, t46);
        qcl_long(&t47, q_kf_lo0);
        qcl_long(&t47, q_n);
        qcl_arr(&t47, q_z, 1);
        long t48[3] = {t46, 1, 1};
        qcl_run(&t47, 1, t48);
    }
    else {
        qa_wr(q_z);
        long t49 = 0L, t50 = (q_n - 1L);
        #pragma omp parallel for if ((t50 - t49 + 1) > 256)
        for (q_i = t49; q_i <= t50; q_i += 1) {
            q_z->d[q_i] = ((((sqrt((float)((q_i * 0.5f))) + exp((float)(((float)((-q_i)) / (q_n))))) + pow((float)(((float)(q_i) / (q_n))), (float)(2.5f))) + qf_ramp_2(q_i, (q_n - q_i))) + ((float)((float)(q_i)) / (7L)));
        }
    }
    qa_rd(q_z);
    qval t51[3];
    float t52;
    long t53 = q_z->n;
    q_kf_e0 = q_z;
    if (!q_red_worth(t53, 7) || ((q_z->valid & Q_HOST))) {
        qa_rd(q_z);
        t52 = 0.0;
        #pragma omp parallel for reduction(+:t52) if (t53 > 16384)
        for (q_kf_ri0 = 0; q_kf_ri0 < t53; q_kf_ri0++) t52 += q_kf_e0->d[q_kf_ri0];
    } else {
        q_kf_rn0 = (long)(t53);
        q_kf_rs0 = q_kf_rn0 > 65280 ? 256 : q_kf_rn0 > 0 ? (q_kf_rn0 + 255) / 256 : 1;
        q_kf_rgn = q_kf_rs0;
        q_kf_rs0 *= 256;
        qa_set(&q_kf_rp0, qa_uninit(1, 1, q_kf_rgn, 1));
        q_kf_rp0->valid = Q_DEV; /* the kernel writes every partial: nothing to copy in */
        long t54 = (long)(q_kf_rs0);
        qcl_call t55;
        qcl_begin(&t55, "qk_red38_10");
        qcl_long(&t55, t54);
        qcl_long(&t55, q_kf_rn0);
        qcl_long(&t55, q_kf_rs0);
        qcl_arr(&t55, q_kf_rp0, 1);
        qcl_arr(&t55, q_kf_e0, 0);
        long t56[3] = {t54, 1, 1};
        long t57[3] = {256, 1, 1};
        qcl_run_blk(&t55, 1, t56, t57, 1);
        qa_rd(q_kf_rp0);
        float t58 = 0.0;
        for (long t59 = 0; t59 < q_kf_rp0->n; t59++) t58 += q_kf_rp0->d[t59];
        qa_set(&q_kf_rp0, NULL);
        t52 = t58;
    }
    q_kf_e0 = NULL;
    t51[0] = (qval){0, (double)(t52), NULL};
    t51[1] = (qval){0, (double)(q_z->d[1L]), NULL};
    t51[2] = (qval){0, (double)(q_z->d[(q_n - 1L)]), NULL};
    char *t60 = q_vformat("z: %.9g %.9g %.9g\n", 3, t51);
    fputs(t60, stdout);
    qs_release(t60);
    qa_rd(q_x);
    qa_rd(q_z);
    if (q_z->n != q_x->n) q_fail("single.q:39: element-wise operands of different sizes");
    qarr *t61 = qa_like(q_x);
    if (!q_dev_worth(t61->n, 12)) {
        q_kf_e0 = q_x;
        q_kf_e1 = q_z;
        #pragma omp parallel for if (t61->n > 16384)
        for (q_kf_p = 0; q_kf_p < t61->n; q_kf_p++) t61->d[q_kf_p] = ((q_kf_e0->d[q_kf_p] * 0.1f) + ((float)(q_kf_e1->d[q_kf_p]) / (3L)));
        q_kf_e0 = NULL;
        q_kf_e1 = NULL;
    } else {
        q_kf_r = t61;
        q_kf_n = t61->n;
        q_kf_e0 = q_x;
        q_kf_e1 = q_z;
        long t62 = (long)(q_kf_n);
        qcl_call t63;
        qcl_begin(&t63, "qk_expr39_11");
        qcl_long(&t63, t62);
        qcl_arr(&t63, q_kf_r, 1);
        qcl_arr(&t63, q_kf_e0, 0);
        qcl_arr(&t63, q_kf_e1, 0);
        long t64[3] = {t62, 1, 1};
        qcl_run(&t63, 1, t64);
        q_kf_r = NULL;
        q_kf_e0 = NULL;
        q_kf_e1 = NULL;
    }
    qa_set(&q_v, t61);
    qval t65[2];
    float t66;
    long t67 = q_v->n;
    q_kf_e0 = q_v;
    if (!q_red_worth(t67, 7) || ((q_v->valid & Q_HOST))) {
        qa_rd(q_v);
        t66 = 0.0;
        #pragma omp parallel for reduction(+:t66) if (t67 > 16384)
        for (q_kf_ri0 = 0; q_kf_ri0 < t67; q_kf_ri0++) t66 += q_kf_e0->d[q_kf_ri0];
    } else {
        q_kf_rn0 = (long)(t67);
        q_kf_rs0 = q_kf_rn0 > 65280 ? 256 : q_kf_rn0 > 0 ? (q_kf_rn0 + 255) / 256 : 1;
        q_kf_rgn = q_kf_rs0;
        q_kf_rs0 *= 256;
        qa_set(&q_kf_rp0, qa_uninit(1, 1, q_kf_rgn, 1));
        q_kf_rp0->valid = Q_DEV; /* the kernel writes every partial: nothing to copy in */
        long t68 = (long)(q_kf_rs0);
        qcl_call t69;
        qcl_begin(&t69, "qk_red40_12");
        qcl_long(&t69, t68);
        qcl_long(&t69, q_kf_rn0);
        qcl_long(&t69, q_kf_rs0);
        qcl_arr(&t69, q_kf_rp0, 1);
        qcl_arr(&t69, q_kf_e0, 0);
        long t70[3] = {t68, 1, 1};
        long t71[3] = {256, 1, 1};
        qcl_run_blk(&t69, 1, t70, t71, 1);
        qa_rd(q_kf_rp0);
        float t72 = 0.0;
        for (long t73 = 0; t73 < q_kf_rp0->n; t73++) t72 += q_kf_rp0->d[t73];
        qa_set(&q_kf_rp0, NULL);
        t66 = t72;
    }
    q_kf_e0 = NULL;
    t65[0] = (qval){0, (double)(t66), NULL};
    float t74;
    long t75 = q_v->n;
    q_kf_e0 = q_v;
    if (!q_red_worth(t75, 15) || ((q_v->valid & Q_HOST))) {
        qa_rd(q_v);
        t74 = -INFINITY;
        #pragma omp parallel for reduction(max:t74) if (t75 > 16384)
        for (q_kf_ri0 = 0; q_kf_ri0 < t75; q_kf_ri0++) t74 = fmax(t74, q_kf_e0->d[q_kf_ri0]);
    } else {
        q_kf_rn0 = (long)(t75);
        q_kf_rs0 = q_kf_rn0 > 65280 ? 256 : q_kf_rn0 > 0 ? (q_kf_rn0 + 255) / 256 : 1;
        q_kf_rgn = q_kf_rs0;
        q_kf_rs0 *= 256;
        qa_set(&q_kf_rp0, qa_uninit(1, 1, q_kf_rgn, 1));
        q_kf_rp0->valid = Q_DEV; /* the kernel writes every partial: nothing to copy in */
        long t76 = (long)(q_kf_rs0);
        qcl_call t77;
        qcl_begin(&t77, "qk_red40_13");
        qcl_long(&t77, t76);
        qcl_long(&t77, q_kf_rn0);
        qcl_long(&t77, q_kf_rs0);
        qcl_arr(&t77, q_kf_rp0, 1);
        qcl_arr(&t77, q_kf_e0, 0);
        long t78[3] = {t76, 1, 1};
        long t79[3] = {256, 1, 1};
        qcl_run_blk(&t77, 1, t78, t79, 1);
        qa_rd(q_kf_rp0);
        float t80 = -INFINITY;
        for (long t81 = 0; t81 < q_kf_rp0->n; t81++) t80 = q_fmax(t80, q_kf_rp0->d[t81]);
        qa_set(&q_kf_rp0, NULL);
        t74 = t80;
    }
    q_kf_e0 = NULL;
    t65[1] = (qval){0, (double)(t74), NULL};
    char *t82 = q_vformat("v: %.9g %.9g\n", 2, t65);
    fputs(t82, stdout);
    qs_release(t82);
    goto q_return;
q_return:
    qa_release(q_x);
    qa_release(q_y);
    qa_release(q_w);
    qa_release(q_z);
    qa_release(q_v);
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
    qf_main_1(argc > 1 ? atol(argv[1]) : 1000L);
    q_xfer_report();
    return 0;
}
