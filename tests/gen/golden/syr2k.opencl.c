/* kforge 0.1.0: tests/kernels/syr2k.c for opencl; 1 kernel */
/*
 * syr2k.c: symmetric rank-2k update of the lower triangle,
 * C = alpha * A * B^T + alpha * B * A^T + beta * C
 * (C is N x N; A and B are N x M).
 *
 * Style: malloc'ed linearised arrays with restrict pointers (double); the
 * dot product is accumulated in a scalar declared outside the scop.
 * Default N=72 M=56.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=1400 -DM=1000
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L1.1.1 k reduction
 * kforge-expect-note: acc is written (acc = 0) before it is read in every
 *   (i, j), so it is private to L1 and L1.1.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 72
#endif
#ifndef M
#define M 56
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
    "__kernel void kernel_syr2k_L1(int n, int m, __global double *A, double alpha, __global double *B, double beta, __global double *C)\n"
    "{\n"
    "    int j = (int)get_global_id(0) * 4;\n"
    "    int i = (int)get_global_id(1);\n"
    "    double kf_slot_acc[4];\n"
    "    int kf_s0 = j;\n"
    "    int kf_lo = 0 - kf_s0 > 0 ? 0 - kf_s0 : 0;\n"
    "    int kf_hi = i - kf_s0 + 1 < 4 ? i - kf_s0 + 1 : 4;\n"
    "    if (i >= 0 && i <= (n - 1) && kf_lo < kf_hi) {\n"
    "        if (kf_lo == 0 && kf_hi == 4) {\n"
    "            for (int kf_q = 0; kf_q < 4; kf_q++) {\n"
    "                j = kf_s0 + kf_q;\n"
    "                kf_slot_acc[kf_q] = 0.0;\n"
    "            }\n"
    "            for (int k = 0; k <= (m - 1); k++) {\n"
    "                for (int kf_q = 0; kf_q < 4; kf_q++) {\n"
    "                    j = kf_s0 + kf_q;\n"
    "                    kf_slot_acc[kf_q] += A[j * m + k] * alpha * B[i * m + k] +\n"
    "                           B[j * m + k] * alpha * A[i * m + k];\n"
    "                }\n"
    "            }\n"
    "            for (int kf_q = 0; kf_q < 4; kf_q++) {\n"
    "                j = kf_s0 + kf_q;\n"
    "\n"
    "                C[i * n + j] = beta * C[i * n + j] + kf_slot_acc[kf_q];\n"
    "            }\n"
    "        } else {\n"
    "            for (int kf_q = kf_lo; kf_q < kf_hi; kf_q++) {\n"
    "                j = kf_s0 + kf_q;\n"
    "                kf_slot_acc[kf_q] = 0.0;\n"
    "            }\n"
    "            for (int k = 0; k <= (m - 1); k++) {\n"
    "                for (int kf_q = kf_lo; kf_q < kf_hi; kf_q++) {\n"
    "                    j = kf_s0 + kf_q;\n"
    "                    kf_slot_acc[kf_q] += A[j * m + k] * alpha * B[i * m + k] +\n"
    "                           B[j * m + k] * alpha * A[i * m + k];\n"
    "                }\n"
    "            }\n"
    "            for (int kf_q = kf_lo; kf_q < kf_hi; kf_q++) {\n"
    "                j = kf_s0 + kf_q;\n"
    "\n"
    "                C[i * n + j] = beta * C[i * n + j] + kf_slot_acc[kf_q];\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void kernel_syr2k_L1_nostrip(int n, int m, __global double *A, double alpha, __global double *B, double beta, __global double *C)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    double acc;\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= kf_lo_i && kf_hi_i <= n - 1) {\n"
    "        acc = 0.0;\n"
    "        for (int k = 0; k < m; k++)\n"
    "            acc += A[j * m + k] * alpha * B[i * m + k] +\n"
    "                   B[j * m + k] * alpha * A[i * m + k];\n"
    "        C[i * n + j] = beta * C[i * n + j] + acc;\n"
    "    } else if (j <= i && i <= n - 1) {\n"
    "        acc = 0.0;\n"
    "        for (int k = 0; k < m; k++)\n"
    "            acc += A[j * m + k] * alpha * B[i * m + k] +\n"
    "                   B[j * m + k] * alpha * A[i * m + k];\n"
    "        C[i * n + j] = beta * C[i * n + j] + acc;\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_kernel_syr2k_L1;
static cl_kernel kf_cl_kernel_kernel_syr2k_L1_nostrip;
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
        fprintf(stderr, "tests/kernels/syr2k.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
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
            fprintf(stderr, "tests/kernels/syr2k.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_kernel_syr2k_L1 = clCreateKernel(kf_cl.kf_program, "kernel_syr2k_L1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(kernel_syr2k_L1)", kf_line);
    kf_cl_kernel_kernel_syr2k_L1_nostrip = clCreateKernel(kf_cl.kf_program, "kernel_syr2k_L1_nostrip", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(kernel_syr2k_L1_nostrip)", kf_line);
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

static void kf_cl_free_31(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 31);
}

static void kernel_syr2k(int n, int m, double alpha, double beta,
			 double *restrict C, const double *restrict A,
			 const double *restrict B)
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(31);
	const size_t kf_A_bytes = (size_t)(n*m) * sizeof A[0];
	cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_31))) = kf_cl_alloc(kf_A_bytes, 31);
	const size_t kf_B_bytes = (size_t)(n*m) * sizeof B[0];
	cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_31))) = kf_cl_alloc(kf_B_bytes, 31);
	const size_t kf_C_bytes = (size_t)(n*n) * sizeof C[0];
	cl_mem kf_C_dev __attribute__((__cleanup__(kf_cl_free_31))) = kf_cl_alloc(kf_C_bytes, 31);
	double acc;

#pragma scop
	{
	    kf_cl_init(35);
	    kf_cl_write(kf_A_dev, A, kf_A_bytes, 35);
	    kf_cl_write(kf_B_dev, B, kf_B_bytes, 35);
	    kf_cl_write(kf_C_dev, C, kf_C_bytes, 35);
	    if (n > 0 && n > 0) {
	        if (kf_cl.kf_window) {
	            size_t kf_local[2] = {16, 16};
	            size_t kf_global[2] = {(size_t)n, (size_t)n};
	            static struct kf_cl_site kf_site_kernel_syr2k_L1_nostrip;
	            kf_cl_fit(2, kf_global, kf_local, &kf_site_kernel_syr2k_L1_nostrip);
	            kf_cl_arg(kf_cl_kernel_kernel_syr2k_L1_nostrip, 0, sizeof n, &n, 35);
	            kf_cl_arg(kf_cl_kernel_kernel_syr2k_L1_nostrip, 1, sizeof m, &m, 35);
	            kf_cl_arg(kf_cl_kernel_kernel_syr2k_L1_nostrip, 2, sizeof kf_A_dev, &kf_A_dev, 35);
	            kf_cl_arg(kf_cl_kernel_kernel_syr2k_L1_nostrip, 3, sizeof alpha, &alpha, 35);
	            kf_cl_arg(kf_cl_kernel_kernel_syr2k_L1_nostrip, 4, sizeof kf_B_dev, &kf_B_dev, 35);
	            kf_cl_arg(kf_cl_kernel_kernel_syr2k_L1_nostrip, 5, sizeof beta, &beta, 35);
	            kf_cl_arg(kf_cl_kernel_kernel_syr2k_L1_nostrip, 6, sizeof kf_C_dev, &kf_C_dev, 35);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_kernel_syr2k_L1_nostrip, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_syr2k_L1_nostrip)", 35);
	        } else {
	            size_t kf_local[2] = {4, 16};
	            size_t kf_global[2] = {(size_t)((n + 3) / 4), (size_t)n};
	            static struct kf_cl_site kf_site_kernel_syr2k_L1;
	            kf_cl_fit(2, kf_global, kf_local, &kf_site_kernel_syr2k_L1);
	            kf_cl_arg(kf_cl_kernel_kernel_syr2k_L1, 0, sizeof n, &n, 35);
	            kf_cl_arg(kf_cl_kernel_kernel_syr2k_L1, 1, sizeof m, &m, 35);
	            kf_cl_arg(kf_cl_kernel_kernel_syr2k_L1, 2, sizeof kf_A_dev, &kf_A_dev, 35);
	            kf_cl_arg(kf_cl_kernel_kernel_syr2k_L1, 3, sizeof alpha, &alpha, 35);
	            kf_cl_arg(kf_cl_kernel_kernel_syr2k_L1, 4, sizeof kf_B_dev, &kf_B_dev, 35);
	            kf_cl_arg(kf_cl_kernel_kernel_syr2k_L1, 5, sizeof beta, &beta, 35);
	            kf_cl_arg(kf_cl_kernel_kernel_syr2k_L1, 6, sizeof kf_C_dev, &kf_C_dev, 35);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_kernel_syr2k_L1, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_syr2k_L1)", 35);
	        }
	    }
	    kf_cl_read(C, kf_C_dev, kf_C_bytes, 35);
	}
#pragma endscop
}

int main(void)
{
	int n = N, m = M;
	double *A = malloc(sizeof(double) * n * m);
	double *B = malloc(sizeof(double) * n * m);
	double *C = malloc(sizeof(double) * n * n);

	if (!A || !B || !C)
		return 1;
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < m; j++) {
			A[i * m + j] = (double)((i * j + 1) % n) / n;
			B[i * m + j] = (double)((i * j + 2) % m) / m;
		}
		for (int j = 0; j < n; j++)
			C[i * n + j] = (double)((i * j + 3) % n) / m;
	}

	kernel_syr2k(n, m, 1.5, 1.2, C, A, B);

	printf("C\n");
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < n; j++)
			printf("%.10g ", C[i * n + j]);
		printf("\n");
	}
	free(A);
	free(B);
	free(C);
	return 0;
}
