/*
 * xfer.c: host <-> device copy placement (seed 003 §4); see xfer.h.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/xfer.h"

#define BIT(v) ((uint64_t)1 << (v))

static char *xstrdup_printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static char *xstrdup_printf(const char *fmt, ...)
{
    va_list ap;
    char *s = NULL;
    va_start(ap, fmt);
    if (vasprintf(&s, fmt, ap) < 0)
        s = NULL;
    va_end(ap);
    return s;
}

/* ---- freeing ---------------------------------------------------------- */

static void free_seq(struct kf_xfer_seq *s)
{
    if (!s)
        return;
    for (int i = 0; i < s->n; i++) {
        free_seq(s->items[i].body);
        free_seq(s->items[i].orelse);
    }
    if (s->copies)
        for (int i = 0; i <= s->n; i++)
            free(s->copies[i]);
    free(s->copies);
    free(s->ncopies);
    free(s->items);
    free(s);
}

void kf_xfer_free(struct kf_xfer_prog *p)
{
    if (!p)
        return;
    free_seq(p->root);
    for (int v = 0; v < p->nvars; v++)
        free(p->names[v]);
    free(p);
}

/* ---- parsing ---------------------------------------------------------- */

struct parser {
    const char *s;
    struct kf_xfer_prog *p;
    char *err;
    int items; /* items seen, numbering them for messages */
    /* hand-placed copies of the sequences being parsed, innermost last */
    struct kf_xfer_copy *pending;
    int *pending_pos;
    int npending;
};

static void skip_ws(struct parser *ps)
{
    while (isspace((unsigned char)*ps->s))
        ps->s++;
}

static int fail(struct parser *ps, const char *what)
{
    if (!ps->err)
        ps->err = xstrdup_printf("%s at '%.20s'", what, ps->s);
    return -1;
}

/* NAME: returns its length, 0 if there is none */
static int peek_word(struct parser *ps)
{
    skip_ws(ps);
    int n = 0;
    if (isalpha((unsigned char)ps->s[0]) || ps->s[0] == '_')
        while (isalnum((unsigned char)ps->s[n]) || ps->s[n] == '_')
            n++;
    return n;
}

static int accept_word(struct parser *ps, const char *w)
{
    int n = peek_word(ps);
    if (n == (int)strlen(w) && strncmp(ps->s, w, (size_t)n) == 0) {
        ps->s += n;
        return 1;
    }
    return 0;
}

static int accept_char(struct parser *ps, char c)
{
    skip_ws(ps);
    if (*ps->s == c) {
        ps->s++;
        return 1;
    }
    return 0;
}

static int var_index(struct parser *ps, const char *name, int len)
{
    struct kf_xfer_prog *p = ps->p;
    for (int v = 0; v < p->nvars; v++)
        if ((int)strlen(p->names[v]) == len && strncmp(p->names[v], name, (size_t)len) == 0)
            return v;
    if (p->nvars == KF_XFER_MAX_VARS)
        return fail(ps, "too many variables");
    p->names[p->nvars] = strndup(name, (size_t)len);
    if (!p->names[p->nvars])
        return fail(ps, "out of memory");
    return p->nvars++;
}

/* names := NAME (',' NAME)* ')' , the '(' already taken */
static int parse_names(struct parser *ps, uint64_t *set)
{
    do {
        int n = peek_word(ps);
        if (n == 0)
            return fail(ps, "expected a variable name");
        int v = var_index(ps, ps->s, n);
        if (v < 0)
            return -1;
        ps->s += n;
        *set |= BIT(v);
    } while (accept_char(ps, ','));
    return accept_char(ps, ')') ? 0 : fail(ps, "expected ')'");
}

/* access* */
static int parse_accesses(struct parser *ps, struct kf_xfer_node *nd)
{
    for (;;) {
        const char *save = ps->s;
        uint64_t *set;
        if (accept_word(ps, "r"))
            set = &nd->reads;
        else if (accept_word(ps, "w"))
            set = &nd->writes;
        else
            return 0;
        if (!accept_char(ps, '(')) {
            ps->s = save;
            return fail(ps, "expected '(' after r or w");
        }
        if (parse_names(ps, set) < 0)
            return -1;
    }
}

static struct kf_xfer_seq *parse_seq(struct parser *ps);

static int parse_block(struct parser *ps, struct kf_xfer_seq **out)
{
    if (!accept_char(ps, '{'))
        return fail(ps, "expected '{'");
    *out = parse_seq(ps);
    if (!*out)
        return -1;
    return accept_char(ps, '}') ? 0 : fail(ps, "expected '}'");
}

static int parse_item(struct parser *ps, struct kf_xfer_node *nd)
{
    memset(nd, 0, sizeof *nd);
    nd->line = ++ps->items;
    if (accept_word(ps, "host") || (accept_word(ps, "dev") && (nd->side = KF_XFER_DEV, 1))) {
        nd->kind = KF_XFER_STMT;
        if (parse_accesses(ps, nd) < 0)
            return -1;
        return accept_char(ps, ';') ? 0 : fail(ps, "expected ';'");
    }
    if (accept_word(ps, "return")) {
        nd->kind = KF_XFER_RETURN;
        return accept_char(ps, ';') ? 0 : fail(ps, "expected ';'");
    }
    if (accept_word(ps, "break")) {
        nd->kind = KF_XFER_BREAK;
        return accept_char(ps, ';') ? 0 : fail(ps, "expected ';'");
    }
    if (accept_word(ps, "continue")) {
        nd->kind = KF_XFER_CONTINUE;
        return accept_char(ps, ';') ? 0 : fail(ps, "expected ';'");
    }
    int is_loop = accept_word(ps, "loop");
    if (!is_loop && !accept_word(ps, "if"))
        return fail(ps, "expected host, dev, loop, if, return, break or continue");
    nd->kind = is_loop ? KF_XFER_LOOP : KF_XFER_IF;
    if (parse_accesses(ps, nd) < 0)
        return -1;
    /* a write in an if's header would need a copy on the way round a
     * branchless if that no sequence can hold */
    if (nd->writes && !is_loop)
        return fail(ps, "if headers may only read");
    if (parse_block(ps, &nd->body) < 0)
        return -1;
    if (!is_loop && accept_word(ps, "else"))
        return parse_block(ps, &nd->orelse);
    return 0;
}

static int add_copy(struct kf_xfer_seq *s, int pos, struct kf_xfer_copy c);
static int reset_copies_shallow(struct kf_xfer_seq *s);

/* 'copy' NAME ('h2d' | 'd2h') ';' : a copy given by hand, at the end of s */
static int parse_copy(struct parser *ps, struct kf_xfer_seq *s)
{
    int n = peek_word(ps);
    int v = n ? var_index(ps, ps->s, n) : fail(ps, "expected a variable name");
    if (v < 0)
        return -1;
    ps->s += n;
    struct kf_xfer_copy c = {v, KF_XFER_H2D};
    if (accept_word(ps, "d2h"))
        c.dir = KF_XFER_D2H;
    else if (!accept_word(ps, "h2d"))
        return fail(ps, "expected h2d or d2h");
    if (!accept_char(ps, ';'))
        return fail(ps, "expected ';'");
    /* the arrays are remade as the sequence grows: keep copies in a side
     * list by position until the sequence is complete */
    struct kf_xfer_copy *grown = realloc(ps->pending, (size_t)(ps->npending + 1) * sizeof *grown);
    int *pos = realloc(ps->pending_pos, (size_t)(ps->npending + 1) * sizeof *pos);
    if (grown)
        ps->pending = grown;
    if (pos)
        ps->pending_pos = pos;
    if (!grown || !pos)
        return fail(ps, "out of memory");
    ps->pending[ps->npending] = c;
    ps->pending_pos[ps->npending++] = s->n;
    return 0;
}

static struct kf_xfer_seq *parse_seq(struct parser *ps)
{
    struct kf_xfer_seq *s = calloc(1, sizeof *s);
    if (!s) {
        fail(ps, "out of memory");
        return NULL;
    }
    int cap = 0;
    int first_pending = ps->npending;
    for (;;) {
        skip_ws(ps);
        if (*ps->s == '\0' || *ps->s == '}') {
            if (reset_copies_shallow(s) < 0) {
                fail(ps, "out of memory");
                free_seq(s);
                return NULL;
            }
            for (int k = first_pending; k < ps->npending; k++)
                if (add_copy(s, ps->pending_pos[k], ps->pending[k]) < 0) {
                    fail(ps, "out of memory");
                    free_seq(s);
                    return NULL;
                }
            ps->npending = first_pending;
            return s;
        }
        if (accept_word(ps, "copy")) {
            if (parse_copy(ps, s) < 0) {
                free_seq(s);
                return NULL;
            }
            continue;
        }
        if (s->n == cap) {
            cap = cap ? 2 * cap : 4;
            struct kf_xfer_node *items = realloc(s->items, (size_t)cap * sizeof *items);
            if (!items) {
                fail(ps, "out of memory");
                free_seq(s);
                return NULL;
            }
            s->items = items;
        }
        s->n++;
        if (parse_item(ps, &s->items[s->n - 1]) < 0) {
            free_seq(s);
            return NULL;
        }
    }
}

/* Owner and parent links, set once the item arrays no longer move. */
static void link_seq(struct kf_xfer_seq *s)
{
    for (int i = 0; i < s->n; i++) {
        struct kf_xfer_seq *kids[2] = {s->items[i].body, s->items[i].orelse};
        for (int k = 0; k < 2; k++)
            if (kids[k]) {
                kids[k]->owner = &s->items[i];
                kids[k]->parent = s;
                kids[k]->parent_index = i;
                link_seq(kids[k]);
            }
    }
}

struct kf_xfer_prog *kf_xfer_parse(const char *text, char **err)
{
    struct parser ps = {text, calloc(1, sizeof(struct kf_xfer_prog)), NULL, 0, NULL, NULL, 0};
    if (err)
        *err = NULL;
    if (!ps.p) {
        if (err)
            *err = strdup("out of memory");
        return NULL;
    }
    if (accept_word(&ps, "out")) {
        if (!accept_char(&ps, '(') || parse_names(&ps, &ps.p->live_out) < 0)
            fail(&ps, "expected out(NAMES)");
    }
    if (!ps.err)
        ps.p->root = parse_seq(&ps);
    skip_ws(&ps);
    if (!ps.err && *ps.s != '\0')
        fail(&ps, "unbalanced '}'");
    free(ps.pending);
    free(ps.pending_pos);
    if (ps.err) {
        kf_xfer_free(ps.p);
        if (err)
            *err = ps.err;
        else
            free(ps.err);
        return NULL;
    }
    link_seq(ps.p->root);
    return ps.p;
}

/* ---- placement -------------------------------------------------------- */

static enum kf_xfer_side dst_side(enum kf_xfer_dir d)
{
    return d == KF_XFER_H2D ? KF_XFER_DEV : KF_XFER_HOST;
}

static int seq_touches(const struct kf_xfer_prog *p, const struct kf_xfer_seq *s, int v,
                       enum kf_xfer_side side, int writes_only);

/* Does `nd` read or write (or only write) variable v on `side`?  A return
 * reads every out variable on the host: the caller sees them. */
static int node_touches(const struct kf_xfer_prog *p, const struct kf_xfer_node *nd, int v,
                        enum kf_xfer_side side, int writes_only)
{
    uint64_t use = writes_only ? nd->writes : nd->reads | nd->writes;
    switch (nd->kind) {
    case KF_XFER_STMT:
        return nd->side == side && (use & BIT(v));
    case KF_XFER_RETURN:
        return !writes_only && side == KF_XFER_HOST && (p->live_out & BIT(v));
    case KF_XFER_BREAK:
    case KF_XFER_CONTINUE:
        return 0; /* (sink: where a copy past one may rest) */
    case KF_XFER_LOOP:
    case KF_XFER_IF:
        return (side == KF_XFER_HOST && (use & BIT(v))) ||
               (nd->body && seq_touches(p, nd->body, v, side, writes_only)) ||
               (nd->orelse && seq_touches(p, nd->orelse, v, side, writes_only));
    }
    return 0;
}

static int seq_touches(const struct kf_xfer_prog *p, const struct kf_xfer_seq *s, int v,
                       enum kf_xfer_side side, int writes_only)
{
    for (int i = 0; i < s->n; i++)
        if (node_touches(p, &s->items[i], v, side, writes_only))
            return 1;
    return 0;
}

/* Step 2 of the scheme: where a copy placed at (s, pos) comes to rest.
 * Returns 0 and sets *s, *pos; or -1 when the copy is not needed at all. */
/* Does nd hold a break or continue of the loop around it (not one of a
 * loop inside it)? */
static int jumps(const struct kf_xfer_node *nd)
{
    if (nd->kind == KF_XFER_BREAK || nd->kind == KF_XFER_CONTINUE)
        return 1;
    if (nd->kind != KF_XFER_IF)
        return 0;
    for (int b = 0; b < 2; b++) {
        const struct kf_xfer_seq *s = b ? nd->orelse : nd->body;
        for (int i = 0; s && i < s->n; i++)
            if (jumps(&s->items[i]))
                return 1;
    }
    return 0;
}

static int sink(const struct kf_xfer_prog *p, struct kf_xfer_copy c, struct kf_xfer_seq **sp,
                int *pos)
{
    struct kf_xfer_seq *s = *sp;
    int i = *pos;
    enum kf_xfer_side dst = dst_side(c.dir);
    /* the first item passed that holds a jump of the innermost loop the
     * copy is in (xfer.h: where a copy past one may rest) */
    struct kf_xfer_seq *js = NULL;
    int jpos = 0;
    for (;;) {
        if (i < s->n) {
            const struct kf_xfer_node *nd = &s->items[i];
            if (node_touches(p, nd, c.var, dst, 0))
                break;
            if (nd->kind == KF_XFER_RETURN) {
                if (js)
                    break; /* a jump passed leaves the loop: its path may need it */
                return -1; /* nothing after a return needs it */
            }
            if (!js && jumps(nd))
                js = s, jpos = i;
            i++;
            continue;
        }
        const struct kf_xfer_node *owner = s->owner;
        if (!owner) {
            if ((c.dir == KF_XFER_D2H && (p->live_out & BIT(c.var))) || js)
                break; /* the region's end: bring it home */
            return -1;
        }
        if (owner->kind == KF_XFER_LOOP) {
            /* the next iteration reaches every use in the loop */
            if (node_touches(p, owner, c.var, dst, 0))
                break;
            js = NULL; /* out of the loop, where its jumps land too */
        } else {
            const struct kf_xfer_seq *other = s == owner->body ? owner->orelse : owner->body;
            if (other && seq_touches(p, other, c.var, dst, 1))
                break;
        }
        i = s->parent_index + 1;
        s = s->parent;
    }
    if (js) { /* resting or dropped inside the loop: a jump's path would skip it */
        s = js;
        i = jpos;
    }
    *sp = s;
    *pos = i;
    return 0;
}

static int add_copy(struct kf_xfer_seq *s, int pos, struct kf_xfer_copy c)
{
    for (int k = 0; k < s->ncopies[pos]; k++)
        if (s->copies[pos][k].var == c.var && s->copies[pos][k].dir == c.dir)
            return 0; /* step 3: copies that meet are one */
    struct kf_xfer_copy *grown =
        realloc(s->copies[pos], (size_t)(s->ncopies[pos] + 1) * sizeof *grown);
    if (!grown)
        return -1;
    grown[s->ncopies[pos]++] = c;
    s->copies[pos] = grown;
    return 0;
}

static int place_from(struct kf_xfer_prog *p, struct kf_xfer_seq *s, int pos,
                      struct kf_xfer_copy c)
{
    if (sink(p, c, &s, &pos) < 0)
        return 0;
    return add_copy(s, pos, c);
}

/* Empty copy lists for the positions of s (not of its children). */
static int reset_copies_shallow(struct kf_xfer_seq *s)
{
    if (s->copies)
        for (int i = 0; i <= s->n; i++)
            free(s->copies[i]);
    free(s->copies);
    free(s->ncopies);
    s->copies = calloc((size_t)s->n + 1, sizeof *s->copies);
    s->ncopies = calloc((size_t)s->n + 1, sizeof *s->ncopies);
    return s->copies && s->ncopies ? 0 : -1;
}

static int reset_copies(struct kf_xfer_seq *s)
{
    if (reset_copies_shallow(s) < 0)
        return -1;
    for (int i = 0; i < s->n; i++) {
        if (s->items[i].body && reset_copies(s->items[i].body) < 0)
            return -1;
        if (s->items[i].orelse && reset_copies(s->items[i].orelse) < 0)
            return -1;
    }
    return 0;
}

/* Step 1: a copy after each change that the other side may see.  A loop's
 * header changes the host's data where it is evaluated: before each trip
 * and after the last. */
static int place_after_writes(struct kf_xfer_prog *p, struct kf_xfer_seq *s)
{
    for (int i = 0; i < s->n; i++) {
        struct kf_xfer_node *nd = &s->items[i];
        if (nd->kind == KF_XFER_STMT || nd->kind == KF_XFER_LOOP) {
            enum kf_xfer_side side = nd->kind == KF_XFER_STMT ? nd->side : KF_XFER_HOST;
            enum kf_xfer_side other = side == KF_XFER_HOST ? KF_XFER_DEV : KF_XFER_HOST;
            for (int v = 0; v < p->nvars; v++) {
                if (!(nd->writes & BIT(v)))
                    continue;
                int seen = seq_touches(p, p->root, v, other, 0) ||
                           (other == KF_XFER_HOST && (p->live_out & BIT(v)));
                struct kf_xfer_copy c = {v, side == KF_XFER_HOST ? KF_XFER_H2D : KF_XFER_D2H};
                if (!seen)
                    continue;
                /* after a statement; at the start of a loop's body and
                 * past the loop */
                if ((nd->kind == KF_XFER_LOOP && place_from(p, nd->body, 0, c) < 0) ||
                    place_from(p, s, i + 1, c) < 0)
                    return -1;
            }
        }
        if (nd->body && place_after_writes(p, nd->body) < 0)
            return -1;
        if (nd->orelse && place_after_writes(p, nd->orelse) < 0)
            return -1;
    }
    return 0;
}

int kf_xfer_place(struct kf_xfer_prog *p)
{
    if (!p || reset_copies(p->root) < 0)
        return -1;
    /* the host's values at the region's entry, for every variable the device touches */
    for (int v = 0; v < p->nvars; v++) {
        struct kf_xfer_copy c = {v, KF_XFER_H2D};
        if (seq_touches(p, p->root, v, KF_XFER_DEV, 0) && place_from(p, p->root, 0, c) < 0)
            return -1;
    }
    return place_after_writes(p, p->root);
}

static int count_seq(const struct kf_xfer_seq *s)
{
    int n = 0;
    for (int i = 0; s->ncopies && i <= s->n; i++)
        n += s->ncopies[i];
    for (int i = 0; i < s->n; i++) {
        if (s->items[i].body)
            n += count_seq(s->items[i].body);
        if (s->items[i].orelse)
            n += count_seq(s->items[i].orelse);
    }
    return n;
}

int kf_xfer_count(const struct kf_xfer_prog *p)
{
    return p && p->root ? count_seq(p->root) : 0;
}

/* ---- verification ----------------------------------------------------- */

/* A state: which variables hold current values on the host and on the
 * device.  A set of states describes every path reaching a point. */
struct state {
    uint64_t host, dev;
};

struct states {
    int n, cap;
    struct state *v;
};

struct verifier {
    const struct kf_xfer_prog *p;
    char *err;
    struct states *brk, *cont; /* the innermost loop's: the states its jumps take */
};

static int states_add(struct states *ss, struct state st)
{
    for (int i = 0; i < ss->n; i++)
        if (ss->v[i].host == st.host && ss->v[i].dev == st.dev)
            return 0;
    if (ss->n == ss->cap) {
        int cap = ss->cap ? 2 * ss->cap : 8;
        struct state *v = realloc(ss->v, (size_t)cap * sizeof *v);
        if (!v)
            return -1;
        ss->v = v;
        ss->cap = cap;
    }
    ss->v[ss->n++] = st;
    return 1;
}

static int states_union(struct states *into, const struct states *from)
{
    int grew = 0;
    for (int i = 0; i < from->n; i++) {
        int r = states_add(into, from->v[i]);
        if (r < 0)
            return -1;
        grew |= r;
    }
    return grew;
}

static int vfail(struct verifier *vf, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int vfail(struct verifier *vf, const char *fmt, ...)
{
    if (!vf->err) {
        va_list ap;
        va_start(ap, fmt);
        if (vasprintf(&vf->err, fmt, ap) < 0)
            vf->err = NULL;
        va_end(ap);
    }
    return -1;
}

static const char *side_name(enum kf_xfer_side s) { return s == KF_XFER_HOST ? "host" : "device"; }

static int check_reads(struct verifier *vf, const struct states *ss, uint64_t reads,
                       enum kf_xfer_side side, int line, const char *what)
{
    for (int i = 0; i < ss->n; i++) {
        uint64_t valid = side == KF_XFER_HOST ? ss->v[i].host : ss->v[i].dev;
        uint64_t stale = reads & ~valid;
        if (stale) {
            int v = __builtin_ctzll(stale);
            return vfail(vf, "item %d: %s %s is stale on the %s", line, what, vf->p->names[v],
                         side_name(side));
        }
    }
    return 0;
}

static int run_seq(struct verifier *vf, const struct kf_xfer_seq *s, struct states *ss);

static int run_copies(struct verifier *vf, const struct kf_xfer_seq *s, int pos, struct states *ss)
{
    for (int k = 0; s->ncopies && k < s->ncopies[pos]; k++) {
        struct kf_xfer_copy c = s->copies[pos][k];
        uint64_t b = BIT(c.var);
        for (int i = 0; i < ss->n; i++) {
            struct state *st = &ss->v[i];
            uint64_t *from = c.dir == KF_XFER_H2D ? &st->host : &st->dev;
            uint64_t *to = c.dir == KF_XFER_H2D ? &st->dev : &st->host;
            if (!(*from & b)) {
                int line = pos < s->n ? s->items[pos].line : -1;
                return vfail(vf, "copy %s %s before item %d copies stale data over newer",
                             vf->p->names[c.var], c.dir == KF_XFER_H2D ? "h2d" : "d2h", line);
            }
            *to |= b;
        }
        /* states may now coincide; they stay correct if duplicated */
    }
    return 0;
}

/* `side` writes `w` on every path: its copies become the valid ones.
 * (States that now coincide stay correct when duplicated.) */
static void side_writes(struct states *ss, enum kf_xfer_side side, uint64_t w)
{
    for (int i = 0; i < ss->n; i++) {
        struct state *st = &ss->v[i];
        uint64_t *mine = side == KF_XFER_HOST ? &st->host : &st->dev;
        uint64_t *theirs = side == KF_XFER_HOST ? &st->dev : &st->host;
        *mine |= w;
        *theirs &= ~w;
    }
}

static int run_node(struct verifier *vf, const struct kf_xfer_node *nd, struct states *ss)
{
    switch (nd->kind) {
    case KF_XFER_STMT:
        if (check_reads(vf, ss, nd->reads, nd->side, nd->line, "reads") < 0)
            return -1;
        side_writes(ss, nd->side, nd->writes);
        return 0;
    case KF_XFER_RETURN:
        if (check_reads(vf, ss, vf->p->live_out, KF_XFER_HOST, nd->line, "returns") < 0)
            return -1;
        ss->n = 0; /* no path goes on */
        return 0;
    case KF_XFER_BREAK:
    case KF_XFER_CONTINUE: {
        struct states *to = nd->kind == KF_XFER_BREAK ? vf->brk : vf->cont;
        if (!to)
            return vfail(vf, "item %d: a %s outside a loop", nd->line,
                         nd->kind == KF_XFER_BREAK ? "break" : "continue");
        if (states_union(to, ss) < 0)
            return -1;
        ss->n = 0; /* the path goes on where the jump lands */
        return 0;
    }
    case KF_XFER_IF: {
        if (check_reads(vf, ss, nd->reads, KF_XFER_HOST, nd->line, "if reads") < 0)
            return -1;
        struct states other = {0, 0, NULL};
        if (states_union(&other, ss) < 0 || run_seq(vf, nd->body, ss) < 0 ||
            (nd->orelse && run_seq(vf, nd->orelse, &other) < 0) || states_union(ss, &other) < 0) {
            free(other.v);
            return -1;
        }
        free(other.v);
        return 0;
    }
    case KF_XFER_LOOP: {
        /* the states at the loop's head: a fixpoint over any number of
         * trips; a continue's go back to the head, a break's out */
        struct states head = {0, 0, NULL}, trip = {0, 0, NULL}, brk = {0, 0, NULL},
                      cont = {0, 0, NULL};
        struct states *outer_brk = vf->brk, *outer_cont = vf->cont;
        vf->brk = &brk;
        vf->cont = &cont;
        int r = states_union(&head, ss);
        for (int grew = 1; r >= 0 && grew;) {
            if (check_reads(vf, &head, nd->reads, KF_XFER_HOST, nd->line, "loop reads") < 0)
                r = -1;
            /* the header's writes apply to a copy: head keeps the states
             * before it, so that the fixpoint is reached */
            trip.n = 0;
            if (r >= 0 && states_union(&trip, &head) < 0)
                r = -1;
            side_writes(&trip, KF_XFER_HOST, nd->writes);
            if (r >= 0 && run_seq(vf, nd->body, &trip) < 0)
                r = -1;
            if (r >= 0 && states_union(&trip, &cont) < 0)
                r = -1;
            if (r >= 0)
                r = grew = states_union(&head, &trip);
        }
        vf->brk = outer_brk;
        vf->cont = outer_cont;
        /* out of the loop after the header's last run, or by a break */
        ss->n = 0;
        if (r >= 0 && states_union(ss, &head) < 0)
            r = -1;
        side_writes(ss, KF_XFER_HOST, nd->writes);
        if (r >= 0 && states_union(ss, &brk) < 0)
            r = -1;
        free(head.v);
        free(trip.v);
        free(brk.v);
        free(cont.v);
        return r < 0 ? -1 : 0;
    }
    }
    return 0;
}

static int run_seq(struct verifier *vf, const struct kf_xfer_seq *s, struct states *ss)
{
    for (int i = 0; i < s->n; i++)
        if (run_copies(vf, s, i, ss) < 0 || run_node(vf, &s->items[i], ss) < 0)
            return -1;
    return run_copies(vf, s, s->n, ss);
}

int kf_xfer_verify(const struct kf_xfer_prog *p, char **err)
{
    struct verifier vf = {p, NULL, NULL, NULL};
    struct states ss = {0, 0, NULL};
    struct state entry = {~(uint64_t)0, 0}; /* the host holds everything */
    int r = states_add(&ss, entry) < 0 ? -1 : run_seq(&vf, p->root, &ss);
    if (r == 0 && check_reads(&vf, &ss, p->live_out, KF_XFER_HOST, -1, "the region's end needs") < 0)
        r = -1;
    if (r < 0 && !vf.err)
        vf.err = strdup("out of memory");
    free(ss.v);
    if (err)
        *err = vf.err;
    else
        free(vf.err);
    return r;
}

/* ---- printing --------------------------------------------------------- */

static void print_names(FILE *f, const struct kf_xfer_prog *p, const char *tag, uint64_t set)
{
    if (!set)
        return;
    fprintf(f, " %s(", tag);
    const char *sep = "";
    for (int v = 0; v < p->nvars; v++)
        if (set & BIT(v)) {
            fprintf(f, "%s%s", sep, p->names[v]);
            sep = ",";
        }
    fputc(')', f);
}

static void print_seq(FILE *f, const struct kf_xfer_prog *p, const struct kf_xfer_seq *s, int depth);

static void print_copies(FILE *f, const struct kf_xfer_prog *p, const struct kf_xfer_seq *s,
                         int pos, int depth)
{
    for (int k = 0; s->ncopies && k < s->ncopies[pos]; k++)
        fprintf(f, "%*scopy %s %s;\n", 4 * depth, "", p->names[s->copies[pos][k].var],
                s->copies[pos][k].dir == KF_XFER_H2D ? "h2d" : "d2h");
}

static void print_seq(FILE *f, const struct kf_xfer_prog *p, const struct kf_xfer_seq *s, int depth)
{
    for (int i = 0; i < s->n; i++) {
        const struct kf_xfer_node *nd = &s->items[i];
        print_copies(f, p, s, i, depth);
        fprintf(f, "%*s", 4 * depth, "");
        switch (nd->kind) {
        case KF_XFER_STMT:
            fputs(nd->side == KF_XFER_HOST ? "host" : "dev", f);
            print_names(f, p, "r", nd->reads);
            print_names(f, p, "w", nd->writes);
            fputs(";\n", f);
            break;
        case KF_XFER_RETURN:
            fputs("return;\n", f);
            break;
        case KF_XFER_BREAK:
            fputs("break;\n", f);
            break;
        case KF_XFER_CONTINUE:
            fputs("continue;\n", f);
            break;
        case KF_XFER_LOOP:
        case KF_XFER_IF:
            fputs(nd->kind == KF_XFER_LOOP ? "loop" : "if", f);
            print_names(f, p, "r", nd->reads);
            print_names(f, p, "w", nd->writes);
            fputs(" {\n", f);
            print_seq(f, p, nd->body, depth + 1);
            fprintf(f, "%*s}", 4 * depth, "");
            if (nd->orelse) {
                fputs(" else {\n", f);
                print_seq(f, p, nd->orelse, depth + 1);
                fprintf(f, "%*s}", 4 * depth, "");
            }
            fputc('\n', f);
            break;
        }
    }
    print_copies(f, p, s, s->n, depth);
}

char *kf_xfer_print(const struct kf_xfer_prog *p)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f)
        return NULL;
    if (p->live_out) {
        print_names(f, p, "out", p->live_out);
        fputc('\n', f);
    }
    print_seq(f, p, p->root, 0);
    if (fclose(f) != 0) {
        free(buf);
        return NULL;
    }
    /* print_names leads with a space; the out line should not */
    if (p->live_out && buf[0] == ' ')
        memmove(buf, buf + 1, len);
    return buf;
}
