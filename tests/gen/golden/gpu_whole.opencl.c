/* kforge 0.1.0: tests/gen/gpu_whole.c for opencl; 5 kernels */
/* kforge gen --target opencl|cuda: helpers that read all of an array
 * (summ.c cannot name the elements: a binary search, a subscript read
 * from data), on the device where the array's whole extent is known.
 *   - resample: Rodinia particlefilter's findIndex(CDF, ...), a global
 *     table searched by `first`, and `interp`, which calls it: a kernel,
 *     the table copied in once, never back;
 *   - gather: a row of a 2-D array (pick(A[i], ...) reads all of A from
 *     there: the kernel passes (A + i * M)) and an offset (&cdf[1]);
 *   - vla: a VLA parameter's row and a sized parameter plus an offset;
 *   - rescale: a kernel writes the table, the next one searches it (no
 *     fusion: every thread reads all of it), then a loop that writes the
 *     table the helper reads in it stays sequential;
 *   - unknown: a pointer of unknown length: the loop stays on the host,
 *     saying why.
 * Used by tests/gen/test_gen_gpu_whole.sh. */
#include <stdio.h>
#define NP 256
#define M 8

static int first(const double *cdf, int n, double v)
{
    int lo = 0, hi = n - 1;
    while (lo < hi) {
        int m = (lo + hi) / 2;
        if (cdf[m] >= v)
            hi = m;
        else
            lo = m + 1;
    }
    return lo;
}

static double interp(const double *cdf, int n, double v)
{
    int k = first(cdf, n, v);
    return k + (k > 0 ? cdf[k] - cdf[k - 1] : 0.0);
}

static double pick(const double *row, const int *perm, int j)
{
    return row[perm[j]];
}

static double cdf[NP], u[NP], A[NP][M], y[NP], z[NP];
static int idx[NP], perm[M];

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
#ifdef n
    "#define n " KF_STR(n) "\n"
#endif
#ifdef v
    "#define v " KF_STR(v) "\n"
#endif
#ifdef lo
    "#define lo " KF_STR(lo) "\n"
#endif
#ifdef hi
    "#define hi " KF_STR(hi) "\n"
#endif
#ifdef m
    "#define m " KF_STR(m) "\n"
#endif
#ifdef k
    "#define k " KF_STR(k) "\n"
#endif
#ifdef NP
    "#define NP " KF_STR(NP) "\n"
#endif
#ifdef row
    "#define row " KF_STR(row) "\n"
#endif
#ifdef j
    "#define j " KF_STR(j) "\n"
#endif
#ifdef M
    "#define M " KF_STR(M) "\n"
#endif
    "#define first kf_fn_first\n"
    "static int first(__global const double *cdf, int n, double v);\n"
    "#define interp kf_fn_interp\n"
    "static double interp(__global const double *cdf, int n, double v);\n"
    "static int first(__global const double *cdf, int n, double v)\n"
    "{\n"
    "    int lo = 0, hi = n - 1;\n"
    "    while (lo < hi) {\n"
    "        int m = (lo + hi) / 2;\n"
    "        if (cdf[m] >= v)\n"
    "            hi = m;\n"
    "        else\n"
    "            lo = m + 1;\n"
    "    }\n"
    "    return lo;\n"
    "}\n"
    "static double interp(__global const double *cdf, int n, double v)\n"
    "{\n"
    "    int k = first(cdf, n, v);\n"
    "    return k + (k > 0 ? cdf[k] - cdf[k - 1] : 0.0);\n"
    "}\n"
    "\n"
    "__kernel void resample_L1(__global double *cdf, __global double *u, __global int *idx, __global double *y)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    /* resample_L1, line 50 */\n"
    "    {\n"
    "        idx[i] = first(cdf, NP, u[i]);\n"
    "    }\n"
    "    /* resample_L2, line 52 */\n"
    "    {\n"
    "        y[i] = interp(cdf, NP, u[i]) + idx[i];\n"
    "    }\n"
    "}\n"
    "\n"
    "#define pick kf_fn_pick\n"
    "static double pick(__global const double *row, __global const int *perm, int j);\n"
    "static double pick(__global const double *row, __global const int *perm, int j)\n"
    "{\n"
    "    return row[perm[j]];\n"
    "}\n"
    "\n"
    "__kernel void gather_L3(__global double *A, __global int *perm, __global double *cdf, __global double *u, __global double *z)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    z[i] = pick((A + i * 8), perm, i % M) + first(&cdf[1], NP - 1, u[i]);\n"
    "}\n"
    "\n"
    "__kernel void vla_L4(int n, __global double *B, int m, __global int *perm, __global double *c, __global double *u, __global double *w)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= n - 1) {\n"
    "        w[i] = pick((B + i * m), perm, i % m) + first(c + 2, n - 2, u[i]);\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void rescale_L5(__global double *cdf)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    cdf[i] = cdf[i] * 0.5;\n"
    "}\n"
    "\n"
    "__kernel void rescale_L6(__global double *cdf, __global double *u, __global double *y)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    y[i] = first(cdf, NP, u[i]);\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_resample_L1;
static cl_kernel kf_cl_kernel_gather_L3;
static cl_kernel kf_cl_kernel_vla_L4;
static cl_kernel kf_cl_kernel_rescale_L5;
static cl_kernel kf_cl_kernel_rescale_L6;
static struct {
    cl_context kf_context;
    cl_command_queue kf_queue;
    cl_program kf_program;
    size_t kf_groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != CL_SUCCESS) {
        fprintf(stderr, "tests/gen/gpu_whole.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
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
            fprintf(stderr, "tests/gen/gpu_whole.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_resample_L1 = clCreateKernel(kf_cl.kf_program, "resample_L1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(resample_L1)", kf_line);
    kf_cl_kernel_gather_L3 = clCreateKernel(kf_cl.kf_program, "gather_L3", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(gather_L3)", kf_line);
    kf_cl_kernel_vla_L4 = clCreateKernel(kf_cl.kf_program, "vla_L4", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(vla_L4)", kf_line);
    kf_cl_kernel_rescale_L5 = clCreateKernel(kf_cl.kf_program, "rescale_L5", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(rescale_L5)", kf_line);
    kf_cl_kernel_rescale_L6 = clCreateKernel(kf_cl.kf_program, "rescale_L6", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(rescale_L6)", kf_line);
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

static void kf_cl_free_48(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 48);
}

static void kf_cl_free_58(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 58);
}

static void kf_cl_free_66(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 66);
}

static void kf_cl_free_74(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 74);
}

static void resample(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(48);
    const size_t kf_cdf_bytes = (size_t)256 * sizeof cdf[0];
    cl_mem kf_cdf_dev __attribute__((__cleanup__(kf_cl_free_48))) = kf_cl_alloc(kf_cdf_bytes, 48);
    const size_t kf_u_bytes = (size_t)256 * sizeof u[0];
    cl_mem kf_u_dev __attribute__((__cleanup__(kf_cl_free_48))) = kf_cl_alloc(kf_u_bytes, 48);
    const size_t kf_idx_bytes = (size_t)256 * sizeof idx[0];
    cl_mem kf_idx_dev __attribute__((__cleanup__(kf_cl_free_48))) = kf_cl_alloc(kf_idx_bytes, 48);
    const size_t kf_y_bytes = (size_t)256 * sizeof y[0];
    cl_mem kf_y_dev __attribute__((__cleanup__(kf_cl_free_48))) = kf_cl_alloc(kf_y_bytes, 48);
#pragma scop
    {
        kf_cl_init(50);
        kf_cl_write(kf_cdf_dev, cdf, kf_cdf_bytes, 50);
        kf_cl_write(kf_u_dev, u, kf_u_bytes, 50);
        kf_cl_write(kf_idx_dev, idx, kf_idx_bytes, 50);
        kf_cl_write(kf_y_dev, y, kf_y_bytes, 50);
        if (256 > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)256};
            static struct kf_cl_site kf_site_resample_L1;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_resample_L1);
            kf_cl_arg(kf_cl_kernel_resample_L1, 0, sizeof kf_cdf_dev, &kf_cdf_dev, 50);
            kf_cl_arg(kf_cl_kernel_resample_L1, 1, sizeof kf_u_dev, &kf_u_dev, 50);
            kf_cl_arg(kf_cl_kernel_resample_L1, 2, sizeof kf_idx_dev, &kf_idx_dev, 50);
            kf_cl_arg(kf_cl_kernel_resample_L1, 3, sizeof kf_y_dev, &kf_y_dev, 50);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_resample_L1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(resample_L1)", 50);
        }
        kf_cl_read(idx, kf_idx_dev, kf_idx_bytes, 50);
        kf_cl_read(y, kf_y_dev, kf_y_bytes, 50);
    }
#pragma endscop
}

static void gather(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(58);
    const size_t kf_A_bytes = (size_t)256 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_58))) = kf_cl_alloc(kf_A_bytes, 58);
    const size_t kf_perm_bytes = (size_t)8 * sizeof perm[0];
    cl_mem kf_perm_dev __attribute__((__cleanup__(kf_cl_free_58))) = kf_cl_alloc(kf_perm_bytes, 58);
    const size_t kf_cdf_bytes = (size_t)256 * sizeof cdf[0];
    cl_mem kf_cdf_dev __attribute__((__cleanup__(kf_cl_free_58))) = kf_cl_alloc(kf_cdf_bytes, 58);
    const size_t kf_u_bytes = (size_t)256 * sizeof u[0];
    cl_mem kf_u_dev __attribute__((__cleanup__(kf_cl_free_58))) = kf_cl_alloc(kf_u_bytes, 58);
    const size_t kf_z_bytes = (size_t)256 * sizeof z[0];
    cl_mem kf_z_dev __attribute__((__cleanup__(kf_cl_free_58))) = kf_cl_alloc(kf_z_bytes, 58);
#pragma scop
    {
        kf_cl_init(60);
        kf_cl_write(kf_A_dev, A, kf_A_bytes, 60);
        kf_cl_write(kf_perm_dev, perm, kf_perm_bytes, 60);
        kf_cl_write(kf_cdf_dev, cdf, kf_cdf_bytes, 60);
        kf_cl_write(kf_u_dev, u, kf_u_bytes, 60);
        kf_cl_write(kf_z_dev, z, kf_z_bytes, 60);
        if (256 > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)256};
            static struct kf_cl_site kf_site_gather_L3;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_gather_L3);
            kf_cl_arg(kf_cl_kernel_gather_L3, 0, sizeof kf_A_dev, &kf_A_dev, 60);
            kf_cl_arg(kf_cl_kernel_gather_L3, 1, sizeof kf_perm_dev, &kf_perm_dev, 60);
            kf_cl_arg(kf_cl_kernel_gather_L3, 2, sizeof kf_cdf_dev, &kf_cdf_dev, 60);
            kf_cl_arg(kf_cl_kernel_gather_L3, 3, sizeof kf_u_dev, &kf_u_dev, 60);
            kf_cl_arg(kf_cl_kernel_gather_L3, 4, sizeof kf_z_dev, &kf_z_dev, 60);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_gather_L3, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(gather_L3)", 60);
        }
        kf_cl_read(z, kf_z_dev, kf_z_bytes, 60);
    }
#pragma endscop
}

static void vla(int n, int m, double B[n][m], const double c[n], double *restrict w)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(66);
    const size_t kf_B_bytes = (size_t)n * sizeof B[0];
    cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_66))) = kf_cl_alloc(kf_B_bytes, 66);
    const size_t kf_perm_bytes = (size_t)8 * sizeof perm[0];
    cl_mem kf_perm_dev __attribute__((__cleanup__(kf_cl_free_66))) = kf_cl_alloc(kf_perm_bytes, 66);
    const size_t kf_c_bytes = (size_t)n * sizeof c[0];
    cl_mem kf_c_dev __attribute__((__cleanup__(kf_cl_free_66))) = kf_cl_alloc(kf_c_bytes, 66);
    const size_t kf_u_bytes = (size_t)256 * sizeof u[0];
    cl_mem kf_u_dev __attribute__((__cleanup__(kf_cl_free_66))) = kf_cl_alloc(kf_u_bytes, 66);
    const size_t kf_w_bytes = (size_t)n * sizeof w[0];
    cl_mem kf_w_dev __attribute__((__cleanup__(kf_cl_free_66))) = kf_cl_alloc(kf_w_bytes, 66);
#pragma scop
    {
        kf_cl_init(68);
        kf_cl_write(kf_B_dev, B, kf_B_bytes, 68);
        kf_cl_write(kf_perm_dev, perm, kf_perm_bytes, 68);
        kf_cl_write(kf_c_dev, c, kf_c_bytes, 68);
        kf_cl_write(kf_u_dev, u, kf_u_bytes, 68);
        kf_cl_write(kf_w_dev, w, kf_w_bytes, 68);
        if (n > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)n};
            static struct kf_cl_site kf_site_vla_L4;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_vla_L4);
            kf_cl_arg(kf_cl_kernel_vla_L4, 0, sizeof n, &n, 68);
            kf_cl_arg(kf_cl_kernel_vla_L4, 1, sizeof kf_B_dev, &kf_B_dev, 68);
            kf_cl_arg(kf_cl_kernel_vla_L4, 2, sizeof m, &m, 68);
            kf_cl_arg(kf_cl_kernel_vla_L4, 3, sizeof kf_perm_dev, &kf_perm_dev, 68);
            kf_cl_arg(kf_cl_kernel_vla_L4, 4, sizeof kf_c_dev, &kf_c_dev, 68);
            kf_cl_arg(kf_cl_kernel_vla_L4, 5, sizeof kf_u_dev, &kf_u_dev, 68);
            kf_cl_arg(kf_cl_kernel_vla_L4, 6, sizeof kf_w_dev, &kf_w_dev, 68);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_vla_L4, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(vla_L4)", 68);
        }
        kf_cl_read(w, kf_w_dev, kf_w_bytes, 68);
    }
#pragma endscop
}

static void rescale(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(74);
    const size_t kf_cdf_bytes = (size_t)256 * sizeof cdf[0];
    cl_mem kf_cdf_dev __attribute__((__cleanup__(kf_cl_free_74))) = kf_cl_alloc(kf_cdf_bytes, 74);
    const size_t kf_u_bytes = (size_t)256 * sizeof u[0];
    cl_mem kf_u_dev __attribute__((__cleanup__(kf_cl_free_74))) = kf_cl_alloc(kf_u_bytes, 74);
    const size_t kf_y_bytes = (size_t)256 * sizeof y[0];
    cl_mem kf_y_dev __attribute__((__cleanup__(kf_cl_free_74))) = kf_cl_alloc(kf_y_bytes, 74);
#pragma scop
    {
        kf_cl_init(76);
        kf_cl_write(kf_cdf_dev, cdf, kf_cdf_bytes, 76);
        if (256 > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)256};
            static struct kf_cl_site kf_site_rescale_L5;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_rescale_L5);
            kf_cl_arg(kf_cl_kernel_rescale_L5, 0, sizeof kf_cdf_dev, &kf_cdf_dev, 76);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_rescale_L5, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(rescale_L5)", 76);
        }
        kf_cl_write(kf_u_dev, u, kf_u_bytes, 78);
        kf_cl_write(kf_y_dev, y, kf_y_bytes, 78);
        if (256 > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)256};
            static struct kf_cl_site kf_site_rescale_L6;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_rescale_L6);
            kf_cl_arg(kf_cl_kernel_rescale_L6, 0, sizeof kf_cdf_dev, &kf_cdf_dev, 78);
            kf_cl_arg(kf_cl_kernel_rescale_L6, 1, sizeof kf_u_dev, &kf_u_dev, 78);
            kf_cl_arg(kf_cl_kernel_rescale_L6, 2, sizeof kf_y_dev, &kf_y_dev, 78);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_rescale_L6, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(rescale_L6)", 78);
        }
        kf_cl_read(cdf, kf_cdf_dev, kf_cdf_bytes, 80);
        for (int i = 0; i < NP; i++) {
            idx[i] = first(cdf, NP, u[i]);
            cdf[i] = cdf[i] * 2;
        }
        kf_cl_read(y, kf_y_dev, kf_y_bytes, 80);
    }
#pragma endscop
}

static void unknown(const double *p, int n, int *out)
{
#pragma scop
    for (int i = 0; i < n; i++)
        out[i] = first(p, n, u[i]);
#pragma endscop
}

int main(void)
{
    static double B[NP][M], w[NP];
    static int o[NP];
    double s = 0;
    for (int i = 0; i < NP; i++) {
        s += (i % 7) * 0.01 + 0.001;
        cdf[i] = s;
        u[i] = (i * 37 % NP) * 0.01;
        for (int j = 0; j < M; j++) {
            A[i][j] = i + 0.5 * j;
            B[i][j] = i - 0.25 * j;
        }
    }
    for (int j = 0; j < M; j++)
        perm[j] = (j * 5) % M;
    resample();
    gather();
    vla(NP, M, B, cdf, w);
    unknown(cdf, NP, o);
    rescale();
    double r = 0;
    for (int i = 0; i < NP; i++)
        r += idx[i] * (i % 5 + 1) + y[i] + z[i] + w[i] + o[i] + cdf[i];
    printf("%.6f\n", r);
    return 0;
}
