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
    "    int kf_lo_j = 2 + (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = 2 + (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= n - 3 && kf_hi_i <= n - 3) {\n"
    "        double s = 0.0;\n"
    "        for (int a = 0; a < 5; a++)\n"
    "            for (int b = 0; b < 5; b++)\n"
    "                s += w[a * 5 + b] * kf_win_in[((i + a - 2) - kf_o_i + 2) * 36 + (j + b - 2) - kf_o_j + 2];\n"
    "        out[i * n + j] = s + r;\n"
    "    } else if (j <= n - 3 && i <= n - 3) {\n"
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
    cl_context kf_context;
    cl_command_queue kf_queue;
    cl_program kf_program;
} kf_cl;

static void kf_cl_check(cl_int kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != CL_SUCCESS) {
        fprintf(stderr, "tests/transforms/conv5x5.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
        exit(EXIT_FAILURE);
    }
}

static unsigned long long kf_cl_hash(const void *kf_p, size_t kf_n)
{
    unsigned long long kf_hash = 14695981039346656037ULL;
    for (size_t kf_i = 0; kf_i < kf_n; kf_i++) {
        kf_hash = (kf_hash ^ ((const unsigned char *)kf_p)[kf_i]) * 1099511628211ULL;
    }
    return kf_hash;
}

static char *kf_cl_key(cl_device_id kf_device, const char *kf_opts, size_t *kf_len)
{
    char kf_name[256] = "", kf_driver[256] = "";
    char *kf_key;
    clGetDeviceInfo(kf_device, CL_DEVICE_NAME, sizeof kf_name - 1, kf_name, NULL);
    clGetDeviceInfo(kf_device, CL_DRIVER_VERSION, sizeof kf_driver - 1, kf_driver, NULL);
    *kf_len = sizeof kf_cl_source + strlen(kf_opts) + strlen(kf_name) + strlen(kf_driver) + 3;
    kf_key = malloc(*kf_len);
    if (kf_key) {
        memcpy(kf_key, kf_cl_source, sizeof kf_cl_source);
        sprintf(kf_key + sizeof kf_cl_source, "%s%c%s%c%s", kf_opts, 0, kf_name, 0, kf_driver);
    }
    return kf_key;
}

static int kf_cl_cache_path(const char *kf_key, size_t kf_len, char *kf_path, size_t kf_size)
{
    const char *kf_dir = getenv("KFORGE_CL_CACHE");
    const char *kf_home = getenv("XDG_CACHE_HOME");
    if (kf_dir && strcmp(kf_dir, "off") == 0) {
        return 0;
    }
    if (!kf_dir && kf_home && *kf_home) {
        mkdir(kf_home, 0700);
        snprintf(kf_path, kf_size, "%s/kforge", kf_home);
    } else if (!kf_dir && (kf_home = getenv("HOME")) && *kf_home) {
        snprintf(kf_path, kf_size, "%s/.cache", kf_home);
        mkdir(kf_path, 0700);
        snprintf(kf_path, kf_size, "%s/.cache/kforge", kf_home);
    } else if (!kf_dir) {
        return 0;
    } else {
        snprintf(kf_path, kf_size, "%s", kf_dir);
    }
    mkdir(kf_path, 0700);
    return (size_t)snprintf(kf_path + strlen(kf_path), kf_size - strlen(kf_path), "/cl-%016llx.bin", kf_cl_hash(kf_key, kf_len)) < kf_size - strlen(kf_path);
}

static cl_program kf_cl_load(cl_device_id kf_device, const char *kf_opts, const char *kf_key, size_t kf_len, const char *kf_path)
{
    FILE *kf_f = fopen(kf_path, "rb");
    unsigned char *kf_buf = NULL;
    cl_program kf_p = NULL;
    long kf_size = -1;
    unsigned long long kf_hash = 0;
    if (!kf_f) {
        return NULL;
    }
    if (fseek(kf_f, 0, SEEK_END) == 0) {
        kf_size = ftell(kf_f);
    }
    if (kf_size > (long)(kf_len + sizeof kf_hash) && fseek(kf_f, 0, SEEK_SET) == 0 &&
        (kf_buf = malloc((size_t)kf_size)) && fread(kf_buf, 1, (size_t)kf_size, kf_f) == (size_t)kf_size &&
        memcmp(kf_buf, kf_key, kf_len) == 0 && memcpy(&kf_hash, kf_buf + kf_len, sizeof kf_hash) &&
        kf_hash == kf_cl_hash(kf_buf + kf_len + sizeof kf_hash, (size_t)kf_size - kf_len - sizeof kf_hash)) {
        const unsigned char *kf_bin = kf_buf + kf_len + sizeof kf_hash;
        size_t kf_n = (size_t)kf_size - kf_len - sizeof kf_hash;
        cl_int kf_err, kf_status;
        kf_p = clCreateProgramWithBinary(kf_cl.kf_context, 1, &kf_device, &kf_n, &kf_bin, &kf_status, &kf_err);
        if (kf_p && (kf_err != CL_SUCCESS || kf_status != CL_SUCCESS ||
                  clBuildProgram(kf_p, 1, &kf_device, kf_opts, NULL, NULL) != CL_SUCCESS)) {
            clReleaseProgram(kf_p);
            kf_p = NULL;
        }
    }
    free(kf_buf);
    fclose(kf_f);
    return kf_p;
}

static void kf_cl_save(const char *kf_key, size_t kf_len, const char *kf_path)
{
    size_t kf_n = 0;
    unsigned char *kf_bin;
    char kf_tmp[4200];
    FILE *kf_f;
    if (clGetProgramInfo(kf_cl.kf_program, CL_PROGRAM_BINARY_SIZES, sizeof kf_n, &kf_n, NULL) != CL_SUCCESS ||
        !kf_n || !(kf_bin = malloc(kf_n))) {
        return;
    }
    snprintf(kf_tmp, sizeof kf_tmp, "%s.%ld", kf_path, (long)getpid());
    if (clGetProgramInfo(kf_cl.kf_program, CL_PROGRAM_BINARIES, sizeof kf_bin, &kf_bin, NULL) == CL_SUCCESS &&
        (kf_f = fopen(kf_tmp, "wb"))) {
        unsigned long long kf_hash = kf_cl_hash(kf_bin, kf_n);
        int kf_ok = fwrite(kf_key, 1, kf_len, kf_f) == kf_len && fwrite(&kf_hash, sizeof kf_hash, 1, kf_f) == 1 &&
                 fwrite(kf_bin, 1, kf_n, kf_f) == kf_n;
        if (fclose(kf_f) != 0 || !kf_ok || rename(kf_tmp, kf_path) != 0) {
            remove(kf_tmp);
        }
    }
    free(kf_bin);
}

static void kf_cl_init(int kf_line)
{
    if (kf_cl.kf_program) {
        return;
    }
    cl_platform_id kf_platforms[16];
    cl_device_id kf_device = NULL;
    cl_uint kf_np = 0;
    cl_int kf_err;
    kf_cl_check(clGetPlatformIDs(16, kf_platforms, &kf_np), "clGetPlatformIDs", kf_line);
    for (cl_uint kf_i = 0; kf_i < kf_np && !kf_device; kf_i++) {
        clGetDeviceIDs(kf_platforms[kf_i], CL_DEVICE_TYPE_ALL, 1, &kf_device, NULL);
    }
    if (!kf_device) {
        kf_cl_check(CL_DEVICE_NOT_FOUND, "clGetDeviceIDs", kf_line);
    }
    kf_cl.kf_context = clCreateContext(NULL, 1, &kf_device, NULL, NULL, &kf_err);
    kf_cl_check(kf_err, "clCreateContext", kf_line);
    kf_cl.kf_queue = clCreateCommandQueue(kf_cl.kf_context, kf_device, 0, &kf_err);
    kf_cl_check(kf_err, "clCreateCommandQueue", kf_line);
    const char *kf_src = kf_cl_source;
    const char *kf_opts = "";
    char kf_path[4096];
    size_t kf_len = 0;
    char *kf_key = kf_cl_key(kf_device, kf_opts, &kf_len);
    int kf_cached = kf_key && kf_cl_cache_path(kf_key, kf_len, kf_path, sizeof kf_path);
    if (kf_cached) {
        kf_cl.kf_program = kf_cl_load(kf_device, kf_opts, kf_key, kf_len, kf_path);
    }
    if (!kf_cl.kf_program) {
        kf_cl.kf_program = clCreateProgramWithSource(kf_cl.kf_context, 1, &kf_src, NULL, &kf_err);
        kf_cl_check(kf_err, "clCreateProgramWithSource", kf_line);
        if (clBuildProgram(kf_cl.kf_program, 1, &kf_device, kf_opts, NULL, NULL) != CL_SUCCESS) {
            char kf_log[16384] = "";
            clGetProgramBuildInfo(kf_cl.kf_program, kf_device, CL_PROGRAM_BUILD_LOG, sizeof kf_log, kf_log, NULL);
            fprintf(stderr, "tests/transforms/conv5x5.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_conv_L1_1 = clCreateKernel(kf_cl.kf_program, "conv_L1_1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(conv_L1_1)", kf_line);
}

static cl_mem kf_cl_alloc(size_t kf_bytes, int kf_line)
{
    cl_int kf_err;
    cl_mem kf_m = clCreateBuffer(kf_cl.kf_context, CL_MEM_READ_WRITE, kf_bytes ? kf_bytes : 1, NULL, &kf_err);
    kf_cl_check(kf_err, "clCreateBuffer", kf_line);
    return kf_m;
}

static void kf_cl_write(cl_mem kf_to, const void *kf_from, size_t kf_bytes, int kf_line)
{
    if (kf_bytes) {
        kf_cl_check(clEnqueueWriteBuffer(kf_cl.kf_queue, kf_to, CL_TRUE, 0, kf_bytes, kf_from, 0, NULL, NULL),
                    "clEnqueueWriteBuffer", kf_line);
    }
}

static void kf_cl_read(void *kf_to, cl_mem kf_from, size_t kf_bytes, int kf_line)
{
    if (kf_bytes) {
        kf_cl_check(clEnqueueReadBuffer(kf_cl.kf_queue, kf_from, CL_TRUE, 0, kf_bytes, kf_to, 0, NULL, NULL),
                    "clEnqueueReadBuffer", kf_line);
    }
}

static void kf_cl_arg(cl_kernel kf_k, cl_uint kf_i, size_t kf_size, const void *kf_value, int kf_line)
{
    kf_cl_check(clSetKernelArg(kf_k, kf_i, kf_size, kf_value), "clSetKernelArg", kf_line);
}

static void kf_cl_free_21(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 21);
}

static void conv(int n, double in[n][n], double out[n][n], double w[5][5])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(21);
	const size_t kf_w_bytes = (size_t)5 * sizeof w[0];
	cl_mem kf_w_dev __attribute__((__cleanup__(kf_cl_free_21))) = kf_cl_alloc(kf_w_bytes, 21);
	const size_t kf_in_bytes = (size_t)n * sizeof in[0];
	cl_mem kf_in_dev __attribute__((__cleanup__(kf_cl_free_21))) = kf_cl_alloc(kf_in_bytes, 21);
	const size_t kf_out_bytes = (size_t)n * sizeof out[0];
	cl_mem kf_out_dev __attribute__((__cleanup__(kf_cl_free_21))) = kf_cl_alloc(kf_out_bytes, 21);
#pragma scop
	{
	    kf_cl_init(23);
	    kf_cl_write(kf_w_dev, w, kf_w_bytes, 23);
	    kf_cl_write(kf_in_dev, in, kf_in_bytes, 23);
	    kf_cl_write(kf_out_dev, out, kf_out_bytes, 23);
	    for (int r = 0; r < REPS; r++) {
	        if (n - 4 > 0 && n - 4 > 0) {
	            size_t kf_local[2] = {32, 8};
	            size_t kf_global[2] = {(size_t)((n - 4) + 31) / 32 * 32, (size_t)((n - 4) + 7) / 8 * 8};
	            kf_cl_arg(kf_cl_kernel_conv_L1_1, 0, sizeof r, &r, 24);
	            kf_cl_arg(kf_cl_kernel_conv_L1_1, 1, sizeof n, &n, 24);
	            kf_cl_arg(kf_cl_kernel_conv_L1_1, 2, sizeof kf_w_dev, &kf_w_dev, 24);
	            kf_cl_arg(kf_cl_kernel_conv_L1_1, 3, sizeof kf_in_dev, &kf_in_dev, 24);
	            kf_cl_arg(kf_cl_kernel_conv_L1_1, 4, sizeof kf_out_dev, &kf_out_dev, 24);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_conv_L1_1, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(conv_L1_1)", 24);
	        }
	    }
	    kf_cl_read(out, kf_out_dev, kf_out_bytes, 23);
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
