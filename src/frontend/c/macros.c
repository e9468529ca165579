/*
 * macros.c: the macro invocations and definitions of a translation unit
 * (macros.h), from libclang's preprocessing record.
 *
 * The record lists, as children of the unit's cursor in source order,
 * every MacroDefinition (system headers included) and every
 * MacroExpansion.  Invocations of the main file are kept with their range;
 * definitions are kept by name, the last one of a name winning (a
 * fragment sees the definition in force at the end of its headers; a
 * #undef and redefinition between fragments is beyond this table).
 * A definition's text is clang's tokens of it, joined: "NAME(params) body",
 * so that it can be written after "#define " where the host's preprocessor
 * does not reach (an OpenCL kernel's source).
 */
#include "frontend/c/macros.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

struct inv {
    struct kf_range range;
    CXCursor def;             /* the definition it expands (null cursor if unknown) */
};

struct def {
    const char *name;
    int order;                /* position in the unit */
    CXCursor c;
    struct kf_macro *m;       /* made on first use */
};

struct kf_fe_macros {
    CXTranslationUnit tu;
    kf_arena *a;
    int ninv, ndef;
    struct inv *inv;          /* sorted by begin offset */
    struct def *def;          /* sorted by name, then order */
    int nmain;
    const char **main;        /* the main file's definitions' names, in order */
};

static struct kf_loc loc_of(CXSourceLocation l)
{
    CXFile file;
    unsigned line, col, off;
    clang_getExpansionLocation(l, &file, &line, &col, &off);
    return (struct kf_loc){line, col, off};
}

static enum CXChildVisitResult gather(CXCursor c, CXCursor parent, CXClientData data)
{
    struct kf_fe_macros *m = data;
    enum CXCursorKind k = clang_getCursorKind(c);
    if (k == CXCursor_MacroExpansion &&
        clang_Location_isFromMainFile(clang_getCursorLocation(c))) {
        CXSourceRange r = clang_getCursorExtent(c);
        struct kf_range kr = {loc_of(clang_getRangeStart(r)), loc_of(clang_getRangeEnd(r))};
        if (m->ninv > 0 && m->inv[m->ninv - 1].range.begin.offset >= kr.begin.offset)
            return CXChildVisit_Continue;
        m->inv = kf_arena_grow(m->a, m->inv, (size_t)m->ninv, sizeof *m->inv);
        m->inv[m->ninv++] = (struct inv){kr, clang_getCursorReferenced(c)};
    } else if (k == CXCursor_MacroDefinition && !clang_Cursor_isMacroBuiltin(c)) {
        CXString s = clang_getCursorSpelling(c);
        m->def = kf_arena_grow(m->a, m->def, (size_t)m->ndef, sizeof *m->def);
        m->def[m->ndef] = (struct def){kf_arena_strdup(m->a, clang_getCString(s)), m->ndef, c, NULL};
        if (clang_Location_isFromMainFile(clang_getCursorLocation(c))) {
            m->main = kf_arena_grow(m->a, m->main, (size_t)m->nmain, sizeof *m->main);
            m->main[m->nmain++] = m->def[m->ndef].name;
        }
        m->ndef++;
        clang_disposeString(s);
    }
    return CXChildVisit_Continue;
}

static int cmp_def(const void *p, const void *q)
{
    const struct def *a = p, *b = q;
    int c = strcmp(a->name, b->name);
    return c ? c : a->order - b->order;
}

struct kf_fe_macros *kf_fe_macros_new(CXTranslationUnit tu, kf_arena *a)
{
    struct kf_fe_macros *m = kf_arena_alloc(a, sizeof *m);
    m->tu = tu;
    m->a = a;
    clang_visitChildren(clang_getTranslationUnitCursor(tu), gather, m);
    if (m->ndef)
        qsort(m->def, (size_t)m->ndef, sizeof *m->def, cmp_def);
    return m;
}

void kf_fe_macros_main(const struct kf_fe_macros *m, int *n, const char ***names)
{
    *n = m->nmain;
    *names = m->main;
}

const struct kf_range *kf_fe_macros_at(const struct kf_fe_macros *m, unsigned offset)
{
    int lo = 0, hi = m->ninv;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (m->inv[mid].range.begin.offset < offset)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < m->ninv && m->inv[lo].range.begin.offset == offset ? &m->inv[lo].range : NULL;
}

/* strcmp of a definition's name against key[0..n) */
static int cmp_key(const char *name, const char *key, size_t n)
{
    int c = strncmp(name, key, n);
    return c ? c : name[n] != 0;
}

/* The last definition named key[0..n), or NULL. */
static struct def *def_named(struct kf_fe_macros *m, const char *key, size_t n)
{
    int lo = 0, hi = m->ndef;
    while (lo < hi) { /* the first entry not below key */
        int mid = (lo + hi) / 2;
        if (cmp_key(m->def[mid].name, key, n) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    struct def *found = NULL;
    for (int i = lo; i < m->ndef && cmp_key(m->def[i].name, key, n) == 0; i++)
        found = &m->def[i];
    return found;
}

static struct def *def_of(struct kf_fe_macros *m, CXCursor c)
{
    if (clang_Cursor_isNull(c) || clang_getCursorKind(c) != CXCursor_MacroDefinition)
        return NULL;
    CXString s = clang_getCursorSpelling(c);
    const char *name = clang_getCString(s);
    struct def *d = def_named(m, name, strlen(name));
    clang_disposeString(s);
    return d;
}

static bool id_char(char c)
{
    return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

/* d->m: its text from clang's tokens, "NAME(a,b) body" */
static struct kf_macro *macro_of(struct kf_fe_macros *m, struct def *d)
{
    if (d->m)
        return d->m;
    CXToken *tok;
    unsigned ntok;
    clang_tokenize(m->tu, clang_getCursorExtent(d->c), &tok, &ntok);
    bool fn = clang_Cursor_isMacroFunctionLike(d->c);
    size_t cap = 16, len = 0;
    for (unsigned i = 0; i < ntok; i++) {
        CXString s = clang_getTokenSpelling(m->tu, tok[i]);
        cap += strlen(clang_getCString(s)) + 1;
        clang_disposeString(s);
    }
    char *text = kf_arena_alloc(m->a, cap);
    int nest = 0;
    bool params = fn;
    for (unsigned i = 0; i < ntok; i++) {
        CXString s = clang_getTokenSpelling(m->tu, tok[i]);
        const char *t = clang_getCString(s);
        /* the name and its parameter list are written together */
        bool tight = i == 0 || (params && i > 0);
        if (!tight && len > 0)
            text[len++] = ' ';
        memcpy(text + len, t, strlen(t));
        len += strlen(t);
        if (params && i > 0) {
            nest += strcmp(t, "(") == 0;
            if (strcmp(t, ")") == 0 && --nest == 0)
                params = false;
        }
        clang_disposeString(s);
    }
    text[len] = 0;
    clang_disposeTokens(m->tu, tok, ntok);
    CXSourceLocation at = clang_getCursorLocation(d->c);
    d->m = kf_arena_alloc(m->a, sizeof *d->m);
    *d->m = (struct kf_macro){d->name, fn, text,
                              clang_Location_isFromMainFile(at) ? loc_of(at).offset : 0};
    return d->m;
}

/* adds d and, through its body's identifiers, what it uses */
static void use_def(struct kf_fe_macros *m, struct def *d, bool *used)
{
    if (!d || used[d - m->def])
        return;
    used[d - m->def] = true;
    const char *t = macro_of(m, d)->def;
    for (size_t i = 0; t[i];) {
        if (!id_char(t[i])) {
            i++;
            continue;
        }
        size_t b = i;
        while (id_char(t[i]))
            i++;
        if (t[b] < '0' || t[b] > '9')
            use_def(m, def_named(m, t + b, i - b), used);
    }
}

static int cmp_order(const void *p, const void *q)
{
    const struct def *const *a = p, *const *b = q;
    return (*a)->order - (*b)->order;
}

void kf_fe_macros_used(struct kf_fe_macros *m, unsigned b, unsigned e, int *n,
                       struct kf_macro **out)
{
    bool *used = kf_arena_alloc(m->a, (size_t)m->ndef + 1);
    for (int i = 0; i < m->ninv; i++)
        if (m->inv[i].range.begin.offset >= b && m->inv[i].range.begin.offset < e)
            use_def(m, def_of(m, m->inv[i].def), used);
    struct def **list = kf_arena_alloc(m->a, ((size_t)m->ndef + 1) * sizeof *list);
    int k = 0;
    for (int i = 0; i < m->ndef; i++)
        if (used[i])
            list[k++] = &m->def[i];
    if (k)
        qsort(list, (size_t)k, sizeof *list, cmp_order);
    *out = kf_arena_alloc(m->a, ((size_t)k + 1) * sizeof **out);
    for (int i = 0; i < k; i++)
        (*out)[i] = *list[i]->m;
    *n = k;
}
