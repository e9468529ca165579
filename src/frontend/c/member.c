/*
 * member.c: integer struct members read as parameters of a fragment.
 * Shared through fe.h.
 *
 * Real C keeps sizes in structs: `for (i = 0; i < s->n; i++)`,
 * `for (y = 0; y < img->h; y++)`, `p.rows`.  Read as the whole struct they
 * make the loop's bounds non-affine and every write under it a may-write.
 * A member the fragment cannot change is one value for the whole fragment,
 * a symbolic size exactly as an integer variable that the fragment does
 * not write (a "parameter"; PPCG and Polly treat such loads as invariant
 * loads hoisted before the region: Grosser et al., "Polly: performing
 * polyhedral optimizations on a low-level intermediate representation",
 * 2012, and Polly's invariant load hoisting).
 *
 * An access path is a variable followed by members through `.` and `->`
 * (and `(*p).m`), with no subscript, call or explicit cast: s->n,
 * img->size.w, p.rows.  It is a parameter when its type is an integer and
 * nothing in the fragment may change it:
 *   - no write (=, +=, ++, &) in the fragment names the same member of the
 *     same struct type, nor writes a whole struct of that type;
 *   - the variable it starts from is not written in the fragment;
 *   - no store through a pointer may land on it: a store to an element of
 *     the member's type (or a char) through a pointer could point into the
 *     struct (C's effective-type rule allows exactly those); stores to
 *     declared arrays of the fragment's function or file, and of other
 *     types, cannot.  Where such a store of the fragment goes through a
 *     pointer variable (a parameter or a local: `indexmap[k][j][i] = ..`,
 *     NPB FT's bounds `dims[2][0]`), the member is a parameter anyway and
 *     the pair (pointer, parameter) blocks the fragment's loops
 *     (fe->guards, alias.c): alias-test runs them in parallel where the
 *     pointer's elements are found apart from the parameter's address at
 *     run time, the fragment as written otherwise; any other such store
 *     (through an address taken, an expression) refuses it;
 *   - the fragment calls no function that may write memory.
 * Refused, the member stays an access to the whole struct and the front end
 * says why once per fragment.  A path may also take constant subscripts
 * (NPB's `i <= grid_points[0] - 2`, `s->size[1]`: a literal, an enum
 * constant or a macro of one, spelt as written so that the GPU targets
 * can rename the text): an integer element is a parameter on the same
 * terms, the write test being any write under the path's variable (which
 * element a write reaches is not asked), and the store test comparing
 * types without qualifiers (a `const int *dims` may point where a plain
 * `int *` stores).  Its parameter is named by the path itself
 * ("s->n"), which is valid C wherever the fragment's host code evaluates
 * it; a kernel receives it as an argument of its own (kf_gpu_arg_name:
 * `kf_s_n`).
 *
 * Products of parameters.  Flat images and grids bound a loop by a product
 * of sizes, `for (i = 0; i < w * h; i++)`: a polynomial, which isl cannot
 * take as a bound.  Where such a product of parameters appears in a loop
 * bound as a whole (every variable of the monomial a parameter, no
 * iterator), it is one value for the whole fragment, so the monomial
 * becomes a parameter of its own (the "parametric constant" of Polly's
 * SCEV-based modelling, which hoists w * h before the region as it hoists
 * invariant loads), named by its C spelling in parentheses, "(w * h)",
 * valid wherever the host code evaluates the fragment's parameters, and
 * computed there in the bound's own type, as the program computes it
 * ("((long)w * h)" for `i < (long)w * h`).
 * Only bounds are rewritten: subscripts keep their products of parameters
 * and iterators (x + y*nx + z*nx*ny), which delinearisation reads as the
 * multi-dimensional accesses they are.  Like a member, a kernel receives
 * one as an argument of its own.
 */
#include <clang-c/Index.h>
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "frontend/c/fe.h"
#include "kforge/arena.h"

/* parentheses and implicit conversions only (an explicit cast changes
 * what the path means) */
static CXCursor strip_implicit(CXCursor c)
{
    for (;;) {
        enum CXCursorKind k = clang_getCursorKind(c);
        if (k != CXCursor_ParenExpr && k != CXCursor_UnexposedExpr)
            return c;
        struct kids ch = kf_fe_kids_of(c);
        if (ch.n != 1)
            return c;
        c = ch.c[0];
    }
}

/* an element's subscript as written, blanks left out (it names no
 * variable: a literal, an enum constant, a macro of one), or NULL */
static char *index_text(struct fe *fe, CXCursor s)
{
    long v;
    if (kf_fe_has_declref(s) || !kf_fe_const_eval(s, &v) || v < 0)
        return NULL;
    struct kf_range r = kf_fe_range_of(fe, s);
    if (r.end.offset <= r.begin.offset || r.end.offset > fe->textlen)
        return NULL;
    char *t = kf_arena_alloc(fe->a, r.end.offset - r.begin.offset + 1), *w = t;
    for (unsigned q = r.begin.offset; q < r.end.offset; q++)
        if (!isspace((unsigned char)fe->text[q]))
            *w++ = fe->text[q];
    *w = 0;
    return t;
}

/* the access path e spells (NULL when it is none) and its variable */
static char *path_of(struct fe *fe, CXCursor e, CXCursor *var)
{
    e = strip_implicit(e);
    enum CXCursorKind k = clang_getCursorKind(e);
    if (k == CXCursor_DeclRefExpr) {
        CXCursor d = kf_fe_var_decl_of(e);
        if (clang_Cursor_isNull(d))
            return NULL;
        *var = d;
        return kf_fe_spelling(fe, d);
    }
    if (k == CXCursor_UnaryOperator && kf_fe_unop(e) == CXUnaryOperator_Deref) {
        char *in = path_of(fe, kf_fe_kids_of(e).c[0], var);
        return in ? kf_arena_printf(fe->a, "(*%s)", in) : NULL;
    }
    if (k == CXCursor_ArraySubscriptExpr) { /* dims[0], s->size[1] */
        struct kids ch = kf_fe_kids_of(e);
        char *in = ch.n == 2 ? path_of(fe, ch.c[0], var) : NULL, *at;
        if (!in || !(at = index_text(fe, ch.c[1])))
            return NULL;
        return kf_arena_printf(fe->a, "%s[%s]", in, at);
    }
    if (k != CXCursor_MemberRefExpr)
        return NULL;
    struct kids ch = kf_fe_kids_of(e);
    if (ch.n != 1)
        return NULL;
    char *in = path_of(fe, ch.c[0], var);
    if (!in)
        return NULL;
    CXType bt = clang_getCanonicalType(clang_getCursorType(strip_implicit(ch.c[0])));
    CXString m = clang_getCursorSpelling(e);
    char *out = kf_arena_printf(fe->a, "%s%s%s", in, bt.kind == CXType_Pointer ? "->" : ".",
                                clang_getCString(m));
    clang_disposeString(m);
    return out;
}

/* ---- what may change a member -------------------------------------------- */

struct changes {
    struct fe *fe;
    CXCursor field;       /* the member's declaration */
    CXType rec, type;     /* the struct it is in, its own type (canonical) */
    const char *why;
    bool stores;          /* second walk: stores through pointers */
    CXCursor elem_of;     /* an element's path (dims[0]): the variable it starts from,
                             any write under which may change it; else null */
    bool guard;           /* in the fragment: a store through a plain pointer goes to
                             via (tested at run time) instead of refusing */
    int nvia;             /* those pointers' declarations (guard_target) */
    CXCursor via[KF_FE_GUARD_VIA];
};

/* the variable under the subscripts and members of target t, or null */
static CXCursor base_of(CXCursor t)
{
    for (;;) {
        t = strip_implicit(t);
        enum CXCursorKind k = clang_getCursorKind(t);
        if (k != CXCursor_ArraySubscriptExpr && k != CXCursor_MemberRefExpr)
            return kf_fe_var_decl_of(t);
        struct kids ch = kf_fe_kids_of(t);
        if (ch.n < 1)
            return clang_getNullCursor();
        t = ch.c[0];
    }
}

/* a and b, canonical, the same type but for qualifiers: a `const int`
 * read through one pointer is an `int` another may store to */
static bool same_unqualified(CXType a, CXType b)
{
    if (a.kind >= CXType_FirstBuiltin && a.kind <= CXType_LastBuiltin)
        return a.kind == b.kind;
    return clang_equalTypes(a, b);
}

static bool is_char(CXType t)
{
    return t.kind == CXType_Char_S || t.kind == CXType_Char_U || t.kind == CXType_SChar ||
           t.kind == CXType_UChar;
}

/* the store target's variable below subscripts is an object of its own,
 * which no struct shares (a declared array, not a pointer), or a restrict
 * pointer (an object it changes is reached through it only) */
/* what store target t subscripts (itself when no subscript), implicit
 * conversions off */
static CXCursor subscript_base(CXCursor t)
{
    CXCursor b = strip_implicit(t);
    while (clang_getCursorKind(b) == CXCursor_ArraySubscriptExpr)
        b = strip_implicit(kf_fe_kids_of(b).c[0]);
    return b;
}

static bool own_object(CXCursor target)
{
    CXCursor d = kf_fe_var_decl_of(subscript_base(target));
    if (clang_Cursor_isNull(d))
        return false;
    CXType t = clang_getCursorType(d);
    if (clang_isRestrictQualifiedType(t))
        return true;
    t = clang_getCanonicalType(t);
    return t.kind == CXType_ConstantArray && clang_getCursorKind(d) == CXCursor_VarDecl;
}

/* The pointer variable a store to target t goes through, when a run-time
 * test can tell where it lands: subscripts only, down to a pointer that is
 * a parameter or a local of the function (its elements' range in the
 * fragment is what alias-test compares, openmp_alias.c); else null. */
static CXCursor guard_target(struct fe *fe, CXCursor t)
{
    CXCursor b = subscript_base(t);
    if (clang_getCursorKind(b) != CXCursor_DeclRefExpr)
        return clang_getNullCursor();
    CXCursor d = clang_getCursorReferenced(b);
    enum CXCursorKind k = clang_getCursorKind(d);
    CXType ty = clang_getCanonicalType(clang_getCursorType(d));
    /* a parameter declared as an array (`int m[NZ][NY][NX]`) is a pointer */
    bool pointer = ty.kind == CXType_Pointer ||
                   (k == CXCursor_ParmDecl && (ty.kind == CXType_ConstantArray ||
                                               ty.kind == CXType_IncompleteArray ||
                                               ty.kind == CXType_VariableArray));
    /* (a pointer the fragment assigns reaches what no test before it knows) */
    if ((k != CXCursor_ParmDecl && k != CXCursor_VarDecl) || !pointer ||
        clang_getCursorSemanticParent(d).kind == CXCursor_TranslationUnit ||
        kf_fe_cursor_in(fe->written, fe->nwritten, d))
        return clang_getNullCursor();
    return d;
}

/* Is c one of the fragment's statements or inside one? */
static bool in_fragment(struct fe *fe, CXCursor c)
{
    unsigned at = kf_fe_begin_of(fe, c).offset;
    for (int i = 0; i < fe->nfrag_stmt; i++) {
        struct kf_range r = kf_fe_range_of(fe, fe->frag_stmt[i]);
        if (r.begin.offset <= at && at < r.end.offset)
            return true;
    }
    return false;
}

static bool in_via(const struct changes *ch, CXCursor d)
{
    for (int i = 0; i < ch->nvia; i++)
        if (clang_equalCursors(ch->via[i], d))
            return true;
    return false;
}

static enum CXChildVisitResult changes_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    (void)parent;
    struct changes *ch = data;
    bool stores = ch->stores;
    if (ch->why)
        return CXChildVisit_Break;
    CXCursor t = kf_fe_write_target(c);
    bool address = clang_Cursor_isNull(t) && kf_fe_unop(c) == CXUnaryOperator_AddrOf;
    if (address)
        t = kf_fe_kids_of(c).c[0];
    if (clang_Cursor_isNull(t))
        return CXChildVisit_Recurse;
    t = strip_implicit(t);
    CXType tt = clang_getCanonicalType(clang_getCursorType(t));
    if (stores) {
        bool conflict = (same_unqualified(tt, ch->type) || is_char(tt)) &&
                        clang_getCursorKind(t) != CXCursor_DeclRefExpr &&
                        clang_getCursorKind(t) != CXCursor_MemberRefExpr && !own_object(t);
        /* (an address taken may be stored through anywhere: no test) */
        CXCursor via = conflict && !address ? guard_target(ch->fe, t) : clang_getNullCursor();
        if (!clang_Cursor_isNull(via) && in_fragment(ch->fe, c)) {
            /* the fragment's own store through a pointer: tested at run time */
            if (in_via(ch, via))
                return CXChildVisit_Recurse;
            if (ch->guard && ch->nvia < KF_FE_GUARD_VIA) {
                ch->via[ch->nvia++] = via;
                return CXChildVisit_Recurse;
            }
        }
        if (conflict)
            ch->why = kf_arena_printf(ch->fe->a, "the store to '%s' at line %u may point into "
                                                 "it", kf_fe_text_of(ch->fe, t, 30),
                                      kf_fe_begin_of(ch->fe, c).line);
    } else if (!clang_Cursor_isNull(ch->elem_of)) {
        CXCursor b = base_of(t);
        if (!clang_Cursor_isNull(b) && clang_equalCursors(b, ch->elem_of))
            ch->why = kf_arena_printf(ch->fe->a, "the fragment writes '%s' at line %u",
                                      kf_fe_spelling(ch->fe, b), kf_fe_begin_of(ch->fe, c).line);
    } else if (clang_getCursorKind(t) == CXCursor_MemberRefExpr &&
        clang_equalCursors(clang_getCursorReferenced(t), ch->field))
        ch->why = kf_arena_printf(ch->fe->a, "the fragment writes it at line %u",
                                  kf_fe_begin_of(ch->fe, c).line);
    else if (clang_equalTypes(tt, ch->rec))
        ch->why = kf_arena_printf(ch->fe->a, "the fragment writes a whole struct of its type at "
                                             "line %u", kf_fe_begin_of(ch->fe, c).line);
    return CXChildVisit_Recurse;
}

/* Is variable `var` declared inside the fragment (a local struct of a
 * loop's body)?  Each iteration makes it anew and the fragment sets it:
 * its members are no parameters, and saying why would only be noise. */
static bool declared_inside(struct fe *fe, CXCursor var)
{
    return in_fragment(fe, var);
}

/* NULL when nothing in the fragment may change member e, else why; an
 * element (elem: a subscript on its path) is checked over the whole
 * function, and against any write under its variable */
static const char *member_changes(struct fe *fe, CXCursor e, CXCursor var, bool elem,
                                  struct changes *out)
{
    out->nvia = 0;
    if (kf_fe_cursor_in(fe->written, fe->nwritten, var))
        return kf_arena_printf(fe->a, "the fragment writes '%s'", kf_fe_spelling(fe, var));
    if (fe->frag_calls)
        return "the fragment calls a function that may write memory";
    struct changes ch = {fe, clang_getNullCursor(), {0}, {0}, NULL, false, clang_getNullCursor(),
                         false, 0, {{0}}};
    if (elem) {
        ch.elem_of = var;
    } else {
        ch.field = clang_getCursorReferenced(e);
        ch.rec = clang_getCanonicalType(clang_getCursorType(clang_getCursorSemanticParent(ch.field)));
    }
    ch.type = clang_getCanonicalType(clang_getCursorType(e));
    for (int pass = 0; pass < 2; pass++) { /* the writes it names first, for the reason */
        ch.stores = pass == 1;
        ch.guard = ch.stores;
        for (int i = 0; i < fe->nfrag_stmt && !ch.why; i++) {
            changes_visit(fe->frag_stmt[i], fe->frag_stmt[i], &ch);
            clang_visitChildren(fe->frag_stmt[i], changes_visit, &ch);
        }
    }
    /* An element is read by the host where the fragment starts (its
     * parameters), while on the GPU targets its array may live on the
     * device, written there by a kernel of another fragment of the
     * function: the host's copy would be stale.  So the whole function
     * must leave the array alone. */
    ch.guard = false;
    for (int pass = 0; pass < 2 && !ch.why && !clang_Cursor_isNull(ch.elem_of); pass++) {
        ch.stores = pass == 1;
        clang_visitChildren(fe->cur_fn, changes_visit, &ch);
        if (ch.why)
            ch.why = kf_arena_printf(fe->a, "outside the fragment, %s", ch.why + strlen("the "));
    }
    *out = ch;
    return ch.why;
}

/* ---- the parameter ------------------------------------------------------- */

static int new_param(struct fe *fe, CXCursor e, const char *name)
{
    struct kf_fragment *f = fe->f;
    f->vars = kf_arena_grow(fe->a, f->vars, (size_t)f->nvar, sizeof *f->vars);
    fe->decls = kf_arena_grow(fe->a, fe->decls, (size_t)f->nvar, sizeof *fe->decls);
    int id = f->nvar++;
    fe->decls[id] = clang_getNullCursor();
    struct kf_var *v = &f->vars[id];
    memset(v, 0, sizeof *v);
    v->id = id;
    v->name = name;
    CXType t = clang_getCursorType(e);
    CXString ts = clang_getTypeSpelling(t), cs = clang_getTypeSpelling(clang_getCanonicalType(t));
    v->type = kf_arena_strdup(fe->a, clang_getCString(ts));
    v->elem_type = kf_arena_strdup(fe->a, clang_getCString(cs));
    clang_disposeString(ts);
    clang_disposeString(cs);
    v->kind = KF_VAR_PARAM;
    v->is_integer = true;
    v->member = true;
    v->read = true;
    v->decl = kf_fe_begin_of(fe, e);
    return id;
}

/* one more place where the text names member v (once per range: a bound
 * is read more than once) */
static int add_use(struct fe *fe, int v, CXCursor e)
{
    struct kf_var *var = &fe->f->vars[v];
    struct kf_range r = kf_fe_range_of(fe, e);
    int at = var->nuse;
    while (at > 0 && var->uses[at - 1].begin.offset >= r.begin.offset) {
        if (var->uses[at - 1].begin.offset == r.begin.offset)
            return v;
        at--;
    }
    var->uses = kf_arena_grow(fe->a, var->uses, (size_t)var->nuse, sizeof *var->uses);
    memmove(var->uses + at + 1, var->uses + at, (size_t)(var->nuse - at) * sizeof *var->uses);
    var->uses[at] = r;
    var->nuse++;
    return v;
}

static bool is_real(CXType t)
{
    t = clang_getCanonicalType(t);
    return t.kind == CXType_Float || t.kind == CXType_Double;
}

/* the member variable of access path e, integer (a parameter) or real (a
 * scalar the fragment reads) */
static int member_var(struct fe *fe, CXCursor e, bool integer)
{
    e = strip_implicit(e);
    enum CXCursorKind k = clang_getCursorKind(e);
    bool elem = k == CXCursor_ArraySubscriptExpr;
    if ((k != CXCursor_MemberRefExpr && !(elem && integer)) ||
        !(integer ? kf_fe_is_int_type(clang_getCursorType(e)) : is_real(clang_getCursorType(e))))
        return -1;
    CXCursor var = clang_getNullCursor();
    char *name = path_of(fe, e, &var);
    /* a subscript on the way (S0[3].x): an element of an array, which the
     * device may hold; only integers (sizes), checked over the function */
    if (!name || (!integer && strchr(name, '[')))
        return -1;
    elem = elem || strchr(name, '[');
    struct kf_fragment *f = fe->f;
    for (int i = 0; i < f->nvar; i++)
        if (f->vars[i].member && strcmp(f->vars[i].name, name) == 0)
            return add_use(fe, i, e);
    for (int i = 0; i < fe->nmember_no; i++)
        if (strcmp(fe->member_no[i], name) == 0)
            return -1;
    if (declared_inside(fe, var))
        return -1;
    struct changes ch;
    const char *why = member_changes(fe, e, var, elem, &ch);
    if (why) {
        fe->member_no = kf_arena_grow(fe->a, fe->member_no, (size_t)fe->nmember_no,
                                      sizeof *fe->member_no);
        fe->member_no[fe->nmember_no++] = name;
        kf_fe_warn_cursor(fe, e, "%s", kf_arena_printf(fe->a, "%s '%s' is not a parameter of "
                                                       "the fragment: %s",
                                                       elem ? "array element" : "struct member",
                                                       name, why));
        return -1;
    }
    int id = new_param(fe, e, name);
    /* the fragment's stores through pointers that may land on it: the
     * loops under them run in parallel only where a run-time test finds
     * them apart from it (alias.c, kf_fe_alias_blockers) */
    for (int i = 0; i < ch.nvia; i++) {
        fe->guards = kf_arena_grow(fe->a, fe->guards, (size_t)fe->nguard, sizeof *fe->guards);
        fe->guards[fe->nguard].param = id;
        fe->guards[fe->nguard++].ptr = ch.via[i];
    }
    if (!integer) { /* a value, not a size: a scalar no statement writes */
        f->vars[id].kind = KF_VAR_SCALAR;
        f->vars[id].is_integer = false;
        f->vars[id].is_float = true;
    }
    return add_use(fe, id, e);
}

int kf_fe_member_param(struct fe *fe, CXCursor e)
{
    return member_var(fe, e, true);
}

int kf_fe_member_value(struct fe *fe, CXCursor e)
{
    return member_var(fe, e, false);
}

/* ---- products of parameters ---------------------------------------------- */

/* "(T)" for the type of the bound `at` when it is wider than int (as
 * (long)w * h computes it), else "": what a parameter made of a bound's
 * terms is cast to */
static const char *bound_cast(struct fe *fe, CXCursor at)
{
    CXType bt = clang_getCanonicalType(clang_getCursorType(at));
    if (bt.kind == CXType_Int || bt.kind == CXType_Short || bt.kind == CXType_UShort ||
        bt.kind == CXType_SChar || bt.kind == CXType_UChar || bt.kind == CXType_Char_S ||
        bt.kind == CXType_Char_U || bt.kind == CXType_Bool)
        return "";
    CXString ts = clang_getTypeSpelling(clang_getCursorType(at));
    const char *cast = kf_arena_printf(fe->a, "(%s)", clang_getCString(ts));
    clang_disposeString(ts);
    return cast;
}

/* the parameter spelt "(a * b [* c])" for the term's variables, made on
 * first use with at's type (the bound it appears in) */
static int product_param(struct fe *fe, const struct kf_term *t, CXCursor at)
{
    struct kf_fragment *f = fe->f;
    const char *cast = bound_cast(fe, at);
    char *name = kf_arena_printf(fe->a, "(%s%s", cast, f->vars[t->vars[0]].name);
    for (int i = 1; i < t->nvar; i++)
        name = kf_arena_printf(fe->a, "%s * %s", name, f->vars[t->vars[i]].name);
    name = kf_arena_printf(fe->a, "%s)", name);
    for (int i = 0; i < f->nvar; i++)
        if (f->vars[i].product && strcmp(f->vars[i].name, name) == 0)
            return i;
    int id = new_param(fe, at, name);
    f->vars[id].member = false;
    f->vars[id].product = true;
    /* declared nowhere: the bound it came from may be inside a loop the GPU
     * plan puts on the device, which takes a declaration there for a
     * static of the body */
    memset(&f->vars[id].decl, 0, sizeof f->vars[id].decl);
    return id;
}

struct kf_poly *kf_fe_param_products(struct fe *fe, struct kf_poly *p, CXCursor at)
{
    if (!p || !kf_fe_is_int_type(clang_getCursorType(at)))
        return p;
    bool any = false;
    for (int i = 0; i < p->nterm; i++) {
        const struct kf_term *t = &p->term[i];
        if (t->nvar < 2)
            continue;
        for (int k = 0; k < t->nvar; k++)
            if (fe->f->vars[t->vars[k]].kind != KF_VAR_PARAM)
                return p; /* i * n: not one value for the fragment */
        any = true;
    }
    if (!any)
        return p;
    struct kf_poly *q = kf_poly_const(fe->a, 0);
    for (int i = 0; i < p->nterm && q; i++) {
        const struct kf_term *t = &p->term[i];
        struct kf_poly *m;
        if (t->nvar >= 2) {
            m = kf_poly_var(fe->a, product_param(fe, t, at));
        } else {
            m = kf_poly_const(fe->a, 1);
            for (int k = 0; k < t->nvar; k++)
                m = kf_poly_mul(fe->a, m, kf_poly_var(fe->a, t->vars[k]));
        }
        q = kf_poly_lin(fe->a, q, 1, m, t->coef);
    }
    return q ? q : p;
}

/* ---- quotients of parameters --------------------------------------------- */

/* A bound n / 4 (or (n + 3) >> 2, n % 4) is, like a product, one value for
 * the whole fragment: a parameter of its own, spelt as C computes it,
 * "(n / 4)", in the quotient's type when wider than int ("((long)n / 4)").
 * C's rounding is then the program's own, whatever the sign of n. */
int kf_fe_quot_param(struct fe *fe, const struct kf_poly *num, const char *op, long den,
                     CXCursor at)
{
    struct kf_fragment *f = fe->f;
    const char *cast = bound_cast(fe, at);
    char buf[256] = "";
    kf_poly_print(f, num, buf, sizeof buf);
    bool one = num->nterm == 1 && num->term[0].nvar == 1 && num->term[0].coef == 1;
    char *name = kf_arena_printf(fe->a, one ? "(%s%s %s %ld)" : "(%s(%s) %s %ld)", cast, buf, op, den);
    for (int i = 0; i < f->nvar; i++)
        if (f->vars[i].product && strcmp(f->vars[i].name, name) == 0)
            return i;
    int id = new_param(fe, at, name);
    f->vars[id].member = false;
    f->vars[id].product = true;
    memset(&f->vars[id].decl, 0, sizeof f->vars[id].decl); /* as product_param's */
    return id;
}
