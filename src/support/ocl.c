/*
 * ocl.c: OpenCL runtime helpers (contract in include/kforge/ocl.h).
 */
#include "kforge/file.h"
#include "support/ocl.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

const char *kf_ocl_strerror(cl_int err)
{
    switch (err) {
#define E(x) case x: return #x;
    E(CL_SUCCESS) E(CL_DEVICE_NOT_FOUND) E(CL_DEVICE_NOT_AVAILABLE) E(CL_COMPILER_NOT_AVAILABLE)
    E(CL_MEM_OBJECT_ALLOCATION_FAILURE) E(CL_OUT_OF_RESOURCES) E(CL_OUT_OF_HOST_MEMORY)
    E(CL_PROFILING_INFO_NOT_AVAILABLE) E(CL_MEM_COPY_OVERLAP) E(CL_IMAGE_FORMAT_MISMATCH)
    E(CL_IMAGE_FORMAT_NOT_SUPPORTED) E(CL_BUILD_PROGRAM_FAILURE) E(CL_MAP_FAILURE)
    E(CL_MISALIGNED_SUB_BUFFER_OFFSET) E(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST)
    E(CL_COMPILE_PROGRAM_FAILURE) E(CL_LINKER_NOT_AVAILABLE) E(CL_LINK_PROGRAM_FAILURE)
    E(CL_DEVICE_PARTITION_FAILED) E(CL_KERNEL_ARG_INFO_NOT_AVAILABLE) E(CL_INVALID_VALUE)
    E(CL_INVALID_DEVICE_TYPE) E(CL_INVALID_PLATFORM) E(CL_INVALID_DEVICE) E(CL_INVALID_CONTEXT)
    E(CL_INVALID_QUEUE_PROPERTIES) E(CL_INVALID_COMMAND_QUEUE) E(CL_INVALID_HOST_PTR)
    E(CL_INVALID_MEM_OBJECT) E(CL_INVALID_IMAGE_FORMAT_DESCRIPTOR) E(CL_INVALID_IMAGE_SIZE)
    E(CL_INVALID_SAMPLER) E(CL_INVALID_BINARY) E(CL_INVALID_BUILD_OPTIONS) E(CL_INVALID_PROGRAM)
    E(CL_INVALID_PROGRAM_EXECUTABLE) E(CL_INVALID_KERNEL_NAME) E(CL_INVALID_KERNEL_DEFINITION)
    E(CL_INVALID_KERNEL) E(CL_INVALID_ARG_INDEX) E(CL_INVALID_ARG_VALUE) E(CL_INVALID_ARG_SIZE)
    E(CL_INVALID_KERNEL_ARGS) E(CL_INVALID_WORK_DIMENSION) E(CL_INVALID_WORK_GROUP_SIZE)
    E(CL_INVALID_WORK_ITEM_SIZE) E(CL_INVALID_GLOBAL_OFFSET) E(CL_INVALID_EVENT_WAIT_LIST)
    E(CL_INVALID_EVENT) E(CL_INVALID_OPERATION) E(CL_INVALID_GL_OBJECT) E(CL_INVALID_BUFFER_SIZE)
    E(CL_INVALID_MIP_LEVEL) E(CL_INVALID_GLOBAL_WORK_SIZE) E(CL_INVALID_PROPERTY)
#undef E
    default:
        return "CL_UNKNOWN_ERROR";
    }
}

static void seterr(char *err, size_t len, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void seterr(char *err, size_t len, const char *fmt, ...)
{
    if (!err || !len)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, len, fmt, ap);
    va_end(ap);
}

#define CALLERR(call, rc) \
    seterr(err, errlen, "%s: %s (%d)", call, kf_ocl_strerror(rc), (int)(rc))

char *kf_ocl_device_string(cl_device_id dev, cl_device_info what)
{
    size_t n = 0;
    if (clGetDeviceInfo(dev, what, 0, NULL, &n) != CL_SUCCESS)
        return NULL;
    char *s = malloc(n + 1);
    if (!s)
        return NULL;
    if (clGetDeviceInfo(dev, what, n, s, NULL) != CL_SUCCESS) {
        free(s);
        return NULL;
    }
    s[n] = '\0';
    return s;
}

static char *platform_string(cl_platform_id p, cl_platform_info what)
{
    size_t n = 0;
    if (clGetPlatformInfo(p, what, 0, NULL, &n) != CL_SUCCESS)
        return NULL;
    char *s = malloc(n + 1);
    if (!s)
        return NULL;
    if (clGetPlatformInfo(p, what, n, s, NULL) != CL_SUCCESS) {
        free(s);
        return NULL;
    }
    s[n] = '\0';
    return s;
}

char *kf_ocl_device_key(cl_device_id dev)
{
    cl_platform_id plat = NULL;
    clGetDeviceInfo(dev, CL_DEVICE_PLATFORM, sizeof plat, &plat, NULL);
    char *name = kf_ocl_device_string(dev, CL_DEVICE_NAME);
    char *drv = kf_ocl_device_string(dev, CL_DRIVER_VERSION);
    char *pname = plat ? platform_string(plat, CL_PLATFORM_NAME) : NULL;
    char *key = NULL;
    if (asprintf(&key, "%s|%s|%s", name ? name : "?", drv ? drv : "?", pname ? pname : "?") < 0)
        key = NULL;
    free(name);
    free(drv);
    free(pname);
    return key;
}

/* Every device of every platform, in order; returns the count (<= max). */
static int all_devices(cl_platform_id *plats, cl_device_id *devs, int max)
{
    cl_platform_id ps[16];
    cl_uint np = 0;
    if (clGetPlatformIDs(16, ps, &np) != CL_SUCCESS)
        return 0;
    int n = 0;
    for (cl_uint i = 0; i < np && n < max; i++) {
        cl_device_id ds[32];
        cl_uint nd = 0;
        if (clGetDeviceIDs(ps[i], CL_DEVICE_TYPE_ALL, 32, ds, &nd) != CL_SUCCESS)
            continue;
        for (cl_uint j = 0; j < nd && n < max; j++) {
            plats[n] = ps[i];
            devs[n++] = ds[j];
        }
    }
    return n;
}

static char *describe(cl_platform_id p, cl_device_id d)
{
    char *pn = platform_string(p, CL_PLATFORM_NAME);
    char *dn = kf_ocl_device_string(d, CL_DEVICE_NAME);
    char *s = NULL;
    if (asprintf(&s, "%s / %s", pn ? pn : "?", dn ? dn : "?") < 0)
        s = NULL;
    free(pn);
    free(dn);
    return s;
}

int kf_ocl_list(FILE *out)
{
    cl_platform_id ps[64];
    cl_device_id ds[64];
    int n = all_devices(ps, ds, 64);
    for (int i = 0; i < n; i++) {
        char *s = describe(ps[i], ds[i]);
        fprintf(out, "%d: %s\n", i, s ? s : "?");
        free(s);
    }
    return n;
}

static int contains_ci(const char *hay, const char *needle)
{
    size_t nl = strlen(needle);
    for (; *hay; hay++)
        if (strncasecmp(hay, needle, nl) == 0)
            return 1;
    return nl == 0;
}

int kf_ocl_open(kf_ocl_env *env, const char *spec, char *err, size_t errlen)
{
    memset(env, 0, sizeof *env);
    if (!spec || !*spec)
        spec = getenv("KFORGE_DEVICE");
    if (!spec || !*spec)
        spec = "0";
    cl_platform_id ps[64];
    cl_device_id ds[64];
    int n = all_devices(ps, ds, 64);
    if (n == 0) {
        seterr(err, errlen, "clGetDeviceIDs: no OpenCL device found (is an ICD installed?)");
        return -1;
    }
    int pick = -1;
    char *end;
    long idx = strtol(spec, &end, 10);
    if (*end == '\0' && end != spec) {
        if (idx >= 0 && idx < n)
            pick = (int)idx;
    } else {
        for (int i = 0; i < n && pick < 0; i++) {
            char *s = describe(ps[i], ds[i]);
            if (s && contains_ci(s, spec))
                pick = i;
            free(s);
        }
    }
    if (pick < 0) {
        seterr(err, errlen, "no OpenCL device matches '%s' (%d device%s; see kforge tune --list)",
               spec, n, n == 1 ? "" : "s");
        return -1;
    }
    cl_int rc;
    env->platform = ps[pick];
    env->device = ds[pick];
    cl_context_properties props[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)ps[pick], 0};
    env->context = clCreateContext(props, 1, &env->device, NULL, NULL, &rc);
    if (!env->context) {
        CALLERR("clCreateContext", rc);
        return -1;
    }
    env->queue = clCreateCommandQueue(env->context, env->device, CL_QUEUE_PROFILING_ENABLE, &rc);
    if (!env->queue) {
        CALLERR("clCreateCommandQueue", rc);
        clReleaseContext(env->context);
        env->context = NULL;
        return -1;
    }
    return 0;
}

void kf_ocl_close(kf_ocl_env *env)
{
    if (env->queue)
        clReleaseCommandQueue(env->queue);
    if (env->context)
        clReleaseContext(env->context);
    memset(env, 0, sizeof *env);
}

uint64_t kf_fnv1a(uint64_t h, const void *data, size_t len)
{
    const unsigned char *p = data;
    for (size_t i = 0; i < len; i++) {
        h ^= p[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

char *kf_ocl_cache_dir(void)
{
    const char *e = getenv("KFORGE_CACHE_DIR");
    char *d = NULL;
    if (e && *e)
        return strdup(e);
    e = getenv("XDG_CACHE_HOME");
    if (e && *e) {
        if (asprintf(&d, "%s/kforge/kernels", e) < 0)
            return NULL;
        return d;
    }
    e = getenv("HOME");
    if (e && *e) {
        if (asprintf(&d, "%s/.cache/kforge/kernels", e) < 0)
            return NULL;
        return d;
    }
    return NULL;
}

/* The cache file of (src, options, device): two FNV-1a hashes with different
 * seeds make a 128-bit key. */
static char *cache_path(cl_device_id dev, const char *src, const char *options)
{
    if (getenv("KFORGE_KERNEL_CACHE") && strcmp(getenv("KFORGE_KERNEL_CACHE"), "0") == 0)
        return NULL;
    char *dir = kf_ocl_cache_dir();
    char *key = kf_ocl_device_key(dev);
    char *path = NULL;
    if (dir && key) {
        uint64_t h1 = KF_FNV_OFFSET, h2 = 0x84222325cbf29ce4ULL;
        const char *parts[3] = {src, options ? options : "", key};
        for (int i = 0; i < 3; i++) {
            h1 = kf_fnv1a(h1, parts[i], strlen(parts[i]) + 1);
            h2 = kf_fnv1a(h2, parts[i], strlen(parts[i]) + 1);
        }
        if (asprintf(&path, "%s/%016llx%016llx.bin", dir, (unsigned long long)h1,
                     (unsigned long long)h2) < 0)
            path = NULL;
    }
    free(dir);
    free(key);
    return path;
}

static cl_program from_cache(cl_context ctx, cl_device_id dev, const char *path,
                             const char *options)
{
    size_t len = 0;
    char *bin = kf_file_read(path, &len);
    if (!bin)
        return NULL;
    cl_int rc, st;
    const unsigned char *b = (const unsigned char *)bin;
    cl_program prog = len ? clCreateProgramWithBinary(ctx, 1, &dev, &len, &b, &st, &rc) : NULL;
    free(bin);
    if (!prog)
        return NULL;
    if (clBuildProgram(prog, 1, &dev, options, NULL, NULL) != CL_SUCCESS) {
        clReleaseProgram(prog);
        return NULL; /* stale or corrupt: rebuild from source */
    }
    return prog;
}

static void to_cache(cl_program prog, const char *path)
{
    size_t len = 0;
    if (clGetProgramInfo(prog, CL_PROGRAM_BINARY_SIZES, sizeof len, &len, NULL) != CL_SUCCESS ||
        !len)
        return;
    unsigned char *bin = malloc(len);
    if (!bin)
        return;
    if (clGetProgramInfo(prog, CL_PROGRAM_BINARIES, sizeof bin, &bin, NULL) == CL_SUCCESS) {
        char *dcopy = strdup(path);
        if (dcopy) {
            kf_file_mkdir_p(dirname(dcopy));
            free(dcopy);
        }
        kf_file_write_atomic(path, bin, len); /* a cache: failure only costs a rebuild */
    }
    free(bin);
}

/* The caller's options followed by $KFORGE_OPENCL_OPTIONS (__give), or
 * NULL when out of memory. */
static char *build_options(const char *options)
{
    const char *extra = getenv("KFORGE_OPENCL_OPTIONS");
    char *o = NULL;
    if (asprintf(&o, "%s%s%s", options ? options : "", options && *options && extra && *extra ? " " : "",
                 extra ? extra : "") < 0)
        return NULL;
    return o;
}

cl_program kf_ocl_build(cl_context ctx, cl_device_id dev, const char *src, const char *caller_opts,
                        char *err, size_t errlen)
{
    char *options = build_options(caller_opts);
    if (!options) {
        seterr(err, errlen, "kf_ocl_build: out of memory");
        return NULL;
    }
    char *path = cache_path(dev, src, options);
    cl_program prog = path ? from_cache(ctx, dev, path, options) : NULL;
    if (prog) {
        free(path);
        free(options);
        return prog;
    }
    cl_int rc;
    prog = clCreateProgramWithSource(ctx, 1, &src, NULL, &rc);
    if (!prog) {
        CALLERR("clCreateProgramWithSource", rc);
        free(path);
        free(options);
        return NULL;
    }
    rc = clBuildProgram(prog, 1, &dev, options, NULL, NULL);
    if (rc != CL_SUCCESS) {
        size_t n = 0;
        char *log = NULL;
        if (clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, 0, NULL, &n) == CL_SUCCESS &&
            (log = malloc(n + 1)) &&
            clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, n, log, NULL) == CL_SUCCESS)
            log[n] = '\0';
        else if (log)
            log[0] = '\0';
        seterr(err, errlen, "clBuildProgram: %s (%d)%s%s\n%s", kf_ocl_strerror(rc), (int)rc,
               *options ? " with options " : "", options, log ? log : "");
        free(log);
        clReleaseProgram(prog);
        free(path);
        free(options);
        return NULL;
    }
    if (path)
        to_cache(prog, path);
    free(path);
    free(options);
    return prog;
}
