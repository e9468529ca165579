/*
 * cblas_check.c: a program written against the system's cblas.h (and the
 * reference BLAS's Fortran symbols, declared here as a C program calling
 * a Fortran BLAS declares them), linked against libkforge_cblas; every
 * result compared with kforge's reference loops (kf_*_ref, src/blas/ref.c).
 *
 *   cblas_check cblas     every layout, transpose, side, triangle and
 *                         diagonal of ?gemm, ?trmm, ?trsm in both precisions
 *   cblas_check fortran   the same through sgemm_, dgemm_, ... (column-major)
 *   cblas_check MODE few  every 13th case (on a fresh machine the CPU
 *                         solver and OpenCL build a kernel for nearly every
 *                         case; the reference device runs them all)
 *   cblas_check MODE N    every Nth case
 *   cblas_check errors    invalid arguments: the operands must be untouched
 *                         (the messages are the caller's to check, stderr)
 *
 * One line per group on stdout; exit status 1 when any result is wrong.
 */
#include <cblas.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <kforge/blas.h>

void sgemm_(const char *, const char *, const int *, const int *, const int *, const float *,
            const float *, const int *, const float *, const int *, const float *, float *,
            const int *, size_t, size_t);
void dgemm_(const char *, const char *, const int *, const int *, const int *, const double *,
            const double *, const int *, const double *, const int *, const double *, double *,
            const int *, size_t, size_t);
#define TRI_F77(NAME, T)                                                                       \
    void NAME(const char *, const char *, const char *, const char *, const int *, const int *, \
              const T *, const T *, const int *, T *, const int *, size_t, size_t, size_t,     \
              size_t);
TRI_F77(strmm_, float)
TRI_F77(dtrmm_, double)
TRI_F77(strsm_, float)
TRI_F77(dtrsm_, double)

static uint64_t seed = 42;
static double rnd(void)
{
    seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    return (double)(seed >> 11) / 9007199254740992.0 - 0.5;
}

static int failures, checks;
static int every = 1; /* "few": every 13th case only (a fresh device builds a kernel per case) */
static int pick(void)
{
    static int i;
    return i++ % every == 0;
}

/* Compares n values; tol relative to the magnitude a sum of `terms` may reach. */
static void compare(const char *what, const double *got, const double *want, size_t n,
                    double tol)
{
    checks++;
    for (size_t i = 0; i < n; i++) {
        int ok = isnan(want[i]) ? isnan(got[i]) : fabs(got[i] - want[i]) <= tol * (1 + fabs(want[i]));
        if (!ok) {
            failures++;
            printf("# %s: element %zu is %.9g, the reference %.9g\n", what, i, got[i], want[i]);
            return;
        }
    }
}

static const int TR[3] = {CblasNoTrans, CblasTrans, CblasConjTrans};
static const char TC[3] = {'N', 't', 'C'};

/* GEMM, m x n x k, every transpose pair, through CBLAS (layout) or the
 * Fortran symbol (fortran: column-major). */
static void gemm_case(int dbl, int fortran, int layout, int ta, int tb, int m, int n, int k,
                      double alpha, double beta)
{
    int row = layout == CblasRowMajor;
    int ar = ta ? k : m, ac = ta ? m : k, br = tb ? n : k, bc = tb ? k : n;
    int lda = (row ? ac : ar) + 2, ldb = (row ? bc : br) + 1, ldc = (row ? n : m) + 3;
    size_t na = (size_t)lda * (row ? ar : ac), nb = (size_t)ldb * (row ? br : bc);
    size_t nc = (size_t)ldc * (row ? m : n);
    double *a = malloc(na * 8), *b = malloc(nb * 8), *c = malloc(nc * 8), *r = malloc(nc * 8);
    float *fa = malloc(na * 4), *fb = malloc(nb * 4), *fc = malloc(nc * 4);
    for (size_t i = 0; i < na; i++) a[i] = fa[i] = (float)rnd();
    for (size_t i = 0; i < nb; i++) b[i] = fb[i] = (float)rnd();
    for (size_t i = 0; i < nc; i++) {
        fc[i] = (float)(c[i] = beta == 0 ? NAN : rnd());
        r[i] = c[i] = dbl ? c[i] : fc[i];
    }
    kf_dgemm_ref(row ? KF_BLAS_ROW_MAJOR : KF_BLAS_COL_MAJOR, ta ? KF_BLAS_TRANS : KF_BLAS_NO_TRANS,
                 tb ? KF_BLAS_TRANS : KF_BLAS_NO_TRANS, m, n, k, alpha, a, lda, b, ldb, beta, r, ldc);
    if (beta == 0) /* the reference does not read C either: its NaN are gone */
        for (size_t i = 0; i < nc; i++) if (isnan(r[i])) r[i] = NAN;
    float falpha = (float)alpha, fbeta = (float)beta;
    if (fortran && dbl)
        dgemm_(&TC[ta], &TC[tb], &m, &n, &k, &alpha, a, &lda, b, &ldb, &beta, c, &ldc, 1, 1);
    else if (fortran)
        sgemm_(&TC[ta], &TC[tb], &m, &n, &k, &falpha, fa, &lda, fb, &ldb, &fbeta, fc, &ldc, 1, 1);
    else if (dbl)
        cblas_dgemm(layout, TR[ta], TR[tb], m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
    else
        cblas_sgemm(layout, TR[ta], TR[tb], m, n, k, falpha, fa, lda, fb, ldb, fbeta, fc, ldc);
    if (!dbl)
        for (size_t i = 0; i < nc; i++) c[i] = fc[i];
    char what[160];
    snprintf(what, sizeof what, "%s%sgemm %s %c%c m=%d n=%d k=%d alpha=%g beta=%g", fortran ? "" : "cblas_",
             dbl ? "d" : "s", row ? "row" : "col", TC[ta], TC[tb], m, n, k, alpha, beta);
    /* padding between columns must not change: compare everything */
    compare(what, c, r, nc, dbl ? 1e-12 * (k + 1) : 2e-5 * (k + 1));
    free(a), free(b), free(c), free(r), free(fa), free(fb), free(fc);
}

/* TRMM or TRSM with every side, triangle, transpose, diagonal. */
static void tri_case(int trsm, int dbl, int fortran, int layout, int side, int uplo, int ta,
                     int unit, int m, int n, double alpha)
{
    int row = layout == CblasRowMajor;
    int ka = side ? n : m, lda = ka + 1, ldb = (row ? n : m) + 2;
    size_t na = (size_t)lda * ka, nb = (size_t)ldb * (row ? m : n);
    double *a = malloc(na * 8), *b = malloc(nb * 8), *r = malloc(nb * 8);
    float *fa = malloc(na * 4), *fb = malloc(nb * 4);
    for (size_t i = 0; i < na; i++) a[i] = fa[i] = (float)rnd();
    /* a dominant diagonal keeps TRSM well conditioned */
    for (int i = 0; i < ka; i++) a[(size_t)i * lda + i] = fa[(size_t)i * lda + i] = (float)(ka + 1 + rnd());
    for (size_t i = 0; i < nb; i++) b[i] = r[i] = fb[i] = (float)rnd();
    kf_blas_layout kl = row ? KF_BLAS_ROW_MAJOR : KF_BLAS_COL_MAJOR;
    kf_blas_side ks = side ? KF_BLAS_RIGHT : KF_BLAS_LEFT;
    kf_blas_uplo ku = uplo ? KF_BLAS_LOWER : KF_BLAS_UPPER;
    kf_blas_transpose kt = ta ? KF_BLAS_TRANS : KF_BLAS_NO_TRANS;
    kf_blas_diag kd = unit ? KF_BLAS_UNIT : KF_BLAS_NON_UNIT;
    (trsm ? kf_dtrsm_ref : kf_dtrmm_ref)(kl, ks, ku, kt, kd, m, n, alpha, a, lda, r, ldb);
    const char *sc = side ? "R" : "L", *uc = uplo ? "l" : "U", *dc = unit ? "u" : "N";
    int cs = side ? CblasRight : CblasLeft, cu = uplo ? CblasLower : CblasUpper;
    int cd = unit ? CblasUnit : CblasNonUnit;
    float fal = (float)alpha;
    if (fortran) {
        if (dbl)
            (trsm ? dtrsm_ : dtrmm_)(sc, uc, &TC[ta], dc, &m, &n, &alpha, a, &lda, b, &ldb, 1, 1, 1, 1);
        else
            (trsm ? strsm_ : strmm_)(sc, uc, &TC[ta], dc, &m, &n, &fal, fa, &lda, fb, &ldb, 1, 1, 1, 1);
    } else if (dbl) {
        (trsm ? cblas_dtrsm : cblas_dtrmm)(layout, cs, cu, TR[ta], cd, m, n, alpha, a, lda, b, ldb);
    } else {
        (trsm ? cblas_strsm : cblas_strmm)(layout, cs, cu, TR[ta], cd, m, n, fal, fa, lda, fb, ldb);
    }
    if (!dbl)
        for (size_t i = 0; i < nb; i++) b[i] = fb[i];
    char what[160];
    snprintf(what, sizeof what, "%s%s%s %s side=%s uplo=%s trans=%c diag=%s m=%d n=%d alpha=%g",
             fortran ? "" : "cblas_", dbl ? "d" : "s", trsm ? "trsm" : "trmm", row ? "row" : "col",
             sc, uc, TC[ta], dc, m, n, alpha);
    compare(what, b, r, nb, dbl ? 1e-11 * (ka + 1) : 3e-5 * (ka + 1));
    free(a), free(b), free(r), free(fa), free(fb);
}

static void results(int fortran)
{
    static const int sizes[][3] = {{1, 1, 1}, {7, 5, 6}, {33, 17, 40}, {64, 70, 3}};
    for (int dbl = 0; dbl < 2; dbl++)
        for (int l = 0; l < (fortran ? 1 : 2); l++) {
            int layout = fortran || l ? CblasColMajor : CblasRowMajor;
            int before = failures;
            for (int s = 0; s < 4; s++)
                for (int ta = 0; ta < 3; ta++)
                    for (int tb = 0; tb < 3; tb++)
                        if (pick())
                            gemm_case(dbl, fortran, layout, ta, tb, sizes[s][0], sizes[s][1],
                                  sizes[s][2], s == 2 ? -0.75 : 1.5, s == 1 ? 0 : 0.5);
            gemm_case(dbl, fortran, layout, 0, 1, 9, 8, 0, 1.0, 0.5);   /* k = 0: C = beta C */
            gemm_case(dbl, fortran, layout, 1, 0, 9, 8, 7, 0.0, 0.0);   /* alpha = 0, beta = 0 */
            printf("%s %sgemm %s\n", failures == before ? "ok" : "FAIL", dbl ? "d" : "s",
                   layout == CblasRowMajor ? "row-major" : "column-major");
            for (int trsm = 0; trsm < 2; trsm++) {
                before = failures;
                for (int side = 0; side < 2; side++)
                    for (int uplo = 0; uplo < 2; uplo++)
                        for (int ta = 0; ta < 3; ta++)
                            for (int unit = 0; unit < 2; unit++) {
                                if (pick())
                                    tri_case(trsm, dbl, fortran, layout, side, uplo, ta, unit, 13, 9, 0.5);
                                if (pick())
                                    tri_case(trsm, dbl, fortran, layout, side, uplo, ta, unit, 1, 40, -2);
                            }
                if (every == 1) /* larger: more blocks, more kernels */
                    tri_case(trsm, dbl, fortran, layout, 0, 1, 0, 0, 70, 45, 1.0);
                tri_case(trsm, dbl, fortran, layout, 1, 0, 1, 1, 6, 5, 0.0);   /* alpha 0: B = 0 */
                printf("%s %s%s %s\n", failures == before ? "ok" : "FAIL", dbl ? "d" : "s",
                       trsm ? "trsm" : "trmm", layout == CblasRowMajor ? "row-major" : "column-major");
            }
        }
}

/* Invalid arguments, one per line of the caller's expectation; each must
 * leave C (or B) as it was. */
static void errors(void)
{
    double a[64], b[64], c[64], keep[64];
    for (int i = 0; i < 64; i++) a[i] = b[i] = c[i] = keep[i] = i;
    int m = 4, n = 4, k = 4, lda = 4, small = 3, neg = -1;
    double one = 1;
    cblas_dgemm(99, CblasNoTrans, CblasNoTrans, 4, 4, 4, 1, a, 4, b, 4, 0, c, 4);
    cblas_dgemm(CblasColMajor, 7, CblasNoTrans, 4, 4, 4, 1, a, 4, b, 4, 0, c, 4);
    cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, 4, -1, 4, 1, a, 4, b, 4, 0, c, 4);
    cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, 4, 5, 6, 1, a, 5, b, 6, 0, c, 6);
    cblas_dgemm(CblasColMajor, CblasNoTrans, CblasTrans, 4, 5, 6, 1, a, 4, b, 4, 0, c, 4);
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, 4, 4, 4, 1, (float *)a, 4, (float *)b, 4, 0, (float *)c, 3);
    cblas_dtrsm(CblasColMajor, 0, CblasUpper, CblasNoTrans, CblasUnit, 4, 4, 1, a, 4, b, 4);
    cblas_dtrmm(CblasRowMajor, CblasRight, CblasUpper, CblasNoTrans, CblasUnit, 4, 6, 1, a, 4, b, 6);
    cblas_strsm(CblasColMajor, CblasLeft, CblasLower, CblasTrans, 5, 4, 4, 1, (float *)a, 4, (float *)b, 4);
    dgemm_("X", "N", &m, &n, &k, &one, a, &lda, b, &lda, &one, c, &lda, 1, 1);
    dgemm_("N", "N", &m, &n, &neg, &one, a, &lda, b, &lda, &one, c, &lda, 1, 1);
    dgemm_("T", "N", &m, &n, &k, &one, a, &small, b, &lda, &one, c, &lda, 1, 1);
    dtrsm_("L", "U", "N", "N", &m, &n, &one, a, &small, b, &lda, 1, 1, 1, 1);
    dtrmm_("L", "U", "N", "N", &m, &n, &one, a, &lda, b, &small, 1, 1, 1, 1);
    strmm_("L", "Q", "N", "N", &m, &n, (float *)&one, (float *)a, &lda, (float *)b, &lda, 1, 1, 1, 1);
    checks++;
    if (memcmp(b, keep, sizeof b) || memcmp(c, keep, sizeof c)) {
        failures++;
        printf("FAIL an invalid call wrote its operands\n");
    } else {
        printf("ok invalid calls leave their operands alone\n");
    }
}

int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "cblas";
    if (argc > 2)
        every = !strcmp(argv[2], "few") ? 13 : atoi(argv[2]) > 0 ? atoi(argv[2]) : 1;
    if (!strcmp(mode, "cblas"))
        results(0);
    else if (!strcmp(mode, "fortran"))
        results(1);
    else if (!strcmp(mode, "errors"))
        errors();
    else {
        fprintf(stderr, "usage: cblas_check cblas|fortran|errors\n");
        return 2;
    }
    printf("%d checks, %d failed\n", checks, failures);
    return failures != 0;
}
