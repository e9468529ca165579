/* kforge 0.1.0: tests/kernels/ludcmp.c for opencl; 4 kernels */
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
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define KF_STR_(x) #x
#define KF_STR(x) KF_STR_(x)
/* the kernels, built at run time; the macros they use are the host's */
static const char kf_cl_source[] =
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "#pragma OPENCL FP_CONTRACT OFF\n"
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

static unsigned long long kf_cl_hash(const void *p, size_t n)
{
    unsigned long long hash = 14695981039346656037ULL;
    for (size_t i = 0; i < n; i++) {
        hash = (hash ^ ((const unsigned char *)p)[i]) * 1099511628211ULL;
    }
    return hash;
}

static char *kf_cl_key(cl_device_id device, const char *opts, size_t *len)
{
    char name[256] = "", driver[256] = "";
    char *key;
    clGetDeviceInfo(device, CL_DEVICE_NAME, sizeof name - 1, name, NULL);
    clGetDeviceInfo(device, CL_DRIVER_VERSION, sizeof driver - 1, driver, NULL);
    *len = sizeof kf_cl_source + strlen(opts) + strlen(name) + strlen(driver) + 3;
    key = malloc(*len);
    if (key) {
        memcpy(key, kf_cl_source, sizeof kf_cl_source);
        sprintf(key + sizeof kf_cl_source, "%s%c%s%c%s", opts, 0, name, 0, driver);
    }
    return key;
}

static int kf_cl_cache_path(const char *key, size_t len, char *path, size_t size)
{
    const char *dir = getenv("KFORGE_CL_CACHE");
    const char *home = getenv("XDG_CACHE_HOME");
    if (dir && strcmp(dir, "off") == 0) {
        return 0;
    }
    if (!dir && home && *home) {
        mkdir(home, 0700);
        snprintf(path, size, "%s/kforge", home);
    } else if (!dir && (home = getenv("HOME")) && *home) {
        snprintf(path, size, "%s/.cache", home);
        mkdir(path, 0700);
        snprintf(path, size, "%s/.cache/kforge", home);
    } else if (!dir) {
        return 0;
    } else {
        snprintf(path, size, "%s", dir);
    }
    mkdir(path, 0700);
    return (size_t)snprintf(path + strlen(path), size - strlen(path), "/cl-%016llx.bin", kf_cl_hash(key, len)) < size - strlen(path);
}

static cl_program kf_cl_load(cl_device_id device, const char *opts, const char *key, size_t len, const char *path)
{
    FILE *f = fopen(path, "rb");
    unsigned char *buf = NULL;
    cl_program p = NULL;
    long size = -1;
    unsigned long long hash = 0;
    if (!f) {
        return NULL;
    }
    if (fseek(f, 0, SEEK_END) == 0) {
        size = ftell(f);
    }
    if (size > (long)(len + sizeof hash) && fseek(f, 0, SEEK_SET) == 0 &&
        (buf = malloc((size_t)size)) && fread(buf, 1, (size_t)size, f) == (size_t)size &&
        memcmp(buf, key, len) == 0 && memcpy(&hash, buf + len, sizeof hash) &&
        hash == kf_cl_hash(buf + len + sizeof hash, (size_t)size - len - sizeof hash)) {
        const unsigned char *bin = buf + len + sizeof hash;
        size_t n = (size_t)size - len - sizeof hash;
        cl_int err, status;
        p = clCreateProgramWithBinary(kf_cl.context, 1, &device, &n, &bin, &status, &err);
        if (p && (err != CL_SUCCESS || status != CL_SUCCESS ||
                  clBuildProgram(p, 1, &device, opts, NULL, NULL) != CL_SUCCESS)) {
            clReleaseProgram(p);
            p = NULL;
        }
    }
    free(buf);
    fclose(f);
    return p;
}

static void kf_cl_save(const char *key, size_t len, const char *path)
{
    size_t n = 0;
    unsigned char *bin;
    char tmp[4200];
    FILE *f;
    if (clGetProgramInfo(kf_cl.program, CL_PROGRAM_BINARY_SIZES, sizeof n, &n, NULL) != CL_SUCCESS ||
        !n || !(bin = malloc(n))) {
        return;
    }
    snprintf(tmp, sizeof tmp, "%s.%ld", path, (long)getpid());
    if (clGetProgramInfo(kf_cl.program, CL_PROGRAM_BINARIES, sizeof bin, &bin, NULL) == CL_SUCCESS &&
        (f = fopen(tmp, "wb"))) {
        unsigned long long hash = kf_cl_hash(bin, n);
        int ok = fwrite(key, 1, len, f) == len && fwrite(&hash, sizeof hash, 1, f) == 1 &&
                 fwrite(bin, 1, n, f) == n;
        if (fclose(f) != 0 || !ok || rename(tmp, path) != 0) {
            remove(tmp);
        }
    }
    free(bin);
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
    const char *opts = "";
    char path[4096];
    size_t len = 0;
    char *key = kf_cl_key(device, opts, &len);
    int cached = key && kf_cl_cache_path(key, len, path, sizeof path);
    if (cached) {
        kf_cl.program = kf_cl_load(device, opts, key, len, path);
    }
    if (!kf_cl.program) {
        kf_cl.program = clCreateProgramWithSource(kf_cl.context, 1, &src, NULL, &err);
        kf_cl_check(err, "clCreateProgramWithSource", line);
        if (clBuildProgram(kf_cl.program, 1, &device, opts, NULL, NULL) != CL_SUCCESS) {
            char log[16384] = "";
            clGetProgramBuildInfo(kf_cl.program, device, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
            fprintf(stderr, "tests/kernels/ludcmp.c:%d: clBuildProgram failed:\n%s\n", line, log);
            exit(EXIT_FAILURE);
        }
        if (cached) {
            kf_cl_save(key, len, path);
        }
    }
    free(key);
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
	    cl_mem kf_red_kernel_ludcmp_L2_1_w = kf_cl_alloc(1 * sizeof(double), 43);
	    cl_mem kf_part_kernel_ludcmp_L2_1_w = kf_cl_alloc(256 * sizeof(double), 43);
	    cl_mem kf_red_kernel_ludcmp_L3_1_w = kf_cl_alloc(1 * sizeof(double), 43);
	    cl_mem kf_part_kernel_ludcmp_L3_1_w = kf_cl_alloc(256 * sizeof(double), 43);
	    for (int i = 0; i < n; i++) {
	    	for (int j = 0; j < i; j++) {
	    		w = A[i][j];
	    		for (int k = 0; k < j; k++)
	    			w -= A[i][k] * A[k][j];
	    		A[i][j] = w / A[j][j];
	    	}
	    	for (int j = i; j < n; j++) {
	    		w = A[i][j];
	    		for (int k = 0; k < i; k++)
	    			w -= A[i][k] * A[k][j];
	    		A[i][j] = w;
	    	}
	    }
	    kf_cl_write(A_dev, A, A_bytes, 57);
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
