/* ---- end of the run-time support; the program follows ---- */
static void q_script(void);
static void qf_smooth_2(long q_pos0, long q_pos1, qarr *q_y, qarr *q_u, double q_w);
static inline __attribute__((always_inline)) void qf_smooth_3(long q_pos0, long q_pos1, qarr *q_y, qarr *q_u, double q_w);
static void qf_drift_4(long q_pos0, qarr *q_v, double q_t, long q_it);
static void qf_lift_5(long q_pos0, long q_pos1, long q_pos2, qarr *q_c, double q_t);
static void qf_smooth_6(long q_pos0, long q_pos1, qarr *q_y, qarr *q_u, double q_w);
static inline __attribute__((always_inline)) void qf_smooth_7(long q_pos0, long q_pos1, qarr *q_y, qarr *q_u, double q_w);
static void qf_main_1(long q_n, long q_steps);

static void q_script(void)
{
}

static void qf_smooth_2(long q_pos0, long q_pos1, qarr *q_y, qarr *q_u, double q_w)
{
    /* smooth, line 8 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = (((1L - q_w) * q_u->d[(q_clamp(q_pos[0], q_u->dim[0])) * q_u->dim[1] + (q_clamp(q_pos[1], q_u->dim[1]))]) + ((double)((q_w * (((q_u->d[(q_clamp((q_pos[0] + 0L), q_u->dim[0])) * q_u->dim[1] + (q_clamp((q_pos[1] + 1L), q_u->dim[1]))] + q_u->d[(q_clamp((q_pos[0] + 0L), q_u->dim[0])) * q_u->dim[1] + (q_clamp((q_pos[1] + (-1L)), q_u->dim[1]))]) + q_u->d[(q_clamp((q_pos[0] + 1L), q_u->dim[0])) * q_u->dim[1] + (q_clamp((q_pos[1] + 0L), q_u->dim[1]))]) + q_u->d[(q_clamp((q_pos[0] + (-1L)), q_u->dim[0])) * q_u->dim[1] + (q_clamp((q_pos[1] + 0L), q_u->dim[1]))]))) / (4L)));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_smooth_3(long q_pos0, long q_pos1, qarr *q_y, qarr *q_u, double q_w)
{
    /* smooth, line 8 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = (((1L - q_w) * q_u->d[(q_pos[0]) * q_u->dim[1] + (q_pos[1])]) + ((double)((q_w * (((q_u->d[((q_pos[0] + 0L)) * q_u->dim[1] + ((q_pos[1] + 1L))] + q_u->d[((q_pos[0] + 0L)) * q_u->dim[1] + ((q_pos[1] + (-1L)))]) + q_u->d[((q_pos[0] + 1L)) * q_u->dim[1] + ((q_pos[1] + 0L))]) + q_u->d[((q_pos[0] + (-1L))) * q_u->dim[1] + ((q_pos[1] + 0L))]))) / (4L)));
    goto q_return;
q_return:
    return;
}

static void qf_drift_4(long q_pos0, qarr *q_v, double q_t, long q_it)
{
    /* drift, line 12 */
    long q_pos = q_pos0;
    q_v->d[q_pos] = ((q_v->d[q_pos] + (q_t * q_it)) + q_pos);
    goto q_return;
q_return:
    return;
}

static void qf_lift_5(long q_pos0, long q_pos1, long q_pos2, qarr *q_c, double q_t)
{
    /* lift, line 16 */
    long q_pos[3] = {q_pos0, q_pos1, q_pos2};
    q_c->d[((q_pos[0]) * q_c->dim[1] + (q_pos[1])) * q_c->dim[2] + (q_pos[2])] = ((q_c->d[((q_pos[0]) * q_c->dim[1] + (q_pos[1])) * q_c->dim[2] + (q_pos[2])] * 0.5) + q_t);
    goto q_return;
q_return:
    return;
}

static void qf_smooth_6(long q_pos0, long q_pos1, qarr *q_y, qarr *q_u, double q_w)
{
    /* smooth, line 8 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = (((1L - q_w) * q_u->d[(q_pos[0]) * q_u->dim[1] + (q_pos[1])]) + ((double)((q_w * (((q_u->d[(q_clamp((q_pos[0] + 0L), q_u->dim[0])) * q_u->dim[1] + (q_clamp((q_pos[1] + 1L), q_u->dim[1]))] + q_u->d[(q_clamp((q_pos[0] + 0L), q_u->dim[0])) * q_u->dim[1] + (q_clamp((q_pos[1] + (-1L)), q_u->dim[1]))]) + q_u->d[(q_clamp((q_pos[0] + 1L), q_u->dim[0])) * q_u->dim[1] + (q_clamp((q_pos[1] + 0L), q_u->dim[1]))]) + q_u->d[(q_clamp((q_pos[0] + (-1L)), q_u->dim[0])) * q_u->dim[1] + (q_clamp((q_pos[1] + 0L), q_u->dim[1]))]))) / (4L)));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_smooth_7(long q_pos0, long q_pos1, qarr *q_y, qarr *q_u, double q_w)
{
    /* smooth, line 8 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = (((1L - q_w) * q_u->d[(q_pos[0]) * q_u->dim[1] + (q_pos[1])]) + ((double)((q_w * (((q_u->d[((q_pos[0] + 0L)) * q_u->dim[1] + ((q_pos[1] + 1L))] + q_u->d[((q_pos[0] + 0L)) * q_u->dim[1] + ((q_pos[1] + (-1L)))]) + q_u->d[((q_pos[0] + 1L)) * q_u->dim[1] + ((q_pos[1] + 0L))]) + q_u->d[((q_pos[0] + (-1L))) * q_u->dim[1] + ((q_pos[1] + 0L))]))) / (4L)));
    goto q_return;
q_return:
    return;
}

static void qf_main_1(long q_n, long q_steps)
{
    /* main, line 20 */
    qarr *q_u = NULL;
    long q_i = 0;
    long q_j = 0;
    qarr *q_y = NULL;
    qarr *q_v = NULL;
    qarr *q_c = NULL;
    double q_t = 0;
    long q_it = 0;
    qarr *q_s = NULL;
    long q_k = 0;
    qarr *t0 = qa_fill(2, (long)(q_n), (long)(q_n), 1, 0.0);
    qa_set(&q_u, t0);
    long t1 = 0L, t2 = (q_n - 1L);
    long t3 = 0L, t4 = (q_n - 1L);
    #pragma omp parallel for collapse(2) if ((t2 - t1 + 1) * (t4 - t3 + 1) > 256)
    for (q_i = t1; q_i <= t2; q_i += 1) {
        for (q_j = t3; q_j <= t4; q_j += 1) {
            q_u->d[(q_i) * q_u->dim[1] + (q_j)] = ((double)(q_imod(((q_i * 7L) + (q_j * 3L)), 11L)) / (11L));
        }
    }
    qarr *t5 = qa_fill(2, (long)(q_n), (long)(q_n), 1, 0.0);
    qa_set(&q_y, t5);
    qarr *t6 = qa_fill(1, 1, (2L * q_n), 1, 0.0);
    qa_set(&q_v, t6);
    qarr *t7 = qa_fill(3, (long)(3L), (long)(4L), (long)(q_n), 1.0);
    qa_set(&q_c, t7);
    q_t = 0;
    long t8 = 1L, t9 = q_steps;
    #pragma omp parallel private(q_it)
    {
        for (q_it = t8; q_it <= t9; q_it += 1) {
            long t10 = (long)(q_y->dim[0]);
            long t11 = (long)(q_y->dim[1]);
            long t14 = 0, t15 = t10; /* pos[0] where the accessors' tests are dropped */
            long t16 = 0, t17 = t11; /* pos[1] where the accessors' tests are dropped */
            if (t15 > q_u->dim[0] - (0L)) t15 = q_u->dim[0] - (0L);
            if (t17 > q_u->dim[1] - (0L)) t17 = q_u->dim[1] - (0L);
            if (t17 > q_u->dim[1] - (1L)) t17 = q_u->dim[1] - (1L);
            if (t16 < -(-1L)) t16 = -(-1L);
            if (t17 > q_u->dim[1] - (-1L)) t17 = q_u->dim[1] - (-1L);
            if (t15 > q_u->dim[0] - (1L)) t15 = q_u->dim[0] - (1L);
            if (t14 < -(-1L)) t14 = -(-1L);
            if (t15 > q_u->dim[0] - (-1L)) t15 = q_u->dim[0] - (-1L);
            if (t14 > t10) t14 = t10;
            if (t15 < t14) t15 = t14;
            if (t16 > t11) t16 = t11;
            if (t17 < t16) t17 = t16;
            #pragma omp for
            for (long t12 = 0; t12 < t10; t12++) {
                long t18 = t12 >= t14 && t12 < t15 ? t16 : t11, t19 = t12 >= t14 && t12 < t15 ? t17 : t11, t13;
                for (t13 = 0; t13 < t18; t13++) qf_smooth_2(t12, t13, q_y, q_u, 0.25);
                #pragma omp simd
                for (t13 = t18; t13 < t19; t13++) qf_smooth_3(t12, t13, q_y, q_u, 0.25);
                for (t13 = t19; t13 < t11; t13++) qf_smooth_2(t12, t13, q_y, q_u, 0.25);
            }
            #pragma omp single
            {
                qa_set(&q_s, qa_retain(q_u));
                qa_set(&q_u, qa_retain(q_y));
                qa_set(&q_y, qa_retain(q_s));
                q_t = (q_t + (0.5 * q_it));
            }
            long t20 = (long)(q_v->n);
            #pragma omp for simd
            for (long t21 = 0; t21 < t20; t21++)
              qf_drift_4(t21, q_v, q_t, q_it);
            long t22 = (long)(q_c->dim[0]);
            long t23 = (long)(q_c->dim[1]);
            long t24 = (long)(q_c->dim[2]);
            double t25 = ((double)(q_t) / (2L));
            #pragma omp for collapse(2)
            for (long t26 = 0; t26 < t22; t26++)
              for (long t27 = 0; t27 < t23; t27++)
                #pragma omp simd
                for (long t28 = 0; t28 < t24; t28++)
                  qf_lift_5(t26, t27, t28, q_c, t25);
        }
    }
    for (q_it = t8; q_it <= t9; q_it += 1) {} /* it after the loop */
    fputs("loop: ", stdout);
    printf("%ld", (long)(q_it));
    fputs(" t: ", stdout);
    q_print_num(q_t);
    putchar('\n');
    fputs("u: ", stdout);
    double t30 = 0.0;
    #pragma omp parallel for reduction(+:t30) if (q_u->n > 16384)
    for (long t29 = 0; t29 < q_u->n; t29++) t30 += q_u->d[t29];
    q_print_num(t30);
    fputs(" ", stdout);
    q_print_num(q_u->d[(0L) * q_u->dim[1] + (0L)]);
    fputs(" ", stdout);
    q_print_num(q_u->d[((long)(((double)(q_n) / (2L)))) * q_u->dim[1] + ((long)(((double)(q_n) / (3L))))]);
    putchar('\n');
    fputs("v: ", stdout);
    double t32 = 0.0;
    #pragma omp parallel for reduction(+:t32) if (q_v->n > 16384)
    for (long t31 = 0; t31 < q_v->n; t31++) t32 += q_v->d[t31];
    q_print_num(t32);
    fputs(" c: ", stdout);
    double t34 = 0.0;
    #pragma omp parallel for reduction(+:t34) if (q_c->n > 16384)
    for (long t33 = 0; t33 < q_c->n; t33++) t34 += q_c->d[t33];
    q_print_num(t34);
    putchar('\n');
    long t35 = 1L, t36 = 2L;
    for (q_k = t35; q_k <= t36; q_k += 1) {
        long t37 = (long)(q_y->dim[0]);
        long t38 = (long)(q_y->dim[1]);
        qarr *t40 = qa_like(q_u);
        #pragma omp parallel for if (t40->n > 16384)
        for (long t39 = 0; t39 < t40->n; t39++) t40->d[t39] = (q_u->d[t39] + 1L);
        long t43 = 0, t44 = t37; /* pos[0] where the accessors' tests are dropped */
        long t45 = 0, t46 = t38; /* pos[1] where the accessors' tests are dropped */
        if (t44 > t40->dim[0] - (0L)) t44 = t40->dim[0] - (0L);
        if (t46 > t40->dim[1] - (0L)) t46 = t40->dim[1] - (0L);
        if (t46 > t40->dim[1] - (1L)) t46 = t40->dim[1] - (1L);
        if (t45 < -(-1L)) t45 = -(-1L);
        if (t46 > t40->dim[1] - (-1L)) t46 = t40->dim[1] - (-1L);
        if (t44 > t40->dim[0] - (1L)) t44 = t40->dim[0] - (1L);
        if (t43 < -(-1L)) t43 = -(-1L);
        if (t44 > t40->dim[0] - (-1L)) t44 = t40->dim[0] - (-1L);
        if (t43 > t37) t43 = t37;
        if (t44 < t43) t44 = t43;
        if (t45 > t38) t45 = t38;
        if (t46 < t45) t46 = t45;
        #pragma omp parallel for if (t37 * t38 > 256)
        for (long t41 = 0; t41 < t37; t41++) {
            long t47 = t41 >= t43 && t41 < t44 ? t45 : t38, t48 = t41 >= t43 && t41 < t44 ? t46 : t38, t42;
            for (t42 = 0; t42 < t47; t42++) qf_smooth_2(t41, t42, q_y, t40, 0.5);
            #pragma omp simd
            for (t42 = t47; t42 < t48; t42++) qf_smooth_3(t41, t42, q_y, t40, 0.5);
            for (t42 = t48; t42 < t38; t42++) qf_smooth_2(t41, t42, q_y, t40, 0.5);
        }
        qa_release(t40);
    }
    long t49 = 1L, t50 = 2L;
    for (q_k = t49; q_k <= t50; q_k += 1) {
        long t51 = (long)(q_y->dim[0]);
        long t52 = (long)(q_y->dim[1]);
        long t55 = 0, t56 = t51; /* pos[0] where the accessors' tests are dropped */
        long t57 = 0, t58 = t52; /* pos[1] where the accessors' tests are dropped */
        if (t56 > q_y->dim[0] - (0L)) t56 = q_y->dim[0] - (0L);
        if (t58 > q_y->dim[1] - (0L)) t58 = q_y->dim[1] - (0L);
        if (t58 > q_y->dim[1] - (1L)) t58 = q_y->dim[1] - (1L);
        if (t57 < -(-1L)) t57 = -(-1L);
        if (t58 > q_y->dim[1] - (-1L)) t58 = q_y->dim[1] - (-1L);
        if (t56 > q_y->dim[0] - (1L)) t56 = q_y->dim[0] - (1L);
        if (t55 < -(-1L)) t55 = -(-1L);
        if (t56 > q_y->dim[0] - (-1L)) t56 = q_y->dim[0] - (-1L);
        if (t55 > t51) t55 = t51;
        if (t56 < t55) t56 = t55;
        if (t57 > t52) t57 = t52;
        if (t58 < t57) t58 = t57;
        #pragma omp parallel for if (t51 * t52 > 256)
        for (long t53 = 0; t53 < t51; t53++) {
            long t59 = t53 >= t55 && t53 < t56 ? t57 : t52, t60 = t53 >= t55 && t53 < t56 ? t58 : t52, t54;
            for (t54 = 0; t54 < t59; t54++) qf_smooth_6(t53, t54, q_u, q_y, 0.5);
            #pragma omp simd
            for (t54 = t59; t54 < t60; t54++) qf_smooth_7(t53, t54, q_u, q_y, 0.5);
            for (t54 = t60; t54 < t52; t54++) qf_smooth_6(t53, t54, q_u, q_y, 0.5);
        }
        fputs("step ", stdout);
        printf("%ld", (long)(q_k));
        fputs(": ", stdout);
        double t62 = 0.0;
        #pragma omp parallel for reduction(+:t62) if (q_u->n > 16384)
        for (long t61 = 0; t61 < q_u->n; t61++) t62 += q_u->d[t61];
        q_print_num(t62);
        putchar('\n');
    }
    long t63 = 1L, t64 = 3L;
    for (q_k = t63; q_k <= t64; q_k += 1) {
        long t65 = (long)(q_v->n);
        #pragma omp parallel for simd if (t65 > 256)
        for (long t66 = 0; t66 < t65; t66++)
          qf_drift_4(t66, q_v, 1, q_k);
        q_k = (q_k + 1L);
    }
    fputs("after: ", stdout);
    double t68 = 0.0;
    #pragma omp parallel for reduction(+:t68) if (q_y->n > 16384)
    for (long t67 = 0; t67 < q_y->n; t67++) t68 += q_y->d[t67];
    q_print_num(t68);
    fputs(" ", stdout);
    double t70 = 0.0;
    #pragma omp parallel for reduction(+:t70) if (q_u->n > 16384)
    for (long t69 = 0; t69 < q_u->n; t69++) t70 += q_u->d[t69];
    q_print_num(t70);
    fputs(" ", stdout);
    double t72 = 0.0;
    #pragma omp parallel for reduction(+:t72) if (q_v->n > 16384)
    for (long t71 = 0; t71 < q_v->n; t71++) t72 += q_v->d[t71];
    q_print_num(t72);
    putchar('\n');
    goto q_return;
q_return:
    qa_release(q_u);
    qa_release(q_y);
    qa_release(q_v);
    qa_release(q_c);
    qa_release(q_s);
    return;
}

int main(int argc, char **argv)
{
    q_argc = argc;
    q_argv = argv;
    q_script();
    qf_main_1(argc > 1 ? atol(argv[1]) : 33L, argc > 2 ? atol(argv[2]) : 7L);
    q_xfer_report();
    return 0;
}
