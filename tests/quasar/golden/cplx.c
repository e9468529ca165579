/* ---- end of the run-time support; the program follows ---- */
static qarr *qf_mix_1(qarr *q_Z, qarr *q_t, double q_f);
static inline __attribute__((always_inline)) void qf_rot_2(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, qcplx q_w);
static inline __attribute__((always_inline)) void qf_rot_3(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, qcplx q_w);
static void q_script(void);

static qarr *qf_mix_1(qarr *q_Z, qarr *q_t, double q_f)
{
    /* mix, line 5 */
    qarr *q_W = NULL;
    qa_retain(q_Z);
    qa_retain(q_t);
    qcplx t1 = q_cmulr(q_cmulr(q_cneg(q_cx(0, 2)), (double)(M_PI)), (double)(q_f));
    if (q_t->n != q_Z->n) q_fail("cplx.q:6: element-wise operands of different sizes");
    qarr *t2 = qa_like(q_Z);
    #pragma omp parallel for if (t2->n > 16384)
    for (long t0 = 0; t0 < t2->n; t0++) Q_CD(t2)[t0] = q_cadd(q_cmul(Q_CD(q_Z)[t0], q_cexp(q_cmulr(t1, (double)(q_t->d[t0])))), q_cconj(Q_CD(q_Z)[t0]));
    qa_set(&q_W, t2);
    goto q_return;
q_return:
    qa_release(q_Z);
    qa_release(q_t);
    return q_W;
}

static inline __attribute__((always_inline)) void qf_rot_2(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, qcplx q_w)
{
    /* rot, line 9 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    Q_CD(q_y)[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = q_csub(q_cmul(q_w, Q_CD(q_x)[(q_clamp((q_pos[0] + 0L), q_x->dim[0])) * q_x->dim[1] + (q_clamp((q_pos[1] + 1L), q_x->dim[1]))]), Q_CD(q_x)[(q_clamp(q_pos[0], q_x->dim[0])) * q_x->dim[1] + (q_clamp(q_pos[1], q_x->dim[1]))]);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_rot_3(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, qcplx q_w)
{
    /* rot, line 9 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    Q_CD(q_y)[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = q_csub(q_cmul(q_w, Q_CD(q_x)[((q_pos[0] + 0L)) * q_x->dim[1] + ((q_pos[1] + 1L))]), Q_CD(q_x)[(q_pos[0]) * q_x->dim[1] + (q_pos[1])]);
    goto q_return;
q_return:
    return;
}

static void q_script(void)
{
    qarr *q_t = NULL;
    qarr *q_Z = NULL;
    qarr *q_W = NULL;
    qarr *q_A = NULL;
    long q_i = 0;
    long q_j = 0;
    qarr *q_B = NULL;
    qarr *t0 = qa_linspace(0L, 1L, 6L);
    qa_set(&q_t, t0);
    qarr *t2 = qa_like_cx(q_t, 1);
    #pragma omp parallel for if (t2->n > 16384)
    for (long t1 = 0; t1 < t2->n; t1++) Q_CD(t2)[t1] = q_cx((double)(q_t->d[t1]), (double)((1L - q_t->d[t1])));
    qa_set(&q_Z, t2);
    qarr *t3 = qf_mix_1(q_Z, q_t, 0.5);
    qa_set(&q_W, t3);
    qa_print(q_W);
    putchar('\n');
    qarr *t5 = qa_like_cx(q_W, 0);
    #pragma omp parallel for if (t5->n > 16384)
    for (long t4 = 0; t4 < t5->n; t4++) t5->d[t4] = q_cabs(Q_CD(q_W)[t4]);
    qa_print(t5);
    fputs(" ", stdout);
    double t7_re = 0.0, t7_im = 0.0;
    #pragma omp parallel for reduction(+:t7_re, t7_im) if (q_W->n > 16384)
    for (long t6 = 0; t6 < q_W->n; t6++) { qcplx t8 = Q_CD(q_W)[t6]; t7_re += t8.re; t7_im += t8.im; }
    q_print_cplx(q_cx(t7_re, t7_im));
    fputs(" ", stdout);
    double t10 = 0.0;
    #pragma omp parallel for reduction(+:t10) if (q_W->n > 16384)
    for (long t9 = 0; t9 < q_W->n; t9++) t10 += q_sq((double)(q_cabs(Q_CD(q_W)[t9])));
    q_print_num((t10 / (double)q_W->n));
    putchar('\n');
    qa_release(t5);
    qarr *t11 = qa_cfill(2, (long)(3L), (long)(4L), 1, 0.0, 0.0);
    qa_set(&q_A, t11);
    long t12 = 0L, t13 = (qa_size(q_A, 0L) - 1L);
    long t14 = 0L, t15 = (qa_size(q_A, 1L) - 1L);
    #pragma omp parallel for collapse(2) if ((t13 - t12 + 1) * (t15 - t14 + 1) > 256)
    for (q_i = t12; q_i <= t13; q_i += 1) {
        for (q_j = t14; q_j <= t15; q_j += 1) {
            Q_CD(q_A)[(q_i) * q_A->dim[1] + (q_j)] = q_cdiv(q_cx((double)(q_i), (double)(q_j)), q_cadd(q_cx((double)(1L), 0), q_cx(0, 1)));
        }
    }
    qarr *t16 = qa_cfill(2, q_A->dim[0], q_A->dim[1], 1, 0.0, 0.0);
    qa_set(&q_B, t16);
    long t17 = (long)(q_B->dim[0]);
    long t18 = (long)(q_B->dim[1]);
    long t21 = 0, t22 = t17; /* pos[0] where the accessors' tests are dropped */
    long t23 = 0, t24 = t18; /* pos[1] where the accessors' tests are dropped */
    if (t22 > q_A->dim[0] - (0L)) t22 = q_A->dim[0] - (0L);
    if (t24 > q_A->dim[1] - (1L)) t24 = q_A->dim[1] - (1L);
    if (t24 > q_A->dim[1] - (0L)) t24 = q_A->dim[1] - (0L);
    if (t21 > t17) t21 = t17;
    if (t22 < t21) t22 = t21;
    if (t23 > t18) t23 = t18;
    if (t24 < t23) t24 = t23;
    #pragma omp parallel for if (t17 * t18 > 256)
    for (long t19 = 0; t19 < t17; t19++) {
        long t25 = t19 >= t21 && t19 < t22 ? t23 : t18, t26 = t19 >= t21 && t19 < t22 ? t24 : t18, t20;
        for (t20 = 0; t20 < t25; t20++) qf_rot_2(t19, t20, q_B, q_A, q_cx(0, 1));
        #pragma omp simd
        for (t20 = t25; t20 < t26; t20++) qf_rot_3(t19, t20, q_B, q_A, q_cx(0, 1));
        for (t20 = t26; t20 < t18; t20++) qf_rot_2(t19, t20, q_B, q_A, q_cx(0, 1));
    }
    qa_print(q_B);
    putchar('\n');
    qarr *t28 = qa_slice(q_B, 2, (qsel){0, (long)(2L), 0, 1}, (qsel){2, 0, 0, 1}, (qsel){0, 0, 0, 1});
    qarr *t29 = qa_like_cx(t28, 0);
    #pragma omp parallel for if (t29->n > 16384)
    for (long t27 = 0; t27 < t29->n; t27++) t29->d[t27] = (Q_CD(t28)[t27]).re;
    qa_print(t29);
    fputs(" ", stdout);
    qarr *t31 = qa_slice(q_B, 2, (qsel){2, 0, 0, 1}, (qsel){0, (long)(3L), 0, 1}, (qsel){0, 0, 0, 1});
    qarr *t32 = qa_like_cx(t31, 0);
    #pragma omp parallel for if (t32->n > 16384)
    for (long t30 = 0; t30 < t32->n; t30++) t32->d[t30] = (Q_CD(t31)[t30]).im;
    qa_print(t32);
    putchar('\n');
    qa_release(t28);
    qa_release(t29);
    qa_release(t31);
    qa_release(t32);
    qa_release(q_t);
    qa_release(q_Z);
    qa_release(q_W);
    qa_release(q_A);
    qa_release(q_B);
}

int main(int argc, char **argv)
{
    q_argc = argc;
    q_argv = argv;
    q_script();
    q_xfer_report();
    return 0;
}
