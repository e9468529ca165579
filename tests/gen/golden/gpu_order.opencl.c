/* kforge 0.1.0: tests/gen/gpu_order.c for opencl; 15 kernels */
/*
 * Triangular solves spelled as numerical codes often spell them, for the
 * order-keep pass (codegen/gpu_order.h): each solve's sums must keep their
 * order on the device, so the OpenCL output equals this program's to the
 * bit.  lower_solve: `<=` bounds, pre-increments, `y = y - ...`, the
 * iterators declared at the top; lower_solve2: two right-hand sides in one
 * sweep, no statement before the inner loop; lower_solve_acc: the sum in a
 * scalar the later sums read (in order, why on --explain); lower_solve_last: its inner
 * iterator read after the nest, lower_solve_note: a comment in the nest (rescheduled,
 * the comment kept above it); doolittle: LU in row form, its row below the diagonal a
 * column at a time; chol: cholesky.  Its output is the program's to the bit.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 48

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
    "__kernel void lower_solve_L1(int n, __global double *rhs, __global double *y)\n"
    "{\n"
    "    int kf_c0 = (int)get_global_id(0);\n"
    "    if (kf_c0 <= n - 1) {\n"
    "        y[kf_c0] = rhs[kf_c0];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void lower_solve_S2(int n, __global double *y, int kf_c0, __global double *T)\n"
    "{\n"
    "    y[kf_c0] = y[kf_c0] / T[kf_c0 * n + kf_c0];\n"
    "}\n"
    "\n"
    "__kernel void lower_solve_L2_1(int n, __global double *y, int kf_c0, __global double *T)\n"
    "{\n"
    "    int kf_c1 = kf_c0 + 1 + (int)get_global_id(0);\n"
    "    if (kf_c1 <= n - 1) {\n"
    "        y[kf_c1] = y[kf_c1] - T[kf_c1 * n + kf_c0] * y[kf_c0];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void lower_solve2_S1(int kf_c0, int n, __global double *L, __global double *x)\n"
    "{\n"
    "    x[kf_c0] /= L[kf_c0 * n + kf_c0];\n"
    "}\n"
    "\n"
    "__kernel void lower_solve2_L3_1(int kf_c0, int n, __global double *L, __global double *x)\n"
    "{\n"
    "    int kf_c1 = kf_c0 + 1 + (int)get_global_id(0);\n"
    "    if (kf_c1 <= n - 1) {\n"
    "        x[kf_c1] -= L[kf_c1 * n + kf_c0] * x[kf_c0];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void lower_solve2_S3(int n, __global double *L, int kf_c0, __global double *z)\n"
    "{\n"
    "    z[kf_c0] /= L[kf_c0 * n + kf_c0];\n"
    "}\n"
    "\n"
    "__kernel void lower_solve2_L4_1(int n, __global double *L, int kf_c0, __global double *z)\n"
    "{\n"
    "    int kf_c1 = kf_c0 + 1 + (int)get_global_id(0);\n"
    "    if (kf_c1 <= n - 1) {\n"
    "        z[kf_c1] -= L[kf_c1 * n + kf_c0] * z[kf_c0];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void lower_solve_note_S1(int kf_c0, int n, __global double *L, __global double *x)\n"
    "{\n"
    "    x[kf_c0] /= L[kf_c0 * n + kf_c0];\n"
    "}\n"
    "\n"
    "__kernel void lower_solve_note_L7_1(int kf_c0, int n, __global double *L, __global double *x)\n"
    "{\n"
    "    int kf_c1 = kf_c0 + 1 + (int)get_global_id(0);\n"
    "    if (kf_c1 <= n - 1) {\n"
    "        x[kf_c1] -= L[kf_c1 * n + kf_c0] * x[kf_c0];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void doolittle_S1(int i, int n, int p, __global double *a)\n"
    "{\n"
    "    a[i * n + p] /= a[p * n + p];\n"
    "}\n"
    "\n"
    "__kernel void doolittle_L8_1_1(int i, int n, int p, __global double *a)\n"
    "{\n"
    "    int j = p + 1 + (int)get_global_id(0);\n"
    "    if (j <= i - 1) {\n"
    "        a[i * n + j] -= a[i * n + p] * a[p * n + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void doolittle_L8_2(int i, int n, __global double *a)\n"
    "{\n"
    "    int j = i + (int)get_global_id(0);\n"
    "    int p;\n"
    "    if (j <= n - 1) {\n"
    "        for (p = 0; p <= i - 1; ++p)\n"
    "            a[i * n + j] -= a[i * n + p] * a[p * n + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void chol_S1(int kf_c0, int n, __global double *a)\n"
    "{\n"
    "    a[kf_c0 * n + kf_c0] = sqrt(a[kf_c0 * n + kf_c0]);\n"
    "}\n"
    "\n"
    "__kernel void chol_L9_1(int kf_c0, int n, __global double *a)\n"
    "{\n"
    "    int kf_c1 = kf_c0 + 1 + (int)get_global_id(0);\n"
    "    if (kf_c1 <= n - 1) {\n"
    "        a[kf_c1 * n + kf_c0] = a[kf_c1 * n + kf_c0] / a[kf_c0 * n + kf_c0];\n"
    "        a[kf_c1 * n + kf_c1] = a[kf_c1 * n + kf_c1] - a[kf_c1 * n + kf_c0] * a[kf_c1 * n + kf_c0];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void chol_L9_2(int kf_c0, int n, __global double *a)\n"
    "{\n"
    "    int kf_c2 = kf_c0 + 1 + (int)get_global_id(0);\n"
    "    int kf_c1 = kf_c0 + 2 + (int)get_global_id(1);\n"
    "    int kf_lo_kf_c2 = kf_c0 + 1 + (int)(get_group_id(0) * get_local_size(0)), kf_hi_kf_c2 = kf_lo_kf_c2 + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_kf_c1 = kf_c0 + 2 + (int)(get_group_id(1) * get_local_size(1)), kf_hi_kf_c1 = kf_lo_kf_c1 + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_kf_c2 <= kf_lo_kf_c1 - 1 && kf_hi_kf_c1 <= n - 1) {\n"
    "        a[kf_c1 * n + kf_c2] = a[kf_c1 * n + kf_c2] - a[kf_c1 * n + kf_c0] * a[kf_c2 * n + kf_c0];\n"
    "    } else if (kf_c2 <= kf_c1 - 1 && kf_c1 <= n - 1) {\n"
    "        a[kf_c1 * n + kf_c2] = a[kf_c1 * n + kf_c2] - a[kf_c1 * n + kf_c0] * a[kf_c2 * n + kf_c0];\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_lower_solve_L1;
static cl_kernel kf_cl_kernel_lower_solve_S2;
static cl_kernel kf_cl_kernel_lower_solve_L2_1;
static cl_kernel kf_cl_kernel_lower_solve2_S1;
static cl_kernel kf_cl_kernel_lower_solve2_L3_1;
static cl_kernel kf_cl_kernel_lower_solve2_S3;
static cl_kernel kf_cl_kernel_lower_solve2_L4_1;
static cl_kernel kf_cl_kernel_lower_solve_note_S1;
static cl_kernel kf_cl_kernel_lower_solve_note_L7_1;
static cl_kernel kf_cl_kernel_doolittle_S1;
static cl_kernel kf_cl_kernel_doolittle_L8_1_1;
static cl_kernel kf_cl_kernel_doolittle_L8_2;
static cl_kernel kf_cl_kernel_chol_S1;
static cl_kernel kf_cl_kernel_chol_L9_1;
static cl_kernel kf_cl_kernel_chol_L9_2;
static struct {
    cl_context kf_context;
    cl_command_queue kf_queue;
    cl_program kf_program;
    size_t kf_groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != CL_SUCCESS) {
        fprintf(stderr, "tests/gen/gpu_order.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
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
            fprintf(stderr, "tests/gen/gpu_order.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_lower_solve_L1 = clCreateKernel(kf_cl.kf_program, "lower_solve_L1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(lower_solve_L1)", kf_line);
    kf_cl_kernel_lower_solve_S2 = clCreateKernel(kf_cl.kf_program, "lower_solve_S2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(lower_solve_S2)", kf_line);
    kf_cl_kernel_lower_solve_L2_1 = clCreateKernel(kf_cl.kf_program, "lower_solve_L2_1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(lower_solve_L2_1)", kf_line);
    kf_cl_kernel_lower_solve2_S1 = clCreateKernel(kf_cl.kf_program, "lower_solve2_S1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(lower_solve2_S1)", kf_line);
    kf_cl_kernel_lower_solve2_L3_1 = clCreateKernel(kf_cl.kf_program, "lower_solve2_L3_1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(lower_solve2_L3_1)", kf_line);
    kf_cl_kernel_lower_solve2_S3 = clCreateKernel(kf_cl.kf_program, "lower_solve2_S3", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(lower_solve2_S3)", kf_line);
    kf_cl_kernel_lower_solve2_L4_1 = clCreateKernel(kf_cl.kf_program, "lower_solve2_L4_1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(lower_solve2_L4_1)", kf_line);
    kf_cl_kernel_lower_solve_note_S1 = clCreateKernel(kf_cl.kf_program, "lower_solve_note_S1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(lower_solve_note_S1)", kf_line);
    kf_cl_kernel_lower_solve_note_L7_1 = clCreateKernel(kf_cl.kf_program, "lower_solve_note_L7_1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(lower_solve_note_L7_1)", kf_line);
    kf_cl_kernel_doolittle_S1 = clCreateKernel(kf_cl.kf_program, "doolittle_S1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(doolittle_S1)", kf_line);
    kf_cl_kernel_doolittle_L8_1_1 = clCreateKernel(kf_cl.kf_program, "doolittle_L8_1_1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(doolittle_L8_1_1)", kf_line);
    kf_cl_kernel_doolittle_L8_2 = clCreateKernel(kf_cl.kf_program, "doolittle_L8_2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(doolittle_L8_2)", kf_line);
    kf_cl_kernel_chol_S1 = clCreateKernel(kf_cl.kf_program, "chol_S1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(chol_S1)", kf_line);
    kf_cl_kernel_chol_L9_1 = clCreateKernel(kf_cl.kf_program, "chol_L9_1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(chol_L9_1)", kf_line);
    kf_cl_kernel_chol_L9_2 = clCreateKernel(kf_cl.kf_program, "chol_L9_2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(chol_L9_2)", kf_line);
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

static void kf_cl_free_21(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 21);
}

static void kf_cl_free_34(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 34);
}

static void kf_cl_free_76(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 76);
}

static void kf_cl_free_91(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 91);
}

static void kf_cl_free_111(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 111);
}

static void lower_solve(int n, const double *restrict T, double *restrict y,
                        const double *restrict rhs)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(21);
    const size_t kf_rhs_bytes = (size_t)n * sizeof rhs[0];
    cl_mem kf_rhs_dev __attribute__((__cleanup__(kf_cl_free_21))) = kf_cl_alloc(kf_rhs_bytes, 21);
    const size_t kf_y_bytes = (size_t)n * sizeof y[0];
    cl_mem kf_y_dev __attribute__((__cleanup__(kf_cl_free_21))) = kf_cl_alloc(kf_y_bytes, 21);
    const size_t kf_T_bytes = (size_t)(n*n) * sizeof T[0];
    cl_mem kf_T_dev __attribute__((__cleanup__(kf_cl_free_21))) = kf_cl_alloc(kf_T_bytes, 21);
    int r, c;
#pragma scop
    {
        kf_cl_init(24);
        kf_cl_write(kf_rhs_dev, rhs, kf_rhs_bytes, 24);
        kf_cl_write(kf_y_dev, y, kf_y_bytes, 24);
        if (n > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)n};
            static struct kf_cl_site kf_site_lower_solve_L1;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_lower_solve_L1);
            kf_cl_arg(kf_cl_kernel_lower_solve_L1, 0, sizeof n, &n, 24);
            kf_cl_arg(kf_cl_kernel_lower_solve_L1, 1, sizeof kf_rhs_dev, &kf_rhs_dev, 24);
            kf_cl_arg(kf_cl_kernel_lower_solve_L1, 2, sizeof kf_y_dev, &kf_y_dev, 24);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_lower_solve_L1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(lower_solve_L1)", 24);
        }
        kf_cl_write(kf_T_dev, T, kf_T_bytes, 24);
        for (int kf_c0 = 0; kf_c0 < n; kf_c0 += 1) {
            {
                size_t kf_local[1] = {1};
                size_t kf_global[1] = {1};
                kf_cl_arg(kf_cl_kernel_lower_solve_S2, 0, sizeof n, &n, 24);
                kf_cl_arg(kf_cl_kernel_lower_solve_S2, 1, sizeof kf_y_dev, &kf_y_dev, 24);
                kf_cl_arg(kf_cl_kernel_lower_solve_S2, 2, sizeof kf_c0, &kf_c0, 24);
                kf_cl_arg(kf_cl_kernel_lower_solve_S2, 3, sizeof kf_T_dev, &kf_T_dev, 24);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_lower_solve_S2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(lower_solve_S2)", 24);
            }
            if (n - kf_c0 - 1 > 0) {
                size_t kf_local[1] = {256};
                size_t kf_global[1] = {(size_t)(n - kf_c0 - 1)};
                static struct kf_cl_site kf_site_lower_solve_L2_1;
                kf_cl_fit(1, kf_global, kf_local, &kf_site_lower_solve_L2_1);
                kf_cl_arg(kf_cl_kernel_lower_solve_L2_1, 0, sizeof n, &n, 24);
                kf_cl_arg(kf_cl_kernel_lower_solve_L2_1, 1, sizeof kf_y_dev, &kf_y_dev, 24);
                kf_cl_arg(kf_cl_kernel_lower_solve_L2_1, 2, sizeof kf_c0, &kf_c0, 24);
                kf_cl_arg(kf_cl_kernel_lower_solve_L2_1, 3, sizeof kf_T_dev, &kf_T_dev, 24);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_lower_solve_L2_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(lower_solve_L2_1)", 24);
            }
        }
        kf_cl_read(y, kf_y_dev, kf_y_bytes, 24);
    }
#pragma endscop
}

static void lower_solve2(int n, double L[n][n], double x[n], double z[n])
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(34);
    const size_t kf_L_bytes = (size_t)n * sizeof L[0];
    cl_mem kf_L_dev __attribute__((__cleanup__(kf_cl_free_34))) = kf_cl_alloc(kf_L_bytes, 34);
    const size_t kf_x_bytes = (size_t)n * sizeof x[0];
    cl_mem kf_x_dev __attribute__((__cleanup__(kf_cl_free_34))) = kf_cl_alloc(kf_x_bytes, 34);
    const size_t kf_z_bytes = (size_t)n * sizeof z[0];
    cl_mem kf_z_dev __attribute__((__cleanup__(kf_cl_free_34))) = kf_cl_alloc(kf_z_bytes, 34);
#pragma scop
    {
        kf_cl_init(36);
        kf_cl_write(kf_L_dev, L, kf_L_bytes, 36);
        kf_cl_write(kf_x_dev, x, kf_x_bytes, 36);
        for (int kf_c0 = 0; kf_c0 < n; kf_c0 += 1) {
            {
                size_t kf_local[1] = {1};
                size_t kf_global[1] = {1};
                kf_cl_arg(kf_cl_kernel_lower_solve2_S1, 0, sizeof kf_c0, &kf_c0, 36);
                kf_cl_arg(kf_cl_kernel_lower_solve2_S1, 1, sizeof n, &n, 36);
                kf_cl_arg(kf_cl_kernel_lower_solve2_S1, 2, sizeof kf_L_dev, &kf_L_dev, 36);
                kf_cl_arg(kf_cl_kernel_lower_solve2_S1, 3, sizeof kf_x_dev, &kf_x_dev, 36);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_lower_solve2_S1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(lower_solve2_S1)", 36);
            }
            if (-kf_c0 + n - 1 > 0) {
                size_t kf_local[1] = {256};
                size_t kf_global[1] = {(size_t)(-kf_c0 + n - 1)};
                static struct kf_cl_site kf_site_lower_solve2_L3_1;
                kf_cl_fit(1, kf_global, kf_local, &kf_site_lower_solve2_L3_1);
                kf_cl_arg(kf_cl_kernel_lower_solve2_L3_1, 0, sizeof kf_c0, &kf_c0, 36);
                kf_cl_arg(kf_cl_kernel_lower_solve2_L3_1, 1, sizeof n, &n, 36);
                kf_cl_arg(kf_cl_kernel_lower_solve2_L3_1, 2, sizeof kf_L_dev, &kf_L_dev, 36);
                kf_cl_arg(kf_cl_kernel_lower_solve2_L3_1, 3, sizeof kf_x_dev, &kf_x_dev, 36);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_lower_solve2_L3_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(lower_solve2_L3_1)", 36);
            }
        }
        kf_cl_write(kf_z_dev, z, kf_z_bytes, 36);
        for (int kf_c0 = 0; kf_c0 < n; kf_c0 += 1) {
            {
                size_t kf_local[1] = {1};
                size_t kf_global[1] = {1};
                kf_cl_arg(kf_cl_kernel_lower_solve2_S3, 0, sizeof n, &n, 36);
                kf_cl_arg(kf_cl_kernel_lower_solve2_S3, 1, sizeof kf_L_dev, &kf_L_dev, 36);
                kf_cl_arg(kf_cl_kernel_lower_solve2_S3, 2, sizeof kf_c0, &kf_c0, 36);
                kf_cl_arg(kf_cl_kernel_lower_solve2_S3, 3, sizeof kf_z_dev, &kf_z_dev, 36);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_lower_solve2_S3, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(lower_solve2_S3)", 36);
            }
            if (n - kf_c0 - 1 > 0) {
                size_t kf_local[1] = {256};
                size_t kf_global[1] = {(size_t)(n - kf_c0 - 1)};
                static struct kf_cl_site kf_site_lower_solve2_L4_1;
                kf_cl_fit(1, kf_global, kf_local, &kf_site_lower_solve2_L4_1);
                kf_cl_arg(kf_cl_kernel_lower_solve2_L4_1, 0, sizeof n, &n, 36);
                kf_cl_arg(kf_cl_kernel_lower_solve2_L4_1, 1, sizeof kf_L_dev, &kf_L_dev, 36);
                kf_cl_arg(kf_cl_kernel_lower_solve2_L4_1, 2, sizeof kf_c0, &kf_c0, 36);
                kf_cl_arg(kf_cl_kernel_lower_solve2_L4_1, 3, sizeof kf_z_dev, &kf_z_dev, 36);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_lower_solve2_L4_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(lower_solve2_L4_1)", 36);
            }
        }
        kf_cl_read(x, kf_x_dev, kf_x_bytes, 36);
        kf_cl_read(z, kf_z_dev, kf_z_bytes, 36);
    }
#pragma endscop
}

static void lower_solve_acc(int n, const double *restrict T, double *restrict y,
                            const double *restrict rhs)
{
    double s;
#pragma scop
    for (int r = 0; r < n; r++) {
        s = rhs[r];
        for (int c = 0; c < r; c++)
            s -= T[r * n + c] * y[c];
        y[r] = s / T[r * n + r];
    }
#pragma endscop
}

static int lower_solve_last(int n, const double *restrict T, double *restrict y)
{
    int r, c = 0;
#pragma scop
    for (r = 0; r < n; r++) {
        for (c = 0; c < r; c++)
            y[r] -= T[r * n + c] * y[c];
        y[r] /= T[r * n + r];
    }
#pragma endscop
    return c;
}

/* a comment inside: the rewrite would drop it, so the nest stays */
static void lower_solve_note(int n, double L[n][n], double x[n])
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(76);
    const size_t kf_L_bytes = (size_t)n * sizeof L[0];
    cl_mem kf_L_dev __attribute__((__cleanup__(kf_cl_free_76))) = kf_cl_alloc(kf_L_bytes, 76);
    const size_t kf_x_bytes = (size_t)n * sizeof x[0];
    cl_mem kf_x_dev __attribute__((__cleanup__(kf_cl_free_76))) = kf_cl_alloc(kf_x_bytes, 76);
#pragma scop
    /* x[i] -= the row's part of the solution, in order */
    {
        kf_cl_init(78);
        kf_cl_write(kf_L_dev, L, kf_L_bytes, 78);
        kf_cl_write(kf_x_dev, x, kf_x_bytes, 78);
        for (int kf_c0 = 0; kf_c0 < n; kf_c0 += 1) {
            {
                size_t kf_local[1] = {1};
                size_t kf_global[1] = {1};
                kf_cl_arg(kf_cl_kernel_lower_solve_note_S1, 0, sizeof kf_c0, &kf_c0, 78);
                kf_cl_arg(kf_cl_kernel_lower_solve_note_S1, 1, sizeof n, &n, 78);
                kf_cl_arg(kf_cl_kernel_lower_solve_note_S1, 2, sizeof kf_L_dev, &kf_L_dev, 78);
                kf_cl_arg(kf_cl_kernel_lower_solve_note_S1, 3, sizeof kf_x_dev, &kf_x_dev, 78);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_lower_solve_note_S1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(lower_solve_note_S1)", 78);
            }
            if (-kf_c0 + n - 1 > 0) {
                size_t kf_local[1] = {256};
                size_t kf_global[1] = {(size_t)(-kf_c0 + n - 1)};
                static struct kf_cl_site kf_site_lower_solve_note_L7_1;
                kf_cl_fit(1, kf_global, kf_local, &kf_site_lower_solve_note_L7_1);
                kf_cl_arg(kf_cl_kernel_lower_solve_note_L7_1, 0, sizeof kf_c0, &kf_c0, 78);
                kf_cl_arg(kf_cl_kernel_lower_solve_note_L7_1, 1, sizeof n, &n, 78);
                kf_cl_arg(kf_cl_kernel_lower_solve_note_L7_1, 2, sizeof kf_L_dev, &kf_L_dev, 78);
                kf_cl_arg(kf_cl_kernel_lower_solve_note_L7_1, 3, sizeof kf_x_dev, &kf_x_dev, 78);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_lower_solve_note_L7_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(lower_solve_note_L7_1)", 78);
            }
        }
        kf_cl_read(x, kf_x_dev, kf_x_bytes, 78);
    }
#pragma endscop
}

/* LU in row form (Doolittle), unit lower part: the second inner loop is
 * parallel as it is, so isl's reschedule leaves the nest to the plan and
 * the row below the diagonal runs a column at a time */
static void doolittle(int n, double *restrict a)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(91);
    const size_t kf_a_bytes = (size_t)(n*n) * sizeof a[0];
    cl_mem kf_a_dev __attribute__((__cleanup__(kf_cl_free_91))) = kf_cl_alloc(kf_a_bytes, 91);
    int i, j, p;
#pragma scop
    {
        kf_cl_init(94);
        kf_cl_write(kf_a_dev, a, kf_a_bytes, 94);
        for (i = 0; i <= n - 1; ++i) {
            for (p = 0; p <= i - 1; ++p) {
                {
                    size_t kf_local[1] = {1};
                    size_t kf_global[1] = {1};
                    kf_cl_arg(kf_cl_kernel_doolittle_S1, 0, sizeof i, &i, 95);
                    kf_cl_arg(kf_cl_kernel_doolittle_S1, 1, sizeof n, &n, 95);
                    kf_cl_arg(kf_cl_kernel_doolittle_S1, 2, sizeof p, &p, 95);
                    kf_cl_arg(kf_cl_kernel_doolittle_S1, 3, sizeof kf_a_dev, &kf_a_dev, 95);
                    kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_doolittle_S1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                                "clEnqueueNDRangeKernel(doolittle_S1)", 95);
                }
                if (i - p - 1 > 0) {
                    size_t kf_local[1] = {256};
                    size_t kf_global[1] = {(size_t)(i - p - 1)};
                    static struct kf_cl_site kf_site_doolittle_L8_1_1;
                    kf_cl_fit(1, kf_global, kf_local, &kf_site_doolittle_L8_1_1);
                    kf_cl_arg(kf_cl_kernel_doolittle_L8_1_1, 0, sizeof i, &i, 95);
                    kf_cl_arg(kf_cl_kernel_doolittle_L8_1_1, 1, sizeof n, &n, 95);
                    kf_cl_arg(kf_cl_kernel_doolittle_L8_1_1, 2, sizeof p, &p, 95);
                    kf_cl_arg(kf_cl_kernel_doolittle_L8_1_1, 3, sizeof kf_a_dev, &kf_a_dev, 95);
                    kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_doolittle_L8_1_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                                "clEnqueueNDRangeKernel(doolittle_L8_1_1)", 95);
                }
                /* the loop counters, as the sequential loops leave them */
                for (j = p + 1; j <= i - 1; ++j) {
                }
            }
            if (-i + n > 0) {
                size_t kf_local[1] = {256};
                size_t kf_global[1] = {(size_t)(-i + n)};
                static struct kf_cl_site kf_site_doolittle_L8_2;
                kf_cl_fit(1, kf_global, kf_local, &kf_site_doolittle_L8_2);
                kf_cl_arg(kf_cl_kernel_doolittle_L8_2, 0, sizeof i, &i, 100);
                kf_cl_arg(kf_cl_kernel_doolittle_L8_2, 1, sizeof n, &n, 100);
                kf_cl_arg(kf_cl_kernel_doolittle_L8_2, 2, sizeof kf_a_dev, &kf_a_dev, 100);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_doolittle_L8_2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(doolittle_L8_2)", 100);
            }
            /* the loop counters, as the sequential loops leave them */
            for (j = i; j <= n - 1; ++j) {
                for (p = 0; p <= i - 1; ++p) {
                }
            }
        }
        kf_cl_read(a, kf_a_dev, kf_a_bytes, 94);
    }
#pragma endscop
}

/* Cholesky by rows (left-looking), its iterators at the top, two inner
 * loops sharing k: isl's reschedule makes it right-looking, each
 * element's subtractions still in k's order */
static void chol(int n, double a[n][n])
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(111);
    const size_t kf_a_bytes = (size_t)n * sizeof a[0];
    cl_mem kf_a_dev __attribute__((__cleanup__(kf_cl_free_111))) = kf_cl_alloc(kf_a_bytes, 111);
    int i, j, k;
#pragma scop
    {
        kf_cl_init(114);
        kf_cl_write(kf_a_dev, a, kf_a_bytes, 114);
        for (int kf_c0 = 0; kf_c0 < n; kf_c0 += 1) {
            {
                size_t kf_local[1] = {1};
                size_t kf_global[1] = {1};
                kf_cl_arg(kf_cl_kernel_chol_S1, 0, sizeof kf_c0, &kf_c0, 114);
                kf_cl_arg(kf_cl_kernel_chol_S1, 1, sizeof n, &n, 114);
                kf_cl_arg(kf_cl_kernel_chol_S1, 2, sizeof kf_a_dev, &kf_a_dev, 114);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_chol_S1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(chol_S1)", 114);
            }
            if (-kf_c0 + n - 1 > 0) {
                size_t kf_local[1] = {256};
                size_t kf_global[1] = {(size_t)(-kf_c0 + n - 1)};
                static struct kf_cl_site kf_site_chol_L9_1;
                kf_cl_fit(1, kf_global, kf_local, &kf_site_chol_L9_1);
                kf_cl_arg(kf_cl_kernel_chol_L9_1, 0, sizeof kf_c0, &kf_c0, 114);
                kf_cl_arg(kf_cl_kernel_chol_L9_1, 1, sizeof n, &n, 114);
                kf_cl_arg(kf_cl_kernel_chol_L9_1, 2, sizeof kf_a_dev, &kf_a_dev, 114);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_chol_L9_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(chol_L9_1)", 114);
            }
            if (-kf_c0 + n - 2 > 0 && -kf_c0 + n - 2 > 0) {
                size_t kf_local[2] = {16, 16};
                size_t kf_global[2] = {(size_t)(-kf_c0 + n - 2), (size_t)(-kf_c0 + n - 2)};
                static struct kf_cl_site kf_site_chol_L9_2;
                kf_cl_fit(2, kf_global, kf_local, &kf_site_chol_L9_2);
                kf_cl_arg(kf_cl_kernel_chol_L9_2, 0, sizeof kf_c0, &kf_c0, 114);
                kf_cl_arg(kf_cl_kernel_chol_L9_2, 1, sizeof n, &n, 114);
                kf_cl_arg(kf_cl_kernel_chol_L9_2, 2, sizeof kf_a_dev, &kf_a_dev, 114);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_chol_L9_2, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(chol_L9_2)", 114);
            }
        }
        kf_cl_read(a, kf_a_dev, kf_a_bytes, 114);
    }
#pragma endscop
}

int main(void)
{
    static double LU[N * N], T[N * N], L[N][N], C[N][N], y[N], y2[N], y3[N], x[N], z[N], rhs[N];
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) {
            T[i * N + j] = j < i ? 1.0 / (i + j + 3) : j == i ? 2.0 + i % 5 : 0.0;
            L[i][j] = j <= i ? (double)((i * 7 + j * 3) % 11 + 1) / 13.0 : 0.0;
        }
        L[i][i] += 1.0;
        rhs[i] = 1.0 + (double)(i % 7) / 3.0;
        x[i] = rhs[i];
        z[i] = 2.0 - (double)(i % 5) / 7.0;
        y3[i] = rhs[i] * 0.5;
    }
    lower_solve(N, T, y, rhs);
    lower_solve2(N, L, x, z);
    lower_solve_acc(N, T, y2, rhs);
    int last = lower_solve_last(N, T, y3);
    lower_solve_note(N, L, z);
    for (int i = 0; i < N * N; i++)
        LU[i] = (i / N == i % N) ? 4.0 + (i % 7) : 1.0 / (1 + (i * 13) % 17);
    doolittle(N, LU);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            C[i][j] = 1.0 / (i + j + 1) + (i == j ? N : 0);
    chol(N, C);
    for (int i = 0; i < N; i++)
        printf("%.17e %.17e %.17e %.17e %.17e %.17e\n", y[i], x[i], z[i], y3[i],
               LU[i * N + N / 3], C[i][i / 2]);
    printf("%d\n", last);
    /* last: lower_solve_acc, whose scalar sum stays in order (the
     * floating-point rule: its result feeds the later sums' terms) */
    for (int i = 0; i < N; i++)
        printf("%.17e\n", y2[i]);
    return 0;
}
