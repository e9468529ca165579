/*
 * launch.h: the static profiler that chooses a kernel's launch shape.
 *
 * Seed 003 §5 (IHOP).  A parallel nest of depth 1 to 3 becomes a kernel;
 * which loop goes on thread dimension x, y or z, and how the block's fixed
 * volume is split among them, decides whether neighbouring threads read
 * neighbouring memory.  For each access the linear address is written as
 *
 *     address = a0*i0 + a1*i1 + a2*i2 + (terms without the nest's counters)
 *
 * and each coefficient is classed: zero, a literal smaller than a cache line
 * (in elements), or large / unknown at compile time.  The cost of a choice is
 * the estimated number of cache lines one thread fetches, summed over the
 * accesses, each weighted by how often one thread executes it.
 *
 * The seed tabulates that estimate per class combination (t_kj, t_kjm) under
 * two assumptions: arrays are aligned, and threads of different blocks share
 * no line.  Rather than transcribe the table, kforge computes the quantity
 * the table approximates under the same assumptions, exactly: it enumerates
 * the addresses of one block's threads and counts distinct lines.  A large or
 * unknown coefficient contributes a new line for every distinct value of its
 * counter, which is what class 3 stands for.  For 2-D nests this gives the
 * seed's t11 = 0 (one line shared by the whole block: 1/BV, which the seed
 * rounds to 0), t13 = 1/b0, t31 = 1/b1, t33 = 1, t23 = 1/min(CS/a0, b0).
 * It departs from the table at t32 (a0 large, a1 small), which the seed puts
 * at 1: counted exactly, the threads of one x column share a line when
 * a1*b1 fits in it, so the block fetches b0 lines, not BV.
 *
 * What the block count does not see is coalescing: a warp (32 consecutive
 * threads, x fastest) that touches 32 lines costs 32 transactions even when
 * a later warp finds them in L1.  So each choice also carries the lines per
 * thread counted warp by warp, and that decides between choices of equal
 * block cost (for C[i][j] with a 256 x 1 block the block count cannot tell
 * j on x from i on x with b0 = 1; the warp count can).
 *
 * Every permutation of loops onto x/y/z and every power-of-two block shape
 * of the given volume is tried; the cheapest wins.  Remaining ties go to the
 * widest x, then to the shape with the nest's innermost loop on x: the usual
 * hand-written choice when nothing in memory tells them apart.
 *
 * Ownership: the functions take caller-owned problems and write into
 * caller-owned results; nothing is allocated that the caller frees.
 */
#ifndef KFORGE_LAUNCH_H
#define KFORGE_LAUNCH_H

#include <stddef.h>

#define KF_LAUNCH_MAX_DEPTH 3

enum kf_launch_coef {
    KF_COEF_ZERO,  /* the counter does not appear */
    KF_COEF_SMALL, /* a literal c with |c| < elements per cache line */
    KF_COEF_LARGE, /* a literal at least a line, or unknown at compile time */
};

/* One memory access of the kernel body. */
struct kf_launch_access {
    /* coef[d]: the literal coefficient of loop d's counter (loop 0 is the
     * nest's outermost), used when class[d] is KF_COEF_SMALL; a literal at
     * least a line long may be given with class KF_COEF_SMALL too, and is
     * re-classed.  Unknown coefficients: class KF_COEF_LARGE. */
    long coef[KF_LAUNCH_MAX_DEPTH];
    enum kf_launch_coef cls[KF_LAUNCH_MAX_DEPTH];
    int elem_size;  /* bytes */
    double weight;  /* executions per thread; 0 is taken as 1 */
};

struct kf_launch_problem {
    int depth;      /* loops in the parallel nest: 1 to 3 */
    int naccess;
    const struct kf_launch_access *access;
    int line_bytes; /* cache line; 0 means 128 */
    int volume;     /* threads per block, a power of two; 0 means 256 */
    /* extent[d]: loop d's trip count when known, else 0.  A block dimension
     * is never made larger than a known extent needs (rounded up to a power
     * of two), so short loops do not leave threads idle. */
    long extent[KF_LAUNCH_MAX_DEPTH];
    /* fixed_map: when not NULL, the loop-to-thread map to keep (map[t] as in
     * kf_launch_choice), and the warp runs along loop map[0]: only block
     * shapes at least a warp wide in x (or as wide as that loop) are tried,
     * since a block 1 wide in x is the transposed map again.  The coalesce
     * pass switched off gives the natural map here (gpu_kernel.c). */
    const int *fixed_map;
};

struct kf_launch_choice {
    int map[KF_LAUNCH_MAX_DEPTH];   /* map[t]: the loop on thread dimension t (0 = x) */
    int block[KF_LAUNCH_MAX_DEPTH]; /* block[t]: threads along dimension t */
    double cost;                    /* cache lines fetched per thread (block count) */
    double warp_cost;               /* the same, counted warp by warp */
};

/* Fills c->cost and c->warp_cost for the map and block in *c.  Returns 0,
 * or -1 when the problem or the choice is malformed (depth out of range, no
 * access, map not a permutation of the nest's loops, a block dimension not a
 * power of two, unused dimensions not 1, more than 1024 threads). */
int kf_launch_cost(const struct kf_launch_problem *p, struct kf_launch_choice *c);

/* Chooses the cheapest choice into *best.  If `all` is not NULL, up to `cap`
 * candidates are written there, cheapest first (for `kforge gen
 * --explain`), and *nall receives how many there were in total.  Returns 0,
 * or -1 when the problem is malformed. */
int kf_launch_choose(const struct kf_launch_problem *p, struct kf_launch_choice *best,
                     struct kf_launch_choice *all, size_t cap, size_t *nall);

/* Keeps c->block and sets c->map to the cheapest permutation of the nest's
 * loops for that block (ties as kf_launch_choose breaks them), filling the
 * costs: the coalescing decision alone, for a block fixed beforehand.
 * Returns 0, or -1 when the problem or the block is malformed. */
int kf_launch_best_map(const struct kf_launch_problem *p, struct kf_launch_choice *c);

/* The weight of p's accesses whose address loop d steps by one element
 * (unit stride: neighbouring threads on d read neighbouring elements), and
 * into *total the weight of all of them. */
double kf_launch_unit_weight(const struct kf_launch_problem *p, int d, double *total);

#endif
