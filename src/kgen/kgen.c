/*
 * kgen.c: the generator context (seed 004, "Kernel Generator
 * infrastructure"): source text, functions, blocks, inline sections,
 * variables, and the renderer that turns a body's shadow buffer into text.
 * The contract is in include/kforge/kgen.h; the picture of the data in
 * src/kgen_impl.h; the dialects in src/kgen_dialect.c.
 */
#include <ctype.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kgen/kgen_impl.h"

/* ---- memory ------------------------------------------------------------ */

static void *default_realloc(void *ud, void *ptr, size_t size)
{
    (void)ud;
    if (size == 0) {
        free(ptr);
        return NULL;
    }
    return realloc(ptr, size);
}

static void kg_free(struct kf_kgen *g, void *p)
{
    if (p)
        g->alloc.realloc(g->alloc.ud, p, 0);
}

/* realloc that records KF_KGEN_ERR_NOMEM on failure (and keeps `p`) */
static void *kg_realloc(struct kf_kgen *g, void *p, size_t size)
{
    void *q = g->alloc.realloc(g->alloc.ud, p, size);
    if (!q)
        kg_fail(g, KF_KGEN_ERR_NOMEM, "out of memory");
    return q;
}

/* Makes room for one more element in the growing array at `arrp` (the
 * address of a T *, copied with memcpy so no pointer type is punned). */
static bool kg_grow(struct kf_kgen *g, void *arrp, size_t *cap, size_t n, size_t elem)
{
    if (n < *cap)
        return true;
    size_t ncap = *cap ? *cap * 2 : 8;
    if (ncap > SIZE_MAX / elem) {
        kg_fail(g, KF_KGEN_ERR_NOMEM, "out of memory");
        return false;
    }
    void *arr;
    memcpy(&arr, arrp, sizeof arr);
    void *q = kg_realloc(g, arr, ncap * elem);
    if (!q)
        return false;
    memcpy(arrp, &q, sizeof q);
    *cap = ncap;
    return true;
}
#define GROW(g, arr, n, cap) kg_grow((g), &(arr), &(cap), (n), sizeof *(arr))

static char *kg_strndup(struct kf_kgen *g, const char *s, size_t n)
{
    char *p = kg_realloc(g, NULL, n + 1);
    if (p) {
        memcpy(p, s, n);
        p[n] = '\0';
    }
    return p;
}

static char *kg_strdup(struct kf_kgen *g, const char *s)
{
    return kg_strndup(g, s, strlen(s));
}

static char *kg_vprintf(struct kf_kgen *g, const char *fmt, va_list ap)
{
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap2);
    va_end(ap2);
    if (n < 0) {
        kg_fail(g, KF_KGEN_ERR_ARGUMENT, "bad format string");
        return NULL;
    }
    char *p = kg_realloc(g, NULL, (size_t)n + 1);
    if (p)
        vsnprintf(p, (size_t)n + 1, fmt, ap);
    return p;
}

static char *kg_printf(struct kf_kgen *g, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static char *kg_printf(struct kf_kgen *g, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *p = kg_vprintf(g, fmt, ap);
    va_end(ap);
    return p;
}

static bool buf_add(struct kf_kgen *g, struct kg_buf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        size_t ncap = b->cap ? b->cap : 256;
        while (ncap < b->len + n + 1)
            ncap *= 2;
        char *q = kg_realloc(g, b->s, ncap);
        if (!q)
            return false;
        b->s = q;
        b->cap = ncap;
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = '\0';
    return true;
}

static bool buf_puts(struct kf_kgen *g, struct kg_buf *b, const char *s)
{
    return buf_add(g, b, s, strlen(s));
}

static bool buf_indent(struct kf_kgen *g, struct kg_buf *b, int depth)
{
    static const char spaces[] = "                                ";
    for (int i = 0; i < depth; i++)
        if (!buf_add(g, b, spaces, 4))
            return false;
    return true;
}

/* ---- errors, pool ------------------------------------------------------ */

int kg_fail(struct kf_kgen *g, int code, const char *fmt, ...)
{
    if (g->err)
        return g->err;
    g->err = code;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(g->msg, sizeof g->msg, fmt, ap);
    va_end(ap);
    return code;
}

/* The guard at the top of every public function that changes g. */
#define CHECK(g)                                                                           \
    do {                                                                                   \
        if (!(g))                                                                          \
            return KF_KGEN_ERR_NOMEM;                                                      \
        if ((g)->err)                                                                      \
            return (g)->err;                                                               \
    } while (0)

const char *kg_pool_printf(struct kf_kgen *g, const char *fmt, ...)
{
    if (!g || g->err)
        return "";
    if (!GROW(g, g->pool, g->npool, g->cappool))
        return "";
    va_list ap;
    va_start(ap, fmt);
    char *p = kg_vprintf(g, fmt, ap);
    va_end(ap);
    if (!p)
        return "";
    g->pool[g->npool++] = p;
    return p;
}

static bool list_has(char **list, size_t n, const char *name)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(list[i], name) == 0)
            return true;
    return false;
}

bool kg_has_sym(const struct kf_kgen *g, const char *name)
{
    return g && list_has(g->syms, g->nsyms, name);
}

int kg_add_sym(struct kf_kgen *g, const char *name)
{
    CHECK(g);
    if (!GROW(g, g->syms, g->nsyms, g->capsyms))
        return g->err;
    char *p = kg_strdup(g, name);
    if (!p)
        return g->err;
    g->syms[g->nsyms++] = p;
    return 0;
}

/* ---- context ----------------------------------------------------------- */

static const struct kg_dialect *dialect_of(enum kf_kgen_dialect d)
{
    switch (d) {
    case KF_KGEN_OPENCL: return &kg_dialect_opencl;
    case KF_KGEN_CUDA: return &kg_dialect_cuda;
    case KF_KGEN_OPENMP: return &kg_dialect_openmp;
    }
    return NULL;
}

struct kf_kgen *kf_kgen_create(enum kf_kgen_dialect dialect)
{
    return kf_kgen_create_with(dialect, NULL);
}

struct kf_kgen *kf_kgen_create_with(enum kf_kgen_dialect dialect,
                                    const struct kf_kgen_allocator *alloc)
{
    struct kf_kgen_allocator a = {default_realloc, NULL};
    if (alloc && alloc->realloc)
        a = *alloc;
    const struct kg_dialect *d = dialect_of(dialect);
    if (!d)
        return NULL;
    struct kf_kgen *g = a.realloc(a.ud, NULL, sizeof *g);
    if (!g)
        return NULL;
    memset(g, 0, sizeof *g);
    g->dialect = dialect;
    g->d = d;
    g->alloc = a;
    return g;
}

static void free_block(struct kf_kgen *g, struct kg_block *b)
{
    for (size_t i = 0; i < b->nvars; i++)
        kg_free(g, b->vars[i].name);
    kg_free(g, b->vars);
}

static void free_frame(struct kf_kgen *g, struct kg_frame *f)
{
    kg_free(g, f->decl);
    for (size_t i = 0; i < f->nitems; i++) {
        struct kg_item *it = &f->items[i];
        kg_free(g, it->text);
        for (size_t j = 0; j < it->npre; j++)
            kg_free(g, it->pre[j]);
        kg_free(g, it->pre);
    }
    kg_free(g, f->items);
    for (size_t i = 0; i < f->nblocks; i++)
        free_block(g, &f->blocks[i]);
    kg_free(g, f->blocks);
    kg_free(g, f->sections);
    for (size_t i = 0; i < f->nnames; i++) {
        kg_free(g, f->names[i].name);
        kg_free(g, f->names[i].type);
    }
    kg_free(g, f->names);
    memset(f, 0, sizeof *f);
}

static void free_list(struct kf_kgen *g, char **list, size_t n)
{
    for (size_t i = 0; i < n; i++)
        kg_free(g, list[i]);
    kg_free(g, list);
}

static void clear(struct kf_kgen *g)
{
    for (size_t i = 0; i < g->nframes; i++)
        free_frame(g, &g->frames[i]);
    kg_free(g, g->frames);
    free_list(g, g->fnames, g->nfnames);
    free_list(g, g->syms, g->nsyms);
    free_list(g, g->pool, g->npool);
    kg_free(g, g->src.s);
}

void kf_kgen_destroy(struct kf_kgen *g)
{
    if (!g)
        return;
    clear(g);
    g->alloc.realloc(g->alloc.ud, g, 0);
}

void kf_kgen_reset(struct kf_kgen *g)
{
    if (!g)
        return;
    clear(g);
    struct kf_kgen keep = *g;
    memset(g, 0, sizeof *g);
    g->dialect = keep.dialect;
    g->d = keep.d;
    g->alloc = keep.alloc;
}

enum kf_kgen_dialect kf_kgen_dialect(const struct kf_kgen *g)
{
    return g ? g->dialect : KF_KGEN_OPENCL;
}

const char *kf_kgen_dialect_name(enum kf_kgen_dialect d)
{
    const struct kg_dialect *p = dialect_of(d);
    return p ? p->name : NULL;
}

int kf_kgen_dialect_parse(const char *name, enum kf_kgen_dialect *out)
{
    static const struct {
        const char *name;
        enum kf_kgen_dialect d;
    } names[] = {
        {"opencl", KF_KGEN_OPENCL}, {"cl", KF_KGEN_OPENCL}, {"cuda", KF_KGEN_CUDA},
        {"cu", KF_KGEN_CUDA},       {"openmp", KF_KGEN_OPENMP}, {"omp", KF_KGEN_OPENMP},
        {"c", KF_KGEN_OPENMP},
    };
    for (size_t i = 0; name && i < sizeof names / sizeof names[0]; i++)
        if (strcmp(name, names[i].name) == 0) {
            if (out)
                *out = names[i].d;
            return 0;
        }
    return -1;
}

int kf_kgen_error(const struct kf_kgen *g)
{
    return g ? g->err : KF_KGEN_ERR_NOMEM;
}

const char *kf_kgen_error_message(const struct kf_kgen *g)
{
    if (!g)
        return "out of memory (no context)";
    return g->err ? g->msg : "";
}

const char *kf_kgen_source(const struct kf_kgen *g)
{
    if (!g || g->err)
        return NULL;
    return g->src.s ? g->src.s : "";
}

size_t kf_kgen_size(const struct kf_kgen *g)
{
    if (!g || g->err)
        return 0;
    return g->src.len;
}

/* ---- lines ------------------------------------------------------------- */

/* Writes `text` line by line at `depth`: the common leading white space is
 * removed, empty lines become a pending blank line (written before the next
 * line, unless a closing brace comes first).  `suffix`, if any, is added to
 * the last line (" {" of a branch head). */
struct kg_out {
    struct kf_kgen *g;
    struct kg_buf *b;
    bool blank;      /* a blank line is pending */
    bool fresh;      /* nothing written since the last "{" */
};

static size_t lead(const char *s, size_t n)
{
    size_t i = 0;
    while (i < n && (s[i] == ' ' || s[i] == '\t'))
        i++;
    return i;
}

static void out_line(struct kg_out *o, int depth, const char *s, size_t n, const char *suffix)
{
    if (o->blank && !o->fresh)
        buf_add(o->g, o->b, "\n", 1);
    o->blank = false;
    o->fresh = false;
    buf_indent(o->g, o->b, depth);
    buf_add(o->g, o->b, s, n);
    if (suffix)
        buf_puts(o->g, o->b, suffix);
    buf_add(o->g, o->b, "\n", 1);
}

static void out_text(struct kg_out *o, int depth, const char *text, const char *suffix)
{
    /* common indentation of the non-empty lines */
    size_t common = SIZE_MAX;
    for (const char *p = text; *p;) {
        const char *e = strchr(p, '\n');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        size_t l = lead(p, n);
        if (l < n && l < common)
            common = l;
        p += n + (e ? 1 : 0);
    }
    if (common == SIZE_MAX)
        common = 0;
    /* the last non-empty line takes the suffix */
    const char *last = NULL;
    for (const char *p = text; *p;) {
        const char *e = strchr(p, '\n');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        if (lead(p, n) < n)
            last = p;
        p += n + (e ? 1 : 0);
    }
    if (!last && suffix) {
        out_line(o, depth, "", 0, suffix + (suffix[0] == ' '));
        return;
    }
    for (const char *p = text; *p;) {
        const char *e = strchr(p, '\n');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        /* drop trailing white space */
        size_t m = n;
        while (m > 0 && (p[m - 1] == ' ' || p[m - 1] == '\t' || p[m - 1] == '\r'))
            m--;
        if (lead(p, m) == m)
            o->blank = true;
        else
            out_line(o, depth, p + common, m - common, p == last ? suffix : NULL);
        p += n + (e ? 1 : 0);
    }
}

/* ---- rendering --------------------------------------------------------- */

static bool is_cluster_item(const struct kg_item *it)
{
    return it->kind == IT_STMT && it->merge && it->type != KF_KGEN_STMT_PLAIN;
}

struct kg_key {
    int type, prio;
    size_t index;
};

static int key_cmp(const void *x, const void *y)
{
    const struct kg_key *a = x, *b = y;
    if (a->type != b->type)
        return a->type < b->type ? -1 : 1;
    if (a->prio != b->prio)
        return a->prio < b->prio ? -1 : 1;
    return a->index < b->index ? -1 : a->index > b->index;
}

/* Writes the cluster items[a..b): FETCH, ARITH, STORE (the enum's order),
 * each by ascending priority, ties in order (seed 004,
 * KGEN_RPOLICY_MERGE_FAS). */
static void out_cluster(struct kg_out *o, int depth, const struct kg_item *items, size_t a,
                        size_t b)
{
    struct kf_kgen *g = o->g;
    if (b - a > SIZE_MAX / sizeof(struct kg_key)) {
        kg_fail(g, KF_KGEN_ERR_NOMEM, "out of memory");
        return;
    }
    struct kg_key *keys = kg_realloc(g, NULL, (b - a) * sizeof *keys);
    if (!keys)
        return;
    for (size_t i = a; i < b; i++)
        keys[i - a] = (struct kg_key){items[i].type, items[i].prio, i};
    qsort(keys, b - a, sizeof *keys, key_cmp);
    for (size_t i = 0; i < b - a; i++)
        out_text(o, depth, items[keys[i].index].text, NULL);
    kg_free(g, keys);
}

static void render(struct kf_kgen *g, struct kg_frame *f)
{
    struct kg_buf *b = &g->src;
    if (b->len > 0 && !(b->len >= 2 && b->s[b->len - 1] == '\n' && b->s[b->len - 2] == '\n'))
        buf_add(g, b, "\n", 1);
    struct kg_out o = {g, b, false, true};
    out_text(&o, 0, f->decl, NULL);
    buf_add(g, b, "{\n", 2);
    o.fresh = true;
    int depth = 1;
    for (size_t i = 0; i < f->nitems && !g->err;) {
        struct kg_item *it = &f->items[i];
        if (is_cluster_item(it)) {
            size_t j = i;
            while (j < f->nitems && is_cluster_item(&f->items[j]) &&
                   f->items[j].subgen == it->subgen)
                j++;
            out_cluster(&o, depth, f->items, i, j);
            i = j;
            continue;
        }
        switch (it->kind) {
        case IT_STMT:
        case IT_DECL:
            out_text(&o, depth, it->text, NULL);
            break;
        case IT_BLANK:
            o.blank = true;
            break;
        case IT_FLUSH:
            break;
        case IT_OPEN:
            for (size_t j = 0; j < it->npre; j++)
                out_text(&o, depth, it->pre[j], NULL);
            out_text(&o, depth, it->text ? it->text : "", " {");
            o.fresh = true;
            depth++;
            break;
        case IT_ELSE:
            depth--;
            o.blank = false;
            buf_indent(g, b, depth);
            buf_puts(g, b, "} else");
            if (it->text) {
                buf_add(g, b, " ", 1);
                buf_puts(g, b, it->text);
            }
            buf_puts(g, b, " {\n");
            o.fresh = true;
            depth++;
            break;
        case IT_CLOSE:
            depth--;
            o.blank = false;
            o.fresh = false;
            buf_indent(g, b, depth);
            buf_add(g, b, "}", 1);
            if (it->text) {
                buf_add(g, b, " ", 1);
                buf_puts(g, b, it->text);
            }
            buf_add(g, b, "\n", 1);
            break;
        }
        i++;
    }
    buf_add(g, b, "}\n", 2);
    g->last_was_function = true;
}

/* ---- frames, blocks, sections ------------------------------------------ */

struct kg_frame *kg_body(struct kf_kgen *g)
{
    if (g->nframes == 0 || !g->frames[g->nframes - 1].in_body)
        return NULL;
    return &g->frames[g->nframes - 1];
}

static struct kg_item *add_item(struct kf_kgen *g, struct kg_frame *f, enum kg_item_kind kind,
                                const char *text)
{
    if (!GROW(g, f->items, f->nitems, f->capitems))
        return NULL;
    char *t = NULL;
    if (text && !(t = kg_strdup(g, text)))
        return NULL;
    struct kg_item *it = &f->items[f->nitems++];
    memset(it, 0, sizeof *it);
    it->kind = kind;
    it->text = t;
    it->subgen = f->sections[f->cur].subgen;
    it->merge = f->sections[f->cur].merge;
    return it;
}

static struct kg_block *push_block(struct kf_kgen *g, struct kg_frame *f,
                                   enum kg_block_kind kind)
{
    if (!GROW(g, f->blocks, f->nblocks, f->capblocks))
        return NULL;
    struct kg_block *bk = &f->blocks[f->nblocks++];
    memset(bk, 0, sizeof *bk);
    bk->kind = kind;
    bk->section = f->cur;
    bk->open_item = f->nitems; /* the OPEN item, added next */
    return bk;
}

static void pop_block(struct kf_kgen *g, struct kg_frame *f)
{
    free_block(g, &f->blocks[--f->nblocks]);
}

/* Closes the clash scopes on top of the block stack that belong to the
 * current section. */
static int close_scopes(struct kf_kgen *g, struct kg_frame *f)
{
    while (f->nblocks > 1 && f->blocks[f->nblocks - 1].kind == BK_SCOPE &&
           f->blocks[f->nblocks - 1].section == f->cur) {
        if (!add_item(g, f, IT_CLOSE, NULL))
            return g->err;
        pop_block(g, f);
    }
    return 0;
}

int kg_begin_section(struct kf_kgen *g, int subgen, enum kf_kgen_policy policy)
{
    CHECK(g);
    struct kg_frame *f = kg_body(g);
    if (!f)
        return kg_fail(g, KF_KGEN_ERR_NESTING, "kf_kgen_begin_section: not inside a function body");
    if (policy != KF_KGEN_POLICY_DIRECT && policy != KF_KGEN_POLICY_MERGE_FAS)
        return kg_fail(g, KF_KGEN_ERR_ARGUMENT, "kf_kgen_begin_section: unknown policy %d",
                       (int)policy);
    if (!GROW(g, f->sections, f->nsections, f->capsections))
        return g->err;
    struct kg_section *s = &f->sections[f->nsections];
    s->subgen = subgen;
    s->merge = policy == KF_KGEN_POLICY_MERGE_FAS;
    s->parent = f->cur;
    s->block_depth = f->nblocks;
    f->cur = (int)f->nsections++;
    return 0;
}

int kf_kgen_begin_section(struct kf_kgen *g, int subgen, enum kf_kgen_policy policy)
{
    CHECK(g);
    if (subgen < 0)
        return kg_fail(g, KF_KGEN_ERR_ARGUMENT,
                       "kf_kgen_begin_section: sub-generator id %d is reserved", subgen);
    return kg_begin_section(g, subgen, policy);
}

int kf_kgen_end_section(struct kf_kgen *g)
{
    CHECK(g);
    struct kg_frame *f = kg_body(g);
    if (!f || f->cur == 0)
        return kg_fail(g, KF_KGEN_ERR_SECTION, "kf_kgen_end_section: no open section");
    if (close_scopes(g, f))
        return g->err;
    if (f->nblocks != f->sections[f->cur].block_depth)
        return kg_fail(g, KF_KGEN_ERR_SECTION,
                       "kf_kgen_end_section: bad section nesting: a branch opened in the "
                       "section is still open");
    f->cur = f->sections[f->cur].parent;
    return 0;
}

/* ---- functions --------------------------------------------------------- */

/* The identifier before the first '(' of a function head. */
static bool function_name(const char *decl, const char **name, size_t *len)
{
    const char *p = strchr(decl, '(');
    if (!p)
        return false;
    while (p > decl && isspace((unsigned char)p[-1]))
        p--;
    const char *e = p;
    while (p > decl && (isalnum((unsigned char)p[-1]) || p[-1] == '_'))
        p--;
    if (p == e || isdigit((unsigned char)*p))
        return false;
    *name = p;
    *len = (size_t)(e - p);
    return true;
}

bool kf_kgen_has_function(const struct kf_kgen *g, const char *name)
{
    return g && name && list_has(g->fnames, g->nfnames, name);
}

/* A declared function whose body was never begun becomes a prototype. */
static int write_prototype(struct kf_kgen *g)
{
    struct kg_frame *f = &g->frames[g->nframes - 1];
    if (g->last_was_function)
        buf_add(g, &g->src, "\n", 1);
    g->last_was_function = false;
    struct kg_out o = {g, &g->src, false, true};
    out_text(&o, 0, f->decl, ";");
    free_frame(g, f);
    g->nframes--;
    return g->err;
}

int kf_kgen_declare_function(struct kf_kgen *g, const char *decl)
{
    CHECK(g);
    if (!decl)
        return kg_fail(g, KF_KGEN_ERR_ARGUMENT, "kf_kgen_declare_function: NULL declaration");
    const char *nm;
    size_t nlen;
    if (!function_name(decl, &nm, &nlen))
        return kg_fail(g, KF_KGEN_ERR_ARGUMENT,
                       "kf_kgen_declare_function: no function name in '%s'", decl);
    if (g->nframes > 0 && !g->frames[g->nframes - 1].in_body && write_prototype(g))
        return g->err;
    int owner = KF_KGEN_MAIN;
    struct kg_frame *f = kg_body(g);
    if (f) {
        owner = f->sections[f->cur].subgen;
        if (owner == KF_KGEN_MAIN)
            return kg_fail(g, KF_KGEN_ERR_FUNCTION,
                           "kf_kgen_declare_function: '%.*s' declared inside the body of "
                           "another function by the main generator (only a sub-generator "
                           "may declare a helper there)",
                           (int)nlen, nm);
    }
    char *name = kg_strndup(g, nm, nlen);
    if (!name)
        return g->err;
    if (list_has(g->fnames, g->nfnames, name)) {
        kg_fail(g, KF_KGEN_ERR_FUNCTION, "kf_kgen_declare_function: '%s' is already declared",
                name);
        kg_free(g, name);
        return g->err;
    }
    if (!GROW(g, g->fnames, g->nfnames, g->capfnames)) {
        kg_free(g, name);
        return g->err;
    }
    g->fnames[g->nfnames++] = name;
    if (!GROW(g, g->frames, g->nframes, g->capframes))
        return g->err;
    char *d = kg_strdup(g, decl);
    if (!d)
        return g->err;
    struct kg_frame *nf = &g->frames[g->nframes++];
    memset(nf, 0, sizeof *nf);
    nf->decl = d;
    nf->owner = owner;
    return 0;
}

int kf_kgen_declare_functionf(struct kf_kgen *g, const char *fmt, ...)
{
    CHECK(g);
    va_list ap;
    va_start(ap, fmt);
    char *p = kg_vprintf(g, fmt, ap);
    va_end(ap);
    if (!p)
        return g->err;
    kf_kgen_declare_function(g, p);
    kg_free(g, p);
    return g->err;
}

int kf_kgen_begin_body(struct kf_kgen *g)
{
    CHECK(g);
    if (g->nframes == 0 || g->frames[g->nframes - 1].in_body)
        return kg_fail(g, KF_KGEN_ERR_FUNCTION,
                       "kf_kgen_begin_body: no function declared since the last body began");
    struct kg_frame *f = &g->frames[g->nframes - 1];
    if (!GROW(g, f->sections, f->nsections, f->capsections))
        return g->err;
    f->sections[0] = (struct kg_section){f->owner, false, -1, 0};
    f->nsections = 1;
    f->cur = 0;
    if (!push_block(g, f, BK_BODY))
        return g->err;
    f->in_body = true;
    return 0;
}

int kf_kgen_end_body(struct kf_kgen *g)
{
    CHECK(g);
    struct kg_frame *f = kg_body(g);
    if (!f)
        return kg_fail(g, KF_KGEN_ERR_NESTING, "kf_kgen_end_body: no open function body");
    if (f->cur != 0)
        return kg_fail(g, KF_KGEN_ERR_SECTION,
                       "kf_kgen_end_body: bad section nesting: a section is still open");
    if (close_scopes(g, f))
        return g->err;
    if (f->nblocks != 1)
        return kg_fail(g, KF_KGEN_ERR_NESTING, "kf_kgen_end_body: %zu branch%s still open",
                       f->nblocks - 1, f->nblocks == 2 ? "" : "es");
    render(g, f);
    if (g->err)
        return g->err;
    free_frame(g, f);
    g->nframes--;
    for (int d = 0; d < 3 && g->nframes == 0; d++)
        g->grid_var[d] = g->grid_ext[d] = NULL;
    return 0;
}

/* ---- statements -------------------------------------------------------- */

static int file_text(struct kf_kgen *g, const char *text)
{
    if (g->last_was_function)
        buf_add(g, &g->src, "\n", 1);
    g->last_was_function = false;
    struct kg_out o = {g, &g->src, false, false};
    out_text(&o, 0, text, NULL);
    if (o.blank)
        buf_add(g, &g->src, "\n", 1);
    return g->err;
}

static int pending_declaration(struct kf_kgen *g, const char *who)
{
    if (g->nframes > 0 && !g->frames[g->nframes - 1].in_body)
        return kg_fail(g, KF_KGEN_ERR_FUNCTION,
                       "%s: a function was declared but its body not begun", who);
    return 0;
}

int kf_kgen_stmt(struct kf_kgen *g, const char *text)
{
    CHECK(g);
    if (!text)
        return kg_fail(g, KF_KGEN_ERR_ARGUMENT, "kf_kgen_stmt: NULL text");
    if (pending_declaration(g, "kf_kgen_stmt"))
        return g->err;
    struct kg_frame *f = kg_body(g);
    if (!f)
        return file_text(g, text);
    if (!add_item(g, f, IT_STMT, text))
        return g->err;
    return 0;
}

int kf_kgen_vstmtf(struct kf_kgen *g, const char *fmt, va_list ap)
{
    CHECK(g);
    char *p = kg_vprintf(g, fmt, ap);
    if (!p)
        return g->err;
    kf_kgen_stmt(g, p);
    kg_free(g, p);
    return g->err;
}

int kf_kgen_stmtf(struct kf_kgen *g, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int r = kf_kgen_vstmtf(g, fmt, ap);
    va_end(ap);
    return r;
}

int kf_kgen_stmt_typed(struct kf_kgen *g, const char *text, enum kf_kgen_stmt_type type,
                       int priority)
{
    CHECK(g);
    if (!text)
        return kg_fail(g, KF_KGEN_ERR_ARGUMENT, "kf_kgen_stmt_typed: NULL text");
    if ((int)type < KF_KGEN_STMT_PLAIN || type > KF_KGEN_STMT_STORE)
        return kg_fail(g, KF_KGEN_ERR_ARGUMENT, "kf_kgen_stmt_typed: unknown type %d",
                       (int)type);
    struct kg_frame *f = kg_body(g);
    if (!f)
        return kg_fail(g, KF_KGEN_ERR_NESTING,
                       "kf_kgen_stmt_typed: not inside a function body");
    struct kg_item *it = add_item(g, f, IT_STMT, text);
    if (!it)
        return g->err;
    it->type = type;
    it->prio = priority;
    return 0;
}

int kf_kgen_stmt_typedf(struct kf_kgen *g, enum kf_kgen_stmt_type type, int priority,
                        const char *fmt, ...)
{
    CHECK(g);
    va_list ap;
    va_start(ap, fmt);
    char *p = kg_vprintf(g, fmt, ap);
    va_end(ap);
    if (!p)
        return g->err;
    kf_kgen_stmt_typed(g, p, type, priority);
    kg_free(g, p);
    return g->err;
}

int kf_kgen_blank(struct kf_kgen *g)
{
    CHECK(g);
    if (pending_declaration(g, "kf_kgen_blank"))
        return g->err;
    struct kg_frame *f = kg_body(g);
    if (!f) {
        buf_add(g, &g->src, "\n", 1);
        g->last_was_function = false; /* this is the blank after the function */
        return g->err;
    }
    add_item(g, f, IT_BLANK, NULL);
    return g->err;
}

int kf_kgen_file_stmt(struct kf_kgen *g, const char *text)
{
    CHECK(g);
    if (!text)
        return kg_fail(g, KF_KGEN_ERR_ARGUMENT, "kf_kgen_file_stmt: NULL text");
    return file_text(g, text);
}

int kf_kgen_flush(struct kf_kgen *g)
{
    CHECK(g);
    struct kg_frame *f = kg_body(g);
    if (f)
        add_item(g, f, IT_FLUSH, NULL);
    return g->err;
}

/* ---- branches ---------------------------------------------------------- */

static bool starts_with_if(const char *head)
{
    while (isspace((unsigned char)*head))
        head++;
    return strncmp(head, "if", 2) == 0 && !isalnum((unsigned char)head[2]) && head[2] != '_';
}

int kg_begin_branch(struct kf_kgen *g, const char *head, bool grid)
{
    CHECK(g);
    struct kg_frame *f = kg_body(g);
    if (!f)
        return kg_fail(g, KF_KGEN_ERR_NESTING,
                       "kf_kgen_begin_branch: not inside a function body");
    if (head && !*head)
        head = NULL;
    struct kg_block *bk = push_block(g, f, BK_BRANCH);
    if (!bk)
        return g->err;
    bk->is_if = head && starts_with_if(head);
    bk->grid = grid;
    if (!add_item(g, f, IT_OPEN, head))
        return g->err;
    return 0;
}

int kf_kgen_begin_branch(struct kf_kgen *g, const char *head)
{
    return kg_begin_branch(g, head, false);
}

int kf_kgen_begin_branchf(struct kf_kgen *g, const char *fmt, ...)
{
    CHECK(g);
    va_list ap;
    va_start(ap, fmt);
    char *p = kg_vprintf(g, fmt, ap);
    va_end(ap);
    if (!p)
        return g->err;
    kf_kgen_begin_branch(g, p);
    kg_free(g, p);
    return g->err;
}

/* Closes the current section's clash scopes, then checks that the innermost
 * block is a branch of the current section. */
static struct kg_frame *innermost_branch(struct kf_kgen *g, const char *who)
{
    struct kg_frame *f = kg_body(g);
    if (!f) {
        kg_fail(g, KF_KGEN_ERR_NESTING, "%s: no open branch", who);
        return NULL;
    }
    if (close_scopes(g, f))
        return NULL;
    struct kg_block *top = &f->blocks[f->nblocks - 1];
    if (top->kind == BK_BODY) {
        kg_fail(g, KF_KGEN_ERR_NESTING, "%s: no open branch", who);
        return NULL;
    }
    if (top->section != f->cur) {
        kg_fail(g, KF_KGEN_ERR_SECTION,
                "%s: bad section nesting: a section opened inside the branch is still open",
                who);
        return NULL;
    }
    return f;
}

int kf_kgen_else(struct kf_kgen *g, const char *head)
{
    CHECK(g);
    struct kg_frame *f = innermost_branch(g, "kf_kgen_else");
    if (!f)
        return g->err;
    if (!f->blocks[f->nblocks - 1].is_if)
        return kg_fail(g, KF_KGEN_ERR_NESTING, "kf_kgen_else: the innermost branch is not an if");
    if (head && !*head)
        head = NULL;
    pop_block(g, f);
    struct kg_block *bk = push_block(g, f, BK_BRANCH);
    if (!bk)
        return g->err;
    bk->is_if = head && starts_with_if(head);
    if (!add_item(g, f, IT_ELSE, head))
        return g->err;
    return 0;
}

int kf_kgen_end_branch(struct kf_kgen *g, const char *tail)
{
    CHECK(g);
    struct kg_frame *f = innermost_branch(g, "kf_kgen_end_branch");
    if (!f)
        return g->err;
    if (tail && !*tail)
        tail = NULL;
    if (!add_item(g, f, IT_CLOSE, tail))
        return g->err;
    pop_block(g, f);
    return 0;
}

bool kg_in_grid_loop(struct kf_kgen *g)
{
    struct kg_frame *f = kg_body(g);
    for (size_t i = 0; f && i < f->nblocks; i++)
        if (f->blocks[i].grid)
            return true;
    return false;
}

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
            buf_add(g, b, " ", 1);
        } else {
            buf_add(g, b, p, 1);
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
        buf_add(g, &t, i == 0 ? " *" : "*", i == 0 ? 2 : 1);
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
        struct kg_item *it = add_item(g, f, IT_DECL, NULL);
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
            buf_add(g, &b, " ", 1);
        } else {
            buf_add(g, &b, ", ", 2);
        }
        buf_add(g, &b, d->ds[i].decl, d->ds[i].decl_len);
    }
    buf_add(g, &b, ";\n", 2);
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
        if (!push_block(g, f, BK_SCOPE) || !add_item(g, f, IT_OPEN, NULL))
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

/* ---- dialect helpers (the tables live in kgen_dialect.c) ---------------- */

const char *kf_kgen_qualifier(struct kf_kgen *g, enum kf_kgen_qual q)
{
    if (!g || g->err)
        return "";
    if ((int)q < 0 || q > KF_KGEN_Q_CONSTANT) {
        kg_fail(g, KF_KGEN_ERR_ARGUMENT, "kf_kgen_qualifier: unknown qualifier %d", (int)q);
        return "";
    }
    return g->d->qual[q];
}

const char *kf_kgen_index(struct kf_kgen *g, enum kf_kgen_index kind, int dim)
{
    if (!g || g->err)
        return "";
    if ((int)kind < 0 || kind > KF_KGEN_GLOBAL_SIZE || dim < 0 || dim > 2) {
        kg_fail(g, KF_KGEN_ERR_ARGUMENT, "kf_kgen_index: bad kind %d or dimension %d",
                (int)kind, dim);
        return "";
    }
    return g->d->index(g, kind, dim);
}

int kf_kgen_begin_grid_loop(struct kf_kgen *g, int dim, const char *var, const char *extent)
{
    CHECK(g);
    if (dim < 0 || dim > 2 || !var || !extent)
        return kg_fail(g, KF_KGEN_ERR_ARGUMENT, "kf_kgen_begin_grid_loop: bad arguments");
    if (!kg_body(g))
        return kg_fail(g, KF_KGEN_ERR_NESTING,
                       "kf_kgen_begin_grid_loop: not inside a function body");
    return g->d->grid_loop(g, dim, var, extent);
}

int kf_kgen_barrier(struct kf_kgen *g)
{
    CHECK(g);
    if (!kg_body(g))
        return kg_fail(g, KF_KGEN_ERR_NESTING, "kf_kgen_barrier: not inside a function body");
    return g->d->barrier ? kf_kgen_stmt(g, g->d->barrier) : 0;
}

int kf_kgen_atomic_add(struct kf_kgen *g, enum kf_kgen_qual mem, const char *type,
                       const char *ptr, const char *value)
{
    CHECK(g);
    if ((mem != KF_KGEN_Q_GLOBAL && mem != KF_KGEN_Q_LOCAL) || !type || !ptr || !value)
        return kg_fail(g, KF_KGEN_ERR_ARGUMENT, "kf_kgen_atomic_add: bad arguments");
    if (!kg_body(g))
        return kg_fail(g, KF_KGEN_ERR_NESTING, "kf_kgen_atomic_add: not inside a function body");
    return g->d->atomic_add(g, mem, type, ptr, value);
}

const char *kf_kgen_scalar_type(struct kf_kgen *g, const char *type)
{
    if (!g || g->err)
        return "";
    if (!type) {
        kg_fail(g, KF_KGEN_ERR_ARGUMENT, "kf_kgen_scalar_type: NULL type");
        return "";
    }
    return g->d->scalar_type(g, type);
}

const char *kf_kgen_vector_type(struct kf_kgen *g, const char *type, int width)
{
    if (!g || g->err)
        return "";
    if (!type || !(width == 1 || width == 2 || width == 3 || width == 4 || width == 8 ||
                   width == 16)) {
        kg_fail(g, KF_KGEN_ERR_ARGUMENT, "kf_kgen_vector_type: bad type or width %d", width);
        return "";
    }
    if (width == 1)
        return g->d->scalar_type(g, type);
    return g->d->vector_type(g, type, width);
}

const char *kf_kgen_vector_elem(struct kf_kgen *g, int width, int i)
{
    if (!g || g->err)
        return "";
    if (!(width == 2 || width == 3 || width == 4 || width == 8 || width == 16) || i < 0 ||
        i >= width) {
        kg_fail(g, KF_KGEN_ERR_ARGUMENT, "kf_kgen_vector_elem: bad width %d or element %d",
                width, i);
        return "";
    }
    return g->d->vector_elem(g, width, i);
}

const char *kf_kgen_fma(struct kf_kgen *g, const char *type, const char *a, const char *b,
                        const char *c)
{
    if (!g || g->err)
        return "";
    if (!type || !a || !b || !c) {
        kg_fail(g, KF_KGEN_ERR_ARGUMENT, "kf_kgen_fma: NULL argument");
        return "";
    }
    return g->d->fma(g, type, a, b, c);
}
