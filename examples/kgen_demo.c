/*
 * kgen_demo: kforge's demo at this stage (`make demo`).
 *
 * One generator, written once against kgen, emits a kernel in two dialects:
 * a scaled sum of squares, sum(a * x[i]^2), reduced per work-group in local
 * (shared) memory with barriers.  The OpenCL text is built and run here
 * through the OpenCL ICD (PoCL on this machine) and checked against the
 * CPU; the CUDA text is written to a file for nvcc.
 *
 *   kgen_demo [-n N] [--cuda OUT.cu] [--print]
 */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kforge/kgen.h"

enum { GROUP = 64 };

/* The dialect's qualifier followed by a space, or "" where it has none. */
static const char *qual(struct kf_kgen *g, enum kf_kgen_qual q, char *buf, size_t len)
{
    const char *s = kf_kgen_qualifier(g, q);
    snprintf(buf, len, "%s%s", s, *s ? " " : "");
    return buf;
}

/* The generator: nothing here knows which dialect it writes. */
static int gen_sumsq(struct kf_kgen *g)
{
    char k[64], gl[64], lo[64];
    kf_kgen_declare_functionf(g,
                              "%svoid scaled_sumsq(%sconst float *x, float a, int n, "
                              "%sfloat *partial)",
                              qual(g, KF_KGEN_Q_KERNEL, k, sizeof k),
                              qual(g, KF_KGEN_Q_GLOBAL, gl, sizeof gl), gl);
    kf_kgen_begin_body(g);
    kf_kgen_stmtf(g, "%sfloat acc[%d];", qual(g, KF_KGEN_Q_LOCAL, lo, sizeof lo), GROUP);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, "int lid;", KF_KGEN_PRIVATE, 0);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, "float s = 0.0f;", KF_KGEN_PRIVATE, 0);
    kf_kgen_stmtf(g, "lid = %s;", kf_kgen_index(g, KF_KGEN_LOCAL_ID, 0));
    /* a grid-stride loop: any n, any grid */
    kf_kgen_begin_branchf(g, "for (int i = %s; i < n; i += %s)",
                          kf_kgen_index(g, KF_KGEN_GLOBAL_ID, 0),
                          kf_kgen_index(g, KF_KGEN_GLOBAL_SIZE, 0));
    kf_kgen_stmtf(g, "s = %s;", kf_kgen_fma(g, "float", "a * x[i]", "x[i]", "s"));
    kf_kgen_end_branch(g, NULL);
    kf_kgen_stmt(g, "acc[lid] = s;");
    kf_kgen_barrier(g);
    /* tree reduction in local memory */
    kf_kgen_begin_branchf(g, "for (int step = %d; step > 0; step >>= 1)", GROUP / 2);
    kf_kgen_begin_branch(g, "if (lid < step)");
    kf_kgen_stmt(g, "acc[lid] += acc[lid + step];");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_barrier(g);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_begin_branch(g, "if (lid == 0)");
    kf_kgen_stmtf(g, "partial[%s] = acc[0];", kf_kgen_index(g, KF_KGEN_GROUP_ID, 0));
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_body(g);
    return kf_kgen_error(g);
}

/* Generates in `dialect`; returns a malloc'ed copy of the source, or NULL
 * after printing kgen's error. */
static char *generate(enum kf_kgen_dialect dialect)
{
    struct kf_kgen *g = kf_kgen_create(dialect);
    char *src = NULL;
    if (gen_sumsq(g) == 0)
        src = strdup(kf_kgen_source(g));
    else
        fprintf(stderr, "kgen_demo: %s\n", kf_kgen_error_message(g));
    kf_kgen_destroy(g);
    return src;
}

#define CHECK(call)                                                                       \
    do {                                                                                  \
        cl_int err_ = (call);                                                             \
        if (err_ != CL_SUCCESS) {                                                         \
            fprintf(stderr, "kgen_demo: %s failed: OpenCL error %d\n", #call, (int)err_); \
            goto out;                                                                     \
        }                                                                                 \
    } while (0)

/* Runs the OpenCL kernel on the first device; returns 0 and the sum. */
static int run_opencl(const char *src, const float *x, int n, float a, double *sum, char *dev,
                      size_t devlen)
{
    int rc = -1;
    cl_int err;
    cl_platform_id plat;
    cl_device_id d;
    cl_context ctx = NULL;
    cl_command_queue q = NULL;
    cl_program prog = NULL;
    cl_kernel k = NULL;
    cl_mem bx = NULL, bp = NULL;
    int groups = 32;
    float *partial = calloc((size_t)groups, sizeof *partial);
    if (!partial)
        return -1;
    CHECK(clGetPlatformIDs(1, &plat, NULL));
    CHECK(clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 1, &d, NULL));
    CHECK(clGetDeviceInfo(d, CL_DEVICE_NAME, devlen, dev, NULL));
    ctx = clCreateContext(NULL, 1, &d, NULL, NULL, &err);
    CHECK(err);
    q = clCreateCommandQueue(ctx, d, 0, &err);
    CHECK(err);
    prog = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
    CHECK(err);
    if (clBuildProgram(prog, 1, &d, "", NULL, NULL) != CL_SUCCESS) {
        char log[8192] = "";
        clGetProgramBuildInfo(prog, d, CL_PROGRAM_BUILD_LOG, sizeof log - 1, log, NULL);
        fprintf(stderr, "kgen_demo: the generated kernel does not build:\n%s\n", log);
        goto out;
    }
    k = clCreateKernel(prog, "scaled_sumsq", &err);
    CHECK(err);
    bx = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, (size_t)n * sizeof *x,
                        (void *)x, &err);
    CHECK(err);
    bp = clCreateBuffer(ctx, CL_MEM_WRITE_ONLY, (size_t)groups * sizeof *partial, NULL, &err);
    CHECK(err);
    CHECK(clSetKernelArg(k, 0, sizeof bx, &bx));
    CHECK(clSetKernelArg(k, 1, sizeof a, &a));
    CHECK(clSetKernelArg(k, 2, sizeof n, &n));
    CHECK(clSetKernelArg(k, 3, sizeof bp, &bp));
    size_t local = GROUP, global = (size_t)groups * GROUP;
    CHECK(clEnqueueNDRangeKernel(q, k, 1, NULL, &global, &local, 0, NULL, NULL));
    CHECK(clEnqueueReadBuffer(q, bp, CL_TRUE, 0, (size_t)groups * sizeof *partial, partial, 0,
                              NULL, NULL));
    *sum = 0;
    for (int i = 0; i < groups; i++)
        *sum += partial[i];
    rc = 0;
out:
    if (bp)
        clReleaseMemObject(bp);
    if (bx)
        clReleaseMemObject(bx);
    if (k)
        clReleaseKernel(k);
    if (prog)
        clReleaseProgram(prog);
    if (q)
        clReleaseCommandQueue(q);
    if (ctx)
        clReleaseContext(ctx);
    free(partial);
    return rc;
}

int main(int argc, char **argv)
{
    static const struct option opts[] = {
        {"n", required_argument, NULL, 'n'},
        {"cuda", required_argument, NULL, 'c'},
        {"print", no_argument, NULL, 'p'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    int n = 100003, print = 0, c;
    const char *cuda_out = NULL;
    while ((c = getopt_long(argc, argv, "n:c:ph", opts, NULL)) != -1) {
        switch (c) {
        case 'n':
            n = atoi(optarg);
            break;
        case 'c':
            cuda_out = optarg;
            break;
        case 'p':
            print = 1;
            break;
        case 'h':
            printf("usage: kgen_demo [-n N] [--cuda OUT.cu] [--print]\n");
            return 0;
        default:
            return 2;
        }
    }
    if (n < 1) {
        fprintf(stderr, "kgen_demo: -n must be positive\n");
        return 2;
    }
    char *cl = generate(KF_KGEN_OPENCL), *cu = generate(KF_KGEN_CUDA);
    int rc = 1;
    float *x = malloc((size_t)n * sizeof *x);
    if (!cl || !cu || !x)
        goto done;
    if (print)
        printf("---- OpenCL C, generated by kgen ----\n%s\n---- CUDA C ----\n%s\n", cl, cu);

    const float a = 0.5f;
    double want = 0, got = 0;
    for (int i = 0; i < n; i++) {
        x[i] = (float)((i % 97) - 48) / 16.0f;
        want += (double)a * x[i] * x[i];
    }
    char dev[256] = "";
    if (run_opencl(cl, x, n, a, &got, dev, sizeof dev) != 0)
        goto done;
    double rel = fabs(got - want) / (fabs(want) > 0 ? fabs(want) : 1);
    printf("OpenCL on %s: sum(a*x^2) over %d elements = %.6f (CPU: %.6f, rel. error %.1e)\n",
           dev, n, got, want, rel);
    if (rel > 1e-5) {
        fprintf(stderr, "kgen_demo: the OpenCL result does not match the CPU\n");
        goto done;
    }
    if (cuda_out) {
        FILE *f = fopen(cuda_out, "w");
        if (!f || fputs(cu, f) < 0 || fclose(f) != 0) {
            perror(cuda_out);
            goto done;
        }
        printf("CUDA version written to %s\n", cuda_out);
    }
    rc = 0;
done:
    free(x);
    free(cl);
    free(cu);
    return rc;
}
