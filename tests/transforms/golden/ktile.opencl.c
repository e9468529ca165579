/* kforge 0.1.0: tests/transforms/ktile.c for opencl; 6 kernels */
/*
 * ktile.c: the ktile pass's cases (gpu_ktile.h): a matrix product whose
 * sizes no tile divides (tails in i, j and k), a product where one
 * operand's subscript is shifted (that one not tiled, with its reason)
 * summed in a scalar declared in the band's body,
 * and a reduction loop with a triangular bound (k <= i), refused with
 * its reason; a product whose band body declares a scalar (tiled, but
 * its plain kernel keeps one element a work-item: pass strip's refusal);
 * trmm's rows (a sequential i, a kernel over j, k from i + 1: the
 * element B[i][j] in a register beside the reads of B[k][j], which k > i
 * keeps apart, a strip of j a work-item), and the same from k = i, where
 * B[k][j] may be the register's element: refused.
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

/* tails in i, j and k: 37x29 threads in 16x16 blocks, 45 = 2 * 16 + 13 */
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
#ifdef NK
    "#define NK " KF_STR(NK) "\n"
#endif
    "__kernel void product_L1(int ni, int nj, __global double *C, int nk, double alpha, __global double *A, __global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    double kf_a_C;\n"
    "    __local double kf_kt_A[256];\n"
    "    __local double kf_kt_B[256];\n"
    "    int kf_o_j = j - (int)get_local_id(0);\n"
    "    int kf_o_i = i - (int)get_local_id(1);\n"
    "    int kf_in = (j <= nj - 1 && i <= ni - 1);\n"
    "    if (kf_in) {\n"
    "        C[i * 29 + j] *= 0.5;\n"
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
    "            for (int k = kf_k0; k <= (nk - 1) && k < kf_k0 + 16; k++) {\n"
    "                kf_a_C += alpha * kf_kt_A[(i - kf_o_i) * 16 + k - kf_k0] * kf_kt_B[(k - kf_k0) * 16 + j - kf_o_j];\n"
    "            }\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (kf_in) {\n"
    "        C[i * 29 + j] = kf_a_C;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void shifted_L2(int nj, int nk, __global double *X, __global double *Y, __global double *S)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    double s;\n"
    "    __local double kf_kt_Y[256];\n"
    "    int kf_o_j = j - (int)get_local_id(0);\n"
    "    int kf_o_i = i - (int)get_local_id(1);\n"
    "    int kf_in = (j <= nj - 1 && i <= nj - 2);\n"
    "    if (kf_in) {\n"
    "        s = 0.0;\n"
    "    }\n"
    "    for (int kf_k0 = 0; kf_k0 <= nk - 1; kf_k0 += 16) {\n"
    "        for (int kf_q = (int)get_local_id(0) + 16 * (int)get_local_id(1); kf_q < 256; kf_q += 256) {\n"
    "            int kf_c = kf_q / 16, kf_r = kf_q % 16;\n"
    "            int kf_s = kf_o_j + kf_r, kf_kk = kf_k0 + kf_c;\n"
    "            if (kf_s <= (nj - 1) && kf_kk <= (nk - 1)) {\n"
    "                kf_kt_Y[kf_q] = Y[kf_kk * 29 + kf_s];\n"
    "            }\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "        if (kf_in) {\n"
    "            for (int k = kf_k0; k <= (nk - 1) && k < kf_k0 + 16; k++) {\n"
    "                s += X[k * 29 + i + 1] * kf_kt_Y[(k - kf_k0) * 16 + j - kf_o_j];\n"
    "            }\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (kf_in) {\n"
    "        S[i * 29 + j] = s;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void triangle_L3(int ni, int nj, __global double *T, __global double *A, __global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= nj - 1 && kf_hi_i <= ni - 1) {\n"
    "        T[i * 29 + j] = 0.0;\n"
    "        for (int k = 0; k <= i; k++)\n"
    "            T[i * 29 + j] += A[i * 45 + k] * B[k * 29 + j];\n"
    "    } else if (j <= nj - 1 && i <= ni - 1) {\n"
    "        T[i * 29 + j] = 0.0;\n"
    "        for (int k = 0; k <= i; k++)\n"
    "            T[i * 29 + j] += A[i * 45 + k] * B[k * 29 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void halved_L4(int ni, int nj, __global double *H, int nk, __global double *A, __global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    double kf_a_H;\n"
    "    double h;\n"
    "    __local double kf_kt_A[256];\n"
    "    __local double kf_kt_B[256];\n"
    "    int kf_o_j = j - (int)get_local_id(0);\n"
    "    int kf_o_i = i - (int)get_local_id(1);\n"
    "    int kf_in = (j <= nj - 1 && i <= ni - 1);\n"
    "    if (kf_in) {\n"
    "        h = 0.5;\n"
    "                    H[i * 29 + j] = h;\n"
    "        kf_a_H = H[i * 29 + j];\n"
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
    "            for (int k = kf_k0; k <= (nk - 1) && k < kf_k0 + 16; k++) {\n"
    "                kf_a_H += h * kf_kt_A[(i - kf_o_i) * 16 + k - kf_k0] * kf_kt_B[(k - kf_k0) * 16 + j - kf_o_j];\n"
    "            }\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (kf_in) {\n"
    "        H[i * 29 + j] = kf_a_H;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void rows_L5_1(int i, int ni, int nj, __global double *R, __global double *A, double alpha)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int k;\n"
    "    double kf_a_R;\n"
    "    if (j <= nj - 1) {\n"
    "        kf_a_R = R[i * 29 + j];\n"
    "        for (k = i + 1; k < ni; k++)\n"
    "            kf_a_R += A[k * 45 + i % NK] * R[k * 29 + j];\n"
    "        R[i * 29 + j] = kf_a_R;\n"
    "\n"
    "        R[i * 29 + j] = alpha * R[i * 29 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void overlap_L6_1(int i, int ni, int nj, __global double *O, __global double *A)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int k;\n"
    "    if (j <= nj - 1) {\n"
    "        for (k = i; k < ni; k++)\n"
    "            O[i * 29 + j] += A[k * 45 + 1] * O[k * 29 + j];\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_product_L1;
static cl_kernel kf_cl_kernel_shifted_L2;
static cl_kernel kf_cl_kernel_triangle_L3;
static cl_kernel kf_cl_kernel_halved_L4;
static cl_kernel kf_cl_kernel_rows_L5_1;
static cl_kernel kf_cl_kernel_overlap_L6_1;
static struct {
    cl_context kf_context;
    cl_command_queue kf_queue;
    cl_program kf_program;
    size_t kf_groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != CL_SUCCESS) {
        fprintf(stderr, "tests/transforms/ktile.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
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
            fprintf(stderr, "tests/transforms/ktile.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_product_L1 = clCreateKernel(kf_cl.kf_program, "product_L1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(product_L1)", kf_line);
    kf_cl_kernel_shifted_L2 = clCreateKernel(kf_cl.kf_program, "shifted_L2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(shifted_L2)", kf_line);
    kf_cl_kernel_triangle_L3 = clCreateKernel(kf_cl.kf_program, "triangle_L3", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(triangle_L3)", kf_line);
    kf_cl_kernel_halved_L4 = clCreateKernel(kf_cl.kf_program, "halved_L4", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(halved_L4)", kf_line);
    kf_cl_kernel_rows_L5_1 = clCreateKernel(kf_cl.kf_program, "rows_L5_1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(rows_L5_1)", kf_line);
    kf_cl_kernel_overlap_L6_1 = clCreateKernel(kf_cl.kf_program, "overlap_L6_1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(overlap_L6_1)", kf_line);
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

static void kf_cl_free_33(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 33);
}

static void kf_cl_free_47(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 47);
}

static void kf_cl_free_61(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 61);
}

static void kf_cl_free_75(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 75);
}

static void kf_cl_free_89(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 89);
}

static void kf_cl_free_103(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 103);
}

static void product(int ni, int nj, int nk, double alpha, double C[NI][NJ], double A[NI][NK],
                    double B[NK][NJ])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(33);
	const size_t kf_C_bytes = (size_t)37 * sizeof C[0];
	cl_mem kf_C_dev __attribute__((__cleanup__(kf_cl_free_33))) = kf_cl_alloc(kf_C_bytes, 33);
	const size_t kf_A_bytes = (size_t)37 * sizeof A[0];
	cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_33))) = kf_cl_alloc(kf_A_bytes, 33);
	const size_t kf_B_bytes = (size_t)45 * sizeof B[0];
	cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_33))) = kf_cl_alloc(kf_B_bytes, 33);
#pragma scop
	{
	    kf_cl_init(35);
	    kf_cl_write(kf_C_dev, C, kf_C_bytes, 35);
	    kf_cl_write(kf_A_dev, A, kf_A_bytes, 35);
	    kf_cl_write(kf_B_dev, B, kf_B_bytes, 35);
	    if (ni > 0 && nj > 0) {
	        size_t kf_local[2] = {16, 16};
	        size_t kf_global[2] = {(size_t)(nj + 15) / 16 * 16, (size_t)(ni + 15) / 16 * 16};
	        kf_cl_arg(kf_cl_kernel_product_L1, 0, sizeof ni, &ni, 35);
	        kf_cl_arg(kf_cl_kernel_product_L1, 1, sizeof nj, &nj, 35);
	        kf_cl_arg(kf_cl_kernel_product_L1, 2, sizeof kf_C_dev, &kf_C_dev, 35);
	        kf_cl_arg(kf_cl_kernel_product_L1, 3, sizeof nk, &nk, 35);
	        kf_cl_arg(kf_cl_kernel_product_L1, 4, sizeof alpha, &alpha, 35);
	        kf_cl_arg(kf_cl_kernel_product_L1, 5, sizeof kf_A_dev, &kf_A_dev, 35);
	        kf_cl_arg(kf_cl_kernel_product_L1, 6, sizeof kf_B_dev, &kf_B_dev, 35);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_product_L1, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(product_L1)", 35);
	    }
	    kf_cl_read(C, kf_C_dev, kf_C_bytes, 35);
	}
#pragma endscop
}

/* X[k][i + 1] is not X[k][i]: Y alone is tiled; s declared at the
 * kernel's top, its statement left as "s = 0.0" */
static void shifted(int nj, int nk, double S[NJ][NJ], double X[NK][NJ], double Y[NK][NJ])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(47);
	const size_t kf_X_bytes = (size_t)45 * sizeof X[0];
	cl_mem kf_X_dev __attribute__((__cleanup__(kf_cl_free_47))) = kf_cl_alloc(kf_X_bytes, 47);
	const size_t kf_Y_bytes = (size_t)45 * sizeof Y[0];
	cl_mem kf_Y_dev __attribute__((__cleanup__(kf_cl_free_47))) = kf_cl_alloc(kf_Y_bytes, 47);
	const size_t kf_S_bytes = (size_t)29 * sizeof S[0];
	cl_mem kf_S_dev __attribute__((__cleanup__(kf_cl_free_47))) = kf_cl_alloc(kf_S_bytes, 47);
#pragma scop
	{
	    kf_cl_init(49);
	    kf_cl_write(kf_X_dev, X, kf_X_bytes, 49);
	    kf_cl_write(kf_Y_dev, Y, kf_Y_bytes, 49);
	    kf_cl_write(kf_S_dev, S, kf_S_bytes, 49);
	    if (nj - 1 > 0 && nj > 0) {
	        size_t kf_local[2] = {16, 16};
	        size_t kf_global[2] = {(size_t)(nj + 15) / 16 * 16, (size_t)((nj - 1) + 15) / 16 * 16};
	        kf_cl_arg(kf_cl_kernel_shifted_L2, 0, sizeof nj, &nj, 49);
	        kf_cl_arg(kf_cl_kernel_shifted_L2, 1, sizeof nk, &nk, 49);
	        kf_cl_arg(kf_cl_kernel_shifted_L2, 2, sizeof kf_X_dev, &kf_X_dev, 49);
	        kf_cl_arg(kf_cl_kernel_shifted_L2, 3, sizeof kf_Y_dev, &kf_Y_dev, 49);
	        kf_cl_arg(kf_cl_kernel_shifted_L2, 4, sizeof kf_S_dev, &kf_S_dev, 49);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_shifted_L2, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(shifted_L2)", 49);
	    }
	    kf_cl_read(S, kf_S_dev, kf_S_bytes, 49);
	}
#pragma endscop
}

/* k <= i (NK > NI): threads of a block run different trip counts, refused */
static void triangle(int ni, int nj, int nk, double T[NI][NJ], double A[NI][NK], double B[NK][NJ])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(61);
	const size_t kf_T_bytes = (size_t)37 * sizeof T[0];
	cl_mem kf_T_dev __attribute__((__cleanup__(kf_cl_free_61))) = kf_cl_alloc(kf_T_bytes, 61);
	const size_t kf_A_bytes = (size_t)37 * sizeof A[0];
	cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_61))) = kf_cl_alloc(kf_A_bytes, 61);
	const size_t kf_B_bytes = (size_t)45 * sizeof B[0];
	cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_61))) = kf_cl_alloc(kf_B_bytes, 61);
#pragma scop
	{
	    kf_cl_init(63);
	    kf_cl_write(kf_T_dev, T, kf_T_bytes, 63);
	    kf_cl_write(kf_A_dev, A, kf_A_bytes, 63);
	    kf_cl_write(kf_B_dev, B, kf_B_bytes, 63);
	    if (ni > 0 && nj > 0) {
	        size_t kf_local[2] = {64, 4};
	        size_t kf_global[2] = {(size_t)nj, (size_t)ni};
	        static struct kf_cl_site kf_site_triangle_L3;
	        kf_cl_fit(2, kf_global, kf_local, &kf_site_triangle_L3);
	        kf_cl_arg(kf_cl_kernel_triangle_L3, 0, sizeof ni, &ni, 63);
	        kf_cl_arg(kf_cl_kernel_triangle_L3, 1, sizeof nj, &nj, 63);
	        kf_cl_arg(kf_cl_kernel_triangle_L3, 2, sizeof kf_T_dev, &kf_T_dev, 63);
	        kf_cl_arg(kf_cl_kernel_triangle_L3, 3, sizeof kf_A_dev, &kf_A_dev, 63);
	        kf_cl_arg(kf_cl_kernel_triangle_L3, 4, sizeof kf_B_dev, &kf_B_dev, 63);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_triangle_L3, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(triangle_L3)", 63);
	    }
	    kf_cl_read(T, kf_T_dev, kf_T_bytes, 63);
	}
#pragma endscop
}

/* "double h = 0.5;" in the band's body: hoisted by ktile; a strip of
 * j would share one h between its iterations, so no strip */
static void halved(int ni, int nj, int nk, double H[NI][NJ], double A[NI][NK], double B[NK][NJ])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(75);
	const size_t kf_H_bytes = (size_t)37 * sizeof H[0];
	cl_mem kf_H_dev __attribute__((__cleanup__(kf_cl_free_75))) = kf_cl_alloc(kf_H_bytes, 75);
	const size_t kf_A_bytes = (size_t)37 * sizeof A[0];
	cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_75))) = kf_cl_alloc(kf_A_bytes, 75);
	const size_t kf_B_bytes = (size_t)45 * sizeof B[0];
	cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_75))) = kf_cl_alloc(kf_B_bytes, 75);
#pragma scop
	{
	    kf_cl_init(77);
	    kf_cl_write(kf_H_dev, H, kf_H_bytes, 77);
	    kf_cl_write(kf_A_dev, A, kf_A_bytes, 77);
	    kf_cl_write(kf_B_dev, B, kf_B_bytes, 77);
	    if (ni > 0 && nj > 0) {
	        size_t kf_local[2] = {16, 16};
	        size_t kf_global[2] = {(size_t)(nj + 15) / 16 * 16, (size_t)(ni + 15) / 16 * 16};
	        kf_cl_arg(kf_cl_kernel_halved_L4, 0, sizeof ni, &ni, 77);
	        kf_cl_arg(kf_cl_kernel_halved_L4, 1, sizeof nj, &nj, 77);
	        kf_cl_arg(kf_cl_kernel_halved_L4, 2, sizeof kf_H_dev, &kf_H_dev, 77);
	        kf_cl_arg(kf_cl_kernel_halved_L4, 3, sizeof nk, &nk, 77);
	        kf_cl_arg(kf_cl_kernel_halved_L4, 4, sizeof kf_A_dev, &kf_A_dev, 77);
	        kf_cl_arg(kf_cl_kernel_halved_L4, 5, sizeof kf_B_dev, &kf_B_dev, 77);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_halved_L4, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(halved_L4)", 77);
	    }
	    kf_cl_read(H, kf_H_dev, kf_H_bytes, 77);
	}
#pragma endscop
}

/* trmm: a kernel over j per i, k from i + 1 (the register's row never read) */
static void rows(int ni, int nj, double alpha, double R[NI][NJ], double A[NI][NK])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(89);
	const size_t kf_R_bytes = (size_t)37 * sizeof R[0];
	cl_mem kf_R_dev __attribute__((__cleanup__(kf_cl_free_89))) = kf_cl_alloc(kf_R_bytes, 89);
	const size_t kf_A_bytes = (size_t)37 * sizeof A[0];
	cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_89))) = kf_cl_alloc(kf_A_bytes, 89);
	int i, j, k;
#pragma scop
	{
	    kf_cl_init(92);
	    kf_cl_write(kf_R_dev, R, kf_R_bytes, 92);
	    kf_cl_write(kf_A_dev, A, kf_A_bytes, 92);
	    for (i = 0; i < ni; i++) {
	        if (nj > 0) {
	            size_t kf_local[1] = {256};
	            size_t kf_global[1] = {(size_t)nj};
	            static struct kf_cl_site kf_site_rows_L5_1;
	            kf_cl_fit(1, kf_global, kf_local, &kf_site_rows_L5_1);
	            kf_cl_arg(kf_cl_kernel_rows_L5_1, 0, sizeof i, &i, 93);
	            kf_cl_arg(kf_cl_kernel_rows_L5_1, 1, sizeof ni, &ni, 93);
	            kf_cl_arg(kf_cl_kernel_rows_L5_1, 2, sizeof nj, &nj, 93);
	            kf_cl_arg(kf_cl_kernel_rows_L5_1, 3, sizeof kf_R_dev, &kf_R_dev, 93);
	            kf_cl_arg(kf_cl_kernel_rows_L5_1, 4, sizeof kf_A_dev, &kf_A_dev, 93);
	            kf_cl_arg(kf_cl_kernel_rows_L5_1, 5, sizeof alpha, &alpha, 93);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_rows_L5_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(rows_L5_1)", 93);
	        }
	        /* the loop counters, as the sequential loops leave them */
	        for (j = 0; j < nj; j++) {
	            for (k = i + 1; k < ni; k++) {
	            }
	        }
	    }
	    kf_cl_read(R, kf_R_dev, kf_R_bytes, 92);
	}
#pragma endscop
}

/* k from i: R[k][j] is R[i][j] at k = i, so no register */
static void overlap(int ni, int nj, double O[NI][NJ], double A[NI][NK])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(103);
	const size_t kf_O_bytes = (size_t)37 * sizeof O[0];
	cl_mem kf_O_dev __attribute__((__cleanup__(kf_cl_free_103))) = kf_cl_alloc(kf_O_bytes, 103);
	const size_t kf_A_bytes = (size_t)37 * sizeof A[0];
	cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_103))) = kf_cl_alloc(kf_A_bytes, 103);
	int i, j, k;
#pragma scop
	{
	    kf_cl_init(106);
	    kf_cl_write(kf_O_dev, O, kf_O_bytes, 106);
	    kf_cl_write(kf_A_dev, A, kf_A_bytes, 106);
	    for (i = 0; i < ni; i++) {
	        if (nj > 0) {
	            size_t kf_local[1] = {256};
	            size_t kf_global[1] = {(size_t)nj};
	            static struct kf_cl_site kf_site_overlap_L6_1;
	            kf_cl_fit(1, kf_global, kf_local, &kf_site_overlap_L6_1);
	            kf_cl_arg(kf_cl_kernel_overlap_L6_1, 0, sizeof i, &i, 107);
	            kf_cl_arg(kf_cl_kernel_overlap_L6_1, 1, sizeof ni, &ni, 107);
	            kf_cl_arg(kf_cl_kernel_overlap_L6_1, 2, sizeof nj, &nj, 107);
	            kf_cl_arg(kf_cl_kernel_overlap_L6_1, 3, sizeof kf_O_dev, &kf_O_dev, 107);
	            kf_cl_arg(kf_cl_kernel_overlap_L6_1, 4, sizeof kf_A_dev, &kf_A_dev, 107);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_overlap_L6_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(overlap_L6_1)", 107);
	        }
	        /* the loop counters, as the sequential loops leave them */
	        for (j = 0; j < nj; j++) {
	            for (k = i; k < ni; k++) {
	            }
	        }
	    }
	    kf_cl_read(O, kf_O_dev, kf_O_bytes, 106);
	}
#pragma endscop
}

static double C[NI][NJ], A[NI][NK], B[NK][NJ], S[NJ][NJ], X[NK][NJ], Y[NK][NJ], T[NI][NJ];
static double H[NI][NJ], R[NI][NJ], O[NI][NJ];

int main(void)
{
	for (int i = 0; i < NI; i++)
		for (int k = 0; k < NK; k++)
			A[i][k] = (double)((i * 5 + k * 3) % 11) / 7.0;
	for (int k = 0; k < NK; k++)
		for (int j = 0; j < NJ; j++) {
			B[k][j] = (double)((k * 7 + j) % 13) / 3.0;
			X[k][j] = (double)((k + j * 11) % 9) / 5.0;
			Y[k][j] = (double)((k * 3 + j * 2) % 7) / 9.0;
		}
	for (int i = 0; i < NI; i++)
		for (int j = 0; j < NJ; j++) {
			C[i][j] = (double)(i - j) / 10.0;
			R[i][j] = O[i][j] = (double)((i + 3 * j) % 7) / 4.0;
		}
	product(NI, NJ, NK, 1.5, C, A, B);
	shifted(NJ, NK, S, X, Y);
	triangle(NI, NJ, NK, T, A, B);
	halved(NI, NJ, NK, H, A, B);
	rows(NI, NJ, 1.5, R, A);
	overlap(NI, NJ, O, A);
	for (int i = 0; i < NI; i++)
		for (int j = 0; j < NJ; j++)
			printf("%.17g %.17g %.17g %.17g %.17g\n", C[i][j], T[i][j], H[i][j], R[i][j],
			       O[i][j]);
	for (int i = 0; i < NJ - 1; i++)
		for (int j = 0; j < NJ; j++)
			printf("%.17g\n", S[i][j]);
	return 0;
}
