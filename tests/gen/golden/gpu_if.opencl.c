/* kforge 0.1.0: tests/gen/gpu_if.c for opencl; 7 kernels */
/* Loop nests under an if inside the marked region, the way image code
 * guards its passes: a size check, a mode switch, a test nested in a host
 * loop, both branches of an if with an else; and the ifs that keep their
 * nests on the host (a condition that reads an array, a comment between
 * the branches), and a block that opens between two nests and closes after
 * the last (its braces would not pair in the code written for the region).
 * main calls each with both outcomes. */
#include <stdio.h>
#include <stdlib.h>

enum { MODE_COPY, MODE_SCALE };

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
    "__kernel void blur_rows_L1(int w, int h, __global float *in, __global float *out)\n"
    "{\n"
    "    int x = 1 + (int)get_global_id(0);\n"
    "    int y = (int)get_global_id(1);\n"
    "    int kf_lo_x = 1 + (int)(get_group_id(0) * get_local_size(0)), kf_hi_x = kf_lo_x + (int)get_local_size(0) - 1;\n"
    "    if (kf_hi_x <= w - 2) {\n"
    "        out[y * w + x] = (in[y * w + x - 1] + in[y * w + x] + in[y * w + x + 1]) / 3.0f;\n"
    "    } else if (x <= w - 2) {\n"
    "        out[y * w + x] = (in[y * w + x - 1] + in[y * w + x] + in[y * w + x + 1]) / 3.0f;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void blur_rows_L1_window(int w, int h, __global float *in, __global float *out)\n"
    "{\n"
    "    int x = 1 + (int)get_global_id(0);\n"
    "    int y = (int)get_global_id(1);\n"
    "    __local float kf_win_in[258];\n"
    "    int kf_o_x = x - (int)get_local_id(0);\n"
    "    int kf_o_y = y - (int)get_local_id(1);\n"
    "    for (int kf_q = (int)((int)get_local_id(0) + 256 * (int)get_local_id(1)); kf_q < 258; kf_q += 256) {\n"
    "        int kf_s0 = kf_o_y + kf_q / 258;\n"
    "        int kf_s1 = kf_o_x - 1 + kf_q % 258;\n"
    "        if (kf_s0 >= 0 && kf_s0 <= (h - 1) && kf_s1 >= 1 - 1 && kf_s1 <= (w - 2) + 1) {\n"
    "            kf_win_in[kf_q] = in[kf_s0 * w + kf_s1];\n"
    "        }\n"
    "    }\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    int kf_lo_x = 1 + (int)(get_group_id(0) * get_local_size(0)), kf_hi_x = kf_lo_x + (int)get_local_size(0) - 1;\n"
    "    if (kf_hi_x <= w - 2) {\n"
    "        out[y * w + x] = (kf_win_in[(y - kf_o_y) * 258 + (x - 1) - kf_o_x + 1] + kf_win_in[(y - kf_o_y) * 258 + x - kf_o_x + 1] + kf_win_in[(y - kf_o_y) * 258 + (x + 1) - kf_o_x + 1]) / 3.0f;\n"
    "    } else if (x <= w - 2) {\n"
    "        out[y * w + x] = (kf_win_in[(y - kf_o_y) * 258 + (x - 1) - kf_o_x + 1] + kf_win_in[(y - kf_o_y) * 258 + x - kf_o_x + 1] + kf_win_in[(y - kf_o_y) * 258 + (x + 1) - kf_o_x + 1]) / 3.0f;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void apply_L2(int n, double s, __global double *a, __global double *b)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= n - 1) {\n"
    "        b[i] = s * a[i];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void apply_L3(int n, __global double *a, __global double *b)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= n - 1) {\n"
    "        a[i] = a[i] + b[i];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void steps_L4_1(int n, __global double *u, __global double *v)\n"
    "{\n"
    "    int i = 1 + (int)get_global_id(0);\n"
    "    if (i <= n - 2) {\n"
    "        v[i] = 0.5 * (u[i - 1] + u[i + 1]);\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void steps_L4_1_window(int n, __global double *u, __global double *v)\n"
    "{\n"
    "    int i = 1 + (int)get_global_id(0);\n"
    "    __local double kf_win_u[258];\n"
    "    int kf_o_i = i - (int)get_local_id(0);\n"
    "    for (int kf_q = (int)get_local_id(0); kf_q < 258; kf_q += 256) {\n"
    "        int kf_s0 = kf_o_i - 1 + kf_q;\n"
    "        if (kf_s0 >= 1 - 1 && kf_s0 <= (n - 2) + 1) {\n"
    "            kf_win_u[kf_q] = u[kf_s0];\n"
    "        }\n"
    "    }\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    if (i <= n - 2) {\n"
    "        v[i] = 0.5 * (kf_win_u[(i - 1) - kf_o_i + 1] + kf_win_u[(i + 1) - kf_o_i + 1]);\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void steps_L4_2(int n, __global double *u, __global double *v)\n"
    "{\n"
    "    int i = 1 + (int)get_global_id(0);\n"
    "    if (i <= n - 2) {\n"
    "        u[i] = v[i];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void with_else_L5(int n, __global double *a, __global double *b)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= n - 1) {\n"
    "        b[i] = a[i] + 1.0;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void with_else_L6(int n, __global double *a, __global double *b)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= n - 1) {\n"
    "        b[i] = a[i] - 1.0;\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_blur_rows_L1;
static cl_kernel kf_cl_kernel_blur_rows_L1_window;
static cl_kernel kf_cl_kernel_apply_L2;
static cl_kernel kf_cl_kernel_apply_L3;
static cl_kernel kf_cl_kernel_steps_L4_1;
static cl_kernel kf_cl_kernel_steps_L4_1_window;
static cl_kernel kf_cl_kernel_steps_L4_2;
static cl_kernel kf_cl_kernel_with_else_L5;
static cl_kernel kf_cl_kernel_with_else_L6;
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
        fprintf(stderr, "tests/gen/gpu_if.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
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
            fprintf(stderr, "tests/gen/gpu_if.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_blur_rows_L1 = clCreateKernel(kf_cl.kf_program, "blur_rows_L1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(blur_rows_L1)", kf_line);
    kf_cl_kernel_blur_rows_L1_window = clCreateKernel(kf_cl.kf_program, "blur_rows_L1_window", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(blur_rows_L1_window)", kf_line);
    kf_cl_kernel_apply_L2 = clCreateKernel(kf_cl.kf_program, "apply_L2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(apply_L2)", kf_line);
    kf_cl_kernel_apply_L3 = clCreateKernel(kf_cl.kf_program, "apply_L3", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(apply_L3)", kf_line);
    kf_cl_kernel_steps_L4_1 = clCreateKernel(kf_cl.kf_program, "steps_L4_1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(steps_L4_1)", kf_line);
    kf_cl_kernel_steps_L4_1_window = clCreateKernel(kf_cl.kf_program, "steps_L4_1_window", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(steps_L4_1_window)", kf_line);
    kf_cl_kernel_steps_L4_2 = clCreateKernel(kf_cl.kf_program, "steps_L4_2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(steps_L4_2)", kf_line);
    kf_cl_kernel_with_else_L5 = clCreateKernel(kf_cl.kf_program, "with_else_L5", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(with_else_L5)", kf_line);
    kf_cl_kernel_with_else_L6 = clCreateKernel(kf_cl.kf_program, "with_else_L6", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(with_else_L6)", kf_line);
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

static void kf_cl_free_25(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 25);
}

static void kf_cl_free_37(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 37);
}

static void kf_cl_free_50(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 50);
}

static void blur_rows(int h, int w, float in[h][w], float out[h][w])
{
#pragma scop
    {
        kf_cl_init(16);
        const size_t kf_in_bytes = (size_t)h * sizeof in[0];
        cl_mem kf_in_dev = kf_cl_alloc(kf_in_bytes, 16);
        const size_t kf_out_bytes = (size_t)h * sizeof out[0];
        cl_mem kf_out_dev = kf_cl_alloc(kf_out_bytes, 16);
        kf_cl_write(kf_in_dev, in, kf_in_bytes, 16);
        kf_cl_write(kf_out_dev, out, kf_out_bytes, 16);
        if (w >= 3 && h > 0) {
            if (h > 0 && w - 2 > 0) {
                if (kf_cl.kf_window) {
                    size_t kf_local[2] = {256, 1};
                    size_t kf_global[2] = {(size_t)((w - 2) + 255) / 256 * 256, (size_t)h};
                    kf_cl_arg(kf_cl_kernel_blur_rows_L1_window, 0, sizeof w, &w, 17);
                    kf_cl_arg(kf_cl_kernel_blur_rows_L1_window, 1, sizeof h, &h, 17);
                    kf_cl_arg(kf_cl_kernel_blur_rows_L1_window, 2, sizeof kf_in_dev, &kf_in_dev, 17);
                    kf_cl_arg(kf_cl_kernel_blur_rows_L1_window, 3, sizeof kf_out_dev, &kf_out_dev, 17);
                    kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_blur_rows_L1_window, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                                "clEnqueueNDRangeKernel(blur_rows_L1_window)", 17);
                } else {
                    size_t kf_local[2] = {256, 1};
                    size_t kf_global[2] = {(size_t)(w - 2), (size_t)h};
                    static struct kf_cl_site kf_site_blur_rows_L1;
                    kf_cl_fit(2, kf_global, kf_local, &kf_site_blur_rows_L1);
                    kf_cl_arg(kf_cl_kernel_blur_rows_L1, 0, sizeof w, &w, 17);
                    kf_cl_arg(kf_cl_kernel_blur_rows_L1, 1, sizeof h, &h, 17);
                    kf_cl_arg(kf_cl_kernel_blur_rows_L1, 2, sizeof kf_in_dev, &kf_in_dev, 17);
                    kf_cl_arg(kf_cl_kernel_blur_rows_L1, 3, sizeof kf_out_dev, &kf_out_dev, 17);
                    kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_blur_rows_L1, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                                "clEnqueueNDRangeKernel(blur_rows_L1)", 17);
                }
            }
        }
        kf_cl_read(out, kf_out_dev, kf_out_bytes, 16);
        kf_cl_check(clReleaseMemObject(kf_in_dev), "clReleaseMemObject", 20);
        kf_cl_check(clReleaseMemObject(kf_out_dev), "clReleaseMemObject", 20);
    }
#pragma endscop
}

static void apply(int mode, int n, double *restrict a, double *restrict b, double s)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(25);
    const size_t kf_a_bytes = (size_t)n * sizeof a[0];
    cl_mem kf_a_dev __attribute__((__cleanup__(kf_cl_free_25))) = kf_cl_alloc(kf_a_bytes, 25);
    const size_t kf_b_bytes = (size_t)n * sizeof b[0];
    cl_mem kf_b_dev __attribute__((__cleanup__(kf_cl_free_25))) = kf_cl_alloc(kf_b_bytes, 25);
    int i;
#pragma scop
    {
        kf_cl_init(28);
        kf_cl_write(kf_a_dev, a, kf_a_bytes, 28);
        kf_cl_write(kf_b_dev, b, kf_b_bytes, 28);
        if (mode == MODE_SCALE) {
            if (n > 0) {
                size_t kf_local[1] = {256};
                size_t kf_global[1] = {(size_t)n};
                static struct kf_cl_site kf_site_apply_L2;
                kf_cl_fit(1, kf_global, kf_local, &kf_site_apply_L2);
                kf_cl_arg(kf_cl_kernel_apply_L2, 0, sizeof n, &n, 29);
                kf_cl_arg(kf_cl_kernel_apply_L2, 1, sizeof s, &s, 29);
                kf_cl_arg(kf_cl_kernel_apply_L2, 2, sizeof kf_a_dev, &kf_a_dev, 29);
                kf_cl_arg(kf_cl_kernel_apply_L2, 3, sizeof kf_b_dev, &kf_b_dev, 29);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_apply_L2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(apply_L2)", 29);
            }
            /* the loop counters, as the sequential loops leave them */
            for (i = 0; i < n; i++) {
            }
        }
        if (n > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)n};
            static struct kf_cl_site kf_site_apply_L3;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_apply_L3);
            kf_cl_arg(kf_cl_kernel_apply_L3, 0, sizeof n, &n, 31);
            kf_cl_arg(kf_cl_kernel_apply_L3, 1, sizeof kf_a_dev, &kf_a_dev, 31);
            kf_cl_arg(kf_cl_kernel_apply_L3, 2, sizeof kf_b_dev, &kf_b_dev, 31);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_apply_L3, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(apply_L3)", 31);
        }
        /* the loop counters, as the sequential loops leave them */
        for (i = 0; i < n; i++) {
        }
        kf_cl_read(b, kf_b_dev, kf_b_bytes, 31);
        kf_cl_read(a, kf_a_dev, kf_a_bytes, 31);
    }
#pragma endscop
}

static void steps(int t_max, int n, double u[n], double v[n], int every)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(37);
    const size_t kf_u_bytes = (size_t)n * sizeof u[0];
    cl_mem kf_u_dev __attribute__((__cleanup__(kf_cl_free_37))) = kf_cl_alloc(kf_u_bytes, 37);
    const size_t kf_v_bytes = (size_t)n * sizeof v[0];
    cl_mem kf_v_dev __attribute__((__cleanup__(kf_cl_free_37))) = kf_cl_alloc(kf_v_bytes, 37);
#pragma scop
    {
        kf_cl_init(39);
        kf_cl_write(kf_u_dev, u, kf_u_bytes, 39);
        kf_cl_write(kf_v_dev, v, kf_v_bytes, 39);
        for (int t = 0; t < t_max; t++) {
            if (n - 2 > 0) {
                if (kf_cl.kf_window) {
                    size_t kf_local[1] = {256};
                    size_t kf_global[1] = {(size_t)((n - 2) + 255) / 256 * 256};
                    kf_cl_arg(kf_cl_kernel_steps_L4_1_window, 0, sizeof n, &n, 40);
                    kf_cl_arg(kf_cl_kernel_steps_L4_1_window, 1, sizeof kf_u_dev, &kf_u_dev, 40);
                    kf_cl_arg(kf_cl_kernel_steps_L4_1_window, 2, sizeof kf_v_dev, &kf_v_dev, 40);
                    kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_steps_L4_1_window, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                                "clEnqueueNDRangeKernel(steps_L4_1_window)", 40);
                } else {
                    size_t kf_local[1] = {256};
                    size_t kf_global[1] = {(size_t)(n - 2)};
                    static struct kf_cl_site kf_site_steps_L4_1;
                    kf_cl_fit(1, kf_global, kf_local, &kf_site_steps_L4_1);
                    kf_cl_arg(kf_cl_kernel_steps_L4_1, 0, sizeof n, &n, 40);
                    kf_cl_arg(kf_cl_kernel_steps_L4_1, 1, sizeof kf_u_dev, &kf_u_dev, 40);
                    kf_cl_arg(kf_cl_kernel_steps_L4_1, 2, sizeof kf_v_dev, &kf_v_dev, 40);
                    kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_steps_L4_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                                "clEnqueueNDRangeKernel(steps_L4_1)", 40);
                }
            }
            if (t % 2 == 0 || every > 0) {
                if (n - 2 > 0) {
                    size_t kf_local[1] = {256};
                    size_t kf_global[1] = {(size_t)(n - 2)};
                    static struct kf_cl_site kf_site_steps_L4_2;
                    kf_cl_fit(1, kf_global, kf_local, &kf_site_steps_L4_2);
                    kf_cl_arg(kf_cl_kernel_steps_L4_2, 0, sizeof n, &n, 43);
                    kf_cl_arg(kf_cl_kernel_steps_L4_2, 1, sizeof kf_u_dev, &kf_u_dev, 43);
                    kf_cl_arg(kf_cl_kernel_steps_L4_2, 2, sizeof kf_v_dev, &kf_v_dev, 43);
                    kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_steps_L4_2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                                "clEnqueueNDRangeKernel(steps_L4_2)", 43);
                }
            }
        }
        kf_cl_read(v, kf_v_dev, kf_v_bytes, 39);
        kf_cl_read(u, kf_u_dev, kf_u_bytes, 39);
    }
#pragma endscop
}

static void with_else(int n, double *restrict a, double *restrict b, int up)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(50);
    const size_t kf_a_bytes = (size_t)n * sizeof a[0];
    cl_mem kf_a_dev __attribute__((__cleanup__(kf_cl_free_50))) = kf_cl_alloc(kf_a_bytes, 50);
    const size_t kf_b_bytes = (size_t)n * sizeof b[0];
    cl_mem kf_b_dev __attribute__((__cleanup__(kf_cl_free_50))) = kf_cl_alloc(kf_b_bytes, 50);
#pragma scop
    {
        kf_cl_init(52);
        kf_cl_write(kf_a_dev, a, kf_a_bytes, 52);
        kf_cl_write(kf_b_dev, b, kf_b_bytes, 52);
        if (up > 0) {
            if (n > 0) {
                size_t kf_local[1] = {256};
                size_t kf_global[1] = {(size_t)n};
                static struct kf_cl_site kf_site_with_else_L5;
                kf_cl_fit(1, kf_global, kf_local, &kf_site_with_else_L5);
                kf_cl_arg(kf_cl_kernel_with_else_L5, 0, sizeof n, &n, 53);
                kf_cl_arg(kf_cl_kernel_with_else_L5, 1, sizeof kf_a_dev, &kf_a_dev, 53);
                kf_cl_arg(kf_cl_kernel_with_else_L5, 2, sizeof kf_b_dev, &kf_b_dev, 53);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_with_else_L5, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(with_else_L5)", 53);
            }
        } else {
            if (n > 0) {
                size_t kf_local[1] = {256};
                size_t kf_global[1] = {(size_t)n};
                static struct kf_cl_site kf_site_with_else_L6;
                kf_cl_fit(1, kf_global, kf_local, &kf_site_with_else_L6);
                kf_cl_arg(kf_cl_kernel_with_else_L6, 0, sizeof n, &n, 56);
                kf_cl_arg(kf_cl_kernel_with_else_L6, 1, sizeof kf_a_dev, &kf_a_dev, 56);
                kf_cl_arg(kf_cl_kernel_with_else_L6, 2, sizeof kf_b_dev, &kf_b_dev, 56);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_with_else_L6, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(with_else_L6)", 56);
            }
        }
        kf_cl_read(b, kf_b_dev, kf_b_bytes, 52);
    }
#pragma endscop
}

static void commented(int n, double *restrict a, double *restrict b, int up)
{
#pragma scop
    if (up > 0) {
        for (int i = 0; i < n; i++)
            b[i] = a[i] * 0.5 + 1.0;
    } /* halve, or double */ else {
        for (int i = 0; i < n; i++)
            b[i] = a[i] * 2.0;
    }
#pragma endscop
}

static void array_test(int n, double *restrict a, double *restrict b)
{
#pragma scop
    if (a[0] > 0.0)
        for (int i = 0; i < n; i++)
            b[i] = 2.0 * a[i];
#pragma endscop
}

static void blocked(int n, double *restrict a, double *restrict b)
{
#pragma scop
    for (int i = 0; i < n; i++)
        b[i] = a[i] + 3.0;
    {
        for (int i = 0; i < n; i++)
            a[i] = b[i] * 0.5;
    }
#pragma endscop
}

int main(void)
{
    enum { H = 19, W = 45, N = 300 };
    static float img[H][W], res[H][W];
    double *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b);
    double *u = malloc(N * sizeof *u), *v = malloc(N * sizeof *v);
    double sum = 0.0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            img[y][x] = (float)((y * 7 + x * 3) % 11), res[y][x] = -1.0f;
    blur_rows(H, W, img, res);
    blur_rows(H, 2, img, res); /* the test fails: nothing runs */
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            sum += res[y][x];
    printf("blur %.4f\n", sum);
    for (int i = 0; i < N; i++)
        a[i] = i * 0.25, b[i] = 1.0, u[i] = (i % 7) * 1.5, v[i] = 0.0;
    apply(MODE_SCALE, N, a, b, 3.0);
    apply(MODE_COPY, N, a, b, 5.0);
    sum = 0.0;
    for (int i = 0; i < N; i++)
        sum += a[i] + 0.5 * b[i];
    printf("apply %.6f\n", sum);
    steps(7, N, u, v, 0);
    steps(3, N, u, v, 1);
    sum = 0.0;
    for (int i = 0; i < N; i++)
        sum += u[i] * (i + 1) + v[i];
    printf("steps %.6f\n", sum);
    with_else(N, a, b, 1);
    with_else(N, b, a, 0);
    commented(N, a, b, 1);
    commented(N, b, a, 0);
    blocked(N, a, b);
    a[0] = 1.0;
    array_test(N, a, b);
    a[0] = -1.0;
    array_test(N, b, a);
    sum = 0.0;
    for (int i = 0; i < N; i++)
        sum += a[i] - b[i];
    printf("rest %.6f\n", sum);
    free(a), free(b), free(u), free(v);
    return 0;
}
