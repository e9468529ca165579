/* kforge 0.1.0: tests/gen/gpu_strip.c for opencl; 5 kernels */
/* The strip pass on kernels whose band body writes scalars (gpu_ktile.h,
 * Strips; test_gen_gpu_strip.sh): each scalar becomes a slot per iteration
 * of the strip.  Sizes are no multiple of the strip (4 doubles, 8
 * floats), and a loop starts at 1, so the tail strips (kf_lo, kf_hi) run.
 *
 *   symm     PolyBench's symm: a kernel over j per i, no register, temp
 *            declared at the function's top, C[k][j] updated at every k
 *   dot      a product summed in a scalar (float): local tiles for a GPU,
 *            strips of 8 for the CPU's plain kernel
 *   two      two scalars, an int and a double, j from 1
 *   cond     a scalar read in an if's condition inside k
 *   macro    v updated in a macro's body: refused, with why (sizeof v
 *            beside it is an access, rewritten as the element's)
 */
#include <stdio.h>
#include <string.h>

#define M 23
#define N 37
#define P 19
#define ACC(e) v += (e) /* macro's update of its v */

/* kforge: OpenCL runtime and the kernels of this file */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define KF_STR_(x) #x
#define KF_STR(x) KF_STR_(x)
/* the kernels, built at run time; the macros they use are the host's */
static const char kf_cl_source[] =
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "#define ACC(e) v += ( e )\n"
    "__kernel void symm_L1_1(int i, int n, __global double *C, double alpha, __global double *B, __global double *A, double beta)\n"
    "{\n"
    "    int j = (int)get_global_id(0) * 4;\n"
    "    int k;\n"
    "    double kf_slot_temp2[4];\n"
    "    int kf_s0 = j;\n"
    "    int kf_lo = 0 - kf_s0 > 0 ? 0 - kf_s0 : 0;\n"
    "    int kf_hi = (n - 1) - kf_s0 + 1 < 4 ? (n - 1) - kf_s0 + 1 : 4;\n"
    "    if (kf_lo < kf_hi) {\n"
    "        if (kf_lo == 0 && kf_hi == 4) {\n"
    "            for (int kf_q = 0; kf_q < 4; kf_q++) {\n"
    "                j = kf_s0 + kf_q;\n"
    "                kf_slot_temp2[kf_q] = 0;\n"
    "            }\n"
    "            for (k = 0; k <= (i - 1); k++) {\n"
    "                for (int kf_q = 0; kf_q < 4; kf_q++) {\n"
    "                    j = kf_s0 + kf_q;\n"
    "                    {\n"
    "                                    C[k * 37 + j] += alpha * B[i * 37 + j] * A[i * 23 + k];\n"
    "                                    kf_slot_temp2[kf_q] += B[k * 37 + j] * A[i * 23 + k];\n"
    "                                }\n"
    "                }\n"
    "            }\n"
    "            for (int kf_q = 0; kf_q < 4; kf_q++) {\n"
    "                j = kf_s0 + kf_q;\n"
    "\n"
    "                C[i * 37 + j] = beta * C[i * 37 + j] + alpha * B[i * 37 + j] * A[i * 23 + i] + alpha * kf_slot_temp2[kf_q];\n"
    "            }\n"
    "        } else {\n"
    "            for (int kf_q = kf_lo; kf_q < kf_hi; kf_q++) {\n"
    "                j = kf_s0 + kf_q;\n"
    "                kf_slot_temp2[kf_q] = 0;\n"
    "            }\n"
    "            for (k = 0; k <= (i - 1); k++) {\n"
    "                for (int kf_q = kf_lo; kf_q < kf_hi; kf_q++) {\n"
    "                    j = kf_s0 + kf_q;\n"
    "                    {\n"
    "                                    C[k * 37 + j] += alpha * B[i * 37 + j] * A[i * 23 + k];\n"
    "                                    kf_slot_temp2[kf_q] += B[k * 37 + j] * A[i * 23 + k];\n"
    "                                }\n"
    "                }\n"
    "            }\n"
    "            for (int kf_q = kf_lo; kf_q < kf_hi; kf_q++) {\n"
    "                j = kf_s0 + kf_q;\n"
    "\n"
    "                C[i * 37 + j] = beta * C[i * 37 + j] + alpha * B[i * 37 + j] * A[i * 23 + i] + alpha * kf_slot_temp2[kf_q];\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void symm_L1_1_nostrip(int i, int n, __global double *C, double alpha, __global double *B, __global double *A, double beta)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    double temp2;\n"
    "    int k;\n"
    "    if (j <= n - 1) {\n"
    "        temp2 = 0;\n"
    "        for (k = 0; k < i; k++) {\n"
    "            C[k * 37 + j] += alpha * B[i * 37 + j] * A[i * 23 + k];\n"
    "            temp2 += B[k * 37 + j] * A[i * 23 + k];\n"
    "        }\n"
    "        C[i * 37 + j] = beta * C[i * 37 + j] + alpha * B[i * 37 + j] * A[i * 23 + i] + alpha * temp2;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void dot_L2(int ni, int nj, int nk, __global float *X, __global float *Y, float beta, __global float *D, float alpha)\n"
    "{\n"
    "    int j = (int)get_global_id(0) * 8;\n"
    "    int i = (int)get_global_id(1);\n"
    "    int k;\n"
    "    float kf_slot_s[8];\n"
    "    int kf_s0 = j;\n"
    "    int kf_lo = 0 - kf_s0 > 0 ? 0 - kf_s0 : 0;\n"
    "    int kf_hi = (nj - 1) - kf_s0 + 1 < 8 ? (nj - 1) - kf_s0 + 1 : 8;\n"
    "    if (i >= 0 && i <= (ni - 1) && kf_lo < kf_hi) {\n"
    "        if (kf_lo == 0 && kf_hi == 8) {\n"
    "            for (int kf_q = 0; kf_q < 8; kf_q++) {\n"
    "                j = kf_s0 + kf_q;\n"
    "                kf_slot_s[kf_q] = 0.0f;\n"
    "            }\n"
    "            for (k = 0; k <= (nk - 1); k++) {\n"
    "                for (int kf_q = 0; kf_q < 8; kf_q++) {\n"
    "                    j = kf_s0 + kf_q;\n"
    "                    kf_slot_s[kf_q] += X[i * 19 + k] * Y[k * 37 + j];\n"
    "                }\n"
    "            }\n"
    "            for (int kf_q = 0; kf_q < 8; kf_q++) {\n"
    "                j = kf_s0 + kf_q;\n"
    "\n"
    "                D[i * 37 + j] = beta * D[i * 37 + j] + alpha * kf_slot_s[kf_q];\n"
    "            }\n"
    "        } else {\n"
    "            for (int kf_q = kf_lo; kf_q < kf_hi; kf_q++) {\n"
    "                j = kf_s0 + kf_q;\n"
    "                kf_slot_s[kf_q] = 0.0f;\n"
    "            }\n"
    "            for (k = 0; k <= (nk - 1); k++) {\n"
    "                for (int kf_q = kf_lo; kf_q < kf_hi; kf_q++) {\n"
    "                    j = kf_s0 + kf_q;\n"
    "                    kf_slot_s[kf_q] += X[i * 19 + k] * Y[k * 37 + j];\n"
    "                }\n"
    "            }\n"
    "            for (int kf_q = kf_lo; kf_q < kf_hi; kf_q++) {\n"
    "                j = kf_s0 + kf_q;\n"
    "\n"
    "                D[i * 37 + j] = beta * D[i * 37 + j] + alpha * kf_slot_s[kf_q];\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void dot_L2_ktile(int ni, int nj, int nk, __global float *X, __global float *Y, float beta, __global float *D, float alpha)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    float s;\n"
    "    int k;\n"
    "    __local float kf_kt_X[256];\n"
    "    __local float kf_kt_Y[256];\n"
    "    int kf_o_j = j - (int)get_local_id(0);\n"
    "    int kf_o_i = i - (int)get_local_id(1);\n"
    "    int kf_in = (j <= nj - 1 && i <= ni - 1);\n"
    "    if (kf_in) {\n"
    "        s = 0.0f;\n"
    "    }\n"
    "    for (int kf_k0 = 0; kf_k0 <= nk - 1; kf_k0 += 16) {\n"
    "        for (int kf_q = (int)get_local_id(0) + 16 * (int)get_local_id(1); kf_q < 256; kf_q += 256) {\n"
    "            int kf_r = kf_q / 16, kf_c = kf_q % 16;\n"
    "            int kf_s = kf_o_i + kf_r, kf_kk = kf_k0 + kf_c;\n"
    "            if (kf_s <= (ni - 1) && kf_kk <= (nk - 1)) {\n"
    "                kf_kt_X[kf_q] = X[kf_s * 19 + kf_kk];\n"
    "            }\n"
    "        }\n"
    "        for (int kf_q = (int)get_local_id(0) + 16 * (int)get_local_id(1); kf_q < 256; kf_q += 256) {\n"
    "            int kf_c = kf_q / 16, kf_r = kf_q % 16;\n"
    "            int kf_s = kf_o_j + kf_r, kf_kk = kf_k0 + kf_c;\n"
    "            if (kf_s <= (nj - 1) && kf_kk <= (nk - 1)) {\n"
    "                kf_kt_Y[kf_q] = Y[kf_kk * 37 + kf_s];\n"
    "            }\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "        if (kf_in) {\n"
    "            for (k = kf_k0; k <= (nk - 1) && k < kf_k0 + 16; k++) {\n"
    "                s += kf_kt_X[(i - kf_o_i) * 16 + k - kf_k0] * kf_kt_Y[(k - kf_k0) * 16 + j - kf_o_j];\n"
    "            }\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (kf_in) {\n"
    "        k = 0 > (nk - 1) ? 0 : (nk - 1) + 1;\n"
    "    }\n"
    "    if (kf_in) {\n"
    "        D[i * 37 + j] = beta * D[i * 37 + j] + alpha * s;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void two_L3(int m, int n, __global double *E, __global double *A, __global double *B, __global int *cnt)\n"
    "{\n"
    "    int j = 1 + (int)get_global_id(0) * 4;\n"
    "    int i = (int)get_global_id(1);\n"
    "    int k;\n"
    "    double kf_slot_t[4];\n"
    "    int kf_slot_c[4];\n"
    "    int kf_s0 = j;\n"
    "    int kf_lo = 1 - kf_s0 > 0 ? 1 - kf_s0 : 0;\n"
    "    int kf_hi = (n - 1) - kf_s0 + 1 < 4 ? (n - 1) - kf_s0 + 1 : 4;\n"
    "    if (i >= 0 && i <= (m - 1) && kf_lo < kf_hi) {\n"
    "        if (kf_lo == 0 && kf_hi == 4) {\n"
    "            for (int kf_q = 0; kf_q < 4; kf_q++) {\n"
    "                j = kf_s0 + kf_q;\n"
    "                kf_slot_t[kf_q] = E[i * 37 + j];\n"
    "                kf_slot_c[kf_q] = 0;\n"
    "            }\n"
    "            for (k = 0; k <= (m - 1); k++) {\n"
    "                for (int kf_q = 0; kf_q < 4; kf_q++) {\n"
    "                    j = kf_s0 + kf_q;\n"
    "                    {\n"
    "                                    kf_slot_t[kf_q] = kf_slot_t[kf_q] * 0.5 + A[k * 23 + i] * B[k * 37 + j - 1];\n"
    "                                    kf_slot_c[kf_q] += k + j;\n"
    "                                }\n"
    "                }\n"
    "            }\n"
    "            for (int kf_q = 0; kf_q < 4; kf_q++) {\n"
    "                j = kf_s0 + kf_q;\n"
    "\n"
    "                E[i * 37 + j] = kf_slot_t[kf_q];\n"
    "                cnt[i * 37 + j] = kf_slot_c[kf_q];\n"
    "            }\n"
    "        } else {\n"
    "            for (int kf_q = kf_lo; kf_q < kf_hi; kf_q++) {\n"
    "                j = kf_s0 + kf_q;\n"
    "                kf_slot_t[kf_q] = E[i * 37 + j];\n"
    "                kf_slot_c[kf_q] = 0;\n"
    "            }\n"
    "            for (k = 0; k <= (m - 1); k++) {\n"
    "                for (int kf_q = kf_lo; kf_q < kf_hi; kf_q++) {\n"
    "                    j = kf_s0 + kf_q;\n"
    "                    {\n"
    "                                    kf_slot_t[kf_q] = kf_slot_t[kf_q] * 0.5 + A[k * 23 + i] * B[k * 37 + j - 1];\n"
    "                                    kf_slot_c[kf_q] += k + j;\n"
    "                                }\n"
    "                }\n"
    "            }\n"
    "            for (int kf_q = kf_lo; kf_q < kf_hi; kf_q++) {\n"
    "                j = kf_s0 + kf_q;\n"
    "\n"
    "                E[i * 37 + j] = kf_slot_t[kf_q];\n"
    "                cnt[i * 37 + j] = kf_slot_c[kf_q];\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void two_L3_ktile(int m, int n, __global double *E, __global double *A, __global double *B, __global int *cnt)\n"
    "{\n"
    "    int j = 1 + (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    double t;\n"
    "    int c;\n"
    "    int k;\n"
    "    __local double kf_kt_A[256];\n"
    "    int kf_o_j = j - (int)get_local_id(0);\n"
    "    int kf_o_i = i - (int)get_local_id(1);\n"
    "    int kf_in = (j <= n - 1 && i <= m - 1);\n"
    "    if (kf_in) {\n"
    "        t = E[i * 37 + j];\n"
    "        c = 0;\n"
    "    }\n"
    "    for (int kf_k0 = 0; kf_k0 <= m - 1; kf_k0 += 16) {\n"
    "        for (int kf_q = (int)get_local_id(0) + 16 * (int)get_local_id(1); kf_q < 256; kf_q += 256) {\n"
    "            int kf_c = kf_q / 16, kf_r = kf_q % 16;\n"
    "            int kf_s = kf_o_i + kf_r, kf_kk = kf_k0 + kf_c;\n"
    "            if (kf_s <= (m - 1) && kf_kk <= (m - 1)) {\n"
    "                kf_kt_A[kf_q] = A[kf_kk * 23 + kf_s];\n"
    "            }\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "        if (kf_in) {\n"
    "            for (k = kf_k0; k <= (m - 1) && k < kf_k0 + 16; k++) {\n"
    "                {\n"
    "                                t = t * 0.5 + kf_kt_A[(k - kf_k0) * 16 + i - kf_o_i] * B[k * 37 + j - 1];\n"
    "                                c += k + j;\n"
    "                            }\n"
    "            }\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (kf_in) {\n"
    "        k = 0 > (m - 1) ? 0 : (m - 1) + 1;\n"
    "    }\n"
    "    if (kf_in) {\n"
    "        E[i * 37 + j] = t;\n"
    "        cnt[i * 37 + j] = c;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void cond_L4_1(int i, int m, int n, __global double *A, __global double *F)\n"
    "{\n"
    "    int j = (int)get_global_id(0) * 4;\n"
    "    int k;\n"
    "    double kf_slot_u[4];\n"
    "    int kf_s0 = j;\n"
    "    int kf_lo = 0 - kf_s0 > 0 ? 0 - kf_s0 : 0;\n"
    "    int kf_hi = (n - 1) - kf_s0 + 1 < 4 ? (n - 1) - kf_s0 + 1 : 4;\n"
    "    if (kf_lo < kf_hi) {\n"
    "        if (kf_lo == 0 && kf_hi == 4) {\n"
    "            for (int kf_q = 0; kf_q < 4; kf_q++) {\n"
    "                j = kf_s0 + kf_q;\n"
    "                kf_slot_u[kf_q] = 1.0;\n"
    "            }\n"
    "            for (k = 0; k <= (m - 1); k++) {\n"
    "                for (int kf_q = 0; kf_q < 4; kf_q++) {\n"
    "                    j = kf_s0 + kf_q;\n"
    "                    {\n"
    "                                    if (kf_slot_u[kf_q] < 4.0)\n"
    "                                        kf_slot_u[kf_q] += A[i * 23 + k];\n"
    "                                    F[k * 37 + j] = F[k * 37 + j] + 0.125 * kf_slot_u[kf_q];\n"
    "                                }\n"
    "                }\n"
    "            }\n"
    "        } else {\n"
    "            for (int kf_q = kf_lo; kf_q < kf_hi; kf_q++) {\n"
    "                j = kf_s0 + kf_q;\n"
    "                kf_slot_u[kf_q] = 1.0;\n"
    "            }\n"
    "            for (k = 0; k <= (m - 1); k++) {\n"
    "                for (int kf_q = kf_lo; kf_q < kf_hi; kf_q++) {\n"
    "                    j = kf_s0 + kf_q;\n"
    "                    {\n"
    "                                    if (kf_slot_u[kf_q] < 4.0)\n"
    "                                        kf_slot_u[kf_q] += A[i * 23 + k];\n"
    "                                    F[k * 37 + j] = F[k * 37 + j] + 0.125 * kf_slot_u[kf_q];\n"
    "                                }\n"
    "                }\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void cond_L4_1_nostrip(int i, int m, int n, __global double *A, __global double *F)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    double u;\n"
    "    int k;\n"
    "    if (j <= n - 1) {\n"
    "        u = 1.0;\n"
    "        for (k = 0; k < m; k++) {\n"
    "            if (u < 4.0)\n"
    "                u += A[i * 23 + k];\n"
    "            F[k * 37 + j] = F[k * 37 + j] + 0.125 * u;\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void macro_L5(int m, int n, __global double *A, __global double *B, __global double *G)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    double v;\n"
    "    int k;\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= n - 1 && kf_hi_i <= m - 1) {\n"
    "        v = 0.0;\n"
    "        for (k = 0; k < m; k++)\n"
    "            ACC(A[i * 23 + k] * B[k * 37 + j] / (double)sizeof v);\n"
    "        G[i * 37 + j] = v;\n"
    "    } else if (j <= n - 1 && i <= m - 1) {\n"
    "        v = 0.0;\n"
    "        for (k = 0; k < m; k++)\n"
    "            ACC(A[i * 23 + k] * B[k * 37 + j] / (double)sizeof v);\n"
    "        G[i * 37 + j] = v;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void macro_L5_ktile(int m, int n, __global double *A, __global double *B, __global double *G)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    double v;\n"
    "    int k;\n"
    "    __local double kf_kt_A[256];\n"
    "    __local double kf_kt_B[256];\n"
    "    int kf_o_j = j - (int)get_local_id(0);\n"
    "    int kf_o_i = i - (int)get_local_id(1);\n"
    "    int kf_in = (j <= n - 1 && i <= m - 1);\n"
    "    if (kf_in) {\n"
    "        v = 0.0;\n"
    "    }\n"
    "    for (int kf_k0 = 0; kf_k0 <= m - 1; kf_k0 += 16) {\n"
    "        for (int kf_q = (int)get_local_id(0) + 16 * (int)get_local_id(1); kf_q < 256; kf_q += 256) {\n"
    "            int kf_r = kf_q / 16, kf_c = kf_q % 16;\n"
    "            int kf_s = kf_o_i + kf_r, kf_kk = kf_k0 + kf_c;\n"
    "            if (kf_s <= (m - 1) && kf_kk <= (m - 1)) {\n"
    "                kf_kt_A[kf_q] = A[kf_s * 23 + kf_kk];\n"
    "            }\n"
    "        }\n"
    "        for (int kf_q = (int)get_local_id(0) + 16 * (int)get_local_id(1); kf_q < 256; kf_q += 256) {\n"
    "            int kf_c = kf_q / 16, kf_r = kf_q % 16;\n"
    "            int kf_s = kf_o_j + kf_r, kf_kk = kf_k0 + kf_c;\n"
    "            if (kf_s <= (n - 1) && kf_kk <= (m - 1)) {\n"
    "                kf_kt_B[kf_q] = B[kf_kk * 37 + kf_s];\n"
    "            }\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "        if (kf_in) {\n"
    "            for (k = kf_k0; k <= (m - 1) && k < kf_k0 + 16; k++) {\n"
    "                ACC(kf_kt_A[(i - kf_o_i) * 16 + k - kf_k0] * kf_kt_B[(k - kf_k0) * 16 + j - kf_o_j] / (double)sizeof v);\n"
    "            }\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (kf_in) {\n"
    "        k = 0 > (m - 1) ? 0 : (m - 1) + 1;\n"
    "    }\n"
    "    if (kf_in) {\n"
    "        G[i * 37 + j] = v;\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_symm_L1_1;
static cl_kernel kf_cl_kernel_symm_L1_1_nostrip;
static cl_kernel kf_cl_kernel_dot_L2;
static cl_kernel kf_cl_kernel_dot_L2_ktile;
static cl_kernel kf_cl_kernel_two_L3;
static cl_kernel kf_cl_kernel_two_L3_ktile;
static cl_kernel kf_cl_kernel_cond_L4_1;
static cl_kernel kf_cl_kernel_cond_L4_1_nostrip;
static cl_kernel kf_cl_kernel_macro_L5;
static cl_kernel kf_cl_kernel_macro_L5_ktile;
static struct {
    cl_context kf_context;
    cl_command_queue kf_queue;
    cl_program kf_program;
    int kf_window; /* run the windowed kernels: a GPU device */
    size_t kf_groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != CL_SUCCESS) {
        fprintf(stderr, "tests/gen/gpu_strip.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
        exit(EXIT_FAILURE);
    }
}

static unsigned long long kf_cl_hash(const void *kf_p, size_t kf_n)
{
    unsigned long long kf_hash = 14695981039346656037ULL;
    for (size_t kf_i = 0; kf_i < kf_n; kf_i++) {
        kf_hash = (kf_hash ^ ((const unsigned char *)kf_p)[kf_i]) * 1099511628211ULL;
    }
    return kf_hash;
}

static char *kf_cl_key(cl_device_id kf_device, const char *kf_opts, size_t *kf_len)
{
    char kf_name[256] = "", kf_driver[256] = "";
    char *kf_key;
    clGetDeviceInfo(kf_device, CL_DEVICE_NAME, sizeof kf_name - 1, kf_name, NULL);
    clGetDeviceInfo(kf_device, CL_DRIVER_VERSION, sizeof kf_driver - 1, kf_driver, NULL);
    *kf_len = sizeof kf_cl_source + strlen(kf_opts) + strlen(kf_name) + strlen(kf_driver) + 3;
    kf_key = malloc(*kf_len);
    if (kf_key) {
        memcpy(kf_key, kf_cl_source, sizeof kf_cl_source);
        sprintf(kf_key + sizeof kf_cl_source, "%s%c%s%c%s", kf_opts, 0, kf_name, 0, kf_driver);
    }
    return kf_key;
}

static int kf_cl_cache_path(const char *kf_key, size_t kf_len, char *kf_path, size_t kf_size)
{
    const char *kf_dir = getenv("KFORGE_CL_CACHE");
    const char *kf_home = getenv("XDG_CACHE_HOME");
    if (kf_dir && strcmp(kf_dir, "off") == 0) {
        return 0;
    }
    if (!kf_dir && kf_home && *kf_home) {
        mkdir(kf_home, 0700);
        snprintf(kf_path, kf_size, "%s/kforge", kf_home);
    } else if (!kf_dir && (kf_home = getenv("HOME")) && *kf_home) {
        snprintf(kf_path, kf_size, "%s/.cache", kf_home);
        mkdir(kf_path, 0700);
        snprintf(kf_path, kf_size, "%s/.cache/kforge", kf_home);
    } else if (!kf_dir) {
        return 0;
    } else {
        snprintf(kf_path, kf_size, "%s", kf_dir);
    }
    mkdir(kf_path, 0700);
    return (size_t)snprintf(kf_path + strlen(kf_path), kf_size - strlen(kf_path), "/cl-%016llx.bin", kf_cl_hash(kf_key, kf_len)) < kf_size - strlen(kf_path);
}

static cl_program kf_cl_load(cl_device_id kf_device, const char *kf_opts, const char *kf_key, size_t kf_len, const char *kf_path)
{
    FILE *kf_f = fopen(kf_path, "rb");
    unsigned char *kf_buf = NULL;
    cl_program kf_p = NULL;
    long kf_size = -1;
    unsigned long long kf_hash = 0;
    if (!kf_f) {
        return NULL;
    }
    if (fseek(kf_f, 0, SEEK_END) == 0) {
        kf_size = ftell(kf_f);
    }
    if (kf_size > (long)(kf_len + sizeof kf_hash) && fseek(kf_f, 0, SEEK_SET) == 0 &&
        (kf_buf = malloc((size_t)kf_size)) && fread(kf_buf, 1, (size_t)kf_size, kf_f) == (size_t)kf_size &&
        memcmp(kf_buf, kf_key, kf_len) == 0 && memcpy(&kf_hash, kf_buf + kf_len, sizeof kf_hash) &&
        kf_hash == kf_cl_hash(kf_buf + kf_len + sizeof kf_hash, (size_t)kf_size - kf_len - sizeof kf_hash)) {
        const unsigned char *kf_bin = kf_buf + kf_len + sizeof kf_hash;
        size_t kf_n = (size_t)kf_size - kf_len - sizeof kf_hash;
        cl_int kf_err, kf_status;
        kf_p = clCreateProgramWithBinary(kf_cl.kf_context, 1, &kf_device, &kf_n, &kf_bin, &kf_status, &kf_err);
        if (kf_p && (kf_err != CL_SUCCESS || kf_status != CL_SUCCESS ||
                  clBuildProgram(kf_p, 1, &kf_device, kf_opts, NULL, NULL) != CL_SUCCESS)) {
            clReleaseProgram(kf_p);
            kf_p = NULL;
        }
    }
    free(kf_buf);
    fclose(kf_f);
    return kf_p;
}

static void kf_cl_save(const char *kf_key, size_t kf_len, const char *kf_path)
{
    size_t kf_n = 0;
    unsigned char *kf_bin;
    char kf_tmp[4200];
    FILE *kf_f;
    if (clGetProgramInfo(kf_cl.kf_program, CL_PROGRAM_BINARY_SIZES, sizeof kf_n, &kf_n, NULL) != CL_SUCCESS ||
        !kf_n || !(kf_bin = malloc(kf_n))) {
        return;
    }
    snprintf(kf_tmp, sizeof kf_tmp, "%s.%ld", kf_path, (long)getpid());
    if (clGetProgramInfo(kf_cl.kf_program, CL_PROGRAM_BINARIES, sizeof kf_bin, &kf_bin, NULL) == CL_SUCCESS &&
        (kf_f = fopen(kf_tmp, "wb"))) {
        unsigned long long kf_hash = kf_cl_hash(kf_bin, kf_n);
        int kf_ok = fwrite(kf_key, 1, kf_len, kf_f) == kf_len && fwrite(&kf_hash, sizeof kf_hash, 1, kf_f) == 1 &&
                 fwrite(kf_bin, 1, kf_n, kf_f) == kf_n;
        if (fclose(kf_f) != 0 || !kf_ok || rename(kf_tmp, kf_path) != 0) {
            remove(kf_tmp);
        }
    }
    free(kf_bin);
}

static void kf_cl_init(int kf_line)
{
    if (kf_cl.kf_program) {
        return;
    }
    cl_platform_id kf_platforms[16];
    cl_device_id kf_device = NULL;
    cl_uint kf_np = 0;
    cl_int kf_err;
    kf_cl_check(clGetPlatformIDs(16, kf_platforms, &kf_np), "clGetPlatformIDs", kf_line);
    for (cl_uint kf_i = 0; kf_i < kf_np && !kf_device; kf_i++) {
        clGetDeviceIDs(kf_platforms[kf_i], CL_DEVICE_TYPE_ALL, 1, &kf_device, NULL);
    }
    if (!kf_device) {
        kf_cl_check(CL_DEVICE_NOT_FOUND, "clGetDeviceIDs", kf_line);
    }
    cl_device_type kf_type = 0;
    const char *kf_force = getenv("KFORGE_CL_WINDOW");
    clGetDeviceInfo(kf_device, CL_DEVICE_TYPE, sizeof kf_type, &kf_type, NULL);
    kf_cl.kf_window = kf_force ? kf_force[0] == 'o' && kf_force[1] == 'n' : (kf_type & CL_DEVICE_TYPE_GPU) != 0;
    cl_uint kf_units = 1;
    clGetDeviceInfo(kf_device, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof kf_units, &kf_units, NULL);
    kf_cl.kf_groups = 4 * (size_t)(kf_units ? kf_units : 1);
    kf_cl.kf_context = clCreateContext(NULL, 1, &kf_device, NULL, NULL, &kf_err);
    kf_cl_check(kf_err, "clCreateContext", kf_line);
    kf_cl.kf_queue = clCreateCommandQueue(kf_cl.kf_context, kf_device, 0, &kf_err);
    kf_cl_check(kf_err, "clCreateCommandQueue", kf_line);
    const char *kf_src = kf_cl_source;
    const char *kf_opts = "";
    char kf_path[4096];
    size_t kf_len = 0;
    char *kf_key = kf_cl_key(kf_device, kf_opts, &kf_len);
    int kf_cached = kf_key && kf_cl_cache_path(kf_key, kf_len, kf_path, sizeof kf_path);
    if (kf_cached) {
        kf_cl.kf_program = kf_cl_load(kf_device, kf_opts, kf_key, kf_len, kf_path);
    }
    if (!kf_cl.kf_program) {
        kf_cl.kf_program = clCreateProgramWithSource(kf_cl.kf_context, 1, &kf_src, NULL, &kf_err);
        kf_cl_check(kf_err, "clCreateProgramWithSource", kf_line);
        if (clBuildProgram(kf_cl.kf_program, 1, &kf_device, kf_opts, NULL, NULL) != CL_SUCCESS) {
            char kf_log[16384] = "";
            clGetProgramBuildInfo(kf_cl.kf_program, kf_device, CL_PROGRAM_BUILD_LOG, sizeof kf_log, kf_log, NULL);
            fprintf(stderr, "tests/gen/gpu_strip.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_symm_L1_1 = clCreateKernel(kf_cl.kf_program, "symm_L1_1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(symm_L1_1)", kf_line);
    kf_cl_kernel_symm_L1_1_nostrip = clCreateKernel(kf_cl.kf_program, "symm_L1_1_nostrip", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(symm_L1_1_nostrip)", kf_line);
    kf_cl_kernel_dot_L2 = clCreateKernel(kf_cl.kf_program, "dot_L2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(dot_L2)", kf_line);
    kf_cl_kernel_dot_L2_ktile = clCreateKernel(kf_cl.kf_program, "dot_L2_ktile", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(dot_L2_ktile)", kf_line);
    kf_cl_kernel_two_L3 = clCreateKernel(kf_cl.kf_program, "two_L3", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(two_L3)", kf_line);
    kf_cl_kernel_two_L3_ktile = clCreateKernel(kf_cl.kf_program, "two_L3_ktile", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(two_L3_ktile)", kf_line);
    kf_cl_kernel_cond_L4_1 = clCreateKernel(kf_cl.kf_program, "cond_L4_1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(cond_L4_1)", kf_line);
    kf_cl_kernel_cond_L4_1_nostrip = clCreateKernel(kf_cl.kf_program, "cond_L4_1_nostrip", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(cond_L4_1_nostrip)", kf_line);
    kf_cl_kernel_macro_L5 = clCreateKernel(kf_cl.kf_program, "macro_L5", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(macro_L5)", kf_line);
    kf_cl_kernel_macro_L5_ktile = clCreateKernel(kf_cl.kf_program, "macro_L5_ktile", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(macro_L5_ktile)", kf_line);
}

static cl_mem kf_cl_alloc(size_t kf_bytes, int kf_line)
{
    cl_int kf_err;
    cl_mem kf_m = clCreateBuffer(kf_cl.kf_context, CL_MEM_READ_WRITE, kf_bytes ? kf_bytes : 1, NULL, &kf_err);
    kf_cl_check(kf_err, "clCreateBuffer", kf_line);
    return kf_m;
}

static void kf_cl_write(cl_mem kf_to, const void *kf_from, size_t kf_bytes, int kf_line)
{
    if (kf_bytes) {
        kf_cl_check(clEnqueueWriteBuffer(kf_cl.kf_queue, kf_to, CL_TRUE, 0, kf_bytes, kf_from, 0, NULL, NULL),
                    "clEnqueueWriteBuffer", kf_line);
    }
}

static void kf_cl_read(void *kf_to, cl_mem kf_from, size_t kf_bytes, int kf_line)
{
    if (kf_bytes) {
        kf_cl_check(clEnqueueReadBuffer(kf_cl.kf_queue, kf_from, CL_TRUE, 0, kf_bytes, kf_to, 0, NULL, NULL),
                    "clEnqueueReadBuffer", kf_line);
    }
}

static void kf_cl_arg(cl_kernel kf_k, cl_uint kf_i, size_t kf_size, const void *kf_value, int kf_line)
{
    kf_cl_check(clSetKernelArg(kf_k, kf_i, kf_size, kf_value), "clSetKernelArg", kf_line);
}

/* a launch site's work-groups so far (kf_cl_fit) */
struct kf_cl_site {
    size_t kf_last[3];
    int kf_changes;
};

static void kf_cl_fit(int kf_dims, size_t *kf_global, size_t *kf_local, struct kf_cl_site *kf_site)
{
    size_t kf_groups = 1, kf_volume = 1;
    for (int kf_d = 0; kf_d < kf_dims; kf_d++) {
        while (kf_local[kf_d] > 1 && kf_local[kf_d] / 2 >= kf_global[kf_d]) {
            kf_local[kf_d] /= 2;
        }
        kf_groups *= (kf_global[kf_d] + kf_local[kf_d] - 1) / kf_local[kf_d];
        kf_volume *= kf_local[kf_d];
    }
    while (kf_groups < kf_cl.kf_groups && kf_volume > 32) {
        int kf_t = kf_dims - 1;
        while (kf_t > 0 && kf_local[kf_t] == 1) {
            kf_t--;
        }
        kf_groups = kf_groups / ((kf_global[kf_t] + kf_local[kf_t] - 1) / kf_local[kf_t]);
        kf_local[kf_t] /= 2;
        kf_volume /= 2;
        kf_groups *= (kf_global[kf_t] + kf_local[kf_t] - 1) / kf_local[kf_t];
    }
    size_t kf_exact[3];
    int kf_same = 1;
    for (int kf_d = 0; kf_d < kf_dims; kf_d++) {
        kf_exact[kf_d] = kf_local[kf_d] > kf_global[kf_d] && kf_global[kf_d] > 0 ? kf_global[kf_d] : kf_local[kf_d];
        kf_same &= kf_exact[kf_d] == kf_site->kf_last[kf_d];
    }
    if (kf_same || kf_site->kf_changes < 4) {
        if (!kf_same) {
            kf_site->kf_changes++;
        }
        for (int kf_d = 0; kf_d < kf_dims; kf_d++) {
            kf_local[kf_d] = kf_site->kf_last[kf_d] = kf_exact[kf_d];
        }
    }
    for (int kf_d = 0; kf_d < kf_dims; kf_d++) {
        kf_global[kf_d] = (kf_global[kf_d] + kf_local[kf_d] - 1) / kf_local[kf_d] * kf_local[kf_d];
    }
}

static void kf_cl_free_25(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 25);
}

static void kf_cl_free_43(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 43);
}

static void kf_cl_free_58(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 58);
}

static void kf_cl_free_78(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 78);
}

static void kf_cl_free_95(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 95);
}

static void symm(int m, int n, double alpha, double beta, double C[M][N], double A[M][M],
                 double B[M][N])
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(25);
    const size_t kf_C_bytes = (size_t)23 * sizeof C[0];
    cl_mem kf_C_dev __attribute__((__cleanup__(kf_cl_free_25))) = kf_cl_alloc(kf_C_bytes, 25);
    const size_t kf_B_bytes = (size_t)23 * sizeof B[0];
    cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_25))) = kf_cl_alloc(kf_B_bytes, 25);
    const size_t kf_A_bytes = (size_t)23 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_25))) = kf_cl_alloc(kf_A_bytes, 25);
    int i, j, k;
    double temp2;
#pragma scop
    {
        kf_cl_init(29);
        kf_cl_write(kf_C_dev, C, kf_C_bytes, 29);
        kf_cl_write(kf_B_dev, B, kf_B_bytes, 29);
        kf_cl_write(kf_A_dev, A, kf_A_bytes, 29);
        for (i = 0; i < m; i++) {
            if (n > 0) {
                if (kf_cl.kf_window) {
                    size_t kf_local[1] = {256};
                    size_t kf_global[1] = {(size_t)n};
                    static struct kf_cl_site kf_site_symm_L1_1_nostrip;
                    kf_cl_fit(1, kf_global, kf_local, &kf_site_symm_L1_1_nostrip);
                    kf_cl_arg(kf_cl_kernel_symm_L1_1_nostrip, 0, sizeof i, &i, 30);
                    kf_cl_arg(kf_cl_kernel_symm_L1_1_nostrip, 1, sizeof n, &n, 30);
                    kf_cl_arg(kf_cl_kernel_symm_L1_1_nostrip, 2, sizeof kf_C_dev, &kf_C_dev, 30);
                    kf_cl_arg(kf_cl_kernel_symm_L1_1_nostrip, 3, sizeof alpha, &alpha, 30);
                    kf_cl_arg(kf_cl_kernel_symm_L1_1_nostrip, 4, sizeof kf_B_dev, &kf_B_dev, 30);
                    kf_cl_arg(kf_cl_kernel_symm_L1_1_nostrip, 5, sizeof kf_A_dev, &kf_A_dev, 30);
                    kf_cl_arg(kf_cl_kernel_symm_L1_1_nostrip, 6, sizeof beta, &beta, 30);
                    kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_symm_L1_1_nostrip, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                                "clEnqueueNDRangeKernel(symm_L1_1_nostrip)", 30);
                } else {
                    size_t kf_local[1] = {64};
                    size_t kf_global[1] = {(size_t)((n + 3) / 4)};
                    static struct kf_cl_site kf_site_symm_L1_1;
                    kf_cl_fit(1, kf_global, kf_local, &kf_site_symm_L1_1);
                    kf_cl_arg(kf_cl_kernel_symm_L1_1, 0, sizeof i, &i, 30);
                    kf_cl_arg(kf_cl_kernel_symm_L1_1, 1, sizeof n, &n, 30);
                    kf_cl_arg(kf_cl_kernel_symm_L1_1, 2, sizeof kf_C_dev, &kf_C_dev, 30);
                    kf_cl_arg(kf_cl_kernel_symm_L1_1, 3, sizeof alpha, &alpha, 30);
                    kf_cl_arg(kf_cl_kernel_symm_L1_1, 4, sizeof kf_B_dev, &kf_B_dev, 30);
                    kf_cl_arg(kf_cl_kernel_symm_L1_1, 5, sizeof kf_A_dev, &kf_A_dev, 30);
                    kf_cl_arg(kf_cl_kernel_symm_L1_1, 6, sizeof beta, &beta, 30);
                    kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_symm_L1_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                                "clEnqueueNDRangeKernel(symm_L1_1)", 30);
                }
            }
            /* the loop counters, as the sequential loops leave them */
            for (j = 0; j < n; j++) {
                for (k = 0; k < i; k++) {
                }
            }
        }
        kf_cl_read(C, kf_C_dev, kf_C_bytes, 29);
    }
#pragma endscop
}

static void dot(int ni, int nj, int nk, float alpha, float beta, float D[M][N], float X[M][P],
                float Y[P][N])
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(43);
    const size_t kf_X_bytes = (size_t)23 * sizeof X[0];
    cl_mem kf_X_dev __attribute__((__cleanup__(kf_cl_free_43))) = kf_cl_alloc(kf_X_bytes, 43);
    const size_t kf_Y_bytes = (size_t)19 * sizeof Y[0];
    cl_mem kf_Y_dev __attribute__((__cleanup__(kf_cl_free_43))) = kf_cl_alloc(kf_Y_bytes, 43);
    const size_t kf_D_bytes = (size_t)23 * sizeof D[0];
    cl_mem kf_D_dev __attribute__((__cleanup__(kf_cl_free_43))) = kf_cl_alloc(kf_D_bytes, 43);
    int i, j, k;
    float s;
#pragma scop
    {
        kf_cl_init(47);
        kf_cl_write(kf_X_dev, X, kf_X_bytes, 47);
        kf_cl_write(kf_Y_dev, Y, kf_Y_bytes, 47);
        kf_cl_write(kf_D_dev, D, kf_D_bytes, 47);
        if (ni > 0 && nj > 0) {
            if (kf_cl.kf_window) {
                size_t kf_local[2] = {16, 16};
                size_t kf_global[2] = {(size_t)(nj + 15) / 16 * 16, (size_t)(ni + 15) / 16 * 16};
                kf_cl_arg(kf_cl_kernel_dot_L2_ktile, 0, sizeof ni, &ni, 47);
                kf_cl_arg(kf_cl_kernel_dot_L2_ktile, 1, sizeof nj, &nj, 47);
                kf_cl_arg(kf_cl_kernel_dot_L2_ktile, 2, sizeof nk, &nk, 47);
                kf_cl_arg(kf_cl_kernel_dot_L2_ktile, 3, sizeof kf_X_dev, &kf_X_dev, 47);
                kf_cl_arg(kf_cl_kernel_dot_L2_ktile, 4, sizeof kf_Y_dev, &kf_Y_dev, 47);
                kf_cl_arg(kf_cl_kernel_dot_L2_ktile, 5, sizeof beta, &beta, 47);
                kf_cl_arg(kf_cl_kernel_dot_L2_ktile, 6, sizeof kf_D_dev, &kf_D_dev, 47);
                kf_cl_arg(kf_cl_kernel_dot_L2_ktile, 7, sizeof alpha, &alpha, 47);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_dot_L2_ktile, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(dot_L2_ktile)", 47);
            } else {
                size_t kf_local[2] = {8, 4};
                size_t kf_global[2] = {(size_t)((nj + 7) / 8), (size_t)ni};
                static struct kf_cl_site kf_site_dot_L2;
                kf_cl_fit(2, kf_global, kf_local, &kf_site_dot_L2);
                kf_cl_arg(kf_cl_kernel_dot_L2, 0, sizeof ni, &ni, 47);
                kf_cl_arg(kf_cl_kernel_dot_L2, 1, sizeof nj, &nj, 47);
                kf_cl_arg(kf_cl_kernel_dot_L2, 2, sizeof nk, &nk, 47);
                kf_cl_arg(kf_cl_kernel_dot_L2, 3, sizeof kf_X_dev, &kf_X_dev, 47);
                kf_cl_arg(kf_cl_kernel_dot_L2, 4, sizeof kf_Y_dev, &kf_Y_dev, 47);
                kf_cl_arg(kf_cl_kernel_dot_L2, 5, sizeof beta, &beta, 47);
                kf_cl_arg(kf_cl_kernel_dot_L2, 6, sizeof kf_D_dev, &kf_D_dev, 47);
                kf_cl_arg(kf_cl_kernel_dot_L2, 7, sizeof alpha, &alpha, 47);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_dot_L2, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(dot_L2)", 47);
            }
        }
        /* the loop counters, as the sequential loops leave them */
        for (i = 0; i < ni; i++) {
            for (j = 0; j < nj; j++) {
                for (k = 0; k < nk; k++) {
                }
            }
        }
        kf_cl_read(D, kf_D_dev, kf_D_bytes, 47);
    }
#pragma endscop
}

static void two(int m, int n, double E[M][N], double A[M][M], double B[M][N], int cnt[M][N])
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(58);
    const size_t kf_E_bytes = (size_t)23 * sizeof E[0];
    cl_mem kf_E_dev __attribute__((__cleanup__(kf_cl_free_58))) = kf_cl_alloc(kf_E_bytes, 58);
    const size_t kf_A_bytes = (size_t)23 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_58))) = kf_cl_alloc(kf_A_bytes, 58);
    const size_t kf_B_bytes = (size_t)23 * sizeof B[0];
    cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_58))) = kf_cl_alloc(kf_B_bytes, 58);
    const size_t kf_cnt_bytes = (size_t)23 * sizeof cnt[0];
    cl_mem kf_cnt_dev __attribute__((__cleanup__(kf_cl_free_58))) = kf_cl_alloc(kf_cnt_bytes, 58);
    int i, j, k;
    double t;
    int c;
#pragma scop
    {
        kf_cl_init(63);
        kf_cl_write(kf_E_dev, E, kf_E_bytes, 63);
        kf_cl_write(kf_A_dev, A, kf_A_bytes, 63);
        kf_cl_write(kf_B_dev, B, kf_B_bytes, 63);
        kf_cl_write(kf_cnt_dev, cnt, kf_cnt_bytes, 63);
        if (m > 0 && n - 1 > 0) {
            if (kf_cl.kf_window) {
                size_t kf_local[2] = {16, 16};
                size_t kf_global[2] = {(size_t)((n - 1) + 15) / 16 * 16, (size_t)(m + 15) / 16 * 16};
                kf_cl_arg(kf_cl_kernel_two_L3_ktile, 0, sizeof m, &m, 63);
                kf_cl_arg(kf_cl_kernel_two_L3_ktile, 1, sizeof n, &n, 63);
                kf_cl_arg(kf_cl_kernel_two_L3_ktile, 2, sizeof kf_E_dev, &kf_E_dev, 63);
                kf_cl_arg(kf_cl_kernel_two_L3_ktile, 3, sizeof kf_A_dev, &kf_A_dev, 63);
                kf_cl_arg(kf_cl_kernel_two_L3_ktile, 4, sizeof kf_B_dev, &kf_B_dev, 63);
                kf_cl_arg(kf_cl_kernel_two_L3_ktile, 5, sizeof kf_cnt_dev, &kf_cnt_dev, 63);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_two_L3_ktile, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(two_L3_ktile)", 63);
            } else {
                size_t kf_local[2] = {4, 16};
                size_t kf_global[2] = {(size_t)(((n - 1) + 3) / 4), (size_t)m};
                static struct kf_cl_site kf_site_two_L3;
                kf_cl_fit(2, kf_global, kf_local, &kf_site_two_L3);
                kf_cl_arg(kf_cl_kernel_two_L3, 0, sizeof m, &m, 63);
                kf_cl_arg(kf_cl_kernel_two_L3, 1, sizeof n, &n, 63);
                kf_cl_arg(kf_cl_kernel_two_L3, 2, sizeof kf_E_dev, &kf_E_dev, 63);
                kf_cl_arg(kf_cl_kernel_two_L3, 3, sizeof kf_A_dev, &kf_A_dev, 63);
                kf_cl_arg(kf_cl_kernel_two_L3, 4, sizeof kf_B_dev, &kf_B_dev, 63);
                kf_cl_arg(kf_cl_kernel_two_L3, 5, sizeof kf_cnt_dev, &kf_cnt_dev, 63);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_two_L3, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(two_L3)", 63);
            }
        }
        /* the loop counters, as the sequential loops leave them */
        for (i = 0; i < m; i++) {
            for (j = 1; j < n; j++) {
                for (k = 0; k < m; k++) {
                }
            }
        }
        kf_cl_read(E, kf_E_dev, kf_E_bytes, 63);
        kf_cl_read(cnt, kf_cnt_dev, kf_cnt_bytes, 63);
    }
#pragma endscop
}

static void cond(int m, int n, double F[M][N], double A[M][M])
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(78);
    const size_t kf_A_bytes = (size_t)23 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_78))) = kf_cl_alloc(kf_A_bytes, 78);
    const size_t kf_F_bytes = (size_t)23 * sizeof F[0];
    cl_mem kf_F_dev __attribute__((__cleanup__(kf_cl_free_78))) = kf_cl_alloc(kf_F_bytes, 78);
    int i, j, k;
    double u;
#pragma scop
    {
        kf_cl_init(82);
        kf_cl_write(kf_A_dev, A, kf_A_bytes, 82);
        kf_cl_write(kf_F_dev, F, kf_F_bytes, 82);
        for (i = 0; i < m; i++) {
            if (n > 0) {
                if (kf_cl.kf_window) {
                    size_t kf_local[1] = {256};
                    size_t kf_global[1] = {(size_t)n};
                    static struct kf_cl_site kf_site_cond_L4_1_nostrip;
                    kf_cl_fit(1, kf_global, kf_local, &kf_site_cond_L4_1_nostrip);
                    kf_cl_arg(kf_cl_kernel_cond_L4_1_nostrip, 0, sizeof i, &i, 83);
                    kf_cl_arg(kf_cl_kernel_cond_L4_1_nostrip, 1, sizeof m, &m, 83);
                    kf_cl_arg(kf_cl_kernel_cond_L4_1_nostrip, 2, sizeof n, &n, 83);
                    kf_cl_arg(kf_cl_kernel_cond_L4_1_nostrip, 3, sizeof kf_A_dev, &kf_A_dev, 83);
                    kf_cl_arg(kf_cl_kernel_cond_L4_1_nostrip, 4, sizeof kf_F_dev, &kf_F_dev, 83);
                    kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_cond_L4_1_nostrip, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                                "clEnqueueNDRangeKernel(cond_L4_1_nostrip)", 83);
                } else {
                    size_t kf_local[1] = {64};
                    size_t kf_global[1] = {(size_t)((n + 3) / 4)};
                    static struct kf_cl_site kf_site_cond_L4_1;
                    kf_cl_fit(1, kf_global, kf_local, &kf_site_cond_L4_1);
                    kf_cl_arg(kf_cl_kernel_cond_L4_1, 0, sizeof i, &i, 83);
                    kf_cl_arg(kf_cl_kernel_cond_L4_1, 1, sizeof m, &m, 83);
                    kf_cl_arg(kf_cl_kernel_cond_L4_1, 2, sizeof n, &n, 83);
                    kf_cl_arg(kf_cl_kernel_cond_L4_1, 3, sizeof kf_A_dev, &kf_A_dev, 83);
                    kf_cl_arg(kf_cl_kernel_cond_L4_1, 4, sizeof kf_F_dev, &kf_F_dev, 83);
                    kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_cond_L4_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                                "clEnqueueNDRangeKernel(cond_L4_1)", 83);
                }
            }
            /* the loop counters, as the sequential loops leave them */
            for (j = 0; j < n; j++) {
                for (k = 0; k < m; k++) {
                }
            }
        }
        kf_cl_read(F, kf_F_dev, kf_F_bytes, 82);
    }
#pragma endscop
}

static void macro(int m, int n, double G[M][N], double A[M][M], double B[M][N])
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(95);
    const size_t kf_A_bytes = (size_t)23 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_95))) = kf_cl_alloc(kf_A_bytes, 95);
    const size_t kf_B_bytes = (size_t)23 * sizeof B[0];
    cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_95))) = kf_cl_alloc(kf_B_bytes, 95);
    const size_t kf_G_bytes = (size_t)23 * sizeof G[0];
    cl_mem kf_G_dev __attribute__((__cleanup__(kf_cl_free_95))) = kf_cl_alloc(kf_G_bytes, 95);
    int i, j, k;
    double v;
#pragma scop
    {
        kf_cl_init(99);
        kf_cl_write(kf_A_dev, A, kf_A_bytes, 99);
        kf_cl_write(kf_B_dev, B, kf_B_bytes, 99);
        kf_cl_write(kf_G_dev, G, kf_G_bytes, 99);
        if (m > 0 && n > 0) {
            if (kf_cl.kf_window) {
                size_t kf_local[2] = {16, 16};
                size_t kf_global[2] = {(size_t)(n + 15) / 16 * 16, (size_t)(m + 15) / 16 * 16};
                kf_cl_arg(kf_cl_kernel_macro_L5_ktile, 0, sizeof m, &m, 99);
                kf_cl_arg(kf_cl_kernel_macro_L5_ktile, 1, sizeof n, &n, 99);
                kf_cl_arg(kf_cl_kernel_macro_L5_ktile, 2, sizeof kf_A_dev, &kf_A_dev, 99);
                kf_cl_arg(kf_cl_kernel_macro_L5_ktile, 3, sizeof kf_B_dev, &kf_B_dev, 99);
                kf_cl_arg(kf_cl_kernel_macro_L5_ktile, 4, sizeof kf_G_dev, &kf_G_dev, 99);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_macro_L5_ktile, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(macro_L5_ktile)", 99);
            } else {
                size_t kf_local[2] = {64, 4};
                size_t kf_global[2] = {(size_t)n, (size_t)m};
                static struct kf_cl_site kf_site_macro_L5;
                kf_cl_fit(2, kf_global, kf_local, &kf_site_macro_L5);
                kf_cl_arg(kf_cl_kernel_macro_L5, 0, sizeof m, &m, 99);
                kf_cl_arg(kf_cl_kernel_macro_L5, 1, sizeof n, &n, 99);
                kf_cl_arg(kf_cl_kernel_macro_L5, 2, sizeof kf_A_dev, &kf_A_dev, 99);
                kf_cl_arg(kf_cl_kernel_macro_L5, 3, sizeof kf_B_dev, &kf_B_dev, 99);
                kf_cl_arg(kf_cl_kernel_macro_L5, 4, sizeof kf_G_dev, &kf_G_dev, 99);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_macro_L5, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(macro_L5)", 99);
            }
        }
        /* the loop counters, as the sequential loops leave them */
        for (i = 0; i < m; i++) {
            for (j = 0; j < n; j++) {
                for (k = 0; k < m; k++) {
                }
            }
        }
        kf_cl_read(G, kf_G_dev, kf_G_bytes, 99);
    }
#pragma endscop
}

static double C[M][N], A[M][M], B[M][N], E[M][N], F[M][N], G[M][N];
static float D[M][N], X[M][P], Y[P][N];
static int cnt[M][N];

int main(void)
{
    for (int i = 0; i < M; i++) {
        for (int j = 0; j < N; j++) {
            C[i][j] = (double)((i + j) % 100) / M;
            B[i][j] = (double)((N + i - j) % 100) / M;
            E[i][j] = (double)((i * j + 3) % 17) / 7;
            F[i][j] = (double)((i + 2 * j) % 13) / 5;
            G[i][j] = (double)((3 * i + j) % 11) / 3;
            D[i][j] = (float)((i * 7 + j) % 23) / 9;
        }
        for (int j = 0; j < M; j++)
            A[i][j] = (double)((i + j) % 100) / M;
        for (int j = 0; j < P; j++)
            X[i][j] = (float)((i + 3 * j) % 29) / 11;
    }
    for (int i = 0; i < P; i++)
        for (int j = 0; j < N; j++)
            Y[i][j] = (float)((5 * i + j) % 31) / 13;
    symm(M, N, 1.5, 1.2, C, A, B);
    dot(M, N, P, 1.5f, 1.2f, D, X, Y);
    two(M, N, E, A, B, cnt);
    cond(M, N, F, A);
    macro(M, N, G, A, B);
    /* bit for bit: the strips keep every sum's order */
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++)
            printf("%d %d %a %a %a %a %a %a %d\n", i, j, C[i][j], (double)D[i][j], E[i][j],
                   F[i][j], G[i][j], B[i][j], cnt[i][j]);
    return 0;
}
