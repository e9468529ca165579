/*
 * test_gen_reduce.c: the reduction kernels of gen_reduce.h.  Option names
 * and types; the method rule; and, on a real OpenCL device (PoCL here),
 * every (method, type, operator) kernel built and run over sizes that are
 * not multiples of the block (0 and 1 included) and sizes that need the
 * grid-stride loop, against the sequential loop.  CUDA text is checked for
 * its shuffles and atomics (nvcc compiles it in tests/gen/test_gen_reduce.sh).
 */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "codegen/gen_reduce.h"

static void test_names(void **state)
{
    (void)state;
    static const char *const names[] = {"auto", "shared", "shuffle", "atomic"};
    for (int i = 0; i < 4; i++) {
        enum kf_gen_reduction r;
        assert_int_equal(kf_gen_reduction_parse(names[i], &r), 0);
        assert_int_equal(r, i);
        assert_string_equal(kf_gen_reduction_name(r), names[i]);
    }
    enum kf_gen_reduction r = KF_GEN_RED_ATOMIC;
    assert_int_equal(kf_gen_reduction_parse("tree", &r), -1);
    assert_int_equal(kf_gen_reduction_parse("", &r), -1);
    assert_int_equal(r, KF_GEN_RED_ATOMIC);
    assert_null(kf_gen_reduction_name((enum kf_gen_reduction)9));
}

static void test_types(void **state)
{
    (void)state;
    assert_string_equal(kf_reduce_type("int"), "int");
    assert_string_equal(kf_reduce_type("long int"), "long");
    assert_string_equal(kf_reduce_type("double"), "double");
    assert_string_equal(kf_reduce_type("float"), "float");
    assert_null(kf_reduce_type("short"));
    assert_null(kf_reduce_type("unsigned int"));
    assert_null(kf_reduce_type("long double"));
}

static void test_choose(void **state)
{
    (void)state;
    struct kf_red_kernel rk = {.cuda = true, .block = 256};
    kf_reduce_choose(&rk, KF_GEN_RED_AUTO);
    assert_int_equal(rk.method, KF_GEN_RED_SHUFFLE);
    assert_non_null(strstr(rk.why, "auto"));
    rk.cuda = false;
    kf_reduce_choose(&rk, KF_GEN_RED_AUTO);
    assert_int_equal(rk.method, KF_GEN_RED_SHARED);
    kf_reduce_choose(&rk, KF_GEN_RED_ATOMIC);
    assert_int_equal(rk.method, KF_GEN_RED_ATOMIC);
    assert_non_null(strstr(rk.why, "--reduction"));
    /* never a shuffle on OpenCL */
    kf_reduce_choose(&rk, KF_GEN_RED_SHUFFLE);
    assert_int_equal(rk.method, KF_GEN_RED_SHARED);
    /* auto: integers with native atomics need no fold kernel */
    struct kf_red_kernel ints = {.cuda = false, .block = 64, .nred = 2};
    ints.red[0] = (struct kf_red_var){"c", "int", KF_RED_ADD, NULL, false};
    ints.red[1] = (struct kf_red_var){"m", "int", KF_RED_MAX, NULL, false};
    kf_reduce_choose(&ints, KF_GEN_RED_AUTO);
    assert_int_equal(ints.method, KF_GEN_RED_SHARED);
    assert_true(ints.group_atomic);
    assert_false(kf_reduce_has_fin(&ints));
    /* an array element (its fold writes it in its array) always folds */
    ints.red[1].elem = "m[i]";
    kf_reduce_choose(&ints, KF_GEN_RED_AUTO);
    assert_false(ints.group_atomic);
    assert_true(kf_reduce_has_fin(&ints));
    assert_true(kf_reduce_has_elem(&ints));
    ints.red[1].elem = NULL;
    assert_false(kf_reduce_has_elem(&ints));
    ints.red[1].type = "long"; /* OpenCL 1.2: no native 64-bit atomics */
    kf_reduce_choose(&ints, KF_GEN_RED_AUTO);
    assert_false(ints.group_atomic);
    ints.cuda = true;
    kf_reduce_choose(&ints, KF_GEN_RED_AUTO);
    assert_true(ints.group_atomic);
    ints.red[0].op = KF_RED_MUL;
    kf_reduce_choose(&ints, KF_GEN_RED_AUTO);
    assert_false(ints.group_atomic);
    ints.red[0] = (struct kf_red_var){"f", "float", KF_RED_ADD, NULL, false}; /* order matters */
    kf_reduce_choose(&ints, KF_GEN_RED_AUTO);
    assert_false(ints.group_atomic);
    assert_true(kf_reduce_has_fin(&ints));
    kf_reduce_choose(&ints, KF_GEN_RED_SHARED); /* asked: always the fold kernel */
    assert_false(ints.group_atomic);
    /* the shared tree stays within 32 KiB of local memory */
    struct kf_red_kernel big = {.cuda = true, .block = 1024, .nred = 8};
    for (int i = 0; i < 8; i++)
        big.red[i] = (struct kf_red_var){"d", "double", KF_RED_ADD, NULL, false};
    kf_reduce_choose(&big, KF_GEN_RED_SHARED);
    assert_int_equal(big.block, 512);
    big.nred = 1;
    big.block = 1024;
    kf_reduce_choose(&big, KF_GEN_RED_SHARED);
    assert_int_equal(big.block, 1024);
    /* shuffles work on whole warps */
    struct kf_red_kernel small = {.cuda = true, .block = 8};
    kf_reduce_choose(&small, KF_GEN_RED_SHUFFLE);
    assert_int_equal(small.block, 32);
}

static const char *const types[] = {"int", "long", "float", "double"};
static const enum kf_reduction_op ops[] = {KF_RED_ADD, KF_RED_MUL, KF_RED_MIN, KF_RED_MAX};

/* One loop "for (i = 0; i < n; i++) BODY" over a[] reducing s. */
static void describe(struct kf_red_kernel *rk, bool cuda, enum kf_gen_reduction m, int t,
                     int o, int block)
{
    static const char *const bodies[] = {
        "s += a[i];", "s *= a[i];", "s = a[i] < s ? a[i] : s;", "s = a[i] > s ? a[i] : s;"};
    static char params[2][64];
    memset(rk, 0, sizeof *rk);
    rk->kname = "red";
    rk->cuda = cuda;
    rk->block = block;
    snprintf(params[cuda], sizeof params[cuda], "%s%s *a, int n", cuda ? "" : "__global ",
             types[t]);
    rk->params = params[cuda];
    rk->depth = 1;
    rk->band[0] = (struct kf_red_loop){"int", "i", "0", 1, "n", NULL};
    rk->body = bodies[o];
    rk->nred = 1;
    rk->red[0] = (struct kf_red_var){"s", types[t], ops[o], NULL, false};
    kf_reduce_choose(rk, m);
}

static void test_cuda_text(void **state)
{
    (void)state;
    for (int m = KF_GEN_RED_AUTO; m <= KF_GEN_RED_ATOMIC; m++)
        for (int t = 0; t < 4; t++)
            for (int o = 0; o < 4; o++) {
                struct kf_red_kernel rk;
                describe(&rk, true, (enum kf_gen_reduction)m, t, o, 128);
                if (m == KF_GEN_RED_AUTO) { /* shuffles; ints (not *) add atomically */
                    assert_int_equal(rk.method, KF_GEN_RED_SHUFFLE);
                    assert_int_equal(rk.group_atomic, t < 2 && o != 1);
                    continue;
                }
                struct kf_kgen *k = kf_kgen_create(KF_KGEN_CUDA);
                assert_int_equal(kf_reduce_emit_kernels(k, &rk), 0);
                const char *src = kf_kgen_source(k);
                char fin[64];
                int nk = kf_reduce_kernel_names(&rk, fin, sizeof fin);
                assert_int_equal(nk, m == KF_GEN_RED_ATOMIC ? 1 : 2);
                assert_int_equal(strstr(src, "red_fin(") != NULL, nk == 2);
                assert_int_equal(strstr(src, "__shfl_down_sync") != NULL, m == KF_GEN_RED_SHUFFLE);
                assert_int_equal(strstr(src, "kf_sh_s[128]") != NULL, m == KF_GEN_RED_SHARED);
                if (m == KF_GEN_RED_ATOMIC) /* float and double add: native */
                    assert_int_equal(strstr(src, "atomicCAS") != NULL,
                                     o == 1 || (t >= 2 && o != 0));
                kf_kgen_destroy(k);
            }
}

/* ---- execution on OpenCL ------------------------------------------------ */

struct cl {
    cl_context ctx;
    cl_device_id dev;
    cl_command_queue q;
};

static int setup(void **state)
{
    static struct cl cl;
    cl_platform_id plats[8];
    cl_uint np = 0;
    *state = NULL;
    if (clGetPlatformIDs(8, plats, &np) != CL_SUCCESS)
        np = 0;
    for (cl_uint i = 0; i < np; i++)
        if (clGetDeviceIDs(plats[i], CL_DEVICE_TYPE_ALL, 1, &cl.dev, NULL) == CL_SUCCESS) {
            cl_int err;
            cl.ctx = clCreateContext(NULL, 1, &cl.dev, NULL, NULL, &err);
            if (err != CL_SUCCESS)
                continue;
            cl.q = clCreateCommandQueue(cl.ctx, cl.dev, 0, &err);
            if (err != CL_SUCCESS) {
                clReleaseContext(cl.ctx);
                continue;
            }
            *state = &cl;
            return 0;
        }
    fprintf(stderr, "# no OpenCL platform or device: the OpenCL tests are skipped\n");
    return 0;
}

static int teardown(void **state)
{
    struct cl *cl = *state;
    if (cl) {
        clReleaseCommandQueue(cl->q);
        clReleaseContext(cl->ctx);
    }
    return 0;
}

/* the input: values whose products and sums stay representable */
static double value(int t, int o, int i)
{
    if (o == 1) /* products: +-1, a few 2s and halves: exact in every type */
        return i < 400 && i % 37 == 5            ? 2
               : t >= 2 && i < 300 && i % 53 == 7 ? 0.5
               : i % 41 == 3                      ? -1
                                                  : 1;
    return (double)((long)i * 7919 % 2003 - 1000) * (t >= 2 ? 0.25 : 1);
}

static double seq(int o, double s, double v)
{
    switch (o) {
    case 0: return s + v;
    case 1: return s * v;
    case 2: return v < s ? v : s;
    default: return v > s ? v : s;
    }
}

/* Runs kernel (and fold) for n elements; the result as a double. */
static double run(struct cl *cl, cl_program p, const struct kf_red_kernel *rk, int t, int o,
                  int n, double init)
{
    size_t es = t == 0 ? 4 : t == 1 ? 8 : t == 2 ? 4 : 8;
    size_t len = (size_t)(n ? n : 1);
    char *a = calloc(len, es);
    assert_non_null(a);
    for (int i = 0; i < n; i++) {
        double v = value(t, o, i);
        if (t == 0)
            ((int *)a)[i] = (int)v;
        else if (t == 1)
            ((long *)a)[i] = (long)v;
        else if (t == 2)
            ((float *)a)[i] = (float)v;
        else
            ((double *)a)[i] = v;
    }
    union { int i; long l; float f; double d; } s0 = {0};
    if (t == 0) s0.i = (int)init;
    else if (t == 1) s0.l = (long)init;
    else if (t == 2) s0.f = (float)init;
    else s0.d = init;
    cl_int err;
    cl_mem A = clCreateBuffer(cl->ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, len * es, a, &err);
    assert_int_equal(err, CL_SUCCESS);
    cl_mem R = clCreateBuffer(cl->ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, es, &s0, &err);
    assert_int_equal(err, CL_SUCCESS);
    cl_mem P = clCreateBuffer(cl->ctx, CL_MEM_READ_WRITE, KF_REDUCE_GROUPS * es, NULL, &err);
    assert_int_equal(err, CL_SUCCESS);
    cl_kernel k = clCreateKernel(p, "red", &err);
    assert_int_equal(err, CL_SUCCESS);
    size_t B = (size_t)rk->block, groups = ((size_t)n + B - 1) / B;
    if (groups > KF_REDUCE_GROUPS)
        groups = KF_REDUCE_GROUPS;
    size_t global = groups * B;
    bool fin = kf_reduce_has_fin(rk);
    clSetKernelArg(k, 0, sizeof A, &A);
    clSetKernelArg(k, 1, sizeof n, &n);
    clSetKernelArg(k, 2, sizeof R, &R);
    if (fin)
        clSetKernelArg(k, 3, sizeof P, &P);
    if (n > 0) {
        assert_int_equal(clEnqueueNDRangeKernel(cl->q, k, 1, NULL, &global, &B, 0, NULL, NULL),
                         CL_SUCCESS);
        if (fin) {
            cl_kernel f = clCreateKernel(p, "red_fin", &err);
            assert_int_equal(err, CL_SUCCESS);
            cl_int ng = (cl_int)groups;
            size_t one = 1;
            clSetKernelArg(f, 0, sizeof P, &P);
            clSetKernelArg(f, 1, sizeof ng, &ng);
            clSetKernelArg(f, 2, sizeof R, &R);
            assert_int_equal(clEnqueueNDRangeKernel(cl->q, f, 1, NULL, &one, &one, 0, NULL, NULL),
                             CL_SUCCESS);
            clReleaseKernel(f);
        }
    }
    assert_int_equal(clEnqueueReadBuffer(cl->q, R, CL_TRUE, 0, es, &s0, 0, NULL, NULL), CL_SUCCESS);
    clReleaseKernel(k);
    clReleaseMemObject(A);
    clReleaseMemObject(R);
    clReleaseMemObject(P);
    free(a);
    return t == 0 ? s0.i : t == 1 ? (double)s0.l : t == 2 ? s0.f : s0.d;
}

static void test_run_all(void **state)
{
    struct cl *cl = *state;
    if (!cl)
        skip();
    static const int sizes[] = {0, 1, 255, 1000, 300001}; /* the last needs grid strides */
    static const enum kf_gen_reduction modes[] = {KF_GEN_RED_AUTO, KF_GEN_RED_SHARED,
                                                  KF_GEN_RED_ATOMIC};
    for (int mi = 0; mi < 3; mi++)
        for (int t = 0; t < 4; t++)
            for (int o = 0; o < 4; o++) {
                struct kf_red_kernel rk;
                describe(&rk, false, modes[mi], t, o, 64);
                if (modes[mi] == KF_GEN_RED_AUTO && !rk.group_atomic)
                    continue; /* the same kernels as shared */
                struct kf_kgen *k = kf_kgen_create(KF_KGEN_OPENCL);
                if (t % 2)
                    kf_kgen_file_stmt(k, "#pragma OPENCL EXTENSION cl_khr_fp64 : enable");
                assert_int_equal(kf_reduce_emit_kernels(k, &rk), 0);
                const char *src = kf_kgen_source(k);
                cl_int err;
                cl_program p = clCreateProgramWithSource(cl->ctx, 1, &src, NULL, &err);
                assert_int_equal(err, CL_SUCCESS);
                if (clBuildProgram(p, 1, &cl->dev, "", NULL, NULL) != CL_SUCCESS) {
                    char log[16384] = "";
                    clGetProgramBuildInfo(p, cl->dev, CL_PROGRAM_BUILD_LOG, sizeof log - 1, log,
                                          NULL);
                    fail_msg("%s\n---- build log ----\n%s", src, log);
                }
                for (size_t z = 0; z < sizeof sizes / sizeof *sizes; z++) {
                    int n = sizes[z];
                    double init = o == 1 ? 3 : o == 0 ? 5 : o == 2 ? 700 : -700;
                    double want = init, mag = fabs(init);
                    for (int i = 0; i < n; i++) {
                        double v = value(t, o, i);
                        want = seq(o, want, t == 2 ? (float)v : v);
                        mag += fabs(v);
                    }
                    double got = run(cl, p, &rk, t, o, n, init);
                    /* floating-point sums within rounding of the terms'
                     * magnitude; everything else exactly */
                    double tol = t < 2 || o != 0 ? 0 : (t == 2 ? 1e-5 : 1e-12) * mag;
                    if (fabs(got - want) > tol)
                        fail_msg("%s%s %s %s n=%d: got %.17g, want %.17g",
                                 kf_gen_reduction_name(rk.method),
                                 rk.group_atomic ? " (group atomics)" : "", types[t],
                                 kf_reduction_op_name(ops[o]), n, got, want);
                }
                clReleaseProgram(p);
                kf_kgen_destroy(k);
            }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_names),
        cmocka_unit_test(test_types),
        cmocka_unit_test(test_choose),
        cmocka_unit_test(test_cuda_text),
        cmocka_unit_test(test_run_all),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
