/*
 * quasar_settings.c: the settings of seed 002 §17.3 that a Quasar program
 * sets in its own text.  The manual's `#pragma loop_parallelizer (on|off)`
 * is written as kforge's attribute statement:
 *
 *   {!loop_parallelizer off}     loops written after it (in the file's text,
 *   for i = 0..n-1 ... endfor     whatever order functions are lowered in)
 *   {!loop_parallelizer on}       stay serial, up to the next {!loop_parallelizer on}
 *
 * A loop's setting is the last such attribute before it in its own file
 * (imports have their own); --no-parallelize still turns every loop off.
 * Other values are an error at the attribute.
 */
#include <string.h>

#include "quasar.h"

/* the attribute s's value: 1 off, 0 on, -1 not this attribute */
static int value(qctx *c, const kf_q_node *s)
{
    if (s->kind != KF_Q_ATTR || strncmp(s->str, "loop_parallelizer", 17))
        return -1;
    const char *v = s->str + 17;
    while (*v == ' ' || *v == '=')
        v++;
    if (!strcmp(v, "off"))
        return 1;
    if (!strcmp(v, "on"))
        return 0;
    qc_error(c, s, "{!loop_parallelizer} takes on or off");
    return -1;
}

static int before(const kf_q_node *a, const kf_q_node *b)
{
    return a->line < b->line || (a->line == b->line && a->col < b->col);
}

/* the last loop_parallelizer attribute of loop's file before it, in t */
static void last(qctx *c, const kf_q_node *t, const kf_q_node *loop, const kf_q_node **best)
{
    if (!t || c->failed)
        return;
    if (t->kind == KF_Q_ATTR && t->file == loop->file && before(t, loop) && value(c, t) >= 0 &&
        (!*best || before(*best, t)))
        *best = t;
    for (int i = 0; i < t->nkids; i++)
        last(c, t->kids[i], loop, best);
    last(c, t->a, loop, best);
    last(c, t->b, loop, best);
    last(c, t->c, loop, best);
}

int qc_settings_alp_off(qctx *c, const kf_q_node *loop)
{
    const kf_q_node *best = NULL;
    last(c, c->prog->body, loop, &best);
    return best && value(c, best) == 1;
}

int qc_settings_attr(qctx *c, const kf_q_node *s)
{
    return value(c, s) >= 0 || c->failed;
}
