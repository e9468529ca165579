/*
 * arena.c: bump allocator (see include/kforge/arena.h).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kforge/arena.h"

struct chunk {
    struct chunk *next;
    size_t used, size;
    max_align_t data[];
};

struct kf_arena {
    struct chunk *head;
};

static void *xcalloc(size_t n)
{
    void *p = calloc(1, n);
    if (!p) {
        fprintf(stderr, "%s:%d: out of memory\n", __FILE__, __LINE__);
        abort();
    }
    return p;
}

kf_arena *kf_arena_new(void)
{
    return xcalloc(sizeof(kf_arena));
}

void kf_arena_free(kf_arena *a)
{
    if (!a)
        return;
    for (struct chunk *c = a->head, *next; c; c = next) {
        next = c->next;
        free(c);
    }
    free(a);
}

void *kf_arena_alloc(kf_arena *a, size_t n)
{
    size_t al = sizeof(max_align_t);
    n = (n + al - 1) / al * al;
    if (n == 0)
        n = al;
    struct chunk *c = a->head;
    if (!c || c->used + n > c->size) {
        size_t size = n > 65536 ? n : 65536;
        c = xcalloc(sizeof(struct chunk) + size);
        c->size = size;
        c->next = a->head;
        a->head = c;
    }
    void *p = (char *)c->data + c->used;
    c->used += n;
    return p;
}

char *kf_arena_strndup(kf_arena *a, const char *s, size_t n)
{
    char *p = kf_arena_alloc(a, n + 1);
    memcpy(p, s, n);
    return p;
}

char *kf_arena_strdup(kf_arena *a, const char *s)
{
    return kf_arena_strndup(a, s, strlen(s));
}

char *kf_arena_printf(kf_arena *a, const char *fmt, ...)
{
    va_list ap, ap2;
    va_start(ap, fmt);
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *p = kf_arena_alloc(a, (size_t)n + 1);
    vsnprintf(p, (size_t)n + 1, fmt, ap2);
    va_end(ap2);
    return p;
}

/* An array grown one element at a time from empty has room for the power of
 * two at or above its length, so a new block is needed only when n is 0 or
 * a power of two: the copies left behind sum to less than the array itself,
 * where a copy per element made a file of n fragments cost n^2 / 2. */
void *kf_arena_grow(kf_arena *a, void *old, size_t n, size_t sz)
{
    if (n && (n & (n - 1)))
        return old;
    void *p = kf_arena_alloc(a, (n ? 2 * n : 1) * sz);
    if (n)
        memcpy(p, old, n * sz);
    return p;
}
