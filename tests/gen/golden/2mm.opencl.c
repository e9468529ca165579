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
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

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
    size_t groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int err, const char *call, int line)
{
    if (err != CL_SUCCESS) {
        fprintf(stderr, "tests/kernels/2mm.c:%d: %s failed: OpenCL error %d\n", line, call, (int)err);
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
            fprintf(stderr, "tests/kernels/2mm.c:%d: clBuildProgram failed:\n%s\n", line, log);
            exit(EXIT_FAILURE);
        }
        if (cached) {
            kf_cl_save(key, len, path);
        }
    }
    free(key);
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
	        size_t kf_global[2] = {(size_t)nj, (size_t)ni};
	        kf_cl_fit(2, kf_global, kf_local);
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
	        size_t kf_global[2] = {(size_t)nl, (size_t)ni};
	        kf_cl_fit(2, kf_global, kf_local);
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
