/* kforge 0.1.0: tests/gen/gpu_region.c for opencl; 39 kernels */
/* Fragments of one function that share device buffers (seed 003 §4), one
 * function per control-flow shape.  The generated program must print what
 * the sequential one prints; tests/gen/test_gen_gpu.sh also checks where
 * the allocations, frees and copies land. */
#include <stdio.h>
#include <stdlib.h>

#define N 29
#define M 31
#define HALF (M / 15) /* a macro the host loops may name: it touches no array */

static double A[N][M], B[N][M], C[N][M];
static double sink;

/* reads through a pointer kforge cannot follow */
static void touch(double *p) { sink += p[3]; p[4] += 1.0; }

static void init(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            A[i][j] = (i * 7 + j * 3) % 11;
            B[i][j] = 0;
            C[i][j] = 0;
        }
}

/* two fragments in a row: B stays on the device between them */
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
    "__kernel void in_a_row_L1(__global double *A, __global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        B[i * 31 + j] = A[i * 31 + j] * 2;\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = A[i * 31 + j] * 2;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void in_a_row_L2(__global double *B, __global double *C)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        C[i * 31 + j] = B[i * 31 + j] + 1;\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        C[i * 31 + j] = B[i * 31 + j] + 1;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void host_write_L3(__global double *A, double s, __global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        B[i * 31 + j] = A[i * 31 + j] * s;\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = A[i * 31 + j] * s;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void host_write_L4(__global double *B, __global double *A, __global double *C)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        C[i * 31 + j] = B[i * 31 + j] - A[i * 31 + j];\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        C[i * 31 + j] = B[i * 31 + j] - A[i * 31 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void host_read_L5(__global double *A, double s, __global double *C)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        C[i * 31 + j] = A[i * 31 + j] + s;\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        C[i * 31 + j] = A[i * 31 + j] + s;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void host_read_L6(__global double *C, double s, __global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        B[i * 31 + j] = C[i * 31 + j] * s;\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = C[i * 31 + j] * s;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void host_call_L7(__global double *A, __global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        B[i * 31 + j] = A[i * 31 + j] + 3;\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = A[i * 31 + j] + 3;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void host_call_L8(__global double *B, __global double *C)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        C[i * 31 + j] = B[i * 31 + j] * B[i * 31 + j];\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        C[i * 31 + j] = B[i * 31 + j] * B[i * 31 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void in_loop_L9(__global double *B, __global double *A)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        B[i * 31 + j] = B[i * 31 + j] + A[i * 31 + j];\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = B[i * 31 + j] + A[i * 31 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void early_return_L10(__global double *A, __global double *C)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        C[i * 31 + j] = A[i * 31 + j] - 1;\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        C[i * 31 + j] = A[i * 31 + j] - 1;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void early_return_L11(__global double *C, __global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        B[i * 31 + j] = C[i * 31 + j] * 3;\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = C[i * 31 + j] * 3;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void branch_L12(__global double *A, __global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        B[i * 31 + j] = A[i * 31 + j] / 2;\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = A[i * 31 + j] / 2;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void branch_L13(__global double *B, __global double *A, __global double *C)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        C[i * 31 + j] = B[i * 31 + j] + A[i * 31 + j];\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        C[i * 31 + j] = B[i * 31 + j] + A[i * 31 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void locals_L14(__global double *A, __global double *T)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    double kf_t_U;\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        /* locals_L14, line 149 */\n"
    "        {\n"
    "            kf_t_U = A[i * 31 + j] * 2;\n"
    "        }\n"
    "        /* locals_L15, line 152 */\n"
    "        {\n"
    "            T[i * 31 + j] = kf_t_U + 1;\n"
    "        }\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        /* locals_L14, line 149 */\n"
    "        {\n"
    "            kf_t_U = A[i * 31 + j] * 2;\n"
    "        }\n"
    "        /* locals_L15, line 152 */\n"
    "        {\n"
    "            T[i * 31 + j] = kf_t_U + 1;\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void locals_L16(int n, __global double *w)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= n - 1) {\n"
    "        w[i] = i * 0.5;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void with_goto_L17(__global double *A, __global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        B[i * 31 + j] = A[i * 31 + j] * 4;\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = A[i * 31 + j] * 4;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void carried_L18(int t, __global double *A, __global double *V, __global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        /* carried_L18, line 188 */\n"
    "        {\n"
    "            V[i * 31 + j] = t == 0 ? A[i * 31 + j] : V[i * 31 + j] * 2;\n"
    "        }\n"
    "        /* carried_L19, line 191 */\n"
    "        {\n"
    "            B[i * 31 + j] = V[i * 31 + j] + 1;\n"
    "        }\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        /* carried_L18, line 188 */\n"
    "        {\n"
    "            V[i * 31 + j] = t == 0 ? A[i * 31 + j] : V[i * 31 + j] * 2;\n"
    "        }\n"
    "        /* carried_L19, line 191 */\n"
    "        {\n"
    "            B[i * 31 + j] = V[i * 31 + j] + 1;\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void time_loop_L20(__global double *B, __global double *A, double decay, __global double *C)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        /* time_loop_L20, line 206 */\n"
    "        {\n"
    "            B[i * 31 + j] = B[i * 31 + j] * 0.5 + A[i * 31 + j];\n"
    "        }\n"
    "        /* time_loop_L21, line 209 */\n"
    "        {\n"
    "            C[i * 31 + j] = B[i * 31 + j] - decay;\n"
    "        }\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        /* time_loop_L20, line 206 */\n"
    "        {\n"
    "            B[i * 31 + j] = B[i * 31 + j] * 0.5 + A[i * 31 + j];\n"
    "        }\n"
    "        /* time_loop_L21, line 209 */\n"
    "        {\n"
    "            C[i * 31 + j] = B[i * 31 + j] - decay;\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void nested_L22(__global double *B, __global double *A, int r, int t)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        B[i * 31 + j] = B[i * 31 + j] + A[i * 31 + j] * (r + t);\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = B[i * 31 + j] + A[i * 31 + j] * (r + t);\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void until_L23(__global double *B, __global double *A)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        B[i * 31 + j] = B[i * 31 + j] + A[i * 31 + j] + 1;\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = B[i * 31 + j] + A[i * 31 + j] + 1;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void with_break_L24(__global double *C, __global double *A)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        C[i * 31 + j] = C[i * 31 + j] + A[i * 31 + j];\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        C[i * 31 + j] = C[i * 31 + j] + A[i * 31 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void body_local_L25(__global double *A, int t, __global double *T)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        T[i * 31 + j] = A[i * 31 + j] * t;\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        T[i * 31 + j] = A[i * 31 + j] * t;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void body_local_L26(__global double *T, __global double *C)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        C[i * 31 + j] = C[i * 31 + j] + T[i * 31 + j];\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        C[i * 31 + j] = C[i * 31 + j] + T[i * 31 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void through_pointer_L27(__global double *C, __global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        C[i * 31 + j] = C[i * 31 + j] + B[i * 31 + j];\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        C[i * 31 + j] = C[i * 31 + j] + B[i * 31 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void opaque_condition_L28(__global double *C, __global double *A)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        C[i * 31 + j] = C[i * 31 + j] + A[i * 31 + j];\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        C[i * 31 + j] = C[i * 31 + j] + A[i * 31 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void every_other_L29(__global double *B, __global double *A)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        B[i * 31 + j] = B[i * 31 + j] * 0.5 + A[i * 31 + j];\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = B[i * 31 + j] * 0.5 + A[i * 31 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void do_loop_L30(__global double *C, __global double *A, int t)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        C[i * 31 + j] = C[i * 31 + j] + A[i * 31 + j] * t;\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        C[i * 31 + j] = C[i * 31 + j] + A[i * 31 + j] * t;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void two_blocks_L31(__global double *A, __global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        B[i * 31 + j] = A[i * 31 + j] * 0.5 + B[i * 31 + j] * 0.25;\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = A[i * 31 + j] * 0.5 + B[i * 31 + j] * 0.25;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void two_blocks_L32(__global double *B, __global double *C)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        C[i * 31 + j] = B[i * 31 + j] * B[i * 31 + j];\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        C[i * 31 + j] = B[i * 31 + j] * B[i * 31 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void inner_tree_L33(__global double *C)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        C[i * 31 + j] = C[i * 31 + j] + 1;\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        C[i * 31 + j] = C[i * 31 + j] + 1;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void inner_tree_L34(__global double *B, __global double *A, __global double *C)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        B[i * 31 + j] = B[i * 31 + j] + A[i * 31 + j] * C[i * 31 + j];\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = B[i * 31 + j] + A[i * 31 + j] * C[i * 31 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void both_branches_L35(__global double *B, __global double *A)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        B[i * 31 + j] = B[i * 31 + j] + A[i * 31 + j];\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = B[i * 31 + j] + A[i * 31 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void both_branches_L36(__global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        B[i * 31 + j] = B[i * 31 + j] * 0.5;\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = B[i * 31 + j] * 0.5;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void both_branches_L37(__global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        B[i * 31 + j] = B[i * 31 + j] - 1;\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = B[i * 31 + j] - 1;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void with_helper_L38(__global double *B, __global double *A)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        B[i * 31 + j] = B[i * 31 + j] * 0.5 + A[i * 31 + j];\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = B[i * 31 + j] * 0.5 + A[i * 31 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void only_if_L39(__global double *C, __global double *A)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        C[i * 31 + j] = C[i * 31 + j] - A[i * 31 + j];\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        C[i * 31 + j] = C[i * 31 + j] - A[i * 31 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void break_in_fragment_L40_1(__global double *C, __global double *A)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        C[i * 31 + j] = 0.5 * C[i * 31 + j] + A[i * 31 + j];\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        C[i * 31 + j] = 0.5 * C[i * 31 + j] + A[i * 31 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void exit_tests_L41(__global double *B, __global double *A)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        B[i * 31 + j] = 0.75 * B[i * 31 + j] + A[i * 31 + j];\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = 0.75 * B[i * 31 + j] + A[i * 31 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void exit_tests_L42(__global double *C, __global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= 30 && kf_hi_i <= 28) {\n"
    "        C[i * 31 + j] = C[i * 31 + j] + B[i * 31 + j] * 0.125;\n"
    "    } else if (j <= 30 && i <= 28) {\n"
    "        C[i * 31 + j] = C[i * 31 + j] + B[i * 31 + j] * 0.125;\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_in_a_row_L1;
static cl_kernel kf_cl_kernel_in_a_row_L2;
static cl_kernel kf_cl_kernel_host_write_L3;
static cl_kernel kf_cl_kernel_host_write_L4;
static cl_kernel kf_cl_kernel_host_read_L5;
static cl_kernel kf_cl_kernel_host_read_L6;
static cl_kernel kf_cl_kernel_host_call_L7;
static cl_kernel kf_cl_kernel_host_call_L8;
static cl_kernel kf_cl_kernel_in_loop_L9;
static cl_kernel kf_cl_kernel_early_return_L10;
static cl_kernel kf_cl_kernel_early_return_L11;
static cl_kernel kf_cl_kernel_branch_L12;
static cl_kernel kf_cl_kernel_branch_L13;
static cl_kernel kf_cl_kernel_locals_L14;
static cl_kernel kf_cl_kernel_locals_L16;
static cl_kernel kf_cl_kernel_with_goto_L17;
static cl_kernel kf_cl_kernel_carried_L18;
static cl_kernel kf_cl_kernel_time_loop_L20;
static cl_kernel kf_cl_kernel_nested_L22;
static cl_kernel kf_cl_kernel_until_L23;
static cl_kernel kf_cl_kernel_with_break_L24;
static cl_kernel kf_cl_kernel_body_local_L25;
static cl_kernel kf_cl_kernel_body_local_L26;
static cl_kernel kf_cl_kernel_through_pointer_L27;
static cl_kernel kf_cl_kernel_opaque_condition_L28;
static cl_kernel kf_cl_kernel_every_other_L29;
static cl_kernel kf_cl_kernel_do_loop_L30;
static cl_kernel kf_cl_kernel_two_blocks_L31;
static cl_kernel kf_cl_kernel_two_blocks_L32;
static cl_kernel kf_cl_kernel_inner_tree_L33;
static cl_kernel kf_cl_kernel_inner_tree_L34;
static cl_kernel kf_cl_kernel_both_branches_L35;
static cl_kernel kf_cl_kernel_both_branches_L36;
static cl_kernel kf_cl_kernel_both_branches_L37;
static cl_kernel kf_cl_kernel_with_helper_L38;
static cl_kernel kf_cl_kernel_only_if_L39;
static cl_kernel kf_cl_kernel_break_in_fragment_L40_1;
static cl_kernel kf_cl_kernel_exit_tests_L41;
static cl_kernel kf_cl_kernel_exit_tests_L42;
static struct {
    cl_context kf_context;
    cl_command_queue kf_queue;
    cl_program kf_program;
    size_t kf_groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != CL_SUCCESS) {
        fprintf(stderr, "tests/gen/gpu_region.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
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
            fprintf(stderr, "tests/gen/gpu_region.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_in_a_row_L1 = clCreateKernel(kf_cl.kf_program, "in_a_row_L1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(in_a_row_L1)", kf_line);
    kf_cl_kernel_in_a_row_L2 = clCreateKernel(kf_cl.kf_program, "in_a_row_L2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(in_a_row_L2)", kf_line);
    kf_cl_kernel_host_write_L3 = clCreateKernel(kf_cl.kf_program, "host_write_L3", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(host_write_L3)", kf_line);
    kf_cl_kernel_host_write_L4 = clCreateKernel(kf_cl.kf_program, "host_write_L4", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(host_write_L4)", kf_line);
    kf_cl_kernel_host_read_L5 = clCreateKernel(kf_cl.kf_program, "host_read_L5", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(host_read_L5)", kf_line);
    kf_cl_kernel_host_read_L6 = clCreateKernel(kf_cl.kf_program, "host_read_L6", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(host_read_L6)", kf_line);
    kf_cl_kernel_host_call_L7 = clCreateKernel(kf_cl.kf_program, "host_call_L7", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(host_call_L7)", kf_line);
    kf_cl_kernel_host_call_L8 = clCreateKernel(kf_cl.kf_program, "host_call_L8", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(host_call_L8)", kf_line);
    kf_cl_kernel_in_loop_L9 = clCreateKernel(kf_cl.kf_program, "in_loop_L9", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(in_loop_L9)", kf_line);
    kf_cl_kernel_early_return_L10 = clCreateKernel(kf_cl.kf_program, "early_return_L10", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(early_return_L10)", kf_line);
    kf_cl_kernel_early_return_L11 = clCreateKernel(kf_cl.kf_program, "early_return_L11", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(early_return_L11)", kf_line);
    kf_cl_kernel_branch_L12 = clCreateKernel(kf_cl.kf_program, "branch_L12", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(branch_L12)", kf_line);
    kf_cl_kernel_branch_L13 = clCreateKernel(kf_cl.kf_program, "branch_L13", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(branch_L13)", kf_line);
    kf_cl_kernel_locals_L14 = clCreateKernel(kf_cl.kf_program, "locals_L14", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(locals_L14)", kf_line);
    kf_cl_kernel_locals_L16 = clCreateKernel(kf_cl.kf_program, "locals_L16", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(locals_L16)", kf_line);
    kf_cl_kernel_with_goto_L17 = clCreateKernel(kf_cl.kf_program, "with_goto_L17", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(with_goto_L17)", kf_line);
    kf_cl_kernel_carried_L18 = clCreateKernel(kf_cl.kf_program, "carried_L18", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(carried_L18)", kf_line);
    kf_cl_kernel_time_loop_L20 = clCreateKernel(kf_cl.kf_program, "time_loop_L20", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(time_loop_L20)", kf_line);
    kf_cl_kernel_nested_L22 = clCreateKernel(kf_cl.kf_program, "nested_L22", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(nested_L22)", kf_line);
    kf_cl_kernel_until_L23 = clCreateKernel(kf_cl.kf_program, "until_L23", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(until_L23)", kf_line);
    kf_cl_kernel_with_break_L24 = clCreateKernel(kf_cl.kf_program, "with_break_L24", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(with_break_L24)", kf_line);
    kf_cl_kernel_body_local_L25 = clCreateKernel(kf_cl.kf_program, "body_local_L25", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(body_local_L25)", kf_line);
    kf_cl_kernel_body_local_L26 = clCreateKernel(kf_cl.kf_program, "body_local_L26", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(body_local_L26)", kf_line);
    kf_cl_kernel_through_pointer_L27 = clCreateKernel(kf_cl.kf_program, "through_pointer_L27", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(through_pointer_L27)", kf_line);
    kf_cl_kernel_opaque_condition_L28 = clCreateKernel(kf_cl.kf_program, "opaque_condition_L28", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(opaque_condition_L28)", kf_line);
    kf_cl_kernel_every_other_L29 = clCreateKernel(kf_cl.kf_program, "every_other_L29", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(every_other_L29)", kf_line);
    kf_cl_kernel_do_loop_L30 = clCreateKernel(kf_cl.kf_program, "do_loop_L30", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(do_loop_L30)", kf_line);
    kf_cl_kernel_two_blocks_L31 = clCreateKernel(kf_cl.kf_program, "two_blocks_L31", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(two_blocks_L31)", kf_line);
    kf_cl_kernel_two_blocks_L32 = clCreateKernel(kf_cl.kf_program, "two_blocks_L32", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(two_blocks_L32)", kf_line);
    kf_cl_kernel_inner_tree_L33 = clCreateKernel(kf_cl.kf_program, "inner_tree_L33", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(inner_tree_L33)", kf_line);
    kf_cl_kernel_inner_tree_L34 = clCreateKernel(kf_cl.kf_program, "inner_tree_L34", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(inner_tree_L34)", kf_line);
    kf_cl_kernel_both_branches_L35 = clCreateKernel(kf_cl.kf_program, "both_branches_L35", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(both_branches_L35)", kf_line);
    kf_cl_kernel_both_branches_L36 = clCreateKernel(kf_cl.kf_program, "both_branches_L36", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(both_branches_L36)", kf_line);
    kf_cl_kernel_both_branches_L37 = clCreateKernel(kf_cl.kf_program, "both_branches_L37", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(both_branches_L37)", kf_line);
    kf_cl_kernel_with_helper_L38 = clCreateKernel(kf_cl.kf_program, "with_helper_L38", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(with_helper_L38)", kf_line);
    kf_cl_kernel_only_if_L39 = clCreateKernel(kf_cl.kf_program, "only_if_L39", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(only_if_L39)", kf_line);
    kf_cl_kernel_break_in_fragment_L40_1 = clCreateKernel(kf_cl.kf_program, "break_in_fragment_L40_1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(break_in_fragment_L40_1)", kf_line);
    kf_cl_kernel_exit_tests_L41 = clCreateKernel(kf_cl.kf_program, "exit_tests_L41", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(exit_tests_L41)", kf_line);
    kf_cl_kernel_exit_tests_L42 = clCreateKernel(kf_cl.kf_program, "exit_tests_L42", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(exit_tests_L42)", kf_line);
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

static void kf_cl_free_30(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 30);
}

static void kf_cl_free_45(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 45);
}

static void kf_cl_free_61(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 61);
}

static void kf_cl_free_77(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 77);
}

static void kf_cl_free_94(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 94);
}

static void kf_cl_free_107(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 107);
}

static void kf_cl_free_124(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 124);
}

static void kf_cl_free_142(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 142);
}

static void kf_cl_free_144(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 144);
}

static void kf_cl_free_145(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 145);
}

static void kf_cl_free_184(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 184);
}

static void kf_cl_free_185(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 185);
}

static void kf_cl_free_201(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 201);
}

static void kf_cl_free_223(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 223);
}

static void kf_cl_free_237(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 237);
}

static void kf_cl_free_252(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 252);
}

static void kf_cl_free_268(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 268);
}

static void kf_cl_free_270(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 270);
}

static void kf_cl_free_286(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 286);
}

static void kf_cl_free_304(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 304);
}

static void kf_cl_free_317(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 317);
}

static void kf_cl_free_331(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 331);
}

static void kf_cl_free_347(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 347);
}

static void kf_cl_free_369(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 369);
}

static void kf_cl_free_391(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 391);
}

static void kf_cl_free_427(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 427);
}

static void kf_cl_free_440(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 440);
}

static void kf_cl_free_453(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 453);
}

static void kf_cl_free_471(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 471);
}

static void in_a_row(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(30);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_30))) = kf_cl_alloc(kf_A_bytes, 30);
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_30))) = kf_cl_alloc(kf_B_bytes, 30);
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    cl_mem kf_C_dev __attribute__((__cleanup__(kf_cl_free_30))) = kf_cl_alloc(kf_C_bytes, 30);
#pragma scop
    {
        kf_cl_write(kf_A_dev, A, kf_A_bytes, 32);
        kf_cl_write(kf_B_dev, B, kf_B_bytes, 32);
        if (29 > 0 && 31 > 0) {
            size_t kf_local[2] = {32, 8};
            size_t kf_global[2] = {(size_t)31, (size_t)29};
            static struct kf_cl_site kf_site_in_a_row_L1;
            kf_cl_fit(2, kf_global, kf_local, &kf_site_in_a_row_L1);
            kf_cl_arg(kf_cl_kernel_in_a_row_L1, 0, sizeof kf_A_dev, &kf_A_dev, 32);
            kf_cl_arg(kf_cl_kernel_in_a_row_L1, 1, sizeof kf_B_dev, &kf_B_dev, 32);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_in_a_row_L1, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(in_a_row_L1)", 32);
        }
    }
#pragma endscop
#pragma scop
    {
        kf_cl_write(kf_C_dev, C, kf_C_bytes, 37);
        if (29 > 0 && 31 > 0) {
            size_t kf_local[2] = {32, 8};
            size_t kf_global[2] = {(size_t)31, (size_t)29};
            static struct kf_cl_site kf_site_in_a_row_L2;
            kf_cl_fit(2, kf_global, kf_local, &kf_site_in_a_row_L2);
            kf_cl_arg(kf_cl_kernel_in_a_row_L2, 0, sizeof kf_B_dev, &kf_B_dev, 37);
            kf_cl_arg(kf_cl_kernel_in_a_row_L2, 1, sizeof kf_C_dev, &kf_C_dev, 37);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_in_a_row_L2, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(in_a_row_L2)", 37);
        }
        kf_cl_read(B, kf_B_dev, kf_B_bytes, 37);
        kf_cl_read(C, kf_C_dev, kf_C_bytes, 37);
    }
#pragma endscop
}

/* the host writes B between them: B comes back before, goes out after */
static void host_write(double s)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(45);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_45))) = kf_cl_alloc(kf_A_bytes, 45);
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_45))) = kf_cl_alloc(kf_B_bytes, 45);
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    cl_mem kf_C_dev __attribute__((__cleanup__(kf_cl_free_45))) = kf_cl_alloc(kf_C_bytes, 45);
#pragma scop
    {
        kf_cl_write(kf_A_dev, A, kf_A_bytes, 47);
        kf_cl_write(kf_B_dev, B, kf_B_bytes, 47);
        if (29 > 0 && 31 > 0) {
            size_t kf_local[2] = {32, 8};
            size_t kf_global[2] = {(size_t)31, (size_t)29};
            static struct kf_cl_site kf_site_host_write_L3;
            kf_cl_fit(2, kf_global, kf_local, &kf_site_host_write_L3);
            kf_cl_arg(kf_cl_kernel_host_write_L3, 0, sizeof kf_A_dev, &kf_A_dev, 47);
            kf_cl_arg(kf_cl_kernel_host_write_L3, 1, sizeof s, &s, 47);
            kf_cl_arg(kf_cl_kernel_host_write_L3, 2, sizeof kf_B_dev, &kf_B_dev, 47);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_host_write_L3, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(host_write_L3)", 47);
        }
        kf_cl_read(B, kf_B_dev, kf_B_bytes, 47);
    }
#pragma endscop
    B[3][4] = s;
#pragma scop
    {
        kf_cl_write(kf_C_dev, C, kf_C_bytes, 53);
        kf_cl_write(kf_B_dev, B, kf_B_bytes, 53);
        if (29 > 0 && 31 > 0) {
            size_t kf_local[2] = {32, 8};
            size_t kf_global[2] = {(size_t)31, (size_t)29};
            static struct kf_cl_site kf_site_host_write_L4;
            kf_cl_fit(2, kf_global, kf_local, &kf_site_host_write_L4);
            kf_cl_arg(kf_cl_kernel_host_write_L4, 0, sizeof kf_B_dev, &kf_B_dev, 53);
            kf_cl_arg(kf_cl_kernel_host_write_L4, 1, sizeof kf_A_dev, &kf_A_dev, 53);
            kf_cl_arg(kf_cl_kernel_host_write_L4, 2, sizeof kf_C_dev, &kf_C_dev, 53);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_host_write_L4, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(host_write_L4)", 53);
        }
        kf_cl_read(C, kf_C_dev, kf_C_bytes, 53);
    }
#pragma endscop
}

/* the host only reads C between them: modelled as a read and a write */
static void host_read(double s)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(61);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_61))) = kf_cl_alloc(kf_A_bytes, 61);
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    cl_mem kf_C_dev __attribute__((__cleanup__(kf_cl_free_61))) = kf_cl_alloc(kf_C_bytes, 61);
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_61))) = kf_cl_alloc(kf_B_bytes, 61);
#pragma scop
    {
        kf_cl_write(kf_A_dev, A, kf_A_bytes, 63);
        kf_cl_write(kf_C_dev, C, kf_C_bytes, 63);
        if (29 > 0 && 31 > 0) {
            size_t kf_local[2] = {32, 8};
            size_t kf_global[2] = {(size_t)31, (size_t)29};
            static struct kf_cl_site kf_site_host_read_L5;
            kf_cl_fit(2, kf_global, kf_local, &kf_site_host_read_L5);
            kf_cl_arg(kf_cl_kernel_host_read_L5, 0, sizeof kf_A_dev, &kf_A_dev, 63);
            kf_cl_arg(kf_cl_kernel_host_read_L5, 1, sizeof s, &s, 63);
            kf_cl_arg(kf_cl_kernel_host_read_L5, 2, sizeof kf_C_dev, &kf_C_dev, 63);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_host_read_L5, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(host_read_L5)", 63);
        }
        kf_cl_read(C, kf_C_dev, kf_C_bytes, 63);
    }
#pragma endscop
    s = C[2][2];
#pragma scop
    {
        kf_cl_write(kf_B_dev, B, kf_B_bytes, 69);
        if (29 > 0 && 31 > 0) {
            size_t kf_local[2] = {32, 8};
            size_t kf_global[2] = {(size_t)31, (size_t)29};
            static struct kf_cl_site kf_site_host_read_L6;
            kf_cl_fit(2, kf_global, kf_local, &kf_site_host_read_L6);
            kf_cl_arg(kf_cl_kernel_host_read_L6, 0, sizeof kf_C_dev, &kf_C_dev, 69);
            kf_cl_arg(kf_cl_kernel_host_read_L6, 1, sizeof s, &s, 69);
            kf_cl_arg(kf_cl_kernel_host_read_L6, 2, sizeof kf_B_dev, &kf_B_dev, 69);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_host_read_L6, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(host_read_L6)", 69);
        }
        kf_cl_read(B, kf_B_dev, kf_B_bytes, 69);
    }
#pragma endscop
}

/* a call between them that may touch anything: every array comes back */
static void host_call(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(77);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_77))) = kf_cl_alloc(kf_A_bytes, 77);
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_77))) = kf_cl_alloc(kf_B_bytes, 77);
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    cl_mem kf_C_dev __attribute__((__cleanup__(kf_cl_free_77))) = kf_cl_alloc(kf_C_bytes, 77);
#pragma scop
    {
        kf_cl_write(kf_A_dev, A, kf_A_bytes, 79);
        kf_cl_write(kf_B_dev, B, kf_B_bytes, 79);
        if (29 > 0 && 31 > 0) {
            size_t kf_local[2] = {32, 8};
            size_t kf_global[2] = {(size_t)31, (size_t)29};
            static struct kf_cl_site kf_site_host_call_L7;
            kf_cl_fit(2, kf_global, kf_local, &kf_site_host_call_L7);
            kf_cl_arg(kf_cl_kernel_host_call_L7, 0, sizeof kf_A_dev, &kf_A_dev, 79);
            kf_cl_arg(kf_cl_kernel_host_call_L7, 1, sizeof kf_B_dev, &kf_B_dev, 79);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_host_call_L7, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(host_call_L7)", 79);
        }
        kf_cl_read(B, kf_B_dev, kf_B_bytes, 79);
    }
#pragma endscop
    touch(&B[1][0]);
#pragma scop
    {
        kf_cl_write(kf_C_dev, C, kf_C_bytes, 85);
        kf_cl_write(kf_B_dev, B, kf_B_bytes, 85);
        if (29 > 0 && 31 > 0) {
            size_t kf_local[2] = {32, 8};
            size_t kf_global[2] = {(size_t)31, (size_t)29};
            static struct kf_cl_site kf_site_host_call_L8;
            kf_cl_fit(2, kf_global, kf_local, &kf_site_host_call_L8);
            kf_cl_arg(kf_cl_kernel_host_call_L8, 0, sizeof kf_B_dev, &kf_B_dev, 85);
            kf_cl_arg(kf_cl_kernel_host_call_L8, 1, sizeof kf_C_dev, &kf_C_dev, 85);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_host_call_L8, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(host_call_L8)", 85);
        }
        kf_cl_read(C, kf_C_dev, kf_C_bytes, 85);
    }
#pragma endscop
}

/* a fragment in a loop whose body kforge does not model: buffers and
 * copies each time round */
static void in_loop(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(94);
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_94))) = kf_cl_alloc(kf_B_bytes, 94);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_94))) = kf_cl_alloc(kf_A_bytes, 94);
    kf_cl_write(kf_B_dev, B, kf_B_bytes, 95);
    kf_cl_write(kf_A_dev, A, kf_A_bytes, 95);
    for (int t = 0; t < 3; t++) {
#pragma scop
        {
            kf_cl_init(97);
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                static struct kf_cl_site kf_site_in_loop_L9;
                kf_cl_fit(2, kf_global, kf_local, &kf_site_in_loop_L9);
                kf_cl_arg(kf_cl_kernel_in_loop_L9, 0, sizeof kf_B_dev, &kf_B_dev, 97);
                kf_cl_arg(kf_cl_kernel_in_loop_L9, 1, sizeof kf_A_dev, &kf_A_dev, 97);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_in_loop_L9, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(in_loop_L9)", 97);
            }
            kf_cl_read(B, kf_B_dev, kf_B_bytes, 97);
        }
#pragma endscop
        B[0][t] += 1;
        kf_cl_write(kf_B_dev, B, kf_B_bytes, 95);
    }
}

/* an early return and a branch between fragments: separate regions */
static int early_return(int stop)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(107);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_107))) = kf_cl_alloc(kf_A_bytes, 107);
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    cl_mem kf_C_dev __attribute__((__cleanup__(kf_cl_free_107))) = kf_cl_alloc(kf_C_bytes, 107);
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_107))) = kf_cl_alloc(kf_B_bytes, 107);
#pragma scop
    {
        kf_cl_init(109);
        kf_cl_write(kf_A_dev, A, kf_A_bytes, 109);
        kf_cl_write(kf_C_dev, C, kf_C_bytes, 109);
        if (29 > 0 && 31 > 0) {
            size_t kf_local[2] = {32, 8};
            size_t kf_global[2] = {(size_t)31, (size_t)29};
            static struct kf_cl_site kf_site_early_return_L10;
            kf_cl_fit(2, kf_global, kf_local, &kf_site_early_return_L10);
            kf_cl_arg(kf_cl_kernel_early_return_L10, 0, sizeof kf_A_dev, &kf_A_dev, 109);
            kf_cl_arg(kf_cl_kernel_early_return_L10, 1, sizeof kf_C_dev, &kf_C_dev, 109);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_early_return_L10, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(early_return_L10)", 109);
        }
        kf_cl_read(C, kf_C_dev, kf_C_bytes, 109);
    }
#pragma endscop
    if (stop)
        return 1;
#pragma scop
    {
        kf_cl_init(116);
        kf_cl_write(kf_C_dev, C, kf_C_bytes, 116);
        kf_cl_write(kf_B_dev, B, kf_B_bytes, 116);
        if (29 > 0 && 31 > 0) {
            size_t kf_local[2] = {32, 8};
            size_t kf_global[2] = {(size_t)31, (size_t)29};
            static struct kf_cl_site kf_site_early_return_L11;
            kf_cl_fit(2, kf_global, kf_local, &kf_site_early_return_L11);
            kf_cl_arg(kf_cl_kernel_early_return_L11, 0, sizeof kf_C_dev, &kf_C_dev, 116);
            kf_cl_arg(kf_cl_kernel_early_return_L11, 1, sizeof kf_B_dev, &kf_B_dev, 116);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_early_return_L11, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(early_return_L11)", 116);
        }
        kf_cl_read(B, kf_B_dev, kf_B_bytes, 116);
    }
#pragma endscop
    return 0;
}

static void branch(int c)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(124);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_124))) = kf_cl_alloc(kf_A_bytes, 124);
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_124))) = kf_cl_alloc(kf_B_bytes, 124);
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    cl_mem kf_C_dev __attribute__((__cleanup__(kf_cl_free_124))) = kf_cl_alloc(kf_C_bytes, 124);
#pragma scop
    {
        kf_cl_write(kf_A_dev, A, kf_A_bytes, 126);
        kf_cl_write(kf_B_dev, B, kf_B_bytes, 126);
        if (29 > 0 && 31 > 0) {
            size_t kf_local[2] = {32, 8};
            size_t kf_global[2] = {(size_t)31, (size_t)29};
            static struct kf_cl_site kf_site_branch_L12;
            kf_cl_fit(2, kf_global, kf_local, &kf_site_branch_L12);
            kf_cl_arg(kf_cl_kernel_branch_L12, 0, sizeof kf_A_dev, &kf_A_dev, 126);
            kf_cl_arg(kf_cl_kernel_branch_L12, 1, sizeof kf_B_dev, &kf_B_dev, 126);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_branch_L12, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(branch_L12)", 126);
        }
        kf_cl_read(B, kf_B_dev, kf_B_bytes, 126);
    }
#pragma endscop
    if (c)
        B[1][1] = -1;
#pragma scop
    {
        kf_cl_write(kf_C_dev, C, kf_C_bytes, 133);
        kf_cl_write(kf_B_dev, B, kf_B_bytes, 133);
        if (29 > 0 && 31 > 0) {
            size_t kf_local[2] = {32, 8};
            size_t kf_global[2] = {(size_t)31, (size_t)29};
            static struct kf_cl_site kf_site_branch_L13;
            kf_cl_fit(2, kf_global, kf_local, &kf_site_branch_L13);
            kf_cl_arg(kf_cl_kernel_branch_L13, 0, sizeof kf_B_dev, &kf_B_dev, 133);
            kf_cl_arg(kf_cl_kernel_branch_L13, 1, sizeof kf_A_dev, &kf_A_dev, 133);
            kf_cl_arg(kf_cl_kernel_branch_L13, 2, sizeof kf_C_dev, &kf_C_dev, 133);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_branch_L13, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(branch_L13)", 133);
        }
        kf_cl_read(C, kf_C_dev, kf_C_bytes, 133);
    }
#pragma endscop
}

/* locals: their buffers right after their declarations (w's size is a
 * parameter the function never assigns); U lives on the device only */
static void locals(int n)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(142);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_142))) = kf_cl_alloc(kf_A_bytes, 142);
    double U[N][M];
    double T[N][M];
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(144);
    const size_t kf_T_bytes = (size_t)29 * sizeof T[0];
    cl_mem kf_T_dev __attribute__((__cleanup__(kf_cl_free_144))) = kf_cl_alloc(kf_T_bytes, 144);
    double *w = malloc(sizeof(double) * (size_t)n);
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(145);
    const size_t kf_w_bytes = (size_t)n * sizeof w[0];
    cl_mem kf_w_dev __attribute__((__cleanup__(kf_cl_free_145))) = kf_cl_alloc(kf_w_bytes, 145);
    if (!w)
        return;
#pragma scop
    {
        kf_cl_init(149);
        kf_cl_write(kf_A_dev, A, kf_A_bytes, 149);
        kf_cl_write(kf_T_dev, T, kf_T_bytes, 149);
        if (29 > 0 && 31 > 0) {
            size_t kf_local[2] = {32, 8};
            size_t kf_global[2] = {(size_t)31, (size_t)29};
            static struct kf_cl_site kf_site_locals_L14;
            kf_cl_fit(2, kf_global, kf_local, &kf_site_locals_L14);
            kf_cl_arg(kf_cl_kernel_locals_L14, 0, sizeof kf_A_dev, &kf_A_dev, 149);
            kf_cl_arg(kf_cl_kernel_locals_L14, 1, sizeof kf_T_dev, &kf_T_dev, 149);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_locals_L14, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(locals_L14)", 149);
        }
        kf_cl_write(kf_w_dev, w, kf_w_bytes, 155);
        if (n > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)n};
            static struct kf_cl_site kf_site_locals_L16;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_locals_L16);
            kf_cl_arg(kf_cl_kernel_locals_L16, 0, sizeof n, &n, 155);
            kf_cl_arg(kf_cl_kernel_locals_L16, 1, sizeof kf_w_dev, &kf_w_dev, 155);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_locals_L16, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(locals_L16)", 155);
        }
        kf_cl_read(T, kf_T_dev, kf_T_bytes, 155);
        kf_cl_read(w, kf_w_dev, kf_w_bytes, 155);
    }
#pragma endscop
    double s = 0;
    for (int i = 0; i < N; i++)
        s += T[i][i % M] + w[i % n];
    free(w);
    printf("locals %.6f\n", s);
}

/* a goto in the function: a jump could skip a buffer's declaration, so the
 * region allocates and frees its buffers itself */
static void with_goto(int bail)
{
#pragma scop
    {
        kf_cl_init(170);
        const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
        cl_mem kf_A_dev = kf_cl_alloc(kf_A_bytes, 170);
        const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
        cl_mem kf_B_dev = kf_cl_alloc(kf_B_bytes, 170);
        kf_cl_write(kf_A_dev, A, kf_A_bytes, 170);
        kf_cl_write(kf_B_dev, B, kf_B_bytes, 170);
        if (29 > 0 && 31 > 0) {
            size_t kf_local[2] = {32, 8};
            size_t kf_global[2] = {(size_t)31, (size_t)29};
            static struct kf_cl_site kf_site_with_goto_L17;
            kf_cl_fit(2, kf_global, kf_local, &kf_site_with_goto_L17);
            kf_cl_arg(kf_cl_kernel_with_goto_L17, 0, sizeof kf_A_dev, &kf_A_dev, 170);
            kf_cl_arg(kf_cl_kernel_with_goto_L17, 1, sizeof kf_B_dev, &kf_B_dev, 170);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_with_goto_L17, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(with_goto_L17)", 170);
        }
        kf_cl_read(B, kf_B_dev, kf_B_bytes, 170);
        kf_cl_check(clReleaseMemObject(kf_A_dev), "clReleaseMemObject", 172);
        kf_cl_check(clReleaseMemObject(kf_B_dev), "clReleaseMemObject", 172);
    }
#pragma endscop
    if (bail)
        goto out;
    B[0][0] = -2;
out:
    return;
}

/* V lives across the loop, only the fragment names it, and each run of the
 * fragment reads what the last one left: it must come back every time */
static void carried(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(184);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_184))) = kf_cl_alloc(kf_A_bytes, 184);
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_184))) = kf_cl_alloc(kf_B_bytes, 184);
    double V[N][M];
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(185);
    const size_t kf_V_bytes = (size_t)29 * sizeof V[0];
    cl_mem kf_V_dev __attribute__((__cleanup__(kf_cl_free_185))) = kf_cl_alloc(kf_V_bytes, 185);
    kf_cl_write(kf_A_dev, A, kf_A_bytes, 186);
    kf_cl_write(kf_V_dev, V, kf_V_bytes, 186);
    kf_cl_write(kf_B_dev, B, kf_B_bytes, 186);
    for (int t = 0; t < 3; t++) {
#pragma scop
        {
            kf_cl_init(188);
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                static struct kf_cl_site kf_site_carried_L18;
                kf_cl_fit(2, kf_global, kf_local, &kf_site_carried_L18);
                kf_cl_arg(kf_cl_kernel_carried_L18, 0, sizeof t, &t, 188);
                kf_cl_arg(kf_cl_kernel_carried_L18, 1, sizeof kf_A_dev, &kf_A_dev, 188);
                kf_cl_arg(kf_cl_kernel_carried_L18, 2, sizeof kf_V_dev, &kf_V_dev, 188);
                kf_cl_arg(kf_cl_kernel_carried_L18, 3, sizeof kf_B_dev, &kf_B_dev, 188);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_carried_L18, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(carried_L18)", 188);
            }
        }
#pragma endscop
    }
    kf_cl_read(B, kf_B_dev, kf_B_bytes, 186);
}

/* a time loop whose other host code touches only scalars and prints: A and
 * B go to the device once before it, B and C come back once after it */
static double time_loop(int steps)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(201);
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_201))) = kf_cl_alloc(kf_B_bytes, 201);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_201))) = kf_cl_alloc(kf_A_bytes, 201);
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    cl_mem kf_C_dev __attribute__((__cleanup__(kf_cl_free_201))) = kf_cl_alloc(kf_C_bytes, 201);
    double decay = 1.0;
    kf_cl_write(kf_B_dev, B, kf_B_bytes, 203);
    kf_cl_write(kf_A_dev, A, kf_A_bytes, 203);
    kf_cl_write(kf_C_dev, C, kf_C_bytes, 203);
    for (int t = 0; t < steps; t++) {
        decay = decay * 0.5;
#pragma scop
        {
            kf_cl_init(206);
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                static struct kf_cl_site kf_site_time_loop_L20;
                kf_cl_fit(2, kf_global, kf_local, &kf_site_time_loop_L20);
                kf_cl_arg(kf_cl_kernel_time_loop_L20, 0, sizeof kf_B_dev, &kf_B_dev, 206);
                kf_cl_arg(kf_cl_kernel_time_loop_L20, 1, sizeof kf_A_dev, &kf_A_dev, 206);
                kf_cl_arg(kf_cl_kernel_time_loop_L20, 2, sizeof decay, &decay, 206);
                kf_cl_arg(kf_cl_kernel_time_loop_L20, 3, sizeof kf_C_dev, &kf_C_dev, 206);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_time_loop_L20, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(time_loop_L20)", 206);
            }
        }
#pragma endscop
        if (t % 2 == 0)
            decay += 1.0;
        if (t == steps - 1)
            printf("time_loop: last step %d\n", t); /* printing reads only what it names */
    }
    kf_cl_read(B, kf_B_dev, kf_B_bytes, 203);
    kf_cl_read(C, kf_C_dev, kf_C_bytes, 203);
    return decay;
}

/* two loops around a fragment: the copies leave both */
static void nested(int rounds)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(223);
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_223))) = kf_cl_alloc(kf_B_bytes, 223);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_223))) = kf_cl_alloc(kf_A_bytes, 223);
    kf_cl_write(kf_B_dev, B, kf_B_bytes, 224);
    kf_cl_write(kf_A_dev, A, kf_A_bytes, 224);
    for (int r = 0; r < rounds; r++) {
        for (int t = 0; t < HALF; t++) {
#pragma scop
            {
                kf_cl_init(227);
                if (29 > 0 && 31 > 0) {
                    size_t kf_local[2] = {32, 8};
                    size_t kf_global[2] = {(size_t)31, (size_t)29};
                    static struct kf_cl_site kf_site_nested_L22;
                    kf_cl_fit(2, kf_global, kf_local, &kf_site_nested_L22);
                    kf_cl_arg(kf_cl_kernel_nested_L22, 0, sizeof kf_B_dev, &kf_B_dev, 227);
                    kf_cl_arg(kf_cl_kernel_nested_L22, 1, sizeof kf_A_dev, &kf_A_dev, 227);
                    kf_cl_arg(kf_cl_kernel_nested_L22, 2, sizeof r, &r, 227);
                    kf_cl_arg(kf_cl_kernel_nested_L22, 3, sizeof t, &t, 227);
                    kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_nested_L22, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                                "clEnqueueNDRangeKernel(nested_L22)", 227);
                }
            }
#pragma endscop
        }
    }
    kf_cl_read(B, kf_B_dev, kf_B_bytes, 224);
}

/* the loop's condition reads B: B comes back each time round, A does not */
static int until(double limit)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(237);
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_237))) = kf_cl_alloc(kf_B_bytes, 237);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_237))) = kf_cl_alloc(kf_A_bytes, 237);
    int steps = 0;
    kf_cl_write(kf_B_dev, B, kf_B_bytes, 239);
    kf_cl_write(kf_A_dev, A, kf_A_bytes, 239);
    while (B[0][0] < limit) {
#pragma scop
        {
            kf_cl_init(241);
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                static struct kf_cl_site kf_site_until_L23;
                kf_cl_fit(2, kf_global, kf_local, &kf_site_until_L23);
                kf_cl_arg(kf_cl_kernel_until_L23, 0, sizeof kf_B_dev, &kf_B_dev, 241);
                kf_cl_arg(kf_cl_kernel_until_L23, 1, sizeof kf_A_dev, &kf_A_dev, 241);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_until_L23, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(until_L23)", 241);
            }
        }
#pragma endscop
        steps++;
        if ((size_t)((const char *)&B[0][0] - (const char *)B) + sizeof B[0][0] <= kf_B_bytes) {
            kf_cl_check(clEnqueueReadBuffer(kf_cl.kf_queue, kf_B_dev, CL_TRUE, (size_t)((const char *)&B[0][0] - (const char *)B), sizeof B[0][0], &B[0][0], 0, NULL, NULL), "clEnqueueReadBuffer", 239);
        }
    }
    kf_cl_read(B, kf_B_dev, kf_B_bytes, 239);
    return steps;
}

/* a break in the body: the loop stays outside the region, copies each run */
static void with_break(int stop)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(252);
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    cl_mem kf_C_dev __attribute__((__cleanup__(kf_cl_free_252))) = kf_cl_alloc(kf_C_bytes, 252);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_252))) = kf_cl_alloc(kf_A_bytes, 252);
    kf_cl_write(kf_C_dev, C, kf_C_bytes, 253);
    kf_cl_write(kf_A_dev, A, kf_A_bytes, 253);
    for (int t = 0; t < 4; t++) {
#pragma scop
        {
            kf_cl_init(255);
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                static struct kf_cl_site kf_site_with_break_L24;
                kf_cl_fit(2, kf_global, kf_local, &kf_site_with_break_L24);
                kf_cl_arg(kf_cl_kernel_with_break_L24, 0, sizeof kf_C_dev, &kf_C_dev, 255);
                kf_cl_arg(kf_cl_kernel_with_break_L24, 1, sizeof kf_A_dev, &kf_A_dev, 255);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_with_break_L24, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(with_break_L24)", 255);
            }
        }
#pragma endscop
        if (t == stop)
            break;
    }
    kf_cl_read(C, kf_C_dev, kf_C_bytes, 253);
}

/* T is declared in the loop's body: its buffer is born there, so the loop
 * cannot hold the region (the fusion barrier keeps T an array: fused, the
 * two kernels would make it a register) */
static void body_local(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(268);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_268))) = kf_cl_alloc(kf_A_bytes, 268);
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    cl_mem kf_C_dev __attribute__((__cleanup__(kf_cl_free_268))) = kf_cl_alloc(kf_C_bytes, 268);
    for (int t = 0; t < 2; t++) {
        double T[N][M];
        /* kforge: device buffers, freed when they go out of scope */
        kf_cl_init(270);
        const size_t kf_T_bytes = (size_t)29 * sizeof T[0];
        cl_mem kf_T_dev __attribute__((__cleanup__(kf_cl_free_270))) = kf_cl_alloc(kf_T_bytes, 270);
#pragma scop
        {
            kf_cl_init(272);
            kf_cl_write(kf_A_dev, A, kf_A_bytes, 272);
            kf_cl_write(kf_T_dev, T, kf_T_bytes, 272);
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                static struct kf_cl_site kf_site_body_local_L25;
                kf_cl_fit(2, kf_global, kf_local, &kf_site_body_local_L25);
                kf_cl_arg(kf_cl_kernel_body_local_L25, 0, sizeof kf_A_dev, &kf_A_dev, 272);
                kf_cl_arg(kf_cl_kernel_body_local_L25, 1, sizeof t, &t, 272);
                kf_cl_arg(kf_cl_kernel_body_local_L25, 2, sizeof kf_T_dev, &kf_T_dev, 272);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_body_local_L25, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(body_local_L25)", 272);
            }
            kf_cl_write(kf_C_dev, C, kf_C_bytes, 276);
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                static struct kf_cl_site kf_site_body_local_L26;
                kf_cl_fit(2, kf_global, kf_local, &kf_site_body_local_L26);
                kf_cl_arg(kf_cl_kernel_body_local_L26, 0, sizeof kf_T_dev, &kf_T_dev, 276);
                kf_cl_arg(kf_cl_kernel_body_local_L26, 1, sizeof kf_C_dev, &kf_C_dev, 276);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_body_local_L26, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(body_local_L26)", 276);
            }
            kf_cl_read(C, kf_C_dev, kf_C_bytes, 276);
        }
#pragma endscop
    }
}

/* the host writes through a pointer in the loop: it may reach any array,
 * so everything comes back and goes out again each time round */
static void through_pointer(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(286);
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    cl_mem kf_C_dev __attribute__((__cleanup__(kf_cl_free_286))) = kf_cl_alloc(kf_C_bytes, 286);
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_286))) = kf_cl_alloc(kf_B_bytes, 286);
    double *p = &C[0][0];
    kf_cl_write(kf_C_dev, C, kf_C_bytes, 288);
    kf_cl_write(kf_B_dev, B, kf_B_bytes, 288);
    for (int t = 0; t < 2; t++) {
#pragma scop
        {
            kf_cl_init(290);
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                static struct kf_cl_site kf_site_through_pointer_L27;
                kf_cl_fit(2, kf_global, kf_local, &kf_site_through_pointer_L27);
                kf_cl_arg(kf_cl_kernel_through_pointer_L27, 0, sizeof kf_C_dev, &kf_C_dev, 290);
                kf_cl_arg(kf_cl_kernel_through_pointer_L27, 1, sizeof kf_B_dev, &kf_B_dev, 290);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_through_pointer_L27, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(through_pointer_L27)", 290);
            }
            kf_cl_read(C, kf_C_dev, kf_C_bytes, 290);
        }
#pragma endscop
        p[t] += 1.0;
        kf_cl_write(kf_C_dev, C, kf_C_bytes, 288);
        kf_cl_write(kf_B_dev, B, kf_B_bytes, 288);
    }
}

/* a condition kforge cannot follow (a call that writes through a
 * pointer): it may write every array, so what the fragment reads goes out
 * again at the start of each trip */
static int budget;
static int more(int *b) { return (*b)-- > 0 && C[0][0] >= 0; }
static void opaque_condition(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(304);
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    cl_mem kf_C_dev __attribute__((__cleanup__(kf_cl_free_304))) = kf_cl_alloc(kf_C_bytes, 304);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_304))) = kf_cl_alloc(kf_A_bytes, 304);
    budget = 2;
    kf_cl_write(kf_C_dev, C, kf_C_bytes, 306);
    kf_cl_write(kf_A_dev, A, kf_A_bytes, 306);
    while (more(&budget)) {
#pragma scop
        {
            kf_cl_init(308);
            kf_cl_write(kf_C_dev, C, kf_C_bytes, 308);
            kf_cl_write(kf_A_dev, A, kf_A_bytes, 308);
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                static struct kf_cl_site kf_site_opaque_condition_L28;
                kf_cl_fit(2, kf_global, kf_local, &kf_site_opaque_condition_L28);
                kf_cl_arg(kf_cl_kernel_opaque_condition_L28, 0, sizeof kf_C_dev, &kf_C_dev, 308);
                kf_cl_arg(kf_cl_kernel_opaque_condition_L28, 1, sizeof kf_A_dev, &kf_A_dev, 308);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_opaque_condition_L28, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(opaque_condition_L28)", 308);
            }
            kf_cl_read(C, kf_C_dev, kf_C_bytes, 308);
        }
#pragma endscop
    }
}

/* a fragment under an if in a loop: the copies leave the if, then the loop */
static void every_other(int steps)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(317);
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_317))) = kf_cl_alloc(kf_B_bytes, 317);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_317))) = kf_cl_alloc(kf_A_bytes, 317);
    kf_cl_write(kf_B_dev, B, kf_B_bytes, 318);
    kf_cl_write(kf_A_dev, A, kf_A_bytes, 318);
    for (int t = 0; t < steps; t++) {
        if (t % 2 == 0) {
#pragma scop
            {
                kf_cl_init(321);
                if (29 > 0 && 31 > 0) {
                    size_t kf_local[2] = {32, 8};
                    size_t kf_global[2] = {(size_t)31, (size_t)29};
                    static struct kf_cl_site kf_site_every_other_L29;
                    kf_cl_fit(2, kf_global, kf_local, &kf_site_every_other_L29);
                    kf_cl_arg(kf_cl_kernel_every_other_L29, 0, sizeof kf_B_dev, &kf_B_dev, 321);
                    kf_cl_arg(kf_cl_kernel_every_other_L29, 1, sizeof kf_A_dev, &kf_A_dev, 321);
                    kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_every_other_L29, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                                "clEnqueueNDRangeKernel(every_other_L29)", 321);
                }
            }
#pragma endscop
        }
    }
    kf_cl_read(B, kf_B_dev, kf_B_bytes, 318);
}

/* a do loop: the copies leave it as they leave a for */
static void do_loop(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(331);
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    cl_mem kf_C_dev __attribute__((__cleanup__(kf_cl_free_331))) = kf_cl_alloc(kf_C_bytes, 331);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_331))) = kf_cl_alloc(kf_A_bytes, 331);
    int t = 0;
    kf_cl_write(kf_C_dev, C, kf_C_bytes, 333);
    kf_cl_write(kf_A_dev, A, kf_A_bytes, 333);
    do {
#pragma scop
        {
            kf_cl_init(335);
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                static struct kf_cl_site kf_site_do_loop_L30;
                kf_cl_fit(2, kf_global, kf_local, &kf_site_do_loop_L30);
                kf_cl_arg(kf_cl_kernel_do_loop_L30, 0, sizeof kf_C_dev, &kf_C_dev, 335);
                kf_cl_arg(kf_cl_kernel_do_loop_L30, 1, sizeof kf_A_dev, &kf_A_dev, 335);
                kf_cl_arg(kf_cl_kernel_do_loop_L30, 2, sizeof t, &t, 335);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_do_loop_L30, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(do_loop_L30)", 335);
            }
        }
#pragma endscop
        t++;
    } while (t < HALF);
    kf_cl_read(C, kf_C_dev, kf_C_bytes, 333);
}

/* fragments in two blocks of one time loop, one under an if: one region,
 * so A stays on the device across both and only R comes back, when the
 * host reads it */
static void two_blocks(int steps)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(347);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_347))) = kf_cl_alloc(kf_A_bytes, 347);
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_347))) = kf_cl_alloc(kf_B_bytes, 347);
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    cl_mem kf_C_dev __attribute__((__cleanup__(kf_cl_free_347))) = kf_cl_alloc(kf_C_bytes, 347);
    kf_cl_write(kf_A_dev, A, kf_A_bytes, 348);
    kf_cl_write(kf_B_dev, B, kf_B_bytes, 348);
    kf_cl_write(kf_C_dev, C, kf_C_bytes, 348);
    for (int t = 0; t < steps; t++) {
#pragma scop
        {
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                static struct kf_cl_site kf_site_two_blocks_L31;
                kf_cl_fit(2, kf_global, kf_local, &kf_site_two_blocks_L31);
                kf_cl_arg(kf_cl_kernel_two_blocks_L31, 0, sizeof kf_A_dev, &kf_A_dev, 350);
                kf_cl_arg(kf_cl_kernel_two_blocks_L31, 1, sizeof kf_B_dev, &kf_B_dev, 350);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_two_blocks_L31, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(two_blocks_L31)", 350);
            }
        }
#pragma endscop
        if (t % 3 == 0) {
#pragma scop
            {
                if (29 > 0 && 31 > 0) {
                    size_t kf_local[2] = {32, 8};
                    size_t kf_global[2] = {(size_t)31, (size_t)29};
                    static struct kf_cl_site kf_site_two_blocks_L32;
                    kf_cl_fit(2, kf_global, kf_local, &kf_site_two_blocks_L32);
                    kf_cl_arg(kf_cl_kernel_two_blocks_L32, 0, sizeof kf_B_dev, &kf_B_dev, 356);
                    kf_cl_arg(kf_cl_kernel_two_blocks_L32, 1, sizeof kf_C_dev, &kf_C_dev, 356);
                    kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_two_blocks_L32, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                                "clEnqueueNDRangeKernel(two_blocks_L32)", 356);
                }
                kf_cl_read(C, kf_C_dev, kf_C_bytes, 356);
            }
#pragma endscop
            sink += C[2][3];
        }
    }
    kf_cl_read(B, kf_B_dev, kf_B_bytes, 348);
}

/* the inner loop makes a tree; the outer one cannot (a return), and trying
 * it reads the first fragment too: the inner tree's arrays keep their own
 * numbers, so B, not A, comes back after the inner loop */
static void inner_tree(int stop)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(369);
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    cl_mem kf_C_dev __attribute__((__cleanup__(kf_cl_free_369))) = kf_cl_alloc(kf_C_bytes, 369);
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_369))) = kf_cl_alloc(kf_B_bytes, 369);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_369))) = kf_cl_alloc(kf_A_bytes, 369);
    for (int r = 0; r < 3; r++) {
#pragma scop
        {
            kf_cl_init(372);
            kf_cl_write(kf_C_dev, C, kf_C_bytes, 372);
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                static struct kf_cl_site kf_site_inner_tree_L33;
                kf_cl_fit(2, kf_global, kf_local, &kf_site_inner_tree_L33);
                kf_cl_arg(kf_cl_kernel_inner_tree_L33, 0, sizeof kf_C_dev, &kf_C_dev, 372);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_inner_tree_L33, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(inner_tree_L33)", 372);
            }
            kf_cl_read(C, kf_C_dev, kf_C_bytes, 372);
        }
#pragma endscop
        if (r == stop)
            return;
        kf_cl_write(kf_B_dev, B, kf_B_bytes, 378);
        kf_cl_write(kf_A_dev, A, kf_A_bytes, 378);
        kf_cl_write(kf_C_dev, C, kf_C_bytes, 378);
        for (int t = 0; t < 2; t++) {
#pragma scop
            {
                kf_cl_init(380);
                if (29 > 0 && 31 > 0) {
                    size_t kf_local[2] = {32, 8};
                    size_t kf_global[2] = {(size_t)31, (size_t)29};
                    static struct kf_cl_site kf_site_inner_tree_L34;
                    kf_cl_fit(2, kf_global, kf_local, &kf_site_inner_tree_L34);
                    kf_cl_arg(kf_cl_kernel_inner_tree_L34, 0, sizeof kf_B_dev, &kf_B_dev, 380);
                    kf_cl_arg(kf_cl_kernel_inner_tree_L34, 1, sizeof kf_A_dev, &kf_A_dev, 380);
                    kf_cl_arg(kf_cl_kernel_inner_tree_L34, 2, sizeof kf_C_dev, &kf_C_dev, 380);
                    kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_inner_tree_L34, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                                "clEnqueueNDRangeKernel(inner_tree_L34)", 380);
                }
            }
#pragma endscop
        }
        kf_cl_read(B, kf_B_dev, kf_B_bytes, 378);
    }
}

/* fragments in both branches of an if in a loop, the else's alone: one
 * region; B comes back once after the loop */
static void both_branches(int steps)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(391);
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_391))) = kf_cl_alloc(kf_B_bytes, 391);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_391))) = kf_cl_alloc(kf_A_bytes, 391);
    kf_cl_write(kf_B_dev, B, kf_B_bytes, 392);
    kf_cl_write(kf_A_dev, A, kf_A_bytes, 392);
    for (int t = 0; t < steps; t++) {
        if (t % 2 == 0) {
            sink += 1.0;
        } else {
#pragma scop
            {
                if (29 > 0 && 31 > 0) {
                    size_t kf_local[2] = {32, 8};
                    size_t kf_global[2] = {(size_t)31, (size_t)29};
                    static struct kf_cl_site kf_site_both_branches_L35;
                    kf_cl_fit(2, kf_global, kf_local, &kf_site_both_branches_L35);
                    kf_cl_arg(kf_cl_kernel_both_branches_L35, 0, sizeof kf_B_dev, &kf_B_dev, 397);
                    kf_cl_arg(kf_cl_kernel_both_branches_L35, 1, sizeof kf_A_dev, &kf_A_dev, 397);
                    kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_both_branches_L35, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                                "clEnqueueNDRangeKernel(both_branches_L35)", 397);
                }
            }
#pragma endscop
        }
        if (t % 3 == 0) {
#pragma scop
            {
                if (29 > 0 && 31 > 0) {
                    size_t kf_local[2] = {32, 8};
                    size_t kf_global[2] = {(size_t)31, (size_t)29};
                    static struct kf_cl_site kf_site_both_branches_L36;
                    kf_cl_fit(2, kf_global, kf_local, &kf_site_both_branches_L36);
                    kf_cl_arg(kf_cl_kernel_both_branches_L36, 0, sizeof kf_B_dev, &kf_B_dev, 404);
                    kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_both_branches_L36, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                                "clEnqueueNDRangeKernel(both_branches_L36)", 404);
                }
            }
#pragma endscop
        } else {
#pragma scop
            {
                if (29 > 0 && 31 > 0) {
                    size_t kf_local[2] = {32, 8};
                    size_t kf_global[2] = {(size_t)31, (size_t)29};
                    static struct kf_cl_site kf_site_both_branches_L37;
                    kf_cl_fit(2, kf_global, kf_local, &kf_site_both_branches_L37);
                    kf_cl_arg(kf_cl_kernel_both_branches_L37, 0, sizeof kf_B_dev, &kf_B_dev, 410);
                    kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_both_branches_L37, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                                "clEnqueueNDRangeKernel(both_branches_L37)", 410);
                }
            }
#pragma endscop
        }
    }
    kf_cl_read(B, kf_B_dev, kf_B_bytes, 392);
}

/* a helper of this file called in a time loop: its body reads B and
 * prints, so B comes back each time round and nothing goes out again */
static void report(int t, double v)
{
    if (t % 2 == 0)
        printf("report %d %.3f %.3f\n", t, v, B[1][2]);
}

static void with_helper(int steps)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(427);
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_427))) = kf_cl_alloc(kf_B_bytes, 427);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_427))) = kf_cl_alloc(kf_A_bytes, 427);
    kf_cl_write(kf_B_dev, B, kf_B_bytes, 428);
    kf_cl_write(kf_A_dev, A, kf_A_bytes, 428);
    for (int t = 0; t < steps; t++) {
#pragma scop
        {
            kf_cl_init(430);
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                static struct kf_cl_site kf_site_with_helper_L38;
                kf_cl_fit(2, kf_global, kf_local, &kf_site_with_helper_L38);
                kf_cl_arg(kf_cl_kernel_with_helper_L38, 0, sizeof kf_B_dev, &kf_B_dev, 430);
                kf_cl_arg(kf_cl_kernel_with_helper_L38, 1, sizeof kf_A_dev, &kf_A_dev, 430);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_with_helper_L38, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(with_helper_L38)", 430);
            }
            kf_cl_read(B, kf_B_dev, kf_B_bytes, 430);
        }
#pragma endscop
        report(t, 0.5 * t);
    }
}

/* an if alone: the copies stay in its branch, which may not run */
static void only_if(int c)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(440);
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    cl_mem kf_C_dev __attribute__((__cleanup__(kf_cl_free_440))) = kf_cl_alloc(kf_C_bytes, 440);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_440))) = kf_cl_alloc(kf_A_bytes, 440);
    if (c) {
#pragma scop
        {
            kf_cl_init(443);
            kf_cl_write(kf_C_dev, C, kf_C_bytes, 443);
            kf_cl_write(kf_A_dev, A, kf_A_bytes, 443);
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                static struct kf_cl_site kf_site_only_if_L39;
                kf_cl_fit(2, kf_global, kf_local, &kf_site_only_if_L39);
                kf_cl_arg(kf_cl_kernel_only_if_L39, 0, sizeof kf_C_dev, &kf_C_dev, 443);
                kf_cl_arg(kf_cl_kernel_only_if_L39, 1, sizeof kf_A_dev, &kf_A_dev, 443);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_only_if_L39, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(only_if_L39)", 443);
            }
            kf_cl_read(C, kf_C_dev, kf_C_bytes, 443);
        }
#pragma endscop
    }
}

/* a break ending a loop of the fragment: the loop launches the kernel from
 * the host, and its exit test is host code, never a kernel of one thread */
static int break_in_fragment(double tol)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(453);
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    cl_mem kf_C_dev __attribute__((__cleanup__(kf_cl_free_453))) = kf_cl_alloc(kf_C_bytes, 453);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_453))) = kf_cl_alloc(kf_A_bytes, 453);
    int t;
#pragma scop
    {
        kf_cl_init(456);
        kf_cl_write(kf_C_dev, C, kf_C_bytes, 456);
        kf_cl_write(kf_A_dev, A, kf_A_bytes, 456);
        for (t = 0; t < 40; t++) {
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                static struct kf_cl_site kf_site_break_in_fragment_L40_1;
                kf_cl_fit(2, kf_global, kf_local, &kf_site_break_in_fragment_L40_1);
                kf_cl_arg(kf_cl_kernel_break_in_fragment_L40_1, 0, sizeof kf_C_dev, &kf_C_dev, 457);
                kf_cl_arg(kf_cl_kernel_break_in_fragment_L40_1, 1, sizeof kf_A_dev, &kf_A_dev, 457);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_break_in_fragment_L40_1, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(break_in_fragment_L40_1)", 457);
            }
            kf_cl_read(C, kf_C_dev, kf_C_bytes, 460);
            if (C[N - 1][M - 2] < tol)
                break;
        }
    }
#pragma endscop
    return t;
}

/* for (;;) with exit tests between its sweeps (frontend/c/whileloop.c):
 * each sweep a fragment of its own inside the host's loop, the tests and
 * the counter host code between them */
static int exit_tests(double tol)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(471);
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_471))) = kf_cl_alloc(kf_B_bytes, 471);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_471))) = kf_cl_alloc(kf_A_bytes, 471);
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    cl_mem kf_C_dev __attribute__((__cleanup__(kf_cl_free_471))) = kf_cl_alloc(kf_C_bytes, 471);
    int t = 0;
#pragma scop
    kf_cl_write(kf_B_dev, B, kf_B_bytes, 474);
    kf_cl_write(kf_A_dev, A, kf_A_bytes, 474);
    kf_cl_write(kf_C_dev, C, kf_C_bytes, 474);
    for (;;) {
        {
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                static struct kf_cl_site kf_site_exit_tests_L41;
                kf_cl_fit(2, kf_global, kf_local, &kf_site_exit_tests_L41);
                kf_cl_arg(kf_cl_kernel_exit_tests_L41, 0, sizeof kf_B_dev, &kf_B_dev, 475);
                kf_cl_arg(kf_cl_kernel_exit_tests_L41, 1, sizeof kf_A_dev, &kf_A_dev, 475);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_exit_tests_L41, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(exit_tests_L41)", 475);
            }
            if ((size_t)((const char *)&B[3][5] - (const char *)B) + sizeof B[3][5] <= kf_B_bytes) {
                kf_cl_check(clEnqueueReadBuffer(kf_cl.kf_queue, kf_B_dev, CL_TRUE, (size_t)((const char *)&B[3][5] - (const char *)B), sizeof B[3][5], &B[3][5], 0, NULL, NULL), "clEnqueueReadBuffer", 475);
            }
        }
        if (B[3][5] < tol)
            break;
        {
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                static struct kf_cl_site kf_site_exit_tests_L42;
                kf_cl_fit(2, kf_global, kf_local, &kf_site_exit_tests_L42);
                kf_cl_arg(kf_cl_kernel_exit_tests_L42, 0, sizeof kf_C_dev, &kf_C_dev, 480);
                kf_cl_arg(kf_cl_kernel_exit_tests_L42, 1, sizeof kf_B_dev, &kf_B_dev, 480);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_exit_tests_L42, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(exit_tests_L42)", 480);
            }
        }
        t++;
        if (t >= 50)
            break;
    }
    kf_cl_read(B, kf_B_dev, kf_B_bytes, 474);
    kf_cl_read(C, kf_C_dev, kf_C_bytes, 474);
#pragma endscop
    return t;
}

static void print(const char *what)
{
    double sb = 0, sc = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            sb += B[i][j] * (i + 1) + j;
            sc += C[i][j] * (j + 1) - i;
        }
    printf("%s %.6f %.6f %.6f\n", what, sb, sc, sink);
}

int main(void)
{
    init();
    in_a_row();
    print("in_a_row");
    host_write(1.5);
    print("host_write");
    host_read(0.5);
    print("host_read");
    host_call();
    print("host_call");
    in_loop();
    print("in_loop");
    printf("early_return %d\n", early_return(1));
    print("early_return(1)");
    printf("early_return %d\n", early_return(0));
    print("early_return(0)");
    branch(1);
    print("branch(1)");
    branch(0);
    print("branch(0)");
    locals(17);
    carried();
    print("carried");
    with_goto(1);
    print("with_goto(1)");
    with_goto(0);
    print("with_goto(0)");
    printf("time_loop %.6f\n", time_loop(5));
    print("time_loop");
    nested(3);
    print("nested");
    printf("until %d\n", until(60.0));
    print("until");
    with_break(1);
    print("with_break(1)");
    with_break(9);
    print("with_break(9)");
    printf("break_in_fragment %d\n", break_in_fragment(18.0));
    print("break_in_fragment");
    printf("exit_tests %d\n", exit_tests(20.0));
    print("exit_tests");
    body_local();
    print("body_local");
    through_pointer();
    print("through_pointer");
    opaque_condition();
    print("opaque_condition");
    every_other(5);
    print("every_other");
    do_loop();
    print("do_loop");
    two_blocks(7);
    print("two_blocks");
    inner_tree(1);
    print("inner_tree(1)");
    both_branches(6);
    print("both_branches");
    with_helper(3);
    print("with_helper");
    inner_tree(5);
    print("inner_tree(5)");
    only_if(0);
    print("only_if(0)");
    only_if(1);
    print("only_if(1)");
    return 0;
}
