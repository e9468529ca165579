/*
 * gen_gpu.c: the OpenCL and CUDA back ends of `kforge gen` (gen.h), one core
 * over two host APIs (STYLE.md habit 7; seed 003 §3-5).
 *
 * Per fragment the core makes a host plan, a tree over the fragment's
 * loop tree:
 *
 *     KERNEL  an outermost parallel band: up to three perfectly nested
 *             parallel loops, step +-1, one lower and one upper bound each,
 *             inner bounds free of the band's own iterators; one thread per
 *             iteration, the body (inner sequential loops included) as the
 *             user wrote it, arrays linearised with their declared extents;
 *             or, for a loop that carries only scalar reductions, a
 *             reduction kernel over its band (inner loops carrying the
 *             same reductions or nothing folded in): gen_reduce.h writes
 *             the kernel, its fold kernel and their launch
 *     LOOP    a loop that stays on the host and holds kernels (seed 003's
 *             LU: the k loop launches two kernels per iteration)
 *     ONE     a statement inside such a host loop, run by one thread so
 *             that the data it touches need not travel (seed 003 §3's
 *             second kind of fragment); not when it writes a scalar
 *     LEAF    anything else, run on the host exactly as written
 *
 * A fragment without a kernel is left alone, with a warning saying why.
 * Otherwise its text (first statement to last) is replaced by a block: the
 * plan's host code with launches and copies where xfer.h placed them
 * (checked with kf_xfer_verify).  Consecutive fragments of one block with
 * host code between them that does not jump (gap_scan) form one region
 * (struct region): one xfer program over all of them, so data stays on the
 * device across the host code when the model shows it does not need it.
 * A `for`, `while` or `do` loop whose headers and host code gap_scan can
 * model makes one region of all the fragments under it, in whatever block
 * (a tree: struct tnode), so copies move out of loops and branches too: a
 * time loop around a fragment copies once.  Device buffers
 * are declared where their variables are born and freed by their scope
 * (struct home); where that is not safe, the region allocates them before
 * its first fragment and frees them after its last.  Kernels
 * and the runtime helpers go at file scope before the first function that
 * needs them.  All text is written through kgen (kgen.h): kernels in the
 * target dialect, host code and helpers in C.
 *
 *                 OpenCL                              CUDA
 *   files         one C file                          two (gen.h): the user's C file
 *                                                     with the host code, still C,
 *                                                     and a .cu with the kernels
 *   kernels       OpenCL C, embedded as one string,   __global__ functions in the
 *                 built at run time (kf_cl_init)      .cu, each with an extern "C"
 *                                                     launcher (<<<>>> inside) that
 *                                                     the host C calls
 *   buffers       cl_mem A_dev                        double *A_dev
 *   checks        kf_cl_check(err, "call", line)      kf_cuda_check(...)
 *   macros        the kernel source starts with       the .cu starts with the user's
 *                 "#define NAME " KF_STR(NAME) under  preprocessor lines before the
 *                 #ifdef NAME, for every identifier   first function with a kernel
 *                 it uses that is not a variable      (the kernels' place in a
 *                 (the host's own expansion,          one-file layout)
 *                 stringised by the host compiler);
 *                 function-like macros, user
 *                 functions and preprocessor lines
 *                 keep a loop on the host
 *
 * Known limits: scalars the kernels write (iterators and privatised
 * temporaries declared outside the fragment) are not copied back, so after
 * the fragment they keep their values from before it; arrays whose extent
 * is not declared (pointers) keep their loops on the host.  A reduction
 * kernel's scalar is copied to the device before each launch and back after
 * it (not through xfer.h), so the host always holds its value.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <isl/aff.h>
#include <isl/map.h>
#include <isl/set.h>
#include <isl/val.h>

#include "codegen/gen_int.h"
#include "codegen/gen_reduce.h"
#include "codegen/launch.h"
#include "codegen/xfer.h"
#include "ir/poly.h"
#include "kforge/arena.h"
#include "kforge/kforge.h"
#include "kforge/kgen.h"

enum { MAX_KERNELS = 256, MAX_IDENTS = 256 };

/* The file: every kernel made so far, and where the helpers go. */
struct kf_gpu_file {
    kf_arena *ar;
    struct kf_kgen *kg;      /* kernels, in the target dialect */
    int nkernel;
    const char *kname[MAX_KERNELS];
    int nident;               /* OpenCL: identifiers handed over as #define */
    const char *ident[MAX_IDENTS];
    bool uses_double;
    bool have_prelude_at;
    size_t prelude_at;        /* start of the first function with a kernel */
    unsigned long cl_fdefs;   /* OpenCL: builtins[i] already #defined (cl_float_names) */
    struct prepared *prep;    /* per fragment of the file */
    int nhome;                /* device buffers declared where their variables are born */
    struct home *home[MAX_KERNELS];
    int nfree_line;           /* lines that have a cleanup function (kf_cl_free_LINE) */
    int free_line[MAX_KERNELS];
    /* CUDA: one launcher per kernel, extern "C", in the .cu file (wrap);
     * their prototypes go into the host C file */
    struct kf_kgen *wrap;
    int nlauncher;
    const char *launcher[MAX_KERNELS];
};

enum hkind { H_KERNEL, H_ONE, H_LOOP, H_LEAF };

struct region;
struct home;
struct prepared; /* a fragment's plan, made once (kf_gen_gpu_fragment) */

struct hnode {
    enum hkind kind;
    const struct kf_node *n;
    int depth;                      /* KERNEL: band loops */
    const struct kf_node *band[3];
    const char *kname;              /* KERNEL */
    const char *body;               /* KERNEL: rewritten body text */
    int nkid;
    struct hnode *kids;             /* LOOP */
    const char *why;                /* LEAF loop: why it stays on the host */
    bool replay;                    /* KERNEL: replay counters that outlive it */
    const struct kf_loop_info *red; /* KERNEL: a reduction kernel of the band's
                                       top loop (gen_reduce.h), or NULL */
    struct kf_red_kernel *rk;       /* its description, once planned */
};

struct frag {
    struct gen *g;
    struct kf_gpu_file *F;
    int fi;
    const struct kf_fragment *f;
    const struct kf_deps *dp;
    bool cuda;
    bool *dev_array;                /* var used by some kernel */
    struct region *R;               /* the fragments sharing its device buffers */
    int *x_of;                      /* var id -> the region's xfer variable or -1 */
    const char **extent;            /* var id -> elements of a pointer array, or NULL */
    int nfin;                       /* fold kernels of the reduction kernels planned */
};

static const char *extent_of(struct frag *x, int v);

/* The device variables some host code reads, and those it may write
 * (gap_scan). */
struct gap_use {
    uint64_t reads, writes;
};

/*
 * A tree region (seed 003 §4: copies move out of loops and branches while
 * no use needs them): a loop of the host and what is under it, read as
 * sequences of host code, fragments with kernels, and statements (for,
 * while and do loops, ifs with an optional else block) that hold such
 * fragments, each with its own body.  tree_region() finds it; the xfer program then holds
 * the loops and ifs, so data stays on the device from one iteration to the
 * next and across fragments in different blocks.
 */
enum tnode_kind { TN_HOST, TN_FRAG, TN_CTRL };

struct tseq;

struct tnode {
    enum tnode_kind kind;
    size_t b, e;               /* its text: the host code, the fragment's statements,
                                * the statement from its keyword to past its end */
    int line;
    int k;                     /* TN_FRAG: the fragment's index in the region */
    struct gap_use use;        /* TN_HOST: what it reads and may write; TN_CTRL: its header */
    bool opaque;               /* ... through code the model cannot follow */
    bool is_if;                /* TN_CTRL */
    size_t open, close;        /* TN_CTRL: its body's braces */
    size_t hb, he;             /* TN_CTRL: its header's inside */
    struct tseq *body;         /* TN_CTRL */
    struct tseq *orelse;       /* TN_CTRL: an if's else block, or NULL */
};

struct tseq {
    int n;
    struct tnode *items;
    size_t close;              /* the '}' that ends it; 0 for the root */
    struct kf_xfer_seq *xs;    /* its xfer sequence (tree_xfer) */
    int *at;                   /* where item i's xfer items start in xs */
};

/*
 * A region: consecutive fragments of one block that share device buffers
 * (seed 003 §4: allocate once, keep data on the device while no host code
 * needs it).  Between two of its fragments there is only host code that
 * does not jump out (a gap), modelled as one host statement that reads the
 * device variables it names and writes those it may change (gap_scan), or
 * reads and writes all of them when it does something the model cannot
 * follow (a call, a pointer kforge does not know).
 */
enum { MAX_REGION = 32 };

struct region {
    int n;                              /* fragments */
    int fi[MAX_REGION];                 /* their indices in the file */
    struct frag *x[MAX_REGION];
    size_t b[MAX_REGION], e[MAX_REGION]; /* the text each replaces */
    int nx;                             /* device variables of all of them */
    struct frag *rep_x[KF_XFER_MAX_VARS]; /* one fragment that uses each, and its var id */
    int rep_v[KF_XFER_MAX_VARS];
    struct gap_use gap[MAX_REGION];     /* gap after fragment k: variables it reads, may write */
    bool homed[KF_XFER_MAX_VARS];       /* its buffer lives where the variable is born */
    bool gap_opaque[MAX_REGION];
    struct tseq *tree;                  /* a tree region: its root (the top statement) */
    struct kf_xfer_seq *fseq[MAX_REGION]; /* fragment k's items in the xfer program */
    int ffirst[MAX_REGION];             /* ... from this index on */
    size_t start;                       /* the region's first character: b[0] or the top's */
};

static struct frag *region_x(const struct region *R, int xv) { return R->rep_x[xv]; }
static int region_v(const struct region *R, int xv) { return R->rep_v[xv]; }

/* ---- text helpers ------------------------------------------------------ */

static bool is_id0(int c) { return isalpha(c) || c == '_'; }
static bool is_id(int c) { return isalnum(c) || c == '_'; }

/* One past the statement that ends at `off`: its ';' when the range stops
 * before it (clang's ranges of expression statements do). */
static size_t stmt_end(const struct gen *g, size_t off)
{
    size_t p = off;
    while (p < g->len && (g->text[p] == ' ' || g->text[p] == '\t' || g->text[p] == '\n'))
        p++;
    return p < g->len && g->text[p] == ';' ? p + 1 : off;
}

static size_t node_end(const struct gen *g, const struct kf_node *n)
{
    return stmt_end(g, n->range.end.offset);
}

/* One past the ')' of a for header (the IR's header range ends with the
 * increment expression). */
static size_t header_end(const struct gen *g, const struct kf_node *L)
{
    size_t p = L->header.end.offset;
    while (p < g->len && isspace((unsigned char)g->text[p]))
        p++;
    return p < g->len && g->text[p] == ')' ? p + 1 : L->header.end.offset;
}

static size_t line_start(const struct gen *g, size_t off)
{
    while (off > 0 && g->text[off - 1] != '\n')
        off--;
    return off;
}

/* Only white space between the line's start and off? */
static bool alone_on_line(const struct gen *g, size_t off)
{
    for (size_t i = line_start(g, off); i < off; i++)
        if (g->text[i] != ' ' && g->text[i] != '\t')
            return false;
    return true;
}

/* Text from off to end, starting with the line's indentation when the
 * statement begins its line (so kgen sees the user's relative indentation). */
static char *node_text(struct frag *x, size_t off, size_t end)
{
    const struct gen *g = x->g;
    size_t from = alone_on_line(g, off) ? line_start(g, off) : off;
    return kf_arena_strndup(x->F->ar, g->text + from, end - from);
}

/* Only white space between the start of p's line in s and p? */
static bool alone_in(const char *s, const char *p)
{
    while (p > s && (p[-1] == ' ' || p[-1] == '\t'))
        p--;
    return p == s || p[-1] == '\n';
}

/* Only white space, comments, braces and ';' in [b, e)? */
static bool only_glue(const struct gen *g, size_t b, size_t e)
{
    for (size_t i = b; i < e; i++) {
        char c = g->text[i];
        if (c == '/' && i + 1 < e && g->text[i + 1] == '/') {
            while (i < e && g->text[i] != '\n')
                i++;
        } else if (c == '/' && i + 1 < e && g->text[i + 1] == '*') {
            i += 2;
            while (i + 1 < e && !(g->text[i] == '*' && g->text[i + 1] == '/'))
                i++;
            i++;
        } else if (!isspace((unsigned char)c) && c != '{' && c != '}' && c != ';')
            return false;
    }
    return true;
}

/* Are the children the whole of [b, e), apart from glue? */
static bool kids_cover(const struct gen *g, size_t b, size_t e, int n, struct kf_node *const *kid)
{
    size_t at = b;
    for (int i = 0; i < n; i++) {
        if (kid[i]->range.begin.offset < at || !only_glue(g, at, kid[i]->range.begin.offset))
            return false;
        at = node_end(g, kid[i]);
    }
    return at <= e && only_glue(g, at, e);
}

static const char *poly_text(struct frag *x, const struct kf_poly *p)
{
    char buf[512];
    kf_poly_print(x->f, p, buf, sizeof buf);
    return kf_arena_strdup(x->F->ar, buf);
}

/* An identifier or a number: needs no parentheses. */
static bool simple(const char *s)
{
    if (!*s)
        return false;
    for (const char *p = s; *p; p++)
        if (!is_id(*p))
            return false;
    return true;
}

static const char *paren(struct frag *x, const char *s)
{
    return simple(s) ? s : kf_arena_printf(x->F->ar, "(%s)", s);
}

/* The element type of an array variable: "double [64][64]", "double (*)[n]",
 * "double *restrict" -> "double"; const dropped (device copies are written). */
static const char *elem_type(struct frag *x, const struct kf_var *v)
{
    const char *t = v->type;
    size_t n = strcspn(t, "[(*");
    while (n > 0 && t[n - 1] == ' ')
        n--;
    char *s = kf_arena_strndup(x->F->ar, t, n);
    if (strncmp(s, "const ", 6) == 0)
        s += 6;
    return s;
}

static int type_size(const char *t)
{
    if (strstr(t, "double") || strstr(t, "long"))
        return 8;
    if (strstr(t, "char"))
        return 1;
    if (strstr(t, "short"))
        return 2;
    return 4;
}

/* ---- identifiers of kernel text ---------------------------------------- */

static const char *const keywords[] = {
    "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else",
    "enum", "extern", "float", "for", "goto", "if", "inline", "int", "long", "register",
    "restrict", "return", "short", "signed", "sizeof", "static", "struct", "switch", "typedef",
    "union", "unsigned", "void", "volatile", "while", "_Bool", NULL,
};

/* Functions both OpenCL C and CUDA provide with C's meaning. */
static const char *const builtins[] = {
    "sqrt", "sqrtf", "fabs", "fabsf", "exp", "expf", "log", "logf", "pow", "powf", "sin", "sinf",
    "cos", "cosf", "tan", "tanf", "floor", "floorf", "ceil", "ceilf", "fmin", "fminf", "fmax",
    "fmaxf", "abs", "exp2", "log2", "log10", "tanh", "atan", "atan2", "asin", "acos", "fmod",
    "cbrt", "hypot", "round", "trunc", NULL,
};

static bool in_list(const char *const *list, const char *s, size_t n)
{
    for (int i = 0; list[i]; i++)
        if (strlen(list[i]) == n && strncmp(list[i], s, n) == 0)
            return true;
    return false;
}

/* The variable a name in the text of loop `ctx` means: one declared inside
 * it, else the iterator of a loop around it (or its own), else one declared
 * outside the fragment; -1 for none (the front end names each declaration
 * apart, so several "i" may exist). */
static int var_named(const struct kf_fragment *f, const struct kf_node *ctx, const char *s,
                     size_t n)
{
    int outer = -1, first = -1;
    for (int v = 0; v < f->nvar; v++) {
        const struct kf_var *var = &f->vars[v];
        if (strlen(var->name) != n || strncmp(var->name, s, n) != 0)
            continue;
        if (first < 0)
            first = v;
        if (!ctx)
            return v;
        bool mine = !var->is_global && !var->is_param_decl;
        if (mine && var->decl.offset >= ctx->range.begin.offset &&
            var->decl.offset < ctx->range.end.offset)
            return v;
        for (const struct kf_node *l = ctx; l; l = l->parent)
            if (l->kind == KF_NODE_LOOP && l->iter == v)
                return v;
        if ((!mine || var->decl.offset < f->range.begin.offset ||
             var->decl.offset >= f->range.end.offset) &&
            outer < 0)
            outer = v;
    }
    return outer >= 0 ? outer : first;
}

/* char, short, int, long (signed or unsigned), float, double; const is fine */
static bool basic_type(const char *t)
{
    static const char *const words[] = {"const", "unsigned", "signed", "char", "short", "int",
                                        "long", "float", "double", NULL};
    bool any = false;
    for (const char *p = t; *p;) {
        while (*p == ' ')
            p++;
        size_t n = 0;
        while (is_id(p[n]))
            n++;
        if (n == 0)
            return *p == 0 && any;
        if (!in_list(words, p, n))
            return false;
        any = true;
        p += n;
    }
    return any;
}

struct idents {
    const struct kf_node *ctx;  /* the band's top loop */
    bool *var;                  /* fragment variables named */
    int nfree;
    const char *free_[MAX_IDENTS];
    const char *bad;            /* a call kforge cannot put on the device */
};

/* Walks C text: every identifier outside comments, strings and numbers;
 * members after '.' and '->' are skipped. */
static void scan(struct frag *x, const char *s, struct idents *out)
{
    for (size_t i = 0; s[i];) {
        char c = s[i];
        if (c == '/' && s[i + 1] == '/') {
            while (s[i] && s[i] != '\n')
                i++;
        } else if (c == '/' && s[i + 1] == '*') {
            i += 2;
            while (s[i] && !(s[i] == '*' && s[i + 1] == '/'))
                i++;
            if (s[i])
                i += 2;
        } else if (c == '"' || c == '\'') {
            i++;
            while (s[i] && s[i] != c)
                i += s[i] == '\\' && s[i + 1] ? 2 : 1;
            if (s[i])
                i++;
        } else if (isdigit((unsigned char)c) || (c == '.' && isdigit((unsigned char)s[i + 1]))) {
            while (is_id(s[i]) || s[i] == '.' ||
                   ((s[i] == '+' || s[i] == '-') && (s[i - 1] == 'e' || s[i - 1] == 'E')))
                i++;
        } else if (is_id0(c)) {
            size_t b = i;
            while (is_id(s[i]))
                i++;
            size_t n = i - b;
            size_t k = b;
            while (k > 0 && (s[k - 1] == ' ' || s[k - 1] == '\t'))
                k--;
            if (k > 0 && (s[k - 1] == '.' || (s[k - 1] == '>' && k > 1 && s[k - 2] == '-')))
                continue;
            size_t j = i;
            while (isspace((unsigned char)s[j]))
                j++;
            int v = var_named(x->f, out->ctx, s + b, n);
            if (v >= 0)
                out->var[v] = true;
            else if (in_list(keywords, s + b, n))
                ;
            else if (s[j] == '(') {
                if (!in_list(builtins, s + b, n) && !out->bad)
                    out->bad = kf_arena_strndup(x->F->ar, s + b, n);
            } else {
                bool seen = false;
                for (int q = 0; q < out->nfree; q++)
                    if (strlen(out->free_[q]) == n && strncmp(out->free_[q], s + b, n) == 0)
                        seen = true;
                if (!seen && out->nfree < MAX_IDENTS)
                    out->free_[out->nfree++] = kf_arena_strndup(x->F->ar, s + b, n);
            }
        } else
            i++;
    }
}

/* ---- kernel bodies: arrays linearised ---------------------------------- */

/* The statements inside [b, e). */
static bool stmt_in(const struct kf_stmt *s, size_t b, size_t e)
{
    return s->range.begin.offset >= b && s->range.end.offset <= e;
}

static int cmp_acc(const void *p, const void *q)
{
    const struct kf_access *a = *(const struct kf_access *const *)p;
    const struct kf_access *b = *(const struct kf_access *const *)q;
    return a->range.begin.offset < b->range.begin.offset   ? -1
           : a->range.begin.offset > b->range.begin.offset ? 1
                                                           : 0;
}

/*
 * Rewrites [b, e) for the device: A[e0][e1][e2] with declared extents
 * [d0][d1][d2] becomes A[(e0 * d1 + e1) * d2 + e2].  Gives NULL with *why
 * set when an access cannot be written that way.
 */
static char *device_text(struct frag *x, size_t b, size_t e, const char **why)
{
    const struct gen *g = x->g;
    const struct kf_fragment *f = x->f;
    int n = 0;
    for (int s = 0; s < f->nstmt; s++)
        if (stmt_in(f->stmts[s], b, e))
            n += f->stmts[s]->naccess;
    const struct kf_access **acc = kf_arena_alloc(x->F->ar, (size_t)(n + 1) * sizeof *acc);
    n = 0;
    for (int s = 0; s < f->nstmt; s++) {
        const struct kf_stmt *st = f->stmts[s];
        if (!stmt_in(st, b, e))
            continue;
        for (int a = 0; a < st->naccess; a++) {
            const struct kf_access *ac = &st->acc[a];
            const struct kf_var *v = &f->vars[ac->var];
            if (v->kind != KF_VAR_ARRAY)
                continue;
            if (!extent_of(x, ac->var)) {
                *why = kf_arena_printf(x->F->ar,
                                       "the extent of '%s' is neither declared nor found from "
                                       "its accesses",
                                       v->name);
                return NULL;
            }
            if (ac->whole || ac->nsub != v->ndims) {
                *why = kf_arena_printf(x->F->ar, "'%s' is used other than as an element (line %u)",
                                       v->name, ac->range.begin.line);
                return NULL;
            }
            if (v->ndims > 1)
                acc[n++] = ac;
        }
    }
    qsort(acc, (size_t)n, sizeof *acc, cmp_acc);
    char *buf = NULL;
    size_t blen = 0;
    FILE *o = open_memstream(&buf, &blen);
    if (!o) {
        x->g->nomem = true;
        return NULL;
    }
    size_t from = alone_on_line(g, b) ? line_start(g, b) : b, at = from;
    for (int i = 0; i < n; i++) {
        const struct kf_access *ac = acc[i];
        const struct kf_var *v = &f->vars[ac->var];
        size_t p = ac->range.begin.offset, nl = strlen(v->name);
        if (i > 0 && acc[i - 1]->range.begin.offset == p && acc[i - 1]->var == ac->var)
            continue; /* the read and the write of one "A[i][j] += ..." */
        if (p < at || strncmp(g->text + p, v->name, nl) != 0 || is_id(g->text[p + nl])) {
            *why = kf_arena_printf(x->F->ar, "the access to '%s' on line %u is not NAME[..][..]",
                                   v->name, ac->range.begin.line);
            goto fail;
        }
        /* the subscripts' texts, brackets balanced */
        const char *sub[8] = {0};
        size_t q = p + nl;
        int ns = 0;
        while (ns < v->ndims) {
            while (q < e && isspace((unsigned char)g->text[q]))
                q++;
            if (q >= e || g->text[q] != '[')
                break;
            size_t s0 = ++q;
            int depth = 0;
            while (q < e && (depth > 0 || g->text[q] != ']')) {
                if (g->text[q] == '[' || g->text[q] == '(')
                    depth++;
                else if (g->text[q] == ']' || g->text[q] == ')')
                    depth--;
                q++;
            }
            if (q >= e)
                break;
            char *t = kf_arena_strndup(x->F->ar, g->text + s0, q - s0);
            while (*t == ' ')
                t++;
            for (size_t k = strlen(t); k > 0 && t[k - 1] == ' '; k--)
                t[k - 1] = 0;
            sub[ns++] = t;
            q++;
        }
        int nx = i + 1;
        while (nx < n && acc[nx]->range.begin.offset == p && acc[nx]->var == ac->var)
            nx++;
        if (ns != v->ndims || (nx < n && acc[nx]->range.begin.offset < q)) {
            *why = kf_arena_printf(x->F->ar, "the access to '%s' on line %u is not NAME[..][..]",
                                   v->name, ac->range.begin.line);
            goto fail;
        }
        const char *lin = sub[0];
        for (int k = 1; k < ns; k++)
            lin = kf_arena_printf(x->F->ar, "%s * %s + %s", k > 1 ? paren(x, lin) : paren(x, lin),
                                  paren(x, v->dims[k]), k + 1 < ns ? paren(x, sub[k]) : sub[k]);
        fwrite(g->text + at, 1, p - at, o);
        fprintf(o, "%s[%s]", v->name, lin);
        at = q;
    }
    fwrite(g->text + at, 1, e - at, o);
    if (fclose(o) != 0) {
        x->g->nomem = true;
        free(buf);
        return NULL;
    }
    /* tabs of the indentation as four spaces: kgen indents with spaces */
    char *res = kf_arena_alloc(x->F->ar, 4 * strlen(buf) + 1), *w = res;
    bool lead = true;
    for (const char *r = buf; *r; r++) {
        if (*r == '\t' && lead) {
            memcpy(w, "    ", 4);
            w += 4;
            continue;
        }
        lead = *r == '\n' || (lead && *r == ' ');
        *w++ = *r;
    }
    *w = 0;
    free(buf);
    return res;
fail:
    fclose(o);
    free(buf);
    return NULL;
}

/* ---- extents of pointer arrays (isl) ---------------------------------- */

/* The parameter in every non-linear term of p (the row length q of a
 * linearised a[i*q + j]), or -1. */
static int stride_of(const struct kf_fragment *f, const struct kf_poly *p)
{
    for (int v = 0; v < f->nvar; v++) {
        if (f->vars[v].kind != KF_VAR_PARAM)
            continue;
        bool all = true, any = false;
        for (int i = 0; i < p->nterm; i++) {
            if (p->term[i].nvar < 2)
                continue;
            any = true;
            bool has = false;
            for (int k = 0; k < p->term[i].nvar; k++)
                has |= p->term[i].vars[k] == v;
            all &= has;
        }
        if (any && all)
            return v;
    }
    return -1;
}

static isl_stat take_piece(isl_set *set, isl_multi_aff *ma, void *user)
{
    isl_set_free(set);
    isl_multi_aff **out = user;
    isl_multi_aff_free(*out);
    *out = ma;
    return isl_stat_ok;
}

/* An affine function of the parameters p<id> as a kf_poly; NULL if it has
 * a denominator or an existential part. */
static struct kf_poly *aff_poly(struct frag *x, isl_aff *aff)
{
    kf_arena *ar = x->F->ar;
    struct kf_poly *p = NULL;
    isl_val *den = isl_aff_get_denominator_val(aff);
    bool ok = den && isl_val_is_one(den) && isl_aff_dim(aff, isl_dim_div) == 0;
    isl_val_free(den);
    if (ok) {
        isl_val *c = isl_aff_get_constant_val(aff);
        p = kf_poly_const(ar, isl_val_get_num_si(c));
        isl_val_free(c);
    }
    int np = ok ? (int)isl_aff_dim(aff, isl_dim_param) : 0;
    for (int k = 0; k < np && p; k++) {
        isl_val *c = isl_aff_get_coefficient_val(aff, isl_dim_param, k);
        long cv = isl_val_get_num_si(c);
        isl_val_free(c);
        if (cv == 0)
            continue;
        const char *name = isl_aff_get_dim_name(aff, isl_dim_param, k);
        int v = name && name[0] == 'p' ? atoi(name + 1) : -1;
        p = v >= 0 && v < x->f->nvar ? kf_poly_lin(ar, p, 1, kf_poly_var(ar, v), cv) : NULL;
    }
    return p;
}

/* Does statement s run exactly where its model domain says (no bound or if
 * the model had to drop)? */
static bool exact_domain(const struct kf_stmt *s)
{
    for (int k = 0; k < s->depth; k++) {
        const struct kf_node *l = s->loops[k];
        for (int i = 0; i < l->nlb; i++)
            if (!l->lb[i])
                return false;
        for (int i = 0; i < l->nub; i++)
            if (!l->ub[i])
                return false;
    }
    for (int k = 0; k < s->nif; k++)
        if (!s->ifs[k]->cond_affine)
            return false;
    return true;
}

/*
 * A pointer array's extent, in elements, from what the fragment touches:
 * the lexicographic maximum of the elements its accesses reach over their
 * domains (isl), plus one; a delinearised a[i*q + j] (model.h) reaches
 * i*q + j.  The program reads only inside its allocation, so this many
 * elements can be copied.  NULL when the maximum is not one affine piece,
 * or an access is not exact.
 */
static const char *pointer_extent(struct frag *x, int v)
{
    const struct kf_model *m = x->g->a->models[x->fi];
    const struct kf_fragment *f = x->f;
    isl_set *all = NULL;
    int stride = -1;
    bool bad = false;
    for (int s = 0; s < f->nstmt && !bad; s++) {
        const struct kf_stmt *st = f->stmts[s];
        for (int a = 0; a < st->naccess && !bad; a++) {
            const struct kf_access *ac = &st->acc[a];
            if (ac->var != v)
                continue;
            if (ac->whole || ac->may || ac->nsub != 1 || !ac->sub[0] || !m->acc[s][a] ||
                !exact_domain(st)) {
                bad = true;
                break;
            }
            if (stride < 0)
                stride = stride_of(f, ac->sub[0]);
            isl_set *r = isl_set_apply(isl_set_copy(m->domain[s]), isl_map_copy(m->acc[s][a]));
            all = all ? isl_set_union(all, r) : r;
        }
    }
    if (bad || !all) {
        isl_set_free(all);
        return NULL;
    }
    int nd = (int)isl_set_dim(all, isl_dim_set);
    if (nd < 1 || nd > 2 || (nd == 2 && stride < 0)) {
        isl_set_free(all);
        return NULL;
    }
    isl_pw_multi_aff *mx = isl_set_lexmax_pw_multi_aff(all);
    isl_multi_aff *ma = NULL;
    if (!mx || isl_pw_multi_aff_n_piece(mx) != 1 ||
        isl_pw_multi_aff_foreach_piece(mx, take_piece, &ma) < 0 || !ma) {
        isl_pw_multi_aff_free(mx);
        isl_multi_aff_free(ma);
        return NULL;
    }
    isl_pw_multi_aff_free(mx);
    kf_arena *ar = x->F->ar;
    struct kf_poly *e = NULL;
    for (int d = 0; d < nd; d++) {
        isl_aff *aff = isl_multi_aff_get_aff(ma, d);
        struct kf_poly *p = aff ? aff_poly(x, aff) : NULL;
        isl_aff_free(aff);
        if (!p) {
            e = NULL;
            break;
        }
        e = d == 0 ? p : kf_poly_lin(ar, kf_poly_mul(ar, e, kf_poly_var(ar, stride)), 1, p, 1);
    }
    isl_multi_aff_free(ma);
    if (!e)
        return NULL;
    return poly_text(x, kf_poly_lin(ar, e, 1, kf_poly_const(ar, 1), 1));
}

static const char *extent_of(struct frag *x, int v)
{
    const struct kf_var *var = &x->f->vars[v];
    if (var->ndims >= 1 && var->dims[0][0])
        return var->dims[0];
    if (var->base != KF_BASE_POINTER || var->ndims != 1)
        return NULL;
    return x->extent[v];
}

/* ---- names ------------------------------------------------------------- */

static const char *kernel_name(struct frag *x, const struct kf_node *L)
{
    char *s = kf_arena_printf(x->F->ar, "%s_%s", x->f->function, L->id);
    for (char *p = s; *p; p++)
        if (*p == '.')
            *p = '_';
    return s;
}

static const char *dev_name(struct frag *x, int v)
{
    return kf_arena_printf(x->F->ar, "%s_dev", x->f->vars[v].name);
}

static const char *bytes_name(struct frag *x, int v)
{
    return kf_arena_printf(x->F->ar, "%s_bytes", x->f->vars[v].name);
}

/* ---- the plan ---------------------------------------------------------- */

static bool uses_any(const struct kf_poly *p, const struct hnode *h, int depth)
{
    for (int d = 0; d < depth; d++)
        if (kf_poly_uses(p, h->band[d]->iter))
            return true;
    return false;
}

/* Variables a kernel takes as parameters, in the fragment's order: arrays
 * (device pointers) and scalars declared outside the band (by value: each
 * thread gets its own copy, holding the value from before the band). */
struct kparams {
    int n;
    int var[512];
};

static bool declared_inside(const struct kf_var *v, const struct kf_node *L)
{
    return !v->is_global && !v->is_param_decl && v->decl.offset >= L->range.begin.offset &&
           v->decl.offset < L->range.end.offset && (v->local || v->kind == KF_VAR_ITER);
}

static bool is_inner_iter(const struct frag *x, int v, const struct kf_node *L)
{
    for (int i = 0; i < x->f->nloop; i++) {
        const struct kf_node *l = x->f->loops[i];
        if (l->iter == v && l->range.begin.offset > L->range.begin.offset &&
            l->range.end.offset <= L->range.end.offset)
            return true;
    }
    return false;
}

/* Does a reduction kernel of loop info `red` reduce variable v? */
static bool reduced(const struct kf_loop_info *red, int v)
{
    for (int i = 0; red && i < red->nred; i++)
        if (red->reds[i].var == v)
            return true;
    return false;
}

static void kernel_params(struct frag *x, struct hnode *h, struct kparams *kp, bool *used)
{
    const struct kf_node *L = h->depth ? h->band[0] : h->n;
    memset(used, 0, (size_t)x->f->nvar);
    struct idents id = {.ctx = L, .var = used};
    scan(x, h->body, &id);
    for (int d = 0; d < h->depth; d++) {
        const struct kf_node *B = h->band[d];
        for (int v = 0; v < x->f->nvar; v++)
            if (kf_poly_uses(B->lb[0], v) || kf_poly_uses(B->ub[0], v))
                used[v] = true;
    }
    kp->n = 0;
    for (int v = 0; v < x->f->nvar && kp->n < 512; v++) {
        const struct kf_var *var = &x->f->vars[v];
        if (!used[v] || declared_inside(var, L) || is_inner_iter(x, v, L) || reduced(h->red, v))
            continue;
        bool band_iter = false;
        for (int d = 0; d < h->depth; d++)
            band_iter |= h->band[d]->iter == v;
        if (!band_iter)
            kp->var[kp->n++] = v;
    }
}

/* Can loop L be loop `depth` of the band in h?  NULL, or why not. */
static const char *band_loop_ok(struct frag *x, const struct kf_node *L, const struct hnode *h,
                                int depth)
{
    const struct kf_loop_info *li = kf_gen_loop_info(x->f, x->dp, L);
    bool folds = li && li->verdict == KF_REDUCTION && h->red;
    for (int i = 0; folds && i < li->nred; i++) /* only the band's own reductions */
        folds = reduced(h->red, li->reds[i].var);
    if (!li || (li->verdict != KF_PARALLEL && !folds)) {
        char why[512];
        kf_analyze_verdict_text(x->g->a, x->fi, li, why, sizeof why);
        return kf_arena_strdup(x->F->ar, why);
    }
    if (L->step != 1 && L->step != -1)
        return kf_arena_printf(x->F->ar, "its step is %ld", L->step);
    if (L->nlb != 1 || L->nub != 1 || !L->lb[0] || !L->ub[0])
        return "its bounds are not one affine expression each";
    if (uses_any(L->lb[0], h, depth) || uses_any(L->ub[0], h, depth))
        return "its bounds depend on an enclosing parallel loop";
    return NULL;
}

static void band_body(const struct frag *x, const struct kf_node *L, size_t *b, size_t *e)
{
    *b = L->child[0]->range.begin.offset;
    *e = node_end(x->g, L->child[L->nchild - 1]);
}

/* The text [b, e) as a kernel body in h->body; NULL, or why it cannot be. */
static const char *device_body(struct frag *x, struct hnode *h, size_t b, size_t e)
{
    const struct kf_node *L = h->depth ? h->band[0] : h->n;
    const char *why = NULL;
    char *body = device_text(x, b, e, &why);
    if (!body)
        return why ? why : "out of memory";
    struct idents id = {.ctx = L, .var = kf_arena_alloc(x->F->ar, (size_t)x->f->nvar)};
    scan(x, body, &id);
    if (id.bad)
        return kf_arena_printf(x->F->ar, "it calls '%s', which kforge cannot put on the device",
                               id.bad);
    for (const char *p = body; *p; p++)
        if (*p == '#' && alone_in(body, p))
            return "its body holds preprocessor lines";
    for (const char *p = body; (p = strstr(p, "return")) != NULL; p++)
        if ((p == body || !is_id(p[-1])) && !is_id(p[6]))
            return "its body returns";
    /* a static declared in the body is one object for every thread */
    for (int v = 0; v < x->f->nvar; v++) {
        const struct kf_var *var = &x->f->vars[v];
        if (!var->is_global && !var->is_param_decl && var->decl.offset >= b &&
            var->decl.offset < e && !var->local && var->kind != KF_VAR_ITER)
            return kf_arena_printf(x->F->ar, "it declares '%s' static", var->name);
    }
    h->body = body;
    /* the kernel's parameters must have types the device language knows */
    bool *used = kf_arena_alloc(x->F->ar, (size_t)x->f->nvar);
    struct kparams kp;
    kernel_params(x, h, &kp, used);
    for (int i = 0; i < kp.n; i++) {
        const struct kf_var *v = &x->f->vars[kp.var[i]];
        const char *t = v->kind == KF_VAR_ARRAY ? elem_type(x, v) : v->type;
        if (!basic_type(t))
            return kf_arena_printf(x->F->ar, "'%s' has type '%s', which kforge does not pass to "
                                             "kernels",
                                   v->name, t);
    }
    return NULL;
}

/* Is node n (inside L) under an if, between itself and L? */
static bool under_if(const struct kf_node *n, const struct kf_node *L, const struct kf_fragment *f)
{
    for (int s = 0; s < f->nstmt; s++) {
        const struct kf_stmt *st = f->stmts[s];
        for (int k = 0; k < st->nif; k++) {
            const struct kf_node *c = st->ifs[k];
            if (c->range.begin.offset >= L->range.begin.offset &&
                c->range.end.offset <= L->range.end.offset &&
                n->range.begin.offset >= c->range.begin.offset &&
                n->range.end.offset <= c->range.end.offset)
                return true;
        }
    }
    return false;
}

/* Does a loop inside L (L included) count with a variable that outlives L?
 * Then the host must see what the sequential loops leave in it: the kernel
 * cannot, so the host replays the loops' headers after it (replay_counters).
 * Any other scalar the kernel writes that outlives L keeps L on the host:
 * its last value would be lost.  NULL, or why not. */
static const char *outliving_scalars(struct frag *x, const struct kf_node *L,
                                     const struct kf_loop_info *red, bool *replay)
{
    const struct kf_fragment *f = x->f;
    *replay = false;
    for (int s = 0; s < f->nstmt; s++) {
        const struct kf_stmt *st = f->stmts[s];
        if (!stmt_in(st, L->range.begin.offset, L->range.end.offset))
            continue;
        for (int a = 0; a < st->naccess; a++) {
            const struct kf_var *v = &f->vars[st->acc[a].var];
            if (st->acc[a].write && v->kind != KF_VAR_ARRAY && !declared_inside(v, L) &&
                !reduced(red, st->acc[a].var))
                return kf_arena_printf(x->F->ar,
                                       "it writes '%s', declared outside it, whose last value "
                                       "the host would lose",
                                       v->name);
        }
    }
    for (int i = 0; i < f->nloop; i++) {
        const struct kf_node *l = f->loops[i];
        if (l->range.begin.offset < L->range.begin.offset ||
            l->range.end.offset > L->range.end.offset ||
            declared_inside(&f->vars[l->iter], L))
            continue;
        if (under_if(l, L, f))
            return kf_arena_printf(x->F->ar,
                                   "its counter '%s' outlives it and its loop is under an if",
                                   f->vars[l->iter].name);
        *replay = true;
    }
    return NULL;
}

/* After a kernel: the loop skeleton of L, headers only, so that counters
 * declared outside L end as the sequential loops leave them.  The headers
 * are affine and free of side effects; a compiler folds the empty loops. */
static void replay_counters(struct frag *x, struct kf_kgen *h, const struct kf_node *L)
{
    kf_kgen_begin_branch(h, kf_arena_strndup(x->F->ar, x->g->text + L->header.begin.offset,
                                             header_end(x->g, L) - L->header.begin.offset));
    for (int i = 0; i < L->nchild; i++)
        if (L->child[i]->kind == KF_NODE_LOOP)
            replay_counters(x, h, L->child[i]);
    kf_kgen_end_branch(h, NULL);
}

/* Tries to make loop L the top of a kernel; NULL, or why not. */
static const char *try_kernel(struct frag *x, const struct kf_node *L, struct hnode *h)
{
    const char *why = band_loop_ok(x, L, h, 0);
    if (why)
        return why;
    if (L->nchild == 0)
        return "its body is empty";
    h->band[0] = L;
    h->depth = 1;
    while (h->depth < 3) {
        const struct kf_node *in = h->band[h->depth - 1];
        if (in->nchild != 1 || in->child[0]->kind != KF_NODE_LOOP || in->child[0]->nchild == 0 ||
            band_loop_ok(x, in->child[0], h, h->depth))
            break;
        h->band[h->depth++] = in->child[0];
    }
    size_t b, e;
    band_body(x, h->band[h->depth - 1], &b, &e);
    why = device_body(x, h, b, e);
    if (!why)
        why = outliving_scalars(x, L, h->red, &h->replay);
    return why;
}

/* Tries to run statement n as a one-thread kernel; NULL, or why not. */
static const char *try_one(struct frag *x, const struct kf_node *n, struct hnode *h)
{
    const struct kf_stmt *st = n->stmt;
    for (int a = 0; a < st->naccess; a++)
        if (st->acc[a].write && x->f->vars[st->acc[a].var].kind != KF_VAR_ARRAY)
            return "it writes a scalar";
    h->depth = 0;
    return device_body(x, h, n->range.begin.offset, node_end(x->g, n));
}

static const char *param_text(struct frag *x, const struct kparams *kp);

/* The trip count of band loop B, as text. */
static const char *count_text(struct frag *x, const struct kf_node *B)
{
    kf_arena *ar = x->F->ar;
    struct kf_poly *cnt = B->step > 0 ? kf_poly_lin(ar, B->ub[0], 1, B->lb[0], -1)
                                      : kf_poly_lin(ar, B->lb[0], 1, B->ub[0], -1);
    return poly_text(x, kf_poly_lin(ar, cnt, 1, kf_poly_const(ar, 1), 1));
}

/*
 * Tries to make loop L, whose verdict is "reduction", the top of a
 * reduction kernel (gen_reduce.h): every reduction it carries is on a
 * scalar of a type the module reduces; the host loops around it are
 * sequential (a time loop: one launch per step is what the algorithm
 * needs); inner loops that carry nothing but the same reductions (or
 * nothing) fold into its band.  NULL, or why not;
 * `why` is why L is no plain kernel, kept for loops that reduce nothing.
 */
static const char *try_reduce(struct frag *x, const struct kf_node *L, struct hnode *h,
                              const char *why)
{
    const struct kf_loop_info *li = kf_gen_loop_info(x->f, x->dp, L);
    h->red = NULL;
    if (!li || li->verdict != KF_REDUCTION)
        return why;
    if (li->nred > KF_REDUCE_MAX_VARS)
        return kf_arena_printf(x->F->ar, "it reduces %d scalars, more than a reduction kernel "
                                         "takes (%d)",
                               li->nred, KF_REDUCE_MAX_VARS);
    for (int i = 0; i < li->nred; i++) {
        const struct kf_var *v = &x->f->vars[li->reds[i].var];
        if (v->kind == KF_VAR_ARRAY)
            return kf_arena_printf(x->F->ar,
                                   "it carries a reduction on elements of array '%s': array "
                                   "reductions stay sequential on the GPU (each thread would "
                                   "need its own copy of the array)",
                                   v->name);
        if (!kf_reduce_type(v->type))
            return kf_arena_printf(x->F->ar,
                                   "it reduces '%s' of type '%s' (reduction kernels take int, "
                                   "long, float and double)",
                                   v->name, v->type);
    }
    /* inside a host loop that is not sequential (it stays on the host for
     * another reason), the kernel would be launched once per iteration
     * where the whole nest could run at once: the host does better */
    for (const struct kf_node *p = L->parent; p; p = p->parent) {
        const struct kf_loop_info *pi =
            p->kind == KF_NODE_LOOP ? kf_gen_loop_info(x->f, x->dp, p) : NULL;
        if (pi && pi->verdict != KF_SEQUENTIAL)
            return kf_arena_printf(x->F->ar,
                                   "a reduction kernel here would be launched once per "
                                   "iteration of %s (%s), which is %s but stays on the host",
                                   p->id, x->f->vars[p->iter].name, kf_verdict_name(pi->verdict));
    }
    h->red = li;
    const char *w = try_kernel(x, L, h);
    if (w)
        h->red = NULL;
    return w;
}

/* The description gen_reduce.c writes the kernel from, once h is planned. */
static struct kf_red_kernel *red_kernel(struct frag *x, struct hnode *h)
{
    struct kf_red_kernel *rk = kf_arena_alloc(x->F->ar, sizeof *rk);
    const struct kf_gen_options *o = x->g->o;
    const struct kf_node *L = h->band[0];
    rk->kname = h->kname;
    rk->cuda = x->cuda;
    rk->block = o->nblock == 1 ? o->block[0] : KF_REDUCE_BLOCK;
    if (o->nblock > 1)
        kf_diag_report(x->g->d, KF_DIAG_WARNING, x->g->a->prog->file, L->header.begin.line,
                       L->header.begin.col, 0,
                       "--block has %d dimensions, a reduction kernel 1; ignored", o->nblock);
    bool *used = kf_arena_alloc(x->F->ar, (size_t)x->f->nvar);
    struct kparams kp;
    kernel_params(x, h, &kp, used);
    rk->params = param_text(x, &kp);
    rk->depth = h->depth;
    for (int d = 0; d < h->depth; d++) {
        const struct kf_node *B = h->band[d];
        const struct kf_var *it = &x->f->vars[B->iter];
        rk->band[d].type = declared_inside(it, L) || it->type[0] == 0 ? "int" : it->type;
        rk->band[d].name = it->name;
        rk->band[d].lb = poly_text(x, B->lb[0]);
        rk->band[d].step = (int)B->step;
        rk->band[d].count = count_text(x, B);
    }
    for (int v = 0; v < x->f->nvar && rk->nlocal < 16; v++)
        if (used[v] && is_inner_iter(x, v, L) && !declared_inside(&x->f->vars[v], L))
            rk->local[rk->nlocal++] = kf_arena_printf(x->F->ar, "%s %s;", x->f->vars[v].type,
                                                      x->f->vars[v].name);
    rk->body = h->body;
    for (int i = 0; i < h->red->nred; i++) {
        const struct kf_var *v = &x->f->vars[h->red->reds[i].var];
        rk->red[rk->nred++] = (struct kf_red_var){v->name, kf_reduce_type(v->type),
                                                  h->red->reds[i].op};
    }
    kf_reduce_choose(rk, o->reduction);
    return rk;
}

static void plan(struct frag *x, const struct kf_node *n, struct hnode *h, int *nkernel);

static void plan_kids(struct frag *x, int nkid, struct kf_node *const *kid, struct hnode **out,
                      int *nout, int *nkernel)
{
    *out = kf_arena_alloc(x->F->ar, (size_t)(nkid ? nkid : 1) * sizeof **out);
    *nout = nkid;
    for (int i = 0; i < nkid; i++)
        plan(x, kid[i], &(*out)[i], nkernel);
}

static void plan(struct frag *x, const struct kf_node *n, struct hnode *h, int *nkernel)
{
    h->n = n;
    h->kind = H_LEAF;
    if (n->kind != KF_NODE_LOOP)
        return;
    h->red = NULL;
    const char *why = try_kernel(x, n, h);
    if (why)
        why = try_reduce(x, n, h, why);
    if (!why && x->F->nkernel + *nkernel + x->nfin + (h->red != NULL) < MAX_KERNELS) {
        h->kind = H_KERNEL;
        h->kname = kernel_name(x, n);
        (*nkernel)++;
        if (h->red) {
            h->rk = red_kernel(x, h);
            x->nfin += kf_reduce_has_fin(h->rk);
        }
        return;
    }
    h->red = NULL;
    h->why = why ? why : "too many kernels in one file";
    int before = *nkernel;
    plan_kids(x, n->nchild, n->child, &h->kids, &h->nkid, nkernel);
    if (*nkernel == before)
        return;
    /* a host loop around kernels: its body must be exactly its children */
    size_t hb = header_end(x->g, n), he = node_end(x->g, n);
    if (n->nelse == 0 && kids_cover(x->g, hb, he, n->nchild, n->child)) {
        h->kind = H_LOOP;
        for (int i = 0; i < h->nkid; i++) {
            struct hnode *k = &h->kids[i];
            if (k->kind != H_LEAF || k->n->kind != KF_NODE_STMT ||
                x->F->nkernel + *nkernel + x->nfin >= MAX_KERNELS)
                continue;
            k->why = try_one(x, k->n, k);
            if (k->why)
                continue;
            k->kind = H_ONE;
            k->kname = kf_arena_printf(x->F->ar, "%s_S%d", x->f->function, k->n->stmt->id);
            (*nkernel)++;
        }
        return;
    }
    *nkernel = before;
    h->nkid = 0;
    h->why = "its body holds text kforge does not model, so it stays as written";
}

/* ---- kernels ----------------------------------------------------------- */

/* The kernel's parameters as its head declares them (no parentheses). */
static const char *param_text(struct frag *x, const struct kparams *kp)
{
    struct kf_kgen *k = x->F->kg;
    char *head = NULL;
    size_t hlen = 0;
    FILE *o = open_memstream(&head, &hlen);
    if (!o) {
        x->g->nomem = true;
        return "";
    }
    for (int i = 0; i < kp->n; i++) {
        const struct kf_var *v = &x->f->vars[kp->var[i]];
        const char *sep = i ? ", " : "";
        if (v->kind == KF_VAR_ARRAY) {
            const char *q = kf_kgen_qualifier(k, KF_KGEN_Q_GLOBAL);
            fprintf(o, "%s%s%s%s *%s", sep, q, *q ? " " : "", elem_type(x, v), v->name);
            if (strstr(elem_type(x, v), "double"))
                x->F->uses_double = true;
        } else {
            fprintf(o, "%s%s %s", sep, v->type, v->name);
            if (strstr(v->type, "double"))
                x->F->uses_double = true;
        }
    }
    fclose(o);
    const char *r = kf_arena_strdup(x->F->ar, head ? head : "");
    free(head);
    return r;
}

/* OpenCL: free identifiers of a kernel's body are macros of the host,
 * handed over (cl_prelude) */
static void hand_over_idents(struct frag *x, struct hnode *h, const struct kf_node *L, bool *used)
{
    struct idents id = {.ctx = L, .var = used};
    scan(x, h->body, &id);
    for (int i = 0; i < id.nfree; i++) {
        bool seen = false;
        for (int q = 0; q < x->F->nident; q++)
            seen |= strcmp(x->F->ident[q], id.free_[i]) == 0;
        if (!seen && x->F->nident < MAX_IDENTS)
            x->F->ident[x->F->nident++] = id.free_[i];
    }
}

/* OpenCL C has no sqrtf, fminf, ...: its sqrt, fmin, ... are overloaded on
 * float.  A kernel body calling one gets "#define fminf fmin" before it
 * (once per file); C's float functions then mean the same there. */
static void cl_float_names(struct frag *x, const char *body)
{
    if (x->cuda)
        return;
    for (int i = 0; builtins[i] && i < 64; i++) {
        size_t n = strlen(builtins[i]);
        if (n < 2 || builtins[i][n - 1] != 'f' || !in_list(builtins, builtins[i], n - 1) ||
            (x->F->cl_fdefs >> i & 1))
            continue;
        for (const char *p = body; (p = strstr(p, builtins[i])) != NULL; p += n) {
            const char *q = p + n;
            while (*q == ' ')
                q++;
            if ((p == body || !is_id(p[-1])) && *q == '(') {
                kf_kgen_file_stmt(x->F->kg, kf_arena_printf(x->F->ar, "#define %s %.*s",
                                                            builtins[i], (int)(n - 1),
                                                            builtins[i]));
                x->F->cl_fdefs |= 1ul << i;
                break;
            }
        }
    }
}

/* A reduction kernel and its fold kernel (gen_reduce.h). */
static void emit_red_kernel(struct frag *x, struct hnode *h)
{
    bool *used = kf_arena_alloc(x->F->ar, (size_t)x->f->nvar);
    struct kparams kp;
    kernel_params(x, h, &kp, used);
    cl_float_names(x, h->body);
    kf_reduce_emit_kernels(x->F->kg, h->rk);
    for (int i = 0; i < h->rk->nred; i++)
        if (strcmp(h->rk->red[i].type, "double") == 0)
            x->F->uses_double = true;
    char fin[512];
    x->F->kname[x->F->nkernel++] = h->kname;
    if (kf_reduce_kernel_names(h->rk, fin, sizeof fin) == 2)
        x->F->kname[x->F->nkernel++] = kf_arena_strdup(x->F->ar, fin);
    hand_over_idents(x, h, h->band[0], used);
}

static void emit_kernel(struct frag *x, struct hnode *h, const struct kf_launch_choice *ch)
{
    if (h->rk) {
        emit_red_kernel(x, h);
        return;
    }
    struct kf_kgen *k = x->F->kg;
    const struct kf_node *L = h->depth ? h->band[0] : h->n;
    bool *used = kf_arena_alloc(x->F->ar, (size_t)x->f->nvar);
    struct kparams kp;
    kernel_params(x, h, &kp, used);
    cl_float_names(x, h->body);
    kf_kgen_declare_functionf(k, "%s void %s(%s)", kf_kgen_qualifier(k, KF_KGEN_Q_KERNEL),
                              h->kname, param_text(x, &kp));
    kf_kgen_begin_body(k);
    FILE *o;
    /* the band's iterators from the thread index */
    char *guard = NULL;
    size_t glen = 0;
    o = open_memstream(&guard, &glen);
    if (!o) {
        x->g->nomem = true;
        return;
    }
    fputs("if (", o);
    for (int t = 0; t < h->depth; t++) {
        int d = ch->map[t];
        const struct kf_node *B = h->band[d];
        const struct kf_var *it = &x->f->vars[B->iter];
        const char *lb = poly_text(x, B->lb[0]), *ub = poly_text(x, B->ub[0]);
        const char *idx = kf_kgen_index(k, KF_KGEN_GLOBAL_ID, t);
        const char *ty = declared_inside(it, L) || it->type[0] == 0 ? "int" : it->type;
        char *decl;
        if (strcmp(lb, "0") == 0)
            decl = kf_arena_printf(x->F->ar, "%s %s = (%s)%s;", ty, it->name, ty, idx);
        else
            decl = kf_arena_printf(x->F->ar, "%s %s = %s %c (%s)%s;", ty, it->name, lb,
                                   B->step > 0 ? '+' : '-', ty, idx);
        kf_kgen_declare_vars(k, KF_KGEN_MAIN, decl, KF_KGEN_PRIVATE, 0);
        fprintf(o, "%s%s %s %s", t ? " && " : "", it->name, B->step > 0 ? "<=" : ">=", ub);
    }
    fputs(")", o);
    fclose(o);
    /* iterators of inner loops declared outside the band: each thread's own */
    for (int v = 0; v < x->f->nvar; v++)
        if (used[v] && is_inner_iter(x, v, L) && !declared_inside(&x->f->vars[v], L))
            kf_kgen_declare_vars(k, KF_KGEN_MAIN,
                                 kf_arena_printf(x->F->ar, "%s %s;", x->f->vars[v].type,
                                                 x->f->vars[v].name),
                                 KF_KGEN_PRIVATE, 0);
    if (h->depth)
        kf_kgen_begin_branch(k, guard);
    free(guard);
    kf_kgen_stmt(k, h->body);
    if (h->depth)
        kf_kgen_end_branch(k, NULL);
    kf_kgen_end_body(k);
    x->F->kname[x->F->nkernel++] = h->kname;
    hand_over_idents(x, h, L, used);
}

/* ---- launch shape (launch.h) ------------------------------------------- */

/* The coefficient of iterator `it` in poly p: literal, or unknown (false). */
static bool coef_of(const struct kf_poly *p, int it, long *c)
{
    *c = 0;
    for (int t = 0; t < p->nterm; t++) {
        const struct kf_term *tm = &p->term[t];
        bool has = false;
        for (int k = 0; k < tm->nvar; k++)
            has |= tm->vars[k] == it;
        if (!has)
            continue;
        if (tm->nvar != 1)
            return false;
        *c += tm->coef;
    }
    return true;
}

static void launch_problem(struct frag *x, const struct hnode *h, struct kf_launch_problem *p,
                           struct kf_launch_access *acc, int cap)
{
    const struct kf_node *in = h->band[h->depth - 1];
    size_t b, e;
    band_body(x, in, &b, &e);
    memset(p, 0, sizeof *p);
    p->depth = h->depth;
    p->access = acc;
    for (int d = 0; d < h->depth; d++) {
        long lo, hi;
        if (kf_poly_const_value(h->band[d]->lb[0], &lo) &&
            kf_poly_const_value(h->band[d]->ub[0], &hi))
            p->extent[d] = (h->band[d]->step > 0 ? hi - lo : lo - hi) + 1;
    }
    for (int s = 0; s < x->f->nstmt; s++) {
        const struct kf_stmt *st = x->f->stmts[s];
        if (!stmt_in(st, b, e))
            continue;
        double w = 1;
        for (int k = in->depth + 1; k < st->depth; k++)
            w *= 16; /* a loop inside the thread: the seed's default trip count */
        for (int a = 0; a < st->naccess && p->naccess < cap; a++) {
            const struct kf_access *ac = &st->acc[a];
            const struct kf_var *v = &x->f->vars[ac->var];
            if (v->kind != KF_VAR_ARRAY || ac->nsub != v->ndims)
                continue;
            struct kf_launch_access *la = &acc[p->naccess++];
            memset(la, 0, sizeof *la);
            la->elem_size = type_size(elem_type(x, v));
            la->weight = w;
            for (int d = 0; d < h->depth; d++) {
                int it = h->band[d]->iter;
                la->cls[d] = KF_COEF_ZERO;
                for (int k = 0; k < ac->nsub; k++) {
                    long c;
                    if (!ac->sub[k] || !coef_of(ac->sub[k], it, &c)) {
                        la->cls[d] = KF_COEF_LARGE;
                        continue;
                    }
                    if (c == 0)
                        continue;
                    /* times the extents of the later dimensions */
                    for (int m = k + 1; m < v->ndims && c; m++) {
                        char *end;
                        long dm = strtol(v->dims[m], &end, 10);
                        if (*end || dm <= 0) {
                            la->cls[d] = KF_COEF_LARGE;
                            c = 0;
                        } else
                            c *= dm;
                    }
                    if (c && la->cls[d] != KF_COEF_LARGE) {
                        la->coef[d] += c;
                        la->cls[d] = KF_COEF_SMALL;
                    }
                }
            }
        }
    }
    if (p->naccess == 0) { /* nothing to tell the shapes apart: unit stride on the last */
        memset(&acc[0], 0, sizeof acc[0]);
        acc[0].elem_size = 4;
        acc[0].weight = 1;
        acc[0].cls[h->depth - 1] = KF_COEF_SMALL;
        acc[0].coef[h->depth - 1] = 1;
        p->naccess = 1;
    }
}

/* --map j,i and --block 32x8, when they fit the band */
static bool apply_overrides(struct frag *x, const struct hnode *h, struct kf_launch_choice *c)
{
    const struct kf_gen_options *o = x->g->o;
    bool changed = false;
    if (o->map) {
        struct kf_launch_choice t = *c;
        int n = 0;
        const char *p = o->map;
        bool ok = true;
        while (*p && ok) {
            size_t l = strcspn(p, ",");
            int found = -1;
            for (int d = 0; d < h->depth; d++)
                if (strlen(x->f->vars[h->band[d]->iter].name) == l &&
                    strncmp(x->f->vars[h->band[d]->iter].name, p, l) == 0)
                    found = d;
            if (found < 0 || n >= h->depth)
                ok = false;
            else
                t.map[n++] = found;
            p += l + (p[l] == ',');
        }
        if (ok && n == h->depth) {
            *c = t;
            changed = true;
        } else
            kf_diag_report(x->g->d, KF_DIAG_WARNING, x->g->a->prog->file, h->band[0]->header.begin.line,
                           h->band[0]->header.begin.col, 0,
                           "--map %s does not name this kernel's %d loop%s; ignored", o->map,
                           h->depth, h->depth == 1 ? "" : "s");
    }
    if (o->nblock) {
        if (o->nblock == h->depth) {
            for (int t = 0; t < KF_LAUNCH_MAX_DEPTH; t++)
                c->block[t] = t < o->nblock ? o->block[t] : 1;
            changed = true;
        } else
            kf_diag_report(x->g->d, KF_DIAG_WARNING, x->g->a->prog->file, h->band[0]->header.begin.line,
                           h->band[0]->header.begin.col, 0,
                           "--block has %d dimension%s, this kernel %d; ignored", o->nblock,
                           o->nblock == 1 ? "" : "s", h->depth);
    }
    return changed;
}

static void choose_shape(struct frag *x, const struct hnode *h, struct kf_launch_choice *best)
{
    struct kf_launch_access acc[128];
    struct kf_launch_problem p;
    launch_problem(x, h, &p, acc, 128);
    struct kf_launch_choice all[8];
    size_t nall = 0;
    if (kf_launch_choose(&p, best, all, 8, &nall) != 0) {
        memset(best, 0, sizeof *best);
        for (int t = 0; t < KF_LAUNCH_MAX_DEPTH; t++) {
            best->map[t] = t < h->depth ? h->depth - 1 - t : 0;
            best->block[t] = 1;
        }
        best->block[0] = h->depth == 1 ? 256 : 32;
        if (h->depth > 1)
            best->block[1] = 8;
    }
    bool over = apply_overrides(x, h, best);
    if (over)
        kf_launch_cost(&p, best);
    if (!x->g->o->explain)
        return;
    kf_gen_explain(x->g, "  kernel %s (loops", h->kname);
    for (int d = 0; d < h->depth; d++)
        kf_gen_explain(x->g, " %s", x->f->vars[h->band[d]->iter].name);
    kf_gen_explain(x->g, "): ");
    for (int t = 0; t < h->depth; t++)
        kf_gen_explain(x->g, "%s%s -> %c", t ? ", " : "", x->f->vars[h->band[best->map[t]]->iter].name,
                       "xyz"[t]);
    kf_gen_explain(x->g, "; block ");
    for (int t = 0; t < h->depth; t++)
        kf_gen_explain(x->g, "%s%d", t ? "x" : "", best->block[t]);
    kf_gen_explain(x->g, "; %.3f lines/thread (warp %.3f)%s\n", best->cost, best->warp_cost,
                   over ? " [from --map/--block]" : "");
    kf_gen_explain(x->g, "    alternatives (%zu tried), cheapest first:\n", nall);
    for (size_t i = 0; i < nall && i < 8; i++) {
        kf_gen_explain(x->g, "     ");
        for (int t = 0; t < h->depth; t++)
            kf_gen_explain(x->g, " %s->%c", x->f->vars[h->band[all[i].map[t]]->iter].name, "xyz"[t]);
        kf_gen_explain(x->g, "  block ");
        for (int t = 0; t < h->depth; t++)
            kf_gen_explain(x->g, "%s%d", t ? "x" : "", all[i].block[t]);
        kf_gen_explain(x->g, "  cost %.3f (warp %.3f)\n", all[i].cost, all[i].warp_cost);
    }
}

/* ---- transfers (xfer.h) ------------------------------------------------- */

static void arrays_in(struct frag *x, size_t b, size_t e, uint64_t *r, uint64_t *w)
{
    for (int s = 0; s < x->f->nstmt; s++) {
        const struct kf_stmt *st = x->f->stmts[s];
        if (!stmt_in(st, b, e))
            continue;
        for (int a = 0; a < st->naccess; a++) {
            int xv = x->x_of[st->acc[a].var];
            if (xv < 0)
                continue;
            if (st->acc[a].write)
                *w |= 1ull << xv;
            else
                *r |= 1ull << xv;
        }
    }
}

static struct kf_xfer_seq *xseq(struct frag *x, int n, struct hnode *h, struct kf_xfer_node *owner,
                                struct kf_xfer_seq *parent, int pidx);

/* s->items[i] from plan node h */
static void xitem(struct frag *x, struct hnode *h, struct kf_xfer_seq *s, int i)
{
    struct kf_xfer_node *it = &s->items[i];
    const struct kf_node *nd = h->n;
    it->line = (int)nd->range.begin.line;
    if (h->kind == H_LOOP) {
        it->kind = KF_XFER_LOOP;
        it->side = KF_XFER_HOST;
        it->body = xseq(x, h->nkid, h->kids, it, s, i);
    } else {
        it->kind = KF_XFER_STMT;
        it->side = h->kind == H_KERNEL || h->kind == H_ONE ? KF_XFER_DEV : KF_XFER_HOST;
        arrays_in(x, nd->range.begin.offset, node_end(x->g, nd), &it->reads, &it->writes);
    }
}

static struct kf_xfer_seq *new_seq(int n, struct kf_xfer_node *owner, struct kf_xfer_seq *parent,
                                   int pidx)
{
    struct kf_xfer_seq *s = calloc(1, sizeof *s);
    if (!s)
        abort();
    s->n = n;
    s->items = calloc((size_t)(n ? n : 1), sizeof *s->items);
    s->owner = owner;
    s->parent = parent;
    s->parent_index = pidx;
    if (!s->items)
        abort();
    return s;
}

static struct kf_xfer_seq *xseq(struct frag *x, int n, struct hnode *h, struct kf_xfer_node *owner,
                                struct kf_xfer_seq *parent, int pidx)
{
    struct kf_xfer_seq *s = new_seq(n, owner, parent, pidx);
    for (int i = 0; i < n; i++)
        xitem(x, &h[i], s, i);
    return s;
}

static void mark_dev(struct frag *x, struct hnode *h, int n)
{
    for (int i = 0; i < n; i++) {
        if (h[i].kind == H_LOOP)
            mark_dev(x, h[i].kids, h[i].nkid);
        if (h[i].kind != H_KERNEL && h[i].kind != H_ONE)
            continue;
        for (int s = 0; s < x->f->nstmt; s++)
            if (stmt_in(x->f->stmts[s], h[i].n->range.begin.offset, node_end(x->g, h[i].n)))
                for (int a = 0; a < x->f->stmts[s]->naccess; a++) {
                    int v = x->f->stmts[s]->acc[a].var;
                    if (x->f->vars[v].kind == KF_VAR_ARRAY)
                        x->dev_array[v] = true;
                }
    }
}

/* ---- host API: OpenCL and CUDA ------------------------------------------ */

struct host_api {
    void (*alloc)(struct frag *x, struct kf_kgen *h, int v, int line);
    void (*release)(struct frag *x, struct kf_kgen *h, int v, int line);
    void (*copy)(struct frag *x, struct kf_kgen *h, int v, enum kf_xfer_dir dir, int line);
    void (*launch)(struct frag *x, struct kf_kgen *h, struct hnode *k,
                   const struct kf_launch_choice *c, const struct kparams *kp, const char **count);
    void (*prelude)(struct gen *g, struct kf_kgen *h);
};

static void cl_alloc(struct frag *x, struct kf_kgen *h, int v, int line)
{
    kf_kgen_declare_vars(h, KF_KGEN_MAIN,
                         kf_arena_printf(x->F->ar, "cl_mem %s = kf_cl_alloc(%s, %d);",
                                         dev_name(x, v), bytes_name(x, v), line),
                         KF_KGEN_PRIVATE, 0);
}

static void cl_release(struct frag *x, struct kf_kgen *h, int v, int line)
{
    kf_kgen_stmtf(h, "kf_cl_check(clReleaseMemObject(%s), \"clReleaseMemObject\", %d);",
                  dev_name(x, v), line);
}

static void cl_copy(struct frag *x, struct kf_kgen *h, int v, enum kf_xfer_dir dir, int line)
{
    if (dir == KF_XFER_H2D)
        kf_kgen_stmtf(h, "kf_cl_write(%s, %s, %s, %d);", dev_name(x, v), x->f->vars[v].name,
                      bytes_name(x, v), line);
    else
        kf_kgen_stmtf(h, "kf_cl_read(%s, %s, %s, %d);", x->f->vars[v].name, dev_name(x, v),
                      bytes_name(x, v), line);
}

static void cl_launch(struct frag *x, struct kf_kgen *h, struct hnode *k,
                      const struct kf_launch_choice *c, const struct kparams *kp,
                      const char **count)
{
    int line = (int)(k->depth ? k->band[0]->header.begin.line : k->n->range.begin.line);
    char loc[64] = "1", glob[512] = "1";
    if (k->depth)
        loc[0] = glob[0] = 0;
    for (int t = 0; t < k->depth; t++) {
        size_t n = strlen(loc), m = strlen(glob);
        snprintf(loc + n, sizeof loc - n, "%s%d", t ? ", " : "", c->block[t]);
        if (c->block[t] == 1)
            snprintf(glob + m, sizeof glob - m, "%s(size_t)%s", t ? ", " : "",
                     paren(x, count[c->map[t]]));
        else
            snprintf(glob + m, sizeof glob - m, "%s(size_t)(%s + %d) / %d * %d", t ? ", " : "",
                     paren(x, count[c->map[t]]), c->block[t] - 1, c->block[t], c->block[t]);
    }
    int dims = k->depth ? k->depth : 1;
    kf_kgen_stmtf(h, "size_t kf_local[%d] = {%s};", dims, loc);
    kf_kgen_stmtf(h, "size_t kf_global[%d] = {%s};", dims, glob);
    for (int i = 0; i < kp->n; i++) {
        const struct kf_var *v = &x->f->vars[kp->var[i]];
        const char *a = v->kind == KF_VAR_ARRAY ? dev_name(x, kp->var[i]) : v->name;
        kf_kgen_stmtf(h, "kf_cl_arg(kf_cl_kernel_%s, %d, sizeof %s, &%s, %d);", k->kname, i, a, a,
                      line);
    }
    kf_kgen_stmtf(h,
                  "kf_cl_check(clEnqueueNDRangeKernel(kf_cl.queue, kf_cl_kernel_%s, %d, NULL, "
                  "kf_global, kf_local, 0, NULL, NULL),\n"
                  "            \"clEnqueueNDRangeKernel(%s)\", %d);",
                  k->kname, dims, k->kname, line);
}

static void cu_alloc(struct frag *x, struct kf_kgen *h, int v, int line)
{
    kf_kgen_declare_vars(h, KF_KGEN_MAIN,
                         kf_arena_printf(x->F->ar, "%s *%s = NULL;",
                                         elem_type(x, &x->f->vars[v]), dev_name(x, v)),
                         KF_KGEN_PRIVATE, 0);
    kf_kgen_stmtf(h, "kf_cuda_check(cudaMalloc((void **)&%s, %s), \"cudaMalloc\", %d);",
                  dev_name(x, v), bytes_name(x, v), line);
}

static void cu_release(struct frag *x, struct kf_kgen *h, int v, int line)
{
    kf_kgen_stmtf(h, "kf_cuda_check(cudaFree(%s), \"cudaFree\", %d);", dev_name(x, v), line);
}

static void cu_copy(struct frag *x, struct kf_kgen *h, int v, enum kf_xfer_dir dir, int line)
{
    if (dir == KF_XFER_H2D)
        kf_kgen_stmtf(h,
                      "kf_cuda_check(cudaMemcpy(%s, %s, %s, cudaMemcpyHostToDevice), "
                      "\"cudaMemcpy\", %d);",
                      dev_name(x, v), x->f->vars[v].name, bytes_name(x, v), line);
    else
        kf_kgen_stmtf(h,
                      "kf_cuda_check(cudaMemcpy(%s, %s, %s, cudaMemcpyDeviceToHost), "
                      "\"cudaMemcpy\", %d);",
                      x->f->vars[v].name, dev_name(x, v), bytes_name(x, v), line);
}

/*
 * The host C file cannot spell <<<>>>, so each kernel gets a launcher in the
 * .cu file, extern "C" and with plain parameters (sizes, pointers, scalars):
 *
 *     extern "C" cudaError_t kf_launch_K(unsigned kf_gx, ..., unsigned kf_bz, double *A, int n)
 *     {
 *         K<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(A, n);
 *         return cudaPeekAtLastError();
 *     }
 *
 * and the host checks what it returns, naming the kernel and the line.
 */
/*
 * CUDA: the host file is C, which cannot spell <<<>>>, so every kernel gets
 * a launcher in the .cu,
 *
 *   extern "C" cudaError_t kf_launch_KNAME(unsigned kf_gx, kf_gy, kf_gz,
 *                                          unsigned kf_bx, kf_by, kf_bz PARAMS)
 *
 * that starts KNAME<<<grid, block>>>(NAMES) and returns
 * cudaPeekAtLastError(); its prototype goes into the host file.  `params`
 * is ", "-led (or empty), `names` is not.
 */
static void cu_launcher(struct kf_gpu_file *F, const char *kname, const char *params,
                        const char *names)
{
    const char *proto = kf_arena_printf(F->ar,
                                        "cudaError_t kf_launch_%s(unsigned kf_gx, unsigned kf_gy, "
                                        "unsigned kf_gz, unsigned kf_bx, unsigned kf_by, "
                                        "unsigned kf_bz%s)",
                                        kname, params);
    if (F->nlauncher < MAX_KERNELS)
        F->launcher[F->nlauncher++] = proto;
    if (!F->wrap)
        F->wrap = kf_kgen_create(KF_KGEN_CUDA);
    kf_kgen_declare_functionf(F->wrap, "extern \"C\" %s", proto);
    kf_kgen_begin_body(F->wrap);
    kf_kgen_stmtf(F->wrap, "%s<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(%s);",
                  kname, names);
    kf_kgen_stmt(F->wrap, "return cudaPeekAtLastError();");
    kf_kgen_end_body(F->wrap);
}

/* A launcher's view of the kernel's own parameters (kparams): their
 * declarations, each after ", " ("..., double *A, int n"), and their names
 * ("A, n"); false when they do not fit. */
static bool launcher_params(struct frag *x, const struct kparams *kp, char *params,
                            size_t np, char *names, size_t nn)
{
    size_t m = 0, q = 0;
    *params = *names = '\0';
    for (int i = 0; i < kp->n; i++) {
        const struct kf_var *v = &x->f->vars[kp->var[i]];
        bool arr = v->kind == KF_VAR_ARRAY;
        m += (size_t)snprintf(params + m, np - m, ", %s %s%s", arr ? elem_type(x, v) : v->type,
                              arr ? "*" : "", v->name);
        q += (size_t)snprintf(names + q, nn - q, "%s%s", i ? ", " : "", v->name);
        if (m >= np || q >= nn)
            return false;
    }
    return true;
}

static void cu_launch(struct frag *x, struct kf_kgen *h, struct hnode *k,
                      const struct kf_launch_choice *c, const struct kparams *kp,
                      const char **count)
{
    struct kf_gpu_file *F = x->F;
    int line = (int)(k->depth ? k->band[0]->header.begin.line : k->n->range.begin.line);
    char blk[64] = "", grd[512] = "", args[2048] = "", params[4096] = "";
    for (int t = 0; t < 3; t++) {
        size_t n = strlen(blk), m = strlen(grd);
        snprintf(blk + n, sizeof blk - n, ", %d", t < k->depth ? c->block[t] : 1);
        if (t < k->depth && c->block[t] == 1)
            snprintf(grd + m, sizeof grd - m, "%s(unsigned)%s", t ? ", " : "",
                     paren(x, count[c->map[t]]));
        else if (t < k->depth)
            snprintf(grd + m, sizeof grd - m, "%s(unsigned)((%s + %d) / %d)", t ? ", " : "",
                     count[c->map[t]], c->block[t] - 1, c->block[t]);
        else
            snprintf(grd + m, sizeof grd - m, "%s1", t ? ", " : "");
    }
    for (int i = 0; i < kp->n; i++) {
        const struct kf_var *v = &x->f->vars[kp->var[i]];
        size_t n = strlen(args);
        snprintf(args + n, sizeof args - n, ", %s",
                 v->kind == KF_VAR_ARRAY ? dev_name(x, kp->var[i]) : v->name);
    }
    char names[2048];
    launcher_params(x, kp, params, sizeof params, names, sizeof names);
    cu_launcher(F, k->kname, params, names);
    kf_kgen_stmtf(h, "kf_cuda_check(kf_launch_%s(%s%s%s), \"%s<<<...>>>\", %d);", k->kname, grd,
                  blk, args, k->kname, line);
}

static void fn(struct kf_kgen *h, const char *decl) { kf_kgen_declare_function(h, decl); kf_kgen_begin_body(h); }

static void check_fn(struct kf_kgen *h, const char *decl, const char *cond, const char *msg)
{
    fn(h, decl);
    kf_kgen_begin_branch(h, cond);
    kf_kgen_stmt(h, msg);
    kf_kgen_stmt(h, "exit(EXIT_FAILURE);");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_end_body(h);
}

static void cl_prelude(struct gen *g, struct kf_kgen *h)
{
    struct kf_gpu_file *F = g->gpu;
    const char *file = g->a->prog->file;
    kf_kgen_file_stmt(h, "/* kforge: OpenCL runtime and the kernels of this file */\n"
                         "#define CL_TARGET_OPENCL_VERSION 120\n"
                         "#include <CL/cl.h>\n#include <stdio.h>\n#include <stdlib.h>\n\n"
                         "#define KF_STR_(x) #x\n#define KF_STR(x) KF_STR_(x)\n");
    /* the kernel source as a C string */
    char *src = NULL;
    size_t slen = 0;
    FILE *o = open_memstream(&src, &slen);
    if (!o) {
        g->nomem = true;
        return;
    }
    fputs("/* the kernels, built at run time; the macros they use are the host's */\n"
          "static const char kf_cl_source[] =\n",
          o);
    if (F->uses_double)
        fputs("    \"#pragma OPENCL EXTENSION cl_khr_fp64 : enable\\n\"\n", o);
    for (int i = 0; i < F->nident; i++)
        fprintf(o, "#ifdef %s\n    \"#define %s \" KF_STR(%s) \"\\n\"\n#endif\n", F->ident[i],
                F->ident[i], F->ident[i]);
    const char *k = kf_kgen_source(F->kg);
    for (const char *p = k; p && *p;) {
        size_t n = strcspn(p, "\n");
        fputs("    \"", o);
        for (size_t i = 0; i < n; i++) {
            if (p[i] == '"' || p[i] == '\\')
                fputc('\\', o);
            fputc(p[i] == '\t' ? ' ' : p[i], o);
        }
        fputs("\\n\"\n", o);
        p += n + (p[n] == '\n');
    }
    fputs("    ;\n", o);
    fclose(o);
    kf_kgen_file_stmt(h, src);
    free(src);
    for (int i = 0; i < F->nkernel; i++)
        kf_kgen_file_stmt(h, kf_arena_printf(F->ar, "static cl_kernel kf_cl_kernel_%s;", F->kname[i]));
    kf_kgen_file_stmt(h, "static struct {\n    cl_context context;\n    cl_command_queue queue;\n"
                         "    cl_program program;\n} kf_cl;\n");
    check_fn(h, "static void kf_cl_check(cl_int err, const char *call, int line)",
             "if (err != CL_SUCCESS)",
             kf_arena_printf(F->ar,
                             "fprintf(stderr, \"%s:%%d: %%s failed: OpenCL error %%d\\n\", line, "
                             "call, (int)err);",
                             file));
    fn(h, "static void kf_cl_init(int line)");
    kf_kgen_begin_branch(h, "if (kf_cl.program)");
    kf_kgen_stmt(h, "return;");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "cl_platform_id platforms[16];", 0, 0);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "cl_device_id device = NULL;", 0, 0);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "cl_uint np = 0;", 0, 0);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "cl_int err;", 0, 0);
    kf_kgen_stmt(h, "kf_cl_check(clGetPlatformIDs(16, platforms, &np), \"clGetPlatformIDs\", "
                    "line);");
    kf_kgen_begin_branch(h, "for (cl_uint i = 0; i < np && !device; i++)");
    kf_kgen_stmt(h, "clGetDeviceIDs(platforms[i], CL_DEVICE_TYPE_ALL, 1, &device, NULL);");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_begin_branch(h, "if (!device)");
    kf_kgen_stmt(h, "kf_cl_check(CL_DEVICE_NOT_FOUND, \"clGetDeviceIDs\", line);");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_stmt(h, "kf_cl.context = clCreateContext(NULL, 1, &device, NULL, NULL, &err);");
    kf_kgen_stmt(h, "kf_cl_check(err, \"clCreateContext\", line);");
    kf_kgen_stmt(h, "kf_cl.queue = clCreateCommandQueue(kf_cl.context, device, 0, &err);");
    kf_kgen_stmt(h, "kf_cl_check(err, \"clCreateCommandQueue\", line);");
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "const char *src = kf_cl_source;", 0, 0);
    kf_kgen_stmt(h, "kf_cl.program = clCreateProgramWithSource(kf_cl.context, 1, &src, NULL, "
                    "&err);");
    kf_kgen_stmt(h, "kf_cl_check(err, \"clCreateProgramWithSource\", line);");
    kf_kgen_begin_branch(h, "if (clBuildProgram(kf_cl.program, 1, &device, \"\", NULL, NULL) != "
                            "CL_SUCCESS)");
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "char log[16384] = \"\";", 0, 0);
    kf_kgen_stmt(h, "clGetProgramBuildInfo(kf_cl.program, device, CL_PROGRAM_BUILD_LOG, "
                    "sizeof log, log, NULL);");
    kf_kgen_stmtf(h, "fprintf(stderr, \"%s:%%d: clBuildProgram failed:\\n%%s\\n\", line, log);",
                  file);
    kf_kgen_stmt(h, "exit(EXIT_FAILURE);");
    kf_kgen_end_branch(h, NULL);
    for (int i = 0; i < F->nkernel; i++) {
        kf_kgen_stmtf(h, "kf_cl_kernel_%s = clCreateKernel(kf_cl.program, \"%s\", &err);",
                      F->kname[i], F->kname[i]);
        kf_kgen_stmtf(h, "kf_cl_check(err, \"clCreateKernel(%s)\", line);", F->kname[i]);
    }
    kf_kgen_end_body(h);
    fn(h, "static cl_mem kf_cl_alloc(size_t bytes, int line)");
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "cl_int err;", 0, 0);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN,
                         "cl_mem m = clCreateBuffer(kf_cl.context, CL_MEM_READ_WRITE, bytes ? "
                         "bytes : 1, NULL, &err);",
                         0, 0);
    kf_kgen_stmt(h, "kf_cl_check(err, \"clCreateBuffer\", line);");
    kf_kgen_stmt(h, "return m;");
    kf_kgen_end_body(h);
    /* an array of no elements (a buffer allocated where its variable is
     * born, for a fragment that runs no iteration) has one byte and no
     * copies: OpenCL refuses empty buffers and copies */
    fn(h, "static void kf_cl_write(cl_mem to, const void *from, size_t bytes, int line)");
    kf_kgen_begin_branch(h, "if (bytes)");
    kf_kgen_stmt(h, "kf_cl_check(clEnqueueWriteBuffer(kf_cl.queue, to, CL_TRUE, 0, bytes, from, "
                    "0, NULL, NULL),\n            \"clEnqueueWriteBuffer\", line);");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_end_body(h);
    fn(h, "static void kf_cl_read(void *to, cl_mem from, size_t bytes, int line)");
    kf_kgen_begin_branch(h, "if (bytes)");
    kf_kgen_stmt(h, "kf_cl_check(clEnqueueReadBuffer(kf_cl.queue, from, CL_TRUE, 0, bytes, to, "
                    "0, NULL, NULL),\n            \"clEnqueueReadBuffer\", line);");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_end_body(h);
    fn(h, "static void kf_cl_arg(cl_kernel k, cl_uint i, size_t size, const void *value, int "
          "line)");
    kf_kgen_stmt(h, "kf_cl_check(clSetKernelArg(k, i, size, value), \"clSetKernelArg\", line);");
    kf_kgen_end_body(h);
}

/*
 * CUDA output is two files (gen.h): the user's C file, still C, with the
 * host code below at its first function with a kernel, and a .cu file with
 * the kernels and their launchers (cu_device_file).  The host side needs
 * only the CUDA runtime's C API.
 */
static void cu_prelude(struct gen *g, struct kf_kgen *h)
{
    struct kf_gpu_file *F = g->gpu;
    kf_kgen_file_stmt(h, "/* kforge: CUDA runtime checks and the launchers of the kernels in the "
                         ".cu file */\n"
                         "#include <cuda_runtime_api.h>\n#include <stdio.h>\n#include <stdlib.h>\n");
    check_fn(h, "static void kf_cuda_check(cudaError_t err, const char *call, int line)",
             "if (err != cudaSuccess)",
             kf_arena_printf(F->ar,
                             "fprintf(stderr, \"%s:%%d: %%s failed: %%s\\n\", line, call, "
                             "cudaGetErrorString(err));",
                             g->a->prog->file));
    for (int i = 0; i < F->nlauncher; i++)
        kf_kgen_file_stmt(h, kf_arena_printf(F->ar, "%s;", F->launcher[i]));
}

/* The preprocessor lines of text[0, end), in order, continuation lines and
 * comments that run on included, #pragma lines left out: the macro context
 * the kernels had when they sat in the user's file before `end`.  Lines in
 * comments and string literals are not directives. */
static void directives(const char *text, size_t end, FILE *o)
{
    bool in_comment = false, at_bol = true;
    for (size_t p = 0; p < end;) {
        char c = text[p];
        if (in_comment) {
            if (c == '*' && p + 1 < end && text[p + 1] == '/') {
                in_comment = false;
                p += 2;
                continue;
            }
            at_bol = c == '\n' ? true : at_bol;
            p++;
            continue;
        }
        if (c == '\n') {
            at_bol = true;
            p++;
            continue;
        }
        if (c == ' ' || c == '\t') {
            p++;
            continue;
        }
        if (c == '#' && at_bol) {
            /* the directive: up to a newline that is neither escaped nor in a comment */
            size_t q = p;
            bool com = false;
            while (q < end) {
                if (!com && text[q] == '/' && q + 1 < end && text[q + 1] == '*')
                    com = true, q++;
                else if (com && text[q] == '*' && q + 1 < end && text[q + 1] == '/')
                    com = false, q++;
                else if (!com && text[q] == '/' && q + 1 < end && text[q + 1] == '/')
                    while (q + 1 < end && text[q + 1] != '\n')
                        q++;
                else if (!com && text[q] == '\\' && q + 1 < end && text[q + 1] == '\n')
                    q++;
                else if (!com && text[q] == '\n')
                    break;
                q++;
            }
            size_t w = p + 1;
            while (w < q && (text[w] == ' ' || text[w] == '\t'))
                w++;
            if (!(q - w >= 6 && strncmp(text + w, "pragma", 6) == 0))
                fprintf(o, "%.*s\n", (int)(q - p), text + p);
            p = q;
            continue;
        }
        at_bol = false;
        if (c == '/' && p + 1 < end && text[p + 1] == '*') {
            in_comment = true;
            p += 2;
            continue;
        }
        if (c == '/' && p + 1 < end && text[p + 1] == '/') {
            while (p < end && text[p] != '\n')
                p++;
            continue;
        }
        if (c == '"' || c == '\'') {
            for (p++; p < end && text[p] != c && text[p] != '\n'; p++)
                if (text[p] == '\\')
                    p++;
        }
        p++;
    }
}

/*
 * The .cu file: the user's preprocessor lines before the first function
 * with a kernel (the macros the kernels' text uses, with the values the
 * host build gives them), C's restrict spelled for C++, the kernels and
 * their launchers.  nvcc compiles it as C++; none of the user's code is in
 * it, so the user's C keeps C's rules in the host file.
 */
static int cu_device_file(struct gen *g)
{
    struct kf_gpu_file *F = g->gpu;
    char *buf = NULL;
    size_t n = 0;
    FILE *o = open_memstream(&buf, &n);
    if (!o)
        return -1;
    fprintf(o, "/* kforge %s: %s for cuda, the device part: %d kernel%s and %s launcher%s */\n",
            kf_version(), g->a->prog->file, F->nkernel, F->nkernel == 1 ? "" : "s",
            F->nkernel == 1 ? "its" : "their", F->nkernel == 1 ? "" : "s");
    fprintf(o, "#define restrict __restrict__\n");
    unsigned line = 1;
    for (size_t p = 0; p < F->prelude_at; p++)
        line += g->text[p] == '\n';
    fprintf(o, "/* the preprocessor lines of %s before line %u, where the kernels' text was */\n",
            g->a->prog->file, line);
    directives(g->text, F->prelude_at, o);
    fprintf(o, "/* end of %s's lines */\n#include <cuda_runtime.h>\n\n", g->a->prog->file);
    fputs(kf_kgen_source(F->kg), o);
    if (F->wrap) {
        fputs("\n/* the launchers the host C file calls */\n", o);
        fputs(kf_kgen_source(F->wrap), o);
    }
    if (fclose(o) != 0) {
        free(buf);
        return -1;
    }
    g->device = buf;
    return 0;
}

static const struct host_api opencl_api = {cl_alloc, cl_release, cl_copy, cl_launch, cl_prelude};
static const struct host_api cuda_api = {cu_alloc, cu_release, cu_copy, cu_launch, cu_prelude};

/* ---- host code ---------------------------------------------------------- */

/* --explain: which reduction method, and why */
static void explain_red(struct frag *x, const struct hnode *n)
{
    const struct kf_red_kernel *rk = n->rk;
    if (!x->g->o->explain)
        return;
    kf_gen_explain(x->g, "  reduction kernel %s (loops", n->kname);
    for (int d = 0; d < n->depth; d++)
        kf_gen_explain(x->g, " %s", x->f->vars[n->band[d]->iter].name);
    kf_gen_explain(x->g, "):");
    for (int i = 0; i < rk->nred; i++)
        kf_gen_explain(x->g, "%s %s (%s, %s)", i ? "," : "", rk->red[i].name,
                       kf_reduction_op_name(rk->red[i].op), rk->red[i].type);
    kf_gen_explain(x->g, "; method %s (%s); block %d, at most %d blocks, grid-stride\n",
                   kf_gen_reduction_name(rk->method), rk->why, rk->block, KF_REDUCE_GROUPS);
}

/* CUDA: the launchers (cu_launcher) of a reduction's kernels, with their
 * parameters in gen_reduce.c's order: the kernel's own, then per scalar its
 * result and (with a final fold) its partials; the fold takes the partials,
 * the number of groups, the results. */
static void red_launchers(struct frag *x, const struct kf_red_kernel *rk, const struct kparams *kp)
{
    char params[4096], names[2048];
    size_t m = 0, q = 0;
    bool fin = kf_reduce_has_fin(rk);
    if (!launcher_params(x, kp, params, sizeof params, names, sizeof names))
        goto too_long;
    m = strlen(params);
    q = strlen(names);
    for (int i = 0; i < rk->nred; i++) {
        const struct kf_red_var *r = &rk->red[i];
        m += (size_t)snprintf(params + m, sizeof params - m, ", %s *kf_red_%s", r->type, r->name);
        q += (size_t)snprintf(names + q, sizeof names - q, "%skf_red_%s", q ? ", " : "", r->name);
        if (fin && m < sizeof params && q < sizeof names) {
            m += (size_t)snprintf(params + m, sizeof params - m, ", %s *kf_part_%s", r->type,
                                  r->name);
            q += (size_t)snprintf(names + q, sizeof names - q, ", kf_part_%s", r->name);
        }
        if (m >= sizeof params || q >= sizeof names)
            goto too_long;
    }
    cu_launcher(x->F, rk->kname, params, names);
    if (!fin)
        return;
    m = q = 0;
    for (int i = 0; i < rk->nred; i++) {
        m += (size_t)snprintf(params + m, sizeof params - m, ", %s *kf_part_%s", rk->red[i].type,
                              rk->red[i].name);
        q += (size_t)snprintf(names + q, sizeof names - q, "kf_part_%s, ", rk->red[i].name);
        if (m >= sizeof params || q >= sizeof names)
            goto too_long;
    }
    m += (size_t)snprintf(params + m, sizeof params - m, ", int kf_ngroups");
    q += (size_t)snprintf(names + q, sizeof names - q, "kf_ngroups");
    for (int i = 0; i < rk->nred && m < sizeof params && q < sizeof names; i++) {
        m += (size_t)snprintf(params + m, sizeof params - m, ", %s *kf_red_%s", rk->red[i].type,
                              rk->red[i].name);
        q += (size_t)snprintf(names + q, sizeof names - q, ", kf_red_%s", rk->red[i].name);
    }
    if (m >= sizeof params || q >= sizeof names)
        goto too_long;
    cu_launcher(x->F, kf_arena_printf(x->F->ar, "%s_fin", rk->kname), params, names);
    return;
too_long:
    kf_diag_report(x->g->d, KF_DIAG_ERROR, __FILE__, __LINE__, 0, 0,
                   "internal error: the parameters of kernel %s do not fit its launcher",
                   rk->kname);
    x->g->nomem = true;
}

static void red_launch(struct frag *x, struct kf_kgen *h, struct hnode *n,
                       const struct kparams *kp)
{
    const char *args[512];
    for (int i = 0; i < kp->n; i++) {
        const struct kf_var *v = &x->f->vars[kp->var[i]];
        args[i] = v->kind == KF_VAR_ARRAY ? dev_name(x, kp->var[i]) : v->name;
    }
    if (x->cuda)
        red_launchers(x, n->rk, kp);
    kf_reduce_emit_launch(h, n->rk, kp->n, args, (int)n->band[0]->header.begin.line);
}

/* The reduction kernels' device buffers: alloc (true) or release. */
static void red_buffers(struct kf_kgen *h, struct hnode *hn, int n, bool alloc, int line)
{
    for (int i = 0; i < n; i++) {
        if (hn[i].kind == H_LOOP)
            red_buffers(h, hn[i].kids, hn[i].nkid, alloc, line);
        if (hn[i].kind != H_KERNEL || !hn[i].rk)
            continue;
        if (alloc)
            kf_reduce_emit_alloc(h, hn[i].rk, line);
        else
            kf_reduce_emit_release(h, hn[i].rk, line);
    }
}

static void emit_copies(struct frag *x, struct kf_kgen *h, const struct host_api *api,
                        const struct kf_xfer_seq *s, int i, int line)
{
    for (int c = 0; c < s->ncopies[i]; c++) {
        int xv = s->copies[i][c].var;
        api->copy(region_x(x->R, xv), h, region_v(x->R, xv), s->copies[i][c].dir, line);
    }
}

/* items [first, first + count) of s, planned by hn[0, count), with the
 * copies before each and those after the last */
static int emit_seq(struct frag *x, struct kf_kgen *h, const struct host_api *api,
                    struct hnode *hn, const struct kf_xfer_seq *s, int first, int nitem,
                    int last_line)
{
    int kernels = 0;
    for (int i = first; i < first + nitem; i++) {
        struct hnode *n = &hn[i - first];
        int line = (int)n->n->range.begin.line;
        emit_copies(x, h, api, s, i, line);
        last_line = line;
        if (n->kind == H_LEAF) {
            kf_kgen_stmt(h, node_text(x, n->n->range.begin.offset, node_end(x->g, n->n)));
        } else if (n->kind == H_LOOP) {
            kf_kgen_begin_branch(h, kf_arena_strndup(x->F->ar,
                                                     x->g->text + n->n->header.begin.offset,
                                                     header_end(x->g, n->n) -
                                                         n->n->header.begin.offset));
            kernels += emit_seq(x, h, api, n->kids, s->items[i].body, 0, n->nkid, line);
            kf_kgen_end_branch(h, NULL);
        } else if (n->kind == H_ONE) {
            struct kf_launch_choice c;
            memset(&c, 0, sizeof c);
            emit_kernel(x, n, &c);
            bool *used = kf_arena_alloc(x->F->ar, (size_t)x->f->nvar);
            struct kparams kp;
            kernel_params(x, n, &kp, used);
            kf_gen_explain(x->g, "  one-thread kernel %s (line %u): %s", n->kname,
                           n->n->range.begin.line, n->n->stmt->text);
            kf_gen_explain(x->g, "\n");
            kf_kgen_begin_branch(h, NULL);
            api->launch(x, h, n, &c, &kp, NULL);
            kf_kgen_end_branch(h, NULL);
            kernels++;
        } else {
            struct kf_launch_choice c;
            memset(&c, 0, sizeof c);
            if (n->rk)
                explain_red(x, n);
            else
                choose_shape(x, n, &c);
            emit_kernel(x, n, &c);
            bool *used = kf_arena_alloc(x->F->ar, (size_t)x->f->nvar);
            struct kparams kp;
            kernel_params(x, n, &kp, used);
            const char *count[3];
            char cond[1024] = "if (";
            for (int d = 0; d < n->depth; d++) {
                const struct kf_node *B = n->band[d];
                kf_arena *ar = x->F->ar;
                struct kf_poly *cnt =
                    B->step > 0 ? kf_poly_lin(ar, B->ub[0], 1, B->lb[0], -1)
                                : kf_poly_lin(ar, B->lb[0], 1, B->ub[0], -1);
                cnt = kf_poly_lin(ar, cnt, 1, kf_poly_const(ar, 1), 1);
                count[d] = poly_text(x, cnt);
                size_t m = strlen(cond);
                snprintf(cond + m, sizeof cond - m, "%s%s > 0", d ? " && " : "", count[d]);
            }
            strncat(cond, ")", sizeof cond - strlen(cond) - 1);
            kf_kgen_begin_branch(h, cond);
            if (n->rk)
                red_launch(x, h, n, &kp);
            else
                api->launch(x, h, n, &c, &kp, count);
            kf_kgen_end_branch(h, NULL);
            if (n->replay) {
                kf_kgen_stmt(h, "/* the loop counters, as the sequential loops leave them */");
                replay_counters(x, h, n->band[0]);
            }
            kernels++;
        }
    }
    emit_copies(x, h, api, s, first + nitem, last_line);
    return kernels;
}

/* Where the function around `off` starts (its first line), found in the
 * text: the last line at column 0 naming the function before a '('. */
static size_t function_start(const struct gen *g, const char *name, size_t off)
{
    size_t best = 0, nl = strlen(name);
    for (size_t p = 0; p < off; p = strchr(g->text + p, '\n') ? (size_t)(strchr(g->text + p, '\n') - g->text) + 1 : off) {
        if (!is_id0(g->text[p]))
            continue;
        const char *e = memchr(g->text + p, '\n', off - p);
        size_t end = e ? (size_t)(e - g->text) : off;
        for (size_t q = p; q + nl < end; q++)
            if (strncmp(g->text + q, name, nl) == 0 && (q == p || !is_id(g->text[q - 1])) &&
                !is_id(g->text[q + nl])) {
                size_t r = q + nl;
                while (r < end && g->text[r] == ' ')
                    r++;
                if (r < end && g->text[r] == '(')
                    best = p;
            }
    }
    /* the return type may stand on the line before */
    while (best > 0) {
        size_t prev = line_start(g, best - 1);
        size_t e = best - 1;
        while (e > prev && isspace((unsigned char)g->text[e - 1]))
            e--;
        if (e == prev || !is_id0(g->text[prev]) || strchr(";}{)/", g->text[e - 1]))
            break;
        best = prev;
    }
    return best;
}

static void warn_leaves(struct frag *x, struct hnode *h, int n)
{
    for (int i = 0; i < n; i++) {
        if (h[i].kind == H_LOOP && h[i].why)
            kf_gen_explain(x->g, "  %s line %u: on the host, launching the kernels inside it: %s\n",
                           h[i].n->id, h[i].n->header.begin.line, h[i].why);
        if (h[i].kind == H_LOOP)
            warn_leaves(x, h[i].kids, h[i].nkid);
        if (h[i].kind != H_LEAF || h[i].n->kind != KF_NODE_LOOP)
            continue;
        const struct kf_node *L = h[i].n;
        kf_diag_report(x->g->d, KF_DIAG_WARNING, x->g->a->prog->file, L->header.begin.line,
                       L->header.begin.col, 0, "loop %s (%s) stays on the host: %s", L->id,
                       x->f->vars[L->iter].name, h[i].why ? h[i].why : "sequential");
        kf_gen_explain(x->g, "  %s line %u: on the host: %s\n", L->id, L->header.begin.line,
                       h[i].why ? h[i].why : "sequential");
    }
}

static struct kf_gpu_file *gpu_file(struct gen *g)
{
    if (!g->gpu) {
        g->gpu = calloc(1, sizeof *g->gpu);
        if (!g->gpu)
            return NULL;
        g->gpu->ar = kf_arena_new();
        g->gpu->kg = kf_kgen_create(g->o->target == KF_GEN_CUDA ? KF_KGEN_CUDA : KF_KGEN_OPENCL);
        if (!g->gpu->kg)
            return NULL;
    }
    return g->gpu;
}

static bool function_body(struct frag *x, size_t *open, size_t *close);
static bool word_in(const char *text, size_t from, size_t to, const char *s, size_t n);
static bool in_macro(const struct gen *g, const char *s, size_t n);

/* Does the host never use region variable i outside the region's
 * fragments?  A local array whose name appears nowhere else in its function
 * (its declaration aside) and whose address is never taken: it lives and
 * dies on the device, so it never comes back (seed 003 §4). */
static bool device_only(const struct gen *g, const struct region *R, int i)
{
    struct frag *x = R->rep_x[i];
    const struct kf_var *var = &x->f->vars[R->rep_v[i]];
    size_t open, close, n = strlen(var->name);
    if (var->is_global || var->is_param_decl || var->address_taken || var->local ||
        !function_body(x, &open, &close) || in_macro(g, var->name, n))
        return false;
    /* its declaration: from its start to the ';' */
    size_t decl_end = var->decl.offset + strcspn(g->text + var->decl.offset, ";");
    for (size_t p = open; p + n <= close; p++) {
        if (strncmp(g->text + p, var->name, n) != 0 || is_id(g->text[p - 1]) ||
            is_id(g->text[p + n]) || (p >= var->decl.offset && p < decl_end))
            continue;
        bool inside = false;
        for (int k = 0; k < R->n; k++)
            inside |= p >= R->b[k] && p < R->e[k];
        if (!inside)
            return false;
    }
    /* the region must not run twice in one life of the variable: data left
     * on the device by one run would be overwritten at the next run's entry
     * by the host's stale copy */
    static const char *const again[] = {"for", "while", "do", "goto", NULL};
    for (int k = 0; again[k]; k++)
        if (word_in(g->text, decl_end, R->start, again[k], strlen(again[k])) ||
            (k == 3 && word_in(g->text, open, close, again[k], 4)))
            return false;
    return true;
}

/* ---- one fragment's plan ------------------------------------------------ */

struct prepared {
    bool done;             /* planned (and warned about) */
    bool emitted;          /* its text was written with an earlier fragment's region */
    struct frag *x;
    struct hnode *roots;
    int nroot, nkernel;    /* nkernel 0: it stays on the host as written */
};

/* Plans fragment fi once: its kernels, what stays on the host and why (the
 * warnings), and the arrays its kernels touch (x->dev_array). */
static struct prepared *prepare(struct gen *g, int fi)
{
    struct kf_gpu_file *F = g->gpu;
    struct prepared *P = &F->prep[fi];
    if (P->done)
        return P;
    P->done = true;
    const struct kf_fragment *f = g->a->prog->frags[fi];
    struct frag *x = kf_arena_alloc(F->ar, sizeof *x);
    memset(x, 0, sizeof *x);
    x->g = g;
    x->F = F;
    x->fi = fi;
    x->f = f;
    x->dp = g->a->deps[fi];
    x->cuda = g->o->target == KF_GEN_CUDA;
    P->x = x;
    if (f->nroot == 0)
        return P;
    x->extent = kf_arena_alloc(F->ar, (size_t)(f->nvar ? f->nvar : 1) * sizeof *x->extent);
    for (int v = 0; v < f->nvar; v++)
        if (f->vars[v].kind == KF_VAR_ARRAY && f->vars[v].base == KF_BASE_POINTER &&
            f->vars[v].ndims == 1 && !f->vars[v].dims[0][0])
            x->extent[v] = pointer_extent(x, v);
    int nkernel = 0;
    plan_kids(x, f->nroot, f->roots, &P->roots, &P->nroot, &nkernel);
    size_t b = f->roots[0]->range.begin.offset, e = node_end(g, f->roots[f->nroot - 1]);
    const char *whole = NULL;
    if (nkernel && !kids_cover(g, b, e, f->nroot, f->roots))
        whole = "it holds text kforge does not model";
    /* the block around the host code would hide a declaration from what follows */
    for (int v = 0; v < f->nvar && nkernel && !whole; v++) {
        const struct kf_var *var = &f->vars[v];
        bool in_loop = false;
        for (int r = 0; r < f->nroot; r++)
            in_loop |= f->roots[r]->kind == KF_NODE_LOOP &&
                       var->decl.offset >= f->roots[r]->range.begin.offset &&
                       var->decl.offset < f->roots[r]->range.end.offset;
        if (!var->is_global && !var->is_param_decl && var->decl.offset >= b &&
            var->decl.offset < e && !in_loop)
            whole = kf_arena_printf(F->ar, "'%s' is declared at its top level", var->name);
    }
    x->dev_array = kf_arena_alloc(F->ar, (size_t)(f->nvar ? f->nvar : 1));
    x->x_of = kf_arena_alloc(F->ar, (size_t)(f->nvar ? f->nvar : 1) * sizeof *x->x_of);
    int ndev = 0;
    if (nkernel && !whole) {
        mark_dev(x, P->roots, P->nroot);
        for (int v = 0; v < f->nvar; v++)
            ndev += x->dev_array[v];
        if (ndev > KF_XFER_MAX_VARS)
            whole = kf_arena_printf(F->ar, "more than %d arrays", KF_XFER_MAX_VARS);
    }
    warn_leaves(x, P->roots, P->nroot);
    if (!nkernel || whole) {
        kf_diag_report(g->d, KF_DIAG_WARNING, g->a->prog->file, f->range.begin.line,
                       f->range.begin.col, 0, "fragment %d stays on the host: %s", f->id,
                       whole ? whole : "no loop nest can become a kernel");
        return P;
    }
    P->nkernel = nkernel;
    return P;
}

/* ---- regions ------------------------------------------------------------- */

/* One past the last significant character before off, skipping white space,
 * comments and preprocessor lines; 0 when there is none. */
static size_t prev_significant_at(const struct gen *g, size_t off)
{
    size_t p = off;
    while (p > 0) {
        char c = g->text[p - 1];
        if (isspace((unsigned char)c)) {
            p--;
            continue;
        }
        if (c == '/' && p >= 2 && g->text[p - 2] == '*') { /* a comment ending here */
            size_t q = p - 2;
            while (q >= 2 && !(g->text[q - 2] == '/' && g->text[q - 1] == '*'))
                q--;
            p = q >= 2 ? q - 2 : 0;
            continue;
        }
        /* a preprocessor line or a // comment: the line's first '#', or a '//' on it */
        size_t ls = line_start(g, p - 1), t = ls;
        while (t < p && (g->text[t] == ' ' || g->text[t] == '\t'))
            t++;
        if (t < p && g->text[t] == '#') {
            p = ls;
            continue;
        }
        const char *cm = NULL;
        for (size_t q = ls; q + 1 < p && !cm; q++)
            if (g->text[q] == '/' && g->text[q + 1] == '/')
                cm = g->text + q;
        if (cm) {
            p = (size_t)(cm - g->text);
            continue;
        }
        return p;
    }
    return 0;
}

/* That character itself; 0 at the start of the text. */
static char prev_significant(const struct gen *g, size_t off)
{
    size_t p = prev_significant_at(g, off);
    return p ? g->text[p - 1] : 0;
}

/* The first significant character at or after off (before to), skipping
 * white space, comments and preprocessor lines; to when there is none. */
static size_t next_significant(const struct gen *g, size_t off, size_t to)
{
    size_t q = off;
    for (;;) {
        q += strspn(g->text + q, " \t\r\n");
        if (q < to && g->text[q] == '#')
            q += strcspn(g->text + q, "\n");
        else if (q + 1 < to && g->text[q] == '/' && g->text[q + 1] == '/')
            q += strcspn(g->text + q, "\n");
        else if (q + 1 < to && g->text[q] == '/' && g->text[q + 1] == '*' &&
                 strstr(g->text + q, "*/"))
            q = (size_t)(strstr(g->text + q, "*/") - g->text) + 2;
        else
            break;
    }
    return q < to ? q : to;
}

/* Does the identifier [s, s+n) name one of the region's device variables?
 * Their bits in *mask. */
static bool names_region_var(const struct region *R, const char *s, size_t n, uint64_t *mask)
{
    bool any = false;
    for (int i = 0; i < R->nx; i++) {
        const char *name = R->rep_x[i]->f->vars[R->rep_v[i]].name;
        if (strlen(name) == n && strncmp(name, s, n) == 0) {
            *mask |= 1ull << i;
            any = true;
        }
    }
    return any;
}

/* A scalar of a basic type that some fragment of the region knows by this
 * name: the host code may read or write it, no device copy is involved. */
static bool names_plain_scalar(const struct region *R, const char *s, size_t n)
{
    for (int k = 0; k < R->n; k++) {
        const struct kf_fragment *f = R->x[k]->f;
        for (int v = 0; v < f->nvar; v++)
            if (strlen(f->vars[v].name) == n && strncmp(f->vars[v].name, s, n) == 0 &&
                f->vars[v].kind != KF_VAR_ARRAY && basic_type(f->vars[v].type) &&
                !f->vars[v].address_taken)
                return true;
    }
    return false;
}

enum gap_kind { GAP_BREAK, GAP_NAMES, GAP_OPAQUE };

/* The last character before p that is not white space, or 0 at from. */
static char prev_char(const char *text, size_t from, size_t p)
{
    while (p > from && isspace((unsigned char)text[p - 1]))
        p--;
    return p > from ? text[p - 1] : 0;
}

/* May the * or & at p apply to one operand (a dereference, an address)?
 * It may when what comes before it cannot end an operand; a * after ')'
 * counts too, as the ')' may close a cast. */
static bool unary_at(const char *text, size_t from, size_t p)
{
    char c = prev_char(text, from, p);
    return !(is_id(c) || c == ']' || (c == ')' && text[p] == '&'));
}

/*
 * The host code [from, to) between or around fragments:
 *   GAP_BREAK   it may leave the code around it or jump (return, goto,
 *               break, continue, switch, labels, setjmp, longjmp, a brace
 *               it does not open and close itself) or holds preprocessor
 *               lines other than #pragma: the fragments do not share a
 *               region;
 *   GAP_OPAQUE  code the model cannot follow (a call other than a math
 *               built-in, a printer that only reads, or a function of the
 *               file whose body it can follow (call_opaque), a macro whose definitions it cannot follow
 *               (macro_opaque), or names kforge
 *               does not know together with pointer operations: a
 *               subscript, unary * or &, -> or . that may reach a device
 *               array through an alias): it may read and write every
 *               device variable;
 *   GAP_NAMES   otherwise: it reads the device variables it names
 *               (use->reads) and may write those whose element it assigns,
 *               increments or takes the address of, or that it names
 *               without a subscript (use->writes), nothing else.
 * if / else / for / while / do and blocks are allowed: everything in them
 * runs on the host, so modelling the whole text as one host statement that
 * touches the union of what its branches touch only adds copies, never
 * loses one.  A name it does not know is a plain value (a loop counter, a
 * local scalar) as long as the text does no pointer operation.
 */
static enum gap_kind gap_scan_at(const struct region *R, const char *text, size_t from, size_t to,
                                 struct gap_use *use, int depth, bool callee);

/* Is the name [s, s+n) a macro the model cannot follow?  Not when each
 * #define of it is object-like and its body is host code gap_scan models
 * (`#define STEPS 40`, `#define LAST (N - 1)`): what the bodies do to
 * device variables joins *use.  A function-like macro, a body that calls or
 * jumps, or a name on other preprocessor lines only, may touch anything. */
static bool macro_opaque(const struct region *R, const char *s, size_t n, struct gap_use *use,
                         int depth)
{
    const struct gen *g = R->x[0]->g;
    if (!in_macro(g, s, n))
        return false;
    if (depth >= 8)
        return true;
    bool defined = false;
    for (size_t p = 0; p < g->len;) {
        size_t e = p + strcspn(g->text + p, "\n");
        size_t t = p + strspn(g->text + p, " \t");
        if (t < e && g->text[t] == '#') {
            t += 1 + strspn(g->text + t + 1, " \t");
            if (e - t > 6 && strncmp(g->text + t, "define", 6) == 0 &&
                isspace((unsigned char)g->text[t + 6])) {
                t += 6 + strspn(g->text + t + 6, " \t");
                if (e - t >= n && strncmp(g->text + t, s, n) == 0 && !is_id(g->text[t + n])) {
                    struct gap_use m;
                    if (g->text[t + n] == '(' || (e > p && g->text[e - 1] == '\\') ||
                        gap_scan_at(R, g->text, t + n, e, &m, depth + 1, false) != GAP_NAMES)
                        return true;
                    use->reads |= m.reads;
                    use->writes |= m.writes;
                    defined = true;
                }
            }
        }
        p = e + 1;
    }
    return !defined;
}

/* Calls that only read what their arguments name (printing progress in a
 * time loop must not bring every array home); a format with %n makes the
 * code opaque. */
static const char *const printers[] = {"printf", "fprintf", "puts", "fputs", "putchar", "fflush",
                                       NULL};

static enum gap_kind gap_scan(const struct region *R, const char *text, size_t from, size_t to,
                              struct gap_use *use)
{
    return gap_scan_at(R, text, from, to, use, 0, false);
}

/* May the device variable named at [p, p+n) be written there?  Only an
 * element read is sure not to be: a subscripted name that is not assigned,
 * incremented or addressed.  A bare name decays to a pointer the code may
 * write through later. */
static bool written_at(const char *text, size_t from, size_t to, size_t p, size_t n)
{
    char before = prev_char(text, from, p);
    size_t b = p;
    while (b > from && isspace((unsigned char)text[b - 1]))
        b--;
    if (before == '&' ||
        ((before == '+' || before == '-') && b >= from + 2 && text[b - 2] == before))
        return true;
    size_t q = p + n;
    int subscripts = 0;
    for (;;) {
        while (q < to && isspace((unsigned char)text[q]))
            q++;
        if (q >= to || text[q] != '[')
            break;
        int depth = 0;
        for (; q < to; q++) {
            if (text[q] == '[')
                depth++;
            else if (text[q] == ']' && --depth == 0)
                break;
        }
        q++;
        subscripts++;
    }
    if (!subscripts || q >= to)
        return true;
    char c = text[q], d = q + 1 < to ? text[q + 1] : 0, e = q + 2 < to ? text[q + 2] : 0;
    if (c == '=')
        return d != '=';
    if (c == '.' || (c == '-' && d == '>') || c == '(')
        return true;
    if ((c == '+' || c == '-') && d == c)
        return true;
    if (strchr("+-*/%&|^", c) && d == '=')
        return true;
    return (c == '<' || c == '>') && d == c && e == '=';
}

static size_t match_close(const struct gen *g, size_t p);

/* Is the text at *p no code (white space, a comment, a string or character
 * literal, a preprocessor line where *bol says a line starts)?  Then *p
 * moves to its last character (end - 1 at most) and the answer is true. */
static bool skip_noncode(const struct gen *g, size_t *p, size_t end, bool *bol)
{
    size_t q = *p;
    char c = g->text[q];
    if (c == '\n' || isspace((unsigned char)c)) {
        *bol |= c == '\n';
        return true;
    }
    if (*bol && c == '#') {
        q += strcspn(g->text + q, "\n");
    } else if (c == '/' && g->text[q + 1] == '*') {
        const char *e = strstr(g->text + q + 2, "*/");
        q = e ? (size_t)(e - g->text) + 2 : end;
    } else if (c == '/' && g->text[q + 1] == '/') {
        q += strcspn(g->text + q, "\n");
    } else if (c == '"' || c == '\'') {
        for (q++; q < end && g->text[q] != c; q++)
            if (g->text[q] == '\\')
                q++;
        q++;
    } else {
        *bol = false;
        return false;
    }
    *bol = false;
    *p = (q < end ? q : end) - 1;
    return true;
}

/* Is a call of the function [s, s+n) code the model cannot follow?  Not
 * when the file defines it and its body is host code gap_scan models (a
 * helper that prints progress, or reads the arrays it names): what the
 * body does to device variables joins *use.  A function defined elsewhere,
 * reached through a pointer, or whose body calls or dereferences what kforge
 * cannot follow, may touch anything. */
static bool call_opaque(const struct region *R, const char *s, size_t n, struct gap_use *use,
                        int depth)
{
    const struct gen *g = R->x[0]->g;
    if (depth >= 8)
        return true;
    int braces = 0;
    bool bol = true;
    for (size_t p = 0; p < g->len; p++) {
        if (skip_noncode(g, &p, g->len, &bol))
            continue;
        char c = g->text[p];
        if (c == '{') {
            braces++;
        } else if (c == '}') {
            braces--;
        } else if (braces == 0 && is_id0(c) && (p == 0 || !is_id(g->text[p - 1])) &&
                   p + n < g->len && strncmp(g->text + p, s, n) == 0 && !is_id(g->text[p + n])) {
            /* at file scope: NAME ( ... ) { ... } is its definition */
            size_t q = next_significant(g, p + n, g->len), r, o;
            if (q < g->len && g->text[q] == '(' && (r = match_close(g, q)) &&
                (o = next_significant(g, r + 1, g->len)) < g->len && g->text[o] == '{') {
                size_t e = match_close(g, o);
                struct gap_use m;
                if (!e || gap_scan_at(R, g->text, o + 1, e, &m, depth + 1, true) != GAP_NAMES)
                    return true;
                use->reads |= m.reads;
                use->writes |= m.writes;
                return false;
            }
        }
    }
    return true;
}

/* gap_scan, inside `depth` macro or function bodies (callee: a function's,
 * where return is fine) */
static enum gap_kind gap_scan_at(const struct region *R, const char *text, size_t from, size_t to,
                                 struct gap_use *use, int depth, bool callee)
{
    static const char *const leave[] = {"switch", "case", "default", "goto", "return", "break",
                                        "continue", "setjmp", "longjmp", "sigsetjmp",
                                        "siglongjmp", "_setjmp", "__builtin_setjmp", NULL};
    enum gap_kind kind = GAP_NAMES;
    int pending_q = 0, braces = 0;
    bool bol = true, unknown = false, pointer_ops = false;
    char last_word = 0; /* 'r': the last identifier was a device variable */
    use->reads = use->writes = 0;
    for (size_t p = from; p < to;) {
        char c = text[p];
        if (c == '\n') {
            bol = true;
            p++;
            continue;
        }
        if (c == ' ' || c == '\t' || c == '\r') {
            p++;
            continue;
        }
        if (c == '#' && bol) {
            size_t q = p + 1;
            while (q < to && (text[q] == ' ' || text[q] == '\t'))
                q++;
            if (!(to - q >= 6 && strncmp(text + q, "pragma", 6) == 0))
                return GAP_BREAK;
            while (p < to && text[p] != '\n')
                p++;
            continue;
        }
        bol = false;
        if (c == '/' && p + 1 < to && text[p + 1] == '*') {
            const char *end = strstr(text + p + 2, "*/");
            p = end ? (size_t)(end - text) + 2 : to;
            continue;
        }
        if (c == '/' && p + 1 < to && text[p + 1] == '/') {
            while (p < to && text[p] != '\n')
                p++;
            continue;
        }
        if (c == '"' || c == '\'') {
            for (p++; p < to && text[p] != c; p++) {
                if (text[p] == '\\')
                    p++;
                else if (text[p] == '%' && text[p + strspn(text + p + 1, "hlzjt") + 1] == 'n')
                    kind = GAP_OPAQUE; /* a printf's %n writes through its argument */
            }
            p++;
            continue;
        }
        if (c == '{')
            braces++;
        if (c == '}' && --braces < 0)
            return GAP_BREAK;
        if (c == '?')
            pending_q++;
        if (c == ':' && pending_q-- <= 0)
            return GAP_BREAK; /* a label */
        /* pointer operations: a subscript not on a device variable, unary
         * * or &, ->, a member */
        if (c == '[' && !(last_word == 'r' && prev_char(text, from, p) != ')') &&
            prev_char(text, from, p) != ']')
            pointer_ops = true;
        if ((c == '*' || c == '&') && unary_at(text, from, p) &&
            !(c == '&' && p + 1 < to && text[p + 1] == '&'))
            pointer_ops = true;
        if (c == '&' && p + 1 < to && text[p + 1] == '&') {
            p += 2;
            continue;
        }
        if ((c == '-' && p + 1 < to && text[p + 1] == '>') || c == '.')
            pointer_ops = true;
        if (is_id0(c)) {
            size_t n = 0;
            while (p + n < to && is_id(text[p + n]))
                n++;
            size_t q = p + n;
            while (q < to && isspace((unsigned char)text[q]))
                q++;
            bool call = q < to && text[q] == '(';
            uint64_t bits = 0;
            last_word = 0;
            if (in_list(leave, text + p, n) && !(callee && n == 6 && !strncmp(text + p, "return", 6)))
                return GAP_BREAK;
            if (in_list(keywords, text + p, n)) {
                /* if, for, while, sizeof, types: nothing to model */
            } else if (call) {
                if (!in_list(builtins, text + p, n) && !in_list(printers, text + p, n) &&
                    call_opaque(R, text + p, n, use, depth))
                    kind = GAP_OPAQUE;
            } else if (names_region_var(R, text + p, n, &bits)) {
                last_word = 'r';
                use->reads |= bits;
                if (written_at(text, from, to, p, n))
                    use->writes |= bits;
            } else if (macro_opaque(R, text + p, n, use, depth)) {
                kind = GAP_OPAQUE;
            } else if (!names_plain_scalar(R, text + p, n)) {
                unknown = true;
            }
            p += n;
            continue;
        }
        if (isdigit((unsigned char)c)) {
            while (p < to && (is_id(text[p]) || text[p] == '.'))
                p++;
            last_word = 0;
            continue;
        }
        if (c != '[' && c != ']')
            last_word = 0;
        p++;
    }
    if (braces != 0)
        return GAP_BREAK;
    return unknown && pointer_ops ? GAP_OPAQUE : kind;
}

/* Is the identifier s (n bytes) in [from, to) as a whole word? */
static bool word_in(const char *text, size_t from, size_t to, const char *s, size_t n)
{
    for (size_t p = from; p + n <= to; p++)
        if (strncmp(text + p, s, n) == 0 && (p == from || !is_id(text[p - 1])) &&
            (p + n == to || !is_id(text[p + n])))
            return true;
    return false;
}

/* Is the identifier s (n bytes) on a preprocessor line of the file?  A
 * macro could then read or assign it where its name is not written. */
static bool in_macro(const struct gen *g, const char *s, size_t n)
{
    for (size_t p = 0; p < g->len;) {
        size_t e = p + strcspn(g->text + p, "\n");
        size_t t = p + strspn(g->text + p, " \t");
        if (t < e && g->text[t] == '#' && word_in(g->text, t, e, s, n))
            return true;
        p = e + 1;
    }
    return false;
}

/* Gives fragment k's device arrays their region-wide numbers: one variable
 * is the same declaration (name and place) in every fragment.  false when
 * there are more than KF_XFER_MAX_VARS. */
static bool region_vars(struct region *R, int k)
{
    struct frag *x = R->x[k];
    for (int v = 0; v < x->f->nvar; v++) {
        x->x_of[v] = -1;
        if (!x->dev_array[v])
            continue;
        const struct kf_var *var = &x->f->vars[v];
        int i = 0;
        for (; i < R->nx; i++) {
            const struct kf_var *w = &R->rep_x[i]->f->vars[R->rep_v[i]];
            if (strcmp(w->name, var->name) == 0 && w->decl.offset == var->decl.offset)
                break;
        }
        if (i == R->nx) {
            if (R->nx == KF_XFER_MAX_VARS)
                return false;
            R->rep_x[R->nx] = x;
            R->rep_v[R->nx++] = v;
        }
        x->x_of[v] = i;
    }
    return true;
}

/* Would fragment k's device arrays break the region?  Shared buffers need
 * arrays that cannot overlap one another (declared as arrays, restrict, or
 * one malloc each) and that exist when the region starts (allocated there). */
static const char *region_vars_ok(const struct region *R, int k)
{
    const struct frag *x = R->x[k];
    for (int v = 0; v < x->f->nvar; v++) {
        if (!x->dev_array[v])
            continue;
        const struct kf_var *var = &x->f->vars[v];
        if (var->base == KF_BASE_POINTER && !var->is_restrict && !var->unique_alloc)
            return kf_arena_printf(x->F->ar, "'%s' is a pointer that may overlap another array",
                                   var->name);
        if (!var->is_global && !var->is_param_decl && var->decl.offset >= R->b[0])
            return kf_arena_printf(x->F->ar, "'%s' is declared after the first fragment",
                                   var->name);
    }
    return NULL;
}

/* May the gap after fragment k change the size of a device buffer?  The
 * extents are computed once, where the region starts. */
static bool gap_changes_extents(const struct region *R, int k, const char *text)
{
    for (int i = 0; i < R->nx; i++) {
        struct frag *x = R->rep_x[i];
        const char *ext = extent_of(x, R->rep_v[i]);
        for (const char *p = ext; p && *p;) {
            if (!is_id0(*p)) {
                p++;
                continue;
            }
            size_t n = 0;
            while (is_id(p[n]))
                n++;
            int v = var_named(x->f, NULL, p, n);
            if (v >= 0 && (R->gap_opaque[k] || word_in(text, R->e[k], R->b[k + 1], p, n)))
                return true;
            p += n;
        }
    }
    return false;
}

/*
 * Fragment fi and the ones after it that can share its device buffers: the
 * same function, each with kernels, only straight-line host code between
 * them (gap_scan), the first not the body of an if or a loop, arrays that
 * cannot overlap, extents the gaps do not change.  A fragment that breaks
 * the run starts its own region later.
 */
static void make_region(struct gen *g, int fi, struct region *R)
{
    memset(R, 0, sizeof *R);
    const struct kf_program *prog = g->a->prog;
    for (int j = fi; j < g->a->nfrag && R->n < MAX_REGION; j++) {
        struct prepared *P = prepare(g, j);
        if (P->nkernel == 0)
            break;
        const struct kf_fragment *f = prog->frags[j];
        int k = R->n;
        R->fi[k] = j;
        R->x[k] = P->x;
        P->x->R = R;
        R->b[k] = f->roots[0]->range.begin.offset;
        R->e[k] = node_end(g, f->roots[f->nroot - 1]);
        if (k > 0) {
            char before = prev_significant(g, R->b[0]);
            bool joinable = strcmp(f->function, prog->frags[R->fi[0]]->function) == 0 &&
                            (before == ';' || before == '{' || before == '}') &&
                            !region_vars_ok(R, 0) && !region_vars_ok(R, k);
            struct region T = *R;
            T.n = k + 1;
            struct gap_use use;
            enum gap_kind gk = joinable ? gap_scan(&T, g->text, R->e[k - 1], R->b[k], &use)
                                        : GAP_BREAK;
            int nx = R->nx;
            if (gk == GAP_BREAK || !region_vars(R, k)) {
                R->nx = nx;
                region_vars(R, 0); /* the numbering as before */
                for (int q = 1; q < k; q++)
                    region_vars(R, q);
                break;
            }
            /* the gap's names, now that k's arrays are numbered too */
            T = *R;
            T.n = k + 1;
            gk = gap_scan(&T, g->text, R->e[k - 1], R->b[k], &use);
            R->gap_opaque[k - 1] = gk == GAP_OPAQUE;
            R->gap[k - 1] = gk == GAP_OPAQUE ? (struct gap_use){~0ull, ~0ull} : use;
            bool ext = false;
            T.n = k + 1;
            for (int q = 0; q < k && !ext; q++)
                ext = gap_changes_extents(&T, q, g->text);
            if (ext) {
                R->nx = nx;
                for (int q = 0; q < k; q++)
                    region_vars(R, q);
                break;
            }
        } else if (!region_vars(R, 0)) {
            return; /* cannot happen: prepare() counted them */
        }
        R->n = k + 1;
        P->x->R = R;
    }
    for (int k = 0; k < R->n; k++)
        R->x[k]->R = R;
    R->start = R->b[0];
}

/* kgen's function body (after "void kf_host(void)"), its lines after the
 * first indented as the text at b; without its braces when bare.  Caller
 * frees; NULL when out of memory. */
static char *body_text(struct gen *g, struct kf_kgen *h, size_t b, bool bare)
{
    const char *src = kf_kgen_source(h);
    src = strchr(src, '\n') + 1;
    size_t ls = line_start(g, b);
    int ind = (int)(b - ls);
    char *buf = NULL;
    size_t blen = 0;
    FILE *o = open_memstream(&buf, &blen);
    if (!o)
        return NULL;
    bool first = true;
    for (const char *p = src; *p;) {
        size_t n = strcspn(p, "\n");
        const char *line = p;
        p += n;
        if (*p)
            p++;
        if (bare && n == 1 && (line[0] == '{' || line[0] == '}'))
            continue;
        if (bare && n >= 4 && strncmp(line, "    ", 4) == 0)
            line += 4, n -= 4;
        if (!first)
            fputc('\n', o);
        if (!first && n > 0)
            fprintf(o, "%.*s", ind, g->text + ls);
        fwrite(line, 1, n, o);
        first = false;
    }
    if (fclose(o) != 0) {
        free(buf);
        return NULL;
    }
    return buf;
}

/* ---- buffers that live as long as their variables ------------------------
 *
 * Seed 003 §4: a device copy is allocated where the host variable is born
 * (at function entry for parameters and globals) and freed where it dies.
 * kforge declares the buffer right there,
 *
 *     double A[N][M];                          (the user's line, unchanged)
 *     const size_t A_bytes = (size_t)N * sizeof A[0];
 *     double *A_dev __attribute__((cleanup(kf_cuda_free_12))) = kf_cuda_alloc(A_bytes, 12);
 *
 * so it has the variable's scope, and the compiler frees it on every way
 * out of that scope, returns included, without a change to the user's
 * lines.  Every region of the function then uses that one buffer.  Only
 * when that is safe: the function has no goto, setjmp or longjmp (a jump
 * into the scope would skip the allocation), locals are not under a switch,
 * and the buffer's size is fixed where it is declared (its extent names
 * only macros, constants and parameters the function never assigns).
 * Otherwise the buffer belongs to the region, as before.
 */
struct home {
    const char *name;
    size_t decl;              /* the variable's declaration */
    const char *function;     /* globals have one buffer per function */
    bool none;                /* no home: the region allocates it */
    bool used;
    size_t at;                /* where the buffer's declaration goes */
    int line;
    const char *indent;
    struct frag *x;           /* a fragment that uses it, and its var id */
    int v;
};

static int line_of(const struct gen *g, size_t off)
{
    int line = 1;
    for (size_t p = 0; p < off && p < g->len; p++)
        line += g->text[p] == '\n';
    return line;
}

/* From an opening '(' or '{' at p: the offset of its match, skipping
 * comments and literals; 0 when there is none. */
static size_t match_close(const struct gen *g, size_t p)
{
    int depth = 0;
    for (; p < g->len; p++) {
        char c = g->text[p];
        if (c == '/' && p + 1 < g->len && g->text[p + 1] == '*') {
            const char *e = strstr(g->text + p + 2, "*/");
            if (!e)
                return 0;
            p = (size_t)(e - g->text) + 1;
        } else if (c == '/' && p + 1 < g->len && g->text[p + 1] == '/') {
            while (p < g->len && g->text[p] != '\n')
                p++;
        } else if (c == '"' || c == '\'') {
            for (p++; p < g->len && g->text[p] != c; p++)
                if (g->text[p] == '\\')
                    p++;
        } else if (c == '(' || c == '{') {
            depth++;
        } else if (c == ')' || c == '}') {
            if (--depth == 0)
                return p;
        }
    }
    return 0;
}

/* The function's body around fragment x: the offsets of its braces. */
static bool function_body(struct frag *x, size_t *open, size_t *close)
{
    const struct gen *g = x->g;
    size_t p = function_start(g, x->f->function, x->f->range.begin.offset);
    while (p < g->len && g->text[p] != '(')
        p++;
    size_t q = p < g->len ? match_close(g, p) : 0;
    if (!q)
        return false;
    for (q++; q < g->len && isspace((unsigned char)g->text[q]); q++)
        ;
    if (q >= g->len || g->text[q] != '{' || q > x->f->range.begin.offset)
        return false;
    *open = q;
    *close = match_close(g, q);
    return *close > x->f->range.begin.offset;
}

/* Is `name` (n bytes) assigned, incremented or address-taken in [b, e)? */
static bool assigned_in(const char *text, size_t b, size_t e, const char *name, size_t n)
{
    for (size_t p = b; p + n <= e; p++) {
        if (strncmp(text + p, name, n) != 0 || (p > b && is_id(text[p - 1])) ||
            (p + n < e && is_id(text[p + n])))
            continue;
        size_t q = p + n, r = p;
        while (q < e && isspace((unsigned char)text[q]))
            q++;
        while (r > b && isspace((unsigned char)text[r - 1]))
            r--;
        if (q < e && text[q] == '=' && !(q + 1 < e && text[q + 1] == '='))
            return true;
        if (q + 1 < e && strchr("+-*/%&|^<>", text[q]) &&
            (text[q + 1] == '=' || (text[q + 1] == text[q] && strchr("+-", text[q]))))
            return true;
        if (q + 2 < e && strchr("<>", text[q]) && text[q + 1] == text[q] && text[q + 2] == '=')
            return true;
        if (r >= 2 + b && ((text[r - 1] == '+' && text[r - 2] == '+') ||
                           (text[r - 1] == '-' && text[r - 2] == '-')))
            return true;
        if (r > b && text[r - 1] == '&' && !(r >= 2 + b && text[r - 2] == '&'))
            return true;
    }
    return false;
}

/* Where the buffer of fragment x's variable v is declared, or NULL. */
static struct home *home_of(struct frag *x, int v)
{
    struct kf_gpu_file *F = x->F;
    struct gen *g = x->g;
    const struct kf_var *var = &x->f->vars[v];
    for (int i = 0; i < F->nhome; i++)
        if (strcmp(F->home[i]->name, var->name) == 0 && F->home[i]->decl == var->decl.offset &&
            strcmp(F->home[i]->function, x->f->function) == 0)
            return F->home[i]->none ? NULL : F->home[i];
    if (F->nhome == MAX_KERNELS)
        return NULL;
    struct home *H = kf_arena_alloc(F->ar, sizeof *H);
    memset(H, 0, sizeof *H);
    H->name = var->name;
    H->decl = var->decl.offset;
    H->function = x->f->function;
    H->none = true;
    H->x = x;
    H->v = v;
    F->home[F->nhome++] = H;
    size_t open, close;
    if (!function_body(x, &open, &close))
        return NULL;
    static const char *const jumps[] = {"goto", "setjmp", "longjmp", "sigsetjmp", "siglongjmp",
                                        "_setjmp", "__builtin_setjmp", NULL};
    for (int i = 0; jumps[i]; i++)
        if (word_in(g->text, open, close, jumps[i], strlen(jumps[i])))
            return NULL;
    /* the size, fixed where the buffer is declared */
    const char *ext = extent_of(x, v);
    for (const char *p = ext; p && *p;) {
        if (!is_id0(*p)) {
            p++;
            continue;
        }
        size_t n = 0;
        while (is_id(p[n]))
            n++;
        int w = var_named(x->f, NULL, p, n);
        if (w >= 0 && (!x->f->vars[w].is_param_decl || assigned_in(g->text, open, close, p, n) ||
                       in_macro(g, p, n)))
            return NULL;
        p += n;
    }
    if (var->is_global || var->is_param_decl) {
        H->at = open + 1;
    } else {
        if (var->local || var->decl.offset <= open || var->decl.offset >= x->f->range.begin.offset ||
            word_in(g->text, open, close, "switch", 6))
            return NULL;
        /* the end of the declaration: its ';' outside parentheses and braces */
        size_t p = var->decl.offset;
        int depth = 0;
        for (; p < close && !(depth == 0 && g->text[p] == ';'); p++) {
            if (g->text[p] == '(' || g->text[p] == '{' || g->text[p] == '[')
                depth++;
            else if (g->text[p] == ')' || g->text[p] == '}' || g->text[p] == ']')
                if (--depth < 0)
                    return NULL; /* a for header */
        }
        if (p >= close)
            return NULL;
        H->at = p + 1;
    }
    /* indented as the first statement line after the brace (not a
     * preprocessor line), or as the declaration */
    size_t ref = line_start(g, var->decl.offset), ie;
    if (var->is_global || var->is_param_decl) {
        ref = open + 1;
        for (;;) {
            while (ref < close && g->text[ref] != '\n')
                ref++;
            ref++;
            size_t t = ref + strspn(g->text + ref, " \t");
            if (ref >= close || (g->text[t] != '\n' && g->text[t] != '#'))
                break;
        }
        if (ref >= close)
            ref = open + 1;
    }
    ie = ref + strspn(g->text + ref, " \t");
    H->indent = kf_arena_strndup(F->ar, g->text + ref, ie - ref);
    H->line = line_of(g, H->at);
    H->none = false;
    return H;
}

static void need_free_line(struct kf_gpu_file *F, int line)
{
    for (int i = 0; i < F->nfree_line; i++)
        if (F->free_line[i] == line)
            return;
    if (F->nfree_line < MAX_KERNELS)
        F->free_line[F->nfree_line++] = line;
}

/* The buffers' declarations, one insertion per place (kf_gen_gpu_finish). */
static void write_homes(struct gen *g)
{
    struct kf_gpu_file *F = g->gpu;
    bool cuda = g->o->target == KF_GEN_CUDA;
    for (int i = 0; i < F->nhome; i++) {
        struct home *H = F->home[i];
        if (H->none || !H->used)
            continue;
        bool first = true;
        for (int j = 0; j < i; j++)
            first &= !(F->home[j]->used && !F->home[j]->none && F->home[j]->at == H->at);
        if (!first)
            continue;
        struct kf_kgen *h = kf_kgen_create(KF_KGEN_OPENMP);
        kf_kgen_declare_function(h, "void kf_host(void)");
        kf_kgen_begin_body(h);
        kf_kgen_stmt(h, "/* kforge: device buffers, freed when they go out of scope */");
        if (!cuda)
            kf_kgen_stmtf(h, "kf_cl_init(%d);", H->line);
        for (int j = i; j < F->nhome; j++) {
            struct home *K = F->home[j];
            if (K->none || !K->used || K->at != H->at)
                continue;
            struct frag *x = K->x;
            int v = K->v;
            need_free_line(F, K->line);
            kf_kgen_stmtf(h, "const size_t %s = (size_t)%s * sizeof %s[0];", bytes_name(x, v),
                          paren(x, extent_of(x, v)), x->f->vars[v].name);
            if (cuda)
                kf_kgen_stmtf(h, "%s *%s __attribute__((cleanup(kf_cuda_free_%d))) = "
                                 "kf_cuda_alloc(%s, %d);",
                              elem_type(x, &x->f->vars[v]), dev_name(x, v), K->line,
                              bytes_name(x, v), K->line);
            else
                kf_kgen_stmtf(h, "cl_mem %s __attribute__((cleanup(kf_cl_free_%d))) = "
                                 "kf_cl_alloc(%s, %d);",
                              dev_name(x, v), K->line, bytes_name(x, v), K->line);
        }
        kf_kgen_end_body(h);
        if (kf_kgen_error(h)) {
            g->nomem = true;
        } else {
            const char *src = strchr(kf_kgen_source(h), '\n') + 1;
            char *buf = NULL;
            size_t n = 0;
            FILE *o = open_memstream(&buf, &n);
            if (!o) {
                g->nomem = true;
            } else {
                for (const char *p = src; *p;) {
                    size_t len = strcspn(p, "\n");
                    if (!(len == 1 && (*p == '{' || *p == '}')))
                        fprintf(o, "\n%s%.*s", H->indent, (int)(len >= 4 ? len - 4 : len),
                                p + (len >= 4 ? 4 : 0));
                    p += len + (p[len] == '\n');
                }
                fclose(o);
                kf_gen_replace(g, H->at, 0, "%s", buf);
                free(buf);
            }
        }
        kf_kgen_destroy(h);
    }
}

/* Cleanup functions, one per line where buffers are declared (the line
 * their errors name). */
static void free_helpers(struct gen *g, struct kf_kgen *h)
{
    struct kf_gpu_file *F = g->gpu;
    bool cuda = g->o->target == KF_GEN_CUDA;
    if (cuda && F->nfree_line) {
        fn(h, "static void *kf_cuda_alloc(size_t bytes, int line)");
        kf_kgen_declare_vars(h, KF_KGEN_MAIN, "void *p = NULL;", 0, 0);
        kf_kgen_stmt(h, "kf_cuda_check(cudaMalloc(&p, bytes), \"cudaMalloc\", line);");
        kf_kgen_stmt(h, "return p;");
        kf_kgen_end_body(h);
    }
    for (int i = 0; i < F->nfree_line; i++) {
        int l = F->free_line[i];
        if (cuda) {
            fn(h, kf_arena_printf(F->ar, "static void kf_cuda_free_%d(void *p)", l));
            kf_kgen_stmtf(h, "kf_cuda_check(cudaFree(*(void **)p), \"cudaFree\", %d);", l);
        } else {
            fn(h, kf_arena_printf(F->ar, "static void kf_cl_free_%d(cl_mem *m)", l));
            kf_kgen_stmtf(h, "kf_cl_check(clReleaseMemObject(*m), \"clReleaseMemObject\", %d);", l);
        }
        kf_kgen_end_body(h);
    }
}

static void declare_buffers(struct region *R, struct kf_kgen *h, const struct host_api *api,
                            int line)
{
    for (int i = 0; i < R->nx; i++) {
        struct frag *x = R->rep_x[i];
        int v = R->rep_v[i];
        if (R->homed[i])
            continue;
        kf_kgen_declare_vars(h, KF_KGEN_MAIN,
                             kf_arena_printf(x->F->ar, "const size_t %s = (size_t)%s * sizeof %s[0];",
                                             bytes_name(x, v), paren(x, extent_of(x, v)),
                                             x->f->vars[v].name),
                             KF_KGEN_PRIVATE, 0);
        api->alloc(x, h, v, line);
    }
}

/* Each copy of s (and the sequences in it) with the source line it lands at:
 * before item i (its line), or after the last item. */
static void explain_copies(struct gen *g, const struct kf_xfer_prog *xp, const struct kf_xfer_seq *s,
                           int end_line)
{
    for (int i = 0; i <= s->n; i++) {
        for (int c = 0; c < s->ncopies[i]; c++) {
            const struct kf_xfer_copy *cp = &s->copies[i][c];
            if (i < s->n)
                kf_gen_explain(g, "  copy %s %s: before line %d%s\n", xp->names[cp->var],
                               cp->dir == KF_XFER_H2D ? "to the device" : "to the host",
                               s->items[i].line,
                               s->items[i].kind == KF_XFER_LOOP ? " (the loop)"
                               : s->items[i].kind == KF_XFER_IF ? " (the if)"
                               : s->items[i].side == KF_XFER_DEV ? " (a kernel)"
                                                                 : " (host code)");
            else if (s->owner && s->owner->kind == KF_XFER_LOOP)
                kf_gen_explain(g, "  copy %s %s: at the end of the body of the loop at line %d\n",
                               xp->names[cp->var],
                               cp->dir == KF_XFER_H2D ? "to the device" : "to the host", end_line);
            else if (s->n && s->items[s->n - 1].kind != KF_XFER_STMT)
                kf_gen_explain(g, "  copy %s %s: after the %s at line %d\n", xp->names[cp->var],
                               cp->dir == KF_XFER_H2D ? "to the device" : "to the host",
                               s->items[s->n - 1].kind == KF_XFER_IF ? "if" : "loop",
                               s->items[s->n - 1].line);
            else
                kf_gen_explain(g, "  copy %s %s: at the end, after line %d\n", xp->names[cp->var],
                               cp->dir == KF_XFER_H2D ? "to the device" : "to the host", end_line);
        }
        if (i < s->n && s->items[i].body)
            explain_copies(g, xp, s->items[i].body, s->items[i].line);
        if (i < s->n && s->items[i].orelse)
            explain_copies(g, xp, s->items[i].orelse, s->items[i].line);
    }
}

/* The statements of a tree region, and how their host code was modelled. */
static void explain_tree(struct gen *g, const struct tseq *S)
{
    for (int i = 0; i < S->n; i++) {
        const struct tnode *T = &S->items[i];
        if (T->kind == TN_HOST)
            kf_gen_explain(g, "  host code at line %d: %s\n", T->line,
                           T->opaque ? "not modelled (a call or a pointer): may read and write "
                                       "every device array"
                                     : "reads the device arrays it names, writes those it "
                                       "assigns");
        if (T->kind != TN_CTRL)
            continue;
        kf_gen_explain(g, "  the %s at line %d joins the region: copies move out of it while "
                          "nothing in it needs them; its header %s\n",
                       T->is_if ? "if" : "loop", T->line,
                       T->opaque ? "is not modelled (a call or a pointer): it may read and write "
                                   "every device array"
                                 : "reads the device arrays it names");
        explain_tree(g, T->body);
        if (T->orelse)
            explain_tree(g, T->orelse);
    }
}

static void explain_region(struct gen *g, const struct region *R, const struct kf_xfer_prog *xp)
{
    if (!g->o->explain)
        return;
    const struct kf_program *prog = g->a->prog;
    const struct kf_fragment *f0 = prog->frags[R->fi[0]], *fn = prog->frags[R->fi[R->n - 1]];
    if (R->n > 1) {
        kf_gen_explain(g, "  one region with fragment%s", R->n > 2 ? "s" : "");
        for (int k = 1; k < R->n; k++)
            kf_gen_explain(g, " %d", prog->frags[R->fi[k]]->id);
        kf_gen_explain(g, ": device buffers shared, data stays on the device between them\n");
        for (int k = 0; k + 1 < R->n && !R->tree; k++)
            kf_gen_explain(g, "  host code between fragments %d and %d: %s\n",
                           prog->frags[R->fi[k]]->id, prog->frags[R->fi[k + 1]]->id,
                           R->gap_opaque[k] ? "not modelled (a call or an unknown name): may "
                                              "read and write every device array"
                                            : "reads the device arrays it names, writes those "
                                              "it assigns");
    }
    if (R->tree)
        explain_tree(g, R->tree);
    for (int i = 0; i < R->nx; i++) {
        struct home *H = R->homed[i] ? home_of(R->rep_x[i], R->rep_v[i]) : NULL;
        const struct kf_var *var = &R->rep_x[i]->f->vars[R->rep_v[i]];
        if (H)
            kf_gen_explain(g, "  buffer %s: allocated at line %d (%s), freed when it goes out "
                              "of scope there (every return included)\n",
                           var->name, H->line,
                           var->is_global || var->is_param_decl ? "function entry"
                                                                 : "after its declaration");
        else
            kf_gen_explain(g, "  buffer %s: allocated at line %u, freed at line %u\n", var->name,
                           f0->roots[0]->range.begin.line,
                           fn->roots[fn->nroot - 1]->range.end.line);
    }
    explain_copies(g, xp, xp->root, (int)fn->roots[fn->nroot - 1]->range.end.line);
    char *t = kf_xfer_print(xp);
    kf_gen_explain(g, "  transfers%s:\n%s", R->n > 1 ? " (the region; 'host' between fragments: "
                                                       "the host code there)" : "",
                   t ? t : "");
    free(t);
}

/* ---- tree regions: the host loops and branches around fragments --------- */

/* The innermost '{' after the one at fo that is still open at off; fo when
 * there is none.  Comments, literals and preprocessor lines are skipped. */
static size_t open_brace_at(const struct gen *g, size_t fo, size_t off)
{
    size_t stack[64];
    int depth = 0;
    bool bol = false;
    for (size_t p = fo + 1; p < off; p++) {
        if (skip_noncode(g, &p, off, &bol))
            continue;
        char c = g->text[p];
        if (c == '{') {
            if (depth == 64)
                return fo;
            stack[depth++] = p;
        } else if (c == '}') {
            if (depth-- == 0)
                return fo;
        }
    }
    return depth ? stack[depth - 1] : fo;
}

/* Is the '{' at o the body of `for (...)`, `while (...)` or `if (...)` (then
 * *is_if)?  The keyword's offset in *kw and the parentheses' inside in
 * [*hb, *he). */
static bool loop_header(const struct gen *g, size_t o, size_t *kw, size_t *hb, size_t *he,
                        bool *is_if)
{
    size_t p = prev_significant_at(g, o);
    if (!p || g->text[p - 1] != ')')
        return false;
    *he = p - 1;
    int depth = 0;
    size_t q = p - 1;
    for (;; q--) {
        char c = g->text[q];
        if (c == '"' || c == '\'' || (c == '/' && (g->text[q + 1] == '*' || g->text[q + 1] == '/')))
            return false;
        if (c == ')')
            depth++;
        else if (c == '(' && --depth == 0)
            break;
        if (q == 0)
            return false;
    }
    *hb = q + 1;
    while (q > 0 && isspace((unsigned char)g->text[q - 1]))
        q--;
    size_t w = q;
    while (w > 0 && is_id(g->text[w - 1]))
        w--;
    *kw = w;
    *is_if = q - w == 2 && strncmp(g->text + w, "if", 2) == 0;
    return *is_if || (q - w == 3 && strncmp(g->text + w, "for", 3) == 0) ||
           (q - w == 5 && strncmp(g->text + w, "while", 5) == 0);
}

/* Is the '{' at o (its '}' at c) the body of `do { } while (...);`?  The
 * keyword's offset in *kw, the condition's inside in [*hb, *he), one past
 * the ';' in *end.  xfer's loop evaluates its header before every trip, the
 * first included: for a do loop that only adds copies that are not needed,
 * as both sides hold the data where the region starts. */
static bool do_header(const struct gen *g, size_t o, size_t c, size_t *kw, size_t *hb, size_t *he,
                      size_t *end)
{
    size_t p = prev_significant_at(g, o);
    if (p < 2 || strncmp(g->text + p - 2, "do", 2) != 0 || (p > 2 && is_id(g->text[p - 3])))
        return false;
    size_t w = next_significant(g, c + 1, g->len);
    if (!word_in(g->text, w, w + 5 <= g->len ? w + 5 : g->len, "while", 5))
        return false;
    size_t q = next_significant(g, w + 5, g->len), r;
    if (q >= g->len || g->text[q] != '(' || !(r = match_close(g, q)))
        return false;
    size_t semi = next_significant(g, r + 1, g->len);
    if (semi >= g->len || g->text[semi] != ';')
        return false;
    *kw = p - 2;
    *hb = q + 1;
    *he = r;
    *end = semi + 1;
    return true;
}

/* The host code [from, to) of a tree region, as gap_scan sees it: false
 * when it jumps; *has false when it holds no code at all. */
static bool host_part(const struct region *R, size_t from, size_t to, bool *has,
                      struct gap_use *use, bool *opaque, int *line)
{
    const struct gen *g = R->x[0]->g;
    size_t first = next_significant(g, from, to);
    *has = first < to;
    use->reads = use->writes = 0;
    *opaque = false;
    if (!*has)
        return true;
    enum gap_kind k = gap_scan(R, g->text, from, to, use);
    if (k == GAP_BREAK)
        return false;
    uint64_t all = R->nx == 64 ? ~0ull : (1ull << R->nx) - 1;
    *opaque = k == GAP_OPAQUE;
    use->reads = *opaque ? all : use->reads & all;
    use->writes = *opaque ? all : use->writes & all;
    *line = line_of(g, first);
    return true;
}

/* The '{' open at off that is nested directly in the block whose '{' is at
 * o; 0 when off is in that block itself. */
static size_t child_brace(const struct gen *g, size_t o, size_t off)
{
    size_t inner = open_brace_at(g, o, off); /* o when none opens after it */
    if (inner == o)
        return 0;
    for (size_t up; (up = open_brace_at(g, o, inner)) != o;)
        inner = up;
    return inner;
}

/* Does a statement start at off (what comes before ends a statement or
 * opens a block)? */
static bool starts_statement(const struct gen *g, size_t off)
{
    char c = prev_significant(g, off);
    return c == ';' || c == '{' || c == '}';
}

/* The next fragment of the file with kernels whose first statement lies in
 * [from, to), and that offset; -1 when there is none. */
static int next_kernel_fragment(struct gen *g, size_t from, size_t to, size_t *at)
{
    int best = -1;
    for (int j = 0; j < g->a->nfrag; j++) {
        const struct kf_fragment *f = g->a->prog->frags[j];
        if (f->nroot == 0)
            continue;
        size_t b = f->roots[0]->range.begin.offset;
        if (b < from || b >= to || (best >= 0 && b >= *at) || prepare(g, j)->nkernel == 0)
            continue;
        best = j;
        *at = b;
    }
    return best;
}

/* The '{' of the statement that the block at brace (inside the one at o)
 * belongs to: brace itself, or for an else block its if's then-block; 0
 * when an else follows something else. */
static size_t then_brace(const struct gen *g, size_t o, size_t brace)
{
    size_t eb = prev_significant_at(g, brace);
    if (eb < 4 || strncmp(g->text + eb - 4, "else", 4) != 0 || (eb > 4 && is_id(g->text[eb - 5])))
        return brace;
    size_t tc = prev_significant_at(g, eb - 4);
    if (!tc || g->text[tc - 1] != '}')
        return 0;
    size_t then = open_brace_at(g, o, tc - 1);
    return then == o ? 0 : then;
}

enum { MAX_TITEMS = 64 };

static bool tree_block(struct gen *g, struct region *R, size_t o, struct tseq *S);

/* The statement whose body's '{' is at o, as tree node *T: a for, while or
 * do loop, or an if (with an else block, or none) whose header does not
 * write. */
static bool tree_ctrl(struct gen *g, struct region *R, size_t o, struct tnode *T)
{
    memset(T, 0, sizeof *T);
    T->kind = TN_CTRL;
    T->open = o;
    if (!(T->close = match_close(g, o)))
        return false;
    T->e = T->close + 1;
    if (!loop_header(g, o, &T->b, &T->hb, &T->he, &T->is_if) &&
        !do_header(g, o, T->close, &T->b, &T->hb, &T->he, &T->e))
        return false;
    if (!starts_statement(g, T->b))
        return false;
    size_t else_open = 0;
    if (T->is_if) {
        /* an else must be a block of its own: `else if` chains are not read */
        size_t after = next_significant(g, T->close + 1, g->len);
        if (word_in(g->text, after, after + 4 < g->len ? after + 4 : g->len, "else", 4)) {
            else_open = next_significant(g, after + 4, g->len);
            size_t else_close = else_open < g->len && g->text[else_open] == '{'
                                    ? match_close(g, else_open)
                                    : 0;
            if (!else_close)
                return false;
            T->e = else_close + 1;
        }
    }
    T->line = line_of(g, T->b);
    T->body = kf_arena_alloc(g->gpu->ar, sizeof *T->body);
    if (else_open)
        T->orelse = kf_arena_alloc(g->gpu->ar, sizeof *T->orelse);
    bool has;
    int hline;
    /* the bodies first: their fragments number the variables the header names */
    if (!tree_block(g, R, o, T->body) || (else_open && !tree_block(g, R, else_open, T->orelse)) ||
        !host_part(R, T->hb, T->he, &has, &T->use, &T->opaque, &hline))
        return false;
    return !(T->is_if && T->use.writes);
}

/*
 * The body of the statement whose '{' is at o, as sequence S: host code,
 * fragments with kernels (they join R, in order) and statements that hold
 * such fragments (tree_ctrl).  false when kforge cannot model it: host code
 * that jumps, a fragment or statement that is the body of a brace-less
 * statement, more than MAX_TITEMS items or MAX_REGION fragments, more
 * device arrays than xfer.h takes.
 */
static bool tree_block(struct gen *g, struct region *R, size_t o, struct tseq *S)
{
    size_t c = match_close(g, o), pos = o + 1;
    memset(S, 0, sizeof *S);
    S->close = c;
    S->items = kf_arena_alloc(g->gpu->ar, MAX_TITEMS * sizeof *S->items);
    for (;;) {
        size_t fb = c, sb = c, cb = 0;
        int j = next_kernel_fragment(g, pos, c, &fb);
        if (j >= 0) {
            cb = child_brace(g, o, fb);
            sb = fb;
        }
        if (cb && !(cb = then_brace(g, o, cb)))
            return false;
        struct tnode N;
        if (cb && !tree_ctrl(g, R, cb, &N))
            return false;
        if (cb)
            sb = N.b;
        if (j >= 0 && !starts_statement(g, sb))
            return false;
        if (S->n + 2 > MAX_TITEMS)
            return false;
        struct tnode *H = &S->items[S->n];
        memset(H, 0, sizeof *H);
        H->kind = TN_HOST;
        H->b = pos;
        H->e = sb;
        bool has;
        if (!host_part(R, pos, sb, &has, &H->use, &H->opaque, &H->line))
            return false;
        /* the host code's names are numbered once the whole tree is read:
         * tree_uses() scans it again */
        S->n += has;
        if (j < 0)
            return true;
        if (cb) {
            S->items[S->n++] = N;
            pos = N.e;
            continue;
        }
        const struct kf_fragment *f = g->a->prog->frags[j];
        struct prepared *P = prepare(g, j);
        int k = R->n;
        if (k == MAX_REGION)
            return false;
        R->fi[k] = j;
        R->x[k] = P->x;
        P->x->R = R;
        R->b[k] = fb;
        R->e[k] = node_end(g, f->roots[f->nroot - 1]);
        R->n++;
        if (!region_vars(R, k))
            return false;
        struct tnode *F = &S->items[S->n++];
        memset(F, 0, sizeof *F);
        F->kind = TN_FRAG;
        F->k = k;
        F->b = fb;
        F->e = R->e[k];
        pos = F->e;
    }
}

/* What the host code and headers of S read and write, now that every
 * device variable of the region has its number. */
static bool tree_uses(const struct region *R, struct tseq *S)
{
    for (int i = 0; i < S->n; i++) {
        struct tnode *T = &S->items[i];
        bool has;
        int line;
        if (T->kind == TN_HOST && !host_part(R, T->b, T->e, &has, &T->use, &T->opaque, &line))
            return false;
        if (T->kind == TN_CTRL &&
            (!host_part(R, T->hb, T->he, &has, &T->use, &T->opaque, &line) ||
             !tree_uses(R, T->body) || (T->orelse && !tree_uses(R, T->orelse)) ||
             (T->is_if && T->use.writes)))
            return false;
    }
    return true;
}

/* Can region R, read as a tree under statement T, keep its data on the
 * device across T?  Every buffer lives where its variable is born, before
 * T (struct home), and no array may overlap another. */
static bool tree_ok(struct region *R, const struct tnode *T)
{
    for (int i = 0; i < R->nx; i++) {
        const struct kf_var *var = &R->rep_x[i]->f->vars[R->rep_v[i]];
        if (!home_of(R->rep_x[i], R->rep_v[i]) ||
            !(var->is_global || var->is_param_decl || var->decl.offset < T->b))
            return false;
    }
    for (int k = 0; k < R->n; k++)
        if (region_vars_ok(R, k))
            return false;
    return true;
}

/*
 * A tree region around fragment fi (seed 003 §4: copies move out of loops
 * and branches while no use needs them): the outermost loop around fi such
 * that it and every statement between it and fi are tree_ctrl statements
 * whose bodies tree_block can read.  All the fragments with kernels under
 * it share one xfer program, whatever block of it they are in.  An if
 * alone does not make a tree: outermost, its copies would run when its
 * branch does not.  Returns false, R untouched, when there is no such loop.
 */
static bool tree_region(struct gen *g, int fi, struct region *R)
{
    const struct kf_fragment *f = g->a->prog->frags[fi];
    struct prepared *P = prepare(g, fi);
    size_t fo, fc;
    if (P->nkernel == 0 || !function_body(P->x, &fo, &fc))
        return false;
    struct region *T = kf_arena_alloc(g->gpu->ar, sizeof *T);
    bool found = false;
    size_t b = f->roots[0]->range.begin.offset;
    for (;;) {
        size_t o = open_brace_at(g, fo, b);
        if (o == fo || !(o = then_brace(g, fo, o)))
            break;
        memset(T, 0, sizeof *T);
        T->x[0] = P->x; /* gap_scan's way to the file, before any fragment joins */
        struct tseq *root = kf_arena_alloc(g->gpu->ar, sizeof *root);
        memset(root, 0, sizeof *root);
        root->n = 1;
        root->items = kf_arena_alloc(g->gpu->ar, sizeof *root->items);
        struct tnode *top = &root->items[0];
        if (!tree_ctrl(g, T, o, top) || T->n == 0 || T->fi[0] != fi || !tree_uses(T, root) ||
            !tree_ok(T, top))
            break;
        T->tree = root;
        T->start = top->b;
        if (!top->is_if) {
            *R = *T;
            found = true;
        }
        b = top->b;
    }
    /* a later, failed attempt may have numbered these fragments' variables
     * its own way (from a fragment before them): number them as R does */
    if (found)
        for (int k = 0; k < R->n; k++) {
            R->x[k]->R = R;
            region_vars(R, k);
        }
    return found;
}

/* S and the sequences under it as xfer sequences, owned by `owner` (NULL
 * for the root): fragment items from the plans, one host statement per
 * host part, a loop or an if per statement; each fragment's sequence and
 * first item in R->fseq / R->ffirst. */
static struct kf_xfer_seq *tree_xfer(struct region *R, struct tseq *S, struct kf_xfer_node *owner,
                                     struct kf_xfer_seq *parent, int pidx)
{
    struct kf_gpu_file *F = R->x[0]->F;
    int n = 0;
    S->at = kf_arena_alloc(F->ar, (size_t)(S->n ? S->n : 1) * sizeof *S->at);
    for (int i = 0; i < S->n; i++) {
        S->at[i] = n;
        n += S->items[i].kind == TN_FRAG ? F->prep[R->fi[S->items[i].k]].nroot : 1;
    }
    struct kf_xfer_seq *xs = new_seq(n, owner, parent, pidx);
    S->xs = xs;
    for (int i = 0; i < S->n; i++) {
        struct tnode *T = &S->items[i];
        struct kf_xfer_node *it = &xs->items[S->at[i]];
        if (T->kind == TN_FRAG) {
            struct prepared *P = &F->prep[R->fi[T->k]];
            for (int r = 0; r < P->nroot; r++)
                xitem(P->x, &P->roots[r], xs, S->at[i] + r);
            R->fseq[T->k] = xs;
            R->ffirst[T->k] = S->at[i];
            continue;
        }
        it->kind = T->kind == TN_HOST ? KF_XFER_STMT : T->is_if ? KF_XFER_IF : KF_XFER_LOOP;
        it->side = KF_XFER_HOST;
        it->reads = T->use.reads;
        it->writes = T->use.writes;
        it->line = T->line;
        if (T->kind == TN_CTRL)
            it->body = tree_xfer(R, T->body, it, xs, S->at[i]);
        if (T->orelse)
            it->orelse = tree_xfer(R, T->orelse, it, xs, S->at[i]);
    }
    return xs;
}

/* The indentation of the line around off. */
static const char *indent_of(struct gen *g, size_t off)
{
    size_t ls = line_start(g, off);
    return kf_arena_strndup(g->gpu->ar, g->text + ls, strspn(g->text + ls, " \t"));
}

/* Inserts the copies placed at position i of s at `at`, each line of them
 * between pre and post. */
static void insert_copies(struct gen *g, struct region *R, const struct host_api *api,
                          const struct kf_xfer_seq *s, int i, size_t at, const char *pre,
                          const char *post, int line)
{
    if (!s->ncopies[i])
        return;
    struct kf_kgen *h = kf_kgen_create(KF_KGEN_OPENMP);
    kf_kgen_declare_function(h, "void kf_host(void)");
    kf_kgen_begin_body(h);
    emit_copies(R->x[0], h, api, s, i, line);
    kf_kgen_end_body(h);
    char *buf = NULL;
    size_t n = 0;
    FILE *o = kf_kgen_error(h) ? NULL : open_memstream(&buf, &n);
    if (!o) {
        g->nomem = true;
        kf_kgen_destroy(h);
        return;
    }
    const char *src = strchr(kf_kgen_source(h), '\n') + 1;
    for (const char *p = src; *p;) {
        size_t len = strcspn(p, "\n");
        if (!(len == 1 && (*p == '{' || *p == '}')))
            fprintf(o, "%s%.*s%s", pre, (int)(len >= 4 ? len - 4 : len), p + (len >= 4 ? 4 : 0),
                    post);
        p += len + (p[len] == '\n');
    }
    fclose(o);
    kf_gen_replace(g, at, 0, "%s", buf);
    free(buf);
    kf_kgen_destroy(h);
}

/* The copies xfer placed in tree sequence S (and under it) where no
 * fragment's block holds them (emit_seq writes those before and after each
 * fragment): before a host part or a statement, at the end of a body
 * (before its '}'), and after the top statement (the root's end). */
static void tree_copies(struct gen *g, struct region *R, const struct host_api *api,
                        const struct tseq *S, const struct tnode *owner)
{
    kf_arena *ar = g->gpu->ar;
    for (int i = 0; i <= S->n; i++) {
        const struct tnode *T = i < S->n ? &S->items[i] : NULL;
        if ((T && T->kind == TN_FRAG) || (i > 0 && S->items[i - 1].kind == TN_FRAG))
            continue;
        int pos = T ? S->at[i] : S->xs->n;
        if (T) {
            size_t at = T->kind == TN_HOST ? next_significant(g, T->b, T->e) : T->b;
            insert_copies(g, R, api, S->xs, pos, at, "",
                          kf_arena_printf(ar, "\n%s", indent_of(g, at)), T->line);
        } else if (!owner) {
            const struct tnode *top = &S->items[0];
            insert_copies(g, R, api, S->xs, pos, top->e,
                          kf_arena_printf(ar, "\n%s", indent_of(g, top->b)), "", top->line);
        } else if (alone_on_line(g, S->close)) {
            const char *in = S->n ? indent_of(g, S->items[0].kind == TN_HOST
                                                      ? next_significant(g, S->items[0].b,
                                                                         S->items[0].e)
                                                      : S->items[0].b)
                                  : indent_of(g, S->close);
            insert_copies(g, R, api, S->xs, pos, line_start(g, S->close), in, "\n", owner->line);
        } else {
            insert_copies(g, R, api, S->xs, pos, S->close, " ", " ", owner->line);
        }
    }
    for (int i = 0; i < S->n; i++) {
        if (S->items[i].kind == TN_CTRL)
            tree_copies(g, R, api, S->items[i].body, &S->items[i]);
        if (S->items[i].orelse)
            tree_copies(g, R, api, S->items[i].orelse, &S->items[i]);
    }
}

int kf_gen_gpu_fragment(struct gen *g, int fi)
{
    struct kf_gpu_file *F = gpu_file(g);
    if (!F || (!F->prep && !(F->prep = calloc((size_t)g->a->nfrag, sizeof *F->prep)))) {
        g->nomem = true;
        return 0;
    }
    const struct host_api *api = g->o->target == KF_GEN_CUDA ? &cuda_api : &opencl_api;
    if (g->o->target != KF_GEN_CUDA && g->o->reduction == KF_GEN_RED_SHUFFLE) {
        kf_diag_report(g->d, KF_DIAG_ERROR, NULL, 0, 0, 0,
                       "--reduction=shuffle needs CUDA's warp shuffles; OpenCL 1.2 has no "
                       "portable sub-group shuffle (use shared or atomic)");
        return -1;
    }
    if (F->prep[fi].emitted) {
        kf_gen_explain(g, "  written with the region of an earlier fragment\n");
        return 0;
    }
    struct prepared *P0 = prepare(g, fi);
    if (P0->nkernel == 0)
        return 0;
    struct region *R = kf_arena_alloc(F->ar, sizeof *R);
    if (!tree_region(g, fi, R))
        make_region(g, fi, R);
    bool any_region_buffer = false;
    for (int i = 0; i < R->nx; i++) {
        struct home *H = home_of(R->rep_x[i], R->rep_v[i]);
        R->homed[i] = H != NULL;
        if (H)
            H->used = true;
        any_region_buffer |= !H;
    }

    /* the region as one xfer program: a tree's (tree_xfer), or fragment
     * 1's items, the host code after it, fragment 2's items, ... */
    struct kf_xfer_prog *xp = calloc(1, sizeof *xp);
    if (!xp) {
        g->nomem = true;
        return 0;
    }
    xp->nvars = R->nx;
    for (int i = 0; i < R->nx; i++) {
        xp->names[i] = strdup(R->rep_x[i]->f->vars[R->rep_v[i]].name);
        if (!device_only(g, R, i)) /* else the host may read it after the region */
            xp->live_out |= 1ull << i;
    }
    int total = 0;
    for (int k = 0; k < R->n; k++) {
        R->ffirst[k] = total;
        total += F->prep[R->fi[k]].nroot + (k + 1 < R->n);
    }
    struct kf_xfer_seq *in = R->tree ? NULL : new_seq(total, NULL, NULL, 0);
    xp->root = R->tree ? tree_xfer(R, R->tree, NULL, NULL, 0) : in;
    for (int k = 0; k < R->n && in; k++) {
        R->fseq[k] = in;
        struct prepared *P = &F->prep[R->fi[k]];
        for (int i = 0; i < P->nroot; i++)
            xitem(P->x, &P->roots[i], in, R->ffirst[k] + i);
        if (k + 1 < R->n) {
            struct kf_xfer_node *it = &in->items[R->ffirst[k] + P->nroot];
            it->kind = KF_XFER_STMT;
            it->side = KF_XFER_HOST;
            uint64_t all = R->nx == 64 ? ~0ull : (1ull << R->nx) - 1;
            it->reads = R->gap[k].reads & all;
            it->writes = R->gap[k].writes & all;
            /* the first line of the host code there, past pragmas and comments */
            it->line = line_of(g, next_significant(g, R->e[k], R->b[k + 1]));
        }
    }
    kf_xfer_place(xp);
    char *err = NULL;
    if (kf_xfer_verify(xp, &err) != 0) {
        kf_diag_report(g->d, KF_DIAG_ERROR, __FILE__, __LINE__, 0, 0,
                       "internal error: transfer placement breaks seed 003's rule: %s", err);
        free(err);
        kf_xfer_free(xp);
        return -1;
    }
    explain_region(g, R, xp);

    /* the host code: with one fragment a block in its place, buffers inside;
     * with several, the buffers declared where the first starts (so that
     * every fragment's block sees them) and freed at the end of the last */
    int nk = 0, rc = 0;
    for (int k = 0; k < R->n && rc == 0; k++) {
        struct prepared *P = &F->prep[R->fi[k]];
        struct frag *x = P->x;
        const struct kf_fragment *f = x->f;
        int line = (int)f->roots[0]->range.begin.line;
        struct kf_kgen *pre = NULL;
        if (k == 0 && R->n > 1 && any_region_buffer) {
            pre = kf_kgen_create(KF_KGEN_OPENMP);
            kf_kgen_declare_function(pre, "void kf_host(void)");
            kf_kgen_begin_body(pre);
            const struct kf_fragment *fl = g->a->prog->frags[R->fi[R->n - 1]];
            kf_kgen_stmtf(pre, "/* kforge: device buffers of the fragments on lines %u-%u */",
                          f->range.begin.line, fl->range.end.line);
            if (!x->cuda)
                kf_kgen_stmtf(pre, "kf_cl_init(%d);", line);
            declare_buffers(R, pre, api, line);
            kf_kgen_end_body(pre);
        }
        struct kf_kgen *h = kf_kgen_create(KF_KGEN_OPENMP);
        kf_kgen_declare_function(h, "void kf_host(void)");
        kf_kgen_begin_body(h);
        if (R->n == 1) {
            if (!x->cuda)
                kf_kgen_stmtf(h, "kf_cl_init(%d);", line);
            declare_buffers(R, h, api, line);
        }
        red_buffers(h, P->roots, P->nroot, true, line);
        nk += emit_seq(x, h, api, P->roots, R->fseq[k], R->ffirst[k], P->nroot, line);
        red_buffers(h, P->roots, P->nroot, false, (int)f->roots[f->nroot - 1]->range.end.line);
        if (k == R->n - 1) {
            int end_line = (int)f->roots[f->nroot - 1]->range.end.line;
            for (int i = 0; i < R->nx; i++)
                if (!R->homed[i])
                    api->release(R->rep_x[i], h, R->rep_v[i], end_line);
        }
        kf_kgen_end_body(h);
        struct kf_kgen *bad = kf_kgen_error(h) ? h : kf_kgen_error(F->kg) ? F->kg
                              : pre && kf_kgen_error(pre)                ? pre
                                                                          : NULL;
        if (bad) {
            kf_diag_report(g->d, KF_DIAG_ERROR, __FILE__, __LINE__, 0, 0,
                           "internal error: kgen: %s", kf_kgen_error_message(bad));
            rc = -1;
        } else {
            /* with the buffers first, for the region's first fragment */
            char *t1 = pre ? body_text(g, pre, R->b[k], true) : NULL;
            char *t2 = body_text(g, h, R->b[k], false);
            size_t ls = line_start(g, R->b[k]);
            if (!t2 || (pre && !t1))
                g->nomem = true;
            else if (pre)
                kf_gen_replace(g, R->b[k], R->e[k] - R->b[k], "%s\n%.*s%s", t1,
                               (int)(R->b[k] - ls), g->text + ls, t2);
            else
                kf_gen_replace(g, R->b[k], R->e[k] - R->b[k], "%s", t2);
            free(t1);
            free(t2);
        }
        kf_kgen_destroy(pre);
        kf_kgen_destroy(h);
        F->prep[R->fi[k]].emitted = k > 0;
    }
    if (rc == 0 && R->tree)
        tree_copies(g, R, api, R->tree, NULL);
    kf_xfer_free(xp);
    if (rc)
        return rc;
    if (!F->have_prelude_at) {
        F->have_prelude_at = true;
        F->prelude_at = function_start(g, g->a->prog->frags[fi]->function, R->b[0]);
    }
    return nk;
}

int kf_gen_gpu_finish(struct gen *g)
{
    struct kf_gpu_file *F = g->gpu;
    if (!F || F->nkernel == 0) {
        if (g->o->target == KF_GEN_CUDA &&
            asprintf(&g->device, "/* kforge %s: %s for cuda, the device part: no kernels */\n",
                     kf_version(), g->a->prog->file) < 0) {
            g->device = NULL;
            g->nomem = true;
        }
        return 0;
    }
    if (g->o->target == KF_GEN_CUDA) {
        if (F->wrap && kf_kgen_error(F->wrap)) {
            kf_diag_report(g->d, KF_DIAG_ERROR, __FILE__, __LINE__, 0, 0,
                           "internal error: kgen: %s", kf_kgen_error_message(F->wrap));
            return -1;
        }
        if (cu_device_file(g) != 0)
            g->nomem = true;
    }
    write_homes(g);
    struct kf_kgen *h = kf_kgen_create(KF_KGEN_OPENMP);
    const struct host_api *api = g->o->target == KF_GEN_CUDA ? &cuda_api : &opencl_api;
    api->prelude(g, h);
    free_helpers(g, h);
    if (kf_kgen_error(h)) {
        kf_diag_report(g->d, KF_DIAG_ERROR, __FILE__, __LINE__, 0, 0, "internal error: kgen: %s",
                       kf_kgen_error_message(h));
        kf_kgen_destroy(h);
        return -1;
    }
    kf_gen_replace(g, F->prelude_at, 0, "%s\n", kf_kgen_source(h));
    kf_kgen_destroy(h);
    return 0;
}

void kf_gen_gpu_free(struct gen *g)
{
    if (!g->gpu)
        return;
    kf_kgen_destroy(g->gpu->kg);
    kf_kgen_destroy(g->gpu->wrap);
    free(g->gpu->prep);
    kf_arena_free(g->gpu->ar);
    free(g->gpu);
    g->gpu = NULL;
}
