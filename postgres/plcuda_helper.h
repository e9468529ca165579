/*
 * plcuda_helper.h: the SQL functions that directives name.
 *
 * Contract.  `#plcuda_include func`, `#plcuda_sanity_check func`,
 * `#plcuda_cpu_fallback func` and the kernel-mode launch directives given a
 * function name (`#plcuda_num_threads func`, `#plcuda_*_bufsz func`, ...)
 * name SQL functions that the backend calls with the PL/CUDA function's
 * arguments.  What they return is compiled into, or steers, a program that
 * runs as the server's OS user, so the name must never be looked up
 * through the search_path of whoever calls the function.
 *
 * Design.  The validator (CREATE FUNCTION, CREATE OR REPLACE FUNCTION)
 * resolves every such name once, with the definer's search_path of that
 * moment (or the schema written in the name), checks the signature (the
 * PL/CUDA function's argument types, the return type the directive wants)
 * and that a superuser owns the helper, and records the resolved OID in
 * pg_depend as a normal dependency of the PL/CUDA function on the helper.
 * pg_depend is thus both the store of the resolved OIDs and what makes
 * `DROP FUNCTION helper` fail (or cascade to the PL/CUDA function).  It
 * needs no table of the extension to keep in step: CREATE OR REPLACE
 * clears a function's dependencies before the validator records the new
 * ones, and DROP removes them.
 *
 * At call time a name is matched only against the functions the PL/CUDA
 * function depends on (same name, same schema when written qualified, same
 * argument types); the search_path plays no part.  The match is checked
 * again (owner still a superuser, argument and return types, not a set)
 * because ALTER FUNCTION can change the owner without touching pg_depend.
 * Built-in functions are pinned and get no pg_depend row; a name with no
 * recorded match may be a pinned function of pg_catalog, which cannot be
 * dropped or replaced.
 * A name that text spliced by `#plcuda_include` brings in (known only at
 * call time) must be one the body itself names, or be schema-qualified;
 * it gets the same checks.
 *
 * When check_function_bodies is off (pg_restore) a name that cannot be
 * resolved is left unrecorded, and a call fails with a HINT to recreate
 * the function.  Every failure is an ERROR; nothing falls back to the path.
 */
#ifndef PLCUDA_HELPER_H
#define PLCUDA_HELPER_H

#include "plcuda_main.h"

/* validator: resolve, check and record every function the body names */
extern void plcuda_helpers_record(PlcudaFunc *pf);

/*
 * call time: the OID of the helper `name` named by `directive` at `lineno`,
 * returning `rettype`; ERROR when there is none or it fails a check.
 * `spliced`: the name comes from text spliced at call time.
 */
extern Oid	plcuda_helper_lookup(PlcudaFunc *pf, const char *name, Oid rettype,
								 const char *directive, int lineno,
								 bool spliced);

#endif							/* PLCUDA_HELPER_H */
