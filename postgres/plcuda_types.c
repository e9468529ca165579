/*
 * plcuda_types.c: the type mapping of seed 001, both directions.
 */
#include "postgres.h"

#include "access/htup_details.h"
#include "access/tupmacs.h"
#include "catalog/pg_type.h"
#include "fmgr.h"
#include "mb/pg_wchar.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/memutils.h"
#include "utils/lsyscache.h"
#include "utils/syscache.h"

#include "plcuda_gstore.h"
#include "plcuda_types.h"

void
plcuda_type_lookup(Oid typoid, bool is_result, const char *what, PlcudaType *t)
{
	HeapTuple	tup;
	Form_pg_type tf;
	Oid			base = getBaseType(typoid);

	memset(t, 0, sizeof(*t));
	t->typoid = typoid;
	t->basetype = base;
	tup = SearchSysCache1(TYPEOID, ObjectIdGetDatum(base));
	if (!HeapTupleIsValid(tup))
		elog(ERROR, "cache lookup failed for type %u", base);
	tf = (Form_pg_type) GETSTRUCT(tup);
	t->typlen = tf->typlen;
	t->typbyval = tf->typbyval;
	t->elemtype = (tf->typlen == -1) ? tf->typelem : InvalidOid;
	if (tf->typtype == TYPTYPE_PSEUDO && base != CSTRINGOID &&
		!(is_result && base == VOIDOID))
	{
		ReleaseSysCache(tup);
		ereport(ERROR,
				(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
				 errmsg("PL/CUDA functions cannot use type %s as %s",
						format_type_be(typoid), what)));
	}
	ReleaseSysCache(tup);

	if (OidIsValid(typoid) && typoid != base && plcuda_gstore_is_reggstore(typoid))
	{
		if (is_result)
			ereport(ERROR,
					(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
					 errmsg("PL/CUDA functions cannot return type reggstore"),
					 errhint("Return the data, or regclass.")));
		t->cls = PLCUDA_T_GSTORE, t->ctype = "GstoreIpcMapping *";
	}
	else if (base == VOIDOID)
		t->cls = PLCUDA_T_VOID, t->ctype = "void";
	else if (base == FLOAT4OID)
		t->cls = PLCUDA_T_FLOAT4, t->ctype = "float";
	else if (base == FLOAT8OID)
		t->cls = PLCUDA_T_FLOAT8, t->ctype = "double";
	else if (base == BOOLOID)
		t->cls = PLCUDA_T_BOOL, t->ctype = "bool";
	else if (base == CSTRINGOID)
		t->cls = PLCUDA_T_CSTRING, t->ctype = "char *";
	else if (t->typbyval)
	{
		t->cls = PLCUDA_T_INT;
		switch (t->typlen)
		{
			case 1: t->ctype = "int8_t"; break;
			case 2: t->ctype = "int16_t"; break;
			case 4: t->ctype = "int32_t"; break;
			case 8: t->ctype = "int64_t"; break;
			default:
				elog(ERROR, "unexpected by-value type length %d", t->typlen);
		}
	}
	else if (t->typlen > 0)
		t->cls = PLCUDA_T_FIXEDREF, t->ctype = "void *";
	else if (t->typlen == -1)
		t->cls = PLCUDA_T_VARLENA, t->ctype = "varlena *";
	else
		ereport(ERROR,
				(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
				 errmsg("PL/CUDA functions cannot use type %s as %s",
						format_type_be(typoid), what)));
}

void
plcuda_type_put(const PlcudaType *t, Datum d, StringInfo buf)
{
	switch (t->cls)
	{
		case PLCUDA_T_FLOAT4:
			{
				float4		v = DatumGetFloat4(d);

				appendBinaryStringInfo(buf, (char *) &v, sizeof(v));
				break;
			}
		case PLCUDA_T_FLOAT8:
			{
				float8		v = DatumGetFloat8(d);

				appendBinaryStringInfo(buf, (char *) &v, sizeof(v));
				break;
			}
		case PLCUDA_T_BOOL:
			{
				char		v = DatumGetBool(d) ? 1 : 0;

				appendBinaryStringInfo(buf, &v, 1);
				break;
			}
		case PLCUDA_T_INT:
			switch (t->typlen)
			{
				case 1:
					{
						int8		v = DatumGetChar(d);

						appendBinaryStringInfo(buf, (char *) &v, 1);
						break;
					}
				case 2:
					{
						int16		v = DatumGetInt16(d);

						appendBinaryStringInfo(buf, (char *) &v, 2);
						break;
					}
				case 4:
					{
						int32		v = DatumGetInt32(d);

						appendBinaryStringInfo(buf, (char *) &v, 4);
						break;
					}
				default:
					{
						int64		v = DatumGetInt64(d);

						appendBinaryStringInfo(buf, (char *) &v, 8);
						break;
					}
			}
			break;
		case PLCUDA_T_FIXEDREF:
			appendBinaryStringInfo(buf, DatumGetPointer(d), t->typlen);
			break;
		case PLCUDA_T_VARLENA:
			{
				struct varlena *v = pg_detoast_datum((struct varlena *) DatumGetPointer(d));

				appendBinaryStringInfo(buf, (char *) v, VARSIZE(v));
				break;
			}
		case PLCUDA_T_CSTRING:
			{
				char	   *s = DatumGetCString(d);

				appendBinaryStringInfo(buf, s, strlen(s) + 1);
				break;
			}
		case PLCUDA_T_GSTORE:
			plcuda_gstore_export(DatumGetObjectId(d), buf);
			break;
		case PLCUDA_T_VOID:
			break;
	}
}

/*
 * A NULL by-reference argument: an empty stand-in, so that a non-STRICT
 * function's code that forgets ARG_ISNULL(n) reads an empty value instead
 * of following a NULL pointer.
 */
void
plcuda_type_put_null(const PlcudaType *t, StringInfo buf)
{
	switch (t->cls)
	{
		case PLCUDA_T_FIXEDREF:
			{
				int			i;

				for (i = 0; i < t->typlen; i++)
					appendStringInfoChar(buf, '\0');
				break;
			}
		case PLCUDA_T_VARLENA:
			if (OidIsValid(t->elemtype))
			{
				ArrayType  *a = construct_empty_array(t->elemtype);

				appendBinaryStringInfo(buf, (char *) a, VARSIZE(a));
			}
			else
			{
				text	   *empty = cstring_to_text("");

				appendBinaryStringInfo(buf, (char *) empty, VARSIZE(empty));
			}
			break;
		case PLCUDA_T_CSTRING:
			appendStringInfoChar(buf, '\0');
			break;
		default:
			break;				/* by value: reads as 0 */
	}
}

static void pg_attribute_noreturn()
bad_result(const PlcudaType *t, const char *why)
{
	ereport(ERROR,
			(errcode(ERRCODE_EXTERNAL_ROUTINE_EXCEPTION),
			 errmsg("PL/CUDA program returned a malformed %s value",
					format_type_be(t->typoid)),
			 errdetail("%s", why)));
}

/* an array coming from a program: check everything the backend relies on */
static void
check_array(const PlcudaType *t, ArrayType *a, size_t len)
{
	int			ndim = ARR_NDIM(a);
	int16		elmlen;
	bool		elmbyval;
	char		elmalign;
	int			nitems;
	size_t		need;

	if (len < sizeof(ArrayType))
		bad_result(t, "The array header is truncated.");
	if (ndim < 0 || ndim > MAXDIM)
		bad_result(t, "The number of dimensions is out of range.");
	if (ARR_ELEMTYPE(a) != t->elemtype)
		bad_result(t, "The element type differs from the declared one.");
	if (len < ARR_OVERHEAD_NONULLS(ndim))
		bad_result(t, "The array header is truncated.");
	if (ARR_HASNULL(a) &&
		(ARR_DATA_OFFSET(a) < ARR_OVERHEAD_NONULLS(ndim) ||
		 ARR_DATA_OFFSET(a) > len))
		bad_result(t, "The data offset is out of range.");
	nitems = ArrayGetNItems(ndim, ARR_DIMS(a));
	if (nitems < 0)
		bad_result(t, "The dimensions are out of range.");
	ArrayCheckBounds(ndim, ARR_DIMS(a), ARR_LBOUND(a));
	get_typlenbyvalalign(t->elemtype, &elmlen, &elmbyval, &elmalign);
	if (elmlen > 0)
	{
		int			nonnull = nitems;

		if (ARR_HASNULL(a))
		{
			bits8	   *bm = ARR_NULLBITMAP(a);
			int			i;

			if (ARR_OVERHEAD_NONULLS(ndim) + (nitems + 7) / 8 > len)
				bad_result(t, "The null bitmap is truncated.");
			for (i = 0; i < nitems; i++)
				if (!(bm[i / 8] & (1 << (i % 8))))
					nonnull--;
		}
		need = ARR_DATA_OFFSET(a) +
			(size_t) nonnull * att_align_nominal(elmlen, elmalign);
		if (need > len)
			bad_result(t, "The array data is shorter than its dimensions say.");
	}
	else if (nitems > 0)
	{
		/* variable-length elements: walk them, staying inside the value */
		char	   *p = ARR_DATA_PTR(a);
		char	   *end = (char *) a + len;
		bits8	   *bm = ARR_NULLBITMAP(a);
		int			i;

		for (i = 0; i < nitems; i++)
		{
			if (bm && !(bm[i / 8] & (1 << (i % 8))))
				continue;
			p = (char *) att_align_nominal(p, elmalign);
			if (p + 1 > end ||
				(elmlen == -1 && (p + 4 > end || VARATT_IS_EXTERNAL(p) ||
								  VARATT_IS_COMPRESSED(p) ||
								  p + VARSIZE_ANY(p) > end)) ||
				(elmlen == -2 && memchr(p, 0, end - p) == NULL))
				bad_result(t, "An array element runs past the end of the value.");
			p = att_addlength_pointer(p, elmlen, p);
		}
	}
}

Datum
plcuda_type_get(const PlcudaType *t, const char *data, size_t len)
{
	switch (t->cls)
	{
		case PLCUDA_T_FLOAT4:
			{
				float4		v;

				if (len != sizeof(v))
					bad_result(t, "Wrong length.");
				memcpy(&v, data, sizeof(v));
				return Float4GetDatum(v);
			}
		case PLCUDA_T_FLOAT8:
			{
				float8		v;

				if (len != sizeof(v))
					bad_result(t, "Wrong length.");
				memcpy(&v, data, sizeof(v));
				return Float8GetDatum(v);
			}
		case PLCUDA_T_BOOL:
			if (len != 1)
				bad_result(t, "Wrong length.");
			return BoolGetDatum(data[0] != 0);
		case PLCUDA_T_INT:
			if (len != t->typlen)
				bad_result(t, "Wrong length.");
			switch (t->typlen)
			{
				case 1:
					return CharGetDatum(data[0]);
				case 2:
					{
						int16		v;

						memcpy(&v, data, 2);
						return Int16GetDatum(v);
					}
				case 4:
					{
						int32		v;

						memcpy(&v, data, 4);
						return Int32GetDatum(v);
					}
				default:
					{
						int64		v;

						memcpy(&v, data, 8);
						return Int64GetDatum(v);
					}
			}
		case PLCUDA_T_FIXEDREF:
			{
				char	   *p;

				if (len != t->typlen)
					bad_result(t, "Wrong length.");
				p = palloc(len);
				memcpy(p, data, len);
				return PointerGetDatum(p);
			}
		case PLCUDA_T_VARLENA:
			{
				char	   *p;

				if (len < VARHDRSZ || len > MaxAllocSize)
					bad_result(t, "Wrong length.");
				p = palloc(len);
				memcpy(p, data, len);
				if (!VARATT_IS_4B_U(p) || VARSIZE(p) != len)
					bad_result(t, "The varlena header does not match the length written back.");
				if (OidIsValid(t->elemtype))
					check_array(t, (ArrayType *) p, len);
				else if (t->basetype == TEXTOID || t->basetype == VARCHAROID ||
						 t->basetype == BPCHAROID || t->basetype == JSONOID ||
						 t->basetype == XMLOID)
					(void) pg_verifymbstr(VARDATA(p), len - VARHDRSZ, false);
				return PointerGetDatum(p);
			}
		case PLCUDA_T_CSTRING:
			if (len == 0 || data[len - 1] != '\0')
				bad_result(t, "The string is not terminated.");
			(void) pg_verifymbstr(data, len - 1, false);
			return CStringGetDatum(pstrdup(data));
		case PLCUDA_T_GSTORE:
		case PLCUDA_T_VOID:
			return (Datum) 0;
	}
	return (Datum) 0;
}
