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

/* A function's text for CUDA: __device__ before it. */
static const char *decl_text(struct frag *x, const struct kf_filedecl *d, bool proto)
{
    const char *t = x->g->text;
    unsigned e = proto ? d->body : d->end;
    while (proto && e > d->begin && (t[e - 1] == ' ' || t[e - 1] == '\n' || t[e - 1] == '\t'))
        e--;
    return kf_arena_printf(x->F->ar, "%s%.*s%s", d->kind == KF_DECL_FUNC && x->cuda ? "__device__ " : "",
                           (int)(e - d->begin), t + d->begin,
                           d->kind == KF_DECL_TYPE || proto ? ";" : "");
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
            if (!want[d] || (fd->kind == KF_DECL_TYPE) != (pass == 0) ||
                (pass == 0 && emitted(F, fd->begin)))
                continue;
            const char *text = decl_text(x, fd, pass == 1);
            /* the device languages have functions of their own by names C
             * leaves free (OpenCL's half, clamp, dot; CUDA's min, max): the
             * kernels' source calls the file's function by a name of its own */
            if (pass == 1)
                kf_kgen_file_stmt(F->kg, kf_arena_printf(F->ar, "#define %s kf_fn_%s", fd->name,
                                                         fd->name));
            if (pass != 1) {
                /* its text's identifiers and macros, its float functions */
                struct idents id = {.var = kf_arena_alloc(F->ar, (size_t)x->f->nvar + 1)};
                kf_gpu_scan(x, text, &id);
                kf_gpu_hand_over(x, &id, text);
                for (const char *p = text; (p = strstr(p, "double")) != NULL; p++)
                    if ((p == text || !kf_ctext_is_ident(p[-1])) && !kf_ctext_is_ident(p[6]))
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
