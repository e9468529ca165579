/*
 * gmp_pool.c: GMP's small blocks from free lists (see gmp_pool.h).
 */
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gmp.h>

#include "kforge/gmp_pool.h"

#define GRAIN 16                      /* size classes of 16, 32, .. bytes */
#define NCLASS (KF_GMP_POOL_MAX / GRAIN)
#define SLAB (64 * 1024)

struct slab {
    struct slab *next;
    max_align_t data[];
};

/* every slab of every thread, so that they stay reachable (gmp_pool.h) */
static struct slab *slabs;
static pthread_mutex_t slabs_lock = PTHREAD_MUTEX_INITIALIZER;

/* the thread's free blocks per class, and the rest of its newest slab */
static _Thread_local void *free_list[NCLASS];
static _Thread_local char *fresh, *fresh_end;

/* GMP cannot take a failed allocation back; it aborts on one itself */
static void *out_of_memory(size_t n)
{
    fprintf(stderr, "kforge: out of memory (%zu bytes for an integer of isl)\n", n);
    abort();
}

static size_t class_of(size_t n)
{
    return (n + GRAIN - 1) / GRAIN - 1;
}

void *kf_gmp_pool_alloc(size_t n)
{
    if (n == 0 || n > KF_GMP_POOL_MAX) {
        void *p = malloc(n ? n : 1);
        return p ? p : out_of_memory(n);
    }
    size_t k = class_of(n);
    void *p = free_list[k];
    if (p) {
        memcpy(&free_list[k], p, sizeof p); /* the next block, kept in this one */
        return p;
    }
    size_t size = (k + 1) * GRAIN;
    if ((size_t)(fresh_end - fresh) < size) {
        struct slab *s = malloc(sizeof *s + SLAB);
        if (!s)
            return out_of_memory(n);
        pthread_mutex_lock(&slabs_lock);
        s->next = slabs;
        slabs = s;
        pthread_mutex_unlock(&slabs_lock);
        fresh = (char *)s->data;
        fresh_end = fresh + SLAB;
    }
    p = fresh;
    fresh += size;
    return p;
}

void kf_gmp_pool_free(void *p, size_t n)
{
    if (!p)
        return;
    if (n == 0 || n > KF_GMP_POOL_MAX) {
        free(p);
        return;
    }
    size_t k = class_of(n);
    memcpy(p, &free_list[k], sizeof p);
    free_list[k] = p;
}

void *kf_gmp_pool_realloc(void *p, size_t old, size_t n)
{
    bool old_big = old == 0 || old > KF_GMP_POOL_MAX, new_big = n == 0 || n > KF_GMP_POOL_MAX;
    if (old_big && new_big) {
        void *q = realloc(p, n ? n : 1);
        return q ? q : out_of_memory(n);
    }
    if (!old_big && !new_big && class_of(old) == class_of(n))
        return p;
    void *q = kf_gmp_pool_alloc(n);
    memcpy(q, p, old < n ? old : n);
    kf_gmp_pool_free(p, old);
    return q;
}

void kf_gmp_pool_install(void)
{
    mp_set_memory_functions(kf_gmp_pool_alloc, kf_gmp_pool_realloc, kf_gmp_pool_free);
}
