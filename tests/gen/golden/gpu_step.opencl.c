/* kforge 0.1.0: tests/gen/gpu_step.c for opencl; 7 kernels */
/* Loops that step by more than one as kernels (gpu.h, stepped bands):
 * a pixel's channels (i += 3), a lattice's cells (i += NV), every second
 * element counted down (i -= 2), a start that is no multiple of the step
 * (i = 5; i <= n; i += 7), a stepped inner loop of a 2-D band, and
 * reductions over stepped loops (every second sample's energy; a 2-D sum
 * counting rows down by 3 and columns up by 2: one reduction kernel each,
 * its threads running i = lb + step * t over the folded space).  main
 * calls each at sizes where the last step lands on the bound, falls short
 * of it, and where the loop runs once or not at all. */
#include <stdio.h>
#include <stdlib.h>

#define NV 4

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
#ifdef NV
    "#define NV " KF_STR(NV) "\n"
#endif
    "__kernel void gray_L1(int npix, __global unsigned char *rgb, __global float *g)\n"
    "{\n"
    "    int i = (int)(3 * get_global_id(0));\n"
    "    if (i <= 3*npix - 1) {\n"
    "        g[i / 3] = 0.299f * rgb[i] + 0.587f * rgb[i + 1] + 0.114f * rgb[i + 2];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void relax_L2(int ncell, __global double *src, __global double *dst)\n"
    "{\n"
    "    int i = (int)(4 * get_global_id(0));\n"
    "    if (i <= 4*ncell - 1) {\n"
    "        double m = 0.25 * (src[i] + src[i + 1] + src[i + 2] + src[i + 3]);\n"
    "        for (int v = 0; v < NV; v++)\n"
    "            dst[i + v] = src[i + v] + 0.5 * (m - src[i + v]);\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void odd_down_L3(int n, __global double *b, __global double *a)\n"
    "{\n"
    "    int i = n - 1 - (int)(2 * get_global_id(0));\n"
    "    if (i >= 0) {\n"
    "        a[i] = 2.0 * b[i] + 1.0;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void sparse_start_L4(int n, __global double *a)\n"
    "{\n"
    "    int i = 5 + (int)(7 * get_global_id(0));\n"
    "    if (i <= n) {\n"
    "        a[i] = a[i] * 3.0 - i;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void columns_L5(int h, int w, __global float *in, __global float *out)\n"
    "{\n"
    "    int x = (int)(4 * get_global_id(0));\n"
    "    int y = (int)get_global_id(1);\n"
    "    if (x <= w - 1) {\n"
    "        out[y * w + x] = in[y * w + x] + (float)(y - x);\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void even_energy_L6(int n, __global double *x, __global double *kf_red_e, __global double *kf_part_e)\n"
    "{\n"
    "    __local double kf_sh_e[256];\n"
    "    double e = 0;\n"
    "    long kf_n0 = (long)(((n + 1) / 2));\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int i = 2 * (int)(kf_t);\n"
    "        e += x[i] * x[i];\n"
    "    }\n"
    "    kf_sh_e[get_local_id(0)] = e;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (int kf_o = 128; kf_o > 0; kf_o /= 2) {\n"
    "        if (get_local_id(0) < kf_o) {\n"
    "            kf_sh_e[get_local_id(0)] = kf_sh_e[get_local_id(0)] + kf_sh_e[get_local_id(0) + kf_o];\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (get_local_id(0) == 0) {\n"
    "        kf_part_e[get_group_id(0)] = kf_sh_e[0];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void even_energy_L6_fin(__global double *kf_part_e, int kf_ngroups, __global double *kf_red_e)\n"
    "{\n"
    "    double kf_v_e = kf_red_e[0];\n"
    "    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {\n"
    "        kf_v_e = kf_v_e + kf_part_e[kf_g];\n"
    "    }\n"
    "    kf_red_e[0] = kf_v_e;\n"
    "}\n"
    "\n"
    "__kernel void lattice_sum_L7(int h, int w, __global int *v, __global long *kf_red_t, __global long *kf_part_t)\n"
    "{\n"
    "    __local long kf_sh_t[256];\n"
    "    long t = 0;\n"
    "    long kf_n0 = (long)(((h + 2) / 3));\n"
    "    long kf_n1 = (long)(((w) / 2));\n"
    "    long kf_total = kf_n0 * kf_n1;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int y = h - 1 - 3 * (int)(kf_t / kf_n1);\n"
    "        int x = 1 + 2 * (int)(kf_t % kf_n1);\n"
    "        t += v[y * w + x] - y;\n"
    "    }\n"
    "    kf_sh_t[get_local_id(0)] = t;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (int kf_o = 128; kf_o > 0; kf_o /= 2) {\n"
    "        if (get_local_id(0) < kf_o) {\n"
    "            kf_sh_t[get_local_id(0)] = kf_sh_t[get_local_id(0)] + kf_sh_t[get_local_id(0) + kf_o];\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (get_local_id(0) == 0) {\n"
    "        kf_part_t[get_group_id(0)] = kf_sh_t[0];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void lattice_sum_L7_fin(__global long *kf_part_t, int kf_ngroups, __global long *kf_red_t)\n"
    "{\n"
    "    long kf_v_t = kf_red_t[0];\n"
    "    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {\n"
    "        kf_v_t = kf_v_t + kf_part_t[kf_g];\n"
    "    }\n"
    "    kf_red_t[0] = kf_v_t;\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_gray_L1;
static cl_kernel kf_cl_kernel_relax_L2;
static cl_kernel kf_cl_kernel_odd_down_L3;
static cl_kernel kf_cl_kernel_sparse_start_L4;
static cl_kernel kf_cl_kernel_columns_L5;
static cl_kernel kf_cl_kernel_even_energy_L6;
static cl_kernel kf_cl_kernel_even_energy_L6_fin;
static cl_kernel kf_cl_kernel_lattice_sum_L7;
static cl_kernel kf_cl_kernel_lattice_sum_L7_fin;
static struct {
    cl_context kf_context;
    cl_command_queue kf_queue;
    cl_program kf_program;
    size_t kf_groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != CL_SUCCESS) {
        fprintf(stderr, "tests/gen/gpu_step.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
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
            fprintf(stderr, "tests/gen/gpu_step.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_gray_L1 = clCreateKernel(kf_cl.kf_program, "gray_L1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(gray_L1)", kf_line);
    kf_cl_kernel_relax_L2 = clCreateKernel(kf_cl.kf_program, "relax_L2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(relax_L2)", kf_line);
    kf_cl_kernel_odd_down_L3 = clCreateKernel(kf_cl.kf_program, "odd_down_L3", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(odd_down_L3)", kf_line);
    kf_cl_kernel_sparse_start_L4 = clCreateKernel(kf_cl.kf_program, "sparse_start_L4", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(sparse_start_L4)", kf_line);
    kf_cl_kernel_columns_L5 = clCreateKernel(kf_cl.kf_program, "columns_L5", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(columns_L5)", kf_line);
    kf_cl_kernel_even_energy_L6 = clCreateKernel(kf_cl.kf_program, "even_energy_L6", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(even_energy_L6)", kf_line);
    kf_cl_kernel_even_energy_L6_fin = clCreateKernel(kf_cl.kf_program, "even_energy_L6_fin", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(even_energy_L6_fin)", kf_line);
    kf_cl_kernel_lattice_sum_L7 = clCreateKernel(kf_cl.kf_program, "lattice_sum_L7", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(lattice_sum_L7)", kf_line);
    kf_cl_kernel_lattice_sum_L7_fin = clCreateKernel(kf_cl.kf_program, "lattice_sum_L7_fin", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(lattice_sum_L7_fin)", kf_line);
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

static void kf_cl_free_16(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 16);
}

static void kf_cl_free_24(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 24);
}

static void kf_cl_free_35(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 35);
}

static void gray(int npix, const unsigned char *restrict rgb, float *restrict g)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(16);
    const size_t kf_rgb_bytes = (size_t)(3*npix) * sizeof rgb[0];
    cl_mem kf_rgb_dev __attribute__((__cleanup__(kf_cl_free_16))) = kf_cl_alloc(kf_rgb_bytes, 16);
#pragma scop
    {
        kf_cl_init(18);
        const size_t kf_g_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { for (int i = 0; i < 3 * npix; i += 3)
                 { long kf_s = (long)(i / 3); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } if (kf_neg) kf_cl_check(CL_INVALID_VALUE, "'g' indexed below its first element", 15); kf_ext; })) * sizeof g[0];
        cl_mem kf_g_dev = kf_cl_alloc(kf_g_bytes, 18);
        kf_cl_write(kf_rgb_dev, rgb, kf_rgb_bytes, 18);
        kf_cl_write(kf_g_dev, g, kf_g_bytes, 18);
        if (((3*npix + 2) / 3) > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)(((3*npix + 2) / 3))};
            static struct kf_cl_site kf_site_gray_L1;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_gray_L1);
            kf_cl_arg(kf_cl_kernel_gray_L1, 0, sizeof npix, &npix, 18);
            kf_cl_arg(kf_cl_kernel_gray_L1, 1, sizeof kf_rgb_dev, &kf_rgb_dev, 18);
            kf_cl_arg(kf_cl_kernel_gray_L1, 2, sizeof kf_g_dev, &kf_g_dev, 18);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_gray_L1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(gray_L1)", 18);
        }
        kf_cl_read(g, kf_g_dev, kf_g_bytes, 18);
        kf_cl_check(clReleaseMemObject(kf_g_dev), "clReleaseMemObject", 19);
    }
#pragma endscop
}

static void relax(int ncell, const double *restrict src, double *restrict dst)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(24);
    const size_t kf_src_bytes = (size_t)(4*ncell) * sizeof src[0];
    cl_mem kf_src_dev __attribute__((__cleanup__(kf_cl_free_24))) = kf_cl_alloc(kf_src_bytes, 24);
    const size_t kf_dst_bytes = (size_t)(4*ncell) * sizeof dst[0];
    cl_mem kf_dst_dev __attribute__((__cleanup__(kf_cl_free_24))) = kf_cl_alloc(kf_dst_bytes, 24);
#pragma scop
    {
        kf_cl_init(26);
        kf_cl_write(kf_src_dev, src, kf_src_bytes, 26);
        kf_cl_write(kf_dst_dev, dst, kf_dst_bytes, 26);
        if (((4*ncell + 3) / 4) > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)(((4*ncell + 3) / 4))};
            static struct kf_cl_site kf_site_relax_L2;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_relax_L2);
            kf_cl_arg(kf_cl_kernel_relax_L2, 0, sizeof ncell, &ncell, 26);
            kf_cl_arg(kf_cl_kernel_relax_L2, 1, sizeof kf_src_dev, &kf_src_dev, 26);
            kf_cl_arg(kf_cl_kernel_relax_L2, 2, sizeof kf_dst_dev, &kf_dst_dev, 26);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_relax_L2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(relax_L2)", 26);
        }
        kf_cl_read(dst, kf_dst_dev, kf_dst_bytes, 26);
    }
#pragma endscop
}

static void odd_down(int n, const double *restrict b, double *restrict a)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(35);
    const size_t kf_b_bytes = (size_t)n * sizeof b[0];
    cl_mem kf_b_dev __attribute__((__cleanup__(kf_cl_free_35))) = kf_cl_alloc(kf_b_bytes, 35);
    const size_t kf_a_bytes = (size_t)n * sizeof a[0];
    cl_mem kf_a_dev __attribute__((__cleanup__(kf_cl_free_35))) = kf_cl_alloc(kf_a_bytes, 35);
#pragma scop
    {
        kf_cl_init(37);
        kf_cl_write(kf_b_dev, b, kf_b_bytes, 37);
        kf_cl_write(kf_a_dev, a, kf_a_bytes, 37);
        if (((n + 1) / 2) > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)(((n + 1) / 2))};
            static struct kf_cl_site kf_site_odd_down_L3;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_odd_down_L3);
            kf_cl_arg(kf_cl_kernel_odd_down_L3, 0, sizeof n, &n, 37);
            kf_cl_arg(kf_cl_kernel_odd_down_L3, 1, sizeof kf_b_dev, &kf_b_dev, 37);
            kf_cl_arg(kf_cl_kernel_odd_down_L3, 2, sizeof kf_a_dev, &kf_a_dev, 37);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_odd_down_L3, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(odd_down_L3)", 37);
        }
        kf_cl_read(a, kf_a_dev, kf_a_bytes, 37);
    }
#pragma endscop
}

static void sparse_start(int n, double *restrict a)
{
#pragma scop
    {
        kf_cl_init(45);
        const size_t kf_a_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { for (int i = 5; i <= n; i += 7)
                 { long kf_s = (long)(i); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } { for (int i = 5; i <= n; i += 7)
                 { long kf_s = (long)(i); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } if (kf_neg) kf_cl_check(CL_INVALID_VALUE, "'a' indexed below its first element", 42); kf_ext; })) * sizeof a[0];
        cl_mem kf_a_dev = kf_cl_alloc(kf_a_bytes, 45);
        kf_cl_write(kf_a_dev, a, kf_a_bytes, 45);
        if (((n + 2) / 7) > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)(((n + 2) / 7))};
            static struct kf_cl_site kf_site_sparse_start_L4;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_sparse_start_L4);
            kf_cl_arg(kf_cl_kernel_sparse_start_L4, 0, sizeof n, &n, 45);
            kf_cl_arg(kf_cl_kernel_sparse_start_L4, 1, sizeof kf_a_dev, &kf_a_dev, 45);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_sparse_start_L4, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(sparse_start_L4)", 45);
        }
        kf_cl_read(a, kf_a_dev, kf_a_bytes, 45);
        kf_cl_check(clReleaseMemObject(kf_a_dev), "clReleaseMemObject", 46);
    }
#pragma endscop
}

static void columns(int h, int w, const float *restrict in, float *restrict out)
{
#pragma scop
    {
        kf_cl_init(53);
        const size_t kf_in_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { for (int y = 0; y < h; y++)
                 for (int x = 0; x < w; x += 4)
                     { long kf_s = (long)(x + y*w); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } if (kf_neg) kf_cl_check(CL_INVALID_VALUE, "'in' indexed below its first element", 50); kf_ext; })) * sizeof in[0];
        cl_mem kf_in_dev = kf_cl_alloc(kf_in_bytes, 53);
        const size_t kf_out_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { for (int y = 0; y < h; y++)
                 for (int x = 0; x < w; x += 4)
                     { long kf_s = (long)(x + y*w); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } if (kf_neg) kf_cl_check(CL_INVALID_VALUE, "'out' indexed below its first element", 50); kf_ext; })) * sizeof out[0];
        cl_mem kf_out_dev = kf_cl_alloc(kf_out_bytes, 53);
        kf_cl_write(kf_in_dev, in, kf_in_bytes, 53);
        kf_cl_write(kf_out_dev, out, kf_out_bytes, 53);
        if (h > 0 && ((w + 3) / 4) > 0) {
            size_t kf_local[2] = {256, 1};
            size_t kf_global[2] = {(size_t)(((w + 3) / 4)), (size_t)h};
            static struct kf_cl_site kf_site_columns_L5;
            kf_cl_fit(2, kf_global, kf_local, &kf_site_columns_L5);
            kf_cl_arg(kf_cl_kernel_columns_L5, 0, sizeof h, &h, 53);
            kf_cl_arg(kf_cl_kernel_columns_L5, 1, sizeof w, &w, 53);
            kf_cl_arg(kf_cl_kernel_columns_L5, 2, sizeof kf_in_dev, &kf_in_dev, 53);
            kf_cl_arg(kf_cl_kernel_columns_L5, 3, sizeof kf_out_dev, &kf_out_dev, 53);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_columns_L5, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(columns_L5)", 53);
        }
        kf_cl_read(out, kf_out_dev, kf_out_bytes, 53);
        kf_cl_check(clReleaseMemObject(kf_in_dev), "clReleaseMemObject", 55);
        kf_cl_check(clReleaseMemObject(kf_out_dev), "clReleaseMemObject", 55);
    }
#pragma endscop
}

static double even_energy(int n, const double *x)
{
    double e = 0.0;
#pragma scop
    {
        kf_cl_init(63);
        const size_t kf_x_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { for (int i = 0; i < n; i += 2)
                 { long kf_s = (long)(i); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } { for (int i = 0; i < n; i += 2)
                 { long kf_s = (long)(i); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } if (kf_neg) kf_cl_check(CL_INVALID_VALUE, "'x' indexed below its first element", 59); kf_ext; })) * sizeof x[0];
        cl_mem kf_x_dev = kf_cl_alloc(kf_x_bytes, 63);
        cl_mem kf_red_even_energy_L6_e = kf_cl_alloc(1 * sizeof(double), 63);
        cl_mem kf_part_even_energy_L6_e = kf_cl_alloc(256 * sizeof(double), 63);
        kf_cl_write(kf_x_dev, x, kf_x_bytes, 63);
        if (((n + 1) / 2) > 0) {
            size_t kf_total = (size_t)(((n + 1) / 2));
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_even_energy_L6_e, &e, sizeof e, 63);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_even_energy_L6, 0, sizeof n, &n, 63);
            kf_cl_arg(kf_cl_kernel_even_energy_L6, 1, sizeof kf_x_dev, &kf_x_dev, 63);
            kf_cl_arg(kf_cl_kernel_even_energy_L6, 2, sizeof kf_red_even_energy_L6_e, &kf_red_even_energy_L6_e, 63);
            kf_cl_arg(kf_cl_kernel_even_energy_L6, 3, sizeof kf_part_even_energy_L6_e, &kf_part_even_energy_L6_e, 63);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_even_energy_L6, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(even_energy_L6)", 63);
            kf_cl_arg(kf_cl_kernel_even_energy_L6_fin, 0, sizeof kf_part_even_energy_L6_e, &kf_part_even_energy_L6_e, 63);
            cl_int kf_ngroups = (cl_int)kf_groups;
            kf_cl_arg(kf_cl_kernel_even_energy_L6_fin, 1, sizeof kf_ngroups, &kf_ngroups, 63);
            kf_cl_arg(kf_cl_kernel_even_energy_L6_fin, 2, sizeof kf_red_even_energy_L6_e, &kf_red_even_energy_L6_e, 63);
            size_t kf_one[1] = {1};
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_even_energy_L6_fin, 1, NULL, kf_one, kf_one, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(even_energy_L6_fin)", 63);
            kf_cl_read(&e, kf_red_even_energy_L6_e, sizeof e, 63);
        }
        kf_cl_check(clReleaseMemObject(kf_red_even_energy_L6_e), "clReleaseMemObject", 64);
        kf_cl_check(clReleaseMemObject(kf_part_even_energy_L6_e), "clReleaseMemObject", 64);
        kf_cl_check(clReleaseMemObject(kf_x_dev), "clReleaseMemObject", 64);
    }
#pragma endscop
    return e;
}

static long lattice_sum(int h, int w, const int *v)
{
    long t = 0;
#pragma scop
    {
        kf_cl_init(73);
        const size_t kf_v_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { for (int y = h - 1; y >= 0; y -= 3)
                 for (int x = 1; x < w; x += 2)
                     { long kf_s = (long)(x + y*w); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } if (kf_neg) kf_cl_check(CL_INVALID_VALUE, "'v' indexed below its first element", 69); kf_ext; })) * sizeof v[0];
        cl_mem kf_v_dev = kf_cl_alloc(kf_v_bytes, 73);
        cl_mem kf_red_lattice_sum_L7_t = kf_cl_alloc(1 * sizeof(long), 73);
        cl_mem kf_part_lattice_sum_L7_t = kf_cl_alloc(256 * sizeof(long), 73);
        kf_cl_write(kf_v_dev, v, kf_v_bytes, 73);
        if (((h + 2) / 3) > 0 && ((w) / 2) > 0) {
            size_t kf_total = (size_t)(((h + 2) / 3)) * (size_t)(((w) / 2));
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cl_write(kf_red_lattice_sum_L7_t, &t, sizeof t, 73);
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {kf_groups * 256};
            kf_cl_arg(kf_cl_kernel_lattice_sum_L7, 0, sizeof h, &h, 73);
            kf_cl_arg(kf_cl_kernel_lattice_sum_L7, 1, sizeof w, &w, 73);
            kf_cl_arg(kf_cl_kernel_lattice_sum_L7, 2, sizeof kf_v_dev, &kf_v_dev, 73);
            kf_cl_arg(kf_cl_kernel_lattice_sum_L7, 3, sizeof kf_red_lattice_sum_L7_t, &kf_red_lattice_sum_L7_t, 73);
            kf_cl_arg(kf_cl_kernel_lattice_sum_L7, 4, sizeof kf_part_lattice_sum_L7_t, &kf_part_lattice_sum_L7_t, 73);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_lattice_sum_L7, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(lattice_sum_L7)", 73);
            kf_cl_arg(kf_cl_kernel_lattice_sum_L7_fin, 0, sizeof kf_part_lattice_sum_L7_t, &kf_part_lattice_sum_L7_t, 73);
            cl_int kf_ngroups = (cl_int)kf_groups;
            kf_cl_arg(kf_cl_kernel_lattice_sum_L7_fin, 1, sizeof kf_ngroups, &kf_ngroups, 73);
            kf_cl_arg(kf_cl_kernel_lattice_sum_L7_fin, 2, sizeof kf_red_lattice_sum_L7_t, &kf_red_lattice_sum_L7_t, 73);
            size_t kf_one[1] = {1};
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_lattice_sum_L7_fin, 1, NULL, kf_one, kf_one, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(lattice_sum_L7_fin)", 73);
            kf_cl_read(&t, kf_red_lattice_sum_L7_t, sizeof t, 73);
        }
        kf_cl_check(clReleaseMemObject(kf_red_lattice_sum_L7_t), "clReleaseMemObject", 75);
        kf_cl_check(clReleaseMemObject(kf_part_lattice_sum_L7_t), "clReleaseMemObject", 75);
        kf_cl_check(clReleaseMemObject(kf_v_dev), "clReleaseMemObject", 75);
    }
#pragma endscop
    return t;
}

int main(void)
{
    const int sizes[] = {0, 1, 2, 6, 7, 12, 1001, 70000};
    double sum = 0.0;
    for (int s = 0; s < 8; s++) {
        int n = sizes[s];
        unsigned char *rgb = malloc(3 * (size_t)n + 1);
        float *g = calloc((size_t)n + 1, sizeof *g);
        double *src = malloc(((size_t)n * NV + 1) * sizeof *src);
        double *dst = calloc((size_t)n * NV + 1, sizeof *dst);
        double *a = calloc((size_t)n + 8, sizeof *a), *b = malloc(((size_t)n + 8) * sizeof *b);
        for (int i = 0; i < 3 * n; i++)
            rgb[i] = (unsigned char)(i * 37 % 251);
        for (int i = 0; i < n * NV; i++)
            src[i] = (i % 13) * 0.25;
        for (int i = 0; i < n + 8; i++)
            b[i] = (i % 7) - 3.0, a[i] = i * 0.5;
        gray(n, rgb, g);
        relax(n, src, dst);
        odd_down(n, b, a);
        sparse_start(n + 2, a);
        /* quarters: the energy's sum is exact in any order */
        sum += even_energy(n * NV, src) + even_energy(n, src);
        for (int i = 0; i < n; i++)
            sum += g[i] * (i % 5 + 1);
        for (int i = 0; i < n * NV; i++)
            sum += dst[i] * (i % 3 + 1);
        for (int i = 0; i < n + 8; i++)
            sum += a[i] * (i % 4 + 1);
        free(rgb), free(g), free(src), free(dst), free(a), free(b);
    }
    for (int w = 1; w <= 9; w += 4) {
        int h = 33;
        float *in = malloc((size_t)h * w * sizeof *in), *out = calloc((size_t)h * w, sizeof *out);
        for (int i = 0; i < h * w; i++)
            in[i] = (float)(i % 17);
        columns(h, w, in, out);
        int *cells = malloc((size_t)h * w * sizeof *cells);
        for (int i = 0; i < h * w; i++)
            cells[i] = i % 11 - 5;
        sum += (double)lattice_sum(h, w, cells) + (double)lattice_sum(w, h, cells);
        free(cells);
        for (int i = 0; i < h * w; i++)
            sum += out[i] * (i % 3 + 1);
        free(in), free(out);
    }
    printf("%.6f\n", sum);
    return 0;
}
