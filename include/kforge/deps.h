/*
 * deps.h: dependences and loop verdicts of one fragment.
 *
 * Contract: kf_deps_compute takes a kf_model (include/kforge/model.h) and
 * gives every memory-based dependence between two accesses of one variable
 * (at least one a write) with the source executed before the sink:
 *
 *   flow   write -> read     anti   read -> write     output   write -> write
 *
 * computed pair of accesses by pair with isl: the instances touching one
 * element, the source's scheduled before the sink's, nothing killed
 * (memory-based, the safe kind for running iterations at once).  Then, per
 * loop (DESIGN.md "The parallelizer" step 3):
 *
 *   - a dependence is *carried* by loop L when both statements are in L, run
 *     in the same iteration of every loop around L, and in different
 *     iterations of L; its distance is the sink's iterator minus the
 *     source's, in execution order;
 *   - a scalar is *privatised* in L when no value crosses iterations of L:
 *     each iteration reads what it wrote itself, or what was there before
 *     the loop (for a scalar, the reads that no sure write of their own
 *     iteration covers are reached by no flow dependence L carries; for a
 *     private-sized local array, isl's value-based flow, writes as
 *     must-sources); each question under a bound of isl operations, beyond
 *     which the variable is not privatised and `notes` says so;
 *   - a carried dependence between two reduction statements (s += e, s *= e,
 *     min/max) with one operator on the same location (the same subscripts,
 *     which may use iterators of loops inside L but not L's own) is a
 *     *reduction*;
 *   - L is parallel when nothing else is carried and no blocker applies;
 *     "reduction" when only reductions are carried; otherwise sequential,
 *     with the first offending dependence (or blocker) as the reason.
 *
 * Seed 003 §4's data classes per fragment: kf_deps_data_class.
 *
 * Ownership: the result refers to the model (kept, not copied), which must
 * outlive it; kf_deps_free frees the result only.
 */
#ifndef KFORGE_DEPS_H
#define KFORGE_DEPS_H

#include <isl/map.h>

#include "kforge/model.h"

enum kf_dep_kind { KF_DEP_FLOW, KF_DEP_ANTI, KF_DEP_OUTPUT };

/* The range of a distance: sink's counter minus source's, in execution
 * order (so a dependence is never negative at its carrying loop). */
struct kf_distance {
    bool min_inf, max_inf; /* unbounded below / above */
    long min, max;
};

struct kf_dep {
    enum kf_dep_kind kind;
    int src, dst;         /* statement indices (S<index+1>) */
    int src_acc, dst_acc; /* access indices within them */
    int var;
    isl_map *rel;         /* S<src>[x] -> S<dst>[y] */
    int ncommon;          /* loops around both statements */
    struct kf_distance *dist; /* per common loop, outermost first (the
                                 distance vector, each entry over-approximated
                                 on its own) */
};

/* a dependence carried by one loop */
struct kf_carried {
    int dep;
    bool dmin_inf, dmax_inf; /* unbounded distance */
    long dmin, dmax;
    enum { KF_CARRIED_BLOCKS, KF_CARRIED_PRIVATE, KF_CARRIED_REDUCTION } role;
};

enum kf_verdict { KF_PARALLEL, KF_REDUCTION, KF_SEQUENTIAL };

struct kf_red {
    int var;
    enum kf_reduction_op op;
};

struct kf_loop_info {
    const struct kf_node *loop;
    enum kf_verdict verdict;
    int ncarried;
    struct kf_carried *carried;
    int nprivate;
    int *privates;        /* var ids */
    int nred;
    struct kf_red *reds;
    const struct kf_blocker *blocker; /* the first blocker, if any */
    enum kf_verdict if_disjoint; /* the verdict were the pointers that may overlap
                                    (blockers with alias[0] >= 0) found not to: what
                                    a run-time test of their ranges may give */
    int offending;        /* index into carried of the reason, or -1 */
};

struct kf_deps {
    const struct kf_model *m;
    int ndep;
    struct kf_dep *deps;
    int nloop;
    struct kf_loop_info *loops; /* parallel to m->f->loops */
    int nnote;
    char **notes;         /* questions isl was given up on as too costly, and the
                             safe answer taken instead (analyze and --explain print
                             them beside the model's notes) */
};

/* The verdict of loop l of the fragment, or NULL. */
const struct kf_loop_info *kf_deps_loop(const struct kf_deps *d, const struct kf_node *l);

/* Gives the dependences and verdicts; NULL only if isl fails (out of memory). */
struct kf_deps *kf_deps_compute(const struct kf_model *m);
void kf_deps_free(struct kf_deps *d);

/* Has dependence d a pair of instances in `pairs`, a relation between
 * schedule points (m->schedule_dims each; taken)?  1 yes, 0 no, -1 when isl
 * fails.  The transforms ask it of the pairs their rewrite would reorder. */
int kf_dep_meets(const struct kf_model *m, const struct kf_dep *d, isl_map *pairs);

const char *kf_dep_kind_name(enum kf_dep_kind k);   /* "flow", "anti", "output" */
/* "1", "1..63", ">= 1", "<= -1", "*" (anything) into buf */
void kf_distance_text(const struct kf_distance *d, char *buf, size_t n);
const char *kf_verdict_name(enum kf_verdict v);     /* "parallel", "reduction", "sequential" */

/* Seed 003 §4 data classes of a variable of the fragment. */
enum kf_data_class {
    KF_DATA_NONE,           /* iterators, and variables declared in the fragment */
    KF_DATA_SCALAR_IN,      /* scalar the fragment does not change: passed by value */
    KF_DATA_SCALAR_CHANGED, /* scalar the fragment changes: needs a device copy */
    KF_DATA_ARRAY,          /* array: device copy */
};
enum kf_data_class kf_deps_data_class(const struct kf_var *v);

#endif
