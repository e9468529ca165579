__global__ void qk_loop12_5(long q_lim0, long q_lim1, long q_kf_lo0, long q_kf_lo1, q_real *q_x_d, int q_x_nd, long q_x_d0, long q_x_d1, long q_x_d2, long q_x_n, long q_N, double q_kappa, q_real *q_y_d, int q_y_nd, long q_y_d0, long q_y_d1, long q_y_d2, long q_y_n);
__global__ void qk_expr24_8(long q_lim0, q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n, q_real *q_kf_e1_d, int q_kf_e1_nd, long q_kf_e1_d0, long q_kf_e1_d1, long q_kf_e1_d2, long q_kf_e1_n, q_real *q_kf_e2_d, int q_kf_e2_nd, long q_kf_e2_d0, long q_kf_e2_d1, long q_kf_e2_d2, long q_kf_e2_n);
__device__ static double qk_avg_10(double q_a, double q_b);
__global__ void qk_loop30_9(long q_lim0, long q_lim1, long q_kf_lo0, long q_kf_lo1, long q_n, q_real *q_A_d, int q_A_nd, long q_A_d0, long q_A_d1, long q_A_d2, long q_A_n, q_real *q_X_d, int q_X_nd, long q_X_d0, long q_X_d1, long q_X_d2, long q_X_n);
__global__ void qk_loop37_11(long q_lim0, long q_kf_lo0, q_real *q_v_d, int q_v_nd, long q_v_d0, long q_v_d1, long q_v_d2, long q_v_n);
__global__ void qk_loop48_12(long q_lim0, long q_kf_lo0, q_real *q_v_d, int q_v_nd, long q_v_d0, long q_v_d1, long q_v_d2, long q_v_n);
__global__ void qk_loop53_13(long q_lim0, long q_kf_lo0, q_real *q_kf_acc0_d, int q_kf_acc0_nd, long q_kf_acc0_d0, long q_kf_acc0_d1, long q_kf_acc0_d2, long q_kf_acc0_n, q_real *q_kf_acc1_d, int q_kf_acc1_nd, long q_kf_acc1_d0, long q_kf_acc1_d1, long q_kf_acc1_d2, long q_kf_acc1_n, q_real *q_v_d, int q_v_nd, long q_v_d0, long q_v_d1, long q_v_d2, long q_v_n, q_real *q_A_d, int q_A_nd, long q_A_d0, long q_A_d1, long q_A_d2, long q_A_n);
__global__ void qk_loop68_14(long q_lim0, long q_lim1, long q_kf_lo0, long q_kf_lo1, q_real *q_kf_acc0_d, int q_kf_acc0_nd, long q_kf_acc0_d0, long q_kf_acc0_d1, long q_kf_acc0_d2, long q_kf_acc0_n, q_real *q_A_d, int q_A_nd, long q_A_d0, long q_A_d1, long q_A_d2, long q_A_n);
__global__ void qk_loop86_15(long q_lim0, long q_kf_lo0, q_real *q_Z_d, int q_Z_nd, long q_Z_d0, long q_Z_d1, long q_Z_d2, long q_Z_n, long q_it);
__global__ void qk_expr89_16(long q_lim0, q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);
__global__ void qk_expr94_17(long q_lim0, q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n);

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

__global__ void qk_loop53_13(long q_lim0, long q_kf_lo0, q_real *q_kf_acc0_d, int q_kf_acc0_nd, long q_kf_acc0_d0, long q_kf_acc0_d1, long q_kf_acc0_d2, long q_kf_acc0_n, q_real *q_kf_acc1_d, int q_kf_acc1_nd, long q_kf_acc1_d0, long q_kf_acc1_d1, long q_kf_acc1_d2, long q_kf_acc1_n, q_real *q_v_d, int q_v_nd, long q_v_d0, long q_v_d1, long q_v_d2, long q_v_n, q_real *q_A_d, int q_A_nd, long q_A_d0, long q_A_d1, long q_A_d2, long q_A_n)
{
    /* loop53, line 53 */
    long q_pos0 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    if (q_pos0 >= q_lim0) return;
    qarr q_kf_acc0_s = {q_kf_acc0_d, q_kf_acc0_nd, {q_kf_acc0_d0, q_kf_acc0_d1, q_kf_acc0_d2}, q_kf_acc0_n};
    qarr *q_kf_acc0 = &q_kf_acc0_s;
    qarr q_kf_acc1_s = {q_kf_acc1_d, q_kf_acc1_nd, {q_kf_acc1_d0, q_kf_acc1_d1, q_kf_acc1_d2}, q_kf_acc1_n};
    qarr *q_kf_acc1 = &q_kf_acc1_s;
    qarr q_v_s = {q_v_d, q_v_nd, {q_v_d0, q_v_d1, q_v_d2}, q_v_n};
    qarr *q_v = &q_v_s;
    qarr q_A_s = {q_A_d, q_A_nd, {q_A_d0, q_A_d1, q_A_d2}, q_A_n};
    qarr *q_A = &q_A_s;
    long q_pos = q_pos0;
    long q_k = 0;
    q_k = (q_pos + q_kf_lo0);
    q_atomic_op(&q_kf_acc0->d[0L], (q_v->d[q_k] * q_A->d[(q_k) * q_A->dim[1] + (1L)]), 0);
    q_atomic_op(&q_kf_acc1->d[0L], -q_v->d[q_k], 0);
    goto q_return;
q_return:
    return;
}

extern "C" void qk_loop53_13(long lim0, long q_kf_lo0, qarr *q_kf_acc0, qarr *q_kf_acc1, qarr *q_v, qarr *q_A)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_acc0_d = qcu_in(q_kf_acc0);
    q_real *q_kf_acc1_d = qcu_in(q_kf_acc1);
    q_real *q_v_d = qcu_in(q_v);
    q_real *q_A_d = qcu_in(q_A);
    dim3 b(256, 1, 1);
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_loop53_13<<<g, b>>>(lim0, q_kf_lo0, q_kf_acc0_d, q_kf_acc0->nd, q_kf_acc0->dim[0], q_kf_acc0->dim[1], q_kf_acc0->dim[2], q_kf_acc0->n, q_kf_acc1_d, q_kf_acc1->nd, q_kf_acc1->dim[0], q_kf_acc1->dim[1], q_kf_acc1->dim[2], q_kf_acc1->n, q_v_d, q_v->nd, q_v->dim[0], q_v->dim[1], q_v->dim[2], q_v->n, q_A_d, q_A->nd, q_A->dim[0], q_A->dim[1], q_A->dim[2], q_A->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_acc0);
    qcu_out(q_kf_acc1);
}

__global__ void qk_loop68_14(long q_lim0, long q_lim1, long q_kf_lo0, long q_kf_lo1, q_real *q_kf_acc0_d, int q_kf_acc0_nd, long q_kf_acc0_d0, long q_kf_acc0_d1, long q_kf_acc0_d2, long q_kf_acc0_n, q_real *q_A_d, int q_A_nd, long q_A_d0, long q_A_d1, long q_A_d2, long q_A_n)
{
    /* loop68, line 68 */
    long q_pos0 = (long)blockIdx.y * blockDim.y + threadIdx.y;
    if (q_pos0 >= q_lim0) return;
    long q_pos1 = (long)blockIdx.x * blockDim.x + threadIdx.x;
    if (q_pos1 >= q_lim1) return;
    qarr q_kf_acc0_s = {q_kf_acc0_d, q_kf_acc0_nd, {q_kf_acc0_d0, q_kf_acc0_d1, q_kf_acc0_d2}, q_kf_acc0_n};
    qarr *q_kf_acc0 = &q_kf_acc0_s;
    qarr q_A_s = {q_A_d, q_A_nd, {q_A_d0, q_A_d1, q_A_d2}, q_A_n};
    qarr *q_A = &q_A_s;
    long q_pos[3] = {q_pos0, q_pos1, 0};
    long q_i = 0;
    long q_j = 0;
    q_i = (q_pos[0] + q_kf_lo0);
    q_j = (q_pos[1] + q_kf_lo1);
    if ((q_A->d[(q_i) * q_A->dim[1] + (q_j)] > 1L)) {
        q_atomic_op(&q_kf_acc0->d[0L], 1L, 0);
    }
    goto q_return;
q_return:
    return;
}

extern "C" void qk_loop68_14(long lim0, long lim1, long q_kf_lo0, long q_kf_lo1, qarr *q_kf_acc0, qarr *q_A)
{
    if (lim0 <= 0 || lim1 <= 0) return; /* an empty grid */
    q_real *q_kf_acc0_d = qcu_in(q_kf_acc0);
    q_real *q_A_d = qcu_in(q_A);
    dim3 b(32, 8, 1);
    dim3 g((unsigned)((lim1 + b.x - 1) / b.x), (unsigned)((lim0 + b.y - 1) / b.y), 1);
    qk_loop68_14<<<g, b>>>(lim0, lim1, q_kf_lo0, q_kf_lo1, q_kf_acc0_d, q_kf_acc0->nd, q_kf_acc0->dim[0], q_kf_acc0->dim[1], q_kf_acc0->dim[2], q_kf_acc0->n, q_A_d, q_A->nd, q_A->dim[0], q_A->dim[1], q_A->dim[2], q_A->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_acc0);
}

__global__ void qk_loop86_15(long q_lim0, long q_kf_lo0, q_real *q_Z_d, int q_Z_nd, long q_Z_d0, long q_Z_d1, long q_Z_d2, long q_Z_n, long q_it)
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

extern "C" void qk_loop86_15(long lim0, long q_kf_lo0, qarr *q_Z, long q_it)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_Z_d = qcu_in(q_Z);
    dim3 b(256, 1, 1);
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_loop86_15<<<g, b>>>(lim0, q_kf_lo0, q_Z_d, q_Z->nd, q_Z->dim[0], q_Z->dim[1], q_Z->dim[2], q_Z->n, q_it);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_Z);
}

__global__ void qk_expr89_16(long q_lim0, q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
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

extern "C" void qk_expr89_16(long lim0, qarr *q_kf_r, qarr *q_kf_e0)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_r_d = qcu_in(q_kf_r);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    dim3 b(256, 1, 1);
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_expr89_16<<<g, b>>>(lim0, q_kf_r_d, q_kf_r->nd, q_kf_r->dim[0], q_kf_r->dim[1], q_kf_r->dim[2], q_kf_r->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_r);
}

__global__ void qk_expr94_17(long q_lim0, q_real *q_kf_r_d, int q_kf_r_nd, long q_kf_r_d0, long q_kf_r_d1, long q_kf_r_d2, long q_kf_r_n, q_real *q_kf_e0_d, int q_kf_e0_nd, long q_kf_e0_d0, long q_kf_e0_d1, long q_kf_e0_d2, long q_kf_e0_n)
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

extern "C" void qk_expr94_17(long lim0, qarr *q_kf_r, qarr *q_kf_e0)
{
    if (lim0 <= 0) return; /* an empty grid */
    q_real *q_kf_r_d = qcu_in(q_kf_r);
    q_real *q_kf_e0_d = qcu_in(q_kf_e0);
    dim3 b(256, 1, 1);
    dim3 g((unsigned)((lim0 + b.x - 1) / b.x), 1, 1);
    qk_expr94_17<<<g, b>>>(lim0, q_kf_r_d, q_kf_r->nd, q_kf_r->dim[0], q_kf_r->dim[1], q_kf_r->dim[2], q_kf_r->n, q_kf_e0_d, q_kf_e0->nd, q_kf_e0->dim[0], q_kf_e0->dim[1], q_kf_e0->dim[2], q_kf_e0->n);
    qcu_check(cudaGetLastError(), "launch");
    qcu_check(cudaDeviceSynchronize(), "synchronize");
    qcu_out(q_kf_r);
}

