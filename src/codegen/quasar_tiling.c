/*
 * quasar_tiling.c: {!kernel_tiling} (seed 002 §17.2.3), global, local and
 * hybrid kernel tiling of a Quasar kernel, on the device (OpenCL, CUDA)
 * and on the CPU (OpenMP).
 *
 * Inside a __kernel__ function
 *
 *     {!kernel_tiling dims=[32,16]; mode="global"; target="gpu"}
 *     {!kernel_tiling dims=[1,4];   mode="local";  target="gpu"}
 *
 * steers how the launch's points map onto threads.  Without it each
 * thread runs one point (q_posK = its global id, a bounds test; OpenMP:
 * the launch's loop nest calls the kernel once a point).  With it each
 * thread loops over its points (qc_tile_open has the loops of each
 * target).  mode="global" dims=G: a fixed grid striding over the domain's
 * blocks of G points (seed: "all threads in the grid collaborate to first
 * calculate the first block, then the second block"); on the device a
 * grid of G threads, dims=auto one the launch sizes from the device at
 * run time (qcl_tile_cap, qcu_tile_cap: two waves of its compute units'
 * threads, never more threads than points; the kernel strides, so any
 * grid is correct); on OpenMP the grid is the team (omp_get_num_threads
 * at run time, one fork), thread t taking blocks t, t + T, ..., each block's points in
 * order.  mode="local" dims=L: each thread L[k] consecutive points along
 * dimension k, the tail ("cool-down" where the size is not a multiple of
 * L) by the inner loop's bound; on OpenMP each thread a contiguous run of
 * such tiles.  Both attributes: hybrid (device: G/L threads a block, L
 * points each; OpenMP: a thread's block walked in tiles of L).  On OpenMP
 * the innermost point loop is unit-stride with a precomputed bound, so
 * gcc can vectorise it (`omp simd` where the body runs straight).
 *
 * Per-thread set-up that does not depend on the point is written before
 * the loops: the kernel's arrays rebuilt from their parts, the small
 * vectors' components, and the body's own statements the kernel IR proves
 * point-independent ("calculations independent of the block can be placed
 * outside of the tiling loop": hoist_plan has the rule), so they run once
 * a thread, not once a point.
 *
 * target="gpu" applies to the OpenCL and CUDA targets, target="cpu" to
 * OpenMP, none to the device targets only: on the CPU the untiled launch
 * (its loops, the strip pass's SIMD lanes, the interior without checks)
 * measured as fast on a straight body and 3x faster on a box filter
 * (docs/transforms.md).  Refused with a warning: a kernel with
 * blocks (syncthreads, shared(), blkpos: every thread of a block must
 * reach each barrier, once), a kernel with a return (it would end the
 * thread's other points) and one that assigns to a parameter (the
 * thread's next point would see it).  Bad attributes (dims of the wrong
 * length or not positive, an unknown key, mode or target) are errors.
 * --disable=kernel-tiling switches the pass off.
 *
 * Ownership: the plan lives in the instance (qinst.tile_*, hoist), its
 * strings and the blocks qc_tile_body splits the body into in the
 * context's arena; the hoisted statements' text (qinst.hoisted) is the
 * instance's until qc_tile_open writes it out and frees it.
 */
#include <stdlib.h>
#include <string.h>

#include "quasar.h"

#define A_(...) kf_arena_printf(c->a, __VA_ARGS__)

/* dims=auto on OpenMP: blocks of this many points along the last
 * dimension, 16 along the others (the team strides over them); on the
 * devices the grid comes from the device at run time instead */
#define QC_TILE_AUTO 4096

static int has_return(const kf_q_node *s)
{
    if (!s)
        return 0;
    if (s->kind == KF_Q_RETURN)
        return 1;
    if (s->kind == KF_Q_LAMBDA || s->kind == KF_Q_FUNC)
        return 0;
    if (has_return(s->a) || has_return(s->b) || has_return(s->c))
        return 1;
    for (int i = 0; i < s->nkids; i++)
        if (has_return(s->kids[i]))
            return 1;
    return 0;
}

static const char *skip_ws(const char *p)
{
    while (*p == ' ' || *p == '\t')
        p++;
    return p;
}

/* a value: "text", text or [n, n, ...]; copied into buf */
static const char *value(const char *p, char *buf, size_t n)
{
    size_t k = 0;
    p = skip_ws(p);
    if (*p == '"') {
        for (p++; *p && *p != '"'; p++)
            if (k + 1 < n)
                buf[k++] = *p;
        if (*p == '"')
            p++;
    } else
        for (; *p && *p != ';' && *p != ' ' && *p != '\t'; p++)
            if (k + 1 < n)
                buf[k++] = *p;
    buf[k] = 0;
    return p;
}

/* one attribute parsed: 1 and the fields set, 0 after an error */
typedef struct {
    int global;   /* mode */
    int target;   /* 0 any, 1 gpu, 2 cpu */
    int dims[3];  /* -1 everywhere for auto */
    int n;        /* entries given */
} tattr;

static int parse(qctx *c, const kf_q_node *s, int kdims, tattr *t)
{
    const char *p = s->str + strlen("kernel_tiling");
    int have_dims = 0, have_mode = 0;
    memset(t, 0, sizeof *t);
    while (*(p = skip_ws(p))) {
        if (*p == ';') {
            p++;
            continue;
        }
        char key[32], val[96];
        size_t k = 0;
        while (*p && *p != '=' && *p != ';' && *p != ' ' && k + 1 < sizeof key)
            key[k++] = *p++;
        key[k] = 0;
        p = skip_ws(p);
        if (*p != '=') {
            qc_error(c, s, "{!kernel_tiling}: '%s' wants a value (dims=, mode=, target=)", key);
            return 0;
        }
        p = value(p + 1, val, sizeof val);
        if (!strcmp(key, "dims")) {
            have_dims = 1;
            if (!strcmp(val, "auto")) {
                t->n = kdims;
                t->dims[0] = t->dims[1] = t->dims[2] = -1;
                continue;
            }
            const char *q = val;
            if (*q++ != '[') {
                qc_error(c, s, "{!kernel_tiling}: dims is a list such as [32,16] or auto, not '%s'", val);
                return 0;
            }
            while (*q && *q != ']') {
                char *e;
                long d = strtol(q, &e, 10);
                if (e == q || d <= 0 || d > 65536) {
                    qc_error(c, s, "{!kernel_tiling}: dims must be positive integers (at most 65536): '%s'", val);
                    return 0;
                }
                if (t->n == 3) {
                    qc_error(c, s, "{!kernel_tiling}: dims has more than 3 entries: '%s'", val);
                    return 0;
                }
                t->dims[t->n++] = (int)d;
                q = skip_ws(e);
                if (*q == ',')
                    q++;
                q = skip_ws(q);
            }
            if (*q != ']' || t->n == 0) {
                qc_error(c, s, "{!kernel_tiling}: dims is a list such as [32,16] or auto, not '%s'", val);
                return 0;
            }
        } else if (!strcmp(key, "mode")) {
            have_mode = 1;
            if (!strcmp(val, "global") || !strcmp(val, "local"))
                t->global = val[0] == 'g';
            else {
                qc_error(c, s, "{!kernel_tiling}: unknown mode \"%s\" (global or local)", val);
                return 0;
            }
        } else if (!strcmp(key, "target")) {
            if (!strcmp(val, "gpu") || !strcmp(val, "cpu"))
                t->target = val[0] == 'g' ? 1 : 2;
            else {
                qc_error(c, s, "{!kernel_tiling}: unknown target \"%s\" (gpu or cpu)", val);
                return 0;
            }
        } else {
            qc_error(c, s, "{!kernel_tiling}: unknown key '%s' (dims, mode, target)", key);
            return 0;
        }
    }
    if (!have_dims || !have_mode) {
        qc_error(c, s, "{!kernel_tiling}: %s is missing", !have_dims ? "dims=" : "mode=");
        return 0;
    }
    if (t->dims[0] == -1 && !t->global) {
        qc_error(c, s, "{!kernel_tiling}: dims=auto is for mode=\"global\" (the grid); give local tiling its dims");
        return 0;
    }
    /* one entry a dimension of pos; a longer list only with 1s after them ([32,16,1] on a 2-D kernel) */
    for (int k = kdims; k < t->n; k++)
        if (t->dims[k] != 1) {
            qc_error(c, s, "{!kernel_tiling}: dims has %d entries but the kernel's domain has %d dimension%s",
                     t->n, kdims, kdims > 1 ? "s" : "");
            return 0;
        }
    if (t->n < kdims) {
        qc_error(c, s, "{!kernel_tiling}: dims has %d entr%s but the kernel's domain has %d dimensions", t->n,
                 t->n > 1 ? "ies" : "y", kdims);
        return 0;
    }
    return 1;
}

static const char *dims_text(qctx *c, const int *d, int kdims)
{
    if (d[0] == -1)
        return c->opt->target == KF_QC_OPENMP
                   ? A_("the domain's size in blocks of %s%d points, the team the grid (dims=auto)",
                        kdims > 2 ? "16x16x" : kdims > 1 ? "16x" : "", QC_TILE_AUTO)
                   : A_("the domain's size, at most 2 waves of the device's threads%s (dims=auto, asked at run "
                        "time)", kdims > 1 ? ", 16 along each dimension but the last" : "");
    const char *r = "";
    for (int k = 0; k < kdims; k++)
        r = A_("%s%s%d", r, k ? "x" : "", d[k]);
    return r;
}

/* Does the body assign to a parameter of the kernel (a scalar passed by
 * value)?  Tiled, the thread's points share the parameters: a point would
 * see what the one before it wrote.  at: the first such assignment. */
static int writes_param(const kf_q_node *fn, const kf_q_node *s, const kf_q_node **at)
{
    if (!s || s->kind == KF_Q_LAMBDA || s->kind == KF_Q_FUNC)
        return 0;
    const char *w = NULL;
    if (s->kind == KF_Q_FOR)
        w = s->str;
    for (int i = 0; s->kind == KF_Q_ASSIGN && !w && i < s->nkids; i++)
        if (s->kids[i]->kind == KF_Q_ID)
            w = s->kids[i]->str;
    for (int i = 0; w && i < fn->nparams; i++)
        if (!strcmp(fn->params[i]->str, w) && !qc_is_special(w)) {
            *at = s;
            return 1;
        }
    if (writes_param(fn, s->a, at) || writes_param(fn, s->b, at) || writes_param(fn, s->c, at))
        return 1;
    for (int i = 0; i < s->nkids; i++)
        if (writes_param(fn, s->kids[i], at))
            return 1;
    return 0;
}

/* the value of key `key` in attribute text p, into buf ("" when absent) */
static void attr_value(const char *p, const char *key, char *buf, size_t n)
{
    size_t kl = strlen(key);
    buf[0] = 0;
    for (p += strlen("kernel_tiling"); *p; p++)
        if (!strncmp(p, key, kl) && (p[-1] == ' ' || p[-1] == '\t' || p[-1] == ';') && *skip_ws(p + kl) == '=') {
            value(skip_ws(p + kl) + 1, buf, n);
            return;
        }
}

static int is_tiling_attr(const kf_q_node *s)
{
    return s->kind == KF_Q_ATTR && !strncmp(s->str, "kernel_tiling", 13) &&
           (!s->str[13] || s->str[13] == ' ' || s->str[13] == '\t');
}

int qc_tile_cpu(const qctx *c, const kf_q_node *fn)
{
    if (!fn || fn->kind != KF_Q_FUNC || !fn->b || (c->opt->disabled & KF_QC_PASS_TILING))
        return 0;
    for (int i = 0; i < fn->b->nkids; i++) {
        char t[16];
        if (!is_tiling_attr(fn->b->kids[i]))
            continue;
        attr_value(fn->b->kids[i]->str, "target", t, sizeof t);
        if (strcmp(t, "gpu"))
            return 1;
    }
    return 0;
}

void qc_tile_plan(qctx *c, qinst *in)
{
    kf_q_node *fn = in->fn;
    int kdims = in->kernel_nd < 0 ? 1 : in->kernel_nd;
    if (!fn || fn->kind != KF_Q_FUNC || !fn->b || !in->kernel_nd)
        return;
    const kf_q_node *at[2] = {NULL, NULL}; /* the global and the local attribute taken */
    int quiet = 0; /* another instance of this kernel said it all */
    tattr got[2];
    for (int i = 0; i < fn->b->nkids && !c->failed; i++) {
        const kf_q_node *s = fn->b->kids[i];
        tattr t;
        if (!is_tiling_attr(s))
            continue;
        /* said once, though a kernel has several instances (types, interior, strips) */
        int said = 0;
        for (int j = 0; j < c->ntile_said; j++)
            said |= c->tile_said[j] == s;
        if (!said && c->ntile_said < 32)
            c->tile_said[c->ntile_said++] = s;
        if (!parse(c, s, kdims, &t))
            continue;
        quiet |= said;
        if (t.target == (in->ocl ? 2 : 1)) {
            if (!said)
                qc_explain(c, "kernel-tiling", s, "kernel '%s': {!kernel_tiling} for target=\"%s\": not this target's",
                       fn->str, in->ocl ? "cpu" : "gpu");
            continue;
        }
        if (!in->ocl && !t.target) { /* measured: docs/transforms.md, bench/transforms/tiling_omp.sh */
            if (!said)
                qc_explain(c, "kernel-tiling", s, "kernel '%s': {!kernel_tiling} without target=\"cpu\": the device's "
                           "only (on the CPU the launch's own loops, strips and SIMD lanes measured as fast or faster)",
                           fn->str);
            continue;
        }
        if (at[t.global] && !said)
            qc_warn(c, s, "a second {!kernel_tiling mode=\"%s\"} for this target: the first (line %u) is kept",
                    t.global ? "global" : "local", at[t.global]->line);
        else if (!at[t.global]) {
            at[t.global] = s;
            got[t.global] = t;
        }
    }
    if (c->failed || (!at[0] && !at[1]))
        return;
    const kf_q_node *s = at[0] ? at[0] : at[1], *wp = NULL;
    in->tile_quiet = quiet;
    if (c->opt->disabled & KF_QC_PASS_TILING) {
        if (!quiet)
            qc_explain(c, "kernel-tiling", s, "kernel '%s': one point a thread: --disable=kernel-tiling", fn->str);
        return;
    }
    if (in->blkuse) {
        if (!quiet)
            qc_warn(c, s, "{!kernel_tiling} ignored: kernel '%s' uses blocks (syncthreads, shared() or blkpos), which "
                "tiling would remap", fn->str);
        return;
    }
    if (has_return(fn->b)) {
        if (!quiet)
            qc_warn(c, s, "{!kernel_tiling} ignored: kernel '%s' has a return, which would end the thread's other "
                "points", fn->str);
        return;
    }
    if (writes_param(fn, fn->b, &wp)) {
        if (!quiet)
            qc_warn(c, s, "{!kernel_tiling} ignored: kernel '%s' assigns to its parameter (line %u), which the "
                "thread's next point would see", fn->str, wp->line);
        return;
    }
    in->tiled = 1;
    for (int k = 0; k < kdims; k++) {
        in->tile_l[k] = at[0] ? got[0].dims[k] : 1;
        in->tile_g[k] = at[1] ? got[1].dims[k] : 0;
    }
    if (at[1] && at[0])
        for (int k = 0; k < kdims; k++)
            if (in->tile_g[k] > 0 && in->tile_g[k] < in->tile_l[k])
                in->tile_g[k] = in->tile_l[k]; /* a grid block holds at least one thread's points */
    if (quiet)
        return;
    if (!in->ocl) { /* OpenMP: see qc_tile_open */
        qc_explain(c, "kernel-tiling", s, "kernel '%s': %s tiling on the CPU: %s%s%s%s, the innermost point loop "
                   "unit-stride, the tail by its bound", fn->str,
                   at[0] && at[1] ? "hybrid" : at[1] ? "global" : "local",
                   at[1] ? A_("blocks of %s points, the team's threads striding over them (thread t: blocks t, "
                              "t + T, ...)", in->tile_g[0] == -1 ? A_("at most %s%d", kdims > 2 ? "16x16x"
                              : kdims > 1 ? "16x" : "", QC_TILE_AUTO) : dims_text(c, in->tile_g, kdims)) : "",
                   at[0] && at[1] ? ", each block in tiles of " : at[0] ? "tiles of " : "",
                   at[0] ? A_("%s consecutive points", dims_text(c, in->tile_l, kdims)) : "",
                   at[0] && !at[1] ? ", each thread a contiguous run of tiles" : "");
        return;
    }
    qc_explain(c, "kernel-tiling", s, "kernel '%s': %s tiling: %s%s%s%s%s", fn->str,
               at[0] && at[1] ? "hybrid" : at[1] ? "global" : "local",
               at[1] ? "a grid of " : "", at[1] ? dims_text(c, in->tile_g, kdims) : "",
               at[1] ? (in->tile_g[0] == -1 ? ", each thread striding over the domain"
                                            : " points, each thread striding over the domain's blocks") : "",
               at[0] ? (at[1] ? "; " : "") : "",
               at[0] ? A_("%s consecutive points a thread, the tail by the loop's bound",
                          dims_text(c, in->tile_l, kdims)) : "");
}

/* ---- hoisting: seed 002 §17.2.3, "calculations independent of the block
 * can be placed outside of the tiling loop" ----
 *
 * A top-level statement `x = e` of the kernel's body runs once a thread,
 * before its point loop, when the kernel IR proves every point computes
 * the same x there:
 *   - x is a scalar local (int or scalar) that this is the only write of
 *     (no other assignment, compound or into it, no loop over it), and no
 *     earlier statement reads it (which would see its per-point 0);
 *   - e reads no pos (nor blkpos ...), and no name the body writes but
 *     the locals hoisted before it: parameters the body leaves, constants;
 *   - e calls only side-effect-free built-ins (sqrt, exp, min, size, ...);
 *     a user function or a lambda stays per point, as does an array read.
 * Top-level statements run at every point (a tiled kernel has no return),
 * so a thread with at least one point computed e at each of them with the
 * same inputs; the hoisted code runs only in a thread with a point (a
 * guard), so nothing runs that the kernel as written would not run. */

/* how many times the statements under s write `name` (an assignment to
 * it or into its elements, a loop over it), but statement `except` */
static int writes(const kf_q_node *s, const char *name, const kf_q_node *except)
{
    if (!s)
        return 0;
    int n = 0;
    if (s != except) {
        if (s->kind == KF_Q_FOR && s->str && !strcmp(s->str, name))
            n++;
        for (int i = 0; s->kind == KF_Q_ASSIGN && i < s->nkids; i++) {
            const kf_q_node *t = s->kids[i];
            while (t && t->kind == KF_Q_INDEX)
                t = t->a; /* y[i] = ..., y{i}[j] = ... */
            if (t && t->kind == KF_Q_ID && !strcmp(t->str, name))
                n++;
        }
    }
    n += writes(s->a, name, except) + writes(s->b, name, except) + writes(s->c, name, except);
    for (int i = 0; i < s->nkids; i++)
        n += writes(s->kids[i], name, except);
    return n;
}

static int names_at(const kf_q_node *s, const void *name)
{
    return (s->kind == KF_Q_ID || s->kind == KF_Q_FOR) && s->str && !strcmp(s->str, name);
}

/* does the tree under s name `name` */
static int mentions(const kf_q_node *s, const char *name)
{
    return kf_q_any(s, names_at, name);
}

/* the built-ins that compute a value from their arguments and do nothing else */
static int pure_builtin(const char *f)
{
    static const char *const pure[] = {"abs", "sqrt", "exp", "log", "log2", "log10", "sin", "cos", "tan", "asin",
                                       "acos", "atan", "atan2", "sinh", "cosh", "tanh", "floor", "ceil", "round",
                                       "min", "max", "pow", "mod", "sign", "size", "numel", "int", "float", NULL};
    for (int i = 0; pure[i]; i++)
        if (!strcmp(pure[i], f))
            return 1;
    return 0;
}

static int passed_at(const kf_q_node *s, const void *name)
{
    if (s->kind == KF_Q_CALL && !(s->a && s->a->kind == KF_Q_ID && pure_builtin(s->a->str)))
        for (int i = 0; i < s->nkids; i++)
            if (s->kids[i] && s->kids[i]->kind == KF_Q_ID && !strcmp(s->kids[i]->str, name))
                return 1;
    return 0;
}

/* is `name` an argument of a call other than a pure built-in's (a user
 * function or a lambda could write the array through it) */
static int passed_on(const kf_q_node *s, const char *name)
{
    return kf_q_any(s, passed_at, name);
}

static int store_at(const kf_q_node *s, const void *unused)
{
    (void)unused;
    if (s->kind == KF_Q_LAMBDA || s->kind == KF_Q_FUNC)
        return -1; /* defined here, run elsewhere */
    for (int i = 0; s->kind == KF_Q_ASSIGN && i < s->nkids; i++)
        if (s->kids[i] && s->kids[i]->kind == KF_Q_INDEX)
            return 1;
    return s->kind == KF_Q_CALL && !(s->a && s->a->kind == KF_Q_ID && pure_builtin(s->a->str));
}

/* does s store into an array element under any name, or call something
 * that is not a pure built-in (which may) */
static int stores(const kf_q_node *s)
{
    return kf_q_any(s, store_at, NULL);
}

int qc_tile_is_hoisted(const qinst *in, const char *name)
{
    for (int i = 0; i < in->nhoist; i++)
        if (!strcmp(in->hoist[i]->kids[0]->str, name))
            return 1;
    return 0;
}

/* NULL when every point of the thread computes e alike, else why not */
static const char *variant(qctx *c, qinst *in, const kf_q_node *e, const kf_q_node *body)
{
    if (!e)
        return NULL;
    switch (e->kind) {
    case KF_Q_NUM: case KF_Q_STR:
        return NULL;
    case KF_Q_ID:
        if (qc_is_special(e->str))
            return A_("it reads %s", e->str);
        if (!qc_tile_is_hoisted(in, e->str) && writes(body, e->str, NULL))
            return A_("it reads '%s', which the body writes", e->str);
        return NULL;
    case KF_Q_BIN: case KF_Q_UN: case KF_Q_COND: case KF_Q_TRANS: {
        const char *w = variant(c, in, e->a, body);
        if (!w)
            w = variant(c, in, e->b, body);
        return w ? w : variant(c, in, e->c, body);
    }
    case KF_Q_CALL: {
        const char *f = e->a && e->a->kind == KF_Q_ID ? e->a->str : NULL;
        qinst *where = NULL;
        if (!f || !pure_builtin(f) || qc_lookup(in, f) || qc_find_func(c, in, f, &where))
            return A_("it calls %s%s%s, which kforge does not prove free of side effects", f ? "'" : "a function",
                      f ? f : "", f ? "'" : "");
        for (int i = 0; i < e->nkids; i++) {
            const char *w = variant(c, in, e->kids[i], body);
            if (w)
                return w;
        }
        return NULL;
    }
    case KF_Q_INDEX: {
        if (e->a && e->a->kind == KF_Q_ID && qc_is_special(e->a->str))
            return A_("it reads %s", e->a->str);
        if (!e->a || e->a->kind != KF_Q_ID)
            return "it reads an element of an expression (only a named array's element is hoisted)";
        const char *a = e->a->str;
        qvar *v = qc_lookup(in, a);
        if (!v || v->t.k != QT_ARR || v->t.cx)
            return A_("it reads an element of '%s', not of a real array", a);
        if (writes(body, a, NULL))
            return A_("it reads '%s', which the kernel writes", a);
        if (passed_on(body, a))
            return A_("it reads '%s', which the kernel passes to a function that may write it", a);
        for (int i = 0; i < e->nkids; i++) {
            const char *w = variant(c, in, e->kids[i], body);
            if (w)
                return w;
        }
        in->hoist_reads = 1;
        return NULL;
    }
    default:
        return "it is not an expression of scalars kforge hoists";
    }
}

/* which top-level statements of the body run once a thread (in->hoist),
 * with the reasons on --explain */
static void hoist_plan(qctx *c, qinst *in, const kf_q_node *body)
{
    const char *kname = in->fn->str;
    for (int i = 0; i < body->nkids && !c->failed; i++) {
        const kf_q_node *s = body->kids[i];
        if (s->kind != KF_Q_ASSIGN || s->op != '=' || s->nkids != 1 || s->kids[0]->kind != KF_Q_ID)
            continue;
        const char *x = s->kids[0]->str, *why = NULL;
        qvar *v = qc_lookup(in, x);
        if (!v || v->is_param || v->captured || (v->t.k != QT_INT && v->t.k != QT_SCALAR))
            continue; /* arrays, vectors, parameters: never candidates */
        if (writes(body, x, s))
            why = A_("'%s' is written elsewhere in the body", x);
        for (int j = 0; !why && j < i; j++)
            if (mentions(body->kids[j], x))
                why = A_("an earlier statement (line %u) reads '%s'", body->kids[j]->line, x);
        in->hoist_reads = 0;
        if (!why)
            why = variant(c, in, s->a, body);
        /* An array read: the launch may pass one array as two parameters,
         * so another name's store could reach it.  Before this statement
         * no point stores into any array; then running every point up to
         * here first is one of the kernel's schedules, and in it each
         * point reads what the thread reads once (another point's later
         * store is a race the kernel as written has already). */
        for (int j = 0; !why && in->hoist_reads && j < i; j++)
            if (stores(body->kids[j]))
                why = A_("it reads an array element after line %u, which stores into an array (the launch may pass "
                         "that array under this name too)", body->kids[j]->line);
        if (!why && in->nhoist == (int)(sizeof in->hoist / sizeof *in->hoist))
            why = "too many statements hoisted already";
        if (why) {
            if (!in->tile_quiet)
                qc_explain(c, "kernel-tiling", s, "kernel '%s': '%s = ...' stays in the point loop: %s", kname, x, why);
            continue;
        }
        in->hoist[in->nhoist++] = s;
        if (!in->tile_quiet)
            qc_explain(c, "kernel-tiling", s, "kernel '%s': '%s = ...' hoisted: once a thread, before its point loop "
                       "(it reads no pos, nothing the body writes, calls nothing with side effects%s)", kname, x,
                       in->hoist_reads ? "; its array element is one no statement before it can store into" : "");
    }
}

/* the body of instance in: a tiled kernel's hoisted statements into
 * in->hoisted, the others into in->body, each through qc_block */
void qc_tile_body(qctx *c, qinst *in, kf_q_node *body)
{
    if (in->tiled && body && body->kind == KF_Q_BLOCK)
        hoist_plan(c, in, body);
    if (!in->nhoist || c->failed) {
        qc_block(c, in, body);
        return;
    }
    kf_q_node *hb = kf_arena_alloc(c->a, sizeof *hb), *rb = kf_arena_alloc(c->a, sizeof *rb);
    *hb = *body;
    *rb = *body;
    hb->kids = kf_arena_alloc(c->a, sizeof *hb->kids * (size_t)in->nhoist);
    rb->kids = kf_arena_alloc(c->a, sizeof *rb->kids * (size_t)body->nkids);
    hb->nkids = rb->nkids = 0;
    for (int i = 0; i < body->nkids; i++) {
        int h = 0;
        for (int j = 0; j < in->nhoist; j++)
            h |= in->hoist[j] == body->kids[i];
        if (h)
            hb->kids[hb->nkids++] = body->kids[i];
        else
            rb->kids[rb->nkids++] = body->kids[i];
    }
    qbuf save = in->body;
    memset(&in->body, 0, sizeof in->body);
    in->indent++; /* inside the guard of qc_tile_open */
    qc_block(c, in, hb);
    in->indent--;
    in->hoisted = in->body;
    in->body = save;
    qc_block(c, in, rb);
}

/* ---- the loops ---- */

/* OpenMP: the size of a unit of work along dimension k (a block of the
 * grid, or a tile of local tiling), and whether the blocks are tiled too */
static int unit(const qinst *in, int k, int kdims)
{
    int g = in->tile_g[k], l = in->tile_l[k];
    if (!g)
        return l;
    if (g == -1)
        g = k == kdims - 1 ? QC_TILE_AUTO : 16;
    return g < l ? l : g;
}
static int hybrid(const qinst *in, int kdims)
{
    int h = 0;
    for (int k = 0; k < kdims; k++)
        h |= in->tile_g[k] && in->tile_l[k] > 1;
    return h;
}

/* The loops over the thread's points, after the kernel's set-up, its
 * hoisted statements before them.  OpenCL and CUDA (a thread of the grid):
 *
 *     for (q_t0 = gid0 * L0; q_t0 < q_lim0; q_t0 += gsize0 * L0)      grid-stride (global)
 *       for (q_pos0 = q_t0; q_pos0 < q_t0 + L0 && q_pos0 < q_lim0; q_pos0++)   L0 points (local)
 *         { the body }
 *
 * OpenMP: the launch calls the kernel once in each thread of a team
 * (qt_id of qt_n, qc_tile_launch).  The domain is cut into units, tiles
 * of L points (local) or blocks of G (global, hybrid); a local thread
 * takes a contiguous run of tiles, as a static omp for would, a global
 * one every qt_n-th block from its own: the team is the grid, striding
 * over the domain.  A hybrid block is walked tile by tile (the names
 * start qt_, which no Quasar name becomes: those are q_NAME):
 *
 *     qt_nuK = ceil(q_limK / UK), qt_nu = their product
 *     for (qt_u = qt_lo; qt_u < qt_hi; qt_u++)    local    (global: qt_u = qt_id; qt_u < qt_nu; qt_u += qt_n)
 *       qt_bK = qt_u's origin, qt_beK = min(qt_bK + UK, q_limK)
 *       [hybrid: for (qt_tK = qt_bK; qt_tK < qt_beK; qt_tK += LK)  qt_eK = min(qt_tK + LK, qt_beK)]
 *       for (q_pos0 = qt_b0; q_pos0 < qt_be0; q_pos0++)
 *         #pragma omp simd                         (a body that runs straight: quasar_call.c's rule)
 *         for (q_pos1 = qt_b1; q_pos1 < qt_be1; q_pos1++) { the body }
 *
 * The innermost loop is unit-stride with a bound computed before it, so
 * gcc can vectorise it; the tail of a unit is its bound. */
void qc_tile_open(qctx *c, qinst *in, qbuf *out, int kdims)
{
    int cuda = c->opt->target == KF_QC_CUDA, omp = !in->ocl, global = in->tile_g[0] != 0;
    const char *id[3], *sz[3];
    for (int i = 0; i < kdims; i++) {
        int d = kdims - 1 - i; /* the last dimension varies fastest: CUDA's x, OpenCL's 0 */
        id[i] = cuda ? A_("((long)blockIdx.%c * blockDim.%c + threadIdx.%c)", "xyz"[d], "xyz"[d], "xyz"[d])
                     : A_("(long)get_global_id(%d)", d);
        sz[i] = cuda ? A_("((long)gridDim.%c * blockDim.%c)", "xyz"[d], "xyz"[d]) : A_("(long)get_global_size(%d)", d);
    }
    const char *guard = "";
    if (omp) {
        for (int i = 0; i < kdims; i++)
            qb_printf(out, "    long qt_nu%d = (q_lim%d + %d) / %d;\n", i, i, unit(in, i, kdims) - 1, unit(in, i, kdims));
        qb_printf(out, "    long qt_nu = qt_nu0%s%s;\n", kdims > 1 ? " * qt_nu1" : "", kdims > 2 ? " * qt_nu2" : "");
        if (!global)
            qb_printf(out, "    long qt_lo = qt_id * qt_nu / qt_n, qt_hi = (qt_id + 1) * qt_nu / qt_n;\n");
        guard = global ? "qt_id < qt_nu" : "qt_lo < qt_hi";
    } else
        for (int i = 0; i < kdims; i++)
            guard = A_("%s%s%s%s < q_lim%d", guard, i ? " && " : "", id[i],
                       in->tile_l[i] > 1 ? A_(" * %d", in->tile_l[i]) : "", i);
    for (int i = 0; i < in->nhoist; i++) {
        qvar *v = qc_lookup(in, in->hoist[i]->kids[0]->str);
        qb_printf(out, "    %s = 0;\n", qc_cdecl(c, v->t, v->cname));
    }
    if (in->hoisted.s)
        qb_printf(out, "    if (%s) { /* a thread with a point: what each of its points would compute alike */\n%s"
                       "    }\n", guard, in->hoisted.s);
    qb_free(&in->hoisted);
    if (!omp) {
        for (int i = 0; i < kdims; i++) {
            int l = in->tile_l[i];
            if (l == 1)
                qb_printf(out, "    for (long q_pos%d = %s; q_pos%d < q_lim%d; q_pos%d += %s)\n", i, id[i], i, i, i,
                          sz[i]);
            else
                qb_printf(out, "    for (long q_t%d = %s * %d; q_t%d < q_lim%d; q_t%d += %s * %d)\n", i, id[i], l,
                          i, i, i, sz[i], l);
        }
        for (int i = 0; i < kdims; i++)
            if (in->tile_l[i] > 1)
                qb_printf(out, "    for (long q_pos%d = q_t%d; q_pos%d < q_t%d + %d && q_pos%d < q_lim%d; q_pos%d++)\n",
                          i, i, i, i, in->tile_l[i], i, i, i);
        qb_printf(out, "    {\n");
        return;
    }
    qb_printf(out, global ? "    for (long qt_u = qt_id; qt_u < qt_nu; qt_u += qt_n) {\n"
                          : "    for (long qt_u = qt_lo; qt_u < qt_hi; qt_u++) {\n");
    static const char *const origin[3][3] = {{"qt_u"}, {"qt_u / qt_nu1", "qt_u % qt_nu1"},
                                              {"qt_u / (qt_nu1 * qt_nu2)", "qt_u / qt_nu2 % qt_nu1", "qt_u % qt_nu2"}};
    qb_printf(out, "        long ");
    for (int i = 0; i < kdims; i++) {
        qb_printf(out, "%sqt_b%d = %s * %d", i ? ", " : "", i, origin[kdims - 1][i], unit(in, i, kdims));
    }
    qb_printf(out, ";\n        long ");
    for (int i = 0; i < kdims; i++) {
        int u = unit(in, i, kdims);
        qb_printf(out, "%sqt_be%d = qt_b%d + %d < q_lim%d ? qt_b%d + %d : q_lim%d", i ? ", " : "", i, i, u, i, i, u, i);
    }
    qb_printf(out, ";\n");
    const char *lo = "qt_b", *hi = "qt_be";
    if (hybrid(in, kdims)) {
        for (int i = 0; i < kdims; i++)
            qb_printf(out, "        for (long qt_t%d = qt_b%d; qt_t%d < qt_be%d; qt_t%d += %d)%s\n", i, i, i, i, i,
                      in->tile_l[i], i == kdims - 1 ? " {" : "");
        qb_printf(out, "        long ");
        for (int i = 0; i < kdims; i++)
            qb_printf(out, "%sqt_e%d = qt_t%d + %d < qt_be%d ? qt_t%d + %d : qt_be%d", i ? ", " : "", i, i, in->tile_l[i],
                      i, i, in->tile_l[i], i);
        qb_printf(out, ";\n");
        lo = "qt_t";
        hi = "qt_e";
    }
    for (int i = 0; i < kdims; i++) {
        if (i == kdims - 1 && qc_straight(in->fn->b) && !(c->opt->disabled & KF_QC_PASS_SIMD))
            qb_printf(out, "        #pragma omp simd\n");
        qb_printf(out, "        for (long q_pos%d = %s%d; q_pos%d < %s%d; q_pos%d++)%s\n", i, lo, i, i, hi, i, i,
                  i == kdims - 1 ? " {" : "");
    }
}

void qc_tile_close(qinst *in, qbuf *out)
{
    int kdims = in->kernel_nd < 0 ? 1 : in->kernel_nd;
    qb_printf(out, "    }\n");
    if (in->ocl)
        return;
    if (hybrid(in, kdims))
        qb_printf(out, "        }\n");
    qb_printf(out, "    }\n");
}

/* the launch: the number of threads along dimension k for a domain of
 * `lim` points (a side-effect-free expression) */
const char *qc_tile_threads(qctx *c, qinst *in, int k, const char *lim)
{
    int l = in->tile_l[k], g = in->tile_g[k];
    int kdims = in->kernel_nd < 0 ? 1 : in->kernel_nd;
    const char *need = l == 1 ? A_("(%s)", lim) : A_("((%s) + %d) / %d", lim, l - 1, l);
    if (g == 0)
        return need;
    if (g == -1) { /* dims=auto: the device's size, asked at run time (quasar_clhost.txt, quasar_cudev.txt) */
        const char *cap = A_("%s_tile_cap(%d, %d)", c->opt->target == KF_QC_CUDA ? "qcu" : "qcl", kdims, k);
        return A_("(%s < %s ? %s : %s)", need, cap, need, cap);
    }
    long cap = (g + l - 1) / l;
    return A_("(%s < %ld ? %s : %ld)", need, cap, need, cap);
}

/* OpenMP: the tiled kernel k called once in each thread of a team (one
 * fork, no more threads than the team has), or once in this thread with
 * every point (a serial launch, one inside a kernel) */
void qc_tile_launch(qctx *c, qinst *in, qinst *k, int n, const char **D, const char **vals, int nv, int omp,
                    const char *work)
{
    qbuf a = {0}, b = {0};
    for (int i = 0; i < n; i++)
        qb_printf(&a, "%s%s", i ? ", " : "", D[i]);
    for (int i = 0; i < nv; i++)
        qb_printf(&b, ", %s", vals[i]);
    const char *pre = A_("%s(%s", k->cname, a.s), *post = A_("%s);", b.s ? b.s : "");
    qb_free(&a);
    qb_free(&b);
    if (!omp) {
        qc_line(c, in, "%s, 0, 1%s", pre, post);
        return;
    }
    if (!in->region) /* inside one region (quasar_region.c): its team */
        qc_line(c, in, "#pragma omp parallel if (%s > 256)", work);
    qc_line(c, in, "{");
    qc_line(c, in, "#ifdef _OPENMP");
    qc_line(c, in, "    %s, omp_get_thread_num(), omp_get_num_threads()%s", pre, post);
    qc_line(c, in, "#else");
    qc_line(c, in, "    %s, 0, 1%s", pre, post);
    qc_line(c, in, "#endif");
    qc_line(c, in, "}");
    if (in->region) /* what the next launch reads is written */
        qc_line(c, in, "#pragma omp barrier");
}
