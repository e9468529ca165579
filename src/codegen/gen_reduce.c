/*
 * gen_reduce.c: parallel reductions for the GPU back ends (gen_reduce.h),
 * after seed 002 §17.2.1's parallel reduction transform: per-thread
 * accumulators over a grid-stride loop, a per-group combination (a tree in
 * shared memory with barriers, or warp shuffles), then the groups' results
 * combined into the output (a second, one-thread kernel, or atomics).
 */
#include <stdio.h>
#include <string.h>

#include "codegen/gen_reduce.h"

static const char *const method_names[] = {"auto", "shared", "shuffle", "atomic"};

int kf_gen_reduction_parse(const char *name, enum kf_gen_reduction *r)
{
    for (int i = 0; i < 4; i++)
        if (strcmp(name, method_names[i]) == 0) {
            *r = (enum kf_gen_reduction)i;
            return 0;
        }
    return -1;
}

const char *kf_gen_reduction_name(enum kf_gen_reduction r)
{
    return (unsigned)r < 4 ? method_names[r] : NULL;
}

const char *kf_reduce_type(const char *t)
{
    static const char *const map[][2] = {
        {"int", "int"},       {"signed int", "int"}, {"signed", "int"},
        {"long", "long"},     {"long int", "long"},  {"signed long", "long"},
        {"signed long int", "long"}, {"float", "float"}, {"double", "double"},
    };
    for (size_t i = 0; i < sizeof map / sizeof *map; i++)
        if (strcmp(t, map[i][0]) == 0)
            return map[i][1];
    return NULL;
}

static bool native_atomic(char *buf, size_t n, const struct kf_red_var *r, bool cuda,
                          const char *p, const char *v);

void kf_reduce_choose(struct kf_red_kernel *rk, enum kf_gen_reduction asked)
{
    if (asked == KF_GEN_RED_SHUFFLE && !rk->cuda)
        asked = KF_GEN_RED_AUTO; /* refused earlier (kf_gen_file); stay safe */
    /* integers combine in any order to the same value: where every scalar
     * has a native atomic, each group adds its result atomically and the
     * fold kernel (a second launch) is not needed */
    bool ints = true;
    char buf[256];
    for (int i = 0; i < rk->nred; i++)
        ints &= !rk->red[i].elem &&
                (strcmp(rk->red[i].type, "int") == 0 || strcmp(rk->red[i].type, "long") == 0) &&
                native_atomic(buf, sizeof buf, &rk->red[i], rk->cuda, "p", "v");
    rk->group_atomic = false;
    if (asked != KF_GEN_RED_AUTO) {
        rk->method = asked;
        rk->why = "asked for by --reduction";
    } else if (rk->cuda) {
        rk->method = KF_GEN_RED_SHUFFLE;
        rk->group_atomic = ints;
        rk->why = ints ? "auto: CUDA has warp shuffles, which need no shared memory within a "
                         "warp; integers with native atomics: each block adds its result "
                         "atomically, no fold kernel"
                       : "auto: CUDA has warp shuffles, which need no shared memory within a "
                         "warp; the blocks' partials are folded in a fixed order";
    } else {
        rk->method = KF_GEN_RED_SHARED;
        rk->group_atomic = ints;
        rk->why = ints ? "auto: OpenCL 1.2 has no portable sub-group shuffle, so a tree in local "
                         "memory; integers with native atomics: each group adds its result "
                         "atomically, no fold kernel"
                       : "auto: OpenCL 1.2 has no portable sub-group shuffle, so a tree in local "
                         "memory; the groups' partials are folded in a fixed order";
    }
    if (rk->method == KF_GEN_RED_SHUFFLE && rk->block < 32)
        rk->block = 32; /* whole warps */
    /* the tree's arrays within 32 KiB, the local memory OpenCL promises
     * (CUDA allows 48 KiB of static shared memory) */
    size_t bytes = 0;
    for (int i = 0; i < rk->nred; i++) {
        const char *t = rk->red[i].type;
        bytes += strcmp(t, "int") == 0 || strcmp(t, "float") == 0 ? 4 : 8;
    }
    while (rk->method == KF_GEN_RED_SHARED && rk->block > 32 && bytes * (size_t)rk->block > 32768)
        rk->block /= 2;
}

/* "a OP b" for the operator, into buf */
static const char *combine(char *buf, size_t n, enum kf_reduction_op op, const char *a,
                           const char *b)
{
    switch (op) {
    case KF_RED_MUL: snprintf(buf, n, "%s * %s", a, b); break;
    case KF_RED_MIN: snprintf(buf, n, "(%s < %s ? %s : %s)", b, a, b, a); break;
    case KF_RED_MAX: snprintf(buf, n, "(%s > %s ? %s : %s)", b, a, b, a); break;
    default: snprintf(buf, n, "%s + %s", a, b); break;
    }
    return buf;
}

/* The value every private copy starts from: the identity of + and *; for
 * min and max the scalar's value before the loop (idempotent operators, so
 * counting it once per thread changes nothing, and no infinity is needed). */
static const char *start_value(char *buf, size_t n, const struct kf_red_var *r)
{
    if (r->op == KF_RED_ADD)
        return "0";
    if (r->op == KF_RED_MUL)
        return "1";
    if (r->elem)
        return r->elem;
    snprintf(buf, n, "kf_red_%s[0]", r->name);
    return buf;
}

bool kf_reduce_has_elem(const struct kf_red_kernel *rk)
{
    for (int i = 0; i < rk->nred; i++)
        if (rk->red[i].elem)
            return true;
    return false;
}

static const char *op_word(enum kf_reduction_op op)
{
    switch (op) {
    case KF_RED_MUL: return "mul";
    case KF_RED_MIN: return "min";
    case KF_RED_MAX: return "max";
    default: return "add";
    }
}

/* ---- atomics ------------------------------------------------------------ */

/* How each type's bits are reached: the unsigned type of its size, the
 * value from the bits and the bits from the value (printf formats). */
static const struct cas_type {
    const char *type;
    const char *cu_bits, *cu_val, *cu_bits_of; /* CUDA */
    const char *cl_bits, *cl_val, *cl_bits_of; /* OpenCL */
} cas_types[] = {
    {"int", "unsigned int", "(int)%s", "(unsigned int)(%s)", "uint", "as_int(%s)", "as_uint(%s)"},
    {"long", "unsigned long long", "(long)%s", "(unsigned long long)(%s)", "ulong", "as_long(%s)",
     "as_ulong(%s)"},
    {"float", "unsigned int", "__uint_as_float(%s)", "__float_as_uint(%s)", "uint", "as_float(%s)",
     "as_uint(%s)"},
    {"double", "unsigned long long", "__longlong_as_double((long long)%s)",
     "(unsigned long long)__double_as_longlong(%s)", "ulong", "as_double(%s)", "as_ulong(%s)"},
};

/*
 * A compare-and-swap loop on the value's bits, once per (operator, type):
 *
 *     old = *p;
 *     do { seen = old; old = CAS(p, seen, bits(value(seen) OP v)); }
 *     while (old != seen);
 *
 * OpenCL: atomic_cmpxchg on uint (32-bit types), atom_cmpxchg on ulong with
 * cl_khr_int64_base_atomics (64-bit); CUDA: atomicCAS on unsigned int or
 * unsigned long long.
 */
static void cas_helper(struct kf_kgen *k, const struct kf_red_var *r, bool cuda)
{
    char name[64];
    snprintf(name, sizeof name, "kf_atomic_%s_%s", op_word(r->op), r->type);
    if (kf_kgen_has_function(k, name))
        return;
    const struct cas_type *ct = &cas_types[0];
    for (size_t i = 0; i < sizeof cas_types / sizeof *cas_types; i++)
        if (strcmp(cas_types[i].type, r->type) == 0)
            ct = &cas_types[i];
    const char *T = r->type;
    const char *U = cuda ? ct->cu_bits : ct->cl_bits;
    const char *to_val = cuda ? ct->cu_val : ct->cl_val;
    const char *to_bits = cuda ? ct->cu_bits_of : ct->cl_bits_of;
    bool wide = strstr(U, "long") != NULL;
    const char *cas = cuda ? "atomicCAS" : wide ? "atom_cmpxchg" : "atomic_cmpxchg";
    const char *space = cuda ? "" : "__global ";
    if (!cuda && wide)
        kf_kgen_file_stmt(k, "#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable");
    const char *q = kf_kgen_qualifier(k, KF_KGEN_Q_DEVICE_FN);
    kf_kgen_declare_functionf(k, "%s%svoid %s(%s%s *p, %s v)", q, *q ? " " : "", name, space, T, T);
    kf_kgen_begin_body(k);
    kf_kgen_stmtf(k, "volatile %s%s *q = (volatile %s%s *)p;", space, U, space, U);
    kf_kgen_stmtf(k, "%s old = *q, seen;", U);
    kf_kgen_begin_branch(k, "do");
    kf_kgen_stmt(k, "seen = old;");
    char val[128], res[256], bits[300];
    snprintf(val, sizeof val, to_val, "seen");
    combine(res, sizeof res, r->op, val, "v");
    snprintf(bits, sizeof bits, to_bits, res);
    /* CUDA's atomicCAS takes a plain pointer, OpenCL's a volatile one */
    if (cuda)
        kf_kgen_stmtf(k, "old = %s((%s *)q, seen, %s);", cas, U, bits);
    else
        kf_kgen_stmtf(k, "old = %s(q, seen, %s);", cas, bits);
    kf_kgen_end_branch(k, "while (old != seen);");
    kf_kgen_end_body(k);
}

/* Emits every helper the kernel's atomics need (before the kernel). */
static void atomic_helpers(struct kf_kgen *k, const struct kf_red_kernel *rk);

/* Is there a native atomic for (op, type)?  Its statement into buf. */
static bool native_atomic(char *buf, size_t n, const struct kf_red_var *r, bool cuda,
                          const char *p, const char *v)
{
    const char *T = r->type;
    bool is_int = strcmp(T, "int") == 0, is_long = strcmp(T, "long") == 0;
    if (cuda) {
        if (r->op == KF_RED_ADD && (is_int || strcmp(T, "float") == 0 || strcmp(T, "double") == 0))
            snprintf(buf, n, "atomicAdd(%s, %s);", p, v);
        else if (r->op == KF_RED_ADD && is_long) /* two's complement: the same bits */
            snprintf(buf, n, "atomicAdd((unsigned long long *)%s, (unsigned long long)%s);", p, v);
        else if ((r->op == KF_RED_MIN || r->op == KF_RED_MAX) && is_int)
            snprintf(buf, n, "atomic%s(%s, %s);", r->op == KF_RED_MIN ? "Min" : "Max", p, v);
        else if ((r->op == KF_RED_MIN || r->op == KF_RED_MAX) && is_long)
            snprintf(buf, n, "atomic%s((long long *)%s, (long long)%s);",
                     r->op == KF_RED_MIN ? "Min" : "Max", p, v);
        else
            return false;
        return true;
    }
    if (is_int && r->op != KF_RED_MUL) {
        snprintf(buf, n, "atomic_%s(%s, %s);", op_word(r->op), p, v);
        return true;
    }
    return false;
}

static void atomic_helpers(struct kf_kgen *k, const struct kf_red_kernel *rk)
{
    char buf[256];
    for (int i = 0; i < rk->nred; i++)
        if (!native_atomic(buf, sizeof buf, &rk->red[i], rk->cuda, "p", "v"))
            cas_helper(k, &rk->red[i], rk->cuda);
}

/* ---- the kernels -------------------------------------------------------- */

/* The folded iteration space: kf_total iterations, the band's iterators
 * recovered from one index kf_t (row-major over the band, innermost
 * fastest) inside the grid-stride loop. */
static void grid_stride_loop(struct kf_kgen *k, const struct kf_red_kernel *rk)
{
    char total[1024] = "";
    for (int d = 0; d < rk->depth; d++) {
        kf_kgen_stmtf(k, "long kf_n%d = (long)(%s);", d, rk->band[d].count);
        size_t m = strlen(total);
        snprintf(total + m, sizeof total - m, "%skf_n%d", d ? " * " : "", d);
    }
    kf_kgen_stmtf(k, "long kf_total = %s;", total);
    kf_kgen_begin_branchf(k, "for (long kf_t = (long)%s; kf_t < kf_total; kf_t += (long)%s)",
                          kf_kgen_index(k, KF_KGEN_GLOBAL_ID, 0),
                          kf_kgen_index(k, KF_KGEN_GLOBAL_SIZE, 0));
    for (int d = 0; d < rk->depth; d++) {
        /* kf_t / (product of the later counts) % (this count) */
        char stride[64] = "", idx[160] = "kf_t";
        for (int e = d + 1; e < rk->depth; e++) {
            size_t m = strlen(stride);
            snprintf(stride + m, sizeof stride - m, "%skf_n%d", e > d + 1 ? " * " : "", e);
        }
        bool one = d + 2 >= rk->depth; /* at most one later count */
        if (d + 1 < rk->depth && d > 0)
            snprintf(idx, sizeof idx, one ? "kf_t / %s %% kf_n%d" : "kf_t / (%s) %% kf_n%d",
                     stride, d);
        else if (d + 1 < rk->depth)
            snprintf(idx, sizeof idx, one ? "kf_t / %s" : "kf_t / (%s)", stride);
        else if (d > 0)
            snprintf(idx, sizeof idx, "kf_t %% kf_n%d", d);
        const struct kf_red_loop *b = &rk->band[d];
        /* the idx-th value of the loop: lb + step * idx */
        long mag = b->step > 0 ? b->step : -b->step;
        char times[32] = "";
        if (mag != 1)
            snprintf(times, sizeof times, "%ld * ", mag);
        if (strcmp(b->lb, "0") == 0 && b->step > 0)
            kf_kgen_stmtf(k, "%s %s = %s(%s)(%s);", b->type, b->name, times, b->type, idx);
        else
            kf_kgen_stmtf(k, "%s %s = %s %c %s(%s)(%s);", b->type, b->name, b->lb,
                          b->step > 0 ? '+' : '-', times, b->type, idx);
    }
    kf_kgen_stmt(k, rk->body);
    kf_kgen_end_branch(k, NULL);
}

static void atomic_combine(struct kf_kgen *k, const struct kf_red_kernel *rk);

static void shared_tree(struct kf_kgen *k, const struct kf_red_kernel *rk)
{
    const char *lid = kf_kgen_index(k, KF_KGEN_LOCAL_ID, 0);
    char c[512], a[128], b[128];
    for (int i = 0; i < rk->nred; i++)
        kf_kgen_stmtf(k, "kf_sh_%s[%s] = %s;", rk->red[i].name, lid, rk->red[i].name);
    kf_kgen_barrier(k);
    /* seed 002 §17.2.1's tree, with halving strides so that the active
     * threads stay contiguous */
    kf_kgen_begin_branchf(k, "for (int kf_o = %d; kf_o > 0; kf_o /= 2)", rk->block / 2);
    kf_kgen_begin_branchf(k, "if (%s < kf_o)", lid);
    for (int i = 0; i < rk->nred; i++) {
        snprintf(a, sizeof a, "kf_sh_%s[%s]", rk->red[i].name, lid);
        snprintf(b, sizeof b, "kf_sh_%s[%s + kf_o]", rk->red[i].name, lid);
        kf_kgen_stmtf(k, "%s = %s;", a, combine(c, sizeof c, rk->red[i].op, a, b));
    }
    kf_kgen_end_branch(k, NULL);
    kf_kgen_barrier(k);
    kf_kgen_end_branch(k, NULL);
    kf_kgen_begin_branchf(k, "if (%s == 0)", lid);
    if (rk->group_atomic) {
        for (int i = 0; i < rk->nred; i++)
            kf_kgen_stmtf(k, "%s = kf_sh_%s[0];", rk->red[i].name, rk->red[i].name);
        atomic_combine(k, rk);
    } else {
        for (int i = 0; i < rk->nred; i++)
            kf_kgen_stmtf(k, "kf_part_%s[%s] = kf_sh_%s[0];", rk->red[i].name,
                          kf_kgen_index(k, KF_KGEN_GROUP_ID, 0), rk->red[i].name);
    }
    kf_kgen_end_branch(k, NULL);
}

static void warp_shuffles(struct kf_kgen *k, const struct kf_red_kernel *rk)
{
    char c[512], sh[128];
    kf_kgen_begin_branch(k, "for (int kf_o = 16; kf_o > 0; kf_o /= 2)");
    for (int i = 0; i < rk->nred; i++) {
        snprintf(sh, sizeof sh, "__shfl_down_sync(0xffffffffu, %s, kf_o)", rk->red[i].name);
        kf_kgen_stmtf(k, "%s = %s;", rk->red[i].name,
                      combine(c, sizeof c, rk->red[i].op, rk->red[i].name, sh));
    }
    kf_kgen_end_branch(k, NULL);
}

static void shuffle_tree(struct kf_kgen *k, const struct kf_red_kernel *rk)
{
    char s[128];
    warp_shuffles(k, rk);
    kf_kgen_begin_branch(k, "if (threadIdx.x % 32 == 0)");
    for (int i = 0; i < rk->nred; i++)
        kf_kgen_stmtf(k, "kf_sh_%s[threadIdx.x / 32] = %s;", rk->red[i].name, rk->red[i].name);
    kf_kgen_end_branch(k, NULL);
    kf_kgen_barrier(k);
    /* the first warp gathers the warps' results and shuffles again */
    kf_kgen_begin_branch(k, "if (threadIdx.x < 32)");
    for (int i = 0; i < rk->nred; i++)
        kf_kgen_stmtf(k, "%s = threadIdx.x < blockDim.x / 32 ? kf_sh_%s[threadIdx.x] : %s;",
                      rk->red[i].name, rk->red[i].name,
                      start_value(s, sizeof s, &rk->red[i]));
    warp_shuffles(k, rk);
    kf_kgen_begin_branch(k, "if (threadIdx.x == 0)");
    if (rk->group_atomic)
        atomic_combine(k, rk);
    else
        for (int i = 0; i < rk->nred; i++)
            kf_kgen_stmtf(k, "kf_part_%s[blockIdx.x] = %s;", rk->red[i].name, rk->red[i].name);
    kf_kgen_end_branch(k, NULL);
    kf_kgen_end_branch(k, NULL);
}

static void atomic_combine(struct kf_kgen *k, const struct kf_red_kernel *rk)
{
    char buf[1024], p[512];
    for (int i = 0; i < rk->nred; i++) {
        const struct kf_red_var *r = &rk->red[i];
        if (r->elem)
            snprintf(p, sizeof p, "&(%s)", r->elem);
        else
            snprintf(p, sizeof p, "kf_red_%s", r->name);
        if (native_atomic(buf, sizeof buf, r, rk->cuda, p, r->name))
            kf_kgen_stmt(k, buf);
        else
            kf_kgen_stmtf(k, "kf_atomic_%s_%s(%s, %s);", op_word(r->op), r->type, p, r->name);
    }
}

bool kf_reduce_has_fin(const struct kf_red_kernel *rk)
{
    return rk->method != KF_GEN_RED_ATOMIC && !rk->group_atomic;
}

int kf_reduce_kernel_names(const struct kf_red_kernel *rk, char *fin, size_t n)
{
    snprintf(fin, n, "%s_fin", rk->kname);
    return kf_reduce_has_fin(rk) ? 2 : 1;
}

static void fin_kernel(struct kf_kgen *k, const struct kf_red_kernel *rk)
{
    const char *g = kf_kgen_qualifier(k, KF_KGEN_Q_GLOBAL);
    const char *sp = *g ? " " : "";
    char head[4096];
    bool elem = kf_reduce_has_elem(rk);
    int m = snprintf(head, sizeof head, "%s void %s_fin(%s%s", kf_kgen_qualifier(k, KF_KGEN_Q_KERNEL),
                     rk->kname, elem ? rk->params : "", elem && *rk->params ? ", " : "");
    for (int i = 0; i < rk->nred && m < (int)sizeof head; i++)
        m += snprintf(head + m, sizeof head - (size_t)m, "%s%s%s *kf_part_%s, ", g, sp,
                      rk->red[i].type, rk->red[i].name);
    if (m < (int)sizeof head)
        m += snprintf(head + m, sizeof head - (size_t)m, "int kf_ngroups");
    for (int i = 0; i < rk->nred && m < (int)sizeof head; i++)
        if (!rk->red[i].elem)
            m += snprintf(head + m, sizeof head - (size_t)m, ", %s%s%s *kf_red_%s", g, sp,
                          rk->red[i].type, rk->red[i].name);
    if (m < (int)sizeof head)
        snprintf(head + m, sizeof head - (size_t)m, ")");
    kf_kgen_declare_function(k, head);
    kf_kgen_begin_body(k);
    char c[512], v[96], p[96];
    char s0[128];
    for (int i = 0; i < rk->nred; i++) {
        const struct kf_red_var *r = &rk->red[i];
        kf_kgen_stmtf(k, "%s kf_v_%s = %s;", r->type, r->name,
                      r->elem ? r->elem : (snprintf(s0, sizeof s0, "kf_red_%s[0]", r->name), s0));
    }
    /* in group order: the same sum every run */
    kf_kgen_begin_branch(k, "for (int kf_g = 0; kf_g < kf_ngroups; kf_g++)");
    for (int i = 0; i < rk->nred; i++) {
        snprintf(v, sizeof v, "kf_v_%s", rk->red[i].name);
        snprintf(p, sizeof p, "kf_part_%s[kf_g]", rk->red[i].name);
        kf_kgen_stmtf(k, "%s = %s;", v, combine(c, sizeof c, rk->red[i].op, v, p));
    }
    kf_kgen_end_branch(k, NULL);
    for (int i = 0; i < rk->nred; i++)
        if (rk->red[i].elem)
            kf_kgen_stmtf(k, "%s = kf_v_%s;", rk->red[i].elem, rk->red[i].name);
        else
            kf_kgen_stmtf(k, "kf_red_%s[0] = kf_v_%s;", rk->red[i].name, rk->red[i].name);
    kf_kgen_end_body(k);
}

int kf_reduce_emit_kernels(struct kf_kgen *k, const struct kf_red_kernel *rk)
{
    const char *g = kf_kgen_qualifier(k, KF_KGEN_Q_GLOBAL);
    const char *sp = *g ? " " : "";
    if (rk->method == KF_GEN_RED_ATOMIC || rk->group_atomic)
        atomic_helpers(k, rk);
    char head[4096];
    int m = snprintf(head, sizeof head, "%s void %s(%s", kf_kgen_qualifier(k, KF_KGEN_Q_KERNEL),
                     rk->kname, rk->params);
    const int first = m - (int)strlen(rk->params); /* nothing written after "(" yet */
    for (int i = 0; i < rk->nred && m < (int)sizeof head; i++) {
        const struct kf_red_var *r = &rk->red[i];
        const char *sep = m == first ? "" : ", ";
        if (!r->elem)
            m += snprintf(head + m, sizeof head - (size_t)m, "%s%s%s%s *kf_red_%s", sep, g, sp,
                          r->type, r->name);
        sep = m == first ? "" : ", ";
        if (kf_reduce_has_fin(rk) && m < (int)sizeof head)
            m += snprintf(head + m, sizeof head - (size_t)m, "%s%s%s%s *kf_part_%s", sep, g, sp,
                          r->type, r->name);
    }
    if (m < (int)sizeof head)
        snprintf(head + m, sizeof head - (size_t)m, ")");
    kf_kgen_declare_function(k, head);
    kf_kgen_begin_body(k);
    const char *local = kf_kgen_qualifier(k, KF_KGEN_Q_LOCAL);
    for (int i = 0; i < rk->nred; i++) {
        if (rk->method == KF_GEN_RED_SHARED)
            kf_kgen_stmtf(k, "%s %s kf_sh_%s[%d];", local, rk->red[i].type, rk->red[i].name,
                          rk->block);
        else if (rk->method == KF_GEN_RED_SHUFFLE)
            kf_kgen_stmtf(k, "%s %s kf_sh_%s[32];", local, rk->red[i].type, rk->red[i].name);
    }
    char s[128];
    for (int i = 0; i < rk->nred; i++)
        kf_kgen_stmtf(k, "%s %s = %s;", rk->red[i].type, rk->red[i].name,
                      start_value(s, sizeof s, &rk->red[i]));
    for (int i = 0; i < rk->nlocal; i++)
        kf_kgen_stmt(k, rk->local[i]);
    grid_stride_loop(k, rk);
    if (rk->method == KF_GEN_RED_SHARED)
        shared_tree(k, rk);
    else if (rk->method == KF_GEN_RED_SHUFFLE)
        shuffle_tree(k, rk);
    else
        atomic_combine(k, rk);
    kf_kgen_end_body(k);
    if (kf_reduce_has_fin(rk))
        fin_kernel(k, rk);
    return kf_kgen_error(k);
}

/* ---- host code ---------------------------------------------------------- */

void kf_reduce_emit_alloc(struct kf_kgen *h, const struct kf_red_kernel *rk, int line)
{
    char d[512];
    for (int i = 0; i < rk->nred; i++) {
        const struct kf_red_var *r = &rk->red[i];
        for (int part = 0; part < (kf_reduce_has_fin(rk) ? 2 : 1); part++) {
            if (!part && r->elem)
                continue; /* the element lives in its array's buffer */
            const char *what = part ? "part" : "red";
            char n[32] = "1";
            if (part)
                snprintf(n, sizeof n, "%d", KF_REDUCE_GROUPS);
            if (rk->cuda) {
                snprintf(d, sizeof d, "%s *kf_%s_%s_%s = NULL;", r->type, what, rk->kname, r->name);
                kf_kgen_declare_vars(h, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
                kf_kgen_stmtf(h,
                              "kf_cuda_check(cudaMalloc((void **)&kf_%s_%s_%s, %s * sizeof(%s)), "
                              "\"cudaMalloc\", %d);",
                              what, rk->kname, r->name, n, r->type, line);
            } else {
                snprintf(d, sizeof d, "cl_mem kf_%s_%s_%s = kf_cl_alloc(%s * sizeof(%s), %d);",
                         what, rk->kname, r->name, n, r->type, line);
                kf_kgen_declare_vars(h, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
            }
        }
    }
}

void kf_reduce_emit_release(struct kf_kgen *h, const struct kf_red_kernel *rk, int line)
{
    for (int i = 0; i < rk->nred; i++)
        for (int part = 0; part < (kf_reduce_has_fin(rk) ? 2 : 1); part++) {
            if (!part && rk->red[i].elem)
                continue;
            const char *what = part ? "part" : "red";
            if (rk->cuda)
                kf_kgen_stmtf(h, "kf_cuda_check(cudaFree(kf_%s_%s_%s), \"cudaFree\", %d);", what,
                              rk->kname, rk->red[i].name, line);
            else
                kf_kgen_stmtf(h,
                              "kf_cl_check(clReleaseMemObject(kf_%s_%s_%s), "
                              "\"clReleaseMemObject\", %d);",
                              what, rk->kname, rk->red[i].name, line);
        }
}

static void cl_args(struct kf_kgen *h, const char *kname, int *i, const char *a, int line)
{
    kf_kgen_stmtf(h, "kf_cl_arg(kf_cl_kernel_%s, %d, sizeof %s, &%s, %d);", kname, (*i)++, a, a,
                  line);
}

void kf_reduce_emit_launch(struct kf_kgen *h, const struct kf_red_kernel *rk, int nargs,
                           const char *const *args, int line)
{
    char total[1024] = "", a[256];
    for (int d = 0; d < rk->depth; d++) {
        size_t m = strlen(total);
        snprintf(total + m, sizeof total - m, "%s(size_t)(%s)", d ? " * " : "",
                 rk->band[d].host_count ? rk->band[d].host_count : rk->band[d].count);
    }
    bool fin = kf_reduce_has_fin(rk);
    int B = rk->block;
    kf_kgen_stmtf(h, "size_t kf_total = %s;", total);
    /* enough groups for one iteration per thread, at most KF_REDUCE_GROUPS:
     * the grid-stride loop does the rest */
    kf_kgen_stmtf(h, "size_t kf_groups = kf_total < (size_t)%d * %d ? (kf_total + %d) / %d : %d;",
                  KF_REDUCE_GROUPS, B, B - 1, B, KF_REDUCE_GROUPS);
    /* the host's value goes in once: the device copy starts from it */
    for (int i = 0; i < rk->nred; i++) {
        const char *s = rk->red[i].name;
        if (rk->red[i].elem)
            continue;
        /* a register variable has no address: a compound literal of it */
        char src[300], size[300];
        if (rk->red[i].reg) {
            snprintf(src, sizeof src, "&(%s){%s}", rk->red[i].type, s);
            snprintf(size, sizeof size, "sizeof(%s)", rk->red[i].type);
        } else {
            snprintf(src, sizeof src, "&%s", s);
            snprintf(size, sizeof size, "sizeof %s", s);
        }
        if (rk->cuda)
            kf_kgen_stmtf(h,
                          "kf_cuda_check(cudaMemcpy(kf_red_%s_%s, %s, %s, "
                          "cudaMemcpyHostToDevice), \"cudaMemcpy\", %d);",
                          rk->kname, s, src, size, line);
        else
            kf_kgen_stmtf(h, "kf_cl_write(kf_red_%s_%s, %s, %s, %d);", rk->kname, s, src, size,
                          line);
    }
    if (rk->cuda) {
        char list[4096] = "";
        size_t m = 0;
        for (int i = 0; i < nargs && m < sizeof list; i++)
            m += (size_t)snprintf(list + m, sizeof list - m, "%s%s", i ? ", " : "", args[i]);
        for (int i = 0; i < rk->nred && m < sizeof list; i++) {
            if (!rk->red[i].elem)
                m += (size_t)snprintf(list + m, sizeof list - m, "%skf_red_%s_%s", m ? ", " : "",
                                      rk->kname, rk->red[i].name);
            if (fin && m < sizeof list)
                m += (size_t)snprintf(list + m, sizeof list - m, "%skf_part_%s_%s", m ? ", " : "",
                                      rk->kname, rk->red[i].name);
        }
        /* through the launcher in the .cu (gpu_cuda.c): the host file is C */
        kf_kgen_stmtf(h,
                      "kf_cuda_check(kf_launch_%s((unsigned)kf_groups, 1, 1, %d, 1, 1, %s), "
                      "\"%s<<<...>>>\", %d);",
                      rk->kname, B, list, rk->kname, line);
        if (fin) {
            m = 0;
            list[0] = 0;
            for (int i = 0; kf_reduce_has_elem(rk) && i < nargs && m < sizeof list; i++)
                m += (size_t)snprintf(list + m, sizeof list - m, "%s, ", args[i]);
            for (int i = 0; i < rk->nred && m < sizeof list; i++)
                m += (size_t)snprintf(list + m, sizeof list - m, "kf_part_%s_%s, ", rk->kname,
                                      rk->red[i].name);
            if (m < sizeof list)
                m += (size_t)snprintf(list + m, sizeof list - m, "(int)kf_groups");
            for (int i = 0; i < rk->nred && m < sizeof list; i++)
                if (!rk->red[i].elem)
                    m += (size_t)snprintf(list + m, sizeof list - m, ", kf_red_%s_%s", rk->kname,
                                          rk->red[i].name);
            kf_kgen_stmtf(h,
                          "kf_cuda_check(kf_launch_%s_fin(1, 1, 1, 1, 1, 1, %s), "
                          "\"%s_fin<<<...>>>\", %d);",
                          rk->kname, list, rk->kname, line);
        }
        for (int i = 0; i < rk->nred; i++) {
            const char *s = rk->red[i].name;
            if (rk->red[i].elem)
                continue;
            if (rk->red[i].reg) /* no address: through a temporary */
                kf_kgen_stmtf(h,
                              "{ %s kf_v; kf_cuda_check(cudaMemcpy(&kf_v, kf_red_%s_%s, sizeof kf_v, "
                              "cudaMemcpyDeviceToHost), \"cudaMemcpy\", %d); %s = kf_v; }",
                              rk->red[i].type, rk->kname, s, line, s);
            else
                kf_kgen_stmtf(h,
                              "kf_cuda_check(cudaMemcpy(&%s, kf_red_%s_%s, sizeof %s, "
                              "cudaMemcpyDeviceToHost), \"cudaMemcpy\", %d);",
                              s, rk->kname, s, s, line);
        }
        return;
    }
    kf_kgen_stmtf(h, "size_t kf_local[1] = {%d};", B);
    kf_kgen_stmtf(h, "size_t kf_global[1] = {kf_groups * %d};", B);
    int n = 0;
    for (int i = 0; i < nargs; i++)
        cl_args(h, rk->kname, &n, args[i], line);
    for (int i = 0; i < rk->nred; i++) {
        snprintf(a, sizeof a, "kf_red_%s_%s", rk->kname, rk->red[i].name);
        if (!rk->red[i].elem)
            cl_args(h, rk->kname, &n, a, line);
        if (fin) {
            snprintf(a, sizeof a, "kf_part_%s_%s", rk->kname, rk->red[i].name);
            cl_args(h, rk->kname, &n, a, line);
        }
    }
    kf_kgen_stmtf(h,
                  "kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_%s, 1, NULL, "
                  "kf_global, kf_local, 0, NULL, NULL),\n"
                  "            \"clEnqueueNDRangeKernel(%s)\", %d);",
                  rk->kname, rk->kname, line);
    if (fin) {
        char fk[256];
        snprintf(fk, sizeof fk, "%s_fin", rk->kname);
        n = 0;
        for (int i = 0; kf_reduce_has_elem(rk) && i < nargs; i++)
            cl_args(h, fk, &n, args[i], line);
        for (int i = 0; i < rk->nred; i++) {
            snprintf(a, sizeof a, "kf_part_%s_%s", rk->kname, rk->red[i].name);
            cl_args(h, fk, &n, a, line);
        }
        kf_kgen_stmt(h, "cl_int kf_ngroups = (cl_int)kf_groups;");
        cl_args(h, fk, &n, "kf_ngroups", line);
        for (int i = 0; i < rk->nred; i++) {
            snprintf(a, sizeof a, "kf_red_%s_%s", rk->kname, rk->red[i].name);
            if (!rk->red[i].elem)
                cl_args(h, fk, &n, a, line);
        }
        kf_kgen_stmt(h, "size_t kf_one[1] = {1};");
        kf_kgen_stmtf(h,
                      "kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_%s, 1, NULL, "
                      "kf_one, kf_one, 0, NULL, NULL),\n"
                      "            \"clEnqueueNDRangeKernel(%s)\", %d);",
                      fk, fk, line);
    }
    for (int i = 0; i < rk->nred; i++) {
        const char *s = rk->red[i].name;
        if (rk->red[i].elem)
            continue;
        if (rk->red[i].reg) /* no address: through a temporary */
            kf_kgen_stmtf(h, "{ %s kf_v; kf_cl_read(&kf_v, kf_red_%s_%s, sizeof kf_v, %d); %s = kf_v; }",
                          rk->red[i].type, rk->kname, s, line, s);
        else
            kf_kgen_stmtf(h, "kf_cl_read(&%s, kf_red_%s_%s, sizeof %s, %d);", s, rk->kname, s, s,
                          line);
    }
}
