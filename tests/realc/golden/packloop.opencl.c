/* kforge 0.1.0: tests/realc/packloop.c for opencl; 4 kernels */
/* packloop.c: induction variables on the GPU targets, in the shapes around
 * a kernel: an index reset before the loop in each step of a time loop that
 * stays on the host (a kernel launched per step, the index advanced after
 * each launch), two packing loops side by side (their kernels fused, each
 * sets its own index) and a third that reads the index they leave (not
 * fused: it needs the final value), and a loop that also sums (a reduction: its index
 * keeps it on the host, saying why). */
#include <stdio.h>

#define N 3000
#define T 4

static float a[N], rows[T][2 * N + 8], hdr[T];
static double b[N], out[2 * N + 8], o2[3 * N + 8], c[2 * N + 8], d[N];

/* per step: the row packed from 5 on, its header from the last element */
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
    "__kernel void steps_L1_1(int t, int k, __global float *a, __global float *rows)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= -t + 2999) {\n"
    "        k = k + 2 * (i - (0));\n"
    "        rows[t * 6008 + k++] = a[i] + (float)t;\n"
    "        rows[t * 6008 + k++] = a[i] * 0.5f;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void steps_S4(int t, int k, __global float *rows, __global float *hdr)\n"
    "{\n"
    "    hdr[t] = rows[t * 6008 + k - 1];\n"
    "}\n"
    "\n"
    "__kernel void side_by_side_L2(int n, int k, __global double *b, __global double *out, int m, __global double *o2)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= n - 1) {\n"
    "        /* side_by_side_L2, line 38 */\n"
    "        {\n"
    "            k = k + 2 * (i - (0));\n"
    "            out[k++] = b[i] * 2.0;\n"
    "            out[k++] = b[i] + 1.0;\n"
    "        }\n"
    "        /* side_by_side_L3, line 42 */\n"
    "        {\n"
    "            m = m + 3 * (i - (0));\n"
    "            o2[m] = b[i] * 3.0;\n"
    "            m += 3;\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void side_by_side_L4(int n, int k, __global double *b, __global double *d)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= n - 1) {\n"
    "        d[i] = b[i] + k;\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_steps_L1_1;
static cl_kernel kf_cl_kernel_steps_S4;
static cl_kernel kf_cl_kernel_side_by_side_L2;
static cl_kernel kf_cl_kernel_side_by_side_L4;
static struct {
    cl_context kf_context;
    cl_command_queue kf_queue;
    cl_program kf_program;
    size_t kf_groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != CL_SUCCESS) {
        fprintf(stderr, "tests/realc/packloop.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
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
            fprintf(stderr, "tests/realc/packloop.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_steps_L1_1 = clCreateKernel(kf_cl.kf_program, "steps_L1_1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(steps_L1_1)", kf_line);
    kf_cl_kernel_steps_S4 = clCreateKernel(kf_cl.kf_program, "steps_S4", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(steps_S4)", kf_line);
    kf_cl_kernel_side_by_side_L2 = clCreateKernel(kf_cl.kf_program, "side_by_side_L2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(side_by_side_L2)", kf_line);
    kf_cl_kernel_side_by_side_L4 = clCreateKernel(kf_cl.kf_program, "side_by_side_L4", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(side_by_side_L4)", kf_line);
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

static void kf_cl_free_35(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 35);
}

static int steps(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(18);
    const size_t kf_a_bytes = (size_t)3000 * sizeof a[0];
    cl_mem kf_a_dev __attribute__((__cleanup__(kf_cl_free_18))) = kf_cl_alloc(kf_a_bytes, 18);
    const size_t kf_rows_bytes = (size_t)4 * sizeof rows[0];
    cl_mem kf_rows_dev __attribute__((__cleanup__(kf_cl_free_18))) = kf_cl_alloc(kf_rows_bytes, 18);
    const size_t kf_hdr_bytes = (size_t)4 * sizeof hdr[0];
    cl_mem kf_hdr_dev __attribute__((__cleanup__(kf_cl_free_18))) = kf_cl_alloc(kf_hdr_bytes, 18);
    int k = 0;
#pragma scop
    {
        kf_cl_init(21);
        kf_cl_write(kf_a_dev, a, kf_a_bytes, 21);
        kf_cl_write(kf_rows_dev, rows, kf_rows_bytes, 21);
        kf_cl_write(kf_hdr_dev, hdr, kf_hdr_bytes, 21);
        for (int t = 0; t < T; t++) {
            k = 5;
            if (-t + 3000 > 0) {
                size_t kf_local[1] = {256};
                size_t kf_global[1] = {(size_t)(-t + 3000)};
                static struct kf_cl_site kf_site_steps_L1_1;
                kf_cl_fit(1, kf_global, kf_local, &kf_site_steps_L1_1);
                kf_cl_arg(kf_cl_kernel_steps_L1_1, 0, sizeof t, &t, 23);
                kf_cl_arg(kf_cl_kernel_steps_L1_1, 1, sizeof k, &k, 23);
                kf_cl_arg(kf_cl_kernel_steps_L1_1, 2, sizeof kf_a_dev, &kf_a_dev, 23);
                kf_cl_arg(kf_cl_kernel_steps_L1_1, 3, sizeof kf_rows_dev, &kf_rows_dev, 23);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_steps_L1_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(steps_L1_1)", 23);
                k += 2 * (-t + 3000);
            }
            {
                size_t kf_local[1] = {1};
                size_t kf_global[1] = {1};
                kf_cl_arg(kf_cl_kernel_steps_S4, 0, sizeof t, &t, 27);
                kf_cl_arg(kf_cl_kernel_steps_S4, 1, sizeof k, &k, 27);
                kf_cl_arg(kf_cl_kernel_steps_S4, 2, sizeof kf_rows_dev, &kf_rows_dev, 27);
                kf_cl_arg(kf_cl_kernel_steps_S4, 3, sizeof kf_hdr_dev, &kf_hdr_dev, 27);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_steps_S4, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(steps_S4)", 27);
            }
        }
        kf_cl_read(rows, kf_rows_dev, kf_rows_bytes, 21);
        kf_cl_read(hdr, kf_hdr_dev, kf_hdr_bytes, 21);
    }
#pragma endscop
    return k;
}

/* two packing loops over the same range */
static int side_by_side(int n)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(35);
    const size_t kf_b_bytes = (size_t)3000 * sizeof b[0];
    cl_mem kf_b_dev __attribute__((__cleanup__(kf_cl_free_35))) = kf_cl_alloc(kf_b_bytes, 35);
    const size_t kf_out_bytes = (size_t)6008 * sizeof out[0];
    cl_mem kf_out_dev __attribute__((__cleanup__(kf_cl_free_35))) = kf_cl_alloc(kf_out_bytes, 35);
    const size_t kf_o2_bytes = (size_t)9008 * sizeof o2[0];
    cl_mem kf_o2_dev __attribute__((__cleanup__(kf_cl_free_35))) = kf_cl_alloc(kf_o2_bytes, 35);
    const size_t kf_d_bytes = (size_t)3000 * sizeof d[0];
    cl_mem kf_d_dev __attribute__((__cleanup__(kf_cl_free_35))) = kf_cl_alloc(kf_d_bytes, 35);
    int k = 3, m = 1;
#pragma scop
    {
        kf_cl_init(38);
        kf_cl_write(kf_b_dev, b, kf_b_bytes, 38);
        kf_cl_write(kf_out_dev, out, kf_out_bytes, 38);
        kf_cl_write(kf_o2_dev, o2, kf_o2_bytes, 38);
        if (n > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)n};
            static struct kf_cl_site kf_site_side_by_side_L2;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_side_by_side_L2);
            kf_cl_arg(kf_cl_kernel_side_by_side_L2, 0, sizeof n, &n, 38);
            kf_cl_arg(kf_cl_kernel_side_by_side_L2, 1, sizeof k, &k, 38);
            kf_cl_arg(kf_cl_kernel_side_by_side_L2, 2, sizeof kf_b_dev, &kf_b_dev, 38);
            kf_cl_arg(kf_cl_kernel_side_by_side_L2, 3, sizeof kf_out_dev, &kf_out_dev, 38);
            kf_cl_arg(kf_cl_kernel_side_by_side_L2, 4, sizeof m, &m, 38);
            kf_cl_arg(kf_cl_kernel_side_by_side_L2, 5, sizeof kf_o2_dev, &kf_o2_dev, 38);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_side_by_side_L2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(side_by_side_L2)", 38);
            k += 2 * (n);
            m += 3 * (n);
        }
        kf_cl_write(kf_d_dev, d, kf_d_bytes, 46);
        if (n > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)n};
            static struct kf_cl_site kf_site_side_by_side_L4;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_side_by_side_L4);
            kf_cl_arg(kf_cl_kernel_side_by_side_L4, 0, sizeof n, &n, 46);
            kf_cl_arg(kf_cl_kernel_side_by_side_L4, 1, sizeof k, &k, 46);
            kf_cl_arg(kf_cl_kernel_side_by_side_L4, 2, sizeof kf_b_dev, &kf_b_dev, 46);
            kf_cl_arg(kf_cl_kernel_side_by_side_L4, 3, sizeof kf_d_dev, &kf_d_dev, 46);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_side_by_side_L4, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(side_by_side_L4)", 46);
        }
        kf_cl_read(out, kf_out_dev, kf_out_bytes, 46);
        kf_cl_read(o2, kf_o2_dev, kf_o2_bytes, 46);
        kf_cl_read(d, kf_d_dev, kf_d_bytes, 46);
    }
#pragma endscop
    return k + m;
}

/* a sum beside the packing: a reduction kernel cannot set the index */
static double sum_and_pack(int n, int *kk)
{
    int k = *kk;
    double s = 0.0;
#pragma scop
    for (int i = 0; i < n; i++) {
        s += b[i];
        c[k++] = b[i] - 1.0;
    }
#pragma endscop
    *kk = k;
    return s;
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        a[i] = (float)(i % 13) - 6.0f;
        b[i] = (double)((i * 7) % 19) / 3.0;
    }
    int k = steps(), km = side_by_side(N), kk = 2;
    double s = sum_and_pack(N, &kk), u = 0.0;
    for (int t = 0; t < T; t++) {
        u += hdr[t];
        for (int i = 0; i < 2 * N + 8; i++)
            u += rows[t][i] * (1 + i % 5);
    }
    for (int i = 0; i < 2 * N + 8; i++)
        u += (out[i] + c[i]) * (1 + i % 3);
    for (int i = 0; i < 3 * N + 8; i++)
        u += o2[i] * (1 + i % 7);
    for (int i = 0; i < N; i++)
        u += d[i] * (1 + i % 4);
    printf("packloop %d %d %d %.3f %.3f\n", k, km, kk, s, u);
    return 0;
}
