/*
 * test_settings_quasar.c: the settings file applied to a Quasar program's
 * options (settings.h, kf_settings_quasar): each key that applies sets
 * what its command-line option sets, --scalar given on the command line
 * (KF_SET_SCALAR) wins over `precision`, opt_level 1 and 2 leave the
 * transforms on, keys of the C face only change nothing, and a file that
 * fails leaves the options as they were.  The CLI side is
 * tests/quasar/test_quasar_settings.sh.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "kforge/quasar_gen.h"
#include "kforge/settings.h"

/* o and q after the settings file holding `text`: 0, or -1 when it fails */
static int load(const char *text, unsigned keep, struct kf_gen_options *o, struct kf_qc_options *q,
                char *buf, size_t n)
{
    char path[] = "/tmp/kf-test-settings-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, text, strlen(text)), (long)strlen(text));
    close(fd);
    FILE *err = fopen("/dev/null", "w");
    kf_diag *d = kf_diag_new(err);
    int rc = kf_settings_load_file(path, o, 0, d);
    kf_diag_free(d);
    fclose(err);
    unlink(path);
    if (rc == 0)
        kf_settings_quasar(o, keep, q, buf, n);
    return rc;
}

static void each_key(void **state)
{
    char buf[128];
    struct kf_gen_options o = {0};
    struct kf_qc_options q = {0};
    assert_int_equal(load("parallelizer = off\nopt_level = 0\nprecision = single\nfast_math = on\n", 0,
                          &o, &q, buf, sizeof buf), 0);
    assert_int_equal(q.no_parallelize, 1);
    assert_int_equal(q.disabled, KF_QC_PASS_BOUNDS | KF_QC_PASS_DIVERGE);
    assert_non_null(q.off_why);
    assert_int_equal(q.single, 1);
    assert_string_equal(q.cl_options, "-cl-fast-relaxed-math -cl-single-precision-constant");
}

static void command_line_wins(void **state)
{
    char buf[128];
    struct kf_gen_options o = {0};
    struct kf_qc_options q = {.single = 0, .disabled = KF_QC_PASS_BOUNDS | KF_QC_PASS_DIVERGE};
    assert_int_equal(load("precision = single\nopt_level = 0\n", KF_SET_SCALAR, &o, &q, buf, sizeof buf), 0);
    assert_int_equal(q.single, 0);   /* --scalar double */
    assert_null(q.off_why);          /* both were --disable'd already */
}

static void levels_and_c_keys(void **state)
{
    char buf[128];
    const char *files[] = {"opt_level = 1\n", "opt_level = 2\n",
                           "fusion = manual\nreduction = shuffle\nshow_reductions = on\nopencl_window = off\n"};
    for (size_t i = 0; i < sizeof files / sizeof *files; i++) {
        struct kf_gen_options o = {0};
        struct kf_qc_options q = {0};
        assert_int_equal(load(files[i], 0, &o, &q, buf, sizeof buf), 0);
        assert_int_equal(q.disabled, 0);
        assert_int_equal(q.no_parallelize, 0);
        assert_int_equal(q.single, 0);
        assert_null(q.cl_options);
    }
}

static void failing_file_changes_nothing(void **state)
{
    char buf[128];
    struct kf_gen_options o = {0};
    struct kf_qc_options q = {0};
    assert_int_equal(load("parallelizer = off\nwindowing = on\n", 0, &o, &q, buf, sizeof buf), -1);
    assert_false(o.no_parallel);
    assert_int_equal(q.no_parallelize, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(each_key),
        cmocka_unit_test(command_line_wins),
        cmocka_unit_test(levels_and_c_keys),
        cmocka_unit_test(failing_file_changes_nothing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
