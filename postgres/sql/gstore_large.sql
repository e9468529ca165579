-- gstore_fdw beyond PostgreSQL's 1 GB value limit (opt-in: make check-gstore-large)
-- 17,000,000 rows of eight 8-byte columns: 1.09 GB of column data
CREATE FOREIGN TABLE gbig (a bigint, b float8, c float8, d float8,
                           e float8, f float8, g float8, h bigint) SERVER gstore_fdw;
INSERT INTO gbig SELECT i, i, i, i, i, i, i, -i FROM generate_series(1, 17000000) i;
SELECT gstore_fdw_nitems('gbig') AS nitems,
       gstore_fdw_rawsize('gbig') > 1024 * 1024 * 1024 AS over_1gb;
-- read back whole: the last column lies past the first GB of the region
SELECT count(*), sum(a), sum(h), min(h), max(d) FROM gbig;
-- passed to PL/CUDA: the mapping covers the whole region
CREATE FUNCTION gbig_sum(t reggstore) RETURNS bigint AS $$
#plcuda_begin
  const int64_t *h;
  int64_t s = 0;
  uint64_t i;
  if (t == NULL || t->map == NULL || GSTORE_NCOLS(t) != 8)
    EEXIT("bad mapping");
  if ((uint64_t) t->h.rawsize != GSTORE_HEADER(t)->rawsize)
    EEXIT("bad size");
  h = (const int64_t *) GSTORE_COLUMN(t, 8);
  for (i = 0; i < GSTORE_NITEMS(t); i++)
    s += h[i];
  return s;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT gbig_sum('gbig');
-- a second load on top: the region is rebuilt past 1 GB again
INSERT INTO gbig VALUES (0, 0, 0, 0, 0, 0, 0, 0);
SELECT count(*), sum(h) FROM gbig;
DROP FUNCTION gbig_sum(reggstore);
DROP FOREIGN TABLE gbig;
