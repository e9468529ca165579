/* kforge 0.1.0: tests/realc/seeds.c for opencl; 4 kernels */
/* seeds.c: helpers of the file that write through their pointer
 * parameters, called in loops the way Rodinia's particlefilter calls
 * randn(seed, x), which writes seed[x] through randu.  A call becomes the
 * accesses the helper's summary gives, its arguments substituted:
 *   - walk: gauss(seed, p) reads and writes seed[p] through uniform (and
 *     reads the globals MUL, INC, MOD); cap(x, p, hi) may write x[p]:
 *     parallel;
 *   - fill: put(a, cols, i, j, v) writes a[i * cols + j]: parallel;
 *   - tally: count(c, by) writes c[0] in every iteration: sequential, the
 *     warning names the element and the call;
 *   - deep: depth(t + 4 * i, 3) recurses, so its summary is unknown:
 *     sequential, saying so (helpers with loops: norms, grid, spread).
 * Written for kforge's tests. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define N 20000

static const long MOD = 2147483647;
static int MUL = 1103515245, INC = 12345;

/* a linear congruential step on seed[index]: reads and writes that
 * element only, reads three globals */
static double uniform(int *seed, int index)
{
    int num = MUL * seed[index] + INC;
    seed[index] = (int)(num % MOD);
    return fabs(seed[index] / ((double)MOD));
}

/* two steps through uniform: its summary, substituted */
static double gauss(int *seed, int index)
{
    double u = uniform(seed, index), v = uniform(seed, index);
    return sqrt(-2 * log(u + 1e-12)) * cos(2 * 3.14159265358979 * v);
}

/* may write v[i] */
static void cap(double *v, int i, double hi)
{
    if (v[i] > hi)
        v[i] = hi;
}

/* writes a[i * n + j] */
static void put(double *a, int n, int i, int j, double v)
{
    int k = i * n + j;
    a[k] = v;
}

/* always writes c[0]: a hash every call folds into, in order */
static void count(long *c, int by)
{
    c[0] = (c[0] * 31 + by) % 1000003;
}

/* recurses: its summary is unknown */
static int depth(int *t, int i)
{
    if (i <= 0)
        return t[0];
    t[i] = depth(t, i - 1) + 1;
    return t[i];
}

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
#ifdef index
    "#define index " KF_STR(index) "\n"
#endif
#ifdef num
    "#define num " KF_STR(num) "\n"
#endif
#ifdef u
    "#define u " KF_STR(u) "\n"
#endif
#ifdef v
    "#define v " KF_STR(v) "\n"
#endif
#ifdef i
    "#define i " KF_STR(i) "\n"
#endif
#ifdef hi
    "#define hi " KF_STR(hi) "\n"
#endif
#ifdef n
    "#define n " KF_STR(n) "\n"
#endif
#ifdef k
    "#define k " KF_STR(k) "\n"
#endif
#ifdef row
    "#define row " KF_STR(row) "\n"
#endif
#ifdef s
    "#define s " KF_STR(s) "\n"
#endif
#ifdef j
    "#define j " KF_STR(j) "\n"
#endif
#ifdef GC
    "#define GC " KF_STR(GC) "\n"
#else
    "#define GC 64\n"
#endif
    "__constant long MOD = 2147483647;\n"
    "__constant int MUL = 1103515245;\n"
    "__constant int INC = 12345;\n"
    "#define uniform kf_fn_uniform\n"
    "static double uniform(__global int *seed, int index);\n"
    "#define gauss kf_fn_gauss\n"
    "static double gauss(__global int *seed, int index);\n"
    "#define cap kf_fn_cap\n"
    "static void cap(__global double *v, int i, double hi);\n"
    "static double uniform(__global int *seed, int index)\n"
    "{\n"
    "    int num = MUL * seed[index] + INC;\n"
    "    seed[index] = (int)(num % MOD);\n"
    "    return fabs(seed[index] / ((double)MOD));\n"
    "}\n"
    "static double gauss(__global int *seed, int index)\n"
    "{\n"
    "    double u = uniform(seed, index), v = uniform(seed, index);\n"
    "    return sqrt(-2 * log(u + 1e-12)) * cos(2 * 3.14159265358979 * v);\n"
    "}\n"
    "static void cap(__global double *v, int i, double hi)\n"
    "{\n"
    "    if (v[i] > hi)\n"
    "        v[i] = hi;\n"
    "}\n"
    "\n"
    "__kernel void walk_L1(int n, __global double *x, __global int *seed, __global double *y)\n"
    "{\n"
    "    int p = (int)get_global_id(0);\n"
    "    if (p <= n - 1) {\n"
    "        x[p] += 1 + 5 * gauss(seed, p);\n"
    "        y[p] += -2 + 2 * gauss(seed, p);\n"
    "        cap(x, p, 4.0);\n"
    "    }\n"
    "}\n"
    "\n"
    "#define put kf_fn_put\n"
    "static void put(__global double *a, int n, int i, int j, double v);\n"
    "static void put(__global double *a, int n, int i, int j, double v)\n"
    "{\n"
    "    int k = i * n + j;\n"
    "    a[k] = v;\n"
    "}\n"
    "\n"
    "__kernel void fill_L2(int rows, int cols, __global double *a)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    if (kf_hi_j <= cols - 1) {\n"
    "        put(a, cols, i, j, (double)(i - j) * 0.5);\n"
    "    } else if (j <= cols - 1) {\n"
    "        put(a, cols, i, j, (double)(i - j) * 0.5);\n"
    "    }\n"
    "}\n"
    "\n"
    "#define scale_row kf_fn_scale_row\n"
    "static void scale_row(__global double *row, int n, double s);\n"
    "#define dot kf_fn_dot\n"
    "static double dot(__global const double *u, __global const double *v, int n);\n"
    "static void scale_row(__global double *row, int n, double s)\n"
    "{\n"
    "    for (int j = 0; j < n; j++)\n"
    "        row[j] *= s;\n"
    "}\n"
    "static double dot(__global const double *u, __global const double *v, int n)\n"
    "{\n"
    "    double s = 0.0;\n"
    "    int j;\n"
    "    for (j = 0; j < n; j++)\n"
    "        s += u[j] * v[j];\n"
    "    return s;\n"
    "}\n"
    "\n"
    "__kernel void norms_L5(int rows, __global double *a, int cols, __global double *w, __global double *y)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= rows - 1) {\n"
    "        scale_row(&a[i * cols], cols, 1.0 / (1 + i));\n"
    "        y[i] = dot(&a[i * cols], w, cols);\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void grid_L6(__global double *g, __global double *out)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= 299) {\n"
    "        scale_row((g + i * 64), GC, 0.5 + i % 3);\n"
    "        out[i] = dot((g + i * 64), (g + i * 64), GC);\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_walk_L1;
static cl_kernel kf_cl_kernel_fill_L2;
static cl_kernel kf_cl_kernel_norms_L5;
static cl_kernel kf_cl_kernel_grid_L6;
static struct {
    cl_context kf_context;
    cl_command_queue kf_queue;
    cl_program kf_program;
    size_t kf_groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != CL_SUCCESS) {
        fprintf(stderr, "tests/realc/seeds.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
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
            fprintf(stderr, "tests/realc/seeds.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_walk_L1 = clCreateKernel(kf_cl.kf_program, "walk_L1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(walk_L1)", kf_line);
    kf_cl_kernel_fill_L2 = clCreateKernel(kf_cl.kf_program, "fill_L2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(fill_L2)", kf_line);
    kf_cl_kernel_norms_L5 = clCreateKernel(kf_cl.kf_program, "norms_L5", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(norms_L5)", kf_line);
    kf_cl_kernel_grid_L6 = clCreateKernel(kf_cl.kf_program, "grid_L6", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(grid_L6)", kf_line);
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

static void kf_cl_free_69(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 69);
}

static void kf_cl_free_80(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 80);
}

static void kf_cl_free_140(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 140);
}

static void kf_cl_free_150(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 150);
}

static void walk(int *seed, double *restrict x, double *restrict y, int n)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(69);
    const size_t kf_x_bytes = (size_t)n * sizeof x[0];
    cl_mem kf_x_dev __attribute__((__cleanup__(kf_cl_free_69))) = kf_cl_alloc(kf_x_bytes, 69);
    const size_t kf_seed_bytes = (size_t)n * sizeof seed[0];
    cl_mem kf_seed_dev __attribute__((__cleanup__(kf_cl_free_69))) = kf_cl_alloc(kf_seed_bytes, 69);
    const size_t kf_y_bytes = (size_t)n * sizeof y[0];
    cl_mem kf_y_dev __attribute__((__cleanup__(kf_cl_free_69))) = kf_cl_alloc(kf_y_bytes, 69);
#pragma scop
    {
        kf_cl_init(71);
        kf_cl_write(kf_x_dev, x, kf_x_bytes, 71);
        kf_cl_write(kf_seed_dev, seed, kf_seed_bytes, 71);
        kf_cl_write(kf_y_dev, y, kf_y_bytes, 71);
        if (n > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)n};
            static struct kf_cl_site kf_site_walk_L1;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_walk_L1);
            kf_cl_arg(kf_cl_kernel_walk_L1, 0, sizeof n, &n, 71);
            kf_cl_arg(kf_cl_kernel_walk_L1, 1, sizeof kf_x_dev, &kf_x_dev, 71);
            kf_cl_arg(kf_cl_kernel_walk_L1, 2, sizeof kf_seed_dev, &kf_seed_dev, 71);
            kf_cl_arg(kf_cl_kernel_walk_L1, 3, sizeof kf_y_dev, &kf_y_dev, 71);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_walk_L1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(walk_L1)", 71);
        }
        kf_cl_read(x, kf_x_dev, kf_x_bytes, 71);
        kf_cl_read(seed, kf_seed_dev, kf_seed_bytes, 71);
        kf_cl_read(y, kf_y_dev, kf_y_bytes, 71);
    }
#pragma endscop
}

static void fill(double *a, int rows, int cols)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(80);
    const size_t kf_a_bytes = (size_t)(rows*cols) * sizeof a[0];
    cl_mem kf_a_dev __attribute__((__cleanup__(kf_cl_free_80))) = kf_cl_alloc(kf_a_bytes, 80);
#pragma scop
    {
        kf_cl_init(82);
        kf_cl_write(kf_a_dev, a, kf_a_bytes, 82);
        if (rows > 0 && cols > 0) {
            size_t kf_local[2] = {256, 1};
            size_t kf_global[2] = {(size_t)cols, (size_t)rows};
            static struct kf_cl_site kf_site_fill_L2;
            kf_cl_fit(2, kf_global, kf_local, &kf_site_fill_L2);
            kf_cl_arg(kf_cl_kernel_fill_L2, 0, sizeof rows, &rows, 82);
            kf_cl_arg(kf_cl_kernel_fill_L2, 1, sizeof cols, &cols, 82);
            kf_cl_arg(kf_cl_kernel_fill_L2, 2, sizeof kf_a_dev, &kf_a_dev, 82);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_fill_L2, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(fill_L2)", 82);
        }
        kf_cl_read(a, kf_a_dev, kf_a_bytes, 82);
    }
#pragma endscop
}

static void tally(const int *seed, long *c, int n)
{
#pragma scop
    for (int i = 0; i < n; i++)
        count(c, seed[i] % 7);
#pragma endscop
}

static void deep(int *t, int *out, int n)
{
#pragma scop
    for (int i = 0; i < n; i++)
        out[i] = depth(t + 4 * i, 3);
#pragma endscop
}

/* Helpers whose loops run over a row:
 *   - norms: scale_row(&a[i * cols], cols, s) and dot(&a[i * cols], w,
 *     cols) reach a[i*cols + j] for 0 <= j < cols (a range), so rows are
 *     parallel; a, w and y may overlap, and the ranges are what the
 *     run-time test compares;
 *   - grid: the same through rows of a double g[GR][GC] (g[i]);
 *   - spread: spill(&a[i * cols], cols) writes one element past its row,
 *     the next row's first: sequential, the range named. */
#define GR 300
#define GC 64

/* a loop over the row: reads and writes row[0..n - 1] */
static void scale_row(double *row, int n, double s)
{
    for (int j = 0; j < n; j++)
        row[j] *= s;
}

/* reads u[0..n - 1] and v[0..n - 1] */
static double dot(const double *u, const double *v, int n)
{
    double s = 0.0;
    int j;
    for (j = 0; j < n; j++)
        s += u[j] * v[j];
    return s;
}

/* writes row[0..n]: one element more than a row of n */
static void spill(double *row, int n)
{
    for (int j = 0; j <= n; j++)
        row[j] = row[j] * 0.5 + j;
}

static void norms(double *a, const double *w, double *y, int rows, int cols)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(140);
    const size_t kf_a_bytes = (size_t)(rows*cols) * sizeof a[0];
    cl_mem kf_a_dev __attribute__((__cleanup__(kf_cl_free_140))) = kf_cl_alloc(kf_a_bytes, 140);
    const size_t kf_w_bytes = (size_t)cols * sizeof w[0];
    cl_mem kf_w_dev __attribute__((__cleanup__(kf_cl_free_140))) = kf_cl_alloc(kf_w_bytes, 140);
    const size_t kf_y_bytes = (size_t)rows * sizeof y[0];
    cl_mem kf_y_dev __attribute__((__cleanup__(kf_cl_free_140))) = kf_cl_alloc(kf_y_bytes, 140);
#pragma scop
    if ((((unsigned long long)a + (rows*cols) * sizeof *a) <= (unsigned long long)w || ((unsigned long long)w + (cols) * sizeof *w) <= (unsigned long long)a) &&
    (((unsigned long long)a + (rows*cols) * sizeof *a) <= (unsigned long long)y || ((unsigned long long)y + (rows) * sizeof *y) <= (unsigned long long)a) &&
    (((unsigned long long)y + (rows) * sizeof *y) <= (unsigned long long)w || ((unsigned long long)w + (cols) * sizeof *w) <= (unsigned long long)y)) {
    {
        kf_cl_init(142);
        kf_cl_write(kf_a_dev, a, kf_a_bytes, 142);
        kf_cl_write(kf_w_dev, w, kf_w_bytes, 142);
        kf_cl_write(kf_y_dev, y, kf_y_bytes, 142);
        if (rows > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)rows};
            static struct kf_cl_site kf_site_norms_L5;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_norms_L5);
            kf_cl_arg(kf_cl_kernel_norms_L5, 0, sizeof rows, &rows, 142);
            kf_cl_arg(kf_cl_kernel_norms_L5, 1, sizeof kf_a_dev, &kf_a_dev, 142);
            kf_cl_arg(kf_cl_kernel_norms_L5, 2, sizeof cols, &cols, 142);
            kf_cl_arg(kf_cl_kernel_norms_L5, 3, sizeof kf_w_dev, &kf_w_dev, 142);
            kf_cl_arg(kf_cl_kernel_norms_L5, 4, sizeof kf_y_dev, &kf_y_dev, 142);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_norms_L5, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(norms_L5)", 142);
        }
        kf_cl_read(a, kf_a_dev, kf_a_bytes, 142);
        kf_cl_read(y, kf_y_dev, kf_y_bytes, 142);
    }
    } else {
    for (int i = 0; i < rows; i++) {
        scale_row(&a[i * cols], cols, 1.0 / (1 + i));
        y[i] = dot(&a[i * cols], w, cols);
    }
    }
#pragma endscop
}

static void grid(double g[GR][GC], double *restrict out)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(150);
    const size_t kf_g_bytes = (size_t)300 * sizeof g[0];
    cl_mem kf_g_dev __attribute__((__cleanup__(kf_cl_free_150))) = kf_cl_alloc(kf_g_bytes, 150);
    const size_t kf_out_bytes = (size_t)300 * sizeof out[0];
    cl_mem kf_out_dev __attribute__((__cleanup__(kf_cl_free_150))) = kf_cl_alloc(kf_out_bytes, 150);
#pragma scop
    {
        kf_cl_init(152);
        kf_cl_write(kf_g_dev, g, kf_g_bytes, 152);
        kf_cl_write(kf_out_dev, out, kf_out_bytes, 152);
        if (300 > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)300};
            static struct kf_cl_site kf_site_grid_L6;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_grid_L6);
            kf_cl_arg(kf_cl_kernel_grid_L6, 0, sizeof kf_g_dev, &kf_g_dev, 152);
            kf_cl_arg(kf_cl_kernel_grid_L6, 1, sizeof kf_out_dev, &kf_out_dev, 152);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_grid_L6, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(grid_L6)", 152);
        }
        kf_cl_read(g, kf_g_dev, kf_g_bytes, 152);
        kf_cl_read(out, kf_out_dev, kf_out_bytes, 152);
    }
#pragma endscop
}

static void spread(double *a, int rows, int cols)
{
#pragma scop
    for (int i = 0; i < rows - 1; i++)
        spill(&a[i * cols], cols);
#pragma endscop
}

int main(void)
{
    int *seed = malloc(N * sizeof *seed), *t = malloc(4 * N * sizeof *t), *out = malloc(N * sizeof *out);
    double *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y), *a = malloc(100 * 120 * sizeof *a);
    long c = 0;
    for (int i = 0; i < N; i++) {
        seed[i] = 12345 * i;
        x[i] = y[i] = 0.0;
    }
    for (int i = 0; i < 4 * N; i++)
        t[i] = i % 3;
    walk(seed, x, y, N);
    fill(a, 100, 120);
    tally(seed, &c, N);
    deep(t, out, N);
    double s = 0.0;
    long m = 0;
    for (int i = 0; i < N; i++) {
        s += x[i] + 0.5 * y[i];
        m += seed[i] % 1000 + out[i];
    }
    for (int i = 0; i < 100 * 120; i++)
        s += a[i] * (i % 5);
    printf("%.6f %ld %ld\n", s, m, c);
    /* rows of 120 in a: one norm each into x, the weights y */
    static double g[GR][GC];
    for (int i = 0; i < GR; i++)
        for (int j = 0; j < GC; j++)
            g[i][j] = (i * 7 + j) % 13 - 6;
    norms(a, y, x, 100, 120);
    grid(g, y);
    spread(a, 100, 120);
    s = 0.0;
    for (int i = 0; i < 100; i++)
        s += x[i] * (i % 3 + 1);
    for (int i = 0; i < GR; i++)
        s += y[i] + g[i][i % GC];
    for (int i = 0; i < 100 * 120; i++)
        s += a[i] * (i % 7);
    /* the first element of each row, which spread writes twice: in its
     * order, (x * 0.5 + 120) * 0.5; the other way round x * 0.25 + 120 */
    double first = 0.0;
    for (int i = 1; i < 100; i++)
        first += a[i * 120];
    printf("%.6f %.6f\n", s, first);
    free(seed); free(t); free(out); free(x); free(y); free(a);
    return 0;
}
