/*
 * quasar_tiling.c: {!kernel_tiling} (seed 002 §17.2.3), global, local and
 * hybrid kernel tiling of a Quasar kernel launched on the device (OpenCL,
 * CUDA).
 *
 * Inside a __kernel__ function
 *
 *     {!kernel_tiling dims=[32,16]; mode="global"; target="gpu"}
 *     {!kernel_tiling dims=[1,4];   mode="local";  target="gpu"}
 *
 * steers how the launch's points map onto threads.  Without it each
 * thread runs one point (q_posK = its global id, a bounds test).  With it
 * each thread loops over its points:
 *
 *     for (q_t0 = gid0 * L0; q_t0 < q_lim0; q_t0 += gsize0 * L0)      global: grid-stride
 *       for (q_pos0 = q_t0; q_pos0 < q_t0 + L0 && q_pos0 < q_lim0; q_pos0++)   local: L0 points
 *         ... the body, its locals declared per point ...
 *
 * mode="global" dims=G launches a fixed grid of G points (seed: "all
 * threads in the grid collaborate to first calculate the first block,
 * then the second block"), the grid-stride loop taking the thread over
 * the domain's blocks; dims=auto takes a grid bounded by QC_TILE_AUTO
 * threads (a fixed cap for now: the launch does not yet ask the device
 * for its compute units).  mode="local" dims=L gives each thread L[k]
 * consecutive points along dimension k, the tail ("cool-down" where the
 * size is not a multiple of L) handled by the inner loop's bound.  Both
 * attributes: hybrid (G/L threads a block, L points each).  Per-thread
 * set-up that does not depend on the point (the kernel's arrays rebuilt
 * from their parts, the small vectors' components) is written before the
 * loops, so it runs once a thread, not once a point.
 *
 * target="gpu" applies to the OpenCL and CUDA targets, target="cpu" to
 * the OpenMP one, where this pass does nothing yet (the strip pass,
 * quasar_strip.c, maps consecutive points onto SIMD lanes there): the
 * attribute is reported by --explain and left.  Refused with a warning:
 * a kernel with blocks (syncthreads, shared(), blkpos: every thread of a
 * block must reach each barrier, once) and a kernel with a return (it
 * would end the thread's other points).  Bad attributes (dims of the wrong
 * length or not positive, an unknown key, mode or target) are errors.
 * --disable=kernel-tiling switches the pass off.
 *
 * Ownership: the plan lives in the instance (qinst.tile_*), its strings in
 * the context's arena.
 */
#include <stdlib.h>
#include <string.h>

#include "quasar.h"

#define A_(...) kf_arena_printf(c->a, __VA_ARGS__)

/* dims=auto: at most this many threads along the last dimension, 16 along
 * the others (a grid of a few work-groups per compute unit on the devices
 * kforge meets; the launch does not query the device yet) */
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
        return A_("the domain's size, at most %s%d threads (dims=auto)", kdims > 2 ? "16x16x" : kdims > 1 ? "16x" : "",
                  QC_TILE_AUTO);
    const char *r = "";
    for (int k = 0; k < kdims; k++)
        r = A_("%s%s%d", r, k ? "x" : "", d[k]);
    return r;
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
        if (s->kind != KF_Q_ATTR || strncmp(s->str, "kernel_tiling", 13) ||
            (s->str[13] && s->str[13] != ' ' && s->str[13] != '\t'))
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
        if (!in->ocl) {
            if (!said)
                qc_explain(c, "kernel-tiling", s, "kernel '%s': not applied on the OpenMP target yet (the strip pass "
                       "maps consecutive points onto SIMD lanes here)", fn->str);
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
    const kf_q_node *s = at[0] ? at[0] : at[1];
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
    in->tiled = 1;
    for (int k = 0; k < kdims; k++) {
        in->tile_l[k] = at[0] ? got[0].dims[k] : 1;
        in->tile_g[k] = at[1] ? got[1].dims[k] : 0;
    }
    if (at[1] && at[0])
        for (int k = 0; k < kdims; k++)
            if (in->tile_g[k] > 0 && in->tile_g[k] < in->tile_l[k])
                in->tile_g[k] = in->tile_l[k]; /* a grid block holds at least one thread's points */
    if (!quiet)
        qc_explain(c, "kernel-tiling", s, "kernel '%s': %s tiling: %s%s%s%s%s", fn->str,
               at[0] && at[1] ? "hybrid" : at[1] ? "global" : "local",
               at[1] ? "a grid of " : "", at[1] ? dims_text(c, in->tile_g, kdims) : "",
               at[1] ? (in->tile_g[0] == -1 ? ", each thread striding over the domain"
                                            : " points, each thread striding over the domain's blocks") : "",
               at[0] ? (at[1] ? "; " : "") : "",
               at[0] ? A_("%s consecutive points a thread, the tail by the loop's bound",
                          dims_text(c, in->tile_l, kdims)) : "");
}

/* the kernel's prologue: where q_posK come from (its loops opened) */
void qc_tile_open(qctx *c, qinst *in, qbuf *pro, int kdims)
{
    int cuda = c->opt->target == KF_QC_CUDA;
    for (int i = 0; i < kdims; i++) {
        int d = kdims - 1 - i; /* the last dimension varies fastest: CUDA's x, OpenCL's 0 */
        const char *id = cuda ? A_("((long)blockIdx.%c * blockDim.%c + threadIdx.%c)", "xyz"[d], "xyz"[d], "xyz"[d])
                              : A_("(long)get_global_id(%d)", d);
        const char *sz = cuda ? A_("((long)gridDim.%c * blockDim.%c)", "xyz"[d], "xyz"[d])
                              : A_("(long)get_global_size(%d)", d);
        int l = in->tile_l[i];
        if (l == 1)
            qb_printf(pro, "    for (long q_pos%d = %s; q_pos%d < q_lim%d; q_pos%d += %s)\n", i, id, i, i, i, sz);
        else
            qb_printf(pro, "    for (long q_t%d = %s * %d; q_t%d < q_lim%d; q_t%d += %s * %d)\n", i, id, l, i, i, i,
                      sz, l);
    }
    for (int i = 0; i < kdims; i++)
        if (in->tile_l[i] > 1)
            qb_printf(pro, "    for (long q_pos%d = q_t%d; q_pos%d < q_t%d + %d && q_pos%d < q_lim%d; q_pos%d++)\n", i,
                      i, i, i, in->tile_l[i], i, i, i);
    qb_printf(pro, "    {\n");
}

void qc_tile_close(qinst *in, qbuf *out)
{
    (void)in;
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
    long cap = g > 0 ? (g + l - 1) / l : k == kdims - 1 ? QC_TILE_AUTO : 16;
    return A_("(%s < %ld ? %s : %ld)", need, cap, need, cap);
}
