/* kforge 0.1.0: tests/realc/lastidx.c for opencl; 2 kernels */
/* lastidx.c: a tone map written the way small C libraries are: size_t
 * sizes and counters declared before the loops, the flat offset kept in a
 * variable the caller reads afterwards (where the scan stopped), a
 * 1-based position derived from it, and a call on an empty image that
 * must leave both as they were; then an integer smoothing whose
 * temporary, declared once at the top, the border loop before the nest
 * uses too (the nest's last value of it no one reads). */
#include <stddef.h>
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
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "__kernel void tone_L1(unsigned long rows, unsigned long cols, __global float *in, __global float *out)\n"
    "{\n"
    "    size_t c = (size_t)get_global_id(0);\n"
    "    size_t r = (size_t)get_global_id(1);\n"
    "    size_t off;\n"
    "    int pos;\n"
    "    if (c <= cols - 1) {\n"
    "        off = r * cols + c;\n"
    "        pos = (int)off + 1;\n"
    "        out[off] = in[off] / (1.0f + in[off]);\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void smooth_L2(int h, int w, __global int *img, __global int *out)\n"
    "{\n"
    "    int x = (int)get_global_id(0);\n"
    "    int y = 1 + (int)get_global_id(1);\n"
    "    int v;\n"
    "    int kf_lo_x = (int)(get_group_id(0) * get_local_size(0)), kf_hi_x = kf_lo_x + (int)get_local_size(0) - 1;\n"
    "    if (kf_hi_x <= w - 1) {\n"
    "        v = img[(y - 1) * w + x] + 2 * img[y * w + x] + img[(y + 1) * w + x];\n"
    "        out[y * w + x] = v / 4;\n"
    "    } else if (x <= w - 1) {\n"
    "        v = img[(y - 1) * w + x] + 2 * img[y * w + x] + img[(y + 1) * w + x];\n"
    "        out[y * w + x] = v / 4;\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_tone_L1;
static cl_kernel kf_cl_kernel_smooth_L2;
static struct {
    cl_context kf_context;
    cl_command_queue kf_queue;
    cl_program kf_program;
    size_t kf_groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != CL_SUCCESS) {
        fprintf(stderr, "tests/realc/lastidx.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
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
            fprintf(stderr, "tests/realc/lastidx.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_tone_L1 = clCreateKernel(kf_cl.kf_program, "tone_L1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(tone_L1)", kf_line);
    kf_cl_kernel_smooth_L2 = clCreateKernel(kf_cl.kf_program, "smooth_L2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(smooth_L2)", kf_line);
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

static void kf_cl_free_14(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 14);
}

static float tone(size_t rows, size_t cols, const float *restrict in, float *restrict out,
                  int *where)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(14);
    const size_t kf_in_bytes = (size_t)(rows*cols) * sizeof in[0];
    cl_mem kf_in_dev __attribute__((__cleanup__(kf_cl_free_14))) = kf_cl_alloc(kf_in_bytes, 14);
    const size_t kf_out_bytes = (size_t)(rows*cols) * sizeof out[0];
    cl_mem kf_out_dev __attribute__((__cleanup__(kf_cl_free_14))) = kf_cl_alloc(kf_out_bytes, 14);
    size_t r, c = 0;
    size_t off = 7;
    int pos = -1;
#pragma scop
    {
        kf_cl_init(19);
        kf_cl_write(kf_in_dev, in, kf_in_bytes, 19);
        kf_cl_write(kf_out_dev, out, kf_out_bytes, 19);
        if (rows > 0 && cols > 0) {
            size_t kf_local[2] = {256, 1};
            size_t kf_global[2] = {(size_t)cols, (size_t)rows};
            static struct kf_cl_site kf_site_tone_L1;
            kf_cl_fit(2, kf_global, kf_local, &kf_site_tone_L1);
            kf_cl_arg(kf_cl_kernel_tone_L1, 0, sizeof rows, &rows, 19);
            kf_cl_arg(kf_cl_kernel_tone_L1, 1, sizeof cols, &cols, 19);
            kf_cl_arg(kf_cl_kernel_tone_L1, 2, sizeof kf_in_dev, &kf_in_dev, 19);
            kf_cl_arg(kf_cl_kernel_tone_L1, 3, sizeof kf_out_dev, &kf_out_dev, 19);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_tone_L1, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(tone_L1)", 19);
        }
        /* the scalars' values after the loops' last iteration */
        if ((long)(rows) > 0 && (long)(cols) > 0) {
            size_t r = rows - 1;
            size_t c = cols - 1;
            off = r * cols + c;
        }
        if ((long)(rows) > 0 && (long)(cols) > 0) {
            size_t r = rows - 1;
            size_t c = cols - 1;
            pos = (int)off + 1;
        }
        /* the loop counters, as the sequential loops leave them */
        for (r = 0; r < rows; ++r) {
            for (c = 0; c < cols; ++c) {
            }
        }
        kf_cl_read(out, kf_out_dev, kf_out_bytes, 19);
    }
#pragma endscop
    *where = pos;
    return (float)off + 0.5f * (float)r;
}

static void smooth(int h, int w, const int *restrict img, int *restrict out)
{
    int y, x, v;
    for (x = 0; x < w; x++) { /* the border rows first, through the same temporary */
        v = img[x];
        out[x] = v;
        v = img[(h - 1) * w + x];
        out[(h - 1) * w + x] = v;
    }
#pragma scop
    {
        kf_cl_init(40);
        const size_t kf_img_bytes = (size_t)(h*w) * sizeof img[0];
        cl_mem kf_img_dev = kf_cl_alloc(kf_img_bytes, 40);
        const size_t kf_out_bytes = (size_t)((-w + h*w > 0 ? -w + h*w : 0)) * sizeof out[0];
        cl_mem kf_out_dev = kf_cl_alloc(kf_out_bytes, 40);
        kf_cl_write(kf_img_dev, img, kf_img_bytes, 40);
        kf_cl_write(kf_out_dev, out, kf_out_bytes, 40);
        if (h - 2 > 0 && w > 0) {
            size_t kf_local[2] = {256, 1};
            size_t kf_global[2] = {(size_t)w, (size_t)(h - 2)};
            static struct kf_cl_site kf_site_smooth_L2;
            kf_cl_fit(2, kf_global, kf_local, &kf_site_smooth_L2);
            kf_cl_arg(kf_cl_kernel_smooth_L2, 0, sizeof h, &h, 40);
            kf_cl_arg(kf_cl_kernel_smooth_L2, 1, sizeof w, &w, 40);
            kf_cl_arg(kf_cl_kernel_smooth_L2, 2, sizeof kf_img_dev, &kf_img_dev, 40);
            kf_cl_arg(kf_cl_kernel_smooth_L2, 3, sizeof kf_out_dev, &kf_out_dev, 40);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_smooth_L2, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(smooth_L2)", 40);
        }
        /* the loop counters, as the sequential loops leave them */
        for (y = 1; y < h - 1; y++) {
            for (x = 0; x < w; x++) {
            }
        }
        kf_cl_read(out, kf_out_dev, kf_out_bytes, 40);
        kf_cl_check(clReleaseMemObject(kf_img_dev), "clReleaseMemObject", 44);
        kf_cl_check(clReleaseMemObject(kf_out_dev), "clReleaseMemObject", 44);
    }
#pragma endscop
}

int main(void)
{
    size_t rows = 61, cols = 45;
    float *in = malloc(rows * cols * sizeof *in), *out = malloc(rows * cols * sizeof *out);
    int where = 0;
    for (size_t i = 0; i < rows * cols; i++)
        in[i] = (float)((i * 29) % 97) / 13.0f;
    float t = tone(rows, cols, in, out, &where);
    double s = 0;
    for (size_t i = 0; i < rows * cols; i++)
        s += out[i] * (double)(1 + i % 5);
    printf("sum %.4f end %.1f at %d\n", s, t, where);
    t = tone(0, cols, in, out, &where);
    printf("empty: end %.1f at %d\n", t, where);
    int *g = malloc(rows * cols * sizeof *g), *sm = malloc(rows * cols * sizeof *sm);
    for (size_t i = 0; i < rows * cols; i++)
        g[i] = (int)((i * 7919) % 256);
    smooth((int)rows, (int)cols, g, sm);
    long cs = 0;
    for (size_t i = 0; i < rows * cols; i++)
        cs += (long)sm[i] * (long)(1 + i % 3);
    printf("smooth %ld\n", cs);
    free(g);
    free(sm);
    free(in);
    free(out);
    return 0;
}
