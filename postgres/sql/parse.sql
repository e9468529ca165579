-- directives and source generation; no nvcc needed: bodies are not built
SET check_function_bodies = off;

CREATE FUNCTION p_add(int, int) RETURNS int AS $$
#plcuda_decl
static int twice(int x) { return 2 * x; }
#plcuda_begin
  return twice(arg1) + arg2;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT plcuda_function_source('p_add');

-- every type class of seed 001's mapping
CREATE FUNCTION p_types(real, float, bool, smallint, int, bigint, date,
                        uuid, text, real[], cstring)
RETURNS text AS $$
#plcuda_begin
  return NULL;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT plcuda_function_source('p_types');

-- void result, and a block opened inside another (closes it, seed 000)
CREATE FUNCTION p_void() RETURNS void AS $$
#plcuda_decl
#include <math.h>
#plcuda_begin
  (void) sqrt(2.0);
$$ LANGUAGE plcuda;
SELECT plcuda_function_source('p_void');

-- a function include is spliced at call time
CREATE FUNCTION p_incl(int) RETURNS int AS $$
#plcuda_begin
#plcuda_include p_incl_text
#plcuda_end
$$ LANGUAGE plcuda;
SELECT plcuda_function_source('p_incl');

-- kernel mode (seed 000): prep, main and post kernels and their launch
CREATE FUNCTION p_kernel(int, real[]) RETURNS bigint AS $$
#plcuda_include "cuda_mathlib.h"
#plcuda_working_bufsz 64
#plcuda_results_bufsz p_bufsz
#plcuda_prep
#plcuda_num_threads 1
  *(long long *) workbuf = 0;
#plcuda_begin
#plcuda_num_threads p_nthreads
#plcuda_kernel_blocksz 128
#plcuda_shmem_unitsz 8
  atomicAdd((unsigned long long *) workbuf, 1ULL);
#plcuda_post
#plcuda_kernel_maxthreads
  retval->value = *(long long *) workbuf;
  retval->isnull = false;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT plcuda_function_source('p_kernel');

-- errors, with the line of the body
CREATE FUNCTION p_err1() RETURNS int AS $$
#plcuda_decl
int x;
$$ LANGUAGE plcuda;
CREATE FUNCTION p_err2() RETURNS int AS $$
#plcuda_begin
#plcuda_frobnicate 3
#plcuda_end
$$ LANGUAGE plcuda;
CREATE FUNCTION p_err3() RETURNS int AS $$
int y = 0;
#plcuda_begin
#plcuda_end
$$ LANGUAGE plcuda;
CREATE FUNCTION p_err4() RETURNS int AS $$
#plcuda_library "; rm -rf /"
#plcuda_begin
#plcuda_end
$$ LANGUAGE plcuda;
CREATE FUNCTION p_err5() RETURNS int AS $$
#plcuda_begin
#plcuda_end
#plcuda_end
$$ LANGUAGE plcuda;
CREATE FUNCTION p_err6() RETURNS int AS $$
#plcuda_num_threads 32
#plcuda_begin
#plcuda_end
$$ LANGUAGE plcuda;
CREATE FUNCTION p_err7() RETURNS SETOF int AS $$
#plcuda_begin
#plcuda_end
$$ LANGUAGE plcuda;
CREATE FUNCTION p_err8(anyelement) RETURNS int AS $$
#plcuda_begin
#plcuda_end
$$ LANGUAGE plcuda;
CREATE FUNCTION p_err9(int, OUT a int, OUT b int) AS $$
#plcuda_begin
#plcuda_end
$$ LANGUAGE plcuda;
SELECT plcuda_function_source('abs(int)'::regprocedure);

-- untrusted language: only superusers create functions
CREATE ROLE plcuda_nobody;
GRANT CREATE ON SCHEMA public TO plcuda_nobody;
SET ROLE plcuda_nobody;
CREATE FUNCTION p_user() RETURNS int AS $$
#plcuda_begin
  return 1;
#plcuda_end
$$ LANGUAGE plcuda;
RESET ROLE;
REVOKE CREATE ON SCHEMA public FROM plcuda_nobody;
DROP ROLE plcuda_nobody;

-- a small fuzz of the directive parser: random bodies from directive and
-- code fragments; every one either parses (and generates source) or gets
-- a clean ERROR, and the backend lives
SET check_function_bodies = off;
CREATE FUNCTION p_fuzz(n int) RETURNS text LANGUAGE plpgsql AS $f$
DECLARE
  frags text[] := ARRAY['#plcuda_decl', '#plcuda_begin', '#plcuda_end',
    '#plcuda_prep', '#plcuda_post', '#plcuda_num_threads 12',
    '#plcuda_num_threads', '#plcuda_num_threads -1', '#plcuda_include "x.h"',
    '#plcuda_include', '#plcuda_include <y.h>', '#plcuda_include "',
    '#plcuda_library a b', '#plcuda_library m', '#plcuda_', '#plcuda_end x',
    '#plcuda_kernel_maxthreads', '#plcuda_results_bufsz 99999999999999999999',
    '#plcuda_sanity_check', '#plcuda_cpu_fallback f', 'int x;', '', '  ',
    '  #plcuda_begin  // comment', E'\t#plcuda_decl', 'return 1;', '#plcuda_beginx',
    '#include <stdio.h>', '/* #plcuda_end */', E'\r'];
  body text;
  ok int := 0;
  bad int := 0;
  src text;
BEGIN
  PERFORM setseed(0.42);
  FOR i IN 1 .. n LOOP
    body := '';
    FOR j IN 1 .. 1 + (random() * 8)::int LOOP
      body := body || frags[1 + (random() * (array_length(frags, 1) - 1))::int] || E'\n';
    END LOOP;
    BEGIN
      EXECUTE format('CREATE OR REPLACE FUNCTION p_fuzz_one(int) RETURNS int AS %L LANGUAGE plcuda', body);
      src := plcuda_function_source('p_fuzz_one(int)'::regprocedure);
      IF src IS NULL OR position('__plcuda_entry' IN src) = 0 AND position('__global__' IN src) = 0 THEN
        RAISE EXCEPTION 'no source for %', body;
      END IF;
      ok := ok + 1;
    EXCEPTION WHEN syntax_error OR feature_not_supported THEN
      bad := bad + 1;
    END;
  END LOOP;
  RETURN format('%s bodies: %s parsed, %s rejected', n, ok, bad);
END $f$;
SELECT p_fuzz(400) LIKE '400 bodies: %' AS fuzz_survived;
SELECT 1 AS backend_alive;
