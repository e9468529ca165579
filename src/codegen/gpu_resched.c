/*
 * gpu_resched.c: a nest rescheduled by isl with an outer dimension in
 * order and parallel ones inside, written back as C (gpu_resched.h).
 *
 *   schedule constraints (validity = coincidence = every dependence,
 *   proximity = flow) --isl, outer coincidence--> schedule tree
 *   --isl_ast_build--> AST --print, a callback per statement--> C text,
 *   each statement's text with its iterators replaced by the call's
 *   arguments, the model's parameters p<var> by their names
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <isl/ast.h>
#include <isl/ast_build.h>
#include <isl/id.h>
#include <isl/options.h>
#include <isl/printer.h>
#include <isl/schedule.h>
#include <isl/schedule_node.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_map.h>
#include <isl/union_set.h>

#include "codegen/gen_int.h"
#include "codegen/gpu_deepen.h"
#include "codegen/gpu_resched.h"
#include "ir/poly.h"
#include "kforge/kforge.h"
#include "support/ctext.h"

bool kf_gpu_resched_affine(const struct kf_node *L)
{
    return L->step == 1 && L->nlb == 1 && L->nub == 1 && L->lb[0] && L->ub[0] &&
           kf_poly_is_affine(L->lb[0]) && kf_poly_is_affine(L->ub[0]) && !L->early_exit &&
           !L->ninduct && !L->nblock;
}

bool kf_gpu_resched_names(const struct kf_node *n, int v)
{
    for (int i = 0; i < n->nuse; i++)
        if (n->use[i] == v)
            return true;
    return false;
}

/* Does a macro the fragment needs name identifier `name` in its body?
 * Then a statement may use it where the text does not spell it. */
bool kf_gpu_resched_macro_names(const struct kf_fragment *f, const char *name)
{
    for (int m = 0; m < f->nmacro; m++) {
        const char *s = f->macros[m].def;
        size_t n;
        while ((s = kf_ctext_next_ident(s, &n)) != NULL) {
            if (n == strlen(name) && strncmp(s, name, n) == 0)
                return true;
            s += n;
        }
    }
    return false;
}

bool kf_gpu_resched_under(const struct kf_stmt *st, const struct kf_node *L)
{
    for (int d = 0; d < st->depth; d++)
        if (st->loops[d] == L)
            return true;
    return false;
}

/*
 * The whole nest L rescheduled by isl (the general route of order-keep):
 * isl_schedule_constraints_compute_schedule on the exact dependences of
 * L's statements (validity and coincidence: every dependence; proximity:
 * the flow ones) with schedule_outer_coincidence set, which asks for an
 * outer sequential dimension and parallel ones inside: cholesky comes out
 * right-looking (for each column k: finish A[k][k], then the column below
 * it in parallel, then the trailing triangle in parallel), each element's
 * subtractions still in k's order, since every dependence is a validity
 * constraint.  The AST isl builds from it is written back as C, each
 * statement's text with its iterators replaced by the call's arguments.
 */
struct isl_nest {
    const struct kf_fragment *f;
    const char *text;
    size_t len;
    int nstmt;
    char **stmt; /* placeholder k's text */
    bool bad;
    int *walks;  /* per statement of the fragment: column walks of its
                    innermost loop in isl's order (the most over its copies) */
};

/* Accesses of st whose subscripts other than the last move with variable
 * v: with v the innermost loop's iterator, each iteration steps over a
 * row or more (a column walk), where the caches and the compiler's
 * vectors want the last subscript to move.  Rows of 8 elements or fewer
 * (a declared constant) are no walk: a step stays within a cache line or
 * two. */
static int column_walks(const struct kf_fragment *f, const struct kf_stmt *st, int v)
{
    int n = 0;
    for (int a = 0; a < st->naccess; a++) {
        const struct kf_access *ac = &st->acc[a];
        const struct kf_var *var = &f->vars[ac->var];
        char *end = NULL;
        long last = var->ndims == ac->nsub && var->dims && var->dims[ac->nsub - 1]
                        ? strtol(var->dims[ac->nsub - 1], &end, 10)
                        : 0;
        if (end && *end == '\0' && last > 0 && last <= 8)
            continue; /* rows of a cache line or less: a step is no walk */
        for (int k = 0; k + 1 < ac->nsub; k++)
            if (ac->sub[k] && kf_poly_uses(ac->sub[k], v)) {
                n++;
                break;
            }
    }
    return n;
}

/* The column walks of st in isl's order: its innermost loop is the
 * deepest of isl's iterators (kf_c<d>, numbered by depth) its call names;
 * the original iterator whose expression holds it walks there.  args[d]:
 * the expression of st's iterator d. */
static int walks_in(const struct kf_fragment *f, const struct kf_stmt *st, char **args)
{
    int deep = -1, at = -1;
    for (int d = 0; d < st->depth && d < 16; d++)
        for (const char *c = args[d] ? strstr(args[d], "kf_c") : NULL; c;
             c = strstr(c + 4, "kf_c")) {
            int n = atoi(c + 4);
            if (n > deep)
                deep = n, at = d;
            else if (n == deep && at != d)
                at = -2; /* two iterators move with it: no single walk */
        }
    return at >= 0 ? column_walks(f, st, st->loops[at]->iter) : 0;
}

static bool coincident_somewhere(isl_schedule_node *n)
{
    bool any = false;
    if (isl_schedule_node_get_type(n) == isl_schedule_node_band)
        for (int i = 0; i < (int)isl_schedule_node_band_n_member(n); i++)
            any |= isl_schedule_node_band_member_get_coincident(n, i) == isl_bool_true;
    for (int c = 0; !any && c < (int)isl_schedule_node_n_children(n); c++) {
        isl_schedule_node *ch = isl_schedule_node_get_child(n, c);
        any = coincident_somewhere(ch);
        isl_schedule_node_free(ch);
    }
    return any;
}

char *kf_gpu_isl_expr_text(const struct kf_fragment *f, isl_ast_expr *e)
{
    char *raw = isl_ast_expr_to_C_str(e);
    if (!raw)
        return NULL;
    char *buf = NULL;
    size_t blen = 0;
    FILE *o = open_memstream(&buf, &blen);
    if (!o) {
        free(raw);
        return NULL;
    }
    for (const char *c = raw; *c;) {
        if (kf_ctext_is_ident_start(*c)) {
            const char *b = c;
            while (kf_ctext_is_ident(*c))
                c++;
            int v = -1;
            if (b[0] == 'p' && c - b > 1 && sscanf(b + 1, "%d", &v) == 1 && v >= 0 &&
                v < f->nvar && f->vars[v].kind == KF_VAR_PARAM)
                fputs(f->vars[v].name, o);
            else
                fprintf(o, "%.*s", (int)(c - b), b);
        } else
            fputc(*c++, o);
    }
    free(raw);
    if (fclose(o) != 0) {
        free(buf);
        return NULL;
    }
    return buf;
}

static __isl_give isl_printer *print_stmt(__isl_take isl_printer *p,
                                          __isl_take isl_ast_print_options *opt,
                                          __isl_keep isl_ast_node *node, void *user)
{
    struct isl_nest *x = user;
    isl_ast_expr *call = isl_ast_node_user_get_expr(node);
    isl_ast_expr *id = isl_ast_expr_get_op_arg(call, 0);
    isl_id *sid = isl_ast_expr_get_id(id);
    int sn = -1;
    if (sid)
        sscanf(isl_id_get_name(sid), "S%d", &sn);
    isl_id_free(sid);
    isl_ast_expr_free(id);
    const struct kf_stmt *st = sn >= 1 && sn <= x->f->nstmt ? x->f->stmts[sn - 1] : NULL;
    char *t = NULL;
    size_t tl = 0;
    FILE *o = st ? open_memstream(&t, &tl) : NULL;
    if (!o || isl_ast_expr_get_op_n_arg(call) != st->depth + 1) {
        x->bad = true;
    } else {
        /* the statement's text, each iterator i<d> its new expression */
        size_t b = st->range.begin.offset, e = st->range.end.offset;
        char *args[16] = {0};
        for (int d = 0; d < st->depth && d < 16; d++) {
            isl_ast_expr *a = isl_ast_expr_get_op_arg(call, d + 1);
            args[d] = kf_gpu_isl_expr_text(x->f, a);
            isl_ast_expr_free(a);
            x->bad |= !args[d];
        }
        for (size_t i = b; i < e && !x->bad;) {
            size_t j = kf_ctext_skip(x->text, x->len, i, false);
            if (j > i) {
                fprintf(o, "%.*s", (int)(j - i), x->text + i);
                i = j;
                continue;
            }
            if (kf_ctext_is_ident_start(x->text[i]) &&
                (i == 0 || !kf_ctext_is_ident(x->text[i - 1]))) {
                size_t k = i;
                while (k < e && kf_ctext_is_ident(x->text[k]))
                    k++;
                int hit = -1;
                for (int d = 0; d < st->depth && d < 16 && hit < 0; d++) {
                    const char *nm = x->f->vars[st->loops[d]->iter].name;
                    if (strlen(nm) == k - i && strncmp(nm, x->text + i, k - i) == 0)
                        hit = d;
                }
                bool word = hit >= 0 && args[hit][0];
                for (const char *c = hit >= 0 ? args[hit] : ""; *c; c++)
                    word &= kf_ctext_is_ident(*c);
                if (hit >= 0)
                    fprintf(o, word ? "%s" : "(%s)", args[hit]);
                else
                    fprintf(o, "%.*s", (int)(k - i), x->text + i);
                i = k;
                continue;
            }
            fputc(x->text[i++], o);
        }
        if (!x->bad && x->walks) {
            int w = walks_in(x->f, st, args);
            if (w > x->walks[sn - 1])
                x->walks[sn - 1] = w;
        }
        for (int d = 0; d < 16; d++)
            free(args[d]);
    }
    if (o && fclose(o) != 0)
        x->bad = true;
    char **ns = realloc(x->stmt, (size_t)(x->nstmt + 1) * sizeof *ns);
    if (!ns) {
        x->bad = true;
        free(t);
    } else {
        x->stmt = ns;
        x->stmt[x->nstmt++] = t;
    }
    char ph[32];
    snprintf(ph, sizeof ph, "@%d@", x->nstmt - 1);
    isl_ast_expr_free(call);
    isl_ast_print_options_free(opt);
    p = isl_printer_start_line(p);
    p = isl_printer_print_str(p, ph);
    return isl_printer_end_line(p);
}

/* Is variable v the iterator of a loop around st?  Then st names that
 * loop's value of it (cholesky's two k loops), not another's last one. */
static bool bound_around(const struct kf_stmt *st, int v)
{
    for (int d = 0; d < st->depth; d++)
        if (st->loops[d]->iter == v)
            return true;
    return false;
}

/* Is identifier name anywhere in the file's text? */
static bool file_names(const char *text, size_t len, const char *name)
{
    size_t n = 0;
    for (size_t i = kf_ctext_ident_in(text, len, 0, &n); i < len;
         i = kf_ctext_ident_in(text, len, i + n, &n))
        if (n == strlen(name) && strncmp(text + i, name, n) == 0)
            return true;
    return false;
}

/* new (taken) after the comments of L's text outside its statements,
 * each on its own line at L's indentation, so that no word of the user's
 * is lost with the nest it annotated; NULL when out of memory. */
static char *with_comments(const char *text, size_t len, const struct kf_fragment *f,
                           const struct kf_node *L, char *new)
{
    size_t line;
    int w = kf_ctext_indent(text, L->range.begin.offset, &line);
    char *buf = NULL;
    size_t blen = 0;
    FILE *o = open_memstream(&buf, &blen);
    if (!o) {
        free(new);
        return NULL;
    }
    for (size_t i = L->range.begin.offset; i < L->range.end.offset;) {
        bool in_stmt = false;
        for (int si = 0; si < f->nstmt && !in_stmt; si++)
            in_stmt = i >= f->stmts[si]->range.begin.offset && i < f->stmts[si]->range.end.offset;
        size_t j = kf_ctext_skip(text, len, i, false);
        if (j > i && !in_stmt && text[i] == '/')
            fprintf(o, "%.*s\n%.*s", (int)(j - i), text + i, w > 0 ? w : 0, text + line);
        i = j > i ? j : i + 1;
    }
    fputs(new, o);
    free(new);
    if (fclose(o) != 0) {
        free(buf);
        return NULL;
    }
    return buf;
}

bool kf_gpu_resched_in_list(const char *text, size_t len, size_t at)
{
    size_t ls = kf_ctext_line_start(text, at), end = at;
    for (;;) {
        char last = 0; /* the line's last character outside comments */
        bool bol = true;
        for (size_t i = ls; i < end;) {
            bool blank = text[i] == ' ' || text[i] == '\t' || text[i] == '\r' || text[i] == '\n';
            size_t j = blank ? i : kf_ctext_skip(text, len, i, bol);
            if (j == i) {
                if (!blank)
                    last = text[i];
                j = i + 1;
            } else if (text[i] == '"' || text[i] == '\'')
                last = text[i];
            bol = bol && blank;
            i = j;
        }
        if (last)
            return last == ';' || last == '{' || last == '}';
        if (ls == 0)
            return false;
        end = ls - 1;
        ls = kf_ctext_line_start(text, end);
    }
}

/*
 * isl prints a root that is a sequence of nodes as a block:
 *
 *   {                             for (kf_c0 ...)
 *     for (kf_c0 ...)       ->      ...
 *       ...                       for (kf_c0 ...)
 *     for (kf_c0 ...)               ...
 *       ...
 *   }
 *
 * Among statements (kf_gpu_resched_in_list) it needs no braces: isl
 * declares its iterators in the for headers, and nothing else in the
 * block is a declaration.  raw, in place: the braces' lines gone, the
 * lines between them two blanks less indented (isl's step).
 */
static void unblock(char *raw)
{
    size_t n = strlen(raw);
    while (n > 0 && raw[n - 1] == '\n')
        n--;
    if (strncmp(raw, "{\n", 2) != 0 || n < 3 || raw[n - 1] != '}' || raw[n - 2] != '\n')
        return;
    size_t o = 0;
    for (size_t i = 2; i < n - 1;) {
        for (int k = 0; k < 2 && raw[i] == ' '; k++)
            i++;
        while (i < n - 1 && raw[i] != '\n')
            raw[o++] = raw[i++];
        if (i < n - 1)
            raw[o++] = raw[i++];
    }
    raw[o] = '\0';
}

/* L's nest rescheduled, its new text in *out (malloc'ed); NULL when it
 * is, or why not ("" silent). */
const char *kf_gpu_resched(const char *text, size_t len, const struct kf_fragment *f,
                            const struct kf_deps *dp, const struct kf_node *L, bool cpu,
                            char **out)
{
    *out = NULL;
    bool has_par = false; /* a loop of the nest parallel as written */
    const struct kf_model *m = dp->m;
    const struct kf_loop_info *li = kf_gen_loop_info(f, dp, L);
    if (L->depth != 0 || !li || li->verdict != KF_SEQUENTIAL || !kf_gpu_resched_affine(L))
        return "";
    int nin = 0;
    for (int si = 0; si < f->nstmt; si++) {
        const struct kf_stmt *st = f->stmts[si];
        if (!kf_gpu_resched_under(st, L))
            continue;
        nin++;
        if (st->kind != KF_STMT_EXPR || st->nif || st->depth > 16)
            return "";
        for (int d = 0; d < st->depth; d++) {
            const struct kf_loop_info *i2 = kf_gen_loop_info(f, dp, st->loops[d]);
            if (!kf_gpu_resched_affine(st->loops[d]) || !i2)
                return "";
            if (i2->verdict == KF_PARALLEL && !cpu)
                return ""; /* a parallel loop the plan maps as it is */
            has_par |= i2->verdict == KF_PARALLEL;
        }
    }
    for (int l = 0; l < f->nloop; l++)
        if (f->loops[l] == L || (f->loops[l]->range.begin.offset > L->range.begin.offset &&
                                 f->loops[l]->range.end.offset <= L->range.end.offset)) {
            const struct kf_node *K = f->loops[l];
            if (!kf_gpu_iter_exact(f, L, K))
                return "an iterator it would drop is read after it";
            if (kf_gpu_resched_macro_names(f, f->vars[K->iter].name))
                return "a macro of the fragment names an iterator";
            /* a loop's last value read after it has no loop to set it
             * in isl's code */
            for (int si = 0; si < f->nstmt; si++)
                if (kf_gpu_resched_under(f->stmts[si], L) && !kf_gpu_resched_under(f->stmts[si], K) &&
                    kf_gpu_resched_names(f->stmts[si]->node, K->iter) &&
                    !bound_around(f->stmts[si], K->iter))
                    return "a statement names an iterator outside its loop";
        }
    for (size_t i = L->range.begin.offset; i < L->range.end.offset; i++)
        if (text[i] == '#')
            return "a preprocessor line inside";
    char names[8][16];
    for (int k = 0; k < 8; k++) {
        snprintf(names[k], sizeof names[k], "kf_c%d", k);
        if (file_names(text, len, names[k]))
            return "the file names kf_c0..kf_c7, the iterators isl's loops would take";
    }
    if (nin == 0)
        return "";
    isl_ctx *ctx = m->ctx;
    isl_union_set *dom = NULL;
    isl_union_map *val = NULL, *prox = NULL;
    for (int si = 0; si < f->nstmt; si++)
        if (kf_gpu_resched_under(f->stmts[si], L)) {
            isl_union_set *d1 = isl_union_set_from_set(isl_set_copy(m->domain[si]));
            dom = dom ? isl_union_set_union(dom, d1) : d1;
        }
    val = isl_union_map_empty(isl_union_set_get_space(dom));
    prox = isl_union_map_empty(isl_union_set_get_space(dom));
    for (int d = 0; d < dp->ndep; d++) {
        const struct kf_dep *dep = &dp->deps[d];
        if (!kf_gpu_resched_under(f->stmts[dep->src], L) || !kf_gpu_resched_under(f->stmts[dep->dst], L))
            continue;
        val = isl_union_map_union(val, isl_union_map_from_map(isl_map_copy(dep->rel)));
        if (dep->kind == KF_DEP_FLOW)
            prox = isl_union_map_union(prox, isl_union_map_from_map(isl_map_copy(dep->rel)));
    }
    isl_schedule_constraints *sc = isl_schedule_constraints_on_domain(isl_union_set_copy(dom));
    sc = isl_schedule_constraints_set_validity(sc, isl_union_map_copy(val));
    sc = isl_schedule_constraints_set_coincidence(sc, val);
    sc = isl_schedule_constraints_set_proximity(sc, prox);
    int outer = isl_options_get_schedule_outer_coincidence(ctx);
    isl_options_set_schedule_outer_coincidence(ctx, 1);
    isl_schedule *sch = isl_schedule_constraints_compute_schedule(sc);
    isl_options_set_schedule_outer_coincidence(ctx, outer);
    isl_schedule_node *root = sch ? isl_schedule_get_root(sch) : NULL;
    bool par = root && coincident_somewhere(root);
    isl_schedule_node_free(root);
    if (!par) {
        isl_schedule_free(sch);
        isl_union_set_free(dom);
        return sch ? "isl's scheduler finds no parallel dimension that keeps every dependence"
                   : "isl's scheduler failed";
    }
    isl_set *ctxset = isl_set_universe(isl_space_params(isl_union_set_get_space(dom)));
    isl_union_set_free(dom);
    isl_ast_build *b = isl_ast_build_from_context(ctxset);
    isl_id_list *ids = isl_id_list_alloc(ctx, 8);
    for (int k = 0; k < 8; k++)
        ids = isl_id_list_add(ids, isl_id_alloc(ctx, names[k], NULL));
    b = isl_ast_build_set_iterators(b, ids);
    isl_ast_node *tree = isl_ast_build_node_from_schedule(b, sch);
    isl_ast_build_free(b);
    struct isl_nest x = {.f = f, .text = text, .len = len,
                         .walks = calloc((size_t)f->nstmt + 1, sizeof(int))};
    x.bad = !x.walks;
    isl_printer *p = isl_printer_to_str(ctx);
    p = isl_printer_set_output_format(p, ISL_FORMAT_C);
    isl_ast_print_options *po = isl_ast_print_options_alloc(ctx);
    po = isl_ast_print_options_set_print_user(po, print_stmt, &x);
    p = isl_ast_node_print(tree, p, po);
    char *raw = isl_printer_get_str(p);
    isl_printer_free(p);
    if (raw && isl_ast_node_get_type(tree) == isl_ast_node_block &&
        kf_gpu_resched_in_list(text, len, L->range.begin.offset))
        unblock(raw);
    isl_ast_node_free(tree);
    const char *why = NULL;
    if (!raw || x.bad)
        why = "isl's code could not be written back";
    else if (strstr(raw, "min(") || strstr(raw, "max(") || strstr(raw, "floord(") ||
             strchr(raw, '?') || strchr(raw, '%'))
        why = "isl's code has bounds kforge does not read (min, max, floord)";
    char *res = NULL;
    size_t rl = 0;
    FILE *o = why ? NULL : open_memstream(&res, &rl);
    if (!why && !o)
        why = "out of memory";
    if (o) { /* indented as L, parameters named, statements in */
        size_t line;
        int w = kf_ctext_indent(text, L->range.begin.offset, &line);
        if (w < 0)
            w = 0;
        bool bol = true;
        for (const char *c = raw; *c;) {
            if (bol && *c != '\n')
                fprintf(o, "%.*s", w, text + line);
            bol = false;
            if (*c == '@') {
                int k = atoi(c + 1);
                fprintf(o, "%s;", k >= 0 && k < x.nstmt && x.stmt[k] ? x.stmt[k] : "");
                const char *e = strchr(c + 1, '@');
                c = e ? e + 1 : c + strlen(c);
                while (*c == ';')
                    c++;
            } else if (kf_ctext_is_ident_start(*c) && (c == raw || !kf_ctext_is_ident(c[-1]))) {
                const char *s0 = c;
                while (kf_ctext_is_ident(*c))
                    c++;
                int v = -1;
                if (s0[0] == 'p' && c - s0 > 1 && sscanf(s0 + 1, "%d", &v) == 1 && v >= 0 &&
                    v < f->nvar && f->vars[v].kind == KF_VAR_PARAM)
                    fputs(f->vars[v].name, o);
                else
                    fprintf(o, "%.*s", (int)(c - s0), s0);
            } else {
                bol = *c == '\n';
                fputc(*c++, o);
            }
        }
        if (fclose(o) != 0) {
            free(res);
            res = NULL;
            why = "out of memory";
        }
        while (res && rl > 0 && res[rl - 1] == '\n') /* L's own end follows */
            res[--rl] = '\0';
        if (res && rl > (size_t)w)
            memmove(res, res + w, rl - (size_t)w + 1); /* L's line keeps its indent */
    }
    free(raw);
    for (int k = 0; k < x.nstmt; k++)
        free(x.stmt[k]);
    free(x.stmt);
    int was = 0, now = 0; /* column walks of the innermost loops */
    for (int si = 0; si < f->nstmt && x.walks; si++)
        if (kf_gpu_resched_under(f->stmts[si], L)) {
            const struct kf_stmt *st = f->stmts[si];
            was += column_walks(f, st, st->loops[st->depth - 1]->iter);
            now += x.walks[si];
        }
    free(x.walks);
    if (!why && has_par && now >= was)
        why = "its loops run in parallel as written, and isl's order walks no fewer columns "
              "in its innermost loops";
    if (why) {
        free(res);
        return why;
    }
    *out = with_comments(text, len, f, L, res);
    return *out ? NULL : "out of memory";
}
