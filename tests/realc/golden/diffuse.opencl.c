/* kforge 0.1.0: tests/realc/diffuse.c for opencl; 2 kernels */
/* diffuse.c: an anisotropic diffusion written the way older C image code
 * is: every variable declared at the top of main, buffers assigned once
 * from malloc later (one through a cast to a typedef, `(real *)malloc`),
 * column-major images indexed through neighbour tables (up[i] + nr * j),
 * the position computed into a shared `k`, and the time loop outside the
 * marked nests reading what the previous step left in a scalar. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

typedef float real;

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
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "typedef float real;\n"
    "\n"
    "__kernel void main_L1(long nc, long nr, __global int *up, __global float *img, __global float *dn, __global int *down, __global float *ds, __global float *coef)\n"
    "{\n"
    "    long i = (long)get_global_id(0);\n"
    "    long j = (long)get_global_id(1);\n"
    "    long k;\n"
    "    real g;\n"
    "    real lap;\n"
    "    real q;\n"
    "    real last;\n"
    "    int kf_lo_i = (int)(get_group_id(0) * get_local_size(0)), kf_hi_i = kf_lo_i + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_j = (int)(get_group_id(1) * get_local_size(1)), kf_hi_j = kf_lo_j + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_i <= nr - 1 && kf_hi_j <= nc - 1) {\n"
    "        k = i + nr * j;\n"
    "        dn[k] = img[up[i] + nr * j] - img[k];\n"
    "        ds[k] = img[down[i] + nr * j] - img[k];\n"
    "        g = (dn[k] * dn[k] + ds[k] * ds[k]) / (img[k] * img[k]);\n"
    "        lap = (dn[k] + ds[k]) / img[k];\n"
    "        q = 0.5f * g - 0.0625f * lap * lap;\n"
    "        coef[k] = 1.0f / (1.0f + q);\n"
    "        last = coef[k];\n"
    "    } else if (i <= nr - 1 && j <= nc - 1) {\n"
    "        k = i + nr * j;\n"
    "        dn[k] = img[up[i] + nr * j] - img[k];\n"
    "        ds[k] = img[down[i] + nr * j] - img[k];\n"
    "        g = (dn[k] * dn[k] + ds[k] * ds[k]) / (img[k] * img[k]);\n"
    "        lap = (dn[k] + ds[k]) / img[k];\n"
    "        q = 0.5f * g - 0.0625f * lap * lap;\n"
    "        coef[k] = 1.0f / (1.0f + q);\n"
    "        last = coef[k];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void main_L2(long nc, long nr, __global float *img, __global float *coef, __global float *dn, __global int *down, __global float *ds)\n"
    "{\n"
    "    long i = (long)get_global_id(0);\n"
    "    long j = (long)get_global_id(1);\n"
    "    long k;\n"
    "    int kf_lo_i = (int)(get_group_id(0) * get_local_size(0)), kf_hi_i = kf_lo_i + (int)get_local_size(0) - 1;\n"
    "    int kf_lo_j = (int)(get_group_id(1) * get_local_size(1)), kf_hi_j = kf_lo_j + (int)get_local_size(1) - 1;\n"
    "    if (kf_hi_i <= nr - 1 && kf_hi_j <= nc - 1) {\n"
    "        k = i + nr * j;\n"
    "        img[k] = img[k] + 0.125f * (coef[k] * dn[k] + coef[down[i] + nr * j] * ds[k]);\n"
    "    } else if (i <= nr - 1 && j <= nc - 1) {\n"
    "        k = i + nr * j;\n"
    "        img[k] = img[k] + 0.125f * (coef[k] * dn[k] + coef[down[i] + nr * j] * ds[k]);\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_main_L1;
static cl_kernel kf_cl_kernel_main_L2;
static struct {
    cl_context kf_context;
    cl_command_queue kf_queue;
    cl_program kf_program;
    size_t kf_groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != CL_SUCCESS) {
        fprintf(stderr, "tests/realc/diffuse.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
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
            fprintf(stderr, "tests/realc/diffuse.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_main_L1 = clCreateKernel(kf_cl.kf_program, "main_L1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(main_L1)", kf_line);
    kf_cl_kernel_main_L2 = clCreateKernel(kf_cl.kf_program, "main_L2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(main_L2)", kf_line);
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

int main(void)
{
    real *img, *dn, *ds, *coef;
    int *up, *down;
    long nr, nc, ne, i, j, k;
    real g, lap, q, last, drift;
    int step;

    nr = 240;
    nc = 200;
    ne = nr * nc;
    img = (real *)malloc(sizeof(real) * ne);
    dn = malloc(sizeof(real) * ne);
    ds = malloc(sizeof(real) * ne);
    coef = malloc(sizeof(real) * ne);
    up = malloc(sizeof(int) * nr);
    down = malloc(sizeof(int) * nr);
    for (i = 0; i < nr; i++) {
        up[i] = i == 0 ? 0 : i - 1;
        down[i] = i == nr - 1 ? nr - 1 : i + 1;
    }
    for (i = 0; i < ne; i++)
        img[i] = 1.0f + (real)((i * 37) % 251) / 251.0f;
    last = 0;
    drift = 0;
    for (step = 0; step < 4; step++) {
        drift += last; /* what the previous step's nest left in `last` */
#pragma scop
        /* kforge: device buffers of the fragments on lines 40-58 */
        kf_cl_init(41);
        const size_t kf_up_bytes = (size_t)nr * sizeof up[0];
        cl_mem kf_up_dev = kf_cl_alloc(kf_up_bytes, 41);
        const size_t kf_img_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { long j; long i; for (j = 0; j < nc; j++)
                     for (i = 0; i < nr; i++)  { long kf_s = (long)(up[i] + nr * j); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } { long j; long i; for (j = 0; j < nc; j++)
                     for (i = 0; i < nr; i++)  { long kf_s = (long)(i + j*nr); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } { long j; long i; for (j = 0; j < nc; j++)
                     for (i = 0; i < nr; i++)  { long kf_s = (long)(down[i] + nr * j); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } { long j; long i; for (j = 0; j < nc; j++)
                     for (i = 0; i < nr; i++)  { long kf_s = (long)(i + j*nr); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } { long j; long i; for (j = 0; j < nc; j++)
                     for (i = 0; i < nr; i++)  { long kf_s = (long)(i + j*nr); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } { long j; long i; for (j = 0; j < nc; j++)
                     for (i = 0; i < nr; i++)  { long kf_s = (long)(i + j*nr); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } { long j; long i; for (j = 0; j < nc; j++)
                     for (i = 0; i < nr; i++)  { long kf_s = (long)(i + j*nr); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } { long kf_s = (long)(nc*nr); if (kf_s > kf_ext) kf_ext = kf_s; } if (kf_neg) kf_cl_check(CL_INVALID_VALUE, "'img' indexed below its first element", 15); kf_ext; })) * sizeof img[0];
        cl_mem kf_img_dev = kf_cl_alloc(kf_img_bytes, 41);
        const size_t kf_dn_bytes = (size_t)(nc*nr) * sizeof dn[0];
        cl_mem kf_dn_dev = kf_cl_alloc(kf_dn_bytes, 41);
        const size_t kf_down_bytes = (size_t)nr * sizeof down[0];
        cl_mem kf_down_dev = kf_cl_alloc(kf_down_bytes, 41);
        const size_t kf_ds_bytes = (size_t)(nc*nr) * sizeof ds[0];
        cl_mem kf_ds_dev = kf_cl_alloc(kf_ds_bytes, 41);
        const size_t kf_coef_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { long kf_s = (long)(nc*nr); if (kf_s > kf_ext) kf_ext = kf_s; } { long j; long i; for (j = 0; j < nc; j++)
                     for (i = 0; i < nr; i++)  { long kf_s = (long)(i + j*nr); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } { long j; long i; for (j = 0; j < nc; j++)
                     for (i = 0; i < nr; i++)  { long kf_s = (long)(down[i] + nr * j); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } if (kf_neg) kf_cl_check(CL_INVALID_VALUE, "'coef' indexed below its first element", 15); kf_ext; })) * sizeof coef[0];
        cl_mem kf_coef_dev = kf_cl_alloc(kf_coef_bytes, 41);
        {
            kf_cl_write(kf_up_dev, up, kf_up_bytes, 41);
            kf_cl_write(kf_img_dev, img, kf_img_bytes, 41);
            kf_cl_write(kf_dn_dev, dn, kf_dn_bytes, 41);
            kf_cl_write(kf_down_dev, down, kf_down_bytes, 41);
            kf_cl_write(kf_ds_dev, ds, kf_ds_bytes, 41);
            kf_cl_write(kf_coef_dev, coef, kf_coef_bytes, 41);
            if (nc > 0 && nr > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)nr, (size_t)nc};
                static struct kf_cl_site kf_site_main_L1;
                kf_cl_fit(2, kf_global, kf_local, &kf_site_main_L1);
                kf_cl_arg(kf_cl_kernel_main_L1, 0, sizeof nc, &nc, 41);
                kf_cl_arg(kf_cl_kernel_main_L1, 1, sizeof nr, &nr, 41);
                kf_cl_arg(kf_cl_kernel_main_L1, 2, sizeof kf_up_dev, &kf_up_dev, 41);
                kf_cl_arg(kf_cl_kernel_main_L1, 3, sizeof kf_img_dev, &kf_img_dev, 41);
                kf_cl_arg(kf_cl_kernel_main_L1, 4, sizeof kf_dn_dev, &kf_dn_dev, 41);
                kf_cl_arg(kf_cl_kernel_main_L1, 5, sizeof kf_down_dev, &kf_down_dev, 41);
                kf_cl_arg(kf_cl_kernel_main_L1, 6, sizeof kf_ds_dev, &kf_ds_dev, 41);
                kf_cl_arg(kf_cl_kernel_main_L1, 7, sizeof kf_coef_dev, &kf_coef_dev, 41);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_main_L1, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(main_L1)", 41);
            }
            /* the scalars' values after the loops' last iteration */
            if ((long)(nc) > 0 && (long)(nr) > 0) {
                long j = nc - 1;
                long i = nr - 1;
                k = i + nr * j;
            }
            if ((long)(nc) > 0 && (long)(nr) > 0) {
                long j = nc - 1;
                long i = nr - 1;
                kf_cl_check(clEnqueueReadBuffer(kf_cl.kf_queue, kf_coef_dev, CL_TRUE, (size_t)((char *)&coef[k] - (char *)coef), sizeof coef[k], &coef[k], 0, NULL, NULL), "clEnqueueReadBuffer", 50);
                last = coef[k];
            }
            /* the loop counters, as the sequential loops leave them */
            for (j = 0; j < nc; j++) {
                for (i = 0; i < nr; i++) {
                }
            }
        }
#pragma endscop
#pragma scop
        {
            if (nc > 0 && nr > 0) {
                size_t kf_local[2] = {32, 8};
                size_t kf_global[2] = {(size_t)nr, (size_t)nc};
                static struct kf_cl_site kf_site_main_L2;
                kf_cl_fit(2, kf_global, kf_local, &kf_site_main_L2);
                kf_cl_arg(kf_cl_kernel_main_L2, 0, sizeof nc, &nc, 54);
                kf_cl_arg(kf_cl_kernel_main_L2, 1, sizeof nr, &nr, 54);
                kf_cl_arg(kf_cl_kernel_main_L2, 2, sizeof kf_img_dev, &kf_img_dev, 54);
                kf_cl_arg(kf_cl_kernel_main_L2, 3, sizeof kf_coef_dev, &kf_coef_dev, 54);
                kf_cl_arg(kf_cl_kernel_main_L2, 4, sizeof kf_dn_dev, &kf_dn_dev, 54);
                kf_cl_arg(kf_cl_kernel_main_L2, 5, sizeof kf_down_dev, &kf_down_dev, 54);
                kf_cl_arg(kf_cl_kernel_main_L2, 6, sizeof kf_ds_dev, &kf_ds_dev, 54);
                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_main_L2, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                            "clEnqueueNDRangeKernel(main_L2)", 54);
            }
            /* the scalars' values after the loops' last iteration */
            if ((long)(nc) > 0 && (long)(nr) > 0) {
                long j = nc - 1;
                long i = nr - 1;
                k = i + nr * j;
            }
            /* the loop counters, as the sequential loops leave them */
            for (j = 0; j < nc; j++) {
                for (i = 0; i < nr; i++) {
                }
            }
            kf_cl_read(dn, kf_dn_dev, kf_dn_bytes, 54);
            kf_cl_read(ds, kf_ds_dev, kf_ds_bytes, 54);
            kf_cl_read(coef, kf_coef_dev, kf_coef_bytes, 54);
            kf_cl_read(img, kf_img_dev, kf_img_bytes, 54);
            kf_cl_check(clReleaseMemObject(kf_up_dev), "clReleaseMemObject", 58);
            kf_cl_check(clReleaseMemObject(kf_img_dev), "clReleaseMemObject", 58);
            kf_cl_check(clReleaseMemObject(kf_dn_dev), "clReleaseMemObject", 58);
            kf_cl_check(clReleaseMemObject(kf_down_dev), "clReleaseMemObject", 58);
            kf_cl_check(clReleaseMemObject(kf_ds_dev), "clReleaseMemObject", 58);
            kf_cl_check(clReleaseMemObject(kf_coef_dev), "clReleaseMemObject", 58);
        }
#pragma endscop
    }
    double s = 0.0;
    for (i = 0; i < ne; i++)
        s += img[i] * (1 + i % 7);
    printf("image %.5f drift %.6f\n", s, drift);
    free(img), free(dn), free(ds), free(coef), free(up), free(down);
    return 0;
}
