/* ---- end of the run-time support; the program follows ---- */
static void q_script(void);
static qarr *qf_grid_2(long q_a, long q_b);
static void qf_hrow_3(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, qarr *q_w, long q_r);
static inline __attribute__((always_inline)) void qf_hrow_4(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, qarr *q_w, long q_r);
static inline __attribute__((always_inline)) void qf_hrow_5(long q_pos0, long q_pos1, long q_cnt, qarr *q_y, qarr *q_x, qarr *q_w, long q_r);
static void qf_check_6(const char *q_name, qarr *q_a, qarr *q_b, double q_tol);
static void qf_vcol_7(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, long q_r);
static inline __attribute__((always_inline)) void qf_vcol_8(long q_pos0, long q_pos1, long q_cnt, qarr *q_y, qarr *q_x, long q_r);
static void qf_bil1_9(long q_pos0, qarr *q_y, qarr *q_x, long q_r);
static inline __attribute__((always_inline)) void qf_bil1_10(long q_pos0, qarr *q_y, qarr *q_x, long q_r);
static inline __attribute__((always_inline)) void qf_bil1_11(long q_pos0, long q_cnt, qarr *q_y, qarr *q_x, long q_r);
static void qf_check_12(const char *q_name, qarr *q_a, qarr *q_b, double q_tol);
static void qf_box3_13(long q_pos0, long q_pos1, long q_pos2, qarr *q_y, qarr *q_x);
static inline __attribute__((always_inline)) void qf_box3_14(long q_pos0, long q_pos1, long q_pos2, qarr *q_y, qarr *q_x);
static inline __attribute__((always_inline)) void qf_box3_15(long q_pos0, long q_pos1, long q_pos2, long q_cnt, qarr *q_y, qarr *q_x);
static void qf_tri_16(long q_pos0, long q_pos1, qarr *q_y);
static void qf_inplace_17(long q_pos0, long q_pos1, qarr *q_y, long q_r);
static void qf_hist_18(long q_pos0, long q_pos1, qarr *q_h, qarr *q_x);
static void qf_wl_19(long q_pos0, long q_pos1, qarr *q_y);
static void qf_main_1(void);

static void q_script(void)
{
}

static qarr *qf_grid_2(long q_a, long q_b)
{
    /* grid, line 95 */
    qarr *q_m = NULL;
    long q_i = 0;
    long q_j = 0;
    qarr *t0 = qa_fill(2, (long)(q_a), (long)(q_b), 1, 0.0);
    qa_set(&q_m, t0);
    long t1 = 0L, t2 = (q_a - 1L);
    long t3 = 0L, t4 = (q_b - 1L);
    #pragma omp parallel for collapse(2) if ((t2 - t1 + 1) * (t4 - t3 + 1) > 256)
    for (q_i = t1; q_i <= t2; q_i += 1) {
        for (q_j = t3; q_j <= t4; q_j += 1) {
            q_m->d[(q_i) * q_m->dim[1] + (q_j)] = (sin((double)(((1.7 * q_i) + (0.29999999999999999 * q_j)))) + 0.5);
        }
    }
    goto q_return;
q_return:
    return q_m;
}

static void qf_hrow_3(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, qarr *q_w, long q_r)
{
    /* hrow, line 10 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    double q_s = 0;
    long q_k = 0;
    q_s = 0;
    long t0 = (-q_r), t1 = q_r;
    for (q_k = t0; q_k <= t1; q_k += 1) {
        q_s += (q_w->d[(q_k + q_r)] * q_x->d[(q_clamp(q_pos[0], q_x->dim[0])) * q_x->dim[1] + (q_clamp((q_pos[1] + q_k), q_x->dim[1]))]);
    }
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = q_s;
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_hrow_4(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, qarr *q_w, long q_r)
{
    /* hrow, line 10 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    double q_s = 0;
    long q_k = 0;
    q_s = 0;
    long t0 = (-q_r), t1 = q_r;
    for (q_k = t0; q_k <= t1; q_k += 1) {
        q_s += (q_w->d[(q_k + q_r)] * q_x->d[(q_pos[0]) * q_x->dim[1] + ((q_pos[1] + q_k))]);
    }
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = q_s;
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_hrow_5(long q_pos0, long q_pos1, long q_cnt, qarr *q_y, qarr *q_x, qarr *q_w, long q_r)
{
    /* hrow, line 10 */
    double q_s[64] = {0};
    long q_k = 0;
    #pragma omp simd
    for (long q_l = 0; q_l < q_cnt; q_l++) {
        q_s[q_l] = 0;
    }
    long t0 = (-q_r), t1 = q_r;
    for (q_k = t0; q_k <= t1; q_k += 1) {
        #pragma omp simd
        for (long q_l = 0; q_l < q_cnt; q_l++) {
            long q_pos[3] = {q_pos0, q_pos1 + q_l, 0};
            q_s[q_l] += (q_w->d[(q_k + q_r)] * q_x->d[(q_pos[0]) * q_x->dim[1] + ((q_pos[1] + q_k))]);
        }
    }
    #pragma omp simd
    for (long q_l = 0; q_l < q_cnt; q_l++) {
        long q_pos[3] = {q_pos0, q_pos1 + q_l, 0};
        q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = q_s[q_l];
    }
    goto q_return;
q_return:
    return;
}

static void qf_check_6(const char *q_name, qarr *q_a, qarr *q_b, double q_tol)
{
    /* check, line 105 */
    double q_d = 0;
    long q_i = 0;
    long q_j = 0;
    q_name = qs_dup(q_name);
    qa_retain(q_a);
    qa_retain(q_b);
    q_d = 0;
    long t0 = 0L, t1 = (qa_size(q_a, 0L) - 1L);
    for (q_i = t0; q_i <= t1; q_i += 1) {
        long t2 = 0L, t3 = (qa_size(q_a, 1L) - 1L);
        for (q_j = t2; q_j <= t3; q_j += 1) {
            q_d = q_fmax((double)(q_d), (double)(((double)(fabs((double)((q_a->d[(q_i) * q_a->dim[1] + (q_j)] - q_b->d[(q_i) * q_b->dim[1] + (q_j)])))) / (((q_tol == 0L) ? 1L : q_fmax((double)(fabs((double)(q_b->d[(q_i) * q_b->dim[1] + (q_j)]))), (double)(1L)))))));
        }
    }
    qval t4[3];
    t4[0] = (qval){1, 0, q_name};
    t4[1] = (qval){1, 0, ((q_d <= q_tol) ? "ok" : "differs")};
    double t6 = 0.0;
    #pragma omp parallel for reduction(+:t6) if (q_a->n > 16384)
    for (long t5 = 0; t5 < q_a->n; t5++) t6 += q_a->d[t5];
    t4[2] = (qval){0, (double)(t6), NULL};
    char *t7 = q_vformat("%s %s %.6f\n", 3, t4);
    fputs(t7, stdout);
    qs_release(t7);
    if (!((q_d <= q_tol))) q_fail("strip.q:113: assertion failed");
    goto q_return;
q_return:
    qs_release(q_name);
    qa_release(q_a);
    qa_release(q_b);
    return;
}

static void qf_vcol_7(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x, long q_r)
{
    /* vcol, line 19 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    double q_s = 0;
    long q_n = 0;
    long q_k = 0;
    double q_v = 0;
    q_s = 0;
    q_n = 0L;
    long t0 = 0L, t1 = q_r;
    for (q_k = t0; q_k <= t1; q_k += 1) {
        q_v = q_x->d[((q_pos[0] + q_k)) * q_x->dim[1] + (q_pos[1])];
        if ((q_v > 0.5)) {
            q_s += q_v;
            q_n += 1L;
        } else {
            q_s -= (0.25 * q_v);
        }
    }
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = (q_s + q_n);
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_vcol_8(long q_pos0, long q_pos1, long q_cnt, qarr *q_y, qarr *q_x, long q_r)
{
    /* vcol, line 19 */
    double q_s[64] = {0};
    long q_n[64] = {0};
    long q_k = 0;
    double q_v[64] = {0};
    #pragma omp simd
    for (long q_l = 0; q_l < q_cnt; q_l++) {
        q_s[q_l] = 0;
        q_n[q_l] = 0L;
    }
    long t0 = 0L, t1 = q_r;
    for (q_k = t0; q_k <= t1; q_k += 1) {
        #pragma omp simd
        for (long q_l = 0; q_l < q_cnt; q_l++) {
            long q_pos[3] = {q_pos0, q_pos1 + q_l, 0};
            q_v[q_l] = q_x->d[((q_pos[0] + q_k)) * q_x->dim[1] + (q_pos[1])];
            if ((q_v[q_l] > 0.5)) {
                q_s[q_l] += q_v[q_l];
                q_n[q_l] += 1L;
            } else {
                q_s[q_l] -= (0.25 * q_v[q_l]);
            }
        }
    }
    #pragma omp simd
    for (long q_l = 0; q_l < q_cnt; q_l++) {
        long q_pos[3] = {q_pos0, q_pos1 + q_l, 0};
        q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = (q_s[q_l] + q_n[q_l]);
    }
    goto q_return;
q_return:
    return;
}

static void qf_bil1_9(long q_pos0, qarr *q_y, qarr *q_x, long q_r)
{
    /* bil1, line 35 */
    long q_pos = q_pos0;
    double q_c = 0;
    double q_num = 0;
    double q_den = 0;
    long q_a = 0;
    long q_b = 0;
    double q_v = 0;
    double q_w = 0;
    q_c = q_x->d[q_mirror(q_pos, q_x->n)];
    q_num = 0;
    q_den = 0;
    long t0 = (-q_r), t1 = q_r;
    for (q_a = t0; q_a <= t1; q_a += 1) {
        long t2 = 0L, t3 = 4L;
        long t4 = 2L;
        for (q_b = t2; q_b <= t3; q_b += t4) {
            q_v = q_x->d[q_mirror((q_pos + q_a), q_x->n)];
            q_w = exp((double)((((double)((-((q_a * q_a) + q_b))) / (8)) - q_sq((double)((q_v - q_c))))));
            q_num += (q_w * q_v);
            q_den += q_w;
        }
    }
    q_y->d[q_pos] = ((double)(q_num) / (q_den));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_bil1_10(long q_pos0, qarr *q_y, qarr *q_x, long q_r)
{
    /* bil1, line 35 */
    long q_pos = q_pos0;
    double q_c = 0;
    double q_num = 0;
    double q_den = 0;
    long q_a = 0;
    long q_b = 0;
    double q_v = 0;
    double q_w = 0;
    q_c = q_x->d[q_pos];
    q_num = 0;
    q_den = 0;
    long t0 = (-q_r), t1 = q_r;
    for (q_a = t0; q_a <= t1; q_a += 1) {
        long t2 = 0L, t3 = 4L;
        long t4 = 2L;
        for (q_b = t2; q_b <= t3; q_b += t4) {
            q_v = q_x->d[(q_pos + q_a)];
            q_w = exp((double)((((double)((-((q_a * q_a) + q_b))) / (8)) - q_sq((double)((q_v - q_c))))));
            q_num += (q_w * q_v);
            q_den += q_w;
        }
    }
    q_y->d[q_pos] = ((double)(q_num) / (q_den));
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_bil1_11(long q_pos0, long q_cnt, qarr *q_y, qarr *q_x, long q_r)
{
    /* bil1, line 35 */
    double q_c[64] = {0};
    double q_num[64] = {0};
    double q_den[64] = {0};
    long q_a = 0;
    long q_b = 0;
    double q_v[64] = {0};
    double q_w[64] = {0};
    #pragma omp simd
    for (long q_l = 0; q_l < q_cnt; q_l++) {
        long q_pos = q_pos0 + q_l;
        q_c[q_l] = q_x->d[q_pos];
        q_num[q_l] = 0;
        q_den[q_l] = 0;
    }
    long t0 = (-q_r), t1 = q_r;
    for (q_a = t0; q_a <= t1; q_a += 1) {
        long t2 = 0L, t3 = 4L;
        long t4 = 2L;
        for (q_b = t2; q_b <= t3; q_b += t4) {
            #pragma omp simd
            for (long q_l = 0; q_l < q_cnt; q_l++) {
                long q_pos = q_pos0 + q_l;
                q_v[q_l] = q_x->d[(q_pos + q_a)];
                q_w[q_l] = exp((double)((((double)((-((q_a * q_a) + q_b))) / (8)) - q_sq((double)((q_v[q_l] - q_c[q_l]))))));
                q_num[q_l] += (q_w[q_l] * q_v[q_l]);
                q_den[q_l] += q_w[q_l];
            }
        }
    }
    #pragma omp simd
    for (long q_l = 0; q_l < q_cnt; q_l++) {
        long q_pos = q_pos0 + q_l;
        q_y->d[q_pos] = ((double)(q_num[q_l]) / (q_den[q_l]));
    }
    goto q_return;
q_return:
    return;
}

static void qf_check_12(const char *q_name, qarr *q_a, qarr *q_b, double q_tol)
{
    /* check, line 105 */
    double q_d = 0;
    long q_i = 0;
    long q_j = 0;
    q_name = qs_dup(q_name);
    qa_retain(q_a);
    qa_retain(q_b);
    q_d = 0;
    long t0 = 0L, t1 = (qa_size(q_a, 0L) - 1L);
    for (q_i = t0; q_i <= t1; q_i += 1) {
        long t2 = 0L, t3 = (qa_size(q_a, 1L) - 1L);
        for (q_j = t2; q_j <= t3; q_j += 1) {
            q_d = q_fmax((double)(q_d), (double)(((double)(fabs((double)((q_a->d[(q_i) * q_a->dim[1] + (q_j)] - q_b->d[(q_i) * q_b->dim[1] + (q_j)])))) / (((q_tol == 0L) ? 1L : q_fmax((double)(fabs((double)(q_b->d[(q_i) * q_b->dim[1] + (q_j)]))), (double)(1L)))))));
        }
    }
    qval t4[3];
    t4[0] = (qval){1, 0, q_name};
    t4[1] = (qval){1, 0, ((q_d <= q_tol) ? "ok" : "differs")};
    double t6 = 0.0;
    #pragma omp parallel for reduction(+:t6) if (q_a->n > 16384)
    for (long t5 = 0; t5 < q_a->n; t5++) t6 += q_a->d[t5];
    t4[2] = (qval){0, (double)(t6), NULL};
    char *t7 = q_vformat("%s %s %.6f\n", 3, t4);
    fputs(t7, stdout);
    qs_release(t7);
    if (!((q_d <= q_tol))) q_fail("strip.q:113: assertion failed");
    goto q_return;
q_return:
    qs_release(q_name);
    qa_release(q_a);
    qa_release(q_b);
    return;
}

static void qf_box3_13(long q_pos0, long q_pos1, long q_pos2, qarr *q_y, qarr *q_x)
{
    /* box3, line 51 */
    long q_pos[3] = {q_pos0, q_pos1, q_pos2};
    double q_s = 0;
    long q_k = 0;
    q_s = 0;
    long t0 = (-1L), t1 = 1L;
    for (q_k = t0; q_k <= t1; q_k += 1) {
        q_s += ((((q_pos[0]) >= 0 && (q_pos[0]) < q_x->dim[0] && (q_pos[1]) >= 0 && (q_pos[1]) < q_x->dim[1] && ((q_pos[2] + q_k)) >= 0 && ((q_pos[2] + q_k)) < q_x->dim[2]) ? q_x->d[((q_pos[0]) * q_x->dim[1] + (q_pos[1])) * q_x->dim[2] + ((q_pos[2] + q_k))] : 0.0) * (q_k + 2L));
    }
    q_y->d[((q_pos[0]) * q_y->dim[1] + (q_pos[1])) * q_y->dim[2] + (q_pos[2])] = q_s;
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_box3_14(long q_pos0, long q_pos1, long q_pos2, qarr *q_y, qarr *q_x)
{
    /* box3, line 51 */
    long q_pos[3] = {q_pos0, q_pos1, q_pos2};
    double q_s = 0;
    long q_k = 0;
    q_s = 0;
    long t0 = (-1L), t1 = 1L;
    for (q_k = t0; q_k <= t1; q_k += 1) {
        q_s += (q_x->d[((q_pos[0]) * q_x->dim[1] + (q_pos[1])) * q_x->dim[2] + ((q_pos[2] + q_k))] * (q_k + 2L));
    }
    q_y->d[((q_pos[0]) * q_y->dim[1] + (q_pos[1])) * q_y->dim[2] + (q_pos[2])] = q_s;
    goto q_return;
q_return:
    return;
}

static inline __attribute__((always_inline)) void qf_box3_15(long q_pos0, long q_pos1, long q_pos2, long q_cnt, qarr *q_y, qarr *q_x)
{
    /* box3, line 51 */
    double q_s[64] = {0};
    long q_k = 0;
    #pragma omp simd
    for (long q_l = 0; q_l < q_cnt; q_l++) {
        q_s[q_l] = 0;
    }
    long t0 = (-1L), t1 = 1L;
    for (q_k = t0; q_k <= t1; q_k += 1) {
        #pragma omp simd
        for (long q_l = 0; q_l < q_cnt; q_l++) {
            long q_pos[3] = {q_pos0, q_pos1, q_pos2 + q_l};
            q_s[q_l] += (q_x->d[((q_pos[0]) * q_x->dim[1] + (q_pos[1])) * q_x->dim[2] + ((q_pos[2] + q_k))] * (q_k + 2L));
        }
    }
    #pragma omp simd
    for (long q_l = 0; q_l < q_cnt; q_l++) {
        long q_pos[3] = {q_pos0, q_pos1, q_pos2 + q_l};
        q_y->d[((q_pos[0]) * q_y->dim[1] + (q_pos[1])) * q_y->dim[2] + (q_pos[2])] = q_s[q_l];
    }
    goto q_return;
q_return:
    return;
}

static void qf_tri_16(long q_pos0, long q_pos1, qarr *q_y)
{
    /* tri, line 60 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    double q_s = 0;
    long q_k = 0;
    q_s = 0;
    long t0 = 0L, t1 = q_pos[1];
    for (q_k = t0; q_k <= t1; q_k += 1) {
        q_s += q_k;
    }
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = q_s;
    goto q_return;
q_return:
    return;
}

static void qf_inplace_17(long q_pos0, long q_pos1, qarr *q_y, long q_r)
{
    /* inplace, line 69 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    double q_s = 0;
    long q_k = 0;
    q_s = 0;
    long t0 = 0L, t1 = q_r;
    for (q_k = t0; q_k <= t1; q_k += 1) {
        q_s += q_k;
    }
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = (q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] + q_s);
    goto q_return;
q_return:
    return;
}

static void qf_hist_18(long q_pos0, long q_pos1, qarr *q_h, qarr *q_x)
{
    /* hist, line 78 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    long q_k = 0;
    long t0 = 0L, t1 = 1L;
    for (q_k = t0; q_k <= t1; q_k += 1) {
        #pragma omp atomic
        q_h->d[q_k] += (q_x->d[(q_pos[0]) * q_x->dim[1] + (q_pos[1])] * q_k);
    }
    goto q_return;
q_return:
    return;
}

static void qf_wl_19(long q_pos0, long q_pos1, qarr *q_y)
{
    /* wl, line 85 */
    long q_pos[3] = {q_pos0, q_pos1, 0};
    double q_s = 0;
    long q_k = 0;
    q_s = 0;
    q_k = 0L;
    for (;;) {
        if (!((q_k < 3L))) break;
        q_s += q_k;
        q_k += 1L;
    }
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = q_s;
    goto q_return;
q_return:
    return;
}

static void qf_main_1(void)
{
    /* main, line 116 */
    long q_sz = 0;
    long q_m = 0;
    long q_n = 0;
    qarr *q_x = NULL;
    long q_ri = 0;
    long q_r = 0;
    qarr *q_w = NULL;
    long q_k = 0;
    qarr *q_y = NULL;
    qarr *q_e = NULL;
    long q_i = 0;
    long q_j = 0;
    double q_s = 0;
    double q_c = 0;
    double q_v = 0;
    qarr *q_v1 = NULL;
    qarr *q_y1 = NULL;
    qarr *q_e1 = NULL;
    double q_num = 0;
    double q_den = 0;
    long q_a = 0;
    long q_b = 0;
    double q_g = 0;
    qarr *q_x3 = NULL;
    long q_p = 0;
    qarr *q_y3 = NULL;
    double q_d3 = 0;
    qarr *q_h = NULL;
    qarr *q_t = NULL;
    long t0 = 0L, t1 = 2L;
    for (q_sz = t0; q_sz <= t1; q_sz += 1) {
        q_m = ((q_sz) == 0 ? 5L : ((q_sz) == 1 ? 70L : 131L));
        q_n = ((q_sz) == 0 ? 3L : ((q_sz) == 1 ? 129L : 64L));
        qarr *t2 = qf_grid_2(q_m, q_n);
        qa_set(&q_x, t2);
        long t3 = 0L, t4 = 1L;
        for (q_ri = t3; q_ri <= t4; q_ri += 1) {
            q_r = ((q_ri) == 0 ? 2L : 70L);
            qarr *t5 = qa_fill(1, 1, ((2L * q_r) + 1L), 1, 0.0);
            qa_set(&q_w, t5);
            long t6 = 0L, t7 = (2L * q_r);
            #pragma omp parallel for if ((t7 - t6 + 1) > 256)
            for (q_k = t6; q_k <= t7; q_k += 1) {
                q_w->d[q_k] = ((double)(1) / ((q_k + 1L)));
            }
            qarr *t8 = qa_uninit(2, (long)(q_m), (long)(q_n), 1);
            qa_set(&q_y, t8);
            long t9 = (long)(q_y->dim[0]);
            long t10 = (long)(q_y->dim[1]);
            long t13 = 0, t14 = t9; /* pos[0] where the accessors' tests are dropped */
            long t15 = 0, t16 = t10; /* pos[1] where the accessors' tests are dropped */
            if (t14 > q_x->dim[0] - (0L)) t14 = q_x->dim[0] - (0L);
            if (t15 < -((-(q_r)))) t15 = -((-(q_r)));
            if (t16 > q_x->dim[1] - ((q_r))) t16 = q_x->dim[1] - ((q_r));
            if (t13 > t9) t13 = t9;
            if (t14 < t13) t14 = t13;
            if (t15 > t10) t15 = t10;
            if (t16 < t15) t16 = t15;
            #pragma omp parallel for if (t9 * t10 > 256)
            for (long t11 = 0; t11 < t9; t11++) {
                long t17 = t11 >= t13 && t11 < t14 ? t15 : t10, t18 = t11 >= t13 && t11 < t14 ? t16 : t10, t12;
                for (t12 = 0; t12 < t17; t12++) qf_hrow_3(t11, t12, q_y, q_x, q_w, q_r);
                for (t12 = t17; t12 < t18; t12 += 64) { long t19 = t18 - t12 < 64 ? t18 - t12 : 64; if (t19 >= 8) qf_hrow_5(t11, t12, t19, q_y, q_x, q_w, q_r); else for (long t20 = 0; t20 < t19; t20++) qf_hrow_4(t11, t12 + t20, q_y, q_x, q_w, q_r); }
                for (t12 = t18; t12 < t10; t12++) qf_hrow_3(t11, t12, q_y, q_x, q_w, q_r);
            }
            qarr *t21 = qa_fill(2, (long)(q_m), (long)(q_n), 1, 0.0);
            qa_set(&q_e, t21);
            long t22 = 0L, t23 = (q_m - 1L);
            long t24 = 0L, t25 = (q_n - 1L);
            #pragma omp parallel for collapse(2) lastprivate(q_s) private(q_k) lastprivate(q_i)
            for (q_i = t22; q_i <= t23; q_i += 1) {
                for (q_j = t24; q_j <= t25; q_j += 1) {
                    q_s = 0;
                    long t26 = (-q_r), t27 = q_r;
                    for (q_k = t26; q_k <= t27; q_k += 1) {
                        q_s += (q_w->d[(q_k + q_r)] * q_x->d[(q_i) * q_x->dim[1] + ((((((q_j + q_k)) > (0L) ? ((q_j + q_k)) : (0L))) < ((q_n - 1L)) ? ((((q_j + q_k)) > (0L) ? ((q_j + q_k)) : (0L))) : ((q_n - 1L))))]);
                    }
                    q_e->d[(q_i) * q_e->dim[1] + (q_j)] = q_s;
                }
            }
            qf_check_6("hrow", q_y, q_e, 0L);
        }
        q_r = 3L;
        if ((q_m > q_r)) {
            qarr *t28 = qa_uninit(2, (long)((q_m - q_r)), (long)(q_n), 1);
            qa_set(&q_y, t28);
            long t29 = (long)(q_y->dim[0]);
            long t30 = (long)(q_y->dim[1]);
            #pragma omp parallel for collapse(2) if (t29 * t30 > 256)
            for (long t31 = 0; t31 < t29; t31++)
              for (long t32 = 0; t32 < t30; t32 += 64)
                { long t33 = t30 - t32 < 64 ? t30 - t32 : 64; if (t33 >= 8) qf_vcol_8(t31, t32, t33, q_y, q_x, q_r); else for (long t34 = 0; t34 < t33; t34++) qf_vcol_7(t31, t32 + t34, q_y, q_x, q_r); }
            qarr *t35 = qa_fill(2, (long)((q_m - q_r)), (long)(q_n), 1, 0.0);
            qa_set(&q_e, t35);
            long t36 = 0L, t37 = ((q_m - q_r) - 1L);
            for (q_i = t36; q_i <= t37; q_i += 1) {
                long t38 = 0L, t39 = (q_n - 1L);
                for (q_j = t38; q_j <= t39; q_j += 1) {
                    q_s = 0;
                    q_c = 0L;
                    long t40 = 0L, t41 = q_r;
                    #pragma omp parallel for if ((t41 - t40 + 1) > 256) lastprivate(q_v) reduction(+:q_s) reduction(+:q_c)
                    for (q_k = t40; q_k <= t41; q_k += 1) {
                        q_v = q_x->d[((q_i + q_k)) * q_x->dim[1] + (q_j)];
                        if ((q_v > 0.5)) {
                            q_s += q_v;
                            q_c += 1L;
                        } else {
                            q_s -= (0.25 * q_v);
                        }
                    }
                    q_e->d[(q_i) * q_e->dim[1] + (q_j)] = (q_s + q_c);
                }
            }
            qf_check_6("vcol", q_y, q_e, 0L);
        }
        qarr *t42 = qa_fill(1, 1, q_n, 1, 0.0);
        qa_set(&q_v1, t42);
        long t43 = 0L, t44 = (q_n - 1L);
        #pragma omp parallel for if ((t44 - t43 + 1) > 256)
        for (q_j = t43; q_j <= t44; q_j += 1) {
            q_v1->d[q_j] = q_x->d[(0L) * q_x->dim[1] + (q_j)];
        }
        qarr *t45 = qa_uninit(1, 1, q_n, 1);
        qa_set(&q_y1, t45);
        long t46 = (long)(q_n);
        long t48 = 0, t49 = t46; /* pos[0] where the accessors' tests are dropped */
        if (t49 > q_v1->n - (0L)) t49 = q_v1->n - (0L);
        if (t48 < -((-(2L)))) t48 = -((-(2L)));
        if (t49 > q_v1->n - ((2L))) t49 = q_v1->n - ((2L));
        if (t48 > t46) t48 = t46;
        if (t49 < t48) t49 = t48;
        long t47;
        #pragma omp parallel for if (t48 - 0 > 256)
        for (t47 = 0; t47 < t48; t47++) qf_bil1_9(t47, q_y1, q_v1, 2L);
        #pragma omp parallel for if (t49 - t48 > 256)
        for (t47 = t48; t47 < t49; t47 += 64) { long t50 = t49 - t47 < 64 ? t49 - t47 : 64; if (t50 >= 8) qf_bil1_11(t47, t50, q_y1, q_v1, 2L); else for (long t51 = 0; t51 < t50; t51++) qf_bil1_10(t47 + t51, q_y1, q_v1, 2L); }
        #pragma omp parallel for if (t46 - t49 > 256)
        for (t47 = t49; t47 < t46; t47++) qf_bil1_9(t47, q_y1, q_v1, 2L);
        qarr *t52 = qa_fill(2, (long)(1L), (long)(q_n), 1, 0.0);
        qa_set(&q_e1, t52);
        long t53 = 0L, t54 = (q_n - 1L);
        for (q_j = t53; q_j <= t54; q_j += 1) {
            q_c = q_v1->d[q_j];
            q_num = 0;
            q_den = 0;
            long t55 = (-2L), t56 = 2L;
            long t57 = 0L, t58 = 4L;
            long t59 = 2L;
            #pragma omp parallel for collapse(2) private(q_i) lastprivate(q_v) private(q_g) reduction(+:q_num) reduction(+:q_den)
            for (q_a = t55; q_a <= t56; q_a += 1) {
                for (q_b = t57; q_b <= t58; q_b += t59) {
                    q_i = (q_j + q_a);
                    for (;;) {
                        if (!(((q_i < 0L) || (q_i >= q_n)))) break;
                        q_i = ((q_i < 0L) ? ((-1L) - q_i) : (((2L * q_n) - 1L) - q_i));
                    }
                    q_v = q_v1->d[q_i];
                    q_g = exp((double)((((double)((-((q_a * q_a) + q_b))) / (8)) - q_sq((double)((q_v - q_c))))));
                    q_num += (q_g * q_v);
                    q_den += q_g;
                }
            }
            q_e1->d[(0L) * q_e1->dim[1] + (q_j)] = ((double)(q_num) / (q_den));
        }
        qarr *t60 = qa_reshape(q_y1, 2, 1L, q_n, 1);
        qf_check_12("bil1", t60, q_e1, 1e-14);
        qa_release(t60);
        qarr *t61 = qa_fill(3, (long)(2L), (long)(q_m), (long)(q_n), 0.0);
        qa_set(&q_x3, t61);
        long t62 = 0L, t63 = 1L;
        long t64 = 0L, t65 = (q_m - 1L);
        long t66 = 0L, t67 = (q_n - 1L);
        #pragma omp parallel for collapse(3) if ((t63 - t62 + 1) * (t65 - t64 + 1) * (t67 - t66 + 1) > 256) lastprivate(q_i)
        for (q_p = t62; q_p <= t63; q_p += 1) {
            for (q_i = t64; q_i <= t65; q_i += 1) {
                for (q_j = t66; q_j <= t67; q_j += 1) {
                    q_x3->d[((q_p) * q_x3->dim[1] + (q_i)) * q_x3->dim[2] + (q_j)] = (q_x->d[(q_i) * q_x->dim[1] + (q_j)] * (q_p + 1L));
                }
            }
        }
        qarr *t68 = qa_uninit(3, (long)(2L), (long)(q_m), (long)(q_n));
        qa_set(&q_y3, t68);
        long t69 = (long)(q_y3->dim[0]);
        long t70 = (long)(q_y3->dim[1]);
        long t71 = (long)(q_y3->dim[2]);
        long t75 = 0, t76 = t69; /* pos[0] where the accessors' tests are dropped */
        long t77 = 0, t78 = t70; /* pos[1] where the accessors' tests are dropped */
        long t79 = 0, t80 = t71; /* pos[2] where the accessors' tests are dropped */
        if (t76 > q_x3->dim[0] - (0L)) t76 = q_x3->dim[0] - (0L);
        if (t78 > q_x3->dim[1] - (0L)) t78 = q_x3->dim[1] - (0L);
        if (t79 < -(-1L)) t79 = -(-1L);
        if (t80 > q_x3->dim[2] - (1L)) t80 = q_x3->dim[2] - (1L);
        if (t75 > t69) t75 = t69;
        if (t76 < t75) t76 = t75;
        if (t77 > t70) t77 = t70;
        if (t78 < t77) t78 = t77;
        if (t79 > t71) t79 = t71;
        if (t80 < t79) t80 = t79;
        #pragma omp parallel for collapse(2) if (t69 * t70 * t71 > 256)
        for (long t72 = 0; t72 < t69; t72++)
          for (long t73 = 0; t73 < t70; t73++) {
              long t81 = t72 >= t75 && t72 < t76 && t73 >= t77 && t73 < t78 ? t79 : t71, t82 = t72 >= t75 && t72 < t76 && t73 >= t77 && t73 < t78 ? t80 : t71, t74;
              for (t74 = 0; t74 < t81; t74++) qf_box3_13(t72, t73, t74, q_y3, q_x3);
              for (t74 = t81; t74 < t82; t74 += 64) { long t83 = t82 - t74 < 64 ? t82 - t74 : 64; if (t83 >= 8) qf_box3_15(t72, t73, t74, t83, q_y3, q_x3); else for (long t84 = 0; t84 < t83; t84++) qf_box3_14(t72, t73, t74 + t84, q_y3, q_x3); }
              for (t74 = t82; t74 < t71; t74++) qf_box3_13(t72, t73, t74, q_y3, q_x3);
          }
        q_d3 = 0;
        long t85 = 0L, t86 = 1L;
        for (q_p = t85; q_p <= t86; q_p += 1) {
            long t87 = 0L, t88 = (q_m - 1L);
            for (q_i = t87; q_i <= t88; q_i += 1) {
                long t89 = 0L, t90 = (q_n - 1L);
                for (q_j = t89; q_j <= t90; q_j += 1) {
                    q_s = 0;
                    long t91 = (-1L), t92 = 1L;
                    #pragma omp parallel for if ((t92 - t91 + 1) > 256) reduction(+:q_s)
                    for (q_k = t91; q_k <= t92; q_k += 1) {
                        if ((((q_j + q_k) >= 0L) && ((q_j + q_k) < q_n))) {
                            q_s += (q_x3->d[((q_p) * q_x3->dim[1] + (q_i)) * q_x3->dim[2] + ((q_j + q_k))] * (q_k + 2L));
                        }
                    }
                    q_d3 = q_fmax((double)(q_d3), (double)(fabs((double)((q_s - q_y3->d[((q_p) * q_y3->dim[1] + (q_i)) * q_y3->dim[2] + (q_j)])))));
                }
            }
        }
        qval t93[1];
        t93[0] = (qval){1, 0, ((q_d3 == 0L) ? "ok" : "differs")};
        char *t94 = q_vformat("box3 %s\n", 1, t93);
        fputs(t94, stdout);
        qs_release(t94);
        if (!((q_d3 == 0L))) q_fail("strip.q:219: assertion failed");
        qarr *t95 = qa_fill(2, (long)(q_m), (long)(q_n), 1, 0.0);
        qa_set(&q_y, t95);
        #pragma omp parallel
        {
            long t96 = (long)(q_y->dim[0]);
            long t97 = (long)(q_y->dim[1]);
            #pragma omp for collapse(2)
            for (long t98 = 0; t98 < t96; t98++)
              for (long t99 = 0; t99 < t97; t99++)
                qf_tri_16(t98, t99, q_y);
            long t100 = (long)(q_y->dim[0]);
            long t101 = (long)(q_y->dim[1]);
            #pragma omp for collapse(2)
            for (long t102 = 0; t102 < t100; t102++)
              for (long t103 = 0; t103 < t101; t103++)
                qf_inplace_17(t102, t103, q_y, 2L);
        }
        qarr *t104 = qa_fill(1, 1, 2L, 1, 0.0);
        qa_set(&q_h, t104);
        long t105 = (long)(q_x->dim[0]);
        long t106 = (long)(q_x->dim[1]);
        #pragma omp parallel for collapse(2) if (t105 * t106 > 256)
        for (long t107 = 0; t107 < t105; t107++)
          for (long t108 = 0; t108 < t106; t108++)
            qf_hist_18(t107, t108, q_h, q_x);
        qarr *t109 = qa_fill(2, (long)(q_m), (long)(q_n), 1, 0.0);
        qa_set(&q_t, t109);
        long t110 = (long)(q_t->dim[0]);
        long t111 = (long)(q_t->dim[1]);
        #pragma omp parallel for collapse(2) if (t110 * t111 > 256)
        for (long t112 = 0; t112 < t110; t112++)
          for (long t113 = 0; t113 < t111; t113++)
            qf_wl_19(t112, t113, q_t);
        qval t114[3];
        double t116 = 0.0;
        #pragma omp parallel for reduction(+:t116) if (q_y->n > 16384)
        for (long t115 = 0; t115 < q_y->n; t115++) t116 += q_y->d[t115];
        t114[0] = (qval){0, (double)(t116), NULL};
        t114[1] = (qval){0, (double)(q_h->d[1L]), NULL};
        double t118 = 0.0;
        #pragma omp parallel for reduction(+:t118) if (q_t->n > 16384)
        for (long t117 = 0; t117 < q_t->n; t117++) t118 += q_t->d[t117];
        t114[2] = (qval){0, (double)(t118), NULL};
        char *t119 = q_vformat("rest %.6f %.6f %.6f\n", 3, t114);
        fputs(t119, stdout);
        qs_release(t119);
    }
    goto q_return;
q_return:
    qa_release(q_x);
    qa_release(q_w);
    qa_release(q_y);
    qa_release(q_e);
    qa_release(q_v1);
    qa_release(q_y1);
    qa_release(q_e1);
    qa_release(q_x3);
    qa_release(q_y3);
    qa_release(q_h);
    qa_release(q_t);
    return;
}

int main(int argc, char **argv)
{
    q_argc = argc;
    q_argv = argv;
    q_script();
    qf_main_1();
    q_xfer_report();
    return 0;
}
