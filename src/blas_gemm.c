/*
 * blas_gemm.c: the GEMM generator (seed 004 "BLAS generators", tiles,
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
#include "blas_int.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- emitter ---------------------------------------------------------------
 * A minimal source buffer with nesting; the generator writes through
 * em_stmt / em_open / em_close only, never raw braces. */

typedef struct emitter {
    char *buf;
    size_t len, cap;
    int depth;
    int oom;
    kf_blas_dialect dialect;
} emitter;

static void em_raw(emitter *e, const char *s, size_t n)
{
    if (e->oom)
        return;
    if (e->len + n + 1 > e->cap) {
        size_t cap = e->cap ? e->cap * 2 : 4096;
        while (cap < e->len + n + 1)
            cap *= 2;
        char *b = realloc(e->buf, cap);
        if (!b) {
            e->oom = 1;
            return;
        }
        e->buf = b;
        e->cap = cap;
    }
    memcpy(e->buf + e->len, s, n);
    e->len += n;
    e->buf[e->len] = '\0';
}

static void em_vline(emitter *e, const char *fmt, va_list ap)
{
    char line[1024];
    vsnprintf(line, sizeof line, fmt, ap);
    for (int i = 0; i < e->depth; i++)
        em_raw(e, "    ", 4);
    em_raw(e, line, strlen(line));
    em_raw(e, "\n", 1);
}

/* One statement (or declaration) line. */
static void em_stmt(emitter *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void em_stmt(emitter *e, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    em_vline(e, fmt, ap);
    va_end(ap);
}

/* Opens a branch: "for (...)", "if (...)", a function head. */
static void em_open(emitter *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void em_open(emitter *e, const char *fmt, ...)
{
    char head[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(head, sizeof head, fmt, ap);
    va_end(ap);
    em_stmt(e, "%s {", head);
    e->depth++;
}

/* Opens a bare scope, for names private to one piece of code. */
static void em_scope(emitter *e)
{
    em_stmt(e, "{");
    e->depth++;
}

static void em_close(emitter *e, const char *tail)
{
    e->depth--;
    em_stmt(e, "}%s", tail ? tail : "");
}

/* ---- dialect ----------------------------------------------------------------- */

static const char *q_global(const emitter *e)
{
    return e->dialect == KF_BLAS_OPENCL ? "__global " : "";
}

static const char *q_local(const emitter *e)
{
    return e->dialect == KF_BLAS_OPENCL ? "__local" : "__shared__";
}

static const char *barrier_stmt(const emitter *e)
{
    return e->dialect == KF_BLAS_OPENCL ? "barrier(CLK_LOCAL_MEM_FENCE);" : "__syncthreads();";
}

/* ---- parameters ------------------------------------------------------------- */

kf_gemm_params kf_gemm_default_params(kf_blas_precision prec, kf_gemm_pattern pattern)
{
    kf_gemm_params p = {prec, pattern, 0, 0, 0, 8, 8, 4, 4, 16, 4, 0, 1};
    if (pattern == KF_GEMM_GLOBAL) {
        p.wgm = 16; p.wgn = 4; p.tm = 2; p.tn = 8; p.ku = 2;
    }
    return p;
}

static int pow2(int x)
{
    return x > 0 && (x & (x - 1)) == 0;
}

kf_blas_status kf_gemm_params_check(const kf_gemm_params *p)
{
    if (p->prec != KF_BLAS_SINGLE && p->prec != KF_BLAS_DOUBLE)
        return kf_blas_fail(KF_BLAS_ERR_PARAMS, "precision '%c' is neither s nor d", p->prec);
    if (p->pattern != KF_GEMM_LOCAL && p->pattern != KF_GEMM_GLOBAL)
        return kf_blas_fail(KF_BLAS_ERR_PARAMS, "unknown pattern %d", (int)p->pattern);
    if (p->wgm < 1 || p->wgn < 1 || p->wgm > 256 || p->wgn > 256 || p->wgm * p->wgn > 1024)
        return kf_blas_fail(KF_BLAS_ERR_PARAMS, "work-group %dx%d out of range", p->wgm, p->wgn);
    if (p->tm < 1 || p->tn < 1 || p->tm > 16 || p->tn > 16)
        return kf_blas_fail(KF_BLAS_ERR_PARAMS, "tile %dx%d out of range (1..16)", p->tm, p->tn);
    if (p->ku < 1 || p->ku > 16)
        return kf_blas_fail(KF_BLAS_ERR_PARAMS, "ku=%d out of range (1..16)", p->ku);
    if (p->tails & ~(KF_GEMM_TAIL_M | KF_GEMM_TAIL_N))
        return kf_blas_fail(KF_BLAS_ERR_PARAMS, "unknown tails flags %d", p->tails);
    if (p->pattern == KF_GEMM_LOCAL) {
        if (p->kb < 1 || p->kb > 256)
            return kf_blas_fail(KF_BLAS_ERR_PARAMS, "kb=%d out of range (1..256)", p->kb);
        if (p->kb % p->ku)
            return kf_blas_fail(KF_BLAS_ERR_PARAMS, "ku=%d does not divide kb=%d", p->ku, p->kb);
        int nt = p->wgm * p->wgn;
        if ((p->wgm * p->tm * p->kb) % nt || (p->wgn * p->tn * p->kb) % nt)
            return kf_blas_fail(KF_BLAS_ERR_PARAMS, "the %d threads cannot share the panel "
                                "loads evenly (BM*kb and BN*kb must be multiples)", nt);
        if (!pow2(p->vw) || p->vw > 4)
            return kf_blas_fail(KF_BLAS_ERR_PARAMS, "vw=%d is not 1, 2 or 4", p->vw);
    }
    return KF_BLAS_SUCCESS;
}

kf_blas_status kf_gemm_params_fit(const kf_gemm_params *p, const kf_blas_limits *lim)
{
    kf_blas_status st = kf_gemm_params_check(p);
    if (st)
        return st;
    size_t nt = (size_t)p->wgm * p->wgn;
    if (nt > lim->max_wg || (size_t)p->wgm > lim->max_item[0] ||
        (size_t)p->wgn > lim->max_item[1])
        return kf_blas_fail(KF_BLAS_ERR_PARAMS, "work-group %dx%d exceeds the device's %zu",
                            p->wgm, p->wgn, lim->max_wg);
    if (p->pattern == KF_GEMM_LOCAL) {
        size_t es = p->prec == KF_BLAS_DOUBLE ? 8 : 4;
        size_t bytes = es * p->kb * ((size_t)p->wgm * p->tm + (size_t)p->wgn * p->tn);
        if (bytes > lim->local_mem)
            return kf_blas_fail(KF_BLAS_ERR_PARAMS, "panels need %zu bytes of local memory, "
                                "the device has %lu", bytes, lim->local_mem);
    }
    if (p->prec == KF_BLAS_DOUBLE && !lim->fp64)
        return kf_blas_fail(KF_BLAS_ERR_NO_FP64, "the device has no double precision");
    return KF_BLAS_SUCCESS;
}

void kf_gemm_params_format(const kf_gemm_params *p, char *buf, size_t len)
{
    snprintf(buf, len, "pattern=%s wg=%dx%d tile=%dx%d kb=%d ku=%d vw=%d store=%s",
             p->pattern == KF_GEMM_LOCAL ? "local" : "global", p->wgm, p->wgn, p->tm, p->tn,
             p->kb, p->ku, p->vw, p->tile_array ? "array" : "vars");
}

kf_blas_status kf_gemm_params_parse(kf_gemm_params *p, const char *text)
{
    kf_gemm_params q = *p;
    const char *s = text;
    while (*s) {
        while (*s == ' ' || *s == '\t' || *s == ',')
            s++;
        if (!*s)
            break;
        char key[32], val[64];
        int n = 0;
        if (sscanf(s, "%31[a-z_]=%63[^ \t,]%n", key, val, &n) != 2)
            return kf_blas_fail(KF_BLAS_ERR_PARAMS, "cannot read '%s': want key=value", s);
        s += n;
        int a, b;
        char *end;
        if (strcmp(key, "pattern") == 0) {
            if (strcmp(val, "local") == 0)
                q.pattern = KF_GEMM_LOCAL;
            else if (strcmp(val, "global") == 0)
                q.pattern = KF_GEMM_GLOBAL;
            else
                return kf_blas_fail(KF_BLAS_ERR_PARAMS, "pattern=%s: want local or global", val);
        } else if (strcmp(key, "wg") == 0 || strcmp(key, "tile") == 0) {
            if (sscanf(val, "%dx%d%n", &a, &b, &n) != 2 || val[n])
                return kf_blas_fail(KF_BLAS_ERR_PARAMS, "%s=%s: want MxN", key, val);
            if (key[0] == 'w') {
                q.wgm = a; q.wgn = b;
            } else {
                q.tm = a; q.tn = b;
            }
        } else if (strcmp(key, "store") == 0) {
            if (strcmp(val, "array") && strcmp(val, "vars"))
                return kf_blas_fail(KF_BLAS_ERR_PARAMS, "store=%s: want array or vars", val);
            q.tile_array = strcmp(val, "array") == 0;
        } else if (strcmp(key, "prec") == 0) {
            if (strcmp(val, "s") && strcmp(val, "d"))
                return kf_blas_fail(KF_BLAS_ERR_PARAMS, "prec=%s: want s or d", val);
            q.prec = val[0] == 's' ? KF_BLAS_SINGLE : KF_BLAS_DOUBLE;
        } else if (strcmp(key, "trans") == 0) {
            if (strlen(val) != 2 || !strchr("nt", val[0]) || !strchr("nt", val[1]))
                return kf_blas_fail(KF_BLAS_ERR_PARAMS, "trans=%s: want nn, nt, tn or tt", val);
            q.trans_a = val[0] == 't';
            q.trans_b = val[1] == 't';
        } else {
            long v = strtol(val, &end, 10);
            if (*end || end == val)
                return kf_blas_fail(KF_BLAS_ERR_PARAMS, "%s=%s: not a number", key, val);
            if (strcmp(key, "kb") == 0)
                q.kb = (int)v;
            else if (strcmp(key, "ku") == 0)
                q.ku = (int)v;
            else if (strcmp(key, "vw") == 0)
                q.vw = (int)v;
            else if (strcmp(key, "tails") == 0)
                q.tails = (int)v;
            else
                return kf_blas_fail(KF_BLAS_ERR_PARAMS, "unknown field '%s'", key);
        }
    }
    *p = q;
    return KF_BLAS_SUCCESS;
}

/* ---- subgenerators ------------------------------------------------------------ */

typedef struct gen {
    emitter *e;
    const kf_gemm_params *p;
    const char *T;    /* element type */
    int bm, bn;       /* block of C per work-group */
    int tailm, tailn; /* tails flags */
} gen;

/* The name of tile element (i, j) of C, of element i of the A column and j
 * of the B row held by the thread. */
static void cname(const gen *g, int i, int j, char *buf, size_t n)
{
    if (g->p->tile_array)
        snprintf(buf, n, "c[%d]", i * g->p->tn + j);
    else
        snprintf(buf, n, "c%d_%d", i, j);
}

/* Declares the private tile of C (set of variables or an array), zeroed. */
static void gen_tile_decl(gen *g)
{
    emitter *e = g->e;
    const kf_gemm_params *p = g->p;
    if (p->tile_array) {
        em_stmt(e, "%s c[%d];", g->T, p->tm * p->tn);
        em_stmt(e, "for (int i = 0; i < %d; i++) c[i] = 0;", p->tm * p->tn);
    } else {
        for (int i = 0; i < p->tm; i++) {
            char line[1024];
            int n = snprintf(line, sizeof line, "%s", g->T);
            for (int j = 0; j < p->tn; j++)
                n += snprintf(line + n, sizeof line - n, "%s c%d_%d = 0", j ? "," : "", i, j);
            em_stmt(e, "%s;", line);
        }
    }
    char line[1024];
    int n = snprintf(line, sizeof line, "%s", g->T);
    for (int i = 0; i < p->tm; i++)
        n += snprintf(line + n, sizeof line - n, "%s a%d", i ? "," : "", i);
    for (int j = 0; j < p->tn; j++)
        n += snprintf(line + n, sizeof line - n, ", b%d", j);
    em_stmt(e, "%s;", line);
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

/* The tile multiply-add: c(i,j) += a(i) * b(j). */
static void gen_tile_mad(gen *g)
{
    for (int i = 0; i < g->p->tm; i++)
        for (int j = 0; j < g->p->tn; j++) {
            char c[32];
            cname(g, i, j, c, sizeof c);
            em_stmt(g->e, "%s += a%d * b%d;", c, i, j);
        }
}

/* GLOBAL pattern: one step of K at index expression `k`; fetches the
 * thread's tm elements of A and tn of B, zeroing those out of range (rows
 * past M, columns past N, or k past K when checkk). */
static void gen_global_step(gen *g, const char *k, int checkk)
{
    emitter *e = g->e;
    const kf_gemm_params *p = g->p;
    char row[64], col[64], idx[256], kk[64];
    snprintf(kk, sizeof kk, checkk ? "min(%s, K - 1)" : "%s", k);
    for (int i = 0; i < p->tm; i++) {
        snprintf(row, sizeof row, g->tailm ? "min(rm + %d, M - 1)" : "rm + %d", i * p->wgm);
        a_index(g, row, kk, idx, sizeof idx);
        em_stmt(e, "a%d = A[%s];", i, idx);
        if (g->tailm)
            em_stmt(e, "if (rm + %d >= M) a%d = 0;", i * p->wgm, i);
    }
    for (int j = 0; j < p->tn; j++) {
        snprintf(col, sizeof col, g->tailn ? "min(cn + %d, N - 1)" : "cn + %d", j * p->wgn);
        b_index(g, kk, col, idx, sizeof idx);
        em_stmt(e, "b%d = B[%s];", j, idx);
        if (g->tailn)
            em_stmt(e, "if (cn + %d >= N) b%d = 0;", j * p->wgn, j);
    }
    gen_tile_mad(g);
}

static void gen_global_body(gen *g)
{
    emitter *e = g->e;
    int ku = g->p->ku;
    em_stmt(e, "int k = 0;");
    em_open(e, "for (; k + %d <= K; k += %d)", ku, ku);
    for (int u = 0; u < ku; u++) {
        char k[32];
        snprintf(k, sizeof k, u ? "k + %d" : "k", u);
        gen_global_step(g, k, 0);
    }
    em_close(e, NULL);
    if (ku > 1) {
        em_open(e, "for (; k < K; k++)");
        gen_global_step(g, "k", 0);
        em_close(e, NULL);
    }
}

/* LOCAL pattern: copies the A panel (BM x kb) and the B panel (kb x BN)
 * starting at k0 into local memory; every thread copies the same number of
 * elements.  With checkk the k index is checked against K. */
static void gen_panel_load(gen *g, int checkk)
{
    emitter *e = g->e;
    const kf_gemm_params *p = g->p;
    int nt = p->wgm * p->wgn, kb = p->kb;
    char idx[256], row[96], col[96], kk[96];
    /* A panel, stored Al[k * BM + m]; the fastest index of the copy follows
     * A's storage so that neighbouring threads read neighbouring elements. */
    for (int r = 0; r < g->bm * kb / nt; r++) {
        em_scope(e);
        em_stmt(e, "const int i = tid + %d;", r * nt);
        if (p->trans_a)
            em_stmt(e, "const int pk = i %% %d, pm = i / %d;", kb, kb);
        else
            em_stmt(e, "const int pm = i %% %d, pk = i / %d;", g->bm, g->bm);
        snprintf(row, sizeof row, g->tailm ? "min(bm + pm, M - 1)" : "bm + pm");
        snprintf(kk, sizeof kk, checkk ? "min(k0 + pk, K - 1)" : "k0 + pk");
        a_index(g, row, kk, idx, sizeof idx);
        em_stmt(e, "%s v = A[%s];", g->T, idx);
        if (g->tailm || checkk)
            em_stmt(e, "if (%s%s%s) v = 0;", g->tailm ? "bm + pm >= M" : "",
                    g->tailm && checkk ? " || " : "", checkk ? "k0 + pk >= K" : "");
        em_stmt(e, "Al[pk * %d + pm] = v;", g->bm);
        em_close(e, NULL);
    }
    for (int r = 0; r < g->bn * kb / nt; r++) {
        em_scope(e);
        em_stmt(e, "const int i = tid + %d;", r * nt);
        if (p->trans_b)
            em_stmt(e, "const int pn = i %% %d, pk = i / %d;", g->bn, g->bn);
        else
            em_stmt(e, "const int pk = i %% %d, pn = i / %d;", kb, kb);
        snprintf(col, sizeof col, g->tailn ? "min(bn + pn, N - 1)" : "bn + pn");
        snprintf(kk, sizeof kk, checkk ? "min(k0 + pk, K - 1)" : "k0 + pk");
        b_index(g, kk, col, idx, sizeof idx);
        em_stmt(e, "%s v = B[%s];", g->T, idx);
        if (g->tailn || checkk)
            em_stmt(e, "if (%s%s%s) v = 0;", g->tailn ? "bn + pn >= N" : "",
                    g->tailn && checkk ? " || " : "", checkk ? "k0 + pk >= K" : "");
        em_stmt(e, "Bl[pk * %d + pn] = v;", g->bn);
        em_close(e, NULL);
    }
}

/* LOCAL pattern: multiplies the panels in local memory, kb steps of k. */
static void gen_panel_mul(gen *g)
{
    emitter *e = g->e;
    const kf_gemm_params *p = g->p;
    em_open(e, "for (int kq = 0; kq < %d; kq += %d)", p->kb, p->ku);
    for (int u = 0; u < p->ku; u++) {
        for (int i = 0; i < p->tm; i++)
            em_stmt(e, "a%d = Al[(kq + %d) * %d + lm + %d];", i, u, g->bm, i * p->wgm);
        for (int j = 0; j < p->tn; j++)
            em_stmt(e, "b%d = Bl[(kq + %d) * %d + ln + %d];", j, u, g->bn, j * p->wgn);
        gen_tile_mad(g);
    }
    em_close(e, NULL);
}

static void gen_local_body(gen *g)
{
    emitter *e = g->e;
    const kf_gemm_params *p = g->p;
    em_stmt(e, "%s %s Al[%d];", q_local(e), g->T, g->bm * p->kb);
    em_stmt(e, "%s %s Bl[%d];", q_local(e), g->T, g->bn * p->kb);
    em_stmt(e, "const int tid = lm + ln * %d;", p->wgm);
    em_stmt(e, "const int bm = gm * %d, bn = gn * %d;", g->bm, g->bn);
    em_stmt(e, "int k0 = 0;");
    /* bulk of K: whole panels, no k checks */
    em_open(e, "for (; k0 + %d <= K; k0 += %d)", p->kb, p->kb);
    gen_panel_load(g, 0);
    em_stmt(e, "%s", barrier_stmt(e));
    gen_panel_mul(g);
    em_stmt(e, "%s", barrier_stmt(e));
    em_close(e, NULL);
    /* tail of K: one partial panel, zero-filled past K */
    em_open(e, "if (k0 < K)");
    gen_panel_load(g, 1);
    em_stmt(e, "%s", barrier_stmt(e));
    gen_panel_mul(g);
    em_close(e, NULL);
}

/* The result update (seed updateResultGen): C = alpha*c + beta*C; C is not
 * read when beta == 0.  Elements outside C are skipped in tails kernels. */
static void gen_update(gen *g)
{
    emitter *e = g->e;
    const kf_gemm_params *p = g->p;
    for (int pass = 0; pass < 2; pass++) {
        em_open(e, pass == 0 ? "if (beta == 0)" : "else");
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
                    em_stmt(e, "%sC[%s] = alpha * %s;", cond, idx, c);
                else
                    em_stmt(e, "%sC[%s] = alpha * %s + beta * C[%s];", cond, idx, c, idx);
            }
        em_close(e, NULL);
    }
}

static void gen_offsets(gen *g);

/* Kernel head and the thread's indices. */
static void gen_head(gen *g)
{
    emitter *e = g->e;
    const kf_gemm_params *p = g->p;
    const char *T = g->T, *gq = q_global(e);
    const char *rs = e->dialect == KF_BLAS_CUDA ? "__restrict__" : "restrict";
    char args[1024];
    snprintf(args, sizeof args,
             "const int M, const int N, const int K, const %s alpha, "
             "%sconst %s *%s A, const int offA, const int lda, "
             "%sconst %s *%s B, const int offB, const int ldb, "
             "const %s beta, %s%s *%s C, const int offC, const int ldc",
             T, gq, T, rs, gq, T, rs, T, gq, T, rs);
    switch (e->dialect) {
    case KF_BLAS_OPENCL:
        if (p->prec == KF_BLAS_DOUBLE)
            em_stmt(e, "#pragma OPENCL EXTENSION cl_khr_fp64 : enable");
        em_stmt(e, "__kernel __attribute__((reqd_work_group_size(%d, %d, 1)))", p->wgm, p->wgn);
        em_open(e, "void kf_gemm(%s)", args);
        gen_offsets(g);
        em_stmt(e, "const int lm = get_local_id(0), ln = get_local_id(1);");
        em_stmt(e, "const int gm = get_group_id(0), gn = get_group_id(1);");
        break;
    case KF_BLAS_CUDA:
        em_stmt(e, "#define min(a, b) ((a) < (b) ? (a) : (b))");
        em_stmt(e, "extern \"C\" __global__ void __launch_bounds__(%d)", p->wgm * p->wgn);
        em_open(e, "kf_gemm(%s)", args);
        gen_offsets(g);
        em_stmt(e, "const int lm = threadIdx.x, ln = threadIdx.y;");
        em_stmt(e, "const int gm = blockIdx.x, gn = blockIdx.y;");
        break;
    case KF_BLAS_OPENMP:
        em_stmt(e, "#define min(a, b) ((a) < (b) ? (a) : (b))");
        em_open(e, "void kf_gemm(%s)", args);
        gen_offsets(g);
        em_stmt(e, "#pragma omp parallel for collapse(2) schedule(static)");
        em_open(e, "for (int gm = 0; gm < (M + %d) / %d; gm++)", g->bm - 1, g->bm);
        em_open(e, "for (int gn = 0; gn < (N + %d) / %d; gn++)", g->bn - 1, g->bn);
        em_open(e, "for (int ln = 0; ln < %d; ln++)", p->wgn);
        em_open(e, "for (int lm = 0; lm < %d; lm++)", p->wgm);
        break;
    }
    em_stmt(e, "const int rm = gm * %d + lm, cn = gn * %d + ln;", g->bm, g->bn);
}

/* The pointers moved to their offsets, once, before any thread loop. */
static void gen_offsets(gen *g)
{
    em_stmt(g->e, "A += offA;");
    em_stmt(g->e, "B += offB;");
    em_stmt(g->e, "C += offC;");
}

static void gen_tail(gen *g)
{
    emitter *e = g->e;
    if (e->dialect == KF_BLAS_OPENMP)
        for (int i = 0; i < 4; i++)
            em_close(e, NULL);
    em_close(e, NULL);
}

char *kf_blas_gemm_gen(const kf_gemm_params *p, kf_blas_dialect dialect)
{
    if (kf_gemm_params_check(p))
        return NULL;
    if (dialect != KF_BLAS_OPENCL && dialect != KF_BLAS_CUDA && dialect != KF_BLAS_OPENMP) {
        kf_blas_fail(KF_BLAS_ERR_ARGUMENT, "unknown dialect %d", (int)dialect);
        return NULL;
    }
    emitter e = {0};
    e.dialect = dialect;
    gen g = {&e, p, p->prec == KF_BLAS_DOUBLE ? "double" : "float", p->wgm * p->tm,
             p->wgn * p->tn, !!(p->tails & KF_GEMM_TAIL_M), !!(p->tails & KF_GEMM_TAIL_N)};
    char desc[256];
    kf_gemm_params_format(p, desc, sizeof desc);
    em_stmt(&e, "/* kforge %cgemm: C = alpha op(A) op(B) + beta C, column-major, op = %c%c,",
            p->prec, p->trans_a ? 't' : 'n', p->trans_b ? 't' : 'n');
    em_stmt(&e, " * %s, tails%s%s%s */", desc, p->tails ? "" : " none",
            g.tailm ? " M" : "", g.tailn ? " N" : "");
    gen_head(&g);
    gen_tile_decl(&g);
    /* the LOCAL pattern needs barriers: on the OpenMP dialect (no
     * work-group) the GLOBAL body is generated instead */
    if (p->pattern == KF_GEMM_LOCAL && dialect != KF_BLAS_OPENMP)
        gen_local_body(&g);
    else
        gen_global_body(&g);
    gen_update(&g);
    gen_tail(&g);
    if (e.oom) {
        free(e.buf);
        kf_blas_fail(KF_BLAS_ERR_NO_MEMORY, "out of memory generating a kernel");
        return NULL;
    }
    return e.buf;
}
