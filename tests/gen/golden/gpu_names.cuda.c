/* kforge 0.1.0: tests/gen/gpu_names.c for cuda; 7 kernels */
/* kforge gen --target opencl|cuda: the user's names beside the ones the
 * generated host code introduces.  Every identifier the run-time helpers,
 * the buffers and the launches declare starts with kf_ (or KF_), so the
 * lowercase macros below, each the name of a local or a parameter those
 * helpers once declared, and a user array called A_dev (once the name of
 * A's device buffer) leave the output compiling and computing what the
 * program computes; so do global, shared, host and x, which CUDA's own
 * macros (__global__, blockIdx.x) would meet in the .cu.  Each macro
 * expands to a literal: a declaration of that name in the output would not
 * compile.  The user's `register` scalars keep their storage class.
 * Used by tests/gen/test_gen_gpu_names.sh. */
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

static double A[R][C], B[R][C], row[R];

/* a time loop on the host around two 2-D kernels (A and B stay on the
 * device), a row sum as a 1-D kernel, then a reduction */
/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
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
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>
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

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/gen/gpu_names.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_run_L1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int s, double *A, double *B);
cudaError_t kf_launch_run_L1_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, double *B);
cudaError_t kf_launch_run_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, double *row);
cudaError_t kf_launch_run_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *row, double *kf_red_total, double *kf_part_total);
cudaError_t kf_launch_run_L3_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *kf_part_total, int kf_ngroups, double *kf_red_total);
cudaError_t kf_launch_registers_L4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int rows, double *row, double scale);
cudaError_t kf_launch_registers_L5(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int rows, double *row, double *kf_red_sum, double *kf_part_sum);
cudaError_t kf_launch_registers_L5_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *kf_part_sum, int kf_ngroups, double *kf_red_sum);
cudaError_t kf_launch_registers_L6(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *row, int w, int h, int kf_w_h, double *kf_red_prod, double *kf_part_prod);
cudaError_t kf_launch_registers_L6_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *kf_part_prod, int kf_ngroups, double *kf_red_prod);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_74(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 74);
}

static void kf_cuda_free_106(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 106);
}

static double run(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_A_bytes = (size_t)96 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_74))) = kf_cuda_alloc(kf_A_bytes, 74);
    const size_t kf_B_bytes = (size_t)96 * sizeof B[0];
    double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_74))) = kf_cuda_alloc(kf_B_bytes, 74);
    const size_t kf_row_bytes = (size_t)96 * sizeof row[0];
    double *kf_row_dev __attribute__((__cleanup__(kf_cuda_free_74))) = kf_cuda_alloc(kf_row_bytes, 74);
    double A_dev[R];
    double total = 0;
    for (int r = 0; r < R; r++)
        A_dev[r] = r * 0.5;
#pragma scop
    {
        double *kf_red_run_L3_total = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_run_L3_total, 1 * sizeof(double)), "cudaMalloc", 80);
        double *kf_part_run_L3_total = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_run_L3_total, 256 * sizeof(double)), "cudaMalloc", 80);
        kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 80);
        kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 80);
        for (int s = 0; s < 3; s++) {
            if (94 > 0 && 80 > 0) {
                kf_cuda_check(kf_launch_run_L1_1((unsigned)((80 + 31) / 32), (unsigned)((94 + 7) / 8), 1, 32, 8, 1, s, kf_A_dev, kf_B_dev), "run_L1_1<<<...>>>", 81);
            }
            if (94 > 0 && 80 > 0) {
                kf_cuda_check(kf_launch_run_L1_2((unsigned)((94 * 80 + 255) / 256), 1, 1, 256, 1, 1, kf_A_dev, kf_B_dev), "run_L1_2<<<...>>>", 84);
            }
        }
        kf_cuda_check(cudaMemcpy(kf_row_dev, row, kf_row_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 88);
        if (96 > 0) {
            kf_cuda_check(kf_launch_run_L2((unsigned)((96 + 127) / 128), 1, 1, 128, 1, 1, kf_A_dev, kf_row_dev), "run_L2<<<...>>>", 88);
        }
        if (96 > 0) {
            size_t kf_total = (size_t)(96);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cuda_check(cudaMemcpy(kf_red_run_L3_total, &total, sizeof total, cudaMemcpyHostToDevice), "cudaMemcpy", 93);
            kf_cuda_check(kf_launch_run_L3((unsigned)kf_groups, 1, 1, 256, 1, 1, kf_row_dev, kf_red_run_L3_total, kf_part_run_L3_total), "run_L3<<<...>>>", 93);
            kf_cuda_check(kf_launch_run_L3_fin(1, 1, 1, 1, 1, 1, kf_part_run_L3_total, (int)kf_groups, kf_red_run_L3_total), "run_L3_fin<<<...>>>", 93);
            kf_cuda_check(cudaMemcpy(&total, kf_red_run_L3_total, sizeof total, cudaMemcpyDeviceToHost), "cudaMemcpy", 93);
        }
        kf_cuda_check(cudaMemcpy(B, kf_B_dev, kf_B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 93);
        kf_cuda_check(cudaMemcpy(A, kf_A_dev, kf_A_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 93);
        kf_cuda_check(cudaMemcpy(row, kf_row_dev, kf_row_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 93);
        kf_cuda_check(cudaFree(kf_red_run_L3_total), "cudaFree", 94);
        kf_cuda_check(cudaFree(kf_part_run_L3_total), "cudaFree", 94);
    }
#pragma endscop
    for (int r = 0; r < R; r++)
        total += A_dev[r];
    return total;
}

/* `register` scalars (old numerical C declares them so) and a bound that
 * is a product of parameters (one argument, "(w * h)"): the host code may
 * not take their address, so a kernel argument goes as a compound literal
 * and a reduced value through a temporary */
static double registers(register double scale, int w, int h)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_row_bytes = (size_t)96 * sizeof row[0];
    double *kf_row_dev __attribute__((__cleanup__(kf_cuda_free_106))) = kf_cuda_alloc(kf_row_bytes, 106);
    register int rows = R;
    register double sum = 0.0;
    double prod = 0.0;
#pragma scop
    {
        double *kf_red_registers_L5_sum = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_registers_L5_sum, 1 * sizeof(double)), "cudaMalloc", 111);
        double *kf_part_registers_L5_sum = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_registers_L5_sum, 256 * sizeof(double)), "cudaMalloc", 111);
        double *kf_red_registers_L6_prod = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_registers_L6_prod, 1 * sizeof(double)), "cudaMalloc", 111);
        double *kf_part_registers_L6_prod = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_registers_L6_prod, 256 * sizeof(double)), "cudaMalloc", 111);
        kf_cuda_check(cudaMemcpy(kf_row_dev, row, kf_row_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 111);
        if (rows > 0) {
            kf_cuda_check(kf_launch_registers_L4((unsigned)((rows + 255) / 256), 1, 1, 256, 1, 1, rows, kf_row_dev, scale), "registers_L4<<<...>>>", 111);
        }
        if (rows > 0) {
            size_t kf_total = (size_t)(rows);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cuda_check(cudaMemcpy(kf_red_registers_L5_sum, &(double){sum}, sizeof(double), cudaMemcpyHostToDevice), "cudaMemcpy", 113);
            kf_cuda_check(kf_launch_registers_L5((unsigned)kf_groups, 1, 1, 256, 1, 1, rows, kf_row_dev, kf_red_registers_L5_sum, kf_part_registers_L5_sum), "registers_L5<<<...>>>", 113);
            kf_cuda_check(kf_launch_registers_L5_fin(1, 1, 1, 1, 1, 1, kf_part_registers_L5_sum, (int)kf_groups, kf_red_registers_L5_sum), "registers_L5_fin<<<...>>>", 113);
            { double kf_v; kf_cuda_check(cudaMemcpy(&kf_v, kf_red_registers_L5_sum, sizeof kf_v, cudaMemcpyDeviceToHost), "cudaMemcpy", 113); sum = kf_v; }
        }
        if ((w * h) > 0) {
            size_t kf_total = (size_t)((w * h));
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cuda_check(cudaMemcpy(kf_red_registers_L6_prod, &prod, sizeof prod, cudaMemcpyHostToDevice), "cudaMemcpy", 115);
            kf_cuda_check(kf_launch_registers_L6((unsigned)kf_groups, 1, 1, 256, 1, 1, kf_row_dev, w, h, (w * h), kf_red_registers_L6_prod, kf_part_registers_L6_prod), "registers_L6<<<...>>>", 115);
            kf_cuda_check(kf_launch_registers_L6_fin(1, 1, 1, 1, 1, 1, kf_part_registers_L6_prod, (int)kf_groups, kf_red_registers_L6_prod), "registers_L6_fin<<<...>>>", 115);
            kf_cuda_check(cudaMemcpy(&prod, kf_red_registers_L6_prod, sizeof prod, cudaMemcpyDeviceToHost), "cudaMemcpy", 115);
        }
        kf_cuda_check(cudaMemcpy(row, kf_row_dev, kf_row_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 115);
        kf_cuda_check(cudaFree(kf_red_registers_L5_sum), "cudaFree", 116);
        kf_cuda_check(cudaFree(kf_part_registers_L5_sum), "cudaFree", 116);
        kf_cuda_check(cudaFree(kf_red_registers_L6_prod), "cudaFree", 116);
        kf_cuda_check(cudaFree(kf_part_registers_L6_prod), "cudaFree", 116);
    }
#pragma endscop
    return sum + prod;
}

int main(void)
{
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++)
            A[r][c] = (double)((r * 7 + c * 3) % 17) / 17.0;
    double total = run();
    printf("%.6f\n", total);
    printf("%.6f\n", registers(0.5, 8, R / 8));
    for (int r = 0; r < R; r += 8)
        printf("%.6f %.6f\n", row[r], A[r][C / 2]);
    return 0;
}
