/*
 * tile_header.c: the parts of a loop header, `decl = lb; var op ub; inc`
 * (tile.h, kf_tile_parse_header), for tiling, register blocking and the
 * transforms of `kforge transform` that rewrite a loop's bounds.  Apart
 * from tile.c so that each file stays within STYLE.md's size.
 */
#include <ctype.h>
#include <stdbool.h>
#include <string.h>

#include "passes/tile.h"

static size_t skip_ws(const char *t, size_t i, size_t e)
{
    while (i < e && isspace((unsigned char)t[i]))
        i++;
    return i;
}

static size_t trim_end(const char *t, size_t b, size_t e)
{
    while (e > b && (isspace((unsigned char)t[e - 1]) || t[e - 1] == ';'))
        e--;
    return e;
}

static bool ident_char(char c)
{
    return isalnum((unsigned char)c) || c == '_';
}

/* The end of a part of a header: clang gives the expansion location of
 * the last token, so a part that ends in a macro (`i < _PB_NI`) ends where
 * the macro's name starts; the name is taken in.  (size_t)-1 when a
 * function-like macro ends it. */
static size_t part_end(const char *t, size_t len, size_t b, size_t e)
{
    if (e >= len || e <= b || !ident_char(t[e]) || ident_char(t[e - 1]))
        return e;
    while (e < len && ident_char(t[e]))
        e++;
    size_t p = skip_ws(t, e, len);
    return p < len && t[p] == '(' ? (size_t)-1 : e;
}

/* `i = lb` or `T i = lb`; `i < ub` or `i <= ub`, i being the iterator. */
bool kf_tile_parse_header(const char *t, size_t len, const struct kf_node *L, const char *name,
                         struct kf_tile_header *h)
{
    size_t ib = L->init.begin.offset;
    size_t ie = part_end(t, len, ib, L->init.end.offset);
    size_t ce = part_end(t, len, L->cond.begin.offset, L->cond.end.offset);
    if (ie == (size_t)-1 || ce == (size_t)-1)
        return false;
    ie = trim_end(t, ib, ie);
    size_t cb = skip_ws(t, L->cond.begin.offset, ce);
    size_t nl = strlen(name);
    if (ie > len || ce > len || L->inc.end.offset > len || ib >= ie || cb >= ce)
        return false;
    const char *eq = memchr(t + ib, '=', ie - ib);
    if (!eq || (size_t)(eq - t) + 1 >= ie || eq[1] == '=')
        return false;
    h->decl_b = ib;
    h->decl_e = trim_end(t, ib, (size_t)(eq - t));
    h->lb_b = skip_ws(t, (size_t)(eq - t) + 1, ie);
    h->lb_e = ie;
    if (h->decl_e < ib + nl || strncmp(t + h->decl_e - nl, name, nl) != 0 ||
        (h->decl_e > ib + nl && ident_char(t[h->decl_e - nl - 1])))
        return false;
    if (ce - cb <= nl || strncmp(t + cb, name, nl) != 0 || ident_char(t[cb + nl]))
        return false;
    size_t o = skip_ws(t, cb + nl, ce);
    if (o >= ce || t[o] != '<' || (o + 1 < ce && t[o + 1] == '<'))
        return false;
    h->le = o + 1 < ce && t[o + 1] == '=';
    h->ub_b = skip_ws(t, o + (h->le ? 2 : 1), ce);
    h->ub_e = trim_end(t, h->ub_b, ce);
    h->inc_b = L->inc.begin.offset;
    h->inc_e = L->inc.end.offset;
    /* each bound is copied into other expressions: one plain expression
     * (not `n && f`, not a second declarator `0, x = 3`) */
    for (size_t i = h->lb_b; i < h->ub_e; i++)
        if ((i < h->lb_e || i >= h->ub_b) && strchr("&|?:,;=<>", t[i]))
            return false;
    return h->lb_b < h->lb_e && h->ub_b < h->ub_e && h->inc_b < h->inc_e;
}
