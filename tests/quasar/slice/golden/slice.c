/* ---- end of the run-time support; the program follows ---- */
static void q_script(void);
static qarr *qf_grid_2(long q_n, long q_m);
static inline __attribute__((always_inline)) void qf_half_4(long q_pos0, long q_pos1, qarr *q_w, qarr *q_x);
static qarr *qf_halve_3(qarr *q_x);
static qarr *qf_poke_5(qarr *q_x);
static qarr *qf_same_6(qarr *q_x);
static inline __attribute__((always_inline)) void qf_zap_8(long q_pos0, long q_pos1, qarr *q_x);
static qarr *qf_zapped_7(qarr *q_x);
static qarr *qf_into_9(qarr *q_x, qarr *q_z);
static qarr *qf_via_10(qarr *q_x);
static inline __attribute__((always_inline)) void qf_zap2_12(long q_pos0, long q_pos1, qarr *q_z);
static qarr *qf_inner_zap_11(qarr *q_x);
static qarr *qf_scaled_13(qarr *q_x, double q_s);
static qarr *qf_near_14(qarr *q_x, qarr *q_F);
static void qf_main_1(void);

static void q_script(void)
{
}

static qarr *qf_grid_2(long q_n, long q_m)
{
    /* grid, line 70 */
    qarr *q_a = NULL;
    long q_i = 0;
    long q_j = 0;
    qarr *t0 = qa_fill(2, (long)(q_n), (long)(q_m), 1, 0.0);
    qa_set(&q_a, t0);
    long t1 = 0L, t2 = (q_n - 1L);
    long t3 = 0L, t4 = (q_m - 1L);
    #pragma omp parallel for collapse(2) if ((t2 - t1 + 1) * (t4 - t3 + 1) > 256)
    for (q_i = t1; q_i <= t2; q_i += 1) {
        for (q_j = t3; q_j <= t4; q_j += 1) {
            q_a->d[(q_i) * q_a->dim[1] + (q_j)] = ((10L * q_i) + q_j);
        }
    }
    goto q_return;
q_return:
    return q_a;
}

static inline __attribute__((always_inline)) void qf_half_4(long q_pos0, long q_pos1, qarr *q_w, qarr *q_x)
{
    /* half, line 6 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_w->d[(q_pos[0]) * q_w->dim[1] + (q_pos[1])] = (((double)(q_x->d[(q_pos[0]) * q_x->ld + (q_pos[1])]) / (2L)) + q_pos[0]);
    goto q_return;
q_return:
    return;
}

static qarr *qf_halve_3(qarr *q_x)
{
    /* halve, line 11 */
    qarr *q_y = NULL;
    qa_retain(q_x);
    qarr *t0 = qa_uninit(2, q_x->dim[0], q_x->dim[1], 1);
    qa_set(&q_y, t0);
    long t1 = (long)(q_x->dim[0]);
    long t2 = (long)(q_x->dim[1]);
    #pragma omp parallel for if (t1 * t2 > 256)
    for (long t3 = 0; t3 < t1; t3++)
      #pragma omp simd
      for (long t4 = 0; t4 < t2; t4++)
        qf_half_4(t3, t4, q_y, q_x);
    goto q_return;
q_return:
    qa_release(q_x);
    return q_y;
}

static qarr *qf_poke_5(qarr *q_x)
{
    /* poke, line 17 */
    qarr *q_y = NULL;
    qa_retain(q_x);
    q_x->d[(0L) * q_x->dim[1] + (0L)] = 100L;
    qarr *t1 = qa_like(q_x);
    #pragma omp parallel for if (t1->n > 16384)
    for (long t0 = 0; t0 < t1->n; t0++) t1->d[t0] = (q_x->d[t0] * 1L);
    qa_set(&q_y, t1);
    goto q_return;
q_return:
    qa_release(q_x);
    return q_y;
}

static qarr *qf_same_6(qarr *q_x)
{
    /* same, line 23 */
    qarr *q_y = NULL;
    qa_retain(q_x);
    qa_set(&q_y, qa_retain(q_x));
    goto q_return;
q_return:
    qa_release(q_x);
    return q_y;
}

static inline __attribute__((always_inline)) void qf_zap_8(long q_pos0, long q_pos1, qarr *q_x)
{
    /* zap, line 27 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_x->d[(q_pos[0]) * q_x->dim[1] + (q_pos[1])] = (-1L);
    goto q_return;
q_return:
    return;
}

static qarr *qf_zapped_7(qarr *q_x)
{
    /* zapped, line 32 */
    qarr *q_y = NULL;
    qa_retain(q_x);
    long t0 = (long)(q_x->dim[0]);
    long t1 = (long)(q_x->dim[1]);
    #pragma omp parallel for if (t0 * t1 > 256)
    for (long t2 = 0; t2 < t0; t2++)
      #pragma omp simd
      for (long t3 = 0; t3 < t1; t3++)
        qf_zap_8(t2, t3, q_x);
    qarr *t5 = qa_like(q_x);
    #pragma omp parallel for if (t5->n > 16384)
    for (long t4 = 0; t4 < t5->n; t4++) t5->d[t4] = (q_x->d[t4] * 2L);
    qa_set(&q_y, t5);
    goto q_return;
q_return:
    qa_release(q_x);
    return q_y;
}

static qarr *qf_into_9(qarr *q_x, qarr *q_z)
{
    /* into, line 38 */
    qarr *q_y = NULL;
    qa_retain(q_x);
    qa_retain(q_z);
    q_z->d[(0L) * q_z->dim[1] + (0L)] = (q_x->d[(0L) * q_x->dim[1] + (0L)] + 50L);
    qarr *t1 = qa_like(q_x);
    #pragma omp parallel for if (t1->n > 16384)
    for (long t0 = 0; t0 < t1->n; t0++) t1->d[t0] = (q_x->d[t0] * 1L);
    qa_set(&q_y, t1);
    goto q_return;
q_return:
    qa_release(q_x);
    qa_release(q_z);
    return q_y;
}

static qarr *qf_via_10(qarr *q_x)
{
    /* via, line 53 */
    qarr *q_y = NULL;
    qa_retain(q_x);
    qarr *t0 = qf_poke_5(q_x);
    qa_set(&q_y, t0);
    goto q_return;
q_return:
    qa_release(q_x);
    return q_y;
}

static inline __attribute__((always_inline)) void qf_zap2_12(long q_pos0, long q_pos1, qarr *q_z)
{
    /* zap2, line 59 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_z->d[(q_pos[0]) * q_z->dim[1] + (q_pos[1])] = (-3L);
    goto q_return;
q_return:
    return;
}

static qarr *qf_inner_zap_11(qarr *q_x)
{
    /* inner_zap, line 58 */
    qarr *q_y = NULL;
    qa_retain(q_x);
    long t0 = (long)(q_x->dim[0]);
    long t1 = (long)(q_x->dim[1]);
    #pragma omp parallel for if (t0 * t1 > 256)
    for (long t2 = 0; t2 < t0; t2++)
      #pragma omp simd
      for (long t3 = 0; t3 < t1; t3++)
        qf_zap2_12(t2, t3, q_x);
    qarr *t5 = qa_like(q_x);
    #pragma omp parallel for if (t5->n > 16384)
    for (long t4 = 0; t4 < t5->n; t4++) t5->d[t4] = (q_x->d[t4] * 1L);
    qa_set(&q_y, t5);
    goto q_return;
q_return:
    qa_release(q_x);
    return q_y;
}

static qarr *qf_scaled_13(qarr *q_x, double q_s)
{
    /* scaled, line 43 */
    qarr *q_y = NULL;
    qa_retain(q_x);
    qarr *t1 = qa_like(q_x);
    #pragma omp parallel for if (t1->n > 16384)
    for (long t0 = 0; t0 < t1->n; t0++) t1->d[t0] = (q_x->d[t0] * q_s);
    qa_set(&q_y, t1);
    goto q_return;
q_return:
    qa_release(q_x);
    return q_y;
}

static qarr *qf_near_14(qarr *q_x, qarr *q_F)
{
    /* near, line 111 */
    qarr *q_y = NULL;
    qa_retain(q_x);
    double t1 = q_F->d[(0L) * q_F->dim[1] + (0L)];
    qarr *t2 = qa_like(q_x);
    #pragma omp parallel for if (t2->n > 16384)
    for (long t0 = 0; t0 < t2->n; t0++) t2->d[t0] = ((q_x->d[t0] * 1L) + t1);
    qa_set(&q_y, t2);
    goto q_return;
q_return:
    qa_release(q_x);
    return q_y;
}

static void qf_main_1(void)
{
    /* main, line 79 */
    qarr *q_A = NULL;
    long q_m = 0;
    qarr *q_B = NULL;
    qarr *q_C = NULL;
    qarr *q_D = NULL;
    qarr *q_E = NULL;
    qarr *q_V = NULL;
    qarr *q_W = NULL;
    qarr *q_F = NULL;
    qarr *q_R = NULL;
    qarr *q_G = NULL;
    qarr *q_H = NULL;
    qarr *t0 = qf_grid_2(4L, 6L);
    qa_set(&q_A, t0);
    qarr *t1 = qa_slice_view(q_A, 2, (qsel){2, 0, 0, 1}, (qsel){2, 0, 0, 1}, (qsel){0, 0, 0, 1});
    qarr *t2 = qf_halve_3(t1);
    qa_slice_move(q_A, 2, (qsel){2, 0, 0, 1}, (qsel){2, 0, 0, 1}, (qsel){0, 0, 0, 1}, t2);
    qa_release(t1);
    qa_release(t2);
    qa_print(q_A);
    putchar('\n');
    qarr *t3 = qa_slice_view(q_A, 2, (qsel){1, 0L, 1L, 1}, (qsel){1, 0L, 5L, 1}, (qsel){0, 0, 0, 1});
    qarr *t4 = qf_halve_3(t3);
    qa_slice_move(q_A, 2, (qsel){1, 0L, 1L, 1}, (qsel){1, 0L, 5L, 1}, (qsel){0, 0, 0, 1}, t4);
    qa_release(t3);
    qa_release(t4);
    qa_print(q_A);
    putchar('\n');
    q_m = qa_size(q_A, 0L);
    qarr *t5 = qa_slice_view(q_A, 2, (qsel){1, 0L, (q_m - 1L), 1}, (qsel){1, 0L, 5L, 1}, (qsel){0, 0, 0, 1});
    qarr *t6 = qf_halve_3(t5);
    qa_slice_move(q_A, 2, (qsel){1, 0L, (q_m - 1L), 1}, (qsel){1, 0L, 5L, 1}, (qsel){0, 0, 0, 1}, t6);
    qa_release(t5);
    qa_release(t6);
    qa_print(q_A);
    putchar('\n');
    qarr *t7 = qf_grid_2(4L, 6L);
    qa_set(&q_A, t7);
    qarr *t8 = qa_slice(q_A, 2, (qsel){2, 0, 0, 1}, (qsel){2, 0, 0, 1}, (qsel){0, 0, 0, 1});
    qarr *t9 = qf_poke_5(t8);
    qa_set(&q_B, t9);
    qa_release(t8);
    q_print_num(q_A->d[(0L) * q_A->dim[1] + (0L)]);
    fputs(" ", stdout);
    q_print_num(q_B->d[(0L) * q_B->dim[1] + (0L)]);
    putchar('\n');
    qarr *t10 = qa_slice(q_A, 2, (qsel){2, 0, 0, 1}, (qsel){2, 0, 0, 1}, (qsel){0, 0, 0, 1});
    qarr *t11 = qf_same_6(t10);
    qa_set(&q_C, t11);
    qa_release(t10);
    q_A->d[(1L) * q_A->dim[1] + (1L)] = 7L;
    q_print_num(q_C->d[(1L) * q_C->dim[1] + (1L)]);
    putchar('\n');
    qarr *t12 = qa_slice(q_A, 2, (qsel){2, 0, 0, 1}, (qsel){2, 0, 0, 1}, (qsel){0, 0, 0, 1});
    qarr *t13 = qf_zapped_7(t12);
    qa_set(&q_D, t13);
    qa_release(t12);
    q_print_num(q_A->d[(2L) * q_A->dim[1] + (2L)]);
    fputs(" ", stdout);
    q_print_num(q_D->d[(2L) * q_D->dim[1] + (2L)]);
    putchar('\n');
    qarr *t14 = qa_slice(q_A, 2, (qsel){2, 0, 0, 1}, (qsel){2, 0, 0, 1}, (qsel){0, 0, 0, 1});
    qarr *t15 = qf_into_9(t14, q_A);
    qa_set(&q_E, t15);
    qa_release(t14);
    q_print_num(q_A->d[(0L) * q_A->dim[1] + (0L)]);
    fputs(" ", stdout);
    q_print_num(q_E->d[(0L) * q_E->dim[1] + (0L)]);
    putchar('\n');
    qarr *t16 = qa_slice(q_A, 2, (qsel){2, 0, 0, 1}, (qsel){2, 0, 0, 1}, (qsel){0, 0, 0, 1});
    qarr *t17 = qf_via_10(t16);
    qa_set(&q_V, t17);
    qa_release(t16);
    q_print_num(q_A->d[(0L) * q_A->dim[1] + (0L)]);
    fputs(" ", stdout);
    q_print_num(q_V->d[(0L) * q_V->dim[1] + (0L)]);
    putchar('\n');
    qarr *t18 = qa_slice(q_A, 2, (qsel){2, 0, 0, 1}, (qsel){2, 0, 0, 1}, (qsel){0, 0, 0, 1});
    qarr *t19 = qf_inner_zap_11(t18);
    qa_set(&q_W, t19);
    qa_release(t18);
    q_print_num(q_A->d[(0L) * q_A->dim[1] + (0L)]);
    fputs(" ", stdout);
    q_print_num(q_W->d[(0L) * q_W->dim[1] + (0L)]);
    putchar('\n');
    qarr *t21 = qf_grid_2(4L, 6L);
    qarr *t22 = qa_like(t21);
    #pragma omp parallel for if (t22->n > 16384)
    for (long t20 = 0; t20 < t22->n; t20++) t22->d[t20] = (t21->d[t20] * 2L);
    qa_set(&q_F, t22);
    qa_release(t21);
    qarr *t23 = qf_same_6(q_F);
    qa_slice_move(q_A, 2, (qsel){2, 0, 0, 1}, (qsel){2, 0, 0, 1}, (qsel){0, 0, 0, 1}, t23);
    qa_release(t23);
    q_F->d[(0L) * q_F->dim[1] + (0L)] = 9L;
    q_print_num(q_A->d[(0L) * q_A->dim[1] + (0L)]);
    fputs(" ", stdout);
    q_print_num(q_F->d[(0L) * q_F->dim[1] + (0L)]);
    fputs(" ", stdout);
    q_print_num(q_A->d[(0L) * q_A->dim[1] + (1L)]);
    fputs(" ", stdout);
    q_print_num(q_F->d[(0L) * q_F->dim[1] + (1L)]);
    putchar('\n');
    qarr *t24 = qa_reshape(q_A, 1, 24L, 1, 1);
    qa_set(&q_R, t24);
    qarr *t25 = qa_slice_view(q_A, 2, (qsel){2, 0, 0, 1}, (qsel){2, 0, 0, 1}, (qsel){0, 0, 0, 1});
    qarr *t26 = qf_halve_3(t25);
    qa_slice_move(q_A, 2, (qsel){2, 0, 0, 1}, (qsel){2, 0, 0, 1}, (qsel){0, 0, 0, 1}, t26);
    qa_release(t25);
    qa_release(t26);
    q_print_num(q_R->d[1L]);
    fputs(" ", stdout);
    q_print_num(q_R->d[23L]);
    putchar('\n');
    qarr *t27 = qa_slice(q_A, 2, (qsel){2, 0, 0, 1}, (qsel){2, 0, 0, 1}, (qsel){0, 0, 0, 1});
    double t29 = 0.0;
    #pragma omp parallel for reduction(+:t29) if (q_A->n > 16384)
    for (long t28 = 0; t28 < q_A->n; t28++) t29 += q_A->d[t28];
    qarr *t30 = qf_scaled_13(t27, t29);
    qa_set(&q_G, t30);
    qa_release(t27);
    double t32 = 0.0;
    #pragma omp parallel for reduction(+:t32) if (q_A->n > 16384)
    for (long t31 = 0; t31 < q_A->n; t31++) t32 += q_A->d[t31];
    q_print_num(((double)(q_G->d[(0L) * q_G->dim[1] + (1L)]) / (t32)));
    putchar('\n');
    qarr *t33 = qa_slice(q_A, 2, (qsel){2, 0, 0, 1}, (qsel){2, 0, 0, 1}, (qsel){0, 0, 0, 1});
    qarr *t34 = qf_near_14(t33, q_F);
    qa_set(&q_H, t34);
    qa_release(t33);
    q_print_num(q_H->d[(0L) * q_H->dim[1] + (0L)]);
    putchar('\n');
    goto q_return;
q_return:
    qa_release(q_A);
    qa_release(q_B);
    qa_release(q_C);
    qa_release(q_D);
    qa_release(q_E);
    qa_release(q_V);
    qa_release(q_W);
    qa_release(q_F);
    qa_release(q_R);
    qa_release(q_G);
    qa_release(q_H);
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
