/* ---- end of the run-time support; the program follows ---- */
static void q_script(void);
static inline __attribute__((always_inline)) void qf_scale_square_2(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, double q_a, qarr *q_z);
static void qf_addto_3(long q_pos0, long q_pos1, qarr *q_z, qarr *q_x, double q_b);
static inline __attribute__((always_inline)) void qf_blur_4(long q_pos0, long q_pos1, qarr *q_w, qarr *q_z);
static inline __attribute__((always_inline)) void qf_blur_5(long q_pos0, long q_pos1, qarr *q_w, qarr *q_z);
static inline __attribute__((always_inline)) void qf_negate_6(long q_pos0, long q_pos1, qarr *q_w);
static void qf_main_1(long q_n);

static void q_script(void)
{
}

static inline __attribute__((always_inline)) void qf_scale_square_2(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, double q_a, qarr *q_z)
{
    /* scale_square, line 5 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    double q_t = 0;
    double q_t_2 = 0;
    q_t = (q_a * q_x->d[(q_pos[0]) * q_x->dim[1] + (q_pos[1])]);
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = (q_t + 1L);
    q_t_2 = q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])];
    q_z->d[(q_pos[0]) * q_z->dim[1] + (q_pos[1])] = (q_t_2 * q_t_2);
    goto q_return;
q_return:
    return;
}

static void qf_addto_3(long q_pos0, long q_pos1, qarr *q_z, qarr *q_x, double q_b)
{
    /* addto, line 15 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    #pragma omp atomic
    q_z->d[(q_pos[0]) * q_z->dim[1] + (q_pos[1])] += (q_b * q_x->d[(q_pos[0]) * q_x->dim[1] + (q_pos[1])]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_blur_4(long q_pos0, long q_pos1, qarr *q_w, qarr *q_z)
{
    /* blur, line 19 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_w->d[(q_pos[0]) * q_w->dim[1] + (q_pos[1])] = ((double)(((q_z->d[(q_clamp((q_pos[0] + 0L), q_z->dim[0])) * q_z->dim[1] + (q_clamp((q_pos[1] + (-1L)), q_z->dim[1]))] + q_z->d[(q_clamp(q_pos[0], q_z->dim[0])) * q_z->dim[1] + (q_clamp(q_pos[1], q_z->dim[1]))]) + q_z->d[(q_clamp((q_pos[0] + 0L), q_z->dim[0])) * q_z->dim[1] + (q_clamp((q_pos[1] + 1L), q_z->dim[1]))])) / (3L));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_blur_5(long q_pos0, long q_pos1, qarr *q_w, qarr *q_z)
{
    /* blur, line 19 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_w->d[(q_pos[0]) * q_w->dim[1] + (q_pos[1])] = ((double)(((q_z->d[((q_pos[0] + 0L)) * q_z->dim[1] + ((q_pos[1] + (-1L)))] + q_z->d[(q_pos[0]) * q_z->dim[1] + (q_pos[1])]) + q_z->d[((q_pos[0] + 0L)) * q_z->dim[1] + ((q_pos[1] + 1L))])) / (3L));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_negate_6(long q_pos0, long q_pos1, qarr *q_w)
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
            #pragma omp for
            for (long t13 = 0; t13 < t10; t13++)
              #pragma omp simd
              for (long t14 = 0; t14 < t11; t14++)
                qf_scale_square_2(t13, t14, q_y, q_x, t12, q_z);
            long t15 = (long)(q_x->dim[0]);
            long t16 = (long)(q_x->dim[1]);
            long t19 = (long)(q_x->dim[0]);
            long t20 = (long)(q_x->dim[1]);
            long t23 = 0, t24 = t19; /* pos[0] where the accessors' tests are dropped */
            long t25 = 0, t26 = t20; /* pos[1] where the accessors' tests are dropped */
            if (t24 > q_z->dim[0] - (0L)) t24 = q_z->dim[0] - (0L);
            if (t25 < -(-1L)) t25 = -(-1L);
            if (t26 > q_z->dim[1] - (-1L)) t26 = q_z->dim[1] - (-1L);
            if (t26 > q_z->dim[1] - (0L)) t26 = q_z->dim[1] - (0L);
            if (t26 > q_z->dim[1] - (1L)) t26 = q_z->dim[1] - (1L);
            if (t23 > t19) t23 = t19;
            if (t24 < t23) t24 = t23;
            if (t25 > t20) t25 = t20;
            if (t26 < t25) t26 = t25;
            /* 'addto' and 'blur' row by row: each thread its rows of pos[0] in order, the second 0 behind */
            {
                #ifdef _OPENMP
                long t27 = omp_get_num_threads(), t28 = omp_get_thread_num();
                #else
                long t27 = 1, t28 = 0;
                #endif
                long t29 = t15 * t28 / t27, t30 = t15 * (t28 + 1) / t27, t31 = 0, t32 = 0;
                if (q_z->dim[0] != t15) t31 = t30 - t29; /* rows not the launch's: the first kernel on all before the barrier */
                if (t31 > t30 - t29) t31 = t30 - t29;
                if (t32 > t30 - t29 - t31) t32 = t30 - t29 - t31;
                for (int t33 = 0; t33 < 2; t33++) {
                    if (t33 && (q_z->dim[0] != t15)) {
                        #pragma omp barrier
                    }
                    for (long t34 = t33 ? t29 : 0; t34 < (t33 ? t30 + 0 : t31 + t32); t34++) {
                        long t35 = t33 ? (t34 >= t29 + t31 && t34 < t30 - t32 ? t34 : -1) : t34 < t31 ? t29 + t34 : t30 - t32 + (t34 - t31);
                        if (t35 >= 0) {
                            for (long t17 = t35; t17 < t35 + 1; t17++)
                              for (long t18 = 0; t18 < t16; t18++)
                                qf_addto_3(t17, t18, q_z, q_x, 2);
                        }
                        long t36 = t33 ? t34 : -1;
                        if (t36 >= 0) {
                            for (long t21 = t36; t21 < t36 + 1; t21++) {
                                long t37 = t21 >= t23 && t21 < t24 ? t25 : t20, t38 = t21 >= t23 && t21 < t24 ? t26 : t20, t22;
                                for (t22 = 0; t22 < t37; t22++) qf_blur_4(t21, t22, q_w, q_z);
                                #pragma omp simd
                                for (t22 = t37; t22 < t38; t22++) qf_blur_5(t21, t22, q_w, q_z);
                                for (t22 = t38; t22 < t20; t22++) qf_blur_4(t21, t22, q_w, q_z);
                            }
                        }
                    }
                }
            }
            #pragma omp barrier
            long t39 = (long)(q_x->dim[0]);
            long t40 = (long)(q_x->dim[1]);
            #pragma omp for
            for (long t41 = 0; t41 < t39; t41++)
              #pragma omp simd
              for (long t42 = 0; t42 < t40; t42++)
                qf_negate_6(t41, t42, q_w);
        }
    }
    for (q_it = t8; q_it <= t9; q_it += 1) {} /* it after the loop */
    qval t43[4];
    double t45 = 0.0;
    #pragma omp parallel for reduction(+:t45) if (q_y->n > 16384)
    for (long t44 = 0; t44 < q_y->n; t44++) t45 += q_y->d[t44];
    t43[0] = (qval){0, (double)(t45), NULL};
    double t47 = 0.0;
    #pragma omp parallel for reduction(+:t47) if (q_z->n > 16384)
    for (long t46 = 0; t46 < q_z->n; t46++) t47 += q_z->d[t46];
    t43[1] = (qval){0, (double)(t47), NULL};
    double t49 = 0.0;
    #pragma omp parallel for reduction(+:t49) if (q_w->n > 16384)
    for (long t48 = 0; t48 < q_w->n; t48++) t49 += q_w->d[t48];
    t43[2] = (qval){0, (double)(t49), NULL};
    t43[3] = (qval){0, (double)(q_w->d[(3L) * q_w->dim[1] + (4L)]), NULL};
    char *t50 = q_vformat("%.6f %.6f %.6f %.6f\n", 4, t43);
    fputs(t50, stdout);
    qs_release(t50);
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
