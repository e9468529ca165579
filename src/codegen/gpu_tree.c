/*
 * gpu_tree.c: tree regions (gpu.h): the host loops and branches around fragments,
 * read as one tree so that copies move out of them.
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

#include "codegen/gen_reduce.h"
#include "codegen/gpu.h"
#include "support/ctext.h"
#include "codegen/launch.h"
#include "codegen/xfer.h"
#include "ir/poly.h"
#include "kforge/arena.h"
#include "kforge/kforge.h"
#include "kforge/kgen.h"

/* ---- tree regions: the host loops and branches around fragments --------- */

/* The innermost '{' after the one at fo that is still open at off; fo when
 * there is none.  Comments, literals and preprocessor lines are skipped. */
static size_t open_brace_at(const struct gen *g, size_t fo, size_t off)
{
    size_t stack[64];
    int depth = 0;
    bool bol = false;
    for (size_t p = fo + 1; p < off; p++) {
        if (kf_gpu_skip_noncode(g, &p, off, &bol))
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
    size_t p = kf_gpu_prev_significant_at(g, o);
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
    while (w > 0 && kf_ctext_is_ident(g->text[w - 1]))
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
    size_t p = kf_gpu_prev_significant_at(g, o);
    if (p < 2 || strncmp(g->text + p - 2, "do", 2) != 0 ||
        (p > 2 && kf_ctext_is_ident(g->text[p - 3])))
        return false;
    size_t w = kf_gpu_next_significant(g, c + 1, g->len);
    if (!kf_gpu_word_in(g->text, w, w + 5 <= g->len ? w + 5 : g->len, "while", 5))
        return false;
    size_t q = kf_gpu_next_significant(g, w + 5, g->len), r;
    if (q >= g->len || g->text[q] != '(' || !(r = kf_gpu_match_close(g, q)))
        return false;
    size_t semi = kf_gpu_next_significant(g, r + 1, g->len);
    if (semi >= g->len || g->text[semi] != ';')
        return false;
    *kw = p - 2;
    *hb = q + 1;
    *he = r;
    *end = semi + 1;
    return true;
}

/* The host code [from, to) of a tree region, as kf_gpu_gap_scan sees it: false
 * when it jumps; *has false when it holds no code at all. */
static bool host_part(const struct region *R, size_t from, size_t to, bool *has,
                      struct gap_use *use, bool *opaque, int *line)
{
    const struct gen *g = R->x[0]->g;
    size_t first = kf_gpu_next_significant(g, from, to);
    *has = first < to;
    use->reads = use->writes = 0;
    *opaque = false;
    if (!*has)
        return true;
    enum gap_kind k = kf_gpu_gap_scan(R, g->text, from, to, use);
    if (k == GAP_BREAK)
        return false;
    uint64_t all = R->nx == 64 ? ~0ull : (1ull << R->nx) - 1;
    *opaque = k == GAP_OPAQUE;
    use->reads = *opaque ? all : use->reads & all;
    use->writes = *opaque ? all : use->writes & all;
    *line = kf_gpu_line_of(g, first);
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
    char c = kf_gpu_prev_significant(g, off);
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
        if (b < from || b >= to || (best >= 0 && b >= *at) || kf_gpu_prepare(g, j)->nkernel == 0)
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
    size_t eb = kf_gpu_prev_significant_at(g, brace);
    if (eb < 4 || strncmp(g->text + eb - 4, "else", 4) != 0 ||
        (eb > 4 && kf_ctext_is_ident(g->text[eb - 5])))
        return brace;
    size_t tc = kf_gpu_prev_significant_at(g, eb - 4);
    if (!tc || g->text[tc - 1] != '}')
        return 0;
    size_t then = open_brace_at(g, o, tc - 1);
    return then == o ? 0 : then;
}

enum { MAX_TITEMS = 64 };

/* The first exit test in the host code [from, to) at its own level (not in
 * a block or parentheses of it): a statement `if (C) break;` or `if (C)
 * continue;`, the jump braced or not, with no else; its extent in [*b,
 * *e), its condition's inside in [*hb, *he).  false when there is none. */
static bool exit_test(const struct gen *g, size_t from, size_t to, size_t *b, size_t *e,
                      size_t *hb, size_t *he, bool *is_break)
{
    int depth = 0;
    bool bol = false;
    for (size_t p = from; p < to; p++) {
        if (kf_gpu_skip_noncode(g, &p, to, &bol))
            continue;
        char c = g->text[p];
        if (c == '{' || c == '(')
            depth++;
        else if (c == '}' || c == ')')
            depth--;
        if (depth != 0 || !kf_gpu_word_in(g->text, p, to, "if", 2) ||
            (p > from && kf_ctext_is_ident(g->text[p - 1])) || !starts_statement(g, p))
            continue;
        size_t q = kf_gpu_next_significant(g, p + 2, to), r;
        if (q >= to || g->text[q] != '(' || !(r = kf_gpu_match_close(g, q)) || r >= to)
            continue;
        size_t j = kf_gpu_next_significant(g, r + 1, to);
        bool braced = j < to && g->text[j] == '{';
        if (braced)
            j = kf_gpu_next_significant(g, j + 1, to);
        bool brk = kf_gpu_word_in(g->text, j, to, "break", 5);
        if (!brk && !kf_gpu_word_in(g->text, j, to, "continue", 8))
            continue;
        size_t semi = kf_gpu_next_significant(g, j + (brk ? 5 : 8), to);
        if (semi >= to || g->text[semi] != ';')
            continue;
        size_t end = semi + 1;
        if (braced) {
            size_t cb = kf_gpu_next_significant(g, end, to);
            if (cb >= to || g->text[cb] != '}')
                continue;
            end = cb + 1;
        }
        size_t after = kf_gpu_next_significant(g, end, to);
        if (kf_gpu_word_in(g->text, after, to, "else", 4))
            continue;
        *b = p, *e = end, *hb = q + 1, *he = r, *is_break = brk;
        return true;
    }
    return false;
}

static bool tree_block(struct gen *g, struct region *R, size_t o, struct tseq *S, bool in_loop);

/* The statement whose body's '{' is at o, as tree node *T: a for, while or
 * do loop, or an if (with an else block, or none) whose header does not
 * write. */
static bool tree_ctrl(struct gen *g, struct region *R, size_t o, struct tnode *T, bool in_loop)
{
    memset(T, 0, sizeof *T);
    T->kind = TN_CTRL;
    T->open = o;
    if (!(T->close = kf_gpu_match_close(g, o)))
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
        size_t after = kf_gpu_next_significant(g, T->close + 1, g->len);
        if (kf_gpu_word_in(g->text, after, after + 4 < g->len ? after + 4 : g->len, "else", 4)) {
            else_open = kf_gpu_next_significant(g, after + 4, g->len);
            size_t else_close = else_open < g->len && g->text[else_open] == '{'
                                    ? kf_gpu_match_close(g, else_open)
                                    : 0;
            if (!else_close)
                return false;
            T->e = else_close + 1;
        }
    }
    T->line = kf_gpu_line_of(g, T->b);
    T->body = kf_arena_alloc(g->gpu->ar, sizeof *T->body);
    if (else_open)
        T->orelse = kf_arena_alloc(g->gpu->ar, sizeof *T->orelse);
    bool has;
    int hline;
    /* the bodies first: their fragments number the variables the header names */
    in_loop = in_loop || !T->is_if; /* a jump in its bodies has its loop in the tree */
    if (!tree_block(g, R, o, T->body, in_loop) ||
        (else_open && !tree_block(g, R, else_open, T->orelse, in_loop)) ||
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
static bool tree_block(struct gen *g, struct region *R, size_t o, struct tseq *S, bool in_loop)
{
    size_t c = kf_gpu_match_close(g, o), pos = o + 1;
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
        if (cb && !tree_ctrl(g, R, cb, &N, in_loop))
            return false;
        if (cb)
            sb = N.b;
        if (j >= 0 && !starts_statement(g, sb))
            return false;
        /* the host code up to sb, and its exit tests apart (a loop of the
         * tree's: xfer follows their jumps) */
        size_t jb, je, hb, he;
        bool brk;
        for (;;) {
            bool jump = in_loop && exit_test(g, pos, sb, &jb, &je, &hb, &he, &brk);
            if (S->n + 3 > MAX_TITEMS)
                return false;
            struct tnode *H = &S->items[S->n];
            memset(H, 0, sizeof *H);
            H->kind = TN_HOST;
            H->b = pos;
            H->e = jump ? jb : sb;
            bool has;
            if (!host_part(R, H->b, H->e, &has, &H->use, &H->opaque, &H->line))
                return false;
            /* the host code's names are numbered once the whole tree is
             * read: tree_uses() scans it again */
            S->n += has;
            if (!jump)
                break;
            struct tnode *J = &S->items[S->n];
            memset(J, 0, sizeof *J);
            J->kind = TN_JUMP;
            J->b = jb;
            J->e = je;
            J->hb = hb;
            J->he = he;
            J->is_break = brk;
            int line;
            if (!host_part(R, hb, he, &has, &J->use, &J->opaque, &line) || J->use.writes)
                return false;
            J->line = kf_gpu_line_of(g, jb);
            S->n++;
            pos = je;
        }
        if (j < 0)
            return true;
        if (cb) {
            S->items[S->n++] = N;
            pos = N.e;
            continue;
        }
        const struct kf_fragment *f = g->a->prog->frags[j];
        struct prepared *P = kf_gpu_prepare(g, j);
        int k = R->n;
        if (k == MAX_REGION || P->alias_test) /* a region of its own (gpu.c) */
            return false;
        R->fi[k] = j;
        R->x[k] = P->x;
        P->x->R = R;
        R->b[k] = fb;
        R->e[k] = kf_gpu_node_end(g, f->roots[f->nroot - 1]);
        R->n++;
        if (!kf_gpu_region_vars(R, k))
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
        if (T->kind == TN_JUMP &&
            (!host_part(R, T->hb, T->he, &has, &T->use, &T->opaque, &line) || T->use.writes))
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
        if (!kf_gpu_home_of(R->rep_x[i], R->rep_v[i]) ||
            !(var->is_global || var->is_param_decl || var->decl.offset < T->b))
            return false;
    }
    for (int k = 0; k < R->n; k++)
        if (kf_gpu_region_vars_ok(R, k))
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
bool kf_gpu_tree_region(struct gen *g, int fi, struct region *R)
{
    if (!kf_gen_pass_on(g, KF_PASS_TREE_REGIONS))
        return false;
    const struct kf_fragment *f = g->a->prog->frags[fi];
    struct prepared *P = kf_gpu_prepare(g, fi);
    size_t fo, fc;
    if (P->nkernel == 0 || P->alias_test || !kf_gpu_function_body(P->x, &fo, &fc))
        return false;
    struct region *T = kf_arena_alloc(g->gpu->ar, sizeof *T);
    bool found = false;
    size_t b = f->roots[0]->range.begin.offset;
    for (;;) {
        size_t o = open_brace_at(g, fo, b);
        if (o == fo || !(o = then_brace(g, fo, o)))
            break;
        memset(T, 0, sizeof *T);
        T->x[0] = P->x; /* kf_gpu_gap_scan's way to the file, before any fragment joins */
        struct tseq *root = kf_arena_alloc(g->gpu->ar, sizeof *root);
        memset(root, 0, sizeof *root);
        root->n = 1;
        root->items = kf_arena_alloc(g->gpu->ar, sizeof *root->items);
        struct tnode *top = &root->items[0];
        if (!tree_ctrl(g, T, o, top, false) || T->n == 0 || T->fi[0] != fi || !tree_uses(T, root) ||
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
            kf_gpu_region_vars(R, k);
        }
    return found;
}

/* S and the sequences under it as xfer sequences, owned by `owner` (NULL
 * for the root): fragment items from the plans, one host statement per
 * host part, a loop or an if per statement; each fragment's sequence and
 * first item in R->fseq / R->ffirst. */
struct kf_xfer_seq *kf_gpu_tree_xfer(struct region *R, struct tseq *S, struct kf_xfer_node *owner,
                                     struct kf_xfer_seq *parent, int pidx)
{
    struct kf_gpu_file *F = R->x[0]->F;
    int n = 0;
    S->at = kf_arena_alloc(F->ar, (size_t)(S->n ? S->n : 1) * sizeof *S->at);
    for (int i = 0; i < S->n; i++) {
        S->at[i] = n;
        n += S->items[i].kind == TN_FRAG ? F->prep[R->fi[S->items[i].k]].nroot : 1;
    }
    struct kf_xfer_seq *xs = kf_gpu_new_seq(n, owner, parent, pidx);
    S->xs = xs;
    for (int i = 0; i < S->n; i++) {
        struct tnode *T = &S->items[i];
        struct kf_xfer_node *it = &xs->items[S->at[i]];
        if (T->kind == TN_FRAG) {
            struct prepared *P = &F->prep[R->fi[T->k]];
            for (int r = 0; r < P->nroot; r++)
                kf_gpu_xitem(P->x, &P->roots[r], xs, S->at[i] + r);
            R->fseq[T->k] = xs;
            R->ffirst[T->k] = S->at[i];
            continue;
        }
        it->kind = T->kind == TN_HOST ? KF_XFER_STMT
                   : T->kind == TN_JUMP || T->is_if ? KF_XFER_IF
                                                    : KF_XFER_LOOP;
        it->side = KF_XFER_HOST;
        it->reads = T->use.reads;
        it->writes = T->use.writes;
        it->line = T->line;
        if (T->kind == TN_JUMP) { /* an if whose body is the jump */
            it->body = kf_gpu_new_seq(1, it, xs, S->at[i]);
            it->body->items[0].kind = T->is_break ? KF_XFER_BREAK : KF_XFER_CONTINUE;
            it->body->items[0].side = KF_XFER_HOST;
            it->body->items[0].line = T->line;
            continue;
        }
        if (T->kind == TN_CTRL)
            it->body = kf_gpu_tree_xfer(R, T->body, it, xs, S->at[i]);
        if (T->orelse)
            it->orelse = kf_gpu_tree_xfer(R, T->orelse, it, xs, S->at[i]);
    }
    return xs;
}

/* The indentation of the line around off. */
static const char *indent_of(struct gen *g, size_t off)
{
    size_t ls = kf_ctext_line_start(g->text, off);
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
    kf_gpu_emit_copies(R->x[0], h, api, s, i, line);
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
 * fragment's block holds them (kf_gpu_emit_seq writes those before and after each
 * fragment): before a host part or a statement, at the end of a body
 * (before its '}'), and after the top statement (the root's end). */
void kf_gpu_tree_copies(struct gen *g, struct region *R, const struct host_api *api,
                        const struct tseq *S, const struct tnode *owner)
{
    kf_arena *ar = g->gpu->ar;
    for (int i = 0; i <= S->n; i++) {
        const struct tnode *T = i < S->n ? &S->items[i] : NULL;
        if ((T && T->kind == TN_FRAG) || (i > 0 && S->items[i - 1].kind == TN_FRAG))
            continue;
        int pos = T ? S->at[i] : S->xs->n;
        if (T) {
            size_t at = T->kind == TN_HOST ? kf_gpu_next_significant(g, T->b, T->e) : T->b;
            insert_copies(g, R, api, S->xs, pos, at, "",
                          kf_arena_printf(ar, "\n%s", indent_of(g, at)), T->line);
        } else if (!owner) {
            const struct tnode *top = &S->items[0];
            insert_copies(g, R, api, S->xs, pos, top->e,
                          kf_arena_printf(ar, "\n%s", indent_of(g, top->b)), "", top->line);
        } else if (kf_gpu_alone_on_line(g, S->close)) {
            const char *in = S->n ? indent_of(g, S->items[0].kind == TN_HOST
                                                      ? kf_gpu_next_significant(g, S->items[0].b,
                                                                         S->items[0].e)
                                                      : S->items[0].b)
                                  : indent_of(g, S->close);
            insert_copies(g, R, api, S->xs, pos, kf_ctext_line_start(g->text, S->close), in, "\n",
                          owner->line);
        } else {
            insert_copies(g, R, api, S->xs, pos, S->close, " ", " ", owner->line);
        }
    }
    for (int i = 0; i < S->n; i++) {
        if (S->items[i].kind == TN_CTRL)
            kf_gpu_tree_copies(g, R, api, S->items[i].body, &S->items[i]);
        if (S->items[i].orelse)
            kf_gpu_tree_copies(g, R, api, S->items[i].orelse, &S->items[i]);
    }
}

/* ---- what a while's condition reads: only that comes back each round ---
 *
 * A convergence loop `while (res[0] > eps) { ...kernels write res... }` in a
 * tree region: the condition is host code, so xfer brings the whole array
 * back each time round for it.  Where the condition reads elements at
 * subscripts that hold for the whole region (literals and macros that
 * expand to them), those elements are an xfer variable of their own: the
 * device writes it wherever it writes the array, the condition reads it
 * instead of the array, and xfer places its copies as any other's (after
 * the last device write of a round, before the condition).  Its copy to
 * the host reads those elements alone; a copy to the device is the array's
 * (gpu_host.c kf_gpu_emit_copies).  That needs the host never to write the
 * array inside the region: the device then holds its current value from
 * its first copy there on.  A for loop's condition is left alone (its
 * increment runs between the body and the test), so is a while's that
 * reads the array any other way (a bare name, an address, a subscript
 * that names a variable): the whole array comes back, as before. */

/* Is [b, e) an integer expression of literals, operators and macros whose
 * definitions are such expressions? */
static bool fixed_text(const struct gen *g, size_t b, size_t e, int depth)
{
    if (depth > 4)
        return false;
    for (size_t p = b; p < e;) {
        char c = g->text[p];
        if (isspace((unsigned char)c) || strchr("+-*/%()<>", c)) {
            p++;
            continue;
        }
        if (isdigit((unsigned char)c)) {
            while (p < e && (isalnum((unsigned char)g->text[p])))
                p++;
            continue;
        }
        if (!kf_ctext_is_ident(c))
            return false;
        size_t w = p;
        while (p < e && kf_ctext_is_ident(g->text[p]))
            p++;
        /* its #define line, the definition after the name */
        bool found = false;
        for (size_t l = 0; l < g->len && !found;) {
            size_t le = l + strcspn(g->text + l, "\n");
            size_t t = l + strspn(g->text + l, " \t");
            if (t < le && g->text[t] == '#') {
                t += 1 + strspn(g->text + t + 1, " \t");
                if (le - t > 6 && strncmp(g->text + t, "define", 6) == 0 &&
                    (g->text[t + 6] == ' ' || g->text[t + 6] == '\t')) {
                    t += 6 + strspn(g->text + t + 6, " \t");
                    if (le - t > p - w && strncmp(g->text + t, g->text + w, p - w) == 0 &&
                        (g->text[t + (p - w)] == ' ' || g->text[t + (p - w)] == '\t')) {
                        size_t d = t + (p - w);
                        if (le > d && g->text[le - 1] == '\\')
                            return false;
                        if (!fixed_text(g, d, le, depth + 1))
                            return false;
                        found = true;
                    }
                }
            }
            l = le + 1;
        }
        if (!found)
            return false;
    }
    return true;
}

/* The elements of device array xv that the header [hb, he) reads, each as
 * the text `name[s]...[s]`, in *elem (*n of them); false when the header
 * names the array in any other way. */
static bool header_elems(struct gen *g, const struct region *R, int xv, size_t hb, size_t he,
                         const char ***elem, int *n)
{
    const struct kf_var *var = &R->rep_x[xv]->f->vars[R->rep_v[xv]];
    size_t len = strlen(var->name);
    *n = 0;
    *elem = kf_arena_alloc(g->gpu->ar, 8 * sizeof **elem);
    for (size_t p = hb; p < he; p++) {
        char c = g->text[p];
        if (c == '"' || c == '\'' || (c == '/' && p + 1 < he &&
                                      (g->text[p + 1] == '*' || g->text[p + 1] == '/')))
            return false;
        if (!kf_ctext_is_ident(c) || (p > hb && kf_ctext_is_ident(g->text[p - 1])))
            continue;
        size_t w = p;
        while (p < he && kf_ctext_is_ident(g->text[p]))
            p++;
        if (p - w != len || strncmp(g->text + w, var->name, len) != 0) {
            p--;
            continue;
        }
        /* not an address, a member, or what a cast or an operator turns
         * into something else than a read of one element */
        size_t q = w;
        while (q > hb && isspace((unsigned char)g->text[q - 1]))
            q--;
        if (q > hb && (g->text[q - 1] == '.' || g->text[q - 1] == '>' ||
                       (g->text[q - 1] == '&' && !(q - 1 > hb && g->text[q - 2] == '&')) ||
                       (g->text[q - 1] == '*' && !(q - 1 > hb && (isalnum((unsigned char)g->text[q - 2]) ||
                                                                 g->text[q - 2] == ')' ||
                                                                 g->text[q - 2] == ']')))))
            return false;
        for (int d = 0; d < var->ndims; d++) {
            while (p < he && isspace((unsigned char)g->text[p]))
                p++;
            size_t close = p + 1;
            for (int depth = 1; p < he && g->text[p] == '[' && close < he; close++)
                if (g->text[close] == '[')
                    depth++;
                else if (g->text[close] == ']' && --depth == 0)
                    break;
            if (p >= he || g->text[p] != '[' || close >= he || !fixed_text(g, p + 1, close, 0))
                return false;
            p = close + 1;
        }
        size_t r = p;
        while (r < he && isspace((unsigned char)g->text[r]))
            r++;
        if (r < he && (g->text[r] == '[' || g->text[r] == '.' ||
                       (g->text[r] == '=' && !(r + 1 < he && g->text[r + 1] == '=')) ||
                       (r + 1 < he && (strncmp(g->text + r, "->", 2) == 0 ||
                                       strncmp(g->text + r, "++", 2) == 0 ||
                                       strncmp(g->text + r, "--", 2) == 0))))
            return false;
        if (*n == 8)
            return false;
        (*elem)[(*n)++] = kf_arena_strndup(g->gpu->ar, g->text + w, p - w);
        p--;
    }
    return *n > 0;
}

/* Does some node of S (its headers included) that runs on the host write
 * variable bit? */
static bool host_writes(const struct kf_xfer_seq *S, uint64_t bit)
{
    for (int i = 0; i < S->n; i++) {
        const struct kf_xfer_node *it = &S->items[i];
        if (it->side == KF_XFER_HOST && (it->writes & bit))
            return true;
        if ((it->body && host_writes(it->body, bit)) || (it->orelse && host_writes(it->orelse, bit)))
            return true;
    }
    return false;
}

/* Every device node of S that writes `bit` writes `also` too. */
static void dev_writes_also(struct kf_xfer_seq *S, uint64_t bit, uint64_t also)
{
    for (int i = 0; i < S->n; i++) {
        struct kf_xfer_node *it = &S->items[i];
        if (it->kind == KF_XFER_STMT && it->side == KF_XFER_DEV && (it->writes & bit))
            it->writes |= also;
        if (it->body)
            dev_writes_also(it->body, bit, also);
        if (it->orelse)
            dev_writes_also(it->orelse, bit, also);
    }
}

static void cond_seq(struct gen *g, struct region *R, struct kf_xfer_prog *xp, struct tseq *S)
{
    for (int i = 0; i < S->n; i++) {
        struct tnode *T = &S->items[i];
        if (T->kind != TN_CTRL && T->kind != TN_JUMP)
            continue;
        struct kf_xfer_node *it = &S->xs->items[S->at[i]];
        /* an exit test's condition too: it runs where the body ends or
         * goes on, after the round's kernels */
        bool is_while = T->kind == TN_JUMP ||
                        kf_gpu_word_in(g->text, T->b, T->b + 5, "while", 5) ||
                        kf_gpu_word_in(g->text, T->b, T->b + 2, "do", 2);
        for (int v = 0; is_while && !T->opaque && !T->use.writes && v < R->nx; v++) {
            uint64_t bit = 1ull << v;
            const char **elem;
            int n;
            if (!(it->reads & bit) || xp->nvars == KF_XFER_MAX_VARS ||
                host_writes(xp->root, bit) || !header_elems(g, R, v, T->hb, T->he, &elem, &n))
                continue;
            int c = xp->nvars;
            size_t len = 1;
            for (int e = 0; e < n; e++)
                len += strlen(elem[e]) + 1;
            char *name = malloc(len);
            if (!name) {
                g->nomem = true;
                return;
            }
            name[0] = 0;
            for (int e = 0; e < n; e++) /* "y[3]", "y[0]+y[N - 1]": --explain and the dumps */
                strcat(strcat(name, e ? "+" : ""), elem[e]);
            xp->names[c] = name;
            xp->nvars++;
            R->cond_of[c] = v;
            R->cond_elem[c] = elem;
            R->ncond_elem[c] = n;
            it->reads = (it->reads & ~bit) | (1ull << c);
            dev_writes_also(xp->root, bit, 1ull << c);
            kf_gen_explain(g, "  the condition of the %s at line %d reads %s of %s: only %s "
                              "come%s back each round\n",
                           T->kind == TN_JUMP ? "exit test" : "loop", T->line, name, xp->names[v],
                           n > 1 ? "they" : "it", n > 1 ? "" : "s");
        }
        if (T->kind == TN_JUMP)
            continue;
        cond_seq(g, R, xp, T->body);
        if (T->orelse)
            cond_seq(g, R, xp, T->orelse);
    }
}

/* (gpu.h) */
void kf_gpu_tree_cond(struct gen *g, struct region *R, struct kf_xfer_prog *xp)
{
    if (R->tree)
        cond_seq(g, R, xp, R->tree);
}

/* (gpu.h) */
void kf_gpu_tree_cond_drop(const struct region *R, struct kf_xfer_seq *S)
{
    for (int i = 0; i <= S->n; i++) {
        int k = 0;
        for (int c = 0; c < S->ncopies[i]; c++)
            if (S->copies[i][c].var < R->nx || S->copies[i][c].dir == KF_XFER_D2H)
                S->copies[i][k++] = S->copies[i][c];
        S->ncopies[i] = k;
        if (i < S->n && S->items[i].body)
            kf_gpu_tree_cond_drop(R, S->items[i].body);
        if (i < S->n && S->items[i].orelse)
            kf_gpu_tree_cond_drop(R, S->items[i].orelse);
    }
}
