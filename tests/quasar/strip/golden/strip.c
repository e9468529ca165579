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
                for (t12 = t17; t12 < t18; t12 += 64) qf_hrow_5(t11, t12, t18 - t12 < 64 ? t18 - t12 : 64, q_y, q_x, q_w, q_r);
                for (t12 = t18; t12 < t10; t12++) qf_hrow_3(t11, t12, q_y, q_x, q_w, q_r);
            }
            qarr *t19 = qa_fill(2, (long)(q_m), (long)(q_n), 1, 0.0);
            qa_set(&q_e, t19);
            long t20 = 0L, t21 = (q_m - 1L);
            long t22 = 0L, t23 = (q_n - 1L);
            #pragma omp parallel for collapse(2) lastprivate(q_s) private(q_k) lastprivate(q_i)
            for (q_i = t20; q_i <= t21; q_i += 1) {
                for (q_j = t22; q_j <= t23; q_j += 1) {
                    q_s = 0;
                    long t24 = (-q_r), t25 = q_r;
                    for (q_k = t24; q_k <= t25; q_k += 1) {
                        q_s += (q_w->d[(q_k + q_r)] * q_x->d[(q_i) * q_x->dim[1] + ((((((q_j + q_k)) > (0L) ? ((q_j + q_k)) : (0L))) < ((q_n - 1L)) ? ((((q_j + q_k)) > (0L) ? ((q_j + q_k)) : (0L))) : ((q_n - 1L))))]);
                    }
                    q_e->d[(q_i) * q_e->dim[1] + (q_j)] = q_s;
                }
            }
            qf_check_6("hrow", q_y, q_e, 0L);
        }
        q_r = 3L;
        if ((q_m > q_r)) {
            qarr *t26 = qa_uninit(2, (long)((q_m - q_r)), (long)(q_n), 1);
            qa_set(&q_y, t26);
            long t27 = (long)(q_y->dim[0]);
            long t28 = (long)(q_y->dim[1]);
            #pragma omp parallel for collapse(2) if (t27 * t28 > 256)
            for (long t29 = 0; t29 < t27; t29++)
              for (long t30 = 0; t30 < t28; t30 += 64)
                qf_vcol_8(t29, t30, t28 - t30 < 64 ? t28 - t30 : 64, q_y, q_x, q_r);
            qarr *t31 = qa_fill(2, (long)((q_m - q_r)), (long)(q_n), 1, 0.0);
            qa_set(&q_e, t31);
            long t32 = 0L, t33 = ((q_m - q_r) - 1L);
            for (q_i = t32; q_i <= t33; q_i += 1) {
                long t34 = 0L, t35 = (q_n - 1L);
                for (q_j = t34; q_j <= t35; q_j += 1) {
                    q_s = 0;
                    q_c = 0L;
                    long t36 = 0L, t37 = q_r;
                    #pragma omp parallel for if ((t37 - t36 + 1) > 256) lastprivate(q_v) reduction(+:q_s) reduction(+:q_c)
                    for (q_k = t36; q_k <= t37; q_k += 1) {
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
        qarr *t38 = qa_fill(1, 1, q_n, 1, 0.0);
        qa_set(&q_v1, t38);
        long t39 = 0L, t40 = (q_n - 1L);
        #pragma omp parallel for if ((t40 - t39 + 1) > 256)
        for (q_j = t39; q_j <= t40; q_j += 1) {
            q_v1->d[q_j] = q_x->d[(0L) * q_x->dim[1] + (q_j)];
        }
        qarr *t41 = qa_uninit(1, 1, q_n, 1);
        qa_set(&q_y1, t41);
        long t42 = (long)(q_n);
        long t44 = 0, t45 = t42; /* pos[0] where the accessors' tests are dropped */
        if (t45 > q_v1->n - (0L)) t45 = q_v1->n - (0L);
        if (t44 < -((-(2L)))) t44 = -((-(2L)));
        if (t45 > q_v1->n - ((2L))) t45 = q_v1->n - ((2L));
        if (t44 > t42) t44 = t42;
        if (t45 < t44) t45 = t44;
        long t43;
        #pragma omp parallel for if (t44 - 0 > 256)
        for (t43 = 0; t43 < t44; t43++) qf_bil1_9(t43, q_y1, q_v1, 2L);
        #pragma omp parallel for if (t45 - t44 > 256)
        for (t43 = t44; t43 < t45; t43 += 64) qf_bil1_11(t43, t45 - t43 < 64 ? t45 - t43 : 64, q_y1, q_v1, 2L);
        #pragma omp parallel for if (t42 - t45 > 256)
        for (t43 = t45; t43 < t42; t43++) qf_bil1_9(t43, q_y1, q_v1, 2L);
        qarr *t46 = qa_fill(2, (long)(1L), (long)(q_n), 1, 0.0);
        qa_set(&q_e1, t46);
        long t47 = 0L, t48 = (q_n - 1L);
        for (q_j = t47; q_j <= t48; q_j += 1) {
            q_c = q_v1->d[q_j];
            q_num = 0;
            q_den = 0;
            long t49 = (-2L), t50 = 2L;
            long t51 = 0L, t52 = 4L;
            long t53 = 2L;
            #pragma omp parallel for collapse(2) private(q_i) lastprivate(q_v) private(q_g) reduction(+:q_num) reduction(+:q_den)
            for (q_a = t49; q_a <= t50; q_a += 1) {
                for (q_b = t51; q_b <= t52; q_b += t53) {
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
        qarr *t54 = qa_reshape(q_y1, 2, 1L, q_n, 1);
        qf_check_12("bil1", t54, q_e1, 1e-14);
        qa_release(t54);
        qarr *t55 = qa_fill(3, (long)(2L), (long)(q_m), (long)(q_n), 0.0);
        qa_set(&q_x3, t55);
        long t56 = 0L, t57 = 1L;
        long t58 = 0L, t59 = (q_m - 1L);
        long t60 = 0L, t61 = (q_n - 1L);
        #pragma omp parallel for collapse(3) if ((t57 - t56 + 1) * (t59 - t58 + 1) * (t61 - t60 + 1) > 256) lastprivate(q_i)
        for (q_p = t56; q_p <= t57; q_p += 1) {
            for (q_i = t58; q_i <= t59; q_i += 1) {
                for (q_j = t60; q_j <= t61; q_j += 1) {
                    q_x3->d[((q_p) * q_x3->dim[1] + (q_i)) * q_x3->dim[2] + (q_j)] = (q_x->d[(q_i) * q_x->dim[1] + (q_j)] * (q_p + 1L));
                }
            }
        }
        qarr *t62 = qa_uninit(3, (long)(2L), (long)(q_m), (long)(q_n));
        qa_set(&q_y3, t62);
        long t63 = (long)(q_y3->dim[0]);
        long t64 = (long)(q_y3->dim[1]);
        long t65 = (long)(q_y3->dim[2]);
        long t69 = 0, t70 = t63; /* pos[0] where the accessors' tests are dropped */
        long t71 = 0, t72 = t64; /* pos[1] where the accessors' tests are dropped */
        long t73 = 0, t74 = t65; /* pos[2] where the accessors' tests are dropped */
        if (t70 > q_x3->dim[0] - (0L)) t70 = q_x3->dim[0] - (0L);
        if (t72 > q_x3->dim[1] - (0L)) t72 = q_x3->dim[1] - (0L);
        if (t73 < -(-1L)) t73 = -(-1L);
        if (t74 > q_x3->dim[2] - (1L)) t74 = q_x3->dim[2] - (1L);
        if (t69 > t63) t69 = t63;
        if (t70 < t69) t70 = t69;
        if (t71 > t64) t71 = t64;
        if (t72 < t71) t72 = t71;
        if (t73 > t65) t73 = t65;
        if (t74 < t73) t74 = t73;
        #pragma omp parallel for collapse(2) if (t63 * t64 * t65 > 256)
        for (long t66 = 0; t66 < t63; t66++)
          for (long t67 = 0; t67 < t64; t67++) {
              long t75 = t66 >= t69 && t66 < t70 && t67 >= t71 && t67 < t72 ? t73 : t65, t76 = t66 >= t69 && t66 < t70 && t67 >= t71 && t67 < t72 ? t74 : t65, t68;
              for (t68 = 0; t68 < t75; t68++) qf_box3_13(t66, t67, t68, q_y3, q_x3);
              for (t68 = t75; t68 < t76; t68 += 64) qf_box3_15(t66, t67, t68, t76 - t68 < 64 ? t76 - t68 : 64, q_y3, q_x3);
              for (t68 = t76; t68 < t65; t68++) qf_box3_13(t66, t67, t68, q_y3, q_x3);
          }
        q_d3 = 0;
        long t77 = 0L, t78 = 1L;
        for (q_p = t77; q_p <= t78; q_p += 1) {
            long t79 = 0L, t80 = (q_m - 1L);
            for (q_i = t79; q_i <= t80; q_i += 1) {
                long t81 = 0L, t82 = (q_n - 1L);
                for (q_j = t81; q_j <= t82; q_j += 1) {
                    q_s = 0;
                    long t83 = (-1L), t84 = 1L;
                    #pragma omp parallel for if ((t84 - t83 + 1) > 256) reduction(+:q_s)
                    for (q_k = t83; q_k <= t84; q_k += 1) {
                        if ((((q_j + q_k) >= 0L) && ((q_j + q_k) < q_n))) {
                            q_s += (q_x3->d[((q_p) * q_x3->dim[1] + (q_i)) * q_x3->dim[2] + ((q_j + q_k))] * (q_k + 2L));
                        }
                    }
                    q_d3 = q_fmax((double)(q_d3), (double)(fabs((double)((q_s - q_y3->d[((q_p) * q_y3->dim[1] + (q_i)) * q_y3->dim[2] + (q_j)])))));
                }
            }
        }
        qval t85[1];
        t85[0] = (qval){1, 0, ((q_d3 == 0L) ? "ok" : "differs")};
        char *t86 = q_vformat("box3 %s\n", 1, t85);
        fputs(t86, stdout);
        qs_release(t86);
        if (!((q_d3 == 0L))) q_fail("strip.q:219: assertion failed");
        qarr *t87 = qa_fill(2, (long)(q_m), (long)(q_n), 1, 0.0);
        qa_set(&q_y, t87);
        #pragma omp parallel
        {
            long t88 = (long)(q_y->dim[0]);
            long t89 = (long)(q_y->dim[1]);
            #pragma omp for collapse(2)
            for (long t90 = 0; t90 < t88; t90++)
              for (long t91 = 0; t91 < t89; t91++)
                qf_tri_16(t90, t91, q_y);
            long t92 = (long)(q_y->dim[0]);
            long t93 = (long)(q_y->dim[1]);
            #pragma omp for collapse(2)
            for (long t94 = 0; t94 < t92; t94++)
              for (long t95 = 0; t95 < t93; t95++)
                qf_inplace_17(t94, t95, q_y, 2L);
        }
        qarr *t96 = qa_fill(1, 1, 2L, 1, 0.0);
        qa_set(&q_h, t96);
        long t97 = (long)(q_x->dim[0]);
        long t98 = (long)(q_x->dim[1]);
        #pragma omp parallel for collapse(2) if (t97 * t98 > 256)
        for (long t99 = 0; t99 < t97; t99++)
          for (long t100 = 0; t100 < t98; t100++)
            qf_hist_18(t99, t100, q_h, q_x);
        qarr *t101 = qa_fill(2, (long)(q_m), (long)(q_n), 1, 0.0);
        qa_set(&q_t, t101);
        long t102 = (long)(q_t->dim[0]);
        long t103 = (long)(q_t->dim[1]);
        #pragma omp parallel for collapse(2) if (t102 * t103 > 256)
        for (long t104 = 0; t104 < t102; t104++)
          for (long t105 = 0; t105 < t103; t105++)
            qf_wl_19(t104, t105, q_t);
        qval t106[3];
        double t108 = 0.0;
        #pragma omp parallel for reduction(+:t108) if (q_y->n > 16384)
        for (long t107 = 0; t107 < q_y->n; t107++) t108 += q_y->d[t107];
        t106[0] = (qval){0, (double)(t108), NULL};
        t106[1] = (qval){0, (double)(q_h->d[1L]), NULL};
        double t110 = 0.0;
        #pragma omp parallel for reduction(+:t110) if (q_t->n > 16384)
        for (long t109 = 0; t109 < q_t->n; t109++) t110 += q_t->d[t109];
        t106[2] = (qval){0, (double)(t110), NULL};
        char *t111 = q_vformat("rest %.6f %.6f %.6f\n", 3, t106);
        fputs(t111, stdout);
        qs_release(t111);
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
