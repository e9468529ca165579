/* ---- end of the run-time support; the program follows ---- */
static void q_script(void);
static void qf_smooth_2(long q_pos0, qarr *q_y, qarr *q_x);
static inline __attribute__((always_inline)) void qf_host_only_3(long q_pos0, qarr *q_y);
static void qf_cpu_sum_5(long q_pos0, qarr *q_x, qarr *q_part);
static inline __attribute__((always_inline)) void qf_cpu_sum_6(long q_pos0, long q_cnt, qarr *q_x, qarr *q_part);
static double qf_manual_sum_4(qarr *q_x);
static void qf_main_1(long q_n);

static void q_script(void)
{
}

static void qf_smooth_2(long q_pos0, qarr *q_y, qarr *q_x)
{
    /* smooth, line 10 */
    long q_pos = q_pos0;
    long q_blkpos = 0;
    {
        q_y->d[q_pos] = ((double)(((q_x->d[q_clamp((q_pos - 1L), q_x->n)] + (2L * q_x->d[q_clamp(q_pos, q_x->n)])) + q_x->d[q_clamp((q_pos + 1L), q_x->n)])) / (4L));
    }
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_host_only_3(long q_pos0, qarr *q_y)
{
    /* host_only, line 53 */
    long q_pos = q_pos0;
    {
        q_y->d[q_pos] = (q_y->d[q_pos] * 10L);
    }
    goto q_return;
q_return:
    return;
}

static void qf_cpu_sum_5(long q_pos0, qarr *q_x, qarr *q_part)
{
    /* cpu_sum, line 43 */
    long q_pos = q_pos0;
    double q_s = 0;
    long q_i = 0;
    q_s = 0;
    long t0 = 0L, t1 = 63L;
    for (q_i = t0; q_i <= t1; q_i += 1) {
        q_s += q_x->d[((q_pos * 64L) + q_i)];
    }
    q_part->d[q_pos] = q_s;
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_cpu_sum_6(long q_pos0, long q_cnt, qarr *q_x, qarr *q_part)
{
    /* cpu_sum, line 43 */
    double q_s[64] = {0};
    long q_i = 0;
    #pragma omp simd
    for (long q_l = 0; q_l < q_cnt; q_l++) {
        q_s[q_l] = 0;
    }
    long t0 = 0L, t1 = 63L;
    for (q_i = t0; q_i <= t1; q_i += 1) {
        #pragma omp simd
        for (long q_l = 0; q_l < q_cnt; q_l++) {
            long q_pos = q_pos0 + q_l;
            q_s[q_l] += q_x->d[((q_pos * 64L) + q_i)];
        }
    }
    #pragma omp simd
    for (long q_l = 0; q_l < q_cnt; q_l++) {
        long q_pos = q_pos0 + q_l;
        q_part->d[q_pos] = q_s[q_l];
    }
    goto q_return;
q_return:
    return;
}

static double qf_manual_sum_4(qarr *q_x)
{
    /* manual_sum, line 62 */
    double q_y = 0;
    long q_nb = 0;
    qarr *q_part = NULL;
    qa_retain(q_x);
    q_nb = ((long)(((double)(q_x->n) / (64L))));
    qarr *t0 = qa_fill(1, 1, q_nb, 1, 0.0);
    qa_set(&q_part, t0);
    {
        long t1 = (long)(q_nb);
        #pragma omp parallel for if (t1 > 256)
        for (long t2 = 0; t2 < t1; t2 += 64)
          { long t3 = t1 - t2 < 64 ? t1 - t2 : 64; if (t3 >= 8) qf_cpu_sum_6(t2, t3, q_x, q_part); else for (long t4 = 0; t4 < t3; t4++) qf_cpu_sum_5(t2 + t4, q_x, q_part); }
    }
    double t6 = 0.0;
    #pragma omp parallel for reduction(+:t6) if (q_part->n > 16384)
    for (long t5 = 0; t5 < q_part->n; t5++) t6 += q_part->d[t5];
    q_y = t6;
    goto q_return;
q_return:
    qa_release(q_x);
    qa_release(q_part);
    return q_y;
}

static void qf_main_1(long q_n)
{
    /* main, line 74 */
    qarr *q_x = NULL;
    long q_i = 0;
    qarr *q_y = NULL;
    qarr *q_z = NULL;
    qarr *t0 = qa_fill(1, 1, q_n, 1, 0.0);
    qa_set(&q_x, t0);
    long t1 = 0L, t2 = (q_n - 1L);
    #pragma omp parallel for if ((t2 - t1 + 1) > 256)
    for (q_i = t1; q_i <= t2; q_i += 1) {
        q_x->d[q_i] = ((double)(q_imod((q_i * 37L), 101L)) / (101L));
    }
    qarr *t3 = qa_fill(1, 1, q_n, 1, 0.0);
    qa_set(&q_y, t3);
    #pragma omp parallel
    {
        long t4 = (long)(q_n);
        #pragma omp for
        for (long t5 = 0; t5 < t4; t5++)
          qf_smooth_2(t5, q_y, q_x);
        long t6 = (long)(q_n);
        #pragma omp for simd
        for (long t7 = 0; t7 < t6; t7++)
          qf_host_only_3(t7, q_y);
    }
    qarr *t8 = qa_fill(1, 1, q_n, 1, 0.0);
    qa_set(&q_z, t8);
    long t9 = (long)(q_n);
    #pragma omp parallel for if (t9 > 256)
    for (long t10 = 0; t10 < t9; t10++)
      qf_smooth_2(t10, q_z, q_y);
    fputs("smooth, host_only, smooth: ", stdout);
    double t12 = 0.0;
    #pragma omp parallel for reduction(+:t12) if (q_y->n > 16384)
    for (long t11 = 0; t11 < q_y->n; t11++) t12 += q_y->d[t11];
    q_print_num(t12);
    fputs(" ", stdout);
    q_print_num(q_y->d[0L]);
    fputs(" ", stdout);
    q_print_num(q_y->d[(q_n - 1L)]);
    fputs(" ", stdout);
    double t14 = 0.0;
    #pragma omp parallel for reduction(+:t14) if (q_z->n > 16384)
    for (long t13 = 0; t13 < q_z->n; t13++) t14 += q_z->d[t13];
    q_print_num(t14);
    putchar('\n');
    fputs("manual_sum: ", stdout);
    q_print_num(qf_manual_sum_4(q_x));
    fputs(" (sum: ", stdout);
    double t16 = 0.0;
    #pragma omp parallel for reduction(+:t16) if (q_x->n > 16384)
    for (long t15 = 0; t15 < q_x->n; t15++) t16 += q_x->d[t15];
    q_print_num(t16);
    fputs(")", stdout);
    putchar('\n');
    {
        fputs("host: cpu", stdout);
        putchar('\n');
    }
    goto q_return;
q_return:
    qa_release(q_x);
    qa_release(q_y);
    qa_release(q_z);
    return;
}

int main(int argc, char **argv)
{
    q_argc = argc;
    q_argv = argv;
    q_script();
    qf_main_1(argc > 1 ? atol(argv[1]) : 256L);
    q_xfer_report();
    return 0;
}
