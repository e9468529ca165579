/*
 * gen_omp.h: what the GEMM generator's two files share (gen_gemm.c, the
 * generator and its OpenCL and CUDA kernels; gen_omp.c, its OpenMP
 * kernel): the generator's state, the kgen sections, and the small
 * emitters both use (declarations, operand indexes, TRMM's mask).
 * Private to src/blas; nothing here allocates.
 */
#ifndef KF_BLAS_GEN_OMP_H
#define KF_BLAS_GEN_OMP_H

#include "blas/base.h"
#include "kforge/kgen.h"

#include <stdarg.h>
#include <stdio.h>

/* Sub-generator ids (kgen sections): each subgenerator owns its sections. */
enum { SG_MAIN = KF_KGEN_MAIN, SG_TILE = 1, SG_FETCH = 2, SG_PANEL = 3, SG_UPDATE = 4 };

/* The generator's state: its kgen context, the parameters, and what
 * follows from them. */
typedef struct gen {
    struct kf_kgen *g;
    const kf_gemm_params *p;
    const char *T;    /* element type */
    int bm, bn;       /* block of C per work-group */
    int tailm, tailn; /* tails flags */
    const char *kbeg, *kend; /* the K range of the work-group: "0", "K" unless TRMM */
} gen;

/* Declares a line of variables through kgen, from a printf format. */
static inline void declf(gen *g, int subgen, int flags, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static inline void declf(gen *g, int subgen, int flags, const char *fmt, ...)
{
    char buf[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    kf_kgen_declare_vars(g->g, subgen, buf, flags, 0);
}

/* Global index expressions of op(A)(row, k) and op(B)(k, col). */
static inline void a_index(const gen *g, const char *row, const char *k, char *buf, size_t n)
{
    if (g->p->trans_a)
        snprintf(buf, n, "(%s) + (%s) * lda", k, row);
    else
        snprintf(buf, n, "(%s) + (%s) * lda", row, k);
}

static inline void b_index(const gen *g, const char *k, const char *col, char *buf, size_t n)
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
static inline void gen_tri_mask(gen *g, int operand, const char *v, const char *r, const char *c,
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

/* The OpenMP dialect's kernel `kf_gemm(args)` (GotoBLAS's layers, seed
 * 004's steps) into g's context; errors are left in the context. */
void kf_blas_gen_omp(gen *g, const char *args);

#endif
