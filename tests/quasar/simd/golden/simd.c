/* ---- end of the run-time support; the program follows ---- */
static void q_script(void);
static qarr *qf_grid_2(long q_m, long q_n);
static inline __attribute__((always_inline)) void qf_blk2_3(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, double q_t);
static void qf_same_4(const char *q_name, qarr *q_a, qarr *q_b);
static inline __attribute__((always_inline)) void qf_grey_5(long q_pos0, long q_pos1, qarr *q_g, qarr *q_x);
static inline __attribute__((always_inline)) void qf_dec4_6(long q_pos0, qarr *q_y, qarr *q_x, double q_t);
static inline __attribute__((always_inline)) void qf_mm_7(long q_pos0, qarr *q_hi, qarr *q_lo, qarr *q_a, qarr *q_b);
static void qf_main_1(void);

static void q_script(void)
{
}

static qarr *qf_grid_2(long q_m, long q_n)
{
    /* grid, line 42 */
    qarr *q_x = NULL;
    long q_i = 0;
    long q_j = 0;
    qarr *t0 = qa_fill(2, (long)(q_m), (long)(q_n), 1, 0.0);
    qa_set(&q_x, t0);
    long t1 = 0L, t2 = (q_m - 1L);
    long t3 = 0L, t4 = (q_n - 1L);
    #pragma omp parallel for collapse(2) if ((t2 - t1 + 1) * (t4 - t3 + 1) > 256)
    for (q_i = t1; q_i <= t2; q_i += 1) {
        for (q_j = t3; q_j <= t4; q_j += 1) {
            q_x->d[(q_i) * q_x->dim[1] + (q_j)] = ((sin((double)(((0.37 * q_i) + (1.3 * q_j)))) * 0.80000000000000004) + (0.10000000000000001 * q_imod((q_i * q_j), 7L)));
        }
    }
    goto q_return;
q_return:
    return q_x;
}

static inline __attribute__((always_inline)) void qf_blk2_3(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, double q_t)
{
    /* blk2, line 12 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    long q_i = 0;
    long q_j = 0;
    double q_a = 0;
    double q_b = 0;
    double q_c = 0;
    double q_d = 0;
    long t0[3] = {(2L * q_pos[0]), (2L * q_pos[1]), 0};
    q_i = t0[0];
    q_j = t0[1];
    q_a = q_x->d[(q_i) * q_x->dim[1] + (q_j)];
    q_b = q_x->d[(q_i) * q_x->dim[1] + ((q_j + 1L))];
    q_c = q_x->d[((q_i + 1L)) * q_x->dim[1] + (q_j)];
    q_d = q_x->d[((q_i + 1L)) * q_x->dim[1] + ((q_j + 1L))];
    q_y->d[(q_i) * q_y->dim[1] + (q_j)] = (q_fmax((double)(q_a), (double)(q_b)) - q_t);
    q_y->d[(q_i) * q_y->dim[1] + ((q_j + 1L))] = (q_fmin((double)(q_c), (double)(q_d)) + q_t);
    q_y->d[((q_i + 1L)) * q_y->dim[1] + (q_j)] = q_fmin(q_fmax((double)((q_a - q_d)), (-q_t)), q_t);
    q_y->d[((q_i + 1L)) * q_y->dim[1] + ((q_j + 1L))] = q_fmin(q_fmax((double)(((q_b + q_c) - 0.5)), 0.0), 1.0);
    goto q_return;
q_return:
    return;
}

static void qf_same_4(const char *q_name, qarr *q_a, qarr *q_b)
{
    /* same, line 51 */
    long q_d = 0;
    long q_i = 0;
    long q_j = 0;
    q_name = qs_dup(q_name);
    qa_retain(q_a);
    qa_retain(q_b);
    q_d = 0L;
    long t0 = 0L, t1 = (qa_size(q_a, 0L) - 1L);
    long t2 = 0L, t3 = (qa_size(q_a, 1L) - 1L);
    #pragma omp parallel for collapse(2) if ((t1 - t0 + 1) * (t3 - t2 + 1) > 256) reduction(+:q_d)
    for (q_i = t0; q_i <= t1; q_i += 1) {
        for (q_j = t2; q_j <= t3; q_j += 1) {
            q_d += ((q_a->d[(q_i) * q_a->dim[1] + (q_j)] == q_b->d[(q_i) * q_b->dim[1] + (q_j)]) ? 0L : 1L);
        }
    }
    qval t4[3];
    t4[0] = (qval){1, 0, q_name};
    t4[1] = (qval){1, 0, ((q_d == 0L) ? "ok" : "differs")};
    double t6 = 0.0;
    #pragma omp parallel for reduction(+:t6) if (q_a->n > 16384)
    for (long t5 = 0; t5 < q_a->n; t5++) t6 += q_a->d[t5];
    t4[2] = (qval){0, (double)(t6), NULL};
    char *t7 = q_vformat("%s %s %.6f\n", 3, t4);
    fputs(t7, stdout);
    qs_release(t7);
    if (!((q_d == 0L))) q_fail("simd.q:59: assertion failed");
    goto q_return;
q_return:
    qs_release(q_name);
    qa_release(q_a);
    qa_release(q_b);
    return;
}

static inline __attribute__((always_inline)) void qf_grey_5(long q_pos0, long q_pos1, qarr *q_g, qarr *q_x)
{
    /* grey, line 25 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    long q_j = 0;
    q_j = (3L * q_pos[1]);
    q_g->d[(q_pos[0]) * q_g->dim[1] + (q_pos[1])] = (((0.29899999999999999 * q_x->d[(q_pos[0]) * q_x->dim[1] + (q_j)]) + (0.58699999999999997 * q_x->d[(q_pos[0]) * q_x->dim[1] + ((q_j + 1L))])) + (0.114 * q_x->d[(q_pos[0]) * q_x->dim[1] + ((q_j + 2L))]));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_dec4_6(long q_pos0, qarr *q_y, qarr *q_x, double q_t)
{
    /* dec4, line 31 */
    long q_pos = q_pos0;
    double q_v = 0;
    q_v = (q_x->d[(4L * q_pos)] - q_x->d[((4L * q_pos) + 3L)]);
    q_y->d[q_pos] = (q_sign((double)(q_x->d[((4L * q_pos) + 1L)])) * q_fmax((double)((fabs((double)(q_v)) - q_t)), (double)(0L)));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_mm_7(long q_pos0, qarr *q_hi, qarr *q_lo, qarr *q_a, qarr *q_b)
{
    /* mm, line 37 */
    long q_pos = q_pos0;
    q_hi->d[q_pos] = q_fmax((double)(q_a->d[q_pos]), (double)(q_b->d[q_pos]));
    q_lo->d[q_pos] = q_fmin((double)(q_a->d[q_pos]), (double)(q_b->d[q_pos]));
    goto q_return;
q_return:
    return;
}

static void qf_main_1(void)
{
    /* main, line 62 */
    long q_sz = 0;
    long q_m = 0;
    long q_n = 0;
    qarr *q_x = NULL;
    double q_t = 0;
    qarr *q_y = NULL;
    long q_h = 0;
    long q_k = 0;
    qarr *q_e = NULL;
    long q_i = 0;
    long q_j = 0;
    long q_w = 0;
    qarr *q_g = NULL;
    qarr *q_v = NULL;
    long q_q = 0;
    qarr *q_y1 = NULL;
    qarr *q_e1 = NULL;
    double q_d = 0;
    double q_z = 0;
    double q_nan = 0;
    qarr *q_s = NULL;
    qarr *q_a = NULL;
    qarr *q_b = NULL;
    qarr *q_hi = NULL;
    qarr *q_lo = NULL;
    long t0 = 0L, t1 = 2L;
    for (q_sz = t0; q_sz <= t1; q_sz += 1) {
        q_m = ((q_sz) == 0 ? 2L : ((q_sz) == 1 ? 66L : 130L));
        q_n = ((q_sz) == 0 ? 6L : ((q_sz) == 1 ? 126L : 262L));
        qarr *t2 = qf_grid_2(q_m, q_n);
        qa_set(&q_x, t2);
        q_t = 0.125;
        qarr *t3 = qa_fill(2, (long)(q_m), (long)(q_n), 1, 0.0);
        qa_set(&q_y, t3);
        q_h = ((long)(((double)(q_m) / (2L))));
        q_k = ((long)(((double)(q_n) / (2L))));
        long t4 = (long)(q_h);
        long t5 = (long)(q_k);
        #pragma omp parallel for if (t4 * t5 > 256)
        for (long t6 = 0; t6 < t4; t6++)
          #pragma omp simd
          for (long t7 = 0; t7 < t5; t7++)
            qf_blk2_3(t6, t7, q_y, q_x, q_t);
        qarr *t8 = qa_fill(2, (long)(q_m), (long)(q_n), 1, 0.0);
        qa_set(&q_e, t8);
        long t9 = 0L, t10 = (q_m - 2L);
        long t11 = 2L;
        long t12 = 0L, t13 = (q_n - 2L);
        long t14 = 2L;
        #pragma omp parallel for collapse(2)
        for (q_i = t9; q_i <= t10; q_i += t11) {
            for (q_j = t12; q_j <= t13; q_j += t14) {
                q_e->d[(q_i) * q_e->dim[1] + (q_j)] = (q_fmax((double)(q_x->d[(q_i) * q_x->dim[1] + (q_j)]), (double)(q_x->d[(q_i) * q_x->dim[1] + ((q_j + 1L))])) - q_t);
                q_e->d[(q_i) * q_e->dim[1] + ((q_j + 1L))] = (q_fmin((double)(q_x->d[((q_i + 1L)) * q_x->dim[1] + (q_j)]), (double)(q_x->d[((q_i + 1L)) * q_x->dim[1] + ((q_j + 1L))])) + q_t);
                q_e->d[((q_i + 1L)) * q_e->dim[1] + (q_j)] = q_fmin(q_fmax((double)((q_x->d[(q_i) * q_x->dim[1] + (q_j)] - q_x->d[((q_i + 1L)) * q_x->dim[1] + ((q_j + 1L))])), (-q_t)), q_t);
                q_e->d[((q_i + 1L)) * q_e->dim[1] + ((q_j + 1L))] = q_fmin(q_fmax((double)(((q_x->d[(q_i) * q_x->dim[1] + ((q_j + 1L))] + q_x->d[((q_i + 1L)) * q_x->dim[1] + (q_j)]) - 0.5)), 0.0), 1.0);
            }
        }
        qf_same_4("blk2", q_y, q_e);
        q_w = ((long)(((double)(q_n) / (3L))));
        qarr *t15 = qa_fill(2, (long)(q_m), (long)(q_w), 1, 0.0);
        qa_set(&q_g, t15);
        long t16 = (long)(q_g->dim[0]);
        long t17 = (long)(q_g->dim[1]);
        #pragma omp parallel for if (t16 * t17 > 256)
        for (long t18 = 0; t18 < t16; t18++)
          #pragma omp simd
          for (long t19 = 0; t19 < t17; t19++)
            qf_grey_5(t18, t19, q_g, q_x);
        qarr *t20 = qa_fill(2, (long)(q_m), (long)(q_w), 1, 0.0);
        qa_set(&q_e, t20);
        long t21 = 0L, t22 = (q_m - 1L);
        long t23 = 0L, t24 = (q_w - 1L);
        #pragma omp parallel for collapse(2) if ((t22 - t21 + 1) * (t24 - t23 + 1) > 256)
        for (q_i = t21; q_i <= t22; q_i += 1) {
            for (q_j = t23; q_j <= t24; q_j += 1) {
                q_e->d[(q_i) * q_e->dim[1] + (q_j)] = (((0.29899999999999999 * q_x->d[(q_i) * q_x->dim[1] + ((3L * q_j))]) + (0.58699999999999997 * q_x->d[(q_i) * q_x->dim[1] + (((3L * q_j) + 1L))])) + (0.114 * q_x->d[(q_i) * q_x->dim[1] + (((3L * q_j) + 2L))]));
            }
        }
        qf_same_4("grey", q_g, q_e);
        qarr *t25 = qa_fill(1, 1, q_n, 1, 0.0);
        qa_set(&q_v, t25);
        long t26 = 0L, t27 = (q_n - 1L);
        #pragma omp parallel for if ((t27 - t26 + 1) > 256)
        for (q_j = t26; q_j <= t27; q_j += 1) {
            q_v->d[q_j] = (q_x->d[((q_m - 1L)) * q_x->dim[1] + (q_j)] - 0.25);
        }
        q_q = ((long)(((double)(q_n) / (4L))));
        qarr *t28 = qa_fill(1, 1, q_q, 1, 0.0);
        qa_set(&q_y1, t28);
        long t29 = (long)(q_q);
        #pragma omp parallel for simd if (parallel: t29 > 256)
        for (long t30 = 0; t30 < t29; t30++)
          qf_dec4_6(t30, q_y1, q_v, q_t);
        qarr *t31 = qa_fill(2, (long)(1L), (long)(q_q), 1, 0.0);
        qa_set(&q_e1, t31);
        long t32 = 0L, t33 = (q_q - 1L);
        #pragma omp parallel for if ((t33 - t32 + 1) > 256) private(q_d)
        for (q_j = t32; q_j <= t33; q_j += 1) {
            q_d = (q_v->d[(4L * q_j)] - q_v->d[((4L * q_j) + 3L)]);
            q_e1->d[(0L) * q_e1->dim[1] + (q_j)] = (q_sign((double)(q_v->d[((4L * q_j) + 1L)])) * q_fmax((double)((fabs((double)(q_d)) - q_t)), (double)(0L)));
        }
        qarr *t34 = qa_reshape(q_y1, 2, 1L, q_q, 1);
        qf_same_4("dec4", t34, q_e1);
        qa_release(t34);
    }
    q_z = 0;
    q_nan = ((double)(q_z) / (q_z));
    qarr *t35 = qa_uninit(1, 1, 4, 1);
    t35->d[0] = q_nan;
    t35->d[1] = (-q_z);
    t35->d[2] = q_z;
    t35->d[3] = 1;
    qa_set(&q_s, t35);
    qarr *t36 = qa_fill(1, 1, 16L, 1, 0.0);
    qa_set(&q_a, t36);
    qarr *t37 = qa_fill(1, 1, 16L, 1, 0.0);
    qa_set(&q_b, t37);
    long t38 = 0L, t39 = 3L;
    long t40 = 0L, t41 = 3L;
    #pragma omp parallel for collapse(2) if ((t39 - t38 + 1) * (t41 - t40 + 1) > 256)
    for (q_i = t38; q_i <= t39; q_i += 1) {
        for (q_j = t40; q_j <= t41; q_j += 1) {
            q_a->d[((4L * q_i) + q_j)] = q_s->d[q_i];
            q_b->d[((4L * q_i) + q_j)] = q_s->d[q_j];
        }
    }
    qarr *t42 = qa_fill(1, 1, 16L, 1, 0.0);
    qa_set(&q_hi, t42);
    qarr *t43 = qa_fill(1, 1, 16L, 1, 0.0);
    qa_set(&q_lo, t43);
    long t44 = (long)(16L);
    #pragma omp parallel for simd if (parallel: t44 > 256)
    for (long t45 = 0; t45 < t44; t45++)
      qf_mm_7(t45, q_hi, q_lo, q_a, q_b);
    long t46 = 0L, t47 = 15L;
    for (q_k = t46; q_k <= t47; q_k += 1) {
        qval t48[4];
        t48[0] = (qval){0, (double)(q_a->d[q_k]), NULL};
        t48[1] = (qval){0, (double)(q_b->d[q_k]), NULL};
        t48[2] = (qval){0, (double)(q_hi->d[q_k]), NULL};
        t48[3] = (qval){0, (double)(q_lo->d[q_k]), NULL};
        char *t49 = q_vformat("max(%g, %g) = %g   min = %g\n", 4, t48);
        fputs(t49, stdout);
        qs_release(t49);
    }
    goto q_return;
q_return:
    qa_release(q_x);
    qa_release(q_y);
    qa_release(q_e);
    qa_release(q_g);
    qa_release(q_v);
    qa_release(q_y1);
    qa_release(q_e1);
    qa_release(q_s);
    qa_release(q_a);
    qa_release(q_b);
    qa_release(q_hi);
    qa_release(q_lo);
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
