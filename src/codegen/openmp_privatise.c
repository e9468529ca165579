/*
 * openmp_privatise.c: a scratch row that every iteration of a loop writes
 * before it reads it, made private to the iteration before the plan, so
 * that the loop runs in parallel (openmp.h, kf_omp_privatise; the
 * privatise-array pass).
 *
 * PolyBench's doitgen keeps r and q sequential: sum[p], a parameter, is
 * written and read by every (r, q), so they carry its anti and output
 * dependences, and the plan could only run p in a region around q, a
 * barrier per q.  kforge transform's privatise (passes/transform_privatise.c)
 * gives each iteration of r a row of its own and peels the last one to run
 * on sum itself:
 *
 *   for (r = 0; r < _PB_NR - 1; r++) {        parallel: sum_priv dies with
 *     double sum_priv[np > 0 ? np : 1];       the iteration
 *     for (q = 0; q < _PB_NQ; q++) { ... sum_priv[p] ... }
 *   }
 *   for (r = (0 > _PB_NR - 1 ? 0 : _PB_NR - 1); r < _PB_NR; r++)
 *     for (q = 0; q < _PB_NQ; q++) { ... sum[p] ... }
 *                                             the last iteration (none where
 *                                             r runs none): sum ends as the
 *                                             loop left it; not forked (gen.c),
 *                                             its q planned as before
 *
 * A loop L is a candidate when
 *   - the analysis keeps it sequential with no blocker (a call, an alias,
 *     an early exit), and every dependence it carries that blocks it is on
 *     an array (scalars it privatises already);
 *   - every loop around it is sequential too (a parallel one takes the
 *     threads already);
 *   - each such array is written in L at subscripts that do not name L's
 *     iterator (a row L's iterations write over, not one they fill);
 * then kforge transform's privatise proves it legal with isl (the elements
 * an iteration writes do not depend on it; no read sees a value from
 * outside its iteration; the writes exact; nothing else reaches the
 * array) or says why not, and the text analysed again must find L
 * parallel.  Candidates are taken from the last in the
 * file up, a loop before the loops inside it (the ids of the loops before
 * a rewrite stay valid; a loop inside one privatised is left); each
 * refusal is a note for --explain; `--disable=privatise-array` leaves the
 * text as it was.  After the plan, a row the parameters size runs only
 * where it fits KF_XFORM_ROW_STACK bytes of a thread's stack, the loop as
 * written otherwise (kf_omp_privatise_guard, below); the loop's team, like
 * any parallel loop's, only for enough work (openmp_cost.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/gen_int.h"
#include "codegen/openmp.h"
#include "ir/poly.h"
#include "kforge/kforge.h"
#include "passes/xform.h"
#include "support/ctext.h"

/* Each candidate analyses the whole file twice (the transform, then the
 * text it gives). */
enum { KF_PRIV_MAX = 8, KF_PRIV_VARS = 4 };

struct cand {
    int frag;
    size_t at, end;                 /* L's text: candidates are taken last first */
    char id[32];
    int nvar;
    char var[KF_PRIV_VARS][64];
    int up;                         /* the candidate around it, or -1 */
    enum { WAIT, DONE, REFUSED, SKIPPED } state;
    char row[KF_PRIV_VARS][80];     /* DONE: the rows the transform named (var_priv, var_priv2..) */
    char why[1600];
};

/* Is array v written in L at a subscript that names L's iterator? */
static bool fills(const struct kf_fragment *f, const struct kf_node *L, int v)
{
    for (int s = 0; s < f->nstmt; s++) {
        const struct kf_stmt *st = f->stmts[s];
        if (st->depth <= L->depth || st->loops[L->depth] != L)
            continue;
        for (int a = 0; a < st->naccess; a++) {
            const struct kf_access *x = &st->acc[a];
            if (x->var != v || !x->write)
                continue;
            if (x->whole)
                return true;
            for (int k = 0; k < x->nsub; k++)
                if (!x->sub[k] || kf_poly_uses(x->sub[k], L->iter))
                    return true;
        }
    }
    return false;
}

/* The candidate of loop L, or false. */
static bool candidate(const struct kf_fragment *f, const struct kf_deps *dp,
                      const struct kf_node *L, struct cand *c)
{
    const struct kf_loop_info *li = kf_gen_loop_info(f, dp, L);
    if (!li || li->verdict != KF_SEQUENTIAL || li->blocker || L->nblock > 0 || L->early_exit)
        return false;
    for (const struct kf_node *A = L->parent; A; A = A->parent) {
        const struct kf_loop_info *ai = kf_gen_loop_info(f, dp, A);
        if (!ai || ai->verdict != KF_SEQUENTIAL) /* one around it runs in parallel already */
            return false;
    }
    c->nvar = 0;
    for (int k = 0; k < li->ncarried; k++) {
        if (li->carried[k].role != KF_CARRIED_BLOCKS)
            continue;
        int v = dp->deps[li->carried[k].dep].var;
        const struct kf_var *var = &f->vars[v];
        if (var->kind != KF_VAR_ARRAY || fills(f, L, v))
            return false;
        bool seen = false;
        for (int j = 0; j < c->nvar; j++)
            seen |= strcmp(c->var[j], var->name) == 0;
        if (seen)
            continue;
        if (c->nvar == KF_PRIV_VARS || strlen(var->name) >= sizeof c->var[0])
            return false;
        snprintf(c->var[c->nvar++], sizeof c->var[0], "%s", var->name);
    }
    if (c->nvar == 0)
        return false;
    c->frag = f->id;
    c->at = L->header.begin.offset;
    c->end = L->range.end.offset;
    c->up = -1;
    c->state = WAIT;
    snprintf(c->id, sizeof c->id, "%s", L->id);
    return true;
}

/* The candidates of a; their number, -1 when out of memory. */
static int gather(const struct kf_analysis *a, struct cand **out)
{
    int nc = 0, cap = 0;
    struct cand *cs = NULL;
    for (int fi = 0; fi < a->nfrag; kf_analysis_leave(a, fi), fi++) {
        if (kf_analysis_enter(a, fi) != 0 || !a->deps[fi])
            continue;
        const struct kf_fragment *f = a->prog->frags[fi];
        for (int l = 0; l < f->nloop; l++) {
            struct cand c = {0};
            if (!candidate(f, a->deps[fi], f->loops[l], &c))
                continue;
            if (nc == cap) {
                struct cand *n = realloc(cs, (size_t)(cap = cap ? 2 * cap : 4) * sizeof *n);
                if (!n) {
                    kf_analysis_leave(a, fi);
                    free(cs);
                    return -1;
                }
                cs = n;
            }
            /* loops in pre-order: the innermost candidate around it came before */
            for (int k = nc - 1; k >= 0 && c.up < 0; k--)
                if (cs[k].frag == c.frag && cs[k].at <= c.at && c.end <= cs[k].end)
                    c.up = k;
            cs[nc++] = c;
        }
    }
    *out = cs;
    return nc;
}

/* The next candidate to try: the last in the file whose candidates
 * around it are all refused; -1 when none is left. */
static int next(const struct cand *cs, int nc)
{
    int best = -1;
    for (int i = 0; i < nc; i++) {
        if (cs[i].state != WAIT)
            continue;
        bool open = true;
        for (int u = cs[i].up; u >= 0 && open; u = cs[u].up)
            open = cs[u].state == REFUSED;
        if (open && (best < 0 || cs[i].frag > cs[best].frag ||
                     (cs[i].frag == cs[best].frag && cs[i].at > cs[best].at)))
            best = i;
    }
    return best;
}

/* In the new analysis b: does c's loop run in parallel (a reduction
 * only may, by the floating-point rule: not enough to pay for the
 * copies)?  why: the reason when not. */
static bool now_parallel(const struct kf_analysis *b, const struct cand *c, char *why, size_t nwhy)
{
    int fi = -1;
    for (int i = 0; i < b->nfrag; i++)
        if (b->prog->frags[i]->id == c->frag)
            fi = i;
    if (fi < 0 || kf_analysis_enter(b, fi) != 0 || !b->deps[fi]) {
        if (fi >= 0)
            kf_analysis_leave(b, fi);
        snprintf(why, nwhy, "the rewritten text does not analyse");
        return false;
    }
    const struct kf_fragment *f = b->prog->frags[fi];
    const struct kf_loop_info *li = NULL;
    for (int l = 0; l < f->nloop && !li; l++)
        if (strcmp(f->loops[l]->id, c->id) == 0)
            li = kf_gen_loop_info(f, b->deps[fi], f->loops[l]);
    bool ok = li && li->verdict == KF_PARALLEL;
    if (!ok)
        snprintf(why, nwhy, "%s does not run in parallel once they are private (%s)", c->id,
                 !li ? "it is gone" : li->verdict == KF_REDUCTION ? "it reduces" : "it carries "
                 "another dependence");
    kf_analysis_leave(b, fi);
    return ok;
}

/* c's variables, or (rows) the rows the transform named for them, as a list */
static void list_vars(const struct cand *c, char *buf, size_t n, bool rows)
{
    buf[0] = '\0';
    for (int v = 0; v < c->nvar; v++)
        snprintf(buf + strlen(buf), n - strlen(buf), "%s%s", v ? ", " : "",
                 rows ? c->row[v] : c->var[v]);
}

static bool row_of(const char *v, const char *name);

/* The rows the transform declared in c's loop, read from the new analysis
 * b: the transform takes var_priv, or var_priv2, ... where a name is
 * taken, and declares its rows first in the loop's body, so each is the
 * first array of its names there.  var_priv where b does not tell. */
static void row_names(const struct kf_analysis *b, struct cand *c)
{
    for (int k = 0; k < c->nvar; k++) {
        char name[sizeof c->row[k]]; /* c->var and c->row share c: no overlap for snprintf */
        snprintf(name, sizeof name, "%s_priv", c->var[k]);
        memcpy(c->row[k], name, sizeof name);
    }
    int fi = -1;
    for (int i = 0; i < b->nfrag; i++)
        if (b->prog->frags[i]->id == c->frag)
            fi = i;
    if (fi < 0 || kf_analysis_enter(b, fi) != 0) {
        if (fi >= 0)
            kf_analysis_leave(b, fi);
        return;
    }
    const struct kf_fragment *f = b->prog->frags[fi];
    for (int k = 0; k < c->nvar; k++) {
        const struct kf_var *best = NULL;
        for (int v = 0; v < f->nvar; v++) {
            const struct kf_var *x = &f->vars[v];
            if (x->kind == KF_VAR_ARRAY && x->local && x->scope_loop &&
                strcmp(x->scope_loop->id, c->id) == 0 && row_of(x->name, c->var[k]) &&
                (!best || x->decl.offset < best->decl.offset))
                best = x;
        }
        if (best)
            snprintf(c->row[k], sizeof c->row[k], "%s", best->name);
    }
    kf_analysis_leave(b, fi);
}

int kf_omp_privatise(const struct kf_analysis *a, const char *text, size_t len,
                     const struct kf_gen_options *o, struct kf_gen_notes *notes,
                     struct kf_analysis **a2, char **t2)
{
    *a2 = NULL;
    *t2 = NULL;
    struct cand *cs = NULL;
    int nc = gather(a, &cs);
    if (nc <= 0)
        return nc;
    char *cur = strndup(text, len);
    int rc = cur ? 0 : -1, tried = 0, done = 0;
    struct kf_analysis *b = NULL;
    char *dump = NULL;
    size_t dlen = 0;
    FILE *quiet = open_memstream(&dump, &dlen);
    kf_diag *qd = quiet ? kf_diag_new(quiet) : NULL;
    if (!qd)
        rc = -1;
    struct kf_omp_tcache *tc = &notes->tcache; /* kf_omp_rewrite frees it */
    for (int i; rc == 0 && (i = next(cs, nc)) >= 0;) {
        struct cand *c = &cs[i];
        char why[512], spec[400], vars[300];
        list_vars(c, vars, sizeof vars, false);
        if (tried++ == KF_PRIV_MAX) {
            snprintf(c->why, sizeof c->why, "%s not privatised: %d loops of the file are tried, "
                     "each analysed again", vars, KF_PRIV_MAX);
            c->state = REFUSED;
            continue;
        }
        snprintf(spec, sizeof spec, "privatise(%s, %s)", c->id, vars);
        char *t = strdup(cur);
        if (!t) {
            rc = -1;
            break;
        }
        if (kf_omp_transform_text(a, o, &t, spec, tc, why, sizeof why) != 0) {
            snprintf(c->why, sizeof c->why, "%s not privatised: %s", vars, why);
            c->state = REFUSED;
            free(t);
            continue;
        }
        struct kf_analysis *nb = kf_omp_reanalyse(a, o, text, len, t, qd);
        if (!nb || !now_parallel(nb, c, why, sizeof why)) {
            snprintf(c->why, sizeof c->why, "%s not privatised: %s", vars,
                     nb ? why : "the rewritten text does not analyse");
            c->state = REFUSED;
            kf_analysis_free(nb);
            free(t);
            continue;
        }
        kf_analysis_free(b);
        b = nb;
        free(cur);
        cur = t;
        c->state = DONE;
        row_names(b, c);
        done++;
        for (int k = 0; k < nc; k++) /* the candidates inside it */
            for (int u = cs[k].up; u >= 0 && cs[k].state == WAIT; u = cs[u].up)
                if (u == i)
                    cs[k].state = SKIPPED;
    }
    kf_diag_free(qd);
    if (quiet)
        fclose(quiet);
    free(dump);
    for (int i = 0; i < nc && rc == 0; i++) {
        if (cs[i].state == SKIPPED || cs[i].state == WAIT)
            continue;
        if (cs[i].state == DONE) {
            char rows[340], vars[300];
            list_vars(&cs[i], rows, sizeof rows, true);
            list_vars(&cs[i], vars, sizeof vars, false);
            snprintf(cs[i].why, sizeof cs[i].why,
                     "%s privatised before the plan: each iteration of %s writes the same "
                     "elements before it reads them, so each gets a row of its own (%s, declared "
                     "in its body, the elements it reaches) and the last iteration, peeled, "
                     "runs on %s itself and leaves it as the loop does",
                     vars, cs[i].id, rows, cs[i].nvar > 1 ? "the arrays" : vars);
        }
        if (kf_omp_note_add(notes, cs[i].frag, cs[i].id, cs[i].why) != 0)
            rc = -1;
        if (rc == 0 && cs[i].state == DONE) {
            char names[300];
            names[0] = '\0';
            for (int v = 0; v < cs[i].nvar; v++)
                snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s",
                         v ? "," : "", cs[i].var[v]);
            if (!(notes->note[notes->n - 1].priv = strdup(names)))
                rc = -1;
        }
    }
    free(cs);
    if (b && rc == 0 && done > 0) {
        *a2 = b;
        *t2 = cur;
        cur = NULL;
    } else {
        kf_analysis_free(b);
    }
    free(cur);
    return rc;
}


/*
 * The rows' size, where the parameters give it (kf_omp_privatise_guard).
 * A row lives on the stack of the thread that runs the iteration, and an
 * OpenMP thread's stack is often 2-8 MiB: doitgen's row of np doubles,
 * with np = 1,000,000, would overflow it where the sequential program kept
 * sum on the heap.  So, after the plan, the loop L gets two versions:
 *
 *   if (1.0 * (np > 0 ? np : 1) * sizeof(double) <= 65536 [&& its work test]) {
 *       L as planned: for (r = 0; r < nr - 1; r++) { double sum_priv[..]; .. sum_priv .. }
 *   } else {
 *       for (r = 0; r < nr - 1; r++) { .. sum .. }     the loop as written, in order
 *   }
 *   for (r = (0 > nr - 1 ? 0 : nr - 1); r < nr; r++) ..   the peel, on sum
 *
 * The else branch is L's text with each row's declaration taken out and
 * each row's name back to its array's: the iterations before the last one,
 * on the array itself, in order; with the peel after it, the loop as
 * written.  No allocation, so nothing can fail at run time; a row too large
 * for the stack gets the parallelism of the original nest (the region
 * around doitgen's q), which is plenty at such sizes.  The version is
 * required (gen_int.h): where it cannot be placed kforge gives no output
 * rather than the rows unguarded.  Rows of constant extents need no test:
 * the transform refuses those over KF_XFORM_ROW_STACK bytes.
 */
enum { KF_PRIV_ROWS = KF_PRIV_VARS };

/* Is row variable v one that stands for array `name` ("name_priv",
 * "name_priv2", ...: transform_privatise.c's names)? */
static bool row_of(const char *v, const char *name)
{
    size_t n = strlen(name);
    return strncmp(v, name, n) == 0 && strncmp(v + n, "_priv", 5) == 0 &&
           (!v[n + 5] || kf_ctext_all_digits(v + n + 5));
}


/* The rows L declares for the arrays of list ("sum,w"): their var ids in
 * row[], the arrays' names in arr[]; their number. */
static int rows_of(const struct kf_fragment *f, const struct kf_node *L, const char *list,
                   int *row, char arr[][64])
{
    int n = 0;
    for (int v = 0; v < f->nvar && n < KF_PRIV_ROWS; v++) {
        const struct kf_var *x = &f->vars[v];
        if (x->kind != KF_VAR_ARRAY || !x->local || x->scope_loop != L)
            continue;
        for (const char *p = list; *p;) {
            size_t k = strcspn(p, ",");
            char name[64];
            snprintf(name, sizeof name, "%.*s", (int)k, p);
            if (row_of(x->name, name)) {
                row[n] = v;
                snprintf(arr[n++], sizeof arr[0], "%s", name);
                break;
            }
            p += k + (p[k] == ',');
        }
    }
    return n;
}

/* `declaration` alone on its line: that line's [*b, *e), '\n' included. */
static bool decl_line(const struct gen *g, const struct kf_var *v, size_t *b, size_t *e)
{
    size_t at = v->decl.offset;
    if (at >= g->len)
        return false;
    *b = kf_ctext_line_start(g->text, at);
    *e = at;
    while (*e < g->len && g->text[*e] != '\n' && g->text[*e] != ';')
        (*e)++;
    if (*e >= g->len || g->text[*e] != ';')
        return false;
    for (size_t i = *e + 1; i < g->len && g->text[i] != '\n'; i++)
        if (g->text[i] != ' ' && g->text[i] != '\t')
            return false;
    while (*e < g->len && g->text[*e] != '\n')
        (*e)++;
    if (*e < g->len)
        (*e)++;
    return true;
}

void kf_omp_privatise_guard(struct gen *g, const struct kf_fragment *f)
{
    for (int i = 0; g->accum && i < g->accum->n; i++) {
        const struct accum_note *n = &g->accum->note[i];
        if (!n->priv || n->frag != f->id)
            continue;
        const struct kf_node *L = NULL;
        for (int l = 0; l < f->nloop && !L; l++)
            if (strcmp(f->loops[l]->id, n->loop) == 0)
                L = f->loops[l];
        int row[KF_PRIV_ROWS];
        char arr[KF_PRIV_ROWS][64];
        int nrow = L ? rows_of(f, L, n->priv, row, arr) : 0;
        /* the test: the rows' bytes, in double (n * n cannot overflow) */
        char cond[1200], names[300];
        size_t k = 0;
        bool stack = true;
        names[0] = '\0';
        for (int r = 0; r < nrow; r++) {
            const struct kf_var *v = &f->vars[row[r]];
            const char *t = v->elem_type ? v->elem_type : v->type;
            stack &= kf_xform_elem_bytes(t) > 0;
            k += (size_t)snprintf(cond + k, k < sizeof cond ? sizeof cond - k : 0, "%s1.0",
                                  r ? " + " : "");
            for (int d = 0; d < v->ndims; d++) {
                stack &= kf_ctext_all_digits(v->dims[d]);
                k += (size_t)snprintf(cond + k, k < sizeof cond ? sizeof cond - k : 0,
                                      " * (%s)", v->dims[d] ? v->dims[d] : "0");
            }
            k += (size_t)snprintf(cond + k, k < sizeof cond ? sizeof cond - k : 0,
                                  " * sizeof(%s)", t);
            snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s",
                     r ? ", " : "", v->name);
        }
        k += (size_t)snprintf(cond + k, k < sizeof cond ? sizeof cond - k : 0, " <= %d",
                              KF_XFORM_ROW_STACK);
        if (nrow == 0 || stack)
            continue; /* constant rows, under the bound (the transform's check) */
        int seq = k < sizeof cond ? kf_omp_version_guard(g, L, cond) : -1;
        if (seq < 0) {
            g->version_lost = true; /* never the rows unguarded */
            continue;
        }
        /* the as-written copy: no declaration, the arrays' own names */
        for (int r = 0; r < nrow; r++) {
            const struct kf_var *v = &f->vars[row[r]];
            size_t b, e;
            if (!decl_line(g, v, &b, &e)) {
                g->version_lost = true;
                break;
            }
            kf_gen_edit(g, seq, b, e - b, false, "");
            size_t end = L->range.end.offset < g->len ? L->range.end.offset : g->len, len;
            for (size_t at = kf_ctext_ident_in(g->text, end, e, &len); at < end;
                 at = kf_ctext_ident_in(g->text, end, at + len, &len))
                if (len == strlen(v->name) && strncmp(g->text + at, v->name, len) == 0)
                    kf_gen_edit(g, seq, at, len, false, arr[r]);
        }
        if (!g->accum->trial) /* a trial plan's lines are not the output's */
            kf_gen_explain(g, "%-8s %s on each thread's stack only where %s; else %s as "
                              "written, on %s%s, in order\n",
                           L->id, names, cond, L->id, nrow > 1 ? "the arrays" : arr[0],
                           nrow > 1 ? " themselves" : " itself");
    }
}
