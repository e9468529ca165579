/*
 * test_model.c: the front end and the isl model on small snippets, parsed
 * from unsaved buffers: domains, schedules, access relations,
 * delinearisation, expansion of locals, diagnostics.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <isl/map.h>
#include <isl/set.h>

#include "kforge/diag.h"
#include "kforge/frontend.h"
#include "kforge/ir.h"
#include "kforge/model.h"

struct fixture {
    kf_diag *d;
    FILE *err;
    char *errbuf;
    size_t errlen;
    struct kf_program *p;
    struct kf_model *m;
};

static struct fixture *parse(const char *src, bool all)
{
    struct fixture *x = calloc(1, sizeof *x);
    x->err = open_memstream(&x->errbuf, &x->errlen);
    x->d = kf_diag_new(x->err);
    struct kf_fe_options o = {.unsaved_text = src, .all = all};
    x->p = kf_fe_parse("snippet.c", &o, x->d);
    fflush(x->err);
    if (x->p && x->p->nfrag > 0)
        x->m = kf_model_build(x->p->frags[0], x->d, "snippet.c");
    return x;
}

static void done(struct fixture *x)
{
    kf_model_free(x->m);
    kf_program_free(x->p);
    kf_diag_free(x->d);
    fclose(x->err);
    free(x->errbuf);
    free(x);
}

/* is the isl object equal to the one the string describes? */
static bool set_is(isl_set *s, const char *want)
{
    isl_set *w = isl_set_read_from_str(isl_set_get_ctx(s), want);
    bool eq = isl_set_is_equal(s, w) == isl_bool_true;
    if (!eq) {
        char *str = isl_set_to_str(s);
        fprintf(stderr, "# got %s\n# want %s\n", str, want);
        free(str);
    }
    isl_set_free(w);
    return eq;
}

static bool map_is(isl_map *m, const char *want)
{
    isl_map *w = isl_map_read_from_str(isl_map_get_ctx(m), want);
    bool eq = isl_map_is_equal(m, w) == isl_bool_true;
    if (!eq) {
        char *str = isl_map_to_str(m);
        fprintf(stderr, "# got %s\n# want %s\n", str, want);
        free(str);
    }
    isl_map_free(w);
    return eq;
}

/* The template with every $name replaced by the isl name of the
 * fragment's variable: p<id> for a parameter, v<id> otherwise. */
static char *isl_str(const struct kf_fragment *f, const char *t)
{
    static char buf[1024];
    size_t k = 0;
    while (*t && k + 16 < sizeof buf) {
        if (*t != '$') {
            buf[k++] = *t++;
            continue;
        }
        t++;
        size_t n = strspn(t, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789");
        int id = -1;
        for (int i = 0; i < f->nvar; i++)
            if (strlen(f->vars[i].name) == n && strncmp(f->vars[i].name, t, n) == 0)
                id = i;
        k += (size_t)snprintf(buf + k, sizeof buf - k, "%c%d",
                              id >= 0 && f->vars[id].kind == KF_VAR_PARAM ? 'p' : 'v', id);
        t += n;
    }
    buf[k] = 0;
    return buf;
}

/* the access map of the k-th access (0-based) to variable `name` in statement s */
static isl_map *acc_of(struct fixture *x, int s, const char *name, int k)
{
    const struct kf_fragment *f = x->p->frags[0];
    for (int a = 0; a < f->stmts[s]->naccess; a++)
        if (strcmp(f->vars[f->stmts[s]->acc[a].var].name, name) == 0 && k-- == 0)
            return x->m->acc[s][a];
    return NULL;
}

static void triangular_domain(void **state)
{
    struct fixture *x = parse("void f(int n, double A[n][n]) {\n"
                              "#pragma scop\n"
                              "  for (int i = 0; i < n; i++)\n"
                              "    for (int j = 0; j <= i; j++)\n"
                              "      A[i][j] = 0;\n"
                              "#pragma endscop\n}\n", false);
    assert_non_null(x->m);
    const struct kf_fragment *f = x->p->frags[0];
    assert_int_equal(f->nstmt, 1);
    assert_int_equal(f->nloop, 2);
    assert_string_equal(f->loops[1]->id, "L1.1");
    /* source ranges, for code generation: "i < n" at 3:19, the statement */
    assert_int_equal(f->loops[0]->cond.begin.line, 3);
    assert_int_equal(f->loops[0]->cond.begin.col, 19);
    assert_int_equal(f->loops[0]->cond.end.col, 24);
    assert_int_equal(f->stmts[0]->kind, KF_STMT_EXPR);
    assert_string_equal(f->stmts[0]->text, "A[i][j] = 0");
    assert_int_equal(f->loops[1]->step, 1);
    char buf[64];
    kf_poly_print(f, f->loops[1]->ub[0], buf, sizeof buf);
    assert_string_equal(buf, "i");
    /* n is variable 0: the parameter p0 */
    assert_true(set_is(x->m->domain[0], isl_str(f, "[$n] -> { S1[i0, i1] : 0 <= i0 < $n and 0 <= i1 <= i0 }")));
    assert_true(map_is(acc_of(x, 0, "A", 0),
                       isl_str(f, "[$n] -> { S1[i0, i1] -> $A[i0, i1] : 0 <= i0 < $n and 0 <= i1 <= i0 }")));
    done(x);
}

/* Quotients by constants in conditions: C's % and / round toward zero
 * (i % 2 == 1 holds for positive odd i only, i / 2 == -1 for i = -3, -2),
 * >> rounds down (i >> 1 == -1 for i = -2, -1); an else-branch is the
 * complement; and a condition that is affine holds as before. */
static void quotient_conditions(void **state)
{
    struct fixture *x = parse("void f(int n, double *restrict a) {\n"
                              "#pragma scop\n"
                              "  for (int i = -n; i < n; i++) {\n"
                              "    if (i % 2 == 1) a[i + n] = 0;\n"
                              "    if (i / 2 == -1) a[i + n] = 1;\n"
                              "    if ((i >> 1) == -1) a[i + n] = 2;\n"
                              "    if (i % 3 == 0) a[i + n] = 3; else a[i + n] = 4;\n"
                              "    if (!(i & 1) && i < 4) a[i + n] = 5;\n"
                              "  }\n"
                              "#pragma endscop\n}\n", false);
    assert_non_null(x->m);
    const struct kf_fragment *f = x->p->frags[0];
    assert_int_equal(f->nstmt, 6);
    assert_true(set_is(x->m->domain[0], isl_str(f, "[$n] -> { S1[i0] : -$n <= i0 < $n and i0 > 0 and i0 mod 2 = 1 }")));
    assert_true(set_is(x->m->domain[1], isl_str(f, "[$n] -> { S2[i0] : -$n <= i0 < $n and -3 <= i0 <= -2 }")));
    assert_true(set_is(x->m->domain[2], isl_str(f, "[$n] -> { S3[i0] : -$n <= i0 < $n and -2 <= i0 <= -1 }")));
    assert_true(set_is(x->m->domain[3], isl_str(f, "[$n] -> { S4[i0] : -$n <= i0 < $n and i0 mod 3 = 0 }")));
    assert_true(set_is(x->m->domain[4], isl_str(f, "[$n] -> { S5[i0] : -$n <= i0 < $n and i0 mod 3 > 0 }")));
    assert_true(set_is(x->m->domain[5], isl_str(f, "[$n] -> { S6[i0] : -$n <= i0 < 4 and i0 < $n and i0 mod 2 = 0 }")));
    /* the other passes see the conditions as before: not affine */
    assert_false(f->stmts[0]->ifs[0]->cond_affine);
    assert_int_equal(f->stmts[0]->ifs[0]->nxcons, 1);
    done(x);
}

/* Quotients in subscripts: C's a[i / 2] for i of either sign, a[i & 3],
 * a[i >> 1]; n / 4 in a bound is a parameter spelt "(n / 4)" */
static void quotient_subscripts(void **state)
{
    struct fixture *x = parse("void f(int n, double *restrict a, double *restrict b) {\n"
                              "#pragma scop\n"
                              "  for (int i = -n; i < n; i++)\n"
                              "    b[i + n] = a[i / 2 + n] + a[i & 3] + a[i >> 1];\n"
                              "  for (int i = 0; i < n / 4; i++)\n"
                              "    b[i] = 0;\n"
                              "#pragma endscop\n}\n", false);
    assert_non_null(x->m);
    const struct kf_fragment *f = x->p->frags[0];
    assert_true(map_is(acc_of(x, 0, "a", 0),
                       isl_str(f, "[$n] -> { S1[i0] -> $a[o0] : -$n <= i0 < $n and "
                                  "((i0 >= 0 and o0 = floor(i0/2) + $n) or (i0 < 0 and o0 = -floor(-i0/2) + $n)) }")));
    assert_true(map_is(acc_of(x, 0, "a", 1),
                       isl_str(f, "[$n] -> { S1[i0] -> $a[i0 mod 4] : -$n <= i0 < $n }")));
    assert_true(map_is(acc_of(x, 0, "a", 2),
                       isl_str(f, "[$n] -> { S1[i0] -> $a[floor(i0/2)] : -$n <= i0 < $n }")));
    assert_null(f->stmts[0]->acc[1].sub[0]); /* the other passes: not affine, as before */
    char buf[64];
    kf_poly_print(f, f->loops[1]->ub[0], buf, sizeof buf);
    assert_string_equal(buf, "(n / 4) - 1");
    done(x);
}

/* The host's tests before the fragment: the model's context, in every
 * domain; a test of a variable assigned after it is left out */
static void host_context(void **state)
{
    struct fixture *x = parse("void exit(int);\n"
                              "void f(int n, int m, int k, double *a) {\n"
                              "  if (n % 4 != 0 || m < n) exit(1);\n"
                              "  if (k < 0) return;\n"
                              "  k = k + 1;\n"
                              "#pragma scop\n"
                              "  for (int i = 0; i < n; i++)\n"
                              "    a[i + m] = a[i + k];\n"
                              "#pragma endscop\n}\n", false);
    assert_non_null(x->m);
    const struct kf_fragment *f = x->p->frags[0];
    assert_int_equal(f->nhost, 3);
    assert_null(f->host[0].why_not);
    assert_null(f->host[1].why_not);
    assert_string_equal(f->host[2].why_not, "'k' is assigned at line 5, after the test");
    assert_true(set_is(x->m->context, isl_str(f, "[$n, $m, $k] -> { : $n mod 4 = 0 and $m >= $n }")));
    assert_true(set_is(x->m->domain[0],
                       isl_str(f, "[$n, $m, $k] -> { S1[i0] : 0 <= i0 < $n and $n mod 4 = 0 and $m >= $n }")));
    done(x);
}

static void steps_decrement_minmax_if(void **state)
{
    struct fixture *x = parse("#define MIN(a,b) ((a) < (b) ? (a) : (b))\n"
                              "void f(int n, double *restrict a) {\n"
                              "#pragma scop\n"
                              "  for (int i = n - 1; i >= 3; i -= 2)\n"
                              "    for (int j = i; j < MIN(n, i + 4); j++)\n"
                              "      if (j > i)\n"
                              "        a[j] = 0;\n"
                              "#pragma endscop\n}\n", false);
    assert_non_null(x->m);
    const struct kf_fragment *f = x->p->frags[0];
    assert_true(set_is(x->m->domain[0],
                       isl_str(f, "[$n] -> { S1[i0, i1] : 3 <= i0 <= $n - 1 and (exists e: i0 = $n - 1 - 2e) "
                                  "and i0 < i1 < $n and i1 < i0 + 4 }")));
    /* decrementing loop: the schedule runs -i0 upwards */
    assert_true(map_is(x->m->sched[0],
                       isl_str(f, "[$n] -> { S1[i0, i1] -> [0, -i0, 0, i1, 0] : 3 <= i0 <= $n - 1 and "
                                  "(exists e: i0 = $n - 1 - 2e) and i0 < i1 < $n and i1 < i0 + 4 }")));
    done(x);
}

static void delinearised(void **state)
{
    struct fixture *x = parse("void f(int n, int m, double *restrict a) {\n"
                              "#pragma scop\n"
                              "  for (int i = 0; i < n; i++)\n"
                              "    for (int j = 0; j < m; j++)\n"
                              "      a[i * m + j] = a[(i + 1) * m + j];\n"
                              "#pragma endscop\n}\n", false);
    assert_non_null(x->m);
    const struct kf_fragment *f = x->p->frags[0];
    /* accesses: read a[(i+1)*m + j] first, then the write */
    assert_true(map_is(acc_of(x, 0, "a", 0), isl_str(f, "[$n, $m] -> { S1[i0, i1] -> $a[i0 + 1, i1] : "
                                                        "0 <= i0 < $n and 0 <= i1 < $m }")));
    assert_true(map_is(acc_of(x, 0, "a", 1), isl_str(f, "[$n, $m] -> { S1[i0, i1] -> $a[i0, i1] : "
                                                        "0 <= i0 < $n and 0 <= i1 < $m }")));
    assert_int_equal(x->m->nnote, 0);
    done(x);
}

static void not_delinearisable_is_whole(void **state)
{
    /* j runs to m, past the row length n: rows may overlap */
    struct fixture *x = parse("void f(int n, int m, double *restrict a) {\n"
                              "#pragma scop\n"
                              "  for (int i = 0; i < n; i++)\n"
                              "    for (int j = 0; j < m; j++)\n"
                              "      a[i * n + j] = 1;\n"
                              "#pragma endscop\n}\n", false);
    assert_non_null(x->m);
    assert_int_equal(x->m->nnote, 1);
    assert_non_null(strstr(x->m->notes[0], "'a'"));
    const struct kf_fragment *f = x->p->frags[0];
    assert_true(map_is(acc_of(x, 0, "a", 0), isl_str(f, "[$n, $m] -> { S1[i0, i1] -> $a[o0] : "
                                                        "0 <= i0 < $n and 0 <= i1 < $m }")));
    done(x);
}

/* The same under a run-time assumption (kf_model_build_assuming): rows m
 * long where j < n stays in them, n <= m; every domain restricted to it. */
static void delinearised_under_assumption(void **state)
{
    struct fixture *x = parse("void f(int n, int m, double *restrict a) {\n"
                              "#pragma scop\n"
                              "  for (int i = 0; i < n; i++)\n"
                              "    for (int j = 0; j < m; j++)\n"
                              "      a[i * n + j] = 1;\n"
                              "#pragma endscop\n}\n", false);
    assert_non_null(x->m);
    assert_true(x->m->may_assume);
    assert_null(x->m->assume);
    struct kf_model *um = x->m;
    x->m = kf_model_build_assuming(x->p->frags[0], x->d, "snippet.c");
    assert_non_null(x->m);
    const struct kf_fragment *f = x->p->frags[0];
    assert_non_null(x->m->assume);
    assert_true(set_is(x->m->assume, isl_str(f, "[$n, $m] -> { : $m <= $n }")));
    assert_string_equal(x->m->assume_text, "m <= n");
    assert_string_equal(x->m->assume_what, "'a' as a[i][j]");
    assert_int_equal(x->m->nnote, 0);
    assert_true(map_is(acc_of(x, 0, "a", 0), isl_str(f, "[$n, $m] -> { S1[i0, i1] -> $a[i0, i1] : "
                                                        "0 <= i0 < $n and 0 <= i1 < $m and $m <= $n }")));
    assert_true(set_is(x->m->domain[0], isl_str(f, "[$n, $m] -> { S1[i0, i1] : 0 <= i0 < $n and "
                                                   "0 <= i1 < $m and $m <= $n }")));
    kf_model_free(um);
    done(x);
}

/* An offset row and column (lud's blocks): 1 <= off (the column before
 * the block), off + b <= n; a proven shape assumes nothing. */
static void assumption_of_a_block(void **state)
{
    struct fixture *x = parse("void f(int n, int off, int b, float *restrict a) {\n"
                              "#pragma scop\n"
                              "  for (int i = 0; i < b; i++)\n"
                              "    for (int j = 0; j < b; j++)\n"
                              "      a[n * (i + off) + off + j] -= a[n * (i + off) + off - 1];\n"
                              "#pragma endscop\n}\n", false);
    assert_non_null(x->m);
    struct kf_model *um = x->m;
    x->m = kf_model_build_assuming(x->p->frags[0], x->d, "snippet.c");
    const struct kf_fragment *f = x->p->frags[0];
    assert_non_null(x->m->assume);
    assert_true(set_is(x->m->assume, isl_str(f, "[$n, $off, $b] -> { : 1 <= $off <= $n and $off + $b <= $n }")));
    kf_model_free(x->m);
    x->m = um;
    done(x);
    x = parse("void f(int n, int m, double *restrict a) {\n"
              "#pragma scop\n"
              "  for (int i = 0; i < n; i++)\n"
              "    for (int j = 0; j < m; j++)\n"
              "      a[i * m + j] = 1;\n"
              "#pragma endscop\n}\n", false);
    assert_false(x->m->may_assume);
    kf_model_free(x->m);
    x->m = kf_model_build_assuming(x->p->frags[0], x->d, "snippet.c");
    assert_null(x->m->assume);
    assert_null(x->m->assume_text);
    done(x);
}

static void local_scalar_expanded(void **state)
{
    struct fixture *x = parse("void f(int n, double *restrict a) {\n"
                              "#pragma scop\n"
                              "  for (int i = 0; i < n; i++) {\n"
                              "    double t = a[i];\n"
                              "    a[i] = t * t;\n"
                              "  }\n"
                              "#pragma endscop\n}\n", false);
    assert_non_null(x->m);
    const struct kf_fragment *f = x->p->frags[0];
    assert_int_equal(f->nstmt, 2);
    /* S1 writes t, expanded by i */
    assert_true(map_is(acc_of(x, 0, "t", 0), isl_str(f, "[$n] -> { S1[i0] -> $t[i0] : 0 <= i0 < $n }")));
    done(x);
}

static void reductions_recognised(void **state)
{
    struct fixture *x = parse("#include <math.h>\n"
                              "void f(int n, double *restrict a, double *restrict y) {\n"
                              "  double s = 0, m = 0;\n"
                              "#pragma scop\n"
                              "  for (int i = 0; i < n; i++) {\n"
                              "    s -= a[i];\n"
                              "    m = a[i] > m ? a[i] : m;\n"
                              "    y[0] = y[0] * a[i];\n"
                              "    s = s + s;\n"
                              "  }\n"
                              "#pragma endscop\n}\n", false);
    assert_non_null(x->p);
    const struct kf_fragment *f = x->p->frags[0];
    assert_int_equal(f->nstmt, 4);
    assert_int_equal(f->stmts[0]->red_op, KF_RED_ADD);
    assert_int_equal(f->stmts[1]->red_op, KF_RED_MAX);
    assert_int_equal(f->stmts[2]->red_op, KF_RED_MUL);
    assert_int_equal(f->stmts[3]->red_op, KF_RED_NONE); /* reads s in the operand */
    done(x);
}

static void unsupported_reported(void **state)
{
    struct fixture *x = parse("void f(int n, double *restrict a) {\n"
                              "#pragma scop\n"
                              "  for (int i = 0; i != n; i++)\n"
                              "    a[i] = 0;\n"
                              "#pragma endscop\n}\n", false);
    /* the loop stays as written (one opaque statement), with the reason */
    assert_non_null(x->p);
    assert_int_equal(x->p->nfrag, 1);
    assert_int_equal(x->p->frags[0]->nloop, 0);
    assert_int_equal(kf_diag_errors(x->d), 0);
    assert_non_null(strstr(x->errbuf, "snippet.c:3:19: warning: unsupported loop condition 'i != n'"));
    assert_non_null(strstr(x->errbuf, "    3 |   for (int i = 0; i != n; i++)\n"));
    assert_non_null(strstr(x->errbuf, "      |                   ^~~~~~\n"));
    done(x);
}

static void all_mode(void **state)
{
    struct fixture *x = parse("void f(int n, double *restrict a) {\n"
                              "  for (int i = 0; i < n; i++) a[i] = 0;\n"
                              "  if (n > 2) { for (int j = 0; j < n; j++) a[j] += 1; }\n"
                              "}\n", true);
    assert_non_null(x->p);
    assert_int_equal(x->p->nfrag, 2);
    assert_string_equal(x->p->frags[1]->loops[0]->id, "L2");
    done(x);
}

static void side_effects_in_conditions(void **state)
{
    struct fixture *x = parse("void f(int n, double *restrict a, double t) {\n"
                              "#pragma scop\n"
                              "  for (int i = 0; i < n; i++)\n"
                              "    if ((t = a[i]) > 0)\n"
                              "      a[i] = 0;\n"
                              "#pragma endscop\n}\n", false);
    assert_int_equal(x->p->nfrag, 0);
    assert_non_null(strstr(x->errbuf, "snippet.c:4:9: error: this condition has side effects"));
    done(x);
}

static void overflow_is_not_affine(void **state)
{
    struct fixture *x = parse("void f(int n, double *restrict a) {\n"
                              "#pragma scop\n"
                              "  for (int i = 0; i < n; i++)\n"
                              "    a[i * 9000000000000000000L * 9000000000000000000L] = 0;\n"
                              "#pragma endscop\n}\n", false);
    assert_non_null(x->m);
    const struct kf_fragment *f = x->p->frags[0];
    assert_null(f->stmts[0]->acc[f->stmts[0]->naccess - 1].sub[0]);
    done(x);
}

static void bad_fragment_left_out(void **state)
{
    struct fixture *x = parse("void f(int n, double *restrict a) {\n"
                              "#pragma scop\n"
                              "  for (int i = 1; i < n; i++)\n"
                              "    a[i++] = 0;\n"
                              "#pragma endscop\n"
                              "#pragma scop\n"
                              "  for (int c = 1; c < n && c - 1 < n - 3; c++)\n"
                              "    a[c] = a[c - 1];\n"
                              "#pragma endscop\n}\n", false);
    assert_int_equal(kf_diag_errors(x->d), 1);
    assert_int_equal(x->p->nfrag, 1);
    const struct kf_fragment *f = x->p->frags[0];
    assert_int_equal(f->id, 2);
    /* c - 1 < n - 3: the counter inside an expression */
    assert_true(set_is(x->m->domain[0], isl_str(f, "[$n] -> { S1[i0] : 1 <= i0 <= $n - 3 }")));
    done(x);
}

static void address_taken_is_no_parameter(void **state)
{
    struct fixture *x = parse("void g(int *);\n"
                              "void f(double *restrict a) {\n"
                              "  int n;\n"
                              "  g(&n);\n"
                              "#pragma scop\n"
                              "  for (int i = 0; i < n; i++)\n"
                              "    a[i] = 0;\n"
                              "#pragma endscop\n}\n", false);
    assert_non_null(x->m);
    const struct kf_fragment *f = x->p->frags[0];
    for (int i = 0; i < f->nvar; i++)
        if (strcmp(f->vars[i].name, "n") == 0)
            assert_int_equal(f->vars[i].kind, KF_VAR_SCALAR);
    /* so the bound is not affine: dropped, with a warning */
    assert_non_null(strstr(x->errbuf, "warning: loop bounds of 'i' are not affine"));
    assert_true(set_is(x->m->domain[0], "{ S1[i0] : i0 >= 0 }"));
    done(x);
    /* a global the fragment's calls may change */
    x = parse("int n;\n"
              "void g(void);\n"
              "void f(double *restrict a) {\n"
              "#pragma scop\n"
              "  g();\n"
              "  for (int i = 0; i < n; i++)\n"
              "    a[i] = 0;\n"
              "#pragma endscop\n}\n", false);
    assert_non_null(x->m);
    assert_true(set_is(x->m->domain[1], "{ S2[i0] : i0 >= 0 }"));
    done(x);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(triangular_domain),
        cmocka_unit_test(steps_decrement_minmax_if),
        cmocka_unit_test(quotient_conditions),
        cmocka_unit_test(quotient_subscripts),
        cmocka_unit_test(host_context),
        cmocka_unit_test(delinearised),
        cmocka_unit_test(not_delinearisable_is_whole),
        cmocka_unit_test(delinearised_under_assumption),
        cmocka_unit_test(assumption_of_a_block),
        cmocka_unit_test(local_scalar_expanded),
        cmocka_unit_test(reductions_recognised),
        cmocka_unit_test(unsupported_reported),
        cmocka_unit_test(all_mode),
        cmocka_unit_test(side_effects_in_conditions),
        cmocka_unit_test(overflow_is_not_affine),
        cmocka_unit_test(bad_fragment_left_out),
        cmocka_unit_test(address_taken_is_no_parameter),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
