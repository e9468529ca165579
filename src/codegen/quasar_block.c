/*
 * quasar_block.c: thread blocks of Quasar kernels: blkpos, blkdim, blkidx,
 * shared() memory and syncthreads (the Quasar manual's chapter on shared
 * memory; seed 002 §17.2.1 writes its reductions with them).
 *
 * A kernel that names any of them runs in blocks of one fixed shape,
 * compiled into it: the block of its parallel_do ([[dims], [block]], whose
 * numbers must then be constants), else 64 threads along the last
 * dimension (the contiguous one), as the other kernels.  Fixed, because
 * shared(blkdim + [0, 2]) is then an array of known size:
 *
 *     OpenCL                               CUDA
 *     __local q_real q_shm_L_C[n];         __shared__ q_real q_shm_L_C[n];
 *     barrier(CLK_LOCAL_MEM_FENCE)         __syncthreads()
 *     blkpos = get_local_id (reversed)     threadIdx (x is the last dimension)
 *
 * A kernel with syncthreads never returns early (every thread of a block
 * must reach each barrier), so its launch checks that the dimensions are
 * multiples of the block; the others skip the threads past the end.
 * OpenMP runs a kernel one thread per block (blkdim 1, blkpos 0), which
 * is faithful for a kernel written for any block size: shared() is then
 * one thread's array and syncthreads nothing.  A kernel launched with
 * another block and using shared() or syncthreads is refused there.
 */
#include <string.h>

#include "quasar.h"

#define A_(...) kf_arena_printf(c->a, __VA_ARGS__)

static int names(const kf_q_node *e, const char *n)
{
    if (!e)
        return 0;
    if (e->kind == KF_Q_ID && !strcmp(e->str, n))
        return 1;
    for (int i = 0; i < e->nkids; i++)
        if (names(e->kids[i], n))
            return 1;
    for (int i = 0; i < e->nparams; i++)
        if (!strcmp(e->params[i]->str, n))
            return 1;
    return names(e->a, n) || names(e->b, n) || names(e->c, n);
}

int qc_blk_uses(const kf_q_node *fn)
{
    if (!fn)
        return 0;
    int u = 0;
    if (names(fn, "syncthreads"))
        u |= QC_BLK_SYNC | QC_BLK_FIXED;
    if (names(fn, "shared"))
        u |= QC_BLK_SHARED | QC_BLK_FIXED;
    if (names(fn, "blkpos") || names(fn, "blkdim") || names(fn, "blkidx"))
        u |= QC_BLK_FIXED;
    return u;
}

int qc_blk_parse(qctx *c, kf_q_node *blk, int n, int out[3])
{
    out[0] = out[1] = out[2] = 1;
    kf_q_node **k = blk->kind == KF_Q_MATRIX ? blk->kids : &blk;
    int nk = blk->kind == KF_Q_MATRIX ? blk->nkids : 1;
    if (nk != n) {
        qc_error(c, blk, "the block of parallel_do has %d dimension%s but its range %d", nk, nk > 1 ? "s" : "", n);
        return 0;
    }
    long total = 1;
    for (int i = 0; i < nk; i++) {
        if (k[i]->kind != KF_Q_NUM || k[i]->num < 1 || k[i]->num > 1024 || k[i]->num != (long)k[i]->num) {
            qc_error(c, k[i], "a block size of parallel_do must be a whole number from 1 to 1024 written "
                              "in the call (kforge compiles it into the kernel)");
            return 0;
        }
        out[i] = (int)k[i]->num;
        total *= out[i];
    }
    if (total > 1024) {
        qc_error(c, blk, "a block of %ld threads is more than the 1024 a GPU runs", total);
        return 0;
    }
    return 1;
}

void qc_blk_default(int n, int out[3])
{
    out[0] = out[1] = out[2] = 1;
    if (n == 1)
        out[0] = 64;
    else if (n == 2)
        out[0] = 4, out[1] = 16;
    else
        out[0] = 2, out[1] = 4, out[2] = 8;
}

/* the value of e where blkdim is the block: numbers, blkdim, ivec
 * literals, + - *; its components into v, their count, 0 when not known */
static int fold(qinst *in, const kf_q_node *e, long v[3])
{
    long a[3], b[3];
    int na, nb;
    switch (e->kind) {
    case KF_Q_NUM:
        if (!(e->num >= 0 && e->num <= (1L << 20)) || e->num != (long)e->num)
            return 0;
        v[0] = (long)e->num;
        return 1;
    case KF_Q_ID:
        if (strcmp(e->str, "blkdim"))
            return 0;
        for (int i = 0; i < in->nblk; i++)
            v[i] = in->blk[i];
        return in->kernel_nd < 0 ? 1 : in->nblk;
    case KF_Q_MATRIX:
        if (e->nkids > 3)
            return 0;
        for (int i = 0; i < e->nkids; i++) {
            if (fold(in, e->kids[i], a) != 1)
                return 0;
            v[i] = a[0];
        }
        return e->nkids;
    case KF_Q_BIN:
        if (e->op != '+' && e->op != '-' && e->op != '*')
            return 0;
        na = fold(in, e->a, a);
        nb = fold(in, e->b, b);
        if (!na || !nb || (na != nb && na != 1 && nb != 1))
            return 0;
        for (int i = 0; i < (na > nb ? na : nb); i++) {
            long x = a[na == 1 ? 0 : i], y = b[nb == 1 ? 0 : i];
            v[i] = e->op == '+' ? x + y : e->op == '-' ? x - y : x * y;
            if (v[i] < 0 || v[i] > (1L << 20))
                return 0;
        }
        return na > nb ? na : nb;
    default: return 0;
    }
}

const char *qc_blk_shared(qctx *c, qinst *in, kf_q_node *e)
{
    if (!in->kernel_nd || !in->ocl) {
        if (!in->kernel_nd) {
            qc_error(c, e, "shared() allocates a block's memory: it is used in a __kernel__ function");
            return "NULL";
        }
    }
    long d[3] = {1, 1, 1}, v[3];
    int nd = 0;
    for (int i = 0; i < e->nkids; i++) {
        int n = fold(in, e->kids[i], v);
        if (!n || nd + n > 3) {
            qc_error(c, e->kids[i], "the size of shared() must be known when the kernel is compiled: "
                                    "numbers and blkdim, with + - *");
            return "NULL";
        }
        for (int k = 0; k < n; k++)
            d[nd++] = v[k];
    }
    if (!nd) {
        qc_error(c, e, "shared() takes the dimensions of the array");
        return "NULL";
    }
    long total = d[0] * d[1] * d[2];
    if (total < 1) {
        qc_error(c, e, "shared() of no element (with blkdim %d)", in->nblk ? in->blk[0] : 1);
        return "NULL";
    }
    if (total * 8 > 48 * 1024) {
        qc_error(c, e, "shared() of %ld elements is more than the 48 KiB of shared memory a block may use", total);
        return "NULL";
    }
    const char *s = A_("q_shm_%u_%u", e->line, e->col);
    int cuda = c->opt->target == KF_QC_CUDA;
    const char *space = !in->ocl ? "" : cuda ? "__shared__ " : "__local ";
    const char *type = in->ocl && !cuda ? "qlarr" : "qarr";
    qb_printf(&in->shm, "    %sq_real %s[%ld];\n    %s %s_s = {%s, %d, {%ld, %ld, %ld}, %ld%s};\n", space, s,
              total, type, s, s, nd, d[0], nd > 1 ? d[1] : 1, nd > 2 ? d[2] : 1, total,
              in->ocl ? "" : ", NULL");
    return A_("(%s *)&%s_s", type, s);
}

void qc_blk_sync(qctx *c, qinst *in, const kf_q_node *at)
{
    if (!in->kernel_nd) {
        qc_error(c, at, "syncthreads waits for a block's threads: it is used in a __kernel__ function");
        return;
    }
    if (!in->ocl)
        return; /* OpenMP: blocks of one thread */
    qc_line(c, in, c->opt->target == KF_QC_CUDA ? "__syncthreads();" : "barrier(CLK_LOCAL_MEM_FENCE);");
}

/* blkpos, blkdim, blkidx of kernel `in`, declared as C variable `cname` */
void qc_blk_var(qctx *c, qinst *in, qvar *v, qbuf *out)
{
    int n = in->kernel_nd < 0 ? 1 : in->kernel_nd, cuda = c->opt->target == KF_QC_CUDA;
    const char *x[3] = {"0", "0", "0"};
    for (int i = 0; i < n; i++) {
        int d = n - 1 - i; /* the last dimension of pos is OpenCL's 0, CUDA's x */
        if (!strcmp(v->name, "blkdim"))
            x[i] = A_("%d", in->nblk ? in->blk[i] : 1);
        else if (!in->ocl || !in->nblk)
            x[i] = !strcmp(v->name, "blkidx") ? A_("q_pos%d", i) : "0";
        else if (!strcmp(v->name, "blkpos"))
            x[i] = cuda ? A_("(long)threadIdx.%c", "xyz"[d]) : A_("(long)get_local_id(%d)", d);
        else
            x[i] = cuda ? A_("(long)blockIdx.%c", "xyz"[d]) : A_("(long)get_group_id(%d)", d);
    }
    if (v->t.k == QT_INT)
        qb_printf(out, "    long %s = %s;\n", v->cname, x[0]);
    else
        qb_printf(out, "    long %s[3] = {%s, %s, %s};\n", v->cname, x[0], x[1], x[2]);
}

int qc_blk_is_shared(const kf_q_node *s, const char *name)
{
    if (!s)
        return 0;
    if (s->kind == KF_Q_ASSIGN && s->op == '=' && s->a && s->a->kind == KF_Q_CALL && s->a->a->kind == KF_Q_ID &&
        !strcmp(s->a->a->str, "shared"))
        for (int i = 0; i < s->nkids; i++)
            if (s->kids[i]->kind == KF_Q_ID && !strcmp(s->kids[i]->str, name))
                return 1;
    for (int i = 0; i < s->nkids; i++)
        if (qc_blk_is_shared(s->kids[i], name))
            return 1;
    return qc_blk_is_shared(s->a, name) || qc_blk_is_shared(s->b, name) || qc_blk_is_shared(s->c, name);
}
