/*
 * parse_stmt.c: Quasar statements, functions, imports and the program
 * (see include/kforge/quasar.h).
 *
 * Blocks end with `end` or with their own ender (`endif`, `endfor`,
 * `endwhile`, `endfunction`, `endmatch`), as Quasar programs write both.
 */
#include <stdlib.h>
#include <string.h>

#include "kforge/file.h"
#include "qp.h"

static kf_q_node *statement(qp *p);

static void skip_newlines(qp *p)
{
    while (p->tok.kind == KF_QT_NL)
        qp_next(p);
}

static int at_ender(qp *p, const char *const *enders)
{
    if (p->tok.kind != KF_QT_ID)
        return 0;
    for (int i = 0; enders[i]; i++)
        if (strcmp(p->tok.text, enders[i]) == 0)
            return 1;
    return 0;
}

/* block: (statement NL)* up to one of `enders` (not consumed) */
kf_q_node *qp_block(qp *p, const char *const *enders)
{
    kf_q_node *b = qp_node(p, KF_Q_BLOCK);
    unsigned line = p->tok.line, col = p->tok.col;
    for (;;) {
        skip_newlines(p);
        if (p->failed)
            return NULL;
        if (p->tok.kind == KF_QT_EOF) {
            if (enders[0]) {
                qp_error(p, line, col, 0, "this block has no '%s' before the end of the file",
                         enders[0]);
                return NULL;
            }
            return b;
        }
        if (at_ender(p, enders))
            return b;
        kf_q_node *s = statement(p);
        if (!s)
            return NULL;
        qp_push(p, &b->kids, &b->nkids, s);
        if (p->tok.kind != KF_QT_NL && p->tok.kind != KF_QT_EOF && !at_ender(p, enders)) {
            qp_error(p, p->tok.line, p->tok.col, p->tok.end_col,
                     "expected the end of the statement before '%s'", p->tok.text);
            return NULL;
        }
    }
}

/* the end of a block's header line (after `if cond`, `for k=a..b`, ...) */
static int header_end(qp *p)
{
    if (p->tok.kind == KF_QT_NL || p->tok.kind == KF_QT_EOF || p->failed)
        return !p->failed;
    qp_error(p, p->tok.line, p->tok.col, p->tok.end_col, "expected the end of the line before '%s'",
             p->tok.text);
    return 0;
}

static void end_of(qp *p, const char *ender)
{
    if (qp_is_kw(p, "end") || qp_is_kw(p, ender))
        qp_next(p);
    else
        qp_expect(p, KF_QT_ID, ender);
}

/* if: 'if' expr block ('elseif' expr block)* ('else' block)? ('end'|'endif') */
static kf_q_node *if_stmt(qp *p)
{
    static const char *const enders[] = {"end", "endif", "elseif", "else", NULL};
    kf_q_node *n = qp_node(p, KF_Q_IF);
    qp_next(p);
    n->a = qp_expr(p);
    if (!n->a || !header_end(p) || !(n->b = qp_block(p, enders)))
        return NULL;
    if (qp_is_kw(p, "elseif")) {
        n->c = if_stmt(p); /* consumes the closing end */
        return n->c ? n : NULL;
    }
    if (qp_is_kw(p, "else")) {
        qp_next(p);
        static const char *const else_enders[] = {"end", "endif", NULL};
        if (!(n->c = qp_block(p, else_enders)))
            return NULL;
    }
    end_of(p, "endif");
    return p->failed ? NULL : n;
}

/* for: 'for' ID ('=' | 'in') expr block ('end'|'endfor') */
static kf_q_node *for_stmt(qp *p)
{
    static const char *const enders[] = {"end", "endfor", NULL};
    kf_q_node *n = qp_node(p, KF_Q_FOR);
    qp_next(p);
    if (p->tok.kind != KF_QT_ID) {
        qp_expect(p, KF_QT_ID, "the loop variable");
        return NULL;
    }
    n->str = p->tok.text;
    qp_next(p);
    if (!qp_is_kw(p, "in"))
        qp_expect(p, '=', "'='");
    else
        qp_next(p);
    n->a = qp_expr(p);
    if (!n->a || !header_end(p) || !(n->b = qp_block(p, enders)))
        return NULL;
    end_of(p, "endfor");
    return p->failed ? NULL : n;
}

/* while: 'while' expr block ('end'|'endwhile');  repeat: 'repeat' block 'until' expr */
static kf_q_node *loop_stmt(qp *p, int repeat)
{
    kf_q_node *n = qp_node(p, repeat ? KF_Q_REPEAT : KF_Q_WHILE);
    qp_next(p);
    if (repeat) {
        static const char *const enders[] = {"until", NULL};
        if (!(n->b = qp_block(p, enders)))
            return NULL;
        qp_next(p);
        n->a = qp_expr(p);
        return n->a ? n : NULL;
    }
    static const char *const enders[] = {"end", "endwhile", NULL};
    n->a = qp_expr(p);
    if (!n->a || !header_end(p) || !(n->b = qp_block(p, enders)))
        return NULL;
    end_of(p, "endwhile");
    return p->failed ? NULL : n;
}

/* match: 'match' expr 'with' ('|' (expr|'_') '->' block)* ('end'|'endmatch')
 * A case's block runs up to the next '|' that starts a line. */
static kf_q_node *match_stmt(qp *p)
{
    kf_q_node *n = qp_node(p, KF_Q_MATCH);
    qp_next(p);
    n->a = qp_expr(p);
    if (!n->a || !qp_is_kw(p, "with")) {
        qp_expect(p, KF_QT_ID, "'with'");
        return NULL;
    }
    qp_next(p);
    skip_newlines(p);
    while (qp_accept(p, '|')) {
        kf_q_node *c = qp_node(p, KF_Q_CASE);
        if (qp_is_kw(p, "_"))
            qp_next(p);
        else if (!(c->a = qp_expr(p)))
            return NULL;
        if (!qp_expect(p, KF_QT_ARROW, "'->'"))
            return NULL;
        kf_q_node *b = qp_node(p, KF_Q_BLOCK);
        for (;;) { /* statements up to '|' or the ender */
            skip_newlines(p);
            if (p->tok.kind == '|' || qp_is_kw(p, "end") || qp_is_kw(p, "endmatch") ||
                p->tok.kind == KF_QT_EOF || p->failed)
                break;
            kf_q_node *s = statement(p);
            if (!s)
                return NULL;
            qp_push(p, &b->kids, &b->nkids, s);
        }
        c->b = b;
        qp_push(p, &n->kids, &n->nkids, c);
    }
    end_of(p, "endmatch");
    return p->failed ? NULL : n;
}

/* param: ID (':' type)? ('=' expr)? */
static kf_q_node *param(qp *p, int with_default)
{
    kf_q_node *n = qp_node(p, KF_Q_PARAM);
    if (p->tok.kind != KF_QT_ID) {
        qp_expect(p, KF_QT_ID, "a parameter name");
        return NULL;
    }
    n->str = p->tok.text;
    qp_next(p);
    if (qp_accept(p, ':') && !(n->type = qp_type(p)))
        return NULL;
    if (with_default && qp_accept(p, '=') && !(n->a = qp_expr(p)))
        return NULL;
    return n;
}

/* params: (param (',' param)*)? `close` — the opening bracket consumed */
static int param_list(qp *p, int close, kf_q_node ***list, int *n, int with_default)
{
    if (qp_accept(p, close))
        return 1;
    do {
        kf_q_node *prm = param(p, with_default);
        if (!prm)
            return 0;
        qp_push(p, list, n, prm);
    } while (qp_accept(p, ','));
    return qp_expect(p, close, close == ')' ? "')'" : "']'");
}

/* function: 'function' (outs '=')? ('__kernel__'|'__device__')? ID
 *           ('[' ID, ... ']')? '(' params ')' block ('end'|'endfunction')
 * outs: ID | '[' (param (',' param)*)? ']' */
kf_q_node *qp_function(qp *p)
{
    static const char *const enders[] = {"end", "endfunction", NULL};
    kf_q_node *n = qp_node(p, KF_Q_FUNC);
    qp_next(p);
    /* outputs, if an '=' follows them */
    if (p->tok.kind == '[') {
        qp_accept(p, '[');
        if (!param_list(p, ']', &n->outs, &n->nouts, 0) || !qp_expect(p, '=', "'='"))
            return NULL;
    } else if (p->tok.kind == KF_QT_ID) {
        const char *s = p->pos;
        while (*s == ' ' || *s == '\t')
            s++;
        if (*s == '=' || *s == ':') { /* `function y = f(...)`, `function y:mat = f(...)` */
            kf_q_node *o = param(p, 0);
            if (!o || !qp_expect(p, '=', "'='"))
                return NULL;
            qp_push(p, &n->outs, &n->nouts, o);
        }
    }
    while (qp_is_kw(p, "__kernel__") || qp_is_kw(p, "__device__")) {
        n->flags |= p->tok.text[2] == 'k' ? KF_Q_KERNEL : KF_Q_DEVICE;
        qp_next(p);
    }
    if (p->tok.kind != KF_QT_ID) {
        qp_expect(p, KF_QT_ID, "the function's name");
        return NULL;
    }
    n->str = p->tok.text;
    n->line = p->tok.line;
    n->col = p->tok.col;
    n->end_col = p->tok.end_col;
    qp_next(p);
    if (p->tok.kind == '[') { /* generic parameters: apply[T], kept in mods */
        qp_accept(p, '[');
        while (p->tok.kind == KF_QT_ID && !p->failed) {
            const char **m = kf_arena_grow(p->a, n->mods, (size_t)n->nmods, sizeof *m);
            m[n->nmods++] = p->tok.text;
            n->mods = m;
            qp_next(p);
            if (!qp_accept(p, ','))
                break;
        }
        if (!qp_expect(p, ']', "']'"))
            return NULL;
    }
    if (!qp_expect(p, '(', "'('") || !param_list(p, ')', &n->params, &n->nparams, 1))
        return NULL;
    if (!(n->b = qp_block(p, enders)))
        return NULL;
    end_of(p, "endfunction");
    return p->failed ? NULL : n;
}

static int is_compound(int k)
{
    return k == KF_QT_ADDEQ || k == KF_QT_SUBEQ || k == KF_QT_MULEQ || k == KF_QT_DIVEQ ||
           k == KF_QT_POWEQ || k == KF_QT_MINEQ || k == KF_QT_MAXEQ;
}

static int is_lvalue(const kf_q_node *e)
{
    return e->kind == KF_Q_ID || (e->kind == KF_Q_INDEX && e->a->kind == KF_Q_ID);
}

/* command: ('print'|'disp'|'error') args  — print "x=", x without parens */
static kf_q_node *command(qp *p)
{
    kf_q_node *call = qp_node(p, KF_Q_CALL);
    call->a = qp_node(p, KF_Q_ID);
    call->a->str = p->tok.text;
    qp_next(p);
    while (p->tok.kind != KF_QT_NL && p->tok.kind != KF_QT_EOF && !p->failed) {
        kf_q_node *e = qp_expr(p);
        if (!e)
            return NULL;
        qp_push(p, &call->kids, &call->nkids, e);
        if (!qp_accept(p, ','))
            break;
    }
    kf_q_node *s = qp_node(p, KF_Q_EXPR);
    s->line = call->line;
    s->col = call->col;
    s->a = call;
    return p->failed ? NULL : s;
}

/* assignment: lvalue ('=' | op=) (lvalue '=')* expr | expr */
static kf_q_node *simple(qp *p)
{
    kf_q_node *e = qp_expr(p);
    if (!e)
        return NULL;
    if (p->tok.kind == '=' || is_compound(p->tok.kind)) {
        kf_q_node *n = qp_node(p, KF_Q_ASSIGN);
        n->op = p->tok.kind;
        n->line = e->line;
        n->col = e->col;
        if (e->kind == KF_Q_MATRIX && (e->nkids == 0 || e->nkids > 16)) {
            qp_error(p, e->line, e->col, 0, e->nkids ? "at most 16 values are assigned at once"
                                                      : "nothing to assign to");
            return NULL;
        }
        if (e->kind == KF_Q_MATRIX && n->op == '=') { /* [a,b] = f(x) */
            for (int i = 0; i < e->nkids; i++) {
                if (!is_lvalue(e->kids[i])) {
                    qp_error(p, e->kids[i]->line, e->kids[i]->col, 0,
                             "cannot assign to this expression");
                    return NULL;
                }
                qp_push(p, &n->kids, &n->nkids, e->kids[i]);
            }
        } else if (is_lvalue(e)) {
            qp_push(p, &n->kids, &n->nkids, e);
        } else {
            qp_error(p, e->line, e->col, 0, "cannot assign to this expression");
            return NULL;
        }
        qp_next(p);
        kf_q_node *v = simple(p); /* a = b = 0 chains */
        if (!v)
            return NULL;
        if (v->kind == KF_Q_ASSIGN && n->op == '=' && v->op == '=' && v->nkids == 1) {
            n->a = v; /* a = (b = 0): the inner one runs first */
            return n;
        }
        if (v->kind == KF_Q_ASSIGN) {
            qp_error(p, v->line, v->col, 0, "a compound assignment cannot be chained");
            return NULL;
        }
        n->a = v->a;
        return n;
    }
    kf_q_node *s = qp_node(p, KF_Q_EXPR);
    s->line = e->line;
    s->col = e->col;
    s->a = e;
    return s;
}

static kf_q_node *import_stmt(qp *p);

static kf_q_node *statement(qp *p)
{
    if (++p->nest > 200) {
        qp_error(p, p->tok.line, p->tok.col, 0, "statements nested too deeply");
        return NULL;
    }
    kf_q_node *s;
    static const char *const stray[] = {"end", "endif", "endfor", "endwhile", "endfunction",
                                        "endmatch", "else", "elseif", "until", NULL};
    for (int i = 0; stray[i]; i++)
        if (qp_is_kw(p, stray[i])) {
            qp_error(p, p->tok.line, p->tok.col, p->tok.end_col, "'%s' without an open block", stray[i]);
            return NULL;
        }
    if (p->tok.kind == KF_QT_ATTR) {
        s = qp_node(p, KF_Q_ATTR);
        s->str = p->tok.text;
        qp_next(p);
    } else if (qp_is_kw(p, "function"))
        s = qp_function(p);
    else if (qp_is_kw(p, "if"))
        s = if_stmt(p);
    else if (qp_is_kw(p, "for"))
        s = for_stmt(p);
    else if (qp_is_kw(p, "while"))
        s = loop_stmt(p, 0);
    else if (qp_is_kw(p, "repeat"))
        s = loop_stmt(p, 1);
    else if (qp_is_kw(p, "match"))
        s = match_stmt(p);
    else if (qp_is_kw(p, "import"))
        s = import_stmt(p);
    else if (qp_is_kw(p, "break") || qp_is_kw(p, "continue") || qp_is_kw(p, "return")) {
        s = qp_node(p, qp_is_kw(p, "break") ? KF_Q_BREAK
                       : qp_is_kw(p, "continue") ? KF_Q_CONTINUE : KF_Q_RETURN);
        qp_next(p);
    } else if ((qp_is_kw(p, "print") || qp_is_kw(p, "disp") || qp_is_kw(p, "error")) &&
               (*p->pos == ' ' || *p->pos == '\t') && p->pos[strspn(p->pos, " \t")] != '(' &&
               p->pos[strspn(p->pos, " \t")] != '=')
        s = command(p);
    else
        s = simple(p);
    p->nest--;
    return s;
}

static kf_q_node *parse_text(qp *p);

/* import: 'import' STR  — the file's statements are parsed in place, its
 * path relative to the importing file */
static kf_q_node *import_stmt(qp *p)
{
    kf_q_node *n = qp_node(p, KF_Q_IMPORT);
    qp_next(p);
    if (p->tok.kind != KF_QT_STR) {
        qp_expect(p, KF_QT_STR, "a file name in double quotes");
        return NULL;
    }
    n->str = p->tok.text;
    unsigned line = p->tok.line, col = p->tok.col, end = p->tok.end_col;
    qp_next(p);
    if (++p->imports > 64) {
        qp_error(p, line, col, end, "too many imports (a cycle?)");
        return NULL;
    }
    const char *slash = strrchr(p->file, '/');
    char *path = n->str[0] == '/' || !slash
                     ? kf_arena_strdup(p->a, n->str)
                     : kf_arena_printf(p->a, "%.*s/%s", (int)(slash - p->file), p->file, n->str);
    char *text = kf_file_read(path, NULL);
    if (!text) {
        qp_error(p, line, col, end, "cannot read imported file '%s'", path);
        return NULL;
    }
    qp sub = {.a = p->a, .d = p->d, .file = path, .imports = p->imports};
    sub.src = kf_arena_strdup(p->a, text);
    free(text);
    kf_q_node *b = parse_text(&sub);
    p->imports = sub.imports;
    if (!b) {
        p->failed = 1;
        return NULL;
    }
    n->a = b;
    return n;
}

static kf_q_node *parse_text(qp *p)
{
    static const char *const none[] = {NULL};
    p->pos = p->line_start = p->src;
    p->line = 1;
    kf_diag_add_source(p->d, p->file, p->src);
    qp_next(p);
    kf_q_node *b = qp_block(p, none);
    if (b && qp_is_kw(p, "end"))
        qp_error(p, p->tok.line, p->tok.col, p->tok.end_col, "'end' without an open block");
    return p->failed ? NULL : b;
}

int kf_q_any(const kf_q_node *n, int (*at)(const kf_q_node *n, const void *arg), const void *arg)
{
    if (!n)
        return 0;
    int r = at(n, arg);
    if (r)
        return r > 0;
    if (kf_q_any(n->a, at, arg) || kf_q_any(n->b, at, arg) || kf_q_any(n->c, at, arg))
        return 1;
    for (int i = 0; i < n->nkids; i++)
        if (kf_q_any(n->kids[i], at, arg))
            return 1;
    for (int i = 0; i < n->nparams; i++)
        if (kf_q_any(n->params[i], at, arg))
            return 1;
    return 0;
}

kf_q_program *kf_q_parse(kf_arena *a, kf_diag *d, const char *file, const char *text)
{
    qp p = {.a = a, .d = d, .file = kf_arena_strdup(a, file)};
    if (text)
        p.src = kf_arena_strdup(a, text);
    else {
        char *t = kf_file_read(file, NULL);
        if (!t) {
            kf_diag_report(d, KF_DIAG_ERROR, file, 0, 0, 0, "cannot read the file: %m");
            return NULL;
        }
        p.src = kf_arena_strdup(a, t);
        free(t);
    }
    kf_q_node *b = parse_text(&p);
    if (!b)
        return NULL;
    kf_q_program *prog = kf_arena_alloc(a, sizeof *prog);
    prog->body = b;
    prog->file = p.file;
    return prog;
}
