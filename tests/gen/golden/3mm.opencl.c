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
    "    if (j <= nj - 1 && i <= ni - 1) {\n"
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
    "    if (j <= nl - 1 && i <= nj - 1) {\n"
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
    "    if (j <= nl - 1 && i <= ni - 1) {\n"
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
    cl_context context;
    cl_command_queue queue;
    cl_program program;
    int window; /* run the windowed kernels: a GPU device */
    size_t groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int err, const char *call, int line)
{
    if (err != CL_SUCCESS) {
        fprintf(stderr, "tests/kernels/3mm.c:%d: %s failed: OpenCL error %d\n", line, call, (int)err);
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
    cl_device_type type = 0;
    const char *force = getenv("KFORGE_CL_WINDOW");
    clGetDeviceInfo(device, CL_DEVICE_TYPE, sizeof type, &type, NULL);
    kf_cl.window = force ? force[0] == 'o' && force[1] == 'n' : (type & CL_DEVICE_TYPE_GPU) != 0;
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
            fprintf(stderr, "tests/kernels/3mm.c:%d: clBuildProgram failed:\n%s\n", line, log);
            exit(EXIT_FAILURE);
        }
        if (cached) {
            kf_cl_save(key, len, path);
        }
    }
    free(key);
    kf_cl_kernel_kernel_3mm_L1 = clCreateKernel(kf_cl.program, "kernel_3mm_L1", &err);
    kf_cl_check(err, "clCreateKernel(kernel_3mm_L1)", line);
    kf_cl_kernel_kernel_3mm_L1_ktile = clCreateKernel(kf_cl.program, "kernel_3mm_L1_ktile", &err);
    kf_cl_check(err, "clCreateKernel(kernel_3mm_L1_ktile)", line);
    kf_cl_kernel_kernel_3mm_L2 = clCreateKernel(kf_cl.program, "kernel_3mm_L2", &err);
    kf_cl_check(err, "clCreateKernel(kernel_3mm_L2)", line);
    kf_cl_kernel_kernel_3mm_L2_ktile = clCreateKernel(kf_cl.program, "kernel_3mm_L2_ktile", &err);
    kf_cl_check(err, "clCreateKernel(kernel_3mm_L2_ktile)", line);
    kf_cl_kernel_kernel_3mm_L3 = clCreateKernel(kf_cl.program, "kernel_3mm_L3", &err);
    kf_cl_check(err, "clCreateKernel(kernel_3mm_L3)", line);
    kf_cl_kernel_kernel_3mm_L3_ktile = clCreateKernel(kf_cl.program, "kernel_3mm_L3_ktile", &err);
    kf_cl_check(err, "clCreateKernel(kernel_3mm_L3_ktile)", line);
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

static void kf_cl_free_50(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 50);
}

static void kernel_3mm(int ni, int nj, int nk, int nl, int nm,
		       double E[ni][nj], double A[ni][nk], double B[nk][nj],
		       double F[nj][nl], double C[nj][nm], double D[nm][nl],
		       double G[ni][nl])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(50);
	const size_t A_bytes = (size_t)ni * sizeof A[0];
	cl_mem A_dev __attribute__((cleanup(kf_cl_free_50))) = kf_cl_alloc(A_bytes, 50);
	const size_t B_bytes = (size_t)nk * sizeof B[0];
	cl_mem B_dev __attribute__((cleanup(kf_cl_free_50))) = kf_cl_alloc(B_bytes, 50);
	const size_t E_bytes = (size_t)ni * sizeof E[0];
	cl_mem E_dev __attribute__((cleanup(kf_cl_free_50))) = kf_cl_alloc(E_bytes, 50);
	const size_t C_bytes = (size_t)nj * sizeof C[0];
	cl_mem C_dev __attribute__((cleanup(kf_cl_free_50))) = kf_cl_alloc(C_bytes, 50);
	const size_t D_bytes = (size_t)nm * sizeof D[0];
	cl_mem D_dev __attribute__((cleanup(kf_cl_free_50))) = kf_cl_alloc(D_bytes, 50);
	const size_t F_bytes = (size_t)nj * sizeof F[0];
	cl_mem F_dev __attribute__((cleanup(kf_cl_free_50))) = kf_cl_alloc(F_bytes, 50);
	const size_t G_bytes = (size_t)ni * sizeof G[0];
	cl_mem G_dev __attribute__((cleanup(kf_cl_free_50))) = kf_cl_alloc(G_bytes, 50);
#pragma scop
	{
	    kf_cl_init(52);
	    kf_cl_write(A_dev, A, A_bytes, 52);
	    kf_cl_write(B_dev, B, B_bytes, 52);
	    kf_cl_write(E_dev, E, E_bytes, 52);
	    if (ni > 0 && nj > 0) {
	        if (kf_cl.window) {
	            size_t kf_local[2] = {16, 16};
	            size_t kf_global[2] = {(size_t)(nj + 15) / 16 * 16, (size_t)(ni + 15) / 16 * 16};
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L1_ktile, 0, sizeof ni, &ni, 52);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L1_ktile, 1, sizeof nj, &nj, 52);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L1_ktile, 2, sizeof nk, &nk, 52);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L1_ktile, 3, sizeof A_dev, &A_dev, 52);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L1_ktile, 4, sizeof B_dev, &B_dev, 52);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L1_ktile, 5, sizeof E_dev, &E_dev, 52);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_3mm_L1_ktile, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_3mm_L1_ktile)", 52);
	        } else {
	            size_t kf_local[2] = {64, 4};
	            size_t kf_global[2] = {(size_t)nj, (size_t)ni};
	            kf_cl_fit(2, kf_global, kf_local);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L1, 0, sizeof ni, &ni, 52);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L1, 1, sizeof nj, &nj, 52);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L1, 2, sizeof nk, &nk, 52);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L1, 3, sizeof A_dev, &A_dev, 52);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L1, 4, sizeof B_dev, &B_dev, 52);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L1, 5, sizeof E_dev, &E_dev, 52);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_3mm_L1, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_3mm_L1)", 52);
	        }
	    }
	    kf_cl_write(C_dev, C, C_bytes, 59);
	    kf_cl_write(D_dev, D, D_bytes, 59);
	    kf_cl_write(F_dev, F, F_bytes, 59);
	    if (nj > 0 && nl > 0) {
	        if (kf_cl.window) {
	            size_t kf_local[2] = {16, 16};
	            size_t kf_global[2] = {(size_t)(nl + 15) / 16 * 16, (size_t)(nj + 15) / 16 * 16};
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L2_ktile, 0, sizeof nj, &nj, 59);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L2_ktile, 1, sizeof nl, &nl, 59);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L2_ktile, 2, sizeof nm, &nm, 59);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L2_ktile, 3, sizeof C_dev, &C_dev, 59);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L2_ktile, 4, sizeof D_dev, &D_dev, 59);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L2_ktile, 5, sizeof F_dev, &F_dev, 59);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_3mm_L2_ktile, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_3mm_L2_ktile)", 59);
	        } else {
	            size_t kf_local[2] = {64, 4};
	            size_t kf_global[2] = {(size_t)nl, (size_t)nj};
	            kf_cl_fit(2, kf_global, kf_local);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L2, 0, sizeof nj, &nj, 59);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L2, 1, sizeof nl, &nl, 59);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L2, 2, sizeof nm, &nm, 59);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L2, 3, sizeof C_dev, &C_dev, 59);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L2, 4, sizeof D_dev, &D_dev, 59);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L2, 5, sizeof F_dev, &F_dev, 59);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_3mm_L2, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_3mm_L2)", 59);
	        }
	    }
	    kf_cl_write(G_dev, G, G_bytes, 66);
	    if (ni > 0 && nl > 0) {
	        if (kf_cl.window) {
	            size_t kf_local[2] = {16, 16};
	            size_t kf_global[2] = {(size_t)(nl + 15) / 16 * 16, (size_t)(ni + 15) / 16 * 16};
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L3_ktile, 0, sizeof ni, &ni, 66);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L3_ktile, 1, sizeof nj, &nj, 66);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L3_ktile, 2, sizeof E_dev, &E_dev, 66);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L3_ktile, 3, sizeof nl, &nl, 66);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L3_ktile, 4, sizeof F_dev, &F_dev, 66);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L3_ktile, 5, sizeof G_dev, &G_dev, 66);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_3mm_L3_ktile, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_3mm_L3_ktile)", 66);
	        } else {
	            size_t kf_local[2] = {64, 4};
	            size_t kf_global[2] = {(size_t)nl, (size_t)ni};
	            kf_cl_fit(2, kf_global, kf_local);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L3, 0, sizeof ni, &ni, 66);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L3, 1, sizeof nj, &nj, 66);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L3, 2, sizeof E_dev, &E_dev, 66);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L3, 3, sizeof nl, &nl, 66);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L3, 4, sizeof F_dev, &F_dev, 66);
	            kf_cl_arg(kf_cl_kernel_kernel_3mm_L3, 5, sizeof G_dev, &G_dev, 66);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_3mm_L3, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_3mm_L3)", 66);
	        }
	    }
	    kf_cl_read(E, E_dev, E_bytes, 66);
	    kf_cl_read(F, F_dev, F_bytes, 66);
	    kf_cl_read(G, G_dev, G_bytes, 66);
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
