/*
 * gpu_cuda.c: the CUDA host API (gpu.h, struct host_api): device pointers, copies
 * through the runtime API, one extern "C" launcher per kernel in the .cu
 * file, and the .cu file itself.
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
#include "codegen/gpu_deepen.h"
#include "codegen/gpu_order.h"
#include "kforge/settings.h"
#include "codegen/launch.h"
#include "codegen/xfer.h"
#include "ir/poly.h"
#include "kforge/arena.h"
#include "kforge/kforge.h"
#include "kforge/kgen.h"

static void cu_alloc(struct frag *x, struct kf_kgen *h, int v, int line)
{
    kf_kgen_declare_vars(h, KF_KGEN_MAIN,
                         kf_arena_printf(x->F->ar, "%s *%s = NULL;",
                                         kf_gpu_elem_type(x, &x->f->vars[v]), kf_gpu_dev_name(x, v)),
                         KF_KGEN_PRIVATE, 0);
    kf_kgen_stmtf(h, "kf_cuda_check(cudaMalloc((void **)&%s, %s), \"cudaMalloc\", %d);",
                  kf_gpu_dev_name(x, v), kf_gpu_bytes_name(x, v), line);
}

static void cu_release(struct frag *x, struct kf_kgen *h, int v, int line)
{
    kf_kgen_stmtf(h, "kf_cuda_check(cudaFree(%s), \"cudaFree\", %d);", kf_gpu_dev_name(x, v), line);
}

static void cu_copy(struct frag *x, struct kf_kgen *h, int v, enum kf_xfer_dir dir, int line)
{
    if (kf_gpu_rows_of(x, v)) /* rows packed into one block (gpu_rows.c) */
        kf_gpu_rows_copy(x, h, v, dir, "kf_cuda_check(cudaErrorMemoryAllocation, \"malloc\", %d);",
                         "kf_cuda_check(cudaMemcpy(%s, %s, %s, cudaMemcpyHostToDevice), "
                         "\"cudaMemcpy\", %d);",
                         "kf_cuda_check(cudaMemcpy(%s, %s, %s, cudaMemcpyDeviceToHost), "
                         "\"cudaMemcpy\", %d);",
                         line);
    else if (dir == KF_XFER_H2D)
        kf_kgen_stmtf(h,
                      "kf_cuda_check(cudaMemcpy(%s, %s, %s, cudaMemcpyHostToDevice), "
                      "\"cudaMemcpy\", %d);",
                      kf_gpu_dev_name(x, v), x->f->vars[v].name, kf_gpu_bytes_name(x, v), line);
    else
        kf_kgen_stmtf(h,
                      "kf_cuda_check(cudaMemcpy(%s, %s, %s, cudaMemcpyDeviceToHost), "
                      "\"cudaMemcpy\", %d);",
                      x->f->vars[v].name, kf_gpu_dev_name(x, v), kf_gpu_bytes_name(x, v), line);
}

static void cu_copy_elem(struct frag *x, struct kf_kgen *h, int v, const char *elem, int line)
{
    kf_kgen_stmtf(h,
                  "kf_cuda_check(cudaMemcpy(&%s, (const char *)%s + ((const char *)&%s - "
                  "(const char *)%s), sizeof %s, cudaMemcpyDeviceToHost), \"cudaMemcpy\", %d);",
                  elem, kf_gpu_dev_name(x, v), elem, x->f->vars[v].name, elem, line);
}

/*
 * The host C file cannot spell <<<>>>, so each kernel gets a launcher in the
 * .cu file, extern "C" and with plain parameters (sizes, pointers, scalars):
 *
 *     extern "C" cudaError_t kf_launch_K(unsigned kf_gx, ..., unsigned kf_bz, double *A, int n)
 *     {
 *         K<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(A, n);
 *         return cudaPeekAtLastError();
 *     }
 *
 * and the host checks what it returns, naming the kernel and the line.
 */
/*
 * CUDA: the host file is C, which cannot spell <<<>>>, so every kernel gets
 * a launcher in the .cu,
 *
 *   extern "C" cudaError_t kf_launch_KNAME(unsigned kf_gx, kf_gy, kf_gz,
 *                                          unsigned kf_bx, kf_by, kf_bz PARAMS)
 *
 * that starts KNAME<<<grid, block>>>(NAMES) and returns
 * cudaPeekAtLastError(); its prototype goes into the host file.  `params`
 * is ", "-led (or empty), `names` is not.
 */
void kf_gpu_cu_launcher(struct kf_gpu_file *F, const char *kname, const char *params,
                        const char *names)
{
    const char *proto = kf_arena_printf(F->ar,
                                        "cudaError_t kf_launch_%s(unsigned kf_gx, unsigned kf_gy, "
                                        "unsigned kf_gz, unsigned kf_bx, unsigned kf_by, "
                                        "unsigned kf_bz%s)",
                                        kname, params);
    if (F->nlauncher < MAX_KERNELS)
        F->launcher[F->nlauncher++] = proto;
    if (!F->wrap)
        F->wrap = kf_kgen_create(KF_KGEN_CUDA);
    kf_kgen_declare_functionf(F->wrap, "extern \"C\" %s", proto);
    kf_kgen_begin_body(F->wrap);
    kf_kgen_stmtf(F->wrap, "%s<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(%s);",
                  kname, names);
    kf_kgen_stmt(F->wrap, "return cudaPeekAtLastError();");
    kf_kgen_end_body(F->wrap);
}

/* A launcher's view of the kernel's own parameters (kparams): their
 * declarations, each after ", " ("..., double *A, int n"), and their names
 * ("A, n"); false when they do not fit. */
bool kf_gpu_launcher_params(struct frag *x, const struct kparams *kp, char *params,
                            size_t np, char *names, size_t nn)
{
    size_t m = 0, q = 0;
    *params = *names = '\0';
    for (int i = 0; i < kp->n; i++) {
        const struct kf_var *v = &x->f->vars[kp->var[i]];
        bool arr = v->kind == KF_VAR_ARRAY;
        m += (size_t)snprintf(params + m, np - m, ", %s %s%s", arr ? kf_gpu_elem_type(x, v) : kf_gpu_scalar_type(v),
                              arr ? "*" : "", kf_gpu_arg_name(x, kp->var[i]));
        /* an enum is an integer here (the host's prototype), its own
         * type in the kernel (kf_gpu_param_type): C++ converts only so */
        q += (size_t)snprintf(names + q, nn - q, "%s%s%s%s%s", i ? ", " : "",
                              v->enum_type ? "(" : "", v->enum_type ? kf_gpu_param_type(x, v) : "",
                              v->enum_type ? (arr ? " *)" : ")") : "", kf_gpu_arg_name(x, kp->var[i]));
        if (m >= np || q >= nn)
            return false;
    }
    return true;
}

static void cu_launch(struct frag *x, struct kf_kgen *h, struct hnode *k,
                      const struct kf_launch_choice *c, const struct kparams *kp,
                      const char **count)
{
    struct kf_gpu_file *F = x->F;
    int line = (int)(k->depth ? k->band[0]->header.begin.line : k->n->range.begin.line);
    char blk[64] = "", grd[512] = "", args[2048] = "", params[4096] = "";
    for (int t = 0; t < 3; t++) {
        size_t n = strlen(blk), m = strlen(grd);
        snprintf(blk + n, sizeof blk - n, ", %d", t < k->depth ? c->block[t] : 1);
        if (t < k->depth && c->block[t] == 1)
            snprintf(grd + m, sizeof grd - m, "%s(unsigned)%s", t ? ", " : "",
                     kf_gpu_paren(x, count[c->map[t]]));
        else if (t < k->depth)
            snprintf(grd + m, sizeof grd - m, "%s(unsigned)((%s + %d) / %d)", t ? ", " : "",
                     count[c->map[t]], c->block[t] - 1, c->block[t]);
        else
            snprintf(grd + m, sizeof grd - m, "%s1", t ? ", " : "");
    }
    for (int i = 0; i < kp->n; i++) {
        const struct kf_var *v = &x->f->vars[kp->var[i]];
        size_t n = strlen(args);
        snprintf(args + n, sizeof args - n, ", %s",
                 v->kind == KF_VAR_ARRAY ? kf_gpu_dev_name(x, kp->var[i]) : v->name);
    }
    char names[2048];
    kf_gpu_launcher_params(x, kp, params, sizeof params, names, sizeof names);
    kf_gpu_cu_launcher(F, k->kname, params, names);
    kf_kgen_stmtf(h, "kf_cuda_check(kf_launch_%s(%s%s%s), \"%s<<<...>>>\", %d);", k->kname, grd,
                  blk, args, k->kname, line);
}

static void cu_prelude(struct gen *g, struct kf_kgen *h)
{
    struct kf_gpu_file *F = g->gpu;
    kf_kgen_file_stmt(h, kf_arena_printf(F->ar,
                                         "/* kforge: CUDA runtime checks and the launchers of the "
                                         "kernels in the .cu file */\n%s",
                                         kf_gpu_guard_includes(g, "#include <cuda_runtime_api.h>\n"
                                                                  "#include <stdio.h>\n"
                                                                  "#include <stdlib.h>\n")));
    kf_gpu_check_fn(h, "static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)",
             "if (kf_err != cudaSuccess)",
             kf_arena_printf(F->ar,
                             "fprintf(stderr, \"%s:%%d: %%s failed: %%s\\n\", kf_line, kf_call, "
                             "cudaGetErrorString(kf_err));",
                             g->a->prog->file));
    for (int i = 0; i < F->nlauncher; i++)
        kf_kgen_file_stmt(h, kf_arena_printf(F->ar, "%s;", F->launcher[i]));
}

/*
 * CUDA's keywords are macros that expand where the kernels use them:
 * __global__ to __attribute__((global)), __shared__ to
 * __attribute__((shared)), and the kernels name blockIdx.x.  A macro of the
 * user's file called global, shared or x (the .cu starts with the file's
 * preprocessor lines) would rewrite them.  Such macros that no kernel uses
 * (no identifier of their text, no macro their fragments need) are saved
 * and undefined before the kernels (push, else NULL) and restored after the
 * launchers (pop, else NULL).  The count of names.
 */
static bool kernels_use(struct gen *g, const char *name)
{
    const struct kf_gpu_file *F = g->gpu;
    for (int i = 0; i < F->nident; i++)
        if (strcmp(F->ident[i], name) == 0)
            return true;
    for (int i = 0; i < F->nmac; i++)
        if (strcmp(F->mac[i]->name, name) == 0)
            return true;
    const struct kf_program *prog = g->a->prog;
    for (int f = 0; f < prog->nfrag; f++)
        for (int i = 0; prog->frags[f] && i < prog->frags[f]->nmacro; i++)
            if (strcmp(prog->frags[f]->macros[i].name, name) == 0)
                return true;
    return false;
}

static int cuda_names_out(struct gen *g, FILE *push, FILE *pop)
{
    static const char *const cuda_words[] = {
        "host", "device", "global", "shared", "constant", "managed", "grid_constant",
        "noinline", "always_inline", "forceinline", "noreturn", "aligned", "launch_bounds",
        "cudart_builtin", "device_builtin", "x", "y", "z",
    };
    const struct kf_program *prog = g->a->prog;
    int n = 0;
    for (size_t w = 0; w < sizeof cuda_words / sizeof *cuda_words; w++) {
        bool defined = false;
        for (int i = 0; i < prog->nmacro && !defined; i++)
            defined = strcmp(prog->macros[i], cuda_words[w]) == 0;
        if (!defined || kernels_use(g, cuda_words[w]))
            continue;
        if (push)
            fprintf(push, "#pragma push_macro(\"%s\")\n#undef %s\n", cuda_words[w], cuda_words[w]);
        if (pop)
            fprintf(pop, "#pragma pop_macro(\"%s\")\n", cuda_words[w]);
        n++;
    }
    return n;
}

/*
 * The user's headers are C, and nvcc reads the .cu as C++: a declaration
 * in one may name a parameter `class` or `new` (NPB's npb-C.h:
 * `c_print_results(char *name, char class, ...)`).  Each `#include "..."`
 * is read with the C++ keywords C leaves free renamed by macros, undefined
 * after it.  The C headers that C++'s library wraps in its own (math.h,
 * stdlib.h: templates, namespaces) are included first, so that a user's
 * header that includes them meets their include guards, not the renaming.
 */
static const char *const cxx_words[] = {
    "class", "new", "delete", "this", "template", "typename", "namespace", "using",
    "private", "public", "protected", "virtual", "friend", "operator", "explicit", "mutable",
    "export",
};

static void quote_include(FILE *o, const char *line, int len, bool *first)
{
    if (*first)
        fputs("#include <stdlib.h> /* kforge: before the renaming below */\n"
              "#include <math.h>\n", o);
    *first = false;
    for (size_t i = 0; i < sizeof cxx_words / sizeof *cxx_words; i++)
        fprintf(o, "#define %s kf_cxx_%s\n", cxx_words[i], cxx_words[i]);
    fprintf(o, "%.*s\n", len, line);
    for (size_t i = 0; i < sizeof cxx_words / sizeof *cxx_words; i++)
        fprintf(o, "#undef %s\n", cxx_words[i]);
}

/* The preprocessor lines of text[0, end), in order, continuation lines and
 * comments that run on included, #pragma lines left out: the macro context
 * the kernels had when they sat in the user's file before `end`, each
 * user's header read as above.  Lines in comments and string literals are
 * not directives.  A conditional group still open at `end` (a function's
 * K&R and prototype headers under `#ifndef ANSI_C ... #else`, the
 * kernels' function in the second) is closed after the last line: what
 * follows in the .cu is not the user's. */
static void directives(const char *text, size_t end, FILE *o)
{
    bool first = true;
    bool in_comment = false, at_bol = true;
    int open = 0;
    for (size_t p = 0; p < end;) {
        char c = text[p];
        if (in_comment) {
            if (c == '*' && p + 1 < end && text[p + 1] == '/') {
                in_comment = false;
                p += 2;
                continue;
            }
            at_bol = c == '\n' ? true : at_bol;
            p++;
            continue;
        }
        if (c == '\n') {
            at_bol = true;
            p++;
            continue;
        }
        if (c == ' ' || c == '\t') {
            p++;
            continue;
        }
        if (c == '#' && at_bol) {
            /* the directive: up to a newline that is neither escaped nor in a comment */
            size_t q = p;
            bool com = false;
            while (q < end) {
                if (!com && text[q] == '/' && q + 1 < end && text[q + 1] == '*')
                    com = true, q++;
                else if (com && text[q] == '*' && q + 1 < end && text[q + 1] == '/')
                    com = false, q++;
                else if (!com && text[q] == '/' && q + 1 < end && text[q + 1] == '/')
                    while (q + 1 < end && text[q + 1] != '\n')
                        q++;
                else if (!com && text[q] == '\\' && q + 1 < end && text[q + 1] == '\n')
                    q++;
                else if (!com && text[q] == '\n')
                    break;
                q++;
            }
            size_t w = p + 1;
            while (w < q && (text[w] == ' ' || text[w] == '\t'))
                w++;
            size_t kw = strspn(text + w, "abcdefghijklmnopqrstuvwxyz");
            size_t arg = w + kw;
            while (arg < q && (text[arg] == ' ' || text[arg] == '\t'))
                arg++;
            if (kw == 7 && strncmp(text + w, "include", 7) == 0 && arg < q && text[arg] == '"')
                quote_include(o, text + p, (int)(q - p), &first);
            else if (!(q - w >= 6 && strncmp(text + w, "pragma", 6) == 0))
                fprintf(o, "%.*s\n", (int)(q - p), text + p);
            if (kw >= 2 && strncmp(text + w, "if", 2) == 0 &&
                (kw == 2 || (kw == 5 && strncmp(text + w, "ifdef", 5) == 0) ||
                 (kw == 6 && strncmp(text + w, "ifndef", 6) == 0)))
                open++;
            else if (kw == 5 && strncmp(text + w, "endif", 5) == 0 && open > 0)
                open--;
            p = q;
            continue;
        }
        at_bol = false;
        if (c == '/' && p + 1 < end && text[p + 1] == '*') {
            in_comment = true;
            p += 2;
            continue;
        }
        if (c == '/' && p + 1 < end && text[p + 1] == '/') {
            while (p < end && text[p] != '\n')
                p++;
            continue;
        }
        if (c == '"' || c == '\'') {
            for (p++; p < end && text[p] != c && text[p] != '\n'; p++)
                if (text[p] == '\\')
                    p++;
        }
        p++;
    }
    while (open-- > 0)
        fputs("#endif /* kforge: a group still open where the kernels' text was */\n", o);
}

/*
 * The .cu file: the user's preprocessor lines before the first function
 * with a kernel (the macros the kernels' text uses, with the values the
 * host build gives them), C's restrict spelled for C++, the kernels and
 * their launchers.  nvcc compiles it as C++; none of the user's code is in
 * it, so the user's C keeps C's rules in the host file.
 */
int kf_gpu_cu_device_file(struct gen *g)
{
    struct kf_gpu_file *F = g->gpu;
    char *buf = NULL;
    size_t n = 0;
    FILE *o = open_memstream(&buf, &n);
    if (!o)
        return -1;
    fprintf(o, "/* kforge %s: %s for cuda, the device part: %d kernel%s and %s launcher%s */\n",
            kf_version(), g->a->prog->file, F->nkernel, F->nkernel == 1 ? "" : "s",
            F->nkernel == 1 ? "its" : "their", F->nkernel == 1 ? "" : "s");
    const struct kf_gen_options *go = g->o;
    if (go->cuda_arch || go->fast_math || go->flush_to_zero || go->single_precision ||
        go->strict_fp) {
        const char *fl[8];
        int nf = kf_settings_nvcc_flags(go, fl, 8);
        fputs("/* built with (kforge settings): nvcc", o);
        for (int i = 0; i < nf; i++)
            fprintf(o, " %s", fl[i]);
        fputs(" */\n", o);
    }
    if (go->cuda_arch)
        fprintf(o, "#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < %s0\n#error \"kforge wrote "
                   "this file for %s (settings: cuda_arch)\"\n#endif\n",
                go->cuda_arch + 3, go->cuda_arch);
    fprintf(o, "#define restrict __restrict__\n");
    unsigned line = 1;
    for (size_t p = 0; p < F->prelude_at; p++)
        line += g->text[p] == '\n';
    fprintf(o, "/* the preprocessor lines of %s before line %u, where the kernels' text was */\n",
            g->a->prog->file, line);
    directives(g->text, F->prelude_at, o);
    /* the macros the kernels name that the file defines further down */
    for (int i = 0; i < F->nident; i++) {
        const struct kf_macro *m = kf_gpu_object_macro(g->a->prog, F->ident[i], F->prelude_at);
        if (m)
            fprintf(o, "#ifndef %s\n#define %s\n#endif\n", m->name, m->def);
    }
    /* and the function-like ones (ABS(x)) defined there too */
    for (int i = 0; i < F->nmac; i++)
        if (F->mac[i]->at >= F->prelude_at && F->mac[i]->at > 0)
            fprintf(o, "#ifndef %s\n#define %s\n#endif\n", F->mac[i]->name, F->mac[i]->def);
    fprintf(o, "/* end of %s's lines */\n%s\n", g->a->prog->file,
            kf_gpu_guard_includes(g, "#include <cuda_runtime.h>\n"));
    int nout = cuda_names_out(g, o, NULL);
    char *k = kf_gpu_rename_reserved(g, kf_kgen_source(F->kg), true);
    char *w = F->wrap ? kf_gpu_rename_reserved(g, kf_kgen_source(F->wrap), true) : NULL;
    if (!k || (F->wrap && !w))
        g->nomem = true;
    fputs(k ? k : "", o);
    if (w) {
        fputs("\n/* the launchers the host C file calls */\n", o);
        fputs(w, o);
    }
    free(k);
    free(w);
    if (nout) {
        fputs("/* the file's macros back */\n", o);
        cuda_names_out(g, NULL, o);
    }
    if (fclose(o) != 0) {
        free(buf);
        return -1;
    }
    g->device = buf;
    return 0;
}

static const struct host_api cuda_api = {
    cu_alloc, cu_release, cu_copy, cu_copy_elem, cu_launch, cu_prelude, KF_KGEN_CUDA, true, true,
};

const struct kf_backend kf_backend_cuda = {
    .target = KF_GEN_CUDA,
    .name = "cuda",
    .unit = "kernel",
    .unit_tail = "",
    .device_file = true,
    .host = &cuda_api,
    .rewrite = kf_gpu_rewrite,
    .fragment = kf_gpu_fragment,
    .finish = kf_gpu_finish,
    .release = kf_gpu_release,
};
