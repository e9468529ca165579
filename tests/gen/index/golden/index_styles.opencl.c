/* kforge 0.1.0: tests/gen/index/index_styles.c for opencl; 5 kernels */
/* index_styles.c: subscripts computed in helper scalars, in the styles
 * hand-written C uses (front end defs.c and induct.c): an index declared
 * in the body, an outer scalar set from the counters and read after the
 * loop, an offset advanced by a block's size (Rodinia lud's j_global), a
 * linear induction variable started in the fragment with and without a use
 * after the loop, and an index advanced under an if, which keeps its loop
 * sequential.  Written for kforge's tests. */
#include <stdio.h>
#include <stdlib.h>

/* declared in the body: idx is i * m + j */
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
    "__kernel void scale_L1(int n, int m, __global double *b, __global double *a)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    if (kf_hi_j <= m - 1) {\n"
    "        int idx = i * m + j;\n"
    "        a[idx] = 2.0 * b[idx] + 1.0;\n"
    "    } else if (j <= m - 1) {\n"
    "        int idx = i * m + j;\n"
    "        a[idx] = 2.0 * b[idx] + 1.0;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void stride4_L2(int n, int base, __global double *b, __global double *a)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    int k;\n"
    "    if (i <= n - 1) {\n"
    "        k = base + 4 * i;\n"
    "        a[k] = b[i];\n"
    "        a[k + 2] = -b[i];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void blocks_L3_1(int cg, __global double *a)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    a[cg + j] = a[cg + j] * 0.5 + j;\n"
    "}\n"
    "\n"
    "__kernel void triples_L4(int p, int n, __global double *b, __global double *out)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= n - 1) {\n"
    "        p = p + 3 * (i - (0));\n"
    "        out[p] = b[i];\n"
    "        out[p + 1] = b[i] * b[i];\n"
    "        out[p + 2] = 1.0;\n"
    "        p += 3;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void evens_L5(int p, int n, __global double *b, __global double *out)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= n - 1) {\n"
    "        p = p + 2 * (i - (0));\n"
    "        out[p] = b[i];\n"
    "        p = p + 2;\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_scale_L1;
static cl_kernel kf_cl_kernel_stride4_L2;
static cl_kernel kf_cl_kernel_blocks_L3_1;
static cl_kernel kf_cl_kernel_triples_L4;
static cl_kernel kf_cl_kernel_evens_L5;
static struct {
    cl_context kf_context;
    cl_command_queue kf_queue;
    cl_program kf_program;
    size_t kf_groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != CL_SUCCESS) {
        fprintf(stderr, "tests/gen/index/index_styles.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
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
            fprintf(stderr, "tests/gen/index/index_styles.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_scale_L1 = clCreateKernel(kf_cl.kf_program, "scale_L1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(scale_L1)", kf_line);
    kf_cl_kernel_stride4_L2 = clCreateKernel(kf_cl.kf_program, "stride4_L2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(stride4_L2)", kf_line);
    kf_cl_kernel_blocks_L3_1 = clCreateKernel(kf_cl.kf_program, "blocks_L3_1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(blocks_L3_1)", kf_line);
    kf_cl_kernel_triples_L4 = clCreateKernel(kf_cl.kf_program, "triples_L4", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(triples_L4)", kf_line);
    kf_cl_kernel_evens_L5 = clCreateKernel(kf_cl.kf_program, "evens_L5", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(evens_L5)", kf_line);
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

static void kf_cl_free_13(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 13);
}

static void kf_cl_free_25(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 25);
}

static void kf_cl_free_39(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 39);
}

static void kf_cl_free_54(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 54);
}

static void kf_cl_free_70(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 70);
}

static void scale(int n, int m, double *restrict a, const double *restrict b)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(13);
    const size_t kf_b_bytes = (size_t)(n*m) * sizeof b[0];
    cl_mem kf_b_dev __attribute__((__cleanup__(kf_cl_free_13))) = kf_cl_alloc(kf_b_bytes, 13);
    const size_t kf_a_bytes = (size_t)(n*m) * sizeof a[0];
    cl_mem kf_a_dev __attribute__((__cleanup__(kf_cl_free_13))) = kf_cl_alloc(kf_a_bytes, 13);
#pragma scop
    {
        kf_cl_init(15);
        kf_cl_write(kf_b_dev, b, kf_b_bytes, 15);
        kf_cl_write(kf_a_dev, a, kf_a_bytes, 15);
        if (n > 0 && m > 0) {
            size_t kf_local[2] = {256, 1};
            size_t kf_global[2] = {(size_t)m, (size_t)n};
            static struct kf_cl_site kf_site_scale_L1;
            kf_cl_fit(2, kf_global, kf_local, &kf_site_scale_L1);
            kf_cl_arg(kf_cl_kernel_scale_L1, 0, sizeof n, &n, 15);
            kf_cl_arg(kf_cl_kernel_scale_L1, 1, sizeof m, &m, 15);
            kf_cl_arg(kf_cl_kernel_scale_L1, 2, sizeof kf_b_dev, &kf_b_dev, 15);
            kf_cl_arg(kf_cl_kernel_scale_L1, 3, sizeof kf_a_dev, &kf_a_dev, 15);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_scale_L1, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(scale_L1)", 15);
        }
        kf_cl_read(a, kf_a_dev, kf_a_bytes, 15);
    }
#pragma endscop
}

/* an outer scalar set from the counter; its last value is returned */
static int stride4(int n, int base, double *restrict a, const double *restrict b)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(25);
    const size_t kf_b_bytes = (size_t)n * sizeof b[0];
    cl_mem kf_b_dev __attribute__((__cleanup__(kf_cl_free_25))) = kf_cl_alloc(kf_b_bytes, 25);
    const size_t kf_a_bytes = (size_t)((4*n + base - 1 > 0 ? 4*n + base - 1 : 0)) * sizeof a[0];
    cl_mem kf_a_dev __attribute__((__cleanup__(kf_cl_free_25))) = kf_cl_alloc(kf_a_bytes, 25);
    int k = -1;
#pragma scop
    {
        kf_cl_init(28);
        kf_cl_write(kf_b_dev, b, kf_b_bytes, 28);
        kf_cl_write(kf_a_dev, a, kf_a_bytes, 28);
        if (n > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)n};
            static struct kf_cl_site kf_site_stride4_L2;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_stride4_L2);
            kf_cl_arg(kf_cl_kernel_stride4_L2, 0, sizeof n, &n, 28);
            kf_cl_arg(kf_cl_kernel_stride4_L2, 1, sizeof base, &base, 28);
            kf_cl_arg(kf_cl_kernel_stride4_L2, 2, sizeof kf_b_dev, &kf_b_dev, 28);
            kf_cl_arg(kf_cl_kernel_stride4_L2, 3, sizeof kf_a_dev, &kf_a_dev, 28);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_stride4_L2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(stride4_L2)", 28);
        }
        /* the scalars' values after the loops' last iteration */
        if ((long)(n) > 0) {
            int i = n - 1;
            k = base + 4 * i;
        }
        kf_cl_read(a, kf_a_dev, kf_a_bytes, 28);
    }
#pragma endscop
    return k;
}

/* a block's column offset advanced by the block size, as lud's j_global */
static int blocks(int nb, int off, double *restrict a)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(39);
    const size_t kf_a_bytes = (size_t)(16*nb + off + 16) * sizeof a[0];
    cl_mem kf_a_dev __attribute__((__cleanup__(kf_cl_free_39))) = kf_cl_alloc(kf_a_bytes, 39);
    int cg = 0;
#pragma scop
    {
        kf_cl_init(42);
        kf_cl_write(kf_a_dev, a, kf_a_bytes, 42);
        for (int c = 0; c < nb; c++) {
            cg = off;
            cg += 16 * (c + 1);
            if (16 > 0) {
                size_t kf_local[1] = {16};
                size_t kf_global[1] = {(size_t)16};
                static struct kf_cl_site kf_site_blocks_L3_1;
                kf_cl_fit(1, kf_global, kf_local, &kf_site_blocks_L3_1);
                kf_cl_arg(kf_cl_kernel_blocks_L3_1, 0, sizeof cg, &cg, 45);
                kf_cl_arg(kf_cl_kernel_blocks_L3_1, 1, sizeof kf_a_dev, &kf_a_dev, 45);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_blocks_L3_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(blocks_L3_1)", 45);
            }
        }
        kf_cl_read(a, kf_a_dev, kf_a_bytes, 42);
    }
#pragma endscop
    return cg;
}

/* a linear induction variable: p = 0 before the loop, p += 3 in it */
static int triples(int n, double *restrict out, const double *restrict b)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(54);
    const size_t kf_b_bytes = (size_t)n * sizeof b[0];
    cl_mem kf_b_dev __attribute__((__cleanup__(kf_cl_free_54))) = kf_cl_alloc(kf_b_bytes, 54);
    const size_t kf_out_bytes = (size_t)(3*n) * sizeof out[0];
    cl_mem kf_out_dev __attribute__((__cleanup__(kf_cl_free_54))) = kf_cl_alloc(kf_out_bytes, 54);
    int p;
#pragma scop
    {
        kf_cl_init(57);
        p = 0;
        kf_cl_write(kf_b_dev, b, kf_b_bytes, 58);
        kf_cl_write(kf_out_dev, out, kf_out_bytes, 58);
        if (n > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)n};
            static struct kf_cl_site kf_site_triples_L4;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_triples_L4);
            kf_cl_arg(kf_cl_kernel_triples_L4, 0, sizeof p, &p, 58);
            kf_cl_arg(kf_cl_kernel_triples_L4, 1, sizeof n, &n, 58);
            kf_cl_arg(kf_cl_kernel_triples_L4, 2, sizeof kf_b_dev, &kf_b_dev, 58);
            kf_cl_arg(kf_cl_kernel_triples_L4, 3, sizeof kf_out_dev, &kf_out_dev, 58);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_triples_L4, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(triples_L4)", 58);
            p += 3 * (n);
        }
        kf_cl_read(out, kf_out_dev, kf_out_bytes, 58);
    }
#pragma endscop
    return p;
}

/* the same, p never read after the loop */
static void evens(int n, double *restrict out, const double *restrict b)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(70);
    const size_t kf_b_bytes = (size_t)n * sizeof b[0];
    cl_mem kf_b_dev __attribute__((__cleanup__(kf_cl_free_70))) = kf_cl_alloc(kf_b_bytes, 70);
    const size_t kf_out_bytes = (size_t)(2*n) * sizeof out[0];
    cl_mem kf_out_dev __attribute__((__cleanup__(kf_cl_free_70))) = kf_cl_alloc(kf_out_bytes, 70);
    int p;
#pragma scop
    {
        kf_cl_init(73);
        p = 1;
        kf_cl_write(kf_b_dev, b, kf_b_bytes, 74);
        kf_cl_write(kf_out_dev, out, kf_out_bytes, 74);
        if (n > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)n};
            static struct kf_cl_site kf_site_evens_L5;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_evens_L5);
            kf_cl_arg(kf_cl_kernel_evens_L5, 0, sizeof p, &p, 74);
            kf_cl_arg(kf_cl_kernel_evens_L5, 1, sizeof n, &n, 74);
            kf_cl_arg(kf_cl_kernel_evens_L5, 2, sizeof kf_b_dev, &kf_b_dev, 74);
            kf_cl_arg(kf_cl_kernel_evens_L5, 3, sizeof kf_out_dev, &kf_out_dev, 74);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_evens_L5, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(evens_L5)", 74);
            p += 2 * (n);
        }
        kf_cl_read(out, kf_out_dev, kf_out_bytes, 74);
    }
#pragma endscop
}

/* advanced under an if: a stream compaction, sequential */
static int positives(int n, double *restrict out, const double *restrict b)
{
    int m = 0;
#pragma scop
    for (int i = 0; i < n; i++) {
        out[m] = b[i];
        if (b[i] > 0.0)
            m++;
    }
#pragma endscop
    return m;
}

int main(void)
{
    int n = 300, m = 200, nb = 50;
    double *a = calloc((size_t)n * m + 64, sizeof(double)), *b = malloc(sizeof(double) * n * m);
    double *o = calloc((size_t)4 * n + 8, sizeof(double));
    for (int i = 0; i < n * m; i++)
        b[i] = (double)((i * 37) % 101) / 7.0 - 5.0;
    scale(n, m, a, b);
    double s = 0;
    for (int i = 0; i < n * m; i++)
        s += a[i] * (1 + i % 5);
    printf("scale %.6f\n", s);
    int k = stride4(n / 4, 3, a, b);
    printf("stride4 %d %.6f %.6f\n", k, a[3], a[k + 2]);
    int cg = blocks(nb, 5, a);
    printf("blocks %d %.6f %.6f\n", cg, a[21], a[cg + 15]);
    int p = triples(n, o, b);
    printf("triples %d %.6f %.6f\n", p, o[4], o[p - 2]);
    evens(n, o, b);
    printf("evens %.6f %.6f\n", o[1], o[2 * n - 1]);
    int q = positives(n, o, b);
    printf("positives %d %.6f\n", q, o[q]);
    free(a);
    free(b);
    free(o);
    return 0;
}
