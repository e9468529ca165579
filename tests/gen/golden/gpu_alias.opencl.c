/* kforge 0.1.0: tests/gen/gpu_alias.c for opencl; 9 kernels */
/* kforge gen --target opencl|cuda on pointers without restrict, as most C
 * passes arrays: a loop that only pointers which may overlap keep on the
 * host runs on the device where a run-time test finds the elements reached
 * through each of them apart, and as written otherwise.  Each function is
 * called once with buffers apart (the device code runs) and once with
 * buffers that overlap (the loops as written).  fill_counts: a size read
 * as a parameter that the fragment's stores through a pointer may reach.
 * Used by tests/gen/test_gen_gpu_alias.sh. */
#include <stdio.h>
#include <stdlib.h>

/* a 5-point smooth; called again with out one row past in */
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
    "__kernel void smooth_L1(int rows, int cols, __global float *in, __global float *out)\n"
    "{\n"
    "    int x = 1 + (int)get_global_id(0);\n"
    "    int y = 1 + (int)get_global_id(1);\n"
    "    int kf_lo_x = 1 + (int)(get_group_id(0) * get_local_size(0)), kf_hi_x = kf_lo_x + (int)get_local_size(0) - 1;\n"
    "    if (kf_hi_x <= cols - 2) {\n"
    "        out[y * cols + x] = (in[(y - 1) * cols + x] + in[(y + 1) * cols + x] +\n"
    "                             in[y * cols + x - 1] + in[y * cols + x + 1]) * 0.25f;\n"
    "    } else if (x <= cols - 2) {\n"
    "        out[y * cols + x] = (in[(y - 1) * cols + x] + in[(y + 1) * cols + x] +\n"
    "                             in[y * cols + x - 1] + in[y * cols + x + 1]) * 0.25f;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void axpy_scale_L2(int n, __global float *y, float a, __global float *x)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= n - 1) {\n"
    "        y[i] = y[i] + a * x[i];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void axpy_scale_L3(int n, __global float *z, float first, __global float *w)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= n - 1) {\n"
    "        z[i] = first * w[i] + z[i];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void two_writes_L4(int n, __global float *b, __global float *a)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= n - 1) {\n"
    "        b[i] = 2.0f * (float)i;\n"
    "        a[i + n] = 1.0f * (float)i + 0.5f;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void stale_copy_L6(int n, __global float *q, __global float *p, __global float *r)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= n - 1) {\n"
    "        /* stale_copy_L6, line 75 */\n"
    "        {\n"
    "            q[i] = q[i] * 0.5f + 1.0f;\n"
    "        }\n"
    "        /* stale_copy_L7, line 77 */\n"
    "        {\n"
    "            r[i] = p[i] + 2.0f;\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void stale_host_L8(int n, __global float *g)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= n - 1) {\n"
    "        g[i] = g[i] * 0.5f + (float)i;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void local_tmp_L10(__global float *in, __global float *t)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    t[i] = in[i] * 2.0f;\n"
    "}\n"
    "\n"
    "__kernel void local_tmp_L11(__global float *in, __global float *t, __global float *out)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    out[i] = t[i] + t[63 - i] + in[63 - i];\n"
    "}\n"
    "\n"
    "__kernel void fill_counts_L14(const int kf_s_n, const int kf_s_m, __global int *map)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= kf_s_n - 1) {\n"
    "        map[i] = 3 * i + kf_s_m;\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_smooth_L1;
static cl_kernel kf_cl_kernel_axpy_scale_L2;
static cl_kernel kf_cl_kernel_axpy_scale_L3;
static cl_kernel kf_cl_kernel_two_writes_L4;
static cl_kernel kf_cl_kernel_stale_copy_L6;
static cl_kernel kf_cl_kernel_stale_host_L8;
static cl_kernel kf_cl_kernel_local_tmp_L10;
static cl_kernel kf_cl_kernel_local_tmp_L11;
static cl_kernel kf_cl_kernel_fill_counts_L14;
static struct {
    cl_context kf_context;
    cl_command_queue kf_queue;
    cl_program kf_program;
    size_t kf_groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != CL_SUCCESS) {
        fprintf(stderr, "tests/gen/gpu_alias.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
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
            fprintf(stderr, "tests/gen/gpu_alias.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_smooth_L1 = clCreateKernel(kf_cl.kf_program, "smooth_L1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(smooth_L1)", kf_line);
    kf_cl_kernel_axpy_scale_L2 = clCreateKernel(kf_cl.kf_program, "axpy_scale_L2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(axpy_scale_L2)", kf_line);
    kf_cl_kernel_axpy_scale_L3 = clCreateKernel(kf_cl.kf_program, "axpy_scale_L3", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(axpy_scale_L3)", kf_line);
    kf_cl_kernel_two_writes_L4 = clCreateKernel(kf_cl.kf_program, "two_writes_L4", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(two_writes_L4)", kf_line);
    kf_cl_kernel_stale_copy_L6 = clCreateKernel(kf_cl.kf_program, "stale_copy_L6", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(stale_copy_L6)", kf_line);
    kf_cl_kernel_stale_host_L8 = clCreateKernel(kf_cl.kf_program, "stale_host_L8", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(stale_host_L8)", kf_line);
    kf_cl_kernel_local_tmp_L10 = clCreateKernel(kf_cl.kf_program, "local_tmp_L10", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(local_tmp_L10)", kf_line);
    kf_cl_kernel_local_tmp_L11 = clCreateKernel(kf_cl.kf_program, "local_tmp_L11", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(local_tmp_L11)", kf_line);
    kf_cl_kernel_fill_counts_L14 = clCreateKernel(kf_cl.kf_program, "fill_counts_L14", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(fill_counts_L14)", kf_line);
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

static void kf_cl_free_14(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 14);
}

static void kf_cl_free_27(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 27);
}

static void kf_cl_free_46(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 46);
}

static void kf_cl_free_73(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 73);
}

static void kf_cl_free_85(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 85);
}

static void kf_cl_free_99(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 99);
}

static void kf_cl_free_100(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 100);
}

static void kf_cl_free_132(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 132);
}

static void smooth(int rows, int cols, const float *in, float *out)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(14);
    const size_t kf_in_bytes = (size_t)((rows*cols - 1 > 0 ? rows*cols - 1 : 0)) * sizeof in[0];
    cl_mem kf_in_dev __attribute__((__cleanup__(kf_cl_free_14))) = kf_cl_alloc(kf_in_bytes, 14);
    const size_t kf_out_bytes = (size_t)((-cols + rows*cols - 1 > 0 ? -cols + rows*cols - 1 : 0)) * sizeof out[0];
    cl_mem kf_out_dev __attribute__((__cleanup__(kf_cl_free_14))) = kf_cl_alloc(kf_out_bytes, 14);
#pragma scop
    if ((((unsigned long long)out + ((-cols + rows*cols - 1 > 0 ? -cols + rows*cols - 1 : 0)) * sizeof *out) <= (unsigned long long)in || ((unsigned long long)in + ((rows*cols - 1 > 0 ? rows*cols - 1 : 0)) * sizeof *in) <= (((unsigned long long)out + (cols + 1) * sizeof *out) < (unsigned long long)out ? ((unsigned long long)out + (cols + 1) * sizeof *out) : (unsigned long long)out))) {
    {
        kf_cl_init(16);
        kf_cl_write(kf_in_dev, in, kf_in_bytes, 16);
        kf_cl_write(kf_out_dev, out, kf_out_bytes, 16);
        if (rows - 2 > 0 && cols - 2 > 0) {
            size_t kf_local[2] = {256, 1};
            size_t kf_global[2] = {(size_t)(cols - 2), (size_t)(rows - 2)};
            static struct kf_cl_site kf_site_smooth_L1;
            kf_cl_fit(2, kf_global, kf_local, &kf_site_smooth_L1);
            kf_cl_arg(kf_cl_kernel_smooth_L1, 0, sizeof rows, &rows, 16);
            kf_cl_arg(kf_cl_kernel_smooth_L1, 1, sizeof cols, &cols, 16);
            kf_cl_arg(kf_cl_kernel_smooth_L1, 2, sizeof kf_in_dev, &kf_in_dev, 16);
            kf_cl_arg(kf_cl_kernel_smooth_L1, 3, sizeof kf_out_dev, &kf_out_dev, 16);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_smooth_L1, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(smooth_L1)", 16);
        }
        kf_cl_read(out, kf_out_dev, kf_out_bytes, 16);
    }
    } else {
    for (int y = 1; y < rows - 1; y++)
        for (int x = 1; x < cols - 1; x++)
            out[y * cols + x] = (in[(y - 1) * cols + x] + in[(y + 1) * cols + x] +
                                 in[y * cols + x - 1] + in[y * cols + x + 1]) * 0.25f;
    }
#pragma endscop
}

/* two fragments: the first needs the test, the second does not (restrict)
 * and is a region of its own; the host code between them reads y */
static float axpy_scale(int n, float a, const float *x, float *y, float *restrict z,
                        const float *restrict w)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(27);
    const size_t kf_y_bytes = (size_t)n * sizeof y[0];
    cl_mem kf_y_dev __attribute__((__cleanup__(kf_cl_free_27))) = kf_cl_alloc(kf_y_bytes, 27);
    const size_t kf_x_bytes = (size_t)n * sizeof x[0];
    cl_mem kf_x_dev __attribute__((__cleanup__(kf_cl_free_27))) = kf_cl_alloc(kf_x_bytes, 27);
    const size_t kf_z_bytes = (size_t)n * sizeof z[0];
    cl_mem kf_z_dev __attribute__((__cleanup__(kf_cl_free_27))) = kf_cl_alloc(kf_z_bytes, 27);
    const size_t kf_w_bytes = (size_t)n * sizeof w[0];
    cl_mem kf_w_dev __attribute__((__cleanup__(kf_cl_free_27))) = kf_cl_alloc(kf_w_bytes, 27);
    float first;
#pragma scop
    if ((((unsigned long long)y + (n) * sizeof *y) <= (unsigned long long)x || ((unsigned long long)x + (n) * sizeof *x) <= (unsigned long long)y)) {
    {
        kf_cl_init(30);
        kf_cl_write(kf_y_dev, y, kf_y_bytes, 30);
        kf_cl_write(kf_x_dev, x, kf_x_bytes, 30);
        if (n > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)n};
            static struct kf_cl_site kf_site_axpy_scale_L2;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_axpy_scale_L2);
            kf_cl_arg(kf_cl_kernel_axpy_scale_L2, 0, sizeof n, &n, 30);
            kf_cl_arg(kf_cl_kernel_axpy_scale_L2, 1, sizeof kf_y_dev, &kf_y_dev, 30);
            kf_cl_arg(kf_cl_kernel_axpy_scale_L2, 2, sizeof a, &a, 30);
            kf_cl_arg(kf_cl_kernel_axpy_scale_L2, 3, sizeof kf_x_dev, &kf_x_dev, 30);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_axpy_scale_L2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(axpy_scale_L2)", 30);
        }
        kf_cl_read(y, kf_y_dev, kf_y_bytes, 30);
    }
    } else {
    for (int i = 0; i < n; i++)
        y[i] = y[i] + a * x[i];
    }
#pragma endscop
    first = y[0];
#pragma scop
    {
        kf_cl_init(35);
        kf_cl_write(kf_z_dev, z, kf_z_bytes, 35);
        kf_cl_write(kf_w_dev, w, kf_w_bytes, 35);
        if (n > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)n};
            static struct kf_cl_site kf_site_axpy_scale_L3;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_axpy_scale_L3);
            kf_cl_arg(kf_cl_kernel_axpy_scale_L3, 0, sizeof n, &n, 35);
            kf_cl_arg(kf_cl_kernel_axpy_scale_L3, 1, sizeof kf_z_dev, &kf_z_dev, 35);
            kf_cl_arg(kf_cl_kernel_axpy_scale_L3, 2, sizeof first, &first, 35);
            kf_cl_arg(kf_cl_kernel_axpy_scale_L3, 3, sizeof kf_w_dev, &kf_w_dev, 35);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_axpy_scale_L3, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(axpy_scale_L3)", 35);
        }
        kf_cl_read(z, kf_z_dev, kf_z_bytes, 35);
    }
#pragma endscop
    return first;
}

/* two pointers written: b's elements lie below a's first one, so the
 * elements they reach are apart when called with one buffer twice, but a's
 * device buffer copies a[0] on, b's elements too, and copying it back
 * would put their old values back: the test covers a from a[0] */
static void two_writes(int n, float *a, float *b)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(46);
    const size_t kf_b_bytes = (size_t)n * sizeof b[0];
    cl_mem kf_b_dev __attribute__((__cleanup__(kf_cl_free_46))) = kf_cl_alloc(kf_b_bytes, 46);
    const size_t kf_a_bytes = (size_t)(2*n) * sizeof a[0];
    cl_mem kf_a_dev __attribute__((__cleanup__(kf_cl_free_46))) = kf_cl_alloc(kf_a_bytes, 46);
#pragma scop
    if ((((unsigned long long)b + (n) * sizeof *b) <= (((unsigned long long)a + (n) * sizeof *a) < (unsigned long long)a ? ((unsigned long long)a + (n) * sizeof *a) : (unsigned long long)a) || ((unsigned long long)a + (2*n) * sizeof *a) <= (unsigned long long)b)) {
    {
        kf_cl_init(48);
        kf_cl_write(kf_b_dev, b, kf_b_bytes, 48);
        kf_cl_write(kf_a_dev, a, kf_a_bytes, 48);
        if (n > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)n};
            static struct kf_cl_site kf_site_two_writes_L4;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_two_writes_L4);
            kf_cl_arg(kf_cl_kernel_two_writes_L4, 0, sizeof n, &n, 48);
            kf_cl_arg(kf_cl_kernel_two_writes_L4, 1, sizeof kf_b_dev, &kf_b_dev, 48);
            kf_cl_arg(kf_cl_kernel_two_writes_L4, 2, sizeof kf_a_dev, &kf_a_dev, 48);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_two_writes_L4, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(two_writes_L4)", 48);
        }
        kf_cl_read(b, kf_b_dev, kf_b_bytes, 48);
        kf_cl_read(a, kf_a_dev, kf_a_bytes, 48);
    }
    } else {
    for (int i = 0; i < n; i++) {
        b[i] = 2.0f * (float)i;
        a[i + n] = 1.0f * (float)i + 0.5f;
    }
    }
#pragma endscop
}

/* a pointer declared in the fragment: a test before it cannot name it, so
 * the loop stays on the host, saying why */
static void local_ptr(int n, float *out)
{
#pragma scop
    for (int i = 0; i < n; i++) {
        float acc = 0;
        float *p = &acc;
        out[i] = *p + i;
    }
#pragma endscop
}

/* issue 14: copies to and from the device are per variable.  No loop here
 * is kept sequential by q and p (no loop names both), yet with p == q the
 * second kernel would read p's buffer, copied in before the first kernel
 * wrote q's: the region is tested on the pair all the same */
static void stale_copy(int n, float *q, const float *p, float *restrict r)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(73);
    const size_t kf_q_bytes = (size_t)n * sizeof q[0];
    cl_mem kf_q_dev __attribute__((__cleanup__(kf_cl_free_73))) = kf_cl_alloc(kf_q_bytes, 73);
    const size_t kf_p_bytes = (size_t)n * sizeof p[0];
    cl_mem kf_p_dev __attribute__((__cleanup__(kf_cl_free_73))) = kf_cl_alloc(kf_p_bytes, 73);
    const size_t kf_r_bytes = (size_t)n * sizeof r[0];
    cl_mem kf_r_dev __attribute__((__cleanup__(kf_cl_free_73))) = kf_cl_alloc(kf_r_bytes, 73);
#pragma scop
    if ((((unsigned long long)q + (n) * sizeof *q) <= (unsigned long long)p || ((unsigned long long)p + (n) * sizeof *p) <= (unsigned long long)q)) {
    {
        kf_cl_init(75);
        kf_cl_write(kf_q_dev, q, kf_q_bytes, 75);
        kf_cl_write(kf_p_dev, p, kf_p_bytes, 75);
        kf_cl_write(kf_r_dev, r, kf_r_bytes, 75);
        if (n > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)n};
            static struct kf_cl_site kf_site_stale_copy_L6;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_stale_copy_L6);
            kf_cl_arg(kf_cl_kernel_stale_copy_L6, 0, sizeof n, &n, 75);
            kf_cl_arg(kf_cl_kernel_stale_copy_L6, 1, sizeof kf_q_dev, &kf_q_dev, 75);
            kf_cl_arg(kf_cl_kernel_stale_copy_L6, 2, sizeof kf_p_dev, &kf_p_dev, 75);
            kf_cl_arg(kf_cl_kernel_stale_copy_L6, 3, sizeof kf_r_dev, &kf_r_dev, 75);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_stale_copy_L6, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(stale_copy_L6)", 75);
        }
        kf_cl_read(q, kf_q_dev, kf_q_bytes, 75);
        kf_cl_read(r, kf_r_dev, kf_r_bytes, 75);
    }
    } else {
    for (int i = 0; i < n; i++)
        q[i] = q[i] * 0.5f + 1.0f;
    for (int i = 0; i < n; i++)
        r[i] = p[i] + 2.0f;
    }
#pragma endscop
}

/* ... and the other way: a kernel writes g on the device, and host code
 * reads p (g + 1 in the second call) before g's copy back */
static float stale_host(int n, float *g, const float *p)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(85);
    const size_t kf_g_bytes = (size_t)n * sizeof g[0];
    cl_mem kf_g_dev __attribute__((__cleanup__(kf_cl_free_85))) = kf_cl_alloc(kf_g_bytes, 85);
    float s = 0.0f;
#pragma scop
    if ((((unsigned long long)g + (n) * sizeof *g) <= (unsigned long long)p || ((unsigned long long)p + (n - 1) * sizeof *p) <= (unsigned long long)g)) {
    {
        kf_cl_init(88);
        kf_cl_write(kf_g_dev, g, kf_g_bytes, 88);
        if (n > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)n};
            static struct kf_cl_site kf_site_stale_host_L8;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_stale_host_L8);
            kf_cl_arg(kf_cl_kernel_stale_host_L8, 0, sizeof n, &n, 88);
            kf_cl_arg(kf_cl_kernel_stale_host_L8, 1, sizeof kf_g_dev, &kf_g_dev, 88);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_stale_host_L8, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(stale_host_L8)", 88);
        }
        for (int i = 1; i < n; i++)
            s = s * 0.5f + p[i - 1];
        kf_cl_read(g, kf_g_dev, kf_g_bytes, 90);
    }
    } else {
    for (int i = 0; i < n; i++)
        g[i] = g[i] * 0.5f + (float)i;
    for (int i = 1; i < n; i++)
        s = s * 0.5f + p[i - 1];
    }
#pragma endscop
    return s;
}

/* a local array's storage is the function's own: no parameter can point
 * into it, so t needs no test (in and out still do: one may be the other) */
static void local_tmp(const float *in, float *out)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(99);
    const size_t kf_in_bytes = (size_t)64 * sizeof in[0];
    cl_mem kf_in_dev __attribute__((__cleanup__(kf_cl_free_99))) = kf_cl_alloc(kf_in_bytes, 99);
    const size_t kf_out_bytes = (size_t)64 * sizeof out[0];
    cl_mem kf_out_dev __attribute__((__cleanup__(kf_cl_free_99))) = kf_cl_alloc(kf_out_bytes, 99);
    float t[64];
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(100);
    const size_t kf_t_bytes = (size_t)64 * sizeof t[0];
    cl_mem kf_t_dev __attribute__((__cleanup__(kf_cl_free_100))) = kf_cl_alloc(kf_t_bytes, 100);
#pragma scop
    if ((((unsigned long long)out + (64) * sizeof *out) <= (unsigned long long)in || ((unsigned long long)in + (64) * sizeof *in) <= (unsigned long long)out)) {
    {
        kf_cl_init(102);
        kf_cl_write(kf_in_dev, in, kf_in_bytes, 102);
        kf_cl_write(kf_t_dev, t, kf_t_bytes, 102);
        if (64 > 0) {
            size_t kf_local[1] = {64};
            size_t kf_global[1] = {(size_t)64};
            static struct kf_cl_site kf_site_local_tmp_L10;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_local_tmp_L10);
            kf_cl_arg(kf_cl_kernel_local_tmp_L10, 0, sizeof kf_in_dev, &kf_in_dev, 102);
            kf_cl_arg(kf_cl_kernel_local_tmp_L10, 1, sizeof kf_t_dev, &kf_t_dev, 102);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_local_tmp_L10, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(local_tmp_L10)", 102);
        }
        kf_cl_write(kf_out_dev, out, kf_out_bytes, 104);
        if (64 > 0) {
            size_t kf_local[1] = {64};
            size_t kf_global[1] = {(size_t)64};
            static struct kf_cl_site kf_site_local_tmp_L11;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_local_tmp_L11);
            kf_cl_arg(kf_cl_kernel_local_tmp_L11, 0, sizeof kf_in_dev, &kf_in_dev, 104);
            kf_cl_arg(kf_cl_kernel_local_tmp_L11, 1, sizeof kf_t_dev, &kf_t_dev, 104);
            kf_cl_arg(kf_cl_kernel_local_tmp_L11, 2, sizeof kf_out_dev, &kf_out_dev, 104);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_local_tmp_L11, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(local_tmp_L11)", 104);
        }
        kf_cl_read(out, kf_out_dev, kf_out_bytes, 104);
    }
    } else {
    for (int i = 0; i < 64; i++)
        t[i] = in[i] * 2.0f;
    for (int i = 0; i < 64; i++)
        out[i] = t[i] + t[63 - i] + in[63 - i];
    }
#pragma endscop
}

/* b's elements are not known in closed form (a subscript read from idx),
 * so no test can tell them from a's device buffer: the fragment stays on
 * the host, saying why */
static void unknown_span(int n, const int *idx, float *a, float *b)
{
#pragma scop
    for (int i = 0; i < n; i++)
        a[i] = a[i] * 0.5f + 1.0f;
    for (int i = 0; i < n; i++)
        b[idx[i % 4]] = a[i] + b[idx[i % 4]];
#pragma endscop
}

/* a size read as one value for the whole fragment (s->n, a parameter)
 * that an int store through map may land on (C allows it): on the device
 * where map's elements are apart from s->n, as written otherwise; called
 * once with map over the struct itself, where the first store shrinks the
 * loop */
struct size2 {
    int n, m;
};

static void fill_counts(int *map, const struct size2 *s)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(132);
    const size_t kf_map_bytes = (size_t)(s->n) * sizeof map[0];
    cl_mem kf_map_dev __attribute__((__cleanup__(kf_cl_free_132))) = kf_cl_alloc(kf_map_bytes, 132);
#pragma scop
    if ((((unsigned long long)map + (s->n) * sizeof *map) <= (unsigned long long)&s->n || (unsigned long long)(&s->n + 1) <= (unsigned long long)map) &&
    (((unsigned long long)map + (s->n) * sizeof *map) <= (unsigned long long)&s->m || (unsigned long long)(&s->m + 1) <= (unsigned long long)map)) {
    {
        kf_cl_init(134);
        kf_cl_write(kf_map_dev, map, kf_map_bytes, 134);
        if (s->n > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)(s->n)};
            static struct kf_cl_site kf_site_fill_counts_L14;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_fill_counts_L14);
            kf_cl_arg(kf_cl_kernel_fill_counts_L14, 0, sizeof s->n, &s->n, 134);
            kf_cl_arg(kf_cl_kernel_fill_counts_L14, 1, sizeof s->m, &s->m, 134);
            kf_cl_arg(kf_cl_kernel_fill_counts_L14, 2, sizeof kf_map_dev, &kf_map_dev, 134);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_fill_counts_L14, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(fill_counts_L14)", 134);
        }
        kf_cl_read(map, kf_map_dev, kf_map_bytes, 134);
    }
    } else {
    for (int i = 0; i < s->n; i++)
        map[i] = 3 * i + s->m;
    }
#pragma endscop
}

int main(void)
{
    int rows = 24, cols = 19, n = 300;
    float *a = malloc(sizeof *a * (size_t)(rows + 1) * (size_t)cols);
    float *b = calloc((size_t)rows * (size_t)cols, sizeof *b);
    float *x = malloc(sizeof *x * (size_t)(n + 1)), *y = malloc(sizeof *y * (size_t)n);
    float *z = calloc((size_t)n, sizeof *z), *w = malloc(sizeof *w * (size_t)n);
    float o[16];
    if (!a || !b || !x || !y || !z || !w)
        return 1;
    for (int i = 0; i < (rows + 1) * cols; i++)
        a[i] = (float)(i % 13) / 13.0f;
    for (int i = 0; i <= n; i++)
        x[i] = (float)(i % 7) - 3.0f;
    for (int i = 0; i < n; i++) {
        y[i] = (float)(i % 5) * 0.5f;
        w[i] = (float)(i % 3) + 0.25f;
    }
    smooth(rows, cols, a, b);
    smooth(rows, cols, a, a + cols); /* each row reads the row just written */
    float f1 = axpy_scale(n, 0.5f, x, y, z, w);
    float f2 = axpy_scale(n - 1, 2.0f, x + 1, x, z, w); /* x[i] += 2 * x[i + 1] */
    two_writes(n / 2, y, z);
    two_writes(n / 2, w, w); /* w[0..n/2) by b, w[n/2..n) by a */
    local_ptr(16, o);
    float *c = malloc(sizeof *c * 128), *d = malloc(sizeof *d * 128), *e = malloc(sizeof *e * 128);
    int idx[4] = {3, 1, 2, 0};
    if (!c || !d || !e)
        return 1;
    for (int i = 0; i < 128; i++)
        c[i] = d[i] = (float)(i % 11) * 0.5f;
    stale_copy(64, c, d, e);      /* apart: on the device */
    stale_copy(64, c, c, e + 64); /* q == p: as written */
    float s1 = stale_host(64, c, d);
    float s2 = stale_host(64, c, c + 1);
    local_tmp(c, d);
    local_tmp(c, c + 32);
    unknown_span(64, idx, c, d);
    unknown_span(64, idx, c, c + 2);
    struct size2 sz = {6, 1};
    int counts[8] = {0};
    union {
        struct size2 s;
        int all[8];
    } ov = {.all = {5, 2, 0, 0, 0, 0, 0, 0}};
    fill_counts(counts, &sz);       /* apart: on the device */
    fill_counts(ov.all, &ov.s);     /* map[0] is s->n: as written, two iterations */
    for (int i = 0; i < 8; i++)
        printf("%d %d\n", counts[i], ov.all[i]);
    for (int i = 0; i < 128; i++)
        printf("%.6f %.6f %.6f\n", c[i], d[i], e[i]);
    printf("%.6f %.6f\n", s1, s2);
    free(c);
    free(d);
    free(e);
    for (int i = 0; i < rows * cols; i++)
        printf("%.6f %.6f\n", b[i], a[i]);
    for (int i = 0; i < n; i++)
        printf("%.6f %.6f %.6f %.6f\n", x[i], y[i], z[i], w[i]);
    printf("%.6f %.6f %g\n", f1, f2, o[15]);
    free(a);
    free(b);
    free(x);
    free(y);
    free(z);
    free(w);
    return 0;
}
