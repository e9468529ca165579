-- gstore_fdw (seed 001): columns in shared memory, INSERT/SELECT/TRUNCATE,
-- transactional visibility, limits and errors; no nvcc needed
CREATE FOREIGN TABLE g (id int, x real, y float, d date, b bool, s smallint, u uuid)
  SERVER gstore_fdw;
INSERT INTO g SELECT i, i * 0.5, CASE WHEN i % 3 = 0 THEN NULL ELSE i * 2.0 END,
  '2020-01-01'::date + i, i % 2 = 0, i::smallint, NULL
  FROM generate_series(1, 6) i;
INSERT INTO g (id, u) VALUES (7, 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11');
SELECT * FROM g ORDER BY id;
SELECT gstore_fdw_nitems('g'), gstore_fdw_rawsize('g') > 0 AS has_region;
-- the values come back exactly as an ordinary table keeps them
CREATE TABLE h AS SELECT i AS id, (random() * 1000)::real AS x, random() AS y
  FROM generate_series(1, 5000) i;
CREATE FOREIGN TABLE gh (id int, x real, y float) SERVER gstore_fdw;
INSERT INTO gh SELECT * FROM h;
SELECT count(*) AS differ FROM h FULL JOIN gh USING (id)
 WHERE h.x IS DISTINCT FROM gh.x OR h.y IS DISTINCT FROM gh.y;
-- a rolled-back INSERT leaves nothing; the writer sees its own rows
BEGIN;
INSERT INTO g (id) VALUES (100);
SELECT count(*) FROM g;
ROLLBACK;
SELECT count(*) FROM g;
-- subtransactions: a rolled-back savepoint drops its rows only
BEGIN;
INSERT INTO g (id) VALUES (101);
SAVEPOINT a;
INSERT INTO g (id) VALUES (102);
SAVEPOINT b;
INSERT INTO g (id) VALUES (103);
RELEASE b;
ROLLBACK TO a;
INSERT INTO g (id) VALUES (104);
COMMIT;
SELECT id FROM g WHERE id > 100 ORDER BY id;
-- an error inside the transaction aborts the rows with it
BEGIN;
INSERT INTO g (id) VALUES (105);
SELECT 1 / 0;
COMMIT;
SELECT count(*) FROM g WHERE id = 105;
-- INSERT ... SELECT from itself reads what was there when it started
INSERT INTO g (id) SELECT id + 1000 FROM g;
SELECT count(*) FROM g;
-- TRUNCATE is transactional too
BEGIN;
TRUNCATE g;
SELECT count(*) FROM g;
INSERT INTO g (id) VALUES (1);
SELECT count(*) FROM g;
ROLLBACK;
SELECT count(*) FROM g;
BEGIN;
SAVEPOINT s;
TRUNCATE g;
ROLLBACK TO s;
COMMIT;
SELECT count(*) FROM g;
TRUNCATE g;
SELECT count(*), gstore_fdw_nitems('g'), gstore_fdw_rawsize('g') FROM g;
-- refused: UPDATE, DELETE, variable-width columns, options, other tables
INSERT INTO g (id) VALUES (1);
UPDATE g SET id = 2;
DELETE FROM g;
DELETE FROM g WHERE id = 1 RETURNING *;
EXPLAIN (COSTS OFF) UPDATE g SET id = 2;
WITH d AS (DELETE FROM g RETURNING id) SELECT count(*) FROM d;
SELECT count(*) FROM g;   -- untouched
CREATE FOREIGN TABLE gt (t text) SERVER gstore_fdw;
INSERT INTO gt VALUES ('a');
SELECT * FROM gt;
CREATE FOREIGN TABLE go (a int) SERVER gstore_fdw OPTIONS (pinning '0');
SELECT 'g'::reggstore;
SELECT 'pg_class'::reggstore;
SELECT gstore_fdw_nitems('pg_class');
SELECT gstore_export_ipchandle('g') IS NOT NULL AS exported;
-- PREPARE TRANSACTION cannot carry rows in memory
BEGIN;
INSERT INTO g (id) VALUES (2);
PREPARE TRANSACTION 'g';
SELECT count(*) FROM g;
-- columns altered after loading: reads fail until TRUNCATE
ALTER FOREIGN TABLE g DROP COLUMN u;
SELECT count(*) FROM g;
INSERT INTO g (id) VALUES (3);
TRUNCATE g;
INSERT INTO g (id) VALUES (3);
SELECT id FROM g;
-- plcuda.gstore_max_size: the INSERT that passes it fails, nothing is kept
SET plcuda.gstore_max_size = 1;
INSERT INTO gh SELECT i, 0, 0 FROM generate_series(1, 100000) i;
SELECT count(*) FROM gh;
RESET plcuda.gstore_max_size;
-- EXPLAIN and the planner's row count
EXPLAIN (COSTS OFF) SELECT * FROM gh WHERE id < 10;
-- DROP removes the region at commit; a rolled-back DROP keeps it
BEGIN;
DROP FOREIGN TABLE gh;
ROLLBACK;
SELECT count(*) FROM gh;
DROP FOREIGN TABLE gh, g, gt;
DROP TABLE h;
-- a non-superuser may use a table granted to them, not export it
CREATE ROLE gstore_user;
CREATE FOREIGN TABLE gu (a int) SERVER gstore_fdw;
GRANT SELECT, INSERT ON gu TO gstore_user;
SET ROLE gstore_user;
INSERT INTO gu VALUES (1), (2);
SELECT sum(a) FROM gu;
SELECT gstore_export_ipchandle('gu');
RESET ROLE;
DROP FOREIGN TABLE gu;
DROP ROLE gstore_user;
