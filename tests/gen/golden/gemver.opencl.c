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
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= n - 1 && kf_hi_i <= n - 1) {\n"
    "        A[i * n + j] = A[i * n + j] + u1[i] * v1[j] + u2[i] * v2[j];\n"
    "    } else if (j <= n - 1 && i <= n - 1) {\n"
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
    "    int i = (int)get_global_id(0) * 4;\n"
    "    double kf_a_w[4];\n"
    "    int kf_s0 = i;\n"
    "    int kf_lo = 0 - kf_s0 > 0 ? 0 - kf_s0 : 0;\n"
    "    int kf_hi = (n - 1) - kf_s0 + 1 < 4 ? (n - 1) - kf_s0 + 1 : 4;\n"
    "    if (kf_lo < kf_hi) {\n"
    "        if (kf_lo == 0 && kf_hi == 4) {\n"
    "            for (int kf_q = 0; kf_q < 4; kf_q++) {\n"
    "                i = kf_s0 + kf_q;\n"
    "                kf_a_w[kf_q] = w[i];\n"
    "            }\n"
    "            for (int j = 0; j <= (n - 1); j++) {\n"
    "                for (int kf_q = 0; kf_q < 4; kf_q++) {\n"
    "                    i = kf_s0 + kf_q;\n"
    "                    kf_a_w[kf_q] += alpha * A[i * n + j] * x[j];\n"
    "                }\n"
    "            }\n"
    "            for (int kf_q = 0; kf_q < 4; kf_q++) {\n"
    "                i = kf_s0 + kf_q;\n"
    "                w[i] = kf_a_w[kf_q];\n"
    "            }\n"
    "        } else {\n"
    "            for (int kf_q = kf_lo; kf_q < kf_hi; kf_q++) {\n"
    "                i = kf_s0 + kf_q;\n"
    "                kf_a_w[kf_q] = w[i];\n"
    "            }\n"
    "            for (int j = 0; j <= (n - 1); j++) {\n"
    "                for (int kf_q = kf_lo; kf_q < kf_hi; kf_q++) {\n"
    "                    i = kf_s0 + kf_q;\n"
    "                    kf_a_w[kf_q] += alpha * A[i * n + j] * x[j];\n"
    "                }\n"
    "            }\n"
    "            for (int kf_q = kf_lo; kf_q < kf_hi; kf_q++) {\n"
    "                i = kf_s0 + kf_q;\n"
    "                w[i] = kf_a_w[kf_q];\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void kernel_gemver_L4_ktile(int n, __global double *A, __global double *x, __global double *w, double alpha)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    double kf_a_w;\n"
    "    if (i <= n - 1) {\n"
    "        kf_a_w = w[i];\n"
    "        for (int j = 0; j < n; j++)\n"
    "            kf_a_w += alpha * A[i * n + j] * x[j];\n"
    "        w[i] = kf_a_w;\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_kernel_gemver_L1;
static cl_kernel kf_cl_kernel_kernel_gemver_L2;
static cl_kernel kf_cl_kernel_kernel_gemver_L4;
static cl_kernel kf_cl_kernel_kernel_gemver_L4_ktile;
static struct {
    cl_context kf_context;
    cl_command_queue kf_queue;
    cl_program kf_program;
    int kf_window; /* run the windowed kernels: a GPU device */
    size_t kf_groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != CL_SUCCESS) {
        fprintf(stderr, "tests/kernels/gemver.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
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
    cl_device_type kf_type = 0;
    const char *kf_force = getenv("KFORGE_CL_WINDOW");
    clGetDeviceInfo(kf_device, CL_DEVICE_TYPE, sizeof kf_type, &kf_type, NULL);
    kf_cl.kf_window = kf_force ? kf_force[0] == 'o' && kf_force[1] == 'n' : (kf_type & CL_DEVICE_TYPE_GPU) != 0;
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
            fprintf(stderr, "tests/kernels/gemver.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_kernel_gemver_L1 = clCreateKernel(kf_cl.kf_program, "kernel_gemver_L1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(kernel_gemver_L1)", kf_line);
    kf_cl_kernel_kernel_gemver_L2 = clCreateKernel(kf_cl.kf_program, "kernel_gemver_L2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(kernel_gemver_L2)", kf_line);
    kf_cl_kernel_kernel_gemver_L4 = clCreateKernel(kf_cl.kf_program, "kernel_gemver_L4", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(kernel_gemver_L4)", kf_line);
    kf_cl_kernel_kernel_gemver_L4_ktile = clCreateKernel(kf_cl.kf_program, "kernel_gemver_L4_ktile", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(kernel_gemver_L4_ktile)", kf_line);
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

static void kernel_gemver(int n, double alpha, double beta, double A[n][n],
			  double u1[n], double v1[n], double u2[n],
			  double v2[n], double w[n], double x[n], double y[n],
			  double z[n])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(35);
	const size_t kf_A_bytes = (size_t)n * sizeof A[0];
	cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_35))) = kf_cl_alloc(kf_A_bytes, 35);
	const size_t kf_u1_bytes = (size_t)n * sizeof u1[0];
	cl_mem kf_u1_dev __attribute__((__cleanup__(kf_cl_free_35))) = kf_cl_alloc(kf_u1_bytes, 35);
	const size_t kf_v1_bytes = (size_t)n * sizeof v1[0];
	cl_mem kf_v1_dev __attribute__((__cleanup__(kf_cl_free_35))) = kf_cl_alloc(kf_v1_bytes, 35);
	const size_t kf_u2_bytes = (size_t)n * sizeof u2[0];
	cl_mem kf_u2_dev __attribute__((__cleanup__(kf_cl_free_35))) = kf_cl_alloc(kf_u2_bytes, 35);
	const size_t kf_v2_bytes = (size_t)n * sizeof v2[0];
	cl_mem kf_v2_dev __attribute__((__cleanup__(kf_cl_free_35))) = kf_cl_alloc(kf_v2_bytes, 35);
	const size_t kf_x_bytes = (size_t)n * sizeof x[0];
	cl_mem kf_x_dev __attribute__((__cleanup__(kf_cl_free_35))) = kf_cl_alloc(kf_x_bytes, 35);
	const size_t kf_y_bytes = (size_t)n * sizeof y[0];
	cl_mem kf_y_dev __attribute__((__cleanup__(kf_cl_free_35))) = kf_cl_alloc(kf_y_bytes, 35);
	const size_t kf_z_bytes = (size_t)n * sizeof z[0];
	cl_mem kf_z_dev __attribute__((__cleanup__(kf_cl_free_35))) = kf_cl_alloc(kf_z_bytes, 35);
	const size_t kf_w_bytes = (size_t)n * sizeof w[0];
	cl_mem kf_w_dev __attribute__((__cleanup__(kf_cl_free_35))) = kf_cl_alloc(kf_w_bytes, 35);
#pragma scop
	{
	    kf_cl_init(37);
	    kf_cl_write(kf_A_dev, A, kf_A_bytes, 37);
	    kf_cl_write(kf_u1_dev, u1, kf_u1_bytes, 37);
	    kf_cl_write(kf_v1_dev, v1, kf_v1_bytes, 37);
	    kf_cl_write(kf_u2_dev, u2, kf_u2_bytes, 37);
	    kf_cl_write(kf_v2_dev, v2, kf_v2_bytes, 37);
	    if (n > 0 && n > 0) {
	        size_t kf_local[2] = {16, 16};
	        size_t kf_global[2] = {(size_t)n, (size_t)n};
	        static struct kf_cl_site kf_site_kernel_gemver_L1;
	        kf_cl_fit(2, kf_global, kf_local, &kf_site_kernel_gemver_L1);
	        kf_cl_arg(kf_cl_kernel_kernel_gemver_L1, 0, sizeof n, &n, 37);
	        kf_cl_arg(kf_cl_kernel_kernel_gemver_L1, 1, sizeof kf_A_dev, &kf_A_dev, 37);
	        kf_cl_arg(kf_cl_kernel_kernel_gemver_L1, 2, sizeof kf_u1_dev, &kf_u1_dev, 37);
	        kf_cl_arg(kf_cl_kernel_kernel_gemver_L1, 3, sizeof kf_v1_dev, &kf_v1_dev, 37);
	        kf_cl_arg(kf_cl_kernel_kernel_gemver_L1, 4, sizeof kf_u2_dev, &kf_u2_dev, 37);
	        kf_cl_arg(kf_cl_kernel_kernel_gemver_L1, 5, sizeof kf_v2_dev, &kf_v2_dev, 37);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_kernel_gemver_L1, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(kernel_gemver_L1)", 37);
	    }
	    kf_cl_write(kf_x_dev, x, kf_x_bytes, 40);
	    kf_cl_write(kf_y_dev, y, kf_y_bytes, 40);
	    kf_cl_write(kf_z_dev, z, kf_z_bytes, 40);
	    if (n > 0) {
	        size_t kf_local[1] = {256};
	        size_t kf_global[1] = {(size_t)n};
	        static struct kf_cl_site kf_site_kernel_gemver_L2;
	        kf_cl_fit(1, kf_global, kf_local, &kf_site_kernel_gemver_L2);
	        kf_cl_arg(kf_cl_kernel_kernel_gemver_L2, 0, sizeof n, &n, 40);
	        kf_cl_arg(kf_cl_kernel_kernel_gemver_L2, 1, sizeof kf_A_dev, &kf_A_dev, 40);
	        kf_cl_arg(kf_cl_kernel_kernel_gemver_L2, 2, sizeof kf_x_dev, &kf_x_dev, 40);
	        kf_cl_arg(kf_cl_kernel_kernel_gemver_L2, 3, sizeof beta, &beta, 40);
	        kf_cl_arg(kf_cl_kernel_kernel_gemver_L2, 4, sizeof kf_y_dev, &kf_y_dev, 40);
	        kf_cl_arg(kf_cl_kernel_kernel_gemver_L2, 5, sizeof kf_z_dev, &kf_z_dev, 40);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_kernel_gemver_L2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(kernel_gemver_L2)", 40);
	    }
	    kf_cl_write(kf_w_dev, w, kf_w_bytes, 45);
	    if (n > 0) {
	        if (kf_cl.kf_window) {
	            size_t kf_local[1] = {256};
	            size_t kf_global[1] = {(size_t)n};
	            static struct kf_cl_site kf_site_kernel_gemver_L4_ktile;
	            kf_cl_fit(1, kf_global, kf_local, &kf_site_kernel_gemver_L4_ktile);
	            kf_cl_arg(kf_cl_kernel_kernel_gemver_L4_ktile, 0, sizeof n, &n, 45);
	            kf_cl_arg(kf_cl_kernel_kernel_gemver_L4_ktile, 1, sizeof kf_A_dev, &kf_A_dev, 45);
	            kf_cl_arg(kf_cl_kernel_kernel_gemver_L4_ktile, 2, sizeof kf_x_dev, &kf_x_dev, 45);
	            kf_cl_arg(kf_cl_kernel_kernel_gemver_L4_ktile, 3, sizeof kf_w_dev, &kf_w_dev, 45);
	            kf_cl_arg(kf_cl_kernel_kernel_gemver_L4_ktile, 4, sizeof alpha, &alpha, 45);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_kernel_gemver_L4_ktile, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_gemver_L4_ktile)", 45);
	        } else {
	            size_t kf_local[1] = {64};
	            size_t kf_global[1] = {(size_t)((n + 3) / 4)};
	            static struct kf_cl_site kf_site_kernel_gemver_L4;
	            kf_cl_fit(1, kf_global, kf_local, &kf_site_kernel_gemver_L4);
	            kf_cl_arg(kf_cl_kernel_kernel_gemver_L4, 0, sizeof n, &n, 45);
	            kf_cl_arg(kf_cl_kernel_kernel_gemver_L4, 1, sizeof kf_A_dev, &kf_A_dev, 45);
	            kf_cl_arg(kf_cl_kernel_kernel_gemver_L4, 2, sizeof kf_x_dev, &kf_x_dev, 45);
	            kf_cl_arg(kf_cl_kernel_kernel_gemver_L4, 3, sizeof kf_w_dev, &kf_w_dev, 45);
	            kf_cl_arg(kf_cl_kernel_kernel_gemver_L4, 4, sizeof alpha, &alpha, 45);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_kernel_gemver_L4, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_gemver_L4)", 45);
	        }
	    }
	    kf_cl_read(A, kf_A_dev, kf_A_bytes, 45);
	    kf_cl_read(x, kf_x_dev, kf_x_bytes, 45);
	    kf_cl_read(w, kf_w_dev, kf_w_bytes, 45);
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
