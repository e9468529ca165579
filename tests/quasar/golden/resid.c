/* ---- end of the run-time support; the program follows ---- */
static void q_script(void);
static inline __attribute__((always_inline)) void qf_scale_3(long q_pos0, qarr *q_y, qarr *q_x, double q_a);
static qarr *qf_step_2(qarr *q_x);
static inline __attribute__((always_inline)) void qf_scale_4(long q_pos0, qarr *q_y, qarr *q_x, double q_a);
static inline __attribute__((always_inline)) void qf_bump_5(long q_pos0, qarr *q_y);
static inline __attribute__((always_inline)) void qf_twice_6(long q_pos0, long q_pos1, qarr *q_m);
static void qf_main_1(void);

static void q_script(void)
{
}

static inline __attribute__((always_inline)) void qf_scale_3(long q_pos0, qarr *q_y, qarr *q_x, double q_a)
{
    /* scale, line 4 */
    long q_pos = q_pos0;
    q_y->d[q_pos] = (q_a * q_x->d[q_pos]);
    goto q_return;
q_return:
    return;
}

static qarr *qf_step_2(qarr *q_x)
{
    /* step, line 17 */
    qarr *q_y = NULL;
    qa_retain(q_x);
    qarr *t0 = qa_fill(1, 1, q_x->n, 1, 0.0);
    qa_set(&q_y, t0);
    long t1 = (long)(q_x->n);
    #pragma omp parallel for simd if (parallel: t1 > 256)
    for (long t2 = 0; t2 < t1; t2++)
      qf_scale_3(t2, q_y, q_x, 0.5);
    goto q_return;
q_return:
    qa_release(q_x);
    return q_y;
}

static inline __attribute__((always_inline)) void qf_scale_4(long q_pos0, qarr *q_y, qarr *q_x, double q_a)
{
    /* scale, line 4 */
    long q_pos = q_pos0;
    q_y->d[q_pos] = (q_a * q_x->d[q_pos]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_bump_5(long q_pos0, qarr *q_y)
{
    /* bump, line 8 */
    long q_pos = q_pos0;
    q_y->d[q_pos] = (q_y->d[q_pos] + 1L);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_twice_6(long q_pos0, long q_pos1, qarr *q_m)
{
    /* twice, line 12 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_m->d[(q_pos[0]) * q_m->dim[1] + (q_pos[1])] = (2L * q_m->d[(q_pos[0]) * q_m->dim[1] + (q_pos[1])]);
    goto q_return;
q_return:
    return;
}

static void qf_main_1(void)
{
    /* main, line 22 */
    qarr *q_x = NULL;
    qarr *q_y = NULL;
    qarr *q_z = NULL;
    long q_n = 0;
    long q_i = 0;
    qarr *q_m = NULL;
    qarr *t0 = qa_linspace(1L, 8L, 8L);
    qa_set(&q_x, t0);
    qarr *t1 = qa_fill(1, 1, 8L, 1, 0.0);
    qa_set(&q_y, t1);
    long t2 = (long)(8L);
    #pragma omp parallel for simd if (parallel: t2 > 256)
    for (long t3 = 0; t3 < t2; t3++)
      qf_scale_4(t3, q_y, q_x, 2L);
    q_print_num(q_y->d[0L]);
    fputs(" ", stdout);
    q_print_num(q_y->d[7L]);
    putchar('\n');
    q_y->d[1L] = 100L;
    long t4 = (long)(8L);
    #pragma omp parallel for simd if (parallel: t4 > 256)
    for (long t5 = 0; t5 < t4; t5++)
      qf_bump_5(t5, q_y);
    qa_print(q_y);
    putchar('\n');
    qa_set(&q_z, qa_retain(q_y));
    long t6 = (long)(8L);
    #pragma omp parallel for simd if (parallel: t6 > 256)
    for (long t7 = 0; t7 < t6; t7++)
      qf_bump_5(t7, q_z);
    q_print_num(q_y->d[1L]);
    putchar('\n');
    q_n = 0L;
    for (;;) {
        if (!((q_y->d[0L] < 40L))) break;
        long t8 = (long)(8L);
        #pragma omp parallel for simd if (parallel: t8 > 256)
        for (long t9 = 0; t9 < t8; t9++)
          qf_bump_5(t9, q_y);
        q_n += 1L;
    }
    printf("%ld", (long)(q_n));
    fputs(" ", stdout);
    q_print_num(q_y->d[0L]);
    putchar('\n');
    long t10 = 1L, t11 = 3L;
    for (q_i = t10; q_i <= t11; q_i += 1) {
        qarr *t12 = qf_step_2(q_x);
        qa_set(&q_x, t12);
        q_x->d[0L] = (q_x->d[0L] + q_i);
    }
    qa_print(q_x);
    putchar('\n');
    qarr *t13 = qa_reshape(q_y, 2, 2L, 4L, 1);
    qa_set(&q_m, t13);
    long t14 = (long)(q_m->dim[0]);
    long t15 = (long)(q_m->dim[1]);
    #pragma omp parallel for if (t14 * t15 > 256)
    for (long t16 = 0; t16 < t14; t16++)
      #pragma omp simd
      for (long t17 = 0; t17 < t15; t17++)
        qf_twice_6(t16, t17, q_m);
    qa_print(q_m);
    putchar('\n');
    q_print_num(q_y->d[7L]);
    putchar('\n');
    long t18 = (long)(8L);
    for (long t19 = 0; t19 < t18; t19++)
      qf_bump_5(t19, q_y);
    long t20 = (long)(8L);
    #pragma omp parallel for simd if (parallel: t20 > 256)
    for (long t21 = 0; t21 < t20; t21++)
      qf_bump_5(t21, q_y);
    double t23 = 0.0;
    #pragma omp parallel for reduction(+:t23) if (q_y->n > 16384)
    for (long t22 = 0; t22 < q_y->n; t22++) t23 += q_y->d[t22];
    q_print_num(t23);
    putchar('\n');
    goto q_return;
q_return:
    qa_release(q_x);
    qa_release(q_y);
    qa_release(q_z);
    qa_release(q_m);
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
