/*
 * test_file.c: whole-file reads and crash-safe writes (file.h): round trips
 * with bytes a C string would cut, empty and large files, missing files,
 * directories made with their parents, and a write that leaves no
 * temporary file behind, a device node and a symbolic link that stay what
 * they are.  The write killed half-way is tests/blas/test_tune.sh.
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
#include <sys/sysmacros.h>
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

/* `-o /dev/null` as root: a rename over the device would succeed and leave
 * a regular file there.  A node of our own (the null device's numbers) so
 * that a broken writer cannot damage the machine's /dev/null. */
static void device_written_in_place(void **state)
{
    char *p = path_of("null");
    if (mknod(p, S_IFCHR | 0666, makedev(1, 3)) != 0) {
        free(p);
        skip(); /* not root: no device node to write through */
    }
    assert_int_equal(kf_file_write_atomic(p, "text", 4), 0);
    struct stat sb;
    assert_int_equal(stat(p, &sb), 0);
    assert_true(S_ISCHR(sb.st_mode));
    free(p);
}

static void link_followed(void **state)
{
    char *target = path_of("target"), *link = path_of("link");
    assert_int_equal(kf_file_write_atomic(target, "old", 3), 0);
    assert_int_equal(symlink(target, link), 0);
    assert_int_equal(kf_file_write_atomic(link, "new", 3), 0);
    struct stat sb;
    assert_int_equal(lstat(link, &sb), 0);
    assert_true(S_ISLNK(sb.st_mode));
    char *got = kf_file_read(target, NULL);
    assert_string_equal(got, "new");
    free(got);
    free(target);
    free(link);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(round_trip),
        cmocka_unit_test(empty_and_large),
        cmocka_unit_test(missing),
        cmocka_unit_test(mkdir_parents_and_no_temporary),
        cmocka_unit_test(device_written_in_place),
        cmocka_unit_test(link_followed),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
