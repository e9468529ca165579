/* kforge 0.1.0: tests/gen/gpu_names.c for cuda, the device part: 10 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/gen/gpu_names.c before line 73, where the kernels' text was */
#include <stdio.h>
#define key 1
#define path 2
#define len 3
#define i 4
#define size 5
#define value 6
#define line 7
#define call 8
#define err 9
#define device 10
#define name 11
#define driver 12
#define dir 13
#define home 14
#define f 15
#define buf 16
#define p 17
#define n 18
#define bin 19
#define status 20
#define tmp 21
#define ok 22
#define platforms 23
#define np 24
#define type 25
#define force 26
#define units 27
#define src 28
#define opts 29
#define cached 30
#define m 31
#define bytes 32
#define to 33
#define from 34
#define k 35
#define global 36
#define local 37
#define dims 38
#define groups 39
#define volume 40
#define d 41
#define t 42
#define hash 43
#define context 44
#define queue 45
#define program 46
#define window 47
#define cleanup 48
#define shared 49
#define host 50
#define x 51
#define R 96
#define C 80
/* end of tests/gen/gpu_names.c's lines */
/* the file's macros out of the way of the system headers */
#pragma push_macro("bin")
#undef bin
#pragma push_macro("buf")
#undef buf
#pragma push_macro("bytes")
#undef bytes
#pragma push_macro("cached")
#undef cached
#pragma push_macro("call")
#undef call
#pragma push_macro("cleanup")
#undef cleanup
#pragma push_macro("context")
#undef context
#pragma push_macro("d")
#undef d
#pragma push_macro("device")
#undef device
#pragma push_macro("dims")
#undef dims
#pragma push_macro("dir")
#undef dir
#pragma push_macro("driver")
#undef driver
#pragma push_macro("err")
#undef err
#pragma push_macro("f")
#undef f
#pragma push_macro("force")
#undef force
#pragma push_macro("from")
#undef from
#pragma push_macro("global")
#undef global
#pragma push_macro("groups")
#undef groups
#pragma push_macro("hash")
#undef hash
#pragma push_macro("home")
#undef home
#pragma push_macro("host")
#undef host
#pragma push_macro("i")
#undef i
#pragma push_macro("k")
#undef k
#pragma push_macro("key")
#undef key
#pragma push_macro("len")
#undef len
#pragma push_macro("line")
#undef line
#pragma push_macro("local")
#undef local
#pragma push_macro("m")
#undef m
#pragma push_macro("n")
#undef n
#pragma push_macro("name")
#undef name
#pragma push_macro("np")
#undef np
#pragma push_macro("ok")
#undef ok
#pragma push_macro("opts")
#undef opts
#pragma push_macro("p")
#undef p
#pragma push_macro("path")
#undef path
#pragma push_macro("platforms")
#undef platforms
#pragma push_macro("program")
#undef program
#pragma push_macro("queue")
#undef queue
#pragma push_macro("shared")
#undef shared
#pragma push_macro("size")
#undef size
#pragma push_macro("src")
#undef src
#pragma push_macro("status")
#undef status
#pragma push_macro("t")
#undef t
#pragma push_macro("tmp")
#undef tmp
#pragma push_macro("to")
#undef to
#pragma push_macro("type")
#undef type
#pragma push_macro("units")
#undef units
#pragma push_macro("value")
#undef value
#pragma push_macro("volume")
#undef volume
#pragma push_macro("window")
#undef window
#pragma push_macro("x")
#undef x
#include <cuda_runtime.h>
#pragma pop_macro("bin")
#pragma pop_macro("buf")
#pragma pop_macro("bytes")
#pragma pop_macro("cached")
#pragma pop_macro("call")
#pragma pop_macro("cleanup")
#pragma pop_macro("context")
#pragma pop_macro("d")
#pragma pop_macro("device")
#pragma pop_macro("dims")
#pragma pop_macro("dir")
#pragma pop_macro("driver")
#pragma pop_macro("err")
#pragma pop_macro("f")
#pragma pop_macro("force")
#pragma pop_macro("from")
#pragma pop_macro("global")
#pragma pop_macro("groups")
#pragma pop_macro("hash")
#pragma pop_macro("home")
#pragma pop_macro("host")
#pragma pop_macro("i")
#pragma pop_macro("k")
#pragma pop_macro("key")
#pragma pop_macro("len")
#pragma pop_macro("line")
#pragma pop_macro("local")
#pragma pop_macro("m")
#pragma pop_macro("n")
#pragma pop_macro("name")
#pragma pop_macro("np")
#pragma pop_macro("ok")
#pragma pop_macro("opts")
#pragma pop_macro("p")
#pragma pop_macro("path")
#pragma pop_macro("platforms")
#pragma pop_macro("program")
#pragma pop_macro("queue")
#pragma pop_macro("shared")
#pragma pop_macro("size")
#pragma pop_macro("src")
#pragma pop_macro("status")
#pragma pop_macro("t")
#pragma pop_macro("tmp")
#pragma pop_macro("to")
#pragma pop_macro("type")
#pragma pop_macro("units")
#pragma pop_macro("value")
#pragma pop_macro("volume")
#pragma pop_macro("window")
#pragma pop_macro("x")

#pragma push_macro("host")
#undef host
#pragma push_macro("device")
#undef device
#pragma push_macro("global")
#undef global
#pragma push_macro("shared")
#undef shared
#pragma push_macro("x")
#undef x
extern "C" __global__ void run_L1_1(int s, double *A, double *B)
{
    int c = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int r = 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    __shared__ double kf_win_A[320];
    int kf_o_c = c - (int)threadIdx.x;
    int kf_o_r = r - (int)threadIdx.y;
    for (int kf_q = (int)((int)threadIdx.x + 32 * (int)threadIdx.y); kf_q < 320; kf_q += 256) {
        int kf_s0 = kf_o_r - 1 + kf_q / 32;
        int kf_s1 = kf_o_c + kf_q % 32;
        if (kf_s0 >= 1 - 1 && kf_s0 <= 94 + 1 && kf_s1 >= 0 && kf_s1 <= 79) {
            kf_win_A[kf_q] = A[kf_s0 * 80 + kf_s1];
        }
    }
    __syncthreads();
    int kf_lo_c = (int)(blockIdx.x * blockDim.x), kf_hi_c = kf_lo_c + (int)blockDim.x - 1;
    int kf_lo_r = 1 + (int)(blockIdx.y * blockDim.y), kf_hi_r = kf_lo_r + (int)blockDim.y - 1;
    if (kf_hi_c <= 79 && kf_hi_r <= 94) {
        B[r * 80 + c] = 0.25 * (kf_win_A[((r - 1) - kf_o_r + 1) * 32 + c - kf_o_c] + 2 * kf_win_A[(r - kf_o_r + 1) * 32 + c - kf_o_c] + kf_win_A[((r + 1) - kf_o_r + 1) * 32 + c - kf_o_c]) + s * value;
    } else if (c <= 79 && r <= 94) {
        B[r * 80 + c] = 0.25 * (kf_win_A[((r - 1) - kf_o_r + 1) * 32 + c - kf_o_c] + 2 * kf_win_A[(r - kf_o_r + 1) * 32 + c - kf_o_c] + kf_win_A[((r + 1) - kf_o_r + 1) * 32 + c - kf_o_c]) + s * value;
    }
}

extern "C" __global__ void run_L1_2(double *A, double *B)
{
    int kf_flat = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int c = (int)(kf_flat % 80);
    int r = 1 + (int)(kf_flat / 80);
    if (r <= 94) {
        A[r * 80 + c] = B[r * 80 + c] - 0.5 * A[r * 80 + c];
    }
}

extern "C" __global__ void run_L2(double *A, double *row)
{
    int r = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    double kf_a_row;
    if (r <= 95) {
        row[r] = 0;
        kf_a_row = row[r];
        for (int c = 0; c < C; c++)
            kf_a_row += A[r * 80 + c];
        row[r] = kf_a_row;
    }
}

extern "C" __global__ void run_L3(double *row, double *kf_red_total, double *kf_part_total)
{
    __shared__ double kf_sh_total[32];
    double total = 0;
    long kf_n0 = (long)(96);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int r = (int)(kf_t);
        total += row[r] * key;
    }
    for (int kf_o = 16; kf_o > 0; kf_o /= 2) {
        total = total + __shfl_down_sync(0xffffffffu, total, kf_o);
    }
    if (threadIdx.x % 32 == 0) {
        kf_sh_total[threadIdx.x / 32] = total;
    }
    __syncthreads();
    if (threadIdx.x < 32) {
        total = threadIdx.x < blockDim.x / 32 ? kf_sh_total[threadIdx.x] : 0;
        for (int kf_o = 16; kf_o > 0; kf_o /= 2) {
            total = total + __shfl_down_sync(0xffffffffu, total, kf_o);
        }
        if (threadIdx.x == 0) {
            kf_part_total[blockIdx.x] = total;
        }
    }
}

extern "C" __global__ void run_L3_fin(double *kf_part_total, int kf_ngroups, double *kf_red_total)
{
    double kf_v_total = kf_red_total[0];
    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {
        kf_v_total = kf_v_total + kf_part_total[kf_g];
    }
    kf_red_total[0] = kf_v_total;
}

extern "C" __global__ void registers_L4(int rows, double *row, double scale)
{
    int r = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (r <= rows - 1) {
        row[r] = row[r] * scale;
    }
}

extern "C" __global__ void registers_L5(int rows, double *row, double *kf_red_sum, double *kf_part_sum)
{
    __shared__ double kf_sh_sum[32];
    double sum = 0;
    long kf_n0 = (long)(rows);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int r = (int)(kf_t);
        sum += row[r];
    }
    for (int kf_o = 16; kf_o > 0; kf_o /= 2) {
        sum = sum + __shfl_down_sync(0xffffffffu, sum, kf_o);
    }
    if (threadIdx.x % 32 == 0) {
        kf_sh_sum[threadIdx.x / 32] = sum;
    }
    __syncthreads();
    if (threadIdx.x < 32) {
        sum = threadIdx.x < blockDim.x / 32 ? kf_sh_sum[threadIdx.x] : 0;
        for (int kf_o = 16; kf_o > 0; kf_o /= 2) {
            sum = sum + __shfl_down_sync(0xffffffffu, sum, kf_o);
        }
        if (threadIdx.x == 0) {
            kf_part_sum[blockIdx.x] = sum;
        }
    }
}

extern "C" __global__ void registers_L5_fin(double *kf_part_sum, int kf_ngroups, double *kf_red_sum)
{
    double kf_v_sum = kf_red_sum[0];
    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {
        kf_v_sum = kf_v_sum + kf_part_sum[kf_g];
    }
    kf_red_sum[0] = kf_v_sum;
}

extern "C" __global__ void registers_L6(double *row, int w, int h, int kf_w_h, double *kf_red_prod, double *kf_part_prod)
{
    __shared__ double kf_sh_prod[32];
    double prod = 0;
    long kf_n0 = (long)(kf_w_h);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int r = (int)(kf_t);
        prod += row[r] * r;
    }
    for (int kf_o = 16; kf_o > 0; kf_o /= 2) {
        prod = prod + __shfl_down_sync(0xffffffffu, prod, kf_o);
    }
    if (threadIdx.x % 32 == 0) {
        kf_sh_prod[threadIdx.x / 32] = prod;
    }
    __syncthreads();
    if (threadIdx.x < 32) {
        prod = threadIdx.x < blockDim.x / 32 ? kf_sh_prod[threadIdx.x] : 0;
        for (int kf_o = 16; kf_o > 0; kf_o /= 2) {
            prod = prod + __shfl_down_sync(0xffffffffu, prod, kf_o);
        }
        if (threadIdx.x == 0) {
            kf_part_prod[blockIdx.x] = prod;
        }
    }
}

extern "C" __global__ void registers_L6_fin(double *kf_part_prod, int kf_ngroups, double *kf_red_prod)
{
    double kf_v_prod = kf_red_prod[0];
    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {
        kf_v_prod = kf_v_prod + kf_part_prod[kf_g];
    }
    kf_red_prod[0] = kf_v_prod;
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_run_L1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int s, double *A, double *B)
{
    run_L1_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(s, A, B);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_run_L1_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, double *B)
{
    run_L1_2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(A, B);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_run_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, double *row)
{
    run_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(A, row);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_run_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *row, double *kf_red_total, double *kf_part_total)
{
    run_L3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(row, kf_red_total, kf_part_total);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_run_L3_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *kf_part_total, int kf_ngroups, double *kf_red_total)
{
    run_L3_fin<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_part_total, kf_ngroups, kf_red_total);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_registers_L4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int rows, double *row, double scale)
{
    registers_L4<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(rows, row, scale);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_registers_L5(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int rows, double *row, double *kf_red_sum, double *kf_part_sum)
{
    registers_L5<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(rows, row, kf_red_sum, kf_part_sum);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_registers_L5_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *kf_part_sum, int kf_ngroups, double *kf_red_sum)
{
    registers_L5_fin<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_part_sum, kf_ngroups, kf_red_sum);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_registers_L6(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *row, int w, int h, int kf_w_h, double *kf_red_prod, double *kf_part_prod)
{
    registers_L6<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(row, w, h, kf_w_h, kf_red_prod, kf_part_prod);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_registers_L6_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *kf_part_prod, int kf_ngroups, double *kf_red_prod)
{
    registers_L6_fin<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_part_prod, kf_ngroups, kf_red_prod);
    return cudaPeekAtLastError();
}
/* the file's macros back */
#pragma pop_macro("host")
#pragma pop_macro("device")
#pragma pop_macro("global")
#pragma pop_macro("shared")
#pragma pop_macro("x")
