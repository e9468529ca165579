/* kforge 0.1.0: tests/gen/gpu_region.c for cuda, the device part: 39 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/gen/gpu_region.c before line 29, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
#define N 29
#define M 31
#define HALF (M / 15) /* a macro the host loops may name: it touches no array */
/* end of tests/gen/gpu_region.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void in_a_row_L1(double *A, double *B)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        B[i * 31 + j] = A[i * 31 + j] * 2;
    } else if (j <= 30 && i <= 28) {
        B[i * 31 + j] = A[i * 31 + j] * 2;
    }
}

extern "C" __global__ void in_a_row_L2(double *B, double *C)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        C[i * 31 + j] = B[i * 31 + j] + 1;
    } else if (j <= 30 && i <= 28) {
        C[i * 31 + j] = B[i * 31 + j] + 1;
    }
}

extern "C" __global__ void host_write_L3(double *A, double s, double *B)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        B[i * 31 + j] = A[i * 31 + j] * s;
    } else if (j <= 30 && i <= 28) {
        B[i * 31 + j] = A[i * 31 + j] * s;
    }
}

extern "C" __global__ void host_write_L4(double *B, double *A, double *C)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        C[i * 31 + j] = B[i * 31 + j] - A[i * 31 + j];
    } else if (j <= 30 && i <= 28) {
        C[i * 31 + j] = B[i * 31 + j] - A[i * 31 + j];
    }
}

extern "C" __global__ void host_read_L5(double *A, double s, double *C)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        C[i * 31 + j] = A[i * 31 + j] + s;
    } else if (j <= 30 && i <= 28) {
        C[i * 31 + j] = A[i * 31 + j] + s;
    }
}

extern "C" __global__ void host_read_L6(double *C, double s, double *B)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        B[i * 31 + j] = C[i * 31 + j] * s;
    } else if (j <= 30 && i <= 28) {
        B[i * 31 + j] = C[i * 31 + j] * s;
    }
}

extern "C" __global__ void host_call_L7(double *A, double *B)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        B[i * 31 + j] = A[i * 31 + j] + 3;
    } else if (j <= 30 && i <= 28) {
        B[i * 31 + j] = A[i * 31 + j] + 3;
    }
}

extern "C" __global__ void host_call_L8(double *B, double *C)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        C[i * 31 + j] = B[i * 31 + j] * B[i * 31 + j];
    } else if (j <= 30 && i <= 28) {
        C[i * 31 + j] = B[i * 31 + j] * B[i * 31 + j];
    }
}

extern "C" __global__ void in_loop_L9(double *B, double *A)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        B[i * 31 + j] = B[i * 31 + j] + A[i * 31 + j];
    } else if (j <= 30 && i <= 28) {
        B[i * 31 + j] = B[i * 31 + j] + A[i * 31 + j];
    }
}

extern "C" __global__ void early_return_L10(double *A, double *C)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        C[i * 31 + j] = A[i * 31 + j] - 1;
    } else if (j <= 30 && i <= 28) {
        C[i * 31 + j] = A[i * 31 + j] - 1;
    }
}

extern "C" __global__ void early_return_L11(double *C, double *B)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        B[i * 31 + j] = C[i * 31 + j] * 3;
    } else if (j <= 30 && i <= 28) {
        B[i * 31 + j] = C[i * 31 + j] * 3;
    }
}

extern "C" __global__ void branch_L12(double *A, double *B)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        B[i * 31 + j] = A[i * 31 + j] / 2;
    } else if (j <= 30 && i <= 28) {
        B[i * 31 + j] = A[i * 31 + j] / 2;
    }
}

extern "C" __global__ void branch_L13(double *B, double *A, double *C)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        C[i * 31 + j] = B[i * 31 + j] + A[i * 31 + j];
    } else if (j <= 30 && i <= 28) {
        C[i * 31 + j] = B[i * 31 + j] + A[i * 31 + j];
    }
}

extern "C" __global__ void locals_L14(double *A, double *T)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    double kf_t_U;
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        /* locals_L14, line 149 */
        {
            kf_t_U = A[i * 31 + j] * 2;
        }
        /* locals_L15, line 152 */
        {
            T[i * 31 + j] = kf_t_U + 1;
        }
    } else if (j <= 30 && i <= 28) {
        /* locals_L14, line 149 */
        {
            kf_t_U = A[i * 31 + j] * 2;
        }
        /* locals_L15, line 152 */
        {
            T[i * 31 + j] = kf_t_U + 1;
        }
    }
}

extern "C" __global__ void locals_L16(int n, double *w)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 1) {
        w[i] = i * 0.5;
    }
}

extern "C" __global__ void with_goto_L17(double *A, double *B)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        B[i * 31 + j] = A[i * 31 + j] * 4;
    } else if (j <= 30 && i <= 28) {
        B[i * 31 + j] = A[i * 31 + j] * 4;
    }
}

extern "C" __global__ void carried_L18(int t, double *A, double *V, double *B)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        /* carried_L18, line 188 */
        {
            V[i * 31 + j] = t == 0 ? A[i * 31 + j] : V[i * 31 + j] * 2;
        }
        /* carried_L19, line 191 */
        {
            B[i * 31 + j] = V[i * 31 + j] + 1;
        }
    } else if (j <= 30 && i <= 28) {
        /* carried_L18, line 188 */
        {
            V[i * 31 + j] = t == 0 ? A[i * 31 + j] : V[i * 31 + j] * 2;
        }
        /* carried_L19, line 191 */
        {
            B[i * 31 + j] = V[i * 31 + j] + 1;
        }
    }
}

extern "C" __global__ void time_loop_L20(double *B, double *A, double decay, double *C)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        /* time_loop_L20, line 206 */
        {
            B[i * 31 + j] = B[i * 31 + j] * 0.5 + A[i * 31 + j];
        }
        /* time_loop_L21, line 209 */
        {
            C[i * 31 + j] = B[i * 31 + j] - decay;
        }
    } else if (j <= 30 && i <= 28) {
        /* time_loop_L20, line 206 */
        {
            B[i * 31 + j] = B[i * 31 + j] * 0.5 + A[i * 31 + j];
        }
        /* time_loop_L21, line 209 */
        {
            C[i * 31 + j] = B[i * 31 + j] - decay;
        }
    }
}

extern "C" __global__ void nested_L22(double *B, double *A, int r, int t)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        B[i * 31 + j] = B[i * 31 + j] + A[i * 31 + j] * (r + t);
    } else if (j <= 30 && i <= 28) {
        B[i * 31 + j] = B[i * 31 + j] + A[i * 31 + j] * (r + t);
    }
}

extern "C" __global__ void until_L23(double *B, double *A)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        B[i * 31 + j] = B[i * 31 + j] + A[i * 31 + j] + 1;
    } else if (j <= 30 && i <= 28) {
        B[i * 31 + j] = B[i * 31 + j] + A[i * 31 + j] + 1;
    }
}

extern "C" __global__ void with_break_L24(double *C, double *A)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        C[i * 31 + j] = C[i * 31 + j] + A[i * 31 + j];
    } else if (j <= 30 && i <= 28) {
        C[i * 31 + j] = C[i * 31 + j] + A[i * 31 + j];
    }
}

extern "C" __global__ void body_local_L25(double *A, int t, double *T)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        T[i * 31 + j] = A[i * 31 + j] * t;
    } else if (j <= 30 && i <= 28) {
        T[i * 31 + j] = A[i * 31 + j] * t;
    }
}

extern "C" __global__ void body_local_L26(double *T, double *C)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        C[i * 31 + j] = C[i * 31 + j] + T[i * 31 + j];
    } else if (j <= 30 && i <= 28) {
        C[i * 31 + j] = C[i * 31 + j] + T[i * 31 + j];
    }
}

extern "C" __global__ void through_pointer_L27(double *C, double *B)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        C[i * 31 + j] = C[i * 31 + j] + B[i * 31 + j];
    } else if (j <= 30 && i <= 28) {
        C[i * 31 + j] = C[i * 31 + j] + B[i * 31 + j];
    }
}

extern "C" __global__ void opaque_condition_L28(double *C, double *A)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        C[i * 31 + j] = C[i * 31 + j] + A[i * 31 + j];
    } else if (j <= 30 && i <= 28) {
        C[i * 31 + j] = C[i * 31 + j] + A[i * 31 + j];
    }
}

extern "C" __global__ void every_other_L29(double *B, double *A)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        B[i * 31 + j] = B[i * 31 + j] * 0.5 + A[i * 31 + j];
    } else if (j <= 30 && i <= 28) {
        B[i * 31 + j] = B[i * 31 + j] * 0.5 + A[i * 31 + j];
    }
}

extern "C" __global__ void do_loop_L30(double *C, double *A, int t)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        C[i * 31 + j] = C[i * 31 + j] + A[i * 31 + j] * t;
    } else if (j <= 30 && i <= 28) {
        C[i * 31 + j] = C[i * 31 + j] + A[i * 31 + j] * t;
    }
}

extern "C" __global__ void two_blocks_L31(double *A, double *B)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        B[i * 31 + j] = A[i * 31 + j] * 0.5 + B[i * 31 + j] * 0.25;
    } else if (j <= 30 && i <= 28) {
        B[i * 31 + j] = A[i * 31 + j] * 0.5 + B[i * 31 + j] * 0.25;
    }
}

extern "C" __global__ void two_blocks_L32(double *B, double *C)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        C[i * 31 + j] = B[i * 31 + j] * B[i * 31 + j];
    } else if (j <= 30 && i <= 28) {
        C[i * 31 + j] = B[i * 31 + j] * B[i * 31 + j];
    }
}

extern "C" __global__ void inner_tree_L33(double *C)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        C[i * 31 + j] = C[i * 31 + j] + 1;
    } else if (j <= 30 && i <= 28) {
        C[i * 31 + j] = C[i * 31 + j] + 1;
    }
}

extern "C" __global__ void inner_tree_L34(double *B, double *A, double *C)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        B[i * 31 + j] = B[i * 31 + j] + A[i * 31 + j] * C[i * 31 + j];
    } else if (j <= 30 && i <= 28) {
        B[i * 31 + j] = B[i * 31 + j] + A[i * 31 + j] * C[i * 31 + j];
    }
}

extern "C" __global__ void both_branches_L35(double *B, double *A)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        B[i * 31 + j] = B[i * 31 + j] + A[i * 31 + j];
    } else if (j <= 30 && i <= 28) {
        B[i * 31 + j] = B[i * 31 + j] + A[i * 31 + j];
    }
}

extern "C" __global__ void both_branches_L36(double *B)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        B[i * 31 + j] = B[i * 31 + j] * 0.5;
    } else if (j <= 30 && i <= 28) {
        B[i * 31 + j] = B[i * 31 + j] * 0.5;
    }
}

extern "C" __global__ void both_branches_L37(double *B)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        B[i * 31 + j] = B[i * 31 + j] - 1;
    } else if (j <= 30 && i <= 28) {
        B[i * 31 + j] = B[i * 31 + j] - 1;
    }
}

extern "C" __global__ void with_helper_L38(double *B, double *A)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        B[i * 31 + j] = B[i * 31 + j] * 0.5 + A[i * 31 + j];
    } else if (j <= 30 && i <= 28) {
        B[i * 31 + j] = B[i * 31 + j] * 0.5 + A[i * 31 + j];
    }
}

extern "C" __global__ void only_if_L39(double *C, double *A)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        C[i * 31 + j] = C[i * 31 + j] - A[i * 31 + j];
    } else if (j <= 30 && i <= 28) {
        C[i * 31 + j] = C[i * 31 + j] - A[i * 31 + j];
    }
}

extern "C" __global__ void break_in_fragment_L40_1(double *C, double *A)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        C[i * 31 + j] = 0.5 * C[i * 31 + j] + A[i * 31 + j];
    } else if (j <= 30 && i <= 28) {
        C[i * 31 + j] = 0.5 * C[i * 31 + j] + A[i * 31 + j];
    }
}

extern "C" __global__ void exit_tests_L41(double *B, double *A)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        B[i * 31 + j] = 0.75 * B[i * 31 + j] + A[i * 31 + j];
    } else if (j <= 30 && i <= 28) {
        B[i * 31 + j] = 0.75 * B[i * 31 + j] + A[i * 31 + j];
    }
}

extern "C" __global__ void exit_tests_L42(double *C, double *B)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= 30 && kf_hi_i <= 28) {
        C[i * 31 + j] = C[i * 31 + j] + B[i * 31 + j] * 0.125;
    } else if (j <= 30 && i <= 28) {
        C[i * 31 + j] = C[i * 31 + j] + B[i * 31 + j] * 0.125;
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_in_a_row_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, double *B)
{
    in_a_row_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(A, B);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_in_a_row_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *C)
{
    in_a_row_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(B, C);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_host_write_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, double s, double *B)
{
    host_write_L3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(A, s, B);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_host_write_L4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *A, double *C)
{
    host_write_L4<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(B, A, C);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_host_read_L5(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, double s, double *C)
{
    host_read_L5<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(A, s, C);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_host_read_L6(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C, double s, double *B)
{
    host_read_L6<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(C, s, B);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_host_call_L7(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, double *B)
{
    host_call_L7<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(A, B);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_host_call_L8(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *C)
{
    host_call_L8<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(B, C);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_in_loop_L9(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *A)
{
    in_loop_L9<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(B, A);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_early_return_L10(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, double *C)
{
    early_return_L10<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(A, C);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_early_return_L11(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C, double *B)
{
    early_return_L11<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(C, B);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_branch_L12(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, double *B)
{
    branch_L12<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(A, B);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_branch_L13(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *A, double *C)
{
    branch_L13<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(B, A, C);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_locals_L14(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, double *T)
{
    locals_L14<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(A, T);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_locals_L16(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *w)
{
    locals_L16<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, w);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_with_goto_L17(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, double *B)
{
    with_goto_L17<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(A, B);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_carried_L18(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int t, double *A, double *V, double *B)
{
    carried_L18<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(t, A, V, B);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_time_loop_L20(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *A, double decay, double *C)
{
    time_loop_L20<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(B, A, decay, C);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_nested_L22(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *A, int r, int t)
{
    nested_L22<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(B, A, r, t);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_until_L23(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *A)
{
    until_L23<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(B, A);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_with_break_L24(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C, double *A)
{
    with_break_L24<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(C, A);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_body_local_L25(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, int t, double *T)
{
    body_local_L25<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(A, t, T);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_body_local_L26(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *T, double *C)
{
    body_local_L26<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(T, C);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_through_pointer_L27(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C, double *B)
{
    through_pointer_L27<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(C, B);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_opaque_condition_L28(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C, double *A)
{
    opaque_condition_L28<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(C, A);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_every_other_L29(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *A)
{
    every_other_L29<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(B, A);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_do_loop_L30(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C, double *A, int t)
{
    do_loop_L30<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(C, A, t);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_two_blocks_L31(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, double *B)
{
    two_blocks_L31<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(A, B);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_two_blocks_L32(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *C)
{
    two_blocks_L32<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(B, C);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_inner_tree_L33(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C)
{
    inner_tree_L33<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(C);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_inner_tree_L34(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *A, double *C)
{
    inner_tree_L34<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(B, A, C);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_both_branches_L35(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *A)
{
    both_branches_L35<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(B, A);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_both_branches_L36(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B)
{
    both_branches_L36<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(B);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_both_branches_L37(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B)
{
    both_branches_L37<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(B);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_with_helper_L38(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *A)
{
    with_helper_L38<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(B, A);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_only_if_L39(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C, double *A)
{
    only_if_L39<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(C, A);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_break_in_fragment_L40_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C, double *A)
{
    break_in_fragment_L40_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(C, A);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_exit_tests_L41(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *A)
{
    exit_tests_L41<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(B, A);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_exit_tests_L42(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C, double *B)
{
    exit_tests_L42<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(C, B);
    return cudaPeekAtLastError();
}
