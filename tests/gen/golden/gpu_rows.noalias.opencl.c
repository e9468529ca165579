/* kforge 0.1.0: tests/gen/gpu_rows.c for opencl; 9 kernels */
/* Arrays of row pointers read by kernels (gpu.h, packed rows): each row
 * malloc'ed on its own, the host packs the box of rows and columns the nest
 * reads into one device buffer, which the kernel indexes as a 2-D array.
 *   - matvec: y = A x with A a double ** (rows [0, n), columns [0, m));
 *   - colsum: a transposed read x[j][i] of a float *const * of d rows of
 *     n points (as kmeans.c's coordinates);
 *   - shifted: a const double *const * read from row 1 and column 1 on
 *     (the box [1, n - 1] x [1, m]); main leaves row 0 NULL, so a pack
 *     that read it would crash;
 *   - trimv: a lower-triangular matrix stored jagged (row i holds i + 1
 *     elements): the columns it reads depend on the row, and the host
 *     packs row i's i + 1 (see cross5);
 *   - scale_rows: a double ** written in place: its rows may be shared, so
 *     the nest is sequential as written.  It runs on the device behind
 *     the run-time test that the rows it reaches lie apart (kf_rows_apart;
 *     under --assume-no-alias with no test): the host packs the box, the
 *     kernel writes it and the host unpacks it into the rows.  main calls
 *     it on rows apart and on rows that are all one (the test fails: the
 *     loops as written, whose result a parallel run would not give);
 *   - bias_rows: the same with a plain pointer beside the rows, which may
 *     point into one of them: main calls it with b apart, then with b
 *     row 0 itself (the test fails again);
 *   - blur_rows and blur_cols: 3-point stencils along each row and down
 *     each column, whose box (every column; every row) is wider than the
 *     loops that reach it, where those run at all: the pack is guarded by
 *     where they do (m >= 3; n >= 3), and main calls them below that too;
 *   - cross5: a 5-point stencil, whose reach is a cross: rows 0 and n - 1
 *     read in columns 1 .. m - 2 only, and trimv's triangle: the host
 *     packs each row's own columns (kf_analysis_row_spans), no element
 *     the program does not read.
 * Built with -DROWS_APART (for --assume-no-alias, which the shared rows
 * would make a lie), main leaves the shared rows' calls out.
 * main calls each at sizes 0, 1 and a few more and prints a checksum. */
#include <stdio.h>
#include <stdlib.h>

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
    "__kernel void matvec_L1(int n, int m, __global double *a, __global double *x, __global double *y)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= n - 1) {\n"
    "        double s = 0.0;\n"
    "        for (int k = 0; k < m; k++)\n"
    "            s += a[i * m + k] * x[k];\n"
    "        y[i] = s;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void colsum_L2(int n, int d, __global float *x, __global float *out)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= n - 1) {\n"
    "        float s = 0.0f;\n"
    "        for (int j = 0; j < d; j++)\n"
    "            s += x[j * n + i] * (float)(j + 1);\n"
    "        out[i] = s;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void shifted_L3(int n, int m, __global double *a, __global double *out)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = 1 + (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    if (kf_hi_j <= m - 1) {\n"
    "        out[(i - 1) * m + j] = 2.0 * a[(i - 1) * m + ((j + 1) - 1)] - j;\n"
    "    } else if (j <= m - 1) {\n"
    "        out[(i - 1) * m + j] = 2.0 * a[(i - 1) * m + ((j + 1) - 1)] - j;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void trimv_L4(int n, __global double *l, __global double *x, __global double *y)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= n - 1) {\n"
    "        double s = 0.0;\n"
    "        for (int j = 0; j <= i; j++)\n"
    "            s += l[i * n + j] * x[j];\n"
    "        y[i] = s;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void scale_rows_L5(int n, int m, __global double *c, __global double *s)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= m - 1 && kf_hi_i <= n - 1) {\n"
    "        c[i * m + j] = c[i * m + j] * s[j] + i;\n"
    "    } else if (j <= m - 1 && i <= n - 1) {\n"
    "        c[i * m + j] = c[i * m + j] * s[j] + i;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void bias_rows_L6(int n, int m, __global double *c, __global double *b)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= m - 1 && kf_hi_i <= n - 1) {\n"
    "        c[i * m + j] = 0.25 * c[i * m + j] + 0.5 * b[j];\n"
    "    } else if (j <= m - 1 && i <= n - 1) {\n"
    "        c[i * m + j] = 0.25 * c[i * m + j] + 0.5 * b[j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void blur_rows_L7(int n, int m, __global double *in, __global double *out)\n"
    "{\n"
    "    int j = 1 + (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    int kf_lo_j = 1 + (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    if (kf_hi_j <= m - 2) {\n"
    "        out[i * (m - 2) + (j - 1)] = 0.25 * in[i * m + (j - 1)] + 0.5 * in[i * m + j] + 0.25 * in[i * m + (j + 1)];\n"
    "    } else if (j <= m - 2) {\n"
    "        out[i * (m - 2) + (j - 1)] = 0.25 * in[i * m + (j - 1)] + 0.5 * in[i * m + j] + 0.25 * in[i * m + (j + 1)];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void blur_rows_L7_window(int n, int m, __global double *in, __global double *out)\n"
    "{\n"
    "    int j = 1 + (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    __local double kf_win_in[258];\n"
    "    int kf_o_j = j - (int)get_local_id(0);\n"
    "    int kf_o_i = i - (int)get_local_id(1);\n"
    "    for (int kf_q = (int)((int)get_local_id(0) + 256 * (int)get_local_id(1)); kf_q < 258; kf_q += 256) {\n"
    "        int kf_s0 = kf_o_i + kf_q / 258;\n"
    "        int kf_s1 = kf_o_j - 1 + kf_q % 258;\n"
    "        if (kf_s0 >= 0 && kf_s0 <= (n - 1) && kf_s1 >= 1 - 1 && kf_s1 <= (m - 2) + 1) {\n"
    "            kf_win_in[kf_q] = in[kf_s0 * m + kf_s1];\n"
    "        }\n"
    "    }\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    int kf_lo_j = 1 + (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    if (kf_hi_j <= m - 2) {\n"
    "        out[i * (m - 2) + (j - 1)] = 0.25 * kf_win_in[(i - kf_o_i) * 258 + (j - 1) - kf_o_j + 1] + 0.5 * kf_win_in[(i - kf_o_i) * 258 + j - kf_o_j + 1] + 0.25 * kf_win_in[(i - kf_o_i) * 258 + (j + 1) - kf_o_j + 1];\n"
    "    } else if (j <= m - 2) {\n"
    "        out[i * (m - 2) + (j - 1)] = 0.25 * kf_win_in[(i - kf_o_i) * 258 + (j - 1) - kf_o_j + 1] + 0.5 * kf_win_in[(i - kf_o_i) * 258 + j - kf_o_j + 1] + 0.25 * kf_win_in[(i - kf_o_i) * 258 + (j + 1) - kf_o_j + 1];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void cross5_L8(int n, int m, __global double *in, __global double *out)\n"
    "{\n"
    "    int j = 1 + (int)get_global_id(0);\n"
    "    int i = 1 + (int)get_global_id(1);\n"
    "    int kf_lo_j = 1 + (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    if (kf_hi_j <= m - 2) {\n"
    "        out[(i - 1) * (m - 2) + (j - 1)] = 0.5 * in[i * m + j] + 0.125 * (in[(i - 1) * m + j] + in[(i + 1) * m + j] + in[i * m + (j - 1)] +\n"
    "                                              in[i * m + (j + 1)]);\n"
    "    } else if (j <= m - 2) {\n"
    "        out[(i - 1) * (m - 2) + (j - 1)] = 0.5 * in[i * m + j] + 0.125 * (in[(i - 1) * m + j] + in[(i + 1) * m + j] + in[i * m + (j - 1)] +\n"
    "                                              in[i * m + (j + 1)]);\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void cross5_L8_window(int n, int m, __global double *in, __global double *out)\n"
    "{\n"
    "    int j = 1 + (int)get_global_id(0);\n"
    "    int i = 1 + (int)get_global_id(1);\n"
    "    __local double kf_win_in[340];\n"
    "    int kf_o_j = j - (int)get_local_id(0);\n"
    "    int kf_o_i = i - (int)get_local_id(1);\n"
    "    for (int kf_q = (int)((int)get_local_id(0) + 32 * (int)get_local_id(1)); kf_q < 340; kf_q += 256) {\n"
    "        int kf_s0 = kf_o_i - 1 + kf_q / 34;\n"
    "        int kf_s1 = kf_o_j - 1 + kf_q % 34;\n"
    "        if (kf_s0 >= 1 - 1 && kf_s0 <= (n - 2) + 1 && kf_s1 >= 1 - 1 && kf_s1 <= (m - 2) + 1) {\n"
    "            kf_win_in[kf_q] = in[kf_s0 * m + kf_s1];\n"
    "        }\n"
    "    }\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    int kf_lo_j = 1 + (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = 1 + (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= m - 2 && kf_hi_i <= n - 2) {\n"
    "        out[(i - 1) * (m - 2) + (j - 1)] = 0.5 * kf_win_in[(i - kf_o_i + 1) * 34 + j - kf_o_j + 1] + 0.125 * (kf_win_in[((i - 1) - kf_o_i + 1) * 34 + j - kf_o_j + 1] + kf_win_in[((i + 1) - kf_o_i + 1) * 34 + j - kf_o_j + 1] + kf_win_in[(i - kf_o_i + 1) * 34 + (j - 1) - kf_o_j + 1] +\n"
    "                                              kf_win_in[(i - kf_o_i + 1) * 34 + (j + 1) - kf_o_j + 1]);\n"
    "    } else if (j <= m - 2 && i <= n - 2) {\n"
    "        out[(i - 1) * (m - 2) + (j - 1)] = 0.5 * kf_win_in[(i - kf_o_i + 1) * 34 + j - kf_o_j + 1] + 0.125 * (kf_win_in[((i - 1) - kf_o_i + 1) * 34 + j - kf_o_j + 1] + kf_win_in[((i + 1) - kf_o_i + 1) * 34 + j - kf_o_j + 1] + kf_win_in[(i - kf_o_i + 1) * 34 + (j - 1) - kf_o_j + 1] +\n"
    "                                              kf_win_in[(i - kf_o_i + 1) * 34 + (j + 1) - kf_o_j + 1]);\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void blur_cols_L9(int n, int m, __global double *in, __global double *out)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = 1 + (int)get_global_id(1);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    if (kf_hi_j <= m - 1) {\n"
    "        out[(i - 1) * m + j] = 0.25 * in[(i - 1) * m + j] + 0.5 * in[i * m + j] + 0.25 * in[(i + 1) * m + j];\n"
    "    } else if (j <= m - 1) {\n"
    "        out[(i - 1) * m + j] = 0.25 * in[(i - 1) * m + j] + 0.5 * in[i * m + j] + 0.25 * in[(i + 1) * m + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void blur_cols_L9_window(int n, int m, __global double *in, __global double *out)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = 1 + (int)get_global_id(1);\n"
    "    __local double kf_win_in[320];\n"
    "    int kf_o_j = j - (int)get_local_id(0);\n"
    "    int kf_o_i = i - (int)get_local_id(1);\n"
    "    for (int kf_q = (int)((int)get_local_id(0) + 32 * (int)get_local_id(1)); kf_q < 320; kf_q += 256) {\n"
    "        int kf_s0 = kf_o_i - 1 + kf_q / 32;\n"
    "        int kf_s1 = kf_o_j + kf_q % 32;\n"
    "        if (kf_s0 >= 1 - 1 && kf_s0 <= (n - 2) + 1 && kf_s1 >= 0 && kf_s1 <= (m - 1)) {\n"
    "            kf_win_in[kf_q] = in[kf_s0 * m + kf_s1];\n"
    "        }\n"
    "    }\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    int kf_lo_j = (int)(get_group_id(0) * get_local_size(0)), kf_hi_j = kf_lo_j + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_i = 1 + (int)(get_group_id(1) * get_local_size(1)), kf_hi_i = kf_lo_i + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_j <= m - 1 && kf_hi_i <= n - 2) {\n"
    "        out[(i - 1) * m + j] = 0.25 * kf_win_in[((i - 1) - kf_o_i + 1) * 32 + j - kf_o_j] + 0.5 * kf_win_in[(i - kf_o_i + 1) * 32 + j - kf_o_j] + 0.25 * kf_win_in[((i + 1) - kf_o_i + 1) * 32 + j - kf_o_j];\n"
    "    } else if (j <= m - 1 && i <= n - 2) {\n"
    "        out[(i - 1) * m + j] = 0.25 * kf_win_in[((i - 1) - kf_o_i + 1) * 32 + j - kf_o_j] + 0.5 * kf_win_in[(i - kf_o_i + 1) * 32 + j - kf_o_j] + 0.25 * kf_win_in[((i + 1) - kf_o_i + 1) * 32 + j - kf_o_j];\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_matvec_L1;
static cl_kernel kf_cl_kernel_colsum_L2;
static cl_kernel kf_cl_kernel_shifted_L3;
static cl_kernel kf_cl_kernel_trimv_L4;
static cl_kernel kf_cl_kernel_scale_rows_L5;
static cl_kernel kf_cl_kernel_bias_rows_L6;
static cl_kernel kf_cl_kernel_blur_rows_L7;
static cl_kernel kf_cl_kernel_blur_rows_L7_window;
static cl_kernel kf_cl_kernel_cross5_L8;
static cl_kernel kf_cl_kernel_cross5_L8_window;
static cl_kernel kf_cl_kernel_blur_cols_L9;
static cl_kernel kf_cl_kernel_blur_cols_L9_window;
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
        fprintf(stderr, "tests/gen/gpu_rows.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
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
            fprintf(stderr, "tests/gen/gpu_rows.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_matvec_L1 = clCreateKernel(kf_cl.kf_program, "matvec_L1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(matvec_L1)", kf_line);
    kf_cl_kernel_colsum_L2 = clCreateKernel(kf_cl.kf_program, "colsum_L2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(colsum_L2)", kf_line);
    kf_cl_kernel_shifted_L3 = clCreateKernel(kf_cl.kf_program, "shifted_L3", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(shifted_L3)", kf_line);
    kf_cl_kernel_trimv_L4 = clCreateKernel(kf_cl.kf_program, "trimv_L4", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(trimv_L4)", kf_line);
    kf_cl_kernel_scale_rows_L5 = clCreateKernel(kf_cl.kf_program, "scale_rows_L5", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(scale_rows_L5)", kf_line);
    kf_cl_kernel_bias_rows_L6 = clCreateKernel(kf_cl.kf_program, "bias_rows_L6", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(bias_rows_L6)", kf_line);
    kf_cl_kernel_blur_rows_L7 = clCreateKernel(kf_cl.kf_program, "blur_rows_L7", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(blur_rows_L7)", kf_line);
    kf_cl_kernel_blur_rows_L7_window = clCreateKernel(kf_cl.kf_program, "blur_rows_L7_window", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(blur_rows_L7_window)", kf_line);
    kf_cl_kernel_cross5_L8 = clCreateKernel(kf_cl.kf_program, "cross5_L8", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(cross5_L8)", kf_line);
    kf_cl_kernel_cross5_L8_window = clCreateKernel(kf_cl.kf_program, "cross5_L8_window", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(cross5_L8_window)", kf_line);
    kf_cl_kernel_blur_cols_L9 = clCreateKernel(kf_cl.kf_program, "blur_cols_L9", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(blur_cols_L9)", kf_line);
    kf_cl_kernel_blur_cols_L9_window = clCreateKernel(kf_cl.kf_program, "blur_cols_L9_window", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(blur_cols_L9_window)", kf_line);
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

static void kf_cl_free_38(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 38);
}

static void kf_cl_free_50(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 50);
}

static void kf_cl_free_62(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 62);
}

static void kf_cl_free_71(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 71);
}

static void kf_cl_free_83(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 83);
}

static void kf_cl_free_92(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 92);
}

static void kf_cl_free_101(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 101);
}

static void kf_cl_free_110(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 110);
}

static void kf_cl_free_120(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 120);
}

static void matvec(int n, int m, double **a, const double *restrict x, double *restrict y)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(38);
    const size_t kf_a_bytes = (size_t)(((long)n > 0 && (long)m > 0 ? (size_t)n * (size_t)m : 0)) * sizeof a[0][0];
    cl_mem kf_a_dev __attribute__((__cleanup__(kf_cl_free_38))) = kf_cl_alloc(kf_a_bytes, 38);
    const size_t kf_x_bytes = (size_t)m * sizeof x[0];
    cl_mem kf_x_dev __attribute__((__cleanup__(kf_cl_free_38))) = kf_cl_alloc(kf_x_bytes, 38);
    const size_t kf_y_bytes = (size_t)n * sizeof y[0];
    cl_mem kf_y_dev __attribute__((__cleanup__(kf_cl_free_38))) = kf_cl_alloc(kf_y_bytes, 38);
#pragma scop
    {
        kf_cl_init(40);
        if (kf_a_bytes > 0) {
            /* kforge: the rows of 'a' it reaches, packed into one block */
            double *kf_pk = malloc(kf_a_bytes);
            if (!kf_pk) {
                kf_cl_check(CL_OUT_OF_HOST_MEMORY, "malloc", 40);
            }
            for (long kf_r = 0; kf_r < (long)n; kf_r++) {
                for (long kf_c = 0; kf_c < (long)m; kf_c++) {
                    kf_pk[kf_r * (long)m + kf_c] = a[kf_r][kf_c];
                }
            }
            kf_cl_write(kf_a_dev, kf_pk, kf_a_bytes, 40);
            free(kf_pk);
        }
        kf_cl_write(kf_x_dev, x, kf_x_bytes, 40);
        kf_cl_write(kf_y_dev, y, kf_y_bytes, 40);
        if (n > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)n};
            static struct kf_cl_site kf_site_matvec_L1;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_matvec_L1);
            kf_cl_arg(kf_cl_kernel_matvec_L1, 0, sizeof n, &n, 40);
            kf_cl_arg(kf_cl_kernel_matvec_L1, 1, sizeof m, &m, 40);
            kf_cl_arg(kf_cl_kernel_matvec_L1, 2, sizeof kf_a_dev, &kf_a_dev, 40);
            kf_cl_arg(kf_cl_kernel_matvec_L1, 3, sizeof kf_x_dev, &kf_x_dev, 40);
            kf_cl_arg(kf_cl_kernel_matvec_L1, 4, sizeof kf_y_dev, &kf_y_dev, 40);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_matvec_L1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(matvec_L1)", 40);
        }
        kf_cl_read(y, kf_y_dev, kf_y_bytes, 40);
    }
#pragma endscop
}

static void colsum(int n, int d, float *const *x, float *restrict out)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(50);
    const size_t kf_x_bytes = (size_t)(((long)d > 0 && (long)n > 0 ? (size_t)d * (size_t)n : 0)) * sizeof x[0][0];
    cl_mem kf_x_dev __attribute__((__cleanup__(kf_cl_free_50))) = kf_cl_alloc(kf_x_bytes, 50);
    const size_t kf_out_bytes = (size_t)n * sizeof out[0];
    cl_mem kf_out_dev __attribute__((__cleanup__(kf_cl_free_50))) = kf_cl_alloc(kf_out_bytes, 50);
#pragma scop
    {
        kf_cl_init(52);
        if (kf_x_bytes > 0) {
            /* kforge: the rows of 'x' it reaches, packed into one block */
            float *kf_pk = malloc(kf_x_bytes);
            if (!kf_pk) {
                kf_cl_check(CL_OUT_OF_HOST_MEMORY, "malloc", 52);
            }
            for (long kf_r = 0; kf_r < (long)d; kf_r++) {
                for (long kf_c = 0; kf_c < (long)n; kf_c++) {
                    kf_pk[kf_r * (long)n + kf_c] = x[kf_r][kf_c];
                }
            }
            kf_cl_write(kf_x_dev, kf_pk, kf_x_bytes, 52);
            free(kf_pk);
        }
        kf_cl_write(kf_out_dev, out, kf_out_bytes, 52);
        if (n > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)n};
            static struct kf_cl_site kf_site_colsum_L2;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_colsum_L2);
            kf_cl_arg(kf_cl_kernel_colsum_L2, 0, sizeof n, &n, 52);
            kf_cl_arg(kf_cl_kernel_colsum_L2, 1, sizeof d, &d, 52);
            kf_cl_arg(kf_cl_kernel_colsum_L2, 2, sizeof kf_x_dev, &kf_x_dev, 52);
            kf_cl_arg(kf_cl_kernel_colsum_L2, 3, sizeof kf_out_dev, &kf_out_dev, 52);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_colsum_L2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(colsum_L2)", 52);
        }
        kf_cl_read(out, kf_out_dev, kf_out_bytes, 52);
    }
#pragma endscop
}

static void shifted(int n, int m, const double *const *a, double *restrict out)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(62);
    const size_t kf_a_bytes = (size_t)(((long)(n - 1) > 0 && (long)m > 0 ? (size_t)(n - 1) * (size_t)m : 0)) * sizeof a[0][0];
    cl_mem kf_a_dev __attribute__((__cleanup__(kf_cl_free_62))) = kf_cl_alloc(kf_a_bytes, 62);
    const size_t kf_out_bytes = (size_t)((-m + n*m > 0 ? -m + n*m : 0)) * sizeof out[0];
    cl_mem kf_out_dev __attribute__((__cleanup__(kf_cl_free_62))) = kf_cl_alloc(kf_out_bytes, 62);
#pragma scop
    {
        kf_cl_init(64);
        if (kf_a_bytes > 0) {
            /* kforge: the rows of 'a' it reaches, packed into one block */
            double *kf_pk = malloc(kf_a_bytes);
            if (!kf_pk) {
                kf_cl_check(CL_OUT_OF_HOST_MEMORY, "malloc", 64);
            }
            for (long kf_r = 0; kf_r < (long)(n - 1); kf_r++) {
                for (long kf_c = 0; kf_c < (long)m; kf_c++) {
                    kf_pk[kf_r * (long)m + kf_c] = a[1 + kf_r][1 + kf_c];
                }
            }
            kf_cl_write(kf_a_dev, kf_pk, kf_a_bytes, 64);
            free(kf_pk);
        }
        kf_cl_write(kf_out_dev, out, kf_out_bytes, 64);
        if (n - 1 > 0 && m > 0) {
            size_t kf_local[2] = {256, 1};
            size_t kf_global[2] = {(size_t)m, (size_t)(n - 1)};
            static struct kf_cl_site kf_site_shifted_L3;
            kf_cl_fit(2, kf_global, kf_local, &kf_site_shifted_L3);
            kf_cl_arg(kf_cl_kernel_shifted_L3, 0, sizeof n, &n, 64);
            kf_cl_arg(kf_cl_kernel_shifted_L3, 1, sizeof m, &m, 64);
            kf_cl_arg(kf_cl_kernel_shifted_L3, 2, sizeof kf_a_dev, &kf_a_dev, 64);
            kf_cl_arg(kf_cl_kernel_shifted_L3, 3, sizeof kf_out_dev, &kf_out_dev, 64);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_shifted_L3, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(shifted_L3)", 64);
        }
        kf_cl_read(out, kf_out_dev, kf_out_bytes, 64);
    }
#pragma endscop
}

static void trimv(int n, double **l, const double *restrict x, double *restrict y)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(71);
    const size_t kf_l_bytes = (size_t)(((long)n > 0 && (long)n > 0 ? (size_t)n * (size_t)n : 0)) * sizeof l[0][0];
    cl_mem kf_l_dev __attribute__((__cleanup__(kf_cl_free_71))) = kf_cl_alloc(kf_l_bytes, 71);
    const size_t kf_x_bytes = (size_t)n * sizeof x[0];
    cl_mem kf_x_dev __attribute__((__cleanup__(kf_cl_free_71))) = kf_cl_alloc(kf_x_bytes, 71);
    const size_t kf_y_bytes = (size_t)n * sizeof y[0];
    cl_mem kf_y_dev __attribute__((__cleanup__(kf_cl_free_71))) = kf_cl_alloc(kf_y_bytes, 71);
#pragma scop
    {
        kf_cl_init(73);
        if (kf_l_bytes > 0) {
            /* kforge: the rows of 'l' it reaches, packed into one block */
            double *kf_pk = calloc(1, kf_l_bytes);
            if (!kf_pk) {
                kf_cl_check(CL_OUT_OF_HOST_MEMORY, "malloc", 73);
            }
            for (long kf_r = 0; kf_r < (long)n; kf_r++) {
                const long kf_rr = kf_r;
                for (long kf_c = (long)(0); kf_c <= (long)(kf_rr); kf_c++) {
                    kf_pk[kf_r * (long)n + kf_c] = l[kf_r][kf_c];
                }
            }
            kf_cl_write(kf_l_dev, kf_pk, kf_l_bytes, 73);
            free(kf_pk);
        }
        kf_cl_write(kf_x_dev, x, kf_x_bytes, 73);
        kf_cl_write(kf_y_dev, y, kf_y_bytes, 73);
        if (n > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)n};
            static struct kf_cl_site kf_site_trimv_L4;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_trimv_L4);
            kf_cl_arg(kf_cl_kernel_trimv_L4, 0, sizeof n, &n, 73);
            kf_cl_arg(kf_cl_kernel_trimv_L4, 1, sizeof kf_l_dev, &kf_l_dev, 73);
            kf_cl_arg(kf_cl_kernel_trimv_L4, 2, sizeof kf_x_dev, &kf_x_dev, 73);
            kf_cl_arg(kf_cl_kernel_trimv_L4, 3, sizeof kf_y_dev, &kf_y_dev, 73);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_trimv_L4, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(trimv_L4)", 73);
        }
        kf_cl_read(y, kf_y_dev, kf_y_bytes, 73);
    }
#pragma endscop
}

static void scale_rows(int n, int m, double **c, const double *restrict s)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(83);
    const size_t kf_c_bytes = (size_t)(((long)n > 0 && (long)m > 0 ? (size_t)n * (size_t)m : 0)) * sizeof c[0][0];
    cl_mem kf_c_dev __attribute__((__cleanup__(kf_cl_free_83))) = kf_cl_alloc(kf_c_bytes, 83);
    const size_t kf_s_bytes = (size_t)m * sizeof s[0];
    cl_mem kf_s_dev __attribute__((__cleanup__(kf_cl_free_83))) = kf_cl_alloc(kf_s_bytes, 83);
#pragma scop
    {
        kf_cl_init(85);
        if (kf_c_bytes > 0) {
            /* kforge: the rows of 'c' it reaches, packed into one block */
            double *kf_pk = malloc(kf_c_bytes);
            if (!kf_pk) {
                kf_cl_check(CL_OUT_OF_HOST_MEMORY, "malloc", 85);
            }
            for (long kf_r = 0; kf_r < (long)n; kf_r++) {
                for (long kf_c = 0; kf_c < (long)m; kf_c++) {
                    kf_pk[kf_r * (long)m + kf_c] = c[kf_r][kf_c];
                }
            }
            kf_cl_write(kf_c_dev, kf_pk, kf_c_bytes, 85);
            free(kf_pk);
        }
        kf_cl_write(kf_s_dev, s, kf_s_bytes, 85);
        if (n > 0 && m > 0) {
            size_t kf_local[2] = {16, 16};
            size_t kf_global[2] = {(size_t)m, (size_t)n};
            static struct kf_cl_site kf_site_scale_rows_L5;
            kf_cl_fit(2, kf_global, kf_local, &kf_site_scale_rows_L5);
            kf_cl_arg(kf_cl_kernel_scale_rows_L5, 0, sizeof n, &n, 85);
            kf_cl_arg(kf_cl_kernel_scale_rows_L5, 1, sizeof m, &m, 85);
            kf_cl_arg(kf_cl_kernel_scale_rows_L5, 2, sizeof kf_c_dev, &kf_c_dev, 85);
            kf_cl_arg(kf_cl_kernel_scale_rows_L5, 3, sizeof kf_s_dev, &kf_s_dev, 85);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_scale_rows_L5, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(scale_rows_L5)", 85);
        }
        if (kf_c_bytes > 0) {
            /* kforge: the rows of 'c' it reaches, back from one block */
            double *kf_pk = malloc(kf_c_bytes);
            if (!kf_pk) {
                kf_cl_check(CL_OUT_OF_HOST_MEMORY, "malloc", 85);
            }
            kf_cl_read(kf_pk, kf_c_dev, kf_c_bytes, 85);
            for (long kf_r = 0; kf_r < (long)n; kf_r++) {
                for (long kf_c = 0; kf_c < (long)m; kf_c++) {
                    c[kf_r][kf_c] = kf_pk[kf_r * (long)m + kf_c];
                }
            }
            free(kf_pk);
        }
    }
#pragma endscop
}

static void bias_rows(int n, int m, double **c, const double *b)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(92);
    const size_t kf_c_bytes = (size_t)(((long)n > 0 && (long)m > 0 ? (size_t)n * (size_t)m : 0)) * sizeof c[0][0];
    cl_mem kf_c_dev __attribute__((__cleanup__(kf_cl_free_92))) = kf_cl_alloc(kf_c_bytes, 92);
    const size_t kf_b_bytes = (size_t)m * sizeof b[0];
    cl_mem kf_b_dev __attribute__((__cleanup__(kf_cl_free_92))) = kf_cl_alloc(kf_b_bytes, 92);
#pragma scop
    {
        kf_cl_init(94);
        if (kf_c_bytes > 0) {
            /* kforge: the rows of 'c' it reaches, packed into one block */
            double *kf_pk = malloc(kf_c_bytes);
            if (!kf_pk) {
                kf_cl_check(CL_OUT_OF_HOST_MEMORY, "malloc", 94);
            }
            for (long kf_r = 0; kf_r < (long)n; kf_r++) {
                for (long kf_c = 0; kf_c < (long)m; kf_c++) {
                    kf_pk[kf_r * (long)m + kf_c] = c[kf_r][kf_c];
                }
            }
            kf_cl_write(kf_c_dev, kf_pk, kf_c_bytes, 94);
            free(kf_pk);
        }
        kf_cl_write(kf_b_dev, b, kf_b_bytes, 94);
        if (n > 0 && m > 0) {
            size_t kf_local[2] = {16, 16};
            size_t kf_global[2] = {(size_t)m, (size_t)n};
            static struct kf_cl_site kf_site_bias_rows_L6;
            kf_cl_fit(2, kf_global, kf_local, &kf_site_bias_rows_L6);
            kf_cl_arg(kf_cl_kernel_bias_rows_L6, 0, sizeof n, &n, 94);
            kf_cl_arg(kf_cl_kernel_bias_rows_L6, 1, sizeof m, &m, 94);
            kf_cl_arg(kf_cl_kernel_bias_rows_L6, 2, sizeof kf_c_dev, &kf_c_dev, 94);
            kf_cl_arg(kf_cl_kernel_bias_rows_L6, 3, sizeof kf_b_dev, &kf_b_dev, 94);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_bias_rows_L6, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(bias_rows_L6)", 94);
        }
        if (kf_c_bytes > 0) {
            /* kforge: the rows of 'c' it reaches, back from one block */
            double *kf_pk = malloc(kf_c_bytes);
            if (!kf_pk) {
                kf_cl_check(CL_OUT_OF_HOST_MEMORY, "malloc", 94);
            }
            kf_cl_read(kf_pk, kf_c_dev, kf_c_bytes, 94);
            for (long kf_r = 0; kf_r < (long)n; kf_r++) {
                for (long kf_c = 0; kf_c < (long)m; kf_c++) {
                    c[kf_r][kf_c] = kf_pk[kf_r * (long)m + kf_c];
                }
            }
            free(kf_pk);
        }
    }
#pragma endscop
}

static void blur_rows(int n, int m, double **out, double **in)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(101);
    const size_t kf_in_bytes = (size_t)(((1 <= n && 3 <= m) && (long)n > 0 && (long)m > 0 ? (size_t)n * (size_t)m : 0)) * sizeof in[0][0];
    cl_mem kf_in_dev __attribute__((__cleanup__(kf_cl_free_101))) = kf_cl_alloc(kf_in_bytes, 101);
    const size_t kf_out_bytes = (size_t)(((long)n > 0 && (long)(m - 2) > 0 ? (size_t)n * (size_t)(m - 2) : 0)) * sizeof out[0][0];
    cl_mem kf_out_dev __attribute__((__cleanup__(kf_cl_free_101))) = kf_cl_alloc(kf_out_bytes, 101);
#pragma scop
    {
        kf_cl_init(103);
        if (kf_in_bytes > 0) {
            /* kforge: the rows of 'in' it reaches, packed into one block */
            double *kf_pk = malloc(kf_in_bytes);
            if (!kf_pk) {
                kf_cl_check(CL_OUT_OF_HOST_MEMORY, "malloc", 103);
            }
            for (long kf_r = 0; kf_r < (long)n; kf_r++) {
                for (long kf_c = 0; kf_c < (long)m; kf_c++) {
                    kf_pk[kf_r * (long)m + kf_c] = in[kf_r][kf_c];
                }
            }
            kf_cl_write(kf_in_dev, kf_pk, kf_in_bytes, 103);
            free(kf_pk);
        }
        if (kf_out_bytes > 0) {
            /* kforge: the rows of 'out' it reaches, packed into one block */
            double *kf_pk = malloc(kf_out_bytes);
            if (!kf_pk) {
                kf_cl_check(CL_OUT_OF_HOST_MEMORY, "malloc", 103);
            }
            for (long kf_r = 0; kf_r < (long)n; kf_r++) {
                for (long kf_c = 0; kf_c < (long)(m - 2); kf_c++) {
                    kf_pk[kf_r * (long)(m - 2) + kf_c] = out[kf_r][1 + kf_c];
                }
            }
            kf_cl_write(kf_out_dev, kf_pk, kf_out_bytes, 103);
            free(kf_pk);
        }
        if (n > 0 && m - 2 > 0) {
            if (kf_cl.kf_window) {
                size_t kf_local[2] = {256, 1};
                size_t kf_global[2] = {(size_t)((m - 2) + 255) / 256 * 256, (size_t)n};
                kf_cl_arg(kf_cl_kernel_blur_rows_L7_window, 0, sizeof n, &n, 103);
                kf_cl_arg(kf_cl_kernel_blur_rows_L7_window, 1, sizeof m, &m, 103);
                kf_cl_arg(kf_cl_kernel_blur_rows_L7_window, 2, sizeof kf_in_dev, &kf_in_dev, 103);
                kf_cl_arg(kf_cl_kernel_blur_rows_L7_window, 3, sizeof kf_out_dev, &kf_out_dev, 103);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_blur_rows_L7_window, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(blur_rows_L7_window)", 103);
            } else {
                size_t kf_local[2] = {256, 1};
                size_t kf_global[2] = {(size_t)(m - 2), (size_t)n};
                static struct kf_cl_site kf_site_blur_rows_L7;
                kf_cl_fit(2, kf_global, kf_local, &kf_site_blur_rows_L7);
                kf_cl_arg(kf_cl_kernel_blur_rows_L7, 0, sizeof n, &n, 103);
                kf_cl_arg(kf_cl_kernel_blur_rows_L7, 1, sizeof m, &m, 103);
                kf_cl_arg(kf_cl_kernel_blur_rows_L7, 2, sizeof kf_in_dev, &kf_in_dev, 103);
                kf_cl_arg(kf_cl_kernel_blur_rows_L7, 3, sizeof kf_out_dev, &kf_out_dev, 103);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_blur_rows_L7, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(blur_rows_L7)", 103);
            }
        }
        if (kf_out_bytes > 0) {
            /* kforge: the rows of 'out' it reaches, back from one block */
            double *kf_pk = malloc(kf_out_bytes);
            if (!kf_pk) {
                kf_cl_check(CL_OUT_OF_HOST_MEMORY, "malloc", 103);
            }
            kf_cl_read(kf_pk, kf_out_dev, kf_out_bytes, 103);
            for (long kf_r = 0; kf_r < (long)n; kf_r++) {
                for (long kf_c = 0; kf_c < (long)(m - 2); kf_c++) {
                    out[kf_r][1 + kf_c] = kf_pk[kf_r * (long)(m - 2) + kf_c];
                }
            }
            free(kf_pk);
        }
    }
#pragma endscop
}

static void cross5(int n, int m, double **out, double **in)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(110);
    const size_t kf_in_bytes = (size_t)(((3 <= n && 3 <= m) && (long)n > 0 && (long)m > 0 ? (size_t)n * (size_t)m : 0)) * sizeof in[0][0];
    cl_mem kf_in_dev __attribute__((__cleanup__(kf_cl_free_110))) = kf_cl_alloc(kf_in_bytes, 110);
    const size_t kf_out_bytes = (size_t)(((long)(n - 2) > 0 && (long)(m - 2) > 0 ? (size_t)(n - 2) * (size_t)(m - 2) : 0)) * sizeof out[0][0];
    cl_mem kf_out_dev __attribute__((__cleanup__(kf_cl_free_110))) = kf_cl_alloc(kf_out_bytes, 110);
#pragma scop
    {
        kf_cl_init(112);
        if (kf_in_bytes > 0) {
            /* kforge: the rows of 'in' it reaches, packed into one block */
            double *kf_pk = calloc(1, kf_in_bytes);
            if (!kf_pk) {
                kf_cl_check(CL_OUT_OF_HOST_MEMORY, "malloc", 112);
            }
            for (long kf_r = 0; kf_r < (long)n; kf_r++) {
                const long kf_rr = kf_r;
                for (long kf_c = (long)(n >= kf_rr + 2 && kf_rr >= 1 ? 0 : 1); kf_c <= (long)(n >= kf_rr + 2 && kf_rr >= 1 ? m - 1 : m - 2); kf_c++) {
                    kf_pk[kf_r * (long)m + kf_c] = in[kf_r][kf_c];
                }
            }
            kf_cl_write(kf_in_dev, kf_pk, kf_in_bytes, 112);
            free(kf_pk);
        }
        if (kf_out_bytes > 0) {
            /* kforge: the rows of 'out' it reaches, packed into one block */
            double *kf_pk = malloc(kf_out_bytes);
            if (!kf_pk) {
                kf_cl_check(CL_OUT_OF_HOST_MEMORY, "malloc", 112);
            }
            for (long kf_r = 0; kf_r < (long)(n - 2); kf_r++) {
                for (long kf_c = 0; kf_c < (long)(m - 2); kf_c++) {
                    kf_pk[kf_r * (long)(m - 2) + kf_c] = out[1 + kf_r][1 + kf_c];
                }
            }
            kf_cl_write(kf_out_dev, kf_pk, kf_out_bytes, 112);
            free(kf_pk);
        }
        if (n - 2 > 0 && m - 2 > 0) {
            if (kf_cl.kf_window) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)((m - 2) + 31) / 32 * 32, (size_t)((n - 2) + 7) / 8 * 8};
                kf_cl_arg(kf_cl_kernel_cross5_L8_window, 0, sizeof n, &n, 112);
                kf_cl_arg(kf_cl_kernel_cross5_L8_window, 1, sizeof m, &m, 112);
                kf_cl_arg(kf_cl_kernel_cross5_L8_window, 2, sizeof kf_in_dev, &kf_in_dev, 112);
                kf_cl_arg(kf_cl_kernel_cross5_L8_window, 3, sizeof kf_out_dev, &kf_out_dev, 112);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_cross5_L8_window, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(cross5_L8_window)", 112);
            } else {
                size_t kf_local[2] = {256, 1};
                size_t kf_global[2] = {(size_t)(m - 2), (size_t)(n - 2)};
                static struct kf_cl_site kf_site_cross5_L8;
                kf_cl_fit(2, kf_global, kf_local, &kf_site_cross5_L8);
                kf_cl_arg(kf_cl_kernel_cross5_L8, 0, sizeof n, &n, 112);
                kf_cl_arg(kf_cl_kernel_cross5_L8, 1, sizeof m, &m, 112);
                kf_cl_arg(kf_cl_kernel_cross5_L8, 2, sizeof kf_in_dev, &kf_in_dev, 112);
                kf_cl_arg(kf_cl_kernel_cross5_L8, 3, sizeof kf_out_dev, &kf_out_dev, 112);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_cross5_L8, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(cross5_L8)", 112);
            }
        }
        if (kf_out_bytes > 0) {
            /* kforge: the rows of 'out' it reaches, back from one block */
            double *kf_pk = malloc(kf_out_bytes);
            if (!kf_pk) {
                kf_cl_check(CL_OUT_OF_HOST_MEMORY, "malloc", 112);
            }
            kf_cl_read(kf_pk, kf_out_dev, kf_out_bytes, 112);
            for (long kf_r = 0; kf_r < (long)(n - 2); kf_r++) {
                for (long kf_c = 0; kf_c < (long)(m - 2); kf_c++) {
                    out[1 + kf_r][1 + kf_c] = kf_pk[kf_r * (long)(m - 2) + kf_c];
                }
            }
            free(kf_pk);
        }
    }
#pragma endscop
}

static void blur_cols(int n, int m, double **out, double **in)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(120);
    const size_t kf_in_bytes = (size_t)(((3 <= n && 1 <= m) && (long)n > 0 && (long)m > 0 ? (size_t)n * (size_t)m : 0)) * sizeof in[0][0];
    cl_mem kf_in_dev __attribute__((__cleanup__(kf_cl_free_120))) = kf_cl_alloc(kf_in_bytes, 120);
    const size_t kf_out_bytes = (size_t)(((long)(n - 2) > 0 && (long)m > 0 ? (size_t)(n - 2) * (size_t)m : 0)) * sizeof out[0][0];
    cl_mem kf_out_dev __attribute__((__cleanup__(kf_cl_free_120))) = kf_cl_alloc(kf_out_bytes, 120);
#pragma scop
    {
        kf_cl_init(122);
        if (kf_in_bytes > 0) {
            /* kforge: the rows of 'in' it reaches, packed into one block */
            double *kf_pk = malloc(kf_in_bytes);
            if (!kf_pk) {
                kf_cl_check(CL_OUT_OF_HOST_MEMORY, "malloc", 122);
            }
            for (long kf_r = 0; kf_r < (long)n; kf_r++) {
                for (long kf_c = 0; kf_c < (long)m; kf_c++) {
                    kf_pk[kf_r * (long)m + kf_c] = in[kf_r][kf_c];
                }
            }
            kf_cl_write(kf_in_dev, kf_pk, kf_in_bytes, 122);
            free(kf_pk);
        }
        if (kf_out_bytes > 0) {
            /* kforge: the rows of 'out' it reaches, packed into one block */
            double *kf_pk = malloc(kf_out_bytes);
            if (!kf_pk) {
                kf_cl_check(CL_OUT_OF_HOST_MEMORY, "malloc", 122);
            }
            for (long kf_r = 0; kf_r < (long)(n - 2); kf_r++) {
                for (long kf_c = 0; kf_c < (long)m; kf_c++) {
                    kf_pk[kf_r * (long)m + kf_c] = out[1 + kf_r][kf_c];
                }
            }
            kf_cl_write(kf_out_dev, kf_pk, kf_out_bytes, 122);
            free(kf_pk);
        }
        if (n - 2 > 0 && m > 0) {
            if (kf_cl.kf_window) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)(m + 31) / 32 * 32, (size_t)((n - 2) + 7) / 8 * 8};
                kf_cl_arg(kf_cl_kernel_blur_cols_L9_window, 0, sizeof n, &n, 122);
                kf_cl_arg(kf_cl_kernel_blur_cols_L9_window, 1, sizeof m, &m, 122);
                kf_cl_arg(kf_cl_kernel_blur_cols_L9_window, 2, sizeof kf_in_dev, &kf_in_dev, 122);
                kf_cl_arg(kf_cl_kernel_blur_cols_L9_window, 3, sizeof kf_out_dev, &kf_out_dev, 122);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_blur_cols_L9_window, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(blur_cols_L9_window)", 122);
            } else {
                size_t kf_local[2] = {256, 1};
                size_t kf_global[2] = {(size_t)m, (size_t)(n - 2)};
                static struct kf_cl_site kf_site_blur_cols_L9;
                kf_cl_fit(2, kf_global, kf_local, &kf_site_blur_cols_L9);
                kf_cl_arg(kf_cl_kernel_blur_cols_L9, 0, sizeof n, &n, 122);
                kf_cl_arg(kf_cl_kernel_blur_cols_L9, 1, sizeof m, &m, 122);
                kf_cl_arg(kf_cl_kernel_blur_cols_L9, 2, sizeof kf_in_dev, &kf_in_dev, 122);
                kf_cl_arg(kf_cl_kernel_blur_cols_L9, 3, sizeof kf_out_dev, &kf_out_dev, 122);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_blur_cols_L9, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(blur_cols_L9)", 122);
            }
        }
        if (kf_out_bytes > 0) {
            /* kforge: the rows of 'out' it reaches, back from one block */
            double *kf_pk = malloc(kf_out_bytes);
            if (!kf_pk) {
                kf_cl_check(CL_OUT_OF_HOST_MEMORY, "malloc", 122);
            }
            kf_cl_read(kf_pk, kf_out_dev, kf_out_bytes, 122);
            for (long kf_r = 0; kf_r < (long)(n - 2); kf_r++) {
                for (long kf_c = 0; kf_c < (long)m; kf_c++) {
                    out[1 + kf_r][kf_c] = kf_pk[kf_r * (long)m + kf_c];
                }
            }
            free(kf_pk);
        }
    }
#pragma endscop
}

int main(void)
{
    const int sizes[] = {0, 1, 2, 5, 33, 300};
    double sum = 0.0;
    for (int s = 0; s < 6; s++) {
        int n = sizes[s], m = n + 3, d = 4;
        double **a = malloc(((size_t)n + 1) * sizeof *a);
        double **l = malloc(((size_t)n + 1) * sizeof *l);
        float **x = malloc((size_t)d * sizeof *x);
        const double **b = malloc(((size_t)n + 1) * sizeof *b);
        double *v = malloc(((size_t)m + 1) * sizeof *v);
        double *y = calloc((size_t)n + 1, sizeof *y);
        float *out = calloc((size_t)n + 1, sizeof *out);
        double *sh = calloc((size_t)n * (size_t)m + 1, sizeof *sh);
        for (int k = 0; k <= m; k++)
            v[k] = (k % 9) * 0.125 - 0.5;
        for (int i = 0; i < n; i++) {
            a[i] = malloc((size_t)m * sizeof **a);
            for (int k = 0; k < m; k++)
                a[i][k] = ((i * 7 + k * 3) % 11) * 0.25;
            l[i] = malloc(((size_t)i + 1) * sizeof **l);
            for (int k = 0; k <= i; k++)
                l[i][k] = ((i + 2 * k) % 5) * 0.5;
        }
        for (int j = 0; j < d; j++) {
            x[j] = malloc(((size_t)n + 1) * sizeof **x);
            for (int i = 0; i < n; i++)
                x[j][i] = (float)((i * 5 + j) % 13) * 0.25f;
        }
        /* row 0 is never read: NULL, so reading it crashes */
        b[0] = NULL;
        for (int i = 1; i < n; i++) {
            double *r = malloc(((size_t)m + 1) * sizeof *r);
            for (int k = 0; k <= m; k++)
                r[k] = ((i + k) % 7) * 0.5;
            b[i] = r;
        }
        matvec(n, m, a, v, y);
        colsum(n, d, x, out);
        shifted(n, m, b, sh);
        for (int i = 0; i < n; i++)
            sum += y[i] * (i % 5 + 1) + out[i] * (i % 3 + 1);
        for (int i = 0; i < n * m; i++)
            sum += sh[i] * (i % 7 + 1);
        trimv(n, l, v, y);
        for (int i = 0; i < n; i++)
            sum += y[i] * (i % 4 + 1);
        scale_rows(n, m, a, v);
        bias_rows(n, m, a, v);
        for (int i = 0; i < n; i++)
            for (int k = 0; k < m; k++)
                sum += a[i][k] * ((i + k) % 3 + 1);
        /* the stencils at full size, and below their 3 rows or columns */
        double **o = malloc(((size_t)n + 1) * sizeof *o);
        for (int i = 0; i < n; i++)
            o[i] = calloc((size_t)m, sizeof **o);
        blur_rows(n, m, o, a);
        blur_cols(n, m, o, a);
        for (int w = 0; w < 3 && w <= m; w++) {
            blur_rows(n, w, o, a);
            blur_cols(w < n ? w : n, m, o, a);
            cross5(w < n ? w : n, w, o, a);
        }
        cross5(n, m, o, a);
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < m; k++)
                sum += o[i][k] * ((i + 2 * k) % 3 + 1);
            free(o[i]);
        }
        free(o);
#ifndef ROWS_APART
        /* every row of one is row 0 of a; then b inside that row */
        double **one = malloc(((size_t)n + 1) * sizeof *one);
        for (int i = 0; i < n; i++)
            one[i] = a[0];
        scale_rows(n, m, one, v);
        bias_rows(n, m, one, n > 0 ? a[0] : v);
        for (int k = 0; k < m && n > 0; k++)
            sum += a[0][k] * (k % 5 + 1);
        free(one);
#endif
        for (int i = 0; i < n; i++) {
            free(a[i]);
            free(l[i]);
        }
        for (int i = 1; i < n; i++)
            free((void *)b[i]);
        for (int j = 0; j < d; j++)
            free(x[j]);
        free(a), free(l), free(x), free(b), free(v), free(y), free(out), free(sh);
    }
    printf("checksum %.6f\n", sum);
    return 0;
}
