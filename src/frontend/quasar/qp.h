/*
 * qp.h: private to frontend/quasar: the parser's state, shared by the
 * lexer (lex.c) and the parser (parse.c, parse_stmt.c).
 */
#ifndef KF_QP_H
#define KF_QP_H

#include <stdarg.h>
#include <stdio.h>

#include "kforge/quasar.h"

typedef struct {
    int kind;
    unsigned line, col, end_col;
    const char *text;
    double num;
    int is_int;      /* KF_QT_NUM: 1 an integer, 2 imaginary (2i) */
} qp_tok;

typedef struct {
    kf_arena *a;
    kf_diag *d;
    const char *file;
    const char *src;
    const char *pos, *line_start;
    unsigned line;
    int depth;    /* open brackets: newlines inside them are spaces */
    int type_ctx; /* a quote starts an accessor ('clamped) */
    int failed;
    int nest;     /* nesting of recursive descent, bounded for fuzzed input */
    qp_tok tok;
    int imports;  /* files imported so far (bounded) */
} qp;

void qp_next(qp *p);
void qp_error(qp *p, unsigned line, unsigned col, unsigned end, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

kf_q_node *qp_node(qp *p, enum kf_q_kind kind);
void qp_push(qp *p, kf_q_node ***list, int *n, kf_q_node *x);
int qp_accept(qp *p, int kind);
int qp_expect(qp *p, int kind, const char *what);
int qp_is_kw(qp *p, const char *kw);
kf_q_node *qp_expr(qp *p);
kf_q_node *qp_type(qp *p);
kf_q_node *qp_block(qp *p, const char *const *enders);
kf_q_node *qp_function(qp *p);

#endif
