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

-- an idle worker killed with SIGKILL is replaced at the next call
CREATE FUNCTION w_pid() RETURNS int AS $$
#plcuda_begin
  return getpid();
#plcuda_end
$$ LANGUAGE plcuda;
CREATE FUNCTION w_kill(pid int) RETURNS bool AS $$
#plcuda_decl
#include <signal.h>
#include <stdio.h>
/* has `pid` ended (a zombie, or gone)? */
static bool ended(int pid)
{
  char path[64], buf[512], *p;
  FILE *f;
  size_t n;

  snprintf(path, sizeof(path), "/proc/%d/stat", pid);
  if (!(f = fopen(path, "r")))
    return true;
  n = fread(buf, 1, sizeof(buf) - 1, f);
  fclose(f);
  buf[n] = '\0';
  p = strrchr(buf, ')');
  return !p || p[2] == 'Z' || p[2] == 'X';
}
#plcuda_begin
  if (kill(arg1, SIGKILL) != 0)
    return false;
  for (int i = 0; i < 2000 && !ended(arg1); i++)
    usleep(1000);
  return ended(arg1);
#plcuda_end
$$ LANGUAGE plcuda;
SELECT w_pid() AS pid1 \gset
SELECT w_pid() = :pid1 AS warm;
SELECT w_kill(:pid1);
SELECT w_pid() <> :pid1 AS replaced;
SELECT w_pid() AS pid2 \gset
SELECT w_pid() = :pid2 AS warm_again;
-- killed again and called at once
SELECT w_kill(:pid2), w_pid() <> :pid2 AS replaced;
-- the mailbox (include/plcuda_mailbox.h): what does not fit goes through
-- the pipes; a warm worker that prints more than a pipe holds, returns a
-- value over the mailbox's 1 MB, takes one over it, or spins, still answers
SET statement_timeout = '20s';
CREATE FUNCTION w_big(n int, x bytea) RETURNS bytea AS $$
#plcuda_begin
  varlena *r;
  if (arg1 < 0)
  {
    for (int i = 0; i < 4000; i++)
      fprintf(stderr, "line %04d of output that fills the pipe .......................\n", i);
    if (arg1 == -2)
      EEXIT("failed after much output");
    arg1 = 1;
  }
  r = plcuda_alloc_varlena(arg1 + (x ? VARSIZE_EXHDR(x) : 0));
  memset(VARDATA(r), 'a', arg1);
  if (x)
    memcpy(VARDATA(r) + arg1, VARDATA(x), VARSIZE_EXHDR(x));
  return r;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT w_pid() AS pid3 \gset
SELECT length(w_big(-1, NULL)) AS after_output;
DO $$
DECLARE d text;
BEGIN
  PERFORM w_big(-2, NULL);
EXCEPTION WHEN OTHERS THEN
  GET STACKED DIAGNOSTICS d = PG_EXCEPTION_DETAIL;
  RAISE NOTICE '%: detail of % kB, cut: %, last line kept: %', SQLERRM,
    length(d) / 1024, d LIKE '%bytes of output cut%', d LIKE '%line 3999 %';
END $$;
SELECT length(w_big(3000000, NULL)) AS over_mailbox,
       length(w_big(10, decode(repeat('ab', 2000000), 'hex'))) AS arg_over_mailbox,
       length(w_big(10, NULL)) AS small_again;
SELECT sum(length(w_big(i, NULL))) FROM generate_series(1, 2000) i;
SET plcuda.warm_spin = 0;
SELECT sum(length(w_big(i, NULL))) FROM generate_series(1, 2000) i;
RESET plcuda.warm_spin;
SELECT w_pid() = :pid3 AS same_worker;
RESET statement_timeout;
-- a stopped worker's mailbox is unmapped: one worker kept, one mapped
SET plcuda.max_warm_workers = 1;
SELECT w_pid() > 0 AS w_pid, length(w_big(1, NULL)) AS w_big, w_pid() > 0 AS w_pid;
SELECT (SELECT count(*) FROM regexp_matches(
          pg_read_file('/proc/' || pg_backend_pid() || '/maps'),
          'plcuda-mailbox', 'g')) AS mailboxes_mapped;
RESET plcuda.max_warm_workers;
