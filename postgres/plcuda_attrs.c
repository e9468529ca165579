/*
 * plcuda_attrs.c: column numbers and types by name (seed 001).
 */
#include "postgres.h"

#include "catalog/pg_type.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/lsyscache.h"

#include "plcuda_attrs.h"

PG_FUNCTION_INFO_V1(plcuda_attnums_of);
PG_FUNCTION_INFO_V1(plcuda_attnum_of);
PG_FUNCTION_INFO_V1(plcuda_atttypes_of);
PG_FUNCTION_INFO_V1(plcuda_atttype_of);
PG_FUNCTION_INFO_V1(plcuda_attrs_types_check);
PG_FUNCTION_INFO_V1(plcuda_attrs_type_check);

static AttrNumber
attnum_by_name(Oid relid, const char *name)
{
	AttrNumber	n = get_attnum(relid, name);

	if (n == InvalidAttrNumber)
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_COLUMN),
				 errmsg("column \"%s\" of relation \"%s\" does not exist",
						name, get_rel_name(relid) ? get_rel_name(relid) : "?")));
	return n;
}

/* the names of a text[]; NULL elements are an ERROR */
static char **
names_of(ArrayType *a, int *n)
{
	Datum	   *d;
	bool	   *nulls;
	char	  **names;
	int			i;

	if (ARR_NDIM(a) > 1)
		ereport(ERROR,
				(errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
				 errmsg("column names must be a one-dimensional array")));
	deconstruct_array(a, TEXTOID, -1, false, TYPALIGN_INT, &d, &nulls, n);
	names = palloc(sizeof(char *) * Max(*n, 1));
	for (i = 0; i < *n; i++)
	{
		if (nulls[i])
			ereport(ERROR,
					(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
					 errmsg("column name must not be NULL")));
		names[i] = TextDatumGetCString(d[i]);
	}
	return names;
}

Datum
plcuda_attnums_of(PG_FUNCTION_ARGS)
{
	Oid			relid = PG_GETARG_OID(0);
	int			n, i;
	char	  **names = names_of(PG_GETARG_ARRAYTYPE_P(1), &n);
	Datum	   *out = palloc(sizeof(Datum) * Max(n, 1));

	for (i = 0; i < n; i++)
		out[i] = Int16GetDatum(attnum_by_name(relid, names[i]));
	PG_RETURN_ARRAYTYPE_P(construct_array(out, n, INT2OID, 2, true, TYPALIGN_SHORT));
}

Datum
plcuda_attnum_of(PG_FUNCTION_ARGS)
{
	char	   *name = text_to_cstring(PG_GETARG_TEXT_PP(1));

	PG_RETURN_INT16(attnum_by_name(PG_GETARG_OID(0), name));
}

Datum
plcuda_atttypes_of(PG_FUNCTION_ARGS)
{
	Oid			relid = PG_GETARG_OID(0);
	int			n, i;
	char	  **names = names_of(PG_GETARG_ARRAYTYPE_P(1), &n);
	Datum	   *out = palloc(sizeof(Datum) * Max(n, 1));

	for (i = 0; i < n; i++)
		out[i] = ObjectIdGetDatum(get_atttype(relid, attnum_by_name(relid, names[i])));
	PG_RETURN_ARRAYTYPE_P(construct_array(out, n, REGTYPEOID, 4, true, TYPALIGN_INT));
}

Datum
plcuda_atttype_of(PG_FUNCTION_ARGS)
{
	Oid			relid = PG_GETARG_OID(0);
	char	   *name = text_to_cstring(PG_GETARG_TEXT_PP(1));

	PG_RETURN_OID(get_atttype(relid, attnum_by_name(relid, name)));
}

Datum
plcuda_attrs_types_check(PG_FUNCTION_ARGS)
{
	Oid			relid = PG_GETARG_OID(0);
	int			n, i, ntypes;
	char	  **names = names_of(PG_GETARG_ARRAYTYPE_P(1), &n);
	ArrayType  *ta = PG_GETARG_ARRAYTYPE_P(2);
	Datum	   *types;
	bool	   *nulls;
	bool		ok = true;

	deconstruct_array(ta, REGTYPEOID, 4, true, TYPALIGN_INT, &types, &nulls, &ntypes);
	if (ntypes != n)
		ereport(ERROR,
				(errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
				 errmsg("attrs_types_check: %d column names but %d types", n, ntypes)));
	for (i = 0; i < n; i++)
	{
		Oid			t = get_atttype(relid, attnum_by_name(relid, names[i]));

		if (nulls[i] || t != DatumGetObjectId(types[i]))
			ok = false;
	}
	PG_RETURN_BOOL(ok);
}

Datum
plcuda_attrs_type_check(PG_FUNCTION_ARGS)
{
	Oid			relid = PG_GETARG_OID(0);
	int			n, i;
	char	  **names = names_of(PG_GETARG_ARRAYTYPE_P(1), &n);
	Oid			want = PG_GETARG_OID(2);
	bool		ok = true;

	for (i = 0; i < n; i++)
		if (get_atttype(relid, attnum_by_name(relid, names[i])) != want)
			ok = false;
	PG_RETURN_BOOL(ok);
}
