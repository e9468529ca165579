/*
 * quasar_own.c: the reference protocol of arrays in generated host code.
 *
 * An array is a reference-counted qarr (the prelude's qa_retain and
 * qa_release; the same protocol as the run-time library's qrt_retain and
 * qrt_release, include/kforge/qrt.h).  In host code:
 *
 *   a variable         holds one reference; released when it is assigned
 *                      (qa_set) and when its function returns, unless it is
 *                      the result (the caller then owns it)
 *   a parameter        borrowed from the caller, retained on entry so that
 *                      it is a variable like the others
 *   B = A              qa_set(&B, qa_retain(A)): both see the same data
 *   an array value     a new reference in a temporary (t3 = qa_fill(...),
 *   made by a statement  t4 = qf_f_2(x)), owned by the statement and
 *                      released at its end unless it moved into a variable
 *
 *   t7 = qa_like(q_a); for (...) t7->d[i] = ...;   x = a .* b + 1
 *   qa_set(&q_x, t7);                  (t7 moved: nothing to release)
 *
 * So a loop that makes a new array each iteration holds the same number of
 * arrays each iteration.  Strings follow the same protocol, with a copy
 * (qs_dup) where arrays take a reference: a string variable owns its
 * characters, a statement owns the strings its sprintf, + and calls make,
 * and a function's string parameters are copied on entry.  Cells (qcell,
 * quasar_cell.c) are reference-counted like arrays, and hold a reference
 * to each array stored in them.  Kernels (and what they call) only borrow.
 *
 * The owned temporaries of the statements being written are a stack in the
 * instance (in->own): a statement marks it, and its end releases what its
 * expressions left there (qc_own_release).
 */
#include <ctype.h>
#include <string.h>

#include "quasar.h"

int qc_rc_on(const qinst *in)
{
    return !in->in_kernel && !in->kernel_nd && !in->ocl;
}

int qc_owned(const qinst *in, const char *name)
{
    for (int i = 0; i < in->nown; i++)
        if (!strcmp(in->own[i], name))
            return 1;
    return 0;
}

void qc_disown(qinst *in, const char *name)
{
    for (int i = 0; i < in->nown; i++)
        if (!strcmp(in->own[i], name)) {
            memmove(&in->own[i], &in->own[i + 1], (size_t)(in->nown - i - 1) * sizeof in->own[0]);
            memmove(&in->own_str[i], &in->own_str[i + 1], (size_t)(in->nown - i - 1));
            in->nown--;
            return;
        }
}

/* a temporary's name: t<digits> (qc_tmp) */
static int is_tmp(const char *r)
{
    if (r[0] != 't' || !r[1])
        return 0;
    for (const char *p = r + 1; *p; p++)
        if (!isdigit((unsigned char)*p))
            return 0;
    return 1;
}

/* a variable's C name: q_<name> (qc_define) */
static int is_var(const char *r)
{
    if (strncmp(r, "q_", 2))
        return 0;
    for (const char *p = r + 2; *p; p++)
        if (!isalnum((unsigned char)*p) && *p != '_')
            return 0;
    return 1;
}

const char *qc_own(qctx *c, qinst *in, const char *r)
{
    if (c->failed || !qc_rc_on(in) || !strcmp(r, "NULL") || is_var(r) || qc_owned(in, r))
        return r;
    if (!is_tmp(r)) { /* a call that gives a new reference: held in a temporary */
        const char *t = qc_tmp(c, in);
        qc_line(c, in, "qarr *%s = %s;", t, r);
        r = t;
    }
    if (in->nown >= (int)(sizeof in->own / sizeof in->own[0])) {
        qc_error(c, NULL, "a statement makes too many array temporaries");
        return r;
    }
    in->own_str[in->nown] = 0;
    in->own[in->nown++] = r;
    return r;
}

/* a new string (kind 1) or cell (kind 2) held by the statement */
static const char *own_kind(qctx *c, qinst *in, const char *r, int kind)
{
    if (c->failed || !qc_rc_on(in) || qc_owned(in, r))
        return r;
    if (!is_tmp(r)) {
        const char *t = qc_tmp(c, in);
        qc_line(c, in, "%s%s = %s;", kind == 1 ? "const char *" : "qcell *", t, r);
        r = t;
    }
    if (in->nown >= (int)(sizeof in->own / sizeof in->own[0])) {
        qc_error(c, NULL, "a statement makes too many temporaries");
        return r;
    }
    in->own_str[in->nown] = (char)kind;
    in->own[in->nown++] = r;
    return r;
}

const char *qc_own_str(qctx *c, qinst *in, const char *r) { return own_kind(c, in, r, 1); }
const char *qc_own_cell(qctx *c, qinst *in, const char *r) { return own_kind(c, in, r, 2); }

static const char *take_kind(qctx *c, qinst *in, const char *r, const char *copy)
{
    if (!qc_rc_on(in))
        return r;
    if (qc_owned(in, r)) {
        qc_disown(in, r);
        return r;
    }
    return kf_arena_printf(c->a, "%s(%s)", copy, r);
}

const char *qc_take_str(qctx *c, qinst *in, const char *r) { return take_kind(c, in, r, "qs_dup"); }
const char *qc_take_cell(qctx *c, qinst *in, const char *r) { return take_kind(c, in, r, "qce_retain"); }

const char *qc_take(qctx *c, qinst *in, const char *r) { return take_kind(c, in, r, "qa_retain"); }

void qc_own_release(qctx *c, qinst *in, int mark)
{
    for (int i = mark; i < in->nown; i++)
        qc_line(c, in, in->own_str[i] == 1 ? "qs_release(%s);" : in->own_str[i] == 2 ? "qce_release(%s);"
                                                                : "qa_release(%s);", in->own[i]);
    if (in->nown > mark)
        in->nown = mark;
}
