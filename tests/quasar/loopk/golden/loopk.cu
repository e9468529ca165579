__global__ void qk_loop12_5(long q_lim0, long q_lim1, long q_kf_lo0, long q_kf_lo1, q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, long q_N, double q_kappa, q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n);
__global__ void qk_expr24_8(long q_lim0, q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, q_real *q_kf_e1_d, int q_kf_e1_nd, long q_kf_e1_d0, long q_kf_e1_d1, long q_kf_e1_d2, long q_kf_e1_n, q_real *q_kf_e2_d, int q_kf_e2_nd, long q_kf_e2_d0, long q_kf_e2_d1, long q_kf_e2_d2, long q_kf_e2_n);
__device__ static double qk_avg_10(double q_a, double q_b);
__global__ void qk_loop30_9(long q_lim0, long q_lim1, long q_kf_lo0, long q_kf_lo1, long q_n, q_real *q_A_d, int q_A_nd, long q_A_d0, long q_A_d1, long q_A_d2, long q_A_n, q_real *q_X_d, int q_X_nd, long q_X_d0, long q_X_d1, long q_X_d2, long q_X_n);
__global__ void qk_loop37_11(long q_lim0, long q_kf_lo0, q_real *q_v_d, int q_v_nd, long q_v_d0, long q_v_d1, long q_v_d2, long q_v_n);
__global__ void qk_loop48_12(long q_lim0, long q_kf_lo0, q_real *q_v_d, int q_v_nd, long q_v_d0, long q_v_d1, long q_v_d2, long q_v_n);
__global__ void qk_red53_13(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_rp1_d, int q_kf_rp1_nd, long q_kf_rp1_d0, long q_kf_rp1_d1, long q_kf_rp1_d2, long q_kf_rp1_n, long q_kf_lo0, q_real *q_v_d, int q_v_nd, long q_v_d0, long q_v_d1, long q_v_d2, long q_v_n, q_real *q_A_d, int q_A_nd, long q_A_d0, long q_A_d1, long q_A_d2, long q_A_n);
__global__ void qk_red61_14(long q_lim0, long q_lim1, long q_kf_rn0, long q_kf_rs0, long q_kf_rn1, long q_kf_rs1, long q_kf_rg1, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_rp1_d, int q_kf_rp1_nd, long q_kf_rp1_d0, long q_kf_rp1_d1, long q_kf_rp1_d2, long q_kf_rp1_n, q_real *q_kf_rp2_d, int q_kf_rp2_nd, long q_kf_rp2_d0, long q_kf_rp2_d1, long q_kf_rp2_d2, long q_kf_rp2_n, long q_kf_lo0, long q_kf_lo1, q_real *q_A_d, int q_A_nd, long q_A_d0, long q_A_d1, long q_A_d2, long q_A_n, q_real *q_X_d, int q_X_nd, long q_X_d0, long q_X_d1, long q_X_d2, long q_X_n);
__global__ void qk_red68_15(long q_lim0, long q_lim1, long q_kf_rn0, long q_kf_rs0, long q_kf_rn1, long q_kf_rs1, long q_kf_rg1, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, long q_kf_lo0, long q_kf_lo1, q_real *q_A_d, int q_A_nd, long q_A_d0, long q_A_d1, long q_A_d2, long q_A_n);
__global__ void qk_loop86_16(long q_lim0, long q_kf_lo0, q_real *q_Z_d, int q_Z_nd, long q_Z_d0, long q_Z_d1, long q_Z_d2, long q_Z_n, long q_it);
__global__ void qk_expr89_17(long q_lim0, q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__global__ void qk_red91_18(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__global__ void qk_red91_19(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, q_real *q_kf_e1_d, int q_kf_e1_nd, long q_kf_e1_d0, long q_kf_e1_d1, long q_kf_e1_d2, long q_kf_e1_n, q_real *q_kf_e2_d, int q_kf_e2_nd, long q_kf_e2_d0, long q_kf_e2_d1, long q_kf_e2_d2, long q_kf_e2_n);
__global__ void qk_red93_20(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__global__ void qk_red94_21(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__global__ void qk_expr94_22(long q_lim0, q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);

__device__ static double ql_6(double q_d, double q_kappa)
{
    return exp((double)((-q_sq((double)(((double)(q_d) / (q_kappa)))))));
}

__global__ void qk_loop12_5(long q_lim0, long q_lim1, long q_kf_lo0, long q_kf_lo1, q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, long q_N, double q_kappa, q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n)
{
    /* loop12, line 12 */
    long q_pos0 = (long)blockIdx.y * blockDim.y + threadIdx.y;
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    if (q_pos1 >= q_lim1) return;
    qarr q_x_s = {q_x_d, q_x_nd, {q_x_d0, q_x_d1, q_x_d2}, q_x_n};
    qarr *q_x = &q_x_s;
    qarr q_y_s = {q_y_d, q_y_nd, {q_y_d0, q_y_d1, q_y_d2}, q_y_n};
    qarr *q_y = &q_y_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    long q_i = 0;
    long q_j = 0;
    double q_c = 0;
    double q_dn = 0;
    double q_de = 0;
    q_i = (q_pos[0] + q_kf_lo0);
    q_j = (q_pos[1] + q_kf_lo1);
    q_c = q_x->d[(q_i) * q_x->dim[1] + (q_j)];
    q_dn = (q_x->d[((((q_i - 1L)) > (0L) ? ((q_i - 1L)) : (0L))) * q_x->dim[1] + (q_j)] - q_c);
    q_de = (q_x->d[(q_i) * q_x->dim[1] + ((((q_j + 1L)) < ((q_N - 1L)) ? ((q_j + 1L)) : ((q_N - 1L))))] - q_c);
    q_y->d[(q_i) * q_y->dim[1] + (q_j)] = (q_c + (0.20000000000000001 * ((ql_6(q_dn, q_kappa) * q_dn) + (ql_6(q_de, q_kappa) * q_de))));
    goto q_return;
q_return:
    return;
}

extern "C" void qk_loop12_5(long lim0, long lim1, long q_kf_lo0, long q_kf_lo1, qarr *q_x, long q_N, double q_kappa, qarr *q_y)
{
    if (lim0 <= 0 || lim1 <= 0) return; /* an empty grid */
    q_real *q_x_d = qcu_in(q_x);
    q_real *q_y_d = qcu_in(q_y);
    dim3 b(32, 8, 1);
    dim3 g((unsigned)((lim1 + b.x - 1) / b.x), (unsigned)((lim0 + b.y - 1) / b.y), 1);
    qk_loop12_5<<<g, b>>>(lim0, lim1, q_kf_lo0, q_kf_lo1, q_x_d, q_x->nd, q_x->dim[0], q_x->dim[1], q_x->dim[2], q_x->n, q_N, q_kappa, q_y_d, q_y->nd, q_y->dim[0], q_y->dim[1], q_y->dim[2], q_y->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_y);
}

__global__ void qk_expr24_8(long q_lim0, q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, q_real *q_kf_e1_d, int q_kf_e1_nd, long q_kf_e1_d0, long q_kf_e1_d1, long q_kf_e1_d2, long q_kf_e1_n, q_real *q_kf_e2_d, int q_kf_e2_nd, long q_kf_e2_d0, long q_kf_e2_d1, long q_kf_e2_d2, long q_kf_e2_n)
{
    /* expr24, line 24 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    if (q_pos0 >= q_lim0) return;
    qarr q_kf_r_s = {q_kf_r_d, q_kf_r_nd, {q_kf_r_d0, q_kf_r_d1, q_kf_r_d2}, q_kf_r_n};
    qarr *q_kf_r = &q_kf_r_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    qarr q_kf_e1_s = {q_kf_e1_d, q_kf_e1_nd, {q_kf_e1_d0, q_kf_e1_d1, q_kf_e1_d2}, q_kf_e1_n};
    qarr *q_kf_e1 = &q_kf_e1_s;
    qarr q_kf_e2_s = {q_kf_e2_d, q_kf_e2_nd, {q_kf_e2_d0, q_kf_e2_d1, q_kf_e2_d2}, q_kf_e2_n};
    qarr *q_kf_e2 = &q_kf_e2_s;
    long q_pos = q_pos0;
    q_kf_r->d[q_pos] = (((q_kf_e0->d[q_pos] * q_kf_e1->d[q_pos]) + q_kf_e2->d[q_pos]) + 4L);
    goto q_return;
q_return:
    return;
}

extern "C" void qk_expr24_8(long lim0, qarr *q_kf_r, qarr *q_kf_e0, qarr *q_kf_e1, qarr *q_kf_e2)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_r_d = qcu_in(q_kf_r);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    q_real *q_kf_e1_d = qcu_in(q_kf_e1);
    q_real *q_kf_e2_d = qcu_in(q_kf_e2);
    dim3 b(256, 1, 1);
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_expr24_8<<<g, b>>>(lim0, q_kf_r_d, q_kf_r->nd, q_kf_r->dim[0], q_kf_r->dim[1], q_kf_r->dim[2], q_kf_r->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n, q_kf_e1_d, q_kf_e1->nd, q_kf_e1->dim[0], q_kf_e1->dim[1], q_kf_e1->dim[2], q_kf_e1->n, q_kf_e2_d, q_kf_e2->nd, q_kf_e2->dim[0], q_kf_e2->dim[1], q_kf_e2->dim[2], q_kf_e2->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_r);
}

__device__ static double qk_avg_10(double q_a, double q_b)
{
    /* avg, line 4 */
    double q_y = 0;
    q_y = (0.5 * (q_a + q_b));
    goto q_return;
q_return:
    return q_y;
}

__global__ void qk_loop30_9(long q_lim0, long q_lim1, long q_kf_lo0, long q_kf_lo1, long q_n, q_real *q_A_d, int q_A_nd, long q_A_d0, long q_A_d1, long q_A_d2, long q_A_n, q_real *q_X_d, int q_X_nd, long q_X_d0, long q_X_d1, long q_X_d2, long q_X_n)
{
    /* loop30, line 30 */
    long q_pos0 = (long)blockIdx.y * blockDim.y + threadIdx.y;
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    if (q_pos1 >= q_lim1) return;
    qarr q_A_s = {q_A_d, q_A_nd, {q_A_d0, q_A_d1, q_A_d2}, q_A_n};
    qarr *q_A = &q_A_s;
    qarr q_X_s = {q_X_d, q_X_nd, {q_X_d0, q_X_d1, q_X_d2}, q_X_n};
    qarr *q_X = &q_X_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    long q_i = 0;
    long q_j = 0;
    q_i = (q_pos[0] + q_kf_lo0);
    q_j = (q_pos[1] + q_kf_lo1);
    q_A->d[(q_i) * q_A->dim[1] + (q_j)] = (sin((double)((q_i * 0.10000000000000001))) + ((double)(q_j) / (q_n)));
    q_X->d[(q_i) * q_X->dim[1] + (q_j)] = ((double)(qk_avg_10(q_i, q_j)) / (q_n));
    goto q_return;
q_return:
    return;
}

extern "C" void qk_loop30_9(long lim0, long lim1, long q_kf_lo0, long q_kf_lo1, long q_n, qarr *q_A, qarr *q_X)
{
    if (lim0 <= 0 || lim1 <= 0) return; /* an empty grid */
    q_real *q_A_d = qcu_in(q_A);
    q_real *q_X_d = qcu_in(q_X);
    dim3 b(32, 8, 1);
    dim3 g((unsigned)((lim1 + b.x - 1) / b.x), (unsigned)((lim0 + b.y - 1) / b.y), 1);
    qk_loop30_9<<<g, b>>>(lim0, lim1, q_kf_lo0, q_kf_lo1, q_n, q_A_d, q_A->nd, q_A->dim[0], q_A->dim[1], q_A->dim[2], q_A->n, q_X_d, q_X->nd, q_X->dim[0], q_X->dim[1], q_X->dim[2], q_X->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_A);
    qcu_out(q_X);
}

__global__ void qk_loop37_11(long q_lim0, long q_kf_lo0, q_real *q_v_d, int q_v_nd, long q_v_d0, long q_v_d1, long q_v_d2, long q_v_n)
{
    /* loop37, line 37 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    if (q_pos0 >= q_lim0) return;
    qarr q_v_s = {q_v_d, q_v_nd, {q_v_d0, q_v_d1, q_v_d2}, q_v_n};
    qarr *q_v = &q_v_s;
    long q_pos = q_pos0;
    long q_k = 0;
    q_k = (q_pos + q_kf_lo0);
    q_v->d[q_k] = ((q_k * q_k) - 1L);
    goto q_return;
q_return:
    return;
}

extern "C" void qk_loop37_11(long lim0, long q_kf_lo0, qarr *q_v)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_v_d = qcu_in(q_v);
    dim3 b(256, 1, 1);
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_loop37_11<<<g, b>>>(lim0, q_kf_lo0, q_v_d, q_v->nd, q_v->dim[0], q_v->dim[1], q_v->dim[2], q_v->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_v);
}

__global__ void qk_loop48_12(long q_lim0, long q_kf_lo0, q_real *q_v_d, int q_v_nd, long q_v_d0, long q_v_d1, long q_v_d2, long q_v_n)
{
    /* loop48, line 48 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    if (q_pos0 >= q_lim0) return;
    qarr q_v_s = {q_v_d, q_v_nd, {q_v_d0, q_v_d1, q_v_d2}, q_v_n};
    qarr *q_v = &q_v_s;
    long q_pos = q_pos0;
    long q_k = 0;
    q_k = (q_pos + q_kf_lo0);
    q_v->d[q_k] = (-1L);
    goto q_return;
q_return:
    return;
}

extern "C" void qk_loop48_12(long lim0, long q_kf_lo0, qarr *q_v)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_v_d = qcu_in(q_v);
    dim3 b(256, 1, 1);
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_loop48_12<<<g, b>>>(lim0, q_kf_lo0, q_v_d, q_v->nd, q_v->dim[0], q_v->dim[1], q_v->dim[2], q_v->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_v);
}

__global__ void qk_red53_13(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_rp1_d, int q_kf_rp1_nd, long q_kf_rp1_d0, long q_kf_rp1_d1, long q_kf_rp1_d2, long q_kf_rp1_n, long q_kf_lo0, q_real *q_v_d, int q_v_nd, long q_v_d0, long q_v_d1, long q_v_d2, long q_v_n, q_real *q_A_d, int q_A_nd, long q_A_d0, long q_A_d1, long q_A_d2, long q_A_n)
{
    /* red53, line 53 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    qarr q_kf_rp0_s = {q_kf_rp0_d, q_kf_rp0_nd, {q_kf_rp0_d0, q_kf_rp0_d1, q_kf_rp0_d2}, q_kf_rp0_n};
    qarr *q_kf_rp0 = &q_kf_rp0_s;
    qarr q_kf_rp1_s = {q_kf_rp1_d, q_kf_rp1_nd, {q_kf_rp1_d0, q_kf_rp1_d1, q_kf_rp1_d2}, q_kf_rp1_n};
    qarr *q_kf_rp1 = &q_kf_rp1_s;
    qarr q_v_s = {q_v_d, q_v_nd, {q_v_d0, q_v_d1, q_v_d2}, q_v_n};
    qarr *q_v = &q_v_s;
    qarr q_A_s = {q_A_d, q_A_nd, {q_A_d0, q_A_d1, q_A_d2}, q_A_n};
    qarr *q_A = &q_A_s;
    long q_pos = q_pos0;
    long q_blkpos = (long)threadIdx.x;
    long q_blkidx = (long)blockIdx.x;
    qarr *q_kf_rb = NULL;
    double q_kf_ra0 = 0;
    double q_kf_ra1 = 0;
    long q_kf_rt = 0;
    long q_kf_ri0 = 0;
    long q_k = 0;
    __shared__ q_real q_shm_53_5[512];
    qarr q_shm_53_5_s = {q_shm_53_5, 2, {256, 2, 1}, 512};
    q_kf_rb = (qarr *)&q_shm_53_5_s;
    q_kf_ra0 = 0;
    q_kf_ra1 = 0;
    q_kf_rt = q_blkpos;
    q_kf_ri0 = q_pos;
    for (;;) {
        if (!((q_kf_ri0 < q_kf_rn0))) break;
        q_k = (q_kf_ri0 + q_kf_lo0);
        q_kf_ra0 += (q_v->d[q_k] * q_A->d[(q_k) * q_A->dim[1] + (1L)]);
        q_kf_ra1 -= q_v->d[q_k];
        q_kf_ri0 = (q_kf_ri0 + q_kf_rs0);
    }
    q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)] = q_kf_ra0;
    q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)] = q_kf_ra1;
    __syncthreads();
    if ((q_kf_rt < 128L)) {
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)] = (q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)] + q_kf_rb->d[((q_kf_rt + 128L)) * q_kf_rb->dim[1] + (0L)]);
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)] = (q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)] + q_kf_rb->d[((q_kf_rt + 128L)) * q_kf_rb->dim[1] + (1L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 64L)) {
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)] = (q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)] + q_kf_rb->d[((q_kf_rt + 64L)) * q_kf_rb->dim[1] + (0L)]);
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)] = (q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)] + q_kf_rb->d[((q_kf_rt + 64L)) * q_kf_rb->dim[1] + (1L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 32L)) {
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)] = (q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)] + q_kf_rb->d[((q_kf_rt + 32L)) * q_kf_rb->dim[1] + (0L)]);
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)] = (q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)] + q_kf_rb->d[((q_kf_rt + 32L)) * q_kf_rb->dim[1] + (1L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 16L)) {
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)] = (q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)] + q_kf_rb->d[((q_kf_rt + 16L)) * q_kf_rb->dim[1] + (0L)]);
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)] = (q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)] + q_kf_rb->d[((q_kf_rt + 16L)) * q_kf_rb->dim[1] + (1L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 8L)) {
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)] = (q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)] + q_kf_rb->d[((q_kf_rt + 8L)) * q_kf_rb->dim[1] + (0L)]);
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)] = (q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)] + q_kf_rb->d[((q_kf_rt + 8L)) * q_kf_rb->dim[1] + (1L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 4L)) {
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)] = (q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)] + q_kf_rb->d[((q_kf_rt + 4L)) * q_kf_rb->dim[1] + (0L)]);
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)] = (q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)] + q_kf_rb->d[((q_kf_rt + 4L)) * q_kf_rb->dim[1] + (1L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 2L)) {
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)] = (q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)] + q_kf_rb->d[((q_kf_rt + 2L)) * q_kf_rb->dim[1] + (0L)]);
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)] = (q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)] + q_kf_rb->d[((q_kf_rt + 2L)) * q_kf_rb->dim[1] + (1L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 1L)) {
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)] = (q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)] + q_kf_rb->d[((q_kf_rt + 1L)) * q_kf_rb->dim[1] + (0L)]);
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)] = (q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)] + q_kf_rb->d[((q_kf_rt + 1L)) * q_kf_rb->dim[1] + (1L)]);
    }
    if ((q_kf_rt < 1L)) {
        q_kf_rp0->d[q_blkidx] = q_kf_rb->d[(0L) * q_kf_rb->dim[1] + (0L)];
        q_kf_rp1->d[q_blkidx] = q_kf_rb->d[(0L) * q_kf_rb->dim[1] + (1L)];
    }
    goto q_return;
q_return:
    return;
}

extern "C" void qk_red53_13(long lim0, long q_kf_rn0, long q_kf_rs0, qarr *q_kf_rp0, qarr *q_kf_rp1, long q_kf_lo0, qarr *q_v, qarr *q_A)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_rp0_d = qcu_in(q_kf_rp0);
    q_real *q_kf_rp1_d = qcu_in(q_kf_rp1);
    q_real *q_v_d = qcu_in(q_v);
    q_real *q_A_d = qcu_in(q_A);
    dim3 b(256, 1, 1);
    if (lim0 % 256) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 256\n", lim0); exit(1); }
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_red53_13<<<g, b>>>(lim0, q_kf_rn0, q_kf_rs0, q_kf_rp0_d, q_kf_rp0->nd, q_kf_rp0->dim[0], q_kf_rp0->dim[1], q_kf_rp0->dim[2], q_kf_rp0->n, q_kf_rp1_d, q_kf_rp1->nd, q_kf_rp1->dim[0], q_kf_rp1->dim[1], q_kf_rp1->dim[2], q_kf_rp1->n, q_kf_lo0, q_v_d, q_v->nd, q_v->dim[0], q_v->dim[1], q_v->dim[2], q_v->n, q_A_d, q_A->nd, q_A->dim[0], q_A->dim[1], q_A->dim[2], q_A->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_rp0);
    qcu_out(q_kf_rp1);
}

__global__ void qk_red61_14(long q_lim0, long q_lim1, long q_kf_rn0, long q_kf_rs0, long q_kf_rn1, long q_kf_rs1, long q_kf_rg1, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_rp1_d, int q_kf_rp1_nd, long q_kf_rp1_d0, long q_kf_rp1_d1, long q_kf_rp1_d2, long q_kf_rp1_n, q_real *q_kf_rp2_d, int q_kf_rp2_nd, long q_kf_rp2_d0, long q_kf_rp2_d1, long q_kf_rp2_d2, long q_kf_rp2_n, long q_kf_lo0, long q_kf_lo1, q_real *q_A_d, int q_A_nd, long q_A_d0, long q_A_d1, long q_A_d2, long q_A_n, q_real *q_X_d, int q_X_nd, long q_X_d0, long q_X_d1, long q_X_d2, long q_X_n)
{
    /* red61, line 61 */
    long q_pos0 = (long)blockIdx.y * blockDim.y + threadIdx.y;
    long q_pos1 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    qarr q_kf_rp0_s = {q_kf_rp0_d, q_kf_rp0_nd, {q_kf_rp0_d0, q_kf_rp0_d1, q_kf_rp0_d2}, q_kf_rp0_n};
    qarr *q_kf_rp0 = &q_kf_rp0_s;
    qarr q_kf_rp1_s = {q_kf_rp1_d, q_kf_rp1_nd, {q_kf_rp1_d0, q_kf_rp1_d1, q_kf_rp1_d2}, q_kf_rp1_n};
    qarr *q_kf_rp1 = &q_kf_rp1_s;
    qarr q_kf_rp2_s = {q_kf_rp2_d, q_kf_rp2_nd, {q_kf_rp2_d0, q_kf_rp2_d1, q_kf_rp2_d2}, q_kf_rp2_n};
    qarr *q_kf_rp2 = &q_kf_rp2_s;
    qarr q_A_s = {q_A_d, q_A_nd, {q_A_d0, q_A_d1, q_A_d2}, q_A_n};
    qarr *q_A = &q_A_s;
    qarr q_X_s = {q_X_d, q_X_nd, {q_X_d0, q_X_d1, q_X_d2}, q_X_n};
    qarr *q_X = &q_X_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    long q_blkpos[3] = {(long)threadIdx.y, (long)threadIdx.x, 0};
    long q_blkidx[3] = {(long)blockIdx.y, (long)blockIdx.x, 0};
    qarr *q_kf_rb = NULL;
    double q_kf_ra0 = 0;
    double q_kf_ra1 = 0;
    double q_kf_ra2 = 0;
    long q_kf_rt = 0;
    long q_kf_ri0 = 0;
    long q_kf_ri1 = 0;
    long q_i = 0;
    long q_j = 0;
    __shared__ q_real q_shm_61_5[768];
    qarr q_shm_61_5_s = {q_shm_61_5, 2, {256, 3, 1}, 768};
    q_kf_rb = (qarr *)&q_shm_61_5_s;
    q_kf_ra0 = INFINITY;
    q_kf_ra1 = (-INFINITY);
    q_kf_ra2 = 1;
    q_kf_rt = ((q_blkpos[0] * 32L) + q_blkpos[1]);
    q_kf_ri0 = q_pos[0];
    for (;;) {
        if (!((q_kf_ri0 < q_kf_rn0))) break;
        q_kf_ri1 = q_pos[1];
        for (;;) {
            if (!((q_kf_ri1 < q_kf_rn1))) break;
            q_i = (q_kf_ri0 + q_kf_lo0);
            q_j = (q_kf_ri1 + q_kf_lo1);
            q_kf_ra0 = q_fmin((double)(q_kf_ra0), (double)((q_A->d[(q_i) * q_A->dim[1] + (q_j)] - q_X->d[(q_i) * q_X->dim[1] + (q_j)])));
            q_kf_ra1 = q_fmax((double)(q_kf_ra1), (double)((q_A->d[(q_i) * q_A->dim[1] + (q_j)] * q_X->d[(q_i) * q_X->dim[1] + (q_j)])));
            q_kf_ra2 *= (1L + ((double)(q_X->d[(q_i) * q_X->dim[1] + (q_j)]) / (1000L)));
            q_kf_ri1 = (q_kf_ri1 + q_kf_rs1);
        }
        q_kf_ri0 = (q_kf_ri0 + q_kf_rs0);
    }
    q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)] = q_kf_ra0;
    q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)] = q_kf_ra1;
    q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (2L)] = q_kf_ra2;
    __syncthreads();
    if ((q_kf_rt < 128L)) {
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)] = q_fmin((double)(q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)]), (double)(q_kf_rb->d[((q_kf_rt + 128L)) * q_kf_rb->dim[1] + (0L)]));
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)] = q_fmax((double)(q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)]), (double)(q_kf_rb->d[((q_kf_rt + 128L)) * q_kf_rb->dim[1] + (1L)]));
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (2L)] = (q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (2L)] * q_kf_rb->d[((q_kf_rt + 128L)) * q_kf_rb->dim[1] + (2L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 64L)) {
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)] = q_fmin((double)(q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)]), (double)(q_kf_rb->d[((q_kf_rt + 64L)) * q_kf_rb->dim[1] + (0L)]));
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)] = q_fmax((double)(q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)]), (double)(q_kf_rb->d[((q_kf_rt + 64L)) * q_kf_rb->dim[1] + (1L)]));
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (2L)] = (q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (2L)] * q_kf_rb->d[((q_kf_rt + 64L)) * q_kf_rb->dim[1] + (2L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 32L)) {
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)] = q_fmin((double)(q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)]), (double)(q_kf_rb->d[((q_kf_rt + 32L)) * q_kf_rb->dim[1] + (0L)]));
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)] = q_fmax((double)(q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)]), (double)(q_kf_rb->d[((q_kf_rt + 32L)) * q_kf_rb->dim[1] + (1L)]));
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (2L)] = (q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (2L)] * q_kf_rb->d[((q_kf_rt + 32L)) * q_kf_rb->dim[1] + (2L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 16L)) {
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)] = q_fmin((double)(q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)]), (double)(q_kf_rb->d[((q_kf_rt + 16L)) * q_kf_rb->dim[1] + (0L)]));
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)] = q_fmax((double)(q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)]), (double)(q_kf_rb->d[((q_kf_rt + 16L)) * q_kf_rb->dim[1] + (1L)]));
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (2L)] = (q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (2L)] * q_kf_rb->d[((q_kf_rt + 16L)) * q_kf_rb->dim[1] + (2L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 8L)) {
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)] = q_fmin((double)(q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)]), (double)(q_kf_rb->d[((q_kf_rt + 8L)) * q_kf_rb->dim[1] + (0L)]));
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)] = q_fmax((double)(q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)]), (double)(q_kf_rb->d[((q_kf_rt + 8L)) * q_kf_rb->dim[1] + (1L)]));
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (2L)] = (q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (2L)] * q_kf_rb->d[((q_kf_rt + 8L)) * q_kf_rb->dim[1] + (2L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 4L)) {
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)] = q_fmin((double)(q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)]), (double)(q_kf_rb->d[((q_kf_rt + 4L)) * q_kf_rb->dim[1] + (0L)]));
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)] = q_fmax((double)(q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)]), (double)(q_kf_rb->d[((q_kf_rt + 4L)) * q_kf_rb->dim[1] + (1L)]));
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (2L)] = (q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (2L)] * q_kf_rb->d[((q_kf_rt + 4L)) * q_kf_rb->dim[1] + (2L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 2L)) {
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)] = q_fmin((double)(q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)]), (double)(q_kf_rb->d[((q_kf_rt + 2L)) * q_kf_rb->dim[1] + (0L)]));
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)] = q_fmax((double)(q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)]), (double)(q_kf_rb->d[((q_kf_rt + 2L)) * q_kf_rb->dim[1] + (1L)]));
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (2L)] = (q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (2L)] * q_kf_rb->d[((q_kf_rt + 2L)) * q_kf_rb->dim[1] + (2L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 1L)) {
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)] = q_fmin((double)(q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (0L)]), (double)(q_kf_rb->d[((q_kf_rt + 1L)) * q_kf_rb->dim[1] + (0L)]));
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)] = q_fmax((double)(q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (1L)]), (double)(q_kf_rb->d[((q_kf_rt + 1L)) * q_kf_rb->dim[1] + (1L)]));
        q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (2L)] = (q_kf_rb->d[(q_kf_rt) * q_kf_rb->dim[1] + (2L)] * q_kf_rb->d[((q_kf_rt + 1L)) * q_kf_rb->dim[1] + (2L)]);
    }
    if ((q_kf_rt < 1L)) {
        q_kf_rp0->d[((q_blkidx[0] * q_kf_rg1) + q_blkidx[1])] = q_kf_rb->d[(0L) * q_kf_rb->dim[1] + (0L)];
        q_kf_rp1->d[((q_blkidx[0] * q_kf_rg1) + q_blkidx[1])] = q_kf_rb->d[(0L) * q_kf_rb->dim[1] + (1L)];
        q_kf_rp2->d[((q_blkidx[0] * q_kf_rg1) + q_blkidx[1])] = q_kf_rb->d[(0L) * q_kf_rb->dim[1] + (2L)];
    }
    goto q_return;
q_return:
    return;
}

extern "C" void qk_red61_14(long lim0, long lim1, long q_kf_rn0, long q_kf_rs0, long q_kf_rn1, long q_kf_rs1, long q_kf_rg1, qarr *q_kf_rp0, qarr *q_kf_rp1, qarr *q_kf_rp2, long q_kf_lo0, long q_kf_lo1, qarr *q_A, qarr *q_X)
{
    if (lim0 <= 0 || lim1 <= 0) return; /* an empty grid */
    q_real *q_kf_rp0_d = qcu_in(q_kf_rp0);
    q_real *q_kf_rp1_d = qcu_in(q_kf_rp1);
    q_real *q_kf_rp2_d = qcu_in(q_kf_rp2);
    q_real *q_A_d = qcu_in(q_A);
    q_real *q_X_d = qcu_in(q_X);
    dim3 b(32, 8, 1);
    if (lim0 % 8) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 8\n", lim0); exit(1); }
    if (lim1 % 32) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 1 (%ld) is not a multiple of 32\n", lim1); exit(1); }
    dim3 g((unsigned)((lim1 + b.x - 1) / b.x), (unsigned)((lim0 + b.y - 1) / b.y), 1);
    qk_red61_14<<<g, b>>>(lim0, lim1, q_kf_rn0, q_kf_rs0, q_kf_rn1, q_kf_rs1, q_kf_rg1, q_kf_rp0_d, q_kf_rp0->nd, q_kf_rp0->dim[0], q_kf_rp0->dim[1], q_kf_rp0->dim[2], q_kf_rp0->n, q_kf_rp1_d, q_kf_rp1->nd, q_kf_rp1->dim[0], q_kf_rp1->dim[1], q_kf_rp1->dim[2], q_kf_rp1->n, q_kf_rp2_d, q_kf_rp2->nd, q_kf_rp2->dim[0], q_kf_rp2->dim[1], q_kf_rp2->dim[2], q_kf_rp2->n, q_kf_lo0, q_kf_lo1, q_A_d, q_A->nd, q_A->dim[0], q_A->dim[1], q_A->dim[2], q_A->n, q_X_d, q_X->nd, q_X->dim[0], q_X->dim[1], q_X->dim[2], q_X->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_rp0);
    qcu_out(q_kf_rp1);
    qcu_out(q_kf_rp2);
}

__global__ void qk_red68_15(long q_lim0, long q_lim1, long q_kf_rn0, long q_kf_rs0, long q_kf_rn1, long q_kf_rs1, long q_kf_rg1, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, long q_kf_lo0, long q_kf_lo1, q_real *q_A_d, int q_A_nd, long q_A_d0, long q_A_d1, long q_A_d2, long q_A_n)
{
    /* red68, line 68 */
    long q_pos0 = (long)blockIdx.y * blockDim.y + threadIdx.y;
    long q_pos1 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    qarr q_kf_rp0_s = {q_kf_rp0_d, q_kf_rp0_nd, {q_kf_rp0_d0, q_kf_rp0_d1, q_kf_rp0_d2}, q_kf_rp0_n};
    qarr *q_kf_rp0 = &q_kf_rp0_s;
    qarr q_A_s = {q_A_d, q_A_nd, {q_A_d0, q_A_d1, q_A_d2}, q_A_n};
    qarr *q_A = &q_A_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    long q_blkpos[3] = {(long)threadIdx.y, (long)threadIdx.x, 0};
    long q_blkidx[3] = {(long)blockIdx.y, (long)blockIdx.x, 0};
    qarr *q_kf_rb = NULL;
    double q_kf_ra0 = 0;
    long q_kf_rt = 0;
    long q_kf_ri0 = 0;
    long q_kf_ri1 = 0;
    long q_i = 0;
    long q_j = 0;
    __shared__ q_real q_shm_68_5[256];
    qarr q_shm_68_5_s = {q_shm_68_5, 1, {256, 1, 1}, 256};
    q_kf_rb = (qarr *)&q_shm_68_5_s;
    q_kf_ra0 = 0;
    q_kf_rt = ((q_blkpos[0] * 32L) + q_blkpos[1]);
    q_kf_ri0 = q_pos[0];
    for (;;) {
        if (!((q_kf_ri0 < q_kf_rn0))) break;
        q_kf_ri1 = q_pos[1];
        for (;;) {
            if (!((q_kf_ri1 < q_kf_rn1))) break;
            q_i = (q_kf_ri0 + q_kf_lo0);
            q_j = (q_kf_ri1 + q_kf_lo1);
            if ((q_A->d[(q_i) * q_A->dim[1] + (q_j)] > 1L)) {
                q_kf_ra0 += 1L;
            }
            q_kf_ri1 = (q_kf_ri1 + q_kf_rs1);
        }
        q_kf_ri0 = (q_kf_ri0 + q_kf_rs0);
    }
    q_kf_rb->d[q_kf_rt] = q_kf_ra0;
    __syncthreads();
    if ((q_kf_rt < 128L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 128L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 64L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 64L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 32L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 32L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 16L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 16L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 8L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 8L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 4L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 4L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 2L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 2L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 1L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 1L)]);
    }
    if ((q_kf_rt < 1L)) {
        q_kf_rp0->d[((q_blkidx[0] * q_kf_rg1) + q_blkidx[1])] = q_kf_rb->d[0L];
    }
    goto q_return;
q_return:
    return;
}

extern "C" void qk_red68_15(long lim0, long lim1, long q_kf_rn0, long q_kf_rs0, long q_kf_rn1, long q_kf_rs1, long q_kf_rg1, qarr *q_kf_rp0, long q_kf_lo0, long q_kf_lo1, qarr *q_A)
{
    if (lim0 <= 0 || lim1 <= 0) return; /* an empty grid */
    q_real *q_kf_rp0_d = qcu_in(q_kf_rp0);
    q_real *q_A_d = qcu_in(q_A);
    dim3 b(32, 8, 1);
    if (lim0 % 8) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 8\n", lim0); exit(1); }
    if (lim1 % 32) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 1 (%ld) is not a multiple of 32\n", lim1); exit(1); }
    dim3 g((unsigned)((lim1 + b.x - 1) / b.x), (unsigned)((lim0 + b.y - 1) / b.y), 1);
    qk_red68_15<<<g, b>>>(lim0, lim1, q_kf_rn0, q_kf_rs0, q_kf_rn1, q_kf_rs1, q_kf_rg1, q_kf_rp0_d, q_kf_rp0->nd, q_kf_rp0->dim[0], q_kf_rp0->dim[1], q_kf_rp0->dim[2], q_kf_rp0->n, q_kf_lo0, q_kf_lo1, q_A_d, q_A->nd, q_A->dim[0], q_A->dim[1], q_A->dim[2], q_A->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_rp0);
}

__global__ void qk_loop86_16(long q_lim0, long q_kf_lo0, q_real *q_Z_d, int q_Z_nd, long q_Z_d0, long q_Z_d1, long q_Z_d2, long q_Z_n, long q_it)
{
    /* loop86, line 86 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    if (q_pos0 >= q_lim0) return;
    qarr q_Z_s = {q_Z_d, q_Z_nd, {q_Z_d0, q_Z_d1, q_Z_d2}, q_Z_n};
    qarr *q_Z = &q_Z_s;
    long q_pos = q_pos0;
    long q_i = 0;
    q_i = (q_pos + q_kf_lo0);
    q_Z->d[(q_i) * q_Z->dim[1] + (0L)] = (q_Z->d[(q_i) * q_Z->dim[1] + (0L)] + q_it);
    goto q_return;
q_return:
    return;
}

extern "C" void qk_loop86_16(long lim0, long q_kf_lo0, qarr *q_Z, long q_it)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_Z_d = qcu_in(q_Z);
    dim3 b(256, 1, 1);
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_loop86_16<<<g, b>>>(lim0, q_kf_lo0, q_Z_d, q_Z->nd, q_Z->dim[0], q_Z->dim[1], q_Z->dim[2], q_Z->n, q_it);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_Z);
}

__global__ void qk_expr89_17(long q_lim0, q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* expr89, line 89 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    if (q_pos0 >= q_lim0) return;
    qarr q_kf_r_s = {q_kf_r_d, q_kf_r_nd, {q_kf_r_d0, q_kf_r_d1, q_kf_r_d2}, q_kf_r_n};
    qarr *q_kf_r = &q_kf_r_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    long q_pos = q_pos0;
    q_kf_r->d[q_pos] = ((q_kf_e0->d[q_pos] * 0.5) + 1L);
    goto q_return;
q_return:
    return;
}

extern "C" void qk_expr89_17(long lim0, qarr *q_kf_r, qarr *q_kf_e0)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_r_d = qcu_in(q_kf_r);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    dim3 b(256, 1, 1);
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_expr89_17<<<g, b>>>(lim0, q_kf_r_d, q_kf_r->nd, q_kf_r->dim[0], q_kf_r->dim[1], q_kf_r->dim[2], q_kf_r->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_r);
}

__global__ void qk_red91_18(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red91, line 91 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    qarr q_kf_rp0_s = {q_kf_rp0_d, q_kf_rp0_nd, {q_kf_rp0_d0, q_kf_rp0_d1, q_kf_rp0_d2}, q_kf_rp0_n};
    qarr *q_kf_rp0 = &q_kf_rp0_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    long q_pos = q_pos0;
    long q_blkpos = (long)threadIdx.x;
    long q_blkidx = (long)blockIdx.x;
    qarr *q_kf_rb = NULL;
    double q_kf_ra0 = 0;
    long q_kf_rt = 0;
    long q_kf_ri0 = 0;
    __shared__ q_real q_shm_91_41[256];
    qarr q_shm_91_41_s = {q_shm_91_41, 1, {256, 1, 1}, 256};
    q_kf_rb = (qarr *)&q_shm_91_41_s;
    q_kf_ra0 = 0;
    q_kf_rt = q_blkpos;
    q_kf_ri0 = q_pos;
    for (;;) {
        if (!((q_kf_ri0 < q_kf_rn0))) break;
        q_kf_ra0 = (q_kf_ra0 + q_kf_e0->d[q_kf_ri0]);
        q_kf_ri0 = (q_kf_ri0 + q_kf_rs0);
    }
    q_kf_rb->d[q_kf_rt] = q_kf_ra0;
    __syncthreads();
    if ((q_kf_rt < 128L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 128L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 64L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 64L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 32L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 32L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 16L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 16L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 8L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 8L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 4L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 4L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 2L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 2L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 1L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 1L)]);
    }
    if ((q_kf_rt < 1L)) {
        q_kf_rp0->d[q_blkidx] = q_kf_rb->d[0L];
    }
    goto q_return;
q_return:
    return;
}

extern "C" void qk_red91_18(long lim0, long q_kf_rn0, long q_kf_rs0, qarr *q_kf_rp0, qarr *q_kf_e0)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_rp0_d = qcu_in(q_kf_rp0);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    dim3 b(256, 1, 1);
    if (lim0 % 256) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 256\n", lim0); exit(1); }
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_red91_18<<<g, b>>>(lim0, q_kf_rn0, q_kf_rs0, q_kf_rp0_d, q_kf_rp0->nd, q_kf_rp0->dim[0], q_kf_rp0->dim[1], q_kf_rp0->dim[2], q_kf_rp0->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_rp0);
}

__global__ void qk_red91_19(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, q_real *q_kf_e1_d, int q_kf_e1_nd, long q_kf_e1_d0, long q_kf_e1_d1, long q_kf_e1_d2, long q_kf_e1_n, q_real *q_kf_e2_d, int q_kf_e2_nd, long q_kf_e2_d0, long q_kf_e2_d1, long q_kf_e2_d2, long q_kf_e2_n)
{
    /* red91, line 91 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    qarr q_kf_rp0_s = {q_kf_rp0_d, q_kf_rp0_nd, {q_kf_rp0_d0, q_kf_rp0_d1, q_kf_rp0_d2}, q_kf_rp0_n};
    qarr *q_kf_rp0 = &q_kf_rp0_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    qarr q_kf_e1_s = {q_kf_e1_d, q_kf_e1_nd, {q_kf_e1_d0, q_kf_e1_d1, q_kf_e1_d2}, q_kf_e1_n};
    qarr *q_kf_e1 = &q_kf_e1_s;
    qarr q_kf_e2_s = {q_kf_e2_d, q_kf_e2_nd, {q_kf_e2_d0, q_kf_e2_d1, q_kf_e2_d2}, q_kf_e2_n};
    qarr *q_kf_e2 = &q_kf_e2_s;
    long q_pos = q_pos0;
    long q_blkpos = (long)threadIdx.x;
    long q_blkidx = (long)blockIdx.x;
    qarr *q_kf_rb = NULL;
    double q_kf_ra0 = 0;
    long q_kf_rt = 0;
    long q_kf_ri0 = 0;
    __shared__ q_real q_shm_91_49[256];
    qarr q_shm_91_49_s = {q_shm_91_49, 1, {256, 1, 1}, 256};
    q_kf_rb = (qarr *)&q_shm_91_49_s;
    q_kf_ra0 = 0;
    q_kf_rt = q_blkpos;
    q_kf_ri0 = q_pos;
    for (;;) {
        if (!((q_kf_ri0 < q_kf_rn0))) break;
        q_kf_ra0 = (q_kf_ra0 + ((q_kf_e0->d[q_kf_ri0] * q_kf_e1->d[q_kf_ri0]) + q_kf_e2->d[q_kf_ri0]));
        q_kf_ri0 = (q_kf_ri0 + q_kf_rs0);
    }
    q_kf_rb->d[q_kf_rt] = q_kf_ra0;
    __syncthreads();
    if ((q_kf_rt < 128L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 128L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 64L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 64L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 32L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 32L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 16L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 16L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 8L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 8L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 4L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 4L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 2L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 2L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 1L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 1L)]);
    }
    if ((q_kf_rt < 1L)) {
        q_kf_rp0->d[q_blkidx] = q_kf_rb->d[0L];
    }
    goto q_return;
q_return:
    return;
}

extern "C" void qk_red91_19(long lim0, long q_kf_rn0, long q_kf_rs0, qarr *q_kf_rp0, qarr *q_kf_e0, qarr *q_kf_e1, qarr *q_kf_e2)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_rp0_d = qcu_in(q_kf_rp0);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    q_real *q_kf_e1_d = qcu_in(q_kf_e1);
    q_real *q_kf_e2_d = qcu_in(q_kf_e2);
    dim3 b(256, 1, 1);
    if (lim0 % 256) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 256\n", lim0); exit(1); }
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_red91_19<<<g, b>>>(lim0, q_kf_rn0, q_kf_rs0, q_kf_rp0_d, q_kf_rp0->nd, q_kf_rp0->dim[0], q_kf_rp0->dim[1], q_kf_rp0->dim[2], q_kf_rp0->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n, q_kf_e1_d, q_kf_e1->nd, q_kf_e1->dim[0], q_kf_e1->dim[1], q_kf_e1->dim[2], q_kf_e1->n, q_kf_e2_d, q_kf_e2->nd, q_kf_e2->dim[0], q_kf_e2->dim[1], q_kf_e2->dim[2], q_kf_e2->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_rp0);
}

__global__ void qk_red93_20(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red93, line 93 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    qarr q_kf_rp0_s = {q_kf_rp0_d, q_kf_rp0_nd, {q_kf_rp0_d0, q_kf_rp0_d1, q_kf_rp0_d2}, q_kf_rp0_n};
    qarr *q_kf_rp0 = &q_kf_rp0_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    long q_pos = q_pos0;
    long q_blkpos = (long)threadIdx.x;
    long q_blkidx = (long)blockIdx.x;
    qarr *q_kf_rb = NULL;
    double q_kf_ra0 = 0;
    long q_kf_rt = 0;
    long q_kf_ri0 = 0;
    __shared__ q_real q_shm_93_29[256];
    qarr q_shm_93_29_s = {q_shm_93_29, 1, {256, 1, 1}, 256};
    q_kf_rb = (qarr *)&q_shm_93_29_s;
    q_kf_ra0 = 0;
    q_kf_rt = q_blkpos;
    q_kf_ri0 = q_pos;
    for (;;) {
        if (!((q_kf_ri0 < q_kf_rn0))) break;
        q_kf_ra0 = (q_kf_ra0 + q_kf_e0->d[q_kf_ri0]);
        q_kf_ri0 = (q_kf_ri0 + q_kf_rs0);
    }
    q_kf_rb->d[q_kf_rt] = q_kf_ra0;
    __syncthreads();
    if ((q_kf_rt < 128L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 128L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 64L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 64L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 32L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 32L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 16L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 16L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 8L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 8L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 4L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 4L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 2L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 2L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 1L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 1L)]);
    }
    if ((q_kf_rt < 1L)) {
        q_kf_rp0->d[q_blkidx] = q_kf_rb->d[0L];
    }
    goto q_return;
q_return:
    return;
}

extern "C" void qk_red93_20(long lim0, long q_kf_rn0, long q_kf_rs0, qarr *q_kf_rp0, qarr *q_kf_e0)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_rp0_d = qcu_in(q_kf_rp0);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    dim3 b(256, 1, 1);
    if (lim0 % 256) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 256\n", lim0); exit(1); }
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_red93_20<<<g, b>>>(lim0, q_kf_rn0, q_kf_rs0, q_kf_rp0_d, q_kf_rp0->nd, q_kf_rp0->dim[0], q_kf_rp0->dim[1], q_kf_rp0->dim[2], q_kf_rp0->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_rp0);
}

__global__ void qk_red94_21(long q_lim0, long q_kf_rn0, long q_kf_rs0, q_real *q_kf_rp0_d, int q_kf_rp0_nd, long q_kf_rp0_d0, long q_kf_rp0_d1, long q_kf_rp0_d2, long q_kf_rp0_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* red94, line 94 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    qarr q_kf_rp0_s = {q_kf_rp0_d, q_kf_rp0_nd, {q_kf_rp0_d0, q_kf_rp0_d1, q_kf_rp0_d2}, q_kf_rp0_n};
    qarr *q_kf_rp0 = &q_kf_rp0_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    long q_pos = q_pos0;
    long q_blkpos = (long)threadIdx.x;
    long q_blkidx = (long)blockIdx.x;
    qarr *q_kf_rb = NULL;
    double q_kf_ra0 = 0;
    long q_kf_rt = 0;
    long q_kf_ri0 = 0;
    __shared__ q_real q_shm_94_25[256];
    qarr q_shm_94_25_s = {q_shm_94_25, 1, {256, 1, 1}, 256};
    q_kf_rb = (qarr *)&q_shm_94_25_s;
    q_kf_ra0 = 0;
    q_kf_rt = q_blkpos;
    q_kf_ri0 = q_pos;
    for (;;) {
        if (!((q_kf_ri0 < q_kf_rn0))) break;
        q_kf_ra0 = (q_kf_ra0 + sqrt((double)(fabs((double)((q_kf_e0->d[q_kf_ri0] - 4L))))));
        q_kf_ri0 = (q_kf_ri0 + q_kf_rs0);
    }
    q_kf_rb->d[q_kf_rt] = q_kf_ra0;
    __syncthreads();
    if ((q_kf_rt < 128L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 128L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 64L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 64L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 32L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 32L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 16L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 16L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 8L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 8L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 4L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 4L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 2L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 2L)]);
    }
    __syncthreads();
    if ((q_kf_rt < 1L)) {
        q_kf_rb->d[q_kf_rt] = (q_kf_rb->d[q_kf_rt] + q_kf_rb->d[(q_kf_rt + 1L)]);
    }
    if ((q_kf_rt < 1L)) {
        q_kf_rp0->d[q_blkidx] = q_kf_rb->d[0L];
    }
    goto q_return;
q_return:
    return;
}

extern "C" void qk_red94_21(long lim0, long q_kf_rn0, long q_kf_rs0, qarr *q_kf_rp0, qarr *q_kf_e0)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_rp0_d = qcu_in(q_kf_rp0);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    dim3 b(256, 1, 1);
    if (lim0 % 256) { fprintf(stderr, "error: a kernel with syncthreads runs whole blocks: dimension 0 (%ld) is not a multiple of 256\n", lim0); exit(1); }
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_red94_21<<<g, b>>>(lim0, q_kf_rn0, q_kf_rs0, q_kf_rp0_d, q_kf_rp0->nd, q_kf_rp0->dim[0], q_kf_rp0->dim[1], q_kf_rp0->dim[2], q_kf_rp0->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_rp0);
}

__global__ void qk_expr94_22(long q_lim0, q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
{
    /* expr94, line 94 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    if (q_pos0 >= q_lim0) return;
    qarr q_kf_r_s = {q_kf_r_d, q_kf_r_nd, {q_kf_r_d0, q_kf_r_d1, q_kf_r_d2}, q_kf_r_n};
    qarr *q_kf_r = &q_kf_r_s;
    qarr q_kf_e0_s = {q_kf_e0_d, q_kf_e0_nd, {q_kf_e0_d0, q_kf_e0_d1, q_kf_e0_d2}, q_kf_e0_n};
    qarr *q_kf_e0 = &q_kf_e0_s;
    long q_pos = q_pos0;
    q_kf_r->d[q_pos] = (q_kf_e0->d[q_pos] - 1L);
    goto q_return;
q_return:
    return;
}

extern "C" void qk_expr94_22(long lim0, qarr *q_kf_r, qarr *q_kf_e0)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_r_d = qcu_in(q_kf_r);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    dim3 b(256, 1, 1);
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_expr94_22<<<g, b>>>(lim0, q_kf_r_d, q_kf_r->nd, q_kf_r->dim[0], q_kf_r->dim[1], q_kf_r->dim[2], q_kf_r->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_r);
}

