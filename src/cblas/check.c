/*
 * check.c: the reference BLAS's argument checks and error handlers
 * (contract in check.h and api.h).  The checks follow the reference
 * routines (netlib BLAS 3.11, DGEMM and DTRMM): enumerations first, then
 * negative sizes, then each leading dimension against max(1, the rows of
 * its matrix as stored), in argument order.
 */
#include "cblas/check.h"
#include "cblas/api.h"
#include "kforge/blas.h"

#include <stdarg.h>
#include <stdio.h>

static int max1(int x)
{
    return x > 1 ? x : 1;
}

static int trans_ok(int t)
{
    return t == KF_BLAS_NO_TRANS || t == KF_BLAS_TRANS || t == KF_BLAS_CONJ_TRANS;
}

int kf_cblas_gemm_check(int row, int ta, int tb, int m, int n, int k, int lda, int ldb, int ldc,
                        const kf_cblas_gemm_pos *pos)
{
    if (!trans_ok(ta))
        return pos->ta;
    if (!trans_ok(tb))
        return pos->tb;
    if (m < 0)
        return pos->m;
    if (n < 0)
        return pos->n;
    if (k < 0)
        return pos->k;
    int na = ta == KF_BLAS_NO_TRANS, nb = tb == KF_BLAS_NO_TRANS;
    /* the length of a stored line: a column (column-major) or a row */
    int la = row ? (na ? k : m) : (na ? m : k);
    int lb = row ? (nb ? n : k) : (nb ? k : n);
    if (lda < max1(la))
        return pos->lda;
    if (ldb < max1(lb))
        return pos->ldb;
    if (ldc < max1(row ? n : m))
        return pos->ldc;
    return 0;
}

int kf_cblas_tri_check(int row, int side, int uplo, int ta, int diag, int m, int n, int lda,
                       int ldb, const kf_cblas_tri_pos *pos)
{
    if (side != KF_BLAS_LEFT && side != KF_BLAS_RIGHT)
        return pos->side;
    if (uplo != KF_BLAS_UPPER && uplo != KF_BLAS_LOWER)
        return pos->uplo;
    if (!trans_ok(ta))
        return pos->ta;
    if (diag != KF_BLAS_UNIT && diag != KF_BLAS_NON_UNIT)
        return pos->diag;
    if (m < 0)
        return pos->m;
    if (n < 0)
        return pos->n;
    if (lda < max1(side == KF_BLAS_LEFT ? m : n))
        return pos->lda;
    if (ldb < max1(row ? n : m))
        return pos->ldb;
    return 0;
}

int kf_cblas_trans_of(char c)
{
    switch (c) {
    case 'N': case 'n': return KF_BLAS_NO_TRANS;
    case 'T': case 't': return KF_BLAS_TRANS;
    case 'C': case 'c': return KF_BLAS_CONJ_TRANS;
    default: return 0;
    }
}

int kf_cblas_side_of(char c)
{
    return c == 'L' || c == 'l' ? KF_BLAS_LEFT : c == 'R' || c == 'r' ? KF_BLAS_RIGHT : 0;
}

int kf_cblas_uplo_of(char c)
{
    return c == 'U' || c == 'u' ? KF_BLAS_UPPER : c == 'L' || c == 'l' ? KF_BLAS_LOWER : 0;
}

int kf_cblas_diag_of(char c)
{
    return c == 'U' || c == 'u' ? KF_BLAS_UNIT : c == 'N' || c == 'n' ? KF_BLAS_NON_UNIT : 0;
}

/* The reference's handlers print and stop the program; these print and
 * return, so that a caller's mistake is reported and survived. */
__attribute__((weak)) void cblas_xerbla(int p, const char *rout, const char *form, ...)
{
    if (p)
        fprintf(stderr, "Parameter %d to routine %s was incorrect\n", p, rout);
    va_list ap;
    va_start(ap, form);
    vfprintf(stderr, form, ap);
    va_end(ap);
}

__attribute__((weak)) void xerbla_(const char *srname, const int *info, size_t len)
{
    int n = 0;
    while ((size_t)n < len && srname[n] && srname[n] != ' ')
        n++;
    fprintf(stderr, " ** On entry to %.*s parameter number %2d had an illegal value\n", n, srname,
            *info);
}
