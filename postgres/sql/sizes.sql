-- sizes: results over PostgreSQL's 1 GB limit and plcuda.max_memory

-- a bytea result is at most 1 GB: larger is an ERROR, never a wrapped size
CREATE FUNCTION z_bytes(bigint) RETURNS bytea AS $$
#plcuda_begin
  return plcuda_alloc_varlena((size_t) arg1);
#plcuda_end
$$ LANGUAGE plcuda;
SELECT length(z_bytes(1000));
SELECT z_bytes(1073741824);
SELECT length(z_bytes(10));
-- a varlena built by hand with a length over 30 bits
CREATE FUNCTION z_wrap() RETURNS bytea AS $$
#plcuda_begin
  varlena *v = (varlena *) calloc(1, 16);
  SET_VARSIZE(v, ((size_t) 1 << 32) + 8);
  return v;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT z_wrap();
-- a result frame that declares more than 1 GB is refused on its header
CREATE FUNCTION z_frame() RETURNS bytea AS $$
#plcuda_begin
  uint32_t h[4] = {0, 0, 0, 0};
  uint64_t len = (uint64_t) 1 << 31;

  memcpy(&h[2], &len, sizeof(len));
  if (write(3, h, sizeof(h)) != sizeof(h))
    EEXIT("write failed");
  sleep(30);
  return NULL;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT z_frame();
-- a matrix over 1 GB, or of a negative shape
CREATE FUNCTION z_matrix(int, int) RETURNS float[] AS $$
#plcuda_begin
  return (varlena *) plcuda_alloc_matrix(PG_FLOAT8OID, 8, arg1, arg2);
#plcuda_end
$$ LANGUAGE plcuda;
SELECT z_matrix(2, 2);
SELECT z_matrix(65536, 4096);
SELECT z_matrix(-1, 2);

-- plcuda.max_memory limits what a program may allocate (RLIMIT_DATA)
CREATE FUNCTION z_alloc(mb int) RETURNS bool AS $$
#plcuda_begin
  char *p = (char *) malloc((size_t) arg1 << 20);

  if (p == NULL)
    return false;
  memset(p, 1, (size_t) arg1 << 20);
  free(p);
  return true;
#plcuda_end
$$ LANGUAGE plcuda;
SHOW plcuda.max_memory;
SELECT z_alloc(256);
SET plcuda.max_memory = '64MB';
-- the warm worker started without a limit is replaced by one with it
SELECT z_alloc(256), z_alloc(16);
SELECT z_bytes(200 * 1024 * 1024);
SET plcuda.max_memory = '512MB';
SELECT z_alloc(256);
RESET plcuda.max_memory;
SELECT z_alloc(256);
-- only superusers set it
CREATE ROLE plcuda_nomem;
SET ROLE plcuda_nomem;
SET plcuda.max_memory = 0;
RESET ROLE;
DROP ROLE plcuda_nomem;

-- a malformed varlena header in a result is named, not "exited with status 3"
CREATE FUNCTION z_header(int) RETURNS text AS $$
#plcuda_begin
  varlena *v = (varlena *) calloc(1, 16);

  if (arg1 == 0)
    SET_VARSIZE(v, VARHDRSZ);           /* a valid empty value */
  if (arg1 == 1)
    v->vl_len_ = 0x03;                  /* a 1-byte header */
  if (arg1 == 2)
    v->vl_len_ = 2u << 2;               /* shorter than a header */
  if (arg1 == 3)
    v->vl_len_ = 900000000u << 2;       /* far beyond the 16 bytes */
  return v;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT z_header(1);
SELECT z_header(2);
SELECT z_header(3);
SELECT z_header(0) = '' AS empty_is_fine;
