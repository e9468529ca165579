/*
 * kgen_examples.c: kgen's example kernels, written only through the public
 * API (include/kforge/kgen.h), in the context's dialect.  The first four
 * are the seed 004 examples (their OpenCL output is the seed's text, inside
 * a kernel so that it compiles); saxpy and sumsq are complete kernels that
 * tests and the demo build and run.
 */
#include <stdio.h>
#include <string.h>

#include "kforge/kgen.h"

/* Sub-generator ids of the examples. */
enum { SUBGEN_1 = 1, SUBGEN_2 = 2, SUBGEN_LOOP = 3, SUBGEN_SQSUM = 4 };

/* "QUAL REST", or "REST" when the dialect has no such qualifier; the text
 * goes to a buffer of the caller. */
static const char *q(char *buf, size_t n, struct kf_kgen *g, enum kf_kgen_qual qual,
                     const char *rest)
{
    const char *w = kf_kgen_qualifier(g, qual);
    snprintf(buf, n, "%s%s%s", w, *w ? " " : "", rest);
    return buf;
}

/* Seed Examples 1 and 2: two sub-generators each declare `off`; shared
 * (Example 1) it is reused, private (Example 2) it gets its own scope. */
static int example_off(struct kf_kgen *g, const char *name, int second_flags)
{
    const char *u = kf_kgen_scalar_type(g, "uint");
    char a[64], c[64], decl[160];
    kf_kgen_declare_functionf(g, "%s%svoid %s(%s, %s, %s m, %s n, %s k, %s lda, %s ldc)",
                              kf_kgen_qualifier(g, KF_KGEN_Q_KERNEL),
                              *kf_kgen_qualifier(g, KF_KGEN_Q_KERNEL) ? " " : "", name,
                              q(a, sizeof a, g, KF_KGEN_Q_GLOBAL, "const float *A"),
                              q(c, sizeof c, g, KF_KGEN_Q_GLOBAL, "float *C"), u, u, u, u, u);
    kf_kgen_begin_body(g);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, "float a, c;\n", KF_KGEN_PRIVATE, 0);

    kf_kgen_begin_section(g, SUBGEN_1, KF_KGEN_POLICY_DIRECT);
    snprintf(decl, sizeof decl, "%s off = m * lda + k;\n", u);
    kf_kgen_declare_vars(g, SUBGEN_1, decl, KF_KGEN_SHARED_NOT_NESTED, 0);
    kf_kgen_stmt(g, "a = A[off];\n");
    kf_kgen_end_section(g);

    kf_kgen_stmt(g, "c = a * a;\n"); /* the seed's "..." */

    kf_kgen_begin_section(g, SUBGEN_2, KF_KGEN_POLICY_DIRECT);
    snprintf(decl, sizeof decl, "%s off = m * ldc + n;\n", u);
    kf_kgen_declare_vars(g, SUBGEN_2, decl, second_flags, 0);
    kf_kgen_stmt(g, "C[off] = c;\n");
    kf_kgen_end_section(g);
    kf_kgen_end_body(g);
    return kf_kgen_error(g);
}

int kf_kgen_example_1(struct kf_kgen *g)
{
    return example_off(g, "example1", KF_KGEN_SHARED_NOT_NESTED);
}

int kf_kgen_example_2(struct kf_kgen *g)
{
    return example_off(g, "example2", KF_KGEN_PRIVATE);
}

/* Seed Example 3, the sub-generator: it knows it runs in a loop body and
 * asks for its offsets one level out. */
static void gen_load4(struct kf_kgen *g)
{
    char decl[128];
    kf_kgen_begin_section(g, SUBGEN_LOOP, KF_KGEN_POLICY_DIRECT);
    snprintf(decl, sizeof decl, "%s off = {0, lda, lda*2, lda*3};\n",
             kf_kgen_vector_type(g, "uint", 4));
    kf_kgen_declare_vars(g, SUBGEN_LOOP, decl, KF_KGEN_SHARED_NOT_NESTED, -1);
    for (int i = 0; i < 4; i++)
        kf_kgen_stmtf(g, "a%d = A[off%s];", i, kf_kgen_vector_elem(g, 4, i));
    if (kf_kgen_dialect(g) == KF_KGEN_OPENCL)
        kf_kgen_stmt(g, "off = off + 1;");
    else /* no vector arithmetic in CUDA or C */
        for (int i = 0; i < 4; i++)
            kf_kgen_stmtf(g, "off%s += 1;", kf_kgen_vector_elem(g, 4, i));
    kf_kgen_end_section(g);
}

int kf_kgen_example_3(struct kf_kgen *g)
{
    const char *u = kf_kgen_scalar_type(g, "uint");
    char a[64], b[64], decl[64];
    kf_kgen_declare_functionf(g, "%s%svoid example3(%s, %s, %s lda, %s endi)",
                              kf_kgen_qualifier(g, KF_KGEN_Q_KERNEL),
                              *kf_kgen_qualifier(g, KF_KGEN_Q_KERNEL) ? " " : "",
                              q(a, sizeof a, g, KF_KGEN_Q_GLOBAL, "const float *A"),
                              q(b, sizeof b, g, KF_KGEN_Q_GLOBAL, "float *B"), u, u);
    kf_kgen_begin_body(g);
    snprintf(decl, sizeof decl, "%s i;\n", u);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, decl, KF_KGEN_PRIVATE, 0);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, "float a0, a1, a2, a3;\n", KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branch(g, "for (i = 0; i < endi; i++)");
    gen_load4(g);
    kf_kgen_stmt(g, "B[i] = a0 + a1 + a2 + a3;"); /* the seed's "..." */
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_body(g);
    return kf_kgen_error(g);
}

/* The seed's genGmemSquareSum: one element's square sum as a MERGE_FAS
 * section of fetches, mads and a store; every fourth call flushes. */
static void gen_square_sum(struct kf_kgen *g, int *counter, const char *type, const char *dst,
                           const char *src)
{
    int i = *counter;
    char t[16], u[16];
    kf_kgen_begin_section(g, SUBGEN_SQSUM, KF_KGEN_POLICY_MERGE_FAS);
    char decl[128];
    snprintf(decl, sizeof decl, "%s tmp0, tmp1, tmp2, tmp3, tmp4, tmp5, tmp6, tmp7;\n\n", type);
    kf_kgen_declare_vars(g, SUBGEN_SQSUM, decl, KF_KGEN_SHARED_NOT_NESTED, 0);
    kf_kgen_stmt_typedf(g, KF_KGEN_STMT_FETCH, 0, "tmp%d = %s;\ntmp%d = %s;\n", i, src, i + 4,
                        dst);
    snprintf(t, sizeof t, "tmp%d", i);
    snprintf(u, sizeof u, "tmp%d", i + 4);
    kf_kgen_stmt_typedf(g, KF_KGEN_STMT_ARITH, 0, "%s = %s;\n", t,
                        kf_kgen_fma(g, "float", t, t, "0"));
    kf_kgen_stmt_typedf(g, KF_KGEN_STMT_ARITH, 0, "%s = %s;\n", u,
                        kf_kgen_fma(g, "float", u, u, t));
    kf_kgen_stmt_typedf(g, KF_KGEN_STMT_STORE, 0, "%s = tmp%d;\n", dst, i + 4);
    kf_kgen_end_section(g);
    *counter = (i + 1) % 4;
    if (*counter == 0) {
        kf_kgen_flush(g);
        kf_kgen_blank(g);
    }
}

int kf_kgen_example_square_sum(struct kf_kgen *g)
{
    /* OpenCL sums float4 vectors as the seed does; CUDA and C have no
     * vector arithmetic, so they sum floats. */
    const char *type = kf_kgen_dialect(g) == KF_KGEN_OPENCL ? "float4" : "float";
    const char *u = kf_kgen_scalar_type(g, "uint");
    const char *u8 = kf_kgen_vector_type(g, "uint", 8);
    char a[128], b[128], rest[64], decl[256];
    snprintf(rest, sizeof rest, "const %s *A", type);
    q(a, sizeof a, g, KF_KGEN_Q_GLOBAL, rest);
    snprintf(rest, sizeof rest, "%s *B", type);
    q(b, sizeof b, g, KF_KGEN_Q_GLOBAL, rest);
    kf_kgen_declare_functionf(g, "%s%svoid square_sum(%s, %s, %s lda, %s ldb)",
                              kf_kgen_qualifier(g, KF_KGEN_Q_KERNEL),
                              *kf_kgen_qualifier(g, KF_KGEN_Q_KERNEL) ? " " : "", a, b, u, u);
    kf_kgen_begin_body(g);
    snprintf(decl, sizeof decl,
             "%s ca = {0, lda, lda*2, lda*3, lda*4, lda*5, lda*6, lda*7};\n"
             "%s cb = {0, ldb, ldb*2, ldb*3, ldb*4, ldb*5, ldb*6, ldb*7};\n\n",
             u8, u8);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, decl, KF_KGEN_PRIVATE, 0);
    int counter = 0;
    for (int i = 0; i < 8; i++) {
        char src[64], dst[64];
        snprintf(src, sizeof src, "A[ca%s]", kf_kgen_vector_elem(g, 8, i));
        snprintf(dst, sizeof dst, "B[cb%s]", kf_kgen_vector_elem(g, 8, i));
        gen_square_sum(g, &counter, type, dst, src);
    }
    kf_kgen_end_body(g);
    return kf_kgen_error(g);
}

int kf_kgen_example_saxpy(struct kf_kgen *g)
{
    char x[64], y[64];
    kf_kgen_declare_functionf(g, "%s%svoid saxpy(int n, float a, %s, %s)",
                              kf_kgen_qualifier(g, KF_KGEN_Q_KERNEL),
                              *kf_kgen_qualifier(g, KF_KGEN_Q_KERNEL) ? " " : "",
                              q(x, sizeof x, g, KF_KGEN_Q_GLOBAL, "const float *x"),
                              q(y, sizeof y, g, KF_KGEN_Q_GLOBAL, "float *y"));
    kf_kgen_begin_body(g);
    kf_kgen_begin_grid_loop(g, 0, "i", "n");
    kf_kgen_stmtf(g, "y[i] = %s;", kf_kgen_fma(g, "float", "a", "x[i]", "y[i]"));
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_body(g);
    return kf_kgen_error(g);
}

/* *result += sum of x[i]^2.  GPU dialects: each work item sums a grid-
 * strided slice, the group reduces in local memory (work-group size a power
 * of two, at most KF_KGEN_SUMSQ_GROUP = 256), one atomic add per group.
 * OpenMP: a parallel loop with a reduction clause. */
int kf_kgen_example_sumsq(struct kf_kgen *g)
{
    char x[64], r[64], decl[128];
    kf_kgen_declare_functionf(g, "%s%svoid sumsq(int n, %s, %s)",
                              kf_kgen_qualifier(g, KF_KGEN_Q_KERNEL),
                              *kf_kgen_qualifier(g, KF_KGEN_Q_KERNEL) ? " " : "",
                              q(x, sizeof x, g, KF_KGEN_Q_GLOBAL, "const float *x"),
                              q(r, sizeof r, g, KF_KGEN_Q_GLOBAL, "float *result"));
    kf_kgen_begin_body(g);
    if (kf_kgen_dialect(g) == KF_KGEN_OPENMP) {
        kf_kgen_declare_vars(g, KF_KGEN_MAIN, "float s = 0.0f;", KF_KGEN_PRIVATE, 0);
        kf_kgen_begin_branch(g, "#pragma omp parallel for reduction(+:s)\n"
                                "for (int i = 0; i < n; i++)");
        kf_kgen_stmtf(g, "s = %s;", kf_kgen_fma(g, "float", "x[i]", "x[i]", "s"));
        kf_kgen_end_branch(g, NULL);
        kf_kgen_atomic_add(g, KF_KGEN_Q_GLOBAL, "float", "result", "s");
        kf_kgen_end_body(g);
        return kf_kgen_error(g);
    }
    q(decl, sizeof decl, g, KF_KGEN_Q_LOCAL, "float part[256];");
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, decl, KF_KGEN_PRIVATE, 0);
    snprintf(decl, sizeof decl, "int lid = %s;", kf_kgen_index(g, KF_KGEN_LOCAL_ID, 0));
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, decl, KF_KGEN_PRIVATE, 0);
    snprintf(decl, sizeof decl, "int i = %s;", kf_kgen_index(g, KF_KGEN_GLOBAL_ID, 0));
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, decl, KF_KGEN_PRIVATE, 0);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, "int step;\nfloat s = 0.0f;\n\n", KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branchf(g, "for (; i < n; i += %s)", kf_kgen_index(g, KF_KGEN_GLOBAL_SIZE, 0));
    kf_kgen_stmtf(g, "s = %s;", kf_kgen_fma(g, "float", "x[i]", "x[i]", "s"));
    kf_kgen_end_branch(g, NULL);
    kf_kgen_stmt(g, "part[lid] = s;");
    kf_kgen_barrier(g);
    kf_kgen_begin_branchf(g, "for (step = %s / 2; step > 0; step >>= 1)",
                          kf_kgen_index(g, KF_KGEN_LOCAL_SIZE, 0));
    kf_kgen_begin_branch(g, "if (lid < step)");
    kf_kgen_stmt(g, "part[lid] += part[lid + step];");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_barrier(g);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_begin_branch(g, "if (lid == 0)");
    kf_kgen_atomic_add(g, KF_KGEN_Q_GLOBAL, "float", "result", "part[0]");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_body(g);
    return kf_kgen_error(g);
}

const struct kf_kgen_example kf_kgen_examples[] = {
    {"example1", kf_kgen_example_1, "seed 004 Example 1: a shared variable is reused"},
    {"example2", kf_kgen_example_2, "seed 004 Example 2: a private clash gets its own scope"},
    {"example3", kf_kgen_example_3, "seed 004 Example 3: a declaration hoisted out of a loop"},
    {"square-sum", kf_kgen_example_square_sum,
     "seed 004 reordering: fetch/arithmetic/store merged across sections"},
    {"saxpy", kf_kgen_example_saxpy, "y = a*x + y, one work item per element"},
    {"sumsq", kf_kgen_example_sumsq,
     "*result += sum of x[i]^2: local-memory reduction, barriers, atomic add"},
    {NULL, NULL, NULL},
};

const struct kf_kgen_example *kf_kgen_example_find(const char *name)
{
    for (const struct kf_kgen_example *e = kf_kgen_examples; name && e->name; e++)
        if (strcmp(e->name, name) == 0)
            return e;
    return NULL;
}
