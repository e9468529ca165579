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
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

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
    "    double kf_a_C;\n"
    "    C[i * 64 + j] *= beta;\n"
    "    kf_a_C = C[i * 64 + j];\n"
    "    for (k = 0; k < NK; k++)\n"
    "        kf_a_C += alpha * A[i * 64 + k] * B[k * 64 + j];\n"
    "    C[i * 64 + j] = kf_a_C;\n"
    "}\n"
    "\n"
    "__kernel void kernel_gemm_L1_ktile(__global double *C, double beta, double alpha, __global double *A, __global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int k;\n"
    "    double kf_a_C;\n"
    "    __local double kf_kt_A[256];\n"
    "    __local double kf_kt_B[256];\n"
    "    int kf_o_j = j - (int)get_local_id(0);\n"
    "    int kf_o_i = i - (int)get_local_id(1);\n"
    "    C[i * 64 + j] *= beta;\n"
    "    kf_a_C = C[i * 64 + j];\n"
    "    for (int kf_k0 = 0; kf_k0 <= 63; kf_k0 += 16) {\n"
    "        for (int kf_q = (int)get_local_id(0) + 16 * (int)get_local_id(1); kf_q < 256; kf_q += 256) {\n"
    "            int kf_r = kf_q / 16, kf_c = kf_q % 16;\n"
    "            int kf_s = kf_o_i + kf_r, kf_kk = kf_k0 + kf_c;\n"
    "            if (kf_s <= 63 && kf_kk <= 63) {\n"
    "                kf_kt_A[kf_q] = A[kf_s * 64 + kf_kk];\n"
    "            }\n"
    "        }\n"
    "        for (int kf_q = (int)get_local_id(0) + 16 * (int)get_local_id(1); kf_q < 256; kf_q += 256) {\n"
    "            int kf_c = kf_q / 16, kf_r = kf_q % 16;\n"
    "            int kf_s = kf_o_j + kf_r, kf_kk = kf_k0 + kf_c;\n"
    "            if (kf_s <= 63 && kf_kk <= 63) {\n"
    "                kf_kt_B[kf_q] = B[kf_kk * 64 + kf_s];\n"
    "            }\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "        for (k = kf_k0; k <= 63 && k < kf_k0 + 16; k++) {\n"
    "            kf_a_C += alpha * kf_kt_A[(i - kf_o_i) * 16 + k - kf_k0] * kf_kt_B[(k - kf_k0) * 16 + j - kf_o_j];\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    C[i * 64 + j] = kf_a_C;\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_kernel_gemm_L1;
static cl_kernel kf_cl_kernel_kernel_gemm_L1_ktile;
static struct {
    cl_context context;
    cl_command_queue queue;
    cl_program program;
    int window; /* run the windowed kernels: a GPU device */
    size_t groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int err, const char *call, int line)
{
    if (err != CL_SUCCESS) {
        fprintf(stderr, "tests/kernels/gemm.c:%d: %s failed: OpenCL error %d\n", line, call, (int)err);
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
    cl_device_type type = 0;
    const char *force = getenv("KFORGE_CL_WINDOW");
    clGetDeviceInfo(device, CL_DEVICE_TYPE, sizeof type, &type, NULL);
    kf_cl.window = force ? force[0] == 'o' && force[1] == 'n' : (type & CL_DEVICE_TYPE_GPU) != 0;
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
            fprintf(stderr, "tests/kernels/gemm.c:%d: clBuildProgram failed:\n%s\n", line, log);
            exit(EXIT_FAILURE);
        }
        if (cached) {
            kf_cl_save(key, len, path);
        }
    }
    free(key);
    kf_cl_kernel_kernel_gemm_L1 = clCreateKernel(kf_cl.program, "kernel_gemm_L1", &err);
    kf_cl_check(err, "clCreateKernel(kernel_gemm_L1)", line);
    kf_cl_kernel_kernel_gemm_L1_ktile = clCreateKernel(kf_cl.program, "kernel_gemm_L1_ktile", &err);
    kf_cl_check(err, "clCreateKernel(kernel_gemm_L1_ktile)", line);
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
	        if (kf_cl.window) {
	            size_t kf_local[2] = {16, 16};
	            size_t kf_global[2] = {(size_t)(64 + 15) / 16 * 16, (size_t)(64 + 15) / 16 * 16};
	            kf_cl_arg(kf_cl_kernel_kernel_gemm_L1_ktile, 0, sizeof C_dev, &C_dev, 50);
	            kf_cl_arg(kf_cl_kernel_kernel_gemm_L1_ktile, 1, sizeof beta, &beta, 50);
	            kf_cl_arg(kf_cl_kernel_kernel_gemm_L1_ktile, 2, sizeof alpha, &alpha, 50);
	            kf_cl_arg(kf_cl_kernel_kernel_gemm_L1_ktile, 3, sizeof A_dev, &A_dev, 50);
	            kf_cl_arg(kf_cl_kernel_kernel_gemm_L1_ktile, 4, sizeof B_dev, &B_dev, 50);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_gemm_L1_ktile, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_gemm_L1_ktile)", 50);
	        } else {
	            size_t kf_local[2] = {64, 4};
	            size_t kf_global[2] = {(size_t)64, (size_t)64};
	            kf_cl_fit(2, kf_global, kf_local);
	            kf_cl_arg(kf_cl_kernel_kernel_gemm_L1, 0, sizeof C_dev, &C_dev, 50);
	            kf_cl_arg(kf_cl_kernel_kernel_gemm_L1, 1, sizeof beta, &beta, 50);
	            kf_cl_arg(kf_cl_kernel_kernel_gemm_L1, 2, sizeof alpha, &alpha, 50);
	            kf_cl_arg(kf_cl_kernel_kernel_gemm_L1, 3, sizeof A_dev, &A_dev, 50);
	            kf_cl_arg(kf_cl_kernel_kernel_gemm_L1, 4, sizeof B_dev, &B_dev, 50);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_gemm_L1, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_gemm_L1)", 50);
	        }
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
