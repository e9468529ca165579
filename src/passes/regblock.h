/*
 * regblock.h: register blocking of a tiled band (issue 14, seed 002
 * §17.2.3 "kernel tiling"): inside each tile, the point loop U two above
 * the innermost one is unrolled by KF_REGBLOCK_ROWS and jammed into the
 * loops below it, and the reads that do not move with the innermost loop
 * are loaded once into scalars before it:
 *
 *   for (i = it; i < hi; i++)           for (i = it; i + 3 < hi; i += 4)
 *     for (k = kt; ...; k++)              for (k = kt; ...; k++) {
 *       for (j = jt; ...; j++)   ->           double A_0 = A[i][k]; ... A_3 = A[i + 3][k];
 *         C[i][j] += a * A[i][k]              #pragma omp simd
 *                    * B[k][j];               for (j = jt; ...; j++) {
 *                                                 C[i][j] += a * A_0 * B[k][j];
 *                                                 ...
 *                                                 C[i + 3][j] += a * A_3 * B[k][j];
 *                                             }
 *                                         }
 *                                       for (; i < hi; i++)      (the rows left over,
 *                                         for (k ...) for (j ...)  as tiled before)
 *                                           C[i][j] += ...;
 *
 * B[k][j] is then loaded once for four rows of C, A[i][k] once per k
 * rather than once per j (gcc cannot hoist it: C may overlap A as far as
 * it knows), and the j loop stays innermost, stride 1, with omp simd.
 *
 * Steps (pass regblock-k): the loop K above the innermost is unrolled by
 * KF_REGBLOCK_STEPS and jammed too, and the reads the rows share are
 * loaded into scalars first in each iteration of the innermost loop:
 *
 *   for (k = kt; k + 3 < hk; k += 4) {      A_r_q = A[i + r][k + q], r, q < 4
 *     #pragma omp simd
 *     for (j = jt; ...; j++) {
 *       double B_j_0 = B[k][j]; ... B_j_3 = B[k + 3][j];
 *       C[i][j] += a * A_0_0 * B_j_0;  ...  C[i][j] += a * A_0_3 * B_j_3;
 *       ...                                  (rows 1 to 3 alike)
 *     }
 *   }
 *   for (; k < hk; k++) { the rows as above, B_j = B[k][j] loaded once }
 *
 * With no load or store of another array between a row's four updates,
 * gcc -O2 keeps C[i][j] in a register across them: one load and one store
 * of C per four multiply-adds where there were four (docs/c-loops.md).
 * Each element's additions keep their order (k, k + 1, ...), so the sums
 * are bit for bit the sequential program's.  Legal as the rows are: the
 * band is permutable, so the order (j, row, step) in a tile keeps every
 * dependence; the innermost loop keeps omp simd only if no dependence
 * joins two of its iterations with every band loop but U and K equal
 * (else K is not jammed, the rows alone are).  Jammed only when every
 * element the innermost loop writes is an array's that K's iterator does
 * not move (else no register holds it across the steps), K's tile holds
 * KF_REGBLOCK_STEPS steps or more, and K's iterator is spelt in every
 * access that uses it.  A shared read is one of an array no statement of
 * the innermost loop writes, that moves with it and not with U; with the
 * pass off, neither steps nor shared loads are made (the output as
 * before the pass).
 *
 * Contract: kf_regblock_check looks at a band kf_tile_check accepted.  It
 * holds only when
 *   shape     the band has three loops or more; the headers from U down
 *             are `i = lb` or `T i = lb` with `i < ub` or `i <= ub`, and
 *             their bounds use no iterator of the band (U's rows share
 *             the ranges below it; the innermost loop's range in a
 *             tile is not empty, so a read hoisted before it is one the
 *             loop makes), except the innermost loop's, which may use
 *             U's, linearly (a triangle, below); its body is expression statements only, with
 *             nothing else between them but white space, braces and
 *             semicolons (a comment would be lost), no ?:, && or || (a
 *             hoisted read must not be one a condition guards), and U's
 *             iterator spelt in every access that uses it;
 *   legal     U's loop is in a permutable band (kf_tile_check), so any
 *             order of the points of one tile keeps each dependence
 *             source first, the order (k, j, i) in particular, whose
 *             innermost i is then unrolled; a read is hoisted only from
 *             an array no statement of the innermost loop writes; and
 *             when the innermost loop carries no dependence it still
 *             carries none after the jam (no dependence joins two of its
 *             iterations with every other band loop but U equal), so it
 *             keeps omp simd; otherwise refused;
 *   worth it  some read moves with the innermost loop and not with U
 *             (B[k][j]: loaded once for all rows), or a read is hoisted;
 *             U's tile holds KF_REGBLOCK_ROWS rows or more.
 * It sets t->unroll (0: not blocked).
 *
 * Triangles (syrk's j <= i, covariance's j from i): row r's range of the
 * innermost loop in a tile is [lo(i + r), hi(i + r)], each monotone in r,
 * so one row rl starts last and one row rh ends first; the rows are
 * jammed over the common range [lo(rl), hi(rh)], and each row's rest runs
 * alone, the part below lo(rl) before the common loop, the part past
 * hi(rh) after it (rows in order):
 *
 *   for (j = jt; j <= min(jt + S - 1, i); j++)       rows 0..3 jammed
 *   for (j = max(jt, min(jt + S - 1, i) + 1); j <= min(jt + S - 1, i + r); j++)
 *     row r alone (r = 1..3)
 *
 * Legal: the band is permutable, so every dependence inside it has a
 * distance >= 0 in each band loop; with k fixed, a sink in an earlier
 * part than its source would need a smaller j than the source's (parts
 * split j's range at lo(rl) and hi(rh)), and within a part the order is
 * (j, row) or (row, j), each keeping non-negative distances.  A hoisted
 * read of row r is made only where row r's range in the tile is not
 * empty (`T A_r = lo <= hi ? A[i + r][k] : 0;`): only then does the
 * original read it, and otherwise no statement uses the scalar.
 *
 * kf_regblock_check sets t->steps (0: K not jammed) and t->share when
 * jam_steps (the regblock-k pass is on).
 *
 * kf_regblock_put writes the blocked loops U .. innermost of one tile,
 * then the header of U's loop over the rows left over, `for (; i < hi;
 * i++)`, under which kf_tile_text writes the point loops as before (when
 * U declares its iterator, `T i = it;` comes first and both loops go on
 * from it).
 *
 * Ownership: nothing is kept.
 */
#ifndef KFORGE_REGBLOCK_H
#define KFORGE_REGBLOCK_H

#include <stdio.h>

#include "passes/tile.h"

/* Rows of U per step: four rows of doubles in SSE2 registers, with the
 * B vector and the scalars, fit in x86-64's 16 vector registers. */
enum { KF_REGBLOCK_ROWS = 4 };

/* Steps of K per step (regblock.h, steps): four, as gemm's, 2mm's and
 * syrk's point loops measured best at MEDIUM under callgrind (rows x
 * steps 4x4 against 4x2 and 2x4, docs/c-loops.md). */
enum { KF_REGBLOCK_STEPS = 4 };

/* 1: blocked (why says how); 0: not of the shape or not worth it (why
 * says which, for --explain); -1: refused on legality, why says why. */
int kf_regblock_check(const struct kf_fragment *f, const struct kf_deps *dp, const char *text,
                      size_t len, bool jam_steps, struct kf_tile *t, char *why, size_t nwhy);

/* What kf_tile_text writes a tile's point loops from. */
struct kf_regblock_out {
    FILE *o;
    const char *text;
    size_t len;
    const struct kf_fragment *f;
    const struct kf_tile *t;
    const struct kf_tile_header *h; /* per band loop */
    char (*names)[64];              /* tile loop names */
    const char *ind, *unit;         /* L's indentation, one level */
    const char *simd;               /* the line before the innermost loop, or NULL */
};

/* Writes loop U (band[nband - 3]) blocked at depth `level` units under ind,
 * then the leftover rows' header (no newline after it); false when out of
 * memory. */
bool kf_regblock_put(const struct kf_regblock_out *x, int level);

#endif
