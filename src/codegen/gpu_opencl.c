/*
 * gpu_opencl.c: the OpenCL host API (gpu.h, struct host_api): buffers as cl_mem,
 * copies and launches through the OpenCL runtime, the prelude that builds
 * the embedded kernel source at run time.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <isl/aff.h>
#include <isl/map.h>
#include <isl/set.h>
#include <isl/val.h>

#include "codegen/gen_reduce.h"
#include "kforge/settings.h"
#include "codegen/gpu.h"
#include "codegen/launch.h"
#include "codegen/xfer.h"
#include "ir/poly.h"
#include "kforge/arena.h"
#include "kforge/kforge.h"
#include "kforge/kgen.h"

static void cl_alloc(struct frag *x, struct kf_kgen *h, int v, int line)
{
    kf_kgen_declare_vars(h, KF_KGEN_MAIN,
                         kf_arena_printf(x->F->ar, "cl_mem %s = kf_cl_alloc(%s, %d);",
                                         kf_gpu_dev_name(x, v), kf_gpu_bytes_name(x, v), line),
                         KF_KGEN_PRIVATE, 0);
}

static void cl_release(struct frag *x, struct kf_kgen *h, int v, int line)
{
    kf_kgen_stmtf(h, "kf_cl_check(clReleaseMemObject(%s), \"clReleaseMemObject\", %d);",
                  kf_gpu_dev_name(x, v), line);
}

static void cl_copy(struct frag *x, struct kf_kgen *h, int v, enum kf_xfer_dir dir, int line)
{
    if (dir == KF_XFER_H2D)
        kf_kgen_stmtf(h, "kf_cl_write(%s, %s, %s, %d);", kf_gpu_dev_name(x, v), x->f->vars[v].name,
                      kf_gpu_bytes_name(x, v), line);
    else
        kf_kgen_stmtf(h, "kf_cl_read(%s, %s, %s, %d);", x->f->vars[v].name, kf_gpu_dev_name(x, v),
                      kf_gpu_bytes_name(x, v), line);
}

static void cl_launch(struct frag *x, struct kf_kgen *h, struct hnode *k,
                      const struct kf_launch_choice *c, const struct kparams *kp,
                      const char **count)
{
    int line = (int)(k->depth ? k->band[0]->header.begin.line : k->n->range.begin.line);
    char loc[64] = "1", glob[512] = "1";
    if (k->depth)
        loc[0] = glob[0] = 0;
    for (int t = 0; t < k->depth; t++) {
        size_t n = strlen(loc), m = strlen(glob);
        snprintf(loc + n, sizeof loc - n, "%s%d", t ? ", " : "", c->block[t]);
        if (c->block[t] == 1)
            snprintf(glob + m, sizeof glob - m, "%s(size_t)%s", t ? ", " : "",
                     kf_gpu_paren(x, count[c->map[t]]));
        else
            snprintf(glob + m, sizeof glob - m, "%s(size_t)(%s + %d) / %d * %d", t ? ", " : "",
                     kf_gpu_paren(x, count[c->map[t]]), c->block[t] - 1, c->block[t], c->block[t]);
    }
    int dims = k->depth ? k->depth : 1;
    kf_kgen_stmtf(h, "size_t kf_local[%d] = {%s};", dims, loc);
    kf_kgen_stmtf(h, "size_t kf_global[%d] = {%s};", dims, glob);
    for (int i = 0; i < kp->n; i++) {
        const struct kf_var *v = &x->f->vars[kp->var[i]];
        const char *a = v->kind == KF_VAR_ARRAY ? kf_gpu_dev_name(x, kp->var[i]) : v->name;
        kf_kgen_stmtf(h, "kf_cl_arg(kf_cl_kernel_%s, %d, sizeof %s, &%s, %d);", k->kname, i, a, a,
                      line);
    }
    kf_kgen_stmtf(h,
                  "kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_%s, %d, NULL, "
                  "kf_global, kf_local, 0, NULL, NULL),\n"
                  "            \"clEnqueueNDRangeKernel(%s)\", %d);",
                  k->kname, dims, k->kname, line);
}

static void cl_prelude(struct gen *g, struct kf_kgen *h)
{
    struct kf_gpu_file *F = g->gpu;
    const char *file = g->a->prog->file;
    kf_kgen_file_stmt(h, "/* kforge: OpenCL runtime and the kernels of this file */\n"
                         "#define CL_TARGET_OPENCL_VERSION 120\n"
                         "#include <CL/cl.h>\n#include <stdio.h>\n#include <stdlib.h>\n\n"
                         "#define KF_STR_(x) #x\n#define KF_STR(x) KF_STR_(x)\n");
    /* the kernel source as a C string */
    char *src = NULL;
    size_t slen = 0;
    FILE *o = open_memstream(&src, &slen);
    if (!o) {
        g->nomem = true;
        return;
    }
    fputs("/* the kernels, built at run time; the macros they use are the host's */\n"
          "static const char kf_cl_source[] =\n",
          o);
    if (F->uses_double)
        fputs("    \"#pragma OPENCL EXTENSION cl_khr_fp64 : enable\\n\"\n", o);
    /* a * b + c rounded twice, as the C program computes it: OpenCL C may
     * otherwise fuse it (a different last bit, printed digits that differ) */
    fputs("    \"#pragma OPENCL FP_CONTRACT OFF\\n\"\n", o);
    for (int i = 0; i < F->nident; i++)
        fprintf(o, "#ifdef %s\n    \"#define %s \" KF_STR(%s) \"\\n\"\n#endif\n", F->ident[i],
                F->ident[i], F->ident[i]);
    /* the user's function-like macros, as clang read their definitions */
    for (int i = 0; i < F->nmac; i++) {
        fputs("    \"#define ", o);
        for (const char *p = F->mac[i]->def; *p; p++) {
            if (*p == '"' || *p == '\\')
                fputc('\\', o);
            fputc(*p, o);
        }
        fputs("\\n\"\n", o);
    }
    const char *k = kf_kgen_source(F->kg);
    for (const char *p = k; p && *p;) {
        size_t n = strcspn(p, "\n");
        fputs("    \"", o);
        for (size_t i = 0; i < n; i++) {
            if (p[i] == '"' || p[i] == '\\')
                fputc('\\', o);
            fputc(p[i] == '\t' ? ' ' : p[i], o);
        }
        fputs("\\n\"\n", o);
        p += n + (p[n] == '\n');
    }
    fputs("    ;\n", o);
    fclose(o);
    kf_kgen_file_stmt(h, src);
    free(src);
    for (int i = 0; i < F->nkernel; i++)
        kf_kgen_file_stmt(h, kf_arena_printf(F->ar, "static cl_kernel kf_cl_kernel_%s;", F->kname[i]));
    kf_kgen_file_stmt(h, F->dual_window
                             ? "static struct {\n    cl_context context;\n    cl_command_queue queue;\n"
                               "    cl_program program;\n"
                               "    int window; /* run the windowed kernels: a GPU device */\n"
                               "} kf_cl;\n"
                             : "static struct {\n    cl_context context;\n    cl_command_queue queue;\n"
                               "    cl_program program;\n} kf_cl;\n");
    kf_gpu_check_fn(h, "static void kf_cl_check(cl_int err, const char *call, int line)",
             "if (err != CL_SUCCESS)",
             kf_arena_printf(F->ar,
                             "fprintf(stderr, \"%s:%%d: %%s failed: OpenCL error %%d\\n\", line, "
                             "call, (int)err);",
                             file));
    kf_gpu_fn(h, "static void kf_cl_init(int line)");
    kf_kgen_begin_branch(h, "if (kf_cl.program)");
    kf_kgen_stmt(h, "return;");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "cl_platform_id platforms[16];", 0, 0);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "cl_device_id device = NULL;", 0, 0);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "cl_uint np = 0;", 0, 0);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "cl_int err;", 0, 0);
    kf_kgen_stmt(h, "kf_cl_check(clGetPlatformIDs(16, platforms, &np), \"clGetPlatformIDs\", "
                    "line);");
    kf_kgen_begin_branch(h, "for (cl_uint i = 0; i < np && !device; i++)");
    kf_kgen_stmt(h, "clGetDeviceIDs(platforms[i], CL_DEVICE_TYPE_ALL, 1, &device, NULL);");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_begin_branch(h, "if (!device)");
    kf_kgen_stmt(h, "kf_cl_check(CL_DEVICE_NOT_FOUND, \"clGetDeviceIDs\", line);");
    kf_kgen_end_branch(h, NULL);
    if (F->dual_window) {
        /* local memory and a barrier pay on a GPU; on a CPU device the
         * barrier costs more than the reads it saves.  KFORGE_CL_WINDOW=on
         * or off overrides the device's type (to test both kernels) */
        kf_kgen_declare_vars(h, KF_KGEN_MAIN, "cl_device_type type = 0;", 0, 0);
        kf_kgen_declare_vars(h, KF_KGEN_MAIN, "const char *force = getenv(\"KFORGE_CL_WINDOW\");",
                             0, 0);
        kf_kgen_stmt(h, "clGetDeviceInfo(device, CL_DEVICE_TYPE, sizeof type, &type, NULL);");
        kf_kgen_stmt(h, "kf_cl.window = force ? force[0] == 'o' && force[1] == 'n' "
                        ": (type & CL_DEVICE_TYPE_GPU) != 0;");
    }
    kf_kgen_stmt(h, "kf_cl.context = clCreateContext(NULL, 1, &device, NULL, NULL, &err);");
    kf_kgen_stmt(h, "kf_cl_check(err, \"clCreateContext\", line);");
    kf_kgen_stmt(h, "kf_cl.queue = clCreateCommandQueue(kf_cl.context, device, 0, &err);");
    kf_kgen_stmt(h, "kf_cl_check(err, \"clCreateCommandQueue\", line);");
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "const char *src = kf_cl_source;", 0, 0);
    kf_kgen_stmt(h, "kf_cl.program = clCreateProgramWithSource(kf_cl.context, 1, &src, NULL, "
                    "&err);");
    kf_kgen_stmt(h, "kf_cl_check(err, \"clCreateProgramWithSource\", line);");
    char clo[256];
    kf_kgen_begin_branchf(h, "if (clBuildProgram(kf_cl.program, 1, &device, \"%s\", NULL, NULL) != "
                            "CL_SUCCESS)",
                          kf_settings_cl_options(g->o, clo, sizeof clo));
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "char log[16384] = \"\";", 0, 0);
    kf_kgen_stmt(h, "clGetProgramBuildInfo(kf_cl.program, device, CL_PROGRAM_BUILD_LOG, "
                    "sizeof log, log, NULL);");
    kf_kgen_stmtf(h, "fprintf(stderr, \"%s:%%d: clBuildProgram failed:\\n%%s\\n\", line, log);",
                  file);
    kf_kgen_stmt(h, "exit(EXIT_FAILURE);");
    kf_kgen_end_branch(h, NULL);
    for (int i = 0; i < F->nkernel; i++) {
        kf_kgen_stmtf(h, "kf_cl_kernel_%s = clCreateKernel(kf_cl.program, \"%s\", &err);",
                      F->kname[i], F->kname[i]);
        kf_kgen_stmtf(h, "kf_cl_check(err, \"clCreateKernel(%s)\", line);", F->kname[i]);
    }
    kf_kgen_end_body(h);
    kf_gpu_fn(h, "static cl_mem kf_cl_alloc(size_t bytes, int line)");
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "cl_int err;", 0, 0);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN,
                         "cl_mem m = clCreateBuffer(kf_cl.context, CL_MEM_READ_WRITE, bytes ? "
                         "bytes : 1, NULL, &err);",
                         0, 0);
    kf_kgen_stmt(h, "kf_cl_check(err, \"clCreateBuffer\", line);");
    kf_kgen_stmt(h, "return m;");
    kf_kgen_end_body(h);
    /* an array of no elements (a buffer allocated where its variable is
     * born, for a fragment that runs no iteration) has one byte and no
     * copies: OpenCL refuses empty buffers and copies */
    kf_gpu_fn(h, "static void kf_cl_write(cl_mem to, const void *from, size_t bytes, int line)");
    kf_kgen_begin_branch(h, "if (bytes)");
    kf_kgen_stmt(h, "kf_cl_check(clEnqueueWriteBuffer(kf_cl.queue, to, CL_TRUE, 0, bytes, from, "
                    "0, NULL, NULL),\n            \"clEnqueueWriteBuffer\", line);");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_end_body(h);
    kf_gpu_fn(h, "static void kf_cl_read(void *to, cl_mem from, size_t bytes, int line)");
    kf_kgen_begin_branch(h, "if (bytes)");
    kf_kgen_stmt(h, "kf_cl_check(clEnqueueReadBuffer(kf_cl.queue, from, CL_TRUE, 0, bytes, to, "
                    "0, NULL, NULL),\n            \"clEnqueueReadBuffer\", line);");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_end_body(h);
    kf_gpu_fn(h, "static void kf_cl_arg(cl_kernel k, cl_uint i, size_t size, const void *value, int "
          "line)");
    kf_kgen_stmt(h, "kf_cl_check(clSetKernelArg(k, i, size, value), \"clSetKernelArg\", line);");
    kf_kgen_end_body(h);
}

/*
 * CUDA output is two files (gen.h): the user's C file, still C, with the
 * host code below at its first function with a kernel, and a .cu file with
 * the kernels and their launchers (kf_gpu_cu_device_file).  The host side needs
 * only the CUDA runtime's C API.
 */

static const struct host_api opencl_api = {
    cl_alloc, cl_release, cl_copy, cl_launch, cl_prelude, KF_KGEN_OPENCL, false, false,
};

const struct kf_backend kf_backend_opencl = {
    .target = KF_GEN_OPENCL,
    .name = "opencl",
    .unit = "kernel",
    .unit_tail = "",
    .host = &opencl_api,
    .fragment = kf_gpu_fragment,
    .finish = kf_gpu_finish,
    .release = kf_gpu_release,
};
