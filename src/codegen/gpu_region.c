/*
 * gpu_region.c: regions (gpu.h): consecutive fragments of one block with host code
 * between them that does not jump (gap_scan), modelled as host statements
 * that read and write device variables, so one xfer program covers them.
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

/* ---- regions ------------------------------------------------------------- */

/* One past the last significant character before off, skipping white space,
 * comments and preprocessor lines; 0 when there is none. */
size_t kf_gpu_prev_significant_at(const struct gen *g, size_t off)
{
    size_t p = off;
    while (p > 0) {
        char c = g->text[p - 1];
        if (isspace((unsigned char)c)) {
            p--;
            continue;
        }
        if (c == '/' && p >= 2 && g->text[p - 2] == '*') { /* a comment ending here */
            size_t q = p - 2;
            while (q >= 2 && !(g->text[q - 2] == '/' && g->text[q - 1] == '*'))
                q--;
            p = q >= 2 ? q - 2 : 0;
            continue;
        }
        /* a preprocessor line or a // comment: the line's first '#', or a '//' on it */
        size_t ls = kf_ctext_line_start(g->text, p - 1), t = ls;
        while (t < p && (g->text[t] == ' ' || g->text[t] == '\t'))
            t++;
        if (t < p && g->text[t] == '#') {
            p = ls;
            continue;
        }
        const char *cm = NULL;
        for (size_t q = ls; q + 1 < p && !cm; q++)
            if (g->text[q] == '/' && g->text[q + 1] == '/')
                cm = g->text + q;
        if (cm) {
            p = (size_t)(cm - g->text);
            continue;
        }
        return p;
    }
    return 0;
}

/* That character itself; 0 at the start of the text. */
char kf_gpu_prev_significant(const struct gen *g, size_t off)
{
    size_t p = kf_gpu_prev_significant_at(g, off);
    return p ? g->text[p - 1] : 0;
}

/* The first significant character at or after off (before to), skipping
 * white space, comments and preprocessor lines; to when there is none. */
size_t kf_gpu_next_significant(const struct gen *g, size_t off, size_t to)
{
    size_t q = off;
    for (;;) {
        q += strspn(g->text + q, " \t\r\n");
        if (q < to && g->text[q] == '#')
            q += strcspn(g->text + q, "\n");
        else if (q + 1 < to && g->text[q] == '/' && g->text[q + 1] == '/')
            q += strcspn(g->text + q, "\n");
        else if (q + 1 < to && g->text[q] == '/' && g->text[q + 1] == '*' &&
                 strstr(g->text + q, "*/"))
            q = (size_t)(strstr(g->text + q, "*/") - g->text) + 2;
        else
            break;
    }
    return q < to ? q : to;
}

/* Does the identifier [s, s+n) name one of the region's device variables?
 * Their bits in *mask. */
static bool names_region_var(const struct region *R, const char *s, size_t n, uint64_t *mask)
{
    bool any = false;
    for (int i = 0; i < R->nx; i++) {
        const char *name = R->rep_x[i]->f->vars[R->rep_v[i]].name;
        if (strlen(name) == n && strncmp(name, s, n) == 0) {
            *mask |= 1ull << i;
            any = true;
        }
    }
    return any;
}

/* A scalar of a basic type that some fragment of the region knows by this
 * name: the host code may read or write it, no device copy is involved. */
static bool names_plain_scalar(const struct region *R, const char *s, size_t n)
{
    for (int k = 0; k < R->n; k++) {
        const struct kf_fragment *f = R->x[k]->f;
        for (int v = 0; v < f->nvar; v++)
            if (strlen(f->vars[v].name) == n && strncmp(f->vars[v].name, s, n) == 0 &&
                f->vars[v].kind != KF_VAR_ARRAY && kf_gpu_basic_type(kf_gpu_scalar_type(&f->vars[v])) &&
                !f->vars[v].address_taken)
                return true;
    }
    return false;
}


/* The last character before p that is not white space, or 0 at from. */
static char prev_char(const char *text, size_t from, size_t p)
{
    while (p > from && isspace((unsigned char)text[p - 1]))
        p--;
    return p > from ? text[p - 1] : 0;
}

/* May the * or & at p apply to one operand (a dereference, an address)?
 * It may when what comes before it cannot end an operand; a * after ')'
 * counts too, as the ')' may close a cast. */
static bool unary_at(const char *text, size_t from, size_t p)
{
    char c = prev_char(text, from, p);
    return !(kf_ctext_is_ident(c) || c == ']' || (c == ')' && text[p] == '&'));
}

/*
 * The host code [from, to) between or around fragments:
 *   GAP_BREAK   it may leave the code around it or jump (return, goto,
 *               break, continue, switch, labels, setjmp, longjmp, a brace
 *               it does not open and close itself) or holds preprocessor
 *               lines other than #pragma: the fragments do not share a
 *               region;
 *   GAP_OPAQUE  code the model cannot follow (a call other than a math
 *               built-in, a printer that only reads, or a function of the
 *               file whose body it can follow (call_opaque), a macro whose definitions it cannot follow
 *               (macro_opaque), or names kforge
 *               does not know together with pointer operations: a
 *               subscript, unary * or &, -> or . that may reach a device
 *               array through an alias): it may read and write every
 *               device variable;
 *   GAP_NAMES   otherwise: it reads the device variables it names
 *               (use->reads) and may write those whose element it assigns,
 *               increments or takes the address of, or that it names
 *               without a subscript (use->writes), nothing else.
 * if / else / for / while / do and blocks are allowed: everything in them
 * runs on the host, so modelling the whole text as one host statement that
 * touches the union of what its branches touch only adds copies, never
 * loses one.  A name it does not know is a plain value (a loop counter, a
 * local scalar) as long as the text does no pointer operation.
 */
static enum gap_kind gap_scan_at(const struct region *R, const char *text, size_t from, size_t to,
                                 struct gap_use *use, int depth, bool callee);

/* Is the name [s, s+n) a macro the model cannot follow?  Not when each
 * #define of it is object-like and its body is host code kf_gpu_gap_scan models
 * (`#define STEPS 40`, `#define LAST (N - 1)`): what the bodies do to
 * device variables joins *use.  A function-like macro, a body that calls or
 * jumps, or a name on other preprocessor lines only, may touch anything. */
static bool macro_opaque(const struct region *R, const char *s, size_t n, struct gap_use *use,
                         int depth)
{
    const struct gen *g = R->x[0]->g;
    if (!kf_gpu_in_macro(g, s, n))
        return false;
    if (depth >= 8)
        return true;
    bool defined = false;
    for (size_t p = 0; p < g->len;) {
        size_t e = p + strcspn(g->text + p, "\n");
        size_t t = p + strspn(g->text + p, " \t");
        if (t < e && g->text[t] == '#') {
            t += 1 + strspn(g->text + t + 1, " \t");
            if (e - t > 6 && strncmp(g->text + t, "define", 6) == 0 &&
                isspace((unsigned char)g->text[t + 6])) {
                t += 6 + strspn(g->text + t + 6, " \t");
                if (e - t >= n && strncmp(g->text + t, s, n) == 0 &&
                    !kf_ctext_is_ident(g->text[t + n])) {
                    struct gap_use m;
                    if (g->text[t + n] == '(' || (e > p && g->text[e - 1] == '\\') ||
                        gap_scan_at(R, g->text, t + n, e, &m, depth + 1, false) != GAP_NAMES)
                        return true;
                    use->reads |= m.reads;
                    use->writes |= m.writes;
                    defined = true;
                }
            }
        }
        p = e + 1;
    }
    return !defined;
}

/* Calls that only read what their arguments name (printing progress in a
 * time loop must not bring every array home); a format with %n makes the
 * code opaque. */
static const char *const printers[] = {"printf", "fprintf", "puts", "fputs", "putchar", "fflush",
                                       NULL};

enum gap_kind kf_gpu_gap_scan(const struct region *R, const char *text, size_t from, size_t to,
                              struct gap_use *use)
{
    return gap_scan_at(R, text, from, to, use, 0, false);
}

/* May the device variable named at [p, p+n) be written there?  Only an
 * element read is sure not to be: a subscripted name that is not assigned,
 * incremented or addressed.  A bare name decays to a pointer the code may
 * write through later. */
static bool written_at(const char *text, size_t from, size_t to, size_t p, size_t n)
{
    char before = prev_char(text, from, p);
    size_t b = p;
    while (b > from && isspace((unsigned char)text[b - 1]))
        b--;
    /* an address, or ++ / -- before it; `a && y[k]` is neither */
    if ((before == '&' && !(b >= from + 2 && text[b - 2] == '&')) ||
        ((before == '+' || before == '-') && b >= from + 2 && text[b - 2] == before))
        return true;
    size_t q = p + n;
    int subscripts = 0;
    for (;;) {
        while (q < to && isspace((unsigned char)text[q]))
            q++;
        if (q >= to || text[q] != '[')
            break;
        int depth = 0;
        for (; q < to; q++) {
            if (text[q] == '[')
                depth++;
            else if (text[q] == ']' && --depth == 0)
                break;
        }
        q++;
        subscripts++;
    }
    /* an element at the very end is a condition's last operand
     * (`while (k < n && y[k])`): host statements end with a ';' */
    if (!subscripts || q >= to)
        return !subscripts;
    char c = text[q], d = q + 1 < to ? text[q + 1] : 0, e = q + 2 < to ? text[q + 2] : 0;
    if (c == '=')
        return d != '=';
    if (c == '.' || (c == '-' && d == '>') || c == '(')
        return true;
    if ((c == '+' || c == '-') && d == c)
        return true;
    if (strchr("+-*/%&|^", c) && d == '=')
        return true;
    return (c == '<' || c == '>') && d == c && e == '=';
}

/* Is the text at *p no code (white space, a comment, a string or character
 * literal, a preprocessor line where *bol says a line starts)?  Then *p
 * moves to its last character (end - 1 at most) and the answer is true. */
bool kf_gpu_skip_noncode(const struct gen *g, size_t *p, size_t end, bool *bol)
{
    size_t q = *p;
    char c = g->text[q];
    if (c == '\n' || isspace((unsigned char)c)) {
        *bol |= c == '\n';
        return true;
    }
    size_t past = kf_ctext_skip(g->text, end, q, *bol);
    *bol = false;
    if (past == q)
        return false;
    *p = past - 1;
    return true;
}

/* Is a call of the function [s, s+n) code the model cannot follow?  Not
 * when the file defines it and its body is host code kf_gpu_gap_scan models (a
 * helper that prints progress, or reads the arrays it names): what the
 * body does to device variables joins *use.  A function defined elsewhere,
 * reached through a pointer, or whose body calls or dereferences what kforge
 * cannot follow, may touch anything. */
static bool call_opaque(const struct region *R, const char *s, size_t n, struct gap_use *use,
                        int depth)
{
    const struct gen *g = R->x[0]->g;
    if (depth >= 8)
        return true;
    int braces = 0;
    bool bol = true;
    for (size_t p = 0; p < g->len; p++) {
        if (kf_gpu_skip_noncode(g, &p, g->len, &bol))
            continue;
        char c = g->text[p];
        if (c == '{') {
            braces++;
        } else if (c == '}') {
            braces--;
        } else if (braces == 0 && kf_ctext_is_ident_start(c) &&
                   (p == 0 || !kf_ctext_is_ident(g->text[p - 1])) && p + n < g->len &&
                   strncmp(g->text + p, s, n) == 0 && !kf_ctext_is_ident(g->text[p + n])) {
            /* at file scope: NAME ( ... ) { ... } is its definition */
            size_t q = kf_gpu_next_significant(g, p + n, g->len), r, o;
            if (q < g->len && g->text[q] == '(' && (r = kf_gpu_match_close(g, q)) &&
                (o = kf_gpu_next_significant(g, r + 1, g->len)) < g->len && g->text[o] == '{') {
                size_t e = kf_gpu_match_close(g, o);
                struct gap_use m;
                if (!e || gap_scan_at(R, g->text, o + 1, e, &m, depth + 1, true) != GAP_NAMES)
                    return true;
                use->reads |= m.reads;
                use->writes |= m.writes;
                return false;
            }
        }
    }
    return true;
}

/* kf_gpu_gap_scan, inside `depth` macro or function bodies (callee: a function's,
 * where return is fine) */
static enum gap_kind gap_scan_at(const struct region *R, const char *text, size_t from, size_t to,
                                 struct gap_use *use, int depth, bool callee)
{
    static const char *const leave[] = {"switch", "case", "default", "goto", "return", "break",
                                        "continue", "setjmp", "longjmp", "sigsetjmp",
                                        "siglongjmp", "_setjmp", "__builtin_setjmp", NULL};
    enum gap_kind kind = GAP_NAMES;
    int pending_q = 0, braces = 0;
    bool bol = true, unknown = false, pointer_ops = false;
    char last_word = 0; /* 'r': the last identifier was a device variable */
    use->reads = use->writes = 0;
    for (size_t p = from; p < to;) {
        char c = text[p];
        if (c == '\n') {
            bol = true;
            p++;
            continue;
        }
        if (c == ' ' || c == '\t' || c == '\r') {
            p++;
            continue;
        }
        if (c == '#' && bol) {
            size_t q = p + 1;
            while (q < to && (text[q] == ' ' || text[q] == '\t'))
                q++;
            if (!(to - q >= 6 && strncmp(text + q, "pragma", 6) == 0))
                return GAP_BREAK;
            while (p < to && text[p] != '\n')
                p++;
            continue;
        }
        bol = false;
        if (c == '/' && p + 1 < to && text[p + 1] == '*') {
            const char *end = strstr(text + p + 2, "*/");
            p = end ? (size_t)(end - text) + 2 : to;
            continue;
        }
        if (c == '/' && p + 1 < to && text[p + 1] == '/') {
            while (p < to && text[p] != '\n')
                p++;
            continue;
        }
        if (c == '"' || c == '\'') {
            for (p++; p < to && text[p] != c; p++) {
                if (text[p] == '\\')
                    p++;
                else if (text[p] == '%' && text[p + strspn(text + p + 1, "hlzjt") + 1] == 'n')
                    kind = GAP_OPAQUE; /* a printf's %n writes through its argument */
            }
            p++;
            continue;
        }
        if (c == '{')
            braces++;
        if (c == '}' && --braces < 0)
            return GAP_BREAK;
        if (c == '?')
            pending_q++;
        if (c == ':' && pending_q-- <= 0)
            return GAP_BREAK; /* a label */
        /* pointer operations: a subscript not on a device variable, unary
         * * or &, ->, a member */
        if (c == '[' && !(last_word == 'r' && prev_char(text, from, p) != ')') &&
            prev_char(text, from, p) != ']')
            pointer_ops = true;
        if ((c == '*' || c == '&') && unary_at(text, from, p) &&
            !(c == '&' && p + 1 < to && text[p + 1] == '&'))
            pointer_ops = true;
        if (c == '&' && p + 1 < to && text[p + 1] == '&') {
            p += 2;
            continue;
        }
        if ((c == '-' && p + 1 < to && text[p + 1] == '>') || c == '.')
            pointer_ops = true;
        if (kf_ctext_is_ident_start(c)) {
            size_t n = 0;
            while (p + n < to && kf_ctext_is_ident(text[p + n]))
                n++;
            size_t q = p + n;
            while (q < to && isspace((unsigned char)text[q]))
                q++;
            bool call = q < to && text[q] == '(';
            uint64_t bits = 0;
            last_word = 0;
            if (kf_gpu_in_list(leave, text + p, n) && !(callee && n == 6 && !strncmp(text + p, "return", 6)))
                return GAP_BREAK;
            if (kf_gpu_in_list(kf_gpu_keywords, text + p, n)) {
                /* if, for, while, sizeof, types: nothing to model */
            } else if (call) {
                if (!kf_gpu_in_list(kf_gpu_builtins, text + p, n) && !kf_gpu_in_list(printers, text + p, n) &&
                    call_opaque(R, text + p, n, use, depth))
                    kind = GAP_OPAQUE;
            } else if (names_region_var(R, text + p, n, &bits)) {
                last_word = 'r';
                use->reads |= bits;
                if (written_at(text, from, to, p, n))
                    use->writes |= bits;
            } else if (macro_opaque(R, text + p, n, use, depth)) {
                kind = GAP_OPAQUE;
            } else if (!names_plain_scalar(R, text + p, n)) {
                unknown = true;
            }
            p += n;
            continue;
        }
        if (isdigit((unsigned char)c)) {
            while (p < to && (kf_ctext_is_ident(text[p]) || text[p] == '.'))
                p++;
            last_word = 0;
            continue;
        }
        if (c != '[' && c != ']')
            last_word = 0;
        p++;
    }
    if (braces != 0)
        return GAP_BREAK;
    return unknown && pointer_ops ? GAP_OPAQUE : kind;
}

/* Is the identifier s (n bytes) in [from, to) as a whole word? */
bool kf_gpu_word_in(const char *text, size_t from, size_t to, const char *s, size_t n)
{
    for (size_t p = from; p + n <= to; p++)
        if (strncmp(text + p, s, n) == 0 && (p == from || !kf_ctext_is_ident(text[p - 1])) &&
            (p + n == to || !kf_ctext_is_ident(text[p + n])))
            return true;
    return false;
}

/* Is the identifier s (n bytes) on a preprocessor line of the file?  A
 * macro could then read or assign it where its name is not written. */
bool kf_gpu_in_macro(const struct gen *g, const char *s, size_t n)
{
    for (size_t p = 0; p < g->len;) {
        size_t e = p + strcspn(g->text + p, "\n");
        size_t t = p + strspn(g->text + p, " \t");
        if (t < e && g->text[t] == '#' && kf_gpu_word_in(g->text, t, e, s, n))
            return true;
        p = e + 1;
    }
    return false;
}

/* The arrays a fragment touches only on the host (a nest that stays there)
 * but that are device arrays of the region through another fragment get
 * their region-wide numbers too, so that the transfers see the host's
 * reads and writes: else the region's last device-to-host copy overwrites
 * what the host nest wrote with the stale device copy. */
void kf_gpu_region_host_vars(struct region *R)
{
    for (int k = 0; k < R->n; k++) {
        struct frag *x = R->x[k];
        for (int v = 0; v < x->f->nvar; v++) {
            const struct kf_var *var = &x->f->vars[v];
            if (x->x_of[v] >= 0 || var->kind != KF_VAR_ARRAY)
                continue;
            for (int i = 0; i < R->nx; i++) {
                const struct kf_var *w = &R->rep_x[i]->f->vars[R->rep_v[i]];
                if (strcmp(w->name, var->name) == 0 && w->decl.offset == var->decl.offset)
                    x->x_of[v] = i;
            }
        }
    }
}

/* Gives fragment k's device arrays their region-wide numbers: one variable
 * is the same declaration (name and place) in every fragment.  false when
 * there are more than KF_XFER_MAX_VARS. */
bool kf_gpu_region_vars(struct region *R, int k)
{
    struct frag *x = R->x[k];
    for (int v = 0; v < x->f->nvar; v++) {
        x->x_of[v] = -1;
        if (!x->dev_array[v])
            continue;
        const struct kf_var *var = &x->f->vars[v];
        int i = 0;
        for (; i < R->nx; i++) {
            const struct kf_var *w = &R->rep_x[i]->f->vars[R->rep_v[i]];
            if (strcmp(w->name, var->name) == 0 && w->decl.offset == var->decl.offset)
                break;
        }
        if (i == R->nx) {
            if (R->nx == KF_XFER_MAX_VARS)
                return false;
            R->rep_x[R->nx] = x;
            R->rep_v[R->nx++] = v;
        }
        x->x_of[v] = i;
    }
    return true;
}

/* Would fragment k's device arrays break the region?  Shared buffers need
 * arrays that cannot overlap one another (declared as arrays, restrict, or
 * one malloc each) and that exist when the region starts (allocated there). */
const char *kf_gpu_region_vars_ok(const struct region *R, int k)
{
    const struct frag *x = R->x[k];
    for (int v = 0; v < x->f->nvar; v++) {
        if (!x->dev_array[v])
            continue;
        const struct kf_var *var = &x->f->vars[v];
        if (var->base == KF_BASE_POINTER && !var->is_restrict && !var->unique_alloc)
            return kf_arena_printf(x->F->ar, "'%s' is a pointer that may overlap another array",
                                   var->name);
        if (!var->is_global && !var->is_param_decl && var->decl.offset >= R->b[0])
            return kf_arena_printf(x->F->ar, "'%s' is declared after the first fragment",
                                   var->name);
    }
    return NULL;
}

/* May the gap after fragment k change the size of a device buffer?  The
 * extents are computed once, where the region starts. */
static bool gap_changes_extents(const struct region *R, int k, const char *text)
{
    for (int i = 0; i < R->nx; i++) {
        struct frag *x = R->rep_x[i];
        size_t n;
        for (const char *p = kf_gpu_extent_of(x, R->rep_v[i]);
             (p = kf_ctext_next_ident(p, &n)) != NULL; p += n) {
            int v = kf_gpu_var_named(x->f, NULL, p, n);
            if (v >= 0 && (R->gap_opaque[k] || kf_gpu_word_in(text, R->e[k], R->b[k + 1], p, n)))
                return true;
        }
    }
    return false;
}

/*
 * Fragment fi and the ones after it that can share its device buffers: the
 * same function, each with kernels, only straight-line host code between
 * them (kf_gpu_gap_scan), the first not the body of an if or a loop, arrays that
 * cannot overlap, extents the gaps do not change, no run-time alias test
 * (gpu.c's alias_version).  A fragment that breaks the run starts its own
 * region later.
 */
void kf_gpu_make_region(struct gen *g, int fi, struct region *R)
{
    memset(R, 0, sizeof *R);
    const struct kf_program *prog = g->a->prog;
    for (int j = fi; j < g->a->nfrag && R->n < MAX_REGION; j++) {
        struct prepared *P = kf_gpu_prepare(g, j);
        if (P->nkernel == 0)
            break;
        /* a fragment versioned by a run-time test is a region of its own:
         * the test selects its device code as one block (gpu.c) */
        if (R->n > 0 && (P->alias_test || g->gpu->prep[R->fi[0]].alias_test))
            break;
        const struct kf_fragment *f = prog->frags[j];
        int k = R->n;
        R->fi[k] = j;
        R->x[k] = P->x;
        P->x->R = R;
        R->b[k] = f->roots[0]->range.begin.offset;
        R->e[k] = kf_gpu_node_end(g, f->roots[f->nroot - 1]);
        if (k > 0) {
            char before = kf_gpu_prev_significant(g, R->b[0]);
            bool joinable = kf_gen_pass_on(g, KF_PASS_REGIONS) &&
                            strcmp(f->function, prog->frags[R->fi[0]]->function) == 0 &&
                            (before == ';' || before == '{' || before == '}') &&
                            !kf_gpu_region_vars_ok(R, 0) && !kf_gpu_region_vars_ok(R, k);
            struct region T = *R;
            T.n = k + 1;
            struct gap_use use;
            enum gap_kind gk = joinable ? kf_gpu_gap_scan(&T, g->text, R->e[k - 1], R->b[k], &use)
                                        : GAP_BREAK;
            int nx = R->nx;
            if (gk == GAP_BREAK || !kf_gpu_region_vars(R, k)) {
                R->nx = nx;
                kf_gpu_region_vars(R, 0); /* the numbering as before */
                for (int q = 1; q < k; q++)
                    kf_gpu_region_vars(R, q);
                break;
            }
            /* the gap's names, now that k's arrays are numbered too */
            T = *R;
            T.n = k + 1;
            gk = kf_gpu_gap_scan(&T, g->text, R->e[k - 1], R->b[k], &use);
            R->gap_opaque[k - 1] = gk == GAP_OPAQUE;
            R->gap[k - 1] = gk == GAP_OPAQUE ? (struct gap_use){~0ull, ~0ull} : use;
            bool ext = false;
            T.n = k + 1;
            for (int q = 0; q < k && !ext; q++)
                ext = gap_changes_extents(&T, q, g->text);
            if (ext) {
                R->nx = nx;
                for (int q = 0; q < k; q++)
                    kf_gpu_region_vars(R, q);
                break;
            }
        } else if (!kf_gpu_region_vars(R, 0)) {
            return; /* cannot happen: kf_gpu_prepare() counted them */
        }
        R->n = k + 1;
        P->x->R = R;
    }
    for (int k = 0; k < R->n; k++)
        R->x[k]->R = R;
    R->start = R->b[0];
}

/* kgen's function body (after "void kf_host(void)"), its lines after the
 * first indented as the text at b; without its braces when bare.  Caller
 * frees; NULL when out of memory. */
char *kf_gpu_body_text(struct gen *g, struct kf_kgen *h, size_t b, bool bare)
{
    const char *src = kf_kgen_source(h);
    src = strchr(src, '\n') + 1;
    size_t ls = kf_ctext_line_start(g->text, b);
    int ind = (int)(b - ls);
    char *buf = NULL;
    size_t blen = 0;
    FILE *o = open_memstream(&buf, &blen);
    if (!o)
        return NULL;
    bool first = true;
    for (const char *p = src; *p;) {
        size_t n = strcspn(p, "\n");
        const char *line = p;
        p += n;
        if (*p)
            p++;
        if (bare && n == 1 && (line[0] == '{' || line[0] == '}'))
            continue;
        if (bare && n >= 4 && strncmp(line, "    ", 4) == 0)
            line += 4, n -= 4;
        if (!first)
            fputc('\n', o);
        if (!first && n > 0)
            fprintf(o, "%.*s", ind, g->text + ls);
        fwrite(line, 1, n, o);
        first = false;
    }
    if (fclose(o) != 0) {
        free(buf);
        return NULL;
    }
    return buf;
}
