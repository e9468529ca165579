/* kforge 0.1.0: tests/realc/structs.c for opencl; 4 kernels */
/* structs.c: sizes kept in structs, the way image and matrix code passes
 * them around: loops bounded by `m->rows`, `img.w`, `p->size.h`; a member
 * that the loop writes (so it cannot be a fixed size), and an int store
 * through a pointer that could land on the size it bounds (a run-time test). */
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int rows, cols;
} shape_t;

typedef struct {
    const char *name;
    shape_t size;
    int stride;
} image_t;

struct counter {
    int n, hits;
};

/* a matrix scaled row by row: both bounds and the row length are members */
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
    "__kernel void scale_L1(const int kf_m_rows, const int kf_m_cols, double f, __global double *in, __global double *out)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    if (kf_hi_j <= kf_m_cols - 1) {\n"
    "        out[i * kf_m_cols + j] = f * in[i * kf_m_cols + j];\n"
    "    } else if (j <= kf_m_cols - 1) {\n"
    "        out[i * kf_m_cols + j] = f * in[i * kf_m_cols + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void blend_L2(int kf_s_rows, int kf_s_cols, __global float *a, __global float *b, __global float *c)\n"
    "{\n"
    "    int x = (int)get_global_id(0);\n"
    "    int y = (int)get_global_id(1);\n"
    "    int kf_lo_x = (int)(get_group_id(0) * get_local_size(0)), kf_hi_x = kf_lo_x + (int)get_local_size(0) - 1;\n"
    "    if (kf_hi_x <= kf_s_cols - 1) {\n"
    "        c[y * kf_s_cols + x] = 0.75f * a[y * kf_s_cols + x] + 0.25f * b[y * kf_s_cols + x];\n"
    "    } else if (x <= kf_s_cols - 1) {\n"
    "        c[y * kf_s_cols + x] = 0.75f * a[y * kf_s_cols + x] + 0.25f * b[y * kf_s_cols + x];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void sharpen_L3(const int kf_img_size_rows, const int kf_img_size_cols, __global float *c, __global float *a)\n"
    "{\n"
    "    int x = (int)get_global_id(0);\n"
    "    int y = 1 + (int)get_global_id(1);\n"
    "    int kf_lo_x = (int)(get_group_id(0) * get_local_size(0)), kf_hi_x = kf_lo_x + (int)get_local_size(0) - 1;\n"
    "    if (kf_hi_x <= kf_img_size_cols - 1) {\n"
    "        c[y * kf_img_size_cols + x] +=\n"
    "            0.5f * (a[(y - 1) * kf_img_size_cols + x] - a[(y + 1) * kf_img_size_cols + x]);\n"
    "    } else if (x <= kf_img_size_cols - 1) {\n"
    "        c[y * kf_img_size_cols + x] +=\n"
    "            0.5f * (a[(y - 1) * kf_img_size_cols + x] - a[(y + 1) * kf_img_size_cols + x]);\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void mark_L5(int kf_c_hits, __global int *out)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= kf_c_hits - 1) {\n"
    "        out[i] = 2 * i + 1;\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_scale_L1;
static cl_kernel kf_cl_kernel_blend_L2;
static cl_kernel kf_cl_kernel_sharpen_L3;
static cl_kernel kf_cl_kernel_mark_L5;
static struct {
    cl_context kf_context;
    cl_command_queue kf_queue;
    cl_program kf_program;
    size_t kf_groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != CL_SUCCESS) {
        fprintf(stderr, "tests/realc/structs.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
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
            fprintf(stderr, "tests/realc/structs.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_scale_L1 = clCreateKernel(kf_cl.kf_program, "scale_L1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(scale_L1)", kf_line);
    kf_cl_kernel_blend_L2 = clCreateKernel(kf_cl.kf_program, "blend_L2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(blend_L2)", kf_line);
    kf_cl_kernel_sharpen_L3 = clCreateKernel(kf_cl.kf_program, "sharpen_L3", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(sharpen_L3)", kf_line);
    kf_cl_kernel_mark_L5 = clCreateKernel(kf_cl.kf_program, "mark_L5", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(mark_L5)", kf_line);
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

static void kf_cl_free_35(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 35);
}

static void kf_cl_free_45(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 45);
}

static void kf_cl_free_67(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 67);
}

static void scale(const shape_t *m, const double *restrict in, double *restrict out, double f)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(24);
    const size_t kf_in_bytes = (size_t)(m->rows*m->cols) * sizeof in[0];
    cl_mem kf_in_dev __attribute__((__cleanup__(kf_cl_free_24))) = kf_cl_alloc(kf_in_bytes, 24);
    const size_t kf_out_bytes = (size_t)(m->rows*m->cols) * sizeof out[0];
    cl_mem kf_out_dev __attribute__((__cleanup__(kf_cl_free_24))) = kf_cl_alloc(kf_out_bytes, 24);
#pragma scop
    {
        kf_cl_init(26);
        kf_cl_write(kf_in_dev, in, kf_in_bytes, 26);
        kf_cl_write(kf_out_dev, out, kf_out_bytes, 26);
        if (m->rows > 0 && m->cols > 0) {
            size_t kf_local[2] = {256, 1};
            size_t kf_global[2] = {(size_t)(m->cols), (size_t)(m->rows)};
            static struct kf_cl_site kf_site_scale_L1;
            kf_cl_fit(2, kf_global, kf_local, &kf_site_scale_L1);
            kf_cl_arg(kf_cl_kernel_scale_L1, 0, sizeof m->rows, &m->rows, 26);
            kf_cl_arg(kf_cl_kernel_scale_L1, 1, sizeof m->cols, &m->cols, 26);
            kf_cl_arg(kf_cl_kernel_scale_L1, 2, sizeof f, &f, 26);
            kf_cl_arg(kf_cl_kernel_scale_L1, 3, sizeof kf_in_dev, &kf_in_dev, 26);
            kf_cl_arg(kf_cl_kernel_scale_L1, 4, sizeof kf_out_dev, &kf_out_dev, 26);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_scale_L1, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(scale_L1)", 26);
        }
        kf_cl_read(out, kf_out_dev, kf_out_bytes, 26);
    }
#pragma endscop
}

/* a struct passed by value */
static void blend(shape_t s, const float *restrict a, const float *restrict b,
                  float *restrict c)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(35);
    const size_t kf_a_bytes = (size_t)(s.rows*s.cols) * sizeof a[0];
    cl_mem kf_a_dev __attribute__((__cleanup__(kf_cl_free_35))) = kf_cl_alloc(kf_a_bytes, 35);
    const size_t kf_b_bytes = (size_t)(s.rows*s.cols) * sizeof b[0];
    cl_mem kf_b_dev __attribute__((__cleanup__(kf_cl_free_35))) = kf_cl_alloc(kf_b_bytes, 35);
    const size_t kf_c_bytes = (size_t)(s.rows*s.cols) * sizeof c[0];
    cl_mem kf_c_dev __attribute__((__cleanup__(kf_cl_free_35))) = kf_cl_alloc(kf_c_bytes, 35);
#pragma scop
    {
        kf_cl_init(37);
        kf_cl_write(kf_a_dev, a, kf_a_bytes, 37);
        kf_cl_write(kf_b_dev, b, kf_b_bytes, 37);
        kf_cl_write(kf_c_dev, c, kf_c_bytes, 37);
        if (s.rows > 0 && s.cols > 0) {
            size_t kf_local[2] = {256, 1};
            size_t kf_global[2] = {(size_t)(s.cols), (size_t)(s.rows)};
            static struct kf_cl_site kf_site_blend_L2;
            kf_cl_fit(2, kf_global, kf_local, &kf_site_blend_L2);
            kf_cl_arg(kf_cl_kernel_blend_L2, 0, sizeof s.rows, &s.rows, 37);
            kf_cl_arg(kf_cl_kernel_blend_L2, 1, sizeof s.cols, &s.cols, 37);
            kf_cl_arg(kf_cl_kernel_blend_L2, 2, sizeof kf_a_dev, &kf_a_dev, 37);
            kf_cl_arg(kf_cl_kernel_blend_L2, 3, sizeof kf_b_dev, &kf_b_dev, 37);
            kf_cl_arg(kf_cl_kernel_blend_L2, 4, sizeof kf_c_dev, &kf_c_dev, 37);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_blend_L2, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(blend_L2)", 37);
        }
        kf_cl_read(c, kf_c_dev, kf_c_bytes, 37);
    }
#pragma endscop
}

/* a vertical gradient added in, over the inner rows */
static void sharpen(const image_t *img, const float *restrict a, float *restrict c)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(45);
    const size_t kf_c_bytes = (size_t)((-img->size.cols + img->size.rows*img->size.cols > 0 ? -img->size.cols + img->size.rows*img->size.cols : 0)) * sizeof c[0];
    cl_mem kf_c_dev __attribute__((__cleanup__(kf_cl_free_45))) = kf_cl_alloc(kf_c_bytes, 45);
    const size_t kf_a_bytes = (size_t)(img->size.rows*img->size.cols) * sizeof a[0];
    cl_mem kf_a_dev __attribute__((__cleanup__(kf_cl_free_45))) = kf_cl_alloc(kf_a_bytes, 45);
#pragma scop
    {
        kf_cl_init(47);
        kf_cl_write(kf_c_dev, c, kf_c_bytes, 47);
        kf_cl_write(kf_a_dev, a, kf_a_bytes, 47);
        if (img->size.rows - 2 > 0 && img->size.cols > 0) {
            size_t kf_local[2] = {256, 1};
            size_t kf_global[2] = {(size_t)(img->size.cols), (size_t)(img->size.rows - 2)};
            static struct kf_cl_site kf_site_sharpen_L3;
            kf_cl_fit(2, kf_global, kf_local, &kf_site_sharpen_L3);
            kf_cl_arg(kf_cl_kernel_sharpen_L3, 0, sizeof img->size.rows, &img->size.rows, 47);
            kf_cl_arg(kf_cl_kernel_sharpen_L3, 1, sizeof img->size.cols, &img->size.cols, 47);
            kf_cl_arg(kf_cl_kernel_sharpen_L3, 2, sizeof kf_c_dev, &kf_c_dev, 47);
            kf_cl_arg(kf_cl_kernel_sharpen_L3, 3, sizeof kf_a_dev, &kf_a_dev, 47);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_sharpen_L3, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(sharpen_L3)", 47);
        }
        kf_cl_read(c, kf_c_dev, kf_c_bytes, 47);
    }
#pragma endscop
}

/* the loop changes the member that bounds it: it stays as written */
static void drain(struct counter *c, int *restrict log)
{
#pragma scop
    for (int i = 0; i < c->n; i++) {
        log[i] = c->n * 10 + i;
        c->n = c->n - (i % 7 == 6);
    }
#pragma endscop
}

/* an int store through a pointer that may point into *c: a run-time test */
static void mark(struct counter *c, int *out)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(67);
    const size_t kf_out_bytes = (size_t)(c->hits) * sizeof out[0];
    cl_mem kf_out_dev __attribute__((__cleanup__(kf_cl_free_67))) = kf_cl_alloc(kf_out_bytes, 67);
#pragma scop
    if ((((unsigned long long)out + (c->hits) * sizeof *out) <= (unsigned long long)&c->hits || (unsigned long long)(&c->hits + 1) <= (unsigned long long)out)) {
    {
        kf_cl_init(69);
        kf_cl_write(kf_out_dev, out, kf_out_bytes, 69);
        if (c->hits > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)(c->hits)};
            static struct kf_cl_site kf_site_mark_L5;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_mark_L5);
            kf_cl_arg(kf_cl_kernel_mark_L5, 0, sizeof c->hits, &c->hits, 69);
            kf_cl_arg(kf_cl_kernel_mark_L5, 1, sizeof kf_out_dev, &kf_out_dev, 69);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_mark_L5, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(mark_L5)", 69);
        }
        kf_cl_read(out, kf_out_dev, kf_out_bytes, 69);
    }
    } else {
    for (int i = 0; i < c->hits; i++)
        out[i] = 2 * i + 1;
    }
#pragma endscop
}

#define R 300
#define C 400

int main(void)
{
    shape_t m = {R, C};
    image_t img = {"img", {R, C}, C};
    double *in = malloc(R * C * sizeof *in), *out = malloc(R * C * sizeof *out);
    float *a = malloc(R * C * sizeof *a), *b = malloc(R * C * sizeof *b), *c = calloc(R * C, sizeof *c);
    int log[64] = {0}, marks[32] = {0};
    struct counter cnt = {50, 20};
    for (int i = 0; i < R * C; i++)
        in[i] = (double)((i * 13) % 29) / 3.0;
    for (int i = 0; i < R * C; i++) {
        a[i] = (float)((i * 7) % 31) * 0.125f;
        b[i] = (float)((i * 5) % 17) * 0.5f;
    }
    scale(&m, in, out, 1.5);
    blend(m, a, b, c);
    sharpen(&img, a, c);
    drain(&cnt, log);
    mark(&cnt, marks);
    double s = 0.0, t = 0.0;
    long u = 0;
    for (int i = 0; i < R * C; i++)
        s += out[i] * (1 + i % 3);
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            t += c[i * C + j] * (1 + j % 5);
    for (int i = 0; i < 64; i++)
        u += log[i] * (i + 1);
    for (int i = 0; i < 32; i++)
        u += marks[i];
    printf("scale %.4f blend %.4f drain %ld n %d\n", s, t, u, cnt.n);
    free(in), free(out), free(a), free(b), free(c);
    return 0;
}
