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
    cl_context context;
    cl_command_queue queue;
    cl_program program;
    size_t groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int err, const char *call, int line)
{
    if (err != CL_SUCCESS) {
        fprintf(stderr, "tests/gen/gpu_reduce.c:%d: %s failed: OpenCL error %d\n", line, call, (int)err);
        exit(EXIT_FAILURE);
    }
}

static unsigned long long kf_cl_hash(const void *p, size_t n)
{
    unsigned long long hash = 14695981039346656037ULL;
    for (size_t i = 0; i < n; i++) {
        hash = (hash ^ ((const unsigned char *)p)[i]) * 1099511628211ULL;
    }
    return hash;
}

static char *kf_cl_key(cl_device_id device, const char *opts, size_t *len)
{
    char name[256] = "", driver[256] = "";
    char *key;
    clGetDeviceInfo(device, CL_DEVICE_NAME, sizeof name - 1, name, NULL);
    clGetDeviceInfo(device, CL_DRIVER_VERSION, sizeof driver - 1, driver, NULL);
    *len = sizeof kf_cl_source + strlen(opts) + strlen(name) + strlen(driver) + 3;
    key = malloc(*len);
    if (key) {
        memcpy(key, kf_cl_source, sizeof kf_cl_source);
        sprintf(key + sizeof kf_cl_source, "%s%c%s%c%s", opts, 0, name, 0, driver);
    }
    return key;
}

static int kf_cl_cache_path(const char *key, size_t len, char *path, size_t size)
{
    const char *dir = getenv("KFORGE_CL_CACHE");
    const char *home = getenv("XDG_CACHE_HOME");
    if (dir && strcmp(dir, "off") == 0) {
        return 0;
    }
    if (!dir && home && *home) {
        mkdir(home, 0700);
        snprintf(path, size, "%s/kforge", home);
    } else if (!dir && (home = getenv("HOME")) && *home) {
        snprintf(path, size, "%s/.cache", home);
        mkdir(path, 0700);
        snprintf(path, size, "%s/.cache/kforge", home);
    } else if (!dir) {
        return 0;
    } else {
        snprintf(path, size, "%s", dir);
    }
    mkdir(path, 0700);
    return (size_t)snprintf(path + strlen(path), size - strlen(path), "/cl-%016llx.bin", kf_cl_hash(key, len)) < size - strlen(path);
}

static cl_program kf_cl_load(cl_device_id device, const char *opts, const char *key, size_t len, const char *path)
{
    FILE *f = fopen(path, "rb");
    unsigned char *buf = NULL;
    cl_program p = NULL;
    long size = -1;
    unsigned long long hash = 0;
    if (!f) {
        return NULL;
    }
    if (fseek(f, 0, SEEK_END) == 0) {
        size = ftell(f);
    }
    if (size > (long)(len + sizeof hash) && fseek(f, 0, SEEK_SET) == 0 &&
        (buf = malloc((size_t)size)) && fread(buf, 1, (size_t)size, f) == (size_t)size &&
        memcmp(buf, key, len) == 0 && memcpy(&hash, buf + len, sizeof hash) &&
        hash == kf_cl_hash(buf + len + sizeof hash, (size_t)size - len - sizeof hash)) {
        const unsigned char *bin = buf + len + sizeof hash;
        size_t n = (size_t)size - len - sizeof hash;
        cl_int err, status;
        p = clCreateProgramWithBinary(kf_cl.context, 1, &device, &n, &bin, &status, &err);
        if (p && (err != CL_SUCCESS || status != CL_SUCCESS ||
                  clBuildProgram(p, 1, &device, opts, NULL, NULL) != CL_SUCCESS)) {
            clReleaseProgram(p);
            p = NULL;
        }
    }
    free(buf);
    fclose(f);
    return p;
}

static void kf_cl_save(const char *key, size_t len, const char *path)
{
    size_t n = 0;
    unsigned char *bin;
    char tmp[4200];
    FILE *f;
    if (clGetProgramInfo(kf_cl.program, CL_PROGRAM_BINARY_SIZES, sizeof n, &n, NULL) != CL_SUCCESS ||
        !n || !(bin = malloc(n))) {
        return;
    }
    snprintf(tmp, sizeof tmp, "%s.%ld", path, (long)getpid());
    if (clGetProgramInfo(kf_cl.program, CL_PROGRAM_BINARIES, sizeof bin, &bin, NULL) == CL_SUCCESS &&
        (f = fopen(tmp, "wb"))) {
        unsigned long long hash = kf_cl_hash(bin, n);
        int ok = fwrite(key, 1, len, f) == len && fwrite(&hash, sizeof hash, 1, f) == 1 &&
                 fwrite(bin, 1, n, f) == n;
        if (fclose(f) != 0 || !ok || rename(tmp, path) != 0) {
            remove(tmp);
        }
    }
    free(bin);
}

static void kf_cl_init(int line)
{
    if (kf_cl.program) {
        return;
    }
    cl_platform_id platforms[16];
    cl_device_id device = NULL;
    cl_uint np = 0;
    cl_int err;
    kf_cl_check(clGetPlatformIDs(16, platforms, &np), "clGetPlatformIDs", line);
    for (cl_uint i = 0; i < np && !device; i++) {
        clGetDeviceIDs(platforms[i], CL_DEVICE_TYPE_ALL, 1, &device, NULL);
    }
    if (!device) {
        kf_cl_check(CL_DEVICE_NOT_FOUND, "clGetDeviceIDs", line);
    }
    cl_uint units = 1;
    clGetDeviceInfo(device, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof units, &units, NULL);
    kf_cl.groups = 4 * (size_t)(units ? units : 1);
    kf_cl.context = clCreateContext(NULL, 1, &device, NULL, NULL, &err);
    kf_cl_check(err, "clCreateContext", line);
    kf_cl.queue = clCreateCommandQueue(kf_cl.context, device, 0, &err);
    kf_cl_check(err, "clCreateCommandQueue", line);
    const char *src = kf_cl_source;
    const char *opts = "";
    char path[4096];
    size_t len = 0;
    char *key = kf_cl_key(device, opts, &len);
    int cached = key && kf_cl_cache_path(key, len, path, sizeof path);
    if (cached) {
        kf_cl.program = kf_cl_load(device, opts, key, len, path);
    }
    if (!kf_cl.program) {
        kf_cl.program = clCreateProgramWithSource(kf_cl.context, 1, &src, NULL, &err);
        kf_cl_check(err, "clCreateProgramWithSource", line);
        if (clBuildProgram(kf_cl.program, 1, &device, opts, NULL, NULL) != CL_SUCCESS) {
            char log[16384] = "";
            clGetProgramBuildInfo(kf_cl.program, device, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
            fprintf(stderr, "tests/gen/gpu_reduce.c:%d: clBuildProgram failed:\n%s\n", line, log);
            exit(EXIT_FAILURE);
        }
        if (cached) {
            kf_cl_save(key, len, path);
        }
    }
    free(key);
    kf_cl_kernel_reductions_L1 = clCreateKernel(kf_cl.program, "reductions_L1", &err);
    kf_cl_check(err, "clCreateKernel(reductions_L1)", line);
    kf_cl_kernel_reductions_L2 = clCreateKernel(kf_cl.program, "reductions_L2", &err);
    kf_cl_check(err, "clCreateKernel(reductions_L2)", line);
    kf_cl_kernel_reductions_L3 = clCreateKernel(kf_cl.program, "reductions_L3", &err);
    kf_cl_check(err, "clCreateKernel(reductions_L3)", line);
    kf_cl_kernel_reductions_L4 = clCreateKernel(kf_cl.program, "reductions_L4", &err);
    kf_cl_check(err, "clCreateKernel(reductions_L4)", line);
    kf_cl_kernel_reductions_L5 = clCreateKernel(kf_cl.program, "reductions_L5", &err);
    kf_cl_check(err, "clCreateKernel(reductions_L5)", line);
    kf_cl_kernel_reductions_L6 = clCreateKernel(kf_cl.program, "reductions_L6", &err);
    kf_cl_check(err, "clCreateKernel(reductions_L6)", line);
    kf_cl_kernel_reductions_L7 = clCreateKernel(kf_cl.program, "reductions_L7", &err);
    kf_cl_check(err, "clCreateKernel(reductions_L7)", line);
    kf_cl_kernel_reductions_L8 = clCreateKernel(kf_cl.program, "reductions_L8", &err);
    kf_cl_check(err, "clCreateKernel(reductions_L8)", line);
    kf_cl_kernel_reductions_L9 = clCreateKernel(kf_cl.program, "reductions_L9", &err);
    kf_cl_check(err, "clCreateKernel(reductions_L9)", line);
    kf_cl_kernel_lengths_L10 = clCreateKernel(kf_cl.program, "lengths_L10", &err);
    kf_cl_check(err, "clCreateKernel(lengths_L10)", line);
    kf_cl_kernel_timeloop_L11_1 = clCreateKernel(kf_cl.program, "timeloop_L11_1", &err);
    kf_cl_check(err, "clCreateKernel(timeloop_L11_1)", line);
    kf_cl_kernel_timeloop_L11_2 = clCreateKernel(kf_cl.program, "timeloop_L11_2", &err);
    kf_cl_check(err, "clCreateKernel(timeloop_L11_2)", line);
    kf_cl_kernel_timeloop_S4 = clCreateKernel(kf_cl.program, "timeloop_S4", &err);
    kf_cl_check(err, "clCreateKernel(timeloop_S4)", line);
    kf_cl_kernel_columns_L12_1 = clCreateKernel(kf_cl.program, "columns_L12_1", &err);
    kf_cl_check(err, "clCreateKernel(columns_L12_1)", line);
    kf_cl_kernel_elements_S1 = clCreateKernel(kf_cl.program, "elements_S1", &err);
    kf_cl_check(err, "clCreateKernel(elements_S1)", line);
    kf_cl_kernel_elements_L13_1 = clCreateKernel(kf_cl.program, "elements_L13_1", &err);
    kf_cl_check(err, "clCreateKernel(elements_L13_1)", line);
    kf_cl_kernel_elements_S3 = clCreateKernel(kf_cl.program, "elements_S3", &err);
    kf_cl_check(err, "clCreateKernel(elements_S3)", line);
    kf_cl_kernel_elements_L13_2 = clCreateKernel(kf_cl.program, "elements_L13_2", &err);
    kf_cl_check(err, "clCreateKernel(elements_L13_2)", line);
    kf_cl_kernel_cube_L14 = clCreateKernel(kf_cl.program, "cube_L14", &err);
    kf_cl_check(err, "clCreateKernel(cube_L14)", line);
}

static cl_mem kf_cl_alloc(size_t bytes, int line)
{
    cl_int err;
    cl_mem m = clCreateBuffer(kf_cl.context, CL_MEM_READ_WRITE, bytes ? bytes : 1, NULL, &err);
    kf_cl_check(err, "clCreateBuffer", line);
    return m;
}

static void kf_cl_write(cl_mem to, const void *from, size_t bytes, int line)
{
    if (bytes) {
        kf_cl_check(clEnqueueWriteBuffer(kf_cl.queue, to, CL_TRUE, 0, bytes, from, 0, NULL, NULL),
                    "clEnqueueWriteBuffer", line);
    }
}

static void kf_cl_read(void *to, cl_mem from, size_t bytes, int line)
{
    if (bytes) {
        kf_cl_check(clEnqueueReadBuffer(kf_cl.queue, from, CL_TRUE, 0, bytes, to, 0, NULL, NULL),
                    "clEnqueueReadBuffer", line);
    }
}

static void kf_cl_arg(cl_kernel k, cl_uint i, size_t size, const void *value, int line)
{
    kf_cl_check(clSetKernelArg(k, i, size, value), "clSetKernelArg", line);
}

static void kf_cl_fit(int dims, size_t *global, size_t *local)
{
    size_t groups = 1, volume = 1;
    for (int d = 0; d < dims; d++) {
        while (local[d] > 1 && local[d] / 2 >= global[d]) {
            local[d] /= 2;
        }
        groups *= (global[d] + local[d] - 1) / local[d];
        volume *= local[d];
    }
    while (groups < kf_cl.groups && volume > 32) {
        int t = dims - 1;
        while (t > 0 && local[t] == 1) {
            t--;
        }
        groups = groups / ((global[t] + local[t] - 1) / local[t]);
        local[t] /= 2;
        volume /= 2;
        groups *= (global[t] + local[t] - 1) / local[t];
    }
    for (int d = 0; d < dims; d++) {
        global[d] = (global[d] + local[d] - 1) / local[d] * local[d];
    }
}

static void kf_cl_free_22(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 22);
}

static void kf_cl_free_58(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 58);
}

static void kf_cl_free_72(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 72);
}

static void kf_cl_free_91(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 91);
}

static void kf_cl_free_105(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 105);
}

static void kf_cl_free_122(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 122);
}

static void reductions(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(22);
    const size_t A_bytes = (size_t)1000 * sizeof A[0];
    cl_mem A_dev __attribute__((cleanup(kf_cl_free_22))) = kf_cl_alloc(A_bytes, 22);
    const size_t X_bytes = (size_t)1000 * sizeof X[0];
    cl_mem X_dev __attribute__((cleanup(kf_cl_free_22))) = kf_cl_alloc(X_bytes, 22);
    const size_t Y_bytes = (size_t)1000 * sizeof Y[0];
    cl_mem Y_dev __attribute__((cleanup(kf_cl_free_22))) = kf_cl_alloc(Y_bytes, 22);
    const size_t C_bytes = (size_t)37 * sizeof C[0];
    cl_mem C_dev __attribute__((cleanup(kf_cl_free_22))) = kf_cl_alloc(C_bytes, 22);
    const size_t B_bytes = (size_t)1000 * sizeof B[0];
    cl_mem B_dev __attribute__((cleanup(kf_cl_free_22))) = kf_cl_alloc(B_bytes, 22);
    const size_t K_bytes = (size_t)1000 * sizeof K[0];
    cl_mem K_dev __attribute__((cleanup(kf_cl_free_22))) = kf_cl_alloc(K_bytes, 22);
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
        kf_cl_write(A_dev, A, A_bytes, 28);
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_reductions_L1_sum, &sum, sizeof sum, 28);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_reductions_L1, 0, sizeof A_dev, &A_dev, 28);
            kf_cl_arg(kf_cl_kernel_reductions_L1, 1, sizeof kf_red_reductions_L1_sum, &kf_red_reductions_L1_sum, 28);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_reductions_L1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(reductions_L1)", 28);
            kf_cl_read(&sum, kf_red_reductions_L1_sum, sizeof sum, 28);
        }
        kf_cl_write(X_dev, X, X_bytes, 30);
        kf_cl_write(Y_dev, Y, Y_bytes, 30);
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_reductions_L2_dot, &dot, sizeof dot, 30);
            kf_cl_write(kf_red_reductions_L2_fmn, &fmn, sizeof fmn, 30);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_reductions_L2, 0, sizeof X_dev, &X_dev, 30);
            kf_cl_arg(kf_cl_kernel_reductions_L2, 1, sizeof Y_dev, &Y_dev, 30);
            kf_cl_arg(kf_cl_kernel_reductions_L2, 2, sizeof kf_red_reductions_L2_dot, &kf_red_reductions_L2_dot, 30);
            kf_cl_arg(kf_cl_kernel_reductions_L2, 3, sizeof kf_red_reductions_L2_fmn, &kf_red_reductions_L2_fmn, 30);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_reductions_L2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(reductions_L2)", 30);
            kf_cl_read(&dot, kf_red_reductions_L2_dot, sizeof dot, 30);
            kf_cl_read(&fmn, kf_red_reductions_L2_fmn, sizeof fmn, 30);
        }
        kf_cl_write(C_dev, C, C_bytes, 34);
        if (37 > 0 && 1000 > 0) {
            size_t kf_total = (size_t)(37) * (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_reductions_L3_sum2d, &sum2d, sizeof sum2d, 34);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_reductions_L3, 0, sizeof C_dev, &C_dev, 34);
            kf_cl_arg(kf_cl_kernel_reductions_L3, 1, sizeof kf_red_reductions_L3_sum2d, &kf_red_reductions_L3_sum2d, 34);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_reductions_L3, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(reductions_L3)", 34);
            kf_cl_read(&sum2d, kf_red_reductions_L3_sum2d, sizeof sum2d, 34);
        }
        kf_cl_write(B_dev, B, B_bytes, 37);
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_reductions_L4_mx, &mx, sizeof mx, 37);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_reductions_L4, 0, sizeof A_dev, &A_dev, 37);
            kf_cl_arg(kf_cl_kernel_reductions_L4, 1, sizeof B_dev, &B_dev, 37);
            kf_cl_arg(kf_cl_kernel_reductions_L4, 2, sizeof kf_red_reductions_L4_mx, &kf_red_reductions_L4_mx, 37);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_reductions_L4, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(reductions_L4)", 37);
            kf_cl_read(&mx, kf_red_reductions_L4_mx, sizeof mx, 37);
        }
        kf_cl_write(K_dev, K, K_bytes, 39);
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_reductions_L5_mn, &mn, sizeof mn, 39);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_reductions_L5, 0, sizeof K_dev, &K_dev, 39);
            kf_cl_arg(kf_cl_kernel_reductions_L5, 1, sizeof kf_red_reductions_L5_mn, &kf_red_reductions_L5_mn, 39);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_reductions_L5, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(reductions_L5)", 39);
            kf_cl_read(&mn, kf_red_reductions_L5_mn, sizeof mn, 39);
        }
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_reductions_L6_count, &count, sizeof count, 41);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_reductions_L6, 0, sizeof K_dev, &K_dev, 41);
            kf_cl_arg(kf_cl_kernel_reductions_L6, 1, sizeof kf_red_reductions_L6_count, &kf_red_reductions_L6_count, 41);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_reductions_L6, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(reductions_L6)", 41);
            kf_cl_read(&count, kf_red_reductions_L6_count, sizeof count, 41);
        }
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_reductions_L7_prod, &prod, sizeof prod, 44);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_reductions_L7, 0, sizeof B_dev, &B_dev, 44);
            kf_cl_arg(kf_cl_kernel_reductions_L7, 1, sizeof kf_red_reductions_L7_prod, &kf_red_reductions_L7_prod, 44);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_reductions_L7, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(reductions_L7)", 44);
            kf_cl_read(&prod, kf_red_reductions_L7_prod, sizeof prod, 44);
        }
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_reductions_L8_lsum, &lsum, sizeof lsum, 46);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_reductions_L8, 0, sizeof K_dev, &K_dev, 46);
            kf_cl_arg(kf_cl_kernel_reductions_L8, 1, sizeof kf_red_reductions_L8_lsum, &kf_red_reductions_L8_lsum, 46);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_reductions_L8, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
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
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_reductions_L9, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
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
    const size_t A_bytes = (size_t)1000 * sizeof A[0];
    cl_mem A_dev __attribute__((cleanup(kf_cl_free_58))) = kf_cl_alloc(A_bytes, 58);
    double s = 3, q = 1;
#pragma scop
    {
        kf_cl_init(61);
        cl_mem kf_red_lengths_L10_s = kf_cl_alloc(1 * sizeof(double), 61);
        cl_mem kf_red_lengths_L10_q = kf_cl_alloc(1 * sizeof(double), 61);
        kf_cl_write(A_dev, A, A_bytes, 61);
        if (n > 0) {
            size_t kf_total = (size_t)(n);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_lengths_L10_s, &s, sizeof s, 61);
            kf_cl_write(kf_red_lengths_L10_q, &q, sizeof q, 61);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_lengths_L10, 0, sizeof n, &n, 61);
            kf_cl_arg(kf_cl_kernel_lengths_L10, 1, sizeof A_dev, &A_dev, 61);
            kf_cl_arg(kf_cl_kernel_lengths_L10, 2, sizeof kf_red_lengths_L10_s, &kf_red_lengths_L10_s, 61);
            kf_cl_arg(kf_cl_kernel_lengths_L10, 3, sizeof kf_red_lengths_L10_q, &kf_red_lengths_L10_q, 61);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_lengths_L10, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
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
    const size_t B_bytes = (size_t)1000 * sizeof B[0];
    cl_mem B_dev __attribute__((cleanup(kf_cl_free_72))) = kf_cl_alloc(B_bytes, 72);
    const size_t R_bytes = (size_t)5 * sizeof R[0];
    cl_mem R_dev __attribute__((cleanup(kf_cl_free_72))) = kf_cl_alloc(R_bytes, 72);
    double s = 0;
#pragma scop
    {
        kf_cl_init(75);
        cl_mem kf_red_timeloop_L11_1_s = kf_cl_alloc(1 * sizeof(double), 75);
        kf_cl_write(B_dev, B, B_bytes, 75);
        kf_cl_write(R_dev, R, R_bytes, 75);
        for (int t = 0; t < T; t++) {
            s = t;
            if (1000 > 0) {
                size_t kf_total = (size_t)(1000);
                size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
                kf_cl_write(kf_red_timeloop_L11_1_s, &s, sizeof s, 77);
                size_t kf_local[1] = {256};
                size_t kf_global[1] = {kf_groups * 256};
                kf_cl_arg(kf_cl_kernel_timeloop_L11_1, 0, sizeof B_dev, &B_dev, 77);
                kf_cl_arg(kf_cl_kernel_timeloop_L11_1, 1, sizeof kf_red_timeloop_L11_1_s, &kf_red_timeloop_L11_1_s, 77);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_timeloop_L11_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(timeloop_L11_1)", 77);
                kf_cl_read(&s, kf_red_timeloop_L11_1_s, sizeof s, 77);
            }
            if (1000 > 0) {
                size_t kf_local[1] = {256};
                size_t kf_global[1] = {(size_t)1000};
                kf_cl_fit(1, kf_global, kf_local);
                kf_cl_arg(kf_cl_kernel_timeloop_L11_2, 0, sizeof s, &s, 79);
                kf_cl_arg(kf_cl_kernel_timeloop_L11_2, 1, sizeof B_dev, &B_dev, 79);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_timeloop_L11_2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(timeloop_L11_2)", 79);
            }
            {
                size_t kf_local[1] = {1};
                size_t kf_global[1] = {1};
                kf_cl_arg(kf_cl_kernel_timeloop_S4, 0, sizeof t, &t, 81);
                kf_cl_arg(kf_cl_kernel_timeloop_S4, 1, sizeof s, &s, 81);
                kf_cl_arg(kf_cl_kernel_timeloop_S4, 2, sizeof R_dev, &R_dev, 81);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_timeloop_S4, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(timeloop_S4)", 81);
            }
        }
        kf_cl_read(B, B_dev, B_bytes, 75);
        kf_cl_read(R, R_dev, R_bytes, 75);
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
    const size_t y_bytes = (size_t)1000 * sizeof y[0];
    cl_mem y_dev __attribute__((cleanup(kf_cl_free_91))) = kf_cl_alloc(y_bytes, 91);
    const size_t C_bytes = (size_t)37 * sizeof C[0];
    cl_mem C_dev __attribute__((cleanup(kf_cl_free_91))) = kf_cl_alloc(C_bytes, 91);
    const size_t A_bytes = (size_t)1000 * sizeof A[0];
    cl_mem A_dev __attribute__((cleanup(kf_cl_free_91))) = kf_cl_alloc(A_bytes, 91);
#pragma scop
    {
        kf_cl_init(93);
        kf_cl_write(y_dev, y, y_bytes, 93);
        kf_cl_write(C_dev, C, C_bytes, 93);
        kf_cl_write(A_dev, A, A_bytes, 93);
        for (int i = 0; i < M; i++) {
            if (1000 > 0) {
                size_t kf_local[1] = {256};
                size_t kf_global[1] = {(size_t)1000};
                kf_cl_fit(1, kf_global, kf_local);
                kf_cl_arg(kf_cl_kernel_columns_L12_1, 0, sizeof i, &i, 94);
                kf_cl_arg(kf_cl_kernel_columns_L12_1, 1, sizeof y_dev, &y_dev, 94);
                kf_cl_arg(kf_cl_kernel_columns_L12_1, 2, sizeof C_dev, &C_dev, 94);
                kf_cl_arg(kf_cl_kernel_columns_L12_1, 3, sizeof A_dev, &A_dev, 94);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_columns_L12_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(columns_L12_1)", 94);
            }
        }
        kf_cl_read(y, y_dev, y_bytes, 93);
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
    const size_t z_bytes = (size_t)37 * sizeof z[0];
    cl_mem z_dev __attribute__((cleanup(kf_cl_free_105))) = kf_cl_alloc(z_bytes, 105);
    const size_t C_bytes = (size_t)37 * sizeof C[0];
    cl_mem C_dev __attribute__((cleanup(kf_cl_free_105))) = kf_cl_alloc(C_bytes, 105);
    const size_t A_bytes = (size_t)1000 * sizeof A[0];
    cl_mem A_dev __attribute__((cleanup(kf_cl_free_105))) = kf_cl_alloc(A_bytes, 105);
    const size_t zm_bytes = (size_t)37 * sizeof zm[0];
    cl_mem zm_dev __attribute__((cleanup(kf_cl_free_105))) = kf_cl_alloc(zm_bytes, 105);
    const size_t K_bytes = (size_t)1000 * sizeof K[0];
    cl_mem K_dev __attribute__((cleanup(kf_cl_free_105))) = kf_cl_alloc(K_bytes, 105);
#pragma scop
    {
        kf_cl_init(107);
        kf_cl_write(z_dev, z, z_bytes, 107);
        kf_cl_write(C_dev, C, C_bytes, 107);
        kf_cl_write(A_dev, A, A_bytes, 107);
        kf_cl_write(zm_dev, zm, zm_bytes, 107);
        kf_cl_write(K_dev, K, K_bytes, 107);
        for (int i = 1; i < M; i++) {
            {
                size_t kf_local[1] = {1};
                size_t kf_global[1] = {1};
                kf_cl_arg(kf_cl_kernel_elements_S1, 0, sizeof i, &i, 108);
                kf_cl_arg(kf_cl_kernel_elements_S1, 1, sizeof z_dev, &z_dev, 108);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_elements_S1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(elements_S1)", 108);
            }
            if (1000 > 0) {
                size_t kf_total = (size_t)(1000);
                size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
                size_t kf_local[1] = {256};
                size_t kf_global[1] = {kf_groups * 256};
                kf_cl_arg(kf_cl_kernel_elements_L13_1, 0, sizeof i, &i, 109);
                kf_cl_arg(kf_cl_kernel_elements_L13_1, 1, sizeof z_dev, &z_dev, 109);
                kf_cl_arg(kf_cl_kernel_elements_L13_1, 2, sizeof C_dev, &C_dev, 109);
                kf_cl_arg(kf_cl_kernel_elements_L13_1, 3, sizeof A_dev, &A_dev, 109);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_elements_L13_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(elements_L13_1)", 109);
            }
            {
                size_t kf_local[1] = {1};
                size_t kf_global[1] = {1};
                kf_cl_arg(kf_cl_kernel_elements_S3, 0, sizeof i, &i, 111);
                kf_cl_arg(kf_cl_kernel_elements_S3, 1, sizeof zm_dev, &zm_dev, 111);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_elements_S3, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(elements_S3)", 111);
            }
            if (1000 > 0) {
                size_t kf_total = (size_t)(1000);
                size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
                size_t kf_local[1] = {256};
                size_t kf_global[1] = {kf_groups * 256};
                kf_cl_arg(kf_cl_kernel_elements_L13_2, 0, sizeof i, &i, 112);
                kf_cl_arg(kf_cl_kernel_elements_L13_2, 1, sizeof zm_dev, &zm_dev, 112);
                kf_cl_arg(kf_cl_kernel_elements_L13_2, 2, sizeof K_dev, &K_dev, 112);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_elements_L13_2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(elements_L13_2)", 112);
            }
        }
        kf_cl_read(z, z_dev, z_bytes, 107);
        kf_cl_read(zm, zm_dev, zm_bytes, 107);
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
    const size_t C_bytes = (size_t)37 * sizeof C[0];
    cl_mem C_dev __attribute__((cleanup(kf_cl_free_122))) = kf_cl_alloc(C_bytes, 122);
    double s = 0;
#pragma scop
    {
        kf_cl_init(125);
        cl_mem kf_red_cube_L14_s = kf_cl_alloc(1 * sizeof(double), 125);
        kf_cl_write(C_dev, C, C_bytes, 125);
        if (37 > 0 && 28 > 0 && 11 > 0) {
            size_t kf_total = (size_t)(37) * (size_t)(28) * (size_t)(11);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_cube_L14_s, &s, sizeof s, 125);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_cube_L14, 0, sizeof C_dev, &C_dev, 125);
            kf_cl_arg(kf_cl_kernel_cube_L14, 1, sizeof kf_red_cube_L14_s, &kf_red_cube_L14_s, 125);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_cube_L14, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
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
