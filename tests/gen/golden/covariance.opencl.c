/* kforge 0.1.0: tests/kernels/covariance.c for opencl; 3 kernels */
/*
 * covariance.c: sample covariance matrix of M variables over N
 * observations (data is N x M, linearised).  Columns are centred in place;
 * cov[i][j] = sum_k data[k][i] data[k][j] / (N - 1), computed for j >= i
 * and mirrored.
 *
 * Style: malloc'ed linearised arrays with restrict pointers (double),
 * a scalar accumulator declared outside the scop.
 * Default N=100 M=80.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=1100 -DM=900
 *
 * kforge-expect: L1 j parallel
 * kforge-expect: L1.1 i reduction
 * kforge-expect: L2 i parallel
 * kforge-expect: L2.1 j parallel
 * kforge-expect: L3 i parallel
 * kforge-expect: L3.1 j parallel
 * kforge-expect: L3.1.1 k reduction
 * kforge-expect-note: L3 iteration i writes row i from the diagonal right
 *   and column i from the diagonal down; for i != i' these never meet (an
 *   element (i, i') of row i has i' >= i, of column i' has i >= i'), so L3
 *   is parallel.  acc is written before it is read in every (i, j).
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 100
#endif
#ifndef M
#define M 80
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
    "__kernel void kernel_covariance_L1(int m, __global double *mean, int n, __global double *data)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    if (j <= m - 1) {\n"
    "        mean[j] = 0.0;\n"
    "        for (int i = 0; i < n; i++)\n"
    "            mean[j] += data[i * m + j];\n"
    "        mean[j] /= n;\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void kernel_covariance_L2(int m, __global double *mean, int n, __global double *data)\n"
    "{\n"
    "    int j = (int)get_global_id(0);\n"
    "    int i = (int)get_global_id(1);\n"
    "    if (j <= m - 1 && i <= n - 1) {\n"
    "        data[i * m + j] -= mean[j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void kernel_covariance_L3(int m, int n, __global double *data, __global double *cov)\n"
    "{\n"
    "    int i = (int)get_global_id(0);\n"
    "    double acc;\n"
    "    if (i <= m - 1) {\n"
    "        for (int j = i; j < m; j++) {\n"
    "            acc = 0.0;\n"
    "            for (int k = 0; k < n; k++)\n"
    "                acc += data[k * m + i] * data[k * m + j];\n"
    "            acc /= n - 1.0;\n"
    "            cov[i * m + j] = acc;\n"
    "            cov[j * m + i] = acc;\n"
    "        }\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_kernel_covariance_L1;
static cl_kernel kf_cl_kernel_kernel_covariance_L2;
static cl_kernel kf_cl_kernel_kernel_covariance_L3;
static struct {
    cl_context context;
    cl_command_queue queue;
    cl_program program;
    size_t groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int err, const char *call, int line)
{
    if (err != CL_SUCCESS) {
        fprintf(stderr, "tests/kernels/covariance.c:%d: %s failed: OpenCL error %d\n", line, call, (int)err);
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
            fprintf(stderr, "tests/kernels/covariance.c:%d: clBuildProgram failed:\n%s\n", line, log);
            exit(EXIT_FAILURE);
        }
        if (cached) {
            kf_cl_save(key, len, path);
        }
    }
    free(key);
    kf_cl_kernel_kernel_covariance_L1 = clCreateKernel(kf_cl.program, "kernel_covariance_L1", &err);
    kf_cl_check(err, "clCreateKernel(kernel_covariance_L1)", line);
    kf_cl_kernel_kernel_covariance_L2 = clCreateKernel(kf_cl.program, "kernel_covariance_L2", &err);
    kf_cl_check(err, "clCreateKernel(kernel_covariance_L2)", line);
    kf_cl_kernel_kernel_covariance_L3 = clCreateKernel(kf_cl.program, "kernel_covariance_L3", &err);
    kf_cl_check(err, "clCreateKernel(kernel_covariance_L3)", line);
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

static void kf_cl_free_37(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 37);
}

static void kernel_covariance(int n, int m, double *restrict data,
			      double *restrict cov, double *restrict mean)
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(37);
	const size_t mean_bytes = (size_t)m * sizeof mean[0];
	cl_mem mean_dev __attribute__((cleanup(kf_cl_free_37))) = kf_cl_alloc(mean_bytes, 37);
	const size_t data_bytes = (size_t)(m*n) * sizeof data[0];
	cl_mem data_dev __attribute__((cleanup(kf_cl_free_37))) = kf_cl_alloc(data_bytes, 37);
	const size_t cov_bytes = (size_t)(m*m) * sizeof cov[0];
	cl_mem cov_dev __attribute__((cleanup(kf_cl_free_37))) = kf_cl_alloc(cov_bytes, 37);
	double acc;

#pragma scop
	{
	    kf_cl_init(41);
	    kf_cl_write(mean_dev, mean, mean_bytes, 41);
	    kf_cl_write(data_dev, data, data_bytes, 41);
	    if (m > 0) {
	        size_t kf_local[1] = {256};
	        size_t kf_global[1] = {(size_t)m};
	        kf_cl_fit(1, kf_global, kf_local);
	        kf_cl_arg(kf_cl_kernel_kernel_covariance_L1, 0, sizeof m, &m, 41);
	        kf_cl_arg(kf_cl_kernel_kernel_covariance_L1, 1, sizeof mean_dev, &mean_dev, 41);
	        kf_cl_arg(kf_cl_kernel_kernel_covariance_L1, 2, sizeof n, &n, 41);
	        kf_cl_arg(kf_cl_kernel_kernel_covariance_L1, 3, sizeof data_dev, &data_dev, 41);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_covariance_L1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(kernel_covariance_L1)", 41);
	    }
	    if (n > 0 && m > 0) {
	        size_t kf_local[2] = {16, 16};
	        size_t kf_global[2] = {(size_t)m, (size_t)n};
	        kf_cl_fit(2, kf_global, kf_local);
	        kf_cl_arg(kf_cl_kernel_kernel_covariance_L2, 0, sizeof m, &m, 47);
	        kf_cl_arg(kf_cl_kernel_kernel_covariance_L2, 1, sizeof mean_dev, &mean_dev, 47);
	        kf_cl_arg(kf_cl_kernel_kernel_covariance_L2, 2, sizeof n, &n, 47);
	        kf_cl_arg(kf_cl_kernel_kernel_covariance_L2, 3, sizeof data_dev, &data_dev, 47);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_covariance_L2, 2, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(kernel_covariance_L2)", 47);
	    }
	    kf_cl_write(cov_dev, cov, cov_bytes, 50);
	    if (m > 0) {
	        size_t kf_local[1] = {256};
	        size_t kf_global[1] = {(size_t)m};
	        kf_cl_fit(1, kf_global, kf_local);
	        kf_cl_arg(kf_cl_kernel_kernel_covariance_L3, 0, sizeof m, &m, 50);
	        kf_cl_arg(kf_cl_kernel_kernel_covariance_L3, 1, sizeof n, &n, 50);
	        kf_cl_arg(kf_cl_kernel_kernel_covariance_L3, 2, sizeof data_dev, &data_dev, 50);
	        kf_cl_arg(kf_cl_kernel_kernel_covariance_L3, 3, sizeof cov_dev, &cov_dev, 50);
	        kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_covariance_L3, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                    "clEnqueueNDRangeKernel(kernel_covariance_L3)", 50);
	    }
	    kf_cl_read(mean, mean_dev, mean_bytes, 50);
	    kf_cl_read(data, data_dev, data_bytes, 50);
	    kf_cl_read(cov, cov_dev, cov_bytes, 50);
	}
#pragma endscop
}

int main(void)
{
	int n = N, m = M;
	double *data = malloc(sizeof(double) * n * m);
	double *cov = malloc(sizeof(double) * m * m);
	double *mean = malloc(sizeof(double) * m);

	if (!data || !cov || !mean)
		return 1;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j++)
			data[i * m + j] = (double)((i * (j + 1) + 2 * j) % 13) / 4.0 +
					  (double)(i % 7) * j / m;

	kernel_covariance(n, m, data, cov, mean);

	printf("cov\n");
	for (int i = 0; i < m; i++) {
		for (int j = 0; j < m; j++)
			printf("%.10g ", cov[i * m + j]);
		printf("\n");
	}
	free(data);
	free(cov);
	free(mean);
	return 0;
}
