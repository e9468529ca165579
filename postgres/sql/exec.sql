-- host programs end to end (seed 001): no GPU needed
CREATE FUNCTION e_add(int, int) RETURNS int AS $$
#plcuda_begin
  return arg1 + arg2;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT e_add(100, 200);
SELECT e_add(i, i * 10) FROM generate_series(1, 3) i;

-- no return statement: NULL
CREATE FUNCTION e_noret(int) RETURNS int AS $$
#plcuda_begin
  if (arg1 > 0)
    return arg1;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT e_noret(5), e_noret(-5) IS NULL AS is_null;

-- exit(1): NULL (seed 001)
CREATE FUNCTION e_exit1(int) RETURNS float AS $$
#plcuda_begin
  if (arg1 == 0)
    exit(1);
  return 1.0 / arg1;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT e_exit1(4), e_exit1(0) IS NULL AS is_null;

-- strict functions are not called for NULL; others see ARG_ISNULL(n)
CREATE FUNCTION e_nulls(int, int) RETURNS int CALLED ON NULL INPUT AS $$
#plcuda_begin
  if (ARG_ISNULL(1) && ARG_ISNULL(2))
    PLCUDA_RETURN_NULL();
  return (ARG_ISNULL(1) ? -1 : arg1) * 1000 + (ARG_ISNULL(2) ? -1 : arg2);
#plcuda_end
$$ LANGUAGE plcuda;
SELECT e_nulls(1, 2), e_nulls(NULL, 2), e_nulls(1, NULL), e_nulls(NULL, NULL) IS NULL AS both;
-- a NULL by-reference argument is an empty stand-in (empty text, an array
-- with no dimensions, zero bytes), so code that does not check
-- ARG_ISNULL(n) does not crash; ARG_ISNULL(n) still tells
CREATE FUNCTION e_nullref(text, int[], uuid, cstring) RETURNS text CALLED ON NULL INPUT AS $$
#plcuda_decl
#include <stdio.h>
#plcuda_begin
  char out[128];
  const unsigned char *u = (const unsigned char *) arg3;

  snprintf(out, sizeof(out), "%d:%d %d:%d %d:%d %d:%d",
           ARG_ISNULL(1), (int) VARSIZE_EXHDR(arg1),
           ARG_ISNULL(2), ARR_NDIM(arg2),
           ARG_ISNULL(3), u[0] + u[15],
           ARG_ISNULL(4), (int) strlen(arg4));
  return plcuda_text(out);
#plcuda_end
$$ LANGUAGE plcuda;
SELECT e_nullref(NULL, NULL, NULL, NULL);
SELECT e_nullref('ab', '{1,2}', '01000000-0000-0000-0000-000000000002', 'xyz');
CREATE FUNCTION e_strict(int) RETURNS int STRICT AS $$
#plcuda_begin
  return arg1;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT e_strict(NULL) IS NULL AS strict_null, e_add(NULL, 1) AS nonstrict_zero;

-- helpers in #plcuda_decl; several decl blocks; void result
CREATE FUNCTION e_decl(float) RETURNS float AS $$
#plcuda_decl
#include <math.h>
static double sq(double x) { return x * x; }
#plcuda_begin
  return sqrt(sq(arg1) + sq(3.0));
#plcuda_end
$$ LANGUAGE plcuda;
SELECT e_decl(4);
CREATE FUNCTION e_void() RETURNS void AS $$
#plcuda_begin
  fprintf(stderr, "not shown: the call succeeds\n");
#plcuda_end
$$ LANGUAGE plcuda;
SELECT e_void();

-- DO blocks run through the inline handler
DO $$
#plcuda_begin
  int s = 0;
  for (int i = 1; i <= 10; i++)
    s += i;
  if (s != 55)
    EEXIT("sum is %d", s);
#plcuda_end
$$ LANGUAGE plcuda;
DO $$
#plcuda_begin
  EEXIT("raised from a DO block: %d", 42);
#plcuda_end
$$ LANGUAGE plcuda;

DO $$
#plcuda_begin
#plcuda_num_threads some_function
#plcuda_end
$$ LANGUAGE plcuda;
DO $$
#plcuda_begin
  PLCUDA_CPU_FALLBACK();
#plcuda_end
$$ LANGUAGE plcuda;

-- #plcuda_include <function>: the text it returns for the call's arguments
CREATE FUNCTION e_incl_text(int) RETURNS text LANGUAGE sql AS $$
  SELECT CASE WHEN $1 > 0 THEN 'return arg1 * 2;' ELSE 'return -arg1;' END
$$;
CREATE FUNCTION e_incl(int) RETURNS int AS $$
#plcuda_begin
#plcuda_include e_incl_text
#plcuda_end
$$ LANGUAGE plcuda;
SELECT e_incl(21), e_incl(-4);
-- includes nest (a name in spliced text is schema-qualified, or named by
-- the body: plcuda_helper.h), and a cycle is an error
CREATE FUNCTION e_cyc_a(int) RETURNS text LANGUAGE sql AS $$ SELECT '#plcuda_include public.e_cyc_b' $$;
CREATE FUNCTION e_cyc_b(int) RETURNS text LANGUAGE sql AS $$ SELECT '#plcuda_include e_cyc_a' $$;
CREATE FUNCTION e_cyc(int) RETURNS int AS $$
#plcuda_begin
#plcuda_include e_cyc_a
#plcuda_end
$$ LANGUAGE plcuda;
SELECT e_cyc(1);
CREATE FUNCTION e_incl_missing(int) RETURNS int AS $$
#plcuda_begin
#plcuda_include no_such_function
#plcuda_end
$$ LANGUAGE plcuda;

-- #plcuda_sanity_check: false means ERROR before the program runs
CREATE FUNCTION e_positive(int) RETURNS bool LANGUAGE sql AS 'SELECT $1 > 0';
CREATE FUNCTION e_sane(int) RETURNS int AS $$
#plcuda_sanity_check e_positive
#plcuda_begin
  return arg1;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT e_sane(3);
SELECT e_sane(-3);
CREATE FUNCTION e_insane(int) RETURNS int AS $$
#plcuda_sanity_check e_no_such_check
#plcuda_begin
  return arg1;
#plcuda_end
$$ LANGUAGE plcuda;

-- #plcuda_cpu_fallback: the program asks for it
CREATE FUNCTION e_cpu(int) RETURNS int LANGUAGE sql AS 'SELECT -$1';
CREATE FUNCTION e_fb(int) RETURNS int AS $$
#plcuda_cpu_fallback e_cpu
#plcuda_begin
  if (arg1 > 100)
    PLCUDA_CPU_FALLBACK();
  return arg1;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT e_fb(5), e_fb(500);
CREATE FUNCTION e_nofb(int) RETURNS int AS $$
#plcuda_begin
  PLCUDA_CPU_FALLBACK();
#plcuda_end
$$ LANGUAGE plcuda;
SELECT e_nofb(1);

-- the function cache follows CREATE OR REPLACE
CREATE OR REPLACE FUNCTION e_add(int, int) RETURNS int AS $$
#plcuda_begin
  return arg1 - arg2;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT e_add(100, 200);

-- warm workers: one program per backend and function serves call after
-- call; globals persist, an error or exit() ends the worker
CREATE FUNCTION w_count() RETURNS int AS $$
#plcuda_decl
static int calls = 0;
#plcuda_begin
  return ++calls;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT w_count(), w_count(), w_count();
SET plcuda.warm_workers = off;
SELECT w_count(), w_count();
RESET plcuda.warm_workers;
SELECT w_count();
CREATE FUNCTION w_fail(int) RETURNS int AS $$
#plcuda_decl
static int calls = 0;
#plcuda_begin
  calls++;
  if (arg1 < 0)
    EEXIT("failed at call %d", calls);
  if (arg1 == 0)
    exit(1);
  return calls;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT w_fail(1), w_fail(1);
SELECT w_fail(-1);
SELECT w_fail(1), w_fail(0) IS NULL AS null_by_exit, w_fail(1);
-- beyond plcuda.max_warm_workers the least recently used one goes
SET plcuda.max_warm_workers = 1;
SELECT w_count();
SELECT w_fail(1);
SELECT w_count();
RESET plcuda.max_warm_workers;
-- CREATE OR REPLACE replaces the worker
CREATE OR REPLACE FUNCTION w_count() RETURNS int AS $$
#plcuda_decl
static int calls = 100;
#plcuda_begin
  return ++calls;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT w_count(), w_count();
-- a dropped function's worker goes at the next call of any PL/CUDA function
CREATE FUNCTION w_children() RETURNS int AS $$
#plcuda_decl
#include <dirent.h>
#plcuda_begin
  pid_t backend = getppid();
  int n = 0;
  DIR *d = opendir("/proc");
  struct dirent *de;
  while ((de = readdir(d)) != NULL)
  {
    char path[300], buf[512];
    int pid = atoi(de->d_name), ppid = 0;
    if (pid <= 0 || pid == getpid())
      continue;
    snprintf(path, sizeof(path), "/proc/%d/stat", pid);
    FILE *f = fopen(path, "r");
    if (!f)
      continue;
    if (fgets(buf, sizeof(buf), f))
    {
      char *p = strrchr(buf, ')');
      if (p && sscanf(p + 2, "%*c %d", &ppid) == 1 && ppid == backend)
        n++;
    }
    fclose(f);
  }
  closedir(d);
  return n;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT w_count(), w_fail(1) > 0 AS warm, w_children();
DROP FUNCTION w_count();
SELECT w_children();
DROP FUNCTION w_fail(int);
SELECT w_children();

-- named parameters stand for argN in the body, as in other PLs; a name
-- that cannot be a C identifier there is left to argN, with a NOTICE
CREATE FUNCTION e_named(width int, height int, label text) RETURNS text AS $$
#plcuda_decl
#include <stdio.h>
#plcuda_begin
  char out[64];

  snprintf(out, sizeof(out), "%.*s: %d", (int) VARSIZE_EXHDR(label),
           VARDATA(label), width * height + arg1 - arg1);
  return plcuda_text(out);
#plcuda_end
$$ LANGUAGE plcuda;
SELECT e_named(6, 7, 'area');
SELECT e_named(label => 'named call', height => 2, width => 3);
CREATE FUNCTION e_badnames("int" int, retval int, "two words" int, ok int) RETURNS int AS $$
#plcuda_begin
  return arg1 + arg2 + arg3 + ok;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT e_badnames(1, 2, 3, 4);
-- in kernel mode too (the program builds; without a GPU it is not run)
CREATE FUNCTION e_named_k(a int, b int) RETURNS int AS $$
#plcuda_include "cuda_mathlib.h"
#plcuda_begin
  if (get_global_id() == 0)
    *retval = pgfn_int4pl(kcxt, a, b);
#plcuda_end
$$ LANGUAGE plcuda;
SELECT position(E'pg_int4_t &a = arg1;' in plcuda_function_source('e_named_k')) > 0 AS named;
