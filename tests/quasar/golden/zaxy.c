/* ---- end of the run-time support; the program follows ---- */
static qarr *qf_f_1(qarr *q_A, qarr *q_X, qarr *q_Y);
static void qf_add4_2(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x);
static inline __attribute__((always_inline)) void qf_add4_3(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x);
static void q_script(void);

static qarr *qf_f_1(qarr *q_A, qarr *q_X, qarr *q_Y)
{
    /* f, line 2 */
    qarr *q_Z = NULL;
    qa_retain(q_A);
    qa_retain(q_X);
    qa_retain(q_Y);
    if (q_X->n != q_A->n) q_fail("zaxy.q:3: element-wise operands of different sizes");
    if (q_Y->n != q_A->n) q_fail("zaxy.q:3: element-wise operands of different sizes");
    qarr *t1 = qa_like(q_A);
    #pragma omp parallel for if (t1->n > 16384)
    for (long t0 = 0; t0 < t1->n; t0++) t1->d[t0] = (((q_A->d[t0] * q_X->d[t0]) + q_Y->d[t0]) + 4L);
    qa_set(&q_Z, t1);
    goto q_return;
q_return:
    qa_release(q_A);
    qa_release(q_X);
    qa_release(q_Y);
    return q_Z;
}

static void qf_add4_2(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x)
{
    /* add4, line 6 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    #pragma omp atomic
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] += (4 * q_x->d[(q_clamp((q_pos[0] + 0L), q_x->dim[0])) * q_x->dim[1] + (q_clamp((q_pos[1] + 1L), q_x->dim[1]))]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_add4_3(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x)
{
    /* add4, line 6 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    #pragma omp atomic
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] += (4 * q_x->d[((q_pos[0] + 0L)) * q_x->dim[1] + ((q_pos[1] + 1L))]);
    goto q_return;
q_return:
    return;
}

static void q_script(void)
{
    qarr *q_A = NULL;
    qarr *q_Z = NULL;
    double q_total = 0;
    long q_i = 0;
    long q_j = 0;
    qarr *t0 = qa_fill(2, (long)(3L), (long)(4L), 1, 1.0);
    qa_set(&q_A, t0);
    qarr *t1 = qf_f_1(q_A, q_A, q_A);
    qa_set(&q_Z, t1);
    long t2 = (long)(q_Z->dim[0]);
    long t3 = (long)(q_Z->dim[1]);
    long t6 = 0, t7 = t2; /* pos[0] where the accessors' tests are dropped */
    long t8 = 0, t9 = t3; /* pos[1] where the accessors' tests are dropped */
    if (t7 > q_A->dim[0] - (0L)) t7 = q_A->dim[0] - (0L);
    if (t9 > q_A->dim[1] - (1L)) t9 = q_A->dim[1] - (1L);
    if (t6 > t2) t6 = t2;
    if (t7 < t6) t7 = t6;
    if (t8 > t3) t8 = t3;
    if (t9 < t8) t9 = t8;
    #pragma omp parallel for if (t2 * t3 > 256)
    for (long t4 = 0; t4 < t2; t4++) {
        long t10 = t4 >= t6 && t4 < t7 ? t8 : t3, t11 = t4 >= t6 && t4 < t7 ? t9 : t3, t5;
        for (t5 = 0; t5 < t10; t5++) qf_add4_2(t4, t5, q_Z, q_A);
        for (t5 = t10; t5 < t11; t5++) qf_add4_3(t4, t5, q_Z, q_A);
        for (t5 = t11; t5 < t3; t5++) qf_add4_2(t4, t5, q_Z, q_A);
    }
    q_total = 0;
    long t12 = 0L, t13 = (qa_size(q_Z, 0L) - 1L);
    long t14 = 0L, t15 = (qa_size(q_Z, 1L) - 1L);
    #pragma omp parallel for collapse(2) if ((t13 - t12 + 1) * (t15 - t14 + 1) > 256) reduction(+:q_total)
    for (q_i = t12; q_i <= t13; q_i += 1) {
        for (q_j = t14; q_j <= t15; q_j += 1) {
            q_total += (q_Z->d[(q_i) * q_Z->dim[1] + (q_j)] * q_j);
        }
    }
    q_print_num(q_total);
    fputs(" ", stdout);
    double t17 = 0.0;
    #pragma omp parallel for reduction(+:t17) if (q_Z->n > 16384)
    for (long t16 = 0; t16 < q_Z->n; t16++) t17 += (q_Z->d[t16] * q_Z->d[t16]);
    q_print_num(t17);
    putchar('\n');
    qa_release(q_A);
    qa_release(q_Z);
}

int main(int argc, char **argv)
{
    q_argc = argc;
    q_argv = argv;
    q_script();
    q_xfer_report();
    return 0;
}
