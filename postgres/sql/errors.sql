-- user errors become ERRORs, never a silent NULL; crashes leave the backend
CREATE FUNCTION r_eexit(int) RETURNS int AS $$
#plcuda_begin
  if (arg1 < 0)
    EEXIT("negative argument: %d", arg1);
  return arg1;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT r_eexit(1);
SELECT r_eexit(-7);
-- what the program prints goes to DETAIL
CREATE FUNCTION r_print() RETURNS int AS $$
#plcuda_begin
  printf("to stdout\n");
  fprintf(stderr, "to stderr\n");
  fflush(stdout);
  EEXIT("failed after printing");
#plcuda_end
$$ LANGUAGE plcuda;
SELECT r_print();
-- exit(0) without a value is an error, other statuses too
CREATE FUNCTION r_exit(int) RETURNS int AS $$
#plcuda_begin
  exit(arg1);
#plcuda_end
$$ LANGUAGE plcuda;
SELECT r_exit(0);
SELECT r_exit(1) IS NULL AS null_by_exit_1;
SELECT r_exit(7);
-- a crash is an ERROR; the backend lives on
CREATE FUNCTION r_segv() RETURNS int AS $$
#plcuda_begin
  volatile int *p = NULL;
  return *p;
#plcuda_end
$$ LANGUAGE plcuda;
SELECT r_segv();
CREATE FUNCTION r_abort() RETURNS int AS $$
#plcuda_begin
  fprintf(stderr, "about to abort\n");
  abort();
#plcuda_end
$$ LANGUAGE plcuda;
SELECT r_abort();
SELECT 1 AS backend_alive;
-- an error inside a transaction rolls back as usual
BEGIN;
CREATE TABLE r_t (v int);
INSERT INTO r_t VALUES (1);
SELECT r_eexit(-1);
ROLLBACK;
SELECT count(*) FROM pg_class WHERE relname = 'r_t';

-- without a GPU (no device, or no driver) CUEXIT says so plainly, not
-- "CUDA driver version is insufficient"; other CUDA errors keep their text
CREATE FUNCTION r_nogpu(int) RETURNS int AS $$
#plcuda_begin
  if (arg1 == 1)
    CUEXIT(cudaErrorInsufficientDriver, "cudaMalloc failed");
  if (arg1 == 2)
    CUEXIT(cudaErrorNoDevice, "cudaSetDevice failed");
  CUEXIT(cudaErrorInvalidValue, "cudaMemcpy failed");
#plcuda_end
$$ LANGUAGE plcuda;
\set VERBOSITY default
SELECT r_nogpu(1);
SELECT r_nogpu(2);
SELECT r_nogpu(3);
