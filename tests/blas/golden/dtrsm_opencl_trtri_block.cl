#pragma OPENCL EXTENSION cl_khr_fp64 : enable

__kernel void kf_trtri(const int n, __global const double *A, const int offA, const int lda, const int lower, const int unit, __global double *W)
{
    int gid = get_global_id(0);
    int b = gid / 32, c = gid % 32;
    int b0 = b * 32, s = min(32, n - b0);
    if (b0 >= n) {
        return;
    }
    __global const double *Tb = A + offA + b0 + b0 * lda;
    __global double *x = W + b * 32 * 32 + c * 32;
    for (int r = 0; r < 32; r++) {
        x[r] = 0;
    }
    if (c >= s) {
        return;
    }
    for (int i = 0; i < s; i++) {
        int r = lower ? i : s - 1 - i;
        double v = r == c ? 1 : 0;
        if (lower) {
            for (int q = c; q < r; q++) {
                v -= Tb[r + q * lda] * x[q];
            }
        } else {
            for (int q = r + 1; q <= c; q++) {
                v -= Tb[r + q * lda] * x[q];
            }
        }
        x[r] = unit ? v : v / Tb[r + r * lda];
    }
}

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

__kernel void kf_trsm_block(const int s, const int n, const int dn, const double alpha, __global const double *A, const int oa, const int ars, const int acs, __global const double *W, const int ow, const int wrs, const int wcs, __global double *B, const int od, const int oi, const int brs, const int bcs)
{
    int c = get_global_id(0);
    if (c >= n) {
        return;
    }
    double t[32], x[32];
    int bi = oi + c * bcs, bd = od + c * bcs;
    for (int r = 0; r < s; r++) {
        t[r] = alpha * B[bi + r * brs];
        x[r] = 0;
    }
    for (int q = 0; q < dn; q++) {
        double xq = B[bd + q * brs];
        __global const double *l = A + oa + q * acs;
        for (int r = 0; r < s; r++) {
            t[r] -= l[r * ars] * xq;
        }
    }
    for (int q = 0; q < s; q++) {
        double tq = t[q];
        __global const double *w = W + ow + q * wcs;
        for (int r = 0; r < s; r++) {
            x[r] += w[r * wrs] * tq;
        }
    }
    for (int r = 0; r < s; r++) {
        B[bi + r * brs] = x[r];
    }
}
