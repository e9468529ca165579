/*
 * test_json.c: kforge's one JSON layout (include/kforge/json.h): the text
 * written, a document read back equal, a parse error's line and column,
 * null for a value that could not be made, the file written whole.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include "kforge/file.h"
#include "kforge/json.h"

static void layout(void **state)
{
    (void)state;
    json_t *o = json_object();
    kf_json_set(o, "b", json_integer(2));
    kf_json_set(o, "a", json_real(0.1234567891234));
    const char *names[] = {"x", "y \"quoted\""};
    kf_json_set(o, "names", kf_json_strings(names, 2));
    kf_json_set(o, "none", NULL);
    char *s = kf_json_text(o);
    /* insertion order, two spaces, 9 significant digits, a closing newline */
    assert_string_equal(s, "{\n"
                           "  \"b\": 2,\n"
                           "  \"a\": 0.123456789,\n"
                           "  \"names\": [\n"
                           "    \"x\",\n"
                           "    \"y \\\"quoted\\\"\"\n"
                           "  ],\n"
                           "  \"none\": null\n"
                           "}\n");
    char err[128];
    json_t *back = kf_json_read(s, err, sizeof err);
    assert_non_null(back);
    assert_string_equal(json_string_value(json_array_get(json_object_get(back, "names"), 1)),
                        "y \"quoted\"");
    assert_true(json_is_null(json_object_get(back, "none")));
    json_decref(back);
    free(s);
    json_decref(o);
}

static void read_errors(void **state)
{
    (void)state;
    char err[128] = "";
    assert_null(kf_json_read("{\n  \"a\": 1,\n  \"b\" 2\n}\n", err, sizeof err));
    assert_int_equal(strncmp(err, "3:", 2), 0); /* line 3 */
    assert_non_null(strchr(err + 2, ':'));
    assert_null(kf_json_read("", NULL, 0)); /* no buffer: no crash */
}

/* a string that is not UTF-8 cannot be a JSON string: stored as null */
static void invalid_utf8(void **state)
{
    (void)state;
    json_t *o = json_object();
    kf_json_set(o, "s", json_string("\xff\xfe"));
    assert_true(json_is_null(json_object_get(o, "s")));
    json_decref(o);
}

static void write_file(void **state)
{
    (void)state;
    char dir[] = "/tmp/kforge-test-json-XXXXXX", path[64];
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/doc.json", dir);
    json_t *o = json_pack("{s:i}", "n", 42);
    assert_int_equal(kf_json_write_file(o, path), 0);
    char *s = kf_file_read(path, NULL);
    assert_string_equal(s, "{\n  \"n\": 42\n}\n");
    free(s);
    snprintf(path, sizeof path, "%s/no/such/dir/doc.json", dir);
    assert_int_equal(kf_json_write_file(o, path), -1);
    json_decref(o);
    snprintf(path, sizeof path, "%s/doc.json", dir);
    unlink(path);
    rmdir(dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(layout),
        cmocka_unit_test(read_errors),
        cmocka_unit_test(invalid_utf8),
        cmocka_unit_test(write_file),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
