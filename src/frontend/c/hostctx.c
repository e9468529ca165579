/*
 * hostctx.c: what the host code of a fragment's function has established
 * about the fragment's parameters before the fragment runs (kf_host_fact,
 * ir.h), read from clang's AST.
 *
 * A test dominates the fragment when every path from the function's entry
 * to the fragment passes it with one outcome:
 *
 *   void f(int n, ...) {
 *       assert(n >= 16);                 assert (NDEBUG not defined): n >= 16
 *       if (n % 4 != 0) return;          early exit:  !(n % 4 != 0)
 *       for (t = 0; t < T; t++) {
 *           if (m > n) {                 enclosing if: m > n
 *   #pragma scop
 *               ...
 *
 * The path is walked from the function's body down to the fragment's first
 * statement: in each block on it, the statements before the one that holds
 * the fragment are searched for an `if (c) S` whose S always leaves
 * (return, break, continue, exit, abort, a block ending in one: the
 * fragment, later in the same block, then runs only under !c) and for an
 * assert (with NDEBUG undefined it expands to `c ? (void)0 :
 * __assert_fail(...)`; with NDEBUG it is gone and says nothing); each if on
 * the path whose branch holds the fragment gives its condition or the
 * condition's negation.
 *
 * A condition becomes constraints as the fragment's own ifs do (affine in
 * the fragment's parameters, quotients by constants, `n % 64 == 0`), split
 * at && (and, negated, at ||) into conjuncts that stand alone: a conjunct
 * that names anything but the fragment's parameters, or is not affine, is
 * left out and says why, which only weakens the fact.  A fact is ignored
 * when one of its variables may change between the test and the fragment:
 * assigned after the test (before the fragment, or anywhere in a loop
 * around the fragment that starts after the test: the fragment runs again
 * without it), or a
 * global, which any call may change.  A function with a goto is left
 * alone: a jump could reach the fragment around the test.
 */
#include <clang-c/Index.h>
#include <stdio.h>
#include <string.h>

#include "frontend/c/fe.h"
#include "ir/poly.h"
#include "kforge/arena.h"

struct host {
    struct fe *fe;
    unsigned at;          /* the fragment's first statement */
    int nw;               /* the function's writes: the variable, where */
    CXCursor *wvar;
    unsigned *woff;
    unsigned *wline;
    bool jumps;           /* a goto or a label */
    int nloop;            /* the loops on the path to the fragment: their extents */
    unsigned loop_begin[64], loop_end[64];
};

static unsigned off_of(CXCursor c)
{
    unsigned off;
    clang_getExpansionLocation(clang_getRangeStart(clang_getCursorExtent(c)), NULL, NULL, NULL,
                               &off);
    return off;
}

static unsigned end_of(CXCursor c)
{
    unsigned off;
    clang_getExpansionLocation(clang_getRangeEnd(clang_getCursorExtent(c)), NULL, NULL, NULL, &off);
    return off;
}

static bool holds(CXCursor c, unsigned at)
{
    return off_of(c) <= at && at < end_of(c);
}

static enum CXChildVisitResult writes_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    struct host *h = data;
    enum CXCursorKind k = clang_getCursorKind(c);
    if (k == CXCursor_GotoStmt || k == CXCursor_IndirectGotoStmt || k == CXCursor_LabelStmt)
        h->jumps = true;
    CXCursor w = kf_fe_write_target(c);
    if (kf_fe_unop(c) == CXUnaryOperator_AddrOf)
        w = kf_fe_kids_of(c).c[0];
    CXCursor d = clang_Cursor_isNull(w) ? w : kf_fe_var_decl_of(w);
    if (!clang_Cursor_isNull(d)) {
        kf_arena *a = h->fe->a;
        h->wvar = kf_arena_grow(a, h->wvar, (size_t)h->nw, sizeof *h->wvar);
        h->woff = kf_arena_grow(a, h->woff, (size_t)h->nw, sizeof *h->woff);
        h->wline = kf_arena_grow(a, h->wline, (size_t)h->nw, sizeof *h->wline);
        h->wvar[h->nw] = d;
        h->woff[h->nw] = off_of(c);
        h->wline[h->nw++] = kf_fe_begin_of(h->fe, c).line;
    }
    return CXChildVisit_Recurse;
}

/* ---- a condition as constraints -------------------------------------------- */

static enum CXChildVisitResult refs_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    const char **why = data;
    if (clang_getCursorKind(c) == CXCursor_CallExpr || clang_getCursorKind(c) == CXCursor_MemberRefExpr)
        *why = "it calls a function or reads a struct member";
    return CXChildVisit_Recurse;
}

/* NULL when every variable e names is a parameter of the fragment, else why
 * not (nothing is made: kf_fe_poly_of would add a variable it meets) */
static const char *params_only(struct host *h, CXCursor e)
{
    struct kidlist refs = {h->fe, 0, NULL};
    kf_fe_var_refs(e, e, &refs);
    clang_visitChildren(e, kf_fe_var_refs, &refs);
    const char *why = NULL;
    refs_visit(e, e, &why);
    clang_visitChildren(e, refs_visit, &why);
    if (why)
        return why;
    for (int i = 0; i < refs.n; i++) {
        int id = kf_fe_find_var(h->fe, refs.c[i]);
        if (id < 0 || h->fe->f->vars[id].kind != KF_VAR_PARAM)
            return kf_arena_printf(h->fe->a, "'%s' is not a parameter of the fragment",
                                   kf_fe_spelling(h->fe, refs.c[i]));
    }
    return NULL;
}

struct conj {
    CXCursor at;          /* the conjunct */
    bool neg;
    struct kf_poly *p;    /* p >= 0, or p == 0 */
    bool eq;
    const char *why_not;
};

/* c (negated when neg) as conjuncts appended to out (at most 8) */
static void split(struct host *h, CXCursor c, bool neg, struct conj *out, int *n)
{
    struct fe *fe = h->fe;
    if (*n >= 8)
        return;
    c = kf_fe_strip(c);
    enum CXBinaryOperatorKind op = kf_fe_binop(c);
    struct kids ch = kf_fe_kids_of(c);
    struct conj *x = &out[*n];
    *x = (struct conj){c, neg, NULL, false, NULL};
    if (ch.n == 2 && ((op == CXBinaryOperator_LAnd && !neg) || (op == CXBinaryOperator_LOr && neg))) {
        split(h, ch.c[0], neg, out, n);
        split(h, ch.c[1], neg, out, n);
        return;
    }
    (*n)++;
    if (kf_fe_unop(c) == CXUnaryOperator_LNot && ch.n == 1) {
        (*n)--;
        split(h, ch.c[0], !neg, out, n);
        return;
    }
    if (op == CXBinaryOperator_LAnd || op == CXBinaryOperator_LOr) {
        x->why_not = "its negation is a disjunction";
        return;
    }
    if ((x->why_not = params_only(h, c)))
        return;
    kf_arena *a = fe->a;
    struct kf_poly *r;
    long zero;
    /* n % c == 0, n % c != 0, n % c (whatever C's rounding) */
    bool rem_ne = false, rem_is = false;
    if ((r = kf_fe_floor_rem(fe, c))) {
        rem_is = rem_ne = true;
    } else if ((op == CXBinaryOperator_EQ || op == CXBinaryOperator_NE) && ch.n == 2) {
        for (int side = 0; side < 2 && !rem_is; side++)
            if (!kf_fe_has_declref(ch.c[1 - side]) && kf_fe_const_eval(ch.c[1 - side], &zero) &&
                zero == 0 && (r = kf_fe_floor_rem(fe, ch.c[side])))
                rem_is = true, rem_ne = op == CXBinaryOperator_NE;
    }
    if (rem_is) {
        if (rem_ne != neg) /* r >= 1 */
            x->p = kf_poly_lin(a, r, 1, kf_poly_const(a, -1), 1);
        else /* r <= 0 */
            x->p = kf_poly_lin(a, r, -1, NULL, 0);
        return;
    }
    if (ch.n != 2 || op < CXBinaryOperator_LT || op > CXBinaryOperator_NE) {
        x->why_not = "it is no comparison";
        return;
    }
    if ((op == CXBinaryOperator_NE && !neg) || (op == CXBinaryOperator_EQ && neg)) {
        x->why_not = "'!=' holds on no convex set";
        return;
    }
    int quot = fe->quot;
    fe->quot = KF_FE_QUOT_EXACT;
    struct kf_poly *l = kf_fe_poly_of(fe, ch.c[0]), *g = kf_fe_poly_of(fe, ch.c[1]);
    fe->quot = quot;
    if (!kf_poly_is_affine(l) || !kf_poly_is_affine(g)) {
        x->why_not = "it is not affine";
        return;
    }
    if (neg) /* !(l < g) is l >= g, ... */
        op = op == CXBinaryOperator_LT ? CXBinaryOperator_GE
           : op == CXBinaryOperator_GE ? CXBinaryOperator_LT
           : op == CXBinaryOperator_GT ? CXBinaryOperator_LE
           : op == CXBinaryOperator_LE ? CXBinaryOperator_GT
                                       : CXBinaryOperator_EQ;
    struct kf_poly *one = kf_poly_const(a, 1);
    switch (op) {
    case CXBinaryOperator_LT: x->p = kf_poly_lin(a, g, 1, kf_poly_lin(a, l, 1, one, 1), -1); break;
    case CXBinaryOperator_LE: x->p = kf_poly_lin(a, g, 1, l, -1); break;
    case CXBinaryOperator_GT: x->p = kf_poly_lin(a, l, 1, kf_poly_lin(a, g, 1, one, 1), -1); break;
    case CXBinaryOperator_GE: x->p = kf_poly_lin(a, l, 1, g, -1); break;
    default: x->p = kf_poly_lin(a, l, 1, g, -1), x->eq = true; break;
    }
    if (!x->p)
        x->why_not = "it is not affine";
}

/* does poly p name variable decl d (through its quotients too)? */
static bool names(const struct fe *fe, const struct kf_poly *p, CXCursor d)
{
    for (int i = 0; p && i < p->nterm; i++)
        for (int k = 0; k < p->term[i].nvar; k++) {
            int v = p->term[i].vars[k];
            if (v >= KF_DIV_VAR ? names(fe, fe->f->divs[v - KF_DIV_VAR].num, d)
                                : clang_equalCursors(fe->decls[v], d))
                return true;
        }
    return false;
}

/* why the fact made at offset `from` may not hold when the fragment runs */
static const char *changed(struct host *h, const struct kf_poly *p, unsigned from)
{
    struct fe *fe = h->fe;
    const struct kf_fragment *f = fe->f;
    for (int i = 0; p && i < p->nterm; i++)
        for (int k = 0; k < p->term[i].nvar; k++) {
            int v = p->term[i].vars[k];
            if (v >= KF_DIV_VAR) {
                const char *why = changed(h, f->divs[v - KF_DIV_VAR].num, from);
                if (why)
                    return why;
                continue;
            }
            if (f->vars[v].is_global || f->vars[v].member || f->vars[v].product)
                return kf_arena_printf(fe->a, "'%s' is %s", f->vars[v].name,
                                       f->vars[v].is_global ? "a global, which a call may change"
                                                            : "no plain variable");
        }
    for (int w = 0; w < h->nw; w++) {
        /* after the test and before the fragment, or anywhere in a loop
         * around the fragment that starts after the test (the fragment runs
         * again without the test) */
        bool between = h->woff[w] > from && h->woff[w] < h->at;
        for (int l = 0; l < h->nloop && !between; l++)
            between = h->loop_begin[l] > from && h->woff[w] >= h->loop_begin[l] &&
                      h->woff[w] < h->loop_end[l];
        if (between && names(fe, p, h->wvar[w]))
            return kf_arena_printf(fe->a, "'%s' is assigned at line %u, after the test",
                                   kf_fe_spelling(fe, h->wvar[w]), h->wline[w]);
    }
    return NULL;
}

/* records test c (negated when neg), which holds from offset `from` on */
static void fact(struct host *h, CXCursor c, bool neg, const char *how, unsigned from)
{
    struct fe *fe = h->fe;
    struct kf_fragment *f = fe->f;
    struct conj cs[8];
    int n = 0;
    split(h, c, neg, cs, &n);
    for (int i = 0; i < n; i++) {
        if (!cs[i].why_not)
            cs[i].why_not = changed(h, cs[i].p, from);
        f->host = kf_arena_grow(fe->a, f->host, (size_t)f->nhost, sizeof *f->host);
        struct kf_host_fact *x = &f->host[f->nhost++];
        memset(x, 0, sizeof *x);
        x->loc = kf_fe_begin_of(fe, cs[i].at);
        const char *t = kf_fe_text_of(fe, cs[i].at, 60);
        x->text = cs[i].neg ? kf_arena_printf(fe->a, "!(%s)", t) : t;
        x->how = how;
        x->why_not = cs[i].why_not;
        if (!x->why_not) {
            x->cons = kf_arena_alloc(fe->a, sizeof *x->cons);
            x->cons[0] = (struct kf_cons){cs[i].p, cs[i].eq};
            x->ncons = 1;
        }
    }
}

/* ---- the path to the fragment -------------------------------------------- */

static bool leaves_call(struct fe *fe, CXCursor c)
{
    c = kf_fe_strip(c);
    if (clang_getCursorKind(c) != CXCursor_CallExpr)
        return false;
    const char *n = kf_fe_callee_name(fe, c);
    static const char *const noreturn[] = {"exit", "_Exit", "quick_exit", "abort", "__assert_fail",
                                           "__assert_rtn", "__builtin_trap", "__builtin_unreachable",
                                           "err", "errx", "longjmp"};
    for (size_t i = 0; n && i < sizeof noreturn / sizeof *noreturn; i++)
        if (strcmp(n, noreturn[i]) == 0)
            return true;
    return false;
}

/* does statement s always leave what follows it? */
static bool leaves(struct fe *fe, CXCursor s)
{
    enum CXCursorKind k = clang_getCursorKind(s);
    if (k == CXCursor_ReturnStmt || k == CXCursor_BreakStmt || k == CXCursor_ContinueStmt)
        return true;
    if (k == CXCursor_CompoundStmt) {
        struct kidlist kl = kf_fe_kidlist_of(fe, s);
        for (int i = 0; i < kl.n; i++)
            if (leaves(fe, kl.c[i]))
                return true;
        return false;
    }
    return leaves_call(fe, s);
}

/* assert(c) as glibc expands it: c ? (void)0 : __assert_fail(...), or for
 * GNU C ((void) sizeof (c ? 1 : 0), __extension__ ({ if (c) ; else
 * __assert_fail(...); })) */
static bool assert_cond(struct fe *fe, CXCursor s, CXCursor *cond)
{
    s = kf_fe_strip(s);
    struct kids ch = kf_fe_kids_of(s);
    enum CXCursorKind k = clang_getCursorKind(s);
    if (k == CXCursor_ConditionalOperator) {
        if (ch.n != 3 || !leaves_call(fe, ch.c[2]))
            return false;
        *cond = ch.c[0];
        return true;
    }
    if (kf_fe_binop(s) == CXBinaryOperator_Comma && ch.n == 2)
        return assert_cond(fe, ch.c[1], cond);
    if (kf_fe_unop(s) == CXUnaryOperator_Extension && ch.n == 1)
        return assert_cond(fe, ch.c[0], cond);
    if (k == CXCursor_StmtExpr && ch.n == 1)
        return assert_cond(fe, ch.c[0], cond);
    if (k == CXCursor_CompoundStmt && ch.n == 1)
        return assert_cond(fe, ch.c[0], cond);
    if (k == CXCursor_IfStmt && ch.n == 3 && clang_getCursorKind(ch.c[1]) == CXCursor_NullStmt &&
        leaves(fe, ch.c[2])) {
        *cond = ch.c[0];
        return true;
    }
    return false;
}

/* the statements before the one that holds the fragment, in a block */
static void before(struct host *h, CXCursor s)
{
    struct fe *fe = h->fe;
    CXCursor cond;
    if (clang_getCursorKind(s) == CXCursor_IfStmt) {
        struct kids ch = kf_fe_kids_of(s);
        if (ch.n == 2 && leaves(fe, ch.c[1]))
            fact(h, ch.c[0], true, "early exit", end_of(s));
    } else if (assert_cond(fe, s, &cond)) {
        fact(h, cond, false, "assert", end_of(s));
    }
}

/* the loops on the path to the fragment (before any fact is judged) */
static void path_loops(struct host *h, CXCursor c)
{
    if (off_of(c) >= h->at)
        return;
    enum CXCursorKind k = clang_getCursorKind(c);
    if ((k == CXCursor_ForStmt || k == CXCursor_WhileStmt || k == CXCursor_DoStmt) && h->nloop < 64) {
        h->loop_begin[h->nloop] = off_of(c);
        h->loop_end[h->nloop++] = end_of(c);
    }
    struct kidlist kl = kf_fe_kidlist_of(h->fe, c);
    for (int i = 0; i < kl.n; i++)
        if (holds(kl.c[i], h->at)) {
            path_loops(h, kl.c[i]);
            return;
        }
}

static void walk(struct host *h, CXCursor c)
{
    if (off_of(c) >= h->at)
        return; /* the fragment itself */
    enum CXCursorKind k = clang_getCursorKind(c);
    struct kidlist kl = kf_fe_kidlist_of(h->fe, c);
    if (k == CXCursor_IfStmt && kl.n >= 2) {
        if (holds(kl.c[1], h->at)) {
            fact(h, kl.c[0], false, "enclosing if", off_of(kl.c[1]));
            walk(h, kl.c[1]);
        } else if (kl.n == 3 && holds(kl.c[2], h->at)) {
            fact(h, kl.c[0], true, "else of an enclosing if", off_of(kl.c[2]));
            walk(h, kl.c[2]);
        }
        return;
    }
    for (int i = 0; i < kl.n; i++) {
        if (holds(kl.c[i], h->at) || off_of(kl.c[i]) == h->at) {
            walk(h, kl.c[i]);
            return;
        }
        if (k == CXCursor_CompoundStmt)
            before(h, kl.c[i]);
    }
}

void kf_fe_host_context(struct fe *fe, CXCursor fn, CXCursor first)
{
    struct host h = {.fe = fe, .at = off_of(first)};
    struct kidlist kl = kf_fe_kidlist_of(fe, fn);
    if (kl.n == 0 || clang_getCursorKind(kl.c[kl.n - 1]) != CXCursor_CompoundStmt)
        return;
    CXCursor body = kl.c[kl.n - 1];
    clang_visitChildren(body, writes_visit, &h);
    if (h.jumps)
        return;
    int ndef = fe->ndef, nind = fe->nind_use;
    fe->ndef = 0, fe->nind_use = 0; /* the fragment's definitions do not reach its host */
    path_loops(&h, body);
    walk(&h, body);
    fe->ndef = ndef, fe->nind_use = nind;
}
