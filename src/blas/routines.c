/*
 * routines.c: GEMM, TRMM and TRSM, written once over the solver interface
 * (solver.h); the solvers' entry points (kf_sgemm, kf_strmm_cpu,
 * kf_strsm_cuda, ...) call these with their own solver.
 *
 * Every routine: the argument checks in argument order (base.h), the
 * solver's buffer checks, nothing more when the result is empty, then the
 * column-major problem (a row-major call is its transpose: seed 004
 * "OpenCL solver").
 *
 * TRMM (seed 004 "TRMM"): B := alpha op(A) B is the GEMM kernel with its A
 * operand masked to the triangle after the fetch (left; right: its B
 * operand), each work-group skipping the K range where its panel is zero.
 * The product cannot be formed in place on a device: B is read from a
 * contiguous copy.
 *
 * TRSM, seed 004's block algorithm: op(A) X = alpha B (side left) or
 * X op(A) = alpha B (side right), X overwriting B.  The triangular
 * dimension is cut into blocks of NB (nb: 32 untuned; the store's TRSM
 * entry holds a tuned one, with the GEMM kernel of all its updates):
 *
 *   1. the diagonal blocks A_ii are inverted first, all at once, by a
 *      generated kernel (gen_trtri.c: one work-item per column of each
 *      inverse), into a work buffer W laid out block after block (the
 *      seed's sequential arrangement of the blocks);
 *   2. then the blocks are solved in order (forward when op(A) is lower on
 *      the left / upper on the right, backward otherwise), each with two
 *      GEMMs in order:
 *          T   = alpha B_i - op(A)_i,done X_done      (panel update)
 *          X_i = inv(op(A)_ii) T = op(W_i) T          (no substitution left)
 *      where T is a copy of B_i (the product cannot be formed in place),
 *      except where the solver's TRMM kernel runs in place (the CPU's):
 *      then B_i takes the update in place and X_i = op(W_i) B_i is that
 *      TRMM (W_i is triangular), no copy (trsm_step_in_place).
 *
 * A solver with fused TRSM kernels (the CPU's, gen_trsm.c) solves each
 * outer block whole instead (trsm_fused), and a narrow B's whole triangle
 * in one call (trsm_rows_on).
 */
#include "blas/solver.h"

#include <stdlib.h>
#include <string.h>

/* ---- GEMM ---------------------------------------------------------------------- */

kf_blas_status kf_blas_gemm_solve(const kf_blas_solver *s, void *sv, kf_blas_precision prec,
                                  kf_blas_layout layout, kf_blas_transpose transA,
                                  kf_blas_transpose transB, long m, long n, long k, double alpha,
                                  kf_blas_buf A, size_t offA, long lda, kf_blas_buf B,
                                  size_t offB, long ldb, double beta, kf_blas_buf C, size_t offC,
                                  long ldc)
{
    size_t ext[3];
    kf_blas_status st = kf_blas_gemm_args(layout, transA, transB, m, n, k, lda, ldb, ldc, ext);
    kf_blas_buf buf[3] = {A, B, C};
    size_t off[3] = {offA, offB, offC};
    if (!st)
        st = s->check(sv, prec, 3, buf, off, ext);
    if (st || m == 0 || n == 0)
        return st;
    if (s->ready && (st = s->ready(sv)))
        return st;
    kf_blas_gemm_cm cm = kf_blas_gemm_colmajor(layout, transA, transB, m, n, lda, ldb);
    if (cm.swap) {
        kf_blas_buf X = A; A = B; B = X;
        size_t o = offA; offA = offB; offB = o;
    }
    kf_gemm_params p;
    s->select(sv, "gemm", prec, cm.m, cm.n, k, &p, NULL);
    p.trans_a = cm.ta;
    p.trans_b = cm.tb;
    return s->gemm(sv, &p, cm.m, cm.n, k, alpha, A, offA, cm.lda, B, offB, cm.ldb, beta, C, offC,
                   ldc);
}

/* ---- TRMM ---------------------------------------------------------------------- */

/* The column-major TRMM cm (checked, not empty). */
static kf_blas_status trmm(const kf_blas_solver *s, void *sv, kf_blas_precision prec,
                           const kf_blas_tri_cm *cm, int unit, double alpha, kf_blas_buf A,
                           size_t offA, long lda, kf_blas_buf B, size_t offB, long ldb)
{
    long m = cm->m, n = cm->n;
    int left = cm->left, ta = cm->ta;
    long ka = left ? m : n;
    kf_gemm_params p; /* TRMM's own tuned kernel, else GEMM's */
    s->select(sv, "trmm", prec, m, n, ka, &p, NULL);
    p.tri = left ? KF_GEMM_TRI_A : KF_GEMM_TRI_B;
    p.tri_lower = cm->lower != ta; /* the triangle of op(A) */
    p.tri_unit = unit;
    p.trans_a = left && ta;
    p.trans_b = !left && ta;
    /* B is read from a copy unless the solver's kernel can run in place */
    kf_blas_buf X = B, copy = {0};
    size_t offX = offB;
    long ldx = ldb;
    size_t es = kf_blas_elem(prec);
    int copied = !s->in_place || !s->in_place(sv, &p, m, n);
    kf_blas_status st;
    if (copied) {
        if ((st = s->alloc(sv, (size_t)m * n * es, &copy)))
            return st;
        if ((st = s->copy(sv, B, offB, ldb, m, n, copy, es))) {
            s->release(sv, copy);
            return st;
        }
        X = copy, offX = 0, ldx = m;
    }
    if (left) /* B = alpha op(A) X */
        st = s->gemm(sv, &p, m, n, ka, alpha, A, offA, lda, X, offX, ldx, 0.0, B, offB, ldb);
    else /* B = alpha X op(A) */
        st = s->gemm(sv, &p, m, n, ka, alpha, X, offX, ldx, A, offA, lda, 0.0, B, offB, ldb);
    if (copied)
        s->release(sv, copy);
    return st;
}

/* ---- TRSM ---------------------------------------------------------------------- */

/* One TRSM: its solver, and the kernel parameters of all its GEMMs when
 * fixed (TRSM's own tuned entry, a pin, or a solver with one kernel). */
typedef struct trsm_run {
    const kf_blas_solver *s;
    void *sv;
    int fixed;
    kf_gemm_params p;
} trsm_run;

/* A GEMM of the block algorithm: TRSM's kernel, else the selector's for
 * this shape. */
static kf_blas_status trsm_gemm(const trsm_run *r, kf_blas_precision prec, int ta, int tb, long m,
                                long n, long k, double alpha, kf_blas_buf A, size_t oa, long lda,
                                kf_blas_buf B, size_t ob, long ldb, double beta, kf_blas_buf C,
                                size_t oc, long ldc)
{
    kf_gemm_params p = r->p;
    if (!r->fixed)
        r->s->select(r->sv, "gemm", prec, m, n, k, &p, NULL);
    p.trans_a = ta;
    p.trans_b = tb;
    return r->s->gemm(r->sv, &p, m, n, k, alpha, A, oa, lda, B, ob, ldb, beta, C, oc, ldc);
}

/* An outer block's update by everything solved before it, in place:
 * B_I = alpha B_I - op(A)[I, done] X_done over the block's rows I0..I0+S
 * (columns, for a right-side solve) and the solved range D0..D0+DN, which
 * X_done occupies in B (X_done and B_I are disjoint).  Both TRSM
 * algorithms below start each outer block with it. */
static kf_blas_status trsm_outer_update(const trsm_run *r, kf_blas_precision prec, int left,
                                        int ta, long m, long n, long I0, long S, long D0,
                                        long DN, double alpha, kf_blas_buf A, size_t offA,
                                        long lda, kf_blas_buf B, size_t offB, long ldb)
{
    if (left)
        return trsm_gemm(r, prec, ta, 0, S, n, DN, -1.0, A,
                         offA + (ta ? D0 + I0 * lda : I0 + D0 * lda), lda, B, offB + D0, ldb,
                         alpha, B, offB + I0, ldb);
    return trsm_gemm(r, prec, 0, ta, m, S, DN, -1.0, B, offB + D0 * ldb, ldb, A,
                     offA + (ta ? I0 + D0 * lda : D0 + I0 * lda), lda, alpha, B, offB + I0 * ldb,
                     ldb);
}

/* The most right-hand sides the fused block step takes:
 * KF_BLAS_TRSM_FEW, or KFORGE_BLAS_TRSM_FEW (0: never; to compare the
 * two paths on one machine). */
static long trsm_few_max(void)
{
    const char *e = getenv("KFORGE_BLAS_TRSM_FEW");
    return e && *e ? strtol(e, NULL, 10) : KF_BLAS_TRSM_FEW;
}

/* TRSM with few right-hand sides, where the solver has the fused block
 * step: the blocks of NB in order, each one launch (solver.h,
 * trsm_block).  A right side solves the transposed system op(A)^T X^T =
 * alpha B^T: the same step with A's and B's strides swapped. */
static kf_blas_status trsm_few(const trsm_run *r, kf_blas_precision prec, int left, int olower,
                               int ta, long m, long n, double alpha, kf_blas_buf A, size_t offA,
                               long lda, kf_blas_buf W, kf_blas_buf B, size_t offB, long ldb,
                               long NB, int vw)
{
    long ka = left ? m : n, nblk = (ka + NB - 1) / NB;
    /* L(r, q): left op(A); right op(A)^T.  L lower: forward */
    int lt = left ? ta : !ta; /* L(r, q) = A(q, r) */
    int forward = left ? olower : !olower;
    kf_blas_trsm_step t = {0};
    t.n = left ? n : m;
    t.alpha = alpha;
    t.A = A, t.W = W, t.B = B;
    t.ars = lt ? lda : 1, t.acs = lt ? 1 : lda;
    t.wrs = lt ? NB : 1, t.wcs = lt ? 1 : NB; /* inv(L_ii) = W_i, or W_i^T */
    t.brs = left ? 1 : ldb, t.bcs = left ? ldb : 1;
    t.vw = vw;
    for (long step = 0; step < nblk; step++) {
        long bi = forward ? step : nblk - 1 - step;
        long i0 = bi * NB, s = ka - i0 < NB ? ka - i0 : NB;
        long d0 = forward ? 0 : i0 + s;
        t.s = s;
        t.dn = forward ? i0 : ka - i0 - s;
        t.oa = offA + (size_t)(i0 * t.ars + d0 * t.acs);
        t.ow = (size_t)(bi * NB * NB);
        t.od = offB + (size_t)(d0 * t.brs);
        t.oi = offB + (size_t)(i0 * t.brs);
        kf_blas_status st = r->s->trsm_block(r->sv, prec, (int)NB, &t);
        if (st)
            return st;
    }
    return KF_BLAS_SUCCESS;
}

/* The diagonal block's product X_i = op(W_i) B_i in place, as a TRMM
 * (W_i = inv(A_ii) has A_ii's triangle), where the solver's TRMM kernel
 * runs in place on this shape (s->in_place: the CPU's) and TRSM's kernel
 * is fixed: tp gets TRMM's parameters.  Then neither the copy T of B_i
 * nor a product by W_i's zero half is needed (on one Zen 3 core a 32 x
 * 2048 STRSM, a single block, went from 73 to 53 us; 128^2 from 57 to
 * 53). */
static int trsm_tri_params(const trsm_run *r, int left, int lower, int ta, long m, long n,
                           kf_gemm_params *tp)
{
    if (!r->fixed || !r->s->in_place)
        return 0;
    *tp = r->p;
    tp->tri = left ? KF_GEMM_TRI_A : KF_GEMM_TRI_B;
    tp->tri_lower = lower != ta; /* the triangle of op(W_i) */
    tp->tri_unit = 0;            /* W_i's diagonal: the inverse's */
    tp->trans_a = left && ta;
    tp->trans_b = !left && ta;
    return r->s->in_place(r->sv, tp, m, n);
}

/* One diagonal block of s (its rows of B on the left, its columns on the
 * right; `wide` the other dimension of B) in place:
 *   B_i -= op(A)[i, done] X_done     (dn > 0; B_i and X_done disjoint)
 *   B_i  = op(W_i) B_i               (left; right: B_i op(W_i)), TRMM tp
 * oa is op(A)[i, done]'s offset, od X_done's, oi B_i's. */
static kf_blas_status trsm_step_in_place(const trsm_run *r, const kf_gemm_params *tp,
                                         kf_blas_precision prec, int left, int ta, long s,
                                         long wide, long dn, kf_blas_buf A, size_t oa, long lda,
                                         kf_blas_buf W, size_t ow, long NB, kf_blas_buf B,
                                         size_t od, size_t oi, long ldb)
{
    kf_blas_status st = KF_BLAS_SUCCESS;
    if (dn > 0)
        st = left ? trsm_gemm(r, prec, ta, 0, s, wide, dn, -1.0, A, oa, lda, B, od, ldb, 1.0, B,
                              oi, ldb)
                  : trsm_gemm(r, prec, 0, ta, wide, s, dn, -1.0, B, od, ldb, A, oa, lda, 1.0, B,
                              oi, ldb);
    if (st)
        return st;
    return left ? r->s->gemm(r->sv, tp, s, wide, s, 1.0, W, ow, NB, B, oi, ldb, 0.0, B, oi, ldb)
                : r->s->gemm(r->sv, tp, wide, s, s, 1.0, B, oi, ldb, W, ow, NB, 0.0, B, oi, ldb);
}

/* Whether TRSM solves its diagonal blocks whole by the solver's fused
 * kernel (s->trsm_diag; KFORGE_BLAS_TRSM_FUSED=0 turns it off, to compare
 * the two paths on one machine): where the triangle is more than one
 * block of nb.  A triangle of one block is one in-place TRMM by its
 * inverse on the block algorithm, B read where it lies, where the fused
 * kernel copies B's panels in and out (32 x 2048 STRSM, one Zen 3 core,
 * callgrind: 771 K instructions a solve against 851 K). */
static int trsm_fused_on(const trsm_run *r, long ka, int nb)
{
    const char *e = getenv("KFORGE_BLAS_TRSM_FUSED");
    /* (and a micro-tile the kernel takes: kf_blas_trsm_diag_gen) */
    int tile = r->p.wgm * r->p.tm <= 64 && r->p.wgn * r->p.tn <= 32;
    return r->s->trsm_diag && r->fixed && tile && ka > (nb ? nb : KF_BLAS_TRSM_NB) &&
           !(e && strcmp(e, "0") == 0);
}

/* Whether a TRSM with `wide` right-hand sides is narrow enough for the
 * solver's whole-triangle kernel (s->trsm_rows; KFORGE_BLAS_TRSM_NARROW=N,
 * 0 never, the default: solver.h): few panels of B, where the outer blocks' GEMMs cut B's
 * columns into two or three micro-tiles each and the fused kernel reads
 * the packed triangle once per panel (a 2048 x 32 STRSM on two threads ran
 * at 0.65x to 0.71x of OpenBLAS: docs/blas.md, "Narrow CPU TRSM"). */
static int trsm_rows_on(const trsm_run *r, const kf_blas_tri_cm *cm, int nb)
{
    const char *e = getenv("KFORGE_BLAS_TRSM_NARROW");
    long most = e && *e ? strtol(e, NULL, 10) : KF_BLAS_TRSM_NARROW;
    long ka = cm->left ? cm->m : cm->n, wide = cm->left ? cm->n : cm->m;
    /* by default only where the kernel reads A down its columns, forward
     * (left lower N, right lower T): along A's rows its packing is a
     * scalar transposition and ran at half the outer blocks' speed (a
     * right-side 32 x 2048 STRSM, one core); KFORGE_BLAS_TRSM_NARROW set
     * takes every orientation (the tests, measurements) */
    int down = cm->lower && cm->ta == !cm->left;
    return r->s->trsm_rows && wide <= most && (down || (e && *e)) && trsm_fused_on(r, ka, nb);
}

/* TRSM by the solver's fused kernel (solver.h, trsm_diag): the outer
 * blocks of ops->outer rows (at most KF_BLAS_TRSM_DIAG_MAX) in order, each
 * first updated by everything solved before it (one GEMM with a long K),
 * then solved whole by one call, each micro-tile of B updated by the rows
 * of the block solved before it and solved in registers (gen_trsm.c).  No
 * inversion, no work buffer of B.  The system as the kernel solves it is
 * lower and forward: L(r, q) is op(A)(r, q) on the left and op(A)(q, r) on
 * the right (X op(A) = B is op(A)^T X^T = B^T), B's rows those of L; a
 * block solved backward is read in the reversed order (negative
 * strides). */
static kf_blas_status trsm_fused(const trsm_run *r, kf_blas_precision prec, int left, int lower,
                                 int ta, int unit, long m, long n, double alpha, kf_blas_buf A,
                                 size_t offA, long lda, kf_blas_buf B, size_t offB, long ldb,
                                 int whole)
{
    long ka = left ? m : n;
    int olower = lower != ta, forward = left ? olower : !olower;
    int lt = left ? ta : !ta; /* L(r, q) = A(q, r) */
    long ob = r->s->outer > 0 && r->s->outer < KF_BLAS_TRSM_DIAG_MAX ? r->s->outer
                                                                       : KF_BLAS_TRSM_DIAG_MAX;
    if (whole) /* trsm_rows: the whole triangle in one call */
        ob = ka;
    long nob = (ka + ob - 1) / ob;
    kf_blas_trsm_step t = {0};
    t.n = left ? n : m;
    t.unit = unit;
    t.A = A, t.B = B;
    long ars = lt ? lda : 1, acs = lt ? 1 : lda, brs = left ? 1 : ldb;
    t.bcs = left ? ldb : 1;
    for (long ostep = 0; ostep < nob; ostep++) {
        long obi = forward ? ostep : nob - 1 - ostep;
        long I0 = obi * ob, S = ka - I0 < ob ? ka - I0 : ob;
        long D0 = forward ? 0 : I0 + S, DN = forward ? I0 : ka - I0 - S; /* solved range */
        kf_blas_status st;
        /* alpha is applied by the update, or by the diagonal step when there is none */
        if (DN > 0 && (st = trsm_outer_update(r, prec, left, ta, m, n, I0, S, D0, DN, alpha, A,
                                              offA, lda, B, offB, ldb)))
            return st;
        /* the block's first row of the system as solved: I0, or its last */
        long f = forward ? I0 : I0 + S - 1;
        t.s = S;
        t.alpha = DN > 0 ? 1.0 : alpha;
        t.oa = offA + (size_t)(f * ars + f * acs);
        t.oi = offB + (size_t)(f * brs);
        t.ars = forward ? ars : -ars, t.acs = forward ? acs : -acs;
        t.brs = forward ? brs : -brs;
        if ((st = (whole ? r->s->trsm_rows : r->s->trsm_diag)(r->sv, &r->p, &t)))
            return st;
    }
    return KF_BLAS_SUCCESS;
}

static kf_blas_status trsm_blocked(const trsm_run *r, kf_blas_precision prec, int left,
                                   int lower, int ta, int unit, long m, long n, double alpha,
                                   kf_blas_buf A, size_t offA, long lda, kf_blas_buf B,
                                   size_t offB, long ldb, int nb)
{
    const kf_blas_solver *ops = r->s;
    if (trsm_fused_on(r, left ? m : n, nb))
        return trsm_fused(r, prec, left, lower, ta, unit, m, n, alpha, A, offA, lda, B, offB,
                          ldb, 0);
    void *sv = r->sv;
    size_t es = prec == KF_BLAS_DOUBLE ? sizeof(double) : sizeof(float);
    const long NB = nb ? nb : KF_BLAS_TRSM_NB;
    if (!kf_blas_trsm_nb_valid((int)NB))
        return kf_blas_fail(KF_BLAS_ERR_PARAMS, "TRSM block nb=%ld: want one of 8, 16, 32, 64, 128",
                            NB);
    long ka = left ? m : n, nblk = (ka + NB - 1) / NB;
    kf_blas_buf W, T;
    kf_blas_status st = ops->alloc(sv, (size_t)nblk * NB * NB * es, &W);
    if (st)
        return st;
    if ((st = ops->alloc(sv, (size_t)NB * (left ? n : m) * es, &T))) {
        ops->release(sv, W);
        return st;
    }
    /* 1. invert the diagonal blocks */
    /* vector rows as TRSM's kernel has them (a CPU device's defaults: its
     * preferred width), where they divide the block */
    int vw = r->p.vw > 1 && NB % r->p.vw == 0 ? r->p.vw : 1;
    if ((st = ops->trtri(sv, prec, ka, A, offA, lda, lower, unit, (int)NB, vw, W)))
        goto out;
    if (ops->trsm_block && (left ? n : m) <= trsm_few_max()) {
        st = trsm_few(r, prec, left, lower != ta, ta, m, n, alpha, A, offA, lda, W, B, offB, ldb,
                      NB, vw);
        goto out;
    }
    /* 2. the blocks in order; the triangle of op(A) decides the direction.
     * Outer blocks of ops->outer first take the update by everything solved
     * before them, in place (one GEMM with a long K, the good shape for a
     * CPU), then their NB blocks are solved in order inside them. */
    int olower = lower != ta;
    int forward = left ? olower : !olower;
    long ob = ops->outer > NB ? ops->outer / NB * NB : NB, nob = (ka + ob - 1) / ob;
    for (long ostep = 0; ostep < nob; ostep++) {
        long obi = forward ? ostep : nob - 1 - ostep;
        long I0 = obi * ob, S = ka - I0 < ob ? ka - I0 : ob;
        long D0 = forward ? 0 : I0 + S, DN = forward ? I0 : ka - I0 - S; /* solved range */
        if ((DN > 0 || alpha != 1.0) &&
            (st = trsm_outer_update(r, prec, left, ta, m, n, I0, S, D0, DN, alpha, A, offA, lda,
                                    B, offB, ldb)))
            goto out;
        long nin = (S + NB - 1) / NB;
        for (long step = 0; step < nin; step++) {
            long bi = I0 / NB + (forward ? step : nin - 1 - step);
            long i0 = bi * NB, s = I0 + S - i0 < NB ? I0 + S - i0 : NB;
            long d0 = forward ? I0 : i0 + s, dn = forward ? i0 - I0 : I0 + S - i0 - s;
            kf_gemm_params tp;
            if (trsm_tri_params(r, left, lower, ta, left ? s : m, left ? n : s, &tp)) {
                st = trsm_step_in_place(r, &tp, prec, left, ta, s, left ? n : m, dn, A,
                                        offA + (left ? (ta ? d0 + i0 * lda : i0 + d0 * lda)
                                                     : (ta ? i0 + d0 * lda : d0 + i0 * lda)),
                                        lda, W, (size_t)(bi * NB * NB), NB, B,
                                        offB + (left ? (size_t)d0 : (size_t)(d0 * ldb)),
                                        offB + (left ? (size_t)i0 : (size_t)(i0 * ldb)), ldb);
                if (st)
                    goto out;
                continue;
            }
            if (left) {
                /* T = B_i (s x n), T -= op(A)[i, done in I] X[done in I] */
                size_t oa = offA + (ta ? d0 + i0 * lda : i0 + d0 * lda);
                if ((st = ops->copy(sv, B, offB + i0, ldb, s, n, T, es)) ||
                    (dn > 0 && (st = trsm_gemm(r, prec, ta, 0, s, n, dn, -1.0, A, oa, lda, B,
                                               offB + d0, ldb, 1.0, T, 0, s))) ||
                    /* X_i = op(W_i) T */
                    (st = trsm_gemm(r, prec, ta, 0, s, n, s, 1.0, W, bi * NB * NB, NB, T, 0, s,
                                    0.0, B, offB + i0, ldb)))
                    goto out;
            } else {
                /* T = B[:, j] (m x s), T -= X[:, done in I] op(A)[done in I, j] */
                size_t oa = offA + (ta ? i0 + d0 * lda : d0 + i0 * lda);
                if ((st = ops->copy(sv, B, offB + i0 * ldb, ldb, m, s, T, es)) ||
                    (dn > 0 && (st = trsm_gemm(r, prec, 0, ta, m, s, dn, -1.0, B,
                                               offB + d0 * ldb, ldb, A, oa, lda, 1.0, T, 0, m))) ||
                    /* X_j = T op(W_j) */
                    (st = trsm_gemm(r, prec, 0, ta, m, s, s, 1.0, T, 0, m, W, bi * NB * NB, NB,
                                    0.0, B, offB + i0 * ldb, ldb)))
                    goto out;
            }
        }
    }
out:
    ops->release(sv, W);
    ops->release(sv, T);
    return st;
}

/* A TRSM whose independent dimension (B's columns for a left side, its
 * rows for a right one) is cut into ranges solved apart (s->split). */
typedef struct trsm_part {
    const trsm_run *r;
    kf_blas_precision prec;
    const kf_blas_tri_cm *cm;
    int unit, nb;
    double alpha;
    kf_blas_buf A, B;
    size_t offA, offB;
    long lda, ldb;
} trsm_part;

static kf_blas_status trsm_range(void *arg, long lo, long hi)
{
    const trsm_part *t = arg;
    const kf_blas_tri_cm *cm = t->cm;
    long m = cm->left ? cm->m : hi - lo, n = cm->left ? hi - lo : cm->n;
    size_t off = t->offB + (cm->left ? (size_t)lo * t->ldb : (size_t)lo);
    return trsm_blocked(t->r, t->prec, cm->left, cm->lower, cm->ta, t->unit, m, n, t->alpha, t->A,
                        t->offA, t->lda, t->B, off, t->ldb, t->nb);
}

/* The column-major TRSM cm (checked, not empty): X^T op(A)^T = alpha B^T
 * for a row-major call.  Where the solver has threads of its own, B's
 * independent dimension is cut into ranges solved apart (s->split: one
 * per thread, aligned to the micro-tile). */
static kf_blas_status trsm(const kf_blas_solver *s, void *sv, kf_blas_precision prec,
                           const kf_blas_tri_cm *cm, int unit, double alpha, kf_blas_buf A,
                           size_t offA, long lda, kf_blas_buf B, size_t offB, long ldb)
{
    trsm_run r = {s, sv, 0, {0}};
    int nb = 0;
    r.fixed = s->select(sv, "trsm", prec, cm->m, cm->n, cm->left ? cm->m : cm->n, &r.p, &nb);
    long wide = cm->left ? cm->n : cm->m;
    if (trsm_rows_on(&r, cm, nb))
        return trsm_fused(&r, prec, cm->left, cm->lower, cm->ta, unit, cm->m, cm->n, alpha, A,
                          offA, lda, B, offB, ldb, 1);
    if (s->split && r.fixed) {
        trsm_part t = {&r, prec, cm, unit, nb, alpha, A, B, offA, offB, lda, ldb};
        long align = cm->left ? (long)r.p.wgn * r.p.tn : (long)r.p.wgm * r.p.tm;
        double flops = (double)cm->m * cm->n * (cm->left ? cm->m : cm->n);
        return s->split(sv, wide, align < 1 ? 1 : align, flops, r.p.threads, trsm_range, &t);
    }
    return trsm_blocked(&r, prec, cm->left, cm->lower, cm->ta, unit, cm->m, cm->n, alpha, A,
                        offA, lda, B, offB, ldb, nb);
}

/* ---- TRMM and TRSM: the checks, then the routine ------------------------------- */

kf_blas_status kf_blas_tri_solve(const kf_blas_solver *s, void *sv, kf_blas_tri_routine routine,
                                 kf_blas_precision prec, kf_blas_layout layout, kf_blas_side side,
                                 kf_blas_uplo uplo, kf_blas_transpose transA, kf_blas_diag diag,
                                 long m, long n, double alpha, kf_blas_buf A, size_t offA,
                                 long lda, kf_blas_buf B, size_t offB, long ldb)
{
    kf_blas_trmm_call c = {layout, side, uplo, transA, diag, m, n, lda, ldb, 0, 0};
    kf_blas_status st = kf_blas_trmm_check(&c);
    kf_blas_buf buf[2] = {A, B}; /* B in the roles of B and C */
    size_t off[2] = {offA, offB}, ext[2] = {c.extA, c.extB};
    if (!st)
        st = s->check(sv, prec, 2, buf, off, ext);
    if (st || c.extB == 0)
        return st;
    if (s->ready && (st = s->ready(sv)))
        return st;
    kf_blas_tri_cm cm = kf_blas_tri_colmajor(&c);
    return (routine == KF_BLAS_TRSM ? trsm : trmm)(s, sv, prec, &cm, diag == KF_BLAS_UNIT, alpha,
                                                   A, offA, lda, B, offB, ldb);
}

/* ---- the check of host and device pointers ---------------------------------------- */

/* A NULL host pointer and a 0 device pointer are both all zero bits on
 * every platform kforge runs on: one test serves the CPU and CUDA. */
kf_blas_status kf_blas_check_pointers(void *sv, kf_blas_precision prec, int nbuf,
                                      const kf_blas_buf *buf, const size_t *off,
                                      const size_t *ext)
{
    (void)sv, (void)prec, (void)off;
    static const kf_blas_buf zero;
    for (int i = 0; i < nbuf; i++)
        if (ext[i] && memcmp(&buf[i], &zero, sizeof zero) == 0)
            return kf_blas_fail(KF_BLAS_ERR_NULL_BUFFER, "%s is NULL",
                                nbuf > 2 ? "A, B or C" : "A or B");
    return KF_BLAS_SUCCESS;
}
