/*
 * macros.h: the macros of a translation unit, for the C front end
 * (frontend.c, vars.c).
 *
 * Contract: kf_fe_macros_new reads libclang's preprocessing record (the
 * unit must be parsed with CXTranslationUnit_DetailedPreprocessingRecord):
 * every macro invocation of the main file with its range there, and every
 * definition.  kf_fe_macros_at finds the invocation that starts at a byte
 * offset, so that a range clang ends inside a macro argument can end with
 * the invocation; kf_fe_macros_used gives the definitions a stretch of the
 * main file needs (the macros it invokes and, transitively, those their
 * bodies name), as struct kf_macro of ir.h.  Everything is allocated in the
 * arena given (the program's), so it lives as long as the IR.
 */
#ifndef KFORGE_FRONTEND_C_MACROS_H
#define KFORGE_FRONTEND_C_MACROS_H

#include <clang-c/Index.h>

#include "kforge/arena.h"
#include "kforge/ir.h"

struct kf_fe_macros;

/* Never NULL (an empty table when the record holds nothing). */
struct kf_fe_macros *kf_fe_macros_new(CXTranslationUnit tu, kf_arena *a);

/* The names of the macros the main file defines, in the order of their
 * #define lines (a name defined twice comes twice); arena memory. */
void kf_fe_macros_main(const struct kf_fe_macros *m, int *n, const char ***names);

/* The main file's macro invocation that starts at offset, or NULL. */
const struct kf_range *kf_fe_macros_at(const struct kf_fe_macros *m, unsigned offset);

/* The definitions the main file's text in [b, e) needs, in the order they
 * were defined; *n of them in *out (arena memory). */
void kf_fe_macros_used(struct kf_fe_macros *m, unsigned b, unsigned e, int *n,
                       struct kf_macro **out);

#endif
