/*
 * xform.h: loop transforms that code generation may apply to a fragment,
 * each proven legal on the dependences (deps.h) with isl before it is
 * used, and each written back as C text that reads like the original.
 *
 * Contract: kf_xform_interchange_check looks at one loop J whose body is
 * plain statements and one inner loop K whose body is one statement S:
 *
 *   for (j ...) {               for (j ...)
 *     P;                          P;
 *     for (k ...)         ->    for (k ...)
 *       S;                        for (j ...)
 *     Q;                            S;
 *   }                           for (j ...)
 *                                 Q;
 *
 * (J distributed over its body, then J and K interchanged around S), and
 * says whether that is worth it and legal:
 *
 *   worth it  S has fewer accesses with a large stride (a non-unit step
 *             in memory) when J is the inner loop than when K is: gemm's
 *             B[k][j] under k is strided, under j it is stride-1 and gcc
 *             vectorises it (seed 002 §17, the memory coalescing transform by
 *             dimension interchange; seed 003 §2 step 4, loop splitting
 *             and interchange), and every location S writes moves with
 *             J (J innermost carries no reduction, which gcc would not
 *             vectorise);
 *   legal     with the new schedule of every statement (the model's 2d+1
 *             schedule with J's position split into three and the
 *             dimensions of J and K swapped for S), every dependence of
 *             the fragment still goes forward: isl proves that no pair
 *             of dependent instances meets at or before its source;
 *   exact     iterators declared outside their loops have the same final
 *             values afterwards: both loops have constant bounds and run
 *             at least once, or the iterator is declared in the header.
 *
 * kf_xform_interchange_text writes the new text for the bytes
 * [*begin, *end) of the file (from the start of J's line to J's end).
 *
 * Ownership: nothing is kept; the text is malloc'ed, the caller frees it.
 */
#ifndef KFORGE_XFORM_H
#define KFORGE_XFORM_H

#include <stdbool.h>
#include <stddef.h>

#include "kforge/deps.h"
#include "kforge/ir.h"

enum {
    KF_XFORM_NO = 0,      /* J is not of the shape, or it is not worth it: silent */
    KF_XFORM_YES = 1,     /* worth it and proven legal */
    KF_XFORM_REFUSED = -1 /* worth it but not proven legal or exact: why says why */
};

/* dead, unless NULL, is indexed by variable: dead[v] says that the value
 * v's loop leaves in v is never read (the caller's liveness), so that an
 * iterator declared outside its loop may end with another value. */
int kf_xform_interchange_check(const struct kf_fragment *f, const struct kf_deps *dp,
                               const struct kf_node *J, const bool *dead, char *why,
                               size_t nwhy);

/* NULL when out of memory, or when J's header does not start its line.
 * `inner`, unless NULL, is a line put before the inner copy of J (a
 * pragma). */
char *kf_xform_interchange_text(const char *text, size_t len, const struct kf_node *J,
                                const char *inner, size_t *begin, size_t *end);

/*
 * kf_xform_sink_check: a parallel loop L whose body is one loop J around
 * plain statements, whose accesses are strided under J and not under L
 * (mvt's x2[i] += A[j][i] * y2[j]):
 *
 *   for (i ...)             #pragma omp parallel
 *     for (j ...)     ->    for (j ...)
 *       S;                    #pragma omp for schedule(static) nowait
 *                             for (i ...)
 *                               S;
 *
 * Every thread runs all of J and its share of L each time; with
 * schedule(static) and a trip count that J does not change, OpenMP gives
 * each thread the same iterations of L every time, so each i still sees
 * its j in order on one thread, and the analysis proved that different i
 * never depend on each other (L parallel, no reduction): no barrier is
 * needed between the steps of J.  Refused when a statement writes a
 * scalar, when J's bounds use L's iterator (a different trip count per
 * i), or when a bound is not affine.  Same answers as above.
 */
int kf_xform_sink_check(const struct kf_fragment *f, const struct kf_deps *dp,
                        const struct kf_node *L, char *why, size_t nwhy);

/*
 * kf_xform_accum_check: a scalar accumulator that keeps J and its inner
 * loop K from being interchanged (3mm's products): K adds into s, which
 * J's body initialises before K and stores into one element of X after:
 *
 *   for (j ...) {                       for (j ...) {
 *     double s = init;                    X[i][j] = init;
 *     for (k ...)                ->       for (k ...)
 *       s += e;                             X[i][j] += e;
 *     X[i][j] = s;                      }
 *   }
 *
 * X[i][j] then holds, after every step, what s held: the same additions
 * in the same order, so the results are identical.  That takes
 *   - one element: the store's subscripts are affine in the loops around
 *     J (J's included) and in unwritten integers, not in K's iterator;
 *   - untouched: nothing between the initialisation and the store (K's
 *     statement, J's statements in between) names X, and no pointer that
 *     may overlap X is read there (X and every array read there are
 *     declared arrays, array parameters, restrict pointers or pointers set
 *     once from malloc; the front end's alias rule, frontend/c/stmt.c);
 *   - the same type: s's type is X's element type (a float s summed into
 *     a double X would round differently);
 *   - s dead: J's body names s only in these three statements, and s is
 *     neither static nor address-taken; a statement outside J that names
 *     s too reads none of the values J's statements write (isl's value
 *     flow of s over the fragment, m's; without m, no other statement
 *     may name s; x->shared says there were some); when s outlives the
 *     fragment (x->outlives) the caller shows that nothing reads it
 *     afterwards;
 *   - plain text: `T s = init` alone in its declaration (or `s = init`),
 *     K's body one statement `s += e`, `s -= e` or `s = s + e`, the store
 *     `X[..] = s`, and the names in X[..] mean the same at the
 *     initialisation and in K (K's header declares none of them).
 * Worth it only when the interchange would be (kf_xform_interchange_check
 * after the rewrite): K's statement has fewer strided accesses with J
 * innermost, and X[..] moves with J.  Answers as above (YES: *x filled).
 *
 * The store may be `X[..] = f(s)`, s named once in f (ludcmp's `A[i][j] =
 * w / A[j][j]`; x->apply): it stays, as X[..] = f(X[..]), where f reads no
 * element of X that is the stored one (isl, on m), nothing between the
 * initialisation and the store writes what f reads, f reads through no
 * pointer that may overlap X and calls only the C library's math functions.
 *
 * kf_xform_accum_text writes the new text for the bytes [*begin, *end)
 * (from the initialisation to the store's line, which goes, or to the end
 * of the store rewritten where x->apply); an initialisation `s = X[..]` of
 * the stored element itself goes.
 */
struct kf_xform_accum {
    const struct kf_node *J, *K;
    const struct kf_stmt *init, *acc, *store;
    int var, array;              /* s and X */
    const struct kf_access *elem; /* the store's X[..] */
    bool outlives;               /* s is declared outside the fragment's loops */
    bool shared;                 /* statements outside J name s too (none reads what J
                                    writes: isl's value flow) */
    bool apply;                  /* the store is `X[..] = f(s)`: it stays, as X[..] = f(X[..]) */
};

int kf_xform_accum_check(const struct kf_fragment *f, const struct kf_model *m, const char *text,
                         size_t len, const struct kf_node *J, struct kf_xform_accum *x, char *why,
                         size_t nwhy);

/* NULL when out of memory. */
char *kf_xform_accum_text(const char *text, size_t len, const struct kf_fragment *f,
                          const struct kf_xform_accum *x, size_t *begin, size_t *end);

/*
 * kf_xform_split_check: a parallel loop L that runs as an omp for inside a
 * parallel region (every thread runs the loops around it), whose body is
 * statements P, one loop K around statements S strided under K and not
 * under L, and statements Q (trmm's j: B[i][j] += A[k][i] * B[k][j] reads
 * two columns):
 *
 *   #pragma omp for               #pragma omp for schedule(static) nowait
 *   for (j ...) {                 for (j ...) P;
 *     P;                          for (k ...)
 *     for (k ...)           ->      #pragma omp for schedule(static) nowait
 *       S;                          for (j ...) S;
 *     Q;                          #pragma omp for schedule(static)
 *   }                             for (j ...) Q;    (no Q: omp barrier)
 *
 * Every thread runs all of K.  With schedule(static) and the same trip
 * count each time, OpenMP gives a thread the same j in every one of these
 * loops, so each j still runs P, S for k in order, then Q, on one thread,
 * in its sequential order; the analysis proved that different j never
 * depend on each other (L parallel, no reduction), so the loops need no
 * barrier between them, and the last keeps the one L had.  Refused when a
 * statement is not a plain expression or writes a scalar (a value carried
 * from P to S would be split across loops), when K's bounds use j (the
 * threads would meet different numbers of loops), when a bound is not
 * affine, or on an early exit.  Same answers as above.
 */
int kf_xform_split_check(const struct kf_fragment *f, const struct kf_deps *dp,
                         const struct kf_node *L, char *why, size_t nwhy);

/* Legality of any new schedule (the check every transform here and in
 * `kforge transform` ends with): ns[s] maps statement S<s+1>'s instances
 * to their new times, one time space for all.  The index of the first
 * dependence of dp whose sink no longer comes strictly after its source;
 * dp->ndep when every one does; -1 when isl fails (or an ns[s] is NULL).
 * The maps are kept (not freed). */
int kf_xform_first_broken(const struct kf_deps *dp, isl_map *const *ns);

/* Accesses of s with a large stride under `iter`; does every location s
 * writes move with `iter`? */
int kf_xform_strided(const struct kf_stmt *s, int iter);
bool kf_xform_writes_move(const struct kf_stmt *s, int iter);

/* Does a bound of L use variable `var`, or is one not representable? */
bool kf_xform_bounds_use(const struct kf_node *L, int var);

/* A private row (the privatise transform, transform_privatise.c) stays on
 * the stack of the thread that runs the iteration only up to
 * KF_XFORM_ROW_STACK bytes: an OpenMP thread's stack is often 2-8 MiB
 * (OMP_STACKSIZE), and the body's own frames share it.  kf_xform_elem_bytes:
 * the size in bytes of one element of the scalar type spelt `type`
 * ("double", "unsigned int", "const float"), as on the LP64 targets kforge
 * builds for; 0 when it cannot tell (a struct, a typedef of the user's). */
enum { KF_XFORM_ROW_STACK = 65536 };
long kf_xform_elem_bytes(const char *type);

/* Does every read of `var` in L's subtree take its value from a write of
 * the same iteration of L and of the loops around it, and every read one
 * from some write there (isl's value flow, L's writes as must-sources)?
 * 1 yes, 0 no, -1 when isl fails.  The privatise transform asks it of the
 * loop it privatises (transform_privatise.c), the tiler of a band's inner
 * loop for a row declared above it (tile.c). */
int kf_xform_reads_covered(const struct kf_model *m, const struct kf_node *L, int var);

/* Just past the ')' that closes loop L's header. */
size_t kf_xform_header_end(const char *text, size_t len, const struct kf_node *L);

#endif
