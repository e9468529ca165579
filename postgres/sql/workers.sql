-- warm workers: memory stays flat, a dead worker is replaced

-- a by-reference result is freed once sent: 100,000 calls returning an
-- array leave the worker's resident memory where it was
CREATE FUNCTION w_array(n int) RETURNS int[] AS $$
#plcuda_decl
#include <stdio.h>
static long rss_kb(void)
{
  FILE *f = fopen("/proc/self/status", "r");
  char line[256];
  long kb = -1;

  while (f && fgets(line, sizeof(line), f))
    if (sscanf(line, "VmRSS: %ld", &kb) == 1)
      break;
  if (f)
    fclose(f);
  return kb;
}
#plcuda_begin
  ArrayType *a;

  if (arg1 < 0)
  {
    /* [resident kB, pid] of this worker */
    a = plcuda_alloc_matrix(PG_INT4OID, 4, 2, 1);
    ((int32_t *) ARR_DATA_PTR(a))[0] = (int32_t) rss_kb();
    ((int32_t *) ARR_DATA_PTR(a))[1] = (int32_t) getpid();
    return (varlena *) a;
  }
  a = plcuda_alloc_matrix(PG_INT4OID, 4, arg1, 1);
  for (int i = 0; i < arg1; i++)
    ((int32_t *) ARR_DATA_PTR(a))[i] = i;
  return (varlena *) a;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT w_array(4);
SELECT count(w_array(32)) FROM generate_series(1, 2000);
SELECT w[1] AS rss0, w[2] AS pid0 FROM w_array(-1) w \gset
SELECT sum(array_length(w_array(32), 1)) FROM generate_series(1, 100000);
SELECT w[2] = :pid0 AS same_worker,
       w[1] - :rss0 < 1024 AS rss_flat_within_1mb
  FROM w_array(-1) w;

