/*
 * gpu_decl.c: the file's own declarations in the kernels' source (gpu.h):
 * the typedefs, structs and helper functions a kernel names (the front
 * end's kf_filedecl list), copied from the file's text before the first
 * kernel that needs them, each once per file.  OpenCL C takes them as C
 * wrote them; in CUDA a function becomes __device__.  A function is
 * renamed there by a #define (kf_fn_NAME), so that no builtin of the
 * device language by its name (OpenCL's half or clamp) is in the way.  A struct passed in a
 * buffer must be laid out alike on both sides: the front end checks the
 * host's layout is the natural one (kf_filedecl.same_layout), and the
 * kernel's source checks the device's size against the host's.
 *
 * A helper that reads and writes through pointer parameters (its calls
 * summarised by the front end) points to the device's global memory
 * there: OpenCL C 1.2, which has no generic address space, gets
 * `__global ` where each such parameter's declaration begins (the front
 * end's offsets, kf_filedecl.ptr_at), CUDA takes the text as written.
 * The constants it reads (KF_DECL_CONST) are declared from their values:
 * `__constant long M = 2147483647;` in OpenCL C, `static __constant__`
 * in CUDA.  A kernel that calls such a helper must pass it buffers of
 * its global memory (kf_gpu_helper_calls_why): an array of the fragment,
 * plus an offset perhaps, or a row of one (A[i], &A[i][k]: a pointer into
 * the flat array the kernel holds, gpu_body.c); a thread's own array keeps
 * the loop on the host, saying why.  (The window
 * and ktile passes, which would keep an array in local memory, and
 * fusion's registers leave arrays that helpers reach alone.)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/gpu.h"
#include "kforge/arena.h"
#include "kforge/kgen.h"
#include "support/ctext.h"

int kf_gpu_filedecl(const struct frag *x, const char *s, size_t n, enum kf_filedecl_kind kind)
{
    for (int i = 0; i < x->f->nfiledecl; i++) {
        const struct kf_filedecl *d = &x->f->filedecls[i];
        if (d->kind == kind && strlen(d->name) == n && strncmp(d->name, s, n) == 0)
            return i;
    }
    return -1;
}

int kf_gpu_type_decl(const struct frag *x, const char *type)
{
    if (strncmp(type, "struct ", 7) == 0)
        type += 7;
    else if (strncmp(type, "enum ", 5) == 0)
        type += 5;
    return kf_gpu_filedecl(x, type, strlen(type), KF_DECL_TYPE);
}

bool kf_gpu_struct_ok(const struct frag *x, const char *type)
{
    int d = kf_gpu_type_decl(x, type);
    return d >= 0 && x->f->filedecls[d].same_layout;
}

static bool emitted(const struct kf_gpu_file *F, unsigned begin)
{
    for (int i = 0; i < F->ndecl; i++)
        if (F->decl_at[i] == begin)
            return true;
    return false;
}

/* decl d and, first, those its text names that the file has not yet. */
static void need(struct frag *x, int d, bool *want, int depth)
{
    if (want[d] || depth > 16 || emitted(x->F, x->f->filedecls[d].begin))
        return;
    want[d] = true;
    const struct kf_filedecl *fd = &x->f->filedecls[d];
    const char *t = x->g->text;
    for (unsigned i = fd->begin; i < fd->end;) {
        if (!kf_ctext_is_ident_start(t[i]) || (i > 0 && kf_ctext_is_ident(t[i - 1]))) {
            i++;
            continue;
        }
        unsigned b = i;
        while (i < fd->end && kf_ctext_is_ident(t[i]))
            i++;
        for (int k = 0; k < x->f->nfiledecl; k++)
            if (k != d && strlen(x->f->filedecls[k].name) == i - b &&
                strncmp(x->f->filedecls[k].name, t + b, i - b) == 0)
                need(x, k, want, depth + 1);
    }
}

/* A constant's declaration: its type as the device language spells it
 * (OpenCL C's long is 64 bits wide, its long long reserved). */
static const char *const_text(struct frag *x, const struct kf_filedecl *d)
{
    const char *t = d->type;
    if (!x->cuda && strcmp(t, "long long") == 0)
        t = "long";
    else if (!x->cuda && strcmp(t, "unsigned long long") == 0)
        t = "unsigned long";
    return kf_arena_printf(x->F->ar, "%s %s %s = %s;", x->cuda ? "static __constant__" : "__constant",
                           t, d->name, d->value);
}

/* A declaration's text: a function's with __device__ before it (CUDA) or
 * __global where each pointer parameter begins (OpenCL), up to its body
 * for a prototype. */
static const char *decl_text(struct frag *x, const struct kf_filedecl *d, bool proto)
{
    if (d->kind == KF_DECL_CONST)
        return const_text(x, d);
    const char *t = x->g->text;
    unsigned e = proto ? d->body : d->end;
    while (proto && e > d->begin && (t[e - 1] == ' ' || t[e - 1] == '\n' || t[e - 1] == '\t'))
        e--;
    const char *text = kf_arena_printf(x->F->ar, "%.*s", (int)(e - d->begin), t + d->begin);
    if (d->proto) { /* K&R: its head as a prototype, then its body */
        const char *head = x->cuda ? d->proto : d->proto_cl;
        text = proto ? head
                     : kf_arena_printf(x->F->ar, "%s\n%.*s", head, (int)(d->end - d->body),
                                       t + d->body);
    }
    for (int i = d->nptr - 1; i >= 0 && !x->cuda && !d->proto; i--) /* from the last: offsets hold */
        text = kf_arena_printf(x->F->ar, "%.*s__global %s", (int)(d->ptr_at[i] - d->begin), text,
                               text + (d->ptr_at[i] - d->begin));
    return kf_arena_printf(x->F->ar, "%s%s%s", d->kind == KF_DECL_FUNC && x->cuda ? "__device__ " : "",
                           text, d->kind == KF_DECL_TYPE || proto ? ";" : "");
}

void kf_gpu_use_decls(struct frag *x, const int *decl, int n)
{
    struct kf_gpu_file *F = x->F;
    bool *want = kf_arena_alloc(F->ar, (size_t)x->f->nfiledecl + 1);
    for (int i = 0; i < n; i++)
        need(x, decl[i], want, 0);
    /* types first, in file order; then every function's prototype, so
     * that the order of their definitions does not matter; then those */
    for (int pass = 0; pass < 3; pass++)
        for (int d = 0; d < x->f->nfiledecl; d++) {
            const struct kf_filedecl *fd = &x->f->filedecls[d];
            /* an enum's enumerators share its text (filedecl.c) */
            if (!want[d] || (fd->kind != KF_DECL_FUNC) != (pass == 0) ||
                (pass == 0 && emitted(F, fd->begin)))
                continue;
            const char *text = decl_text(x, fd, pass == 1);
            /* the device languages have functions of their own by names C
             * leaves free (OpenCL's half, clamp, dot; CUDA's min, max): the
             * kernels' source calls the file's function by a name of its own */
            if (pass == 1)
                kf_kgen_file_stmt(F->kg, kf_arena_printf(F->ar, "#define %s kf_fn_%s", fd->name,
                                                         fd->name));
            if (fd->kind == KF_DECL_CONST) {
                F->uses_double |= strcmp(fd->type, "double") == 0;
            } else if (pass != 1) {
                /* its text's identifiers and macros, its float functions (as
                 * the user wrote it: no __global to hand over) */
                const char *own = kf_arena_strndup(F->ar, x->g->text + fd->begin,
                                                   fd->end - fd->begin);
                struct idents id = {.var = kf_arena_alloc(F->ar, (size_t)x->f->nvar + 1)};
                kf_gpu_scan(x, own, &id);
                kf_gpu_hand_over(x, &id, own);
                for (const char *p = own; (p = strstr(p, "double")) != NULL; p++)
                    if ((p == own || !kf_ctext_is_ident(p[-1])) && !kf_ctext_is_ident(p[6]))
                        F->uses_double = true;
            }
            kf_kgen_file_stmt(F->kg, text);
            if (pass == 0 && fd->same_layout)
                kf_kgen_file_stmt(F->kg, kf_arena_printf(F->ar,
                                                         "typedef char kf_host_layout_%s[sizeof(%s%s) "
                                                         "== %ld ? 1 : -1];",
                                                         fd->name,
                                                         strncmp(text, "typedef", 7) ? "struct " : "",
                                                         fd->name, fd->size));
            if (pass == 1)
                continue;
            if (F->ndecl < MAX_IDENTS)
                F->decl_at[F->ndecl++] = fd->begin;
        }
}

/* Is array v each thread's own in kernel h (declared in its body, or a
 * private copy)?  Local memory needs no test here: the window and ktile
 * passes, planned after this test, leave arrays a helper reaches alone. */
static bool thread_own(struct frag *x, const struct hnode *h, int v, size_t b, size_t e)
{
    const struct kf_var *var = &x->f->vars[v];
    const struct kf_node *L = h->depth ? h->band[0] : h->n;
    return (var->local && !var->is_global && var->decl.offset >= b && var->decl.offset < e) ||
           kf_gpu_declared_inside(var, L) || (h->priv && h->priv[v]);
}

const char *kf_gpu_helper_calls_why(struct frag *x, const struct hnode *h, size_t b, size_t e)
{
    for (int i = 0; i < x->f->nhcall; i++) {
        const struct kf_hcall *c = &x->f->hcalls[i];
        if (c->range.begin.offset < b || c->range.end.offset > e ||
            kf_gpu_filedecl(x, c->callee, strlen(c->callee), KF_DECL_FUNC) < 0)
            continue; /* a function not on the device: kf_gpu_scan says so */
        unsigned line = c->range.begin.line;
        if (!c->summarised)
            return kf_arena_printf(x->F->ar, "it calls '%s' on line %u, whose accesses kforge "
                                             "cannot follow at that call",
                                   c->callee, line);
        for (int k = 0; k < c->narg; k++) {
            const struct kf_harg *a = &c->arg[k];
            const struct kf_var *v = a->var >= 0 ? &x->f->vars[a->var] : NULL;
            if (!v || v->kind != KF_VAR_ARRAY)
                return kf_arena_printf(x->F->ar, "it passes '%s' to '%s' on line %u, which "
                                                 "names no array of the kernel",
                                       a->text, c->callee, line);
            /* a row A[i] or &A[i][k] of an array the kernel holds flat
             * becomes a pointer into it there (gpu_body.c) */
            if (v->ndims > 1 && a->kind == KF_HARG_ARRAY)
                return kf_arena_printf(x->F->ar, "it passes '%s' to '%s' on line %u, all of "
                                                 "'%s', which the kernel holds flat",
                                       a->text, c->callee, line, v->name);
            if (thread_own(x, h, a->var, b, e))
                return kf_arena_printf(x->F->ar, "it passes '%s', an array private to each "
                                                 "thread, to '%s' on line %u, whose parameter "
                                                 "points to the device's global memory",
                                       a->text, c->callee, line);
        }
    }
    return NULL;
}
