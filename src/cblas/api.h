/*
 * api.h: what libkforge_cblas exports, declared as this layer sees it.
 *
 * Contract.  The CBLAS functions keep the ABI of the reference cblas.h
 * (netlib CBLAS, OpenBLAS's cblas.h): the enumerations are passed as int
 * with the reference's values (CblasRowMajor 101, CblasColMajor 102,
 * CblasNoTrans 111, CblasTrans 112, CblasConjTrans 113, CblasUpper 121,
 * CblasLower 122, CblasNonUnit 131, CblasUnit 132, CblasLeft 141,
 * CblasRight 142, the same numbers as kf_blas_layout ... in
 * kforge/blas.h), sizes are 32-bit int (the LP64 interface).  The Fortran
 * functions keep the reference BLAS's: every argument by reference, column
 * major, INTEGER as int, and one hidden length (size_t, gfortran's
 * convention) per character argument, passed after the others; only the
 * first character of each string is read, so C callers that pass no
 * lengths (PBLAS) are served too.
 *
 * Errors: an invalid argument prints the reference's message on stderr
 * (cblas_xerbla: "Parameter N to routine cblas_dgemm was incorrect";
 * xerbla_: " ** On entry to DGEMM  parameter number  N had an illegal
 * value") and the call returns without touching its operands; neither
 * error handler exits, unlike netlib's.  Both are weak symbols: a program
 * that defines its own handler gets it called instead.
 *
 * Ownership: every pointer stays the caller's; the calls return when
 * their results are written.
 */
#ifndef KF_CBLAS_API_H
#define KF_CBLAS_API_H

#include <stddef.h>

#define KF_CBLAS_EXPORT __attribute__((visibility("default")))

KF_CBLAS_EXPORT void cblas_sgemm(int layout, int transA, int transB, int m, int n, int k,
                                 float alpha, const float *A, int lda, const float *B, int ldb,
                                 float beta, float *C, int ldc);
KF_CBLAS_EXPORT void cblas_dgemm(int layout, int transA, int transB, int m, int n, int k,
                                 double alpha, const double *A, int lda, const double *B,
                                 int ldb, double beta, double *C, int ldc);
KF_CBLAS_EXPORT void cblas_strmm(int layout, int side, int uplo, int transA, int diag, int m,
                                 int n, float alpha, const float *A, int lda, float *B, int ldb);
KF_CBLAS_EXPORT void cblas_dtrmm(int layout, int side, int uplo, int transA, int diag, int m,
                                 int n, double alpha, const double *A, int lda, double *B,
                                 int ldb);
KF_CBLAS_EXPORT void cblas_strsm(int layout, int side, int uplo, int transA, int diag, int m,
                                 int n, float alpha, const float *A, int lda, float *B, int ldb);
KF_CBLAS_EXPORT void cblas_dtrsm(int layout, int side, int uplo, int transA, int diag, int m,
                                 int n, double alpha, const double *A, int lda, double *B,
                                 int ldb);
KF_CBLAS_EXPORT void cblas_xerbla(int p, const char *rout, const char *form, ...);

KF_CBLAS_EXPORT void sgemm_(const char *transa, const char *transb, const int *m, const int *n,
                            const int *k, const float *alpha, const float *A, const int *lda,
                            const float *B, const int *ldb, const float *beta, float *C,
                            const int *ldc, size_t la, size_t lb);
KF_CBLAS_EXPORT void dgemm_(const char *transa, const char *transb, const int *m, const int *n,
                            const int *k, const double *alpha, const double *A, const int *lda,
                            const double *B, const int *ldb, const double *beta, double *C,
                            const int *ldc, size_t la, size_t lb);
KF_CBLAS_EXPORT void strmm_(const char *side, const char *uplo, const char *transa,
                            const char *diag, const int *m, const int *n, const float *alpha,
                            const float *A, const int *lda, float *B, const int *ldb, size_t ls,
                            size_t lu, size_t lt, size_t ld);
KF_CBLAS_EXPORT void dtrmm_(const char *side, const char *uplo, const char *transa,
                            const char *diag, const int *m, const int *n, const double *alpha,
                            const double *A, const int *lda, double *B, const int *ldb,
                            size_t ls, size_t lu, size_t lt, size_t ld);
KF_CBLAS_EXPORT void strsm_(const char *side, const char *uplo, const char *transa,
                            const char *diag, const int *m, const int *n, const float *alpha,
                            const float *A, const int *lda, float *B, const int *ldb, size_t ls,
                            size_t lu, size_t lt, size_t ld);
KF_CBLAS_EXPORT void dtrsm_(const char *side, const char *uplo, const char *transa,
                            const char *diag, const int *m, const int *n, const double *alpha,
                            const double *A, const int *lda, double *B, const int *ldb,
                            size_t ls, size_t lu, size_t lt, size_t ld);
KF_CBLAS_EXPORT void xerbla_(const char *srname, const int *info, size_t len);

#endif
