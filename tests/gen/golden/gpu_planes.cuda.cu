/* kforge 0.1.0: tests/gen/gpu_planes.c for cuda, the device part: 2 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/gen/gpu_planes.c before line 17, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h> /* kforge: before the renaming below */
#include <math.h>
#define class kf_cxx_class
#define new kf_cxx_new
#define delete kf_cxx_delete
#define this kf_cxx_this
#define template kf_cxx_template
#define typename kf_cxx_typename
#define namespace kf_cxx_namespace
#define using kf_cxx_using
#define private kf_cxx_private
#define public kf_cxx_public
#define protected kf_cxx_protected
#define virtual kf_cxx_virtual
#define friend kf_cxx_friend
#define operator kf_cxx_operator
#define explicit kf_cxx_explicit
#define mutable kf_cxx_mutable
#define export kf_cxx_export
#include "gpu_planes.h"
#undef class
#undef new
#undef delete
#undef this
#undef template
#undef typename
#undef namespace
#undef using
#undef private
#undef public
#undef protected
#undef virtual
#undef friend
#undef operator
#undef explicit
#undef mutable
#undef export
/* end of tests/gen/gpu_planes.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void resid_L1(int n3, int n2, int n1, double *v, double *u, double *r)
{
    int i1 = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i3 = 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int i2 = 1 + (int)(blockIdx.z * blockDim.z + threadIdx.z);
    int kf_lo_i1 = (int)(blockIdx.x * blockDim.x), kf_hi_i1 = kf_lo_i1 + (int)blockDim.x - 1;
    if (kf_hi_i1 <= n1 - 1) {
        r[((i3 - 1) * (n2 - 2) + (i2 - 1)) * n1 + i1] = v[((i3 - 1) * (n2 - 2) + (i2 - 1)) * n1 + i1] - 0.5 * u[((i3 - 1) * (n2 - 2) + (i2 - 1)) * n1 + i1] -
                        0.25 * u[((i3 - 1) * (n2 - 2) + (i2 - 1)) * n1 + (n1 - 1 - i1)];
    } else if (i1 <= n1 - 1) {
        r[((i3 - 1) * (n2 - 2) + (i2 - 1)) * n1 + i1] = v[((i3 - 1) * (n2 - 2) + (i2 - 1)) * n1 + i1] - 0.5 * u[((i3 - 1) * (n2 - 2) + (i2 - 1)) * n1 + i1] -
                        0.25 * u[((i3 - 1) * (n2 - 2) + (i2 - 1)) * n1 + (n1 - 1 - i1)];
    }
}

extern "C" __global__ void smooth_L2(int n3, int n2, int n1, double *u, double *r)
{
    int i1 = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i3 = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int i2 = (int)(blockIdx.z * blockDim.z + threadIdx.z);
    int kf_lo_i1 = (int)(blockIdx.x * blockDim.x), kf_hi_i1 = kf_lo_i1 + (int)blockDim.x - 1;
    if (kf_hi_i1 <= n1 - 1) {
        u[(i3 * n2 + i2) * n1 + i1] += 0.1 * r[(i3 * n2 + i2) * n1 + i1];
    } else if (i1 <= n1 - 1) {
        u[(i3 * n2 + i2) * n1 + i1] += 0.1 * r[(i3 * n2 + i2) * n1 + i1];
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_resid_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n3, int n2, int n1, double *v, double *u, double *r)
{
    resid_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n3, n2, n1, v, u, r);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_smooth_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n3, int n2, int n1, double *u, double *r)
{
    smooth_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n3, n2, n1, u, r);
    return cudaPeekAtLastError();
}
