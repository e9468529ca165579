-- gstore_fdw tables passed to PL/CUDA functions as reggstore (host memory)
CREATE FOREIGN TABLE gp (id int, x real, y float) SERVER gstore_fdw;
INSERT INTO gp SELECT i, i * 0.25, CASE WHEN i % 4 = 0 THEN NULL ELSE i END
  FROM generate_series(1, 20000) i;
-- sum of id + x, and the count of NULLs in y, read from the mapping
CREATE FUNCTION gsum(t reggstore) RETURNS float AS $$
#plcuda_begin
  const int32_t *id;
  const float *x;
  const uint8_t *ynull;
  double s = 0;
  uint64_t i;
  if (t == NULL)
    EEXIT("no table");
  if (t->map == NULL)
    return -1;
  if (t->h.device_id != -1 || t->h.format != GSTORE_FDW_FORMAT__COLUMNS ||
      (uint64_t) t->h.rawsize != GSTORE_HEADER(t)->rawsize || GSTORE_NCOLS(t) != 3)
    EEXIT("bad mapping");
  id = (const int32_t *) GSTORE_COLUMN(t, 1);
  x = (const float *) GSTORE_COLUMN(t, 2);
  ynull = GSTORE_NULLS(t, 3);
  for (i = 0; i < GSTORE_NITEMS(t); i++)
  {
    s += id[i] + x[i];
    if (ynull && (ynull[i / 8] >> (i % 8)) & 1)
      s += 1000000;
  }
  return s;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT gsum('gp') = (SELECT sum(id + x::float8) + 1000000 * count(*) FILTER (WHERE y IS NULL) FROM gp) AS same;
-- the warm worker maps each committed version once and sees the next one
INSERT INTO gp VALUES (1, 1, 1);
SELECT gsum('gp') = (SELECT sum(id + x::float8) + 1000000 * count(*) FILTER (WHERE y IS NULL) FROM gp) AS same;
SELECT gsum('gp') = gsum('gp') AS stable;
-- no memory grows in the backend over repeated calls (after a warm-up)
CREATE TEMP TABLE mem AS SELECT sum(total_bytes) AS b FROM pg_backend_memory_contexts;
SELECT count(gsum('gp')) FROM generate_series(1, 5000);
UPDATE mem SET b = (SELECT sum(total_bytes) FROM pg_backend_memory_contexts);
SELECT count(gsum('gp')) FROM generate_series(1, 5000);
SELECT (SELECT sum(total_bytes) FROM pg_backend_memory_contexts) - b < 65536 AS flat FROM mem;
-- a cold process too
SET plcuda.warm_workers = off;
SELECT gsum('gp') = (SELECT sum(id + x::float8) + 1000000 * count(*) FILTER (WHERE y IS NULL) FROM gp) AS same;
RESET plcuda.warm_workers;
-- an empty table gives map == NULL
TRUNCATE gp;
SELECT gsum('gp');
-- NULL argument (the function is not STRICT)
SELECT gsum(NULL);
-- the calling transaction's uncommitted rows cannot be passed
BEGIN;
INSERT INTO gp VALUES (1, 1, 1);
SELECT gsum('gp');
ROLLBACK;
-- a table that is not a gstore_fdw table
SELECT gsum('pg_class');
-- reggstore needs host mode, and is no result type
CREATE FUNCTION gk(reggstore) RETURNS int AS $$
#plcuda_begin
#plcuda_num_threads 1
#plcuda_end
$$ LANGUAGE plcuda;
CREATE FUNCTION gr(int) RETURNS reggstore AS $$
#plcuda_begin
  return 0;
#plcuda_end
$$ LANGUAGE plcuda;
-- the same table through a program that uses the GPU: device memory where
-- a GPU is (uploaded once per version), the host region where none is
CREATE FOREIGN TABLE gq (id int) SERVER gstore_fdw;
INSERT INTO gq SELECT generate_series(1, 100000);
CREATE FUNCTION gsum_gpu(t reggstore) RETURNS float AS $$
#plcuda_decl
__global__ void gsum_kernel(const int32_t *id, uint64_t n, unsigned long long *out)
{
  uint64_t i = blockIdx.x * (uint64_t) blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(out, (unsigned long long) id[i]);
}
#plcuda_begin
  int ndev = 0;
  unsigned long long *out;
  unsigned long long s = 0;
  uint64_t n = GSTORE_NITEMS(t);
  uint64_t i;
  cudaError_t rc;
  if (t->map == NULL)
    return 0;
  if (cudaGetDeviceCount(&ndev) != cudaSuccess || ndev == 0)
  {
    const int32_t *id = (const int32_t *) GSTORE_COLUMN(t, 1);
    if (t->map != t->host || t->h.device_id != -1)
      EEXIT("host memory expected without a GPU");
    for (i = 0; i < n; i++)
      s += id[i];
    return (double) s;
  }
  if (t->map == t->host || t->h.device_id < 0)
    EEXIT("device memory expected with a GPU");
  rc = cudaMallocManaged(&out, sizeof(*out));
  if (rc != cudaSuccess)
    CUEXIT(rc, "cudaMallocManaged");
  *out = 0;
  gsum_kernel<<<(unsigned) ((n + 255) / 256), 256>>>((const int32_t *) GSTORE_COLUMN(t, 1), n, out);
  rc = cudaDeviceSynchronize();
  if (rc != cudaSuccess)
    CUEXIT(rc, "gsum_kernel");
  s = *out;
  cudaFree(out);
  return (double) s;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT gsum_gpu('gq'), (SELECT sum(id) FROM gq);
INSERT INTO gq VALUES (7);
SELECT gsum_gpu('gq'), (SELECT sum(id) FROM gq);
DROP FOREIGN TABLE gq CASCADE;
DROP FUNCTION gsum(reggstore);
DROP FOREIGN TABLE gp;
