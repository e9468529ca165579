static void qf_box1_1(long q_lim0, long qt_id, long qt_n, qarr *q_y, qarr *q_x, long q_r);
static double qf_twice_3(double q_v);
static void qf_scale2_2(long q_lim0, long q_lim1, long qt_id, long qt_n, qarr *q_y, qarr *q_x, double q_a, double q_b);
static void qf_glob2_4(long q_lim0, long q_lim1, long qt_id, long qt_n, qarr *q_y, qarr *q_x);
static void qf_hyb3_5(long q_lim0, long q_lim1, long q_lim2, long qt_id, long qt_n, qarr *q_y, qarr *q_x);
static inline __attribute__((always_inline)) void qf_auto2_6(long q_pos0, long q_pos1, qarr *q_y, qarr *q_x);
static inline __attribute__((always_inline)) void qf_wpar_7(long q_pos0, qarr *q_y, double q_a);
static void qf_hrd_8(long q_lim0, long qt_id, long qt_n, qarr *q_y, qarr *q_x, qarr *q_w);
static void qf_hwr_9(long q_lim0, long qt_id, long qt_n, qarr *q_y, qarr *q_z);
static void q_script(void);

static void qf_box1_1(long q_lim0, long qt_id, long qt_n, qarr *q_y, qarr *q_x, long q_r)
{
    /* box1, line 12 */
    long qt_nu0 = (q_lim0 + 7) / 8;
    long qt_nu = qt_nu0;
    long qt_lo = qt_id * qt_nu / qt_n, qt_hi = (qt_id + 1) * qt_nu / qt_n;
    long q_w = 0;
    double q_inv = 0;
    if (qt_lo < qt_hi) { /* a thread with a point: what each of its points would compute alike */
        q_w = ((2L * q_r) + 1L);
        q_inv = ((double)(1) / (q_w));
    }
    for (long qt_u = qt_lo; qt_u < qt_hi; qt_u++) {
        long qt_b0 = qt_u * 8;
        long qt_be0 = qt_b0 + 8 < q_lim0 ? qt_b0 + 8 : q_lim0;
        for (long q_pos0 = qt_b0; q_pos0 < qt_be0; q_pos0++) {
    long q_pos = q_pos0;
    double q_s = 0;
    long q_k = 0;
    double q_u = 0;
    q_s = 0;
    long t0 = (-q_r), t1 = q_r;
    for (q_k = t0; q_k <= t1; q_k += 1) {
        q_s += q_x->d[q_clamp((q_pos + q_k), q_x->n)];
    }
    q_u = (q_s * q_inv);
    q_y->d[q_pos] = q_u;
    }
    }
    goto q_return;
q_return:
    return;
}
static void qf_scale2_2(long q_lim0, long q_lim1, long qt_id, long qt_n, qarr *q_y, qarr *q_x, double q_a, double q_b)
{
    /* scale2, line 25 */
    long qt_nu0 = (q_lim0 + 0) / 1;
    long qt_nu1 = (q_lim1 + 7) / 8;
    long qt_nu = qt_nu0 * qt_nu1;
    long qt_lo = qt_id * qt_nu / qt_n, qt_hi = (qt_id + 1) * qt_nu / qt_n;
    double q_c = 0;
    if (qt_lo < qt_hi) { /* a thread with a point: what each of its points would compute alike */
        q_c = ((q_a * q_a) + sqrt((double)(q_b)));
    }
    for (long qt_u = qt_lo; qt_u < qt_hi; qt_u++) {
        long qt_b0 = qt_u / qt_nu1 * 1, qt_b1 = qt_u % qt_nu1 * 8;
        long qt_be0 = qt_b0 + 1 < q_lim0 ? qt_b0 + 1 : q_lim0, qt_be1 = qt_b1 + 8 < q_lim1 ? qt_b1 + 8 : q_lim1;
        for (long q_pos0 = qt_b0; q_pos0 < qt_be0; q_pos0++)
        #pragma omp simd
        for (long q_pos1 = qt_b1; q_pos1 < qt_be1; q_pos1++) {
    long q_pos[3] = {q_pos0, q_pos1, 0};
    double q_d = 0;
    double q_e = 0;
    double q_t = 0;
    q_d = qf_twice_3(q_a);
    q_e = (q_pos[0] * q_a);
    q_t = (q_c + q_d);
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] = ((q_t * q_x->d[(q_pos[0]) * q_x->dim[1] + (q_pos[1])]) - q_e);
    }
    }
    goto q_return;
q_return:
    return;
}
static void qf_glob2_4(long q_lim0, long q_lim1, long qt_id, long qt_n, qarr *q_y, qarr *q_x)
{
    /* glob2, line 36 */
    long qt_nu0 = (q_lim0 + 7) / 8;
    long qt_nu1 = (q_lim1 + 15) / 16;
    long qt_nu = qt_nu0 * qt_nu1;
    for (long qt_u = qt_id; qt_u < qt_nu; qt_u += qt_n) {
        long qt_b0 = qt_u / qt_nu1 * 8, qt_b1 = qt_u % qt_nu1 * 16;
        long qt_be0 = qt_b0 + 8 < q_lim0 ? qt_b0 + 8 : q_lim0, qt_be1 = qt_b1 + 16 < q_lim1 ? qt_b1 + 16 : q_lim1;
        for (long q_pos0 = qt_b0; q_pos0 < qt_be0; q_pos0++)
        for (long q_pos1 = qt_b1; q_pos1 < qt_be1; q_pos1++) {
    long q_pos[3] = {q_pos0, q_pos1, 0};
    #pragma omp atomic
    q_y->d[(q_pos[0]) * q_y->dim[1] + (q_pos[1])] += ((q_x->d[(q_pos[0]) * q_x->dim[1] + (q_pos[1])] * 2L) + q_pos[1]);
    }
    }
    goto q_return;
q_return:
    return;
}
static void qf_hyb3_5(long q_lim0, long q_lim1, long q_lim2, long qt_id, long qt_n, qarr *q_y, qarr *q_x)
{
    /* hyb3, line 42 */
    long qt_nu0 = (q_lim0 + 1) / 2;
    long qt_nu1 = (q_lim1 + 3) / 4;
    long qt_nu2 = (q_lim2 + 31) / 32;
    long qt_nu = qt_nu0 * qt_nu1 * qt_nu2;
    for (long qt_u = qt_id; qt_u < qt_nu; qt_u += qt_n) {
        long qt_b0 = qt_u / (qt_nu1 * qt_nu2) * 2, qt_b1 = qt_u / qt_nu2 % qt_nu1 * 4, qt_b2 = qt_u % qt_nu2 * 32;
        long qt_be0 = qt_b0 + 2 < q_lim0 ? qt_b0 + 2 : q_lim0, qt_be1 = qt_b1 + 4 < q_lim1 ? qt_b1 + 4 : q_lim1, qt_be2 = qt_b2 + 32 < q_lim2 ? qt_b2 + 32 : q_lim2;
        for (long qt_t0 = qt_b0; qt_t0 < qt_be0; qt_t0 += 1)
        for (long qt_t1 = qt_b1; qt_t1 < qt_be1; qt_t1 += 1)
        for (long qt_t2 = qt_b2; qt_t2 < qt_be2; qt_t2 += 3) {
        long qt_e0 = qt_t0 + 1 < qt_be0 ? qt_t0 + 1 : qt_be0, qt_e1 = qt_t1 + 1 < qt_be1 ? qt_t1 + 1 : qt_be1, qt_e2 = qt_t2 + 3 < qt_be2 ? qt_t2 + 3 : qt_be2;
        for (long q_pos0 = qt_t0; q_pos0 < qt_e0; q_pos0++)
        for (long q_pos1 = qt_t1; q_pos1 < qt_e1; q_pos1++)
        #pragma omp simd
        for (long q_pos2 = qt_t2; q_pos2 < qt_e2; q_pos2++) {
    long q_pos[3] = {q_pos0, q_pos1, q_pos2};
    q_y->d[((q_pos[0]) * q_y->dim[1] + (q_pos[1])) * q_y->dim[2] + (q_pos[2])] = ((q_x->d[((q_pos[0]) * q_x->dim[1] + (q_pos[1])) * q_x->dim[2] + (q_pos[2])] * 2L) + q_pos[2]);
    }
        }
    }
    goto q_return;
q_return:
    return;
}
static void qf_hrd_8(long q_lim0, long qt_id, long qt_n, qarr *q_y, qarr *q_x, qarr *q_w)
{
    /* hrd, line 58 */
    long qt_nu0 = (q_lim0 + 7) / 8;
    long qt_nu = qt_nu0;
    long qt_lo = qt_id * qt_nu / qt_n, qt_hi = (qt_id + 1) * qt_nu / qt_n;
    double q_c0 = 0;
    double q_c1 = 0;
    if (qt_lo < qt_hi) { /* a thread with a point: what each of its points would compute alike */
        q_c0 = q_w->d[0L];
        q_c1 = q_w->d[(q_w->n - 1L)];
    }
    for (long qt_u = qt_lo; qt_u < qt_hi; qt_u++) {
        long qt_b0 = qt_u * 8;
        long qt_be0 = qt_b0 + 8 < q_lim0 ? qt_b0 + 8 : q_lim0;
        #pragma omp simd
        for (long q_pos0 = qt_b0; q_pos0 < qt_be0; q_pos0++) {
    long q_pos = q_pos0;
    q_y->d[q_pos] = ((q_c0 * q_x->d[q_pos]) + q_c1);
    }
    }
    goto q_return;
q_return:
    return;
}
static void qf_hwr_9(long q_lim0, long qt_id, long qt_n, qarr *q_y, qarr *q_z)
{
    /* hwr, line 68 */
    long qt_nu0 = (q_lim0 + 7) / 8;
    long qt_nu = qt_nu0;
    long qt_lo = qt_id * qt_nu / qt_n, qt_hi = (qt_id + 1) * qt_nu / qt_n;
    for (long qt_u = qt_lo; qt_u < qt_hi; qt_u++) {
        long qt_b0 = qt_u * 8;
        long qt_be0 = qt_b0 + 8 < q_lim0 ? qt_b0 + 8 : q_lim0;
        #pragma omp simd
        for (long q_pos0 = qt_b0; q_pos0 < qt_be0; q_pos0++) {
    long q_pos = q_pos0;
    double q_c = 0;
    double q_d = 0;
    q_c = q_y->d[0L];
    if ((q_pos > 0L)) {
        q_y->d[q_pos] = (q_y->d[q_pos] + q_c);
    }
    q_d = q_z->d[1L];
    if ((q_pos > 0L)) {
        q_y->d[q_pos] = (q_y->d[q_pos] + q_d);
    }
    }
    }
    goto q_return;
q_return:
    return;
}
