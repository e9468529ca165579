/* kforge 0.1.0: tests/realc/packloop.c for cuda, the device part: 4 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/realc/packloop.c before line 17, where the kernels' text was */
#include <stdio.h>
#define N 3000
#define T 4
/* end of tests/realc/packloop.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void steps_L1_1(int t, int k, float *a, float *rows)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= -t + 2999) {
        k = k + 2 * (i - (0));
        rows[t * 6008 + k++] = a[i] + (float)t;
        rows[t * 6008 + k++] = a[i] * 0.5f;
    }
}

extern "C" __global__ void steps_S4(int t, int k, float *rows, float *hdr)
{
    hdr[t] = rows[t * 6008 + k - 1];
}

extern "C" __global__ void side_by_side_L2(int n, int k, double *b, double *out, int m, double *o2)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 1) {
        /* side_by_side_L2, line 38 */
        {
            k = k + 2 * (i - (0));
            out[k++] = b[i] * 2.0;
            out[k++] = b[i] + 1.0;
        }
        /* side_by_side_L3, line 42 */
        {
            m = m + 3 * (i - (0));
            o2[m] = b[i] * 3.0;
            m += 3;
        }
    }
}

extern "C" __global__ void side_by_side_L4(int n, int k, double *b, double *d)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 1) {
        d[i] = b[i] + k;
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_steps_L1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int t, int k, float *a, float *rows)
{
    steps_L1_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(t, k, a, rows);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_steps_S4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int t, int k, float *rows, float *hdr)
{
    steps_S4<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(t, k, rows, hdr);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_side_by_side_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int k, double *b, double *out, int m, double *o2)
{
    side_by_side_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, k, b, out, m, o2);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_side_by_side_L4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int k, double *b, double *d)
{
    side_by_side_L4<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, k, b, d);
    return cudaPeekAtLastError();
}
