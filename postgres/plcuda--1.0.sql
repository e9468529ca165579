/* plcuda--1.0.sql: kforge PL/CUDA (issue 6; seeds 000 and 001) */
\echo Use "CREATE EXTENSION plcuda" to load this file. \quit

CREATE FUNCTION plcuda_call_handler() RETURNS language_handler
  AS 'MODULE_PATHNAME' LANGUAGE C;
CREATE FUNCTION plcuda_validator(oid) RETURNS void
  AS 'MODULE_PATHNAME' LANGUAGE C STRICT;
CREATE FUNCTION plcuda_inline_handler(internal) RETURNS void
  AS 'MODULE_PATHNAME' LANGUAGE C STRICT;

-- untrusted (no TRUSTED): only superusers may create PL/CUDA functions
CREATE LANGUAGE plcuda
  HANDLER plcuda_call_handler
  INLINE plcuda_inline_handler
  VALIDATOR plcuda_validator;
COMMENT ON LANGUAGE plcuda IS 'PL/CUDA: CUDA host programs as SQL functions (kforge)';

CREATE FUNCTION plcuda_function_source(regproc) RETURNS text
  AS 'MODULE_PATHNAME' LANGUAGE C STRICT;
CREATE FUNCTION plcuda_cache_clear() RETURNS int
  AS 'MODULE_PATHNAME', 'plcuda_cache_clear_sql' LANGUAGE C STRICT;
REVOKE ALL ON FUNCTION plcuda_cache_clear() FROM PUBLIC;

-- ---- array-based matrices (seeds 000/001; layout: DESIGN.md) ----
CREATE FUNCTION array_matrix_accum(internal, VARIADIC anyarray) RETURNS internal
  AS 'MODULE_PATHNAME', 'plcuda_array_matrix_accum' LANGUAGE C CALLED ON NULL INPUT PARALLEL SAFE;
CREATE FUNCTION array_matrix_final_int2(internal) RETURNS smallint[]
  AS 'MODULE_PATHNAME', 'plcuda_array_matrix_final' LANGUAGE C CALLED ON NULL INPUT PARALLEL SAFE;
CREATE AGGREGATE array_matrix(VARIADIC smallint[]) (
  sfunc = array_matrix_accum, stype = internal, finalfunc = array_matrix_final_int2);
CREATE FUNCTION array_matrix_final_int4(internal) RETURNS int[]
  AS 'MODULE_PATHNAME', 'plcuda_array_matrix_final' LANGUAGE C CALLED ON NULL INPUT PARALLEL SAFE;
CREATE AGGREGATE array_matrix(VARIADIC int[]) (
  sfunc = array_matrix_accum, stype = internal, finalfunc = array_matrix_final_int4);
CREATE FUNCTION array_matrix_final_int8(internal) RETURNS bigint[]
  AS 'MODULE_PATHNAME', 'plcuda_array_matrix_final' LANGUAGE C CALLED ON NULL INPUT PARALLEL SAFE;
CREATE AGGREGATE array_matrix(VARIADIC bigint[]) (
  sfunc = array_matrix_accum, stype = internal, finalfunc = array_matrix_final_int8);
CREATE FUNCTION array_matrix_final_float4(internal) RETURNS real[]
  AS 'MODULE_PATHNAME', 'plcuda_array_matrix_final' LANGUAGE C CALLED ON NULL INPUT PARALLEL SAFE;
CREATE AGGREGATE array_matrix(VARIADIC real[]) (
  sfunc = array_matrix_accum, stype = internal, finalfunc = array_matrix_final_float4);
CREATE FUNCTION array_matrix_final_float8(internal) RETURNS float[]
  AS 'MODULE_PATHNAME', 'plcuda_array_matrix_final' LANGUAGE C CALLED ON NULL INPUT PARALLEL SAFE;
CREATE AGGREGATE array_matrix(VARIADIC float[]) (
  sfunc = array_matrix_accum, stype = internal, finalfunc = array_matrix_final_float8);

CREATE FUNCTION matrix_unnest(anyarray) RETURNS SETOF record
  AS 'MODULE_PATHNAME', 'plcuda_matrix_unnest' LANGUAGE C STRICT IMMUTABLE PARALLEL SAFE;
CREATE FUNCTION rbind(anyarray, anyarray) RETURNS anyarray
  AS 'MODULE_PATHNAME', 'plcuda_rbind' LANGUAGE C STRICT IMMUTABLE PARALLEL SAFE;
CREATE FUNCTION cbind(anyarray, anyarray) RETURNS anyarray
  AS 'MODULE_PATHNAME', 'plcuda_cbind' LANGUAGE C STRICT IMMUTABLE PARALLEL SAFE;
-- the aggregates keep their inputs and place each once (linear time);
-- NULL inputs are skipped, and no input gives NULL
CREATE FUNCTION rbind_accum(internal, anyarray) RETURNS internal
  AS 'MODULE_PATHNAME', 'plcuda_rbind_accum' LANGUAGE C CALLED ON NULL INPUT PARALLEL SAFE;
CREATE FUNCTION rbind_final(internal, anyarray) RETURNS anyarray
  AS 'MODULE_PATHNAME', 'plcuda_rbind_final' LANGUAGE C CALLED ON NULL INPUT PARALLEL SAFE;
CREATE AGGREGATE rbind(anyarray) (sfunc = rbind_accum, stype = internal,
  finalfunc = rbind_final, finalfunc_extra);
CREATE FUNCTION cbind_accum(internal, anyarray) RETURNS internal
  AS 'MODULE_PATHNAME', 'plcuda_cbind_accum' LANGUAGE C CALLED ON NULL INPUT PARALLEL SAFE;
CREATE FUNCTION cbind_final(internal, anyarray) RETURNS anyarray
  AS 'MODULE_PATHNAME', 'plcuda_cbind_final' LANGUAGE C CALLED ON NULL INPUT PARALLEL SAFE;
CREATE AGGREGATE cbind(anyarray) (sfunc = cbind_accum, stype = internal,
  finalfunc = cbind_final, finalfunc_extra);
CREATE FUNCTION transpose(anyarray) RETURNS anyarray
  AS 'MODULE_PATHNAME', 'plcuda_transpose' LANGUAGE C STRICT IMMUTABLE PARALLEL SAFE;
CREATE FUNCTION array_matrix_validation(anyarray) RETURNS bool
  AS 'MODULE_PATHNAME', 'plcuda_array_matrix_validation' LANGUAGE C STRICT IMMUTABLE PARALLEL SAFE;
CREATE FUNCTION array_matrix_height(anyarray) RETURNS int
  AS 'MODULE_PATHNAME', 'plcuda_array_matrix_height' LANGUAGE C STRICT IMMUTABLE PARALLEL SAFE;
CREATE FUNCTION array_matrix_width(anyarray) RETURNS int
  AS 'MODULE_PATHNAME', 'plcuda_array_matrix_width' LANGUAGE C STRICT IMMUTABLE PARALLEL SAFE;
-- seed 000 names the first argument regproc but means a data type
CREATE FUNCTION array_matrix_rawsize(regtype, int, int) RETURNS bigint
  AS 'MODULE_PATHNAME', 'plcuda_array_matrix_rawsize' LANGUAGE C STRICT IMMUTABLE PARALLEL SAFE;

-- ---- helpers for calling PL/CUDA functions on columns (seed 001) ----
CREATE FUNCTION attnums_of(regclass, text[]) RETURNS smallint[]
  AS 'MODULE_PATHNAME', 'plcuda_attnums_of' LANGUAGE C STRICT STABLE PARALLEL SAFE;
CREATE FUNCTION attnum_of(regclass, text) RETURNS smallint
  AS 'MODULE_PATHNAME', 'plcuda_attnum_of' LANGUAGE C STRICT STABLE PARALLEL SAFE;
CREATE FUNCTION atttypes_of(regclass, text[]) RETURNS regtype[]
  AS 'MODULE_PATHNAME', 'plcuda_atttypes_of' LANGUAGE C STRICT STABLE PARALLEL SAFE;
CREATE FUNCTION atttype_of(regclass, text) RETURNS regtype
  AS 'MODULE_PATHNAME', 'plcuda_atttype_of' LANGUAGE C STRICT STABLE PARALLEL SAFE;
CREATE FUNCTION attrs_types_check(regclass, text[], regtype[]) RETURNS bool
  AS 'MODULE_PATHNAME', 'plcuda_attrs_types_check' LANGUAGE C STRICT STABLE PARALLEL SAFE;
CREATE FUNCTION attrs_type_check(regclass, text[], regtype) RETURNS bool
  AS 'MODULE_PATHNAME', 'plcuda_attrs_type_check' LANGUAGE C STRICT STABLE PARALLEL SAFE;

-- a dropped function leaves no binary behind (plcuda_build.h)
CREATE FUNCTION plcuda_sql_drop() RETURNS event_trigger
  AS 'MODULE_PATHNAME' LANGUAGE C;
CREATE EVENT TRIGGER plcuda_sql_drop ON sql_drop
  EXECUTE FUNCTION plcuda_sql_drop();

-- gstore_fdw (seed 001): tables kept in memory, passed to PL/CUDA as reggstore
CREATE FUNCTION gstore_fdw_handler() RETURNS fdw_handler
  AS 'MODULE_PATHNAME' LANGUAGE C STRICT;
CREATE FUNCTION gstore_fdw_validator(text[], oid) RETURNS void
  AS 'MODULE_PATHNAME' LANGUAGE C STRICT;
CREATE FOREIGN DATA WRAPPER gstore_fdw
  HANDLER gstore_fdw_handler VALIDATOR gstore_fdw_validator;
CREATE SERVER gstore_fdw FOREIGN DATA WRAPPER gstore_fdw;
CREATE FUNCTION gstore_fdw_is_gstore(regclass) RETURNS bool
  AS 'MODULE_PATHNAME' LANGUAGE C STRICT STABLE;
CREATE FUNCTION gstore_fdw_check(regclass) RETURNS bool
  AS 'MODULE_PATHNAME' LANGUAGE C STRICT STABLE;
CREATE DOMAIN reggstore AS regclass CHECK (gstore_fdw_check(VALUE));
CREATE FUNCTION gstore_fdw_nitems(regclass) RETURNS bigint
  AS 'MODULE_PATHNAME' LANGUAGE C STRICT VOLATILE;
CREATE FUNCTION gstore_fdw_rawsize(regclass) RETURNS bigint
  AS 'MODULE_PATHNAME' LANGUAGE C STRICT VOLATILE;
CREATE FUNCTION gstore_export_ipchandle(reggstore) RETURNS bytea
  AS 'MODULE_PATHNAME' LANGUAGE C STRICT VOLATILE;
REVOKE ALL ON FUNCTION gstore_export_ipchandle(reggstore) FROM PUBLIC;
CREATE FUNCTION gstore_fdw_forget(oid) RETURNS void
  AS 'MODULE_PATHNAME' LANGUAGE C STRICT VOLATILE;
CREATE FUNCTION gstore_fdw_sql_drop() RETURNS event_trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM @extschema@.gstore_fdw_forget(objid)
    FROM pg_catalog.pg_event_trigger_dropped_objects()
   WHERE object_type = 'foreign table';
END $$;
CREATE EVENT TRIGGER gstore_fdw_sql_drop ON sql_drop
  EXECUTE FUNCTION gstore_fdw_sql_drop();

-- kforge's BLAS from SQL: the product of two array-matrices (plcuda_blas.h)
CREATE FUNCTION plcuda_matmul(real[], real[]) RETURNS real[]
  AS 'MODULE_PATHNAME', 'plcuda_matmul' LANGUAGE C STRICT IMMUTABLE;
CREATE FUNCTION plcuda_matmul(float[], float[]) RETURNS float[]
  AS 'MODULE_PATHNAME', 'plcuda_matmul' LANGUAGE C STRICT IMMUTABLE;
