/* ---- end of the run-time support; the program follows ---- */
static void q_script(void);
static qarr *qf_smooth_2(qarr *q_x);
static void qf_split_3(qarr *q_x, qarr **q_lo_out, qarr **q_hi_out);
static qarr *ql_4(qarr *q_v);
static void qf_main_1(long q_iters);

static void q_script(void)
{
}

static qarr *qf_smooth_2(qarr *q_x)
{
    /* smooth, line 5 */
    qarr *q_y = NULL;
    long q_n = 0;
    qa_retain(q_x);
    q_n = q_x->n;
    qarr *t1 = qa_like(q_x);
    #pragma omp parallel for if (t1->n > 16384)
    for (long t0 = 0; t0 < t1->n; t0++) t1->d[t0] = (0.5 * q_x->d[t0]);
    qa_set(&q_y, t1);
    qarr *t3 = qa_slice(q_y, 1, (qsel){1, 0L, (q_n - 2L), 1}, (qsel){0, 0, 0, 1}, (qsel){0, 0, 0, 1});
    qarr *t4 = qa_slice(q_x, 1, (qsel){1, 1L, (q_n - 1L), 1}, (qsel){0, 0, 0, 1}, (qsel){0, 0, 0, 1});
    if (t4->n != t3->n) q_fail("alloc.q:8: element-wise operands of different sizes");
    qarr *t5 = qa_like(t3);
    #pragma omp parallel for if (t5->n > 16384)
    for (long t2 = 0; t2 < t5->n; t2++) t5->d[t2] = (t3->d[t2] + (0.25 * t4->d[t2]));
    qa_slice_set(q_y, 1, (qsel){1, 0L, (q_n - 2L), 1}, (qsel){0, 0, 0, 1}, (qsel){0, 0, 0, 1}, t5, 0);
    qa_release(t3);
    qa_release(t4);
    qa_release(t5);
    qarr *t7 = qa_slice(q_y, 1, (qsel){1, 1L, (q_n - 1L), 1}, (qsel){0, 0, 0, 1}, (qsel){0, 0, 0, 1});
    qarr *t8 = qa_slice(q_x, 1, (qsel){1, 0L, (q_n - 2L), 1}, (qsel){0, 0, 0, 1}, (qsel){0, 0, 0, 1});
    if (t8->n != t7->n) q_fail("alloc.q:9: element-wise operands of different sizes");
    qarr *t9 = qa_like(t7);
    #pragma omp parallel for if (t9->n > 16384)
    for (long t6 = 0; t6 < t9->n; t6++) t9->d[t6] = (t7->d[t6] + (0.25 * t8->d[t6]));
    qa_slice_set(q_y, 1, (qsel){1, 1L, (q_n - 1L), 1}, (qsel){0, 0, 0, 1}, (qsel){0, 0, 0, 1}, t9, 0);
    qa_release(t7);
    qa_release(t8);
    qa_release(t9);
    goto q_return;
q_return:
    qa_release(q_x);
    return q_y;
}

static void qf_split_3(qarr *q_x, qarr **q_lo_out, qarr **q_hi_out)
{
    /* split, line 12 */
    qarr *q_lo = NULL;
    qarr *q_hi = NULL;
    long q_n = 0;
    qa_retain(q_x);
    q_n = q_x->n;
    qarr *t0 = qa_slice(q_x, 1, (qsel){1, 0L, (((double)(q_n) / (2L)) - 1L), 1}, (qsel){0, 0, 0, 1}, (qsel){0, 0, 0, 1});
    qa_set(&q_lo, t0);
    qarr *t1 = qa_slice(q_x, 1, (qsel){1, ((double)(q_n) / (2L)), (q_n - 1L), 1}, (qsel){0, 0, 0, 1}, (qsel){0, 0, 0, 1});
    qarr *t2 = qa_copy(t1);
    qa_set(&q_hi, t2);
    qa_release(t1);
    goto q_return;
q_return:
    qa_release(q_x);
    *q_lo_out = q_lo;
    *q_hi_out = q_hi;
}

static qarr *ql_4(qarr *q_v)
{
    qarr *t1 = qa_like(q_v);
    #pragma omp parallel for if (t1->n > 16384)
    for (long t0 = 0; t0 < t1->n; t0++) t1->d[t0] = (q_v->d[t0] * q_v->d[t0]);
    qarr * t2 = t1;
    return t2;
}

static void qf_main_1(long q_iters)
{
    /* main, line 18 */
    qarr *q_x = NULL;
    qarr *q_acc = NULL;
    double q_total = 0;
    long q_it = 0;
    qarr *q_a = NULL;
    qarr *q_b = NULL;
    qarr *q_c = NULL;
    long q_k = 0;
    qarr *t0 = qa_linspace(0L, 1L, 16L);
    qa_set(&q_x, t0);
    qarr *t1 = qa_fill(1, 1, 16L, 1, 0.0);
    qa_set(&q_acc, t1);
    q_total = 0;
    long t2 = 1L, t3 = q_iters;
    for (q_it = t2; q_it <= t3; q_it += 1) {
        qarr *t5 = qf_smooth_2(q_x);
        qarr *t6 = qa_like(t5);
        #pragma omp parallel for if (t6->n > 16384)
        for (long t4 = 0; t4 < t6->n; t4++) t6->d[t4] = (t5->d[t4] + 0.01);
        qa_set(&q_x, t6);
        qa_release(t5);
        qarr *t7 = q_a;
        qarr *t8 = q_b;
        qf_split_3(q_x, &q_a, &q_b);
        qa_release(t7);
        qa_release(t8);
        qarr *t10 = ql_4(q_x);
        if (t10->n != q_acc->n) q_fail("alloc.q:26: element-wise operands of different sizes");
        qarr *t11 = qa_like(q_acc);
        #pragma omp parallel for if (t11->n > 16384)
        for (long t9 = 0; t9 < t11->n; t9++) t11->d[t9] = (q_acc->d[t9] + t10->d[t9]);
        qa_set(&q_acc, t11);
        qa_release(t10);
        double t13 = 0.0;
        #pragma omp parallel for reduction(+:t13) if (q_a->n > 16384)
        for (long t12 = 0; t12 < q_a->n; t12++) t13 += (q_a->d[t12] * 2L);
        if ((t13 > 100L)) {
            q_total += 1L;
        } else {
            double t15 = 0.0;
            #pragma omp parallel for reduction(+:t15) if (q_b->n > 16384)
            for (long t14 = 0; t14 < q_b->n; t14++) t15 += (q_b->d[t14] * 3L);
            if ((t15 > 0L)) {
                qarr *t17 = ql_4(q_b);
                double t18 = 0.0;
                #pragma omp parallel for reduction(+:t18) if (t17->n > 16384)
                for (long t16 = 0; t16 < t17->n; t16++) t18 += t17->d[t16];
                q_total += t18;
                qa_release(t17);
            }
        }
        qa_set(&q_c, qa_retain(q_a));
        qa_set(&q_a, qa_retain(q_b));
        qa_set(&q_b, qa_retain(q_c));
        q_k = 0L;
        for (;;) {
            if (q_a->n != q_c->n) q_fail("alloc.q:36: element-wise operands of different sizes");
            double t20 = 0.0;
            #pragma omp parallel for reduction(+:t20) if (q_c->n > 16384)
            for (long t19 = 0; t19 < q_c->n; t19++) t20 += fabs((double)((q_c->d[t19] - q_a->d[t19])));
            if (!(((t20 > 0L) && (q_k < 2L)))) break;
            q_k += 1L;
            qa_set(&q_c, qa_retain(q_a));
        }
        double t22 = -INFINITY;
        #pragma omp parallel for reduction(max:t22) if (q_c->n > 16384)
        for (long t21 = 0; t21 < q_c->n; t21++) t22 = fmax(t22, q_c->d[t21]);
        q_total += (t22 + 3L);
    }
    double t24 = 0.0;
    #pragma omp parallel for reduction(+:t24) if (q_acc->n > 16384)
    for (long t23 = 0; t23 < q_acc->n; t23++) t24 += q_acc->d[t23];
    q_print_num(t24);
    fputs(" ", stdout);
    q_print_num(q_total);
    putchar('\n');
    goto q_return;
q_return:
    qa_release(q_x);
    qa_release(q_acc);
    qa_release(q_a);
    qa_release(q_b);
    qa_release(q_c);
    return;
}

int main(int argc, char **argv)
{
    q_argc = argc;
    q_argv = argv;
    q_script();
    qf_main_1(argc > 1 ? atol(argv[1]) : 20L);
    q_xfer_report();
    return 0;
}
