/*
 * cmd_explore.c: `kforge explore FILE.c --target T [--budget 60s] [--runs N]
 *                 [--max-variants N] [--confirm N] [-o BEST]
 *                 [--format text|json] [--no-cache] [-- CFLAGS...]`
 *
 * Seed 003's loop of generate, build, run, compare, keep the best (§2
 * steps 2-4), over the generator's own options and a small search over
 * the transformations of `kforge transform` (explore_transforms(): each
 * nest's interchange, tiling with a few sizes, unrolling, one
 * interchange-then-tile sequence; only those the transformation itself
 * finds legal; then the fastest of each search together, combine()):
 * each variant is `kforge gen` with some options on the
 * file or its transformed text, measured by `kforge verify --format json` (the
 * same build, run and comparison with the sequential program) in a child
 * process, with `kforge gen --explain` giving the static profiler's
 * estimate (§5: cache lines per thread, summed over the kernels; the
 * OpenMP back end has no such model, so none is shown for it) and, for
 * the default, the launch shapes the profiler ranked next, which are
 * measured right after it.  A variant whose program is an earlier one's
 * (by the hash of the generated files) is not run again; the fastest are
 * measured a second time in turn with the default (confirm()).
 *
 * Results are cached by content: the key hashes kforge's version, the
 * target, the (transformed) file's bytes, the transformations, the CFLAGS, the variant's options and the
 * runs, so a changed file or flag measures again and an unchanged one
 * reads the record back.  Exit 0 when a variant verified, 1 when none did
 * or the input is wrong, 2 on usage errors.
 */
#include <errno.h>
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "kforge/file.h"
#include "kforge/gen.h"
#include "kforge/json.h"
#include "kforge/kforge.h"
#include "kforge/analyze.h"
#include "kforge/transform.h"

enum { MAX_VARIANTS = 32, MAX_XF = 8, CHILD_LIMIT_S = 300 };

struct vdef {
    const char *name;
    const char *opts[3]; /* gen's options, NULL-terminated */
};

/* A variant to measure: a row of the tables above, or one of the static
 * profiler's next-best launch shapes (alternatives()); never moved once
 * added, since variants point into it. */
struct todo {
    char name[96];
    char opt[2][48];
    const char *opts[3];
    const struct xfv *xf;     /* the transformations first, or NULL */
};

/* A transformed text: the specs applied in turn, written to path. */
struct xfv {
    char name[88];
    char spec[2][40];
    int nspec;
    char path[96];
    char *text;
    size_t len;
};

struct variant {
    const char *name;
    const char *const *opts;
    const struct xfv *xf;  /* NULL: the file as it is */
    json_t *rec; /* the record: estimate, status, time_s, sequential_s, speedup */
    bool cached;
    char path[4200]; /* its record in the cache */
};

/* The passes first: tiling does not apply to every nest, and a variant
 * that writes the same code as an earlier one is not measured again. */
static const struct vdef openmp_variants[] = {
    {"default", {NULL}},
    {"no region", {"--disable=region", NULL}},
    {"no simd", {"--disable=simd", NULL}},
    {"no tiling", {"--tile=off", NULL}},
    {"fork for any work", {"--min-work=0", NULL}},
    {"no interchange", {"--disable=interchange", NULL}},
    {"no nowait", {"--disable=nowait", NULL}},
    {"tile 16", {"--tile=16x16", NULL}},
    {"tile 32x32x64", {"--tile=32x32x64", NULL}},
    {"tile 64", {"--tile=64x64", NULL}},
    {"tile 128x128x32", {"--tile=128x128x32", NULL}},
};

static const struct vdef gpu_variants[] = {
    {"default", {NULL}},
    {"block 64", {"--block=64", NULL}},
    {"block 128", {"--block=128", NULL}},
    {"block 512", {"--block=512", NULL}},
    {"block 16x16", {"--block=16x16", NULL}},
    {"block 32x8", {"--block=32x8", NULL}},
    {"block 128x2", {"--block=128x2", NULL}},
    {"block 32x32", {"--block=32x32", NULL}},
    {"reduction shared", {"--reduction=shared", NULL}},
    {"reduction atomic", {"--reduction=atomic", NULL}},
    {"no launch shape", {"--disable=launch-shape", NULL}},
};

/* FNV-1a, 64 bits: a content key, not a defence against collisions made
 * on purpose (the cache is the user's own). */
static uint64_t fnv(uint64_t h, const void *p, size_t n)
{
    const unsigned char *s = p;
    for (size_t i = 0; i < n; i++)
        h = (h ^ s[i]) * 1099511628211ull;
    return h;
}

static uint64_t fnv_str(uint64_t h, const char *s)
{
    return fnv(h, s, strlen(s) + 1); /* the NUL separates the fields */
}

static int cache_dir(char *buf, size_t n)
{
    const char *d = getenv("KFORGE_CACHE_DIR"), *x = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
    if (d && *d)
        snprintf(buf, n, "%s/explore", d);
    else if (x && *x)
        snprintf(buf, n, "%s/kforge/explore", x);
    else if (home && *home)
        snprintf(buf, n, "%s/.cache/kforge/explore", home);
    else
        return -1;
    return kf_file_mkdir_p(buf);
}

/* "60s", "2m", "90" -> seconds; -1 when not a duration */
static long parse_budget(const char *s)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (end == s || v < 0)
        return -1;
    if (*end == '\0' || strcmp(end, "s") == 0)
        return v;
    if (strcmp(end, "m") == 0)
        return v * 60;
    return -1;
}

/* The static profiler's estimate from `kforge gen --explain`: the sum of
 * each kernel's "N lines/thread"; -1 when there is none (openmp). */
static double estimate_of(const char *explain)
{
    double sum = -1;
    for (const char *p = explain; p && (p = strstr(p, "\n  kernel ")) != NULL; p++) {
        const char *eol = strchr(p + 1, '\n');
        const char *semi = strstr(p, " lines/thread");
        if (!semi || (eol && semi > eol))
            continue;
        const char *num = semi;
        while (num > p && (num[-1] == '.' || (num[-1] >= '0' && num[-1] <= '9')))
            num--;
        sum = (sum < 0 ? 0 : sum) + strtod(num, NULL);
    }
    return sum;
}

struct ctx {
    const char *file, *target;
    char srcdir[4096];      /* the file's directory */
    const char *const *cflags;
    int ncflags, runs;
    char dir[64];
};

/* argv for a child: SUB [pre...] [opts...] FILE -- CFLAGS, FILE the
 * transformed text when xf is given: its #include "..." then find the
 * original's neighbours through -iquote */
static int child_args(const struct ctx *c, const char **a, const char *const *pre,
                      const char *const *opts, const struct xfv *xf)
{
    int n = 0;
    for (int i = 0; pre[i]; i++)
        a[n++] = pre[i];
    for (int i = 0; opts && opts[i]; i++)
        a[n++] = opts[i];
    a[n++] = xf ? xf->path : c->file;
    if (c->ncflags > 40)
        return -1;
    a[n++] = "--";
    if (xf) {
        a[n++] = "-iquote";
        a[n++] = c->srcdir;
    }
    for (int i = 0; i < c->ncflags; i++)
        a[n++] = c->cflags[i];
    a[n] = NULL;
    return 0;
}

/* The generated code of a variant (the .cu too for cuda), hashed: two
 * variants that write the same program are measured once. */
static void code_hash(const char *gen_out, char *hex, size_t n)
{
    uint64_t h = 14695981039346656037ull;
    char cu[160];
    snprintf(cu, sizeof cu, "%su", gen_out);
    const char *paths[] = {gen_out, cu};
    for (int i = 0; i < 2; i++) {
        size_t len;
        char *text = kf_file_read(paths[i], &len);
        if (text)
            h = fnv(h, text, len);
        free(text);
    }
    snprintf(hex, n, "%016llx", (unsigned long long)h);
}

static void todo_add(struct todo *t, int *n, const char *name, const char *o1, const char *o2)
{
    if (*n >= MAX_VARIANTS)
        return;
    struct todo *e = &t[(*n)++];
    int k = 0;
    e->xf = NULL;
    snprintf(e->name, sizeof e->name, "%.88s", name);
    if (o1)
        e->opts[k++] = strncpy(e->opt[0], o1, sizeof e->opt[0] - 1);
    if (o2)
        e->opts[k++] = strncpy(e->opt[1], o2, sizeof e->opt[1] - 1);
    e->opts[k] = NULL;
}

/* Seed 003 §5 ranks every loop-to-thread map and block shape of a kernel;
 * `gen --explain` lists them cheapest first, the first being the one
 * chosen:
 *       j->x i->y  block 64x4  cost 0.156 (warp 0.219)
 * The next ones of the first kernel with a choice, as {map, block, cost},
 * so that explore can measure what the model ranked just behind. */
static json_t *alternatives(const char *explain, int most)
{
    const char *at = explain ? strstr(explain, "alternatives (") : NULL;
    while (at && strncmp(at, "alternatives (1 tried)", 22) == 0)
        at = strstr(at + 1, "alternatives (");
    json_t *alts = json_array();
    const char *p = at;
    for (p = p ? strchr(p, '\n') : NULL; p && json_array_size(alts) < (size_t)most + 1; p = strchr(p + 1, '\n')) {
        char line[256], map[3][32], block[32];
        const char *eol = strchr(p + 1, '\n');
        size_t n = eol ? (size_t)(eol - p - 1) : strlen(p + 1);
        if (n >= sizeof line)
            break;
        memcpy(line, p + 1, n);
        line[n] = '\0';
        if (!strstr(line, "->") || !strstr(line, " block "))
            break; /* the end of the first kernel's list */
        int nmap = 0;
        double cost = -1;
        block[0] = '\0';
        for (char *save = NULL, *tok = strtok_r(line, " ", &save); tok; tok = strtok_r(NULL, " ", &save)) {
            char *arrow = strstr(tok, "->");
            if (arrow && arrow[2] >= 'x' && arrow[2] <= 'z' && arrow - tok < 31) {
                int dim = arrow[2] - 'x';
                snprintf(map[dim], sizeof map[dim], "%.*s", (int)(arrow - tok), tok);
                nmap = dim + 1 > nmap ? dim + 1 : nmap;
            } else if (strcmp(tok, "block") == 0 && (tok = strtok_r(NULL, " ", &save))) {
                snprintf(block, sizeof block, "%s", tok);
            } else if (strcmp(tok, "cost") == 0 && (tok = strtok_r(NULL, " ", &save))) {
                cost = strtod(tok, NULL);
            }
        }
        if (nmap == 0 || !block[0])
            break;
        char m[100] = "";
        for (int d = 0; d < nmap; d++)
            snprintf(m + strlen(m), sizeof m - strlen(m), "%s%s", d ? "," : "", map[d]);
        json_t *a = json_object();
        kf_json_set(a, "map", json_string(m));
        kf_json_set(a, "block", json_string(block));
        kf_json_set(a, "cost", json_real(cost));
        json_array_append_new(alts, a);
    }
    json_array_remove(alts, 0); /* the one chosen */
    return alts;
}

/* ---- the transformation search ---------------------------------------- */

/* Applies the specs to the file's text in turn (the diagnostics of a
 * refusal go to `quiet`): the text, or NULL when one is refused or
 * changes nothing. */
static char *apply_specs(const struct ctx *c, const struct kf_fe_options *fo, const char *text,
                         size_t len, char (*spec)[40], int nspec, FILE *quiet)
{
    char *cur = NULL;
    for (int k = 0; k < nspec; k++) {
        kf_diag *d = kf_diag_new(quiet);
        char *next = kf_transform_apply(c->file, cur ? cur : text, cur ? strlen(cur) : len, spec[k], fo, d);
        kf_diag_free(d);
        free(cur);
        if (!next)
            return NULL;
        cur = next;
    }
    if (cur && strlen(cur) == len && memcmp(cur, text, len) == 0) {
        free(cur);
        return NULL;
    }
    return cur;
}

static void xf_try(const struct ctx *c, const struct kf_fe_options *fo, const char *text, size_t len,
                   struct xfv *xs, int *n, FILE *quiet, const char *s1, const char *s2)
{
    if (*n >= MAX_XF)
        return;
    struct xfv *x = &xs[*n];
    memset(x, 0, sizeof *x);
    snprintf(x->spec[0], sizeof x->spec[0], "%s", s1);
    x->nspec = 1;
    if (s2)
        snprintf(x->spec[x->nspec++], sizeof x->spec[0], "%s", s2);
    x->text = apply_specs(c, fo, text, len, x->spec, x->nspec, quiet);
    if (!x->text)
        return;
    x->len = strlen(x->text);
    snprintf(x->path, sizeof x->path, "%s/xf%d.c", c->dir, *n + 1);
    snprintf(x->name, sizeof x->name, "%s%s%s", s1, s2 ? " + " : "", s2 ? s2 : "");
    if (kf_file_write_atomic(x->path, x->text, x->len) != 0) {
        free(x->text);
        return;
    }
    (*n)++;
}

/* Seed 003 §2's transformations as variants, the legal ones only (each
 * checks itself on the dependences): the function whose call keeps a
 * loop sequential inlined; for every loop with a loop as its only child,
 * the two swapped, then the pair tiled 16, 32 and 64; every innermost
 * loop unrolled 4 times; the interchange followed by the tiling by 32 of
 * the nest it made.  At most MAX_XF, in that order. */
static int explore_transforms(const struct ctx *c, const char *text, size_t len, struct xfv *xs)
{
    struct kf_fe_options fo = {.cflags = c->cflags, .ncflags = c->ncflags, .unsaved_text = text,
                               .no_assume = true}; /* transforms: no run-time test */
    FILE *quiet = fopen("/dev/null", "w");
    kf_diag *d = kf_diag_new(quiet);
    struct kf_analysis *a = quiet ? kf_analyze_file(c->file, &fo, d) : NULL;
    kf_diag_free(d);
    int n = 0;
    char s1[40], s2[40];
    static const int sizes[] = {16, 32, 64};
    for (int pass = 0; a && pass < 5; pass++)
        for (int f = 0; f < a->nfrag; f++) {
            const struct kf_fragment *fr = a->prog->frags[f];
            for (int l = 0; fr && a->deps[f] && l < fr->nloop; l++) {
                const struct kf_node *L = fr->loops[l];
                /* a loop kept sequential by a call: the callee inlined (the
                 * analysis then sees its body; inline refuses what it
                 * cannot do, a function of another file among them) */
                const char *call = L->nblock ? strstr(L->block[0].msg, "calls '") : NULL;
                if (pass == 0 && call) {
                    call += 7;
                    const char *q = strchr(call, '\'');
                    snprintf(s1, sizeof s1, "inline(%.*s)", q ? (int)(q - call) : 0, call);
                    bool seen = false;
                    for (int k = 0; k < n; k++)
                        seen |= strcmp(xs[k].spec[0], s1) == 0;
                    if (q && !seen)
                        xf_try(c, &fo, text, len, xs, &n, quiet, s1, NULL);
                }
                bool pair = L->nchild == 1 && L->child[0]->kind == KF_NODE_LOOP;
                bool inner = true;
                for (int k = 0; k < L->nchild; k++)
                    inner &= L->child[k]->kind != KF_NODE_LOOP;
                if (pass == 1 && pair) {
                    snprintf(s1, sizeof s1, "interchange(%s, %s)", L->id, L->child[0]->id);
                    xf_try(c, &fo, text, len, xs, &n, quiet, s1, NULL);
                } else if (pass == 2 && pair) {
                    for (int k = 0; k < 3; k++) {
                        snprintf(s1, sizeof s1, "tile(%s, %d, %d)", L->id, sizes[k], sizes[k]);
                        xf_try(c, &fo, text, len, xs, &n, quiet, s1, NULL);
                    }
                } else if (pass == 3 && inner) {
                    snprintf(s1, sizeof s1, "unroll(%s, 4)", L->id);
                    xf_try(c, &fo, text, len, xs, &n, quiet, s1, NULL);
                } else if (pass == 4 && pair) {
                    snprintf(s1, sizeof s1, "interchange(%s, %s)", L->id, L->child[0]->id);
                    snprintf(s2, sizeof s2, "tile(%s, 32, 32)", L->id);
                    xf_try(c, &fo, text, len, xs, &n, quiet, s1, s2);
                }
            }
        }
    kf_analysis_free(a);
    if (quiet)
        fclose(quiet);
    return n;
}

/* The fastest transformed variant and the fastest variant of gen's
 * options, both faster than the default: the two together, as one more
 * variant (the transformations combined with the options). */
static double num(const json_t *rec, const char *key);

static void combine(const struct variant *vs, int nv, struct todo *todo, int *ntodo)
{
    const struct variant *def = NULL, *bx = NULL, *bo = NULL;
    for (int i = 0; i < nv; i++) {
        const struct variant *v = &vs[i];
        double t = num(v->rec, "time_s");
        const char *st = json_string_value(json_object_get(v->rec, "status"));
        if (!st || strcmp(st, "agree") != 0 || t < 0)
            continue;
        if (!v->xf && !v->opts[0])
            def = v;
        else if (v->xf && !v->opts[0] && (!bx || t < num(bx->rec, "time_s")))
            bx = v;
        else if (!v->xf && v->opts[0] && (!bo || t < num(bo->rec, "time_s")))
            bo = v;
    }
    if (!def || !bx || !bo || num(bx->rec, "time_s") >= num(def->rec, "time_s") ||
        num(bo->rec, "time_s") >= num(def->rec, "time_s"))
        return;
    char name[96];
    snprintf(name, sizeof name, "%.50s + %.40s", bx->name, bo->name);
    todo_add(todo, ntodo, name, bo->opts[0], bo->opts[1]);
    todo[*ntodo - 1].xf = bx->xf;
}

/* Generates a variant: its record with the estimate and the code's hash
 * (status "failed" when gen fails). */
static json_t *generate(const struct ctx *c, const struct variant *v)
{
    json_t *rec = json_object();
    const char *a[64];
    char out[128], err[128], gen_out[128], hex[32];
    snprintf(out, sizeof out, "%s/out", c->dir);
    snprintf(err, sizeof err, "%s/err", c->dir);
    snprintf(gen_out, sizeof gen_out, "%s/variant.c", c->dir);
    remove(gen_out);
    const char *gen_pre[] = {"gen", "--explain", "--target", c->target, "-o", gen_out, NULL};
    int rc = child_args(c, a, gen_pre, v->opts, v->xf) == 0 ? kf_cli_run_self(a, out, err, CHILD_LIMIT_S) : -1;
    char *explain = kf_file_read(err, NULL);
    /* only the GPU back ends have a static profiler (launch.h) */
    double est = rc == 0 ? estimate_of(explain) : -1;
    kf_json_set(rec, "estimate", est >= 0 ? json_real(est) : json_null());
    code_hash(gen_out, hex, sizeof hex);
    kf_json_set(rec, "code", rc == 0 ? json_string(hex) : NULL);
    if (rc == 0 && !v->opts[0] && !v->xf && est >= 0)
        kf_json_set(rec, "alternatives", alternatives(explain, 3));
    if (rc != 0) {
        kf_json_set(rec, "status", json_string("failed"));
        kf_json_set(rec, "log", explain ? json_string(explain) : NULL);
    }
    free(explain);
    return rec;
}

/* Verifies a generated variant: status, times and speedup into rec. */
static void verify(const struct ctx *c, const struct variant *v, json_t *rec)
{
    const char *a[64];
    char out[128], err[128], runs[16];
    snprintf(out, sizeof out, "%s/out", c->dir);
    snprintf(err, sizeof err, "%s/err", c->dir);
    snprintf(runs, sizeof runs, "%d", c->runs);
    const char *ver_pre[] = {"verify", "--format", "json", "--runs", runs, "--target", c->target, NULL};
    int rc = child_args(c, a, ver_pre, v->opts, v->xf) == 0 ? kf_cli_run_self(a, out, err, CHILD_LIMIT_S) : -1;
    char *text = kf_file_read(out, NULL);
    json_t *doc = text ? kf_json_read(text, NULL, 0) : NULL;
    free(text);
    const char *status = doc ? json_string_value(json_object_get(doc, "status")) : NULL;
    kf_json_set(rec, "status", json_string(status ? status : rc < 0 ? "crashed or timed out" : "failed"));
    static const char *const keys[][2] = {
        {"time_s", "generated_s"}, {"sequential_s", "sequential_s"}, {"speedup", "speedup"}};
    for (int k = 0; k < 3; k++) {
        json_t *t = doc ? json_object_get(doc, keys[k][1]) : NULL;
        kf_json_set(rec, keys[k][0], t ? json_incref(t) : NULL);
    }
    if (!status || strcmp(status, "agree") != 0) {
        char *log = kf_file_read(err, NULL);
        /* the tail of what went wrong, for the table's reader */
        size_t n = log ? strlen(log) : 0;
        kf_json_set(rec, "log", log ? json_string(log + (n > 2000 ? n - 2000 : 0)) : NULL);
        free(log);
    }
    json_decref(doc);
}

/* An earlier variant of this run that wrote the same code, or NULL. */
static const struct variant *same_code(const struct variant *vs, int n, const json_t *rec)
{
    const char *h = json_string_value(json_object_get(rec, "code"));
    for (int i = 0; h && i < n; i++) {
        const char *g = json_string_value(json_object_get(vs[i].rec, "code"));
        if (g && strcmp(g, h) == 0 && !json_object_get(vs[i].rec, "same_as"))
            return &vs[i];
    }
    return NULL;
}

static const char *status_of(const struct variant *v)
{
    const char *s = json_string_value(json_object_get(v->rec, "status"));
    return s ? s : "failed";
}

static double num(const json_t *rec, const char *key)
{
    const json_t *j = json_object_get(rec, key);
    return json_is_number(j) ? json_number_value(j) : -1;
}

/* Rank: verified by measured time; compiled-only (cuda without a device) by
 * estimate; those that wrote an earlier variant's code; the rest last, in
 * their order. */
static int rank_class(const struct variant *v)
{
    const char *s = status_of(v);
    return strcmp(s, "agree") == 0               ? 0
           : strcmp(s, "compiled, not run") == 0 ? 1
           : strncmp(s, "same code as ", 13) == 0 ? 2
                                                  : 3;
}

static int cmp_variant(const void *pa, const void *pb)
{
    const struct variant *a = *(const struct variant *const *)pa, *b = *(const struct variant *const *)pb;
    int ca = rank_class(a), cb = rank_class(b);
    if (ca != cb)
        return ca - cb;
    const char *key = ca == 0 ? "time_s" : "estimate";
    double x = num(a->rec, key), y = num(b->rec, key);
    if (ca < 2 && x != y)
        return x < 0 ? 1 : y < 0 ? -1 : x < y ? -1 : 1;
    return a < b ? -1 : a > b;
}

static void progress(int done, int total, const char *name);

static bool have_run(struct variant **order, int n)
{
    return n > 0 && rank_class(order[0]) == 0;
}

/* The confirmation round.  One pass measures each variant once, at its own
 * moment; on a shared machine the load of that moment can rank a slow
 * variant first.  So the fastest few and the default are measured again,
 * in turn, `rounds` times (--confirm), and each keeps its best time; records so
 * confirmed go back to the cache and are not measured again. */
enum { CONFIRM_TOP = 3 };

static void confirm(const struct ctx *c, struct variant **order, int n, bool cache_ok, int rounds)
{
    struct variant *cand[CONFIRM_TOP + 1];
    int nc = 0;
    for (int i = 0; i < n && rank_class(order[i]) == 0; i++)
        if ((i < CONFIRM_TOP || (!order[i]->opts[0] && !order[i]->xf)) && !json_is_true(json_object_get(order[i]->rec, "confirmed")))
            cand[nc++] = order[i];
    if (rounds == 0 || nc == 0 || n < 2 || rank_class(order[1]) != 0)
        return; /* nothing to confirm, or nothing to compare it with */
    for (int r = 0; r < rounds; r++)
        for (int i = 0; i < nc; i++) {
            progress(r * nc + i, rounds * nc, "confirming the fastest");
            json_t *again = json_object();
            verify(c, cand[i], again);
            double t = num(again, "time_s"), best = num(cand[i]->rec, "time_s");
            if (strcmp(json_string_value(json_object_get(again, "status")), "agree") == 0 && t >= 0 &&
                t < best) {
                kf_json_set(cand[i]->rec, "time_s", json_real(t));
                kf_json_set(cand[i]->rec, "speedup", json_incref(json_object_get(again, "speedup")));
                kf_json_set(cand[i]->rec, "sequential_s", json_incref(json_object_get(again, "sequential_s")));
            }
            json_decref(again);
        }
    progress(1, 1, NULL);
    for (int i = 0; i < nc; i++) {
        kf_json_set(cand[i]->rec, "confirmed", json_true());
        if (cache_ok)
            kf_json_write_file(cand[i]->rec, cand[i]->path);
    }
}

static void progress(int done, int total, const char *name)
{
    if (!isatty(2))
        return;
    int w = 30, k = total ? done * w / total : w;
    fprintf(stderr, "\r  [%.*s%*s] %d/%d %-24.24s", k, "==============================", w - k, "",
            done, total, name ? name : "");
    if (!name)
        fputs("\r\033[K", stderr);
    fflush(stderr);
}

static void print_table(const struct ctx *c, struct variant **order, int n, int ncached)
{
    printf("%s: %s: %d variants (%d from the cache)\n", c->file, c->target, n, ncached);
    printf("%4s  %-20s %-26s %10s %10s %8s  %s\n", "rank", "variant", "options", "estimate",
           "time (s)", "speedup", "status");
    for (int i = 0; i < n; i++) {
        const struct variant *v = order[i];
        char opts[64] = "", est[32] = "-", t[32] = "-", sp[32] = "-";
        for (int k = 0; v->opts[k]; k++)
            snprintf(opts + strlen(opts), sizeof opts - strlen(opts), "%s%s", k ? " " : "", v->opts[k]);
        if (num(v->rec, "estimate") >= 0)
            snprintf(est, sizeof est, "%.3f", num(v->rec, "estimate"));
        if (num(v->rec, "time_s") >= 0)
            snprintf(t, sizeof t, "%.4f", num(v->rec, "time_s"));
        if (num(v->rec, "speedup") >= 0)
            snprintf(sp, sizeof sp, "%.2fx", num(v->rec, "speedup"));
        printf("%4d  %-20s %-26s %10s %10s %8s  %s%s\n", i + 1, v->name, *opts ? opts : "(none)", est, t,
               sp, status_of(v), v->cached ? " (cached)" : "");
    }
}

static json_t *report_json(const struct ctx *c, struct variant **order, int n, int best)
{
    json_t *doc = json_object();
    kf_json_set(doc, "file", json_string(c->file));
    kf_json_set(doc, "target", json_string(c->target));
    kf_json_set(doc, "runs", json_integer(c->runs));
    kf_json_set(doc, "best", best >= 0 ? json_string(order[best]->name) : NULL);
    json_t *vs = json_array();
    for (int i = 0; i < n; i++) {
        json_t *o = json_object();
        kf_json_set(o, "rank", json_integer(i + 1));
        kf_json_set(o, "name", json_string(order[i]->name));
        int k = 0;
        while (order[i]->opts[k])
            k++;
        kf_json_set(o, "options", kf_json_strings(order[i]->opts, k));
        const struct xfv *xf = order[i]->xf;
        const char *specs[2] = {xf ? xf->spec[0] : NULL, xf ? xf->spec[1] : NULL};
        kf_json_set(o, "transforms", kf_json_strings(specs, xf ? xf->nspec : 0));
        json_object_update(o, order[i]->rec);
        kf_json_set(o, "cached", json_boolean(order[i]->cached));
        json_array_append_new(vs, o);
    }
    kf_json_set(doc, "variants", vs);
    return doc;
}

int kf_cli_explore(int argc, char **argv)
{
    static const struct option opts[] = {
        {"target", required_argument, NULL, 't'}, {"budget", required_argument, NULL, 'b'},
        {"runs", required_argument, NULL, 'n'},   {"output", required_argument, NULL, 'o'},
        {"format", required_argument, NULL, 'f'}, {"no-cache", no_argument, NULL, 'C'},
        {"max-variants", required_argument, NULL, 'm'},
        {"confirm", required_argument, NULL, 'c'},
        {"search", required_argument, NULL, 's'},
        {"help", no_argument, NULL, 'h'},         {NULL, 0, NULL, 0},
    };
    const char *target = NULL, *best_out = NULL, *format = "text";
    long budget = 60;
    int runs = 3, max_variants = MAX_VARIANTS, confirm_rounds = 2;
    bool use_cache = true, search_opts = true, search_xf = true;
    int nown = kf_cli_own_args(argc, argv);
    int c;
    char *end;
    opterr = 0;
    while ((c = getopt_long(nown, argv, "t:b:n:o:f:m:c:s:h", opts, NULL)) != -1) {
        switch (c) {
        case 's':
            search_opts = strcmp(optarg, "options") == 0 || strcmp(optarg, "all") == 0;
            search_xf = strcmp(optarg, "transforms") == 0 || strcmp(optarg, "all") == 0;
            if (!search_opts && !search_xf)
                return kf_cli_usage_error(argv[0], "--search wants options, transforms or all, not '%s'", optarg);
            break;
        case 't': target = optarg; break;
        case 'b':
            if ((budget = parse_budget(optarg)) < 0)
                return kf_cli_usage_error(argv[0], "--budget wants seconds like 60s or 2m, not '%s'", optarg);
            break;
        case 'n':
            if (kf_cli_parse_runs(argv[0], optarg, &runs) != 0)
                return KF_EXIT_USAGE;
            break;
        case 'm':
            max_variants = (int)strtol(optarg, &end, 10);
            if (*end || max_variants < 1)
                return kf_cli_usage_error(argv[0], "--max-variants wants a number >= 1, not '%s'", optarg);
            break;
        case 'c':
            confirm_rounds = (int)strtol(optarg, &end, 10);
            if (*end || confirm_rounds < 0 || confirm_rounds > 10)
                return kf_cli_usage_error(argv[0], "--confirm wants 0 to 10 rounds, not '%s'", optarg);
            break;
        case 'o': best_out = optarg; break;
        case 'f': format = optarg; break;
        case 'C': use_cache = false; break;
        case 'h': kf_cli_help(argv[0], stdout); return KF_EXIT_OK;
        default:
            return kf_cli_usage_error(argv[0], "unknown or incomplete option '%s'", argv[optind - 1]);
        }
    }
    enum kf_gen_target t;
    if (!target)
        return kf_cli_usage_error(argv[0], "--target is required (openmp, opencl or cuda)");
    if (kf_gen_target_parse(target, &t) != 0)
        return kf_cli_usage_error(argv[0], "unknown target '%s' (openmp, opencl or cuda)", target);
    if (strcmp(format, "text") != 0 && strcmp(format, "json") != 0)
        return kf_cli_usage_error(argv[0], "unknown format '%s' (text or json)", format);
    if (optind != nown - 1)
        return kf_cli_usage_error(argv[0], optind >= nown ? "no input file" : "one input file only");
    struct ctx cx = {.file = argv[optind], .target = target, .runs = runs};
    const char *slash = strrchr(cx.file, '/');
    snprintf(cx.srcdir, sizeof cx.srcdir, "%.*s", slash ? (int)(slash - cx.file) : 1,
             slash ? cx.file : ".");
    if (!cx.srcdir[0])
        snprintf(cx.srcdir, sizeof cx.srcdir, "/");
    cx.cflags = (const char *const *)argv + nown + 1;
    cx.ncflags = nown < argc ? argc - nown - 1 : 0;
    size_t len;
    char *text = kf_file_read(cx.file, &len);
    if (!text) {
        fprintf(stderr, "%s: error: cannot read the file: %s\n", cx.file, strerror(errno));
        return KF_EXIT_INPUT;
    }
    char cdir[4096];
    bool cache_ok = cache_dir(cdir, sizeof cdir) == 0;
    snprintf(cx.dir, sizeof cx.dir, "/tmp/kforge-explore-XXXXXX");
    if (!mkdtemp(cx.dir)) {
        fprintf(stderr, "kforge explore: cannot make a temporary directory: %s\n", strerror(errno));
        free(text);
        return KF_EXIT_INPUT;
    }

    const struct vdef *table = t == KF_GEN_OPENMP ? openmp_variants : gpu_variants;
    int n = t == KF_GEN_OPENMP ? (int)(sizeof openmp_variants / sizeof *openmp_variants)
                               : (int)(sizeof gpu_variants / sizeof *gpu_variants);
    struct todo todo[MAX_VARIANTS];
    struct xfv xs[MAX_XF];
    int ntodo = 0, nxs = 0;
    bool combined = false;
    todo_add(todo, &ntodo, table[0].name, NULL, NULL);
    struct variant vs[MAX_VARIANTS];
    struct variant *order[MAX_VARIANTS];
    int nv = 0, ncached = 0;
    struct timespec t0, now;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (int i = 0; i < ntodo && i < max_variants; i++) {
        clock_gettime(CLOCK_MONOTONIC, &now);
        if (i > 0 && now.tv_sec - t0.tv_sec >= budget)
            break; /* the budget: no new variant once it is spent; the default always runs */
        struct variant *v = &vs[nv];
        memset(v, 0, sizeof *v);
        v->name = todo[i].name;
        v->opts = todo[i].opts;
        v->xf = todo[i].xf;
        progress(i, ntodo < max_variants ? ntodo : max_variants, v->name);
        uint64_t h = fnv_str(14695981039346656037ull, kf_version());
        h = fnv_str(h, target);
        h = v->xf ? fnv(h, v->xf->text, v->xf->len) : fnv(h, text, len);
        for (int k = 0; v->xf && k < v->xf->nspec; k++)
            h = fnv_str(h, v->xf->spec[k]);
        for (int k = 0; k < cx.ncflags; k++)
            h = fnv_str(h, cx.cflags[k]);
        for (int k = 0; v->opts[k]; k++)
            h = fnv_str(h, v->opts[k]);
        h = fnv(h, &runs, sizeof runs);
        char *path = v->path;
        snprintf(v->path, sizeof v->path, "%s/%016llx.json", cdir, (unsigned long long)h);
        char *saved = cache_ok && use_cache ? kf_file_read(path, NULL) : NULL;
        v->rec = saved ? kf_json_read(saved, NULL, 0) : NULL;
        free(saved);
        v->cached = v->rec != NULL;
        if (!v->rec) {
            v->rec = generate(&cx, v);
            const struct variant *twin = same_code(vs, nv, v->rec);
            char why[96];
            snprintf(why, sizeof why, "same code as %s", twin ? twin->name : "");
            if (twin) { /* measured once, under its first name */
                kf_json_set(v->rec, "status", json_string(why));
                kf_json_set(v->rec, "same_as", json_string(twin->name));
            } else if (!json_object_get(v->rec, "status")) {
                verify(&cx, v, v->rec);
            }
            /* a failure may be the machine's (a timeout): not kept */
            if (cache_ok && rank_class(v) < 3 && kf_json_write_file(v->rec, path) != 0)
                fprintf(stderr, "kforge explore: cannot write the cache %s: %s\n", path, strerror(errno));
        }
        ncached += v->cached;
        order[nv] = v;
        nv++;
        if (i == 0) { /* after the default: the profiler's runners-up, then the table */
            json_t *alts = json_object_get(v->rec, "alternatives");
            for (size_t k = 0; k < json_array_size(alts); k++) {
                const char *m = json_string_value(json_object_get(json_array_get(alts, k), "map"));
                const char *b = json_string_value(json_object_get(json_array_get(alts, k), "block"));
                char name[48], om[48], ob[48];
                if (!m || !b)
                    continue;
                snprintf(name, sizeof name, "map %s block %s", m, b);
                snprintf(om, sizeof om, "--map=%s", m);
                snprintf(ob, sizeof ob, "--block=%s", b);
                todo_add(todo, &ntodo, name, om, ob);
            }
            nxs = search_xf ? explore_transforms(&cx, text, len, xs) : 0;
            for (int k = 0; k < nxs; k++) {
                todo_add(todo, &ntodo, xs[k].name, NULL, NULL);
                todo[ntodo - 1].xf = &xs[k];
            }
            for (int k = 1; search_opts && k < n; k++)
                todo_add(todo, &ntodo, table[k].name, table[k].opts[0], table[k].opts[1]);
        }
        if (i == ntodo - 1 && !combined && search_xf && search_opts) {
            combined = true;
            combine(vs, nv, todo, &ntodo);
        }
    }
    progress(nv, nv, NULL);
    qsort(order, (size_t)nv, sizeof *order, cmp_variant);
    if (t != KF_GEN_CUDA || have_run(order, nv)) {
        confirm(&cx, order, nv, cache_ok, confirm_rounds);
        qsort(order, (size_t)nv, sizeof *order, cmp_variant);
    }
    int best = nv > 0 && rank_class(order[0]) < 2 ? 0 : -1;
    int rc = best >= 0 ? KF_EXIT_OK : KF_EXIT_INPUT;
    if (strcmp(format, "json") == 0) {
        json_t *doc = report_json(&cx, order, nv, best);
        kf_json_write(doc, stdout);
        json_decref(doc);
    } else {
        print_table(&cx, order, nv, ncached);
        if (best >= 0)
            printf("best: %s\n", order[best]->name);
        else
            printf("no variant verified (the status column says why; verify shows the log)\n");
    }
    if (best >= 0 && best_out) {
        const char *a[64];
        const char *pre[] = {"gen", "--target", target, "-o", best_out, NULL};
        if (child_args(&cx, a, pre, order[best]->opts, order[best]->xf) != 0 ||
            kf_cli_run_self(a, NULL, NULL, CHILD_LIMIT_S) != 0) {
            fprintf(stderr, "kforge explore: could not write %s\n", best_out);
            rc = KF_EXIT_INPUT;
        } else if (strcmp(format, "json") != 0) {
            printf("wrote %s (%s)\n", best_out, order[best]->name);
        }
    }
    for (int i = 0; i < nv; i++)
        json_decref(vs[i].rec);
    for (int i = 0; i < nxs; i++)
        free(xs[i].text);
    kf_cli_rmtree(cx.dir);
    free(text);
    return rc;
}
