/*
 * plcuda_attrs.h: helper functions for calling PL/CUDA functions on table
 * columns (seed 001, "Support functions for PL/CUDA invocations").
 *
 * Contract.  attnums_of, attnum_of, atttypes_of, atttype_of,
 * attrs_types_check, attrs_type_check, with the seed's signatures.  A
 * column that does not exist (or was dropped) is an ERROR naming it; a
 * NULL column name is an ERROR; the two lists of attrs_types_check must
 * have the same length.
 */
#ifndef PLCUDA_ATTRS_H
#define PLCUDA_ATTRS_H

#include "fmgr.h"

extern Datum plcuda_attnums_of(PG_FUNCTION_ARGS);
extern Datum plcuda_attnum_of(PG_FUNCTION_ARGS);
extern Datum plcuda_atttypes_of(PG_FUNCTION_ARGS);
extern Datum plcuda_atttype_of(PG_FUNCTION_ARGS);
extern Datum plcuda_attrs_types_check(PG_FUNCTION_ARGS);
extern Datum plcuda_attrs_type_check(PG_FUNCTION_ARGS);

#endif							/* PLCUDA_ATTRS_H */
