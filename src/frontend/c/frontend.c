/*
 * frontend.c: C source -> kforge IR (include/kforge/ir.h), through libclang.
 *
 * DESIGN.md "The parallelizer" step 1, seed 003 §3 (fragments marked by
 * pragmas).  Three stages:
 *
 *   1. parse with libclang and the user's flags; clang's errors are printed
 *      through kf_diag and stop here;
 *   2. find the fragments: pragmas are tokens, not AST nodes, so the main
 *      file is tokenised and each `#pragma scop` / `#pragma endscop` pair
 *      claims the compound-statement children between them, each
 *      `#pragma kforge target` the statement starting at the next token;
 *      with --all every outermost for loop of every function is a fragment;
 *   3. build each fragment's tree: pass 1 finds the variables the fragment
 *      writes (so integer variables it never writes become parameters),
 *      pass 2 builds loops, ifs and statements with their accesses.
 *
 * Grammar of a supported loop (anything else is an error with a location):
 *
 *   for ( [int] i = LB ; i (<|<=|>|>=) UB [&& i OP UB ...] ; i++ | ++i | i-- |
 *         --i | i += c | i -= c | i = i + c | i = i - c ) BODY
 *   LB, UB: polynomial in outer iterators and parameters, or min/max of such
 *           written as a conditional (a < b ? a : b), e.g. through a MIN macro.
 */
#include <clang-c/Index.h>
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/c/fe.h"
#include "frontend/c/tu.h"
#include "support/linemap.h"

enum pragma_kind { PR_SCOP, PR_ENDSCOP, PR_TARGET };

struct pragma {
    enum pragma_kind kind;
    unsigned offset, line, col, next_offset; /* next_offset: first token after it */
    bool used;
    int frag;                                /* scop: index into fe.scops */
};

/* statements claimed by one fragment, before it is built */
struct pending {
    enum kf_fragment_kind kind;
    CXCursor fn;
    int n;
    CXCursor *stmts;
    unsigned begin_off, end_off, begin_line, end_line;
    bool in_host_loop;         /* see kf_fragment.host_loop */
    unsigned host_loop;
    const char *in_while;      /* see kf_fragment.in_while */
    unsigned in_while_line;
};

/* ---- fragments ----------------------------------------------------------- */

/* node->use of every node of the fragment, once all its statements are
 * built (a variable only a macro or an unmodelled part names is made now,
 * after the others, so their ids do not move). */
static void node_uses(struct fe *fe)
{
    for (int i = 0; i < fe->nnode; i++) {
        struct kidlist refs = {fe, 0, NULL};
        clang_visitChildren(fe->node_cur[i], kf_fe_var_refs, &refs);
        struct kf_node *n = fe->nodes[i];
        int *ids = kf_arena_alloc(fe->a, (size_t)(refs.n + 1) * sizeof *ids);
        for (int k = 0; k < refs.n; k++)
            ids[k] = kf_fe_get_var(fe, refs.c[k]);
        bool *seen = kf_arena_alloc(fe->a, (size_t)fe->f->nvar + 1);
        n->use = ids;
        n->nuse = 0;
        for (int k = 0; k < refs.n; k++)
            if (!seen[ids[k]]) {
                seen[ids[k]] = true;
                n->use[n->nuse++] = ids[k];
            }
    }
}

/* The declarations the function names outside the fragment [b, e). */
struct outside {
    struct kidlist refs;
    unsigned b, e;
};

static enum CXChildVisitResult outside_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    struct outside *o = data;
    if (clang_getCursorKind(c) == CXCursor_DeclRefExpr) {
        unsigned off = kf_fe_begin_of(o->refs.fe, c).offset;
        if (off < o->b || off >= o->e) {
            o->refs.c = kf_arena_grow(o->refs.fe->a, o->refs.c, (size_t)o->refs.n, sizeof *o->refs.c);
            o->refs.c[o->refs.n++] = clang_getCursorReferenced(c);
        }
    }
    return CXChildVisit_Recurse;
}

/* vars' seen_outside (a fragment inside a loop of its function may see its
 * variables' values again: any mention outside it counts) */
static void seen_outside(struct fe *fe, const struct pending *p)
{
    struct outside o = {{fe, 0, NULL}, p->begin_off, p->end_off};
    clang_visitChildren(p->fn, outside_visit, &o);
    for (int i = 0; i < fe->f->nvar; i++) {
        struct kf_var *v = &fe->f->vars[i];
        v->seen_outside = v->is_global || v->address_taken;
        for (int k = 0; k < o.refs.n && !v->seen_outside; k++)
            v->seen_outside = clang_equalCursors(o.refs.c[k], fe->decls[i]);
    }
}

/*
 * A preprocessor conditional in a fragment's text (`#if defined(_OPENMP)`
 * choosing one loop header or another, `#ifdef DEBUG` around statements):
 * clang gives kforge the branch these flags take, and the others are text
 * it never sees, while its rewrites copy and wrap the fragment's text (a
 * version under a run-time test, a loop moved into a kernel) and would
 * cut a group apart (an `if (...) {` inside the #else, its `}` after the
 * #endif: NPB's LU).  The OpenMP output is built with _OPENMP defined,
 * too.  The first directive in [from, to) (find_pragmas recorded them),
 * its line in *line; or NULL.
 */
static const char *conditional_in(const struct fe *fe, unsigned from, unsigned to, unsigned *line)
{
    int lo = 0, hi = fe->ncond; /* the first at or after from */
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (fe->conds[mid].off < from)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo == fe->ncond || fe->conds[lo].off >= to)
        return NULL;
    *line = fe->conds[lo].line;
    return fe->conds[lo].kw;
}

static void build_fragment(struct fe *fe, struct pending *p)
{
    struct kf_program *prog = fe->prog;
    unsigned cline;
    const char *cond = conditional_in(fe, p->begin_off, p->end_off, &cline);
    if (cond) {
        ++fe->nfrag_seen;
        kf_diag_report(fe->d, KF_DIAG_WARNING, fe->file, p->begin_line, 1, 0,
                       "fragment %d left as written: its text holds the preprocessor conditional "
                       "'#%s' (line %u): kforge sees only the branch these flags select, and its "
                       "rewrites would cut across the others",
                       fe->nfrag_seen, cond, cline);
        return;
    }
    struct kf_fragment *f = kf_arena_alloc(fe->a, sizeof *f);
    int errors = kf_diag_errors(fe->d);
    f->id = ++fe->nfrag_seen;
    f->kind = p->kind;
    f->function = kf_fe_spelling(fe, p->fn);
    f->fn_offset = kf_fe_begin_of(fe, p->fn).offset;
    f->range.begin = (struct kf_loc){p->begin_line, 1, p->begin_off};
    kf_linemap_at(fe->opt->lines, &f->range.begin.line, &f->range.begin.col);
    f->range.end = (struct kf_loc){p->end_line, 1, p->end_off};
    f->in_host_loop = p->in_host_loop;
    f->host_loop = p->host_loop;
    f->in_while = p->in_while;
    f->in_while_line = p->in_while_line;
    fe->f = f;
    fe->decls = NULL;
    fe->written = NULL;
    fe->nwritten = 0;
    fe->frag_calls = false;
    fe->depth = 0;
    fe->may = fe->may_loops = fe->may_loop_depth = 0;
    fe->nif = 0;
    fe->ndef = fe->def_level = fe->nlost = 0;
    fe->ord[0] = 0;
    fe->nnode = 0;
    fe->nodes = NULL;
    fe->node_cur = NULL;
    fe->nmember_no = 0;
    fe->nguard = 0;
    fe->nopfor = 0;
    fe->frag_stmt = p->stmts;
    fe->nfrag_stmt = p->n;
    fe->cur_fn = p->fn;
    /* pass 1 */
    for (int i = 0; i < p->n; i++) {
        kf_fe_scan_written(p->stmts[i], p->stmts[i], fe);
        clang_visitChildren(p->stmts[i], kf_fe_scan_written, fe);
    }
    /* pass 2 */
    for (int i = 0; i < p->n; i++)
        kf_fe_build(fe, p->stmts[i], &f->roots, &f->nroot);
    node_uses(fe);
    seen_outside(fe, p);
    /* a counter an opaque statement's own loops share with the fragment's
     * (kf_stmt.counters): sound only where no value of it leaves the
     * fragment, which no statement models it writing */
    kf_fe_opaque_counters_done(fe);
    /* a loop counter that is also an ordinary variable (before its loop) */
    for (int i = 0; i < f->nstmt; i++)
        for (int a = 0; a < f->stmts[i]->naccess; a++) {
            const struct kf_access *x = &f->stmts[i]->acc[a];
            if (f->vars[x->var].kind == KF_VAR_ITER)
                kf_diag_report(fe->d, KF_DIAG_ERROR, fe->file, x->range.begin.line, x->range.begin.col, 0,
                               "'%s' is used here as an ordinary variable and elsewhere as a loop "
                               "iterator: use another variable", f->vars[x->var].name);
        }
    fe->f = NULL;
    if (kf_diag_errors(fe->d) > errors)
        return; /* left out; its errors were reported (its loop ids stay used) */
    fe->f = f;
    prog->frags = kf_arena_grow(fe->a, prog->frags, (size_t)prog->nfrag, sizeof *prog->frags);
    prog->frags[prog->nfrag++] = f;
    kf_fe_macros_used(fe->macros, f->range.begin.offset, f->range.end.offset, &f->nmacro,
                      &f->macros);
    kf_fe_file_decls(fe, p->stmts, p->n);
    kf_fe_alias_blockers(fe, f);
    if (p->n > 0)
        kf_fe_host_context(fe, p->fn, p->stmts[0]);
    /* under a loop that may stop early, no write is sure to happen; in one
     * iteration of that loop, a write runs if a later statement does (a
     * may-write of the loops alone, kf_access.may_loop) */
    for (int i = 0; i < f->nstmt; i++)
        for (int k = 0; k < f->stmts[i]->depth; k++)
            if (f->stmts[i]->loops[k]->early_exit)
                for (int a = 0; a < f->stmts[i]->naccess; a++) {
                    struct kf_access *x = &f->stmts[i]->acc[a];
                    if (!x->write)
                        continue;
                    if (!x->may || x->may_loop > 0)
                        x->may_loop = x->may_loop > k + 1 ? x->may_loop : k + 1;
                    x->may = true;
                }
    fe->f = NULL;
}

static void add_pending(struct fe *fe, enum kf_fragment_kind kind, CXCursor fn, CXCursor s,
                        unsigned begin_off, unsigned begin_line)
{
    struct pending *p = NULL;
    if (kind == KF_FRAG_SCOP && fe->npend && fe->pend[fe->npend - 1].kind == KF_FRAG_SCOP &&
        fe->pend[fe->npend - 1].begin_off == begin_off)
        p = &fe->pend[fe->npend - 1];
    if (!p) {
        fe->pend = kf_arena_grow(fe->a, fe->pend, (size_t)fe->npend, sizeof *fe->pend);
        p = &fe->pend[fe->npend++];
        p->kind = kind;
        p->fn = fn;
        p->begin_off = begin_off;
        p->begin_line = begin_line;
        p->in_host_loop = fe->find_in_loop;
        p->host_loop = fe->find_loop_off;
        p->in_while = NULL;
        p->in_while_line = 0;
    }
    p->stmts = kf_arena_grow(fe->a, p->stmts, (size_t)p->n, sizeof *p->stmts);
    p->stmts[p->n++] = s;
    struct kf_range r = kf_fe_range_of(fe, s);
    p->end_off = r.end.offset;
    p->end_line = r.end.line;
}

struct find_ctx {
    struct fe *fe;
    CXCursor fn;
    bool in_loop;      /* inside a loop of the function: where the outermost begins */
    unsigned loop_off;
};

static void find_in_stmt(struct find_ctx *ctx, CXCursor c);

/* the line of offset off of the main file */
static unsigned line_at(struct fe *fe, unsigned off)
{
    CXFile file = clang_getFile(fe->tu, fe->file);
    return kf_fe_loc_of(clang_getLocationForOffset(fe->tu, file, off)).line;
}

/* the statement after c in compound `parent`, if it begins before limit;
 * else the null cursor */
static CXCursor next_in(struct fe *fe, CXCursor parent, CXCursor c, unsigned limit)
{
    struct kidlist kl = kf_fe_kidlist_of(fe, parent);
    for (int i = 0; i + 1 < kl.n; i++)
        if (clang_equalCursors(kl.c[i], c))
            return kf_fe_begin_of(fe, kl.c[i + 1]).offset < limit ? kl.c[i + 1] : clang_getNullCursor();
    return clang_getNullCursor();
}

/* While w, split (whileloop.c): its body's statements from body_at are
 * fragments, a new one after each while of the body that is split too;
 * the while is the host loop around them. */
static void claim_while(struct find_ctx *ctx, CXCursor w, unsigned body_at)
{
    struct fe *fe = ctx->fe;
    bool in_loop = ctx->in_loop;
    unsigned loop_off = ctx->loop_off;
    if (!ctx->in_loop) {
        ctx->in_loop = true;
        ctx->loop_off = kf_fe_begin_of(fe, w).offset;
    }
    CXCursor cond, body;
    kf_fe_while_parts(w, &cond, &body);
    const char *head = clang_Cursor_isNull(cond)
                           ? "for (;;)"
                           : kf_arena_printf(fe->a, "%swhile (%s)",
                                             clang_getCursorKind(w) == CXCursor_DoStmt ? "do { } " : "",
                                             kf_fe_text_of(fe, cond, 60));
    unsigned head_line = kf_fe_begin_of(fe, w).line;
    struct kidlist kl = kf_fe_kidlist_of(fe, body);
    unsigned b = body_at;
    /* the counter's updates at the end of the body stay host code, so
     * that the fragments read the counter as a parameter; so do the exit
     * tests (`if (err < tol) break;`), the statements after one a new
     * fragment */
    int last = kl.n;
    while (last > 0 && (kf_fe_while_counter(fe, kl.c[last - 1]) || kf_fe_while_exit(kl.c[last - 1])))
        last--;
    for (int i = 0; i < last; i++) {
        CXCursor c = kl.c[i];
        enum CXCursorKind k = clang_getCursorKind(c);
        if (!clang_isStatement(k) && !clang_isExpression(k) && k != CXCursor_DeclStmt)
            continue;
        if (kf_fe_while_exit(c)) {
            b = kf_fe_begin_of(fe, kl.c[i + 1]).offset; /* i + 1 < last */
            continue;
        }
        unsigned body_at2, after;
        CXCursor next = i + 1 < kl.n ? kl.c[i + 1] : clang_getNullCursor();
        if (kf_fe_while_split(fe, c, next, &body_at2, &after)) {
            claim_while(ctx, c, body_at2);
            b = after;
            continue;
        }
        if (!b) /* cannot happen: a statement follows */
            b = kf_fe_begin_of(fe, c).offset;
        fe->find_in_loop = ctx->in_loop;
        fe->find_loop_off = ctx->loop_off;
        add_pending(fe, KF_FRAG_SCOP, ctx->fn, c, b, line_at(fe, b));
        fe->pend[fe->npend - 1].in_while = head;
        fe->pend[fe->npend - 1].in_while_line = head_line;
    }
    ctx->in_loop = in_loop;
    ctx->loop_off = loop_off;
    fe->find_in_loop = in_loop;
    fe->find_loop_off = loop_off;
}

static enum CXChildVisitResult find_kid(CXCursor c, CXCursor parent, CXClientData data)
{
    struct find_ctx *ctx = data;
    struct fe *fe = ctx->fe;
    bool compound = clang_getCursorKind(parent) == CXCursor_CompoundStmt;
    if (compound && (clang_isStatement(clang_getCursorKind(c)) ||
                     clang_isExpression(clang_getCursorKind(c)) ||
                     clang_getCursorKind(c) == CXCursor_DeclStmt)) {
        unsigned off = kf_fe_begin_of(fe, c).offset;
        fe->find_in_loop = ctx->in_loop;
        fe->find_loop_off = ctx->loop_off;
        for (int i = 0; i < fe->npragma; i++) {
            struct pragma *pr = &fe->pragmas[i];
            if (fe->opt->all)
                break;
            if (pr->kind == PR_SCOP && i + 1 < fe->npragma && fe->pragmas[i + 1].kind == PR_ENDSCOP &&
                off > pr->offset && off < fe->pragmas[i + 1].offset) {
                pr->used = fe->pragmas[i + 1].used = true;
                /* after a while split into fragments, the statements that
                 * follow it are a fragment of their own */
                unsigned b = pr->offset, bl = pr->line;
                if (fe->split_scop == i + 1 && fe->split_off) {
                    b = fe->split_off;
                    bl = line_at(fe, b);
                }
                unsigned body_at, after;
                if ((clang_getCursorKind(c) == CXCursor_WhileStmt ||
                     clang_getCursorKind(c) == CXCursor_DoStmt ||
                     clang_getCursorKind(c) == CXCursor_ForStmt) &&
                    kf_fe_while_split(fe, c, next_in(fe, parent, c, fe->pragmas[i + 1].offset),
                                      &body_at, &after)) {
                    claim_while(ctx, c, body_at);
                    fe->split_scop = i + 1;
                    fe->split_off = after;
                    return CXChildVisit_Continue;
                }
                add_pending(fe, KF_FRAG_SCOP, ctx->fn, c, b, bl);
                return CXChildVisit_Continue;
            }
            if (pr->kind == PR_TARGET && !pr->used && off == pr->next_offset) {
                pr->used = true;
                add_pending(fe, KF_FRAG_TARGET, ctx->fn, c, pr->offset, pr->line);
                return CXChildVisit_Continue;
            }
        }
    }
    find_in_stmt(ctx, c);
    return CXChildVisit_Continue;
}

static void find_in_stmt(struct find_ctx *ctx, CXCursor c)
{
    struct fe *fe = ctx->fe;
    fe->find_in_loop = ctx->in_loop;
    fe->find_loop_off = ctx->loop_off;
    if (fe->opt->all && clang_getCursorKind(c) == CXCursor_ForStmt) {
        struct kf_range r = kf_fe_range_of(fe, c);
        add_pending(fe, KF_FRAG_ALL, ctx->fn, c, r.begin.offset, r.begin.line);
        return;
    }
    enum CXCursorKind k = clang_getCursorKind(c);
    bool outer = !ctx->in_loop &&
                 (k == CXCursor_ForStmt || k == CXCursor_WhileStmt || k == CXCursor_DoStmt);
    if (outer) {
        ctx->in_loop = true;
        ctx->loop_off = kf_fe_begin_of(fe, c).offset;
    }
    clang_visitChildren(c, find_kid, ctx);
    if (outer)
        ctx->in_loop = false;
}

static enum CXChildVisitResult find_fn(CXCursor c, CXCursor parent, CXClientData data)
{
    struct fe *fe = data;
    if (clang_getCursorKind(c) != CXCursor_FunctionDecl || !clang_isCursorDefinition(c) ||
        !kf_fe_in_main_file(c))
        return CXChildVisit_Continue;
    struct find_ctx ctx = {fe, c, false, 0};
    fe->nassigned = fe->naddr = fe->nalloc_assigned = 0;
    clang_visitChildren(c, kf_fe_scan_fn, fe);
    kf_fe_ptr_scan(fe, c);
    int before = fe->npend;
    find_in_stmt(&ctx, c);
    /* build this function's fragments now, while its scan is current */
    for (int i = before; i < fe->npend; i++)
        build_fragment(fe, &fe->pend[i]);
    return CXChildVisit_Continue;
}

static void find_pragmas(struct fe *fe)
{
    CXFile file = clang_getFile(fe->tu, fe->file);
    if (!file)
        return;
    CXSourceRange all = clang_getRange(clang_getLocationForOffset(fe->tu, file, 0),
                                       clang_getLocationForOffset(fe->tu, file, (unsigned)fe->textlen));
    CXToken *tok;
    unsigned ntok;
    clang_tokenize(fe->tu, all, &tok, &ntok);
    for (unsigned i = 0; i + 2 < ntok; i++) {
        CXString s0 = clang_getTokenSpelling(fe->tu, tok[i]);
        CXString s1 = clang_getTokenSpelling(fe->tu, tok[i + 1]);
        CXString s2 = clang_getTokenSpelling(fe->tu, tok[i + 2]);
        const char *a = clang_getCString(s0), *b = clang_getCString(s1), *c = clang_getCString(s2);
        int kind = -1;
        unsigned skip = 3;
        if (strcmp(a, "#") == 0 && strcmp(b, "pragma") == 0) {
            if (strcmp(c, "scop") == 0)
                kind = PR_SCOP;
            else if (strcmp(c, "endscop") == 0)
                kind = PR_ENDSCOP;
            else if (strcmp(c, "kforge") == 0 && i + 3 < ntok) {
                CXString s3 = clang_getTokenSpelling(fe->tu, tok[i + 3]);
                if (strcmp(clang_getCString(s3), "target") == 0)
                    kind = PR_TARGET, skip = 4;
                clang_disposeString(s3);
            }
        }
        /* a conditional directive, `#` first on its line (clang_tokenize lexes
         * the text raw, inactive groups included): conditional_in's list */
        static const char *const cond[] = {"if", "ifdef", "ifndef", "elif", "else", "endif", NULL};
        if (kind < 0 && strcmp(a, "#") == 0)
            for (int k = 0; cond[k]; k++) {
                if (strcmp(b, cond[k]) != 0)
                    continue;
                struct kf_loc l = kf_fe_loc_of(clang_getTokenLocation(fe->tu, tok[i]));
                if (i > 0 && kf_fe_loc_of(clang_getTokenLocation(fe->tu, tok[i - 1])).line == l.line)
                    break;
                fe->conds = kf_arena_grow(fe->a, fe->conds, (size_t)fe->ncond, sizeof *fe->conds);
                fe->conds[fe->ncond++] = (struct fe_cond){l.offset, l.line, cond[k]};
                break;
            }
        clang_disposeString(s0);
        clang_disposeString(s1);
        clang_disposeString(s2);
        if (kind < 0)
            continue;
        struct kf_loc l = kf_fe_loc_of(clang_getTokenLocation(fe->tu, tok[i]));
        struct pragma pr = {(enum pragma_kind)kind, l.offset, l.line, l.col, 0, false, 0};
        /* the first token on a later line follows the pragma */
        unsigned j = i + skip - 1;
        while (j < ntok && kf_fe_loc_of(clang_getTokenLocation(fe->tu, tok[j])).line == l.line)
            j++;
        pr.next_offset = j < ntok ? kf_fe_loc_of(clang_getTokenLocation(fe->tu, tok[j])).offset : ~0u;
        fe->pragmas = kf_arena_grow(fe->a, fe->pragmas, (size_t)fe->npragma, sizeof *fe->pragmas);
        fe->pragmas[fe->npragma++] = pr;
        i = j - 1;
    }
    clang_disposeTokens(fe->tu, tok, ntok);
    /* pairs: scop must be followed by endscop */
    for (int i = 0; i < fe->npragma; i++) {
        struct pragma *p = &fe->pragmas[i];
        bool pair_ok = p->kind == PR_SCOP ? i + 1 < fe->npragma && fe->pragmas[i + 1].kind == PR_ENDSCOP
                     : p->kind == PR_ENDSCOP ? i > 0 && fe->pragmas[i - 1].kind == PR_SCOP
                                             : true;
        if (!pair_ok && !fe->opt->all)
            kf_diag_report(fe->d, KF_DIAG_ERROR, fe->file, p->line, p->col, 0,
                           p->kind == PR_SCOP ? "'#pragma scop' without a matching '#pragma endscop'"
                                              : "'#pragma endscop' without a matching '#pragma scop'");
    }
}

/* ---- entry points -------------------------------------------------------- */

static const enum kf_diag_level clang_level[] = {
    [CXDiagnostic_Ignored] = KF_DIAG_NOTE, [CXDiagnostic_Note] = KF_DIAG_NOTE,
    [CXDiagnostic_Warning] = KF_DIAG_WARNING, [CXDiagnostic_Error] = KF_DIAG_ERROR,
    [CXDiagnostic_Fatal] = KF_DIAG_ERROR,
};

/* clang's errors (and their notes), through kf_diag; true if any error */
/* What gcc accepts with a warning, clang 16 and later refuse in C99 and later
 * modes (implicit int, implicit declarations, K&R leftovers): kforge reads
 * the C that gcc builds, so these stay warnings, passed on to the user,
 * unless the user's own flags (after these) say otherwise. */
static const struct {
    const char *flag, *group;
} gcc_lenient[] = {
    {"-Wno-error=implicit-function-declaration", "-Wimplicit-function-declaration"},
    {"-Wno-error=implicit-int", "-Wimplicit-int"},
    {"-Wno-error=int-conversion", "-Wint-conversion"},
    {"-Wno-error=incompatible-function-pointer-types", "-Wincompatible-function-pointer-types"},
    {"-Wno-error=incompatible-pointer-types", "-Wincompatible-pointer-types"},
    {"-Wno-error=return-type", "-Wreturn-type"},
};

static bool lenient_warning(CXDiagnostic dg)
{
    CXString opt = clang_getDiagnosticOption(dg, NULL);
    const char *o = clang_getCString(opt);
    bool hit = false;
    for (size_t i = 0; o && i < sizeof gcc_lenient / sizeof *gcc_lenient; i++)
        hit |= strcmp(o, gcc_lenient[i].group) == 0;
    clang_disposeString(opt);
    return hit;
}

static bool clang_errors(struct fe *fe)
{
    unsigned n = clang_getNumDiagnostics(fe->tu);
    bool err = false;
    for (unsigned i = 0; i < n; i++) {
        CXDiagnostic dg = clang_getDiagnostic(fe->tu, i);
        enum CXDiagnosticSeverity sev = clang_getDiagnosticSeverity(dg);
        if (sev >= CXDiagnostic_Error)
            err = true;
        if (sev >= CXDiagnostic_Error || (err && sev == CXDiagnostic_Note) ||
            (sev == CXDiagnostic_Warning && lenient_warning(dg))) {
            CXFile file;
            unsigned line, col;
            clang_getSpellingLocation(clang_getDiagnosticLocation(dg), &file, &line, &col, NULL);
            CXString fname = clang_getFileName(file);
            CXString msg = clang_getDiagnosticSpelling(dg);
            const char *fn = clang_getCString(fname);
            kf_diag_report(fe->d, clang_level[sev], fn ? fn : fe->file, line, col, 0, "%s",
                           clang_getCString(msg));
            clang_disposeString(fname);
            clang_disposeString(msg);
        }
        clang_disposeDiagnostic(dg);
    }
    return err;
}

/* An OpenMP program includes <omp.h>, which gcc keeps in its own header
 * directory (in a form clang refuses) and clang has only with libomp: a
 * directory searched last holds kforge's declarations of the OpenMP runtime
 * routines programs call, so that such a program parses as gcc -fopenmp
 * builds it (the OpenMP 5.2 specification, "Runtime Library Routines";
 * generated code keeps its #include and is built against the real one). */
#define OMP_DIR "/kforge-builtin-include"
static const char omp_h[] =
    "#ifndef KF_BUILTIN_OMP_H\n#define KF_BUILTIN_OMP_H\n"
    "typedef struct { void *p[2]; } omp_lock_t;\n"
    "typedef struct { void *p[4]; } omp_nest_lock_t;\n"
    "typedef enum omp_sched_t { omp_sched_static = 1, omp_sched_dynamic = 2,\n"
    "  omp_sched_guided = 3, omp_sched_auto = 4 } omp_sched_t;\n"
    "void omp_set_num_threads(int); int omp_get_num_threads(void);\n"
    "int omp_get_max_threads(void); int omp_get_thread_num(void);\n"
    "int omp_get_num_procs(void); int omp_in_parallel(void);\n"
    "void omp_set_dynamic(int); int omp_get_dynamic(void);\n"
    "void omp_set_nested(int); int omp_get_nested(void);\n"
    "void omp_set_schedule(omp_sched_t, int); void omp_get_schedule(omp_sched_t *, int *);\n"
    "int omp_get_thread_limit(void); void omp_set_max_active_levels(int);\n"
    "int omp_get_max_active_levels(void); int omp_get_level(void);\n"
    "int omp_get_ancestor_thread_num(int); int omp_get_team_size(int);\n"
    "int omp_get_active_level(void); int omp_in_final(void);\n"
    "int omp_get_num_devices(void); int omp_get_default_device(void);\n"
    "void omp_set_default_device(int); int omp_is_initial_device(void);\n"
    "void omp_init_lock(omp_lock_t *); void omp_destroy_lock(omp_lock_t *);\n"
    "void omp_set_lock(omp_lock_t *); void omp_unset_lock(omp_lock_t *);\n"
    "int omp_test_lock(omp_lock_t *);\n"
    "void omp_init_nest_lock(omp_nest_lock_t *); void omp_destroy_nest_lock(omp_nest_lock_t *);\n"
    "void omp_set_nest_lock(omp_nest_lock_t *); void omp_unset_nest_lock(omp_nest_lock_t *);\n"
    "int omp_test_nest_lock(omp_nest_lock_t *);\n"
    "double omp_get_wtime(void); double omp_get_wtick(void);\n"
    "#endif\n";

enum CXErrorCode kf_fe_tu_parse(CXIndex idx, const char *file, const struct kf_fe_options *opt,
                                const char *text, size_t len, CXTranslationUnit *tu)
{
    size_t nlenient = sizeof gcc_lenient / sizeof *gcc_lenient;
    const char **args = calloc((size_t)opt->ncflags + 4 + nlenient, sizeof *args);
    if (!args)
        abort();
    int nargs = 0;
    args[nargs++] = "-xc";
    for (size_t i = 0; i < nlenient; i++)
        args[nargs++] = gcc_lenient[i].flag;
    args[nargs++] = "-idirafter";
    args[nargs++] = OMP_DIR;
    for (int i = 0; i < opt->ncflags; i++)
        args[nargs++] = opt->cflags[i];
    struct CXUnsavedFile unsaved[2] = {{file, text, (unsigned long)len},
                                       {OMP_DIR "/omp.h", omp_h, sizeof omp_h - 1}};
    enum CXErrorCode ec = clang_parseTranslationUnit2(
        idx, file, args, nargs, unsaved, 2,
        CXTranslationUnit_KeepGoing | CXTranslationUnit_DetailedPreprocessingRecord, tu);
    free(args);
    return ec;
}

bool kf_fe_tu_errors(CXTranslationUnit tu, const char *file, kf_diag *d)
{
    struct fe fe = {.d = d, .file = file, .tu = tu};
    return clang_errors(&fe);
}

struct kf_program *kf_fe_parse(const char *file, const struct kf_fe_options *opt, kf_diag *d)
{
    static const struct kf_fe_options defaults = {0};
    if (!opt)
        opt = &defaults;
    struct fe fe = {.d = d, .file = file, .opt = opt};
    char *owned = NULL;
    if (opt->unsaved_text) {
        fe.text = opt->unsaved_text;
        fe.textlen = strlen(opt->unsaved_text);
        kf_diag_add_source(d, file, opt->unsaved_text);
    } else {
        owned = kf_file_read(file, &fe.textlen);
        if (!owned) {
            kf_diag_report(d, KF_DIAG_ERROR, file, 0, 0, 0, "cannot read the file: %m");
            return NULL;
        }
        fe.text = owned;
    }
    CXIndex idx = clang_createIndex(0, 0);
    enum CXErrorCode ec = kf_fe_tu_parse(idx, file, opt, fe.text, fe.textlen, &fe.tu);
    struct kf_program *prog = NULL;
    if (ec != CXError_Success || !fe.tu) {
        kf_diag_report(d, KF_DIAG_ERROR, file, 0, 0, 0, "libclang could not parse the file (error %d)",
                       (int)ec);
    } else if (!clang_errors(&fe)) {
        prog = calloc(1, sizeof *prog);
        if (!prog)
            abort();
        prog->arena = kf_arena_new();
        prog->file = kf_arena_strdup(prog->arena, file);
        prog->assume_no_alias = opt->assume_no_alias;
        prog->lines = kf_linemap_dup(prog->arena, opt->lines);
        fe.a = prog->arena;
        fe.prog = prog;
        fe.macros = kf_fe_macros_new(fe.tu, fe.a);
        kf_fe_macros_main(fe.macros, &prog->nmacro, &prog->macros);
        find_pragmas(&fe);
        clang_visitChildren(clang_getTranslationUnitCursor(fe.tu), find_fn, &fe);
        for (int i = 0; i < fe.npragma; i++)
            if (fe.pragmas[i].kind == PR_TARGET && !fe.pragmas[i].used && !opt->all)
                kf_diag_report(d, KF_DIAG_ERROR, file, fe.pragmas[i].line, fe.pragmas[i].col, 0,
                               "'#pragma kforge target' is not followed by a statement in a function body");
    }
    if (fe.tu)
        clang_disposeTranslationUnit(fe.tu);
    clang_disposeIndex(idx);
    free(owned);
    return prog;
}

void kf_program_free(struct kf_program *p)
{
    if (!p)
        return;
    kf_arena_free(p->arena);
    free(p);
}
