/*
 * blas_store_dir.h: a BLAS test's own preference-store directory
 * (KFORGE_STORE_DIR pointed at a fresh temporary directory, and put back
 * after).  For the cmocka programs of tests/unit that write stores.
 */
#ifndef KF_TEST_BLAS_STORE_DIR_H
#define KF_TEST_BLAS_STORE_DIR_H

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "blas/select.h"

/* Makes dir (a mkdtemp template) and points KFORGE_STORE_DIR at it; *old
 * receives the value to put back (__give, freed by store_dir_done). */
static inline void store_dir(char *dir, char **old)
{
    assert_non_null(mkdtemp(dir));
    *old = getenv("KFORGE_STORE_DIR") ? strdup(getenv("KFORGE_STORE_DIR")) : NULL;
    setenv("KFORGE_STORE_DIR", dir, 1);
}

/* Removes the store file at path and dir, puts KFORGE_STORE_DIR back (old
 * __take) and drops the selector's copies of the stores. */
static inline void store_dir_done(const char *path, const char *dir, char *old)
{
    unlink(path);
    rmdir(dir);
    if (old)
        setenv("KFORGE_STORE_DIR", old, 1);
    else
        unsetenv("KFORGE_STORE_DIR");
    free(old);
    kf_blas_select_reset();
}

#endif
