/* kforge 0.1.0: tests/realc/rotate.c for opencl; 2 kernels */
/* rotate.c: a grey image turned about its centre, each destination pixel
 * taking the nearest source pixel, its coordinates computed in floating
 * point and held inside the image by a clamp helper written with early
 * returns (the way small image libraries write it); then a tone curve
 * over a fixed-size 2-D tile whose last value the function returns. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define TH 48
#define TW 64

static inline int clamp_int(int v, int lo, int hi)
{
    if (v < lo)
        return lo;
    if (v > hi)
        return hi;
    return v;
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
    "#pragma OPENCL FP_CONTRACT OFF\n"
#ifdef v
    "#define v " KF_STR(v) "\n"
#endif
#ifdef lo
    "#define lo " KF_STR(lo) "\n"
#endif
#ifdef hi
    "#define hi " KF_STR(hi) "\n"
#endif
    "#define clamp_int kf_fn_clamp_int\n"
    "static inline int clamp_int(int v, int lo, int hi);\n"
    "static inline int clamp_int(int v, int lo, int hi)\n"
    "{\n"
    "    if (v < lo)\n"
    "        return lo;\n"
    "    if (v > hi)\n"
    "        return hi;\n"
    "    return v;\n"
    "}\n"
    "#define floorf floor\n"
    "\n"
    "__kernel void rotate_L1(int h, int w, const float cx, const float cy, float c, float s, __global unsigned char *in, __global unsigned char *out)\n"
    "{\n"
    "    int x = (int)get_global_id(0);\n"
    "    int y = (int)get_global_id(1);\n"
    "    int kf_lo_x = (int)(get_group_id(0) * get_local_size(0)), kf_hi_x = kf_lo_x + (int)get_local_size(0) - 1;\n"
    "    if (kf_hi_x <= w - 1) {\n"
    "        float dx = (float)x - cx, dy = (float)y - cy;\n"
    "        int sx = clamp_int((int)floorf(c * dx + s * dy + cx + 0.5f), 0, w - 1);\n"
    "        int sy = clamp_int((int)floorf(-s * dx + c * dy + cy + 0.5f), 0, h - 1);\n"
    "        out[y * w + x] = in[sy * w + sx];\n"
    "    } else if (x <= w - 1) {\n"
    "        float dx = (float)x - cx, dy = (float)y - cy;\n"
    "        int sx = clamp_int((int)floorf(c * dx + s * dy + cx + 0.5f), 0, w - 1);\n"
    "        int sy = clamp_int((int)floorf(-s * dx + c * dy + cy + 0.5f), 0, h - 1);\n"
    "        out[y * w + x] = in[sy * w + sx];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void tone_L2(float gain, __global float *t)\n"
    "{\n"
    "    int x = (int)get_global_id(0);\n"
    "    int y = (int)get_global_id(1);\n"
    "    float last;\n"
    "    t[y * 64 + x] = gain * t[y * 64 + x] / (1.0f + t[y * 64 + x]);\n"
    "    last = t[y * 64 + x];\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_rotate_L1;
static cl_kernel kf_cl_kernel_tone_L2;
static struct {
    cl_context kf_context;
    cl_command_queue kf_queue;
    cl_program kf_program;
    size_t kf_groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != CL_SUCCESS) {
        fprintf(stderr, "tests/realc/rotate.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
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
            fprintf(stderr, "tests/realc/rotate.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_rotate_L1 = clCreateKernel(kf_cl.kf_program, "rotate_L1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(rotate_L1)", kf_line);
    kf_cl_kernel_tone_L2 = clCreateKernel(kf_cl.kf_program, "tone_L2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(tone_L2)", kf_line);
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

static void kf_cl_free_39(cl_mem *kf_m)
{
    kf_cl_check(clReleaseMemObject(*kf_m), "clReleaseMemObject", 39);
}

static void rotate(int w, int h, const unsigned char *restrict in, float c, float s,
                   unsigned char *restrict out)
{
    const float cx = 0.5f * (float)w, cy = 0.5f * (float)h;
#pragma scop
    {
        kf_cl_init(27);
        const size_t kf_in_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { for (int y = 0; y < h; y++)
                 for (int x = 0; x < w; x++)  for (int kf_c0 = 0; kf_c0 < 2; kf_c0++) { long kf_r_sy = kf_c0 == 0 ? (int)(0) : (int)(h - 1); for (int kf_c1 = 0; kf_c1 < 2; kf_c1++) { long kf_r_sx = kf_c1 == 0 ? (int)(0) : (int)(w - 1); { long kf_s = (long)(kf_r_sy * w + kf_r_sx); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } } } if (kf_neg) kf_cl_check(CL_INVALID_VALUE, "'in' indexed below its first element", 22); kf_ext; })) * sizeof in[0];
        cl_mem kf_in_dev = kf_cl_alloc(kf_in_bytes, 27);
        const size_t kf_out_bytes = (size_t)(h*w) * sizeof out[0];
        cl_mem kf_out_dev = kf_cl_alloc(kf_out_bytes, 27);
        kf_cl_write(kf_in_dev, in, kf_in_bytes, 27);
        kf_cl_write(kf_out_dev, out, kf_out_bytes, 27);
        if (h > 0 && w > 0) {
            size_t kf_local[2] = {256, 1};
            size_t kf_global[2] = {(size_t)w, (size_t)h};
            static struct kf_cl_site kf_site_rotate_L1;
            kf_cl_fit(2, kf_global, kf_local, &kf_site_rotate_L1);
            kf_cl_arg(kf_cl_kernel_rotate_L1, 0, sizeof h, &h, 27);
            kf_cl_arg(kf_cl_kernel_rotate_L1, 1, sizeof w, &w, 27);
            kf_cl_arg(kf_cl_kernel_rotate_L1, 2, sizeof cx, &cx, 27);
            kf_cl_arg(kf_cl_kernel_rotate_L1, 3, sizeof cy, &cy, 27);
            kf_cl_arg(kf_cl_kernel_rotate_L1, 4, sizeof c, &c, 27);
            kf_cl_arg(kf_cl_kernel_rotate_L1, 5, sizeof s, &s, 27);
            kf_cl_arg(kf_cl_kernel_rotate_L1, 6, sizeof kf_in_dev, &kf_in_dev, 27);
            kf_cl_arg(kf_cl_kernel_rotate_L1, 7, sizeof kf_out_dev, &kf_out_dev, 27);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_rotate_L1, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(rotate_L1)", 27);
        }
        kf_cl_read(out, kf_out_dev, kf_out_bytes, 27);
        kf_cl_check(clReleaseMemObject(kf_in_dev), "clReleaseMemObject", 33);
        kf_cl_check(clReleaseMemObject(kf_out_dev), "clReleaseMemObject", 33);
    }
#pragma endscop
}

/* the tile's last pixel after the curve, as the loop leaves it in `last` */
static float tone(float t[TH][TW], float gain)
{
    /* kforge: device buffers, freed when they go out of scope */
    kf_cl_init(39);
    const size_t kf_t_bytes = (size_t)48 * sizeof t[0];
    cl_mem kf_t_dev __attribute__((__cleanup__(kf_cl_free_39))) = kf_cl_alloc(kf_t_bytes, 39);
    float last = -1.0f;
#pragma scop
    {
        kf_cl_init(42);
        kf_cl_write(kf_t_dev, t, kf_t_bytes, 42);
        if (48 > 0 && 64 > 0) {
            size_t kf_local[2] = {64, 4};
            size_t kf_global[2] = {(size_t)64, (size_t)48};
            static struct kf_cl_site kf_site_tone_L2;
            kf_cl_fit(2, kf_global, kf_local, &kf_site_tone_L2);
            kf_cl_arg(kf_cl_kernel_tone_L2, 0, sizeof gain, &gain, 42);
            kf_cl_arg(kf_cl_kernel_tone_L2, 1, sizeof kf_t_dev, &kf_t_dev, 42);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_tone_L2, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(tone_L2)", 42);
        }
        /* the scalars' values after the loops' last iteration */
        if ((long)(48) > 0 && (long)(64) > 0) {
            int y = 47;
            int x = 63;
            kf_cl_check(clEnqueueReadBuffer(kf_cl.kf_queue, kf_t_dev, CL_TRUE, (size_t)((char *)&t[y][x] - (char *)t), sizeof t[y][x], &t[y][x], 0, NULL, NULL), "clEnqueueReadBuffer", 45);
            last = t[y][x];
        }
        kf_cl_read(t, kf_t_dev, kf_t_bytes, 42);
    }
#pragma endscop
    return last;
}

int main(void)
{
    int w = 181, h = 127;
    unsigned char *in = malloc((size_t)w * h), *out = malloc((size_t)w * h);
    float(*t)[TW] = malloc(sizeof(float[TH][TW]));
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            in[y * w + x] = (unsigned char)((x * 7 + y * 13) ^ (x * y));
    long sum = 0;
    for (int a = 0; a < 3; a++) {
        float ang = 0.4f + 1.1f * (float)a;
        rotate(w, h, in, cosf(ang), sinf(ang), out);
        for (int i = 0; i < w * h; i++)
            sum += out[i] * (1 + i % 5);
    }
    for (int y = 0; y < TH; y++)
        for (int x = 0; x < TW; x++)
            t[y][x] = (float)((x + 3 * y) % 17) * 0.25f;
    float last = tone(t, 2.0f);
    double ts = 0.0;
    for (int y = 0; y < TH; y++)
        for (int x = 0; x < TW; x++)
            ts += t[y][x];
    printf("rotated %ld tile %.5f last %.6f\n", sum, ts, last);
    free(in);
    free(out);
    free(t);
    return 0;
}
