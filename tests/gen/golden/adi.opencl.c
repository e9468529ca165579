/* kforge 0.1.0: tests/kernels/adi.c for opencl; 2 kernels */
/*
 * adi.c: alternating direction implicit (ADI) solver for 2-D diffusion.
 * Each time step solves one tridiagonal system per column (implicit along
 * the first index, u -> v) and then one per row (implicit along the
 * second index, v -> u), each by the Thomas algorithm: a forward
 * elimination sweep filling p and q, then a backward substitution sweep.
 * Boundary values are held at 1.
 *
 * Style: static global 2-D arrays used directly by the kernel (double),
 * decrementing loops (the backward sweeps).  Coefficients are set before
 * the scop.  The scheme is implicit and unconditionally stable.
 * Default N=50 TSTEPS=10.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=1000 -DTSTEPS=60
 *
 * kforge-expect: L1 t sequential
 * kforge-expect: L1.1 i parallel
 * kforge-expect: L1.1.1 j sequential
 * kforge-expect: L1.1.2 j sequential
 * kforge-expect: L1.2 i parallel
 * kforge-expect: L1.2.1 j sequential
 * kforge-expect: L1.2.2 j sequential
 * kforge-expect-note: L1.1 (one column i per iteration) writes column i of
 *   v and row i of p and q, and reads u, which the column sweep does not
 *   write; L1.2 likewise writes row i of u, p and q and reads v.  The
 *   forward sweeps carry p[i][j-1] -> p[i][j] and q[i][j-1] -> q[i][j];
 *   the backward sweeps carry v[j+1][i] -> v[j][i] and u[i][j+1] ->
 *   u[i][j].
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#ifndef N
#define N 50
#endif
#ifndef TSTEPS
#define TSTEPS 10
#endif

static double u[N][N];
static double v[N][N];
static double p[N][N];
static double q[N][N];

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
#ifdef N
    "#define N " KF_STR(N) "\n"
#endif
    "__kernel void kernel_adi_L1_1(__global double *v, __global double *p, __global double *q, double c, double a, double b, double d, __global double *u, double f)\n"
    "{\n"
    "    int i = 1 + (int)get_global_id(0);\n"
    "    int j;\n"
    "    if (i <= 48) {\n"
    "        v[0 * 50 + i] = 1.0;\n"
    "        p[i * 50 + 0] = 0.0;\n"
    "        q[i * 50 + 0] = v[0 * 50 + i];\n"
    "        for (j = 1; j < N - 1; j++) {\n"
    "            p[i * 50 + j] = -c / (a * p[i * 50 + j - 1] + b);\n"
    "            q[i * 50 + j] = (-d * u[j * 50 + i - 1] + (1.0 + 2.0 * d) * u[j * 50 + i] -\n"
    "                   f * u[j * 50 + i + 1] - a * q[i * 50 + j - 1]) /\n"
    "                  (a * p[i * 50 + j - 1] + b);\n"
    "        }\n"
    "        v[(N - 1) * 50 + i] = 1.0;\n"
    "        for (j = N - 2; j >= 1; j--)\n"
    "            v[j * 50 + i] = p[i * 50 + j] * v[(j + 1) * 50 + i] + q[i * 50 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void kernel_adi_L1_2(__global double *v, __global double *p, __global double *q, double c, double a, double d, __global double *u, double f, double e)\n"
    "{\n"
    "    int i = 1 + (int)get_global_id(0);\n"
    "    int j;\n"
    "    if (i <= 48) {\n"
    "        u[i * 50 + 0] = 1.0;\n"
    "        p[i * 50 + 0] = 0.0;\n"
    "        q[i * 50 + 0] = u[i * 50 + 0];\n"
    "        for (j = 1; j < N - 1; j++) {\n"
    "            p[i * 50 + j] = -f / (d * p[i * 50 + j - 1] + e);\n"
    "            q[i * 50 + j] = (-a * v[(i - 1) * 50 + j] + (1.0 + 2.0 * a) * v[i * 50 + j] -\n"
    "                   c * v[(i + 1) * 50 + j] - d * q[i * 50 + j - 1]) /\n"
    "                  (d * p[i * 50 + j - 1] + e);\n"
    "        }\n"
    "        u[i * 50 + N - 1] = 1.0;\n"
    "        for (j = N - 2; j >= 1; j--)\n"
    "            u[i * 50 + j] = p[i * 50 + j] * u[i * 50 + j + 1] + q[i * 50 + j];\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_kernel_adi_L1_1;
static cl_kernel kf_cl_kernel_kernel_adi_L1_2;
static struct {
    cl_context kf_context;
    cl_command_queue kf_queue;
    cl_program kf_program;
    size_t kf_groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != CL_SUCCESS) {
        fprintf(stderr, "tests/kernels/adi.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
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
            fprintf(stderr, "tests/kernels/adi.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_kernel_adi_L1_1 = clCreateKernel(kf_cl.kf_program, "kernel_adi_L1_1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(kernel_adi_L1_1)", kf_line);
    kf_cl_kernel_kernel_adi_L1_2 = clCreateKernel(kf_cl.kf_program, "kernel_adi_L1_2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(kernel_adi_L1_2)", kf_line);
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

static void kf_cl_free_45(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 45);
}

static void kernel_adi(void)
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(45);
	const size_t kf_v_bytes = (size_t)50 * sizeof v[0];
	cl_mem kf_v_dev __attribute__((__cleanup__(kf_cl_free_45))) = kf_cl_alloc(kf_v_bytes, 45);
	const size_t kf_p_bytes = (size_t)50 * sizeof p[0];
	cl_mem kf_p_dev __attribute__((__cleanup__(kf_cl_free_45))) = kf_cl_alloc(kf_p_bytes, 45);
	const size_t kf_q_bytes = (size_t)50 * sizeof q[0];
	cl_mem kf_q_dev __attribute__((__cleanup__(kf_cl_free_45))) = kf_cl_alloc(kf_q_bytes, 45);
	const size_t kf_u_bytes = (size_t)50 * sizeof u[0];
	cl_mem kf_u_dev __attribute__((__cleanup__(kf_cl_free_45))) = kf_cl_alloc(kf_u_bytes, 45);
	int t, i, j;
	double dx = 1.0 / N, dt = 2.0 / ((double)N * N);
	double mx = 1.0 * dt / (dx * dx), my = 0.5 * dt / (dx * dx);
	double a = -mx / 2.0, b = 1.0 + mx, c = a;
	double d = -my / 2.0, e = 1.0 + my, f = d;

#pragma scop
	{
	    kf_cl_init(53);
	    kf_cl_write(kf_v_dev, v, kf_v_bytes, 53);
	    kf_cl_write(kf_p_dev, p, kf_p_bytes, 53);
	    kf_cl_write(kf_q_dev, q, kf_q_bytes, 53);
	    kf_cl_write(kf_u_dev, u, kf_u_bytes, 53);
	    for (t = 1; t <= TSTEPS; t++) {
	        if (48 > 0) {
	            size_t kf_local[1] = {64};
	            size_t kf_global[1] = {(size_t)48};
	            static struct kf_cl_site kf_site_kernel_adi_L1_1;
	            kf_cl_fit(1, kf_global, kf_local, &kf_site_kernel_adi_L1_1);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_1, 0, sizeof kf_v_dev, &kf_v_dev, 54);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_1, 1, sizeof kf_p_dev, &kf_p_dev, 54);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_1, 2, sizeof kf_q_dev, &kf_q_dev, 54);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_1, 3, sizeof c, &c, 54);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_1, 4, sizeof a, &a, 54);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_1, 5, sizeof b, &b, 54);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_1, 6, sizeof d, &d, 54);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_1, 7, sizeof kf_u_dev, &kf_u_dev, 54);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_1, 8, sizeof f, &f, 54);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_kernel_adi_L1_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_adi_L1_1)", 54);
	        }
	        /* the loop counters, as the sequential loops leave them */
	        for (i = 1; i < N - 1; i++) {
	            for (j = 1; j < N - 1; j++) {
	            }
	            for (j = N - 2; j >= 1; j--) {
	            }
	        }
	        if (48 > 0) {
	            size_t kf_local[1] = {64};
	            size_t kf_global[1] = {(size_t)48};
	            static struct kf_cl_site kf_site_kernel_adi_L1_2;
	            kf_cl_fit(1, kf_global, kf_local, &kf_site_kernel_adi_L1_2);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_2, 0, sizeof kf_v_dev, &kf_v_dev, 68);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_2, 1, sizeof kf_p_dev, &kf_p_dev, 68);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_2, 2, sizeof kf_q_dev, &kf_q_dev, 68);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_2, 3, sizeof c, &c, 68);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_2, 4, sizeof a, &a, 68);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_2, 5, sizeof d, &d, 68);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_2, 6, sizeof kf_u_dev, &kf_u_dev, 68);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_2, 7, sizeof f, &f, 68);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_2, 8, sizeof e, &e, 68);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_kernel_adi_L1_2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_adi_L1_2)", 68);
	        }
	        /* the loop counters, as the sequential loops leave them */
	        for (i = 1; i < N - 1; i++) {
	            for (j = 1; j < N - 1; j++) {
	            }
	            for (j = N - 2; j >= 1; j--) {
	            }
	        }
	    }
	    kf_cl_read(v, kf_v_dev, kf_v_bytes, 53);
	    kf_cl_read(p, kf_p_dev, kf_p_bytes, 53);
	    kf_cl_read(q, kf_q_dev, kf_q_bytes, 53);
	    kf_cl_read(u, kf_u_dev, kf_u_bytes, 53);
	}
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			u[i][j] = (double)(i + N - j) / N;

	kernel_adi();

	printf("u\n");
	for (int i = 0; i < N; i++) {
		for (int j = 0; j < N; j++)
			printf("%.10g ", u[i][j]);
		printf("\n");
	}
	return 0;
}
