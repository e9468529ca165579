-- array-matrix functions (seeds 000/001); layout [width][height], m[col][row]
CREATE TABLE mt (x int, y int, z int);
INSERT INTO mt SELECT i, i * 10, i * 100 FROM generate_series(1, 4) i;

-- three columns over four rows: width 3, height 4, column by column
SELECT array_matrix(x, y, z) FROM mt;
SELECT array_dims(array_matrix(x, y, z)) FROM mt;
-- one column is a vector (1-D), as seed 001's gpu_dot_product expects
SELECT array_matrix(x::real) FROM mt;
SELECT array_matrix(x::smallint, y::smallint) FROM mt;
SELECT array_matrix(x::bigint) FROM mt;
SELECT array_matrix(x::float, z::float) FROM mt;
SELECT array_matrix(x) FROM mt WHERE false;
-- a NULL is an error; arguments are coerced to one type as SQL does, and
-- a type without a matrix form has no array_matrix
SELECT array_matrix(x, NULL) FROM mt;
SELECT array_matrix(x, 1.5::float) FROM mt;
SELECT array_matrix(x::text) FROM mt;

-- matrix_unnest: a set of rows again
SELECT * FROM matrix_unnest((SELECT array_matrix(x, y, z) FROM mt)) AS t(a int, b int, c int);
SELECT * FROM matrix_unnest(ARRAY[1.5, 2.5]::float[]) AS t(a float);
SELECT * FROM matrix_unnest((SELECT array_matrix(x, y, z) FROM mt)) AS t(a int, b int);
SELECT * FROM matrix_unnest((SELECT array_matrix(x, y, z) FROM mt)) AS t(a int, b int, c bigint);

-- rbind / cbind with zero padding, and as aggregates
SELECT rbind(ARRAY[[1,2],[3,4]], ARRAY[[5,6,7]]);
SELECT cbind(ARRAY[[1,2],[3,4]], ARRAY[[5,6,7]]);
SELECT cbind(ARRAY[1,2]::real[], ARRAY[3,4,5]::real[]);
SELECT rbind(ARRAY[1,2], ARRAY[3]);
SELECT rbind(m) FROM (VALUES (ARRAY[1,2]), (ARRAY[3]), (NULL), (ARRAY[4,5,6])) v(m);
SELECT cbind(m) FROM (VALUES (ARRAY[1,2]), (ARRAY[3]), (ARRAY[4,5,6])) v(m);
SELECT rbind(m) IS NULL AS no_rows FROM (VALUES (NULL::int[])) v(m);
SELECT cbind(m) FROM (VALUES (ARRAY[[1,2],[3,4]]), (ARRAY[[5,6,7]])) v(m);
SELECT rbind(m) FROM (VALUES (ARRAY[1,2]), (ARRAY[[1,2]])) v(m);
SELECT rbind(m) FROM (VALUES (ARRAY[1,2]), ('[0:1]={1,2}')) v(m);
-- the aggregates take linear time: 100,000 one-row matrices in a fraction
-- of a second (folding the two-argument form took 16 s or more); the
-- result is checked against matrix_unnest's rows
CREATE TEMP TABLE m_rows AS
  SELECT i, ARRAY[[i], [i * 2], [-i]]::float[] AS r FROM generate_series(1, 100000) i;
SELECT clock_timestamp() AS t0 \gset
CREATE TEMP TABLE m_big AS SELECT rbind(r ORDER BY i) AS m FROM m_rows;
SELECT clock_timestamp() - :'t0'::timestamptz < '3s' AS rbind_in_time;
SELECT array_matrix_height(m), array_matrix_width(m) FROM m_big;
SELECT count(*) AS mismatches
  FROM (SELECT row_number() OVER () AS i, * FROM m_big,
          matrix_unnest(m) AS u(a float, b float, c float)) u
 WHERE a <> i OR b <> i * 2 OR c <> -i;
SELECT clock_timestamp() AS t0 \gset
CREATE TEMP TABLE m_wide AS
  SELECT cbind(ARRAY[i, i + 1]::int[] ORDER BY i) AS m FROM generate_series(1, 100000) i;
SELECT clock_timestamp() - :'t0'::timestamptz < '3s' AS cbind_in_time;
SELECT array_matrix_height(m), array_matrix_width(m) FROM m_wide;
-- stored column by column: element k is row 2 - k % 2 of column (k + 1) / 2
SELECT count(*) AS mismatches
  FROM m_wide, unnest(m) WITH ORDINALITY AS u(v, k)
 WHERE v <> (k + 1) / 2 + (1 - k % 2);
SELECT rbind(ARRAY[1,2]::int[], ARRAY[3]::bigint[]);

-- transpose
SELECT transpose(ARRAY[[1,2,3],[4,5,6]]);
SELECT transpose(ARRAY[1,2,3]::float[]);
SELECT transpose(transpose(ARRAY[1,2,3]::float[]));

-- validation, height, width, rawsize
SELECT array_matrix_validation(ARRAY[[1,2],[3,4]]);
SELECT array_matrix_validation(ARRAY[1,NULL]);
SELECT array_matrix_validation('[0:1]={1,2}'::int[]);
SELECT array_matrix_validation(ARRAY[[[1]]]);
SELECT array_matrix_validation(ARRAY['a']);
SELECT array_matrix_validation(ARRAY[1.0]::numeric[]);
SELECT array_matrix_height(ARRAY[[1,2,3],[4,5,6]]), array_matrix_width(ARRAY[[1,2,3],[4,5,6]]);
SELECT array_matrix_height(ARRAY[1,2,3]::real[]), array_matrix_width(ARRAY[1,2,3]::real[]);
SELECT array_matrix_height(ARRAY[1,NULL]);
SELECT array_matrix_rawsize('real', 100, 3), array_matrix_rawsize('float', 100, 1);
SELECT array_matrix_rawsize('text', 1, 1);
SELECT array_matrix_rawsize('int', 0, 1);
-- sizes beyond any memory are computed exactly, or refused, never wrapped
SELECT array_matrix_rawsize('float', 2147483647, 2147483647);
SELECT array_matrix_rawsize('real', 2147483647, 2147483647);
SELECT array_matrix_rawsize('smallint', 2147483647, 1);
SELECT array_matrix_rawsize('float', 2147483647, 536870912);
-- array_matrix: VARIADIC misuse and a matrix over 1 GB get ERRORs that say so
SELECT array_matrix(VARIADIC ARRAY[[1,2],[3,4]]) FROM generate_series(1, 2);
SELECT array_matrix(VARIADIC ARRAY[]::int[]) FROM generate_series(1, 2);
SELECT array_matrix(VARIADIC NULL::int[]) FROM generate_series(1, 2);
SELECT array_matrix(VARIADIC ARRAY[1, 2]) FROM generate_series(1, 2);
SELECT array_matrix_height(array_matrix(VARIADIC r))
  FROM (SELECT array_fill(1.0::float8, ARRAY[100000]) r
          FROM generate_series(1, 1400)) s;
SELECT 1 AS backend_alive;
-- a fuzz of the array-matrix functions: random arrays (element types,
-- dimensions, lower bounds up to INT_MAX, NULLs, empty); each call either
-- returns a consistent answer or raises a clean ERROR, and the backend
-- lives.  validation() agrees with height(), and transpose() inverts.
CREATE FUNCTION m_fuzz(n int) RETURNS text LANGUAGE plpgsql AS $f$
DECLARE
  types text[] := ARRAY['smallint', 'int', 'bigint', 'real', 'float', 'numeric', 'text'];
  t text; lit text; dims text; nd int; k int; total int;
  sizes int[]; elems text[]; grouped text[]; tried int := 0;
  a_ok int := 0; a_err int := 0; bad int := 0; s text; v bool; h int;
  agg_ok int := 0; agg_err int := 0;
BEGIN
  PERFORM setseed(0.17);
  FOR i IN 1 .. n LOOP
    t := types[1 + floor(random() * 7)::int];
    nd := floor(random() * 4)::int;
    dims := ''; total := 1; sizes := '{}';
    FOR d IN 1 .. nd LOOP
      k := floor(random() * 4)::int;
      sizes := sizes || k;
      IF random() < 0.8 THEN
        dims := dims || format('[1:%s]', k);
      ELSIF random() < 0.5 THEN
        dims := dims || format('[%s:%s]', 2147483647::bigint - k + 1, 2147483647);
      ELSE
        dims := dims || format('[%s:%s]', -2, k - 3);
      END IF;
      total := total * k;
    END LOOP;
    IF nd = 0 OR total = 0 THEN
      lit := '{}';
    ELSE
      SELECT array_agg(CASE WHEN random() < 0.05 THEN 'NULL' ELSE (x % 7)::text END)
        INTO elems FROM generate_series(1, total) x;
      -- nest from the innermost dimension out: groups of sizes[d] each
      FOR d IN REVERSE nd .. 1 LOOP
        grouped := '{}';
        FOR g IN 0 .. array_length(elems, 1) / sizes[d] - 1 LOOP
          grouped := grouped || ('{' || array_to_string(elems[g * sizes[d] + 1 : (g + 1) * sizes[d]], ',') || '}');
        END LOOP;
        elems := grouped;
      END LOOP;
      lit := dims || '=' || elems[1];
    END IF;
    BEGIN
      EXECUTE format('SELECT array_matrix_validation(%L::%s[])', lit, t) INTO v;
    EXCEPTION WHEN OTHERS THEN
      -- a literal PostgreSQL itself refuses: not our input
      CONTINUE;
    END;
    tried := tried + 1;
    BEGIN
      EXECUTE format('SELECT array_matrix_height(%L::%s[])', lit, t) INTO h;
      IF NOT v THEN bad := bad + 1; END IF;
      EXECUTE format('SELECT transpose(transpose(%1$L::%2$s[])) = %1$L::%2$s[]
                         OR array_ndims(%1$L::%2$s[]) = 2 AND array_length(%1$L::%2$s[], 1) = 1',
                     lit, t) INTO v;
      IF NOT v THEN bad := bad + 1; END IF;
      EXECUTE format('SELECT rbind(%1$L::%2$s[], %1$L::%2$s[]), cbind(%1$L::%2$s[], %1$L::%2$s[])',
                     lit, t);
      a_ok := a_ok + 1;
    EXCEPTION WHEN data_exception OR datatype_mismatch OR program_limit_exceeded
                   OR array_subscript_error OR null_value_not_allowed
                   OR undefined_function THEN
      a_err := a_err + 1;
      IF v AND SQLSTATE NOT IN ('42883', '54000') THEN bad := bad + 1; END IF;
    END;
    BEGIN
      EXECUTE format('SELECT rbind(m), cbind(m) FROM (VALUES (%1$L::%2$s[]), (%1$L::%2$s[])) v(m)', lit, t);
      EXECUTE format('SELECT array_matrix(VARIADIC m) FROM (VALUES (%1$L::%2$s[]), (%1$L::%2$s[])) v(m)', lit, t);
      agg_ok := agg_ok + 1;
    EXCEPTION WHEN data_exception OR datatype_mismatch OR program_limit_exceeded
                   OR array_subscript_error OR null_value_not_allowed
                   OR undefined_function THEN
      agg_err := agg_err + 1;
    END;
  END LOOP;
  RETURN format('%s of %s arrays built; inconsistent: %s; functions ok and refused: %s; aggregates ok and refused: %s',
                CASE WHEN tried > n / 2 THEN 'most' ELSE 'few' END, n, bad, CASE WHEN a_ok > 0 AND a_err > 0 THEN 'both seen' ELSE 'one-sided' END,
                CASE WHEN agg_ok > 0 AND agg_err > 0 THEN 'both seen' ELSE 'one-sided' END);
END $f$;
SELECT m_fuzz(400);
SELECT 1 AS backend_alive;
