/* kforge 0.1.0: tests/kernels/ludcmp.c for opencl; 6 kernels */
/*
 * ludcmp.c: solves A x = b by LU decomposition (Doolittle, row by row,
 * no pivoting) followed by forward substitution (L y = b, unit L) and
 * back substitution (U x = y).  b is A times the vector v[j] = 1 + j / n,
 * so x comes out close to v.
 *
 * Style: C99 VLA parameters (double), a scalar temporary w declared
 * outside the scop, a decrementing loop (back substitution).
 * A is diagonally dominant, so no pivoting is needed.
 * Default N=100.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=1500
 *
 * kforge-expect: L1 i sequential
 * kforge-expect: L1.1 j sequential
 * kforge-expect: L1.1.1 k reduction
 * kforge-expect: L1.2 j parallel
 * kforge-expect: L1.2.1 k reduction
 * kforge-expect: L2 i sequential
 * kforge-expect: L2.1 j reduction
 * kforge-expect: L3 i sequential
 * kforge-expect: L3.1 j reduction
 * kforge-expect-note: L1.1 (the L part of row i, j < i) reads A[i][k] for
 *   k < j, written by earlier iterations of L1.1.  L1.2 (the U part,
 *   j >= i) reads A[i][k] for k < i, which only L1.1 writes, so its
 *   iterations are independent once w is privatised.
 * kforge-expect-note: L3 runs i downwards and reads x[j] for j > i,
 *   computed by earlier (larger i) iterations.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 100
#endif

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
    "__kernel void kernel_ludcmp_L1_1_1(int i, int n, int j, __global double *A, __global double *kf_red_w, __global double *kf_part_w)\n"
    "{\n"
    "    __local double kf_sh_w[256];\n"
    "    double w = 0;\n"
    "    long kf_n0 = (long)(j);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int k = (int)(kf_t);\n"
    "        w -= A[i * n + k] * A[k * n + j];\n"
    "    }\n"
    "    kf_sh_w[get_local_id(0)] = w;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (int kf_o = 128; kf_o > 0; kf_o /= 2) {\n"
    "        if (get_local_id(0) < kf_o) {\n"
    "            kf_sh_w[get_local_id(0)] = kf_sh_w[get_local_id(0)] + kf_sh_w[get_local_id(0) + kf_o];\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (get_local_id(0) == 0) {\n"
    "        kf_part_w[get_group_id(0)] = kf_sh_w[0];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void kernel_ludcmp_L1_1_1_fin(__global double *kf_part_w, int kf_ngroups, __global double *kf_red_w)\n"
    "{\n"
    "    double kf_v_w = kf_red_w[0];\n"
    "    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {\n"
    "        kf_v_w = kf_v_w + kf_part_w[kf_g];\n"
    "    }\n"
    "    kf_red_w[0] = kf_v_w;\n"
    "}\n"
    "\n"
    "__kernel void kernel_ludcmp_S3(int i, int n, int j, __global double *A, double w)\n"
    "{\n"
    "    A[i * n + j] = w / A[j * n + j];\n"
    "}\n"
    "\n"
    "__kernel void kernel_ludcmp_L2_1(int n, __global double *A, int i, __global double *y, __global double *kf_red_w, __global double *kf_part_w)\n"
    "{\n"
    "    __local double kf_sh_w[256];\n"
    "    double w = 0;\n"
    "    long kf_n0 = (long)(i);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int j = (int)(kf_t);\n"
    "        w -= A[i * n + j] * y[j];\n"
    "    }\n"
    "    kf_sh_w[get_local_id(0)] = w;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (int kf_o = 128; kf_o > 0; kf_o /= 2) {\n"
    "        if (get_local_id(0) < kf_o) {\n"
    "            kf_sh_w[get_local_id(0)] = kf_sh_w[get_local_id(0)] + kf_sh_w[get_local_id(0) + kf_o];\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (get_local_id(0) == 0) {\n"
    "        kf_part_w[get_group_id(0)] = kf_sh_w[0];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void kernel_ludcmp_L2_1_fin(__global double *kf_part_w, int kf_ngroups, __global double *kf_red_w)\n"
    "{\n"
    "    double kf_v_w = kf_red_w[0];\n"
    "    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {\n"
    "        kf_v_w = kf_v_w + kf_part_w[kf_g];\n"
    "    }\n"
    "    kf_red_w[0] = kf_v_w;\n"
    "}\n"
    "\n"
    "__kernel void kernel_ludcmp_S9(double w, int i, __global double *y)\n"
    "{\n"
    "    y[i] = w;\n"
    "}\n"
    "\n"
    "__kernel void kernel_ludcmp_L3_1(int n, __global double *A, int i, __global double *x, __global double *kf_red_w, __global double *kf_part_w)\n"
    "{\n"
    "    __local double kf_sh_w[256];\n"
    "    double w = 0;\n"
    "    long kf_n0 = (long)(n - i - 1);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int j = i + 1 + (int)(kf_t);\n"
    "        w -= A[i * n + j] * x[j];\n"
    "    }\n"
    "    kf_sh_w[get_local_id(0)] = w;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (int kf_o = 128; kf_o > 0; kf_o /= 2) {\n"
    "        if (get_local_id(0) < kf_o) {\n"
    "            kf_sh_w[get_local_id(0)] = kf_sh_w[get_local_id(0)] + kf_sh_w[get_local_id(0) + kf_o];\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (get_local_id(0) == 0) {\n"
    "        kf_part_w[get_group_id(0)] = kf_sh_w[0];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void kernel_ludcmp_L3_1_fin(__global double *kf_part_w, int kf_ngroups, __global double *kf_red_w)\n"
    "{\n"
    "    double kf_v_w = kf_red_w[0];\n"
    "    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {\n"
    "        kf_v_w = kf_v_w + kf_part_w[kf_g];\n"
    "    }\n"
    "    kf_red_w[0] = kf_v_w;\n"
    "}\n"
    "\n"
    "__kernel void kernel_ludcmp_S12(int n, __global double *A, double w, int i, __global double *x)\n"
    "{\n"
    "    x[i] = w / A[i * n + i];\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_kernel_ludcmp_L1_1_1;
static cl_kernel kf_cl_kernel_kernel_ludcmp_L1_1_1_fin;
static cl_kernel kf_cl_kernel_kernel_ludcmp_S3;
static cl_kernel kf_cl_kernel_kernel_ludcmp_L2_1;
static cl_kernel kf_cl_kernel_kernel_ludcmp_L2_1_fin;
static cl_kernel kf_cl_kernel_kernel_ludcmp_S9;
static cl_kernel kf_cl_kernel_kernel_ludcmp_L3_1;
static cl_kernel kf_cl_kernel_kernel_ludcmp_L3_1_fin;
static cl_kernel kf_cl_kernel_kernel_ludcmp_S12;
static struct {
    cl_context context;
    cl_command_queue queue;
    cl_program program;
} kf_cl;

static void kf_cl_check(cl_int err, const char *call, int line)
{
    if (err != CL_SUCCESS) {
        fprintf(stderr, "tests/kernels/ludcmp.c:%d: %s failed: OpenCL error %d\n", line, call, (int)err);
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
        fprintf(stderr, "tests/kernels/ludcmp.c:%d: clBuildProgram failed:\n%s\n", line, log);
        exit(EXIT_FAILURE);
    }
    kf_cl_kernel_kernel_ludcmp_L1_1_1 = clCreateKernel(kf_cl.program, "kernel_ludcmp_L1_1_1", &err);
    kf_cl_check(err, "clCreateKernel(kernel_ludcmp_L1_1_1)", line);
    kf_cl_kernel_kernel_ludcmp_L1_1_1_fin = clCreateKernel(kf_cl.program, "kernel_ludcmp_L1_1_1_fin", &err);
    kf_cl_check(err, "clCreateKernel(kernel_ludcmp_L1_1_1_fin)", line);
    kf_cl_kernel_kernel_ludcmp_S3 = clCreateKernel(kf_cl.program, "kernel_ludcmp_S3", &err);
    kf_cl_check(err, "clCreateKernel(kernel_ludcmp_S3)", line);
    kf_cl_kernel_kernel_ludcmp_L2_1 = clCreateKernel(kf_cl.program, "kernel_ludcmp_L2_1", &err);
    kf_cl_check(err, "clCreateKernel(kernel_ludcmp_L2_1)", line);
    kf_cl_kernel_kernel_ludcmp_L2_1_fin = clCreateKernel(kf_cl.program, "kernel_ludcmp_L2_1_fin", &err);
    kf_cl_check(err, "clCreateKernel(kernel_ludcmp_L2_1_fin)", line);
    kf_cl_kernel_kernel_ludcmp_S9 = clCreateKernel(kf_cl.program, "kernel_ludcmp_S9", &err);
    kf_cl_check(err, "clCreateKernel(kernel_ludcmp_S9)", line);
    kf_cl_kernel_kernel_ludcmp_L3_1 = clCreateKernel(kf_cl.program, "kernel_ludcmp_L3_1", &err);
    kf_cl_check(err, "clCreateKernel(kernel_ludcmp_L3_1)", line);
    kf_cl_kernel_kernel_ludcmp_L3_1_fin = clCreateKernel(kf_cl.program, "kernel_ludcmp_L3_1_fin", &err);
    kf_cl_check(err, "clCreateKernel(kernel_ludcmp_L3_1_fin)", line);
    kf_cl_kernel_kernel_ludcmp_S12 = clCreateKernel(kf_cl.program, "kernel_ludcmp_S12", &err);
    kf_cl_check(err, "clCreateKernel(kernel_ludcmp_S12)", line);
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

static void kf_cl_free_39(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 39);
}

static void kernel_ludcmp(int n, double A[n][n], double b[n], double x[n],
			  double y[n])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(39);
	const size_t A_bytes = (size_t)n * sizeof A[0];
	cl_mem A_dev __attribute__((cleanup(kf_cl_free_39))) = kf_cl_alloc(A_bytes, 39);
	const size_t y_bytes = (size_t)n * sizeof y[0];
	cl_mem y_dev __attribute__((cleanup(kf_cl_free_39))) = kf_cl_alloc(y_bytes, 39);
	const size_t x_bytes = (size_t)n * sizeof x[0];
	cl_mem x_dev __attribute__((cleanup(kf_cl_free_39))) = kf_cl_alloc(x_bytes, 39);
	double w;

#pragma scop
	{
	    kf_cl_init(43);
	    cl_mem kf_red_kernel_ludcmp_L1_1_1_w = kf_cl_alloc(1 * sizeof(double), 43);
	    cl_mem kf_part_kernel_ludcmp_L1_1_1_w = kf_cl_alloc(256 * sizeof(double), 43);
	    cl_mem kf_red_kernel_ludcmp_L2_1_w = kf_cl_alloc(1 * sizeof(double), 43);
	    cl_mem kf_part_kernel_ludcmp_L2_1_w = kf_cl_alloc(256 * sizeof(double), 43);
	    cl_mem kf_red_kernel_ludcmp_L3_1_w = kf_cl_alloc(1 * sizeof(double), 43);
	    cl_mem kf_part_kernel_ludcmp_L3_1_w = kf_cl_alloc(256 * sizeof(double), 43);
	    kf_cl_write(A_dev, A, A_bytes, 43);
	    for (int i = 0; i < n; i++) {
	        for (int j = 0; j < i; j++) {
	            w = A[i][j];
	            if (j > 0) {
	                size_t kf_total = (size_t)(j);
	                size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
	                kf_cl_write(kf_red_kernel_ludcmp_L1_1_1_w, &w, sizeof w, 46);
	                size_t kf_local[1] = {256};
	                size_t kf_global[1] = {kf_groups * 256};
	                kf_cl_arg(kf_cl_kernel_kernel_ludcmp_L1_1_1, 0, sizeof i, &i, 46);
	                kf_cl_arg(kf_cl_kernel_kernel_ludcmp_L1_1_1, 1, sizeof n, &n, 46);
	                kf_cl_arg(kf_cl_kernel_kernel_ludcmp_L1_1_1, 2, sizeof j, &j, 46);
	                kf_cl_arg(kf_cl_kernel_kernel_ludcmp_L1_1_1, 3, sizeof A_dev, &A_dev, 46);
	                kf_cl_arg(kf_cl_kernel_kernel_ludcmp_L1_1_1, 4, sizeof kf_red_kernel_ludcmp_L1_1_1_w, &kf_red_kernel_ludcmp_L1_1_1_w, 46);
	                kf_cl_arg(kf_cl_kernel_kernel_ludcmp_L1_1_1, 5, sizeof kf_part_kernel_ludcmp_L1_1_1_w, &kf_part_kernel_ludcmp_L1_1_1_w, 46);
	                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_ludcmp_L1_1_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                            "clEnqueueNDRangeKernel(kernel_ludcmp_L1_1_1)", 46);
	                kf_cl_arg(kf_cl_kernel_kernel_ludcmp_L1_1_1_fin, 0, sizeof kf_part_kernel_ludcmp_L1_1_1_w, &kf_part_kernel_ludcmp_L1_1_1_w, 46);
	                cl_int kf_ngroups = (cl_int)kf_groups;
	                kf_cl_arg(kf_cl_kernel_kernel_ludcmp_L1_1_1_fin, 1, sizeof kf_ngroups, &kf_ngroups, 46);
	                kf_cl_arg(kf_cl_kernel_kernel_ludcmp_L1_1_1_fin, 2, sizeof kf_red_kernel_ludcmp_L1_1_1_w, &kf_red_kernel_ludcmp_L1_1_1_w, 46);
	                size_t kf_one[1] = {1};
	                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_ludcmp_L1_1_1_fin, 1, NULL, kf_one, kf_one, 0, NULL, NULL),
	                            "clEnqueueNDRangeKernel(kernel_ludcmp_L1_1_1_fin)", 46);
	                kf_cl_read(&w, kf_red_kernel_ludcmp_L1_1_1_w, sizeof w, 46);
	            }
	            {
	                size_t kf_local[1] = {1};
	                size_t kf_global[1] = {1};
	                kf_cl_arg(kf_cl_kernel_kernel_ludcmp_S3, 0, sizeof i, &i, 48);
	                kf_cl_arg(kf_cl_kernel_kernel_ludcmp_S3, 1, sizeof n, &n, 48);
	                kf_cl_arg(kf_cl_kernel_kernel_ludcmp_S3, 2, sizeof j, &j, 48);
	                kf_cl_arg(kf_cl_kernel_kernel_ludcmp_S3, 3, sizeof A_dev, &A_dev, 48);
	                kf_cl_arg(kf_cl_kernel_kernel_ludcmp_S3, 4, sizeof w, &w, 48);
	                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_ludcmp_S3, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                            "clEnqueueNDRangeKernel(kernel_ludcmp_S3)", 48);
	            }
	            kf_cl_read(A, A_dev, A_bytes, 48);
	        }
	        for (int j = i; j < n; j++) {
	        	w = A[i][j];
	        	for (int k = 0; k < i; k++)
	        		w -= A[i][k] * A[k][j];
	        	A[i][j] = w;
	        }
	        kf_cl_write(A_dev, A, A_bytes, 50);
	    }
	    kf_cl_write(y_dev, y, y_bytes, 57);
	    for (int i = 0; i < n; i++) {
	        w = b[i];
	        if (i > 0) {
	            size_t kf_total = (size_t)(i);
	            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
	            kf_cl_write(kf_red_kernel_ludcmp_L2_1_w, &w, sizeof w, 59);
	            size_t kf_local[1] = {256};
	            size_t kf_global[1] = {kf_groups * 256};
	            kf_cl_arg(kf_cl_kernel_kernel_ludcmp_L2_1, 0, sizeof n, &n, 59);
	            kf_cl_arg(kf_cl_kernel_kernel_ludcmp_L2_1, 1, sizeof A_dev, &A_dev, 59);
	            kf_cl_arg(kf_cl_kernel_kernel_ludcmp_L2_1, 2, sizeof i, &i, 59);
	            kf_cl_arg(kf_cl_kernel_kernel_ludcmp_L2_1, 3, sizeof y_dev, &y_dev, 59);
	            kf_cl_arg(kf_cl_kernel_kernel_ludcmp_L2_1, 4, sizeof kf_red_kernel_ludcmp_L2_1_w, &kf_red_kernel_ludcmp_L2_1_w, 59);
	            kf_cl_arg(kf_cl_kernel_kernel_ludcmp_L2_1, 5, sizeof kf_part_kernel_ludcmp_L2_1_w, &kf_part_kernel_ludcmp_L2_1_w, 59);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_ludcmp_L2_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_ludcmp_L2_1)", 59);
	            kf_cl_arg(kf_cl_kernel_kernel_ludcmp_L2_1_fin, 0, sizeof kf_part_kernel_ludcmp_L2_1_w, &kf_part_kernel_ludcmp_L2_1_w, 59);
	            cl_int kf_ngroups = (cl_int)kf_groups;
	            kf_cl_arg(kf_cl_kernel_kernel_ludcmp_L2_1_fin, 1, sizeof kf_ngroups, &kf_ngroups, 59);
	            kf_cl_arg(kf_cl_kernel_kernel_ludcmp_L2_1_fin, 2, sizeof kf_red_kernel_ludcmp_L2_1_w, &kf_red_kernel_ludcmp_L2_1_w, 59);
	            size_t kf_one[1] = {1};
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_ludcmp_L2_1_fin, 1, NULL, kf_one, kf_one, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_ludcmp_L2_1_fin)", 59);
	            kf_cl_read(&w, kf_red_kernel_ludcmp_L2_1_w, sizeof w, 59);
	        }
	        {
	            size_t kf_local[1] = {1};
	            size_t kf_global[1] = {1};
	            kf_cl_arg(kf_cl_kernel_kernel_ludcmp_S9, 0, sizeof w, &w, 61);
	            kf_cl_arg(kf_cl_kernel_kernel_ludcmp_S9, 1, sizeof i, &i, 61);
	            kf_cl_arg(kf_cl_kernel_kernel_ludcmp_S9, 2, sizeof y_dev, &y_dev, 61);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_ludcmp_S9, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_ludcmp_S9)", 61);
	        }
	    }
	    kf_cl_write(x_dev, x, x_bytes, 63);
	    kf_cl_read(y, y_dev, y_bytes, 63);
	    for (int i = n - 1; i >= 0; i--) {
	        w = y[i];
	        if (n - i - 1 > 0) {
	            size_t kf_total = (size_t)(n - i - 1);
	            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
	            kf_cl_write(kf_red_kernel_ludcmp_L3_1_w, &w, sizeof w, 65);
	            size_t kf_local[1] = {256};
	            size_t kf_global[1] = {kf_groups * 256};
	            kf_cl_arg(kf_cl_kernel_kernel_ludcmp_L3_1, 0, sizeof n, &n, 65);
	            kf_cl_arg(kf_cl_kernel_kernel_ludcmp_L3_1, 1, sizeof A_dev, &A_dev, 65);
	            kf_cl_arg(kf_cl_kernel_kernel_ludcmp_L3_1, 2, sizeof i, &i, 65);
	            kf_cl_arg(kf_cl_kernel_kernel_ludcmp_L3_1, 3, sizeof x_dev, &x_dev, 65);
	            kf_cl_arg(kf_cl_kernel_kernel_ludcmp_L3_1, 4, sizeof kf_red_kernel_ludcmp_L3_1_w, &kf_red_kernel_ludcmp_L3_1_w, 65);
	            kf_cl_arg(kf_cl_kernel_kernel_ludcmp_L3_1, 5, sizeof kf_part_kernel_ludcmp_L3_1_w, &kf_part_kernel_ludcmp_L3_1_w, 65);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_ludcmp_L3_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_ludcmp_L3_1)", 65);
	            kf_cl_arg(kf_cl_kernel_kernel_ludcmp_L3_1_fin, 0, sizeof kf_part_kernel_ludcmp_L3_1_w, &kf_part_kernel_ludcmp_L3_1_w, 65);
	            cl_int kf_ngroups = (cl_int)kf_groups;
	            kf_cl_arg(kf_cl_kernel_kernel_ludcmp_L3_1_fin, 1, sizeof kf_ngroups, &kf_ngroups, 65);
	            kf_cl_arg(kf_cl_kernel_kernel_ludcmp_L3_1_fin, 2, sizeof kf_red_kernel_ludcmp_L3_1_w, &kf_red_kernel_ludcmp_L3_1_w, 65);
	            size_t kf_one[1] = {1};
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_ludcmp_L3_1_fin, 1, NULL, kf_one, kf_one, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_ludcmp_L3_1_fin)", 65);
	            kf_cl_read(&w, kf_red_kernel_ludcmp_L3_1_w, sizeof w, 65);
	        }
	        {
	            size_t kf_local[1] = {1};
	            size_t kf_global[1] = {1};
	            kf_cl_arg(kf_cl_kernel_kernel_ludcmp_S12, 0, sizeof n, &n, 67);
	            kf_cl_arg(kf_cl_kernel_kernel_ludcmp_S12, 1, sizeof A_dev, &A_dev, 67);
	            kf_cl_arg(kf_cl_kernel_kernel_ludcmp_S12, 2, sizeof w, &w, 67);
	            kf_cl_arg(kf_cl_kernel_kernel_ludcmp_S12, 3, sizeof i, &i, 67);
	            kf_cl_arg(kf_cl_kernel_kernel_ludcmp_S12, 4, sizeof x_dev, &x_dev, 67);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_ludcmp_S12, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_ludcmp_S12)", 67);
	        }
	    }
	    kf_cl_read(x, x_dev, x_bytes, 63);
	    kf_cl_check(clReleaseMemObject(kf_red_kernel_ludcmp_L1_1_1_w), "clReleaseMemObject", 68);
	    kf_cl_check(clReleaseMemObject(kf_part_kernel_ludcmp_L1_1_1_w), "clReleaseMemObject", 68);
	    kf_cl_check(clReleaseMemObject(kf_red_kernel_ludcmp_L2_1_w), "clReleaseMemObject", 68);
	    kf_cl_check(clReleaseMemObject(kf_part_kernel_ludcmp_L2_1_w), "clReleaseMemObject", 68);
	    kf_cl_check(clReleaseMemObject(kf_red_kernel_ludcmp_L3_1_w), "clReleaseMemObject", 68);
	    kf_cl_check(clReleaseMemObject(kf_part_kernel_ludcmp_L3_1_w), "clReleaseMemObject", 68);
	}
#pragma endscop
}

int main(void)
{
	int n = N;
	double (*A)[n] = malloc(sizeof(double[n][n]));
	double *b = malloc(sizeof(double) * n);
	double *x = malloc(sizeof(double) * n), *y = malloc(sizeof(double) * n);

	if (!A || !b || !x || !y)
		return 1;
	for (int i = 0; i < n; i++) {
		b[i] = 0.0;
		x[i] = 0.0;
		y[i] = 0.0;
		for (int j = 0; j < n; j++) {
			A[i][j] = i == j ? 2.0 + (double)(i % 4)
					 : (double)((i * j + i + 1) % n) / (2.0 * n * n);
			b[i] += A[i][j] * (1.0 + (double)j / n);
		}
	}

	kernel_ludcmp(n, A, b, x, y);

	printf("x\n");
	for (int i = 0; i < n; i++)
		printf("%.10g\n", x[i]);
	printf("A\n");
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < n; j++)
			printf("%.10g ", A[i][j]);
		printf("\n");
	}
	free(A);
	free(b);
	free(x);
	free(y);
	return 0;
}
