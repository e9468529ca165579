/* kforge 0.1.0: tests/realc/pack.c for opencl; 3 kernels */
/* pack.c: output indexes that advance as the loop goes, the way packing,
 * interleaving and filtering code is written: `out[k++] = ...` twice per
 * iteration (an interleave), an index advanced by `k += 3` after its uses,
 * a loop body without braces, and a filter that keeps only some elements
 * (stream compaction: its index advances under a condition, so that loop
 * stays sequential). */
#include <stdio.h>
#include <stdlib.h>

#define N 60000

typedef struct {
    float re, im;
} cpx;

/* complex numbers to interleaved floats, after a header of two floats */
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
#ifdef re
    "#define re " KF_STR(re) "\n"
#endif
#ifdef im
    "#define im " KF_STR(im) "\n"
#endif
    "typedef struct {\n"
    "    float re, im;\n"
    "} cpx;\n"
    "typedef char kf_host_layout_cpx[sizeof(cpx) == 8 ? 1 : -1];\n"
    "\n"
    "__kernel void interleave_L1(int n, int k, __global cpx *z, __global float *out)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= n - 1) {\n"
    "        k = k + 2 * (i - (0));\n"
    "        out[k++] = z[i].re;\n"
    "        out[k++] = z[i].im;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void planes_to_rgb_L2(int w, long o, __global unsigned char *r, __global unsigned char *rgb, __global unsigned char *g, __global unsigned char *b)\n"
    "{\n"
    "    int x = (int)get_global_id(0);\n"
    "    if (x <= w - 1) {\n"
    "        o = o + 3 * (x - (0));\n"
    "        rgb[o] = r[x];\n"
    "        rgb[o + 1] = g[x];\n"
    "        rgb[o + 2] = (unsigned char)((b[x] + r[x]) / 2);\n"
    "        o += 3;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void odd_samples_L3(int n, int j, __global double *in, __global double *out)\n"
    "{\n"
    "    int i = 1 + (int)get_global_id(0);\n"
    "    if (i <= n - 1) {\n"
    "        j = j + 1 * (i - (1));\n"
    "        out[j++] = 0.5 * (in[2 * i - 1] + in[2 * i]);\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_interleave_L1;
static cl_kernel kf_cl_kernel_planes_to_rgb_L2;
static cl_kernel kf_cl_kernel_odd_samples_L3;
static struct {
    cl_context kf_context;
    cl_command_queue kf_queue;
    cl_program kf_program;
    size_t kf_groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != CL_SUCCESS) {
        fprintf(stderr, "tests/realc/pack.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
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
            fprintf(stderr, "tests/realc/pack.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_interleave_L1 = clCreateKernel(kf_cl.kf_program, "interleave_L1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(interleave_L1)", kf_line);
    kf_cl_kernel_planes_to_rgb_L2 = clCreateKernel(kf_cl.kf_program, "planes_to_rgb_L2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(planes_to_rgb_L2)", kf_line);
    kf_cl_kernel_odd_samples_L3 = clCreateKernel(kf_cl.kf_program, "odd_samples_L3", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(odd_samples_L3)", kf_line);
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

static void kf_cl_free_18(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 18);
}

static void kf_cl_free_34(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 34);
}

static void kf_cl_free_49(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 49);
}

static int interleave(int n, const cpx *restrict z, float *restrict out)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(18);
    const size_t kf_z_bytes = (size_t)n * sizeof z[0];
    cl_mem kf_z_dev __attribute__((__cleanup__(kf_cl_free_18))) = kf_cl_alloc(kf_z_bytes, 18);
    int k = 2;
    out[0] = (float)n;
    out[1] = 0.0f;
#pragma scop
    {
        kf_cl_init(23);
        const size_t kf_out_bytes = (size_t)(2*n + k) * sizeof out[0];
        cl_mem kf_out_dev = kf_cl_alloc(kf_out_bytes, 23);
        kf_cl_write(kf_z_dev, z, kf_z_bytes, 23);
        kf_cl_write(kf_out_dev, out, kf_out_bytes, 23);
        if (n > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)n};
            static struct kf_cl_site kf_site_interleave_L1;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_interleave_L1);
            kf_cl_arg(kf_cl_kernel_interleave_L1, 0, sizeof n, &n, 23);
            kf_cl_arg(kf_cl_kernel_interleave_L1, 1, sizeof k, &k, 23);
            kf_cl_arg(kf_cl_kernel_interleave_L1, 2, sizeof kf_z_dev, &kf_z_dev, 23);
            kf_cl_arg(kf_cl_kernel_interleave_L1, 3, sizeof kf_out_dev, &kf_out_dev, 23);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_interleave_L1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(interleave_L1)", 23);
            k += 2 * (n);
        }
        kf_cl_read(out, kf_out_dev, kf_out_bytes, 23);
        kf_cl_check(clReleaseMemObject(kf_out_dev), "clReleaseMemObject", 26);
    }
#pragma endscop
    return k;
}

/* RGB triples from three planes; the index moves after its uses */
static long planes_to_rgb(int w, const unsigned char *restrict r, const unsigned char *restrict g,
                          const unsigned char *restrict b, unsigned char *restrict rgb)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(34);
    const size_t kf_r_bytes = (size_t)w * sizeof r[0];
    cl_mem kf_r_dev __attribute__((__cleanup__(kf_cl_free_34))) = kf_cl_alloc(kf_r_bytes, 34);
    const size_t kf_g_bytes = (size_t)w * sizeof g[0];
    cl_mem kf_g_dev __attribute__((__cleanup__(kf_cl_free_34))) = kf_cl_alloc(kf_g_bytes, 34);
    const size_t kf_b_bytes = (size_t)w * sizeof b[0];
    cl_mem kf_b_dev __attribute__((__cleanup__(kf_cl_free_34))) = kf_cl_alloc(kf_b_bytes, 34);
    long o = 0;
#pragma scop
    {
        kf_cl_init(37);
        const size_t kf_rgb_bytes = (size_t)(3*w + o) * sizeof rgb[0];
        cl_mem kf_rgb_dev = kf_cl_alloc(kf_rgb_bytes, 37);
        kf_cl_write(kf_r_dev, r, kf_r_bytes, 37);
        kf_cl_write(kf_rgb_dev, rgb, kf_rgb_bytes, 37);
        kf_cl_write(kf_g_dev, g, kf_g_bytes, 37);
        kf_cl_write(kf_b_dev, b, kf_b_bytes, 37);
        if (w > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)w};
            static struct kf_cl_site kf_site_planes_to_rgb_L2;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_planes_to_rgb_L2);
            kf_cl_arg(kf_cl_kernel_planes_to_rgb_L2, 0, sizeof w, &w, 37);
            kf_cl_arg(kf_cl_kernel_planes_to_rgb_L2, 1, sizeof o, &o, 37);
            kf_cl_arg(kf_cl_kernel_planes_to_rgb_L2, 2, sizeof kf_r_dev, &kf_r_dev, 37);
            kf_cl_arg(kf_cl_kernel_planes_to_rgb_L2, 3, sizeof kf_rgb_dev, &kf_rgb_dev, 37);
            kf_cl_arg(kf_cl_kernel_planes_to_rgb_L2, 4, sizeof kf_g_dev, &kf_g_dev, 37);
            kf_cl_arg(kf_cl_kernel_planes_to_rgb_L2, 5, sizeof kf_b_dev, &kf_b_dev, 37);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_planes_to_rgb_L2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(planes_to_rgb_L2)", 37);
            o += 3 * (w);
        }
        kf_cl_read(rgb, kf_rgb_dev, kf_rgb_bytes, 37);
        kf_cl_check(clReleaseMemObject(kf_rgb_dev), "clReleaseMemObject", 42);
    }
#pragma endscop
    return o;
}

/* a gather from 1 on, body without braces */
static void odd_samples(int n, const double *restrict in, double *restrict out)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(49);
    const size_t kf_in_bytes = (size_t)((2*n - 1 > 0 ? 2*n - 1 : 0)) * sizeof in[0];
    cl_mem kf_in_dev __attribute__((__cleanup__(kf_cl_free_49))) = kf_cl_alloc(kf_in_bytes, 49);
    int j = 0;
#pragma scop
    {
        kf_cl_init(52);
        const size_t kf_out_bytes = (size_t)((n + j - 1 > 0 ? n + j - 1 : 0)) * sizeof out[0];
        cl_mem kf_out_dev = kf_cl_alloc(kf_out_bytes, 52);
        kf_cl_write(kf_in_dev, in, kf_in_bytes, 52);
        kf_cl_write(kf_out_dev, out, kf_out_bytes, 52);
        if (n - 1 > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)(n - 1)};
            static struct kf_cl_site kf_site_odd_samples_L3;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_odd_samples_L3);
            kf_cl_arg(kf_cl_kernel_odd_samples_L3, 0, sizeof n, &n, 52);
            kf_cl_arg(kf_cl_kernel_odd_samples_L3, 1, sizeof j, &j, 52);
            kf_cl_arg(kf_cl_kernel_odd_samples_L3, 2, sizeof kf_in_dev, &kf_in_dev, 52);
            kf_cl_arg(kf_cl_kernel_odd_samples_L3, 3, sizeof kf_out_dev, &kf_out_dev, 52);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_odd_samples_L3, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(odd_samples_L3)", 52);
            j += 1 * (n - 1);
        }
        kf_cl_read(out, kf_out_dev, kf_out_bytes, 52);
        kf_cl_check(clReleaseMemObject(kf_out_dev), "clReleaseMemObject", 53);
    }
#pragma endscop
}

/* keep the positive values: the index advances only for some */
static int keep_positive(int n, const float *restrict in, float *restrict out)
{
    int m = 0;
#pragma scop
    for (int i = 0; i < n; i++)
        if (in[i] > 0.0f)
            out[m++] = in[i];
#pragma endscop
    return m;
}

int main(void)
{
    cpx *z = malloc(N * sizeof *z);
    float *f = malloc((2 * N + 2) * sizeof *f), *pos = malloc(N * sizeof *pos), *v = malloc(N * sizeof *v);
    unsigned char *r = malloc(N), *g = malloc(N), *b = malloc(N), *rgb = malloc(3 * N);
    double *in = malloc(2 * N * sizeof *in), *odd = malloc(N * sizeof *odd);
    for (int i = 0; i < N; i++) {
        z[i].re = (float)(i % 17) - 8.0f;
        z[i].im = (float)(i % 5) * 0.25f;
        r[i] = (unsigned char)(i * 7);
        g[i] = (unsigned char)(i * 13);
        b[i] = (unsigned char)(i * 3 + 1);
        v[i] = (float)((i * 37) % 101) - 50.0f;
    }
    for (int i = 0; i < 2 * N; i++)
        in[i] = (double)((i * 11) % 23) / 7.0;
    int k = interleave(N, z, f);
    long o = planes_to_rgb(N, r, g, b, rgb);
    odd_samples(N, in, odd);
    int m = keep_positive(N, v, pos);
    double s = 0.0, t = 0.0, u = 0.0;
    long c = 0;
    for (int i = 0; i < k; i++)
        s += f[i] * (1 + i % 7);
    for (long i = 0; i < o; i++)
        c += rgb[i] * (1 + i % 3);
    for (int i = 0; i < N - 1; i++)
        t += odd[i] * (1 + i % 5);
    for (int i = 0; i < m; i++)
        u += pos[i] * (1 + i % 3);
    printf("interleave %d %.3f rgb %ld %ld odd %.4f kept %d %.2f\n", k, s, o, c, t, m, u);
    free(z), free(f), free(pos), free(v), free(r), free(g), free(b), free(rgb), free(in), free(odd);
    return 0;
}
