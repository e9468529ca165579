/*
 * quasar_inst.c: function instances (see quasar.h): a function, lambda or
 * kernel specialised to the types of one call's arguments (seed 002
 * §17.1.3), its variables' types inferred, its C (or, for kernels on the
 * OpenCL target, OpenCL C) written.
 */
#include <stdlib.h>
#include <string.h>

#include "quasar.h"

#define A_(...) kf_arena_printf(c->a, __VA_ARGS__)

const char *qc_cdecl(const qctx *c, qtype t, const char *name)
{
    kf_arena *a = c->a;
    switch (t.k) {
    case QT_INT: return kf_arena_printf(a, "long %s", name);
    case QT_SCALAR: return kf_arena_printf(a, "%s %s", qc_real(c), name);
    case QT_STR: return kf_arena_printf(a, "const char *%s", name);
    case QT_ARR: return kf_arena_printf(a, "qarr *%s", name);
    case QT_IVEC: return kf_arena_printf(a, "long %s[3]", name);
    case QT_RVEC: return kf_arena_printf(a, "%s %s[4]", qc_real(c), name);
    case QT_CELL: return kf_arena_printf(a, "qcell *%s", name);
    case QT_CPLX: return kf_arena_printf(a, "qcplx %s", name);
    default: return NULL;
    }
}

static int compatible(qtype annot, qtype arg)
{
    if (annot.k == QT_UNK || qt_eq(annot, arg))
        return 1;
    if (annot.k == QT_SCALAR && arg.k == QT_INT)
        return 1;
    if (annot.k == QT_ARR && arg.k == QT_ARR && arg.nd <= annot.nd && annot.cx == arg.cx)
        return 1; /* a real array is no cvec, nor a complex one a vec: their elements differ */
    if (annot.k == QT_ARR && QT_SMALL(arg) && annot.nd == 1)
        return 1;
    if (annot.k == QT_RVEC && QT_SMALL(arg) && annot.nd == arg.nd) /* ivec3 into a vec3 */
        return 1;
    if (annot.k == QT_FUNC && arg.k == QT_FUNC)
        return 1;
    if (annot.k == QT_CELL && arg.k == QT_CELL && annot.nd == 0) /* cell: any cell of arrays */
        return 1;
    return 0;
}

static int same_key(qinst *x, kf_q_node *fn, qinst *parent, qtype *args, int nargs, int knd, int ocl,
                    unsigned dom, int dom_kind, int interior, int strip, int dest)
{
    if (x->fn != fn || x->parent != parent || x->nargs != nargs || x->kernel_nd != knd || x->ocl != ocl ||
        x->dest != dest ||
        x->dom != dom || x->dom_kind != dom_kind || x->interior != interior || (x->strip != 0) != strip)
        return 0;
    for (int i = 0; i < nargs; i++)
        if (!qt_eq(x->args[i], args[i]) || x->args[i].fenv != args[i].fenv)
            return 0;
    return 1;
}

/* The type a generic name stands for in this call: the join of the
 * arguments passed where it is written (apply[T](x : T, y : T) with 1.5
 * and 2: T is scalar). */
static qtype generic_type(kf_q_node *fn, const char *g, int kernel, qtype *args, int nargs)
{
    qtype t = qt(QT_UNK, 0);
    for (int i = 0, ai = 0; i < fn->nparams; i++) {
        kf_q_node *p = fn->params[i];
        if (kernel && qc_is_special(p->str))
            continue;
        if (ai < nargs && p->type && !strcmp(p->type->str, g))
            t = qt_join(t, args[ai]);
        ai++;
    }
    return t.k == QT_UNK ? qt(QT_UNK, 0) : t;
}

static int bind_params(qctx *c, qinst *in, kf_q_node *fn, qtype *args, int nargs)
{
    int ai = 0;
    for (int i = 0; i < fn->nparams; i++) {
        kf_q_node *p = fn->params[i];
        qtype an = qt_from_annot(p->type);
        for (int g = 0; g < fn->nmods && an.k == QT_VOID; g++) /* a generic type: the call's */
            if (!strcmp(fn->mods[g], p->type->str))
                an = generic_type(fn, fn->mods[g], in->kernel_nd != 0, args, nargs);
        if (an.k == QT_VOID) {
            const char *t = p->type->str;
            if ((!strcmp(t, "cube") || !strcmp(t, "ccube")) && p->type->num > 4)
                qc_error(c, p->type, "arrays of %.0f dimensions (cube{%.0f}) are not supported yet",
                         p->type->num, p->type->num);
            else
                qc_error(c, p->type, "unknown type '%s'", t);
            return 0;
        }
        if (in->kernel_nd && qc_is_special(p->str)) {
            int n = in->kernel_nd < 0 ? 1 : in->kernel_nd;
            qtype t = in->kernel_nd < 0 ? qt(QT_INT, 0) : qt(QT_IVEC, n);
            if (an.k == QT_IVEC && an.nd != n) {
                qc_error(c, p, "'%s' is declared ivec%d but parallel_do runs over %d dimensions",
                         p->str, an.nd, n);
                return 0;
            }
            qvar *v = qc_define(c, in, p->str, t);
            v->is_param = 2;
            continue;
        }
        qtype t;
        if (ai < nargs)
            t = args[ai];
        else if (p->a)
            t = qc_type(c, in, p->a);
        else {
            qc_error(c, c->site ? c->site : fn, "'%s' is called with too few arguments (no value for '%s')",
                     fn->str ? fn->str : "lambda", p->str);
            return 0;
        }
        an = qc_svec_annot(in, p->type, an, t); /* vec3 in kernel code (quasar_svec.c) */
        ai++;
        if (!compatible(an, t)) {
            char b1[16], b2[16];
            qc_error(c, c->site ? c->site : p, "argument %d of '%s' is %s, but parameter '%s' is declared %s",
                     ai, fn->str ? fn->str : "lambda", qt_name(t, b2, sizeof b2), p->str,
                     qt_name(an, b1, sizeof b1));
            if (c->site)
                kf_diag_report(c->d, KF_DIAG_NOTE, p->file, p->line, p->col, 0, "'%s' is declared here", p->str);
            return 0;
        }
        if (t.k == QT_ARR && t.nd > 3 && (in->kernel_nd || (fn->flags & (KF_Q_KERNEL | KF_Q_DEVICE)))) {
            char b1[16]; /* kernels take qarr of three dimensions on OpenCL (qcl_arr) */
            qc_error(c, c->site ? c->site : p, "a %s is host code only for now: %s '%s' cannot take one",
                     qt_name(t, b1, sizeof b1), in->kernel_nd || (fn->flags & KF_Q_KERNEL) ? "kernel" : "__device__ function",
                     fn->str ? fn->str : "(lambda)");
            return 0;
        }
        if (t.k == QT_CELL && (in->kernel_nd || (fn->flags & (KF_Q_KERNEL | KF_Q_DEVICE)))) {
            qc_error(c, c->site ? c->site : p, "cell arrays are host code only: %s '%s' cannot take one",
                     in->kernel_nd || (fn->flags & KF_Q_KERNEL) ? "kernel" : "__device__ function",
                     fn->str ? fn->str : "(lambda)");
            return 0;
        }
        qtype vt = an.k == QT_UNK || an.k == QT_FUNC || an.k == QT_CELL ? t : an;
        vt.view = vt.k == QT_ARR && t.k == QT_ARR && t.view; /* indexed through its row stride (quasar_slice.c) */
        qvar *v = qc_define(c, in, p->str, vt);
        v->is_param = 1;
        v->dom = ai <= 32 && (in->dom >> (ai - 1) & 1); /* quasar_bounds.c */
        if (p->type && p->type->nmods && !qc_bnd_drops(in, p->str))
            v->acc = p->type->mods[p->type->nmods - 1];
    }
    if (ai < nargs) {
        qc_error(c, c->site ? c->site : fn, "'%s' is called with %d arguments but takes %d",
                 fn->str ? fn->str : "lambda", nargs, ai);
        return 0;
    }
    return 1;
}

/* CUDA: the host file calls qcu_NAME(dims..., args...), defined in the .cu:
 * arrays copied in, the grid launched, the arrays the kernel stores into
 * copied back. */
static void cuda_launcher(qctx *c, qinst *in, int kdims, qvar **pv, int np)
{
    qbuf sig = {0}, body = {0}, call = {0};
    qb_printf(&sig, "void q%s(", in->cname + 1);
    for (int i = 0; i < kdims; i++) {
        qb_printf(&sig, "%slong lim%d", i ? ", " : "", i);
        qb_printf(&call, "%slim%d", i ? ", " : "", i);
    }
    for (int i = 0; i < np; i++) {
        qvar *v = pv[i];
        qb_printf(&sig, ", %s", qc_cdecl(c, v->t, v->cname));
        if (v->t.k == QT_ARR) {
            qb_printf(&body, "    q_real *%s_d = qcu_in(%s);\n", v->cname, v->cname);
            qb_printf(&call, ", %s_d, %s->nd, %s->dim[0], %s->dim[1], %s->dim[2], %s->n", v->cname, v->cname,
                      v->cname, v->cname, v->cname, v->cname);
        } else if (QT_SMALL(v->t)) /* by value, component by component */
            for (int k = 0; k < v->t.nd; k++)
                qb_printf(&call, ", %s[%d]", v->cname, k);
        else
            qb_printf(&call, ", %s", v->cname);
    }
    qb_printf(&sig, ")");
    qb_printf(&c->decls, "%s;\n", sig.s);
    static const char *const block[] = {"256, 1, 1", "32, 8, 1", "32, 4, 2"};
    qb_printf(&c->cl_funcs, "extern \"C\" %s\n{\n    if (lim0 <= 0%s%s) return; /* an empty grid */\n%s", sig.s,
              kdims > 1 ? " || lim1 <= 0" : "", kdims > 2 ? " || lim2 <= 0" : "", body.s ? body.s : "");
    if (in->nblk) { /* a fixed block, x the last dimension (quasar_block.c) */
        qb_printf(&c->cl_funcs, "    dim3 b(%d, %d, %d);\n", in->blk[kdims - 1], kdims > 1 ? in->blk[kdims - 2] : 1,
                  kdims > 2 ? in->blk[0] : 1);
        for (int i = 0; (in->blkuse & QC_BLK_SYNC) && i < kdims; i++)
            qb_printf(&c->cl_funcs, "    if (lim%d %% %d) { fprintf(stderr, \"error: a kernel with syncthreads runs "
                                    "whole blocks: dimension %d (%%ld) is not a multiple of %d\\n\", lim%d); exit(1); }\n",
                      i, in->blk[i], i, in->blk[i], i);
    } else
        qb_printf(&c->cl_funcs, "    dim3 b(%s);\n", block[kdims - 1]);
    qb_printf(&c->cl_funcs, "    dim3 g(");
    for (int k = 0; k < 3; k++) { /* CUDA's x is the last dimension */
        int d = kdims - 1 - k;
        if (d >= 0)
            qb_printf(&c->cl_funcs, "%s(unsigned)((%s + b.%c - 1) / b.%c)", k ? ", " : "",
                      in->tiled ? qc_tile_threads(c, in, d, A_("lim%d", d)) : A_("lim%d", d), "xyz"[k], "xyz"[k]);
        else
            qb_printf(&c->cl_funcs, ", 1");
    }
    qb_printf(&c->cl_funcs, ");\n    %s<<<g, b>>>(%s);\n", in->cname, call.s);
    qb_printf(&c->cl_funcs, "    qcu_check(cudaGetLastError(), \"launch\");\n"
                            "    qcu_check(cudaDeviceSynchronize(), \"synchronize\");\n");
    for (int i = 0; i < np; i++)
        if (pv[i]->t.k == QT_ARR && (in->fn->kind != KF_Q_FUNC || qc_stores_into(in->fn->b, pv[i]->name)))
            qb_printf(&c->cl_funcs, "    qcu_out(%s);\n", pv[i]->cname);
    qb_printf(&c->cl_funcs, "}\n\n");
    qb_free(&sig);
    qb_free(&body);
    qb_free(&call);
}

/* At the end of a host function: its array variables released, but for
 * its results (the caller owns those) and what it borrowed from an
 * enclosing instance. */
static void release_vars(qinst *in, qbuf *out)
{
    kf_q_node *fn = in->fn;
    for (int i = 0; i < in->nvars; i++) {
        qvar *v = &in->vars[i];
        if ((v->t.k != QT_ARR && v->t.k != QT_STR && v->t.k != QT_CELL) || v->captured || v->is_param == 2)
            continue;
        int result = 0;
        for (int j = 0; fn && j < fn->nouts; j++)
            result |= !strcmp(fn->outs[j]->str, v->name);
        if (!result)
            qb_printf(out, "    %s(%s);\n", v->t.k == QT_STR ? "qs_release" : v->t.k == QT_CELL ? "qce_release"
                      : "qa_release", v->cname);
    }
}

static void assemble(qctx *c, qinst *in)
{
    kf_q_node *fn = in->fn;
    qbuf sig = {0};
    const char *ret = "void";
    if (in->ret.k != QT_VOID && !QT_SMALL(in->ret)) /* a small vector comes back through a pointer */
        ret = qc_cdecl(c, in->ret, "");
    int kdims = in->kernel_nd < 0 ? 1 : in->kernel_nd;
    qbuf pro = {0}; /* device code: the kernel's arrays rebuilt from their parts */
    int cuda = c->opt->target == KF_QC_CUDA;
    /* the interior instance is the body of its launch's hot loop: inlined
     * there, where the arrays' fields are loop invariants (quasar_bnd.c);
     * so is a host kernel whose body runs straight, which its launch runs
     * under `omp simd` (quasar_call.c): gcc vectorizes only a body it sees,
     * and left haar.q's (a 2x2 block a point) a call */
    int hot = in->interior || (in->kernel_nd && !in->ocl && !in->blkuse && !in->tiled && fn && qc_straight(fn->b) &&
                               !(c->opt->disabled & KF_QC_PASS_SIMD));
    const char *storage = hot ? "static inline __attribute__((always_inline)) "
                          : !in->ocl   ? "static "
                          : cuda       ? "__device__ static "
                                       : "";
    if (in->ocl && in->kernel_nd)
        qb_printf(&sig, "%s void %s(", cuda ? "__global__" : "__kernel", in->cname);
    else
        qb_printf(&sig, "%s%s%s%s(", storage, ret, strchr("* ", ret[strlen(ret) - 1]) ? "" : " ", in->cname);
    int first = 1;
    if (in->kernel_nd)
        for (int i = 0; i < kdims; i++) {
            qb_printf(&sig, "%slong q_%s%d%s", first ? "" : ", ", in->ocl || in->tiled ? "lim" : "pos", i,
                      in->strip && i == kdims - 1 ? ", long q_cnt" : "");
            first = 0;
            /* with syncthreads every thread reaches each barrier: the
             * launch checks the range is whole blocks (quasar_block.c) */
            const char *skip = in->blkuse & QC_BLK_SYNC ? "" : A_("    if (q_pos%d >= q_lim%d) return;\n", i, i);
            if (in->ocl && in->tiled)
                ;
            else if (in->ocl && cuda) /* the last dimension varies fastest: CUDA's x */
                qb_printf(&pro, "    long q_pos%d = (long)blockIdx.%c * blockDim.%c + threadIdx.%c;\n%s",
                          i, "xyz"[kdims - 1 - i], "xyz"[kdims - 1 - i], "xyz"[kdims - 1 - i], skip);
            else if (in->ocl) /* the same on OpenCL: its dimension 0 (qcl_run) */
                qb_printf(&pro, "    long q_pos%d = get_global_id(%d);\n%s", i, kdims - 1 - i, skip);
        }
    if (in->kernel_nd && !in->ocl && in->tiled) /* the thread of the team (qc_tile_launch) */
        qb_printf(&sig, ", long qt_id, long qt_n");
    qvar *pv[64];
    int np = 0;
    for (int i = 0; fn && i < fn->nparams; i++) {
        qvar *v = qc_lookup(in, fn->params[i]->str);
        if (v && v->is_param == 1 && v->t.k != QT_FUNC && np < 64)
            pv[np++] = v;
    }
    for (int i = 0; i < in->nvars; i++)
        if (in->vars[i].captured && np < 64)
            pv[np++] = &in->vars[i];
    for (int i = 0; i < np; i++) {
        qvar *v = pv[i];
        if (in->ocl && in->kernel_nd && v->t.k == QT_ARR) {
            qb_printf(&sig, "%s%sq_real *%s_d, int %s_nd, long %s_d0, long %s_d1, long %s_d2, long %s_n",
                      first ? "" : ", ", cuda ? "" : "__global ", v->cname, v->cname, v->cname, v->cname,
                      v->cname, v->cname);
            qb_printf(&pro, "    qarr %s_s = {%s_d, %s_nd, {%s_d0, %s_d1, %s_d2}, %s_n};\n    qarr *%s = &%s_s;\n",
                      v->cname, v->cname, v->cname, v->cname, v->cname, v->cname, v->cname, v->cname, v->cname);
        } else if (in->ocl && in->kernel_nd && QT_SMALL(v->t)) { /* a small vector: its components */
            const char *ct = v->t.k == QT_IVEC ? "long" : qc_real(c);
            qb_printf(&pro, "    %s %s[%d] = {", ct, v->cname, v->t.k == QT_IVEC ? 3 : 4);
            for (int k = 0; k < v->t.nd; k++) {
                qb_printf(&sig, "%s%s %s_%d", first && !k ? "" : ", ", ct, v->cname, k);
                qb_printf(&pro, "%s%s_%d", k ? ", " : "", v->cname, k);
            }
            qb_printf(&pro, "};\n");
        } else
            qb_printf(&sig, "%s%s", first ? "" : ", ", qc_cdecl(c, v->t, v->cname));
        first = 0;
    }
    for (int i = 0; (in->nouts > 1 || QT_SMALL(in->ret)) && i < fn->nouts; i++) {
        qvar *v = qc_lookup(in, fn->outs[i]->str);
        const char *o = kf_arena_printf(c->a, "*%s_out", v->cname);
        qb_printf(&sig, "%s%s", first ? "" : ", ", v->t.k == QT_IVEC ? A_("long %s", o)
                  : v->t.k == QT_RVEC ? A_("%s %s", qc_real(c), o) : qc_cdecl(c, v->t, o));
        first = 0;
    }
    qb_printf(&sig, "%s)", first ? "void" : "");
    qbuf *decls = in->ocl ? &c->cl_decls : &c->decls, *out = in->ocl ? &c->cl_funcs : &c->funcs;
    qb_printf(decls, "%s;\n", sig.s);
    qb_printf(out, "%s\n{\n", sig.s);
    if (fn && fn->kind == KF_Q_FUNC)
        qb_printf(out, "    /* %s, line %u */\n", fn->str, fn->line);
    if (pro.s)
        qb_printf(out, "%s", pro.s);
    qb_free(&pro);
    if (in->kernel_nd && in->tiled) /* after the set-up: its hoisted statements, its loops over its points */
        qc_tile_open(c, in, out, kdims); /* (quasar_tiling.c) */
    for (int i = 0; i < in->nvars; i++) {
        qvar *v = &in->vars[i];
        if (v->is_param == 1 || v->captured || v->t.k == QT_FUNC || (in->tiled && qc_tile_is_hoisted(in, v->name)))
            continue;
        if (v->is_param == 2) {
            if (strcmp(v->name, "pos"))
                qc_blk_var(c, in, v, out); /* blkpos, blkdim, blkidx */
            else if (in->strip) /* per lane (quasar_strip.c) */
                continue;
            else if (v->t.k == QT_INT)
                qb_printf(out, "    long %s = q_pos0;\n", v->cname);
            else
                qb_printf(out, "    long %s[3] = {q_pos0, %s, %s};\n", v->cname,
                          v->t.nd > 1 ? "q_pos1" : "0", v->t.nd > 2 ? "q_pos2" : "0");
            continue;
        }
        if (v->lane) { /* a strip's local: one per lane (quasar_strip.c) */
            qb_printf(out, "    %s %s[%d] = {0};\n", v->t.k == QT_INT ? "long" : qc_real(c), v->lane, QC_STRIP_W);
            continue;
        }
        const char *d = qc_cdecl(c, v->t, v->cname);
        if (in->ocl && !cuda && v->t.k == QT_ARR && in->blkuse & QC_BLK_SHARED && qc_blk_is_shared(fn, v->name))
            d = A_("qlarr *%s", v->cname); /* OpenCL: local memory has its own pointers */
        if (!d)
            continue;
        const char *init = v->t.k == QT_ARR || v->t.k == QT_CELL ? "NULL" : QT_SMALL(v->t) ? "{0}" : "0";
        if (v->t.k == QT_CPLX)
            init = "q_cx(0, 0)";
        if (v->t.k == QT_STR) /* host code: a variable owns its string (quasar_own.c) */
            init = qc_rc_on(in) ? "qs_dup(\"\")" : "\"\"";
        qb_printf(out, "    %s = %s;\n", d, init);
    }
    int rc = qc_rc_on(in) && (!fn || fn->kind == KF_Q_FUNC);
    for (int i = 0; rc && i < np; i++) /* parameters: held like the other variables */
        if (pv[i]->t.k == QT_ARR && !pv[i]->captured)
            qb_printf(out, "    qa_retain(%s);\n", pv[i]->cname);
        else if (pv[i]->t.k == QT_CELL && !pv[i]->captured)
            qb_printf(out, "    qce_retain(%s);\n", pv[i]->cname);
        else if (pv[i]->t.k == QT_STR && !pv[i]->captured)
            qb_printf(out, "    %s = qs_dup(%s);\n", pv[i]->cname, pv[i]->cname);
    if (in->dest) { /* the caller's slice, unless an array argument shares its block (quasar_slice.c) */
        int na = 0;
        for (int i = 0; i < np; i++)
            na += pv[i]->t.k == QT_ARR && !pv[i]->captured;
        qb_printf(out, "    qarr *qdst = qa_dest_enter(%d", na);
        for (int i = 0; i < np; i++)
            if (pv[i]->t.k == QT_ARR && !pv[i]->captured)
                qb_printf(out, ", %s", pv[i]->cname);
        qb_printf(out, ");\n");
    }
    qb_printf(out, "%s", in->shm.s ? in->shm.s : "");
    qb_free(&in->shm);
    qb_printf(out, "%s", in->body.s ? in->body.s : "");
    if (in->kernel_nd && in->tiled)
        qc_tile_close(in, out);
    if (rc && !fn)
        release_vars(in, out);
    if (fn && fn->kind == KF_Q_FUNC) {
        qb_printf(out, "    goto q_return;\nq_return:\n");
        if (rc)
            release_vars(in, out);
        if (in->nouts == 1 && !QT_SMALL(in->ret))
            qb_printf(out, "    return %s;\n", qc_lookup(in, fn->outs[0]->str)->cname);
        for (int i = 0; (in->nouts > 1 || QT_SMALL(in->ret)) && i < fn->nouts; i++) {
            qvar *v = qc_lookup(in, fn->outs[i]->str);
            if (QT_SMALL(v->t)) /* component by component: OpenCL C has no memcpy */
                for (int k = 0; k < v->t.nd; k++)
                    qb_printf(out, "    %s_out[%d] = %s[%d];\n", v->cname, k, v->cname, k);
            else
                qb_printf(out, "    *%s_out = %s;\n", v->cname, v->cname);
        }
        if (in->nouts == 0 || QT_SMALL(in->ret))
            qb_printf(out, "    return;\n");
    }
    qb_printf(out, "}\n\n");
    qb_free(&sig);
    if (in->ocl && cuda && in->kernel_nd)
        cuda_launcher(c, in, kdims, pv, np);
}

qinst *qc_instance_of(qctx *c, qinst *in, qtype ft, qtype *args, int nargs, int kernel_nd,
                      const kf_q_node *site)
{
    qinst *owner = ft.fenv; /* a lambda's: where it was written; a function's: where it is defined */
    if (!owner)
        qc_find_func(c, in, ft.fn->str ? ft.fn->str : "", &owner);
    c->site = site;
    return qc_instance(c, ft.fn, owner ? owner : in, args, nargs, kernel_nd);
}

qinst *qc_call_instance(qctx *c, qinst *in, qtype ft, kf_q_node *e, qtype *args)
{
    qc_slice_view_types(c, in, ft.fn, e->kids, e->nkids, args);
    c->dest_next = qc_slice_into_of(c, in, e);
    return qc_instance_of(c, in, ft, args, e->nkids, 0, e);
}

qinst *qc_instance(qctx *c, kf_q_node *fn, qinst *parent, qtype *args, int nargs, int kernel_nd)
{
    unsigned dom = kernel_nd ? c->ldom : 0; /* the launch's domain (quasar_bounds.c), taken once */
    int dom_kind = dom ? c->ldom_kind : 0;
    c->ldom = 0;
    c->ldom_kind = 0;
    int dest = c->dest_next; /* a slice-into call's (quasar_slice.c), taken once */
    c->dest_next = 0;
    if (c->failed)
        return NULL;
    for (int i = 0; i < c->ninsts; i++)
        if (same_key(c->insts[i], fn, parent, args, nargs, kernel_nd, c->ocl_mode, dom, dom_kind, kernel_nd && c->bnd,
                     kernel_nd && c->bnd && c->strip, dest))
            return c->insts[i];
    if (c->depth > 40) {
        qc_error(c, fn, "functions nested or specialised too deeply");
        return NULL;
    }
    if (fn && fn->kind == KF_Q_FUNC && (fn->flags & KF_Q_KERNEL) && !kernel_nd) {
        qc_error(c, fn, "'%s' is a __kernel__ function: launch it with parallel_do", fn->str);
        return NULL;
    }
    qinst *in = kf_arena_alloc(c->a, sizeof *in);
    in->fn = fn;
    in->parent = parent;
    in->nargs = nargs;
    in->args = kf_arena_alloc(c->a, sizeof(qtype) * (size_t)(nargs ? nargs : 1));
    for (int i = 0; i < nargs; i++)
        in->args[i] = args[i];
    in->kernel_nd = kernel_nd;
    in->dom = dom;
    in->dom_kind = dom_kind;
    in->ocl = c->ocl_mode;
    in->dest = dest;
    in->dest_stmt = dest ? qc_slice_into_stmt(fn) : NULL;
    if (kernel_nd && c->bnd) { /* copied: the launch's plan is on its stack */
        qc_bnd *b = kf_arena_alloc(c->a, sizeof *b);
        *b = *c->bnd;
        in->bnd = b;
        in->interior = 1;
        in->strip = c->strip;
    }
    c->bnd = NULL; /* not for the kernels this one launches */
    c->strip = 0;
    in->in_kernel = kernel_nd != 0 || (fn && (fn->flags & (KF_Q_DEVICE | KF_Q_KERNEL)));
    if (kernel_nd && (in->blkuse = qc_blk_uses(fn))) { /* a fixed block (quasar_block.c) */
        in->nblk = kernel_nd < 0 ? 1 : kernel_nd;
        if (!in->ocl)
            in->blk[0] = in->blk[1] = in->blk[2] = 1; /* OpenMP: one thread per block */
        else if (c->nlblk == in->nblk)
            memcpy(in->blk, c->lblk, sizeof in->blk);
        else
            qc_blk_default(in->nblk, in->blk);
    }
    if (kernel_nd)
        qc_tile_plan(c, in); /* {!kernel_tiling} (quasar_tiling.c) */
    in->cname = !fn ? "q_script" : fn->kind == KF_Q_FUNC ? A_("q%s_%s_%d", in->ocl ? "k" : "f", fn->str, c->ninsts)
                                                         : A_("ql_%d", c->ninsts);
    in->ret = qt(QT_VOID, 0);
    c->insts = kf_arena_grow(c->a, c->insts, (size_t)c->ninsts, sizeof *c->insts);
    c->insts[c->ninsts++] = in;
    c->depth++;
    if (fn && !bind_params(c, in, fn, args, nargs)) {
        c->depth--;
        return NULL;
    }
    if (fn && fn->kind == KF_Q_FUNC) {
        in->nouts = fn->nouts;
        if (kernel_nd && fn->nouts) {
            qc_error(c, fn, "kernels that return values are not supported; write the result into an array");
            c->depth--;
            return NULL;
        }
        for (int i = 0; i < fn->nouts; i++) {
            qtype an = qc_svec_annot(in, fn->outs[i]->type, qt_from_annot(fn->outs[i]->type), qt(QT_UNK, 0));
            qc_define(c, in, fn->outs[i]->str, an.k == QT_VOID ? qt(QT_UNK, 0) : an);
        }
    }
    kf_q_node *body = !fn ? c->prog->body : fn->b; /* a lambda's: NULL, or its assignment */
    for (int sweep = 0; body && sweep < 8 && !c->failed; sweep++) {
        in->changed = 0;
        qc_infer_block(c, in, body);
        if (!in->changed)
            break;
    }
    if (fn && fn->kind == KF_Q_FUNC)
        for (int i = 0; i < fn->nouts && !c->failed; i++) {
            qvar *v = qc_lookup(in, fn->outs[i]->str);
            if (v->t.k == QT_UNK)
                qc_error(c, fn->outs[i], "the type of result '%s' cannot be inferred (is it assigned?)",
                         v->name);
            else if (fn->nouts == 1)
                in->ret = v->t;
        }
    for (int i = 0; i < in->nvars && !c->failed; i++)
        if (in->vars[i].t.k == QT_UNK && in->vars[i].is_param != 2)
            qc_error(c, fn ? fn : (kf_q_node *)c->prog->body, "the type of '%s' cannot be inferred",
                     in->vars[i].name);
    if (fn && fn->kind == KF_Q_LAMBDA && fn->a) {
        in->ret = qc_type(c, in, fn->a);
        if (QT_SMALL(in->ret) || in->ret.k == QT_VOID) {
            if (!c->failed)
                qc_error(c, fn->a, "a lambda must give a scalar or an array");
            c->depth--;
            return NULL;
        }
    }
    if (in->strip)
        qc_strip_vars(c, in);
    in->emitting = 1;
    if (c->failed) {
        c->depth--;
        return NULL;
    }
    if (fn && fn->kind == KF_Q_LAMBDA && fn->a) {
        const char *r = in->ret.k == QT_ARR ? qc_arr(c, in, fn->a) : qc_expr(c, in, fn->a);
        if (in->nown) { /* the result (a new reference) out, the other temporaries released */
            const char *v = qc_tmp(c, in);
            qc_line(c, in, "%s %s = %s;", in->ret.k == QT_ARR ? "qarr *" : in->ret.k == QT_INT ? "long"
                    : in->ret.k == QT_STR ? "const char *" : qc_real(c), v,
                    in->ret.k == QT_ARR ? qc_take(c, in, r) : in->ret.k == QT_STR ? qc_take_str(c, in, r) : r);
            qc_own_release(c, in, 0);
            r = v;
        } else if (in->ret.k == QT_ARR && qc_rc_on(in))
            r = qc_take(c, in, r);
        else if (in->ret.k == QT_STR && qc_rc_on(in)) /* a string result is the caller's */
            r = qc_take_str(c, in, r);
        qc_line(c, in, "return %s;", r);
    } else
        qc_tile_body(c, in, body); /* qc_block, a tiled kernel's hoisted statements apart (quasar_tiling.c) */
    c->depth--;
    if (c->failed)
        return NULL;
    assemble(c, in);
    qb_free(&in->body);
    in->done = 1;
    return in;
}
