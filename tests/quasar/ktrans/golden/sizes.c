/* ---- end of the run-time support; the program follows ---- */
static void q_script(void);
static inline __attribute__((always_inline)) void qf_mix_2(long q_pos0, long q_pos1, qarr *q_x, qarr *q_y, qarr *q_z, qarr *q_w);
static inline __attribute__((always_inline)) void qf_mix_3(long q_pos0, long q_pos1, qarr *q_x, qarr *q_y, qarr *q_z, qarr *q_w);
static inline __attribute__((always_inline)) void qf_inc_4(long q_pos0, long q_pos1, qarr *q_a, qarr *q_b);
static inline __attribute__((always_inline)) void qf_inc_5(long q_pos0, long q_pos1, qarr *q_a, qarr *q_b);
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

static inline __attribute__((always_inline)) void qf_inc_4(long q_pos0, long q_pos1, qarr *q_a, qarr *q_b)
{
    /* inc, line 12 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_a->d[(q_chk(q_pos[0], q_a->dim[0])) * q_a->dim[1] + (q_chk(q_pos[1], q_a->dim[1]))] = (q_a->d[(q_chk(q_pos[0], q_a->dim[0])) * q_a->dim[1] + (q_chk(q_pos[1], q_a->dim[1]))] + q_b->d[(q_pos[0]) * q_b->dim[1] + (q_pos[1])]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_inc_5(long q_pos0, long q_pos1, qarr *q_a, qarr *q_b)
{
    /* inc, line 12 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_a->d[(q_pos[0]) * q_a->dim[1] + (q_pos[1])] = (q_a->d[(q_pos[0]) * q_a->dim[1] + (q_pos[1])] + q_b->d[(q_pos[0]) * q_b->dim[1] + (q_pos[1])]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_inc_6(long q_pos0, long q_pos1, qarr *q_a, qarr *q_b)
{
    /* inc, line 12 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    q_a->d[(q_pos[0]) * q_a->dim[1] + (q_pos[1])] = (q_a->d[(q_pos[0]) * q_a->dim[1] + (q_pos[1])] + q_b->d[(q_circ(q_pos[0], q_b->dim[0])) * q_b->dim[1] + (q_circ(q_pos[1], q_b->dim[1]))]);
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
        if (t37 > t33) t37 = t33;
        if (t38 < t37) t38 = t37;
        if (t39 > t34) t39 = t34;
        if (t40 < t39) t40 = t39;
        #pragma omp for
        for (long t35 = 0; t35 < t33; t35++) {
            long t41 = t35 >= t37 && t35 < t38 ? t39 : t34, t42 = t35 >= t37 && t35 < t38 ? t40 : t34, t36;
            for (t36 = 0; t36 < t41; t36++) qf_inc_4(t35, t36, q_u, q_x);
            #pragma omp simd
            for (t36 = t41; t36 < t42; t36++) qf_inc_5(t35, t36, q_u, q_x);
            for (t36 = t42; t36 < t34; t36++) qf_inc_4(t35, t36, q_u, q_x);
        }
        long t43 = (long)(q_x->dim[0]);
        long t44 = (long)(q_x->dim[1]);
        long t47 = 0, t48 = t43; /* pos[0] where the accessors' tests are dropped */
        long t49 = 0, t50 = t44; /* pos[1] where the accessors' tests are dropped */
        if (t48 > q_x->dim[0] - (0L)) t48 = q_x->dim[0] - (0L);
        if (t50 > q_x->dim[1] - (0L)) t50 = q_x->dim[1] - (0L);
        if (t48 > q_p->dim[0] - (0L)) t48 = q_p->dim[0] - (0L);
        if (t50 > q_p->dim[1] - (0L)) t50 = q_p->dim[1] - (0L);
        if (t47 > t43) t47 = t43;
        if (t48 < t47) t48 = t47;
        if (t49 > t44) t49 = t44;
        if (t50 < t49) t50 = t49;
        #pragma omp for
        for (long t45 = 0; t45 < t43; t45++) {
            long t51 = t45 >= t47 && t45 < t48 ? t49 : t44, t52 = t45 >= t47 && t45 < t48 ? t50 : t44, t46;
            for (t46 = 0; t46 < t51; t46++) qf_inc_6(t45, t46, q_x, q_p);
            #pragma omp simd
            for (t46 = t51; t46 < t52; t46++) qf_inc_7(t45, t46, q_x, q_p);
            for (t46 = t52; t46 < t44; t46++) qf_inc_6(t45, t46, q_x, q_p);
        }
        long t53 = (long)(q_t->dim[0]);
        long t54 = (long)(q_t->dim[1]);
        long t57 = 0, t58 = t53; /* pos[0] where the accessors' tests are dropped */
        long t59 = 0, t60 = t54; /* pos[1] where the accessors' tests are dropped */
        if (t58 > q_q->dim[0] - (0L)) t58 = q_q->dim[0] - (0L);
        if (t60 > q_q->dim[1] - (0L)) t60 = q_q->dim[1] - (0L);
        if (t58 > q_t->dim[0] - (0L)) t58 = q_t->dim[0] - (0L);
        if (t60 > q_t->dim[1] - (0L)) t60 = q_t->dim[1] - (0L);
        if (t57 > t53) t57 = t53;
        if (t58 < t57) t58 = t57;
        if (t59 > t54) t59 = t54;
        if (t60 < t59) t60 = t59;
        #pragma omp for
        for (long t55 = 0; t55 < t53; t55++) {
            long t61 = t55 >= t57 && t55 < t58 ? t59 : t54, t62 = t55 >= t57 && t55 < t58 ? t60 : t54, t56;
            for (t56 = 0; t56 < t61; t56++) qf_inc_4(t55, t56, q_q, q_t);
            #pragma omp simd
            for (t56 = t61; t56 < t62; t56++) qf_inc_5(t55, t56, q_q, q_t);
            for (t56 = t62; t56 < t54; t56++) qf_inc_4(t55, t56, q_q, q_t);
        }
    }
    fputs("inc: ", stdout);
    double t64 = 0.0;
    #pragma omp parallel for reduction(+:t64) if (q_u->n > 16384)
    for (long t63 = 0; t63 < q_u->n; t63++) t64 += q_u->d[t63];
    q_print_num(t64);
    fputs(" ", stdout);
    double t66 = 0.0;
    #pragma omp parallel for reduction(+:t66) if (q_x->n > 16384)
    for (long t65 = 0; t65 < q_x->n; t65++) t66 += q_x->d[t65];
    q_print_num(t66);
    fputs(" ", stdout);
    double t68 = 0.0;
    #pragma omp parallel for reduction(+:t68) if (q_q->n > 16384)
    for (long t67 = 0; t67 < q_q->n; t67++) t68 += q_q->d[t67];
    q_print_num(t68);
    putchar('\n');
    qarr *t69 = qa_fill(2, q_x->dim[0], q_x->dim[1], 1, 0.0);
    qa_set(&q_s1, t69);
    qarr *t71 = qa_like(q_x);
    #pragma omp parallel for if (t71->n > 16384)
    for (long t70 = 0; t70 < t71->n; t70++) t71->d[t70] = (q_x->d[t70] + 0L);
    qa_set(&q_s2, t71);
    long t72 = 0L, t73 = 2L;
    #pragma omp parallel private(q_k)
    {
        for (q_k = t72; q_k <= t73; q_k += 1) {
            long t74 = (long)(q_s1->dim[0]);
            long t75 = (long)(q_s1->dim[1]);
            long t78 = 0, t79 = t74; /* pos[0] where the accessors' tests are dropped */
            long t80 = 0, t81 = t75; /* pos[1] where the accessors' tests are dropped */
            if (t79 > q_s1->dim[0] - (0L)) t79 = q_s1->dim[0] - (0L);
            if (t81 > q_s1->dim[1] - (0L)) t81 = q_s1->dim[1] - (0L);
            if (t79 > q_s2->dim[0] - (0L)) t79 = q_s2->dim[0] - (0L);
            if (t81 > q_s2->dim[1] - (0L)) t81 = q_s2->dim[1] - (0L);
            if (t78 > t74) t78 = t74;
            if (t79 < t78) t79 = t78;
            if (t80 > t75) t80 = t75;
            if (t81 < t80) t81 = t80;
            #pragma omp for
            for (long t76 = 0; t76 < t74; t76++) {
                long t82 = t76 >= t78 && t76 < t79 ? t80 : t75, t83 = t76 >= t78 && t76 < t79 ? t81 : t75, t77;
                for (t77 = 0; t77 < t82; t77++) qf_inc_8(t76, t77, q_s1, q_s2);
                #pragma omp simd
                for (t77 = t82; t77 < t83; t77++) qf_inc_9(t76, t77, q_s1, q_s2);
                for (t77 = t83; t77 < t75; t77++) qf_inc_8(t76, t77, q_s1, q_s2);
            }
            #pragma omp single
            {
                qa_set(&q_s3, qa_retain(q_s1));
                qa_set(&q_s1, qa_retain(q_s2));
                qa_set(&q_s2, qa_retain(q_s3));
            }
        }
    }
    for (q_k = t72; q_k <= t73; q_k += 1) {} /* k after the loop */
    fputs("swap: ", stdout);
    double t85 = 0.0;
    #pragma omp parallel for reduction(+:t85) if (q_s1->n > 16384)
    for (long t84 = 0; t84 < q_s1->n; t84++) t85 += q_s1->d[t84];
    q_print_num(t85);
    fputs(" ", stdout);
    double t87 = 0.0;
    #pragma omp parallel for reduction(+:t87) if (q_s2->n > 16384)
    for (long t86 = 0; t86 < q_s2->n; t86++) t87 += q_s2->d[t86];
    q_print_num(t87);
    putchar('\n');
    qarr *t88 = qa_fill(2, q_x->dim[0], q_x->dim[1], 1, 0.0);
    qa_set(&q_g1, t88);
    qarr *t89 = qa_fill(2, (long)((q_n + 1L)), (long)(q_m), 1, 0.0);
    qa_set(&q_g2, t89);
    long t90 = 0L, t91 = 1L;
    #pragma omp parallel private(q_k)
    {
        for (q_k = t90; q_k <= t91; q_k += 1) {
            long t92 = (long)(q_x->dim[0]);
            long t93 = (long)(q_x->dim[1]);
            long t96 = 0, t97 = t92; /* pos[0] where the accessors' tests are dropped */
            long t98 = 0, t99 = t93; /* pos[1] where the accessors' tests are dropped */
            if (t97 > q_g1->dim[0] - (0L)) t97 = q_g1->dim[0] - (0L);
            if (t99 > q_g1->dim[1] - (0L)) t99 = q_g1->dim[1] - (0L);
            if (t97 > q_x->dim[0] - (0L)) t97 = q_x->dim[0] - (0L);
            if (t99 > q_x->dim[1] - (0L)) t99 = q_x->dim[1] - (0L);
            if (t96 > t92) t96 = t92;
            if (t97 < t96) t97 = t96;
            if (t98 > t93) t98 = t93;
            if (t99 < t98) t99 = t98;
            #pragma omp for
            for (long t94 = 0; t94 < t92; t94++) {
                long t100 = t94 >= t96 && t94 < t97 ? t98 : t93, t101 = t94 >= t96 && t94 < t97 ? t99 : t93, t95;
                for (t95 = 0; t95 < t100; t95++) qf_inc_4(t94, t95, q_g1, q_x);
                #pragma omp simd
                for (t95 = t100; t95 < t101; t95++) qf_inc_5(t94, t95, q_g1, q_x);
                for (t95 = t101; t95 < t93; t95++) qf_inc_4(t94, t95, q_g1, q_x);
            }
            #pragma omp single
            {
                qa_set(&q_g3, qa_retain(q_g1));
                qa_set(&q_g1, qa_retain(q_g2));
                qa_set(&q_g2, qa_retain(q_g3));
            }
        }
    }
    for (q_k = t90; q_k <= t91; q_k += 1) {} /* k after the loop */
    fputs("swap (sizes differ): ", stdout);
    double t103 = 0.0;
    #pragma omp parallel for reduction(+:t103) if (q_g1->n > 16384)
    for (long t102 = 0; t102 < q_g1->n; t102++) t103 += q_g1->d[t102];
    q_print_num(t103);
    fputs(" ", stdout);
    double t105 = 0.0;
    #pragma omp parallel for reduction(+:t105) if (q_g2->n > 16384)
    for (long t104 = 0; t104 < q_g2->n; t104++) t105 += q_g2->d[t104];
    q_print_num(t105);
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
