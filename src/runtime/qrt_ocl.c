/*
 * qrt_ocl.c: the OpenCL side of an array's residency and the kernel-launch
 * helper (contract in include/kforge/qrt.h).
 *
 * The device is opened once a process through support's kf_ocl_open; a
 * program is built once a process through kf_ocl_build (which keeps the
 * binary in kforge's on-disk kernel cache) and kept in a list keyed by its
 * source and options, with the kernels made from it.  Transfers follow the
 * dirty bits of the Quasar compiler chapter's data transfer optimizer
 * (§17.1): a buffer is written only when the device copy is dirty and the
 * kernel reads it, read back only when the host asks for dirty data.
 */
#include "runtime/qrt_int.h"
#include "support/ocl.h"

#include <stdlib.h>
#include <string.h>

static kf_ocl_env env;
static int state; /* 0 not tried, 1 open, -1 failed */
static char open_err[512];

typedef struct kernel_entry {
    char *name;
    cl_kernel kernel;
    struct kernel_entry *next;
} kernel_entry;

typedef struct program_entry {
    uint64_t hash;
    char *src, *options;
    cl_program program;
    kernel_entry *kernels;
    struct program_entry *next;
} program_entry;

static program_entry *programs;

int qrt_ocl_available(void)
{
    if (state == 0) state = kf_ocl_open(&env, NULL, open_err, sizeof open_err) == 0 ? 1 : -1;
    return state == 1;
}

static void need_ocl(void)
{
    if (!qrt_ocl_available()) qrt_error("OpenCL: %s", open_err);
}

#define OCL_CHECK(call, what)                                                                      \
    do {                                                                                           \
        cl_int e_ = (call);                                                                        \
        if (e_ != CL_SUCCESS) qrt_error("%s: %s (%d)", what, kf_ocl_strerror(e_), (int)e_);        \
    } while (0)

static size_t bytes_of(const qrt_array *A) { return (A->numel ? A->numel : 1) * A->elsize; }

void qrt_ocl_download_(qrt_array *A)
{
    OCL_CHECK(clEnqueueReadBuffer(env.queue, (cl_mem)A->ocl, CL_TRUE, 0, bytes_of(A), A->host, 0, NULL,
                                  NULL),
              "clEnqueueReadBuffer");
    qrt_stats_.to_host++;
    qrt_stats_.bytes_to_host += A->numel * A->elsize;
}

void qrt_ocl_free_(qrt_array *A)
{
    if (A->ocl) clReleaseMemObject((cl_mem)A->ocl);
    A->ocl = NULL;
}

void *qrt_ocl_buffer(qrt_array *A, int access)
{
    if (A->base) return qrt_ocl_buffer(A->base, access); /* a view: its base's buffer */
    need_ocl();
    if (!A->ocl) {
        cl_int err;
        A->ocl = clCreateBuffer(env.context, CL_MEM_READ_WRITE, bytes_of(A), NULL, &err);
        OCL_CHECK(err, "clCreateBuffer");
    }
    if ((access & QRT_READ) && !(A->valid & QRT_ON_OCL)) {
        const void *h = qrt_host_read(A); /* from CUDA first if only there */
        OCL_CHECK(clEnqueueWriteBuffer(env.queue, (cl_mem)A->ocl, CL_TRUE, 0, bytes_of(A), h, 0, NULL,
                                       NULL),
                  "clEnqueueWriteBuffer");
        qrt_stats_.to_device++;
        qrt_stats_.bytes_to_device += A->numel * A->elsize;
        A->valid |= QRT_ON_OCL;
    }
    if (access & QRT_WRITE) A->valid = QRT_ON_OCL;
    return A->ocl;
}

static program_entry *program_for(const char *src, const char *options)
{
    uint64_t h = kf_fnv1a(KF_FNV_OFFSET, src, strlen(src));
    h = kf_fnv1a(h, "\0", 1);
    h = kf_fnv1a(h, options, strlen(options));
    for (program_entry *p = programs; p; p = p->next)
        if (p->hash == h && strcmp(p->src, src) == 0 && strcmp(p->options, options) == 0) return p;
    char err[8192];
    cl_program prog = kf_ocl_build(env.context, env.device, src, options, err, sizeof err);
    if (!prog) qrt_error("OpenCL kernel build failed: %s", err);
    qrt_stats_.programs_built++;
    program_entry *p = calloc(1, sizeof *p);
    if (!p) qrt_error("out of memory");
    p->hash = h;
    p->src = strdup(src);
    p->options = strdup(options);
    if (!p->src || !p->options) qrt_error("out of memory");
    p->program = prog;
    p->next = programs;
    programs = p;
    return p;
}

static cl_kernel kernel_for(program_entry *p, const char *name)
{
    for (kernel_entry *k = p->kernels; k; k = k->next)
        if (strcmp(k->name, name) == 0) return k->kernel;
    cl_int err;
    cl_kernel kern = clCreateKernel(p->program, name, &err);
    if (err != CL_SUCCESS) qrt_error("clCreateKernel(%s): %s (%d)", name, kf_ocl_strerror(err), (int)err);
    kernel_entry *k = calloc(1, sizeof *k);
    if (!k || !(k->name = strdup(name))) qrt_error("out of memory");
    k->kernel = kern;
    k->next = p->kernels;
    p->kernels = k;
    return kern;
}

static void set_arg(cl_kernel k, const char *name, int i, const qrt_karg *a)
{
    cl_int err = CL_SUCCESS;
    switch (a->kind) {
    case QRT_KA_ARRAY: {
        if (!a->u.a || a->u.a->kind != QRT_OBJ_ARRAY) qrt_error("kernel %s: argument %d is not an array", name, i);
        if (!(a->access & QRT_READWRITE)) qrt_error("kernel %s: argument %d has no access mode", name, i);
        cl_mem m = qrt_ocl_buffer(a->u.a, a->access);
        err = clSetKernelArg(k, (cl_uint)i, sizeof m, &m);
        break;
    }
    case QRT_KA_FLOAT: err = clSetKernelArg(k, (cl_uint)i, sizeof(cl_float), &a->u.f); break;
    case QRT_KA_INT: {
        cl_int v = a->u.i;
        err = clSetKernelArg(k, (cl_uint)i, sizeof v, &v);
        break;
    }
    case QRT_KA_CSCALAR: {
        cl_float2 v;
        v.s[0] = qrt_real(a->u.c);
        v.s[1] = qrt_imag(a->u.c);
        err = clSetKernelArg(k, (cl_uint)i, sizeof v, &v);
        break;
    }
    case QRT_KA_LOCAL: err = clSetKernelArg(k, (cl_uint)i, a->u.bytes, NULL); break;
    }
    if (err != CL_SUCCESS)
        qrt_error("kernel %s: clSetKernelArg(%d): %s (%d)", name, i, kf_ocl_strerror(err), (int)err);
}

void qrt_ocl_launch(const char *src, const char *options, const char *kernel, int ndim,
                    const size_t *global, const size_t *local, int nargs, const qrt_karg *args)
{
    need_ocl();
    if (ndim < 1 || ndim > 3) qrt_error("kernel %s: %d dimensions (1 to 3)", kernel, ndim);
    for (int d = 0; d < ndim; d++)
        if (global[d] == 0) return; /* an empty range: nothing runs */
    cl_kernel k = kernel_for(program_for(src, options ? options : ""), kernel);
    for (int i = 0; i < nargs; i++) set_arg(k, kernel, i, &args[i]);
    cl_int err = clEnqueueNDRangeKernel(env.queue, k, (cl_uint)ndim, NULL, global, local, 0, NULL, NULL);
    if (err != CL_SUCCESS)
        qrt_error("kernel %s: clEnqueueNDRangeKernel: %s (%d)", kernel, kf_ocl_strerror(err), (int)err);
    OCL_CHECK(clFinish(env.queue), "clFinish");
}

void qrt_shutdown(void)
{
    while (programs) {
        program_entry *p = programs;
        programs = p->next;
        while (p->kernels) {
            kernel_entry *k = p->kernels;
            p->kernels = k->next;
            clReleaseKernel(k->kernel);
            free(k->name);
            free(k);
        }
        clReleaseProgram(p->program);
        free(p->src);
        free(p->options);
        free(p);
    }
    if (state == 1) kf_ocl_close(&env);
    state = 0;
}

const char qrt_ocl_prelude[] =
    "int qrt_bnd_clamp(int i, int n) { return i < 0 ? 0 : i >= n ? n - 1 : i; }\n"
    "int qrt_bnd_circ(int i, int n) { int r = i % n; return r < 0 ? r + n : r; }\n"
    "int qrt_bnd_mirror(int i, int n)\n"
    "{ int p = qrt_bnd_circ(i, 2 * n); return p < n ? p : 2 * n - 1 - p; }\n";
