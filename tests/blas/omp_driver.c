/* tests/blas/omp_driver.c: runs a GEMM kernel generated for the OpenMP
 * dialect (#included as KERNEL) and compares it with kforge's reference.
 * usage: omp_driver M N K TRANSA TRANSB; exit 0 when every element matches. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "kforge/blas.h"

#include KERNEL

int main(int argc, char **argv)
{
    if (argc != 6)
        return 2;
    int m = atoi(argv[1]), n = atoi(argv[2]), k = atoi(argv[3]);
    int ta = atoi(argv[4]), tb = atoi(argv[5]);
    int lda = (ta ? k : m) + 1, ldb = (tb ? n : k) + 2, ldc = m + 3;
    size_t na = (size_t)lda * (ta ? m : k), nb = (size_t)ldb * (tb ? k : n), nc = (size_t)ldc * n;
    REAL *a = malloc(na * sizeof *a), *b = malloc(nb * sizeof *b), *c = malloc(nc * sizeof *c);
    REAL *r = malloc(nc * sizeof *r);
    srand(7);
    for (size_t i = 0; i < na; i++) a[i] = (REAL)rand() / RAND_MAX - 0.5;
    for (size_t i = 0; i < nb; i++) b[i] = (REAL)rand() / RAND_MAX - 0.5;
    for (size_t i = 0; i < nc; i++) c[i] = r[i] = (REAL)rand() / RAND_MAX;
#ifdef TRI
    /* a TRMM kernel: op(A) (TRI 1, k = m) or op(B) (TRI 2, k = n) is
     * triangular; the reference multiplies a masked copy */
    REAL *x = TRI == 1 ? a : b;
    int tx = TRI == 1 ? ta : tb, ldx = TRI == 1 ? lda : ldb, nx = TRI == 1 ? m : n;
    if (k != nx)
        return 2;
    REAL *xm = malloc((size_t)ldx * nx * sizeof *xm);
    for (int i = 0; i < nx; i++)     /* element (i, j) of op(X) */
        for (int j = 0; j < nx; j++) {
            size_t at = tx ? (size_t)j + (size_t)i * ldx : (size_t)i + (size_t)j * ldx;
            int out = LOWER ? j > i : j < i;
            xm[at] = i == j && UNIT ? 1 : out ? 0 : x[at];
        }
#endif
    kf_gemm(m, n, k, 1.5, a, 0, lda, b, 0, ldb, 0.5, c, 0, ldc);
#ifdef TRI
    if (TRI == 1)
        a = xm;
    else
        b = xm;
#endif
    REF(KF_BLAS_COL_MAJOR, ta ? KF_BLAS_TRANS : KF_BLAS_NO_TRANS,
        tb ? KF_BLAS_TRANS : KF_BLAS_NO_TRANS, m, n, k, 1.5, a, lda, b, ldb, 0.5, r, ldc);
    int bad = 0;
    for (size_t i = 0; i < nc; i++)
        if (fabs((double)c[i] - (double)r[i]) > 1e-4 * (k + 1))
            bad++;
    printf("%d of %zu elements differ\n", bad, nc);
#ifdef TRI
    free(TRI == 1 ? b : a); /* the other operand; xm replaced the masked one */
    free(xm);
    free(x);
#else
    free(a); free(b);
#endif
    free(c); free(r);
    return bad != 0;
}
