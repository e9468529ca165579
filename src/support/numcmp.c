/*
 * numcmp.c: compare two program outputs number by number.
 *
 * The contract is in include/kforge/numcmp.h.  The scan walks both texts
 * once, token by token; each token is copied into a growing heap buffer so
 * that strtod() and strtoll() see a NUL-terminated string (no fixed-size
 * buffers).
 */
#include "kforge/numcmp.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* A token buffer that grows as needed. */
struct tokbuf {
    char *s;
    size_t cap;
};

/* Copy len bytes at p into b as a C string; 0 on success, -1 on ENOMEM. */
static int tokbuf_set(struct tokbuf *b, const char *p, size_t len)
{
    if (len + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 64;
        char *s;

        while (cap < len + 1)
            cap *= 2;
        s = realloc(b->s, cap);
        if (!s)
            return -1;
        b->s = s;
        b->cap = cap;
    }
    memcpy(b->s, p, len);
    b->s[len] = '\0';
    return 0;
}

static int is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' ||
           c == '\r';
}

static int is_digit(char c)
{
    return c >= '0' && c <= '9';
}

/* sign? digit+ */
static int looks_integer(const char *p, size_t len)
{
    size_t i = 0;

    if (len > 0 && (p[0] == '+' || p[0] == '-'))
        i = 1;
    if (i == len)
        return 0;
    for (; i < len; i++)
        if (!is_digit(p[i]))
            return 0;
    return 1;
}

/* Classify the C string s (of length len). */
static enum kf_numcmp_kind classify_cstr(const char *s, size_t len,
                     long long *ival, int *ifits,
                     double *dval)
{
    char *end;
    double d;

    *ifits = 0;
    if (looks_integer(s, len)) {
        long long v;

        errno = 0;
        v = strtoll(s, &end, 10);
        if (errno == 0 && *end == '\0') {
            *ival = v;
            *ifits = 1;
        }
        *dval = strtod(s, NULL);
        return KF_NUMCMP_INTEGER;
    }
    errno = 0;
    d = strtod(s, &end);
    if (end == s || *end != '\0')
        return KF_NUMCMP_WORD;
    *dval = d;              /* overflow gives +-HUGE_VAL = inf: fine */
    return KF_NUMCMP_FLOAT;
}

double kf_numcmp_relerr(double e, double a, double abs_floor)
{
    double scale;

    if (isnan(abs_floor) || abs_floor < 0)
        return NAN;
    if (isnan(e) || isnan(a))
        return (isnan(e) && isnan(a)) ? 0.0 : INFINITY;
    if (e == a)
        return 0.0;
    if (isinf(e) || isinf(a))
        return INFINITY;
    scale = fmax(fmax(fabs(e), fabs(a)), abs_floor);
    if (scale == 0.0)
        return INFINITY;        /* e != a, both tiny, floor 0 */
    return fabs(e - a) / scale;
}

/*
 * Compare two C strings already known to contain no white space.
 * Sets *rel (INFINITY when not a tolerance question), *why and *numeric
 * (1 when both were numbers, so rel counts toward max_rel_err).
 */
static int compare_cstr(const char *e, size_t elen, const char *a,
            size_t alen, double rtol, double abs_floor,
            double *rel, enum kf_numcmp_why *why, int *numeric)
{
    long long ei = 0, ai = 0;
    int efits, afits;
    double ed = 0, ad = 0, r;
    enum kf_numcmp_kind ek, ak;

    *numeric = 0;
    ek = classify_cstr(e, elen, &ei, &efits, &ed);
    ak = classify_cstr(a, alen, &ai, &afits, &ad);

    if (ek == KF_NUMCMP_WORD || ak == KF_NUMCMP_WORD) {
        if (elen == alen && memcmp(e, a, elen) == 0) {
            *rel = 0.0;
            *why = KF_NUMCMP_NONE;
            return KF_NUMCMP_MATCH;
        }
        *rel = INFINITY;
        *why = KF_NUMCMP_WORDS;
        return KF_NUMCMP_MISMATCH;
    }
    if (ek == KF_NUMCMP_INTEGER && ak == KF_NUMCMP_INTEGER) {
        int same;

        if (efits && afits)
            same = ei == ai;
        else
            same = elen == alen && memcmp(e, a, elen) == 0;
        *rel = same ? 0.0 : INFINITY;
        *why = same ? KF_NUMCMP_NONE : KF_NUMCMP_INTEGERS;
        return same ? KF_NUMCMP_MATCH : KF_NUMCMP_MISMATCH;
    }
    *numeric = 1;
    r = kf_numcmp_relerr(ed, ad, abs_floor);
    *rel = r;
    if (r <= rtol) {
        *why = KF_NUMCMP_NONE;
        return KF_NUMCMP_MATCH;
    }
    if (!isfinite(ed) || !isfinite(ad))
        *why = KF_NUMCMP_NONFINITE;
    else
        *why = KF_NUMCMP_TOLERANCE;
    return KF_NUMCMP_MISMATCH;
}

static int bad_tolerance(double rtol, double abs_floor)
{
    return isnan(rtol) || rtol < 0 || isnan(abs_floor) || abs_floor < 0;
}

int kf_numcmp_classify(const char *tok, size_t len, long long *ival,
               double *dval)
{
    struct tokbuf b = { NULL, 0 };
    long long iv = 0;
    double dv = 0;
    int fits;
    enum kf_numcmp_kind k;

    if (!tok || len == 0)
        return -1;
    if (tokbuf_set(&b, tok, len) < 0)
        return -1;
    k = classify_cstr(b.s, len, &iv, &fits, &dv);
    free(b.s);
    if (k == KF_NUMCMP_INTEGER && fits && ival)
        *ival = iv;
    if (k != KF_NUMCMP_WORD && dval)
        *dval = dv;
    return (int)k;
}

int kf_numcmp_token(const char *e, size_t elen, const char *a, size_t alen,
            double rtol, double abs_floor, double *rel_err,
            enum kf_numcmp_why *why)
{
    struct tokbuf be = { NULL, 0 }, ba = { NULL, 0 };
    double rel = 0;
    enum kf_numcmp_why w = KF_NUMCMP_NONE;
    int numeric, rc;

    if (!e || !a || bad_tolerance(rtol, abs_floor))
        return KF_NUMCMP_ERROR;
    if (tokbuf_set(&be, e, elen) < 0 || tokbuf_set(&ba, a, alen) < 0) {
        free(be.s);
        free(ba.s);
        return KF_NUMCMP_ERROR;
    }
    rc = compare_cstr(be.s, elen, ba.s, alen, rtol, abs_floor, &rel, &w,
              &numeric);
    free(be.s);
    free(ba.s);
    if (rel_err)
        *rel_err = rel;
    if (why)
        *why = w;
    return rc;
}

/* A cursor over one text. */
struct cursor {
    const char *p;
    size_t line;            /* line of the next character, 1-based */
};

/*
 * Advance to the next token; on return *tok and *len describe it and *line is
 * its line.  Returns 0 at the end of the text.
 */
static int next_token(struct cursor *c, const char **tok, size_t *len,
              size_t *line)
{
    const char *p = c->p;

    while (*p && is_space(*p)) {
        if (*p == '\n')
            c->line++;
        p++;
    }
    if (!*p) {
        c->p = p;
        return 0;
    }
    *tok = p;
    *line = c->line;
    while (*p && !is_space(*p))
        p++;
    *len = (size_t)(p - *tok);
    c->p = p;
    return 1;
}

static char *dup_n(const char *p, size_t n)
{
    char *s = malloc(n + 1);

    if (s) {
        memcpy(s, p, n);
        s[n] = '\0';
    }
    return s;
}

void kf_numcmp_result_clear(struct kf_numcmp_result *res)
{
    if (!res)
        return;
    free(res->tok_expected);
    free(res->tok_actual);
    memset(res, 0, sizeof(*res));
}

/* Record the first mismatch; -1 on out of memory. */
static int note_mismatch(struct kf_numcmp_result *res, size_t index,
             const char *e, size_t elen, size_t eline,
             const char *a, size_t alen, size_t aline,
             enum kf_numcmp_why why, double rel)
{
    res->why = why;
    res->index = index;
    res->rel_err = rel;
    if (e) {
        res->tok_expected = dup_n(e, elen);
        res->line_expected = eline;
        if (!res->tok_expected)
            return -1;
    }
    if (a) {
        res->tok_actual = dup_n(a, alen);
        res->line_actual = aline;
        if (!res->tok_actual)
            return -1;
    }
    return 0;
}

int kf_numcmp_texts_floor(const char *expected, const char *actual,
              double rtol, double abs_floor,
              struct kf_numcmp_result *res)
{
    struct cursor ce = { expected, 1 }, ca = { actual, 1 };
    struct tokbuf be = { NULL, 0 }, ba = { NULL, 0 };
    size_t index = 0;
    int rc = KF_NUMCMP_ERROR;

    if (!res)
        return KF_NUMCMP_ERROR;
    kf_numcmp_result_clear(res);
    res->rtol = rtol;
    res->abs_floor = abs_floor;
    if (!expected || !actual || bad_tolerance(rtol, abs_floor))
        return KF_NUMCMP_ERROR;

    for (;; index++) {
        const char *e = NULL, *a = NULL;
        size_t elen = 0, alen = 0, eline = 0, aline = 0;
        int he = next_token(&ce, &e, &elen, &eline);
        int ha = next_token(&ca, &a, &alen, &aline);
        double rel;
        enum kf_numcmp_why why;
        int numeric;

        if (!he && !ha)
            break;
        if (he)
            res->ntok_expected++;
        if (ha)
            res->ntok_actual++;
        if (!he || !ha) {
            if (res->why == KF_NUMCMP_NONE &&
                note_mismatch(res, index, he ? e : NULL, elen,
                      eline, ha ? a : NULL, alen, aline,
                      KF_NUMCMP_COUNT, INFINITY) < 0)
                goto out;
            continue;
        }
        if (tokbuf_set(&be, e, elen) < 0 ||
            tokbuf_set(&ba, a, alen) < 0)
            goto out;
        compare_cstr(be.s, elen, ba.s, alen, rtol, abs_floor, &rel,
                 &why, &numeric);
        if (numeric) {
            res->nnumbers++;
            if (rel > res->max_rel_err) {
                res->max_rel_err = rel;
                res->max_index = index;
            }
        }
        if (why != KF_NUMCMP_NONE && res->why == KF_NUMCMP_NONE &&
            note_mismatch(res, index, e, elen, eline, a, alen, aline,
                  why, rel) < 0)
            goto out;
    }
    rc = res->why == KF_NUMCMP_NONE ? KF_NUMCMP_MATCH : KF_NUMCMP_MISMATCH;
out:
    free(be.s);
    free(ba.s);
    return rc;
}

int kf_numcmp_texts(const char *expected, const char *actual, double rtol,
            struct kf_numcmp_result *res)
{
    return kf_numcmp_texts_floor(expected, actual, rtol,
                     KF_NUMCMP_DEFAULT_FLOOR, res);
}

const char *kf_numcmp_why_name(enum kf_numcmp_why why)
{
    switch (why) {
    case KF_NUMCMP_NONE:
        return "no mismatch";
    case KF_NUMCMP_COUNT:
        return "different token counts";
    case KF_NUMCMP_WORDS:
        return "non-numeric tokens differ";
    case KF_NUMCMP_INTEGERS:
        return "integers differ";
    case KF_NUMCMP_TOLERANCE:
        return "values beyond tolerance";
    case KF_NUMCMP_NONFINITE:
        return "nan or inf against a different value";
    }
    return "unknown";
}

int kf_numcmp_result_print(FILE *f, const struct kf_numcmp_result *res)
{
    if (!f || !res)
        return -1;
    if (res->why == KF_NUMCMP_NONE)
        return fprintf(f,
                   "match: %zu tokens, %zu numbers, max relative "
                   "error %.3g (rtol %.3g)\n",
                   res->ntok_expected, res->nnumbers,
                   res->max_rel_err, res->rtol);
    return fprintf(f,
               "mismatch at token %zu (expected line %zu, actual line "
               "%zu): expected '%s', actual '%s': %s, relative error "
               "%.3g (rtol %.3g); tokens %zu vs %zu, max relative "
               "error %.3g at token %zu\n",
               res->index, res->line_expected, res->line_actual,
               res->tok_expected ? res->tok_expected : "<end>",
               res->tok_actual ? res->tok_actual : "<end>",
               kf_numcmp_why_name(res->why), res->rel_err, res->rtol,
               res->ntok_expected, res->ntok_actual, res->max_rel_err,
               res->max_index);
}
