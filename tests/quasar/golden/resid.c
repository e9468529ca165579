/* ---- end of the run-time support; the program follows ---- */
static void q_script(void);
static void qf_scale_3(long q_pos0, qarr *q_y, qarr *q_x, double q_a);
static qarr *qf_step_2(qarr *q_x);
static void qf_scale_4(long q_pos0, qarr *q_y, qarr *q_x, double q_a);
static void qf_bump_5(long q_pos0, qarr *q_y);
static void qf_twice_6(long q_pos0, long q_pos1, qarr *q_m);
static void qf_main_1(void);

static void q_script(void)
{
}

static void qf_scale_3(long q_pos0, qarr *q_y, qarr *q_x, double q_a)
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
    qarr *t0 = qa_fill(1, 1, q_x->n, 1, 0.0);
    q_y = t0;
    long t1 = (long)(q_x->n);
    #pragma omp parallel for if (t1 > 256)
    for (long t2 = 0; t2 < t1; t2++)
      qf_scale_3(t2, q_y, q_x, 0.5);
    goto q_return;
q_return:
    return q_y;
}

static void qf_scale_4(long q_pos0, qarr *q_y, qarr *q_x, double q_a)
{
    /* scale, line 4 */
    long q_pos = q_pos0;
    q_y->d[q_pos] = (q_a * q_x->d[q_pos]);
    goto q_return;
q_return:
    return;
}

static void qf_bump_5(long q_pos0, qarr *q_y)
{
    /* bump, line 8 */
    long q_pos = q_pos0;
    q_y->d[q_pos] = (q_y->d[q_pos] + 1L);
    goto q_return;
q_return:
    return;
}

static void qf_twice_6(long q_pos0, long q_pos1, qarr *q_m)
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
    q_x = qa_linspace(1L, 8L, 8L);
    qarr *t0 = qa_fill(1, 1, 8L, 1, 0.0);
    q_y = t0;
    long t1 = (long)(8L);
    #pragma omp parallel for if (t1 > 256)
    for (long t2 = 0; t2 < t1; t2++)
      qf_scale_4(t2, q_y, q_x, 2L);
    q_print_num(q_y->d[0L]);
    fputs(" ", stdout);
    q_print_num(q_y->d[7L]);
    putchar('\n');
    q_y->d[1L] = 100L;
    long t3 = (long)(8L);
    #pragma omp parallel for if (t3 > 256)
    for (long t4 = 0; t4 < t3; t4++)
      qf_bump_5(t4, q_y);
    qa_print(q_y);
    putchar('\n');
    q_z = q_y;
    long t5 = (long)(8L);
    #pragma omp parallel for if (t5 > 256)
    for (long t6 = 0; t6 < t5; t6++)
      qf_bump_5(t6, q_z);
    q_print_num(q_y->d[1L]);
    putchar('\n');
    q_n = 0L;
    for (;;) {
        if (!((q_y->d[0L] < 40L))) break;
        long t7 = (long)(8L);
        #pragma omp parallel for if (t7 > 256)
        for (long t8 = 0; t8 < t7; t8++)
          qf_bump_5(t8, q_y);
        q_n += 1L;
    }
    printf("%ld", (long)(q_n));
    fputs(" ", stdout);
    q_print_num(q_y->d[0L]);
    putchar('\n');
    long t9 = 1L, t10 = 3L;
    for (q_i = t9; q_i <= t10; q_i += 1) {
        q_x = qf_step_2(q_x);
        q_x->d[0L] = (q_x->d[0L] + q_i);
    }
    qa_print(q_x);
    putchar('\n');
    q_m = qa_reshape(q_y, 2, 2L, 4L, 1);
    long t11 = (long)(q_m->dim[0]);
    long t12 = (long)(q_m->dim[1]);
    #pragma omp parallel for collapse(2) if (t11 * t12 > 256)
    for (long t13 = 0; t13 < t11; t13++)
      for (long t14 = 0; t14 < t12; t14++)
        qf_twice_6(t13, t14, q_m);
    qa_print(q_m);
    putchar('\n');
    q_print_num(q_y->d[7L]);
    putchar('\n');
    long t15 = (long)(8L);
    for (long t16 = 0; t16 < t15; t16++)
      qf_bump_5(t16, q_y);
    long t17 = (long)(8L);
    #pragma omp parallel for if (t17 > 256)
    for (long t18 = 0; t18 < t17; t18++)
      qf_bump_5(t18, q_y);
    double t20 = 0.0;
    #pragma omp parallel for reduction(+:t20) if (q_y->n > 16384)
    for (long t19 = 0; t19 < q_y->n; t19++) t20 += q_y->d[t19];
    q_print_num(t20);
    putchar('\n');
    goto q_return;
q_return:
    return;
}

int main(int argc, char **argv)
{
    q_argc = argc;
    q_argv = argv;
    q_script();
    qf_main_1();
    return 0;
}
