#pragma OPENCL EXTENSION cl_khr_fp64 : enable

__kernel void kf_trtri(const int n, __global const double *A, const int offA, const int lda, const int lower, const int unit, __global double *W)
{
    int b = get_group_id(0), c0 = get_local_id(0) * 4;
    int b0 = b * 32, s = min(32, n - b0);
    __global const double *Tb = A + offA + b0 + b0 * lda;
    __global double *Wb = W + b * 32 * 32;
    double4 x[32], v;
    double e[4];
    for (int r = 0; r < 32; r++) {
        x[r] = 0;
    }
    for (int i = 0; i < s && c0 < s; i++) {
        int r = lower ? i : s - 1 - i;
        if (lower ? r < c0 : r >= c0 + 4) {
            continue;
        }
        for (int k = 0; k < 4; k++) {
            e[k] = c0 + k == r ? 1 : 0;
        }
        v = vload4(0, e);
        for (int q = lower ? c0 : r + 1; q < (lower ? r : min(s, c0 + 4)); q++) {
            v -= Tb[r + q * lda] * x[q];
        }
        x[r] = unit ? v : v / Tb[r + r * lda];
    }
    for (int r = 0; r < 32; r++) {
        vstore4(x[r], 0, e);
        for (int k = 0; k < 4; k++) {
            int c = c0 + k;
            Wb[r + c * 32] = r < s && c < s && (lower ? c <= r : c >= r) ? e[k] : 0;
        }
    }
}

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

__kernel void kf_trsm_block(const int s, const int n, const int dn, const double alpha, __global const double *A, const int oa, const int ars, const int acs, __global const double *W, const int ow, const int wrs, const int wcs, __global double *B, const int od, const int oi, const int brs, const int bcs)
{
    __local double t[256], Lc[2048];
    int r0 = get_local_id(0) * 4, c0 = get_group_id(0) * 8;
    int full = r0 + 4 <= s;
    int b0 = min(c0 + 0, n - 1) * bcs, b1 = min(c0 + 1, n - 1) * bcs, b2 = min(c0 + 2, n - 1) * bcs, b3 = min(c0 + 3, n - 1) * bcs, b4 = min(c0 + 4, n - 1) * bcs, b5 = min(c0 + 5, n - 1) * bcs, b6 = min(c0 + 6, n - 1) * bcs, b7 = min(c0 + 7, n - 1) * bcs;
    double g[4];
    double4 l, x0 = 0, y0 = 0, x1 = 0, y1 = 0, x2 = 0, y2 = 0, x3 = 0, y3 = 0, x4 = 0, y4 = 0, x5 = 0, y5 = 0, x6 = 0, y6 = 0, x7 = 0, y7 = 0;
    if (full && brs == 1) {
        x0 = alpha * vload4(0, B + oi + r0 + b0);
    } else {
        for (int k = 0; k < 4; k++) {
            g[k] = r0 + k < s ? alpha * B[oi + (r0 + k) * brs + b0] : 0;
        }
        x0 = vload4(0, g);
    }
    if (full && brs == 1) {
        x1 = alpha * vload4(0, B + oi + r0 + b1);
    } else {
        for (int k = 0; k < 4; k++) {
            g[k] = r0 + k < s ? alpha * B[oi + (r0 + k) * brs + b1] : 0;
        }
        x1 = vload4(0, g);
    }
    if (full && brs == 1) {
        x2 = alpha * vload4(0, B + oi + r0 + b2);
    } else {
        for (int k = 0; k < 4; k++) {
            g[k] = r0 + k < s ? alpha * B[oi + (r0 + k) * brs + b2] : 0;
        }
        x2 = vload4(0, g);
    }
    if (full && brs == 1) {
        x3 = alpha * vload4(0, B + oi + r0 + b3);
    } else {
        for (int k = 0; k < 4; k++) {
            g[k] = r0 + k < s ? alpha * B[oi + (r0 + k) * brs + b3] : 0;
        }
        x3 = vload4(0, g);
    }
    if (full && brs == 1) {
        x4 = alpha * vload4(0, B + oi + r0 + b4);
    } else {
        for (int k = 0; k < 4; k++) {
            g[k] = r0 + k < s ? alpha * B[oi + (r0 + k) * brs + b4] : 0;
        }
        x4 = vload4(0, g);
    }
    if (full && brs == 1) {
        x5 = alpha * vload4(0, B + oi + r0 + b5);
    } else {
        for (int k = 0; k < 4; k++) {
            g[k] = r0 + k < s ? alpha * B[oi + (r0 + k) * brs + b5] : 0;
        }
        x5 = vload4(0, g);
    }
    if (full && brs == 1) {
        x6 = alpha * vload4(0, B + oi + r0 + b6);
    } else {
        for (int k = 0; k < 4; k++) {
            g[k] = r0 + k < s ? alpha * B[oi + (r0 + k) * brs + b6] : 0;
        }
        x6 = vload4(0, g);
    }
    if (full && brs == 1) {
        x7 = alpha * vload4(0, B + oi + r0 + b7);
    } else {
        for (int k = 0; k < 4; k++) {
            g[k] = r0 + k < s ? alpha * B[oi + (r0 + k) * brs + b7] : 0;
        }
        x7 = vload4(0, g);
    }
    for (int q0 = 0; q0 < dn; q0 += 64) {
        int qn = min(64, dn - q0);
        for (int q = 0; q < qn; q++) {
            if (full && ars == 1) {
                l = vload4(0, A + oa + r0 + (q0 + q) * acs);
            } else {
                for (int k = 0; k < 4; k++) {
                    g[k] = r0 + k < s ? A[oa + (r0 + k) * ars + (q0 + q) * acs] : 0;
                }
                l = vload4(0, g);
            }
            vstore4(l, 0, Lc + q * 32 + r0);
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int q = 0; q < qn; q++) {
            l = vload4(0, Lc + q * 32 + r0);
            int bq = od + (q0 + q) * brs;
            x0 -= l * B[bq + b0];
            x1 -= l * B[bq + b1];
            x2 -= l * B[bq + b2];
            x3 -= l * B[bq + b3];
            x4 -= l * B[bq + b4];
            x5 -= l * B[bq + b5];
            x6 -= l * B[bq + b6];
            x7 -= l * B[bq + b7];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    vstore4(x0, 0, t + 0 + r0);
    vstore4(x1, 0, t + 32 + r0);
    vstore4(x2, 0, t + 64 + r0);
    vstore4(x3, 0, t + 96 + r0);
    vstore4(x4, 0, t + 128 + r0);
    vstore4(x5, 0, t + 160 + r0);
    vstore4(x6, 0, t + 192 + r0);
    vstore4(x7, 0, t + 224 + r0);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (r0 < s) {
        for (int q = 0; q < s; q++) {
            if (wrs == 1) {
                l = vload4(0, W + ow + r0 + q * wcs);
            } else {
                for (int k = 0; k < 4; k++) {
                    g[k] = r0 + k < 32 ? W[ow + (r0 + k) * wrs + q * wcs] : 0;
                }
                l = vload4(0, g);
            }
            y0 += l * t[0 + q];
            y1 += l * t[32 + q];
            y2 += l * t[64 + q];
            y3 += l * t[96 + q];
            y4 += l * t[128 + q];
            y5 += l * t[160 + q];
            y6 += l * t[192 + q];
            y7 += l * t[224 + q];
        }
        if (c0 + 0 < n) {
            if (full && brs == 1) {
                vstore4(y0, 0, B + oi + r0 + b0);
            } else {
                vstore4(y0, 0, g);
                for (int k = 0; k < 4 && r0 + k < s; k++) {
                    B[oi + (r0 + k) * brs + b0] = g[k];
                }
            }
        }
        if (c0 + 1 < n) {
            if (full && brs == 1) {
                vstore4(y1, 0, B + oi + r0 + b1);
            } else {
                vstore4(y1, 0, g);
                for (int k = 0; k < 4 && r0 + k < s; k++) {
                    B[oi + (r0 + k) * brs + b1] = g[k];
                }
            }
        }
        if (c0 + 2 < n) {
            if (full && brs == 1) {
                vstore4(y2, 0, B + oi + r0 + b2);
            } else {
                vstore4(y2, 0, g);
                for (int k = 0; k < 4 && r0 + k < s; k++) {
                    B[oi + (r0 + k) * brs + b2] = g[k];
                }
            }
        }
        if (c0 + 3 < n) {
            if (full && brs == 1) {
                vstore4(y3, 0, B + oi + r0 + b3);
            } else {
                vstore4(y3, 0, g);
                for (int k = 0; k < 4 && r0 + k < s; k++) {
                    B[oi + (r0 + k) * brs + b3] = g[k];
                }
            }
        }
        if (c0 + 4 < n) {
            if (full && brs == 1) {
                vstore4(y4, 0, B + oi + r0 + b4);
            } else {
                vstore4(y4, 0, g);
                for (int k = 0; k < 4 && r0 + k < s; k++) {
                    B[oi + (r0 + k) * brs + b4] = g[k];
                }
            }
        }
        if (c0 + 5 < n) {
            if (full && brs == 1) {
                vstore4(y5, 0, B + oi + r0 + b5);
            } else {
                vstore4(y5, 0, g);
                for (int k = 0; k < 4 && r0 + k < s; k++) {
                    B[oi + (r0 + k) * brs + b5] = g[k];
                }
            }
        }
        if (c0 + 6 < n) {
            if (full && brs == 1) {
                vstore4(y6, 0, B + oi + r0 + b6);
            } else {
                vstore4(y6, 0, g);
                for (int k = 0; k < 4 && r0 + k < s; k++) {
                    B[oi + (r0 + k) * brs + b6] = g[k];
                }
            }
        }
        if (c0 + 7 < n) {
            if (full && brs == 1) {
                vstore4(y7, 0, B + oi + r0 + b7);
            } else {
                vstore4(y7, 0, g);
                for (int k = 0; k < 4 && r0 + k < s; k++) {
                    B[oi + (r0 + k) * brs + b7] = g[k];
                }
            }
        }
    }
}
