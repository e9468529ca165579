/*
 * lex.c: Quasar tokens (see qp.h).
 *
 * Newlines end statements, except inside (), [] and {}, and after a `_`
 * that ends a line (continuation).  `%` starts a comment to the end of the
 * line.  A quote is a transpose after a value (an identifier, a number, a
 * closing bracket or another transpose) and after a type name in a
 * declaration it starts an accessor ('clamped); elsewhere strings are
 * written in double quotes.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "qp.h"

const char *kf_q_tok_name(int tok)
{
    static const char *names[] = {
        "end of file", "end of line", "number", "string", "identifier", "attribute",
        ".*", "./", ".^", "==", "!=", "<=", ">=", "&&", "||", "..", "->",
        "+=", "-=", "*=", "/=", "^=", "__=", "^^=",
    };
    static char one[8][2];
    static int next;
    if (tok >= KF_QT_EOF && tok <= KF_QT_MAXEQ)
        return names[tok - KF_QT_EOF];
    char *s = one[next++ % 8];
    s[0] = (char)tok;
    s[1] = 0;
    return s;
}

void qp_error(qp *p, unsigned line, unsigned col, unsigned end, const char *fmt, ...)
{
    if (p->failed)
        return; /* one clear diagnostic per bad program */
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    kf_diag_report(p->d, KF_DIAG_ERROR, p->file, line, col, end, "%s", msg);
    p->failed = 1;
}

static int is_value_end(int tok)
{
    return tok == KF_QT_ID || tok == KF_QT_NUM || tok == ')' || tok == ']' || tok == '}' ||
           tok == '\'' || tok == KF_QT_STR;
}

static void set(qp *p, int kind, const char *start, size_t len)
{
    p->tok.kind = kind;
    p->tok.col = (unsigned)(start - p->line_start) + 1;
    p->tok.line = p->line;
    p->tok.end_col = p->tok.col + (unsigned)len;
    p->tok.text = kf_arena_strndup(p->a, start, len);
    p->pos = start + len;
}

static const struct { const char *s; int tok; } ops[] = {
    {"^^=", KF_QT_MAXEQ}, {"__=", KF_QT_MINEQ}, {"...", 0},
    {".*", KF_QT_DOTMUL}, {"./", KF_QT_DOTDIV}, {".^", KF_QT_DOTPOW}, {"==", KF_QT_EQ},
    {"!=", KF_QT_NE}, {"~=", KF_QT_NE}, {"<=", KF_QT_LE}, {">=", KF_QT_GE},
    {"&&", KF_QT_AND}, {"||", KF_QT_OR}, {"..", KF_QT_RANGE}, {"->", KF_QT_ARROW},
    {"+=", KF_QT_ADDEQ}, {"-=", KF_QT_SUBEQ}, {"*=", KF_QT_MULEQ}, {"/=", KF_QT_DIVEQ},
    {"^=", KF_QT_POWEQ},
};

/* The string literal at s (after the quote): its text, escapes resolved. */
static void lex_string(qp *p, const char *s)
{
    const char *q = s + 1;
    size_t cap = 16, n = 0;
    char *buf = malloc(cap);
    while (*q && *q != '"' && *q != '\n') {
        char c = *q++;
        if (c == '\\' && *q && *q != '\n') {
            char e = *q++;
            c = e == 'n' ? '\n' : e == 't' ? '\t' : e == 'r' ? '\r' : e == '0' ? 0 : e;
            if (c == 0)
                continue;
        }
        if (n + 1 >= cap)
            buf = realloc(buf, cap *= 2);
        buf[n++] = c;
    }
    buf[n] = 0;
    if (*q != '"') {
        free(buf);
        set(p, KF_QT_STR, s, (size_t)(q - s));
        qp_error(p, p->tok.line, p->tok.col, 0, "missing terminating \" character");
        p->tok.kind = KF_QT_EOF;
        return;
    }
    set(p, KF_QT_STR, s, (size_t)(q + 1 - s));
    p->tok.text = kf_arena_strdup(p->a, buf);
    free(buf);
}

/* {! ... }: the text between, trimmed. */
static void lex_attr(qp *p, const char *s)
{
    const char *q = s + 2;
    while (*q && *q != '}' && *q != '\n')
        q++;
    if (*q != '}') {
        set(p, KF_QT_ATTR, s, 2);
        qp_error(p, p->tok.line, p->tok.col, p->tok.end_col, "unterminated attribute '{!'");
        p->tok.kind = KF_QT_EOF;
        return;
    }
    set(p, KF_QT_ATTR, s, (size_t)(q + 1 - s));
    const char *b = s + 2, *e = q;
    while (b < e && isspace((unsigned char)*b))
        b++;
    while (e > b && isspace((unsigned char)e[-1]))
        e--;
    p->tok.text = kf_arena_strndup(p->a, b, (size_t)(e - b));
}

void qp_next(qp *p)
{
    int prev = p->tok.kind;
    const char *s = p->pos;
    for (;;) {
        while (*s == ' ' || *s == '\t' || *s == '\r')
            s++;
        if (*s == '%') {
            while (*s && *s != '\n')
                s++;
            continue;
        }
        /* `_` at the end of a line continues the statement */
        if (*s == '_' && !(isalnum((unsigned char)s[1]) || s[1] == '_')) {
            const char *q = s + 1;
            while (*q == ' ' || *q == '\t' || *q == '\r')
                q++;
            if (*q == '%')
                while (*q && *q != '\n')
                    q++;
            if (*q == '\n') {
                s = q + 1;
                p->line++;
                p->line_start = s;
                continue;
            }
        }
        if (*s == '\n' && p->depth > 0) {
            s++;
            p->line++;
            p->line_start = s;
            continue;
        }
        break;
    }
    if (*s == 0) {
        set(p, KF_QT_EOF, s, 0);
        return;
    }
    if (*s == '\n') {
        set(p, KF_QT_NL, s, 1);
        p->line++;
        p->line_start = s + 1;
        return;
    }
    if (*s == ';') {
        set(p, KF_QT_NL, s, 1);
        return;
    }
    if (isdigit((unsigned char)*s) || (*s == '.' && isdigit((unsigned char)s[1]))) {
        const char *q = s;
        int is_int = 1;
        while (isdigit((unsigned char)*q))
            q++;
        if (*q == '.' && q[1] != '.' && q[1] != '*' && q[1] != '/' && q[1] != '^') {
            is_int = 0;
            q++;
            while (isdigit((unsigned char)*q))
                q++;
        }
        if ((*q == 'e' || *q == 'E') &&
            (isdigit((unsigned char)q[1]) || ((q[1] == '-' || q[1] == '+') && isdigit((unsigned char)q[2])))) {
            is_int = 0;
            q += 2;
            while (isdigit((unsigned char)*q))
                q++;
        }
        int imag = (*q == 'i' || *q == 'j') && !isalnum((unsigned char)q[1]) && q[1] != '_';
        set(p, KF_QT_NUM, s, (size_t)(q - s) + (size_t)imag); /* 2i, 1.5j: imaginary */
        p->tok.num = strtod(p->tok.text, NULL);
        p->tok.is_int = imag ? 2 : is_int;
        return;
    }
    if (strncmp(s, "__=", 3) == 0) { /* atomic minimum, not a name */
        set(p, KF_QT_MINEQ, s, 3);
        return;
    }
    if (isalpha((unsigned char)*s) || *s == '_' || *s == '$') {
        const char *q = s + 1;
        while (isalnum((unsigned char)*q) || *q == '_')
            q++;
        set(p, KF_QT_ID, s, (size_t)(q - s));
        return;
    }
    if (*s == '"') {
        lex_string(p, s);
        return;
    }
    if (*s == '{' && s[1] == '!') {
        lex_attr(p, s);
        return;
    }
    if (*s == '\'' && !is_value_end(prev) && !p->type_ctx) {
        set(p, *s, s, 1);
        qp_error(p, p->tok.line, p->tok.col, 0, "strings are written in double quotes");
        p->tok.kind = KF_QT_EOF;
        return;
    }
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
        size_t n = strlen(ops[i].s);
        if (strncmp(s, ops[i].s, n) == 0 && ops[i].tok) {
            set(p, ops[i].tok, s, n);
            return;
        }
    }
    if (strchr("+-*/^<>=!~&|(),[]{}:'?.@", *s)) {
        set(p, *s, s, 1);
        if (*s == '~')
            p->tok.kind = '!';
        return;
    }
    set(p, *s, s, 1);
    qp_error(p, p->tok.line, p->tok.col, 0, "stray '%c' in program", *s);
    p->tok.kind = KF_QT_EOF;
}
