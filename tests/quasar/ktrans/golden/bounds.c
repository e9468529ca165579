/* ---- end of the run-time support; the program follows ---- */
static void q_script(void);
static void qf_grad_2(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x);
static void qf_blur_3(long q_pos0, long q_pos1, qarr *q_a, qarr *q_s, qarr *q_o);
static void qf_blur_4(long q_pos0, long q_pos1, qarr *q_a, qarr *q_s, qarr *q_o);
static void qf_diff1_5(long q_pos0, qarr *q_d, qarr *q_v);
static void qf_scale3_6(long q_pos0, long q_pos1, long q_pos2, qarr *q_c);
static void qf_rebind_7(long q_pos0, long q_pos1, qarr *q_r, qarr *q_q);
static void qf_main_1(long q_n, long q_m);

static void q_script(void)
{
}

static void qf_grad_2(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x)
{
    /* grad, line 10 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = ((q_x->d[(q_mirror((q_pos[0] + 0L), q_x->dim[0])) * q_x->dim[1] + (q_mirror((q_pos[1] + 1L), q_x->dim[1]))] - q_x->d[(q_mirror((q_pos[0] - 0L), q_x->dim[0])) * q_x->dim[1] + (q_mirror((q_pos[1] - 1L), q_x->dim[1]))]) + q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])]);
    goto q_return;
q_return:
    return;
}

static void qf_blur_3(long q_pos0, long q_pos1, qarr *q_a, qarr *q_s, qarr *q_o)
{
    /* blur, line 16 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_o->d[(q_pos[0]) * q_o->dim[1] + (q_pos[1])] = ((((double)(((q_a->d[(q_pos[0]) * q_a->dim[1] + (q_clamp((q_pos[1] - 1L), q_a->dim[1]))] + (2L * q_a->d[(q_pos[0]) * q_a->dim[1] + (q_pos[1])])) + q_a->d[(q_pos[0]) * q_a->dim[1] + (q_clamp((q_pos[1] + 1L), q_a->dim[1]))])) / (4L)) + q_s->d[(q_pos[0]) * q_s->dim[1] + (q_pos[1])]) + ((((q_pos[0] + 1L)) >= 0 && ((q_pos[0] + 1L)) < q_s->dim[0] && ((q_pos[1] + 1L)) >= 0 && ((q_pos[1] + 1L)) < q_s->dim[1]) ? q_s->d[((q_pos[0] + 1L)) * q_s->dim[1] + ((q_pos[1] + 1L))] : 0.0));
    goto q_return;
q_return:
    return;
}

static void qf_blur_4(long q_pos0, long q_pos1, qarr *q_a, qarr *q_s, qarr *q_o)
{
    /* blur, line 16 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_o->d[(q_pos[0]) * q_o->dim[1] + (q_pos[1])] = ((((double)(((q_a->d[(q_clamp(q_pos[0], q_a->dim[0])) * q_a->dim[1] + (q_clamp((q_pos[1] - 1L), q_a->dim[1]))] + (2L * q_a->d[(q_clamp(q_pos[0], q_a->dim[0])) * q_a->dim[1] + (q_clamp(q_pos[1], q_a->dim[1]))])) + q_a->d[(q_clamp(q_pos[0], q_a->dim[0])) * q_a->dim[1] + (q_clamp((q_pos[1] + 1L), q_a->dim[1]))])) / (4L)) + (((q_pos[0]) >= 0 && (q_pos[0]) < q_s->dim[0] && (q_pos[1]) >= 0 && (q_pos[1]) < q_s->dim[1]) ? q_s->d[(q_pos[0]) * q_s->dim[1] + (q_pos[1])] : 0.0)) + ((((q_pos[0] + 1L)) >= 0 && ((q_pos[0] + 1L)) < q_s->dim[0] && ((q_pos[1] + 1L)) >= 0 && ((q_pos[1] + 1L)) < q_s->dim[1]) ? q_s->d[((q_pos[0] + 1L)) * q_s->dim[1] + ((q_pos[1] + 1L))] : 0.0));
    goto q_return;
q_return:
    return;
}

static void qf_diff1_5(long q_pos0, qarr *q_d, qarr *q_v)
{
    /* diff1, line 21 */
    long q_pos = q_pos0;
    q_d->d[q_pos] = (q_v->d[q_circ((q_pos + 1L), q_v->n)] - q_v->d[q_pos]);
    goto q_return;
q_return:
    return;
}

static void qf_scale3_6(long q_pos0, long q_pos1, long q_pos2, qarr *q_c)
{
    /* scale3, line 26 */
    long q_pos[3] = {q_pos0, q_pos1, q_pos2};
    q_c->d[((q_pos[0]) * q_c->dim[1] + (q_pos[1])) * q_c->dim[2] + (q_pos[2])] = ((q_c->d[((q_pos[0]) * q_c->dim[1] + (q_pos[1])) * q_c->dim[2] + (q_pos[2])] * 2L) + q_c->d[((q_pos[0]) * q_c->dim[1] + (q_pos[1])) * q_c->dim[2] + (q_pos[2])]);
    goto q_return;
q_return:
    return;
}

static void qf_rebind_7(long q_pos0, long q_pos1, qarr *q_r, qarr *q_q)
{
    /* rebind, line 32 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    if ((q_pos[0] < 0L)) {
        q_r = q_q;
    }
    q_r->d[(q_clamp(q_pos[0], q_r->dim[0])) * q_r->dim[1] + (q_clamp(q_pos[1], q_r->dim[1]))] = (q_r->d[(q_clamp(q_pos[0], q_r->dim[0])) * q_r->dim[1] + (q_clamp(q_pos[1], q_r->dim[1]))] + 1L);
    goto q_return;
q_return:
    return;
}

static void qf_main_1(long q_n, long q_m)
{
    /* main, line 39 */
    qarr *q_x = NULL;
    long q_i = 0;
    long q_j = 0;
    qarr *q_y = NULL;
    qarr *q_o = NULL;
    qarr *q_o2 = NULL;
    qarr *q_v = NULL;
    qarr *q_d = NULL;
    qarr *q_c = NULL;
    qarr *q_r = NULL;
    qarr *t0 = qa_fill(2, (long)(q_n), (long)(q_m), 1, 0.0);
    qa_set(&q_x, t0);
    long t1 = 0L, t2 = (q_n - 1L);
    long t3 = 0L, t4 = (q_m - 1L);
    #pragma omp parallel for collapse(2)
    for (q_i = t1; q_i <= t2; q_i += 1) {
        for (q_j = t3; q_j <= t4; q_j += 1) {
            q_x->d[(q_i) * q_x->dim[1] + (q_j)] = ((double)(q_imod(((q_i * 13L) + (q_j * 7L)), 17L)) / (17L));
        }
    }
    qarr *t5 = qa_fill(2, (long)(q_n), (long)(q_m), 1, 1.0);
    qa_set(&q_y, t5);
    long t6 = (long)(q_y->dim[0]);
    long t7 = (long)(q_y->dim[1]);
    #pragma omp parallel for collapse(2) if (t6 * t7 > 256)
    for (long t8 = 0; t8 < t6; t8++)
      for (long t9 = 0; t9 < t7; t9++)
        qf_grad_2(t8, t9, q_y, q_x);
    fputs("grad: ", stdout);
    double t11 = 0.0;
    #pragma omp parallel for reduction(+:t11) if (q_y->n > 16384)
    for (long t10 = 0; t10 < q_y->n; t10++) t11 += q_y->d[t10];
    q_print_num(t11);
    fputs(" ", stdout);
    q_print_num(q_y->d[(0L) * q_y->dim[1] + (0L)]);
    fputs(" ", stdout);
    q_print_num(q_y->d[((q_n - 1L)) * q_y->dim[1] + ((q_m - 1L))]);
    putchar('\n');
    qarr *t12 = qa_fill(2, (long)(q_n), (long)(q_m), 1, 0.0);
    qa_set(&q_o, t12);
    long t13 = (long)(q_x->dim[0]);
    long t14 = (long)(q_x->dim[1]);
    #pragma omp parallel for collapse(2) if (t13 * t14 > 256)
    for (long t15 = 0; t15 < t13; t15++)
      for (long t16 = 0; t16 < t14; t16++)
        qf_blur_3(t15, t16, q_x, q_x, q_o);
    fputs("blur: ", stdout);
    double t18 = 0.0;
    #pragma omp parallel for reduction(+:t18) if (q_o->n > 16384)
    for (long t17 = 0; t17 < q_o->n; t17++) t18 += q_o->d[t17];
    q_print_num(t18);
    fputs(" ", stdout);
    q_print_num(q_o->d[(0L) * q_o->dim[1] + (0L)]);
    fputs(" ", stdout);
    q_print_num(q_o->d[((q_n - 1L)) * q_o->dim[1] + ((q_m - 1L))]);
    putchar('\n');
    qarr *t19 = qa_fill(2, (long)(q_n), (long)(q_m), 1, 0.0);
    qa_set(&q_o2, t19);
    long t20 = (long)(q_o2->dim[0]);
    long t21 = (long)(q_o2->dim[1]);
    #pragma omp parallel for collapse(2) if (t20 * t21 > 256)
    for (long t22 = 0; t22 < t20; t22++)
      for (long t23 = 0; t23 < t21; t23++)
        qf_blur_4(t22, t23, q_x, q_x, q_o2);
    fputs("blur (domain o2): ", stdout);
    double t25 = 0.0;
    #pragma omp parallel for reduction(+:t25) if (q_o2->n > 16384)
    for (long t24 = 0; t24 < q_o2->n; t24++) t25 += q_o2->d[t24];
    q_print_num(t25);
    putchar('\n');
    qarr *t26 = qa_fill(1, 1, q_n, 1, 0.0);
    qa_set(&q_v, t26);
    long t27 = 0L, t28 = (q_n - 1L);
    #pragma omp parallel for
    for (q_i = t27; q_i <= t28; q_i += 1) {
        q_v->d[q_i] = (q_i * q_i);
    }
    qarr *t29 = qa_fill(1, 1, q_n, 1, 0.0);
    qa_set(&q_d, t29);
    long t30 = (long)(q_v->n);
    #pragma omp parallel for if (t30 > 256)
    for (long t31 = 0; t31 < t30; t31++)
      qf_diff1_5(t31, q_d, q_v);
    fputs("diff1: ", stdout);
    double t33 = 0.0;
    #pragma omp parallel for reduction(+:t33) if (q_d->n > 16384)
    for (long t32 = 0; t32 < q_d->n; t32++) t33 += q_d->d[t32];
    q_print_num(t33);
    fputs(" ", stdout);
    q_print_num(q_d->d[(q_n - 1L)]);
    putchar('\n');
    qarr *t34 = qa_fill(3, (long)(3L), (long)(4L), (long)(5L), 1.0);
    qa_set(&q_c, t34);
    long t35 = (long)(q_c->dim[0]);
    long t36 = (long)(q_c->dim[1]);
    long t37 = (long)(q_c->dim[2]);
    #pragma omp parallel for collapse(3) if (t35 * t36 * t37 > 256)
    for (long t38 = 0; t38 < t35; t38++)
      for (long t39 = 0; t39 < t36; t39++)
        for (long t40 = 0; t40 < t37; t40++)
          qf_scale3_6(t38, t39, t40, q_c);
    fputs("scale3: ", stdout);
    double t42 = 0.0;
    #pragma omp parallel for reduction(+:t42) if (q_c->n > 16384)
    for (long t41 = 0; t41 < q_c->n; t41++) t42 += q_c->d[t41];
    q_print_num(t42);
    putchar('\n');
    qarr *t43 = qa_fill(2, (long)(q_n), (long)(q_m), 1, 0.0);
    qa_set(&q_r, t43);
    long t44 = (long)(q_r->dim[0]);
    long t45 = (long)(q_r->dim[1]);
    #pragma omp parallel for collapse(2) if (t44 * t45 > 256)
    for (long t46 = 0; t46 < t44; t46++)
      for (long t47 = 0; t47 < t45; t47++)
        qf_rebind_7(t46, t47, q_r, q_x);
    fputs("rebind: ", stdout);
    double t49 = 0.0;
    #pragma omp parallel for reduction(+:t49) if (q_r->n > 16384)
    for (long t48 = 0; t48 < q_r->n; t48++) t49 += q_r->d[t48];
    q_print_num(t49);
    putchar('\n');
    goto q_return;
q_return:
    qa_release(q_x);
    qa_release(q_y);
    qa_release(q_o);
    qa_release(q_o2);
    qa_release(q_v);
    qa_release(q_d);
    qa_release(q_c);
    qa_release(q_r);
    return;
}

int main(int argc, char **argv)
{
    q_argc = argc;
    q_argv = argv;
    q_script();
    qf_main_1(argc > 1 ? atol(argv[1]) : 37L, argc > 2 ? atol(argv[2]) : 23L);
    q_xfer_report();
    return 0;
}
