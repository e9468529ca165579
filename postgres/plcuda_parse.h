/*
 * plcuda_parse.h: the directives of a PL/CUDA function body.
 *
 * Contract.  plcuda_parse() splits a function body (pg_proc.prosrc) into
 * code blocks and directives, following seed 001 ("PL/CUDA Structure") and
 * seed 000 ("PL/CUDA Directives"):
 *
 *   body      := { line }
 *   line      := directive | code
 *   directive := ws "#plcuda_" word [ ws argument ] ws
 *   block     := "#plcuda_decl" | "#plcuda_prep" | "#plcuda_begin"
 *              | "#plcuda_post"                    (opens a block)
 *              | "#plcuda_end"                     (closes the open block)
 *   argument  := integer | sql-function-name | '"' header '"' | '<' header '>'
 *
 * A block opened inside another closes that one first (seed 000, under
 * #plcuda_end).  Code outside every block, other than blank lines, is an
 * error, and so is a body without #plcuda_begin.  Each block's text starts
 * with a `#line N "label"` so that nvcc reports lines of the user's body.
 * Directive lines inside a block become blank lines, so the numbering
 * holds.
 *
 * Kernel mode (seed 000) is chosen when any seed-000-only directive appears:
 * #plcuda_prep, #plcuda_post, #plcuda_num_threads, #plcuda_shmem_unitsz,
 * #plcuda_shmem_blocksz, #plcuda_kernel_blocksz, #plcuda_kernel_maxthreads,
 * #plcuda_results_bufsz, #plcuda_working_bufsz, or the quoted header form
 * of #plcuda_include.  Otherwise the body is seed 001's host program.
 *
 * #plcuda_include with a bare function name splices the text that SQL
 * function returns; that needs the call's arguments, so the parser asks
 * `splice` (may be NULL: then a comment stands in and needs_call_time is
 * set).  Includes nest; a cycle is an error.
 *
 * Errors are ereport(ERROR) with the line of the body in errdetail.
 * Memory: everything is palloc'd in CurrentMemoryContext.
 */
#ifndef PLCUDA_PARSE_H
#define PLCUDA_PARSE_H

#include "lib/stringinfo.h"
#include "nodes/pg_list.h"

typedef enum PlcudaBlock
{
	PLCUDA_BLOCK_DECL,
	PLCUDA_BLOCK_PREP,
	PLCUDA_BLOCK_MAIN,
	PLCUDA_BLOCK_POST,
	PLCUDA_NUM_BLOCKS
} PlcudaBlock;

/* a launch parameter: a constant, or a SQL function with the same args */
typedef struct PlcudaParam
{
	bool		given;
	int64		value;			/* when func == NULL */
	char	   *func;			/* function name as written, or NULL */
	int			lineno;
} PlcudaParam;

typedef enum PlcudaParamKind
{
	PLCUDA_P_NUM_THREADS,
	PLCUDA_P_SHMEM_UNITSZ,
	PLCUDA_P_SHMEM_BLOCKSZ,
	PLCUDA_P_KERNEL_BLOCKSZ,
	PLCUDA_NUM_KPARAMS
} PlcudaParamKind;

typedef struct PlcudaCode
{
	StringInfoData block[PLCUDA_NUM_BLOCKS];
	bool		has_block[PLCUDA_NUM_BLOCKS];
	bool		kernel_mode;
	bool		needs_call_time;	/* a function include is pending */
	/* per kernel block (prep, main, post) */
	PlcudaParam kparam[PLCUDA_NUM_BLOCKS][PLCUDA_NUM_KPARAMS];
	bool		kernel_maxthreads[PLCUDA_NUM_BLOCKS];
	PlcudaParam results_bufsz;
	PlcudaParam working_bufsz;
	List	   *headers;		/* char *: #plcuda_include "x.h" */
	List	   *libraries;		/* char *: #plcuda_library name */
	List	   *include_funcs;	/* String: #plcuda_include func (first use) */
	List	   *include_lines;	/* int: the line of each include_funcs name */
	char	   *sanity_check;	/* function name, or NULL */
	int			sanity_check_line;
	char	   *cpu_fallback;	/* function name, or NULL */
	int			cpu_fallback_line;
} PlcudaCode;

/*
 * returns the text to splice for `funcname` (palloc'd); errors itself.
 * `nested`: the name comes from text an outer include spliced.
 */
typedef char *(*PlcudaSpliceFn) (const char *funcname, int lineno,
								 bool nested, void *arg);

extern PlcudaCode *plcuda_parse(const char *body, const char *label,
								PlcudaSpliceFn splice, void *splice_arg);

/* "label" made safe for a #line directive and a file name */
extern char *plcuda_safe_label(const char *name);

#endif							/* PLCUDA_PARSE_H */
