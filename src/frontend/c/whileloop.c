/*
 * whileloop.c: a while loop of a fragment whose body holds loop nests (an
 * iterative solver, a time loop written `while (t < steps) { ...; t++; }`,
 * or `do { ... } while (t < steps);`) read as a host loop around fragments
 * of its own.  A do loop is split as a while is: the host evaluates its
 * condition after the body, which the fragments do not see.
 *
 * Design.  A while has no trip count the model can state, and kforge's back
 * ends write every loop they keep from its for header (init, condition,
 * increment; thirty files read them).  Rather than a loop node of a new
 * kind that each of them would have to learn to leave alone, the front end
 * splits the fragment at the while:
 *
 *     #pragma scop                      fragment 1: t = 0;
 *     t = 0;                            (host: while (t < steps) {)
 *     while (t < steps) {      ->       fragment 2: for ...; for ...;
 *       for ...; for ...; t++;          (host: t++; })
 *     }                                 fragment 3: x = ...;
 *     x = ...;
 *     #pragma endscop
 *
 * Each part is a fragment as a `#pragma scop` inside a host loop makes one
 * (kf_fragment.in_host_loop): the while's body runs once per iteration, so
 * its statements are statements of their own that read and write what they
 * name, but for the counter's updates at its end (t++, it = it + 1:
 * kf_fe_while_counter), which stay host code so that the fragment reads the
 * counter as a parameter (its subscripts and bounds in t stay affine); the
 * for nests inside get
 * their exact dependences within one iteration, which is all that decides
 * whether they run in parallel (a dependence the while carries runs in the
 * host's order, as written).  OpenMP puts its directives on the inner loops
 * and leaves the while as written; OpenCL and CUDA launch kernels inside
 * the host's while, and the tree regions (codegen/gpu_tree.c) keep the
 * arrays on the device across its iterations where the host code between
 * launches (the condition) reads only scalars, and bring back each round
 * only the elements of an array the condition reads where it can
 * (gpu_tree.c kf_gpu_tree_cond): a convergence loop `while (err > tol)`
 * or `while (r[0] > eps)`.  A while nested in the body is split the same
 * way.
 *
 * A while is split only where the body's text is all fragment and the
 * condition only reads what stays on the host (kf_fe_while_split); else it
 * stays one opaque statement, as before, with a warning that says why:
 *   - its body holds a break or continue of the while, a return, a goto or
 *     a label (the host's loop would no longer match the fragments);
 *   - its condition writes something, or reads a struct its body writes
 *     (the GPU regions follow arrays and scalars, not members);
 *   - its body changes a pointer (a swap of two buffers: each fragment
 *     would see other arrays on each iteration);
 *   - it lies inside a loop or an if of the fragment (only a while at a
 *     fragment's top level, or at the top of such a while's body, is a
 *     host loop);
 *   - the text around it does not split on lines (the body's first
 *     statement, or the statement after the while, shares a line with the
 *     braces): a fragment starts a line, as a pragma does.
 * A while whose body holds no for loop stays opaque without a warning of
 * its own, as before.
 */
#include <clang-c/Index.h>
#include <stdio.h>
#include <string.h>

#include "frontend/c/fe.h"

/* ---- the text around a while -------------------------------------------- */

/* only blanks before off on its line */
static bool starts_line(const struct fe *fe, unsigned off)
{
    while (off > 0 && (fe->text[off - 1] == ' ' || fe->text[off - 1] == '\t'))
        off--;
    return off == 0 || fe->text[off - 1] == '\n';
}

/* ---- what the body and the condition do ---------------------------------- */

struct wscan {
    struct fe *fe;
    int loops;                 /* for loops seen */
    const char *why;           /* the first reason not to split */
    CXCursor *written;         /* variables whose elements or targets the body writes */
    int nwritten;
};

/* the variable under a subscript, a dereference or a member: A in A[i][j],
 * p in *p, p->x, s.x; null when none */
static CXCursor base_var(CXCursor e)
{
    for (;;) {
        e = kf_fe_strip(e);
        enum CXCursorKind k = clang_getCursorKind(e);
        if (k == CXCursor_DeclRefExpr)
            return kf_fe_var_decl_of(e);
        if (k == CXCursor_ArraySubscriptExpr || k == CXCursor_MemberRefExpr ||
            (k == CXCursor_UnaryOperator && kf_fe_unop(e) == CXUnaryOperator_Deref))
            e = kf_fe_kids_of(e).c[0];
        else
            return clang_getNullCursor();
    }
}

static bool is_pointer(CXType t)
{
    t = clang_getCanonicalType(t);
    return t.kind == CXType_Pointer;
}

static const char *at_line(struct wscan *w, CXCursor c, const char *what)
{
    return kf_arena_printf(w->fe->a, "%s at line %u", what, kf_fe_begin_of(w->fe, c).line);
}

/* which jumps at c end the while's iteration: a break where no loop or
 * switch lies between c and the while, a continue where no loop does */
enum { OWN_BREAK = 1, OWN_CONTINUE = 2 };

/* the body: jumps, pointer updates, what it writes */
static void scan_body(struct wscan *w, CXCursor c, int own);

static enum CXChildVisitResult body_kid(CXCursor c, CXCursor parent, CXClientData data)
{
    void **args = data;
    scan_body(args[0], c, *(int *)args[1]);
    return CXChildVisit_Continue;
}

static void scan_body(struct wscan *w, CXCursor c, int own)
{
    enum CXCursorKind k = clang_getCursorKind(c);
    if (w->why)
        return;
    switch (k) {
    case CXCursor_ForStmt:
        w->loops++;
        own = 0;
        break;
    case CXCursor_WhileStmt:
    case CXCursor_DoStmt:
        own = 0;
        break;
    case CXCursor_SwitchStmt: /* its breaks are its own, a continue still the while's */
        own &= ~OWN_BREAK;
        break;
    case CXCursor_BreakStmt:
        if (own & OWN_BREAK)
            w->why = at_line(w, c, "its body's 'break'");
        return;
    case CXCursor_ContinueStmt:
        if (own & OWN_CONTINUE)
            w->why = at_line(w, c, "its body's 'continue'");
        return;
    case CXCursor_ReturnStmt:
    case CXCursor_GotoStmt:
    case CXCursor_IndirectGotoStmt:
    case CXCursor_LabelStmt:
        w->why = at_line(w, c, k == CXCursor_ReturnStmt ? "its body's 'return'"
                             : k == CXCursor_LabelStmt ? "its body's label" : "its body's 'goto'");
        return;
    default:
        break;
    }
    CXCursor t = kf_fe_write_target(c);
    if (!clang_Cursor_isNull(t)) {
        CXCursor d = base_var(t);
        CXCursor direct = kf_fe_var_decl_of(t);
        if (!clang_Cursor_isNull(direct) && is_pointer(clang_getCursorType(direct))) {
            w->why = kf_arena_printf(w->fe->a, "its body changes the pointer '%s' (line %u)",
                                     kf_fe_spelling(w->fe, direct), kf_fe_begin_of(w->fe, c).line);
            return;
        }
        if (!clang_Cursor_isNull(d)) {
            w->written = kf_arena_grow(w->fe->a, w->written, (size_t)w->nwritten, sizeof *w->written);
            w->written[w->nwritten++] = d;
        }
    }
    void *args[2] = {w, &own};
    clang_visitChildren(c, body_kid, args);
}

struct cscan {
    struct wscan *w;
    const char *why;
};

/* the condition: what it reads of a struct the body writes.  An array or a
 * pointer's target the body writes is fine: the host evaluates the
 * condition after the fragments, and where their data sits on the device
 * the regions bring back what the condition reads each time round
 * (codegen/gpu_tree.c, cond_elems); a struct's members are not followed
 * there. */
static enum CXChildVisitResult cond_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    struct cscan *cs = data;
    CXCursor d = clang_getCursorKind(c) == CXCursor_DeclRefExpr ? kf_fe_var_decl_of(c) : clang_getNullCursor();
    if (!clang_Cursor_isNull(d)) {
        CXType ty = clang_getCanonicalType(clang_getCursorType(d));
        if (ty.kind == CXType_Record && kf_fe_cursor_in(cs->w->written, cs->w->nwritten, d)) {
            cs->why = kf_arena_printf(cs->w->fe->a, "its condition reads '%s', which its body writes",
                                      kf_fe_spelling(cs->w->fe, d));
            return CXChildVisit_Break;
        }
    }
    return CXChildVisit_Recurse;
}

/* ---- the counter's update ------------------------------------------------- */

static enum CXChildVisitResult scalar_only(CXCursor c, CXCursor parent, CXClientData data)
{
    enum CXCursorKind k = clang_getCursorKind(c);
    bool *ok = data;
    if (k == CXCursor_CallExpr || k == CXCursor_ArraySubscriptExpr || k == CXCursor_MemberRefExpr ||
        (k == CXCursor_UnaryOperator && (kf_fe_unop(c) == CXUnaryOperator_Deref ||
                                         kf_fe_unop(c) == CXUnaryOperator_AddrOf))) {
        *ok = false;
        return CXChildVisit_Break;
    }
    if (k == CXCursor_DeclRefExpr) {
        CXCursor d = kf_fe_var_decl_of(c);
        CXType t = clang_getCanonicalType(clang_getCursorType(d));
        if (!clang_Cursor_isNull(d) && t.kind != CXType_Int && t.kind != CXType_Long &&
            t.kind != CXType_UInt && t.kind != CXType_ULong && t.kind != CXType_LongLong &&
            t.kind != CXType_ULongLong && t.kind != CXType_Short && t.kind != CXType_UShort &&
            t.kind != CXType_Double && t.kind != CXType_Float) {
            *ok = false;
            return CXChildVisit_Break;
        }
    }
    return CXChildVisit_Recurse;
}

/* (fe.h) */
bool kf_fe_while_counter(struct fe *fe, CXCursor c)
{
    c = kf_fe_strip(c);
    CXCursor t = kf_fe_write_target(c);
    if (clang_Cursor_isNull(t))
        return false;
    CXCursor d = kf_fe_var_decl_of(t);
    if (clang_Cursor_isNull(d) || !kf_fe_is_int_type(clang_getCursorType(d)))
        return false;
    bool ok = true;
    clang_visitChildren(c, scalar_only, &ok);
    if (!ok)
        return false;
    /* one write: the counter's (t = t + 1, not t = u++) */
    struct kids ch = kf_fe_kids_of(c);
    return ch.n < 2 || !kf_fe_writes_any(fe, ch.c[1]);
}

/* ---- exit tests ------------------------------------------------------------ */

/* (fe.h) `if (C) break;` or `if (C) continue;` (the jump alone, braced or
 * not, no else): at the top level of a split while's body it stays host
 * code between two fragments, as the condition of a while does, so that
 * `for (;;) { sweep; if (err < tol) break; }` splits as `while (err >=
 * tol)` would. */
bool kf_fe_while_exit(CXCursor c)
{
    if (clang_getCursorKind(c) != CXCursor_IfStmt)
        return false;
    struct kids ch = kf_fe_kids_of(c);
    if (ch.n != 2)
        return false;
    CXCursor t = ch.c[1];
    if (clang_getCursorKind(t) == CXCursor_CompoundStmt) {
        struct kids tk = kf_fe_kids_of(t);
        if (tk.n != 1)
            return false;
        t = tk.c[0];
    }
    return clang_getCursorKind(t) == CXCursor_BreakStmt ||
           clang_getCursorKind(t) == CXCursor_ContinueStmt;
}

/* the body's exit tests: each condition writes nothing and reads no struct
 * the body writes (as the while's own), and the statement after each
 * starts a line (a fragment begins there); NULL, or why not */
static const char *exits_ok(struct wscan *w, struct kidlist kl)
{
    for (int i = 0; i < kl.n; i++) {
        if (!kf_fe_while_exit(kl.c[i]))
            continue;
        CXCursor cond = kf_fe_kids_of(kl.c[i]).c[0];
        unsigned line = kf_fe_begin_of(w->fe, kl.c[i]).line;
        if (kf_fe_writes_any(w->fe, cond))
            return kf_arena_printf(w->fe->a, "the condition of its exit test at line %u writes "
                                             "something", line);
        struct cscan cs = {w, NULL};
        clang_visitChildren(cond, cond_visit, &cs);
        if (cs.why)
            return kf_arena_printf(w->fe->a, "the condition of its exit test at line %u %s", line,
                                   cs.why + strlen("its condition "));
        if (i + 1 < kl.n && !starts_line(w->fe, kf_fe_begin_of(w->fe, kl.c[i + 1]).offset))
            return kf_arena_printf(w->fe->a, "the statement after its exit test at line %u does "
                                             "not start a line of its own", line);
    }
    return NULL;
}

/* ---- the decision -------------------------------------------------------- */

static void record_why(struct fe *fe, CXCursor c, const char *why)
{
    fe->while_why = kf_arena_grow(fe->a, fe->while_why, (size_t)fe->nwhile_why, sizeof *fe->while_why);
    fe->while_why[fe->nwhile_why].off = kf_fe_begin_of(fe, c).offset;
    fe->while_why[fe->nwhile_why++].why = why;
}

/* (fe.h) */
bool kf_fe_while_parts(CXCursor c, CXCursor *cond, CXCursor *body)
{
    enum CXCursorKind k = clang_getCursorKind(c);
    struct kids ch = kf_fe_kids_of(c);
    /* `for (;;)`: clang lists only the children a for has, so one child
     * is the body alone; a while (1) for the split */
    if (k == CXCursor_ForStmt && ch.n == 1) {
        *cond = clang_getNullCursor();
        *body = ch.c[0];
        return true;
    }
    if (k != CXCursor_WhileStmt && k != CXCursor_DoStmt)
        return false;
    if (ch.n != 2)
        return false;
    /* clang's order: a while's condition comes first, a do's body */
    *cond = ch.c[k == CXCursor_DoStmt];
    *body = ch.c[k == CXCursor_WhileStmt];
    return true;
}

/* (fe.h) */
bool kf_fe_while_split(struct fe *fe, CXCursor c, CXCursor next, unsigned *body_at,
                       unsigned *after)
{
    CXCursor cond, body;
    if (!kf_fe_while_parts(c, &cond, &body) || clang_getCursorKind(body) != CXCursor_CompoundStmt)
        return false;
    struct wscan w = {fe, 0, NULL, NULL, 0};
    struct kidlist kl = kf_fe_kidlist_of(fe, body);
    for (int i = 0; i < kl.n; i++)
        if (!kf_fe_while_exit(kl.c[i]))
            scan_body(&w, kl.c[i], OWN_BREAK | OWN_CONTINUE);
    if (w.loops == 0)
        return false; /* nothing to analyse in it: one statement, as before */
    const char *why = w.why;
    bool has_cond = !clang_Cursor_isNull(cond);
    if (!why && has_cond && kf_fe_writes_any(fe, cond))
        why = "its condition writes something";
    if (!why && has_cond) {
        struct cscan cs = {&w, NULL};
        clang_visitChildren(cond, cond_visit, &cs);
        why = cs.why;
    }
    if (!why)
        why = exits_ok(&w, kl);
    /* where the fragments begin: the body's first statement, and the
     * one after the while, as clang places them */
    unsigned first = kl.n ? kf_fe_begin_of(fe, kl.c[0]).offset : 0;
    if (!why && !starts_line(fe, first))
        why = "its body's first statement does not start a line of its own";
    unsigned nx = clang_Cursor_isNull(next) ? 0 : kf_fe_begin_of(fe, next).offset;
    if (!why && nx && !starts_line(fe, nx))
        why = "the statement after it does not start a line of its own";
    if (why) {
        record_why(fe, c, why);
        return false;
    }
    *body_at = first;
    *after = nx;
    return true;
}

/* (fe.h) */
const char *kf_fe_while_why(struct fe *fe, CXCursor c)
{
    unsigned off = kf_fe_begin_of(fe, c).offset;
    for (int i = fe->nwhile_why - 1; i >= 0; i--)
        if (fe->while_why[i].off == off)
            return fe->while_why[i].why;
    CXCursor cond, body;
    if (!kf_fe_while_parts(c, &cond, &body) || (fe->depth == 0 && fe->nif == 0))
        return NULL;
    struct wscan w = {fe, 0, NULL, NULL, 0};
    scan_body(&w, body, OWN_BREAK | OWN_CONTINUE);
    if (w.loops == 0 && clang_getCursorKind(body) != CXCursor_ForStmt)
        return NULL;
    return "it lies inside a loop or an if of the fragment";
}
