/* ---- end of the run-time support; the program follows ---- */
static void qf_histogram_1(long q_pos0, qarr *q_h, qarr *q_x);
static double qf_tent_3(double q_x);
static inline __attribute__((always_inline)) void qf_shifts_2(long q_pos0, long q_pos1, qarr *q_y, qarr *q_c, qarr *q_m, qarr *q_s, qarr *q_k);
static inline __attribute__((always_inline)) void qf_shifts_4(long q_pos0, long q_pos1, qarr *q_y, qarr *q_c, qarr *q_m, qarr *q_s, qarr *q_k);
static void qf_extremes_5(long q_pos0, long q_pos1, long q_pos2, qarr *q_lo, qarr *q_hi, qarr *q_v);
static void ql_6(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x);
static void ql_7(long q_pos0, long q_pos1, qarr *q_y);
static inline __attribute__((always_inline)) void ql_8(long q_pos0, long q_pos1, qarr *q_y);
static void q_script(void);

static void qf_histogram_1(long q_pos0, qarr *q_h, qarr *q_x)
{
    /* histogram, line 7 */
    long q_pos = q_pos0;
    long q_b = 0;
    q_b = ((long)(floor((double)((q_x->d[q_pos] * q_h->n)))));
    #pragma omp atomic
    q_h->d[q_b] += 1L;
    goto q_return;
q_return:
    return;
}

static double qf_tent_3(double q_x)
{
    /* tent, line 3 */
    double q_y = 0;
    q_y = q_fmax((double)(0L), (double)((1L - fabs((double)(q_x)))));
    goto q_return;
q_return:
    return q_y;
}

static inline __attribute__((always_inline)) void qf_shifts_2(long q_pos0, long q_pos1, qarr *q_y, qarr *q_c, qarr *q_m, qarr *q_s, qarr *q_k)
{
    /* shifts, line 12 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = ((((q_c->d[(q_circ((q_pos[0] + 0L), q_c->dim[0])) * q_c->dim[1] + (q_circ((q_pos[1] + 5L), q_c->dim[1]))] + (2L * q_m->d[(q_mirror((q_pos[0] - 3L), q_m->dim[0])) * q_m->dim[1] + (q_mirror((q_pos[1] - 0L), q_m->dim[1]))])) + (4L * ((((q_pos[0] + 1L)) >= 0 && ((q_pos[0] + 1L)) < q_s->dim[0] && ((q_pos[1] + 1L)) >= 0 && ((q_pos[1] + 1L)) < q_s->dim[1]) ? q_s->d[((q_pos[0] + 1L)) * q_s->dim[1] + ((q_pos[1] + 1L))] : 0.0))) + qf_tent_3(((double)(q_k->d[(q_pos[0]) * q_k->dim[1] + (q_pos[1])]) / (8L)))) + qa_size(q_k, 1L));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_shifts_4(long q_pos0, long q_pos1, qarr *q_y, qarr *q_c, qarr *q_m, qarr *q_s, qarr *q_k)
{
    /* shifts, line 12 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = ((((q_c->d[((q_pos[0] + 0L)) * q_c->dim[1] + ((q_pos[1] + 5L))] + (2L * q_m->d[((q_pos[0] - 3L)) * q_m->dim[1] + ((q_pos[1] - 0L))])) + (4L * q_s->d[((q_pos[0] + 1L)) * q_s->dim[1] + ((q_pos[1] + 1L))])) + qf_tent_3(((double)(q_k->d[(q_pos[0]) * q_k->dim[1] + (q_pos[1])]) / (8L)))) + qa_size(q_k, 1L));
    goto q_return;
q_return:
    return;
}

static void qf_extremes_5(long q_pos0, long q_pos1, long q_pos2, qarr *q_lo, qarr *q_hi, qarr *q_v)
{
    /* extremes, line 16 */
    long q_pos[3] = {q_pos0, q_pos1, q_pos2};
    #pragma omp critical(q_minmax)
    q_lo->d[0L] = fmin(q_lo->d[0L], q_v->d[((q_pos[0]) * q_v->dim[1] + (q_pos[1])) * q_v->dim[2] + (q_pos[2])]);
    #pragma omp critical(q_minmax)
    q_hi->d[0L] = fmax(q_hi->d[0L], q_v->d[((q_pos[0]) * q_v->dim[1] + (q_pos[1])) * q_v->dim[2] + (q_pos[2])]);
    goto q_return;
q_return:
    return;
}

static void ql_6(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x)
{
    long q_pos[3] = {q_pos0, q_pos1, 0};
    #pragma omp atomic
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] += (4 * q_x->d[(q_pos[0]) * q_x->dim[1] + (q_pos[1])]);
}

static void ql_7(long q_pos0, long q_pos1, qarr *q_y)
{
    long q_pos[3] = {q_pos0, q_pos1, 0};
    if (((q_pos[0] + 1L)) >= 0 && ((q_pos[0] + 1L)) < q_y->dim[0] && ((q_pos[1] + 0L)) >= 0 && ((q_pos[1] + 0L)) < q_y->dim[1]) {
        #pragma omp atomic
        q_y->d[((q_pos[0] + 1L)) * q_y->dim[1] + ((q_pos[1] + 0L))] += 1L;
    }
}

static inline __attribute__((always_inline)) void ql_8(long q_pos0, long q_pos1, qarr *q_y)
{
    long q_pos[3] = {q_pos0, q_pos1, 0};
    #pragma omp atomic
    q_y->d[((q_pos[0] + 1L)) * q_y->dim[1] + ((q_pos[1] + 0L))] += 1L;
}

static void q_script(void)
{
    long q_n = 0;
    qarr *q_x = NULL;
    long q_i = 0;
    qarr *q_h = NULL;
    qarr *q_A = NULL;
    long q_j = 0;
    qarr *q_Y = NULL;
    qarr *q_V = NULL;
    long q_k = 0;
    qarr *q_lo = NULL;
    qarr *q_hi = NULL;
    q_n = 1000L;
    qarr *t0 = qa_fill(1, 1, q_n, 1, 0.0);
    qa_set(&q_x, t0);
    long t1 = 0L, t2 = (q_n - 1L);
    #pragma omp parallel for if ((t2 - t1 + 1) > 256)
    for (q_i = t1; q_i <= t2; q_i += 1) {
        q_x->d[q_i] = ((double)(q_imod((q_i * 37L), 101L)) / (101L));
    }
    qarr *t3 = qa_fill(1, 1, 10L, 1, 0.0);
    qa_set(&q_h, t3);
    long t4 = (long)(q_x->n);
    #pragma omp parallel for if (t4 > 256)
    for (long t5 = 0; t5 < t4; t5++)
      qf_histogram_1(t5, q_h, q_x);
    fputs("histogram=", stdout);
    qa_print(q_h);
    fputs(" total=", stdout);
    double t7 = 0.0;
    #pragma omp parallel for reduction(+:t7) if (q_h->n > 16384)
    for (long t6 = 0; t6 < q_h->n; t6++) t7 += q_h->d[t6];
    q_print_num(t7);
    putchar('\n');
    qarr *t8 = qa_fill(2, (long)(6L), (long)(7L), 1, 0.0);
    qa_set(&q_A, t8);
    long t9 = 0L, t10 = 5L;
    long t11 = 0L, t12 = 6L;
    #pragma omp parallel for collapse(2) if ((t10 - t9 + 1) * (t12 - t11 + 1) > 256)
    for (q_i = t9; q_i <= t10; q_i += 1) {
        for (q_j = t11; q_j <= t12; q_j += 1) {
            q_A->d[(q_i) * q_A->dim[1] + (q_j)] = ((q_i * 7L) + q_j);
        }
    }
    qarr *t13 = qa_fill(2, q_A->dim[0], q_A->dim[1], 1, 0.0);
    qa_set(&q_Y, t13);
    long t14 = (long)(q_A->dim[0]);
    long t15 = (long)(q_A->dim[1]);
    long t18 = 0, t19 = t14; /* pos[0] where the accessors' tests are dropped */
    long t20 = 0, t21 = t15; /* pos[1] where the accessors' tests are dropped */
    if (t19 > q_A->dim[0] - (0L)) t19 = q_A->dim[0] - (0L);
    if (t21 > q_A->dim[1] - (5L)) t21 = q_A->dim[1] - (5L);
    if (t18 < -(-3L)) t18 = -(-3L);
    if (t19 > q_A->dim[0] - (-3L)) t19 = q_A->dim[0] - (-3L);
    if (t21 > q_A->dim[1] - (0L)) t21 = q_A->dim[1] - (0L);
    if (t19 > q_A->dim[0] - (1L)) t19 = q_A->dim[0] - (1L);
    if (t21 > q_A->dim[1] - (1L)) t21 = q_A->dim[1] - (1L);
    if (t19 > q_A->dim[0] - (0L)) t19 = q_A->dim[0] - (0L);
    if (t21 > q_A->dim[1] - (0L)) t21 = q_A->dim[1] - (0L);
    if (t18 > t14) t18 = t14;
    if (t19 < t18) t19 = t18;
    if (t20 > t15) t20 = t15;
    if (t21 < t20) t21 = t20;
    #pragma omp parallel for if (t14 * t15 > 256)
    for (long t16 = 0; t16 < t14; t16++) {
        long t22 = t16 >= t18 && t16 < t19 ? t20 : t15, t23 = t16 >= t18 && t16 < t19 ? t21 : t15, t17;
        for (t17 = 0; t17 < t22; t17++) qf_shifts_2(t16, t17, q_Y, q_A, q_A, q_A, q_A);
        #pragma omp simd
        for (t17 = t22; t17 < t23; t17++) qf_shifts_4(t16, t17, q_Y, q_A, q_A, q_A, q_A);
        for (t17 = t23; t17 < t15; t17++) qf_shifts_2(t16, t17, q_Y, q_A, q_A, q_A, q_A);
    }
    fputs("shifts=", stdout);
    double t25 = 0.0;
    #pragma omp parallel for reduction(+:t25) if (q_Y->n > 16384)
    for (long t24 = 0; t24 < q_Y->n; t24++) t25 += q_Y->d[t24];
    q_print_num(t25);
    fputs(" ", stdout);
    q_print_num(q_Y->d[(0L) * q_Y->dim[1] + (0L)]);
    fputs(" ", stdout);
    q_print_num(q_Y->d[(5L) * q_Y->dim[1] + (6L)]);
    fputs(" ", stdout);
    q_print_num(q_Y->d[(2L) * q_Y->dim[1] + (3L)]);
    putchar('\n');
    qarr *t26 = qa_fill(3, (long)(3L), (long)(4L), (long)(5L), 0.0);
    qa_set(&q_V, t26);
    long t27 = 0L, t28 = 2L;
    long t29 = 0L, t30 = 3L;
    long t31 = 0L, t32 = 4L;
    #pragma omp parallel for collapse(3) if ((t28 - t27 + 1) * (t30 - t29 + 1) * (t32 - t31 + 1) > 256)
    for (q_i = t27; q_i <= t28; q_i += 1) {
        for (q_j = t29; q_j <= t30; q_j += 1) {
            for (q_k = t31; q_k <= t32; q_k += 1) {
                q_V->d[((q_i) * q_V->dim[1] + (q_j)) * q_V->dim[2] + (q_k)] = sin((double)(((q_i + (2L * q_j)) + (3L * q_k))));
            }
        }
    }
    qarr *t33 = qa_uninit(1, 1, 1, 1);
    t33->d[0] = 10;
    qa_set(&q_lo, t33);
    qarr *t34 = qa_uninit(1, 1, 1, 1);
    t34->d[0] = (-10);
    qa_set(&q_hi, t34);
    qarr *t36 = qa_fill(1, 1, 1L, 1, 1.0);
    qarr *t37 = qa_like(t36);
    #pragma omp parallel for if (t37->n > 16384)
    for (long t35 = 0; t35 < t37->n; t35++) t37->d[t35] = (t36->d[t35] * 10L);
    qa_set(&q_lo, t37);
    qa_release(t36);
    qarr *t39 = qa_fill(1, 1, 1L, 1, 1.0);
    long t40 = (-10L);
    qarr *t41 = qa_like(t39);
    #pragma omp parallel for if (t41->n > 16384)
    for (long t38 = 0; t38 < t41->n; t38++) t41->d[t38] = (t39->d[t38] * t40);
    qa_set(&q_hi, t41);
    qa_release(t39);
    long t42 = (long)(q_V->dim[0]);
    long t43 = (long)(q_V->dim[1]);
    long t44 = (long)(q_V->dim[2]);
    #pragma omp parallel for collapse(3) if (t42 * t43 * t44 > 256)
    for (long t45 = 0; t45 < t42; t45++)
      for (long t46 = 0; t46 < t43; t46++)
        for (long t47 = 0; t47 < t44; t47++)
          qf_extremes_5(t45, t46, t47, q_lo, q_hi, q_V);
    qval t48[2];
    t48[0] = (qval){0, (double)(q_lo->d[0L]), NULL};
    t48[1] = (qval){0, (double)(q_hi->d[0L]), NULL};
    char *t49 = q_vformat("extremes=%.6f %.6f\n", 2, t48);
    fputs(t49, stdout);
    qs_release(t49);
    long t50 = (long)(q_A->dim[0]);
    long t51 = (long)(q_A->dim[1]);
    #pragma omp parallel for collapse(2) if (t50 * t51 > 256)
    for (long t52 = 0; t52 < t50; t52++)
      for (long t53 = 0; t53 < t51; t53++)
        ql_6(t52, t53, q_Y, q_A);
    fputs("lambda kernel=", stdout);
    double t55 = 0.0;
    #pragma omp parallel for reduction(+:t55) if (q_Y->n > 16384)
    for (long t54 = 0; t54 < q_Y->n; t54++) t55 += q_Y->d[t54];
    q_print_num(t55);
    putchar('\n');
    long t56 = (long)(q_A->dim[0]);
    long t57 = (long)(q_A->dim[1]);
    long t60 = 0, t61 = t56; /* pos[0] where the accessors' tests are dropped */
    long t62 = 0, t63 = t57; /* pos[1] where the accessors' tests are dropped */
    if (t61 > q_Y->dim[0] - (1L)) t61 = q_Y->dim[0] - (1L);
    if (t63 > q_Y->dim[1] - (0L)) t63 = q_Y->dim[1] - (0L);
    if (t60 > t56) t60 = t56;
    if (t61 < t60) t61 = t60;
    if (t62 > t57) t62 = t57;
    if (t63 < t62) t63 = t62;
    #pragma omp parallel for if (t56 * t57 > 256)
    for (long t58 = 0; t58 < t56; t58++) {
        long t64 = t58 >= t60 && t58 < t61 ? t62 : t57, t65 = t58 >= t60 && t58 < t61 ? t63 : t57, t59;
        for (t59 = 0; t59 < t64; t59++) ql_7(t58, t59, q_Y);
        for (t59 = t64; t59 < t65; t59++) ql_8(t58, t59, q_Y);
        for (t59 = t65; t59 < t57; t59++) ql_7(t58, t59, q_Y);
    }
    fputs("safe writes=", stdout);
    double t67 = 0.0;
    #pragma omp parallel for reduction(+:t67) if (q_Y->n > 16384)
    for (long t66 = 0; t66 < q_Y->n; t66++) t67 += q_Y->d[t66];
    q_print_num(t67);
    putchar('\n');
    qa_release(q_x);
    qa_release(q_h);
    qa_release(q_A);
    qa_release(q_Y);
    qa_release(q_V);
    qa_release(q_lo);
    qa_release(q_hi);
}

int main(int argc, char **argv)
{
    q_argc = argc;
    q_argv = argv;
    q_script();
    q_xfer_report();
    return 0;
}
