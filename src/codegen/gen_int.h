/*
 * gen_int.h (private): what the code generation core (gen.c) shares with
 * its back ends (openmp*.c, gpu*.c).
 *
 * Back ends answer with edits: a replacement of a byte range of the user's
 * text (an insertion when empty), applied in offset order at the end, so
 * everything outside the edited ranges stays as written by construction.
 */
#ifndef KF_GEN_INT_H
#define KF_GEN_INT_H

#include <stdbool.h>
#include <stddef.h>

#include "kforge/gen.h"

struct edit {
    size_t offset, del;
    char *text;
    int seq; /* insertion order, for a stable sort */
    int orig; /* 0; else 1 + the seq of the version whose as-written copy alone
                 takes it (kf_gen_version_orig) */
};

/* Two versions of a range of the user's text: as the edits make it when
 * `cond` holds at run time, as written otherwise (kf_gen_version). */
struct version {
    size_t begin, end;
    char *cond;
    bool required; /* the edited text is wrong where cond fails (kf_gen_version_required) */
    int seq;       /* the order it was asked in (kf_gen_version's answer) */
};

struct kf_gpu_file; /* gpu.h's state for the whole file */
struct kf_gen_notes; /* a back end's notes on its rewrite (OpenMP: openmp.h) */

struct gen {
    const struct kf_analysis *a;
    const char *text;
    size_t len;
    const struct kf_gen_options *o;
    kf_diag *d;
    int nedit, cap;
    struct edit *edits;
    int nversion;
    struct version *versions;
    int nparallel;
    bool nomem;
    struct kf_gpu_file *gpu;
    char *device; /* CUDA: the .cu file's text (malloc'ed), set by kf_gpu_finish */
    const struct kf_backend *be;
    const struct kf_deps *dp; /* the fragment's dependences, as the plan reads them
                                 (a back end's fragment_deps, or the analysis') */
    bool versions_closed;     /* a required version spans the fragment: no other */
    char alias_why[256];      /* why no run-time test tells the fragment's pointers
                                 apart, where a back end tried one ("" otherwise): the
                                 warning of a fragment left sequential says it */
    bool alias_tested;        /* that version tests the pointers of the loops it upgrades
                                 apart (openmp_alias.c) */
    bool version_lost;        /* a required version could not be cut: no output */
    bool rows_helper;         /* the output declares kf_rows_apart (openmp_alias.c) */
    enum kf_gen_pass pass; /* the pass making edits now (KF_PASS_COUNT: none) */
    struct kf_gen_notes *accum; /* the back end's rewrite notes (OpenMP: its accumulators) */
    char why_not[320];          /* the fragment's first parallel loop a back end refused, and
                                   why ("L4 (i): ..."), for the warning; "" when none */
};

void kf_gen_replace(struct gen *g, size_t offset, size_t del, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* The text [begin, end) runs as the edits inside it make it only when cond
 * (a C expression of what is known at begin) holds, and as written
 * otherwise: `if (cond) { edited } else { original }`.  Ranges must not
 * overlap one another, nor cut an edit; one that does stays one version
 * (the edited), which the back end must make correct on its own. */
int kf_gen_version(struct gen *g, size_t begin, size_t end, const char *cond);
/* Inserts `text` at `offset` in the as-written copy of version `v` (what
 * kf_gen_version answered; -1: nothing) only: a pragma that is right in
 * both copies (OpenMP's simd, openmp.c).  Dropped with the version. */
void kf_gen_version_orig(struct gen *g, int v, size_t offset, const char *text);
/* The same, for edits that are correct only where cond holds: no other
 * version may be taken inside it (those asked for are dropped), and one
 * that cannot be cut makes the whole output fail rather than run the
 * edited text unguarded. */
void kf_gen_version_required(struct gen *g, size_t begin, size_t end, const char *cond);
/* A required version (as above) whose range holds [begin, end): the one
 * asked for already, its cond then `cond && (its cond)`, else a new one
 * over exactly [begin, end).  Its seq (for kf_gen_edit's as-written edits),
 * or -1 when out of memory. */
int kf_gen_version_guard(struct gen *g, size_t begin, size_t end, const char *cond);
/* The general edit: `del` bytes at `offset` replaced by `text`, in the
 * edited text (v < 0) or in version v's as-written copy only (v >= 0, as
 * kf_gen_version_orig); with `first`, an insertion goes before every other
 * insertion at offset (what closes a block opened inside the constructs
 * that other insertions there close: scalar-acc's store and brace). */
void kf_gen_edit(struct gen *g, int v, size_t offset, size_t del, bool first, const char *text);
/* Fragment fi's loops that only pointers which may overlap keep sequential
 * (openmp_alias.c): a copy of its dependences with their verdicts as if the
 * pointers were apart (caller frees, kf_gen_deps_free) and the run-time
 * test that they are, a C condition in *test (malloc'ed, caller frees),
 * *nup the loops it upgrades.  The elements tested are those the fragment
 * reaches, or with from0 all from each pointer's element 0 on (what a
 * device buffer copies in and back: a stale copy of an element another
 * pointer writes would overwrite it).  NULL when there is none, or no
 * test can be written (then why says so, else it is ""). */
struct kf_deps *kf_gen_alias_deps(struct gen *g, int fi, bool from0, char **test, int *nup,
                                  char *why, size_t nwhy);
/* May fragment fi run under its model's run-time assumption (analyze.h:
 * amodels, adeps; model.h)?  It has one, not taken yet (kf_analysis_assume),
 * the delin-assume pass is on, and a test before the fragment can name
 * every parameter of it (else false, with why: which one cannot be named;
 * "" for the other reasons). */
bool kf_gen_assumable(const struct gen *g, int fi, char *why, size_t nwhy);
/* The pairs of variables that fragment fi's upgradable loops (those only
 * pointers which may overlap keep sequential) are blocked by, into *pair
 * (grown in ar); returns their count. */
int kf_gen_alias_upgrade_pairs(const struct gen *g, int fi, kf_arena *ar, int (**pair)[2]);
/* Adds the pair (p, q) to *pair (npair long, grown in ar) unless it is
 * there either way round; returns the new count. */
int kf_gen_alias_add_pair(kf_arena *ar, int (**pair)[2], int npair, int p, int q);
/* The C test that the elements fragment fi reaches through each pair's two
 * variables are apart (from0: from element 0 on, to extent[v] elements
 * where extent and extent[v] are given: a device buffer's count), malloc'ed
 * (caller frees); NULL when npair is 0 or one of them cannot be tested
 * (then why says so). */
char *kf_gen_alias_test(const struct gen *g, int fi, int npair, const int (*pair)[2], bool from0,
                        const char *const *extent, kf_arena *ar, char *why, size_t nwhy);
/* Arrays of row pointers taken apart (openmp_alias.c; analyze.h, rmodels):
 * with g->a's model of fragment fi the one that takes them apart (a view,
 * or kf_analysis_take_rows), a copy of its dependences with the loops
 * that only plain pointers which may overlap keep sequential upgraded
 * where those are tested apart, the test of both (the rows apart, then
 * the pairs; from0 as kf_gen_alias_deps) into *test (malloc'ed) and the
 * loops sequential in base (the model as written) that it runs in
 * parallel into *nup; NULL when none gains, or no test can be written
 * (why says so). */
struct kf_deps *kf_gen_rows_deps(struct gen *g, int fi, const struct kf_deps *base, bool from0,
                                 char **test, int *nup, char *why, size_t nwhy);
/* The test, with fragment fi's rows taken apart as above, that they lie
 * apart from one another and from the other side of each pair given that
 * holds one of them, and that the other pairs are apart (as
 * kf_gen_alias_test with from0 and extent: the device buffers' counts);
 * malloc'ed, or NULL with why. */
char *kf_gen_rows_alias_test(const struct gen *g, int fi, int npair, const int (*pair)[2],
                             const char *const *extent, kf_arena *ar, char *why, size_t nwhy);
/* Declares kf_rows_apart, which those tests call, once per output, before
 * the function of fragment fi (file scope). */
void kf_gen_rows_helper(struct gen *g, int fi);
/* Would running loop li in parallel reassociate a floating-point sum or
 * product (a + or * reduction on a float variable)?  0: it reorders none;
 * 1: it does, and may (why: which, and why it may); -1: it may not (why).
 * The rule: --strict-fp forbids it; -ffast-math or -fassociative-math in
 * the compiler flags allow it; otherwise only where no loop of its nest
 * (from the outermost loop around it) can run in parallel instead, keeping
 * every sum's order (each thread owning whole sums), and never where the
 * sum's result feeds the terms of later sums, where a change in rounding
 * would compound: an array element whose terms read the array's other
 * elements (trisolv, cholesky), or a scalar whose result flows (isl's flow
 * dependences, through the statements after the loop) back into a term of
 * the loop (a forward substitution summing in a scalar, ludcmp's w). */
int kf_gen_fp_rule(const struct gen *g, const struct kf_fragment *f, const struct kf_deps *dp,
                   const struct kf_loop_info *li, char *why, size_t n);
void kf_gen_explain(struct gen *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* settings.h's show_reductions: a note per reduction loop li runs in
 * parallel, saying how (`how`). */
void kf_gen_show_reductions(struct gen *g, const struct kf_fragment *f,
                            const struct kf_loop_info *li, const char *how);
const struct kf_loop_info *kf_gen_loop_info(const struct kf_fragment *f,
                                            const struct kf_deps *dp, const struct kf_node *loop);

/*
 * A back end (STYLE.md habit 7): one entry per target, in the core's one
 * table (gen.c).  The core asks the entry, never the target's name: either
 * it walks the loops and hands loops to parallel_loop / sequential_loop
 * (OpenMP), or the back end rewrites whole fragments (fragment: OpenCL and
 * CUDA, over one GPU core whose host API is `host`).
 */
struct host_api; /* gpu.h: what a GPU target writes on the host */

struct kf_backend {
    enum kf_gen_target target;
    const char *name;
    /* What the header line counts: "%d <unit>s<unit_tail>". */
    const char *unit, *unit_tail;
    /* It writes a second file (CUDA's .cu): a run without it failed. */
    bool device_file;
    /* GPU targets: the host API under the GPU core; NULL otherwise. */
    const struct host_api *host;
    /* Before the plan (optional, only with o->fe): may rewrite the text
     * (OpenMP's accumulators) into *text2, analysed again into *a2 (both
     * left NULL when nothing pays); *notes (malloc'ed, freed by notes_free)
     * go to the plan as g->notes.  0, or -1 when out of memory. */
    int (*rewrite)(const struct kf_analysis *a, const char *text, size_t len,
                   const struct kf_gen_options *o, struct kf_gen_notes **notes,
                   struct kf_analysis **a2, char **text2);
    void (*notes_free)(struct kf_gen_notes *notes);
    /* Makes loop `li` of fragment `f` run in parallel; 0, or -1 when this
     * back end cannot (the core then tries the loop's inner loops). */
    int (*parallel_loop)(struct gen *g, const struct kf_fragment *f, const struct kf_deps *dp,
                         const struct kf_loop_info *li);
    /* Called for a loop that stays sequential, before its inner loops are
     * tried: 0 when the back end has placed them itself (OpenMP: one
     * parallel region around the loop), -1 to let the core go on. */
    int (*sequential_loop)(struct gen *g, int fi, const struct kf_loop_info *li);
    /* The dependences the plan reads for fragment fi, when the back end
     * has its own (optional; OpenMP: loops kept sequential only by
     * pointers that may overlap, for a version tested at run time): a
     * malloc'ed copy the core frees with kf_gen_deps_free, or NULL for the
     * analysis' own. */
    struct kf_deps *(*fragment_deps)(struct gen *g, int fi);
    /* After the core's walk of fragment f (optional). */
    void (*fragment_done)(struct gen *g, const struct kf_fragment *f);
    /* Or: rewrites a whole fragment (GPU back ends, kf_gpu_fragment); gives the
     * number of loops it runs in parallel, or -1 after a diagnostic. */
    int (*fragment)(struct gen *g, int fi);
    /* Called once after every fragment (file-scope text); 0 or -1. */
    int (*finish)(struct gen *g);
    /* Frees what the back end kept in g (optional). */
    void (*release)(struct gen *g);
};

/* The entries of the table (openmp.c, gpu_opencl.c, gpu_cuda.c). */
extern const struct kf_backend kf_backend_openmp, kf_backend_opencl, kf_backend_cuda;

/* A copy of d whose loop table the caller may change: the table is the
 * copy's own (malloc'ed), what its entries point to is d's.  NULL when out
 * of memory.  kf_gen_deps_free frees the copy, never what it shares. */
struct kf_deps *kf_gen_deps_copy(const struct kf_deps *d);
void kf_gen_deps_free(struct kf_deps *d);

/* gen.c: edits applied, the plan's rule for a loop, one run of a back end. */
char *kf_gen_apply_edits(struct gen *g);
bool kf_gen_plan_loop(const struct gen *g, const struct kf_fragment *f,
                      const struct kf_loop_info *li);
/* The section ("lo:len") of array reduction r of loop L that each thread
 * reduces into a copy of, in ar; NULL, with the reason in why, where the
 * array cannot be so reduced (gen.c). */
const char *kf_gen_array_reduction(const struct gen *g, const struct kf_fragment *f,
                                   const struct kf_node *L, const struct kf_red *r, kf_arena *ar,
                                   char *why, size_t nwhy);
int kf_gen_run(const struct kf_backend *be, const struct kf_analysis *a, const char *text,
               size_t len, const struct kf_gen_options *o, kf_diag *d,
               struct kf_gen_notes *notes, char **out, char **device);


/* pipeline.c: the pass table (gen.h).  Is pass p on?  Is its text asked
 * for?  Its text (to o->dump when dump_after is p).  pass_enter: edits
 * made from now on are p's (kf_gen_replace dumps them); gives the pass
 * before, to restore. */
bool kf_gen_pass_on(const struct gen *g, enum kf_gen_pass p);
bool kf_gen_dumping(const struct gen *g, enum kf_gen_pass p);
void kf_gen_dump(const struct gen *g, enum kf_gen_pass p, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
enum kf_gen_pass kf_gen_pass_enter(struct gen *g, enum kf_gen_pass p);
/* One line of pass p's log (a decision or a refusal and its reason): to
 * --explain as "  NAME: ...", to --dump-after=NAME as "-- NAME: ...". */
void kf_gen_log(const struct gen *g, enum kf_gen_pass p, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

#endif
