/* ---- end of the run-time support; the program follows ---- */
static void q_script(void);
static void qf_scale_square_addto_2(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, double q_a, qarr *q_z, double q_b);
static inline __attribute__((always_inline)) void qf_blur_3(long q_pos0, long q_pos1, qarr *q_w, qarr *q_z);
static inline __attribute__((always_inline)) void qf_blur_4(long q_pos0, long q_pos1, qarr *q_w, qarr *q_z);
static inline __attribute__((always_inline)) void qf_negate_5(long q_pos0, long q_pos1, qarr *q_w);
static void qf_main_1(long q_n);

static void q_script(void)
{
}

static void qf_scale_square_addto_2(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, double q_a, qarr *q_z, double q_b)
{
    /* scale_square_addto, line 5 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    double q_t = 0;
    double q_t_2 = 0;
    q_t = (q_a * q_x->d[(q_pos[0]) * q_x->dim[1] + (q_pos[1])]);
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = (q_t + 1L);
    q_t_2 = q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])];
    q_z->d[(q_pos[0]) * q_z->dim[1] + (q_pos[1])] = (q_t_2 * q_t_2);
    #pragma omp atomic
    q_z->d[(q_pos[0]) * q_z->dim[1] + (q_pos[1])] += (q_b * q_x->d[(q_pos[0]) * q_x->dim[1] + (q_pos[1])]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_blur_3(long q_pos0, long q_pos1, qarr *q_w, qarr *q_z)
{
    /* blur, line 19 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_w->d[(q_pos[0]) * q_w->dim[1] + (q_pos[1])] = ((double)(((q_z->d[(q_clamp((q_pos[0] + 0L), q_z->dim[0])) * q_z->dim[1] + (q_clamp((q_pos[1] + (-1L)), q_z->dim[1]))] + q_z->d[(q_clamp(q_pos[0], q_z->dim[0])) * q_z->dim[1] + (q_clamp(q_pos[1], q_z->dim[1]))]) + q_z->d[(q_clamp((q_pos[0] + 0L), q_z->dim[0])) * q_z->dim[1] + (q_clamp((q_pos[1] + 1L), q_z->dim[1]))])) / (3L));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_blur_4(long q_pos0, long q_pos1, qarr *q_w, qarr *q_z)
{
    /* blur, line 19 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_w->d[(q_pos[0]) * q_w->dim[1] + (q_pos[1])] = ((double)(((q_z->d[((q_pos[0] + 0L)) * q_z->dim[1] + ((q_pos[1] + (-1L)))] + q_z->d[(q_pos[0]) * q_z->dim[1] + (q_pos[1])]) + q_z->d[((q_pos[0] + 0L)) * q_z->dim[1] + ((q_pos[1] + 1L))])) / (3L));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_negate_5(long q_pos0, long q_pos1, qarr *q_w)
{
    /* negate, line 23 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_w->d[(q_pos[0]) * q_w->dim[1] + (q_pos[1])] = (-q_w->d[(q_pos[0]) * q_w->dim[1] + (q_pos[1])]);
    goto q_return;
q_return:
    return;
}

static void qf_main_1(long q_n)
{
    /* main, line 27 */
    qarr *q_x = NULL;
    long q_i = 0;
    long q_j = 0;
    qarr *q_y = NULL;
    qarr *q_z = NULL;
    qarr *q_w = NULL;
    long q_it = 0;
    qarr *t0 = qa_fill(2, (long)(q_n), (long)((q_n + 3L)), 1, 0.0);
    qa_set(&q_x, t0);
    long t1 = 0L, t2 = (q_n - 1L);
    long t3 = 0L, t4 = (q_n + 2L);
    #pragma omp parallel for collapse(2) if ((t2 - t1 + 1) * (t4 - t3 + 1) > 256)
    for (q_i = t1; q_i <= t2; q_i += 1) {
        for (q_j = t3; q_j <= t4; q_j += 1) {
            q_x->d[(q_i) * q_x->dim[1] + (q_j)] = sin((double)(((0.29999999999999999 * q_i) + (0.69999999999999996 * q_j))));
        }
    }
    qarr *t5 = qa_uninit(2, q_x->dim[0], q_x->dim[1], 1);
    qa_set(&q_y, t5);
    qarr *t6 = qa_uninit(2, q_x->dim[0], q_x->dim[1], 1);
    qa_set(&q_z, t6);
    qarr *t7 = qa_uninit(2, q_x->dim[0], q_x->dim[1], 1);
    qa_set(&q_w, t7);
    long t8 = 1L, t9 = 3L;
    #pragma omp parallel private(q_it)
    {
        for (q_it = t8; q_it <= t9; q_it += 1) {
            long t10 = (long)(q_x->dim[0]);
            long t11 = (long)(q_x->dim[1]);
            double t12 = (0.5 * q_it);
            #pragma omp for collapse(2)
            for (long t13 = 0; t13 < t10; t13++)
              for (long t14 = 0; t14 < t11; t14++)
                qf_scale_square_addto_2(t13, t14, q_y, q_x, t12, q_z, 2);
            long t15 = (long)(q_x->dim[0]);
            long t16 = (long)(q_x->dim[1]);
            long t19 = 0, t20 = t15; /* pos[0] where the accessors' tests are dropped */
            long t21 = 0, t22 = t16; /* pos[1] where the accessors' tests are dropped */
            if (t20 > q_z->dim[0] - (0L)) t20 = q_z->dim[0] - (0L);
            if (t21 < -(-1L)) t21 = -(-1L);
            if (t22 > q_z->dim[1] - (-1L)) t22 = q_z->dim[1] - (-1L);
            if (t22 > q_z->dim[1] - (0L)) t22 = q_z->dim[1] - (0L);
            if (t22 > q_z->dim[1] - (1L)) t22 = q_z->dim[1] - (1L);
            if (t19 > t15) t19 = t15;
            if (t20 < t19) t20 = t19;
            if (t21 > t16) t21 = t16;
            if (t22 < t21) t22 = t21;
            #pragma omp for
            for (long t17 = 0; t17 < t15; t17++) {
                long t23 = t17 >= t19 && t17 < t20 ? t21 : t16, t24 = t17 >= t19 && t17 < t20 ? t22 : t16, t18;
                for (t18 = 0; t18 < t23; t18++) qf_blur_3(t17, t18, q_w, q_z);
                #pragma omp simd
                for (t18 = t23; t18 < t24; t18++) qf_blur_4(t17, t18, q_w, q_z);
                for (t18 = t24; t18 < t16; t18++) qf_blur_3(t17, t18, q_w, q_z);
            }
            long t25 = (long)(q_x->dim[0]);
            long t26 = (long)(q_x->dim[1]);
            #pragma omp for
            for (long t27 = 0; t27 < t25; t27++)
              #pragma omp simd
              for (long t28 = 0; t28 < t26; t28++)
                qf_negate_5(t27, t28, q_w);
        }
    }
    for (q_it = t8; q_it <= t9; q_it += 1) {} /* it after the loop */
    qval t29[4];
    double t31 = 0.0;
    #pragma omp parallel for reduction(+:t31) if (q_y->n > 16384)
    for (long t30 = 0; t30 < q_y->n; t30++) t31 += q_y->d[t30];
    t29[0] = (qval){0, (double)(t31), NULL};
    double t33 = 0.0;
    #pragma omp parallel for reduction(+:t33) if (q_z->n > 16384)
    for (long t32 = 0; t32 < q_z->n; t32++) t33 += q_z->d[t32];
    t29[1] = (qval){0, (double)(t33), NULL};
    double t35 = 0.0;
    #pragma omp parallel for reduction(+:t35) if (q_w->n > 16384)
    for (long t34 = 0; t34 < q_w->n; t34++) t35 += q_w->d[t34];
    t29[2] = (qval){0, (double)(t35), NULL};
    t29[3] = (qval){0, (double)(q_w->d[(3L) * q_w->dim[1] + (4L)]), NULL};
    char *t36 = q_vformat("%.6f %.6f %.6f %.6f\n", 4, t29);
    fputs(t36, stdout);
    qs_release(t36);
    goto q_return;
q_return:
    qa_release(q_x);
    qa_release(q_y);
    qa_release(q_z);
    qa_release(q_w);
    return;
}

int main(int argc, char **argv)
{
    q_argc = argc;
    q_argv = argv;
    q_script();
    qf_main_1(argc > 1 ? atol(argv[1]) : 37L);
    q_xfer_report();
    return 0;
}
