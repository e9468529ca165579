/*
 * quasar_red.c: reductions on the device (seed 002 §17.2.1, the parallel
 * reduction transform), for --target opencl and --target cuda: the kernel
 * generator's sum/prod/min/max/mean of an element-wise expression or of a
 * whole array (§17.1.2: "the compiler will generate a parallel reduction
 * algorithm"), and the parallelized nests' `s += e`, `*=`, `__=`, `^^=`.
 *
 * One kernel, as the seed writes it, lowered by parallel_do's own launch
 * (qc_launch: the dialects, the arrays' residency, the .cu launchers):
 *
 *   $kf_rb = shared(256, nacc)             a tree per work-group (block)
 *   $kf_ra0 = <identity>                   each thread's accumulator
 *   $kf_ri0 = pos[0]                       grid-stride loops, one per
 *   while $kf_ri0 < $kf_rn0                dimension: a thread's points are
 *     $kf_ri1 = pos[1]                     (pos + k * threads), so that no
 *     while $kf_ri1 < $kf_rn1              index needs a division
 *       <the point: $kf_ra0 = $kf_ra0 + x, or the nest's body>
 *       $kf_ri1 = $kf_ri1 + $kf_rs1
 *     ...
 *   $kf_rb[t, 0] = $kf_ra0; syncthreads    t: the thread's place in the group
 *   if t < 128: $kf_rb[t, 0] = $kf_rb[t, 0] + $kf_rb[t + 128, 0]; syncthreads
 *   ... 64, ..., 1
 *   if t < 1: $kf_rp0[group] = $kf_rb[0, 0]
 *
 * Groups of 256 threads, at most 256 groups (the C face's gen_reduce.c
 * numbers): the launch is whole groups (syncthreads needs every thread
 * of a group), at least one, so an empty array launches one group whose
 * partial is the identity.  The host fetches the partials (no more than
 * 256 numbers: a reduction of arrays that live on the device moves
 * nothing else) and folds them in group order, from the identity, with
 * the host path's own operation: min and max by fmin and fmax (a NaN
 * counts as missing, as the OpenMP loop's fmin), so empty arrays and
 * NaN give what the host gives; a sum's order is the tree's, as OpenMP's
 * reduction clause has its own.  Folding on the host rather than in a
 * second launch: the result is a host scalar, so its fetch is paid
 * anyway, and a launch costs more than 256 additions (docs/quasar.md).
 *
 * The accumulators and the shared tree are the program's reals (float
 * under --scalar float, as the host's accumulator); an int variable's
 * reduction adds its terms in a double, exact up to 2^53, and stays on
 * the host under --scalar float (quasar_loopk.c says why).
 *
 * A fused reduction keeps its OpenMP form behind the device cost model's
 * run-time test (q_red_worth: q_dev_worth, quasar_loopk.c, and never on
 * an OpenCL CPU device, where the tree is the slower) and where the host's copies
 * of its arrays are current already (sum(u) beside u[3, 5] in one print:
 * the launch would add a fetch of the partials to the fetch of u), its
 * operands fetched in that branch only: quasar_resid.c fetches nothing of
 * what the kernel reads.  `--disable=reduction` gives the old behaviour (fused reductions
 * OpenMP loops on the host, nests' sums by an atomic add on one element,
 * the other operators' nests on the host); `--explain` says which path
 * each takes (pass "reduction").
 */
#include <string.h>

#include "quasar.h"

#define A_(...) kf_arena_printf(c->a, __VA_ARGS__)

enum { QC_RED_BLOCK = 256, QC_RED_GROUPS = 256 };

/* a group's shape and the groups along each dimension, pos's order (the
 * last dimension contiguous, the GPU's x), for nests of 1, 2, 3 loops */
static const int red_blk[3][3] = {{256, 1, 1}, {8, 32, 1}, {4, 8, 8}};
static const int red_grp[3][3] = {{256, 1, 1}, {16, 16, 1}, {4, 8, 8}};

static const char *fold_op(qctx *c, int op, const char *a, const char *b)
{
    switch (op) {
    case '*': return A_("%s * %s", a, b);
    case 'm': return A_("min(%s, %s)", a, b);
    case 'M': return A_("max(%s, %s)", a, b);
    default: return A_("%s + %s", a, b);
    }
}

static const char *identity(int op)
{
    return op == '*' ? "1.0" : op == 'm' ? "Inf" : op == 'M' ? "-Inf" : "0.0";
}

/* kf__name -> $kf_name, every node at `at`'s place */
static void adopt(qctx *c, kf_q_node *n, const kf_q_node *at)
{
    if (!n)
        return;
    n->file = at->file;
    n->line = at->line;
    n->col = at->col;
    if (n->kind == KF_Q_IF)
        n->flags |= QC_QUIET;
    if ((n->kind == KF_Q_ID || n->kind == KF_Q_PARAM) && n->str && !strncmp(n->str, "kf__", 4))
        n->str = A_("$kf_%s", n->str + 4);
    for (int i = 0; i < n->nkids; i++)
        adopt(c, n->kids[i], at);
    for (int i = 0; i < n->nparams; i++)
        adopt(c, n->params[i], at);
    adopt(c, n->a, at);
    adopt(c, n->b, at);
    adopt(c, n->c, at);
}

/* the statement $kf_BODY replaced by the point's statements (after adopt:
 * they keep their names and places) */
static void splice(qctx *c, kf_q_node *n, const kf_q_node *point)
{
    if (!n)
        return;
    if (n->kind == KF_Q_BLOCK)
        for (int i = 0; i < n->nkids; i++) {
            kf_q_node *s = n->kids[i];
            if (s->kind != KF_Q_EXPR || s->a->kind != KF_Q_ID || strcmp(s->a->str, "$kf_BODY")) {
                splice(c, s, point);
                continue;
            }
            int m = n->nkids - 1 + point->nkids;
            kf_q_node **k = kf_arena_alloc(c->a, sizeof *k * (size_t)m);
            memcpy(k, n->kids, sizeof *k * (size_t)i);
            memcpy(k + i, point->kids, sizeof *k * (size_t)point->nkids);
            memcpy(k + i + point->nkids, n->kids + i + 1, sizeof *k * (size_t)(n->nkids - i - 1));
            n->kids = k;
            n->nkids = m;
            return;
        }
    else
        for (int i = 0; i < n->nkids; i++)
            splice(c, n->kids[i], point);
    splice(c, n->a, point);
    splice(c, n->b, point);
    splice(c, n->c, point);
}

/* The kernel, as Quasar text (the seed's PRT), parsed */
static kf_q_node *kernel(qctx *c, const qc_red *r, const kf_q_node *at)
{
    int d = r->depth, n = r->nacc;
    const int *b = red_blk[d - 1];
    qbuf t = {0};
    qb_printf(&t, "function [] = __kernel__ kf__red(pos, blkpos, blkidx");
    for (int k = 0; k < d; k++)
        qb_printf(&t, ", kf__rn%d, kf__rs%d", k, k);
    for (int k = 1; k < d; k++)
        qb_printf(&t, ", kf__rg%d", k);
    for (int a = 0; a < n; a++)
        qb_printf(&t, ", kf__rp%d", a);
    qb_printf(&t, ")\n");
    if (n > 1)
        qb_printf(&t, "kf__rb = shared(%d, %d)\n", QC_RED_BLOCK, n);
    else
        qb_printf(&t, "kf__rb = shared(%d)\n", QC_RED_BLOCK);
    for (int a = 0; a < n; a++)
        qb_printf(&t, "kf__ra%d = %s\n", a, identity(r->op[a]));
    if (d == 1)
        qb_printf(&t, "kf__rt = blkpos\n");
    else if (d == 2)
        qb_printf(&t, "kf__rt = blkpos[0] * %d + blkpos[1]\n", b[1]);
    else
        qb_printf(&t, "kf__rt = (blkpos[0] * %d + blkpos[1]) * %d + blkpos[2]\n", b[1], b[2]);
    for (int k = 0; k < d; k++)
        qb_printf(&t, "kf__ri%d = %s\nwhile kf__ri%d < kf__rn%d\n", k, d == 1 ? "pos" : A_("pos[%d]", k), k, k);
    qb_printf(&t, "kf__BODY\n");
    for (int k = d - 1; k >= 0; k--)
        qb_printf(&t, "kf__ri%d = kf__ri%d + kf__rs%d\nendwhile\n", k, k, k);
    const char *el = n > 1 ? ", %d]" : "]";
    for (int a = 0; a < n; a++)
        qb_printf(&t, "kf__rb[kf__rt%s = kf__ra%d\n", A_(el, a), a);
    for (int s = QC_RED_BLOCK / 2; s >= 1; s /= 2) {
        qb_printf(&t, "syncthreads\nif kf__rt < %d\n", s);
        for (int a = 0; a < n; a++) {
            const char *x = A_("kf__rb[kf__rt%s", A_(el, a)), *y = A_("kf__rb[kf__rt + %d%s", s, A_(el, a));
            qb_printf(&t, "%s = %s\n", x, fold_op(c, r->op[a], x, y));
        }
        qb_printf(&t, "endif\n");
    }
    const char *g = d == 1 ? "blkidx" : d == 2 ? "blkidx[0] * kf__rg1 + blkidx[1]"
                  : "(blkidx[0] * kf__rg1 + blkidx[1]) * kf__rg2 + blkidx[2]";
    qb_printf(&t, "if kf__rt < 1\n");
    for (int a = 0; a < n; a++)
        qb_printf(&t, "kf__rp%d[%s] = kf__rb[0%s\n", a, g, A_(el, a));
    qb_printf(&t, "endif\nendfunction\n");
    /* under a name of its own: the diagnostics quote the user file's lines */
    kf_q_program *p = kf_q_parse(c->a, c->d, "<kforge: reduction kernel>", t.s);
    qb_free(&t);
    if (!p || p->body->nkids != 1 || p->body->kids[0]->kind != KF_Q_FUNC) {
        qc_error(c, at, "internal: the reduction kernel did not parse");
        return NULL;
    }
    kf_q_node *fn = p->body->kids[0];
    adopt(c, fn, at);
    splice(c, fn->b, r->point);
    fn->str = A_("red%u", at->line);
    return fn;
}

static const char *host_int(qctx *c, qinst *in, const char *name)
{
    return qc_define(c, in, name, qt(QT_INT, 0))->cname;
}

void qc_red_launch(qctx *c, qinst *in, const qc_red *r, const kf_q_node *at, const char **out)
{
    int d = r->depth, n = r->nacc;
    const int *b = red_blk[d - 1], *g = red_grp[d - 1];
    const char *rn[3], *rs[3], *ng = host_int(c, in, "$kf_rgn");
    for (int k = 0; k < d; k++) { /* whole groups, at least one, at most g[k] */
        rn[k] = host_int(c, in, A_("$kf_rn%d", k));
        rs[k] = host_int(c, in, A_("$kf_rs%d", k));
        qc_line(c, in, "%s = (long)(%s);", rn[k], r->count[k]);
        qc_line(c, in, "%s = %s > %d ? %d : %s > 0 ? (%s + %d) / %d : 1;", rs[k], rn[k], b[k] * (g[k] - 1), g[k],
                rn[k], rn[k], b[k] - 1, b[k]);
        if (k)
            qc_line(c, in, "%s = %s;", host_int(c, in, A_("$kf_rg%d", k)), rs[k]);
        qc_line(c, in, k ? "%s *= %s;" : "%s = %s;", ng, rs[k]);
    }
    for (int k = 0; k < d; k++) /* groups -> threads */
        qc_line(c, in, "%s *= %d;", rs[k], b[k]);
    const char *part[8];
    for (int a = 0; a < n; a++) {
        part[a] = qc_define(c, in, A_("$kf_rp%d", a), qt(QT_ARR, 1))->cname;
        qc_line(c, in, "qa_set(&%s, qa_uninit(1, 1, %s, 1));", part[a], ng);
        qc_line(c, in, "%s->valid = Q_DEV; /* the kernel writes every partial: nothing to copy in */", part[a]);
    }
    kf_q_node *fn = kernel(c, r, at);
    if (!fn)
        return;
    /* parallel_do([[$kf_rs0, ...], [b0, ...]], $kf_rn0, $kf_rs0, ..., $kf_rg1, ..., $kf_rp0, ..., kernel) */
    kf_q_node *call = qc_loopk_node(c, at, KF_Q_CALL), *dims = qc_loopk_node(c, at, KF_Q_MATRIX);
    call->a = qc_loopk_id(c, at, "parallel_do");
    dims->nkids = 2;
    dims->kids = kf_arena_alloc(c->a, sizeof *dims->kids * 2);
    for (int i = 0; i < 2; i++) {
        kf_q_node *m = dims->kids[i] = qc_loopk_node(c, at, KF_Q_MATRIX);
        m->nkids = d;
        m->kids = kf_arena_alloc(c->a, sizeof *m->kids * (size_t)d);
        for (int k = 0; k < d; k++) {
            if (!i)
                m->kids[k] = qc_loopk_id(c, at, A_("$kf_rs%d", k));
            else {
                m->kids[k] = qc_loopk_node(c, at, KF_Q_NUM);
                m->kids[k]->num = b[k];
                m->kids[k]->is_int = 1;
            }
        }
    }
    int na = 2 * d + (d - 1) + n;
    call->nkids = na + 2;
    call->kids = kf_arena_alloc(c->a, sizeof *call->kids * (size_t)call->nkids);
    call->kids[0] = dims;
    int i = 1;
    for (int k = 0; k < d; k++) {
        call->kids[i++] = qc_loopk_id(c, at, A_("$kf_rn%d", k));
        call->kids[i++] = qc_loopk_id(c, at, A_("$kf_rs%d", k));
    }
    for (int k = 1; k < d; k++)
        call->kids[i++] = qc_loopk_id(c, at, A_("$kf_rg%d", k));
    for (int a = 0; a < n; a++)
        call->kids[i++] = qc_loopk_id(c, at, A_("$kf_rp%d", a));
    call->kids[i] = fn;
    qc_launch(c, in, call, 0);
    for (int a = 0; a < n; a++) { /* the partials, folded here in group order */
        const char *acc = qc_tmp(c, in), *p = qc_tmp(c, in);
        int op = r->op[a];
        qc_line(c, in, "qa_rd(%s);", part[a]);
        qc_line(c, in, "%s %s = %s;", qc_real(c), acc, op == '*' ? "1.0" : op == 'm' ? "INFINITY"
                : op == 'M' ? "-INFINITY" : "0.0");
        qc_line(c, in, "for (long %s = 0; %s < %s->n; %s++) %s;", p, p, part[a], p,
                op == 'm' ? A_("%s = q_fmin(%s, %s->d[%s])", acc, acc, part[a], p)
                : op == 'M' ? A_("%s = q_fmax(%s, %s->d[%s])", acc, acc, part[a], p)
                : A_("%s %s= %s->d[%s]", acc, op == '*' ? "*" : "+", part[a], p));
        qc_line(c, in, "qa_set(&%s, NULL);", part[a]);
        out[a] = acc;
    }
}

const char *qc_red_why(qctx *c, qinst *in, kf_q_node *arg)
{
    if (c->opt->target == KF_QC_OPENMP || in->in_kernel || in->kernel_nd || in->ocl)
        return "";
    if (qc_settings_kgen_off(c, arg))
        return ""; /* a sequential loop, as written: kgen_off says so */
    if (c->opt->disabled & KF_QC_PASS_REDUCTION)
        return c->opt->off_why ? c->opt->off_why : "--disable=reduction";
    qtype t = qc_type(c, in, arg);
    if (t.k != QT_ARR)
        return "";
    if (t.cx)
        return "its elements are complex (the device's tree reduces reals)";
    if (in->region || in->in_par || in->synced)
        return "it is inside a nest or region that runs on the host, where its operands are";
    return NULL;
}

/* the point of a fused reduction: $kf_ra0 = $kf_ra0 OP val */
static kf_q_node *fused_point(qctx *c, const kf_q_node *at, int op, kf_q_node *val)
{
    kf_q_node *acc = qc_loopk_id(c, at, "$kf_ra0"), *v;
    if (op == 'm' || op == 'M') {
        v = qc_loopk_node(c, at, KF_Q_CALL);
        v->a = qc_loopk_id(c, at, op == 'm' ? "min" : "max");
        v->nkids = 2;
        v->kids = kf_arena_alloc(c->a, sizeof *v->kids * 2);
        v->kids[0] = acc;
        v->kids[1] = val;
    } else {
        v = qc_loopk_node(c, at, KF_Q_BIN);
        v->op = op;
        v->a = acc;
        v->b = val;
    }
    kf_q_node *s = qc_loopk_node(c, at, KF_Q_ASSIGN), *blk = qc_loopk_node(c, at, KF_Q_BLOCK);
    s->op = '=';
    s->nkids = 1;
    s->kids = kf_arena_alloc(c->a, sizeof *s->kids);
    s->kids[0] = qc_loopk_id(c, at, "$kf_ra0");
    s->a = v;
    blk->nkids = 1;
    blk->kids = kf_arena_alloc(c->a, sizeof *blk->kids);
    blk->kids[0] = s;
    return blk;
}

const char *qc_red_fused(qctx *c, qinst *in, const char *what, kf_q_node *arg)
{
    int op = !strcmp(what, "prod") ? '*' : !strcmp(what, "min") ? 'm' : !strcmp(what, "max") ? 'M' : '+';
    qc_fz z = {.c = c, .in = in, .pos = qc_loopk_id(c, arg, "$kf_ri0")};
    kf_q_node *val = qc_loopk_tree(&z, arg);
    if (c->failed)
        return "0";
    if (!z.first) {
        qc_error(c, arg, "an array expression with no array operand");
        return "0";
    }
    kf_q_node *point = fused_point(c, arg, op, val);
    long cost = qc_loopk_cost(point);
    qc_explain(c, "reduction", arg, "%s(...): a tree in %s memory per group of %d threads on the device (seed 002 "
               "§17.2.1), the groups' partials folded on the host; OpenMP here when its elements times %ld "
               "operations are fewer than KFORGE_DEVICE_MIN_WORK at run time (the device cost model)%s or the "
               "host's copies of its arrays are current", what,
               c->opt->target == KF_QC_CUDA ? "shared" : "local", QC_RED_BLOCK, cost,
               c->opt->target == KF_QC_OPENCL ? ", the device is a CPU" : "");
    const char *res = qc_tmp(c, in), *n = qc_tmp(c, in);
    qc_line(c, in, "%s %s;", qc_real(c), res);
    qc_line(c, in, "long %s = %s->n;", n, z.first);
    for (int i = 0; i < z.n; i++) /* borrowed for the loop or the launch */
        qc_line(c, in, "%s = %s;", qc_define(c, in, z.arg[i]->str, z.ty[i])->cname, z.val[i]);
    /* the OpenMP form, its operands fetched here only: for few elements,
     * or where the host's copies of the arrays are current (no transfer
     * either way, and no launch) */
    const char *here = "";
    for (int i = 0; i < z.n; i++)
        if (z.isarr[i])
            here = A_("%s%s(%s->valid & Q_HOST)", here, *here ? " && " : "", z.val[i]);
    qc_line(c, in, "if (!q_red_worth(%s, %ld) || (%s)) {", n, cost, here);
    in->indent++;
    for (int i = 0; i < z.n; i++)
        if (z.isarr[i])
            qc_line(c, in, "qa_rd(%s);", z.val[i]);
    const char *p = host_int(c, in, "$kf_ri0");
    const char *x = qc_expr(c, in, val);
    qc_line(c, in, "%s = %s;", res, op == '*' ? "1.0" : op == 'm' ? "INFINITY" : op == 'M' ? "-INFINITY" : "0.0");
    qc_line(c, in, "#pragma omp parallel for reduction(%s:%s) if (%s > 16384)", op == 'm' ? "min" : op == 'M' ? "max"
            : op == '*' ? "*" : "+", res, n);
    qc_line(c, in, "for (%s = 0; %s < %s; %s++) %s;", p, p, n, p,
            op == 'm' ? A_("%s = fmin(%s, %s)", res, res, x) : op == 'M' ? A_("%s = fmax(%s, %s)", res, res, x)
            : A_("%s %c= %s", res, op, x));
    in->indent--;
    qc_line(c, in, "} else {");
    in->indent++;
    qc_red r = {.depth = 1, .count = {n}, .nacc = 1, .op = {op}, .point = point};
    const char *out[1] = {"0"};
    qc_red_launch(c, in, &r, arg, out);
    qc_line(c, in, "%s = %s;", res, out[0]);
    in->indent--;
    qc_line(c, in, "}");
    for (int i = 0; i < z.n; i++)
        if (z.isarr[i])
            qc_line(c, in, "%s = NULL;", qc_lookup(in, z.arg[i]->str)->cname);
    return !strcmp(what, "mean") ? A_("(%s / (%s)%s)", res, qc_real(c), n) : res;
}
