/* kforge 0.1.0: tests/gen/gpu_reduce.c for opencl; 15 kernels */
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

/* sums, a dot product with a float min (two operators in one loop), a 2-D
 * sum, max, min, an integer count, products */
/* kforge: OpenCL runtime and the kernels of this file */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>

#define KF_STR_(x) #x
#define KF_STR(x) KF_STR_(x)
/* the kernels, built at run time; the macros they use are the host's */
static const char kf_cl_source[] =
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable\n"
    "\n"
    "void kf_atomic_add_double(__global double *p, double v)\n"
    "{\n"
    "    volatile __global ulong *q = (volatile __global ulong *)p;\n"
    "    ulong old = *q, seen;\n"
    "    do {\n"
    "        seen = old;\n"
    "        old = atom_cmpxchg(q, seen, as_ulong(as_double(seen) + v));\n"
    "    } while (old != seen);\n"
    "}\n"
    "\n"
    "__kernel void reductions_L1(__global double *A, __global double *kf_red_sum)\n"
    "{\n"
    "    double sum = 0;\n"
    "    long kf_n0 = (long)(1000);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int i = (int)(kf_t);\n"
    "        sum += A[i];\n"
    "    }\n"
    "    kf_atomic_add_double(kf_red_sum, sum);\n"
    "}\n"
    "\n"
    "#define fminf fmin\n"
    "\n"
    "void kf_atomic_add_float(__global float *p, float v)\n"
    "{\n"
    "    volatile __global uint *q = (volatile __global uint *)p;\n"
    "    uint old = *q, seen;\n"
    "    do {\n"
    "        seen = old;\n"
    "        old = atomic_cmpxchg(q, seen, as_uint(as_float(seen) + v));\n"
    "    } while (old != seen);\n"
    "}\n"
    "\n"
    "void kf_atomic_min_float(__global float *p, float v)\n"
    "{\n"
    "    volatile __global uint *q = (volatile __global uint *)p;\n"
    "    uint old = *q, seen;\n"
    "    do {\n"
    "        seen = old;\n"
    "        old = atomic_cmpxchg(q, seen, as_uint((v < as_float(seen) ? v : as_float(seen))));\n"
    "    } while (old != seen);\n"
    "}\n"
    "\n"
    "__kernel void reductions_L2(__global float *X, __global float *Y, __global float *kf_red_dot, __global float *kf_red_fmn)\n"
    "{\n"
    "    float dot = 0;\n"
    "    float fmn = kf_red_fmn[0];\n"
    "    long kf_n0 = (long)(1000);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int i = (int)(kf_t);\n"
    "        dot += X[i] * Y[i];\n"
    "        fmn = fminf(fmn, X[i] - Y[i]);\n"
    "    }\n"
    "    kf_atomic_add_float(kf_red_dot, dot);\n"
    "    kf_atomic_min_float(kf_red_fmn, fmn);\n"
    "}\n"
    "\n"
    "__kernel void reductions_L3(__global double *C, __global double *kf_red_sum2d)\n"
    "{\n"
    "    double sum2d = 0;\n"
    "    long kf_n0 = (long)(37);\n"
    "    long kf_n1 = (long)(1000);\n"
    "    long kf_total = kf_n0 * kf_n1;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int i = (int)(kf_t / kf_n1);\n"
    "        int j = (int)(kf_t % kf_n1);\n"
    "        sum2d += C[i * 1000 + j] * 0.25;\n"
    "    }\n"
    "    kf_atomic_add_double(kf_red_sum2d, sum2d);\n"
    "}\n"
    "\n"
    "#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable\n"
    "\n"
    "void kf_atomic_max_double(__global double *p, double v)\n"
    "{\n"
    "    volatile __global ulong *q = (volatile __global ulong *)p;\n"
    "    ulong old = *q, seen;\n"
    "    do {\n"
    "        seen = old;\n"
    "        old = atom_cmpxchg(q, seen, as_ulong((v > as_double(seen) ? v : as_double(seen))));\n"
    "    } while (old != seen);\n"
    "}\n"
    "\n"
    "__kernel void reductions_L4(__global double *A, __global double *B, __global double *kf_red_mx)\n"
    "{\n"
    "    double mx = kf_red_mx[0];\n"
    "    long kf_n0 = (long)(1000);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int i = (int)(kf_t);\n"
    "        mx = fmax(mx, A[i] * B[i]);\n"
    "    }\n"
    "    kf_atomic_max_double(kf_red_mx, mx);\n"
    "}\n"
    "\n"
    "__kernel void reductions_L5(__global int *K, __global int *kf_red_mn)\n"
    "{\n"
    "    int mn = kf_red_mn[0];\n"
    "    long kf_n0 = (long)(1000);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int i = (int)(kf_t);\n"
    "        mn = K[i] < mn ? K[i] : mn;\n"
    "    }\n"
    "    atomic_min(kf_red_mn, mn);\n"
    "}\n"
    "\n"
    "__kernel void reductions_L6(__global int *K, __global int *kf_red_count)\n"
    "{\n"
    "    int count = 0;\n"
    "    long kf_n0 = (long)(1000);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int i = (int)(kf_t);\n"
    "        if (K[i] % 3 == 1)\n"
    "            count += 1;\n"
    "    }\n"
    "    atomic_add(kf_red_count, count);\n"
    "}\n"
    "\n"
    "#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable\n"
    "\n"
    "void kf_atomic_mul_double(__global double *p, double v)\n"
    "{\n"
    "    volatile __global ulong *q = (volatile __global ulong *)p;\n"
    "    ulong old = *q, seen;\n"
    "    do {\n"
    "        seen = old;\n"
    "        old = atom_cmpxchg(q, seen, as_ulong(as_double(seen) * v));\n"
    "    } while (old != seen);\n"
    "}\n"
    "\n"
    "__kernel void reductions_L7(__global double *B, __global double *kf_red_prod)\n"
    "{\n"
    "    double prod = 1;\n"
    "    long kf_n0 = (long)(1000);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int i = (int)(kf_t);\n"
    "        prod *= 1.0 + B[i] * 1e-4;\n"
    "    }\n"
    "    kf_atomic_mul_double(kf_red_prod, prod);\n"
    "}\n"
    "\n"
    "#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable\n"
    "\n"
    "void kf_atomic_add_long(__global long *p, long v)\n"
    "{\n"
    "    volatile __global ulong *q = (volatile __global ulong *)p;\n"
    "    ulong old = *q, seen;\n"
    "    do {\n"
    "        seen = old;\n"
    "        old = atom_cmpxchg(q, seen, as_ulong(as_long(seen) + v));\n"
    "    } while (old != seen);\n"
    "}\n"
    "\n"
    "__kernel void reductions_L8(__global int *K, __global long *kf_red_lsum)\n"
    "{\n"
    "    long lsum = 0;\n"
    "    long kf_n0 = (long)(1000);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int i = (int)(kf_t);\n"
    "        lsum += K[i] * 100000L;\n"
    "    }\n"
    "    kf_atomic_add_long(kf_red_lsum, lsum);\n"
    "}\n"
    "\n"
    "#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable\n"
    "\n"
    "void kf_atomic_mul_long(__global long *p, long v)\n"
    "{\n"
    "    volatile __global ulong *q = (volatile __global ulong *)p;\n"
    "    ulong old = *q, seen;\n"
    "    do {\n"
    "        seen = old;\n"
    "        old = atom_cmpxchg(q, seen, as_ulong(as_long(seen) * v));\n"
    "    } while (old != seen);\n"
    "}\n"
    "\n"
    "__kernel void reductions_L9(__global long *kf_red_lprod)\n"
    "{\n"
    "    long lprod = 1;\n"
    "    long kf_n0 = (long)(40);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int i = (int)(kf_t);\n"
    "        lprod *= 1 + i % 2;\n"
    "    }\n"
    "    kf_atomic_mul_long(kf_red_lprod, lprod);\n"
    "}\n"
    "\n"
    "__kernel void lengths_L10(int n, __global double *A, __global double *kf_red_s, __global double *kf_red_q)\n"
    "{\n"
    "    double s = 0;\n"
    "    double q = 0;\n"
    "    long kf_n0 = (long)(n);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int i = (int)(kf_t);\n"
    "        s += A[i];\n"
    "        q += A[i] * A[i];\n"
    "    }\n"
    "    kf_atomic_add_double(kf_red_s, s);\n"
    "    kf_atomic_add_double(kf_red_q, q);\n"
    "}\n"
    "\n"
    "__kernel void timeloop_L11_1(__global double *B, __global double *kf_red_s)\n"
    "{\n"
    "    double s = 0;\n"
    "    long kf_n0 = (long)(1000);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int i = (int)(kf_t);\n"
    "        s += B[i];\n"
    "    }\n"
    "    kf_atomic_add_double(kf_red_s, s);\n"
    "}\n"
    "\n"
    "__kernel void timeloop_L11_2(double s, __global double *B)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= 999) {\n"
    "        B[i] = B[i] * 0.5 + s * 1e-4;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void timeloop_S4(int t, double s, __global double *R)\n"
    "{\n"
    "    R[t] = s;\n"
    "}\n"
    "\n"
    "__kernel void columns_L12_1(int i, __global double *y, __global double *C, __global double *A)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    if (j <= 999) {\n"
    "        y[j] += C[i * 1000 + j] * A[j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void cube_L13(__global double *C, __global double *kf_red_s)\n"
    "{\n"
    "    double s = 0;\n"
    "    long kf_n0 = (long)(37);\n"
    "    long kf_n1 = (long)(28);\n"
    "    long kf_n2 = (long)(11);\n"
    "    long kf_total = kf_n0 * kf_n1 * kf_n2;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int i = 36 - (int)(kf_t / (kf_n1 * kf_n2));\n"
    "        int j = 2 + (int)(kf_t / kf_n2 % kf_n1);\n"
    "        int k = (int)(kf_t % kf_n2);\n"
    "        s += C[i * 1000 + j * 11 + k] * (i + 1) - j;\n"
    "    }\n"
    "    kf_atomic_add_double(kf_red_s, s);\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_reductions_L1;
static cl_kernel kf_cl_kernel_reductions_L2;
static cl_kernel kf_cl_kernel_reductions_L3;
static cl_kernel kf_cl_kernel_reductions_L4;
static cl_kernel kf_cl_kernel_reductions_L5;
static cl_kernel kf_cl_kernel_reductions_L6;
static cl_kernel kf_cl_kernel_reductions_L7;
static cl_kernel kf_cl_kernel_reductions_L8;
static cl_kernel kf_cl_kernel_reductions_L9;
static cl_kernel kf_cl_kernel_lengths_L10;
static cl_kernel kf_cl_kernel_timeloop_L11_1;
static cl_kernel kf_cl_kernel_timeloop_L11_2;
static cl_kernel kf_cl_kernel_timeloop_S4;
static cl_kernel kf_cl_kernel_columns_L12_1;
static cl_kernel kf_cl_kernel_cube_L13;
static struct {
    cl_context context;
    cl_command_queue queue;
    cl_program program;
} kf_cl;

static void kf_cl_check(cl_int err, const char *call, int line)
{
    if (err != CL_SUCCESS) {
        fprintf(stderr, "tests/gen/gpu_reduce.c:%d: %s failed: OpenCL error %d\n", line, call, (int)err);
        exit(EXIT_FAILURE);
    }
}

static void kf_cl_init(int line)
{
    if (kf_cl.program) {
        return;
    }
    cl_platform_id platforms[16];
    cl_device_id device = NULL;
    cl_uint np = 0;
    cl_int err;
    kf_cl_check(clGetPlatformIDs(16, platforms, &np), "clGetPlatformIDs", line);
    for (cl_uint i = 0; i < np && !device; i++) {
        clGetDeviceIDs(platforms[i], CL_DEVICE_TYPE_ALL, 1, &device, NULL);
    }
    if (!device) {
        kf_cl_check(CL_DEVICE_NOT_FOUND, "clGetDeviceIDs", line);
    }
    kf_cl.context = clCreateContext(NULL, 1, &device, NULL, NULL, &err);
    kf_cl_check(err, "clCreateContext", line);
    kf_cl.queue = clCreateCommandQueue(kf_cl.context, device, 0, &err);
    kf_cl_check(err, "clCreateCommandQueue", line);
    const char *src = kf_cl_source;
    kf_cl.program = clCreateProgramWithSource(kf_cl.context, 1, &src, NULL, &err);
    kf_cl_check(err, "clCreateProgramWithSource", line);
    if (clBuildProgram(kf_cl.program, 1, &device, "", NULL, NULL) != CL_SUCCESS) {
        char log[16384] = "";
        clGetProgramBuildInfo(kf_cl.program, device, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
        fprintf(stderr, "tests/gen/gpu_reduce.c:%d: clBuildProgram failed:\n%s\n", line, log);
        exit(EXIT_FAILURE);
    }
    kf_cl_kernel_reductions_L1 = clCreateKernel(kf_cl.program, "reductions_L1", &err);
    kf_cl_check(err, "clCreateKernel(reductions_L1)", line);
    kf_cl_kernel_reductions_L2 = clCreateKernel(kf_cl.program, "reductions_L2", &err);
    kf_cl_check(err, "clCreateKernel(reductions_L2)", line);
    kf_cl_kernel_reductions_L3 = clCreateKernel(kf_cl.program, "reductions_L3", &err);
    kf_cl_check(err, "clCreateKernel(reductions_L3)", line);
    kf_cl_kernel_reductions_L4 = clCreateKernel(kf_cl.program, "reductions_L4", &err);
    kf_cl_check(err, "clCreateKernel(reductions_L4)", line);
    kf_cl_kernel_reductions_L5 = clCreateKernel(kf_cl.program, "reductions_L5", &err);
    kf_cl_check(err, "clCreateKernel(reductions_L5)", line);
    kf_cl_kernel_reductions_L6 = clCreateKernel(kf_cl.program, "reductions_L6", &err);
    kf_cl_check(err, "clCreateKernel(reductions_L6)", line);
    kf_cl_kernel_reductions_L7 = clCreateKernel(kf_cl.program, "reductions_L7", &err);
    kf_cl_check(err, "clCreateKernel(reductions_L7)", line);
    kf_cl_kernel_reductions_L8 = clCreateKernel(kf_cl.program, "reductions_L8", &err);
    kf_cl_check(err, "clCreateKernel(reductions_L8)", line);
    kf_cl_kernel_reductions_L9 = clCreateKernel(kf_cl.program, "reductions_L9", &err);
    kf_cl_check(err, "clCreateKernel(reductions_L9)", line);
    kf_cl_kernel_lengths_L10 = clCreateKernel(kf_cl.program, "lengths_L10", &err);
    kf_cl_check(err, "clCreateKernel(lengths_L10)", line);
    kf_cl_kernel_timeloop_L11_1 = clCreateKernel(kf_cl.program, "timeloop_L11_1", &err);
    kf_cl_check(err, "clCreateKernel(timeloop_L11_1)", line);
    kf_cl_kernel_timeloop_L11_2 = clCreateKernel(kf_cl.program, "timeloop_L11_2", &err);
    kf_cl_check(err, "clCreateKernel(timeloop_L11_2)", line);
    kf_cl_kernel_timeloop_S4 = clCreateKernel(kf_cl.program, "timeloop_S4", &err);
    kf_cl_check(err, "clCreateKernel(timeloop_S4)", line);
    kf_cl_kernel_columns_L12_1 = clCreateKernel(kf_cl.program, "columns_L12_1", &err);
    kf_cl_check(err, "clCreateKernel(columns_L12_1)", line);
    kf_cl_kernel_cube_L13 = clCreateKernel(kf_cl.program, "cube_L13", &err);
    kf_cl_check(err, "clCreateKernel(cube_L13)", line);
}

static cl_mem kf_cl_alloc(size_t bytes, int line)
{
    cl_int err;
    cl_mem m = clCreateBuffer(kf_cl.context, CL_MEM_READ_WRITE, bytes ? bytes : 1, NULL, &err);
    kf_cl_check(err, "clCreateBuffer", line);
    return m;
}

static void kf_cl_write(cl_mem to, const void *from, size_t bytes, int line)
{
    if (bytes) {
        kf_cl_check(clEnqueueWriteBuffer(kf_cl.queue, to, CL_TRUE, 0, bytes, from, 0, NULL, NULL),
                    "clEnqueueWriteBuffer", line);
    }
}

static void kf_cl_read(void *to, cl_mem from, size_t bytes, int line)
{
    if (bytes) {
        kf_cl_check(clEnqueueReadBuffer(kf_cl.queue, from, CL_TRUE, 0, bytes, to, 0, NULL, NULL),
                    "clEnqueueReadBuffer", line);
    }
}

static void kf_cl_arg(cl_kernel k, cl_uint i, size_t size, const void *value, int line)
{
    kf_cl_check(clSetKernelArg(k, i, size, value), "clSetKernelArg", line);
}

static void kf_cl_free_20(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 20);
}

static void kf_cl_free_56(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 56);
}

static void kf_cl_free_70(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 70);
}

static void kf_cl_free_89(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 89);
}

static void kf_cl_free_101(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 101);
}

static void reductions(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(20);
    const size_t A_bytes = (size_t)1000 * sizeof A[0];
    cl_mem A_dev __attribute__((cleanup(kf_cl_free_20))) = kf_cl_alloc(A_bytes, 20);
    const size_t X_bytes = (size_t)1000 * sizeof X[0];
    cl_mem X_dev __attribute__((cleanup(kf_cl_free_20))) = kf_cl_alloc(X_bytes, 20);
    const size_t Y_bytes = (size_t)1000 * sizeof Y[0];
    cl_mem Y_dev __attribute__((cleanup(kf_cl_free_20))) = kf_cl_alloc(Y_bytes, 20);
    const size_t C_bytes = (size_t)37 * sizeof C[0];
    cl_mem C_dev __attribute__((cleanup(kf_cl_free_20))) = kf_cl_alloc(C_bytes, 20);
    const size_t B_bytes = (size_t)1000 * sizeof B[0];
    cl_mem B_dev __attribute__((cleanup(kf_cl_free_20))) = kf_cl_alloc(B_bytes, 20);
    const size_t K_bytes = (size_t)1000 * sizeof K[0];
    cl_mem K_dev __attribute__((cleanup(kf_cl_free_20))) = kf_cl_alloc(K_bytes, 20);
    double sum = 0.5, sum2d = 0, mx = -1e300, prod = 1;
    float dot = 0, fmn = 1e30f;
    int count = 0, mn = 1 << 30;
    long lsum = 7, lprod = 1;
#pragma scop
    {
        kf_cl_init(26);
        cl_mem kf_red_reductions_L1_sum = kf_cl_alloc(1 * sizeof(double), 26);
        cl_mem kf_red_reductions_L2_dot = kf_cl_alloc(1 * sizeof(float), 26);
        cl_mem kf_red_reductions_L2_fmn = kf_cl_alloc(1 * sizeof(float), 26);
        cl_mem kf_red_reductions_L3_sum2d = kf_cl_alloc(1 * sizeof(double), 26);
        cl_mem kf_red_reductions_L4_mx = kf_cl_alloc(1 * sizeof(double), 26);
        cl_mem kf_red_reductions_L5_mn = kf_cl_alloc(1 * sizeof(int), 26);
        cl_mem kf_red_reductions_L6_count = kf_cl_alloc(1 * sizeof(int), 26);
        cl_mem kf_red_reductions_L7_prod = kf_cl_alloc(1 * sizeof(double), 26);
        cl_mem kf_red_reductions_L8_lsum = kf_cl_alloc(1 * sizeof(long), 26);
        cl_mem kf_red_reductions_L9_lprod = kf_cl_alloc(1 * sizeof(long), 26);
        kf_cl_write(A_dev, A, A_bytes, 26);
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_reductions_L1_sum, &sum, sizeof sum, 26);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_reductions_L1, 0, sizeof A_dev, &A_dev, 26);
            kf_cl_arg(kf_cl_kernel_reductions_L1, 1, sizeof kf_red_reductions_L1_sum, &kf_red_reductions_L1_sum, 26);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_reductions_L1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(reductions_L1)", 26);
            kf_cl_read(&sum, kf_red_reductions_L1_sum, sizeof sum, 26);
        }
        kf_cl_write(X_dev, X, X_bytes, 28);
        kf_cl_write(Y_dev, Y, Y_bytes, 28);
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_reductions_L2_dot, &dot, sizeof dot, 28);
            kf_cl_write(kf_red_reductions_L2_fmn, &fmn, sizeof fmn, 28);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_reductions_L2, 0, sizeof X_dev, &X_dev, 28);
            kf_cl_arg(kf_cl_kernel_reductions_L2, 1, sizeof Y_dev, &Y_dev, 28);
            kf_cl_arg(kf_cl_kernel_reductions_L2, 2, sizeof kf_red_reductions_L2_dot, &kf_red_reductions_L2_dot, 28);
            kf_cl_arg(kf_cl_kernel_reductions_L2, 3, sizeof kf_red_reductions_L2_fmn, &kf_red_reductions_L2_fmn, 28);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_reductions_L2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(reductions_L2)", 28);
            kf_cl_read(&dot, kf_red_reductions_L2_dot, sizeof dot, 28);
            kf_cl_read(&fmn, kf_red_reductions_L2_fmn, sizeof fmn, 28);
        }
        kf_cl_write(C_dev, C, C_bytes, 32);
        if (37 > 0 && 1000 > 0) {
            size_t kf_total = (size_t)(37) * (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_reductions_L3_sum2d, &sum2d, sizeof sum2d, 32);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_reductions_L3, 0, sizeof C_dev, &C_dev, 32);
            kf_cl_arg(kf_cl_kernel_reductions_L3, 1, sizeof kf_red_reductions_L3_sum2d, &kf_red_reductions_L3_sum2d, 32);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_reductions_L3, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(reductions_L3)", 32);
            kf_cl_read(&sum2d, kf_red_reductions_L3_sum2d, sizeof sum2d, 32);
        }
        kf_cl_write(B_dev, B, B_bytes, 35);
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_reductions_L4_mx, &mx, sizeof mx, 35);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_reductions_L4, 0, sizeof A_dev, &A_dev, 35);
            kf_cl_arg(kf_cl_kernel_reductions_L4, 1, sizeof B_dev, &B_dev, 35);
            kf_cl_arg(kf_cl_kernel_reductions_L4, 2, sizeof kf_red_reductions_L4_mx, &kf_red_reductions_L4_mx, 35);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_reductions_L4, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(reductions_L4)", 35);
            kf_cl_read(&mx, kf_red_reductions_L4_mx, sizeof mx, 35);
        }
        kf_cl_write(K_dev, K, K_bytes, 37);
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_reductions_L5_mn, &mn, sizeof mn, 37);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_reductions_L5, 0, sizeof K_dev, &K_dev, 37);
            kf_cl_arg(kf_cl_kernel_reductions_L5, 1, sizeof kf_red_reductions_L5_mn, &kf_red_reductions_L5_mn, 37);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_reductions_L5, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(reductions_L5)", 37);
            kf_cl_read(&mn, kf_red_reductions_L5_mn, sizeof mn, 37);
        }
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_reductions_L6_count, &count, sizeof count, 39);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_reductions_L6, 0, sizeof K_dev, &K_dev, 39);
            kf_cl_arg(kf_cl_kernel_reductions_L6, 1, sizeof kf_red_reductions_L6_count, &kf_red_reductions_L6_count, 39);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_reductions_L6, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(reductions_L6)", 39);
            kf_cl_read(&count, kf_red_reductions_L6_count, sizeof count, 39);
        }
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_reductions_L7_prod, &prod, sizeof prod, 42);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_reductions_L7, 0, sizeof B_dev, &B_dev, 42);
            kf_cl_arg(kf_cl_kernel_reductions_L7, 1, sizeof kf_red_reductions_L7_prod, &kf_red_reductions_L7_prod, 42);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_reductions_L7, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(reductions_L7)", 42);
            kf_cl_read(&prod, kf_red_reductions_L7_prod, sizeof prod, 42);
        }
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_reductions_L8_lsum, &lsum, sizeof lsum, 44);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_reductions_L8, 0, sizeof K_dev, &K_dev, 44);
            kf_cl_arg(kf_cl_kernel_reductions_L8, 1, sizeof kf_red_reductions_L8_lsum, &kf_red_reductions_L8_lsum, 44);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_reductions_L8, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(reductions_L8)", 44);
            kf_cl_read(&lsum, kf_red_reductions_L8_lsum, sizeof lsum, 44);
        }
        if (40 > 0) {
            size_t kf_total = (size_t)(40);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_reductions_L9_lprod, &lprod, sizeof lprod, 46);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_reductions_L9, 0, sizeof kf_red_reductions_L9_lprod, &kf_red_reductions_L9_lprod, 46);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_reductions_L9, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(reductions_L9)", 46);
            kf_cl_read(&lprod, kf_red_reductions_L9_lprod, sizeof lprod, 46);
        }
        kf_cl_check(clReleaseMemObject(kf_red_reductions_L1_sum), "clReleaseMemObject", 47);
        kf_cl_check(clReleaseMemObject(kf_red_reductions_L2_dot), "clReleaseMemObject", 47);
        kf_cl_check(clReleaseMemObject(kf_red_reductions_L2_fmn), "clReleaseMemObject", 47);
        kf_cl_check(clReleaseMemObject(kf_red_reductions_L3_sum2d), "clReleaseMemObject", 47);
        kf_cl_check(clReleaseMemObject(kf_red_reductions_L4_mx), "clReleaseMemObject", 47);
        kf_cl_check(clReleaseMemObject(kf_red_reductions_L5_mn), "clReleaseMemObject", 47);
        kf_cl_check(clReleaseMemObject(kf_red_reductions_L6_count), "clReleaseMemObject", 47);
        kf_cl_check(clReleaseMemObject(kf_red_reductions_L7_prod), "clReleaseMemObject", 47);
        kf_cl_check(clReleaseMemObject(kf_red_reductions_L8_lsum), "clReleaseMemObject", 47);
        kf_cl_check(clReleaseMemObject(kf_red_reductions_L9_lprod), "clReleaseMemObject", 47);
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
    kf_cl_init(56);
    const size_t A_bytes = (size_t)1000 * sizeof A[0];
    cl_mem A_dev __attribute__((cleanup(kf_cl_free_56))) = kf_cl_alloc(A_bytes, 56);
    double s = 3, q = 1;
#pragma scop
    {
        kf_cl_init(59);
        cl_mem kf_red_lengths_L10_s = kf_cl_alloc(1 * sizeof(double), 59);
        cl_mem kf_red_lengths_L10_q = kf_cl_alloc(1 * sizeof(double), 59);
        kf_cl_write(A_dev, A, A_bytes, 59);
        if (n > 0) {
            size_t kf_total = (size_t)(n);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_lengths_L10_s, &s, sizeof s, 59);
            kf_cl_write(kf_red_lengths_L10_q, &q, sizeof q, 59);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_lengths_L10, 0, sizeof n, &n, 59);
            kf_cl_arg(kf_cl_kernel_lengths_L10, 1, sizeof A_dev, &A_dev, 59);
            kf_cl_arg(kf_cl_kernel_lengths_L10, 2, sizeof kf_red_lengths_L10_s, &kf_red_lengths_L10_s, 59);
            kf_cl_arg(kf_cl_kernel_lengths_L10, 3, sizeof kf_red_lengths_L10_q, &kf_red_lengths_L10_q, 59);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_lengths_L10, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(lengths_L10)", 59);
            kf_cl_read(&s, kf_red_lengths_L10_s, sizeof s, 59);
            kf_cl_read(&q, kf_red_lengths_L10_q, sizeof q, 59);
        }
        kf_cl_check(clReleaseMemObject(kf_red_lengths_L10_s), "clReleaseMemObject", 62);
        kf_cl_check(clReleaseMemObject(kf_red_lengths_L10_q), "clReleaseMemObject", 62);
    }
#pragma endscop
    printf("n %d: s %.10g q %.10g\n", n, s, q);
}

/* a reduction inside a sequential time loop: the host loop launches it,
 * sets the scalar before it and reads it after it */
static void timeloop(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(70);
    const size_t B_bytes = (size_t)1000 * sizeof B[0];
    cl_mem B_dev __attribute__((cleanup(kf_cl_free_70))) = kf_cl_alloc(B_bytes, 70);
    const size_t R_bytes = (size_t)5 * sizeof R[0];
    cl_mem R_dev __attribute__((cleanup(kf_cl_free_70))) = kf_cl_alloc(R_bytes, 70);
    double s = 0;
#pragma scop
    {
        kf_cl_init(73);
        cl_mem kf_red_timeloop_L11_1_s = kf_cl_alloc(1 * sizeof(double), 73);
        kf_cl_write(B_dev, B, B_bytes, 73);
        kf_cl_write(R_dev, R, R_bytes, 73);
        for (int t = 0; t < T; t++) {
            s = t;
            if (1000 > 0) {
                size_t kf_total = (size_t)(1000);
                size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
                kf_cl_write(kf_red_timeloop_L11_1_s, &s, sizeof s, 75);
                size_t kf_local[1] = {256};
                size_t kf_global[1] = {kf_groups * 256};
                kf_cl_arg(kf_cl_kernel_timeloop_L11_1, 0, sizeof B_dev, &B_dev, 75);
                kf_cl_arg(kf_cl_kernel_timeloop_L11_1, 1, sizeof kf_red_timeloop_L11_1_s, &kf_red_timeloop_L11_1_s, 75);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_timeloop_L11_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(timeloop_L11_1)", 75);
                kf_cl_read(&s, kf_red_timeloop_L11_1_s, sizeof s, 75);
            }
            if (1000 > 0) {
                size_t kf_local[1] = {256};
                size_t kf_global[1] = {(size_t)(1000 + 255) / 256 * 256};
                kf_cl_arg(kf_cl_kernel_timeloop_L11_2, 0, sizeof s, &s, 77);
                kf_cl_arg(kf_cl_kernel_timeloop_L11_2, 1, sizeof B_dev, &B_dev, 77);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_timeloop_L11_2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(timeloop_L11_2)", 77);
            }
            {
                size_t kf_local[1] = {1};
                size_t kf_global[1] = {1};
                kf_cl_arg(kf_cl_kernel_timeloop_S4, 0, sizeof t, &t, 79);
                kf_cl_arg(kf_cl_kernel_timeloop_S4, 1, sizeof s, &s, 79);
                kf_cl_arg(kf_cl_kernel_timeloop_S4, 2, sizeof R_dev, &R_dev, 79);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_timeloop_S4, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(timeloop_S4)", 79);
            }
        }
        kf_cl_read(B, B_dev, B_bytes, 73);
        kf_cl_read(R, R_dev, R_bytes, 73);
        kf_cl_check(clReleaseMemObject(kf_red_timeloop_L11_1_s), "clReleaseMemObject", 80);
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
    kf_cl_init(89);
    const size_t y_bytes = (size_t)1000 * sizeof y[0];
    cl_mem y_dev __attribute__((cleanup(kf_cl_free_89))) = kf_cl_alloc(y_bytes, 89);
    const size_t C_bytes = (size_t)37 * sizeof C[0];
    cl_mem C_dev __attribute__((cleanup(kf_cl_free_89))) = kf_cl_alloc(C_bytes, 89);
    const size_t A_bytes = (size_t)1000 * sizeof A[0];
    cl_mem A_dev __attribute__((cleanup(kf_cl_free_89))) = kf_cl_alloc(A_bytes, 89);
#pragma scop
    {
        kf_cl_init(91);
        kf_cl_write(y_dev, y, y_bytes, 91);
        kf_cl_write(C_dev, C, C_bytes, 91);
        kf_cl_write(A_dev, A, A_bytes, 91);
        for (int i = 0; i < M; i++) {
            if (1000 > 0) {
                size_t kf_local[1] = {256};
                size_t kf_global[1] = {(size_t)(1000 + 255) / 256 * 256};
                kf_cl_arg(kf_cl_kernel_columns_L12_1, 0, sizeof i, &i, 92);
                kf_cl_arg(kf_cl_kernel_columns_L12_1, 1, sizeof y_dev, &y_dev, 92);
                kf_cl_arg(kf_cl_kernel_columns_L12_1, 2, sizeof C_dev, &C_dev, 92);
                kf_cl_arg(kf_cl_kernel_columns_L12_1, 3, sizeof A_dev, &A_dev, 92);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_columns_L12_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(columns_L12_1)", 92);
            }
        }
        kf_cl_read(y, y_dev, y_bytes, 91);
    }
#pragma endscop
    printf("y %.10g %.10g %.10g\n", y[0], y[N / 2], y[N - 1]);
}

/* three loops folded into one iteration space, one of them counting down
 * and one not starting at 0 */
static void cube(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(101);
    const size_t C_bytes = (size_t)37 * sizeof C[0];
    cl_mem C_dev __attribute__((cleanup(kf_cl_free_101))) = kf_cl_alloc(C_bytes, 101);
    double s = 0;
#pragma scop
    {
        kf_cl_init(104);
        cl_mem kf_red_cube_L13_s = kf_cl_alloc(1 * sizeof(double), 104);
        kf_cl_write(C_dev, C, C_bytes, 104);
        if (37 > 0 && 28 > 0 && 11 > 0) {
            size_t kf_total = (size_t)(37) * (size_t)(28) * (size_t)(11);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_cube_L13_s, &s, sizeof s, 104);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_cube_L13, 0, sizeof C_dev, &C_dev, 104);
            kf_cl_arg(kf_cl_kernel_cube_L13, 1, sizeof kf_red_cube_L13_s, &kf_red_cube_L13_s, 104);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_cube_L13, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(cube_L13)", 104);
            kf_cl_read(&s, kf_red_cube_L13_s, sizeof s, 104);
        }
        kf_cl_check(clReleaseMemObject(kf_red_cube_L13_s), "clReleaseMemObject", 107);
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
    cube();
    return 0;
}
