/*
 * gen_batched.c: the batched GEMM kernel (contract in
 * include/kforge/blas_batched.h, kf_blas_batched_gen), written through
 * kgen for OpenCL and CUDA.  Many small products in one launch: the batch
 * is the grid's third dimension, each work-item keeps a tm x tn tile of
 * C in private variables (seed 004 "tiles") and reads A and B straight
 * from global memory (seed 004's direct pattern: small matrices stay in
 * cache, and nothing is worth staging).  Rows and columns of a tile are a
 * grid's width apart, so neighbouring work-items touch neighbouring
 * elements.  Half precision moves through vload_half / vstore_half
 * (OpenCL) or __half2float / __float2half_rn (CUDA) and computes in
 * float.
 */
#include "blas/base.h"
#include "kforge/blas_batched.h"
#include "kforge/kgen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* How the kernel reads element `idx` of X, in its precision and dialect. */
static void load(char *buf, size_t len, char prec, int cuda, const char *X, const char *idx)
{
    if (prec != 'h')
        snprintf(buf, len, "%s[%s]", X, idx);
    else if (cuda)
        snprintf(buf, len, "__half2float(%s[%s])", X, idx);
    else
        snprintf(buf, len, "vload_half(%s, %s)", idx, X);
}

/* Declares v0 .. v(count-1), the values of X at the indices `at`
 * (a format of the element's number) gives. */
static void fetch(struct kf_kgen *g, char prec, int cuda, const char *T, const char *X, char v,
                  int count, const char *at)
{
    for (int e = 0; e < count; e++) {
        char idx[96], val[160], d[256];
        snprintf(idx, sizeof idx, at, e);
        load(val, sizeof val, prec, cuda, X, idx);
        snprintf(d, sizeof d, "const %s %c%d = %s;", T, v, e, val);
        kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    }
}

/* What a kernel of prec needs before it: fp64 (OpenCL), __half (CUDA). */
static void prologue(struct kf_kgen *g, char prec, int cuda)
{
    if (prec == 'd' && !cuda)
        kf_kgen_file_stmt(g, "#pragma OPENCL EXTENSION cl_khr_fp64 : enable");
    if (prec == 'h' && cuda)
        kf_kgen_file_stmt(g, "#include <cuda_fp16.h>");
}

/* Stores v at C[q] in the precision's storage. */
static void store(struct kf_kgen *g, char prec, int cuda)
{
    if (prec != 'h')
        kf_kgen_stmt(g, "C[q] = v;");
    else if (cuda)
        kf_kgen_stmt(g, "C[q] = __float2half_rn(v);");
    else
        kf_kgen_stmt(g, "vstore_half_rte(v, q, C);");
}

static int tile_ok(int t)
{
    return t == 1 || t == 2 || t == 4 || t == 8;
}

char *kf_blas_batched_gen(char prec, int ta, int tb, int tm, int tn, int mode,
                          kf_blas_dialect dialect)
{
    if (dialect != KF_BLAS_OPENCL && dialect != KF_BLAS_CUDA) {
        kf_blas_fail(KF_BLAS_ERR_ARGUMENT, "batched GEMM: dialect %d is neither OpenCL nor CUDA",
                     (int)dialect);
        return NULL;
    }
    if ((prec != 's' && prec != 'd' && prec != 'h') || !tile_ok(tm) || !tile_ok(tn) ||
        mode < 0 || mode > 3) {
        kf_blas_fail(KF_BLAS_ERR_PARAMS, "batched GEMM: precision '%c', tile %dx%d, mode %d: "
                     "want s, d or h, tiles of 1, 2, 4 or 8, mode 0 to 3", prec, tm, tn, mode);
        return NULL;
    }
    int cuda = dialect == KF_BLAS_CUDA;
    struct kf_kgen *g = kf_kgen_create(cuda ? KF_KGEN_CUDA : KF_KGEN_OPENCL);
    if (!g) {
        kf_blas_fail(KF_BLAS_ERR_NO_MEMORY, "out of memory creating a kgen context");
        return NULL;
    }
    /* S: stored type; T: arithmetic type */
    const char *T = prec == 'd' ? "double" : "float";
    const char *S = prec == 'd' ? "double" : prec == 's' ? "float" : cuda ? "__half" : "half";
    /* mode 3 writes partial sums in the arithmetic type */
    char cprec = mode == 3 ? (prec == 'd' ? 'd' : 's') : prec;
    const char *SC = mode == 3 ? T : S;
    prologue(g, prec, cuda);
    const char *kq = kf_kgen_qualifier(g, KF_KGEN_Q_KERNEL);
    const char *gq = kf_kgen_qualifier(g, KF_KGEN_Q_GLOBAL);
    char G[32];
    snprintf(G, sizeof G, "%s%s", gq, *gq ? " " : "");
    kf_kgen_declare_functionf(
        g,
        "%s%svoid kf_gemm_batched(const int M, const int N, const int K, const %s alpha, "
        "%sconst %s *A, const int offA, const int lda, const int strideA, "
        "%sconst %s *B, const int offB, const int ldb, const int strideB, const %s beta, "
        "%s%s *C, const int offC, const int ldc, const int strideC, const int batch, "
        "%sconst int *P, %sconst %s *S)",
        kq, *kq ? " " : "", T, G, S, G, S, T, G, SC, G, G, T);
    kf_kgen_begin_body(g);
    char d[512], a[256], b[256];
    snprintf(d, sizeof d, "const int x = %s, y = %s, z = %s;",
             kf_kgen_index(g, KF_KGEN_GLOBAL_ID, 0), kf_kgen_index(g, KF_KGEN_GLOBAL_ID, 1),
             kf_kgen_index(g, KF_KGEN_GLOBAL_ID, 2));
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    snprintf(d, sizeof d, "const int X = %s, Y = %s, Z = %s;",
             kf_kgen_index(g, KF_KGEN_GLOBAL_SIZE, 0), kf_kgen_index(g, KF_KGEN_GLOBAL_SIZE, 1),
             kf_kgen_index(g, KF_KGEN_GLOBAL_SIZE, 2));
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branch(g, mode == 1 ? "if (z > 0)" : "if (z >= batch)");
    kf_kgen_stmt(g, "return;");
    kf_kgen_end_branch(g, NULL);
    /* the tile's accumulators */
    for (int r = 0; r < tm; r++)
        for (int c = 0; c < tn; c++) {
            snprintf(d, sizeof d, "%s c%d_%d = 0;", T, r, c);
            kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
        }
    /* rows and columns beyond the matrix read row/column 0 and are not stored */
    for (int r = 0; r < tm; r++) {
        snprintf(d, sizeof d, "const int i%d = x + %d * X < M ? x + %d * X : 0;", r, r, r);
        kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    }
    for (int c = 0; c < tn; c++) {
        snprintf(d, sizeof d, "const int j%d = y + %d * Y < N ? y + %d * Y : 0;", c, c, c);
        kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    }
    if (mode == 1)
        kf_kgen_begin_branch(g, "for (int w = 0; w < batch; w++)");
    else if (mode == 3)
        kf_kgen_begin_branch(g, "for (int w = z; w < batch; w += Z)");
    const char *item = mode == 1 || mode == 3 ? "w" : "z";
    if (mode == 2)
        snprintf(d, sizeof d, "const int oa = P[%s], ob = P[batch + %s];", item, item);
    else
        snprintf(d, sizeof d, "const int oa = offA + %s * strideA, ob = offB + %s * strideB;",
                 item, item);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branch(g, "for (int p = 0; p < K; p++)");
    fetch(g, prec, cuda, T, "A", 'a', tm, ta ? "oa + p + i%d * lda" : "oa + i%d + p * lda");
    fetch(g, prec, cuda, T, "B", 'b', tn, tb ? "ob + j%d + p * ldb" : "ob + p + j%d * ldb");
    for (int r = 0; r < tm; r++)
        for (int c = 0; c < tn; c++) {
            snprintf(a, sizeof a, "a%d", r);
            snprintf(b, sizeof b, "b%d", c);
            snprintf(d, sizeof d, "c%d_%d", r, c);
            kf_kgen_stmtf(g, "%s = %s;", d, kf_kgen_fma(g, T, a, b, d));
        }
    kf_kgen_end_branch(g, NULL);
    if (mode == 1 || mode == 3)
        kf_kgen_end_branch(g, NULL);
    if (mode == 2)
        snprintf(d, sizeof d, "const int oc = P[2 * batch + z];");
    else
        snprintf(d, sizeof d, "const int oc = offC + %s * strideC;", mode == 1 ? "0" : "z");
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    snprintf(d, sizeof d, "const %s al = %s, be = %s;", T, mode == 2 ? "S[z]" : "alpha",
             mode == 2 ? "S[batch + z]" : "beta");
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    for (int r = 0; r < tm; r++)
        for (int c = 0; c < tn; c++) {
            kf_kgen_begin_branchf(g, "if (x + %d * X < M && y + %d * Y < N)", r, c);
            snprintf(d, sizeof d, "const int q = oc + i%d + j%d * ldc;", r, c);
            kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
            load(a, sizeof a, cprec, cuda, "C", "q");
            /* beta == 0: C is not read (NaN in C does not propagate) */
            snprintf(d, sizeof d, "const %s v = be == 0 ? al * c%d_%d : al * c%d_%d + be * %s;", T,
                     r, c, r, c, a);
            kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
            store(g, cprec, cuda);
            kf_kgen_end_branch(g, NULL);
        }
    kf_kgen_end_body(g);
    return kf_blas_kgen_take(g);
}

/* The reduction after mode 3 (one work-item an element of C). */
char *kf_blas_batched_sum_gen(char prec, kf_blas_dialect dialect)
{
    if ((dialect != KF_BLAS_OPENCL && dialect != KF_BLAS_CUDA) ||
        (prec != 's' && prec != 'd' && prec != 'h')) {
        kf_blas_fail(KF_BLAS_ERR_PARAMS, "batched GEMM sum: precision '%c', dialect %d", prec,
                     (int)dialect);
        return NULL;
    }
    int cuda = dialect == KF_BLAS_CUDA;
    struct kf_kgen *g = kf_kgen_create(cuda ? KF_KGEN_CUDA : KF_KGEN_OPENCL);
    const char *T = prec == 'd' ? "double" : "float";
    const char *S = prec == 'd' ? "double" : prec == 's' ? "float" : cuda ? "__half" : "half";
    prologue(g, prec, cuda);
    const char *kq = kf_kgen_qualifier(g, KF_KGEN_Q_KERNEL);
    const char *gq = kf_kgen_qualifier(g, KF_KGEN_Q_GLOBAL);
    kf_kgen_declare_functionf(g, "%s%svoid kf_gemm_batched_sum(const int M, const int N, "
                                 "const int Z, const %s alpha, %s%sconst %s *W, const %s beta, "
                                 "%s%s%s *C, const int offC, const int ldc)",
                              kq, *kq ? " " : "", T, gq, *gq ? " " : "", T, T, gq, *gq ? " " : "",
                              S);
    kf_kgen_begin_body(g);
    char d[256], c[128];
    snprintf(d, sizeof d, "const int x = %s, y = %s;", kf_kgen_index(g, KF_KGEN_GLOBAL_ID, 0),
             kf_kgen_index(g, KF_KGEN_GLOBAL_ID, 1));
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branch(g, "if (x >= M || y >= N)");
    kf_kgen_stmt(g, "return;");
    kf_kgen_end_branch(g, NULL);
    snprintf(d, sizeof d, "%s s = 0;", T);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branch(g, "for (int z = 0; z < Z; z++)");
    kf_kgen_stmt(g, "s += W[z * M * N + x + y * M];");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, "const int q = offC + x + y * ldc;", KF_KGEN_PRIVATE, 0);
    load(c, sizeof c, prec, cuda, "C", "q");
    snprintf(d, sizeof d, "const %s v = beta == 0 ? alpha * s : alpha * s + beta * %s;", T, c);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    store(g, prec, cuda);
    kf_kgen_end_body(g);
    return kf_blas_kgen_take(g);
}

char *kf_blas_kgen_take(struct kf_kgen *g)
{
    char *src = NULL;
    if (kf_kgen_error(g))
        kf_blas_fail(KF_BLAS_ERR_PARAMS, "kgen: %s", kf_kgen_error_message(g));
    else if (!(src = strdup(kf_kgen_source(g))))
        kf_blas_fail(KF_BLAS_ERR_NO_MEMORY, "out of memory");
    kf_kgen_destroy(g);
    return src;
}
