/* kforge 0.1.0: tests/transforms/conv5x5.c for opencl; 1 kernel */
/*
 * conv5x5.c: a 2-D convolution with a 5x5 mask over the interior of an
 * image, REPS times (the window pass's motivating case: each output reads
 * 25 neighbours through constant-bound mask loops).
 *
 * Default N=67 (not a multiple of any block) REPS=2.  Bench sizes:
 * -DN=2048 -DREPS=10
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 67
#endif
#ifndef REPS
#define REPS 2
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
    "__kernel void conv_L1_1(int r, int n, __global double *w, __global double *in, __global double *out)\n"
    "{\n"
    "    int j = 2 + (int)get_global_id(0);\n"
    "    int i = 2 + (int)get_global_id(1);\n"
    "    __local double kf_win_in[432];\n"
    "    int kf_o_j = j - (int)get_local_id(0);\n"
    "    int kf_o_i = i - (int)get_local_id(1);\n"
    "    for (int kf_q = (int)((int)get_local_id(0) + 32 * (int)get_local_id(1)); kf_q < 432; kf_q += 256) {\n"
    "        int kf_s0 = kf_o_i - 2 + kf_q / 36;\n"
    "        int kf_s1 = kf_o_j - 2 + kf_q % 36;\n"
    "        if (kf_s0 >= 2 - 2 && kf_s0 <= (n - 3) + 2 && kf_s1 >= 2 - 2 && kf_s1 <= (n - 3) + 2) {\n"
    "            kf_win_in[kf_q] = in[kf_s0 * n + kf_s1];\n"
    "        }\n"
    "    }\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    if (j <= n - 3 && i <= n - 3) {\n"
    "        double s = 0.0;\n"
    "        for (int a = 0; a < 5; a++)\n"
    "            for (int b = 0; b < 5; b++)\n"
    "                s += w[a * 5 + b] * kf_win_in[((i + a - 2) - kf_o_i + 2) * 36 + (j + b - 2) - kf_o_j + 2];\n"
    "        out[i * n + j] = s + r;\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_conv_L1_1;
static struct {
    cl_context context;
    cl_command_queue queue;
    cl_program program;
} kf_cl;

static void kf_cl_check(cl_int err, const char *call, int line)
{
    if (err != CL_SUCCESS) {
        fprintf(stderr, "tests/transforms/conv5x5.c:%d: %s failed: OpenCL error %d\n", line, call, (int)err);
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
            fprintf(stderr, "tests/transforms/conv5x5.c:%d: clBuildProgram failed:\n%s\n", line, log);
            exit(EXIT_FAILURE);
        }
        if (cached) {
            kf_cl_save(key, len, path);
        }
    }
    free(key);
    kf_cl_kernel_conv_L1_1 = clCreateKernel(kf_cl.program, "conv_L1_1", &err);
    kf_cl_check(err, "clCreateKernel(conv_L1_1)", line);
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

static void kf_cl_free_21(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 21);
}

static void conv(int n, double in[n][n], double out[n][n], double w[5][5])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(21);
	const size_t w_bytes = (size_t)5 * sizeof w[0];
	cl_mem w_dev __attribute__((cleanup(kf_cl_free_21))) = kf_cl_alloc(w_bytes, 21);
	const size_t in_bytes = (size_t)n * sizeof in[0];
	cl_mem in_dev __attribute__((cleanup(kf_cl_free_21))) = kf_cl_alloc(in_bytes, 21);
	const size_t out_bytes = (size_t)n * sizeof out[0];
	cl_mem out_dev __attribute__((cleanup(kf_cl_free_21))) = kf_cl_alloc(out_bytes, 21);
#pragma scop
	{
	    kf_cl_init(23);
	    kf_cl_write(w_dev, w, w_bytes, 23);
	    kf_cl_write(in_dev, in, in_bytes, 23);
	    kf_cl_write(out_dev, out, out_bytes, 23);
	    for (int r = 0; r < REPS; r++) {
	        if (n - 4 > 0 && n - 4 > 0) {
	            size_t kf_local[2] = {32, 8};
	            size_t kf_global[2] = {(size_t)((n - 4) + 31) / 32 * 32, (size_t)((n - 4) + 7) / 8 * 8};
	            kf_cl_arg(kf_cl_kernel_conv_L1_1, 0, sizeof r, &r, 24);
	            kf_cl_arg(kf_cl_kernel_conv_L1_1, 1, sizeof n, &n, 24);
	            kf_cl_arg(kf_cl_kernel_conv_L1_1, 2, sizeof w_dev, &w_dev, 24);
	            kf_cl_arg(kf_cl_kernel_conv_L1_1, 3, sizeof in_dev, &in_dev, 24);
	            kf_cl_arg(kf_cl_kernel_conv_L1_1, 4, sizeof out_dev, &out_dev, 24);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_conv_L1_1, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(conv_L1_1)", 24);
	        }
	    }
	    kf_cl_read(out, out_dev, out_bytes, 23);
	}
#pragma endscop
}

int main(void)
{
	int n = N;
	double (*in)[n] = malloc(sizeof(double[n][n]));
	double (*out)[n] = calloc(1, sizeof(double[n][n]));
	double w[5][5];

	if (!in || !out)
		return 1;
	for (int a = 0; a < 5; a++)
		for (int b = 0; b < 5; b++)
			w[a][b] = (double)(1 + a * 5 + b) / 325.0;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++)
			in[i][j] = (double)((i * 7 + j * 13) % 17) / 4.0;
	conv(n, in, out, w);
	for (int i = 0; i < n; i += 3) {
		for (int j = 0; j < n; j += 3)
			printf("%.10g ", out[i][j]);
		printf("\n");
	}
	free(in);
	free(out);
	return 0;
}
