/* kforge 0.1.0: tests/transforms/colwise.c for opencl; 3 kernels */
/*
 * colwise.c: kernels whose loop nests are written in the order that maps
 * them badly onto threads (the coalesce and flatten passes' cases).
 *
 * scale: `for j for i` over row-major arrays: the innermost loop i indexes
 * rows, so the natural map (innermost loop on thread index x) has a warp
 * read 32 rows; coalesce puts j on x.
 * rgb: `for p for c` over pixels of three channels: the channel loop has 3
 * iterations, so a 2-D block leaves a quarter of its threads idle (4 wide
 * in x for 3); flatten launches p and c as one dimension.
 * plane: `for k for i for j` with k running once (a single plane): the
 * launch loses that dimension.
 *
 * Default N=300 M=200 REPS=2.  Bench sizes: -DN=2000 -DM=2000 -DREPS=10;
 * -DKERNELS=1, 2 or 4 runs scale, rgb or plane alone (a bit mask, 7 all).
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 300
#endif
#ifndef M
#define M 200
#endif
#ifndef REPS
#define REPS 2
#endif
#ifndef KERNELS
#define KERNELS 7
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
    "__kernel void scale_L1_1(int m, int n, __global double *A, __global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= m - 1 && i <= n - 1) {\n"
    "        B[i * m + j] = 0.5 * A[i * m + j] + B[i * m + j] * 0.25 + j;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void rgb_L2(int n, __global float *img, __global float *out)\n"
    "{\n"
    "    int kf_flat = (int)get_global_id(0);\n"
    "    int c = (int)(kf_flat % 3);\n"
    "    int p = (int)(kf_flat / 3);\n"
    "    if (p <= n - 1) {\n"
    "        out[p * 3 + c] = img[p * 3 + c] * (c + 1) + 0.125f * p;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void plane_L3(int n, int m, __global double *V, __global double *W)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int k = 0;\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= m - 1 && i <= n - 1) {\n"
    "        W[(k * 300 + i) * 200 + j] = V[(k * 300 + i) * 200 + j] * 3.0 - i;\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_scale_L1_1;
static cl_kernel kf_cl_kernel_rgb_L2;
static cl_kernel kf_cl_kernel_plane_L3;
static struct {
    cl_context context;
    cl_command_queue queue;
    cl_program program;
    size_t groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int err, const char *call, int line)
{
    if (err != CL_SUCCESS) {
        fprintf(stderr, "tests/transforms/colwise.c:%d: %s failed: OpenCL error %d\n", line, call, (int)err);
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
            fprintf(stderr, "tests/transforms/colwise.c:%d: clBuildProgram failed:\n%s\n", line, log);
            exit(EXIT_FAILURE);
        }
        if (cached) {
            kf_cl_save(key, len, path);
        }
    }
    free(key);
    kf_cl_kernel_scale_L1_1 = clCreateKernel(kf_cl.program, "scale_L1_1", &err);
    kf_cl_check(err, "clCreateKernel(scale_L1_1)", line);
    kf_cl_kernel_rgb_L2 = clCreateKernel(kf_cl.program, "rgb_L2", &err);
    kf_cl_check(err, "clCreateKernel(rgb_L2)", line);
    kf_cl_kernel_plane_L3 = clCreateKernel(kf_cl.program, "plane_L3", &err);
    kf_cl_check(err, "clCreateKernel(plane_L3)", line);
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

static void kf_cl_free_45(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 45);
}

static void kf_cl_free_54(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 54);
}

static void scale(int n, int m, double A[n][m], double B[n][m])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(35);
	const size_t A_bytes = (size_t)n * sizeof A[0];
	cl_mem A_dev __attribute__((cleanup(kf_cl_free_35))) = kf_cl_alloc(A_bytes, 35);
	const size_t B_bytes = (size_t)n * sizeof B[0];
	cl_mem B_dev __attribute__((cleanup(kf_cl_free_35))) = kf_cl_alloc(B_bytes, 35);
#pragma scop
	{
	    kf_cl_init(37);
	    kf_cl_write(A_dev, A, A_bytes, 37);
	    kf_cl_write(B_dev, B, B_bytes, 37);
	    for (int r = 0; r < REPS; r++) {
	        if (m > 0 && n > 0) {
	            size_t kf_local[2] = {256, 1};
	            size_t kf_global[2] = {(size_t)m, (size_t)n};
	            kf_cl_fit(2, kf_global, kf_local);
	            kf_cl_arg(kf_cl_kernel_scale_L1_1, 0, sizeof m, &m, 38);
	            kf_cl_arg(kf_cl_kernel_scale_L1_1, 1, sizeof n, &n, 38);
	            kf_cl_arg(kf_cl_kernel_scale_L1_1, 2, sizeof A_dev, &A_dev, 38);
	            kf_cl_arg(kf_cl_kernel_scale_L1_1, 3, sizeof B_dev, &B_dev, 38);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_scale_L1_1, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(scale_L1_1)", 38);
	        }
	    }
	    kf_cl_read(B, B_dev, B_bytes, 37);
	}
#pragma endscop
}

static void rgb(int n, float img[n][3], float out[n][3])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(45);
	const size_t img_bytes = (size_t)n * sizeof img[0];
	cl_mem img_dev __attribute__((cleanup(kf_cl_free_45))) = kf_cl_alloc(img_bytes, 45);
	const size_t out_bytes = (size_t)n * sizeof out[0];
	cl_mem out_dev __attribute__((cleanup(kf_cl_free_45))) = kf_cl_alloc(out_bytes, 45);
#pragma scop
	{
	    kf_cl_init(47);
	    kf_cl_write(img_dev, img, img_bytes, 47);
	    kf_cl_write(out_dev, out, out_bytes, 47);
	    if (n > 0 && 3 > 0) {
	        size_t kf_local[1] = {256};
	        size_t kf_global[1] = {(size_t)(n * 3)};
	        kf_cl_fit(1, kf_global, kf_local);
	        kf_cl_arg(kf_cl_kernel_rgb_L2, 0, sizeof n, &n, 47);
	        kf_cl_arg(kf_cl_kernel_rgb_L2, 1, sizeof img_dev, &img_dev, 47);
	        kf_cl_arg(kf_cl_kernel_rgb_L2, 2, sizeof out_dev, &out_dev, 47);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_rgb_L2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(rgb_L2)", 47);
	    }
	    kf_cl_read(out, out_dev, out_bytes, 47);
	}
#pragma endscop
}

static void plane(int n, int m, double V[1][N][M], double W[1][N][M])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(54);
	const size_t V_bytes = (size_t)1 * sizeof V[0];
	cl_mem V_dev __attribute__((cleanup(kf_cl_free_54))) = kf_cl_alloc(V_bytes, 54);
	const size_t W_bytes = (size_t)1 * sizeof W[0];
	cl_mem W_dev __attribute__((cleanup(kf_cl_free_54))) = kf_cl_alloc(W_bytes, 54);
#pragma scop
	{
	    kf_cl_init(56);
	    kf_cl_write(V_dev, V, V_bytes, 56);
	    kf_cl_write(W_dev, W, W_bytes, 56);
	    if (1 > 0 && n > 0 && m > 0) {
	        size_t kf_local[2] = {256, 1};
	        size_t kf_global[2] = {(size_t)m, (size_t)n};
	        kf_cl_fit(2, kf_global, kf_local);
	        kf_cl_arg(kf_cl_kernel_plane_L3, 0, sizeof n, &n, 56);
	        kf_cl_arg(kf_cl_kernel_plane_L3, 1, sizeof m, &m, 56);
	        kf_cl_arg(kf_cl_kernel_plane_L3, 2, sizeof V_dev, &V_dev, 56);
	        kf_cl_arg(kf_cl_kernel_plane_L3, 3, sizeof W_dev, &W_dev, 56);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_plane_L3, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(plane_L3)", 56);
	    }
	    kf_cl_read(W, W_dev, W_bytes, 56);
	}
#pragma endscop
}

int main(void)
{
	int n = N, m = M;
	double (*A)[m] = malloc(sizeof(double[n][m])), (*B)[m] = malloc(sizeof(double[n][m]));
	float (*img)[3] = malloc(sizeof(float[n * m][3])), (*out)[3] = malloc(sizeof(float[n * m][3]));
	double (*V)[N][M] = malloc(sizeof(double[1][N][M])), (*W)[N][M] = malloc(sizeof(double[1][N][M]));

	if (!A || !B || !img || !out || !V || !W)
		return 1;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j++) {
			A[i][j] = (double)((i * 7 + j) % 17) / 4.0;
			B[i][j] = (double)(i % 5);
			V[0][i][j] = (double)((i + j * 3) % 11);
		}
	for (int p = 0; p < n * m; p++)
		for (int c = 0; c < 3; c++)
			img[p][c] = (float)((p + c) % 9) / 2.0f;
	if (KERNELS & 1)
		scale(n, m, A, B);
	if (KERNELS & 2)
		rgb(n * m, img, out);
	if (KERNELS & 4)
		plane(n, m, V, W);
	double s = 0;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j += 13)
			s += B[i][j] + W[0][i][j];
	printf("%.10g\n", s);
	for (int p = 0; p < n * m; p += 997)
		printf("%.6g %.6g %.6g\n", out[p][0], out[p][1], out[p][2]);
	free(A);
	free(B);
	free(img);
	free(out);
	free(V);
	free(W);
	return 0;
}
