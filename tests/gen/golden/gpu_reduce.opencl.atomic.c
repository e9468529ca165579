/* kforge 0.1.0: tests/gen/gpu_reduce.c for opencl; 19 kernels */
/* Loops that carry only scalar reductions: kforge gen --target opencl|cuda
 * makes them reduction kernels (--reduction=shared|shuffle|atomic).  Sizes
 * are not multiples of the block (256); the generated program must print
 * what the sequential one prints (floating point within verify's rtol). */
#include <math.h>
#include <stdio.h>

#define N 1000
#define M 37
#define T 5

static double A[N], B[N], C[M][N], R[T];
static float X[N], Y[N];
static int K[N];
static double y[N];
static double z[M];
static int zm[M];

/* sums, a dot product with a float min (two operators in one loop), a 2-D
 * sum, max, min, an integer count, products */
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
    "#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable\n"
    "\n"
    "void kf_atomic_add_double(__global double *p, double v)\n"
    "{\n"
    "    volatile __global ulong *q = (volatile __global ulong *)p;\n"
    "    ulong old = *q, seen;\n"
    "    do {\n"
    "        seen = old;\n"
    "        old = atom_cmpxchg(q, seen, as_ulong(as_double(seen) + v));\n"
    "    } while (old != seen);\n"
    "}\n"
    "\n"
    "__kernel void reductions_L1(__global double *A, __global double *kf_red_sum)\n"
    "{\n"
    "    double sum = 0;\n"
    "    long kf_n0 = (long)(1000);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int i = (int)(kf_t);\n"
    "        sum += A[i];\n"
    "    }\n"
    "    kf_atomic_add_double(kf_red_sum, sum);\n"
    "}\n"
    "\n"
    "#define fminf fmin\n"
    "\n"
    "void kf_atomic_add_float(__global float *p, float v)\n"
    "{\n"
    "    volatile __global uint *q = (volatile __global uint *)p;\n"
    "    uint old = *q, seen;\n"
    "    do {\n"
    "        seen = old;\n"
    "        old = atomic_cmpxchg(q, seen, as_uint(as_float(seen) + v));\n"
    "    } while (old != seen);\n"
    "}\n"
    "\n"
    "void kf_atomic_min_float(__global float *p, float v)\n"
    "{\n"
    "    volatile __global uint *q = (volatile __global uint *)p;\n"
    "    uint old = *q, seen;\n"
    "    do {\n"
    "        seen = old;\n"
    "        old = atomic_cmpxchg(q, seen, as_uint((v < as_float(seen) ? v : as_float(seen))));\n"
    "    } while (old != seen);\n"
    "}\n"
    "\n"
    "__kernel void reductions_L2(__global float *X, __global float *Y, __global float *kf_red_dot, __global float *kf_red_fmn)\n"
    "{\n"
    "    float dot = 0;\n"
    "    float fmn = kf_red_fmn[0];\n"
    "    long kf_n0 = (long)(1000);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int i = (int)(kf_t);\n"
    "        dot += X[i] * Y[i];\n"
    "        fmn = fminf(fmn, X[i] - Y[i]);\n"
    "    }\n"
    "    kf_atomic_add_float(kf_red_dot, dot);\n"
    "    kf_atomic_min_float(kf_red_fmn, fmn);\n"
    "}\n"
    "\n"
    "__kernel void reductions_L3(__global double *C, __global double *kf_red_sum2d)\n"
    "{\n"
    "    double sum2d = 0;\n"
    "    long kf_n0 = (long)(37);\n"
    "    long kf_n1 = (long)(1000);\n"
    "    long kf_total = kf_n0 * kf_n1;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int i = (int)(kf_t / kf_n1);\n"
    "        int j = (int)(kf_t % kf_n1);\n"
    "        sum2d += C[i * 1000 + j] * 0.25;\n"
    "    }\n"
    "    kf_atomic_add_double(kf_red_sum2d, sum2d);\n"
    "}\n"
    "\n"
    "#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable\n"
    "\n"
    "void kf_atomic_max_double(__global double *p, double v)\n"
    "{\n"
    "    volatile __global ulong *q = (volatile __global ulong *)p;\n"
    "    ulong old = *q, seen;\n"
    "    do {\n"
    "        seen = old;\n"
    "        old = atom_cmpxchg(q, seen, as_ulong((v > as_double(seen) ? v : as_double(seen))));\n"
    "    } while (old != seen);\n"
    "}\n"
    "\n"
    "__kernel void reductions_L4(__global double *A, __global double *B, __global double *kf_red_mx)\n"
    "{\n"
    "    double mx = kf_red_mx[0];\n"
    "    long kf_n0 = (long)(1000);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int i = (int)(kf_t);\n"
    "        mx = fmax(mx, A[i] * B[i]);\n"
    "    }\n"
    "    kf_atomic_max_double(kf_red_mx, mx);\n"
    "}\n"
    "\n"
    "__kernel void reductions_L5(__global int *K, __global int *kf_red_mn)\n"
    "{\n"
    "    int mn = kf_red_mn[0];\n"
    "    long kf_n0 = (long)(1000);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int i = (int)(kf_t);\n"
    "        mn = K[i] < mn ? K[i] : mn;\n"
    "    }\n"
    "    atomic_min(kf_red_mn, mn);\n"
    "}\n"
    "\n"
    "__kernel void reductions_L6(__global int *K, __global int *kf_red_count)\n"
    "{\n"
    "    int count = 0;\n"
    "    long kf_n0 = (long)(1000);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int i = (int)(kf_t);\n"
    "        if (K[i] % 3 == 1)\n"
    "            count += 1;\n"
    "    }\n"
    "    atomic_add(kf_red_count, count);\n"
    "}\n"
    "\n"
    "#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable\n"
    "\n"
    "void kf_atomic_mul_double(__global double *p, double v)\n"
    "{\n"
    "    volatile __global ulong *q = (volatile __global ulong *)p;\n"
    "    ulong old = *q, seen;\n"
    "    do {\n"
    "        seen = old;\n"
    "        old = atom_cmpxchg(q, seen, as_ulong(as_double(seen) * v));\n"
    "    } while (old != seen);\n"
    "}\n"
    "\n"
    "__kernel void reductions_L7(__global double *B, __global double *kf_red_prod)\n"
    "{\n"
    "    double prod = 1;\n"
    "    long kf_n0 = (long)(1000);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int i = (int)(kf_t);\n"
    "        prod *= 1.0 + B[i] * 1e-4;\n"
    "    }\n"
    "    kf_atomic_mul_double(kf_red_prod, prod);\n"
    "}\n"
    "\n"
    "#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable\n"
    "\n"
    "void kf_atomic_add_long(__global long *p, long v)\n"
    "{\n"
    "    volatile __global ulong *q = (volatile __global ulong *)p;\n"
    "    ulong old = *q, seen;\n"
    "    do {\n"
    "        seen = old;\n"
    "        old = atom_cmpxchg(q, seen, as_ulong(as_long(seen) + v));\n"
    "    } while (old != seen);\n"
    "}\n"
    "\n"
    "__kernel void reductions_L8(__global int *K, __global long *kf_red_lsum)\n"
    "{\n"
    "    long lsum = 0;\n"
    "    long kf_n0 = (long)(1000);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int i = (int)(kf_t);\n"
    "        lsum += K[i] * 100000L;\n"
    "    }\n"
    "    kf_atomic_add_long(kf_red_lsum, lsum);\n"
    "}\n"
    "\n"
    "#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable\n"
    "\n"
    "void kf_atomic_mul_long(__global long *p, long v)\n"
    "{\n"
    "    volatile __global ulong *q = (volatile __global ulong *)p;\n"
    "    ulong old = *q, seen;\n"
    "    do {\n"
    "        seen = old;\n"
    "        old = atom_cmpxchg(q, seen, as_ulong(as_long(seen) * v));\n"
    "    } while (old != seen);\n"
    "}\n"
    "\n"
    "__kernel void reductions_L9(__global long *kf_red_lprod)\n"
    "{\n"
    "    long lprod = 1;\n"
    "    long kf_n0 = (long)(40);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int i = (int)(kf_t);\n"
    "        lprod *= 1 + i % 2;\n"
    "    }\n"
    "    kf_atomic_mul_long(kf_red_lprod, lprod);\n"
    "}\n"
    "\n"
    "__kernel void lengths_L10(int n, __global double *A, __global double *kf_red_s, __global double *kf_red_q)\n"
    "{\n"
    "    double s = 0;\n"
    "    double q = 0;\n"
    "    long kf_n0 = (long)(n);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int i = (int)(kf_t);\n"
    "        s += A[i];\n"
    "        q += A[i] * A[i];\n"
    "    }\n"
    "    kf_atomic_add_double(kf_red_s, s);\n"
    "    kf_atomic_add_double(kf_red_q, q);\n"
    "}\n"
    "\n"
    "__kernel void timeloop_L11_1(__global double *B, __global double *kf_red_s)\n"
    "{\n"
    "    double s = 0;\n"
    "    long kf_n0 = (long)(1000);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int i = (int)(kf_t);\n"
    "        s += B[i];\n"
    "    }\n"
    "    kf_atomic_add_double(kf_red_s, s);\n"
    "}\n"
    "\n"
    "__kernel void timeloop_L11_2(double s, __global double *B)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= 999) {\n"
    "        B[i] = B[i] * 0.5 + s * 1e-4;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void timeloop_S4(int t, double s, __global double *R)\n"
    "{\n"
    "    R[t] = s;\n"
    "}\n"
    "\n"
    "__kernel void columns_L12_1(int i, __global double *y, __global double *C, __global double *A)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    if (j <= 999) {\n"
    "        y[j] += C[i * 1000 + j] * A[j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void elements_S1(int i, __global double *z)\n"
    "{\n"
    "    z[i] = z[i - 1] * 0.5;\n"
    "}\n"
    "\n"
    "__kernel void elements_L13_1(int i, __global double *z, __global double *C, __global double *A)\n"
    "{\n"
    "    double kf_e_z = 0;\n"
    "    long kf_n0 = (long)(1000);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int j = (int)(kf_t);\n"
    "        kf_e_z += C[i * 1000 + j] * A[j];\n"
    "    }\n"
    "    kf_atomic_add_double(&(z[i]), kf_e_z);\n"
    "}\n"
    "\n"
    "__kernel void elements_S3(int i, __global int *zm)\n"
    "{\n"
    "    zm[i] = zm[i - 1] - 3;\n"
    "}\n"
    "\n"
    "__kernel void elements_L13_2(int i, __global int *zm, __global int *K)\n"
    "{\n"
    "    int kf_e_zm = zm[i];\n"
    "    long kf_n0 = (long)(1000);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int j = (int)(kf_t);\n"
    "        kf_e_zm = K[j] + i > kf_e_zm ? K[j] + i : kf_e_zm;\n"
    "    }\n"
    "    atomic_max(&(zm[i]), kf_e_zm);\n"
    "}\n"
    "\n"
    "__kernel void cube_L14(__global double *C, __global double *kf_red_s)\n"
    "{\n"
    "    double s = 0;\n"
    "    long kf_n0 = (long)(37);\n"
    "    long kf_n1 = (long)(28);\n"
    "    long kf_n2 = (long)(11);\n"
    "    long kf_total = kf_n0 * kf_n1 * kf_n2;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int i = 36 - (int)(kf_t / (kf_n1 * kf_n2));\n"
    "        int j = 2 + (int)(kf_t / kf_n2 % kf_n1);\n"
    "        int k = (int)(kf_t % kf_n2);\n"
    "        s += C[i * 1000 + j * 11 + k] * (i + 1) - j;\n"
    "    }\n"
    "    kf_atomic_add_double(kf_red_s, s);\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_reductions_L1;
static cl_kernel kf_cl_kernel_reductions_L2;
static cl_kernel kf_cl_kernel_reductions_L3;
static cl_kernel kf_cl_kernel_reductions_L4;
static cl_kernel kf_cl_kernel_reductions_L5;
static cl_kernel kf_cl_kernel_reductions_L6;
static cl_kernel kf_cl_kernel_reductions_L7;
static cl_kernel kf_cl_kernel_reductions_L8;
static cl_kernel kf_cl_kernel_reductions_L9;
static cl_kernel kf_cl_kernel_lengths_L10;
static cl_kernel kf_cl_kernel_timeloop_L11_1;
static cl_kernel kf_cl_kernel_timeloop_L11_2;
static cl_kernel kf_cl_kernel_timeloop_S4;
static cl_kernel kf_cl_kernel_columns_L12_1;
static cl_kernel kf_cl_kernel_elements_S1;
static cl_kernel kf_cl_kernel_elements_L13_1;
static cl_kernel kf_cl_kernel_elements_S3;
static cl_kernel kf_cl_kernel_elements_L13_2;
static cl_kernel kf_cl_kernel_cube_L14;
static struct {
    cl_context kf_context;
    cl_command_queue kf_queue;
    cl_program kf_program;
    size_t kf_groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != CL_SUCCESS) {
        fprintf(stderr, "tests/gen/gpu_reduce.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
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
            fprintf(stderr, "tests/gen/gpu_reduce.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_reductions_L1 = clCreateKernel(kf_cl.kf_program, "reductions_L1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(reductions_L1)", kf_line);
    kf_cl_kernel_reductions_L2 = clCreateKernel(kf_cl.kf_program, "reductions_L2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(reductions_L2)", kf_line);
    kf_cl_kernel_reductions_L3 = clCreateKernel(kf_cl.kf_program, "reductions_L3", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(reductions_L3)", kf_line);
    kf_cl_kernel_reductions_L4 = clCreateKernel(kf_cl.kf_program, "reductions_L4", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(reductions_L4)", kf_line);
    kf_cl_kernel_reductions_L5 = clCreateKernel(kf_cl.kf_program, "reductions_L5", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(reductions_L5)", kf_line);
    kf_cl_kernel_reductions_L6 = clCreateKernel(kf_cl.kf_program, "reductions_L6", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(reductions_L6)", kf_line);
    kf_cl_kernel_reductions_L7 = clCreateKernel(kf_cl.kf_program, "reductions_L7", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(reductions_L7)", kf_line);
    kf_cl_kernel_reductions_L8 = clCreateKernel(kf_cl.kf_program, "reductions_L8", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(reductions_L8)", kf_line);
    kf_cl_kernel_reductions_L9 = clCreateKernel(kf_cl.kf_program, "reductions_L9", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(reductions_L9)", kf_line);
    kf_cl_kernel_lengths_L10 = clCreateKernel(kf_cl.kf_program, "lengths_L10", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(lengths_L10)", kf_line);
    kf_cl_kernel_timeloop_L11_1 = clCreateKernel(kf_cl.kf_program, "timeloop_L11_1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(timeloop_L11_1)", kf_line);
    kf_cl_kernel_timeloop_L11_2 = clCreateKernel(kf_cl.kf_program, "timeloop_L11_2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(timeloop_L11_2)", kf_line);
    kf_cl_kernel_timeloop_S4 = clCreateKernel(kf_cl.kf_program, "timeloop_S4", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(timeloop_S4)", kf_line);
    kf_cl_kernel_columns_L12_1 = clCreateKernel(kf_cl.kf_program, "columns_L12_1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(columns_L12_1)", kf_line);
    kf_cl_kernel_elements_S1 = clCreateKernel(kf_cl.kf_program, "elements_S1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(elements_S1)", kf_line);
    kf_cl_kernel_elements_L13_1 = clCreateKernel(kf_cl.kf_program, "elements_L13_1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(elements_L13_1)", kf_line);
    kf_cl_kernel_elements_S3 = clCreateKernel(kf_cl.kf_program, "elements_S3", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(elements_S3)", kf_line);
    kf_cl_kernel_elements_L13_2 = clCreateKernel(kf_cl.kf_program, "elements_L13_2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(elements_L13_2)", kf_line);
    kf_cl_kernel_cube_L14 = clCreateKernel(kf_cl.kf_program, "cube_L14", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(cube_L14)", kf_line);
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

static void kf_cl_free_22(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 22);
}

static void kf_cl_free_58(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 58);
}

static void kf_cl_free_72(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 72);
}

static void kf_cl_free_91(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 91);
}

static void kf_cl_free_105(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 105);
}

static void kf_cl_free_122(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 122);
}

static void reductions(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(22);
    const size_t kf_A_bytes = (size_t)1000 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_22))) = kf_cl_alloc(kf_A_bytes, 22);
    const size_t kf_X_bytes = (size_t)1000 * sizeof X[0];
    cl_mem kf_X_dev __attribute__((__cleanup__(kf_cl_free_22))) = kf_cl_alloc(kf_X_bytes, 22);
    const size_t kf_Y_bytes = (size_t)1000 * sizeof Y[0];
    cl_mem kf_Y_dev __attribute__((__cleanup__(kf_cl_free_22))) = kf_cl_alloc(kf_Y_bytes, 22);
    const size_t kf_C_bytes = (size_t)37 * sizeof C[0];
    cl_mem kf_C_dev __attribute__((__cleanup__(kf_cl_free_22))) = kf_cl_alloc(kf_C_bytes, 22);
    const size_t kf_B_bytes = (size_t)1000 * sizeof B[0];
    cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_22))) = kf_cl_alloc(kf_B_bytes, 22);
    const size_t kf_K_bytes = (size_t)1000 * sizeof K[0];
    cl_mem kf_K_dev __attribute__((__cleanup__(kf_cl_free_22))) = kf_cl_alloc(kf_K_bytes, 22);
    double sum = 0.5, sum2d = 0, mx = -1e300, prod = 1;
    float dot = 0, fmn = 1e30f;
    int count = 0, mn = 1 << 30;
    long lsum = 7, lprod = 1;
#pragma scop
    {
        kf_cl_init(28);
        cl_mem kf_red_reductions_L1_sum = kf_cl_alloc(1 * sizeof(double), 28);
        cl_mem kf_red_reductions_L2_dot = kf_cl_alloc(1 * sizeof(float), 28);
        cl_mem kf_red_reductions_L2_fmn = kf_cl_alloc(1 * sizeof(float), 28);
        cl_mem kf_red_reductions_L3_sum2d = kf_cl_alloc(1 * sizeof(double), 28);
        cl_mem kf_red_reductions_L4_mx = kf_cl_alloc(1 * sizeof(double), 28);
        cl_mem kf_red_reductions_L5_mn = kf_cl_alloc(1 * sizeof(int), 28);
        cl_mem kf_red_reductions_L6_count = kf_cl_alloc(1 * sizeof(int), 28);
        cl_mem kf_red_reductions_L7_prod = kf_cl_alloc(1 * sizeof(double), 28);
        cl_mem kf_red_reductions_L8_lsum = kf_cl_alloc(1 * sizeof(long), 28);
        cl_mem kf_red_reductions_L9_lprod = kf_cl_alloc(1 * sizeof(long), 28);
        kf_cl_write(kf_A_dev, A, kf_A_bytes, 28);
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_reductions_L1_sum, &sum, sizeof sum, 28);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_reductions_L1, 0, sizeof kf_A_dev, &kf_A_dev, 28);
            kf_cl_arg(kf_cl_kernel_reductions_L1, 1, sizeof kf_red_reductions_L1_sum, &kf_red_reductions_L1_sum, 28);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_reductions_L1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(reductions_L1)", 28);
            kf_cl_read(&sum, kf_red_reductions_L1_sum, sizeof sum, 28);
        }
        kf_cl_write(kf_X_dev, X, kf_X_bytes, 30);
        kf_cl_write(kf_Y_dev, Y, kf_Y_bytes, 30);
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_reductions_L2_dot, &dot, sizeof dot, 30);
            kf_cl_write(kf_red_reductions_L2_fmn, &fmn, sizeof fmn, 30);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_reductions_L2, 0, sizeof kf_X_dev, &kf_X_dev, 30);
            kf_cl_arg(kf_cl_kernel_reductions_L2, 1, sizeof kf_Y_dev, &kf_Y_dev, 30);
            kf_cl_arg(kf_cl_kernel_reductions_L2, 2, sizeof kf_red_reductions_L2_dot, &kf_red_reductions_L2_dot, 30);
            kf_cl_arg(kf_cl_kernel_reductions_L2, 3, sizeof kf_red_reductions_L2_fmn, &kf_red_reductions_L2_fmn, 30);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_reductions_L2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(reductions_L2)", 30);
            kf_cl_read(&dot, kf_red_reductions_L2_dot, sizeof dot, 30);
            kf_cl_read(&fmn, kf_red_reductions_L2_fmn, sizeof fmn, 30);
        }
        kf_cl_write(kf_C_dev, C, kf_C_bytes, 34);
        if (37 > 0 && 1000 > 0) {
            size_t kf_total = (size_t)(37) * (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_reductions_L3_sum2d, &sum2d, sizeof sum2d, 34);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_reductions_L3, 0, sizeof kf_C_dev, &kf_C_dev, 34);
            kf_cl_arg(kf_cl_kernel_reductions_L3, 1, sizeof kf_red_reductions_L3_sum2d, &kf_red_reductions_L3_sum2d, 34);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_reductions_L3, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(reductions_L3)", 34);
            kf_cl_read(&sum2d, kf_red_reductions_L3_sum2d, sizeof sum2d, 34);
        }
        kf_cl_write(kf_B_dev, B, kf_B_bytes, 37);
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_reductions_L4_mx, &mx, sizeof mx, 37);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_reductions_L4, 0, sizeof kf_A_dev, &kf_A_dev, 37);
            kf_cl_arg(kf_cl_kernel_reductions_L4, 1, sizeof kf_B_dev, &kf_B_dev, 37);
            kf_cl_arg(kf_cl_kernel_reductions_L4, 2, sizeof kf_red_reductions_L4_mx, &kf_red_reductions_L4_mx, 37);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_reductions_L4, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(reductions_L4)", 37);
            kf_cl_read(&mx, kf_red_reductions_L4_mx, sizeof mx, 37);
        }
        kf_cl_write(kf_K_dev, K, kf_K_bytes, 39);
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_reductions_L5_mn, &mn, sizeof mn, 39);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_reductions_L5, 0, sizeof kf_K_dev, &kf_K_dev, 39);
            kf_cl_arg(kf_cl_kernel_reductions_L5, 1, sizeof kf_red_reductions_L5_mn, &kf_red_reductions_L5_mn, 39);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_reductions_L5, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(reductions_L5)", 39);
            kf_cl_read(&mn, kf_red_reductions_L5_mn, sizeof mn, 39);
        }
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_reductions_L6_count, &count, sizeof count, 41);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_reductions_L6, 0, sizeof kf_K_dev, &kf_K_dev, 41);
            kf_cl_arg(kf_cl_kernel_reductions_L6, 1, sizeof kf_red_reductions_L6_count, &kf_red_reductions_L6_count, 41);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_reductions_L6, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(reductions_L6)", 41);
            kf_cl_read(&count, kf_red_reductions_L6_count, sizeof count, 41);
        }
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_reductions_L7_prod, &prod, sizeof prod, 44);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_reductions_L7, 0, sizeof kf_B_dev, &kf_B_dev, 44);
            kf_cl_arg(kf_cl_kernel_reductions_L7, 1, sizeof kf_red_reductions_L7_prod, &kf_red_reductions_L7_prod, 44);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_reductions_L7, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(reductions_L7)", 44);
            kf_cl_read(&prod, kf_red_reductions_L7_prod, sizeof prod, 44);
        }
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_reductions_L8_lsum, &lsum, sizeof lsum, 46);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_reductions_L8, 0, sizeof kf_K_dev, &kf_K_dev, 46);
            kf_cl_arg(kf_cl_kernel_reductions_L8, 1, sizeof kf_red_reductions_L8_lsum, &kf_red_reductions_L8_lsum, 46);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_reductions_L8, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(reductions_L8)", 46);
            kf_cl_read(&lsum, kf_red_reductions_L8_lsum, sizeof lsum, 46);
        }
        if (40 > 0) {
            size_t kf_total = (size_t)(40);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_reductions_L9_lprod, &lprod, sizeof lprod, 48);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_reductions_L9, 0, sizeof kf_red_reductions_L9_lprod, &kf_red_reductions_L9_lprod, 48);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_reductions_L9, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(reductions_L9)", 48);
            kf_cl_read(&lprod, kf_red_reductions_L9_lprod, sizeof lprod, 48);
        }
        kf_cl_check(clReleaseMemObject(kf_red_reductions_L1_sum), "clReleaseMemObject", 49);
        kf_cl_check(clReleaseMemObject(kf_red_reductions_L2_dot), "clReleaseMemObject", 49);
        kf_cl_check(clReleaseMemObject(kf_red_reductions_L2_fmn), "clReleaseMemObject", 49);
        kf_cl_check(clReleaseMemObject(kf_red_reductions_L3_sum2d), "clReleaseMemObject", 49);
        kf_cl_check(clReleaseMemObject(kf_red_reductions_L4_mx), "clReleaseMemObject", 49);
        kf_cl_check(clReleaseMemObject(kf_red_reductions_L5_mn), "clReleaseMemObject", 49);
        kf_cl_check(clReleaseMemObject(kf_red_reductions_L6_count), "clReleaseMemObject", 49);
        kf_cl_check(clReleaseMemObject(kf_red_reductions_L7_prod), "clReleaseMemObject", 49);
        kf_cl_check(clReleaseMemObject(kf_red_reductions_L8_lsum), "clReleaseMemObject", 49);
        kf_cl_check(clReleaseMemObject(kf_red_reductions_L9_lprod), "clReleaseMemObject", 49);
    }
#pragma endscop
    printf("sum %.10g dot %.6g fmin %.6g sum2d %.10g max %.10g min %d\n", sum, dot, fmn, sum2d,
           mx, mn);
    printf("count %d prod %.12g lsum %ld lprod %ld\n", count, prod, lsum, lprod);
}

/* two scalars of one loop, and loops of runtime length (0 and 1 below) */
static void lengths(int n)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(58);
    const size_t kf_A_bytes = (size_t)1000 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_58))) = kf_cl_alloc(kf_A_bytes, 58);
    double s = 3, q = 1;
#pragma scop
    {
        kf_cl_init(61);
        cl_mem kf_red_lengths_L10_s = kf_cl_alloc(1 * sizeof(double), 61);
        cl_mem kf_red_lengths_L10_q = kf_cl_alloc(1 * sizeof(double), 61);
        kf_cl_write(kf_A_dev, A, kf_A_bytes, 61);
        if (n > 0) {
            size_t kf_total = (size_t)(n);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_lengths_L10_s, &s, sizeof s, 61);
            kf_cl_write(kf_red_lengths_L10_q, &q, sizeof q, 61);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_lengths_L10, 0, sizeof n, &n, 61);
            kf_cl_arg(kf_cl_kernel_lengths_L10, 1, sizeof kf_A_dev, &kf_A_dev, 61);
            kf_cl_arg(kf_cl_kernel_lengths_L10, 2, sizeof kf_red_lengths_L10_s, &kf_red_lengths_L10_s, 61);
            kf_cl_arg(kf_cl_kernel_lengths_L10, 3, sizeof kf_red_lengths_L10_q, &kf_red_lengths_L10_q, 61);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_lengths_L10, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(lengths_L10)", 61);
            kf_cl_read(&s, kf_red_lengths_L10_s, sizeof s, 61);
            kf_cl_read(&q, kf_red_lengths_L10_q, sizeof q, 61);
        }
        kf_cl_check(clReleaseMemObject(kf_red_lengths_L10_s), "clReleaseMemObject", 64);
        kf_cl_check(clReleaseMemObject(kf_red_lengths_L10_q), "clReleaseMemObject", 64);
    }
#pragma endscop
    printf("n %d: s %.10g q %.10g\n", n, s, q);
}

/* a reduction inside a sequential time loop: the host loop launches it,
 * sets the scalar before it and reads it after it */
static void timeloop(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(72);
    const size_t kf_B_bytes = (size_t)1000 * sizeof B[0];
    cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_72))) = kf_cl_alloc(kf_B_bytes, 72);
    const size_t kf_R_bytes = (size_t)5 * sizeof R[0];
    cl_mem kf_R_dev __attribute__((__cleanup__(kf_cl_free_72))) = kf_cl_alloc(kf_R_bytes, 72);
    double s = 0;
#pragma scop
    {
        kf_cl_init(75);
        cl_mem kf_red_timeloop_L11_1_s = kf_cl_alloc(1 * sizeof(double), 75);
        kf_cl_write(kf_B_dev, B, kf_B_bytes, 75);
        kf_cl_write(kf_R_dev, R, kf_R_bytes, 75);
        for (int t = 0; t < T; t++) {
            s = t;
            if (1000 > 0) {
                size_t kf_total = (size_t)(1000);
                size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
                kf_cl_write(kf_red_timeloop_L11_1_s, &s, sizeof s, 77);
                size_t kf_local[1] = {256};
                size_t kf_global[1] = {kf_groups * 256};
                kf_cl_arg(kf_cl_kernel_timeloop_L11_1, 0, sizeof kf_B_dev, &kf_B_dev, 77);
                kf_cl_arg(kf_cl_kernel_timeloop_L11_1, 1, sizeof kf_red_timeloop_L11_1_s, &kf_red_timeloop_L11_1_s, 77);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_timeloop_L11_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(timeloop_L11_1)", 77);
                kf_cl_read(&s, kf_red_timeloop_L11_1_s, sizeof s, 77);
            }
            if (1000 > 0) {
                size_t kf_local[1] = {256};
                size_t kf_global[1] = {(size_t)1000};
                static struct kf_cl_site kf_site_timeloop_L11_2;
                kf_cl_fit(1, kf_global, kf_local, &kf_site_timeloop_L11_2);
                kf_cl_arg(kf_cl_kernel_timeloop_L11_2, 0, sizeof s, &s, 79);
                kf_cl_arg(kf_cl_kernel_timeloop_L11_2, 1, sizeof kf_B_dev, &kf_B_dev, 79);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_timeloop_L11_2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(timeloop_L11_2)", 79);
            }
            {
                size_t kf_local[1] = {1};
                size_t kf_global[1] = {1};
                kf_cl_arg(kf_cl_kernel_timeloop_S4, 0, sizeof t, &t, 81);
                kf_cl_arg(kf_cl_kernel_timeloop_S4, 1, sizeof s, &s, 81);
                kf_cl_arg(kf_cl_kernel_timeloop_S4, 2, sizeof kf_R_dev, &kf_R_dev, 81);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_timeloop_S4, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(timeloop_S4)", 81);
            }
        }
        kf_cl_read(B, kf_B_dev, kf_B_bytes, 75);
        kf_cl_read(R, kf_R_dev, kf_R_bytes, 75);
        kf_cl_check(clReleaseMemObject(kf_red_timeloop_L11_1_s), "clReleaseMemObject", 82);
    }
#pragma endscop
    for (int t = 0; t < T; t++)
        printf("R[%d] %.10g\n", t, R[t]);
}

/* a reduction on array elements (y[j] carried by i) is out of scope: the i
 * loop stays on the host, saying why, and launches the j loop */
static void columns(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(91);
    const size_t kf_y_bytes = (size_t)1000 * sizeof y[0];
    cl_mem kf_y_dev __attribute__((__cleanup__(kf_cl_free_91))) = kf_cl_alloc(kf_y_bytes, 91);
    const size_t kf_C_bytes = (size_t)37 * sizeof C[0];
    cl_mem kf_C_dev __attribute__((__cleanup__(kf_cl_free_91))) = kf_cl_alloc(kf_C_bytes, 91);
    const size_t kf_A_bytes = (size_t)1000 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_91))) = kf_cl_alloc(kf_A_bytes, 91);
#pragma scop
    {
        kf_cl_init(93);
        kf_cl_write(kf_y_dev, y, kf_y_bytes, 93);
        kf_cl_write(kf_C_dev, C, kf_C_bytes, 93);
        kf_cl_write(kf_A_dev, A, kf_A_bytes, 93);
        for (int i = 0; i < M; i++) {
            if (1000 > 0) {
                size_t kf_local[1] = {256};
                size_t kf_global[1] = {(size_t)1000};
                static struct kf_cl_site kf_site_columns_L12_1;
                kf_cl_fit(1, kf_global, kf_local, &kf_site_columns_L12_1);
                kf_cl_arg(kf_cl_kernel_columns_L12_1, 0, sizeof i, &i, 94);
                kf_cl_arg(kf_cl_kernel_columns_L12_1, 1, sizeof kf_y_dev, &kf_y_dev, 94);
                kf_cl_arg(kf_cl_kernel_columns_L12_1, 2, sizeof kf_C_dev, &kf_C_dev, 94);
                kf_cl_arg(kf_cl_kernel_columns_L12_1, 3, sizeof kf_A_dev, &kf_A_dev, 94);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_columns_L12_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(columns_L12_1)", 94);
            }
        }
        kf_cl_read(y, kf_y_dev, kf_y_bytes, 93);
    }
#pragma endscop
    printf("y %.10g %.10g %.10g\n", y[0], y[N / 2], y[N - 1]);
}

/* one element per iteration of a sequential host loop (z[i] over j): it
 * is reduced in its array's buffer, with no copy of its own; the fold
 * kernel takes the kernel's own parameters for its subscript.  A float
 * sum, and an integer max that starts from the element */
static void elements(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(105);
    const size_t kf_z_bytes = (size_t)37 * sizeof z[0];
    cl_mem kf_z_dev __attribute__((__cleanup__(kf_cl_free_105))) = kf_cl_alloc(kf_z_bytes, 105);
    const size_t kf_C_bytes = (size_t)37 * sizeof C[0];
    cl_mem kf_C_dev __attribute__((__cleanup__(kf_cl_free_105))) = kf_cl_alloc(kf_C_bytes, 105);
    const size_t kf_A_bytes = (size_t)1000 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_105))) = kf_cl_alloc(kf_A_bytes, 105);
    const size_t kf_zm_bytes = (size_t)37 * sizeof zm[0];
    cl_mem kf_zm_dev __attribute__((__cleanup__(kf_cl_free_105))) = kf_cl_alloc(kf_zm_bytes, 105);
    const size_t kf_K_bytes = (size_t)1000 * sizeof K[0];
    cl_mem kf_K_dev __attribute__((__cleanup__(kf_cl_free_105))) = kf_cl_alloc(kf_K_bytes, 105);
#pragma scop
    {
        kf_cl_init(107);
        kf_cl_write(kf_z_dev, z, kf_z_bytes, 107);
        kf_cl_write(kf_C_dev, C, kf_C_bytes, 107);
        kf_cl_write(kf_A_dev, A, kf_A_bytes, 107);
        kf_cl_write(kf_zm_dev, zm, kf_zm_bytes, 107);
        kf_cl_write(kf_K_dev, K, kf_K_bytes, 107);
        for (int i = 1; i < M; i++) {
            {
                size_t kf_local[1] = {1};
                size_t kf_global[1] = {1};
                kf_cl_arg(kf_cl_kernel_elements_S1, 0, sizeof i, &i, 108);
                kf_cl_arg(kf_cl_kernel_elements_S1, 1, sizeof kf_z_dev, &kf_z_dev, 108);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_elements_S1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(elements_S1)", 108);
            }
            if (1000 > 0) {
                size_t kf_total = (size_t)(1000);
                size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
                size_t kf_local[1] = {256};
                size_t kf_global[1] = {kf_groups * 256};
                kf_cl_arg(kf_cl_kernel_elements_L13_1, 0, sizeof i, &i, 109);
                kf_cl_arg(kf_cl_kernel_elements_L13_1, 1, sizeof kf_z_dev, &kf_z_dev, 109);
                kf_cl_arg(kf_cl_kernel_elements_L13_1, 2, sizeof kf_C_dev, &kf_C_dev, 109);
                kf_cl_arg(kf_cl_kernel_elements_L13_1, 3, sizeof kf_A_dev, &kf_A_dev, 109);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_elements_L13_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(elements_L13_1)", 109);
            }
            {
                size_t kf_local[1] = {1};
                size_t kf_global[1] = {1};
                kf_cl_arg(kf_cl_kernel_elements_S3, 0, sizeof i, &i, 111);
                kf_cl_arg(kf_cl_kernel_elements_S3, 1, sizeof kf_zm_dev, &kf_zm_dev, 111);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_elements_S3, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(elements_S3)", 111);
            }
            if (1000 > 0) {
                size_t kf_total = (size_t)(1000);
                size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
                size_t kf_local[1] = {256};
                size_t kf_global[1] = {kf_groups * 256};
                kf_cl_arg(kf_cl_kernel_elements_L13_2, 0, sizeof i, &i, 112);
                kf_cl_arg(kf_cl_kernel_elements_L13_2, 1, sizeof kf_zm_dev, &kf_zm_dev, 112);
                kf_cl_arg(kf_cl_kernel_elements_L13_2, 2, sizeof kf_K_dev, &kf_K_dev, 112);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_elements_L13_2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(elements_L13_2)", 112);
            }
        }
        kf_cl_read(z, kf_z_dev, kf_z_bytes, 107);
        kf_cl_read(zm, kf_zm_dev, kf_zm_bytes, 107);
    }
#pragma endscop
    printf("z %.10g %.10g zm %d %d\n", z[1], z[M - 1], zm[1], zm[M - 1]);
}

/* three loops folded into one iteration space, one of them counting down
 * and one not starting at 0 */
static void cube(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(122);
    const size_t kf_C_bytes = (size_t)37 * sizeof C[0];
    cl_mem kf_C_dev __attribute__((__cleanup__(kf_cl_free_122))) = kf_cl_alloc(kf_C_bytes, 122);
    double s = 0;
#pragma scop
    {
        kf_cl_init(125);
        cl_mem kf_red_cube_L14_s = kf_cl_alloc(1 * sizeof(double), 125);
        kf_cl_write(kf_C_dev, C, kf_C_bytes, 125);
        if (37 > 0 && 28 > 0 && 11 > 0) {
            size_t kf_total = (size_t)(37) * (size_t)(28) * (size_t)(11);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_cube_L14_s, &s, sizeof s, 125);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_cube_L14, 0, sizeof kf_C_dev, &kf_C_dev, 125);
            kf_cl_arg(kf_cl_kernel_cube_L14, 1, sizeof kf_red_cube_L14_s, &kf_red_cube_L14_s, 125);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_cube_L14, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(cube_L14)", 125);
            kf_cl_read(&s, kf_red_cube_L14_s, sizeof s, 125);
        }
        kf_cl_check(clReleaseMemObject(kf_red_cube_L14_s), "clReleaseMemObject", 128);
    }
#pragma endscop
    printf("cube %.10g\n", s);
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        A[i] = (i * 7 % 13) * 0.125 - 0.5;
        B[i] = (i % 11) * 0.25;
        X[i] = (float)(i % 5) * 0.5f;
        Y[i] = (float)(i % 3) - 1.0f;
        K[i] = (i * 37) % 101 - 50;
        for (int j = 0; j < M; j++)
            C[j][i] = (i + j) % 9;
    }
    reductions();
    lengths(0);
    lengths(1);
    lengths(N);
    timeloop();
    columns();
    elements();
    cube();
    return 0;
}
