/*
 * parse.c: Quasar expressions and types, by recursive descent (see qp.h).
 *
 * Precedence, loosest first: lambda, `?:`, `||`, `&&`, comparisons, the
 * range `..`, `+ -`, `* / .* ./`, unary `- !`, `^ .^`, postfix calls,
 * indexing and transpose.
 */
#include <stdlib.h>
#include <string.h>

#include "qp.h"

enum { MAX_NEST = 200 };

kf_q_node *qp_node(qp *p, enum kf_q_kind kind)
{
    kf_q_node *n = kf_arena_alloc(p->a, sizeof *n);
    n->kind = kind;
    n->file = p->file;
    n->line = p->tok.line;
    n->col = p->tok.col;
    n->end_col = p->tok.end_col;
    return n;
}

void qp_push(qp *p, kf_q_node ***list, int *n, kf_q_node *x)
{
    *list = kf_arena_grow(p->a, *list, (size_t)*n, sizeof **list);
    (*list)[(*n)++] = x;
}

static void open_close(qp *p, int kind)
{
    if (kind == '(' || kind == '[' || kind == '{')
        p->depth++;
    else if ((kind == ')' || kind == ']' || kind == '}') && p->depth > 0)
        p->depth--;
}

int qp_accept(qp *p, int kind)
{
    if (p->tok.kind != kind || p->failed)
        return 0;
    open_close(p, kind);
    qp_next(p);
    return 1;
}

int qp_expect(qp *p, int kind, const char *what)
{
    if (qp_accept(p, kind))
        return 1;
    if (p->tok.kind == KF_QT_NL || p->tok.kind == KF_QT_EOF)
        qp_error(p, p->tok.line, p->tok.col, 0, "expected %s before %s", what,
                 kf_q_tok_name(p->tok.kind));
    else
        qp_error(p, p->tok.line, p->tok.col, p->tok.end_col, "expected %s before '%s'", what,
                 p->tok.text);
    return 0;
}

int qp_is_kw(qp *p, const char *kw)
{
    return p->tok.kind == KF_QT_ID && strcmp(p->tok.text, kw) == 0;
}

static kf_q_node *bin(qp *p, int op, kf_q_node *l, kf_q_node *r)
{
    kf_q_node *n = qp_node(p, KF_Q_BIN);
    n->op = op;
    n->a = l;
    n->b = r;
    n->line = l->line;
    n->col = l->col;
    n->end_col = r->line == l->line ? r->end_col : l->end_col;
    return n;
}

/* type: NAME ('[' NAME ']')? ('{' NUM '}')? ("'" NAME)*      (a: the element type NAME, num: NUM)
 *     | '[' ... ']'                      (a function type, kept as text) */
kf_q_node *qp_type(qp *p)
{
    kf_q_node *t = qp_node(p, KF_Q_TYPE);
    if (p->tok.kind == '[') {
        t->str = "function";
        int depth = 0;
        do {
            if (p->tok.kind == '[')
                depth++;
            else if (p->tok.kind == ']')
                depth--;
            if (p->tok.kind == KF_QT_EOF) {
                qp_expect(p, ']', "']' closing the function type");
                return NULL;
            }
            open_close(p, p->tok.kind);
            qp_next(p);
        } while (depth > 0 && !p->failed);
        return p->failed ? NULL : t;
    }
    if (p->tok.kind != KF_QT_ID) {
        qp_expect(p, KF_QT_ID, "a type");
        return NULL;
    }
    t->str = p->tok.text;
    p->type_ctx = 1;
    qp_next(p);
    if (p->tok.kind == '[' || p->tok.kind == '{') { /* vec[int], cube{4}, vec[mat] (a cell) */
        int close = p->tok.kind == '[' ? ']' : '}';
        qp_accept(p, p->tok.kind);
        if (close == ']' && p->tok.kind == KF_QT_ID) { /* the element type: a */
            t->a = qp_node(p, KF_Q_TYPE);
            t->a->str = p->tok.text;
        }
        if (close == '}' && p->tok.kind == KF_QT_NUM && p->tok.is_int == 1) /* cube{4}: its dimensions */
            t->num = p->tok.num;
        while (p->tok.kind != close && p->tok.kind != KF_QT_EOF && !p->failed)
            qp_next(p);
        qp_expect(p, close, close == ']' ? "']'" : "'}'");
    }
    while (p->tok.kind == '\'' && !p->failed) {
        qp_next(p);
        if (p->tok.kind != KF_QT_ID) {
            p->type_ctx = 0;
            qp_expect(p, KF_QT_ID, "an accessor name after '");
            return NULL;
        }
        const char **m = kf_arena_grow(p->a, t->mods, (size_t)t->nmods, sizeof *m);
        m[t->nmods++] = p->tok.text;
        t->mods = m;
        qp_next(p);
    }
    p->type_ctx = 0;
    return p->failed ? NULL : t;
}

/* args: expr (',' expr)*  up to `close`; ':' alone is KF_Q_COLON */
static void args(qp *p, kf_q_node *n, int close)
{
    if (qp_accept(p, close))
        return;
    do {
        kf_q_node *e;
        if (p->tok.kind == ':') {
            e = qp_node(p, KF_Q_COLON);
            qp_next(p);
        } else
            e = qp_expr(p);
        if (!e)
            return;
        qp_push(p, &n->kids, &n->nkids, e);
    } while (qp_accept(p, ','));
    qp_expect(p, close, close == ')' ? "')'" : close == ']' ? "']'" : "'}'");
    n->end_col = p->tok.col;
}

/* Is the '(' at the cursor the start of a lambda's parameter list, i.e.
 * is its matching ')' followed by '->'?  Scans the text, not tokens. */
static int lambda_ahead(qp *p)
{
    const char *s = p->pos;
    int depth = 1;
    for (; *s && depth > 0; s++) {
        if (*s == '(')
            depth++;
        else if (*s == ')')
            depth--;
        else if (*s == '"' || *s == '%')
            return 0;
    }
    if (depth)
        return 0;
    while (*s == ' ' || *s == '\t')
        s++;
    return s[0] == '-' && s[1] == '>';
}

/* lambda: ('__kernel__'|'__device__')? '(' params ')' '->' expr */
static kf_q_node *lambda(qp *p, int flags)
{
    kf_q_node *n = qp_node(p, KF_Q_LAMBDA);
    n->flags = flags;
    qp_expect(p, '(', "'('");
    if (!qp_accept(p, ')')) {
        do {
            kf_q_node *prm = qp_node(p, KF_Q_PARAM);
            if (p->tok.kind != KF_QT_ID) {
                qp_expect(p, KF_QT_ID, "a parameter name");
                return NULL;
            }
            prm->str = p->tok.text;
            qp_next(p);
            if (qp_accept(p, ':'))
                prm->type = qp_type(p);
            qp_push(p, &n->params, &n->nparams, prm);
        } while (qp_accept(p, ',') && !p->failed);
        qp_expect(p, ')', "')'");
    }
    qp_expect(p, KF_QT_ARROW, "'->'");
    n->a = qp_expr(p);
    int k = p->tok.kind;
    if (n->a && (k == '=' || k == KF_QT_ADDEQ || k == KF_QT_SUBEQ || k == KF_QT_MULEQ ||
                 k == KF_QT_DIVEQ || k == KF_QT_MINEQ || k == KF_QT_MAXEQ)) {
        /* a kernel lambda's body may be one assignment: y[pos] += x[pos] */
        if (n->a->kind != KF_Q_INDEX && n->a->kind != KF_Q_ID) {
            qp_error(p, n->a->line, n->a->col, 0, "cannot assign to this expression");
            return NULL;
        }
        kf_q_node *as = qp_node(p, KF_Q_ASSIGN);
        as->op = k;
        as->line = n->a->line;
        as->col = n->a->col;
        qp_push(p, &as->kids, &as->nkids, n->a);
        qp_next(p);
        if (!(as->a = qp_expr(p)))
            return NULL;
        n->b = qp_node(p, KF_Q_BLOCK);
        qp_push(p, &n->b->kids, &n->b->nkids, as);
        n->a = NULL;
    }
    return p->failed ? NULL : n;
}

/* primary: NUM | STR | ID | '$'ID '(' args ')' | '(' expr ')' | lambda
 *        | '[' args ']' | '{' args '}' */
static kf_q_node *primary(qp *p)
{
    kf_q_node *n;
    switch (p->tok.kind) {
    case KF_QT_NUM:
        n = qp_node(p, KF_Q_NUM);
        n->num = p->tok.num;
        n->is_int = p->tok.is_int == 1;
        n->op = p->tok.is_int == 2 ? 'i' : 0; /* an imaginary literal: num times i */
        qp_next(p);
        return n;
    case KF_QT_STR:
        n = qp_node(p, KF_Q_STR);
        n->str = p->tok.text;
        qp_next(p);
        return n;
    case KF_QT_ID:
        if (strcmp(p->tok.text, "__kernel__") == 0 || strcmp(p->tok.text, "__device__") == 0) {
            int flags = p->tok.text[2] == 'k' ? KF_Q_KERNEL : KF_Q_DEVICE;
            qp_next(p);
            if (p->tok.kind != '(') {
                qp_expect(p, '(', "'(' of a lambda");
                return NULL;
            }
            return lambda(p, flags);
        }
        if (p->tok.text[0] == '$') {
            n = qp_node(p, KF_Q_META);
            n->str = p->tok.text + 1;
            qp_next(p);
            if (p->tok.kind == '(') {
                qp_accept(p, '(');
                args(p, n, ')');
            }
            return p->failed ? NULL : n;
        }
        n = qp_node(p, KF_Q_ID);
        n->str = p->tok.text;
        qp_next(p);
        return n;
    case '(':
        if (lambda_ahead(p))
            return lambda(p, 0);
        qp_accept(p, '(');
        n = qp_expr(p);
        qp_expect(p, ')', "')'");
        return p->failed ? NULL : n;
    case '[':
        n = qp_node(p, KF_Q_MATRIX);
        qp_accept(p, '[');
        args(p, n, ']');
        return p->failed ? NULL : n;
    case '{':
        n = qp_node(p, KF_Q_CELL);
        qp_accept(p, '{');
        args(p, n, '}');
        return p->failed ? NULL : n;
    default:
        if (p->tok.kind == KF_QT_NL || p->tok.kind == KF_QT_EOF)
            qp_error(p, p->tok.line, p->tok.col, 0, "expected an expression before %s",
                     kf_q_tok_name(p->tok.kind));
        else
            qp_error(p, p->tok.line, p->tok.col, p->tok.end_col,
                     "expected an expression before '%s'", p->tok.text);
        return NULL;
    }
}

/* postfix: primary ( '(' args ')' | '[' args ']' | '{' args '}' | "'" )*
 * ('{' ... '}' indexes a cell, as MATLAB writes it: an INDEX with op '{') */
static kf_q_node *postfix(qp *p)
{
    kf_q_node *e = primary(p);
    while (e && !p->failed) {
        if (p->tok.kind == '(' || p->tok.kind == '[' || p->tok.kind == '{') {
            int open = p->tok.kind;
            kf_q_node *n = qp_node(p, open == '(' ? KF_Q_CALL : KF_Q_INDEX);
            n->line = e->line;
            n->col = e->col;
            n->a = e;
            n->op = open == '{' ? '{' : 0;
            qp_accept(p, open);
            args(p, n, open == '(' ? ')' : open == '[' ? ']' : '}');
            e = n;
        } else if (p->tok.kind == '\'') {
            kf_q_node *n = qp_node(p, KF_Q_TRANS);
            n->a = e;
            qp_next(p);
            e = n;
        } else
            break;
    }
    return p->failed ? NULL : e;
}

/* power: postfix (('^' | '.^') unary)? */
static kf_q_node *unary(qp *p);
static kf_q_node *power(qp *p)
{
    kf_q_node *e = postfix(p);
    if (e && (p->tok.kind == '^' || p->tok.kind == KF_QT_DOTPOW)) {
        int op = p->tok.kind;
        qp_next(p);
        kf_q_node *r = unary(p);
        return r ? bin(p, op, e, r) : NULL;
    }
    return e;
}

/* unary: ('-' | '+' | '!') unary | power */
static kf_q_node *unary(qp *p)
{
    if (p->tok.kind == '-' || p->tok.kind == '!' || p->tok.kind == '+') {
        kf_q_node *n = qp_node(p, KF_Q_UN);
        n->op = p->tok.kind;
        qp_next(p);
        if (++p->nest > MAX_NEST) {
            qp_error(p, n->line, n->col, 0, "expression nested too deeply");
            return NULL;
        }
        n->a = unary(p);
        p->nest--;
        if (!n->a)
            return NULL;
        return n->op == '+' ? n->a : n;
    }
    return power(p);
}

static int is_mul(int k) { return k == '*' || k == '/' || k == KF_QT_DOTMUL || k == KF_QT_DOTDIV; }
static int is_add(int k) { return k == '+' || k == '-'; }
static int is_cmp(int k)
{
    return k == '<' || k == '>' || k == KF_QT_LE || k == KF_QT_GE || k == KF_QT_EQ || k == KF_QT_NE;
}

static kf_q_node *binary_level(qp *p, int level);

/* the levels: 0 ||, 1 &&, 2 comparisons, 3 range, 4 additive, 5 multiplicative */
static kf_q_node *binary_level(qp *p, int level)
{
    if (level == 6)
        return unary(p);
    if (level == 3) { /* range: additive ('..' additive ('..' additive)?)? */
        kf_q_node *lo = binary_level(p, 4);
        if (!lo || p->tok.kind != KF_QT_RANGE)
            return lo;
        kf_q_node *n = qp_node(p, KF_Q_RANGE);
        n->line = lo->line;
        n->col = lo->col;
        qp_next(p);
        n->a = lo;
        n->b = binary_level(p, 4);
        if (n->b && qp_accept(p, KF_QT_RANGE)) { /* a..step..b */
            n->c = n->b;
            n->b = binary_level(p, 4);
        }
        return p->failed ? NULL : n;
    }
    kf_q_node *l = binary_level(p, level + 1);
    while (l && !p->failed) {
        int k = p->tok.kind;
        int match = level == 0 ? k == KF_QT_OR : level == 1 ? k == KF_QT_AND
                  : level == 2 ? is_cmp(k) : level == 4 ? is_add(k) : is_mul(k);
        if (!match)
            break;
        qp_next(p);
        kf_q_node *r = binary_level(p, level + 1);
        if (!r)
            return NULL;
        l = bin(p, k, l, r);
    }
    return p->failed ? NULL : l;
}

/* expr: or ('?' expr ':' expr)? */
kf_q_node *qp_expr(qp *p)
{
    if (++p->nest > MAX_NEST) {
        qp_error(p, p->tok.line, p->tok.col, 0, "expression nested too deeply");
        return NULL;
    }
    kf_q_node *e = binary_level(p, 0);
    if (e && p->tok.kind == '?') {
        kf_q_node *n = qp_node(p, KF_Q_COND);
        qp_next(p);
        n->a = e;
        n->line = e->line;
        n->col = e->col;
        n->b = qp_expr(p);
        if (n->b && qp_expect(p, ':', "':'"))
            n->c = qp_expr(p);
        e = p->failed ? NULL : n;
    }
    p->nest--;
    return p->failed ? NULL : e;
}
