/* kforge 0.1.0: tests/gen/gpu_wave_decl.c for cuda, the device part: 2 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/gen/gpu_wave_decl.c before line 17, where the kernels' text was */
#include <stdio.h>
#define N 200
#define T 20
/* end of tests/gen/gpu_wave_decl.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void sweep_L1(int i, double *A)
{
    int t = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (t <= 19) {
        int kf_w = i;
        i = (kf_w - 2 * t);
        if (i >= 1 && i <= 198) {
                    for (int j = 1; j < N - 1; j++) {
                        double s = A[(i - 1) * 200 + j - 1] + A[(i - 1) * 200 + j] + A[(i - 1) * 200 + j + 1] + A[i * 200 + j - 1] +
                                   A[i * 200 + j] + A[i * 200 + j + 1] + A[(i + 1) * 200 + j - 1] + A[(i + 1) * 200 + j] + A[(i + 1) * 200 + j + 1];
                        A[i * 200 + j] = s / 9.0;
                    }
        }
    }
}

extern "C" __global__ void sweep_top_L2(int i, double *B)
{
    int t = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    double s;
    if (t <= 19) {
        int kf_w = i;
        i = (kf_w - 2 * t);
        if (i >= 1 && i <= 198) {
                    for (int j = 1; j < N - 1; j++) {
                        s = B[(i - 1) * 200 + j] + B[i * 200 + j - 1] + B[i * 200 + j] + B[i * 200 + j + 1] + B[(i + 1) * 200 + j];
                        B[i * 200 + j] = s / 5.0;
                    }
        }
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_sweep_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, double *A)
{
    sweep_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(i, A);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_sweep_top_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, double *B)
{
    sweep_top_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(i, B);
    return cudaPeekAtLastError();
}
