/* kforge 0.1.0: tests/kernels/trmm.c for opencl; 1 kernel */
/*
 * trmm.c: triangular matrix multiply, B = alpha * A^T * B, where A (M x M)
 * is unit lower triangular (diagonal taken as 1, upper part not read) and
 * B is M x N, computed in place.
 *
 * Style: static global 2-D arrays used directly by the kernel (double),
 * triangular bound k = i + 1.
 * Default M=64 N=80.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DM=1000 -DN=1100
 *
 * kforge-expect: L1 i sequential
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L1.1.1 k reduction
 * kforge-expect-note: L1 is sequential by an anti dependence: iteration i
 *   reads B[k][j] for k > i, rows that later iterations k overwrite; run in
 *   another order, i would read updated rows.
 * kforge-expect-note: L1.1.1 accumulates into B[i][j] (does not depend on
 *   k) and reads B[k][j] with k > i, never the element it writes.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#ifndef M
#define M 64
#endif
#ifndef N
#define N 80
#endif

static double A[M][M];
static double B[M][N];

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
#ifdef M
    "#define M " KF_STR(M) "\n"
#endif
    "__kernel void kernel_trmm_L1_1(int i, __global double *B, __global double *A, double alpha)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int k;\n"
    "    if (j <= 79) {\n"
    "        for (k = i + 1; k < M; k++)\n"
    "            B[i * 80 + j] += A[k * 64 + i] * B[k * 80 + j];\n"
    "        B[i * 80 + j] = alpha * B[i * 80 + j];\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_kernel_trmm_L1_1;
static struct {
    cl_context context;
    cl_command_queue queue;
    cl_program program;
} kf_cl;

static void kf_cl_check(cl_int err, const char *call, int line)
{
    if (err != CL_SUCCESS) {
        fprintf(stderr, "tests/kernels/trmm.c:%d: %s failed: OpenCL error %d\n", line, call, (int)err);
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
        fprintf(stderr, "tests/kernels/trmm.c:%d: clBuildProgram failed:\n%s\n", line, log);
        exit(EXIT_FAILURE);
    }
    kf_cl_kernel_kernel_trmm_L1_1 = clCreateKernel(kf_cl.program, "kernel_trmm_L1_1", &err);
    kf_cl_check(err, "clCreateKernel(kernel_trmm_L1_1)", line);
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

static void kf_cl_free_34(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 34);
}

static void kernel_trmm(double alpha)
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(34);
	const size_t B_bytes = (size_t)64 * sizeof B[0];
	cl_mem B_dev __attribute__((cleanup(kf_cl_free_34))) = kf_cl_alloc(B_bytes, 34);
	const size_t A_bytes = (size_t)64 * sizeof A[0];
	cl_mem A_dev __attribute__((cleanup(kf_cl_free_34))) = kf_cl_alloc(A_bytes, 34);
	int i, j, k;

#pragma scop
	{
	    kf_cl_init(38);
	    kf_cl_write(B_dev, B, B_bytes, 38);
	    kf_cl_write(A_dev, A, A_bytes, 38);
	    for (i = 0; i < M; i++) {
	        if (80 > 0) {
	            size_t kf_local[1] = {128};
	            size_t kf_global[1] = {(size_t)(80 + 127) / 128 * 128};
	            kf_cl_arg(kf_cl_kernel_kernel_trmm_L1_1, 0, sizeof i, &i, 39);
	            kf_cl_arg(kf_cl_kernel_kernel_trmm_L1_1, 1, sizeof B_dev, &B_dev, 39);
	            kf_cl_arg(kf_cl_kernel_kernel_trmm_L1_1, 2, sizeof A_dev, &A_dev, 39);
	            kf_cl_arg(kf_cl_kernel_kernel_trmm_L1_1, 3, sizeof alpha, &alpha, 39);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_trmm_L1_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_trmm_L1_1)", 39);
	        }
	        /* the loop counters, as the sequential loops leave them */
	        for (j = 0; j < N; j++) {
	            for (k = i + 1; k < M; k++) {
	            }
	        }
	    }
	    kf_cl_read(B, B_dev, B_bytes, 38);
	}
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < M; i++) {
		for (int j = 0; j < i; j++)
			A[i][j] = (double)((i + j) % M) / M;
		A[i][i] = 1.0;
		for (int j = i + 1; j < M; j++)
			A[i][j] = -999.0;	/* never read */
		for (int j = 0; j < N; j++)
			B[i][j] = (double)((N + (i - j)) % N) / N;
	}

	kernel_trmm(1.5);

	printf("B\n");
	for (int i = 0; i < M; i++) {
		for (int j = 0; j < N; j++)
			printf("%.10g ", B[i][j]);
		printf("\n");
	}
	return 0;
}
