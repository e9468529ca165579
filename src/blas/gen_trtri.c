/*
 * gen_trtri.c: TRSM's own kernel (contract in include/kforge/blas.h,
 * kf_blas_trtri_gen): the inversion of the diagonal blocks that seed 004's
 * TRSM block algorithm (routines.c) multiplies by, written through kgen for
 * OpenCL, CUDA and OpenMP; and the fused block step that TRSM with few
 * right-hand sides runs instead of a copy and two GEMMs per block.
 */
#include "blas/base.h"
#include "kforge/kgen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The OpenMP dialect's inversion: one iteration per diagonal block, its
 * inverse X built row by row in a local array, each row a vector loop over
 * its non-zero columns:
 *
 *   lower:  X[r, 0..r]   = (e_r - sum_{q<r} T[r, q] X[q, 0..q]) / T[r, r]
 *   upper:  X[r, r..s-1] = (e_r - sum_{q>r} T[r, q] X[q, q..s-1]) / T[r, r]
 *
 * the same operations on the triangle, in the same order, as a work-item's
 * substitution on e_c (below; X is zero outside it), but a CPU core runs it down its vector lanes: the
 * work-item form is a chain of dependent multiply-adds with strided loads
 * (measured on one Zen 3 core: a quarter of a 128^2 STRSM went there).
 * The rows are written to W column by column, zero past the block. */
static void trtri_omp(struct kf_kgen *g, const char *T, int nb)
{
    char d[256];
    kf_kgen_begin_branchf(g, "#pragma omp parallel for schedule(static)\n"
                             "for (int b = 0; b < (n + %d) / %d; b++)", nb - 1, nb);
    snprintf(d, sizeof d, "int b0 = b * %d, s = min(%d, n - b0);", nb, nb);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    snprintf(d, sizeof d, "const %s *Tb = A + offA + b0 + b0 * lda;", T);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    snprintf(d, sizeof d, "%s X[%d * %d];", T, nb, nb);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branch(g, "for (int i = 0; i < s; i++)");
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, "int r = lower ? i : s - 1 - i;", KF_KGEN_PRIVATE, 0);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, "int lo = lower ? 0 : r, hi = lower ? r + 1 : s;",
                         KF_KGEN_PRIVATE, 0);
    snprintf(d, sizeof d, "%s *x = X + r * %d;", T, nb);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branchf(g, "for (int c = 0; c < %d; c++)", nb);
    kf_kgen_stmt(g, "x[c] = c == r ? 1 : 0;");
    kf_kgen_end_branch(g, NULL);
    /* the rows done: above r (lower), below r (upper); row q's non-zero
     * columns widened to whole groups of 16 (the rest of a row is zero),
     * so that the loop is whole vectors of any width up to 512 bits; up
     * to 32 columns the whole row, a fixed count (a variable one cost
     * 5 times the instructions in loop control on blocks of 32) */
    kf_kgen_begin_branch(g, "for (int q = lower ? 0 : r + 1; q < (lower ? r : s); q++)");
    snprintf(d, sizeof d, "const %s t = Tb[r + q * lda], *y = X + q * %d;", T, nb);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    if (nb <= 32) /* whole rows: a loop the compiler unrolls into a few vectors */
        snprintf(d, sizeof d, "#pragma omp simd\nfor (int c = 0; c < %d; c++)", nb);
    else
        snprintf(d, sizeof d, "#pragma omp simd\nfor (int c = lower ? 0 : q / 16 * 16; "
                              "c < (lower ? min(%d, (q + 16) / 16 * 16) : %d); c++)", nb, nb);
    kf_kgen_begin_branch(g, d);
    kf_kgen_stmt(g, "x[c] -= t * y[c];");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_begin_branch(g, "if (!unit)");
    snprintf(d, sizeof d, "const %s dg = Tb[r + r * lda];", T);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branch(g, "#pragma omp simd\nfor (int c = lo; c < hi; c++)");
    kf_kgen_stmt(g, "x[c] = x[c] / dg;");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    /* W_b column by column: X's triangle, zero elsewhere */
    kf_kgen_begin_branchf(g, "for (int c = 0; c < %d; c++)", nb);
    kf_kgen_begin_branchf(g, "for (int r = 0; r < %d; r++)", nb);
    snprintf(d, sizeof d,
             "W[b * %d * %d + r + c * %d] = r < s && c < s && (lower ? c <= r : c >= r) ? "
             "X[r * %d + c] : 0;", nb, nb, nb, nb);
    kf_kgen_stmt(g, d);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
}

/* The inversion kernel (through kgen, OpenCL, CUDA or OpenMP):
 *   kf_trtri(n, A, offA, lda, lower, unit, W): work-item g inverts column
 *   c = g % NB of diagonal block b = g / NB of A into W[b*NB*NB + r + c*NB]
 *   (NB = nb, written into the kernel; one work-group of NB per block),
 *   by forward (lower) or backward (upper) substitution on e_c.  The
 *   OpenMP dialect has its own form, by rows (trtri_omp). */
char *kf_blas_trtri_gen(kf_blas_precision prec, kf_blas_dialect dialect, int nb)
{
    if (dialect != KF_BLAS_OPENCL && dialect != KF_BLAS_CUDA && dialect != KF_BLAS_OPENMP) {
        kf_blas_fail(KF_BLAS_ERR_ARGUMENT, "unknown dialect %d", (int)dialect);
        return NULL;
    }
    if (!kf_blas_trsm_nb_valid(nb)) {
        kf_blas_fail(KF_BLAS_ERR_PARAMS, "TRSM block nb=%d: want one of 8, 16, 32, 64, 128", nb);
        return NULL;
    }
    int omp = dialect == KF_BLAS_OPENMP;
    struct kf_kgen *g = kf_kgen_create(dialect == KF_BLAS_CUDA     ? KF_KGEN_CUDA
                                       : dialect == KF_BLAS_OPENCL ? KF_KGEN_OPENCL
                                                                   : KF_KGEN_OPENMP);
    if (!g) {
        kf_blas_fail(KF_BLAS_ERR_NO_MEMORY, "out of memory creating a kgen context");
        return NULL;
    }
    const char *T = prec == KF_BLAS_DOUBLE ? "double" : "float";
    const char *ret = "return;";
    if (prec == KF_BLAS_DOUBLE && dialect == KF_BLAS_OPENCL)
        kf_kgen_file_stmt(g, "#pragma OPENCL EXTENSION cl_khr_fp64 : enable");
    if (dialect != KF_BLAS_OPENCL)
        kf_kgen_file_stmt(g, "#define min(a, b) ((a) < (b) ? (a) : (b))");
    const char *kq = kf_kgen_qualifier(g, KF_KGEN_Q_KERNEL);
    const char *gq = kf_kgen_qualifier(g, KF_KGEN_Q_GLOBAL);
    kf_kgen_declare_functionf(g, "%s%svoid kf_trtri(const int n, %s%sconst %s *A, const int offA, "
                                 "const int lda, const int lower, const int unit, %s%s%s *W)",
                              kq, *kq ? " " : "", gq, *gq ? " " : "", T, gq, *gq ? " " : "", T);
    kf_kgen_begin_body(g);
    char d[256];
    if (omp) {
        trtri_omp(g, T, nb);
        kf_kgen_end_body(g);
        return kf_blas_kgen_take(g);
    }
    snprintf(d, sizeof d, "int gid = %s;", kf_kgen_index(g, KF_KGEN_GLOBAL_ID, 0));
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    snprintf(d, sizeof d, "int b = gid / %d, c = gid %% %d;", nb, nb);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    snprintf(d, sizeof d, "int b0 = b * %d, s = min(%d, n - b0);", nb, nb);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branch(g, "if (b0 >= n)");
    kf_kgen_stmt(g, ret);
    kf_kgen_end_branch(g, NULL);
    snprintf(d, sizeof d, "%s%sconst %s *Tb = A + offA + b0 + b0 * lda;", gq, *gq ? " " : "", T);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    snprintf(d, sizeof d, "%s%s%s *x = W + b * %d * %d + c * %d;", gq, *gq ? " " : "", T, nb, nb,
             nb);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branchf(g, "for (int r = 0; r < %d; r++)", nb);
    kf_kgen_stmt(g, "x[r] = 0;");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_begin_branch(g, "if (c >= s)");
    kf_kgen_stmt(g, ret);
    kf_kgen_end_branch(g, NULL);
    /* x = inv(T) e_c: T x = e_c, row by row in the triangle's order */
    kf_kgen_begin_branch(g, "for (int i = 0; i < s; i++)");
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, "int r = lower ? i : s - 1 - i;", KF_KGEN_PRIVATE, 0);
    snprintf(d, sizeof d, "%s v = r == c ? 1 : 0;", T);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branch(g, "if (lower)");
    kf_kgen_begin_branch(g, "for (int q = c; q < r; q++)");
    kf_kgen_stmt(g, "v -= Tb[r + q * lda] * x[q];");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_else(g, NULL);
    kf_kgen_begin_branch(g, "for (int q = r + 1; q <= c; q++)");
    kf_kgen_stmt(g, "v -= Tb[r + q * lda] * x[q];");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_stmt(g, "x[r] = unit ? v : v / Tb[r + r * lda];");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_body(g);
    return kf_blas_kgen_take(g);
}

/* The block step for few right-hand sides (OpenCL, CUDA):
 *
 *   kf_trsm_block(s, n, dn, alpha, A, oa, ars, acs, W, ow, wrs, wcs,
 *                 B, od, oi, brs, bcs)
 *
 * solves one diagonal block of L X = alpha B in one launch, where L(r, q)
 * is A[oa + r * ars + q * acs] relative to the block's first row and the
 * solved range's first column, inv(L_ii)(r, q) is W[ow + r * wrs + q *
 * wcs], X_done(q, c) is B[od + q * brs + c * bcs] and B_i(r, c) is
 * B[oi + r * brs + c * bcs] (strides, so that both sides and both
 * transposes are the same kernel: a right side solves the transposed
 * system).  Work-item c owns column c of the block, in private memory:
 *
 *   t(r) = alpha B_i(r, c) - sum_q<dn L(r, q) X_done(q, c)
 *   B_i(r, c) = sum_q<s inv(L_ii)(r, q) t(q)
 *
 * each a loop over q around a loop down the rows (unit stride in L and W
 * when not transposed), which the compiler vectorises within the
 * work-item: on a CPU device (PoCL) a loop over work-items around a long
 * loop is not vectorised across them (measured: a first version with one
 * work-item per row ran a 2048 x 32 STRSM at 0.5 GFLOP/s).  The copy, the
 * panel update and the product by the inverse of seed 004's block
 * algorithm, one launch instead of three or more (with bulk and tails),
 * where the launches, not the flops, bound the solve.  The private
 * columns (2 nb elements) suit a CPU device, not a GPU's registers. */
char *kf_blas_trsm_block_gen(kf_blas_precision prec, kf_blas_dialect dialect, int nb)
{
    if (dialect != KF_BLAS_OPENCL && dialect != KF_BLAS_CUDA) {
        kf_blas_fail(KF_BLAS_ERR_ARGUMENT, "the TRSM block step has no kernel in dialect %d",
                     (int)dialect);
        return NULL;
    }
    if (!kf_blas_trsm_nb_valid(nb)) {
        kf_blas_fail(KF_BLAS_ERR_PARAMS, "TRSM block nb=%d: want one of 8, 16, 32, 64, 128", nb);
        return NULL;
    }
    struct kf_kgen *g = kf_kgen_create(dialect == KF_BLAS_CUDA ? KF_KGEN_CUDA : KF_KGEN_OPENCL);
    if (!g) {
        kf_blas_fail(KF_BLAS_ERR_NO_MEMORY, "out of memory creating a kgen context");
        return NULL;
    }
    const char *T = prec == KF_BLAS_DOUBLE ? "double" : "float";
    if (prec == KF_BLAS_DOUBLE && dialect == KF_BLAS_OPENCL)
        kf_kgen_file_stmt(g, "#pragma OPENCL EXTENSION cl_khr_fp64 : enable");
    const char *kq = kf_kgen_qualifier(g, KF_KGEN_Q_KERNEL);
    const char *gq = kf_kgen_qualifier(g, KF_KGEN_Q_GLOBAL);
    const char *sp = *gq ? " " : "";
    kf_kgen_declare_functionf(g, "%s%svoid kf_trsm_block(const int s, const int n, const int dn, "
                                 "const %s alpha, %s%sconst %s *A, const int oa, const int ars, "
                                 "const int acs, %s%sconst %s *W, const int ow, const int wrs, "
                                 "const int wcs, %s%s%s *B, const int od, const int oi, "
                                 "const int brs, const int bcs)",
                              kq, *kq ? " " : "", T, gq, sp, T, gq, sp, T, gq, sp, T);
    kf_kgen_begin_body(g);
    char d[256];
    snprintf(d, sizeof d, "int c = %s;", kf_kgen_index(g, KF_KGEN_GLOBAL_ID, 0));
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branch(g, "if (c >= n)");
    kf_kgen_stmt(g, "return;");
    kf_kgen_end_branch(g, NULL);
    snprintf(d, sizeof d, "%s t[%d], x[%d];", T, nb, nb);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, "int bi = oi + c * bcs, bd = od + c * bcs;",
                         KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branch(g, "for (int r = 0; r < s; r++)");
    kf_kgen_stmt(g, "t[r] = alpha * B[bi + r * brs];\nx[r] = 0;");
    kf_kgen_end_branch(g, NULL);
    /* the panel update, a column of L at a time */
    kf_kgen_begin_branch(g, "for (int q = 0; q < dn; q++)");
    snprintf(d, sizeof d, "%s xq = B[bd + q * brs];", T);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    snprintf(d, sizeof d, "%s%sconst %s *l = A + oa + q * acs;", gq, sp, T);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branch(g, "for (int r = 0; r < s; r++)");
    kf_kgen_stmt(g, "t[r] -= l[r * ars] * xq;");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    /* the product by the block's inverse, a column of it at a time */
    kf_kgen_begin_branch(g, "for (int q = 0; q < s; q++)");
    snprintf(d, sizeof d, "%s tq = t[q];", T);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    snprintf(d, sizeof d, "%s%sconst %s *w = W + ow + q * wcs;", gq, sp, T);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branch(g, "for (int r = 0; r < s; r++)");
    kf_kgen_stmt(g, "x[r] += w[r * wrs] * tq;");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_begin_branch(g, "for (int r = 0; r < s; r++)");
    kf_kgen_stmt(g, "B[bi + r * brs] = x[r];");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_body(g);
    return kf_blas_kgen_take(g);
}

int kf_blas_trsm_nb_valid(int nb)
{
    return nb == 8 || nb == 16 || nb == 32 || nb == 64 || nb == 128;
}

