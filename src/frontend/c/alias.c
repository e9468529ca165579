/*
 * alias.c: which variables of a fragment may name overlapping storage
 * (C11's aliasing and restrict rules, storage the function allocates or
 * declares itself), every such pair with one side written
 * (kf_fragment.alias: what a back end that copies arrays one by one must
 * test, codegen/gpu.c's alias_guard), and the blockers those pairs put on
 * the loops under which both are accessed.  Shared through fe.h.
 */
#include <clang-c/Index.h>
#include <stdio.h>
#include <string.h>

#include "frontend/c/fe.h"

static bool under(const struct kf_node *x, const struct kf_node *anc)
{
    for (; x; x = x->parent)
        if (x == anc)
            return true;
    return false;
}

static bool plain_pointer(const struct kf_var *v)
{
    return v->kind == KF_VAR_ARRAY && v->base == KF_BASE_POINTER && !v->is_restrict &&
           !v->unique_alloc;
}

/* The element type of v without qualifiers and signedness ("unsigned int"
 * is "int"), or NULL when it is not one of C's arithmetic types or is a
 * character type (which may alias any object). */
static const char *strict_type(const struct kf_var *v, char *buf, size_t n)
{
    static const char *const arith[] = {
        "_Bool", "short", "int", "long", "long long", "float", "double", "long double", NULL,
    };
    const char *t = v->elem_type;
    if (!t)
        return NULL;
    for (bool more = true; more;) {
        more = false;
        static const char *const skip[] = {"const ", "volatile ", "restrict ", "unsigned ",
                                           "signed ", NULL};
        for (const char *const *k = skip; *k; k++)
            if (strncmp(t, *k, strlen(*k)) == 0)
                t += strlen(*k), more = true;
    }
    if (strcmp(t, "unsigned") == 0 || strcmp(t, "signed") == 0)
        t = "int";
    snprintf(buf, n, "%s", t);
    for (const char *const *a = arith; *a; a++)
        if (strcmp(buf, *a) == 0)
            return buf;
    return NULL;
}

/* C's aliasing rule (C11 6.5p7): an object is accessed only through its
 * own type (give or take qualifiers and signedness) or a character type.
 * A written int array and a float array read, or the float * rows of a
 * float **, are therefore distinct storage, as GCC assumes at -O2; not so
 * under -fno-strict-aliasing, nor for structs (a double * may point into
 * one's member). */
static bool types_keep_apart(const struct fe *fe, const struct kf_var *p,
                             const struct kf_var *q)
{
    for (int i = 0; i < fe->opt->ncflags; i++)
        if (strcmp(fe->opt->cflags[i], "-fno-strict-aliasing") == 0)
            return false;
    char a[64], b[64];
    const char *x = strict_type(p, a, sizeof a), *y = strict_type(q, b, sizeof b);
    return x && y && strcmp(x, y) != 0;
}

struct names_var {
    CXCursor d;
    bool found;
};

static enum CXChildVisitResult names_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    struct names_var *n = data;
    if (clang_getCursorKind(c) == CXCursor_DeclRefExpr &&
        clang_equalCursors(clang_getCursorReferenced(c), n->d)) {
        n->found = true;
        return CXChildVisit_Break;
    }
    return CXChildVisit_Recurse;
}

/* q cannot be based on the restrict parameter p: a parameter the function
 * never assigns (independent at entry), or a local pointer never assigned
 * after a declaration whose initialiser does not name p (spmv's
 * `const double *v = A->val`). */
static bool not_based_on(const struct fe *fe, const struct kf_var *q, const struct kf_var *p)
{
    CXCursor d = fe->decls[q->id];
    if (kf_fe_cursor_in(fe->assigned, fe->nassigned, d))
        return false;
    if (q->is_param_decl)
        return true;
    if (q->is_global || q->base != KF_BASE_POINTER ||
        clang_getCursorKind(d) != CXCursor_VarDecl)
        return false;
    struct names_var n = {fe->decls[p->id], false};
    clang_visitChildren(d, names_visit, &n);
    return !n.found;
}

/* restrict (C11 6.7.3.1): an object modified in the block is accessed only
 * through the restrict pointer that reaches it, so one restrict parameter
 * of the pair is enough when the other cannot be based on it (spmv's
 * `double *restrict y` against its `const double *v`). */
static bool restrict_keeps_apart(const struct fe *fe, const struct kf_var *p,
                                 const struct kf_var *q)
{
    return (p->is_restrict && p->is_param_decl && not_based_on(fe, p, p) &&
            not_based_on(fe, q, p)) ||
           (q->is_restrict && q->is_param_decl && not_based_on(fe, q, q) &&
            not_based_on(fe, p, q));
}

/* A block that the function allocates itself (p = malloc(...), never
 * assigned again: unique_alloc) did not exist when the function was
 * entered, so a parameter pointer that the function never assigns, whose
 * value dates from its entry, cannot point into it (Rodinia's
 * particlefilter: `int *ind = malloc(...)` written, the parameter `int *I`
 * read through it).  A local pointer could be set from the block, so
 * only parameters count. */
static bool fresh_keeps_apart(const struct fe *fe, const struct kf_var *p,
                              const struct kf_var *q)
{
    return (p->unique_alloc && q->is_param_decl && not_based_on(fe, q, p)) ||
           (q->unique_alloc && p->is_param_decl && not_based_on(fe, p, q));
}

/* v's rows are pointers themselves (a double **, restrict or not) */
static bool pointer_rows(const struct fe *fe, const struct kf_var *v)
{
    CXType t = clang_getCanonicalType(clang_getCursorType(fe->decls[v->id]));
    if (t.kind != CXType_Pointer && t.kind != CXType_ConstantArray &&
        t.kind != CXType_IncompleteArray && t.kind != CXType_VariableArray)
        return false;
    CXType e = clang_getCanonicalType(t.kind == CXType_Pointer ? clang_getPointeeType(t)
                                                               : clang_getArrayElementType(t));
    return e.kind == CXType_Pointer;
}

/* A local array with automatic storage is born when its block is entered,
 * after the function was: a parameter pointer that the function never
 * assigns, whose value dates from its entry, cannot point into it, nor can
 * a global array (or a pointer in a global) be it.  Recursion does not
 * change this: a callee's array is a new object, its caller's is not it.
 * A static local may outlive a call, and its address may have left
 * through an earlier one, so it does not count. */
static bool own_storage_keeps_apart(const struct fe *fe, const struct kf_var *p,
                                    const struct kf_var *q)
{
    if (p->base != KF_BASE_LOCAL_ARRAY || p->is_global ||
        clang_Cursor_getStorageClass(fe->decls[p->id]) == CX_SC_Static)
        return false;
    return (q->is_param_decl && not_based_on(fe, q, p)) ||
           (q->is_global && q->base == KF_BASE_GLOBAL_ARRAY);
}

/* May p and q name overlapping storage?  One a pointer without restrict
 * (or a malloc of its own), the other an array or a scalar whose address
 * is taken, and no rule of C or of the function keeps them apart.  *rows:
 * rows reached through row pointers are involved, which no range test
 * tells apart. */
static bool may_overlap(struct fe *fe, const struct kf_var *p, const struct kf_var *q, bool *rows)
{
    if (p == q)
        return false;
    bool pp = plain_pointer(p), qp = plain_pointer(q);
    bool alias = (pp && (q->kind == KF_VAR_ARRAY || q->address_taken)) ||
                 (qp && (p->kind == KF_VAR_ARRAY || p->address_taken));
    if (!alias || types_keep_apart(fe, p, q) || restrict_keeps_apart(fe, p, q) ||
        fresh_keeps_apart(fe, p, q) || own_storage_keeps_apart(fe, p, q) ||
        own_storage_keeps_apart(fe, q, p))
        return false;
    /* restrict on a double ** covers the row array, not the rows */
    *rows = pointer_rows(fe, p) || pointer_rows(fe, q);
    return true;
}

/* Records the pair (p written) in f->alias once, whichever way round. */
static void record_pair(struct fe *fe, struct kf_fragment *f, int p, int q, bool rows)
{
    for (int k = 0; k < f->nalias; k++)
        if ((f->alias[k].var[0] == p && f->alias[k].var[1] == q) ||
            (f->alias[k].var[0] == q && f->alias[k].var[1] == p))
            return;
    f->alias = kf_arena_grow(fe->a, f->alias, (size_t)f->nalias, sizeof *f->alias);
    f->alias[f->nalias].var[0] = p;
    f->alias[f->nalias].var[1] = q;
    f->alias[f->nalias++].rows = rows;
}

/* Every pair of the fragment that may overlap, one side written in it
 * (f->alias: what a back end that copies arrays one by one must test,
 * whether or not a loop's parallelism depends on the pair); and, on each
 * loop, the blockers of the pairs written and read under it. */
/* Parameters read as one value (member.c: `dims[2][0]`, `s->n`) that a
 * store of the fragment through a plain pointer may land on: the pair
 * (pointer written, parameter), and a blocker on each loop of the
 * fragment, which alias-test lifts where the pointer's elements are found
 * apart from the parameter's address (C allows `int *p` to point into
 * `int dims[3][3]`; no real caller does, and the test says so at run
 * time). */
static void guard_blockers(struct fe *fe, struct kf_fragment *f)
{
    for (int g = 0; g < fe->nguard; g++) {
        int q = -1, p = fe->guards[g].param;
        for (int v = 0; v < f->nvar && q < 0; v++)
            if (!clang_Cursor_isNull(fe->decls[v]) && clang_equalCursors(fe->decls[v], fe->guards[g].ptr))
                q = v;
        if (q < 0 || f->vars[q].kind != KF_VAR_ARRAY || f->vars[q].derived_ptr) {
            /* its stores are another variable's (a pointer set from an
             * array): no test names what it reaches, so no loop runs in
             * parallel on the parameter's word */
            for (int li = 0; li < f->nloop; li++)
                kf_fe_add_blocker(fe, f->loops[li], f->loops[li]->header.begin,
                                  kf_arena_printf(fe->a, "a store through a pointer may reach "
                                                  "'%s', which the fragment reads as one value, "
                                                  "and no run-time test names what it reaches",
                                                  f->vars[p].name));
            continue;
        }
        record_pair(fe, f, q, p, false);
        /* every loop, not only those above a store: a store before a loop
         * would change its trip count, and the device buffers sized from
         * the parameter where the fragment starts; the blocker at a store
         * under the loop where there is one */
        for (int li = 0; li < f->nloop; li++) {
            struct kf_node *l = f->loops[li];
            const struct kf_access *at = NULL;
            bool inside = false;
            for (int s1 = 0; s1 < f->nstmt && !inside; s1++)
                for (int a = 0; a < f->stmts[s1]->naccess && !inside; a++) {
                    const struct kf_access *x = &f->stmts[s1]->acc[a];
                    if (!x->write || x->var != q)
                        continue;
                    inside = under(f->stmts[s1]->node, l);
                    if (!at || inside)
                        at = x;
                }
            if (!at)
                continue;
            int had = l->nblock;
            kf_fe_add_blocker(fe, l, at->range.begin,
                              kf_arena_printf(fe->a, "'%s' (written) may point to '%s', "
                                              "which the fragment reads as one value: "
                                              "declare it restrict or pass --assume-no-alias",
                                              f->vars[q].name, f->vars[p].name));
            if (l->nblock > had) {
                l->block[had].alias[0] = q;
                l->block[had].alias[1] = p;
            }
        }
    }
}

void kf_fe_alias_blockers(struct fe *fe, struct kf_fragment *f)
{
    if (fe->opt->assume_no_alias)
        return;
    guard_blockers(fe, f);
    for (int s1 = 0; s1 < f->nstmt; s1++) {
        struct kf_stmt *s = f->stmts[s1];
        for (int a = 0; a < s->naccess; a++) {
            if (!s->acc[a].write)
                continue;
            for (int s2 = 0; s2 < f->nstmt; s2++) {
                struct kf_stmt *t = f->stmts[s2];
                for (int b = 0; b < t->naccess; b++) {
                    bool rows;
                    if (may_overlap(fe, &f->vars[s->acc[a].var], &f->vars[t->acc[b].var], &rows))
                        record_pair(fe, f, s->acc[a].var, t->acc[b].var, rows);
                }
            }
        }
    }
    for (int li = 0; li < f->nloop; li++) {
        struct kf_node *l = f->loops[li];
        for (int s1 = 0; s1 < f->nstmt; s1++) {
            struct kf_stmt *s = f->stmts[s1];
            if (!under(s->node, l))
                continue;
            for (int a = 0; a < s->naccess; a++) {
                if (!s->acc[a].write)
                    continue;
                struct kf_var *p = &f->vars[s->acc[a].var];
                for (int s2 = 0; s2 < f->nstmt; s2++) {
                    struct kf_stmt *t = f->stmts[s2];
                    if (!under(t->node, l))
                        continue;
                    for (int b = 0; b < t->naccess; b++) {
                        struct kf_var *q = &f->vars[t->acc[b].var];
                        bool rows;
                        if (!may_overlap(fe, p, q, &rows))
                            continue;
                        int had = l->nblock;
                        /* saying "declare them restrict" for rows reached
                         * through pointers would send the user nowhere */
                        kf_fe_add_blocker(fe, l, s->acc[a].range.begin,
                                          kf_arena_printf(fe->a,
                                              "'%s' (written) and '%s' may overlap: %s",
                                              p->name, q->name,
                                              rows ? "rows reached through pointers "
                                                     "may be shared, restrict or not"
                                                   : "declare them restrict or pass "
                                                     "--assume-no-alias"));
                        if (l->nblock > had) { /* what a run-time test compares */
                            l->block[had].alias[0] = s->acc[a].var;
                            l->block[had].alias[1] = t->acc[b].var;
                            l->block[had].rows = rows;
                        }
                    }
                }
            }
        }
    }
}
