/* ---- end of the run-time support; the program follows ---- */
static void q_script(void);
static inline __attribute__((always_inline)) void qf_grad_2(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x);
static inline __attribute__((always_inline)) void qf_grad_3(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x);
static inline __attribute__((always_inline)) void qf_blur_4(long q_pos0, long q_pos1, qarr *q_a, qarr *q_s, qarr *q_o);
static inline __attribute__((always_inline)) void qf_blur_5(long q_pos0, long q_pos1, qarr *q_a, qarr *q_s, qarr *q_o);
static inline __attribute__((always_inline)) void qf_blur_6(long q_pos0, long q_pos1, qarr *q_a, qarr *q_s, qarr *q_o);
static inline __attribute__((always_inline)) void qf_blur_7(long q_pos0, long q_pos1, qarr *q_a, qarr *q_s, qarr *q_o);
static inline __attribute__((always_inline)) void qf_diff1_8(long q_pos0, qarr *q_d, qarr *q_v);
static inline __attribute__((always_inline)) void qf_diff1_9(long q_pos0, qarr *q_d, qarr *q_v);
static inline __attribute__((always_inline)) void qf_scale3_10(long q_pos0, long q_pos1, long q_pos2, qarr *q_c);
static inline __attribute__((always_inline)) void qf_scale3_11(long q_pos0, long q_pos1, long q_pos2, qarr *q_c);
static inline __attribute__((always_inline)) void qf_rebind_12(long q_pos0, long q_pos1, qarr *q_r, qarr *q_q);
static void qf_main_1(long q_n, long q_m);

static void q_script(void)
{
}

static inline __attribute__((always_inline)) void qf_grad_2(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x)
{
    /* grad, line 10 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = ((q_x->d[(q_mirror((q_pos[0] + 0L), q_x->dim[0])) * q_x->dim[1] + (q_mirror((q_pos[1] + 1L), q_x->dim[1]))] - q_x->d[(q_mirror((q_pos[0] - 0L), q_x->dim[0])) * q_x->dim[1] + (q_mirror((q_pos[1] - 1L), q_x->dim[1]))]) + q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_grad_3(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x)
{
    /* grad, line 10 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = ((q_x->d[((q_pos[0] + 0L)) * q_x->dim[1] + ((q_pos[1] + 1L))] - q_x->d[((q_pos[0] - 0L)) * q_x->dim[1] + ((q_pos[1] - 1L))]) + q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_blur_4(long q_pos0, long q_pos1, qarr *q_a, qarr *q_s, qarr *q_o)
{
    /* blur, line 16 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_o->d[(q_pos[0]) * q_o->dim[1] + (q_pos[1])] = ((((double)(((q_a->d[(q_pos[0]) * q_a->dim[1] + (q_clamp((q_pos[1] - 1L), q_a->dim[1]))] + (2L * q_a->d[(q_pos[0]) * q_a->dim[1] + (q_pos[1])])) + q_a->d[(q_pos[0]) * q_a->dim[1] + (q_clamp((q_pos[1] + 1L), q_a->dim[1]))])) / (4L)) + q_s->d[(q_pos[0]) * q_s->dim[1] + (q_pos[1])]) + ((((q_pos[0] + 1L)) >= 0 && ((q_pos[0] + 1L)) < q_s->dim[0] && ((q_pos[1] + 1L)) >= 0 && ((q_pos[1] + 1L)) < q_s->dim[1]) ? q_s->d[((q_pos[0] + 1L)) * q_s->dim[1] + ((q_pos[1] + 1L))] : 0.0));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_blur_5(long q_pos0, long q_pos1, qarr *q_a, qarr *q_s, qarr *q_o)
{
    /* blur, line 16 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_o->d[(q_pos[0]) * q_o->dim[1] + (q_pos[1])] = ((((double)(((q_a->d[(q_pos[0]) * q_a->dim[1] + ((q_pos[1] - 1L))] + (2L * q_a->d[(q_pos[0]) * q_a->dim[1] + (q_pos[1])])) + q_a->d[(q_pos[0]) * q_a->dim[1] + ((q_pos[1] + 1L))])) / (4L)) + q_s->d[(q_pos[0]) * q_s->dim[1] + (q_pos[1])]) + q_s->d[((q_pos[0] + 1L)) * q_s->dim[1] + ((q_pos[1] + 1L))]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_blur_6(long q_pos0, long q_pos1, qarr *q_a, qarr *q_s, qarr *q_o)
{
    /* blur, line 16 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_o->d[(q_pos[0]) * q_o->dim[1] + (q_pos[1])] = ((((double)(((q_a->d[(q_clamp(q_pos[0], q_a->dim[0])) * q_a->dim[1] + (q_clamp((q_pos[1] - 1L), q_a->dim[1]))] + (2L * q_a->d[(q_clamp(q_pos[0], q_a->dim[0])) * q_a->dim[1] + (q_clamp(q_pos[1], q_a->dim[1]))])) + q_a->d[(q_clamp(q_pos[0], q_a->dim[0])) * q_a->dim[1] + (q_clamp((q_pos[1] + 1L), q_a->dim[1]))])) / (4L)) + (((q_pos[0]) >= 0 && (q_pos[0]) < q_s->dim[0] && (q_pos[1]) >= 0 && (q_pos[1]) < q_s->dim[1]) ? q_s->d[(q_pos[0]) * q_s->dim[1] + (q_pos[1])] : 0.0)) + ((((q_pos[0] + 1L)) >= 0 && ((q_pos[0] + 1L)) < q_s->dim[0] && ((q_pos[1] + 1L)) >= 0 && ((q_pos[1] + 1L)) < q_s->dim[1]) ? q_s->d[((q_pos[0] + 1L)) * q_s->dim[1] + ((q_pos[1] + 1L))] : 0.0));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_blur_7(long q_pos0, long q_pos1, qarr *q_a, qarr *q_s, qarr *q_o)
{
    /* blur, line 16 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_o->d[(q_pos[0]) * q_o->dim[1] + (q_pos[1])] = ((((double)(((q_a->d[(q_pos[0]) * q_a->dim[1] + ((q_pos[1] - 1L))] + (2L * q_a->d[(q_pos[0]) * q_a->dim[1] + (q_pos[1])])) + q_a->d[(q_pos[0]) * q_a->dim[1] + ((q_pos[1] + 1L))])) / (4L)) + q_s->d[(q_pos[0]) * q_s->dim[1] + (q_pos[1])]) + q_s->d[((q_pos[0] + 1L)) * q_s->dim[1] + ((q_pos[1] + 1L))]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_diff1_8(long q_pos0, qarr *q_d, qarr *q_v)
{
    /* diff1, line 21 */
    long q_pos = q_pos0;
    q_d->d[q_pos] = (q_v->d[q_circ((q_pos + 1L), q_v->n)] - q_v->d[q_pos]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_diff1_9(long q_pos0, qarr *q_d, qarr *q_v)
{
    /* diff1, line 21 */
    long q_pos = q_pos0;
    q_d->d[q_pos] = (q_v->d[(q_pos + 1L)] - q_v->d[q_pos]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_scale3_10(long q_pos0, long q_pos1, long q_pos2, qarr *q_c)
{
    /* scale3, line 26 */
    long q_pos[3] = {q_pos0, q_pos1, q_pos2};
    q_c->d[((q_pos[0]) * q_c->dim[1] + (q_pos[1])) * q_c->dim[2] + (q_pos[2])] = ((q_c->d[((q_pos[0]) * q_c->dim[1] + (q_pos[1])) * q_c->dim[2] + (q_pos[2])] * 2L) + q_c->d[((q_pos[0]) * q_c->dim[1] + (q_pos[1])) * q_c->dim[2] + (q_pos[2])]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_scale3_11(long q_pos0, long q_pos1, long q_pos2, qarr *q_c)
{
    /* scale3, line 26 */
    long q_pos[3] = {q_pos0, q_pos1, q_pos2};
    q_c->d[((q_pos[0]) * q_c->dim[1] + (q_pos[1])) * q_c->dim[2] + (q_pos[2])] = ((q_c->d[((q_pos[0]) * q_c->dim[1] + (q_pos[1])) * q_c->dim[2] + (q_pos[2])] * 2L) + q_c->d[((q_pos[0]) * q_c->dim[1] + (q_pos[1])) * q_c->dim[2] + (q_pos[2])]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_rebind_12(long q_pos0, long q_pos1, qarr *q_r, qarr *q_q)
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
    #pragma omp parallel for collapse(2) if ((t2 - t1 + 1) * (t4 - t3 + 1) > 256)
    for (q_i = t1; q_i <= t2; q_i += 1) {
        for (q_j = t3; q_j <= t4; q_j += 1) {
            q_x->d[(q_i) * q_x->dim[1] + (q_j)] = ((double)(q_imod(((q_i * 13L) + (q_j * 7L)), 17L)) / (17L));
        }
    }
    qarr *t5 = qa_fill(2, (long)(q_n), (long)(q_m), 1, 1.0);
    qa_set(&q_y, t5);
    long t6 = (long)(q_y->dim[0]);
    long t7 = (long)(q_y->dim[1]);
    long t10 = 0, t11 = t6; /* pos[0] where the accessors' tests are dropped */
    long t12 = 0, t13 = t7; /* pos[1] where the accessors' tests are dropped */
    if (t11 > q_y->dim[0] - (0L)) t11 = q_y->dim[0] - (0L);
    if (t13 > q_y->dim[1] - (0L)) t13 = q_y->dim[1] - (0L);
    if (t11 > q_x->dim[0] - (0L)) t11 = q_x->dim[0] - (0L);
    if (t13 > q_x->dim[1] - (1L)) t13 = q_x->dim[1] - (1L);
    if (t12 < -(-1L)) t12 = -(-1L);
    if (t13 > q_x->dim[1] - (-1L)) t13 = q_x->dim[1] - (-1L);
    if (t10 > t6) t10 = t6;
    if (t11 < t10) t11 = t10;
    if (t12 > t7) t12 = t7;
    if (t13 < t12) t13 = t12;
    #pragma omp parallel for if (t6 * t7 > 256)
    for (long t8 = 0; t8 < t6; t8++) {
        long t14 = t8 >= t10 && t8 < t11 ? t12 : t7, t15 = t8 >= t10 && t8 < t11 ? t13 : t7, t9;
        for (t9 = 0; t9 < t14; t9++) qf_grad_2(t8, t9, q_y, q_x);
        #pragma omp simd
        for (t9 = t14; t9 < t15; t9++) qf_grad_3(t8, t9, q_y, q_x);
        for (t9 = t15; t9 < t7; t9++) qf_grad_2(t8, t9, q_y, q_x);
    }
    fputs("grad: ", stdout);
    double t17 = 0.0;
    #pragma omp parallel for reduction(+:t17) if (q_y->n > 16384)
    for (long t16 = 0; t16 < q_y->n; t16++) t17 += q_y->d[t16];
    q_print_num(t17);
    fputs(" ", stdout);
    q_print_num(q_y->d[(0L) * q_y->dim[1] + (0L)]);
    fputs(" ", stdout);
    q_print_num(q_y->d[((q_n - 1L)) * q_y->dim[1] + ((q_m - 1L))]);
    putchar('\n');
    qarr *t18 = qa_fill(2, (long)(q_n), (long)(q_m), 1, 0.0);
    qa_set(&q_o, t18);
    long t19 = (long)(q_x->dim[0]);
    long t20 = (long)(q_x->dim[1]);
    long t23 = 0, t24 = t19; /* pos[0] where the accessors' tests are dropped */
    long t25 = 0, t26 = t20; /* pos[1] where the accessors' tests are dropped */
    if (t24 > q_x->dim[0] - (0L)) t24 = q_x->dim[0] - (0L);
    if (t25 < -(-1L)) t25 = -(-1L);
    if (t26 > q_x->dim[1] - (-1L)) t26 = q_x->dim[1] - (-1L);
    if (t26 > q_x->dim[1] - (0L)) t26 = q_x->dim[1] - (0L);
    if (t26 > q_x->dim[1] - (1L)) t26 = q_x->dim[1] - (1L);
    if (t24 > q_x->dim[0] - (0L)) t24 = q_x->dim[0] - (0L);
    if (t26 > q_x->dim[1] - (0L)) t26 = q_x->dim[1] - (0L);
    if (t24 > q_x->dim[0] - (1L)) t24 = q_x->dim[0] - (1L);
    if (t26 > q_x->dim[1] - (1L)) t26 = q_x->dim[1] - (1L);
    if (t23 > t19) t23 = t19;
    if (t24 < t23) t24 = t23;
    if (t25 > t20) t25 = t20;
    if (t26 < t25) t26 = t25;
    #pragma omp parallel for if (t19 * t20 > 256)
    for (long t21 = 0; t21 < t19; t21++) {
        long t27 = t21 >= t23 && t21 < t24 ? t25 : t20, t28 = t21 >= t23 && t21 < t24 ? t26 : t20, t22;
        for (t22 = 0; t22 < t27; t22++) qf_blur_4(t21, t22, q_x, q_x, q_o);
        #pragma omp simd
        for (t22 = t27; t22 < t28; t22++) qf_blur_5(t21, t22, q_x, q_x, q_o);
        for (t22 = t28; t22 < t20; t22++) qf_blur_4(t21, t22, q_x, q_x, q_o);
    }
    fputs("blur: ", stdout);
    double t30 = 0.0;
    #pragma omp parallel for reduction(+:t30) if (q_o->n > 16384)
    for (long t29 = 0; t29 < q_o->n; t29++) t30 += q_o->d[t29];
    q_print_num(t30);
    fputs(" ", stdout);
    q_print_num(q_o->d[(0L) * q_o->dim[1] + (0L)]);
    fputs(" ", stdout);
    q_print_num(q_o->d[((q_n - 1L)) * q_o->dim[1] + ((q_m - 1L))]);
    putchar('\n');
    qarr *t31 = qa_fill(2, (long)(q_n), (long)(q_m), 1, 0.0);
    qa_set(&q_o2, t31);
    long t32 = (long)(q_o2->dim[0]);
    long t33 = (long)(q_o2->dim[1]);
    long t36 = 0, t37 = t32; /* pos[0] where the accessors' tests are dropped */
    long t38 = 0, t39 = t33; /* pos[1] where the accessors' tests are dropped */
    if (t37 > q_x->dim[0] - (0L)) t37 = q_x->dim[0] - (0L);
    if (t38 < -(-1L)) t38 = -(-1L);
    if (t39 > q_x->dim[1] - (-1L)) t39 = q_x->dim[1] - (-1L);
    if (t39 > q_x->dim[1] - (0L)) t39 = q_x->dim[1] - (0L);
    if (t39 > q_x->dim[1] - (1L)) t39 = q_x->dim[1] - (1L);
    if (t37 > q_x->dim[0] - (0L)) t37 = q_x->dim[0] - (0L);
    if (t39 > q_x->dim[1] - (0L)) t39 = q_x->dim[1] - (0L);
    if (t37 > q_x->dim[0] - (1L)) t37 = q_x->dim[0] - (1L);
    if (t39 > q_x->dim[1] - (1L)) t39 = q_x->dim[1] - (1L);
    if (t36 > t32) t36 = t32;
    if (t37 < t36) t37 = t36;
    if (t38 > t33) t38 = t33;
    if (t39 < t38) t39 = t38;
    #pragma omp parallel for if (t32 * t33 > 256)
    for (long t34 = 0; t34 < t32; t34++) {
        long t40 = t34 >= t36 && t34 < t37 ? t38 : t33, t41 = t34 >= t36 && t34 < t37 ? t39 : t33, t35;
        for (t35 = 0; t35 < t40; t35++) qf_blur_6(t34, t35, q_x, q_x, q_o2);
        #pragma omp simd
        for (t35 = t40; t35 < t41; t35++) qf_blur_7(t34, t35, q_x, q_x, q_o2);
        for (t35 = t41; t35 < t33; t35++) qf_blur_6(t34, t35, q_x, q_x, q_o2);
    }
    fputs("blur (domain o2): ", stdout);
    double t43 = 0.0;
    #pragma omp parallel for reduction(+:t43) if (q_o2->n > 16384)
    for (long t42 = 0; t42 < q_o2->n; t42++) t43 += q_o2->d[t42];
    q_print_num(t43);
    putchar('\n');
    qarr *t44 = qa_fill(1, 1, q_n, 1, 0.0);
    qa_set(&q_v, t44);
    long t45 = 0L, t46 = (q_n - 1L);
    #pragma omp parallel for if ((t46 - t45 + 1) > 256)
    for (q_i = t45; q_i <= t46; q_i += 1) {
        q_v->d[q_i] = (q_i * q_i);
    }
    qarr *t47 = qa_fill(1, 1, q_n, 1, 0.0);
    qa_set(&q_d, t47);
    long t48 = (long)(q_v->n);
    long t50 = 0, t51 = t48; /* pos[0] where the accessors' tests are dropped */
    if (t51 > q_v->n - (1L)) t51 = q_v->n - (1L);
    if (t51 > q_v->n - (0L)) t51 = q_v->n - (0L);
    if (t50 > t48) t50 = t48;
    if (t51 < t50) t51 = t50;
    long t49;
    #pragma omp parallel for if (t50 - 0 > 256)
    for (t49 = 0; t49 < t50; t49++) qf_diff1_8(t49, q_d, q_v);
    #pragma omp parallel for simd if (parallel: t51 - t50 > 256)
    for (t49 = t50; t49 < t51; t49++) qf_diff1_9(t49, q_d, q_v);
    #pragma omp parallel for if (t48 - t51 > 256)
    for (t49 = t51; t49 < t48; t49++) qf_diff1_8(t49, q_d, q_v);
    fputs("diff1: ", stdout);
    double t53 = 0.0;
    #pragma omp parallel for reduction(+:t53) if (q_d->n > 16384)
    for (long t52 = 0; t52 < q_d->n; t52++) t53 += q_d->d[t52];
    q_print_num(t53);
    fputs(" ", stdout);
    q_print_num(q_d->d[(q_n - 1L)]);
    putchar('\n');
    qarr *t54 = qa_fill(3, (long)(3L), (long)(4L), (long)(5L), 1.0);
    qa_set(&q_c, t54);
    long t55 = (long)(q_c->dim[0]);
    long t56 = (long)(q_c->dim[1]);
    long t57 = (long)(q_c->dim[2]);
    long t61 = 0, t62 = t55; /* pos[0] where the accessors' tests are dropped */
    long t63 = 0, t64 = t56; /* pos[1] where the accessors' tests are dropped */
    long t65 = 0, t66 = t57; /* pos[2] where the accessors' tests are dropped */
    if (t62 > q_c->dim[0] - (0L)) t62 = q_c->dim[0] - (0L);
    if (t64 > q_c->dim[1] - (0L)) t64 = q_c->dim[1] - (0L);
    if (t66 > q_c->dim[2] - (0L)) t66 = q_c->dim[2] - (0L);
    if (t61 > t55) t61 = t55;
    if (t62 < t61) t62 = t61;
    if (t63 > t56) t63 = t56;
    if (t64 < t63) t64 = t63;
    if (t65 > t57) t65 = t57;
    if (t66 < t65) t66 = t65;
    #pragma omp parallel for collapse(2) if (t55 * t56 * t57 > 256)
    for (long t58 = 0; t58 < t55; t58++)
      for (long t59 = 0; t59 < t56; t59++) {
          long t67 = t58 >= t61 && t58 < t62 && t59 >= t63 && t59 < t64 ? t65 : t57, t68 = t58 >= t61 && t58 < t62 && t59 >= t63 && t59 < t64 ? t66 : t57, t60;
          for (t60 = 0; t60 < t67; t60++) qf_scale3_10(t58, t59, t60, q_c);
          #pragma omp simd
          for (t60 = t67; t60 < t68; t60++) qf_scale3_11(t58, t59, t60, q_c);
          for (t60 = t68; t60 < t57; t60++) qf_scale3_10(t58, t59, t60, q_c);
      }
    fputs("scale3: ", stdout);
    double t70 = 0.0;
    #pragma omp parallel for reduction(+:t70) if (q_c->n > 16384)
    for (long t69 = 0; t69 < q_c->n; t69++) t70 += q_c->d[t69];
    q_print_num(t70);
    putchar('\n');
    qarr *t71 = qa_fill(2, (long)(q_n), (long)(q_m), 1, 0.0);
    qa_set(&q_r, t71);
    long t72 = (long)(q_r->dim[0]);
    long t73 = (long)(q_r->dim[1]);
    #pragma omp parallel for if (t72 * t73 > 256)
    for (long t74 = 0; t74 < t72; t74++)
      #pragma omp simd
      for (long t75 = 0; t75 < t73; t75++)
        qf_rebind_12(t74, t75, q_r, q_x);
    fputs("rebind: ", stdout);
    double t77 = 0.0;
    #pragma omp parallel for reduction(+:t77) if (q_r->n > 16384)
    for (long t76 = 0; t76 < q_r->n; t76++) t77 += q_r->d[t76];
    q_print_num(t77);
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
