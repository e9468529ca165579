/* ---- end of the run-time support; the program follows ---- */
static void q_script(void);
static qarr *qf_grid_2(long q_a, long q_b);
static long qf_mirrori_3(long q_i, long q_n);
static long qf_clampi_5(long q_i, long q_n);
static void qf_win_6(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, long q_r);
static inline __attribute__((always_inline)) void qf_win_7(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, long q_r);
static inline __attribute__((always_inline)) void qf_win_8(long q_pos0, long q_pos1, long q_cnt, qarr *q_y, qarr *q_x, long q_r);
static void qf_check_win_4(qarr *q_x, long q_a, long q_b, long q_r);
static long qf_counted_9(long q_n, qarr *q_cnt);
static inline __attribute__((always_inline)) void qf_row_10(long q_pos0, qarr *q_y, qarr *q_x, long q_s);
static inline __attribute__((always_inline)) void qf_row_11(long q_pos0, qarr *q_y, qarr *q_x, long q_s);
static inline __attribute__((always_inline)) void qf_tr_12(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x);
static inline __attribute__((always_inline)) void qf_tr_13(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x);
static inline __attribute__((always_inline)) void qf_kept_14(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x);
static inline __attribute__((always_inline)) void qf_c3_15(long q_pos0, long q_pos1, long q_pos2, qarr *q_y, qarr *q_x);
static inline __attribute__((always_inline)) void qf_c3_16(long q_pos0, long q_pos1, long q_pos2, qarr *q_y, qarr *q_x);
static void qf_main_1(void);

static void q_script(void)
{
}

static qarr *qf_grid_2(long q_a, long q_b)
{
    /* grid, line 54 */
    qarr *q_m = NULL;
    long q_i = 0;
    long q_j = 0;
    qarr *t0 = qa_fill(2, (long)(q_a), (long)(q_b), 1, 0.0);
    qa_set(&q_m, t0);
    long t1 = 0L, t2 = (q_a - 1L);
    long t3 = 0L, t4 = (q_b - 1L);
    #pragma omp parallel for collapse(2) if ((t2 - t1 + 1) * (t4 - t3 + 1) > 256)
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
    /* win, line 24 */
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
    /* win, line 24 */
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

static inline __attribute__((always_inline)) void qf_win_8(long q_pos0, long q_pos1, long q_cnt, qarr *q_y, qarr *q_x, long q_r)
{
    /* win, line 24 */
    double q_s[64] = {0};
    long q_di = 0;
    long q_dj = 0;
    #pragma omp simd
    for (long q_l = 0; q_l < q_cnt; q_l++) {
        q_s[q_l] = 0;
    }
    long t0 = (-q_r), t1 = q_r;
    for (q_di = t0; q_di <= t1; q_di += 1) {
        long t2 = (-q_r), t3 = q_r;
        for (q_dj = t2; q_dj <= t3; q_dj += 1) {
            #pragma omp simd
            for (long q_l = 0; q_l < q_cnt; q_l++) {
                long q_pos[3] = {q_pos0, q_pos1 + q_l, 0};
                q_s[q_l] += (q_x->d[((q_pos[0] + q_di)) * q_x->dim[1] + ((q_pos[1] + q_dj))] * ((2L + q_di) - q_dj));
            }
        }
    }
    #pragma omp simd
    for (long q_l = 0; q_l < q_cnt; q_l++) {
        long q_pos[3] = {q_pos0, q_pos1 + q_l, 0};
        q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = q_s[q_l];
    }
    goto q_return;
q_return:
    return;
}

static void qf_check_win_4(qarr *q_x, long q_a, long q_b, long q_r)
{
    /* check_win, line 63 */
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
    if (t5 > t1) t5 = t1;
    if (t6 < t5) t6 = t5;
    if (t7 > t2) t7 = t2;
    if (t8 < t7) t8 = t7;
    #pragma omp parallel for if (t1 * t2 > 256)
    for (long t3 = 0; t3 < t1; t3++) {
        long t9 = t3 >= t5 && t3 < t6 ? t7 : t2, t10 = t3 >= t5 && t3 < t6 ? t8 : t2, t4;
        for (t4 = 0; t4 < t9; t4++) qf_win_6(t3, t4, q_y, q_x, q_r);
        for (t4 = t9; t4 < t10; t4 += 64) { long t11 = t10 - t4 < 64 ? t10 - t4 : 64; if (t11 >= 8) qf_win_8(t3, t4, t11, q_y, q_x, q_r); else for (long t12 = 0; t12 < t11; t12++) qf_win_7(t3, t4 + t12, q_y, q_x, q_r); }
        for (t4 = t10; t4 < t2; t4++) qf_win_6(t3, t4, q_y, q_x, q_r);
    }
    q_d = 0;
    long t13 = 0L, t14 = (q_a - 1L);
    for (q_i = t13; q_i <= t14; q_i += 1) {
        long t15 = 0L, t16 = (q_b - 1L);
        for (q_j = t15; q_j <= t16; q_j += 1) {
            q_s = 0;
            long t17 = (-q_r), t18 = q_r;
            long t19 = (-q_r), t20 = q_r;
            #pragma omp parallel for collapse(2) if ((t18 - t17 + 1) * (t20 - t19 + 1) > 256) reduction(+:q_s)
            for (q_di = t17; q_di <= t18; q_di += 1) {
                for (q_dj = t19; q_dj <= t20; q_dj += 1) {
                    q_s += (q_x->d[(qf_clampi_5((q_i + q_di), qa_size(q_x, 0L))) * q_x->dim[1] + (qf_clampi_5((q_j + q_dj), qa_size(q_x, 1L)))] * ((2L + q_di) - q_dj));
                }
            }
            q_d = q_fmax((double)(q_d), (double)(fabs((double)((q_s - q_y->d[(q_i) * q_y->dim[1] + (q_j)])))));
        }
    }
    if (!((q_d < 1.0000000000000001e-09))) q_fail("bnd.q:78: assertion failed");
    qval t21[6];
    t21[0] = (qval){0, (double)(q_a), NULL};
    t21[1] = (qval){0, (double)(q_b), NULL};
    t21[2] = (qval){0, (double)(qa_size(q_x, 0L)), NULL};
    t21[3] = (qval){0, (double)(qa_size(q_x, 1L)), NULL};
    t21[4] = (qval){0, (double)(q_r), NULL};
    double t23 = 0.0;
    #pragma omp parallel for reduction(+:t23) if (q_y->n > 16384)
    for (long t22 = 0; t22 < q_y->n; t22++) t23 += q_y->d[t22];
    t21[5] = (qval){0, (double)(t23), NULL};
    char *t24 = q_vformat("win %dx%d over %dx%d r=%d: %.6f\n", 6, t21);
    fputs(t24, stdout);
    qs_release(t24);
    goto q_return;
q_return:
    qa_release(q_x);
    qa_release(q_y);
    return;
}

static long qf_counted_9(long q_n, qarr *q_cnt)
{
    /* counted, line 18 */
    long q_r = 0;
    qa_retain(q_cnt);
    q_cnt->d[0L] = (q_cnt->d[0L] + 1L);
    q_r = q_n;
    goto q_return;
q_return:
    qa_release(q_cnt);
    return q_r;
}

static inline __attribute__((always_inline)) void qf_row_10(long q_pos0, qarr *q_y, qarr *q_x, long q_s)
{
    /* row, line 35 */
    long q_pos = q_pos0;
    q_y->d[q_pos] = (q_x->d[q_mirror((q_pos + q_s), q_x->n)] - (3L * q_x->d[q_mirror((q_pos - 2L), q_x->n)]));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_row_11(long q_pos0, qarr *q_y, qarr *q_x, long q_s)
{
    /* row, line 35 */
    long q_pos = q_pos0;
    q_y->d[q_pos] = (q_x->d[(q_pos + q_s)] - (3L * q_x->d[(q_pos - 2L)]));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_tr_12(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x)
{
    /* tr, line 40 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = q_x->d[(q_circ((q_pos[1] + 1L), q_x->dim[0])) * q_x->dim[1] + (q_circ(q_pos[0], q_x->dim[1]))];
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_tr_13(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x)
{
    /* tr, line 40 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = q_x->d[((q_pos[1] + 1L)) * q_x->dim[1] + (q_pos[0])];
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_kept_14(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x)
{
    /* kept, line 45 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = q_x->d[(q_clamp((2L * q_pos[0]), q_x->dim[0])) * q_x->dim[1] + (q_clamp(q_pos[1], q_x->dim[1]))];
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_c3_15(long q_pos0, long q_pos1, long q_pos2, qarr *q_y, qarr *q_x)
{
    /* c3, line 50 */
    long q_pos[3] = {q_pos0, q_pos1, q_pos2};
    q_y->d[((q_pos[0]) * q_y->dim[1] + (q_pos[1])) * q_y->dim[2] + (q_pos[2])] = (((((q_pos[0] + 0L)) >= 0 && ((q_pos[0] + 0L)) < q_x->dim[0] && ((q_pos[1] + 1L)) >= 0 && ((q_pos[1] + 1L)) < q_x->dim[1] && ((q_pos[2] + (-1L))) >= 0 && ((q_pos[2] + (-1L))) < q_x->dim[2]) ? q_x->d[(((q_pos[0] + 0L)) * q_x->dim[1] + ((q_pos[1] + 1L))) * q_x->dim[2] + ((q_pos[2] + (-1L)))] : 0.0) + (2L * ((((q_pos[0] - 1L)) >= 0 && ((q_pos[0] - 1L)) < q_x->dim[0] && ((q_pos[1] - 0L)) >= 0 && ((q_pos[1] - 0L)) < q_x->dim[1] && ((q_pos[2] - 0L)) >= 0 && ((q_pos[2] - 0L)) < q_x->dim[2]) ? q_x->d[(((q_pos[0] - 1L)) * q_x->dim[1] + ((q_pos[1] - 0L))) * q_x->dim[2] + ((q_pos[2] - 0L))] : 0.0)));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_c3_16(long q_pos0, long q_pos1, long q_pos2, qarr *q_y, qarr *q_x)
{
    /* c3, line 50 */
    long q_pos[3] = {q_pos0, q_pos1, q_pos2};
    q_y->d[((q_pos[0]) * q_y->dim[1] + (q_pos[1])) * q_y->dim[2] + (q_pos[2])] = (q_x->d[(((q_pos[0] + 0L)) * q_x->dim[1] + ((q_pos[1] + 1L))) * q_x->dim[2] + ((q_pos[2] + (-1L)))] + (2L * q_x->d[(((q_pos[0] - 1L)) * q_x->dim[1] + ((q_pos[1] - 0L))) * q_x->dim[2] + ((q_pos[2] - 0L))]));
    goto q_return;
q_return:
    return;
}

static void qf_main_1(void)
{
    /* main, line 82 */
    qarr *q_x = NULL;
    qarr *q_v = NULL;
    long q_i = 0;
    qarr *q_w = NULL;
    qarr *q_cnt = NULL;
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
    #pragma omp parallel for if ((t3 - t2 + 1) > 256)
    for (q_i = t2; q_i <= t3; q_i += 1) {
        q_v->d[q_i] = cos((double)((0.40000000000000002 * q_i)));
    }
    qarr *t4 = qa_fill(1, 1, 40L, 1, 0.0);
    qa_set(&q_w, t4);
    qarr *t5 = qa_fill(1, 1, 1L, 1, 0.0);
    qa_set(&q_cnt, t5);
    long t6 = (long)(40L);
    long t7 = qf_counted_9(3L, q_cnt);
    long t9 = 0, t10 = t6; /* pos[0] where the accessors' tests are dropped */
    if (t9 < -((t7))) t9 = -((t7));
    if (t10 > q_v->n - ((t7))) t10 = q_v->n - ((t7));
    if (t9 < -(-2L)) t9 = -(-2L);
    if (t10 > q_v->n - (-2L)) t10 = q_v->n - (-2L);
    if (t9 > t6) t9 = t6;
    if (t10 < t9) t10 = t9;
    long t8;
    #pragma omp parallel for if (t9 - 0 > 256)
    for (t8 = 0; t8 < t9; t8++) qf_row_10(t8, q_w, q_v, t7);
    #pragma omp parallel for simd if (parallel: t10 - t9 > 256)
    for (t8 = t9; t8 < t10; t8++) qf_row_11(t8, q_w, q_v, t7);
    #pragma omp parallel for if (t6 - t10 > 256)
    for (t8 = t10; t8 < t6; t8++) qf_row_10(t8, q_w, q_v, t7);
    if (!((q_cnt->d[0L] == 1L))) q_fail("bnd.q:96: assertion failed");
    q_d = 0;
    long t11 = 0L, t12 = 39L;
    for (q_i = t11; q_i <= t12; q_i += 1) {
        q_d = q_fmax((double)(q_d), (double)(fabs((double)((q_w->d[q_i] - (q_v->d[qf_mirrori_3((q_i + 3L), 30L)] - (3L * q_v->d[qf_mirrori_3((q_i - 2L), 30L)])))))));
    }
    if (!((q_d == 0L))) q_fail("bnd.q:101: assertion failed");
    qval t13[1];
    double t15 = 0.0;
    #pragma omp parallel for reduction(+:t15) if (q_w->n > 16384)
    for (long t14 = 0; t14 < q_w->n; t14++) t15 += q_w->d[t14];
    t13[0] = (qval){0, (double)(t15), NULL};
    char *t16 = q_vformat("row: %.6f\n", 1, t13);
    fputs(t16, stdout);
    qs_release(t16);
    qarr *t17 = qa_fill(2, (long)(9L), (long)(7L), 1, 0.0);
    qa_set(&q_t, t17);
    long t18 = (long)(q_t->dim[0]);
    long t19 = (long)(q_t->dim[1]);
    long t22 = 0, t23 = t18; /* pos[0] where the accessors' tests are dropped */
    long t24 = 0, t25 = t19; /* pos[1] where the accessors' tests are dropped */
    if (t25 > q_x->dim[0] - (1L)) t25 = q_x->dim[0] - (1L);
    if (t23 > q_x->dim[1] - (0L)) t23 = q_x->dim[1] - (0L);
    if (t22 > t18) t22 = t18;
    if (t23 < t22) t23 = t22;
    if (t24 > t19) t24 = t19;
    if (t25 < t24) t25 = t24;
    #pragma omp parallel for if (t18 * t19 > 256)
    for (long t20 = 0; t20 < t18; t20++) {
        long t26 = t20 >= t22 && t20 < t23 ? t24 : t19, t27 = t20 >= t22 && t20 < t23 ? t25 : t19, t21;
        for (t21 = 0; t21 < t26; t21++) qf_tr_12(t20, t21, q_t, q_x);
        #pragma omp simd
        for (t21 = t26; t21 < t27; t21++) qf_tr_13(t20, t21, q_t, q_x);
        for (t21 = t27; t21 < t19; t21++) qf_tr_12(t20, t21, q_t, q_x);
    }
    q_d = 0;
    long t28 = 0L, t29 = 8L;
    for (q_i = t28; q_i <= t29; q_i += 1) {
        long t30 = 0L, t31 = 6L;
        for (q_j = t30; q_j <= t31; q_j += 1) {
            q_d = q_fmax((double)(q_d), (double)(fabs((double)((q_t->d[(q_i) * q_t->dim[1] + (q_j)] - q_x->d[(q_imod((q_j + 1L), 7L)) * q_x->dim[1] + (q_i)])))));
        }
    }
    if (!((q_d == 0L))) q_fail("bnd.q:112: assertion failed");
    qval t32[1];
    double t34 = 0.0;
    #pragma omp parallel for reduction(+:t34) if (q_t->n > 16384)
    for (long t33 = 0; t33 < q_t->n; t33++) t34 += q_t->d[t33];
    t32[0] = (qval){0, (double)(t34), NULL};
    char *t35 = q_vformat("tr: %.6f\n", 1, t32);
    fputs(t35, stdout);
    qs_release(t35);
    qarr *t36 = qa_fill(2, (long)(5L), (long)(9L), 1, 0.0);
    qa_set(&q_k, t36);
    long t37 = (long)(q_k->dim[0]);
    long t38 = (long)(q_k->dim[1]);
    #pragma omp parallel for if (t37 * t38 > 256)
    for (long t39 = 0; t39 < t37; t39++)
      #pragma omp simd
      for (long t40 = 0; t40 < t38; t40++)
        qf_kept_14(t39, t40, q_k, q_x);
    qval t41[1];
    double t43 = 0.0;
    #pragma omp parallel for reduction(+:t43) if (q_k->n > 16384)
    for (long t42 = 0; t42 < q_k->n; t42++) t43 += q_k->d[t42];
    t41[0] = (qval){0, (double)(t43), NULL};
    char *t44 = q_vformat("kept: %.6f\n", 1, t41);
    fputs(t44, stdout);
    qs_release(t44);
    qarr *t45 = qa_fill(3, (long)(3L), (long)(4L), (long)(5L), 0.0);
    qa_set(&q_c, t45);
    long t46 = 0L, t47 = 2L;
    long t48 = 0L, t49 = 3L;
    long t50 = 0L, t51 = 4L;
    #pragma omp parallel for collapse(3) if ((t47 - t46 + 1) * (t49 - t48 + 1) * (t51 - t50 + 1) > 256)
    for (q_i = t46; q_i <= t47; q_i += 1) {
        for (q_j = t48; q_j <= t49; q_j += 1) {
            for (q_l = t50; q_l <= t51; q_l += 1) {
                q_c->d[((q_i) * q_c->dim[1] + (q_j)) * q_c->dim[2] + (q_l)] = (((q_i * 20L) + (q_j * 5L)) + q_l);
            }
        }
    }
    qarr *t52 = qa_fill(3, (long)(3L), (long)(4L), (long)(5L), 0.0);
    qa_set(&q_e, t52);
    long t53 = (long)(q_e->dim[0]);
    long t54 = (long)(q_e->dim[1]);
    long t55 = (long)(q_e->dim[2]);
    long t59 = 0, t60 = t53; /* pos[0] where the accessors' tests are dropped */
    long t61 = 0, t62 = t54; /* pos[1] where the accessors' tests are dropped */
    long t63 = 0, t64 = t55; /* pos[2] where the accessors' tests are dropped */
    if (t60 > q_c->dim[0] - (0L)) t60 = q_c->dim[0] - (0L);
    if (t62 > q_c->dim[1] - (1L)) t62 = q_c->dim[1] - (1L);
    if (t63 < -(-1L)) t63 = -(-1L);
    if (t64 > q_c->dim[2] - (-1L)) t64 = q_c->dim[2] - (-1L);
    if (t59 < -(-1L)) t59 = -(-1L);
    if (t60 > q_c->dim[0] - (-1L)) t60 = q_c->dim[0] - (-1L);
    if (t62 > q_c->dim[1] - (0L)) t62 = q_c->dim[1] - (0L);
    if (t64 > q_c->dim[2] - (0L)) t64 = q_c->dim[2] - (0L);
    if (t59 > t53) t59 = t53;
    if (t60 < t59) t60 = t59;
    if (t61 > t54) t61 = t54;
    if (t62 < t61) t62 = t61;
    if (t63 > t55) t63 = t55;
    if (t64 < t63) t64 = t63;
    #pragma omp parallel for collapse(2) if (t53 * t54 * t55 > 256)
    for (long t56 = 0; t56 < t53; t56++)
      for (long t57 = 0; t57 < t54; t57++) {
          long t65 = t56 >= t59 && t56 < t60 && t57 >= t61 && t57 < t62 ? t63 : t55, t66 = t56 >= t59 && t56 < t60 && t57 >= t61 && t57 < t62 ? t64 : t55, t58;
          for (t58 = 0; t58 < t65; t58++) qf_c3_15(t56, t57, t58, q_e, q_c);
          #pragma omp simd
          for (t58 = t65; t58 < t66; t58++) qf_c3_16(t56, t57, t58, q_e, q_c);
          for (t58 = t66; t58 < t55; t58++) qf_c3_15(t56, t57, t58, q_e, q_c);
      }
    q_d = 0;
    long t67 = 0L, t68 = 2L;
    for (q_i = t67; q_i <= t68; q_i += 1) {
        long t69 = 0L, t70 = 3L;
        for (q_j = t69; q_j <= t70; q_j += 1) {
            long t71 = 0L, t72 = 4L;
            for (q_l = t71; q_l <= t72; q_l += 1) {
                q_a = ((((q_j + 1L) < 4L) && (q_l >= 1L)) ? q_c->d[((q_i) * q_c->dim[1] + ((q_j + 1L))) * q_c->dim[2] + ((q_l - 1L))] : 0L);
                q_b = ((q_i >= 1L) ? q_c->d[(((q_i - 1L)) * q_c->dim[1] + (q_j)) * q_c->dim[2] + (q_l)] : 0L);
                q_d = q_fmax((double)(q_d), (double)(fabs((double)((q_e->d[((q_i) * q_e->dim[1] + (q_j)) * q_e->dim[2] + (q_l)] - (q_a + (2L * q_b)))))));
            }
        }
    }
    if (!((q_d == 0L))) q_fail("bnd.q:139: assertion failed");
    qval t73[1];
    double t75 = 0.0;
    #pragma omp parallel for reduction(+:t75) if (q_e->n > 16384)
    for (long t74 = 0; t74 < q_e->n; t74++) t75 += q_e->d[t74];
    t73[0] = (qval){0, (double)(t75), NULL};
    char *t76 = q_vformat("c3: %.6f\n", 1, t73);
    fputs(t76, stdout);
    qs_release(t76);
    goto q_return;
q_return:
    qa_release(q_x);
    qa_release(q_v);
    qa_release(q_w);
    qa_release(q_cnt);
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
