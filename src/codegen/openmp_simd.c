/*
 * openmp_simd.c: `omp simd` where no team runs (openmp.h's kf_omp_seq_simd
 * and kf_omp_version_simd, pass seq-simd): an innermost loop that carries
 * no dependence runs its iterations in SIMD lanes in a nest that stays
 * sequential, and in the as-written copy of a nest versioned on its work.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/openmp.h"
#include "support/ctext.h"

/*
 * SIMD without a team.  Where the nest stays sequential (the cost model
 * finds a fork too dear: atax, durbin, jacobi-1d at PolyBench's LARGE; or
 * no loop around is parallel) an innermost loop that carries no dependence
 * still may run its iterations in SIMD lanes: the same verdict that would
 * allow `omp for` allows `omp simd`, and gcc honours it at -O2 with
 * -fopenmp, where it vectorises nothing else (issue 14; Polly and gcc -O3
 * vectorise such loops on their own).  No fork, so no cost to weigh.
 *
 *     for (t ...)                          for (t ...)
 *         for (i ...)            ==>           #pragma omp simd
 *             B[i] = A[i-1] + A[i];            for (i ...)
 *                                                  B[i] = A[i-1] + A[i];
 *
 * Never on a reduction (verdict parallel only: lanes would reassociate a
 * floating-point sum), nor with a clause (a scalar to privatise, an
 * induction variable, an iterator read after the loop), nor where gcc may
 * not vectorise: a call it has no vector form of, a while/do/switch the
 * model keeps opaque, an early exit (kf_omp_simd_candidate).
 */
static const char *seq_simd_call(const struct gen *g, const struct kf_node *L, size_t *n)
{
    /* identifiers before '(' that are no call, and calls gcc vectorises */
    static const char *const ok[] = {"sizeof", "_Alignof", "alignof", "if", "for", "while",
                                     "switch", "return", "_Generic", "fabs", "fabsf", NULL};
    size_t i = L->body.begin.offset, end = kf_omp_past_semicolon(g, L->body.end.offset);
    if (end > g->len)
        end = g->len;
    size_t len;
    while ((i = kf_ctext_ident_in(g->text, end, i, &len)) < end) {
        size_t b = i;
        i += len;
        size_t k = i;
        while (k < end && (g->text[k] == ' ' || g->text[k] == '\t' || g->text[k] == '\n'))
            k++;
        if (k >= end || g->text[k] != '(')
            continue;
        bool fine = false;
        for (int o = 0; ok[o] && !fine; o++)
            fine = strlen(ok[o]) == i - b && !strncmp(ok[o], g->text + b, i - b);
        if (!fine) {
            *n = i - b;
            return g->text + b;
        }
    }
    return NULL;
}

static bool has_opaque(const struct kf_node *n)
{
    if (n->kind == KF_NODE_STMT)
        return n->stmt->kind == KF_STMT_OPAQUE;
    for (int i = 0; i < n->nchild + n->nelse; i++)
        if (has_opaque(i < n->nchild ? n->child[i] : n->else_child[i - n->nchild]))
            return true;
    return false;
}

/* May L, innermost and sequential, take `omp simd`?  With say, --explain
 * hears why not. */
static bool seq_simd_ok(struct gen *g, const struct kf_fragment *f, const struct kf_deps *dp,
                        const struct kf_node *L, bool say)
{
    if (!kf_gen_pass_on(g, KF_PASS_SIMD) || !kf_gen_pass_on(g, KF_PASS_SEQ_SIMD))
        return false;
    const struct kf_loop_info *li = kf_gen_loop_info(f, dp, L);
    if (say && li && li->verdict == KF_REDUCTION && !kf_omp_has_inner_loop(L))
        kf_gen_explain(g, "%-8s no omp simd: it is a reduction, which lanes would reassociate\n",
                       L->id);
    if (!kf_omp_simd_candidate(f, dp, L))
        return false;
    size_t n = 0;
    const char *call = seq_simd_call(g, L, &n);
    const char *no = has_opaque(L)      ? "a while, do or switch in it is kept whole"
                     : L->ninduct > 0 ? "its induction variables would need clauses"
                                      : NULL;
    if (call || no) {
        if (say && call)
            kf_gen_explain(g, "%-8s no omp simd: it calls %.*s, which gcc may not vectorise\n",
                           L->id, (int)n, call);
        else if (say)
            kf_gen_explain(g, "%-8s no omp simd: %s\n", L->id, no);
        return false;
    }
    char *clauses = NULL, why[256];
    int rc = kf_omp_clauses(g, f, li, &clauses, NULL, why, sizeof why);
    bool plain = rc == 0 && clauses && !*clauses;
    free(clauses);
    if (!plain && say)
        kf_gen_explain(g, "%-8s no omp simd: %s\n", L->id,
                       rc == 0 ? "the scalars it writes would need clauses" : why);
    return plain;
}

int kf_omp_seq_simd(struct gen *g, const struct kf_fragment *f, const struct kf_deps *dp,
                    const struct kf_node *L)
{
    if (!seq_simd_ok(g, f, dp, L, true))
        return -1;
    enum kf_gen_pass was = kf_gen_pass_enter(g, KF_PASS_SEQ_SIMD);
    kf_gen_explain(g, "%-8s omp simd though sequential: it carries no dependence\n", L->id);
    kf_gen_dump(g, KF_PASS_SEQ_SIMD, "-- seq-simd: %s (line %u) gets omp simd, no team\n", L->id,
                L->header.begin.line);
    kf_omp_pragma_before(g, L->header.begin.offset, "simd");
    g->pass = was;
    return 0;
}

/* The as-written copy of a nest versioned on its work (version v: an if()
 * test, kf_omp_version) runs sequentially, the common case where the test
 * fails (atax's, durbin's and jacobi-1d's loops at every PolyBench size):
 * its innermost loops take `omp simd` there as kf_omp_seq_simd would. */
void kf_omp_version_simd(struct gen *g, int v, const struct kf_fragment *f,
                         const struct kf_deps *dp, const struct kf_node *n)
{
    if (v < 0)
        return;
    if (n->kind == KF_NODE_LOOP && !kf_omp_has_inner_loop(n)) {
        if (!seq_simd_ok(g, f, dp, n, false))
            return;
        size_t at = n->header.begin.offset, line;
        int w = kf_ctext_indent(g->text, at, &line);
        char *t = NULL;
        if (asprintf(&t, "#pragma omp simd\n%.*s", w > 0 ? w : 0, g->text + line) < 0) {
            g->nomem = true;
            return;
        }
        kf_gen_explain(g, "%-8s omp simd in the sequential version\n", n->id);
        kf_gen_dump(g, KF_PASS_SEQ_SIMD, "-- seq-simd: %s (line %u) gets omp simd where the "
                    "test fails\n", n->id, n->header.begin.line);
        kf_gen_version_orig(g, v, at, t);
        free(t);
        return;
    }
    for (int i = 0; i < n->nchild + n->nelse; i++)
        kf_omp_version_simd(g, v, f, dp, i < n->nchild ? n->child[i] : n->else_child[i - n->nchild]);
}
