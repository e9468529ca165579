/*
 * plcuda_types.h: how SQL values look inside a PL/CUDA program.
 *
 * Contract.  plcuda_type_lookup() classifies a SQL type by seed 001's table
 * ("PL/CUDA Structure"), generalised by issue 6:
 *
 *   SQL type                          C type in the program
 *   real                              float
 *   float                             double
 *   boolean                           bool
 *   other by-value types              int8_t/int16_t/int32_t/int64_t (width)
 *   fixed-length by reference         void *   (typlen bytes)
 *   variable length (text, arrays..)  varlena * (detoasted, 4-byte header)
 *   cstring                           char *
 *   reggstore (gstore_fdw table)      GstoreIpcMapping * (plcuda_gstore.h)
 *   void (result only)                void
 *
 * Domains are looked through.  Other pseudo-types (record, any*, internal)
 * are rejected with an ERROR that names the argument.
 *
 * plcuda_type_put() appends the program's byte image of a Datum to a
 * buffer; plcuda_type_get() turns the bytes a program returned back into a
 * Datum, checking them first (length, varlena header, array structure and
 * element type, text encoding) so that a faulty program cannot crash the
 * backend through a malformed value.
 */
#ifndef PLCUDA_TYPES_H
#define PLCUDA_TYPES_H

#include "lib/stringinfo.h"

typedef enum PlcudaTypeClass
{
	PLCUDA_T_FLOAT4,
	PLCUDA_T_FLOAT8,
	PLCUDA_T_BOOL,
	PLCUDA_T_INT,				/* other by-value: integer of typlen bytes */
	PLCUDA_T_FIXEDREF,
	PLCUDA_T_VARLENA,
	PLCUDA_T_CSTRING,
	PLCUDA_T_GSTORE,			/* reggstore: a GstoreIpcMapping * (seed 001) */
	PLCUDA_T_VOID
} PlcudaTypeClass;

typedef struct PlcudaType
{
	Oid			typoid;			/* as declared */
	Oid			basetype;		/* domains looked through */
	PlcudaTypeClass cls;
	int16		typlen;
	bool		typbyval;
	Oid			elemtype;		/* arrays: element type, else InvalidOid */
	const char *ctype;			/* C type of argN / of the return value */
} PlcudaType;

/* what: "argument 2" or "return type", for the error message */
extern void plcuda_type_lookup(Oid typoid, bool is_result, const char *what,
							   PlcudaType *t);
extern void plcuda_type_put(const PlcudaType *t, Datum d, StringInfo buf);
extern void plcuda_type_put_null(const PlcudaType *t, StringInfo buf);
extern Datum plcuda_type_get(const PlcudaType *t, const char *data, size_t len);

#endif							/* PLCUDA_TYPES_H */
