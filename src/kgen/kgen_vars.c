/*
 * kgen_vars.c: the variables of the generator context (seed 004,
 * kf_kgen_declare_vars): declarations parsed into declarators, each name
 * new, reused or clashing by the sections' sharing flags, clashes given a
 * scope of their own, and declarations hoisted `level` blocks out (written
 * before the OPEN item of the block nested in the target).  The blocks and
 * items it writes into are kgen.c's.
 */
#include <ctype.h>
#include <string.h>

#include "kgen/kgen_impl.h"

/* ---- variables --------------------------------------------------------- */

/* One declarator of a declaration: "TYPE *name[4] = init". */
struct kg_declarator {
    const char *name;
    size_t name_len;
    char *type;       /* base + stars + suffix, white space normalised */
    const char *decl; /* the declarator as written, without the base type */
    size_t decl_len;
    const char *init; /* after '=', trimmed; NULL if none */
    size_t init_len;
    bool array;
};

static const char *skip_ws(const char *p, const char *e)
{
    while (p < e && isspace((unsigned char)*p))
        p++;
    return p;
}

static const char *trim_end(const char *p, const char *e)
{
    while (e > p && isspace((unsigned char)e[-1]))
        e--;
    return e;
}

/* The first top-level occurrence of one of `stops` in [p, e), or e. */
static const char *find_top(const char *p, const char *e, const char *stops)
{
    int depth = 0;
    for (; p < e; p++) {
        if (*p == '(' || *p == '{' || *p == '[')
            depth++;
        else if (*p == ')' || *p == '}' || *p == ']')
            depth--;
        else if (depth == 0 && strchr(stops, *p))
            return p;
    }
    return e;
}

/* Appends [p, e) to b with white space runs collapsed to one space. */
static void add_normalised(struct kf_kgen *g, struct kg_buf *b, const char *p, const char *e)
{
    p = skip_ws(p, e);
    e = trim_end(p, e);
    for (; p < e; p++) {
        if (isspace((unsigned char)*p)) {
            while (p + 1 < e && isspace((unsigned char)p[1]))
                p++;
            kg_buf_add(g, b, " ", 1);
        } else {
            kg_buf_add(g, b, p, 1);
        }
    }
}

/* Parses one declarator segment [p, e); for the first one (base_out !=
 * NULL) the base type is what comes before it.
 *   segment := [base] '*'* name ('[' ... ']')* ['=' init] */
static bool parse_declarator(struct kf_kgen *g, const char *p, const char *e,
                             const char *base, size_t base_len, const char **base_out,
                             size_t *base_len_out, struct kg_declarator *d)
{
    const char *eq = find_top(p, e, "=");
    const char *le = trim_end(p, eq);
    const char *suffix = le;
    while (suffix > p && suffix[-1] == ']') { /* array suffix */
        int depth = 0;
        const char *q = suffix;
        do {
            q--;
            if (*q == ']')
                depth++;
            else if (*q == '[')
                depth--;
        } while (q > p && depth > 0);
        if (depth != 0)
            return false;
        suffix = trim_end(p, q);
    }
    const char *ne = suffix;
    const char *nb = ne;
    while (nb > p && (isalnum((unsigned char)nb[-1]) || nb[-1] == '_'))
        nb--;
    if (nb == ne || isdigit((unsigned char)*nb))
        return false;
    /* stars before the name belong to the declarator */
    const char *ds = nb;
    int stars = 0;
    for (const char *q = trim_end(p, nb); q > p && (q[-1] == '*' || isspace((unsigned char)q[-1]));
         q--)
        if (q[-1] == '*') {
            stars++;
            ds = q - 1;
        }
    if (base_out) {
        base = p;
        base_len = (size_t)(trim_end(p, ds) - p);
        if (base_len == 0)
            return false;
        *base_out = base;
        *base_len_out = base_len;
    } else if (skip_ws(p, ds) != ds) {
        return false; /* something between the comma and the declarator */
    }
    struct kg_buf t = {0};
    add_normalised(g, &t, base, base + base_len);
    for (int i = 0; i < stars; i++)
        kg_buf_add(g, &t, i == 0 ? " *" : "*", i == 0 ? 2 : 1);
    add_normalised(g, &t, suffix, le);
    if (g->err) {
        kg_free(g, t.s);
        return false;
    }
    d->type = t.s;
    d->name = nb;
    d->name_len = (size_t)(ne - nb);
    d->decl = ds;
    d->decl_len = (size_t)(trim_end(ds, e) - ds);
    d->array = suffix != le;
    d->init = NULL;
    if (eq < e) {
        d->init = skip_ws(eq + 1, e);
        d->init_len = (size_t)(trim_end(d->init, e) - d->init);
    }
    return true;
}

/* What happens to one name of a declaration. */
enum { V_NEW, V_REUSE, V_CLASH };

static bool is_ancestor(const struct kg_frame *f, int anc, int s)
{
    for (; s >= 0; s = f->sections[s].parent)
        if (s == anc)
            return true;
    return false;
}

/* May a declaration by section `t` with `flags` reuse `v`? */
static bool shareable(const struct kg_frame *f, const struct kg_var *v, int t, int flags)
{
    if (v->section == t)
        return true;
    if (v->flags == KF_KGEN_PRIVATE || flags == KF_KGEN_PRIVATE)
        return false;
    int s = v->section;
    int both = v->flags & flags;
    if (is_ancestor(f, s, t) || is_ancestor(f, t, s))
        return (both & KF_KGEN_SHARED_NESTED) != 0;
    return (both & KF_KGEN_SHARED_NOT_NESTED) != 0;
}

/* The visible variable `name` and the index of its block, or NULL. */
static struct kg_var *lookup(struct kg_frame *f, const char *name, size_t len, size_t *block)
{
    for (size_t b = f->nblocks; b-- > 0;)
        for (size_t i = 0; i < f->blocks[b].nvars; i++) {
            struct kg_var *v = &f->blocks[b].vars[i];
            if (strlen(v->name) == len && memcmp(v->name, name, len) == 0) {
                *block = b;
                return v;
            }
        }
    return NULL;
}

static const char *name_type(struct kg_frame *f, const char *name, size_t len)
{
    for (size_t i = 0; i < f->nnames; i++)
        if (strlen(f->names[i].name) == len && memcmp(f->names[i].name, name, len) == 0)
            return f->names[i].type;
    return NULL;
}

static int add_var(struct kf_kgen *g, struct kg_frame *f, size_t block,
                   const struct kg_declarator *d, int flags)
{
    struct kg_block *bk = &f->blocks[block];
    if (!GROW(g, bk->vars, bk->nvars, bk->capvars))
        return g->err;
    char *n = kg_strndup(g, d->name, d->name_len);
    if (!n)
        return g->err;
    bk->vars[bk->nvars++] = (struct kg_var){n, f->cur, flags};
    if (!name_type(f, d->name, d->name_len)) {
        if (!GROW(g, f->names, f->nnames, f->capnames))
            return g->err;
        char *nn = kg_strndup(g, d->name, d->name_len);
        char *tt = nn ? kg_strdup(g, d->type) : NULL;
        if (!tt) {
            kg_free(g, nn);
            return g->err;
        }
        f->names[f->nnames++] = (struct kg_name){nn, tt};
    }
    return 0;
}

/* Places `text` (a declaration or assignment) at block `target`: here when
 * it is the innermost block, else before the OPEN item of the block nested
 * in it. */
static int place(struct kf_kgen *g, struct kg_frame *f, size_t target, char *text)
{
    if (target == f->nblocks - 1) {
        struct kg_item *it = kg_add_item(g, f, IT_DECL, NULL);
        if (!it) {
            kg_free(g, text);
            return g->err;
        }
        it->text = text;
        return 0;
    }
    struct kg_item *open = &f->items[f->blocks[target + 1].open_item];
    if (!GROW(g, open->pre, open->npre, open->cappre)) {
        kg_free(g, text);
        return g->err;
    }
    open->pre[open->npre++] = text;
    return 0;
}

/* One declaration statement, parsed: its base type, its declarators and
 * what happens to each name. */
struct kg_decl {
    const char *base;
    size_t base_len;
    struct kg_declarator *ds;
    int *what; /* V_NEW, V_REUSE, V_CLASH */
    size_t n, capd, capw;
};

static void free_decl(struct kf_kgen *g, struct kg_decl *d)
{
    for (size_t i = 0; i < d->n; i++)
        kg_free(g, d->ds[i].type);
    kg_free(g, d->ds);
    kg_free(g, d->what);
}

/* stmt := base declarator {',' declarator}   (the ';' already cut off) */
static int parse_decl(struct kf_kgen *g, const char *stmt, const char *send, struct kg_decl *d)
{
    for (const char *p = stmt; p < send;) {
        const char *c = find_top(p, send, ",");
        if (!GROW(g, d->ds, d->n, d->capd) || !GROW(g, d->what, d->n, d->capw))
            return g->err;
        if (!parse_declarator(g, p, c, d->base, d->base_len, d->n == 0 ? &d->base : NULL,
                              &d->base_len, &d->ds[d->n]))
            return g->err ? g->err
                          : kg_fail(g, KF_KGEN_ERR_VARIABLE,
                                    "kf_kgen_declare_vars: cannot parse declaration '%.*s'",
                                    (int)(send - stmt), stmt);
        struct kg_declarator *x = &d->ds[d->n++];
        for (size_t i = 0; i + 1 < d->n; i++)
            if (d->ds[i].name_len == x->name_len &&
                memcmp(d->ds[i].name, x->name, x->name_len) == 0)
                return kg_fail(g, KF_KGEN_ERR_VARIABLE,
                               "kf_kgen_declare_vars: '%.*s' declared twice in '%.*s'",
                               (int)x->name_len, x->name, (int)(send - stmt), stmt);
        p = c < send ? c + 1 : c;
    }
    return 0;
}

/* Decides, for each name, new / reuse / clash against the variables in
 * scope, for a declaration placed in block `target` (`cur` is the
 * innermost).  A type change, or a hoist that cannot be, is an error. */
static int classify(struct kf_kgen *g, struct kg_frame *f, struct kg_decl *d, size_t target,
                    size_t cur, int flags, int level)
{
    for (size_t i = 0; i < d->n; i++) {
        const struct kg_declarator *x = &d->ds[i];
        const char *t = name_type(f, x->name, x->name_len);
        if (t && strcmp(t, x->type) != 0)
            return kg_fail(g, KF_KGEN_ERR_VARIABLE,
                           "kf_kgen_declare_vars: '%.*s' redeclared as '%s' (it is '%s')",
                           (int)x->name_len, x->name, x->type, t);
        size_t vb;
        struct kg_var *v = lookup(f, x->name, x->name_len, &vb);
        if (!v)
            d->what[i] = V_NEW;
        else if (shareable(f, v, f->cur, flags) && vb <= target)
            d->what[i] = V_REUSE;
        else if (target == cur)
            d->what[i] = V_CLASH;
        else
            return kg_fail(g, KF_KGEN_ERR_VARIABLE,
                           "kf_kgen_declare_vars: cannot declare '%.*s' %d block%s out: the "
                           "name is taken where it would be seen",
                           (int)x->name_len, x->name, -level, level == -1 ? "" : "s");
    }
    return 0;
}

/* "BASE d1, d3;" for the names that are not reused. */
static char *redeclaration(struct kf_kgen *g, const struct kg_decl *d)
{
    struct kg_buf b = {0};
    size_t n = 0;
    for (size_t i = 0; i < d->n; i++) {
        if (d->what[i] == V_REUSE)
            continue;
        if (n++ == 0) {
            add_normalised(g, &b, d->base, d->base + d->base_len);
            kg_buf_add(g, &b, " ", 1);
        } else {
            kg_buf_add(g, &b, ", ", 2);
        }
        kg_buf_add(g, &b, d->ds[i].decl, d->ds[i].decl_len);
    }
    kg_buf_add(g, &b, ";\n", 2);
    if (g->err) {
        kg_free(g, b.s);
        return NULL;
    }
    return b.s;
}

/* A reused name's initialiser as an assignment (seed Example 1): "x = e;",
 * or "x = (T){...};" for a braced one. */
static char *reinitialisation(struct kf_kgen *g, const struct kg_declarator *x)
{
    if (x->init[0] != '{')
        return kg_printf(g, "%.*s = %.*s;\n", (int)x->name_len, x->name, (int)x->init_len,
                         x->init);
    if (x->array) {
        kg_fail(g, KF_KGEN_ERR_VARIABLE, "kf_kgen_declare_vars: cannot re-initialise array '%.*s'",
                (int)x->name_len, x->name);
        return NULL;
    }
    return kg_printf(g, "%.*s = (%s)%.*s;\n", (int)x->name_len, x->name, x->type,
                     (int)x->init_len, x->init);
}

/* Declares the names of one statement [stmt, send) ("BASE d1, d2 = x");
 * [stmt, orig_end) is the text as written, blank lines after it included. */
static int declare_one(struct kf_kgen *g, struct kg_frame *f, const char *stmt,
                       const char *send, const char *orig_end, int flags, int level)
{
    struct kg_decl d = {0};
    size_t cur = f->nblocks - 1;
    if (level > 0 || (size_t)(-(long long)level) > cur)
        return kg_fail(g, KF_KGEN_ERR_VARIABLE,
                       "kf_kgen_declare_vars: level %d is outside the function body (%zu "
                       "block%s open)",
                       level, cur, cur == 1 ? "" : "s");
    size_t target = cur - (size_t)(-(long long)level);
    if (parse_decl(g, stmt, send, &d) || classify(g, f, &d, target, cur, flags, level))
        goto out;
    size_t nnew = 0, nclash = 0;
    for (size_t i = 0; i < d.n; i++) {
        nnew += d.what[i] != V_REUSE;
        nclash += d.what[i] == V_CLASH;
    }
    if (nclash > 0) { /* seed Example 2: the rest of the section gets a scope */
        if (!kg_push_block(g, f, BK_SCOPE) || !kg_add_item(g, f, IT_OPEN, NULL))
            goto out;
        target = f->nblocks - 1;
    }
    if (nnew > 0) { /* as written when every name is new */
        char *text = nnew == d.n ? kg_strndup(g, stmt, (size_t)(orig_end - stmt))
                                 : redeclaration(g, &d);
        if (!text || place(g, f, target, text))
            goto out;
    }
    for (size_t i = 0; i < d.n; i++)
        if (d.what[i] != V_REUSE && add_var(g, f, target, &d.ds[i], flags))
            goto out;
    for (size_t i = 0; i < d.n; i++) {
        if (d.what[i] != V_REUSE || !d.ds[i].init)
            continue;
        char *text = reinitialisation(g, &d.ds[i]);
        if (!text || place(g, f, target, text))
            goto out;
    }
out:
    free_decl(g, &d);
    return g->err;
}

int kg_add_block_var(struct kf_kgen *g, const char *name, const char *type)
{
    CHECK(g);
    struct kg_frame *f = kg_body(g);
    if (!f)
        return kg_fail(g, KF_KGEN_ERR_NESTING, "not inside a function body");
    const char *t = name_type(f, name, strlen(name));
    if (t && strcmp(t, type) != 0)
        return kg_fail(g, KF_KGEN_ERR_VARIABLE, "'%s' redeclared as '%s' (it is '%s')", name,
                       type, t);
    struct kg_declarator d = {0};
    d.name = name;
    d.name_len = strlen(name);
    d.type = (char *)type;
    return add_var(g, f, f->nblocks - 1, &d, KF_KGEN_PRIVATE);
}

int kg_declare_vars(struct kf_kgen *g, int subgen, const char *decl, int flags, int level)
{
    CHECK(g);
    if (!decl)
        return kg_fail(g, KF_KGEN_ERR_ARGUMENT, "kf_kgen_declare_vars: NULL declaration");
    if (flags & ~(KF_KGEN_SHARED_NOT_NESTED | KF_KGEN_SHARED_NESTED))
        return kg_fail(g, KF_KGEN_ERR_ARGUMENT, "kf_kgen_declare_vars: unknown flags %#x",
                       (unsigned)flags);
    struct kg_frame *f = kg_body(g);
    if (!f)
        return kg_fail(g, KF_KGEN_ERR_NESTING,
                       "kf_kgen_declare_vars: not inside a function body");
    if (f->sections[f->cur].subgen != subgen)
        return kg_fail(g, KF_KGEN_ERR_SECTION,
                       "kf_kgen_declare_vars: sub-generator %d does not own the current "
                       "section (sub-generator %d does)",
                       subgen, f->sections[f->cur].subgen);
    /* statement by statement: "T a, b; U c;" */
    const char *end = decl + strlen(decl);
    bool any = false;
    for (const char *p = decl; p < end;) {
        const char *semi = find_top(p, end, ";");
        const char *s = skip_ws(p, semi);
        const char *next = semi < end ? semi + 1 : end;
        /* the last statement keeps the blank lines that follow it */
        const char *orig_end = skip_ws(next, end) == end ? end : next;
        if (s < semi) {
            any = true;
            if (declare_one(g, f, s, trim_end(s, semi), orig_end, flags, level))
                return g->err;
        }
        p = next;
    }
    if (!any)
        return kg_fail(g, KF_KGEN_ERR_VARIABLE, "kf_kgen_declare_vars: empty declaration");
    return 0;
}

int kf_kgen_declare_vars(struct kf_kgen *g, int subgen, const char *decl, int flags, int level)
{
    CHECK(g);
    if (subgen < 0)
        return kg_fail(g, KF_KGEN_ERR_ARGUMENT,
                       "kf_kgen_declare_vars: sub-generator id %d is reserved", subgen);
    return kg_declare_vars(g, subgen, decl, flags, level);
}
