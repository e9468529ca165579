/*
 * gpu_last.c: what the host gives the variables a kernel's loops leave
 * values in, after the launch (gpu.h): the scalars whose last value it
 * computes (kf_gpu_host_last), and the loop counters, by their headers run
 * again (kf_gpu_replay_counters).
 *
 * A kernel gives each thread its own copy of a scalar it writes, so the
 * value the sequential loops leave in it is lost with the threads.  Where
 * that value is a function of the loop bounds, the host needs no thread:
 *
 *   for (j = 0; j < nc; j++)            after the launch, when the nest
 *       for (i = 0; i < nr; i++) {      ran at least once:
 *           k = i + nr * j;               { long j = nc - 1; long i = nr - 1;
 *           ... k ...                       k = i + nr * j; }
 *       }                               otherwise k keeps its value
 *
 * The last iteration is the lexicographic maximum of the statement's
 * domain; with bounds that name no iterator (a box) it is each loop's last
 * value, and the box is empty or the statement runs there (OpenMP
 * lastprivate's semantics without its zero-trip fault, openmp_last.c).
 * Required of v and its one writing statement S in L (or the if chain or
 * switch that writes v on every path, struct unit below, read as S):
 *   - S is `v = e;`, under no if, in loops from L down that step by 1 or
 *     -1, exit only at their bounds, whose bounds name only parameters;
 *   - no read of v in L sees a value from before the iteration: each one
 *     follows S in the body of S's innermost loop;
 *   - e calls nothing and reads only parameters, iterators, scalars L
 *     does not write, scalars written in L that satisfy this themselves,
 *     earlier in S's loop, and elements of arrays at affine subscripts that
 *     no statement after S in L writes (diffuse's `last = coef[k]`): the
 *     host reads each such element back from the device first, one
 *     element's copy (read_element).
 * Anything else keeps the loop on the host, saying why (gpu_plan.c).
 *
 * A scalar whose value after L no one reads (kf_omp_dead_after: the next
 * thing done to it on every path is a write, as Rodinia's srad does with
 * the temporaries declared at the top of main and reused by each nest)
 * needs no last value: it is each thread's own all the same.
 */
#include <stdlib.h>
#include <string.h>

#include "codegen/gpu.h"
#include "codegen/openmp.h"
#include "ir/poly.h"
#include "support/ctext.h"

static bool stmt_in(const struct kf_stmt *st, const struct kf_node *L)
{
    return st->range.begin.offset >= L->range.begin.offset &&
           st->range.end.offset <= L->range.end.offset;
}

/* Do loop B's bounds name nothing but parameters, with B stepping by 1 or
 * -1 and leaving only at its bounds? */
static bool box_loop(const struct kf_fragment *f, const struct kf_node *B)
{
    if (B->nlb != 1 || B->nub != 1 || !B->lb[0] || !B->ub[0] || B->early_exit ||
        (B->step != 1 && B->step != -1))
        return false;
    for (int v = 0; v < f->nvar; v++)
        if ((kf_poly_uses(B->lb[0], v) || kf_poly_uses(B->ub[0], v)) &&
            f->vars[v].kind != KF_VAR_PARAM)
            return false;
    return true;
}

/* The statements of L that write v: how many (2 for two or more), the one
 * in *one when it is one. */
static int writers(const struct kf_fragment *f, const struct kf_node *L, int v,
                   const struct kf_stmt **one)
{
    const struct kf_stmt *w = NULL;
    *one = NULL;
    for (int s = 0; s < f->nstmt; s++) {
        const struct kf_stmt *st = f->stmts[s];
        if (!stmt_in(st, L))
            continue;
        for (int a = 0; a < st->naccess; a++)
            if (st->acc[a].var == v && st->acc[a].write) {
                if (w && w != st)
                    return 2;
                w = st;
            }
    }
    *one = w;
    return w != NULL;
}

/* What the host runs again for v's last value: one statement `v = e;`, or
 * where the last iteration may take one of several paths, the outermost if
 * (an if/else chain) or the plain switch every path of which writes v
 * (joint, paths.c; kf_omp_sure_joint), the whole of it: the host takes the
 * path the last iteration took, so the value is that path's.  Such an if or
 * switch may write nothing but v (replayed on the host, any other write
 * would land in the host's copy).  A write on some paths only (no else, no
 * default) leaves the value of the last iteration that wrote it, which the
 * host cannot tell: refused. */
struct unit {
    const struct kf_stmt *S; /* its first statement: the loops around it */
    struct kf_range range;   /* its text */
    bool paths;              /* an if or a switch */
};

/* Does statement st write only v, as a scalar? */
static bool writes_only(const struct kf_stmt *st, int v)
{
    bool any = false;
    for (int a = 0; a < st->naccess; a++)
        if (st->acc[a].write) {
            if (st->acc[a].var != v || st->acc[a].nsub > 0 || st->acc[a].whole)
                return false;
            any = true;
        }
    return any;
}

static bool in_range(const struct kf_stmt *st, const struct kf_range *r)
{
    return st->range.begin.offset >= r->begin.offset && st->range.end.offset <= r->end.offset;
}

static const char *unit_of(const struct kf_fragment *f, const struct kf_node *L, int v,
                           struct unit *u)
{
    const struct kf_stmt *one;
    int n = writers(f, L, v, &one);
    memset(u, 0, sizeof *u);
    if (n == 0)
        return "no statement of the loop writes it";
    if (n == 1 && one->nif == 0 && one->kind == KF_STMT_EXPR) {
        u->S = one;
        u->range = one->range;
        return NULL;
    }
    if (n == 1 && one->nif == 0 && one->kind == KF_STMT_OPAQUE) {
        /* a plain switch, with a default, each path of which writes v */
        bool joint = false;
        for (int a = 0; a < one->naccess; a++)
            joint |= one->acc[a].var == v && one->acc[a].write &&
                     kf_omp_sure_joint(one, &one->acc[a]);
        if (!joint)
            return "its write is under a switch with a path that does not write it";
        if (!writes_only(one, v))
            return "the switch it is written in writes more than it";
        u->S = one;
        u->range = one->range;
        u->paths = true;
        return NULL;
    }
    /* under ifs: every write of v under the same outermost if J, one of
     * them joint over J */
    const struct kf_node *J = NULL;
    bool joint = false;
    for (int s = 0; s < f->nstmt; s++) {
        const struct kf_stmt *st = f->stmts[s];
        if (!stmt_in(st, L))
            continue;
        for (int a = 0; a < st->naccess; a++) {
            if (st->acc[a].var != v || !st->acc[a].write)
                continue;
            if (st->nif == 0 || (J && st->ifs[0] != J))
                return n > 1 && st->nif == 0 ? "more than one statement writes it"
                                             : "its writes are under different ifs";
            J = st->ifs[0];
            joint |= kf_omp_sure_joint(st, &st->acc[a]) && st->acc[a].joint == J;
        }
    }
    if (!J || J->kind != KF_NODE_IF || !joint)
        return "its write is under an if with a path that does not write it";
    /* J's statements: each `v = e;` in S's loop (no loop inside J) */
    for (int s = 0; s < f->nstmt; s++) {
        const struct kf_stmt *st = f->stmts[s];
        if (!in_range(st, &J->range))
            continue;
        if (!u->S)
            u->S = st;
        if (st->kind != KF_STMT_EXPR || !writes_only(st, v) || st->depth != u->S->depth ||
            st->loops[st->depth - 1] != u->S->loops[u->S->depth - 1])
            return "the if it is written in does more than write it";
    }
    if (!u->S)
        return "its write is under an if";
    u->range = J->range;
    u->paths = true;
    return NULL;
}

static const char *check(const struct frag *x, const struct kf_node *L, int v, int level);

/* Is the text of access ac `NAME[..]..[..]`, NAME the array's?  Its end
 * (past the last ']') in *end. */
static bool element_text(const struct frag *x, const struct kf_access *ac, const char *name,
                         size_t *end)
{
    const char *t = x->g->text;
    size_t p = ac->range.begin.offset, e = ac->range.end.offset, n = strlen(name);
    if (e <= p + n || strncmp(t + p, name, n) != 0 || kf_ctext_is_ident(t[p + n]))
        return false;
    while (e > p && (t[e - 1] == ' ' || t[e - 1] == '\t' || t[e - 1] == '\n'))
        e--;
    if (t[e - 1] != ']')
        return false;
    *end = e;
    return true;
}

/* Can the host read array element ac of S (in L) back from the device
 * after the launch, one element, and find there what S read in its last
 * iteration?  Its subscripts affine (so they read only iterators,
 * parameters and scalars, which read_ok checks as reads of their own),
 * spelt NAME[..] on the array's own buffer, and no statement of L after S
 * writes the array: S runs last at the last iteration of each of its box
 * loops, so only a statement after it in the text could write there later
 * (the kernel leaves the element as the sequential loops do). */
static const char *element_why(const struct frag *x, const struct kf_node *L,
                               const struct kf_stmt *S, const struct kf_access *ac)
{
    const struct kf_fragment *f = x->f;
    const struct kf_var *var = &f->vars[ac->var];
    size_t end;
    bool affine = ac->nsub == var->ndims && ac->nsub > 0 && !ac->may && !ac->whole &&
                  ac->ncons == 0;
    for (int d = 0; affine && d < ac->nsub; d++)
        affine = ac->sub[d] != NULL;
    if (!affine || var->member || var->pointer_rows || var->derived_ptr ||
        !element_text(x, ac, var->name, &end))
        return kf_arena_printf(x->F->ar,
                               "it reads the array '%s', which the device holds, at a "
                               "subscript the host does not compute",
                               var->name);
    /* each thread's own array (declared in the nest, or private to one of
     * its loops: gpu_plan.c) has no buffer holding the last iteration's */
    bool own = kf_gpu_declared_inside(var, L);
    for (int d = L->depth; d < S->depth && !own; d++) {
        const struct kf_loop_info *li = kf_gen_loop_info(f, x->dp, S->loops[d]);
        for (int i = 0; li && i < li->nprivate; i++)
            own |= li->privates[i] == ac->var;
    }
    if (own)
        return kf_arena_printf(x->F->ar, "it reads the array '%s', each thread's own", var->name);
    for (int s = 0; s < f->nstmt; s++) {
        const struct kf_stmt *st = f->stmts[s];
        if (!stmt_in(st, L) || st->range.end.offset < S->range.end.offset)
            continue;
        for (int a = 0; a < st->naccess; a++)
            if (st->acc[a].var == ac->var && st->acc[a].write)
                return kf_arena_printf(x->F->ar,
                                       "it reads the array '%s', which the loop writes after "
                                       "it on line %u",
                                       var->name, st->range.begin.line);
    }
    return NULL;
}

/* Is read r of statement S (in L) one the host has after the launch? */
static const char *read_ok(const struct frag *x, const struct kf_node *L,
                           const struct kf_stmt *S, const struct kf_access *ac, int level)
{
    const struct kf_fragment *f = x->f;
    int r = ac->var;
    const struct kf_var *var = &f->vars[r];
    if (var->kind == KF_VAR_ARRAY)
        return element_why(x, L, S, ac);
    if (var->kind == KF_VAR_PARAM)
        return NULL;
    if (var->kind == KF_VAR_ITER) {
        for (int d = 0; d < S->depth; d++)
            if (S->loops[d]->iter == r)
                return NULL;
        return kf_arena_printf(x->F->ar, "it reads '%s'", var->name);
    }
    const struct kf_stmt *W;
    struct unit u;
    if (writers(f, L, r, &W) == 0 && !var->derived_ptr)
        return NULL; /* not written in L: the host's value is the kernel's */
    if (level >= 4 || unit_of(f, L, r, &u) || u.range.end.offset > S->range.begin.offset ||
        u.S->loops[u.S->depth - 1] != S->loops[S->depth - 1])
        return kf_arena_printf(x->F->ar, "it reads '%s', which the loop computes otherwise",
                               var->name);
    const char *why = check(x, L, r, level + 1);
    return why ? kf_arena_printf(x->F->ar, "it reads '%s', and %s", var->name, why) : NULL;
}

/* Why the host cannot compute v's last value after L, or NULL. */
static const char *check(const struct frag *x, const struct kf_node *L, int v, int level)
{
    const struct kf_fragment *f = x->f;
    const struct kf_var *var = &f->vars[v];
    if (var->kind != KF_VAR_SCALAR || var->is_global || var->address_taken || var->derived_ptr ||
        var->member || kf_gpu_declared_inside(var, L))
        return "it is no plain local scalar";
    struct unit u;
    const char *why = unit_of(f, L, v, &u);
    if (why)
        return why;
    const struct kf_stmt *S = u.S;
    if (S->depth <= L->depth || S->loops[L->depth] != L)
        return "its write is under an if";
    for (int d = L->depth; d < S->depth; d++)
        if (!box_loop(f, S->loops[d]))
            return kf_arena_printf(x->F->ar, "the bounds of its loop %s name an iterator",
                                   S->loops[d]->id);
    /* (a write under the if or switch is a may-write, each path's) */
    for (int s = 0; s < f->nstmt; s++) {
        const struct kf_stmt *st = f->stmts[s];
        for (int a = 0; in_range(st, &u.range) && a < st->naccess; a++) {
            const struct kf_access *ac = &st->acc[a];
            if (ac->var == v && (!ac->write || ac->nsub > 0 || (!kf_access_sure(ac) && !u.paths) || ac->whole))
                return "its statement reads it";
        }
    }
    /* each read of v in L follows S in the body of S's loop */
    const struct kf_node *in = S->loops[S->depth - 1];
    for (int s = 0; s < f->nstmt; s++) {
        const struct kf_stmt *st = f->stmts[s];
        if (in_range(st, &u.range) || !stmt_in(st, L))
            continue;
        for (int a = 0; a < st->naccess; a++)
            if (st->acc[a].var == v && !st->acc[a].write &&
                (st->range.begin.offset < u.range.end.offset || !stmt_in(st, in)))
                return "a read in the loop may see its value from before";
    }
    /* the right-hand side: no call, no array */
    const char *t = x->g->text;
    size_t e = u.range.end.offset, n;
    for (size_t p = kf_ctext_ident_in(t, e, u.range.begin.offset, &n); p < e;
         p = kf_ctext_ident_in(t, e, p + n, &n)) {
        size_t q = p + n;
        while (q < e && (t[q] == ' ' || t[q] == '\t' || t[q] == '\n'))
            q++;
        if (q < e && t[q] == '(' && !kf_gpu_in_list(kf_gpu_keywords, t + p, n))
            return kf_arena_printf(x->F->ar, "it calls '%.*s'", (int)n, t + p);
    }
    for (int s = 0; s < f->nstmt; s++) {
        const struct kf_stmt *st = f->stmts[s];
        for (int a = 0; in_range(st, &u.range) && a < st->naccess; a++) {
            if (st->acc[a].write)
                continue;
            why = read_ok(x, L, st, &st->acc[a], level);
            if (why)
                return why;
        }
    }
    return NULL;
}

const char *kf_gpu_host_last_why(const struct frag *x, const struct kf_node *L, int v)
{
    return check(x, L, v, 0);
}

bool kf_gpu_host_last(const struct frag *x, const struct kf_node *L, int v)
{
    return check(x, L, v, 0) == NULL;
}

bool kf_gpu_host_last_any(const struct frag *x, const struct kf_node *L)
{
    for (int v = 0; v < x->f->nvar; v++)
        if (x->f->vars[v].written && x->f->vars[v].seen_outside &&
            !kf_omp_dead_after(x->g, x->f, &x->f->vars[v], L) && kf_gpu_host_last(x, L, v))
            return true;
    return false;
}

bool kf_gpu_outliving_own(const struct frag *x, const struct kf_node *L, int v)
{
    const struct kf_fragment *f = x->f;
    const struct kf_var *var = &f->vars[v];
    bool written = false;
    for (int s = 0; s < f->nstmt && !written; s++)
        for (int a = 0; stmt_in(f->stmts[s], L) && a < f->stmts[s]->naccess; a++)
            written |= f->stmts[s]->acc[a].var == v && f->stmts[s]->acc[a].write;
    if (!written || var->kind != KF_VAR_SCALAR || var->derived_ptr || var->member ||
        kf_gpu_declared_inside(var, L))
        return false;
    /* no iteration may read the value from before it (OpenMP would need
     * firstprivate): each thread's copy starts undefined */
    if (kf_gpu_host_last(x, L, v))
        return true; /* check() saw each read of v in L follow, in its iteration, the
                      * unit that writes v on every path (kf_omp_reads takes no write
                      * of a switch for one) */
    bool *rd = kf_omp_reads(L, f->nvar);
    bool exposed = !rd || rd[v];
    free(rd);
    return !exposed && kf_omp_dead_after(x->g, f, var, L);
}

static bool same_text(const char *t, const struct kf_range *a, const struct kf_range *b)
{
    size_t n = a->end.offset - a->begin.offset;
    return n == b->end.offset - b->begin.offset &&
           strncmp(t + a->begin.offset, t + b->begin.offset, n) == 0;
}

/* Array element ac of S, from the device into the host's array at its
 * place (element_why), so that S's text runs as written:
 *
 *     kf_cl_check(clEnqueueReadBuffer(kf_cl.kf_queue, kf_coef_dev, CL_TRUE,
 *         (size_t)((char *)&coef[k] - (char *)coef), sizeof coef[k], &coef[k], ...
 *
 * The device buffer holds the array from its first element in the host's
 * layout (the copies move it whole), so the element's offset is its
 * distance from the host array's start.  The host's element may be stale,
 * never newer: the kernel read it from the device. */
static void read_element(struct frag *x, struct kf_kgen *h, const struct kf_stmt *S,
                         const struct kf_access *ac)
{
    const char *name = x->f->vars[ac->var].name;
    size_t end;
    if (!element_text(x, ac, name, &end))
        return; /* element_why refused it */
    int n = (int)(end - ac->range.begin.offset);
    const char *el = x->g->text + ac->range.begin.offset;
    const char *off = kf_arena_printf(x->F->ar, "(size_t)((char *)&%.*s - (char *)%s)", n, el, name);
    if (x->cuda)
        kf_kgen_stmtf(h,
                      "kf_cuda_check(cudaMemcpy(&%.*s, (char *)%s + %s, sizeof %.*s, "
                      "cudaMemcpyDeviceToHost), \"cudaMemcpy\", %u);",
                      n, el, kf_gpu_dev_name(x, ac->var), off, n, el, S->range.begin.line);
    else
        kf_kgen_stmtf(h,
                      "kf_cl_check(clEnqueueReadBuffer(kf_cl.kf_queue, %s, CL_TRUE, %s, sizeof "
                      "%.*s, &%.*s, 0, NULL, NULL), \"clEnqueueReadBuffer\", %u);",
                      kf_gpu_dev_name(x, ac->var), off, n, el, n, el, S->range.begin.line);
}

/* The unit u of v again on the host at the last iteration of its loops
 * from L down: each iterator declared with its last value (the iterators
 * outside L hold theirs on the host), under the test that every one of
 * those loops runs (a loop that runs zero times leaves v as it was). */
static void emit_one(struct frag *x, struct kf_kgen *h, const struct kf_node *L,
                     const struct unit *u)
{
    const struct kf_stmt *S = u->S;
    char cond[1024] = "if (";
    for (int d = L->depth; d < S->depth; d++) {
        /* its trip count, as a long: size_t bounds must not wrap */
        const struct kf_node *B = S->loops[d];
        size_t m = strlen(cond);
        snprintf(cond + m, sizeof cond - m, "%s(long)(%s) > 0", d > L->depth ? " && " : "",
                 kf_gpu_trip_text(x, B, B->lb[0], B->ub[0]));
    }
    strncat(cond, ")", sizeof cond - strlen(cond) - 1);
    kf_kgen_begin_branch(h, cond);
    for (int d = L->depth; d < S->depth; d++) {
        const struct kf_var *it = &x->f->vars[S->loops[d]->iter];
        kf_kgen_stmtf(h, "%s %s = %s;", it->type && it->type[0] ? it->type : "int", it->name,
                      kf_gpu_poly_text(x, S->loops[d]->ub[0]));
    }
    /* the elements every path of the unit reads, each once (dn[k] * dn[k];
     * a[i] in two cases of a switch) */
    const struct kf_fragment *f = x->f;
    for (int s = 0; s < f->nstmt; s++) {
        const struct kf_stmt *st = f->stmts[s];
        for (int a = 0; in_range(st, &u->range) && a < st->naccess; a++) {
            const struct kf_access *ac = &st->acc[a];
            if (ac->write || f->vars[ac->var].kind != KF_VAR_ARRAY)
                continue;
            bool again = false;
            for (int s2 = 0; s2 <= s && !again; s2++) {
                const struct kf_stmt *o = f->stmts[s2];
                for (int b = 0; in_range(o, &u->range) && b < (s2 == s ? a : o->naccess) && !again;
                     b++)
                    again = o->acc[b].var == ac->var && !o->acc[b].write &&
                            same_text(x->g->text, &o->acc[b].range, &ac->range);
            }
            if (!again)
                read_element(x, h, st, ac);
        }
    }
    kf_kgen_stmtf(h, "%.*s;", (int)(u->range.end.offset - u->range.begin.offset),
                  x->g->text + u->range.begin.offset);
    kf_kgen_end_branch(h, NULL);
}

/* Does the host need v's last value after L: read after it, or read by
 * the statement of another scalar it needs? */
static bool wanted(struct frag *x, const struct kf_node *L, int v)
{
    const struct kf_var *var = &x->f->vars[v];
    const struct kf_stmt *one;
    return var->written && var->seen_outside && writers(x->f, L, v, &one) > 0 &&
           !kf_omp_dead_after(x->g, x->f, var, L);
}

/* The unit of a scalar need[] holds that statement S writes, or false. */
static bool needed_unit(const struct frag *x, const struct kf_node *L, const bool *need,
                        const struct kf_stmt *S, struct unit *u)
{
    for (int a = 0; a < S->naccess; a++) {
        int v = S->acc[a].var;
        if (S->acc[a].write && x->f->vars[v].kind == KF_VAR_SCALAR && need[v] &&
            !unit_of(x->f, L, v, u) && in_range(S, &u->range))
            return true;
    }
    return false;
}

void kf_gpu_host_last_emit(struct frag *x, struct kf_kgen *h, const struct kf_node *L)
{
    const struct kf_fragment *f = x->f;
    bool *need = calloc((size_t)f->nvar + 1, 1), *run = calloc((size_t)f->nstmt + 1, 1);
    if (!need || !run) {
        free(need);
        free(run);
        x->g->nomem = true;
        return;
    }
    for (int v = 0; v < f->nvar; v++)
        need[v] = f->vars[v].kind == KF_VAR_SCALAR && !kf_gpu_declared_inside(&f->vars[v], L) &&
                  wanted(x, L, v) && kf_gpu_host_last(x, L, v);
    /* backwards: the scalars a needed unit reads are needed too (a
     * temporary dead after L that `last = t` reads); check() put their
     * units before it */
    struct unit u;
    for (int s = f->nstmt - 1; s >= 0; s--) {
        const struct kf_stmt *S = f->stmts[s];
        if (!stmt_in(S, L))
            continue;
        run[s] = needed_unit(x, L, need, S, &u);
        for (int a = 0; run[s] && a < S->naccess; a++) {
            int r = S->acc[a].var;
            const struct kf_stmt *one;
            if (!S->acc[a].write && f->vars[r].kind == KF_VAR_SCALAR &&
                writers(f, L, r, &one) > 0)
                need[r] = true;
        }
    }
    /* in the statements' order: a value another one reads comes first;
     * an if or a switch once */
    bool any = false;
    size_t done = 0;
    for (int s = 0; s < f->nstmt; s++) {
        if (!run[s] || f->stmts[s]->range.begin.offset < done ||
            !needed_unit(x, L, need, f->stmts[s], &u))
            continue;
        if (!any)
            kf_kgen_stmt(h, "/* the scalars' values after the loops' last iteration */");
        any = true;
        emit_one(x, h, L, &u);
        done = u.range.end.offset;
    }
    free(need);
    free(run);
}

/* Does loop l, or a loop inside it, count with a variable declared outside
 * top (one the host sees after the kernel of top)? */
static bool counts_outliving(const struct frag *x, const struct kf_node *top,
                             const struct kf_node *l)
{
    if (!kf_gpu_declared_inside(&x->f->vars[l->iter], top))
        return true;
    for (int i = 0; i < l->nchild; i++)
        if (l->child[i]->kind == KF_NODE_LOOP && counts_outliving(x, top, l->child[i]))
            return true;
    return false;
}

/* L's header and, inside it, the replays of the loops under it that count
 * with a variable outliving top.  A loop whose counter is declared in
 * top's body is left out: the host does not see that counter (Rodinia
 * lud's `int i, j, k;` at the top of the chunk loop's body; replayed, the
 * host used them undeclared), unless a loop inside it counts with an
 * outliving one: then its counter is declared in the replay, once per
 * level, as the body declares it. */
static void replay_in(struct frag *x, struct kf_kgen *h, const struct kf_node *top,
                      const struct kf_node *L)
{
    kf_kgen_begin_branch(h, kf_arena_strndup(x->F->ar, x->g->text + L->header.begin.offset,
                                             kf_gpu_header_end(x->g, L) - L->header.begin.offset));
    for (int i = 0; i < L->nchild; i++) {
        const struct kf_node *c = L->child[i];
        if (c->kind != KF_NODE_LOOP || !counts_outliving(x, top, c))
            continue;
        const struct kf_var *it = &x->f->vars[c->iter];
        bool declared = !kf_gpu_declared_inside(it, top);
        for (int k = 0; k < i && !declared; k++)
            declared = L->child[k]->kind == KF_NODE_LOOP && L->child[k]->iter == c->iter &&
                       counts_outliving(x, top, L->child[k]);
        if (!declared && it->type && it->type[0] &&
            it->decl.offset < c->header.begin.offset) /* not the header's own */
            kf_kgen_stmtf(h, "%s %s;", it->type, it->name);
        replay_in(x, h, top, c);
    }
    kf_kgen_end_branch(h, NULL);
}

/* After a kernel: the loop skeleton of L, headers only, so that counters
 * declared outside L end as the sequential loops leave them.  The headers
 * are affine and free of side effects; a compiler folds the empty loops. */
void kf_gpu_replay_counters(struct frag *x, struct kf_kgen *h, const struct kf_node *L)
{
    replay_in(x, h, L, L);
}
