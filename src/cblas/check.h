/*
 * check.h: the reference BLAS's argument checks, numbered as the caller
 * numbers its arguments, and the reference's error handlers.
 *
 *   kf_cblas_gemm_check   GEMM: transA, transB, m, n, k, lda, ldb, ldc
 *   kf_cblas_tri_check    TRMM, TRSM: side, uplo, transA, diag, m, n, lda, ldb
 *
 * Each takes the arguments already mapped to kforge's enumerations (an
 * unknown value as 0), whether the caller's layout is row-major, and the
 * positions of those arguments in the caller's list (the CBLAS and the
 * Fortran lists differ: CBLAS's begins with the layout); it returns 0, or
 * the position of the first invalid argument in argument order, as the
 * reference checks them (a leading dimension below max(1, rows stored)).
 * Nothing is printed: the caller passes the position to cblas_xerbla or
 * xerbla_ (api.h).
 */
#ifndef KF_CBLAS_CHECK_H
#define KF_CBLAS_CHECK_H

/* Positions, in the order the checks run. */
typedef struct kf_cblas_gemm_pos {
    int ta, tb, m, n, k, lda, ldb, ldc;
} kf_cblas_gemm_pos;
typedef struct kf_cblas_tri_pos {
    int side, uplo, ta, diag, m, n, lda, ldb;
} kf_cblas_tri_pos;

int kf_cblas_gemm_check(int row, int ta, int tb, int m, int n, int k, int lda, int ldb, int ldc,
                        const kf_cblas_gemm_pos *pos);
int kf_cblas_tri_check(int row, int side, int uplo, int ta, int diag, int m, int n, int lda,
                       int ldb, const kf_cblas_tri_pos *pos);

/* The Fortran character arguments as kforge's enumerations (0 when the
 * character is none of the reference's, either case). */
int kf_cblas_trans_of(char c);
int kf_cblas_side_of(char c);
int kf_cblas_uplo_of(char c);
int kf_cblas_diag_of(char c);

#endif
