/*
 * range.c: the values a call to a helper of the file can return, read
 * from the helper's body (fe.h, kf_fe_call_range).  A local set once from
 * such a call (`int xa = clampi(x0, sw - 1);`) then lies between the least
 * and the greatest of a few corners, each a constant of the helper or one
 * of the call's arguments, whatever the clamped value was: a subscript
 * through it is bounded although the value comes from floating point
 * (codegen/gpu_extent.c counts the subscript at the corners).
 *
 * The result is a value of the helper's return expression (or of the
 * `return` of an `if (c) return e;` chain); its corners:
 *
 *   c ? a : b        the corners of a under c, and of b under !c
 *   42               42
 *   n - 1            parameter n, less 1 (a parameter plus a constant)
 *   p (a parameter)  the bounds the conditions on the way put on p,
 *                    lower and upper, when both are known (v under
 *                    !(v < 0) and !(v > hi): 0 and hi); else p itself
 *
 * A comparison of two leaves (a parameter or a constant) bounds each side
 * by the other: in `v > hi ? hi : v` the else side has v <= hi, in `v >=
 * n ? n - 1 : v` it has v <= n - 1 (a corner is a leaf plus a constant).  A value
 * p with lo <= p <= hi lies in hull{lo, hi}, so the result lies in the
 * hull of all corners, whichever corner is the least at run time (a clamp
 * to an empty range, hi < 0, returns 0 or hi: still inside).  Anything
 * else in a returned expression (arithmetic, a call) gives no range; a
 * helper that assigns anything gives none either (a parameter changed
 * before the comparison no longer bounds it).
 *
 * Ownership: the corners in the fragment's arena.
 */
#include <clang-c/Index.h>
#include <string.h>

#include "frontend/c/fe.h"

#define MAX_PARAMS 8
#define MAX_CORNERS 4

/* a leaf: parameter param (>= 0) plus value, or the constant value */
struct leaf {
    int param;
    long value;
};

struct path {
    bool lo_set[MAX_PARAMS], hi_set[MAX_PARAMS];
    struct leaf lo[MAX_PARAMS], hi[MAX_PARAMS];
};

struct helper {
    CXCursor fn;
    int np;
    int n;
    struct leaf out[MAX_CORNERS];
    bool fail;
};

static bool leaf_of(struct helper *h, CXCursor e, struct leaf *l)
{
    e = kf_fe_strip_wide(e);
    if (clang_Cursor_isNull(e))
        return false;
    if (clang_getCursorKind(e) == CXCursor_IntegerLiteral ||
        (clang_getCursorKind(e) == CXCursor_UnaryOperator && !kf_fe_has_declref(e))) {
        l->param = -1;
        return kf_fe_const_eval(e, &l->value);
    }
    enum CXBinaryOperatorKind op = kf_fe_is_binop(e) ? kf_fe_binop(e) : CXBinaryOperator_Invalid;
    if (op == CXBinaryOperator_Add || op == CXBinaryOperator_Sub) { /* n - 1 */
        struct kids ch = kf_fe_kids_of(e);
        long d;
        if (ch.n != 2 || !kf_fe_const_eval(ch.c[1], &d) || !leaf_of(h, ch.c[0], l) ||
            l->param < 0)
            return false;
        l->value += op == CXBinaryOperator_Add ? d : -d;
        return true;
    }
    if (clang_getCursorKind(e) != CXCursor_DeclRefExpr)
        return false;
    CXCursor r = clang_getCursorReferenced(e);
    for (int i = 0; i < h->np; i++)
        if (clang_equalCursors(r, clang_Cursor_getArgument(h->fn, i))) {
            l->param = i;
            l->value = 0;
            return true;
        }
    return false;
}

static struct leaf plus(struct leaf l, long d)
{
    l.value += d;
    return l;
}

static void add(struct helper *h, struct leaf l)
{
    for (int i = 0; i < h->n; i++)
        if (h->out[i].param == l.param && h->out[i].value == l.value)
            return;
    if (h->n == MAX_CORNERS)
        h->fail = true;
    else
        h->out[h->n++] = l;
}

/* what cond (true: holds, else fails) tells of the parameters */
static void assume(struct helper *h, CXCursor cond, bool holds, struct path *p)
{
    cond = kf_fe_strip(cond);
    if (!kf_fe_is_binop(cond))
        return;
    enum CXBinaryOperatorKind op = kf_fe_binop(cond);
    struct kids ch = kf_fe_kids_of(cond);
    if (ch.n != 2)
        return;
    if ((op == CXBinaryOperator_LAnd && holds) || (op == CXBinaryOperator_LOr && !holds)) {
        assume(h, ch.c[0], holds, p);
        assume(h, ch.c[1], holds, p);
        return;
    }
    /* as small < big or small <= big, negated where it fails: !(a < b)
     * is b <= a, !(a <= b) is b < a; integers, so small < big bounds
     * small by big - 1 and big by small + 1 (tight: a corner past the
     * last element would copy past the host's array) */
    bool lt = op == CXBinaryOperator_LT || op == CXBinaryOperator_GT;
    bool swap = op == CXBinaryOperator_GT || op == CXBinaryOperator_GE;
    if (!lt && op != CXBinaryOperator_LE && op != CXBinaryOperator_GE)
        return;
    if (!holds)
        swap = !swap, lt = !lt;
    struct leaf a, b;
    if (!leaf_of(h, ch.c[0], &a) || !leaf_of(h, ch.c[1], &b))
        return;
    struct leaf small = swap ? b : a, big = swap ? a : b;
    if (small.param >= 0 && small.param < MAX_PARAMS)
        p->hi[small.param] = plus(big, lt ? -1 : 0), p->hi_set[small.param] = true;
    if (big.param >= 0 && big.param < MAX_PARAMS)
        p->lo[big.param] = plus(small, lt ? 1 : 0), p->lo_set[big.param] = true;
}

static void corners(struct helper *h, CXCursor e, const struct path *p, int depth)
{
    e = kf_fe_strip_wide(e);
    if (h->fail || depth > 8 || clang_Cursor_isNull(e)) {
        h->fail = true;
        return;
    }
    struct kids ch = kf_fe_kids_of(e);
    if (clang_getCursorKind(e) == CXCursor_ConditionalOperator && ch.n == 3) {
        struct path pt = *p, pf = *p;
        assume(h, ch.c[0], true, &pt);
        assume(h, ch.c[0], false, &pf);
        corners(h, ch.c[1], &pt, depth + 1);
        corners(h, ch.c[2], &pf, depth + 1);
        return;
    }
    struct leaf l;
    if (!leaf_of(h, e, &l)) {
        h->fail = true;
        return;
    }
    if (l.param >= 0 && l.param < MAX_PARAMS && p->lo_set[l.param] && p->hi_set[l.param]) {
        add(h, p->lo[l.param]);
        add(h, p->hi[l.param]);
    } else
        add(h, l);
}

/* the returned expression of a `return e;` statement or a block of one */
static bool returned(CXCursor s, CXCursor *e)
{
    struct kids ch = kf_fe_kids_of(s);
    if (clang_getCursorKind(s) == CXCursor_CompoundStmt && ch.n == 1)
        return returned(ch.c[0], e);
    if (clang_getCursorKind(s) != CXCursor_ReturnStmt || ch.n != 1)
        return false;
    *e = ch.c[0];
    return true;
}

/* grammar: body := { (if (c) return e; [else return e;])* return e; } */
static void body_corners(struct helper *h, CXCursor body)
{
    struct kids st = kf_fe_kids_of(body);
    struct path p;
    memset(&p, 0, sizeof p);
    if (clang_getCursorKind(body) != CXCursor_CompoundStmt || st.n == 0 || st.n == 8) {
        h->fail = true;
        return;
    }
    for (int i = 0; i < st.n && !h->fail; i++) {
        CXCursor e;
        if (returned(st.c[i], &e)) {
            corners(h, e, &p, 0);
            return;
        }
        struct kids ic = kf_fe_kids_of(st.c[i]);
        if (clang_getCursorKind(st.c[i]) != CXCursor_IfStmt || ic.n < 2 ||
            !returned(ic.c[1], &e)) {
            h->fail = true;
            return;
        }
        struct path pt = p;
        assume(h, ic.c[0], true, &pt);
        corners(h, e, &pt, 0);
        if (ic.n == 3) {
            struct path pf = p;
            assume(h, ic.c[0], false, &pf);
            if (!returned(ic.c[2], &e))
                h->fail = true;
            else
                corners(h, e, &pf, 0);
            return;
        }
        assume(h, ic.c[0], false, &p);
    }
    h->fail = true; /* it may run off its end */
}

static enum CXChildVisitResult assigns(CXCursor c, CXCursor parent, CXClientData data)
{
    (void)parent;
    bool *any = data;
    enum CXCursorKind k = clang_getCursorKind(c);
    if (k == CXCursor_CompoundAssignOperator || !clang_Cursor_isNull(kf_fe_write_target(c)) ||
        k == CXCursor_DeclStmt)
        *any = true;
    return *any ? CXChildVisit_Break : CXChildVisit_Recurse;
}

void kf_fe_call_range(struct fe *fe, struct kf_var *v, CXCursor init)
{
    CXCursor call = kf_fe_strip(init);
    if (clang_getCursorKind(call) != CXCursor_CallExpr || !v->is_integer)
        return;
    CXCursor fn = clang_getCursorDefinition(clang_getCursorReferenced(call));
    if (clang_getCursorKind(fn) != CXCursor_FunctionDecl || !kf_fe_in_main_file(fn) ||
        clang_Cursor_isVariadic(fn) ||
        !kf_fe_is_int_type(clang_getCanonicalType(clang_getResultType(clang_getCursorType(fn)))))
        return;
    struct helper h = {.fn = fn, .np = clang_Cursor_getNumArguments(fn)};
    if (h.np > MAX_PARAMS || clang_Cursor_getNumArguments(call) != h.np ||
        kf_fe_call_impure_why(fe, call))
        return;
    CXCursor body = clang_getNullCursor();
    struct kidlist fk = kf_fe_kidlist_of(fe, fn); /* its parameters, then its body */
    for (int i = 0; i < fk.n; i++)
        if (clang_getCursorKind(fk.c[i]) == CXCursor_CompoundStmt)
            body = fk.c[i];
    bool any = false;
    if (clang_Cursor_isNull(body))
        return;
    clang_visitChildren(body, assigns, &any);
    if (any)
        return;
    body_corners(&h, body);
    if (h.fail || h.n < 2)
        return;
    struct kf_corner *c = kf_arena_alloc(fe->a, (size_t)h.n * sizeof *c);
    for (int i = 0; i < h.n; i++) {
        c[i].constant = h.out[i].param < 0;
        c[i].value = h.out[i].value; /* added to the argument, for a parameter */
        if (!c[i].constant) {
            CXCursor parm = clang_Cursor_getArgument(fn, (unsigned)h.out[i].param);
            CXString ts = clang_getTypeSpelling(clang_getCursorType(parm));
            c[i].type = kf_arena_strdup(fe->a, clang_getCString(ts));
            clang_disposeString(ts);
            c[i].arg = kf_fe_range_of(fe, clang_Cursor_getArgument(call, (unsigned)h.out[i].param));
        }
    }
    v->corner = c;
    v->ncorner = h.n;
}
