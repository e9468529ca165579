-- plcuda_matmul: kforge's GEMM from SQL, checked against a product in SQL
-- a random h x w matrix ([w][h] in SQL, column by column)
CREATE FUNCTION rand_matrix(h int, w int) RETURNS float[] LANGUAGE sql AS $$
  SELECT array_agg(col ORDER BY j) FROM (
    SELECT j, array_agg(round((random() * 20 - 10)::numeric, 3)::float ORDER BY i) AS col
      FROM generate_series(1, w) j, generate_series(1, h) i GROUP BY j) s $$;
-- the reference: c(i,j) = sum over k of a(i,k) b(k,j), a join on k of the
-- elements in storage order (column by column: element o of an h-high
-- matrix is at row (o-1) % h + 1, column (o-1) / h + 1)
CREATE FUNCTION ref_matmul(a float[], b float[]) RETURNS float[] LANGUAGE plpgsql AS $$
DECLARE
  va float[] := a;			-- detoasted once
  vb float[] := b;
  ha int := array_matrix_height(a);
  hb int := array_matrix_height(b);
BEGIN
  RETURN (
    WITH ea AS (SELECT (o - 1) % ha + 1 AS i, (o - 1) / ha + 1 AS k, v
                  FROM unnest(va) WITH ORDINALITY AS u(v, o)),
         eb AS (SELECT (o - 1) % hb + 1 AS k, (o - 1) / hb + 1 AS j, v
                  FROM unnest(vb) WITH ORDINALITY AS u(v, o)),
         c AS (SELECT i, j, sum(ea.v * eb.v) AS v FROM ea JOIN eb USING (k) GROUP BY i, j)
    SELECT array_agg(col ORDER BY j) FROM (
      SELECT j, array_agg(v ORDER BY i) AS col FROM c GROUP BY j) t);
END $$;
-- largest difference, relative to the largest element of the reference
CREATE FUNCTION max_rel_err(x float[], y float[]) RETURNS float LANGUAGE sql AS $$
  SELECT max(abs(p - q)) / greatest(max(abs(q)), 1)
    FROM unnest(x, y) AS u(p, q) $$;
SELECT setseed(0.25);
-- the 2 x 2 example by hand: [[1,3],[2,4]] x [[5,7],[6,8]]
SELECT plcuda_matmul('{{1,2},{3,4}}'::real[], '{{5,6},{7,8}}'::real[]);
SELECT plcuda_matmul('{{1,2},{3,4}}'::float[], '{{5,6},{7,8}}'::float[]);
-- shapes with tails in every dimension, vectors, 1 x 1; double and single
CREATE TABLE shapes (m int, k int, n int);
INSERT INTO shapes VALUES (1, 1, 1), (3, 1, 4), (1, 7, 1), (37, 53, 29),
  (64, 64, 64), (100, 3, 70), (129, 65, 33), (5, 200, 1);
CREATE TABLE operands AS
  SELECT m, k, n, rand_matrix(m, k) AS a, rand_matrix(k, n) AS b FROM shapes;
SELECT m, k, n,
       max_rel_err(plcuda_matmul(a, b), ref_matmul(a, b)) < 1e-12 AS double_ok,
       max_rel_err(plcuda_matmul(a::real[], b::real[])::float[], ref_matmul(a, b)) < 1e-4 AS single_ok,
       (array_matrix_height(plcuda_matmul(a, b)), array_matrix_width(plcuda_matmul(a, b))) = (m, n) AS shape_ok
  FROM operands ORDER BY m, k, n;
-- a vector result is a 1-D array, as array_matrix gives
SELECT array_ndims(plcuda_matmul(rand_matrix(4, 3), rand_matrix(3, 1)));
-- errors: each with its reason
SELECT plcuda_matmul('{1,2,3}'::float[], '{1,2,3}'::float[]);
SELECT plcuda_matmul('{{1,2}}'::float[], '{{1,NULL}}'::float[]);
SELECT plcuda_matmul('[0:1]={1,2}'::float[], '{1,2}'::float[]);
SELECT plcuda_matmul('{{{1}}}'::float[], '{1}'::float[]);
SELECT plcuda_matmul('{}'::float[], '{1}'::float[]);
SELECT plcuda_matmul(ARRAY[1,2]::int[], ARRAY[1]::int[]);
-- a product over 1 GB is refused before anything is computed
SELECT plcuda_matmul(array_fill(1::float, ARRAY[20000]), array_fill(1::float, ARRAY[20000, 1]));
-- the warm BLAS worker survives errors and serves the next product
SELECT plcuda_matmul('{2}'::real[], '{{3}}'::real[]);
DROP TABLE operands, shapes;
DROP FUNCTION rand_matrix(int, int), ref_matmul(float[], float[]), max_rel_err(float[], float[]);
