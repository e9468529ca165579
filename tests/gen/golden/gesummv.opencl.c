/* kforge 0.1.0: tests/kernels/gesummv.c for opencl; 2 kernels */
/*
 * gesummv.c: sum of two matrix-vector products, y = alpha A x + beta B x.
 *
 * Style: static global 2-D arrays used directly by the kernel (float);
 * two scalar accumulators declared at function level, outside the scop.
 * Default N=160.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=9000
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L1.1 j reduction
 * kforge-expect-note: sa and sb are set to 0 at the top of every i, so
 *   they are private to L1; L1.1 reduces into both of them.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#ifndef N
#define N 160
#endif

static float A[N][N];
static float B[N][N];
static float x[N];
static float y[N];

/* kforge: OpenCL runtime and the kernels of this file */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>

#define KF_STR_(x) #x
#define KF_STR(x) KF_STR_(x)
/* the kernels, built at run time; the macros they use are the host's */
static const char kf_cl_source[] =
#ifdef N
    "#define N " KF_STR(N) "\n"
#endif
    "__kernel void kernel_gesummv_L1_1(int i, __global float *A, __global float *x, __global float *B, __global float *kf_red_sa, __global float *kf_part_sa, __global float *kf_red_sb, __global float *kf_part_sb)\n"
    "{\n"
    "    __local float kf_sh_sa[256];\n"
    "    __local float kf_sh_sb[256];\n"
    "    float sa = 0;\n"
    "    float sb = 0;\n"
    "    long kf_n0 = (long)(160);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int j = (int)(kf_t);\n"
    "        sa += A[i * N + j] * x[j];\n"
    "        sb += B[i * N + j] * x[j];\n"
    "    }\n"
    "    kf_sh_sa[get_local_id(0)] = sa;\n"
    "    kf_sh_sb[get_local_id(0)] = sb;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (int kf_o = 128; kf_o > 0; kf_o /= 2) {\n"
    "        if (get_local_id(0) < kf_o) {\n"
    "            kf_sh_sa[get_local_id(0)] = kf_sh_sa[get_local_id(0)] + kf_sh_sa[get_local_id(0) + kf_o];\n"
    "            kf_sh_sb[get_local_id(0)] = kf_sh_sb[get_local_id(0)] + kf_sh_sb[get_local_id(0) + kf_o];\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (get_local_id(0) == 0) {\n"
    "        kf_part_sa[get_group_id(0)] = kf_sh_sa[0];\n"
    "        kf_part_sb[get_group_id(0)] = kf_sh_sb[0];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void kernel_gesummv_L1_1_fin(__global float *kf_part_sa, __global float *kf_part_sb, int kf_ngroups, __global float *kf_red_sa, __global float *kf_red_sb)\n"
    "{\n"
    "    float kf_v_sa = kf_red_sa[0];\n"
    "    float kf_v_sb = kf_red_sb[0];\n"
    "    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {\n"
    "        kf_v_sa = kf_v_sa + kf_part_sa[kf_g];\n"
    "        kf_v_sb = kf_v_sb + kf_part_sb[kf_g];\n"
    "    }\n"
    "    kf_red_sa[0] = kf_v_sa;\n"
    "    kf_red_sb[0] = kf_v_sb;\n"
    "}\n"
    "\n"
    "__kernel void kernel_gesummv_S5(int i, float sa, float sb, float alpha, float beta, __global float *y)\n"
    "{\n"
    "    y[i] = alpha * sa + beta * sb;\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_kernel_gesummv_L1_1;
static cl_kernel kf_cl_kernel_kernel_gesummv_L1_1_fin;
static cl_kernel kf_cl_kernel_kernel_gesummv_S5;
static struct {
    cl_context context;
    cl_command_queue queue;
    cl_program program;
} kf_cl;

static void kf_cl_check(cl_int err, const char *call, int line)
{
    if (err != CL_SUCCESS) {
        fprintf(stderr, "tests/kernels/gesummv.c:%d: %s failed: OpenCL error %d\n", line, call, (int)err);
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
        fprintf(stderr, "tests/kernels/gesummv.c:%d: clBuildProgram failed:\n%s\n", line, log);
        exit(EXIT_FAILURE);
    }
    kf_cl_kernel_kernel_gesummv_L1_1 = clCreateKernel(kf_cl.program, "kernel_gesummv_L1_1", &err);
    kf_cl_check(err, "clCreateKernel(kernel_gesummv_L1_1)", line);
    kf_cl_kernel_kernel_gesummv_L1_1_fin = clCreateKernel(kf_cl.program, "kernel_gesummv_L1_1_fin", &err);
    kf_cl_check(err, "clCreateKernel(kernel_gesummv_L1_1_fin)", line);
    kf_cl_kernel_kernel_gesummv_S5 = clCreateKernel(kf_cl.program, "kernel_gesummv_S5", &err);
    kf_cl_check(err, "clCreateKernel(kernel_gesummv_S5)", line);
}

static cl_mem kf_cl_alloc(size_t bytes, int line)
{
    cl_int err;
    cl_mem m = clCreateBuffer(kf_cl.context, CL_MEM_READ_WRITE, bytes, NULL, &err);
    kf_cl_check(err, "clCreateBuffer", line);
    return m;
}

static void kf_cl_write(cl_mem to, const void *from, size_t bytes, int line)
{
    kf_cl_check(clEnqueueWriteBuffer(kf_cl.queue, to, CL_TRUE, 0, bytes, from, 0, NULL, NULL),
                "clEnqueueWriteBuffer", line);
}

static void kf_cl_read(void *to, cl_mem from, size_t bytes, int line)
{
    kf_cl_check(clEnqueueReadBuffer(kf_cl.queue, from, CL_TRUE, 0, bytes, to, 0, NULL, NULL),
                "clEnqueueReadBuffer", line);
}

static void kf_cl_arg(cl_kernel k, cl_uint i, size_t size, const void *value, int line)
{
    kf_cl_check(clSetKernelArg(k, i, size, value), "clSetKernelArg", line);
}

static void kernel_gesummv(float alpha, float beta)
{
	float sa, sb;

#pragma scop
	{
	    kf_cl_init(31);
	    const size_t A_bytes = (size_t)N * sizeof A[0];
	    cl_mem A_dev = kf_cl_alloc(A_bytes, 31);
	    const size_t x_bytes = (size_t)N * sizeof x[0];
	    cl_mem x_dev = kf_cl_alloc(x_bytes, 31);
	    const size_t B_bytes = (size_t)N * sizeof B[0];
	    cl_mem B_dev = kf_cl_alloc(B_bytes, 31);
	    const size_t y_bytes = (size_t)N * sizeof y[0];
	    cl_mem y_dev = kf_cl_alloc(y_bytes, 31);
	    cl_mem kf_red_kernel_gesummv_L1_1_sa = kf_cl_alloc(1 * sizeof(float), 31);
	    cl_mem kf_part_kernel_gesummv_L1_1_sa = kf_cl_alloc(256 * sizeof(float), 31);
	    cl_mem kf_red_kernel_gesummv_L1_1_sb = kf_cl_alloc(1 * sizeof(float), 31);
	    cl_mem kf_part_kernel_gesummv_L1_1_sb = kf_cl_alloc(256 * sizeof(float), 31);
	    kf_cl_write(A_dev, A, A_bytes, 31);
	    kf_cl_write(x_dev, x, x_bytes, 31);
	    kf_cl_write(B_dev, B, B_bytes, 31);
	    kf_cl_write(y_dev, y, y_bytes, 31);
	    for (int i = 0; i < N; i++) {
	        sa = 0.0f;
	        sb = 0.0f;
	        if (160 > 0) {
	            size_t kf_total = (size_t)(160);
	            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
	            kf_cl_write(kf_red_kernel_gesummv_L1_1_sa, &sa, sizeof sa, 34);
	            kf_cl_write(kf_red_kernel_gesummv_L1_1_sb, &sb, sizeof sb, 34);
	            size_t kf_local[1] = {256};
	            size_t kf_global[1] = {kf_groups * 256};
	            kf_cl_arg(kf_cl_kernel_kernel_gesummv_L1_1, 0, sizeof i, &i, 34);
	            kf_cl_arg(kf_cl_kernel_kernel_gesummv_L1_1, 1, sizeof A_dev, &A_dev, 34);
	            kf_cl_arg(kf_cl_kernel_kernel_gesummv_L1_1, 2, sizeof x_dev, &x_dev, 34);
	            kf_cl_arg(kf_cl_kernel_kernel_gesummv_L1_1, 3, sizeof B_dev, &B_dev, 34);
	            kf_cl_arg(kf_cl_kernel_kernel_gesummv_L1_1, 4, sizeof kf_red_kernel_gesummv_L1_1_sa, &kf_red_kernel_gesummv_L1_1_sa, 34);
	            kf_cl_arg(kf_cl_kernel_kernel_gesummv_L1_1, 5, sizeof kf_part_kernel_gesummv_L1_1_sa, &kf_part_kernel_gesummv_L1_1_sa, 34);
	            kf_cl_arg(kf_cl_kernel_kernel_gesummv_L1_1, 6, sizeof kf_red_kernel_gesummv_L1_1_sb, &kf_red_kernel_gesummv_L1_1_sb, 34);
	            kf_cl_arg(kf_cl_kernel_kernel_gesummv_L1_1, 7, sizeof kf_part_kernel_gesummv_L1_1_sb, &kf_part_kernel_gesummv_L1_1_sb, 34);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_gesummv_L1_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_gesummv_L1_1)", 34);
	            kf_cl_arg(kf_cl_kernel_kernel_gesummv_L1_1_fin, 0, sizeof kf_part_kernel_gesummv_L1_1_sa, &kf_part_kernel_gesummv_L1_1_sa, 34);
	            kf_cl_arg(kf_cl_kernel_kernel_gesummv_L1_1_fin, 1, sizeof kf_part_kernel_gesummv_L1_1_sb, &kf_part_kernel_gesummv_L1_1_sb, 34);
	            cl_int kf_ngroups = (cl_int)kf_groups;
	            kf_cl_arg(kf_cl_kernel_kernel_gesummv_L1_1_fin, 2, sizeof kf_ngroups, &kf_ngroups, 34);
	            kf_cl_arg(kf_cl_kernel_kernel_gesummv_L1_1_fin, 3, sizeof kf_red_kernel_gesummv_L1_1_sa, &kf_red_kernel_gesummv_L1_1_sa, 34);
	            kf_cl_arg(kf_cl_kernel_kernel_gesummv_L1_1_fin, 4, sizeof kf_red_kernel_gesummv_L1_1_sb, &kf_red_kernel_gesummv_L1_1_sb, 34);
	            size_t kf_one[1] = {1};
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_gesummv_L1_1_fin, 1, NULL, kf_one, kf_one, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_gesummv_L1_1_fin)", 34);
	            kf_cl_read(&sa, kf_red_kernel_gesummv_L1_1_sa, sizeof sa, 34);
	            kf_cl_read(&sb, kf_red_kernel_gesummv_L1_1_sb, sizeof sb, 34);
	        }
	        {
	            size_t kf_local[1] = {1};
	            size_t kf_global[1] = {1};
	            kf_cl_arg(kf_cl_kernel_kernel_gesummv_S5, 0, sizeof i, &i, 38);
	            kf_cl_arg(kf_cl_kernel_kernel_gesummv_S5, 1, sizeof sa, &sa, 38);
	            kf_cl_arg(kf_cl_kernel_kernel_gesummv_S5, 2, sizeof sb, &sb, 38);
	            kf_cl_arg(kf_cl_kernel_kernel_gesummv_S5, 3, sizeof alpha, &alpha, 38);
	            kf_cl_arg(kf_cl_kernel_kernel_gesummv_S5, 4, sizeof beta, &beta, 38);
	            kf_cl_arg(kf_cl_kernel_kernel_gesummv_S5, 5, sizeof y_dev, &y_dev, 38);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_gesummv_S5, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_gesummv_S5)", 38);
	        }
	    }
	    kf_cl_read(y, y_dev, y_bytes, 31);
	    kf_cl_check(clReleaseMemObject(A_dev), "clReleaseMemObject", 39);
	    kf_cl_check(clReleaseMemObject(x_dev), "clReleaseMemObject", 39);
	    kf_cl_check(clReleaseMemObject(B_dev), "clReleaseMemObject", 39);
	    kf_cl_check(clReleaseMemObject(y_dev), "clReleaseMemObject", 39);
	    kf_cl_check(clReleaseMemObject(kf_red_kernel_gesummv_L1_1_sa), "clReleaseMemObject", 39);
	    kf_cl_check(clReleaseMemObject(kf_part_kernel_gesummv_L1_1_sa), "clReleaseMemObject", 39);
	    kf_cl_check(clReleaseMemObject(kf_red_kernel_gesummv_L1_1_sb), "clReleaseMemObject", 39);
	    kf_cl_check(clReleaseMemObject(kf_part_kernel_gesummv_L1_1_sb), "clReleaseMemObject", 39);
	}
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < N; i++) {
		x[i] = (float)(i % N) / N;
		for (int j = 0; j < N; j++) {
			A[i][j] = (float)((i * j + 1) % N) / N;
			B[i][j] = (float)((i * j + 2) % N) / N;
		}
	}

	kernel_gesummv(1.5f, 1.2f);

	printf("y\n");
	for (int i = 0; i < N; i++)
		printf("%.6g\n", y[i]);
	return 0;
}
