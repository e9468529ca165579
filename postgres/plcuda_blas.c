/*
 * plcuda_blas.c: plcuda_matmul() (contract in plcuda_blas.h).
 */
#include "postgres.h"

#include <sys/stat.h>
#include <unistd.h>

#include "catalog/pg_type.h"
#include "miscadmin.h"
#include "storage/ipc.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/memutils.h"

#include "plcuda_blas.h"
#include "plcuda_build.h"
#include "plcuda_exec.h"
#include "plcuda_matrix.h"

PG_FUNCTION_INFO_V1(plcuda_matmul);

static PlcudaWorker blas_worker;

static void
blas_exit(int code, Datum arg)
{
	if (blas_worker.pid > 0)
		plcuda_worker_stop(&blas_worker);
}

Datum
plcuda_matmul(PG_FUNCTION_ARGS)
{
	ArrayType  *a = PG_GETARG_ARRAYTYPE_P(0);
	ArrayType  *b = PG_GETARG_ARRAYTYPE_P(1);
	static bool registered = false;
	int			ah, aw, bh, bw;
	Oid			arrtype;
	PlcudaType	types[2];
	PlcudaType	rettype;
	Datum		args[2];
	bool		nulls[2] = {false, false};
	bool		isnull;
	bool		fallback;
	char	   *binary;
	struct stat st;
	Datum		r;

	plcuda_matrix_shape(a, "plcuda_matmul", &ah, &aw);
	plcuda_matrix_shape(b, "plcuda_matmul", &bh, &bw);
	if (ARR_ELEMTYPE(a) != ARR_ELEMTYPE(b) ||
		(ARR_ELEMTYPE(a) != FLOAT4OID && ARR_ELEMTYPE(a) != FLOAT8OID))
		ereport(ERROR,
				(errcode(ERRCODE_DATATYPE_MISMATCH),
				 errmsg("plcuda_matmul: operands must both be real[] or both float[]"),
				 errdetail("The operands are %s and %s.",
						   format_type_be(ARR_ELEMTYPE(a)), format_type_be(ARR_ELEMTYPE(b))),
				 errhint("Cast both operands to real[] or to float[].")));
	if (aw != bh)
		ereport(ERROR,
				(errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
				 errmsg("plcuda_matmul: a %d x %d matrix cannot multiply a %d x %d matrix",
						ah, aw, bh, bw),
				 errdetail("The width of the first operand must be the height of the second."),
				 errhint("A matrix is [width][height] in SQL (m[col][row]); transpose() swaps them.")));
	if ((double) ah * bw * (ARR_ELEMTYPE(a) == FLOAT8OID ? 8 : 4) > MaxAllocSize - 64)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("plcuda_matmul: the %d x %d product is over PostgreSQL's 1 GB limit",
						ah, bw),
				 errhint("Multiply blocks of the operands, or use a gstore_fdw table and a PL/CUDA function.")));

	binary = psprintf("%s/plcuda_blas", pkglib_path);
	if (stat(binary, &st) != 0)
		ereport(ERROR,
				(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
				 errmsg("plcuda_matmul is not available: \"%s\" is missing", binary),
				 errdetail("The plcuda extension was built without libkforge.a."),
				 errhint("Build kforge (make) before postgres/, then make -C postgres install.")));
	/* kforge's kernels are cached where the server may write */
	if (getenv("KFORGE_CACHE_DIR") == NULL)
	{
		char	   *dir = psprintf("%s/kforge", plcuda_cache_path());

		setenv("KFORGE_CACHE_DIR", dir, 1);
		pfree(dir);
	}
	if (!registered)
	{
		on_proc_exit(blas_exit, (Datum) 0);
		registered = true;
	}

	arrtype = get_fn_expr_argtype(fcinfo->flinfo, 0);
	if (!OidIsValid(arrtype))
		arrtype = ARR_ELEMTYPE(a) == FLOAT8OID ? FLOAT8ARRAYOID : FLOAT4ARRAYOID;
	plcuda_type_lookup(arrtype, false, "argument 1", &types[0]);
	types[1] = types[0];
	plcuda_type_lookup(arrtype, true, "return type", &rettype);
	args[0] = PointerGetDatum(a);
	args[1] = PointerGetDatum(b);
	r = plcuda_exec_call(binary, "plcuda_matmul", 2, types, args, nulls, &rettype,
						 NULL, &blas_worker, &isnull, &fallback);
	if (isnull || fallback)
		ereport(ERROR,
				(errcode(ERRCODE_INTERNAL_ERROR),
				 errmsg("plcuda_matmul: the BLAS program returned no matrix")));
	PG_RETURN_DATUM(r);
}
