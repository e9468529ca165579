/* ---- end of the run-time support; the program follows ---- */
static void q_script(void);
static qarr *qf_grid_2(long q_a, long q_b);
static long qf_mirrori_3(long q_i, long q_n);
static long qf_clampi_5(long q_i, long q_n);
static void qf_win_6(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, long q_r);
static inline __attribute__((always_inline)) void qf_win_7(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, long q_r);
static void qf_check_win_4(qarr *q_x, long q_a, long q_b, long q_r);
static void qf_row_8(long q_pos0, qarr *q_y, qarr *q_x, long q_s);
static inline __attribute__((always_inline)) void qf_row_9(long q_pos0, qarr *q_y, qarr *q_x, long q_s);
static void qf_tr_10(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x);
static inline __attribute__((always_inline)) void qf_tr_11(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x);
static void qf_kept_12(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x);
static void qf_c3_13(long q_pos0, long q_pos1, long q_pos2, qarr *q_y, qarr *q_x);
static inline __attribute__((always_inline)) void qf_c3_14(long q_pos0, long q_pos1, long q_pos2, qarr *q_y, qarr *q_x);
static void qf_main_1(void);

static void q_script(void)
{
}

static qarr *qf_grid_2(long q_a, long q_b)
{
    /* grid, line 48 */
    qarr *q_m = NULL;
    long q_i = 0;
    long q_j = 0;
    qarr *t0 = qa_fill(2, (long)(q_a), (long)(q_b), 1, 0.0);
    qa_set(&q_m, t0);
    long t1 = 0L, t2 = (q_a - 1L);
    long t3 = 0L, t4 = (q_b - 1L);
    #pragma omp parallel for collapse(2)
    for (q_i = t1; q_i <= t2; q_i += 1) {
        for (q_j = t3; q_j <= t4; q_j += 1) {
            q_m->d[(q_i) * q_m->dim[1] + (q_j)] = (sin((double)(((1.7 * q_i) + (0.29999999999999999 * q_j)))) + q_i);
        }
    }
    goto q_return;
q_return:
    return q_m;
}

static long qf_mirrori_3(long q_i, long q_n)
{
    /* mirrori, line 11 */
    for (;;) {
        if (!(((q_i < 0L) || (q_i >= q_n)))) break;
        q_i = ((q_i < 0L) ? ((-1L) - q_i) : (((2L * q_n) - 1L) - q_i));
    }
    goto q_return;
q_return:
    return q_i;
}

static long qf_clampi_5(long q_i, long q_n)
{
    /* clampi, line 7 */
    q_i = ((((q_i) > (0L) ? (q_i) : (0L))) < ((q_n - 1L)) ? (((q_i) > (0L) ? (q_i) : (0L))) : ((q_n - 1L)));
    goto q_return;
q_return:
    return q_i;
}

static void qf_win_6(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, long q_r)
{
    /* win, line 18 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    double q_s = 0;
    long q_di = 0;
    long q_dj = 0;
    q_s = 0;
    long t0 = (-q_r), t1 = q_r;
    for (q_di = t0; q_di <= t1; q_di += 1) {
        long t2 = (-q_r), t3 = q_r;
        for (q_dj = t2; q_dj <= t3; q_dj += 1) {
            q_s += (q_x->d[(q_clamp((q_pos[0] + q_di), q_x->dim[0])) * q_x->dim[1] + (q_clamp((q_pos[1] + q_dj), q_x->dim[1]))] * ((2L + q_di) - q_dj));
        }
    }
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = q_s;
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_win_7(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, long q_r)
{
    /* win, line 18 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    double q_s = 0;
    long q_di = 0;
    long q_dj = 0;
    q_s = 0;
    long t0 = (-q_r), t1 = q_r;
    for (q_di = t0; q_di <= t1; q_di += 1) {
        long t2 = (-q_r), t3 = q_r;
        for (q_dj = t2; q_dj <= t3; q_dj += 1) {
            q_s += (q_x->d[((q_pos[0] + q_di)) * q_x->dim[1] + ((q_pos[1] + q_dj))] * ((2L + q_di) - q_dj));
        }
    }
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = q_s;
    goto q_return;
q_return:
    return;
}

static void qf_check_win_4(qarr *q_x, long q_a, long q_b, long q_r)
{
    /* check_win, line 57 */
    qarr *q_y = NULL;
    double q_d = 0;
    long q_i = 0;
    long q_j = 0;
    double q_s = 0;
    long q_di = 0;
    long q_dj = 0;
    qa_retain(q_x);
    qarr *t0 = qa_fill(2, (long)(q_a), (long)(q_b), 1, 0.0);
    qa_set(&q_y, t0);
    long t1 = (long)(q_y->dim[0]);
    long t2 = (long)(q_y->dim[1]);
    long t5 = 0, t6 = t1; /* pos[0] where the accessors' tests are dropped */
    long t7 = 0, t8 = t2; /* pos[1] where the accessors' tests are dropped */
    if (t5 < -((-(q_r)))) t5 = -((-(q_r)));
    if (t6 > q_x->dim[0] - ((q_r))) t6 = q_x->dim[0] - ((q_r));
    if (t7 < -((-(q_r)))) t7 = -((-(q_r)));
    if (t8 > q_x->dim[1] - ((q_r))) t8 = q_x->dim[1] - ((q_r));
    if (t5 > t1) t5 = t1; if (t6 < t5) t6 = t5;
    if (t7 > t2) t7 = t2; if (t8 < t7) t8 = t7;
    #pragma omp parallel for if (t1 * t2 > 256)
    for (long t3 = 0; t3 < t1; t3++) {
        long t9 = t3 >= t5 && t3 < t6 ? t7 : t2, t10 = t3 >= t5 && t3 < t6 ? t8 : t2, t4;
        for (t4 = 0; t4 < t9; t4++) qf_win_6(t3, t4, q_y, q_x, q_r);
        for (t4 = t9; t4 < t10; t4++) qf_win_7(t3, t4, q_y, q_x, q_r);
        for (t4 = t10; t4 < t2; t4++) qf_win_6(t3, t4, q_y, q_x, q_r);
    }
    q_d = 0;
    long t11 = 0L, t12 = (q_a - 1L);
    for (q_i = t11; q_i <= t12; q_i += 1) {
        long t13 = 0L, t14 = (q_b - 1L);
        for (q_j = t13; q_j <= t14; q_j += 1) {
            q_s = 0;
            long t15 = (-q_r), t16 = q_r;
            long t17 = (-q_r), t18 = q_r;
            #pragma omp parallel for collapse(2) reduction(+:q_s)
            for (q_di = t15; q_di <= t16; q_di += 1) {
                for (q_dj = t17; q_dj <= t18; q_dj += 1) {
                    q_s += (q_x->d[(qf_clampi_5((q_i + q_di), qa_size(q_x, 0L))) * q_x->dim[1] + (qf_clampi_5((q_j + q_dj), qa_size(q_x, 1L)))] * ((2L + q_di) - q_dj));
                }
            }
            q_d = fmax((double)(q_d), (double)(fabs((double)((q_s - q_y->d[(q_i) * q_y->dim[1] + (q_j)])))));
        }
    }
    if (!((q_d < 1.0000000000000001e-09))) q_fail("bnd.q:72: assertion failed");
    qval t19[6];
    t19[0] = (qval){0, (double)(q_a), NULL};
    t19[1] = (qval){0, (double)(q_b), NULL};
    t19[2] = (qval){0, (double)(qa_size(q_x, 0L)), NULL};
    t19[3] = (qval){0, (double)(qa_size(q_x, 1L)), NULL};
    t19[4] = (qval){0, (double)(q_r), NULL};
    double t21 = 0.0;
    #pragma omp parallel for reduction(+:t21) if (q_y->n > 16384)
    for (long t20 = 0; t20 < q_y->n; t20++) t21 += q_y->d[t20];
    t19[5] = (qval){0, (double)(t21), NULL};
    char *t22 = q_vformat("win %dx%d over %dx%d r=%d: %.6f\n", 6, t19);
    fputs(t22, stdout);
    free(t22);
    goto q_return;
q_return:
    qa_release(q_x);
    qa_release(q_y);
    return;
}

static void qf_row_8(long q_pos0, qarr *q_y, qarr *q_x, long q_s)
{
    /* row, line 29 */
    long q_pos = q_pos0;
    q_y->d[q_pos] = (q_x->d[q_mirror((q_pos + q_s), q_x->n)] - (3L * q_x->d[q_mirror((q_pos - 2L), q_x->n)]));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_row_9(long q_pos0, qarr *q_y, qarr *q_x, long q_s)
{
    /* row, line 29 */
    long q_pos = q_pos0;
    q_y->d[q_pos] = (q_x->d[(q_pos + q_s)] - (3L * q_x->d[(q_pos - 2L)]));
    goto q_return;
q_return:
    return;
}

static void qf_tr_10(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x)
{
    /* tr, line 34 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = q_x->d[(q_circ((q_pos[1] + 1L), q_x->dim[0])) * q_x->dim[1] + (q_circ(q_pos[0], q_x->dim[1]))];
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_tr_11(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x)
{
    /* tr, line 34 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = q_x->d[((q_pos[1] + 1L)) * q_x->dim[1] + (q_pos[0])];
    goto q_return;
q_return:
    return;
}

static void qf_kept_12(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x)
{
    /* kept, line 39 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = q_x->d[(q_clamp((2L * q_pos[0]), q_x->dim[0])) * q_x->dim[1] + (q_clamp(q_pos[1], q_x->dim[1]))];
    goto q_return;
q_return:
    return;
}

static void qf_c3_13(long q_pos0, long q_pos1, long q_pos2, qarr *q_y, qarr *q_x)
{
    /* c3, line 44 */
    long q_pos[3] = {q_pos0, q_pos1, q_pos2};
    q_y->d[((q_pos[0]) * q_y->dim[1] + (q_pos[1])) * q_y->dim[2] + (q_pos[2])] = (((((q_pos[0] + 0L)) >= 0 && ((q_pos[0] + 0L)) < q_x->dim[0] && ((q_pos[1] + 1L)) >= 0 && ((q_pos[1] + 1L)) < q_x->dim[1] && ((q_pos[2] + (-1L))) >= 0 && ((q_pos[2] + (-1L))) < q_x->dim[2]) ? q_x->d[(((q_pos[0] + 0L)) * q_x->dim[1] + ((q_pos[1] + 1L))) * q_x->dim[2] + ((q_pos[2] + (-1L)))] : 0.0) + (2L * ((((q_pos[0] - 1L)) >= 0 && ((q_pos[0] - 1L)) < q_x->dim[0] && ((q_pos[1] - 0L)) >= 0 && ((q_pos[1] - 0L)) < q_x->dim[1] && ((q_pos[2] - 0L)) >= 0 && ((q_pos[2] - 0L)) < q_x->dim[2]) ? q_x->d[(((q_pos[0] - 1L)) * q_x->dim[1] + ((q_pos[1] - 0L))) * q_x->dim[2] + ((q_pos[2] - 0L))] : 0.0)));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_c3_14(long q_pos0, long q_pos1, long q_pos2, qarr *q_y, qarr *q_x)
{
    /* c3, line 44 */
    long q_pos[3] = {q_pos0, q_pos1, q_pos2};
    q_y->d[((q_pos[0]) * q_y->dim[1] + (q_pos[1])) * q_y->dim[2] + (q_pos[2])] = (q_x->d[(((q_pos[0] + 0L)) * q_x->dim[1] + ((q_pos[1] + 1L))) * q_x->dim[2] + ((q_pos[2] + (-1L)))] + (2L * q_x->d[(((q_pos[0] - 1L)) * q_x->dim[1] + ((q_pos[1] - 0L))) * q_x->dim[2] + ((q_pos[2] - 0L))]));
    goto q_return;
q_return:
    return;
}

static void qf_main_1(void)
{
    /* main, line 76 */
    qarr *q_x = NULL;
    qarr *q_v = NULL;
    long q_i = 0;
    qarr *q_w = NULL;
    double q_d = 0;
    qarr *q_t = NULL;
    long q_j = 0;
    qarr *q_k = NULL;
    qarr *q_c = NULL;
    long q_l = 0;
    qarr *q_e = NULL;
    double q_a = 0;
    double q_b = 0;
    qarr *t0 = qf_grid_2(7L, 9L);
    qa_set(&q_x, t0);
    qf_check_win_4(q_x, 7L, 9L, 1L);
    qf_check_win_4(q_x, 12L, 5L, 2L);
    qf_check_win_4(q_x, 3L, 4L, 1L);
    qf_check_win_4(q_x, 7L, 9L, 6L);
    qarr *t1 = qa_fill(1, 1, 30L, 1, 0.0);
    qa_set(&q_v, t1);
    long t2 = 0L, t3 = 29L;
    #pragma omp parallel for
    for (q_i = t2; q_i <= t3; q_i += 1) {
        q_v->d[q_i] = cos((double)((0.40000000000000002 * q_i)));
    }
    qarr *t4 = qa_fill(1, 1, 40L, 1, 0.0);
    qa_set(&q_w, t4);
    long t5 = (long)(40L);
    long t7 = 0, t8 = t5; /* pos[0] where the accessors' tests are dropped */
    if (t7 < -((3L))) t7 = -((3L));
    if (t8 > q_v->n - ((3L))) t8 = q_v->n - ((3L));
    if (t7 < -(-2L)) t7 = -(-2L);
    if (t8 > q_v->n - (-2L)) t8 = q_v->n - (-2L);
    if (t7 > t5) t7 = t5; if (t8 < t7) t8 = t7;
    long t6;
    #pragma omp parallel for if (t7 - 0 > 256)
    for (t6 = 0; t6 < t7; t6++) qf_row_8(t6, q_w, q_v, 3L);
    #pragma omp parallel for simd if (t8 - t7 > 256)
    for (t6 = t7; t6 < t8; t6++) qf_row_9(t6, q_w, q_v, 3L);
    #pragma omp parallel for if (t5 - t8 > 256)
    for (t6 = t8; t6 < t5; t6++) qf_row_8(t6, q_w, q_v, 3L);
    q_d = 0;
    long t9 = 0L, t10 = 39L;
    for (q_i = t9; q_i <= t10; q_i += 1) {
        q_d = fmax((double)(q_d), (double)(fabs((double)((q_w->d[q_i] - (q_v->d[qf_mirrori_3((q_i + 3L), 30L)] - (3L * q_v->d[qf_mirrori_3((q_i - 2L), 30L)])))))));
    }
    if (!((q_d == 0L))) q_fail("bnd.q:93: assertion failed");
    qval t11[1];
    double t13 = 0.0;
    #pragma omp parallel for reduction(+:t13) if (q_w->n > 16384)
    for (long t12 = 0; t12 < q_w->n; t12++) t13 += q_w->d[t12];
    t11[0] = (qval){0, (double)(t13), NULL};
    char *t14 = q_vformat("row: %.6f\n", 1, t11);
    fputs(t14, stdout);
    free(t14);
    qarr *t15 = qa_fill(2, (long)(9L), (long)(7L), 1, 0.0);
    qa_set(&q_t, t15);
    long t16 = (long)(q_t->dim[0]);
    long t17 = (long)(q_t->dim[1]);
    long t20 = 0, t21 = t16; /* pos[0] where the accessors' tests are dropped */
    long t22 = 0, t23 = t17; /* pos[1] where the accessors' tests are dropped */
    if (t23 > q_x->dim[0] - (1L)) t23 = q_x->dim[0] - (1L);
    if (t21 > q_x->dim[1] - (0L)) t21 = q_x->dim[1] - (0L);
    if (t20 > t16) t20 = t16; if (t21 < t20) t21 = t20;
    if (t22 > t17) t22 = t17; if (t23 < t22) t23 = t22;
    #pragma omp parallel for if (t16 * t17 > 256)
    for (long t18 = 0; t18 < t16; t18++) {
        long t24 = t18 >= t20 && t18 < t21 ? t22 : t17, t25 = t18 >= t20 && t18 < t21 ? t23 : t17, t19;
        for (t19 = 0; t19 < t24; t19++) qf_tr_10(t18, t19, q_t, q_x);
        #pragma omp simd
        for (t19 = t24; t19 < t25; t19++) qf_tr_11(t18, t19, q_t, q_x);
        for (t19 = t25; t19 < t17; t19++) qf_tr_10(t18, t19, q_t, q_x);
    }
    q_d = 0;
    long t26 = 0L, t27 = 8L;
    for (q_i = t26; q_i <= t27; q_i += 1) {
        long t28 = 0L, t29 = 6L;
        for (q_j = t28; q_j <= t29; q_j += 1) {
            q_d = fmax((double)(q_d), (double)(fabs((double)((q_t->d[(q_i) * q_t->dim[1] + (q_j)] - q_x->d[(q_imod((q_j + 1L), 7L)) * q_x->dim[1] + (q_i)])))));
        }
    }
    if (!((q_d == 0L))) q_fail("bnd.q:104: assertion failed");
    qval t30[1];
    double t32 = 0.0;
    #pragma omp parallel for reduction(+:t32) if (q_t->n > 16384)
    for (long t31 = 0; t31 < q_t->n; t31++) t32 += q_t->d[t31];
    t30[0] = (qval){0, (double)(t32), NULL};
    char *t33 = q_vformat("tr: %.6f\n", 1, t30);
    fputs(t33, stdout);
    free(t33);
    qarr *t34 = qa_fill(2, (long)(5L), (long)(9L), 1, 0.0);
    qa_set(&q_k, t34);
    long t35 = (long)(q_k->dim[0]);
    long t36 = (long)(q_k->dim[1]);
    #pragma omp parallel for if (t35 * t36 > 256)
    for (long t37 = 0; t37 < t35; t37++)
      #pragma omp simd
      for (long t38 = 0; t38 < t36; t38++)
        qf_kept_12(t37, t38, q_k, q_x);
    qval t39[1];
    double t41 = 0.0;
    #pragma omp parallel for reduction(+:t41) if (q_k->n > 16384)
    for (long t40 = 0; t40 < q_k->n; t40++) t41 += q_k->d[t40];
    t39[0] = (qval){0, (double)(t41), NULL};
    char *t42 = q_vformat("kept: %.6f\n", 1, t39);
    fputs(t42, stdout);
    free(t42);
    qarr *t43 = qa_fill(3, (long)(3L), (long)(4L), (long)(5L), 0.0);
    qa_set(&q_c, t43);
    long t44 = 0L, t45 = 2L;
    long t46 = 0L, t47 = 3L;
    long t48 = 0L, t49 = 4L;
    #pragma omp parallel for collapse(3)
    for (q_i = t44; q_i <= t45; q_i += 1) {
        for (q_j = t46; q_j <= t47; q_j += 1) {
            for (q_l = t48; q_l <= t49; q_l += 1) {
                q_c->d[((q_i) * q_c->dim[1] + (q_j)) * q_c->dim[2] + (q_l)] = (((q_i * 20L) + (q_j * 5L)) + q_l);
            }
        }
    }
    qarr *t50 = qa_fill(3, (long)(3L), (long)(4L), (long)(5L), 0.0);
    qa_set(&q_e, t50);
    long t51 = (long)(q_e->dim[0]);
    long t52 = (long)(q_e->dim[1]);
    long t53 = (long)(q_e->dim[2]);
    long t57 = 0, t58 = t51; /* pos[0] where the accessors' tests are dropped */
    long t59 = 0, t60 = t52; /* pos[1] where the accessors' tests are dropped */
    long t61 = 0, t62 = t53; /* pos[2] where the accessors' tests are dropped */
    if (t58 > q_c->dim[0] - (0L)) t58 = q_c->dim[0] - (0L);
    if (t60 > q_c->dim[1] - (1L)) t60 = q_c->dim[1] - (1L);
    if (t61 < -(-1L)) t61 = -(-1L);
    if (t62 > q_c->dim[2] - (-1L)) t62 = q_c->dim[2] - (-1L);
    if (t57 < -(-1L)) t57 = -(-1L);
    if (t58 > q_c->dim[0] - (-1L)) t58 = q_c->dim[0] - (-1L);
    if (t60 > q_c->dim[1] - (0L)) t60 = q_c->dim[1] - (0L);
    if (t62 > q_c->dim[2] - (0L)) t62 = q_c->dim[2] - (0L);
    if (t57 > t51) t57 = t51; if (t58 < t57) t58 = t57;
    if (t59 > t52) t59 = t52; if (t60 < t59) t60 = t59;
    if (t61 > t53) t61 = t53; if (t62 < t61) t62 = t61;
    #pragma omp parallel for collapse(2) if (t51 * t52 * t53 > 256)
    for (long t54 = 0; t54 < t51; t54++)
      for (long t55 = 0; t55 < t52; t55++) {
          long t63 = t54 >= t57 && t54 < t58 && t55 >= t59 && t55 < t60 ? t61 : t53, t64 = t54 >= t57 && t54 < t58 && t55 >= t59 && t55 < t60 ? t62 : t53, t56;
          for (t56 = 0; t56 < t63; t56++) qf_c3_13(t54, t55, t56, q_e, q_c);
          #pragma omp simd
          for (t56 = t63; t56 < t64; t56++) qf_c3_14(t54, t55, t56, q_e, q_c);
          for (t56 = t64; t56 < t53; t56++) qf_c3_13(t54, t55, t56, q_e, q_c);
      }
    q_d = 0;
    long t65 = 0L, t66 = 2L;
    for (q_i = t65; q_i <= t66; q_i += 1) {
        long t67 = 0L, t68 = 3L;
        for (q_j = t67; q_j <= t68; q_j += 1) {
            long t69 = 0L, t70 = 4L;
            for (q_l = t69; q_l <= t70; q_l += 1) {
                q_a = ((((q_j + 1L) < 4L) && (q_l >= 1L)) ? q_c->d[((q_i) * q_c->dim[1] + ((q_j + 1L))) * q_c->dim[2] + ((q_l - 1L))] : 0L);
                q_b = ((q_i >= 1L) ? q_c->d[(((q_i - 1L)) * q_c->dim[1] + (q_j)) * q_c->dim[2] + (q_l)] : 0L);
                q_d = fmax((double)(q_d), (double)(fabs((double)((q_e->d[((q_i) * q_e->dim[1] + (q_j)) * q_e->dim[2] + (q_l)] - (q_a + (2L * q_b)))))));
            }
        }
    }
    if (!((q_d == 0L))) q_fail("bnd.q:131: assertion failed");
    qval t71[1];
    double t73 = 0.0;
    #pragma omp parallel for reduction(+:t73) if (q_e->n > 16384)
    for (long t72 = 0; t72 < q_e->n; t72++) t73 += q_e->d[t72];
    t71[0] = (qval){0, (double)(t73), NULL};
    char *t74 = q_vformat("c3: %.6f\n", 1, t71);
    fputs(t74, stdout);
    free(t74);
    goto q_return;
q_return:
    qa_release(q_x);
    qa_release(q_v);
    qa_release(q_w);
    qa_release(q_t);
    qa_release(q_k);
    qa_release(q_c);
    qa_release(q_e);
    return;
}

int main(int argc, char **argv)
{
    q_argc = argc;
    q_argv = argv;
    q_script();
    qf_main_1();
    q_xfer_report();
    return 0;
}
