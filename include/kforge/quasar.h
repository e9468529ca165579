/*
 * quasar.h: the Quasar array language's front end: source text in, a typed
 * program tree out.
 *
 * Contract: kf_q_parse reads one .q file (and the files it imports) into a
 * program whose nodes live in the arena `a`; every syntax error is one
 * gcc-style diagnostic through `d` (file:line:col with a caret) and the
 * result is NULL.  Parsing never crashes on any input (the parser is
 * fuzzed: tests/fuzz/fuzz_quasar.c).  Types are inferred later, per
 * function instance, by the C lowering (include/kforge/quasar_gen.h),
 * which specialises every function to the types of its arguments (seed
 * 002 §17.1.3); annotations written in the source are kept on the nodes.
 *
 * Ownership: all nodes, strings and lists belong to the arena; the caller
 * frees the arena.  The kf_diag is kept, not taken.
 */
#ifndef KFORGE_QUASAR_H
#define KFORGE_QUASAR_H

#include "kforge/arena.h"
#include "kforge/diag.h"

enum kf_q_kind {
    /* expressions */
    KF_Q_NUM,     /* num, is_int; op 'i' for an imaginary literal (2i, 1.5j) */
    KF_Q_STR,     /* str: the text without quotes, escapes resolved */
    KF_Q_ID,      /* str: the name */
    KF_Q_BIN,     /* op: a token (KF_QT_*), a op b */
    KF_Q_UN,      /* op: '-', '!'; a */
    KF_Q_CALL,    /* a(kids...) */
    KF_Q_INDEX,   /* a[kids...]; op '{' for a{kids...} (a cell) */
    KF_Q_RANGE,   /* a..b, c the step when a..c..b */
    KF_Q_COLON,   /* ':' alone in an index */
    KF_Q_MATRIX,  /* [kids...]: a row; rows of rows make matrices */
    KF_Q_CELL,    /* {kids...} */
    KF_Q_LAMBDA,  /* (params)->a; flags; (params)->y[pos] = v: b the block
                     of that one assignment, a NULL */
    KF_Q_TRANS,   /* a' */
    KF_Q_COND,    /* a ? b : c */
    KF_Q_META,    /* $name(kids...): str the name without '$' */
    /* statements */
    KF_Q_EXPR,    /* a evaluated (a call) */
    KF_Q_ASSIGN,  /* kids the targets (one unless [a,b] = ...), op '=' or
                     a compound operator, a the value */
    KF_Q_IF,      /* a cond, b then block, c else (block or another IF) */
    KF_Q_FOR,     /* str the iterator, a the range, b the body */
    KF_Q_WHILE,   /* a cond, b body */
    KF_Q_REPEAT,  /* b body, a the until condition */
    KF_Q_BREAK,
    KF_Q_CONTINUE,
    KF_Q_RETURN,
    KF_Q_MATCH,   /* a the value; kids KF_Q_CASE: a pattern (NULL for _), b block */
    KF_Q_CASE,
    KF_Q_BLOCK,   /* kids the statements */
    KF_Q_FUNC,    /* str name, params, outs (KF_Q_PARAM), b the body, flags;
                     mods the names of its generic types (apply[T]) */
    KF_Q_PARAM,   /* str name, type (may be NULL), a default value */
    KF_Q_ATTR,    /* {!text}: str the text */
    KF_Q_IMPORT,  /* str the file */
    KF_Q_TYPE,    /* str the base name (scalar, mat, ivec2, ...); a the
                     element type of vec[T] (a KF_Q_TYPE); mods the
                     accessors ('clamped ...) as a list of strings; for a
                     function type str is "function" */
};

/* Tokens that the operators of KF_Q_BIN / KF_Q_ASSIGN carry. */
enum kf_q_tok {
    KF_QT_EOF = 256, KF_QT_NL, KF_QT_NUM, KF_QT_STR, KF_QT_ID, KF_QT_ATTR,
    KF_QT_DOTMUL, KF_QT_DOTDIV, KF_QT_DOTPOW, KF_QT_EQ, KF_QT_NE, KF_QT_LE,
    KF_QT_GE, KF_QT_AND, KF_QT_OR, KF_QT_RANGE, KF_QT_ARROW, KF_QT_ADDEQ,
    KF_QT_SUBEQ, KF_QT_MULEQ, KF_QT_DIVEQ, KF_QT_POWEQ, KF_QT_MINEQ,
    KF_QT_MAXEQ,
};

/* function modifiers */
enum { KF_Q_KERNEL = 1, KF_Q_DEVICE = 2 };

typedef struct kf_q_node kf_q_node;
struct kf_q_node {
    enum kf_q_kind kind;
    const char *file;
    unsigned line, col, end_col;
    int op;
    int flags;
    int is_int;
    double num;
    const char *str;
    kf_q_node *a, *b, *c;
    kf_q_node *type;
    kf_q_node **kids;
    int nkids;
    kf_q_node **params, **outs;
    int nparams, nouts;
    const char **mods;
    int nmods;
};

/* A whole program: its top-level statements, function definitions
 * included, in order. */
typedef struct {
    kf_q_node *body; /* KF_Q_BLOCK */
    const char *file;
} kf_q_program;

/* Parses `file` (its text read from disk, or `text` when not NULL).
 * NULL after a diagnostic. */
kf_q_program *kf_q_parse(kf_arena *a, kf_diag *d, const char *file, const char *text);

/* Is there a node under n (n included) for which at(node, arg) is 1?  A
 * pre-order search: a, b, c, kids, then params (a function's or a
 * lambda's); at() returning -1 leaves that node's subtree out.  The
 * passes' "does this tree name / store / call ..." questions. */
int kf_q_any(const kf_q_node *n, int (*at)(const kf_q_node *n, const void *arg), const void *arg);

/* The spelling of an operator token, for messages and generated text. */
const char *kf_q_tok_name(int tok);

#endif
