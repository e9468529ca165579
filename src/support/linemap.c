/*
 * linemap.c: where each line of a rewritten text comes from in the user's
 * file (contract in linemap.h).
 */
#include "support/linemap.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

/* Where line k + 1 of the mapped text is in the user's file: line `line`,
 * column `pin` when set, else the text's column moved by `shift`. */
struct orig {
    unsigned line;
    unsigned pin;
    int shift;
};

struct kf_linemap {
    unsigned n;
    struct orig *at; /* [0, n): where a line's locations begin; [n, 2n): where
                        a range that ends on it ends (kf_linemap_end_at) */
};

/* One line of a text: [b, b + n), its blank-trimmed part [tb, tb + tn),
 * that without a '{' that ends it [tb, tb + cn) (a loop header that gains
 * or loses its braces in a rewrite is the same header). */
struct line {
    size_t b, n, tb, tn, cn;
    unsigned long h;
};

/* More changed lines than this and the diff gives up: the whole changed
 * middle is one rewritten span (its memory grows as the square). */
enum { MAX_D = 1000 };

static bool blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

/* The lines of t[0, len) (one more than its '\n's), NULL when out of
 * memory. */
static struct line *split(const char *t, size_t len, size_t *count)
{
    size_t n = 1;
    for (size_t i = 0; i < len; i++)
        n += t[i] == '\n';
    struct line *v = calloc(n, sizeof *v);
    if (!v)
        return NULL;
    size_t k = 0, b = 0;
    for (size_t i = 0;; i++) {
        if (i < len && t[i] != '\n')
            continue;
        struct line *l = &v[k++];
        l->b = b;
        l->n = i - b;
        l->tb = b;
        while (l->tb < i && blank(t[l->tb]))
            l->tb++;
        size_t te = i;
        while (te > l->tb && blank(t[te - 1]))
            te--;
        l->tn = te - l->tb;
        l->cn = l->tn;
        if (l->cn > 0 && t[l->tb + l->cn - 1] == '{')
            l->cn--;
        while (l->cn > 0 && blank(t[l->tb + l->cn - 1]))
            l->cn--;
        l->h = 5381;
        for (size_t p = b; p < i; p++)
            l->h = l->h * 33 + (unsigned char)t[p];
        if (i == len)
            break;
        b = i + 1;
    }
    *count = k;
    return v;
}

static bool same(const char *s, const struct line *x, const char *t, const struct line *y)
{
    return x->h == y->h && x->n == y->n && memcmp(s + x->b, t + y->b, x->n) == 0;
}

static bool same_trimmed(const char *s, const struct line *x, const char *t, const struct line *y)
{
    return x->cn == y->cn && memcmp(s + x->tb, t + y->tb, x->cn) == 0;
}

/* A line worth matching on its own: it holds a letter or a digit (not a
 * lone brace or a blank line, which match anywhere). */
static bool significant(const char *s, const struct line *x)
{
    for (size_t p = x->tb; p < x->tb + x->tn; p++)
        if ((s[p] >= 'a' && s[p] <= 'z') || (s[p] >= 'A' && s[p] <= 'Z') ||
            (s[p] >= '0' && s[p] <= '9') || s[p] == '_')
            return true;
    return false;
}

/*
 * Myers' greedy diff of old lines [0, n) and new lines [0, m) (the common
 * ends already taken off by the caller, offsets o and p added): match[j]
 * becomes the old line that new line j keeps.  false when the script is
 * longer than MAX_D or memory runs out (then nothing in the middle
 * matches).
 */
static bool myers(const char *s, const struct line *x, size_t n, const char *t,
                  const struct line *y, size_t m, long *match, size_t o, size_t p)
{
    long N = (long)n, M = (long)m, D = N + M < MAX_D ? N + M : MAX_D, off = D + 1;
    long *v = calloc((size_t)(2 * D + 3), sizeof *v);
    long **trace = calloc((size_t)D + 1, sizeof *trace); /* v[-d-1 .. d+1] after step d */
    bool ok = v && trace, found = false;
    long d = 0;
    for (; ok && d <= D && !found; d++) {
        for (long k = -d; k <= d; k += 2) {
            long xx = (k == -d || (k != d && v[off + k - 1] < v[off + k + 1])) ? v[off + k + 1]
                                                                             : v[off + k - 1] + 1;
            long yy = xx - k;
            while (xx < N && yy < M && same(s, &x[xx], t, &y[yy]))
                xx++, yy++;
            v[off + k] = xx;
            if (xx >= N && yy >= M)
                found = true;
        }
        trace[d] = malloc((size_t)(2 * d + 3) * sizeof **trace);
        if (!trace[d])
            ok = false;
        else
            memcpy(trace[d], v + off - d - 1, (size_t)(2 * d + 3) * sizeof *v);
    }
    if (ok && found) { /* back from (N, M); the snake of each step matches */
        long xx = N, yy = M;
        for (long e = d - 1; e >= 0; e--) {
            long k = xx - yy, px = 0, py = -1;
            if (e > 0) {
                const long *pv = trace[e - 1] + e; /* pv[k]: v[k] before step e */
                long pk = (k == -e || (k != e && pv[k - 1] < pv[k + 1])) ? k + 1 : k - 1;
                px = pv[pk];
                py = px - pk;
            }
            while (xx > px && yy > py) {
                xx--, yy--;
                match[p + (size_t)yy] = (long)o + xx;
            }
            xx = px, yy = py;
        }
    }
    for (long e = 0; trace && e <= D; e++)
        free(trace[e]);
    free(trace);
    free(v);
    return ok && found;
}

/* The old line whose '{' the '}' opening old line l closes; l when it
 * opens with none. */
static size_t block_open(const char *s, const struct line *x, size_t l)
{
    if (x[l].tn == 0 || s[x[l].tb] != '}')
        return l;
    int depth = 0;
    for (size_t q = x[l].tb + 1; q-- > 0;) {
        depth += s[q] == '}';
        depth -= s[q] == '{';
        if (depth == 0) {
            size_t k = l;
            while (k > 0 && x[k].b > q)
                k--;
            return k;
        }
    }
    return l;
}

/* The old line whose '{' opens the innermost block around old line l's
 * start; l when there is none. */
static size_t enclosing(const char *s, const struct line *x, size_t l)
{
    int depth = 0;
    for (size_t q = x[l].b; q-- > 0;) {
        depth += s[q] == '}';
        if (s[q] == '{' && depth-- == 0) {
            size_t k = l;
            while (k > 0 && x[k].b > q)
                k--;
            return k;
        }
    }
    return l;
}

/* New line j, in a rewritten span whose old lines are [a0, a1) (a0 ==
 * a1: inserted before old line a0): where it comes from in the old text,
 * for a location that begins there, or (end) for the end of a range:
 * then the span's last old line, one past its last character (a nest
 * whose rewritten end stands for all of it ends where the user's did). */
static struct orig place(const char *s, const struct line *x, size_t nx, const char *t,
                         const struct line *y, size_t j, size_t a0, size_t a1, bool end)
{
    size_t pin = a0, last = a1 > a0 ? a1 - 1 : a0;
    if (a0 == a1) { /* only inserted: over the block the line before closes */
        pin = a0 > 0 ? block_open(s, x, a0 - 1) : 0;
        last = a0 > 0 ? a0 - 1 : 0;
        a1 = a0 > 0 ? a0 : 1;
        a0 = pin;
    }
    /* the span's own lines, then the block around it nearest first (a
     * loop header distribute copies) */
    size_t i = nx, enc = enclosing(s, x, a0 < nx ? a0 : nx - 1);
    for (size_t k = a0; k < a1 && k < nx && i == nx && significant(t, &y[j]); k++)
        if (same_trimmed(s, &x[k], t, &y[j]))
            i = k;
    for (size_t k = a0; k-- > enc && i == nx && significant(t, &y[j]);)
        if (same_trimmed(s, &x[k], t, &y[j]))
            i = k;
    if (i < nx)
        return (struct orig){(unsigned)i + 1, 0, (int)(x[i].tb - x[i].b) - (int)(y[j].tb - y[j].b)};
    if (end)
        return (struct orig){(unsigned)last + 1, (unsigned)(x[last].tb + x[last].tn - x[last].b) + 1,
                             0};
    return (struct orig){(unsigned)pin + 1, (unsigned)(x[pin].tb - x[pin].b) + 1, 0};
}

/* o, a place in the old text, made a place in the user's file by prev. */
static struct orig compose(struct orig o, const struct kf_linemap *prev, bool end)
{
    if (!prev || o.line == 0 || o.line > prev->n)
        return o;
    struct orig e = prev->at[(end ? prev->n : 0) + o.line - 1];
    if (e.pin)
        return (struct orig){e.line, e.pin, 0};
    if (o.pin)
        return (struct orig){e.line, (int)o.pin + e.shift >= 1 ? (unsigned)((int)o.pin + e.shift) : 1,
                             0};
    return (struct orig){e.line, 0, o.shift + e.shift};
}

struct kf_linemap *kf_linemap_new(kf_arena *a, const char *old_text, size_t old_len,
                                  const char *new_text, const struct kf_linemap *prev)
{
    size_t n = 0, m = 0;
    struct line *x = split(old_text, old_len, &n);
    struct line *y = x ? split(new_text, strlen(new_text), &m) : NULL;
    long *match = y ? malloc(m * sizeof *match) : NULL;
    struct kf_linemap *r = match ? kf_arena_alloc(a, sizeof *r) : NULL;
    if (r)
        r->at = kf_arena_alloc(a, 2 * m * sizeof *r->at);
    if (!r || !r->at) {
        free(x), free(y), free(match);
        return NULL;
    }
    r->n = (unsigned)m;
    for (size_t j = 0; j < m; j++)
        match[j] = -1;
    size_t pre = 0, suf = 0;
    while (pre < n && pre < m && same(old_text, &x[pre], new_text, &y[pre]))
        match[pre] = (long)pre, pre++;
    while (suf < n - pre && suf < m - pre &&
           same(old_text, &x[n - 1 - suf], new_text, &y[m - 1 - suf])) {
        match[m - 1 - suf] = (long)(n - 1 - suf);
        suf++;
    }
    myers(old_text, x + pre, n - pre - suf, new_text, y + pre, m - pre - suf, match, pre, pre);
    /* an inserted run slides down while its first line equals the kept
     * one after it (the `}` closing a nest, then `} else { new order }`):
     * it then follows the block it comes after */
    for (size_t j = 1; j < m; j++) {
        if (match[j] >= 0 || match[j - 1] < 0)
            continue;
        size_t e = j;
        while (e < m && match[e] < 0)
            e++;
        while (e < m && match[e] == match[j - 1] + 1 && same(new_text, &y[j], new_text, &y[e])) {
            match[j] = match[e];
            match[e] = -1;
            j++, e++;
        }
        j = e;
    }
    /* a brace or a blank line kept amid rewritten ones is rewritten too */
    for (size_t j = pre; j + suf < m; j++)
        if (match[j] >= 0 && !significant(new_text, &y[j]) && j > 0 && match[j - 1] < 0 &&
            j + 1 < m && match[j + 1] < 0)
            match[j] = -1;
    size_t a0 = 0; /* the old line after the last one kept */
    for (size_t j = 0; j < m; j++) {
        struct orig o, oe;
        if (match[j] >= 0) {
            o = oe = (struct orig){(unsigned)match[j] + 1, 0, 0};
            a0 = (size_t)match[j] + 1;
        } else {
            size_t e = j;
            while (e < m && match[e] < 0)
                e++;
            size_t a1 = e < m ? (size_t)match[e] : n;
            o = place(old_text, x, n, new_text, y, j, a0, a1 > a0 ? a1 : a0, false);
            oe = place(old_text, x, n, new_text, y, j, a0, a1 > a0 ? a1 : a0, true);
        }
        r->at[j] = compose(o, prev, false);
        r->at[m + j] = compose(oe, prev, true);
    }
    free(x), free(y), free(match);
    return r;
}

struct kf_linemap *kf_linemap_dup(kf_arena *a, const struct kf_linemap *m)
{
    if (!m)
        return NULL;
    struct kf_linemap *r = kf_arena_alloc(a, sizeof *r);
    if (r)
        r->at = kf_arena_alloc(a, 2 * m->n * sizeof *r->at);
    if (!r || !r->at)
        return NULL;
    r->n = m->n;
    memcpy(r->at, m->at, 2 * m->n * sizeof *r->at);
    return r;
}

static void map_at(const struct kf_linemap *m, bool end, unsigned *line, unsigned *col)
{
    if (!m || *line == 0 || *line > m->n)
        return;
    struct orig o = m->at[(end ? m->n : 0) + *line - 1];
    *line = o.line;
    if (!col)
        return;
    if (o.pin)
        *col = o.pin;
    else if (*col > 0)
        *col = (long)*col + o.shift >= 1 ? (unsigned)((long)*col + o.shift) : 1;
}

void kf_linemap_at(const struct kf_linemap *m, unsigned *line, unsigned *col)
{
    map_at(m, false, line, col);
}

void kf_linemap_end_at(const struct kf_linemap *m, unsigned *line, unsigned *col)
{
    map_at(m, true, line, col);
}
