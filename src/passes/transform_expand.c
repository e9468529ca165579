/*
 * transform_expand.c: recurrence elimination by scalar expansion, the
 * transformation seed 003 §2 lists as turning a loop that carries a
 * scalar into one whose iterations are independent
 * (include/kforge/transform.h):
 *
 *   for (i = lb; i < ub; i++) {        T *t_x = malloc(ub - lb elements);
 *     T t = e;                   ->    for (i = lb; i < ub; i++) {
 *     ... t ...                          t_x[i - lb] = e;
 *   }                                    ... t_x[i - lb] ...
 *                                      }
 *                                      free(t_x);
 *
 * Each iteration gets its own element, so the anti and output dependences
 * the one scalar carried between iterations go, and distribution can then
 * put the uses of t in other loops.  Legal when every iteration writes t
 * before it reads it: the first statement of L's body that names t is a
 * statement of L's body itself (under no if), writes t and does not read
 * it; and nothing reads t after L (t is declared in L's body, or is named
 * neither after L in the fragment nor outside it).  The order of every
 * instance is kept.
 *
 * expand(L, t, O), O a loop around L (or L itself), declares the array
 * before O instead, once for all of O's iterations (the OpenMP expand pass
 * hoists it out of a time loop so that the loop's parallel region shares
 * it: openmp_expand.c).  Each iteration of L still writes its element
 * before it reads it, so what an earlier iteration of O left there is
 * never read; it needs L's bounds to be the same wherever O starts (they
 * name no variable the fragment writes, so no iterator of the loops from O
 * down) and t named nowhere in O but in L.
 */
#include <stdlib.h>
#include <string.h>

#include "passes/tile.h"
#include "passes/transform_int.h"
#include "passes/xform.h"
#include "support/ctext.h"

static const struct kf_access *access_of(const struct kf_stmt *s, int var, bool write)
{
    for (int a = 0; a < s->naccess; a++)
        if (s->acc[a].var == var && s->acc[a].write == write)
            return &s->acc[a];
    return NULL;
}

/* Is `name` an identifier anywhere in text[0, len)? */
static bool named(const char *text, size_t len, const char *name)
{
    for (size_t i = 0; i < len; i++)
        if (kf_ctext_ident_at(text, len, i, name) && (i == 0 || !kf_ctext_is_ident(text[i - 1])))
            return true;
    return false;
}

/* Every iteration writes v first; nothing reads it after L: 0 or -1. */
static int first_written(struct xf *x, const struct kf_fragment *f, const struct kf_node *L,
                         int var, const struct kf_stmt **first)
{
    const struct kf_var *v = &f->vars[var];
    *first = NULL;
    for (int s = 0; s < f->nstmt; s++) {
        const struct kf_stmt *st = f->stmts[s];
        if (!access_of(st, var, false) && !access_of(st, var, true))
            continue;
        if (xf_in_subtree(st, L) && !*first)
            *first = st;
        if (st->range.begin.offset >= L->range.end.offset && v->scope_loop != L)
            return xf_refuse(x, L, "S%d (line %u) reads %s after %s: its last value would be lost",
                             st->id, st->range.begin.line, v->name, L->id);
    }
    const struct kf_stmt *w = *first;
    const struct kf_access *wa = w ? access_of(w, var, true) : NULL;
    if (!w || !wa || wa->may || w->node->parent != L || w->nif > 0 || access_of(w, var, false) ||
        (w->kind != KF_STMT_EXPR && w->kind != KF_STMT_DECL))
        return xf_refuse(x, L,
                         "%s is not written first in every iteration of %s (the first statement "
                         "naming it, %s%d, must assign it, outside any if, without reading it)",
                         v->name, L->id, w ? "S" : "none", w ? w->id : 0);
    if (v->scope_loop != L && (v->seen_outside || v->address_taken))
        return xf_refuse(x, L, "%s is named outside the fragment: its last value would be lost",
                         v->name);
    return 0;
}

static bool names(const struct kf_node *n, int var)
{
    for (int u = 0; u < n->nuse; u++)
        if (n->use[u] == var)
            return true;
    return false;
}

/* t named in an iteration of a loop around L, outside L: a read there
 * (before L, in the next iteration) would see the last value of L's
 * iterations, which the array no longer keeps.  0 or -1. */
static int alone_in_loops(struct xf *x, const struct kf_fragment *f, const struct kf_node *L,
                          int var)
{
    for (const struct kf_node *in = L, *A = L->parent; A; in = A, A = A->parent) {
        if (kf_xform_bounds_use(A, var))
            return xf_refuse(x, L, "%s's bounds name %s: its last value could be read there",
                             A->id, f->vars[var].name);
        for (int i = 0; i < A->nchild; i++)
            if (A->child[i] != in && names(A->child[i], var))
                return xf_refuse(x, L, "%s is named in %s outside %s (line %u): its last value "
                                 "could be read there", f->vars[var].name, A->id, L->id,
                                 A->child[i]->range.begin.line);
    }
    return 0;
}

/* The array may be declared before O, a loop around L: 0 or -1. */
static int hoistable(struct xf *x, const struct kf_fragment *f, const struct kf_node *L,
                     const struct kf_node *O)
{
    const struct kf_node *A = L;
    while (A && A != O)
        A = A->parent;
    if (!A)
        return xf_refuse(x, L, "%s is not a loop around %s", O->id, L->id);
    for (int v = 0; v < f->nvar; v++)
        if (O != L && (f->vars[v].written || f->vars[v].kind == KF_VAR_ITER) &&
            kf_xform_bounds_use(L, v))
            return xf_refuse(x, L, "%s's bounds name %s, which the fragment writes: the array's "
                             "extent before %s could differ", L->id, f->vars[v].name, O->id);
    return 0;
}

/* For `T t = e`: where the name t starts (the type before it goes). */
static size_t decl_name(const struct xf *x, const struct kf_stmt *st, const char *name)
{
    size_t b = st->range.begin.offset, e = st->range.end.offset, at = 0;
    for (size_t i = b; i < e && x->text[i] != '='; i++)
        if (kf_ctext_ident_at(x->text, e, i, name) && (i == b || !kf_ctext_is_ident(x->text[i - 1])))
            at = i;
    size_t q = at + strlen(name);
    while (q < e && (x->text[q] == ' ' || x->text[q] == '\t'))
        q++;
    return at && q < e && x->text[q] == '=' && x->text[q + 1] != '=' ? at : 0;
}

int xf_expand(struct xf *x)
{
    int fr;
    const struct kf_node *L = xf_loop(x, 0, &fr);
    if (!L)
        return -1;
    if (x->nargs != 2 && x->nargs != 3)
        return xf_refuse(x, NULL, "expand takes a loop, a scalar and, optionally, a loop around "
                                  "the first");
    const struct kf_node *O = L;
    if (x->nargs == 3) {
        int fo;
        if (!(O = xf_loop(x, 2, &fo)))
            return -1;
        if (fo != fr)
            return xf_refuse(x, L, "%s is not a loop around %s", x->arg[2], L->id);
    }
    const struct kf_fragment *f = x->a->prog->frags[fr];
    int var = -1;
    for (int u = 0; u < L->nuse; u++)
        if (strcmp(f->vars[L->use[u]].name, x->arg[1]) == 0)
            var = L->use[u];
    if (var < 0 || f->vars[var].kind != KF_VAR_SCALAR || !f->vars[var].written)
        return xf_refuse(x, L, "%s is not a scalar that %s writes", x->arg[1], L->id);
    const struct kf_var *v = &f->vars[var];
    const char *it = f->vars[L->iter].name;
    struct kf_tile_header h;
    const struct kf_stmt *w;
    if (xf_plain_loop(x, fr, L) != 0 || first_written(x, f, L, var, &w) != 0 ||
        hoistable(x, f, L, O) != 0 || (v->scope_loop != L && alone_in_loops(x, f, L, var) != 0))
        return -1;
    if (O != L && v->scope_loop == L)
        return xf_refuse(x, L, "%s is declared in %s: its array stays there", v->name, L->id);
    if (L->step != 1 || !kf_tile_parse_header(x->text, x->len, L, it, &h))
        return xf_refuse(x, L, "%s's header is not `%s = lb; %s < ub; ...` (or <=) with step 1",
                         L->id, it, it);
    size_t skip_b = 0, skip_e = 0; /* a local's type goes: `T t = e` -> `t_x[i] = e` */
    if (v->scope_loop == L) {
        if (w->kind != KF_STMT_DECL || !(skip_e = decl_name(x, w, v->name)))
            return xf_refuse(x, L, "%s is not declared alone, as `T %s = e;`", v->name, v->name);
        skip_b = w->range.begin.offset;
    }
    char ind[128], unit[64], name[96], with[256];
    if (!xf_indent_of(x, O, ind, sizeof ind))
        return xf_refuse(x, O, "%s does not start its line", O->id);
    xf_unit_of(x, O, ind, unit, sizeof unit);
    for (int k = 1;; k++) {
        snprintf(name, sizeof name, k == 1 ? "%s_x" : "%s_x%d", v->name, k);
        bool taken = named(x->text, x->len, name);
        for (int c = 0; c < f->nvar && !taken; c++)
            taken = strcmp(f->vars[c].name, name) == 0;
        if (!taken)
            break;
    }
    bool zero = h.lb_e == h.lb_b + 1 && x->text[h.lb_b] == '0';
    char *buf = NULL;
    size_t blen = 0;
    FILE *o = open_memstream(&buf, &blen);
    if (!o)
        return xf_refuse(x, NULL, "out of memory");
    /* the index i - lb */
    FILE *ix = fmemopen(with, sizeof with, "w");
    if (!ix) {
        fclose(o);
        free(buf);
        return xf_refuse(x, NULL, "out of memory");
    }
    fprintf(ix, "%s[%s", name, it);
    if (!zero) {
        fputs(" - ", ix);
        xf_put_bound(ix, x, h.lb_b, h.lb_e);
    }
    fputc(']', ix);
    fputc('\0', ix);
    fclose(ix);
    bool braces = xf_needs_braces(x, f, O);
    char in[256];
    snprintf(in, sizeof in, "%s%s", ind, braces ? unit : "");
    if (braces)
        fprintf(o, "{\n%s", in);
    /* T *t_x = malloc(sizeof *t_x * (ub - lb, at least 1)), freed after O:
     * an array on the stack (a VLA) would overflow it for a long L (10^6
     * doubles is the whole of a thread's 8 MiB), and a VLA of 0 or fewer
     * elements, where L runs no iteration, is undefined.  GCC's and
     * clang's builtins need no <stdlib.h>, which the file may not include;
     * where the memory is not there the program stops, as it would on any
     * allocation of its own that fails. */
    const char *type = v->elem_type ? v->elem_type : v->type;
    char count[320];
    FILE *cn = fmemopen(count, sizeof count, "w");
    if (!cn) {
        fclose(o);
        free(buf);
        return xf_refuse(x, NULL, "out of memory");
    }
    fputc('(', cn);
    xf_put_bound(cn, x, h.ub_b, h.ub_e);
    if (!zero) {
        fputs(" - ", cn);
        xf_put_bound(cn, x, h.lb_b, h.lb_e);
    }
    fprintf(cn, "%s)", h.le ? " + 1" : "");
    fputc('\0', cn);
    bool cut = fclose(cn) != 0 || strlen(count) >= sizeof count - 1;
    if (cut) {
        fclose(o);
        free(buf);
        return xf_refuse(x, L, "%s's bounds are too long to size its array", L->id);
    }
    fprintf(o, "%s *%s = (%s *)__builtin_malloc(sizeof *%s * (unsigned long)(%s > 0 ? %s : 1)); "
               "if (!%s) __builtin_abort();\n%s",
            type, name, type, name, count, count, name, in);
    size_t b = L->header.begin.offset, e = xf_node_end(x, L);
    /* O's text before L as it is (t is not named there) */
    xf_put_copy(o, x, O->header.begin.offset, b, ind, in, NULL, NULL);
    if (skip_e) {
        xf_put_copy(o, x, b, skip_b, ind, in, v->name, with);
        b = skip_e;
    }
    xf_put_copy(o, x, b, e, ind, in, v->name, with);
    xf_put_copy(o, x, e, xf_node_end(x, O), ind, in, NULL, NULL);
    e = xf_node_end(x, O);
    fprintf(o, "\n%s__builtin_free(%s);", in, name);
    if (braces)
        fprintf(o, "\n%s}", ind);
    x->begin = O->header.begin.offset;
    x->end = e;
    x->repl = xf_close_stream(o, &buf);
    return 0;
}

/* ---- arithmetic operator expansion ------------------------------------ */

/*
 * opexpand(L): every compound assignment of L's body written out, as seed
 * 003's menu's "arithmetic operator expansion":
 *
 *   A[i][j] += e;    ->    A[i][j] = A[i][j] + (e);
 *
 * C11 6.5.16.2: E1 op= E2 is E1 = E1 op (E2) but for E1 evaluated once,
 * so a left side that could do something when evaluated (++, --, a call,
 * an assignment) is refused; nothing else changes, the order of every
 * instance included.
 */
static const char *const compound_ops[] = {"<<=", ">>=", "+=", "-=", "*=", "/=", "%=",
                                           "&=",  "|=",  "^="};

/* The compound operator at text[i] (its length in *n), or NULL. */
static const char *compound_at(const struct xf *x, size_t i, size_t *n)
{
    for (size_t k = 0; k < sizeof compound_ops / sizeof compound_ops[0]; k++) {
        *n = strlen(compound_ops[k]);
        if (i + *n <= x->len && strncmp(x->text + i, compound_ops[k], *n) == 0)
            return compound_ops[k];
    }
    return NULL;
}

int xf_opexpand(struct xf *x)
{
    int fr;
    const struct kf_node *L = xf_loop(x, 0, &fr);
    if (!L)
        return -1;
    if (x->nargs != 1)
        return xf_refuse(x, NULL, "opexpand takes one loop");
    const struct kf_fragment *f = x->a->prog->frags[fr];
    char *buf = NULL;
    size_t blen = 0, at = L->header.begin.offset;
    FILE *o = open_memstream(&buf, &blen);
    if (!o)
        return xf_refuse(x, NULL, "out of memory");
    int done = 0;
    for (int s = 0; s < f->nstmt; s++) {
        const struct kf_stmt *st = f->stmts[s];
        if (!xf_in_subtree(st, L) || st->kind != KF_STMT_EXPR)
            continue;
        const struct kf_access *w = NULL;
        for (int a = 0; a < st->naccess && !w; a++)
            if (st->acc[a].write && st->acc[a].range.begin.offset == st->range.begin.offset)
                w = &st->acc[a];
        size_t lb = st->range.begin.offset, le = w ? w->range.end.offset : 0, i = le, n = 0;
        while (w && i < st->range.end.offset && (x->text[i] == ' ' || x->text[i] == '\t'))
            i++;
        const char *op = w ? compound_at(x, i, &n) : NULL;
        if (!op)
            continue;
        for (size_t k = lb; k < le; k++)
            if (strchr("(=", x->text[k]) || (x->text[k] == '+' && x->text[k + 1] == '+') ||
                (x->text[k] == '-' && x->text[k + 1] == '-')) {
                fclose(o);
                free(buf);
                return xf_refuse(x, L, "S%d (line %u): its left side may do something when "
                                 "evaluated twice", st->id, st->range.begin.line);
            }
        size_t rb = i + n;
        while (rb < st->range.end.offset && (x->text[rb] == ' ' || x->text[rb] == '\t'))
            rb++;
        fprintf(o, "%.*s%.*s = %.*s %.*s (%.*s)", (int)(lb - at), x->text + at, (int)(le - lb),
                x->text + lb, (int)(le - lb), x->text + lb, (int)(n - 1), op,
                (int)(st->range.end.offset - rb), x->text + rb);
        at = st->range.end.offset;
        done++;
    }
    size_t e = xf_node_end(x, L);
    fprintf(o, "%.*s", (int)(e - at), x->text + at);
    x->repl = xf_close_stream(o, &buf);
    if (done == 0)
        return xf_refuse(x, L, "%s holds no compound assignment (+=, -=, ...)", L->id);
    x->begin = L->header.begin.offset;
    x->end = e;
    return 0;
}
