/* ---- end of the run-time support; the program follows ---- */
static void qf_histogram_1(long q_pos0, qarr *q_h, qarr *q_x);
static double qf_tent_3(double q_x);
static void qf_shifts_2(long q_pos0, long q_pos1, qarr *q_y, qarr *q_c, qarr *q_m, qarr *q_s, qarr *q_k);
static void qf_extremes_4(long q_pos0, long q_pos1, long q_pos2, qarr *q_lo, qarr *q_hi, qarr *q_v);
static void ql_5(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x);
static void ql_6(long q_pos0, long q_pos1, qarr *q_y);
static void q_script(void);

static void qf_histogram_1(long q_pos0, qarr *q_h, qarr *q_x)
{
    /* histogram, line 7 */
    long q_pos = q_pos0;
    long q_b = 0;
    q_b = ((long)(floor((double)((q_x->d[q_pos] * q_h->n)))));
    #pragma omp atomic
    q_h->d[q_b] += 1L;
    goto q_return;
q_return:
    return;
}

static double qf_tent_3(double q_x)
{
    /* tent, line 3 */
    double q_y = 0;
    q_y = fmax((double)(0L), (double)((1L - fabs((double)(q_x)))));
    goto q_return;
q_return:
    return q_y;
}

static void qf_shifts_2(long q_pos0, long q_pos1, qarr *q_y, qarr *q_c, qarr *q_m, qarr *q_s, qarr *q_k)
{
    /* shifts, line 12 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = ((((q_c->d[(q_circ((q_pos[0] + 0L), q_c->dim[0])) * q_c->dim[1] + (q_circ((q_pos[1] + 5L), q_c->dim[1]))] + (2L * q_m->d[(q_mirror((q_pos[0] - 3L), q_m->dim[0])) * q_m->dim[1] + (q_mirror((q_pos[1] - 0L), q_m->dim[1]))])) + (4L * ((((q_pos[0] + 1L)) >= 0 && ((q_pos[0] + 1L)) < q_s->dim[0] && ((q_pos[1] + 1L)) >= 0 && ((q_pos[1] + 1L)) < q_s->dim[1]) ? q_s->d[((q_pos[0] + 1L)) * q_s->dim[1] + ((q_pos[1] + 1L))] : 0.0))) + qf_tent_3(((double)(q_k->d[(q_pos[0]) * q_k->dim[1] + (q_pos[1])]) / (8L)))) + qa_size(q_k, 1L));
    goto q_return;
q_return:
    return;
}

static void qf_extremes_4(long q_pos0, long q_pos1, long q_pos2, qarr *q_lo, qarr *q_hi, qarr *q_v)
{
    /* extremes, line 16 */
    long q_pos[3] = {q_pos0, q_pos1, q_pos2};
    #pragma omp critical(q_minmax)
    q_lo->d[0L] = fmin(q_lo->d[0L], q_v->d[((q_pos[0]) * q_v->dim[1] + (q_pos[1])) * q_v->dim[2] + (q_pos[2])]);
    #pragma omp critical(q_minmax)
    q_hi->d[0L] = fmax(q_hi->d[0L], q_v->d[((q_pos[0]) * q_v->dim[1] + (q_pos[1])) * q_v->dim[2] + (q_pos[2])]);
    goto q_return;
q_return:
    return;
}

static void ql_5(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x)
{
    long q_pos[3] = {q_pos0, q_pos1, 0};
    #pragma omp atomic
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] += (4 * q_x->d[(q_pos[0]) * q_x->dim[1] + (q_pos[1])]);
}

static void ql_6(long q_pos0, long q_pos1, qarr *q_y)
{
    long q_pos[3] = {q_pos0, q_pos1, 0};
    if (((q_pos[0] + 1L)) >= 0 && ((q_pos[0] + 1L)) < q_y->dim[0] && ((q_pos[1] + 0L)) >= 0 && ((q_pos[1] + 0L)) < q_y->dim[1]) {
        #pragma omp atomic
        q_y->d[((q_pos[0] + 1L)) * q_y->dim[1] + ((q_pos[1] + 0L))] += 1L;
    }
}

static void q_script(void)
{
    long q_n = 0;
    qarr *q_x = NULL;
    long q_i = 0;
    qarr *q_h = NULL;
    qarr *q_A = NULL;
    long q_j = 0;
    qarr *q_Y = NULL;
    qarr *q_V = NULL;
    long q_k = 0;
    qarr *q_lo = NULL;
    qarr *q_hi = NULL;
    q_n = 1000L;
    qarr *t0 = qa_fill(1, 1, q_n, 1, 0.0);
    qa_set(&q_x, t0);
    long t1 = 0L, t2 = (q_n - 1L);
    #pragma omp parallel for
    for (q_i = t1; q_i <= t2; q_i += 1) {
        q_x->d[q_i] = ((double)(q_imod((q_i * 37L), 101L)) / (101L));
    }
    qarr *t3 = qa_fill(1, 1, 10L, 1, 0.0);
    qa_set(&q_h, t3);
    long t4 = (long)(q_x->n);
    #pragma omp parallel for if (t4 > 256)
    for (long t5 = 0; t5 < t4; t5++)
      qf_histogram_1(t5, q_h, q_x);
    fputs("histogram=", stdout);
    qa_print(q_h);
    fputs(" total=", stdout);
    double t7 = 0.0;
    #pragma omp parallel for reduction(+:t7) if (q_h->n > 16384)
    for (long t6 = 0; t6 < q_h->n; t6++) t7 += q_h->d[t6];
    q_print_num(t7);
    putchar('\n');
    qarr *t8 = qa_fill(2, (long)(6L), (long)(7L), 1, 0.0);
    qa_set(&q_A, t8);
    long t9 = 0L, t10 = 5L;
    long t11 = 0L, t12 = 6L;
    #pragma omp parallel for collapse(2)
    for (q_i = t9; q_i <= t10; q_i += 1) {
        for (q_j = t11; q_j <= t12; q_j += 1) {
            q_A->d[(q_i) * q_A->dim[1] + (q_j)] = ((q_i * 7L) + q_j);
        }
    }
    qarr *t13 = qa_fill(2, q_A->dim[0], q_A->dim[1], 1, 0.0);
    qa_set(&q_Y, t13);
    long t14 = (long)(q_A->dim[0]);
    long t15 = (long)(q_A->dim[1]);
    #pragma omp parallel for collapse(2) if (t14 * t15 > 256)
    for (long t16 = 0; t16 < t14; t16++)
      for (long t17 = 0; t17 < t15; t17++)
        qf_shifts_2(t16, t17, q_Y, q_A, q_A, q_A, q_A);
    fputs("shifts=", stdout);
    double t19 = 0.0;
    #pragma omp parallel for reduction(+:t19) if (q_Y->n > 16384)
    for (long t18 = 0; t18 < q_Y->n; t18++) t19 += q_Y->d[t18];
    q_print_num(t19);
    fputs(" ", stdout);
    q_print_num(q_Y->d[(0L) * q_Y->dim[1] + (0L)]);
    fputs(" ", stdout);
    q_print_num(q_Y->d[(5L) * q_Y->dim[1] + (6L)]);
    fputs(" ", stdout);
    q_print_num(q_Y->d[(2L) * q_Y->dim[1] + (3L)]);
    putchar('\n');
    qarr *t20 = qa_fill(3, (long)(3L), (long)(4L), (long)(5L), 0.0);
    qa_set(&q_V, t20);
    long t21 = 0L, t22 = 2L;
    long t23 = 0L, t24 = 3L;
    long t25 = 0L, t26 = 4L;
    #pragma omp parallel for collapse(3)
    for (q_i = t21; q_i <= t22; q_i += 1) {
        for (q_j = t23; q_j <= t24; q_j += 1) {
            for (q_k = t25; q_k <= t26; q_k += 1) {
                q_V->d[((q_i) * q_V->dim[1] + (q_j)) * q_V->dim[2] + (q_k)] = sin((double)(((q_i + (2L * q_j)) + (3L * q_k))));
            }
        }
    }
    qarr *t27 = qa_uninit(1, 1, 1, 1);
    t27->d[0] = 10;
    qa_set(&q_lo, t27);
    qarr *t28 = qa_uninit(1, 1, 1, 1);
    t28->d[0] = (-10);
    qa_set(&q_hi, t28);
    qarr *t30 = qa_fill(1, 1, 1L, 1, 1.0);
    qarr *t31 = qa_like(t30);
    #pragma omp parallel for if (t31->n > 16384)
    for (long t29 = 0; t29 < t31->n; t29++) t31->d[t29] = (t30->d[t29] * 10L);
    qa_set(&q_lo, t31);
    qa_release(t30);
    qarr *t33 = qa_fill(1, 1, 1L, 1, 1.0);
    long t34 = (-10L);
    qarr *t35 = qa_like(t33);
    #pragma omp parallel for if (t35->n > 16384)
    for (long t32 = 0; t32 < t35->n; t32++) t35->d[t32] = (t33->d[t32] * t34);
    qa_set(&q_hi, t35);
    qa_release(t33);
    long t36 = (long)(q_V->dim[0]);
    long t37 = (long)(q_V->dim[1]);
    long t38 = (long)(q_V->dim[2]);
    #pragma omp parallel for collapse(3) if (t36 * t37 * t38 > 256)
    for (long t39 = 0; t39 < t36; t39++)
      for (long t40 = 0; t40 < t37; t40++)
        for (long t41 = 0; t41 < t38; t41++)
          qf_extremes_4(t39, t40, t41, q_lo, q_hi, q_V);
    qval t42[2];
    t42[0] = (qval){0, (double)(q_lo->d[0L]), NULL};
    t42[1] = (qval){0, (double)(q_hi->d[0L]), NULL};
    char *t43 = q_vformat("extremes=%.6f %.6f\n", 2, t42);
    fputs(t43, stdout);
    qs_release(t43);
    long t44 = (long)(q_A->dim[0]);
    long t45 = (long)(q_A->dim[1]);
    #pragma omp parallel for collapse(2) if (t44 * t45 > 256)
    for (long t46 = 0; t46 < t44; t46++)
      for (long t47 = 0; t47 < t45; t47++)
        ql_5(t46, t47, q_Y, q_A);
    fputs("lambda kernel=", stdout);
    double t49 = 0.0;
    #pragma omp parallel for reduction(+:t49) if (q_Y->n > 16384)
    for (long t48 = 0; t48 < q_Y->n; t48++) t49 += q_Y->d[t48];
    q_print_num(t49);
    putchar('\n');
    long t50 = (long)(q_A->dim[0]);
    long t51 = (long)(q_A->dim[1]);
    #pragma omp parallel for collapse(2) if (t50 * t51 > 256)
    for (long t52 = 0; t52 < t50; t52++)
      for (long t53 = 0; t53 < t51; t53++)
        ql_6(t52, t53, q_Y);
    fputs("safe writes=", stdout);
    double t55 = 0.0;
    #pragma omp parallel for reduction(+:t55) if (q_Y->n > 16384)
    for (long t54 = 0; t54 < q_Y->n; t54++) t55 += q_Y->d[t54];
    q_print_num(t55);
    putchar('\n');
    qa_release(q_x);
    qa_release(q_h);
    qa_release(q_A);
    qa_release(q_Y);
    qa_release(q_V);
    qa_release(q_lo);
    qa_release(q_hi);
}

int main(int argc, char **argv)
{
    q_argc = argc;
    q_argv = argv;
    q_script();
    q_xfer_report();
    return 0;
}
