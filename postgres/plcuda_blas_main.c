/*
 * plcuda_blas_main.c: the program behind plcuda_matmul() (plcuda_blas.h).
 *
 * A PL/CUDA-protocol program (include/plcuda_host.h) built with the C
 * compiler and linked with libkforge: it takes two array-matrices of
 * real or float, already checked by the backend, and returns their
 * product through kforge's generated, tuned GEMM.  The solver is the best
 * one here: CUDA (kf_sgemm_cuda on device memory) when a GPU answers,
 * else the CPU solver (generated OpenMP kernels, kf_sgemm_cpu).  The
 * backend keeps it running as a warm worker, so the kernels are built or
 * loaded once per backend.
 *
 * Layout (DESIGN.md, array-matrix): the data of an m x k matrix is stored
 * column by column, so each operand is a column-major matrix with its
 * height as leading dimension.
 */
#include "plcuda_host.h"

#include "kforge/blas.h"

/* height and width of an array-matrix (1-D: a column) */
static void
shape(const ArrayType *a, long *h, long *w)
{
	if (ARR_NDIM(a) == 1)
	{
		*h = ARR_DIMS(a)[0];
		*w = 1;
	}
	else
	{
		*w = ARR_DIMS(a)[0];
		*h = ARR_DIMS(a)[1];
	}
}

/* C = A B on the GPU; 0 when there is none (the caller uses the CPU) */
static int
gemm_cuda(int dbl, long m, long n, long k, const void *A, const void *B, void *C)
{
	size_t		es = dbl ? sizeof(double) : sizeof(float);
	int			ndev = 0;
	void	   *dA = NULL;
	void	   *dB = NULL;
	void	   *dC = NULL;
	cudaError_t rc;
	kf_blas_status st;

	if (cudaGetDeviceCount(&ndev) != cudaSuccess || ndev == 0)
	{
		(void) cudaGetLastError();
		return 0;
	}
	if ((rc = cudaMalloc(&dA, es * m * k)) != cudaSuccess ||
		(rc = cudaMalloc(&dB, es * k * n)) != cudaSuccess ||
		(rc = cudaMalloc(&dC, es * m * n)) != cudaSuccess)
		CUEXIT(rc, "plcuda_matmul: device memory for a %ld x %ld x %ld product", m, n, k);
	if ((rc = cudaMemcpy(dA, A, es * m * k, cudaMemcpyHostToDevice)) != cudaSuccess ||
		(rc = cudaMemcpy(dB, B, es * k * n, cudaMemcpyHostToDevice)) != cudaSuccess)
		CUEXIT(rc, "plcuda_matmul: copy to the GPU");
	if (dbl)
		st = kf_dgemm_cuda(KF_BLAS_COL_MAJOR, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, m, n, k,
						   1.0, (kf_cuda_ptr) dA, m, (kf_cuda_ptr) dB, k, 0.0,
						   (kf_cuda_ptr) dC, m, NULL);
	else
		st = kf_sgemm_cuda(KF_BLAS_COL_MAJOR, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, m, n, k,
						   1.0f, (kf_cuda_ptr) dA, m, (kf_cuda_ptr) dB, k, 0.0f,
						   (kf_cuda_ptr) dC, m, NULL);
	if (st == KF_BLAS_ERR_NO_CUDA)
	{
		cudaFree(dA);
		cudaFree(dB);
		cudaFree(dC);
		return 0;
	}
	if (st != KF_BLAS_SUCCESS)
		PLCUDA_FAIL("plcuda_matmul: kforge's CUDA GEMM failed: %s (%s)",
					kf_blas_strerror(st), kf_blas_last_error());
	if ((rc = cudaMemcpy(C, dC, es * m * n, cudaMemcpyDeviceToHost)) != cudaSuccess)
		CUEXIT(rc, "plcuda_matmul: copy from the GPU");
	cudaFree(dA);
	cudaFree(dB);
	cudaFree(dC);
	return 1;
}

static ArrayType *
matmul(const ArrayType *a, const ArrayType *b)
{
	long		m, k, k2, n;
	int			dbl = ARR_ELEMTYPE(a) == PG_FLOAT8OID;
	ArrayType  *c;
	kf_blas_status st;

	shape(a, &m, &k);
	shape(b, &k2, &n);
	if (k != k2 || ARR_ELEMTYPE(a) != ARR_ELEMTYPE(b) ||
		(ARR_ELEMTYPE(a) != PG_FLOAT4OID && !dbl))
		PLCUDA_FAIL("plcuda_matmul: operands the backend should have refused");
	c = plcuda_alloc_matrix(ARR_ELEMTYPE(a), dbl ? 8 : 4, (int32_t) m, (int32_t) n);
	if (gemm_cuda(dbl, m, n, k, ARR_DATA_PTR(a), ARR_DATA_PTR(b), ARR_DATA_PTR(c)))
		return c;
	if (dbl)
		st = kf_dgemm_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, m, n, k,
						  1.0, (const double *) ARR_DATA_PTR(a), m,
						  (const double *) ARR_DATA_PTR(b), k, 0.0,
						  (double *) ARR_DATA_PTR(c), m);
	else
		st = kf_sgemm_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, m, n, k,
						  1.0f, (const float *) ARR_DATA_PTR(a), m,
						  (const float *) ARR_DATA_PTR(b), k, 0.0f,
						  (float *) ARR_DATA_PTR(c), m);
	if (st != KF_BLAS_SUCCESS)
		PLCUDA_FAIL("plcuda_matmul: kforge's CPU GEMM failed: %s (%s)",
					kf_blas_strerror(st), kf_blas_last_error());
	return c;
}

int
main(int argc, char **argv)
{
	PLCUDA_MAIN_START(argc, argv, 2);
	plcuda_return_varlena((const varlena *)
						  matmul((const ArrayType *) plcuda_arg_pointer(0),
								 (const ArrayType *) plcuda_arg_pointer(1)));
}
