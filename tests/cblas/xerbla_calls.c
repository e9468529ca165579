/*
 * xerbla_calls.c: xerbla_calls N makes invalid call N (0 to 11 CBLAS, 12 to 14 Fortran) and
 * nothing else; built against a reference CBLAS and against
 * libkforge_cblas, the two must print the same report (netlib's stops the
 * program after it, kforge's returns).
 */
#include <cblas.h>
#include <stddef.h>
#include <stdlib.h>

void dgemm_(const char *, const char *, const int *, const int *, const int *, const double *,
            const double *, const int *, const double *, const int *, const double *, double *,
            const int *, size_t, size_t);
void dtrsm_(const char *, const char *, const char *, const char *, const int *, const int *,
            const double *, const double *, const int *, double *, const int *, size_t, size_t,
            size_t, size_t);

int main(int argc, char **argv)
{
    if (argc < 2)
        return 2;
    static double a[64], b[64], c[64];
    static float f[64];
    int four = 4, three = 3, neg = -1;
    double one = 1;
    switch (atoi(argv[1])) {
    case 0: cblas_dgemm(99, CblasNoTrans, CblasNoTrans, 4, 4, 4, 1, a, 4, b, 4, 0, c, 4); break;
    case 1: cblas_dgemm(CblasColMajor, 7, CblasNoTrans, 4, 4, 4, 1, a, 4, b, 4, 0, c, 4); break;
    case 2: cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, 4, -1, 4, 1, a, 4, b, 4, 0, c, 4); break;
    case 3: cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, 4, 5, 6, 1, a, 5, b, 6, 0, c, 6); break;
    case 4: cblas_dgemm(CblasColMajor, CblasNoTrans, CblasTrans, 4, 5, 6, 1, a, 4, b, 4, 0, c, 4); break;
    case 5: cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, 4, 4, 4, 1, f, 4, f, 4, 0, f, 3); break;
    case 6: cblas_dtrsm(CblasColMajor, 0, CblasUpper, CblasNoTrans, CblasUnit, 4, 4, 1, a, 4, b, 4); break;
    case 7: cblas_dtrmm(CblasRowMajor, CblasRight, CblasUpper, CblasNoTrans, CblasUnit, 4, 6, 1, a, 4, b, 6); break;
    case 8: cblas_strsm(CblasColMajor, CblasLeft, CblasLower, CblasTrans, 5, 4, 4, 1, f, 4, f, 4); break;
    case 9: cblas_dgemm(CblasRowMajor, CblasTrans, CblasNoTrans, 4, 5, 6, 1, a, 3, b, 5, 0, c, 5); break;
    case 10: cblas_dtrmm(CblasRowMajor, CblasLeft, CblasUpper, CblasNoTrans, CblasUnit, 4, 6, 1, a, 4, b, 5); break;
    case 11: cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, -1, 5, 6, 1, a, 6, b, 6, 0, c, 6); break;
    case 12: dgemm_("X", "N", &four, &four, &four, &one, a, &four, b, &four, &one, c, &four, 1, 1); break;
    case 13: dgemm_("T", "N", &four, &four, &four, &one, a, &three, b, &four, &one, c, &four, 1, 1); break;
    case 14: dtrsm_("L", "U", "N", "N", &four, &neg, &one, a, &four, b, &four, 1, 1, 1, 1); break;
    }
    return 0;
}
