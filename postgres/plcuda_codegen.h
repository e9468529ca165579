/*
 * plcuda_codegen.h: the one CUDA source file a PL/CUDA function becomes.
 *
 * Contract.  plcuda_codegen() returns (palloc'd) the complete source of the
 * host program for a parsed body and a signature.  DESIGN.md: kforge
 * generates one kind of program, seed 001's host program:
 *
 *   #include "plcuda_host.h"             protocol, EEXIT, CUEXIT, layouts
 *   [#include headers of #plcuda_include "x.h"]
 *   #plcuda_decl block                   as written, with #line
 *   static RET __plcuda_entry(T1 arg1, ..., TN argN)
 *   { #plcuda_begin block; PLCUDA_RETURN_NULL(); }   falling off: NULL
 *   int main(void)                       read args, call, write result
 *
 * In kernel mode (seed 000) #plcuda_prep/#plcuda_begin/#plcuda_post become
 * __global__ kernels with arguments as pg_<type>_t values, retval, workbuf
 * and results, and the host entry point launches them in order with the
 * launch parameters the backend computed (PLCUDA_LAUNCH(i), see
 * plcuda_exec.h for the slots).
 *
 * The output depends only on its inputs, so it can key the build cache.
 */
#ifndef PLCUDA_CODEGEN_H
#define PLCUDA_CODEGEN_H

#include "plcuda_parse.h"
#include "plcuda_types.h"

typedef struct PlcudaSig
{
	const char *label;			/* function name, safe for #line */
	const char *signature;		/* "name(integer,integer)", for comments */
	int			nargs;
	PlcudaType *args;
	PlcudaType	ret;
	char	  **argnames;		/* SQL parameter names usable in the body
								 * (plcuda_codegen_name_ok), NULL entries
								 * for none; the array may be NULL */
} PlcudaSig;

/*
 * May the SQL parameter name `name` stand for argN in the body?  It must be
 * a C identifier, not a C++/CUDA keyword, not argN, and not a name the
 * generated code uses (retval, kcxt, results, workbuf, argc, argv...).
 */
extern bool plcuda_codegen_name_ok(const char *name);

/* launch[] slots written by the backend in kernel mode */
#define PLCUDA_L_RESULTS_BUFSZ	0
#define PLCUDA_L_WORKING_BUFSZ	1
/* then for block b in prep/main/post: 2 + 4 * (b - 1) + PlcudaParamKind */
#define PLCUDA_L_KPARAM(b, k)	(2 + 4 * ((b) - 1) + (k))

extern char *plcuda_codegen(const PlcudaCode *code, const PlcudaSig *sig);

/* does the user code look like it touches the GPU? (managed arg buffer) */
extern bool plcuda_code_uses_gpu(const PlcudaCode *code);

#endif							/* PLCUDA_CODEGEN_H */
