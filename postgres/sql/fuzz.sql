-- marshalling fuzz: random values of every kind through PL/CUDA and back,
-- random and malformed results, huge arrays; the backend must survive each
-- call, and every failure must be an ERROR with a proper SQLSTATE
SELECT setseed(0.5);
-- echo(x) returns x, for each type (NULL stays NULL)
DO $d$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['text', 'bytea', 'float[]', 'bigint'] LOOP
    EXECUTE format($f$CREATE FUNCTION echo(%1$s) RETURNS %1$s AS $b$
#plcuda_begin
  if (ARG_ISNULL(1))
    PLCUDA_RETURN_NULL();
  return arg1;
#plcuda_end
$b$ LANGUAGE plcuda$f$, t);
  END LOOP;
END $d$;
-- random values: NULL, empty, short, long, any code point, any byte
CREATE FUNCTION rand_text(n int) RETURNS text LANGUAGE sql AS $$
  SELECT string_agg(chr(CASE WHEN c BETWEEN 55296 AND 57343 THEN c + 2048 ELSE c END), '')
    FROM (SELECT 1 + (random() * (CASE WHEN random() < 0.5 THEN 126 ELSE 70000 END))::int AS c
            FROM generate_series(1, n)) s $$;
CREATE TABLE vals AS
  SELECT i,
         CASE WHEN i % 7 = 0 THEN NULL ELSE rand_text((random() ^ 4 * 20000)::int) END AS t,
         CASE WHEN i % 5 = 0 THEN NULL ELSE decode(md5(i::text) || repeat('00ff', (random() * 1000)::int), 'hex') END AS b,
         CASE WHEN i % 6 = 0 THEN NULL
              WHEN i % 6 = 1 THEN '{}'::float[]
              WHEN i % 6 = 2 THEN ARRAY[[random(), NULL], [random(), 'NaN']]
              WHEN i % 6 = 3 THEN ('[-3:-1]={1,2,3}')::float[]
              ELSE array_fill(random(), ARRAY[(random() * 50)::int + 1, 2]) END AS f,
         CASE WHEN i % 4 = 0 THEN NULL ELSE (random() * 2 ^ 62)::bigint * (CASE WHEN i % 3 = 0 THEN -1 ELSE 1 END) END AS n
    FROM generate_series(1, 120) i;
SELECT count(*) FILTER (WHERE echo(t) IS DISTINCT FROM t) AS text_differ,
       count(*) FILTER (WHERE echo(b) IS DISTINCT FROM b) AS bytea_differ,
       count(*) FILTER (WHERE echo(f)::text IS DISTINCT FROM f::text) AS floats_differ,
       count(*) FILTER (WHERE echo(n) IS DISTINCT FROM n) AS int8_differ
  FROM vals;
-- malformed results: random headers, lengths past the end, broken arrays
-- (the generator is spliced into both functions by #plcuda_include)
CREATE FUNCTION junk_decl(int) RETURNS text LANGUAGE sql IMMUTABLE AS $f$ SELECT $c$
static uint64_t rng;
static uint32_t next32(void)
{
  rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
  return (uint32_t) (rng >> 33);
}
static varlena *junk(int seed)
{
  size_t cap;
  size_t i;
  varlena *v;
  ArrayType *a;
  rng = (uint64_t) seed * 2654435761u + 1;
  cap = 32 + next32() % 256;
  v = plcuda_alloc_varlena(cap);
  a = (ArrayType *) v;
  for (i = 0; i < cap; i++)
    VARDATA(v)[i] = (char) next32();
  switch (next32() % 6)
  {
    case 0: v->vl_len_ = next32(); break;
    case 1: SET_VARSIZE(v, VARHDRSZ + next32() % (cap + 64)); break;
    case 2: a->ndim = (int32_t) (next32() % 9) - 1; a->dataoffset = next32() % 64;
            a->elemtype = next32() % 2 ? PG_INT4OID : next32(); ARR_DIMS(a)[0] = next32(); break;
    case 3: a->ndim = 1; a->dataoffset = 0; a->elemtype = PG_INT4OID;
            ARR_DIMS(a)[0] = next32() % 80; ARR_LBOUND(a)[0] = next32(); break;
    case 4: v->vl_len_ = (next32() % 8) << 2 | (next32() % 4); break;
    default: a->ndim = 1; a->dataoffset = 0; a->elemtype = PG_INT4OID;
             ARR_DIMS(a)[0] = (int32_t) ((cap - 20) / 4); ARR_LBOUND(a)[0] = 1;
             SET_VARSIZE(v, 24 + 4 * ((cap - 20) / 4)); break;
  }
  return v;
}
$c$ $f$;
CREATE FUNCTION junk_text(int) RETURNS text AS $$
#plcuda_decl
#plcuda_include junk_decl
#plcuda_begin
  return junk(arg1);
#plcuda_end
$$ LANGUAGE plcuda;
CREATE FUNCTION junk_ints(int) RETURNS int[] AS $$
#plcuda_decl
#plcuda_include junk_decl
#plcuda_begin
  return junk(arg1);
#plcuda_end
$$ LANGUAGE plcuda;
-- each call: a value (then used) or an ERROR; never an internal error
CREATE FUNCTION survive(fn text, calls int)
RETURNS TABLE (values_ok bool, errors_seen bool, internal_errors int) LANGUAGE plpgsql AS $$
DECLARE
  i int;
  ok int := 0;
  bad int := 0;
  internal int := 0;
  st text;
BEGIN
  FOR i IN 1..calls LOOP
    BEGIN
      EXECUTE format('SELECT length(%s(%s)::text)', fn, i);
      ok := ok + 1;
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS st = RETURNED_SQLSTATE;
      bad := bad + 1;
      IF st LIKE 'XX%' OR st = '58000' THEN
        internal := internal + 1;
      END IF;
    END;
  END LOOP;
  RETURN QUERY SELECT ok > 0, bad > 0, internal;
END $$;
SELECT * FROM survive('junk_text', 150);
SELECT * FROM survive('junk_ints', 150);
SELECT 'backend alive' AS status;
-- huge arrays: through and back, and past plcuda.max_memory
SELECT array_length(echo(array_fill(1.5::float, ARRAY[4000000])), 1);
SET plcuda.max_memory = '16MB';
SELECT array_length(echo(array_fill(1.5::float, ARRAY[4000000])), 1);
RESET plcuda.max_memory;
SELECT echo(42::bigint);
DROP TABLE vals;
DROP FUNCTION survive(text, int), rand_text(int), junk_text(int), junk_ints(int), junk_decl(int);
