/*
 * pdgemm_check.c: ScaLAPACK's PDGEMM over MPI, the node's DGEMM taken from
 * whichever BLAS the program was linked with first (libkforge_cblas, or
 * OpenBLAS for the comparison), the product checked.
 *
 *   mpirun -np P pdgemm_check N [NB] [REPS]
 *
 * A (N x N) and B are filled from a formula of the global indices, block
 * cyclically over a 1 x P process grid (blocks of NB, 32 by default);
 * C = A B by pdgemm_, REPS times (1 by default), the best time kept.
 * Each process checks its own elements of C against a sum over k (all of
 * them when N <= 512, else every 7th column), and process 0 prints one
 * line: sizes, best time, GFLOP/s, the largest relative error, and the
 * library the dgemm_ symbol came from.  Exit status 1 when an error is
 * over 1e-12.
 */
#include <dlfcn.h>
#include <math.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

/* BLACS and ScaLAPACK, as Debian's libscalapack-openmpi exports them */
void Cblacs_pinfo(int *me, int *np);
void Cblacs_get(int ctxt, int what, int *val);
void Cblacs_gridinit(int *ctxt, const char *order, int rows, int cols);
void Cblacs_gridinfo(int ctxt, int *rows, int *cols, int *row, int *col);
void Cblacs_gridexit(int ctxt);
void Cblacs_exit(int cont);
int numroc_(const int *n, const int *nb, const int *iproc, const int *isrc, const int *nprocs);
void descinit_(int *desc, const int *m, const int *n, const int *mb, const int *nb,
               const int *irsrc, const int *icsrc, const int *ctxt, const int *lld, int *info);
void pdgemm_(const char *ta, const char *tb, const int *m, const int *n, const int *k,
             const double *alpha, const double *A, const int *ia, const int *ja, const int *da,
             const double *B, const int *ib, const int *jb, const int *db, const double *beta,
             double *C, const int *ic, const int *jc, const int *dc);
void dgemm_(void);

static double fa(long i, long j) { return sin(0.37 * (double)i + 0.11 * (double)j); }
static double fb(long i, long j) { return cos(0.23 * (double)i - 0.19 * (double)j) / 4; }

/* The global index of local index l (0-based) on process p of np, blocks of nb. */
static long global_of(long l, int nb, int p, int np)
{
    return (l / nb * np + p) * nb + l % nb;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int n = argc > 1 ? atoi(argv[1]) : 96, nb = argc > 2 ? atoi(argv[2]) : 32;
    int reps = argc > 3 ? atoi(argv[3]) : 1;
    int me, np, ctxt, rows, cols, prow, pcol, zero = 0, one = 1, info;
    Cblacs_pinfo(&me, &np);
    Cblacs_get(-1, 0, &ctxt);
    Cblacs_gridinit(&ctxt, "Row", 1, np);
    Cblacs_gridinfo(ctxt, &rows, &cols, &prow, &pcol);
    int lr = numroc_(&n, &nb, &prow, &zero, &rows), lc = numroc_(&n, &nb, &pcol, &zero, &cols);
    int lld = lr > 1 ? lr : 1;
    int da[9], db[9], dc[9];
    descinit_(da, &n, &n, &nb, &nb, &zero, &zero, &ctxt, &lld, &info);
    descinit_(db, &n, &n, &nb, &nb, &zero, &zero, &ctxt, &lld, &info);
    descinit_(dc, &n, &n, &nb, &nb, &zero, &zero, &ctxt, &lld, &info);
    size_t sz = (size_t)lld * (lc > 0 ? lc : 1);
    double *A = malloc(sz * 8), *B = malloc(sz * 8), *C = calloc(sz, 8);
    for (long j = 0; j < lc; j++)
        for (long i = 0; i < lr; i++) {
            long gi = global_of(i, nb, prow, rows), gj = global_of(j, nb, pcol, cols);
            A[i + j * lld] = fa(gi, gj);
            B[i + j * lld] = fb(gi, gj);
        }
    double alpha = 1, beta = 0, best = 1e30;
    for (int r = 0; r < reps; r++) {
        MPI_Barrier(MPI_COMM_WORLD);
        double t0 = MPI_Wtime();
        pdgemm_("N", "N", &n, &n, &n, &alpha, A, &one, &one, da, B, &one, &one, db, &beta, C,
                &one, &one, dc);
        MPI_Barrier(MPI_COMM_WORLD);
        double t = MPI_Wtime() - t0;
        best = t < best ? t : best;
    }
    double err = 0;
    for (long j = 0; j < lc; j++) {
        long gj = global_of(j, nb, pcol, cols);
        if (n > 512 && gj % 7)
            continue;
        for (long i = 0; i < lr; i++) {
            long gi = global_of(i, nb, prow, rows);
            long double s = 0, mag = 0;
            for (long k = 0; k < n; k++) {
                s += (long double)fa(gi, k) * fb(k, gj);
                mag += fabsl((long double)fa(gi, k) * fb(k, gj));
            }
            double e = (double)(fabsl((long double)C[i + j * lld] - s) / (mag + 1e-300L));
            err = e > err ? e : err;
        }
    }
    double gerr;
    MPI_Reduce(&err, &gerr, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
    if (me == 0) {
        Dl_info where = {0};
        dladdr((void *)dgemm_, &where);
        printf("pdgemm n=%d nb=%d procs=%d time=%.4fs GFLOP/s=%.2f maxrelerr=%.2e dgemm_from=%s\n",
               n, nb, np, best, 2.0 * n * n * (double)n / best / 1e9, gerr,
               where.dli_fname ? where.dli_fname : "?");
    }
    free(A), free(B), free(C);
    Cblacs_gridexit(ctxt);
    Cblacs_exit(1);
    MPI_Finalize();
    return me == 0 && !(gerr <= 1e-12);
}
