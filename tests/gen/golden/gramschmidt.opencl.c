/* kforge 0.1.0: tests/kernels/gramschmidt.c for opencl; 4 kernels */
/*
 * gramschmidt.c: QR decomposition by modified Gram-Schmidt.  A (M x N,
 * M >= N) is overwritten with what is left after projecting out the
 * earlier columns; Q (M x N) gets orthonormal columns and R (N x N) the
 * upper triangular factor, so that A_in = Q R.
 *
 * Style: malloc'ed linearised arrays with restrict pointers (double),
 * sqrt, a scalar accumulator declared outside the scop.  A has a strong
 * diagonal, so its columns are far from dependent.
 * Default M=90 N=70.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DM=800 -DN=700
 *
 * kforge-expect: L1 k sequential
 * kforge-expect: L1.1 i reduction
 * kforge-expect: L1.2 i parallel
 * kforge-expect: L1.3 j parallel
 * kforge-expect: L1.3.1 i reduction
 * kforge-expect: L1.3.2 i parallel
 * kforge-expect-note: L1.3 (over the columns j > k) writes R[k][j] and
 *   column j of A, and reads column k of Q, which only L1.2 writes: the
 *   columns are independent.  L1.3.1 accumulates into R[k][j], which does
 *   not depend on i.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef M
#define M 90
#endif
#ifndef N
#define N 70
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
    "__kernel void kernel_gramschmidt_L1_1(int k, int n, int m, __global double *A, __global double *kf_red_nrm, __global double *kf_part_nrm)\n"
    "{\n"
    "    __local double kf_sh_nrm[256];\n"
    "    double nrm = 0;\n"
    "    long kf_n0 = (long)(m);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int i = (int)(kf_t);\n"
    "        nrm += A[i * n + k] * A[i * n + k];\n"
    "    }\n"
    "    kf_sh_nrm[get_local_id(0)] = nrm;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (int kf_o = 128; kf_o > 0; kf_o /= 2) {\n"
    "        if (get_local_id(0) < kf_o) {\n"
    "            kf_sh_nrm[get_local_id(0)] = kf_sh_nrm[get_local_id(0)] + kf_sh_nrm[get_local_id(0) + kf_o];\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (get_local_id(0) == 0) {\n"
    "        kf_part_nrm[get_group_id(0)] = kf_sh_nrm[0];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void kernel_gramschmidt_L1_1_fin(__global double *kf_part_nrm, int kf_ngroups, __global double *kf_red_nrm)\n"
    "{\n"
    "    double kf_v_nrm = kf_red_nrm[0];\n"
    "    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {\n"
    "        kf_v_nrm = kf_v_nrm + kf_part_nrm[kf_g];\n"
    "    }\n"
    "    kf_red_nrm[0] = kf_v_nrm;\n"
    "}\n"
    "\n"
    "__kernel void kernel_gramschmidt_S3(int k, int n, double nrm, __global double *R)\n"
    "{\n"
    "    R[k * n + k] = sqrt(nrm);\n"
    "}\n"
    "\n"
    "__kernel void kernel_gramschmidt_L1_2(int k, int n, int m, __global double *A, __global double *R, __global double *Q)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= m - 1) {\n"
    "        Q[i * n + k] = A[i * n + k] / R[k * n + k];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void kernel_gramschmidt_L1_3(int k, int n, int m, __global double *A, __global double *R, __global double *Q)\n"
    "{\n"
    "    int j = k + 1 + (int)get_global_id(0);\n"
    "    if (j <= n - 1) {\n"
    "        R[k * n + j] = 0.0;\n"
    "        for (int i = 0; i < m; i++)\n"
    "            R[k * n + j] += Q[i * n + k] * A[i * n + j];\n"
    "        for (int i = 0; i < m; i++)\n"
    "            A[i * n + j] = A[i * n + j] - Q[i * n + k] * R[k * n + j];\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_kernel_gramschmidt_L1_1;
static cl_kernel kf_cl_kernel_kernel_gramschmidt_L1_1_fin;
static cl_kernel kf_cl_kernel_kernel_gramschmidt_S3;
static cl_kernel kf_cl_kernel_kernel_gramschmidt_L1_2;
static cl_kernel kf_cl_kernel_kernel_gramschmidt_L1_3;
static struct {
    cl_context context;
    cl_command_queue queue;
    cl_program program;
} kf_cl;

static void kf_cl_check(cl_int err, const char *call, int line)
{
    if (err != CL_SUCCESS) {
        fprintf(stderr, "tests/kernels/gramschmidt.c:%d: %s failed: OpenCL error %d\n", line, call, (int)err);
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
        fprintf(stderr, "tests/kernels/gramschmidt.c:%d: clBuildProgram failed:\n%s\n", line, log);
        exit(EXIT_FAILURE);
    }
    kf_cl_kernel_kernel_gramschmidt_L1_1 = clCreateKernel(kf_cl.program, "kernel_gramschmidt_L1_1", &err);
    kf_cl_check(err, "clCreateKernel(kernel_gramschmidt_L1_1)", line);
    kf_cl_kernel_kernel_gramschmidt_L1_1_fin = clCreateKernel(kf_cl.program, "kernel_gramschmidt_L1_1_fin", &err);
    kf_cl_check(err, "clCreateKernel(kernel_gramschmidt_L1_1_fin)", line);
    kf_cl_kernel_kernel_gramschmidt_S3 = clCreateKernel(kf_cl.program, "kernel_gramschmidt_S3", &err);
    kf_cl_check(err, "clCreateKernel(kernel_gramschmidt_S3)", line);
    kf_cl_kernel_kernel_gramschmidt_L1_2 = clCreateKernel(kf_cl.program, "kernel_gramschmidt_L1_2", &err);
    kf_cl_check(err, "clCreateKernel(kernel_gramschmidt_L1_2)", line);
    kf_cl_kernel_kernel_gramschmidt_L1_3 = clCreateKernel(kf_cl.program, "kernel_gramschmidt_L1_3", &err);
    kf_cl_check(err, "clCreateKernel(kernel_gramschmidt_L1_3)", line);
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

static void kf_cl_free_38(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 38);
}

static void kernel_gramschmidt(int m, int n, double *restrict A,
			       double *restrict R, double *restrict Q)
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(38);
	const size_t A_bytes = (size_t)(n*m) * sizeof A[0];
	cl_mem A_dev __attribute__((cleanup(kf_cl_free_38))) = kf_cl_alloc(A_bytes, 38);
	const size_t R_bytes = (size_t)(n*n) * sizeof R[0];
	cl_mem R_dev __attribute__((cleanup(kf_cl_free_38))) = kf_cl_alloc(R_bytes, 38);
	const size_t Q_bytes = (size_t)(n*m) * sizeof Q[0];
	cl_mem Q_dev __attribute__((cleanup(kf_cl_free_38))) = kf_cl_alloc(Q_bytes, 38);
	double nrm;

#pragma scop
	{
	    kf_cl_init(42);
	    cl_mem kf_red_kernel_gramschmidt_L1_1_nrm = kf_cl_alloc(1 * sizeof(double), 42);
	    cl_mem kf_part_kernel_gramschmidt_L1_1_nrm = kf_cl_alloc(256 * sizeof(double), 42);
	    kf_cl_write(A_dev, A, A_bytes, 42);
	    kf_cl_write(R_dev, R, R_bytes, 42);
	    kf_cl_write(Q_dev, Q, Q_bytes, 42);
	    for (int k = 0; k < n; k++) {
	        nrm = 0.0;
	        if (m > 0) {
	            size_t kf_total = (size_t)(m);
	            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
	            kf_cl_write(kf_red_kernel_gramschmidt_L1_1_nrm, &nrm, sizeof nrm, 44);
	            size_t kf_local[1] = {256};
	            size_t kf_global[1] = {kf_groups * 256};
	            kf_cl_arg(kf_cl_kernel_kernel_gramschmidt_L1_1, 0, sizeof k, &k, 44);
	            kf_cl_arg(kf_cl_kernel_kernel_gramschmidt_L1_1, 1, sizeof n, &n, 44);
	            kf_cl_arg(kf_cl_kernel_kernel_gramschmidt_L1_1, 2, sizeof m, &m, 44);
	            kf_cl_arg(kf_cl_kernel_kernel_gramschmidt_L1_1, 3, sizeof A_dev, &A_dev, 44);
	            kf_cl_arg(kf_cl_kernel_kernel_gramschmidt_L1_1, 4, sizeof kf_red_kernel_gramschmidt_L1_1_nrm, &kf_red_kernel_gramschmidt_L1_1_nrm, 44);
	            kf_cl_arg(kf_cl_kernel_kernel_gramschmidt_L1_1, 5, sizeof kf_part_kernel_gramschmidt_L1_1_nrm, &kf_part_kernel_gramschmidt_L1_1_nrm, 44);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_gramschmidt_L1_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_gramschmidt_L1_1)", 44);
	            kf_cl_arg(kf_cl_kernel_kernel_gramschmidt_L1_1_fin, 0, sizeof kf_part_kernel_gramschmidt_L1_1_nrm, &kf_part_kernel_gramschmidt_L1_1_nrm, 44);
	            cl_int kf_ngroups = (cl_int)kf_groups;
	            kf_cl_arg(kf_cl_kernel_kernel_gramschmidt_L1_1_fin, 1, sizeof kf_ngroups, &kf_ngroups, 44);
	            kf_cl_arg(kf_cl_kernel_kernel_gramschmidt_L1_1_fin, 2, sizeof kf_red_kernel_gramschmidt_L1_1_nrm, &kf_red_kernel_gramschmidt_L1_1_nrm, 44);
	            size_t kf_one[1] = {1};
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_gramschmidt_L1_1_fin, 1, NULL, kf_one, kf_one, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_gramschmidt_L1_1_fin)", 44);
	            kf_cl_read(&nrm, kf_red_kernel_gramschmidt_L1_1_nrm, sizeof nrm, 44);
	        }
	        {
	            size_t kf_local[1] = {1};
	            size_t kf_global[1] = {1};
	            kf_cl_arg(kf_cl_kernel_kernel_gramschmidt_S3, 0, sizeof k, &k, 46);
	            kf_cl_arg(kf_cl_kernel_kernel_gramschmidt_S3, 1, sizeof n, &n, 46);
	            kf_cl_arg(kf_cl_kernel_kernel_gramschmidt_S3, 2, sizeof nrm, &nrm, 46);
	            kf_cl_arg(kf_cl_kernel_kernel_gramschmidt_S3, 3, sizeof R_dev, &R_dev, 46);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_gramschmidt_S3, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_gramschmidt_S3)", 46);
	        }
	        if (m > 0) {
	            size_t kf_local[1] = {256};
	            size_t kf_global[1] = {(size_t)(m + 255) / 256 * 256};
	            kf_cl_arg(kf_cl_kernel_kernel_gramschmidt_L1_2, 0, sizeof k, &k, 47);
	            kf_cl_arg(kf_cl_kernel_kernel_gramschmidt_L1_2, 1, sizeof n, &n, 47);
	            kf_cl_arg(kf_cl_kernel_kernel_gramschmidt_L1_2, 2, sizeof m, &m, 47);
	            kf_cl_arg(kf_cl_kernel_kernel_gramschmidt_L1_2, 3, sizeof A_dev, &A_dev, 47);
	            kf_cl_arg(kf_cl_kernel_kernel_gramschmidt_L1_2, 4, sizeof R_dev, &R_dev, 47);
	            kf_cl_arg(kf_cl_kernel_kernel_gramschmidt_L1_2, 5, sizeof Q_dev, &Q_dev, 47);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_gramschmidt_L1_2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_gramschmidt_L1_2)", 47);
	        }
	        if (-k + n - 1 > 0) {
	            size_t kf_local[1] = {256};
	            size_t kf_global[1] = {(size_t)((-k + n - 1) + 255) / 256 * 256};
	            kf_cl_arg(kf_cl_kernel_kernel_gramschmidt_L1_3, 0, sizeof k, &k, 49);
	            kf_cl_arg(kf_cl_kernel_kernel_gramschmidt_L1_3, 1, sizeof n, &n, 49);
	            kf_cl_arg(kf_cl_kernel_kernel_gramschmidt_L1_3, 2, sizeof m, &m, 49);
	            kf_cl_arg(kf_cl_kernel_kernel_gramschmidt_L1_3, 3, sizeof A_dev, &A_dev, 49);
	            kf_cl_arg(kf_cl_kernel_kernel_gramschmidt_L1_3, 4, sizeof R_dev, &R_dev, 49);
	            kf_cl_arg(kf_cl_kernel_kernel_gramschmidt_L1_3, 5, sizeof Q_dev, &Q_dev, 49);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_gramschmidt_L1_3, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_gramschmidt_L1_3)", 49);
	        }
	    }
	    kf_cl_read(R, R_dev, R_bytes, 42);
	    kf_cl_read(Q, Q_dev, Q_bytes, 42);
	    kf_cl_read(A, A_dev, A_bytes, 42);
	    kf_cl_check(clReleaseMemObject(kf_red_kernel_gramschmidt_L1_1_nrm), "clReleaseMemObject", 56);
	    kf_cl_check(clReleaseMemObject(kf_part_kernel_gramschmidt_L1_1_nrm), "clReleaseMemObject", 56);
	}
#pragma endscop
}

int main(void)
{
	int m = M, n = N;
	double *A = malloc(sizeof(double) * m * n);
	double *Q = malloc(sizeof(double) * m * n);
	double *R = malloc(sizeof(double) * n * n);

	if (!A || !Q || !R)
		return 1;
	for (int i = 0; i < m; i++)
		for (int j = 0; j < n; j++) {
			A[i * n + j] = (double)((i * j + 1) % m) / m;
			if (i == j)
				A[i * n + j] += 4.0;
			Q[i * n + j] = 0.0;
		}
	for (int i = 0; i < n * n; i++)
		R[i] = 0.0;

	kernel_gramschmidt(m, n, A, R, Q);

	printf("R\n");
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < n; j++)
			printf("%.10g ", R[i * n + j]);
		printf("\n");
	}
	printf("Q\n");
	for (int i = 0; i < m; i++) {
		for (int j = 0; j < n; j++)
			printf("%.10g ", Q[i * n + j]);
		printf("\n");
	}
	free(A);
	free(Q);
	free(R);
	return 0;
}
