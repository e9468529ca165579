/*
 * poly.c: integer polynomials of degree <= 3 over fragment variables
 * (struct kf_poly in include/kforge/ir.h), and small IR helpers.
 *
 * Terms are kept sorted by their variable lists and merged, so two equal
 * polynomials have equal term arrays (kf_poly_equal is a plain compare).
 */
#include <stdio.h>
#include <string.h>

#include "ir/poly.h"
#include "kforge/ir.h"

static int term_cmp(const struct kf_term *a, const struct kf_term *b)
{
    if (a->nvar != b->nvar)
        return a->nvar - b->nvar;
    for (int i = 0; i < a->nvar; i++)
        if (a->vars[i] != b->vars[i])
            return a->vars[i] - b->vars[i];
    return 0;
}

/* Adds coef * t (its vars) into p, in place; p has room for one more term.
 * False on overflow: the sum is not representable. */
static bool add_term(struct kf_poly *p, long coef, const struct kf_term *t)
{
    if (coef == 0)
        return true;
    int i = 0;
    while (i < p->nterm && term_cmp(&p->term[i], t) < 0)
        i++;
    if (i < p->nterm && term_cmp(&p->term[i], t) == 0) {
        if (__builtin_add_overflow(p->term[i].coef, coef, &p->term[i].coef))
            return false;
        if (p->term[i].coef == 0) {
            memmove(&p->term[i], &p->term[i + 1], (size_t)(p->nterm - i - 1) * sizeof *p->term);
            p->nterm--;
        }
        return true;
    }
    memmove(&p->term[i + 1], &p->term[i], (size_t)(p->nterm - i) * sizeof *p->term);
    p->term[i] = *t;
    p->term[i].coef = coef;
    p->nterm++;
    return true;
}

static struct kf_poly *alloc_poly(kf_arena *a, int cap)
{
    struct kf_poly *p = kf_arena_alloc(a, sizeof *p);
    p->term = kf_arena_alloc(a, (size_t)(cap + 1) * sizeof *p->term);
    return p;
}

struct kf_poly *kf_poly_const(kf_arena *a, long c)
{
    struct kf_poly *p = alloc_poly(a, 1);
    struct kf_term t = {0};
    add_term(p, c, &t); /* cannot overflow: p is empty */
    return p;
}

struct kf_poly *kf_poly_var(kf_arena *a, int var)
{
    struct kf_poly *p = alloc_poly(a, 1);
    struct kf_term t = {.nvar = 1, .vars = {var}};
    add_term(p, 1, &t); /* cannot overflow: p is empty */
    return p;
}

struct kf_poly *kf_poly_lin(kf_arena *a, const struct kf_poly *x, long cx, const struct kf_poly *y,
                            long cy)
{
    if (!x || (!y && cy))
        return NULL;
    struct kf_poly *p = alloc_poly(a, x->nterm + (y ? y->nterm : 0));
    long c;
    for (int i = 0; i < x->nterm; i++)
        if (__builtin_mul_overflow(cx, x->term[i].coef, &c) || !add_term(p, c, &x->term[i]))
            return NULL;
    for (int i = 0; y && i < y->nterm; i++)
        if (__builtin_mul_overflow(cy, y->term[i].coef, &c) || !add_term(p, c, &y->term[i]))
            return NULL;
    return p;
}

struct kf_poly *kf_poly_mul(kf_arena *a, const struct kf_poly *x, const struct kf_poly *y)
{
    if (!x || !y)
        return NULL;
    struct kf_poly *p = alloc_poly(a, x->nterm * y->nterm);
    for (int i = 0; i < x->nterm; i++)
        for (int j = 0; j < y->nterm; j++) {
            const struct kf_term *s = &x->term[i], *t = &y->term[j];
            if (s->nvar + t->nvar > 3)
                return NULL;
            struct kf_term u = {0};
            /* merge the two sorted variable lists */
            int a1 = 0, b1 = 0;
            while (a1 < s->nvar || b1 < t->nvar)
                u.vars[u.nvar++] = (b1 >= t->nvar || (a1 < s->nvar && s->vars[a1] <= t->vars[b1]))
                                       ? s->vars[a1++]
                                       : t->vars[b1++];
            long c;
            if (__builtin_mul_overflow(s->coef, t->coef, &c) || !add_term(p, c, &u))
                return NULL;
        }
    return p;
}

struct kf_poly *kf_poly_subst(kf_arena *a, const struct kf_poly *p, int var,
                              const struct kf_poly *q)
{
    if (!p || !q)
        return NULL;
    struct kf_poly *sum = kf_poly_const(a, 0);
    for (int i = 0; sum && i < p->nterm; i++) {
        const struct kf_term *t = &p->term[i];
        struct kf_poly *prod = kf_poly_const(a, t->coef);
        for (int k = 0; prod && k < t->nvar; k++)
            prod = kf_poly_mul(a, prod, t->vars[k] == var ? q : kf_poly_var(a, t->vars[k]));
        sum = prod ? kf_poly_lin(a, sum, 1, prod, 1) : NULL;
    }
    return sum;
}

bool kf_poly_const_value(const struct kf_poly *p, long *v)
{
    if (!p)
        return false;
    if (p->nterm == 0) {
        *v = 0;
        return true;
    }
    if (p->nterm == 1 && p->term[0].nvar == 0) {
        *v = p->term[0].coef;
        return true;
    }
    return false;
}

bool kf_poly_equal(const struct kf_poly *x, const struct kf_poly *y)
{
    if (!x || !y || x->nterm != y->nterm)
        return false;
    for (int i = 0; i < x->nterm; i++)
        if (x->term[i].coef != y->term[i].coef || term_cmp(&x->term[i], &y->term[i]) != 0)
            return false;
    return true;
}

bool kf_poly_uses(const struct kf_poly *p, int var)
{
    for (int i = 0; p && i < p->nterm; i++)
        for (int k = 0; k < p->term[i].nvar; k++)
            if (p->term[i].vars[k] == var)
                return true;
    return false;
}

int kf_poly_coef_sign(const struct kf_poly *p, int var)
{
    long c = 0;
    for (int t = 0; p && t < p->nterm; t++) {
        int seen = 0;
        for (int k = 0; k < p->term[t].nvar; k++)
            seen += p->term[t].vars[k] == var;
        if (seen && p->term[t].nvar != 1)
            return 2;
        if (seen)
            c += p->term[t].coef;
    }
    return c > 0 ? 1 : c < 0 ? -1 : 0;
}

bool kf_poly_is_affine(const struct kf_poly *p)
{
    if (!p)
        return false;
    for (int i = 0; i < p->nterm; i++)
        if (p->term[i].nvar > 1)
            return false;
    return true;
}

static void cat(char *buf, size_t n, const char *fmt, long v, const char *s)
{
    size_t len = strlen(buf);
    if (len < n)
        snprintf(buf + len, n - len, fmt, v, s);
}

/* appends p to buf; span variables (KF_SPAN_VAR + k) named names[k] */
static void print_poly(const struct kf_fragment *f, const struct kf_poly *p, char *buf, size_t n,
                       char (*names)[64], int nspan)
{
    if (!p) {
        cat(buf, n, "%.0ld%s", 0, "?");
        return;
    }
    if (p->nterm == 0) {
        cat(buf, n, "%ld%s", 0, "");
        return;
    }
    /* variable terms first, the constant last: "n - 1", not "-1 + n" */
    bool has_const = p->term[0].nvar == 0;
    for (int j = 0; j < p->nterm; j++) {
        int i = has_const ? (j + 1) % p->nterm : j;
        const struct kf_term *t = &p->term[i];
        long c = t->coef;
        if (j > 0)
            cat(buf, n, "%.0ld%s", 0, c < 0 ? " - " : " + ");
        else if (c < 0)
            cat(buf, n, "%.0ld%s", 0, "-");
        unsigned long ac = c < 0 ? 0UL - (unsigned long)c : (unsigned long)c;
        if (t->nvar == 0 || ac != 1) {
            char num[32];
            snprintf(num, sizeof num, "%lu%s", ac, t->nvar ? "*" : "");
            cat(buf, n, "%.0ld%s", 0, num);
        }
        for (int k = 0; k < t->nvar; k++) {
            if (k > 0)
                cat(buf, n, "%.0ld%s", 0, "*");
            int v = t->vars[k];
            if (v >= KF_SPAN_VAR && v - KF_SPAN_VAR < nspan) {
                cat(buf, n, "%.0ld%s", 0, names[v - KF_SPAN_VAR]);
            } else if (v >= KF_DIV_VAR && f && v - KF_DIV_VAR < f->ndiv) {
                /* a quotient (kf_div): "(i + j) / 2" as C or "floor((x) / 2)" */
                const struct kf_div *q = &f->divs[v - KF_DIV_VAR];
                char num[256];
                kf_poly_print(f, q->num, num, sizeof num);
                char d[300];
                snprintf(d, sizeof d, q->trunc ? "((%s) / %ld)" : "floor((%s) / %ld)", num, q->den);
                cat(buf, n, "%.0ld%s", 0, d);
            } else {
                cat(buf, n, "%.0ld%s", 0, f && f->vars && v < f->nvar ? f->vars[v].name : "?");
            }
        }
    }
}

void kf_poly_print(const struct kf_fragment *f, const struct kf_poly *p, char *buf, size_t n)
{
    if (n)
        buf[0] = 0;
    print_poly(f, p, buf, n, NULL, 0);
}

/* Is `name` taken, by a variable of f or by one of names[0..k)? */
static bool name_taken(const struct kf_fragment *f, const char *name, char (*names)[64], int k)
{
    for (int v = 0; f && v < f->nvar; v++)
        if (f->vars[v].name && strcmp(f->vars[v].name, name) == 0)
            return true;
    for (int j = 0; j < k; j++)
        if (strcmp(names[j], name) == 0)
            return true;
    return false;
}

void kf_access_print(const struct kf_fragment *f, const struct kf_access *x, char *buf, size_t n)
{
    if (n)
        buf[0] = 0;
    char names[KF_SPAN_MAX][64];
    int ns = x->nspan < KF_SPAN_MAX ? x->nspan : KF_SPAN_MAX;
    for (int k = 0; k < ns; k++) {
        snprintf(names[k], sizeof names[k], "%s", x->span[k].name ? x->span[k].name : "t");
        while (name_taken(f, names[k], names, k) && strlen(names[k]) + 1 < sizeof names[k])
            strcat(names[k], "'");
    }
    cat(buf, n, "%.0ld%s", 0, f && x->var < f->nvar ? f->vars[x->var].name : "?");
    for (int k = 0; k < x->nsub && !x->whole; k++) {
        const struct kf_poly *p = x->sub ? x->sub[k] : NULL;
        if (!p && ns > 0 && x->xsub)
            p = x->xsub[k];
        cat(buf, n, "%.0ld%s", 0, "[");
        print_poly(f, p, buf, n, names, ns);
        cat(buf, n, "%.0ld%s", 0, "]");
    }
    for (int k = 0; k < ns && !x->whole; k++) {
        cat(buf, n, "%.0ld%s", 0, k ? ", " : " (");
        print_poly(f, x->span[k].lo, buf, n, names, ns);
        cat(buf, n, "%.0ld%s", 0, " <= ");
        cat(buf, n, "%.0ld%s", 0, names[k]);
        cat(buf, n, "%.0ld%s", 0, " <= ");
        print_poly(f, x->span[k].hi, buf, n, names, ns);
        cat(buf, n, "%.0ld%s", 0, k + 1 == ns ? ")" : "");
    }
}

const char *kf_reduction_op_name(enum kf_reduction_op op)
{
    switch (op) {
    case KF_RED_ADD: return "+";
    case KF_RED_MUL: return "*";
    case KF_RED_MIN: return "min";
    case KF_RED_MAX: return "max";
    default: return "";
    }
}

bool kf_var_private_to(const struct kf_var *v, const struct kf_node *l)
{
    for (const struct kf_node *s = v->scope_loop; s; s = s->parent)
        if (s == l)
            return true;
    return false;
}
