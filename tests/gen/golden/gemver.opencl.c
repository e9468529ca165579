/* kforge 0.1.0: tests/kernels/gemver.c for opencl; 3 kernels */
/*
 * gemver.c: vector multiplication and matrix addition (BLAS gemver):
 *
 *   A = A + u1 v1^T + u2 v2^T
 *   x = x + beta A^T y + z
 *   w = w + alpha A x
 *
 * Style: C99 VLA parameters (double).  The transposed product is written
 * x[i] = x[i] + ..., not with +=, as hand-written code often is.
 * Default N=150.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=6500
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L2 i parallel
 * kforge-expect: L2.1 j reduction
 * kforge-expect: L3 i parallel
 * kforge-expect: L4 i parallel
 * kforge-expect: L4.1 j reduction
 * kforge-expect-note: L2.1 is x[i] = x[i] + e with e free of x: the same
 *   reduction as x[i] += e, on x[i], which does not depend on j.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 150
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
    "__kernel void kernel_gemver_L1(int n, __global double *A, __global double *u1, __global double *v1, __global double *u2, __global double *v2)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= n - 1 && i <= n - 1) {\n"
    "        A[i * n + j] = A[i * n + j] + u1[i] * v1[j] + u2[i] * v2[j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void kernel_gemver_L2(int n, __global double *A, __global double *x, double beta, __global double *y, __global double *z)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= n - 1) {\n"
    "        /* kernel_gemver_L2, line 40 */\n"
    "        {\n"
    "            for (int j = 0; j < n; j++)\n"
    "                x[i] = x[i] + beta * A[j * n + i] * y[j];\n"
    "        }\n"
    "        /* kernel_gemver_L3, line 43 */\n"
    "        {\n"
    "            x[i] = x[i] + z[i];\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void kernel_gemver_L4(int n, __global double *A, __global double *x, __global double *w, double alpha)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= n - 1) {\n"
    "        for (int j = 0; j < n; j++)\n"
    "            w[i] += alpha * A[i * n + j] * x[j];\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_kernel_gemver_L1;
static cl_kernel kf_cl_kernel_kernel_gemver_L2;
static cl_kernel kf_cl_kernel_kernel_gemver_L4;
static struct {
    cl_context context;
    cl_command_queue queue;
    cl_program program;
    size_t groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int err, const char *call, int line)
{
    if (err != CL_SUCCESS) {
        fprintf(stderr, "tests/kernels/gemver.c:%d: %s failed: OpenCL error %d\n", line, call, (int)err);
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
    cl_uint units = 1;
    clGetDeviceInfo(device, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof units, &units, NULL);
    kf_cl.groups = 4 * (size_t)(units ? units : 1);
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
            fprintf(stderr, "tests/kernels/gemver.c:%d: clBuildProgram failed:\n%s\n", line, log);
            exit(EXIT_FAILURE);
        }
        if (cached) {
            kf_cl_save(key, len, path);
        }
    }
    free(key);
    kf_cl_kernel_kernel_gemver_L1 = clCreateKernel(kf_cl.program, "kernel_gemver_L1", &err);
    kf_cl_check(err, "clCreateKernel(kernel_gemver_L1)", line);
    kf_cl_kernel_kernel_gemver_L2 = clCreateKernel(kf_cl.program, "kernel_gemver_L2", &err);
    kf_cl_check(err, "clCreateKernel(kernel_gemver_L2)", line);
    kf_cl_kernel_kernel_gemver_L4 = clCreateKernel(kf_cl.program, "kernel_gemver_L4", &err);
    kf_cl_check(err, "clCreateKernel(kernel_gemver_L4)", line);
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

static void kf_cl_fit(int dims, size_t *global, size_t *local)
{
    size_t groups = 1, volume = 1;
    for (int d = 0; d < dims; d++) {
        while (local[d] > 1 && local[d] / 2 >= global[d]) {
            local[d] /= 2;
        }
        groups *= (global[d] + local[d] - 1) / local[d];
        volume *= local[d];
    }
    while (groups < kf_cl.groups && volume > 32) {
        int t = dims - 1;
        while (t > 0 && local[t] == 1) {
            t--;
        }
        groups = groups / ((global[t] + local[t] - 1) / local[t]);
        local[t] /= 2;
        volume /= 2;
        groups *= (global[t] + local[t] - 1) / local[t];
    }
    for (int d = 0; d < dims; d++) {
        global[d] = (global[d] + local[d] - 1) / local[d] * local[d];
    }
}

static void kf_cl_free_35(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 35);
}

static void kernel_gemver(int n, double alpha, double beta, double A[n][n],
			  double u1[n], double v1[n], double u2[n],
			  double v2[n], double w[n], double x[n], double y[n],
			  double z[n])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(35);
	const size_t A_bytes = (size_t)n * sizeof A[0];
	cl_mem A_dev __attribute__((cleanup(kf_cl_free_35))) = kf_cl_alloc(A_bytes, 35);
	const size_t u1_bytes = (size_t)n * sizeof u1[0];
	cl_mem u1_dev __attribute__((cleanup(kf_cl_free_35))) = kf_cl_alloc(u1_bytes, 35);
	const size_t v1_bytes = (size_t)n * sizeof v1[0];
	cl_mem v1_dev __attribute__((cleanup(kf_cl_free_35))) = kf_cl_alloc(v1_bytes, 35);
	const size_t u2_bytes = (size_t)n * sizeof u2[0];
	cl_mem u2_dev __attribute__((cleanup(kf_cl_free_35))) = kf_cl_alloc(u2_bytes, 35);
	const size_t v2_bytes = (size_t)n * sizeof v2[0];
	cl_mem v2_dev __attribute__((cleanup(kf_cl_free_35))) = kf_cl_alloc(v2_bytes, 35);
	const size_t x_bytes = (size_t)n * sizeof x[0];
	cl_mem x_dev __attribute__((cleanup(kf_cl_free_35))) = kf_cl_alloc(x_bytes, 35);
	const size_t y_bytes = (size_t)n * sizeof y[0];
	cl_mem y_dev __attribute__((cleanup(kf_cl_free_35))) = kf_cl_alloc(y_bytes, 35);
	const size_t z_bytes = (size_t)n * sizeof z[0];
	cl_mem z_dev __attribute__((cleanup(kf_cl_free_35))) = kf_cl_alloc(z_bytes, 35);
	const size_t w_bytes = (size_t)n * sizeof w[0];
	cl_mem w_dev __attribute__((cleanup(kf_cl_free_35))) = kf_cl_alloc(w_bytes, 35);
#pragma scop
	{
	    kf_cl_init(37);
	    kf_cl_write(A_dev, A, A_bytes, 37);
	    kf_cl_write(u1_dev, u1, u1_bytes, 37);
	    kf_cl_write(v1_dev, v1, v1_bytes, 37);
	    kf_cl_write(u2_dev, u2, u2_bytes, 37);
	    kf_cl_write(v2_dev, v2, v2_bytes, 37);
	    if (n > 0 && n > 0) {
	        size_t kf_local[2] = {16, 16};
	        size_t kf_global[2] = {(size_t)n, (size_t)n};
	        kf_cl_fit(2, kf_global, kf_local);
	        kf_cl_arg(kf_cl_kernel_kernel_gemver_L1, 0, sizeof n, &n, 37);
	        kf_cl_arg(kf_cl_kernel_kernel_gemver_L1, 1, sizeof A_dev, &A_dev, 37);
	        kf_cl_arg(kf_cl_kernel_kernel_gemver_L1, 2, sizeof u1_dev, &u1_dev, 37);
	        kf_cl_arg(kf_cl_kernel_kernel_gemver_L1, 3, sizeof v1_dev, &v1_dev, 37);
	        kf_cl_arg(kf_cl_kernel_kernel_gemver_L1, 4, sizeof u2_dev, &u2_dev, 37);
	        kf_cl_arg(kf_cl_kernel_kernel_gemver_L1, 5, sizeof v2_dev, &v2_dev, 37);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_gemver_L1, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(kernel_gemver_L1)", 37);
	    }
	    kf_cl_write(x_dev, x, x_bytes, 40);
	    kf_cl_write(y_dev, y, y_bytes, 40);
	    kf_cl_write(z_dev, z, z_bytes, 40);
	    if (n > 0) {
	        size_t kf_local[1] = {256};
	        size_t kf_global[1] = {(size_t)n};
	        kf_cl_fit(1, kf_global, kf_local);
	        kf_cl_arg(kf_cl_kernel_kernel_gemver_L2, 0, sizeof n, &n, 40);
	        kf_cl_arg(kf_cl_kernel_kernel_gemver_L2, 1, sizeof A_dev, &A_dev, 40);
	        kf_cl_arg(kf_cl_kernel_kernel_gemver_L2, 2, sizeof x_dev, &x_dev, 40);
	        kf_cl_arg(kf_cl_kernel_kernel_gemver_L2, 3, sizeof beta, &beta, 40);
	        kf_cl_arg(kf_cl_kernel_kernel_gemver_L2, 4, sizeof y_dev, &y_dev, 40);
	        kf_cl_arg(kf_cl_kernel_kernel_gemver_L2, 5, sizeof z_dev, &z_dev, 40);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_gemver_L2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(kernel_gemver_L2)", 40);
	    }
	    kf_cl_write(w_dev, w, w_bytes, 45);
	    if (n > 0) {
	        size_t kf_local[1] = {256};
	        size_t kf_global[1] = {(size_t)n};
	        kf_cl_fit(1, kf_global, kf_local);
	        kf_cl_arg(kf_cl_kernel_kernel_gemver_L4, 0, sizeof n, &n, 45);
	        kf_cl_arg(kf_cl_kernel_kernel_gemver_L4, 1, sizeof A_dev, &A_dev, 45);
	        kf_cl_arg(kf_cl_kernel_kernel_gemver_L4, 2, sizeof x_dev, &x_dev, 45);
	        kf_cl_arg(kf_cl_kernel_kernel_gemver_L4, 3, sizeof w_dev, &w_dev, 45);
	        kf_cl_arg(kf_cl_kernel_kernel_gemver_L4, 4, sizeof alpha, &alpha, 45);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_gemver_L4, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(kernel_gemver_L4)", 45);
	    }
	    kf_cl_read(A, A_dev, A_bytes, 45);
	    kf_cl_read(x, x_dev, x_bytes, 45);
	    kf_cl_read(w, w_dev, w_bytes, 45);
	}
#pragma endscop
}

int main(void)
{
	int n = N;
	double (*A)[n] = malloc(sizeof(double[n][n]));
	double *v = malloc(sizeof(double) * 8 * n);

	if (!A || !v)
		return 1;
	double *u1 = v, *v1 = v + n, *u2 = v + 2 * n, *v2 = v + 3 * n;
	double *w = v + 4 * n, *x = v + 5 * n, *y = v + 6 * n, *z = v + 7 * n;
	for (int i = 0; i < n; i++) {
		u1[i] = (double)i / n;
		u2[i] = (double)(i + 1) / n / 2.0;
		v1[i] = (double)(i + 1) / n / 4.0;
		v2[i] = (double)(i + 1) / n / 6.0;
		y[i] = (double)(i + 1) / n / 8.0;
		z[i] = (double)(i + 1) / n / 9.0;
		x[i] = 0.0;
		w[i] = 0.0;
		for (int j = 0; j < n; j++)
			A[i][j] = (double)(i * j % n) / n;
	}

	kernel_gemver(n, 1.5, 1.2, A, u1, v1, u2, v2, w, x, y, z);

	printf("w\n");
	for (int i = 0; i < n; i++)
		printf("%.10g\n", w[i]);
	free(A);
	free(v);
	return 0;
}
