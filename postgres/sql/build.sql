-- nvcc builds at CREATE FUNCTION, errors with the lines of the body, cache
SELECT plcuda_cache_clear() >= 0 AS cleared;
CREATE FUNCTION cached_files() RETURNS bigint LANGUAGE sql AS $$
  SELECT count(*) FROM pg_ls_dir('plcuda_cache') f WHERE f LIKE 'plcuda-%'
$$;
CREATE FUNCTION build_dirs() RETURNS bigint LANGUAGE sql AS $$
  SELECT count(*) FROM pg_ls_dir('plcuda_cache') f WHERE f LIKE 'build-%'
$$;

CREATE FUNCTION b_add(int, int) RETURNS int AS $$
#plcuda_begin
  return arg1 + arg2;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT cached_files(), build_dirs();
SELECT b_add(2, 3);
-- the same program again: no new binary
CREATE OR REPLACE FUNCTION b_add(int, int) RETURNS int AS $$
#plcuda_begin
  return arg1 + arg2;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT cached_files();
-- a changed body is a new program
CREATE OR REPLACE FUNCTION b_add(int, int) RETURNS int AS $$
#plcuda_begin
  return arg1 + arg2 + 1;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT cached_files(), b_add(2, 3);
-- another architecture is another key
SET plcuda.gpu_arch = 'sm_80';
SELECT b_add(2, 3);
SELECT cached_files();
RESET plcuda.gpu_arch;

-- nvcc errors: the log in DETAIL, lines counted in the function body
CREATE FUNCTION b_bad(int) RETURNS int AS $$
#plcuda_decl
static int twice(int x) { return 2 * x; }
#plcuda_begin
  int y = twice(arg1);
  return y + not_declared;
#plcuda_end
$$ LANGUAGE plcuda;
CREATE FUNCTION b_bad2() RETURNS int AS $$
#plcuda_decl
__global__ void k(int *p) { *p = undefined_in_kernel; }
#plcuda_begin
  return 0;
#plcuda_end
$$ LANGUAGE plcuda;
-- a library that does not exist: the name reaches nvcc as -l, no shell
CREATE FUNCTION b_lib() RETURNS int AS $$
#plcuda_library kforge_no_such_lib
#plcuda_begin
  return 0;
#plcuda_end
$$ LANGUAGE plcuda;
-- a real CUDA library links
CREATE FUNCTION b_cublas() RETURNS int AS $$
#plcuda_library cublas
#plcuda_decl
#include <cublas_v2.h>
#plcuda_begin
  return 7;
#plcuda_end
$$ LANGUAGE plcuda;

-- seed 001's gpu_dot_product builds (running it needs a GPU: gpu.sql)
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
-- its argument checks run on the host before any GPU work
SELECT gpu_dot_product(ARRAY[[1,2],[3,4]]::real[], ARRAY[1,2]::real[]);
SELECT gpu_dot_product(ARRAY[1,2,3]::real[], ARRAY[1,2]::real[]);

-- seed 000's gpu_add (kernel mode) builds; without a GPU it asks for the
-- CPU fallback (the same answer either way)
CREATE FUNCTION gpu_add(int, int)
RETURNS int
AS $$
#plcuda_include "cuda_mathlib.h"
#plcuda_begin
  if (get_global_id() == 0)
    *retval = pgfn_int4pl(kcxt, arg1, arg2);
#plcuda_end
$$ LANGUAGE plcuda;
CREATE FUNCTION cpu_add(int, int) RETURNS int LANGUAGE sql AS 'SELECT $1 + $2';
CREATE OR REPLACE FUNCTION gpu_add(int, int)
RETURNS int
AS $$
#plcuda_include "cuda_mathlib.h"
#plcuda_cpu_fallback cpu_add
#plcuda_begin
  if (get_global_id() == 0)
    *retval = pgfn_int4pl(kcxt, arg1, arg2);
#plcuda_end
$$ LANGUAGE plcuda;
SELECT gpu_add(100, 200);

-- clearing the cache leaves no binary behind; calls rebuild as needed
SELECT plcuda_cache_clear() > 0 AS removed, cached_files(), build_dirs();
SELECT b_add(2, 3);
SELECT cached_files();
-- dropping a function removes its binary (event trigger on sql_drop)
CREATE FUNCTION b_other() RETURNS int AS $$
#plcuda_begin
  return 1;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT cached_files();
DROP FUNCTION b_add(int, int);
SELECT cached_files();
DROP FUNCTION b_other();
SELECT cached_files(), build_dirs();

-- nvcc output over 64 kB keeps its first errors and its last lines, with
-- the cut marked between them
CREATE FUNCTION b_noisy_detail() RETURNS text LANGUAGE plpgsql AS $f$
DECLARE
  body text;
  d text;
BEGIN
  SELECT E'#plcuda_begin\n  first_undeclared_name = 1;\n'
         || string_agg(format(E'#warning filler line %s of a long nvcc log, long enough to fill the log quickly', i), E'\n')
         || E'\n  last_undeclared_name = 2;\n#plcuda_end\n'
    INTO body FROM generate_series(1, 1500) i;
  BEGIN
    EXECUTE format('CREATE FUNCTION b_noisy() RETURNS int AS %L LANGUAGE plcuda', body);
  EXCEPTION WHEN OTHERS THEN
    GET STACKED DIAGNOSTICS d = PG_EXCEPTION_DETAIL;
  END;
  RETURN format('%s bytes, first error kept: %s, last error kept: %s, cut marked: %s',
                CASE WHEN length(d) BETWEEN 60000 AND 66000 THEN 'about 64k' ELSE length(d)::text END,
                d LIKE '%first_undeclared_name%',
                d LIKE '%last_undeclared_name%',
                d ~ '\[\.\.\. [0-9]+ bytes of output cut \.\.\.\]');
END $f$;
SELECT b_noisy_detail();

-- the device headers of PG-Strom's v2.0 list that kforge ships: dates and
-- numeric values, usable in kernels and (included in #plcuda_decl) on the
-- host; a header that is not shipped is named in a clear ERROR
CREATE FUNCTION b_timelib(d date, days int) RETURNS text AS $$
#plcuda_decl
#include "cuda_timelib.h"
#include <stdio.h>
#plcuda_begin
  kern_context k = {0, 0, {0}};
  pg_date_t a = {d, false};
  pg_int4_t n = {days, false};
  pg_date_t b = pgfn_date_pli(&k, a, n);
  pg_date_t leap = pg_make_date(2024, 2, 29);
  char out[128];

  snprintf(out, sizeof(out), "%04d-%02d-%02d dow %d, %d days to 2024-02-29, ts %lld",
           pg_date_year(b), pg_date_month(b), pg_date_day(b), pg_date_dow(b),
           pgfn_date_mi(&k, leap, b).value,
           (long long) pgfn_date_timestamp(&k, b).value);
  return plcuda_text(out);
#plcuda_end
$$ LANGUAGE plcuda;
SELECT b_timelib('2024-02-20', 9), b_timelib('1999-12-31', 0), b_timelib('0044-03-15', -1);
-- the same from SQL
SELECT format('%s dow %s, %s days to 2024-02-29, ts %s', to_char(d + n, 'YYYY-MM-DD'),
              extract(dow FROM d + n), date '2024-02-29' - (d + n),
              extract(epoch FROM (d + n)::timestamp - timestamp '2000-01-01')::bigint * 1000000)
  FROM (VALUES (date '2024-02-20', 9), ('1999-12-31', 0), ('0044-03-15', -1)) v(d, n);
CREATE FUNCTION b_numeric(x numeric) RETURNS text AS $$
#plcuda_decl
#include "cuda_numeric.h"
#include <stdio.h>
#plcuda_begin
  bool ok;
  long long i = (long long) pg_numeric_value_to_int8(x, &ok);
  char out[128];

  snprintf(out, sizeof(out), "%.17g %lld %s", pg_numeric_value_to_float8(x), i,
           ok ? "ok" : "out of range");
  return plcuda_text(out);
#plcuda_end
$$ LANGUAGE plcuda;
SELECT x, b_numeric(x), x::float8 AS float8,
       CASE WHEN x BETWEEN -9e18 AND 9e18 THEN x::bigint END AS bigint
  FROM (VALUES (0::numeric), (1.5), (-2.5), (12345.678), (-0.0001),
               (123456789012345678), (1e30), ('NaN'), ('Infinity')) v(x);
-- in a kernel too (builds; without a GPU it is not run)
CREATE FUNCTION b_kernel_libs(d date, x numeric) RETURNS float AS $$
#plcuda_include "cuda_timelib.h"
#plcuda_include "cuda_numeric.h"
#plcuda_begin
  if (get_global_id() == 0)
    *retval = pgfn_float8pl(kcxt, pg_numeric_to_float8(kcxt, x),
                            (pg_float8_t) {(double) pg_date_year(d), false});
#plcuda_end
$$ LANGUAGE plcuda;
CREATE FUNCTION b_textlib(text) RETURNS int AS $$
#plcuda_include "cuda_textlib.h"
#plcuda_begin
#plcuda_end
$$ LANGUAGE plcuda;
