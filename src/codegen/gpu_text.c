/*
 * gpu_text.c: text helpers of the GPU back ends (gpu.h): where statements and lines
 * end, the text of polynomials and types, the identifiers a kernel's text
 * names, and the names kforge gives kernels and buffers.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <isl/aff.h>
#include <isl/map.h>
#include <isl/set.h>
#include <isl/val.h>

#include "codegen/gen_reduce.h"
#include "codegen/gpu.h"
#include "support/ctext.h"
#include "codegen/launch.h"
#include "codegen/xfer.h"
#include "ir/poly.h"
#include "kforge/arena.h"
#include "kforge/kforge.h"
#include "kforge/kgen.h"

/* ---- text helpers ------------------------------------------------------ */


/* One past the statement that ends at `off`: its ';' when the range stops
 * before it (clang's ranges of expression statements do). */
static size_t stmt_end(const struct gen *g, size_t off)
{
    size_t p = off;
    while (p < g->len && (g->text[p] == ' ' || g->text[p] == '\t' || g->text[p] == '\n'))
        p++;
    return p < g->len && g->text[p] == ';' ? p + 1 : off;
}

size_t kf_gpu_node_end(const struct gen *g, const struct kf_node *n)
{
    return stmt_end(g, n->range.end.offset);
}

/* Where a for's or an if's header starts: "for (" or "if (". */
size_t kf_gpu_header_begin(const struct kf_node *L)
{
    return L->kind == KF_NODE_IF ? L->range.begin.offset : L->header.begin.offset;
}

/* One past the ')' of a for header (the IR's header range ends with the
 * increment expression) or of an if's condition. */
size_t kf_gpu_header_end(const struct gen *g, const struct kf_node *L)
{
    size_t end = L->kind == KF_NODE_IF ? L->cond.end.offset : L->header.end.offset;
    size_t p = end;
    while (p < g->len && isspace((unsigned char)g->text[p]))
        p++;
    return p < g->len && g->text[p] == ')' ? p + 1 : end;
}

/* Only white space between the line's start and off? */
bool kf_gpu_alone_on_line(const struct gen *g, size_t off)
{
    for (size_t i = kf_ctext_line_start(g->text, off); i < off; i++)
        if (g->text[i] != ' ' && g->text[i] != '\t')
            return false;
    return true;
}

/* Text from off to end, starting with the line's indentation when the
 * statement begins its line (so kgen sees the user's relative indentation). */
char *kf_gpu_node_text(struct frag *x, size_t off, size_t end)
{
    const struct gen *g = x->g;
    size_t from = kf_gpu_alone_on_line(g, off) ? kf_ctext_line_start(g->text, off) : off;
    return kf_arena_strndup(x->F->ar, g->text + from, end - from);
}

/* Only white space between the start of p's line in s and p? */
bool kf_gpu_alone_in(const char *s, const char *p)
{
    while (p > s && (p[-1] == ' ' || p[-1] == '\t'))
        p--;
    return p == s || p[-1] == '\n';
}

/* Only white space, comments, braces and ';' in [b, e)? */
static bool only_glue(const struct gen *g, size_t b, size_t e)
{
    for (size_t i = b; i < e; i++) {
        char c = g->text[i];
        size_t past = c == '/' ? kf_ctext_skip(g->text, e, i, false) : i; /* comments only */
        if (c == '#' && strncmp(g->text + i, "#pragma kforge fusion_barrier", 29) == 0)
            past = kf_ctext_skip(g->text, e, i, true); /* gpu_fuse.h's barrier line */
        if (past != i)
            i = past - 1;
        else if (!isspace((unsigned char)c) && c != '{' && c != '}' && c != ';')
            return false;
    }
    return true;
}

/* The braces of glue [b, e) added to *depth (comments skipped); false
 * when it closes one that [b, e)'s caller did not open. */
static bool glue_braces(const struct gen *g, size_t b, size_t e, int *depth)
{
    for (size_t i = b; i < e; i++) {
        size_t past = g->text[i] == '/' ? kf_ctext_skip(g->text, e, i, false) : i;
        if (past != i)
            i = past - 1;
        else if (g->text[i] == '{')
            ++*depth;
        else if (g->text[i] == '}' && --*depth < 0)
            return false;
    }
    return true;
}

/* Are the children the whole of [b, e), apart from glue?  The glue's
 * braces must pair up inside [b, e): code written in place of the range
 * would otherwise drop one brace of a block and keep the other (a block
 * `{ ... }` that starts between two children and ends after the last). */
bool kf_gpu_kids_cover(const struct gen *g, size_t b, size_t e, int n, struct kf_node *const *kid)
{
    size_t at = b;
    int depth = 0;
    for (int i = 0; i < n; i++) {
        if (kid[i]->range.begin.offset < at || !only_glue(g, at, kid[i]->range.begin.offset) ||
            !glue_braces(g, at, kid[i]->range.begin.offset, &depth))
            return false;
        at = kf_gpu_node_end(g, kid[i]);
    }
    return at <= e && only_glue(g, at, e) && glue_braces(g, at, e, &depth) && depth == 0;
}

const char *kf_gpu_poly_text(struct frag *x, const struct kf_poly *p)
{
    char buf[512];
    kf_poly_print(x->f, p, buf, sizeof buf);
    return kf_arena_strdup(x->F->ar, buf);
}

/* ---- parameters a kernel receives under a name of its own -------------- */

/* "kf_" and the words of the text: "m->rows" -> "kf_m_rows",
 * "(long)w * h" -> "kf_long_w_h" */
static const char *mangle(struct frag *x, const char *s)
{
    char *r = kf_arena_alloc(x->F->ar, strlen(s) + 4), *w = r + 3;
    memcpy(r, "kf_", 3);
    for (const char *p = s; *p; p++)
        if (kf_ctext_is_ident(*p))
            *w++ = *p;
        else if (w > r + 3 && w[-1] != '_')
            *w++ = '_';
    while (w > r + 3 && w[-1] == '_')
        w--;
    *w = 0;
    return r;
}

static void arg_names(struct frag *x)
{
    if (x->arg_name)
        return;
    const struct kf_fragment *f = x->f;
    x->arg_name = kf_arena_alloc(x->F->ar, (size_t)(f->nvar + 1) * sizeof *x->arg_name);
    for (int v = 0; v < f->nvar; v++) {
        const struct kf_var *var = &f->vars[v];
        x->arg_name[v] = var->name;
        if (!var->member && !var->product)
            continue;
        const char *n = mangle(x, var->name);
        /* two paths of one spelling ("a->b_c", "a_b->c"), or a user's
         * kf_ name: the variable's id tells them apart */
        bool taken = false;
        for (int w = 0; w < f->nvar && !taken; w++)
            taken = w != v && (strcmp(f->vars[w].name, n) == 0 ||
                               (w < v && strcmp(x->arg_name[w], n) == 0));
        x->arg_name[v] = taken ? kf_arena_printf(x->F->ar, "%s_%d", n, v) : n;
    }
    struct kf_fragment *kv = kf_arena_alloc(x->F->ar, sizeof *kv);
    *kv = *f;
    kv->vars = kf_arena_alloc(x->F->ar, (size_t)(f->nvar + 1) * sizeof *kv->vars);
    for (int v = 0; v < f->nvar; v++) {
        kv->vars[v] = f->vars[v];
        kv->vars[v].name = x->arg_name[v];
    }
    x->kview = kv;
}

const char *kf_gpu_arg_name(struct frag *x, int v)
{
    arg_names(x);
    return x->arg_name[v];
}

const char *kf_gpu_kpoly_text(struct frag *x, const struct kf_poly *p)
{
    char buf[512];
    arg_names(x);
    kf_poly_print(x->kview, p, buf, sizeof buf);
    return kf_arena_strdup(x->F->ar, buf);
}

int kf_gpu_arg_var(struct frag *x, const char *s, size_t n)
{
    if (n < 4 || strncmp(s, "kf_", 3) != 0)
        return -1;
    arg_names(x);
    for (int v = 0; v < x->f->nvar; v++)
        if ((x->f->vars[v].member || x->f->vars[v].product) && strlen(x->arg_name[v]) == n &&
            strncmp(x->arg_name[v], s, n) == 0)
            return v;
    return -1;
}

/* the member use that starts first at or after `at` and before e: its var
 * and index, or false */
static bool next_use(const struct frag *x, size_t at, size_t e, int *var, int *idx)
{
    size_t best = e;
    *var = -1;
    for (int v = 0; v < x->f->nvar; v++) {
        const struct kf_var *m = &x->f->vars[v];
        for (int i = 0; m->member && i < m->nuse; i++)
            if (m->uses[i].begin.offset >= at && m->uses[i].begin.offset < best &&
                m->uses[i].end.offset <= e) {
                best = m->uses[i].begin.offset;
                *var = v;
                *idx = i;
            }
    }
    return *var >= 0;
}

const char *kf_gpu_member_uses_why(struct frag *x, size_t b, size_t e)
{
    int v, i;
    for (size_t at = b; next_use(x, at, e, &v, &i); at = x->f->vars[v].uses[i].end.offset) {
        const struct kf_var *m = &x->f->vars[v];
        const struct kf_range *r = &m->uses[i];
        /* the text, blanks and comments left out, must be the path itself:
         * a macro's invocation that names it (`W` for img->w) is not */
        const char *t = x->g->text, *p = m->name;
        size_t q = r->begin.offset;
        while (q < r->end.offset && *p) {
            size_t past = kf_ctext_skip(t, r->end.offset, q, false);
            if (past != q || isspace((unsigned char)t[q]))
                q = past != q ? past : q + 1;
            else if (t[q] == *p)
                q++, p++;
            else
                break;
        }
        while (q < r->end.offset && isspace((unsigned char)t[q]))
            q++;
        if (*p || q != r->end.offset)
            return kf_arena_printf(x->F->ar, "the struct member '%s' on line %u is written "
                                             "through a macro or other text kforge does not "
                                             "rename for the kernel",
                                   m->name, r->begin.line);
    }
    return NULL;
}

const char *kf_gpu_src_text(struct frag *x, size_t b, size_t e)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *o = open_memstream(&buf, &len);
    if (!o) {
        x->g->nomem = true;
        return "";
    }
    int v, i;
    size_t at = b;
    while (next_use(x, at, e, &v, &i)) {
        const struct kf_range *r = &x->f->vars[v].uses[i];
        fwrite(x->g->text + at, 1, r->begin.offset - at, o);
        fputs(kf_gpu_arg_name(x, v), o);
        at = r->end.offset;
    }
    fwrite(x->g->text + at, 1, e - at, o);
    fclose(o);
    const char *res = kf_arena_strdup(x->F->ar, buf ? buf : "");
    free(buf);
    return res;
}

/* An identifier or a number: needs no parentheses. */
static bool simple(const char *s)
{
    if (!*s)
        return false;
    for (const char *p = s; *p; p++)
        if (!kf_ctext_is_ident(*p))
            return false;
    return true;
}

const char *kf_gpu_paren(struct frag *x, const char *s)
{
    return simple(s) ? s : kf_arena_printf(x->F->ar, "(%s)", s);
}

/* The element type of an array variable: "double [64][64]", "double (*)[n]",
 * "double *restrict" -> "double"; const dropped (device copies are written). */
const char *kf_gpu_elem_type(struct frag *x, const struct kf_var *v)
{
    const char *t = v->type;
    size_t n = strcspn(t, "[(*");
    while (n > 0 && t[n - 1] == ' ')
        n--;
    char *s = kf_arena_strndup(x->F->ar, t, n);
    if (strncmp(s, "const ", 6) == 0)
        s += 6;
    if (!kf_gpu_basic_type(s) && v->elem_type && kf_gpu_basic_type(v->elem_type)) {
        /* a typedef (i64, u8): the type clang resolved it to; OpenCL C
         * spells a 64-bit integer long (long long is reserved there) */
        const char *e = v->elem_type;
        while (strncmp(e, "const ", 6) == 0)
            e += 6;
        if (!x->cuda && strcmp(e, "long long") == 0)
            e = "long";
        else if (!x->cuda && strcmp(e, "unsigned long long") == 0)
            e = "unsigned long";
        return e;
    }
    return s;
}

int kf_gpu_type_size(const char *t)
{
    if (strstr(t, "double") || strstr(t, "long"))
        return 8;
    if (strstr(t, "char"))
        return 1;
    if (strstr(t, "short"))
        return 2;
    return 4;
}
/* ---- identifiers of kernel text ---------------------------------------- */

const char *const kf_gpu_keywords[] = {
    "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else",
    "enum", "extern", "float", "for", "goto", "if", "inline", "int", "long", "register",
    "restrict", "return", "short", "signed", "sizeof", "static", "struct", "switch", "typedef",
    "union", "unsigned", "void", "volatile", "while", "_Bool", NULL,
};

/* Functions both OpenCL C and CUDA provide with C's meaning. */
const char *const kf_gpu_builtins[] = {
    "sqrt", "sqrtf", "fabs", "fabsf", "exp", "expf", "log", "logf", "pow", "powf", "sin", "sinf",
    "cos", "cosf", "tan", "tanf", "floor", "floorf", "ceil", "ceilf", "fmin", "fminf", "fmax",
    "fmaxf", "abs", "exp2", "log2", "log10", "tanh", "atan", "atan2", "asin", "acos", "fmod",
    "cbrt", "hypot", "round", "trunc", NULL,
};

/* Words of the device languages that C leaves to its users: OpenCL C's
 * address spaces and types without their underscores, C++'s keywords for
 * CUDA.  A variable of the user's named so (`int half = n / 2;`, `double
 * local`, `int new`) would not build in a kernel. */
static const char *const opencl_words[] = {
    "half", "kernel", "global", "local", "constant", "private", "read_only", "write_only",
    "read_write", "uchar", "ushort", "uint", "ulong", "image1d_t", "image2d_t", "image3d_t",
    "sampler_t", "event_t", NULL,
};
static const char *const cuda_words[] = {
    "and", "and_eq", "bitand", "bitor", "catch", "class", "compl", "const_cast", "constexpr",
    "decltype", "delete", "dynamic_cast", "explicit", "export", "false", "friend", "mutable",
    "namespace", "new", "noexcept", "not", "not_eq", "nullptr", "operator", "or", "or_eq",
    "private", "protected", "public", "reinterpret_cast", "static_assert", "static_cast",
    "template", "this", "throw", "true", "try", "typeid", "typename", "using", "virtual",
    "xor", "xor_eq", NULL,
};

/* OpenCL C's vector types: char2 .. double16 */
static bool vector_type(const char *s, size_t n)
{
    static const char *const base[] = {"char", "uchar", "short", "ushort", "int", "uint",
                                       "long", "ulong", "float", "double", "half", NULL};
    for (int i = 0; base[i]; i++) {
        size_t b = strlen(base[i]);
        if (n > b && strncmp(s, base[i], b) == 0) {
            const char *w = s + b;
            size_t k = n - b;
            if ((k == 1 && strchr("2348", *w)) || (k == 2 && strncmp(w, "16", 2) == 0))
                return true;
        }
    }
    return false;
}

/* Is s[0, n) the name of a variable of some fragment of the file? */
static bool user_variable(const struct kf_program *prog, const char *s, size_t n)
{
    for (int f = 0; f < prog->nfrag; f++)
        for (int v = 0; prog->frags[f] && v < prog->frags[f]->nvar; v++) {
            const char *name = prog->frags[f]->vars[v].name;
            if (strlen(name) == n && strncmp(name, s, n) == 0)
                return true;
        }
    return false;
}

char *kf_gpu_rename_reserved(const struct gen *g, const char *text, bool cuda)
{
    char *buf = NULL;
    size_t len = 0, tl = strlen(text), at = 0, n;
    FILE *o = open_memstream(&buf, &len);
    if (!o)
        return NULL;
    for (size_t i = kf_ctext_ident_in(text, tl, 0, &n); i < tl;
         i = kf_ctext_ident_in(text, tl, i + n, &n)) {
        bool word = kf_gpu_in_list(cuda ? cuda_words : opencl_words, text + i, n) ||
                    (!cuda && vector_type(text + i, n));
        if (!word || !user_variable(g->a->prog, text + i, n))
            continue;
        fwrite(text + at, 1, i - at, o);
        fputs("kf_", o);
        at = i;
    }
    fputs(text + at, o);
    if (fclose(o) != 0) {
        free(buf);
        return NULL;
    }
    return buf;
}

bool kf_gpu_in_list(const char *const *list, const char *s, size_t n)
{
    for (int i = 0; list[i]; i++)
        if (strlen(list[i]) == n && strncmp(list[i], s, n) == 0)
            return true;
    return false;
}

/* The variable a name in the text of loop `ctx` means: one declared inside
 * it, else the iterator of a loop around it (or its own), else one declared
 * outside the fragment; -1 for none (the front end names each declaration
 * apart, so several "i" may exist). */
int kf_gpu_var_named(const struct kf_fragment *f, const struct kf_node *ctx, const char *s,
                     size_t n)
{
    int outer = -1, first = -1;
    for (int v = 0; v < f->nvar; v++) {
        const struct kf_var *var = &f->vars[v];
        if (strlen(var->name) != n || strncmp(var->name, s, n) != 0)
            continue;
        if (first < 0)
            first = v;
        if (!ctx)
            return v;
        bool mine = !var->is_global && !var->is_param_decl;
        if (mine && var->decl.offset >= ctx->range.begin.offset &&
            var->decl.offset < ctx->range.end.offset)
            return v;
        for (const struct kf_node *l = ctx; l; l = l->parent)
            if (l->kind == KF_NODE_LOOP && l->iter == v)
                return v;
        if ((!mine || var->decl.offset < f->range.begin.offset ||
             var->decl.offset >= f->range.end.offset) &&
            outer < 0)
            outer = v;
    }
    return outer >= 0 ? outer : first;
}

/* char, short, int, long (signed or unsigned), float, double; const is fine */
bool kf_gpu_basic_type(const char *t)
{
    static const char *const words[] = {"const", "unsigned", "signed", "char", "short", "int",
                                        "long", "float", "double", NULL};
    bool any = false;
    for (const char *p = t; *p;) {
        while (*p == ' ')
            p++;
        size_t n = 0;
        while (kf_ctext_is_ident(p[n]))
            n++;
        if (n == 0)
            return *p == 0 && any;
        if (!kf_gpu_in_list(words, p, n))
            return false;
        any = true;
        p += n;
    }
    return any;
}

/* A scalar's type as a kernel parameter: as written when the device
 * language knows it, else clang's canonical spelling (size_t is unsigned
 * long: OpenCL refuses size_t parameters, and both are 64 bits wide on the
 * LP64 hosts kforge targets). */
const char *kf_gpu_cl_arg(struct frag *x, int v)
{
    const struct kf_var *var = &x->f->vars[v];
    if (var->kind == KF_VAR_ARRAY)
        return kf_gpu_dev_name(x, v);
    if (var->product || var->is_register)
        return kf_arena_printf(x->F->ar, "(%s){%s}", kf_gpu_scalar_type(var), var->name);
    return var->name;
}

const char *kf_gpu_scalar_type(const struct kf_var *v)
{
    if (!kf_gpu_basic_type(v->type) && v->elem_type && kf_gpu_basic_type(v->elem_type))
        return v->elem_type;
    return v->type;
}

/* A kernel parameter's type (an array's element type): an enum's own on
 * CUDA, whose C++ converts no integer to an enum implicitly (`op_t o =
 * ops[i]`); its integer type on OpenCL, which the host's value matches. */
const char *kf_gpu_param_type(struct frag *x, const struct kf_var *v)
{
    if (x->cuda && v->enum_type)
        return v->enum_type;
    return v->kind == KF_VAR_ARRAY ? kf_gpu_elem_type(x, v) : kf_gpu_scalar_type(v);
}

/* The fragment's function-like macro named s[0..n) (the front end's record
 * of the definitions its text needs), or NULL. */
static const struct kf_macro *function_macro(const struct kf_fragment *f, const char *s, size_t n)
{
    for (int i = f->nmacro - 1; i >= 0; i--)
        if (f->macros[i].function_like && strlen(f->macros[i].name) == n &&
            strncmp(f->macros[i].name, s, n) == 0)
            return &f->macros[i];
    return NULL;
}

/* (gpu.h) */
const struct kf_macro *kf_gpu_object_macro(const struct kf_program *prog, const char *name,
                                           size_t from)
{
    size_t n = strlen(name);
    for (int f = 0; f < prog->nfrag; f++)
        for (int i = 0; prog->frags[f] && i < prog->frags[f]->nmacro; i++) {
            const struct kf_macro *m = &prog->frags[f]->macros[i];
            if (!m->function_like && m->at >= from && m->at > 0 && strncmp(m->def, name, n) == 0 &&
                (m->def[n] == ' ' || m->def[n] == 0) && strcmp(m->name, name) == 0)
                return m;
        }
    return NULL;
}

/* A call of the user's function-like macro is what its body does: the body
 * is scanned in its place (a few levels deep), and the macro is listed so
 * that a device source the host's preprocessor does not reach can define it. */
static void scan_macro(struct frag *x, const struct kf_macro *m, struct idents *out)
{
    bool seen = false;
    for (int i = 0; i < out->nmac; i++)
        seen |= out->mac[i] == m;
    if (!seen && out->nmac < MAX_IDENTS)
        out->mac[out->nmac++] = m;
    const char *params = strchr(m->def, '('), *body = strchr(m->def, ')');
    if (out->depth >= 8 || !params || !body) {
        out->bad = out->bad ? out->bad : m->name;
        return;
    }
    /* the variables the body names are in the node's uses (clang's), and
     * its parameters are no variables: only its calls and macros count */
    struct idents sub = *out;
    sub.var = kf_arena_alloc(x->F->ar, (size_t)x->f->nvar + 1);
    sub.depth++;
    kf_gpu_scan(x, body + 1, &sub);
    out->bad = sub.bad;
    out->nmac = sub.nmac;
    memcpy(out->mac, sub.mac, (size_t)sub.nmac * sizeof *sub.mac);
    for (int i = out->nfree; i < sub.nfree; i++) {
        size_t n = strlen(sub.free_[i]);
        const char *p = strstr(params, sub.free_[i]);
        if (!p || p > body || kf_ctext_is_ident(p[-1]) || kf_ctext_is_ident(p[n]))
            out->free_[out->nfree++] = sub.free_[i];
    }
}

static bool add_decl(struct idents *out, int d)
{
    for (int i = 0; i < out->ndecl; i++)
        if (out->decl[i] == d)
            return false;
    if (out->ndecl < MAX_IDENTS)
        out->decl[out->ndecl++] = d;
    return true;
}

/* A call of a function of the file (the front end found it free of side
 * effects): the kernel's source gets its text (gpu_decl.c), so what its
 * body calls must be on the device too; its own variables are no
 * fragment's. */
static void scan_decl(struct frag *x, int d, struct idents *out)
{
    if (!add_decl(out, d))
        return;
    const struct kf_filedecl *fd = &x->f->filedecls[d];
    if (out->depth >= 8 || fd->device_why) {
        if (!out->bad) {
            out->bad = fd->name;
            out->bad_why = fd->device_why;
        }
        return;
    }
    struct idents sub = *out;
    sub.ctx = NULL;
    sub.var = kf_arena_alloc(x->F->ar, (size_t)x->f->nvar + 1);
    sub.nfree = 0;
    sub.depth++;
    kf_gpu_scan(x, kf_arena_strndup(x->F->ar, x->g->text + fd->body, fd->end - fd->body), &sub);
    /* "it calls 'lround' through 'twice', which ..." */
    out->bad = sub.bad && !out->bad && !strchr(sub.bad, '\'')
                   ? kf_arena_printf(x->F->ar, "%s' through '%s", sub.bad, fd->name)
                   : sub.bad;
    out->bad_why = sub.bad_why;
    out->nmac = sub.nmac;
    memcpy(out->mac, sub.mac, (size_t)sub.nmac * sizeof *sub.mac);
    out->ndecl = sub.ndecl;
    memcpy(out->decl, sub.decl, (size_t)sub.ndecl * sizeof *sub.decl);
}

/* `__attribute__` (or `__attribute`): a GNU attribute on a declaration
 * the kernel's text keeps (`float t[256] __attribute__((aligned(64)));`,
 * Rodinia lud's scratch tiles).  Its words (aligned, packed, the
 * arguments) are no variables and no calls; OpenCL C and CUDA take the
 * attribute as written. */
static bool is_attribute(const char *s, size_t n)
{
    return (n == 13 && strncmp(s, "__attribute__", 13) == 0) ||
           (n == 11 && strncmp(s, "__attribute", 11) == 0);
}

/* The index past the parenthesis that closes the one at s[i] (comments
 * and literals inside skipped), or len. */
static size_t past_parens(const char *s, size_t len, size_t i)
{
    int depth = 0;
    while (i < len) {
        size_t past = kf_ctext_skip(s, len, i, false);
        if (past != i) {
            i = past;
            continue;
        }
        if (s[i] == '(')
            depth++;
        else if (s[i] == ')' && --depth == 0)
            return i + 1;
        i++;
    }
    return len;
}

/* Walks C text: every identifier outside comments, strings and numbers;
 * members after '.' and '->' are skipped. */
void kf_gpu_scan(struct frag *x, const char *s, struct idents *out)
{
    size_t len = strlen(s);
    for (size_t i = 0; s[i];) {
        char c = s[i];
        size_t past = kf_ctext_skip(s, len, i, false);
        if (past != i) {
            i = past;
        } else if (isdigit((unsigned char)c) || (c == '.' && isdigit((unsigned char)s[i + 1]))) {
            while (kf_ctext_is_ident(s[i]) || s[i] == '.' ||
                   ((s[i] == '+' || s[i] == '-') && (s[i - 1] == 'e' || s[i - 1] == 'E')))
                i++;
        } else if (kf_ctext_is_ident_start(c)) {
            size_t b = i;
            while (kf_ctext_is_ident(s[i]))
                i++;
            size_t n = i - b;
            size_t k = b;
            while (k > 0 && (s[k - 1] == ' ' || s[k - 1] == '\t'))
                k--;
            if (k > 0 && (s[k - 1] == '.' || (s[k - 1] == '>' && k > 1 && s[k - 2] == '-')))
                continue;
            size_t j = i;
            while (isspace((unsigned char)s[j]))
                j++;
            if (s[j] == '(' && is_attribute(s + b, n)) {
                i = past_parens(s, len, j); /* GNU attributes name no data */
                continue;
            }
            int v = kf_gpu_var_named(x->f, out->ctx, s + b, n);
            if (v < 0)
                v = kf_gpu_arg_var(x, s + b, n); /* kf_m_rows: m->rows */
            if (v >= 0)
                out->var[v] = true;
            else if (kf_gpu_in_list(kf_gpu_keywords, s + b, n))
                ;
            else if (s[j] == '(') {
                const struct kf_macro *m = kf_gpu_in_list(kf_gpu_builtins, s + b, n)
                                               ? NULL
                                               : function_macro(x->f, s + b, n);
                int d = m || kf_gpu_in_list(kf_gpu_builtins, s + b, n)
                            ? -1
                            : kf_gpu_filedecl(x, s + b, n, KF_DECL_FUNC);
                if (m)
                    scan_macro(x, m, out);
                else if (d >= 0)
                    scan_decl(x, d, out);
                else if (!kf_gpu_in_list(kf_gpu_builtins, s + b, n) && !out->bad)
                    out->bad = kf_arena_strndup(x->F->ar, s + b, n);
            } else if (kf_gpu_filedecl(x, s + b, n, KF_DECL_TYPE) >= 0) {
                add_decl(out, kf_gpu_filedecl(x, s + b, n, KF_DECL_TYPE));
            } else {
                bool seen = false;
                for (int q = 0; q < out->nfree; q++)
                    if (strlen(out->free_[q]) == n && strncmp(out->free_[q], s + b, n) == 0)
                        seen = true;
                if (!seen && out->nfree < MAX_IDENTS)
                    out->free_[out->nfree++] = kf_arena_strndup(x->F->ar, s + b, n);
            }
        } else
            i++;
    }
}
/* ---- names ------------------------------------------------------------- */

const char *kf_gpu_kernel_name(struct frag *x, const struct kf_node *L)
{
    char *s = kf_arena_printf(x->F->ar, "%s_%s", x->f->function, L->id);
    for (char *p = s; *p; p++)
        if (*p == '.')
            *p = '_';
    return s;
}

const char *kf_gpu_dev_name(struct frag *x, int v)
{
    return kf_arena_printf(x->F->ar, "kf_%s_dev", x->f->vars[v].name);
}

const char *kf_gpu_bytes_name(struct frag *x, int v)
{
    return kf_arena_printf(x->F->ar, "kf_%s_bytes", x->f->vars[v].name);
}
