/* kforge 0.1.0: tests/kernels/nussinov.c for opencl; 4 kernels */
/*
 * nussinov.c: Nussinov's dynamic programme for RNA secondary structure:
 * table[i][j] is the largest number of non-crossing base pairs in the
 * subsequence seq[i..j].  Bases are coded 0..3 (A, C, G, U); a pair
 * matches when the codes sum to 3 (A-U, C-G).  Rows are filled from the
 * bottom up, each row from left to right.
 *
 * Style: C99 VLA parameters (int), max through a macro, a decrementing
 * loop, conditionals inside the scop.
 * Default N=120.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=1800
 *
 * kforge-expect: L1 i sequential
 * kforge-expect: L1.1 j sequential
 * kforge-expect: L1.1.1 k reduction
 * kforge-expect-note: L1 (i downwards) reads row i + 1, written by the
 *   previous iteration; L1.1 reads table[i][j-1], written by the previous
 *   iteration.  L1.1.1 is a max reduction into table[i][j] (does not
 *   depend on k); it reads table[i][k] with k < j and table[k+1][j] with
 *   k + 1 > i, never the element it writes.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 120
#endif

#define MAX(a, b) ((a) >= (b) ? (a) : (b))
#define PAIRS(b1, b2) ((b1) + (b2) == 3 ? 1 : 0)

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
    "#define MAX(a,b) ( ( a ) >= ( b ) ? ( a ) : ( b ) )\n"
    "#define PAIRS(b1,b2) ( ( b1 ) + ( b2 ) == 3 ? 1 : 0 )\n"
    "__kernel void kernel_nussinov_S1(int i, int n, int j, __global int *table)\n"
    "{\n"
    "    if (j - 1 >= 0)\n"
    "        table[i * n + j] = MAX(table[i * n + j], table[i * n + j - 1]);\n"
    "}\n"
    "\n"
    "__kernel void kernel_nussinov_S2(int i, int n, int j, __global int *table)\n"
    "{\n"
    "    if (i + 1 < n)\n"
    "        table[i * n + j] = MAX(table[i * n + j], table[(i + 1) * n + j]);\n"
    "}\n"
    "\n"
    "__kernel void kernel_nussinov_S3(int i, int n, int j, __global int *table, __global int *seq)\n"
    "{\n"
    "    if (j - 1 >= 0 && i + 1 < n) {\n"
    "        if (i < j - 1)\n"
    "            table[i * n + j] = MAX(table[i * n + j],\n"
    "                      table[(i + 1) * n + j - 1] + PAIRS(seq[i], seq[j]));\n"
    "        else\n"
    "            table[i * n + j] = MAX(table[i * n + j], table[(i + 1) * n + j - 1]);\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void kernel_nussinov_L1_1_1(int i, int n, int j, __global int *table, __global int *kf_part_kf_e_table)\n"
    "{\n"
    "    __local int kf_sh_kf_e_table[256];\n"
    "    int kf_e_table = table[i * n + j];\n"
    "    long kf_n0 = (long)(-i + j - 1);\n"
    "    long kf_total = kf_n0;\n"
    "    for (long kf_t = (long)get_global_id(0); kf_t < kf_total; kf_t += (long)get_global_size(0)) {\n"
    "        int k = i + 1 + (int)(kf_t);\n"
    "        kf_e_table = MAX(kf_e_table, table[i * n + k] + table[(k + 1) * n + j]);\n"
    "    }\n"
    "    kf_sh_kf_e_table[get_local_id(0)] = kf_e_table;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (int kf_o = 128; kf_o > 0; kf_o /= 2) {\n"
    "        if (get_local_id(0) < kf_o) {\n"
    "            kf_sh_kf_e_table[get_local_id(0)] = (kf_sh_kf_e_table[get_local_id(0) + kf_o] > kf_sh_kf_e_table[get_local_id(0)] ? kf_sh_kf_e_table[get_local_id(0) + kf_o] : kf_sh_kf_e_table[get_local_id(0)]);\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (get_local_id(0) == 0) {\n"
    "        kf_part_kf_e_table[get_group_id(0)] = kf_sh_kf_e_table[0];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void kernel_nussinov_L1_1_1_fin(int i, int n, int j, __global int *table, __global int *kf_part_kf_e_table, int kf_ngroups)\n"
    "{\n"
    "    int kf_v_kf_e_table = table[i * n + j];\n"
    "    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {\n"
    "        kf_v_kf_e_table = (kf_part_kf_e_table[kf_g] > kf_v_kf_e_table ? kf_part_kf_e_table[kf_g] : kf_v_kf_e_table);\n"
    "    }\n"
    "    table[i * n + j] = kf_v_kf_e_table;\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_kernel_nussinov_S1;
static cl_kernel kf_cl_kernel_kernel_nussinov_S2;
static cl_kernel kf_cl_kernel_kernel_nussinov_S3;
static cl_kernel kf_cl_kernel_kernel_nussinov_L1_1_1;
static cl_kernel kf_cl_kernel_kernel_nussinov_L1_1_1_fin;
static struct {
    cl_context context;
    cl_command_queue queue;
    cl_program program;
} kf_cl;

static void kf_cl_check(cl_int err, const char *call, int line)
{
    if (err != CL_SUCCESS) {
        fprintf(stderr, "tests/kernels/nussinov.c:%d: %s failed: OpenCL error %d\n", line, call, (int)err);
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
            fprintf(stderr, "tests/kernels/nussinov.c:%d: clBuildProgram failed:\n%s\n", line, log);
            exit(EXIT_FAILURE);
        }
        if (cached) {
            kf_cl_save(key, len, path);
        }
    }
    free(key);
    kf_cl_kernel_kernel_nussinov_S1 = clCreateKernel(kf_cl.program, "kernel_nussinov_S1", &err);
    kf_cl_check(err, "clCreateKernel(kernel_nussinov_S1)", line);
    kf_cl_kernel_kernel_nussinov_S2 = clCreateKernel(kf_cl.program, "kernel_nussinov_S2", &err);
    kf_cl_check(err, "clCreateKernel(kernel_nussinov_S2)", line);
    kf_cl_kernel_kernel_nussinov_S3 = clCreateKernel(kf_cl.program, "kernel_nussinov_S3", &err);
    kf_cl_check(err, "clCreateKernel(kernel_nussinov_S3)", line);
    kf_cl_kernel_kernel_nussinov_L1_1_1 = clCreateKernel(kf_cl.program, "kernel_nussinov_L1_1_1", &err);
    kf_cl_check(err, "clCreateKernel(kernel_nussinov_L1_1_1)", line);
    kf_cl_kernel_kernel_nussinov_L1_1_1_fin = clCreateKernel(kf_cl.program, "kernel_nussinov_L1_1_1_fin", &err);
    kf_cl_check(err, "clCreateKernel(kernel_nussinov_L1_1_1_fin)", line);
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

static void kf_cl_free_34(cl_mem *m)
{
    kf_cl_check(clReleaseMemObject(*m), "clReleaseMemObject", 34);
}

static void kernel_nussinov(int n, const int seq[n], int table[n][n])
{
	/* kforge: device buffers, freed when they go out of scope */
	kf_cl_init(34);
	const size_t table_bytes = (size_t)n * sizeof table[0];
	cl_mem table_dev __attribute__((cleanup(kf_cl_free_34))) = kf_cl_alloc(table_bytes, 34);
	const size_t seq_bytes = (size_t)n * sizeof seq[0];
	cl_mem seq_dev __attribute__((cleanup(kf_cl_free_34))) = kf_cl_alloc(seq_bytes, 34);
#pragma scop
	{
	    kf_cl_init(36);
	    cl_mem kf_part_kernel_nussinov_L1_1_1_kf_e_table = kf_cl_alloc(256 * sizeof(int), 36);
	    kf_cl_write(table_dev, table, table_bytes, 36);
	    kf_cl_write(seq_dev, seq, seq_bytes, 36);
	    for (int i = n - 1; i >= 0; i--) {
	        for (int j = i + 1; j < n; j++) {
	            {
	                size_t kf_local[1] = {1};
	                size_t kf_global[1] = {1};
	                kf_cl_arg(kf_cl_kernel_kernel_nussinov_S1, 0, sizeof i, &i, 38);
	                kf_cl_arg(kf_cl_kernel_kernel_nussinov_S1, 1, sizeof n, &n, 38);
	                kf_cl_arg(kf_cl_kernel_kernel_nussinov_S1, 2, sizeof j, &j, 38);
	                kf_cl_arg(kf_cl_kernel_kernel_nussinov_S1, 3, sizeof table_dev, &table_dev, 38);
	                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_nussinov_S1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                            "clEnqueueNDRangeKernel(kernel_nussinov_S1)", 38);
	            }
	            {
	                size_t kf_local[1] = {1};
	                size_t kf_global[1] = {1};
	                kf_cl_arg(kf_cl_kernel_kernel_nussinov_S2, 0, sizeof i, &i, 40);
	                kf_cl_arg(kf_cl_kernel_kernel_nussinov_S2, 1, sizeof n, &n, 40);
	                kf_cl_arg(kf_cl_kernel_kernel_nussinov_S2, 2, sizeof j, &j, 40);
	                kf_cl_arg(kf_cl_kernel_kernel_nussinov_S2, 3, sizeof table_dev, &table_dev, 40);
	                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_nussinov_S2, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                            "clEnqueueNDRangeKernel(kernel_nussinov_S2)", 40);
	            }
	            {
	                size_t kf_local[1] = {1};
	                size_t kf_global[1] = {1};
	                kf_cl_arg(kf_cl_kernel_kernel_nussinov_S3, 0, sizeof i, &i, 42);
	                kf_cl_arg(kf_cl_kernel_kernel_nussinov_S3, 1, sizeof n, &n, 42);
	                kf_cl_arg(kf_cl_kernel_kernel_nussinov_S3, 2, sizeof j, &j, 42);
	                kf_cl_arg(kf_cl_kernel_kernel_nussinov_S3, 3, sizeof table_dev, &table_dev, 42);
	                kf_cl_arg(kf_cl_kernel_kernel_nussinov_S3, 4, sizeof seq_dev, &seq_dev, 42);
	                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_nussinov_S3, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                            "clEnqueueNDRangeKernel(kernel_nussinov_S3)", 42);
	            }
	            if (-i + j - 1 > 0) {
	                size_t kf_total = (size_t)(-i + j - 1);
	                size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
	                size_t kf_local[1] = {256};
	                size_t kf_global[1] = {kf_groups * 256};
	                kf_cl_arg(kf_cl_kernel_kernel_nussinov_L1_1_1, 0, sizeof i, &i, 49);
	                kf_cl_arg(kf_cl_kernel_kernel_nussinov_L1_1_1, 1, sizeof n, &n, 49);
	                kf_cl_arg(kf_cl_kernel_kernel_nussinov_L1_1_1, 2, sizeof j, &j, 49);
	                kf_cl_arg(kf_cl_kernel_kernel_nussinov_L1_1_1, 3, sizeof table_dev, &table_dev, 49);
	                kf_cl_arg(kf_cl_kernel_kernel_nussinov_L1_1_1, 4, sizeof kf_part_kernel_nussinov_L1_1_1_kf_e_table, &kf_part_kernel_nussinov_L1_1_1_kf_e_table, 49);
	                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_nussinov_L1_1_1, 1, NULL, kf_global, kf_local, 0, NULL, NULL),
	                            "clEnqueueNDRangeKernel(kernel_nussinov_L1_1_1)", 49);
	                kf_cl_arg(kf_cl_kernel_kernel_nussinov_L1_1_1_fin, 0, sizeof i, &i, 49);
	                kf_cl_arg(kf_cl_kernel_kernel_nussinov_L1_1_1_fin, 1, sizeof n, &n, 49);
	                kf_cl_arg(kf_cl_kernel_kernel_nussinov_L1_1_1_fin, 2, sizeof j, &j, 49);
	                kf_cl_arg(kf_cl_kernel_kernel_nussinov_L1_1_1_fin, 3, sizeof table_dev, &table_dev, 49);
	                kf_cl_arg(kf_cl_kernel_kernel_nussinov_L1_1_1_fin, 4, sizeof kf_part_kernel_nussinov_L1_1_1_kf_e_table, &kf_part_kernel_nussinov_L1_1_1_kf_e_table, 49);
	                cl_int kf_ngroups = (cl_int)kf_groups;
	                kf_cl_arg(kf_cl_kernel_kernel_nussinov_L1_1_1_fin, 5, sizeof kf_ngroups, &kf_ngroups, 49);
	                size_t kf_one[1] = {1};
	                kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_kernel_nussinov_L1_1_1_fin, 1, NULL, kf_one, kf_one, 0, NULL, NULL),
	                            "clEnqueueNDRangeKernel(kernel_nussinov_L1_1_1_fin)", 49);
	            }
	        }
	    }
	    kf_cl_read(table, table_dev, table_bytes, 36);
	    kf_cl_check(clReleaseMemObject(kf_part_kernel_nussinov_L1_1_1_kf_e_table), "clReleaseMemObject", 51);
	}
#pragma endscop
}

int main(void)
{
	int n = N;
	int *seq = malloc(sizeof(int) * n);
	int (*table)[n] = malloc(sizeof(int[n][n]));

	if (!seq || !table)
		return 1;
	for (int i = 0; i < n; i++) {
		seq[i] = (i * 7 + i / 5) % 4;
		for (int j = 0; j < n; j++)
			table[i][j] = 0;
	}

	kernel_nussinov(n, seq, table);

	printf("table\n");
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < n; j++)
			printf("%d ", table[i][j]);
		printf("\n");
	}
	free(seq);
	free(table);
	return 0;
}
