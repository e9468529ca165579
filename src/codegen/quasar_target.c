/*
 * quasar_target.c: target specialisation of Quasar code, decided while the
 * program is lowered (seed 002 §17.2.5 and §17.2.6; the identifiers are
 * the seed's table 17.2).
 *
 *   $target("gpu")            1 or 0 where it is written: code lowered for an
 *                             OpenCL device (kernels that parallel_do launches
 *                             on --target opencl, and what they call) holds
 *                             gpu, opencl, generic_opencl; for a CUDA device gpu,
 *                             nvidia_cuda, nvidia; host code, OpenMP kernels and
 *                             serial_do hold cpu.  kforge's OpenCL is generic,
 *                             so nvidia_opencl, amd_opencl and amd never hold.
 *   if $target("T") ...       an if (elseif) whose test is made of $target,
 *   else ... endif            numbers, !, && and ||: only the branch taken is
 *                             typed and lowered, so the other may use what this
 *                             target lacks (shared memory and barriers on a CPU)
 *   {!kernel name="k"; target="gpu"}   a kernel's target hint (§17.2.5): "cpu"
 *                             runs its launches on the host (OpenMP) also on
 *                             --target opencl/cuda; a device identifier refuses
 *                             a launch on the host (no code is written for it)
 *   schedule(dims, args..., {k1, k2})  the scheduler: the 0-based index of the
 *                             first kernel whose hint fits the device a launch
 *                             would run it on (one with no hint fits anywhere),
 *                             else of the first cpu one; a constant here, so
 *   match schedule(...) with  keeps only the arm of that index
 *
 * Every decision is a line "  target: FILE:L:C: ..." on the explain stream
 * (`kforge gen --explain`), written when the code is lowered (not in the
 * inference sweeps).
 */
#include <stdarg.h>
#include <string.h>

#include "quasar.h"

#define A_(...) kf_arena_printf(c->a, __VA_ARGS__)

static const char *const ids[] = {"cpu",           "gpu",        "nvidia_cuda", "nvidia_opencl",
                                  "nvidia",        "amd_opencl", "amd",         "generic_opencl",
                                  "opencl",        NULL};
#define IDS "cpu, gpu, nvidia_cuda, nvidia_opencl, nvidia, amd_opencl, amd, generic_opencl, opencl"

void qc_explain(qctx *c, const char *pass, const kf_q_node *at, const char *fmt, ...)
{
    FILE *f = c->opt->explain;
    if (!f || c->failed)
        return;
    va_list ap;
    va_start(ap, fmt);
    fprintf(f, "  %s: %s:%u:%u: ", pass, at->file, at->line, at->col);
    vfprintf(f, fmt, ap);
    fputc('\n', f);
    va_end(ap);
}

/* where code lowered in this mode runs: 0 the host, 1 an OpenCL device, 2 a CUDA device */
static int where(const qctx *c, int ocl)
{
    return !ocl ? 0 : c->opt->target == KF_QC_CUDA ? 2 : 1;
}

static const char *where_name(int w)
{
    return w == 0 ? "the CPU" : w == 1 ? "an OpenCL device" : "a CUDA device";
}

static int holds(const char *t, int w)
{
    if (w == 0)
        return !strcmp(t, "cpu");
    if (!strcmp(t, "gpu"))
        return 1;
    if (w == 1)
        return !strcmp(t, "opencl") || !strcmp(t, "generic_opencl");
    return !strcmp(t, "nvidia_cuda") || !strcmp(t, "nvidia");
}

static int known(const char *t)
{
    for (int i = 0; ids[i]; i++)
        if (!strcmp(ids[i], t))
            return 1;
    return 0;
}

static const char *inst_name(const qinst *in)
{
    return !in->fn ? "the script" : in->fn->str ? in->fn->str : "a lambda";
}

int qc_target_meta(qctx *c, qinst *in, const kf_q_node *e)
{
    if (e->nkids != 1 || e->kids[0]->kind != KF_Q_STR) {
        qc_error(c, e, "$target takes one string, a target identifier (" IDS ")");
        return 0;
    }
    const char *t = e->kids[0]->str;
    if (!known(t)) {
        qc_error(c, e->kids[0], "unknown target '%s' (" IDS ")", t);
        return 0;
    }
    return holds(t, where(c, in->ocl));
}

/* 1 or 0 when e is decided at compile time, -1 when not; *meta is set
 * when it names $target (only those tests are resolved here: `if 1` is
 * left to the C compiler). */
static int fold(qctx *c, qinst *in, const kf_q_node *e, int *meta)
{
    int x, y;
    switch (e->kind) {
    case KF_Q_META:
        if (strcmp(e->str, "target"))
            return -1;
        *meta = 1;
        return qc_target_meta(c, in, e);
    case KF_Q_NUM: return e->num != 0;
    case KF_Q_UN:
        if (e->op != '!')
            return -1;
        x = fold(c, in, e->a, meta);
        return x < 0 ? -1 : !x;
    case KF_Q_BIN:
        if (e->op != KF_QT_AND && e->op != KF_QT_OR)
            return -1;
        x = fold(c, in, e->a, meta);
        y = fold(c, in, e->b, meta);
        if (x < 0 || y < 0)
            return -1;
        return e->op == KF_QT_AND ? x && y : x || y;
    default: return -1;
    }
}

int qc_target_if(qctx *c, qinst *in, kf_q_node *s, kf_q_node **live)
{
    int meta = 0;
    int v = fold(c, in, s->a, &meta);
    if (!meta || v < 0)
        return 0;
    *live = v ? s->b : s->c;
    if (in->emitting)
        qc_explain(c, "target", s->a, "in %s, lowered for %s: the test is %s, the %s", inst_name(in),
                   where_name(where(c, in->ocl)), v ? "true" : "false",
                   v ? "then branch only" : s->c ? "else branch only" : "if dropped");
    return 1;
}

/* ---- kernel hints and the scheduler (§17.2.5) ---- */

/* the quoted value after `key` = in an attribute's text, or NULL */
static const char *attr_value(qctx *c, const char *text, const char *key)
{
    size_t n = strlen(key);
    for (const char *p = text; (p = strstr(p, key)) != NULL; p += n) {
        if (p > text && (p[-1] == '_' || (p[-1] >= 'a' && p[-1] <= 'z')))
            continue;
        const char *q = p + n;
        while (*q == ' ')
            q++;
        if (*q++ != '=')
            continue;
        while (*q == ' ')
            q++;
        if (*q != '"')
            return "";
        const char *end = strchr(q + 1, '"');
        return end ? kf_arena_strndup(c->a, q + 1, (size_t)(end - q - 1)) : "";
    }
    return NULL;
}

const char *qc_target_hint(qctx *c, const kf_q_node *fn, const kf_q_node **at)
{
    if (!fn || fn->kind != KF_Q_FUNC || !fn->b)
        return NULL;
    for (int i = 0; i < fn->b->nkids; i++) {
        const kf_q_node *s = fn->b->kids[i];
        if (s->kind != KF_Q_ATTR || strncmp(s->str, "kernel ", 7))
            continue;
        const char *name = attr_value(c, s->str, "name");
        const char *t = attr_value(c, s->str, "target");
        if (name && strcmp(name, fn->str)) {
            qc_error(c, s, "this {!kernel} attribute names '%s' but stands in '%s'", name, fn->str);
            return NULL;
        }
        if (t && !known(t)) {
            qc_error(c, s, "unknown target '%s' in {!kernel} (" IDS ")", t);
            return NULL;
        }
        if (t && at)
            *at = s;
        if (t)
            return t;
    }
    return NULL;
}

/* where a launch of a kernel with hint h runs, dev being where it would
 * (0 the host, 1 or 2 a device): the same, or 0 for a cpu hint; -1 when
 * the hint rules out both. */
static int place(const char *h, int dev)
{
    if (!h || holds(h, dev))
        return dev;
    if (dev && holds(h, 0))
        return 0;
    return -1;
}

int qc_target_launch(qctx *c, const kf_q_node *kfn, int on_dev, const kf_q_node *at)
{
    const kf_q_node *ha = NULL;
    const char *h = kfn && kfn->kind == KF_Q_FUNC ? qc_target_hint(c, kfn, &ha) : NULL;
    if (c->failed)
        return 0;
    int dev = on_dev ? where(c, 1) : 0;
    int p = place(h, dev);
    if (p < 0) {
        qc_error(c, at, "kernel '%s' is for target '%s' ({!kernel} at line %u), but this launch runs on %s, "
                        "where kforge writes no code for it: choose with schedule() or $target",
                 kfn->str, h, ha ? ha->line : 0, where_name(dev));
        return 0;
    }
    if (h && p != dev)
        qc_explain(c, "target", at, "kernel '%s' runs on the CPU (OpenMP), not on %s: its hint is "
                                    "target=\"%s\" (line %u)", kfn->str, where_name(dev), h, ha ? ha->line : 0);
    return p != 0;
}

int qc_target_on_host(qctx *c, qinst *in, kf_q_node *e)
{
    if (c->opt->target == KF_QC_OPENMP || e->nkids < 2)
        return 0;
    qtype kt = qc_type(c, in, e->kids[e->nkids - 1]);
    if (kt.k != QT_FUNC || !kt.fn || kt.fn->kind != KF_Q_FUNC)
        return 0;
    const char *h = qc_target_hint(c, kt.fn, NULL);
    return h && place(h, where(c, 1)) == 0;
}

int qc_target_schedule(qctx *c, qinst *in, kf_q_node *e)
{
    kf_q_node *cell = e->nkids ? e->kids[e->nkids - 1] : NULL;
    if (!cell || cell->kind != KF_Q_CELL || !cell->nkids || e->nkids < 2) {
        qc_error(c, e, "schedule takes the dimensions, the arguments and a cell of kernels {k1, k2, ...}");
        return 0;
    }
    int dev = c->opt->target == KF_QC_OPENMP ? 0 : where(c, 1), pick = -1, cpu = -1;
    for (int i = 0; i < cell->nkids && !c->failed; i++) {
        qtype t = qc_type(c, in, cell->kids[i]);
        if (t.k != QT_FUNC || !t.fn || t.fn->kind != KF_Q_FUNC || !(t.fn->flags & KF_Q_KERNEL)) {
            qc_error(c, cell->kids[i], "the cell of schedule holds __kernel__ functions");
            return 0;
        }
        const char *h = qc_target_hint(c, t.fn, NULL);
        if (pick < 0 && place(h, dev) == dev)
            pick = i;
        if (cpu < 0 && h && holds(h, 0))
            cpu = i;
    }
    if (c->failed)
        return 0;
    if (pick < 0)
        pick = cpu;
    if (pick < 0) {
        qc_error(c, cell, "schedule: no kernel of the cell runs on %s%s", where_name(dev), dev ? " or the CPU" : "");
        return 0;
    }
    if (in->emitting)
        qc_explain(c, "target", e, "schedule picks %d ('%s') for %s", pick, cell->kids[pick]->str,
                   pick == cpu && dev ? "the CPU" : where_name(dev));
    return pick;
}

kf_q_node *qc_target_match(qctx *c, qinst *in, kf_q_node *s, int *resolved)
{
    *resolved = 0;
    kf_q_node *v = s->a;
    if (v->kind != KF_Q_CALL || v->a->kind != KF_Q_ID || strcmp(v->a->str, "schedule") ||
        qc_lookup(in, "schedule") || qc_find_func(c, in, "schedule", NULL))
        return NULL;
    int k = qc_target_schedule(c, in, v);
    if (c->failed)
        return NULL;
    *resolved = 1;
    for (int i = 0; i < s->nkids; i++) {
        kf_q_node *arm = s->kids[i];
        if (!arm->a || (arm->a->kind == KF_Q_NUM && arm->a->num == k)) {
            if (in->emitting)
                qc_explain(c, "target", arm, "match on schedule: only this arm is lowered");
            return arm->b;
        }
    }
    return NULL;
}
