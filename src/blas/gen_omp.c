/*
 * gen_omp.c: the GEMM generator's OpenMP kernel (contract in gen_omp.h):
 * a CPU's GEMM, and TRMM's with a triangular operand, built by the C
 * compiler the CPU solver runs.
 */
#include "blas/gen_omp.h"

/* Whether TRMM's triangular micro-kernel (kf_gemm_micro_tri) applies: a
 * triangular op(A) and a micro-tile of an even number of rows, halved.
 * The built-in micro-tiles are two vectors tall (AVX2 16 floats or 8
 * doubles, AVX-512 32 or 16; the CPU tuner keeps them), so each half is
 * one vector: the diagonal block's first half of columns runs on both
 * vectors of rows, its second half on the one that is not zero there,
 * three quarters of the block's work instead of all of it. */
static int omp_micro_halves(const gen *g)
{
    return g->p->tri == KF_GEMM_TRI_A && g->bm % 2 == 0 && g->bm >= 4;
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
 * (TRMM), whose all-zero K range in each micro-panel is skipped.
 *
 * direct: kf_gemm_micro_bd, the micro-kernel on B in place (the direct
 * path: op(B) is B, read where it lies, one pointer per column of the
 * micro-tile).  Where op(A) has few micro-panels of rows, packing B (a
 * transposition of scalars) costs about as much as the product (a 32 x
 * 2048 STRMM spent half its time there).
 *
 * tri: kf_gemm_micro_tri (and _bd_tri), TRMM's micro-kernel for a
 * micro-panel of op(A) that holds its diagonal block (the last MR of its
 * K range for a lower triangle, the first for an upper one): the block's
 * zero half is skipped a half-tile at a time (omp_micro_halves). */
static void gen_omp_micro(gen *g, int direct, int tri)
{
    struct kf_kgen *kg = g->g;
    const char *T = g->T;
    int mr = g->bm, nr = g->bn;
    char name[32];
    snprintf(name, sizeof name, "kf_gemm_micro%s%s", direct ? "_bd" : "", tri ? "_tri" : "");
    /* kept out of line: inlined into the block loops, gcc keeps the
     * accumulators in memory instead of registers */
    if (!direct && !tri)
        kf_kgen_file_stmt(kg, "#define KF_NOINLINE __attribute__((noinline))");
    if (!direct)
        kf_kgen_declare_functionf(kg, "static KF_NOINLINE void %s(const int kc, const %s *restrict a, "
                                      "const %s *restrict b, %s *restrict ct)", name, T, T, T);
    else
        kf_kgen_declare_functionf(kg, "static KF_NOINLINE void %s(const int kc, const %s *restrict a, "
                                      "const %s *restrict b, const int ldb, %s *restrict ct)", name,
                                  T, T, T);
    kf_kgen_begin_body(kg);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "%s c[%d][%d];", T, nr, mr);
    if (direct)
        declf(g, SG_MAIN, KF_KGEN_PRIVATE, "const %s *bc[%d];", T, nr);
    kf_kgen_begin_branchf(kg, "for (int j = 0; j < %d; j++)", nr);
    if (direct)
        kf_kgen_stmt(kg, "bc[j] = b + (size_t)j * ldb;");
    kf_kgen_begin_branchf(kg, "#pragma omp simd\nfor (int i = 0; i < %d; i++)", mr);
    kf_kgen_stmt(kg, "c[j][i] = 0;");
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_end_branch(kg, NULL);
    /* the K steps: all of them, or (tri) the rectangle and then the
     * diagonal block in halves, each half's rows a constant range (the
     * rest of its rows are zero in the packed panel) */
    int halves = tri ? 2 : 0, h = mr / 2;
    int lower = g->p->tri_lower;
    for (int part = 0; part <= halves; part++) {
        int ilo = 0, ihi = mr;
        if (part == 0 && !tri)
            kf_kgen_begin_branch(kg, "for (int k = 0; k < kc; k++)");
        else if (part == 0 && lower) /* lower: the diagonal block last */
            kf_kgen_begin_branchf(kg, "for (int k = 0; k < kc - %d; k++)", mr);
        else if (part == 0) /* upper: first */
            kf_kgen_begin_branchf(kg, "for (int k = %d; k < kc; k++)", mr);
        else {
            /* the diagonal block's columns (part-1)*h..: lower, rows from
             * the column down (the second half: its rows h..); upper,
             * rows down to the column (the first half: rows ..h) */
            int k0 = (part - 1) * h, k1 = part == 2 ? mr : h;
            if (lower)
                ilo = part == 2 ? h : 0;
            else
                ihi = part == 1 ? h : mr;
            if (lower && k1 == mr)
                kf_kgen_begin_branchf(kg, "for (int k = kc - %d; k < kc; k++)", mr - k0);
            else if (lower)
                kf_kgen_begin_branchf(kg, "for (int k = kc - %d; k < kc - %d; k++)", mr - k0,
                                      mr - k1);
            else
                kf_kgen_begin_branchf(kg, "for (int k = %d; k < %d; k++)", k0, k1);
        }
        kf_kgen_begin_branchf(kg, "for (int j = 0; j < %d; j++)", nr);
        if (direct)
            declf(g, SG_MAIN, KF_KGEN_PRIVATE, "%s bj = bc[j][k];", T);
        else
            declf(g, SG_MAIN, KF_KGEN_PRIVATE, "%s bj = b[k * %d + j];", T, nr);
        kf_kgen_begin_branchf(kg, "#pragma omp simd\nfor (int i = %d; i < %d; i++)", ilo, ihi);
        kf_kgen_stmtf(kg, "c[j][i] += a[k * %d + i] * bj;", mr);
        kf_kgen_end_branch(kg, NULL);
        kf_kgen_end_branch(kg, NULL);
        kf_kgen_end_branch(kg, NULL);
    }
    kf_kgen_begin_branchf(kg, "for (int j = 0; j < %d; j++)", nr);
    kf_kgen_begin_branchf(kg, "#pragma omp simd\nfor (int i = 0; i < %d; i++)", mr);
    kf_kgen_stmtf(kg, "ct[j * %d + i] = c[j][i];", mr);
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_end_body(kg);
}

/* The end of a packing loop: the fetched v masked to the triangle (when
 * this operand is it) and stored at x of k's row of the panel, w wide;
 * rc is the element's row (A) or column (B).  Closes the x loop. */
static void gen_omp_pack_store(gen *g, int b, const char *rc, int w)
{
    if (b)
        gen_tri_mask(g, KF_GEMM_TRI_B, "v", "k0 + k", rc, 0);
    else
        gen_tri_mask(g, KF_GEMM_TRI_A, "v", rc, "k0 + k", 0);
    kf_kgen_stmtf(g->g, "%cp[k * %d + x] = v;", b ? 'b' : 'a', w);
    kf_kgen_end_branch(g->g, NULL);
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
            gen_omp_pack_store(g, b, rc, w);
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
    gen_omp_pack_store(g, b, rc, w);
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

/* TRMM's tasks along the triangle's dimension (rows of a triangular
 * op(A), columns of a triangular op(B)): cut at equal shares of the
 * triangle's work, not of its length, or the task holding the long rows
 * does three quarters of a lower STRMM on two threads.  A row (column) r
 * of a triangle of L has r + 1 non-zeros when the work grows toward the
 * end (op(A) lower, op(B) upper: omp_tri_backward), L - r when it shrinks,
 * so the work before r is (r/L)^2 of all, or 1 - ((L - r)/L)^2.
 * kf_tri_cut(i, parts, L, u, end) is the first row of piece i: the first
 * multiple of u whose share reaches i/parts (the micro-tile along the
 * triangle, so no task splits one; 0 for i = 0, L for i = parts). */
static void gen_omp_tri_cut(gen *g)
{
    struct kf_kgen *kg = g->g;
    kf_kgen_declare_function(kg, "static int kf_tri_cut(const int i, const int parts, const int len, "
                                 "const int unit, const int end)");
    kf_kgen_begin_body(kg);
    kf_kgen_begin_branch(kg, "if (i <= 0)");
    kf_kgen_stmt(kg, "return 0;");
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_begin_branch(kg, "if (i >= parts)");
    kf_kgen_stmt(kg, "return len;");
    kf_kgen_end_branch(kg, NULL);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "double share = (double)i / parts;");
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int r = unit;");
    kf_kgen_begin_branch(kg, "for (; r < len; r += unit)");
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "double x = (double)(end ? r : len - r) / len;");
    kf_kgen_begin_branch(kg, "if ((end ? x * x : 1 - x * x) >= share)");
    kf_kgen_stmt(kg, "break;");
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_end_branch(kg, NULL);
    kf_kgen_stmt(kg, "return min(r, len);");
    kf_kgen_end_body(kg);
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

void kf_blas_gen_omp(gen *g, const char *args)
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
    gen_omp_micro(g, 0, 0);
    int halves = omp_micro_halves(g);
    if (halves)
        gen_omp_micro(g, 0, 1);
    /* A packed a block at a time (gen_omp_pack_ablock) where it can be */
    int ablock = !p->trans_a && p->tri != KF_GEMM_TRI_A;
    /* B read in place (gen_omp_micro_bd) where it can be */
    int bdirect = !p->trans_b && p->tri != KF_GEMM_TRI_B;
    if (bdirect)
        gen_omp_micro(g, 1, 0);
    if (bdirect && halves)
        gen_omp_micro(g, 1, 1);
    if (ablock)
        gen_omp_pack_ablock(g);
    else
        gen_omp_pack(g, 0);
    gen_omp_pack(g, 1);
    if (p->tri)
        gen_omp_tri_cut(g);
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
    /* a TRMM not in place (B copied: cpu_in_place) cuts the triangle's
     * dimension, whatever the shapes say: cut along the other, every task
     * packs the whole triangle */
    const char *bycols = p->tri == KF_GEMM_TRI_A   ? "nt > 1 && C == B"
                         : p->tri == KF_GEMM_TRI_B ? "nt > 1 && C != A"
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
    /* a triangle's pieces differ in length (kf_tri_cut): blocks up to the
     * whole dimension in micro-tiles */
    char nw[48], mh[48];
    snprintf(nw, sizeof nw, p->tri == KF_GEMM_TRI_B ? "(N + %d) / %d * %d" : "cw", nr - 1, nr, nr);
    snprintf(mh, sizeof mh, p->tri == KF_GEMM_TRI_A ? "(M + %d) / %d * %d" : "rh", mr - 1, mr, mr);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int kcb = min(%d, K), ncb = min(%d, %s), mcb = min(%d, %s);",
          kc, nc, nw, mc, mh);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "size_t asz = ((size_t)mcb * kcb + 15) / 16 * 16;");
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "size_t bsz = ((size_t)ncb * kcb + 15) / 16 * 16;");
    declf(g, SG_MAIN, KF_KGEN_PRIVATE,
          "%s *buf = aligned_alloc(64, nt * (asz + bsz) * sizeof(%s));", T, T);
    kf_kgen_begin_branch(kg, "if (!buf)");
    kf_kgen_stmt(kg, "return -1;");
    kf_kgen_end_branch(kg, NULL);
    /* the direct path: B unpacked when op(A) has at most sixteen
     * micro-panels of rows (four first; measured on one core: 128^3 SGEMM
     * 87 -> 90 GFLOP/s, 32 x 2048 STRMM 30 -> 40).  Each micro-panel of B
     * is then read once per micro-panel of A, from L1, instead of packed by
     * a scalar transposition first; sixteen (best of 3000 calls, one
     * thread: 128^2 STRMM 36.3 -> 31.5 us, 256^2 222 -> 200, 128^2 DTRMM
     * 65.6 -> 58.9, 128^3 SGEMM 55.3 -> 50.4, 256^3 377 -> 358; docs/blas.md).
     * A TRMM in place (C is B) too when its rows are
     * one cache block: each micro-tile reads all it needs of B before it
     * writes C, and reads no row of B below its own (lower; above, upper),
     * where the micro-panels after it in the order of the ir loop write */
    if (bdirect)
        declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int direct = M <= %d && (C != B || M <= mcb);", 16 * mr);
    /* a bare block under the pragma: the parallel region */
    kf_kgen_stmt(kg, "#pragma omp parallel num_threads(nt)");
    kf_kgen_begin_branch(kg, NULL);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "%s *Ap = buf + omp_get_thread_num() * (asz + bsz);", T);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "%s *Bp = Ap + asz;", T);
    declf(g, SG_MAIN, KF_KGEN_PRIVATE, "%s ct[%d];", T, mr * nr);
    kf_kgen_begin_branch(kg, "#pragma omp for schedule(dynamic, 1)\n"
                             "for (int t = 0; t < tm * tn; t++)");
    if (p->tri == KF_GEMM_TRI_A)
        declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int rt = kf_tri_cut(t / tn, tm, M, %d, %d), "
              "rend = kf_tri_cut(t / tn + 1, tm, M, %d, %d);", mr, back, mr, back);
    else
        declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int rt = t / tn * rh, rend = min(M, rt + rh);");
    if (p->tri == KF_GEMM_TRI_B)
        declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int ctk = kf_tri_cut(t %% tn, tn, N, %d, %d), "
              "cend = kf_tri_cut(t %% tn + 1, tn, N, %d, %d);", nr, back, nr, back);
    else
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
    if (p->tri == KF_GEMM_TRI_A) { /* no row of the task's piece of op(A) is non-zero here */
        kf_kgen_begin_branch(kg, p->tri_lower ? "if (pc >= rend)" : "if (pc + kb <= rt)");
        kf_kgen_stmt(kg, "continue;");
        kf_kgen_end_branch(kg, NULL);
    }
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
    /* the micro-panel holds its whole diagonal block (r0 and pc are
     * multiples of MR; the last panel may cross M = K): the triangular
     * micro-kernel */
    if (halves)
        declf(g, SG_MAIN, KF_KGEN_PRIVATE, "int diag = r0 >= pc && r0 < pc + kb && r0 + %d <= K;",
              mr);
    for (int tri = halves; tri >= 0; tri--) {
        const char *sfx = tri ? "_tri" : "";
        if (tri)
            kf_kgen_begin_branch(kg, "if (diag)");
        if (bdirect) {
            kf_kgen_begin_branchf(kg, "if (direct && c0 + %d <= N)", nr);
            if (p->tri)
                kf_kgen_stmtf(kg, "kf_gemm_micro_bd%s(kn, Ap + ir * kb + kbeg * %d, B + pc + kbeg + "
                                  "(size_t)c0 * ldb, ldb, ct);", sfx, mr);
            else
                kf_kgen_stmt(kg, "kf_gemm_micro_bd(kb, Ap + ir * kb, B + pc + (size_t)c0 * ldb, ldb, ct);");
            kf_kgen_else(kg, NULL);
        }
        if (p->tri)
            kf_kgen_stmtf(kg, "kf_gemm_micro%s(kn, Ap + ir * kb + kbeg * %d, Bp + q * kb + kbeg * %d, "
                              "ct);", sfx, mr, nr);
        else
            kf_kgen_stmt(kg, "kf_gemm_micro(kb, Ap + ir * kb, Bp + q * kb, ct);");
        if (bdirect)
            kf_kgen_end_branch(kg, NULL);
        if (halves && tri)
            kf_kgen_else(kg, NULL);
        else if (halves)
            kf_kgen_end_branch(kg, NULL);
    }
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

