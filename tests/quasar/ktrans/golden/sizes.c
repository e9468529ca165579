/* ---- end of the run-time support; the program follows ---- */
static void q_script(void);
static inline __attribute__((always_inline)) void qf_mix_2(long q_pos0, long q_pos1, qarr *q_x, qarr *q_y, qarr *q_z, qarr *q_w);
static inline __attribute__((always_inline)) void qf_mix_3(long q_pos0, long q_pos1, qarr *q_x, qarr *q_y, qarr *q_z, qarr *q_w);
static inline __attribute__((always_inline)) void qf_inc_inc_4(long q_pos0, long q_pos1, qarr *q_a, qarr *q_b, qarr *q_a_2, qarr *q_b_2);
static inline __attribute__((always_inline)) void qf_inc_inc_5(long q_pos0, long q_pos1, qarr *q_a, qarr *q_b, qarr *q_a_2, qarr *q_b_2);
static inline __attribute__((always_inline)) void qf_inc_6(long q_pos0, long q_pos1, qarr *q_a, qarr *q_b);
static inline __attribute__((always_inline)) void qf_inc_7(long q_pos0, long q_pos1, qarr *q_a, qarr *q_b);
static inline __attribute__((always_inline)) void qf_inc_8(long q_pos0, long q_pos1, qarr *q_a, qarr *q_b);
static inline __attribute__((always_inline)) void qf_inc_9(long q_pos0, long q_pos1, qarr *q_a, qarr *q_b);
static void qf_main_1(long q_n, long q_m);

static void q_script(void)
{
}

static inline __attribute__((always_inline)) void qf_mix_2(long q_pos0, long q_pos1, qarr *q_x, qarr *q_y, qarr *q_z, qarr *q_w)
{
    /* mix, line 8 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_w->d[(q_pos[0]) * q_w->dim[1] + (q_pos[1])] = (((q_x->d[(q_pos[0]) * q_x->dim[1] + (q_pos[1])] + (2L * q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])])) - q_z->d[(q_pos[0]) * q_z->dim[1] + (q_pos[1])]) + q_w->d[(q_pos[0]) * q_w->dim[1] + (q_pos[1])]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_mix_3(long q_pos0, long q_pos1, qarr *q_x, qarr *q_y, qarr *q_z, qarr *q_w)
{
    /* mix, line 8 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_w->d[(q_pos[0]) * q_w->dim[1] + (q_pos[1])] = (((q_x->d[(q_pos[0]) * q_x->dim[1] + (q_pos[1])] + (2L * q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])])) - q_z->d[(q_pos[0]) * q_z->dim[1] + (q_pos[1])]) + q_w->d[(q_pos[0]) * q_w->dim[1] + (q_pos[1])]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_inc_inc_4(long q_pos0, long q_pos1, qarr *q_a, qarr *q_b, qarr *q_a_2, qarr *q_b_2)
{
    /* inc_inc, line 12 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_a->d[(q_chk(q_pos[0], q_a->dim[0])) * q_a->dim[1] + (q_chk(q_pos[1], q_a->dim[1]))] = (q_a->d[(q_chk(q_pos[0], q_a->dim[0])) * q_a->dim[1] + (q_chk(q_pos[1], q_a->dim[1]))] + q_b->d[(q_pos[0]) * q_b->dim[1] + (q_pos[1])]);
    q_a_2->d[(q_pos[0]) * q_a_2->dim[1] + (q_pos[1])] = (q_a_2->d[(q_pos[0]) * q_a_2->dim[1] + (q_pos[1])] + q_b_2->d[(q_circ(q_pos[0], q_b_2->dim[0])) * q_b_2->dim[1] + (q_circ(q_pos[1], q_b_2->dim[1]))]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_inc_inc_5(long q_pos0, long q_pos1, qarr *q_a, qarr *q_b, qarr *q_a_2, qarr *q_b_2)
{
    /* inc_inc, line 12 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_a->d[(q_pos[0]) * q_a->dim[1] + (q_pos[1])] = (q_a->d[(q_pos[0]) * q_a->dim[1] + (q_pos[1])] + q_b->d[(q_pos[0]) * q_b->dim[1] + (q_pos[1])]);
    q_a_2->d[(q_pos[0]) * q_a_2->dim[1] + (q_pos[1])] = (q_a_2->d[(q_pos[0]) * q_a_2->dim[1] + (q_pos[1])] + q_b_2->d[(q_pos[0]) * q_b_2->dim[1] + (q_pos[1])]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_inc_6(long q_pos0, long q_pos1, qarr *q_a, qarr *q_b)
{
    /* inc, line 12 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_a->d[(q_chk(q_pos[0], q_a->dim[0])) * q_a->dim[1] + (q_chk(q_pos[1], q_a->dim[1]))] = (q_a->d[(q_chk(q_pos[0], q_a->dim[0])) * q_a->dim[1] + (q_chk(q_pos[1], q_a->dim[1]))] + q_b->d[(q_pos[0]) * q_b->dim[1] + (q_pos[1])]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_inc_7(long q_pos0, long q_pos1, qarr *q_a, qarr *q_b)
{
    /* inc, line 12 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_a->d[(q_pos[0]) * q_a->dim[1] + (q_pos[1])] = (q_a->d[(q_pos[0]) * q_a->dim[1] + (q_pos[1])] + q_b->d[(q_pos[0]) * q_b->dim[1] + (q_pos[1])]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_inc_8(long q_pos0, long q_pos1, qarr *q_a, qarr *q_b)
{
    /* inc, line 12 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_a->d[(q_pos[0]) * q_a->dim[1] + (q_pos[1])] = (q_a->d[(q_pos[0]) * q_a->dim[1] + (q_pos[1])] + q_b->d[(q_pos[0]) * q_b->dim[1] + (q_pos[1])]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_inc_9(long q_pos0, long q_pos1, qarr *q_a, qarr *q_b)
{
    /* inc, line 12 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_a->d[(q_pos[0]) * q_a->dim[1] + (q_pos[1])] = (q_a->d[(q_pos[0]) * q_a->dim[1] + (q_pos[1])] + q_b->d[(q_pos[0]) * q_b->dim[1] + (q_pos[1])]);
    goto q_return;
q_return:
    return;
}

static void qf_main_1(long q_n, long q_m)
{
    /* main, line 16 */
    qarr *q_x = NULL;
    long q_i = 0;
    long q_j = 0;
    qarr *q_y = NULL;
    qarr *q_y2 = NULL;
    qarr *q_z = NULL;
    qarr *q_w = NULL;
    qarr *q_u = NULL;
    qarr *q_p = NULL;
    qarr *q_t = NULL;
    long q_k = 0;
    qarr *q_q = NULL;
    qarr *q_s1 = NULL;
    qarr *q_s2 = NULL;
    qarr *q_s3 = NULL;
    qarr *q_g1 = NULL;
    qarr *q_g2 = NULL;
    qarr *q_g3 = NULL;
    qarr *t0 = qa_fill(2, (long)(q_n), (long)(q_m), 1, 0.0);
    qa_set(&q_x, t0);
    long t1 = 0L, t2 = (q_n - 1L);
    long t3 = 0L, t4 = (q_m - 1L);
    #pragma omp parallel for collapse(2) if ((t2 - t1 + 1) * (t4 - t3 + 1) > 256)
    for (q_i = t1; q_i <= t2; q_i += 1) {
        for (q_j = t3; q_j <= t4; q_j += 1) {
            q_x->d[(q_i) * q_x->dim[1] + (q_j)] = ((double)(q_imod(((q_i * 11L) + (q_j * 5L)), 13L)) / (13L));
        }
    }
    qarr *t5 = qa_fill(2, q_x->dim[0], q_x->dim[1], 1, 0.0);
    qa_set(&q_y, t5);
    qarr *t7 = qa_copy(q_x);
    qarr *t8 = qa_like(t7);
    #pragma omp parallel for if (t8->n > 16384)
    for (long t6 = 0; t6 < t8->n; t6++) t8->d[t6] = ((2L * t7->d[t6]) + 1L);
    qa_set(&q_y2, t8);
    qa_release(t7);
    if (q_x->n != q_y2->n) q_fail("sizes.q:28: element-wise operands of different sizes");
    qarr *t10 = qa_like(q_y2);
    #pragma omp parallel for if (t10->n > 16384)
    for (long t9 = 0; t9 < t10->n; t9++) t10->d[t9] = ((-((q_y2->d[t9] - 0.5))) * q_x->d[t9]);
    qa_set(&q_z, t10);
    qarr *t11 = qa_fill(2, q_y->dim[0], q_y->dim[1], 1, 1.0);
    qa_set(&q_w, t11);
    long t12 = (long)(q_w->dim[0]);
    long t13 = (long)(q_w->dim[1]);
    long t16 = 0, t17 = t12; /* pos[0] where the accessors' tests are dropped */
    long t18 = 0, t19 = t13; /* pos[1] where the accessors' tests are dropped */
    if (t17 > q_w->dim[0] - (0L)) t17 = q_w->dim[0] - (0L);
    if (t19 > q_w->dim[1] - (0L)) t19 = q_w->dim[1] - (0L);
    if (t17 > q_x->dim[0] - (0L)) t17 = q_x->dim[0] - (0L);
    if (t19 > q_x->dim[1] - (0L)) t19 = q_x->dim[1] - (0L);
    if (t17 > q_y2->dim[0] - (0L)) t17 = q_y2->dim[0] - (0L);
    if (t19 > q_y2->dim[1] - (0L)) t19 = q_y2->dim[1] - (0L);
    if (t17 > q_z->dim[0] - (0L)) t17 = q_z->dim[0] - (0L);
    if (t19 > q_z->dim[1] - (0L)) t19 = q_z->dim[1] - (0L);
    if (t16 > t12) t16 = t12;
    if (t17 < t16) t17 = t16;
    if (t18 > t13) t18 = t13;
    if (t19 < t18) t19 = t18;
    #pragma omp parallel for if (t12 * t13 > 256)
    for (long t14 = 0; t14 < t12; t14++) {
        long t20 = t14 >= t16 && t14 < t17 ? t18 : t13, t21 = t14 >= t16 && t14 < t17 ? t19 : t13, t15;
        for (t15 = 0; t15 < t20; t15++) qf_mix_2(t14, t15, q_x, q_y2, q_z, q_w);
        #pragma omp simd
        for (t15 = t20; t15 < t21; t15++) qf_mix_3(t14, t15, q_x, q_y2, q_z, q_w);
        for (t15 = t21; t15 < t13; t15++) qf_mix_2(t14, t15, q_x, q_y2, q_z, q_w);
    }
    fputs("mix: ", stdout);
    double t23 = 0.0;
    #pragma omp parallel for reduction(+:t23) if (q_w->n > 16384)
    for (long t22 = 0; t22 < q_w->n; t22++) t23 += q_w->d[t22];
    q_print_num(t23);
    fputs(" ", stdout);
    q_print_num(q_w->d[(0L) * q_w->dim[1] + (0L)]);
    fputs(" ", stdout);
    q_print_num(q_w->d[((q_n - 1L)) * q_w->dim[1] + ((q_m - 1L))]);
    putchar('\n');
    qarr *t24 = qa_fill(2, q_x->dim[0], q_x->dim[1], 1, 0.0);
    qa_set(&q_u, t24);
    qarr *t25 = qa_fill(2, (long)(q_n), (long)((q_m + 1L)), 1, 0.0);
    qa_set(&q_u, t25);
    qarr *t26 = qa_transpose(q_x);
    qarr *t27 = qa_matmul(q_x, t26);
    qa_set(&q_p, t27);
    qa_release(t26);
    qarr *t28 = qa_fill(2, (long)(q_n), (long)(q_m), 1, 0.0);
    qa_set(&q_t, t28);
    long t29 = 0L, t30 = 1L;
    for (q_k = t29; q_k <= t30; q_k += 1) {
        qarr *t31 = qa_fill(2, (long)(q_n), (long)(q_m), 1, 0.0);
        qa_set(&q_t, t31);
    }
    qarr *t32 = qa_fill(2, q_t->dim[0], q_t->dim[1], 1, 1.0);
    qa_set(&q_q, t32);
    #pragma omp parallel
    {
        long t33 = (long)(q_x->dim[0]);
        long t34 = (long)(q_x->dim[1]);
        long t37 = 0, t38 = t33; /* pos[0] where the accessors' tests are dropped */
        long t39 = 0, t40 = t34; /* pos[1] where the accessors' tests are dropped */
        if (t38 > q_u->dim[0] - (0L)) t38 = q_u->dim[0] - (0L);
        if (t40 > q_u->dim[1] - (0L)) t40 = q_u->dim[1] - (0L);
        if (t38 > q_x->dim[0] - (0L)) t38 = q_x->dim[0] - (0L);
        if (t40 > q_x->dim[1] - (0L)) t40 = q_x->dim[1] - (0L);
        if (t38 > q_x->dim[0] - (0L)) t38 = q_x->dim[0] - (0L);
        if (t40 > q_x->dim[1] - (0L)) t40 = q_x->dim[1] - (0L);
        if (t38 > q_p->dim[0] - (0L)) t38 = q_p->dim[0] - (0L);
        if (t40 > q_p->dim[1] - (0L)) t40 = q_p->dim[1] - (0L);
        if (t37 > t33) t37 = t33;
        if (t38 < t37) t38 = t37;
        if (t39 > t34) t39 = t34;
        if (t40 < t39) t40 = t39;
        #pragma omp for
        for (long t35 = 0; t35 < t33; t35++) {
            long t41 = t35 >= t37 && t35 < t38 ? t39 : t34, t42 = t35 >= t37 && t35 < t38 ? t40 : t34, t36;
            for (t36 = 0; t36 < t41; t36++) qf_inc_inc_4(t35, t36, q_u, q_x, q_x, q_p);
            #pragma omp simd
            for (t36 = t41; t36 < t42; t36++) qf_inc_inc_5(t35, t36, q_u, q_x, q_x, q_p);
            for (t36 = t42; t36 < t34; t36++) qf_inc_inc_4(t35, t36, q_u, q_x, q_x, q_p);
        }
        long t43 = (long)(q_t->dim[0]);
        long t44 = (long)(q_t->dim[1]);
        long t47 = 0, t48 = t43; /* pos[0] where the accessors' tests are dropped */
        long t49 = 0, t50 = t44; /* pos[1] where the accessors' tests are dropped */
        if (t48 > q_q->dim[0] - (0L)) t48 = q_q->dim[0] - (0L);
        if (t50 > q_q->dim[1] - (0L)) t50 = q_q->dim[1] - (0L);
        if (t48 > q_t->dim[0] - (0L)) t48 = q_t->dim[0] - (0L);
        if (t50 > q_t->dim[1] - (0L)) t50 = q_t->dim[1] - (0L);
        if (t47 > t43) t47 = t43;
        if (t48 < t47) t48 = t47;
        if (t49 > t44) t49 = t44;
        if (t50 < t49) t50 = t49;
        #pragma omp for
        for (long t45 = 0; t45 < t43; t45++) {
            long t51 = t45 >= t47 && t45 < t48 ? t49 : t44, t52 = t45 >= t47 && t45 < t48 ? t50 : t44, t46;
            for (t46 = 0; t46 < t51; t46++) qf_inc_6(t45, t46, q_q, q_t);
            #pragma omp simd
            for (t46 = t51; t46 < t52; t46++) qf_inc_7(t45, t46, q_q, q_t);
            for (t46 = t52; t46 < t44; t46++) qf_inc_6(t45, t46, q_q, q_t);
        }
    }
    fputs("inc: ", stdout);
    double t54 = 0.0;
    #pragma omp parallel for reduction(+:t54) if (q_u->n > 16384)
    for (long t53 = 0; t53 < q_u->n; t53++) t54 += q_u->d[t53];
    q_print_num(t54);
    fputs(" ", stdout);
    double t56 = 0.0;
    #pragma omp parallel for reduction(+:t56) if (q_x->n > 16384)
    for (long t55 = 0; t55 < q_x->n; t55++) t56 += q_x->d[t55];
    q_print_num(t56);
    fputs(" ", stdout);
    double t58 = 0.0;
    #pragma omp parallel for reduction(+:t58) if (q_q->n > 16384)
    for (long t57 = 0; t57 < q_q->n; t57++) t58 += q_q->d[t57];
    q_print_num(t58);
    putchar('\n');
    qarr *t59 = qa_fill(2, q_x->dim[0], q_x->dim[1], 1, 0.0);
    qa_set(&q_s1, t59);
    qarr *t61 = qa_like(q_x);
    #pragma omp parallel for if (t61->n > 16384)
    for (long t60 = 0; t60 < t61->n; t60++) t61->d[t60] = (q_x->d[t60] + 0L);
    qa_set(&q_s2, t61);
    long t62 = 0L, t63 = 2L;
    #pragma omp parallel private(q_k)
    {
        for (q_k = t62; q_k <= t63; q_k += 1) {
            long t64 = (long)(q_s1->dim[0]);
            long t65 = (long)(q_s1->dim[1]);
            long t68 = 0, t69 = t64; /* pos[0] where the accessors' tests are dropped */
            long t70 = 0, t71 = t65; /* pos[1] where the accessors' tests are dropped */
            if (t69 > q_s1->dim[0] - (0L)) t69 = q_s1->dim[0] - (0L);
            if (t71 > q_s1->dim[1] - (0L)) t71 = q_s1->dim[1] - (0L);
            if (t69 > q_s2->dim[0] - (0L)) t69 = q_s2->dim[0] - (0L);
            if (t71 > q_s2->dim[1] - (0L)) t71 = q_s2->dim[1] - (0L);
            if (t68 > t64) t68 = t64;
            if (t69 < t68) t69 = t68;
            if (t70 > t65) t70 = t65;
            if (t71 < t70) t71 = t70;
            #pragma omp for
            for (long t66 = 0; t66 < t64; t66++) {
                long t72 = t66 >= t68 && t66 < t69 ? t70 : t65, t73 = t66 >= t68 && t66 < t69 ? t71 : t65, t67;
                for (t67 = 0; t67 < t72; t67++) qf_inc_8(t66, t67, q_s1, q_s2);
                #pragma omp simd
                for (t67 = t72; t67 < t73; t67++) qf_inc_9(t66, t67, q_s1, q_s2);
                for (t67 = t73; t67 < t65; t67++) qf_inc_8(t66, t67, q_s1, q_s2);
            }
            #pragma omp single
            {
                qa_set(&q_s3, qa_retain(q_s1));
                qa_set(&q_s1, qa_retain(q_s2));
                qa_set(&q_s2, qa_retain(q_s3));
            }
        }
    }
    for (q_k = t62; q_k <= t63; q_k += 1) {} /* k after the loop */
    fputs("swap: ", stdout);
    double t75 = 0.0;
    #pragma omp parallel for reduction(+:t75) if (q_s1->n > 16384)
    for (long t74 = 0; t74 < q_s1->n; t74++) t75 += q_s1->d[t74];
    q_print_num(t75);
    fputs(" ", stdout);
    double t77 = 0.0;
    #pragma omp parallel for reduction(+:t77) if (q_s2->n > 16384)
    for (long t76 = 0; t76 < q_s2->n; t76++) t77 += q_s2->d[t76];
    q_print_num(t77);
    putchar('\n');
    qarr *t78 = qa_fill(2, q_x->dim[0], q_x->dim[1], 1, 0.0);
    qa_set(&q_g1, t78);
    qarr *t79 = qa_fill(2, (long)((q_n + 1L)), (long)(q_m), 1, 0.0);
    qa_set(&q_g2, t79);
    long t80 = 0L, t81 = 1L;
    #pragma omp parallel private(q_k)
    {
        for (q_k = t80; q_k <= t81; q_k += 1) {
            long t82 = (long)(q_x->dim[0]);
            long t83 = (long)(q_x->dim[1]);
            long t86 = 0, t87 = t82; /* pos[0] where the accessors' tests are dropped */
            long t88 = 0, t89 = t83; /* pos[1] where the accessors' tests are dropped */
            if (t87 > q_g1->dim[0] - (0L)) t87 = q_g1->dim[0] - (0L);
            if (t89 > q_g1->dim[1] - (0L)) t89 = q_g1->dim[1] - (0L);
            if (t87 > q_x->dim[0] - (0L)) t87 = q_x->dim[0] - (0L);
            if (t89 > q_x->dim[1] - (0L)) t89 = q_x->dim[1] - (0L);
            if (t86 > t82) t86 = t82;
            if (t87 < t86) t87 = t86;
            if (t88 > t83) t88 = t83;
            if (t89 < t88) t89 = t88;
            #pragma omp for
            for (long t84 = 0; t84 < t82; t84++) {
                long t90 = t84 >= t86 && t84 < t87 ? t88 : t83, t91 = t84 >= t86 && t84 < t87 ? t89 : t83, t85;
                for (t85 = 0; t85 < t90; t85++) qf_inc_6(t84, t85, q_g1, q_x);
                #pragma omp simd
                for (t85 = t90; t85 < t91; t85++) qf_inc_7(t84, t85, q_g1, q_x);
                for (t85 = t91; t85 < t83; t85++) qf_inc_6(t84, t85, q_g1, q_x);
            }
            #pragma omp single
            {
                qa_set(&q_g3, qa_retain(q_g1));
                qa_set(&q_g1, qa_retain(q_g2));
                qa_set(&q_g2, qa_retain(q_g3));
            }
        }
    }
    for (q_k = t80; q_k <= t81; q_k += 1) {} /* k after the loop */
    fputs("swap (sizes differ): ", stdout);
    double t93 = 0.0;
    #pragma omp parallel for reduction(+:t93) if (q_g1->n > 16384)
    for (long t92 = 0; t92 < q_g1->n; t92++) t93 += q_g1->d[t92];
    q_print_num(t93);
    fputs(" ", stdout);
    double t95 = 0.0;
    #pragma omp parallel for reduction(+:t95) if (q_g2->n > 16384)
    for (long t94 = 0; t94 < q_g2->n; t94++) t95 += q_g2->d[t94];
    q_print_num(t95);
    putchar('\n');
    goto q_return;
q_return:
    qa_release(q_x);
    qa_release(q_y);
    qa_release(q_y2);
    qa_release(q_z);
    qa_release(q_w);
    qa_release(q_u);
    qa_release(q_p);
    qa_release(q_t);
    qa_release(q_q);
    qa_release(q_s1);
    qa_release(q_s2);
    qa_release(q_s3);
    qa_release(q_g1);
    qa_release(q_g2);
    qa_release(q_g3);
    return;
}

int main(int argc, char **argv)
{
    q_argc = argc;
    q_argv = argv;
    q_script();
    qf_main_1(argc > 1 ? atol(argv[1]) : 29L, argc > 2 ? atol(argv[2]) : 31L);
    q_xfer_report();
    return 0;
}
