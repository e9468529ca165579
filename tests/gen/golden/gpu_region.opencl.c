/* kforge 0.1.0: tests/gen/gpu_region.c for opencl; 36 kernels */
/* Fragments of one function that share device buffers (seed 003 §4), one
 * function per control-flow shape.  The generated program must print what
 * the sequential one prints; tests/gen/test_gen_gpu.sh also checks where
 * the allocations, frees and copies land. */
#include <stdio.h>
#include <stdlib.h>

#define N 29
#define M 31
#define HALF (M / 15) /* a macro the host loops may name: it touches no array */

static double A[N][M], B[N][M], C[N][M];
static double sink;

/* reads through a pointer kforge cannot follow */
static void touch(double *p) { sink += p[3]; p[4] += 1.0; }

static void init(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            A[i][j] = (i * 7 + j * 3) % 11;
            B[i][j] = 0;
            C[i][j] = 0;
        }
}

/* two fragments in a row: B stays on the device between them */
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
    "__kernel void in_a_row_L1(__global double *A, __global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = A[i * 31 + j] * 2;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void in_a_row_L2(__global double *B, __global double *C)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        C[i * 31 + j] = B[i * 31 + j] + 1;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void host_write_L3(__global double *A, double s, __global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = A[i * 31 + j] * s;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void host_write_L4(__global double *B, __global double *A, __global double *C)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        C[i * 31 + j] = B[i * 31 + j] - A[i * 31 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void host_read_L5(__global double *A, double s, __global double *C)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        C[i * 31 + j] = A[i * 31 + j] + s;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void host_read_L6(__global double *C, double s, __global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = C[i * 31 + j] * s;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void host_call_L7(__global double *A, __global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = A[i * 31 + j] + 3;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void host_call_L8(__global double *B, __global double *C)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        C[i * 31 + j] = B[i * 31 + j] * B[i * 31 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void in_loop_L9(__global double *B, __global double *A)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = B[i * 31 + j] + A[i * 31 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void early_return_L10(__global double *A, __global double *C)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        C[i * 31 + j] = A[i * 31 + j] - 1;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void early_return_L11(__global double *C, __global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = C[i * 31 + j] * 3;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void branch_L12(__global double *A, __global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = A[i * 31 + j] / 2;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void branch_L13(__global double *B, __global double *A, __global double *C)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        C[i * 31 + j] = B[i * 31 + j] + A[i * 31 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void locals_L14(__global double *A, __global double *T)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    double kf_t_U;\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        /* locals_L14, line 149 */\n"
    "        {\n"
    "            kf_t_U = A[i * 31 + j] * 2;\n"
    "        }\n"
    "        /* locals_L15, line 152 */\n"
    "        {\n"
    "            T[i * 31 + j] = kf_t_U + 1;\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void locals_L16(int n, __global double *w)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= n - 1) {\n"
    "        w[i] = i * 0.5;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void with_goto_L17(__global double *A, __global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = A[i * 31 + j] * 4;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void carried_L18(int t, __global double *A, __global double *V, __global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        /* carried_L18, line 188 */\n"
    "        {\n"
    "            V[i * 31 + j] = t == 0 ? A[i * 31 + j] : V[i * 31 + j] * 2;\n"
    "        }\n"
    "        /* carried_L19, line 191 */\n"
    "        {\n"
    "            B[i * 31 + j] = V[i * 31 + j] + 1;\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void time_loop_L20(__global double *B, __global double *A, double decay, __global double *C)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        /* time_loop_L20, line 206 */\n"
    "        {\n"
    "            B[i * 31 + j] = B[i * 31 + j] * 0.5 + A[i * 31 + j];\n"
    "        }\n"
    "        /* time_loop_L21, line 209 */\n"
    "        {\n"
    "            C[i * 31 + j] = B[i * 31 + j] - decay;\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void nested_L22(__global double *B, __global double *A, int r, int t)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = B[i * 31 + j] + A[i * 31 + j] * (r + t);\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void until_L23(__global double *B, __global double *A)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = B[i * 31 + j] + A[i * 31 + j] + 1;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void with_break_L24(__global double *C, __global double *A)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        C[i * 31 + j] = C[i * 31 + j] + A[i * 31 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void body_local_L25(__global double *A, int t, __global double *T)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        T[i * 31 + j] = A[i * 31 + j] * t;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void body_local_L26(__global double *T, __global double *C)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        C[i * 31 + j] = C[i * 31 + j] + T[i * 31 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void through_pointer_L27(__global double *C, __global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        C[i * 31 + j] = C[i * 31 + j] + B[i * 31 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void opaque_condition_L28(__global double *C, __global double *A)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        C[i * 31 + j] = C[i * 31 + j] + A[i * 31 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void every_other_L29(__global double *B, __global double *A)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = B[i * 31 + j] * 0.5 + A[i * 31 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void do_loop_L30(__global double *C, __global double *A, int t)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        C[i * 31 + j] = C[i * 31 + j] + A[i * 31 + j] * t;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void two_blocks_L31(__global double *A, __global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = A[i * 31 + j] * 0.5 + B[i * 31 + j] * 0.25;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void two_blocks_L32(__global double *B, __global double *C)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        C[i * 31 + j] = B[i * 31 + j] * B[i * 31 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void inner_tree_L33(__global double *C)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        C[i * 31 + j] = C[i * 31 + j] + 1;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void inner_tree_L34(__global double *B, __global double *A, __global double *C)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = B[i * 31 + j] + A[i * 31 + j] * C[i * 31 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void both_branches_L35(__global double *B, __global double *A)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = B[i * 31 + j] + A[i * 31 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void both_branches_L36(__global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = B[i * 31 + j] * 0.5;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void both_branches_L37(__global double *B)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = B[i * 31 + j] - 1;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void with_helper_L38(__global double *B, __global double *A)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        B[i * 31 + j] = B[i * 31 + j] * 0.5 + A[i * 31 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void only_if_L39(__global double *C, __global double *A)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= 30 && i <= 28) {\n"
    "        C[i * 31 + j] = C[i * 31 + j] - A[i * 31 + j];\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_in_a_row_L1;
static cl_kernel kf_cl_kernel_in_a_row_L2;
static cl_kernel kf_cl_kernel_host_write_L3;
static cl_kernel kf_cl_kernel_host_write_L4;
static cl_kernel kf_cl_kernel_host_read_L5;
static cl_kernel kf_cl_kernel_host_read_L6;
static cl_kernel kf_cl_kernel_host_call_L7;
static cl_kernel kf_cl_kernel_host_call_L8;
static cl_kernel kf_cl_kernel_in_loop_L9;
static cl_kernel kf_cl_kernel_early_return_L10;
static cl_kernel kf_cl_kernel_early_return_L11;
static cl_kernel kf_cl_kernel_branch_L12;
static cl_kernel kf_cl_kernel_branch_L13;
static cl_kernel kf_cl_kernel_locals_L14;
static cl_kernel kf_cl_kernel_locals_L16;
static cl_kernel kf_cl_kernel_with_goto_L17;
static cl_kernel kf_cl_kernel_carried_L18;
static cl_kernel kf_cl_kernel_time_loop_L20;
static cl_kernel kf_cl_kernel_nested_L22;
static cl_kernel kf_cl_kernel_until_L23;
static cl_kernel kf_cl_kernel_with_break_L24;
static cl_kernel kf_cl_kernel_body_local_L25;
static cl_kernel kf_cl_kernel_body_local_L26;
static cl_kernel kf_cl_kernel_through_pointer_L27;
static cl_kernel kf_cl_kernel_opaque_condition_L28;
static cl_kernel kf_cl_kernel_every_other_L29;
static cl_kernel kf_cl_kernel_do_loop_L30;
static cl_kernel kf_cl_kernel_two_blocks_L31;
static cl_kernel kf_cl_kernel_two_blocks_L32;
static cl_kernel kf_cl_kernel_inner_tree_L33;
static cl_kernel kf_cl_kernel_inner_tree_L34;
static cl_kernel kf_cl_kernel_both_branches_L35;
static cl_kernel kf_cl_kernel_both_branches_L36;
static cl_kernel kf_cl_kernel_both_branches_L37;
static cl_kernel kf_cl_kernel_with_helper_L38;
static cl_kernel kf_cl_kernel_only_if_L39;
static struct {
    cl_context context;
    cl_command_queue queue;
    cl_program program;
    size_t groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int err, const char *call, int line)
{
    if (err != CL_SUCCESS) {
        fprintf(stderr, "tests/gen/gpu_region.c:%d: %s failed: OpenCL error %d\n", line, call, (int)err);
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
            fprintf(stderr, "tests/gen/gpu_region.c:%d: clBuildProgram failed:\n%s\n", line, log);
            exit(EXIT_FAILURE);
        }
        if (cached) {
            kf_cl_save(key, len, path);
        }
    }
    free(key);
    kf_cl_kernel_in_a_row_L1 = clCreateKernel(kf_cl.program, "in_a_row_L1", &err);
    kf_cl_check(err, "clCreateKernel(in_a_row_L1)", line);
    kf_cl_kernel_in_a_row_L2 = clCreateKernel(kf_cl.program, "in_a_row_L2", &err);
    kf_cl_check(err, "clCreateKernel(in_a_row_L2)", line);
    kf_cl_kernel_host_write_L3 = clCreateKernel(kf_cl.program, "host_write_L3", &err);
    kf_cl_check(err, "clCreateKernel(host_write_L3)", line);
    kf_cl_kernel_host_write_L4 = clCreateKernel(kf_cl.program, "host_write_L4", &err);
    kf_cl_check(err, "clCreateKernel(host_write_L4)", line);
    kf_cl_kernel_host_read_L5 = clCreateKernel(kf_cl.program, "host_read_L5", &err);
    kf_cl_check(err, "clCreateKernel(host_read_L5)", line);
    kf_cl_kernel_host_read_L6 = clCreateKernel(kf_cl.program, "host_read_L6", &err);
    kf_cl_check(err, "clCreateKernel(host_read_L6)", line);
    kf_cl_kernel_host_call_L7 = clCreateKernel(kf_cl.program, "host_call_L7", &err);
    kf_cl_check(err, "clCreateKernel(host_call_L7)", line);
    kf_cl_kernel_host_call_L8 = clCreateKernel(kf_cl.program, "host_call_L8", &err);
    kf_cl_check(err, "clCreateKernel(host_call_L8)", line);
    kf_cl_kernel_in_loop_L9 = clCreateKernel(kf_cl.program, "in_loop_L9", &err);
    kf_cl_check(err, "clCreateKernel(in_loop_L9)", line);
    kf_cl_kernel_early_return_L10 = clCreateKernel(kf_cl.program, "early_return_L10", &err);
    kf_cl_check(err, "clCreateKernel(early_return_L10)", line);
    kf_cl_kernel_early_return_L11 = clCreateKernel(kf_cl.program, "early_return_L11", &err);
    kf_cl_check(err, "clCreateKernel(early_return_L11)", line);
    kf_cl_kernel_branch_L12 = clCreateKernel(kf_cl.program, "branch_L12", &err);
    kf_cl_check(err, "clCreateKernel(branch_L12)", line);
    kf_cl_kernel_branch_L13 = clCreateKernel(kf_cl.program, "branch_L13", &err);
    kf_cl_check(err, "clCreateKernel(branch_L13)", line);
    kf_cl_kernel_locals_L14 = clCreateKernel(kf_cl.program, "locals_L14", &err);
    kf_cl_check(err, "clCreateKernel(locals_L14)", line);
    kf_cl_kernel_locals_L16 = clCreateKernel(kf_cl.program, "locals_L16", &err);
    kf_cl_check(err, "clCreateKernel(locals_L16)", line);
    kf_cl_kernel_with_goto_L17 = clCreateKernel(kf_cl.program, "with_goto_L17", &err);
    kf_cl_check(err, "clCreateKernel(with_goto_L17)", line);
    kf_cl_kernel_carried_L18 = clCreateKernel(kf_cl.program, "carried_L18", &err);
    kf_cl_check(err, "clCreateKernel(carried_L18)", line);
    kf_cl_kernel_time_loop_L20 = clCreateKernel(kf_cl.program, "time_loop_L20", &err);
    kf_cl_check(err, "clCreateKernel(time_loop_L20)", line);
    kf_cl_kernel_nested_L22 = clCreateKernel(kf_cl.program, "nested_L22", &err);
    kf_cl_check(err, "clCreateKernel(nested_L22)", line);
    kf_cl_kernel_until_L23 = clCreateKernel(kf_cl.program, "until_L23", &err);
    kf_cl_check(err, "clCreateKernel(until_L23)", line);
    kf_cl_kernel_with_break_L24 = clCreateKernel(kf_cl.program, "with_break_L24", &err);
    kf_cl_check(err, "clCreateKernel(with_break_L24)", line);
    kf_cl_kernel_body_local_L25 = clCreateKernel(kf_cl.program, "body_local_L25", &err);
    kf_cl_check(err, "clCreateKernel(body_local_L25)", line);
    kf_cl_kernel_body_local_L26 = clCreateKernel(kf_cl.program, "body_local_L26", &err);
    kf_cl_check(err, "clCreateKernel(body_local_L26)", line);
    kf_cl_kernel_through_pointer_L27 = clCreateKernel(kf_cl.program, "through_pointer_L27", &err);
    kf_cl_check(err, "clCreateKernel(through_pointer_L27)", line);
    kf_cl_kernel_opaque_condition_L28 = clCreateKernel(kf_cl.program, "opaque_condition_L28", &err);
    kf_cl_check(err, "clCreateKernel(opaque_condition_L28)", line);
    kf_cl_kernel_every_other_L29 = clCreateKernel(kf_cl.program, "every_other_L29", &err);
    kf_cl_check(err, "clCreateKernel(every_other_L29)", line);
    kf_cl_kernel_do_loop_L30 = clCreateKernel(kf_cl.program, "do_loop_L30", &err);
    kf_cl_check(err, "clCreateKernel(do_loop_L30)", line);
    kf_cl_kernel_two_blocks_L31 = clCreateKernel(kf_cl.program, "two_blocks_L31", &err);
    kf_cl_check(err, "clCreateKernel(two_blocks_L31)", line);
    kf_cl_kernel_two_blocks_L32 = clCreateKernel(kf_cl.program, "two_blocks_L32", &err);
    kf_cl_check(err, "clCreateKernel(two_blocks_L32)", line);
    kf_cl_kernel_inner_tree_L33 = clCreateKernel(kf_cl.program, "inner_tree_L33", &err);
    kf_cl_check(err, "clCreateKernel(inner_tree_L33)", line);
    kf_cl_kernel_inner_tree_L34 = clCreateKernel(kf_cl.program, "inner_tree_L34", &err);
    kf_cl_check(err, "clCreateKernel(inner_tree_L34)", line);
    kf_cl_kernel_both_branches_L35 = clCreateKernel(kf_cl.program, "both_branches_L35", &err);
    kf_cl_check(err, "clCreateKernel(both_branches_L35)", line);
    kf_cl_kernel_both_branches_L36 = clCreateKernel(kf_cl.program, "both_branches_L36", &err);
    kf_cl_check(err, "clCreateKernel(both_branches_L36)", line);
    kf_cl_kernel_both_branches_L37 = clCreateKernel(kf_cl.program, "both_branches_L37", &err);
    kf_cl_check(err, "clCreateKernel(both_branches_L37)", line);
    kf_cl_kernel_with_helper_L38 = clCreateKernel(kf_cl.program, "with_helper_L38", &err);
    kf_cl_check(err, "clCreateKernel(with_helper_L38)", line);
    kf_cl_kernel_only_if_L39 = clCreateKernel(kf_cl.program, "only_if_L39", &err);
    kf_cl_check(err, "clCreateKernel(only_if_L39)", line);
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

static void kf_cl_free_30(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 30);
}

static void kf_cl_free_45(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 45);
}

static void kf_cl_free_61(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 61);
}

static void kf_cl_free_77(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 77);
}

static void kf_cl_free_94(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 94);
}

static void kf_cl_free_107(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 107);
}

static void kf_cl_free_124(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 124);
}

static void kf_cl_free_142(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 142);
}

static void kf_cl_free_144(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 144);
}

static void kf_cl_free_145(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 145);
}

static void kf_cl_free_184(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 184);
}

static void kf_cl_free_185(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 185);
}

static void kf_cl_free_201(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 201);
}

static void kf_cl_free_223(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 223);
}

static void kf_cl_free_237(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 237);
}

static void kf_cl_free_252(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 252);
}

static void kf_cl_free_268(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 268);
}

static void kf_cl_free_270(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 270);
}

static void kf_cl_free_286(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 286);
}

static void kf_cl_free_304(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 304);
}

static void kf_cl_free_317(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 317);
}

static void kf_cl_free_331(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 331);
}

static void kf_cl_free_347(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 347);
}

static void kf_cl_free_369(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 369);
}

static void kf_cl_free_391(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 391);
}

static void kf_cl_free_427(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 427);
}

static void kf_cl_free_440(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 440);
}

static void in_a_row(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(30);
    const size_t A_bytes = (size_t)29 * sizeof A[0];
    cl_mem A_dev __attribute__((cleanup(kf_cl_free_30))) = kf_cl_alloc(A_bytes, 30);
    const size_t B_bytes = (size_t)29 * sizeof B[0];
    cl_mem B_dev __attribute__((cleanup(kf_cl_free_30))) = kf_cl_alloc(B_bytes, 30);
    const size_t C_bytes = (size_t)29 * sizeof C[0];
    cl_mem C_dev __attribute__((cleanup(kf_cl_free_30))) = kf_cl_alloc(C_bytes, 30);
#pragma scop
    {
        kf_cl_write(A_dev, A, A_bytes, 32);
        kf_cl_write(B_dev, B, B_bytes, 32);
        if (29 > 0 && 31 > 0) {
            size_t kf_local[2] = {32, 8};
            size_t kf_global[2] = {(size_t)31, (size_t)29};
            kf_cl_fit(2, kf_global, kf_local);
            kf_cl_arg(kf_cl_kernel_in_a_row_L1, 0, sizeof A_dev, &A_dev, 32);
            kf_cl_arg(kf_cl_kernel_in_a_row_L1, 1, sizeof B_dev, &B_dev, 32);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_in_a_row_L1, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(in_a_row_L1)", 32);
        }
    }
#pragma endscop
#pragma scop
    {
        kf_cl_write(C_dev, C, C_bytes, 37);
        if (29 > 0 && 31 > 0) {
            size_t kf_local[2] = {32, 8};
            size_t kf_global[2] = {(size_t)31, (size_t)29};
            kf_cl_fit(2, kf_global, kf_local);
            kf_cl_arg(kf_cl_kernel_in_a_row_L2, 0, sizeof B_dev, &B_dev, 37);
            kf_cl_arg(kf_cl_kernel_in_a_row_L2, 1, sizeof C_dev, &C_dev, 37);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_in_a_row_L2, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(in_a_row_L2)", 37);
        }
        kf_cl_read(B, B_dev, B_bytes, 37);
        kf_cl_read(C, C_dev, C_bytes, 37);
    }
#pragma endscop
}

/* the host writes B between them: B comes back before, goes out after */
static void host_write(double s)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(45);
    const size_t A_bytes = (size_t)29 * sizeof A[0];
    cl_mem A_dev __attribute__((cleanup(kf_cl_free_45))) = kf_cl_alloc(A_bytes, 45);
    const size_t B_bytes = (size_t)29 * sizeof B[0];
    cl_mem B_dev __attribute__((cleanup(kf_cl_free_45))) = kf_cl_alloc(B_bytes, 45);
    const size_t C_bytes = (size_t)29 * sizeof C[0];
    cl_mem C_dev __attribute__((cleanup(kf_cl_free_45))) = kf_cl_alloc(C_bytes, 45);
#pragma scop
    {
        kf_cl_write(A_dev, A, A_bytes, 47);
        kf_cl_write(B_dev, B, B_bytes, 47);
        if (29 > 0 && 31 > 0) {
            size_t kf_local[2] = {32, 8};
            size_t kf_global[2] = {(size_t)31, (size_t)29};
            kf_cl_fit(2, kf_global, kf_local);
            kf_cl_arg(kf_cl_kernel_host_write_L3, 0, sizeof A_dev, &A_dev, 47);
            kf_cl_arg(kf_cl_kernel_host_write_L3, 1, sizeof s, &s, 47);
            kf_cl_arg(kf_cl_kernel_host_write_L3, 2, sizeof B_dev, &B_dev, 47);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_host_write_L3, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(host_write_L3)", 47);
        }
        kf_cl_read(B, B_dev, B_bytes, 47);
    }
#pragma endscop
    B[3][4] = s;
#pragma scop
    {
        kf_cl_write(C_dev, C, C_bytes, 53);
        kf_cl_write(B_dev, B, B_bytes, 53);
        if (29 > 0 && 31 > 0) {
            size_t kf_local[2] = {32, 8};
            size_t kf_global[2] = {(size_t)31, (size_t)29};
            kf_cl_fit(2, kf_global, kf_local);
            kf_cl_arg(kf_cl_kernel_host_write_L4, 0, sizeof B_dev, &B_dev, 53);
            kf_cl_arg(kf_cl_kernel_host_write_L4, 1, sizeof A_dev, &A_dev, 53);
            kf_cl_arg(kf_cl_kernel_host_write_L4, 2, sizeof C_dev, &C_dev, 53);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_host_write_L4, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(host_write_L4)", 53);
        }
        kf_cl_read(C, C_dev, C_bytes, 53);
    }
#pragma endscop
}

/* the host only reads C between them: modelled as a read and a write */
static void host_read(double s)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(61);
    const size_t A_bytes = (size_t)29 * sizeof A[0];
    cl_mem A_dev __attribute__((cleanup(kf_cl_free_61))) = kf_cl_alloc(A_bytes, 61);
    const size_t C_bytes = (size_t)29 * sizeof C[0];
    cl_mem C_dev __attribute__((cleanup(kf_cl_free_61))) = kf_cl_alloc(C_bytes, 61);
    const size_t B_bytes = (size_t)29 * sizeof B[0];
    cl_mem B_dev __attribute__((cleanup(kf_cl_free_61))) = kf_cl_alloc(B_bytes, 61);
#pragma scop
    {
        kf_cl_write(A_dev, A, A_bytes, 63);
        kf_cl_write(C_dev, C, C_bytes, 63);
        if (29 > 0 && 31 > 0) {
            size_t kf_local[2] = {32, 8};
            size_t kf_global[2] = {(size_t)31, (size_t)29};
            kf_cl_fit(2, kf_global, kf_local);
            kf_cl_arg(kf_cl_kernel_host_read_L5, 0, sizeof A_dev, &A_dev, 63);
            kf_cl_arg(kf_cl_kernel_host_read_L5, 1, sizeof s, &s, 63);
            kf_cl_arg(kf_cl_kernel_host_read_L5, 2, sizeof C_dev, &C_dev, 63);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_host_read_L5, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(host_read_L5)", 63);
        }
        kf_cl_read(C, C_dev, C_bytes, 63);
    }
#pragma endscop
    s = C[2][2];
#pragma scop
    {
        kf_cl_write(B_dev, B, B_bytes, 69);
        if (29 > 0 && 31 > 0) {
            size_t kf_local[2] = {32, 8};
            size_t kf_global[2] = {(size_t)31, (size_t)29};
            kf_cl_fit(2, kf_global, kf_local);
            kf_cl_arg(kf_cl_kernel_host_read_L6, 0, sizeof C_dev, &C_dev, 69);
            kf_cl_arg(kf_cl_kernel_host_read_L6, 1, sizeof s, &s, 69);
            kf_cl_arg(kf_cl_kernel_host_read_L6, 2, sizeof B_dev, &B_dev, 69);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_host_read_L6, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(host_read_L6)", 69);
        }
        kf_cl_read(B, B_dev, B_bytes, 69);
    }
#pragma endscop
}

/* a call between them that may touch anything: every array comes back */
static void host_call(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(77);
    const size_t A_bytes = (size_t)29 * sizeof A[0];
    cl_mem A_dev __attribute__((cleanup(kf_cl_free_77))) = kf_cl_alloc(A_bytes, 77);
    const size_t B_bytes = (size_t)29 * sizeof B[0];
    cl_mem B_dev __attribute__((cleanup(kf_cl_free_77))) = kf_cl_alloc(B_bytes, 77);
    const size_t C_bytes = (size_t)29 * sizeof C[0];
    cl_mem C_dev __attribute__((cleanup(kf_cl_free_77))) = kf_cl_alloc(C_bytes, 77);
#pragma scop
    {
        kf_cl_write(A_dev, A, A_bytes, 79);
        kf_cl_write(B_dev, B, B_bytes, 79);
        if (29 > 0 && 31 > 0) {
            size_t kf_local[2] = {32, 8};
            size_t kf_global[2] = {(size_t)31, (size_t)29};
            kf_cl_fit(2, kf_global, kf_local);
            kf_cl_arg(kf_cl_kernel_host_call_L7, 0, sizeof A_dev, &A_dev, 79);
            kf_cl_arg(kf_cl_kernel_host_call_L7, 1, sizeof B_dev, &B_dev, 79);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_host_call_L7, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(host_call_L7)", 79);
        }
        kf_cl_read(B, B_dev, B_bytes, 79);
    }
#pragma endscop
    touch(&B[1][0]);
#pragma scop
    {
        kf_cl_write(C_dev, C, C_bytes, 85);
        kf_cl_write(B_dev, B, B_bytes, 85);
        if (29 > 0 && 31 > 0) {
            size_t kf_local[2] = {32, 8};
            size_t kf_global[2] = {(size_t)31, (size_t)29};
            kf_cl_fit(2, kf_global, kf_local);
            kf_cl_arg(kf_cl_kernel_host_call_L8, 0, sizeof B_dev, &B_dev, 85);
            kf_cl_arg(kf_cl_kernel_host_call_L8, 1, sizeof C_dev, &C_dev, 85);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_host_call_L8, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(host_call_L8)", 85);
        }
        kf_cl_read(C, C_dev, C_bytes, 85);
    }
#pragma endscop
}

/* a fragment in a loop whose body kforge does not model: buffers and
 * copies each time round */
static void in_loop(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(94);
    const size_t B_bytes = (size_t)29 * sizeof B[0];
    cl_mem B_dev __attribute__((cleanup(kf_cl_free_94))) = kf_cl_alloc(B_bytes, 94);
    const size_t A_bytes = (size_t)29 * sizeof A[0];
    cl_mem A_dev __attribute__((cleanup(kf_cl_free_94))) = kf_cl_alloc(A_bytes, 94);
    kf_cl_write(B_dev, B, B_bytes, 95);
    kf_cl_write(A_dev, A, A_bytes, 95);
    for (int t = 0; t < 3; t++) {
#pragma scop
        {
            kf_cl_init(97);
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                kf_cl_fit(2, kf_global, kf_local);
                kf_cl_arg(kf_cl_kernel_in_loop_L9, 0, sizeof B_dev, &B_dev, 97);
                kf_cl_arg(kf_cl_kernel_in_loop_L9, 1, sizeof A_dev, &A_dev, 97);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_in_loop_L9, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(in_loop_L9)", 97);
            }
            kf_cl_read(B, B_dev, B_bytes, 97);
        }
#pragma endscop
        B[0][t] += 1;
        kf_cl_write(B_dev, B, B_bytes, 95);
    }
}

/* an early return and a branch between fragments: separate regions */
static int early_return(int stop)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(107);
    const size_t A_bytes = (size_t)29 * sizeof A[0];
    cl_mem A_dev __attribute__((cleanup(kf_cl_free_107))) = kf_cl_alloc(A_bytes, 107);
    const size_t C_bytes = (size_t)29 * sizeof C[0];
    cl_mem C_dev __attribute__((cleanup(kf_cl_free_107))) = kf_cl_alloc(C_bytes, 107);
    const size_t B_bytes = (size_t)29 * sizeof B[0];
    cl_mem B_dev __attribute__((cleanup(kf_cl_free_107))) = kf_cl_alloc(B_bytes, 107);
#pragma scop
    {
        kf_cl_init(109);
        kf_cl_write(A_dev, A, A_bytes, 109);
        kf_cl_write(C_dev, C, C_bytes, 109);
        if (29 > 0 && 31 > 0) {
            size_t kf_local[2] = {32, 8};
            size_t kf_global[2] = {(size_t)31, (size_t)29};
            kf_cl_fit(2, kf_global, kf_local);
            kf_cl_arg(kf_cl_kernel_early_return_L10, 0, sizeof A_dev, &A_dev, 109);
            kf_cl_arg(kf_cl_kernel_early_return_L10, 1, sizeof C_dev, &C_dev, 109);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_early_return_L10, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(early_return_L10)", 109);
        }
        kf_cl_read(C, C_dev, C_bytes, 109);
    }
#pragma endscop
    if (stop)
        return 1;
#pragma scop
    {
        kf_cl_init(116);
        kf_cl_write(C_dev, C, C_bytes, 116);
        kf_cl_write(B_dev, B, B_bytes, 116);
        if (29 > 0 && 31 > 0) {
            size_t kf_local[2] = {32, 8};
            size_t kf_global[2] = {(size_t)31, (size_t)29};
            kf_cl_fit(2, kf_global, kf_local);
            kf_cl_arg(kf_cl_kernel_early_return_L11, 0, sizeof C_dev, &C_dev, 116);
            kf_cl_arg(kf_cl_kernel_early_return_L11, 1, sizeof B_dev, &B_dev, 116);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_early_return_L11, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(early_return_L11)", 116);
        }
        kf_cl_read(B, B_dev, B_bytes, 116);
    }
#pragma endscop
    return 0;
}

static void branch(int c)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(124);
    const size_t A_bytes = (size_t)29 * sizeof A[0];
    cl_mem A_dev __attribute__((cleanup(kf_cl_free_124))) = kf_cl_alloc(A_bytes, 124);
    const size_t B_bytes = (size_t)29 * sizeof B[0];
    cl_mem B_dev __attribute__((cleanup(kf_cl_free_124))) = kf_cl_alloc(B_bytes, 124);
    const size_t C_bytes = (size_t)29 * sizeof C[0];
    cl_mem C_dev __attribute__((cleanup(kf_cl_free_124))) = kf_cl_alloc(C_bytes, 124);
#pragma scop
    {
        kf_cl_write(A_dev, A, A_bytes, 126);
        kf_cl_write(B_dev, B, B_bytes, 126);
        if (29 > 0 && 31 > 0) {
            size_t kf_local[2] = {32, 8};
            size_t kf_global[2] = {(size_t)31, (size_t)29};
            kf_cl_fit(2, kf_global, kf_local);
            kf_cl_arg(kf_cl_kernel_branch_L12, 0, sizeof A_dev, &A_dev, 126);
            kf_cl_arg(kf_cl_kernel_branch_L12, 1, sizeof B_dev, &B_dev, 126);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_branch_L12, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(branch_L12)", 126);
        }
        kf_cl_read(B, B_dev, B_bytes, 126);
    }
#pragma endscop
    if (c)
        B[1][1] = -1;
#pragma scop
    {
        kf_cl_write(C_dev, C, C_bytes, 133);
        kf_cl_write(B_dev, B, B_bytes, 133);
        if (29 > 0 && 31 > 0) {
            size_t kf_local[2] = {32, 8};
            size_t kf_global[2] = {(size_t)31, (size_t)29};
            kf_cl_fit(2, kf_global, kf_local);
            kf_cl_arg(kf_cl_kernel_branch_L13, 0, sizeof B_dev, &B_dev, 133);
            kf_cl_arg(kf_cl_kernel_branch_L13, 1, sizeof A_dev, &A_dev, 133);
            kf_cl_arg(kf_cl_kernel_branch_L13, 2, sizeof C_dev, &C_dev, 133);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_branch_L13, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(branch_L13)", 133);
        }
        kf_cl_read(C, C_dev, C_bytes, 133);
    }
#pragma endscop
}

/* locals: their buffers right after their declarations (w's size is a
 * parameter the function never assigns); U lives on the device only */
static void locals(int n)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(142);
    const size_t A_bytes = (size_t)29 * sizeof A[0];
    cl_mem A_dev __attribute__((cleanup(kf_cl_free_142))) = kf_cl_alloc(A_bytes, 142);
    double U[N][M];
    double T[N][M];
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(144);
    const size_t T_bytes = (size_t)29 * sizeof T[0];
    cl_mem T_dev __attribute__((cleanup(kf_cl_free_144))) = kf_cl_alloc(T_bytes, 144);
    double *w = malloc(sizeof(double) * (size_t)n);
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(145);
    const size_t w_bytes = (size_t)n * sizeof w[0];
    cl_mem w_dev __attribute__((cleanup(kf_cl_free_145))) = kf_cl_alloc(w_bytes, 145);
    if (!w)
        return;
#pragma scop
    {
        kf_cl_init(149);
        kf_cl_write(A_dev, A, A_bytes, 149);
        kf_cl_write(T_dev, T, T_bytes, 149);
        if (29 > 0 && 31 > 0) {
            size_t kf_local[2] = {32, 8};
            size_t kf_global[2] = {(size_t)31, (size_t)29};
            kf_cl_fit(2, kf_global, kf_local);
            kf_cl_arg(kf_cl_kernel_locals_L14, 0, sizeof A_dev, &A_dev, 149);
            kf_cl_arg(kf_cl_kernel_locals_L14, 1, sizeof T_dev, &T_dev, 149);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_locals_L14, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(locals_L14)", 149);
        }
        kf_cl_write(w_dev, w, w_bytes, 155);
        if (n > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)n};
            kf_cl_fit(1, kf_global, kf_local);
            kf_cl_arg(kf_cl_kernel_locals_L16, 0, sizeof n, &n, 155);
            kf_cl_arg(kf_cl_kernel_locals_L16, 1, sizeof w_dev, &w_dev, 155);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_locals_L16, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(locals_L16)", 155);
        }
        kf_cl_read(T, T_dev, T_bytes, 155);
        kf_cl_read(w, w_dev, w_bytes, 155);
    }
#pragma endscop
    double s = 0;
    for (int i = 0; i < N; i++)
        s += T[i][i % M] + w[i % n];
    free(w);
    printf("locals %.6f\n", s);
}

/* a goto in the function: a jump could skip a buffer's declaration, so the
 * region allocates and frees its buffers itself */
static void with_goto(int bail)
{
#pragma scop
    {
        kf_cl_init(170);
        const size_t A_bytes = (size_t)29 * sizeof A[0];
        cl_mem A_dev = kf_cl_alloc(A_bytes, 170);
        const size_t B_bytes = (size_t)29 * sizeof B[0];
        cl_mem B_dev = kf_cl_alloc(B_bytes, 170);
        kf_cl_write(A_dev, A, A_bytes, 170);
        kf_cl_write(B_dev, B, B_bytes, 170);
        if (29 > 0 && 31 > 0) {
            size_t kf_local[2] = {32, 8};
            size_t kf_global[2] = {(size_t)31, (size_t)29};
            kf_cl_fit(2, kf_global, kf_local);
            kf_cl_arg(kf_cl_kernel_with_goto_L17, 0, sizeof A_dev, &A_dev, 170);
            kf_cl_arg(kf_cl_kernel_with_goto_L17, 1, sizeof B_dev, &B_dev, 170);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_with_goto_L17, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(with_goto_L17)", 170);
        }
        kf_cl_read(B, B_dev, B_bytes, 170);
        kf_cl_check(clReleaseMemObject(A_dev), "clReleaseMemObject", 172);
        kf_cl_check(clReleaseMemObject(B_dev), "clReleaseMemObject", 172);
    }
#pragma endscop
    if (bail)
        goto out;
    B[0][0] = -2;
out:
    return;
}

/* V lives across the loop, only the fragment names it, and each run of the
 * fragment reads what the last one left: it must come back every time */
static void carried(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(184);
    const size_t A_bytes = (size_t)29 * sizeof A[0];
    cl_mem A_dev __attribute__((cleanup(kf_cl_free_184))) = kf_cl_alloc(A_bytes, 184);
    const size_t B_bytes = (size_t)29 * sizeof B[0];
    cl_mem B_dev __attribute__((cleanup(kf_cl_free_184))) = kf_cl_alloc(B_bytes, 184);
    double V[N][M];
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(185);
    const size_t V_bytes = (size_t)29 * sizeof V[0];
    cl_mem V_dev __attribute__((cleanup(kf_cl_free_185))) = kf_cl_alloc(V_bytes, 185);
    kf_cl_write(A_dev, A, A_bytes, 186);
    kf_cl_write(V_dev, V, V_bytes, 186);
    kf_cl_write(B_dev, B, B_bytes, 186);
    for (int t = 0; t < 3; t++) {
#pragma scop
        {
            kf_cl_init(188);
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                kf_cl_fit(2, kf_global, kf_local);
                kf_cl_arg(kf_cl_kernel_carried_L18, 0, sizeof t, &t, 188);
                kf_cl_arg(kf_cl_kernel_carried_L18, 1, sizeof A_dev, &A_dev, 188);
                kf_cl_arg(kf_cl_kernel_carried_L18, 2, sizeof V_dev, &V_dev, 188);
                kf_cl_arg(kf_cl_kernel_carried_L18, 3, sizeof B_dev, &B_dev, 188);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_carried_L18, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(carried_L18)", 188);
            }
        }
#pragma endscop
    }
    kf_cl_read(B, B_dev, B_bytes, 186);
}

/* a time loop whose other host code touches only scalars and prints: A and
 * B go to the device once before it, B and C come back once after it */
static double time_loop(int steps)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(201);
    const size_t B_bytes = (size_t)29 * sizeof B[0];
    cl_mem B_dev __attribute__((cleanup(kf_cl_free_201))) = kf_cl_alloc(B_bytes, 201);
    const size_t A_bytes = (size_t)29 * sizeof A[0];
    cl_mem A_dev __attribute__((cleanup(kf_cl_free_201))) = kf_cl_alloc(A_bytes, 201);
    const size_t C_bytes = (size_t)29 * sizeof C[0];
    cl_mem C_dev __attribute__((cleanup(kf_cl_free_201))) = kf_cl_alloc(C_bytes, 201);
    double decay = 1.0;
    kf_cl_write(B_dev, B, B_bytes, 203);
    kf_cl_write(A_dev, A, A_bytes, 203);
    kf_cl_write(C_dev, C, C_bytes, 203);
    for (int t = 0; t < steps; t++) {
        decay = decay * 0.5;
#pragma scop
        {
            kf_cl_init(206);
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                kf_cl_fit(2, kf_global, kf_local);
                kf_cl_arg(kf_cl_kernel_time_loop_L20, 0, sizeof B_dev, &B_dev, 206);
                kf_cl_arg(kf_cl_kernel_time_loop_L20, 1, sizeof A_dev, &A_dev, 206);
                kf_cl_arg(kf_cl_kernel_time_loop_L20, 2, sizeof decay, &decay, 206);
                kf_cl_arg(kf_cl_kernel_time_loop_L20, 3, sizeof C_dev, &C_dev, 206);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_time_loop_L20, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(time_loop_L20)", 206);
            }
        }
#pragma endscop
        if (t % 2 == 0)
            decay += 1.0;
        if (t == steps - 1)
            printf("time_loop: last step %d\n", t); /* printing reads only what it names */
    }
    kf_cl_read(B, B_dev, B_bytes, 203);
    kf_cl_read(C, C_dev, C_bytes, 203);
    return decay;
}

/* two loops around a fragment: the copies leave both */
static void nested(int rounds)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(223);
    const size_t B_bytes = (size_t)29 * sizeof B[0];
    cl_mem B_dev __attribute__((cleanup(kf_cl_free_223))) = kf_cl_alloc(B_bytes, 223);
    const size_t A_bytes = (size_t)29 * sizeof A[0];
    cl_mem A_dev __attribute__((cleanup(kf_cl_free_223))) = kf_cl_alloc(A_bytes, 223);
    kf_cl_write(B_dev, B, B_bytes, 224);
    kf_cl_write(A_dev, A, A_bytes, 224);
    for (int r = 0; r < rounds; r++) {
        for (int t = 0; t < HALF; t++) {
#pragma scop
            {
                kf_cl_init(227);
                if (29 > 0 && 31 > 0) {
                    size_t kf_local[2] = {32, 8};
                    size_t kf_global[2] = {(size_t)31, (size_t)29};
                    kf_cl_fit(2, kf_global, kf_local);
                    kf_cl_arg(kf_cl_kernel_nested_L22, 0, sizeof B_dev, &B_dev, 227);
                    kf_cl_arg(kf_cl_kernel_nested_L22, 1, sizeof A_dev, &A_dev, 227);
                    kf_cl_arg(kf_cl_kernel_nested_L22, 2, sizeof r, &r, 227);
                    kf_cl_arg(kf_cl_kernel_nested_L22, 3, sizeof t, &t, 227);
                    kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_nested_L22, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                                "clEnqueueNDRangeKernel(nested_L22)", 227);
                }
            }
#pragma endscop
        }
    }
    kf_cl_read(B, B_dev, B_bytes, 224);
}

/* the loop's condition reads B: B comes back each time round, A does not */
static int until(double limit)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(237);
    const size_t B_bytes = (size_t)29 * sizeof B[0];
    cl_mem B_dev __attribute__((cleanup(kf_cl_free_237))) = kf_cl_alloc(B_bytes, 237);
    const size_t A_bytes = (size_t)29 * sizeof A[0];
    cl_mem A_dev __attribute__((cleanup(kf_cl_free_237))) = kf_cl_alloc(A_bytes, 237);
    int steps = 0;
    kf_cl_write(B_dev, B, B_bytes, 239);
    kf_cl_write(A_dev, A, A_bytes, 239);
    while (B[0][0] < limit) {
#pragma scop
        {
            kf_cl_init(241);
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                kf_cl_fit(2, kf_global, kf_local);
                kf_cl_arg(kf_cl_kernel_until_L23, 0, sizeof B_dev, &B_dev, 241);
                kf_cl_arg(kf_cl_kernel_until_L23, 1, sizeof A_dev, &A_dev, 241);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_until_L23, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(until_L23)", 241);
            }
        }
#pragma endscop
        steps++;
        kf_cl_read(B, B_dev, B_bytes, 239);
    }
    return steps;
}

/* a break in the body: the loop stays outside the region, copies each run */
static void with_break(int stop)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(252);
    const size_t C_bytes = (size_t)29 * sizeof C[0];
    cl_mem C_dev __attribute__((cleanup(kf_cl_free_252))) = kf_cl_alloc(C_bytes, 252);
    const size_t A_bytes = (size_t)29 * sizeof A[0];
    cl_mem A_dev __attribute__((cleanup(kf_cl_free_252))) = kf_cl_alloc(A_bytes, 252);
    for (int t = 0; t < 4; t++) {
#pragma scop
        {
            kf_cl_init(255);
            kf_cl_write(C_dev, C, C_bytes, 255);
            kf_cl_write(A_dev, A, A_bytes, 255);
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                kf_cl_fit(2, kf_global, kf_local);
                kf_cl_arg(kf_cl_kernel_with_break_L24, 0, sizeof C_dev, &C_dev, 255);
                kf_cl_arg(kf_cl_kernel_with_break_L24, 1, sizeof A_dev, &A_dev, 255);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_with_break_L24, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(with_break_L24)", 255);
            }
            kf_cl_read(C, C_dev, C_bytes, 255);
        }
#pragma endscop
        if (t == stop)
            break;
    }
}

/* T is declared in the loop's body: its buffer is born there, so the loop
 * cannot hold the region (the fusion barrier keeps T an array: fused, the
 * two kernels would make it a register) */
static void body_local(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(268);
    const size_t A_bytes = (size_t)29 * sizeof A[0];
    cl_mem A_dev __attribute__((cleanup(kf_cl_free_268))) = kf_cl_alloc(A_bytes, 268);
    const size_t C_bytes = (size_t)29 * sizeof C[0];
    cl_mem C_dev __attribute__((cleanup(kf_cl_free_268))) = kf_cl_alloc(C_bytes, 268);
    for (int t = 0; t < 2; t++) {
        double T[N][M];
        /* kforge: device buffers, freed when they go out of scope */
        kf_cl_init(270);
        const size_t T_bytes = (size_t)29 * sizeof T[0];
        cl_mem T_dev __attribute__((cleanup(kf_cl_free_270))) = kf_cl_alloc(T_bytes, 270);
#pragma scop
        {
            kf_cl_init(272);
            kf_cl_write(A_dev, A, A_bytes, 272);
            kf_cl_write(T_dev, T, T_bytes, 272);
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                kf_cl_fit(2, kf_global, kf_local);
                kf_cl_arg(kf_cl_kernel_body_local_L25, 0, sizeof A_dev, &A_dev, 272);
                kf_cl_arg(kf_cl_kernel_body_local_L25, 1, sizeof t, &t, 272);
                kf_cl_arg(kf_cl_kernel_body_local_L25, 2, sizeof T_dev, &T_dev, 272);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_body_local_L25, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(body_local_L25)", 272);
            }
            kf_cl_write(C_dev, C, C_bytes, 276);
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                kf_cl_fit(2, kf_global, kf_local);
                kf_cl_arg(kf_cl_kernel_body_local_L26, 0, sizeof T_dev, &T_dev, 276);
                kf_cl_arg(kf_cl_kernel_body_local_L26, 1, sizeof C_dev, &C_dev, 276);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_body_local_L26, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(body_local_L26)", 276);
            }
            kf_cl_read(C, C_dev, C_bytes, 276);
        }
#pragma endscop
    }
}

/* the host writes through a pointer in the loop: it may reach any array,
 * so everything comes back and goes out again each time round */
static void through_pointer(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(286);
    const size_t C_bytes = (size_t)29 * sizeof C[0];
    cl_mem C_dev __attribute__((cleanup(kf_cl_free_286))) = kf_cl_alloc(C_bytes, 286);
    const size_t B_bytes = (size_t)29 * sizeof B[0];
    cl_mem B_dev __attribute__((cleanup(kf_cl_free_286))) = kf_cl_alloc(B_bytes, 286);
    double *p = &C[0][0];
    kf_cl_write(C_dev, C, C_bytes, 288);
    kf_cl_write(B_dev, B, B_bytes, 288);
    for (int t = 0; t < 2; t++) {
#pragma scop
        {
            kf_cl_init(290);
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                kf_cl_fit(2, kf_global, kf_local);
                kf_cl_arg(kf_cl_kernel_through_pointer_L27, 0, sizeof C_dev, &C_dev, 290);
                kf_cl_arg(kf_cl_kernel_through_pointer_L27, 1, sizeof B_dev, &B_dev, 290);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_through_pointer_L27, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(through_pointer_L27)", 290);
            }
            kf_cl_read(C, C_dev, C_bytes, 290);
        }
#pragma endscop
        p[t] += 1.0;
        kf_cl_write(C_dev, C, C_bytes, 288);
        kf_cl_write(B_dev, B, B_bytes, 288);
    }
}

/* a condition kforge cannot follow (a call that writes through a
 * pointer): it may write every array, so what the fragment reads goes out
 * again at the start of each trip */
static int budget;
static int more(int *b) { return (*b)-- > 0 && C[0][0] >= 0; }
static void opaque_condition(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(304);
    const size_t C_bytes = (size_t)29 * sizeof C[0];
    cl_mem C_dev __attribute__((cleanup(kf_cl_free_304))) = kf_cl_alloc(C_bytes, 304);
    const size_t A_bytes = (size_t)29 * sizeof A[0];
    cl_mem A_dev __attribute__((cleanup(kf_cl_free_304))) = kf_cl_alloc(A_bytes, 304);
    budget = 2;
    kf_cl_write(C_dev, C, C_bytes, 306);
    kf_cl_write(A_dev, A, A_bytes, 306);
    while (more(&budget)) {
#pragma scop
        {
            kf_cl_init(308);
            kf_cl_write(C_dev, C, C_bytes, 308);
            kf_cl_write(A_dev, A, A_bytes, 308);
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                kf_cl_fit(2, kf_global, kf_local);
                kf_cl_arg(kf_cl_kernel_opaque_condition_L28, 0, sizeof C_dev, &C_dev, 308);
                kf_cl_arg(kf_cl_kernel_opaque_condition_L28, 1, sizeof A_dev, &A_dev, 308);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_opaque_condition_L28, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(opaque_condition_L28)", 308);
            }
            kf_cl_read(C, C_dev, C_bytes, 308);
        }
#pragma endscop
    }
}

/* a fragment under an if in a loop: the copies leave the if, then the loop */
static void every_other(int steps)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(317);
    const size_t B_bytes = (size_t)29 * sizeof B[0];
    cl_mem B_dev __attribute__((cleanup(kf_cl_free_317))) = kf_cl_alloc(B_bytes, 317);
    const size_t A_bytes = (size_t)29 * sizeof A[0];
    cl_mem A_dev __attribute__((cleanup(kf_cl_free_317))) = kf_cl_alloc(A_bytes, 317);
    kf_cl_write(B_dev, B, B_bytes, 318);
    kf_cl_write(A_dev, A, A_bytes, 318);
    for (int t = 0; t < steps; t++) {
        if (t % 2 == 0) {
#pragma scop
            {
                kf_cl_init(321);
                if (29 > 0 && 31 > 0) {
                    size_t kf_local[2] = {32, 8};
                    size_t kf_global[2] = {(size_t)31, (size_t)29};
                    kf_cl_fit(2, kf_global, kf_local);
                    kf_cl_arg(kf_cl_kernel_every_other_L29, 0, sizeof B_dev, &B_dev, 321);
                    kf_cl_arg(kf_cl_kernel_every_other_L29, 1, sizeof A_dev, &A_dev, 321);
                    kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_every_other_L29, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                                "clEnqueueNDRangeKernel(every_other_L29)", 321);
                }
            }
#pragma endscop
        }
    }
    kf_cl_read(B, B_dev, B_bytes, 318);
}

/* a do loop: the copies leave it as they leave a for */
static void do_loop(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(331);
    const size_t C_bytes = (size_t)29 * sizeof C[0];
    cl_mem C_dev __attribute__((cleanup(kf_cl_free_331))) = kf_cl_alloc(C_bytes, 331);
    const size_t A_bytes = (size_t)29 * sizeof A[0];
    cl_mem A_dev __attribute__((cleanup(kf_cl_free_331))) = kf_cl_alloc(A_bytes, 331);
    int t = 0;
    kf_cl_write(C_dev, C, C_bytes, 333);
    kf_cl_write(A_dev, A, A_bytes, 333);
    do {
#pragma scop
        {
            kf_cl_init(335);
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                kf_cl_fit(2, kf_global, kf_local);
                kf_cl_arg(kf_cl_kernel_do_loop_L30, 0, sizeof C_dev, &C_dev, 335);
                kf_cl_arg(kf_cl_kernel_do_loop_L30, 1, sizeof A_dev, &A_dev, 335);
                kf_cl_arg(kf_cl_kernel_do_loop_L30, 2, sizeof t, &t, 335);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_do_loop_L30, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(do_loop_L30)", 335);
            }
        }
#pragma endscop
        t++;
    } while (t < HALF);
    kf_cl_read(C, C_dev, C_bytes, 333);
}

/* fragments in two blocks of one time loop, one under an if: one region,
 * so A stays on the device across both and only R comes back, when the
 * host reads it */
static void two_blocks(int steps)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(347);
    const size_t A_bytes = (size_t)29 * sizeof A[0];
    cl_mem A_dev __attribute__((cleanup(kf_cl_free_347))) = kf_cl_alloc(A_bytes, 347);
    const size_t B_bytes = (size_t)29 * sizeof B[0];
    cl_mem B_dev __attribute__((cleanup(kf_cl_free_347))) = kf_cl_alloc(B_bytes, 347);
    const size_t C_bytes = (size_t)29 * sizeof C[0];
    cl_mem C_dev __attribute__((cleanup(kf_cl_free_347))) = kf_cl_alloc(C_bytes, 347);
    kf_cl_write(A_dev, A, A_bytes, 348);
    kf_cl_write(B_dev, B, B_bytes, 348);
    kf_cl_write(C_dev, C, C_bytes, 348);
    for (int t = 0; t < steps; t++) {
#pragma scop
        {
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                kf_cl_fit(2, kf_global, kf_local);
                kf_cl_arg(kf_cl_kernel_two_blocks_L31, 0, sizeof A_dev, &A_dev, 350);
                kf_cl_arg(kf_cl_kernel_two_blocks_L31, 1, sizeof B_dev, &B_dev, 350);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_two_blocks_L31, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(two_blocks_L31)", 350);
            }
        }
#pragma endscop
        if (t % 3 == 0) {
#pragma scop
            {
                if (29 > 0 && 31 > 0) {
                    size_t kf_local[2] = {32, 8};
                    size_t kf_global[2] = {(size_t)31, (size_t)29};
                    kf_cl_fit(2, kf_global, kf_local);
                    kf_cl_arg(kf_cl_kernel_two_blocks_L32, 0, sizeof B_dev, &B_dev, 356);
                    kf_cl_arg(kf_cl_kernel_two_blocks_L32, 1, sizeof C_dev, &C_dev, 356);
                    kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_two_blocks_L32, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                                "clEnqueueNDRangeKernel(two_blocks_L32)", 356);
                }
                kf_cl_read(C, C_dev, C_bytes, 356);
            }
#pragma endscop
            sink += C[2][3];
        }
    }
    kf_cl_read(B, B_dev, B_bytes, 348);
}

/* the inner loop makes a tree; the outer one cannot (a return), and trying
 * it reads the first fragment too: the inner tree's arrays keep their own
 * numbers, so B, not A, comes back after the inner loop */
static void inner_tree(int stop)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(369);
    const size_t C_bytes = (size_t)29 * sizeof C[0];
    cl_mem C_dev __attribute__((cleanup(kf_cl_free_369))) = kf_cl_alloc(C_bytes, 369);
    const size_t B_bytes = (size_t)29 * sizeof B[0];
    cl_mem B_dev __attribute__((cleanup(kf_cl_free_369))) = kf_cl_alloc(B_bytes, 369);
    const size_t A_bytes = (size_t)29 * sizeof A[0];
    cl_mem A_dev __attribute__((cleanup(kf_cl_free_369))) = kf_cl_alloc(A_bytes, 369);
    for (int r = 0; r < 3; r++) {
#pragma scop
        {
            kf_cl_init(372);
            kf_cl_write(C_dev, C, C_bytes, 372);
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                kf_cl_fit(2, kf_global, kf_local);
                kf_cl_arg(kf_cl_kernel_inner_tree_L33, 0, sizeof C_dev, &C_dev, 372);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_inner_tree_L33, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(inner_tree_L33)", 372);
            }
            kf_cl_read(C, C_dev, C_bytes, 372);
        }
#pragma endscop
        if (r == stop)
            return;
        kf_cl_write(B_dev, B, B_bytes, 378);
        kf_cl_write(A_dev, A, A_bytes, 378);
        kf_cl_write(C_dev, C, C_bytes, 378);
        for (int t = 0; t < 2; t++) {
#pragma scop
            {
                kf_cl_init(380);
                if (29 > 0 && 31 > 0) {
                    size_t kf_local[2] = {32, 8};
                    size_t kf_global[2] = {(size_t)31, (size_t)29};
                    kf_cl_fit(2, kf_global, kf_local);
                    kf_cl_arg(kf_cl_kernel_inner_tree_L34, 0, sizeof B_dev, &B_dev, 380);
                    kf_cl_arg(kf_cl_kernel_inner_tree_L34, 1, sizeof A_dev, &A_dev, 380);
                    kf_cl_arg(kf_cl_kernel_inner_tree_L34, 2, sizeof C_dev, &C_dev, 380);
                    kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_inner_tree_L34, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                                "clEnqueueNDRangeKernel(inner_tree_L34)", 380);
                }
            }
#pragma endscop
        }
        kf_cl_read(B, B_dev, B_bytes, 378);
    }
}

/* fragments in both branches of an if in a loop, the else's alone: one
 * region; B comes back once after the loop */
static void both_branches(int steps)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(391);
    const size_t B_bytes = (size_t)29 * sizeof B[0];
    cl_mem B_dev __attribute__((cleanup(kf_cl_free_391))) = kf_cl_alloc(B_bytes, 391);
    const size_t A_bytes = (size_t)29 * sizeof A[0];
    cl_mem A_dev __attribute__((cleanup(kf_cl_free_391))) = kf_cl_alloc(A_bytes, 391);
    kf_cl_write(B_dev, B, B_bytes, 392);
    kf_cl_write(A_dev, A, A_bytes, 392);
    for (int t = 0; t < steps; t++) {
        if (t % 2 == 0) {
            sink += 1.0;
        } else {
#pragma scop
            {
                if (29 > 0 && 31 > 0) {
                    size_t kf_local[2] = {32, 8};
                    size_t kf_global[2] = {(size_t)31, (size_t)29};
                    kf_cl_fit(2, kf_global, kf_local);
                    kf_cl_arg(kf_cl_kernel_both_branches_L35, 0, sizeof B_dev, &B_dev, 397);
                    kf_cl_arg(kf_cl_kernel_both_branches_L35, 1, sizeof A_dev, &A_dev, 397);
                    kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_both_branches_L35, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                                "clEnqueueNDRangeKernel(both_branches_L35)", 397);
                }
            }
#pragma endscop
        }
        if (t % 3 == 0) {
#pragma scop
            {
                if (29 > 0 && 31 > 0) {
                    size_t kf_local[2] = {32, 8};
                    size_t kf_global[2] = {(size_t)31, (size_t)29};
                    kf_cl_fit(2, kf_global, kf_local);
                    kf_cl_arg(kf_cl_kernel_both_branches_L36, 0, sizeof B_dev, &B_dev, 404);
                    kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_both_branches_L36, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                                "clEnqueueNDRangeKernel(both_branches_L36)", 404);
                }
            }
#pragma endscop
        } else {
#pragma scop
            {
                if (29 > 0 && 31 > 0) {
                    size_t kf_local[2] = {32, 8};
                    size_t kf_global[2] = {(size_t)31, (size_t)29};
                    kf_cl_fit(2, kf_global, kf_local);
                    kf_cl_arg(kf_cl_kernel_both_branches_L37, 0, sizeof B_dev, &B_dev, 410);
                    kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_both_branches_L37, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                                "clEnqueueNDRangeKernel(both_branches_L37)", 410);
                }
            }
#pragma endscop
        }
    }
    kf_cl_read(B, B_dev, B_bytes, 392);
}

/* a helper of this file called in a time loop: its body reads B and
 * prints, so B comes back each time round and nothing goes out again */
static void report(int t, double v)
{
    if (t % 2 == 0)
        printf("report %d %.3f %.3f\n", t, v, B[1][2]);
}

static void with_helper(int steps)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(427);
    const size_t B_bytes = (size_t)29 * sizeof B[0];
    cl_mem B_dev __attribute__((cleanup(kf_cl_free_427))) = kf_cl_alloc(B_bytes, 427);
    const size_t A_bytes = (size_t)29 * sizeof A[0];
    cl_mem A_dev __attribute__((cleanup(kf_cl_free_427))) = kf_cl_alloc(A_bytes, 427);
    kf_cl_write(B_dev, B, B_bytes, 428);
    kf_cl_write(A_dev, A, A_bytes, 428);
    for (int t = 0; t < steps; t++) {
#pragma scop
        {
            kf_cl_init(430);
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                kf_cl_fit(2, kf_global, kf_local);
                kf_cl_arg(kf_cl_kernel_with_helper_L38, 0, sizeof B_dev, &B_dev, 430);
                kf_cl_arg(kf_cl_kernel_with_helper_L38, 1, sizeof A_dev, &A_dev, 430);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_with_helper_L38, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(with_helper_L38)", 430);
            }
            kf_cl_read(B, B_dev, B_bytes, 430);
        }
#pragma endscop
        report(t, 0.5 * t);
    }
}

/* an if alone: the copies stay in its branch, which may not run */
static void only_if(int c)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(440);
    const size_t C_bytes = (size_t)29 * sizeof C[0];
    cl_mem C_dev __attribute__((cleanup(kf_cl_free_440))) = kf_cl_alloc(C_bytes, 440);
    const size_t A_bytes = (size_t)29 * sizeof A[0];
    cl_mem A_dev __attribute__((cleanup(kf_cl_free_440))) = kf_cl_alloc(A_bytes, 440);
    if (c) {
#pragma scop
        {
            kf_cl_init(443);
            kf_cl_write(C_dev, C, C_bytes, 443);
            kf_cl_write(A_dev, A, A_bytes, 443);
            if (29 > 0 && 31 > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)31, (size_t)29};
                kf_cl_fit(2, kf_global, kf_local);
                kf_cl_arg(kf_cl_kernel_only_if_L39, 0, sizeof C_dev, &C_dev, 443);
                kf_cl_arg(kf_cl_kernel_only_if_L39, 1, sizeof A_dev, &A_dev, 443);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_only_if_L39, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(only_if_L39)", 443);
            }
            kf_cl_read(C, C_dev, C_bytes, 443);
        }
#pragma endscop
    }
}

static void print(const char *what)
{
    double sb = 0, sc = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            sb += B[i][j] * (i + 1) + j;
            sc += C[i][j] * (j + 1) - i;
        }
    printf("%s %.6f %.6f %.6f\n", what, sb, sc, sink);
}

int main(void)
{
    init();
    in_a_row();
    print("in_a_row");
    host_write(1.5);
    print("host_write");
    host_read(0.5);
    print("host_read");
    host_call();
    print("host_call");
    in_loop();
    print("in_loop");
    printf("early_return %d\n", early_return(1));
    print("early_return(1)");
    printf("early_return %d\n", early_return(0));
    print("early_return(0)");
    branch(1);
    print("branch(1)");
    branch(0);
    print("branch(0)");
    locals(17);
    carried();
    print("carried");
    with_goto(1);
    print("with_goto(1)");
    with_goto(0);
    print("with_goto(0)");
    printf("time_loop %.6f\n", time_loop(5));
    print("time_loop");
    nested(3);
    print("nested");
    printf("until %d\n", until(60.0));
    print("until");
    with_break(1);
    print("with_break(1)");
    with_break(9);
    print("with_break(9)");
    body_local();
    print("body_local");
    through_pointer();
    print("through_pointer");
    opaque_condition();
    print("opaque_condition");
    every_other(5);
    print("every_other");
    do_loop();
    print("do_loop");
    two_blocks(7);
    print("two_blocks");
    inner_tree(1);
    print("inner_tree(1)");
    both_branches(6);
    print("both_branches");
    with_helper(3);
    print("with_helper");
    inner_tree(5);
    print("inner_tree(5)");
    only_if(0);
    print("only_if(0)");
    only_if(1);
    print("only_if(1)");
    return 0;
}
