/* kforge 0.1.0: tests/kernels/atax.c for opencl; 2 kernels */
/*
 * atax.c: y = A^T * (A * x), with A of M rows and N columns.
 *
 * Style: static global 2-D arrays passed as fixed-size parameters (float);
 * the row product A[i] . x lives in a scalar temporary.
 * Default M=120 N=140.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DM=8000 -DN=9000
 *
 * kforge-expect: L1 j parallel
 * kforge-expect: L2 i reduction
 * kforge-expect: L2.1 j reduction
 * kforge-expect: L2.2 j parallel
 * kforge-expect-note: L2 (over rows i) carries only y[j] += ..., an array
 *   reduction (y[j] does not depend on i); t is written (t = 0) before it
 *   is read in every i, so it is private.  Parallelising L2 needs a
 *   privatised or atomic y; interchanging L2.2 outward is the other way.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#ifndef M
#define M 120
#endif
#ifndef N
#define N 140
#endif

static float a_data[M][N];
static float x_data[N];
static float y_data[N];

/* kforge: OpenCL runtime and the kernels of this file */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>

#define KF_STR_(x) #x
#define KF_STR(x) KF_STR_(x)
/* the kernels, built at run time; the macros they use are the host's */
static const char kf_cl_source[] =
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "__kernel void kernel_atax_L1(__global float *y)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    if (j <= 139) {\n"
    "        y[j] = 0.0f;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void kernel_atax_L2_2(__global float *y, int i, float t, __global float *A)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    if (j <= 139) {\n"
    "        y[j] += A[i * 140 + j] * t;\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_kernel_atax_L1;
static cl_kernel kf_cl_kernel_kernel_atax_L2_2;
static struct {
    cl_context context;
    cl_command_queue queue;
    cl_program program;
} kf_cl;

static void kf_cl_check(cl_int err, const char *call, int line)
{
    if (err != CL_SUCCESS) {
        fprintf(stderr, "tests/kernels/atax.c:%d: %s failed: OpenCL error %d\n", line, call, (int)err);
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
        fprintf(stderr, "tests/kernels/atax.c:%d: clBuildProgram failed:\n%s\n", line, log);
        exit(EXIT_FAILURE);
    }
    kf_cl_kernel_kernel_atax_L1 = clCreateKernel(kf_cl.program, "kernel_atax_L1", &err);
    kf_cl_check(err, "clCreateKernel(kernel_atax_L1)", line);
    kf_cl_kernel_kernel_atax_L2_2 = clCreateKernel(kf_cl.program, "kernel_atax_L2_2", &err);
    kf_cl_check(err, "clCreateKernel(kernel_atax_L2_2)", line);
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

static void kf_cl_free_33(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 33);
}

static void kernel_atax(float A[M][N], float x[N], float y[N])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(33);
	const size_t y_bytes = (size_t)140 * sizeof y[0];
	cl_mem y_dev __attribute__((cleanup(kf_cl_free_33))) = kf_cl_alloc(y_bytes, 33);
	const size_t A_bytes = (size_t)120 * sizeof A[0];
	cl_mem A_dev __attribute__((cleanup(kf_cl_free_33))) = kf_cl_alloc(A_bytes, 33);
	float t;

#pragma scop
	{
	    kf_cl_init(37);
	    kf_cl_write(y_dev, y, y_bytes, 37);
	    if (140 > 0) {
	        size_t kf_local[1] = {256};
	        size_t kf_global[1] = {(size_t)(140 + 255) / 256 * 256};
	        kf_cl_arg(kf_cl_kernel_kernel_atax_L1, 0, sizeof y_dev, &y_dev, 37);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_atax_L1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(kernel_atax_L1)", 37);
	    }
	    kf_cl_write(A_dev, A, A_bytes, 39);
	    for (int i = 0; i < M; i++) {
	        t = 0.0f;
	        for (int j = 0; j < N; j++)
	        	t += A[i][j] * x[j];
	        if (140 > 0) {
	            size_t kf_local[1] = {256};
	            size_t kf_global[1] = {(size_t)(140 + 255) / 256 * 256};
	            kf_cl_arg(kf_cl_kernel_kernel_atax_L2_2, 0, sizeof y_dev, &y_dev, 43);
	            kf_cl_arg(kf_cl_kernel_kernel_atax_L2_2, 1, sizeof i, &i, 43);
	            kf_cl_arg(kf_cl_kernel_kernel_atax_L2_2, 2, sizeof t, &t, 43);
	            kf_cl_arg(kf_cl_kernel_kernel_atax_L2_2, 3, sizeof A_dev, &A_dev, 43);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_atax_L2_2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_atax_L2_2)", 43);
	        }
	    }
	    kf_cl_read(y, y_dev, y_bytes, 39);
	}
#pragma endscop
}

int main(void)
{
	for (int j = 0; j < N; j++)
		x_data[j] = 1.0f + (float)j / N;
	for (int i = 0; i < M; i++)
		for (int j = 0; j < N; j++)
			a_data[i][j] = (float)((i + j) % N) / (5.0f * M);

	kernel_atax(a_data, x_data, y_data);

	printf("y\n");
	for (int j = 0; j < N; j++)
		printf("%.6g\n", y_data[j]);
	return 0;
}
