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
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    if (kf_hi_j <= m - 1) {\n"
    "        B[i * m + j] = 0.5 * A[i * m + j] + B[i * m + j] * 0.25 + j;\n"
    "    } else if (j <= m - 1) {\n"
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
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    if (kf_hi_j <= m - 1) {\n"
    "        W[(k * 300 + i) * 200 + j] = V[(k * 300 + i) * 200 + j] * 3.0 - i;\n"
    "    } else if (j <= m - 1) {\n"
    "        W[(k * 300 + i) * 200 + j] = V[(k * 300 + i) * 200 + j] * 3.0 - i;\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_scale_L1_1;
static cl_kernel kf_cl_kernel_rgb_L2;
static cl_kernel kf_cl_kernel_plane_L3;
static struct {
    cl_context kf_context;
    cl_command_queue kf_queue;
    cl_program kf_program;
    size_t kf_groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != CL_SUCCESS) {
        fprintf(stderr, "tests/transforms/colwise.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
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
    cl_uint kf_units = 1;
    clGetDeviceInfo(kf_device, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof kf_units, &kf_units, NULL);
    kf_cl.kf_groups = 4 * (size_t)(kf_units ? kf_units : 1);
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
            fprintf(stderr, "tests/transforms/colwise.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_scale_L1_1 = clCreateKernel(kf_cl.kf_program, "scale_L1_1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(scale_L1_1)", kf_line);
    kf_cl_kernel_rgb_L2 = clCreateKernel(kf_cl.kf_program, "rgb_L2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(rgb_L2)", kf_line);
    kf_cl_kernel_plane_L3 = clCreateKernel(kf_cl.kf_program, "plane_L3", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(plane_L3)", kf_line);
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

/* a launch site's work-groups so far (kf_cl_fit) */
struct kf_cl_site {
    size_t kf_last[3];
    int kf_changes;
};

static void kf_cl_fit(int kf_dims, size_t *kf_global, size_t *kf_local, struct kf_cl_site *kf_site)
{
    size_t kf_groups = 1, kf_volume = 1;
    for (int kf_d = 0; kf_d < kf_dims; kf_d++) {
        while (kf_local[kf_d] > 1 && kf_local[kf_d] / 2 >= kf_global[kf_d]) {
            kf_local[kf_d] /= 2;
        }
        kf_groups *= (kf_global[kf_d] + kf_local[kf_d] - 1) / kf_local[kf_d];
        kf_volume *= kf_local[kf_d];
    }
    while (kf_groups < kf_cl.kf_groups && kf_volume > 32) {
        int kf_t = kf_dims - 1;
        while (kf_t > 0 && kf_local[kf_t] == 1) {
            kf_t--;
        }
        kf_groups = kf_groups / ((kf_global[kf_t] + kf_local[kf_t] - 1) / kf_local[kf_t]);
        kf_local[kf_t] /= 2;
        kf_volume /= 2;
        kf_groups *= (kf_global[kf_t] + kf_local[kf_t] - 1) / kf_local[kf_t];
    }
    size_t kf_exact[3];
    int kf_same = 1;
    for (int kf_d = 0; kf_d < kf_dims; kf_d++) {
        kf_exact[kf_d] = kf_local[kf_d] > kf_global[kf_d] && kf_global[kf_d] > 0 ? kf_global[kf_d] : kf_local[kf_d];
        kf_same &= kf_exact[kf_d] == kf_site->kf_last[kf_d];
    }
    if (kf_same || kf_site->kf_changes < 4) {
        if (!kf_same) {
            kf_site->kf_changes++;
        }
        for (int kf_d = 0; kf_d < kf_dims; kf_d++) {
            kf_local[kf_d] = kf_site->kf_last[kf_d] = kf_exact[kf_d];
        }
    }
    for (int kf_d = 0; kf_d < kf_dims; kf_d++) {
        kf_global[kf_d] = (kf_global[kf_d] + kf_local[kf_d] - 1) / kf_local[kf_d] * kf_local[kf_d];
    }
}

static void kf_cl_free_35(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 35);
}

static void kf_cl_free_45(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 45);
}

static void kf_cl_free_54(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 54);
}

static void scale(int n, int m, double A[n][m], double B[n][m])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(35);
	const size_t kf_A_bytes = (size_t)n * sizeof A[0];
	cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_35))) = kf_cl_alloc(kf_A_bytes, 35);
	const size_t kf_B_bytes = (size_t)n * sizeof B[0];
	cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_35))) = kf_cl_alloc(kf_B_bytes, 35);
#pragma scop
	{
	    kf_cl_init(37);
	    kf_cl_write(kf_A_dev, A, kf_A_bytes, 37);
	    kf_cl_write(kf_B_dev, B, kf_B_bytes, 37);
	    for (int r = 0; r < REPS; r++) {
	        if (m > 0 && n > 0) {
	            size_t kf_local[2] = {256, 1};
	            size_t kf_global[2] = {(size_t)m, (size_t)n};
	            static struct kf_cl_site kf_site_scale_L1_1;
	            kf_cl_fit(2, kf_global, kf_local, &kf_site_scale_L1_1);
	            kf_cl_arg(kf_cl_kernel_scale_L1_1, 0, sizeof m, &m, 38);
	            kf_cl_arg(kf_cl_kernel_scale_L1_1, 1, sizeof n, &n, 38);
	            kf_cl_arg(kf_cl_kernel_scale_L1_1, 2, sizeof kf_A_dev, &kf_A_dev, 38);
	            kf_cl_arg(kf_cl_kernel_scale_L1_1, 3, sizeof kf_B_dev, &kf_B_dev, 38);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_scale_L1_1, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(scale_L1_1)", 38);
	        }
	    }
	    kf_cl_read(B, kf_B_dev, kf_B_bytes, 37);
	}
#pragma endscop
}

static void rgb(int n, float img[n][3], float out[n][3])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(45);
	const size_t kf_img_bytes = (size_t)n * sizeof img[0];
	cl_mem kf_img_dev __attribute__((__cleanup__(kf_cl_free_45))) = kf_cl_alloc(kf_img_bytes, 45);
	const size_t kf_out_bytes = (size_t)n * sizeof out[0];
	cl_mem kf_out_dev __attribute__((__cleanup__(kf_cl_free_45))) = kf_cl_alloc(kf_out_bytes, 45);
#pragma scop
	{
	    kf_cl_init(47);
	    kf_cl_write(kf_img_dev, img, kf_img_bytes, 47);
	    kf_cl_write(kf_out_dev, out, kf_out_bytes, 47);
	    if (n > 0 && 3 > 0) {
	        size_t kf_local[1] = {256};
	        size_t kf_global[1] = {(size_t)(n * 3)};
	        static struct kf_cl_site kf_site_rgb_L2;
	        kf_cl_fit(1, kf_global, kf_local, &kf_site_rgb_L2);
	        kf_cl_arg(kf_cl_kernel_rgb_L2, 0, sizeof n, &n, 47);
	        kf_cl_arg(kf_cl_kernel_rgb_L2, 1, sizeof kf_img_dev, &kf_img_dev, 47);
	        kf_cl_arg(kf_cl_kernel_rgb_L2, 2, sizeof kf_out_dev, &kf_out_dev, 47);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_rgb_L2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(rgb_L2)", 47);
	    }
	    kf_cl_read(out, kf_out_dev, kf_out_bytes, 47);
	}
#pragma endscop
}

static void plane(int n, int m, double V[1][N][M], double W[1][N][M])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(54);
	const size_t kf_V_bytes = (size_t)1 * sizeof V[0];
	cl_mem kf_V_dev __attribute__((__cleanup__(kf_cl_free_54))) = kf_cl_alloc(kf_V_bytes, 54);
	const size_t kf_W_bytes = (size_t)1 * sizeof W[0];
	cl_mem kf_W_dev __attribute__((__cleanup__(kf_cl_free_54))) = kf_cl_alloc(kf_W_bytes, 54);
#pragma scop
	{
	    kf_cl_init(56);
	    kf_cl_write(kf_V_dev, V, kf_V_bytes, 56);
	    kf_cl_write(kf_W_dev, W, kf_W_bytes, 56);
	    if (1 > 0 && n > 0 && m > 0) {
	        size_t kf_local[2] = {256, 1};
	        size_t kf_global[2] = {(size_t)m, (size_t)n};
	        static struct kf_cl_site kf_site_plane_L3;
	        kf_cl_fit(2, kf_global, kf_local, &kf_site_plane_L3);
	        kf_cl_arg(kf_cl_kernel_plane_L3, 0, sizeof n, &n, 56);
	        kf_cl_arg(kf_cl_kernel_plane_L3, 1, sizeof m, &m, 56);
	        kf_cl_arg(kf_cl_kernel_plane_L3, 2, sizeof kf_V_dev, &kf_V_dev, 56);
	        kf_cl_arg(kf_cl_kernel_plane_L3, 3, sizeof kf_W_dev, &kf_W_dev, 56);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_plane_L3, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(plane_L3)", 56);
	    }
	    kf_cl_read(W, kf_W_dev, kf_W_bytes, 56);
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
