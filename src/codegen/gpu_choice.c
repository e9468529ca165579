/*
 * gpu_choice.c: the host-or-device choice of a fragment (gpu_choice.h).
 *
 * On the H200 the matrix-vector kernels of PolyBench ran at 0.03x-0.08x of
 * the sequential program at LARGE: a few milliseconds of work against the
 * CUDA context's 0.2 s and the copies (docs/c-loops.md); on PoCL atax ran
 * at 0.06x.  The device pays only when the work it saves covers its fixed
 * cost, which the estimate below holds against the work (issue 14, items
 * 3 and 7: "never slower").
 *
 * Sums of scaled polynomials carry the estimate: each piece is p / 2^twice
 * (openmp_cost.c's averaging doubles) times a factor, so that a constant
 * evaluates to seconds and a polynomial in the sizes prints as C.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/extent.h"
#include "codegen/gpu_choice.h"
#include "codegen/openmp.h"
#include "ir/poly.h"
#include "kforge/arena.h"

/* Where the figures come from:
 *  - PoCL: measured on this project's 2-core machine (docs/c-loops.md,
 *    "Host or device"): the set-up is kf_cl_init's platform, context and
 *    queue with the program binary from KFORGE_CL_CACHE plus the program's
 *    first launch; a launch and the copies by a program of many small
 *    launches and one of large copies; a statement instance of PolyBench's
 *    matrix-vector and matrix-matrix kernels, gcc -O2 and PoCL's kernels on
 *    both cores.
 *  - CUDA: the H200 runs of make check-gpu (docs/c-loops.md): the context's
 *    0.2 s; gemm and 2mm at LARGE, 1.01 s and 2.16 s sequential (0.77 ns
 *    per instance), 0.305 s and 0.335 s on the device with that set-up
 *    (about 0.075 ns per instance, copies included); PCIe copies from
 *    pageable memory at about 10 GB/s; a launch's few microseconds. */
static const struct kf_gpu_profile pocl = {"PoCL, 2 CPU cores", 0.1, 5e-6, 0.5e9, 0.45e-9, 0.9e-9};
static const struct kf_gpu_profile h200 = {"CUDA GPU (H200)", 0.2, 5e-6, 1e10, 0.075e-9, 0.8e-9};

const struct kf_gpu_profile *kf_gpu_choice_profile(bool cuda)
{
    return cuda ? &h200 : &pocl;
}

/* ---- sums of scaled polynomials ------------------------------------------ */

enum { MAX_PIECE = 64 };

struct piece {
    const struct kf_poly *p; /* NULL: text (an extent product) */
    const char *text;
    double scale;            /* value = p * scale, or text * scale */
};

struct sum {
    int n;
    bool unknown; /* a part the estimate cannot read */
    struct piece at[MAX_PIECE];
};

static void add_poly(struct sum *s, const struct kf_poly *p, int twice, double scale)
{
    if (!p) {
        s->unknown = true;
        return;
    }
    if (s->n == MAX_PIECE) {
        s->unknown = true;
        return;
    }
    s->at[s->n++] = (struct piece){p, NULL, scale / (double)(1L << twice)};
}

static void add_text(struct sum *s, const char *text, double scale)
{
    if (s->n == MAX_PIECE) {
        s->unknown = true;
        return;
    }
    s->at[s->n++] = (struct piece){NULL, text, scale};
}

/* The constant part of s, and whether that is all of it. */
static bool sum_value(const struct sum *s, double *v)
{
    bool all = true;
    *v = 0;
    for (int i = 0; i < s->n; i++) {
        long c;
        if (s->at[i].p && kf_poly_const_value(s->at[i].p, &c))
            *v += (double)c * s->at[i].scale;
        else
            all = false;
    }
    return all;
}

/* C for the non-constant pieces of s times factor, each term "c * (double)n
 * * m"; appended to buf at *k.  false when buf is too small. */
static bool print_sum(const struct kf_fragment *f, const struct sum *s, double factor, char *buf,
                      size_t n, size_t *k)
{
#define PUT(...)                                                                              \
    do {                                                                                      \
        int m = snprintf(buf + *k, n - *k, __VA_ARGS__);                                      \
        if (m < 0 || (size_t)m >= n - *k)                                                     \
            return false;                                                                     \
        *k += (size_t)m;                                                                      \
    } while (0)
    for (int i = 0; i < s->n; i++) {
        const struct piece *pc = &s->at[i];
        long c;
        if (pc->p && kf_poly_const_value(pc->p, &c))
            continue;
        if (!pc->p) {
            double sc = pc->scale * factor;
            PUT(" %c %.6g * %s", sc < 0 ? '-' : '+', sc < 0 ? -sc : sc, pc->text);
            continue;
        }
        for (int t = 0; t < pc->p->nterm; t++) {
            const struct kf_term *tm = &pc->p->term[t];
            double sc = (double)tm->coef * pc->scale * factor;
            PUT(" %c %.6g", sc < 0 ? '-' : '+', sc < 0 ? -sc : sc);
            for (int v = 0; v < tm->nvar; v++)
                PUT(" * %s%s", v ? "" : "(double)", f->vars[tm->vars[v]].name);
        }
    }
#undef PUT
    return true;
}

/* A variable of s's pieces that the fragment declares: a test before the
 * fragment cannot name it.  NULL when none. */
static const char *declared_inside(const struct kf_fragment *f, const struct sum *s)
{
    for (int i = 0; i < s->n; i++)
        for (int t = 0; s->at[i].p && t < s->at[i].p->nterm; t++)
            for (int v = 0; v < s->at[i].p->term[t].nvar; v++) {
                const struct kf_var *var = &f->vars[s->at[i].p->term[t].vars[v]];
                if (!var->is_global && !var->is_param_decl &&
                    var->decl.offset >= f->range.begin.offset &&
                    var->decl.offset < f->range.end.offset)
                    return var->name;
            }
    return NULL;
}

/* ---- what the fragment does ---------------------------------------------- */

/* launches under h, its iterators free (a host loop's trip times its kids) */
static struct kf_poly *launches(kf_arena *a, const struct hnode *h)
{
    switch (h->kind) {
    case H_KERNEL: return kf_poly_const(a, h->rk ? 2 : 1); /* a reduction's fold kernel */
    case H_ONE: return kf_poly_const(a, 1);
    case H_LEAF: return kf_poly_const(a, 0);
    case H_LOOP: break;
    }
    struct kf_poly *in = kf_poly_const(a, 0);
    for (int i = 0; i < h->nkid && in; i++)
        in = kf_poly_lin(a, in, 1, launches(a, &h->kids[i]), 1);
    return kf_poly_mul(a, kf_omp_trip(a, h->n), in);
}

static int elem_size(const char *t)
{
    static const struct {
        const char *type;
        int size;
    } sizes[] = {{"float", 4},         {"int", 4},  {"unsigned int", 4}, {"short", 2},
                 {"unsigned short", 2}, {"char", 1}, {"signed char", 1},  {"unsigned char", 1}};
    for (size_t i = 0; t && i < sizeof sizes / sizeof sizes[0]; i++)
        if (strcmp(t, sizes[i].type) == 0)
            return sizes[i].size;
    return 8; /* double, long, pointers, and what it does not know */
}

/* A dimension's text as a number, where it is one. */
static bool number(const char *s, long *v)
{
    char *end;
    *v = strtol(s, &end, 10);
    return end != s && *end == 0;
}

/* The bytes a device array moves: its elements times the element's size,
 * in, and back when written (xfer.c may keep some of it on the device; an
 * over-estimate only favours the host). */
static void add_bytes(struct frag *x, kf_arena *a, int v, double per_byte, struct sum *s)
{
    const struct kf_var *var = &x->f->vars[v];
    double k = (double)elem_size(var->elem_type) * (var->written ? 2 : 1) * per_byte;
    long prod = 1, d;
    char *text = NULL;
    bool dims = var->ndims >= 1 && var->dims[0][0];
    for (int i = 0; dims && i < var->ndims; i++) {
        if (!var->dims[i][0]) {
            dims = false;
        } else if (number(var->dims[i], &d)) {
            prod *= d;
        } else {
            text = text ? kf_arena_printf(a, "%s * (%s)", text, var->dims[i])
                        : kf_arena_printf(a, "(double)(%s)", var->dims[i]);
        }
    }
    if (!dims) {
        /* a pointer: the elements the accesses reach, where isl bounds them */
        const char *e = kf_analysis_extent_text(x->g->a, x->fi, v, a);
        if (!e) {
            s->unknown = true;
            return;
        }
        if (number(e, &d))
            add_poly(s, kf_poly_const(a, d), 0, k);
        else
            add_text(s, kf_arena_printf(a, "(double)(%s)", e), k);
        return;
    }
    if (text)
        add_text(s, text, k * (double)prod);
    else
        add_poly(s, kf_poly_const(a, prod), 0, k);
}

/* ---- the choice ------------------------------------------------------------ */

static bool stay(struct gen *g, struct prepared *P, const char *why)
{
    const struct kf_fragment *f = P->x->f;
    P->choice_note = kf_arena_printf(P->x->F->ar, "on the host: %s", why);
    kf_diag_report(g->d, KF_DIAG_NOTE, g->a->prog->file, f->range.begin.line, f->range.begin.col,
                   0, "fragment %d stays on the host: %s", f->id, why);
    return false;
}

bool kf_gpu_choice_decide(struct gen *g, struct prepared *P)
{
    struct frag *x = P->x;
    struct kf_gpu_file *F = x->F;
    const struct kf_fragment *f = x->f;
    P->choice_test = NULL;
    P->choice_note = NULL;
    if (g->o->device_choice == KF_GEN_DEVICE_NEVER)
        return stay(g, P, "--device-choice=host");
    if (g->o->device_choice != KF_GEN_DEVICE_AUTO)
        return true;
    const struct kf_gpu_profile *pr = kf_gpu_choice_profile(x->cuda);
    kf_arena *a = kf_arena_new();
    struct sum *work = calloc(1, sizeof *work), *cost = calloc(1, sizeof *cost);
    bool ok = true;
    if (!a || !work || !cost) {
        g->nomem = true;
        goto done;
    }
    /* work: the statement instances of every top loop that holds a kernel */
    for (int r = 0; r < P->nroot; r++) {
        const struct hnode *h = &P->roots[r];
        int twice = 0;
        if (h->kind == H_LEAF)
            continue;
        if (h->kind == H_ONE) {
            add_poly(work, kf_poly_const(a, 1), 0, 1.0);
            add_poly(cost, kf_poly_const(a, 1), 0, pr->launch_s);
            continue;
        }
        add_poly(work, kf_omp_loop_work(a, f, h->n, &twice), twice, 1.0);
        struct kf_poly *l = kf_omp_known_at(a, f, h->n, launches(a, h), &twice);
        add_poly(cost, l, twice, pr->launch_s);
    }
    for (int v = 0; v < f->nvar; v++)
        if (x->dev_array[v])
            add_bytes(x, a, v, 1.0 / pr->bytes_per_s, cost);
    /* a choice made here charges the whole set-up: kforge cannot tell
     * whether another fragment that goes to the device runs before this
     * one, or at all (OpenCL's run-time test asks the program, below) */
    double setup = g->o->device_setup_s > 0 ? g->o->device_setup_s : pr->setup_s;
    if (work->unknown || cost->unknown) {
        P->choice_note = kf_arena_printf(F->ar, "on the device: its work or its copies are "
                                                "beyond the cost model (a bound or an extent "
                                                "it cannot read)");
        goto done;
    }
    double w, c;
    bool wc = sum_value(work, &w), cc = sum_value(cost, &c);
    if (wc && cc) {
        double host = w * pr->host_s, dev = setup + c + w * pr->dev_s;
        char why[400];
        snprintf(why, sizeof why,
                 "%.3g statement instances: about %.3g s on the device (%s: set-up %.3g s, "
                 "launches and copies %.3g s) against %.3g s on the host (--device-choice=auto)",
                 w, dev, pr->name, setup, c, host);
        if (dev >= host) {
            ok = stay(g, P, why);
        } else {
            P->choice_note = kf_arena_printf(F->ar, "on the device: %s", why);
        }
        goto done;
    }
    const char *in = declared_inside(f, work);
    if (in || (in = declared_inside(f, cost))) {
        P->choice_note = kf_arena_printf(F->ar, "on the device: its work depends on '%s', "
                                                "declared in the fragment, which a test before "
                                                "it cannot name", in);
        goto done;
    }
    /* work * (host_s - dev_s) - launches and copies >= set-up, at run time */
    char test[2048];
    size_t k = 0;
    int m = snprintf(test, sizeof test, "0.0");
    k = m > 0 ? (size_t)m : 0;
    /* OpenCL: the set-up only while the program has not started the device
     * (kf_cl's queue, gpu_opencl.c's run-time helpers, declared before the
     * first function with a kernel): paid once per run, as it is */
    double rest = c - w * (pr->host_s - pr->dev_s);
    char rhs[96];
    if (x->cuda)
        snprintf(rhs, sizeof rhs, "%.6g", setup + rest);
    else
        snprintf(rhs, sizeof rhs, "(kf_cl.kf_queue ? %.6g : %.6g)", rest, setup + rest);
    if (!print_sum(f, work, pr->host_s - pr->dev_s, test, sizeof test, &k) ||
        !print_sum(f, cost, -1.0, test, sizeof test, &k) ||
        snprintf(test + k, sizeof test - k, " >= %s", rhs) >= (int)(sizeof test - k)) {
        P->choice_note = kf_arena_printf(F->ar, "on the device: its estimate is too long a test");
        goto done;
    }
    P->choice_test = kf_arena_strdup(F->ar, test);
    P->choice_note = kf_arena_printf(F->ar,
                                     "on the device where %s (the sizes, tested at run time: "
                                     "%s, set-up %.3g s%s), else on the host as written",
                                     test, pr->name, setup,
                                     x->cuda ? "" : " unless the program has started the device");
done:
    free(work);
    free(cost);
    kf_arena_free(a);
    return ok;
}

/* ---- the setting (gen.h) ---------------------------------------------------- */

static const char *const choice_names[] = {"device", "auto", "host"};

int kf_gen_device_choice_parse(const char *name, enum kf_gen_device_choice *c)
{
    for (int i = 0; i < 3; i++)
        if (strcmp(name, choice_names[i]) == 0) {
            *c = (enum kf_gen_device_choice)i;
            return 0;
        }
    return -1;
}

const char *kf_gen_device_choice_name(enum kf_gen_device_choice c)
{
    return (unsigned)c < 3 ? choice_names[c] : "?";
}
