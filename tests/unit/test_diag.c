/*
 * test_diag.c: gcc-style diagnostics: location, source line, caret, range
 * underline, tabs, reports without a location, counts, repeats printed once.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kforge/diag.h"

struct out {
    FILE *f;
    char *buf;
    size_t len;
};

static kf_diag *open_diag(struct out *o)
{
    o->f = open_memstream(&o->buf, &o->len);
    kf_diag *d = kf_diag_new(o->f);
    kf_diag_add_source(d, "x.c", "int a;\n\tfor (i = 0; i < n; i++)\nlast");
    return d;
}

static void close_diag(kf_diag *d, struct out *o)
{
    kf_diag_free(d);
    fclose(o->f);
    free(o->buf);
}

static void caret_and_range(void **state)
{
    struct out o;
    kf_diag *d = open_diag(&o);
    kf_diag_report(d, KF_DIAG_ERROR, "x.c", 2, 14, 19, "bad %s", "condition");
    fflush(o.f);
    assert_string_equal(o.buf, "x.c:2:14: error: bad condition\n"
                               "    2 | \tfor (i = 0; i < n; i++)\n"
                               "      | \t            ^~~~~\n");
    assert_int_equal(kf_diag_errors(d), 1);
    assert_int_equal(kf_diag_warnings(d), 0);
    close_diag(d, &o);
}

static void levels_and_no_location(void **state)
{
    struct out o;
    kf_diag *d = open_diag(&o);
    kf_diag_report(d, KF_DIAG_WARNING, "x.c", 3, 1, 0, "w");
    kf_diag_report(d, KF_DIAG_NOTE, "x.c", 0, 0, 0, "n");
    kf_diag_report(d, KF_DIAG_ERROR, NULL, 0, 0, 0, "e");
    kf_diag_report(d, KF_DIAG_ERROR, "x.c", 9, 1, 0, "past the end");
    fflush(o.f);
    assert_string_equal(o.buf, "x.c:3:1: warning: w\n"
                               "    3 | last\n"
                               "      | ^\n"
                               "x.c: note: n\n"
                               "kforge: error: e\n"
                               "x.c:9:1: error: past the end\n");
    assert_int_equal(kf_diag_errors(d), 2);
    assert_int_equal(kf_diag_warnings(d), 1);
    close_diag(d, &o);
}

static void unreadable_file(void **state)
{
    struct out o;
    kf_diag *d = open_diag(&o);
    kf_diag_report(d, KF_DIAG_ERROR, "/nonexistent/y.c", 1, 1, 0, "gone");
    fflush(o.f);
    assert_string_equal(o.buf, "/nonexistent/y.c:1:1: error: gone\n");
    assert_null(kf_diag_source_line(d, "/nonexistent/y.c", 1));
    assert_string_equal(kf_diag_source_line(d, "x.c", 1), "int a;");
    close_diag(d, &o);
}

/* the same report again is counted, not printed; another place, level or
 * text is printed; past the table's first growth too */
static void repeats_printed_once(void **state)
{
    struct out o;
    kf_diag *d = open_diag(&o);
    for (int i = 0; i < 3; i++)
        kf_diag_report(d, KF_DIAG_ERROR, "x.c", 1, 5, 0, "unsupported '%s'", "a");
    kf_diag_report(d, KF_DIAG_ERROR, "x.c", 1, 6, 0, "unsupported '%s'", "a");
    kf_diag_report(d, KF_DIAG_WARNING, "x.c", 1, 5, 0, "unsupported '%s'", "a");
    kf_diag_report(d, KF_DIAG_ERROR, "x.c", 1, 5, 0, "unsupported '%s'", "b");
    fflush(o.f);
    assert_string_equal(o.buf, "x.c:1:5: error: unsupported 'a'\n"
                               "    1 | int a;\n"
                               "      |     ^\n"
                               "x.c:1:6: error: unsupported 'a'\n"
                               "    1 | int a;\n"
                               "      |      ^\n"
                               "x.c:1:5: warning: unsupported 'a'\n"
                               "    1 | int a;\n"
                               "      |     ^\n"
                               "x.c:1:5: error: unsupported 'b'\n"
                               "    1 | int a;\n"
                               "      |     ^\n");
    assert_int_equal(kf_diag_errors(d), 5);
    assert_int_equal(kf_diag_warnings(d), 1);
    size_t before = o.len;
    for (int r = 0; r < 2; r++)
        for (int i = 0; i < 200; i++)
            kf_diag_report(d, KF_DIAG_NOTE, "y.c", 0, 0, 0, "note %d", i);
    fflush(o.f);
    size_t lines = 0;
    for (size_t i = before; i < o.len; i++)
        lines += o.buf[i] == '\n';
    assert_int_equal(lines, 200);
    close_diag(d, &o);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(caret_and_range),
        cmocka_unit_test(levels_and_no_location),
        cmocka_unit_test(unreadable_file),
        cmocka_unit_test(repeats_printed_once),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
