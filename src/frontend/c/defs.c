/*
 * defs.c: the values of integer index variables (forward substitution).
 * Shared through fe.h (kf_fe_def_*, kf_fe_subst_*).
 *
 * Real C computes its subscripts in helper scalars:
 *
 *     for (c = 0; c < nc; c++) {                  for (c ...) {
 *         int jg = off;                               (jg: private)
 *         jg += BS * (c + 1);             ==>         for (j ...)
 *         for (j = 0; j < BS; j++)                        a[off + BS*(c+1) + j] = ...
 *             a[jg + j] = ...;
 *     }
 *
 * A use of such a scalar in a subscript, a bound or a condition is the
 * value the definition reaching it gives: the last assignment before it in
 * straight-line code of the same iteration (the same block or one around
 * it), when nothing in between writes the scalar or what the right-hand
 * side names.  An assignment that advances a known value (k += e, k++,
 * k = 2 * k + e) gives a new known value, read at once over the iterators
 * and parameters (fe_def.val).  Only integer locals and parameters that are
 * not volatile and whose address is never taken qualify, on both sides, so
 * that no call and no store through a pointer can change them unseen.
 * (Forward substitution: Allen and Kennedy, "Optimizing Compilers for
 * Modern Architectures" §4.5.2; PPCG reads such scalars through pet.)  A
 * scalar advanced in every iteration with no definition in it is an
 * induction variable (induct.c).
 *
 * Every use read this way, and every use of an integer scalar the fragment
 * writes that is not, with the reason, goes in the fragment's subst list
 * (kf_fragment.subst) for `analyze` and `gen --explain`.  The reason is the
 * last event that ended a definition of the scalar (fe->lost): the end of
 * an if's branch, a loop that writes it, an assignment kforge cannot read.
 * The list lives in the fragment's arena.
 */
#include <clang-c/Index.h>
#include <stdio.h>
#include <string.h>

#include "frontend/c/fe.h"
#include "ir/poly.h"
#include "kforge/arena.h"

/* ---- definitions that reach --------------------------------------------- */

struct names_ctx {
    CXCursor d;
    bool found, bad;
    const struct fe *fe;
};

/* why d may not stand for a value (NULL: it may): what a call or a store
 * could change unseen, or a read could see otherwise */
static const char *not_plain(const struct fe *fe, CXCursor d)
{
    enum CXCursorKind k = clang_getCursorKind(d);
    if (k != CXCursor_VarDecl && k != CXCursor_ParmDecl)
        return "it is not a variable";
    CXType t = clang_getCursorType(d);
    if (clang_getCursorKind(clang_getCursorSemanticParent(d)) != CXCursor_FunctionDecl)
        return "it is a global, which a called function may write";
    if (clang_Cursor_getStorageClass(d) == CX_SC_Static)
        return "it is static, which a called function may write";
    if (!kf_fe_is_int_type(t))
        return "it is not an integer";
    if (kf_fe_cursor_in(fe->addr, fe->naddr, d))
        return "its address is taken, so a store through a pointer may change it";
    if (clang_isVolatileQualifiedType(t))
        return "it is volatile, so a read may see another value than the one written";
    return NULL;
}

static bool plain_local(const struct fe *fe, CXCursor d)
{
    return !not_plain(fe, d);
}

/* d has no known value from here on, for that reason (the newest is kept) */
static void lose(struct fe *fe, CXCursor d, const char *why)
{
    int k = 0;
    for (int i = 0; i < fe->nlost; i++)
        if (!clang_equalCursors(fe->lost[i].var, d))
            fe->lost[k++] = fe->lost[i];
    if (k == (int)(sizeof fe->lost / sizeof fe->lost[0])) {
        memmove(fe->lost, fe->lost + 1, (size_t)(k - 1) * sizeof fe->lost[0]);
        k--;
    }
    fe->lost[k++] = (struct fe_lost){d, why};
    fe->nlost = k;
}

static unsigned line_of(const struct fe *fe, CXCursor c)
{
    return kf_fe_begin_of(fe, c).line;
}

static enum CXChildVisitResult names_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    struct names_ctx *x = data;
    enum CXCursorKind k = clang_getCursorKind(c);
    if (k == CXCursor_DeclRefExpr) {
        CXCursor d = clang_getCursorReferenced(c);
        if (clang_equalCursors(d, x->d))
            x->found = true;
        if (x->fe && clang_getCursorKind(d) != CXCursor_EnumConstantDecl && !plain_local(x->fe, d))
            x->bad = true;
    }
    if (k == CXCursor_CallExpr || !clang_Cursor_isNull(kf_fe_write_target(c)) ||
        kf_fe_binop(c) == CXBinaryOperator_Comma || kf_fe_unop(c) == CXUnaryOperator_Deref ||
        k == CXCursor_ArraySubscriptExpr || k == CXCursor_MemberRefExpr || k == CXCursor_StmtExpr)
        x->bad = true;
    return CXChildVisit_Recurse;
}

/* whether e names d (e itself included); with fe, also whether e reads
 * anything but plain locals or has a side effect (x->bad) */
static struct names_ctx names_of(const struct fe *fe, CXCursor e, CXCursor d)
{
    struct names_ctx x = {d, false, false, fe};
    names_visit(e, clang_getNullCursor(), &x);
    clang_visitChildren(e, names_visit, &x);
    return x;
}

void kf_fe_def_kill(struct fe *fe, CXCursor d)
{
    int k = 0;
    for (int i = 0; i < fe->ndef; i++)
        if (!clang_equalCursors(fe->defs[i].var, d) &&
            (fe->defs[i].val || !names_of(NULL, fe->defs[i].rhs, d).found))
            fe->defs[k++] = fe->defs[i];
    fe->ndef = k;
}

bool kf_fe_def_plain(struct fe *fe, CXCursor e, CXCursor d)
{
    struct names_ctx x = names_of(fe, e, d);
    return !x.found && !x.bad;
}

/* the newest definitions are kept, the oldest dropped */
static void def_push(struct fe *fe, struct fe_def def)
{
    if (fe->ndef == (int)(sizeof fe->defs / sizeof fe->defs[0])) {
        memmove(fe->defs, fe->defs + 1, (size_t)(fe->ndef - 1) * sizeof fe->defs[0]);
        fe->ndef--;
    }
    fe->defs[fe->ndef++] = def;
}

void kf_fe_def_record(struct fe *fe, CXCursor d, CXCursor rhs)
{
    kf_fe_def_kill(fe, d);
    if (kf_fe_ptr_is(fe, d)) {
        /* p = img + y * w: the array and its offset (ptr.c) */
        if (!kf_fe_ptr_def_ok(fe, d, rhs))
            return;
    } else if (!plain_local(fe, d)) {
        return;
    } else {
        /* k = k + 1 names the old k, unknown here; calls, loads: unknown */
        struct names_ctx x = names_of(fe, rhs, d);
        if (x.found || x.bad) {
            lose(fe, d, kf_arena_printf(fe->a, x.found ? "it is set from its value before, "
                                        "which is not known there (line %u)"
                                        : "it is set to a value that reads memory, calls or "
                                        "has a side effect (line %u)", line_of(fe, rhs)));
            return;
        }
    }
    def_push(fe, (struct fe_def){d, rhs, fe->def_level, NULL});
}

void kf_fe_def_assign(struct fe *fe, CXCursor e)
{
    e = kf_fe_strip(e);
    if (kf_fe_binop(e) != CXBinaryOperator_Assign) {
        CXCursor d = kf_fe_var_decl_of(kf_fe_write_target(e));
        if (!clang_Cursor_isNull(d)) /* k++, k += 2 */
            lose(fe, d, kf_arena_printf(fe->a, "it is advanced from its value before, which "
                                        "is not known there (line %u)", line_of(fe, e)));
        return;
    }
    struct kids ch = kf_fe_kids_of(e);
    CXCursor lhs = kf_fe_strip(ch.c[0]);
    if (clang_getCursorKind(lhs) == CXCursor_DeclRefExpr)
        kf_fe_def_record(fe, clang_getCursorReferenced(lhs), ch.c[1]);
}

void kf_fe_def_leave(struct fe *fe, int level)
{
    int k = 0;
    for (int i = 0; i < fe->ndef; i++)
        if (fe->defs[i].level <= level)
            fe->defs[k++] = fe->defs[i];
    fe->ndef = k;
}

struct kill_ctx {
    struct fe *fe;
    const char *why; /* what those written lose */
};

static enum CXChildVisitResult kill_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    struct kill_ctx *x = data;
    CXCursor w = kf_fe_write_target(c);
    if (!clang_Cursor_isNull(w) && !clang_Cursor_isNull(kf_fe_var_decl_of(w))) {
        if (x->why)
            lose(x->fe, kf_fe_var_decl_of(w), x->why);
        else
            kf_fe_def_kill(x->fe, kf_fe_var_decl_of(w));
    }
    if (clang_getCursorKind(c) == CXCursor_VarDecl && !x->why)
        kf_fe_def_kill(x->fe, c);
    return CXChildVisit_Recurse;
}

void kf_fe_def_loop(struct fe *fe, CXCursor loop)
{
    struct kill_ctx x = {fe, NULL};
    clang_visitChildren(loop, kill_visit, &x);
    x.why = kf_arena_printf(fe->a, "the loop at line %u writes it, and no assignment "
                            "before the use in the same iteration sets it", line_of(fe, loop));
    clang_visitChildren(loop, kill_visit, &x);
}

void kf_fe_def_loop_done(struct fe *fe, CXCursor c)
{
    struct kill_ctx x = {fe, kf_arena_printf(fe->a, "the loop at line %u, before the use, "
                                             "writes it", line_of(fe, c))};
    clang_visitChildren(c, kill_visit, &x);
}

void kf_fe_def_opaque_done(struct fe *fe, CXCursor c, const char *what)
{
    struct kill_ctx x = {fe, kf_arena_printf(fe->a, "the %s at line %u, which kforge reads "
                                             "as one statement, writes it", what, line_of(fe, c))};
    clang_visitChildren(c, kill_visit, &x);
}

void kf_fe_def_if_done(struct fe *fe, CXCursor c)
{
    struct kill_ctx x = {fe, kf_arena_printf(fe->a, "it is set under the if at line %u",
                                             line_of(fe, c))};
    clang_visitChildren(c, kill_visit, &x);
}

bool kf_fe_def_reaching(const struct fe *fe, CXCursor d, CXCursor *rhs)
{
    for (int i = fe->ndef - 1; i >= 0; i--)
        if (clang_equalCursors(fe->defs[i].var, d)) {
            /* an advanced value has no right-hand side to read pieces or
             * a pointer's base from */
            if (fe->defs[i].val)
                return false;
            *rhs = fe->defs[i].rhs;
            return true;
        }
    return false;
}

struct kf_poly *kf_fe_def_poly(struct fe *fe, const struct fe_def *def)
{
    if (def->val)
        return def->val;
    if (fe->subst_depth >= 8)
        return NULL;
    fe->subst_depth++;
    struct kf_poly *p = kf_fe_poly_of(fe, def->rhs);
    fe->subst_depth--;
    return p;
}

struct kf_poly *kf_fe_def_value(struct fe *fe, CXCursor d)
{
    for (int i = fe->ndef - 1; i >= 0; i--)
        if (clang_equalCursors(fe->defs[i].var, d)) {
            struct fe_def def = fe->defs[i]; /* the read may record variables */
            return kf_fe_def_poly(fe, &def);
        }
    return NULL;
}

/* Advancing a known index (Rodinia's lud: `int j_global = offset; ...
 * j_global += BS * (chunk_idx + 1);` before the block's accesses): the
 * new value is the old one, substituted, plus the step, read eagerly over
 * iterators and parameters (what the step names may change later; the
 * value, once read, does not).  Only where the old value is known: a
 * walking index with none (out[k++] across iterations) is induct.c's. */
static struct kf_poly *advance(struct fe *fe, CXCursor e, CXCursor *d);

struct kf_poly *kf_fe_def_advance(struct fe *fe, CXCursor e, CXCursor *d)
{
    fe->def_quiet++; /* k in k += 2 is no use to list */
    struct kf_poly *p = advance(fe, e, d);
    fe->def_quiet--;
    return p;
}

static struct kf_poly *advance(struct fe *fe, CXCursor e, CXCursor *d)
{
    e = kf_fe_strip(e);
    CXCursor t = kf_fe_write_target(e);
    *d = kf_fe_var_decl_of(t);
    if (clang_Cursor_isNull(*d) || !plain_local(fe, *d) || kf_fe_ptr_is(fe, *d))
        return NULL;
    bool known = false;
    for (int i = 0; i < fe->ndef && !known; i++)
        known = clang_equalCursors(fe->defs[i].var, *d);
    if (!known)
        return NULL;
    struct kids ch = kf_fe_kids_of(e);
    enum CXBinaryOperatorKind b = kf_fe_binop(e);
    enum CXUnaryOperatorKind u = kf_fe_unop(e);
    struct kf_poly *old = kf_fe_poly_of(fe, t), *x = NULL, *p = NULL;
    if (u == CXUnaryOperator_PostInc || u == CXUnaryOperator_PreInc)
        p = kf_poly_lin(fe->a, old, 1, kf_poly_const(fe->a, 1), 1);
    else if (u == CXUnaryOperator_PostDec || u == CXUnaryOperator_PreDec)
        p = kf_poly_lin(fe->a, old, 1, kf_poly_const(fe->a, 1), -1);
    else if (ch.n != 2)
        return NULL;
    else if (b == CXBinaryOperator_Assign) {
        /* k = k + 8: the right-hand side with the old k in it (an
         * assignment that does not name k is an ordinary definition) */
        struct names_ctx nx = names_of(fe, ch.c[1], *d);
        if (!nx.found || nx.bad)
            return NULL;
        p = kf_fe_poly_of(fe, ch.c[1]);
    } else if (b == CXBinaryOperator_AddAssign || b == CXBinaryOperator_SubAssign ||
               b == CXBinaryOperator_MulAssign) {
        if (!kf_fe_def_plain(fe, ch.c[1], *d))
            return NULL;
        x = kf_fe_poly_of(fe, ch.c[1]);
        p = b == CXBinaryOperator_MulAssign ? kf_poly_mul(fe->a, old, x)
            : kf_poly_lin(fe->a, old, 1, x, b == CXBinaryOperator_AddAssign ? 1 : -1);
    }
    return p && !kf_fe_poly_has_div(p) ? p : NULL;
}

void kf_fe_def_advanced(struct fe *fe, CXCursor d, struct kf_poly *val, CXCursor e)
{
    kf_fe_def_kill(fe, d);
    def_push(fe, (struct fe_def){d, e, fe->def_level, val});
}


/* ---- the list for analyze and --explain ---------------------------------- */

/* one entry per variable and line (a use is read in several forms) */
static void subst_add(struct fe *fe, CXCursor use, CXCursor d, struct kf_subst x)
{
    struct kf_fragment *f = fe->f;
    if (!f || fe->def_quiet || clang_Cursor_isNull(d))
        return;
    x.loc = kf_fe_begin_of(fe, use);
    if (x.loc.offset < f->range.begin.offset || x.loc.offset >= f->range.end.offset)
        return; /* not in the fragment: the host's tests */
    x.var = kf_fe_spelling(fe, d);
    for (int i = 0; i < f->nsubst; i++)
        if (f->subst[i].loc.line == x.loc.line && strcmp(f->subst[i].var, x.var) == 0)
            return;
    /* in source order */
    f->subst = kf_arena_grow(fe->a, f->subst, (size_t)f->nsubst, sizeof *f->subst);
    int at = f->nsubst++;
    for (; at > 0 && f->subst[at - 1].loc.offset > x.loc.offset; at--)
        f->subst[at] = f->subst[at - 1];
    f->subst[at] = x;
}

void kf_fe_subst_used(struct fe *fe, CXCursor use, CXCursor d, CXCursor def,
                      const struct kf_poly *p)
{
    struct kf_subst x = {.def_line = line_of(fe, def)};
    if (!p) {
        x.why_not = kf_arena_printf(fe->a, "its value from line %u, '%s', is not an integer "
                                    "expression of the loop counters and parameters",
                                    x.def_line, kf_fe_text_of(fe, def, 40));
    } else {
        char buf[256];
        kf_poly_print(fe->f, p, buf, sizeof buf);
        x.value = kf_arena_strdup(fe->a, buf);
    }
    subst_add(fe, use, d, x);
}

void kf_fe_subst_kept(struct fe *fe, CXCursor use, CXCursor d)
{
    if (!kf_fe_is_int_type(clang_getCursorType(d)) || !kf_fe_cursor_in(fe->assigned, fe->nassigned, d))
        return; /* a parameter of the fragment */
    struct kf_subst x = {.why_not = not_plain(fe, d)};
    for (int i = fe->nlost - 1; i >= 0 && !x.why_not; i--)
        if (clang_equalCursors(fe->lost[i].var, d))
            x.why_not = fe->lost[i].why;
    if (!x.why_not)
        x.why_not = "no assignment before the use in the same iteration sets it";
    subst_add(fe, use, d, x);
}
