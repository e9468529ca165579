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
