/* kforge 0.1.0: tests/transforms/deepen.c for opencl; 8 kernels */
/*
 * deepen.c: the deepen pass's cases (gpu_deepen.h) and the box of a
 * triangle (gpu_plan.c kf_gpu_band_box), with sizes no block divides:
 *   cpu_order  gemm as PolyBench writes it, k outside j: fused into a band
 *              (i, j) with k inside, which the ktile pass then tiles;
 *   lower      syrk's j <= i, the same rewrite: the band's box, j tested;
 *   upper      covariance's j >= i, a perfect nest: the box, j tested;
 *   shifted    the second j loop reads A[i][j + 1], which the first writes:
 *              fused, iteration j would read it before j + 1 writes it, so
 *              refused (a flow dependence would go backwards);
 *   beside     correlation's R[i][i] = 1 beside its j loop, and a statement
 *              after it that reads the row: both distributed into loops of
 *              their own, the j loop's nest a band (i, j) with k inside;
 *   scalar     the same with a scalar written beside the j loop: refused.
 *
 * Default NI=37 NJ=29 NK=45.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef NI
#define NI 37
#endif
#ifndef NJ
#define NJ 29
#endif
#ifndef NK
#define NK 45
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
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "__kernel void cpu_order_L1(int ni, int nj, __global double *C, double beta, int nk, double alpha, __global double *A, __global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int k;\n"
    "    double kf_a_C;\n"
    "    __local double kf_kt_A[256];\n"
    "    __local double kf_kt_B[256];\n"
    "    int kf_o_j = j - (int)get_local_id(0);\n"
    "    int kf_o_i = i - (int)get_local_id(1);\n"
    "    int kf_in = (j <= nj - 1 && i <= ni - 1);\n"
    "    if (kf_in) {\n"
    "        C[i * 29 + j] *= beta;\n"
    "        kf_a_C = C[i * 29 + j];\n"
    "    }\n"
    "    for (int kf_k0 = 0; kf_k0 <= nk - 1; kf_k0 += 16) {\n"
    "        for (int kf_q = (int)get_local_id(0) + 16 * (int)get_local_id(1); kf_q < 256; kf_q += 256) {\n"
    "            int kf_r = kf_q / 16, kf_c = kf_q % 16;\n"
    "            int kf_s = kf_o_i + kf_r, kf_kk = kf_k0 + kf_c;\n"
    "            if (kf_s <= (ni - 1) && kf_kk <= (nk - 1)) {\n"
    "                kf_kt_A[kf_q] = A[kf_s * 45 + kf_kk];\n"
    "            }\n"
    "        }\n"
    "        for (int kf_q = (int)get_local_id(0) + 16 * (int)get_local_id(1); kf_q < 256; kf_q += 256) {\n"
    "            int kf_c = kf_q / 16, kf_r = kf_q % 16;\n"
    "            int kf_s = kf_o_j + kf_r, kf_kk = kf_k0 + kf_c;\n"
    "            if (kf_s <= (nj - 1) && kf_kk <= (nk - 1)) {\n"
    "                kf_kt_B[kf_q] = B[kf_kk * 29 + kf_s];\n"
    "            }\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "        if (kf_in) {\n"
    "            for (k = kf_k0; k <= (nk - 1) && k < kf_k0 + 16; k++) {\n"
    "                {\n"
    "                            kf_a_C += alpha * kf_kt_A[(i - kf_o_i) * 16 + k - kf_k0] * kf_kt_B[(k - kf_k0) * 16 + j - kf_o_j];\n"
    "                          }\n"
    "            }\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (kf_in) {\n"
    "        C[i * 29 + j] = kf_a_C;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void lower_L2(int ni, __global double *L, double beta, int nk, double alpha, __global double *A)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int k;\n"
    "    double kf_a_L;\n"
    "    if (j <= i && i <= ni - 1) {\n"
    "        L[i * 37 + j] *= beta;\n"
    "        kf_a_L = L[i * 37 + j];\n"
    "        for (k = 0; k < nk; k++) {\n"
    "          kf_a_L += alpha * A[i * 45 + k] * A[j * 45 + k];\n"
    "        }\n"
    "        L[i * 37 + j] = kf_a_L;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void upper_L3(int ni, __global double *U, int nk, __global double *A)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    double kf_a_U;\n"
    "    if (j >= i && j <= ni - 1) {\n"
    "        U[i * 37 + j] = 0.0;\n"
    "        kf_a_U = U[i * 37 + j];\n"
    "        for (int k = 0; k < nk; k++)\n"
    "            kf_a_U += A[i * 45 + k] * A[j * 45 + k];\n"
    "        U[i * 37 + j] = kf_a_U;\n"
    "\n"
    "        U[j * 37 + i] = U[i * 37 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void shifted_L4(int ni, int nj, __global double *S, __global double *T, int nk, __global double *B)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    int j;\n"
    "    int k;\n"
    "    if (i <= ni - 1) {\n"
    "        for (j = 0; j < nj; j++)\n"
    "            T[i * 30 + j] = S[i * 29 + j] * 0.5;\n"
    "        for (k = 0; k < nk; k++)\n"
    "            for (j = 0; j < nj; j++)\n"
    "                S[i * 29 + j] += T[i * 30 + j + 1] * B[k * 29 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void beside_L5(int ni, __global double *R)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= ni - 2) {\n"
    "        R[i * 37 + i] = 1.0;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void beside_L6(int ni, __global double *R, int nk, __global double *A)\n"
    "{\n"
    "    int j = 1 + (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int k;\n"
    "    double kf_a_R;\n"
    "    if (j >= i + 1 && j <= ni - 1) {\n"
    "        R[i * 37 + j] = 0.0;\n"
    "        kf_a_R = R[i * 37 + j];\n"
    "        for (k = 0; k < nk; k++)\n"
    "            kf_a_R += A[i * 45 + k] * A[j * 45 + k];\n"
    "        R[i * 37 + j] = kf_a_R;\n"
    "\n"
    "        R[j * 37 + i] = R[i * 37 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void beside_L7(int ni, __global double *R, __global double *y)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= ni - 2) {\n"
    "        y[i] = R[i * 37 + ni - 1] * 2.0;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void scalar_L8(int ni, __global double *A, __global double *R, int nk, __global double *y)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    double t;\n"
    "    int j;\n"
    "    int k;\n"
    "    if (i <= ni - 1) {\n"
    "        t = A[i * 45 + 0];\n"
    "        for (j = 0; j < ni; j++) {\n"
    "            R[i * 37 + j] = t;\n"
    "            for (k = 0; k < nk; k++)\n"
    "                R[i * 37 + j] += A[i * 45 + k] * A[j * 45 + k];\n"
    "        }\n"
    "        y[i] = t;\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_cpu_order_L1;
static cl_kernel kf_cl_kernel_lower_L2;
static cl_kernel kf_cl_kernel_upper_L3;
static cl_kernel kf_cl_kernel_shifted_L4;
static cl_kernel kf_cl_kernel_beside_L5;
static cl_kernel kf_cl_kernel_beside_L6;
static cl_kernel kf_cl_kernel_beside_L7;
static cl_kernel kf_cl_kernel_scalar_L8;
static struct {
    cl_context kf_context;
    cl_command_queue kf_queue;
    cl_program kf_program;
    size_t kf_groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != CL_SUCCESS) {
        fprintf(stderr, "tests/transforms/deepen.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
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
            fprintf(stderr, "tests/transforms/deepen.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_cpu_order_L1 = clCreateKernel(kf_cl.kf_program, "cpu_order_L1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(cpu_order_L1)", kf_line);
    kf_cl_kernel_lower_L2 = clCreateKernel(kf_cl.kf_program, "lower_L2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(lower_L2)", kf_line);
    kf_cl_kernel_upper_L3 = clCreateKernel(kf_cl.kf_program, "upper_L3", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(upper_L3)", kf_line);
    kf_cl_kernel_shifted_L4 = clCreateKernel(kf_cl.kf_program, "shifted_L4", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(shifted_L4)", kf_line);
    kf_cl_kernel_beside_L5 = clCreateKernel(kf_cl.kf_program, "beside_L5", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(beside_L5)", kf_line);
    kf_cl_kernel_beside_L6 = clCreateKernel(kf_cl.kf_program, "beside_L6", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(beside_L6)", kf_line);
    kf_cl_kernel_beside_L7 = clCreateKernel(kf_cl.kf_program, "beside_L7", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(beside_L7)", kf_line);
    kf_cl_kernel_scalar_L8 = clCreateKernel(kf_cl.kf_program, "scalar_L8", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(scalar_L8)", kf_line);
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

static void kf_cl_free_34(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 34);
}

static void kf_cl_free_49(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 49);
}

static void kf_cl_free_63(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 63);
}

static void kf_cl_free_77(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 77);
}

static void kf_cl_free_91(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 91);
}

static void kf_cl_free_109(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 109);
}

static void cpu_order(int ni, int nj, int nk, double alpha, double beta, double C[NI][NJ],
                      double A[NI][NK], double B[NK][NJ])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(34);
	const size_t kf_C_bytes = (size_t)37 * sizeof C[0];
	cl_mem kf_C_dev __attribute__((__cleanup__(kf_cl_free_34))) = kf_cl_alloc(kf_C_bytes, 34);
	const size_t kf_A_bytes = (size_t)37 * sizeof A[0];
	cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_34))) = kf_cl_alloc(kf_A_bytes, 34);
	const size_t kf_B_bytes = (size_t)45 * sizeof B[0];
	cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_34))) = kf_cl_alloc(kf_B_bytes, 34);
	int i, j, k;
#pragma scop
	{
	    kf_cl_init(37);
	    kf_cl_write(kf_C_dev, C, kf_C_bytes, 37);
	    kf_cl_write(kf_A_dev, A, kf_A_bytes, 37);
	    kf_cl_write(kf_B_dev, B, kf_B_bytes, 37);
	    if (ni > 0 && nj > 0) {
	        size_t kf_local[2] = {16, 16};
	        size_t kf_global[2] = {(size_t)(nj + 15) / 16 * 16, (size_t)(ni + 15) / 16 * 16};
	        kf_cl_arg(kf_cl_kernel_cpu_order_L1, 0, sizeof ni, &ni, 37);
	        kf_cl_arg(kf_cl_kernel_cpu_order_L1, 1, sizeof nj, &nj, 37);
	        kf_cl_arg(kf_cl_kernel_cpu_order_L1, 2, sizeof kf_C_dev, &kf_C_dev, 37);
	        kf_cl_arg(kf_cl_kernel_cpu_order_L1, 3, sizeof beta, &beta, 37);
	        kf_cl_arg(kf_cl_kernel_cpu_order_L1, 4, sizeof nk, &nk, 37);
	        kf_cl_arg(kf_cl_kernel_cpu_order_L1, 5, sizeof alpha, &alpha, 37);
	        kf_cl_arg(kf_cl_kernel_cpu_order_L1, 6, sizeof kf_A_dev, &kf_A_dev, 37);
	        kf_cl_arg(kf_cl_kernel_cpu_order_L1, 7, sizeof kf_B_dev, &kf_B_dev, 37);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_cpu_order_L1, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(cpu_order_L1)", 37);
	    }
	    /* the loop counters, as the sequential loops leave them */
	    for (i = 0; i < ni; i++) {
	        for (j = 0; j < nj; j++) {
	            for (k = 0; k < nk; k++) {
	            }
	        }
	    }
	    kf_cl_read(C, kf_C_dev, kf_C_bytes, 37);
	}
#pragma endscop
}

static void lower(int ni, int nk, double alpha, double beta, double L[NI][NI], double A[NI][NK])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(49);
	const size_t kf_L_bytes = (size_t)37 * sizeof L[0];
	cl_mem kf_L_dev __attribute__((__cleanup__(kf_cl_free_49))) = kf_cl_alloc(kf_L_bytes, 49);
	const size_t kf_A_bytes = (size_t)37 * sizeof A[0];
	cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_49))) = kf_cl_alloc(kf_A_bytes, 49);
	int i, j, k;
#pragma scop
	{
	    kf_cl_init(52);
	    kf_cl_write(kf_L_dev, L, kf_L_bytes, 52);
	    kf_cl_write(kf_A_dev, A, kf_A_bytes, 52);
	    if (ni > 0 && ni > 0) {
	        size_t kf_local[2] = {16, 16};
	        size_t kf_global[2] = {(size_t)ni, (size_t)ni};
	        static struct kf_cl_site kf_site_lower_L2;
	        kf_cl_fit(2, kf_global, kf_local, &kf_site_lower_L2);
	        kf_cl_arg(kf_cl_kernel_lower_L2, 0, sizeof ni, &ni, 52);
	        kf_cl_arg(kf_cl_kernel_lower_L2, 1, sizeof kf_L_dev, &kf_L_dev, 52);
	        kf_cl_arg(kf_cl_kernel_lower_L2, 2, sizeof beta, &beta, 52);
	        kf_cl_arg(kf_cl_kernel_lower_L2, 3, sizeof nk, &nk, 52);
	        kf_cl_arg(kf_cl_kernel_lower_L2, 4, sizeof alpha, &alpha, 52);
	        kf_cl_arg(kf_cl_kernel_lower_L2, 5, sizeof kf_A_dev, &kf_A_dev, 52);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_lower_L2, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(lower_L2)", 52);
	    }
	    /* the loop counters, as the sequential loops leave them */
	    for (i = 0; i < ni; i++) {
	        for (j = 0; j <= i; j++) {
	            for (k = 0; k < nk; k++) {
	            }
	        }
	    }
	    kf_cl_read(L, kf_L_dev, kf_L_bytes, 52);
	}
#pragma endscop
}

static void upper(int ni, int nk, double U[NI][NI], double A[NI][NK])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(63);
	const size_t kf_U_bytes = (size_t)37 * sizeof U[0];
	cl_mem kf_U_dev __attribute__((__cleanup__(kf_cl_free_63))) = kf_cl_alloc(kf_U_bytes, 63);
	const size_t kf_A_bytes = (size_t)37 * sizeof A[0];
	cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_63))) = kf_cl_alloc(kf_A_bytes, 63);
#pragma scop
	{
	    kf_cl_init(65);
	    kf_cl_write(kf_U_dev, U, kf_U_bytes, 65);
	    kf_cl_write(kf_A_dev, A, kf_A_bytes, 65);
	    if (ni > 0 && ni > 0) {
	        size_t kf_local[2] = {16, 16};
	        size_t kf_global[2] = {(size_t)ni, (size_t)ni};
	        static struct kf_cl_site kf_site_upper_L3;
	        kf_cl_fit(2, kf_global, kf_local, &kf_site_upper_L3);
	        kf_cl_arg(kf_cl_kernel_upper_L3, 0, sizeof ni, &ni, 65);
	        kf_cl_arg(kf_cl_kernel_upper_L3, 1, sizeof kf_U_dev, &kf_U_dev, 65);
	        kf_cl_arg(kf_cl_kernel_upper_L3, 2, sizeof nk, &nk, 65);
	        kf_cl_arg(kf_cl_kernel_upper_L3, 3, sizeof kf_A_dev, &kf_A_dev, 65);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_upper_L3, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(upper_L3)", 65);
	    }
	    kf_cl_read(U, kf_U_dev, kf_U_bytes, 65);
	}
#pragma endscop
}

static void shifted(int ni, int nj, int nk, double S[NI][NJ], double T[NI][NJ + 1],
                    double B[NK][NJ])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(77);
	const size_t kf_S_bytes = (size_t)37 * sizeof S[0];
	cl_mem kf_S_dev __attribute__((__cleanup__(kf_cl_free_77))) = kf_cl_alloc(kf_S_bytes, 77);
	const size_t kf_T_bytes = (size_t)37 * sizeof T[0];
	cl_mem kf_T_dev __attribute__((__cleanup__(kf_cl_free_77))) = kf_cl_alloc(kf_T_bytes, 77);
	const size_t kf_B_bytes = (size_t)45 * sizeof B[0];
	cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_77))) = kf_cl_alloc(kf_B_bytes, 77);
	int i, j, k;
#pragma scop
	{
	    kf_cl_init(80);
	    kf_cl_write(kf_S_dev, S, kf_S_bytes, 80);
	    kf_cl_write(kf_T_dev, T, kf_T_bytes, 80);
	    kf_cl_write(kf_B_dev, B, kf_B_bytes, 80);
	    if (ni > 0) {
	        size_t kf_local[1] = {256};
	        size_t kf_global[1] = {(size_t)ni};
	        static struct kf_cl_site kf_site_shifted_L4;
	        kf_cl_fit(1, kf_global, kf_local, &kf_site_shifted_L4);
	        kf_cl_arg(kf_cl_kernel_shifted_L4, 0, sizeof ni, &ni, 80);
	        kf_cl_arg(kf_cl_kernel_shifted_L4, 1, sizeof nj, &nj, 80);
	        kf_cl_arg(kf_cl_kernel_shifted_L4, 2, sizeof kf_S_dev, &kf_S_dev, 80);
	        kf_cl_arg(kf_cl_kernel_shifted_L4, 3, sizeof kf_T_dev, &kf_T_dev, 80);
	        kf_cl_arg(kf_cl_kernel_shifted_L4, 4, sizeof nk, &nk, 80);
	        kf_cl_arg(kf_cl_kernel_shifted_L4, 5, sizeof kf_B_dev, &kf_B_dev, 80);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_shifted_L4, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(shifted_L4)", 80);
	    }
	    /* the loop counters, as the sequential loops leave them */
	    for (i = 0; i < ni; i++) {
	        for (j = 0; j < nj; j++) {
	        }
	        for (k = 0; k < nk; k++) {
	            for (j = 0; j < nj; j++) {
	            }
	        }
	    }
	    kf_cl_read(S, kf_S_dev, kf_S_bytes, 80);
	    kf_cl_read(T, kf_T_dev, kf_T_bytes, 80);
	}
#pragma endscop
}

static void beside(int ni, int nk, double R[NI][NI], double y[NI], double A[NI][NK])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(91);
	const size_t kf_R_bytes = (size_t)37 * sizeof R[0];
	cl_mem kf_R_dev __attribute__((__cleanup__(kf_cl_free_91))) = kf_cl_alloc(kf_R_bytes, 91);
	const size_t kf_A_bytes = (size_t)37 * sizeof A[0];
	cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_91))) = kf_cl_alloc(kf_A_bytes, 91);
	const size_t kf_y_bytes = (size_t)37 * sizeof y[0];
	cl_mem kf_y_dev __attribute__((__cleanup__(kf_cl_free_91))) = kf_cl_alloc(kf_y_bytes, 91);
	int i, j, k;
#pragma scop
	{
	    kf_cl_init(94);
	    kf_cl_write(kf_R_dev, R, kf_R_bytes, 94);
	    if (ni - 1 > 0) {
	        size_t kf_local[1] = {256};
	        size_t kf_global[1] = {(size_t)(ni - 1)};
	        static struct kf_cl_site kf_site_beside_L5;
	        kf_cl_fit(1, kf_global, kf_local, &kf_site_beside_L5);
	        kf_cl_arg(kf_cl_kernel_beside_L5, 0, sizeof ni, &ni, 94);
	        kf_cl_arg(kf_cl_kernel_beside_L5, 1, sizeof kf_R_dev, &kf_R_dev, 94);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_beside_L5, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(beside_L5)", 94);
	    }
	    /* the loop counters, as the sequential loops leave them */
	    for (i = 0; i < ni - 1; i++) {
	    }
	    kf_cl_write(kf_A_dev, A, kf_A_bytes, 94);
	    if (ni - 1 > 0 && ni - 1 > 0) {
	        size_t kf_local[2] = {16, 16};
	        size_t kf_global[2] = {(size_t)(ni - 1), (size_t)(ni - 1)};
	        static struct kf_cl_site kf_site_beside_L6;
	        kf_cl_fit(2, kf_global, kf_local, &kf_site_beside_L6);
	        kf_cl_arg(kf_cl_kernel_beside_L6, 0, sizeof ni, &ni, 94);
	        kf_cl_arg(kf_cl_kernel_beside_L6, 1, sizeof kf_R_dev, &kf_R_dev, 94);
	        kf_cl_arg(kf_cl_kernel_beside_L6, 2, sizeof nk, &nk, 94);
	        kf_cl_arg(kf_cl_kernel_beside_L6, 3, sizeof kf_A_dev, &kf_A_dev, 94);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_beside_L6, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(beside_L6)", 94);
	    }
	    /* the loop counters, as the sequential loops leave them */
	    for (i = 0; i < ni - 1; i++) {
	        for (j = i + 1; j < ni; j++) {
	            for (k = 0; k < nk; k++) {
	            }
	        }
	    }
	    kf_cl_write(kf_y_dev, y, kf_y_bytes, 94);
	    if (ni - 1 > 0) {
	        size_t kf_local[1] = {256};
	        size_t kf_global[1] = {(size_t)(ni - 1)};
	        static struct kf_cl_site kf_site_beside_L7;
	        kf_cl_fit(1, kf_global, kf_local, &kf_site_beside_L7);
	        kf_cl_arg(kf_cl_kernel_beside_L7, 0, sizeof ni, &ni, 94);
	        kf_cl_arg(kf_cl_kernel_beside_L7, 1, sizeof kf_R_dev, &kf_R_dev, 94);
	        kf_cl_arg(kf_cl_kernel_beside_L7, 2, sizeof kf_y_dev, &kf_y_dev, 94);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_beside_L7, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(beside_L7)", 94);
	    }
	    /* the loop counters, as the sequential loops leave them */
	    for (i = 0; i < ni - 1; i++) {
	    }
	    kf_cl_read(R, kf_R_dev, kf_R_bytes, 104);
	    R[ni - 1][ni - 1] = 1.0;
	    kf_cl_read(y, kf_y_dev, kf_y_bytes, 104);
	}
#pragma endscop
}

static void scalar(int ni, int nk, double R[NI][NI], double y[NI], double A[NI][NK])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(109);
	const size_t kf_A_bytes = (size_t)37 * sizeof A[0];
	cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_109))) = kf_cl_alloc(kf_A_bytes, 109);
	const size_t kf_R_bytes = (size_t)37 * sizeof R[0];
	cl_mem kf_R_dev __attribute__((__cleanup__(kf_cl_free_109))) = kf_cl_alloc(kf_R_bytes, 109);
	const size_t kf_y_bytes = (size_t)37 * sizeof y[0];
	cl_mem kf_y_dev __attribute__((__cleanup__(kf_cl_free_109))) = kf_cl_alloc(kf_y_bytes, 109);
	int i, j, k;
	double t;
#pragma scop
	{
	    kf_cl_init(113);
	    kf_cl_write(kf_A_dev, A, kf_A_bytes, 113);
	    kf_cl_write(kf_R_dev, R, kf_R_bytes, 113);
	    kf_cl_write(kf_y_dev, y, kf_y_bytes, 113);
	    if (ni > 0) {
	        size_t kf_local[1] = {256};
	        size_t kf_global[1] = {(size_t)ni};
	        static struct kf_cl_site kf_site_scalar_L8;
	        kf_cl_fit(1, kf_global, kf_local, &kf_site_scalar_L8);
	        kf_cl_arg(kf_cl_kernel_scalar_L8, 0, sizeof ni, &ni, 113);
	        kf_cl_arg(kf_cl_kernel_scalar_L8, 1, sizeof kf_A_dev, &kf_A_dev, 113);
	        kf_cl_arg(kf_cl_kernel_scalar_L8, 2, sizeof kf_R_dev, &kf_R_dev, 113);
	        kf_cl_arg(kf_cl_kernel_scalar_L8, 3, sizeof nk, &nk, 113);
	        kf_cl_arg(kf_cl_kernel_scalar_L8, 4, sizeof kf_y_dev, &kf_y_dev, 113);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_scalar_L8, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(scalar_L8)", 113);
	    }
	    /* the loop counters, as the sequential loops leave them */
	    for (i = 0; i < ni; i++) {
	        for (j = 0; j < ni; j++) {
	            for (k = 0; k < nk; k++) {
	            }
	        }
	    }
	    kf_cl_read(R, kf_R_dev, kf_R_bytes, 113);
	    kf_cl_read(y, kf_y_dev, kf_y_bytes, 113);
	}
#pragma endscop
}

static double C[NI][NJ], A[NI][NK], B[NK][NJ], L[NI][NI], U[NI][NI], S[NI][NJ], T[NI][NJ + 1];
static double R[NI][NI], Q[NI][NI], y[NI], z[NI];

int main(void)
{
	for (int i = 0; i < NI; i++)
		for (int k = 0; k < NK; k++)
			A[i][k] = (double)((i * 5 + k * 3) % 11) / 7.0;
	for (int k = 0; k < NK; k++)
		for (int j = 0; j < NJ; j++)
			B[k][j] = (double)((k * 7 + j) % 13) / 3.0;
	for (int i = 0; i < NI; i++) {
		for (int j = 0; j < NJ; j++) {
			C[i][j] = (double)(i - j) / 10.0;
			S[i][j] = (double)(i + 2 * j) / 9.0;
			T[i][j] = 1.0;
		}
		T[i][NJ] = 2.0;
		for (int j = 0; j < NI; j++)
			L[i][j] = (double)(i * j % 5) / 3.0;
	}
	cpu_order(NI, NJ, NK, 1.5, 0.25, C, A, B);
	lower(NI, NK, 1.5, 0.25, L, A);
	upper(NI, NK, U, A);
	shifted(NI, NJ, NK, S, T, B);
	beside(NI, NK, R, y, A);
	scalar(NI, NK, Q, z, A);
	for (int i = 0; i < NI; i++) {
		for (int j = 0; j < NJ; j++)
			printf("%.17g %.17g\n", C[i][j], S[i][j]);
		for (int j = 0; j < NI; j++)
			printf("%.17g %.17g %.17g %.17g\n", L[i][j], U[i][j], R[i][j], Q[i][j]);
		printf("%.17g %.17g\n", y[i], z[i]);
	}
	return 0;
}
