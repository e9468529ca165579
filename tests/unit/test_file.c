/*
 * test_file.c: whole-file reads and crash-safe writes (file.h): round trips
 * with bytes a C string would cut, empty and large files, missing files,
 * directories made with their parents, and a write that leaves no
 * temporary file behind.  The write killed half-way is tests/blas/test_tune.sh.
 */
#include <dirent.h>
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "kforge/file.h"

static char dir[] = "/tmp/kf-test-file-XXXXXX";

static int setup(void **state)
{
    return mkdtemp(dir) ? 0 : -1;
}

static int teardown(void **state)
{
    char cmd[256];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    return system(cmd) == 0 ? 0 : -1;
}

static char *path_of(const char *name)
{
    char *p = NULL;
    assert_true(asprintf(&p, "%s/%s", dir, name) > 0);
    return p;
}

static void round_trip(void **state)
{
    char *p = path_of("bytes");
    const char data[] = {'a', 0, 'b', '\n', (char)0xff};
    assert_int_equal(kf_file_write_atomic(p, data, sizeof data), 0);
    size_t len = 0;
    char *got = kf_file_read(p, &len);
    assert_non_null(got);
    assert_int_equal(len, sizeof data);
    assert_memory_equal(got, data, sizeof data);
    assert_int_equal(got[len], 0);
    free(got);
    /* a second write replaces the first whole */
    assert_int_equal(kf_file_write_atomic(p, "xy", 2), 0);
    got = kf_file_read(p, NULL);
    assert_string_equal(got, "xy");
    free(got);
    free(p);
}

static void empty_and_large(void **state)
{
    char *p = path_of("empty");
    assert_int_equal(kf_file_write_atomic(p, "", 0), 0);
    size_t len = 7;
    char *got = kf_file_read(p, &len);
    assert_non_null(got);
    assert_int_equal(len, 0);
    assert_string_equal(got, "");
    free(got);
    free(p);

    /* larger than any first guess of the reader's buffer */
    size_t n = 3 * 1024 * 1024 + 17;
    char *big = malloc(n);
    assert_non_null(big);
    for (size_t i = 0; i < n; i++)
        big[i] = (char)('a' + i % 26);
    p = path_of("big");
    assert_int_equal(kf_file_write_atomic(p, big, n), 0);
    got = kf_file_read(p, &len);
    assert_non_null(got);
    assert_int_equal(len, n);
    assert_memory_equal(got, big, n);
    free(got);
    free(big);
    free(p);
}

static void missing(void **state)
{
    char *p = path_of("no/such/file");
    errno = 0;
    assert_null(kf_file_read(p, NULL));
    assert_int_equal(errno, ENOENT);
    /* the directory of the file does not exist: the write fails, no file */
    assert_int_equal(kf_file_write_atomic(p, "x", 1), -1);
    assert_int_not_equal(access(p, F_OK), 0);
    free(p);
}

static void mkdir_parents_and_no_temporary(void **state)
{
    char *d = path_of("a/b/c");
    assert_int_equal(kf_file_mkdir_p(d), 0);
    assert_int_equal(kf_file_mkdir_p(d), 0); /* already there: fine */
    struct stat st;
    assert_int_equal(stat(d, &st), 0);
    assert_true(S_ISDIR(st.st_mode));
    char *p = NULL;
    assert_true(asprintf(&p, "%s/f", d) > 0);
    assert_int_equal(kf_file_write_atomic(p, "z", 1), 0);
    /* only the file itself is left in its directory */
    DIR *dd = opendir(d);
    assert_non_null(dd);
    int entries = 0;
    for (struct dirent *e; (e = readdir(dd));)
        if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
            entries++, assert_string_equal(e->d_name, "f");
    closedir(dd);
    assert_int_equal(entries, 1);
    free(p);
    free(d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(round_trip),
        cmocka_unit_test(empty_and_large),
        cmocka_unit_test(missing),
        cmocka_unit_test(mkdir_parents_and_no_temporary),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
