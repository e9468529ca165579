-- functions named by directives are resolved by CREATE FUNCTION, never
-- through the caller's search_path (plcuda_helper.h)
CREATE ROLE plcuda_mallory;
CREATE SCHEMA plcuda_open;
GRANT USAGE, CREATE ON SCHEMA plcuda_open TO plcuda_mallory;

-- a superuser's helpers and the PL/CUDA functions that name them
CREATE FUNCTION sec_body(int) RETURNS text LANGUAGE sql
  AS $$ SELECT 'return arg1 + 1;' $$;
CREATE FUNCTION sec_check(int) RETURNS bool LANGUAGE sql AS 'SELECT $1 >= 0';
CREATE FUNCTION sec_cpu(int) RETURNS int LANGUAGE sql AS 'SELECT $1 * 10';
CREATE FUNCTION sec_incl(int) RETURNS int AS $$
#plcuda_begin
#plcuda_include sec_body
#plcuda_end
$$ LANGUAGE plcuda;
CREATE FUNCTION sec_sane(int) RETURNS int AS $$
#plcuda_sanity_check sec_check
#plcuda_begin
  return arg1;
#plcuda_end
$$ LANGUAGE plcuda;
CREATE FUNCTION sec_fb(int) RETURNS int AS $$
#plcuda_cpu_fallback sec_cpu
#plcuda_begin
  PLCUDA_CPU_FALLBACK();
#plcuda_end
$$ LANGUAGE plcuda;
SELECT sec_incl(1), sec_sane(1), sec_fb(1);
SELECT sec_sane(-1);

-- the resolved functions are dependencies: a drop is refused
SELECT pg_describe_object(classid, objid, 0) AS fn,
       pg_describe_object(refclassid, refobjid, 0) AS helper, deptype
  FROM pg_depend
 WHERE refclassid = 'pg_proc'::regclass AND classid = 'pg_proc'::regclass
   AND objid IN ('sec_incl(int)'::regprocedure, 'sec_sane(int)'::regprocedure,
                 'sec_fb(int)'::regprocedure)
 ORDER BY 1;
DROP FUNCTION sec_body(int);
DROP FUNCTION sec_check(int);
DROP FUNCTION sec_cpu(int);

-- a non-superuser who may create in a schema shadows each helper there and
-- puts that schema first on the path
SET ROLE plcuda_mallory;
CREATE FUNCTION plcuda_open.sec_body(int) RETURNS text LANGUAGE sql
  AS $$ SELECT 'return 666;' $$;
CREATE FUNCTION plcuda_open.sec_check(int) RETURNS bool LANGUAGE sql AS 'SELECT true';
CREATE FUNCTION plcuda_open.sec_cpu(int) RETURNS int LANGUAGE sql AS 'SELECT 666';
SET search_path = plcuda_open, public;
-- the superuser's functions keep using the originals
SELECT sec_incl(1), sec_sane(1), sec_fb(1);
SELECT sec_sane(-1);
RESET ROLE;
-- and so does a superuser whose path starts with that schema
SELECT sec_incl(2), sec_sane(2), sec_fb(2);
SELECT sec_sane(-2);

-- a superuser creating a function with that path gets the shadows, and
-- the validator refuses them: they are not a superuser's
CREATE FUNCTION sec_incl2(int) RETURNS int AS $$
#plcuda_begin
#plcuda_include sec_body
#plcuda_end
$$ LANGUAGE plcuda;
CREATE FUNCTION sec_sane2(int) RETURNS int AS $$
#plcuda_sanity_check sec_check
#plcuda_begin
  return arg1;
#plcuda_end
$$ LANGUAGE plcuda;
CREATE FUNCTION sec_fb2(int) RETURNS int AS $$
#plcuda_cpu_fallback sec_cpu
#plcuda_begin
  return arg1;
#plcuda_end
$$ LANGUAGE plcuda;
-- a schema-qualified name picks the superuser's function whatever the path
CREATE FUNCTION public.sec_fb2(int) RETURNS int AS $$
#plcuda_cpu_fallback public.sec_cpu
#plcuda_begin
  PLCUDA_CPU_FALLBACK();
#plcuda_end
$$ LANGUAGE plcuda;
SELECT sec_fb2(3);
RESET search_path;

-- a helper given away to a non-superuser (who could then replace it) is
-- refused at call time
ALTER FUNCTION sec_check(int) OWNER TO plcuda_mallory;
SELECT sec_sane(1);
ALTER FUNCTION sec_check(int) OWNER TO CURRENT_USER;
SELECT sec_sane(1);

-- text spliced by an include may name only functions the body names, or
-- schema-qualified ones, each owned by a superuser
CREATE FUNCTION sec_nest_outer(int) RETURNS text LANGUAGE sql
  AS $$ SELECT '#plcuda_include sec_body' $$;
CREATE FUNCTION sec_nest(int) RETURNS int AS $$
#plcuda_begin
#plcuda_include sec_nest_outer
#plcuda_end
$$ LANGUAGE plcuda;
SELECT sec_nest(1);
SET search_path = plcuda_open, public;
SELECT sec_nest(1);
RESET search_path;
CREATE OR REPLACE FUNCTION sec_nest_outer(int) RETURNS text LANGUAGE sql
  AS $$ SELECT '#plcuda_include public.sec_body' $$;
SELECT sec_nest(4);
CREATE OR REPLACE FUNCTION sec_nest_outer(int) RETURNS text LANGUAGE sql
  AS $$ SELECT '#plcuda_include plcuda_open.sec_body' $$;
SELECT sec_nest(4);

-- the validator checks each directive's argument
CREATE FUNCTION sec_bad(int) RETURNS int AS $$
#plcuda_sanity_check sec_check extra
#plcuda_begin
  return arg1;
#plcuda_end
$$ LANGUAGE plcuda;
CREATE FUNCTION sec_bad(int) RETURNS int AS $$
#plcuda_sanity_check sec_check(int)
#plcuda_begin
  return arg1;
#plcuda_end
$$ LANGUAGE plcuda;
CREATE FUNCTION sec_bad(int) RETURNS int AS $$
#plcuda_sanity_check sec_cpu
#plcuda_begin
  return arg1;
#plcuda_end
$$ LANGUAGE plcuda;
CREATE FUNCTION sec_bad(int) RETURNS int AS $$
#plcuda_cpu_fallback sec_body
#plcuda_begin
  return arg1;
#plcuda_end
$$ LANGUAGE plcuda;
CREATE FUNCTION sec_bad(bigint) RETURNS int AS $$
#plcuda_sanity_check sec_check
#plcuda_begin
  return arg1;
#plcuda_end
$$ LANGUAGE plcuda;
CREATE FUNCTION sec_bad(int) RETURNS int AS $$
#plcuda_begin
#plcuda_include no_such_schema.sec_body
#plcuda_end
$$ LANGUAGE plcuda;
CREATE FUNCTION sec_bad(int) RETURNS text AS $$
#plcuda_begin
#plcuda_include sec_bad
#plcuda_end
$$ LANGUAGE plcuda;

-- with check_function_bodies off (as pg_restore runs) a missing helper is
-- left unresolved, and a call says so instead of searching the path
SET check_function_bodies = off;
CREATE FUNCTION sec_late(int) RETURNS int AS $$
#plcuda_sanity_check sec_late_check
#plcuda_begin
  return arg1;
#plcuda_end
$$ LANGUAGE plcuda;
RESET check_function_bodies;
CREATE FUNCTION sec_late_check(int) RETURNS bool LANGUAGE sql AS 'SELECT true';
SELECT sec_late(1);
CREATE OR REPLACE FUNCTION sec_late(int) RETURNS int AS $$
#plcuda_sanity_check sec_late_check
#plcuda_begin
  return arg1;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT sec_late(1);

-- a built-in helper (pinned: it has no pg_depend row) works, and a
-- shadow of it in another schema still does not
CREATE FUNCTION sec_builtin(d date) RETURNS int AS $$
#plcuda_sanity_check isfinite
#plcuda_begin
  return 1;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT sec_builtin('2024-01-01');
SELECT sec_builtin('infinity');
CREATE FUNCTION plcuda_open.isfinite(date) RETURNS bool LANGUAGE sql AS 'SELECT true';
SET search_path = plcuda_open, public;
SELECT sec_builtin('infinity');
RESET search_path;
DROP FUNCTION sec_builtin(date);

-- DROP ... CASCADE takes the PL/CUDA function with the helper
DROP FUNCTION sec_late_check(int) CASCADE;
SELECT count(*) FROM pg_proc WHERE proname = 'sec_late';

DROP SCHEMA plcuda_open CASCADE;
DROP FUNCTION sec_incl(int), sec_sane(int), sec_fb(int), sec_fb2(int),
  sec_nest(int), sec_nest_outer(int), sec_body(int), sec_check(int), sec_cpu(int);
DROP ROLE plcuda_mallory;
