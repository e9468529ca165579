/* kforge 0.1.0: tests/gen/gpu_lastpath.c for opencl; 3 kernels */
/* GPU targets: the last value of a scalar written on every path of an if
 * chain or a switch with a default (gpu_last.c; test_gen_gpu_lastpath.sh).
 * main calls each function with trip counts whose last iteration takes
 * each branch and case in turn, and with zero trips (the scalar keeps its
 * value).  The last three functions write their scalar on some paths
 * only, or more than the scalar under its if: their loops stay on the
 * host, saying why. */
#include <stdio.h>
#include <stdlib.h>

/* an if / else if / else chain; w read after the loop and by `last = w` */
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
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "__kernel void chain_L1(int n, float lo, float hi, __global float *x, __global float *y)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    float w;\n"
    "    float last;\n"
    "    if (i <= n - 1) {\n"
    "        if (x[i] < lo)\n"
    "            w = 0.5f;\n"
    "        else if (x[i] > hi)\n"
    "            w = 2.0f * x[i];\n"
    "        else\n"
    "            w = x[i] - lo;\n"
    "        y[i] = w * x[i];\n"
    "        last = w;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void pick_L2(int n, __global int *op, __global float *a, __global float *r)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    float t;\n"
    "    if (i <= n - 1) {\n"
    "        switch (op[i]) {\n"
    "        case 0: t = a[i]; break;\n"
    "        case 1: t = -a[i]; break;\n"
    "        default:\n"
    "            if (a[i] > 2.0f)\n"
    "                t = 2.0f * a[i];\n"
    "            else\n"
    "                t = 0.25f;\n"
    "        }\n"
    "        r[i] = t + 1.0f;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void grid_L3(int h, int w, __global float *m, __global float *o)\n"
    "{\n"
    "    int x = (int)get_global_id(0);\n"
    "    int y = (int)get_global_id(1);\n"
    "    float v;\n"
    "    int kf_lo_x = (int)(get_group_id(0) * get_local_size(0)), kf_hi_x = kf_lo_x + (int)get_local_size(0) - 1;\n"
    "    if (kf_hi_x <= w - 1) {\n"
    "        if (m[y * w + x] > 0.0f)\n"
    "            v = m[y * w + x];\n"
    "        else\n"
    "            v = -0.5f * m[y * w + x];\n"
    "        o[y * w + x] = v;\n"
    "    } else if (x <= w - 1) {\n"
    "        if (m[y * w + x] > 0.0f)\n"
    "            v = m[y * w + x];\n"
    "        else\n"
    "            v = -0.5f * m[y * w + x];\n"
    "        o[y * w + x] = v;\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_chain_L1;
static cl_kernel kf_cl_kernel_pick_L2;
static cl_kernel kf_cl_kernel_grid_L3;
static struct {
    cl_context kf_context;
    cl_command_queue kf_queue;
    cl_program kf_program;
    size_t kf_groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != CL_SUCCESS) {
        fprintf(stderr, "tests/gen/gpu_lastpath.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
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
            fprintf(stderr, "tests/gen/gpu_lastpath.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_chain_L1 = clCreateKernel(kf_cl.kf_program, "chain_L1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(chain_L1)", kf_line);
    kf_cl_kernel_pick_L2 = clCreateKernel(kf_cl.kf_program, "pick_L2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(pick_L2)", kf_line);
    kf_cl_kernel_grid_L3 = clCreateKernel(kf_cl.kf_program, "grid_L3", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(grid_L3)", kf_line);
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

static void kf_cl_free_33(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 33);
}

static float chain(int n, const float *restrict x, float *restrict y, float lo, float hi)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(13);
    const size_t kf_x_bytes = (size_t)n * sizeof x[0];
    cl_mem kf_x_dev __attribute__((__cleanup__(kf_cl_free_13))) = kf_cl_alloc(kf_x_bytes, 13);
    const size_t kf_y_bytes = (size_t)n * sizeof y[0];
    cl_mem kf_y_dev __attribute__((__cleanup__(kf_cl_free_13))) = kf_cl_alloc(kf_y_bytes, 13);
    float w = -1.0f, last = -2.0f;
    int i;
#pragma scop
    {
        kf_cl_init(17);
        kf_cl_write(kf_x_dev, x, kf_x_bytes, 17);
        kf_cl_write(kf_y_dev, y, kf_y_bytes, 17);
        if (n > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)n};
            static struct kf_cl_site kf_site_chain_L1;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_chain_L1);
            kf_cl_arg(kf_cl_kernel_chain_L1, 0, sizeof n, &n, 17);
            kf_cl_arg(kf_cl_kernel_chain_L1, 1, sizeof lo, &lo, 17);
            kf_cl_arg(kf_cl_kernel_chain_L1, 2, sizeof hi, &hi, 17);
            kf_cl_arg(kf_cl_kernel_chain_L1, 3, sizeof kf_x_dev, &kf_x_dev, 17);
            kf_cl_arg(kf_cl_kernel_chain_L1, 4, sizeof kf_y_dev, &kf_y_dev, 17);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_chain_L1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(chain_L1)", 17);
        }
        /* the scalars' values after the loops' last iteration */
        if ((long)(n) > 0) {
            int i = n - 1;
            kf_cl_check(clEnqueueReadBuffer(kf_cl.kf_queue, kf_x_dev, CL_TRUE, (size_t)((char *)&x[i] - (char *)x), sizeof x[i], &x[i], 0, NULL, NULL), "clEnqueueReadBuffer", 19);
            if (x[i] < lo)
                        w = 0.5f;
                    else if (x[i] > hi)
                        w = 2.0f * x[i];
                    else
                        w = x[i] - lo;
        }
        if ((long)(n) > 0) {
            int i = n - 1;
            last = w;
        }
        /* the loop counters, as the sequential loops leave them */
        for (i = 0; i < n; i++) {
        }
        kf_cl_read(y, kf_y_dev, kf_y_bytes, 17);
    }
#pragma endscop
    return last + 10.0f * w;
}

/* a switch with a default, a nested if in one case */
static float pick(int n, const int *restrict op, const float *restrict a, float *restrict r)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(33);
    const size_t kf_op_bytes = (size_t)n * sizeof op[0];
    cl_mem kf_op_dev __attribute__((__cleanup__(kf_cl_free_33))) = kf_cl_alloc(kf_op_bytes, 33);
    const size_t kf_a_bytes = (size_t)n * sizeof a[0];
    cl_mem kf_a_dev __attribute__((__cleanup__(kf_cl_free_33))) = kf_cl_alloc(kf_a_bytes, 33);
    const size_t kf_r_bytes = (size_t)n * sizeof r[0];
    cl_mem kf_r_dev __attribute__((__cleanup__(kf_cl_free_33))) = kf_cl_alloc(kf_r_bytes, 33);
    float t = 7.0f;
    int i;
#pragma scop
    {
        kf_cl_init(37);
        kf_cl_write(kf_op_dev, op, kf_op_bytes, 37);
        kf_cl_write(kf_a_dev, a, kf_a_bytes, 37);
        kf_cl_write(kf_r_dev, r, kf_r_bytes, 37);
        if (n > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)n};
            static struct kf_cl_site kf_site_pick_L2;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_pick_L2);
            kf_cl_arg(kf_cl_kernel_pick_L2, 0, sizeof n, &n, 37);
            kf_cl_arg(kf_cl_kernel_pick_L2, 1, sizeof kf_op_dev, &kf_op_dev, 37);
            kf_cl_arg(kf_cl_kernel_pick_L2, 2, sizeof kf_a_dev, &kf_a_dev, 37);
            kf_cl_arg(kf_cl_kernel_pick_L2, 3, sizeof kf_r_dev, &kf_r_dev, 37);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_pick_L2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(pick_L2)", 37);
        }
        /* the scalars' values after the loops' last iteration */
        if ((long)(n) > 0) {
            int i = n - 1;
            kf_cl_check(clEnqueueReadBuffer(kf_cl.kf_queue, kf_op_dev, CL_TRUE, (size_t)((char *)&op[i] - (char *)op), sizeof op[i], &op[i], 0, NULL, NULL), "clEnqueueReadBuffer", 38);
            kf_cl_check(clEnqueueReadBuffer(kf_cl.kf_queue, kf_a_dev, CL_TRUE, (size_t)((char *)&a[i] - (char *)a), sizeof a[i], &a[i], 0, NULL, NULL), "clEnqueueReadBuffer", 38);
            switch (op[i]) {
                    case 0: t = a[i]; break;
                    case 1: t = -a[i]; break;
                    default:
                        if (a[i] > 2.0f)
                            t = 2.0f * a[i];
                        else
                            t = 0.25f;
                    };
        }
        /* the loop counters, as the sequential loops leave them */
        for (i = 0; i < n; i++) {
        }
        kf_cl_read(r, kf_r_dev, kf_r_bytes, 37);
    }
#pragma endscop
    return t;
}

/* a 2-D kernel: the last point is (h - 1, w - 1) */
static float grid(int h, int w, const float *restrict m, float *restrict o)
{
    float v = 3.0f;
    int y, x;
#pragma scop
    {
        kf_cl_init(59);
        const size_t kf_m_bytes = (size_t)(h*w) * sizeof m[0];
        cl_mem kf_m_dev = kf_cl_alloc(kf_m_bytes, 59);
        const size_t kf_o_bytes = (size_t)(h*w) * sizeof o[0];
        cl_mem kf_o_dev = kf_cl_alloc(kf_o_bytes, 59);
        kf_cl_write(kf_m_dev, m, kf_m_bytes, 59);
        kf_cl_write(kf_o_dev, o, kf_o_bytes, 59);
        if (h > 0 && w > 0) {
            size_t kf_local[2] = {256, 1};
            size_t kf_global[2] = {(size_t)w, (size_t)h};
            static struct kf_cl_site kf_site_grid_L3;
            kf_cl_fit(2, kf_global, kf_local, &kf_site_grid_L3);
            kf_cl_arg(kf_cl_kernel_grid_L3, 0, sizeof h, &h, 59);
            kf_cl_arg(kf_cl_kernel_grid_L3, 1, sizeof w, &w, 59);
            kf_cl_arg(kf_cl_kernel_grid_L3, 2, sizeof kf_m_dev, &kf_m_dev, 59);
            kf_cl_arg(kf_cl_kernel_grid_L3, 3, sizeof kf_o_dev, &kf_o_dev, 59);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_grid_L3, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(grid_L3)", 59);
        }
        /* the scalars' values after the loops' last iteration */
        if ((long)(h) > 0 && (long)(w) > 0) {
            int y = h - 1;
            int x = w - 1;
            kf_cl_check(clEnqueueReadBuffer(kf_cl.kf_queue, kf_m_dev, CL_TRUE, (size_t)((char *)&m[y * w + x] - (char *)m), sizeof m[y * w + x], &m[y * w + x], 0, NULL, NULL), "clEnqueueReadBuffer", 62);
            if (m[y * w + x] > 0.0f)
                            v = m[y * w + x];
                        else
                            v = -0.5f * m[y * w + x];
        }
        /* the loop counters, as the sequential loops leave them */
        for (y = 0; y < h; y++) {
            for (x = 0; x < w; x++) {
            }
        }
        kf_cl_read(o, kf_o_dev, kf_o_bytes, 59);
        kf_cl_check(clReleaseMemObject(kf_m_dev), "clReleaseMemObject", 66);
        kf_cl_check(clReleaseMemObject(kf_o_dev), "clReleaseMemObject", 66);
    }
#pragma endscop
    return v;
}

/* refused: no else, the last value is that of the last writer */
static float some(int n, const float *restrict a, float *restrict r)
{
    float s = 0.0f;
    int i;
#pragma scop
    for (i = 0; i < n; i++) {
        if (a[i] > 1.0f)
            s = a[i];
        r[i] = 2.0f * a[i];
    }
#pragma endscop
    return s;
}

/* refused: a switch without a default */
static float nodefault(int n, const int *restrict op, const float *restrict a, float *restrict r)
{
    float t = 0.0f;
    int i;
#pragma scop
    for (i = 0; i < n; i++) {
        switch (op[i]) {
        case 0: t = a[i]; break;
        case 1: t = 1.0f; break;
        }
        r[i] = 3.0f * a[i];
    }
#pragma endscop
    return t;
}

/* refused: the if writes an array besides the scalar */
static float more(int n, const float *restrict a, float *restrict r)
{
    float t = 0.0f;
    int i;
#pragma scop
    for (i = 0; i < n; i++) {
        if (a[i] > 1.0f) {
            t = a[i];
            r[i] = 1.0f;
        } else {
            t = -a[i];
        }
        r[i] += t;
    }
#pragma endscop
    return t;
}

int main(void)
{
    enum { N = 64 };
    float *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y);
    int *op = malloc(N * sizeof *op);
    for (int i = 0; i < N; i++) {
        x[i] = (float)((i * 37) % 11) - 3.0f; /* -3 .. 7 */
        op[i] = (i * 5) % 4;                  /* 0, 1, 2, 3 */
        y[i] = 0.0f;
    }
    double s = 0;
    /* n = 0: zero trips; then each branch and case last in turn */
    for (int n = 0; n <= 12; n++) {
        float c = chain(n, x, y, 0.0f, 4.0f), p = pick(n, op, x, y);
        float g = grid(n / 3, n % 5, x, y);
        printf("n %2d chain %.3f pick %.3f grid %.3f\n", n, c, p, g);
        s += some(n, x, y) + nodefault(n, op, x, y) + more(n, x, y);
    }
    for (int i = 0; i < N; i++)
        s += y[i] * (double)(1 + i % 3);
    printf("rest %.3f\n", s);
    free(x); free(y); free(op);
    return 0;
}
