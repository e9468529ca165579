/* kforge 0.1.0: tests/kernels/3mm.c for opencl; 3 kernels */
/*
 * 3mm.c: three matrix products, G = (A * B) * (C * D).
 *
 *   E = A * B   (NI x NJ)
 *   F = C * D   (NJ x NL)
 *   G = E * F   (NI x NL)
 *
 * Style: C99 VLA parameters (double A[ni][nk]), arrays on the heap through
 * pointers to VLA rows; the dot products use a scalar temporary declared
 * inside the loop body.
 * Default NI=NJ=NK=NL=NM=40.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DNI=700 -DNJ=700 -DNK=700 -DNL=700 -DNM=700
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L1.1.1 k reduction
 * kforge-expect: L2 i parallel
 * kforge-expect: L2.1 j parallel
 * kforge-expect: L2.1.1 k reduction
 * kforge-expect: L3 i parallel
 * kforge-expect: L3.1 j parallel
 * kforge-expect: L3.1.1 k reduction
 * kforge-expect-note: s is declared in the j body, so it is private to
 *   each (i, j); the k loops reduce into it.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef NI
#define NI 40
#endif
#ifndef NJ
#define NJ 40
#endif
#ifndef NK
#define NK 40
#endif
#ifndef NL
#define NL 40
#endif
#ifndef NM
#define NM 40
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
    "__kernel void kernel_3mm_L1(int ni, int nj, int nk, __global double *A, __global double *B, __global double *E)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= nj - 1 && kf_hi_i <= ni - 1) {\n"
    "        double s = 0.0;\n"
    "        for (int k = 0; k < nk; k++)\n"
    "            s += A[i * nk + k] * B[k * nj + j];\n"
    "        E[i * nj + j] = s;\n"
    "    } else if (j <= nj - 1 && i <= ni - 1) {\n"
    "        double s = 0.0;\n"
    "        for (int k = 0; k < nk; k++)\n"
    "            s += A[i * nk + k] * B[k * nj + j];\n"
    "        E[i * nj + j] = s;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void kernel_3mm_L1_ktile(int ni, int nj, int nk, __global double *A, __global double *B, __global double *E)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    double s;\n"
    "    __local double kf_kt_A[256];\n"
    "    __local double kf_kt_B[256];\n"
    "    int kf_o_j = j - (int)get_local_id(0);\n"
    "    int kf_o_i = i - (int)get_local_id(1);\n"
    "    int kf_in = (j <= nj - 1 && i <= ni - 1);\n"
    "    if (kf_in) {\n"
    "        s = 0.0;\n"
    "    }\n"
    "    for (int kf_k0 = 0; kf_k0 <= nk - 1; kf_k0 += 16) {\n"
    "        for (int kf_q = (int)get_local_id(0) + 16 * (int)get_local_id(1); kf_q < 256; kf_q += 256) {\n"
    "            int kf_r = kf_q / 16, kf_c = kf_q % 16;\n"
    "            int kf_s = kf_o_i + kf_r, kf_kk = kf_k0 + kf_c;\n"
    "            if (kf_s <= (ni - 1) && kf_kk <= (nk - 1)) {\n"
    "                kf_kt_A[kf_q] = A[kf_s * nk + kf_kk];\n"
    "            }\n"
    "        }\n"
    "        for (int kf_q = (int)get_local_id(0) + 16 * (int)get_local_id(1); kf_q < 256; kf_q += 256) {\n"
    "            int kf_c = kf_q / 16, kf_r = kf_q % 16;\n"
    "            int kf_s = kf_o_j + kf_r, kf_kk = kf_k0 + kf_c;\n"
    "            if (kf_s <= (nj - 1) && kf_kk <= (nk - 1)) {\n"
    "                kf_kt_B[kf_q] = B[kf_kk * nj + kf_s];\n"
    "            }\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "        if (kf_in) {\n"
    "            for (int k = kf_k0; k <= (nk - 1) && k < kf_k0 + 16; k++) {\n"
    "                s += kf_kt_A[(i - kf_o_i) * 16 + k - kf_k0] * kf_kt_B[(k - kf_k0) * 16 + j - kf_o_j];\n"
    "            }\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (kf_in) {\n"
    "        E[i * nj + j] = s;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void kernel_3mm_L2(int nj, int nl, int nm, __global double *C, __global double *D, __global double *F)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= nl - 1 && kf_hi_i <= nj - 1) {\n"
    "        double s = 0.0;\n"
    "        for (int k = 0; k < nm; k++)\n"
    "            s += C[i * nm + k] * D[k * nl + j];\n"
    "        F[i * nl + j] = s;\n"
    "    } else if (j <= nl - 1 && i <= nj - 1) {\n"
    "        double s = 0.0;\n"
    "        for (int k = 0; k < nm; k++)\n"
    "            s += C[i * nm + k] * D[k * nl + j];\n"
    "        F[i * nl + j] = s;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void kernel_3mm_L2_ktile(int nj, int nl, int nm, __global double *C, __global double *D, __global double *F)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    double s;\n"
    "    __local double kf_kt_C[256];\n"
    "    __local double kf_kt_D[256];\n"
    "    int kf_o_j = j - (int)get_local_id(0);\n"
    "    int kf_o_i = i - (int)get_local_id(1);\n"
    "    int kf_in = (j <= nl - 1 && i <= nj - 1);\n"
    "    if (kf_in) {\n"
    "        s = 0.0;\n"
    "    }\n"
    "    for (int kf_k0 = 0; kf_k0 <= nm - 1; kf_k0 += 16) {\n"
    "        for (int kf_q = (int)get_local_id(0) + 16 * (int)get_local_id(1); kf_q < 256; kf_q += 256) {\n"
    "            int kf_r = kf_q / 16, kf_c = kf_q % 16;\n"
    "            int kf_s = kf_o_i + kf_r, kf_kk = kf_k0 + kf_c;\n"
    "            if (kf_s <= (nj - 1) && kf_kk <= (nm - 1)) {\n"
    "                kf_kt_C[kf_q] = C[kf_s * nm + kf_kk];\n"
    "            }\n"
    "        }\n"
    "        for (int kf_q = (int)get_local_id(0) + 16 * (int)get_local_id(1); kf_q < 256; kf_q += 256) {\n"
    "            int kf_c = kf_q / 16, kf_r = kf_q % 16;\n"
    "            int kf_s = kf_o_j + kf_r, kf_kk = kf_k0 + kf_c;\n"
    "            if (kf_s <= (nl - 1) && kf_kk <= (nm - 1)) {\n"
    "                kf_kt_D[kf_q] = D[kf_kk * nl + kf_s];\n"
    "            }\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "        if (kf_in) {\n"
    "            for (int k = kf_k0; k <= (nm - 1) && k < kf_k0 + 16; k++) {\n"
    "                s += kf_kt_C[(i - kf_o_i) * 16 + k - kf_k0] * kf_kt_D[(k - kf_k0) * 16 + j - kf_o_j];\n"
    "            }\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (kf_in) {\n"
    "        F[i * nl + j] = s;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void kernel_3mm_L3(int ni, int nj, __global double *E, int nl, __global double *F, __global double *G)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= nl - 1 && kf_hi_i <= ni - 1) {\n"
    "        double s = 0.0;\n"
    "        for (int k = 0; k < nj; k++)\n"
    "            s += E[i * nj + k] * F[k * nl + j];\n"
    "        G[i * nl + j] = s;\n"
    "    } else if (j <= nl - 1 && i <= ni - 1) {\n"
    "        double s = 0.0;\n"
    "        for (int k = 0; k < nj; k++)\n"
    "            s += E[i * nj + k] * F[k * nl + j];\n"
    "        G[i * nl + j] = s;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void kernel_3mm_L3_ktile(int ni, int nj, __global double *E, int nl, __global double *F, __global double *G)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    double s;\n"
    "    __local double kf_kt_E[256];\n"
    "    __local double kf_kt_F[256];\n"
    "    int kf_o_j = j - (int)get_local_id(0);\n"
    "    int kf_o_i = i - (int)get_local_id(1);\n"
    "    int kf_in = (j <= nl - 1 && i <= ni - 1);\n"
    "    if (kf_in) {\n"
    "        s = 0.0;\n"
    "    }\n"
    "    for (int kf_k0 = 0; kf_k0 <= nj - 1; kf_k0 += 16) {\n"
    "        for (int kf_q = (int)get_local_id(0) + 16 * (int)get_local_id(1); kf_q < 256; kf_q += 256) {\n"
    "            int kf_r = kf_q / 16, kf_c = kf_q % 16;\n"
    "            int kf_s = kf_o_i + kf_r, kf_kk = kf_k0 + kf_c;\n"
    "            if (kf_s <= (ni - 1) && kf_kk <= (nj - 1)) {\n"
    "                kf_kt_E[kf_q] = E[kf_s * nj + kf_kk];\n"
    "            }\n"
    "        }\n"
    "        for (int kf_q = (int)get_local_id(0) + 16 * (int)get_local_id(1); kf_q < 256; kf_q += 256) {\n"
    "            int kf_c = kf_q / 16, kf_r = kf_q % 16;\n"
    "            int kf_s = kf_o_j + kf_r, kf_kk = kf_k0 + kf_c;\n"
    "            if (kf_s <= (nl - 1) && kf_kk <= (nj - 1)) {\n"
    "                kf_kt_F[kf_q] = F[kf_kk * nl + kf_s];\n"
    "            }\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "        if (kf_in) {\n"
    "            for (int k = kf_k0; k <= (nj - 1) && k < kf_k0 + 16; k++) {\n"
    "                s += kf_kt_E[(i - kf_o_i) * 16 + k - kf_k0] * kf_kt_F[(k - kf_k0) * 16 + j - kf_o_j];\n"
    "            }\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (kf_in) {\n"
    "        G[i * nl + j] = s;\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_kernel_3mm_L1;
static cl_kernel kf_cl_kernel_kernel_3mm_L1_ktile;
static cl_kernel kf_cl_kernel_kernel_3mm_L2;
static cl_kernel kf_cl_kernel_kernel_3mm_L2_ktile;
static cl_kernel kf_cl_kernel_kernel_3mm_L3;
static cl_kernel kf_cl_kernel_kernel_3mm_L3_ktile;
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
        fprintf(stderr, "tests/kernels/3mm.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
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
            fprintf(stderr, "tests/kernels/3mm.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_kernel_3mm_L1 = clCreateKernel(kf_cl.kf_program, "kernel_3mm_L1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(kernel_3mm_L1)", kf_line);
    kf_cl_kernel_kernel_3mm_L1_ktile = clCreateKernel(kf_cl.kf_program, "kernel_3mm_L1_ktile", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(kernel_3mm_L1_ktile)", kf_line);
    kf_cl_kernel_kernel_3mm_L2 = clCreateKernel(kf_cl.kf_program, "kernel_3mm_L2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(kernel_3mm_L2)", kf_line);
    kf_cl_kernel_kernel_3mm_L2_ktile = clCreateKernel(kf_cl.kf_program, "kernel_3mm_L2_ktile", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(kernel_3mm_L2_ktile)", kf_line);
    kf_cl_kernel_kernel_3mm_L3 = clCreateKernel(kf_cl.kf_program, "kernel_3mm_L3", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(kernel_3mm_L3)", kf_line);
    kf_cl_kernel_kernel_3mm_L3_ktile = clCreateKernel(kf_cl.kf_program, "kernel_3mm_L3_ktile", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(kernel_3mm_L3_ktile)", kf_line);
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

static void kf_cl_free_50(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 50);
}

static void kernel_3mm(int ni, int nj, int nk, int nl, int nm,
		       double E[ni][nj], double A[ni][nk], double B[nk][nj],
		       double F[nj][nl], double C[nj][nm], double D[nm][nl],
		       double G[ni][nl])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(50);
	const size_t kf_A_bytes = (size_t)ni * sizeof A[0];
	cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_50))) = kf_cl_alloc(kf_A_bytes, 50);
	const size_t kf_B_bytes = (size_t)nk * sizeof B[0];
	cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_50))) = kf_cl_alloc(kf_B_bytes, 50);
	const size_t kf_E_bytes = (size_t)ni * sizeof E[0];
	cl_mem kf_E_dev __attribute__((__cleanup__(kf_cl_free_50))) = kf_cl_alloc(kf_E_bytes, 50);
	const size_t kf_C_bytes = (size_t)nj * sizeof C[0];
	cl_mem kf_C_dev __attribute__((__cleanup__(kf_cl_free_50))) = kf_cl_alloc(kf_C_bytes, 50);
	const size_t kf_D_bytes = (size_t)nm * sizeof D[0];
	cl_mem kf_D_dev __attribute__((__cleanup__(kf_cl_free_50))) = kf_cl_alloc(kf_D_bytes, 50);
	const size_t kf_F_bytes = (size_t)nj * sizeof F[0];
	cl_mem kf_F_dev __attribute__((__cleanup__(kf_cl_free_50))) = kf_cl_alloc(kf_F_bytes, 50);
	const size_t kf_G_bytes = (size_t)ni * sizeof G[0];
	cl_mem kf_G_dev __attribute__((__cleanup__(kf_cl_free_50))) = kf_cl_alloc(kf_G_bytes, 50);
#pragma scop
	{
	    kf_cl_init(52);
	    kf_cl_write(kf_A_dev, A, kf_A_bytes, 52);
	    kf_cl_write(kf_B_dev, B, kf_B_bytes, 52);
	    kf_cl_write(kf_E_dev, E, kf_E_bytes, 52);
	    if (ni > 0 && nj > 0) {
	        if (kf_cl.kf_window) {
	            size_t kf_local[2] = {16, 16};
	            size_t kf_global[2] = {(size_t)(nj + 15) / 16 * 16, (size_t)(ni + 15) / 16 * 16};
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L1_ktile, 0, sizeof ni, &ni, 52);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L1_ktile, 1, sizeof nj, &nj, 52);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L1_ktile, 2, sizeof nk, &nk, 52);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L1_ktile, 3, sizeof kf_A_dev, &kf_A_dev, 52);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L1_ktile, 4, sizeof kf_B_dev, &kf_B_dev, 52);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L1_ktile, 5, sizeof kf_E_dev, &kf_E_dev, 52);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_kernel_3mm_L1_ktile, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_3mm_L1_ktile)", 52);
	        } else {
	            size_t kf_local[2] = {64, 4};
	            size_t kf_global[2] = {(size_t)nj, (size_t)ni};
	            static struct kf_cl_site kf_site_kernel_3mm_L1;
	            kf_cl_fit(2, kf_global, kf_local, &kf_site_kernel_3mm_L1);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L1, 0, sizeof ni, &ni, 52);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L1, 1, sizeof nj, &nj, 52);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L1, 2, sizeof nk, &nk, 52);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L1, 3, sizeof kf_A_dev, &kf_A_dev, 52);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L1, 4, sizeof kf_B_dev, &kf_B_dev, 52);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L1, 5, sizeof kf_E_dev, &kf_E_dev, 52);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_kernel_3mm_L1, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_3mm_L1)", 52);
	        }
	    }
	    kf_cl_write(kf_C_dev, C, kf_C_bytes, 59);
	    kf_cl_write(kf_D_dev, D, kf_D_bytes, 59);
	    kf_cl_write(kf_F_dev, F, kf_F_bytes, 59);
	    if (nj > 0 && nl > 0) {
	        if (kf_cl.kf_window) {
	            size_t kf_local[2] = {16, 16};
	            size_t kf_global[2] = {(size_t)(nl + 15) / 16 * 16, (size_t)(nj + 15) / 16 * 16};
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L2_ktile, 0, sizeof nj, &nj, 59);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L2_ktile, 1, sizeof nl, &nl, 59);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L2_ktile, 2, sizeof nm, &nm, 59);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L2_ktile, 3, sizeof kf_C_dev, &kf_C_dev, 59);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L2_ktile, 4, sizeof kf_D_dev, &kf_D_dev, 59);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L2_ktile, 5, sizeof kf_F_dev, &kf_F_dev, 59);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_kernel_3mm_L2_ktile, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_3mm_L2_ktile)", 59);
	        } else {
	            size_t kf_local[2] = {64, 4};
	            size_t kf_global[2] = {(size_t)nl, (size_t)nj};
	            static struct kf_cl_site kf_site_kernel_3mm_L2;
	            kf_cl_fit(2, kf_global, kf_local, &kf_site_kernel_3mm_L2);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L2, 0, sizeof nj, &nj, 59);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L2, 1, sizeof nl, &nl, 59);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L2, 2, sizeof nm, &nm, 59);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L2, 3, sizeof kf_C_dev, &kf_C_dev, 59);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L2, 4, sizeof kf_D_dev, &kf_D_dev, 59);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L2, 5, sizeof kf_F_dev, &kf_F_dev, 59);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_kernel_3mm_L2, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_3mm_L2)", 59);
	        }
	    }
	    kf_cl_write(kf_G_dev, G, kf_G_bytes, 66);
	    if (ni > 0 && nl > 0) {
	        if (kf_cl.kf_window) {
	            size_t kf_local[2] = {16, 16};
	            size_t kf_global[2] = {(size_t)(nl + 15) / 16 * 16, (size_t)(ni + 15) / 16 * 16};
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L3_ktile, 0, sizeof ni, &ni, 66);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L3_ktile, 1, sizeof nj, &nj, 66);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L3_ktile, 2, sizeof kf_E_dev, &kf_E_dev, 66);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L3_ktile, 3, sizeof nl, &nl, 66);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L3_ktile, 4, sizeof kf_F_dev, &kf_F_dev, 66);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L3_ktile, 5, sizeof kf_G_dev, &kf_G_dev, 66);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_kernel_3mm_L3_ktile, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_3mm_L3_ktile)", 66);
	        } else {
	            size_t kf_local[2] = {64, 4};
	            size_t kf_global[2] = {(size_t)nl, (size_t)ni};
	            static struct kf_cl_site kf_site_kernel_3mm_L3;
	            kf_cl_fit(2, kf_global, kf_local, &kf_site_kernel_3mm_L3);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L3, 0, sizeof ni, &ni, 66);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L3, 1, sizeof nj, &nj, 66);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L3, 2, sizeof kf_E_dev, &kf_E_dev, 66);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L3, 3, sizeof nl, &nl, 66);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L3, 4, sizeof kf_F_dev, &kf_F_dev, 66);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L3, 5, sizeof kf_G_dev, &kf_G_dev, 66);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_kernel_3mm_L3, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_3mm_L3)", 66);
	        }
	    }
	    kf_cl_read(E, kf_E_dev, kf_E_bytes, 66);
	    kf_cl_read(F, kf_F_dev, kf_F_bytes, 66);
	    kf_cl_read(G, kf_G_dev, kf_G_bytes, 66);
	}
#pragma endscop
}

int main(void)
{
	int ni = NI, nj = NJ, nk = NK, nl = NL, nm = NM;
	double (*A)[nk] = malloc(sizeof(double[ni][nk]));
	double (*B)[nj] = malloc(sizeof(double[nk][nj]));
	double (*C)[nm] = malloc(sizeof(double[nj][nm]));
	double (*D)[nl] = malloc(sizeof(double[nm][nl]));
	double (*E)[nj] = malloc(sizeof(double[ni][nj]));
	double (*F)[nl] = malloc(sizeof(double[nj][nl]));
	double (*G)[nl] = malloc(sizeof(double[ni][nl]));

	if (!A || !B || !C || !D || !E || !F || !G)
		return 1;
	for (int i = 0; i < ni; i++)
		for (int j = 0; j < nk; j++)
			A[i][j] = (double)((i * j + 1) % ni) / (5 * ni);
	for (int i = 0; i < nk; i++)
		for (int j = 0; j < nj; j++)
			B[i][j] = (double)((i * (j + 1) + 2) % nj) / (5 * nj);
	for (int i = 0; i < nj; i++)
		for (int j = 0; j < nm; j++)
			C[i][j] = (double)(i * (j + 3) % nl) / (5 * nl);
	for (int i = 0; i < nm; i++)
		for (int j = 0; j < nl; j++)
			D[i][j] = (double)((i * (j + 2) + 2) % nk) / (5 * nk);

	kernel_3mm(ni, nj, nk, nl, nm, E, A, B, F, C, D, G);

	printf("G\n");
	for (int i = 0; i < ni; i++) {
		for (int j = 0; j < nl; j++)
			printf("%.10g ", G[i][j]);
		printf("\n");
	}
	free(A);
	free(B);
	free(C);
	free(D);
	free(E);
	free(F);
	free(G);
	return 0;
}
