/* kforge 0.1.0: tests/realc/gather.c for opencl; 3 kernels */
/* gather.c: table lookups as imaging and graph code writes them: a tone
 * curve applied through a 256-entry LUT indexed by the pixels, a gather
 * through a permutation, neighbour sums over an adjacency list (offsets
 * and targets, a CSR graph), and a hashed lookup whose bucket is computed
 * in the loop and folded under an if. */
#include <stdio.h>
#include <stdlib.h>

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
    "__kernel void apply_lut_L1(int n, __global unsigned char *in, __global float *lut, __global float *out)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= n - 1) {\n"
    "        out[i] = lut[in[i]];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void permute_L2(int n, __global int *perm, __global double *src, __global double *dst)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= n - 1) {\n"
    "        dst[i] = src[perm[i]];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void neighbour_sum_L3(int nv, __global int *adj, __global float *w, __global int *off, __global float *acc)\n"
    "{\n"
    "    int v = (int)get_global_id(0);\n"
    "    if (v <= nv - 1) {\n"
    "        float s = 0;\n"
    "        for (int e = off[v]; e < off[v + 1]; e++)\n"
    "            s += w[adj[e]];\n"
    "        acc[v] = s;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void neighbour_sum_L3_window(int nv, __global int *adj, __global float *w, __global int *off, __global float *acc)\n"
    "{\n"
    "    int v = (int)get_global_id(0);\n"
    "    __local int kf_win_off[257];\n"
    "    int kf_o_v = v - (int)get_local_id(0);\n"
    "    for (int kf_q = (int)get_local_id(0); kf_q < 257; kf_q += 256) {\n"
    "        int kf_s0 = kf_o_v + kf_q;\n"
    "        if (kf_s0 >= 0 && kf_s0 <= (nv - 1) + 1) {\n"
    "            kf_win_off[kf_q] = off[kf_s0];\n"
    "        }\n"
    "    }\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    if (v <= nv - 1) {\n"
    "        float s = 0;\n"
    "        for (int e = kf_win_off[v - kf_o_v]; e < kf_win_off[(v + 1) - kf_o_v]; e++)\n"
    "            s += w[adj[e]];\n"
    "        acc[v] = s;\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_apply_lut_L1;
static cl_kernel kf_cl_kernel_permute_L2;
static cl_kernel kf_cl_kernel_neighbour_sum_L3;
static cl_kernel kf_cl_kernel_neighbour_sum_L3_window;
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
        fprintf(stderr, "tests/realc/gather.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
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
            fprintf(stderr, "tests/realc/gather.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_apply_lut_L1 = clCreateKernel(kf_cl.kf_program, "apply_lut_L1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(apply_lut_L1)", kf_line);
    kf_cl_kernel_permute_L2 = clCreateKernel(kf_cl.kf_program, "permute_L2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(permute_L2)", kf_line);
    kf_cl_kernel_neighbour_sum_L3 = clCreateKernel(kf_cl.kf_program, "neighbour_sum_L3", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(neighbour_sum_L3)", kf_line);
    kf_cl_kernel_neighbour_sum_L3_window = clCreateKernel(kf_cl.kf_program, "neighbour_sum_L3_window", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(neighbour_sum_L3_window)", kf_line);
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

static void kf_cl_free_10(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 10);
}

static void kf_cl_free_19(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 19);
}

static void kf_cl_free_27(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 27);
}

void apply_lut(int n, const unsigned char *in, const float *lut, float *restrict out)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(10);
    const size_t kf_in_bytes = (size_t)n * sizeof in[0];
    cl_mem kf_in_dev __attribute__((__cleanup__(kf_cl_free_10))) = kf_cl_alloc(kf_in_bytes, 10);
    const size_t kf_out_bytes = (size_t)n * sizeof out[0];
    cl_mem kf_out_dev __attribute__((__cleanup__(kf_cl_free_10))) = kf_cl_alloc(kf_out_bytes, 10);
    int i;
#pragma scop
    {
        kf_cl_init(13);
        const size_t kf_lut_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { int i; for (i = 0; i < n; i++)
                 { long kf_s = (long)(in[i]); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } if (kf_neg) kf_cl_check(CL_INVALID_VALUE, "'lut' indexed below its first element", 9); kf_ext; })) * sizeof lut[0];
        cl_mem kf_lut_dev = kf_cl_alloc(kf_lut_bytes, 13);
        kf_cl_write(kf_in_dev, in, kf_in_bytes, 13);
        kf_cl_write(kf_lut_dev, lut, kf_lut_bytes, 13);
        kf_cl_write(kf_out_dev, out, kf_out_bytes, 13);
        if (n > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)n};
            static struct kf_cl_site kf_site_apply_lut_L1;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_apply_lut_L1);
            kf_cl_arg(kf_cl_kernel_apply_lut_L1, 0, sizeof n, &n, 13);
            kf_cl_arg(kf_cl_kernel_apply_lut_L1, 1, sizeof kf_in_dev, &kf_in_dev, 13);
            kf_cl_arg(kf_cl_kernel_apply_lut_L1, 2, sizeof kf_lut_dev, &kf_lut_dev, 13);
            kf_cl_arg(kf_cl_kernel_apply_lut_L1, 3, sizeof kf_out_dev, &kf_out_dev, 13);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_apply_lut_L1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(apply_lut_L1)", 13);
        }
        /* the loop counters, as the sequential loops leave them */
        for (i = 0; i < n; i++) {
        }
        kf_cl_read(out, kf_out_dev, kf_out_bytes, 13);
        kf_cl_check(clReleaseMemObject(kf_lut_dev), "clReleaseMemObject", 14);
    }
#pragma endscop
}

void permute(int n, const int *perm, const double *src, double *restrict dst)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(19);
    const size_t kf_perm_bytes = (size_t)n * sizeof perm[0];
    cl_mem kf_perm_dev __attribute__((__cleanup__(kf_cl_free_19))) = kf_cl_alloc(kf_perm_bytes, 19);
    const size_t kf_dst_bytes = (size_t)n * sizeof dst[0];
    cl_mem kf_dst_dev __attribute__((__cleanup__(kf_cl_free_19))) = kf_cl_alloc(kf_dst_bytes, 19);
#pragma scop
    {
        kf_cl_init(21);
        const size_t kf_src_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { for (int i = 0; i < n; i++)
                 { long kf_s = (long)(perm[i]); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } if (kf_neg) kf_cl_check(CL_INVALID_VALUE, "'src' indexed below its first element", 18); kf_ext; })) * sizeof src[0];
        cl_mem kf_src_dev = kf_cl_alloc(kf_src_bytes, 21);
        kf_cl_write(kf_perm_dev, perm, kf_perm_bytes, 21);
        kf_cl_write(kf_src_dev, src, kf_src_bytes, 21);
        kf_cl_write(kf_dst_dev, dst, kf_dst_bytes, 21);
        if (n > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)n};
            static struct kf_cl_site kf_site_permute_L2;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_permute_L2);
            kf_cl_arg(kf_cl_kernel_permute_L2, 0, sizeof n, &n, 21);
            kf_cl_arg(kf_cl_kernel_permute_L2, 1, sizeof kf_perm_dev, &kf_perm_dev, 21);
            kf_cl_arg(kf_cl_kernel_permute_L2, 2, sizeof kf_src_dev, &kf_src_dev, 21);
            kf_cl_arg(kf_cl_kernel_permute_L2, 3, sizeof kf_dst_dev, &kf_dst_dev, 21);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_permute_L2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(permute_L2)", 21);
        }
        kf_cl_read(dst, kf_dst_dev, kf_dst_bytes, 21);
        kf_cl_check(clReleaseMemObject(kf_src_dev), "clReleaseMemObject", 22);
    }
#pragma endscop
}

void neighbour_sum(int nv, const int *off, const int *adj, const float *w, float *restrict acc)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(27);
    const size_t kf_acc_bytes = (size_t)nv * sizeof acc[0];
    cl_mem kf_acc_dev __attribute__((__cleanup__(kf_cl_free_27))) = kf_cl_alloc(kf_acc_bytes, 27);
#pragma scop
    {
        kf_cl_init(29);
        const size_t kf_adj_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { for (int v = 0; v < nv; v++)  for (int e = off[v]; e < off[v + 1]; e++)
                     { long kf_s = (long)(e); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } if (kf_neg) kf_cl_check(CL_INVALID_VALUE, "'adj' indexed below its first element", 26); kf_ext; })) * sizeof adj[0];
        cl_mem kf_adj_dev = kf_cl_alloc(kf_adj_bytes, 29);
        const size_t kf_w_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { for (int v = 0; v < nv; v++)  for (int e = off[v]; e < off[v + 1]; e++)
                     { long kf_s = (long)(adj[e]); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } if (kf_neg) kf_cl_check(CL_INVALID_VALUE, "'w' indexed below its first element", 26); kf_ext; })) * sizeof w[0];
        cl_mem kf_w_dev = kf_cl_alloc(kf_w_bytes, 29);
        const size_t kf_off_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { for (int v = 0; v < nv; v++)  { long kf_s = (long)(v); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } { for (int v = 0; v < nv; v++)  { long kf_s = (long)(v + 1); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } if (kf_neg) kf_cl_check(CL_INVALID_VALUE, "'off' indexed below its first element", 26); kf_ext; })) * sizeof off[0];
        cl_mem kf_off_dev = kf_cl_alloc(kf_off_bytes, 29);
        kf_cl_write(kf_adj_dev, adj, kf_adj_bytes, 29);
        kf_cl_write(kf_w_dev, w, kf_w_bytes, 29);
        kf_cl_write(kf_off_dev, off, kf_off_bytes, 29);
        kf_cl_write(kf_acc_dev, acc, kf_acc_bytes, 29);
        if (nv > 0) {
            if (kf_cl.kf_window) {
                size_t kf_local[1] = {256};
                size_t kf_global[1] = {(size_t)(nv + 255) / 256 * 256};
                kf_cl_arg(kf_cl_kernel_neighbour_sum_L3_window, 0, sizeof nv, &nv, 29);
                kf_cl_arg(kf_cl_kernel_neighbour_sum_L3_window, 1, sizeof kf_adj_dev, &kf_adj_dev, 29);
                kf_cl_arg(kf_cl_kernel_neighbour_sum_L3_window, 2, sizeof kf_w_dev, &kf_w_dev, 29);
                kf_cl_arg(kf_cl_kernel_neighbour_sum_L3_window, 3, sizeof kf_off_dev, &kf_off_dev, 29);
                kf_cl_arg(kf_cl_kernel_neighbour_sum_L3_window, 4, sizeof kf_acc_dev, &kf_acc_dev, 29);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_neighbour_sum_L3_window, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(neighbour_sum_L3_window)", 29);
            } else {
                size_t kf_local[1] = {256};
                size_t kf_global[1] = {(size_t)nv};
                static struct kf_cl_site kf_site_neighbour_sum_L3;
                kf_cl_fit(1, kf_global, kf_local, &kf_site_neighbour_sum_L3);
                kf_cl_arg(kf_cl_kernel_neighbour_sum_L3, 0, sizeof nv, &nv, 29);
                kf_cl_arg(kf_cl_kernel_neighbour_sum_L3, 1, sizeof kf_adj_dev, &kf_adj_dev, 29);
                kf_cl_arg(kf_cl_kernel_neighbour_sum_L3, 2, sizeof kf_w_dev, &kf_w_dev, 29);
                kf_cl_arg(kf_cl_kernel_neighbour_sum_L3, 3, sizeof kf_off_dev, &kf_off_dev, 29);
                kf_cl_arg(kf_cl_kernel_neighbour_sum_L3, 4, sizeof kf_acc_dev, &kf_acc_dev, 29);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_neighbour_sum_L3, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(neighbour_sum_L3)", 29);
            }
        }
        kf_cl_read(acc, kf_acc_dev, kf_acc_bytes, 29);
        kf_cl_check(clReleaseMemObject(kf_adj_dev), "clReleaseMemObject", 34);
        kf_cl_check(clReleaseMemObject(kf_w_dev), "clReleaseMemObject", 34);
        kf_cl_check(clReleaseMemObject(kf_off_dev), "clReleaseMemObject", 34);
    }
#pragma endscop
}

void hashed(int n, const unsigned *key, const int *tab, int *restrict out)
{
#pragma scop
    for (int i = 0; i < n; i++) {
        unsigned bucket = (key[i] * 2654435761u) >> 24;
        if (bucket >= 200)
            bucket -= 56; /* the last buckets fold onto others */
        out[i] = tab[bucket];
    }
#pragma endscop
}

int main(void)
{
    int n = 5000, nv = 700;
    unsigned char *px = malloc(n);
    float *lut = malloc(256 * sizeof *lut), *tone = malloc(n * sizeof *tone);
    int *perm = malloc(n * sizeof *perm), *off = malloc((nv + 1) * sizeof *off);
    double *src = malloc(n * sizeof *src), *dst = malloc(n * sizeof *dst);
    unsigned *key = malloc(n * sizeof *key);
    int *tab = malloc(256 * sizeof *tab), *hit = malloc(n * sizeof *hit);
    for (int i = 0; i < 256; i++) {
        lut[i] = (float)(i * i) / 255.0f;
        tab[i] = (i * 7) % 31;
    }
    for (int i = 0; i < n; i++) {
        px[i] = (unsigned char)((i * 37) % 251);
        perm[i] = (int)(((long)i * 1237) % n);
        src[i] = 0.5 * i;
        key[i] = (unsigned)i * 2246822519u;
    }
    int ne = 0;
    for (int v = 0; v < nv; v++) {
        off[v] = ne;
        ne += v % 5; /* some vertices have no neighbours */
    }
    off[nv] = ne;
    int *adj = malloc(ne * sizeof *adj);
    float *w = malloc(nv * sizeof *w), *acc = malloc(nv * sizeof *acc);
    for (int e = 0; e < ne; e++)
        adj[e] = (e * 13) % nv;
    for (int v = 0; v < nv; v++)
        w[v] = 1.0f / (1 + v);
    apply_lut(n, px, lut, tone);
    permute(n, perm, src, dst);
    neighbour_sum(nv, off, adj, w, acc);
    hashed(n, key, tab, hit);
    double s1 = 0, s2 = 0, s3 = 0;
    long s4 = 0;
    for (int i = 0; i < n; i++) {
        s1 += tone[i];
        s2 += dst[i] * (i % 3);
        s4 += hit[i];
    }
    for (int v = 0; v < nv; v++)
        s3 += acc[v];
    printf("%.4f %.4f %.6f %ld\n", s1, s2, s3, s4);
    free(px); free(lut); free(tone); free(perm); free(off); free(src); free(dst);
    free(key); free(tab); free(hit); free(adj); free(w); free(acc);
    return 0;
}
