/*
 * cuda_matrix.h: array-matrix types and GPU helpers for PL/CUDA programs.
 *
 * The names follow seed 001's gpu_dot_product example (VectorTypeFloat,
 * VALIDATE_ARRAY_VECTOR_TYPE_STRICT, ARRAY_VECTOR_HEIGHT, get_global_id,
 * get_local_id, MAXTHREADS_PER_BLOCK, pgstromTotalSum).  The layout is
 * DESIGN.md's: a vector is a 1-D array, a matrix a 2-D array with SQL
 * dimensions [width][height] (m[col][row]), stored column by column, lower
 * bounds 1, no NULLs.  A vector is a matrix of width 1.
 */
#ifndef PLCUDA_CUDA_MATRIX_H
#define PLCUDA_CUDA_MATRIX_H

#include "plcuda_host.h"

/* 1-D array without NULLs: header, dims[1], lbound[1], then the values */
#define VECTOR_TYPE(NAME, T)					\
	typedef struct NAME							\
	{											\
		uint32_t	__vl_len;					\
		int32_t		ndim;						\
		int32_t		dataoffset;					\
		uint32_t	elemtype;					\
		int32_t		height;						\
		int32_t		lbound;						\
		T			values[1];					\
	} NAME
VECTOR_TYPE(VectorTypeShort, int16_t);
VECTOR_TYPE(VectorTypeInt, int32_t);
VECTOR_TYPE(VectorTypeLong, int64_t);
VECTOR_TYPE(VectorTypeFloat, float);
VECTOR_TYPE(VectorTypeDouble, double);

/* 2-D array without NULLs: dims {width, height}, then column-major values */
#define MATRIX_TYPE(NAME, T)					\
	typedef struct NAME							\
	{											\
		uint32_t	__vl_len;					\
		int32_t		ndim;						\
		int32_t		dataoffset;					\
		uint32_t	elemtype;					\
		int32_t		width;						\
		int32_t		height;						\
		int32_t		lbound1;					\
		int32_t		lbound2;					\
		T			values[1];					\
	} NAME
MATRIX_TYPE(MatrixTypeShort, int16_t);
MATRIX_TYPE(MatrixTypeInt, int32_t);
MATRIX_TYPE(MatrixTypeLong, int64_t);
MATRIX_TYPE(MatrixTypeFloat, float);
MATRIX_TYPE(MatrixTypeDouble, double);

/* element (col, row) of a matrix, both 0-based */
#define MATRIX_ELEM(m, col, row)	((m)->values[(size_t) (col) * (m)->height + (row)])

__host__ __device__ static inline bool
plcuda_array_is_vector(const void *p, uint32_t elemtype)
{
	const ArrayType *a = (const ArrayType *) p;

	return a != NULL && a->ndim == 1 && a->dataoffset == 0 &&
		a->elemtype == elemtype && ARR_LBOUND(a)[0] == 1;
}

__host__ __device__ static inline bool
plcuda_array_is_matrix(const void *p, uint32_t elemtype)
{
	const ArrayType *a = (const ArrayType *) p;

	if (a == NULL || a->dataoffset != 0 || a->elemtype != elemtype)
		return false;
	if (a->ndim == 1)
		return ARR_LBOUND(a)[0] == 1;
	return a->ndim == 2 && ARR_LBOUND(a)[0] == 1 && ARR_LBOUND(a)[1] == 1;
}

/* true when arg is a 1-D array of elemtype with no NULLs, lower bound 1 */
#define VALIDATE_ARRAY_VECTOR_TYPE_STRICT(arg, elemtype)	\
	plcuda_array_is_vector((arg), (elemtype))
#define VALIDATE_ARRAY_MATRIX_TYPE_STRICT(arg, elemtype)	\
	plcuda_array_is_matrix((arg), (elemtype))
#define ARRAY_VECTOR_HEIGHT(arg)	(ARR_DIMS(arg)[0])
#define ARRAY_MATRIX_WIDTH(arg)		(ARR_NDIM(arg) == 1 ? 1 : ARR_DIMS(arg)[0])
#define ARRAY_MATRIX_HEIGHT(arg)	(ARR_NDIM(arg) == 1 ? ARR_DIMS(arg)[0] : ARR_DIMS(arg)[1])

#define MAXTHREADS_PER_BLOCK		1024

/* PG-Strom's kernel declarations, as seed 001's example uses them */
#define KERNEL_FUNCTION(RET)			__global__ RET
#define KERNEL_FUNCTION_MAXTHREADS(RET)	\
	__global__ RET __launch_bounds__(MAXTHREADS_PER_BLOCK)

#ifdef __CUDACC__
__device__ static inline size_t
get_global_id(void)
{
	return (size_t) blockIdx.x * blockDim.x + threadIdx.x;
}

__device__ static inline size_t
get_local_id(void)
{
	return threadIdx.x;
}

__device__ static inline size_t
get_local_size(void)
{
	return blockDim.x;
}

__device__ static inline size_t
get_global_size(void)
{
	return (size_t) gridDim.x * blockDim.x;
}

/*
 * Sum of v[0 .. blockDim.x-1] over the block; v is a __shared__ array with
 * one slot per thread (seed 001 leaves the storage class out of its
 * example).  Every thread of the block must call it; all get the total.
 */
template <typename T>
__device__ static inline T
pgstromTotalSum(T *v, size_t nslots)
{
	size_t		n = blockDim.x < nslots ? blockDim.x : nslots;
	size_t		i = threadIdx.x;
	size_t		step;

	__syncthreads();
	for (step = 1; step < n; step *= 2)
	{
		if (i % (2 * step) == 0 && i + step < n)
			v[i] += v[i + step];
		__syncthreads();
	}
	return v[0];
}
#endif							/* __CUDACC__ */

#endif							/* PLCUDA_CUDA_MATRIX_H */
