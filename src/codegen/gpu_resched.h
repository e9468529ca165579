/*
 * gpu_resched.h: a loop nest rescheduled by isl's scheduler so that an
 * outer dimension runs in order and the ones inside it in parallel, every
 * dependence kept, and the AST isl builds written back as C (the general
 * route of the order-keep pass, gpu_order.h; issue 14).
 *
 *   for (i ...) {                for (kf_c0 ...) {        in order
 *     ...                 ->       for (kf_c1 ...)        coincident
 *     for (j < i) ...                S(...);
 *   }                              ...
 *                                }
 *
 * isl_schedule_constraints_compute_schedule runs on the exact dependences
 * of the nest's statements (validity and coincidence: every dependence;
 * proximity: the flow ones) with schedule_outer_coincidence set.  Every
 * dependence is a validity constraint, so every sum keeps its source
 * order: cholesky comes out right-looking (for each column k: the
 * diagonal, the column below it in parallel, the trailing triangle in
 * parallel), trisolv a column at a time.
 *
 * Taken only where it is exact: the nest is outermost in its fragment,
 * sequential, none of its loops parallel as written (a parallel loop the
 * plan maps as it is; but with cpu, for OpenMP, a nest with a parallel
 * loop is taken where isl's order walks fewer columns in its innermost
 * loops than the nest as written: accesses whose subscripts other than
 * the last move with the innermost loop, counted per statement; lu's
 * row-oriented k loops read A[k][j] down a column, isl's right-looking
 * order reads rows), one affine bound each side, step 1, plain statements
 * under no if; no iterator read after its loop (kf_gpu_iter_exact) nor by
 * a statement outside it nor by a macro of the fragment; no preprocessor
 * line inside; the file does not name kf_c0..kf_c7 (isl's iterators); a
 * band member of isl's result coincident; isl's code holds no min, max,
 * floord, ?: or %, which kforge does not read back.  The comments of the
 * nest outside its statements are kept above the new text.
 *
 * kf_gpu_resched: NULL with the new text of L in *out (malloc'ed, the
 * caller's; from L's first byte to its end, L's line keeping its indent;
 * several nests in a row without braces around them where L stands among
 * statements), or why not with *out NULL ("" when L is not even close:
 * silent).
 *
 * The other functions are the tests on a nest's loops and statements that
 * the shape route of order-keep (gpu_order.c) shares.
 */
#ifndef KFORGE_GPU_RESCHED_H
#define KFORGE_GPU_RESCHED_H

#include <stdbool.h>
#include <stddef.h>

#include "kforge/analyze.h"

const char *kf_gpu_resched(const char *text, size_t len, const struct kf_fragment *f,
                           const struct kf_deps *dp, const struct kf_node *L, bool cpu,
                           char **out);
/* The C text of isl's expression e (malloc'ed), the model's parameter
 * names p<var> as fragment f spells them; NULL when out of memory. */
struct isl_ast_expr;
char *kf_gpu_isl_expr_text(const struct kf_fragment *f, struct isl_ast_expr *e);

/* Loop L steps by 1 between one affine bound each side, with no early
 * exit, induction variable or block of its own. */
bool kf_gpu_resched_affine(const struct kf_node *L);
/* Does node n use variable v? */
bool kf_gpu_resched_names(const struct kf_node *n, int v);
/* Does a macro the fragment needs name identifier `name` in its body?
 * Then a statement may use it where the text does not spell it. */
bool kf_gpu_resched_macro_names(const struct kf_fragment *f, const char *name);
/* Does the statement at text[at] stand among statements, after a ';', a
 * '{' or a '}' (comments and preprocessor lines aside), not as the one
 * statement of an if, a loop or a label?  Then a block in its place may
 * lose its braces. */
bool kf_gpu_resched_in_list(const char *text, size_t len, size_t at);
/* Is statement st inside loop L? */
bool kf_gpu_resched_under(const struct kf_stmt *st, const struct kf_node *L);

#endif
