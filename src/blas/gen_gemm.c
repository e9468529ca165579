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
#include "blas/base.h"
#include "kforge/kgen.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Sub-generator ids (kgen sections): each subgenerator owns its sections. */
enum { SG_MAIN = KF_KGEN_MAIN, SG_TILE = 1, SG_FETCH = 2, SG_PANEL = 3, SG_UPDATE = 4 };

/* ---- subgenerators ------------------------------------------------------------ */

typedef struct gen {
    struct kf_kgen *g;
    const kf_gemm_params *p;
    const char *T;    /* element type */
    int bm, bn;       /* block of C per work-group */
    int tailm, tailn; /* tails flags */
    const char *kbeg, *kend; /* the K range of the work-group: "0", "K" unless TRMM */
} gen;

/* The name of tile element (i, j) of C. */
static void cname(const gen *g, int i, int j, char *buf, size_t n)
{
    if (g->p->tile_array)
        snprintf(buf, n, "c[%d]", i * g->p->tn + j);
    else
        snprintf(buf, n, "c%d_%d", i, j);
}

/* Declares a line of variables through kgen, from a printf format. */
static void declf(gen *g, int subgen, int flags, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static void declf(gen *g, int subgen, int flags, const char *fmt, ...)
{
    char buf[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    kf_kgen_declare_vars(g->g, subgen, buf, flags, 0);
}

/* The private tile of C (a set of variables or an array, zeroed) and the
 * registers the thread fetches A and B into (seed "Tile"). */
static void gen_tile_decl(gen *g)
{
    const kf_gemm_params *p = g->p;
    char line[4096];
    kf_kgen_begin_section(g->g, SG_TILE, KF_KGEN_POLICY_DIRECT);
    if (p->tile_array) {
        int n = snprintf(line, sizeof line, "%s c[%d] = {", g->T, p->tm * p->tn);
        for (int i = 0; i < p->tm * p->tn; i++)
            n += snprintf(line + n, sizeof line - n, "%s0", i ? ", " : "");
        snprintf(line + n, sizeof line - n, "};");
        declf(g, SG_TILE, KF_KGEN_PRIVATE, "%s", line);
    } else {
        for (int i = 0; i < p->tm; i++) {
            int n = snprintf(line, sizeof line, "%s", g->T);
            for (int j = 0; j < p->tn; j++)
                n += snprintf(line + n, sizeof line - n, "%s c%d_%d = 0", j ? "," : "", i, j);
            declf(g, SG_TILE, KF_KGEN_PRIVATE, "%s;", line);
        }
    }
    int n = snprintf(line, sizeof line, "%s", g->T);
    for (int i = 0; i < p->tm; i++)
        n += snprintf(line + n, sizeof line - n, "%s a%d", i ? "," : "", i);
    for (int j = 0; j < p->tn; j++)
        n += snprintf(line + n, sizeof line - n, ", b%d", j);
    /* shared with the fetch sections nested in the K loops */
    declf(g, SG_TILE, KF_KGEN_SHARED_NESTED | KF_KGEN_SHARED_NOT_NESTED, "%s;", line);
    kf_kgen_end_section(g->g);
}

/* Global index expressions of op(A)(row, k) and op(B)(k, col). */
static void a_index(const gen *g, const char *row, const char *k, char *buf, size_t n)
{
    if (g->p->trans_a)
        snprintf(buf, n, "(%s) + (%s) * lda", k, row);
    else
        snprintf(buf, n, "(%s) + (%s) * lda", row, k);
}

static void b_index(const gen *g, const char *k, const char *col, char *buf, size_t n)
{
    if (g->p->trans_b)
        snprintf(buf, n, "(%s) + (%s) * ldb", col, k);
    else
        snprintf(buf, n, "(%s) + (%s) * ldb", k, col);
}

/* TRMM (seed 004): the triangular operand is masked after the fetch: the
 * element (row, k) of a triangular op(A), or (k, col) of op(B), outside
 * its triangle becomes 0, and a unit diagonal becomes 1 without being
 * used.  `v` is the fetched variable, `r` and `c` its row and column. */
static void gen_tri_mask(gen *g, int operand, const char *v, const char *r, const char *c,
                         int prio)
{
    const kf_gemm_params *p = g->p;
    if (p->tri != operand)
        return;
    /* lower: zero where column > row; upper: where column < row */
    kf_kgen_stmt_typedf(g->g, KF_KGEN_STMT_FETCH, prio, "if ((%s) %s (%s)) %s = 0;", c,
                        p->tri_lower ? ">" : "<", r, v);
    if (p->tri_unit)
        kf_kgen_stmt_typedf(g->g, KF_KGEN_STMT_FETCH, prio, "if ((%s) == (%s)) %s = 1;", c, r,
                            v);
}

/* The tile multiply-add, typed ARITH: c(i,j) += a(i) * b(j). */
static void gen_tile_mad(gen *g)
{
    for (int i = 0; i < g->p->tm; i++)
        for (int j = 0; j < g->p->tn; j++) {
            char c[32];
            cname(g, i, j, c, sizeof c);
            kf_kgen_stmt_typedf(g->g, KF_KGEN_STMT_ARITH, 0, "%s += a%d * b%d;", c, i, j);
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
    for (int i = 0; i < p->tm; i++) {
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
        for (int i = 0; i < p->tm; i++)
            kf_kgen_stmt_typedf(kg, KF_KGEN_STMT_FETCH, 0, "a%d = Al[(kq + %d) * %d + lm + %d];",
                                i, u, g->bm, i * p->wgm);
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
    snprintf(args, sizeof args,
             "const int M, const int N, const int K, const %s alpha, "
             "%s%sconst %s *%s A, const int offA, const int lda, "
             "%s%sconst %s *%s B, const int offB, const int ldb, "
             "const %s beta, %s%s%s *%s C, const int offC, const int ldc",
             T, gq, sp, T, rs, gq, sp, T, rs, T, gq, sp, T, rs);
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

/* The OpenMP dialect: GotoBLAS's layered GEMM for a CPU (seed 004's
 * steps: settings, packing as the "fetch", a register tile as the "tile
 * multiplication", the update).  With MR x NR the micro-tile (wgm*tm x
 * wgn*tn), KC = kb, and MC, NC the cache blocks:
 *
 *   parallel for each task (rows rt.., columns ct..; dynamic)
 *     for jc in the task's columns by NC
 *       for pc in K by KC
 *         pack op(B)(pc.., jc..) -> Bp       B block: KC x NC, the thread's
 *         for ic in the task's rows by MC
 *           pack op(A)(ic.., pc..) -> Ap     A block: MC x KC, in L2
 *           for each NR panel of Bp          B micro-panel stays in L1
 *             for each MR panel of Ap
 *               micro-kernel: ct = Ap_panel * Bp_panel (MR x NR in registers)
 *               C = alpha ct + beta C (first pc; C not read when beta == 0),
 *                   C += alpha ct (later pcs), within M x N
 *
 * The tasks cut the larger of M and N into `tasks` pieces per thread
 * (default 1): each packs its own blocks, so threads share nothing but C
 * (disjoint parts) and never wait for each other inside the loops; with
 * more than one per thread, a thread slowed by other load takes fewer.
 * Measured on 2 threads, this beat a shared packed B (one barrier after its
 * packing and one after its use per KC step); the price is that each task
 * packs the part of the other operand it needs again (one more read of A
 * per task when N is cut).
 *
 * The micro-kernel is plain C the compiler vectorises: the accumulators are
 * a local MR x NR array whose inner loop runs along MR under `omp simd`,
 * one broadcast of B per column; packed panels make every read unit
 * stride.  Packing zeroes rows and columns past M and N, so tails need no
 * other care than the guarded update, and masks a triangular operand
 * (TRMM), whose all-zero K range in each micro-panel is skipped. */
static void gen_omp_micro(gen *g)
{
    struct kf_kgen *kg = g->g;
    const char *T = g->T;
    int mr = g->bm, nr = g->bn;
    /* kept out of line: inlined into the block loops, gcc keeps the
     * accumulators in memory instead of registers */
    kf_kgen_file_stmt(kg, "#define KF_NOINLINE __attribute__((noinline))");
    kf_kgen_declare_functionf(kg, "static KF_NOINLINE void kf_gemm_micro(const int kc, const %s *restrict a, "
                                  "const %s *restrict b, %s *restrict ct)", T, T, T);
    kf_kgen_begin_body(kg);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "%s c[%d][%d];", T, nr, mr);
    kf_kgen_begin_branchf(kg, "for (int j = 0; j < %d; j++)", nr);
    kf_kgen_begin_branchf(kg, "#pragma omp simd\nfor (int i = 0; i < %d; i++)", mr);
    kf_kgen_stmt(kg, "c[j][i] = 0;");
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_begin_branch(kg, "for (int k = 0; k < kc; k++)");
    kf_kgen_begin_branchf(kg, "for (int j = 0; j < %d; j++)", nr);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "%s bj = b[k * %d + j];", T, nr);
    kf_kgen_begin_branchf(kg, "#pragma omp simd\nfor (int i = 0; i < %d; i++)", mr);
    kf_kgen_stmtf(kg, "c[j][i] += a[k * %d + i] * bj;", mr);
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_begin_branchf(kg, "for (int j = 0; j < %d; j++)", nr);
    kf_kgen_begin_branchf(kg, "#pragma omp simd\nfor (int i = 0; i < %d; i++)", mr);
    kf_kgen_stmtf(kg, "ct[j * %d + i] = c[j][i];", mr);
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_end_body(kg);
}

/* The micro-kernel on B in place (the direct path): op(B) is B, column
 * major, read where it lies, one pointer per column of the micro-tile,
 * instead of a packed panel.  Where op(A) has one or two micro-panels of
 * rows, packing B (a transposition of scalars) costs about as much as the
 * product (a 32 x 2048 STRMM spent half its time there). */
static void gen_omp_micro_bd(gen *g)
{
    struct kf_kgen *kg = g->g;
    const char *T = g->T;
    int mr = g->bm, nr = g->bn;
    kf_kgen_declare_functionf(kg, "static KF_NOINLINE void kf_gemm_micro_bd(const int kc, const %s *restrict a, "
                                  "const %s *restrict b, const int ldb, %s *restrict ct)", T, T, T);
    kf_kgen_begin_body(kg);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "%s c[%d][%d];", T, nr, mr);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "const %s *bc[%d];", T, nr);
    kf_kgen_begin_branchf(kg, "for (int j = 0; j < %d; j++)", nr);
    kf_kgen_stmt(kg, "bc[j] = b + (size_t)j * ldb;");
    kf_kgen_begin_branchf(kg, "#pragma omp simd\nfor (int i = 0; i < %d; i++)", mr);
    kf_kgen_stmt(kg, "c[j][i] = 0;");
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_begin_branch(kg, "for (int k = 0; k < kc; k++)");
    kf_kgen_begin_branchf(kg, "for (int j = 0; j < %d; j++)", nr);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "%s bj = bc[j][k];", T);
    kf_kgen_begin_branchf(kg, "#pragma omp simd\nfor (int i = 0; i < %d; i++)", mr);
    kf_kgen_stmtf(kg, "c[j][i] += a[k * %d + i] * bj;", mr);
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_begin_branchf(kg, "for (int j = 0; j < %d; j++)", nr);
    kf_kgen_begin_branchf(kg, "#pragma omp simd\nfor (int i = 0; i < %d; i++)", mr);
    kf_kgen_stmtf(kg, "ct[j * %d + i] = c[j][i];", mr);
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_end_body(kg);
}

/* Packing of one MR-row panel of op(A) (rows r0.., K range k0..k0+kb) as
 * ap[k * MR + i], and of one NR-column panel of op(B) as bp[k * NR + j].
 * The loop along the operand's storage order is innermost. */
static void gen_omp_pack(gen *g, int b)
{
    struct kf_kgen *kg = g->g;
    const char *T = g->T;
    int w = b ? g->bn : g->bm, tail = b ? g->tailn : g->tailm;
    int contig_k = b ? !g->p->trans_b : g->p->trans_a; /* k is the unit stride */
    char idx[256], rc[32];
    kf_kgen_declare_functionf(kg, "static void kf_gemm_pack_%c(const int %c, const %s *restrict %c, "
                                  "const int ld%c, const int %c0, const int k0, const int kb, "
                                  "%s *restrict %cp)", b ? 'b' : 'a', b ? 'N' : 'M', T,
                              b ? 'B' : 'A', b ? 'b' : 'a', b ? 'c' : 'r', T, b ? 'b' : 'a');
    kf_kgen_begin_body(kg);
    int tri = g->p->tri == (b ? KF_GEMM_TRI_B : KF_GEMM_TRI_A);
    if (!contig_k) {
        /* a panel along the storage order: one copy of w elements per k,
         * of a size the compiler knows (two vector moves), the same rows 8
         * columns on asked for now (the loads jump ld per k, which the
         * prefetcher does not follow); written as the element loop, gcc
         * turned it into a call of memmove per k, and the loads missed the
         * cache: a third of a 2048x32 DTRSM on one core.  A triangular
         * panel copies so the k where all w elements are in the triangle,
         * the others element by element under the mask.  With tails, a
         * panel that crosses the edge is packed as below. */
        if (tail)
            kf_kgen_begin_branchf(kg, "if (%c0 + %d <= %c)", b ? 'c' : 'r', w, b ? 'N' : 'M');
        kf_kgen_begin_branch(kg, "for (int k = 0; k < kb; k++)");
        if (b)
            b_index(g, "k0 + k", "c0", idx, sizeof idx);
        else
            a_index(g, "r0", "k0 + k", idx, sizeof idx);
        declf(g, SG_MAIN, KF_KGEN_PRIVATE, "const %s *src = %c + %s;", T, b ? 'B' : 'A', idx);
        kf_kgen_begin_branch(kg, "if (k + 8 < kb)");
        kf_kgen_stmtf(kg, "__builtin_prefetch(src + 8 * (size_t)ld%c);\n"
                          "__builtin_prefetch(src + 8 * (size_t)ld%c + %d);",
                      b ? 'b' : 'a', b ? 'b' : 'a', w - 1);
        kf_kgen_end_branch(kg, NULL);
        if (tri) {
            /* all of the panel's w elements at k are in the triangle
             * (strictly, for a unit diagonal) */
            int lower = g->p->tri_lower, unit = g->p->tri_unit;
            const char *at = b ? "c0" : "r0";
            if (b == lower) /* B lower: k >= c0 + w - 1; A upper: k >= r0 + w - 1 */
                kf_kgen_begin_branchf(kg, "if (k0 + k %s %s + %d)", unit ? ">" : ">=", at, w - 1);
            else /* B upper: k <= c0; A lower: k <= r0 */
                kf_kgen_begin_branchf(kg, "if (k0 + k %s %s)", unit ? "<" : "<=", at);
        }
        kf_kgen_stmtf(kg, "__builtin_memcpy(%cp + k * %d, src, %d * sizeof(%s));", b ? 'b' : 'a',
                      w, w, T);
        if (tri) {
            kf_kgen_else(kg, NULL);
            kf_kgen_begin_branchf(kg, "for (int x = 0; x < %d; x++)", w);
            declf(g, SG_MAIN, KF_KGEN_PRIVATE, "%s v = src[x];", T);
            snprintf(rc, sizeof rc, "%c0 + x", b ? 'c' : 'r');
            if (b)
                gen_tri_mask(g, KF_GEMM_TRI_B, "v", "k0 + k", rc, 0);
            else
                gen_tri_mask(g, KF_GEMM_TRI_A, "v", rc, "k0 + k", 0);
            kf_kgen_stmtf(kg, "%cp[k * %d + x] = v;", b ? 'b' : 'a', w);
            kf_kgen_end_branch(kg, NULL);
            kf_kgen_end_branch(kg, NULL);
        }
        kf_kgen_end_branch(kg, NULL);
        if (!tail) {
            kf_kgen_end_body(kg);
            return;
        }
        kf_kgen_stmt(kg, "return;");
        kf_kgen_end_branch(kg, NULL);
    }
    const char *outer = contig_k ? "for (int x = 0; x < %d; x++)" : "for (int k = 0; k < kb; k++)";
    const char *inner = contig_k ? "#pragma omp simd\nfor (int k = 0; k < kb; k++)"
                                 : "#pragma omp simd\nfor (int x = 0; x < %d; x++)";
    kf_kgen_begin_branchf(kg, outer, w);
    kf_kgen_begin_branchf(kg, inner, w);
    snprintf(rc, sizeof rc, "%c0 + x", b ? 'c' : 'r');
    if (b)
        b_index(g, "k0 + k", tail ? "min(c0 + x, N - 1)" : rc, idx, sizeof idx);
    else
        a_index(g, tail ? "min(r0 + x, M - 1)" : rc, "k0 + k", idx, sizeof idx);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "%s v = %c[%s];", T, b ? 'B' : 'A', idx);
    if (tail)
        kf_kgen_stmtf(kg, "if (%s >= %c) v = 0;", rc, b ? 'N' : 'M');
    if (b)
        gen_tri_mask(g, KF_GEMM_TRI_B, "v", "k0 + k", rc, 0);
    else
        gen_tri_mask(g, KF_GEMM_TRI_A, "v", rc, "k0 + k", 0);
    kf_kgen_stmtf(kg, "%cp[k * %d + x] = v;", b ? 'b' : 'a', w);
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_end_body(kg);
}

/* The block of A (rows r0..r0+mb, K range k0..k0+kb) packed panel after
 * panel, when op(A) is A (its columns contiguous) and not triangular: one
 * pass down each column of the block, so that the loads run along memory
 * (the prefetcher follows them) instead of a jump of lda per k in each
 * panel: packed panel by panel, the loads missed the cache on every k and
 * took 40% of a 2048x32 DTRSM on one core.  Rows past M are zeroes. */
static void gen_omp_pack_ablock(gen *g)
{
    struct kf_kgen *kg = g->g;
    const char *T = g->T;
    int mr = g->bm;
    kf_kgen_declare_functionf(kg, "static void kf_gemm_pack_ablock(const int M, const %s *restrict A, "
                                  "const int lda, const int r0, const int mb, const int k0, "
                                  "const int kb, %s *restrict ap)", T, T);
    kf_kgen_begin_body(kg);
    /* the whole panels inside M; the last one, if it crosses M, element
     * by element */
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int full = min(mb, M - r0) / %d * %d;", mr, mr);
    kf_kgen_begin_branch(kg, "for (int k1 = 0; k1 < kb; k1 += 8)");
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int k2 = min(kb, k1 + 8);");
    kf_kgen_begin_branchf(kg, "for (int ir = 0; ir < mb; ir += %d)", mr);
    kf_kgen_begin_branch(kg, "for (int k = k1; k < k2; k++)");
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "const %s *col = A + r0 + ir + (size_t)(k0 + k) * lda;", T);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "%s *dst = ap + (size_t)ir * kb + k * %d;", T, mr);
    kf_kgen_begin_branch(kg, "if (ir < full)");
    /* the same rows 8 columns on, asked for now (the next step's loads) */
    kf_kgen_begin_branch(kg, "if (k + 8 < kb)");
    kf_kgen_stmtf(kg, "__builtin_prefetch(col + 8 * (size_t)lda);\n"
                      "__builtin_prefetch(col + 8 * (size_t)lda + %d);", mr - 1);
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_stmtf(kg, "__builtin_memcpy(dst, col, %d * sizeof(%s));", mr, T);
    kf_kgen_else(kg, NULL);
    kf_kgen_begin_branchf(kg, "for (int x = 0; x < %d; x++)", mr);
    kf_kgen_stmt(kg, "dst[x] = r0 + ir + x < M ? col[x] : 0;");
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_end_body(kg);
}

/* The micro-tile of C (mm x nn at cc), asked of the memory system before
 * the micro-kernel runs, so that the update after it finds C in cache
 * (the hardware prefetcher does not guess the jump to the next tile). */
static void gen_omp_prefetch_c(gen *g)
{
    struct kf_kgen *kg = g->g;
    int line = g->p->prec == KF_BLAS_DOUBLE ? 8 : 16; /* elements per 64-byte line */
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int mm = min(%d, M - r0), nn = min(%d, N - c0);", g->bm,
          g->bn);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "%s *cc = C + r0 + c0 * ldc;", g->T);
    kf_kgen_begin_branch(kg, "for (int j = 0; j < nn; j++)");
    kf_kgen_begin_branchf(kg, "for (int i = 0; i < mm; i += %d)", line);
    kf_kgen_stmt(kg, "__builtin_prefetch(cc + i + j * ldc, 1);");
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_stmt(kg, "__builtin_prefetch(cc + mm - 1 + j * ldc, 1);");
    kf_kgen_end_branch(kg, NULL);
}

/* The update of one micro-tile: C = alpha ct + bb C within M x N. */
static void gen_omp_update(gen *g)
{
    struct kf_kgen *kg = g->g;
    for (int pass = 0; pass < 2; pass++) {
        if (pass == 0)
            kf_kgen_begin_branch(kg, "if (bb == 0)");
        else
            kf_kgen_else(kg, NULL);
        kf_kgen_begin_branch(kg, "for (int j = 0; j < nn; j++)");
        kf_kgen_begin_branch(kg, "#pragma omp simd\nfor (int i = 0; i < mm; i++)");
        kf_kgen_stmtf(kg, pass == 0 ? "cc[i + j * ldc] = alpha * ct[j * %d + i];"
                                    : "cc[i + j * ldc] = alpha * ct[j * %d + i] + bb * cc[i + j * ldc];",
                      g->bm);
        kf_kgen_end_branch(kg, NULL);
        kf_kgen_end_branch(kg, NULL);
    }
    kf_kgen_end_branch(kg, NULL);
}

/* The K range of a micro-panel of the triangular operand that is not
 * zero, relative to the block at pc (seed 004: leading or trailing zeros
 * skipped): kbeg..kend, kn long (0: the whole panel is zero).  `at` is the
 * panel's first row of op(A) (TRI_A) or column of op(B) (TRI_B). */
static void gen_omp_krange(gen *g, const char *at)
{
    const kf_gemm_params *p = g->p;
    if (p->tri == KF_GEMM_TRI_A) /* rows at..at+MR of op(A) */
        declf(g, SG_MAIN, KF_KGEN_PRIVATE,
              p->tri_lower ? "int kbeg = 0, kend = min(kb, %s + %d - pc);"
                           : "int kbeg = max(0, %s - pc), kend = kb;",
              at, g->bm);
    else /* columns at..at+NR of op(B) */
        declf(g, SG_MAIN, KF_KGEN_PRIVATE,
              p->tri_lower ? "int kbeg = max(0, %s - pc), kend = kb;"
                           : "int kbeg = 0, kend = min(kb, %s + %d - pc);",
              at, g->bn);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int kn = kend > kbeg ? kend - kbeg : 0;");
}

/* TRMM: a K block where the triangular operand's block (rows ic..ic+mb of
 * op(A), or columns jc..jc+nb of op(B)) is all zero is skipped whole (no
 * packing, no update). */
static void gen_omp_tri_skip(gen *g, int operand)
{
    const kf_gemm_params *p = g->p;
    if (p->tri != operand)
        return;
    const char *skip;
    if (operand == KF_GEMM_TRI_A)
        skip = p->tri_lower ? "pc >= ic + mb" : "pc + kb <= ic";
    else
        skip = p->tri_lower ? "pc + kb <= jc" : "pc >= jc + nb";
    kf_kgen_begin_branchf(g->g, "if (%s)", skip);
    kf_kgen_stmt(g->g, "continue;");
    kf_kgen_end_branch(g->g, NULL);
}

/* TRMM runs the K blocks in the order that lets C be the other operand
 * (B := alpha op(A) B in place, no copy of B): each block's updates then
 * write only rows (columns) of C whose part of the other operand no later
 * block reads.  op(A) lower: row i needs rows k <= i of B, so the blocks run
 * from the last one back (block pc writes rows >= pc, later blocks read
 * rows < pc); upper: forward.  On the right, op(B) lower needs columns
 * k >= j of the left operand (forward), upper k <= j (backward, and the NC
 * column blocks backward too, since the tri operand's columns are C's).
 * This needs the K block a multiple of the micro-tile along the triangle
 * (rounded in gen_omp) and the tasks cut along the other dimension. */
static int omp_tri_backward(const kf_gemm_params *p)
{
    return (p->tri == KF_GEMM_TRI_A && p->tri_lower) || (p->tri == KF_GEMM_TRI_B && !p->tri_lower);
}

static void gen_omp(gen *g, const char *args)
{
    struct kf_kgen *kg = g->g;
    const kf_gemm_params *p = g->p;
    const char *T = g->T;
    int mr = g->bm, nr = g->bn, kc = p->kb;
    int mc = p->mc ? p->mc : 256, nc = p->nc ? p->nc : 4096, tasks = p->tasks ? p->tasks : 1;
    mc = (mc + mr - 1) / mr * mr;
    nc = (nc + nr - 1) / nr * nr;
    if (kc < 1 || kc > 65536) {
        kf_blas_fail(KF_BLAS_ERR_PARAMS, "kb=%d out of range for the OpenMP dialect (1..65536)",
                     kc);
        return;
    }
    /* TRMM: K blocks in whole micro-tiles along the triangle (a micro-tile
     * never straddles two blocks: see omp_tri_backward) */
    int tw = p->tri == KF_GEMM_TRI_A ? mr : p->tri == KF_GEMM_TRI_B ? nr : 1;
    kc = kc < tw ? tw : kc / tw * tw;
    int back = omp_tri_backward(p);
    kf_kgen_file_stmt(kg, "#include <omp.h>\n#include <stdlib.h>");
    kf_kgen_file_stmt(kg, "#define min(a, b) ((a) < (b) ? (a) : (b))");
    kf_kgen_file_stmt(kg, "#define max(a, b) ((a) > (b) ? (a) : (b))");
    gen_omp_micro(g);
    /* A packed a block at a time (gen_omp_pack_ablock) where it can be */
    int ablock = !p->trans_a && p->tri != KF_GEMM_TRI_A;
    /* B read in place (gen_omp_micro_bd) where it can be */
    int bdirect = !p->trans_b && p->tri != KF_GEMM_TRI_B;
    if (bdirect)
        gen_omp_micro_bd(g);
    if (ablock)
        gen_omp_pack_ablock(g);
    else
        gen_omp_pack(g, 0);
    gen_omp_pack(g, 1);
    kf_kgen_declare_functionf(kg, "int kf_gemm(%s)", args);
    kf_kgen_begin_body(kg);
    kf_kgen_stmt(kg, "A += offA;\nB += offB;\nC += offC;");
    kf_kgen_begin_branch(kg, "if (M <= 0 || N <= 0)");
    kf_kgen_stmt(kg, "return 0;");
    kf_kgen_end_branch(kg, NULL);
    /* K == 0: C = beta C (C not read when beta == 0) */
    kf_kgen_begin_branch(kg, "if (K <= 0)");
    kf_kgen_begin_branch(kg, "#pragma omp parallel for schedule(static)\n"
                             "for (int j = 0; j < N; j++)");
    kf_kgen_begin_branch(kg, "for (int i = 0; i < M; i++)");
    kf_kgen_stmt(kg, "C[i + j * ldc] = beta == 0 ? 0 : beta * C[i + j * ldc];");
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_stmt(kg, "return 0;");
    kf_kgen_end_branch(kg, NULL);
    /* the tasks: M or N cut in `tasks` pieces per thread,
     * at micro-tile boundaries; a TRMM in place (C is the other operand)
     * cuts the other dimension than the triangle's, whatever its size */
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int nt = omp_get_max_threads(), tm = 1, tn = 1;");
    /* without a constraint, the cut whose busiest thread has the fewest
     * micro-tile rows or columns times the other dimension (a 128 x 128
     * SGEMM on 2 threads: 6 and 5 columns of 12, or 2 and 2 rows of 32),
     * ties to the longer dimension */
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int un = (N + %d) / %d, um = (M + %d) / %d;", nr - 1, nr,
          mr - 1, mr);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE,
          "long cutn = (long)((un + nt - 1) / nt) * %d * M, cutm = (long)((um + nt - 1) / nt) * %d * N;",
          nr, mr);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int wide = cutn < cutm || (cutn == cutm && N >= M);");
    const char *bycols = p->tri == KF_GEMM_TRI_A   ? "nt > 1 && (wide || C == B)"
                         : p->tri == KF_GEMM_TRI_B ? "nt > 1 && wide && C != A"
                                                   : "nt > 1 && wide";
    kf_kgen_begin_branchf(kg, "if (%s)", bycols);
    kf_kgen_stmtf(kg, "tn = min((N + %d) / %d, %d * nt);", nr - 1, nr, tasks);
    kf_kgen_else(kg, "if (nt > 1)");
    kf_kgen_stmtf(kg, "tm = min((M + %d) / %d, %d * nt);", mr - 1, mr, tasks);
    kf_kgen_end_branch(kg, NULL);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int cw = ((N + tn - 1) / tn + %d) / %d * %d;", nr - 1, nr,
          nr);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int rh = ((M + tm - 1) / tm + %d) / %d * %d;", mr - 1, mr,
          mr);
    kf_kgen_stmt(kg, "tn = (N + cw - 1) / cw;\ntm = (M + rh - 1) / rh;");
    /* one allocation holds every thread's A block and B block (64-byte
     * aligned) */
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int kcb = min(%d, K), ncb = min(%d, cw), mcb = min(%d, rh);",
          kc, nc, mc);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "size_t asz = ((size_t)mcb * kcb + 15) / 16 * 16;");
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "size_t bsz = ((size_t)ncb * kcb + 15) / 16 * 16;");
    declf(g, SG_MAIN, KF_KGEN_PRIVATE,
          "%s *buf = aligned_alloc(64, nt * (asz + bsz) * sizeof(%s));", T, T);
    kf_kgen_begin_branch(kg, "if (!buf)");
    kf_kgen_stmt(kg, "return -1;");
    kf_kgen_end_branch(kg, NULL);
    /* the direct path: B unpacked when op(A) has at most four micro-panels
     * of rows (measured on one core: 128^3 SGEMM 87 -> 90 GFLOP/s, 32 x
     * 2048 STRMM 30 -> 40).  A TRMM in place (C is B) too when its rows are
     * one cache block: each micro-tile reads all it needs of B before it
     * writes C, and reads no row of B below its own (lower; above, upper),
     * where the micro-panels after it in the order of the ir loop write */
    if (bdirect)
        declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int direct = M <= %d && (C != B || M <= mcb);", 4 * mr);
    /* a bare block under the pragma: the parallel region */
    kf_kgen_stmt(kg, "#pragma omp parallel num_threads(nt)");
    kf_kgen_begin_branch(kg, NULL);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "%s *Ap = buf + omp_get_thread_num() * (asz + bsz);", T);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "%s *Bp = Ap + asz;", T);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "%s ct[%d];", T, mr * nr);
    kf_kgen_begin_branch(kg, "#pragma omp for schedule(dynamic, 1)\n"
                             "for (int t = 0; t < tm * tn; t++)");
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int rt = t / tn * rh, rend = min(M, rt + rh);");
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int ctk = t %% tn * cw, cend = min(N, ctk + cw);");
    if (p->tri == KF_GEMM_TRI_B && back)
        kf_kgen_begin_branchf(kg, "for (int jc = ctk + (cend - ctk - 1) / %d * %d; jc >= ctk; "
                                  "jc -= %d)", nc, nc, nc);
    else
        kf_kgen_begin_branchf(kg, "for (int jc = ctk; jc < cend; jc += %d)", nc);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int nb = min(%d, cend - jc);", nc);
    if (back)
        kf_kgen_begin_branchf(kg, "for (int pc = (K - 1) / %d * %d; pc >= 0; pc -= %d)", kc, kc,
                              kc);
    else
        kf_kgen_begin_branchf(kg, "for (int pc = 0; pc < K; pc += %d)", kc);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int kb = min(%d, K - pc);", kc);
    gen_omp_tri_skip(g, KF_GEMM_TRI_B);
    kf_kgen_begin_branchf(kg, "for (int q = 0; q < nb; q += %d)", nr);
    if (p->tri == KF_GEMM_TRI_B) { /* the panel's non-zero K range only */
        gen_omp_krange(g, "jc + q");
        kf_kgen_begin_branch(kg, "if (kn > 0)");
        kf_kgen_stmtf(kg, "kf_gemm_pack_b(N, B, ldb, jc + q, pc + kbeg, kn, Bp + q * kb + kbeg * %d);",
                      nr);
        kf_kgen_end_branch(kg, NULL);
    } else {
        if (bdirect)
            kf_kgen_begin_branchf(kg, "if (!direct || jc + q + %d > N)", nr);
        kf_kgen_stmt(kg, "kf_gemm_pack_b(N, B, ldb, jc + q, pc, kb, Bp + q * kb);");
        if (bdirect)
            kf_kgen_end_branch(kg, NULL);
    }
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_begin_branch(kg, "for (int ic = rt; ic < rend; ic += mcb)");
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int mb = min(mcb, rend - ic);");
    gen_omp_tri_skip(g, KF_GEMM_TRI_A);
    if (p->tri == KF_GEMM_TRI_NONE)
        declf(g, SG_MAIN, KF_KGEN_PRIVATE, "%s bb = pc == 0 ? beta : 1;", T);
    if (p->tri == KF_GEMM_TRI_A) {
        kf_kgen_begin_branchf(kg, "for (int ir = 0; ir < mb; ir += %d)", mr);
        gen_omp_krange(g, "ic + ir");
        kf_kgen_begin_branch(kg, "if (kn > 0)");
        kf_kgen_stmtf(kg, "kf_gemm_pack_a(M, A, lda, ic + ir, pc + kbeg, kn, Ap + ir * kb + kbeg * %d);",
                      mr);
        kf_kgen_end_branch(kg, NULL);
        kf_kgen_end_branch(kg, NULL);
    } else if (ablock) {
        kf_kgen_stmt(kg, "kf_gemm_pack_ablock(M, A, lda, ic, mb, pc, kb, Ap);");
    } else {
        kf_kgen_begin_branchf(kg, "for (int ir = 0; ir < mb; ir += %d)", mr);
        kf_kgen_stmt(kg, "kf_gemm_pack_a(M, A, lda, ic + ir, pc, kb, Ap + ir * kb);");
        kf_kgen_end_branch(kg, NULL);
    }
    kf_kgen_begin_branchf(kg, "for (int q = 0; q < nb; q += %d)", nr);
    if (p->tri == KF_GEMM_TRI_A && back) /* lower: the bottom micro-panel first */
        kf_kgen_begin_branchf(kg, "for (int ir = (mb - 1) / %d * %d; ir >= 0; ir -= %d)", mr, mr,
                              mr);
    else
        kf_kgen_begin_branchf(kg, "for (int ir = 0; ir < mb; ir += %d)", mr);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int r0 = ic + ir, c0 = jc + q;");
    if (p->tri) {
        /* a zero micro-panel: no product, no update; the first block that
         * is not (in the order of the K loop, the one holding the
         * diagonal) applies beta */
        const char *at = p->tri == KF_GEMM_TRI_A ? "r0" : "c0";
        gen_omp_krange(g, at);
        kf_kgen_begin_branch(kg, "if (kn == 0)");
        kf_kgen_stmt(kg, "continue;");
        kf_kgen_end_branch(kg, NULL);
        declf(g, SG_MAIN, KF_KGEN_PRIVATE, "%s bb = pc == %s / %d * %d ? beta : 1;", T, at, kc, kc);
    }
    gen_omp_prefetch_c(g);
    if (bdirect) {
        kf_kgen_begin_branchf(kg, "if (direct && c0 + %d <= N)", nr);
        if (p->tri)
            kf_kgen_stmtf(kg, "kf_gemm_micro_bd(kn, Ap + ir * kb + kbeg * %d, B + pc + kbeg + "
                              "(size_t)c0 * ldb, ldb, ct);", mr);
        else
            kf_kgen_stmt(kg, "kf_gemm_micro_bd(kb, Ap + ir * kb, B + pc + (size_t)c0 * ldb, ldb, ct);");
        kf_kgen_else(kg, NULL);
    }
    if (p->tri)
        kf_kgen_stmtf(kg, "kf_gemm_micro(kn, Ap + ir * kb + kbeg * %d, Bp + q * kb + kbeg * %d, "
                          "ct);", mr, nr);
    else
        kf_kgen_stmt(kg, "kf_gemm_micro(kb, Ap + ir * kb, Bp + q * kb, ct);");
    if (bdirect)
        kf_kgen_end_branch(kg, NULL);
    gen_omp_update(g);
    kf_kgen_end_branch(kg, NULL); /* ir */
    kf_kgen_end_branch(kg, NULL); /* q */
    kf_kgen_end_branch(kg, NULL); /* ic */
    kf_kgen_end_branch(kg, NULL); /* pc */
    kf_kgen_end_branch(kg, NULL); /* jc */
    kf_kgen_end_branch(kg, NULL); /* t */
    kf_kgen_end_branch(kg, NULL); /* parallel */
    kf_kgen_stmt(kg, "free(buf);\nreturn 0;");
    kf_kgen_end_body(kg);
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
        gen_omp(&g, args);
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
