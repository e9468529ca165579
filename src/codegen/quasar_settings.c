/*
 * quasar_settings.c: the settings of seed 002 §17.3 that a Quasar program
 * sets in its own text.  The manual's pragmas
 *
 *   #pragma loop_parallelizer (on|off)      the automatic loop parallelizer (§17.1.1)
 *   #pragma expression_optimizer (on|off)   the automatic kernel generator (§17.1.2)
 *
 * are written as kforge's attribute statements:
 *
 *   {!loop_parallelizer off}     loops written after it (in the file's text,
 *   for i = 0..n-1 ... endfor     whatever order functions are lowered in)
 *   {!loop_parallelizer on}       stay serial, up to the next {!loop_parallelizer on}
 *
 *   {!expression_optimizer off}  element-wise expressions and their reductions
 *   Z = A .* X + Y + 4            written after it are one sequential loop each
 *
 * A statement's setting is the last such attribute before it in its own
 * file (imports have their own).  --no-parallelize (the settings file's
 * `parallelizer = off`) turns both off everywhere: the program runs as
 * written, what it writes as a loop or an expression a sequential loop;
 * only the kernels it launches itself (parallel_do) stay parallel.
 * Other values are an error at the attribute.
 */
#include <string.h>

#include "quasar.h"

static const char *const names[] = {"loop_parallelizer", "expression_optimizer"};

/* the attribute s's value for setting `which` (an index of names[], or
 * -1 for either): 1 off, 0 on, -1 not this attribute */
static int value(qctx *c, const kf_q_node *s, int which)
{
    if (s->kind != KF_Q_ATTR)
        return -1;
    for (int k = 0; k < 2; k++) {
        size_t n = strlen(names[k]);
        if ((which >= 0 && which != k) || strncmp(s->str, names[k], n))
            continue;
        const char *v = s->str + n;
        while (*v == ' ' || *v == '=')
            v++;
        if (!strcmp(v, "off"))
            return 1;
        if (!strcmp(v, "on"))
            return 0;
        qc_error(c, s, "{!%s} takes on or off", names[k]);
        return -1;
    }
    return -1;
}

static int before(const kf_q_node *a, const kf_q_node *b)
{
    return a->line < b->line || (a->line == b->line && a->col < b->col);
}

/* the last attribute of setting `which` in at's file before at, in t */
static void last(qctx *c, const kf_q_node *t, const kf_q_node *at, int which, const kf_q_node **best)
{
    if (!t || c->failed)
        return;
    if (t->kind == KF_Q_ATTR && t->file == at->file && before(t, at) && value(c, t, which) >= 0 &&
        (!*best || before(*best, t)))
        *best = t;
    for (int i = 0; i < t->nkids; i++)
        last(c, t->kids[i], at, which, best);
    last(c, t->a, at, which, best);
    last(c, t->b, at, which, best);
    last(c, t->c, at, which, best);
}

static const char *off_why(qctx *c, const kf_q_node *at, int which)
{
    if (c->opt->no_parallelize)
        return c->opt->nopar_why ? c->opt->nopar_why : "--no-parallelize";
    const kf_q_node *best = NULL;
    last(c, c->prog->body, at, which, &best);
    return best && value(c, best, which) == 1 ? (which ? "{!expression_optimizer off}" : "{!loop_parallelizer off}")
                                               : NULL;
}

const char *qc_settings_alp_off(qctx *c, const kf_q_node *loop)
{
    return off_why(c, loop, 0);
}

const char *qc_settings_kgen_off(qctx *c, const kf_q_node *e)
{
    return off_why(c, e, 1);
}

int qc_settings_attr(qctx *c, const kf_q_node *s)
{
    return value(c, s, -1) >= 0 || c->failed;
}
