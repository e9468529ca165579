/* kforge 0.1.0: tests/kernels/durbin.c for opencl; 4 kernels */
/*
 * durbin.c: Levinson-Durbin recursion.  Solves the Yule-Walker system
 * T y = -r, where T is the symmetric Toeplitz matrix with first row
 * (1, r[0], ..., r[n-2]).
 *
 * Style: static global 1-D arrays used directly by the kernel (double),
 * scalar statements and scalar reductions inside the scop.
 * r[k] = rho(k + 1) for rho(h) = 1 / (1 + h): rho is convex and decreases
 * to 0, so (Polya's criterion) it is an autocorrelation, T is positive
 * definite and |alpha| < 1 at every step: nothing blows up, and y decays
 * only slowly, so every printed value means something.
 * Default N=400.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=40000
 *
 * kforge-expect: L1 k sequential
 * kforge-expect: L1.1 i reduction
 * kforge-expect: L1.2 i parallel
 * kforge-expect: L1.3 i parallel
 * kforge-expect-note: L1.2 writes z[i] and reads y (not written there);
 *   L1.3 copies z back to y.  Fused into one loop, y[i] = y[i] + alpha *
 *   y[k-i-1] would not be parallel; the copy through z is what makes
 *   them parallel.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#ifndef N
#define N 400
#endif

static double r[N];
static double y[N];
static double z[N];

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
    "__kernel void kernel_durbin_L1_1(__global double *r, __global double *y, int k, __global double *kf_red_sum, __global double *kf_part_sum)\n"
    "{\n"
    "    __local double kf_sh_sum[256];\n"
    "    double sum = 0;\n"
    "    long kf_n0 = (long)(k);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int i = (int)(kf_t);\n"
    "        sum += r[k - i - 1] * y[i];\n"
    "    }\n"
    "    kf_sh_sum[get_local_id(0)] = sum;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (int kf_o = 128; kf_o > 0; kf_o /= 2) {\n"
    "        if (get_local_id(0) < kf_o) {\n"
    "            kf_sh_sum[get_local_id(0)] = kf_sh_sum[get_local_id(0)] + kf_sh_sum[get_local_id(0) + kf_o];\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (get_local_id(0) == 0) {\n"
    "        kf_part_sum[get_group_id(0)] = kf_sh_sum[0];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void kernel_durbin_L1_1_fin(__global double *kf_part_sum, int kf_ngroups, __global double *kf_red_sum)\n"
    "{\n"
    "    double kf_v_sum = kf_red_sum[0];\n"
    "    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {\n"
    "        kf_v_sum = kf_v_sum + kf_part_sum[kf_g];\n"
    "    }\n"
    "    kf_red_sum[0] = kf_v_sum;\n"
    "}\n"
    "\n"
    "__kernel void kernel_durbin_L1_2(__global double *y, double alpha, int k, __global double *z)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= k - 1) {\n"
    "        z[i] = y[i] + alpha * y[k - i - 1];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void kernel_durbin_L1_3(__global double *y, int k, __global double *z)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= k - 1) {\n"
    "        y[i] = z[i];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void kernel_durbin_S10(__global double *y, double alpha, int k)\n"
    "{\n"
    "    y[k] = alpha;\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_kernel_durbin_L1_1;
static cl_kernel kf_cl_kernel_kernel_durbin_L1_1_fin;
static cl_kernel kf_cl_kernel_kernel_durbin_L1_2;
static cl_kernel kf_cl_kernel_kernel_durbin_L1_3;
static cl_kernel kf_cl_kernel_kernel_durbin_S10;
static struct {
    cl_context context;
    cl_command_queue queue;
    cl_program program;
} kf_cl;

static void kf_cl_check(cl_int err, const char *call, int line)
{
    if (err != CL_SUCCESS) {
        fprintf(stderr, "tests/kernels/durbin.c:%d: %s failed: OpenCL error %d\n", line, call, (int)err);
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
        fprintf(stderr, "tests/kernels/durbin.c:%d: clBuildProgram failed:\n%s\n", line, log);
        exit(EXIT_FAILURE);
    }
    kf_cl_kernel_kernel_durbin_L1_1 = clCreateKernel(kf_cl.program, "kernel_durbin_L1_1", &err);
    kf_cl_check(err, "clCreateKernel(kernel_durbin_L1_1)", line);
    kf_cl_kernel_kernel_durbin_L1_1_fin = clCreateKernel(kf_cl.program, "kernel_durbin_L1_1_fin", &err);
    kf_cl_check(err, "clCreateKernel(kernel_durbin_L1_1_fin)", line);
    kf_cl_kernel_kernel_durbin_L1_2 = clCreateKernel(kf_cl.program, "kernel_durbin_L1_2", &err);
    kf_cl_check(err, "clCreateKernel(kernel_durbin_L1_2)", line);
    kf_cl_kernel_kernel_durbin_L1_3 = clCreateKernel(kf_cl.program, "kernel_durbin_L1_3", &err);
    kf_cl_check(err, "clCreateKernel(kernel_durbin_L1_3)", line);
    kf_cl_kernel_kernel_durbin_S10 = clCreateKernel(kf_cl.program, "kernel_durbin_S10", &err);
    kf_cl_check(err, "clCreateKernel(kernel_durbin_S10)", line);
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

static void kf_cl_free_36(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 36);
}

static void kernel_durbin(void)
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(36);
	const size_t r_bytes = (size_t)400 * sizeof r[0];
	cl_mem r_dev __attribute__((cleanup(kf_cl_free_36))) = kf_cl_alloc(r_bytes, 36);
	const size_t y_bytes = (size_t)400 * sizeof y[0];
	cl_mem y_dev __attribute__((cleanup(kf_cl_free_36))) = kf_cl_alloc(y_bytes, 36);
	const size_t z_bytes = (size_t)400 * sizeof z[0];
	cl_mem z_dev __attribute__((cleanup(kf_cl_free_36))) = kf_cl_alloc(z_bytes, 36);
	double alpha, beta, sum;

#pragma scop
	{
	    kf_cl_init(40);
	    cl_mem kf_red_kernel_durbin_L1_1_sum = kf_cl_alloc(1 * sizeof(double), 40);
	    cl_mem kf_part_kernel_durbin_L1_1_sum = kf_cl_alloc(256 * sizeof(double), 40);
	    y[0] = -r[0];
	    beta = 1.0;
	    alpha = -r[0];
	    kf_cl_write(r_dev, r, r_bytes, 43);
	    kf_cl_write(y_dev, y, y_bytes, 43);
	    kf_cl_write(z_dev, z, z_bytes, 43);
	    for (int k = 1; k < N; k++) {
	        beta = (1.0 - alpha * alpha) * beta;
	        sum = 0.0;
	        if (k > 0) {
	            size_t kf_total = (size_t)(k);
	            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
	            kf_cl_write(kf_red_kernel_durbin_L1_1_sum, &sum, sizeof sum, 46);
	            size_t kf_local[1] = {256};
	            size_t kf_global[1] = {kf_groups * 256};
	            kf_cl_arg(kf_cl_kernel_kernel_durbin_L1_1, 0, sizeof r_dev, &r_dev, 46);
	            kf_cl_arg(kf_cl_kernel_kernel_durbin_L1_1, 1, sizeof y_dev, &y_dev, 46);
	            kf_cl_arg(kf_cl_kernel_kernel_durbin_L1_1, 2, sizeof k, &k, 46);
	            kf_cl_arg(kf_cl_kernel_kernel_durbin_L1_1, 3, sizeof kf_red_kernel_durbin_L1_1_sum, &kf_red_kernel_durbin_L1_1_sum, 46);
	            kf_cl_arg(kf_cl_kernel_kernel_durbin_L1_1, 4, sizeof kf_part_kernel_durbin_L1_1_sum, &kf_part_kernel_durbin_L1_1_sum, 46);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_durbin_L1_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_durbin_L1_1)", 46);
	            kf_cl_arg(kf_cl_kernel_kernel_durbin_L1_1_fin, 0, sizeof kf_part_kernel_durbin_L1_1_sum, &kf_part_kernel_durbin_L1_1_sum, 46);
	            cl_int kf_ngroups = (cl_int)kf_groups;
	            kf_cl_arg(kf_cl_kernel_kernel_durbin_L1_1_fin, 1, sizeof kf_ngroups, &kf_ngroups, 46);
	            kf_cl_arg(kf_cl_kernel_kernel_durbin_L1_1_fin, 2, sizeof kf_red_kernel_durbin_L1_1_sum, &kf_red_kernel_durbin_L1_1_sum, 46);
	            size_t kf_one[1] = {1};
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_durbin_L1_1_fin, 1, NULL, kf_one, kf_one, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_durbin_L1_1_fin)", 46);
	            kf_cl_read(&sum, kf_red_kernel_durbin_L1_1_sum, sizeof sum, 46);
	        }
	        alpha = -(r[k] + sum) / beta;
	        if (k > 0) {
	            size_t kf_local[1] = {256};
	            size_t kf_global[1] = {(size_t)(k + 255) / 256 * 256};
	            kf_cl_arg(kf_cl_kernel_kernel_durbin_L1_2, 0, sizeof y_dev, &y_dev, 49);
	            kf_cl_arg(kf_cl_kernel_kernel_durbin_L1_2, 1, sizeof alpha, &alpha, 49);
	            kf_cl_arg(kf_cl_kernel_kernel_durbin_L1_2, 2, sizeof k, &k, 49);
	            kf_cl_arg(kf_cl_kernel_kernel_durbin_L1_2, 3, sizeof z_dev, &z_dev, 49);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_durbin_L1_2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_durbin_L1_2)", 49);
	        }
	        if (k > 0) {
	            size_t kf_local[1] = {256};
	            size_t kf_global[1] = {(size_t)(k + 255) / 256 * 256};
	            kf_cl_arg(kf_cl_kernel_kernel_durbin_L1_3, 0, sizeof y_dev, &y_dev, 51);
	            kf_cl_arg(kf_cl_kernel_kernel_durbin_L1_3, 1, sizeof k, &k, 51);
	            kf_cl_arg(kf_cl_kernel_kernel_durbin_L1_3, 2, sizeof z_dev, &z_dev, 51);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_durbin_L1_3, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_durbin_L1_3)", 51);
	        }
	        {
	            size_t kf_local[1] = {1};
	            size_t kf_global[1] = {1};
	            kf_cl_arg(kf_cl_kernel_kernel_durbin_S10, 0, sizeof y_dev, &y_dev, 53);
	            kf_cl_arg(kf_cl_kernel_kernel_durbin_S10, 1, sizeof alpha, &alpha, 53);
	            kf_cl_arg(kf_cl_kernel_kernel_durbin_S10, 2, sizeof k, &k, 53);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_durbin_S10, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_durbin_S10)", 53);
	        }
	    }
	    kf_cl_read(z, z_dev, z_bytes, 43);
	    kf_cl_read(y, y_dev, y_bytes, 43);
	    kf_cl_check(clReleaseMemObject(kf_red_kernel_durbin_L1_1_sum), "clReleaseMemObject", 54);
	    kf_cl_check(clReleaseMemObject(kf_part_kernel_durbin_L1_1_sum), "clReleaseMemObject", 54);
	}
#pragma endscop
}

int main(void)
{
	for (int k = 0; k < N; k++)
		r[k] = 1.0 / (k + 2);

	kernel_durbin();

	printf("y\n");
	for (int i = 0; i < N; i++)
		printf("%.10g\n", y[i]);
	return 0;
}
