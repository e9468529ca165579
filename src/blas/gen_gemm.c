/*
 * gen_gemm.c: the GEMM generator (seed 004 "BLAS generators", tiles,
 * tails, memory patterns).
 *
 * The steps are the seed's:
 *   1. settings (kf_gemm_params)           4. tile multiplication, bulk of K
 *   2. generator context (kgen)            5. tile multiplication, tail of K
 *   3. kernel declaration and variables    6. result update (C = alpha AB + beta C)
 *
 * The problem is column-major, C(MxN) = alpha op(A)(MxK) op(B)(KxN) + beta C.
 * A work-group of wgm x wgn threads owns the block of C starting at
 * (gm*BM, gn*BN), BM = wgm*tm, BN = wgn*tn.  Thread (lm, ln) owns the tile
 * of rows  gm*BM + lm + i*wgm  (i < tm)  and columns  gn*BN + ln + j*wgn
 * (j < tn): neighbouring threads touch neighbouring rows, so reads of A
 * and writes of C are contiguous across threads (coalesced on a GPU,
 * vectorised across work-items by PoCL).
 *
 *      B:   K x N          C block BM x BN, thread tile tm x tn interleaved
 *   +----+----+----+      +--+--+--+--+
 *   |    |    |    |      |t0|t1|t0|t1|   (wgm = 2, tm = 2)
 *   A: M x K, panel of    |t2|t3|t2|t3|
 *   BM rows walked        +--+--+--+--+
 *   along K by kb
 *
 * Patterns:
 *   LOCAL   the A panel (BM x kb) and B panel (kb x BN) are copied by all
 *           threads of the group into local memory, then each thread
 *           multiplies its tile from there.
 *   GLOBAL  each thread fetches its tm elements of A and tn of B for each k
 *           straight from global memory (caches do the sharing).
 *
 * Tails (seed KEXTRA_TAILS_*): a kernel with KF_GEMM_TAIL_M (N) checks row
 * (column) indices.  Out-of-range fetches read a clamped address and the
 * value is zeroed after the fetch (seed defaultTilePostFetch), so a tile
 * that straddles the edge, at the work-group level or the thread-tile level,
 * computes garbage-free zeros there; the update skips elements outside C.
 * K need not be a multiple of kb or ku in any kernel: the K loop runs its
 * bulk without checks and its last partial step with them.
 */
#include "blas/gen_omp.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- subgenerators ------------------------------------------------------------ */

/* The name of tile element (i, j) of C. */
static void cname(const gen *g, int i, int j, char *buf, size_t n)
{
    if (g->p->tile_array)
        snprintf(buf, n, "c[%d]", i * g->p->tn + j);
    else
        snprintf(buf, n, "c%d_%d", i, j);
}

/* The vector width of a work-item's rows (kf_gemm_params.vw): 1 for
 * scalars. */
static int vwidth(const gen *g)
{
    return g->p->vw > 1 ? g->p->vw : 1;
}

/* The tile's row vectors: tm / vw, each vw contiguous rows. */
static int vrows(const gen *g)
{
    return g->p->tm / vwidth(g);
}

/* The element type of the tile's rows ("float", "float4"). */
static void vtype(const gen *g, char *buf, size_t n)
{
    if (vwidth(g) > 1)
        snprintf(buf, n, "%s%d", g->T, vwidth(g));
    else
        snprintf(buf, n, "%s", g->T);
}

/* The private tile of C (a set of variables or an array, zeroed) and the
 * registers the thread fetches A and B into (seed "Tile").  With vw > 1
 * each of the tile's tm/vw row vectors is a floatN (CLBlast's VWM). */
static void gen_tile_decl(gen *g)
{
    const kf_gemm_params *p = g->p;
    char line[4096], VT[16], zero[32];
    int tv = vrows(g);
    vtype(g, VT, sizeof VT);
    if (vwidth(g) > 1)
        snprintf(zero, sizeof zero, "(%s)(0)", VT);
    else
        snprintf(zero, sizeof zero, "0");
    kf_kgen_begin_section(g->g, SG_TILE, KF_KGEN_POLICY_DIRECT);
    if (p->tile_array) {
        int n = snprintf(line, sizeof line, "%s c[%d] = {", VT, tv * p->tn);
        for (int i = 0; i < tv * p->tn; i++)
            n += snprintf(line + n, sizeof line - n, "%s%s", i ? ", " : "", zero);
        snprintf(line + n, sizeof line - n, "};");
        declf(g, SG_TILE, KF_KGEN_PRIVATE, "%s", line);
    } else {
        for (int i = 0; i < tv; i++) {
            int n = snprintf(line, sizeof line, "%s", VT);
            for (int j = 0; j < p->tn; j++)
                n += snprintf(line + n, sizeof line - n, "%s c%d_%d = %s", j ? "," : "", i, j,
                              zero);
            declf(g, SG_TILE, KF_KGEN_PRIVATE, "%s;", line);
        }
    }
    int n = snprintf(line, sizeof line, "%s", VT);
    for (int i = 0; i < tv; i++)
        n += snprintf(line + n, sizeof line - n, "%s a%d", i ? "," : "", i);
    if (vwidth(g) > 1) /* B's elements stay scalars */
        n += snprintf(line + n, sizeof line - n, "; %s", g->T);
    for (int j = 0; j < p->tn; j++)
        n += snprintf(line + n, sizeof line - n, "%s b%d", j || vwidth(g) == 1 ? "," : "", j);
    /* shared with the fetch sections nested in the K loops */
    declf(g, SG_TILE, KF_KGEN_SHARED_NESTED | KF_KGEN_SHARED_NOT_NESTED, "%s;", line);
    kf_kgen_end_section(g->g);
}

/* The tile multiply-add, typed ARITH: c(i,j) += a(i) * b(j) (a(i) a
 * vector of vw rows, b(j) a scalar). */
static void gen_tile_mad(gen *g)
{
    for (int i = 0; i < vrows(g); i++)
        for (int j = 0; j < g->p->tn; j++) {
            char c[32];
            cname(g, i, j, c, sizeof c);
            kf_kgen_stmt_typedf(g->g, KF_KGEN_STMT_ARITH, 0, "%s += a%d * b%d;", c, i, j);
        }
}

/* GLOBAL pattern, vw > 1: the fetch of row vector i (rows rm + off ..
 * + vw - 1 at k).  Where op(A) is A and no row can fall past M, one
 * vloadN down the column; else (A transposed: a row of A per element;
 * tails: rows clamped, then zeroed) one element per lane.  TRMM's mask
 * per lane. */
static void gen_global_fetch_vec(gen *g, int i, int off, const char *k)
{
    const kf_gemm_params *p = g->p;
    struct kf_kgen *kg = g->g;
    int vw = vwidth(g);
    char row[64], idx[256], line[2048], v[32];
    char VT[16];
    vtype(g, VT, sizeof VT);
    if (!p->trans_a && !g->tailm) {
        snprintf(row, sizeof row, "rm + %d", off);
        a_index(g, row, k, idx, sizeof idx);
        kf_kgen_stmt_typedf(kg, KF_KGEN_STMT_FETCH, 0, "a%d = vload%d(0, A + %s);", i, vw, idx);
    } else {
        int n = snprintf(line, sizeof line, "a%d = (%s)(", i, VT);
        for (int l = 0; l < vw; l++) {
            snprintf(row, sizeof row, g->tailm ? "min(rm + %d, M - 1)" : "rm + %d", off + l);
            a_index(g, row, k, idx, sizeof idx);
            n += snprintf(line + n, sizeof line - n, "%sA[%s]", l ? ", " : "", idx);
        }
        snprintf(line + n, sizeof line - n, ");");
        kf_kgen_stmt_typedf(kg, KF_KGEN_STMT_FETCH, 0, "%s", line);
        if (g->tailm)
            for (int l = 0; l < vw; l++)
                kf_kgen_stmt_typedf(kg, KF_KGEN_STMT_FETCH, 1, "if (rm + %d >= M) a%d.s%x = 0;",
                                    off + l, i, l);
    }
    for (int l = 0; l < vw; l++) {
        snprintf(v, sizeof v, "a%d.s%x", i, l);
        snprintf(row, sizeof row, "rm + %d", off + l);
        gen_tri_mask(g, KF_GEMM_TRI_A, v, row, k, 2);
    }
}

/* GLOBAL pattern: one step of K at index expression `k` (seed tileMulGen):
 * fetches the thread's tm elements of A and tn of B, typed FETCH, zeroing
 * those out of range after the fetch (seed defaultTilePostFetch), then the
 * multiply-add, in one MERGE_FAS section so kgen groups fetches before
 * arithmetic. */
static void gen_global_step(gen *g, const char *k)
{
    const kf_gemm_params *p = g->p;
    struct kf_kgen *kg = g->g;
    char row[64], col[64], idx[256];
    kf_kgen_begin_section(kg, SG_FETCH, KF_KGEN_POLICY_MERGE_FAS);
    for (int i = 0; i < p->tm && vwidth(g) > 1; i++)
        if (i < vrows(g))
            gen_global_fetch_vec(g, i, i * p->wgm * vwidth(g), k);
    for (int i = 0; i < p->tm && vwidth(g) == 1; i++) {
        snprintf(row, sizeof row, g->tailm ? "min(rm + %d, M - 1)" : "rm + %d", i * p->wgm);
        a_index(g, row, k, idx, sizeof idx);
        kf_kgen_stmt_typedf(kg, KF_KGEN_STMT_FETCH, 0, "a%d = A[%s];", i, idx);
        if (g->tailm)
            kf_kgen_stmt_typedf(kg, KF_KGEN_STMT_FETCH, 1, "if (rm + %d >= M) a%d = 0;",
                                i * p->wgm, i);
        char v[16];
        snprintf(v, sizeof v, "a%d", i);
        snprintf(row, sizeof row, "rm + %d", i * p->wgm);
        gen_tri_mask(g, KF_GEMM_TRI_A, v, row, k, 2);
    }
    for (int j = 0; j < p->tn; j++) {
        snprintf(col, sizeof col, g->tailn ? "min(cn + %d, N - 1)" : "cn + %d", j * p->wgn);
        b_index(g, k, col, idx, sizeof idx);
        kf_kgen_stmt_typedf(kg, KF_KGEN_STMT_FETCH, 0, "b%d = B[%s];", j, idx);
        if (g->tailn)
            kf_kgen_stmt_typedf(kg, KF_KGEN_STMT_FETCH, 1, "if (cn + %d >= N) b%d = 0;",
                                j * p->wgn, j);
        char v[16];
        snprintf(v, sizeof v, "b%d", j);
        snprintf(col, sizeof col, "cn + %d", j * p->wgn);
        gen_tri_mask(g, KF_GEMM_TRI_B, v, k, col, 2);
    }
    gen_tile_mad(g);
    kf_kgen_end_section(kg);
    kf_kgen_flush(kg); /* the next step reuses a and b: no moves across it */
}

static void gen_global_body(gen *g)
{
    struct kf_kgen *kg = g->g;
    int ku = g->p->ku;
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int k = %s;", g->kbeg);
    kf_kgen_begin_branchf(kg, "for (; k + %d <= %s; k += %d)", ku, g->kend, ku);
    for (int u = 0; u < ku; u++) {
        char k[32];
        snprintf(k, sizeof k, u ? "k + %d" : "k", u);
        gen_global_step(g, k);
    }
    kf_kgen_end_branch(kg, NULL);
    if (ku > 1) {
        kf_kgen_begin_branchf(kg, "for (; k < %s; k++)", g->kend);
        gen_global_step(g, "k");
        kf_kgen_end_branch(kg, NULL);
    }
}

/* LOCAL pattern: copies the A panel (BM x kb) and the B panel (kb x BN)
 * starting at k0 into local memory; every thread copies the same number of
 * elements.  With checkk the k index is checked against K.  Each copy is a
 * section of the panel sub-generator whose index variables are shared with
 * the next copy (seed Example 1: declared once, then assigned). */
static void gen_panel_load(gen *g, int checkk)
{
    struct kf_kgen *kg = g->g;
    const kf_gemm_params *p = g->p;
    int nt = p->wgm * p->wgn, kb = p->kb;
    char idx[256], row[96], col[96], kk[96];
    const int SH = KF_KGEN_SHARED_NOT_NESTED;
    /* A panel, stored Al[k * BM + m]; the fastest index of the copy follows
     * A's storage so that neighbouring threads read neighbouring elements. */
    for (int r = 0; r < g->bm * kb / nt; r++) {
        kf_kgen_begin_section(kg, SG_PANEL, KF_KGEN_POLICY_DIRECT);
        declf(g, SG_PANEL, SH, "int li = tid + %d;", r * nt);
        if (p->trans_a)
            declf(g, SG_PANEL, SH, "int pk = li %% %d, pm = li / %d;", kb, kb);
        else
            declf(g, SG_PANEL, SH, "int pm = li %% %d, pk = li / %d;", g->bm, g->bm);
        snprintf(row, sizeof row, g->tailm ? "min(bm + pm, M - 1)" : "bm + pm");
        snprintf(kk, sizeof kk, checkk ? "min(k0 + pk, K - 1)" : "k0 + pk");
        a_index(g, row, kk, idx, sizeof idx);
        declf(g, SG_PANEL, SH, "%s v = A[%s];", g->T, idx);
        if (g->tailm || checkk)
            kf_kgen_stmtf(kg, "if (%s%s%s%s) v = 0;", g->tailm ? "bm + pm >= M" : "",
                          g->tailm && checkk ? " || " : "", checkk ? "k0 + pk >= " : "",
                          checkk ? g->kend : "");
        gen_tri_mask(g, KF_GEMM_TRI_A, "v", "bm + pm", "k0 + pk", 0);
        kf_kgen_stmtf(kg, "Al[pk * %d + pm] = v;", g->bm);
        kf_kgen_end_section(kg);
    }
    for (int r = 0; r < g->bn * kb / nt; r++) {
        kf_kgen_begin_section(kg, SG_PANEL, KF_KGEN_POLICY_DIRECT);
        declf(g, SG_PANEL, SH, "int li = tid + %d;", r * nt);
        if (p->trans_b)
            declf(g, SG_PANEL, SH, "int pn = li %% %d, pk = li / %d;", g->bn, g->bn);
        else
            declf(g, SG_PANEL, SH, "int pk = li %% %d, pn = li / %d;", kb, kb);
        snprintf(col, sizeof col, g->tailn ? "min(bn + pn, N - 1)" : "bn + pn");
        snprintf(kk, sizeof kk, checkk ? "min(k0 + pk, K - 1)" : "k0 + pk");
        b_index(g, kk, col, idx, sizeof idx);
        declf(g, SG_PANEL, SH, "%s v = B[%s];", g->T, idx);
        if (g->tailn || checkk)
            kf_kgen_stmtf(kg, "if (%s%s%s%s) v = 0;", g->tailn ? "bn + pn >= N" : "",
                          g->tailn && checkk ? " || " : "", checkk ? "k0 + pk >= " : "",
                          checkk ? g->kend : "");
        gen_tri_mask(g, KF_GEMM_TRI_B, "v", "k0 + pk", "bn + pn", 0);
        kf_kgen_stmtf(kg, "Bl[pk * %d + pn] = v;", g->bn);
        kf_kgen_end_section(kg);
    }
}

/* LOCAL pattern: multiplies the panels in local memory, kb steps of k,
 * unrolled by ku. */
static void gen_panel_mul(gen *g)
{
    struct kf_kgen *kg = g->g;
    const kf_gemm_params *p = g->p;
    kf_kgen_begin_branchf(kg, "for (int kq = 0; kq < %d; kq += %d)", p->kb, p->ku);
    for (int u = 0; u < p->ku; u++) {
        kf_kgen_begin_section(kg, SG_FETCH, KF_KGEN_POLICY_MERGE_FAS);
        for (int i = 0; i < vrows(g); i++) {
            if (vwidth(g) > 1)
                kf_kgen_stmt_typedf(kg, KF_KGEN_STMT_FETCH, 0,
                                    "a%d = vload%d(0, Al + (kq + %d) * %d + lm * %d + %d);", i,
                                    vwidth(g), u, g->bm, vwidth(g), i * p->wgm * vwidth(g));
            else
                kf_kgen_stmt_typedf(kg, KF_KGEN_STMT_FETCH, 0,
                                    "a%d = Al[(kq + %d) * %d + lm + %d];", i, u, g->bm,
                                    i * p->wgm);
        }
        for (int j = 0; j < p->tn; j++)
            kf_kgen_stmt_typedf(kg, KF_KGEN_STMT_FETCH, 0, "b%d = Bl[(kq + %d) * %d + ln + %d];",
                                j, u, g->bn, j * p->wgn);
        gen_tile_mad(g);
        kf_kgen_end_section(kg);
        kf_kgen_flush(kg);
    }
    kf_kgen_end_branch(kg, NULL);
}

static void gen_local_body(gen *g)
{
    struct kf_kgen *kg = g->g;
    const kf_gemm_params *p = g->p;
    const char *lq = kf_kgen_qualifier(kg, KF_KGEN_Q_LOCAL);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "%s %s Al[%d];", lq, g->T, g->bm * p->kb);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "%s %s Bl[%d];", lq, g->T, g->bn * p->kb);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int tid = lm + ln * %d;", p->wgm);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int bm = gm * %d, bn = gn * %d;", g->bm, g->bn);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int k0 = %s;", g->kbeg);
    /* bulk of K: whole panels, no k checks */
    kf_kgen_begin_branchf(kg, "for (; k0 + %d <= %s; k0 += %d)", p->kb, g->kend, p->kb);
    gen_panel_load(g, 0);
    kf_kgen_barrier(kg);
    gen_panel_mul(g);
    kf_kgen_barrier(kg);
    kf_kgen_end_branch(kg, NULL);
    /* tail of K: one partial panel, zero-filled past K */
    kf_kgen_begin_branchf(kg, "if (k0 < %s)", g->kend);
    gen_panel_load(g, 1);
    kf_kgen_barrier(kg);
    gen_panel_mul(g);
    kf_kgen_end_branch(kg, NULL);
}

/* The result update of the row vectors (vw > 1), pass 0 for beta == 0:
 * one vstoreN per vector without an M tail (a tail of N checks the
 * column), an element per lane with one. */
static void gen_update_vec(gen *g, int pass)
{
    struct kf_kgen *kg = g->g;
    const kf_gemm_params *p = g->p;
    int vw = vwidth(g);
    for (int i = 0; i < vrows(g); i++)
        for (int j = 0; j < p->tn; j++) {
            char c[32], cond[96] = "", idx[96];
            int off = i * p->wgm * vw;
            cname(g, i, j, c, sizeof c);
            if (!g->tailm) {
                if (g->tailn)
                    snprintf(cond, sizeof cond, "if (cn + %d < N) ", j * p->wgn);
                snprintf(idx, sizeof idx, "C + rm + %d + (cn + %d) * ldc", off, j * p->wgn);
                if (pass == 0)
                    kf_kgen_stmt_typedf(kg, KF_KGEN_STMT_STORE, 0, "%svstore%d(alpha * %s, 0, %s);",
                                        cond, vw, c, idx);
                else
                    kf_kgen_stmt_typedf(kg, KF_KGEN_STMT_STORE, 0,
                                        "%svstore%d(alpha * %s + beta * vload%d(0, %s), 0, %s);",
                                        cond, vw, c, vw, idx, idx);
                continue;
            }
            for (int l = 0; l < vw; l++) {
                if (g->tailn)
                    snprintf(cond, sizeof cond, "if (rm + %d < M && cn + %d < N) ", off + l,
                             j * p->wgn);
                else
                    snprintf(cond, sizeof cond, "if (rm + %d < M) ", off + l);
                snprintf(idx, sizeof idx, "rm + %d + (cn + %d) * ldc", off + l, j * p->wgn);
                if (pass == 0)
                    kf_kgen_stmt_typedf(kg, KF_KGEN_STMT_STORE, 0, "%sC[%s] = alpha * %s.s%x;",
                                        cond, idx, c, l);
                else
                    kf_kgen_stmt_typedf(kg, KF_KGEN_STMT_STORE, 0,
                                        "%sC[%s] = alpha * %s.s%x + beta * C[%s];", cond, idx, c,
                                        l, idx);
            }
        }
}

/* The result update (seed updateResultGen): C = alpha*c + beta*C, typed
 * STORE; C is not read when beta == 0.  Elements outside C are skipped in
 * tails kernels. */
static void gen_update(gen *g)
{
    struct kf_kgen *kg = g->g;
    const kf_gemm_params *p = g->p;
    for (int pass = 0; pass < 2; pass++) {
        if (pass == 0)
            kf_kgen_begin_branch(kg, "if (beta == 0)");
        else
            kf_kgen_else(kg, NULL);
        kf_kgen_begin_section(kg, SG_UPDATE, KF_KGEN_POLICY_DIRECT);
        if (vwidth(g) > 1) {
            gen_update_vec(g, pass);
            kf_kgen_end_section(kg);
            continue;
        }
        for (int i = 0; i < p->tm; i++)
            for (int j = 0; j < p->tn; j++) {
                char c[32], cond[96] = "", idx[96];
                cname(g, i, j, c, sizeof c);
                if (g->tailm && g->tailn)
                    snprintf(cond, sizeof cond, "if (rm + %d < M && cn + %d < N) ", i * p->wgm,
                             j * p->wgn);
                else if (g->tailm)
                    snprintf(cond, sizeof cond, "if (rm + %d < M) ", i * p->wgm);
                else if (g->tailn)
                    snprintf(cond, sizeof cond, "if (cn + %d < N) ", j * p->wgn);
                snprintf(idx, sizeof idx, "rm + %d + (cn + %d) * ldc", i * p->wgm, j * p->wgn);
                if (pass == 0)
                    kf_kgen_stmt_typedf(kg, KF_KGEN_STMT_STORE, 0, "%sC[%s] = alpha * %s;", cond,
                                        idx, c);
                else
                    kf_kgen_stmt_typedf(kg, KF_KGEN_STMT_STORE, 0,
                                        "%sC[%s] = alpha * %s + beta * C[%s];", cond, idx, c,
                                        idx);
            }
        kf_kgen_end_section(kg);
    }
    kf_kgen_end_branch(kg, NULL);
}

/* The kernel's parameter list in g's dialect. */
static void gen_args(gen *g, char *args, size_t len)
{
    struct kf_kgen *kg = g->g;
    kf_blas_dialect d = (kf_blas_dialect)kf_kgen_dialect(kg);
    const char *T = g->T, *gq = kf_kgen_qualifier(kg, KF_KGEN_Q_GLOBAL);
    const char *sp = *gq ? " " : "";
    const char *rs = d == KF_BLAS_CUDA ? "__restrict__ " : "restrict ";
    /* an OpenMP TRMM kernel may run in place (C is the other operand, see
     * omp_tri_backward): those two pointers may alias */
    int tri = d == KF_BLAS_OPENMP ? g->p->tri : KF_GEMM_TRI_NONE;
    const char *ra = tri == KF_GEMM_TRI_B ? "" : rs, *rb = tri == KF_GEMM_TRI_A ? "" : rs;
    const char *rc = tri ? "" : rs;
    snprintf(args, len,
             "const int M, const int N, const int K, const %s alpha, "
             "%s%sconst %s *%sA, const int offA, const int lda, "
             "%s%sconst %s *%sB, const int offB, const int ldb, "
             "const %s beta, %s%s%s *%sC, const int offC, const int ldc",
             T, gq, sp, T, ra, gq, sp, T, rb, T, gq, sp, T, rc);
}

/* Split-K (seed 004's solution selector: a problem decomposed into
 * subproblems; cuBLAS's and CLBlast's answer to a long K under a small
 * C): the grid's third dimension is the K slice z (of nz, the grid's
 * depth, so one kernel serves every count), of whole kb panels;
 * A and B move to the slice's first column / row of op(A) / op(B), C to
 * the slice's own M x N block, and K becomes the slice's depth (0 past the
 * end: the block is beta C, zeros for the solver's beta = 0).  The rest of
 * the kernel is unchanged: K need not be a multiple of kb. */
static void gen_splitk(gen *g)
{
    struct kf_kgen *kg = g->g;
    const kf_gemm_params *p = g->p;
    int kb = p->kb;
    /* the slice count is the grid's: one kernel serves every count */
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "const int kz = %s, nz = %s;",
          kf_kgen_index(kg, KF_KGEN_GROUP_ID, 2), kf_kgen_index(kg, KF_KGEN_NUM_GROUPS, 2));
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "const int ks = ((Kall + nz - 1) / nz + %d) / %d * %d;",
          kb - 1, kb, kb);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "const int K = Kall - kz * ks < ks ? "
                                       "(Kall - kz * ks > 0 ? Kall - kz * ks : 0) : ks;");
    kf_kgen_stmtf(kg, "A += (size_t)kz * ks%s;\nB += (size_t)kz * ks%s;\n"
                      "C += (size_t)kz * ldc * N;", p->trans_a ? "" : " * lda",
                  p->trans_b ? " * ldb" : "");
}

/* Kernel head, the pointers moved to their offsets, the thread's indices.
 * On the OpenMP dialect the grid is a loop nest: work-groups in parallel,
 * the work-items of one group in sequence. */
static void gen_head(gen *g)
{
    struct kf_kgen *kg = g->g;
    const kf_gemm_params *p = g->p;
    kf_blas_dialect d = (kf_blas_dialect)kf_kgen_dialect(kg);
    const char *T = g->T, *gq = kf_kgen_qualifier(kg, KF_KGEN_Q_GLOBAL);
    const char *sp = *gq ? " " : "";
    const char *rs = d == KF_BLAS_CUDA ? "__restrict__" : "restrict";
    const char *kq = kf_kgen_qualifier(kg, KF_KGEN_Q_KERNEL);
    char args[1024];
    int sk = p->splitk > 1; /* the parameter is the whole K; K is the slice's */
    snprintf(args, sizeof args,
             "const int M, const int N, const int %s, const %s alpha, "
             "%s%sconst %s *%s A, const int offA, const int lda, "
             "%s%sconst %s *%s B, const int offB, const int ldb, "
             "const %s beta, %s%s%s *%s C, const int offC, const int ldc",
             sk ? "Kall" : "K", T, gq, sp, T, rs, gq, sp, T, rs, T, gq, sp, T, rs);
    /* launch bounds go through a macro: the function's name must be the
     * identifier before the head's first parenthesis */
    switch (d) {
    case KF_BLAS_OPENCL:
        if (p->prec == KF_BLAS_DOUBLE)
            kf_kgen_file_stmt(kg, "#pragma OPENCL EXTENSION cl_khr_fp64 : enable");
        kf_kgen_file_stmt(kg, "");
        {
            char m[128];
            snprintf(m, sizeof m, "#define KF_WG_SIZE __attribute__((reqd_work_group_size(%d, %d, 1)))",
                     p->wgm, p->wgn);
            kf_kgen_file_stmt(kg, m);
        }
        kf_kgen_declare_functionf(kg, "%s KF_WG_SIZE void kf_gemm(%s)", kq, args);
        break;
    case KF_BLAS_CUDA: {
        char m[128];
        snprintf(m, sizeof m, "#define KF_WG_SIZE __launch_bounds__(%d)", p->wgm * p->wgn);
        kf_kgen_file_stmt(kg, m);
        kf_kgen_declare_functionf(kg, "%s void KF_WG_SIZE kf_gemm(%s)", kq, args);
        break;
    }
    case KF_BLAS_OPENMP:
        kf_kgen_file_stmt(kg, "#define min(a, b) ((a) < (b) ? (a) : (b))");
        kf_kgen_declare_functionf(kg, "void kf_gemm(%s)", args);
        break;
    }
    kf_kgen_begin_body(kg);
    kf_kgen_stmt(kg, "A += offA;\nB += offB;\nC += offC;");
    if (sk)
        gen_splitk(g);
    if (d == KF_BLAS_OPENMP) {
        kf_kgen_begin_branchf(kg, "#pragma omp parallel for collapse(2) schedule(static)\n"
                                  "for (int gm = 0; gm < (M + %d) / %d; gm++)", g->bm - 1, g->bm);
        kf_kgen_begin_branchf(kg, "for (int gn = 0; gn < (N + %d) / %d; gn++)", g->bn - 1, g->bn);
        kf_kgen_begin_branchf(kg, "for (int ln = 0; ln < %d; ln++)", p->wgn);
        kf_kgen_begin_branchf(kg, "for (int lm = 0; lm < %d; lm++)", p->wgm);
    } else {
        declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int lm = %s, ln = %s;",
              kf_kgen_index(kg, KF_KGEN_LOCAL_ID, 0), kf_kgen_index(kg, KF_KGEN_LOCAL_ID, 1));
        declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int gm = %s, gn = %s;",
              kf_kgen_index(kg, KF_KGEN_GROUP_ID, 0), kf_kgen_index(kg, KF_KGEN_GROUP_ID, 1));
    }
    if (vwidth(g) > 1) /* the work-item's rows: vectors of vw, wgm * vw apart */
        declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int rm = gm * %d + lm * %d, cn = gn * %d + ln;",
              g->bm, vwidth(g), g->bn);
    else
        declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int rm = gm * %d + lm, cn = gn * %d + ln;", g->bm,
              g->bn);
    /* TRMM: the K range where the work-group's panel of the triangular
     * operand is not zero (seed 004: leading or trailing zeros skipped) */
    if (p->tri == KF_GEMM_TRI_A) /* rows gm*BM .. +BM of op(A) */
        declf(g, SG_MAIN, KF_KGEN_PRIVATE, p->tri_lower ? "int kbeg = 0, kend = min(K, gm * %d + %d);"
                                                        : "int kbeg = gm * %d, kend = K;",
              g->bm, g->bm);
    else if (p->tri == KF_GEMM_TRI_B) /* columns gn*BN .. +BN of op(B) */
        declf(g, SG_MAIN, KF_KGEN_PRIVATE, p->tri_lower ? "int kbeg = gn * %d, kend = K;"
                                                        : "int kbeg = 0, kend = min(K, gn * %d + %d);",
              g->bn, g->bn);
}

static void gen_end(gen *g)
{
    if (kf_kgen_dialect(g->g) == KF_KGEN_OPENMP)
        for (int i = 0; i < 4; i++)
            kf_kgen_end_branch(g->g, NULL);
    kf_kgen_end_body(g->g);
}

/* The seed's generator steps, in order. */
char *kf_blas_gemm_gen(const kf_gemm_params *p, kf_blas_dialect dialect)
{
    if (kf_gemm_params_check(p))
        return NULL;
    enum kf_kgen_dialect kd;
    switch (dialect) {
    case KF_BLAS_OPENCL: kd = KF_KGEN_OPENCL; break;
    case KF_BLAS_CUDA: kd = KF_KGEN_CUDA; break;
    case KF_BLAS_OPENMP: kd = KF_KGEN_OPENMP; break;
    default:
        kf_blas_fail(KF_BLAS_ERR_ARGUMENT, "unknown dialect %d", (int)dialect);
        return NULL;
    }
    if (p->splitk > 1 && dialect == KF_BLAS_OPENMP) {
        /* the CPU solver cuts K between its threads instead (gemm_splitk) */
        kf_blas_fail(KF_BLAS_ERR_PARAMS, "splitk=%d: split-K is for the OpenCL and CUDA "
                     "dialects", p->splitk);
        return NULL;
    }
    if (p->vw > 1 && dialect != KF_BLAS_OPENCL) {
        /* vloadN, vstoreN and floatN arithmetic are OpenCL C's */
        kf_blas_fail(KF_BLAS_ERR_PARAMS, "vw=%d: vector rows are for the OpenCL dialect only",
                     p->vw);
        return NULL;
    }
    /* 1, 2: settings and the generator context */
    struct kf_kgen *kg = kf_kgen_create(kd);
    if (!kg) {
        kf_blas_fail(KF_BLAS_ERR_NO_MEMORY, "out of memory creating a kgen context");
        return NULL;
    }
    gen g = {kg, p, p->prec == KF_BLAS_DOUBLE ? "double" : "float", p->wgm * p->tm,
             p->wgn * p->tn, !!(p->tails & KF_GEMM_TAIL_M), !!(p->tails & KF_GEMM_TAIL_N),
             p->tri ? "kbeg" : "0", p->tri ? "kend" : "K"};
    char desc[256], head[512];
    kf_gemm_params_format(p, desc, sizeof desc);
    char tri[64] = "";
    if (p->tri)
        snprintf(tri, sizeof tri, ",\n * op(%c) %s triangular%s", p->tri == KF_GEMM_TRI_A ? 'A' : 'B',
                 p->tri_lower ? "lower" : "upper", p->tri_unit ? ", unit diagonal" : "");
    snprintf(head, sizeof head,
             "/* kforge %cgemm: C = alpha op(A) op(B) + beta C, column-major, op = %c%c,\n"
             " * %s, tails%s%s%s%s */",
             p->prec, p->trans_a ? 't' : 'n', p->trans_b ? 't' : 'n', desc,
             p->tails ? "" : " none", g.tailm ? " M" : "", g.tailn ? " N" : "", tri);
    kf_kgen_file_stmt(kg, head);
    /* 3: the kernel, its variables and the tile */
    if (dialect == KF_BLAS_OPENMP) {
        char args[1024];
        gen_args(&g, args, sizeof args);
        kf_blas_gen_omp(&g, args);
        goto done;
    }
    gen_head(&g);
    gen_tile_decl(&g);
    /* 4, 5: tile multiplication, bulk and tail of K.  The LOCAL pattern needs
     * barriers: on the OpenMP dialect (no work-group) the GLOBAL body is
     * generated instead. */
    if (p->pattern == KF_GEMM_LOCAL && dialect != KF_BLAS_OPENMP)
        gen_local_body(&g);
    else
        gen_global_body(&g);
    /* 6: the result update */
    gen_update(&g);
    gen_end(&g);
done:;
    char *src = NULL;
    if (kf_kgen_error(kg))
        kf_blas_fail(KF_BLAS_ERR_PARAMS, "kgen: %s", kf_kgen_error_message(kg));
    else if (!(src = strdup(kf_kgen_source(kg))))
        kf_blas_fail(KF_BLAS_ERR_NO_MEMORY, "out of memory");
    /* 7: destroy the context */
    kf_kgen_destroy(kg);
    return src;
}
