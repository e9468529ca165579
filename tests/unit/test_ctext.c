/*
 * test_ctext.c: unit tests for src/support/ctext.c (support/ctext.h).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "support/ctext.h"

/* kf_ctext_skip on s at i, s's own length. */
static size_t skip_at(const char *s, size_t i, bool bol)
{
    return kf_ctext_skip(s, strlen(s), i, bol);
}

static void test_skip_comments(void **state)
{
    (void)state;
    const char *s = "a /* b */ c";
    assert_int_equal(skip_at(s, 2, false), 9);          /* past the closing slash */
    assert_int_equal(skip_at("/*/ x */y", 0, false), 8); /* a slash right after the opening star does not close */
    assert_int_equal(skip_at("/* open", 0, false), 7);   /* unterminated: the end */
    assert_int_equal(skip_at("x // c\ny", 2, false), 6); /* stops at the newline */
    assert_int_equal(skip_at("// end", 0, false), 6);
    assert_int_equal(skip_at("a / b", 2, false), 2);     /* a division: nothing */
    /* the bound is len, not the terminating NUL */
    assert_int_equal(kf_ctext_skip("/* ab */", 5, 0, false), 5);
}

static void test_skip_literals(void **state)
{
    (void)state;
    assert_int_equal(skip_at("\"a;b\" x", 0, false), 5);
    assert_int_equal(skip_at("\"a\\\"b\" x", 0, false), 6); /* escaped quote */
    assert_int_equal(skip_at("'\\\\' x", 0, false), 4);     /* '\\' */
    assert_int_equal(skip_at("'}'", 0, false), 3);
    assert_int_equal(skip_at("\"open", 0, false), 5);
    assert_int_equal(skip_at("\"ends in \\", 0, false), 10); /* escape at the end */
}

static void test_skip_preprocessor(void **state)
{
    (void)state;
    const char *s = "#define N 10\nint a;";
    assert_int_equal(skip_at(s, 0, true), 12);
    assert_int_equal(skip_at(s, 0, false), 0); /* mid-line '#': not a directive */
    assert_int_equal(skip_at(s, 13, true), 13); /* code: nothing */
    assert_int_equal(skip_at(s, 99, true), 99); /* out of range: nothing */
}

static void test_lines(void **state)
{
    (void)state;
    const char *s = "int a;\n\t  for (;;)\nx";
    size_t line = 0;
    assert_int_equal(kf_ctext_line_start(s, 0), 0);
    assert_int_equal(kf_ctext_line_start(s, 5), 0);
    assert_int_equal(kf_ctext_line_start(s, 10), 7);
    assert_int_equal(kf_ctext_line_start(s, 19), 19);
    assert_int_equal(kf_ctext_indent(s, 10, &line), 3);
    assert_int_equal(line, 7);
    assert_int_equal(kf_ctext_indent(s, 4, &line), -1); /* "int" before it */
    assert_int_equal(kf_ctext_indent(s, 0, &line), 0);
    assert_int_equal(line, 0);
}

static void test_idents(void **state)
{
    (void)state;
    const char *s = "sum = s + s_1 + xs;";
    size_t n = strlen(s);
    assert_true(kf_ctext_ident_at(s, n, 0, "sum"));
    assert_false(kf_ctext_ident_at(s, n, 0, "s"));   /* part of sum */
    assert_true(kf_ctext_ident_at(s, n, 6, "s"));
    assert_false(kf_ctext_ident_at(s, n, 10, "s"));  /* part of s_1 */
    assert_false(kf_ctext_ident_at(s, n, 17, "s"));  /* end of xs */
    assert_true(kf_ctext_ident_at(s, n, 16, "xs"));
    assert_true(kf_ctext_ident_at("ab", 1, 0, "a")); /* the bound ends it */
    assert_false(kf_ctext_ident_at("a", 1, 0, "ab"));
    assert_true(kf_ctext_is_ident('_') && kf_ctext_is_ident('7'));
    assert_true(kf_ctext_is_ident('Z'));
    assert_false(kf_ctext_is_ident('-') || kf_ctext_is_ident(' '));
    assert_true(kf_ctext_is_ident_start('a') && kf_ctext_is_ident_start('_'));
    assert_false(kf_ctext_is_ident_start('7'));
}

static void test_next_ident(void **state)
{
    (void)state;
    size_t n = 0;
    const char *s = "(size_t)N * 8 + M_2";
    const char *p = kf_ctext_next_ident(s, &n);
    assert_ptr_equal(p, s + 1);
    assert_int_equal(n, 6);
    p = kf_ctext_next_ident(p + n, &n);
    assert_ptr_equal(p, s + 8);
    assert_int_equal(n, 1);
    p = kf_ctext_next_ident(p + n, &n); /* past "8" */
    assert_ptr_equal(p, s + 16);
    assert_int_equal(n, 3);
    assert_null(kf_ctext_next_ident(p + n, &n));
    assert_null(kf_ctext_next_ident(NULL, &n));
    assert_null(kf_ctext_next_ident("1 + 2", &n));
}

/* identifiers of a range of source: comments, literals and the middle of
 * a word (a number's exponent too) are passed over; the range's end
 * bounds the last one */
static void test_ident_in(void **state)
{
    (void)state;
    const char *t = "x1 /* y */ 'z' \"w\" a[i] + 2e5 beta_";
    size_t end = strlen(t), n, i = 0;
    const char *want[] = {"x1", "a", "i", "beta_"}; /* 2e5 is one word */
    int k = 0;
    while ((i = kf_ctext_ident_in(t, end, i, &n)) < end) {
        assert_true(k < 4);
        assert_int_equal(n, strlen(want[k]));
        assert_memory_equal(t + i, want[k], n);
        k++;
        i += n;
    }
    assert_int_equal(k, 4);
    /* a range that ends inside a word ends that word there */
    i = kf_ctext_ident_in(t, end - 2, strlen(t) - 5, &n);
    assert_int_equal(i, strlen(t) - 5);
    assert_int_equal(n, 3);
    /* starting inside a word skips its rest */
    assert_int_equal(kf_ctext_ident_in(t, end, 1, &n), strlen("x1 /* y */ 'z' \"w\" "));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_skip_comments),
        cmocka_unit_test(test_skip_literals),
        cmocka_unit_test(test_skip_preprocessor),
        cmocka_unit_test(test_lines),
        cmocka_unit_test(test_idents),
        cmocka_unit_test(test_next_ident),
        cmocka_unit_test(test_ident_in),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
