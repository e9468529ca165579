/*
 * transform.c: `kforge transform`'s driver (include/kforge/transform.h):
 * the menu as data, the spec read, the loops it names found, and the one
 * legality test the reordering transformations share.
 *
 * The menu is a table {name, args, summary, function} (STYLE.md habit 6),
 * in the order of seed 003's list; each function is in transform_loops.c.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include <isl/map.h>

#include "passes/transform_int.h"
#include "passes/xform.h"

struct row {
    struct kf_transform_info info;
    int (*run)(struct xf *x);
};

static const struct row menu[] = {
    {{"distribute", "(LOOP[, N])",
      "loop distribution: one loop per statement of LOOP's body, or two: its first N, the rest"},
     xf_distribute},
    {{"fuse", "(LOOP, LOOP)",
      "loop fusion: two adjacent loops with the same header become one"},
     xf_fuse},
    {{"interchange", "(LOOP, LOOP)",
      "loop interchange: two loops of a perfect nest swap places"},
     xf_interchange},
    {{"stripmine", "(LOOP, SIZE)",
      "strip-mining (nesting): LOOP split into a loop over strips of SIZE and one inside them"},
     xf_stripmine},
    {{"tile", "(LOOP, SIZE, SIZE...)",
      "tiling: the band of as many loops as sizes from LOOP down, strip-mined and permuted"},
     xf_tile},
    {{"unroll", "(LOOP, N | full)",
      "unrolling: N copies of the body per iteration (guarded), or the loop replaced by all its "
      "iterations"},
     xf_unroll},
    {{"peel", "(LOOP)",
      "loop header removal (peeling): the first iteration taken out of the loop"},
     xf_peel},
    {{"expand", "(LOOP, SCALAR[, LOOP])",
      "recurrence elimination (scalar expansion): SCALAR becomes an array with one element per "
      "iteration of LOOP, declared before it (or before the loop around it named third)"},
     xf_expand},
    {{"privatise", "(LOOP, ARRAY...)",
      "array privatisation: a row each iteration writes before it reads it, private to the "
      "iteration, the last iteration peeled to run on the array itself"},
     xf_privatise},
    {{"opexpand", "(LOOP)",
      "arithmetic operator expansion: every `a op= e` in LOOP written `a = a op (e)`"},
     xf_opexpand},
    {{"inline", "(FUNCTION | line:N)",
      "full inline substitution: every call to FUNCTION in a fragment (or the call on line N) "
      "replaced by its body"},
     xf_inline},
    {{"outline", "(LOOP[, NAME])",
      "subroutine splitting: LOOP moved into a new static function NAME, called where it was"},
     xf_outline},
};

static struct kf_transform_info infos[sizeof menu / sizeof menu[0]];

const struct kf_transform_info *kf_transform_menu(int *n)
{
    *n = (int)(sizeof menu / sizeof menu[0]);
    for (int i = 0; i < *n; i++)
        infos[i] = menu[i].info;
    return infos;
}

/* ---- diagnostics ------------------------------------------------------ */

int xf_refuse(struct xf *x, const struct kf_node *L, const char *fmt, ...)
{
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (L)
        kf_diag_report(x->d, KF_DIAG_ERROR, x->file, L->header.begin.line, L->header.begin.col,
                       L->header.begin.col + 3, "%s: %s", x->spec, msg);
    else
        kf_diag_report(x->d, KF_DIAG_ERROR, x->file, 0, 0, 0, "%s: %s", x->spec, msg);
    return -1;
}

/* ---- the spec --------------------------------------------------------- */

/* NAME ( ARG , ARG ... ): into x; the menu row, or NULL after an error. */
static const struct row *parse_spec(struct xf *x)
{
    const char *s = x->spec;
    while (isspace((unsigned char)*s))
        s++;
    size_t n = 0;
    while (isalnum((unsigned char)s[n]) || s[n] == '_')
        n++;
    const struct row *r = NULL;
    for (size_t i = 0; i < sizeof menu / sizeof menu[0]; i++)
        if (strlen(menu[i].info.name) == n && strncmp(menu[i].info.name, s, n) == 0)
            r = &menu[i];
    if (!r) {
        xf_refuse(x, NULL, "unknown transformation '%.*s' (kforge transform --list)", (int)n, s);
        return NULL;
    }
    s += n;
    while (isspace((unsigned char)*s))
        s++;
    if (*s != '(') {
        xf_refuse(x, NULL, "expected '(' after %s: %s%s", r->info.name, r->info.name,
                  r->info.args);
        return NULL;
    }
    x->nargs = 0;
    for (s++;;) {
        while (isspace((unsigned char)*s))
            s++;
        const char *b = s;
        while (*s && *s != ',' && *s != ')')
            s++;
        const char *e = s;
        while (e > b && isspace((unsigned char)e[-1]))
            e--;
        if (!*s || e == b || x->nargs == XF_MAXARG || (size_t)(e - b) >= sizeof x->arg[0]) {
            xf_refuse(x, NULL, "expected %s%s", r->info.name, r->info.args);
            return NULL;
        }
        snprintf(x->arg[x->nargs++], sizeof x->arg[0], "%.*s", (int)(e - b), b);
        if (*s++ == ')')
            break;
    }
    while (isspace((unsigned char)*s))
        s++;
    if (*s) {
        xf_refuse(x, NULL, "unexpected '%s' after the arguments", s);
        return NULL;
    }
    return r;
}

const struct kf_node *xf_loop(struct xf *x, int k, int *frag)
{
    const char *s = x->arg[k];
    if (k >= x->nargs) {
        xf_refuse(x, NULL, "argument %d should name a loop", k + 1);
        return NULL;
    }
    if (strncmp(s, "line:", 5) == 0) {
        char *end;
        long line = strtol(s + 5, &end, 10);
        for (int f = 0; *end == '\0' && f < x->a->nfrag; f++) {
            const struct kf_fragment *fr = x->a->prog->frags[f];
            for (int l = 0; x->a->deps[f] && l < fr->nloop; l++)
                if (fr->loops[l]->header.begin.line == (unsigned)line) {
                    *frag = f;
                    return fr->loops[l];
                }
        }
        xf_refuse(x, NULL, "no loop of a fragment starts on line %s", s + 5);
        return NULL;
    }
    const struct kf_loop_info *li = kf_analysis_loop(x->a, s, frag);
    if (!li) {
        xf_refuse(x, NULL, "no loop %s in a fragment (`kforge analyze` lists them: L1, L1.2, "
                  "..., or line:N)", s);
        return NULL;
    }
    return li->loop;
}

long xf_int(struct xf *x, int k, long min)
{
    char *end;
    long v = k < x->nargs ? strtol(x->arg[k], &end, 10) : 0;
    if (k >= x->nargs || *end || end == x->arg[k] || v < min || v > 1 << 20) {
        xf_refuse(x, NULL, "argument %d should be an integer of at least %ld", k + 1, min);
        return -1;
    }
    return v;
}

/* ---- shared checks ---------------------------------------------------- */

bool xf_in_subtree(const struct kf_stmt *s, const struct kf_node *L)
{
    for (int k = 0; k < s->depth; k++)
        if (s->loops[k] == L)
            return true;
    return false;
}

int xf_plain_loop(struct xf *x, int frag, const struct kf_node *L)
{
    const struct kf_fragment *f = x->a->prog->frags[frag];
    const struct kf_var *v = &f->vars[L->iter];
    bool in_header = v->decl.offset >= L->header.begin.offset &&
                     v->decl.offset < L->header.end.offset;
    if (!in_header && v->seen_outside)
        return xf_refuse(x, L,
                         "%s's iterator %s is declared outside its header and named outside the "
                         "fragment: its final value could change",
                         L->id, v->name);
    if (L->nblock > 0) {
        kf_diag_report(x->d, KF_DIAG_NOTE, x->file, L->block[0].loc.line, L->block[0].loc.col, 0,
                       "%s", L->block[0].msg);
        return xf_refuse(x, L, "%s holds what the dependence analysis cannot see through (%s)",
                         L->id, L->block[0].msg);
    }
    if (L->early_exit)
        return xf_refuse(x, L, "%s may stop early (break, return or goto)", L->id);
    return 0;
}

/* ---- the schedule test ------------------------------------------------ */

static isl_map *new_schedule(const struct kf_model *m, const struct kf_stmt *s, xf_dim_fn *fn,
                             const void *arg)
{
    int dims = m->schedule_dims;
    size_t cap = (size_t)dims * 64 + 64, n = 0;
    char *buf = malloc(cap);
    if (!buf)
        return NULL;
    n += (size_t)snprintf(buf + n, cap - n, "{ [");
    for (int d = 0; d < dims; d++)
        n += (size_t)snprintf(buf + n, cap - n, "%sa%d", d ? ", " : "", d);
    n += (size_t)snprintf(buf + n, cap - n, "] -> [");
    for (int d = 0; d < dims && n < cap; d++) {
        char e[48];
        fn(arg, s, d, e, sizeof e);
        n += (size_t)snprintf(buf + n, cap - n, "%s%s", d ? ", " : "", e);
    }
    if (n < cap)
        snprintf(buf + n, cap - n, "] }");
    isl_map *t = n < cap ? isl_map_read_from_str(m->ctx, buf) : NULL;
    free(buf);
    return isl_map_apply_range(isl_map_copy(m->sched[s->id - 1]), t);
}

int xf_legal(struct xf *x, int frag, const struct kf_node *L, xf_dim_fn *fn, const void *arg)
{
    const struct kf_deps *dp = x->a->deps[frag];
    const struct kf_model *m = dp->m;
    const struct kf_fragment *f = m->f;
    isl_map **ns = calloc((size_t)m->nstmt + 1, sizeof *ns);
    if (!ns)
        return xf_refuse(x, L, "out of memory");
    for (int s = 0; s < m->nstmt; s++)
        ns[s] = new_schedule(m, f->stmts[s], fn, arg);
    int d = kf_xform_first_broken(dp, ns);
    for (int s = 0; s < m->nstmt; s++)
        isl_map_free(ns[s]);
    free(ns);
    if (d < 0)
        return xf_refuse(x, L, "isl failed to check it");
    if (d == dp->ndep)
        return 0;
    const struct kf_dep *dep = &dp->deps[d];
    const struct kf_stmt *src = f->stmts[dep->src], *dst = f->stmts[dep->dst];
    const struct kf_access *sa = &src->acc[dep->src_acc], *da = &dst->acc[dep->dst_acc];
    xf_refuse(x, L,
              "illegal: it would reverse the %s dependence on %s from S%d (line %u) to S%d "
              "(line %u)",
              kf_dep_kind_name(dep->kind), f->vars[dep->var].name, src->id, sa->range.begin.line,
              dst->id, da->range.begin.line);
    xf_dep_notes(x, frag, d);
    return -1;
}

void xf_dep_notes(struct xf *x, int frag, int d)
{
    const struct kf_deps *dp = x->a->deps[frag];
    const struct kf_fragment *f = dp->m->f;
    const struct kf_dep *dep = &dp->deps[d];
    const struct kf_stmt *src = f->stmts[dep->src], *dst = f->stmts[dep->dst];
    const struct kf_access *sa = &src->acc[dep->src_acc], *da = &dst->acc[dep->dst_acc];
    kf_diag_report(x->d, KF_DIAG_NOTE, x->file, sa->range.begin.line, sa->range.begin.col,
                   sa->range.begin.line == sa->range.end.line ? sa->range.end.col : 0,
                   "the dependence's source: S%d %s %s", src->id, sa->write ? "writes" : "reads",
                   f->vars[dep->var].name);
    kf_diag_report(x->d, KF_DIAG_NOTE, x->file, da->range.begin.line, da->range.begin.col,
                   da->range.begin.line == da->range.end.line ? da->range.end.col : 0,
                   "its sink, which must stay after it: S%d %s %s", dst->id,
                   da->write ? "writes" : "reads", f->vars[dep->var].name);
}

/* ---- the driver ------------------------------------------------------- */

/* x's spec (row r) on its analysis: the new text, or NULL after a diagnostic */
static char *edit(struct xf *x, const struct row *r)
{
    size_t len = x->len;
    int errors = kf_diag_errors(x->d);
    char *out = NULL;
    if (r->run(x) == 0 && x->repl && x->begin <= x->end && x->end <= len) {
        size_t rl = strlen(x->repl);
        out = malloc(len - (x->end - x->begin) + rl + 1);
        if (out) {
            memcpy(out, x->text, x->begin);
            memcpy(out + x->begin, x->repl, rl);
            memcpy(out + x->begin + rl, x->text + x->end, len - x->end);
            out[len - (x->end - x->begin) + rl] = '\0';
        } else {
            xf_refuse(x, NULL, "out of memory");
        }
    } else if (kf_diag_errors(x->d) == errors) {
        xf_refuse(x, NULL, "could not rewrite the text");
    }
    free(x->repl);
    x->repl = NULL;
    return out;
}

/* transforms rewrite the text unguarded: legal for every value of the
 * parameters, never under a run-time assumption (analyze.h) */
static struct kf_analysis *analyse(const char *file, const char *text,
                                   const struct kf_fe_options *fo, kf_diag *d)
{
    struct kf_fe_options o = *fo;
    o.unsaved_text = text;
    o.no_assume = true;
    kf_diag_add_source(d, file, text);
    return kf_analyze_file(file, &o, d);
}

char *kf_transform_apply(const char *file, const char *text, size_t len, const char *spec,
                         const struct kf_fe_options *fo, kf_diag *d)
{
    struct xf x = {.file = file, .text = text, .len = len, .spec = spec, .d = d, .fo = fo};
    const struct row *r = parse_spec(&x);
    if (!r)
        return NULL;
    int errors = kf_diag_errors(d);
    struct kf_analysis *a = analyse(file, text, fo, d);
    x.a = a;
    if (!a || kf_diag_errors(d) > errors) {
        if (a)
            xf_refuse(&x, NULL, "the file has errors (above); nothing transformed");
        kf_analysis_free(a);
        return NULL;
    }
    char *out = edit(&x, r);
    kf_analysis_free(a);
    return out;
}

struct kf_analysis *kf_transform_analyse(const char *file, const char *text,
                                         const struct kf_fe_options *fo, kf_diag *d)
{
    int errors = kf_diag_errors(d);
    struct kf_analysis *a = analyse(file, text, fo, d);
    if (a && kf_diag_errors(d) > errors) {
        kf_analysis_free(a);
        return NULL;
    }
    return a;
}

char *kf_transform_apply_to(const struct kf_analysis *a, const char *text, size_t len,
                            const char *spec, const struct kf_fe_options *fo, kf_diag *d)
{
    struct xf x = {.file = a->prog->file, .text = text, .len = len, .spec = spec, .d = d,
                   .fo = fo, .a = a};
    const struct row *r = parse_spec(&x);
    if (!r)
        return NULL;
    kf_diag_add_source(d, x.file, text);
    return edit(&x, r);
}
