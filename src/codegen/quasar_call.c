/*
 * quasar_call.c: calls in Quasar programs as C: the builtins (arrays,
 * reductions, printing, timing, errors) and calls of user functions and
 * lambdas, each through the instance specialised to its argument types
 * (seed 002 §17.1.3).  parallel_do and serial_do are in quasar_kernel.c.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "quasar.h"

#define A_(...) kf_arena_printf(c->a, __VA_ARGS__)


/* dims of zeros(m, n) / zeros(size(A)) / zeros([m,n]) as "nd, d0, d1, d2" */
static const char *dims_of(qctx *c, qinst *in, kf_q_node *e, int first)
{
    int n = e->nkids - first;
    const char *d[3] = {"1", "1", "1"};
    if (n == 1) {
        qtype t = qc_type(c, in, e->kids[first]);
        if (t.k == QT_IVEC) {
            for (int k = 0; k < t.nd; k++)
                d[k] = qc_comp(c, in, e->kids[first], k);
            return A_("%d, %s, %s, %s", t.nd, d[0], d[1], d[2]);
        }
        return A_("1, 1, %s, 1", qc_expr(c, in, e->kids[first]));
    }
    if (n < 1 || n > 3) {
        qc_error(c, e, "arrays of %d dimensions are not supported", n);
        return "1, 1, 1, 1";
    }
    for (int k = 0; k < n; k++)
        d[k] = A_("(long)(%s)", qc_expr(c, in, e->kids[first + k]));
    return A_("%d, %s, %s, %s", n, d[0], d[1], d[2]);
}

static const char *print_args(qctx *c, qinst *in, kf_q_node *e)
{
    for (int i = 0; i < e->nkids; i++) {
        kf_q_node *k = e->kids[i];
        qtype t = qc_type(c, in, k);
        switch (t.k) {
        case QT_STR: qc_line(c, in, "fputs(%s, stdout);", qc_expr(c, in, k)); break;
        case QT_INT: qc_line(c, in, "printf(\"%%ld\", (long)(%s));", qc_expr(c, in, k)); break;
        case QT_SCALAR: qc_line(c, in, "q_print_num(%s);", qc_expr(c, in, k)); break;
        case QT_CPLX: qc_line(c, in, "q_print_cplx(%s);", qc_expr(c, in, k)); break;
        case QT_ARR: {
            const char *a = qc_arr(c, in, k);
            /* a host read: an array a kernel wrote (a call's result too) is
             * fetched first.  PoCL's buffers are the arrays' own memory, so
             * only a real GPU showed it missing (features.q on an H200) */
            if (c->opt->target != KF_QC_OPENMP)
                qc_line(c, in, "qa_rd(%s);", a);
            qc_line(c, in, "qa_print(%s);", a);
            break;
        }
        case QT_IVEC:
            qc_line(c, in, "printf(\"[\");");
            for (int j = 0; j < t.nd; j++)
                qc_line(c, in, "printf(\"%s%%ld\", (long)(%s));", j ? "," : "", qc_comp(c, in, k, j));
            qc_line(c, in, "printf(\"]\");");
            break;
        case QT_RVEC: { /* as qa_print prints a vec */
            const char *v = qc_svec_tmp(c, in, k, t);
            qc_line(c, in, "printf(\"[\");");
            for (int j = 0; j < t.nd; j++) {
                if (j)
                    qc_line(c, in, "printf(\",\");");
                qc_line(c, in, "q_print_num(%s[%d]);", v, j);
            }
            qc_line(c, in, "printf(\"]\");");
            break;
        }
        default: {
            char buf[16];
            qc_error(c, k, "a value of type %s cannot be printed", qt_name(t, buf, sizeof buf));
        }
        }
    }
    return "";
}

/* printf-style formatting: a malloc'ed string in a temporary */
static const char *format(qctx *c, qinst *in, kf_q_node *e)
{
    if (e->nkids < 1 || qc_type(c, in, e->kids[0]).k != QT_STR) {
        qc_error(c, e, "the first argument is the format string");
        return "\"\"";
    }
    const char *vals = qc_tmp(c, in);
    int n = e->nkids - 1;
    qc_line(c, in, "qval %s[%d];", vals, n ? n : 1);
    for (int i = 0; i < n; i++) {
        kf_q_node *k = e->kids[i + 1];
        qtype t = qc_type(c, in, k);
        if (t.k == QT_STR)
            qc_line(c, in, "%s[%d] = (qval){1, 0, %s};", vals, i, qc_expr(c, in, k));
        else if (t.k == QT_INT || t.k == QT_SCALAR)
            qc_line(c, in, "%s[%d] = (qval){0, (double)(%s), NULL};", vals, i, qc_expr(c, in, k));
        else {
            char buf[16];
            qc_error(c, k, "printf cannot format a value of type %s", qt_name(t, buf, sizeof buf));
        }
    }
    const char *s = qc_tmp(c, in);
    qc_line(c, in, "char *%s = q_vformat(%s, %d, %s);", s, qc_expr(c, in, e->kids[0]), n, vals);
    return s;
}

static const char *builtin(qctx *c, qinst *in, kf_q_node *e, const char *f)
{
    int n = e->nkids;
    kf_q_node **k = e->kids;
    const char *cx = qc_cplx_builtin(c, in, e, f); /* complex(a, b), real(z), abs(z), ... */
    if (cx)
        return cx;
    if (!strcmp(f, "print") || !strcmp(f, "disp")) {
        print_args(c, in, e);
        qc_line(c, in, "putchar('\\n');");
        return "";
    }
    if (!strcmp(f, "printf")) {
        const char *s = format(c, in, e);
        qc_line(c, in, "fputs(%s, stdout);", s);
        qc_line(c, in, "qs_release(%s);", s);
        return "";
    }
    if (!strcmp(f, "sprintf")) /* a new string the statement owns (quasar_own.c) */
        return qc_own_str(c, in, format(c, in, e));
    if (!strcmp(f, "error")) {
        qc_line(c, in, "fflush(stdout);");
        qc_line(c, in, "fputs(\"error: \", stderr);");
        qc_line(c, in, "{ FILE *q_so = stdout; stdout = stderr;");
        print_args(c, in, e);
        qc_line(c, in, "stdout = q_so; }");
        qc_line(c, in, "fputc('\\n', stderr);");
        qc_line(c, in, "exit(1);");
        return "";
    }
    if (!strcmp(f, "assert")) {
        if (n != 1) {
            qc_error(c, e, "assert takes one condition");
            return "";
        }
        qc_line(c, in, "if (!(%s)) q_fail(\"%s:%u: assertion failed\");", qc_expr(c, in, k[0]), e->file,
                e->line);
        return "";
    }
    if (!strcmp(f, "tic")) {
        qc_line(c, in, "q_tic();");
        return "";
    }
    if (!strcmp(f, "toc"))
        return "q_toc()";
    if (n == 4 && (!strcmp(f, "zeros") || !strcmp(f, "ones") || !strcmp(f, "uninit") || !strcmp(f, "cube") ||
                   !strcmp(f, "czeros") || !strcmp(f, "cones"))) { /* cube{4} (host code) */
        const char *v = qc_tmp(c, in);
        qc_line(c, in, "qarr *%s = qa_fill4((long)(%s), (long)(%s), (long)(%s), (long)(%s), %d, %s, 0.0);", v,
                qc_expr(c, in, k[0]), qc_expr(c, in, k[1]), qc_expr(c, in, k[2]), qc_expr(c, in, k[3]), f[0] == 'c' && f[1] != 'u',
                !strcmp(f, "ones") || !strcmp(f, "cones") ? "1.0" : "0.0");
        return v;
    }
    if (!strcmp(f, "zeros") || !strcmp(f, "ones") || !strcmp(f, "uninit") || !strcmp(f, "mat") ||
        !strcmp(f, "cube") || !strcmp(f, "vec")) {
        const char *v = qc_tmp(c, in);
        if (!strcmp(f, "uninit")) /* no fill: a kernel writes it next (pages are touched there first) */
            qc_line(c, in, "qarr *%s = qa_uninit(%s);", v, dims_of(c, in, e, 0));
        else
            qc_line(c, in, "qarr *%s = qa_fill(%s, %s);", v, dims_of(c, in, e, 0), !strcmp(f, "ones") ? "1.0" : "0.0");
        return v;
    }
    if (!strcmp(f, "czeros") || !strcmp(f, "cones")) { /* complex arrays (quasar_cplx.c) */
        const char *v = qc_tmp(c, in);
        qc_line(c, in, "qarr *%s = qa_cfill(%s, %s, 0.0);", v, dims_of(c, in, e, 0), f[1] == 'o' ? "1.0" : "0.0");
        return v;
    }
    if (!strcmp(f, "rand")) {
        const char *v = qc_tmp(c, in);
        if (n == 0)
            return "((double)rand() / RAND_MAX)";
        qc_line(c, in, "qarr *%s = qa_uninit(%s);", v, dims_of(c, in, e, 0));
        qc_line(c, in, "for (long q_r = 0; q_r < %s->n; q_r++) %s->d[q_r] = (double)rand() / RAND_MAX;", v, v);
        return v;
    }
    if (!strcmp(f, "eye")) {
        if (n != 1) { /* eye() once read past its arguments (found by make fuzz-quasar) */
            qc_error(c, e, "eye takes one argument (the size)");
            return "NULL";
        }
        return A_("qa_eye(%s)", qc_expr(c, in, k[0]));
    }
    if (!strcmp(f, "linspace") && n == 3)
        return A_("qa_linspace(%s, %s, %s)", qc_expr(c, in, k[0]), qc_expr(c, in, k[1]), qc_expr(c, in, k[2]));
    if (!strcmp(f, "copy") && n == 1) {
        qtype t = qc_type(c, in, k[0]);
        return t.k == QT_ARR ? A_("qa_copy(%s)", qc_arr(c, in, k[0])) : qc_expr(c, in, k[0]);
    }
    if (!strcmp(f, "transpose") && n == 1)
        return A_("qa_transpose(%s)", qc_arr(c, in, k[0]));
    if (!strcmp(f, "size") && n == 2)
        return A_("qa_size(%s, %s)", qc_arr(c, in, k[0]), qc_expr(c, in, k[1]));
    if (!strcmp(f, "cell") && n == 1)
        return A_("qce_new((long)(%s))", qc_expr(c, in, k[0]));
    if (!strcmp(f, "numel") && n == 1 && qc_type(c, in, k[0]).k == QT_CELL)
        return A_("(%s)->n", qc_expr(c, in, k[0]));
    if (!strcmp(f, "numel") && n == 1)
        return QT_SMALL(qc_type(c, in, k[0])) ? A_("%dL", qc_type(c, in, k[0]).nd)
                                               : A_("%s->n", qc_arr(c, in, k[0]));
    if (!strcmp(f, "ndims") && n == 1)
        return A_("(long)%s->nd", qc_arr(c, in, k[0]));
    if (!strcmp(f, "isempty") && n == 1)
        return A_("(long)(%s->n == 0)", qc_arr(c, in, k[0]));
    if (!strcmp(f, "reshape") && n >= 2) {
        const char *a = qc_arr(c, in, k[0]);
        return A_("qa_reshape(%s, %s)", a, dims_of(c, in, e, 1));
    }
    if (!strcmp(f, "repmat") && n >= 2) {
        const char *a = qc_arr(c, in, k[0]);
        const char *d = dims_of(c, in, e, 1); /* "nd, r0, r1, r2" */
        return A_("qa_repmat(%s, %s)", a, strchr(d, ',') + 2);
    }
    const char *sv = qc_svec_builtin(c, in, e, f); /* dotprod(v, w), numel(v) (quasar_svec.c) */
    if (sv)
        return sv;
    int red = !strcmp(f, "sum") || !strcmp(f, "prod") || !strcmp(f, "mean") || !strcmp(f, "min") ||
              !strcmp(f, "max");
    if (red && n == 1)
        return qc_reduce(c, in, f, k[0]);
    if (red && (n == 2 || n == 3) && (f[1] == 'u' || f[1] == 'r' || f[1] == 'e' || n == 3)) {
        int op = !strcmp(f, "sum") ? 0 : !strcmp(f, "prod") ? 1 : !strcmp(f, "min") ? 2
               : !strcmp(f, "max") ? 3 : 4;
        return A_("qa_reduce_dim(%s, %d, %s)", qc_arr(c, in, k[0]), op, qc_expr(c, in, k[n - 1]));
    }
    if (!strcmp(f, "parallel_do") || !strcmp(f, "serial_do"))
        return qc_launch(c, in, e, f[0] == 's');
    if (!strcmp(f, "schedule")) /* quasar_target.c */
        return A_("%dL", qc_target_schedule(c, in, e));
    if (!strcmp(f, "shared")) /* quasar_block.c */
        return qc_blk_shared(c, in, e);
    if (!strcmp(f, "syncthreads")) {
        qc_blk_sync(c, in, e);
        return "";
    }
    if (!strcmp(f, "imread") && n == 1 && qc_type(c, in, k[0]).k == QT_STR) {
        c->uses_qrt = 1; /* through the run-time library's libpng and libtiff */
        const char *v = qc_tmp(c, in);
        qc_line(c, in, "qarr *%s = q_imread(%s);", v, qc_expr(c, in, k[0]));
        return v;
    }
    if (!strcmp(f, "imwrite") && n == 2 && qc_type(c, in, k[0]).k == QT_STR) {
        c->uses_qrt = 1;
        qc_line(c, in, "q_imwrite(%s, %s);", qc_expr(c, in, k[0]), qc_arr(c, in, k[1]));
        return "";
    }
    if (!strcmp(f, "imread") || !strcmp(f, "imwrite")) {
        qc_error(c, e, "%s takes a file name%s", f, f[2] == 'w' ? " and an array" : "");
        return "";
    }
    /* scalar math */
    const char *x[3] = {"0", "0", "0"};
    int ints = 1;
    for (int i = 0; i < n && i < 3; i++) {
        qtype t = qc_type(c, in, k[i]);
        if (t.k != QT_INT)
            ints = 0;
        x[i] = qc_expr(c, in, k[i]);
    }
    if (!strcmp(f, "int") || !strcmp(f, "abs") || !strcmp(f, "min") || !strcmp(f, "max") ||
        !strcmp(f, "mod"))
        return qc_scalar_fn(c, f, x, n, ints);
    return qc_scalar_fn(c, f, x, n, 0);
}

int qc_is_special(const char *name)
{
    return !strcmp(name, "pos") || !strcmp(name, "blkpos") || !strcmp(name, "blkdim") ||
           !strcmp(name, "blkidx");
}

int qc_pass_args(qctx *c, qinst *in, qinst *callee, kf_q_node *fn, kf_q_node **args, int n,
                 const char **vals, qtype *types, const char **names, int max, const kf_q_node *at)
{
    int ai = 0, nv = 0;
    for (int i = 0; i < fn->nparams; i++) {
        kf_q_node *prm = fn->params[i];
        if (callee->kernel_nd && qc_is_special(prm->str))
            continue;
        qvar *pv = qc_lookup(callee, prm->str);
        kf_q_node *arg = ai < n ? args[ai] : prm->a;
        ai++;
        if (!pv || pv->t.k == QT_FUNC)
            continue;
        if (in->ocl && c->opt->target == KF_QC_OPENCL && arg && arg->kind == KF_Q_ID &&
            qc_blk_is_shared(in->fn, arg->str)) {
            qc_error(c, arg, "a shared() array cannot be passed to a function on OpenCL (its memory is the "
                             "block's, which functions do not address)");
            return 0;
        }
        if (!arg) {
            qc_error(c, at, "too few arguments to '%s' (parameter '%s' has no default)",
                     fn->str ? fn->str : "lambda", prm->str);
            return nv;
        }
        const char *v;
        if (QT_SMALL(pv->t))
            v = qc_svec_tmp(c, in, arg, pv->t);
        else if (pv->t.k == QT_ARR && ai - 1 < n && qc_slice_view(c, in, callee, args, n, ai - 1)) {
            c->slice_ref = arg; /* a rectangle passed as a view of the array's block (quasar_slice.c) */
            c->slice_view = 1;
            v = qc_to_arr(c, in, arg);
            c->slice_ref = NULL;
            c->slice_view = 0;
        } else if (pv->t.k == QT_ARR && ai - 1 < n && qc_slice_ref(c, in, callee, args, n, ai - 1)) {
            c->slice_ref = arg; /* a whole slice is the array itself (quasar_slice.c) */
            v = qc_to_arr(c, in, arg);
            c->slice_ref = NULL;
        } else
            v = pv->t.k == QT_ARR ? qc_to_arr(c, in, arg) : qc_expr(c, in, arg);
        if (nv < max) {
            types[nv] = pv->t;
            names[nv] = pv->name;
            vals[nv++] = v;
        }
    }
    if (ai < n) {
        qc_error(c, args[ai], "too many arguments to '%s'", fn->str ? fn->str : "lambda");
        return nv;
    }
    for (int i = 0; i < callee->nvars; i++) {
        qvar *cv = &callee->vars[i];
        if (!cv->captured)
            continue;
        kf_q_node id = {.kind = KF_Q_ID, .str = cv->name, .file = at->file, .line = at->line, .col = at->col};
        const char *v = QT_SMALL(cv->t) ? NULL : qc_expr(c, in, &id);
        if (!v) {
            qc_comp(c, in, &id, 0); /* captures it through `in` too */
            qvar *ov = qc_lookup(in, cv->name);
            v = ov ? ov->cname : "0";
        }
        if (nv < max) {
            types[nv] = cv->t;
            names[nv] = cv->name;
            vals[nv++] = v;
        }
    }
    return nv;
}

/* Does the kernel `fn` store into array `name` (an OpenCL launch copies it back)? */
int qc_stores_into(const kf_q_node *s, const char *name)
{
    if (!s)
        return 0;
    if (s->kind == KF_Q_ASSIGN)
        for (int i = 0; i < s->nkids; i++)
            if (s->kids[i]->kind == KF_Q_INDEX && s->kids[i]->a->kind == KF_Q_ID &&
                !strcmp(s->kids[i]->a->str, name))
                return 1;
    if (s->kind == KF_Q_FUNC) /* a function nested in the kernel: its own */
        return 0;
    for (int i = 0; i < s->nkids; i++)
        if (qc_stores_into(s->kids[i], name))
            return 1;
    return qc_stores_into(s->a, name) || qc_stores_into(s->b, name) || qc_stores_into(s->c, name);
}

/* kforge analyze: whose boundary tests the interior drops, and why others keep theirs */
static void bnd_report(qctx *c, const kf_q_node *e, const kf_q_node *fn, const qc_bnd *b)
{
    const char *name = fn->str ? fn->str : "lambda";
    if (b->nparams) {
        fprintf(c->report, "%s:%u:%u: kernel '%s': boundary tests of", e->file, e->line, e->col, name);
        for (int i = 0; i < b->nparams; i++)
            fprintf(c->report, "%s '%s'", i ? "," : "", b->params[i]);
        fprintf(c->report, " only where an access leaves the array (seed 002 §17.2.4)\n");
    }
    for (int i = 0; i < b->nkept; i++)
        fprintf(c->report, "%s:%u:%u: kernel '%s': '%s' keeps its boundary tests: this access is not pos plus an "
                           "offset bounded at launch\n", b->why[i]->file, b->why[i]->line, b->why[i]->col, name,
                b->kept[i]);
}

/* Does the kernel body run straight (no loops, jumps or atomic element
 * updates), so that `omp simd` over the launch's last dimension pays:
 * gcc then vectorizes the inlined body, with libmvec's exp, sin, ...
 * (the prelude).  A body with inner loops is left scalar: gcc would
 * vectorize the outer loop with gathers, which measured slower (the
 * bilateral filter: 0.27 s against 0.22 s scalar, 1024x1024). */
int qc_straight(const kf_q_node *s)
{
    if (!s)
        return 1;
    switch (s->kind) {
    case KF_Q_FOR: case KF_Q_WHILE: case KF_Q_REPEAT: case KF_Q_BREAK: case KF_Q_CONTINUE: case KF_Q_RETURN:
    case KF_Q_MATCH: case KF_Q_FUNC: case KF_Q_LAMBDA:
        return 0;
    case KF_Q_ASSIGN:
        if (s->op != '=')
            for (int i = 0; i < s->nkids; i++)
                if (s->kids[i]->kind == KF_Q_INDEX)
                    return 0; /* atomic */
        break;
    default: break;
    }
    for (int i = 0; i < s->nkids; i++)
        if (!qc_straight(s->kids[i]))
            return 0;
    return qc_straight(s->a) && qc_straight(s->b) && qc_straight(s->c);
}

/* kernel(P..., vals...); */
static const char *kcall(qctx *c, qinst *k, const char **P, int n, const char **vals, int nv)
{
    qbuf b = {0};
    qb_printf(&b, "%s(", k->cname);
    for (int i = 0; i < n; i++)
        qb_printf(&b, "%s%s", i ? ", " : "", P[i]);
    for (int i = 0; i < nv; i++)
        qb_printf(&b, ", %s", vals[i]);
    qb_printf(&b, ");");
    const char *r = kf_arena_strdup(c->a, b.s);
    qb_free(&b);
    return r;
}

/* The strip at P[n-1] of the points below `end` (quasar_strip.c): the
 * strip instance `name` over its count of points when that is at least
 * QC_STRIP_MIN, else each point through the per-point instance `pname`
 * (the lane-count model of QC_STRIP_MIN):
 *     { long c = min(end - P, W); if (c >= MIN) strip(P..., c, vals...);
 *       else for (long l = 0; l < c; l++) point(P..., P[n-1] + l, vals...); } */
static const char *strip_call(qctx *c, qinst *in, const char *name, const char *pname, const char **P, int n,
                              const char *end, const char **vals, int nv)
{
    const char *cnt = qc_tmp(c, in), *l = qc_tmp(c, in);
    qbuf b = {0};
    qb_printf(&b, "{ long %s = %s - %s < %d ? %s - %s : %d; if (%s >= %d) %s(", cnt, end, P[n - 1], QC_STRIP_W, end,
              P[n - 1], QC_STRIP_W, cnt, QC_STRIP_MIN, name);
    for (int i = 0; i < n; i++)
        qb_printf(&b, "%s, ", P[i]);
    qb_printf(&b, "%s", cnt);
    for (int i = 0; i < nv; i++)
        qb_printf(&b, ", %s", vals[i]);
    qb_printf(&b, "); else for (long %s = 0; %s < %s; %s++) %s(", l, l, cnt, l, pname);
    for (int i = 0; i < n; i++)
        qb_printf(&b, "%s%s%s%s", i ? ", " : "", P[i], i == n - 1 ? " + " : "", i == n - 1 ? l : "");
    for (int i = 0; i < nv; i++)
        qb_printf(&b, ", %s", vals[i]);
    qb_printf(&b, "); }");
    const char *r = kf_arena_strdup(c->a, b.s);
    qb_free(&b);
    return r;
}

/* The kernel kt's strip instance (quasar_strip.c), or NULL with the
 * reason on --explain: base is the instance whose types the check reads
 * (the interior one, else the kernel's), b the interior plan it shares
 * (an empty one: no accessor dropped). */
static qinst *strip_instance(qctx *c, qinst *in, qtype kt, qtype *args, int nargs, int nd, kf_q_node *e,
                             qinst *base, const qc_bnd *b, qinst *k)
{
    const char *name = kt.fn->str ? kt.fn->str : "lambda";
    const kf_q_node *at = e;
    const char *why = qc_strip_check(c, base, kt.fn, &at);
    if (why) {
        qc_explain(c, "strip", at, "kernel '%s': one point at a time: %s", name, why);
        return NULL;
    }
    int save = c->ocl_mode;
    c->bnd = b;
    c->strip = 1;
    c->ocl_mode = k->ocl;
    c->ldom = k->dom; /* quasar_bounds.c's proofs hold in the strips too */
    c->ldom_kind = k->dom_kind;
    qinst *ks = qc_instance_of(c, in, kt, args, nargs, nd, e);
    c->bnd = NULL;
    c->strip = 0;
    c->ocl_mode = save;
    if (!ks || c->failed)
        return NULL;
    qc_explain(c, "strip", e, "kernel '%s': %s in strips of %d points along pos[%d], SIMD lanes inside its "
               "inner loops (a strip of fewer than %d points one at a time)", name,
               b->nparams ? "its interior" : "its points", QC_STRIP_W, nd > 1 ? nd - 1 : 0, QC_STRIP_MIN);
    return ks;
}

/* The interior box of quasar_bnd.c's plan for a launch over D: pos[m]
 * in [L_m, H_m) (new variables) where no access leaves its array. */
static void interior_box(qctx *c, qinst *in, const qc_bnd *b, int n, const char **D, const char **L, const char **H)
{
    for (int m = 0; m < n; m++) {
        L[m] = qc_tmp(c, in);
        H[m] = qc_tmp(c, in);
        qc_line(c, in, "long %s = 0, %s = %s; /* pos[%d] where the accessors' tests are dropped */", L[m], H[m],
                D[m], m);
    }
    for (int i = 0; i < b->nbox; i++) {
        const qc_bnd_box *x = &b->box[i];
        char *end;
        long lo = strtol(x->lo, &end, 10);
        if (end == x->lo || strcmp(end, "L") || lo < 0) /* a lower bound 0 or below needs no test */
            qc_line(c, in, "if (%s < -(%s)) %s = -(%s);", L[x->pos], x->lo, L[x->pos], x->lo);
        qc_line(c, in, "if (%s > %s - (%s)) %s = %s - (%s);", H[x->pos], x->size, x->hi, H[x->pos], x->size, x->hi);
    }
    for (int m = 0; m < n; m++) {
        qc_line(c, in, "if (%s > %s) %s = %s;", L[m], D[m], L[m], D[m]);
        qc_line(c, in, "if (%s < %s) %s = %s;", H[m], L[m], H[m], L[m]);
    }
}

/* the first loop of a nest over D[0]: all of it, or the one row `row`
 * (quasar_rows.c) */
static const char *from0(int i, const char *row)
{
    return i || !row ? "0" : row;
}
static const char *to0(qctx *c, int i, const char **D, const char *row)
{
    return i || !row ? D[i] : A_("%s + 1", row);
}

/* The nest of a launch split at its interior box [L_m, H_m) (interior_box):
 * the last dimension in three runs (before, inside, after the box), the
 * inside through the interior instance; the points in the plain nest's
 * order.  work: the omp clause's size, NULL for a serial nest; row: the
 * nest over that row of pos[0] only, serial (n > 1). */
static void interior_nest(qctx *c, qinst *in, int n, const char **D, const char **P, const char **L,
                          const char **H, const char *call, const char *icall, const char *pname, const char *work,
                          int simd, const char **vals, int nv, const char *row)
{
    if (n == 1) { /* three loops, each parallel */
        const char *from[3] = {"0", L[0], H[0]}, *to[3] = {L[0], H[0], D[0]};
        qc_line(c, in, "long %s;", P[0]);
        for (int i = 0; i < 3; i++) {
            if (work && in->region) /* inside one region (quasar_region.c): a worksharing loop */
                qc_line(c, in, "#pragma omp for%s", i == 1 && simd > 0 ? " simd" : "");
            else if (work) /* if (parallel: ...): see qc_launch */
                qc_line(c, in, "#pragma omp parallel for%s if (%s%s - %s > 256)", i == 1 && simd > 0 ? " simd" : "",
                        i == 1 && simd > 0 ? "parallel: " : "", to[i], from[i]);
            if (i == 1 && simd < 0)
                qc_line(c, in, "for (%s = %s; %s < %s; %s += %d) %s", P[0], from[i], P[0], to[i], P[0], QC_STRIP_W,
                        strip_call(c, in, icall, pname, P, 1, to[i], vals, nv));
            else
                qc_line(c, in, "for (%s = %s; %s < %s; %s++) %s", P[0], from[i], P[0], to[i], P[0],
                        i == 1 ? icall : call);
        }
        return;
    }
    if (row)
        ; /* one row of the thread's (quasar_rows.c) */
    else if (work && in->region)
        qc_line(c, in, "#pragma omp for%s", n > 2 ? " collapse(2)" : "");
    else if (work)
        qc_line(c, in, "#pragma omp parallel for%s if (%s > 256)", n > 2 ? " collapse(2)" : "", work);
    for (int i = 0; i < n - 1; i++)
        qc_line(c, in, "%*sfor (long %s = %s; %s < %s; %s++)%s", 2 * i, "", P[i], from0(i, row), P[i],
                to0(c, i, D, row), P[i], i == n - 2 ? " {" : "");
    int l = n - 1, ind = 2 * n;
    const char *inside = A_("%s >= %s && %s < %s", P[0], L[0], P[0], H[0]);
    if (n > 2)
        inside = A_("%s && %s >= %s && %s < %s", inside, P[1], L[1], P[1], H[1]);
    const char *s = qc_tmp(c, in), *t = qc_tmp(c, in);
    qc_line(c, in, "%*slong %s = %s ? %s : %s, %s = %s ? %s : %s, %s;", ind, "", s, inside, L[l], D[l], t, inside,
            H[l], D[l], P[l]);
    qc_line(c, in, "%*sfor (%s = 0; %s < %s; %s++) %s", ind, "", P[l], P[l], s, P[l], call);
    if (simd > 0)
        qc_line(c, in, "%*s#pragma omp simd", ind, "");
    if (simd < 0) /* strips of the interior (quasar_strip.c) */
        qc_line(c, in, "%*sfor (%s = %s; %s < %s; %s += %d) %s", ind, "", P[l], s, P[l], t, P[l], QC_STRIP_W,
                strip_call(c, in, icall, pname, P, n, t, vals, nv));
    else
        qc_line(c, in, "%*sfor (%s = %s; %s < %s; %s++) %s", ind, "", P[l], s, P[l], t, P[l], icall);
    qc_line(c, in, "%*sfor (%s = %s; %s < %s; %s++) %s", ind, "", P[l], t, P[l], D[l], P[l], call);
    qc_line(c, in, "%*s}", 2 * (n - 2), "");
}

static void plain_nest(qctx *c, qinst *in, int n, const char **D, const char **P, const char *call,
                       const char *icall, const char *pname, int omp, const char *work, int simd, const char **vals,
                       int nv, const char *row);

/* parallel_do(dims, args..., kernel) / serial_do: the kernel instance for
 * the dims' rank, called over the index space by an OpenMP loop nest. */
const char *qc_launch(qctx *c, qinst *in, kf_q_node *e, int serial)
{
    if (e->nkids < 2) {
        qc_error(c, e, "parallel_do takes the dimensions, the arguments and the kernel");
        return "";
    }
    kf_q_node *kn = e->kids[e->nkids - 1], *dims = e->kids[0];
    qtype kt = qc_type(c, in, kn);
    if (kt.k != QT_FUNC || !kt.fn) {
        if (!c->failed)
            qc_error(c, kn, "the last argument of parallel_do is a __kernel__ function");
        return "";
    }
    if (kt.fn->kind == KF_Q_FUNC && !(kt.fn->flags & KF_Q_KERNEL))
        qc_error(c, kn, "'%s' is not a __kernel__ function", kt.fn->str);
    kf_q_node *blkarg = NULL;
    if (dims->kind == KF_Q_MATRIX && dims->nkids == 2 && dims->kids[0]->kind == KF_Q_MATRIX) {
        blkarg = dims->kids[1]; /* [[dims], [block]]: the block, for kernels with fixed blocks */
        dims = dims->kids[0];
        if (dims->nkids == 1) /* [[n], [b]]: an int pos */
            dims = dims->kids[0];
    }
    qtype dt = qc_type(c, in, dims);
    int nd = dt.k == QT_IVEC ? dt.nd : (dt.k == QT_INT || dt.k == QT_SCALAR) ? -1 : 0;
    if (!nd) {
        if (!c->failed)
            qc_error(c, dims, "the dimensions of parallel_do are an integer or a small vector like size(A)");
        return "";
    }
    int nargs = e->nkids - 2;
    qtype args[16];
    if (nargs > 16) {
        qc_error(c, e, "too many kernel arguments");
        return "";
    }
    for (int i = 0; i < nargs; i++)
        args[i] = qc_type(c, in, e->kids[1 + i]);
    int save = c->ocl_mode;
    if (!serial && c->opt->target != KF_QC_OPENMP) /* the device, unless a hint says the CPU */
        c->ocl_mode = qc_target_launch(c, kt.fn, 1, e);
    else
        qc_target_launch(c, kt.fn, 0, e); /* refuses a kernel hinted for a device (quasar_target.c) */
    int n = nd < 0 ? 1 : nd;
    c->nlblk = 0;
    if (blkarg && qc_blk_parse(c, blkarg, n, c->lblk))
        c->nlblk = n;
    qc_bounds_launch(c, in, dims, e->kids + 1, nargs, nd, e);
    qinst *k = c->failed ? NULL : qc_instance_of(c, in, kt, args, nargs, nd, e);
    c->ocl_mode = save;
    if (!k || c->failed)
        return "";
    if (k->nblk && k->ocl && c->nlblk && memcmp(k->blk, c->lblk, sizeof k->blk)) {
        qc_error(c, blkarg, "kernel '%s' was launched with another block before: kforge compiles one block "
                            "into each kernel", kt.fn->str ? kt.fn->str : "lambda");
        return "";
    }
    if (!k->ocl && c->nlblk && (k->blkuse & (QC_BLK_SHARED | QC_BLK_SYNC)) &&
        c->lblk[0] * c->lblk[1] * c->lblk[2] > 1) {
        qc_error(c, blkarg, "this kernel uses shared() or syncthreads in blocks of several threads, which "
                            "OpenMP runs one by one: use --target opencl or --target cuda");
        return "";
    }
    if (c->report)
        fprintf(c->report, "%s:%u:%u: %s: kernel '%s' over %d dimension%s%s\n", e->file, e->line, e->col,
                serial ? "serial_do" : "parallel_do", kt.fn->str ? kt.fn->str : "lambda", n, n > 1 ? "s" : "",
                serial ? ", run serially" : "");
    const char *D[3];
    for (int i = 0; i < n; i++) {
        D[i] = qc_tmp(c, in);
        qc_line(c, in, "long %s = (long)(%s);", D[i], nd < 0 ? qc_expr(c, in, dims) : qc_comp(c, in, dims, i));
    }
    const char *vals[48], *names[48];
    qtype types[48];
    int nv = qc_pass_args(c, in, k, kt.fn, e->kids + 1, nargs, vals, types, names, 48, e);
    if (c->failed)
        return "";
    if (k->ocl && c->opt->target == KF_QC_CUDA) { /* the launcher in the .cu */
        qbuf b = {0};
        qb_printf(&b, "q%s(", k->cname + 1);
        for (int i = 0; i < n; i++)
            qb_printf(&b, "%s%s", i ? ", " : "", D[i]);
        for (int i = 0; i < nv; i++)
            qb_printf(&b, ", %s", vals[i]);
        qc_line(c, in, "%s);", b.s);
        qb_free(&b);
        c->nkern++;
        return "";
    }
    if (k->ocl) { /* an OpenCL launch: arrays copied in, the ones it writes copied back */
        const char *call = qc_tmp(c, in);
        qc_line(c, in, "qcl_call %s;", call);
        qc_line(c, in, "qcl_begin(&%s, \"%s\");", call, k->cname);
        for (int i = 0; i < n; i++)
            qc_line(c, in, "qcl_long(&%s, %s);", call, D[i]);
        for (int i = 0; i < nv; i++) {
            if (types[i].k == QT_ARR)
                qc_line(c, in, "qcl_arr(&%s, %s, %d);", call, vals[i],
                        kt.fn->kind == KF_Q_FUNC ? qc_stores_into(kt.fn->b, names[i]) : 1);
            else if (types[i].k == QT_INT)
                qc_line(c, in, "qcl_long(&%s, %s);", call, vals[i]);
            else if (types[i].k == QT_SCALAR)
                qc_line(c, in, "qcl_%s(&%s, %s);", qc_real(c), call, vals[i]);
            else if (types[i].k == QT_CPLX)
                qc_line(c, in, "qcl_cplx(&%s, %s);", call, vals[i]);
            else if (QT_SMALL(types[i])) /* ivecN, vecN: component by component (quasar_inst.c) */
                for (int j = 0; j < types[i].nd; j++)
                    qc_line(c, in, "qcl_%s(&%s, %s[%d]);", types[i].k == QT_IVEC ? "long" : qc_real(c), call,
                            vals[i], j);
            else {
                char buf[16];
                qc_error(c, e, "a kernel argument of type %s cannot go to OpenCL yet",
                         qt_name(types[i], buf, sizeof buf));
                return "";
            }
        }
        const char *dv = qc_tmp(c, in);
        if (k->tiled) /* the grid of threads, not of points (quasar_tiling.c) */
            qc_line(c, in, "long %s[3] = {%s, %s, %s};", dv, qc_tile_threads(c, k, 0, D[0]),
                    n > 1 ? qc_tile_threads(c, k, 1, D[1]) : "1", n > 2 ? qc_tile_threads(c, k, 2, D[2]) : "1");
        else
            qc_line(c, in, "long %s[3] = {%s, %s, %s};", dv, D[0], n > 1 ? D[1] : "1", n > 2 ? D[2] : "1");
        if (k->nblk) { /* a fixed block (quasar_block.c) */
            const char *bv = qc_tmp(c, in);
            qc_line(c, in, "long %s[3] = {%d, %d, %d};", bv, k->blk[0], k->blk[1], k->blk[2]);
            qc_line(c, in, "qcl_run_blk(&%s, %d, %s, %s, %d);", call, n, dv, bv, (k->blkuse & QC_BLK_SYNC) != 0);
        } else
            qc_line(c, in, "qcl_run(&%s, %d, %s);", call, n, dv);
        c->nkern++;
        return "";
    }
    for (int i = 0; i < nv; i++) { /* a scalar argument is evaluated once, not once per point */
        int simple = 1;
        for (const char *p = vals[i]; *p && simple; p++)
            simple = isalnum((unsigned char)*p) || *p == '_' || *p == '.' || (p == vals[i] && *p == '-');
        if (!simple && (types[i].k == QT_INT || types[i].k == QT_SCALAR)) {
            const char *v = qc_tmp(c, in);
            qc_line(c, in, "%s %s = %s;", types[i].k == QT_INT ? "long" : qc_real(c), v, vals[i]);
            vals[i] = v;
        }
    }
    if (k->tiled) { /* {!kernel_tiling} on OpenMP: the kernel loops over its thread's points (quasar_tiling.c) */
        const char *w = D[0];
        for (int i = 1; i < n; i++)
            w = A_("%s * %s", w, D[i]);
        qc_tile_launch(c, in, k, n, D, vals, nv, !serial && c->opt->target == KF_QC_OPENMP && !in->in_kernel, w);
        c->nkern++;
        return "";
    }
    const char *P[3];
    for (int i = 0; i < n; i++)
        P[i] = qc_tmp(c, in);
    qc_bnd bnd;
    qinst *kin = NULL; /* the kernel where its accesses are proven in range (quasar_bnd.c) */
    int planned = qc_bnd_plan(c, k, nd, names, vals, nv, &bnd);
    if (c->report && (planned || bnd.nkept))
        bnd_report(c, e, kt.fn, &bnd);
    if (planned) {
        c->bnd = &bnd;
        c->ocl_mode = k->ocl;
        c->ldom = k->dom; /* quasar_bounds.c's proofs hold in the interior too */
        c->ldom_kind = k->dom_kind;
        kin = qc_instance_of(c, in, kt, args, nargs, nd, e);
        c->bnd = NULL;
        c->ocl_mode = save;
        if (!kin || c->failed)
            return "";
    }
    const char *call = kcall(c, k, P, n, vals, nv), *icall = kin ? kcall(c, kin, P, n, vals, nv) : NULL;
    const char *work = D[0];
    for (int i = 1; i < n; i++)
        work = A_("%s * %s", work, D[i]);
    int omp = !serial && c->opt->target == KF_QC_OPENMP && !in->in_kernel;
    int straight = omp && !k->blkuse && qc_straight(kt.fn->b);
    int simd = straight && !(c->opt->disabled & KF_QC_PASS_SIMD);
    if (straight)
        qc_explain(c, "simd", e, "kernel '%s': %s", kt.fn->str ? kt.fn->str : "lambda",
                   !simd ? "one point at a time: --disable=simd"
                   : A_("SIMD lanes along %s, its body inlined into the launch's loop (it runs straight)",
                        nd < 0 ? "pos" : A_("pos[%d]", nd - 1)));
    qinst *ks = NULL; /* inner loops: strips of SIMD lanes (quasar_strip.c) */
    if (omp && !straight && !k->blkuse) {
        qc_bnd none;
        memset(&none, 0, sizeof none);
        ks = strip_instance(c, in, kt, args, nargs, nd, e, kin ? kin : k, kin ? &bnd : &none, k);
        if (c->failed)
            return "";
        if (ks) {
            icall = ks->cname; /* interior_nest or plain_nest writes the call */
            simd = -1;
        }
    }
    if (c->lnest && omp && n > 1) { /* the prologue only: quasar_rows.c writes the nest, row by row */
        qc_lnest *l = c->lnest;
        memset(l, 0, sizeof *l);
        l->set = 1;
        l->n = n;
        l->simd = simd;
        for (int i = 0; i < n; i++) {
            l->D[i] = D[i];
            l->P[i] = P[i];
        }
        if (kin)
            interior_box(c, in, &bnd, n, D, l->L, l->H);
        l->call = call;
        l->icall = icall;
        l->pname = kin ? kin->cname : k->cname;
        l->kin = kin != NULL;
        l->nv = nv;
        for (int i = 0; i < nv; i++)
            l->vals[i] = vals[i];
        l->work = work;
        c->nkern++;
        return "";
    }
    if (kin) {
        const char *L[3], *H[3];
        interior_box(c, in, &bnd, n, D, L, H);
        interior_nest(c, in, n, D, P, L, H, call, icall, kin->cname, omp ? work : NULL, simd, vals, nv, NULL);
        c->nkern++;
        return "";
    }
    plain_nest(c, in, n, D, P, call, icall, k->cname, omp, work, simd, vals, nv, NULL);
    c->nkern++;
    return "";
}

/* the nest of a launch without an interior box: threads over the outer
 * dimensions (omp), SIMD lanes over the last (simd > 0) or strips
 * (simd < 0); row: that row of pos[0] only, serial (n > 1) */
static void plain_nest(qctx *c, qinst *in, int n, const char **D, const char **P, const char *call,
                       const char *icall, const char *pname, int omp, const char *work, int simd, const char **vals,
                       int nv, const char *row)
{
    const char *par = in->region ? "" : "parallel "; /* inside one region: a worksharing loop */
    /* On `parallel for simd` an if without a modifier is the simd's too
     * (OpenMP 5.0), and gcc then vectorizes nothing (1-D kernels were
     * scalar): it is the fork's alone. */
    const char *cond = in->region ? "" : A_(" if (%s%s > 256)", simd > 0 && n == 1 ? "parallel: " : "", work);
    if (row)
        ; /* one row of the thread's (quasar_rows.c) */
    else if (simd > 0) /* threads over the outer dimensions, SIMD lanes over the last */
        qc_line(c, in, "#pragma omp %sfor%s%s", par, n == 1 ? " simd" : n > 2 ? " collapse(2)" : "", cond);
    else if (omp)
        qc_line(c, in, "#pragma omp %sfor%s%s", par, n > 1 ? A_(" collapse(%d)", n) : "", cond);
    for (int i = 0; i < n; i++) {
        if (simd > 0 && n > 1 && i == n - 1)
            qc_line(c, in, "%*s#pragma omp simd", 2 * i, "");
        if (simd < 0 && i == n - 1) /* strips of the last dimension (quasar_strip.c) */
            qc_line(c, in, "%*sfor (long %s = 0; %s < %s; %s += %d)", 2 * i, "", P[i], P[i], D[i], P[i], QC_STRIP_W);
        else
            qc_line(c, in, "%*sfor (long %s = %s; %s < %s; %s++)", 2 * i, "", P[i], from0(i, row), P[i],
                    to0(c, i, D, row), P[i]);
    }
    qc_line(c, in, "%*s%s", 2 * n, "", simd < 0 ? strip_call(c, in, icall, pname, P, n, D[n - 1], vals, nv) : call);
}

void qc_launch_nest(qctx *c, qinst *in, qc_lnest *l, const char *row)
{
    if (l->kin)
        interior_nest(c, in, l->n, l->D, l->P, l->L, l->H, l->call, l->icall, l->pname, l->work, l->simd, l->vals,
                      l->nv, row);
    else
        plain_nest(c, in, l->n, l->D, l->P, l->call, l->icall, l->pname, 1, l->work, l->simd, l->vals, l->nv, row);
}

/* A call of a user function or lambda through its instance.  outs: the C
 * lvalues of a [a,b] = f(x) assignment (nouts > 1). */
static const char *user_call(qctx *c, qinst *in, kf_q_node *e, qtype ft, const char **outs, int nouts)
{
    qtype args[16];
    int n = e->nkids;
    for (int i = 0; i < n && i < 16; i++)
        args[i] = qc_type(c, in, e->kids[i]);
    qinst *callee = qc_call_instance(c, in, ft, e, args);
    if (!callee || c->failed)
        return "0";
    qbuf b = {0};
    qb_printf(&b, "%s(", callee->cname);
    int first = 1;
    kf_q_node *fn = ft.fn;
    const char *vals[48], *names[48];
    qtype types[48];
    int nv = qc_pass_args(c, in, callee, fn, e->kids, n, vals, types, names, 48, e);
    if (c->failed) {
        qb_free(&b);
        return "0";
    }
    for (int i = 0; i < nv; i++) {
        qb_printf(&b, "%s%s", first ? "" : ", ", vals[i]);
        first = 0;
    }
    if (callee->nouts > 1) {
        if (nouts != callee->nouts) {
            qc_error(c, e, "'%s' returns %d values; assign them with [a, b, ...] = ...",
                     fn->str ? fn->str : "lambda", callee->nouts);
            qb_free(&b);
            return "0";
        }
        for (int i = 0; i < nouts; i++) {
            qvar *o = qc_lookup(callee, fn->outs[i]->str);
            qb_printf(&b, "%s%s%s", first ? "" : ", ", o && QT_SMALL(o->t) ? "" : "&", outs[i]);
            first = 0;
        }
    }
    const char *iv = NULL; /* a small vector: into a long[3] (double[4]) the statement holds */
    if (QT_SMALL(callee->ret) && callee->nouts == 1) {
        iv = qc_tmp(c, in);
        if (callee->ret.k == QT_RVEC)
            qc_line(c, in, "%s %s[4];", qc_real(c), iv);
        else
            qc_line(c, in, "long %s[3];", iv);
        qb_printf(&b, "%s%s", first ? "" : ", ", iv);
    }
    qb_printf(&b, ")");
    const char *r = kf_arena_strdup(c->a, b.s);
    qb_free(&b);
    if (callee->ret.k == QT_VOID) {
        qc_line(c, in, "%s;", r);
        return "";
    }
    if (iv) {
        qc_line(c, in, "%s;", r);
        return iv;
    }
    return r;
}

/* Component k of a call that gives a small vector (ivecN): the call is
 * made once per statement, its result in a long[3] (in->ivcall). */
const char *qc_call_comp(qctx *c, qinst *in, kf_q_node *e, int k)
{
    for (int i = 0; i < in->nivcall; i++)
        if (in->ivcall[i] == e)
            return A_("%s[%d]", in->ivtmp[i], k);
    const char *t = qc_call(c, in, e, NULL, 0);
    if (c->failed || !t[0])
        return "0";
    if (in->nivcall < 8) {
        in->ivcall[in->nivcall] = e;
        in->ivtmp[in->nivcall++] = t;
    }
    return A_("%s[%d]", t, k);
}

const char *qc_call(qctx *c, qinst *in, kf_q_node *e, const char **outs, int nouts)
{
    kf_q_node *f = e->a;
    if (f->kind == KF_Q_META && !strcmp(f->str, "inline") && f->nkids == 1)
        f = f->kids[0]; /* $inline(f)(x): the C compiler inlines the static instance */
    if (f->kind == KF_Q_ID) {
        int var = 0;
        for (qinst *s = in; s && !var; s = s->parent)
            var = qc_lookup(s, f->str) != NULL;
        if (!var && !qc_find_func(c, in, f->str, NULL)) {
            qc_type(c, in, e); /* checks the arguments */
            if (c->failed)
                return "0";
            return builtin(c, in, e, f->str);
        }
    }
    qtype ft = qc_type(c, in, f);
    if (ft.k != QT_FUNC || !ft.fn) {
        qc_type(c, in, e); /* reports */
        if (!c->failed)
            qc_error(c, e, "not a function");
        return "0";
    }
    qc_type(c, in, e);
    if (c->failed)
        return "0";
    return user_call(c, in, e, ft, outs, nouts);
}
