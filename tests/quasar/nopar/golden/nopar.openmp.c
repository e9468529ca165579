/* ---- end of the run-time support; the program follows ---- */
static void q_script(void);
static void qf_part_2(qarr *q_A, qarr *q_B, long q_n);
static void qf_main_1(long q_n);

static void q_script(void)
{
}

static void qf_part_2(qarr *q_A, qarr *q_B, long q_n)
{
    /* part, line 33 */
    qarr *q_D = NULL;
    long q_i = 0;
    long q_j = 0;
    qarr *q_E = NULL;
    qa_retain(q_A);
    qa_retain(q_B);
    qarr *t0 = qa_fill(2, (long)(q_n), (long)(q_n), 1, 0.0);
    qa_set(&q_D, t0);
    long t1 = 0L, t2 = (q_n - 1L);
    for (q_i = t1; q_i <= t2; q_i += 1) {
        long t3 = 0L, t4 = (q_n - 1L);
        for (q_j = t3; q_j <= t4; q_j += 1) {
            q_D->d[(q_i) * q_D->dim[1] + (q_j)] = (q_A->d[(q_i) * q_A->dim[1] + (q_j)] - q_B->d[(q_j) * q_B->dim[1] + (q_i)]);
        }
    }
    qarr *t6 = qa_like(q_D);
    for (long t5 = 0; t5 < t6->n; t5++) t6->d[t5] = ((q_D->d[t5] * q_D->d[t5]) + 1L);
    qa_set(&q_E, t6);
    qval t7[2];
    double t9 = 0.0;
    for (long t8 = 0; t8 < q_E->n; t8++) t9 += q_E->d[t8];
    t7[0] = (qval){0, (double)(t9), NULL};
    t7[1] = (qval){0, (double)(q_D->d[((q_n - 1L)) * q_D->dim[1] + (2L)]), NULL};
    char *t10 = q_vformat("%.9f %.9f\n", 2, t7);
    fputs(t10, stdout);
    qs_release(t10);
    goto q_return;
q_return:
    qa_release(q_A);
    qa_release(q_B);
    qa_release(q_D);
    qa_release(q_E);
    return;
}

static void qf_main_1(long q_n)
{
    /* main, line 7 */
    qarr *q_A = NULL;
    qarr *q_B = NULL;
    long q_i = 0;
    long q_j = 0;
    double q_s = 0;
    qarr *q_C = NULL;
    qarr *t0 = qa_fill(2, (long)(q_n), (long)(q_n), 1, 0.0);
    qa_set(&q_A, t0);
    qarr *t1 = qa_fill(2, (long)(q_n), (long)(q_n), 1, 0.0);
    qa_set(&q_B, t1);
    long t2 = 0L, t3 = (q_n - 1L);
    for (q_i = t2; q_i <= t3; q_i += 1) {
        long t4 = 0L, t5 = (q_n - 1L);
        for (q_j = t4; q_j <= t5; q_j += 1) {
            q_A->d[(q_i) * q_A->dim[1] + (q_j)] = (sin((double)((q_i * 0.10000000000000001))) + ((double)(q_j) / (q_n)));
        }
    }
    long t6 = 0L, t7 = (q_n - 1L);
    for (q_i = t6; q_i <= t7; q_i += 1) {
        long t8 = 0L, t9 = (q_n - 1L);
        for (q_j = t8; q_j <= t9; q_j += 1) {
            q_B->d[(q_i) * q_B->dim[1] + (q_j)] = ((q_A->d[(q_i) * q_A->dim[1] + (q_j)] * 2L) - q_A->d[(((q_n - 1L) - q_i)) * q_A->dim[1] + (q_j)]);
        }
    }
    q_s = 0;
    long t10 = 0L, t11 = (q_n - 1L);
    for (q_i = t10; q_i <= t11; q_i += 1) {
        q_s += (q_A->d[(q_i) * q_A->dim[1] + (3L)] * q_B->d[(3L) * q_B->dim[1] + (q_i)]);
    }
    if (q_B->n != q_A->n) q_fail("nopar.q:24: element-wise operands of different sizes");
    if (q_B->n != q_A->n) q_fail("nopar.q:24: element-wise operands of different sizes");
    if (q_B->n != q_A->n) q_fail("nopar.q:24: element-wise operands of different sizes");
    qarr *t13 = qa_like(q_A);
    for (long t12 = 0; t12 < t13->n; t12++) t13->d[t12] = ((q_A->d[t12] * q_B->d[t12]) + (exp((double)((-(q_A->d[t12])))) / (1L + (q_B->d[t12] * q_B->d[t12]))));
    qa_set(&q_C, t13);
    qval t14[5];
    t14[0] = (qval){0, (double)(q_s), NULL};
    double t16 = 0.0;
    for (long t15 = 0; t15 < q_C->n; t15++) t16 += q_C->d[t15];
    t14[1] = (qval){0, (double)(t16), NULL};
    double t18 = -INFINITY;
    for (long t17 = 0; t17 < q_B->n; t17++) t18 = fmax(t18, q_B->d[t17]);
    t14[2] = (qval){0, (double)(t18), NULL};
    if (q_B->n != q_A->n) q_fail("nopar.q:25: element-wise operands of different sizes");
    double t20 = INFINITY;
    for (long t19 = 0; t19 < q_A->n; t19++) t20 = fmin(t20, (q_A->d[t19] * q_B->d[t19]));
    t14[3] = (qval){0, (double)(t20), NULL};
    double t22 = 0.0;
    for (long t21 = 0; t21 < q_C->n; t21++) t22 += (q_C->d[t21] * q_C->d[t21]);
    t14[4] = (qval){0, (double)((t22 / (double)q_C->n)), NULL};
    char *t23 = q_vformat("%.9f %.9f %.9f %.9f %.9f\n", 5, t14);
    fputs(t23, stdout);
    qs_release(t23);
    qf_part_2(q_A, q_B, q_n);
    goto q_return;
q_return:
    qa_release(q_A);
    qa_release(q_B);
    qa_release(q_C);
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
