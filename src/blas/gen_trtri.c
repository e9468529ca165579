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

/* The inversion kernel (through kgen, OpenCL, CUDA or OpenMP):
 *   kf_trtri(n, A, offA, lda, lower, unit, W): work-item g inverts column
 *   c = g % NB of diagonal block b = g / NB of A into W[b*NB*NB + r + c*NB]
 *   (NB = nb, written into the kernel; one work-group of NB per block),
 *   by forward (lower) or backward (upper) substitution on e_c.  On the
 *   OpenMP dialect the work-items are the iterations of a parallel loop. */
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
    const char *ret = omp ? "continue;" : "return;";
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
        kf_kgen_begin_branchf(g, "#pragma omp parallel for schedule(static)\n"
                                 "for (int gid = 0; gid < (n + %d) / %d * %d; gid++)", nb - 1, nb, nb);
    } else {
        snprintf(d, sizeof d, "int gid = %s;", kf_kgen_index(g, KF_KGEN_GLOBAL_ID, 0));
        kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    }
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
    if (omp)
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
 * system).  Work-group (NB, 1), one per CB columns of B_i; item r:
 *
 *   t(r, c) = alpha B_i(r, c) - sum_q<dn L(r, q) X_done(q, c)   (into local memory)
 *   barrier
 *   B_i(r, c) = sum_q<s inv(L_ii)(r, q) t(q, c)
 *
 * The copy, the panel update and the multiplication by the inverse of
 * seed 004's block algorithm, one launch instead of three or more (with
 * bulk and tails), where the launches, not the flops, bound the solve. */
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
    const int cb = KF_BLAS_TRSM_BLOCK_COLS;
    if (prec == KF_BLAS_DOUBLE && dialect == KF_BLAS_OPENCL)
        kf_kgen_file_stmt(g, "#pragma OPENCL EXTENSION cl_khr_fp64 : enable");
    if (dialect != KF_BLAS_OPENCL)
        kf_kgen_file_stmt(g, "#define min(a, b) ((a) < (b) ? (a) : (b))");
    const char *kq = kf_kgen_qualifier(g, KF_KGEN_Q_KERNEL);
    const char *gq = kf_kgen_qualifier(g, KF_KGEN_Q_GLOBAL);
    const char *lq = kf_kgen_qualifier(g, KF_KGEN_Q_LOCAL);
    const char *sp = *gq ? " " : "";
    kf_kgen_declare_functionf(g, "%s%svoid kf_trsm_block(const int s, const int n, const int dn, "
                                 "const %s alpha, %s%sconst %s *A, const int oa, const int ars, "
                                 "const int acs, %s%sconst %s *W, const int ow, const int wrs, "
                                 "const int wcs, %s%s%s *B, const int od, const int oi, "
                                 "const int brs, const int bcs)",
                              kq, *kq ? " " : "", T, gq, sp, T, gq, sp, T, gq, sp, T);
    kf_kgen_begin_body(g);
    char d[256];
    snprintf(d, sizeof d, "%s%s%s t[%d];", lq, *lq ? " " : "", T, nb * cb);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    snprintf(d, sizeof d, "int r = %s, c0 = %s * %d;", kf_kgen_index(g, KF_KGEN_LOCAL_ID, 0),
             kf_kgen_index(g, KF_KGEN_GROUP_ID, 1), cb);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    snprintf(d, sizeof d, "%s acc[%d];", T, cb);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    /* the columns past n read column n - 1 and are not written */
    snprintf(d, sizeof d, "int col[%d];", cb);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branchf(g, "for (int c = 0; c < %d; c++)", cb);
    kf_kgen_stmt(g, "acc[c] = 0;\ncol[c] = min(c0 + c, n - 1) * bcs;");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_begin_branch(g, "if (r < s)");
    /* the panel update: L(r, q) X_done(q, c) */
    kf_kgen_begin_branch(g, "for (int q = 0; q < dn; q++)");
    snprintf(d, sizeof d, "%s l = A[oa + r * ars + q * acs];", T);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, "int xq = od + q * brs;", KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branchf(g, "for (int c = 0; c < %d; c++)", cb);
    kf_kgen_stmt(g, "acc[c] += l * B[xq + col[c]];");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_begin_branchf(g, "for (int c = 0; c < %d; c++)", cb);
    kf_kgen_stmt(g, "acc[c] = alpha * B[oi + r * brs + col[c]] - acc[c];");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_begin_branchf(g, "for (int c = 0; c < %d; c++)", cb);
    snprintf(d, sizeof d, "t[r + c * %d] = r < s ? acc[c] : 0;", nb);
    kf_kgen_stmt(g, d);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_barrier(g);
    kf_kgen_begin_branch(g, "if (r >= s)");
    kf_kgen_stmt(g, "return;");
    kf_kgen_end_branch(g, NULL);
    /* X_i = inv(L_ii) t */
    kf_kgen_begin_branchf(g, "for (int c = 0; c < %d; c++)", cb);
    kf_kgen_stmt(g, "acc[c] = 0;");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_begin_branch(g, "for (int q = 0; q < s; q++)");
    snprintf(d, sizeof d, "%s w = W[ow + r * wrs + q * wcs];", T);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branchf(g, "for (int c = 0; c < %d; c++)", cb);
    snprintf(d, sizeof d, "acc[c] += w * t[q + c * %d];", nb);
    kf_kgen_stmt(g, d);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_begin_branchf(g, "for (int c = 0; c < %d; c++)", cb);
    kf_kgen_begin_branch(g, "if (c0 + c < n)");
    kf_kgen_stmt(g, "B[oi + r * brs + col[c]] = acc[c];");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_body(g);
    return kf_blas_kgen_take(g);
}

int kf_blas_trsm_nb_valid(int nb)
{
    return nb == 8 || nb == 16 || nb == 32 || nb == 64 || nb == 128;
}

