/* kforge 0.1.0: tests/transforms/guard.c for opencl; 6 kernels */
/*
 * guard.c: the bounds and interior passes (gpu_guard.h) on sizes that are
 * or are not multiples of a block (N=64 and N=37):
 *   stencil  a 2-D interior sweep (1 <= i, j <= n - 2): split per block;
 *   upper    a triangle j >= i (box corner): split on the block's corner
 *            (kf_lo_j >= kf_hi_i), i <= n - 1 implied by the others
 *            (CUDA, where the box is mapped);
 *   lu_step  a kernel under a host loop k (i, j from k + 1): the host
 *            loop's bounds are the context;
 *   down     a 2-D band whose outer loop runs downwards (step -1);
 *   cube     a 3-D band; the middle loop's 3 iterations fill grid dimension
 *            z exactly (block 1), so only j and i are tested;
 *   rows     a kernel under a host loop r whose trip count 256 * (r + 1) is
 *            a multiple of the block whatever r: isl proves the grid exact.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#ifndef N
#define N 37
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
    "__kernel void stencil_L1(int n, __global double *A, __global double *B)\n"
    "{\n"
    "    int j = 1 + (int)get_global_id(0);\n"
    "    int i = 1 + (int)get_global_id(1);\n"
    "    int kf_lo_j = 1 + (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    if (kf_hi_j <= n - 2) {\n"
    "        B[i * 37 + j] = 0.25 * (A[(i - 1) * 37 + j] + A[(i + 1) * 37 + j] + A[i * 37 + j - 1] + A[i * 37 + j + 1]);\n"
    "    } else if (j <= n - 2) {\n"
    "        B[i * 37 + j] = 0.25 * (A[(i - 1) * 37 + j] + A[(i + 1) * 37 + j] + A[i * 37 + j - 1] + A[i * 37 + j + 1]);\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void stencil_L1_window(int n, __global double *A, __global double *B)\n"
    "{\n"
    "    int j = 1 + (int)get_global_id(0);\n"
    "    int i = 1 + (int)get_global_id(1);\n"
    "    __local double kf_win_A[340];\n"
    "    int kf_o_j = j - (int)get_local_id(0);\n"
    "    int kf_o_i = i - (int)get_local_id(1);\n"
    "    for (int kf_q = (int)((int)get_local_id(0) + 32 * (int)get_local_id(1)); kf_q < 340; kf_q += 256) {\n"
    "        int kf_s0 = kf_o_i - 1 + kf_q / 34;\n"
    "        int kf_s1 = kf_o_j - 1 + kf_q % 34;\n"
    "        if (kf_s0 >= 1 - 1 && kf_s0 <= (n - 2) + 1 && kf_s1 >= 1 - 1 && kf_s1 <= (n - 2) + 1) {\n"
    "            kf_win_A[kf_q] = A[kf_s0 * 37 + kf_s1];\n"
    "        }\n"
    "    }\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    int kf_lo_j = 1 + (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = 1 + (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= n - 2 && kf_hi_i <= n - 2) {\n"
    "        B[i * 37 + j] = 0.25 * (kf_win_A[((i - 1) - kf_o_i + 1) * 34 + j - kf_o_j + 1] + kf_win_A[((i + 1) - kf_o_i + 1) * 34 + j - kf_o_j + 1] + kf_win_A[(i - kf_o_i + 1) * 34 + (j - 1) - kf_o_j + 1] + kf_win_A[(i - kf_o_i + 1) * 34 + (j + 1) - kf_o_j + 1]);\n"
    "    } else if (j <= n - 2 && i <= n - 2) {\n"
    "        B[i * 37 + j] = 0.25 * (kf_win_A[((i - 1) - kf_o_i + 1) * 34 + j - kf_o_j + 1] + kf_win_A[((i + 1) - kf_o_i + 1) * 34 + j - kf_o_j + 1] + kf_win_A[(i - kf_o_i + 1) * 34 + (j - 1) - kf_o_j + 1] + kf_win_A[(i - kf_o_i + 1) * 34 + (j + 1) - kf_o_j + 1]);\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void upper_L2(int n, __global double *A, __global double *U)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_lo_j >= kf_hi_i && kf_hi_j <= n - 1) {\n"
    "        U[i * 37 + j] = A[i * 37 + j] * 2.0 + A[j * 37 + i];\n"
    "    } else if (j >= i && j <= n - 1) {\n"
    "        U[i * 37 + j] = A[i * 37 + j] * 2.0 + A[j * 37 + i];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void lu_step_L3_1(int k, int n, __global double *L)\n"
    "{\n"
    "    int j = k + 1 + (int)get_global_id(0);\n"
    "    int i = k + 1 + (int)get_global_id(1);\n"
    "    int kf_lo_j = k + 1 + (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = k + 1 + (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= n - 1 && kf_hi_i <= n - 1) {\n"
    "        L[i * 37 + j] = L[i * 37 + j] - L[i * 37 + k] * L[k * 37 + j] / (L[k * 37 + k] + 10.0);\n"
    "    } else if (j <= n - 1 && i <= n - 1) {\n"
    "        L[i * 37 + j] = L[i * 37 + j] - L[i * 37 + k] * L[k * 37 + j] / (L[k * 37 + k] + 10.0);\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void down_L4(int n, __global double *A, __global double *D)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = n - 1 - (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    if (kf_hi_j <= n - 3) {\n"
    "        D[i * 37 + j] = A[i * 37 + j + 1] - A[i * 37 + j + 2] * 0.5;\n"
    "    } else if (j <= n - 3) {\n"
    "        D[i * 37 + j] = A[i * 37 + j + 1] - A[i * 37 + j + 2] * 0.5;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void cube_L5(int n, __global double *C)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int c = (int)get_global_id(2);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    if (kf_hi_j <= n - 1) {\n"
    "        C[(i * 3 + c) * 37 + j] = C[(i * 3 + c) * 37 + j] * 0.5 + (double)(i - j + c);\n"
    "    } else if (j <= n - 1) {\n"
    "        C[(i * 3 + c) * 37 + j] = C[(i * 3 + c) * 37 + j] * 0.5 + (double)(i - j + c);\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void rows_L6_1(int r, __global double *V)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    V[i] = V[i] * 3.0 - 1.0;\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_stencil_L1;
static cl_kernel kf_cl_kernel_stencil_L1_window;
static cl_kernel kf_cl_kernel_upper_L2;
static cl_kernel kf_cl_kernel_lu_step_L3_1;
static cl_kernel kf_cl_kernel_down_L4;
static cl_kernel kf_cl_kernel_cube_L5;
static cl_kernel kf_cl_kernel_rows_L6_1;
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
        fprintf(stderr, "tests/transforms/guard.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
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
            fprintf(stderr, "tests/transforms/guard.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_stencil_L1 = clCreateKernel(kf_cl.kf_program, "stencil_L1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(stencil_L1)", kf_line);
    kf_cl_kernel_stencil_L1_window = clCreateKernel(kf_cl.kf_program, "stencil_L1_window", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(stencil_L1_window)", kf_line);
    kf_cl_kernel_upper_L2 = clCreateKernel(kf_cl.kf_program, "upper_L2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(upper_L2)", kf_line);
    kf_cl_kernel_lu_step_L3_1 = clCreateKernel(kf_cl.kf_program, "lu_step_L3_1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(lu_step_L3_1)", kf_line);
    kf_cl_kernel_down_L4 = clCreateKernel(kf_cl.kf_program, "down_L4", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(down_L4)", kf_line);
    kf_cl_kernel_cube_L5 = clCreateKernel(kf_cl.kf_program, "cube_L5", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(cube_L5)", kf_line);
    kf_cl_kernel_rows_L6_1 = clCreateKernel(kf_cl.kf_program, "rows_L6_1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(rows_L6_1)", kf_line);
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

static void kf_cl_free_24(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 24);
}

static void kf_cl_free_33(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 33);
}

static void kf_cl_free_42(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 42);
}

static void kf_cl_free_52(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 52);
}

static void kf_cl_free_61(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 61);
}

static void kf_cl_free_71(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 71);
}

static void stencil(int n, double A[N][N], double B[N][N])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(24);
	const size_t kf_A_bytes = (size_t)37 * sizeof A[0];
	cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_24))) = kf_cl_alloc(kf_A_bytes, 24);
	const size_t kf_B_bytes = (size_t)37 * sizeof B[0];
	cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_24))) = kf_cl_alloc(kf_B_bytes, 24);
#pragma scop
	{
	    kf_cl_init(26);
	    kf_cl_write(kf_A_dev, A, kf_A_bytes, 26);
	    kf_cl_write(kf_B_dev, B, kf_B_bytes, 26);
	    if (n - 2 > 0 && n - 2 > 0) {
	        if (kf_cl.kf_window) {
	            size_t kf_local[2] = {32, 8};
	            size_t kf_global[2] = {(size_t)((n - 2) + 31) / 32 * 32, (size_t)((n - 2) + 7) / 8 * 8};
	            kf_cl_arg(kf_cl_kernel_stencil_L1_window, 0, sizeof n, &n, 26);
	            kf_cl_arg(kf_cl_kernel_stencil_L1_window, 1, sizeof kf_A_dev, &kf_A_dev, 26);
	            kf_cl_arg(kf_cl_kernel_stencil_L1_window, 2, sizeof kf_B_dev, &kf_B_dev, 26);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_stencil_L1_window, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(stencil_L1_window)", 26);
	        } else {
	            size_t kf_local[2] = {256, 1};
	            size_t kf_global[2] = {(size_t)(n - 2), (size_t)(n - 2)};
	            static struct kf_cl_site kf_site_stencil_L1;
	            kf_cl_fit(2, kf_global, kf_local, &kf_site_stencil_L1);
	            kf_cl_arg(kf_cl_kernel_stencil_L1, 0, sizeof n, &n, 26);
	            kf_cl_arg(kf_cl_kernel_stencil_L1, 1, sizeof kf_A_dev, &kf_A_dev, 26);
	            kf_cl_arg(kf_cl_kernel_stencil_L1, 2, sizeof kf_B_dev, &kf_B_dev, 26);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_stencil_L1, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(stencil_L1)", 26);
	        }
	    }
	    kf_cl_read(B, kf_B_dev, kf_B_bytes, 26);
	}
#pragma endscop
}

static void upper(int n, double U[N][N], double A[N][N])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(33);
	const size_t kf_A_bytes = (size_t)37 * sizeof A[0];
	cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_33))) = kf_cl_alloc(kf_A_bytes, 33);
	const size_t kf_U_bytes = (size_t)37 * sizeof U[0];
	cl_mem kf_U_dev __attribute__((__cleanup__(kf_cl_free_33))) = kf_cl_alloc(kf_U_bytes, 33);
#pragma scop
	{
	    kf_cl_init(35);
	    kf_cl_write(kf_A_dev, A, kf_A_bytes, 35);
	    kf_cl_write(kf_U_dev, U, kf_U_bytes, 35);
	    if (n > 0 && n > 0) {
	        size_t kf_local[2] = {16, 16};
	        size_t kf_global[2] = {(size_t)n, (size_t)n};
	        static struct kf_cl_site kf_site_upper_L2;
	        kf_cl_fit(2, kf_global, kf_local, &kf_site_upper_L2);
	        kf_cl_arg(kf_cl_kernel_upper_L2, 0, sizeof n, &n, 35);
	        kf_cl_arg(kf_cl_kernel_upper_L2, 1, sizeof kf_A_dev, &kf_A_dev, 35);
	        kf_cl_arg(kf_cl_kernel_upper_L2, 2, sizeof kf_U_dev, &kf_U_dev, 35);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_upper_L2, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(upper_L2)", 35);
	    }
	    kf_cl_read(U, kf_U_dev, kf_U_bytes, 35);
	}
#pragma endscop
}

static void lu_step(int n, double L[N][N])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(42);
	const size_t kf_L_bytes = (size_t)37 * sizeof L[0];
	cl_mem kf_L_dev __attribute__((__cleanup__(kf_cl_free_42))) = kf_cl_alloc(kf_L_bytes, 42);
#pragma scop
	{
	    kf_cl_init(44);
	    kf_cl_write(kf_L_dev, L, kf_L_bytes, 44);
	    for (int k = 0; k < n - 1; k++) {
	        if (-k + n - 1 > 0 && -k + n - 1 > 0) {
	            size_t kf_local[2] = {64, 4};
	            size_t kf_global[2] = {(size_t)(-k + n - 1), (size_t)(-k + n - 1)};
	            static struct kf_cl_site kf_site_lu_step_L3_1;
	            kf_cl_fit(2, kf_global, kf_local, &kf_site_lu_step_L3_1);
	            kf_cl_arg(kf_cl_kernel_lu_step_L3_1, 0, sizeof k, &k, 45);
	            kf_cl_arg(kf_cl_kernel_lu_step_L3_1, 1, sizeof n, &n, 45);
	            kf_cl_arg(kf_cl_kernel_lu_step_L3_1, 2, sizeof kf_L_dev, &kf_L_dev, 45);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_lu_step_L3_1, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(lu_step_L3_1)", 45);
	        }
	    }
	    kf_cl_read(L, kf_L_dev, kf_L_bytes, 44);
	}
#pragma endscop
}

static void down(int n, double D[N][N], double A[N][N])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(52);
	const size_t kf_A_bytes = (size_t)37 * sizeof A[0];
	cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_52))) = kf_cl_alloc(kf_A_bytes, 52);
	const size_t kf_D_bytes = (size_t)37 * sizeof D[0];
	cl_mem kf_D_dev __attribute__((__cleanup__(kf_cl_free_52))) = kf_cl_alloc(kf_D_bytes, 52);
#pragma scop
	{
	    kf_cl_init(54);
	    kf_cl_write(kf_A_dev, A, kf_A_bytes, 54);
	    kf_cl_write(kf_D_dev, D, kf_D_bytes, 54);
	    if (n > 0 && n - 2 > 0) {
	        size_t kf_local[2] = {256, 1};
	        size_t kf_global[2] = {(size_t)(n - 2), (size_t)n};
	        static struct kf_cl_site kf_site_down_L4;
	        kf_cl_fit(2, kf_global, kf_local, &kf_site_down_L4);
	        kf_cl_arg(kf_cl_kernel_down_L4, 0, sizeof n, &n, 54);
	        kf_cl_arg(kf_cl_kernel_down_L4, 1, sizeof kf_A_dev, &kf_A_dev, 54);
	        kf_cl_arg(kf_cl_kernel_down_L4, 2, sizeof kf_D_dev, &kf_D_dev, 54);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_down_L4, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(down_L4)", 54);
	    }
	    kf_cl_read(D, kf_D_dev, kf_D_bytes, 54);
	}
#pragma endscop
}

static void cube(int n, double C[N][3][N])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(61);
	const size_t kf_C_bytes = (size_t)37 * sizeof C[0];
	cl_mem kf_C_dev __attribute__((__cleanup__(kf_cl_free_61))) = kf_cl_alloc(kf_C_bytes, 61);
#pragma scop
	{
	    kf_cl_init(63);
	    kf_cl_write(kf_C_dev, C, kf_C_bytes, 63);
	    if (n > 0 && 3 > 0 && n > 0) {
	        size_t kf_local[3] = {256, 1, 1};
	        size_t kf_global[3] = {(size_t)n, (size_t)n, (size_t)3};
	        static struct kf_cl_site kf_site_cube_L5;
	        kf_cl_fit(3, kf_global, kf_local, &kf_site_cube_L5);
	        kf_cl_arg(kf_cl_kernel_cube_L5, 0, sizeof n, &n, 63);
	        kf_cl_arg(kf_cl_kernel_cube_L5, 1, sizeof kf_C_dev, &kf_C_dev, 63);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_cube_L5, 3, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(cube_L5)", 63);
	    }
	    kf_cl_read(C, kf_C_dev, kf_C_bytes, 63);
	}
#pragma endscop
}

static void rows(double V[512])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(71);
	const size_t kf_V_bytes = (size_t)512 * sizeof V[0];
	cl_mem kf_V_dev __attribute__((__cleanup__(kf_cl_free_71))) = kf_cl_alloc(kf_V_bytes, 71);
#pragma scop
	{
	    kf_cl_init(73);
	    kf_cl_write(kf_V_dev, V, kf_V_bytes, 73);
	    for (int r = 0; r < 2; r++) {
	        if (256*r + 256 > 0) {
	            size_t kf_local[1] = {256};
	            size_t kf_global[1] = {(size_t)(256*r + 256)};
	            static struct kf_cl_site kf_site_rows_L6_1;
	            kf_cl_fit(1, kf_global, kf_local, &kf_site_rows_L6_1);
	            kf_cl_arg(kf_cl_kernel_rows_L6_1, 0, sizeof r, &r, 74);
	            kf_cl_arg(kf_cl_kernel_rows_L6_1, 1, sizeof kf_V_dev, &kf_V_dev, 74);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_rows_L6_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(rows_L6_1)", 74);
	        }
	    }
	    kf_cl_read(V, kf_V_dev, kf_V_bytes, 73);
	}
#pragma endscop
}

static double V[512];
static double A[N][N], B[N][N], U[N][N], L[N][N], D[N][N], C[N][3][N];

int main(void)
{
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++) {
			A[i][j] = (double)((i * 7 + j * 3) % 13) / 5.0;
			L[i][j] = (double)((i + 2 * j) % 11) / 3.0;
			for (int c = 0; c < 3; c++)
				C[i][c][j] = (double)(i + j * c);
		}
	stencil(N, A, B);
	upper(N, U, A);
	lu_step(N, L);
	down(N, D, A);
	cube(N, C);
	for (int i = 0; i < 512; i++)
		V[i] = (double)(i % 17);
	rows(V);
	printf("%.17g %.17g\n", V[3], V[511]);
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			printf("%.17g %.17g %.17g %.17g %.17g\n", B[i][j], U[i][j], L[i][j], D[i][j],
			       C[i][1][j]);
	return 0;
}
