/*
 * kgen_render.c: the renderer of the generator context (seed 004): turns
 * a finished body's shadow buffer (kg_frame.items, see kgen_impl.h) into
 * text in g->src with the indentation, blank-line and brace rules below,
 * the statements of MERGE_FAS sections reordered (FETCH, ARITH, STORE).
 * kgen.c calls kg_render at kf_kgen_end_body, and kg_out_text for the
 * text it writes outside function bodies.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "kgen/kgen_impl.h"

/* ---- lines ------------------------------------------------------------- */

static bool buf_puts(struct kf_kgen *g, struct kg_buf *b, const char *s)
{
    return kg_buf_add(g, b, s, strlen(s));
}

static bool buf_indent(struct kf_kgen *g, struct kg_buf *b, int depth)
{
    static const char spaces[] = "                                ";
    for (int i = 0; i < depth; i++)
        if (!kg_buf_add(g, b, spaces, 4))
            return false;
    return true;
}

static size_t lead(const char *s, size_t n)
{
    size_t i = 0;
    while (i < n && (s[i] == ' ' || s[i] == '\t'))
        i++;
    return i;
}

static void out_line(struct kg_out *o, int depth, const char *s, size_t n, const char *suffix)
{
    if (o->blank && !o->fresh)
        kg_buf_add(o->g, o->b, "\n", 1);
    o->blank = false;
    o->fresh = false;
    buf_indent(o->g, o->b, depth);
    kg_buf_add(o->g, o->b, s, n);
    if (suffix)
        buf_puts(o->g, o->b, suffix);
    kg_buf_add(o->g, o->b, "\n", 1);
}

void kg_out_text(struct kg_out *o, int depth, const char *text, const char *suffix)
{
    /* common indentation of the non-empty lines */
    size_t common = SIZE_MAX;
    for (const char *p = text; *p;) {
        const char *e = strchr(p, '\n');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        size_t l = lead(p, n);
        if (l < n && l < common)
            common = l;
        p += n + (e ? 1 : 0);
    }
    if (common == SIZE_MAX)
        common = 0;
    /* the last non-empty line takes the suffix */
    const char *last = NULL;
    for (const char *p = text; *p;) {
        const char *e = strchr(p, '\n');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        if (lead(p, n) < n)
            last = p;
        p += n + (e ? 1 : 0);
    }
    if (!last && suffix) {
        out_line(o, depth, "", 0, suffix + (suffix[0] == ' '));
        return;
    }
    for (const char *p = text; *p;) {
        const char *e = strchr(p, '\n');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        /* drop trailing white space */
        size_t m = n;
        while (m > 0 && (p[m - 1] == ' ' || p[m - 1] == '\t' || p[m - 1] == '\r'))
            m--;
        if (lead(p, m) == m)
            o->blank = true;
        else
            out_line(o, depth, p + common, m - common, p == last ? suffix : NULL);
        p += n + (e ? 1 : 0);
    }
}

/* ---- rendering --------------------------------------------------------- */

static bool is_cluster_item(const struct kg_item *it)
{
    return it->kind == IT_STMT && it->merge && it->type != KF_KGEN_STMT_PLAIN;
}

struct kg_key {
    int type, prio;
    size_t index;
};

static int key_cmp(const void *x, const void *y)
{
    const struct kg_key *a = x, *b = y;
    if (a->type != b->type)
        return a->type < b->type ? -1 : 1;
    if (a->prio != b->prio)
        return a->prio < b->prio ? -1 : 1;
    return a->index < b->index ? -1 : a->index > b->index;
}

/* Writes the cluster items[a..b): FETCH, ARITH, STORE (the enum's order),
 * each by ascending priority, ties in order (seed 004,
 * KGEN_RPOLICY_MERGE_FAS). */
static void out_cluster(struct kg_out *o, int depth, const struct kg_item *items, size_t a,
                        size_t b)
{
    struct kf_kgen *g = o->g;
    if (b - a > SIZE_MAX / sizeof(struct kg_key)) {
        kg_fail(g, KF_KGEN_ERR_NOMEM, "out of memory");
        return;
    }
    struct kg_key *keys = kg_realloc(g, NULL, (b - a) * sizeof *keys);
    if (!keys)
        return;
    for (size_t i = a; i < b; i++)
        keys[i - a] = (struct kg_key){items[i].type, items[i].prio, i};
    qsort(keys, b - a, sizeof *keys, key_cmp);
    for (size_t i = 0; i < b - a; i++)
        kg_out_text(o, depth, items[keys[i].index].text, NULL);
    kg_free(g, keys);
}

void kg_render(struct kf_kgen *g, struct kg_frame *f)
{
    struct kg_buf *b = &g->src;
    if (b->len > 0 && !(b->len >= 2 && b->s[b->len - 1] == '\n' && b->s[b->len - 2] == '\n'))
        kg_buf_add(g, b, "\n", 1);
    struct kg_out o = {g, b, false, true};
    kg_out_text(&o, 0, f->decl, NULL);
    kg_buf_add(g, b, "{\n", 2);
    o.fresh = true;
    int depth = 1;
    for (size_t i = 0; i < f->nitems && !g->err;) {
        struct kg_item *it = &f->items[i];
        if (is_cluster_item(it)) {
            size_t j = i;
            while (j < f->nitems && is_cluster_item(&f->items[j]) &&
                   f->items[j].subgen == it->subgen)
                j++;
            out_cluster(&o, depth, f->items, i, j);
            i = j;
            continue;
        }
        switch (it->kind) {
        case IT_STMT:
        case IT_DECL:
            kg_out_text(&o, depth, it->text, NULL);
            break;
        case IT_BLANK:
            o.blank = true;
            break;
        case IT_FLUSH:
            break;
        case IT_OPEN:
            for (size_t j = 0; j < it->npre; j++)
                kg_out_text(&o, depth, it->pre[j], NULL);
            kg_out_text(&o, depth, it->text ? it->text : "", " {");
            o.fresh = true;
            depth++;
            break;
        case IT_ELSE:
            depth--;
            o.blank = false;
            buf_indent(g, b, depth);
            buf_puts(g, b, "} else");
            if (it->text) {
                kg_buf_add(g, b, " ", 1);
                buf_puts(g, b, it->text);
            }
            buf_puts(g, b, " {\n");
            o.fresh = true;
            depth++;
            break;
        case IT_CLOSE:
            depth--;
            o.blank = false;
            o.fresh = false;
            buf_indent(g, b, depth);
            kg_buf_add(g, b, "}", 1);
            if (it->text) {
                kg_buf_add(g, b, " ", 1);
                buf_puts(g, b, it->text);
            }
            kg_buf_add(g, b, "\n", 1);
            break;
        }
        i++;
    }
    kg_buf_add(g, b, "}\n", 2);
    g->last_was_function = true;
}
