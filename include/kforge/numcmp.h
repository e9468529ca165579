/*
 * numcmp.h: compare two program outputs number by number.
 *
 * `kforge verify` runs the sequential program and the generated one and
 * hands both outputs to this module.  The contract:
 *
 *   Tokens.  A text is split into tokens at white space (' ', \t, \n, \v,
 *   \f, \r).  Tokens are compared pairwise in order.  Lines are counted by
 *   '\n' and only serve to report where a mismatch is (1-based).
 *
 *   Kinds.  A token is an INTEGER when it is an optional sign followed by
 *   decimal digits only ("42", "-0", "+7"); a FLOAT when strtod() in the C
 *   locale consumes all of it and it is not an integer ("1.5", "2e-3",
 *   "-inf", "nan", "0x1p4"); otherwise a WORD ("A:", "x[3]", "nano").
 *
 *   Rules, for the pair (expected e, actual a):
 *     - both INTEGER: the values must be equal ("007" equals "7", "-0"
 *       equals "0").  Digit strings too long for long long must be equal
 *       as strings.
 *     - one INTEGER and one FLOAT, or both FLOAT: both are read as doubles
 *       and compared with the tolerance below.  (printf's %g prints an
 *       integral double without a decimal point, so "3" against
 *       "2.9999999999" must be a tolerance question.)
 *     - a WORD against anything: the two tokens must be byte-equal.
 *     - one text has more tokens than the other: mismatch (KF_NUMCMP_COUNT)
 *       at the first token index that only one text has.
 *
 *   Tolerance.  For doubles e and a,
 *
 *       relerr(e, a) = |e - a| / max(|e|, |a|, abs_floor)
 *
 *   and the pair matches when relerr <= rtol (the boundary itself
 *   matches).  `abs_floor` is the absolute floor for values near zero: two
 *   values both smaller than abs_floor in magnitude are in effect compared
 *   with the absolute tolerance rtol * abs_floor, so that 1e-17 against
 *   -3e-18 (cancellation noise around an exact zero) can match.
 *   kf_numcmp_texts() uses KF_NUMCMP_DEFAULT_FLOOR.  Equal values have
 *   relerr 0 (this covers -0.0 against 0.0 and inf against inf of the
 *   same sign).
 *
 *   Non-finite values.  nan matches nan (whatever its sign or payload)
 *   and nothing else; inf matches only inf of the same sign.  A pair that
 *   does not match because of nan or inf has relerr = INFINITY.
 *
 * Ownership.  Input texts are kept (read only, NUL-terminated).  A
 * struct kf_numcmp_result is owned by the caller; the comparison functions
 * store in it two heap strings (the mismatching tokens) that
 * kf_numcmp_result_clear() frees.  A result must be zero-initialised (or
 * cleared) before its first use; the comparison functions clear it
 * themselves before filling it, so one result can be reused.
 *
 * Errors.  Functions that return int return KF_NUMCMP_MATCH (0),
 * KF_NUMCMP_MISMATCH (1), or KF_NUMCMP_ERROR (-1) for bad arguments (NULL
 * text or result, rtol or abs_floor negative or nan) or out of memory.
 */
#ifndef KFORGE_NUMCMP_H
#define KFORGE_NUMCMP_H

#include <stddef.h>
#include <stdio.h>

#define KF_NUMCMP_MATCH 0
#define KF_NUMCMP_MISMATCH 1
#define KF_NUMCMP_ERROR (-1)

/* The abs_floor kf_numcmp_texts() uses for values near zero. */
#define KF_NUMCMP_DEFAULT_FLOOR 1e-6

/* What a token is; see "Kinds" above. */
enum kf_numcmp_kind {
    KF_NUMCMP_WORD,
    KF_NUMCMP_INTEGER,
    KF_NUMCMP_FLOAT
};

/* Why the first mismatch is one. */
enum kf_numcmp_why {
    KF_NUMCMP_NONE,         /* no mismatch */
    KF_NUMCMP_COUNT,        /* one text ran out of tokens */
    KF_NUMCMP_WORDS,        /* a WORD differs from the other token */
    KF_NUMCMP_INTEGERS,     /* two INTEGERs with different values */
    KF_NUMCMP_TOLERANCE,    /* numbers further apart than rtol */
    KF_NUMCMP_NONFINITE     /* nan or inf against something else */
};

struct kf_numcmp_result {
    enum kf_numcmp_why why; /* KF_NUMCMP_NONE when the texts match */
    size_t index;           /* 0-based token index of the first mismatch */
    size_t line_expected;   /* 1-based line of that token in expected
                             * (0 when expected has no token there) */
    size_t line_actual;     /* ... and in actual */
    char *tok_expected;     /* copy of the token, or NULL if expected has
                             * no token at index; owned by the result */
    char *tok_actual;       /* same for actual */
    double rel_err;         /* relerr of the mismatching pair: a number
                             * for two numbers, INFINITY otherwise */
    double max_rel_err;     /* largest relerr over all pairs
                             * compared (0 when there were none) */
    size_t max_index;       /* token index where max_rel_err was seen */
    size_t ntok_expected;   /* tokens in expected */
    size_t ntok_actual;     /* tokens in actual */
    size_t nnumbers;        /* pairs compared with the tolerance */
    double rtol;            /* the rtol used */
    double abs_floor;       /* the floor used */
};

/*
 * Compare `expected` with `actual` (both kept) under the rules above,
 * using KF_NUMCMP_DEFAULT_FLOOR.  Fills *res (which must be zeroed or
 * cleared before its first use) and returns KF_NUMCMP_MATCH,
 * KF_NUMCMP_MISMATCH or KF_NUMCMP_ERROR.  The whole of both texts is
 * scanned even after a mismatch, so the token counts and max_rel_err
 * cover everything.
 */
int kf_numcmp_texts(const char *expected, const char *actual, double rtol,
            struct kf_numcmp_result *res);

/* As kf_numcmp_texts(), with an explicit abs_floor (>= 0). */
int kf_numcmp_texts_floor(const char *expected, const char *actual,
              double rtol, double abs_floor,
              struct kf_numcmp_result *res);

/*
 * Compare one token pair.  `e` and `a` point at `elen` and `alen` bytes
 * (kept; they need not be NUL-terminated and must not contain white
 * space).  Stores the pair's relerr in *rel_err when rel_err is not NULL
 * (0 for equal words and integers, INFINITY for a mismatch that is not a
 * tolerance question) and its why (KF_NUMCMP_NONE on a match) in *why when
 * why is not NULL.  Returns KF_NUMCMP_MATCH, KF_NUMCMP_MISMATCH or
 * KF_NUMCMP_ERROR.
 */
int kf_numcmp_token(const char *e, size_t elen, const char *a, size_t alen,
            double rtol, double abs_floor, double *rel_err,
            enum kf_numcmp_why *why);

/*
 * The kind of the `len` bytes at `tok` (kept).  For an INTEGER that fits a
 * long long, *ival gets its value (when ival is not NULL); for a FLOAT or
 * INTEGER, *dval gets its value as a double (when dval is not NULL).
 * Returns -1 when tok is NULL or len is 0, or on out of memory.
 */
int kf_numcmp_classify(const char *tok, size_t len, long long *ival,
               double *dval);

/* relerr(e, a) as defined above; nan when abs_floor is negative or nan. */
double kf_numcmp_relerr(double e, double a, double abs_floor);

/* A one-line name for `why`, e.g. "values beyond tolerance"; static. */
const char *kf_numcmp_why_name(enum kf_numcmp_why why);

/*
 * Print a human-readable account of *res (kept) to `f`: "match" with the
 * counts, or where the first mismatch is, both tokens and why.  Returns
 * the fprintf() total, or -1 on error.
 */
int kf_numcmp_result_print(FILE *f, const struct kf_numcmp_result *res);

/* Free the strings *res owns and zero it; NULL is accepted. */
void kf_numcmp_result_clear(struct kf_numcmp_result *res);

#endif
