/*
 * gpu_buffer.c: device buffers that live as long as their variables (gpu.h, struct
 * home), and the --explain text of a region's copies.
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

#include "analysis/extent.h"
#include "codegen/gen_reduce.h"
#include "codegen/gpu.h"
#include "support/ctext.h"
#include "support/linemap.h"
#include "codegen/launch.h"
#include "codegen/xfer.h"
#include "ir/poly.h"
#include "kforge/arena.h"
#include "kforge/kforge.h"
#include "kforge/kgen.h"

/* ---- buffers that live as long as their variables ------------------------
 *
 * Seed 003 §4: a device copy is allocated where the host variable is born
 * (at function entry for parameters and globals) and freed where it dies.
 * kforge declares the buffer right there,
 *
 *     double A[N][M];                          (the user's line, unchanged)
 *     const size_t kf_A_bytes = (size_t)N * sizeof A[0];
 *     double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_12))) = kf_cuda_alloc(kf_A_bytes, 12);
 *
 * so it has the variable's scope, and the compiler frees it on every way
 * out of that scope, returns included, without a change to the user's
 * lines.  Every region of the function then uses that one buffer.  Only
 * when that is safe: the function has no goto, setjmp or longjmp (a jump
 * into the scope would skip the allocation), locals are not under a switch,
 * and the buffer's size is fixed where it is declared (its extent names
 * only macros, constants and parameters the function never assigns).
 * Otherwise the buffer belongs to the region, as before.
 */

int kf_gpu_line_of(const struct gen *g, size_t off)
{
    unsigned line = 1;
    for (size_t p = 0; p < off && p < g->len; p++)
        line += g->text[p] == '\n';
    kf_linemap_at(g->a->prog->lines, &line, NULL); /* the user's, as the IR's (issue 14) */
    return (int)line;
}

/* From an opening '(' or '{' at p: the offset of its match, skipping
 * comments and literals; 0 when there is none. */
size_t kf_gpu_match_close(const struct gen *g, size_t p)
{
    int depth = 0;
    for (; p < g->len; p++) {
        char c = g->text[p];
        size_t past = kf_ctext_skip(g->text, g->len, p, false);
        if (past != p) {
            p = past - 1; /* comments and literals hold no brackets */
        } else if (c == '(' || c == '{') {
            depth++;
        } else if (c == ')' || c == '}') {
            if (--depth == 0)
                return p;
        }
    }
    return 0;
}

/* The function's body around fragment x: the offsets of its braces. */
bool kf_gpu_function_body(struct frag *x, size_t *open, size_t *close)
{
    const struct gen *g = x->g;
    size_t p = kf_gpu_function_start(g, x->f->function, x->f->range.begin.offset);
    while (p < g->len && g->text[p] != '(')
        p++;
    size_t q = p < g->len ? kf_gpu_match_close(g, p) : 0;
    if (!q)
        return false;
    for (q++; q < g->len && isspace((unsigned char)g->text[q]); q++)
        ;
    if (q >= g->len || g->text[q] != '{' || q > x->f->range.begin.offset)
        return false;
    *open = q;
    *close = kf_gpu_match_close(g, q);
    return *close > x->f->range.begin.offset;
}

/* Is `name` (n bytes) assigned, incremented or address-taken in [b, e)? */
static bool assigned_in(const char *text, size_t b, size_t e, const char *name, size_t n)
{
    for (size_t p = b; p + n <= e; p++) {
        if (strncmp(text + p, name, n) != 0 || (p > b && kf_ctext_is_ident(text[p - 1])) ||
            (p + n < e && kf_ctext_is_ident(text[p + n])))
            continue;
        size_t q = p + n, r = p;
        while (q < e && isspace((unsigned char)text[q]))
            q++;
        while (r > b && isspace((unsigned char)text[r - 1]))
            r--;
        if (q < e && text[q] == '=' && !(q + 1 < e && text[q + 1] == '='))
            return true;
        if (q + 1 < e && strchr("+-*/%&|^<>", text[q]) &&
            (text[q + 1] == '=' || (text[q + 1] == text[q] && strchr("+-", text[q]))))
            return true;
        if (q + 2 < e && strchr("<>", text[q]) && text[q + 1] == text[q] && text[q + 2] == '=')
            return true;
        if (r >= 2 + b && ((text[r - 1] == '+' && text[r - 2] == '+') ||
                           (text[r - 1] == '-' && text[r - 2] == '-')))
            return true;
        if (r > b && text[r - 1] == '&' && !(r >= 2 + b && text[r - 2] == '&'))
            return true;
    }
    return false;
}

/* The variable that identifier p (n bytes) of an extent names: x's own,
 * or, the extent being the largest over the function's fragments
 * (analysis/extent.h), another fragment's (`2*m` from a later fragment's
 * P[m + i], m a parameter that the function assigns between them: a buffer
 * sized where the function starts ran past its end); NULL for a macro, a
 * constant or a type. */
static const struct kf_var *extent_var(struct frag *x, const char *p, size_t n)
{
    int w = kf_gpu_var_named(x->f, NULL, p, n);
    if (w >= 0)
        return &x->f->vars[w];
    int lo, hi;
    kf_analysis_function_span(x->g->a, x->fi, &lo, &hi);
    for (int k = lo; k <= hi; k++) {
        const struct kf_fragment *f = x->g->a->prog->frags[k];
        if (strcmp(f->function, x->f->function) == 0 &&
            (w = kf_gpu_var_named(f, NULL, p, n)) >= 0)
            return &f->vars[w];
    }
    return NULL;
}

/* Where the buffer of fragment x's variable v is declared, or NULL. */
struct home *kf_gpu_home_of(struct frag *x, int v)
{
    struct kf_gpu_file *F = x->F;
    struct gen *g = x->g;
    const struct kf_var *var = &x->f->vars[v];
    if (!kf_gen_pass_on(g, KF_PASS_HOMES))
        return NULL;
    /* a fragment that a test of the sizes sends to the device or leaves
     * on the host (gpu_choice.h): its buffers are its region's, so that
     * the host path never starts the device; one under a run-time
     * assumption (gpu.c, delin-assume) or with its rows taken apart (gpu.c,
     * take_rows): its extents hold only under its test */
    if (F->prep && (F->prep[x->fi].choice_test || F->prep[x->fi].assumed || F->prep[x->fi].taken))
        return NULL;
    for (int i = 0; i < F->nhome; i++)
        if (strcmp(F->home[i]->name, var->name) == 0 && F->home[i]->decl == var->decl.offset &&
            strcmp(F->home[i]->function, x->f->function) == 0)
            return F->home[i]->none ? NULL : F->home[i];
    if (F->nhome == MAX_KERNELS)
        return NULL;
    struct home *H = kf_arena_alloc(F->ar, sizeof *H);
    memset(H, 0, sizeof *H);
    H->name = var->name;
    H->decl = var->decl.offset;
    H->function = x->f->function;
    H->none = true;
    H->x = x;
    H->v = v;
    F->home[F->nhome++] = H;
    size_t open, close;
    if (!kf_gpu_function_body(x, &open, &close))
        return NULL;
    static const char *const jumps[] = {"goto", "setjmp", "longjmp", "sigsetjmp", "siglongjmp",
                                        "_setjmp", "__builtin_setjmp", NULL};
    for (int i = 0; jumps[i]; i++)
        if (kf_gpu_word_in(g->text, open, close, jumps[i], strlen(jumps[i])))
            return NULL;
    /* the size, fixed where the buffer is declared; one counted at run
     * time (gpu_extent.c) reads tables only where the region starts */
    size_t n;
    if (strncmp(kf_gpu_extent_of(x, v), "({", 2) == 0)
        return NULL;
    for (const char *p = kf_gpu_extent_of(x, v); (p = kf_ctext_next_ident(p, &n)) != NULL; p += n) {
        const struct kf_var *w = extent_var(x, p, n);
        if (w && (!w->is_param_decl || assigned_in(g->text, open, close, p, n) ||
                  kf_gpu_in_macro(g, p, n)))
            return NULL;
    }
    if (var->is_global || var->is_param_decl) {
        H->at = open + 1;
    } else {
        if (var->local || var->decl.offset <= open || var->decl.offset >= x->f->range.begin.offset ||
            kf_gpu_word_in(g->text, open, close, "switch", 6))
            return NULL;
        /* the end of the declaration: its ';' outside parentheses and braces */
        size_t p = var->decl.offset;
        int depth = 0;
        for (; p < close && !(depth == 0 && g->text[p] == ';'); p++) {
            if (g->text[p] == '(' || g->text[p] == '{' || g->text[p] == '[')
                depth++;
            else if (g->text[p] == ')' || g->text[p] == '}' || g->text[p] == ']')
                if (--depth < 0)
                    return NULL; /* a for header */
        }
        if (p >= close)
            return NULL;
        H->at = p + 1;
    }
    /* indented as the first statement line after the brace (not a
     * preprocessor line), or as the declaration */
    size_t ref = kf_ctext_line_start(g->text, var->decl.offset), ie;
    if (var->is_global || var->is_param_decl) {
        ref = open + 1;
        for (;;) {
            while (ref < close && g->text[ref] != '\n')
                ref++;
            ref++;
            size_t t = ref + strspn(g->text + ref, " \t");
            if (ref >= close || (g->text[t] != '\n' && g->text[t] != '#'))
                break;
        }
        if (ref >= close)
            ref = open + 1;
    }
    ie = ref + strspn(g->text + ref, " \t");
    H->indent = kf_arena_strndup(F->ar, g->text + ref, ie - ref);
    H->line = kf_gpu_line_of(g, H->at);
    H->none = false;
    return H;
}

static void need_free_line(struct kf_gpu_file *F, int line)
{
    for (int i = 0; i < F->nfree_line; i++)
        if (F->free_line[i] == line)
            return;
    if (F->nfree_line < MAX_KERNELS)
        F->free_line[F->nfree_line++] = line;
}

/* The buffers' declarations, one insertion per place (kf_gpu_finish). */
void kf_gpu_write_homes(struct gen *g)
{
    struct kf_gpu_file *F = g->gpu;
    bool cuda = g->be->host->cuda;
    for (int i = 0; i < F->nhome; i++) {
        struct home *H = F->home[i];
        if (H->none || !H->used)
            continue;
        kf_gen_dump(g, KF_PASS_HOMES, "-- homes: %s (function %s): its buffer at line %d\n",
                    H->name, H->function, H->line);
        bool first = true;
        for (int j = 0; j < i; j++)
            first &= !(F->home[j]->used && !F->home[j]->none && F->home[j]->at == H->at);
        if (!first)
            continue;
        struct kf_kgen *h = kf_kgen_create(KF_KGEN_OPENMP);
        kf_kgen_declare_function(h, "void kf_host(void)");
        kf_kgen_begin_body(h);
        kf_kgen_stmt(h, "/* kforge: device buffers, freed when they go out of scope */");
        if (!cuda)
            kf_kgen_stmtf(h, "kf_cl_init(%d);", H->line);
        for (int j = i; j < F->nhome; j++) {
            struct home *K = F->home[j];
            if (K->none || !K->used || K->at != H->at)
                continue;
            struct frag *x = K->x;
            int v = K->v;
            need_free_line(F, K->line);
            kf_kgen_stmtf(h, "const size_t %s = (size_t)%s * %s;", kf_gpu_bytes_name(x, v),
                          kf_gpu_paren(x, kf_gpu_extent_of(x, v)), kf_gpu_elem_sizeof(x, v));
            if (cuda)
                kf_kgen_stmtf(h, "%s *%s __attribute__((__cleanup__(kf_cuda_free_%d))) = "
                                 "kf_cuda_alloc(%s, %d);",
                              kf_gpu_elem_type(x, &x->f->vars[v]), kf_gpu_dev_name(x, v), K->line,
                              kf_gpu_bytes_name(x, v), K->line);
            else
                kf_kgen_stmtf(h, "cl_mem %s __attribute__((__cleanup__(kf_cl_free_%d))) = "
                                 "kf_cl_alloc(%s, %d);",
                              kf_gpu_dev_name(x, v), K->line, kf_gpu_bytes_name(x, v), K->line);
        }
        kf_kgen_end_body(h);
        if (kf_kgen_error(h)) {
            g->nomem = true;
        } else {
            const char *src = strchr(kf_kgen_source(h), '\n') + 1;
            char *buf = NULL;
            size_t n = 0;
            FILE *o = open_memstream(&buf, &n);
            if (!o) {
                g->nomem = true;
            } else {
                for (const char *p = src; *p;) {
                    size_t len = strcspn(p, "\n");
                    if (!(len == 1 && (*p == '{' || *p == '}')))
                        fprintf(o, "\n%s%.*s", H->indent, (int)(len >= 4 ? len - 4 : len),
                                p + (len >= 4 ? 4 : 0));
                    p += len + (p[len] == '\n');
                }
                fclose(o);
                kf_gen_replace(g, H->at, 0, "%s", buf);
                free(buf);
            }
        }
        kf_kgen_destroy(h);
    }
}

/* Cleanup functions, one per line where buffers are declared (the line
 * their errors name). */
void kf_gpu_free_helpers(struct gen *g, struct kf_kgen *h)
{
    struct kf_gpu_file *F = g->gpu;
    bool cuda = g->be->host->cuda;
    if (cuda && F->nfree_line) {
        kf_gpu_fn(h, "static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)");
        kf_kgen_declare_vars(h, KF_KGEN_MAIN, "void *kf_p = NULL;", 0, 0);
        kf_kgen_stmt(h, "kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), \"cudaMalloc\", kf_line);");
        kf_kgen_stmt(h, "return kf_p;");
        kf_kgen_end_body(h);
    }
    for (int i = 0; i < F->nfree_line; i++) {
        int l = F->free_line[i];
        if (cuda) {
            kf_gpu_fn(h, kf_arena_printf(F->ar, "static void kf_cuda_free_%d(void *kf_p)", l));
            kf_kgen_stmtf(h, "kf_cuda_check(cudaFree(*(void **)kf_p), \"cudaFree\", %d);", l);
        } else {
            kf_gpu_fn(h, kf_arena_printf(F->ar, "static void kf_cl_free_%d(cl_mem *kf_m)", l));
            kf_kgen_stmtf(h, "kf_cl_check(clReleaseMemObject(*kf_m), \"clReleaseMemObject\", %d);", l);
        }
        kf_kgen_end_body(h);
    }
}

void kf_gpu_declare_buffers(struct region *R, struct kf_kgen *h, const struct host_api *api,
                            int line)
{
    for (int i = 0; i < R->nx; i++) {
        struct frag *x = R->rep_x[i];
        int v = R->rep_v[i];
        if (R->homed[i])
            continue;
        kf_kgen_declare_vars(h, KF_KGEN_MAIN,
                             kf_arena_printf(x->F->ar, "const size_t %s = (size_t)%s * %s;",
                                             kf_gpu_bytes_name(x, v), kf_gpu_paren(x, kf_gpu_extent_of(x, v)),
                                             kf_gpu_elem_sizeof(x, v)),
                             KF_KGEN_PRIVATE, 0);
        api->alloc(x, h, v, line);
    }
}

/* Each copy of s (and the sequences in it) with the source line it lands at:
 * before item i (its line), or after the last item. */
static void explain_copies(struct gen *g, const struct kf_xfer_prog *xp, const struct kf_xfer_seq *s,
                           int end_line)
{
    for (int i = 0; i <= s->n; i++) {
        for (int c = 0; c < s->ncopies[i]; c++) {
            const struct kf_xfer_copy *cp = &s->copies[i][c];
            if (i < s->n)
                kf_gen_explain(g, "  copy %s %s: before line %d%s\n", xp->names[cp->var],
                               cp->dir == KF_XFER_H2D ? "to the device" : "to the host",
                               s->items[i].line,
                               s->items[i].kind == KF_XFER_LOOP ? " (the loop)"
                               : s->items[i].kind == KF_XFER_IF ? " (the if)"
                               : s->items[i].side == KF_XFER_DEV ? " (a kernel)"
                                                                 : " (host code)");
            else if (s->owner && s->owner->kind == KF_XFER_LOOP)
                kf_gen_explain(g, "  copy %s %s: at the end of the body of the loop at line %d\n",
                               xp->names[cp->var],
                               cp->dir == KF_XFER_H2D ? "to the device" : "to the host", end_line);
            else if (s->n && s->items[s->n - 1].kind != KF_XFER_STMT)
                kf_gen_explain(g, "  copy %s %s: after the %s at line %d\n", xp->names[cp->var],
                               cp->dir == KF_XFER_H2D ? "to the device" : "to the host",
                               s->items[s->n - 1].kind == KF_XFER_IF ? "if" : "loop",
                               s->items[s->n - 1].line);
            else
                kf_gen_explain(g, "  copy %s %s: at the end, after line %d\n", xp->names[cp->var],
                               cp->dir == KF_XFER_H2D ? "to the device" : "to the host", end_line);
        }
        if (i < s->n && s->items[i].body)
            explain_copies(g, xp, s->items[i].body, s->items[i].line);
        if (i < s->n && s->items[i].orelse)
            explain_copies(g, xp, s->items[i].orelse, s->items[i].line);
    }
}

/* The statements of a tree region, and how their host code was modelled. */
static void explain_tree(struct gen *g, const struct tseq *S)
{
    for (int i = 0; i < S->n; i++) {
        const struct tnode *T = &S->items[i];
        if (T->kind == TN_HOST)
            kf_gen_explain(g, "  host code at line %d: %s\n", T->line,
                           T->opaque ? "not modelled (a call or a pointer): may read and write "
                                       "every device array"
                                     : "reads the device arrays it names, writes those it "
                                       "assigns");
        if (T->kind == TN_JUMP)
            kf_gen_explain(g, "  the exit test at line %d (%s) joins the region: copies that "
                              "leave the loop go after it, where the jump lands too; its "
                              "condition %s\n",
                           T->line, T->is_break ? "break" : "continue",
                           T->opaque ? "is not modelled (a call or a pointer): it may read every "
                                       "device array"
                                     : "reads the device arrays it names");
        if (T->kind != TN_CTRL)
            continue;
        kf_gen_explain(g, "  the %s at line %d joins the region: copies move out of it while "
                          "nothing in it needs them; its header %s\n",
                       T->is_if ? "if" : "loop", T->line,
                       T->opaque ? "is not modelled (a call or a pointer): it may read and write "
                                   "every device array"
                                 : "reads the device arrays it names");
        explain_tree(g, T->body);
        if (T->orelse)
            explain_tree(g, T->orelse);
    }
}

void kf_gpu_explain_region(struct gen *g, const struct region *R, const struct kf_xfer_prog *xp)
{
    if (!g->o->explain)
        return;
    const struct kf_program *prog = g->a->prog;
    const struct kf_fragment *f0 = prog->frags[R->fi[0]], *kf_gpu_fn = prog->frags[R->fi[R->n - 1]];
    if (R->n > 1) {
        kf_gen_explain(g, "  one region with fragment%s", R->n > 2 ? "s" : "");
        for (int k = 1; k < R->n; k++)
            kf_gen_explain(g, " %d", prog->frags[R->fi[k]]->id);
        kf_gen_explain(g, ": device buffers shared, data stays on the device between them\n");
        for (int k = 0; k + 1 < R->n && !R->tree; k++)
            kf_gen_explain(g, "  host code between fragments %d and %d: %s\n",
                           prog->frags[R->fi[k]]->id, prog->frags[R->fi[k + 1]]->id,
                           R->gap_opaque[k] ? "not modelled (a call or an unknown name): may "
                                              "read and write every device array"
                                            : "reads the device arrays it names, writes those "
                                              "it assigns");
    }
    if (R->tree)
        explain_tree(g, R->tree);
    for (int i = 0; i < R->nx; i++) {
        struct home *H = R->homed[i] ? kf_gpu_home_of(R->rep_x[i], R->rep_v[i]) : NULL;
        const struct kf_var *var = &R->rep_x[i]->f->vars[R->rep_v[i]];
        if (H)
            kf_gen_explain(g, "  buffer %s: allocated at line %d (%s), freed when it goes out "
                              "of scope there (every return included)\n",
                           var->name, H->line,
                           var->is_global || var->is_param_decl ? "function entry"
                                                                 : "after its declaration");
        else
            kf_gen_explain(g, "  buffer %s: allocated at line %u, freed at line %u\n", var->name,
                           f0->roots[0]->range.begin.line,
                           kf_gpu_fn->roots[kf_gpu_fn->nroot - 1]->range.end.line);
    }
    explain_copies(g, xp, xp->root, (int)kf_gpu_fn->roots[kf_gpu_fn->nroot - 1]->range.end.line);
    char *t = kf_xfer_print(xp);
    kf_gen_explain(g, "  transfers%s:\n%s", R->n > 1 ? " (the region; 'host' between fragments: "
                                                       "the host code there)" : "",
                   t ? t : "");
    free(t);
}
