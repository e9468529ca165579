/*
 * plcuda_matrix.h: array-based matrices (seeds 000/001, "Array-Matrix
 * Functions").
 *
 * Contract.  An array is a matrix when it has 1 or 2 dimensions, lower
 * bounds 1, no NULL, and elements of smallint, int, bigint, real or float.
 * DESIGN.md fixes the layout: SQL dimensions [width][height], so m[col][row],
 * data stored column by column.  A 1-D array is a matrix of width 1 (a
 * vector), and every function here that makes a matrix of width 1 returns
 * a 1-D array, so that seed 001's gpu_dot_product sees array_matrix(x) as
 * a vector.
 *
 * SQL functions (plcuda--1.0.sql): array_matrix (variadic aggregate),
 * matrix_unnest, rbind and cbind (two arguments, and aggregates), transpose,
 * array_matrix_validation, array_matrix_height, array_matrix_width,
 * array_matrix_rawsize.  Arrays that are not matrices get an ERROR naming
 * the rule they break; so do NULL elements and mixed element types.
 */
#ifndef PLCUDA_MATRIX_H
#define PLCUDA_MATRIX_H

#include "fmgr.h"
#include "utils/array.h"

/* height and width of the matrix `a`; an ERROR naming fname if it is none */
extern void plcuda_matrix_shape(ArrayType *a, const char *fname,
								int *height, int *width);

extern Datum plcuda_array_matrix_accum(PG_FUNCTION_ARGS);
extern Datum plcuda_array_matrix_final(PG_FUNCTION_ARGS);
extern Datum plcuda_matrix_unnest(PG_FUNCTION_ARGS);
extern Datum plcuda_rbind(PG_FUNCTION_ARGS);
extern Datum plcuda_cbind(PG_FUNCTION_ARGS);
extern Datum plcuda_rbind_accum(PG_FUNCTION_ARGS);
extern Datum plcuda_rbind_final(PG_FUNCTION_ARGS);
extern Datum plcuda_cbind_accum(PG_FUNCTION_ARGS);
extern Datum plcuda_cbind_final(PG_FUNCTION_ARGS);
extern Datum plcuda_transpose(PG_FUNCTION_ARGS);
extern Datum plcuda_array_matrix_validation(PG_FUNCTION_ARGS);
extern Datum plcuda_array_matrix_height(PG_FUNCTION_ARGS);
extern Datum plcuda_array_matrix_width(PG_FUNCTION_ARGS);
extern Datum plcuda_array_matrix_rawsize(PG_FUNCTION_ARGS);

#endif							/* PLCUDA_MATRIX_H */
