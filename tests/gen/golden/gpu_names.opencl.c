/* kforge 0.1.0: tests/gen/gpu_names.c for opencl; 7 kernels */
/* kforge gen --target opencl|cuda: the user's names beside the ones the
 * generated host code introduces.  Every identifier the run-time helpers,
 * the buffers and the launches declare starts with kf_ (or KF_), so the
 * lowercase macros below, each the name of a local or a parameter those
 * helpers once declared, and a user array called A_dev (once the name of
 * A's device buffer) leave the output compiling and computing what the
 * program computes; so do global, shared, host and x, which CUDA's own
 * macros (__global__, blockIdx.x) would meet in the .cu.  Each macro
 * expands to a literal: a declaration of that name in the output would not
 * compile.  The user's `register` scalars keep their storage class.
 * Used by tests/gen/test_gen_gpu_names.sh. */
#include <stdio.h>

#define key 1
#define path 2
#define len 3
#define i 4
#define size 5
#define value 6
#define line 7
#define call 8
#define err 9
#define device 10
#define name 11
#define driver 12
#define dir 13
#define home 14
#define f 15
#define buf 16
#define p 17
#define n 18
#define bin 19
#define status 20
#define tmp 21
#define ok 22
#define platforms 23
#define np 24
#define type 25
#define force 26
#define units 27
#define src 28
#define opts 29
#define cached 30
#define m 31
#define bytes 32
#define to 33
#define from 34
#define k 35
#define global 36
#define local 37
#define dims 38
#define groups 39
#define volume 40
#define d 41
#define t 42
#define hash 43
#define context 44
#define queue 45
#define program 46
#define window 47
#define cleanup 48
#define shared 49
#define host 50
#define x 51

#define R 96
#define C 80

static double A[R][C], B[R][C], row[R];

/* a time loop on the host around two 2-D kernels (A and B stay on the
 * device), a row sum as a 1-D kernel, then a reduction */
/* kforge: OpenCL runtime and the kernels of this file */
/* the file's macros out of the way of the system headers */
#pragma push_macro("bin")
#undef bin
#pragma push_macro("buf")
#undef buf
#pragma push_macro("bytes")
#undef bytes
#pragma push_macro("cached")
#undef cached
#pragma push_macro("call")
#undef call
#pragma push_macro("cleanup")
#undef cleanup
#pragma push_macro("context")
#undef context
#pragma push_macro("d")
#undef d
#pragma push_macro("device")
#undef device
#pragma push_macro("dims")
#undef dims
#pragma push_macro("dir")
#undef dir
#pragma push_macro("driver")
#undef driver
#pragma push_macro("err")
#undef err
#pragma push_macro("f")
#undef f
#pragma push_macro("force")
#undef force
#pragma push_macro("from")
#undef from
#pragma push_macro("global")
#undef global
#pragma push_macro("groups")
#undef groups
#pragma push_macro("hash")
#undef hash
#pragma push_macro("home")
#undef home
#pragma push_macro("host")
#undef host
#pragma push_macro("i")
#undef i
#pragma push_macro("k")
#undef k
#pragma push_macro("key")
#undef key
#pragma push_macro("len")
#undef len
#pragma push_macro("line")
#undef line
#pragma push_macro("local")
#undef local
#pragma push_macro("m")
#undef m
#pragma push_macro("n")
#undef n
#pragma push_macro("name")
#undef name
#pragma push_macro("np")
#undef np
#pragma push_macro("ok")
#undef ok
#pragma push_macro("opts")
#undef opts
#pragma push_macro("p")
#undef p
#pragma push_macro("path")
#undef path
#pragma push_macro("platforms")
#undef platforms
#pragma push_macro("program")
#undef program
#pragma push_macro("queue")
#undef queue
#pragma push_macro("shared")
#undef shared
#pragma push_macro("size")
#undef size
#pragma push_macro("src")
#undef src
#pragma push_macro("status")
#undef status
#pragma push_macro("t")
#undef t
#pragma push_macro("tmp")
#undef tmp
#pragma push_macro("to")
#undef to
#pragma push_macro("type")
#undef type
#pragma push_macro("units")
#undef units
#pragma push_macro("value")
#undef value
#pragma push_macro("volume")
#undef volume
#pragma push_macro("window")
#undef window
#pragma push_macro("x")
#undef x
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#pragma pop_macro("bin")
#pragma pop_macro("buf")
#pragma pop_macro("bytes")
#pragma pop_macro("cached")
#pragma pop_macro("call")
#pragma pop_macro("cleanup")
#pragma pop_macro("context")
#pragma pop_macro("d")
#pragma pop_macro("device")
#pragma pop_macro("dims")
#pragma pop_macro("dir")
#pragma pop_macro("driver")
#pragma pop_macro("err")
#pragma pop_macro("f")
#pragma pop_macro("force")
#pragma pop_macro("from")
#pragma pop_macro("global")
#pragma pop_macro("groups")
#pragma pop_macro("hash")
#pragma pop_macro("home")
#pragma pop_macro("host")
#pragma pop_macro("i")
#pragma pop_macro("k")
#pragma pop_macro("key")
#pragma pop_macro("len")
#pragma pop_macro("line")
#pragma pop_macro("local")
#pragma pop_macro("m")
#pragma pop_macro("n")
#pragma pop_macro("name")
#pragma pop_macro("np")
#pragma pop_macro("ok")
#pragma pop_macro("opts")
#pragma pop_macro("p")
#pragma pop_macro("path")
#pragma pop_macro("platforms")
#pragma pop_macro("program")
#pragma pop_macro("queue")
#pragma pop_macro("shared")
#pragma pop_macro("size")
#pragma pop_macro("src")
#pragma pop_macro("status")
#pragma pop_macro("t")
#pragma pop_macro("tmp")
#pragma pop_macro("to")
#pragma pop_macro("type")
#pragma pop_macro("units")
#pragma pop_macro("value")
#pragma pop_macro("volume")
#pragma pop_macro("window")
#pragma pop_macro("x")

#define KF_STR_(x) #x
#define KF_STR(x) KF_STR_(x)
/* the kernels, built at run time; the macros they use are the host's */
static const char kf_cl_source[] =
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "#pragma OPENCL FP_CONTRACT OFF\n"
#ifdef value
    "#define value " KF_STR(value) "\n"
#endif
#ifdef C
    "#define C " KF_STR(C) "\n"
#endif
#ifdef key
    "#define key " KF_STR(key) "\n"
#endif
    "__kernel void run_L1_1(int s, __global double *A, __global double *B)\n"
    "{\n"
    "    int c = (int)get_global_id(0);\n"
    "    int r = 1 + (int)get_global_id(1);\n"
    "    int kf_lo_c = (int)(get_group_id(0) * get_local_size(0)), kf_hi_c = kf_lo_c + (int)get_local_size(0) - 1;\n"
    "    if (kf_hi_c <= 79) {\n"
    "        B[r * 80 + c] = 0.25 * (A[(r - 1) * 80 + c] + 2 * A[r * 80 + c] + A[(r + 1) * 80 + c]) + s * value;\n"
    "    } else if (c <= 79) {\n"
    "        B[r * 80 + c] = 0.25 * (A[(r - 1) * 80 + c] + 2 * A[r * 80 + c] + A[(r + 1) * 80 + c]) + s * value;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void run_L1_1_window(int s, __global double *A, __global double *B)\n"
    "{\n"
    "    int c = (int)get_global_id(0);\n"
    "    int r = 1 + (int)get_global_id(1);\n"
    "    __local double kf_win_A[320];\n"
    "    int kf_o_c = c - (int)get_local_id(0);\n"
    "    int kf_o_r = r - (int)get_local_id(1);\n"
    "    for (int kf_q = (int)((int)get_local_id(0) + 32 * (int)get_local_id(1)); kf_q < 320; kf_q += 256) {\n"
    "        int kf_s0 = kf_o_r - 1 + kf_q / 32;\n"
    "        int kf_s1 = kf_o_c + kf_q % 32;\n"
    "        if (kf_s0 >= 1 - 1 && kf_s0 <= 94 + 1 && kf_s1 >= 0 && kf_s1 <= 79) {\n"
    "            kf_win_A[kf_q] = A[kf_s0 * 80 + kf_s1];\n"
    "        }\n"
    "    }\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    int kf_lo_c = (int)(get_group_id(0) * get_local_size(0)), kf_hi_c = kf_lo_c + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_r = 1 + (int)(get_group_id(1) * get_local_size(1)), kf_hi_r = kf_lo_r + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_c <= 79 && kf_hi_r <= 94) {\n"
    "        B[r * 80 + c] = 0.25 * (kf_win_A[((r - 1) - kf_o_r + 1) * 32 + c - kf_o_c] + 2 * kf_win_A[(r - kf_o_r + 1) * 32 + c - kf_o_c] + kf_win_A[((r + 1) - kf_o_r + 1) * 32 + c - kf_o_c]) + s * value;\n"
    "    } else if (c <= 79 && r <= 94) {\n"
    "        B[r * 80 + c] = 0.25 * (kf_win_A[((r - 1) - kf_o_r + 1) * 32 + c - kf_o_c] + 2 * kf_win_A[(r - kf_o_r + 1) * 32 + c - kf_o_c] + kf_win_A[((r + 1) - kf_o_r + 1) * 32 + c - kf_o_c]) + s * value;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void run_L1_2(__global double *A, __global double *B)\n"
    "{\n"
    "    int kf_flat = (int)get_global_id(0);\n"
    "    int c = (int)(kf_flat % 80);\n"
    "    int r = 1 + (int)(kf_flat / 80);\n"
    "    if (r <= 94) {\n"
    "        A[r * 80 + c] = B[r * 80 + c] - 0.5 * A[r * 80 + c];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void run_L2(__global double *A, __global double *row)\n"
    "{\n"
    "    int r = (int)get_global_id(0) * 4;\n"
    "    double kf_a_row[4];\n"
    "    int kf_s0 = r;\n"
    "    int kf_lo = 0 - kf_s0 > 0 ? 0 - kf_s0 : 0;\n"
    "    int kf_hi = 95 - kf_s0 + 1 < 4 ? 95 - kf_s0 + 1 : 4;\n"
    "    if (kf_lo < kf_hi) {\n"
    "        if (kf_lo == 0 && kf_hi == 4) {\n"
    "            for (int kf_q = 0; kf_q < 4; kf_q++) {\n"
    "                r = kf_s0 + kf_q;\n"
    "                row[r] = 0;\n"
    "                kf_a_row[kf_q] = row[r];\n"
    "            }\n"
    "            for (int c = 0; c <= 79; c++) {\n"
    "                for (int kf_q = 0; kf_q < 4; kf_q++) {\n"
    "                    r = kf_s0 + kf_q;\n"
    "                    kf_a_row[kf_q] += A[r * 80 + c];\n"
    "                }\n"
    "            }\n"
    "            for (int kf_q = 0; kf_q < 4; kf_q++) {\n"
    "                r = kf_s0 + kf_q;\n"
    "                row[r] = kf_a_row[kf_q];\n"
    "            }\n"
    "        } else {\n"
    "            for (int kf_q = kf_lo; kf_q < kf_hi; kf_q++) {\n"
    "                r = kf_s0 + kf_q;\n"
    "                row[r] = 0;\n"
    "                kf_a_row[kf_q] = row[r];\n"
    "            }\n"
    "            for (int c = 0; c <= 79; c++) {\n"
    "                for (int kf_q = kf_lo; kf_q < kf_hi; kf_q++) {\n"
    "                    r = kf_s0 + kf_q;\n"
    "                    kf_a_row[kf_q] += A[r * 80 + c];\n"
    "                }\n"
    "            }\n"
    "            for (int kf_q = kf_lo; kf_q < kf_hi; kf_q++) {\n"
    "                r = kf_s0 + kf_q;\n"
    "                row[r] = kf_a_row[kf_q];\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void run_L2_ktile(__global double *A, __global double *row)\n"
    "{\n"
    "    int r = (int)get_global_id(0);\n"
    "    double kf_a_row;\n"
    "    if (r <= 95) {\n"
    "        row[r] = 0;\n"
    "        kf_a_row = row[r];\n"
    "        for (int c = 0; c < C; c++)\n"
    "            kf_a_row += A[r * 80 + c];\n"
    "        row[r] = kf_a_row;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void run_L3(__global double *row, __global double *kf_red_total, __global double *kf_part_total)\n"
    "{\n"
    "    __local double kf_sh_total[256];\n"
    "    double total = 0;\n"
    "    long kf_n0 = (long)(96);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int r = (int)(kf_t);\n"
    "        total += row[r] * key;\n"
    "    }\n"
    "    kf_sh_total[get_local_id(0)] = total;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (int kf_o = 128; kf_o > 0; kf_o /= 2) {\n"
    "        if (get_local_id(0) < kf_o) {\n"
    "            kf_sh_total[get_local_id(0)] = kf_sh_total[get_local_id(0)] + kf_sh_total[get_local_id(0) + kf_o];\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (get_local_id(0) == 0) {\n"
    "        kf_part_total[get_group_id(0)] = kf_sh_total[0];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void run_L3_fin(__global double *kf_part_total, int kf_ngroups, __global double *kf_red_total)\n"
    "{\n"
    "    double kf_v_total = kf_red_total[0];\n"
    "    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {\n"
    "        kf_v_total = kf_v_total + kf_part_total[kf_g];\n"
    "    }\n"
    "    kf_red_total[0] = kf_v_total;\n"
    "}\n"
    "\n"
    "__kernel void registers_L4(int rows, __global double *row, double scale)\n"
    "{\n"
    "    int r = (int)get_global_id(0);\n"
    "    if (r <= rows - 1) {\n"
    "        row[r] = row[r] * scale;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void registers_L5(int rows, __global double *row, __global double *kf_red_sum, __global double *kf_part_sum)\n"
    "{\n"
    "    __local double kf_sh_sum[256];\n"
    "    double sum = 0;\n"
    "    long kf_n0 = (long)(rows);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int r = (int)(kf_t);\n"
    "        sum += row[r];\n"
    "    }\n"
    "    kf_sh_sum[get_local_id(0)] = sum;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (int kf_o = 128; kf_o > 0; kf_o /= 2) {\n"
    "        if (get_local_id(0) < kf_o) {\n"
    "            kf_sh_sum[get_local_id(0)] = kf_sh_sum[get_local_id(0)] + kf_sh_sum[get_local_id(0) + kf_o];\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (get_local_id(0) == 0) {\n"
    "        kf_part_sum[get_group_id(0)] = kf_sh_sum[0];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void registers_L5_fin(__global double *kf_part_sum, int kf_ngroups, __global double *kf_red_sum)\n"
    "{\n"
    "    double kf_v_sum = kf_red_sum[0];\n"
    "    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {\n"
    "        kf_v_sum = kf_v_sum + kf_part_sum[kf_g];\n"
    "    }\n"
    "    kf_red_sum[0] = kf_v_sum;\n"
    "}\n"
    "\n"
    "__kernel void registers_L6(__global double *row, int w, int h, int kf_w_h, __global double *kf_red_prod, __global double *kf_part_prod)\n"
    "{\n"
    "    __local double kf_sh_prod[256];\n"
    "    double prod = 0;\n"
    "    long kf_n0 = (long)(kf_w_h);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int r = (int)(kf_t);\n"
    "        prod += row[r] * r;\n"
    "    }\n"
    "    kf_sh_prod[get_local_id(0)] = prod;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (int kf_o = 128; kf_o > 0; kf_o /= 2) {\n"
    "        if (get_local_id(0) < kf_o) {\n"
    "            kf_sh_prod[get_local_id(0)] = kf_sh_prod[get_local_id(0)] + kf_sh_prod[get_local_id(0) + kf_o];\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (get_local_id(0) == 0) {\n"
    "        kf_part_prod[get_group_id(0)] = kf_sh_prod[0];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void registers_L6_fin(__global double *kf_part_prod, int kf_ngroups, __global double *kf_red_prod)\n"
    "{\n"
    "    double kf_v_prod = kf_red_prod[0];\n"
    "    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {\n"
    "        kf_v_prod = kf_v_prod + kf_part_prod[kf_g];\n"
    "    }\n"
    "    kf_red_prod[0] = kf_v_prod;\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_run_L1_1;
static cl_kernel kf_cl_kernel_run_L1_1_window;
static cl_kernel kf_cl_kernel_run_L1_2;
static cl_kernel kf_cl_kernel_run_L2;
static cl_kernel kf_cl_kernel_run_L2_ktile;
static cl_kernel kf_cl_kernel_run_L3;
static cl_kernel kf_cl_kernel_run_L3_fin;
static cl_kernel kf_cl_kernel_registers_L4;
static cl_kernel kf_cl_kernel_registers_L5;
static cl_kernel kf_cl_kernel_registers_L5_fin;
static cl_kernel kf_cl_kernel_registers_L6;
static cl_kernel kf_cl_kernel_registers_L6_fin;
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
        fprintf(stderr, "tests/gen/gpu_names.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
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
            fprintf(stderr, "tests/gen/gpu_names.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_run_L1_1 = clCreateKernel(kf_cl.kf_program, "run_L1_1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(run_L1_1)", kf_line);
    kf_cl_kernel_run_L1_1_window = clCreateKernel(kf_cl.kf_program, "run_L1_1_window", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(run_L1_1_window)", kf_line);
    kf_cl_kernel_run_L1_2 = clCreateKernel(kf_cl.kf_program, "run_L1_2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(run_L1_2)", kf_line);
    kf_cl_kernel_run_L2 = clCreateKernel(kf_cl.kf_program, "run_L2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(run_L2)", kf_line);
    kf_cl_kernel_run_L2_ktile = clCreateKernel(kf_cl.kf_program, "run_L2_ktile", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(run_L2_ktile)", kf_line);
    kf_cl_kernel_run_L3 = clCreateKernel(kf_cl.kf_program, "run_L3", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(run_L3)", kf_line);
    kf_cl_kernel_run_L3_fin = clCreateKernel(kf_cl.kf_program, "run_L3_fin", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(run_L3_fin)", kf_line);
    kf_cl_kernel_registers_L4 = clCreateKernel(kf_cl.kf_program, "registers_L4", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(registers_L4)", kf_line);
    kf_cl_kernel_registers_L5 = clCreateKernel(kf_cl.kf_program, "registers_L5", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(registers_L5)", kf_line);
    kf_cl_kernel_registers_L5_fin = clCreateKernel(kf_cl.kf_program, "registers_L5_fin", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(registers_L5_fin)", kf_line);
    kf_cl_kernel_registers_L6 = clCreateKernel(kf_cl.kf_program, "registers_L6", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(registers_L6)", kf_line);
    kf_cl_kernel_registers_L6_fin = clCreateKernel(kf_cl.kf_program, "registers_L6_fin", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(registers_L6_fin)", kf_line);
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

static void kf_cl_free_74(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 74);
}

static void kf_cl_free_106(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 106);
}

static double run(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(74);
    const size_t kf_A_bytes = (size_t)96 * sizeof A[0];
    cl_mem kf_A_dev __attribute__((__cleanup__(kf_cl_free_74))) = kf_cl_alloc(kf_A_bytes, 74);
    const size_t kf_B_bytes = (size_t)96 * sizeof B[0];
    cl_mem kf_B_dev __attribute__((__cleanup__(kf_cl_free_74))) = kf_cl_alloc(kf_B_bytes, 74);
    const size_t kf_row_bytes = (size_t)96 * sizeof row[0];
    cl_mem kf_row_dev __attribute__((__cleanup__(kf_cl_free_74))) = kf_cl_alloc(kf_row_bytes, 74);
    double A_dev[R];
    double total = 0;
    for (int r = 0; r < R; r++)
        A_dev[r] = r * 0.5;
#pragma scop
    {
        kf_cl_init(80);
        cl_mem kf_red_run_L3_total = kf_cl_alloc(1 * sizeof(double), 80);
        cl_mem kf_part_run_L3_total = kf_cl_alloc(256 * sizeof(double), 80);
        kf_cl_write(kf_A_dev, A, kf_A_bytes, 80);
        kf_cl_write(kf_B_dev, B, kf_B_bytes, 80);
        for (int s = 0; s < 3; s++) {
            if (94 > 0 && 80 > 0) {
                if (kf_cl.kf_window) {
                    size_t kf_local[2] = {32, 8};
                    size_t kf_global[2] = {(size_t)(80 + 31) / 32 * 32, (size_t)(94 + 7) / 8 * 8};
                    kf_cl_arg(kf_cl_kernel_run_L1_1_window, 0, sizeof s, &s, 81);
                    kf_cl_arg(kf_cl_kernel_run_L1_1_window, 1, sizeof kf_A_dev, &kf_A_dev, 81);
                    kf_cl_arg(kf_cl_kernel_run_L1_1_window, 2, sizeof kf_B_dev, &kf_B_dev, 81);
                    kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_run_L1_1_window, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                                "clEnqueueNDRangeKernel(run_L1_1_window)", 81);
                } else {
                    size_t kf_local[2] = {128, 2};
                    size_t kf_global[2] = {(size_t)80, (size_t)94};
                    static struct kf_cl_site kf_site_run_L1_1;
                    kf_cl_fit(2, kf_global, kf_local, &kf_site_run_L1_1);
                    kf_cl_arg(kf_cl_kernel_run_L1_1, 0, sizeof s, &s, 81);
                    kf_cl_arg(kf_cl_kernel_run_L1_1, 1, sizeof kf_A_dev, &kf_A_dev, 81);
                    kf_cl_arg(kf_cl_kernel_run_L1_1, 2, sizeof kf_B_dev, &kf_B_dev, 81);
                    kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_run_L1_1, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                                "clEnqueueNDRangeKernel(run_L1_1)", 81);
                }
            }
            if (94 > 0 && 80 > 0) {
                size_t kf_local[1] = {256};
                size_t kf_global[1] = {(size_t)(94 * 80)};
                static struct kf_cl_site kf_site_run_L1_2;
                kf_cl_fit(1, kf_global, kf_local, &kf_site_run_L1_2);
                kf_cl_arg(kf_cl_kernel_run_L1_2, 0, sizeof kf_A_dev, &kf_A_dev, 84);
                kf_cl_arg(kf_cl_kernel_run_L1_2, 1, sizeof kf_B_dev, &kf_B_dev, 84);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_run_L1_2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(run_L1_2)", 84);
            }
        }
        kf_cl_write(kf_row_dev, row, kf_row_bytes, 88);
        if (96 > 0) {
            if (kf_cl.kf_window) {
                size_t kf_local[1] = {128};
                size_t kf_global[1] = {(size_t)96};
                static struct kf_cl_site kf_site_run_L2_ktile;
                kf_cl_fit(1, kf_global, kf_local, &kf_site_run_L2_ktile);
                kf_cl_arg(kf_cl_kernel_run_L2_ktile, 0, sizeof kf_A_dev, &kf_A_dev, 88);
                kf_cl_arg(kf_cl_kernel_run_L2_ktile, 1, sizeof kf_row_dev, &kf_row_dev, 88);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_run_L2_ktile, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(run_L2_ktile)", 88);
            } else {
                size_t kf_local[1] = {32};
                size_t kf_global[1] = {(size_t)((96 + 3) / 4)};
                static struct kf_cl_site kf_site_run_L2;
                kf_cl_fit(1, kf_global, kf_local, &kf_site_run_L2);
                kf_cl_arg(kf_cl_kernel_run_L2, 0, sizeof kf_A_dev, &kf_A_dev, 88);
                kf_cl_arg(kf_cl_kernel_run_L2, 1, sizeof kf_row_dev, &kf_row_dev, 88);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_run_L2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(run_L2)", 88);
            }
        }
        if (96 > 0) {
            size_t kf_total = (size_t)(96);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_run_L3_total, &total, sizeof total, 93);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_run_L3, 0, sizeof kf_row_dev, &kf_row_dev, 93);
            kf_cl_arg(kf_cl_kernel_run_L3, 1, sizeof kf_red_run_L3_total, &kf_red_run_L3_total, 93);
            kf_cl_arg(kf_cl_kernel_run_L3, 2, sizeof kf_part_run_L3_total, &kf_part_run_L3_total, 93);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_run_L3, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(run_L3)", 93);
            kf_cl_arg(kf_cl_kernel_run_L3_fin, 0, sizeof kf_part_run_L3_total, &kf_part_run_L3_total, 93);
            cl_int kf_ngroups = (cl_int)kf_groups;
            kf_cl_arg(kf_cl_kernel_run_L3_fin, 1, sizeof kf_ngroups, &kf_ngroups, 93);
            kf_cl_arg(kf_cl_kernel_run_L3_fin, 2, sizeof kf_red_run_L3_total, &kf_red_run_L3_total, 93);
            size_t kf_one[1] = {1};
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_run_L3_fin, 1, NULL, kf_one, kf_one, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(run_L3_fin)", 93);
            kf_cl_read(&total, kf_red_run_L3_total, sizeof total, 93);
        }
        kf_cl_read(B, kf_B_dev, kf_B_bytes, 93);
        kf_cl_read(A, kf_A_dev, kf_A_bytes, 93);
        kf_cl_read(row, kf_row_dev, kf_row_bytes, 93);
        kf_cl_check(clReleaseMemObject(kf_red_run_L3_total), "clReleaseMemObject", 94);
        kf_cl_check(clReleaseMemObject(kf_part_run_L3_total), "clReleaseMemObject", 94);
    }
#pragma endscop
    for (int r = 0; r < R; r++)
        total += A_dev[r];
    return total;
}

/* `register` scalars (old numerical C declares them so) and a bound that
 * is a product of parameters (one argument, "(w * h)"): the host code may
 * not take their address, so a kernel argument goes as a compound literal
 * and a reduced value through a temporary */
static double registers(register double scale, int w, int h)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(106);
    const size_t kf_row_bytes = (size_t)96 * sizeof row[0];
    cl_mem kf_row_dev __attribute__((__cleanup__(kf_cl_free_106))) = kf_cl_alloc(kf_row_bytes, 106);
    register int rows = R;
    register double sum = 0.0;
    double prod = 0.0;
#pragma scop
    {
        kf_cl_init(111);
        cl_mem kf_red_registers_L5_sum = kf_cl_alloc(1 * sizeof(double), 111);
        cl_mem kf_part_registers_L5_sum = kf_cl_alloc(256 * sizeof(double), 111);
        cl_mem kf_red_registers_L6_prod = kf_cl_alloc(1 * sizeof(double), 111);
        cl_mem kf_part_registers_L6_prod = kf_cl_alloc(256 * sizeof(double), 111);
        kf_cl_write(kf_row_dev, row, kf_row_bytes, 111);
        if (rows > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)rows};
            static struct kf_cl_site kf_site_registers_L4;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_registers_L4);
            kf_cl_arg(kf_cl_kernel_registers_L4, 0, sizeof (int){rows}, &(int){rows}, 111);
            kf_cl_arg(kf_cl_kernel_registers_L4, 1, sizeof kf_row_dev, &kf_row_dev, 111);
            kf_cl_arg(kf_cl_kernel_registers_L4, 2, sizeof (double){scale}, &(double){scale}, 111);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_registers_L4, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(registers_L4)", 111);
        }
        if (rows > 0) {
            size_t kf_total = (size_t)(rows);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_registers_L5_sum, &(double){sum}, sizeof(double), 113);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_registers_L5, 0, sizeof (int){rows}, &(int){rows}, 113);
            kf_cl_arg(kf_cl_kernel_registers_L5, 1, sizeof kf_row_dev, &kf_row_dev, 113);
            kf_cl_arg(kf_cl_kernel_registers_L5, 2, sizeof kf_red_registers_L5_sum, &kf_red_registers_L5_sum, 113);
            kf_cl_arg(kf_cl_kernel_registers_L5, 3, sizeof kf_part_registers_L5_sum, &kf_part_registers_L5_sum, 113);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_registers_L5, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(registers_L5)", 113);
            kf_cl_arg(kf_cl_kernel_registers_L5_fin, 0, sizeof kf_part_registers_L5_sum, &kf_part_registers_L5_sum, 113);
            cl_int kf_ngroups = (cl_int)kf_groups;
            kf_cl_arg(kf_cl_kernel_registers_L5_fin, 1, sizeof kf_ngroups, &kf_ngroups, 113);
            kf_cl_arg(kf_cl_kernel_registers_L5_fin, 2, sizeof kf_red_registers_L5_sum, &kf_red_registers_L5_sum, 113);
            size_t kf_one[1] = {1};
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_registers_L5_fin, 1, NULL, kf_one, kf_one, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(registers_L5_fin)", 113);
            { double kf_v; kf_cl_read(&kf_v, kf_red_registers_L5_sum, sizeof kf_v, 113); sum = kf_v; }
        }
        if ((w * h) > 0) {
            size_t kf_total = (size_t)((w * h));
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_registers_L6_prod, &prod, sizeof prod, 115);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_registers_L6, 0, sizeof kf_row_dev, &kf_row_dev, 115);
            kf_cl_arg(kf_cl_kernel_registers_L6, 1, sizeof w, &w, 115);
            kf_cl_arg(kf_cl_kernel_registers_L6, 2, sizeof h, &h, 115);
            kf_cl_arg(kf_cl_kernel_registers_L6, 3, sizeof (int){(w * h)}, &(int){(w * h)}, 115);
            kf_cl_arg(kf_cl_kernel_registers_L6, 4, sizeof kf_red_registers_L6_prod, &kf_red_registers_L6_prod, 115);
            kf_cl_arg(kf_cl_kernel_registers_L6, 5, sizeof kf_part_registers_L6_prod, &kf_part_registers_L6_prod, 115);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_registers_L6, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(registers_L6)", 115);
            kf_cl_arg(kf_cl_kernel_registers_L6_fin, 0, sizeof kf_part_registers_L6_prod, &kf_part_registers_L6_prod, 115);
            cl_int kf_ngroups = (cl_int)kf_groups;
            kf_cl_arg(kf_cl_kernel_registers_L6_fin, 1, sizeof kf_ngroups, &kf_ngroups, 115);
            kf_cl_arg(kf_cl_kernel_registers_L6_fin, 2, sizeof kf_red_registers_L6_prod, &kf_red_registers_L6_prod, 115);
            size_t kf_one[1] = {1};
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_registers_L6_fin, 1, NULL, kf_one, kf_one, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(registers_L6_fin)", 115);
            kf_cl_read(&prod, kf_red_registers_L6_prod, sizeof prod, 115);
        }
        kf_cl_read(row, kf_row_dev, kf_row_bytes, 115);
        kf_cl_check(clReleaseMemObject(kf_red_registers_L5_sum), "clReleaseMemObject", 116);
        kf_cl_check(clReleaseMemObject(kf_part_registers_L5_sum), "clReleaseMemObject", 116);
        kf_cl_check(clReleaseMemObject(kf_red_registers_L6_prod), "clReleaseMemObject", 116);
        kf_cl_check(clReleaseMemObject(kf_part_registers_L6_prod), "clReleaseMemObject", 116);
    }
#pragma endscop
    return sum + prod;
}

int main(void)
{
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++)
            A[r][c] = (double)((r * 7 + c * 3) % 17) / 17.0;
    double total = run();
    printf("%.6f\n", total);
    printf("%.6f\n", registers(0.5, 8, R / 8));
    for (int r = 0; r < R; r += 8)
        printf("%.6f %.6f\n", row[r], A[r][C / 2]);
    return 0;
}
