/*
 * gmp_pool.h: GMP's small blocks from free lists of the thread.
 *
 * Contract: kf_gmp_pool_install makes GMP (and so isl, whose integers are
 * GMP's) take every block of up to KF_GMP_POOL_MAX bytes from a free list
 * of its 16-byte size class, the lists carved from 64 KiB slabs, and larger
 * blocks from malloc.  A freed block goes back on its list for the next
 * integer of its class.
 *
 * Why: isl initialises and clears a GMP integer for nearly every
 * coefficient it touches, one malloc and one free each.  In `kforge gen`
 * malloc and free are a fifth of all instructions (callgrind), and under
 * AddressSanitizer each call also records a stack trace and passes through
 * the quarantine: the sanitizer's allocator was 45% of a sanitized run's
 * time, kforge's own code 0.5% (perf; docs/development.md, "Test time").
 * kforge's own allocations are untouched: the sanitizers still see every
 * one of them.
 *
 * Call it before the process makes its first GMP call, and only once: GMP
 * requires a block to be freed by the functions that allocated it.
 * kforge's main does, first thing; a library that links libkforge leaves
 * GMP as it finds it.  The lists are per thread, so no two threads share
 * one; a block freed by another thread than the one that took it joins the
 * freeing thread's list.
 *
 * Ownership: slabs are kept until the process exits (a list of them hangs
 * from a global, so leak checkers see them as reachable).
 */
#ifndef KFORGE_GMP_POOL_H
#define KFORGE_GMP_POOL_H

#include <stddef.h>

#define KF_GMP_POOL_MAX 256

/* Installs the pool as GMP's memory functions. */
void kf_gmp_pool_install(void);

/* The pool's three functions, as GMP calls them (exposed for the tests). */
void *kf_gmp_pool_alloc(size_t n);
void *kf_gmp_pool_realloc(void *p, size_t old, size_t n);
void kf_gmp_pool_free(void *p, size_t n);

#endif
