/* kforge 0.1.0: tests/kernels/syr2k.c for opencl; 1 kernel */
/*
 * syr2k.c: symmetric rank-2k update of the lower triangle,
 * C = alpha * A * B^T + alpha * B * A^T + beta * C
 * (C is N x N; A and B are N x M).
 *
 * Style: malloc'ed linearised arrays with restrict pointers (double); the
 * dot product is accumulated in a scalar declared outside the scop.
 * Default N=72 M=56.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=1400 -DM=1000
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L1.1.1 k reduction
 * kforge-expect-note: acc is written (acc = 0) before it is read in every
 *   (i, j), so it is private to L1 and L1.1.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 72
#endif
#ifndef M
#define M 56
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
    "__kernel void kernel_syr2k_L1(int n, int m, __global double *A, double alpha, __global double *B, double beta, __global double *C)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    double acc;\n"
    "    if (i <= n - 1) {\n"
    "        for (int j = 0; j <= i; j++) {\n"
    "            acc = 0.0;\n"
    "            for (int k = 0; k < m; k++)\n"
    "                acc += A[j * m + k] * alpha * B[i * m + k] +\n"
    "                       B[j * m + k] * alpha * A[i * m + k];\n"
    "            C[i * n + j] = beta * C[i * n + j] + acc;\n"
    "        }\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_kernel_syr2k_L1;
static struct {
    cl_context context;
    cl_command_queue queue;
    cl_program program;
} kf_cl;

static void kf_cl_check(cl_int err, const char *call, int line)
{
    if (err != CL_SUCCESS) {
        fprintf(stderr, "tests/kernels/syr2k.c:%d: %s failed: OpenCL error %d\n", line, call, (int)err);
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
        fprintf(stderr, "tests/kernels/syr2k.c:%d: clBuildProgram failed:\n%s\n", line, log);
        exit(EXIT_FAILURE);
    }
    kf_cl_kernel_kernel_syr2k_L1 = clCreateKernel(kf_cl.program, "kernel_syr2k_L1", &err);
    kf_cl_check(err, "clCreateKernel(kernel_syr2k_L1)", line);
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

static void kf_cl_free_31(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 31);
}

static void kernel_syr2k(int n, int m, double alpha, double beta,
			 double *restrict C, const double *restrict A,
			 const double *restrict B)
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(31);
	const size_t A_bytes = (size_t)(n*m) * sizeof A[0];
	cl_mem A_dev __attribute__((cleanup(kf_cl_free_31))) = kf_cl_alloc(A_bytes, 31);
	const size_t B_bytes = (size_t)(n*m) * sizeof B[0];
	cl_mem B_dev __attribute__((cleanup(kf_cl_free_31))) = kf_cl_alloc(B_bytes, 31);
	const size_t C_bytes = (size_t)(n*n) * sizeof C[0];
	cl_mem C_dev __attribute__((cleanup(kf_cl_free_31))) = kf_cl_alloc(C_bytes, 31);
	double acc;

#pragma scop
	{
	    kf_cl_init(35);
	    kf_cl_write(A_dev, A, A_bytes, 35);
	    kf_cl_write(B_dev, B, B_bytes, 35);
	    kf_cl_write(C_dev, C, C_bytes, 35);
	    if (n > 0) {
	        size_t kf_local[1] = {256};
	        size_t kf_global[1] = {(size_t)(n + 255) / 256 * 256};
	        kf_cl_arg(kf_cl_kernel_kernel_syr2k_L1, 0, sizeof n, &n, 35);
	        kf_cl_arg(kf_cl_kernel_kernel_syr2k_L1, 1, sizeof m, &m, 35);
	        kf_cl_arg(kf_cl_kernel_kernel_syr2k_L1, 2, sizeof A_dev, &A_dev, 35);
	        kf_cl_arg(kf_cl_kernel_kernel_syr2k_L1, 3, sizeof alpha, &alpha, 35);
	        kf_cl_arg(kf_cl_kernel_kernel_syr2k_L1, 4, sizeof B_dev, &B_dev, 35);
	        kf_cl_arg(kf_cl_kernel_kernel_syr2k_L1, 5, sizeof beta, &beta, 35);
	        kf_cl_arg(kf_cl_kernel_kernel_syr2k_L1, 6, sizeof C_dev, &C_dev, 35);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_syr2k_L1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(kernel_syr2k_L1)", 35);
	    }
	    kf_cl_read(C, C_dev, C_bytes, 35);
	}
#pragma endscop
}

int main(void)
{
	int n = N, m = M;
	double *A = malloc(sizeof(double) * n * m);
	double *B = malloc(sizeof(double) * n * m);
	double *C = malloc(sizeof(double) * n * n);

	if (!A || !B || !C)
		return 1;
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < m; j++) {
			A[i * m + j] = (double)((i * j + 1) % n) / n;
			B[i * m + j] = (double)((i * j + 2) % m) / m;
		}
		for (int j = 0; j < n; j++)
			C[i * n + j] = (double)((i * j + 3) % n) / m;
	}

	kernel_syr2k(n, m, 1.5, 1.2, C, A, B);

	printf("C\n");
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < n; j++)
			printf("%.10g ", C[i * n + j]);
		printf("\n");
	}
	free(A);
	free(B);
	free(C);
	return 0;
}
