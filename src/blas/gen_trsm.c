/*
 * gen_trsm.c: the CPU solver's fused TRSM kernel (contract in
 * include/kforge/blas.h, kf_blas_trsm_diag_gen): one diagonal block of a
 * TRSM, up to KF_BLAS_TRSM_DIAG_MAX rows, solved whole in one call, each
 * MR x NR tile of B solved in registers.  OpenMP dialect only: the C
 * compiler the CPU solver runs builds it (solvers/cpu.c).
 *
 * Why: the block algorithm of routines.c solves a small TRSM through
 * kernel calls, two per block of nb (the panel update and the product by
 * the block's inverse), each packing its operands again; a 128^2 STRSM on
 * one Zen 3 core made 7 GEMM calls and ran at 0.55x OpenBLAS.  This is
 * BLIS's and OpenBLAS's TRSM micro-kernel (the "gemmtrsm" fused kernel:
 * Van Zee and van de Geijn, "BLIS: A Framework for Rapidly Instantiating
 * BLAS Functionality", TOMS 2015, section 4.2): the triangle packed once,
 * each panel of B packed once, and per MR x NR tile the update by the
 * rows solved before it and the solve of the tile, both in registers.
 * The tile's solve multiplies by the inverse of its MR x MR diagonal
 * block, packed beside the triangle's rows (OpenBLAS packs the inverted
 * diagonal elements; the whole small inverse keeps the solve a vector
 * loop like the update's, no chain of dependent divisions).
 */
#include "blas/base.h"
#include "kforge/kgen.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static void decl(struct kf_kgen *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void decl(struct kf_kgen *g, const char *fmt, ...)
{
    char d[320];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(d, sizeof d, fmt, ap);
    va_end(ap);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
}

/* The MR x NR tile c less the panel's kc rows of a (MR-row micro-panels)
 * times those of bc: what both the solve and the update of rows below
 * it start with. */
static void put_update(struct kf_kgen *g, const char *T, int mr, int nr)
{
    kf_kgen_begin_branch(g, "for (int k = 0; k < kc; k++)");
    kf_kgen_begin_branchf(g, "for (int j = 0; j < %d; j++)", nr);
    decl(g, "%s bj = bc[j][k];", T);
    kf_kgen_begin_branchf(g, "#pragma omp simd\nfor (int i = 0; i < %d; i++)", mr);
    kf_kgen_stmtf(g, "c[j][i] -= a[k * %d + i] * bj;", mr);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
}

/* The tile's kernel, on the panel bp (ldp rows, NR columns) and the packed
 * rows of its block (a: the kc columns solved before it, k-major; inv: the
 * inverse of the diagonal block, column-major):
 *
 *   c = bp[kc.., :]                  (MR x NR, in registers)
 *   c -= a * bp[0..kc, :]            (the update, as GEMM's micro-kernel)
 *   bp[kc.., :] = c
 *   x = inv * bp[kc.., :]            (the solve, the same loop over inv)
 *   bp[kc.., :] = x
 *
 * Kept out of line, as GEMM's micro-kernel: inlined into the panel loop,
 * gcc keeps the accumulators in memory. */
static void gen_micro(struct kf_kgen *g, const char *T, int mr, int nr)
{
    kf_kgen_declare_functionf(g, "static KF_NOINLINE void kf_trsm_micro(const int kc, "
                                 "const %s *restrict a, const %s *restrict inv, "
                                 "%s *restrict bp, const int ldp)", T, T, T);
    kf_kgen_begin_body(g);
    decl(g, "%s c[%d][%d];", T, nr, mr);
    decl(g, "%s x[%d][%d];", T, nr, mr);
    decl(g, "const %s *bc[%d];", T, nr);
    kf_kgen_begin_branchf(g, "for (int j = 0; j < %d; j++)", nr);
    kf_kgen_stmt(g, "bc[j] = bp + (size_t)j * ldp;");
    kf_kgen_begin_branchf(g, "#pragma omp simd\nfor (int i = 0; i < %d; i++)", mr);
    kf_kgen_stmt(g, "c[j][i] = bc[j][kc + i];");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    put_update(g, T, mr, nr);
    /* the update's result back to the panel, where the solve broadcasts
     * it from (as the update broadcasts bp), into fresh accumulators x;
     * x is stored over it once every element has been read */
    kf_kgen_begin_branchf(g, "for (int j = 0; j < %d; j++)", nr);
    kf_kgen_begin_branchf(g, "#pragma omp simd\nfor (int i = 0; i < %d; i++)", mr);
    kf_kgen_stmt(g, "bp[(size_t)j * ldp + kc + i] = c[j][i];");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    /* inv is lower triangular: its columns from h = MR/2 on are zero in
     * the first h rows, skipped (the built-in tiles are two vectors tall:
     * a quarter of the solve's work, as kf_gemm_micro_tri skips) */
    int h = mr % 2 == 0 && mr >= 4 ? mr / 2 : mr;
    /* (q = 0 sets x: zeroed apart, gcc made a call of memset of it) */
    kf_kgen_begin_branchf(g, "for (int j = 0; j < %d; j++)", nr);
    decl(g, "%s t0 = bc[j][kc];", T);
    kf_kgen_begin_branchf(g, "#pragma omp simd\nfor (int i = 0; i < %d; i++)", mr);
    kf_kgen_stmt(g, "x[j][i] = inv[i] * t0;");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    for (int half = 0; half < (h < mr ? 2 : 1); half++) {
        if (half == 0)
            kf_kgen_begin_branchf(g, "for (int q = 1; q < %d; q++)", h);
        else
            kf_kgen_begin_branchf(g, "for (int q = %d; q < %d; q++)", h, mr);
        kf_kgen_begin_branchf(g, "for (int j = 0; j < %d; j++)", nr);
        decl(g, "%s tq = bc[j][kc + q];", T);
        kf_kgen_begin_branchf(g, "#pragma omp simd\nfor (int i = %d; i < %d; i++)", half ? h : 0,
                              mr);
        kf_kgen_stmtf(g, "x[j][i] += inv[q * %d + i] * tq;", mr);
        kf_kgen_end_branch(g, NULL);
        kf_kgen_end_branch(g, NULL);
        kf_kgen_end_branch(g, NULL);
    }
    kf_kgen_begin_branchf(g, "for (int j = 0; j < %d; j++)", nr);
    kf_kgen_begin_branchf(g, "#pragma omp simd\nfor (int i = 0; i < %d; i++)", mr);
    kf_kgen_stmt(g, "bp[(size_t)j * ldp + kc + i] = x[j][i];");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_body(g);
}

/* The triangle packed, block of MR rows after block: its rows' columns
 * before the block (k-major, rows past s zero; read along whichever of
 * A's dimensions is contiguous), then the inverse of its diagonal block
 * (column-major; the identity past s, so that padded rows solve to 0).
 * The inverse is built row by row, as trtri_omp (gen_trtri.c) does, each
 * row a vector loop over the MR columns:
 *
 *   X[r, :] = (e_r - sum_{q<r} D[r, q] X[q, :]) / D[r, r]
 *
 * (built element by element down strided columns it was a quarter of a
 * 128^2 STRSM's instructions).  kf_trsm_pack_block packs block ib at p
 * (its inverse at p + MR*i0); kf_trsm_pack the whole triangle, block ib
 * at MR*MR*ib*(ib+1)/2. */
/* how many columns ahead the packing of a row block prefetches A; how
 * many row blocks kf_trsm_rows packs at once down A's columns */
enum { KF_TRSM_PF = 8, KF_TRSM_CHUNK = KF_BLAS_TRSM_ROWS_CHUNK, KF_TRSM_KB = KF_BLAS_TRSM_ROWS_KB };

static void gen_pack(struct kf_kgen *g, const char *T, int mr)
{
    /* the inverse of diagonal block ib into inv (MR x MR, column-major) */
    kf_kgen_declare_functionf(g, "static void kf_trsm_pack_inv(const int ib, const int s, "
                                 "const %s *restrict A, const long ars, const long acs, "
                                 "const int unit, %s *restrict inv)", T, T);
    kf_kgen_begin_body(g);
    decl(g, "%s X[%d][%d];", T, mr, mr);
    decl(g, "int i0 = ib * %d, h = min(%d, s - i0);", mr, mr);
    kf_kgen_begin_branchf(g, "for (int r = 0; r < %d; r++)", mr);
    kf_kgen_begin_branchf(g, "#pragma omp simd\nfor (int c = 0; c < %d; c++)", mr);
    kf_kgen_stmt(g, "X[r][c] = c == r ? 1 : 0;");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_begin_branch(g, "if (r < h)");
    decl(g, "const %s *row = A + (i0 + r) * ars + i0 * acs;", T);
    kf_kgen_begin_branch(g, "for (int q = 0; q < r; q++)");
    decl(g, "%s t = row[q * acs];", T);
    kf_kgen_begin_branchf(g, "#pragma omp simd\nfor (int c = 0; c < %d; c++)", mr);
    kf_kgen_stmt(g, "X[r][c] -= t * X[q][c];");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_begin_branch(g, "if (!unit)");
    decl(g, "%s dg = row[r * acs];", T);
    kf_kgen_begin_branchf(g, "#pragma omp simd\nfor (int c = 0; c < %d; c++)", mr);
    kf_kgen_stmt(g, "X[r][c] = X[r][c] / dg;");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_begin_branchf(g, "for (int q = 0; q < %d; q++)", mr);
    kf_kgen_begin_branchf(g, "for (int i = 0; i < %d; i++)", mr);
    kf_kgen_stmtf(g, "inv[q * %d + i] = X[i][q];", mr);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_body(g);

    kf_kgen_declare_functionf(g, "static KF_NOMEMCPY void kf_trsm_pack_block(const int ib, const int k0, "
                                 "const int s, const %s *restrict A, const long ars, "
                                 "const long acs, const int unit, %s *restrict p)", T, T);
    kf_kgen_begin_body(g);
    decl(g, "int i0 = ib * %d, h = min(%d, s - i0);", mr, mr);
    /* the rectangle from column k0: down A's columns, along its rows, or
     * element-wise */
    kf_kgen_begin_branchf(g, "if (ars == 1 && h == %d)", mr);
    kf_kgen_begin_branch(g, "for (int k = k0; k < i0; k++)");
    decl(g, "const %s *col = A + k * acs + i0;", T);
    /* the column PF ahead, each of its lines: MR rows of a column are a
     * line or two, one page apart at a large lda, where the hardware's
     * prefetch does not follow (a 2048 x 32 STRSM spent half its time
     * waiting here) */
    int es = strcmp(T, "double") ? (int)sizeof(float) : (int)sizeof(double);
    for (int l = 0; l < mr * es; l += 64)
        kf_kgen_stmtf(g, "__builtin_prefetch(col + %d * acs + %d);", KF_TRSM_PF, l / es);
    kf_kgen_begin_branchf(g, "#pragma omp simd\nfor (int i = 0; i < %d; i++)", mr);
    kf_kgen_stmtf(g, "p[(k - k0) * %d + i] = col[i];", mr);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_else(g, NULL);
    kf_kgen_begin_branchf(g, "for (int i = 0; i < %d; i++)", mr);
    decl(g, "const %s *arow = A + (i0 + i) * ars;", T);
    kf_kgen_begin_branch(g, "for (int k = k0; k < i0; k++)");
    kf_kgen_stmtf(g, "p[(k - k0) * %d + i] = i < h ? arow[k * acs] : 0;", mr);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_stmtf(g, "kf_trsm_pack_inv(ib, s, A, ars, acs, unit, p + (size_t)(i0 - k0) * %d);",
                  mr);
    kf_kgen_end_body(g);

    kf_kgen_declare_functionf(g, "static void kf_trsm_pack(const int s, const %s *A, "
                                 "const long ars, const long acs, const int unit, "
                                 "%s *restrict ap)", T, T);
    kf_kgen_begin_body(g);
    kf_kgen_begin_branchf(g, "for (int ib = 0; ib * %d < s; ib++)", mr);
    kf_kgen_stmtf(g, "kf_trsm_pack_block(ib, 0, s, A, ars, acs, unit, "
                     "ap + (size_t)%d * %d * ib * (ib + 1) / 2);", mr, mr);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_body(g);

    /* kf_trsm_rows's packing of nb row blocks from block ic at once over
     * the columns k0..k0+kw (before the first of them): block b's at p +
     * b*MR*KB, k-major.  One run of nb*MR elements down each of A's
     * columns (ars = 1) or element-wise: packed MR rows at a time, a
     * column's two lines a page apart (lda 2048), the hardware's prefetch
     * stopped at every page and a 2048 x 32 STRSM spent half its time
     * there. */
    kf_kgen_declare_functionf(g, "static KF_NOMEMCPY void kf_trsm_pack_chunk(const int ic, const int nb, "
                                 "const int k0, const int kw, const int s, "
                                 "const %s *restrict A, const long ars, const long acs, "
                                 "%s *restrict p)", T, T);
    kf_kgen_begin_body(g);
    decl(g, "int c0 = ic * %d;", mr);
    kf_kgen_begin_branch(g, "if (ars == 1)");
    kf_kgen_begin_branch(g, "for (int k = 0; k < kw; k++)");
    decl(g, "const %s *col = A + (k0 + k) * acs;", T);
    kf_kgen_begin_branchf(g, "for (int l = 0; l < nb * %d; l += %d)", mr, 64 / es);
    kf_kgen_stmtf(g, "__builtin_prefetch(col + %d * acs + c0 + l);", KF_TRSM_PF);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_begin_branch(g, "for (int b = 0; b < nb; b++)");
    decl(g, "%s *t = p + (size_t)b * %d * %d + (size_t)k * %d;", T, mr, KF_TRSM_KB, mr);
    decl(g, "int r0 = c0 + b * %d;", mr);
    kf_kgen_begin_branchf(g, "if (r0 + %d <= s)", mr);
    kf_kgen_begin_branchf(g, "#pragma omp simd\nfor (int i = 0; i < %d; i++)", mr);
    kf_kgen_stmt(g, "t[i] = col[r0 + i];");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_else(g, NULL);
    kf_kgen_begin_branchf(g, "for (int i = 0; i < %d; i++)", mr);
    kf_kgen_stmt(g, "t[i] = r0 + i < s ? col[r0 + i] : 0;");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    /* else along A's rows (acs = +-1 for a right side or a transpose) */
    kf_kgen_else(g, NULL);
    kf_kgen_begin_branch(g, "for (int b = 0; b < nb; b++)");
    kf_kgen_begin_branchf(g, "for (int i = 0; i < %d; i++)", mr);
    decl(g, "int r = c0 + b * %d + i;", mr);
    decl(g, "%s *t = p + (size_t)b * %d * %d + i;", T, mr, KF_TRSM_KB);
    kf_kgen_begin_branch(g, "if (r < s)");
    decl(g, "const %s *arow = A + r * ars + k0 * acs;", T);
    kf_kgen_begin_branch(g, "for (int k = 0; k < kw; k++)");
    kf_kgen_stmtf(g, "t[k * %d] = arow[k * acs];", mr);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_else(g, NULL);
    kf_kgen_begin_branch(g, "for (int k = 0; k < kw; k++)");
    kf_kgen_stmtf(g, "t[k * %d] = 0;", mr);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_body(g);
}

/* A tile's update by kc rows solved before it, without the solve:
 *   dst (MR x NR) -= a (MR x kc, k-major) * src (kc x NR)
 * (kf_trsm_micro's first half; src and dst rows of one panel of B) */
static void gen_upd(struct kf_kgen *g, const char *T, int mr, int nr)
{
    kf_kgen_declare_functionf(g, "static KF_NOINLINE void kf_trsm_upd(const int kc, "
                                 "const %s *restrict a, const %s *restrict src, "
                                 "%s *restrict dst, const int ldp)", T, T, T);
    kf_kgen_begin_body(g);
    decl(g, "%s c[%d][%d];", T, nr, mr);
    decl(g, "const %s *bc[%d];", T, nr);
    kf_kgen_begin_branchf(g, "for (int j = 0; j < %d; j++)", nr);
    kf_kgen_stmt(g, "bc[j] = src + (size_t)j * ldp;");
    kf_kgen_begin_branchf(g, "#pragma omp simd\nfor (int i = 0; i < %d; i++)", mr);
    kf_kgen_stmt(g, "c[j][i] = dst[(size_t)j * ldp + i];");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    put_update(g, T, mr, nr);
    kf_kgen_begin_branchf(g, "for (int j = 0; j < %d; j++)", nr);
    kf_kgen_begin_branchf(g, "#pragma omp simd\nfor (int i = 0; i < %d; i++)", mr);
    kf_kgen_stmt(g, "dst[(size_t)j * ldp + i] = c[j][i];");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_body(g);
}

/* alpha B's panel of NR columns from j0 (nn of them) into bp (ldp rows,
 * zero past s and past nn), a column down (brs = +-1) or a row along */
static void gen_panel_in(struct kf_kgen *g, const char *T, int nr)
{
    kf_kgen_begin_branch(g, "if (brs == 1 || brs == -1)");
    kf_kgen_begin_branch(g, "for (int j = 0; j < nn; j++)");
    decl(g, "const %s *src = B + (long)(j0 + j) * bcs;", T);
    decl(g, "%s *d = bp + (size_t)j * ldp;", T);
    kf_kgen_begin_branch(g, "if (brs == 1)");
    kf_kgen_begin_branch(g, "#pragma omp simd\nfor (int k = 0; k < s; k++)");
    kf_kgen_stmt(g, "d[k] = alpha * src[k];");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_else(g, NULL);
    kf_kgen_begin_branch(g, "for (int k = 0; k < s; k++)");
    kf_kgen_stmt(g, "d[k] = alpha * src[-k];");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_else(g, NULL);
    kf_kgen_begin_branch(g, "for (int k = 0; k < s; k++)");
    decl(g, "const %s *srow = B + k * brs + (long)j0 * bcs;", T);
    kf_kgen_begin_branch(g, "for (int j = 0; j < nn; j++)");
    kf_kgen_stmt(g, "bp[(size_t)j * ldp + k] = alpha * srow[j * bcs];");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    /* zero: the rows past s, the columns past nn */
    kf_kgen_begin_branchf(g, "for (int j = 0; j < %d; j++)", nr);
    kf_kgen_begin_branch(g, "for (int k = j < nn ? s : 0; k < ldp; k++)");
    kf_kgen_stmt(g, "bp[(size_t)j * ldp + k] = 0;");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
}

/* the solved panel bp back to B's nn columns from j0 */
static void gen_panel_out(struct kf_kgen *g, const char *T)
{
    kf_kgen_begin_branch(g, "if (brs == 1 || brs == -1)");
    kf_kgen_begin_branch(g, "for (int j = 0; j < nn; j++)");
    decl(g, "%s *dst = B + (long)(j0 + j) * bcs;", T);
    decl(g, "const %s *sp = bp + (size_t)j * ldp;", T);
    kf_kgen_begin_branch(g, "if (brs == 1)");
    kf_kgen_begin_branch(g, "#pragma omp simd\nfor (int k = 0; k < s; k++)");
    kf_kgen_stmt(g, "dst[k] = sp[k];");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_else(g, NULL);
    kf_kgen_begin_branch(g, "for (int k = 0; k < s; k++)");
    kf_kgen_stmt(g, "dst[-k] = sp[k];");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_else(g, NULL);
    kf_kgen_begin_branch(g, "for (int k = 0; k < s; k++)");
    decl(g, "%s *drow = B + k * brs + (long)j0 * bcs;", T);
    kf_kgen_begin_branch(g, "for (int j = 0; j < nn; j++)");
    kf_kgen_stmt(g, "drow[j * bcs] = bp[(size_t)j * ldp + k];");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
}

/* kf_trsm_diag(s, n, alpha, A, ars, acs, unit, B, brs, bcs, work): solves
 * L X = alpha B in place, L the s x s lower triangle L(r, q) = A[r * ars +
 * q * acs] (non-unit or unit), B s x n at B[r * brs + j * bcs]; strides may
 * be negative (an upper triangle, solved backward, is the lower one of the
 * reversed order).  work holds the packed triangle.  Panels of NR columns
 * on OpenMP's threads when the block is large enough to pay a fork. */
static void gen_diag(struct kf_kgen *g, const char *T, int mr, int nr)
{
    int maxp = (KF_BLAS_TRSM_DIAG_MAX + mr - 1) / mr * mr;
    kf_kgen_declare_functionf(g, "void kf_trsm_diag(const int s, const int n, const %s alpha, "
                                 "const %s *A, const long ars, const long acs, const int unit, "
                                 "%s *B, const long brs, const long bcs, %s *work)", T, T, T, T);
    kf_kgen_begin_body(g);
    kf_kgen_stmt(g, "kf_trsm_pack(s, A, ars, acs, unit, work);");
    decl(g, "const int nblk = (s + %d) / %d, ldp = nblk * %d;", mr - 1, mr, mr);
    kf_kgen_begin_branchf(g, "#pragma omp parallel for schedule(static) "
                             "if ((double)s * s * n >= 8388608.0)\n"
                             "for (int j0 = 0; j0 < n; j0 += %d)", nr);
    kf_kgen_stmtf(g, "%s bp[%d * %d] __attribute__((aligned(64)));", T, maxp, nr);
    decl(g, "int nn = min(%d, n - j0);", nr);
    gen_panel_in(g, T, nr);
    /* the tiles down the panel, in order */
    kf_kgen_begin_branch(g, "for (int ib = 0; ib < nblk; ib++)");
    decl(g, "const %s *p = work + (size_t)%d * %d * ib * (ib + 1) / 2;", T, mr, mr);
    kf_kgen_stmtf(g, "kf_trsm_micro(ib * %d, p, p + (size_t)ib * %d * %d, bp, ldp);", mr, mr, mr);
    kf_kgen_end_branch(g, NULL);
    /* out: the solution back to B */
    gen_panel_out(g, T);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_body(g);
}

/* kf_trsm_rows(s, n, alpha, A, ars, acs, unit, B, brs, bcs, nt, pt, work):
 * the same system as kf_trsm_diag, any s, for a narrow B (few panels of
 * NR), in one call: B copied once into padded panels, then the triangle
 * in chunks of CHUNK row blocks of MR (GotoBLAS's TRSM, the tiles a row
 * block at a time):
 *
 *   for each chunk (rows c0 .. c0 + CHUNK*MR):
 *       for each KB columns k0 before c0:      (threads: the chunk's blocks)
 *           pack A[chunk rows, k0 .. k0+KB]    (down A's columns: CHUNK*MR
 *                                               elements a column, a page
 *                                               of A visited once a chunk)
 *           B[block] -= A[block, k] X[k]       (kf_trsm_upd, every panel)
 *       for each block of the chunk:          (one thread)
 *           pack its columns c0 .. i0 and its inverse
 *           kf_trsm_micro on every panel      (update and solve in registers)
 *
 * Where kf_trsm_diag's caller updates each outer block by a GEMM (its own
 * packing of A and of B, a fork per call), this packs B once.  Packing
 * MR rows at a time instead, each column's MR elements one page apart at
 * a large lda, a 2048 x 32 STRSM spent half its time in the packing:
 * the hardware's prefetch stops at pages.  B's panels, ldp x NR each
 * (ldp: s rounded up to MR, and a cache line), all lie in work; then one
 * packing buffer per thread (KF_BLAS_TRSM_ROWS_WORK).
 *
 * Two ways to use threads.  pt > 1, a team: B's panels cut into pt
 * contiguous shares, each thread running the whole solve above on its own
 * panels (OpenBLAS's cut of TRSM among threads), one fork a call, A's
 * chunk steps packed once for the team where the threads run in step and
 * by a thread for itself where they do not (kf_trsm_step_a), no barrier.
 * Else up to nt threads share each chunk's update, a fork and a barrier
 * per chunk, the chunk's solve on one thread (with passive waiting each
 * fork wakes a sleeping thread; a 2048 x 32 solve has 16 to 32 chunks).
 * The caller chooses (cpu.c, cpu_trsm_rows). */
static void gen_rows(struct kf_kgen *g, const char *T, int mr, int nr)
{
    /* the solve of B's np panels (the chunk's update shared by up to tn
     * threads, thread t's buffer at wt + t * WORK, the solve's own
     * packing after thread 0's chunk) */
    kf_kgen_declare_functionf(g, "static void kf_trsm_rows_part(const int s, const %s *A, "
                                 "const long ars, const long acs, const int unit, "
                                 "const int ldp, const int np, const int tn, "
                                 "%s *work, %s *wt)", T, T, T);
    kf_kgen_begin_body(g);
    decl(g, "const int nblk = (s + %d) / %d;", mr - 1, mr);
    decl(g, "%s *ap = wt + (size_t)%d * %d * %d;", T, KF_TRSM_CHUNK, mr, KF_TRSM_KB);
    /* chunks of CHUNK row blocks: first their update by the rows solved
     * before them, KB columns at a time (the chunk's rows of A packed, an
     * L2's worth), the chunk's blocks shared among the threads, each
     * packing its own rows; then, on one thread, each block's own
     * columns in the chunk, its inverse and its solve */
    kf_kgen_begin_branchf(g, "for (int ic = 0; ic < nblk; ic += %d)", KF_TRSM_CHUNK);
    decl(g, "int nb = min(%d, nblk - ic), c0 = ic * %d;", KF_TRSM_CHUNK, mr);
    decl(g, "int tc = tn < nb ? tn : nb;");
    kf_kgen_begin_branch(g, "#pragma omp parallel for schedule(static, 1) num_threads(tc) "
                            "if (tc > 1 && c0 > 0)\nfor (int t = 0; t < tc; t++)");
    decl(g, "int b0 = nb * t / tc, bn = nb * (t + 1) / tc - b0;");
    decl(g, "%s *ak = wt + (size_t)t * %d;", T, (int)KF_BLAS_TRSM_ROWS_WORK(mr));
    kf_kgen_begin_branchf(g, "for (int k0 = 0; k0 < c0; k0 += %d)", KF_TRSM_KB);
    decl(g, "int kw = min(%d, c0 - k0);", KF_TRSM_KB);
    kf_kgen_stmt(g, "kf_trsm_pack_chunk(ic + b0, bn, k0, kw, s, A, ars, acs, ak);");
    kf_kgen_begin_branch(g, "for (int b = 0; b < bn; b++)");
    kf_kgen_begin_branch(g, "for (int pj = 0; pj < np; pj++)");
    decl(g, "%s *pb = work + (size_t)pj * ldp * %d;", T, nr);
    kf_kgen_stmtf(g, "kf_trsm_upd(kw, ak + (size_t)b * %d * %d, pb + k0, "
                     "pb + c0 + (b0 + b) * %d, ldp);", mr, KF_TRSM_KB, mr);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_begin_branch(g, "for (int b = 0; b < nb; b++)");
    decl(g, "int ib = ic + b;");
    kf_kgen_stmt(g, "kf_trsm_pack_block(ib, c0, s, A, ars, acs, unit, ap);");
    kf_kgen_begin_branch(g, "for (int pj = 0; pj < np; pj++)");
    kf_kgen_stmtf(g, "kf_trsm_micro(b * %d, ap, ap + (size_t)b * %d * %d, "
                     "work + (size_t)pj * ldp * %d + c0, ldp);", mr, mr, mr, nr);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_body(g);

    /* one thread, or the chunks' updates shared by up to tn threads */
    kf_kgen_declare_functionf(g, "static void kf_trsm_rows_share(const int s, const int n, "
                                 "const %s alpha, const %s *A, const long ars, const long acs, "
                                 "const int unit, %s *B, const long brs, const long bcs, "
                                 "const int tn, %s *work)", T, T, T, T);
    kf_kgen_begin_body(g);
    /* B's panels a cache line longer than their rows, so that at s a
     * multiple of 4 KiB the micro-kernel's NR columns do not all fall in
     * one L1 set (a precaution: at 2048 x 32 it made no difference that
     * the run's noise showed) */
    decl(g, "const int nblk = (s + %d) / %d, ldp = nblk * %d + %d, np = (n + %d) / %d;", mr - 1,
         mr, mr, (int)(64 / (strcmp(T, "double") ? sizeof(float) : sizeof(double))), nr - 1, nr);
    kf_kgen_begin_branch(g, "for (int pj = 0; pj < np; pj++)");
    decl(g, "int j0 = pj * %d, nn = min(%d, n - j0);", nr, nr);
    decl(g, "%s *bp = work + (size_t)pj * ldp * %d;", T, nr);
    gen_panel_in(g, T, nr);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_stmtf(g, "kf_trsm_rows_part(s, A, ars, acs, unit, ldp, np, tn, work, "
                     "work + (size_t)ldp * np * %d);", nr);
    kf_kgen_begin_branch(g, "for (int pj = 0; pj < np; pj++)");
    decl(g, "int j0 = pj * %d, nn = min(%d, n - j0);", nr, nr);
    decl(g, "%s *bp = work + (size_t)pj * ldp * %d;", T, nr);
    gen_panel_out(g, T);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_body(g);

    /* A chunk step's packed rows of A for thread t of a team of tp
     * (kf_trsm_rows_team): whoever comes first claims step g (st[g]: 0
     * free, 1 being packed, 2 ready) and packs it into slot g % RING of
     * the shared ring, where every thread reads it; a thread that finds
     * it being packed waits a little (the two run about in step), and
     * packs its own copy into mine instead when it is not ready by then,
     * or when the slot is still to be read by a thread behind (prog[u]:
     * the steps thread u has finished).  So no thread ever waits on one
     * that has lost its core (a loaded machine: a barrier there cost a
     * 2048 x 32 solve 2.5x), and on an idle one the packing is shared. */
    kf_kgen_declare_functionf(g, "static %s *kf_trsm_step_a(const int t, const int tp, "
                                 "const int g, const int ic, const int nb, const int k0, "
                                 "const int kw, const int s, const %s *restrict A, "
                                 "const long ars, const long acs, %s *ring, %s *mine, "
                                 "int *st, int *prog)", T, T, T, T);
    kf_kgen_begin_body(g);
    decl(g, "%s *sh = ring + (size_t)(g %% %d) * %d;", T, KF_BLAS_TRSM_ROWS_RING,
         KF_TRSM_CHUNK * mr * KF_TRSM_KB);
    decl(g, "int idle = 1;");
    kf_kgen_begin_branch(g, "for (int u = 0; u < tp; u++)");
    kf_kgen_begin_branchf(g, "if (u != t && __atomic_load_n(prog + u, __ATOMIC_ACQUIRE) < "
                             "g - %d + 1)", KF_BLAS_TRSM_ROWS_RING);
    kf_kgen_stmt(g, "idle = 0;");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    decl(g, "int want = 0;");
    kf_kgen_begin_branch(g, "if (idle && __atomic_compare_exchange_n(st + g, &want, 1, 0, "
                            "__ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))");
    kf_kgen_stmt(g, "kf_trsm_pack_chunk(ic, nb, k0, kw, s, A, ars, acs, sh);");
    kf_kgen_stmt(g, "__atomic_store_n(st + g, 2, __ATOMIC_RELEASE);");
    kf_kgen_stmt(g, "return sh;");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_begin_branch(g, "for (int spin = 0; spin < 4000 && "
                            "__atomic_load_n(st + g, __ATOMIC_ACQUIRE) == 1; spin++)");
    kf_kgen_stmt(g, "KF_PAUSE();");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_begin_branch(g, "if (__atomic_load_n(st + g, __ATOMIC_ACQUIRE) == 2)");
    kf_kgen_stmt(g, "return sh;");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_stmt(g, "kf_trsm_pack_chunk(ic, nb, k0, kw, s, A, ars, acs, mine);");
    kf_kgen_stmt(g, "return mine;");
    kf_kgen_end_body(g);

    /* thread t of a team of tp: its share of B's panels in, then every
     * chunk's update from A's rows packed once for the team where it
     * can (kf_trsm_step_a), its own panels updated and solved, its panels
     * out.  Work: B's panels, then each thread's WORK (its own packing),
     * then the ring of RING chunk steps. */
    kf_kgen_declare_functionf(g, "static void kf_trsm_rows_team(const int t, const int tp, "
                                 "const int s, const int n, const %s alpha, const %s *A, "
                                 "const long ars, const long acs, const int unit, %s *B, "
                                 "const long brs, const long bcs, %s *work, int *st, int *prog)",
                              T, T, T, T);
    kf_kgen_begin_body(g);
    /* B's panels a cache line longer than their rows, so that at s a
     * multiple of 4 KiB the micro-kernel's NR columns do not all fall in
     * one L1 set (a precaution: at 2048 x 32 it made no difference that
     * the run's noise showed) */
    decl(g, "const int nblk = (s + %d) / %d, ldp = nblk * %d + %d, np = (n + %d) / %d;", mr - 1,
         mr, mr, (int)(64 / (strcmp(T, "double") ? sizeof(float) : sizeof(double))), nr - 1, nr);
    decl(g, "int q0 = np * t / tp, q1 = np * (t + 1) / tp, step = 0;");
    decl(g, "%s *wt = work + (size_t)ldp * np * %d, *mine = wt + (size_t)t * %d;", T, nr,
         (int)KF_BLAS_TRSM_ROWS_WORK(mr));
    decl(g, "%s *ring = wt + (size_t)tp * %d, *ap = mine + (size_t)%d;", T,
         (int)KF_BLAS_TRSM_ROWS_WORK(mr), KF_TRSM_CHUNK * mr * KF_TRSM_KB);
    kf_kgen_begin_branch(g, "for (int pj = q0; pj < q1; pj++)");
    decl(g, "int j0 = pj * %d, nn = min(%d, n - j0);", nr, nr);
    decl(g, "%s *bp = work + (size_t)pj * ldp * %d;", T, nr);
    gen_panel_in(g, T, nr);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_begin_branchf(g, "for (int ic = 0; ic < nblk; ic += %d)", KF_TRSM_CHUNK);
    decl(g, "int nb = min(%d, nblk - ic), c0 = ic * %d;", KF_TRSM_CHUNK, mr);
    kf_kgen_begin_branchf(g, "for (int k0 = 0; k0 < c0; k0 += %d, step++)", KF_TRSM_KB);
    decl(g, "int kw = min(%d, c0 - k0);", KF_TRSM_KB);
    decl(g, "const %s *ak = kf_trsm_step_a(t, tp, step, ic, nb, k0, kw, s, A, ars, acs, ring, "
            "mine, st, prog);", T);
    kf_kgen_begin_branch(g, "for (int b = 0; b < nb; b++)");
    kf_kgen_begin_branch(g, "for (int pj = q0; pj < q1; pj++)");
    decl(g, "%s *pb = work + (size_t)pj * ldp * %d;", T, nr);
    kf_kgen_stmtf(g, "kf_trsm_upd(kw, ak + (size_t)b * %d * %d, pb + k0, pb + c0 + b * %d, "
                     "ldp);", mr, KF_TRSM_KB, mr);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_stmt(g, "__atomic_store_n(prog + t, step + 1, __ATOMIC_RELEASE);");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_begin_branch(g, "for (int b = 0; b < nb; b++)");
    kf_kgen_stmt(g, "kf_trsm_pack_block(ic + b, c0, s, A, ars, acs, unit, ap);");
    kf_kgen_begin_branch(g, "for (int pj = q0; pj < q1; pj++)");
    kf_kgen_stmtf(g, "kf_trsm_micro(b * %d, ap, ap + (size_t)b * %d * %d, "
                     "work + (size_t)pj * ldp * %d + c0, ldp);", mr, mr, mr, nr);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_begin_branch(g, "for (int pj = q0; pj < q1; pj++)");
    decl(g, "int j0 = pj * %d, nn = min(%d, n - j0);", nr, nr);
    decl(g, "%s *bp = work + (size_t)pj * ldp * %d;", T, nr);
    gen_panel_out(g, T);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_body(g);

    kf_kgen_declare_functionf(g, "void kf_trsm_rows(const int s, const int n, const %s alpha, "
                                 "const %s *A, const long ars, const long acs, const int unit, "
                                 "%s *B, const long brs, const long bcs, const int nt, "
                                 "const int pt, %s *work)",
                              T, T, T, T);
    kf_kgen_begin_body(g);
    decl(g, "const int nblk = (s + %d) / %d, np = (n + %d) / %d;", mr - 1, mr, nr - 1, nr);
    decl(g, "const int tn = nt < 1 ? 1 : nt < %d ? nt : %d;", KF_TRSM_CHUNK, KF_TRSM_CHUNK);
    decl(g, "const int tp = pt < 1 ? 1 : pt < np ? pt : np;");
    /* the chunk steps' states, then the threads' progress: a step per
     * KB columns before each chunk */
    decl(g, "long steps = 0;");
    kf_kgen_begin_branchf(g, "for (int ic = 0; ic < nblk; ic += %d)", KF_TRSM_CHUNK);
    kf_kgen_stmtf(g, "steps += (ic * %d + %d) / %d;", mr, KF_TRSM_KB - 1, KF_TRSM_KB);
    kf_kgen_end_branch(g, NULL);
    decl(g, "int *st = tp > 1 ? calloc(steps + tp, sizeof(int)) : NULL;");
    kf_kgen_begin_branch(g, "if (st)");
    /* the team as libgomp gives it: a share per thread it has */
    kf_kgen_stmt(g, "#pragma omp parallel num_threads(tp)\n"
                    "kf_trsm_rows_team(omp_get_thread_num(), omp_get_num_threads(), s, n, "
                    "alpha, A, ars, acs, unit, B, brs, bcs, work, st, st + steps);");
    kf_kgen_stmt(g, "free(st);");
    kf_kgen_else(g, NULL);
    kf_kgen_stmt(g, "kf_trsm_rows_share(s, n, alpha, A, ars, acs, unit, B, brs, bcs, tn, work);");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_body(g);
}

char *kf_blas_trsm_diag_gen(kf_blas_precision prec, int mr, int nr)
{
    if (mr < 1 || mr > 64 || nr < 1 || nr > 32) {
        kf_blas_fail(KF_BLAS_ERR_PARAMS, "TRSM tile %dx%d out of range (1..64 x 1..32)", mr, nr);
        return NULL;
    }
    struct kf_kgen *g = kf_kgen_create(KF_KGEN_OPENMP);
    if (!g) {
        kf_blas_fail(KF_BLAS_ERR_NO_MEMORY, "out of memory creating a kgen context");
        return NULL;
    }
    const char *T = prec == KF_BLAS_DOUBLE ? "double" : "float";
    kf_kgen_file_stmt(g, "#include <omp.h>");
    kf_kgen_file_stmt(g, "#include <stdlib.h>");
    kf_kgen_file_stmt(g, "#include <stddef.h>");
    kf_kgen_file_stmt(g, "#define min(a, b) ((a) < (b) ? (a) : (b))");
    kf_kgen_file_stmt(g, "#define KF_NOINLINE __attribute__((noinline))");
    /* a waiting thread's hint to the core (x86's pause) */
    kf_kgen_file_stmt(g, "#if defined(__x86_64__) || defined(__i386__)\n"
                         "#define KF_PAUSE() __builtin_ia32_pause()\n"
                         "#else\n#define KF_PAUSE() ((void)0)\n#endif");
    /* the packing's copies of MR elements stay vector moves: gcc made each
     * a call of memmove */
    kf_kgen_file_stmt(g, "#if defined(__GNUC__) && !defined(__clang__)\n"
                         "#define KF_NOMEMCPY __attribute__((optimize(\"no-tree-loop-distribute-patterns\")))\n"
                         "#else\n#define KF_NOMEMCPY\n#endif");
    gen_micro(g, T, mr, nr);
    gen_pack(g, T, mr);
    gen_upd(g, T, mr, nr);
    gen_diag(g, T, mr, nr);
    gen_rows(g, T, mr, nr);
    return kf_blas_kgen_take(g);
}
