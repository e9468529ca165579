/* kforge 0.1.0: tests/realc/tiles.c for opencl; 1 kernel */
/* tiles.c: the perimeter step of a blocked factorisation written the way
 * Rodinia's lud_omp.c writes it: the block counter `c` declared at the top
 * of the function (and printed after the loop, so its last value
 * matters), the counters of the loops inside declared at the top of the
 * block's body (`int i, j, k;`), and scratch tiles declared there with a
 * GNU attribute, one with an initialiser (`float t[TS * TS]
 * __attribute__((aligned(64)));`, `... = {0.0f};`).  Each block copies the
 * diagonal block into its tile, updates its own columns of the row band
 * and keeps the column sums of what it subtracted.  The block loop is
 * parallel; on the GPU targets it is a kernel whose tiles are each
 * thread's own, and the host replays only the counter it sees (`c`).
 * Written for kforge's tests. */
#include <stdio.h>
#include <stdlib.h>

#define TS 8

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
#ifdef TS
    "#define TS " KF_STR(TS) "\n"
#endif
    "__kernel void perimeter_L1(int nb, int off, int n, __global float *a, __global float *colsum)\n"
    "{\n"
    "    int c = (int)get_global_id(0);\n"
    "    if (c <= nb - 1) {\n"
    "        int i, j, k;\n"
    "        float t[TS * TS] __attribute__((aligned(64)));\n"
    "        float acc[TS] __attribute__((aligned(64))) = {0.0f};\n"
    "        for (i = 0; i < TS; i++)\n"
    "            for (j = 0; j < TS; j++)\n"
    "                t[i * TS + j] = a[(off + i) * n + off + j];\n"
    "        for (j = 0; j < TS; j++)\n"
    "            for (i = 0; i < TS; i++) {\n"
    "                float s = 0.0f;\n"
    "                for (k = 0; k < i; k++)\n"
    "                    s += t[i * TS + k] * a[(off + k) * n + off + TS * (c + 1) + j];\n"
    "                a[(off + i) * n + off + TS * (c + 1) + j] -= s;\n"
    "                acc[j] += s;\n"
    "            }\n"
    "        for (j = 0; j < TS; j++)\n"
    "            colsum[c * TS + j] = acc[j];\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_perimeter_L1;
static struct {
    cl_context kf_context;
    cl_command_queue kf_queue;
    cl_program kf_program;
    size_t kf_groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != CL_SUCCESS) {
        fprintf(stderr, "tests/realc/tiles.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
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
            fprintf(stderr, "tests/realc/tiles.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_perimeter_L1 = clCreateKernel(kf_cl.kf_program, "perimeter_L1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(perimeter_L1)", kf_line);
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

static void perimeter(float *a, float *colsum, int n, int off, int nb)
{
    int c;
#pragma scop
    if (0 <= off && 8 * nb + off + 8 <= n && off + 8 <= n && 1 <= nb &&
    (((unsigned long long)a + (8*nb + off + 7*n + off*n + 8) * sizeof *a) <= (unsigned long long)colsum || ((unsigned long long)colsum + (8*nb) * sizeof *colsum) <= (((unsigned long long)a + (off + off*n) * sizeof *a) < (unsigned long long)a ? ((unsigned long long)a + (off + off*n) * sizeof *a) : (unsigned long long)a))) {
    {
        kf_cl_init(22);
        const size_t kf_a_bytes = (size_t)(8*nb + off + 7*n + off*n + 8) * sizeof a[0];
        cl_mem kf_a_dev = kf_cl_alloc(kf_a_bytes, 22);
        const size_t kf_colsum_bytes = (size_t)(8*nb) * sizeof colsum[0];
        cl_mem kf_colsum_dev = kf_cl_alloc(kf_colsum_bytes, 22);
        kf_cl_write(kf_a_dev, a, kf_a_bytes, 22);
        kf_cl_write(kf_colsum_dev, colsum, kf_colsum_bytes, 22);
        if (nb > 0) {
            size_t kf_local[1] = {256};
            size_t kf_global[1] = {(size_t)nb};
            static struct kf_cl_site kf_site_perimeter_L1;
            kf_cl_fit(1, kf_global, kf_local, &kf_site_perimeter_L1);
            kf_cl_arg(kf_cl_kernel_perimeter_L1, 0, sizeof nb, &nb, 22);
            kf_cl_arg(kf_cl_kernel_perimeter_L1, 1, sizeof off, &off, 22);
            kf_cl_arg(kf_cl_kernel_perimeter_L1, 2, sizeof n, &n, 22);
            kf_cl_arg(kf_cl_kernel_perimeter_L1, 3, sizeof kf_a_dev, &kf_a_dev, 22);
            kf_cl_arg(kf_cl_kernel_perimeter_L1, 4, sizeof kf_colsum_dev, &kf_colsum_dev, 22);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_perimeter_L1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(perimeter_L1)", 22);
        }
        /* the loop counters, as the sequential loops leave them */
        for (c = 0; c < nb; c++) {
        }
        kf_cl_read(a, kf_a_dev, kf_a_bytes, 22);
        kf_cl_read(colsum, kf_colsum_dev, kf_colsum_bytes, 22);
        kf_cl_check(clReleaseMemObject(kf_a_dev), "clReleaseMemObject", 39);
        kf_cl_check(clReleaseMemObject(kf_colsum_dev), "clReleaseMemObject", 39);
    }
    } else {
    for (c = 0; c < nb; c++) {
        int i, j, k;
        float t[TS * TS] __attribute__((aligned(64)));
        float acc[TS] __attribute__((aligned(64))) = {0.0f};
        for (i = 0; i < TS; i++)
            for (j = 0; j < TS; j++)
                t[i * TS + j] = a[(off + i) * n + off + j];
        for (j = 0; j < TS; j++)
            for (i = 0; i < TS; i++) {
                float s = 0.0f;
                for (k = 0; k < i; k++)
                    s += t[i * TS + k] * a[(off + k) * n + off + TS * (c + 1) + j];
                a[(off + i) * n + off + TS * (c + 1) + j] -= s;
                acc[j] += s;
            }
        for (j = 0; j < TS; j++)
            colsum[c * TS + j] = acc[j];
    }
    }
#pragma endscop
    printf("offset %d: %d blocks\n", off, c);
}

int main(void)
{
    int n = 520;
    float *a = malloc((size_t)n * n * sizeof *a);
    float *colsum = malloc((size_t)n * sizeof *colsum);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            a[i * n + j] = (float)((i * 7 + j * 3) % 17) / 17.0f + (i == j ? 4.0f : 0.0f);
    double total = 0.0;
    for (int off = 0; off + TS < n; off += 16 * TS) {
        int nb = (n - off - TS) / TS;
        perimeter(a, colsum, n, off, nb);
        for (int j = 0; j < nb * TS; j++)
            total += colsum[j];
    }
    double cs = 0.0;
    for (int q = 0; q < n * n; q++)
        cs += a[q] * (q % 5 + 1);
    printf("%.6f %.6f\n", cs, total);
    free(a);
    free(colsum);
    return 0;
}
