/* kforge 0.1.0: tests/kernels/adi.c for opencl; 2 kernels */
/*
 * adi.c: alternating direction implicit (ADI) solver for 2-D diffusion.
 * Each time step solves one tridiagonal system per column (implicit along
 * the first index, u -> v) and then one per row (implicit along the
 * second index, v -> u), each by the Thomas algorithm: a forward
 * elimination sweep filling p and q, then a backward substitution sweep.
 * Boundary values are held at 1.
 *
 * Style: static global 2-D arrays used directly by the kernel (double),
 * decrementing loops (the backward sweeps).  Coefficients are set before
 * the scop.  The scheme is implicit and unconditionally stable.
 * Default N=50 TSTEPS=10.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=1000 -DTSTEPS=60
 *
 * kforge-expect: L1 t sequential
 * kforge-expect: L1.1 i parallel
 * kforge-expect: L1.1.1 j sequential
 * kforge-expect: L1.1.2 j sequential
 * kforge-expect: L1.2 i parallel
 * kforge-expect: L1.2.1 j sequential
 * kforge-expect: L1.2.2 j sequential
 * kforge-expect-note: L1.1 (one column i per iteration) writes column i of
 *   v and row i of p and q, and reads u, which the column sweep does not
 *   write; L1.2 likewise writes row i of u, p and q and reads v.  The
 *   forward sweeps carry p[i][j-1] -> p[i][j] and q[i][j-1] -> q[i][j];
 *   the backward sweeps carry v[j+1][i] -> v[j][i] and u[i][j+1] ->
 *   u[i][j].
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#ifndef N
#define N 50
#endif
#ifndef TSTEPS
#define TSTEPS 10
#endif

static double u[N][N];
static double v[N][N];
static double p[N][N];
static double q[N][N];

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
#ifdef N
    "#define N " KF_STR(N) "\n"
#endif
    "__kernel void kernel_adi_L1_1(__global double *v, __global double *p, __global double *q, double c, double a, double b, double d, __global double *u, double f)\n"
    "{\n"
    "    int i = 1 + (int)get_global_id(0);\n"
    "    int j;\n"
    "    if (i <= 48) {\n"
    "        v[0 * 50 + i] = 1.0;\n"
    "        p[i * 50 + 0] = 0.0;\n"
    "        q[i * 50 + 0] = v[0 * 50 + i];\n"
    "        for (j = 1; j < N - 1; j++) {\n"
    "            p[i * 50 + j] = -c / (a * p[i * 50 + j - 1] + b);\n"
    "            q[i * 50 + j] = (-d * u[j * 50 + i - 1] + (1.0 + 2.0 * d) * u[j * 50 + i] -\n"
    "                   f * u[j * 50 + i + 1] - a * q[i * 50 + j - 1]) /\n"
    "                  (a * p[i * 50 + j - 1] + b);\n"
    "        }\n"
    "        v[(N - 1) * 50 + i] = 1.0;\n"
    "        for (j = N - 2; j >= 1; j--)\n"
    "            v[j * 50 + i] = p[i * 50 + j] * v[(j + 1) * 50 + i] + q[i * 50 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void kernel_adi_L1_2(__global double *v, __global double *p, __global double *q, double c, double a, double d, __global double *u, double f, double e)\n"
    "{\n"
    "    int i = 1 + (int)get_global_id(0);\n"
    "    int j;\n"
    "    if (i <= 48) {\n"
    "        u[i * 50 + 0] = 1.0;\n"
    "        p[i * 50 + 0] = 0.0;\n"
    "        q[i * 50 + 0] = u[i * 50 + 0];\n"
    "        for (j = 1; j < N - 1; j++) {\n"
    "            p[i * 50 + j] = -f / (d * p[i * 50 + j - 1] + e);\n"
    "            q[i * 50 + j] = (-a * v[(i - 1) * 50 + j] + (1.0 + 2.0 * a) * v[i * 50 + j] -\n"
    "                   c * v[(i + 1) * 50 + j] - d * q[i * 50 + j - 1]) /\n"
    "                  (d * p[i * 50 + j - 1] + e);\n"
    "        }\n"
    "        u[i * 50 + N - 1] = 1.0;\n"
    "        for (j = N - 2; j >= 1; j--)\n"
    "            u[i * 50 + j] = p[i * 50 + j] * u[i * 50 + j + 1] + q[i * 50 + j];\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_kernel_adi_L1_1;
static cl_kernel kf_cl_kernel_kernel_adi_L1_2;
static struct {
    cl_context context;
    cl_command_queue queue;
    cl_program program;
    size_t groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int err, const char *call, int line)
{
    if (err != CL_SUCCESS) {
        fprintf(stderr, "tests/kernels/adi.c:%d: %s failed: OpenCL error %d\n", line, call, (int)err);
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
            fprintf(stderr, "tests/kernels/adi.c:%d: clBuildProgram failed:\n%s\n", line, log);
            exit(EXIT_FAILURE);
        }
        if (cached) {
            kf_cl_save(key, len, path);
        }
    }
    free(key);
    kf_cl_kernel_kernel_adi_L1_1 = clCreateKernel(kf_cl.program, "kernel_adi_L1_1", &err);
    kf_cl_check(err, "clCreateKernel(kernel_adi_L1_1)", line);
    kf_cl_kernel_kernel_adi_L1_2 = clCreateKernel(kf_cl.program, "kernel_adi_L1_2", &err);
    kf_cl_check(err, "clCreateKernel(kernel_adi_L1_2)", line);
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

static void kf_cl_free_45(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 45);
}

static void kernel_adi(void)
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(45);
	const size_t v_bytes = (size_t)50 * sizeof v[0];
	cl_mem v_dev __attribute__((cleanup(kf_cl_free_45))) = kf_cl_alloc(v_bytes, 45);
	const size_t p_bytes = (size_t)50 * sizeof p[0];
	cl_mem p_dev __attribute__((cleanup(kf_cl_free_45))) = kf_cl_alloc(p_bytes, 45);
	const size_t q_bytes = (size_t)50 * sizeof q[0];
	cl_mem q_dev __attribute__((cleanup(kf_cl_free_45))) = kf_cl_alloc(q_bytes, 45);
	const size_t u_bytes = (size_t)50 * sizeof u[0];
	cl_mem u_dev __attribute__((cleanup(kf_cl_free_45))) = kf_cl_alloc(u_bytes, 45);
	int t, i, j;
	double dx = 1.0 / N, dt = 2.0 / ((double)N * N);
	double mx = 1.0 * dt / (dx * dx), my = 0.5 * dt / (dx * dx);
	double a = -mx / 2.0, b = 1.0 + mx, c = a;
	double d = -my / 2.0, e = 1.0 + my, f = d;

#pragma scop
	{
	    kf_cl_init(53);
	    kf_cl_write(v_dev, v, v_bytes, 53);
	    kf_cl_write(p_dev, p, p_bytes, 53);
	    kf_cl_write(q_dev, q, q_bytes, 53);
	    kf_cl_write(u_dev, u, u_bytes, 53);
	    for (t = 1; t <= TSTEPS; t++) {
	        if (48 > 0) {
	            size_t kf_local[1] = {64};
	            size_t kf_global[1] = {(size_t)48};
	            kf_cl_fit(1, kf_global, kf_local);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_1, 0, sizeof v_dev, &v_dev, 54);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_1, 1, sizeof p_dev, &p_dev, 54);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_1, 2, sizeof q_dev, &q_dev, 54);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_1, 3, sizeof c, &c, 54);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_1, 4, sizeof a, &a, 54);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_1, 5, sizeof b, &b, 54);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_1, 6, sizeof d, &d, 54);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_1, 7, sizeof u_dev, &u_dev, 54);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_1, 8, sizeof f, &f, 54);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_adi_L1_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_adi_L1_1)", 54);
	        }
	        /* the loop counters, as the sequential loops leave them */
	        for (i = 1; i < N - 1; i++) {
	            for (j = 1; j < N - 1; j++) {
	            }
	            for (j = N - 2; j >= 1; j--) {
	            }
	        }
	        if (48 > 0) {
	            size_t kf_local[1] = {64};
	            size_t kf_global[1] = {(size_t)48};
	            kf_cl_fit(1, kf_global, kf_local);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_2, 0, sizeof v_dev, &v_dev, 68);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_2, 1, sizeof p_dev, &p_dev, 68);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_2, 2, sizeof q_dev, &q_dev, 68);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_2, 3, sizeof c, &c, 68);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_2, 4, sizeof a, &a, 68);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_2, 5, sizeof d, &d, 68);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_2, 6, sizeof u_dev, &u_dev, 68);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_2, 7, sizeof f, &f, 68);
	            kf_cl_arg(kf_cl_kernel_kernel_adi_L1_2, 8, sizeof e, &e, 68);
	            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_adi_L1_2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                        "clEnqueueNDRangeKernel(kernel_adi_L1_2)", 68);
	        }
	        /* the loop counters, as the sequential loops leave them */
	        for (i = 1; i < N - 1; i++) {
	            for (j = 1; j < N - 1; j++) {
	            }
	            for (j = N - 2; j >= 1; j--) {
	            }
	        }
	    }
	    kf_cl_read(v, v_dev, v_bytes, 53);
	    kf_cl_read(p, p_dev, p_bytes, 53);
	    kf_cl_read(q, q_dev, q_bytes, 53);
	    kf_cl_read(u, u_dev, u_bytes, 53);
	}
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			u[i][j] = (double)(i + N - j) / N;

	kernel_adi();

	printf("u\n");
	for (int i = 0; i < N; i++) {
		for (int j = 0; j < N; j++)
			printf("%.10g ", u[i][j]);
		printf("\n");
	}
	return 0;
}
