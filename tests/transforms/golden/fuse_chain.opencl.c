/* kforge 0.1.0: tests/transforms/fuse_chain.c for opencl; 3 kernels */
/*
 * fuse_chain.c: four element-wise kernels in a chain (the fusion pass's
 * motivating case), their temporaries t1..t3 used nowhere else, then a
 * kernel that reads y at other elements (no fusion across it) and, after a
 * fusion barrier, one more element-wise kernel.  REPS times.
 *
 * Default N=1000 REPS=3.  Bench sizes: -DN=262144 -DREPS=50 (the temporaries live on
 * the stack)
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 1000
#endif
#ifndef REPS
#define REPS 3
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
    "__kernel void chain_L1_1(int r, int n, __global double *x, __global double *y)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    double kf_t_t1;\n"
    "    double kf_t_t2;\n"
    "    double kf_t_t3;\n"
    "    if (i <= n - 1) {\n"
    "        /* chain_L1_1, line 26 */\n"
    "        {\n"
    "            kf_t_t1 = x[i] * 2.0 + r;\n"
    "        }\n"
    "        /* chain_L1_2, line 28 */\n"
    "        {\n"
    "            kf_t_t2 = kf_t_t1 * kf_t_t1;\n"
    "        }\n"
    "        /* chain_L1_3, line 30 */\n"
    "        {\n"
    "            kf_t_t3 = kf_t_t2 - x[i];\n"
    "        }\n"
    "        /* chain_L1_4, line 32 */\n"
    "        {\n"
    "            y[i] = kf_t_t3 * 0.5 + kf_t_t1;\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void chain_L1_5(int n, __global double *y, __global double *z)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= n - 1) {\n"
    "        z[i] = y[(i + 1) % n] - y[i];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void chain_L1_6(int n, __global double *z, __global double *u)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    if (i <= n - 1) {\n"
    "        u[i] = z[i] * 3.0;\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_chain_L1_1;
static cl_kernel kf_cl_kernel_chain_L1_5;
static cl_kernel kf_cl_kernel_chain_L1_6;
static struct {
    cl_context context;
    cl_command_queue queue;
    cl_program program;
    size_t groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int err, const char *call, int line)
{
    if (err != CL_SUCCESS) {
        fprintf(stderr, "tests/transforms/fuse_chain.c:%d: %s failed: OpenCL error %d\n", line, call, (int)err);
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
            fprintf(stderr, "tests/transforms/fuse_chain.c:%d: clBuildProgram failed:\n%s\n", line, log);
            exit(EXIT_FAILURE);
        }
        if (cached) {
            kf_cl_save(key, len, path);
        }
    }
    free(key);
    kf_cl_kernel_chain_L1_1 = clCreateKernel(kf_cl.program, "chain_L1_1", &err);
    kf_cl_check(err, "clCreateKernel(chain_L1_1)", line);
    kf_cl_kernel_chain_L1_5 = clCreateKernel(kf_cl.program, "chain_L1_5", &err);
    kf_cl_check(err, "clCreateKernel(chain_L1_5)", line);
    kf_cl_kernel_chain_L1_6 = clCreateKernel(kf_cl.program, "chain_L1_6", &err);
    kf_cl_check(err, "clCreateKernel(chain_L1_6)", line);
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

static void chain(int n, double x[n], double y[n], double z[n], double u[n])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(22);
	const size_t x_bytes = (size_t)n * sizeof x[0];
	cl_mem x_dev __attribute__((cleanup(kf_cl_free_22))) = kf_cl_alloc(x_bytes, 22);
	const size_t y_bytes = (size_t)n * sizeof y[0];
	cl_mem y_dev __attribute__((cleanup(kf_cl_free_22))) = kf_cl_alloc(y_bytes, 22);
	const size_t z_bytes = (size_t)n * sizeof z[0];
	cl_mem z_dev __attribute__((cleanup(kf_cl_free_22))) = kf_cl_alloc(z_bytes, 22);
	const size_t u_bytes = (size_t)n * sizeof u[0];
	cl_mem u_dev __attribute__((cleanup(kf_cl_free_22))) = kf_cl_alloc(u_bytes, 22);
	double t1[N], t2[N], t3[N];
#pragma scop
	{
	    kf_cl_init(25);
	    kf_cl_write(x_dev, x, x_bytes, 25);
	    kf_cl_write(y_dev, y, y_bytes, 25);
	    kf_cl_write(z_dev, z, z_bytes, 25);
	    kf_cl_write(u_dev, u, u_bytes, 25);
	    for (int r = 0; r < REPS; r++) {
	        if (n > 0) {
	            size_t kf_local[1] = {256};
	            size_t kf_global[1] = {(size_t)n};
	            kf_cl_fit(1, kf_global, kf_local);
	            kf_cl_arg(kf_cl_kernel_chain_L1_1, 0, sizeof r, &r, 26);
	            kf_cl_arg(kf_cl_kernel_chain_L1_1, 1, sizeof n, &n, 26);
	            kf_cl_arg(kf_cl_kernel_chain_L1_1, 2, sizeof x_dev, &x_dev, 26);
	            kf_cl_arg(kf_cl_kernel_chain_L1_1, 3, sizeof y_dev, &y_dev, 26);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_chain_L1_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(chain_L1_1)", 26);
	        }
	        if (n > 0) {
	            size_t kf_local[1] = {256};
	            size_t kf_global[1] = {(size_t)n};
	            kf_cl_fit(1, kf_global, kf_local);
	            kf_cl_arg(kf_cl_kernel_chain_L1_5, 0, sizeof n, &n, 34);
	            kf_cl_arg(kf_cl_kernel_chain_L1_5, 1, sizeof y_dev, &y_dev, 34);
	            kf_cl_arg(kf_cl_kernel_chain_L1_5, 2, sizeof z_dev, &z_dev, 34);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_chain_L1_5, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(chain_L1_5)", 34);
	        }
	        if (n > 0) {
	            size_t kf_local[1] = {256};
	            size_t kf_global[1] = {(size_t)n};
	            kf_cl_fit(1, kf_global, kf_local);
	            kf_cl_arg(kf_cl_kernel_chain_L1_6, 0, sizeof n, &n, 37);
	            kf_cl_arg(kf_cl_kernel_chain_L1_6, 1, sizeof z_dev, &z_dev, 37);
	            kf_cl_arg(kf_cl_kernel_chain_L1_6, 2, sizeof u_dev, &u_dev, 37);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_chain_L1_6, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(chain_L1_6)", 37);
	        }
	    }
	    kf_cl_read(y, y_dev, y_bytes, 25);
	    kf_cl_read(z, z_dev, z_bytes, 25);
	    kf_cl_read(u, u_dev, u_bytes, 25);
	}
#pragma endscop
}

int main(void)
{
	int n = N;
	double *x = malloc(sizeof(double[n])), *y = malloc(sizeof(double[n]));
	double *z = malloc(sizeof(double[n])), *u = malloc(sizeof(double[n]));

	if (!x || !y || !z || !u)
		return 1;
	for (int i = 0; i < n; i++)
		x[i] = (double)(i % 13) / 8.0;
	chain(n, x, y, z, u);
	for (int i = 0; i < n; i += 7)
		printf("%.10g %.10g %.10g\n", y[i], z[i], u[i]);
	free(x);
	free(y);
	free(z);
	free(u);
	return 0;
}
