/*
 * gen_trtri.c: TRSM's own kernel (contract in include/kforge/blas.h,
 * kf_blas_trtri_gen): the inversion of the diagonal blocks that seed 004's
 * TRSM block algorithm (routines.c) multiplies by, written through kgen for
 * OpenCL, CUDA and OpenMP.
 */
#include "blas/base.h"
#include "kforge/kgen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The inversion kernel (through kgen, OpenCL, CUDA or OpenMP):
 *   kf_trtri(n, A, offA, lda, lower, unit, W): work-item g inverts column
 *   c = g % NB of diagonal block b = g / NB of A into W[b*NB*NB + r + c*NB]
 *   (NB = nb, written into the kernel; one work-group of NB per block),
 *   by forward (lower) or backward (upper) substitution on e_c.  On the
 *   OpenMP dialect the work-items are the iterations of a parallel loop. */
char *kf_blas_trtri_gen(kf_blas_precision prec, kf_blas_dialect dialect, int nb)
{
    if (dialect != KF_BLAS_OPENCL && dialect != KF_BLAS_CUDA && dialect != KF_BLAS_OPENMP) {
        kf_blas_fail(KF_BLAS_ERR_ARGUMENT, "unknown dialect %d", (int)dialect);
        return NULL;
    }
    if (!kf_blas_trsm_nb_valid(nb)) {
        kf_blas_fail(KF_BLAS_ERR_PARAMS, "TRSM block nb=%d: want one of 8, 16, 32, 64, 128", nb);
        return NULL;
    }
    int omp = dialect == KF_BLAS_OPENMP;
    struct kf_kgen *g = kf_kgen_create(dialect == KF_BLAS_CUDA     ? KF_KGEN_CUDA
                                       : dialect == KF_BLAS_OPENCL ? KF_KGEN_OPENCL
                                                                   : KF_KGEN_OPENMP);
    if (!g) {
        kf_blas_fail(KF_BLAS_ERR_NO_MEMORY, "out of memory creating a kgen context");
        return NULL;
    }
    const char *T = prec == KF_BLAS_DOUBLE ? "double" : "float";
    const char *ret = omp ? "continue;" : "return;";
    if (prec == KF_BLAS_DOUBLE && dialect == KF_BLAS_OPENCL)
        kf_kgen_file_stmt(g, "#pragma OPENCL EXTENSION cl_khr_fp64 : enable");
    if (dialect != KF_BLAS_OPENCL)
        kf_kgen_file_stmt(g, "#define min(a, b) ((a) < (b) ? (a) : (b))");
    const char *kq = kf_kgen_qualifier(g, KF_KGEN_Q_KERNEL);
    const char *gq = kf_kgen_qualifier(g, KF_KGEN_Q_GLOBAL);
    kf_kgen_declare_functionf(g, "%s%svoid kf_trtri(const int n, %s%sconst %s *A, const int offA, "
                                 "const int lda, const int lower, const int unit, %s%s%s *W)",
                              kq, *kq ? " " : "", gq, *gq ? " " : "", T, gq, *gq ? " " : "", T);
    kf_kgen_begin_body(g);
    char d[256];
    if (omp) {
        kf_kgen_begin_branchf(g, "#pragma omp parallel for schedule(static)\n"
                                 "for (int gid = 0; gid < (n + %d) / %d * %d; gid++)", nb - 1, nb, nb);
    } else {
        snprintf(d, sizeof d, "int gid = %s;", kf_kgen_index(g, KF_KGEN_GLOBAL_ID, 0));
        kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    }
    snprintf(d, sizeof d, "int b = gid / %d, c = gid %% %d;", nb, nb);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    snprintf(d, sizeof d, "int b0 = b * %d, s = min(%d, n - b0);", nb, nb);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branch(g, "if (b0 >= n)");
    kf_kgen_stmt(g, ret);
    kf_kgen_end_branch(g, NULL);
    snprintf(d, sizeof d, "%s%sconst %s *Tb = A + offA + b0 + b0 * lda;", gq, *gq ? " " : "", T);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    snprintf(d, sizeof d, "%s%s%s *x = W + b * %d * %d + c * %d;", gq, *gq ? " " : "", T, nb, nb,
             nb);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branchf(g, "for (int r = 0; r < %d; r++)", nb);
    kf_kgen_stmt(g, "x[r] = 0;");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_begin_branch(g, "if (c >= s)");
    kf_kgen_stmt(g, ret);
    kf_kgen_end_branch(g, NULL);
    /* x = inv(T) e_c: T x = e_c, row by row in the triangle's order */
    kf_kgen_begin_branch(g, "for (int i = 0; i < s; i++)");
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, "int r = lower ? i : s - 1 - i;", KF_KGEN_PRIVATE, 0);
    snprintf(d, sizeof d, "%s v = r == c ? 1 : 0;", T);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branch(g, "if (lower)");
    kf_kgen_begin_branch(g, "for (int q = c; q < r; q++)");
    kf_kgen_stmt(g, "v -= Tb[r + q * lda] * x[q];");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_else(g, NULL);
    kf_kgen_begin_branch(g, "for (int q = r + 1; q <= c; q++)");
    kf_kgen_stmt(g, "v -= Tb[r + q * lda] * x[q];");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_stmt(g, "x[r] = unit ? v : v / Tb[r + r * lda];");
    kf_kgen_end_branch(g, NULL);
    if (omp)
        kf_kgen_end_branch(g, NULL);
    kf_kgen_end_body(g);
    return kf_blas_kgen_take(g);
}

int kf_blas_trsm_nb_valid(int nb)
{
    return nb == 8 || nb == 16 || nb == 32 || nb == 64 || nb == 128;
}

