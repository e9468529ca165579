/*
 * test_blas_cuda.c: the CUDA solver where there may be no GPU: NVRTC
 * compiles the generated kernels to PTX (skipped without libnvrtc), bad
 * arguments return their codes, and without a driver the call returns
 * KF_BLAS_ERR_NO_CUDA instead of crashing.
 */
#include <dlfcn.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "kforge/blas.h"

static void ptx(void **state)
{
    (void)state;
    int compiled = 0;
    for (int prec = 0; prec < 2; prec++)
        for (int pat = 0; pat < 2; pat++) {
            kf_gemm_params p = kf_gemm_default_params(prec ? KF_BLAS_DOUBLE : KF_BLAS_SINGLE,
                                                      pat ? KF_GEMM_GLOBAL : KF_GEMM_LOCAL);
            p.tails = KF_GEMM_TAIL_M | KF_GEMM_TAIL_N;
            p.trans_a = pat;
            p.tri = prec ? KF_GEMM_TRI_B : KF_GEMM_TRI_NONE;
            char *text = kf_blas_cuda_ptx(&p, "compute_90");
            if (!text && strstr(kf_blas_last_error(), "libnvrtc cannot be loaded"))
                skip();
            if (!text)
                print_error("%s\n", kf_blas_last_error());
            assert_non_null(text);
            assert_non_null(strstr(text, ".entry kf_gemm"));
            free(text);
            compiled++;
        }
    assert_int_equal(compiled, 4);
    /* the shapes the solver picks by size (solvers/cuda.c, cuda_params),
     * with the tails a size that is not a multiple of the block gives */
    static const char *const shapes[][2] = {{"s", "wg=16x16 tile=8x8 kb=8 ku=4"},
                                            {"d", "wg=16x16 tile=8x4 kb=8 ku=4"},
                                            {"d", "wg=16x16 tile=4x4 kb=8 ku=4"},
                                            {"s", "wg=16x16 tile=2x2 kb=16 ku=4"}};
    for (size_t i = 0; i < sizeof shapes / sizeof *shapes; i++) {
        kf_gemm_params q = kf_gemm_default_params(
            shapes[i][0][0] == 'd' ? KF_BLAS_DOUBLE : KF_BLAS_SINGLE, KF_GEMM_LOCAL);
        assert_int_equal(kf_gemm_params_parse(&q, shapes[i][1]), KF_BLAS_SUCCESS);
        q.tails = KF_GEMM_TAIL_M | KF_GEMM_TAIL_N;
        char *text = kf_blas_cuda_ptx(&q, "compute_90");
        if (!text)
            print_error("%s: %s\n", shapes[i][1], kf_blas_last_error());
        assert_non_null(text);
        assert_non_null(strstr(text, ".entry kf_gemm"));
        free(text);
    }
    /* the PTX is cached on disk: the second compile reads it back */
    kf_gemm_params p = kf_gemm_default_params(KF_BLAS_SINGLE, KF_GEMM_LOCAL);
    char *first = kf_blas_cuda_ptx(&p, "compute_80");
    char *second = kf_blas_cuda_ptx(&p, "compute_80");
    assert_non_null(first);
    assert_non_null(second);
    assert_string_equal(first, second);
    free(first);
    free(second);
}

static void errors(void **state)
{
    (void)state;
    kf_cuda_ptr x = 0x1000;
    assert_int_equal(kf_sgemm_cuda(KF_BLAS_COL_MAJOR, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, 4, 4, 4,
                                   1, x, 3, x, 4, 0, x, 4, NULL), KF_BLAS_ERR_LDA);
    assert_int_equal(kf_dgemm_cuda(KF_BLAS_COL_MAJOR, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, 4, 4, 4,
                                   1, 0, 4, x, 4, 0, x, 4, NULL), KF_BLAS_ERR_NULL_BUFFER);
    assert_int_equal(kf_sgemm_cuda(KF_BLAS_ROW_MAJOR, KF_BLAS_NO_TRANS, (kf_blas_transpose)1, 4, 4,
                                   4, 1, x, 4, x, 4, 0, x, 4, NULL), KF_BLAS_ERR_TRANS_B);
    /* TRMM and TRSM: each argument's own code before any CUDA call */
    assert_int_equal(kf_strmm_cuda(KF_BLAS_COL_MAJOR, (kf_blas_side)0, KF_BLAS_LOWER,
                                   KF_BLAS_NO_TRANS, KF_BLAS_UNIT, 4, 4, 1, x, 4, x, 4, NULL),
                     KF_BLAS_ERR_SIDE);
    assert_int_equal(kf_dtrsm_cuda(KF_BLAS_COL_MAJOR, KF_BLAS_RIGHT, (kf_blas_uplo)7,
                                   KF_BLAS_NO_TRANS, KF_BLAS_UNIT, 4, 4, 1, x, 4, x, 4, NULL),
                     KF_BLAS_ERR_UPLO);
    assert_int_equal(kf_strsm_cuda(KF_BLAS_COL_MAJOR, KF_BLAS_RIGHT, KF_BLAS_UPPER,
                                   KF_BLAS_TRANS, (kf_blas_diag)0, 4, 4, 1, x, 4, x, 4, NULL),
                     KF_BLAS_ERR_DIAG);
    assert_int_equal(kf_dtrmm_cuda(KF_BLAS_ROW_MAJOR, KF_BLAS_RIGHT, KF_BLAS_UPPER,
                                   KF_BLAS_TRANS, KF_BLAS_UNIT, 4, 5, 1, x, 4, x, 5, NULL),
                     KF_BLAS_ERR_LDA);
    assert_int_equal(kf_strsm_cuda(KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_UPPER,
                                   KF_BLAS_TRANS, KF_BLAS_UNIT, 4, 5, 1, x, 4, 0, 4, NULL),
                     KF_BLAS_ERR_NULL_BUFFER);
    /* nothing to do: no CUDA call at all, so success even without a driver */
    assert_int_equal(kf_strsm_cuda(KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_UPPER,
                                   KF_BLAS_TRANS, KF_BLAS_UNIT, 0, 5, 1, x, 1, x, 1, NULL), 0);
    void *drv = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (drv) { /* a driver: the fake pointers must not be launched on */
        dlclose(drv);
        return;
    }
    assert_int_equal(kf_sgemm_cuda(KF_BLAS_COL_MAJOR, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, 4, 4, 4,
                                   1, x, 4, x, 4, 0, x, 4, NULL), KF_BLAS_ERR_NO_CUDA);
    assert_non_null(strstr(kf_blas_last_error(), "libcuda"));
    /* TRMM and TRSM, every precision: the same clean code, not a crash */
    assert_int_equal(kf_strmm_cuda(KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER,
                                   KF_BLAS_NO_TRANS, KF_BLAS_UNIT, 4, 4, 1, x, 4, x, 4, NULL),
                     KF_BLAS_ERR_NO_CUDA);
    assert_int_equal(kf_dtrmm_cuda(KF_BLAS_ROW_MAJOR, KF_BLAS_RIGHT, KF_BLAS_UPPER,
                                   KF_BLAS_TRANS, KF_BLAS_NON_UNIT, 4, 3, 1, x, 3, x, 3, NULL),
                     KF_BLAS_ERR_NO_CUDA);
    assert_int_equal(kf_strsm_cuda(KF_BLAS_COL_MAJOR, KF_BLAS_RIGHT, KF_BLAS_LOWER,
                                   KF_BLAS_TRANS, KF_BLAS_UNIT, 4, 40, 1, x, 40, x, 4, NULL),
                     KF_BLAS_ERR_NO_CUDA);
    assert_int_equal(kf_dtrsm_cuda(KF_BLAS_ROW_MAJOR, KF_BLAS_LEFT, KF_BLAS_UPPER,
                                   KF_BLAS_NO_TRANS, KF_BLAS_NON_UNIT, 33, 4, 1, x, 33, x, 4,
                                   NULL),
                     KF_BLAS_ERR_NO_CUDA);
    assert_non_null(strstr(kf_blas_last_error(), "libcuda"));
}

int main(void)
{
    setenv("KFORGE_CACHE_DIR", "build/kforge-cache", 0);
    const struct CMUnitTest tests[] = {cmocka_unit_test(ptx), cmocka_unit_test(errors)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
