/*
 * openmp_cost.c: does a fork (or a barrier) pay for the work it shares out?
 *
 * A parallel for forks and joins a team each time it runs, and an omp for
 * inside a region ends with a barrier: a few microseconds on two cores,
 * against about a nanosecond for one iteration of a statement.  A loop of
 * a few hundred cheap iterations, or one that runs inside a sequential
 * loop many times with little work each time, is slower in parallel than
 * as written (PolyBench's durbin ran at 0.04x, jacobi-1d at 0.20x, a
 * 100-iteration loop of a user's at 0.25x).  kforge therefore estimates
 * the work of one execution of a loop that would fork, and
 *
 *   - keeps it sequential when the work is a constant below the minimum
 *     (KF_GEN_MIN_WORK, or --min-work);
 *   - adds if(work >= minimum) to the directive when the work
 *     depends on sizes known only when the program runs, so that a team
 *     starts only for work enough to share;
 *   - tests a product of the loop's trip count and its body's work when
 *     the estimate's degree passes what a kf_poly holds (factored_test:
 *     doitgen's privatised r, whose fork went untested before);
 *   - says nothing when it cannot tell (a bound it cannot read): an
 *     outermost loop runs in parallel as the analysis found, one inside
 *     other loops stays sequential (openmp.c: it would fork at each of
 *     their iterations, for work that may be a handful of iterations).
 *
 * A time loop's region (openmp_region.c) asks the same of the work of its
 * parallel loops per step against all its barriers, and when that is
 * known only at run time the time loop gets two versions, the region and
 * the loop as written (kf_gen_version).
 *
 * An array reduction (`reduction(+: bins[0:65536])`, gen.c
 * kf_gen_array_reduction) costs each fork more than its start: every
 * thread clears its own copy of the section, and the copies are added
 * back one thread after another.  With T threads the loop's W iterations
 * take W/T + S + T*S for a section of S elements, against W as written;
 * on two threads that pays when W >= 2*fork + 6*S, so the minimum grows
 * by KF_OMP_COPY_WORK = 6 instances per element of every section (a
 * histogram of 65536 bins over 20,000 keys ran 85x slower in parallel).
 *
 * The work of a loop is its trip count times the work of its body; a
 * body's work is the sum of its inner loops' work and of the loops of the
 * helpers its statements call (the ranges their accesses run over,
 * kf_span: scale_row(&A[i * n], n, s) is n iterations), or 1 when it has
 * none (its statements are one iteration's worth).  A trip count is ub - lb + 1
 * over any one of its bounds (an over-estimate where a bound is a min or a
 * max, or the step is not 1), and every iterator of the loop and of the
 * loops inside it is averaged out over its range (known_at), so that the
 * estimate is a polynomial of what is known where the loop starts: the
 * sizes and the iterators of the loops around it.  A wrong estimate costs
 * speed, never correctness: both sides of every test are code the
 * analysis proved legal.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/openmp.h"
#include "ir/poly.h"

/* trip count of loop M over one lower and one upper bound */
static struct kf_poly *trip(kf_arena *a, const struct kf_node *M)
{
    if (M->nlb < 1 || M->nub < 1 || !M->lb[0] || !M->ub[0])
        return NULL;
    const struct kf_poly *hi = M->step > 0 ? M->ub[0] : M->lb[0];
    const struct kf_poly *lo = M->step > 0 ? M->lb[0] : M->ub[0];
    return kf_poly_lin(a, kf_poly_lin(a, hi, 1, lo, -1), 1, kf_poly_const(a, 1), 1);
}

/* the first and the last value M's iterator takes (its bounds: any one of
 * a min or a max) */
static const struct kf_poly *iter_first(const struct kf_node *M)
{
    return M->nlb < 1 ? NULL : M->lb[0];
}

static const struct kf_poly *iter_last(const struct kf_node *M)
{
    return M->nub < 1 ? NULL : M->ub[0];
}

/* work of the nodes under n (a loop's body, an if's branches) */
static struct kf_poly *body_work(kf_arena *a, const struct kf_node *n, bool *unknown);

/* The work of statement st's calls to helpers of the file that run loops
 * (their accesses over ranges, kf_span): per call, the product of the
 * ranges' lengths of the access with the most of them (a range whose
 * bounds name another is counted as 1: an under-estimate); NULL when it
 * calls none. */
static struct kf_poly *call_work(kf_arena *a, const struct kf_stmt *st)
{
    struct kf_poly *sum = NULL;
    for (int k = 0; k < st->naccess; k++) {
        const struct kf_access *x = &st->acc[k];
        bool widest = x->call && x->nspan > 0;
        for (int j = 0; j < st->naccess && widest; j++)
            widest = j == k || !st->acc[j].call || strcmp(st->acc[j].call, x->call) != 0 ||
                     (st->acc[j].nspan < x->nspan || (st->acc[j].nspan == x->nspan && j > k));
        if (!widest)
            continue;
        struct kf_poly *w = kf_poly_const(a, 1);
        for (int q = 0; q < x->nspan && w; q++) {
            const struct kf_span *sp = &x->span[q];
            bool inner = false;
            for (int r = 0; r < x->nspan; r++)
                inner |= kf_poly_uses(sp->lo, KF_SPAN_VAR + r) || kf_poly_uses(sp->hi, KF_SPAN_VAR + r);
            if (inner || !sp->lo || !sp->hi)
                continue;
            w = kf_poly_mul(a, w, kf_poly_lin(a, kf_poly_lin(a, sp->hi, 1, sp->lo, -1), 1,
                                              kf_poly_const(a, 1), 1));
        }
        if (w)
            sum = sum ? kf_poly_lin(a, sum, 1, w, 1) : w;
    }
    return sum;
}

static struct kf_poly *loop_work(kf_arena *a, const struct kf_node *M, bool *unknown)
{
    struct kf_poly *w = kf_poly_mul(a, trip(a, M), body_work(a, M, unknown));
    if (!w)
        *unknown = true;
    return w;
}

static struct kf_poly *body_work(kf_arena *a, const struct kf_node *n, bool *unknown)
{
    struct kf_poly *sum = kf_poly_const(a, 0);
    bool loops = false;
    for (int i = 0; i < n->nchild + n->nelse && !*unknown; i++) {
        const struct kf_node *c = i < n->nchild ? n->child[i] : n->else_child[i - n->nchild];
        struct kf_poly *w = NULL;
        if (c->kind == KF_NODE_LOOP)
            w = loop_work(a, c, unknown);
        else if (c->kind == KF_NODE_IF)
            w = body_work(a, c, unknown);
        else if (!(w = call_work(a, c->stmt)))
            continue;
        long v;
        if (w && kf_poly_const_value(w, &v) && v == 0 && c->kind == KF_NODE_IF)
            continue; /* an if of statements only */
        loops = true;
        sum = kf_poly_lin(a, sum, 1, w, 1);
        if (!sum)
            *unknown = true;
    }
    return loops ? sum : kf_poly_const(a, 1);
}

/* Eliminates the iterators of L and of the loops inside it, innermost first,
 * until none is left: w(first) + w(last) for each, twice the mean where w
 * is affine in it (a trapezoid otherwise), so *twice counts the doublings.
 * The mean is what matters: the work a loop shares at each of its forks,
 * on the average over the iterations of the loops around it. */
static struct kf_poly *known_at(kf_arena *a, const struct kf_fragment *f, const struct kf_node *L,
                                struct kf_poly *w, int *twice)
{
    *twice = 0;
    for (int pass = 0; w && pass <= f->maxdepth + 1; pass++) {
        bool changed = false;
        for (int l = f->nloop - 1; w && l >= 0; l--) {
            const struct kf_node *M = f->loops[l];
            const struct kf_node *up = M;
            while (up && up != L)
                up = up->parent;
            if (!up || !kf_poly_uses(w, M->iter))
                continue;
            if (++*twice > 20)
                return NULL;
            w = kf_poly_lin(a, kf_poly_subst(a, w, M->iter, iter_first(M)), 1,
                            kf_poly_subst(a, w, M->iter, iter_last(M)), 1);
            changed = true;
        }
        if (!changed)
            return w;
    }
    return NULL;
}

/* C for w: highest degree first, a product of sizes in double
 * arithmetic ("1.0 * n * n") so that it cannot overflow an int */
static bool print_poly(const struct kf_fragment *f, const struct kf_poly *w, char *buf, size_t n)
{
    if (kf_poly_is_affine(w)) { /* "n - i - 1", as the reports print it */
        char p[900];
        kf_poly_print(f, w, p, sizeof p);
        int m = snprintf(buf, n, "%s", p);
        return m > 0 && (size_t)m < n;
    }
    size_t k = 0;
    int m = 0;
#define PUT(...)                                                                              \
    do {                                                                                      \
        m = snprintf(buf + k, n - k, __VA_ARGS__);                                            \
        if (m < 0 || (size_t)m >= n - k)                                                      \
            return false;                                                                     \
        k += (size_t)m;                                                                       \
    } while (0)
    for (int i = w->nterm - 1; i >= 0; i--) {
        const struct kf_term *t = &w->term[i];
        long c = t->coef < 0 ? -t->coef : t->coef;
        PUT("%s", i == w->nterm - 1 ? (t->coef < 0 ? "-" : "") : t->coef < 0 ? " - " : " + ");
        if (t->nvar > 1)
            PUT("%ld.0 * ", c);
        else if (t->nvar == 0 || c != 1)
            PUT(t->nvar ? "%ld * " : "%ld", c);
        for (int v = 0; v < t->nvar; v++)
            PUT("%s%s", v ? " * " : "", f->vars[t->vars[v]].name);
    }
#undef PUT
    return true;
}

/* C for w >= min */
static bool print_test(const struct kf_fragment *f, const struct kf_poly *w, long min, char *buf,
                       size_t n)
{
    if (!print_poly(f, w, buf, n))
        return false;
    size_t k = strlen(buf);
    int m = snprintf(buf + k, n - k, " >= %ld", min);
    return m > 0 && (size_t)m < n - k;
}

/*
 * The work of one loop L whose estimate is a product of degree above 3
 * (doitgen's r once its row is private: (nr - 1) * nq * (np * np + np),
 * and a kf_poly term holds three sizes at most): L's trip count and its
 * body's work apart, the test their product in double,
 * "1.0 * (nr - 1) * (1.0 * np * np * nq + 1.0 * np * nq) >= 8192".  Only where
 * the body's work does not depend on L's iterator (a rectangular nest),
 * so that the mean of the product is the product of the means; else, as
 * before, unknown.
 */
static enum kf_omp_pays factored_test(kf_arena *a, const struct kf_fragment *f,
                                      const struct kf_node *L, long need, char *test, size_t n,
                                      long *work)
{
    bool unknown = false;
    struct kf_poly *t = trip(a, L), *b = body_work(a, L, &unknown);
    if (unknown || !t || !b || kf_poly_uses(b, L->iter))
        return KF_OMP_PAYS_UNKNOWN;
    int tt = 0, tb = 0;
    t = known_at(a, f, L, t, &tt);
    b = known_at(a, f, L, b, &tb);
    if (!t || !b || tt + tb > 20)
        return KF_OMP_PAYS_UNKNOWN;
    long vt, vb;
    double scale = (double)(1L << (tt + tb));
    if (kf_poly_const_value(t, &vt) && kf_poly_const_value(b, &vb)) {
        double w = (double)vt * (double)vb / scale;
        *work = w > (double)LONG_MAX ? LONG_MAX : (long)w;
        return w >= (double)need ? KF_OMP_PAYS : KF_OMP_PAYS_NOT;
    }
    char pt[480], pb[480];
    if (!print_poly(f, t, pt, sizeof pt) || !print_poly(f, b, pb, sizeof pb))
        return KF_OMP_PAYS_UNKNOWN;
    int m = snprintf(test, n, "1.0 * (%s) * (%s) >= %.0f", pt, pb, (double)need * scale);
    return m > 0 && (size_t)m < n ? KF_OMP_PAYS_IF : KF_OMP_PAYS_UNKNOWN;
}

/*
 * Does w >= need hold wherever `within` runs, by the tests around it?
 * Then a test of it is dead code (order-keep's `if (n < 315) { as written }
 * else { new order }`: the else branch's region needs n*n - n >= 98304,
 * which n >= 315 gives).  The tests are those of the fragment's ifs above
 * `within` (an else branch: the negation of its one constraint) and the
 * host's tests the model uses; each variable of w must get a lower bound
 * lb from one of them alone (a*v + c >= 0, a > 0), and w - need, v put at
 * lb + v for each, must have no negative coefficient (every v - lb >= 0).
 */
enum { MAX_FACTS = 32 };

struct facts {
    int n;
    const struct kf_poly *p[MAX_FACTS]; /* p >= 0 */
};

struct node_list {
    const struct kf_node *const *k;
    int n;
};

static bool path_facts(kf_arena *a, struct node_list l, const struct kf_node *T,
                       struct facts *fx);

static bool branch_facts(kf_arena *a, const struct kf_node *const *k, int n,
                         const struct kf_node *T, struct facts *fx, int ncons,
                         const struct kf_cons *cons, const struct kf_poly *neg)
{
    int before = fx->n;
    for (int i = 0; i < ncons && fx->n < MAX_FACTS; i++)
        fx->p[fx->n++] = cons[i].poly;
    if (neg && fx->n < MAX_FACTS)
        fx->p[fx->n++] = neg;
    if (path_facts(a, (struct node_list){k, n}, T, fx))
        return true;
    fx->n = before;
    return false;
}

static bool path_facts(kf_arena *a, struct node_list l, const struct kf_node *T,
                       struct facts *fx)
{
    for (int i = 0; i < l.n; i++) {
        const struct kf_node *K = l.k[i];
        if (K == T)
            return true;
        if (K->kind == KF_NODE_LOOP &&
            path_facts(a, (struct node_list){(const struct kf_node *const *)K->child, K->nchild},
                       T, fx))
            return true;
        if (K->kind != KF_NODE_IF)
            continue;
        bool exact = K->cond_affine;
        if (branch_facts(a, (const struct kf_node *const *)K->child, K->nchild, T, fx,
                         exact ? K->ncons : 0, K->cons, NULL))
            return true;
        const struct kf_poly *neg = NULL; /* not (p >= 0): -p - 1 >= 0 */
        if (exact && K->else_affine && K->ncons == 1 && !K->cons[0].eq)
            neg = kf_poly_lin(a, K->cons[0].poly, -1, kf_poly_const(a, 1), -1);
        if (branch_facts(a, (const struct kf_node *const *)K->else_child, K->nelse, T, fx, 0,
                         NULL, neg))
            return true;
    }
    return false;
}

/* the least value of v that p >= 0 gives (p = a*v + c, a > 0), in *lb */
static bool lower_bound(const struct kf_poly *p, int v, long *lb)
{
    long a = 0, c = 0;
    for (int t = 0; p && t < p->nterm; t++) {
        const struct kf_term *x = &p->term[t];
        if (x->nvar == 0)
            c = x->coef;
        else if (x->nvar == 1 && x->vars[0] == v)
            a = x->coef;
        else
            return false;
    }
    if (a <= 0)
        return false;
    long q = -c / a; /* ceil(-c / a) */
    if (q * a < -c)
        q++;
    *lb = q;
    return true;
}

static bool holds_where(const struct kf_fragment *f, const struct kf_node *within,
                        const struct kf_poly *w, long need)
{
    kf_arena *a = kf_arena_new();
    if (!a)
        return false;
    struct facts fx = {0};
    for (int h = 0; h < f->nhost; h++)
        for (int i = 0; !f->host[h].why_not && i < f->host[h].ncons && fx.n < MAX_FACTS; i++)
            if (!f->host[h].cons[i].eq)
                fx.p[fx.n++] = f->host[h].cons[i].poly;
    bool ok = path_facts(a, (struct node_list){(const struct kf_node *const *)f->roots, f->nroot},
                         within, &fx);
    struct kf_poly *d = ok ? kf_poly_lin(a, w, 1, kf_poly_const(a, need), -1) : NULL;
    for (int v = 0; d && v < f->nvar; v++) {
        if (!kf_poly_uses(d, v))
            continue;
        long lb = 0;
        bool got = false;
        for (int i = 0; i < fx.n; i++) {
            long b;
            if (lower_bound(fx.p[i], v, &b) && (!got || b > lb))
                lb = b, got = true;
        }
        d = got && lb >= 0 && lb < (1L << 20)
                ? kf_poly_subst(a, d, v, kf_poly_lin(a, kf_poly_var(a, v), 1, kf_poly_const(a, lb), 1))
                : NULL;
    }
    ok = d != NULL;
    for (int t = 0; ok && t < d->nterm; t++)
        ok = d->term[t].coef >= 0;
    kf_arena_free(a);
    return ok;
}

/* statement instances per element of an array reduction's section (above) */
enum { KF_OMP_COPY_WORK = 6 };

/* The elements of the sections that the array reductions of `loops` copy
 * for each thread (their extents as clang gives them: a constant, or a
 * VLA's size that is one variable of the fragment), added into *need (a
 * constant) and *var (a polynomial, in arena a); false when some extent is
 * another expression (no estimate: the work test then goes on as before). */
static bool copies(kf_arena *a, const struct gen *g, const struct kf_fragment *f,
                   const struct kf_node *const *loops, int nloop, long *need,
                   struct kf_poly **var)
{
    long n = 0;
    struct kf_poly *p = *var;
    for (int i = 0; i < nloop; i++) {
        const struct kf_loop_info *li = g->dp ? kf_gen_loop_info(f, g->dp, loops[i]) : NULL;
        for (int r = 0; li && r < li->nred; r++) {
            const struct kf_var *v = &f->vars[li->reds[r].var];
            if (v->kind != KF_VAR_ARRAY || v->ndims != 1 || !v->dims || !v->dims[0])
                continue; /* a scalar's copy is one element */
            char *end;
            long len = strtol(v->dims[0], &end, 10);
            if (end != v->dims[0] && !*end && len > 0) {
                n += KF_OMP_COPY_WORK * len;
                continue;
            }
            int d = 0;
            while (d < v->ndimvar && strcmp(f->vars[v->dimvar[d]].name, v->dims[0]) != 0)
                d++;
            if (d == v->ndimvar)
                return false;
            p = kf_poly_lin(a, p, 1, kf_poly_var(a, v->dimvar[d]), KF_OMP_COPY_WORK);
        }
    }
    *need += n;
    *var = p;
    return true;
}

long kf_omp_min_work(const struct gen *g)
{
    return g->o->min_work ? g->o->min_work : KF_GEN_MIN_WORK;
}

const char *kf_omp_pays_for(const struct gen *g, long need, int barriers)
{
    bool copy = need > kf_omp_min_work(g) * barriers;
    if (barriers > 1)
        return copy ? "one and the threads' copies of the arrays they reduce" : "one";
    return copy ? "starting a team and the threads' copies of the arrays they reduce"
                : "starting a team";
}

enum kf_omp_pays kf_omp_work_test(const struct gen *g, const struct kf_fragment *f,
                                  const struct kf_node *const *loops, int nloop,
                                  const struct kf_node *within, int barriers, char *test,
                                  size_t n, long *work, long *need_out)
{
    *test = 0;
    *work = -1;
    long min = kf_omp_min_work(g);
    *need_out = min * barriers;
    if (min < 0)
        return KF_OMP_PAYS;
    kf_arena *a = kf_arena_new();
    if (!a)
        return KF_OMP_PAYS_UNKNOWN;
    /* each loop's work, then all at the same number of doublings, summed */
    struct kf_poly **w = kf_arena_alloc(a, (size_t)nloop * sizeof *w);
    int *twice = kf_arena_alloc(a, (size_t)nloop * sizeof *twice), most = 0;
    bool unknown = false;
    for (int i = 0; i < nloop && !unknown; i++) {
        w[i] = loop_work(a, loops[i], &unknown);
        w[i] = unknown ? NULL : known_at(a, f, within, w[i], &twice[i]);
        unknown |= !w[i];
        if (twice[i] > most)
            most = twice[i];
    }
    struct kf_poly *sum = unknown ? NULL : kf_poly_const(a, 0);
    for (int i = 0; sum && i < nloop; i++)
        sum = kf_poly_lin(a, sum, 1, w[i], 1L << (most - twice[i]));
    enum kf_omp_pays r = KF_OMP_PAYS_UNKNOWN;
    long v, need = min * barriers;
    /* the sections the threads copy: a constant into need, sizes out of
     * the work */
    struct kf_poly *copy = kf_poly_const(a, 0);
    copies(a, g, f, loops, nloop, &need, &copy);
    *need_out = need;
    struct kf_poly *net = sum ? kf_poly_lin(a, sum, 1, copy, -(1L << most)) : NULL;
    if (net && kf_poly_const_value(net, &v)) {
        *work = (v >> most) / barriers;
        r = v >= need << most ? KF_OMP_PAYS : KF_OMP_PAYS_NOT;
    } else if (net && holds_where(f, within, net, need << most)) {
        r = KF_OMP_PAYS; /* the tests around it give it */
    } else if (net && print_test(f, net, need << most, test, n)) {
        r = KF_OMP_PAYS_IF;
    } else if (!sum && nloop == 1 && loops[0] == within) {
        r = factored_test(a, f, within, need, test, n, work);
    }
    kf_arena_free(a);
    return r;
}

/* Is p below 0 for all sizes (every variable at least 0, as sizes and
 * the counters of loops that run are): no coefficient above 0, a
 * negative constant?  Then a test of p >= 0 is dead code. */
static bool never_positive(const struct kf_poly *p)
{
    long c = 0;
    for (int t = 0; t < p->nterm; t++) {
        if (p->term[t].nvar == 0)
            c = p->term[t].coef;
        else if (p->term[t].coef > 0)
            return false;
    }
    return c < 0;
}

/*
 * A wavefront (openmp_wave.c) forks once and ends each wave with a
 * barrier: the work of L (its loops' iterators averaged out) must cover
 * the minimum for each wave and for the fork.  The waves are counted as
 * a*(trip(L) - 1) + trip(L2), L2's trip count averaged over L: the span of
 * a*e0 + e1, more than it is where L2's range moves with L (nussinov's
 * j = i + 1 ..), so the estimate errs towards staying sequential.
 */
enum kf_omp_pays kf_omp_wave_test(const struct gen *g, const struct kf_fragment *f,
                                  const struct kf_node *L, const struct kf_node *L2, int a,
                                  char *test, size_t n, long *work)
{
    *test = 0;
    *work = -1;
    long min = kf_omp_min_work(g);
    if (min < 0)
        return KF_OMP_PAYS;
    kf_arena *ar = kf_arena_new();
    if (!ar)
        return KF_OMP_PAYS_UNKNOWN;
    bool unknown = false;
    int tw = 0, tv = 0;
    struct kf_poly *w = loop_work(ar, L, &unknown);
    w = unknown ? NULL : known_at(ar, f, L, w, &tw);
    struct kf_poly *t0 = trip(ar, L), *t1 = trip(ar, L2);
    struct kf_poly *v =
        t0 && t1 ? kf_poly_lin(ar, kf_poly_lin(ar, t0, a, kf_poly_const(ar, 1), -a), 1, t1, 1)
                 : NULL;
    v = v ? known_at(ar, f, L, v, &tv) : NULL;
    enum kf_omp_pays r = KF_OMP_PAYS_UNKNOWN;
    /* w / 2^tw >= min * (v / 2^tv + 1) */
    struct kf_poly *d = w && v ? kf_poly_lin(ar, kf_poly_lin(ar, w, 1L << tv, v, -min * (1L << tw)),
                                             1, kf_poly_const(ar, -min * (1L << (tw + tv))), 1)
                               : NULL;
    long dv, wv, vv;
    if (d && kf_poly_const_value(d, &dv)) {
        if (kf_poly_const_value(w, &wv) && kf_poly_const_value(v, &vv) && vv > 0)
            *work = (wv >> tw) / ((vv >> tv) + 1);
        r = dv >= 0 ? KF_OMP_PAYS : KF_OMP_PAYS_NOT;
    } else if (d && never_positive(d)) {
        r = KF_OMP_PAYS_NOT; /* seidel-2d's N fixed, its time steps not: no
                                number of steps gives a wave enough rows */
        print_test(f, d, 0, test, n);
    } else if (d && print_test(f, d, 0, test, n)) {
        r = KF_OMP_PAYS_IF;
    }
    kf_arena_free(ar);
    return r;
}

/* The same estimate for other cost models (gpu_choice.c: does the device
 * pay for a fragment's kernels?): every execution of L, its iterators and
 * those of the loops inside it averaged out, times 2^*twice. */
struct kf_poly *kf_omp_loop_work(kf_arena *a, const struct kf_fragment *f, const struct kf_node *L,
                                 int *twice)
{
    bool unknown = false;
    struct kf_poly *w = loop_work(a, L, &unknown);
    *twice = 0;
    return unknown || !w ? NULL : known_at(a, f, L, w, twice);
}

struct kf_poly *kf_omp_known_at(kf_arena *a, const struct kf_fragment *f, const struct kf_node *L,
                                struct kf_poly *w, int *twice)
{
    return w ? known_at(a, f, L, w, twice) : NULL;
}

struct kf_poly *kf_omp_trip(kf_arena *a, const struct kf_node *M)
{
    return trip(a, M);
}
