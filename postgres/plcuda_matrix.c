/*
 * plcuda_matrix.c: the array-matrix SQL functions.
 *
 * Everything goes through Mat, a column-major view of a matrix array
 * (mat_from_array), and mat_to_array, which makes a new one.
 */
#include "postgres.h"

#include "catalog/pg_type.h"
#include "common/int.h"
#include "funcapi.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/lsyscache.h"
#include "utils/tuplestore.h"

#include "plcuda_matrix.h"

PG_FUNCTION_INFO_V1(plcuda_array_matrix_accum);
PG_FUNCTION_INFO_V1(plcuda_array_matrix_final);
PG_FUNCTION_INFO_V1(plcuda_matrix_unnest);
PG_FUNCTION_INFO_V1(plcuda_rbind);
PG_FUNCTION_INFO_V1(plcuda_cbind);
PG_FUNCTION_INFO_V1(plcuda_transpose);
PG_FUNCTION_INFO_V1(plcuda_array_matrix_validation);
PG_FUNCTION_INFO_V1(plcuda_array_matrix_height);
PG_FUNCTION_INFO_V1(plcuda_array_matrix_width);
PG_FUNCTION_INFO_V1(plcuda_array_matrix_rawsize);
PG_FUNCTION_INFO_V1(plcuda_rbind_accum);
PG_FUNCTION_INFO_V1(plcuda_rbind_final);
PG_FUNCTION_INFO_V1(plcuda_cbind_accum);
PG_FUNCTION_INFO_V1(plcuda_cbind_final);

typedef struct Mat
{
	Oid			elemtype;
	int			elemsz;
	int			width;
	int			height;
	char	   *data;			/* column-major, width * height elements */
} Mat;

/* size of a supported element type, or 0 */
static int
elem_size(Oid t)
{
	switch (t)
	{
		case INT2OID: return 2;
		case INT4OID: return 4;
		case FLOAT4OID: return 4;
		case INT8OID: return 8;
		case FLOAT8OID: return 8;
		default: return 0;
	}
}

/* why `a` is not a matrix, or NULL when it is one */
static const char *
not_a_matrix(ArrayType *a)
{
	int			ndim = ARR_NDIM(a);

	if (elem_size(ARR_ELEMTYPE(a)) == 0)
		return "Its element type is not smallint, integer, bigint, real or double precision.";
	if (ndim != 1 && ndim != 2)
		return "It must have 1 or 2 dimensions.";
	if (ARR_LBOUND(a)[0] != 1 || (ndim == 2 && ARR_LBOUND(a)[1] != 1))
		return "Its lower bounds must be 1.";
	if (ARR_HASNULL(a) && array_contains_nulls(a))
		return "It must not contain NULL.";
	return NULL;
}

static void
mat_from_array(ArrayType *a, const char *fname, Mat *m)
{
	const char *why = not_a_matrix(a);

	if (why)
		ereport(ERROR,
				(errcode(ERRCODE_DATA_EXCEPTION),
				 errmsg("%s: array is not a matrix", fname),
				 errdetail("%s", why)));
	m->elemtype = ARR_ELEMTYPE(a);
	m->elemsz = elem_size(m->elemtype);
	if (ARR_NDIM(a) == 1)
	{
		m->width = 1;
		m->height = ARR_DIMS(a)[0];
	}
	else
	{
		m->width = ARR_DIMS(a)[0];
		m->height = ARR_DIMS(a)[1];
	}
	m->data = ARR_DATA_PTR(a);
}

void
plcuda_matrix_shape(ArrayType *a, const char *fname, int *height, int *width)
{
	Mat			m;

	mat_from_array(a, fname, &m);
	*height = m.height;
	*width = m.width;
}

static size_t
mat_rawsize(int elemsz, int64 width, int64 height)
{
	return ARR_OVERHEAD_NONULLS(width == 1 ? 1 : 2) + elemsz * width * height;
}

/* a zero-filled matrix array; data at ARR_DATA_PTR */
static ArrayType *
mat_new(Oid elemtype, int width, int height)
{
	int			elemsz = elem_size(elemtype);
	int			ndim = (width == 1) ? 1 : 2;
	int			dims[2], lbs[2] = {1, 1};
	size_t		sz;
	ArrayType  *a;

	if (width <= 0 || height <= 0)
		ereport(ERROR,
				(errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
				 errmsg("matrix dimensions must be positive: %d x %d", height, width)));
	if ((double) width * height * elemsz > MaxAllocSize - 64)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("matrix of %d x %d is too large", height, width)));
	sz = mat_rawsize(elemsz, width, height);
	a = palloc0(sz);
	SET_VARSIZE(a, sz);
	a->ndim = ndim;
	a->dataoffset = 0;
	a->elemtype = elemtype;
	if (ndim == 1)
		dims[0] = height;
	else
	{
		dims[0] = width;
		dims[1] = height;
	}
	memcpy(ARR_DIMS(a), dims, sizeof(int) * ndim);
	memcpy(ARR_LBOUND(a), lbs, sizeof(int) * ndim);
	return a;
}

#define MAT_ELEM(m, col, row) \
	((m)->data + ((size_t) (col) * (m)->height + (row)) * (m)->elemsz)

/* ---- array_matrix(VARIADIC T[]) aggregate ---- */

typedef struct AccumState
{
	Oid			elemtype;
	int			elemsz;
	int			width;
	int64		nrows;
	StringInfoData rows;		/* row-major */
} AccumState;

static void
accum_error_context(void *arg)
{
	AccumState *st = arg;

	errcontext("array_matrix: adding row %lld of %d values of type %s to %d bytes of rows",
			   (long long) st->nrows + 1, st->width, format_type_be(st->elemtype),
			   st->rows.len);
}

Datum
plcuda_array_matrix_accum(PG_FUNCTION_ARGS)
{
	ErrorContextCallback ecb;
	MemoryContext aggcxt;
	MemoryContext old;
	AccumState *st;
	ArrayType  *row;
	int			n;

	if (!AggCheckCallContext(fcinfo, &aggcxt))
		elog(ERROR, "array_matrix_accum called in non-aggregate context");
	if (PG_ARGISNULL(1))
		ereport(ERROR,
				(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
				 errmsg("array_matrix: NULL is not allowed in a matrix"),
				 errdetail("VARIADIC NULL passes no row at all."),
				 errhint("Filter out such rows, or pass the row's values as arguments.")));
	row = PG_GETARG_ARRAYTYPE_P(1);
	if (ARR_HASNULL(row) && array_contains_nulls(row))
		ereport(ERROR,
				(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
				 errmsg("array_matrix: NULL is not allowed in a matrix")));
	/* VARIADIC ARRAY[...] must be one row: a 1-D array of its values */
	if (ARR_NDIM(row) > 1)
		ereport(ERROR,
				(errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
				 errmsg("array_matrix: a VARIADIC argument must be a one-dimensional array (one row)"),
				 errdetail("Row %lld is an array of %d dimensions.",
						   (long long) (PG_ARGISNULL(0) ? 0 :
										((AccumState *) PG_GETARG_POINTER(0))->nrows) + 1,
						   ARR_NDIM(row)),
				 errhint("array_matrix builds a matrix from rows; to add a whole matrix, use rbind.")));
	n = ArrayGetNItems(ARR_NDIM(row), ARR_DIMS(row));
	if (n == 0)
		ereport(ERROR,
				(errcode(ERRCODE_DATA_EXCEPTION),
				 errmsg("array_matrix: a row must have at least one value"),
				 errdetail("An empty array was passed with VARIADIC.")));
	if (PG_ARGISNULL(0))
	{
		old = MemoryContextSwitchTo(aggcxt);
		st = palloc0(sizeof(AccumState));
		st->elemtype = ARR_ELEMTYPE(row);
		st->elemsz = elem_size(st->elemtype);
		st->width = n;
		initStringInfo(&st->rows);
		MemoryContextSwitchTo(old);
		if (st->elemsz == 0)
			ereport(ERROR,
					(errcode(ERRCODE_DATATYPE_MISMATCH),
					 errmsg("array_matrix: unsupported element type %s",
							format_type_be(st->elemtype))));
	}
	else
		st = (AccumState *) PG_GETARG_POINTER(0);
	if (n != st->width)
		ereport(ERROR,
				(errcode(ERRCODE_DATA_EXCEPTION),
				 errmsg("array_matrix: row %lld has %d values, the first row had %d",
						(long long) st->nrows + 1, n, st->width)));
	if (st->nrows >= INT_MAX)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("array_matrix: too many rows")));
	/* the matrix is one PostgreSQL value: 1 GB at most, said before trying */
	if ((size_t) st->rows.len + (size_t) n * st->elemsz >
		MaxAllocSize - ARR_OVERHEAD_NONULLS(2) - 1)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("array_matrix: the matrix would be over 1 GB"),
				 errdetail("%lld rows of %d values of type %s already take %d bytes.",
						   (long long) st->nrows, st->width,
						   format_type_be(st->elemtype), st->rows.len),
				 errhint("A PostgreSQL value holds at most 1 GB; build several matrices, for example with GROUP BY.")));
	/* an out-of-memory ERROR while growing says where it happened */
	ecb.callback = accum_error_context;
	ecb.arg = st;
	ecb.previous = error_context_stack;
	error_context_stack = &ecb;
	old = MemoryContextSwitchTo(aggcxt);
	appendBinaryStringInfo(&st->rows, ARR_DATA_PTR(row), (size_t) n * st->elemsz);
	MemoryContextSwitchTo(old);
	error_context_stack = ecb.previous;
	st->nrows++;
	PG_RETURN_POINTER(st);
}

Datum
plcuda_array_matrix_final(PG_FUNCTION_ARGS)
{
	AccumState *st;
	ArrayType  *a;
	Mat			m;
	int64		r;
	int			c;

	if (PG_ARGISNULL(0))
		PG_RETURN_NULL();
	st = (AccumState *) PG_GETARG_POINTER(0);
	a = mat_new(st->elemtype, st->width, (int) st->nrows);
	mat_from_array(a, "array_matrix", &m);
	/* rows arrive row by row; the matrix is stored column by column */
	for (r = 0; r < st->nrows; r++)
		for (c = 0; c < st->width; c++)
			memcpy(MAT_ELEM(&m, c, r),
				   st->rows.data + ((size_t) r * st->width + c) * st->elemsz,
				   st->elemsz);
	PG_RETURN_ARRAYTYPE_P(a);
}

/* ---- matrix_unnest(anyarray) RETURNS SETOF record ---- */

static Datum
elem_datum(const Mat *m, int col, int row)
{
	const char *p = MAT_ELEM(m, col, row);

	switch (m->elemtype)
	{
		case INT2OID: { int16 v; memcpy(&v, p, 2); return Int16GetDatum(v); }
		case INT4OID: { int32 v; memcpy(&v, p, 4); return Int32GetDatum(v); }
		case INT8OID: { int64 v; memcpy(&v, p, 8); return Int64GetDatum(v); }
		case FLOAT4OID: { float4 v; memcpy(&v, p, 4); return Float4GetDatum(v); }
		default: { float8 v; memcpy(&v, p, 8); return Float8GetDatum(v); }
	}
}

Datum
plcuda_matrix_unnest(PG_FUNCTION_ARGS)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	ArrayType  *a = PG_GETARG_ARRAYTYPE_P(0);
	TupleDesc	tupdesc;
	Mat			m;
	Datum	   *values;
	bool	   *nulls;
	int			r, c;

	mat_from_array(a, "matrix_unnest", &m);
	InitMaterializedSRF(fcinfo, 0);
	tupdesc = rsinfo->setDesc;
	if (tupdesc->natts != m.width)
		ereport(ERROR,
				(errcode(ERRCODE_DATATYPE_MISMATCH),
				 errmsg("matrix_unnest: the matrix has %d columns but the record has %d",
						m.width, tupdesc->natts)));
	for (c = 0; c < m.width; c++)
		if (TupleDescAttr(tupdesc, c)->atttypid != m.elemtype)
			ereport(ERROR,
					(errcode(ERRCODE_DATATYPE_MISMATCH),
					 errmsg("matrix_unnest: column %d of the record is %s, the matrix holds %s",
							c + 1, format_type_be(TupleDescAttr(tupdesc, c)->atttypid),
							format_type_be(m.elemtype))));
	values = palloc(sizeof(Datum) * m.width);
	nulls = palloc0(sizeof(bool) * m.width);
	for (r = 0; r < m.height; r++)
	{
		for (c = 0; c < m.width; c++)
			values[c] = elem_datum(&m, c, r);
		tuplestore_putvalues(rsinfo->setResult, tupdesc, values, nulls);
	}
	return (Datum) 0;
}

/* ---- rbind, cbind, transpose ---- */

static void
same_type(const Mat *a, const Mat *b, const char *fname)
{
	if (a->elemtype != b->elemtype)
		ereport(ERROR,
				(errcode(ERRCODE_DATATYPE_MISMATCH),
				 errmsg("%s: matrices of %s and %s cannot be combined", fname,
						format_type_be(a->elemtype), format_type_be(b->elemtype))));
}

/* copy matrix s into d with its top-left corner at (col0, row0) */
static void
mat_place(Mat *d, const Mat *s, int col0, int row0)
{
	int			c;

	for (c = 0; c < s->width; c++)
		memcpy(MAT_ELEM(d, col0 + c, row0), MAT_ELEM(s, c, 0),
			   (size_t) s->height * s->elemsz);
}

/* vertical: heights add, the narrower one is padded with zero */
Datum
plcuda_rbind(PG_FUNCTION_ARGS)
{
	Mat			a, b, d;
	ArrayType  *res;

	mat_from_array(PG_GETARG_ARRAYTYPE_P(0), "rbind", &a);
	mat_from_array(PG_GETARG_ARRAYTYPE_P(1), "rbind", &b);
	same_type(&a, &b, "rbind");
	if ((int64) a.height + b.height > INT_MAX)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("rbind: result too large")));
	res = mat_new(a.elemtype, Max(a.width, b.width), a.height + b.height);
	mat_from_array(res, "rbind", &d);
	mat_place(&d, &a, 0, 0);
	mat_place(&d, &b, 0, a.height);
	PG_RETURN_ARRAYTYPE_P(res);
}

/* horizontal: widths add, the shorter one is padded with zero */
Datum
plcuda_cbind(PG_FUNCTION_ARGS)
{
	Mat			a, b, d;
	ArrayType  *res;

	mat_from_array(PG_GETARG_ARRAYTYPE_P(0), "cbind", &a);
	mat_from_array(PG_GETARG_ARRAYTYPE_P(1), "cbind", &b);
	same_type(&a, &b, "cbind");
	if ((int64) a.width + b.width > INT_MAX)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("cbind: result too large")));
	res = mat_new(a.elemtype, a.width + b.width, Max(a.height, b.height));
	mat_from_array(res, "cbind", &d);
	mat_place(&d, &a, 0, 0);
	mat_place(&d, &b, a.width, 0);
	PG_RETURN_ARRAYTYPE_P(res);
}

/*
 * rbind(anyarray) and cbind(anyarray) aggregates.  Folding the two-argument
 * functions copied the growing result at each row (quadratic time), so the
 * aggregates keep every input and place each once in the final function:
 *
 *   state: parts[0..n)   (copies, in the aggregate's context)
 *          total         sum of heights (rbind) or widths (cbind)
 *          other         max of widths (rbind) or heights (cbind)
 *
 * NULL inputs are skipped, as before; no input gives NULL.
 */
typedef struct BindState
{
	Oid			elemtype;
	int64		total;
	int			other;
	int			n;
	int			cap;
	Mat		   *parts;
} BindState;

static Datum
bind_accum(FunctionCallInfo fcinfo, bool rows)
{
	const char *fname = rows ? "rbind" : "cbind";
	MemoryContext aggcxt;
	MemoryContext old;
	BindState  *st = PG_ARGISNULL(0) ? NULL : (BindState *) PG_GETARG_POINTER(0);
	ArrayType  *a;
	Mat			m;

	if (!AggCheckCallContext(fcinfo, &aggcxt))
		elog(ERROR, "%s_accum called in non-aggregate context", fname);
	if (PG_ARGISNULL(1))
	{
		if (st == NULL)
			PG_RETURN_NULL();
		PG_RETURN_POINTER(st);
	}
	old = MemoryContextSwitchTo(aggcxt);
	a = PG_GETARG_ARRAYTYPE_P_COPY(1);
	mat_from_array(a, fname, &m);
	if (st == NULL)
	{
		st = palloc0(sizeof(BindState));
		st->elemtype = m.elemtype;
		st->cap = 64;
		st->parts = palloc(sizeof(Mat) * st->cap);
	}
	else if (st->n == st->cap)
	{
		if (st->cap >= (int) (MaxAllocSize / sizeof(Mat) / 2))
			ereport(ERROR,
					(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
					 errmsg("%s: too many matrices", fname)));
		st->cap *= 2;
		st->parts = repalloc(st->parts, sizeof(Mat) * st->cap);
	}
	MemoryContextSwitchTo(old);
	if (m.elemtype != st->elemtype)
		ereport(ERROR,
				(errcode(ERRCODE_DATATYPE_MISMATCH),
				 errmsg("%s: element types %s and %s differ", fname,
						format_type_be(st->elemtype), format_type_be(m.elemtype))));
	st->total += rows ? m.height : m.width;
	st->other = Max(st->other, rows ? m.width : m.height);
	if (st->total > INT_MAX ||
		(double) st->total * st->other * m.elemsz > MaxAllocSize - 64)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("%s: the result would be over 1 GB", fname),
				 errdetail("%d matrices give %lld %s of %d.", st->n + 1,
						   (long long) st->total, rows ? "rows" : "columns",
						   st->other)));
	st->parts[st->n++] = m;
	PG_RETURN_POINTER(st);
}

static Datum
bind_final(FunctionCallInfo fcinfo, bool rows)
{
	BindState  *st;
	ArrayType  *res;
	Mat			d;
	int64		at = 0;
	int			i;

	if (PG_ARGISNULL(0))
		PG_RETURN_NULL();
	st = (BindState *) PG_GETARG_POINTER(0);
	if (rows)
		res = mat_new(st->elemtype, st->other, (int) st->total);
	else
		res = mat_new(st->elemtype, (int) st->total, st->other);
	mat_from_array(res, rows ? "rbind" : "cbind", &d);
	for (i = 0; i < st->n; i++)
	{
		const Mat  *m = &st->parts[i];

		if (rows)
			mat_place(&d, m, 0, (int) at);
		else
			mat_place(&d, m, (int) at, 0);
		at += rows ? m->height : m->width;
	}
	PG_RETURN_ARRAYTYPE_P(res);
}

Datum
plcuda_rbind_accum(PG_FUNCTION_ARGS)
{
	return bind_accum(fcinfo, true);
}

Datum
plcuda_rbind_final(PG_FUNCTION_ARGS)
{
	return bind_final(fcinfo, true);
}

Datum
plcuda_cbind_accum(PG_FUNCTION_ARGS)
{
	return bind_accum(fcinfo, false);
}

Datum
plcuda_cbind_final(PG_FUNCTION_ARGS)
{
	return bind_final(fcinfo, false);
}

Datum
plcuda_transpose(PG_FUNCTION_ARGS)
{
	Mat			a, d;
	ArrayType  *res;
	int			r, c;

	mat_from_array(PG_GETARG_ARRAYTYPE_P(0), "transpose", &a);
	res = mat_new(a.elemtype, a.height, a.width);
	mat_from_array(res, "transpose", &d);
	for (c = 0; c < a.width; c++)
		for (r = 0; r < a.height; r++)
			memcpy(MAT_ELEM(&d, r, c), MAT_ELEM(&a, c, r), a.elemsz);
	PG_RETURN_ARRAYTYPE_P(res);
}

/* ---- properties ---- */

Datum
plcuda_array_matrix_validation(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(not_a_matrix(PG_GETARG_ARRAYTYPE_P(0)) == NULL);
}

Datum
plcuda_array_matrix_height(PG_FUNCTION_ARGS)
{
	Mat			m;

	mat_from_array(PG_GETARG_ARRAYTYPE_P(0), "array_matrix_height", &m);
	PG_RETURN_INT32(m.height);
}

Datum
plcuda_array_matrix_width(PG_FUNCTION_ARGS)
{
	Mat			m;

	mat_from_array(PG_GETARG_ARRAYTYPE_P(0), "array_matrix_width", &m);
	PG_RETURN_INT32(m.width);
}

/* seed 000: bytes for a matrix of type T, height h, width w (for bufsz) */
Datum
plcuda_array_matrix_rawsize(PG_FUNCTION_ARGS)
{
	Oid			t = PG_GETARG_OID(0);
	int32		h = PG_GETARG_INT32(1);
	int32		w = PG_GETARG_INT32(2);
	int			sz = elem_size(t);

	if (sz == 0)
		ereport(ERROR,
				(errcode(ERRCODE_DATATYPE_MISMATCH),
				 errmsg("array_matrix_rawsize: unsupported element type %s",
						format_type_be(t))));
	if (h <= 0 || w <= 0)
		ereport(ERROR,
				(errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
				 errmsg("matrix dimensions must be positive: %d x %d", h, w)));
	{
		int64		cells;
		int64		bytes;

		/* h * w * sz + header, each step checked: no silent wrap */
		if (pg_mul_s64_overflow((int64) h, (int64) w, &cells) ||
			pg_mul_s64_overflow(cells, (int64) sz, &bytes) ||
			pg_add_s64_overflow(bytes, (int64) ARR_OVERHEAD_NONULLS(w == 1 ? 1 : 2),
								&bytes))
			ereport(ERROR,
					(errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
					 errmsg("array_matrix_rawsize: a %d x %d matrix of %s is too large",
							h, w, format_type_be(t)),
					 errdetail("Its size in bytes does not fit in a bigint.")));
		PG_RETURN_INT64(bytes);
	}
}
