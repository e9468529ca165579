/*
 * model.h: the polyhedral model of one fragment, in isl.
 *
 * Contract: kf_model_build turns a kf_fragment (include/kforge/ir.h) into
 * isl objects (DESIGN.md "The parallelizer" step 2):
 *
 *   domain[s]  [p..] -> { S<id>[i0, .., i(d-1)] : loop bounds and affine ifs }
 *   sched[s]   S<id>[i] -> [c0, t0, c1, t1, .., c(D)]   (2D+1 form, padded)
 *              c_k: position in the enclosing loop body, t_k = i_k, or -i_k
 *              for a decrementing loop, so that lexicographic order is
 *              execution order
 *   acc[s][a]  S<id>[i] -> v<var>[subscripts]  for access a of statement s
 *
 * Parameters are p<var id>, arrays v<var id>.  The tests the host code makes
 * before the fragment (kf_fragment.host) are the context, intersected into
 * every domain, so dependences that need parameter values the host ruled
 * out do not arise.  Quotients by constants (kf_div) are isl's integer
 * divisions, exactly.  Over-approximations, never
 * under-: a non-affine bound is dropped, a non-affine if adds no constraint,
 * a non-affine subscript leaves its dimension free, a whole access touches
 * every element (wider, so that no such write kills a value).  An access
 * over a helper's loops (kf_span) quantifies them existentially; one
 * through a row of an array (kf_access.row) must be proven to stay in the
 * row, else it touches any element (with a note).  Linearised subscripts
 * a[i*n + j] are delinearised to
 * a[i][j] when every access to the array has the same shape and 0 <= j < n
 * holds on the domain (checked with isl); otherwise the array's accesses are
 * whole (where only helpers' loops reach it at such subscripts, those
 * accesses alone).  kf_model_build_assuming goes further where that proof fails (a
 * row stride apart from the width, img[y*stride + x] with x < w): it reads
 * the array in its shape anyway under the parameters where every access's
 * inner subscripts stay in range (isl: the parameters of the accesses that
 * leave [0, n), complemented, then simplified where the domain is not
 * empty), kept in `assume` with its C text, and every domain, schedule and
 * access is restricted to them, so the dependences are exact where the
 * assumption holds and say nothing of where it does not: code built on
 * such a model must run only behind a run-time test of assume_text
 * (codegen/openmp_alias.c).  Scalars and arrays declared inside a loop get the iterators of the
 * loops around their declaration as extra leading subscripts (expansion), so
 * iterations never share them.
 *
 * Ownership: the model owns its isl_ctx and every object in it; the
 * fragment is kept (not copied) and must outlive the model.  kf_model_free
 * frees everything, and the isl_ctx refuses to go while a reference leaks.
 */
#ifndef KFORGE_MODEL_H
#define KFORGE_MODEL_H

#include <isl/ctx.h>
#include <isl/map.h>
#include <isl/set.h>

#include "kforge/diag.h"
#include "kforge/ir.h"

struct kf_model {
    isl_ctx *ctx;
    const struct kf_fragment *f;
    int nstmt;            /* == f->nstmt; index s is statement S<s+1> */
    isl_set **domain;
    isl_map **sched;
    isl_map ***acc;       /* acc[s][a]; NULL for an access of a parameter */
    bool **wider;         /* wider[s][a]: acc[s][a] holds elements the access may not
                             touch (a subscript or a helper's loop bound left out, the
                             array taken whole): a write there is no must-write */
    isl_set *context;     /* [p..] -> { : what the host's tests establish } (kf_host_fact,
                             the used ones): every domain lies inside it */
    int schedule_dims;    /* 2 * maxdepth + 1 */
    int nnote;
    char **notes;         /* over-approximations the user should know about */
    struct kf_model_shape {
        int n;            /* a linearised array read as n dimensions (a[x + y*nx + z*nx*ny]:
                             3); 0 when its accesses are not linearised */
        int sizes[8];     /* the parameter (variable id) that dimension k + 1 counts */
    } *shape;             /* per variable of the fragment */
    bool may_assume;      /* kf_model_build: a linearised array missed the proof of its
                             shape, kf_model_build_assuming may read it under an assumption */
    isl_set *assume;      /* kf_model_build_assuming: [p..] -> { : ... }, what the model
                             holds under; NULL where it assumes nothing */
    char *assume_text;    /* its C text in the user's names ("w <= stride && 0 <= off"),
                             malloc'ed; NULL with assume */
    char *assume_what;    /* what it gives ("'img' as img[y][x]"), malloc'ed; NULL with
                             assume */
    bool runs_known;      /* with assume: runs_text says where every statement runs once
                             at least (false: that is not one simple conjunction) */
    char *runs_text;      /* that, beyond assume and context, as C ("1 <= h && 2 <= w"),
                             malloc'ed; NULL where they imply it.  Extents taken from the
                             accesses (analysis/extent.h) are offsets of instances there */
    bool *rows;           /* kf_model_build_rows, per variable: an array of row pointers
                             (double **, double ***) read with one dimension per level,
                             its rows taken apart from one another and from every other
                             array; NULL in the other models */
    bool rows_apart;      /* some rows[v] */
};

/* Builds the model; gives NULL (after an error through d) if isl rejects it.
 * file names the source in diagnostics. */
struct kf_model *kf_model_build(const struct kf_fragment *f, kf_diag *d, const char *file);
/* The same, where a linearised array's shape holds only for some values
 * of the parameters: a model under that assumption (assume, assume_text),
 * or NULL after an error.  assume is NULL where nothing had to be assumed
 * or no assumption was simple enough (one conjunction of at most four
 * affine constraints, satisfiable): the model is then kf_model_build's. */
struct kf_model *kf_model_build_assuming(const struct kf_fragment *f, kf_diag *d,
                                         const char *file);
/* The same, taking the rows of the fragment's arrays of row pointers
 * apart (rows, rows_apart): each such array whose every access names one
 * element with an affine subscript per level, none under a condition of
 * the data (its rows are then those a run-time test can read: gen's
 * alias-test, openmp_alias.c).  NULL after an error; rows_apart false
 * where no array qualifies. */
struct kf_model *kf_model_build_rows(const struct kf_fragment *f, kf_diag *d, const char *file);
void kf_model_free(struct kf_model *m);

/* "i0" / "p3" style name of variable `var` as seen from statement s, into
 * buf; used by the model's strings and by tests. */
void kf_model_var_name(const struct kf_fragment *f, const struct kf_stmt *s, int var, char *buf,
                       size_t n);

/* The iterations of loop L, every one its header runs, whether its body
 * holds a statement instance there or not: [p..] -> { L[i0, .., id] }
 * (d = L's depth) inside m's context, bounded by the bounds of L and of
 * the loops around it and by the ifs around L.  NULL (give) when one of
 * those is not exact in the model (a bound or condition it widens or drops:
 * not affine, or naming a scalar the fragment writes), or L holds no
 * statement. */
isl_set *kf_model_loop_domain(const struct kf_model *m, const struct kf_node *L);
/* Does the model hold access a of statement s exactly: its statement's
 * domain (every loop bound and if around it affine in the iterators and
 * parameters, nothing dropped) and its element (every subscript so, as
 * many as the array's dimensions, no quotient, no clamp)?  A must-write
 * needs it to be one. */
bool kf_model_access_exact(const struct kf_model *m, const struct kf_stmt *s,
                           const struct kf_access *a);

#endif
