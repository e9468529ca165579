/*
 * routines.c: the routines written once over the solvers' operations
 * (solver.h).  So far TRSM, seed 004's block algorithm.
 *
 * Solves op(A) X = alpha B (side left) or X op(A) = alpha B (side right), X
 * overwriting B.  The triangular dimension is cut into blocks of NB (nb:
 * 32 untuned; the one TRSM's store entry holds, tuned with the GEMM
 * kernel of all its updates):
 *
 *   1. the diagonal blocks A_ii are inverted first, all at once, by a
 *      generated kernel (gen_trtri.c: one work-item per column of each
 *      inverse), into a work buffer W laid out block after block (the
 *      seed's sequential arrangement of the blocks);
 *   2. then the blocks are solved in order (forward when op(A) is lower on
 *      the left / upper on the right, backward otherwise), each with two
 *      GEMMs on the in-order queue:
 *          T   = alpha B_i - op(A)_i,done X_done      (panel update)
 *          X_i = inv(op(A)_ii) T = op(W_i) T          (no substitution left)
 *      where T is a copy of B_i (the product cannot be formed in place).
 *
 * Row-major calls are mapped to column-major as for TRMM (the other side,
 * the other triangle).
 */
#include "blas/solver.h"

/* ---- the block algorithm, over a solver's operations ------------------------ */

kf_blas_status kf_blas_trsm_blocked(const kf_blas_tri_ops *ops, void *sv, kf_blas_precision prec,
                                    int left, int lower, int ta, int unit, long m, long n,
                                    double alpha, kf_blas_buf A, size_t offA, long lda,
                                    kf_blas_buf B, size_t offB, long ldb, int nb)
{
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
    if ((st = ops->trtri(sv, prec, ka, A, offA, lda, lower, unit, (int)NB, W)))
        goto out;
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
        /* B_I = alpha B_I - op(A)[I, done] X_done (X_done and B_I are disjoint) */
        if (DN > 0 || alpha != 1.0) {
            if (left)
                st = ops->gemm(sv, prec, ta, 0, S, n, DN, -1.0, A,
                               offA + (ta ? D0 + I0 * lda : I0 + D0 * lda), lda, B, offB + D0,
                               ldb, alpha, B, offB + I0, ldb);
            else
                st = ops->gemm(sv, prec, 0, ta, m, S, DN, -1.0, B, offB + D0 * ldb, ldb, A,
                               offA + (ta ? I0 + D0 * lda : D0 + I0 * lda), lda, alpha, B,
                               offB + I0 * ldb, ldb);
            if (st)
                goto out;
        }
        long nin = (S + NB - 1) / NB;
        for (long step = 0; step < nin; step++) {
            long bi = I0 / NB + (forward ? step : nin - 1 - step);
            long i0 = bi * NB, s = I0 + S - i0 < NB ? I0 + S - i0 : NB;
            long d0 = forward ? I0 : i0 + s, dn = forward ? i0 - I0 : I0 + S - i0 - s;
            if (left) {
                /* T = B_i (s x n), T -= op(A)[i, done in I] X[done in I] */
                size_t oa = offA + (ta ? d0 + i0 * lda : i0 + d0 * lda);
                if ((st = ops->copy(sv, B, offB + i0, ldb, s, n, T, es)) ||
                    (dn > 0 && (st = ops->gemm(sv, prec, ta, 0, s, n, dn, -1.0, A, oa, lda, B,
                                               offB + d0, ldb, 1.0, T, 0, s))) ||
                    /* X_i = op(W_i) T */
                    (st = ops->gemm(sv, prec, ta, 0, s, n, s, 1.0, W, bi * NB * NB, NB, T, 0, s,
                                    0.0, B, offB + i0, ldb)))
                    goto out;
            } else {
                /* T = B[:, j] (m x s), T -= X[:, done in I] op(A)[done in I, j] */
                size_t oa = offA + (ta ? i0 + d0 * lda : d0 + i0 * lda);
                if ((st = ops->copy(sv, B, offB + i0 * ldb, ldb, m, s, T, es)) ||
                    (dn > 0 && (st = ops->gemm(sv, prec, 0, ta, m, s, dn, -1.0, B,
                                               offB + d0 * ldb, ldb, A, oa, lda, 1.0, T, 0, m))) ||
                    /* X_j = T op(W_j) */
                    (st = ops->gemm(sv, prec, 0, ta, m, s, s, 1.0, T, 0, m, W, bi * NB * NB, NB,
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

