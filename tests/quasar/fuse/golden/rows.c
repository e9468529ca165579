/* ---- end of the run-time support; the program follows ---- */
static void q_script(void);
static inline __attribute__((always_inline)) void qf_grad_2(long q_pos0, long q_pos1, qarr *q_gx, qarr *q_gy, qarr *q_u);
static inline __attribute__((always_inline)) void qf_grad_3(long q_pos0, long q_pos1, qarr *q_gx, qarr *q_gy, qarr *q_u);
static inline __attribute__((always_inline)) void qf_upd_4(long q_pos0, long q_pos1, qarr *q_u, qarr *q_gx, qarr *q_gy, double q_t);
static inline __attribute__((always_inline)) void qf_upd_5(long q_pos0, long q_pos1, qarr *q_u, qarr *q_gx, qarr *q_gy, double q_t);
static inline __attribute__((always_inline)) void qf_smooth_6(long q_pos0, long q_pos1, qarr *q_s, qarr *q_v);
static inline __attribute__((always_inline)) void qf_smooth_7(long q_pos0, long q_pos1, qarr *q_s, qarr *q_v);
static inline __attribute__((always_inline)) void qf_back_8(long q_pos0, long q_pos1, qarr *q_v, qarr *q_s);
static inline __attribute__((always_inline)) void qf_back_9(long q_pos0, long q_pos1, qarr *q_v, qarr *q_s);
static inline __attribute__((always_inline)) void qf_lap3_10(long q_pos0, long q_pos1, long q_pos2, qarr *q_w, qarr *q_a);
static inline __attribute__((always_inline)) void qf_lap3_11(long q_pos0, long q_pos1, long q_pos2, qarr *q_w, qarr *q_a);
static inline __attribute__((always_inline)) void qf_step3_12(long q_pos0, long q_pos1, long q_pos2, qarr *q_a, qarr *q_w);
static inline __attribute__((always_inline)) void qf_step3_13(long q_pos0, long q_pos1, long q_pos2, qarr *q_a, qarr *q_w);
static inline __attribute__((always_inline)) void qf_fill_14(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x);
static inline __attribute__((always_inline)) void qf_use_15(long q_pos0, long q_pos1, qarr *q_z, qarr *q_y);
static inline __attribute__((always_inline)) void qf_use_16(long q_pos0, long q_pos1, qarr *q_z, qarr *q_y);
static inline __attribute__((always_inline)) void qf_mir_17(long q_pos0, long q_pos1, qarr *q_z, qarr *q_y);
static inline __attribute__((always_inline)) void qf_mir_18(long q_pos0, long q_pos1, qarr *q_z, qarr *q_y);
static inline __attribute__((always_inline)) void qf_tra_19(long q_pos0, long q_pos1, qarr *q_z, qarr *q_y);
static inline __attribute__((always_inline)) void qf_tra_20(long q_pos0, long q_pos1, qarr *q_z, qarr *q_y);
static void qf_main_1(long q_n, long q_m, long q_iters);

static void q_script(void)
{
}

static inline __attribute__((always_inline)) void qf_grad_2(long q_pos0, long q_pos1, qarr *q_gx, qarr *q_gy, qarr *q_u)
{
    /* grad, line 16 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    double q_c = 0;
    q_c = q_u->d[(q_pos[0]) * q_u->dim[1] + (q_pos[1])];
    q_gx->d[(q_pos[0]) * q_gx->dim[1] + (q_pos[1])] = (q_u->d[(q_clamp((q_pos[0] + 0L), q_u->dim[0])) * q_u->dim[1] + (q_clamp((q_pos[1] + 1L), q_u->dim[1]))] - q_c);
    q_gy->d[(q_pos[0]) * q_gy->dim[1] + (q_pos[1])] = (q_u->d[(q_clamp((q_pos[0] + 1L), q_u->dim[0])) * q_u->dim[1] + (q_clamp((q_pos[1] + 0L), q_u->dim[1]))] - q_c);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_grad_3(long q_pos0, long q_pos1, qarr *q_gx, qarr *q_gy, qarr *q_u)
{
    /* grad, line 16 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    double q_c = 0;
    q_c = q_u->d[(q_pos[0]) * q_u->dim[1] + (q_pos[1])];
    q_gx->d[(q_pos[0]) * q_gx->dim[1] + (q_pos[1])] = (q_u->d[((q_pos[0] + 0L)) * q_u->dim[1] + ((q_pos[1] + 1L))] - q_c);
    q_gy->d[(q_pos[0]) * q_gy->dim[1] + (q_pos[1])] = (q_u->d[((q_pos[0] + 1L)) * q_u->dim[1] + ((q_pos[1] + 0L))] - q_c);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_upd_4(long q_pos0, long q_pos1, qarr *q_u, qarr *q_gx, qarr *q_gy, double q_t)
{
    /* upd, line 22 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_u->d[(q_pos[0]) * q_u->dim[1] + (q_pos[1])] = (q_u->d[(q_pos[0]) * q_u->dim[1] + (q_pos[1])] + (q_t * (((q_gx->d[(q_pos[0]) * q_gx->dim[1] + (q_pos[1])] - ((((q_pos[0] + 0L)) >= 0 && ((q_pos[0] + 0L)) < q_gx->dim[0] && ((q_pos[1] + (-1L))) >= 0 && ((q_pos[1] + (-1L))) < q_gx->dim[1]) ? q_gx->d[((q_pos[0] + 0L)) * q_gx->dim[1] + ((q_pos[1] + (-1L)))] : 0.0)) + q_gy->d[(q_pos[0]) * q_gy->dim[1] + (q_pos[1])]) - ((((q_pos[0] - 1L)) >= 0 && ((q_pos[0] - 1L)) < q_gy->dim[0] && ((q_pos[1] - 0L)) >= 0 && ((q_pos[1] - 0L)) < q_gy->dim[1]) ? q_gy->d[((q_pos[0] - 1L)) * q_gy->dim[1] + ((q_pos[1] - 0L))] : 0.0))));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_upd_5(long q_pos0, long q_pos1, qarr *q_u, qarr *q_gx, qarr *q_gy, double q_t)
{
    /* upd, line 22 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_u->d[(q_pos[0]) * q_u->dim[1] + (q_pos[1])] = (q_u->d[(q_pos[0]) * q_u->dim[1] + (q_pos[1])] + (q_t * (((q_gx->d[(q_pos[0]) * q_gx->dim[1] + (q_pos[1])] - q_gx->d[((q_pos[0] + 0L)) * q_gx->dim[1] + ((q_pos[1] + (-1L)))]) + q_gy->d[(q_pos[0]) * q_gy->dim[1] + (q_pos[1])]) - q_gy->d[((q_pos[0] - 1L)) * q_gy->dim[1] + ((q_pos[1] - 0L))])));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_smooth_6(long q_pos0, long q_pos1, qarr *q_s, qarr *q_v)
{
    /* smooth, line 26 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_s->d[(q_pos[0]) * q_s->dim[1] + (q_pos[1])] = ((0.5 * q_v->d[(q_pos[0]) * q_v->dim[1] + (q_pos[1])]) + (0.25 * (q_v->d[(q_clamp((q_pos[0] - 1L), q_v->dim[0])) * q_v->dim[1] + (q_pos[1])] + q_v->d[(q_pos[0]) * q_v->dim[1] + (q_clamp((q_pos[1] + 1L), q_v->dim[1]))])));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_smooth_7(long q_pos0, long q_pos1, qarr *q_s, qarr *q_v)
{
    /* smooth, line 26 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_s->d[(q_pos[0]) * q_s->dim[1] + (q_pos[1])] = ((0.5 * q_v->d[(q_pos[0]) * q_v->dim[1] + (q_pos[1])]) + (0.25 * (q_v->d[((q_pos[0] - 1L)) * q_v->dim[1] + (q_pos[1])] + q_v->d[(q_pos[0]) * q_v->dim[1] + ((q_pos[1] + 1L))])));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_back_8(long q_pos0, long q_pos1, qarr *q_v, qarr *q_s)
{
    /* back, line 30 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_v->d[(q_pos[0]) * q_v->dim[1] + (q_pos[1])] = ((q_s->d[(q_clamp((q_pos[0] + 1L), q_s->dim[0])) * q_s->dim[1] + (q_pos[1])] - (0.5 * q_s->d[(q_clamp((q_pos[0] - 2L), q_s->dim[0])) * q_s->dim[1] + (q_pos[1])])) + (0.10000000000000001 * q_v->d[(q_pos[0]) * q_v->dim[1] + (q_pos[1])]));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_back_9(long q_pos0, long q_pos1, qarr *q_v, qarr *q_s)
{
    /* back, line 30 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_v->d[(q_pos[0]) * q_v->dim[1] + (q_pos[1])] = ((q_s->d[((q_pos[0] + 1L)) * q_s->dim[1] + (q_pos[1])] - (0.5 * q_s->d[((q_pos[0] - 2L)) * q_s->dim[1] + (q_pos[1])])) + (0.10000000000000001 * q_v->d[(q_pos[0]) * q_v->dim[1] + (q_pos[1])]));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_lap3_10(long q_pos0, long q_pos1, long q_pos2, qarr *q_w, qarr *q_a)
{
    /* lap3, line 34 */
    long q_pos[3] = {q_pos0, q_pos1, q_pos2};
    q_w->d[((q_pos[0]) * q_w->dim[1] + (q_pos[1])) * q_w->dim[2] + (q_pos[2])] = (((q_a->d[((q_clamp((q_pos[0] + 1L), q_a->dim[0])) * q_a->dim[1] + (q_clamp((q_pos[1] + 0L), q_a->dim[1]))) * q_a->dim[2] + (q_clamp((q_pos[2] + 0L), q_a->dim[2]))] + q_a->d[((q_clamp((q_pos[0] - 1L), q_a->dim[0])) * q_a->dim[1] + (q_clamp((q_pos[1] - 0L), q_a->dim[1]))) * q_a->dim[2] + (q_clamp((q_pos[2] - 0L), q_a->dim[2]))]) + q_a->d[((q_clamp((q_pos[0] + 0L), q_a->dim[0])) * q_a->dim[1] + (q_clamp((q_pos[1] + 1L), q_a->dim[1]))) * q_a->dim[2] + (q_clamp((q_pos[2] + 0L), q_a->dim[2]))]) - (3L * q_a->d[((q_pos[0]) * q_a->dim[1] + (q_pos[1])) * q_a->dim[2] + (q_pos[2])]));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_lap3_11(long q_pos0, long q_pos1, long q_pos2, qarr *q_w, qarr *q_a)
{
    /* lap3, line 34 */
    long q_pos[3] = {q_pos0, q_pos1, q_pos2};
    q_w->d[((q_pos[0]) * q_w->dim[1] + (q_pos[1])) * q_w->dim[2] + (q_pos[2])] = (((q_a->d[(((q_pos[0] + 1L)) * q_a->dim[1] + ((q_pos[1] + 0L))) * q_a->dim[2] + ((q_pos[2] + 0L))] + q_a->d[(((q_pos[0] - 1L)) * q_a->dim[1] + ((q_pos[1] - 0L))) * q_a->dim[2] + ((q_pos[2] - 0L))]) + q_a->d[(((q_pos[0] + 0L)) * q_a->dim[1] + ((q_pos[1] + 1L))) * q_a->dim[2] + ((q_pos[2] + 0L))]) - (3L * q_a->d[((q_pos[0]) * q_a->dim[1] + (q_pos[1])) * q_a->dim[2] + (q_pos[2])]));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_step3_12(long q_pos0, long q_pos1, long q_pos2, qarr *q_a, qarr *q_w)
{
    /* step3, line 38 */
    long q_pos[3] = {q_pos0, q_pos1, q_pos2};
    q_a->d[((q_pos[0]) * q_a->dim[1] + (q_pos[1])) * q_a->dim[2] + (q_pos[2])] = (q_a->d[((q_pos[0]) * q_a->dim[1] + (q_pos[1])) * q_a->dim[2] + (q_pos[2])] + (0.10000000000000001 * (q_w->d[((q_pos[0]) * q_w->dim[1] + (q_pos[1])) * q_w->dim[2] + (q_pos[2])] - ((((q_pos[0] + (-1L))) >= 0 && ((q_pos[0] + (-1L))) < q_w->dim[0] && ((q_pos[1] + 0L)) >= 0 && ((q_pos[1] + 0L)) < q_w->dim[1] && ((q_pos[2] + 1L)) >= 0 && ((q_pos[2] + 1L)) < q_w->dim[2]) ? q_w->d[(((q_pos[0] + (-1L))) * q_w->dim[1] + ((q_pos[1] + 0L))) * q_w->dim[2] + ((q_pos[2] + 1L))] : 0.0))));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_step3_13(long q_pos0, long q_pos1, long q_pos2, qarr *q_a, qarr *q_w)
{
    /* step3, line 38 */
    long q_pos[3] = {q_pos0, q_pos1, q_pos2};
    q_a->d[((q_pos[0]) * q_a->dim[1] + (q_pos[1])) * q_a->dim[2] + (q_pos[2])] = (q_a->d[((q_pos[0]) * q_a->dim[1] + (q_pos[1])) * q_a->dim[2] + (q_pos[2])] + (0.10000000000000001 * (q_w->d[((q_pos[0]) * q_w->dim[1] + (q_pos[1])) * q_w->dim[2] + (q_pos[2])] - q_w->d[(((q_pos[0] + (-1L))) * q_w->dim[1] + ((q_pos[1] + 0L))) * q_w->dim[2] + ((q_pos[2] + 1L))])));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_fill_14(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x)
{
    /* fill, line 42 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = ((q_x->d[(q_pos[0]) * q_x->dim[1] + (q_pos[1])] * 2L) + q_pos[1]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_use_15(long q_pos0, long q_pos1, qarr *q_z, qarr *q_y)
{
    /* use, line 46 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_z->d[(q_pos[0]) * q_z->dim[1] + (q_pos[1])] = (q_y->d[(q_clamp((q_pos[0] + 1L), q_y->dim[0])) * q_y->dim[1] + (q_clamp((q_pos[1] + 0L), q_y->dim[1]))] - q_y->d[(q_clamp((q_pos[0] + (-1L)), q_y->dim[0])) * q_y->dim[1] + (q_clamp((q_pos[1] + 0L), q_y->dim[1]))]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_use_16(long q_pos0, long q_pos1, qarr *q_z, qarr *q_y)
{
    /* use, line 46 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_z->d[(q_pos[0]) * q_z->dim[1] + (q_pos[1])] = (q_y->d[((q_pos[0] + 1L)) * q_y->dim[1] + ((q_pos[1] + 0L))] - q_y->d[((q_pos[0] + (-1L))) * q_y->dim[1] + ((q_pos[1] + 0L))]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_mir_17(long q_pos0, long q_pos1, qarr *q_z, qarr *q_y)
{
    /* mir, line 50 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_z->d[(q_pos[0]) * q_z->dim[1] + (q_pos[1])] = (q_y->d[(q_mirror((q_pos[0] + 1L), q_y->dim[0])) * q_y->dim[1] + (q_mirror((q_pos[1] + 0L), q_y->dim[1]))] - q_y->d[(q_mirror(q_pos[0], q_y->dim[0])) * q_y->dim[1] + (q_mirror(q_pos[1], q_y->dim[1]))]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_mir_18(long q_pos0, long q_pos1, qarr *q_z, qarr *q_y)
{
    /* mir, line 50 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_z->d[(q_pos[0]) * q_z->dim[1] + (q_pos[1])] = (q_y->d[((q_pos[0] + 1L)) * q_y->dim[1] + ((q_pos[1] + 0L))] - q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_tra_19(long q_pos0, long q_pos1, qarr *q_z, qarr *q_y)
{
    /* tra, line 54 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_z->d[(q_pos[0]) * q_z->dim[1] + (q_pos[1])] = (q_y->d[(q_clamp(q_pos[1], q_y->dim[0])) * q_y->dim[1] + (q_clamp(q_pos[0], q_y->dim[1]))] + q_z->d[(q_pos[0]) * q_z->dim[1] + (q_pos[1])]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_tra_20(long q_pos0, long q_pos1, qarr *q_z, qarr *q_y)
{
    /* tra, line 54 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_z->d[(q_pos[0]) * q_z->dim[1] + (q_pos[1])] = (q_y->d[(q_pos[1]) * q_y->dim[1] + (q_pos[0])] + q_z->d[(q_pos[0]) * q_z->dim[1] + (q_pos[1])]);
    goto q_return;
q_return:
    return;
}

static void qf_main_1(long q_n, long q_m, long q_iters)
{
    /* main, line 58 */
    qarr *q_u = NULL;
    qarr *q_a = NULL;
    long q_i = 0;
    long q_j = 0;
    long q_k = 0;
    qarr *q_v = NULL;
    qarr *q_x = NULL;
    qarr *q_gx = NULL;
    qarr *q_gy = NULL;
    qarr *q_s = NULL;
    qarr *q_w = NULL;
    qarr *q_y = NULL;
    qarr *q_z = NULL;
    long q_it = 0;
    qarr *t0 = qa_fill(2, (long)(q_n), (long)(q_m), 1, 0.0);
    qa_set(&q_u, t0);
    qarr *t1 = qa_fill(3, (long)(q_n), (long)(3L), (long)(q_m), 0.0);
    qa_set(&q_a, t1);
    long t2 = 0L, t3 = (q_n - 1L);
    long t4 = 0L, t5 = (q_m - 1L);
    #pragma omp parallel for collapse(2) private(q_k)
    for (q_i = t2; q_i <= t3; q_i += 1) {
        for (q_j = t4; q_j <= t5; q_j += 1) {
            q_u->d[(q_i) * q_u->dim[1] + (q_j)] = sin((double)(((0.29999999999999999 * q_i) + (0.69999999999999996 * q_j))));
            long t6 = 0L, t7 = 2L;
            for (q_k = t6; q_k <= t7; q_k += 1) {
                q_a->d[((q_i) * q_a->dim[1] + (q_k)) * q_a->dim[2] + (q_j)] = cos((double)((((0.20000000000000001 * q_i) - (0.5 * q_j)) + q_k)));
            }
        }
    }
    qarr *t8 = qa_copy(q_u);
    qa_set(&q_v, t8);
    qarr *t9 = qa_copy(q_u);
    qa_set(&q_x, t9);
    qarr *t10 = qa_uninit(2, q_u->dim[0], q_u->dim[1], 1);
    qa_set(&q_gx, t10);
    qarr *t11 = qa_uninit(2, q_u->dim[0], q_u->dim[1], 1);
    qa_set(&q_gy, t11);
    qarr *t12 = qa_uninit(2, q_u->dim[0], q_u->dim[1], 1);
    qa_set(&q_s, t12);
    qarr *t13 = qa_uninit(3, q_a->dim[0], q_a->dim[1], q_a->dim[2]);
    qa_set(&q_w, t13);
    qarr *t15 = qa_fill(2, (long)((q_n + 2L)), (long)(q_m), 1, 1.0);
    qarr *t16 = qa_like(t15);
    #pragma omp parallel for if (t16->n > 16384)
    for (long t14 = 0; t14 < t16->n; t14++) t16->d[t14] = (t15->d[t14] * 7L);
    qa_set(&q_y, t16);
    qa_release(t15);
    qarr *t17 = qa_fill(2, q_u->dim[0], q_u->dim[1], 1, 0.0);
    qa_set(&q_z, t17);
    long t18 = 1L, t19 = q_iters;
    #pragma omp parallel private(q_it)
    {
        for (q_it = t18; q_it <= t19; q_it += 1) {
            long t20 = (long)(q_u->dim[0]);
            long t21 = (long)(q_u->dim[1]);
            long t24 = 0, t25 = t20; /* pos[0] where the accessors' tests are dropped */
            long t26 = 0, t27 = t21; /* pos[1] where the accessors' tests are dropped */
            if (t25 > q_u->dim[0] - (0L)) t25 = q_u->dim[0] - (0L);
            if (t27 > q_u->dim[1] - (0L)) t27 = q_u->dim[1] - (0L);
            if (t27 > q_u->dim[1] - (1L)) t27 = q_u->dim[1] - (1L);
            if (t25 > q_u->dim[0] - (1L)) t25 = q_u->dim[0] - (1L);
            if (t24 > t20) t24 = t20;
            if (t25 < t24) t25 = t24;
            if (t26 > t21) t26 = t21;
            if (t27 < t26) t27 = t26;
            long t28 = (long)(q_u->dim[0]);
            long t29 = (long)(q_u->dim[1]);
            long t32 = 0, t33 = t28; /* pos[0] where the accessors' tests are dropped */
            long t34 = 0, t35 = t29; /* pos[1] where the accessors' tests are dropped */
            if (t33 > q_gx->dim[0] - (0L)) t33 = q_gx->dim[0] - (0L);
            if (t35 > q_gx->dim[1] - (0L)) t35 = q_gx->dim[1] - (0L);
            if (t34 < -(-1L)) t34 = -(-1L);
            if (t35 > q_gx->dim[1] - (-1L)) t35 = q_gx->dim[1] - (-1L);
            if (t33 > q_gy->dim[0] - (0L)) t33 = q_gy->dim[0] - (0L);
            if (t35 > q_gy->dim[1] - (0L)) t35 = q_gy->dim[1] - (0L);
            if (t32 < -(-1L)) t32 = -(-1L);
            if (t33 > q_gy->dim[0] - (-1L)) t33 = q_gy->dim[0] - (-1L);
            if (t32 > t28) t32 = t28;
            if (t33 < t32) t33 = t32;
            if (t34 > t29) t34 = t29;
            if (t35 < t34) t35 = t34;
            /* 'grad' and 'upd' row by row: each thread its rows of pos[0] in order, the second 0 behind */
            {
                #ifdef _OPENMP
                long t36 = omp_get_num_threads(), t37 = omp_get_thread_num();
                #else
                long t36 = 1, t37 = 0;
                #endif
                long t38 = t20 * t37 / t36, t39 = t20 * (t37 + 1) / t36, t40 = 0, t41 = 1;
                if (q_u->dim[0] != t20 || q_gx->dim[0] != t20 || q_gy->dim[0] != t20) t40 = t39 - t38; /* rows not the launch's: the first kernel on all before the barrier */
                if (t40 > t39 - t38) t40 = t39 - t38;
                if (t41 > t39 - t38 - t40) t41 = t39 - t38 - t40;
                for (int t42 = 0; t42 < 2; t42++) {
                    if (t42) {
                        #pragma omp barrier
                    }
                    for (long t43 = t42 ? t38 : 0; t43 < (t42 ? t39 + 0 : t40 + t41); t43++) {
                        long t44 = t42 ? (t43 >= t38 + t40 && t43 < t39 - t41 ? t43 : -1) : t43 < t40 ? t38 + t43 : t39 - t41 + (t43 - t40);
                        if (t44 >= 0) {
                            for (long t22 = t44; t22 < t44 + 1; t22++) {
                                long t46 = t22 >= t24 && t22 < t25 ? t26 : t21, t47 = t22 >= t24 && t22 < t25 ? t27 : t21, t23;
                                for (t23 = 0; t23 < t46; t23++) qf_grad_2(t22, t23, q_gx, q_gy, q_u);
                                #pragma omp simd
                                for (t23 = t46; t23 < t47; t23++) qf_grad_3(t22, t23, q_gx, q_gy, q_u);
                                for (t23 = t47; t23 < t21; t23++) qf_grad_2(t22, t23, q_gx, q_gy, q_u);
                            }
                        }
                        long t45 = t42 ? t43 : -1;
                        if (t45 >= 0) {
                            for (long t30 = t45; t30 < t45 + 1; t30++) {
                                long t48 = t30 >= t32 && t30 < t33 ? t34 : t29, t49 = t30 >= t32 && t30 < t33 ? t35 : t29, t31;
                                for (t31 = 0; t31 < t48; t31++) qf_upd_4(t30, t31, q_u, q_gx, q_gy, 0.25);
                                #pragma omp simd
                                for (t31 = t48; t31 < t49; t31++) qf_upd_5(t30, t31, q_u, q_gx, q_gy, 0.25);
                                for (t31 = t49; t31 < t29; t31++) qf_upd_4(t30, t31, q_u, q_gx, q_gy, 0.25);
                            }
                        }
                    }
                }
            }
            #pragma omp barrier
            long t50 = (long)(q_v->dim[0]);
            long t51 = (long)(q_v->dim[1]);
            long t54 = 0, t55 = t50; /* pos[0] where the accessors' tests are dropped */
            long t56 = 0, t57 = t51; /* pos[1] where the accessors' tests are dropped */
            if (t55 > q_v->dim[0] - (0L)) t55 = q_v->dim[0] - (0L);
            if (t57 > q_v->dim[1] - (0L)) t57 = q_v->dim[1] - (0L);
            if (t54 < -(-1L)) t54 = -(-1L);
            if (t55 > q_v->dim[0] - (-1L)) t55 = q_v->dim[0] - (-1L);
            if (t57 > q_v->dim[1] - (1L)) t57 = q_v->dim[1] - (1L);
            if (t54 > t50) t54 = t50;
            if (t55 < t54) t55 = t54;
            if (t56 > t51) t56 = t51;
            if (t57 < t56) t57 = t56;
            long t58 = (long)(q_v->dim[0]);
            long t59 = (long)(q_v->dim[1]);
            long t62 = 0, t63 = t58; /* pos[0] where the accessors' tests are dropped */
            long t64 = 0, t65 = t59; /* pos[1] where the accessors' tests are dropped */
            if (t63 > q_s->dim[0] - (1L)) t63 = q_s->dim[0] - (1L);
            if (t65 > q_s->dim[1] - (0L)) t65 = q_s->dim[1] - (0L);
            if (t62 < -(-2L)) t62 = -(-2L);
            if (t63 > q_s->dim[0] - (-2L)) t63 = q_s->dim[0] - (-2L);
            if (t62 > t58) t62 = t58;
            if (t63 < t62) t63 = t62;
            if (t64 > t59) t64 = t59;
            if (t65 < t64) t65 = t64;
            /* 'smooth' and 'back' row by row: each thread its rows of pos[0] in order, the second 1 behind */
            {
                #ifdef _OPENMP
                long t66 = omp_get_num_threads(), t67 = omp_get_thread_num();
                #else
                long t66 = 1, t67 = 0;
                #endif
                long t68 = t50 * t67 / t66, t69 = t50 * (t67 + 1) / t66, t70 = 1, t71 = 2;
                if (q_s->dim[0] != t50 || q_v->dim[0] != t50) t70 = t69 - t68; /* rows not the launch's: the first kernel on all before the barrier */
                if (t70 > t69 - t68) t70 = t69 - t68;
                if (t71 > t69 - t68 - t70) t71 = t69 - t68 - t70;
                for (int t72 = 0; t72 < 2; t72++) {
                    if (t72) {
                        #pragma omp barrier
                    }
                    for (long t73 = t72 ? t68 : 0; t73 < (t72 ? t69 + 1 : t70 + t71); t73++) {
                        long t74 = t72 ? (t73 >= t68 + t70 && t73 < t69 - t71 ? t73 : -1) : t73 < t70 ? t68 + t73 : t69 - t71 + (t73 - t70);
                        if (t74 >= 0) {
                            for (long t52 = t74; t52 < t74 + 1; t52++) {
                                long t76 = t52 >= t54 && t52 < t55 ? t56 : t51, t77 = t52 >= t54 && t52 < t55 ? t57 : t51, t53;
                                for (t53 = 0; t53 < t76; t53++) qf_smooth_6(t52, t53, q_s, q_v);
                                #pragma omp simd
                                for (t53 = t76; t53 < t77; t53++) qf_smooth_7(t52, t53, q_s, q_v);
                                for (t53 = t77; t53 < t51; t53++) qf_smooth_6(t52, t53, q_s, q_v);
                            }
                        }
                        long t75 = t72 && t73 - 1 >= t68 ? t73 - 1 : -1;
                        if (t75 >= 0) {
                            for (long t60 = t75; t60 < t75 + 1; t60++) {
                                long t78 = t60 >= t62 && t60 < t63 ? t64 : t59, t79 = t60 >= t62 && t60 < t63 ? t65 : t59, t61;
                                for (t61 = 0; t61 < t78; t61++) qf_back_8(t60, t61, q_v, q_s);
                                #pragma omp simd
                                for (t61 = t78; t61 < t79; t61++) qf_back_9(t60, t61, q_v, q_s);
                                for (t61 = t79; t61 < t59; t61++) qf_back_8(t60, t61, q_v, q_s);
                            }
                        }
                    }
                }
            }
            #pragma omp barrier
            long t80 = (long)(q_a->dim[0]);
            long t81 = (long)(q_a->dim[1]);
            long t82 = (long)(q_a->dim[2]);
            long t86 = 0, t87 = t80; /* pos[0] where the accessors' tests are dropped */
            long t88 = 0, t89 = t81; /* pos[1] where the accessors' tests are dropped */
            long t90 = 0, t91 = t82; /* pos[2] where the accessors' tests are dropped */
            if (t87 > q_a->dim[0] - (1L)) t87 = q_a->dim[0] - (1L);
            if (t89 > q_a->dim[1] - (0L)) t89 = q_a->dim[1] - (0L);
            if (t91 > q_a->dim[2] - (0L)) t91 = q_a->dim[2] - (0L);
            if (t86 < -(-1L)) t86 = -(-1L);
            if (t87 > q_a->dim[0] - (-1L)) t87 = q_a->dim[0] - (-1L);
            if (t87 > q_a->dim[0] - (0L)) t87 = q_a->dim[0] - (0L);
            if (t89 > q_a->dim[1] - (1L)) t89 = q_a->dim[1] - (1L);
            if (t86 > t80) t86 = t80;
            if (t87 < t86) t87 = t86;
            if (t88 > t81) t88 = t81;
            if (t89 < t88) t89 = t88;
            if (t90 > t82) t90 = t82;
            if (t91 < t90) t91 = t90;
            long t92 = (long)(q_a->dim[0]);
            long t93 = (long)(q_a->dim[1]);
            long t94 = (long)(q_a->dim[2]);
            long t98 = 0, t99 = t92; /* pos[0] where the accessors' tests are dropped */
            long t100 = 0, t101 = t93; /* pos[1] where the accessors' tests are dropped */
            long t102 = 0, t103 = t94; /* pos[2] where the accessors' tests are dropped */
            if (t99 > q_w->dim[0] - (0L)) t99 = q_w->dim[0] - (0L);
            if (t101 > q_w->dim[1] - (0L)) t101 = q_w->dim[1] - (0L);
            if (t103 > q_w->dim[2] - (0L)) t103 = q_w->dim[2] - (0L);
            if (t98 < -(-1L)) t98 = -(-1L);
            if (t99 > q_w->dim[0] - (-1L)) t99 = q_w->dim[0] - (-1L);
            if (t103 > q_w->dim[2] - (1L)) t103 = q_w->dim[2] - (1L);
            if (t98 > t92) t98 = t92;
            if (t99 < t98) t99 = t98;
            if (t100 > t93) t100 = t93;
            if (t101 < t100) t101 = t100;
            if (t102 > t94) t102 = t94;
            if (t103 < t102) t103 = t102;
            /* 'lap3' and 'step3' row by row: each thread its rows of pos[0] in order, the second 1 behind */
            {
                #ifdef _OPENMP
                long t104 = omp_get_num_threads(), t105 = omp_get_thread_num();
                #else
                long t104 = 1, t105 = 0;
                #endif
                long t106 = t80 * t105 / t104, t107 = t80 * (t105 + 1) / t104, t108 = 1, t109 = 1;
                if (q_w->dim[0] != t80 || q_a->dim[0] != t80) t108 = t107 - t106; /* rows not the launch's: the first kernel on all before the barrier */
                if (t108 > t107 - t106) t108 = t107 - t106;
                if (t109 > t107 - t106 - t108) t109 = t107 - t106 - t108;
                for (int t110 = 0; t110 < 2; t110++) {
                    if (t110) {
                        #pragma omp barrier
                    }
                    for (long t111 = t110 ? t106 : 0; t111 < (t110 ? t107 + 1 : t108 + t109); t111++) {
                        long t112 = t110 ? (t111 >= t106 + t108 && t111 < t107 - t109 ? t111 : -1) : t111 < t108 ? t106 + t111 : t107 - t109 + (t111 - t108);
                        if (t112 >= 0) {
                            for (long t83 = t112; t83 < t112 + 1; t83++)
                              for (long t84 = 0; t84 < t81; t84++) {
                                  long t114 = t83 >= t86 && t83 < t87 && t84 >= t88 && t84 < t89 ? t90 : t82, t115 = t83 >= t86 && t83 < t87 && t84 >= t88 && t84 < t89 ? t91 : t82, t85;
                                  for (t85 = 0; t85 < t114; t85++) qf_lap3_10(t83, t84, t85, q_w, q_a);
                                  #pragma omp simd
                                  for (t85 = t114; t85 < t115; t85++) qf_lap3_11(t83, t84, t85, q_w, q_a);
                                  for (t85 = t115; t85 < t82; t85++) qf_lap3_10(t83, t84, t85, q_w, q_a);
                              }
                        }
                        long t113 = t110 && t111 - 1 >= t106 ? t111 - 1 : -1;
                        if (t113 >= 0) {
                            for (long t95 = t113; t95 < t113 + 1; t95++)
                              for (long t96 = 0; t96 < t93; t96++) {
                                  long t116 = t95 >= t98 && t95 < t99 && t96 >= t100 && t96 < t101 ? t102 : t94, t117 = t95 >= t98 && t95 < t99 && t96 >= t100 && t96 < t101 ? t103 : t94, t97;
                                  for (t97 = 0; t97 < t116; t97++) qf_step3_12(t95, t96, t97, q_a, q_w);
                                  #pragma omp simd
                                  for (t97 = t116; t97 < t117; t97++) qf_step3_13(t95, t96, t97, q_a, q_w);
                                  for (t97 = t117; t97 < t94; t97++) qf_step3_12(t95, t96, t97, q_a, q_w);
                              }
                        }
                    }
                }
            }
            #pragma omp barrier
        }
    }
    for (q_it = t18; q_it <= t19; q_it += 1) {} /* it after the loop */
    long t118 = (long)(q_x->dim[0]);
    long t119 = (long)(q_x->dim[1]);
    long t122 = (long)(q_x->dim[0]);
    long t123 = (long)(q_x->dim[1]);
    long t126 = 0, t127 = t122; /* pos[0] where the accessors' tests are dropped */
    long t128 = 0, t129 = t123; /* pos[1] where the accessors' tests are dropped */
    if (t127 > q_y->dim[0] - (1L)) t127 = q_y->dim[0] - (1L);
    if (t129 > q_y->dim[1] - (0L)) t129 = q_y->dim[1] - (0L);
    if (t126 < -(-1L)) t126 = -(-1L);
    if (t127 > q_y->dim[0] - (-1L)) t127 = q_y->dim[0] - (-1L);
    if (t126 > t122) t126 = t122;
    if (t127 < t126) t127 = t126;
    if (t128 > t123) t128 = t123;
    if (t129 < t128) t129 = t128;
    /* 'fill' and 'use' row by row: each thread its rows of pos[0] in order, the second 1 behind */
    #pragma omp parallel if (t118 * t119 > 256)
    {
        #ifdef _OPENMP
        long t130 = omp_get_num_threads(), t131 = omp_get_thread_num();
        #else
        long t130 = 1, t131 = 0;
        #endif
        long t132 = t118 * t131 / t130, t133 = t118 * (t131 + 1) / t130, t134 = 1, t135 = 1;
        if (q_y->dim[0] != t118) t134 = t133 - t132; /* rows not the launch's: the first kernel on all before the barrier */
        if (t134 > t133 - t132) t134 = t133 - t132;
        if (t135 > t133 - t132 - t134) t135 = t133 - t132 - t134;
        for (int t136 = 0; t136 < 2; t136++) {
            if (t136) {
                #pragma omp barrier
            }
            for (long t137 = t136 ? t132 : 0; t137 < (t136 ? t133 + 1 : t134 + t135); t137++) {
                long t138 = t136 ? (t137 >= t132 + t134 && t137 < t133 - t135 ? t137 : -1) : t137 < t134 ? t132 + t137 : t133 - t135 + (t137 - t134);
                if (t138 >= 0) {
                    for (long t120 = t138; t120 < t138 + 1; t120++)
                      #pragma omp simd
                      for (long t121 = 0; t121 < t119; t121++)
                        qf_fill_14(t120, t121, q_y, q_x);
                }
                long t139 = t136 && t137 - 1 >= t132 ? t137 - 1 : -1;
                if (t139 >= 0) {
                    for (long t124 = t139; t124 < t139 + 1; t124++) {
                        long t140 = t124 >= t126 && t124 < t127 ? t128 : t123, t141 = t124 >= t126 && t124 < t127 ? t129 : t123, t125;
                        for (t125 = 0; t125 < t140; t125++) qf_use_15(t124, t125, q_z, q_y);
                        #pragma omp simd
                        for (t125 = t140; t125 < t141; t125++) qf_use_16(t124, t125, q_z, q_y);
                        for (t125 = t141; t125 < t123; t125++) qf_use_15(t124, t125, q_z, q_y);
                    }
                }
            }
        }
    }
    qval t142[3];
    double t144 = 0.0;
    #pragma omp parallel for reduction(+:t144) if (q_u->n > 16384)
    for (long t143 = 0; t143 < q_u->n; t143++) t144 += q_u->d[t143];
    t142[0] = (qval){0, (double)(t144), NULL};
    t142[1] = (qval){0, (double)(q_u->d[(1L) * q_u->dim[1] + (2L)]), NULL};
    t142[2] = (qval){0, (double)(q_u->d[((q_n - 1L)) * q_u->dim[1] + ((q_m - 1L))]), NULL};
    char *t145 = q_vformat("%.10f %.10f %.10f\n", 3, t142);
    fputs(t145, stdout);
    qs_release(t145);
    qval t146[3];
    double t148 = 0.0;
    #pragma omp parallel for reduction(+:t148) if (q_v->n > 16384)
    for (long t147 = 0; t147 < q_v->n; t147++) t148 += q_v->d[t147];
    t146[0] = (qval){0, (double)(t148), NULL};
    t146[1] = (qval){0, (double)(q_v->d[(0L) * q_v->dim[1] + (0L)]), NULL};
    t146[2] = (qval){0, (double)(q_v->d[((q_n - 1L)) * q_v->dim[1] + (1L)]), NULL};
    char *t149 = q_vformat("%.10f %.10f %.10f\n", 3, t146);
    fputs(t149, stdout);
    qs_release(t149);
    qval t150[3];
    double t152 = 0.0;
    #pragma omp parallel for reduction(+:t152) if (q_a->n > 16384)
    for (long t151 = 0; t151 < q_a->n; t151++) t152 += q_a->d[t151];
    t150[0] = (qval){0, (double)(t152), NULL};
    t150[1] = (qval){0, (double)(q_a->d[((1L) * q_a->dim[1] + (2L)) * q_a->dim[2] + ((q_m - 1L))]), NULL};
    t150[2] = (qval){0, (double)(q_a->d[(((q_n - 1L)) * q_a->dim[1] + (0L)) * q_a->dim[2] + ((q_m - 1L))]), NULL};
    char *t153 = q_vformat("%.10f %.10f %.10f\n", 3, t150);
    fputs(t153, stdout);
    qs_release(t153);
    qval t154[3];
    double t156 = 0.0;
    #pragma omp parallel for reduction(+:t156) if (q_y->n > 16384)
    for (long t155 = 0; t155 < q_y->n; t155++) t156 += q_y->d[t155];
    t154[0] = (qval){0, (double)(t156), NULL};
    double t158 = 0.0;
    #pragma omp parallel for reduction(+:t158) if (q_z->n > 16384)
    for (long t157 = 0; t157 < q_z->n; t157++) t158 += q_z->d[t157];
    t154[1] = (qval){0, (double)(t158), NULL};
    t154[2] = (qval){0, (double)(q_z->d[((q_n - 1L)) * q_z->dim[1] + (2L)]), NULL};
    char *t159 = q_vformat("%.10f %.10f %.10f\n", 3, t154);
    fputs(t159, stdout);
    qs_release(t159);
    #pragma omp parallel
    {
        long t160 = (long)(q_x->dim[0]);
        long t161 = (long)(q_x->dim[1]);
        #pragma omp for
        for (long t162 = 0; t162 < t160; t162++)
          #pragma omp simd
          for (long t163 = 0; t163 < t161; t163++)
            qf_fill_14(t162, t163, q_y, q_x);
        long t164 = (long)(q_x->dim[0]);
        long t165 = (long)(q_x->dim[1]);
        long t168 = 0, t169 = t164; /* pos[0] where the accessors' tests are dropped */
        long t170 = 0, t171 = t165; /* pos[1] where the accessors' tests are dropped */
        if (t169 > q_y->dim[0] - (1L)) t169 = q_y->dim[0] - (1L);
        if (t171 > q_y->dim[1] - (0L)) t171 = q_y->dim[1] - (0L);
        if (t169 > q_y->dim[0] - (0L)) t169 = q_y->dim[0] - (0L);
        if (t168 > t164) t168 = t164;
        if (t169 < t168) t169 = t168;
        if (t170 > t165) t170 = t165;
        if (t171 < t170) t171 = t170;
        #pragma omp for
        for (long t166 = 0; t166 < t164; t166++) {
            long t172 = t166 >= t168 && t166 < t169 ? t170 : t165, t173 = t166 >= t168 && t166 < t169 ? t171 : t165, t167;
            for (t167 = 0; t167 < t172; t167++) qf_mir_17(t166, t167, q_z, q_y);
            #pragma omp simd
            for (t167 = t172; t167 < t173; t167++) qf_mir_18(t166, t167, q_z, q_y);
            for (t167 = t173; t167 < t165; t167++) qf_mir_17(t166, t167, q_z, q_y);
        }
        long t174 = (long)(q_x->dim[0]);
        long t175 = (long)(q_x->dim[1]);
        #pragma omp for
        for (long t176 = 0; t176 < t174; t176++)
          #pragma omp simd
          for (long t177 = 0; t177 < t175; t177++)
            qf_fill_14(t176, t177, q_y, q_x);
        long t178 = (long)(q_x->dim[0]);
        long t179 = (long)(q_x->dim[1]);
        long t182 = 0, t183 = t178; /* pos[0] where the accessors' tests are dropped */
        long t184 = 0, t185 = t179; /* pos[1] where the accessors' tests are dropped */
        if (t185 > q_y->dim[0] - (0L)) t185 = q_y->dim[0] - (0L);
        if (t183 > q_y->dim[1] - (0L)) t183 = q_y->dim[1] - (0L);
        if (t182 > t178) t182 = t178;
        if (t183 < t182) t183 = t182;
        if (t184 > t179) t184 = t179;
        if (t185 < t184) t185 = t184;
        #pragma omp for
        for (long t180 = 0; t180 < t178; t180++) {
            long t186 = t180 >= t182 && t180 < t183 ? t184 : t179, t187 = t180 >= t182 && t180 < t183 ? t185 : t179, t181;
            for (t181 = 0; t181 < t186; t181++) qf_tra_19(t180, t181, q_z, q_y);
            #pragma omp simd
            for (t181 = t186; t181 < t187; t181++) qf_tra_20(t180, t181, q_z, q_y);
            for (t181 = t187; t181 < t179; t181++) qf_tra_19(t180, t181, q_z, q_y);
        }
    }
    qval t188[2];
    double t190 = 0.0;
    #pragma omp parallel for reduction(+:t190) if (q_z->n > 16384)
    for (long t189 = 0; t189 < q_z->n; t189++) t190 += q_z->d[t189];
    t188[0] = (qval){0, (double)(t190), NULL};
    t188[1] = (qval){0, (double)(q_z->d[((q_n - 1L)) * q_z->dim[1] + (0L)]), NULL};
    char *t191 = q_vformat("%.10f %.10f\n", 2, t188);
    fputs(t191, stdout);
    qs_release(t191);
    goto q_return;
q_return:
    qa_release(q_u);
    qa_release(q_a);
    qa_release(q_v);
    qa_release(q_x);
    qa_release(q_gx);
    qa_release(q_gy);
    qa_release(q_s);
    qa_release(q_w);
    qa_release(q_y);
    qa_release(q_z);
    return;
}

int main(int argc, char **argv)
{
    q_argc = argc;
    q_argv = argv;
    q_script();
    qf_main_1(argc > 1 ? atol(argv[1]) : 37L, argc > 2 ? atol(argv[2]) : 41L, argc > 3 ? atol(argv[3]) : 3L);
    q_xfer_report();
    return 0;
}
