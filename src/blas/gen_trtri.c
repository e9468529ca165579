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

/* The inversion in vectors of columns (OpenCL, vw = 2 .. 16 dividing
 * nb), for CPU devices: a work-group of nb / vw work-items per diagonal
 * block, work-item i owning columns c0 = i vw .. c0 + vw - 1 of the
 * inverse X as vectors, one per row, in private memory, built row by row
 * as trtri_omp builds them:
 *
 *   lower:  x[r] = (e_r - sum_{c0<=q<r} T[r, q] x[q]) / T[r, r]
 *   upper:  x[r] = (e_r - sum_{r<q<c0+vw} T[r, q] x[q]) / T[r, r]
 *
 * (rows whose vector is zero skipped: r < c0 lower, r >= c0 + vw upper),
 * a scalar of T times a vector per step.  The work-item per column of
 * the scalar kernel ran a chain of dependent scalar multiply-adds with
 * strided loads, which PoCL did not vectorise across work-items: half of
 * a 2048 x 32 STRSM's CPU time on PoCL.  W as the scalar kernel writes
 * it: the triangle, zero elsewhere. */
static void trtri_vec(struct kf_kgen *g, const char *T, int nb, int vw)
{
    char d[320];
    snprintf(d, sizeof d, "int b = get_group_id(0), c0 = get_local_id(0) * %d;", vw);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    snprintf(d, sizeof d, "int b0 = b * %d, s = min(%d, n - b0);", nb, nb);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    snprintf(d, sizeof d, "__global const %s *Tb = A + offA + b0 + b0 * lda;", T);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    snprintf(d, sizeof d, "__global %s *Wb = W + b * %d * %d;", T, nb, nb);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    snprintf(d, sizeof d, "%s%d x[%d], v;", T, vw, nb);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    snprintf(d, sizeof d, "%s e[%d];", T, vw);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branchf(g, "for (int r = 0; r < %d; r++)", nb);
    kf_kgen_stmt(g, "x[r] = 0;");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_begin_branch(g, "for (int i = 0; i < s && c0 < s; i++)");
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, "int r = lower ? i : s - 1 - i;", KF_KGEN_PRIVATE, 0);
    snprintf(d, sizeof d, "if (lower ? r < c0 : r >= c0 + %d)", vw);
    kf_kgen_begin_branch(g, d);
    kf_kgen_stmt(g, "continue;");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_begin_branchf(g, "for (int k = 0; k < %d; k++)", vw);
    kf_kgen_stmt(g, "e[k] = c0 + k == r ? 1 : 0;");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_stmtf(g, "v = vload%d(0, e);", vw);
    snprintf(d, sizeof d, "for (int q = lower ? c0 : r + 1; q < (lower ? r : min(s, c0 + %d)); q++)",
             vw);
    kf_kgen_begin_branch(g, d);
    kf_kgen_stmt(g, "v -= Tb[r + q * lda] * x[q];");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_stmt(g, "x[r] = unit ? v : v / Tb[r + r * lda];");
    kf_kgen_end_branch(g, NULL);
    /* W_b's columns c0.., lane by lane */
    kf_kgen_begin_branchf(g, "for (int r = 0; r < %d; r++)", nb);
    kf_kgen_stmtf(g, "vstore%d(x[r], 0, e);", vw);
    kf_kgen_begin_branchf(g, "for (int k = 0; k < %d; k++)", vw);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, "int c = c0 + k;", KF_KGEN_PRIVATE, 0);
    snprintf(d, sizeof d,
             "Wb[r + c * %d] = r < s && c < s && (lower ? c <= r : c >= r) ? e[k] : 0;", nb);
    kf_kgen_stmt(g, d);
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
    return kf_blas_trtri_gen_vw(prec, dialect, nb, 1);
}

char *kf_blas_trtri_gen_vw(kf_blas_precision prec, kf_blas_dialect dialect, int nb, int vw)
{
    int vec = vw > 1;
    if (vec && !(dialect == KF_BLAS_OPENCL && kf_blas_trsm_nb_valid(nb) && nb % vw == 0 &&
                 (vw == 2 || vw == 4 || vw == 8 || vw == 16))) {
        kf_blas_fail(KF_BLAS_ERR_PARAMS,
                     "TRSM inversion vw=%d: want 1, or on OpenCL 2, 4, 8 or 16 dividing nb=%d",
                     vw, nb);
        return NULL;
    }
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
    if (vec || omp) {
        if (vec)
            trtri_vec(g, T, nb, vw);
        else
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
    return kf_blas_trsm_block_gen_vw(prec, dialect, nb, 1);
}

static char *trsm_block_vec(kf_blas_precision prec, int nb, int vw);

char *kf_blas_trsm_block_gen_vw(kf_blas_precision prec, kf_blas_dialect dialect, int nb, int vw)
{
    if (vw > 1 && dialect == KF_BLAS_OPENCL && kf_blas_trsm_nb_valid(nb) && nb % vw == 0 &&
        (vw == 2 || vw == 4 || vw == 8 || vw == 16))
        return trsm_block_vec(prec, nb, vw);
    if (vw > 1) {
        kf_blas_fail(KF_BLAS_ERR_PARAMS,
                     "TRSM block step vw=%d: want 1, or on OpenCL 2, 4, 8 or 16 dividing nb=%d",
                     vw, nb);
        return NULL;
    }
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

/* Lane by lane: g[k] = EXPR(r0 + k) for the lanes whose row is below
 * `lim` (EXPR's row written as "%s" twice at most), else 0; then VEC =
 * vloadN(0, g).  The gather of a transposed operand, or of a block's
 * partial last vector. */
static void vec_gather(struct kf_kgen *g, int vw, const char *vec, const char *lim,
                       const char *expr)
{
    char d[320];
    kf_kgen_begin_branchf(g, "for (int k = 0; k < %d; k++)", vw);
    int n = snprintf(d, sizeof d, "g[k] = r0 + k < %s ? ", lim);
    n += snprintf(d + n, sizeof d - n, expr, "(r0 + k)", "(r0 + k)");
    snprintf(d + n, sizeof d - n, " : 0;");
    kf_kgen_stmt(g, d);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_stmtf(g, "%s = vload%d(0, g);", vec, vw);
}

/* The block step in vector rows (OpenCL; vw = 2 .. 16 dividing nb), for
 * CPU devices: kf_trsm_block_gen's arguments and result, but a
 * work-group per KF_BLAS_TRSM_BLOCK_COLS columns of B (NC), work-item i
 * of it owning rows r0 = i vw .. r0 + vw - 1 of all NC columns, as vectors
 * of vw rows (GEMM's vw, gen_gemm.c):
 *
 *   x_j = alpha B_i(r0.., c_j) - sum_q<dn L(r0.., q) X_done(q, c_j)
 *                       one vloadN of L's column, NC multiply-adds by
 *                       scalars of X_done (a gather where L is transposed
 *                       or the vector passes s)
 *   t(:, j) = x_j       in local memory; barrier
 *   B_i(r0.., c_j) = sum_q<s inv(L_ii)(r0.., q) t(q, j)
 *
 * The scalar kernel's work-item ran a column's whole block and left
 * PoCL's threads and vector lanes idle: a 2048 x 32 STRSM was 32
 * work-items per launch, each a scalar chain per row.  Columns past n
 * read column n - 1 (clamped: the loops stay uniform) and write
 * nothing. */
static char *trsm_block_vec(kf_blas_precision prec, int nb, int vw)
{
    struct kf_kgen *g = kf_kgen_create(KF_KGEN_OPENCL);
    if (!g) {
        kf_blas_fail(KF_BLAS_ERR_NO_MEMORY, "out of memory creating a kgen context");
        return NULL;
    }
    const int NC = KF_BLAS_TRSM_BLOCK_COLS;
    const char *T = prec == KF_BLAS_DOUBLE ? "double" : "float";
    char V[16];
    snprintf(V, sizeof V, "%s%d", T, vw);
    if (prec == KF_BLAS_DOUBLE)
        kf_kgen_file_stmt(g, "#pragma OPENCL EXTENSION cl_khr_fp64 : enable");
    kf_kgen_declare_functionf(g, "__kernel void kf_trsm_block(const int s, const int n, "
                                 "const int dn, const %s alpha, __global const %s *A, "
                                 "const int oa, const int ars, const int acs, __global const %s "
                                 "*W, const int ow, const int wrs, const int wcs, __global %s *B, "
                                 "const int od, const int oi, const int brs, const int bcs)",
                              T, T, T, T);
    kf_kgen_begin_body(g);
    char d[512];
    /* L's columns staged by QC (16 KiB of local memory) */
    int es = prec == KF_BLAS_DOUBLE ? 8 : 4, qc = 16384 / (nb * es);
    if (qc > 64)
        qc = 64;
    snprintf(d, sizeof d, "__local %s t[%d], Lc[%d];", T, NC * nb, qc * nb);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    snprintf(d, sizeof d, "int r0 = get_local_id(0) * %d, c0 = get_group_id(0) * %d;", vw, NC);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    snprintf(d, sizeof d, "int full = r0 + %d <= s;", vw);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    /* the columns' offsets in B, clamped to column n - 1 */
    int n = snprintf(d, sizeof d, "int ");
    for (int j = 0; j < NC; j++)
        n += snprintf(d + n, sizeof d - n, "b%d = min(c0 + %d, n - 1) * bcs%s", j, j,
                      j + 1 < NC ? ", " : ";");
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    snprintf(d, sizeof d, "%s g[%d];", T, vw);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    n = snprintf(d, sizeof d, "%s l", V);
    for (int j = 0; j < NC; j++)
        n += snprintf(d + n, sizeof d - n, ", x%d = 0, y%d = 0", j, j);
    snprintf(d + n, sizeof d - n, ";");
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    /* alpha B_i's rows (rows past s: zero) */
    for (int j = 0; j < NC; j++) {
        kf_kgen_begin_branch(g, "if (full && brs == 1)");
        kf_kgen_stmtf(g, "x%d = alpha * vload%d(0, B + oi + r0 + b%d);", j, vw, j);
        kf_kgen_else(g, NULL);
        char e[64], xj[16];
        snprintf(e, sizeof e, "alpha * B[oi + %%s * brs + b%d]", j);
        snprintf(xj, sizeof xj, "x%d", j);
        vec_gather(g, vw, xj, "s", e);
        kf_kgen_end_branch(g, NULL);
    }
    /* the panel update, QC columns of L at a time through local memory:
     * each work-item copies its rows of them, then reads its rows back.
     * A work-item reading its vw rows of every column of L in turn read
     * one cache line per column, columns lda apart (a new page each: no
     * prefetch), and the next work-item the same columns again: three
     * quarters of the kernel's time went to that load */
    kf_kgen_begin_branchf(g, "for (int q0 = 0; q0 < dn; q0 += %d)", qc);
    snprintf(d, sizeof d, "int qn = min(%d, dn - q0);", qc);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branch(g, "for (int q = 0; q < qn; q++)");
    kf_kgen_begin_branch(g, "if (full && ars == 1)");
    kf_kgen_stmtf(g, "l = vload%d(0, A + oa + r0 + (q0 + q) * acs);", vw);
    kf_kgen_else(g, NULL);
    vec_gather(g, vw, "l", "s", "A[oa + %s * ars + (q0 + q) * acs]");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_stmtf(g, "vstore%d(l, 0, Lc + q * %d + r0);", vw, nb);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_barrier(g);
    kf_kgen_begin_branch(g, "for (int q = 0; q < qn; q++)");
    kf_kgen_stmtf(g, "l = vload%d(0, Lc + q * %d + r0);", vw, nb);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, "int bq = od + (q0 + q) * brs;", KF_KGEN_PRIVATE, 0);
    for (int j = 0; j < NC; j++)
        kf_kgen_stmtf(g, "x%d -= l * B[bq + b%d];", j, j);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_barrier(g);
    kf_kgen_end_branch(g, NULL);
    /* every column's t whole in local memory (rows past s: zero) */
    for (int j = 0; j < NC; j++)
        kf_kgen_stmtf(g, "vstore%d(x%d, 0, t + %d + r0);", vw, j, j * nb);
    kf_kgen_barrier(g);
    /* the product by the block's inverse, a column of it at a time */
    kf_kgen_begin_branch(g, "if (r0 < s)");
    kf_kgen_begin_branch(g, "for (int q = 0; q < s; q++)");
    kf_kgen_begin_branch(g, "if (wrs == 1)");
    kf_kgen_stmtf(g, "l = vload%d(0, W + ow + r0 + q * wcs);", vw);
    kf_kgen_else(g, NULL);
    /* W holds whole blocks of nb x nb: rows up to nb are in it */
    snprintf(d, sizeof d, "%d", nb);
    vec_gather(g, vw, "l", d, "W[ow + %s * wrs + q * wcs]");
    kf_kgen_end_branch(g, NULL);
    for (int j = 0; j < NC; j++)
        kf_kgen_stmtf(g, "y%d += l * t[%d + q];", j, j * nb);
    kf_kgen_end_branch(g, NULL);
    /* B_i's rows of the columns below n */
    for (int j = 0; j < NC; j++) {
        kf_kgen_begin_branchf(g, "if (c0 + %d < n)", j);
        kf_kgen_begin_branch(g, "if (full && brs == 1)");
        kf_kgen_stmtf(g, "vstore%d(y%d, 0, B + oi + r0 + b%d);", vw, j, j);
        kf_kgen_else(g, NULL);
        kf_kgen_stmtf(g, "vstore%d(y%d, 0, g);", vw, j);
        kf_kgen_begin_branchf(g, "for (int k = 0; k < %d && r0 + k < s; k++)", vw);
        kf_kgen_stmtf(g, "B[oi + (r0 + k) * brs + b%d] = g[k];", j);
        kf_kgen_end_branch(g, NULL);
        kf_kgen_end_branch(g, NULL);
        kf_kgen_end_branch(g, NULL);
    }
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_body(g);
    return kf_blas_kgen_take(g);
}

int kf_blas_trsm_nb_valid(int nb)
{
    return nb == 8 || nb == 16 || nb == 32 || nb == 64 || nb == 128;
}

