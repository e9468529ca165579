-- seed 001's type mapping, every class, both directions
-- real -> float, float -> double
CREATE FUNCTION t_f4(real) RETURNS real AS $$
#plcuda_begin
  return arg1 * 2.0f;
#plcuda_end
$$ LANGUAGE plcuda;
CREATE FUNCTION t_f8(float) RETURNS float AS $$
#plcuda_begin
  return arg1 / 3.0;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT t_f4(1.25), t_f8(1.0);
-- bool, and by-value integers of every width
CREATE FUNCTION t_bool(bool) RETURNS bool AS $$
#plcuda_begin
  return !arg1;
#plcuda_end
$$ LANGUAGE plcuda;
CREATE FUNCTION t_ints(smallint, int, bigint, "char") RETURNS bigint AS $$
#plcuda_begin
  static_assert(sizeof(arg1) == 2 && sizeof(arg2) == 4 && sizeof(arg3) == 8 &&
                sizeof(arg4) == 1, "integer widths");
  return (int64_t) arg1 + arg2 + arg3 + arg4;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT t_bool(true), t_bool(false), t_ints(1::smallint, 2, 3000000000000, 'A'::"char");
-- other by-value types: integers of their width (date: int32 days since 2000)
CREATE FUNCTION t_date(date) RETURNS date AS $$
#plcuda_begin
  return arg1 + 1;
#plcuda_end
$$ LANGUAGE plcuda;
CREATE FUNCTION t_ts(timestamp) RETURNS timestamp AS $$
#plcuda_begin
  return arg1 + 3600LL * 1000000LL;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT t_date('2000-01-01'), t_ts('2020-02-29 23:30:00');
-- fixed-length by reference: a pointer to typlen bytes
CREATE FUNCTION t_uuid(uuid) RETURNS uuid AS $$
#plcuda_begin
  unsigned char *u = (unsigned char *) arg1;
  for (int i = 0; i < 16; i++)
    u[i] = (unsigned char) ~u[i];
  return u;
#plcuda_end
$$ LANGUAGE plcuda;
CREATE FUNCTION t_point(point) RETURNS point AS $$
#plcuda_begin
  double *p = (double *) arg1;
  static double q[2];
  q[0] = p[1];
  q[1] = p[0];
  return q;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT t_uuid('00000000-0000-0000-0000-0000000000ff'), t_point('(1,2)');
-- variable length: a pointer to the detoasted value
CREATE FUNCTION t_text(text) RETURNS text AS $$
#plcuda_begin
  size_t n = VARSIZE_EXHDR(arg1);
  text *r = plcuda_alloc_varlena(n);
  for (size_t i = 0; i < n; i++)
    VARDATA(r)[i] = VARDATA(arg1)[n - 1 - i];
  return r;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT t_text('kforge'), length(t_text(repeat('x', 100000)));
CREATE FUNCTION t_len(bytea) RETURNS int AS $$
#plcuda_begin
  return VARSIZE_EXHDR(arg1);
#plcuda_end
$$ LANGUAGE plcuda;
SELECT t_len('\x0102'::bytea), t_len(decode(repeat('ab', 5000), 'hex'));
-- arrays are matrices (cuda_matrix.h)
CREATE FUNCTION t_scale(real[], real) RETURNS real[] AS $$
#plcuda_decl
#include "cuda_matrix.h"
#plcuda_begin
  if (!VALIDATE_ARRAY_MATRIX_TYPE_STRICT(arg1, PG_FLOAT4OID))
    EEXIT("not a real matrix");
  int h = ARRAY_MATRIX_HEIGHT(arg1), w = ARRAY_MATRIX_WIDTH(arg1);
  ArrayType *r = plcuda_alloc_matrix(PG_FLOAT4OID, sizeof(float), h, w);
  float *in = (float *) ARR_DATA_PTR(arg1), *out = (float *) ARR_DATA_PTR(r);
  for (int i = 0; i < h * w; i++)
    out[i] = in[i] * arg2;
  return (varlena *) r;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT t_scale(ARRAY[[1,2],[3,4]]::real[], 10), t_scale(ARRAY[1,2,3]::real[], 0.5);
SELECT t_scale(ARRAY[1,NULL]::real[], 1);
-- cstring
CREATE FUNCTION t_cstr(cstring) RETURNS cstring AS $$
#plcuda_begin
  return arg1 + 1;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT t_cstr('xkforge');
-- domains are their base type
CREATE DOMAIN posint AS int CHECK (VALUE > 0);
CREATE FUNCTION t_dom(posint) RETURNS posint AS $$
#plcuda_begin
  return arg1 - 10;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT t_dom(20);
SELECT t_dom(5);

-- a malformed result never reaches the backend's data structures
CREATE FUNCTION t_badlen() RETURNS text AS $$
#plcuda_begin
  text *t = plcuda_text("abc");
  SET_VARSIZE(t, 1000);
  plcuda_return_bytes(t, 7);
#plcuda_end
$$ LANGUAGE plcuda;
SELECT t_badlen();
CREATE FUNCTION t_badarr() RETURNS int[] AS $$
#plcuda_begin
  ArrayType *a = plcuda_alloc_matrix(PG_FLOAT4OID, 4, 2, 1);
  return (varlena *) a;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT t_badarr();
CREATE FUNCTION t_baddims() RETURNS int[] AS $$
#plcuda_begin
  ArrayType *a = plcuda_alloc_matrix(PG_INT4OID, 4, 2, 1);
  ARR_DIMS(a)[0] = 1000;
  return (varlena *) a;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT t_baddims();
CREATE FUNCTION t_badutf8() RETURNS text AS $$
#plcuda_begin
  return plcuda_text("\xff\xfe");
#plcuda_end
$$ LANGUAGE plcuda;
SELECT t_badutf8();
