/*
 * stmt.c: the fragment's tree: loops (the grammar of frontend.c's top
 * comment), ifs, statements and opaque statements (aliasing pointers'
 * pairs and blockers: alias.c).  Shared through fe.h.
 */
#include <clang-c/Index.h>
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/c/fe.h"
#include "support/ctext.h"

/* ---- statements, loops, ifs ---------------------------------------------- */

static struct kf_node *new_node(struct fe *fe, enum kf_node_kind k, CXCursor c)
{
    struct kf_node *n = kf_arena_alloc(fe->a, sizeof *n);
    n->kind = k;
    n->range = kf_fe_range_of(fe, c);
    n->parent = fe->depth ? fe->loops[fe->depth - 1] : NULL;
    if (k != KF_NODE_IF)
        n->ord = fe->ord[fe->depth]++;
    fe->nodes = kf_arena_grow(fe->a, fe->nodes, (size_t)fe->nnode, sizeof *fe->nodes);
    fe->node_cur = kf_arena_grow(fe->a, fe->node_cur, (size_t)fe->nnode, sizeof *fe->node_cur);
    fe->nodes[fe->nnode] = n;
    fe->node_cur[fe->nnode++] = c;
    return n;
}

static void push(struct fe *fe, struct kf_node ***list, int *n, struct kf_node *x)
{
    *list = kf_arena_grow(fe->a, *list, (size_t)*n, sizeof **list);
    (*list)[(*n)++] = x;
}

static struct kf_stmt *new_stmt(struct fe *fe, CXCursor c, struct kf_node ***list, int *n)
{
    struct kf_node *node = new_node(fe, KF_NODE_STMT, c);
    struct kf_stmt *s = kf_arena_alloc(fe->a, sizeof *s);
    struct kf_fragment *f = fe->f;
    node->stmt = s;
    s->node = node;
    s->range = node->range;
    s->text = kf_fe_text_of(fe, c, 60);
    s->depth = fe->depth;
    s->loops = kf_arena_alloc(fe->a, (size_t)(fe->depth + 1) * sizeof *s->loops);
    memcpy(s->loops, fe->loops, (size_t)fe->depth * sizeof *s->loops);
    s->red_read = s->red_write = -1;
    s->nif = fe->nif;
    s->ifs = kf_arena_alloc(fe->a, (size_t)(fe->nif + 1) * sizeof *s->ifs);
    s->in_else = kf_arena_alloc(fe->a, (size_t)(fe->nif + 1) * sizeof *s->in_else);
    memcpy(s->ifs, fe->ifs, (size_t)fe->nif * sizeof *s->ifs);
    memcpy(s->in_else, fe->in_else, (size_t)fe->nif * sizeof *s->in_else);
    f->stmts = kf_arena_grow(fe->a, f->stmts, (size_t)f->nstmt, sizeof *f->stmts);
    f->stmts[f->nstmt++] = s;
    s->id = f->nstmt;
    push(fe, list, n, node);
    return s;
}

static enum CXChildVisitResult build_kid(CXCursor c, CXCursor parent, CXClientData data)
{
    void **args = data;
    kf_fe_build(args[0], c, args[1], args[2]);
    return CXChildVisit_Continue;
}

static void build_children(struct fe *fe, CXCursor c, struct kf_node ***list, int *n)
{
    void *args[3] = {fe, list, n};
    clang_visitChildren(c, build_kid, args);
}

/* Adds the reads of guard g (an if condition, a non-affine loop bound) to
 * statements [first, last).  A reduction whose variable the guard reads is no
 * reduction (the guard depends on the running value), except in `exempt`,
 * the if (e > x) x = e form whose guard is the comparison itself. */
static void guard_reads(struct fe *fe, CXCursor g, int first, int last, const struct kf_stmt *exempt)
{
    for (int i = first; i < last; i++) {
        struct kf_stmt *s = fe->f->stmts[i];
        fe->cur = s;
        int before = s->naccess;
        kf_fe_visit_expr(fe, g);
        if (s->red_op != KF_RED_NONE && s != exempt)
            for (int a = before; a < s->naccess; a++)
                if (s->acc[a].var == s->acc[s->red_write].var)
                    s->red_op = KF_RED_NONE;
        fe->cur = NULL;
    }
}

struct side_effects {
    struct fe *fe;
    bool found;
};

static enum CXChildVisitResult side_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    struct side_effects *se = data;
    if (!clang_Cursor_isNull(kf_fe_write_target(c))) {
        se->found = true;
        return CXChildVisit_Break;
    }
    if (clang_getCursorKind(c) == CXCursor_CallExpr) {
        const char *n = kf_fe_callee_name(se->fe, c);
        if (!n || !kf_fe_call_is_pure(se->fe, c)) {
            se->found = true;
            return CXChildVisit_Break;
        }
    }
    return CXChildVisit_Recurse;
}

/* (fe.h) */
bool kf_fe_writes_any(struct fe *fe, CXCursor c)
{
    struct side_effects se = {fe, false};
    side_visit(c, c, &se);
    if (!se.found)
        clang_visitChildren(c, side_visit, &se);
    return se.found;
}

/* A condition or bound that writes something: an error (true) */
static bool side_effects(struct fe *fe, CXCursor c, const char *what)
{
    bool found = kf_fe_writes_any(fe, c);
    if (found)
        kf_fe_error_cursor(fe, c, "this %s has side effects: kforge needs conditions and loop bounds that only read", what);
    return found;
}

/* bound expression -> list of polys: min (want_min) or max of them */
static void bound_list(struct fe *fe, CXCursor e, bool want_min, struct kf_poly ***out, int *n,
                       long delta)
{
    e = kf_fe_strip(e);
    if (clang_getCursorKind(e) == CXCursor_ConditionalOperator) {
        struct kids ch = kf_fe_kids_of(e);
        enum kf_reduction_op op = ch.n == 3 ? kf_fe_cond_minmax(fe, ch.c[0], ch.c[1], ch.c[2]) : KF_RED_NONE;
        if ((op == KF_RED_MIN && want_min) || (op == KF_RED_MAX && !want_min)) {
            bound_list(fe, ch.c[1], want_min, out, n, delta);
            bound_list(fe, ch.c[2], want_min, out, n, delta);
            return;
        }
    }
    /* MIN(a, b) - 1 (a decreasing loop's start, randprog --shape): the
     * constant moves into delta so the MIN/MAX above still splits */
    enum CXBinaryOperatorKind bop = kf_fe_binop(e);
    if (bop == CXBinaryOperator_Add || bop == CXBinaryOperator_Sub) {
        struct kids ch = kf_fe_kids_of(e);
        long v;
        if (ch.n == 2 && clang_getCursorKind(kf_fe_strip(ch.c[0])) == CXCursor_ConditionalOperator &&
            kf_fe_const_eval(ch.c[1], &v) && v > -(1L << 30) && v < (1L << 30)) {
            bound_list(fe, ch.c[0], want_min, out, n, delta + (bop == CXBinaryOperator_Add ? v : -v));
            return;
        }
    }
    int quot = fe->quot;
    fe->quot = KF_FE_QUOT_PARAM; /* i < n / 4: the parameter "(n / 4)" */
    struct kf_poly *p = kf_fe_param_products(fe, kf_fe_poly_of(fe, e), e);
    fe->quot = quot;
    if (p && !kf_poly_is_affine(p))
        p = NULL;
    p = p ? kf_poly_lin(fe->a, p, 1, kf_poly_const(fe->a, delta), 1) : NULL;
    *out = kf_arena_grow(fe->a, *out, (size_t)*n, sizeof **out);
    (*out)[(*n)++] = p;
}

static bool is_iter_ref(struct fe *fe, CXCursor e, CXCursor iter)
{
    CXCursor d = kf_fe_var_decl_of(e);
    return !clang_Cursor_isNull(d) && clang_equalCursors(d, iter);
}

/* A comparison with the counter inside an expression, as in c - 1 < len:
 * lhs - rhs must be affine with the counter's coefficient 1 or -1; then
 * i OP' bound with bound = what is left, moved across. */
static bool loop_cond_linear(struct fe *fe, struct kf_node *l, enum CXBinaryOperatorKind op,
                             CXCursor lhs, CXCursor rhs, int dir)
{
    /* the counter is visible to kf_fe_poly_of while the condition is read */
    fe->loops[fe->depth++] = l;
    int quot = fe->quot;
    fe->quot = KF_FE_QUOT_PARAM;
    struct kf_poly *p = kf_poly_lin(fe->a, kf_fe_param_products(fe, kf_fe_poly_of(fe, lhs), lhs), 1,
                                    kf_fe_param_products(fe, kf_fe_poly_of(fe, rhs), rhs), -1);
    fe->quot = quot;
    fe->depth--;
    if (!kf_poly_is_affine(p))
        return false;
    long c = 0;
    for (int i = 0; i < p->nterm; i++)
        if (p->term[i].nvar == 1 && p->term[i].vars[0] == l->iter)
            c = p->term[i].coef;
    if (c != 1 && c != -1)
        return false;
    /* rest = p - c*i;  c*i + rest OP 0 */
    struct kf_poly *rest = kf_poly_lin(fe->a, p, 1, kf_poly_var(fe->a, l->iter), -c);
    struct kf_poly *bound = kf_poly_lin(fe->a, rest, -c, NULL, 0); /* i OP bound (c = 1) */
    if (!bound)
        return false;
    if (c == -1) /* -i + rest OP 0  is  i OP' rest */
        op = op == CXBinaryOperator_LT ? CXBinaryOperator_GT
           : op == CXBinaryOperator_GT ? CXBinaryOperator_LT
           : op == CXBinaryOperator_LE ? CXBinaryOperator_GE
                                       : CXBinaryOperator_LE;
    long delta;
    if (dir > 0 && op == CXBinaryOperator_LT)
        delta = -1;
    else if (dir > 0 && op == CXBinaryOperator_LE)
        delta = 0;
    else if (dir < 0 && op == CXBinaryOperator_GT)
        delta = 1;
    else if (dir < 0 && op == CXBinaryOperator_GE)
        delta = 0;
    else
        return false;
    l->ub = kf_arena_grow(fe->a, l->ub, (size_t)l->nub, sizeof *l->ub);
    l->ub[l->nub++] = kf_poly_lin(fe->a, bound, 1, kf_poly_const(fe->a, delta), 1);
    return true;
}

/* the loop condition: i OP e [&& i OP e ...] */
static bool loop_cond(struct fe *fe, struct kf_node *l, CXCursor c, CXCursor iter, int dir)
{
    c = kf_fe_strip(c);
    enum CXBinaryOperatorKind op = kf_fe_binop(c);
    struct kids ch = kf_fe_kids_of(c);
    if (op == CXBinaryOperator_LAnd && ch.n == 2)
        return loop_cond(fe, l, ch.c[0], iter, dir) && loop_cond(fe, l, ch.c[1], iter, dir);
    if (ch.n != 2 || op < CXBinaryOperator_LT || op > CXBinaryOperator_GE)
        return false;
    CXCursor bound;
    if (is_iter_ref(fe, ch.c[0], iter)) {
        bound = ch.c[1];
    } else if (is_iter_ref(fe, ch.c[1], iter)) {
        bound = ch.c[0];
        /* e < i is i > e */
        op = op == CXBinaryOperator_LT ? CXBinaryOperator_GT
           : op == CXBinaryOperator_GT ? CXBinaryOperator_LT
           : op == CXBinaryOperator_LE ? CXBinaryOperator_GE
                                       : CXBinaryOperator_LE;
    } else {
        return loop_cond_linear(fe, l, op, ch.c[0], ch.c[1], dir);
    }
    if (dir > 0 && op == CXBinaryOperator_LT)
        bound_list(fe, bound, true, &l->ub, &l->nub, -1);
    else if (dir > 0 && op == CXBinaryOperator_LE)
        bound_list(fe, bound, true, &l->ub, &l->nub, 0);
    else if (dir < 0 && op == CXBinaryOperator_GT)
        bound_list(fe, bound, false, &l->ub, &l->nub, 1);
    else if (dir < 0 && op == CXBinaryOperator_GE)
        bound_list(fe, bound, false, &l->ub, &l->nub, 0);
    else
        return false;
    return true;
}

static bool loop_step(struct fe *fe, CXCursor inc, CXCursor iter, long *step)
{
    inc = kf_fe_strip(inc);
    enum CXUnaryOperatorKind u = kf_fe_unop(inc);
    enum CXBinaryOperatorKind b = kf_fe_binop(inc);
    struct kids ch = kf_fe_kids_of(inc);
    if (ch.n < 1 || !is_iter_ref(fe, ch.c[0], iter))
        return false;
    if (u == CXUnaryOperator_PostInc || u == CXUnaryOperator_PreInc)
        return *step = 1, true;
    if (u == CXUnaryOperator_PostDec || u == CXUnaryOperator_PreDec)
        return *step = -1, true;
    long v;
    if ((b == CXBinaryOperator_AddAssign || b == CXBinaryOperator_SubAssign) && ch.n == 2 &&
        !kf_fe_has_declref(ch.c[1]) && kf_fe_const_eval(ch.c[1], &v) && v != LONG_MIN)
        return *step = b == CXBinaryOperator_AddAssign ? v : -v, v != 0;
    if (b == CXBinaryOperator_Assign && ch.n == 2) {
        CXCursor r = kf_fe_strip(ch.c[1]);
        enum CXBinaryOperatorKind rb = kf_fe_binop(r);
        struct kids rc = kf_fe_kids_of(r);
        if ((rb == CXBinaryOperator_Add || rb == CXBinaryOperator_Sub) && rc.n == 2) {
            int side = is_iter_ref(fe, rc.c[0], iter) ? 1
                     : (rb == CXBinaryOperator_Add && is_iter_ref(fe, rc.c[1], iter)) ? 0 : -1;
            if (side >= 0 && !kf_fe_has_declref(rc.c[side]) && kf_fe_const_eval(rc.c[side], &v) && v != LONG_MIN)
                return *step = rb == CXBinaryOperator_Add ? v : -v, v != 0;
        }
    }
    return false;
}

/* Is the condition in OpenMP's canonical loop form: the counter, as
 * written, alone on one side of one comparison in the loop's direction
 * (i < e, e > i for an increasing loop)? */
static bool cond_canonical(struct fe *fe, CXCursor c, const char *iter, long step)
{
    enum CXBinaryOperatorKind op = kf_fe_binop(c);
    struct kids ch = kf_fe_kids_of(c);
    if (ch.n != 2 || op < CXBinaryOperator_LT || op > CXBinaryOperator_GE)
        return false;
    bool left = strcmp(kf_fe_text_of(fe, ch.c[0], 64), iter) == 0;
    bool right = strcmp(kf_fe_text_of(fe, ch.c[1], 64), iter) == 0;
    bool less = op == CXBinaryOperator_LT || op == CXBinaryOperator_LE;
    return left != right && (left ? less == (step > 0) : less != (step > 0));
}

/* A signed integer: the bound's arithmetic in C then means what the
 * model's does (n - 2 with an unsigned n would wrap where i + 1 < n does
 * not). */
static bool signed_int(const struct kf_var *v)
{
    const char *t = v->elem_type ? v->elem_type : v->type;
    return v->is_integer && t && !strstr(t, "unsigned") && strcmp(t, "_Bool") != 0 &&
           strcmp(t, "bool") != 0;
}

/* Does a variable of v's name declared after v hide it at offset `at`
 * (the loop's)?  One declared in a loop around `at` does, or in the
 * fragment's top level; the counter of a loop that has ended does not. */
static bool hidden(const struct fe *fe, const struct kf_var *v, unsigned at)
{
    for (int w = 0; w < fe->f->nvar; w++) {
        const struct kf_var *x = &fe->f->vars[w];
        if (x == v || strcmp(x->name, v->name) != 0 || x->decl.offset <= v->decl.offset ||
            x->decl.offset >= at)
            continue;
        bool iter = false, around = x->scope_loop == NULL;
        for (int k = 0; k < fe->depth; k++) {
            iter |= fe->loops[k]->iter == w;
            around |= fe->loops[k] == x->scope_loop;
        }
        for (int l = 0; l < fe->f->nloop; l++)
            if (fe->f->loops[l]->iter == w)
                around = iter; /* a counter is in scope in its own loop only */
        if (around)
            return true;
    }
    return false;
}

/* p as C text in the model's arithmetic: a variable that is not a signed
 * integer read as (long long); NULL when a variable is not one the text
 * names for sure (a quotient, the counter, one another of its name
 * hides at `at`). */
static const char *bound_text(struct fe *fe, const struct kf_poly *p, int iter, unsigned at)
{
    const char *s = "";
    bool has_const = p->nterm > 0 && p->term[0].nvar == 0;
    for (int j = 0; j < p->nterm; j++) { /* the constant last, as kf_poly_print */
        int t = has_const ? (j + 1) % p->nterm : j;
        const struct kf_term *tm = &p->term[t];
        long c = tm->coef;
        const char *term = "";
        for (int k = 0; k < tm->nvar; k++) {
            int v = tm->vars[k];
            if (v < 0 || v >= fe->f->nvar || v == iter)
                return NULL;
            const struct kf_var *var = &fe->f->vars[v];
            if (hidden(fe, var, at))
                return NULL;
            term = kf_arena_printf(fe->a, signed_int(var) ? "%s%s%s" : "%s%s(long long)(%s)",
                                   term, k ? " * " : "", var->name);
        }
        unsigned long ac = c < 0 ? 0UL - (unsigned long)c : (unsigned long)c;
        const char *sign = j == 0 ? (c < 0 ? "-" : "") : (c < 0 ? " - " : " + ");
        if (tm->nvar == 0)
            s = kf_arena_printf(fe->a, "%s%s%lu", s, sign, ac);
        else if (ac == 1)
            s = kf_arena_printf(fe->a, "%s%s%s", s, sign, term);
        else
            s = kf_arena_printf(fe->a, "%s%s%lu * %s", s, sign, ac, term);
    }
    return p->nterm ? s : "0";
}

/* l's condition in OpenMP's canonical form, from its bounds: iter <= the
 * least of ub (>= the greatest for a decreasing loop); an unsigned
 * counter compared with a bound that is never below 0.  NULL when a bound
 * cannot be written (bound_text) or a decreasing loop's counter is
 * unsigned. */
static const char *omp_cond_text(struct fe *fe, const struct kf_node *l, const char *iter)
{
    bool uns = !signed_int(&fe->f->vars[l->iter]);
    if (l->nub < 1 || l->nub > 3 || (uns && l->step < 0))
        return NULL;
    const char *cmp = l->step > 0 ? "<" : ">", *m = NULL;
    for (int i = 0; i < l->nub; i++) {
        const char *b = bound_text(fe, l->ub[i], l->iter, l->cond.begin.offset);
        if (!b)
            return NULL;
        /* the least (greatest) of them */
        m = !m ? b : kf_arena_printf(fe->a, "(%s %s %s ? %s : %s)", m, cmp, b, m, b);
    }
    if (uns) /* i < m + 1, never negative: no wrap in i's type */
        return kf_arena_printf(fe->a, "%s < (%s >= 0 ? %s + 1 : 0)", iter, m, m);
    return kf_arena_printf(fe->a, "%s %s= %s", iter, cmp, m);
}


/* Is text t[q, p) (one line's start, leading blanks skipped) a directive
 * of the preprocessor's conditionals (#if, #ifdef, #else, #endif, ...)? */
static bool conditional_line(const char *t, size_t q, size_t p)
{
    static const char *const kw[] = {"if", "ifdef", "ifndef", "elif", "else", "endif", NULL};
    if (q >= p || t[q] != '#')
        return false;
    for (q++; q < p && (t[q] == ' ' || t[q] == '\t'); q++)
        ;
    for (const char *const *k = kw; *k; k++) {
        size_t n = strlen(*k);
        if (p - q >= n && strncmp(t + q, *k, n) == 0 &&
            (q + n == p || !isalnum((unsigned char)t[q + n])))
            return true;
    }
    return false;
}

/* The `#pragma omp ...` line before offset (a loop's `for`), as written,
 * or NULL: with only blank lines, comments and the preprocessor's
 * conditionals between (Rodinia's backprop: `#ifdef OPEN`, the directive,
 * `#endif`, a comment, the loop), whether the conditional holds under
 * the flags kforge was given or not: the program may be built with
 * others.  An OpenMP program's own directive (`#pragma omp simd`,
 * `parallel for`) must be followed by its loop: a directive of kforge's
 * in between, or a versioned copy of the loop, would leave it before
 * something that is no loop. */
static const char *omp_directive_before(struct fe *fe, unsigned offset)
{
    const char *t = fe->text;
    size_t p = offset;
    for (;;) {
        while (p > 0 && isspace((unsigned char)t[p - 1]))
            p--;
        if (p >= 2 && t[p - 2] == '*' && t[p - 1] == '/') { /* a comment ends here */
            size_t b = p - 2;
            while (b >= 2 && !(t[b - 2] == '/' && t[b - 1] == '*'))
                b--;
            if (b < 2)
                return NULL;
            p = b - 2;
            continue;
        }
        if (p == 0)
            return NULL;
        size_t q = kf_ctext_line_start(t, p - 1);
        /* a directive continued over lines with backslashes */
        while (q >= 2 && t[q - 1] == '\n' &&
               (t[q - 2] == '\\' || (q >= 3 && t[q - 2] == '\r' && t[q - 3] == '\\')))
            q = kf_ctext_line_start(t, q - 2);
        while (q < p && (t[q] == ' ' || t[q] == '\t'))
            q++;
        if (p - q >= 2 && t[q] == '/' && t[q + 1] == '/') { /* a line comment */
            p = q;
            continue;
        }
        if (conditional_line(t, q, p)) {
            p = q;
            continue;
        }
        if (q >= p || t[q] != '#')
            return NULL;
        size_t hash = q++;
        while (q < p && (t[q] == ' ' || t[q] == '\t'))
            q++;
        if (p - q < 10 || strncmp(t + q, "pragma", 6) != 0)
            return NULL;
        size_t w = q + 6;
        while (w < p && (t[w] == ' ' || t[w] == '\t'))
            w++;
        if (p - w < 3 || strncmp(t + w, "omp", 3) != 0 ||
            (w + 3 < p && isalnum((unsigned char)t[w + 3])))
            return NULL;
        return kf_arena_strndup(fe->a, t + hash, p - hash);
    }
}

/* Builds the loop; false (after a diagnostic) if its header is not one
 * kforge can normalise, with nothing added. */
static bool try_for(struct fe *fe, CXCursor c, struct kf_node ***list, int *n)
{
    struct kids ch = kf_fe_kids_of(c);
    if (ch.n != 4) {
        kf_fe_error_cursor(fe, c, "unsupported for loop: kforge needs an initialisation, a condition and an increment%s", "");
        return false;
    }
    CXCursor init = kf_fe_strip(ch.c[0]), iter = clang_getNullCursor(), lbexpr = clang_getNullCursor();
    if (clang_getCursorKind(init) == CXCursor_DeclStmt) {
        struct kids dk = kf_fe_kids_of(init);
        if (dk.n == 1 && clang_getCursorKind(dk.c[0]) == CXCursor_VarDecl) {
            struct kids vk = kf_fe_kids_of(dk.c[0]);
            iter = dk.c[0];
            if (vk.n >= 1)
                lbexpr = vk.c[vk.n - 1];
        }
    } else if (kf_fe_binop(init) == CXBinaryOperator_Assign) {
        struct kids ik = kf_fe_kids_of(init);
        iter = kf_fe_var_decl_of(ik.c[0]);
        lbexpr = ik.c[1];
    }
    if (clang_Cursor_isNull(iter) || clang_Cursor_isNull(lbexpr) ||
        !kf_fe_is_int_type(clang_getCursorType(iter))) {
        kf_fe_error_cursor(fe, ch.c[0], "unsupported loop initialisation '%s': kforge needs 'i = lower bound' with an integer i",
                           kf_fe_text_of(fe, ch.c[0], 40));
        return false;
    }
    if (fe->depth >= 63) {
        kf_fe_error_cursor(fe, c, "loop nest too deep%s", "");
        return false;
    }
    struct kf_node *l = new_node(fe, KF_NODE_LOOP, c);
    l->header = (struct kf_range){kf_fe_range_of(fe, c).begin, kf_fe_range_of(fe, ch.c[2]).end};
    l->init = kf_fe_range_of(fe, ch.c[0]);
    l->cond = kf_fe_range_of(fe, ch.c[1]);
    l->inc = kf_fe_range_of(fe, ch.c[2]);
    l->body = kf_fe_range_of(fe, ch.c[3]);
    l->depth = fe->depth;
    int id = kf_fe_get_var(fe, iter);
    struct kf_var *iv = &fe->f->vars[id];
    for (int i = 0; i < fe->depth; i++)
        if (fe->loops[i]->iter == id) {
            kf_fe_error_cursor(fe, c, "loop reuses the iterator '%s' of an enclosing loop", iv->name);
            return false;
        }
    /* what the loop writes has no known value in its bounds and body (the
     * definitions before it stay known to the induction scan: k = i * m;
     * for (j ...) out[k++]) */
    struct fe_def pre[16];
    int npre = fe->ndef;
    memcpy(pre, fe->defs, (size_t)npre * sizeof *pre);
    kf_fe_def_loop(fe, c);
    enum kf_var_kind old_kind = iv->kind;
    iv->kind = KF_VAR_ITER;
    l->iter = id;
    long step = 0;
    if (!loop_step(fe, ch.c[2], iter, &step)) {
        kf_fe_error_cursor(fe, ch.c[2], "unsupported loop increment '%s': kforge needs i++, i--, i += c or i -= c with a constant c",
                           kf_fe_text_of(fe, ch.c[2], 40));
        iv->kind = old_kind;
        return false;
    }
    l->step = step;
    /* lower bound: its polys are over enclosing iterators */
    bound_list(fe, lbexpr, step < 0, &l->lb, &l->nlb, 0);
    if (!loop_cond(fe, l, ch.c[1], iter, step > 0 ? 1 : -1)) {
        kf_fe_error_cursor(fe, ch.c[1], step > 0 ? "unsupported loop condition '%s': an increasing loop needs i < e or i <= e"
                                                 : "unsupported loop condition '%s': a decreasing loop needs i > e or i >= e",
                           kf_fe_text_of(fe, ch.c[1], 40));
        iv->kind = old_kind;
        return false;
    }
    if (side_effects(fe, lbexpr, "loop bound") || side_effects(fe, ch.c[1], "loop condition")) {
        iv->kind = old_kind;
        return false;
    }
    fe->soft = false; /* from here on, errors are errors */
    bool affine = true;
    for (int i = 0; i < l->nlb; i++)
        affine &= l->lb[i] != NULL;
    for (int i = 0; i < l->nub; i++)
        affine &= l->ub[i] != NULL;
    /* a stepped loop visits lb, lb + step, ...: with a start that is a max
     * (min) of pieces, which piece sets the residue changes from one outer
     * iteration to the next, and the model has one lower bound per step
     * lattice; the loop is over-approximated, saying so (below) */
    bool step_pieces = affine && step != 1 && step != -1 && l->nlb != 1;
    if (step_pieces)
        affine = false;
    if (affine && !cond_canonical(fe, ch.c[1], iv->name, step) &&
        !(l->omp_cond = omp_cond_text(fe, l, iv->name))) {
        /* OpenMP's directives would not take the loop as written, and
         * its bounds do not print as a condition they take */
        kf_fe_error_cursor(fe, ch.c[1], "unsupported loop condition '%s': not in OpenMP's "
                           "canonical form (i < e), and its bounds cannot be written in it",
                           kf_fe_text_of(fe, ch.c[1], 40));
        iv->kind = old_kind;
        return false;
    }
    push(fe, list, n, l);
    struct kf_fragment *f = fe->f;
    f->loops = kf_arena_grow(fe->a, f->loops, (size_t)f->nloop, sizeof *f->loops);
    f->loops[f->nloop++] = l;
    /* ids: L<n> for an outermost loop, parent id + ".k" inside */
    if (fe->depth == 0) {
        l->id = kf_arena_printf(fe->a, "L%d", ++fe->nroot_loops);
    } else {
        struct kf_node *p = fe->loops[fe->depth - 1];
        int k = 0;
        for (int i = 0; i < f->nloop; i++)
            if (f->loops[i]->parent == p)
                k++;
        l->id = kf_arena_printf(fe->a, "%s.%d", p->id, k);
    }
    const char *own = omp_directive_before(fe, l->header.begin.offset);
    l->omp_own = own;
    if (own)
        kf_fe_add_blocker(fe, l, l->header.begin,
                          kf_arena_printf(fe->a, "the program gives it an OpenMP directive of its "
                                          "own ('%s'), which must stay right before it: kforge "
                                          "leaves the loop as written", own));
    if (fe->depth + 1 > f->maxdepth)
        f->maxdepth = fe->depth + 1;
    fe->loops[fe->depth++] = l;
    fe->ord[fe->depth] = 0;
    if (step_pieces) {
        kf_fe_warn_cursor(fe, lbexpr, "%s",
                          kf_arena_printf(fe->a, "the step of '%s' is %ld and its start the %s of %d pieces: "
                                          "kforge models a stepped loop from one start only, so the loop "
                                          "is over-approximated", iv->name, step,
                                          step > 0 ? "max" : "min", l->nlb));
        fe->may++;
    } else if (!affine) {
        kf_fe_warn_cursor(fe, ch.c[1], "loop bounds of '%s' are not affine: the loop is over-approximated", iv->name);
        fe->may++;
    }
    int outer_may_loop = fe->may_loop_depth;
    if (!affine) {
        fe->may_loops++;
        fe->may_loop_depth = l->depth + 1;
    }
    int first = f->nstmt;
    if (affine && !fe->ind_loop)
        kf_fe_induct_scan(fe, l, ch.c[3], pre, npre);
    fe->def_level++;
    kf_fe_build(fe, ch.c[3], &l->child, &l->nchild);
    kf_fe_def_leave(fe, --fe->def_level);
    kf_fe_def_loop_done(fe, c);
    if (fe->ind_loop == l)
        kf_fe_induct_done(fe);
    if (!affine) {
        fe->may--;
        fe->may_loops--;
        fe->may_loop_depth = outer_may_loop;
        /* what a non-affine bound reads, every iteration reads */
        guard_reads(fe, lbexpr, first, f->nstmt, NULL);
        guard_reads(fe, ch.c[1], first, f->nstmt, NULL);
    }
    fe->depth--;
    return true;
}

/* Is the reference to var at offset inside a for loop of the opaque
 * statement whose header sets var first (`for (k = 0; ...)`)?  Then var is
 * that loop's counter there, which no other statement sees: a counter of
 * the fragment's loops (KF_VAR_ITER) may serve a loop the model does not
 * read (inside a while kept whole) with no value crossing statements.  A
 * read after such a loop is outside its text, and still refused. */
static bool opaque_counter(const struct fe *fe, const struct kf_stmt *s, int var,
                           unsigned offset)
{
    for (int i = 0; i < fe->nopfor; i++)
        if (fe->opfor[i].s == s && fe->opfor[i].var == var && offset >= fe->opfor[i].begin &&
            offset < fe->opfor[i].end)
            return true;
    return false;
}

static void opaque_counter_add(struct kf_stmt *s, struct fe *fe, int var)
{
    for (int i = 0; i < s->ncounter; i++)
        if (s->counters[i] == var)
            return;
    s->counters = kf_arena_grow(fe->a, s->counters, (size_t)s->ncounter, sizeof *s->counters);
    s->counters[s->ncounter++] = var;
}

/* A for loop c inside the opaque statement: the variable its header sets
 * with `=`, recorded for opaque_counter. */
static void opaque_for_seen(struct fe *fe, CXCursor c)
{
    struct kids ks = kf_fe_kids_of(c);
    CXCursor init = ks.n > 0 ? kf_fe_strip(ks.c[0]) : clang_getNullCursor();
    if (clang_Cursor_isNull(init) || kf_fe_binop(init) != CXBinaryOperator_Assign)
        return;
    CXCursor d = kf_fe_var_decl_of(kf_fe_kids_of(init).c[0]);
    if (clang_Cursor_isNull(d))
        return;
    int id = kf_fe_get_var(fe, d); /* its first mention, perhaps */
    struct kf_range r = kf_fe_range_of(fe, c);
    fe->opfor = kf_arena_grow(fe->a, fe->opfor, (size_t)fe->nopfor, sizeof *fe->opfor);
    fe->opfor[fe->nopfor++] = (struct opaque_for){fe->cur, r.begin.offset, r.end.offset, id};
}

/* One statement for a construct kforge does not model: every variable it
 * names is read, and may be written as a whole. */
static enum CXChildVisitResult opaque_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    struct fe *fe = data;
    enum CXCursorKind k = clang_getCursorKind(c);
    if (k == CXCursor_ForStmt)
        opaque_for_seen(fe, c);
    /* an enclosing loop's counter must not change inside */
    if (!clang_Cursor_isNull(kf_fe_write_target(c)) || kf_fe_unop(c) == CXUnaryOperator_AddrOf) {
        CXCursor td = kf_fe_var_decl_of(kf_fe_kids_of(c).c[0]);
        int id = clang_Cursor_isNull(td) ? -1 : kf_fe_find_var(fe, td);
        for (int i = 0; id >= 0 && i < fe->depth; i++)
            if (fe->loops[i]->iter == id) {
                kf_fe_error_cursor(fe, c, "loop iterator '%s' is modified inside the fragment",
                                   fe->f->vars[id].name);
                break;
            }
    }
    if (k == CXCursor_CallExpr) {
        const char *name = kf_fe_callee_name(fe, c);
        if (!name || !kf_fe_call_is_pure(fe, c))
            kf_fe_block_all(fe, kf_fe_begin_of(fe, c), kf_fe_call_blocker(fe, c, name ? name : "?"));
    }
    if (k == CXCursor_GotoStmt || k == CXCursor_ReturnStmt) {
        kf_fe_block_all(fe, kf_fe_begin_of(fe, c), kf_arena_printf(fe->a, "'%s' leaves the loop nest", kf_fe_text_of(fe, c, 20)));
        for (int i = 0; i < fe->depth; i++)
            fe->loops[i]->early_exit = true;
    }
    CXCursor d = k == CXCursor_DeclRefExpr ? kf_fe_var_decl_of(c) : clang_getNullCursor();
    if (k == CXCursor_VarDecl)
        d = c;
    if (!clang_Cursor_isNull(d)) {
        int id = kf_fe_get_var(fe, d);
        struct kf_var *v = &fe->f->vars[id];
        if (k == CXCursor_VarDecl) {
            v->local = fe->depth > 0 && clang_Cursor_getStorageClass(c) != CX_SC_Static;
            v->scope_loop = fe->depth ? fe->loops[fe->depth - 1] : NULL;
            if (v->kind == KF_VAR_PARAM)
                v->kind = KF_VAR_SCALAR;
        }
        bool counter = opaque_counter(fe, fe->cur, id, kf_fe_range_of(fe, c).begin.offset);
        if (counter) /* an iterator later perhaps: kf_fe_opaque_counters_done */
            opaque_counter_add(fe->cur, fe, id);
        if (v->kind == KF_VAR_ITER && !kf_fe_enclosing_iter(fe, id) && !counter)
            kf_fe_error_cursor(fe, c, "the value of loop iterator '%s' outside its loop is not "
                                      "modelled: use another variable", v->name);
        if (v->derived_ptr) {
            /* what it points into may be read and written anywhere */
            kf_fe_ptr_whole(fe, d, false, c);
            kf_fe_ptr_whole(fe, d, true, c);
            v = &fe->f->vars[id];
        }
        if (v->kind != KF_VAR_ITER) {
            bool w = kf_fe_cursor_in(fe->written, fe->nwritten, d) || v->kind == KF_VAR_ARRAY;
            kf_fe_add_access(fe, id, false, 0, NULL, v->kind == KF_VAR_ARRAY, c);
            if (w) {
                int a = kf_fe_add_access(fe, id, true, 0, NULL, v->kind == KF_VAR_ARRAY, c);
                kf_fe_access_may(&fe->cur->acc[a]);
            }
        }
    }
    return CXChildVisit_Recurse;
}

void kf_fe_opaque_counters_done(struct fe *fe)
{
    const struct kf_fragment *f = fe->f;
    for (int i = 0; i < f->nstmt; i++) {
        struct kf_stmt *s = f->stmts[i];
        int w = 0;
        for (int k = 0; k < s->ncounter; k++) {
            int v = s->counters[k];
            /* an ordinary variable throughout: its accesses stand */
            if (f->vars[v].kind != KF_VAR_ITER)
                continue;
            /* read or written elsewhere in s: the loop's rule reports it */
            bool own = true;
            for (int a = 0; a < s->naccess && own; a++)
                own = s->acc[a].var != v ||
                      opaque_counter(fe, s, v, s->acc[a].range.begin.offset);
            if (!own)
                continue;
            int m = 0;
            for (int a = 0; a < s->naccess; a++)
                if (s->acc[a].var != v)
                    s->acc[m++] = s->acc[a];
            s->naccess = m;
            s->counters[w++] = v;
            if (f->vars[v].seen_outside)
                kf_diag_report(fe->d, KF_DIAG_ERROR, fe->file, s->range.begin.line,
                               s->range.begin.col, 0,
                               "loop iterator '%s' also counts a loop inside this statement, "
                               "which kforge does not model, and its value is seen outside the "
                               "fragment: use another variable", f->vars[v].name);
        }
        s->ncounter = w;
    }
    fe->nopfor = 0;
}

static void build_opaque(struct fe *fe, CXCursor c, struct kf_node ***list, int *n,
                         const char *what)
{
    kf_fe_warn_cursor(fe, c, "%s modelled as one statement that may touch every variable it names", what);
    struct kf_stmt *s = new_stmt(fe, c, list, n);
    s->kind = KF_STMT_OPAQUE;
    fe->cur = s;
    clang_visitChildren(c, opaque_visit, fe);
    fe->cur = NULL;
    fe->ndef = 0; /* it may write anything it names, and jump anywhere */
    kf_fe_def_opaque_done(fe, c, what);
}

/* A loop whose header kforge cannot normalise (`for (unsigned i = n; i-- >
 * 0;)`, `for (p = a; p < a + n; p++)`, `i != n`) stays as written: one
 * opaque statement, and a warning that says why, rather than an error that
 * refuses the fragment. */
static void build_for(struct fe *fe, CXCursor c, struct kf_node ***list, int *n)
{
    CXCursor cond, body;
    if (kf_fe_while_parts(c, &cond, &body)) { /* for (;;), not split */
        const char *why = kf_fe_while_why(fe, c);
        build_opaque(fe, c, list, n, why ? kf_arena_printf(fe->a, "for (;;) loop (not split into "
                                                                  "fragments of its own: %s)", why)
                                         : "for (;;) loop");
        return;
    }
    fe->soft = true;
    bool ok = try_for(fe, c, list, n);
    fe->soft = false;
    if (!ok)
        build_opaque(fe, c, list, n, "for loop kforge cannot normalise");
}

/* condition -> conjunction of affine constraints; false if not affine */
bool kf_fe_cond_cons(struct fe *fe, CXCursor c, struct kf_node *n)
{
    c = kf_fe_strip(c);
    enum CXBinaryOperatorKind op = kf_fe_binop(c);
    struct kids ch = kf_fe_kids_of(c);
    if (op == CXBinaryOperator_LAnd && ch.n == 2)
        return kf_fe_cond_cons(fe, ch.c[0], n) && kf_fe_cond_cons(fe, ch.c[1], n);
    if (ch.n != 2 || !(op >= CXBinaryOperator_LT && op <= CXBinaryOperator_EQ))
        return false;
    int quot = fe->quot;
    fe->quot = KF_FE_QUOT_PARAM; /* i < n / 2 */
    struct kf_poly *x = kf_fe_poly_of(fe, ch.c[0]), *y = kf_fe_poly_of(fe, ch.c[1]);
    fe->quot = quot;
    if (!kf_poly_is_affine(x) || !kf_poly_is_affine(y))
        return false;
    struct kf_poly *p;
    bool eq = false;
    switch (op) {
    case CXBinaryOperator_LT: p = kf_poly_lin(fe->a, y, 1, kf_poly_lin(fe->a, x, 1, kf_poly_const(fe->a, 1), 1), -1); break;
    case CXBinaryOperator_LE: p = kf_poly_lin(fe->a, y, 1, x, -1); break;
    case CXBinaryOperator_GT: p = kf_poly_lin(fe->a, x, 1, kf_poly_lin(fe->a, y, 1, kf_poly_const(fe->a, 1), 1), -1); break;
    case CXBinaryOperator_GE: p = kf_poly_lin(fe->a, x, 1, y, -1); break;
    default: p = kf_poly_lin(fe->a, x, 1, y, -1); eq = true; break;
    }
    n->cons = kf_arena_grow(fe->a, n->cons, (size_t)n->ncons, sizeof *n->cons);
    n->cons[n->ncons++] = (struct kf_cons){p, eq};
    return true;
}

/* (fe.h) */
struct kf_poly *kf_fe_floor_rem(struct fe *fe, CXCursor e)
{
    e = kf_fe_strip(e);
    enum CXBinaryOperatorKind op = kf_fe_binop(e);
    struct kids ch = kf_fe_kids_of(e);
    if ((op != CXBinaryOperator_Rem && op != CXBinaryOperator_And) || ch.n != 2)
        return NULL;
    CXCursor xe = ch.c[0], ce = ch.c[1];
    if (op == CXBinaryOperator_And && !kf_fe_has_declref(xe))
        xe = ch.c[1], ce = ch.c[0];
    long c;
    if (kf_fe_has_declref(ce) || !kf_fe_const_eval(ce, &c) || c <= 0 || c > (1L << 30))
        return NULL;
    if (op == CXBinaryOperator_And && (c & (c + 1)) != 0)
        return NULL;
    long den = op == CXBinaryOperator_And ? c + 1 : c;
    int quot = fe->quot;
    fe->quot = KF_FE_QUOT_EXACT;
    struct kf_poly *x = kf_fe_poly_of(fe, xe);
    fe->quot = quot;
    if (!kf_poly_is_affine(x) || den == 1)
        return NULL;
    struct kf_fragment *f = fe->f;
    int q = -1;
    for (int k = 0; k < f->ndiv && q < 0; k++)
        if (f->divs[k].den == den && !f->divs[k].trunc && kf_poly_equal(f->divs[k].num, x))
            q = k;
    if (q < 0) {
        f->divs = kf_arena_grow(fe->a, f->divs, (size_t)f->ndiv, sizeof *f->divs);
        f->divs[f->ndiv] = (struct kf_div){x, den, false};
        q = f->ndiv++;
    }
    return kf_poly_lin(fe->a, x, 1, kf_poly_var(fe->a, KF_DIV_VAR + q), -den);
}

static void add_xcons(struct fe *fe, struct kf_node *n, struct kf_poly *p, bool eq)
{
    n->xcons = kf_arena_grow(fe->a, n->xcons, (size_t)n->nxcons, sizeof *n->xcons);
    n->xcons[n->nxcons++] = (struct kf_cons){p, eq};
}

/* The condition exactly with quotients (n->xcons), for the model:
 *   cond  := cond && cond | e CMP e | e % c == 0 | e % c != 0 | e % c | !(e % c)
 * (& with a mask as %); e affine but for quotients by constants.  Whether
 * e % c is zero does not depend on how C rounds, so those forms need one
 * floor division; any other quotient is C's (kf_div.trunc). */
static bool cond_exact(struct fe *fe, CXCursor c, struct kf_node *n)
{
    c = kf_fe_strip(c);
    enum CXBinaryOperatorKind op = kf_fe_binop(c);
    struct kids ch = kf_fe_kids_of(c);
    if (op == CXBinaryOperator_LAnd && ch.n == 2)
        return cond_exact(fe, ch.c[0], n) && cond_exact(fe, ch.c[1], n);
    struct kf_poly *r;
    if (kf_fe_unop(c) == CXUnaryOperator_LNot && (r = kf_fe_floor_rem(fe, ch.c[0]))) {
        add_xcons(fe, n, kf_poly_lin(fe->a, r, -1, NULL, 0), false); /* r <= 0 */
        return true;
    }
    if ((r = kf_fe_floor_rem(fe, c))) {
        add_xcons(fe, n, kf_poly_lin(fe->a, r, 1, kf_poly_const(fe->a, -1), 1), false); /* r >= 1 */
        return true;
    }
    if (ch.n != 2 || !(op >= CXBinaryOperator_LT && op <= CXBinaryOperator_NE))
        return false;
    long zero;
    for (int side = 0; side < 2; side++) {
        CXCursor o = ch.c[1 - side];
        if ((op == CXBinaryOperator_EQ || op == CXBinaryOperator_NE) && !kf_fe_has_declref(o) &&
            kf_fe_const_eval(o, &zero) && zero == 0 && (r = kf_fe_floor_rem(fe, ch.c[side]))) {
            if (op == CXBinaryOperator_EQ)
                add_xcons(fe, n, kf_poly_lin(fe->a, r, -1, NULL, 0), false);
            else
                add_xcons(fe, n, kf_poly_lin(fe->a, r, 1, kf_poly_const(fe->a, -1), 1), false);
            return true;
        }
    }
    if (op == CXBinaryOperator_NE)
        return false;
    int quot = fe->quot;
    fe->quot = KF_FE_QUOT_EXACT;
    struct kf_poly *x = kf_fe_poly_of(fe, ch.c[0]), *y = kf_fe_poly_of(fe, ch.c[1]);
    fe->quot = quot;
    if (!kf_poly_is_affine(x) || !kf_poly_is_affine(y))
        return false;
    kf_arena *a = fe->a;
    struct kf_poly *one = kf_poly_const(a, 1);
    switch (op) {
    case CXBinaryOperator_LT: add_xcons(fe, n, kf_poly_lin(a, y, 1, kf_poly_lin(a, x, 1, one, 1), -1), false); break;
    case CXBinaryOperator_LE: add_xcons(fe, n, kf_poly_lin(a, y, 1, x, -1), false); break;
    case CXBinaryOperator_GT: add_xcons(fe, n, kf_poly_lin(a, x, 1, kf_poly_lin(a, y, 1, one, 1), -1), false); break;
    case CXBinaryOperator_GE: add_xcons(fe, n, kf_poly_lin(a, x, 1, y, -1), false); break;
    default: add_xcons(fe, n, kf_poly_lin(a, x, 1, y, -1), true); break;
    }
    return true;
}

/* if (cond) x = e;  where cond compares x and e so that x becomes max or min */
static bool if_minmax(struct fe *fe, CXCursor ifc, CXCursor cond, CXCursor body, struct kf_stmt *s)
{
    body = kf_fe_strip(body);
    if (clang_getCursorKind(body) == CXCursor_CompoundStmt) {
        struct kids bk = kf_fe_kids_of(body);
        if (bk.n != 1)
            return false;
        body = kf_fe_strip(bk.c[0]);
    }
    if (kf_fe_binop(body) != CXBinaryOperator_Assign || s->red_op != KF_RED_NONE)
        return false;
    struct kids ak = kf_fe_kids_of(body);
    /* x = e runs when the comparison picks e over x: cond ? e : x */
    enum kf_reduction_op op = kf_fe_cond_minmax(fe, cond, ak.c[1], ak.c[0]);
    if (op == KF_RED_NONE)
        return false;
    int w = -1, nw = 0;
    for (int i = 0; i < s->naccess; i++)
        if (s->acc[i].write)
            w = i, nw++;
    if (nw != 1)
        return false;
    for (int i = 0; i < s->naccess; i++)
        if (!s->acc[i].write && s->acc[i].var == s->acc[w].var &&
            (s->acc[w].nsub == 0 || kf_access_same_location(&s->acc[i], &s->acc[w])))
            return false; /* e reads x itself */
    fe->cur = s;
    int r = kf_fe_lvalue(fe, ak.c[0], false);
    fe->cur = NULL;
    if (r < 0 || !kf_access_same_location(&s->acc[r], &s->acc[w]))
        return false;
    s->red_op = op;
    s->red_read = r, s->red_write = w;
    s->range = kf_fe_range_of(fe, ifc);
    s->text = kf_fe_text_of(fe, ifc, 60);
    return true;
}

/*
 * Deep data-dependent ifs.  An else-if chain of seventy thresholds (a
 * classifier, as generated code writes one) modelled if by if is one
 * statement per arm, each reading every test above it (guard_reads): n
 * arms make n writes of what the chain sets and n^2 / 2 reads, and
 * deps.c tests every pair of them and measures every dependence's
 * distance.  With the 64th if opaque (a whole write of the array the tests
 * read) that was 8 s of `kforge analyze` and 30 s of `kforge gen` per
 * target, 88% in kf_deps_compute (perf; docs/c-loops.md).  So an
 * if with KF_FE_FOLD_TESTS data-dependent tests around it is folded: one
 * statement, copied as written into every output, with the accesses its
 * branches and conditions make at their subscripts (as a plain switch's,
 * build_switch), writes may-writes.  A scalar every path through it sets
 * still counts as set on every path of the chain (paths.c, sure_write),
 * so the loop around the chain stays parallel where its accesses allow.
 *
 *     if (t1) A1 else if (t2) A2 ... else if (t16) A16 else REST
 *       ->  A1 .. A16 modelled under their tests,
 *           REST (the if of t17 and all below it) one statement
 *
 * Only what the fold reads exactly is folded: ifs whose conditions only
 * read, blocks, expression statements (kf_fe_fold_plain); an if holding a
 * loop, a declaration or a jump is built as before.
 */
#define KF_FE_FOLD_TESTS 16

bool kf_fe_fold_plain(struct fe *fe, CXCursor c)
{
    enum CXCursorKind k = clang_getCursorKind(c);
    if (clang_isExpression(k) || k == CXCursor_NullStmt)
        return true;
    if (k != CXCursor_CompoundStmt && k != CXCursor_IfStmt)
        return false;
    struct kidlist ch = kf_fe_kidlist_of(fe, c);
    if (k == CXCursor_IfStmt && (ch.n < 2 || ch.n > 3 || kf_fe_writes_any(fe, ch.c[0])))
        return false;
    for (int i = k == CXCursor_IfStmt; i < ch.n; i++)
        if (!kf_fe_fold_plain(fe, ch.c[i]))
            return false;
    return true;
}

/* the tests around the if being built that the model cannot state */
static int data_tests(const struct fe *fe)
{
    int t = 0;
    for (int i = 0; i < fe->nif; i++)
        t += !fe->ifs[i]->cond_affine;
    return t;
}

/* One access per location and kind in folded statement s: the arms of a
 * chain repeat `w = ...` and `a[i]`, and each access more is one more pair
 * of accesses for deps.c to test (seventy writes of w: 4,900 pairs). */
static void fold_dedup(struct kf_stmt *s)
{
    int n = 0;
    for (int k = 0; k < s->naccess; k++) {
        const struct kf_access *x = &s->acc[k];
        bool dup = false;
        for (int j = 0; j < n && !dup; j++) {
            const struct kf_access *y = &s->acc[j];
            dup = y->write == x->write && y->may == x->may && !x->ncons && !y->ncons &&
                  !x->xsub && !y->xsub && kf_access_same_location(x, y);
        }
        if (!dup)
            s->acc[n++] = *x;
    }
    s->naccess = n;
}

/* if c as one statement (see above) */
static void build_fold(struct fe *fe, CXCursor c, struct kf_node ***list, int *n)
{
    kf_fe_warn_cursor(fe, c, "if under %s data-dependent tests modelled as one statement: its "
                             "branches' accesses, each write a may-write",
                      kf_arena_printf(fe->a, "%d", data_tests(fe)));
    struct kf_stmt *s = new_stmt(fe, c, list, n);
    s->kind = KF_STMT_OPAQUE;
    fe->cur = s;
    fe->may++;
    kf_fe_plain_accesses(fe, c);
    fe->may--;
    fe->cur = NULL;
    fold_dedup(s);
    kf_fe_def_if_done(fe, c); /* what it sets is not known after it */
}

static void build_if(struct fe *fe, CXCursor c, struct kf_node ***list, int *n)
{
    struct kids ch = kf_fe_kids_of(c);
    if (ch.n < 2 || ch.n > 3) {
        kf_fe_error_cursor(fe, c, "unsupported if statement%s", "");
        return;
    }
    fe->soft = fe->opt->all;
    bool bad = side_effects(fe, ch.c[0], "condition");
    fe->soft = false;
    if (bad) {
        if (fe->opt->all)
            build_opaque(fe, c, list, n, "if with side effects in its condition");
        return;
    }
    if (data_tests(fe) >= KF_FE_FOLD_TESTS && kf_fe_fold_plain(fe, c)) {
        build_fold(fe, c, list, n);
        return;
    }
    /* fe->ifs holds 64 levels: an if deeper than that (an else-if chain of
     * a hundred tests whose arms hold loops) stays as written, one opaque
     * statement, rather than an error that refuses the fragment */
    if (fe->nif >= 63) {
        build_opaque(fe, c, list, n, "if nested more than 63 deep");
        return;
    }
    struct kf_node *node = new_node(fe, KF_NODE_IF, c);
    node->cond = kf_fe_range_of(fe, ch.c[0]);
    node->body = kf_fe_range_of(fe, ch.c[1]);
    if (ch.n == 3)
        node->else_body = kf_fe_range_of(fe, ch.c[2]);
    node->cond_affine = kf_fe_cond_cons(fe, ch.c[0], node);
    if (!node->cond_affine)
        node->ncons = 0, node->cons = NULL;
    if (!node->cond_affine && !cond_exact(fe, ch.c[0], node))
        node->nxcons = 0, node->xcons = NULL;
    node->else_affine = node->cond_affine && node->ncons == 1 && !node->cons[0].eq;
    push(fe, list, n, node);
    int first = fe->f->nstmt;
    /* statements inside an if are children of the if node; their parent
     * pointer is the enclosing loop, as for any statement */
    bool sure = fe->may == 0; /* no may-context around the if (kf_fe_joint_if) */
    if (!node->cond_affine)
        fe->may++;
    fe->ifs[fe->nif] = node;
    fe->in_else[fe->nif++] = false;
    /* what one branch sets reaches neither the other nor what follows */
    fe->def_level++;
    kf_fe_build(fe, ch.c[1], &node->child, &node->nchild);
    kf_fe_def_leave(fe, fe->def_level - 1);
    if (ch.n == 3) {
        if (node->cond_affine && !node->else_affine)
            fe->may++;
        fe->in_else[fe->nif - 1] = true;
        int first_else = fe->f->nstmt;
        kf_fe_build(fe, ch.c[2], &node->else_child, &node->nelse);
        kf_fe_def_leave(fe, fe->def_level - 1);
        if (node->cond_affine && !node->else_affine)
            fe->may--;
        if (sure)
            kf_fe_joint_if(fe, node, first_else, fe->f->nstmt);
    }
    fe->def_level--;
    kf_fe_def_if_done(fe, c); /* for analyze: why what it sets is not known after it */
    fe->nif--;
    if (!node->cond_affine)
        fe->may--;
    int last = fe->f->nstmt;
    /* if (e > x) x = e;  (a max/min reduction through a comparison) */
    const struct kf_stmt *exempt = NULL;
    if (!node->cond_affine && ch.n == 2 && last == first + 1 && node->nchild == 1 &&
        node->child[0]->kind == KF_NODE_STMT &&
        if_minmax(fe, c, ch.c[0], ch.c[1], fe->f->stmts[first]))
        exempt = fe->f->stmts[first];
    /* the condition's reads belong to every statement under the if */
    guard_reads(fe, ch.c[0], first, last, exempt);
}

/* A switch whose cases hold only expressions, ifs and breaks (a dispatch
 * on a mode or on `i % 4`) is one statement, copied as written into every
 * output, with the accesses its cases make at their subscripts rather
 * than every variable it names as a whole (build_opaque): writes are
 * may-writes, so an element one case writes and another does not is no
 * value a later read can count on, and a scalar a case sets is private
 * only where it is set on every path before its reads (which a may-write
 * never proves).  False (nothing built) for any other switch. */
static bool build_switch(struct fe *fe, CXCursor c, struct kf_node ***list, int *n)
{
    struct kids ch = kf_fe_kids_of(c);
    if (ch.n != 2 || !clang_isExpression(clang_getCursorKind(ch.c[0])) || !kf_fe_switch_plain(fe, ch.c[1]))
        return false;
    struct kf_stmt *s = new_stmt(fe, c, list, n);
    s->kind = KF_STMT_OPAQUE;
    fe->cur = s;
    kf_fe_visit_expr(fe, ch.c[0]);
    bool sure = fe->may == 0; /* else no case need run at all (kf_fe_joint_if) */
    fe->may++;
    kf_fe_plain_accesses(fe, ch.c[1]);
    fe->may--;
    fe->cur = NULL;
    fe->ndef = 0; /* what a case sets is known in that case only */
    /* a scalar every path through the switch sets, as kf_fe_joint_if's */
    for (int k = 0; sure && k < s->naccess; k++) {
        struct kf_access *w = &s->acc[k];
        if (w->write && !w->nsub && !w->whole && fe->f->vars[w->var].kind == KF_VAR_SCALAR &&
            kf_fe_switch_writes(fe, ch.c[1], w->var))
            w->joint = s->node;
    }
    return true;
}

void kf_fe_build(struct fe *fe, CXCursor c, struct kf_node ***list, int *n)
{
    enum CXCursorKind k = clang_getCursorKind(c);
    switch (k) {
    case CXCursor_CompoundStmt:
        build_children(fe, c, list, n);
        return;
    case CXCursor_NullStmt:
        return;
    case CXCursor_ForStmt:
        build_for(fe, c, list, n);
        return;
    case CXCursor_IfStmt:
        build_if(fe, c, list, n);
        return;
    case CXCursor_DeclStmt: {
        struct kidlist kl = kf_fe_kidlist_of(fe, c);
        for (int i = 0; i < kl.n; i++) {
            if (clang_getCursorKind(kl.c[i]) != CXCursor_VarDecl)
                continue;
            int id = kf_fe_get_var(fe, kl.c[i]);
            struct kf_var *v = &fe->f->vars[id];
            /* declared at the fragment's top level, it outlives the fragment */
            v->local = fe->depth > 0 && clang_Cursor_getStorageClass(kl.c[i]) != CX_SC_Static;
            v->scope_loop = fe->depth ? fe->loops[fe->depth - 1] : NULL;
            if (v->kind == KF_VAR_PARAM)
                v->kind = KF_VAR_SCALAR;
            /* `double r[M];` has no initialiser: no statement (the size M
             * is no value written to r), and r, declared in the loop's body,
             * is private to each iteration */
            CXCursor init = kf_fe_var_init(kl.c[i]);
            if (clang_Cursor_isNull(init))
                continue;
            /* an initialiser list writes the whole variable */
            bool list_init = clang_getCursorKind(kf_fe_strip(init)) == CXCursor_InitListExpr;
            struct kf_stmt *s = new_stmt(fe, kl.c[i], list, n);
            s->kind = KF_STMT_DECL;
            fe->cur = s;
            if (v->derived_ptr)
                kf_fe_ptr_visit_rhs(fe, init); /* its offsets; the array is not read */
            else
                kf_fe_visit_expr(fe, init);
            kf_fe_ptr_warn(fe, kl.c[i]);
            v = &fe->f->vars[id]; /* the visit may have moved the variables */
            kf_fe_add_access(fe, id, true, 0, NULL, v->kind == KF_VAR_ARRAY || list_init, kl.c[i]);
            fe->cur = NULL;
            if (!list_init)
                kf_fe_def_record(fe, kl.c[i], init);
            kf_fe_call_range(fe, &fe->f->vars[id], init);
        }
        return;
    }
    case CXCursor_BreakStmt:
    case CXCursor_ContinueStmt:
        if (fe->depth == 0) {
            kf_fe_error_cursor(fe, c, "'%s' outside a loop of the fragment", kf_fe_text_of(fe, c, 10));
            return;
        }
        /* continue only skips the rest of one iteration: the statements
         * after it become may-writes (early_exit); break ends the loop */
        if (k == CXCursor_BreakStmt)
            kf_fe_add_blocker(fe, fe->loops[fe->depth - 1], kf_fe_begin_of(fe, c),
                              kf_arena_printf(fe->a, "'%s' changes the iterations that run", kf_fe_text_of(fe, c, 10)));
        fe->loops[fe->depth - 1]->early_exit = true;
        /* a statement of its own, so that the conditions it depends on are
         * read somewhere (each enclosing if adds its reads to it) */
        new_stmt(fe, c, list, n)->kind = KF_STMT_JUMP;
        return;
    case CXCursor_ReturnStmt:
    case CXCursor_GotoStmt:
    case CXCursor_IndirectGotoStmt:
        if (fe->depth == 0) {
            kf_fe_error_cursor(fe, c, "unsupported statement '%s' in a fragment", kf_fe_text_of(fe, c, 30));
            return;
        }
        kf_fe_block_all(fe, kf_fe_begin_of(fe, c),
                        kf_arena_printf(fe->a, "'%s' leaves the loop nest", kf_fe_text_of(fe, c, 20)));
        for (int i = 0; i < fe->depth; i++)
            fe->loops[i]->early_exit = true;
        {
            struct kf_stmt *s = new_stmt(fe, c, list, n);
            s->kind = k == CXCursor_ReturnStmt ? KF_STMT_RETURN : KF_STMT_JUMP;
            struct kids rk = kf_fe_kids_of(c);
            if (k == CXCursor_ReturnStmt && rk.n) {
                fe->cur = s;
                kf_fe_visit_expr(fe, rk.c[0]);
                fe->cur = NULL;
            }
        }
        return;
    case CXCursor_SwitchStmt:
        if (!build_switch(fe, c, list, n)) /* one holding loops or jumps */
            build_opaque(fe, c, list, n, "switch");
        return;
    case CXCursor_WhileStmt:
    case CXCursor_DoStmt: {
        const char *why = kf_fe_while_why(fe, c);
        if (why) {
            build_opaque(fe, c, list, n, kf_arena_printf(fe->a, "%s loop (not split into "
                                                         "fragments of its own: %s)",
                                                         k == CXCursor_DoStmt ? "do" : "while", why));
            return;
        }
    }
    /* fall through */
    case CXCursor_LabelStmt:
        build_opaque(fe, c, list, n, k == CXCursor_WhileStmt ? "while loop"
                                     : k == CXCursor_DoStmt  ? "do loop" : "labelled statement");
        return;
    default:
        break;
    }
    if (clang_isExpression(k)) {
        CXCursor adv_d;
        struct kf_poly *adv = kf_fe_def_advance(fe, c, &adv_d);
        struct kf_stmt *s = new_stmt(fe, c, list, n);
        fe->cur = s;
        kf_fe_stmt_expr(fe, s, c);
        fe->cur = NULL;
        if (adv)
            kf_fe_def_advanced(fe, adv_d, adv, c);
        else
            kf_fe_def_assign(fe, c);
        return;
    }
    kf_fe_error_cursor(fe, c, "unsupported statement '%s'", kf_fe_text_of(fe, c, 30));
}
