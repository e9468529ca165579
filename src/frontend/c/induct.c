/*
 * induct.c: induction variables (induction variable substitution).  Shared
 * through fe.h.
 *
 * Packing and unrolled copy loops advance an output index by a constant on
 * every iteration:
 *
 *     k = ...;                                  (k's value here: base)
 *     for (i = lb; i < n; i++) {                for (i = lb; i < n; i++) {
 *         out[k++] = a[i];            ==>           out[base + 2*(i - lb)] = a[i];
 *         out[k++] = b[i];                          out[base + 2*(i - lb) + 1] = b[i];
 *     }                                         }
 *
 * Modelled as written, k++ reads the value the previous iteration left and
 * every such loop is sequential.  Its value at the top of an iteration is
 * an affine function of the iterator, base + c*(i - lb) (the classical
 * substitution of Allen and Kennedy, "Optimizing Compilers for Modern
 * Architectures" §4.5.3; PPCG gets it from pet's "induction variable"
 * rewrite), and each use of k is that plus the advances before it in the
 * body.  base is a parameter of the fragment spelt as k: it is k's value
 * wherever the fragment's host code evaluates it (before the loop).
 *
 * A loop L has k as an induction variable when:
 *   - L has step 1 and one affine lower bound;
 *   - L is an outermost loop of its fragment (base is then one value for
 *     the whole fragment, a parameter), or an inner loop before which a
 *     straight-line definition in the same iteration of the loops around
 *     it sets k (`k = i * m; for (j ...) out[k++] = ...`: base is that
 *     definition's right-hand side, i * m, a polynomial that the
 *     delinearisation reads as the row it is);
 *   - k is an integer local or parameter, not global, address never taken;
 *   - (outermost L) every write of k in the fragment is in L's body, or
 *     a straight-line definition before L reaches it (`p = 0; for (...)`:
 *     base is its right-hand side, as for an inner loop);
 *   - every write of k in L's body is k++,
 *     ++k, k--, --k, k += c, k -= c or k = k + c with c a constant, in a
 *     statement directly in the body: not under an if, ?:, && or ||, not
 *     in an inner loop, and the body has no break, continue, goto or
 *     return (each iteration advances k by the same sum, not zero);
 * A k advanced under a condition (stream compaction, `if (x) out[k++]`) is
 * not one: the front end warns, naming k, and L stays sequential on the
 * flow dependence k carries.
 *
 * The model keeps k's own accesses (they order the statements that advance
 * it, so no transform splits them); deps.c does not let the dependences
 * they carry across L block it, and a back end that runs L in parallel sets
 * k = base + c*(i - lb) at the top of each iteration (OpenMP: openmp.c;
 * a GPU kernel from k passed by value, gpu_kernel.c, the host adding c times
 * the trip count after the launch) or keeps L as written.
 */
#include <clang-c/Index.h>
#include <stdio.h>
#include <string.h>

#include "frontend/c/fe.h"
#include "ir/poly.h"
#include "kforge/arena.h"

/* ---- the writes of one variable ------------------------------------------ */

struct scan {
    struct fe *fe;
    CXCursor k;       /* the candidate's declaration */
    long step;        /* sum of its advances in one iteration */
    int nwrite;       /* its writes seen */
    const char *why;  /* first reason it is not an induction variable */
    CXCursor why_at;
    int cond;         /* > 0: under a condition or inner loop */
    bool record;      /* second walk: record each use with its offset */
    long off;         /* advances so far in the iteration */
    int nused;        /* uses of its value (reads, advances inside an expression) */
};

/* the constant k advances by at write c, or false when c is another write */
static bool advance_of(CXCursor c, CXCursor k, long *by)
{
    enum CXUnaryOperatorKind u = kf_fe_unop(c);
    enum CXBinaryOperatorKind b = kf_fe_binop(c);
    struct kids ch = kf_fe_kids_of(c);
    if (u == CXUnaryOperator_PostInc || u == CXUnaryOperator_PreInc) {
        *by = 1;
        return true;
    }
    if (u == CXUnaryOperator_PostDec || u == CXUnaryOperator_PreDec) {
        *by = -1;
        return true;
    }
    long v;
    if ((b == CXBinaryOperator_AddAssign || b == CXBinaryOperator_SubAssign) && ch.n == 2 &&
        !kf_fe_has_declref(ch.c[1]) && kf_fe_const_eval(ch.c[1], &v)) {
        *by = b == CXBinaryOperator_AddAssign ? v : -v;
        return true;
    }
    if (b == CXBinaryOperator_Assign && ch.n == 2) { /* k = k + c, k = c + k, k = k - c */
        CXCursor r = kf_fe_strip(ch.c[1]);
        enum CXBinaryOperatorKind rb = kf_fe_binop(r);
        struct kids rk = kf_fe_kids_of(r);
        if ((rb != CXBinaryOperator_Add && rb != CXBinaryOperator_Sub) || rk.n != 2)
            return false;
        for (int s = 0; s < 2; s++) {
            if (s == 1 && rb == CXBinaryOperator_Sub)
                break;
            CXCursor x = kf_fe_var_decl_of(rk.c[s]), o = rk.c[1 - s];
            if (!clang_Cursor_isNull(x) && clang_equalCursors(x, k) && !kf_fe_has_declref(o) &&
                kf_fe_const_eval(o, &v)) {
                *by = rb == CXBinaryOperator_Add ? v : -v;
                return true;
            }
        }
    }
    return false;
}

static void not_ind(struct scan *s, CXCursor at, const char *why)
{
    if (!s->why) {
        s->why = why;
        s->why_at = at;
    }
}

static enum CXChildVisitResult scan_visit(CXCursor c, CXCursor parent, CXClientData data);

static void scan_kids(struct scan *s, CXCursor c, int from, bool cond_from)
{
    struct kidlist kl = kf_fe_kidlist_of(s->fe, c);
    for (int i = 0; i < kl.n; i++) {
        bool cond = i >= from && cond_from;
        s->cond += cond;
        scan_visit(kl.c[i], c, s);
        s->cond -= cond;
    }
}

/* one walk over the body in evaluation order (as clang lists children) */
static enum CXChildVisitResult scan_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    struct scan *s = data;
    enum CXCursorKind k = clang_getCursorKind(c);
    switch (k) {
    case CXCursor_BreakStmt:
    case CXCursor_ContinueStmt:
    case CXCursor_GotoStmt:
    case CXCursor_ReturnStmt:
    case CXCursor_IndirectGotoStmt:
        not_ind(s, c, "the loop's body may stop an iteration early");
        return CXChildVisit_Continue;
    case CXCursor_IfStmt:
        scan_kids(s, c, 1, true); /* the condition always runs */
        return CXChildVisit_Continue;
    case CXCursor_ForStmt:
    case CXCursor_WhileStmt:
    case CXCursor_DoStmt:
    case CXCursor_SwitchStmt:
        scan_kids(s, c, 0, true);
        return CXChildVisit_Continue;
    case CXCursor_ConditionalOperator:
        scan_kids(s, c, 1, true);
        return CXChildVisit_Continue;
    default:
        break;
    }
    enum CXBinaryOperatorKind b = kf_fe_binop(c);
    if (b == CXBinaryOperator_LAnd || b == CXBinaryOperator_LOr) {
        scan_kids(s, c, 1, true);
        return CXChildVisit_Continue;
    }
    if (kf_fe_unop(c) == CXUnaryOperator_AddrOf) {
        CXCursor x = kf_fe_var_decl_of(kf_fe_kids_of(c).c[0]);
        if (!clang_Cursor_isNull(x) && clang_equalCursors(x, s->k))
            not_ind(s, c, "its address is taken");
    }
    CXCursor t = kf_fe_write_target(c), td = kf_fe_var_decl_of(t);
    if (!clang_Cursor_isNull(td) && clang_equalCursors(td, s->k)) {
        long by;
        if (!advance_of(c, s->k, &by)) {
            not_ind(s, c, "it is assigned a value other than itself plus a constant");
            return CXChildVisit_Continue;
        }
        if (s->cond > 0)
            not_ind(s, c, "it is advanced under a condition or in an inner loop, so its value "
                          "in an iteration depends on the iterations before it");
        /* what the operand reads first (k += c's c names no variable) */
        enum CXUnaryOperatorKind u = kf_fe_unop(c);
        bool post = u == CXUnaryOperator_PostInc || u == CXUnaryOperator_PostDec;
        if (s->record)
            kf_fe_induct_note(s->fe, c, post ? s->off : s->off + by);
        s->nused += clang_isExpression(clang_getCursorKind(parent));
        s->off += by;
        s->step += by;
        s->nwrite++;
        return CXChildVisit_Continue;
    }
    if (k == CXCursor_DeclRefExpr) {
        CXCursor d = kf_fe_var_decl_of(c);
        if (!clang_Cursor_isNull(d) && clang_equalCursors(d, s->k)) {
            s->nused++;
            if (s->record)
                kf_fe_induct_note(s->fe, c, s->off);
        }
        return CXChildVisit_Continue;
    }
    scan_kids(s, c, 0, false);
    return CXChildVisit_Continue;
}

/* writes of k anywhere in c */
struct count {
    CXCursor k;
    int n;
};

static enum CXChildVisitResult count_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    (void)parent;
    struct count *n = data;
    CXCursor d = kf_fe_var_decl_of(kf_fe_write_target(c));
    if (!clang_Cursor_isNull(d) && clang_equalCursors(d, n->k))
        n->n++;
    return CXChildVisit_Recurse;
}

static int writes_in(CXCursor c, CXCursor k)
{
    struct count n = {k, 0};
    count_visit(c, c, &n);
    clang_visitChildren(c, count_visit, &n);
    return n.n;
}

/* ---- the loop ------------------------------------------------------------ */

void kf_fe_induct_note(struct fe *fe, CXCursor at, long off)
{
    fe->ind_use = kf_arena_grow(fe->a, fe->ind_use, (size_t)fe->nind_use, sizeof *fe->ind_use);
    fe->ind_use[fe->nind_use++] = (struct fe_ind_use){at, fe->ind_cur, off};
}

/* a variable for base: a parameter spelt as k, with no declaration of its
 * own (nothing names it; node uses and aliasing do not see it) */
static int base_var(struct fe *fe, int kid)
{
    struct kf_fragment *f = fe->f;
    f->vars = kf_arena_grow(fe->a, f->vars, (size_t)f->nvar, sizeof *f->vars);
    fe->decls = kf_arena_grow(fe->a, fe->decls, (size_t)f->nvar, sizeof *fe->decls);
    int id = f->nvar++;
    fe->decls[id] = clang_getNullCursor();
    struct kf_var *v = &f->vars[id];
    *v = f->vars[kid];
    v->id = id;
    v->kind = KF_VAR_PARAM;
    v->read = true;
    v->written = v->seen_outside = v->local = false;
    v->scope_loop = NULL;
    return id;
}

/* the integer scalars c writes, once each */
static enum CXChildVisitResult cands_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    (void)parent;
    struct kidlist *l = data;
    CXCursor d = kf_fe_var_decl_of(kf_fe_write_target(c));
    if (!clang_Cursor_isNull(d) && !kf_fe_cursor_in(l->c, l->n, d) && l->n < 16 &&
        kf_fe_is_int_type(clang_getCursorType(d))) {
        l->c = kf_arena_grow(l->fe->a, l->c, (size_t)l->n, sizeof *l->c);
        l->c[l->n++] = d;
    }
    return CXChildVisit_Recurse;
}

/* k's value when inner loop l starts: the right-hand side of the
 * definition of k that reached l in the same iteration of the loops around
 * it (k = i * m;), as a polynomial over their iterators and the
 * parameters; NULL when none is known */
static struct kf_poly *inner_base(struct fe *fe, const struct kf_node *l, CXCursor k,
                                  const struct fe_def *pre, int npre)
{
    for (int i = npre - 1; i >= 0; i--)
        if (clang_equalCursors(pre[i].var, k)) {
            struct kf_poly *p = kf_fe_def_poly(fe, &pre[i]);
            /* the loop's own iterator, when it was a variable before: another value */
            return p && !kf_poly_uses(p, l->iter) ? p : NULL;
        }
    return NULL;
}

void kf_fe_induct_scan(struct fe *fe, struct kf_node *l, CXCursor body, const struct fe_def *pre,
                       int npre)
{
    fe->nind_use = 0;
    struct kidlist cands = {fe, 0, NULL};
    clang_visitChildren(body, cands_visit, &cands);
    unsigned bb, be;
    CXSourceRange br = clang_getCursorExtent(body);
    clang_getSpellingLocation(clang_getRangeStart(br), NULL, NULL, NULL, &bb);
    clang_getSpellingLocation(clang_getRangeEnd(br), NULL, NULL, NULL, &be);
    for (int ci = 0; ci < cands.n; ci++) {
        CXCursor k = cands.c[ci];
        unsigned at;
        clang_getSpellingLocation(clang_getCursorLocation(k), NULL, NULL, NULL, &at);
        if (at >= bb && at < be)
            continue; /* declared in the body: each iteration has its own */
        if (clang_getCursorKind(clang_getCursorSemanticParent(k)) == CXCursor_TranslationUnit ||
            kf_fe_ptr_is(fe, k) || clang_equalCursors(k, fe->decls[l->iter]))
            continue;
        struct scan s = {.fe = fe, .k = k};
        scan_visit(body, body, &s);
        if (!s.why && kf_fe_cursor_in(fe->addr, fe->naddr, k))
            not_ind(&s, body, "its address is taken");
        struct kf_poly *ibase = NULL;
        if (l->depth == 0) { /* base: k's value when the fragment starts */
            int total = 0;
            for (int i = 0; i < fe->nfrag_stmt; i++)
                total += writes_in(fe->frag_stmt[i], k);
            /* p = 0; for (...) { a[p] = ...; p += 2; }: a definition
             * reaching the loop in the fragment is the base; any other
             * write before it (in a loop, under an if) leaves none */
            if (!s.why && total != s.nwrite && s.nwrite > 0 &&
                !(ibase = inner_base(fe, l, k, pre, npre)))
                not_ind(&s, body, "it is written outside the loop in the fragment too");
        } else if (!s.why && s.nwrite > 0 && !(ibase = inner_base(fe, l, k, pre, npre))) {
            not_ind(&s, body, "its value when the loop starts is not set before it in the "
                              "same iteration of the loops around it");
        }
        if (!s.why && (l->step != 1 || l->nlb != 1 || !l->lb[0]))
            not_ind(&s, body, "the loop is not of step 1 with one affine lower bound");
        if (!s.why && l->ninduct >= (int)(sizeof fe->ind_base / sizeof fe->ind_base[0]))
            not_ind(&s, body, "the loop has too many induction variables");
        if (!s.why && s.step == 0)
            not_ind(&s, body, "its advances in one iteration add up to nothing");
        if (s.why) {
            /* a word only for a variable whose value the body uses and that
             * advances under a condition (stream compaction); a count
             * (if (x) n++) may still be a reduction; an inner loop's was
             * said for the outermost one, which sees the same advances */
            if (s.nused > 0 && strstr(s.why, "under a condition") && l->depth == 0) {
                char *name = kf_fe_spelling(fe, k);
                kf_fe_warn_cursor(fe, s.why_at, "%s",
                                  kf_arena_printf(fe->a, "'%s' is not an induction variable of "
                                                  "loop %s: %s (a stream compaction: the loop "
                                                  "stays sequential)", name, l->id, s.why));
            }
            continue;
        }
        int kid = kf_fe_get_var(fe, k);
        if (fe->f->vars[kid].kind != KF_VAR_SCALAR)
            continue;
        int base = base_var(fe, kid);
        fe->f->vars[base].read = !ibase; /* an inner loop's base is no parameter */
        l->induct = kf_arena_grow(fe->a, l->induct, (size_t)l->ninduct, sizeof *l->induct);
        l->induct[l->ninduct] = (struct kf_induct){kid, base, s.step};
        fe->ind_base[l->ninduct] = ibase;
        fe->ind_cur = l->ninduct++;
        fe->ind_loop = l;
        struct scan r = {.fe = fe, .k = k, .record = true};
        scan_visit(body, body, &r);
    }
}

void kf_fe_induct_done(struct fe *fe)
{
    fe->nind_use = 0;
    fe->ind_loop = NULL;
}

bool kf_fe_induct_is(const struct fe *fe, CXCursor d)
{
    if (!fe->ind_loop)
        return false;
    for (int i = 0; i < fe->ind_loop->ninduct; i++)
        if (clang_equalCursors(fe->decls[fe->ind_loop->induct[i].var], d))
            return true;
    return false;
}

struct kf_poly *kf_fe_induct_poly(struct fe *fe, CXCursor e)
{
    const struct kf_node *l = fe->ind_loop;
    if (!l)
        return NULL;
    for (int i = 0; i < fe->nind_use; i++)
        if (clang_equalCursors(fe->ind_use[i].at, e)) {
            const struct kf_induct *d = &l->induct[fe->ind_use[i].ind];
            kf_arena *a = fe->a;
            /* base + step * (iter - lb) + off */
            struct kf_poly *it = kf_poly_lin(a, kf_poly_var(a, l->iter), 1, l->lb[0], -1);
            const struct kf_poly *b = fe->ind_base[fe->ind_use[i].ind];
            struct kf_poly *p = kf_poly_lin(a, b ? b : kf_poly_var(a, d->base), 1, it, d->step);
            return kf_poly_lin(a, p, 1, kf_poly_const(a, fe->ind_use[i].off), 1);
        }
    return NULL;
}
