/*
 * tile.h: rectangular tiling of a permutable band for the caches (seed 002
 * §"tiling"; DESIGN.md "Transforms"), proven legal on the dependences
 * (deps.h) with isl and written back as C text that reads like the
 * original.
 *
 * Contract: kf_tile_check looks at a loop L and the band below it: L, then
 * the child K1 of L that is a loop with the longest chain of loops whose
 * body is one loop, down to a loop Kn whose body is statements only.  L
 * may hold other children P before K1 (gemm's C[i][j] *= beta) and Q after
 * it (covariance's cov[j][i] = cov[i][j]); each gets its own copy of L's
 * point loop in each tile, P's before the tile loops, Q's after them:
 *
 *   for (i ...) {              for (it = lb; it < ub; it += Ti) {
 *     P;                         for (i = it; i < min(it + Ti, ub); i++)
 *     for (k ...)      ->          P;
 *       for (j ...)              for (kt ...)
 *         S;                       for (jt ...)
 *   }                                for (i = it; i < min(..); i++)
 *                                      for (k = kt; k < min(..); k++)
 *                                        for (j = jt; j < min(..); j++)
 *                                          S;
 *                              }
 *
 * The tile loops keep the band's order (the innermost loop stays
 * innermost, so a stride-1 loop gcc vectorises stays where it was) and L's
 * tile loop is outermost, so it takes L's place for an omp for.  It holds
 * only when
 *   shape     the band has three loops or more, each with one lower and
 *             one upper bound that are affine and use no iterator of the
 *             band (a rectangle), or only, linearly, that of an outer loop
 *             of the band whose own bounds use none (syrk's j <= i under
 *             i: j's tile loop then spans the values its bound takes over
 *             i's tile, `jt <= min(it + Ti, ub) - 1`, and j's point loop
 *             keeps its bound, starting at max(jt, lb) where lb uses i),
 *             and its statements write no scalar (a
 *             temporary's memory dependences would refuse it anyway):
 *             otherwise silent; step 1, no early exit, a header `i = lb`
 *             or `T i = lb`, `i < ub` or `i <= ub`; between the loops
 *             there is nothing but white space and braces (a comment would
 *             be lost);
 *   legal     the band is permutable: for every dependence between two
 *             statements of Kn's body in one iteration of the loops around
 *             L, the distance is >= 0 in every loop of the band (isl: the
 *             pairs with a negative distance in one of them are none), so
 *             any rectangular tiling keeps each source before its sink;
 *             and no dependence goes from a statement of the band to one
 *             of P, nor from Q to P or to the band (P of a later i would
 *             then run before the band of an earlier i of the same tile,
 *             Q of an earlier i after the band of a later one);
 *   worth it  some access of the band's statements does not move with a
 *             loop b of the band but moves with two loops inside b (gemm's
 *             B[k][j] under i: untiled, every i streams the whole block
 *             through the cache; a vector reused across b, mean[j] under
 *             i, stays in the cache anyway), and not every loop runs at
 *             most one tile.
 * Declarations in L's body outside K1 (a scalar set once per row, a
 * scratch row): Q's stay in Q's copy; P's stay in P's copy where P reads
 * them, and are made again where the band or Q uses them, P's lines as
 * written, in their order (with the declarations of P their initialisers
 * read), at the top of L's point loop in the band and of Q's copy:
 *
 *   for (i ...) {                for (it ...)
 *     double t = x[i];  ->         for (jt ...) ...
 *     for (j ...) ... t ...          for (i = it; ..) {
 *   }                                  double t = x[i];
 *                                      for (j = jt; ..) ... t ...
 *                                    }
 *
 * That keeps every use's value only when
 *   a scalar  has an initialiser, which writes nothing else, no other
 *             statement of L writes it, and no dependence joins its
 *             declaration and a statement of L in one iteration of the
 *             loops around L but on a variable P declares (so its
 *             initialiser reads the same values wherever it is evaluated);
 *   a row     (an array without an initialiser, constant extents) is
 *             reached only in the band's inner loop, where every read takes
 *             its value from a write of the same iteration of every loop of
 *             the band (isl's value flow, xform.h's kf_xform_reads_covered):
 *             a row per point of L's loop then holds what each read needs;
 * and each declaration is alone on its lines; otherwise the band is
 * refused ("t is declared in the body of L1, outside the band's inner
 * loop, and a tile would take its uses out of its scope (why)"), as is a
 * declaration in the body of another loop of the band.  Register blocking
 * refuses a band whose point loop declares again (its rows would share).
 *
 * The caller shows that the band's iterators are declared in their
 * headers or not read after L (their final values change).
 *
 * Tile sizes: `sizes` (nsizes of them, outermost first; the last repeats
 * for deeper bands), or when nsizes is 0 a fixed model, so that the output
 * does not depend on the machine that generates it: every size starts at
 * 8 and doubles, innermost loop first, while the tiles of every array the
 * band touches (per access, the product of the sizes of the band loops its
 * subscripts use, times the element size) fit in KF_TILE_CACHE bytes, up
 * to 256 or the loop's constant trip count.
 *
 * kf_tile_text writes the new text of the bytes [*begin, *end) (from the
 * start of L's line to its end): `pragma`, unless NULL, is a line put
 * before L's tile loop, `simd` one before the innermost point loop.  When
 * t->unroll (kf_regblock_check set it), the point loops from band[nband -
 * 3] down are register-blocked (regblock.h), then written as before for
 * the rows left over.
 *
 * Ownership: nothing is kept; the text is malloc'ed, the caller frees it.
 */
#ifndef KFORGE_TILE_H
#define KFORGE_TILE_H

#include <stdbool.h>
#include <stddef.h>

#include "kforge/deps.h"
#include "kforge/ir.h"

/* Declarations in L's body before K1 (P), of variables that K1 or Q
 * uses: each made again where its uses land (kf_tile_check, above). */
enum { KF_TILE_DECLS = 8 };
struct kf_tile_decl {
    int var;
    size_t b, e;  /* its lines in the text, [b, e), the last '\n' included */
    bool node;    /* a statement of the model (it has an initialiser) */
    bool in_p;    /* kept in P's copy (a statement of P reads it) */
    bool in_band; /* declared again at the top of L's point loop */
    bool in_q;    /* declared again at the top of Q's copy */
};

/* Half of a 256 KiB L2 (the smallest of current x86 cores), the rest left
 * to what the band does not touch and to the other tiles' lines. */
enum { KF_TILE_CACHE = 128 * 1024, KF_TILE_MAX = 8 };

struct kf_tile {
    int nband;
    const struct kf_node *band[KF_TILE_MAX]; /* band[0] = L */
    long size[KF_TILE_MAX];
    int nprefix; /* L's children before band[1] */
    int nsuffix; /* L's children after band[1] */
    int npdecl;  /* declarations in P that are no statement (no initialiser) */
    int ndecl;   /* P's declarations that K1 or Q uses (made again there) */
    struct kf_tile_decl decl[KF_TILE_DECLS];
    bool pdecl;  /* P declares a variable only P uses (its copy needs braces) */
    bool qdecl;  /* Q declares a variable (likewise) */
    int broken;  /* after a refusal on legality: the dependence tiling would break, or -1 */
    int unroll;  /* rows of band[nband - 3] jammed per step (regblock.h); 0: none */
    int steps;   /* steps of band[nband - 2] jammed too (regblock.h); 0: none */
    bool share;  /* the reads the rows share loaded once per iteration (regblock.h) */
};

/* KF_XFORM_NO (0): not of the shape or not worth it, silent; 1: tiled;
 * -1: refused, why says why. */
int kf_tile_check(const struct kf_fragment *f, const struct kf_deps *dp, const char *text,
                  size_t len, const struct kf_node *L, const long *sizes, int nsizes,
                  struct kf_tile *t, char *why, size_t nwhy);

/* A band the user names (`kforge transform`, tile(L, 32, 32)): exactly
 * nsizes loops from L down, each the only loop of the one above (L may
 * hold statements P before the next, as above), sizes[b] for band[b]; one
 * size is strip-mining.  No "worth it" and no least depth: the shape and
 * the legality above only, the inner loop's body may hold loops.  1, or
 * -1 with why. */
int kf_tile_named(const struct kf_fragment *f, const struct kf_deps *dp, const char *text,
                  size_t len, const struct kf_node *L, const long *sizes, int nsizes,
                  struct kf_tile *t, char *why, size_t nwhy);

/* Parts of a loop header: `decl = lb; var op ub; inc`, each [b, e) in the
 * text; kf_tile_parse_header (tile_header.c) fills them for loop L whose iterator is
 * `name`: `i = lb` or `T i = lb`, then `i < ub` or `i <= ub`, each bound
 * one plain expression.  false when the header is of another form. */
struct kf_tile_header {
    size_t decl_b, decl_e, lb_b, lb_e, ub_b, ub_e, inc_b, inc_e;
    bool le; /* <= rather than < */
};
bool kf_tile_parse_header(const char *text, size_t len, const struct kf_node *L, const char *name,
                          struct kf_tile_header *h);

/* The start of an isl map between two schedule points of `dims`
 * dimensions that agree on dimensions 0..outer (outer >= 0), into buf:
 * "{ [a0, ..] -> [b0, ..] : b0 = a0 and .. and b<outer> = a<outer>", for
 * the caller to add " and ..." constraints and " }" to.  Its length, which
 * is size or more when it does not fit. */
size_t kf_tile_pairs_text(char *buf, size_t size, int dims, int outer);

/* NULL when out of memory or when L's header does not start its line. */
char *kf_tile_text(const char *text, size_t len, const struct kf_fragment *f,
                   const struct kf_tile *t, const char *pragma, const char *simd, size_t *begin,
                   size_t *end);

#endif
