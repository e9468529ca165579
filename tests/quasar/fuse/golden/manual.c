/* ---- end of the run-time support; the program follows ---- */
static void q_script(void);
static inline __attribute__((always_inline)) void qf_shift_2(long q_pos0, qarr *q_d, qarr *q_s);
static inline __attribute__((always_inline)) void qf_shift_3(long q_pos0, qarr *q_d, qarr *q_s);
static inline __attribute__((always_inline)) void qf_damp_mix_damp_4(long q_pos0, qarr *q_s, double q_k, qarr *q_d, double q_k_2);
static inline __attribute__((always_inline)) void qf_mix_damp_5(long q_pos0, qarr *q_d, qarr *q_s, double q_k);
static inline __attribute__((always_inline)) void qf_mix_6(long q_pos0, qarr *q_d, qarr *q_s);
static inline __attribute__((always_inline)) void qf_mix_7(long q_pos0, qarr *q_d, qarr *q_s);
static inline __attribute__((always_inline)) void qf_shift_8(long q_pos0, qarr *q_d, qarr *q_s);
static inline __attribute__((always_inline)) void qf_shift_9(long q_pos0, qarr *q_d, qarr *q_s);
static void qf_main_1(long q_n);

static void q_script(void)
{
}

static inline __attribute__((always_inline)) void qf_shift_2(long q_pos0, qarr *q_d, qarr *q_s)
{
    /* shift, line 6 */
    long q_pos = q_pos0;
    q_d->d[q_pos] = (q_s->d[q_clamp((q_pos + 1L), q_s->n)] - q_s->d[q_pos]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_shift_3(long q_pos0, qarr *q_d, qarr *q_s)
{
    /* shift, line 6 */
    long q_pos = q_pos0;
    q_d->d[q_pos] = (q_s->d[(q_pos + 1L)] - q_s->d[q_pos]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_damp_mix_damp_4(long q_pos0, qarr *q_s, double q_k, qarr *q_d, double q_k_2)
{
    /* damp_mix_damp, line 10 */
    long q_pos = q_pos0;
    double q_v = 0;
    q_s->d[q_pos] = (q_k * q_s->d[q_pos]);
    q_v = q_d->d[q_pos];
    q_d->d[q_pos] = (q_v + (0.25 * q_s->d[q_pos]));
    q_s->d[q_pos] = (q_k_2 * q_s->d[q_pos]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_mix_damp_5(long q_pos0, qarr *q_d, qarr *q_s, double q_k)
{
    /* mix_damp, line 14 */
    long q_pos = q_pos0;
    double q_v = 0;
    q_v = q_d->d[q_pos];
    q_d->d[q_pos] = (q_v + (0.25 * q_s->d[q_pos]));
    q_s->d[q_pos] = (q_k * q_s->d[q_pos]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_mix_6(long q_pos0, qarr *q_d, qarr *q_s)
{
    /* mix, line 14 */
    long q_pos = q_pos0;
    double q_v = 0;
    q_v = q_d->d[q_pos];
    q_d->d[q_pos] = (q_v + (0.25 * q_s->d[q_pos]));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_mix_7(long q_pos0, qarr *q_d, qarr *q_s)
{
    /* mix, line 14 */
    long q_pos = q_pos0;
    double q_v = 0;
    q_v = q_d->d[q_pos];
    q_d->d[q_pos] = (q_v + (0.25 * q_s->d[q_pos]));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_shift_8(long q_pos0, qarr *q_d, qarr *q_s)
{
    /* shift, line 6 */
    long q_pos = q_pos0;
    q_d->d[q_pos] = (q_s->d[q_clamp((q_pos + 1L), q_s->n)] - q_s->d[q_clamp(q_pos, q_s->n)]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_shift_9(long q_pos0, qarr *q_d, qarr *q_s)
{
    /* shift, line 6 */
    long q_pos = q_pos0;
    q_d->d[q_pos] = (q_s->d[(q_pos + 1L)] - q_s->d[q_pos]);
    goto q_return;
q_return:
    return;
}

static void qf_main_1(long q_n)
{
    /* main, line 19 */
    qarr *q_s = NULL;
    long q_i = 0;
    qarr *q_d = NULL;
    qarr *q_e = NULL;
    qarr *q_g = NULL;
    qarr *q_h = NULL;
    qarr *t0 = qa_fill(1, 1, q_n, 1, 0.0);
    qa_set(&q_s, t0);
    long t1 = 0L, t2 = (q_n - 1L);
    #pragma omp parallel for if ((t2 - t1 + 1) > 256)
    for (q_i = t1; q_i <= t2; q_i += 1) {
        q_s->d[q_i] = cos((double)(((0.10000000000000001 * q_i) * q_i)));
    }
    qarr *t3 = qa_fill(1, 1, q_n, 1, 0.0);
    qa_set(&q_d, t3);
    qarr *t4 = qa_fill(1, 1, (q_n - 1L), 1, 0.0);
    qa_set(&q_e, t4);
    #pragma omp parallel
    {
        long t5 = (long)(q_s->n);
        long t7 = 0, t8 = t5; /* pos[0] where the accessors' tests are dropped */
        if (t8 > q_s->n - (1L)) t8 = q_s->n - (1L);
        if (t8 > q_s->n - (0L)) t8 = q_s->n - (0L);
        if (t7 > t5) t7 = t5;
        if (t8 < t7) t8 = t7;
        long t6;
        #pragma omp for
        for (t6 = 0; t6 < t7; t6++) qf_shift_2(t6, q_d, q_s);
        #pragma omp for simd
        for (t6 = t7; t6 < t8; t6++) qf_shift_3(t6, q_d, q_s);
        #pragma omp for
        for (t6 = t8; t6 < t5; t6++) qf_shift_2(t6, q_d, q_s);
        long t9 = (long)(q_s->n);
        #pragma omp for simd
        for (long t10 = 0; t10 < t9; t10++)
          qf_damp_mix_damp_4(t10, q_s, 0.90000000000000002, q_d, 0.5);
        long t11 = (long)(q_s->n);
        #pragma omp for simd
        for (long t12 = 0; t12 < t11; t12++)
          qf_mix_damp_5(t12, q_d, q_s, 2L);
        long t13 = (long)(q_e->n);
        #pragma omp for simd
        for (long t14 = 0; t14 < t13; t14++)
          qf_mix_6(t14, q_e, q_d);
    }
    qa_set(&q_g, qa_retain(q_d));
    qarr *t15 = qa_fill(1, 1, q_n, 1, 0.0);
    qa_set(&q_h, t15);
    #pragma omp parallel
    {
        long t16 = (long)(q_s->n);
        #pragma omp for simd
        for (long t17 = 0; t17 < t16; t17++)
          qf_mix_7(t17, q_d, q_s);
        long t18 = (long)(q_s->n);
        long t20 = 0, t21 = t18; /* pos[0] where the accessors' tests are dropped */
        if (t21 > q_g->n - (1L)) t21 = q_g->n - (1L);
        if (t21 > q_g->n - (0L)) t21 = q_g->n - (0L);
        if (t20 > t18) t20 = t18;
        if (t21 < t20) t21 = t20;
        long t19;
        #pragma omp for
        for (t19 = 0; t19 < t20; t19++) qf_shift_8(t19, q_h, q_g);
        #pragma omp for simd
        for (t19 = t20; t19 < t21; t19++) qf_shift_9(t19, q_h, q_g);
        #pragma omp for
        for (t19 = t21; t19 < t18; t19++) qf_shift_8(t19, q_h, q_g);
    }
    qval t22[4];
    double t24 = 0.0;
    #pragma omp parallel for reduction(+:t24) if (q_s->n > 16384)
    for (long t23 = 0; t23 < q_s->n; t23++) t24 += q_s->d[t23];
    t22[0] = (qval){0, (double)(t24), NULL};
    double t26 = 0.0;
    #pragma omp parallel for reduction(+:t26) if (q_d->n > 16384)
    for (long t25 = 0; t25 < q_d->n; t25++) t26 += q_d->d[t25];
    t22[1] = (qval){0, (double)(t26), NULL};
    double t28 = 0.0;
    #pragma omp parallel for reduction(+:t28) if (q_e->n > 16384)
    for (long t27 = 0; t27 < q_e->n; t27++) t28 += q_e->d[t27];
    t22[2] = (qval){0, (double)(t28), NULL};
    double t30 = 0.0;
    #pragma omp parallel for reduction(+:t30) if (q_h->n > 16384)
    for (long t29 = 0; t29 < q_h->n; t29++) t30 += q_h->d[t29];
    t22[3] = (qval){0, (double)(t30), NULL};
    char *t31 = q_vformat("%.6f %.6f %.6f %.6f\n", 4, t22);
    fputs(t31, stdout);
    qs_release(t31);
    goto q_return;
q_return:
    qa_release(q_s);
    qa_release(q_d);
    qa_release(q_e);
    qa_release(q_g);
    qa_release(q_h);
    return;
}

int main(int argc, char **argv)
{
    q_argc = argc;
    q_argv = argv;
    q_script();
    qf_main_1(argc > 1 ? atol(argv[1]) : 100L);
    q_xfer_report();
    return 0;
}
