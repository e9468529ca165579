/*
 * quasar_dep.h: the loop parallelizer's exact dependence test on array
 * subscripts (quasar_dep.c says how and why isl).
 *
 * Contract: qc_dep_carried() is NULL only when no two accesses of the
 * nest, one of them a store, can touch one element in two different
 * iterations of its parallel loops; otherwise it gives the access to
 * blame (the read of the pair, or the second store).  Nothing it cannot
 * model makes it answer NULL.
 *
 * Ownership: it keeps everything it is given; the strings it builds live
 * in the lowering's arena (c->a).
 */
#ifndef KF_CODEGEN_QUASAR_DEP_H
#define KF_CODEGEN_QUASAR_DEP_H

#include "quasar.h"

/* one element access: a KF_Q_INDEX of array `arr` in the nest */
typedef struct {
    const char *arr;
    kf_q_node *access;
    int write;
    kf_q_node *loops[8]; /* the for-loops around it inside the nest, outermost first */
    int nloops;
} qc_dep_acc;

/* the nest: its parallel loops, and what it writes */
typedef struct {
    qctx *c;
    qinst *in;
    kf_q_node **par;          /* the parallel loops, outermost first */
    int depth;
    const char **variant;     /* scalars and iterators written in the nest */
    int nvariant;
    const char **warr;        /* arrays stored into */
    int nwarr;
    const char **defname;     /* int scalars assigned once, at the top of the */
    kf_q_node **defval;       /* parallel body: their values, which subscripts */
    int ndef;                 /* that read them stand for */
} qc_dep_nest;

const kf_q_node *qc_dep_carried(qc_dep_nest *n, qc_dep_acc *acc, int nacc);

#endif
