/* ---- end of the run-time support; the program follows ---- */
static inline __attribute__((always_inline)) void qf_fill_2(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, double q_s);
static qarr *qf_scaled_1(qarr *q_x, double q_s);
static qarr *qf_border_3(long q_n, long q_m);
static inline __attribute__((always_inline)) void qf_fill_5(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, double q_s);
static qarr *qf_scaled_4(qarr *q_x, double q_s);
static inline __attribute__((always_inline)) void qf_fill_7(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, double q_s);
static qarr *qf_scaled_6(qarr *q_x, double q_s);
static inline __attribute__((always_inline)) void qf_fill_9(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, double q_s);
static qarr *qf_scaled_8(qarr *q_x, double q_s);
static qarr *qf_kept_10(long q_n);
static qarr *qf_made_by_ones_11(long q_n);
static qarr *qf_normed_12(long q_n);
static qarr *qf_with_g_13(long q_n, long q_m, qarr *q_G);
static void qf_glob2_15(long q_lim0, long q_lim1, long qt_id, long qt_n, qarr *q_y, qarr *q_x);
static qarr *qf_tiled_14(qarr *q_x);
static void q_script(void);

static inline __attribute__((always_inline)) void qf_fill_2(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, double q_s)
{
    /* fill, line 8 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->ld + (q_pos[1])] = (((q_x->d[(q_pos[0]) * q_x->dim[1] + (q_pos[1])] * q_s) + (q_pos[0] * 100L)) + q_pos[1]);
    goto q_return;
q_return:
    return;
}

static qarr *qf_scaled_1(qarr *q_x, double q_s)
{
    /* scaled, line 13 */
    qarr *q_y = NULL;
    qa_retain(q_x);
    qarr *qdst = qa_dest_enter(1, q_x);
    qarr *t0 = qa_uninit(2, q_x->dim[0], q_x->dim[1], 1);
    qa_set(&q_y, qa_dest_take(t0, &qdst, 0));
    long t1 = (long)(q_y->dim[0]);
    long t2 = (long)(q_y->dim[1]);
    #pragma omp parallel for if (t1 * t2 > 256)
    for (long t3 = 0; t3 < t1; t3++)
      #pragma omp simd
      for (long t4 = 0; t4 < t2; t4++)
        qf_fill_2(t3, t4, q_y, q_x, q_s);
    goto q_return;
q_return:
    qa_release(q_x);
    return q_y;
}

static qarr *qf_border_3(long q_n, long q_m)
{
    /* border, line 19 */
    qarr *q_y = NULL;
    long q_i = 0;
    qarr *qdst = qa_dest_enter(0);
    qarr *t0 = qa_fill(2, (long)(q_n), (long)(q_m), 1, 0.0);
    qa_set(&q_y, qa_dest_take(t0, &qdst, 1));
    long t1 = 0L, t2 = (q_n - 1L);
    #pragma omp parallel for if ((t2 - t1 + 1) > 256)
    for (q_i = t1; q_i <= t2; q_i += 1) {
        q_y->d[(q_i) * q_y->ld + (0L)] = (q_i + 1L);
        q_y->d[(q_i) * q_y->ld + ((q_m - 1L))] = (-(q_i + 1L));
    }
    goto q_return;
q_return:
    return q_y;
}

static inline __attribute__((always_inline)) void qf_fill_5(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, double q_s)
{
    /* fill, line 8 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = (((q_x->d[(q_pos[0]) * q_x->dim[1] + (q_pos[1])] * q_s) + (q_pos[0] * 100L)) + q_pos[1]);
    goto q_return;
q_return:
    return;
}

static qarr *qf_scaled_4(qarr *q_x, double q_s)
{
    /* scaled, line 13 */
    qarr *q_y = NULL;
    qa_retain(q_x);
    qarr *t0 = qa_uninit(2, q_x->dim[0], q_x->dim[1], 1);
    qa_set(&q_y, t0);
    long t1 = (long)(q_y->dim[0]);
    long t2 = (long)(q_y->dim[1]);
    #pragma omp parallel for if (t1 * t2 > 256)
    for (long t3 = 0; t3 < t1; t3++)
      #pragma omp simd
      for (long t4 = 0; t4 < t2; t4++)
        qf_fill_5(t3, t4, q_y, q_x, q_s);
    goto q_return;
q_return:
    qa_release(q_x);
    return q_y;
}

static inline __attribute__((always_inline)) void qf_fill_7(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, double q_s)
{
    /* fill, line 8 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->ld + (q_pos[1])] = (((q_x->d[(q_pos[0]) * q_x->ld + (q_pos[1])] * q_s) + (q_pos[0] * 100L)) + q_pos[1]);
    goto q_return;
q_return:
    return;
}

static qarr *qf_scaled_6(qarr *q_x, double q_s)
{
    /* scaled, line 13 */
    qarr *q_y = NULL;
    qa_retain(q_x);
    qarr *qdst = qa_dest_enter(1, q_x);
    qarr *t0 = qa_uninit(2, q_x->dim[0], q_x->dim[1], 1);
    qa_set(&q_y, qa_dest_take(t0, &qdst, 0));
    long t1 = (long)(q_y->dim[0]);
    long t2 = (long)(q_y->dim[1]);
    #pragma omp parallel for if (t1 * t2 > 256)
    for (long t3 = 0; t3 < t1; t3++)
      #pragma omp simd
      for (long t4 = 0; t4 < t2; t4++)
        qf_fill_7(t3, t4, q_y, q_x, q_s);
    goto q_return;
q_return:
    qa_release(q_x);
    return q_y;
}

static inline __attribute__((always_inline)) void qf_fill_9(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, double q_s)
{
    /* fill, line 8 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = (((q_x->d[(q_pos[0]) * q_x->ld + (q_pos[1])] * q_s) + (q_pos[0] * 100L)) + q_pos[1]);
    goto q_return;
q_return:
    return;
}

static qarr *qf_scaled_8(qarr *q_x, double q_s)
{
    /* scaled, line 13 */
    qarr *q_y = NULL;
    qa_retain(q_x);
    qarr *t0 = qa_uninit(2, q_x->dim[0], q_x->dim[1], 1);
    qa_set(&q_y, t0);
    long t1 = (long)(q_y->dim[0]);
    long t2 = (long)(q_y->dim[1]);
    #pragma omp parallel for if (t1 * t2 > 256)
    for (long t3 = 0; t3 < t1; t3++)
      #pragma omp simd
      for (long t4 = 0; t4 < t2; t4++)
        qf_fill_9(t3, t4, q_y, q_x, q_s);
    goto q_return;
q_return:
    qa_release(q_x);
    return q_y;
}

static qarr *qf_kept_10(long q_n)
{
    /* kept, line 49 */
    qarr *q_y = NULL;
    qarr *q_z = NULL;
    qarr *t0 = qa_fill(2, (long)(q_n), (long)(q_n), 1, 0.0);
    qa_set(&q_y, t0);
    qa_set(&q_z, qa_retain(q_y));
    q_z->d[(0L) * q_z->dim[1] + (0L)] = 9L;
    goto q_return;
q_return:
    qa_release(q_z);
    return q_y;
}

static qarr *qf_made_by_ones_11(long q_n)
{
    /* made_by_ones, line 58 */
    qarr *q_y = NULL;
    qarr *t0 = qa_fill(2, (long)(q_n), (long)(q_n), 1, 1.0);
    qa_set(&q_y, t0);
    q_y->d[(1L) * q_y->dim[1] + (1L)] = 5L;
    goto q_return;
q_return:
    return q_y;
}

static qarr *qf_normed_12(long q_n)
{
    /* normed, line 66 */
    qarr *q_y = NULL;
    long q_i = 0;
    long q_j = 0;
    double q_t = 0;
    qarr *t0 = qa_uninit(2, (long)(q_n), (long)(q_n), 1);
    qa_set(&q_y, t0);
    long t1 = 0L, t2 = (q_n - 1L);
    long t3 = 0L, t4 = (q_n - 1L);
    #pragma omp parallel for collapse(2) if ((t2 - t1 + 1) * (t4 - t3 + 1) > 256)
    for (q_i = t1; q_i <= t2; q_i += 1) {
        for (q_j = t3; q_j <= t4; q_j += 1) {
            q_y->d[(q_i) * q_y->dim[1] + (q_j)] = (q_i + q_j);
        }
    }
    double t6 = 0.0;
    #pragma omp parallel for reduction(+:t6) if (q_y->n > 16384)
    for (long t5 = 0; t5 < q_y->n; t5++) t6 += q_y->d[t5];
    q_t = t6;
    q_y->d[(0L) * q_y->dim[1] + (0L)] = q_t;
    goto q_return;
q_return:
    return q_y;
}

static qarr *qf_with_g_13(long q_n, long q_m, qarr *q_G)
{
    /* with_g, line 81 */
    qarr *q_y = NULL;
    long q_j = 0;
    qarr *t0 = qa_uninit(2, (long)(q_n), (long)(q_m), 1);
    qa_set(&q_y, t0);
    q_G->d[(0L) * q_G->dim[1] + (0L)] = 3L;
    long t1 = 0L, t2 = (q_m - 1L);
    #pragma omp parallel for if ((t2 - t1 + 1) > 256)
    for (q_j = t1; q_j <= t2; q_j += 1) {
        q_y->d[(0L) * q_y->dim[1] + (q_j)] = (q_G->d[(0L) * q_G->dim[1] + (0L)] + q_j);
    }
    goto q_return;
q_return:
    return q_y;
}

static void qf_glob2_15(long q_lim0, long q_lim1, long qt_id, long qt_n, qarr *q_y, qarr *q_x)
{
    /* glob2, line 93 */
    long qt_nu0 = (q_lim0 + 7) / 8;
    long qt_nu1 = (q_lim1 + 15) / 16;
    long qt_nu = qt_nu0 * qt_nu1;
    for (long qt_u = qt_id; qt_u < qt_nu; qt_u += qt_n) {
        long qt_b0 = qt_u / qt_nu1 * 8, qt_b1 = qt_u % qt_nu1 * 16;
        long qt_be0 = qt_b0 + 8 < q_lim0 ? qt_b0 + 8 : q_lim0, qt_be1 = qt_b1 + 16 < q_lim1 ? qt_b1 + 16 : q_lim1;
        for (long q_pos0 = qt_b0; q_pos0 < qt_be0; q_pos0++)
        for (long q_pos1 = qt_b1; q_pos1 < qt_be1; q_pos1++) {
    long q_pos[3] = {q_pos0, q_pos1, 0};
    #pragma omp atomic
    q_y->d[(q_pos[0]) * q_y->ld + (q_pos[1])] += ((q_x->d[(q_pos[0]) * q_x->ld + (q_pos[1])] * 2L) + q_pos[1]);
    }
    }
    goto q_return;
q_return:
    return;
}

static qarr *qf_tiled_14(qarr *q_x)
{
    /* tiled, line 97 */
    qarr *q_y = NULL;
    qa_retain(q_x);
    qarr *qdst = qa_dest_enter(1, q_x);
    qarr *t0 = qa_fill(2, q_x->dim[0], q_x->dim[1], 1, 0.0);
    qa_set(&q_y, qa_dest_take(t0, &qdst, 1));
    long t1 = (long)(q_y->dim[0]);
    long t2 = (long)(q_y->dim[1]);
    #pragma omp parallel if (t1 * t2 > 256)
    {
    #ifdef _OPENMP
        qf_glob2_15(t1, t2, omp_get_thread_num(), omp_get_num_threads(), q_y, q_x);
    #else
        qf_glob2_15(t1, t2, 0, 1, q_y, q_x);
    #endif
    }
    goto q_return;
q_return:
    qa_release(q_x);
    return q_y;
}

static void q_script(void)
{
    qarr *q_A = NULL;
    qarr *q_B = NULL;
    qarr *q_E = NULL;
    qarr *q_C = NULL;
    qarr *q_G = NULL;
    qarr *q_P = NULL;
    long q_i = 0;
    long q_j = 0;
    qarr *q_Q = NULL;
    qarr *t1 = qa_fill(2, (long)(5L), (long)(6L), 1, 1.0);
    qarr *t2 = qa_like(t1);
    #pragma omp parallel for if (t2->n > 16384)
    for (long t0 = 0; t0 < t2->n; t0++) t2->d[t0] = (t1->d[t0] * 7L);
    qa_set(&q_A, t2);
    qa_release(t1);
    qarr *t3 = qa_fill(2, (long)(2L), (long)(3L), 1, 1.0);
    qa_set(&q_B, t3);
    qarr *t4 = qa_slice_dest(q_A, 2, (qsel){1, 1L, 2L, 1}, (qsel){1, 2L, 4L, 1}, (qsel){0, 0, 0, 1});
    q_dest = t4;
    qarr *t5 = qf_scaled_1(q_B, 3L);
    q_dest = NULL;
    qa_slice_dest_done(q_A, 2, (qsel){1, 1L, 2L, 1}, (qsel){1, 2L, 4L, 1}, (qsel){0, 0, 0, 1}, t5, t4);
    qa_release(t4);
    qa_release(t5);
    qa_print(q_A);
    putchar('\n');
    qarr *t6 = qa_slice_dest(q_A, 2, (qsel){1, 0L, 3L, 1}, (qsel){1, 0L, 2L, 1}, (qsel){0, 0, 0, 1});
    q_dest = t6;
    qarr *t7 = qf_border_3(4L, 3L);
    q_dest = NULL;
    qa_slice_dest_done(q_A, 2, (qsel){1, 0L, 3L, 1}, (qsel){1, 0L, 2L, 1}, (qsel){0, 0, 0, 1}, t7, t6);
    qa_release(t6);
    qa_release(t7);
    qa_print(q_A);
    putchar('\n');
    qarr *t8 = qa_fill(2, (long)(5L), (long)(6L), 1, 1.0);
    qarr *t9 = qf_scaled_4(t8, 2L);
    qa_slice_move(q_A, 2, (qsel){2, 0, 0, 1}, (qsel){2, 0, 0, 1}, (qsel){0, 0, 0, 1}, t9);
    qa_release(t8);
    qa_release(t9);
    q_print_num(q_A->d[(4L) * q_A->dim[1] + (5L)]);
    putchar('\n');
    qarr *t10 = qa_fill(2, (long)(5L), (long)(6L), 1, 1.0);
    qa_set(&q_E, t10);
    qarr *t11 = qa_slice_dest(q_A, 2, (qsel){2, 0, 0, 1}, (qsel){2, 0, 0, 1}, (qsel){0, 0, 0, 1});
    q_dest = t11;
    qarr *t12 = qf_scaled_1(q_E, (-1L));
    q_dest = NULL;
    qa_slice_dest_done(q_A, 2, (qsel){2, 0, 0, 1}, (qsel){2, 0, 0, 1}, (qsel){0, 0, 0, 1}, t12, t11);
    qa_release(t11);
    qa_release(t12);
    q_print_num(q_A->d[(4L) * q_A->dim[1] + (5L)]);
    putchar('\n');
    qa_set(&q_C, qa_retain(q_A));
    qarr *t13 = qa_slice_dest(q_A, 2, (qsel){1, 0L, 1L, 1}, (qsel){1, 1L, 3L, 1}, (qsel){0, 0, 0, 1});
    q_dest = t13;
    qarr *t14 = qa_slice_view(q_C, 2, (qsel){1, 0L, 1L, 1}, (qsel){1, 0L, 2L, 1}, (qsel){0, 0, 0, 1});
    qarr *t15 = qf_scaled_6(t14, 1L);
    q_dest = NULL;
    qa_slice_dest_done(q_A, 2, (qsel){1, 0L, 1L, 1}, (qsel){1, 1L, 3L, 1}, (qsel){0, 0, 0, 1}, t15, t13);
    qa_release(t13);
    qa_release(t14);
    qa_release(t15);
    qa_print(q_A);
    putchar('\n');
    qarr *t16 = qa_slice_view(q_A, 2, (qsel){1, 2L, 3L, 1}, (qsel){1, 2L, 3L, 1}, (qsel){0, 0, 0, 1});
    qarr *t17 = qf_scaled_8(t16, 0L);
    qa_slice_move(q_A, 2, (qsel){1, 0L, 1L, 1}, (qsel){1, 0L, 1L, 1}, (qsel){0, 0, 0, 1}, t17);
    qa_release(t16);
    qa_release(t17);
    qarr *t18 = qa_slice(q_A, 2, (qsel){1, 0L, 1L, 1}, (qsel){1, 0L, 1L, 1}, (qsel){0, 0, 0, 1});
    qa_print(t18);
    putchar('\n');
    qa_release(t18);
    qarr *t19 = qf_kept_10(2L);
    qa_slice_move(q_A, 2, (qsel){1, 3L, 4L, 1}, (qsel){1, 4L, 5L, 1}, (qsel){0, 0, 0, 1}, t19);
    qa_release(t19);
    qarr *t20 = qa_slice(q_A, 2, (qsel){1, 3L, 4L, 1}, (qsel){1, 4L, 5L, 1}, (qsel){0, 0, 0, 1});
    qa_print(t20);
    putchar('\n');
    qa_release(t20);
    qarr *t21 = qf_made_by_ones_11(2L);
    qa_slice_move(q_A, 2, (qsel){1, 0L, 1L, 1}, (qsel){1, 4L, 5L, 1}, (qsel){0, 0, 0, 1}, t21);
    qa_release(t21);
    qarr *t22 = qa_slice(q_A, 2, (qsel){1, 0L, 1L, 1}, (qsel){1, 4L, 5L, 1}, (qsel){0, 0, 0, 1});
    qa_print(t22);
    putchar('\n');
    qa_release(t22);
    qarr *t23 = qf_normed_12(2L);
    qa_slice_move(q_A, 2, (qsel){1, 2L, 3L, 1}, (qsel){1, 0L, 1L, 1}, (qsel){0, 0, 0, 1}, t23);
    qa_release(t23);
    qarr *t24 = qa_slice(q_A, 2, (qsel){1, 2L, 3L, 1}, (qsel){1, 0L, 1L, 1}, (qsel){0, 0, 0, 1});
    qa_print(t24);
    putchar('\n');
    qa_release(t24);
    qarr *t25 = qa_fill(2, (long)(1L), (long)(1L), 1, 0.0);
    qa_set(&q_G, t25);
    qarr *t26 = qf_with_g_13(1L, 2L, q_G);
    qa_slice_move(q_A, 2, (qsel){1, 4L, 4L, 1}, (qsel){1, 0L, 1L, 1}, (qsel){0, 0, 0, 1}, t26);
    qa_release(t26);
    qarr *t27 = qa_slice(q_A, 2, (qsel){0, (long)(4L), 0, 1}, (qsel){1, 0L, 1L, 1}, (qsel){0, 0, 0, 1});
    qa_print(t27);
    putchar('\n');
    qa_release(t27);
    qarr *t28 = qa_fill(2, (long)(30L), (long)(40L), 1, 0.0);
    qa_set(&q_P, t28);
    long t29 = 0L, t30 = 29L;
    long t31 = 0L, t32 = 39L;
    #pragma omp parallel for collapse(2) if ((t30 - t29 + 1) * (t32 - t31 + 1) > 256)
    for (q_i = t29; q_i <= t30; q_i += 1) {
        for (q_j = t31; q_j <= t32; q_j += 1) {
            q_P->d[(q_i) * q_P->dim[1] + (q_j)] = (((q_i * 0.5) + (q_j * 0.25)) + q_imod((q_i * q_j), 7L));
        }
    }
    qarr *t33 = qa_fill(2, (long)(30L), (long)(40L), 1, 1.0);
    qa_set(&q_Q, t33);
    qarr *t34 = qa_slice_dest(q_Q, 2, (qsel){1, 2L, 19L, 1}, (qsel){1, 3L, 23L, 1}, (qsel){0, 0, 0, 1});
    q_dest = t34;
    qarr *t35 = qa_slice_view(q_P, 2, (qsel){1, 10L, 27L, 1}, (qsel){1, 15L, 35L, 1}, (qsel){0, 0, 0, 1});
    qarr *t36 = qf_tiled_14(t35);
    q_dest = NULL;
    qa_slice_dest_done(q_Q, 2, (qsel){1, 2L, 19L, 1}, (qsel){1, 3L, 23L, 1}, (qsel){0, 0, 0, 1}, t36, t34);
    qa_release(t34);
    qa_release(t35);
    qa_release(t36);
    double t38 = 0.0;
    #pragma omp parallel for reduction(+:t38) if (q_Q->n > 16384)
    for (long t37 = 0; t37 < q_Q->n; t37++) t38 += q_Q->d[t37];
    q_print_num(t38);
    putchar('\n');
    q_print_num(q_Q->d[(19L) * q_Q->dim[1] + (23L)]);
    putchar('\n');
    q_print_num(((q_Q->d[(2L) * q_Q->dim[1] + (2L)] + q_Q->d[(20L) * q_Q->dim[1] + (23L)]) + q_Q->d[(19L) * q_Q->dim[1] + (24L)]));
    putchar('\n');
    qa_release(q_A);
    qa_release(q_B);
    qa_release(q_E);
    qa_release(q_C);
    qa_release(q_G);
    qa_release(q_P);
    qa_release(q_Q);
}

int main(int argc, char **argv)
{
    q_argc = argc;
    q_argv = argv;
    q_script();
    q_xfer_report();
    return 0;
}
