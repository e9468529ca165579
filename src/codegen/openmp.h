/*
 * openmp.h (private): the OpenMP back end of `kforge gen` (gen.h).
 *
 * The core (gen.c) walks each fragment's loops from the outside in; the
 * first loop on a path that its plan runs in parallel comes here
 * (kf_omp_parallel_loop: a parallel for with its clauses, or the loop sunk
 * inside its inner loop), and a loop that stays sequential first
 * (kf_omp_sequential_loop: one parallel region around a time loop).  Both
 * answer with edits on the user's text (gen_int.h).  Before the plan, the
 * accumulator rewrite (kf_omp_accumulators) may hand the core a rewritten
 * text, analysed again, to plan instead.
 */
#ifndef KF_OPENMP_H
#define KF_OPENMP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "codegen/gen_int.h"
#include "passes/xform.h"

/* OpenMP's accumulator notes (omp_accumulators, at the end). */
struct accum_note {
    int frag;       /* fragment id */
    char *loop;     /* J's id */
    char *why;      /* the --explain line */
    bool cand;      /* rewritten in this round */
    bool paid;      /* trial: J and K interchanged */
    char *refused;  /* trial: why the interchange was not */
    bool told;
    struct kf_xform_accum x; /* on the first analysis */
    char *priv;     /* privatise-array: the arrays L's rows stand for ("sum,w"), else NULL */
};

/* OpenMP's interchanges made before the plan so that the tiler sees the
 * band they form (openmp_pretile.c): those the plan made inside one loop L
 * that runs in parallel, as edits on the text the rewrite starts from. */
struct pretile_note {
    int frag;       /* fragment id */
    char *loop;     /* L's id */
    int nedit;
    struct edit *edit;
    char *why;      /* the --explain lines of the interchanges */
    bool tiled;     /* trial: L tiled on the rewritten text */
    bool told;
};

enum kf_omp_pre { KF_PRE_OFF, KF_PRE_RECORD, KF_PRE_CHECK };

/* kf_omp_transform_text's analysis of the last text a transform was tried
 * on (below) */
struct kf_omp_tcache {
    char *text;            /* the text analysed (owned), or NULL */
    struct kf_analysis *a; /* kf_transform_analyse's analysis of it (owned) */
};

struct kf_gen_notes {
    int n;
    struct accum_note *note;
    bool trial;
    enum kf_omp_pre pre_mode; /* what a trial plan notes of the pretile rewrite */
    int npre;
    struct pretile_note *pre;
    char *pending; /* record: the explain lines of interchanges not yet noted */
    /* shared by privatise, expand and distribute: each analyses the text
     * anew only where the passes before it changed it (kf_omp_rewrite
     * frees it after them) */
    struct kf_omp_tcache tcache;
};

bool kf_omp_within(const struct kf_var *v, const struct kf_node *L);
bool kf_omp_declared_in(const struct kf_var *v, const struct kf_node *L);
int kf_omp_clauses(struct gen *g, const struct kf_fragment *f, const struct kf_loop_info *li,
                   char **out, bool *pre_init, char *why, size_t nwhy);

/* openmp_last.c: lastprivate and loops that may run no iteration.
 * kf_omp_runs_at: does loop c run at least once when iterator `it` is val
 * (it < 0: whatever its value)?  kf_omp_sure_writes: the variables L's
 * last iteration writes for sure, a calloc'ed array of 2 * f->nvar (give; NULL
 * when out of memory): [v] for sure, [f->nvar + v] under inner loops whose
 * bounds name no iterator, which run in every iteration of L or in none
 * (so its last iteration writes v exactly when any does: lastprivate with
 * firstprivate is right); kf_omp_reads, likewise, the scalars an iteration of L may
 * read before it writes them (whose value from before L it may see).  kf_omp_in_block:
 * L is a statement of a block (f's top level, or after a {, ; or }), where
 * a statement may go before it.
 * kf_omp_init_before: L's init ("i = 0;") as a statement before it. */
bool kf_omp_runs_at(const struct kf_node *c, int it, long val);
bool *kf_omp_sure_writes(const struct kf_fragment *f, const struct kf_node *L);
/* Is write a of s made on every path of an iteration: joint (ir.h) over
 * an if or a switch that is under no if itself? */
bool kf_omp_sure_joint(const struct kf_stmt *s, const struct kf_access *a);
bool *kf_omp_reads(const struct kf_node *L, int nvar);
bool kf_omp_in_block(const struct gen *g, const struct kf_fragment *f, const struct kf_node *L);
void kf_omp_init_before(struct gen *g, const struct kf_node *L);
void kf_omp_pragma_before(struct gen *g, size_t at, const char *directive);
void kf_omp_interchange(struct gen *g, const struct kf_fragment *f, const struct kf_deps *dp,
                        const struct kf_node *n);
int kf_omp_indents(const struct gen *g, const struct kf_node *L, const struct kf_node *J,
                   size_t *line, char *unit, size_t nunit);
int kf_omp_xform_yes(struct gen *g, const struct kf_node *L, int r, const char *why);
FILE *kf_omp_open_text(struct gen *g, char **buf, size_t *blen);
int kf_omp_close_text(struct gen *g, FILE *o, char **buf, const size_t *blen);
size_t kf_omp_past_semicolon(const struct gen *g, size_t off);
const char *kf_omp_simd_self(const struct gen *g, const struct kf_fragment *f,
                             const struct kf_deps *dp, const struct kf_node *L,
                             const char *clauses);
void kf_omp_inside(struct gen *g, const struct kf_fragment *f, const struct kf_deps *dp,
                   const struct kf_node *L);
/* openmp_alias.c: the dependences of fragment fi with the loops that only
 * pointers which may overlap keep sequential run in parallel, and the
 * fragment versioned with the run-time test that they do not; NULL when
 * there is none or no test can be written (the analysis' own then). */
struct kf_deps *kf_omp_alias_deps(struct gen *g, int fi);
/* Two versions of the text from `begin`'s line (when only blanks come
 * before it there) to `end` and the ';' after it (kf_gen_version, or
 * kf_gen_version_required when required): kf_gen_version's answer, or -1. */
int kf_omp_version(struct gen *g, size_t begin, size_t end, const char *cond, bool required);
/* The same range for loop L (from its line to its end), as a required
 * version: kf_gen_version_guard's answer. */
int kf_omp_version_guard(struct gen *g, const struct kf_node *L, const char *cond);
int kf_omp_parallel_loop(struct gen *g, const struct kf_fragment *f,
                         const struct kf_deps *dp, const struct kf_loop_info *li);
bool kf_omp_named_in_macro(const struct gen *g, const char *name);
/* "k = BASE + step * (it - (LB));": what sets L's i-th induction variable
 * (ir.h, struct kf_induct) at the top of an iteration, into buf.  base is
 * k's value before L as the code at hand holds it (OpenMP: the copy
 * kf_k_0; a GPU kernel: k, its by-value parameter), lb L's lower bound as
 * that code spells it.  One text for every target that runs L in parallel. */
void kf_omp_induct_set(const struct kf_fragment *f, const struct kf_node *L, int i,
                       const char *base, const char *lb, char *buf, size_t n);
bool kf_omp_dead_after(const struct gen *g, const struct kf_fragment *f, const struct kf_var *v,
                       const struct kf_node *T);
size_t kf_omp_scope_end(const struct gen *g, const struct kf_var *v);
/* For J and the loops right under it: dead[v] when the value the loop
 * counting with v leaves in it is never read (kf_omp_dead_after); NULL
 * when out of memory.  The caller frees it. */
bool *kf_omp_dead_iters(const struct gen *g, const struct kf_fragment *f, const struct kf_node *J);
int kf_omp_sequential_loop(struct gen *g, int fi, const struct kf_loop_info *li);
/* openmp.c: a loop or if with a loop right inside it (through ifs); L an
 * innermost loop with no early exit whose verdict is parallel (no
 * reduction): its iterations may run in SIMD lanes. */
bool kf_omp_has_inner_loop(const struct kf_node *n);
bool kf_omp_simd_candidate(const struct kf_fragment *f, const struct kf_deps *dp,
                           const struct kf_node *L);
/* openmp_simd.c: `#pragma omp simd` before L, an innermost loop that stays
 * sequential, when it carries no dependence, needs no clause and calls
 * nothing gcc may not vectorise; 0 when placed, else -1 (--explain says
 * why not).  Passes simd and seq-simd. */
int kf_omp_seq_simd(struct gen *g, const struct kf_fragment *f, const struct kf_deps *dp,
                    const struct kf_node *L);
/* The same in the as-written copy of version v (kf_omp_version's answer;
 * -1: nothing) for every innermost loop under n, itself included. */
void kf_omp_version_simd(struct gen *g, int v, const struct kf_fragment *f,
                         const struct kf_deps *dp, const struct kf_node *n);
/* openmp_scalar.c: in fragment f's innermost loops, each array element
 * read and written at one subscript the loop does not move, that no other
 * access there may touch, kept in a local of its type across the loop
 * (pass scalar-acc; --explain says which and why not).  After the plan's
 * other edits, which it leaves whole. */
void kf_omp_scalar_acc(struct gen *g, const struct kf_fragment *f);
/* openmp_wave.c: sequential loop L and its only inner loop as a wavefront
 * (analysis/wave.h): one parallel region, an omp for per wave; 0, or -1
 * when it does not apply or pay (the core goes on inside L). */
int kf_omp_wave(struct gen *g, int fi, const struct kf_loop_info *li);
void kf_omp_accums_free(struct kf_gen_notes *acc);
void kf_omp_accums_reached(struct gen *g, const struct kf_fragment *f, const struct kf_node *J,
                           int r, const char *why);
void kf_omp_accums_tell(struct gen *g, const struct kf_fragment *f, const char *loop);
int kf_omp_accumulators(const struct kf_analysis *a, const char *text, size_t len,
                        const struct kf_gen_options *o, struct kf_gen_notes *acc,
                        struct kf_analysis **a2, char **text2);
/* The accumulators rewritten before order-keep (kf_gen_files runs it
 * first): a nest's rewrites stay where order-keep then reschedules one
 * nest more than as written (ludcmp's first nest, which takes lu's
 * route); *a2 and *text2 the new analysis and text, NULL when none stays
 * (the caller frees them); 0, or -1 when out of memory. */
int kf_omp_accum_order(const struct kf_analysis *a, const char *text, size_t len,
                       const struct kf_gen_options *o, struct kf_analysis **a2, char **text2);

/* openmp_cost.c: does a fork, or a barrier, pay for the work it shares?
 * kf_omp_work_test estimates the work (statement instances) of one
 * execution of each of the loops, summed, on the average over the
 * iterations of the loops from `within` inward (for a parallel for, the
 * loop itself; for the omp fors of a time loop's region, the time loop),
 * and holds it against the minimum for each of `barriers` forks or
 * barriers, and against the copies that their array reductions give each
 * thread (*need: the instances that pay, where constant). */
enum kf_omp_pays {
    KF_OMP_PAYS_UNKNOWN, /* a bound it cannot read: as the analysis found */
    KF_OMP_PAYS,         /* a constant work of at least the minimum, or no minimum */
    KF_OMP_PAYS_NOT,     /* a constant work below it (*work: per fork or barrier) */
    KF_OMP_PAYS_IF,      /* when `test` (C, "... >= 8192") holds at run time */
};
enum kf_omp_pays kf_omp_work_test(const struct gen *g, const struct kf_fragment *f,
                                  const struct kf_node *const *loops, int nloop,
                                  const struct kf_node *within, int barriers, char *test,
                                  size_t n, long *work, long *need);
long kf_omp_min_work(const struct gen *g); /* the options' minimum, or the default */
/* what `need` (of kf_omp_work_test) pays for, for a message: "starting a
 * team", and the threads' copies where it holds them too */
const char *kf_omp_pays_for(const struct gen *g, long need, int barriers);
/* The estimate itself, for other cost models (gpu_choice.c): the work of
 * every execution of L with its own and its inner loops' iterators averaged
 * out, times 2^*twice (NULL: a bound it cannot read); known_at the same
 * averaging of any w (iterators of L and of the loops inside it); trip a
 * loop's trip count over its first bounds.  In arena a. */
struct kf_poly *kf_omp_loop_work(kf_arena *a, const struct kf_fragment *f, const struct kf_node *L,
                                 int *twice);
struct kf_poly *kf_omp_known_at(kf_arena *a, const struct kf_fragment *f, const struct kf_node *L,
                                struct kf_poly *w, int *twice);
struct kf_poly *kf_omp_trip(kf_arena *a, const struct kf_node *M);
/* The same for a wavefront of L { L2 } with skew a (openmp_wave.c): one
 * fork, a barrier per wave; *work: per wave, where constant. */
enum kf_omp_pays kf_omp_wave_test(const struct gen *g, const struct kf_fragment *f,
                                  const struct kf_node *L, const struct kf_node *L2, int a,
                                  char *test, size_t n, long *work);

/* openmp_tile.c: L tiled with the band below it, `directive` (parallel
 * for ...) on its tile loop; 0, or -1 when it is not (the caller goes on). */
int kf_omp_tile(struct gen *g, const struct kf_fragment *f, const struct kf_deps *dp,
                const struct kf_node *L, const char *directive);

/* openmp_pretile.c: interchanges inside a loop L that runs in parallel,
 * made on the text before the plan where L's nest, so rewritten, is tiled
 * (a trial plan shows which): 2mm's i { j { =0; k { += } } } becomes
 * gemm's i { j { =0 } k { j { += } } }, whose band the tiler takes.
 * *a3 and *t3 (given) are the new analysis and text, NULL when nothing is
 * rewritten; -1 when out of memory.  kf_omp_pretile_record: a trial notes
 * the edits [from, g->nedit) that kf_omp_inside made inside L, and `why`
 * (kf_omp_pretile_why) the line --explain gives each; kf_omp_pretile_tiled:
 * L was tiled (a trial notes it, the final plan tells the notes). */
int kf_omp_pretile(const struct kf_analysis *a, const char *text, size_t len,
                   const struct kf_gen_options *o, struct kf_gen_notes *notes,
                   struct kf_analysis **a3, char **t3);
void kf_omp_pretile_record(struct gen *g, const struct kf_fragment *f, const struct kf_node *L,
                           int from);
void kf_omp_pretile_why(struct gen *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void kf_omp_pretile_tiled(struct gen *g, const struct kf_fragment *f, const struct kf_node *L);
bool kf_omp_pretile_recording(const struct gen *g);
void kf_omp_pretile_free(struct kf_gen_notes *notes);
/* What the rewrites before the plan share.  kf_omp_trial: a plan of
 * (a, text) with no explain or dump, its notes in trial mode m (diagnostics
 * to qd); false when it fails.  kf_omp_edited: t's text with its edits
 * made (NULL: out of memory), t's edits freed.  kf_omp_reanalyse: t2,
 * rewritten from a's text t1[0, n1), analysed as a's file, its locations
 * the user's (support/linemap.h); NULL when it fails or its fragments
 * differ in number (given). */
bool kf_omp_trial(const struct kf_analysis *a, const char *text, const struct kf_gen_options *o,
                  struct kf_gen_notes *notes, enum kf_omp_pre m, kf_diag *qd);
char *kf_omp_edited(struct gen *t);
struct kf_analysis *kf_omp_reanalyse(const struct kf_analysis *a, const struct kf_gen_options *o,
                                     const char *t1, size_t n1, const char *t2, kf_diag *qd);

/* openmp_accum.c: the entries of struct kf_backend (gen_int.h). */
/* openmp_accum.c: a note --explain prints for loop `loop` of fragment frag
 * when the plan reaches it or at the fragment's end; 0, or -1 when out of
 * memory. */
int kf_omp_note_add(struct kf_gen_notes *acc, int frag, const char *loop, const char *why);
/* openmp_form.c: the loops whose conditions are not in OpenMP's canonical
 * form (kf_node.omp_cond) written in it and the text analysed again: *a2
 * and *t2 (give; both NULL when no loop needs it, or the text does not
 * analyse), a note for each such loop in notes.  0, or -1 when out of
 * memory. */
int kf_omp_loop_form(const struct kf_analysis *a, const char *text, size_t len,
                     const struct kf_gen_options *o, struct kf_gen_notes *notes,
                     struct kf_analysis **a2, char **t2);
/* openmp_distrib.c: one transform of kforge transform's menu (`spec`, transform.h) on *text,
 * which the new text replaces (the old one freed): 0, or -1 with the first
 * error's message in why.  The passes that rewrite before the plan
 * (distribute, expand, privatise) apply theirs through it.  tc keeps the
 * analysis of the last text a transform was tried on, so that the next
 * tried on the same text (the last one refused, or the passes before
 * it rewrote nothing) does not analyse it again: zeroed before the first,
 * kf_omp_tcache_free after the last. */
int kf_omp_transform_text(const struct kf_analysis *a, const struct kf_gen_options *o, char **text,
                          const char *spec, struct kf_omp_tcache *tc, char *why, size_t nwhy);
void kf_omp_tcache_free(struct kf_omp_tcache *tc);
/* openmp_distrib.c: the loops whose inner loops the plan could turn once
 * distributed, rewritten (kforge transform's distribute) and the text
 * analysed again: *a2 and *t2 (give; both NULL when none is), a note for
 * each candidate in notes.  0, or -1 when out of memory. */
int kf_omp_distribute(const struct kf_analysis *a, const char *text, size_t len,
                      const struct kf_gen_options *o, struct kf_gen_notes *notes,
                      struct kf_analysis **a2, char **t2);
/* openmp_expand.c: the parallel loops whose scalars stop the plan from
 * turning them, the scalars expanded (kforge transform's expand, and its
 * distribute at a nest's top) and the text analysed again: *a2 and *t2
 * (give; both NULL when none is), a note for each candidate in notes.
 * 0, or -1 when out of memory. */
int kf_omp_expand(const struct kf_analysis *a, const char *text, size_t len,
                  const struct kf_gen_options *o, struct kf_gen_notes *notes,
                  struct kf_analysis **a2, char **t2);
/* openmp_privatise.c: the sequential loops whose blocking dependences are
 * all on scratch rows they write over, each row made private to the
 * iteration and the last iteration peeled (kforge transform's privatise),
 * the text analysed again: *a2 and *t2 (give; both NULL when none is), a
 * note for each candidate in notes.  0, or -1 when out of memory. */
int kf_omp_privatise(const struct kf_analysis *a, const char *text, size_t len,
                     const struct kf_gen_options *o, struct kf_gen_notes *notes,
                     struct kf_analysis **a2, char **t2);
/* After the plan of fragment f: each loop privatise-array rewrote whose
 * rows' size the parameters give runs, when they would take more than
 * KF_XFORM_ROW_STACK bytes of a thread's stack, as written on the arrays
 * themselves (a required version around the loop, its as-written copy
 * with the rows' declarations out and their names back). */
void kf_omp_privatise_guard(struct gen *g, const struct kf_fragment *f);
int kf_omp_rewrite(const struct kf_analysis *a, const char *text, size_t len,
                   const struct kf_gen_options *o, struct kf_gen_notes **notes,
                   struct kf_analysis **a2, char **text2);
void kf_omp_notes_free(struct kf_gen_notes *acc);
void kf_omp_fragment_done(struct gen *g, const struct kf_fragment *f);

#endif
