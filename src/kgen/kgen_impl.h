/*
 * kgen_impl.h: kgen's internals, shared by kgen.c (the context: memory,
 * text, functions, blocks, sections, statements), kgen_vars.c (variables:
 * parsing, reuse, clash scopes, hoisting), kgen_render.c (the shadow
 * buffer to text) and kgen_dialect.c (the three back ends).  Not installed.
 *
 * The shape of a context while a body is open:
 *
 *   kf_kgen ── src (finished text) ── frames[] (one per function being built:
 *                                        the top-level one, helpers above it)
 *   frame ── items[]   the shadow buffer: STMT / DECL / OPEN / ELSE / CLOSE /
 *            │         BLANK / FLUSH, rendered into src at kf_kgen_end_body
 *            ├─ blocks[]   open C blocks, body first; each holds its variables
 *            │             and the index of its OPEN item (hoisting target)
 *            ├─ sections[] every section of the body (kept after they end,
 *            │             for the nested / not-nested test), cur = innermost
 *            └─ names[]    every variable name and type of the function
 */
#ifndef KF_KGEN_IMPL_H
#define KF_KGEN_IMPL_H

#include "kforge/kgen.h"

struct kg_buf {
    char *s;
    size_t len, cap;
};

enum kg_item_kind { IT_STMT, IT_DECL, IT_OPEN, IT_ELSE, IT_CLOSE, IT_BLANK, IT_FLUSH };

struct kg_item {
    enum kg_item_kind kind;
    char *text;   /* lines (STMT, DECL), head (OPEN, ELSE), tail (CLOSE); may be NULL */
    int type;     /* enum kf_kgen_stmt_type */
    int prio;
    int subgen;   /* owner of the section the item was written in */
    bool merge;   /* that section's policy is MERGE_FAS */
    char **pre;   /* OPEN: hoisted declarations written before it */
    size_t npre, cappre;
};

struct kg_var {
    char *name;
    int section;
    int flags;
};

enum kg_block_kind { BK_BODY, BK_BRANCH, BK_SCOPE };

struct kg_block {
    enum kg_block_kind kind;
    size_t open_item; /* index of the OPEN item (not for the body) */
    int section;      /* section that opened it */
    bool is_if;       /* may take kf_kgen_else */
    bool grid;        /* opened by kf_kgen_begin_grid_loop */
    struct kg_var *vars;
    size_t nvars, capvars;
};

struct kg_section {
    int subgen;
    bool merge;
    int parent;         /* -1 for the default section */
    size_t block_depth; /* blocks open when it began */
};

struct kg_name {
    char *name, *type;
};

struct kg_frame {
    char *decl;   /* the function's head */
    int owner;    /* sub-generator that declared it */
    bool in_body;
    struct kg_item *items;
    size_t nitems, capitems;
    struct kg_block *blocks;
    size_t nblocks, capblocks;
    struct kg_section *sections;
    size_t nsections, capsections;
    int cur;      /* innermost open section */
    struct kg_name *names;
    size_t nnames, capnames;
};

struct kg_dialect;

struct kf_kgen {
    enum kf_kgen_dialect dialect;
    const struct kg_dialect *d;
    struct kf_kgen_allocator alloc;
    int err;
    char msg[256];
    struct kg_buf src;
    bool last_was_function;
    char **fnames;      /* declared functions */
    size_t nfnames, capfnames;
    char **syms;        /* file-scope types kgen wrote (vector structs) */
    size_t nsyms, capsyms;
    struct kg_frame *frames;
    size_t nframes, capframes;
    char **pool;        /* strings returned by the dialect helpers */
    size_t npool, cappool;
    const char *grid_var[3], *grid_ext[3]; /* OpenMP ids, pool strings */
};

/* The back end of one dialect (STYLE.md habit 7): fixed words in tables,
 * the rest as printers.  Printers return pool strings (kg_pool_printf). */
struct kg_dialect {
    const char *name;
    const char *qual[5];          /* by enum kf_kgen_qual */
    const char *barrier;          /* statement, or NULL for none */
    const char *(*index)(struct kf_kgen *g, enum kf_kgen_index kind, int dim);
    int (*grid_loop)(struct kf_kgen *g, int dim, const char *var, const char *extent);
    int (*atomic_add)(struct kf_kgen *g, enum kf_kgen_qual mem, const char *type,
                      const char *ptr, const char *value);
    const char *(*scalar_type)(struct kf_kgen *g, const char *type);
    const char *(*vector_type)(struct kf_kgen *g, const char *type, int width);
    const char *(*vector_elem)(struct kf_kgen *g, int width, int i);
    const char *(*fma)(struct kf_kgen *g, const char *type, const char *a, const char *b,
                       const char *c);
};

extern const struct kg_dialect kg_dialect_opencl, kg_dialect_cuda, kg_dialect_openmp;

/* Sub-generator id kgen uses for its own helpers. */
#define KG_SUBGEN_SELF (-1)

/* ---- kgen.c, for kgen_vars.c and kgen_render.c --------------------------
 * Memory goes through g->alloc; on failure these record KF_KGEN_ERR_NOMEM
 * in g (kg_fail) and return NULL / false, leaving what they were given. */
void kg_free(struct kf_kgen *g, void *p);
void *kg_realloc(struct kf_kgen *g, void *p, size_t size);
/* Makes room for one more element in the growing array at `arrp` (the
 * address of a T *); use it through GROW. */
bool kg_grow(struct kf_kgen *g, void *arrp, size_t *cap, size_t n, size_t elem);
#define GROW(g, arr, n, cap) kg_grow((g), &(arr), &(cap), (n), sizeof *(arr))
char *kg_strndup(struct kf_kgen *g, const char *s, size_t n);
char *kg_strdup(struct kf_kgen *g, const char *s);
char *kg_printf(struct kf_kgen *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Appends n bytes of s to b, keeping it NUL-terminated. */
bool kg_buf_add(struct kf_kgen *g, struct kg_buf *b, const char *s, size_t n);

/* The guard at the top of every public function that changes g. */
#define CHECK(g)                                                                           \
    do {                                                                                   \
        if (!(g))                                                                          \
            return KF_KGEN_ERR_NOMEM;                                                      \
        if ((g)->err)                                                                      \
            return (g)->err;                                                               \
    } while (0)

/* Adds an item of `kind` (text copied, may be NULL) to f's shadow buffer,
 * owned by the current section. */
struct kg_item *kg_add_item(struct kf_kgen *g, struct kg_frame *f, enum kg_item_kind kind,
                            const char *text);
/* Opens a block of `kind` in f; its OPEN item (if any) is the next item. */
struct kg_block *kg_push_block(struct kf_kgen *g, struct kg_frame *f, enum kg_block_kind kind);

/* ---- kgen_render.c, for kgen.c ---- */
/* Writes `text` line by line at `depth`: the common leading white space is
 * removed, empty lines become a pending blank line (written before the next
 * line, unless a closing brace comes first).  `suffix`, if any, is added to
 * the last line (" {" of a branch head). */
struct kg_out {
    struct kf_kgen *g;
    struct kg_buf *b;
    bool blank;      /* a blank line is pending */
    bool fresh;      /* nothing written since the last "{" */
};

void kg_out_text(struct kg_out *o, int depth, const char *text, const char *suffix);
/* Appends the finished frame f (head and body) to g->src. */
void kg_render(struct kf_kgen *g, struct kg_frame *f);

/* ---- kgen.c, for the dialects ---- */
int kg_fail(struct kf_kgen *g, int code, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
const char *kg_pool_printf(struct kf_kgen *g, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
bool kg_has_sym(const struct kf_kgen *g, const char *name);
int kg_add_sym(struct kf_kgen *g, const char *name);
/* The current frame if a body is open, else NULL. */
struct kg_frame *kg_body(struct kf_kgen *g);
/* kf_kgen_begin_section without the id check. */
int kg_begin_section(struct kf_kgen *g, int subgen, enum kf_kgen_policy policy);
/* kf_kgen_begin_branch, marking the block as a grid loop. */
int kg_begin_branch(struct kf_kgen *g, const char *head, bool grid);
bool kg_in_grid_loop(struct kf_kgen *g);

/* ---- kgen_vars.c, for the dialects ---- */
/* kf_kgen_declare_vars without the id check. */
int kg_declare_vars(struct kf_kgen *g, int subgen, const char *decl, int flags, int level);
/* Records a variable declared by kgen's own text (a for-init) in the
 * innermost block. */
int kg_add_block_var(struct kf_kgen *g, const char *name, const char *type);

#endif
