/*
 * plcuda_blas.h: kforge's BLAS from SQL.
 *
 * Contract.  plcuda_matmul(a, b) returns the matrix product a b of two
 * array-matrices (plcuda_matrix.h) of real or of float, both of the same
 * type, with width(a) = height(b).  The backend checks the operands and
 * the result's size (ERRORs with DETAIL and HINT), then hands them to the
 * program plcuda_blas (plcuda_blas_main.c, in the package library
 * folder), which runs kforge's generated GEMM on the best solver there:
 * CUDA when a GPU answers, else the CPU solver.  The program runs as one
 * warm worker per backend (plcuda_proc.h), so kforge builds or loads its
 * kernels once; its kernel cache is $KFORGE_CACHE_DIR, by default the
 * folder kforge in plcuda.cache_dir.
 */
#ifndef PLCUDA_BLAS_H
#define PLCUDA_BLAS_H

#include "fmgr.h"

extern Datum plcuda_matmul(PG_FUNCTION_ARGS);

#endif							/* PLCUDA_BLAS_H */
