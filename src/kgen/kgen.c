/*
 * kgen.c: the generator context (seed 004, "Kernel Generator
 * infrastructure"): memory, source text, functions, blocks, inline
 * sections and statements.  Variables are in kgen_vars.c, the renderer
 * that turns a body's shadow buffer into text in kgen_render.c, the
 * dialects in kgen_dialect.c.  The contract is in include/kforge/kgen.h;
 * the picture of the data in kgen_impl.h.
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

void kg_free(struct kf_kgen *g, void *p)
{
    if (p)
        g->alloc.realloc(g->alloc.ud, p, 0);
}

/* realloc that records KF_KGEN_ERR_NOMEM on failure (and keeps `p`) */
void *kg_realloc(struct kf_kgen *g, void *p, size_t size)
{
    void *q = g->alloc.realloc(g->alloc.ud, p, size);
    if (!q)
        kg_fail(g, KF_KGEN_ERR_NOMEM, "out of memory");
    return q;
}

/* Makes room for one more element in the growing array at `arrp` (the
 * address of a T *, copied with memcpy so no pointer type is punned). */
bool kg_grow(struct kf_kgen *g, void *arrp, size_t *cap, size_t n, size_t elem)
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

char *kg_strndup(struct kf_kgen *g, const char *s, size_t n)
{
    char *p = kg_realloc(g, NULL, n + 1);
    if (p) {
        memcpy(p, s, n);
        p[n] = '\0';
    }
    return p;
}

char *kg_strdup(struct kf_kgen *g, const char *s)
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

char *kg_printf(struct kf_kgen *g, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *p = kg_vprintf(g, fmt, ap);
    va_end(ap);
    return p;
}

bool kg_buf_add(struct kf_kgen *g, struct kg_buf *b, const char *s, size_t n)
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

/* ---- frames, blocks, sections ------------------------------------------ */

struct kg_frame *kg_body(struct kf_kgen *g)
{
    if (g->nframes == 0 || !g->frames[g->nframes - 1].in_body)
        return NULL;
    return &g->frames[g->nframes - 1];
}

struct kg_item *kg_add_item(struct kf_kgen *g, struct kg_frame *f, enum kg_item_kind kind,
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

struct kg_block *kg_push_block(struct kf_kgen *g, struct kg_frame *f, enum kg_block_kind kind)
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
        if (!kg_add_item(g, f, IT_CLOSE, NULL))
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
        kg_buf_add(g, &g->src, "\n", 1);
    g->last_was_function = false;
    struct kg_out o = {g, &g->src, false, true};
    kg_out_text(&o, 0, f->decl, ";");
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
    if (!kg_push_block(g, f, BK_BODY))
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
    kg_render(g, f);
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
        kg_buf_add(g, &g->src, "\n", 1);
    g->last_was_function = false;
    struct kg_out o = {g, &g->src, false, false};
    kg_out_text(&o, 0, text, NULL);
    if (o.blank)
        kg_buf_add(g, &g->src, "\n", 1);
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
    if (!kg_add_item(g, f, IT_STMT, text))
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
    struct kg_item *it = kg_add_item(g, f, IT_STMT, text);
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
        kg_buf_add(g, &g->src, "\n", 1);
        g->last_was_function = false; /* this is the blank after the function */
        return g->err;
    }
    kg_add_item(g, f, IT_BLANK, NULL);
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
        kg_add_item(g, f, IT_FLUSH, NULL);
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
    struct kg_block *bk = kg_push_block(g, f, BK_BRANCH);
    if (!bk)
        return g->err;
    bk->is_if = head && starts_with_if(head);
    bk->grid = grid;
    if (!kg_add_item(g, f, IT_OPEN, head))
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
    struct kg_block *bk = kg_push_block(g, f, BK_BRANCH);
    if (!bk)
        return g->err;
    bk->is_if = head && starts_with_if(head);
    if (!kg_add_item(g, f, IT_ELSE, head))
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
    if (!kg_add_item(g, f, IT_CLOSE, tail))
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
