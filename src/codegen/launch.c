/*
 * launch.c: the static profiler of seed 003 §5 (see launch.h for the model).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/launch.h"

enum { MAX_VOLUME = 1024, WARP = 32 };

static int is_pow2(long v) { return v > 0 && (v & (v - 1)) == 0; }

static long pow2_ceil(long v)
{
    long p = 1;
    while (p < v)
        p <<= 1;
    return p;
}

static int line_elems(const struct kf_launch_problem *p, const struct kf_launch_access *a)
{
    int line = p->line_bytes > 0 ? p->line_bytes : 128;
    int es = a->elem_size > 0 ? a->elem_size : 1;
    return line / es > 0 ? line / es : 1;
}

/* The class actually used for coefficient d of `a`: a "small" literal at
 * least a line long is large, and a zero literal is zero. */
static enum kf_launch_coef effective_class(const struct kf_launch_access *a, int d, int cs)
{
    if (a->cls[d] != KF_COEF_SMALL)
        return a->cls[d];
    long c = labs(a->coef[d]);
    if (c == 0)
        return KF_COEF_ZERO;
    return c < cs ? KF_COEF_SMALL : KF_COEF_LARGE;
}

static int cmp_u64(const void *x, const void *y)
{
    uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;
    return (a > b) - (a < b);
}

static long count_distinct(uint64_t *keys, long n)
{
    qsort(keys, (size_t)n, sizeof *keys, cmp_u64);
    long distinct = n > 0;
    for (long i = 1; i < n; i++)
        distinct += keys[i] != keys[i - 1];
    return distinct;
}

/* Distinct cache lines one block touches through access `a`, and into
 * *warp_lines the same counted warp by warp.  Thread
 * (t0, t1, t2) runs counter value t_k of loop map[k]; a large coefficient
 * makes every value of its counter a line of its own, a small one adds to
 * the address within the line grid (shifted so it starts at an aligned 0). */
static long block_lines(const struct kf_launch_problem *p, const struct kf_launch_access *a,
                        const struct kf_launch_choice *c, uint64_t *keys, long *warp_lines)
{
    int cs = line_elems(p, a);
    enum kf_launch_coef cls[KF_LAUNCH_MAX_DEPTH];
    long coef_on[KF_LAUNCH_MAX_DEPTH] = {0}; /* per thread dimension */
    int large_on[KF_LAUNCH_MAX_DEPTH] = {0};
    for (int d = 0; d < p->depth; d++)
        cls[d] = effective_class(a, d, cs);
    long offset = 0;
    for (int t = 0; t < p->depth; t++) {
        int d = c->map[t];
        if (cls[d] == KF_COEF_SMALL) {
            coef_on[t] = a->coef[d];
            if (coef_on[t] < 0)
                offset += -coef_on[t] * (c->block[t] - 1);
        } else if (cls[d] == KF_COEF_LARGE) {
            large_on[t] = 1;
        }
    }
    long n = 0;
    for (long z = 0; z < c->block[2]; z++)
        for (long y = 0; y < c->block[1]; y++)
            for (long x = 0; x < c->block[0]; x++) {
                long t[3] = {x, y, z};
                long addr = offset;
                uint64_t key = 0;
                for (int k = 0; k < 3; k++) {
                    addr += coef_on[k] * t[k];
                    key = key << 10 | (uint64_t)(large_on[k] ? t[k] : 0);
                }
                keys[n++] = (uint64_t)(addr / cs) << 30 | key;
            }
    /* keys are in thread order, x fastest: warps first, then the block */
    *warp_lines = 0;
    for (long w = 0; w < n; w += WARP) {
        uint64_t tmp[WARP];
        long m = n - w < WARP ? n - w : WARP;
        memcpy(tmp, keys + w, (size_t)m * sizeof *tmp);
        *warp_lines += count_distinct(tmp, m);
    }
    return count_distinct(keys, n);
}

static int valid_problem(const struct kf_launch_problem *p)
{
    if (!p || p->depth < 1 || p->depth > KF_LAUNCH_MAX_DEPTH || p->naccess < 1 || !p->access)
        return 0;
    if (p->volume != 0 && (!is_pow2(p->volume) || p->volume > MAX_VOLUME))
        return 0;
    return 1;
}

static long choice_volume(const struct kf_launch_problem *p, const struct kf_launch_choice *c)
{
    int seen = 0;
    long vol = 1;
    for (int t = 0; t < KF_LAUNCH_MAX_DEPTH; t++) {
        if (t >= p->depth) {
            if (c->block[t] != 1)
                return -1;
            continue;
        }
        if (c->map[t] < 0 || c->map[t] >= p->depth || (seen & (1 << c->map[t])))
            return -1;
        seen |= 1 << c->map[t];
        if (!is_pow2(c->block[t]))
            return -1;
        vol *= c->block[t];
    }
    return vol <= MAX_VOLUME ? vol : -1;
}

int kf_launch_cost(const struct kf_launch_problem *p, struct kf_launch_choice *c)
{
    if (!valid_problem(p) || !c)
        return -1;
    long vol = choice_volume(p, c);
    if (vol < 0)
        return -1;
    uint64_t keys[MAX_VOLUME];
    c->cost = c->warp_cost = 0;
    for (int i = 0; i < p->naccess; i++) {
        const struct kf_launch_access *a = &p->access[i];
        double w = a->weight > 0 ? a->weight : 1;
        long warp_lines;
        c->cost += w * (double)block_lines(p, a, c, keys, &warp_lines) / (double)vol;
        c->warp_cost += w * (double)warp_lines / (double)vol;
    }
    return 0;
}

/* -1, 0, 1 as x is below, about equal to, or above y. */
static int cmp_cost(double x, double y)
{
    double eps = 1e-9 * (x > y ? x : y);
    return x < y - eps ? -1 : x > y + eps;
}

/* Cheaper first; on a tie, fewer lines per warp, then the wider x (a block
 * 1 wide in x is the same launch as its transpose, and reads worse), then the
 * innermost loop on x, then enumeration order (stable). */
static int better(const struct kf_launch_problem *p, const struct kf_launch_choice *a,
                  const struct kf_launch_choice *b)
{
    int by_block = cmp_cost(a->cost, b->cost);
    if (by_block)
        return by_block < 0;
    int by_warp = cmp_cost(a->warp_cost, b->warp_cost);
    if (by_warp)
        return by_warp < 0;
    if (a->block[0] != b->block[0])
        return a->block[0] > b->block[0];
    return a->map[0] == p->depth - 1 && b->map[0] != p->depth - 1;
}

/* Candidates are kept sorted by insertion; there are at most 6 permutations
 * times 66 shapes, so a simple insertion is plenty. */
static void keep(const struct kf_launch_problem *p, struct kf_launch_choice *all, size_t cap,
                 size_t *n, const struct kf_launch_choice *c)
{
    size_t pos = *n < cap ? *n : cap;
    while (pos > 0 && better(p, c, &all[pos - 1]))
        pos--;
    if (pos >= cap)
        return;
    size_t last = *n < cap ? *n : cap - 1;
    memmove(&all[pos + 1], &all[pos], (last - pos) * sizeof *all);
    all[pos] = *c;
    if (*n < cap)
        (*n)++;
}

static int next_perm(int *a, int n)
{
    int i = n - 2;
    while (i >= 0 && a[i] >= a[i + 1])
        i--;
    if (i < 0)
        return 0;
    int j = n - 1;
    while (a[j] <= a[i])
        j--;
    int t = a[i];
    a[i] = a[j];
    a[j] = t;
    for (int l = i + 1, r = n - 1; l < r; l++, r--) {
        t = a[l];
        a[l] = a[r];
        a[r] = t;
    }
    return 1;
}

int kf_launch_choose(const struct kf_launch_problem *p, struct kf_launch_choice *best,
                     struct kf_launch_choice *all, size_t cap, size_t *nall)
{
    if (!valid_problem(p) || !best)
        return -1;
    long vol = p->volume > 0 ? p->volume : 256;
    long limit[KF_LAUNCH_MAX_DEPTH];
    long room = 1;
    for (int d = 0; d < p->depth; d++) {
        limit[d] = p->extent[d] > 0 ? pow2_ceil(p->extent[d]) : vol;
        if (limit[d] > vol)
            limit[d] = vol;
        room *= limit[d];
    }
    if (room < vol)
        vol = room; /* every loop is short: a smaller block, no idle threads */

    int perm[KF_LAUNCH_MAX_DEPTH] = {0, 1, 2};
    size_t n = 0, total = 0;
    struct kf_launch_choice top;
    int have = 0;
    do {
        for (long bx = 1; bx <= vol; bx <<= 1)
            for (long by = 1; bx * by <= vol; by <<= 1) {
                long bz = vol / (bx * by);
                long b[3] = {bx, by, bz};
                if (p->depth == 1 && bx != vol)
                    continue;
                if (p->depth == 2 && bz != 1)
                    continue;
                struct kf_launch_choice c = {{0, 1, 2}, {1, 1, 1}, 0, 0};
                int fits = 1;
                for (int t = 0; p->fixed_map && t < p->depth; t++)
                    fits &= perm[t] == p->fixed_map[t];
                if (p->fixed_map && bx < (limit[perm[0]] < WARP ? limit[perm[0]] : WARP))
                    fits = 0;
                for (int t = 0; t < p->depth; t++) {
                    c.map[t] = perm[t];
                    c.block[t] = (int)b[t];
                    if (b[t] > limit[perm[t]])
                        fits = 0;
                }
                if (!fits)
                    continue;
                if (kf_launch_cost(p, &c) < 0)
                    return -1;
                total++;
                if (!have || better(p, &c, &top)) {
                    top = c;
                    have = 1;
                }
                if (all && cap > 0)
                    keep(p, all, cap, &n, &c);
            }
    } while (next_perm(perm, p->depth));
    if (!have)
        return -1;
    *best = top;
    if (nall)
        *nall = total;
    return 0;
}

int kf_launch_best_map(const struct kf_launch_problem *p, struct kf_launch_choice *c)
{
    if (!valid_problem(p) || !c)
        return -1;
    int perm[KF_LAUNCH_MAX_DEPTH] = {0, 1, 2};
    struct kf_launch_choice top = *c;
    int have = 0;
    do {
        struct kf_launch_choice t = *c;
        for (int d = 0; d < p->depth; d++)
            t.map[d] = perm[d];
        if (kf_launch_cost(p, &t) < 0)
            return -1;
        if (!have || better(p, &t, &top)) {
            top = t;
            have = 1;
        }
    } while (next_perm(perm, p->depth));
    *c = top;
    return 0;
}

double kf_launch_unit_weight(const struct kf_launch_problem *p, int d, double *total)
{
    double unit = 0, all = 0;
    for (int i = 0; p && i < p->naccess && d >= 0 && d < p->depth; i++) {
        const struct kf_launch_access *a = &p->access[i];
        double w = a->weight > 0 ? a->weight : 1;
        all += w;
        if (a->cls[d] == KF_COEF_SMALL && labs(a->coef[d]) == 1)
            unit += w;
    }
    if (total)
        *total = all;
    return unit;
}
