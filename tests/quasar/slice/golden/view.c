/* ---- end of the run-time support; the program follows ---- */
static double qf_weigh_1(qarr *q_x);
static inline __attribute__((always_inline)) void qf_shift_3(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, double q_s);
static inline __attribute__((always_inline)) void qf_shift_4(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, double q_s);
static qarr *qf_shifted_2(qarr *q_x, double q_s);
static qarr *qf_twice_5(qarr *q_x);
static double qf_corner_plus_6(qarr *q_x, qarr *q_b);
static double qf_poke_7(qarr *q_x);
static qarr *qf_dbl_8(qarr *q_x);
static double qf_total_9(qarr *q_x);
static double qf_first_row_10(qarr *q_x);
static double qf_store_then_read_11(qarr *q_x, qarr *q_b);
static double qf_with_g_12(qarr *q_x, qarr *q_G);
static void q_script(void);

static double qf_weigh_1(qarr *q_x)
{
    /* weigh, line 14 */
    double q_s = 0;
    long q_i = 0;
    long q_j = 0;
    long q_k = 0;
    qa_retain(q_x);
    q_s = 0L;
    long t0 = 0L, t1 = (qa_size(q_x, 0L) - 1L);
    for (q_i = t0; q_i <= t1; q_i += 1) {
        long t2 = 0L, t3 = (qa_size(q_x, 1L) - 1L);
        for (q_j = t2; q_j <= t3; q_j += 1) {
            q_s = (q_s + ((q_x->d[(q_i) * q_x->ld + (q_j)] * (q_i + 1L)) * (q_j + 2L)));
        }
    }
    long t4 = 0L, t5 = (q_x->n - 1L);
    for (q_k = t4; q_k <= t5; q_k += 1) {
        q_s = (q_s + ((1000L * q_k) * q_x->d[((q_k) / q_x->dim[1]) * q_x->ld + (q_k) % q_x->dim[1]]));
    }
    goto q_return;
q_return:
    qa_release(q_x);
    return q_s;
}

static inline __attribute__((always_inline)) void qf_shift_3(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, double q_s)
{
    /* shift, line 29 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = ((q_x->d[(q_pos[0]) * q_x->ld + (q_pos[1])] * q_s) + q_x->d[(q_pos[0]) * q_x->ld + (q_clamp((q_pos[1] + 1L), q_x->dim[1]))]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_shift_4(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, double q_s)
{
    /* shift, line 29 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = ((q_x->d[(q_pos[0]) * q_x->ld + (q_pos[1])] * q_s) + q_x->d[(q_pos[0]) * q_x->ld + ((q_pos[1] + 1L))]);
    goto q_return;
q_return:
    return;
}

static qarr *qf_shifted_2(qarr *q_x, double q_s)
{
    /* shifted, line 34 */
    qarr *q_y = NULL;
    qa_retain(q_x);
    qarr *t0 = qa_uninit(2, q_x->dim[0], q_x->dim[1], 1);
    qa_set(&q_y, t0);
    long t1 = (long)(q_y->dim[0]);
    long t2 = (long)(q_y->dim[1]);
    long t5 = 0, t6 = t1; /* pos[0] where the accessors' tests are dropped */
    long t7 = 0, t8 = t2; /* pos[1] where the accessors' tests are dropped */
    if (t6 > q_x->dim[0] - (0L)) t6 = q_x->dim[0] - (0L);
    if (t8 > q_x->dim[1] - (0L)) t8 = q_x->dim[1] - (0L);
    if (t8 > q_x->dim[1] - (1L)) t8 = q_x->dim[1] - (1L);
    if (t5 > t1) t5 = t1;
    if (t6 < t5) t6 = t5;
    if (t7 > t2) t7 = t2;
    if (t8 < t7) t8 = t7;
    #pragma omp parallel for if (t1 * t2 > 256)
    for (long t3 = 0; t3 < t1; t3++) {
        long t9 = t3 >= t5 && t3 < t6 ? t7 : t2, t10 = t3 >= t5 && t3 < t6 ? t8 : t2, t4;
        for (t4 = 0; t4 < t9; t4++) qf_shift_3(t3, t4, q_y, q_x, q_s);
        #pragma omp simd
        for (t4 = t9; t4 < t10; t4++) qf_shift_4(t3, t4, q_y, q_x, q_s);
        for (t4 = t10; t4 < t2; t4++) qf_shift_3(t3, t4, q_y, q_x, q_s);
    }
    goto q_return;
q_return:
    qa_release(q_x);
    return q_y;
}

static qarr *qf_twice_5(qarr *q_x)
{
    /* twice, line 40 */
    qarr *q_y = NULL;
    qa_retain(q_x);
    qarr *t0 = qf_shifted_2(q_x, 2L);
    qa_set(&q_y, t0);
    goto q_return;
q_return:
    qa_release(q_x);
    return q_y;
}

static double qf_corner_plus_6(qarr *q_x, qarr *q_b)
{
    /* corner_plus, line 48 */
    double q_s = 0;
    qa_retain(q_x);
    qa_retain(q_b);
    q_s = ((q_x->d[(1L) * q_x->ld + (1L)] + q_b->d[(0L) * q_b->dim[1] + (0L)]) + (qa_size(q_x, 0L) * 100L));
    goto q_return;
q_return:
    qa_release(q_x);
    qa_release(q_b);
    return q_s;
}

static double qf_poke_7(qarr *q_x)
{
    /* poke, line 54 */
    double q_s = 0;
    qa_retain(q_x);
    q_x->d[(0L) * q_x->dim[1] + (0L)] = (-5L);
    q_s = (q_x->d[(0L) * q_x->dim[1] + (0L)] + q_x->d[(1L) * q_x->dim[1] + (1L)]);
    goto q_return;
q_return:
    qa_release(q_x);
    return q_s;
}

static qarr *qf_dbl_8(qarr *q_x)
{
    /* dbl, line 62 */
    qarr *q_y = NULL;
    qa_retain(q_x);
    qarr *t1 = qa_like(q_x);
    #pragma omp parallel for if (t1->n > 16384)
    for (long t0 = 0; t0 < t1->n; t0++) t1->d[t0] = (q_x->d[t0] * 2L);
    qa_set(&q_y, t1);
    goto q_return;
q_return:
    qa_release(q_x);
    return q_y;
}

static double qf_total_9(qarr *q_x)
{
    /* total, line 68 */
    double q_s = 0;
    qa_retain(q_x);
    double t1 = 0.0;
    #pragma omp parallel for reduction(+:t1) if (q_x->n > 16384)
    for (long t0 = 0; t0 < q_x->n; t0++) t1 += q_x->d[t0];
    q_s = t1;
    goto q_return;
q_return:
    qa_release(q_x);
    return q_s;
}

static double qf_first_row_10(qarr *q_x)
{
    /* first_row, line 74 */
    double q_s = 0;
    qarr *q_r = NULL;
    qa_retain(q_x);
    qarr *t0 = qa_slice(q_x, 2, (qsel){0, (long)(0L), 0, 1}, (qsel){2, 0, 0, 1}, (qsel){0, 0, 0, 1});
    qa_set(&q_r, t0);
    q_s = (q_r->d[0L] + q_r->d[1L]);
    goto q_return;
q_return:
    qa_release(q_x);
    qa_release(q_r);
    return q_s;
}

static double qf_store_then_read_11(qarr *q_x, qarr *q_b)
{
    /* store_then_read, line 81 */
    double q_s = 0;
    qa_retain(q_x);
    qa_retain(q_b);
    q_b->d[(2L) * q_b->dim[1] + (2L)] = 999L;
    q_s = q_x->d[(0L) * q_x->dim[1] + (0L)];
    goto q_return;
q_return:
    qa_release(q_x);
    qa_release(q_b);
    return q_s;
}

static double qf_with_g_12(qarr *q_x, qarr *q_G)
{
    /* with_g, line 90 */
    double q_s = 0;
    qa_retain(q_x);
    q_G->d[(0L) * q_G->dim[1] + (0L)] = 7L;
    q_s = (q_x->d[(0L) * q_x->dim[1] + (0L)] + q_G->d[(0L) * q_G->dim[1] + (0L)]);
    goto q_return;
q_return:
    qa_release(q_x);
    return q_s;
}

static void q_script(void)
{
    qarr *q_A = NULL;
    long q_i = 0;
    long q_j = 0;
    qarr *q_G = NULL;
    qarr *t0 = qa_fill(2, (long)(6L), (long)(8L), 1, 0.0);
    qa_set(&q_A, t0);
    long t1 = 0L, t2 = 5L;
    long t3 = 0L, t4 = 7L;
    #pragma omp parallel for collapse(2) if ((t2 - t1 + 1) * (t4 - t3 + 1) > 256)
    for (q_i = t1; q_i <= t2; q_i += 1) {
        for (q_j = t3; q_j <= t4; q_j += 1) {
            q_A->d[(q_i) * q_A->dim[1] + (q_j)] = ((10L * q_i) + q_j);
        }
    }
    qarr *t5 = qa_slice_view(q_A, 2, (qsel){1, 1L, 3L, 1}, (qsel){1, 2L, 6L, 1}, (qsel){0, 0, 0, 1});
    q_print_num(qf_weigh_1(t5));
    putchar('\n');
    qa_release(t5);
    qarr *t6 = qa_slice_view(q_A, 2, (qsel){1, 2L, 3L, 1}, (qsel){1, 5L, 7L, 1}, (qsel){0, 0, 0, 1});
    qarr *t7 = qf_shifted_2(t6, 1L);
    qa_print(t7);
    putchar('\n');
    qa_release(t6);
    qa_release(t7);
    qarr *t8 = qa_slice_view(q_A, 2, (qsel){1, 0L, 1L, 1}, (qsel){1, 0L, 2L, 1}, (qsel){0, 0, 0, 1});
    qarr *t9 = qf_twice_5(t8);
    qa_print(t9);
    putchar('\n');
    qa_release(t8);
    qa_release(t9);
    qarr *t10 = qa_slice_view(q_A, 2, (qsel){1, 4L, 5L, 1}, (qsel){1, 6L, 7L, 1}, (qsel){0, 0, 0, 1});
    q_print_num(qf_corner_plus_6(t10, q_A));
    putchar('\n');
    qa_release(t10);
    qarr *t11 = qa_slice(q_A, 2, (qsel){1, 1L, 2L, 1}, (qsel){1, 1L, 2L, 1}, (qsel){0, 0, 0, 1});
    q_print_num(qf_poke_7(t11));
    putchar('\n');
    qa_release(t11);
    q_print_num(q_A->d[(1L) * q_A->dim[1] + (1L)]);
    putchar('\n');
    qarr *t12 = qa_slice_ref(q_A, 2, (qsel){1, 0L, 1L, 1}, (qsel){1, 6L, 7L, 1}, (qsel){0, 0, 0, 1});
    qarr *t13 = qf_dbl_8(t12);
    qa_print(t13);
    putchar('\n');
    qa_release(t12);
    qa_release(t13);
    qarr *t14 = qa_slice_ref(q_A, 2, (qsel){1, 4L, 5L, 1}, (qsel){1, 0L, 1L, 1}, (qsel){0, 0, 0, 1});
    q_print_num(qf_total_9(t14));
    putchar('\n');
    qa_release(t14);
    qarr *t15 = qa_slice_ref(q_A, 2, (qsel){1, 3L, 4L, 1}, (qsel){1, 3L, 4L, 1}, (qsel){0, 0, 0, 1});
    q_print_num(qf_first_row_10(t15));
    putchar('\n');
    qa_release(t15);
    qarr *t16 = qa_slice(q_A, 2, (qsel){1, 2L, 3L, 1}, (qsel){1, 2L, 3L, 1}, (qsel){0, 0, 0, 1});
    q_print_num(qf_store_then_read_11(t16, q_A));
    putchar('\n');
    qa_release(t16);
    q_print_num(q_A->d[(2L) * q_A->dim[1] + (2L)]);
    putchar('\n');
    qarr *t17 = qa_fill(2, (long)(2L), (long)(2L), 1, 1.0);
    qa_set(&q_G, t17);
    qarr *t18 = qa_slice(q_A, 2, (qsel){1, 5L, 5L, 1}, (qsel){1, 0L, 1L, 1}, (qsel){0, 0, 0, 1});
    q_print_num(qf_with_g_12(t18, q_G));
    putchar('\n');
    qa_release(t18);
    qa_release(q_A);
    qa_release(q_G);
}

int main(int argc, char **argv)
{
    q_argc = argc;
    q_argv = argv;
    q_script();
    q_xfer_report();
    return 0;
}
