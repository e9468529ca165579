/*
 * file.h: whole files, read and written the way every kforge module needs
 * them: the CLI and the diagnostics read sources, the BLAS store, the
 * kernel caches and the CPU solver write files that a crash must not leave
 * half-written.
 *
 * Ownership: kf_file_read gives a malloc'ed buffer (the caller frees it);
 * the others keep nothing.
 */
#ifndef KFORGE_FILE_H
#define KFORGE_FILE_H

#include <stddef.h>

/* Reads a whole file: NUL-terminated (__give), its length in *len when len
 * is not NULL; NULL with errno (ENOMEM, EIO, or fopen's) on failure. */
char *kf_file_read(const char *path, size_t *len);

/* Writes `len` bytes to `path` crash-safely: a temporary file in the same
 * directory, fsync, rename over path, fsync of the directory.  0 or -1 with
 * errno; on failure path is untouched.  A path that exists and is not a
 * regular file (/dev/null, a FIFO) is written in place instead, and a
 * symbolic link is followed: the link stays, its target is replaced.
 * KFORGE_TEST_DIE_IN_WRITE=1 makes the
 * process kill itself half-way through the temporary file (a fault-injection
 * hook for the tests). */
int kf_file_write_atomic(const char *path, const void *data, size_t len);

/* Creates dir and its parents (mode 0755); 0 or -1 with errno. */
int kf_file_mkdir_p(const char *dir);

#endif
