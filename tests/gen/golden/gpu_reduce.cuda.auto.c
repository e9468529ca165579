/* kforge 0.1.0: tests/gen/gpu_reduce.c for cuda; 19 kernels */
/* Loops that carry only scalar reductions: kforge gen --target opencl|cuda
 * makes them reduction kernels (--reduction=shared|shuffle|atomic).  Sizes
 * are not multiples of the block (256); the generated program must print
 * what the sequential one prints (floating point within verify's rtol). */
#include <math.h>
#include <stdio.h>

#define N 1000
#define M 37
#define T 5

static double A[N], B[N], C[M][N], R[T];
static float X[N], Y[N];
static int K[N];
static double y[N];
static double z[M];
static int zm[M];

/* sums, a dot product with a float min (two operators in one loop), a 2-D
 * sum, max, min, an integer count, products */
/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/gen/gpu_reduce.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_reductions_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, double *kf_red_sum, double *kf_part_sum);
cudaError_t kf_launch_reductions_L1_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *kf_part_sum, int kf_ngroups, double *kf_red_sum);
cudaError_t kf_launch_reductions_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, float *X, float *Y, float *kf_red_dot, float *kf_part_dot, float *kf_red_fmn, float *kf_part_fmn);
cudaError_t kf_launch_reductions_L2_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, float *kf_part_dot, float *kf_part_fmn, int kf_ngroups, float *kf_red_dot, float *kf_red_fmn);
cudaError_t kf_launch_reductions_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C, double *kf_red_sum2d, double *kf_part_sum2d);
cudaError_t kf_launch_reductions_L3_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *kf_part_sum2d, int kf_ngroups, double *kf_red_sum2d);
cudaError_t kf_launch_reductions_L4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, double *B, double *kf_red_mx, double *kf_part_mx);
cudaError_t kf_launch_reductions_L4_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *kf_part_mx, int kf_ngroups, double *kf_red_mx);
cudaError_t kf_launch_reductions_L5(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int *K, int *kf_red_mn);
cudaError_t kf_launch_reductions_L6(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int *K, int *kf_red_count);
cudaError_t kf_launch_reductions_L7(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *kf_red_prod, double *kf_part_prod);
cudaError_t kf_launch_reductions_L7_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *kf_part_prod, int kf_ngroups, double *kf_red_prod);
cudaError_t kf_launch_reductions_L8(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int *K, long *kf_red_lsum);
cudaError_t kf_launch_reductions_L9(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, long *kf_red_lprod, long *kf_part_lprod);
cudaError_t kf_launch_reductions_L9_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, long *kf_part_lprod, int kf_ngroups, long *kf_red_lprod);
cudaError_t kf_launch_lengths_L10(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *A, double *kf_red_s, double *kf_part_s, double *kf_red_q, double *kf_part_q);
cudaError_t kf_launch_lengths_L10_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *kf_part_s, double *kf_part_q, int kf_ngroups, double *kf_red_s, double *kf_red_q);
cudaError_t kf_launch_timeloop_L11_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *kf_red_s, double *kf_part_s);
cudaError_t kf_launch_timeloop_L11_1_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *kf_part_s, int kf_ngroups, double *kf_red_s);
cudaError_t kf_launch_timeloop_L11_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double s, double *B);
cudaError_t kf_launch_timeloop_S4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int t, double s, double *R);
cudaError_t kf_launch_columns_L12_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, double *y, double *C, double *A);
cudaError_t kf_launch_elements_S1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, double *z);
cudaError_t kf_launch_elements_L13_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, double *z, double *C, double *A, double *kf_part_kf_e_z);
cudaError_t kf_launch_elements_L13_1_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, double *z, double *C, double *A, double *kf_part_kf_e_z, int kf_ngroups);
cudaError_t kf_launch_elements_S3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int *zm);
cudaError_t kf_launch_elements_L13_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int *zm, int *K, int *kf_part_kf_e_zm);
cudaError_t kf_launch_elements_L13_2_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int *zm, int *K, int *kf_part_kf_e_zm, int kf_ngroups);
cudaError_t kf_launch_cube_L14(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C, double *kf_red_s, double *kf_part_s);
cudaError_t kf_launch_cube_L14_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *kf_part_s, int kf_ngroups, double *kf_red_s);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_22(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 22);
}

static void kf_cuda_free_58(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 58);
}

static void kf_cuda_free_72(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 72);
}

static void kf_cuda_free_91(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 91);
}

static void kf_cuda_free_105(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 105);
}

static void kf_cuda_free_122(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 122);
}

static void reductions(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_A_bytes = (size_t)1000 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_22))) = kf_cuda_alloc(kf_A_bytes, 22);
    const size_t kf_X_bytes = (size_t)1000 * sizeof X[0];
    float *kf_X_dev __attribute__((__cleanup__(kf_cuda_free_22))) = kf_cuda_alloc(kf_X_bytes, 22);
    const size_t kf_Y_bytes = (size_t)1000 * sizeof Y[0];
    float *kf_Y_dev __attribute__((__cleanup__(kf_cuda_free_22))) = kf_cuda_alloc(kf_Y_bytes, 22);
    const size_t kf_C_bytes = (size_t)37 * sizeof C[0];
    double *kf_C_dev __attribute__((__cleanup__(kf_cuda_free_22))) = kf_cuda_alloc(kf_C_bytes, 22);
    const size_t kf_B_bytes = (size_t)1000 * sizeof B[0];
    double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_22))) = kf_cuda_alloc(kf_B_bytes, 22);
    const size_t kf_K_bytes = (size_t)1000 * sizeof K[0];
    int *kf_K_dev __attribute__((__cleanup__(kf_cuda_free_22))) = kf_cuda_alloc(kf_K_bytes, 22);
    double sum = 0.5, sum2d = 0, mx = -1e300, prod = 1;
    float dot = 0, fmn = 1e30f;
    int count = 0, mn = 1 << 30;
    long lsum = 7, lprod = 1;
#pragma scop
    {
        double *kf_red_reductions_L1_sum = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_reductions_L1_sum, 1 * sizeof(double)), "cudaMalloc", 28);
        double *kf_part_reductions_L1_sum = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_reductions_L1_sum, 256 * sizeof(double)), "cudaMalloc", 28);
        float *kf_red_reductions_L2_dot = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_reductions_L2_dot, 1 * sizeof(float)), "cudaMalloc", 28);
        float *kf_part_reductions_L2_dot = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_reductions_L2_dot, 256 * sizeof(float)), "cudaMalloc", 28);
        float *kf_red_reductions_L2_fmn = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_reductions_L2_fmn, 1 * sizeof(float)), "cudaMalloc", 28);
        float *kf_part_reductions_L2_fmn = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_reductions_L2_fmn, 256 * sizeof(float)), "cudaMalloc", 28);
        double *kf_red_reductions_L3_sum2d = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_reductions_L3_sum2d, 1 * sizeof(double)), "cudaMalloc", 28);
        double *kf_part_reductions_L3_sum2d = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_reductions_L3_sum2d, 256 * sizeof(double)), "cudaMalloc", 28);
        double *kf_red_reductions_L4_mx = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_reductions_L4_mx, 1 * sizeof(double)), "cudaMalloc", 28);
        double *kf_part_reductions_L4_mx = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_reductions_L4_mx, 256 * sizeof(double)), "cudaMalloc", 28);
        int *kf_red_reductions_L5_mn = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_reductions_L5_mn, 1 * sizeof(int)), "cudaMalloc", 28);
        int *kf_red_reductions_L6_count = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_reductions_L6_count, 1 * sizeof(int)), "cudaMalloc", 28);
        double *kf_red_reductions_L7_prod = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_reductions_L7_prod, 1 * sizeof(double)), "cudaMalloc", 28);
        double *kf_part_reductions_L7_prod = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_reductions_L7_prod, 256 * sizeof(double)), "cudaMalloc", 28);
        long *kf_red_reductions_L8_lsum = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_reductions_L8_lsum, 1 * sizeof(long)), "cudaMalloc", 28);
        long *kf_red_reductions_L9_lprod = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_reductions_L9_lprod, 1 * sizeof(long)), "cudaMalloc", 28);
        long *kf_part_reductions_L9_lprod = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_reductions_L9_lprod, 256 * sizeof(long)), "cudaMalloc", 28);
        kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 28);
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cuda_check(cudaMemcpy(kf_red_reductions_L1_sum, &sum, sizeof sum, cudaMemcpyHostToDevice), "cudaMemcpy", 28);
            kf_cuda_check(kf_launch_reductions_L1((unsigned)kf_groups, 1, 1, 256, 1, 1, kf_A_dev, kf_red_reductions_L1_sum, kf_part_reductions_L1_sum), "reductions_L1<<<...>>>", 28);
            kf_cuda_check(kf_launch_reductions_L1_fin(1, 1, 1, 1, 1, 1, kf_part_reductions_L1_sum, (int)kf_groups, kf_red_reductions_L1_sum), "reductions_L1_fin<<<...>>>", 28);
            kf_cuda_check(cudaMemcpy(&sum, kf_red_reductions_L1_sum, sizeof sum, cudaMemcpyDeviceToHost), "cudaMemcpy", 28);
        }
        kf_cuda_check(cudaMemcpy(kf_X_dev, X, kf_X_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 30);
        kf_cuda_check(cudaMemcpy(kf_Y_dev, Y, kf_Y_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 30);
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cuda_check(cudaMemcpy(kf_red_reductions_L2_dot, &dot, sizeof dot, cudaMemcpyHostToDevice), "cudaMemcpy", 30);
            kf_cuda_check(cudaMemcpy(kf_red_reductions_L2_fmn, &fmn, sizeof fmn, cudaMemcpyHostToDevice), "cudaMemcpy", 30);
            kf_cuda_check(kf_launch_reductions_L2((unsigned)kf_groups, 1, 1, 256, 1, 1, kf_X_dev, kf_Y_dev, kf_red_reductions_L2_dot, kf_part_reductions_L2_dot, kf_red_reductions_L2_fmn, kf_part_reductions_L2_fmn), "reductions_L2<<<...>>>", 30);
            kf_cuda_check(kf_launch_reductions_L2_fin(1, 1, 1, 1, 1, 1, kf_part_reductions_L2_dot, kf_part_reductions_L2_fmn, (int)kf_groups, kf_red_reductions_L2_dot, kf_red_reductions_L2_fmn), "reductions_L2_fin<<<...>>>", 30);
            kf_cuda_check(cudaMemcpy(&dot, kf_red_reductions_L2_dot, sizeof dot, cudaMemcpyDeviceToHost), "cudaMemcpy", 30);
            kf_cuda_check(cudaMemcpy(&fmn, kf_red_reductions_L2_fmn, sizeof fmn, cudaMemcpyDeviceToHost), "cudaMemcpy", 30);
        }
        kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 34);
        if (37 > 0 && 1000 > 0) {
            size_t kf_total = (size_t)(37) * (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cuda_check(cudaMemcpy(kf_red_reductions_L3_sum2d, &sum2d, sizeof sum2d, cudaMemcpyHostToDevice), "cudaMemcpy", 34);
            kf_cuda_check(kf_launch_reductions_L3((unsigned)kf_groups, 1, 1, 256, 1, 1, kf_C_dev, kf_red_reductions_L3_sum2d, kf_part_reductions_L3_sum2d), "reductions_L3<<<...>>>", 34);
            kf_cuda_check(kf_launch_reductions_L3_fin(1, 1, 1, 1, 1, 1, kf_part_reductions_L3_sum2d, (int)kf_groups, kf_red_reductions_L3_sum2d), "reductions_L3_fin<<<...>>>", 34);
            kf_cuda_check(cudaMemcpy(&sum2d, kf_red_reductions_L3_sum2d, sizeof sum2d, cudaMemcpyDeviceToHost), "cudaMemcpy", 34);
        }
        kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cuda_check(cudaMemcpy(kf_red_reductions_L4_mx, &mx, sizeof mx, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
            kf_cuda_check(kf_launch_reductions_L4((unsigned)kf_groups, 1, 1, 256, 1, 1, kf_A_dev, kf_B_dev, kf_red_reductions_L4_mx, kf_part_reductions_L4_mx), "reductions_L4<<<...>>>", 37);
            kf_cuda_check(kf_launch_reductions_L4_fin(1, 1, 1, 1, 1, 1, kf_part_reductions_L4_mx, (int)kf_groups, kf_red_reductions_L4_mx), "reductions_L4_fin<<<...>>>", 37);
            kf_cuda_check(cudaMemcpy(&mx, kf_red_reductions_L4_mx, sizeof mx, cudaMemcpyDeviceToHost), "cudaMemcpy", 37);
        }
        kf_cuda_check(cudaMemcpy(kf_K_dev, K, kf_K_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 39);
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cuda_check(cudaMemcpy(kf_red_reductions_L5_mn, &mn, sizeof mn, cudaMemcpyHostToDevice), "cudaMemcpy", 39);
            kf_cuda_check(kf_launch_reductions_L5((unsigned)kf_groups, 1, 1, 256, 1, 1, kf_K_dev, kf_red_reductions_L5_mn), "reductions_L5<<<...>>>", 39);
            kf_cuda_check(cudaMemcpy(&mn, kf_red_reductions_L5_mn, sizeof mn, cudaMemcpyDeviceToHost), "cudaMemcpy", 39);
        }
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cuda_check(cudaMemcpy(kf_red_reductions_L6_count, &count, sizeof count, cudaMemcpyHostToDevice), "cudaMemcpy", 41);
            kf_cuda_check(kf_launch_reductions_L6((unsigned)kf_groups, 1, 1, 256, 1, 1, kf_K_dev, kf_red_reductions_L6_count), "reductions_L6<<<...>>>", 41);
            kf_cuda_check(cudaMemcpy(&count, kf_red_reductions_L6_count, sizeof count, cudaMemcpyDeviceToHost), "cudaMemcpy", 41);
        }
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cuda_check(cudaMemcpy(kf_red_reductions_L7_prod, &prod, sizeof prod, cudaMemcpyHostToDevice), "cudaMemcpy", 44);
            kf_cuda_check(kf_launch_reductions_L7((unsigned)kf_groups, 1, 1, 256, 1, 1, kf_B_dev, kf_red_reductions_L7_prod, kf_part_reductions_L7_prod), "reductions_L7<<<...>>>", 44);
            kf_cuda_check(kf_launch_reductions_L7_fin(1, 1, 1, 1, 1, 1, kf_part_reductions_L7_prod, (int)kf_groups, kf_red_reductions_L7_prod), "reductions_L7_fin<<<...>>>", 44);
            kf_cuda_check(cudaMemcpy(&prod, kf_red_reductions_L7_prod, sizeof prod, cudaMemcpyDeviceToHost), "cudaMemcpy", 44);
        }
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cuda_check(cudaMemcpy(kf_red_reductions_L8_lsum, &lsum, sizeof lsum, cudaMemcpyHostToDevice), "cudaMemcpy", 46);
            kf_cuda_check(kf_launch_reductions_L8((unsigned)kf_groups, 1, 1, 256, 1, 1, kf_K_dev, kf_red_reductions_L8_lsum), "reductions_L8<<<...>>>", 46);
            kf_cuda_check(cudaMemcpy(&lsum, kf_red_reductions_L8_lsum, sizeof lsum, cudaMemcpyDeviceToHost), "cudaMemcpy", 46);
        }
        if (40 > 0) {
            size_t kf_total = (size_t)(40);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cuda_check(cudaMemcpy(kf_red_reductions_L9_lprod, &lprod, sizeof lprod, cudaMemcpyHostToDevice), "cudaMemcpy", 48);
            kf_cuda_check(kf_launch_reductions_L9((unsigned)kf_groups, 1, 1, 256, 1, 1, kf_red_reductions_L9_lprod, kf_part_reductions_L9_lprod), "reductions_L9<<<...>>>", 48);
            kf_cuda_check(kf_launch_reductions_L9_fin(1, 1, 1, 1, 1, 1, kf_part_reductions_L9_lprod, (int)kf_groups, kf_red_reductions_L9_lprod), "reductions_L9_fin<<<...>>>", 48);
            kf_cuda_check(cudaMemcpy(&lprod, kf_red_reductions_L9_lprod, sizeof lprod, cudaMemcpyDeviceToHost), "cudaMemcpy", 48);
        }
        kf_cuda_check(cudaFree(kf_red_reductions_L1_sum), "cudaFree", 49);
        kf_cuda_check(cudaFree(kf_part_reductions_L1_sum), "cudaFree", 49);
        kf_cuda_check(cudaFree(kf_red_reductions_L2_dot), "cudaFree", 49);
        kf_cuda_check(cudaFree(kf_part_reductions_L2_dot), "cudaFree", 49);
        kf_cuda_check(cudaFree(kf_red_reductions_L2_fmn), "cudaFree", 49);
        kf_cuda_check(cudaFree(kf_part_reductions_L2_fmn), "cudaFree", 49);
        kf_cuda_check(cudaFree(kf_red_reductions_L3_sum2d), "cudaFree", 49);
        kf_cuda_check(cudaFree(kf_part_reductions_L3_sum2d), "cudaFree", 49);
        kf_cuda_check(cudaFree(kf_red_reductions_L4_mx), "cudaFree", 49);
        kf_cuda_check(cudaFree(kf_part_reductions_L4_mx), "cudaFree", 49);
        kf_cuda_check(cudaFree(kf_red_reductions_L5_mn), "cudaFree", 49);
        kf_cuda_check(cudaFree(kf_red_reductions_L6_count), "cudaFree", 49);
        kf_cuda_check(cudaFree(kf_red_reductions_L7_prod), "cudaFree", 49);
        kf_cuda_check(cudaFree(kf_part_reductions_L7_prod), "cudaFree", 49);
        kf_cuda_check(cudaFree(kf_red_reductions_L8_lsum), "cudaFree", 49);
        kf_cuda_check(cudaFree(kf_red_reductions_L9_lprod), "cudaFree", 49);
        kf_cuda_check(cudaFree(kf_part_reductions_L9_lprod), "cudaFree", 49);
    }
#pragma endscop
    printf("sum %.10g dot %.6g fmin %.6g sum2d %.10g max %.10g min %d\n", sum, dot, fmn, sum2d,
           mx, mn);
    printf("count %d prod %.12g lsum %ld lprod %ld\n", count, prod, lsum, lprod);
}

/* two scalars of one loop, and loops of runtime length (0 and 1 below) */
static void lengths(int n)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_A_bytes = (size_t)1000 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_58))) = kf_cuda_alloc(kf_A_bytes, 58);
    double s = 3, q = 1;
#pragma scop
    {
        double *kf_red_lengths_L10_s = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_lengths_L10_s, 1 * sizeof(double)), "cudaMalloc", 61);
        double *kf_part_lengths_L10_s = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_lengths_L10_s, 256 * sizeof(double)), "cudaMalloc", 61);
        double *kf_red_lengths_L10_q = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_lengths_L10_q, 1 * sizeof(double)), "cudaMalloc", 61);
        double *kf_part_lengths_L10_q = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_lengths_L10_q, 256 * sizeof(double)), "cudaMalloc", 61);
        kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 61);
        if (n > 0) {
            size_t kf_total = (size_t)(n);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cuda_check(cudaMemcpy(kf_red_lengths_L10_s, &s, sizeof s, cudaMemcpyHostToDevice), "cudaMemcpy", 61);
            kf_cuda_check(cudaMemcpy(kf_red_lengths_L10_q, &q, sizeof q, cudaMemcpyHostToDevice), "cudaMemcpy", 61);
            kf_cuda_check(kf_launch_lengths_L10((unsigned)kf_groups, 1, 1, 256, 1, 1, n, kf_A_dev, kf_red_lengths_L10_s, kf_part_lengths_L10_s, kf_red_lengths_L10_q, kf_part_lengths_L10_q), "lengths_L10<<<...>>>", 61);
            kf_cuda_check(kf_launch_lengths_L10_fin(1, 1, 1, 1, 1, 1, kf_part_lengths_L10_s, kf_part_lengths_L10_q, (int)kf_groups, kf_red_lengths_L10_s, kf_red_lengths_L10_q), "lengths_L10_fin<<<...>>>", 61);
            kf_cuda_check(cudaMemcpy(&s, kf_red_lengths_L10_s, sizeof s, cudaMemcpyDeviceToHost), "cudaMemcpy", 61);
            kf_cuda_check(cudaMemcpy(&q, kf_red_lengths_L10_q, sizeof q, cudaMemcpyDeviceToHost), "cudaMemcpy", 61);
        }
        kf_cuda_check(cudaFree(kf_red_lengths_L10_s), "cudaFree", 64);
        kf_cuda_check(cudaFree(kf_part_lengths_L10_s), "cudaFree", 64);
        kf_cuda_check(cudaFree(kf_red_lengths_L10_q), "cudaFree", 64);
        kf_cuda_check(cudaFree(kf_part_lengths_L10_q), "cudaFree", 64);
    }
#pragma endscop
    printf("n %d: s %.10g q %.10g\n", n, s, q);
}

/* a reduction inside a sequential time loop: the host loop launches it,
 * sets the scalar before it and reads it after it */
static void timeloop(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_B_bytes = (size_t)1000 * sizeof B[0];
    double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_72))) = kf_cuda_alloc(kf_B_bytes, 72);
    const size_t kf_R_bytes = (size_t)5 * sizeof R[0];
    double *kf_R_dev __attribute__((__cleanup__(kf_cuda_free_72))) = kf_cuda_alloc(kf_R_bytes, 72);
    double s = 0;
#pragma scop
    {
        double *kf_red_timeloop_L11_1_s = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_timeloop_L11_1_s, 1 * sizeof(double)), "cudaMalloc", 75);
        double *kf_part_timeloop_L11_1_s = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_timeloop_L11_1_s, 256 * sizeof(double)), "cudaMalloc", 75);
        kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 75);
        kf_cuda_check(cudaMemcpy(kf_R_dev, R, kf_R_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 75);
        for (int t = 0; t < T; t++) {
            s = t;
            if (1000 > 0) {
                size_t kf_total = (size_t)(1000);
                size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
                kf_cuda_check(cudaMemcpy(kf_red_timeloop_L11_1_s, &s, sizeof s, cudaMemcpyHostToDevice), "cudaMemcpy", 77);
                kf_cuda_check(kf_launch_timeloop_L11_1((unsigned)kf_groups, 1, 1, 256, 1, 1, kf_B_dev, kf_red_timeloop_L11_1_s, kf_part_timeloop_L11_1_s), "timeloop_L11_1<<<...>>>", 77);
                kf_cuda_check(kf_launch_timeloop_L11_1_fin(1, 1, 1, 1, 1, 1, kf_part_timeloop_L11_1_s, (int)kf_groups, kf_red_timeloop_L11_1_s), "timeloop_L11_1_fin<<<...>>>", 77);
                kf_cuda_check(cudaMemcpy(&s, kf_red_timeloop_L11_1_s, sizeof s, cudaMemcpyDeviceToHost), "cudaMemcpy", 77);
            }
            if (1000 > 0) {
                kf_cuda_check(kf_launch_timeloop_L11_2((unsigned)((1000 + 255) / 256), 1, 1, 256, 1, 1, s, kf_B_dev), "timeloop_L11_2<<<...>>>", 79);
            }
            {
                kf_cuda_check(kf_launch_timeloop_S4(1, 1, 1, 1, 1, 1, t, s, kf_R_dev), "timeloop_S4<<<...>>>", 81);
            }
        }
        kf_cuda_check(cudaMemcpy(B, kf_B_dev, kf_B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 75);
        kf_cuda_check(cudaMemcpy(R, kf_R_dev, kf_R_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 75);
        kf_cuda_check(cudaFree(kf_red_timeloop_L11_1_s), "cudaFree", 82);
        kf_cuda_check(cudaFree(kf_part_timeloop_L11_1_s), "cudaFree", 82);
    }
#pragma endscop
    for (int t = 0; t < T; t++)
        printf("R[%d] %.10g\n", t, R[t]);
}

/* a reduction on array elements (y[j] carried by i) is out of scope: the i
 * loop stays on the host, saying why, and launches the j loop */
static void columns(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_y_bytes = (size_t)1000 * sizeof y[0];
    double *kf_y_dev __attribute__((__cleanup__(kf_cuda_free_91))) = kf_cuda_alloc(kf_y_bytes, 91);
    const size_t kf_C_bytes = (size_t)37 * sizeof C[0];
    double *kf_C_dev __attribute__((__cleanup__(kf_cuda_free_91))) = kf_cuda_alloc(kf_C_bytes, 91);
    const size_t kf_A_bytes = (size_t)1000 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_91))) = kf_cuda_alloc(kf_A_bytes, 91);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_y_dev, y, kf_y_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 93);
        kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 93);
        kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 93);
        for (int i = 0; i < M; i++) {
            if (1000 > 0) {
                kf_cuda_check(kf_launch_columns_L12_1((unsigned)((1000 + 255) / 256), 1, 1, 256, 1, 1, i, kf_y_dev, kf_C_dev, kf_A_dev), "columns_L12_1<<<...>>>", 94);
            }
        }
        kf_cuda_check(cudaMemcpy(y, kf_y_dev, kf_y_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 93);
    }
#pragma endscop
    printf("y %.10g %.10g %.10g\n", y[0], y[N / 2], y[N - 1]);
}

/* one element per iteration of a sequential host loop (z[i] over j): it
 * is reduced in its array's buffer, with no copy of its own; the fold
 * kernel takes the kernel's own parameters for its subscript.  A float
 * sum, and an integer max that starts from the element */
static void elements(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_z_bytes = (size_t)37 * sizeof z[0];
    double *kf_z_dev __attribute__((__cleanup__(kf_cuda_free_105))) = kf_cuda_alloc(kf_z_bytes, 105);
    const size_t kf_C_bytes = (size_t)37 * sizeof C[0];
    double *kf_C_dev __attribute__((__cleanup__(kf_cuda_free_105))) = kf_cuda_alloc(kf_C_bytes, 105);
    const size_t kf_A_bytes = (size_t)1000 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_105))) = kf_cuda_alloc(kf_A_bytes, 105);
    const size_t kf_zm_bytes = (size_t)37 * sizeof zm[0];
    int *kf_zm_dev __attribute__((__cleanup__(kf_cuda_free_105))) = kf_cuda_alloc(kf_zm_bytes, 105);
    const size_t kf_K_bytes = (size_t)1000 * sizeof K[0];
    int *kf_K_dev __attribute__((__cleanup__(kf_cuda_free_105))) = kf_cuda_alloc(kf_K_bytes, 105);
#pragma scop
    {
        double *kf_part_elements_L13_1_kf_e_z = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_elements_L13_1_kf_e_z, 256 * sizeof(double)), "cudaMalloc", 107);
        int *kf_part_elements_L13_2_kf_e_zm = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_elements_L13_2_kf_e_zm, 256 * sizeof(int)), "cudaMalloc", 107);
        kf_cuda_check(cudaMemcpy(kf_z_dev, z, kf_z_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 107);
        kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 107);
        kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 107);
        kf_cuda_check(cudaMemcpy(kf_zm_dev, zm, kf_zm_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 107);
        kf_cuda_check(cudaMemcpy(kf_K_dev, K, kf_K_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 107);
        for (int i = 1; i < M; i++) {
            {
                kf_cuda_check(kf_launch_elements_S1(1, 1, 1, 1, 1, 1, i, kf_z_dev), "elements_S1<<<...>>>", 108);
            }
            if (1000 > 0) {
                size_t kf_total = (size_t)(1000);
                size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
                kf_cuda_check(kf_launch_elements_L13_1((unsigned)kf_groups, 1, 1, 256, 1, 1, i, kf_z_dev, kf_C_dev, kf_A_dev, kf_part_elements_L13_1_kf_e_z), "elements_L13_1<<<...>>>", 109);
                kf_cuda_check(kf_launch_elements_L13_1_fin(1, 1, 1, 1, 1, 1, i, kf_z_dev, kf_C_dev, kf_A_dev, kf_part_elements_L13_1_kf_e_z, (int)kf_groups), "elements_L13_1_fin<<<...>>>", 109);
            }
            {
                kf_cuda_check(kf_launch_elements_S3(1, 1, 1, 1, 1, 1, i, kf_zm_dev), "elements_S3<<<...>>>", 111);
            }
            if (1000 > 0) {
                size_t kf_total = (size_t)(1000);
                size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
                kf_cuda_check(kf_launch_elements_L13_2((unsigned)kf_groups, 1, 1, 256, 1, 1, i, kf_zm_dev, kf_K_dev, kf_part_elements_L13_2_kf_e_zm), "elements_L13_2<<<...>>>", 112);
                kf_cuda_check(kf_launch_elements_L13_2_fin(1, 1, 1, 1, 1, 1, i, kf_zm_dev, kf_K_dev, kf_part_elements_L13_2_kf_e_zm, (int)kf_groups), "elements_L13_2_fin<<<...>>>", 112);
            }
        }
        kf_cuda_check(cudaMemcpy(z, kf_z_dev, kf_z_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 107);
        kf_cuda_check(cudaMemcpy(zm, kf_zm_dev, kf_zm_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 107);
        kf_cuda_check(cudaFree(kf_part_elements_L13_1_kf_e_z), "cudaFree", 114);
        kf_cuda_check(cudaFree(kf_part_elements_L13_2_kf_e_zm), "cudaFree", 114);
    }
#pragma endscop
    printf("z %.10g %.10g zm %d %d\n", z[1], z[M - 1], zm[1], zm[M - 1]);
}

/* three loops folded into one iteration space, one of them counting down
 * and one not starting at 0 */
static void cube(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_C_bytes = (size_t)37 * sizeof C[0];
    double *kf_C_dev __attribute__((__cleanup__(kf_cuda_free_122))) = kf_cuda_alloc(kf_C_bytes, 122);
    double s = 0;
#pragma scop
    {
        double *kf_red_cube_L14_s = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_cube_L14_s, 1 * sizeof(double)), "cudaMalloc", 125);
        double *kf_part_cube_L14_s = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_cube_L14_s, 256 * sizeof(double)), "cudaMalloc", 125);
        kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 125);
        if (37 > 0 && 28 > 0 && 11 > 0) {
            size_t kf_total = (size_t)(37) * (size_t)(28) * (size_t)(11);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cuda_check(cudaMemcpy(kf_red_cube_L14_s, &s, sizeof s, cudaMemcpyHostToDevice), "cudaMemcpy", 125);
            kf_cuda_check(kf_launch_cube_L14((unsigned)kf_groups, 1, 1, 256, 1, 1, kf_C_dev, kf_red_cube_L14_s, kf_part_cube_L14_s), "cube_L14<<<...>>>", 125);
            kf_cuda_check(kf_launch_cube_L14_fin(1, 1, 1, 1, 1, 1, kf_part_cube_L14_s, (int)kf_groups, kf_red_cube_L14_s), "cube_L14_fin<<<...>>>", 125);
            kf_cuda_check(cudaMemcpy(&s, kf_red_cube_L14_s, sizeof s, cudaMemcpyDeviceToHost), "cudaMemcpy", 125);
        }
        kf_cuda_check(cudaFree(kf_red_cube_L14_s), "cudaFree", 128);
        kf_cuda_check(cudaFree(kf_part_cube_L14_s), "cudaFree", 128);
    }
#pragma endscop
    printf("cube %.10g\n", s);
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        A[i] = (i * 7 % 13) * 0.125 - 0.5;
        B[i] = (i % 11) * 0.25;
        X[i] = (float)(i % 5) * 0.5f;
        Y[i] = (float)(i % 3) - 1.0f;
        K[i] = (i * 37) % 101 - 50;
        for (int j = 0; j < M; j++)
            C[j][i] = (i + j) % 9;
    }
    reductions();
    lengths(0);
    lengths(1);
    lengths(N);
    timeloop();
    columns();
    elements();
    cube();
    return 0;
}
