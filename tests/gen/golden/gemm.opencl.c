/* kforge 0.1.0: tests/kernels/gemm.c for opencl; 1 kernel */
/*
 * gemm.c: general matrix multiply, C = alpha * A * B + beta * C.
 *
 * Style: static global 2-D arrays (double), the kernel reads the globals.
 * Sizes: NI x NK times NK x NJ.  Default 64 each.
 * LARGE sizes (about 1 s at -O2):
 * kforge-large: -DNI=1000 -DNJ=1000 -DNK=1000
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L1.1.1 k reduction
 * kforge-expect-note: L1.1.1 accumulates into C[i][j], which does not
 *   depend on k.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#ifndef NI
#define NI 64
#endif
#ifndef NJ
#define NJ 64
#endif
#ifndef NK
#define NK 64
#endif

static double A[NI][NK];
static double B[NK][NJ];
static double C[NI][NJ];

static void init(void)
{
	for (int i = 0; i < NI; i++)
		for (int k = 0; k < NK; k++)
			A[i][k] = (double)((i * k + 1) % NI) / NI;
	for (int k = 0; k < NK; k++)
		for (int j = 0; j < NJ; j++)
			B[k][j] = (double)((k * (j + 1)) % NJ) / NJ;
	for (int i = 0; i < NI; i++)
		for (int j = 0; j < NJ; j++)
			C[i][j] = (double)((i * j + 2) % NJ) / NJ;
}

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
#ifdef NK
    "#define NK " KF_STR(NK) "\n"
#endif
    "__kernel void kernel_gemm_L1(__global double *C, double beta, double alpha, __global double *A, __global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int k;\n"
    "    C[i * 64 + j] *= beta;\n"
    "    for (k = 0; k < NK; k++)\n"
    "        C[i * 64 + j] += alpha * A[i * 64 + k] * B[k * 64 + j];\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_kernel_gemm_L1;
static struct {
    cl_context context;
    cl_command_queue queue;
    cl_program program;
} kf_cl;

static void kf_cl_check(cl_int err, const char *call, int line)
{
    if (err != CL_SUCCESS) {
        fprintf(stderr, "tests/kernels/gemm.c:%d: %s failed: OpenCL error %d\n", line, call, (int)err);
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
        fprintf(stderr, "tests/kernels/gemm.c:%d: clBuildProgram failed:\n%s\n", line, log);
        exit(EXIT_FAILURE);
    }
    kf_cl_kernel_kernel_gemm_L1 = clCreateKernel(kf_cl.program, "kernel_gemm_L1", &err);
    kf_cl_check(err, "clCreateKernel(kernel_gemm_L1)", line);
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

static void kf_cl_free_46(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 46);
}

static void kernel_gemm(double alpha, double beta)
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(46);
	const size_t C_bytes = (size_t)64 * sizeof C[0];
	cl_mem C_dev __attribute__((cleanup(kf_cl_free_46))) = kf_cl_alloc(C_bytes, 46);
	const size_t A_bytes = (size_t)64 * sizeof A[0];
	cl_mem A_dev __attribute__((cleanup(kf_cl_free_46))) = kf_cl_alloc(A_bytes, 46);
	const size_t B_bytes = (size_t)64 * sizeof B[0];
	cl_mem B_dev __attribute__((cleanup(kf_cl_free_46))) = kf_cl_alloc(B_bytes, 46);
	int i, j, k;

#pragma scop
	{
	    kf_cl_init(50);
	    kf_cl_write(C_dev, C, C_bytes, 50);
	    kf_cl_write(A_dev, A, A_bytes, 50);
	    kf_cl_write(B_dev, B, B_bytes, 50);
	    if (64 > 0 && 64 > 0) {
	        size_t kf_local[2] = {64, 4};
	        size_t kf_global[2] = {(size_t)(64 + 63) / 64 * 64, (size_t)(64 + 3) / 4 * 4};
	        kf_cl_arg(kf_cl_kernel_kernel_gemm_L1, 0, sizeof C_dev, &C_dev, 50);
	        kf_cl_arg(kf_cl_kernel_kernel_gemm_L1, 1, sizeof beta, &beta, 50);
	        kf_cl_arg(kf_cl_kernel_kernel_gemm_L1, 2, sizeof alpha, &alpha, 50);
	        kf_cl_arg(kf_cl_kernel_kernel_gemm_L1, 3, sizeof A_dev, &A_dev, 50);
	        kf_cl_arg(kf_cl_kernel_kernel_gemm_L1, 4, sizeof B_dev, &B_dev, 50);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_gemm_L1, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(kernel_gemm_L1)", 50);
	    }
	    /* the loop counters, as the sequential loops leave them */
	    for (i = 0; i < NI; i++) {
	        for (j = 0; j < NJ; j++) {
	            for (k = 0; k < NK; k++) {
	            }
	        }
	    }
	    kf_cl_read(C, C_dev, C_bytes, 50);
	}
#pragma endscop
}

int main(void)
{
	init();
	kernel_gemm(1.5, 1.2);
	printf("C\n");
	for (int i = 0; i < NI; i++)
		for (int j = 0; j < NJ; j++)
			printf("%.10g\n", C[i][j]);
	return 0;
}
