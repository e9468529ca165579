/*
 * quasar.h: private to the Quasar lowering (quasar_*.c): types, function
 * instances, the output buffers.
 *
 * The lowering walks the program tree once per function instance: a
 * function is instantiated for each distinct list of argument types it is
 * called with (seed 002 §17.1.3), its variables' types inferred by running
 * over its body until they no longer change (weak types resolved before
 * any transform), then its C is written.  Types:
 *
 *   int     long            scalar  double          string  const char *
 *   vec/mat/cube  qarr *  (nd 1..3: reference semantics)
 *   ivecN   long v[3], N <= 3 (pos, size(A), small integer literals)
 *   vecN    double v[4], N <= 4, in kernels and __device__ functions only
 *           (quasar_svec.c): [x, 2*x], a vec3 local, parameter or result
 *   cell    qcell * (host code: a vector of arrays, nd their dimensions)
 *   cscalar qcplx, a struct of two doubles in every dialect (quasar_cplx.c)
 *   cvec/cmat/ccube  qarr * with cx set: its elements are qcplx, re and im
 *           interleaved (Q_CD(a)[i]; quasar_cplx.c)
 *   function  no C value: bound at compile time to a function or lambda
 */
#ifndef KF_CODEGEN_QUASAR_H
#define KF_CODEGEN_QUASAR_H

#include <stdio.h>

#include "kforge/quasar.h"
#include "kforge/quasar_gen.h"

typedef enum { QT_UNK, QT_VOID, QT_INT, QT_SCALAR, QT_STR, QT_ARR, QT_IVEC, QT_FUNC, QT_CELL, QT_CPLX,
               QT_RVEC } qt_kind;

/* a small vector held component by component: ivecN or vecN */
#define QT_SMALL(t) ((t).k == QT_IVEC || (t).k == QT_RVEC)

typedef struct qinst qinst;

typedef struct {
    qt_kind k;
    int nd;            /* QT_ARR: dimensions (1..3); QT_IVEC, QT_RVEC: length */
    kf_q_node *fn;     /* QT_FUNC: the KF_Q_FUNC or KF_Q_LAMBDA */
    qinst *fenv;       /* QT_FUNC: the instance it was defined in */
    int cx;            /* QT_ARR, QT_CELL: complex elements (cvec, cmat, ccube; quasar_cplx.c) */
    int view;          /* QT_ARR: may be a rectangle of another matrix's block, its rows ld elements
                        * apart (a parameter the slice-view rule passes one to: quasar_slice.c) */
} qtype;

/* A growing text buffer (malloc'ed; qb_free). */
typedef struct {
    char *s;
    size_t n, cap;
} qbuf;
void qb_printf(qbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void qb_free(qbuf *b);

typedef struct {
    const char *name;
    const char *cname;
    qtype t;
    const char *acc;   /* boundary accessor of a kernel parameter, or NULL */
    int is_param;
    int captured;      /* a variable of an enclosing instance, passed in */
    int dom;           /* a kernel parameter the launch passes its domain's array to (quasar_bounds.c) */
    const char *lane;  /* a strip instance's local: its array of QC_STRIP_W (cname is lane[q_l]) */
} qvar;

typedef struct qctx qctx;

struct qinst {
    kf_q_node *fn;       /* KF_Q_FUNC or KF_Q_LAMBDA; NULL for the script */
    qinst *parent;       /* the instance the function is nested in */
    qtype *args;         /* argument types it was instantiated for */
    int nargs;
    int kernel_nd;       /* a kernel: its pos dimensions (0 none, -1 int pos) */
    const char *cname;
    qvar *vars;
    int nvars;
    qtype ret;           /* single result; QT_VOID when none */
    int nouts;
    int changed;         /* inference: a type changed in this sweep */
    int emitting;
    qbuf body;           /* the C of the body */
    int ntmp;
    int indent;
    int in_kernel;       /* runs as a kernel or device function */
    int done;
    int ocl;             /* written as OpenCL C (a kernel or what it calls) */
    const char *guard;   /* qc_index of a 'safe store: its in-bounds test */
    int synced;          /* inside a statement whose arrays were fetched (quasar_resid.c) */
    const char *own[128]; /* array temporaries the statements being written own (quasar_own.c) */
    char own_str[128];   /* own[i] is 0 an array, 1 a string (qs_release), 2 a cell (qce_release) */
    int nown;
    int blk[3];          /* a kernel's fixed block (quasar_block.c), pos's order */
    int nblk;            /* its dimensions; 0: no fixed block */
    int blkuse;          /* QC_BLK_*: what of blocks the kernel uses */
    qbuf shm;            /* its shared() arrays, declared at the kernel's top */
    int in_par;          /* lowering the body of a parallelized loop nest */
    int interior;        /* a kernel's interior instance (quasar_bnd.c) */
    int tiled;           /* {!kernel_tiling} applied (quasar_tiling.c) */
    int tile_g[3], tile_l[3]; /* its grid (0 none, -1 auto) and points a thread, pos's order */
    int tile_quiet;      /* another instance of this kernel explained its tiling already */
    const kf_q_node *hoist[16]; /* top-level statements run once a thread, before the point loop */
    int hoist_reads;            /* hoist_plan: the statement it weighs reads an array element */
    int nhoist;
    qbuf hoisted;        /* their C (quasar_tiling.c) */
    int strip;           /* a strip instance (quasar_strip.c): 1 writing outside its lanes, 2 inside */
    int dest;            /* writes its result into the caller's slice (quasar_slice.c's slice-into) */
    const kf_q_node *dest_stmt; /* ... made by this statement, `y = uninit(..)` or `zeros(..)` */
    int region;          /* lowering a loop body inside one omp parallel region (quasar_region.c):
                            launches are `omp for`, host statements `omp single` */
    const struct qc_bnd *bnd; /* its parameters that lose their accessor */
    unsigned dom;        /* a kernel: its parameters (bits, arguments' order) that span the launch
                            domain, and how: 1 size(X), 2 numel(X) (quasar_bounds.c) */
    int dom_kind;
    const kf_q_node *bnd_last; /* the access quasar_bounds.c last explained */
    const kf_q_node *ivcall[8]; /* calls giving a small vector in the statement being written, */
    const char *ivtmp[8];       /* and the long[3] each result is in (quasar_call.c) */
    int nivcall;
    const kf_q_node *fuse_top; /* the value being assigned to an array variable (quasar_loopk.c) */
};

struct qctx {
    kf_arena *a;
    kf_diag *d;
    const struct kf_qc_options *opt;
    kf_q_program *prog;
    qinst **insts;
    int ninsts;
    qbuf decls;          /* prototypes */
    qbuf funcs;          /* function definitions */
    int failed;
    int nkern;
    FILE *report;        /* the parallelizer's messages (analyze), or NULL */
    int depth;           /* instantiation depth (recursion guard) */
    const kf_q_node *site; /* the call being instantiated, for its errors */
    int ocl_mode;        /* instances made now are OpenCL C */
    int uses_qrt;        /* imread/imwrite: the program links libkforge_qrt */
    qbuf cl_decls;       /* OpenCL: prototypes */
    qbuf cl_funcs;       /* OpenCL: kernels and device functions */
    int lblk[3];         /* the block the parallel_do being lowered asks for */
    int nlblk;
    const kf_q_node *tile_said[32]; /* {!kernel_tiling} attributes already read (quasar_tiling.c) */
    int ntile_said;
    const struct qc_bnd *bnd; /* the kernel instance made next is interior (quasar_bnd.c) */
    const kf_q_node *slice_ref; /* the slice argument lowered next is qa_slice_ref (quasar_slice.c) */
    int slice_view;             /* and it is qa_slice_view instead */
    int strip;           /* ... and runs in strips (quasar_strip.c) */
    int dest_next;       /* the instance taken next is a slice-into one (quasar_slice.c) */
    qinst **into_in;     /* the calls slice-into writes in place: the caller instance, */
    const kf_q_node **into_call; /* and the call node */
    int ninto;
    unsigned ldom;       /* the launch being lowered: arguments that span its domain (quasar_bounds.c) */
    int ldom_kind;
    struct qc_rows *rows;     /* launches fused row by row (quasar_fuse.c), in the arena */
    struct qc_lnest *lnest;   /* set: qc_launch writes its prologue only and plans its nest here */
};

/* The C type of a real scalar in generated code, host and kernels alike:
 * float under --scalar float (the Quick Reference Manual §2.1: `scalar` is
 * the computation engine's precision, 32- or 64-bit), else double.  With
 * it the variables, casts and literals (qc_rnum) of a single-precision
 * program are float, so its arithmetic stays in float as Quasar's does. */
static inline const char *qc_real(const qctx *c) { return c->opt->single ? "float" : "double"; }
/* a real literal of value v in the scalar precision: 0.5 or 0.5f */
const char *qc_rnum(qctx *c, double v);

/* errors: one diagnostic, then the lowering stops */
void qc_error(qctx *c, const kf_q_node *at, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void qc_warn(qctx *c, const kf_q_node *at, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* types (quasar_types.c) */
qtype qt(qt_kind k, int nd);
qtype qt_cx(int nd, int cx); /* an array, complex when cx */
int qt_eq(qtype a, qtype b);
qtype qt_join(qtype a, qtype b);
const char *qt_name(qtype t, char *buf, size_t n);
qtype qt_from_annot(const kf_q_node *type);
qvar *qc_lookup(qinst *in, const char *name);
qvar *qc_define(qctx *c, qinst *in, const char *name, qtype t);
qtype qc_type(qctx *c, qinst *in, kf_q_node *e);
kf_q_node *qc_find_func(qctx *c, qinst *in, const char *name, qinst **where);
int qc_is_builtin(const char *name);

/* expressions (quasar_expr.c): C text in the arena; pre-statements go to
 * in->body.  qc_comp: component k of an ivec expression. */
const char *qc_expr(qctx *c, qinst *in, kf_q_node *e);
const char *qc_comp(qctx *c, qinst *in, kf_q_node *e, int k);
const char *qc_arr(qctx *c, qinst *in, kf_q_node *e); /* a qarr * for an array value */
const char *qc_tmp(qctx *c, qinst *in);
void qc_line(qctx *c, qinst *in, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
const char *qc_index(qctx *c, qinst *in, kf_q_node *e, int store);
const char *qc_call(qctx *c, qinst *in, kf_q_node *e, const char **outs, int nouts);
const char *qc_call_comp(qctx *c, qinst *in, kf_q_node *e, int k);
const char *qc_reduce(qctx *c, qinst *in, const char *op, kf_q_node *arg);
const char *qc_to_arr(qctx *c, qinst *in, kf_q_node *e);
int qc_elementwise(qctx *c, qinst *in, kf_q_node *e);
const char *qc_scalar_fn(qctx *c, const char *f, const char **x, int n, int ints);
const char *qc_slice_args(qctx *c, qinst *in, kf_q_node *e, const char *base);
const char *qc_launch(qctx *c, qinst *in, kf_q_node *e, int serial);
/* a body without loops, jumps or atomic updates (quasar_call.c): omp simd and the
 * launches' `if` threshold take it as a few operations per point */
int qc_straight(const kf_q_node *s);
/* Does expression e name the identifier `name` anywhere below it? (quasar_alp.c) */
int qc_mentions(const kf_q_node *e, const char *name);
/* one parallel region around a host loop of launches (quasar_region.c):
 * plan says whether loop's body qualifies (and explains); launch whether
 * statement s is a launch the region runs as `omp for`; step opens or
 * closes the `single` before statement s (NULL: the body's end). */
int qc_region_plan(qctx *c, qinst *in, kf_q_node *loop);
int qc_region_launch(qctx *c, qinst *in, const kf_q_node *s);
int qc_region_step(qctx *c, qinst *in, const kf_q_node *s, int open);
/* run: how many launches from b->kids[i] on share one region (2 or more), else 0 */
int qc_region_run(qctx *c, qinst *in, const kf_q_node *b, int i);
/* strips of the last dimension with the inner loops outside the lanes
 * (quasar_strip.c): check says why the kernel fn (interior instance kin)
 * cannot, NULL when it can; vars makes the strip instance's locals lane
 * arrays; at opens or closes the lanes before statement i of block b */
#define QC_STRIP_W 64
/* the fewest points that run as a strip: fewer (a narrow array, a row's
 * last points) run one at a time, where the lanes' loops cost more than
 * they save (callgrind, docs/quasar.md: 2 lanes 2.3x the instructions of
 * one point at a time, 4 lanes 1.17x, 8 lanes 0.68x) */
#define QC_STRIP_MIN 8
const char *qc_strip_check(qctx *c, qinst *kin, const kf_q_node *fn, const kf_q_node **at);
void qc_strip_vars(qctx *c, qinst *in);
void qc_strip_at(qctx *c, qinst *in, const kf_q_node *b, int i, int *opened);
/* does statement s store into elements of array `name`? */
int qc_stores_into(const kf_q_node *s, const char *name);
/* kernel parameters that parallel_do fills in, not the caller */
int qc_is_special(const char *name);
/* the arguments of a call of `callee` (fn's parameters from args, then
 * its captured variables): C values and their types and names, up to
 * max; the count */
int qc_pass_args(qctx *c, qinst *in, qinst *callee, kf_q_node *fn, kf_q_node **args, int n,
                 const char **vals, qtype *types, const char **names, int max, const kf_q_node *at);

/* statements (quasar_stmt.c): C of a block; one sweep of type inference */
void qc_block(qctx *c, qinst *in, kf_q_node *b);
void qc_infer_block(qctx *c, qinst *in, kf_q_node *b);
/* the C operator of a compound assignment token (+= ...), NULL for the others */
const char *qc_compound_op(int op);
/* a for statement (quasar_for.c); attr: the {!...} attribute before it, or NULL */
void qc_for_loop(qctx *c, qinst *in, kf_q_node *s, const char *attr);
/* instances (quasar_inst.c): of fn nested in parent, for these argument
 * types (and pos dimensions); qc_instance_of: of the function value ft
 * called from `in` at `site` (its errors point there) */
qinst *qc_instance_of(qctx *c, qinst *in, qtype ft, qtype *args, int nargs, int kernel_nd,
                      const kf_q_node *site);
/* The instance a user call e of function ft makes (args: its arguments'
 * types): rectangles passed as views and a result written into the target
 * slice (quasar_slice.c) are part of its key. */
qinst *qc_call_instance(qctx *c, qinst *in, qtype ft, kf_q_node *e, qtype *args);
qinst *qc_instance(qctx *c, kf_q_node *fn, qinst *parent, qtype *args, int nargs, int kernel_nd);
const char *qc_cdecl(const qctx *c, qtype t, const char *name);

/* the reference protocol (quasar_own.c): qc_rc_on: does the instance
 * count references (host code; kernels only borrow).  qc_own: an array
 * value from qc_arr as a name: a variable (borrowed) or a temporary the
 * current statement owns (a call's new reference is put in one).  qc_take:
 * a new reference to it (an owned temporary moves, else qa_retain).
 * qc_own_release: releases what statements left since `mark` (in->nown). */
int qc_rc_on(const qinst *in);
int qc_owned(const qinst *in, const char *name);
void qc_disown(qinst *in, const char *name);
const char *qc_own(qctx *c, qinst *in, const char *r);
const char *qc_take(qctx *c, qinst *in, const char *r);
void qc_own_release(qctx *c, qinst *in, int mark);
/* strings, by the same protocol: a string a statement makes (sprintf, +,
 * a call's result) is a malloc'ed char array owned by the statement
 * (qc_own_str; r must be such a new string); a variable owns its string,
 * so assigning one takes a copy of anything but an owned temporary
 * (qc_take_str: the temporary moves, else qs_dup). */
const char *qc_own_str(qctx *c, qinst *in, const char *r);
const char *qc_take_str(qctx *c, qinst *in, const char *r);
/* cells: a new cell the statement owns; a new reference to one */
const char *qc_own_cell(qctx *c, qinst *in, const char *r);
const char *qc_take_cell(qctx *c, qinst *in, const char *r);
/* cells of arrays (quasar_cell.c), host code only: c[i] = A; the borrowed
 * array c[i]; 1 when e is c[i] */
void qc_cell_store(qctx *c, qinst *in, kf_q_node *s, kf_q_node *tg);
const char *qc_cell_get(qctx *c, qinst *in, kf_q_node *e);
const char *qc_cell_literal(qctx *c, qinst *in, kf_q_node *e); /* {A, B}: a new cell */
int qc_is_cell_index(qctx *c, qinst *in, kf_q_node *e);
/* complex scalars (quasar_cplx.c): e as a qcplx (a real one promoted);
 * the C of a binary operator or a builtin on complex values (NULL when
 * `name` is not a complex builtin); its result type */
const char *qc_cplx(qctx *c, qinst *in, kf_q_node *e);
const char *qc_cplx_bin(qctx *c, qinst *in, kf_q_node *e);
const char *qc_cplx_builtin(qctx *c, qinst *in, kf_q_node *e, const char *name);
qtype qc_cplx_builtin_type(qctx *c, qinst *in, kf_q_node *e, const char *name);
/* complex arrays: is t complex (a cscalar, a complex array or cell); the
 * type of operator op with a complex array (or a cscalar with an array);
 * a refusal of a real-only builtin given complex values (1 when it
 * reported one); is f a builtin with a complex meaning (complex, real,
 * abs, exp, ...), and one element of it in a fused loop (cx[i]: x[i] is a
 * qcplx) */
int qc_is_cx(qtype t);
qtype qc_cplx_arith(qctx *c, int op, qtype l, qtype r, kf_q_node *e);
int qc_cplx_refuse(qctx *c, qinst *in, kf_q_node *e, const char *name);
int qc_cplx_is_fn(const char *f);
const char *qc_cplx_real_op(qctx *c, int op, int lcx, int rcx, const char *l, const char *r);
/* Z[i] op= v for an element of a complex array (statement s, target tg) */
void qc_cplx_store(qctx *c, qinst *in, kf_q_node *s, kf_q_node *tg);
const char *qc_cplx_elem_fn(qctx *c, const char *f, const char **x, const int *cx, int n);
/* small real vectors (quasar_svec.c): the type annotation ty gives in
 * instance `in` for a value of type `arg` (QT_UNK: a result), vecN read as
 * QT_RVEC in kernel code; the type of a literal [a, b, ...] of numbers
 * there (QT_VOID: not one); of an operator on a small vector; of a builtin
 * on one (QT_VOID with nd -1: not such a builtin); component k of such a
 * builtin call; a temporary holding every component of e (its C name). */
qtype qc_svec_annot(qinst *in, const kf_q_node *ty, qtype an, qtype arg);
qtype qc_svec_literal(qctx *c, qinst *in, kf_q_node *e);
qtype qc_svec_arith(qctx *c, int op, qtype l, qtype r, kf_q_node *e);
qtype qc_svec_builtin_type(qctx *c, qinst *in, kf_q_node *e, const char *name);
const char *qc_svec_call_comp(qctx *c, qinst *in, kf_q_node *e, int k);
const char *qc_svec_builtin(qctx *c, qinst *in, kf_q_node *e, const char *name);
const char *qc_svec_tmp(qctx *c, qinst *in, kf_q_node *e, qtype t);
/* v = val for a small-vector variable; v[k] op= x for a vecN v (statement s, target tg) */
void qc_svec_assign(qctx *c, qinst *in, qvar *v, kf_q_node *val);
void qc_svec_store(qctx *c, qinst *in, kf_q_node *s, kf_q_node *tg);
/* A[i, j, lo..hi] in kernel code, lo and hi constants, at most 4 long:
 * a vecN value (Quasar's x[pos[0], pos[1], 0..2]); its length (0: not
 * such a slice), the range's index and lo.  qc_svec_elem: the index node
 * of element idx.  qc_svec_slice_store: A[..., lo..hi] op= v, each
 * element through elem_store(c, in, s, element target, C value). */
int qc_svec_slice(qctx *c, qinst *in, const kf_q_node *e, int *which, int *lo);
kf_q_node *qc_svec_elem(qctx *c, const kf_q_node *e, int which, int idx);
void qc_svec_slice_store(qctx *c, qinst *in, kf_q_node *s, kf_q_node *tg, int which, int lo, int len,
                         void (*elem_store)(qctx *, qinst *, kf_q_node *, kf_q_node *, const char *));

/* residency (quasar_resid.c): device targets' fetches before host code.
 * qc_resid_stmt writes qa_rd/qa_wr for what statement s touches on the
 * host; 1 when it did so for the whole statement (the caller then raises
 * in->synced while writing it).  qc_resid_expr: for one expression (a
 * loop condition evaluated after the body). */
int qc_resid_on(qctx *c, qinst *in);
int qc_resid_stmt(qctx *c, qinst *in, kf_q_node *s);
void qc_resid_expr(qctx *c, qinst *in, kf_q_node *e);
/* for a nest the parallelizer runs on the host: every array it touches
 * fetched before it (no fetch inside an OpenMP loop); 1 when it wrote them */
int qc_resid_whole(qctx *c, qinst *in, kf_q_node *s);
/* thread blocks (quasar_block.c): what a kernel uses of them; a
 * parallel_do's constant block; the default block; shared() as a C array
 * value; syncthreads; the C declaration of blkpos/blkdim/blkidx v */
enum { QC_BLK_FIXED = 1, QC_BLK_SHARED = 2, QC_BLK_SYNC = 4 };
int qc_blk_uses(const kf_q_node *fn);
int qc_blk_parse(qctx *c, kf_q_node *blk, int n, int out[3]);
void qc_blk_default(int n, int out[3]);
const char *qc_blk_shared(qctx *c, qinst *in, kf_q_node *e);
void qc_blk_sync(qctx *c, qinst *in, const kf_q_node *at);
void qc_blk_var(qctx *c, qinst *in, qvar *v, qbuf *out);
/* is `name` assigned shared(...) in fn's body? */
int qc_blk_is_shared(const kf_q_node *fn, const char *name);

/* the loop parallelizer (quasar_alp.c): NULL when the nest at `loop` can
 * run in parallel (its depth and reductions filled in), else the reason
 * (seed 002 §17.1.1) and the node it is about. */
typedef struct {
    int depth;                 /* loops of the nest that run in parallel */
    const char *red[8];        /* scalars accumulated with += */
    int red_op[8];
    int nred;
    const char *priv[32];      /* scalars private to an iteration */
    int lastpriv[32];          /* priv[i] is read after the nest: lastprivate */
    int npriv;
    const kf_q_node *why_at;
} qc_alp;
const char *qc_alp_check(qctx *c, qinst *in, kf_q_node *loop, qc_alp *r);
/* the nest's kernel on the device targets (quasar_loopk.c): why the
 * nest (loops[0..depth), accepted as r says) stays on the host, NULL
 * when it goes to the device; its launch, as a parallel_do of a kernel
 * made of its body (the loops' bounds evaluated once, on the host). */
const char *qc_loopk_why(qctx *c, qinst *in, kf_q_node *const *loops, int depth, const qc_alp *r, int forced);
void qc_loopk_launch(qctx *c, qinst *in, kf_q_node *const *loops, int depth, const qc_alp *r);
/* The device cost model: the operations of one point of a nest whose
 * innermost body is b (a node one, a call eight, a loop inside sixteen
 * times its body), and whether a nest of points (known here when
 * points >= 0) is worth the device (the prelude's q_dev_worth decides at
 * run time otherwise). */
long qc_loopk_cost(const kf_q_node *b);
/* does b define a lambda or function?  Such a nest is lowered once (its
 * closures are typed in the instance that lowers it), so it has no
 * run-time size test: the device only */
int qc_loopk_has_fn(const kf_q_node *b);
#define QC_DEV_MIN_WORK (1L << 20) /* as the prelude's q_dev_min_default for a GPU */
/* an element-wise tree e as a kernel over its elements: the new array (the
 * statement's temporary, valid on the device only when kept: the value
 * assigned to a variable; else fetched back for host code) */
const char *qc_loopk_fuse(qctx *c, qinst *in, kf_q_node *e, int kept);
/* The element-wise tree's operands (qc_loopk_tree): e with its array
 * operands read at z->pos (one node every leaf shares, so that the caller
 * may rename it) as $kf_e<k> (real), $kf_z<k> (complex) and its scalar
 * subtrees other than numbers and variables computed before, on the host,
 * into $kf_s<k>, $kf_i<k>, $kf_c<k>: arg[k] names them, val[k] is the C
 * value the host gives each (borrowed for the launch), first the array whose
 * shape the result takes.  Nodes in c's arena. */
typedef struct {
    qctx *c;
    qinst *in;
    const char *first;             /* the C array whose shape the result takes */
    int first_cx;                  /* whether it is complex */
    kf_q_node *arg[24];            /* the launch's arguments after $kf_r */
    const char *val[24];
    int isarr[24];
    qtype ty[24];
    int n;
    kf_q_node *pos;
} qc_fz;
kf_q_node *qc_loopk_tree(qc_fz *z, kf_q_node *e);
/* a new node of `kind` at at's place; an identifier `name` there */
kf_q_node *qc_loopk_node(qctx *c, const kf_q_node *at, int kind);
kf_q_node *qc_loopk_id(qctx *c, const kf_q_node *at, const char *name);

/* Reductions on the device (quasar_red.c, seed 002 §17.2.1).  qc_red_why:
 * why the fused reduction of arg (sum(arg), ...) stays an OpenMP loop on the
 * host ("" when there is nothing to say: the OpenMP target, device code,
 * the kernel generator off, not an array), NULL when it goes to the device;
 * qc_red_fused writes it there (its OpenMP form behind q_dev_worth) and
 * gives its value, a C real; `what` is sum, prod, min, max or mean.
 * qc_red_launch: the kernel of a reduction r (a grid-stride loop over
 * depth dimensions of count[k] points, each running r->point, which reads
 * its indices from 0 in $kf_ri0.. and updates the accumulators
 * $kf_ra0..), its launch and the host's fold of its groups' partials:
 * out[a] the C real of accumulator a's result. */
typedef struct {
    int depth;              /* 1..3 */
    const char *count[3];   /* host C: points along each dimension (<= 0: none) */
    int nacc;               /* 1..8 */
    int op[8];              /* '+', '*', 'm' (min), 'M' (max) */
    kf_q_node *point;       /* KF_Q_BLOCK */
} qc_red;
const char *qc_red_why(qctx *c, qinst *in, kf_q_node *arg);
const char *qc_red_fused(qctx *c, qinst *in, const char *what, kf_q_node *arg);
void qc_red_launch(qctx *c, qinst *in, const qc_red *r, const kf_q_node *at, const char **out);

/* Is `name` assigned anywhere in s: the target of =, +=, ..., or a loop's
 * iterator (quasar_bnd.c)? */
int qc_assigned(const kf_q_node *s, const char *name);
/* Is `name` one of function fn's own names: a parameter, a result, what
 * its body assigns (qc_assigned: iterators and lambdas' bodies included)
 * or a function its body defines?  A call of such a name is not of the
 * file's function of that name (quasar_bnd.c). */
int qc_local_name(const kf_q_node *fn, const char *name);
/* kernel boundary checks (quasar_bnd.c, seed 002 §17.2.4): the array
 * parameters of kernel instance k (launched over nd dimensions, -1 an int
 * pos, with these argument names and C values) whose every access is pos
 * plus an offset bounded at launch, and the box of pos where all of them
 * are in range: pos[box.pos] in [-box.lo, box.size - box.hi) for every
 * box entry.  1 when there is such a parameter.  qc_bnd_drops: does
 * instance `in` (an interior one) drop the accessor of parameter `name`. */
#define QC_BND_MAX 96
typedef struct {
    int param;                    /* index in params */
    int pos;                      /* the pos component it bounds */
    const char *lo, *hi, *size;   /* C text at the launch */
} qc_bnd_box;
typedef struct qc_bnd {
    const char *params[64];
    int nparams;
    qc_bnd_box box[QC_BND_MAX];
    int nbox;
    const char *kept[16];         /* parameters that keep their tests, */
    const kf_q_node *why[16];     /* and the access that is of another shape */
    int nkept;
} qc_bnd;
int qc_bnd_plan(qctx *c, qinst *k, int nd, const char **names, const char **vals, int nv, qc_bnd *out);
int qc_bnd_drops(const qinst *in, const char *name);
/* target specialisation (quasar_target.c, seed 002 §17.2.5-6): $target's
 * value where `in` is lowered; an if decided by $target (1, *live the
 * block or IF to lower instead, NULL for none) or not (0); a kernel's
 * {!kernel target="..."} hint (NULL: none; *at its attribute); where a
 * launch of kernel kfn that would run on the device (on_dev) or the host
 * runs by its hint (1 the device, 0 the host; an error when it cannot run
 * there); schedule()'s
 * index; a match on schedule() (*resolved: the arm's block returned).
 * qc_explain: a line "  PASS: FILE:L:C: ..." on the explain stream. */
int qc_target_meta(qctx *c, qinst *in, const kf_q_node *e);
int qc_target_if(qctx *c, qinst *in, kf_q_node *s, kf_q_node **live);
const char *qc_target_hint(qctx *c, const kf_q_node *fn, const kf_q_node **at);
int qc_target_launch(qctx *c, const kf_q_node *kfn, int on_dev, const kf_q_node *at);
/* does parallel_do e run on the host though the target has a device (a cpu hint)? */
int qc_target_on_host(qctx *c, qinst *in, kf_q_node *e);
int qc_target_schedule(qctx *c, qinst *in, kf_q_node *e);
kf_q_node *qc_target_match(qctx *c, qinst *in, kf_q_node *s, int *resolved);
void qc_explain(qctx *c, const char *pass, const kf_q_node *at, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* boundary checks (quasar_bounds.c, seed 002 §17.2.4): qc_bounds_launch
 * notes which of a launch's arguments span its domain (c->ldom, taken by
 * the kernel instance); qc_bounds_proven: the indices (bits) of access e
 * to kernel parameter v, of n indices, that need no accessor. */
void qc_bounds_launch(qctx *c, qinst *in, kf_q_node *dims, kf_q_node **args, int nargs, int nd,
                      const kf_q_node *at);
unsigned qc_bounds_proven(qctx *c, qinst *in, kf_q_node *e, qvar *v, int n);
/* NULL when every index of access e to v (an array parameter of kernel
 * instance in) is inside v at every point of every launch of the
 * instance (the same proof, whatever v's accessor; nothing explained),
 * else why not (arena text). */
const char *qc_bounds_inside(qctx *c, qinst *in, const kf_q_node *e, qvar *v);
/* sizes equal from host code (quasar_size.c): the one assignment of y,
 * in host instance in, that gives it x's size wherever `at` runs (y =
 * zeros(size(x)), y = x + 1, ...), or NULL when not proven */
const kf_q_node *qc_size_same(qctx *c, qinst *in, const char *y, const char *x, const kf_q_node *at);

/* program settings (quasar_settings.c, seed 002 §17.3): why the loop
 * parallelizer is off for `loop` (--no-parallelize, or {!loop_parallelizer
 * off} before it in its file), NULL when it is on; the same for the
 * automatic kernel generator at expression e ({!expression_optimizer
 * off}); is s such an attribute (checked: an error for a bad value).
 * The reasons are static strings. */
const char *qc_settings_alp_off(qctx *c, const kf_q_node *loop);
const char *qc_settings_kgen_off(qctx *c, const kf_q_node *e);
int qc_settings_attr(qctx *c, const kf_q_node *s);

/* whole slices shared (quasar_slice.c): is argument ai of a call (its
 * arguments args[0..n), to the host function instance callee) a slice
 * passed by qa_slice_ref; is the store s of v (a temporary) to the slice
 * tg a qa_slice_move.  Both explain; c->slice_ref names the argument
 * qc_expr then lowers so. */
int qc_slice_ref(qctx *c, qinst *in, qinst *callee, kf_q_node **args, int n, int ai);
/* slices passed as views (quasar_slice.c's slice-view): qc_slice_view_types
 * marks view the types of the arguments of a call of fn that are passed
 * as one (every typing of a call of a user function goes through it, so
 * the callee is instantiated for views); qc_slice_view, at the call's
 * lowering: is argument ai one (its callee parameter a view), explained. */
void qc_slice_view_types(qctx *c, qinst *in, const kf_q_node *fn, kf_q_node **args, int n, qtype *types);
int qc_slice_view(qctx *c, qinst *in, qinst *callee, kf_q_node **args, int n, int ai);
/* results written in place (slice-into): qc_slice_into_mark, when
 * inference meets the statement s `A[r0, r1] = f(..)`, records its call
 * when the rule holds; qc_slice_into_of: is call e of instance in such a
 * call (its callee a dest instance); qc_slice_into_stmt: the statement
 * making the result of a dest instance of fn; qc_slice_into_explain at
 * the store's lowering. */
void qc_slice_into_mark(qctx *c, qinst *in, kf_q_node *s);
int qc_slice_into_of(qctx *c, qinst *in, const kf_q_node *e);
const kf_q_node *qc_slice_into_stmt(const kf_q_node *fn);
void qc_slice_into_explain(qctx *c, qinst *in, kf_q_node *s);
int qc_slice_move(qctx *c, qinst *in, kf_q_node *s, kf_q_node *tg, const char *v);

/* the branch divergence reducer (quasar_diverge.c, seed 002 §17.2): the
 * assignment `target = test ? a : b` to lower instead of the if/else s,
 * or NULL to keep the branch. */
kf_q_node *qc_diverge_select(qctx *c, qinst *in, kf_q_node *s);
/* the flags of such a select's KF_Q_COND: quasar_expr.c computes both
 * sides into temporaries before it (a branch-free form gcc vectorizes),
 * and its test first when it is not safe to evaluate after them */
#define QC_SELECT_AHEAD 0x100
#define QC_SELECT_TEST_LAST 0x200
/* an if statement the compiler wrote (quasar_red.c's tree): its branches
 * stay branches without a line on --explain */
#define QC_QUIET 0x400

/* kernel fusion (quasar_fuse.c, seed 002 §17.1.6): the block to lower
 * instead of b, its consecutive launches that may run as one kernel
 * fused (b itself when none); is s a {!kernel_fusion ...} attribute
 * (checked: an error for a bad value). */
kf_q_node *qc_fuse_block(qctx *c, qinst *in, kf_q_node *b);
int qc_fuse_attr(qctx *c, const kf_q_node *s);
/* Two launches fused row by row (quasar_fuse.c plans them, quasar_rows.c
 * writes them; OpenMP): the statement stmt stands for the launch s1a of
 * k1 then s2a of k2 (stmt->a and stmt->b), over the rows of pos[0];
 * each thread runs its rows in order, k2 `lag` rows behind k1, k1 first
 * on its block's first `top` and last `bot` rows, then a barrier.  same:
 * the host arrays passed between them, whose dim[0] must be the launch's
 * (else k1 runs on every row before the barrier).  dmin..dmax: the rows
 * (pos[0] + d) of k1's output k2 reads, emin..emax: those of k2's output
 * k1 reads (0 included). */
typedef struct qc_rows {
    const kf_q_node *stmt;
    int lag, top, bot, dmin, dmax, emin, emax;
    const char *same[16];
    int nsame;
    struct qc_rows *next;
} qc_rows;
const qc_rows *qc_fuse_rows(const qctx *c, const kf_q_node *s);
void qc_rows_launch(qctx *c, qinst *in, const qc_rows *r);
/* A launch's OpenMP loop nest (n > 1 dimensions), planned by qc_launch
 * when c->lnest is set: qc_launch then writes the launch's prologue (its
 * sizes D, arguments, interior box L..H) and not the nest, which
 * qc_launch_nest writes for one row of pos[0] (`row`, C text), serially. */
typedef struct qc_lnest {
    int set, n, simd, kin;
    const char *D[3], *P[3], *L[3], *H[3];
    const char *call, *icall, *pname, *work;
    const char *vals[48];
    int nv;
} qc_lnest;
void qc_launch_nest(qctx *c, qinst *in, qc_lnest *l, const char *row);

/* kernel tiling (quasar_tiling.c, seed 002 §17.2.3): qc_tile_plan reads
 * the kernel's {!kernel_tiling} attributes into in->tiled/tile_* (its
 * diagnostics once an instance); qc_tile_body writes a tiled instance's
 * body, its point-independent statements apart (in->hoisted);
 * qc_tile_is_hoisted: whether variable `name` is one of theirs (declared
 * before the loops); qc_tile_open writes, after the kernel's set-up, the
 * hoisted statements and the loops over the thread's points (q_posK),
 * qc_tile_close ends them; qc_tile_threads: the device launch's thread
 * count along dimension k for `lim` points (an expression evaluated more
 * than once); qc_tile_launch: the OpenMP launch of a tiled kernel over
 * D[0..n-1] (omp: in a team); qc_tile_cpu: whether kernel fn will be
 * tiled on OpenMP (for the passes that must leave it alone). */
void qc_tile_plan(qctx *c, qinst *in);
void qc_tile_body(qctx *c, qinst *in, kf_q_node *body);
int qc_tile_is_hoisted(const qinst *in, const char *name);
void qc_tile_open(qctx *c, qinst *in, qbuf *out, int kdims);
void qc_tile_close(qinst *in, qbuf *out);
const char *qc_tile_threads(qctx *c, qinst *in, int k, const char *lim);
void qc_tile_launch(qctx *c, qinst *in, qinst *k, int n, const char **D, const char **vals, int nv, int omp,
                    const char *work);
int qc_tile_cpu(const qctx *c, const kf_q_node *fn);

#endif
