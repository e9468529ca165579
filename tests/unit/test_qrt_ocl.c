/*
 * test_qrt_ocl.c: residency and kernel launches of the run-time library
 * (include/kforge/qrt.h) on OpenCL (PoCL here).  Every transfer is counted:
 * a copy moves only when the other side reads data that is dirty there.
 * Skipped when no OpenCL device opens.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "kforge/qrt.h"
#include "qrt_expect.h"

static const char *src =
    "__kernel void fill(__global float *a, float v, int n)\n"
    "{ int i = get_global_id(0); if (i < n) a[i] = v + i; }\n"
    "__kernel void axpb(__global const float *x, __global float *y, float a, float b)\n"
    "{ int i = get_global_id(0); y[i] = a * x[i] + b; }\n"
    "__kernel void idx2(__global float *m, int cols)\n"
    "{ int i = get_global_id(0), j = get_global_id(1); m[i * cols + j] = 100 * i + j; }\n"
    "__kernel void cmul(__global float2 *z, float2 c)\n"
    "{ int i = get_global_id(0); float2 v = z[i];\n"
    "  z[i] = (float2)(v.x * c.x - v.y * c.y, v.x * c.y + v.y * c.x); }\n"
    "__kernel void blocksum(__global const float *x, __global float *out, __local float *tmp)\n"
    "{ int l = get_local_id(0), g = get_group_id(0), n = get_local_size(0);\n"
    "  tmp[l] = x[get_global_id(0)]; barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  if (l == 0) { float s = 0; for (int k = 0; k < n; k++) s += tmp[k]; out[g] = s; } }\n"
    "__kernel void wrap(__global const float *x, __global float *y, int n)\n"
    "{ int i = get_global_id(0); y[i] = x[qrt_bnd_circ(i - 1, n)] + x[qrt_bnd_mirror(i + 1, n)]; }\n";

static char full_src[4096];

static int setup(void **state)
{
    (void)state;
    snprintf(full_src, sizeof full_src, "%s%s", qrt_ocl_prelude, src);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    qrt_shutdown();
    return 0;
}

#define NEED_OCL()                                                                                 \
    do {                                                                                           \
        if (!qrt_ocl_available()) skip();                                                          \
    } while (0)

static qrt_xfer_stats stats(void)
{
    qrt_xfer_stats s;
    qrt_xfer_stats_get(&s);
    return s;
}

static void test_write_on_device_read_on_host(void **state)
{
    (void)state;
    NEED_OCL();
    const int n = 100;
    qrt_array *A = qrt_zeros1(n);
    qrt_xfer_stats_reset();
    qrt_karg args[] = { qrt_ka(A, QRT_WRITE), qrt_kf(0.5f), qrt_ki(n) };
    qrt_ocl_launch(full_src, NULL, "fill", 1, (size_t[]){ (size_t)n }, NULL, 3, args);
    qrt_ocl_launch(full_src, NULL, "fill", 1, (size_t[]){ (size_t)n }, NULL, 3, args);
    long built = stats().programs_built; /* 1, or 0 when an earlier test built it */
    assert_true(built <= 1);
    char copy[sizeof full_src];
    memcpy(copy, full_src, sizeof copy); /* the same text elsewhere: no new build */
    qrt_ocl_launch(copy, "", "fill", 1, (size_t[]){ (size_t)n }, NULL, 3, args);
    assert_int_equal(stats().programs_built, built);
    qrt_ocl_launch(full_src, "-cl-fast-relaxed-math", "fill", 1, (size_t[]){ (size_t)n }, NULL, 3, args);
    assert_int_equal(stats().programs_built, built + 1); /* other options: another program */
    assert_int_equal(stats().to_device, 0); /* write only: nothing uploaded */
    assert_int_equal(A->valid, QRT_ON_OCL);
    for (int i = 0; i < n; i++) assert_float_equal(qrt_rd_f(A)[i], 0.5 + i, 0);
    assert_int_equal(stats().to_host, 1);
    assert_int_equal(stats().bytes_to_host, n * sizeof(float));
    (void)qrt_rd_f(A); /* clean on the host now: no second copy */
    assert_int_equal(stats().to_host, 1);
    assert_int_equal(A->valid, QRT_ON_HOST | QRT_ON_OCL);
    /* a view (reshape) shares the base's copies and bits: a kernel writing
     * the view leaves the base dirty on the host, one download serves both */
    qrt_array *V = qrt_reshape(A, 2, (int[]){ 10, 10 });
    qrt_ocl_launch(full_src, NULL, "fill", 1, (size_t[]){ (size_t)n }, NULL, 3,
                   (qrt_karg[]){ qrt_ka(V, QRT_WRITE), qrt_kf(2), qrt_ki(n) });
    assert_int_equal(A->valid, QRT_ON_OCL);
    assert_float_equal(qrt_get2f(V, 9, 9, QRT_CHECKED), 2 + 99, 0);
    assert_float_equal(qrt_rd_f(A)[99], 2 + 99, 0);
    assert_int_equal(stats().to_host, 2);
    qrt_release(A); /* the view holds the data */
    assert_float_equal(qrt_get2f(V, 0, 1, QRT_CHECKED), 3, 0);
    qrt_release(V);
}

static void test_chain_stays_on_device(void **state)
{
    (void)state;
    NEED_OCL();
    const int n = 64;
    float x[64];
    for (int i = 0; i < n; i++) x[i] = (float)i * 0.25f;
    qrt_array *X = qrt_from(QRT_SCALAR, 1, &n, x), *Y = qrt_uninit(QRT_SCALAR, 1, &n), *Z = qrt_uninit(QRT_SCALAR, 1, &n);
    qrt_xfer_stats_reset();
    size_t g = (size_t)n;
    qrt_ocl_launch(full_src, NULL, "axpb", 1, &g, NULL, 4, (qrt_karg[]){ qrt_ka(X, QRT_READ), qrt_ka(Y, QRT_WRITE), qrt_kf(2), qrt_kf(1) });
    qrt_ocl_launch(full_src, NULL, "axpb", 1, &g, NULL, 4, (qrt_karg[]){ qrt_ka(Y, QRT_READ), qrt_ka(Z, QRT_WRITE), qrt_kf(-1), qrt_kf(3) });
    qrt_ocl_launch(full_src, NULL, "axpb", 1, &g, NULL, 4, (qrt_karg[]){ qrt_ka(X, QRT_READ), qrt_ka(Y, QRT_WRITE), qrt_kf(0), qrt_kf(7) });
    /* X went up once (read twice, clean on the device the second time);
     * Y and Z never came down */
    assert_int_equal(stats().to_device, 1);
    assert_int_equal(stats().to_host, 0);
    for (int i = 0; i < n; i++) assert_float_equal(qrt_rd_f(Z)[i], -(2 * x[i] + 1) + 3, 1e-6);
    assert_int_equal(stats().to_host, 1);
    /* the host writes X: the device copy is dirty and the next read uploads */
    qrt_wr_f(X)[0] = 10;
    assert_int_equal(X->valid, QRT_ON_HOST);
    qrt_ocl_launch(full_src, NULL, "axpb", 1, &g, NULL, 4, (qrt_karg[]){ qrt_ka(X, QRT_READ), qrt_ka(Y, QRT_WRITE), qrt_kf(1), qrt_kf(0) });
    assert_int_equal(stats().to_device, 2);
    assert_float_equal(qrt_rd_f(Y)[0], 10, 0);
    assert_float_equal(qrt_rd_f(Y)[5], x[5], 0);
    /* host operations keep the protocol: a sum reads the device result */
    qrt_ocl_launch(full_src, NULL, "fill", 1, &g, NULL, 3, (qrt_karg[]){ qrt_ka(Z, QRT_WRITE), qrt_kf(1), qrt_ki(n) });
    double want = 0;
    for (int i = 0; i < n; i++) want += 1 + i;
    assert_float_equal(qrt_reduce(QRT_SUM, Z), want, 1e-3);
    qrt_release(X);
    qrt_release(Y);
    qrt_release(Z);
}

static void test_2d_local_complex(void **state)
{
    (void)state;
    NEED_OCL();
    qrt_array *M = qrt_zeros2(8, 6);
    qrt_ocl_launch(full_src, NULL, "idx2", 2, (size_t[]){ 8, 6 }, (size_t[]){ 4, 2 }, 2, (qrt_karg[]){ qrt_ka(M, QRT_WRITE), qrt_ki(6) });
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 6; j++) assert_float_equal(qrt_get2f(M, i, j, QRT_CHECKED), 100 * i + j, 0);
    qrt_cscalar z[3] = { qrt_complex(1, 2), qrt_complex(0, -1), qrt_complex(3, 0) }, c = qrt_complex(0.5f, 2);
    qrt_array *Z = qrt_from(QRT_CSCALAR, 1, (int[]){ 3 }, z);
    qrt_ocl_launch(full_src, NULL, "cmul", 1, (size_t[]){ 3 }, NULL, 2, (qrt_karg[]){ qrt_ka(Z, QRT_READWRITE), qrt_kc(c) });
    for (int i = 0; i < 3; i++) {
        qrt_cscalar w = z[i] * c;
        assert_float_equal(qrt_real(qrt_rd_c(Z)[i]), qrt_real(w), 1e-6);
        assert_float_equal(qrt_imag(qrt_rd_c(Z)[i]), qrt_imag(w), 1e-6);
    }
    const int n = 32, blk = 8;
    qrt_array *X = qrt_linspace(1, 32, n), *S = qrt_zeros1(n / blk);
    qrt_ocl_launch(full_src, NULL, "blocksum", 1, (size_t[]){ (size_t)n }, (size_t[]){ (size_t)blk }, 3,
                   (qrt_karg[]){ qrt_ka(X, QRT_READ), qrt_ka(S, QRT_WRITE), qrt_klocal(blk * sizeof(float)) });
    for (int g = 0; g < n / blk; g++) {
        double want = 0;
        for (int k = 0; k < blk; k++) want += 1 + g * blk + k;
        assert_float_equal(qrt_rd_f(S)[g], want, 1e-4);
    }
    qrt_array *W = qrt_zeros1(n);
    qrt_ocl_launch(full_src, NULL, "wrap", 1, (size_t[]){ (size_t)n }, NULL, 3,
                   (qrt_karg[]){ qrt_ka(X, QRT_READ), qrt_ka(W, QRT_WRITE), qrt_ki(n) });
    for (int i = 0; i < n; i++) {
        double want = qrt_rd_f(X)[qrt_bnd_circ(i - 1, n)] + qrt_rd_f(X)[qrt_bnd_mirror(i + 1, n)];
        assert_float_equal(qrt_rd_f(W)[i], want, 1e-5);
    }
    qrt_release(M);
    qrt_release(Z);
    qrt_release(X);
    qrt_release(S);
    qrt_release(W);
}

static void test_errors(void **state)
{
    (void)state;
    NEED_OCL();
    qrt_array *A = qrt_zeros1(4);
    EXPECT_ERROR(qrt_ocl_launch("__kernel void k(__global float *a) { a[0] = undefined_name; }", NULL, "k", 1,
                                (size_t[]){ 1 }, NULL, 1, (qrt_karg[]){ qrt_ka(A, QRT_WRITE) }),
                 "OpenCL kernel build failed");
    assert_non_null(strstr(qrt_test_msg, "undefined_name")); /* the build log */
    EXPECT_ERROR(qrt_ocl_launch(full_src, NULL, "nosuch", 1, (size_t[]){ 1 }, NULL, 0, NULL), "clCreateKernel(nosuch)");
    EXPECT_ERROR(qrt_cuda_ptr(A, QRT_READ), "without CUDA");
    qrt_release(A);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_write_on_device_read_on_host),
        cmocka_unit_test(test_chain_stays_on_device),
        cmocka_unit_test(test_2d_local_complex),
        cmocka_unit_test(test_errors),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
