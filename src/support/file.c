/*
 * file.c: whole files (contract in include/kforge/file.h).
 */
#include "kforge/file.h"

#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int kf_file_mkdir_p(const char *dir)
{
    char *d = strdup(dir);
    if (!d)
        return -1;
    for (char *p = d + 1;; p++) {
        if (*p == '/' || *p == '\0') {
            char c = *p;
            *p = '\0';
            if (mkdir(d, 0755) != 0 && errno != EEXIST) {
                free(d);
                return -1;
            }
            *p = c;
            if (!c)
                break;
        }
    }
    free(d);
    return 0;
}

char *kf_file_read(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    /* fopen opens a directory and fread then fails with EIO, which says
     * nothing to a user who named a directory */
    struct stat st;
    if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
        fclose(f);
        errno = EISDIR;
        return NULL;
    }
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        size_t got = fread(buf + n, 1, cap - n - 1, f);
        n += got;
        if (n + 1 < cap)
            break;
        cap *= 2;
        char *nb = realloc(buf, cap);
        if (!nb) {
            free(buf);
            buf = NULL;
        } else {
            buf = nb;
        }
    }
    int bad = ferror(f);
    fclose(f);
    if (!buf)
        return NULL;
    if (bad) {
        free(buf);
        errno = EIO;
        return NULL;
    }
    buf[n] = '\0';
    if (len)
        *len = n;
    return buf;
}

/* Writes all of data to fd; 0 or -1 with errno. */
static int write_all(int fd, const char *p, size_t left)
{
    while (left) {
        ssize_t w = write(fd, p, left);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return -1;
        p += w;
        left -= (size_t)w;
    }
    return 0;
}

/* A path that is not a regular file (`-o /dev/null`, `/dev/stdout`, a
 * FIFO) is written in place: renaming over it would replace the device
 * with a file, and as root it would succeed. */
static int write_in_place(const char *path, const void *data, size_t len)
{
    int fd = open(path, O_WRONLY | O_TRUNC);
    if (fd < 0)
        return -1;
    if (write_all(fd, data, len) != 0) {
        int e = errno;
        close(fd);
        errno = e;
        return -1;
    }
    return close(fd);
}

int kf_file_write_atomic(const char *path, const void *data, size_t len)
{
    struct stat sb;
    if (stat(path, &sb) == 0 && !S_ISREG(sb.st_mode))
        return write_in_place(path, data, len);
    /* a symbolic link stays, its target is replaced */
    char *real = NULL;
    if (lstat(path, &sb) == 0 && S_ISLNK(sb.st_mode) && (real = realpath(path, NULL))) {
        int rc = kf_file_write_atomic(real, data, len);
        free(real);
        return rc;
    }
    /* unique per process and per call: threads may write the same path */
    static _Atomic unsigned long serial;
    char *tmp = NULL;
    if (asprintf(&tmp, "%s.tmp.%ld.%lu", path, (long)getpid(), serial++) < 0)
        return -1;
    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) {
        free(tmp);
        return -1;
    }
    const char *die = getenv("KFORGE_TEST_DIE_IN_WRITE");
    const char *p = data;
    size_t left = len;
    while (left) {
        size_t chunk = left;
        if (die && *die == '1' && left == len)
            chunk = len / 2; /* write half, then die: the rename never happens */
        ssize_t w = write(fd, p, chunk);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            goto fail;
        p += w;
        left -= (size_t)w;
        if (die && *die == '1') {
            fsync(fd);
            raise(SIGKILL);
        }
    }
    if (fsync(fd) != 0)
        goto fail;
    if (close(fd) != 0) {
        fd = -1;
        goto fail;
    }
    fd = -1;
    if (rename(tmp, path) != 0)
        goto fail;
    free(tmp);
    /* make the rename itself durable */
    char *dcopy = strdup(path);
    if (dcopy) {
        int dfd = open(dirname(dcopy), O_RDONLY | O_DIRECTORY);
        if (dfd >= 0) {
            fsync(dfd);
            close(dfd);
        }
        free(dcopy);
    }
    return 0;
fail:;
    int e = errno;
    if (fd >= 0)
        close(fd);
    unlink(tmp);
    free(tmp);
    errno = e;
    return -1;
}
