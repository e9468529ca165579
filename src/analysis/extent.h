/*
 * extent.h: how many elements of an array the fragments reach, from isl.
 *
 * Contract: where no declared extent is usable (a pointer, a heap array
 * behind PolyBench's POLYBENCH_ARRAY), code that copies an array to a
 * device must still know its size.  The accesses bound it: the program
 * reads and writes only inside its allocation, so the largest element any
 * access reaches, plus one, may be copied.  kf_analysis_last_element gives
 * that for one fragment (the lexicographic maximum of the union of its
 * accesses' images over their statements' domains); kf_analysis_extent_text
 * gives it over every fragment of the file that may share the array's
 * device buffer: those of the same function naming the same declaration
 * (a buffer sized from one fragment's accesses lets the next one reach past
 * its end), those taken under a run-time assumption apart
 * (kf_analysis_may_share: they share no buffer).
 *
 * Statements under an if the model cannot express (a condition that reads
 * data, `if (fixed[c])`) or after a `continue` count with every instance
 * their loops run (loops left by `break`, `return` or `goto` excepted): the elements an instance would reach if its condition
 * held are taken to be inside the array, as they are in code whose data
 * conditions choose what to compute rather than guard its indexes.  The
 * range is then wider than what one run touches, never narrower.
 *
 * Scope: one-dimensional accesses, and a[i*q + j] that the model
 * delinearises into two with the row length q a parameter, over a
 * helper's loops too (kf_span: the elements of their ranges).  Anything else
 * (a non-affine access, a loop bound the model had to widen, a maximum of
 * several pieces) gives NULL: unknown.
 *
 * Ownership: results are allocated in the arena given (keep).
 */
#ifndef KFORGE_ANALYSIS_EXTENT_H
#define KFORGE_ANALYSIS_EXTENT_H

#include <isl/aff_type.h>

#include "kforge/analyze.h"
#include "kforge/arena.h"
#include "kforge/ir.h"

/* The largest linear element index fragment frag's accesses to variable
 * var reach, in the fragment's parameters; NULL when unknown or when the
 * fragment does not touch var. */
struct kf_poly *kf_analysis_last_element(const struct kf_analysis *a, int frag, int var,
                                         kf_arena *ar);

/* The variable of fragment g that names the declaration var of fragment f
 * names (the same function), or -1. */
int kf_analysis_same_var(const struct kf_fragment *f, int var, const struct kf_fragment *g);

/* The variable of fragment k that names the declaration var of fragment
 * frag names, where k may share that variable's device buffer with frag
 * (kf_analysis_may_share) and some statement of k reaches it; else -1.
 * What sizes a buffer that several fragments share. */
int kf_analysis_sharer(const struct kf_analysis *a, int frag, int var, int k);

/* kf_analysis_last_element for access a of statement s alone (gpu_extent.c folds
 * the accesses isl bounds with those the host counts at run time). */
struct kf_poly *kf_analysis_access_last(const struct kf_analysis *a, int frag, int s, int acc,
                                        kf_arena *ar);

/* C text of the element count of var (a variable of fragment frag) over
 * every fragment of its function that names the same declaration: the
 * last element plus one ("n"), or the largest of several such ("((n) > (m
 * + 1) ? (n) : (m + 1))"); NULL
 * when one of them is unknown. */
/* The same for the least linear element index (an access a[i - 1] makes it
 * negative): with the last, the range of elements a run-time test of
 * overlap compares (codegen/openmp_alias.c). */
struct kf_poly *kf_analysis_first_element(const struct kf_analysis *a, int frag, int var,
                                          kf_arena *ar);

/* The first (last false) or last row that fragment frag's accesses to
 * var reach, var declared with more than one dimension (int m[][NY][NX]:
 * the first subscript; whole rows, what a run-time test of overlap
 * compares where no linear element index is known); NULL when unknown. */
struct kf_poly *kf_analysis_end_row(const struct kf_analysis *a, int frag, int var, bool last,
                                    kf_arena *ar);

/* The least (last false) or greatest value of subscript dim of array var
 * among fragment frag's accesses, where the model reads each of them with
 * that many subscripts (an array of row pointers in the model that takes
 * its rows apart: its planes, rows and elements of a row; the box a
 * run-time test that rows lie apart reads, openmp_alias.c); NULL when
 * unknown (an access the model widens, a bound it does not hold). */
struct kf_poly *kf_analysis_dim_end(const struct kf_analysis *a, int frag, int var, int dim,
                                    bool last, kf_arena *ar);

const char *kf_analysis_extent_text(const struct kf_analysis *a, int frag, int var, kf_arena *ar);
/* Is v a local of the function declared in [from, to) (offsets in the
 * file)?  A size that names it cannot be evaluated at `from`, where a
 * buffer shared with a later fragment is made: `int mid = n / 2;` between
 * two fragments (extent.c's counts, gpu_extent.c's run-time reach). */
static inline bool kf_analysis_declared_between(const struct kf_var *v, size_t from, size_t to)
{
    return !v->is_param_decl && !v->is_global && v->decl.offset >= from && v->decl.offset < to;
}

/* The box of an array of row pointers of two levels (double **, float
 * *const *) or three (double ***: planes of rows) that fragment frag's
 * accesses reach, each an element var[e0][e1] (var[e0][e1][e2]) with
 * affine subscripts: lo[k]..hi[k] for each level k (rows, then columns),
 * in the fragment's parameters, read from the model that takes its rows
 * apart (kf_model_build_rows: a->rmodels[frag] or the model in view,
 * else one built here and freed; errors through d), or the model as
 * written where --assume-no-alias gave the array a dimension a level.  A device target packs those
 * elements into one buffer, so every one of them must be one the
 * fragment reaches: KF_BOX_JAGGED where the accesses reach less than
 * their box (a triangle, jagged rows: a pack of the box would read past
 * a row's end), KF_BOX_UNKNOWN where the model does not hold them
 * exactly (a bound it widened, an access under a condition of the data)
 * or isl gives a bound in more than one piece.  *guard: NULL, or (in ar)
 * the C condition on the parameters outside which no access runs and the
 * bounds name no element the fragment reaches (a stencil's box, wider
 * than its loops): the box holds only where it does. */
enum kf_row_box { KF_BOX_OK, KF_BOX_UNKNOWN, KF_BOX_JAGGED };
/* A box of two levels that is JAGGED (a triangle, a stencil's cross):
 * each row r's reach, columns lo(r)..hi(r), as isl_pw_aff of the
 * parameters and one more named kf_rr, the row (the caller frees both);
 * false where a row between the first and the last reached is not, or a
 * row's reach has a hole: a pack of those spans reads only what the
 * fragment reaches.  Where the model they come from was built here, *own
 * is it (their isl context): the caller frees it after them, with
 * kf_model_free; else NULL. */
bool kf_analysis_row_spans(const struct kf_analysis *a, int frag, int var, kf_diag *d,
                           isl_pw_aff **lo, isl_pw_aff **hi, struct kf_model **own);
enum kf_row_box kf_analysis_row_box(const struct kf_analysis *a, int frag, int var, kf_diag *d,
                                    kf_arena *ar, struct kf_poly *lo[3], struct kf_poly *hi[3],
                                    const char **guard);

#endif
