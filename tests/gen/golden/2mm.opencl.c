/* kforge 0.1.0: tests/kernels/2mm.c for opencl; 2 kernels */
/*
 * 2mm.c: two chained matrix products, D = alpha * A * B * C + beta * D.
 *
 *   tmp = alpha * A * B          (NI x NJ)
 *   D   = beta * D + tmp * C     (NI x NL)
 *
 * Style: malloc'ed linearised arrays a[i * n + j] passed as restrict
 * pointers, sizes as int parameters (double).
 * Default NI=NJ=NK=NL=48.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DNI=800 -DNJ=800 -DNK=800 -DNL=800
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L1.1.1 k reduction
 * kforge-expect: L2 i parallel
 * kforge-expect: L2.1 j parallel
 * kforge-expect: L2.1.1 k reduction
 * kforge-expect-note: subscripts are linearised with parametric row
 *   lengths (i * nj + j); the verdicts assume in-bounds subscripts
 *   (0 <= j < nj), which is what makes rows of different i disjoint.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef NI
#define NI 48
#endif
#ifndef NJ
#define NJ 48
#endif
#ifndef NK
#define NK 48
#endif
#ifndef NL
#define NL 48
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
    "__kernel void kernel_2mm_L1(int ni, int nj, __global double *tmp, int nk, double alpha, __global double *A, __global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= nj - 1 && i <= ni - 1) {\n"
    "        tmp[i * nj + j] = 0.0;\n"
    "        for (int k = 0; k < nk; ++k)\n"
    "            tmp[i * nj + j] += alpha * A[i * nk + k] * B[k * nj + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void kernel_2mm_L2(int ni, int nj, __global double *tmp, int nl, __global double *D, double beta, __global double *C)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= nl - 1 && i <= ni - 1) {\n"
    "        D[i * nl + j] *= beta;\n"
    "        for (int k = 0; k < nj; ++k)\n"
    "            D[i * nl + j] += tmp[i * nj + k] * C[k * nl + j];\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_kernel_2mm_L1;
static cl_kernel kf_cl_kernel_kernel_2mm_L2;
static struct {
    cl_context context;
    cl_command_queue queue;
    cl_program program;
} kf_cl;

static void kf_cl_check(cl_int err, const char *call, int line)
{
    if (err != CL_SUCCESS) {
        fprintf(stderr, "tests/kernels/2mm.c:%d: %s failed: OpenCL error %d\n", line, call, (int)err);
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
        fprintf(stderr, "tests/kernels/2mm.c:%d: clBuildProgram failed:\n%s\n", line, log);
        exit(EXIT_FAILURE);
    }
    kf_cl_kernel_kernel_2mm_L1 = clCreateKernel(kf_cl.program, "kernel_2mm_L1", &err);
    kf_cl_check(err, "clCreateKernel(kernel_2mm_L1)", line);
    kf_cl_kernel_kernel_2mm_L2 = clCreateKernel(kf_cl.program, "kernel_2mm_L2", &err);
    kf_cl_check(err, "clCreateKernel(kernel_2mm_L2)", line);
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

static void kf_cl_free_43(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 43);
}

static void kernel_2mm(int ni, int nj, int nk, int nl, double alpha,
		       double beta, double *restrict tmp,
		       const double *restrict A, const double *restrict B,
		       const double *restrict C, double *restrict D)
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(43);
	const size_t tmp_bytes = (size_t)(ni*nj) * sizeof tmp[0];
	cl_mem tmp_dev __attribute__((cleanup(kf_cl_free_43))) = kf_cl_alloc(tmp_bytes, 43);
	const size_t A_bytes = (size_t)(ni*nk) * sizeof A[0];
	cl_mem A_dev __attribute__((cleanup(kf_cl_free_43))) = kf_cl_alloc(A_bytes, 43);
	const size_t B_bytes = (size_t)(nj*nk) * sizeof B[0];
	cl_mem B_dev __attribute__((cleanup(kf_cl_free_43))) = kf_cl_alloc(B_bytes, 43);
	const size_t D_bytes = (size_t)(ni*nl) * sizeof D[0];
	cl_mem D_dev __attribute__((cleanup(kf_cl_free_43))) = kf_cl_alloc(D_bytes, 43);
	const size_t C_bytes = (size_t)(nj*nl) * sizeof C[0];
	cl_mem C_dev __attribute__((cleanup(kf_cl_free_43))) = kf_cl_alloc(C_bytes, 43);
#pragma scop
	{
	    kf_cl_init(45);
	    kf_cl_write(tmp_dev, tmp, tmp_bytes, 45);
	    kf_cl_write(A_dev, A, A_bytes, 45);
	    kf_cl_write(B_dev, B, B_bytes, 45);
	    if (ni > 0 && nj > 0) {
	        size_t kf_local[2] = {64, 4};
	        size_t kf_global[2] = {(size_t)(nj + 63) / 64 * 64, (size_t)(ni + 3) / 4 * 4};
	        kf_cl_arg(kf_cl_kernel_kernel_2mm_L1, 0, sizeof ni, &ni, 45);
	        kf_cl_arg(kf_cl_kernel_kernel_2mm_L1, 1, sizeof nj, &nj, 45);
	        kf_cl_arg(kf_cl_kernel_kernel_2mm_L1, 2, sizeof tmp_dev, &tmp_dev, 45);
	        kf_cl_arg(kf_cl_kernel_kernel_2mm_L1, 3, sizeof nk, &nk, 45);
	        kf_cl_arg(kf_cl_kernel_kernel_2mm_L1, 4, sizeof alpha, &alpha, 45);
	        kf_cl_arg(kf_cl_kernel_kernel_2mm_L1, 5, sizeof A_dev, &A_dev, 45);
	        kf_cl_arg(kf_cl_kernel_kernel_2mm_L1, 6, sizeof B_dev, &B_dev, 45);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_2mm_L1, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(kernel_2mm_L1)", 45);
	    }
	    kf_cl_write(D_dev, D, D_bytes, 51);
	    kf_cl_write(C_dev, C, C_bytes, 51);
	    if (ni > 0 && nl > 0) {
	        size_t kf_local[2] = {64, 4};
	        size_t kf_global[2] = {(size_t)(nl + 63) / 64 * 64, (size_t)(ni + 3) / 4 * 4};
	        kf_cl_arg(kf_cl_kernel_kernel_2mm_L2, 0, sizeof ni, &ni, 51);
	        kf_cl_arg(kf_cl_kernel_kernel_2mm_L2, 1, sizeof nj, &nj, 51);
	        kf_cl_arg(kf_cl_kernel_kernel_2mm_L2, 2, sizeof tmp_dev, &tmp_dev, 51);
	        kf_cl_arg(kf_cl_kernel_kernel_2mm_L2, 3, sizeof nl, &nl, 51);
	        kf_cl_arg(kf_cl_kernel_kernel_2mm_L2, 4, sizeof D_dev, &D_dev, 51);
	        kf_cl_arg(kf_cl_kernel_kernel_2mm_L2, 5, sizeof beta, &beta, 51);
	        kf_cl_arg(kf_cl_kernel_kernel_2mm_L2, 6, sizeof C_dev, &C_dev, 51);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_2mm_L2, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(kernel_2mm_L2)", 51);
	    }
	    kf_cl_read(tmp, tmp_dev, tmp_bytes, 51);
	    kf_cl_read(D, D_dev, D_bytes, 51);
	}
#pragma endscop
}

int main(void)
{
	int ni = NI, nj = NJ, nk = NK, nl = NL;
	double *tmp = malloc(sizeof(double) * ni * nj);
	double *A = malloc(sizeof(double) * ni * nk);
	double *B = malloc(sizeof(double) * nk * nj);
	double *C = malloc(sizeof(double) * nj * nl);
	double *D = malloc(sizeof(double) * ni * nl);

	if (!tmp || !A || !B || !C || !D)
		return 1;
	for (int i = 0; i < ni; i++)
		for (int k = 0; k < nk; k++)
			A[i * nk + k] = (double)((i * k + 1) % ni) / ni;
	for (int k = 0; k < nk; k++)
		for (int j = 0; j < nj; j++)
			B[k * nj + j] = (double)(k * (j + 1) % nj) / nj;
	for (int k = 0; k < nj; k++)
		for (int j = 0; j < nl; j++)
			C[k * nl + j] = (double)((k * (j + 3) + 1) % nl) / nl;
	for (int i = 0; i < ni; i++)
		for (int j = 0; j < nl; j++)
			D[i * nl + j] = (double)(i * (j + 2) % nk) / nk;

	kernel_2mm(ni, nj, nk, nl, 1.5, 1.2, tmp, A, B, C, D);

	printf("D\n");
	for (int i = 0; i < ni; i++) {
		for (int j = 0; j < nl; j++)
			printf("%.10g ", D[i * nl + j]);
		printf("\n");
	}
	free(tmp);
	free(A);
	free(B);
	free(C);
	free(D);
	return 0;
}
