/*
 * transform_ast.h (private): clang's AST of the text being transformed,
 * for the transformations that move code between functions (inlining and
 * subroutine splitting: transform_inline.c, transform_outline.c).  The
 * loop transformations read kforge's IR only; these need what the IR does
 * not hold: function definitions, parameters, every reference to a
 * declaration, its type as clang spells it.
 *
 * Contract: xf_unit_open parses x->text the front end's way (its flags,
 * its report of clang's errors: frontend/c/tu.h); offsets are byte
 * offsets in x->text at the expansion location (where a macro was
 * invoked).  Edits are replacements of disjoint byte ranges, each with a
 * malloc'ed text that xf_edits_free releases.
 */
#ifndef KF_TRANSFORM_AST_H
#define KF_TRANSFORM_AST_H

#include <clang-c/Index.h>
#include <stdbool.h>
#include <stdio.h>

#include "passes/transform_int.h"

struct xf_unit {
    CXIndex idx;
    CXTranslationUnit tu;
};

/* error: SPEC: MESSAGE at the cursor (its line, a caret under it); -1. */
int xf_refuse_at(struct xf *x, CXCursor at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* 0, or -1 after a diagnostic; close it either way. */
int xf_unit_open(struct xf *x, struct xf_unit *u);
void xf_unit_close(struct xf_unit *u);

unsigned xf_off(CXSourceLocation l);
unsigned xf_line(CXSourceLocation l);
unsigned xf_begin(CXCursor c);
unsigned xf_end(CXCursor c);
/* Is c spelt inside a macro's expansion (its text is not at its offset)? */
bool xf_from_macro(CXCursor c);
/* Where the name of the reference c is spelt in the text: its offset,
 * or, inside a macro's expansion, the offset of the macro argument that
 * spells it when that lies in [lo, hi) (a name in the macro's own body
 * cannot be edited there): false then. */
bool xf_spelt_at(const struct xf *x, CXCursor c, size_t lo, size_t hi, const char *name,
                 size_t *at);
/* c's spelling into buf. */
void xf_name(CXCursor c, char *buf, size_t n);
/* Declared at file scope (a global, a function)? */
bool xf_file_scope(CXCursor decl);

/* Calls fn on every cursor below root, in order, with its ancestors:
 * anc[0] = root, anc[n - 1] = its parent. */
typedef void xf_walk_fn(CXCursor c, const CXCursor *anc, int n, void *data);
void xf_walk(CXCursor root, xf_walk_fn *fn, void *data);

/* A reference ref (anc: its ancestors, as xf_walk gives them) that assigns,
 * increments or takes the address of what it names. */
bool xf_ref_written(const CXCursor *anc, int n, CXCursor ref);

/* The function definitions of the file itself (not of its headers), in
 * order; *n of them; malloc'ed (the caller frees). */
CXCursor *xf_functions(struct xf_unit *u, int *n);

/* Room for element n of the malloc'ed array *arr (cap elements of size
 * bytes; doubled when full): 0, or -1 when out of memory (*arr kept). */
int xf_grow(void *arr, int n, int *cap, size_t size);

struct xf_edit {
    size_t b, e;
    char *with;
};
struct xf_edits {
    int n, cap;
    struct xf_edit *e;
};
/* -1 when out of memory. */
int xf_edit_add(struct xf_edits *E, size_t b, size_t e, const char *with);
void xf_edits_free(struct xf_edits *E);

/* text[b, e) with the edits that lie inside it applied, and the leading
 * `from` of every line after a newline (and of the first, when b starts a
 * line) replaced by `to`. */
void xf_put_edited(FILE *o, const struct xf *x, size_t b, size_t e, const struct xf_edits *E,
                   const char *from, const char *to);

/* Is the identifier `name` in text[b, e) (outside comments and literals)? */
bool xf_ident_in(const struct xf *x, size_t b, size_t e, const char *name);

/* A name that the file never spells and that is not in taken[0..ntaken):
 * base itself when free and `try_base`, else base_1, base_2, ... */
void xf_fresh(const struct xf *x, const char *base, bool try_base, char (*taken)[64],
              int ntaken, char *out, size_t n);

/* The declaration of `name` with clang's spelling of its type:
 * "int" -> "int name", "double *" -> "double *name", "double [20][30]" ->
 * "double name[20][30]", "double (*)[30]" -> "double (*name)[30]",
 * "double (*)(double)" -> "double (*name)(double)"; false for a type it
 * cannot write. */
bool xf_declarator(const char *type, const char *name, char *out, size_t n);

#endif
