/*
 * openmp_last.c: lastprivate and loops that may run no iteration
 * (openmp.h).
 *
 * GCC's lastprivate copies back the private copy of the thread that ran
 * the sequentially last iteration.  Two cases then leave a wrong value
 * (a zero-trip loop reached at i = 0 once gave 4.7e-310 for 0.57):
 *
 *   L runs no iteration       the copy back still happens, from a private
 *                             never written.  firstprivate as well makes it
 *                             the value the variable had, which is what the
 *                             sequential loop leaves.  L's own iterator
 *                             cannot be firstprivate: its init ("i = 0;")
 *                             goes before the parallel for instead, where L
 *                             is a statement of a block (kf_omp_in_block:
 *                             the fragment's top level, or after a `{`, a
 *                             `;` or a `}`), or L stays sequential unless the value is
 *                             dead (kf_omp_dead_after);
 *   a read with no write      for (i..) { for (j = 0; j < i; j++) t = ..; B[i] = t; }
 *   before it                 at i = 0, B[0] gets the value t had before the
 *                             loop (the dependences say no other iteration
 *                             writes it first, or L would not be parallel):
 *                             firstprivate gives each private that value;
 *   L's last iteration skips  for (i..) for (j = i + 1; j < N; j++) s = ..;
 *   the write                 at i = N - 1 nothing writes s, and the
 *                             private holds another iteration's value, or
 *                             nothing: a variable needs a write that runs
 *                             in L's last iteration for sure (not under an
 *                             if, not under an inner loop that may run no
 *                             iteration there; kf_omp_sure_writes).
 *
 * "Runs for sure" is decided on constants only: bounds that become
 * constants once L's iterator has its last value and every other iterator
 * ranges over the constant bounds of its loop.  Anything else may be empty.
 */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/openmp.h"
#include "ir/poly.h"
#include "support/ctext.h"

/* The loop around n (n included) whose iterator is var, or NULL. */
static const struct kf_node *loop_of(const struct kf_node *n, int var)
{
    for (; n; n = n->parent)
        if (n->kind == KF_NODE_LOOP && n->iter == var)
            return n;
    return NULL;
}

/* The least (hi false) or greatest (hi true) value of p when iterator `it`
 * is `val` and every other iterator in it ranges over the constant bounds
 * of its loop around c; false when some term has no such bound. */
static bool poly_bound(const struct kf_poly *p, const struct kf_node *c, int it, long val, bool hi,
                       long *out)
{
    long sum = 0;
    if (!p)
        return false;
    for (int i = 0; i < p->nterm; i++) {
        const struct kf_term *t = &p->term[i];
        long lo_v, hi_v, a, b;
        if (t->nvar == 0) {
            sum += t->coef;
            continue;
        }
        if (t->nvar > 1)
            return false;
        if (t->vars[0] == it) {
            lo_v = hi_v = val;
        } else {
            const struct kf_node *O = loop_of(c->parent, t->vars[0]);
            if (!O || O->nlb != 1 || O->nub != 1 || !kf_poly_const_value(O->lb[0], &a) ||
                !kf_poly_const_value(O->ub[0], &b))
                return false;
            lo_v = a < b ? a : b;
            hi_v = a < b ? b : a;
        }
        sum += t->coef * ((t->coef > 0) == hi ? hi_v : lo_v);
    }
    *out = sum;
    return true;
}

bool kf_omp_runs_at(const struct kf_node *c, int it, long val)
{
    long first, end;
    if (c->nlb != 1 || c->nub != 1 || (c->step != 1 && c->step != -1))
        return false;
    if (c->step > 0)
        return poly_bound(c->lb[0], c, it, val, true, &first) &&
               poly_bound(c->ub[0], c, it, val, false, &end) && first <= end;
    return poly_bound(c->lb[0], c, it, val, false, &first) &&
           poly_bound(c->ub[0], c, it, val, true, &end) && first >= end;
}

/* c's bounds name no iterator (only sizes): c runs in every iteration of
 * the loops around it, or in none */
static bool uniform_loop(const struct kf_fragment *f, const struct kf_node *c)
{
    if (c->nlb != 1 || c->nub != 1 || !c->lb[0] || !c->ub[0] || c->early_exit)
        return false;
    for (int v = 0; v < f->nvar; v++)
        if (f->vars[v].kind != KF_VAR_PARAM && (kf_poly_uses(c->lb[0], v) ||
                                                kf_poly_uses(c->ub[0], v)))
            return false;
    return true;
}

bool kf_omp_sure_joint(const struct kf_stmt *s, const struct kf_access *a)
{
    if (!a->joint)
        return false;
    if (a->joint == s->node)
        return s->nif == 0;
    return s->nif > 0 && s->ifs[0] == a->joint;
}

/* Marks in sure[] the scalars every path through if node n writes
 * (kf_omp_sure_joint), n being under no if. */
static void mark_joint(const struct kf_node *n, const struct kf_node *x, bool *sure)
{
    if (x->kind == KF_NODE_STMT) {
        const struct kf_stmt *s = x->stmt;
        for (int k = 0; k < s->naccess; k++)
            if (s->acc[k].write && s->acc[k].joint == n && kf_omp_sure_joint(s, &s->acc[k]))
                sure[s->acc[k].var] = true;
        return;
    }
    for (int i = 0; i < x->nchild; i++)
        mark_joint(n, x->child[i], sure);
    for (int i = 0; i < x->nelse; i++)
        mark_joint(n, x->else_child[i], sure);
}

/* Marks in sure[] what n's body writes for sure when the iterator `it`
 * has the value val (it < 0: unknown); in sure[nvar + v] what it writes
 * under loops that run in every iteration of L or in none (uniform_loop):
 * in L's last iteration exactly when in any. */
static void mark_sure(const struct kf_fragment *f, const struct kf_node *n, int it, long val,
                      bool *sure, bool uni)
{
    int at = uni ? f->nvar : 0;
    for (int i = 0; i < n->nchild; i++) {
        const struct kf_node *c = n->child[i];
        if (c->kind == KF_NODE_STMT) {
            const struct kf_stmt *s = c->stmt;
            for (int k = 0; k < s->naccess; k++)
                if (s->acc[k].write && s->acc[k].nsub == 0 &&
                    ((s->nif == 0 && kf_access_sure(&s->acc[k])) || kf_omp_sure_joint(s, &s->acc[k])))
                    sure[at + s->acc[k].var] = true;
        } else if (c->kind == KF_NODE_IF) {
            mark_joint(c, c, sure + at);
        } else if (c->kind == KF_NODE_LOOP) {
            sure[at + c->iter] = true; /* its init runs */
            if (!c->early_exit && kf_omp_runs_at(c, it, val))
                mark_sure(f, c, it, val, sure, uni);
            else if (uniform_loop(f, c))
                mark_sure(f, c, it, val, sure, true);
        }
    }
}

bool *kf_omp_sure_writes(const struct kf_fragment *f, const struct kf_node *L)
{
    int nvar = f->nvar;
    bool *sure = calloc(2 * (size_t)nvar + 1, sizeof *sure);
    long last;
    if (!sure)
        return NULL;
    bool known = L->nub == 1 && (L->step == 1 || L->step == -1) &&
                 kf_poly_const_value(L->ub[0], &last);
    mark_sure(f, L, known ? L->iter : -1, known ? last : 0, sure, false);
    return sure;
}

/* Marks in rd[] the scalars n's statements may read before an iteration of
 * L writes them: the reads that can see the value from before L.  kill[]
 * holds the scalars certainly written earlier in the same iteration: in
 * straight-line code, in both branches of an if, but not in a loop, which
 * may run no iteration.  c = x + y * nx; ... a[c] reads no value from
 * before, so c needs no firstprivate. */
static void mark_exposed(const struct kf_node *n, bool *kill, bool *rd, int nvar)
{
    if (n->kind == KF_NODE_STMT) {
        const struct kf_stmt *s = n->stmt;
        for (int k = 0; k < s->naccess; k++)
            if (!s->acc[k].write && s->acc[k].nsub == 0 && !kill[s->acc[k].var])
                rd[s->acc[k].var] = true;
        for (int k = 0; k < s->naccess; k++)
            if (s->acc[k].write && s->acc[k].nsub == 0 && !s->acc[k].whole && kf_access_sure(&s->acc[k]) &&
                s->kind != KF_STMT_OPAQUE)
                kill[s->acc[k].var] = true;
        return;
    }
    bool *in = malloc((size_t)nvar * sizeof *in), *other = malloc((size_t)nvar * sizeof *other);
    if (!in || !other) { /* no memory: every read counts as exposed */
        free(in);
        free(other);
        memset(rd, 1, (size_t)nvar * sizeof *rd);
        return;
    }
    memcpy(in, kill, (size_t)nvar * sizeof *in);
    for (int i = 0; i < n->nchild; i++)
        mark_exposed(n->child[i], in, rd, nvar);
    if (n->kind == KF_NODE_IF) {
        memcpy(other, kill, (size_t)nvar * sizeof *other);
        for (int i = 0; i < n->nelse; i++)
            mark_exposed(n->else_child[i], other, rd, nvar);
        for (int v = 0; v < nvar && n->nelse; v++)
            kill[v] |= in[v] && other[v];
    }
    free(in);
    free(other);
}

bool *kf_omp_reads(const struct kf_node *L, int nvar)
{
    bool *rd = calloc((size_t)nvar + 1, sizeof *rd), *kill = calloc((size_t)nvar + 1, sizeof *kill);
    if (!rd || !kill) {
        free(rd);
        free(kill);
        return NULL;
    }
    for (int i = 0; i < L->nchild; i++)
        mark_exposed(L->child[i], kill, rd, nvar);
    free(kill);
    return rd;
}

bool kf_omp_in_block(const struct gen *g, const struct kf_fragment *f, const struct kf_node *L)
{
    for (int i = 0; i < f->nroot; i++)
        if (f->roots[i] == L)
            return true;
    /* what comes before L's header, blanks and the user's preprocessor
     * lines aside, ends a statement or opens a block; anything else (a loop's or an if's header, an else,
     * a comment) keeps L sequential, conservatively */
    size_t at = L->header.begin.offset;
    for (;;) {
        while (at > 0 && (g->text[at - 1] == ' ' || g->text[at - 1] == '\t' ||
                          g->text[at - 1] == '\n'))
            at--;
        if (at == 0)
            return false;
        size_t line = kf_ctext_line_start(g->text, at - 1), i = line;
        while (i < at && (g->text[i] == ' ' || g->text[i] == '\t'))
            i++;
        if (g->text[i] != '#')
            break;
        at = line; /* a preprocessor line: what comes before it */
    }
    return g->text[at - 1] == '{' || g->text[at - 1] == ';' || g->text[at - 1] == '}';
}

void kf_omp_init_before(struct gen *g, const struct kf_node *L)
{
    size_t at = L->header.begin.offset, line = at, ind;
    while (line > 0 && g->text[line - 1] != '\n')
        line--;
    for (ind = line; ind < at && (g->text[ind] == ' ' || g->text[ind] == '\t');)
        ind++;
    /* as kf_omp_pragma_before places the directive: on L's line when L
     * starts it, else on a line of its own */
    kf_gen_replace(g, ind == at ? line : at, 0, "%s%.*s%.*s;\n", ind == at ? "" : "\n",
                   (int)(ind == at ? at - line : 0), g->text + line,
                   (int)(L->init.end.offset - L->init.begin.offset),
                   g->text + L->init.begin.offset);
}

/*
 * Liveness after a loop: is the value T leaves in v (declared outside T)
 * never read?  kforge reads the rest of v's block in two parts.
 *
 * Within the fragment, each top-level node after T (when T is one) is
 * classified by what it does to the value it receives (flow_of):
 *
 *   KILL   it writes v before any read, whenever it runs: a loop counting
 *          with v ("for (v = lb; ...)", lb not naming v), or a statement
 *          writing v without reading it;
 *   PASS   it does not read the value: it does not name v, or it is a loop
 *          whose body kills v before reading it (run no iteration and the
 *          value goes on unread), or an if whose branches do not read it;
 *   READ   anything else (the answer errs on "read").
 *
 * PolyBench's 2mm: L1 leaves j and k behind, L2 counts with i, its j
 * loop's body kills k and L2's body kills j; after the fragment nobody
 * names them, so L1 needs no lastprivate and runs in parallel.
 *
 * After the fragment (or after T when T is not at its top), v's name must
 * not appear up to the '}' that closes v's block, nor in any #define of
 * the file (a macro could read it); comments and strings that name it
 * count as reads.  v must be a plain local: not global, not a parameter,
 * its address never taken.
 */
enum flow { FLOW_PASS, FLOW_KILL, FLOW_READ };

static bool names(const struct kf_node *n, int v)
{
    for (int i = 0; i < n->nuse; i++)
        if (n->use[i] == v)
            return true;
    return false;
}

static bool text_names(const struct gen *g, size_t from, size_t to, const char *name)
{
    for (size_t i = from; i < to && i < g->len; i++)
        if (kf_ctext_ident_at(g->text, g->len, i, name))
            return true;
    return false;
}

static enum flow flow_of(const struct gen *g, const struct kf_fragment *f, const struct kf_node *n,
                         int v);

/* a sequence of nodes, in order: the first that kills or reads decides */
static enum flow flow_seq(const struct gen *g, const struct kf_fragment *f,
                          struct kf_node *const *c, int nc, int v)
{
    for (int i = 0; i < nc; i++) {
        enum flow r = flow_of(g, f, c[i], v);
        if (r != FLOW_PASS)
            return r;
    }
    return FLOW_PASS;
}

static enum flow flow_of(const struct gen *g, const struct kf_fragment *f, const struct kf_node *n,
                         int v)
{
    const char *name = f->vars[v].name;
    if (!names(n, v))
        return FLOW_PASS;
    switch (n->kind) {
    case KF_NODE_STMT: {
        const struct kf_stmt *s = n->stmt;
        bool kill = false;
        for (int k = 0; k < s->naccess; k++) {
            if (s->acc[k].var != v)
                continue;
            if (!s->acc[k].write || s->acc[k].nsub != 0)
                return FLOW_READ;
            kill |= kf_access_sure(&s->acc[k]) && s->nif == 0;
        }
        return kill ? FLOW_KILL : FLOW_READ;
    }
    case KF_NODE_IF: {
        if (text_names(g, n->cond.begin.offset, n->cond.end.offset, name))
            return FLOW_READ;
        enum flow t = flow_seq(g, f, n->child, n->nchild, v);
        enum flow e = flow_seq(g, f, n->else_child, n->nelse, v);
        if (t == FLOW_READ || e == FLOW_READ)
            return FLOW_READ;
        return t == FLOW_KILL && e == FLOW_KILL ? FLOW_KILL : FLOW_PASS;
    }
    case KF_NODE_LOOP:
        if (n->early_exit)
            return FLOW_READ;
        if (n->iter == v) { /* "for (v = lb; ...)": lb must not read v */
            size_t i = n->init.begin.offset;
            if (!kf_ctext_ident_at(g->text, g->len, i, name))
                return FLOW_READ;
            i += strlen(name);
            while (i < n->init.end.offset && (g->text[i] == ' ' || g->text[i] == '\t'))
                i++;
            if (i + 1 >= g->len || g->text[i] != '=' || g->text[i + 1] == '=' ||
                text_names(g, i + 1, n->init.end.offset, name))
                return FLOW_READ;
            return FLOW_KILL;
        }
        if (text_names(g, n->header.begin.offset, n->body.begin.offset, name))
            return FLOW_READ;
        /* each iteration kills it first, or never names it: no iteration
         * reads the value the loop receives, which goes on unread when the
         * loop runs none */
        return flow_seq(g, f, n->child, n->nchild, v) == FLOW_READ ? FLOW_READ : FLOW_PASS;
    }
    return FLOW_READ;
}

/* The flow after node T in the list c[0..nc) that holds it, directly or in
 * a branch of an if of the list; *found says whether it does. */
static enum flow flow_after(const struct gen *g, const struct kf_fragment *f,
                            struct kf_node *const *c, int nc, const struct kf_node *T, int v,
                            bool *found)
{
    for (int i = 0; i < nc && !*found; i++) {
        enum flow r = FLOW_PASS;
        if (c[i] == T) {
            *found = true;
        } else if (c[i]->kind == KF_NODE_IF) {
            r = flow_after(g, f, c[i]->child, c[i]->nchild, T, v, found);
            if (!*found)
                r = flow_after(g, f, c[i]->else_child, c[i]->nelse, T, v, found);
        }
        if (*found)
            return r != FLOW_PASS ? r : flow_seq(g, f, c + i + 1, nc - i - 1, v);
    }
    return FLOW_READ;
}

bool kf_omp_dead_after(const struct gen *g, const struct kf_fragment *f, const struct kf_var *v,
                       const struct kf_node *T)
{
    if (v->is_global || v->is_param_decl || v->address_taken || v->decl.offset >= g->len ||
        f->nroot == 0)
        return false;
    size_t end = kf_omp_scope_end(g, v);
    int var = (int)(v - f->vars);
    if (end == g->len || kf_omp_named_in_macro(g, v->name))
        return false;
    /* a loop around the fragment runs its text before the fragment again
     * after it: `for (it...) { s += t; <fragment writing t> }` reads t */
    if (f->in_host_loop && text_names(g, f->host_loop, f->range.begin.offset, v->name))
        return false;
    /* out through the loops around T: the rest of each body, then (the
     * next iteration) the whole body again, then what follows the loop */
    for (const struct kf_node *n = T, *P = T->parent;; n = P, P = P->parent) {
        bool found = false;
        enum flow r = P ? flow_after(g, f, P->child, P->nchild, n, var, &found)
                        : flow_after(g, f, f->roots, f->nroot, n, var, &found);
        if (r != FLOW_PASS)
            return r == FLOW_KILL;
        if (!P)
            break;
        if (P->early_exit || text_names(g, P->header.begin.offset, P->body.begin.offset, v->name) ||
            flow_seq(g, f, P->child, P->nchild, var) == FLOW_READ)
            return false;
    }
    /* between the fragment's top-level nodes, and after the fragment */
    for (int i = 0; i + 1 < f->nroot; i++)
        if (text_names(g, f->roots[i]->range.end.offset, f->roots[i + 1]->range.begin.offset,
                       v->name))
            return false;
    return !text_names(g, f->roots[f->nroot - 1]->range.end.offset, end, v->name);
}

bool *kf_omp_dead_iters(const struct gen *g, const struct kf_fragment *f, const struct kf_node *J)
{
    bool *dead = calloc((size_t)f->nvar, sizeof *dead);
    if (!dead)
        return NULL;
    dead[J->iter] = kf_omp_dead_after(g, f, &f->vars[J->iter], J);
    for (int i = 0; i < J->nchild; i++)
        if (J->child[i]->kind == KF_NODE_LOOP)
            dead[J->child[i]->iter] = kf_omp_dead_after(g, f, &f->vars[J->child[i]->iter], J->child[i]);
    return dead;
}
