/*
 * test_kgen_opencl.c: kgen's OpenCL output on a real OpenCL device (PoCL on
 * the CPU here, any GPU where there is one): every example builds with
 * clBuildProgram, and saxpy and sumsq run and agree with the sequential
 * computation (STYLE.md habit 9: execution tests need no GPU).  Skipped
 * when no OpenCL platform is found.
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

#include "kforge/kgen.h"

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
    if (clGetPlatformIDs(8, plats, &np) != CL_SUCCESS || np == 0)
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

/* Builds example `name`'s OpenCL source; the program, or fails the test
 * with the build log. */
static cl_program build(struct cl *cl, const char *name)
{
    struct kf_kgen *g = kf_kgen_create(KF_KGEN_OPENCL);
    const struct kf_kgen_example *e = kf_kgen_example_find(name);
    assert_non_null(e);
    assert_int_equal(e->generate(g), 0);
    const char *src = kf_kgen_source(g);
    cl_int err;
    cl_program p = clCreateProgramWithSource(cl->ctx, 1, &src, NULL, &err);
    assert_int_equal(err, CL_SUCCESS);
    err = clBuildProgram(p, 1, &cl->dev, "-Werror", NULL, NULL);
    if (err != CL_SUCCESS) {
        char log[16384] = "";
        clGetProgramBuildInfo(p, cl->dev, CL_PROGRAM_BUILD_LOG, sizeof log - 1, log, NULL);
        print_error("%s\n---- build log ----\n%s\n", src, log);
    }
    kf_kgen_destroy(g);
    assert_int_equal(err, CL_SUCCESS);
    return p;
}

static void test_build_all(void **state)
{
    struct cl *cl = *state;
    if (!cl)
        skip();
    for (const struct kf_kgen_example *e = kf_kgen_examples; e->name; e++)
        clReleaseProgram(build(cl, e->name));
}

static cl_mem buffer(struct cl *cl, size_t bytes, void *host)
{
    cl_int err;
    cl_mem m = clCreateBuffer(cl->ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, bytes, host,
                              &err);
    assert_int_equal(err, CL_SUCCESS);
    return m;
}

static void test_run_saxpy(void **state)
{
    struct cl *cl = *state;
    if (!cl)
        skip();
    enum { N = 1000 };
    static float x[N], y[N];
    for (int i = 0; i < N; i++) {
        x[i] = (float)i;
        y[i] = 1.0f;
    }
    cl_program p = build(cl, "saxpy");
    cl_int err;
    cl_kernel k = clCreateKernel(p, "saxpy", &err);
    assert_int_equal(err, CL_SUCCESS);
    cl_mem bx = buffer(cl, sizeof x, x), by = buffer(cl, sizeof y, y);
    cl_int n = N;
    cl_float a = 2.0f;
    clSetKernelArg(k, 0, sizeof n, &n);
    clSetKernelArg(k, 1, sizeof a, &a);
    clSetKernelArg(k, 2, sizeof bx, &bx);
    clSetKernelArg(k, 3, sizeof by, &by);
    size_t global = 1024, local = 64; /* more work items than elements: the guard */
    assert_int_equal(clEnqueueNDRangeKernel(cl->q, k, 1, NULL, &global, &local, 0, NULL, NULL),
                     CL_SUCCESS);
    assert_int_equal(clEnqueueReadBuffer(cl->q, by, CL_TRUE, 0, sizeof y, y, 0, NULL, NULL),
                     CL_SUCCESS);
    for (int i = 0; i < N; i++)
        assert_float_equal(y[i], 2.0f * i + 1.0f, 1e-3);
    clReleaseMemObject(bx);
    clReleaseMemObject(by);
    clReleaseKernel(k);
    clReleaseProgram(p);
}

static void test_run_sumsq(void **state)
{
    struct cl *cl = *state;
    if (!cl)
        skip();
    enum { N = 100000 };
    static float x[N];
    double want = 0.0;
    for (int i = 0; i < N; i++) {
        x[i] = (float)(i % 7) * 0.5f;
        want += (double)x[i] * x[i];
    }
    float result = 0.0f;
    cl_program p = build(cl, "sumsq");
    cl_int err;
    cl_kernel k = clCreateKernel(p, "sumsq", &err);
    assert_int_equal(err, CL_SUCCESS);
    cl_mem bx = buffer(cl, sizeof x, x), br = buffer(cl, sizeof result, &result);
    cl_int n = N;
    clSetKernelArg(k, 0, sizeof n, &n);
    clSetKernelArg(k, 1, sizeof bx, &bx);
    clSetKernelArg(k, 2, sizeof br, &br);
    size_t global = 8 * 256, local = 256; /* 8 groups: 8 atomic adds */
    assert_int_equal(clEnqueueNDRangeKernel(cl->q, k, 1, NULL, &global, &local, 0, NULL, NULL),
                     CL_SUCCESS);
    assert_int_equal(
        clEnqueueReadBuffer(cl->q, br, CL_TRUE, 0, sizeof result, &result, 0, NULL, NULL),
        CL_SUCCESS);
    assert_true(fabs(result - want) <= 1e-4 * want);
    clReleaseMemObject(bx);
    clReleaseMemObject(br);
    clReleaseKernel(k);
    clReleaseProgram(p);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_build_all),
        cmocka_unit_test(test_run_saxpy),
        cmocka_unit_test(test_run_sumsq),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
