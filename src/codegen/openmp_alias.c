/*
 * openmp_alias.c: loops that only pointers that may overlap keep
 * sequential run in parallel where a run-time test finds them apart.
 *
 * C code written without `restrict` (most of it) passes arrays as plain
 * pointers, and two of them may point into the same array: the front end
 * then blocks every loop that writes through one and reads the other
 * (stmt.c, kf_fe_alias_blockers), and the analysis keeps the verdict the
 * loop would have if they did not overlap (kf_loop_info.if_disjoint).  The
 * isl model already reads each pointer's accesses as those of an array of
 * its own, so that verdict is exact as soon as the elements the fragment
 * reaches through one pointer and through the other are disjoint.  Those
 * elements lie between the first and the last of each pointer's accesses,
 * which isl gives in the fragment's parameters (extent.h, lexmin and
 * lexmax of the accesses' images), so the fragment gets two versions:
 *
 *     if (c + (n*p) <= a + 0 || a + (n*m) <= c + 0) {   (in bytes)
 *         the fragment with the verdicts of disjoint pointers
 *     } else {
 *         the fragment as written
 *     }
 *
 * An array object (declared with its size) spans sizeof of it; a scalar
 * whose address is taken, its own size.  Where one pointer's elements are
 * not known in closed form, nothing is versioned and the loops stay
 * sequential, as the analysis says.  Addresses are compared as integers:
 * comparing pointers into different objects is undefined in C.
 *
 * kf_gen_alias_deps (gen_int.h) is the part no target owns: the test and
 * the verdicts it allows.  The GPU targets take it too (gpu.c's
 * alias_version): the test there selects the device code.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <isl/set.h>

#include "analysis/extent.h"
#include "codegen/openmp.h"
#include "ir/poly.h"

/* May li run in parallel once its pointers are known apart, and only then? */
static bool upgradable(const struct kf_loop_info *li)
{
    return li->verdict == KF_SEQUENTIAL && li->blocker && li->blocker->alias[0] >= 0 &&
           li->if_disjoint != KF_SEQUENTIAL;
}

/* The test comes before the fragment: a name declared in it is not there
 * yet.  (A member or element parameter, `dims[2][0]`, is named by its path
 * from a variable declared before the fragment: its decl is where the
 * fragment reads it.) */
static bool declared_in(const struct kf_fragment *f, const struct kf_var *x)
{
    if (x->member && x->kind == KF_VAR_PARAM)
        return false;
    return x->local ||
           (x->decl.offset >= f->range.begin.offset && x->decl.offset < f->range.end.offset);
}

/* The address of element e of pointer p as an integer: unsigned
 * arithmetic, so that an e that is negative, or meaningless where the
 * fragment reaches no element, still gives a value rather than undefined
 * behaviour. */
static char *address(const struct kf_fragment *f, const char *p, const struct kf_poly *e,
                     kf_arena *ar)
{
    long c;
    if (kf_poly_const_value(e, &c) && c == 0)
        return kf_arena_printf(ar, "(unsigned long long)%s", p);
    char t[400];
    kf_poly_print(f, e, t, sizeof t);
    return kf_arena_printf(ar, "((unsigned long long)%s + (%s) * sizeof *%s)", p, t, p);
}

/* "lo" and "hi" (one past the end), as integer addresses, of what fragment
 * fi reaches of variable v (with from0, from its element 0 on, or from
 * the first it reaches if that is lower: what a device buffer of the
 * pointer copies); false when that is not known.  With from0, the end is
 * that of `extent` elements when given (the device buffer's count, which
 * may reach past what this fragment touches: it is copied back whole),
 * else of the declared first dimension (double X[n][m]: n rows), else
 * one past the last element reached. */
static bool span(const struct gen *g, int fi, int v, bool from0, const char *extent, kf_arena *ar,
                 char **lo, char **hi)
{
    const struct kf_fragment *f = g->a->prog->frags[fi];
    const struct kf_var *x = &f->vars[v];
    if (declared_in(f, x))
        return false;
    if (x->kind != KF_VAR_ARRAY) { /* a scalar whose address is taken */
        *lo = kf_arena_printf(ar, "(unsigned long long)&%s", x->name);
        *hi = kf_arena_printf(ar, "(unsigned long long)(&%s + 1)", x->name);
        return *lo && *hi;
    }
    if (x->base == KF_BASE_LOCAL_ARRAY || x->base == KF_BASE_GLOBAL_ARRAY) {
        *lo = kf_arena_printf(ar, "(unsigned long long)%s", x->name);
        *hi = kf_arena_printf(ar, "((unsigned long long)%s + sizeof %s)", x->name, x->name);
        return *lo && *hi;
    }
    const char *count = !from0 ? NULL : extent ? extent : x->ndims >= 1 && x->dims[0][0] ? x->dims[0] : NULL;
    if (x->ndims > 1 && x->pointer_rows && !count)
        return false; /* rows of their own: no range spans them */
    /* with more than one dimension and no count, the rows reached (sizeof
     * *x is one) */
    bool rows = x->ndims > 1 && !count;
    struct kf_poly *first = rows ? kf_analysis_end_row(g->a, fi, v, false, ar)
                                 : kf_analysis_first_element(g->a, fi, v, ar);
    struct kf_poly *last = rows ? kf_analysis_end_row(g->a, fi, v, true, ar)
                                : kf_analysis_last_element(g->a, fi, v, ar);
    long c;
    if (count && (!first || (kf_poly_const_value(first, &c) && c >= 0))) {
        /* rows or elements from 0 on, as declared or as the buffer holds */
        *lo = kf_arena_printf(ar, "(unsigned long long)%s", x->name);
        *hi = kf_arena_printf(ar, "((unsigned long long)%s + (%s) * sizeof *%s)",
                              x->name, count, x->name);
        return *lo && *hi;
    }
    if (!first || !last)
        return false;
    *lo = address(f, x->name, first, ar);
    if (from0 && !(kf_poly_const_value(first, &c) && c >= 0)) /* the lower of the two */
        *lo = kf_arena_printf(ar, "(%s < (unsigned long long)%s ? %s : (unsigned long long)%s)",
                              *lo, x->name, *lo, x->name);
    else if (from0)
        *lo = kf_arena_printf(ar, "(unsigned long long)%s", x->name);
    *hi = count ? kf_arena_printf(ar, "((unsigned long long)%s + (%s) * sizeof *%s)",
                                  x->name, count, x->name)
                : address(f, x->name, kf_poly_lin(ar, last, 1, kf_poly_const(ar, 1), 1), ar);
    return *lo && *hi;
}

/* Does fragment fi begin with a loop the program gives an OpenMP
 * directive of its own (frontend/c/stmt.c)?  A version of the fragment
 * would come between the two (Rodinia's backprop: `#pragma omp parallel
 * for` under `#ifdef OPEN`, then `if (kf_rows_apart(...)) {`, which
 * does not compile); why says so. */
static bool root_directive(const struct kf_fragment *f, char *why, size_t nwhy)
{
    const struct kf_node *r = f->nroot ? f->roots[0] : NULL;
    if (!r || r->kind != KF_NODE_LOOP || !r->omp_own)
        return false;
    snprintf(why, nwhy, "its first loop (line %u) has an OpenMP directive of the program's own, "
                        "which must stay right before it", r->header.begin.line);
    return true;
}

int kf_gen_alias_add_pair(kf_arena *ar, int (**pair)[2], int npair, int p, int q)
{
    for (int k = 0; k < npair; k++)
        if (((*pair)[k][0] == p && (*pair)[k][1] == q) || ((*pair)[k][0] == q && (*pair)[k][1] == p))
            return npair;
    *pair = kf_arena_grow(ar, *pair, (size_t)npair, sizeof **pair);
    (*pair)[npair][0] = p;
    (*pair)[npair][1] = q;
    return npair + 1;
}

int kf_gen_alias_upgrade_pairs(const struct gen *g, int fi, kf_arena *ar, int (**pair)[2])
{
    const struct kf_deps *d = g->a->deps[fi];
    int npair = 0;
    for (int l = 0; l < d->nloop; l++) {
        const struct kf_node *L = d->loops[l].loop;
        for (int b = 0; upgradable(&d->loops[l]) && b < L->nblock; b++)
            if (L->block[b].alias[0] >= 0)
                npair = kf_gen_alias_add_pair(ar, pair, npair, L->block[b].alias[0],
                                              L->block[b].alias[1]);
    }
    return npair;
}

/* kf_gen_alias_test; with partner (per variable), a pair that holds an
 * array of row pointers the model takes apart (kf_model.rows) is left to
 * the test that rows lie apart (rows_test): its other side is marked in
 * partner, and "1" stands for a test with no other pair. */
static char *pair_tests(const struct gen *g, int fi, int npair, const int (*pair)[2], bool from0,
                        const char *const *extent, kf_arena *ar, char *why, size_t nwhy,
                        bool *partner)
{
    const struct kf_fragment *f = g->a->prog->frags[fi];
    const struct kf_model *m = g->a->models[fi];
    char *buf = NULL;
    size_t blen = 0;
    FILE *o = npair ? open_memstream(&buf, &blen) : NULL;
    if (!o)
        return NULL;
    bool any = false;
    for (int k = 0; k < npair; k++) {
        char *lo0, *hi0, *lo1, *hi1;
        int v0 = pair[k][0], v1 = pair[k][1];
        if (partner && m->rows && (m->rows[v0] || m->rows[v1])) {
            partner[v0] |= !m->rows[v0];
            partner[v1] |= !m->rows[v1];
            continue;
        }
        bool ok0 = span(g, fi, v0, from0, extent ? extent[v0] : NULL, ar, &lo0, &hi0);
        if (!ok0 || !span(g, fi, v1, from0, extent ? extent[v1] : NULL, ar, &lo1, &hi1)) {
            const struct kf_var *a = &f->vars[v0], *c = &f->vars[v1];
            if (declared_in(f, a) || declared_in(f, c))
                snprintf(why, nwhy, "'%s' or '%s' is declared in the fragment, which a test "
                                    "before it cannot name", a->name, c->name);
            else /* the one whose elements are unknown first */
                snprintf(why, nwhy, "the elements reached through '%s' are not known in closed "
                                    "form, so no run-time test tells them from those of '%s'",
                         ok0 ? c->name : a->name, ok0 ? a->name : c->name);
            fclose(o);
            free(buf);
            return NULL;
        }
        fprintf(o, "%s(%s <= %s || %s <= %s)", any ? " &&\n    " : "", hi0, lo1, hi1, lo0);
        any = true;
    }
    if (!any)
        fprintf(o, "1");
    if (fclose(o) != 0) {
        free(buf);
        return NULL;
    }
    return buf;
}

char *kf_gen_alias_test(const struct gen *g, int fi, int npair, const int (*pair)[2], bool from0,
                        const char *const *extent, kf_arena *ar, char *why, size_t nwhy)
{
    return pair_tests(g, fi, npair, pair, from0, extent, ar, why, nwhy, NULL);
}

/* The test that every pair some upgradable loop is blocked by is apart,
 * into a malloc'ed string; NULL (with the reason in why) when one of them
 * cannot be tested. */
static char *disjoint_test(const struct gen *g, int fi, bool from0, kf_arena *ar, char *why,
                           size_t nwhy)
{
    int (*pair)[2] = NULL;
    int npair = kf_gen_alias_upgrade_pairs(g, fi, ar, &pair);
    return kf_gen_alias_test(g, fi, npair, (const int (*)[2])pair, from0, NULL, ar, why, nwhy);
}

struct kf_deps *kf_gen_alias_deps(struct gen *g, int fi, bool from0, char **test, int *nup,
                                  char *why, size_t nwhy)
{
    const struct kf_fragment *f = g->a->prog->frags[fi];
    const struct kf_deps *d = g->a->deps[fi];
    int up = 0;
    *test = NULL;
    *nup = 0;
    if (nwhy)
        why[0] = '\0';
    for (int l = 0; l < d->nloop; l++)
        up += upgradable(&d->loops[l]);
    if (!up || f->nroot == 0 || !kf_gen_pass_on(g, KF_PASS_ALIAS_TEST) ||
        root_directive(f, why, nwhy))
        return NULL;
    kf_arena *ar = kf_arena_new();
    char *t = ar ? disjoint_test(g, fi, from0, ar, why, nwhy) : NULL;
    kf_arena_free(ar);
    if (!t)
        return NULL;
    struct kf_deps *own = kf_gen_deps_copy(d);
    if (!own) {
        g->nomem = true;
        free(t);
        return NULL;
    }
    for (int l = 0; l < own->nloop; l++) {
        struct kf_loop_info *li = &own->loops[l];
        if (upgradable(li)) {
            li->verdict = li->if_disjoint;
            li->blocker = NULL;
        }
    }
    *test = t;
    *nup = up;
    return own;
}

/*
 * A fragment whose model holds only under a run-time assumption (model.h:
 * img[y*stride + x] read as img[y][x] where w <= stride) runs the
 * verdicts of that model behind a test of it, joined with the pointers'
 * overlap test where they have one:
 *
 *     if (w <= stride && (dst + ... <= src || ...)) {
 *         the fragment with the verdicts under both
 *     } else {
 *         the fragment as written
 *     }
 *
 * The overlap test then reads the assumed model too (the elements a
 * pointer reaches are known in closed form only there): it is evaluated
 * after the assumption, which && makes true by then.
 */

/* Can a test before fragment fi name every parameter of its assumption? */
static bool assumption_nameable(const struct kf_fragment *f, const struct kf_model *am,
                                char *why, size_t nwhy)
{
    int np = (int)isl_set_dim(am->assume, isl_dim_param);
    for (int k = 0; k < np; k++) {
        const char *name = isl_set_get_dim_name(am->assume, isl_dim_param, k);
        int v = name && name[0] == 'p' ? atoi(name + 1) : -1;
        if (v < 0 || v >= f->nvar || isl_set_involves_dims(am->assume, isl_dim_param, k, 1) != isl_bool_true)
            continue;
        if (declared_in(f, &f->vars[v])) {
            snprintf(why, nwhy, "'%s' is declared in the fragment, which a test before it cannot "
                                "name", f->vars[v].name);
            return false;
        }
    }
    return true;
}

bool kf_gen_assumable(const struct gen *g, int fi, char *why, size_t nwhy)
{
    const struct kf_fragment *f = g->a->prog->frags[fi];
    const struct kf_model *am = g->a->amodels ? g->a->amodels[fi] : NULL;
    if (nwhy)
        why[0] = '\0';
    return am && g->a->adeps[fi] && !(g->a->assumed && g->a->assumed[fi]) && f->nroot > 0 &&
           kf_gen_pass_on(g, KF_PASS_DELIN_ASSUME) && !root_directive(f, why, nwhy) &&
           assumption_nameable(f, am, why, nwhy);
}

/* g's analysis as fragment fi's model m and its dependences d see it
 * (kf_gen_alias_deps and the extents read g->a): *view, its arrays
 * malloc'ed (view_close frees them and puts g->a back); false when out
 * of memory. */
static bool view_open(struct gen *g, int fi, struct kf_model *m, struct kf_deps *d,
                      struct kf_analysis *view)
{
    const struct kf_analysis *was = g->a;
    *view = *was;
    view->models = malloc((size_t)was->nfrag * sizeof *view->models);
    view->deps = malloc((size_t)was->nfrag * sizeof *view->deps);
    if (!view->models || !view->deps) {
        free(view->models);
        free(view->deps);
        g->nomem = true;
        return false;
    }
    memcpy(view->models, was->models, (size_t)was->nfrag * sizeof *view->models);
    memcpy(view->deps, was->deps, (size_t)was->nfrag * sizeof *view->deps);
    view->models[fi] = m;
    view->deps[fi] = d;
    view->lazy = NULL; /* nothing to build: fi's function is entered */
    g->a = view;
    return true;
}

static void view_close(struct gen *g, const struct kf_analysis *was, struct kf_analysis *view)
{
    g->a = was;
    free(view->models);
    free(view->deps);
}

/* The dependences under fragment fi's assumption, upgraded where its
 * pointers are found apart, and the test of both into *test (malloc'ed);
 * NULL when the fragment has no assumption, the pass is off, or it cannot
 * be tested (then why says so). */
static struct kf_deps *assumed_deps(struct gen *g, int fi, char **test, char *why, size_t nwhy)
{
    const struct kf_model *am = g->a->amodels ? g->a->amodels[fi] : NULL;
    *test = NULL;
    if (!kf_gen_assumable(g, fi, why, nwhy))
        return NULL;
    /* the analysis as the assumed model sees fragment fi, for alias-test */
    const struct kf_analysis *was = g->a;
    struct kf_analysis view;
    if (!view_open(g, fi, was->amodels[fi], was->adeps[fi], &view))
        return NULL;
    char awhy[512], *atest = NULL;
    int up = 0;
    struct kf_deps *own = kf_gen_alias_deps(g, fi, false, &atest, &up, awhy, sizeof awhy);
    view_close(g, was, &view);
    if (!own && awhy[0]) {
        kf_gen_explain(g, "%-8s no run-time test of its pointers: %s\n", "", awhy);
        snprintf(g->alias_why, sizeof g->alias_why, "%.250s", awhy);
    }
    if (!own && !(own = kf_gen_deps_copy(was->adeps[fi]))) {
        g->nomem = true;
        return NULL;
    }
    g->alias_tested = atest != NULL;
    if (atest && asprintf(test, "%s &&\n    %s", am->assume_text, atest) < 0)
        *test = NULL;
    else if (!atest)
        *test = strdup(am->assume_text);
    free(atest);
    if (!*test) {
        g->nomem = true;
        kf_gen_deps_free(own);
        return NULL;
    }
    if (up)
        kf_gen_explain(g, "%-8s %d loop%s that pointers which may overlap kept sequential: "
                          "in parallel where they do not, tested at run time with it\n",
                       "", up, up == 1 ? "" : "s");
    return own;
}

/*
 * Arrays of row pointers (double **c, and double ***u of planes of rows):
 * the model as written reads c[i][j] as any element of c, since two of its
 * rows may be one.  The model that takes the rows apart (analyze.h,
 * rmodels) reads an array of two (three) dimensions, and its verdicts hold
 * where the rows the fragment reaches lie apart from one another and from
 * each array paired with them (an alias pair, frontend/c/alias.c); only
 * the pointers' values tell, at run time.  The fragment then gets two
 * versions:
 *
 *     if (kf_rows_apart((const struct kf_rows_in[]){
 *             {(const void *)c, 2, (long)(0), (long)(0), (long)(0), (long)(n - 1),
 *              (long)(0), (long)(n - 1), sizeof **c, 0, 0, 1}, ...}, 2)) {
 *         the fragment with the verdicts of rows apart
 *     } else {
 *         the fragment as written
 *     }
 *
 * kf_rows_apart, which the output declares once, before the first function
 * that calls it, reads the pointers of the rows the fragment reaches (the
 * box of its accesses, from isl: planes p0..p1, rows r0..r1 of each; the
 * fragment reads those pointers whenever it touches an element), spans
 * elements c0..c1 of each row, adds the pointers' own cells and the other
 * spans given, and finds none overlapping a written one.  Rows allocated
 * one after another mostly come in the order of their addresses: each
 * stream of spans (an array's own pointer cells, each plane's row
 * pointers, the rows) is then checked alone in one pass, and two streams
 * one of which is written only where the spans they cover overlap, merged
 * as they come, with no room taken (NPB MG's u, v and r: three passes over
 * 3 x 128 x 128 row pointers a call, a few nanoseconds a row); a stream
 * found out of order sends every span to a merge sort of the runs they
 * come in (O(R log R) at worst).
 * Rodinia's backprop has 1M rows of 17 floats: with qsort the test cost
 * more than its loops gained.  A pair of plain pointers keeps its own
 * range test beside it.
 */
static const char rows_helper_text[] =
    "#include <stdlib.h>\n"
    "#include <string.h>\n"
    "/* kforge alias-test: do the rows that arrays of row pointers reach lie\n"
    " * apart from one another and from the spans given with them (no span\n"
    " * overlapping a written one)?  Addresses compared as integers. */\n"
    "struct kf_rows_in {\n"
    "    const void *kf_rows;          /* an array of row pointers (levels 2: x[r][c]) or of\n"
    "                                  pointers to them (levels 3: x[p][r][c]); 0: the span lo..hi */\n"
    "    int kf_levels;\n"
    "    long kf_p0, kf_p1, kf_r0, kf_r1, kf_c0, kf_c1; /* the planes p0..p1 (levels 3), rows r0..r1 of each,\n"
    "                                    elements c0..c1 of each row */\n"
    "    unsigned long long kf_size;   /* an element's size */\n"
    "    unsigned long long kf_lo, kf_hi; /* a span's addresses, hi one past its end */\n"
    "    int kf_written;\n"
    "};\n"
    "struct kf_rows_span {\n"
    "    unsigned long long kf_lo, kf_hi;\n"
    "    int kf_written;\n"
    "};\n"
    "/* The spans of entry x come in three streams: 0 the span itself or the\n"
    " * cells of x's own pointers (one), 1 the row pointers of each plane\n"
    " * (levels 3), 2 the rows, plane by plane.  A cursor walks one. */\n"
    "struct kf_rows_cur {\n"
    "    const struct kf_rows_in *kf_x;\n"
    "    int kf_s, kf_done;\n"
    "    long kf_p, kf_r;                /* the plane and row it stands at */\n"
    "    struct kf_rows_span kf_head; /* the span there */\n"
    "};\n"
    "static const void *kf_rows_ptr(const void *kf_a, long kf_i)\n"
    "{\n"
    "    const void *kf_p;\n"
    "    memcpy(&kf_p, (const char *)kf_a + kf_i * (long)sizeof kf_p, sizeof kf_p);\n"
    "    return kf_p;\n"
    "}\n"
    "static void kf_rows_at(struct kf_rows_cur *kf_c)\n"
    "{\n"
    "    const struct kf_rows_in *kf_x = kf_c->kf_x;\n"
    "    unsigned long long kf_b;\n"
    "    if (!kf_x->kf_rows) {\n"
    "        kf_c->kf_head.kf_lo = kf_x->kf_lo, kf_c->kf_head.kf_hi = kf_x->kf_hi, kf_c->kf_head.kf_written = kf_x->kf_written;\n"
    "    } else if (kf_c->kf_s == 0) {\n"
    "        long kf_f = kf_x->kf_levels == 3 ? kf_x->kf_p0 : kf_x->kf_r0, kf_l = kf_x->kf_levels == 3 ? kf_x->kf_p1 : kf_x->kf_r1;\n"
    "        kf_b = (unsigned long long)kf_x->kf_rows;\n"
    "        kf_c->kf_head.kf_lo = kf_b + (unsigned long long)kf_f * sizeof(void *);\n"
    "        kf_c->kf_head.kf_hi = kf_b + ((unsigned long long)kf_l + 1) * sizeof(void *);\n"
    "        kf_c->kf_head.kf_written = 0;\n"
    "    } else if (kf_c->kf_s == 1) {\n"
    "        kf_b = (unsigned long long)kf_rows_ptr(kf_x->kf_rows, kf_c->kf_p);\n"
    "        kf_c->kf_head.kf_lo = kf_b + (unsigned long long)kf_x->kf_r0 * sizeof(void *);\n"
    "        kf_c->kf_head.kf_hi = kf_b + ((unsigned long long)kf_x->kf_r1 + 1) * sizeof(void *);\n"
    "        kf_c->kf_head.kf_written = 0;\n"
    "    } else {\n"
    "        const void *kf_plane = kf_x->kf_levels == 3 ? kf_rows_ptr(kf_x->kf_rows, kf_c->kf_p) : kf_x->kf_rows;\n"
    "        kf_b = (unsigned long long)kf_rows_ptr(kf_plane, kf_c->kf_r);\n"
    "        kf_c->kf_head.kf_lo = kf_b + (unsigned long long)kf_x->kf_c0 * kf_x->kf_size;\n"
    "        kf_c->kf_head.kf_hi = kf_b + ((unsigned long long)kf_x->kf_c1 + 1) * kf_x->kf_size;\n"
    "        kf_c->kf_head.kf_written = kf_x->kf_written;\n"
    "    }\n"
    "}\n"
    "/* the cursor at the first span of stream s of x; done where it has none */\n"
    "static void kf_rows_first(struct kf_rows_cur *kf_c, const struct kf_rows_in *kf_x, int kf_s)\n"
    "{\n"
    "    kf_c->kf_x = kf_x, kf_c->kf_s = kf_s, kf_c->kf_p = kf_x->kf_levels == 3 ? kf_x->kf_p0 : 0, kf_c->kf_r = kf_x->kf_r0;\n"
    "    kf_c->kf_done = kf_x->kf_rows ? kf_x->kf_r1 < kf_x->kf_r0 || kf_x->kf_c1 < kf_x->kf_c0 || (kf_x->kf_levels == 3 && kf_x->kf_p1 < kf_x->kf_p0) ||\n"
    "                            (kf_s == 1 && kf_x->kf_levels != 3)\n"
    "                      : kf_s != 0;\n"
    "    if (!kf_c->kf_done)\n"
    "        kf_rows_at(kf_c);\n"
    "}\n"
    "static void kf_rows_next(struct kf_rows_cur *kf_c)\n"
    "{\n"
    "    const struct kf_rows_in *kf_x = kf_c->kf_x;\n"
    "    if (kf_c->kf_s == 0)\n"
    "        kf_c->kf_done = 1;\n"
    "    else if (kf_c->kf_s == 1)\n"
    "        kf_c->kf_done = ++kf_c->kf_p > kf_x->kf_p1;\n"
    "    else if (++kf_c->kf_r > kf_x->kf_r1) {\n"
    "        kf_c->kf_r = kf_x->kf_r0;\n"
    "        kf_c->kf_done = kf_x->kf_levels != 3 || ++kf_c->kf_p > kf_x->kf_p1;\n"
    "    }\n"
    "    if (!kf_c->kf_done)\n"
    "        kf_rows_at(kf_c);\n"
    "}\n"
    "/* spans seen in the order of their starts: none may overlap a written one */\n"
    "struct kf_rows_sweep {\n"
    "    unsigned long long kf_any, kf_wr; /* the furthest end of any span so far, of a written one */\n"
    "    int kf_ok;\n"
    "};\n"
    "static void kf_rows_see(struct kf_rows_sweep *kf_w, const struct kf_rows_span *kf_s)\n"
    "{\n"
    "    if (kf_s->kf_lo >= kf_s->kf_hi)\n"
    "        return;\n"
    "    if (kf_s->kf_lo < kf_w->kf_wr || (kf_s->kf_written && kf_s->kf_lo < kf_w->kf_any))\n"
    "        kf_w->kf_ok = 0;\n"
    "    if (kf_s->kf_hi > kf_w->kf_any)\n"
    "        kf_w->kf_any = kf_s->kf_hi;\n"
    "    if (kf_s->kf_written && kf_s->kf_hi > kf_w->kf_wr)\n"
    "        kf_w->kf_wr = kf_s->kf_hi;\n"
    "}\n"
    "/* s[0..m) by lo, with t as much room: a merge sort of the runs they come\n"
    " * in; the sorted spans end in whichever of the two it answers */\n"
    "static struct kf_rows_span *kf_rows_sort(struct kf_rows_span *kf_s, struct kf_rows_span *kf_t, size_t kf_m)\n"
    "{\n"
    "    for (;;) {\n"
    "        size_t kf_i = 0, kf_o = 0, kf_runs = 0;\n"
    "        while (kf_i < kf_m) {\n"
    "            size_t kf_b = kf_i + 1, kf_c, kf_x = kf_i, kf_y;\n"
    "            while (kf_b < kf_m && kf_s[kf_b - 1].kf_lo <= kf_s[kf_b].kf_lo)\n"
    "                kf_b++;\n"
    "            for (kf_c = kf_b + 1; kf_c < kf_m && kf_s[kf_c - 1].kf_lo <= kf_s[kf_c].kf_lo; kf_c++)\n"
    "                ;\n"
    "            if (kf_c > kf_m)\n"
    "                kf_c = kf_m;\n"
    "            for (kf_y = kf_b; kf_x < kf_b || kf_y < kf_c;)\n"
    "                kf_t[kf_o++] = kf_y >= kf_c || (kf_x < kf_b && kf_s[kf_x].kf_lo <= kf_s[kf_y].kf_lo) ? kf_s[kf_x++] : kf_s[kf_y++];\n"
    "            kf_i = kf_c;\n"
    "            kf_runs++;\n"
    "        }\n"
    "        struct kf_rows_span *kf_u = kf_s;\n"
    "        kf_s = kf_t;\n"
    "        kf_t = kf_u;\n"
    "        if (kf_runs <= 1)\n"
    "            return kf_s;\n"
    "    }\n"
    "}\n"
    "static int kf_rows_apart(const struct kf_rows_in *kf_in, int kf_n)\n"
    "{\n"
    "    struct kf_rows_cur kf_c, kf_d;\n"
    "    struct kf_rows_sweep kf_w;\n"
    "    unsigned long long kf_lo[48], kf_hi[48];\n"
    "    int kf_i, kf_j, kf_s, kf_nc = 0, kf_sorted = kf_n <= 16, kf_wr[48], kf_ent[48], kf_str[48];\n"
    "    /* 1. each stream alone, as rows allocated one after another mostly\n"
    "     * come: in the order of their addresses, none overlapping another of\n"
    "     * its stream where it is written; the span they cover */\n"
    "    for (kf_i = 0; kf_i < kf_n && kf_sorted; kf_i++)\n"
    "        for (kf_s = 0; kf_s < 3 && kf_sorted; kf_s++) {\n"
    "            kf_rows_first(&kf_c, &kf_in[kf_i], kf_s);\n"
    "            if (kf_c.kf_done)\n"
    "                continue;\n"
    "            kf_w.kf_any = kf_w.kf_wr = 0, kf_w.kf_ok = 1;\n"
    "            kf_lo[kf_nc] = kf_c.kf_head.kf_lo, kf_hi[kf_nc] = 0, kf_wr[kf_nc] = kf_c.kf_head.kf_written, kf_ent[kf_nc] = kf_i, kf_str[kf_nc] = kf_s;\n"
    "            for (unsigned long long kf_at = kf_c.kf_head.kf_lo; !kf_c.kf_done && kf_sorted; kf_rows_next(&kf_c)) {\n"
    "                kf_sorted = kf_c.kf_head.kf_lo >= kf_at;\n"
    "                kf_at = kf_c.kf_head.kf_lo;\n"
    "                kf_rows_see(&kf_w, &kf_c.kf_head);\n"
    "                if (kf_c.kf_head.kf_hi > kf_hi[kf_nc])\n"
    "                    kf_hi[kf_nc] = kf_c.kf_head.kf_hi;\n"
    "            }\n"
    "            if (kf_sorted && !kf_w.kf_ok)\n"
    "                return 0;\n"
    "            kf_nc++;\n"
    "        }\n"
    "    /* 2. two streams, one written: apart where the spans they cover are,\n"
    "     * else merged as they come */\n"
    "    for (kf_i = 0; kf_i < kf_nc && kf_sorted; kf_i++)\n"
    "        for (kf_j = kf_i + 1; kf_j < kf_nc; kf_j++) {\n"
    "            if ((!kf_wr[kf_i] && !kf_wr[kf_j]) || kf_hi[kf_i] <= kf_lo[kf_j] || kf_hi[kf_j] <= kf_lo[kf_i])\n"
    "                continue;\n"
    "            kf_rows_first(&kf_c, &kf_in[kf_ent[kf_i]], kf_str[kf_i]);\n"
    "            kf_rows_first(&kf_d, &kf_in[kf_ent[kf_j]], kf_str[kf_j]);\n"
    "            kf_w.kf_any = kf_w.kf_wr = 0, kf_w.kf_ok = 1;\n"
    "            while ((!kf_c.kf_done || !kf_d.kf_done) && kf_w.kf_ok) {\n"
    "                struct kf_rows_cur *kf_e = kf_d.kf_done || (!kf_c.kf_done && kf_c.kf_head.kf_lo <= kf_d.kf_head.kf_lo) ? &kf_c : &kf_d;\n"
    "                kf_rows_see(&kf_w, &kf_e->kf_head);\n"
    "                kf_rows_next(kf_e);\n"
    "            }\n"
    "            if (!kf_w.kf_ok)\n"
    "                return 0;\n"
    "        }\n"
    "    if (kf_sorted)\n"
    "        return 1;\n"
    "    /* otherwise every span, sorted */\n"
    "    size_t kf_m = 0, kf_x;\n"
    "    for (kf_i = 0; kf_i < kf_n; kf_i++)\n"
    "        for (kf_s = 0; kf_s < 3; kf_s++)\n"
    "            for (kf_rows_first(&kf_c, &kf_in[kf_i], kf_s); !kf_c.kf_done; kf_rows_next(&kf_c))\n"
    "                kf_m++;\n"
    "    struct kf_rows_span *kf_v = (struct kf_rows_span *)malloc(2 * kf_m * sizeof *kf_v + 1);\n"
    "    const struct kf_rows_span *kf_u;\n"
    "    if (!kf_v)\n"
    "        return 0;\n"
    "    kf_m = 0;\n"
    "    for (kf_i = 0; kf_i < kf_n; kf_i++)\n"
    "        for (kf_s = 0; kf_s < 3; kf_s++)\n"
    "            for (kf_rows_first(&kf_c, &kf_in[kf_i], kf_s); !kf_c.kf_done; kf_rows_next(&kf_c))\n"
    "                kf_v[kf_m++] = kf_c.kf_head;\n"
    "    kf_u = kf_rows_sort(kf_v, kf_v + kf_m, kf_m);\n"
    "    kf_w.kf_any = kf_w.kf_wr = 0, kf_w.kf_ok = 1;\n"
    "    for (kf_x = 0; kf_x < kf_m && kf_w.kf_ok; kf_x++)\n"
    "        kf_rows_see(&kf_w, &kf_u[kf_x]);\n"
    "    free(kf_v);\n"
    "    return kf_w.kf_ok;\n"
    "}\n"
    "\n";

/* The call of kf_rows_apart for fragment fi, the model in view taking
 * rows apart: every array it takes so, and the spans of the variables
 * marked in partner (with from0 and extent, as span reads them); NULL
 * (with the reason in why) where one of them is not known before the
 * fragment. */
static char *rows_test(const struct gen *g, int fi, const bool *partner, bool from0,
                       const char *const *extent, kf_arena *ar, char *why, size_t nwhy)
{
    const struct kf_fragment *f = g->a->prog->frags[fi];
    const struct kf_model *m = g->a->models[fi];
    char *buf = NULL;
    size_t blen = 0;
    FILE *o = open_memstream(&buf, &blen);
    if (!o)
        return NULL;
    int n = 0;
    bool ok = true;
    fprintf(o, "kf_rows_apart((const struct kf_rows_in[]){");
    for (int v = 0; v < f->nvar && ok; v++) {
        const struct kf_var *x = &f->vars[v];
        if (m->rows[v]) {
            /* the first and last subscript of each level: planes (three
             * levels), rows, elements */
            int nl = x->row_levels;
            char t[6][400] = {"0", "0", "", "", "", ""};
            for (int k = 0; k < 2 * nl && ok; k++) {
                struct kf_poly *e = kf_analysis_dim_end(g->a, fi, v, k / 2, k % 2, ar);
                if ((ok = e != NULL))
                    kf_poly_print(f, e, t[k + 6 - 2 * nl], sizeof t[0]);
            }
            if (!ok || declared_in(f, x)) {
                snprintf(why, nwhy, "the rows of '%s' it reaches are not known before it", x->name);
                ok = false;
                break;
            }
            fprintf(o, "%s\n        {(const void *)%s, %d, (long)(%s), (long)(%s), (long)(%s), "
                       "(long)(%s), (long)(%s), (long)(%s), sizeof %s%s, 0, 0, %d}",
                    n++ ? "," : "", x->name, nl, t[0], t[1], t[2], t[3], t[4], t[5],
                    nl == 3 ? "***" : "**", x->name, x->written);
        } else if (partner && partner[v]) {
            char *lo, *hi;
            if (!span(g, fi, v, from0, extent ? extent[v] : NULL, ar, &lo, &hi)) {
                snprintf(why, nwhy, "the elements reached through '%s' are not known in closed "
                                    "form, so no run-time test tells them from the rows",
                         x->name);
                ok = false;
                break;
            }
            fprintf(o, "%s\n        {0, 0, 0, 0, 0, -1, 0, -1, 0, %s, %s, %d}", n++ ? "," : "", lo,
                    hi, x->written);
        }
    }
    fprintf(o, "}, %d)", n);
    if (fclose(o) != 0 || !ok) {
        free(buf);
        return NULL;
    }
    return buf;
}

/* "rt && pt", pt's "1" (no pair but the rows') left out; malloc'ed, or
 * NULL when out of memory. */
static char *rows_and(const char *rt, const char *pt)
{
    char *t = NULL;
    if (!pt || strcmp(pt, "1") == 0)
        return strdup(rt);
    return asprintf(&t, "%s &&\n    %s", rt, pt) < 0 ? NULL : t;
}

struct kf_deps *kf_gen_rows_deps(struct gen *g, int fi, const struct kf_deps *base, bool from0,
                                 char **test, int *nup, char *why, size_t nwhy)
{
    const struct kf_fragment *f = g->a->prog->frags[fi];
    *test = NULL;
    *nup = 0;
    if (nwhy)
        why[0] = '\0';
    if (f->nroot == 0 || !kf_gen_pass_on(g, KF_PASS_ALIAS_TEST) || root_directive(f, why, nwhy))
        return NULL;
    kf_arena *ar = kf_arena_new();
    bool *partner = calloc((size_t)f->nvar + 1, sizeof *partner);
    if (!ar || !partner) {
        kf_arena_free(ar);
        free(partner);
        g->nomem = true;
        return NULL;
    }
    /* the pairs the upgraded loops need apart: plain ones by their ranges,
     * those with rows among the rows' spans (partner); none testable, no
     * upgrade, the rows' own verdicts still */
    int (*pair)[2] = NULL;
    int npair = kf_gen_alias_upgrade_pairs(g, fi, ar, &pair);
    char pwhy[256] = "";
    char *pt = npair ? pair_tests(g, fi, npair, (const int (*)[2])pair, from0, NULL, ar, pwhy,
                                  sizeof pwhy, partner)
                     : NULL;
    char *rt = rows_test(g, fi, pt ? partner : NULL, from0, NULL, ar, why, nwhy);
    kf_arena_free(ar);
    free(partner);
    struct kf_deps *own = rt ? kf_gen_deps_copy(g->a->deps[fi]) : NULL;
    for (int l = 0; own && l < own->nloop; l++) {
        struct kf_loop_info *li = &own->loops[l];
        if (pt && upgradable(li)) {
            li->verdict = li->if_disjoint;
            li->blocker = NULL;
        }
        *nup += li->verdict != KF_SEQUENTIAL && base->loops[l].verdict == KF_SEQUENTIAL;
    }
    if (rt && !own)
        g->nomem = true;
    if (own && *nup > 0 && !(*test = rows_and(rt, pt)))
        g->nomem = true;
    if (!*test && !why[0] && pwhy[0])
        snprintf(why, nwhy, "%s", pwhy);
    free(pt);
    free(rt);
    if (!*test) {
        kf_gen_deps_free(own);
        *nup = 0;
        return NULL;
    }
    return own;
}

char *kf_gen_rows_alias_test(const struct gen *g, int fi, int npair, const int (*pair)[2],
                             const char *const *extent, kf_arena *ar, char *why, size_t nwhy)
{
    const struct kf_fragment *f = g->a->prog->frags[fi];
    bool *partner = kf_arena_alloc(ar, (size_t)f->nvar + 1);
    memset(partner, 0, (size_t)f->nvar + 1);
    char *pt = npair ? pair_tests(g, fi, npair, pair, true, extent, ar, why, nwhy, partner) : NULL;
    if (npair && !pt)
        return NULL;
    char *rt = rows_test(g, fi, partner, true, extent, ar, why, nwhy);
    char *t = rt ? rows_and(rt, pt) : NULL;
    free(pt);
    free(rt);
    return t;
}

/* Fragment fi's dependences under the model that takes rows apart, as
 * kf_gen_rows_deps gives them, with the analysis in view reading that
 * model (rmodels[fi]); NULL when the fragment has no such model or the
 * alias-test pass is off. */
static struct kf_deps *rows_deps(struct gen *g, int fi, char **test, int *nup, char *why,
                                 size_t nwhy)
{
    const struct kf_fragment *f = g->a->prog->frags[fi];
    const struct kf_analysis *was = g->a;
    *test = NULL;
    *nup = 0;
    if (!was->rmodels || !was->rmodels[fi] || !was->rdeps[fi] || f->nroot == 0 ||
        !kf_gen_pass_on(g, KF_PASS_ALIAS_TEST))
        return NULL;
    struct kf_analysis view;
    if (!view_open(g, fi, was->rmodels[fi], was->rdeps[fi], &view))
        return NULL;
    struct kf_deps *own = kf_gen_rows_deps(g, fi, was->deps[fi], false, test, nup, why, nwhy);
    view_close(g, was, &view);
    return own;
}

void kf_gen_rows_helper(struct gen *g, int fi)
{
    if (g->rows_helper)
        return;
    g->rows_helper = true;
    kf_gen_replace(g, g->a->prog->frags[fi]->fn_offset, 0, "%s", rows_helper_text);
}

struct kf_deps *kf_omp_alias_deps(struct gen *g, int fi)
{
    const struct kf_fragment *f = g->a->prog->frags[fi];
    char why[512] = "";
    char *test;
    const struct kf_model *am = g->a->amodels ? g->a->amodels[fi] : NULL;
    struct kf_deps *own = assumed_deps(g, fi, &test, why, sizeof why);
    if (own) {
        enum kf_gen_pass was = kf_gen_pass_enter(g, KF_PASS_DELIN_ASSUME);
        kf_omp_version(g, f->roots[0]->range.begin.offset,
                       f->roots[f->nroot - 1]->range.end.offset, test, true);
        kf_gen_dump(g, KF_PASS_DELIN_ASSUME, "-- delin-assume: fragment %d reads %s, its "
                    "loops as analysed under it, only if %s\n", f->id, am->assume_what, test);
        g->pass = was;
        g->versions_closed = true;
        kf_gen_explain(g, "%-8s assumes at run time: %s (to read %s): a version with the "
                          "verdicts under it, the fragment as written otherwise\n",
                       "", am->assume_text, am->assume_what);
        free(test);
        return own;
    }
    if (!am) {
        int up;
        own = rows_deps(g, fi, &test, &up, why, sizeof why);
        if (own) {
            enum kf_gen_pass was = kf_gen_pass_enter(g, KF_PASS_ALIAS_TEST);
            kf_gen_rows_helper(g, fi);
            kf_omp_version(g, f->roots[0]->range.begin.offset,
                           f->roots[f->nroot - 1]->range.end.offset, test, true);
            kf_gen_dump(g, KF_PASS_ALIAS_TEST, "-- alias-test: fragment %d runs its rows of "
                        "pointers apart only if %s\n", f->id, test);
            g->pass = was;
            g->versions_closed = true;
            g->alias_tested = true;
            kf_gen_explain(g, "%-8s %d loop%s that rows reached through pointers kept "
                              "sequential: a version for when those rows lie apart, tested at "
                              "run time\n", "", up, up == 1 ? "" : "s");
            free(test);
            return own;
        }
        if (why[0])
            kf_gen_explain(g, "%-8s no run-time test of its rows of pointers: %s\n", "", why);
        why[0] = '\0';
    }
    if (am && why[0])
        kf_gen_explain(g, "%-8s no run-time test of its assumption %s: %s\n", "",
                       am->assume_text, why);
    else if (am && g->a->adeps[fi] && !kf_gen_pass_on(g, KF_PASS_DELIN_ASSUME))
        kf_gen_explain(g, "%-8s would assume at run time %s (to read %s): delin-assume is off\n",
                       "", am->assume_text, am->assume_what);
    int up;
    own = kf_gen_alias_deps(g, fi, false, &test, &up, why, sizeof why);
    if (!own) {
        if (why[0]) {
            kf_gen_explain(g, "%-8s no run-time test of its pointers: %s\n", "", why);
            snprintf(g->alias_why, sizeof g->alias_why, "%.250s", why);
        }
        return NULL;
    }
    /* from the first top-level statement's line to the last one's end */
    enum kf_gen_pass was = kf_gen_pass_enter(g, KF_PASS_ALIAS_TEST);
    kf_omp_version(g, f->roots[0]->range.begin.offset, f->roots[f->nroot - 1]->range.end.offset,
                   test, true);
    kf_gen_dump(g, KF_PASS_ALIAS_TEST, "-- alias-test: fragment %d runs in parallel only if %s\n",
                f->id, test);
    g->pass = was;
    g->versions_closed = true;
    g->alias_tested = true;
    kf_gen_explain(g, "%-8s %d loop%s that pointers which may overlap kept sequential: a version "
                      "for when they do not, tested at run time\n",
                   "", up, up == 1 ? "" : "s");
    free(test);
    return own;
}
