/*
 * test_linemap.c: unit tests for src/support/linemap.c (support/linemap.h):
 * where the lines of a text a pass rewrote are in the user's file.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "support/linemap.h"

/* (line, col) of new through the map of old -> new (prev before it) */
static void where(const struct kf_linemap *m, unsigned line, unsigned col, unsigned want_line,
                  unsigned want_col)
{
    kf_linemap_at(m, &line, &col);
    assert_int_equal(line, want_line);
    assert_int_equal(col, want_col);
}

static struct kf_linemap *map(kf_arena *a, const char *old, const char *new_text,
                              const struct kf_linemap *prev)
{
    struct kf_linemap *m = kf_linemap_new(a, old, strlen(old), new_text, prev);
    assert_non_null(m);
    return m;
}

/* lines kept keep their place; lines after a longer rewrite shift back */
static void test_kept_and_shifted(void **state)
{
    (void)state;
    kf_arena *a = kf_arena_new();
    const char *old = "int f;\n"            /* 1 */
                      "for (i = 0; i < n; i++)\n" /* 2 */
                      "  x[i] = 0;\n"       /* 3 */
                      "after();\n";         /* 4 */
    const char *new_text = "int f;\n"
                           "for (int c0 = 0; c0 < n; c0 += 1) {\n" /* 2: rewritten */
                           "  y();\n"                             /* 3: inserted */
                           "    x[i] = 0;\n"                      /* 4: copied, indent +2 */
                           "}\n"                                  /* 5 */
                           "after();\n";                          /* 6 */
    struct kf_linemap *m = map(a, old, new_text, NULL);
    where(m, 1, 5, 1, 5);
    where(m, 6, 3, 4, 3);  /* the user's line 4, column as it was */
    where(m, 4, 5, 3, 3);  /* the statement's own line, its column */
    where(m, 2, 10, 2, 1); /* the span's first old line, its first column */
    where(m, 3, 3, 2, 1);
    where(m, 9, 2, 9, 2);  /* past the end: left alone */
    unsigned line = 5, col = 2; /* an end in the span: its last old line's end */
    kf_linemap_end_at(m, &line, &col);
    assert_int_equal(line, 3);
    assert_int_equal(col, 12);
    kf_arena_free(a);
}

/* `if (n < p0) { L } else { new }`: the else branch maps to L's first line */
static void test_version_after_nest(void **state)
{
    (void)state;
    kf_arena *a = kf_arena_new();
    const char *old = "#pragma scop\n"                    /* 1 */
                      "    for (i = 0; i < n; i++) {\n"   /* 2 */
                      "        s(i);\n"                   /* 3 */
                      "    }\n"                           /* 4 */
                      "#pragma endscop\n"                 /* 5 */
                      "    g();\n";                       /* 6 */
    const char *new_text = "#pragma scop\n"
                           "    if (n < 9) { for (i = 0; i < n; i++) {\n" /* 2 */
                           "        s(i);\n"                             /* 3 */
                           "    }\n"                                     /* 4 */
                           "    } else {\n"                              /* 5 */
                           "    for (int kf_c0 = 0; kf_c0 < n; kf_c0 += 1) {\n" /* 6 */
                           "      t(kf_c0);\n"                           /* 7 */
                           "    }\n"                                     /* 8 */
                           "    }\n"                                     /* 9 */
                           "#pragma endscop\n"                           /* 10 */
                           "    g();\n";                                 /* 11 */
    struct kf_linemap *m = map(a, old, new_text, NULL);
    where(m, 3, 9, 3, 9);
    where(m, 4, 5, 4, 5);
    for (unsigned l = 5; l <= 9; l++)
        where(m, l, 7, 2, 5); /* the nest's first line, where its for starts */
    unsigned line = 9, col = 6; /* a range ending on the else's brace ends */
    kf_linemap_end_at(m, &line, &col); /* where the nest did, past its brace */
    assert_int_equal(line, 4);
    assert_int_equal(col, 6);
    where(m, 10, 1, 5, 1);
    where(m, 11, 5, 6, 5);
    kf_arena_free(a);
}

/* a second rewrite of the rewritten text still names the user's lines */
static void test_composed(void **state)
{
    (void)state;
    kf_arena *a = kf_arena_new();
    const char *t0 = "a();\nloop {\n  b();\n}\nc();\n";
    const char *t1 = "a();\nx();\nx();\nloop {\n  b();\n}\nc();\n";     /* 2 lines in */
    const char *t2 = "a();\nx();\nx();\nloop {\n    b();\n  z();\n}\nc();\n"; /* b re-indented */
    struct kf_linemap *m1 = map(a, t0, t1, NULL);
    struct kf_linemap *m2 = map(a, t1, t2, m1);
    where(m2, 8, 1, 5, 1);
    where(m2, 5, 5, 3, 3); /* b, copied twice over: its own line and column */
    where(m2, 4, 1, 2, 1);
    struct kf_linemap *d = kf_linemap_dup(a, m2);
    where(d, 5, 5, 3, 3);
    assert_null(kf_linemap_dup(a, NULL));
    where(NULL, 7, 3, 7, 3); /* no map: the text is the user's */
    kf_arena_free(a);
}

/* a text with no newline at its end, an empty one */
static void test_edges(void **state)
{
    (void)state;
    kf_arena *a = kf_arena_new();
    struct kf_linemap *m = map(a, "x;\ny;", "w;\nx;\ny;", NULL);
    where(m, 3, 1, 2, 1);
    where(m, 1, 1, 1, 1); /* inserted at the top: line 1 */
    m = map(a, "", "a;\nb;\n", NULL);
    where(m, 2, 1, 1, 1);
    kf_arena_free(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_kept_and_shifted),
        cmocka_unit_test(test_version_after_nest),
        cmocka_unit_test(test_composed),
        cmocka_unit_test(test_edges),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
