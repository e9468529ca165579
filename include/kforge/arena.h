/*
 * arena.h: bump allocation for compiler IR.
 *
 * Contract: everything allocated from an arena lives until kf_arena_free,
 * which releases all of it in one call (STYLE.md habit 4).  Allocation never
 * returns NULL: running out of memory aborts with __FILE__:__LINE__.
 * Memory is zeroed.
 */
#ifndef KFORGE_ARENA_H
#define KFORGE_ARENA_H

#include <stddef.h>

typedef struct kf_arena kf_arena;

/* A new, empty arena; free it with kf_arena_free. */
kf_arena *kf_arena_new(void);
/* Frees the arena and everything allocated from it; NULL is a no-op. */
void kf_arena_free(kf_arena *a);
/* n zeroed bytes, aligned for any type, owned by the arena. */
void *kf_arena_alloc(kf_arena *a, size_t n);
/* Copies of strings, owned by the arena; kf_arena_strndup copies n bytes. */
char *kf_arena_strdup(kf_arena *a, const char *s);
char *kf_arena_strndup(kf_arena *a, const char *s, size_t n);
/* printf into the arena. */
char *kf_arena_printf(kf_arena *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Grows an arena array of n elements of size sz to room for n + 1.  The
 * array must have been built by this function alone, one element at a time
 * from NULL and 0 (its room is the power of two at or above n): it returns
 * old itself while there is room, else a copy twice as large (the old block
 * is left in the arena).  Pointers into the array stay valid until a copy. */
void *kf_arena_grow(kf_arena *a, void *old, size_t n, size_t sz);

#endif
