/* ---- end of the run-time support; the program follows ---- */
static void q_script(void);
static inline __attribute__((always_inline)) void qf_edge_2(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x);
static inline __attribute__((always_inline)) void qf_edge_3(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x);
static inline __attribute__((always_inline)) void qf_thresh_4(long q_pos0, qarr *q_y, qarr *q_x, double q_t, long q_mode);
static inline __attribute__((always_inline)) void qf_guarded_5(long q_pos0, qarr *q_y, qarr *q_x, qarr *q_d);
static double qf_soft_7(double q_v, double q_t);
static inline __attribute__((always_inline)) void qf_band_6(long q_pos0, long q_pos1, qarr *q_c, long q_m, long q_p, double q_t);
static double qf_tally_9(double q_v, qarr *q_cnt);
static inline __attribute__((always_inline)) void qf_kept_8(long q_pos0, qarr *q_y, qarr *q_x, qarr *q_z, qarr *q_cnt);
static inline __attribute__((always_inline)) void qf_two_10(long q_pos0, qarr *q_a, qarr *q_b);
static void qf_main_1(long q_n, long q_m);

static void q_script(void)
{
}

static inline __attribute__((always_inline)) void qf_edge_2(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x)
{
    /* edge, line 9 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    double t0 = q_x->d[(q_clamp(q_pos[0], q_x->dim[0])) * q_x->dim[1] + (q_clamp(q_pos[1], q_x->dim[1]))];
    double t1 = ((double)(((q_x->d[(q_clamp((q_pos[0] - 0L), q_x->dim[0])) * q_x->dim[1] + (q_clamp((q_pos[1] - 1L), q_x->dim[1]))] + (2L * q_x->d[(q_clamp(q_pos[0], q_x->dim[0])) * q_x->dim[1] + (q_clamp(q_pos[1], q_x->dim[1]))])) + q_x->d[(q_clamp((q_pos[0] + 0L), q_x->dim[0])) * q_x->dim[1] + (q_clamp((q_pos[1] + 1L), q_x->dim[1]))])) / (4L));
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = (((q_pos[1] == 0L) || (q_pos[1] == (qa_size(q_x, 1L) - 1L))) ? t0 : t1);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_edge_3(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x)
{
    /* edge, line 9 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    if (((q_pos[1] == 0L) || (q_pos[1] == (qa_size(q_x, 1L) - 1L)))) {
        q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = q_x->d[(q_pos[0]) * q_x->dim[1] + (q_pos[1])];
    } else {
        q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = ((double)(((q_x->d[((q_pos[0] - 0L)) * q_x->dim[1] + ((q_pos[1] - 1L))] + (2L * q_x->d[(q_pos[0]) * q_x->dim[1] + (q_pos[1])])) + q_x->d[((q_pos[0] + 0L)) * q_x->dim[1] + ((q_pos[1] + 1L))])) / (4L));
    }
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_thresh_4(long q_pos0, qarr *q_y, qarr *q_x, double q_t, long q_mode)
{
    /* thresh, line 19 */
    long q_pos = q_pos0;
    double q_v = 0;
    double q_w = 0;
    q_v = q_x->d[q_pos];
    double t0 = (q_v - q_t);
    double t1 = 0;
    q_w = ((q_v > q_t) ? t0 : t1);
    if ((q_mode == 1L)) {
        q_y->d[q_pos] = q_w;
    } else {
        q_y->d[q_pos] = (-q_w);
    }
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_guarded_5(long q_pos0, qarr *q_y, qarr *q_x, qarr *q_d)
{
    /* guarded, line 36 */
    long q_pos = q_pos0;
    double q_a = 0;
    long q_k = 0;
    long q_q = 0;
    double q_r = 0;
    if ((q_pos > 0L)) {
        q_a = q_x->d[(q_pos - 1L)];
    } else {
        q_a = 0;
    }
    q_k = ((long)(q_d->d[q_pos]));
    if ((q_k != 0L)) {
        q_q = q_imod(100L, q_k);
    } else {
        q_q = 0L;
    }
    double t0 = ((double)(1L) / (q_k));
    double t1 = 0;
    q_r = ((q_k != 0L) ? t0 : t1);
    q_y->d[q_pos] = ((q_a + q_q) + q_r);
    goto q_return;
q_return:
    return;
}

static double qf_soft_7(double q_v, double q_t)
{
    /* soft, line 61 */
    q_v = (q_sign((double)(q_v)) * q_fmax((double)((fabs((double)(q_v)) - q_t)), (double)(0L)));
    goto q_return;
q_return:
    return q_v;
}

static inline __attribute__((always_inline)) void qf_band_6(long q_pos0, long q_pos1, qarr *q_c, long q_m, long q_p, double q_t)
{
    /* band, line 65 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    double q_s = 0;
    q_s = 1;
    double t0 = 0.5;
    double t1 = q_s;
    q_s = ((q_pos[1] > q_pos[0]) ? t0 : t1);
    double t2 = (q_s * qf_soft_7(q_c->d[(q_pos[0]) * q_c->dim[1] + (q_pos[1])], q_t));
    double t3 = q_c->d[(q_pos[0]) * q_c->dim[1] + (q_pos[1])];
    q_c->d[(q_pos[0]) * q_c->dim[1] + (q_pos[1])] = (((q_pos[0] >= q_m) || (q_pos[1] >= q_p)) ? t2 : t3);
    goto q_return;
q_return:
    return;
}

static double qf_tally_9(double q_v, qarr *q_cnt)
{
    /* tally, line 80 */
    double q_r = 0;
    q_cnt->d[0L] = (q_cnt->d[0L] + 1L);
    q_r = (2L * q_v);
    goto q_return;
q_return:
    return q_r;
}

static inline __attribute__((always_inline)) void qf_kept_8(long q_pos0, qarr *q_y, qarr *q_x, qarr *q_z, qarr *q_cnt)
{
    /* kept, line 85 */
    long q_pos = q_pos0;
    if ((q_pos < (q_x->n - 1L))) {
        q_y->d[q_pos] = q_x->d[(q_pos + 1L)];
    }
    if ((q_pos < q_z->n)) {
        q_z->d[q_pos] = 1;
    }
    if ((q_pos == 0L)) {
        q_y->d[q_pos] = qf_tally_9(q_y->d[q_pos], q_cnt);
    }
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_two_10(long q_pos0, qarr *q_a, qarr *q_b)
{
    /* two, line 97 */
    long q_pos = q_pos0;
    if ((q_pos > 2L)) {
        q_a->d[q_pos] = (2L * q_a->d[q_pos]);
    }
    q_b->d[q_pos] = 1;
    goto q_return;
q_return:
    return;
}

static void qf_main_1(long q_n, long q_m)
{
    /* main, line 104 */
    qarr *q_x = NULL;
    long q_i = 0;
    long q_j = 0;
    qarr *q_y = NULL;
    qarr *q_v = NULL;
    qarr *q_w = NULL;
    qarr *q_d = NULL;
    qarr *q_g = NULL;
    qarr *q_c = NULL;
    qarr *q_z = NULL;
    qarr *q_cnt = NULL;
    qarr *q_b = NULL;
    qarr *t0 = qa_fill(2, (long)(q_n), (long)(q_m), 1, 0.0);
    qa_set(&q_x, t0);
    long t1 = 0L, t2 = (q_n - 1L);
    long t3 = 0L, t4 = (q_m - 1L);
    #pragma omp parallel for collapse(2) if ((t2 - t1 + 1) * (t4 - t3 + 1) > 256)
    for (q_i = t1; q_i <= t2; q_i += 1) {
        for (q_j = t3; q_j <= t4; q_j += 1) {
            q_x->d[(q_i) * q_x->dim[1] + (q_j)] = ((double)(q_imod(((q_i * 7L) + (q_j * 11L)), 13L)) / (13L));
        }
    }
    qarr *t5 = qa_fill(2, (long)(q_n), (long)(q_m), 1, 0.0);
    qa_set(&q_y, t5);
    long t6 = (long)(q_y->dim[0]);
    long t7 = (long)(q_y->dim[1]);
    long t10 = 0, t11 = t6; /* pos[0] where the accessors' tests are dropped */
    long t12 = 0, t13 = t7; /* pos[1] where the accessors' tests are dropped */
    if (t11 > q_x->dim[0] - (0L)) t11 = q_x->dim[0] - (0L);
    if (t13 > q_x->dim[1] - (0L)) t13 = q_x->dim[1] - (0L);
    if (t12 < -(-1L)) t12 = -(-1L);
    if (t13 > q_x->dim[1] - (-1L)) t13 = q_x->dim[1] - (-1L);
    if (t13 > q_x->dim[1] - (1L)) t13 = q_x->dim[1] - (1L);
    if (t10 > t6) t10 = t6;
    if (t11 < t10) t11 = t10;
    if (t12 > t7) t12 = t7;
    if (t13 < t12) t13 = t12;
    #pragma omp parallel for if (t6 * t7 > 256)
    for (long t8 = 0; t8 < t6; t8++) {
        long t14 = t8 >= t10 && t8 < t11 ? t12 : t7, t15 = t8 >= t10 && t8 < t11 ? t13 : t7, t9;
        for (t9 = 0; t9 < t14; t9++) qf_edge_2(t8, t9, q_y, q_x);
        #pragma omp simd
        for (t9 = t14; t9 < t15; t9++) qf_edge_3(t8, t9, q_y, q_x);
        for (t9 = t15; t9 < t7; t9++) qf_edge_2(t8, t9, q_y, q_x);
    }
    fputs("edge: ", stdout);
    double t17 = 0.0;
    #pragma omp parallel for reduction(+:t17) if (q_y->n > 16384)
    for (long t16 = 0; t16 < q_y->n; t16++) t17 += q_y->d[t16];
    q_print_num(t17);
    fputs(" ", stdout);
    q_print_num(q_y->d[(3L) * q_y->dim[1] + (0L)]);
    fputs(" ", stdout);
    q_print_num(q_y->d[(3L) * q_y->dim[1] + (5L)]);
    putchar('\n');
    qarr *t18 = qa_fill(1, 1, q_n, 1, 0.0);
    qa_set(&q_v, t18);
    long t19 = 0L, t20 = (q_n - 1L);
    #pragma omp parallel for if ((t20 - t19 + 1) > 256)
    for (q_i = t19; q_i <= t20; q_i += 1) {
        q_v->d[q_i] = ((double)(q_imod((q_i * 5L), 9L)) / (9L));
    }
    qarr *t21 = qa_fill(1, 1, q_n, 1, 0.0);
    qa_set(&q_w, t21);
    long t22 = (long)(q_n);
    #pragma omp parallel for simd if (parallel: t22 > 256)
    for (long t23 = 0; t23 < t22; t23++)
      qf_thresh_4(t23, q_w, q_v, 0.5, 1L);
    fputs("thresh: ", stdout);
    double t25 = 0.0;
    #pragma omp parallel for reduction(+:t25) if (q_w->n > 16384)
    for (long t24 = 0; t24 < q_w->n; t24++) t25 += q_w->d[t24];
    q_print_num(t25);
    putchar('\n');
    long t26 = (long)(q_n);
    #pragma omp parallel for simd if (parallel: t26 > 256)
    for (long t27 = 0; t27 < t26; t27++)
      qf_thresh_4(t27, q_w, q_v, 0.5, 0L);
    fputs("thresh (mode 0): ", stdout);
    double t29 = 0.0;
    #pragma omp parallel for reduction(+:t29) if (q_w->n > 16384)
    for (long t28 = 0; t28 < q_w->n; t28++) t29 += q_w->d[t28];
    q_print_num(t29);
    putchar('\n');
    qarr *t30 = qa_fill(1, 1, q_n, 1, 0.0);
    qa_set(&q_d, t30);
    long t31 = 0L, t32 = (q_n - 1L);
    #pragma omp parallel for if ((t32 - t31 + 1) > 256)
    for (q_i = t31; q_i <= t32; q_i += 1) {
        q_d->d[q_i] = q_imod(q_i, 4L);
    }
    qarr *t33 = qa_fill(1, 1, q_n, 1, 0.0);
    qa_set(&q_g, t33);
    long t34 = (long)(q_n);
    #pragma omp parallel for simd if (parallel: t34 > 256)
    for (long t35 = 0; t35 < t34; t35++)
      qf_guarded_5(t35, q_g, q_v, q_d);
    fputs("guarded: ", stdout);
    double t37 = 0.0;
    #pragma omp parallel for reduction(+:t37) if (q_g->n > 16384)
    for (long t36 = 0; t36 < q_g->n; t36++) t37 += q_g->d[t36];
    q_print_num(t37);
    putchar('\n');
    qarr *t39 = qa_like(q_x);
    #pragma omp parallel for if (t39->n > 16384)
    for (long t38 = 0; t38 < t39->n; t38++) t39->d[t38] = (q_x->d[t38] - 0.5);
    qa_set(&q_c, t39);
    long t40 = (long)(q_c->dim[0]);
    long t41 = (long)(q_c->dim[1]);
    #pragma omp parallel for if (t40 * t41 > 256)
    for (long t42 = 0; t42 < t40; t42++)
      #pragma omp simd
      for (long t43 = 0; t43 < t41; t43++)
        qf_band_6(t42, t43, q_c, 8L, 4L, 0.10000000000000001);
    fputs("band: ", stdout);
    double t45 = 0.0;
    #pragma omp parallel for reduction(+:t45) if (q_c->n > 16384)
    for (long t44 = 0; t44 < q_c->n; t44++) t45 += q_c->d[t44];
    q_print_num(t45);
    fputs(" ", stdout);
    double t47 = 0.0;
    #pragma omp parallel for reduction(+:t47) if (q_c->n > 16384)
    for (long t46 = 0; t46 < q_c->n; t46++) t47 += (q_c->d[t46] * q_c->d[t46]);
    q_print_num(t47);
    fputs(" ", stdout);
    q_print_num(q_c->d[(3L) * q_c->dim[1] + (2L)]);
    fputs(" ", stdout);
    q_print_num(q_c->d[(20L) * q_c->dim[1] + (2L)]);
    putchar('\n');
    qarr *t48 = qa_fill(1, 1, (q_n - 5L), 1, 0.0);
    qa_set(&q_z, t48);
    qarr *t49 = qa_fill(1, 1, 1L, 1, 0.0);
    qa_set(&q_cnt, t49);
    long t50 = (long)(q_g->n);
    #pragma omp parallel for simd if (parallel: t50 > 256)
    for (long t51 = 0; t51 < t50; t51++)
      qf_kept_8(t51, q_g, q_v, q_z, q_cnt);
    fputs("kept: ", stdout);
    double t53 = 0.0;
    #pragma omp parallel for reduction(+:t53) if (q_g->n > 16384)
    for (long t52 = 0; t52 < q_g->n; t52++) t53 += q_g->d[t52];
    q_print_num(t53);
    fputs(" ", stdout);
    double t55 = 0.0;
    #pragma omp parallel for reduction(+:t55) if (q_z->n > 16384)
    for (long t54 = 0; t54 < q_z->n; t54++) t55 += q_z->d[t54];
    q_print_num(t55);
    fputs(" ", stdout);
    q_print_num(q_cnt->d[0L]);
    putchar('\n');
    qarr *t56 = qa_fill(1, 1, q_n, 1, 0.0);
    qa_set(&q_b, t56);
    long t57 = (long)(q_v->n);
    #pragma omp parallel for simd if (parallel: t57 > 256)
    for (long t58 = 0; t58 < t57; t58++)
      qf_two_10(t58, q_v, q_b);
    fputs("two: ", stdout);
    double t60 = 0.0;
    #pragma omp parallel for reduction(+:t60) if (q_v->n > 16384)
    for (long t59 = 0; t59 < q_v->n; t59++) t60 += q_v->d[t59];
    q_print_num(t60);
    fputs(" ", stdout);
    double t62 = 0.0;
    #pragma omp parallel for reduction(+:t62) if (q_b->n > 16384)
    for (long t61 = 0; t61 < q_b->n; t61++) t62 += q_b->d[t61];
    q_print_num(t62);
    putchar('\n');
    goto q_return;
q_return:
    qa_release(q_x);
    qa_release(q_y);
    qa_release(q_v);
    qa_release(q_w);
    qa_release(q_d);
    qa_release(q_g);
    qa_release(q_c);
    qa_release(q_z);
    qa_release(q_cnt);
    qa_release(q_b);
    return;
}

int main(int argc, char **argv)
{
    q_argc = argc;
    q_argv = argv;
    q_script();
    qf_main_1(argc > 1 ? atol(argv[1]) : 40L, argc > 2 ? atol(argv[2]) : 30L);
    q_xfer_report();
    return 0;
}
