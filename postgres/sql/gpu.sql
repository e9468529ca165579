-- the GPU list (make installcheck-gpu): the seeds' examples and kernel mode
-- on a real GPU.  Not part of the default run; the expected output was
-- written for a machine with one CUDA device.

-- seed 001: gpu_dot_product over array_matrix
CREATE FUNCTION gpu_dot_product(real[], real[])
RETURNS float
AS $$
#plcuda_decl
#include "cuda_matrix.h"

KERNEL_FUNCTION_MAXTHREADS(void)
gpu_dot_product(double *p_dot,
                VectorTypeFloat *X,
                VectorTypeFloat *Y)
{
    size_t      index = get_global_id();
    size_t      nitems = X->height;
    __shared__ float v[MAXTHREADS_PER_BLOCK];
    float       sum;

    if (index < nitems)
        v[get_local_id()] = X->values[index] * Y->values[index];
    else
        v[get_local_id()] = 0.0;

    sum = pgstromTotalSum(v, MAXTHREADS_PER_BLOCK);
    if (get_local_id() == 0)
        atomicAdd(p_dot, (double)sum);
    __syncthreads();
}
#plcuda_begin
{
    size_t      nitems;
    int         blockSz;
    int         gridSz;
    double     *dot;
    cudaError_t rc;

    if (!VALIDATE_ARRAY_VECTOR_TYPE_STRICT(arg1, PG_FLOAT4OID) ||
        !VALIDATE_ARRAY_VECTOR_TYPE_STRICT(arg2, PG_FLOAT4OID))
        EEXIT("arguments are not vector like array");
    nitems = ARRAY_VECTOR_HEIGHT(arg1);
    if (nitems != ARRAY_VECTOR_HEIGHT(arg2))
        EEXIT("length of arguments mismatch");

    rc = cudaMallocManaged(&dot, sizeof(double));
    if (rc != cudaSuccess)
        CUEXIT(rc, "failed on cudaMallocManaged");
    memset(dot, 0, sizeof(double));

    blockSz = MAXTHREADS_PER_BLOCK;
    gridSz = (nitems + MAXTHREADS_PER_BLOCK - 1) / MAXTHREADS_PER_BLOCK;
    gpu_dot_product<<<gridSz,blockSz,0,NULL>>>(dot,
                                        (VectorTypeFloat *)arg1,
                                        (VectorTypeFloat *)arg2);
    rc = cudaStreamSynchronize(NULL);
    if (rc != cudaSuccess)
        CUEXIT(rc, "failed on cudaStreamSynchronize");

    return *dot;
}
#plcuda_end
$$ LANGUAGE plcuda;
-- small integer values keep every partial sum exact in float
SELECT gpu_dot_product(array_matrix((i % 100)::real),
                       array_matrix((i % 7)::real))
       = sum((i % 100)::float * (i % 7)) AS dot_matches
  FROM generate_series(1, 10000) i;

-- seed 000: gpu_add in kernel mode, no CPU fallback
CREATE FUNCTION gpu_add(int, int)
RETURNS int
AS $$
#plcuda_include "cuda_mathlib.h"
#plcuda_begin
  if (get_global_id() == 0)
    *retval = pgfn_int4pl(kcxt, arg1, arg2);
#plcuda_end
$$ LANGUAGE plcuda;
SELECT gpu_add(100, 200);
SELECT gpu_add(2147483647, 1);

-- kernel mode with prep, main and post kernels, a working buffer and a
-- thread count computed by a SQL function with the same arguments
CREATE FUNCTION k_nitems(int[]) RETURNS bigint LANGUAGE sql
  AS 'SELECT coalesce(array_length($1, 1), 0)::bigint';
CREATE FUNCTION gpu_sum(int[]) RETURNS bigint AS $$
#plcuda_working_bufsz 8
#plcuda_prep
#plcuda_num_threads 1
  *(unsigned long long *) workbuf = 0;
#plcuda_begin
#plcuda_num_threads k_nitems
  VectorTypeInt *v = (VectorTypeInt *) arg1.value;
  size_t i = get_global_id();
  if (i < (size_t) v->height)
    atomicAdd((unsigned long long *) workbuf, (unsigned long long) (long long) v->values[i]);
#plcuda_post
  if (get_global_id() == 0)
  {
    retval->value = *(long long *) workbuf;
    retval->isnull = false;
  }
#plcuda_end
$$ LANGUAGE plcuda;
SELECT gpu_sum(array_agg(i)) FROM generate_series(1, 100000) i;

-- a varlena result must lie in the results buffer (seed 000)
CREATE FUNCTION gpu_vec(int) RETURNS real[] AS $$
#plcuda_results_bufsz 4096
#plcuda_begin
#plcuda_num_threads 1
  VectorTypeFloat *v = (VectorTypeFloat *) results;
  v->__vl_len = (uint32_t) ((24 + 4 * 3) << 2);
  v->ndim = 1;
  v->dataoffset = 0;
  v->elemtype = PG_FLOAT4OID;
  v->height = 3;
  v->lbound = 1;
  for (int i = 0; i < 3; i++)
    v->values[i] = arg1.value * (i + 1);
  retval->value = (varlena *) v;
  retval->isnull = false;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT gpu_vec(2);
