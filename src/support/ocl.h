/*
 * ocl.h: OpenCL runtime helpers.
 *
 * Contract.  Every OpenCL call kforge makes goes through these helpers or
 * the KF_OCL_TRY pattern: a failure is reported as "clCallName: CL_ERROR_NAME
 * (code)" in a caller-supplied message buffer, never ignored.
 *
 *   kf_ocl_open     picks a device (by index or by a substring of its name,
 *                   default $KFORGE_DEVICE, else the first device found) and
 *                   creates a context and an in-order queue on it
 *   kf_ocl_build    builds a program; a failed build returns NULL with the
 *                   build log in the message.  Built binaries are cached on
 *                   disk, keyed by source + options + device + driver, in
 *                   $KFORGE_CACHE_DIR, else $XDG_CACHE_HOME/kforge/kernels,
 *                   else ~/.cache/kforge/kernels (KFORGE_KERNEL_CACHE=0 turns
 *                   it off).  Cache files are written to a temporary name and
 *                   renamed; an unreadable or stale entry is rebuilt.
 *                   $KFORGE_OPENCL_OPTIONS is appended to every build's
 *                   options (and so to the cache key): the user's own, as
 *                   CFLAGS are to a C build ("-cl-fast-relaxed-math"; the
 *                   test suite's "-cl-opt-disable", tests/run-tests says why)
 *
 * Ownership: kf_ocl_open fills a kf_ocl_env the caller closes with
 * kf_ocl_close (which releases queue and context).  kf_ocl_build gives a
 * program the caller releases.  Strings marked __give are free()d by the
 * caller.
 */
#ifndef KFORGE_OCL_H
#define KFORGE_OCL_H

#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 120
#endif
#include <CL/cl.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef struct kf_ocl_env {
    cl_platform_id platform;
    cl_device_id device;
    cl_context context;
    cl_command_queue queue; /* in order, profiling enabled */
} kf_ocl_env;

/* The name of an OpenCL error code, e.g. "CL_INVALID_VALUE" (static). */
const char *kf_ocl_strerror(cl_int err);

/* Opens `spec` (NULL: $KFORGE_DEVICE, else device 0): a decimal index into
 * the list of all devices of all platforms, or a case-insensitive substring
 * of "platform-name device-name".  0 on success, else -1 and the reason in
 * err. */
int kf_ocl_open(kf_ocl_env *env, const char *spec, char *err, size_t errlen);
void kf_ocl_close(kf_ocl_env *env);

/* Prints one line per device: "INDEX: PLATFORM / DEVICE". Returns the count. */
int kf_ocl_list(FILE *out);

/* A string naming the device: "device-name|driver-version|platform-name"
 * (__give).  The key of the kernel and preference stores. */
char *kf_ocl_device_key(cl_device_id dev);

/* A string property of a device (CL_DEVICE_NAME, ...) (__give), or NULL. */
char *kf_ocl_device_string(cl_device_id dev, cl_device_info what);

/* Builds `src` with `options` for `dev` in `ctx`; __give the program, or NULL
 * with "clBuildProgram: CL_BUILD_PROGRAM_FAILURE (-11)\n<build log>" in err. */
cl_program kf_ocl_build(cl_context ctx, cl_device_id dev, const char *src, const char *options,
                        char *err, size_t errlen);

/* The kernel cache directory (__give), or NULL when no home is known. */
char *kf_ocl_cache_dir(void);

/* 64-bit FNV-1a of a byte string, chained from `h` (start with
 * KF_FNV_OFFSET). */
#define KF_FNV_OFFSET 0xcbf29ce484222325ULL
uint64_t kf_fnv1a(uint64_t h, const void *data, size_t len);

#endif
