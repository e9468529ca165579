/* kforge 0.1.0: tests/gen/gpu_choice.c for opencl; 2 kernels */
/* kforge gen --target opencl|cuda --device-choice=auto: a fragment runs on
 * the device only where its work pays for the device's set-up, launches
 * and copies (codegen/gpu_choice.h).  tiny's work is known and small: it
 * stays on the host as written; big's is known and large: kernels; mm's
 * depends on n: a run-time test picks the device for the large call and
 * the host for the small one, and for a middle one that pays only once the
 * program has started the device.  Prints sums of every result.  The device's
 * set-up is taken as 1 ms (a PoCL program whose binary is cached is
 * nearer 0.1 s) so that the test's big fragments are small enough to run
 * in a test.  Used by tests/gen/test_gen_gpu_choice.sh. */
#pragma kforge device_setup_s 0.001
#include <stdio.h>
#include <stdlib.h>

#define N 16
#define NB 400

static void tiny(double a[N], double b[N])
{
#pragma scop
    for (int i = 0; i < N; i++)
        b[i] = 2.0 * a[i] + 1.0;
#pragma endscop
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
#ifdef NB
    "#define NB " KF_STR(NB) "\n"
#endif
    "__kernel void big_L2(__global double *c, __global double *a, __global double *b)\n"
    "{\n"
    "    int j = (int)get_global_id(0) * 4;\n"
    "    int i = (int)get_global_id(1);\n"
    "    double kf_a_c[4];\n"
    "    int kf_s0 = j;\n"
    "    int kf_lo = 0 - kf_s0 > 0 ? 0 - kf_s0 : 0;\n"
    "    int kf_hi = 399 - kf_s0 + 1 < 4 ? 399 - kf_s0 + 1 : 4;\n"
    "    if (i >= 0 && i <= 399 && kf_lo < kf_hi) {\n"
    "        if (kf_lo == 0 && kf_hi == 4) {\n"
    "            for (int kf_q = 0; kf_q < 4; kf_q++) {\n"
    "                j = kf_s0 + kf_q;\n"
    "                c[i * 400 + j] = 0.0;\n"
    "                kf_a_c[kf_q] = c[i * 400 + j];\n"
    "            }\n"
    "            for (int k = 0; k <= 399; k++) {\n"
    "                for (int kf_q = 0; kf_q < 4; kf_q++) {\n"
    "                    j = kf_s0 + kf_q;\n"
    "                    kf_a_c[kf_q] += a[i * 400 + k] * b[k * 400 + j];\n"
    "                }\n"
    "            }\n"
    "            for (int kf_q = 0; kf_q < 4; kf_q++) {\n"
    "                j = kf_s0 + kf_q;\n"
    "                c[i * 400 + j] = kf_a_c[kf_q];\n"
    "            }\n"
    "        } else {\n"
    "            for (int kf_q = kf_lo; kf_q < kf_hi; kf_q++) {\n"
    "                j = kf_s0 + kf_q;\n"
    "                c[i * 400 + j] = 0.0;\n"
    "                kf_a_c[kf_q] = c[i * 400 + j];\n"
    "            }\n"
    "            for (int k = 0; k <= 399; k++) {\n"
    "                for (int kf_q = kf_lo; kf_q < kf_hi; kf_q++) {\n"
    "                    j = kf_s0 + kf_q;\n"
    "                    kf_a_c[kf_q] += a[i * 400 + k] * b[k * 400 + j];\n"
    "                }\n"
    "            }\n"
    "            for (int kf_q = kf_lo; kf_q < kf_hi; kf_q++) {\n"
    "                j = kf_s0 + kf_q;\n"
    "                c[i * 400 + j] = kf_a_c[kf_q];\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void big_L2_ktile(__global double *c, __global double *a, __global double *b)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    double kf_a_c;\n"
    "    __local double kf_kt_a[256];\n"
    "    __local double kf_kt_b[256];\n"
    "    int kf_o_j = j - (int)get_local_id(0);\n"
    "    int kf_o_i = i - (int)get_local_id(1);\n"
    "    c[i * 400 + j] = 0.0;\n"
    "    kf_a_c = c[i * 400 + j];\n"
    "    for (int kf_k0 = 0; kf_k0 <= 399; kf_k0 += 16) {\n"
    "        for (int kf_q = (int)get_local_id(0) + 16 * (int)get_local_id(1); kf_q < 256; kf_q += 256) {\n"
    "            int kf_r = kf_q / 16, kf_c = kf_q % 16;\n"
    "            int kf_s = kf_o_i + kf_r, kf_kk = kf_k0 + kf_c;\n"
    "            if (kf_s <= 399 && kf_kk <= 399) {\n"
    "                kf_kt_a[kf_q] = a[kf_s * 400 + kf_kk];\n"
    "            }\n"
    "        }\n"
    "        for (int kf_q = (int)get_local_id(0) + 16 * (int)get_local_id(1); kf_q < 256; kf_q += 256) {\n"
    "            int kf_c = kf_q / 16, kf_r = kf_q % 16;\n"
    "            int kf_s = kf_o_j + kf_r, kf_kk = kf_k0 + kf_c;\n"
    "            if (kf_s <= 399 && kf_kk <= 399) {\n"
    "                kf_kt_b[kf_q] = b[kf_kk * 400 + kf_s];\n"
    "            }\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "        for (int k = kf_k0; k <= 399 && k < kf_k0 + 16; k++) {\n"
    "            kf_a_c += kf_kt_a[(i - kf_o_i) * 16 + k - kf_k0] * kf_kt_b[(k - kf_k0) * 16 + j - kf_o_j];\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    c[i * 400 + j] = kf_a_c;\n"
    "}\n"
    "\n"
    "__kernel void mm_L3(int n, __global double *c, __global double *a, __global double *b)\n"
    "{\n"
    "    int j = (int)get_global_id(0) * 4;\n"
    "    int i = (int)get_global_id(1);\n"
    "    double kf_a_c[4];\n"
    "    int kf_s0 = j;\n"
    "    int kf_lo = 0 - kf_s0 > 0 ? 0 - kf_s0 : 0;\n"
    "    int kf_hi = (n - 1) - kf_s0 + 1 < 4 ? (n - 1) - kf_s0 + 1 : 4;\n"
    "    if (i >= 0 && i <= (n - 1) && kf_lo < kf_hi) {\n"
    "        if (kf_lo == 0 && kf_hi == 4) {\n"
    "            for (int kf_q = 0; kf_q < 4; kf_q++) {\n"
    "                j = kf_s0 + kf_q;\n"
    "                c[i * n + j] = 0.0;\n"
    "                kf_a_c[kf_q] = c[i * n + j];\n"
    "            }\n"
    "            for (int k = 0; k <= (n - 1); k++) {\n"
    "                for (int kf_q = 0; kf_q < 4; kf_q++) {\n"
    "                    j = kf_s0 + kf_q;\n"
    "                    kf_a_c[kf_q] += a[i * n + k] * b[k * n + j];\n"
    "                }\n"
    "            }\n"
    "            for (int kf_q = 0; kf_q < 4; kf_q++) {\n"
    "                j = kf_s0 + kf_q;\n"
    "                c[i * n + j] = kf_a_c[kf_q];\n"
    "            }\n"
    "        } else {\n"
    "            for (int kf_q = kf_lo; kf_q < kf_hi; kf_q++) {\n"
    "                j = kf_s0 + kf_q;\n"
    "                c[i * n + j] = 0.0;\n"
    "                kf_a_c[kf_q] = c[i * n + j];\n"
    "            }\n"
    "            for (int k = 0; k <= (n - 1); k++) {\n"
    "                for (int kf_q = kf_lo; kf_q < kf_hi; kf_q++) {\n"
    "                    j = kf_s0 + kf_q;\n"
    "                    kf_a_c[kf_q] += a[i * n + k] * b[k * n + j];\n"
    "                }\n"
    "            }\n"
    "            for (int kf_q = kf_lo; kf_q < kf_hi; kf_q++) {\n"
    "                j = kf_s0 + kf_q;\n"
    "                c[i * n + j] = kf_a_c[kf_q];\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void mm_L3_ktile(int n, __global double *c, __global double *a, __global double *b)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    double kf_a_c;\n"
    "    __local double kf_kt_a[256];\n"
    "    __local double kf_kt_b[256];\n"
    "    int kf_o_j = j - (int)get_local_id(0);\n"
    "    int kf_o_i = i - (int)get_local_id(1);\n"
    "    int kf_in = (j <= n - 1 && i <= n - 1);\n"
    "    if (kf_in) {\n"
    "        c[i * n + j] = 0.0;\n"
    "        kf_a_c = c[i * n + j];\n"
    "    }\n"
    "    for (int kf_k0 = 0; kf_k0 <= n - 1; kf_k0 += 16) {\n"
    "        for (int kf_q = (int)get_local_id(0) + 16 * (int)get_local_id(1); kf_q < 256; kf_q += 256) {\n"
    "            int kf_r = kf_q / 16, kf_c = kf_q % 16;\n"
    "            int kf_s = kf_o_i + kf_r, kf_kk = kf_k0 + kf_c;\n"
    "            if (kf_s <= (n - 1) && kf_kk <= (n - 1)) {\n"
    "                kf_kt_a[kf_q] = a[kf_s * n + kf_kk];\n"
    "            }\n"
    "        }\n"
    "        for (int kf_q = (int)get_local_id(0) + 16 * (int)get_local_id(1); kf_q < 256; kf_q += 256) {\n"
    "            int kf_c = kf_q / 16, kf_r = kf_q % 16;\n"
    "            int kf_s = kf_o_j + kf_r, kf_kk = kf_k0 + kf_c;\n"
    "            if (kf_s <= (n - 1) && kf_kk <= (n - 1)) {\n"
    "                kf_kt_b[kf_q] = b[kf_kk * n + kf_s];\n"
    "            }\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "        if (kf_in) {\n"
    "            for (int k = kf_k0; k <= (n - 1) && k < kf_k0 + 16; k++) {\n"
    "                kf_a_c += kf_kt_a[(i - kf_o_i) * 16 + k - kf_k0] * kf_kt_b[(k - kf_k0) * 16 + j - kf_o_j];\n"
    "            }\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (kf_in) {\n"
    "        c[i * n + j] = kf_a_c;\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_big_L2;
static cl_kernel kf_cl_kernel_big_L2_ktile;
static cl_kernel kf_cl_kernel_mm_L3;
static cl_kernel kf_cl_kernel_mm_L3_ktile;
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
        fprintf(stderr, "tests/gen/gpu_choice.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
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
            fprintf(stderr, "tests/gen/gpu_choice.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_big_L2 = clCreateKernel(kf_cl.kf_program, "big_L2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(big_L2)", kf_line);
    kf_cl_kernel_big_L2_ktile = clCreateKernel(kf_cl.kf_program, "big_L2_ktile", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(big_L2_ktile)", kf_line);
    kf_cl_kernel_mm_L3 = clCreateKernel(kf_cl.kf_program, "mm_L3", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(mm_L3)", kf_line);
    kf_cl_kernel_mm_L3_ktile = clCreateKernel(kf_cl.kf_program, "mm_L3_ktile", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(mm_L3_ktile)", kf_line);
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

static void kf_cl_free_27(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 27);
}

static void big(double c[NB][NB], double a[NB][NB], double b[NB][NB])
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(27);
    const size_t kf_c_bytes = (size_t)400 * sizeof c[0];
    cl_mem kf_c_dev __attribute__((__cleanup__(kf_cl_free_27))) = kf_cl_alloc(kf_c_bytes, 27);
    const size_t kf_a_bytes = (size_t)400 * sizeof a[0];
    cl_mem kf_a_dev __attribute__((__cleanup__(kf_cl_free_27))) = kf_cl_alloc(kf_a_bytes, 27);
    const size_t kf_b_bytes = (size_t)400 * sizeof b[0];
    cl_mem kf_b_dev __attribute__((__cleanup__(kf_cl_free_27))) = kf_cl_alloc(kf_b_bytes, 27);
#pragma scop
    {
        kf_cl_init(29);
        kf_cl_write(kf_c_dev, c, kf_c_bytes, 29);
        kf_cl_write(kf_a_dev, a, kf_a_bytes, 29);
        kf_cl_write(kf_b_dev, b, kf_b_bytes, 29);
        if (400 > 0 && 400 > 0) {
            if (kf_cl.kf_window) {
                size_t kf_local[2] = {16, 16};
                size_t kf_global[2] = {(size_t)(400 + 15) / 16 * 16, (size_t)(400 + 15) / 16 * 16};
                kf_cl_arg(kf_cl_kernel_big_L2_ktile, 0, sizeof kf_c_dev, &kf_c_dev, 29);
                kf_cl_arg(kf_cl_kernel_big_L2_ktile, 1, sizeof kf_a_dev, &kf_a_dev, 29);
                kf_cl_arg(kf_cl_kernel_big_L2_ktile, 2, sizeof kf_b_dev, &kf_b_dev, 29);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_big_L2_ktile, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(big_L2_ktile)", 29);
            } else {
                size_t kf_local[2] = {16, 4};
                size_t kf_global[2] = {(size_t)((400 + 3) / 4), (size_t)400};
                static struct kf_cl_site kf_site_big_L2;
                kf_cl_fit(2, kf_global, kf_local, &kf_site_big_L2);
                kf_cl_arg(kf_cl_kernel_big_L2, 0, sizeof kf_c_dev, &kf_c_dev, 29);
                kf_cl_arg(kf_cl_kernel_big_L2, 1, sizeof kf_a_dev, &kf_a_dev, 29);
                kf_cl_arg(kf_cl_kernel_big_L2, 2, sizeof kf_b_dev, &kf_b_dev, 29);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_big_L2, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(big_L2)", 29);
            }
        }
        kf_cl_read(c, kf_c_dev, kf_c_bytes, 29);
    }
#pragma endscop
}

static void mm(int n, double c[n][n], double a[n][n], double b[n][n])
{
#pragma scop
    if (0.0 + 4.5e-10 * (double)n * n * n - 3.2e-08 * (double)(n) * (n) - 1.6e-08 * (double)(n) * (n) - 1.6e-08 * (double)(n) * (n) >= (kf_cl.kf_queue ? 5e-06 : 0.001005)) {
    {
        kf_cl_init(41);
        const size_t kf_c_bytes = (size_t)n * sizeof c[0];
        cl_mem kf_c_dev = kf_cl_alloc(kf_c_bytes, 41);
        const size_t kf_a_bytes = (size_t)n * sizeof a[0];
        cl_mem kf_a_dev = kf_cl_alloc(kf_a_bytes, 41);
        const size_t kf_b_bytes = (size_t)n * sizeof b[0];
        cl_mem kf_b_dev = kf_cl_alloc(kf_b_bytes, 41);
        kf_cl_write(kf_c_dev, c, kf_c_bytes, 41);
        kf_cl_write(kf_a_dev, a, kf_a_bytes, 41);
        kf_cl_write(kf_b_dev, b, kf_b_bytes, 41);
        if (n > 0 && n > 0) {
            if (kf_cl.kf_window) {
                size_t kf_local[2] = {16, 16};
                size_t kf_global[2] = {(size_t)(n + 15) / 16 * 16, (size_t)(n + 15) / 16 * 16};
                kf_cl_arg(kf_cl_kernel_mm_L3_ktile, 0, sizeof n, &n, 41);
                kf_cl_arg(kf_cl_kernel_mm_L3_ktile, 1, sizeof kf_c_dev, &kf_c_dev, 41);
                kf_cl_arg(kf_cl_kernel_mm_L3_ktile, 2, sizeof kf_a_dev, &kf_a_dev, 41);
                kf_cl_arg(kf_cl_kernel_mm_L3_ktile, 3, sizeof kf_b_dev, &kf_b_dev, 41);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_mm_L3_ktile, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(mm_L3_ktile)", 41);
            } else {
                size_t kf_local[2] = {16, 4};
                size_t kf_global[2] = {(size_t)((n + 3) / 4), (size_t)n};
                static struct kf_cl_site kf_site_mm_L3;
                kf_cl_fit(2, kf_global, kf_local, &kf_site_mm_L3);
                kf_cl_arg(kf_cl_kernel_mm_L3, 0, sizeof n, &n, 41);
                kf_cl_arg(kf_cl_kernel_mm_L3, 1, sizeof kf_c_dev, &kf_c_dev, 41);
                kf_cl_arg(kf_cl_kernel_mm_L3, 2, sizeof kf_a_dev, &kf_a_dev, 41);
                kf_cl_arg(kf_cl_kernel_mm_L3, 3, sizeof kf_b_dev, &kf_b_dev, 41);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_mm_L3, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(mm_L3)", 41);
            }
        }
        kf_cl_read(c, kf_c_dev, kf_c_bytes, 41);
        kf_cl_check(clReleaseMemObject(kf_c_dev), "clReleaseMemObject", 46);
        kf_cl_check(clReleaseMemObject(kf_a_dev), "clReleaseMemObject", 46);
        kf_cl_check(clReleaseMemObject(kf_b_dev), "clReleaseMemObject", 46);
    }
    } else {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            c[i][j] = 0.0;
            for (int k = 0; k < n; k++)
                c[i][j] += a[i][k] * b[k][j];
        }
    }
#pragma endscop
}

static double sum(int n, const double *x)
{
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += x[i];
    return s;
}

int main(void)
{
    static double a[NB][NB], b[NB][NB], c[NB][NB], x[N], y[N];
    for (int i = 0; i < NB; i++)
        for (int j = 0; j < NB; j++) {
            a[i][j] = (double)((i * 7 + j * 3) % 11) / 11.0;
            b[i][j] = (double)((i * 5 + j) % 13) / 13.0;
        }
    for (int i = 0; i < N; i++)
        x[i] = i * 0.5;
    tiny(x, y);
    printf("tiny %.6f\n", sum(N, y));
    big(c, a, b);
    printf("big %.6f\n", sum(NB * NB, &c[0][0]));
    /* n = 150 pays only because big has started the device already: its
     * work saves 1.5 ms against copies of 1.4 ms, not the set-up as well */
    int sizes[3] = {4, 150, NB};
    for (int s = 0; s < 3; s++) {
        int n = sizes[s];
        double (*p)[n] = malloc(sizeof(double[n][n])), (*q)[n] = malloc(sizeof(double[n][n]));
        double (*r)[n] = malloc(sizeof(double[n][n]));
        if (!p || !q || !r)
            return 1;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                p[i][j] = a[i][j];
                q[i][j] = b[i][j];
            }
        mm(n, r, p, q);
        printf("mm %d %.6f\n", n, sum(n * n, &r[0][0]));
        free(p);
        free(q);
        free(r);
    }
    return 0;
}
