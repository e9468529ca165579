/*
 * test_extent.c: what the front end records of real C's arrays and macros
 * (extents and element types from clang's types after macro expansion, VLA
 * extents with the variables they name, statement text across macro
 * invocations, variables seen outside a fragment) and the extent the
 * analysis gives a pointer over all the fragments of its function.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "analysis/extent.h"
#include "kforge/analyze.h"
#include "kforge/diag.h"

struct fixture {
    kf_diag *d;
    FILE *err;
    char *errbuf;
    size_t errlen;
    struct kf_analysis *a;
    kf_arena *ar;
};

static struct fixture *analyze(const char *src)
{
    struct fixture *x = calloc(1, sizeof *x);
    x->err = open_memstream(&x->errbuf, &x->errlen);
    x->d = kf_diag_new(x->err);
    struct kf_fe_options o = {.unsaved_text = src};
    x->a = kf_analyze_file("snippet.c", &o, x->d);
    x->ar = kf_arena_new();
    fflush(x->err);
    assert_non_null(x->a);
    return x;
}

static void done(struct fixture *x)
{
    kf_arena_free(x->ar);
    kf_analysis_free(x->a);
    kf_diag_free(x->d);
    fclose(x->err);
    free(x->errbuf);
    free(x);
}

static const struct kf_var *var(const struct kf_fragment *f, const char *name)
{
    for (int v = 0; v < f->nvar; v++)
        if (strcmp(f->vars[v].name, name) == 0)
            return &f->vars[v];
    fail_msg("no variable '%s'", name);
    return NULL;
}

/* PolyBench's way: the declarator comes out of a macro, the element type
 * is a typedef, the iterators are declared at the function's top */
static void test_macro_declarator(void **state)
{
    struct fixture *x = analyze("typedef double DT;\n"
                                "#define ARR2(v, a, b) v[a][b]\n"
                                "#define NJ 25\n"
                                "void k(int ni, DT ARR2(C, 20, NJ), DT s)\n"
                                "{\n"
                                "  int i, j;\n"
                                "#pragma scop\n"
                                "  for (i = 0; i < ni; i++)\n"
                                "    for (j = 0; j < NJ; j++)\n"
                                "      C[i][j] *= s;\n"
                                "#pragma endscop\n"
                                "}\n");
    const struct kf_fragment *f = x->a->prog->frags[0];
    const struct kf_var *c = var(f, "C");
    assert_int_equal(c->ndims, 2);
    assert_string_equal(c->dims[0], "20");
    assert_string_equal(c->dims[1], "25");
    assert_string_equal(c->elem_type, "double");
    assert_int_equal(c->base, KF_BASE_ARRAY_PARAM);
    assert_int_equal(var(f, "i")->kind, KF_VAR_ITER);
    assert_int_equal(var(f, "j")->kind, KF_VAR_ITER);
    assert_int_equal(f->nloop, 2);
    done(x);
}

/* a VLA parameter's extents name n even where no loop does */
static void test_vla_extent_vars(void **state)
{
    struct fixture *x = analyze("#define N 10\n"
                                "void k(int n, int m, double X[n][n + m])\n"
                                "{\n"
                                "#pragma scop\n"
                                "  for (int i = 0; i < N; i++)\n"
                                "    for (int j = 0; j < N; j++)\n"
                                "      X[i][j] = 0;\n"
                                "#pragma endscop\n"
                                "}\n");
    const struct kf_fragment *f = x->a->prog->frags[0];
    const struct kf_var *v = var(f, "X");
    assert_string_equal(v->dims[0], "n");
    assert_string_equal(v->dims[1], "n + m");
    assert_int_equal(v->ndimvar, 2);
    assert_string_equal(f->vars[v->dimvar[0]].name, "n");
    assert_string_equal(f->vars[v->dimvar[1]].name, "m");
    assert_int_equal(f->vars[v->dimvar[0]].kind, KF_VAR_PARAM);
    done(x);
}

/* a statement ending in a macro argument keeps the invocation; the loop
 * bound behind a macro names its variable; the macro's definition is kept */
static void test_macro_text(void **state)
{
    struct fixture *x = analyze("#define SV(x) x\n"
                                "#define BOUND n\n"
                                "void k(int n, double *s)\n"
                                "{\n"
                                "#pragma scop\n"
                                "  for (int p = 0; p < BOUND; p++)\n"
                                "    s[p] = SV(0.0);\n"
                                "#pragma endscop\n"
                                "}\n");
    const struct kf_fragment *f = x->a->prog->frags[0];
    assert_string_equal(f->stmts[0]->text, "s[p] = SV(0.0)");
    const struct kf_node *l = f->loops[0];
    bool names_n = false;
    for (int i = 0; i < l->nuse; i++)
        names_n |= strcmp(f->vars[l->use[i]].name, "n") == 0;
    assert_true(names_n);
    bool sv = false;
    for (int i = 0; i < f->nmacro; i++)
        if (strcmp(f->macros[i].name, "SV") == 0) {
            sv = true;
            assert_true(f->macros[i].function_like);
            assert_string_equal(f->macros[i].def, "SV(x) x");
        }
    assert_true(sv);
    done(x);
}

/* a temporary of the function's top used only in the fragment is not seen
 * outside it; one read after it is */
static void test_seen_outside(void **state)
{
    struct fixture *x = analyze("double k(int n, double *a)\n"
                                "{\n"
                                "  double t, u;\n"
                                "#pragma scop\n"
                                "  for (int i = 0; i < n; i++) {\n"
                                "    t = a[i];\n"
                                "    u = t;\n"
                                "    a[i] = t * u;\n"
                                "  }\n"
                                "#pragma endscop\n"
                                "  return u;\n"
                                "}\n");
    const struct kf_fragment *f = x->a->prog->frags[0];
    assert_false(var(f, "t")->seen_outside);
    assert_true(var(f, "u")->seen_outside);
    done(x);
}

/* one buffer for the pointer over both fragments: sized by the larger reach */
static void test_extent_over_fragments(void **state)
{
    struct fixture *x = analyze("#include <stdlib.h>\n"
                                "void k(int n, int m)\n"
                                "{\n"
                                "  double *a = malloc(sizeof *a * (size_t)(n + m));\n"
                                "#pragma scop\n"
                                "  for (int i = 0; i < n; i++)\n"
                                "    a[i] = i;\n"
                                "#pragma endscop\n"
                                "  a[0] = 1;\n"
                                "#pragma scop\n"
                                "  for (int i = 0; i < n + m; i++)\n"
                                "    a[i] += 1;\n"
                                "#pragma endscop\n"
                                "  free(a);\n"
                                "}\n");
    assert_int_equal(x->a->prog->nfrag, 2);
    const struct kf_fragment *f = x->a->prog->frags[0];
    int v = (int)(var(f, "a") - f->vars);
    assert_non_null(kf_analysis_last_element(x->a, 0, v, x->ar));
    const char *t = kf_analysis_extent_text(x->a, 0, v, x->ar);
    assert_non_null(t);
    assert_string_equal(t, "((n) > (n + m) ? (n) : (n + m))");
    done(x);
}

/* a subscript read from a table leaves the array's extent unknown; each
 * affine access still has its own bound (codegen/gpu_extent.c folds them
 * with the host's count of the others) */
static void test_access_last(void **state)
{
    struct fixture *x = analyze("void k(int n, const int *up, float *restrict img, float *restrict o)\n"
                                "{\n"
                                "#pragma scop\n"
                                "  for (int i = 0; i < n; i++)\n"
                                "    o[i] = img[up[i]] + img[i + 1];\n"
                                "#pragma endscop\n"
                                "}\n");
    const struct kf_fragment *f = x->a->prog->frags[0];
    int v = (int)(var(f, "img") - f->vars);
    assert_null(kf_analysis_extent_text(x->a, 0, v, x->ar));
    const struct kf_stmt *st = f->stmts[0];
    int affine = -1, table = -1;
    for (int a = 0; a < st->naccess; a++)
        if (st->acc[a].var == v)
            *(st->acc[a].sub && st->acc[a].sub[0] ? &affine : &table) = a;
    assert_true(affine >= 0 && table >= 0);
    assert_null(kf_analysis_access_last(x->a, 0, 0, table, x->ar));
    assert_non_null(kf_analysis_access_last(x->a, 0, 0, affine, x->ar));
    done(x);
}

/* an integer member in a bound and a subscript, a float one in the body:
 * variables named by their paths, each place the text names them kept
 * (clang's ranges: a kernel's text renames them) */
static void test_member_uses(void **state)
{
    struct fixture *x = analyze("typedef struct { int w, h; float gain; } image;\n"
                                "void k(const image *im, const float *restrict a, float *restrict b)\n"
                                "{\n"
                                "#pragma scop\n"
                                "  for (int i = 0; i < im->h * im->w; i++)\n"
                                "    b[i] = im->gain * a[i] + im -> w;\n"
                                "#pragma endscop\n"
                                "}\n");
    const struct kf_fragment *f = x->a->prog->frags[0];
    const struct kf_var *w = var(f, "im->w"), *g = var(f, "im->gain");
    assert_true(w->member && w->kind == KF_VAR_PARAM && w->nuse == 2);
    assert_true(g->member && g->kind == KF_VAR_SCALAR && g->is_float && g->nuse == 1);
    assert_true(w->uses[0].begin.offset < w->uses[1].begin.offset);
    assert_int_equal(w->uses[1].end.offset - w->uses[1].begin.offset, strlen("im -> w"));
    done(x);
}

/* img[y*stride + x] with x < w: no extent for every value of the
 * parameters; under the assumption w <= stride (kf_analysis_assume) the
 * flat offset of the last element reached, (h - 1)*stride + w, where each
 * statement runs (runs_text); the flat pass of the same function shares
 * no buffer with the assumed fragment, so its extent is its own; unassume
 * puts the models back */
static void test_assumed_extent(void **state)
{
    struct fixture *x = analyze("void k(int *img, int n, int w, int h, int stride)\n"
                                "{\n"
                                "#pragma scop\n"
                                "  for (int i = 0; i < n; i++)\n"
                                "    img[i] = img[i] * 3;\n"
                                "#pragma endscop\n"
                                "#pragma scop\n"
                                "  for (int y = 0; y < h; y++)\n"
                                "    for (int x = 0; x < w; x++)\n"
                                "      img[y * stride + x] += y;\n"
                                "#pragma endscop\n"
                                "}\n");
    const struct kf_fragment *f = x->a->prog->frags[1];
    int v = (int)(var(f, "img") - f->vars);
    int v0 = (int)(var(x->a->prog->frags[0], "img") - x->a->prog->frags[0]->vars);
    const struct kf_model *um = x->a->models[1], *am = x->a->amodels[1];
    assert_non_null(am);
    assert_string_equal(am->assume_text, "w <= stride");
    assert_true(am->runs_known);
    assert_string_equal(am->runs_text, "1 <= h && 1 <= w");
    assert_null(kf_analysis_extent_text(x->a, 1, v, x->ar));
    assert_true(kf_analysis_may_share(x->a, 0, 1));
    assert_true(kf_analysis_assume(x->a, 1));
    assert_false(kf_analysis_assume(x->a, 1));
    assert_ptr_equal(x->a->models[1], am);
    assert_ptr_equal(kf_analysis_shown_model(x->a, 1), am);
    assert_false(kf_analysis_may_share(x->a, 0, 1));
    /* negative at h = 0 (stride > w): clamped, as every count that can be */
    assert_string_equal(kf_analysis_extent_text(x->a, 1, v, x->ar),
                        "(w - stride + h*stride > 0 ? w - stride + h*stride : 0)");
    assert_string_equal(kf_analysis_extent_text(x->a, 0, v0, x->ar), "n");
    kf_analysis_unassume(x->a, 1);
    assert_ptr_equal(x->a->models[1], um);
    assert_ptr_equal(x->a->amodels[1], am);
    assert_true(kf_analysis_may_share(x->a, 0, 1));
    done(x);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_macro_declarator),
        cmocka_unit_test(test_vla_extent_vars),
        cmocka_unit_test(test_macro_text),
        cmocka_unit_test(test_seen_outside),
        cmocka_unit_test(test_extent_over_fragments),
        cmocka_unit_test(test_access_last),
        cmocka_unit_test(test_member_uses),
        cmocka_unit_test(test_assumed_extent),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
