/*
 * plcuda_main.h: the PL/CUDA language handler (entry points and state).
 *
 * Contract.  The module owns the GUCs (plcuda.gpu_arch, plcuda.nvcc,
 * plcuda.nvcc_flags, plcuda.cache_dir), the call handler, the validator,
 * the inline handler, plcuda_function_source() and plcuda_cache_clear().
 *
 * Each PL/CUDA function called in a backend has one PlcudaFunc, allocated
 * in its own memory context ("PL/CUDA function"), a child of the module's
 * "PL/CUDA" context; one MemoryContextDelete frees a function, which
 * happens when pg_proc's row changed (xmin/tid differ).
 */
#ifndef PLCUDA_MAIN_H
#define PLCUDA_MAIN_H

#include "fmgr.h"
#include "storage/itemptr.h"

#include "plcuda_codegen.h"
#include "plcuda_parse.h"
#include "plcuda_types.h"

typedef struct PlcudaFunc
{
	Oid			fn_oid;
	TransactionId fn_xmin;
	ItemPointerData fn_tid;
	MemoryContext mcxt;
	char	   *proname;
	char	   *prosrc;
	PlcudaSig	sig;
	Oid		   *argoids;
	PlcudaCode *code;			/* parsed without call-time includes */
	char	   *source;			/* generated source (if fixed) */
	char	   *binary;			/* built program, once known */
	List	   *helper_oids;	/* functions it depends on (plcuda_helper.h) */
	bool		helpers_loaded;
	bool		validating;		/* loaded by the validator: NOTICEs allowed */
} PlcudaFunc;

extern void _PG_init(void);

#endif							/* PLCUDA_MAIN_H */
