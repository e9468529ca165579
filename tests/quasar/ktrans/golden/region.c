/* ---- end of the run-time support; the program follows ---- */
static void q_script(void);
static inline __attribute__((always_inline)) void qf_smooth_2(long q_pos0, long q_pos1, qarr *q_y, qarr *q_u, double q_w);
static inline __attribute__((always_inline)) void qf_smooth_3(long q_pos0, long q_pos1, qarr *q_y, qarr *q_u, double q_w);
static inline __attribute__((always_inline)) void qf_drift_4(long q_pos0, qarr *q_v, double q_t, long q_it);
static inline __attribute__((always_inline)) void qf_lift_5(long q_pos0, long q_pos1, long q_pos2, qarr *q_c, double q_t);
static inline __attribute__((always_inline)) void qf_smooth_6(long q_pos0, long q_pos1, qarr *q_y, qarr *q_u, double q_w);
static inline __attribute__((always_inline)) void qf_smooth_7(long q_pos0, long q_pos1, qarr *q_y, qarr *q_u, double q_w);
static void qf_main_1(long q_n, long q_steps);

static void q_script(void)
{
}

static inline __attribute__((always_inline)) void qf_smooth_2(long q_pos0, long q_pos1, qarr *q_y, qarr *q_u, double q_w)
{
    /* smooth, line 9 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = (((1L - q_w) * q_u->d[(q_clamp(q_pos[0], q_u->dim[0])) * q_u->dim[1] + (q_clamp(q_pos[1], q_u->dim[1]))]) + ((double)((q_w * (((q_u->d[(q_clamp((q_pos[0] + 0L), q_u->dim[0])) * q_u->dim[1] + (q_clamp((q_pos[1] + 1L), q_u->dim[1]))] + q_u->d[(q_clamp((q_pos[0] + 0L), q_u->dim[0])) * q_u->dim[1] + (q_clamp((q_pos[1] + (-1L)), q_u->dim[1]))]) + q_u->d[(q_clamp((q_pos[0] + 1L), q_u->dim[0])) * q_u->dim[1] + (q_clamp((q_pos[1] + 0L), q_u->dim[1]))]) + q_u->d[(q_clamp((q_pos[0] + (-1L)), q_u->dim[0])) * q_u->dim[1] + (q_clamp((q_pos[1] + 0L), q_u->dim[1]))]))) / (4L)));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_smooth_3(long q_pos0, long q_pos1, qarr *q_y, qarr *q_u, double q_w)
{
    /* smooth, line 9 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = (((1L - q_w) * q_u->d[(q_pos[0]) * q_u->dim[1] + (q_pos[1])]) + ((double)((q_w * (((q_u->d[((q_pos[0] + 0L)) * q_u->dim[1] + ((q_pos[1] + 1L))] + q_u->d[((q_pos[0] + 0L)) * q_u->dim[1] + ((q_pos[1] + (-1L)))]) + q_u->d[((q_pos[0] + 1L)) * q_u->dim[1] + ((q_pos[1] + 0L))]) + q_u->d[((q_pos[0] + (-1L))) * q_u->dim[1] + ((q_pos[1] + 0L))]))) / (4L)));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_drift_4(long q_pos0, qarr *q_v, double q_t, long q_it)
{
    /* drift, line 13 */
    long q_pos = q_pos0;
    q_v->d[q_pos] = ((q_v->d[q_pos] + (q_t * q_it)) + q_pos);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_lift_5(long q_pos0, long q_pos1, long q_pos2, qarr *q_c, double q_t)
{
    /* lift, line 17 */
    long q_pos[3] = {q_pos0, q_pos1, q_pos2};
    q_c->d[((q_pos[0]) * q_c->dim[1] + (q_pos[1])) * q_c->dim[2] + (q_pos[2])] = ((q_c->d[((q_pos[0]) * q_c->dim[1] + (q_pos[1])) * q_c->dim[2] + (q_pos[2])] * 0.5) + q_t);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_smooth_6(long q_pos0, long q_pos1, qarr *q_y, qarr *q_u, double q_w)
{
    /* smooth, line 9 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = (((1L - q_w) * q_u->d[(q_pos[0]) * q_u->dim[1] + (q_pos[1])]) + ((double)((q_w * (((q_u->d[(q_clamp((q_pos[0] + 0L), q_u->dim[0])) * q_u->dim[1] + (q_clamp((q_pos[1] + 1L), q_u->dim[1]))] + q_u->d[(q_clamp((q_pos[0] + 0L), q_u->dim[0])) * q_u->dim[1] + (q_clamp((q_pos[1] + (-1L)), q_u->dim[1]))]) + q_u->d[(q_clamp((q_pos[0] + 1L), q_u->dim[0])) * q_u->dim[1] + (q_clamp((q_pos[1] + 0L), q_u->dim[1]))]) + q_u->d[(q_clamp((q_pos[0] + (-1L)), q_u->dim[0])) * q_u->dim[1] + (q_clamp((q_pos[1] + 0L), q_u->dim[1]))]))) / (4L)));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_smooth_7(long q_pos0, long q_pos1, qarr *q_y, qarr *q_u, double q_w)
{
    /* smooth, line 9 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = (((1L - q_w) * q_u->d[(q_pos[0]) * q_u->dim[1] + (q_pos[1])]) + ((double)((q_w * (((q_u->d[((q_pos[0] + 0L)) * q_u->dim[1] + ((q_pos[1] + 1L))] + q_u->d[((q_pos[0] + 0L)) * q_u->dim[1] + ((q_pos[1] + (-1L)))]) + q_u->d[((q_pos[0] + 1L)) * q_u->dim[1] + ((q_pos[1] + 0L))]) + q_u->d[((q_pos[0] + (-1L))) * q_u->dim[1] + ((q_pos[1] + 0L))]))) / (4L)));
    goto q_return;
q_return:
    return;
}

static void qf_main_1(long q_n, long q_steps)
{
    /* main, line 21 */
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
    #pragma omp parallel
    {
        long t8 = (long)(q_y->dim[0]);
        long t9 = (long)(q_y->dim[1]);
        long t12 = 0, t13 = t8; /* pos[0] where the accessors' tests are dropped */
        long t14 = 0, t15 = t9; /* pos[1] where the accessors' tests are dropped */
        if (t13 > q_u->dim[0] - (0L)) t13 = q_u->dim[0] - (0L);
        if (t15 > q_u->dim[1] - (0L)) t15 = q_u->dim[1] - (0L);
        if (t15 > q_u->dim[1] - (1L)) t15 = q_u->dim[1] - (1L);
        if (t14 < -(-1L)) t14 = -(-1L);
        if (t15 > q_u->dim[1] - (-1L)) t15 = q_u->dim[1] - (-1L);
        if (t13 > q_u->dim[0] - (1L)) t13 = q_u->dim[0] - (1L);
        if (t12 < -(-1L)) t12 = -(-1L);
        if (t13 > q_u->dim[0] - (-1L)) t13 = q_u->dim[0] - (-1L);
        if (t12 > t8) t12 = t8;
        if (t13 < t12) t13 = t12;
        if (t14 > t9) t14 = t9;
        if (t15 < t14) t15 = t14;
        #pragma omp for
        for (long t10 = 0; t10 < t8; t10++) {
            long t16 = t10 >= t12 && t10 < t13 ? t14 : t9, t17 = t10 >= t12 && t10 < t13 ? t15 : t9, t11;
            for (t11 = 0; t11 < t16; t11++) qf_smooth_2(t10, t11, q_y, q_u, 0.5);
            #pragma omp simd
            for (t11 = t16; t11 < t17; t11++) qf_smooth_3(t10, t11, q_y, q_u, 0.5);
            for (t11 = t17; t11 < t9; t11++) qf_smooth_2(t10, t11, q_y, q_u, 0.5);
        }
        long t18 = (long)(q_v->n);
        #pragma omp for simd
        for (long t19 = 0; t19 < t18; t19++)
          qf_drift_4(t19, q_v, 1, 2L);
    }
    long t20 = 1L, t21 = q_steps;
    #pragma omp parallel private(q_it)
    {
        for (q_it = t20; q_it <= t21; q_it += 1) {
            long t22 = (long)(q_y->dim[0]);
            long t23 = (long)(q_y->dim[1]);
            long t26 = 0, t27 = t22; /* pos[0] where the accessors' tests are dropped */
            long t28 = 0, t29 = t23; /* pos[1] where the accessors' tests are dropped */
            if (t27 > q_u->dim[0] - (0L)) t27 = q_u->dim[0] - (0L);
            if (t29 > q_u->dim[1] - (0L)) t29 = q_u->dim[1] - (0L);
            if (t29 > q_u->dim[1] - (1L)) t29 = q_u->dim[1] - (1L);
            if (t28 < -(-1L)) t28 = -(-1L);
            if (t29 > q_u->dim[1] - (-1L)) t29 = q_u->dim[1] - (-1L);
            if (t27 > q_u->dim[0] - (1L)) t27 = q_u->dim[0] - (1L);
            if (t26 < -(-1L)) t26 = -(-1L);
            if (t27 > q_u->dim[0] - (-1L)) t27 = q_u->dim[0] - (-1L);
            if (t26 > t22) t26 = t22;
            if (t27 < t26) t27 = t26;
            if (t28 > t23) t28 = t23;
            if (t29 < t28) t29 = t28;
            #pragma omp for
            for (long t24 = 0; t24 < t22; t24++) {
                long t30 = t24 >= t26 && t24 < t27 ? t28 : t23, t31 = t24 >= t26 && t24 < t27 ? t29 : t23, t25;
                for (t25 = 0; t25 < t30; t25++) qf_smooth_2(t24, t25, q_y, q_u, 0.25);
                #pragma omp simd
                for (t25 = t30; t25 < t31; t25++) qf_smooth_3(t24, t25, q_y, q_u, 0.25);
                for (t25 = t31; t25 < t23; t25++) qf_smooth_2(t24, t25, q_y, q_u, 0.25);
            }
            #pragma omp single
            {
                qa_set(&q_s, qa_retain(q_u));
                qa_set(&q_u, qa_retain(q_y));
                qa_set(&q_y, qa_retain(q_s));
                q_t = (q_t + (0.5 * q_it));
            }
            long t32 = (long)(q_v->n);
            #pragma omp for simd
            for (long t33 = 0; t33 < t32; t33++)
              qf_drift_4(t33, q_v, q_t, q_it);
            long t34 = (long)(q_c->dim[0]);
            long t35 = (long)(q_c->dim[1]);
            long t36 = (long)(q_c->dim[2]);
            double t37 = ((double)(q_t) / (2L));
            #pragma omp for collapse(2)
            for (long t38 = 0; t38 < t34; t38++)
              for (long t39 = 0; t39 < t35; t39++)
                #pragma omp simd
                for (long t40 = 0; t40 < t36; t40++)
                  qf_lift_5(t38, t39, t40, q_c, t37);
        }
    }
    for (q_it = t20; q_it <= t21; q_it += 1) {} /* it after the loop */
    fputs("loop: ", stdout);
    printf("%ld", (long)(q_it));
    fputs(" t: ", stdout);
    q_print_num(q_t);
    putchar('\n');
    fputs("u: ", stdout);
    double t42 = 0.0;
    #pragma omp parallel for reduction(+:t42) if (q_u->n > 16384)
    for (long t41 = 0; t41 < q_u->n; t41++) t42 += q_u->d[t41];
    q_print_num(t42);
    fputs(" ", stdout);
    q_print_num(q_u->d[(0L) * q_u->dim[1] + (0L)]);
    fputs(" ", stdout);
    q_print_num(q_u->d[((long)(((double)(q_n) / (2L)))) * q_u->dim[1] + ((long)(((double)(q_n) / (3L))))]);
    putchar('\n');
    fputs("v: ", stdout);
    double t44 = 0.0;
    #pragma omp parallel for reduction(+:t44) if (q_v->n > 16384)
    for (long t43 = 0; t43 < q_v->n; t43++) t44 += q_v->d[t43];
    q_print_num(t44);
    fputs(" c: ", stdout);
    double t46 = 0.0;
    #pragma omp parallel for reduction(+:t46) if (q_c->n > 16384)
    for (long t45 = 0; t45 < q_c->n; t45++) t46 += q_c->d[t45];
    q_print_num(t46);
    putchar('\n');
    long t47 = 1L, t48 = 2L;
    for (q_k = t47; q_k <= t48; q_k += 1) {
        long t49 = (long)(q_y->dim[0]);
        long t50 = (long)(q_y->dim[1]);
        qarr *t52 = qa_like(q_u);
        #pragma omp parallel for if (t52->n > 16384)
        for (long t51 = 0; t51 < t52->n; t51++) t52->d[t51] = (q_u->d[t51] + 1L);
        long t55 = 0, t56 = t49; /* pos[0] where the accessors' tests are dropped */
        long t57 = 0, t58 = t50; /* pos[1] where the accessors' tests are dropped */
        if (t56 > t52->dim[0] - (0L)) t56 = t52->dim[0] - (0L);
        if (t58 > t52->dim[1] - (0L)) t58 = t52->dim[1] - (0L);
        if (t58 > t52->dim[1] - (1L)) t58 = t52->dim[1] - (1L);
        if (t57 < -(-1L)) t57 = -(-1L);
        if (t58 > t52->dim[1] - (-1L)) t58 = t52->dim[1] - (-1L);
        if (t56 > t52->dim[0] - (1L)) t56 = t52->dim[0] - (1L);
        if (t55 < -(-1L)) t55 = -(-1L);
        if (t56 > t52->dim[0] - (-1L)) t56 = t52->dim[0] - (-1L);
        if (t55 > t49) t55 = t49;
        if (t56 < t55) t56 = t55;
        if (t57 > t50) t57 = t50;
        if (t58 < t57) t58 = t57;
        #pragma omp parallel for if (t49 * t50 > 256)
        for (long t53 = 0; t53 < t49; t53++) {
            long t59 = t53 >= t55 && t53 < t56 ? t57 : t50, t60 = t53 >= t55 && t53 < t56 ? t58 : t50, t54;
            for (t54 = 0; t54 < t59; t54++) qf_smooth_2(t53, t54, q_y, t52, 0.5);
            #pragma omp simd
            for (t54 = t59; t54 < t60; t54++) qf_smooth_3(t53, t54, q_y, t52, 0.5);
            for (t54 = t60; t54 < t50; t54++) qf_smooth_2(t53, t54, q_y, t52, 0.5);
        }
        qa_release(t52);
    }
    long t61 = 1L, t62 = 2L;
    for (q_k = t61; q_k <= t62; q_k += 1) {
        long t63 = (long)(q_y->dim[0]);
        long t64 = (long)(q_y->dim[1]);
        long t67 = 0, t68 = t63; /* pos[0] where the accessors' tests are dropped */
        long t69 = 0, t70 = t64; /* pos[1] where the accessors' tests are dropped */
        if (t68 > q_y->dim[0] - (0L)) t68 = q_y->dim[0] - (0L);
        if (t70 > q_y->dim[1] - (0L)) t70 = q_y->dim[1] - (0L);
        if (t70 > q_y->dim[1] - (1L)) t70 = q_y->dim[1] - (1L);
        if (t69 < -(-1L)) t69 = -(-1L);
        if (t70 > q_y->dim[1] - (-1L)) t70 = q_y->dim[1] - (-1L);
        if (t68 > q_y->dim[0] - (1L)) t68 = q_y->dim[0] - (1L);
        if (t67 < -(-1L)) t67 = -(-1L);
        if (t68 > q_y->dim[0] - (-1L)) t68 = q_y->dim[0] - (-1L);
        if (t67 > t63) t67 = t63;
        if (t68 < t67) t68 = t67;
        if (t69 > t64) t69 = t64;
        if (t70 < t69) t70 = t69;
        #pragma omp parallel for if (t63 * t64 > 256)
        for (long t65 = 0; t65 < t63; t65++) {
            long t71 = t65 >= t67 && t65 < t68 ? t69 : t64, t72 = t65 >= t67 && t65 < t68 ? t70 : t64, t66;
            for (t66 = 0; t66 < t71; t66++) qf_smooth_6(t65, t66, q_u, q_y, 0.5);
            #pragma omp simd
            for (t66 = t71; t66 < t72; t66++) qf_smooth_7(t65, t66, q_u, q_y, 0.5);
            for (t66 = t72; t66 < t64; t66++) qf_smooth_6(t65, t66, q_u, q_y, 0.5);
        }
        fputs("step ", stdout);
        printf("%ld", (long)(q_k));
        fputs(": ", stdout);
        double t74 = 0.0;
        #pragma omp parallel for reduction(+:t74) if (q_u->n > 16384)
        for (long t73 = 0; t73 < q_u->n; t73++) t74 += q_u->d[t73];
        q_print_num(t74);
        putchar('\n');
    }
    long t75 = 1L, t76 = 3L;
    for (q_k = t75; q_k <= t76; q_k += 1) {
        long t77 = (long)(q_v->n);
        #pragma omp parallel for simd if (parallel: t77 > 256)
        for (long t78 = 0; t78 < t77; t78++)
          qf_drift_4(t78, q_v, 1, q_k);
        q_k = (q_k + 1L);
    }
    fputs("after: ", stdout);
    double t80 = 0.0;
    #pragma omp parallel for reduction(+:t80) if (q_y->n > 16384)
    for (long t79 = 0; t79 < q_y->n; t79++) t80 += q_y->d[t79];
    q_print_num(t80);
    fputs(" ", stdout);
    double t82 = 0.0;
    #pragma omp parallel for reduction(+:t82) if (q_u->n > 16384)
    for (long t81 = 0; t81 < q_u->n; t81++) t82 += q_u->d[t81];
    q_print_num(t82);
    fputs(" ", stdout);
    double t84 = 0.0;
    #pragma omp parallel for reduction(+:t84) if (q_v->n > 16384)
    for (long t83 = 0; t83 < q_v->n; t83++) t84 += q_v->d[t83];
    q_print_num(t84);
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
