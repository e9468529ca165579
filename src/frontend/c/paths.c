/*
 * paths.c: what every path through an if or a switch does.  Shared
 * through fe.h.
 *
 * A scalar set in both branches of an if whose condition reads data
 * (`if (g < lo) w = a; else w = b;`), or in every case of a switch with a
 * default, then read after it, is an iteration's own: each iteration sets
 * it before it reads it.  The model sees two may-writes (neither branch is
 * sure to run), and isl's value flow then lets the read see an earlier
 * iteration's value, so the loop stayed sequential.  kf_fe_joint_if and
 * kf_fe_switch_writes mark one write of such a scalar `joint` (ir.h), which
 * the value flow (deps.c) and OpenMP's lastprivate (openmp_last.c) count
 * as made on every path.
 *
 * A switch is read case by case when its body holds only cases, blocks,
 * ifs, expressions and the breaks that leave it (kf_fe_switch_plain):
 * stmt.c then builds it as one statement with the accesses its cases make
 * (kf_fe_plain_accesses), writes as may-writes, rather than as an opaque
 * statement that may touch every variable it names as a whole.
 */
#include <clang-c/Index.h>
#include <stdbool.h>

#include "frontend/c/fe.h"

/* Is e the statement `v = ...;` for scalar v (a plain assignment, made
 * whenever the statement runs)? */
static bool assigns(struct fe *fe, CXCursor e, int v)
{
    e = kf_fe_strip(e);
    if (kf_fe_binop(e) != CXBinaryOperator_Assign)
        return false;
    CXCursor lhs = kf_fe_strip(kf_fe_kids_of(e).c[0]);
    if (clang_getCursorKind(lhs) != CXCursor_DeclRefExpr)
        return false;
    CXCursor d = kf_fe_var_decl_of(lhs);
    return !clang_Cursor_isNull(d) && kf_fe_find_var(fe, d) == v;
}

/* The cursor node x was built from.  The search runs from the newest node:
 * kf_fe_joint_if asks right after building the if, whose nodes are the
 * last ones built, so it costs the if's own size, not the fragment's (a
 * thousand sibling if/else statements stay linear; an if is at most 63
 * deep, stmt.c's build_if, deeper ones are opaque statements). */
static CXCursor node_cursor(const struct fe *fe, const struct kf_node *x)
{
    for (int i = fe->nnode - 1; i >= 0; i--)
        if (fe->nodes[i] == x)
            return fe->node_cur[i];
    return clang_getNullCursor();
}

/* Does statement c (of a plain switch, kf_fe_switch_plain, or a folded
 * if, stmt.c's build_fold) write scalar v whenever it runs: an assignment
 * to v, a block with one, an if both of whose branches have one? */
static bool cursor_writes(struct fe *fe, CXCursor c, int v)
{
    enum CXCursorKind k = clang_getCursorKind(c);
    if (clang_isExpression(k))
        return assigns(fe, c, v);
    struct kidlist ch = kf_fe_kidlist_of(fe, c);
    if (k == CXCursor_CompoundStmt) {
        for (int i = 0; i < ch.n; i++)
            if (cursor_writes(fe, ch.c[i], v))
                return true;
        return false;
    }
    return k == CXCursor_IfStmt && ch.n == 3 && cursor_writes(fe, ch.c[1], v) &&
           cursor_writes(fe, ch.c[2], v);
}

/* A write of scalar v in list that every path to the list's end makes (a
 * top-level `v = e;`, an if whose two branches each have one, or an if
 * folded into one statement, build_fold, every path through which writes
 * v), or NULL.  Of an if, the else branch's: it comes last in the text. */
static struct kf_access *sure_write(struct fe *fe, struct kf_node **list, int n, int v)
{
    for (int i = n - 1; i >= 0; i--) {
        struct kf_node *x = list[i];
        if (x->kind == KF_NODE_IF && x->nelse > 0 && sure_write(fe, x->child, x->nchild, v)) {
            struct kf_access *a = sure_write(fe, x->else_child, x->nelse, v);
            if (a)
                return a;
        }
        if (x->kind != KF_NODE_STMT)
            continue;
        CXCursor c = node_cursor(fe, x);
        bool folded = x->stmt->kind == KF_STMT_OPAQUE && clang_getCursorKind(c) == CXCursor_IfStmt &&
                      kf_fe_fold_plain(fe, c);
        if (!(x->stmt->kind == KF_STMT_EXPR && assigns(fe, c, v)) &&
            !(folded && cursor_writes(fe, c, v)))
            continue;
        for (int k = 0; k < x->stmt->naccess; k++)
            if (x->stmt->acc[k].var == v && x->stmt->acc[k].write && x->stmt->acc[k].nsub == 0)
                return &x->stmt->acc[k];
    }
    return NULL;
}

/* After `if (c) A else B` with c not affine: A's and B's writes of a scalar
 * are may-writes, so a read after the if seemed to see the value of an
 * earlier iteration and every such scalar blocked its loop.  Where A and B
 * each write v on every path, B's write is marked joint: a must-write at its
 * place for the value flow.  That is exact for every read after the if
 * (this iteration wrote v, on one path or the other) and conservative for a
 * read between A's write and B's.  Only with no other may-context around
 * the if: under an outer non-affine if, neither branch need run. */
void kf_fe_joint_if(struct fe *fe, struct kf_node *node, int first_else, int last)
{
    for (int s = first_else; s < last; s++)
        for (int k = 0; k < fe->f->stmts[s]->naccess; k++) {
            const struct kf_access *w = &fe->f->stmts[s]->acc[k];
            if (!w->write || w->nsub || w->whole || fe->f->vars[w->var].kind != KF_VAR_SCALAR ||
                !sure_write(fe, node->child, node->nchild, w->var))
                continue;
            struct kf_access *a = sure_write(fe, node->else_child, node->nelse, w->var);
            if (a)
                a->joint = node;
        }
}

/* The statements of switch body c in order, blocks opened, each case and
 * default label an entry of its own (a null cursor, with *dflt set for
 * default).  False when there are more than max. */
static bool switch_items(struct fe *fe, CXCursor c, CXCursor *item, int *n, int max, bool *dflt)
{
    enum CXCursorKind k = clang_getCursorKind(c);
    if (k == CXCursor_CompoundStmt) {
        struct kidlist ch = kf_fe_kidlist_of(fe, c); /* a block of any length */
        for (int i = 0; i < ch.n; i++)
            if (!switch_items(fe, ch.c[i], item, n, max, dflt))
                return false;
        return true;
    }
    if (*n >= max)
        return false;
    if (k == CXCursor_CaseStmt || k == CXCursor_DefaultStmt) {
        *dflt |= k == CXCursor_DefaultStmt;
        item[(*n)++] = clang_getNullCursor();
        struct kidlist ch = kf_fe_kidlist_of(fe, c);
        return ch.n == 0 || switch_items(fe, ch.c[ch.n - 1], item, n, max, dflt);
    }
    item[(*n)++] = c;
    return true;
}

static bool has_break(struct fe *fe, CXCursor c)
{
    if (clang_getCursorKind(c) == CXCursor_BreakStmt)
        return true;
    struct kidlist ch = kf_fe_kidlist_of(fe, c);
    for (int i = 0; i < ch.n; i++)
        if (!clang_isExpression(clang_getCursorKind(ch.c[i])) && has_break(fe, ch.c[i]))
            return true;
    return false;
}

/* Does every path through switch body c write scalar v: a default label,
 * and from each label a write of v before the first break (falling through
 * the labels between)?  An if that holds a break ends the search. */
bool kf_fe_switch_writes(struct fe *fe, CXCursor c, int v)
{
    CXCursor item[256];
    int n = 0;
    bool dflt = false;
    if (!switch_items(fe, c, item, &n, 256, &dflt) || !dflt)
        return false;
    for (int p = 0; p < n; p++) {
        if (!clang_Cursor_isNull(item[p]))
            continue;
        bool ok = false;
        for (int q = p + 1; q < n && !ok; q++) {
            if (clang_Cursor_isNull(item[q]))
                continue;
            if (has_break(fe, item[q]))
                break;
            ok = cursor_writes(fe, item[q], v);
        }
        if (!ok)
            return false;
    }
    return true;
}

/* plain_in: kf_fe_switch_plain, with in_if when c is inside an if of the
 * body, where a label would start a path that switch_writes's list of
 * items does not see (`case 0: if (c) { case 1: ... }`) */
static bool plain_in(struct fe *fe, CXCursor c, bool in_if)
{
    enum CXCursorKind k = clang_getCursorKind(c);
    if (clang_isExpression(k))
        return true;
    if (k != CXCursor_CompoundStmt && k != CXCursor_CaseStmt && k != CXCursor_DefaultStmt &&
        k != CXCursor_IfStmt && k != CXCursor_BreakStmt && k != CXCursor_NullStmt)
        return false;
    if (in_if && (k == CXCursor_CaseStmt || k == CXCursor_DefaultStmt))
        return false;
    struct kidlist ch = kf_fe_kidlist_of(fe, c); /* kf_fe_kids_of keeps 8 */
    for (int i = 0; i < ch.n; i++)
        if (!plain_in(fe, ch.c[i], in_if || k == CXCursor_IfStmt))
            return false;
    return true;
}

/* Can switch body c be read case by case?  Only cases, blocks, ifs,
 * expressions and the breaks that leave the switch itself: no loop (whose
 * break would be its own), no declaration, no other jump, no label inside
 * an if. */
bool kf_fe_switch_plain(struct fe *fe, CXCursor c)
{
    return plain_in(fe, c, false);
}

/* The accesses of a plain switch body or of a folded if (stmt.c's
 * build_fold): every expression's, conditions' included, each write a
 * may-write (fe->may), since a case or a branch runs or not by the value
 * tested. */
void kf_fe_plain_accesses(struct fe *fe, CXCursor c)
{
    if (clang_isExpression(clang_getCursorKind(c))) {
        kf_fe_visit_expr(fe, c);
        return;
    }
    struct kidlist ch = kf_fe_kidlist_of(fe, c);
    for (int i = 0; i < ch.n; i++)
        kf_fe_plain_accesses(fe, ch.c[i]);
}
