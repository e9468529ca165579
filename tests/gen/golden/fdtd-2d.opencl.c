/* kforge 0.1.0: tests/kernels/fdtd-2d.c for opencl; 4 kernels */
/*
 * fdtd-2d.c: 2-D finite-difference time-domain (Yee) kernel: per time
 * step, a source row drives ey, then ey and ex are updated from the curl
 * of hz, and hz from the curl of (ex, ey).
 *
 * Style: malloc'ed linearised arrays with restrict pointers (float).
 * Default NX=60 NY=70 TMAX=20.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DNX=1000 -DNY=1200 -DTMAX=100
 *
 * kforge-expect: L1 t sequential
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L1.2 i parallel
 * kforge-expect: L1.2.1 j parallel
 * kforge-expect: L1.3 i parallel
 * kforge-expect: L1.3.1 j parallel
 * kforge-expect: L1.4 i parallel
 * kforge-expect: L1.4.1 j parallel
 * kforge-expect-note: the -= updates of ey[i][j] and ex[i][j] are not
 *   reductions: each iteration updates its own element once and reads
 *   only hz, which these nests do not write.  hz reads ex and ey written by
 *   the earlier nests of the same t, so only t is sequential.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef NX
#define NX 60
#endif
#ifndef NY
#define NY 70
#endif
#ifndef TMAX
#define TMAX 20
#endif

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
    "__kernel void kernel_fdtd_2d_L1_1(int t, int ny, __global float *fict, __global float *ey)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    if (j <= ny - 1) {\n"
    "        ey[j] = fict[t];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void kernel_fdtd_2d_L1_2(int ny, __global float *ey, int nx, __global float *hz)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = 1 + (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    if (kf_hi_j <= ny - 1) {\n"
    "        ey[i * ny + j] -= 0.5f * (hz[i * ny + j] - hz[(i - 1) * ny + j]);\n"
    "    } else if (j <= ny - 1) {\n"
    "        ey[i * ny + j] -= 0.5f * (hz[i * ny + j] - hz[(i - 1) * ny + j]);\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void kernel_fdtd_2d_L1_3(int ny, int nx, __global float *hz, __global float *ex)\n"
    "{\n"
    "    int j = 1 + (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = 1 + (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    if (kf_hi_j <= ny - 1) {\n"
    "        ex[i * ny + j] -= 0.5f * (hz[i * ny + j] - hz[i * ny + j - 1]);\n"
    "    } else if (j <= ny - 1) {\n"
    "        ex[i * ny + j] -= 0.5f * (hz[i * ny + j] - hz[i * ny + j - 1]);\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void kernel_fdtd_2d_L1_4(int ny, __global float *ey, int nx, __global float *hz, __global float *ex)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    if (kf_hi_j <= ny - 2) {\n"
    "        hz[i * ny + j] -= 0.7f * (ex[i * ny + j + 1] - ex[i * ny + j] +\n"
    "                      ey[(i + 1) * ny + j] - ey[i * ny + j]);\n"
    "    } else if (j <= ny - 2) {\n"
    "        hz[i * ny + j] -= 0.7f * (ex[i * ny + j + 1] - ex[i * ny + j] +\n"
    "                      ey[(i + 1) * ny + j] - ey[i * ny + j]);\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_kernel_fdtd_2d_L1_1;
static cl_kernel kf_cl_kernel_kernel_fdtd_2d_L1_2;
static cl_kernel kf_cl_kernel_kernel_fdtd_2d_L1_3;
static cl_kernel kf_cl_kernel_kernel_fdtd_2d_L1_4;
static struct {
    cl_context kf_context;
    cl_command_queue kf_queue;
    cl_program kf_program;
    size_t kf_groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != CL_SUCCESS) {
        fprintf(stderr, "tests/kernels/fdtd-2d.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
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
            fprintf(stderr, "tests/kernels/fdtd-2d.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_kernel_fdtd_2d_L1_1 = clCreateKernel(kf_cl.kf_program, "kernel_fdtd_2d_L1_1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(kernel_fdtd_2d_L1_1)", kf_line);
    kf_cl_kernel_kernel_fdtd_2d_L1_2 = clCreateKernel(kf_cl.kf_program, "kernel_fdtd_2d_L1_2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(kernel_fdtd_2d_L1_2)", kf_line);
    kf_cl_kernel_kernel_fdtd_2d_L1_3 = clCreateKernel(kf_cl.kf_program, "kernel_fdtd_2d_L1_3", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(kernel_fdtd_2d_L1_3)", kf_line);
    kf_cl_kernel_kernel_fdtd_2d_L1_4 = clCreateKernel(kf_cl.kf_program, "kernel_fdtd_2d_L1_4", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(kernel_fdtd_2d_L1_4)", kf_line);
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

static void kf_cl_free_40(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 40);
}

static void kernel_fdtd_2d(int tmax, int nx, int ny, float *restrict ex,
			   float *restrict ey, float *restrict hz,
			   const float *restrict fict)
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(40);
	const size_t kf_fict_bytes = (size_t)tmax * sizeof fict[0];
	cl_mem kf_fict_dev __attribute__((__cleanup__(kf_cl_free_40))) = kf_cl_alloc(kf_fict_bytes, 40);
	const size_t kf_hz_bytes = (size_t)(ny*nx) * sizeof hz[0];
	cl_mem kf_hz_dev __attribute__((__cleanup__(kf_cl_free_40))) = kf_cl_alloc(kf_hz_bytes, 40);
	const size_t kf_ex_bytes = (size_t)(ny*nx) * sizeof ex[0];
	cl_mem kf_ex_dev __attribute__((__cleanup__(kf_cl_free_40))) = kf_cl_alloc(kf_ex_bytes, 40);
#pragma scop
	{
	    kf_cl_init(42);
	    const size_t kf_ey_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { long kf_s = (long)(ny - 1); if (kf_s >= kf_ext) kf_ext = kf_s + 1; } { long kf_s = (long)(ny*nx - 1); if (kf_s >= kf_ext) kf_ext = kf_s + 1; } { long kf_s = (long)(ny*nx - 1); if (kf_s >= kf_ext) kf_ext = kf_s + 1; } { long kf_s = (long)(ny*nx - 2); if (kf_s >= kf_ext) kf_ext = kf_s + 1; } { long kf_s = (long)(-ny + ny*nx - 2); if (kf_s >= kf_ext) kf_ext = kf_s + 1; } if (kf_neg) kf_cl_check(CL_INVALID_VALUE, "'ey' indexed below its first element", 38); kf_ext; })) * sizeof ey[0];
	    cl_mem kf_ey_dev = kf_cl_alloc(kf_ey_bytes, 42);
	    kf_cl_write(kf_fict_dev, fict, kf_fict_bytes, 42);
	    kf_cl_write(kf_ey_dev, ey, kf_ey_bytes, 42);
	    kf_cl_write(kf_hz_dev, hz, kf_hz_bytes, 42);
	    kf_cl_write(kf_ex_dev, ex, kf_ex_bytes, 42);
	    for (int t = 0; t < tmax; t++) {
	        if (ny > 0) {
	            size_t kf_local[1] = {256};
	            size_t kf_global[1] = {(size_t)ny};
	            static struct kf_cl_site kf_site_kernel_fdtd_2d_L1_1;
	            kf_cl_fit(1, kf_global, kf_local, &kf_site_kernel_fdtd_2d_L1_1);
	            kf_cl_arg(kf_cl_kernel_kernel_fdtd_2d_L1_1, 0, sizeof t, &t, 43);
	            kf_cl_arg(kf_cl_kernel_kernel_fdtd_2d_L1_1, 1, sizeof ny, &ny, 43);
	            kf_cl_arg(kf_cl_kernel_kernel_fdtd_2d_L1_1, 2, sizeof kf_fict_dev, &kf_fict_dev, 43);
	            kf_cl_arg(kf_cl_kernel_kernel_fdtd_2d_L1_1, 3, sizeof kf_ey_dev, &kf_ey_dev, 43);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_kernel_fdtd_2d_L1_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_fdtd_2d_L1_1)", 43);
	        }
	        if (nx - 1 > 0 && ny > 0) {
	            size_t kf_local[2] = {256, 1};
	            size_t kf_global[2] = {(size_t)ny, (size_t)(nx - 1)};
	            static struct kf_cl_site kf_site_kernel_fdtd_2d_L1_2;
	            kf_cl_fit(2, kf_global, kf_local, &kf_site_kernel_fdtd_2d_L1_2);
	            kf_cl_arg(kf_cl_kernel_kernel_fdtd_2d_L1_2, 0, sizeof ny, &ny, 45);
	            kf_cl_arg(kf_cl_kernel_kernel_fdtd_2d_L1_2, 1, sizeof kf_ey_dev, &kf_ey_dev, 45);
	            kf_cl_arg(kf_cl_kernel_kernel_fdtd_2d_L1_2, 2, sizeof nx, &nx, 45);
	            kf_cl_arg(kf_cl_kernel_kernel_fdtd_2d_L1_2, 3, sizeof kf_hz_dev, &kf_hz_dev, 45);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_kernel_fdtd_2d_L1_2, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_fdtd_2d_L1_2)", 45);
	        }
	        if (nx > 0 && ny - 1 > 0) {
	            size_t kf_local[2] = {256, 1};
	            size_t kf_global[2] = {(size_t)(ny - 1), (size_t)nx};
	            static struct kf_cl_site kf_site_kernel_fdtd_2d_L1_3;
	            kf_cl_fit(2, kf_global, kf_local, &kf_site_kernel_fdtd_2d_L1_3);
	            kf_cl_arg(kf_cl_kernel_kernel_fdtd_2d_L1_3, 0, sizeof ny, &ny, 48);
	            kf_cl_arg(kf_cl_kernel_kernel_fdtd_2d_L1_3, 1, sizeof nx, &nx, 48);
	            kf_cl_arg(kf_cl_kernel_kernel_fdtd_2d_L1_3, 2, sizeof kf_hz_dev, &kf_hz_dev, 48);
	            kf_cl_arg(kf_cl_kernel_kernel_fdtd_2d_L1_3, 3, sizeof kf_ex_dev, &kf_ex_dev, 48);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_kernel_fdtd_2d_L1_3, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_fdtd_2d_L1_3)", 48);
	        }
	        if (nx - 1 > 0 && ny - 1 > 0) {
	            size_t kf_local[2] = {256, 1};
	            size_t kf_global[2] = {(size_t)(ny - 1), (size_t)(nx - 1)};
	            static struct kf_cl_site kf_site_kernel_fdtd_2d_L1_4;
	            kf_cl_fit(2, kf_global, kf_local, &kf_site_kernel_fdtd_2d_L1_4);
	            kf_cl_arg(kf_cl_kernel_kernel_fdtd_2d_L1_4, 0, sizeof ny, &ny, 51);
	            kf_cl_arg(kf_cl_kernel_kernel_fdtd_2d_L1_4, 1, sizeof kf_ey_dev, &kf_ey_dev, 51);
	            kf_cl_arg(kf_cl_kernel_kernel_fdtd_2d_L1_4, 2, sizeof nx, &nx, 51);
	            kf_cl_arg(kf_cl_kernel_kernel_fdtd_2d_L1_4, 3, sizeof kf_hz_dev, &kf_hz_dev, 51);
	            kf_cl_arg(kf_cl_kernel_kernel_fdtd_2d_L1_4, 4, sizeof kf_ex_dev, &kf_ex_dev, 51);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_kernel_fdtd_2d_L1_4, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_fdtd_2d_L1_4)", 51);
	        }
	    }
	    kf_cl_read(ey, kf_ey_dev, kf_ey_bytes, 42);
	    kf_cl_read(ex, kf_ex_dev, kf_ex_bytes, 42);
	    kf_cl_read(hz, kf_hz_dev, kf_hz_bytes, 42);
	    kf_cl_check(clReleaseMemObject(kf_ey_dev), "clReleaseMemObject", 55);
	}
#pragma endscop
}

int main(void)
{
	int nx = NX, ny = NY, tmax = TMAX;
	float *ex = malloc(sizeof(float) * nx * ny);
	float *ey = malloc(sizeof(float) * nx * ny);
	float *hz = malloc(sizeof(float) * nx * ny);
	float *fict = malloc(sizeof(float) * tmax);

	if (!ex || !ey || !hz || !fict)
		return 1;
	for (int t = 0; t < tmax; t++)
		fict[t] = (float)t;
	for (int i = 0; i < nx; i++)
		for (int j = 0; j < ny; j++) {
			ex[i * ny + j] = (float)(i * (j + 1)) / nx;
			ey[i * ny + j] = (float)(i * (j + 2)) / ny;
			hz[i * ny + j] = (float)(i * (j + 3)) / nx;
		}

	kernel_fdtd_2d(tmax, nx, ny, ex, ey, hz, fict);

	printf("ex\n");
	for (int i = 0; i < nx * ny; i++)
		printf("%.6g%c", ex[i], i % ny == ny - 1 ? '\n' : ' ');
	printf("ey\n");
	for (int i = 0; i < nx * ny; i++)
		printf("%.6g%c", ey[i], i % ny == ny - 1 ? '\n' : ' ');
	printf("hz\n");
	for (int i = 0; i < nx * ny; i++)
		printf("%.6g%c", hz[i], i % ny == ny - 1 ? '\n' : ' ');
	free(ex);
	free(ey);
	free(hz);
	free(fict);
	return 0;
}
