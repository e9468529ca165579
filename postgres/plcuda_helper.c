/*
 * plcuda_helper.c: SQL functions named by directives, resolved when the
 * PL/CUDA function is created and kept in pg_depend (plcuda_helper.h).
 */
#include "postgres.h"

#include "access/genam.h"
#include "access/htup_details.h"
#include "access/table.h"
#include "catalog/catalog.h"
#include "catalog/dependency.h"
#include "catalog/indexing.h"
#include "catalog/namespace.h"
#include "catalog/pg_depend.h"
#include "catalog/pg_proc.h"
#include "catalog/pg_type.h"
#include "miscadmin.h"
#include "nodes/value.h"
#include "parser/parse_func.h"
#include "utils/builtins.h"
#include "utils/fmgroids.h"
#include "utils/guc.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"
#include "utils/regproc.h"
#include "utils/syscache.h"

#include "plcuda_helper.h"

/* one function name written in a directive of the body */
typedef struct HelperUse
{
	const char *name;
	const char *directive;
	Oid			rettype;
	int			lineno;
} HelperUse;

static List *
add_use(List *uses, const char *name, const char *directive, Oid rettype,
		int lineno)
{
	HelperUse  *u = palloc(sizeof(HelperUse));

	u->name = name;
	u->directive = directive;
	u->rettype = rettype;
	u->lineno = lineno;
	return lappend(uses, u);
}

/* every function name the body's own directives write */
static List *
helper_uses(PlcudaFunc *pf)
{
	static const char *const kdir[PLCUDA_NUM_KPARAMS] = {
		"#plcuda_num_threads", "#plcuda_shmem_unitsz",
		"#plcuda_shmem_blocksz", "#plcuda_kernel_blocksz"
	};
	PlcudaCode *code = pf->code;
	List	   *uses = NIL;
	ListCell   *lc1, *lc2;
	int			b, k;

	forboth(lc1, code->include_funcs, lc2, code->include_lines)
		uses = add_use(uses, strVal(lfirst(lc1)), "#plcuda_include", TEXTOID,
					   lfirst_int(lc2));
	if (code->sanity_check)
		uses = add_use(uses, code->sanity_check, "#plcuda_sanity_check",
					   BOOLOID, code->sanity_check_line);
	if (code->cpu_fallback)
		uses = add_use(uses, code->cpu_fallback, "#plcuda_cpu_fallback",
					   pf->sig.ret.typoid, code->cpu_fallback_line);
	if (code->results_bufsz.func)
		uses = add_use(uses, code->results_bufsz.func, "#plcuda_results_bufsz",
					   INT8OID, code->results_bufsz.lineno);
	if (code->working_bufsz.func)
		uses = add_use(uses, code->working_bufsz.func, "#plcuda_working_bufsz",
					   INT8OID, code->working_bufsz.lineno);
	for (b = 0; b < PLCUDA_NUM_BLOCKS; b++)
		for (k = 0; k < PLCUDA_NUM_KPARAMS; k++)
			if (code->kparam[b][k].func)
				uses = add_use(uses, code->kparam[b][k].func, kdir[k], INT8OID,
							   code->kparam[b][k].lineno);
	return uses;
}

/* "f(integer, text)": the signature a helper of pf must have */
static const char *
wanted_signature(PlcudaFunc *pf, List *names)
{
	return func_signature_string(names, pf->sig.nargs, NIL, pf->argoids);
}

static bool
same_args(Form_pg_proc proc, PlcudaFunc *pf)
{
	return proc->pronargs == pf->sig.nargs &&
		(pf->sig.nargs == 0 ||
		 memcmp(proc->proargtypes.values, pf->argoids,
				sizeof(Oid) * pf->sig.nargs) == 0);
}

/*
 * The checks made both when the function is created and at each call:
 * the helper exists, is not pf itself, is owned by a superuser, takes pf's
 * argument types, returns `rettype` and does not return a set.
 */
static void
check_helper(PlcudaFunc *pf, Oid fn, Oid rettype, const char *directive,
			 int lineno, bool spliced)
{
	const char *where = spliced ? "spliced text" : "function body";

	HeapTuple	tup = SearchSysCache1(PROCOID, ObjectIdGetDatum(fn));
	Form_pg_proc proc;

	if (!HeapTupleIsValid(tup))
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_FUNCTION),
				 errmsg("PL/CUDA: the function named by %s no longer exists",
						directive),
				 errdetail("%s, line %d of the %s.", pf->proname, lineno, where)));
	proc = (Form_pg_proc) GETSTRUCT(tup);
	if (fn == pf->fn_oid)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_FUNCTION_DEFINITION),
				 errmsg("PL/CUDA: %s names the function itself", directive),
				 errdetail("%s, line %d of the %s.", pf->proname, lineno, where)));
	if (!superuser_arg(proc->proowner))
		ereport(ERROR,
				(errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
				 errmsg("PL/CUDA: function %s named by %s is not owned by a superuser",
						format_procedure(fn), directive),
				 errdetail("%s, line %d of the %s; the owner is role \"%s\".",
						   pf->proname, lineno, where,
						   GetUserNameFromId(proc->proowner, true) ?
						   GetUserNameFromId(proc->proowner, true) : "?"),
				 errhint("What this function returns steers a program that runs as the server's operating system user, so only a superuser's function may be named.")));
	if (!same_args(proc, pf) || proc->proretset ||
		(OidIsValid(rettype) && proc->prorettype != rettype))
		ereport(ERROR,
				(errcode(ERRCODE_WRONG_OBJECT_TYPE),
				 errmsg("PL/CUDA: function %s named by %s has the wrong signature",
						format_procedure(fn), directive),
				 errdetail("%s, line %d of the %s.", pf->proname, lineno, where),
				 errhint("It must take the arguments of the PL/CUDA function (%s) and return %s.",
						 pf->sig.signature, format_type_be(rettype))));
	ReleaseSysCache(tup);
}

/* ---- creation time ---- */

void
plcuda_helpers_record(PlcudaFunc *pf)
{
	List	   *uses = helper_uses(pf);
	List	   *recorded = NIL;
	ObjectAddress myself;
	ListCell   *lc;

	ObjectAddressSet(myself, ProcedureRelationId, pf->fn_oid);
	foreach(lc, uses)
	{
		HelperUse  *u = lfirst(lc);
		List	   *names = stringToQualifiedNameList(u->name);
		Oid			fn = LookupFuncName(names, pf->sig.nargs, pf->argoids, true);
		ObjectAddress ref;

		if (!OidIsValid(fn))
		{
			/* pg_restore: resolved later by CREATE OR REPLACE, never by path */
			if (!check_function_bodies)
				continue;
			ereport(ERROR,
					(errcode(ERRCODE_UNDEFINED_FUNCTION),
					 errmsg("PL/CUDA: function %s named by %s does not exist",
							wanted_signature(pf, names), u->directive),
					 errdetail("%s, line %d of the function body.", pf->proname, u->lineno),
					 errhint("It must exist when the PL/CUDA function is created, take the same arguments (%s) and return %s.",
							 pf->sig.signature, format_type_be(u->rettype))));
		}
		check_helper(pf, fn, u->rettype, u->directive, u->lineno, false);
		if (list_member_oid(recorded, fn))
			continue;
		recorded = lappend_oid(recorded, fn);
		ObjectAddressSet(ref, ProcedureRelationId, fn);
		recordDependencyOn(&myself, &ref, DEPENDENCY_NORMAL);
	}
}

/* ---- call time ---- */

/* the functions pf depends on (pg_depend, normal dependencies) */
static List *
load_dependencies(Oid fn_oid)
{
	Relation	rel = table_open(DependRelationId, AccessShareLock);
	ScanKeyData key[2];
	SysScanDesc scan;
	HeapTuple	tup;
	List	   *oids = NIL;

	ScanKeyInit(&key[0], Anum_pg_depend_classid, BTEqualStrategyNumber,
				F_OIDEQ, ObjectIdGetDatum(ProcedureRelationId));
	ScanKeyInit(&key[1], Anum_pg_depend_objid, BTEqualStrategyNumber,
				F_OIDEQ, ObjectIdGetDatum(fn_oid));
	scan = systable_beginscan(rel, DependDependerIndexId, true, NULL, 2, key);
	while (HeapTupleIsValid(tup = systable_getnext(scan)))
	{
		Form_pg_depend d = (Form_pg_depend) GETSTRUCT(tup);

		if (d->refclassid == ProcedureRelationId &&
			d->deptype == DEPENDENCY_NORMAL &&
			!list_member_oid(oids, d->refobjid))
			oids = lappend_oid(oids, d->refobjid);
	}
	systable_endscan(scan);
	table_close(rel, AccessShareLock);
	return oids;
}

/* among pf's dependencies, the one `names` and `rettype` designate */
static Oid
match_dependency(PlcudaFunc *pf, List *names, Oid rettype, int *nmatch)
{
	char	   *schemaname;
	char	   *funcname;
	Oid			nsp = InvalidOid;
	Oid			found = InvalidOid;
	ListCell   *lc;

	*nmatch = 0;
	DeconstructQualifiedName(names, &schemaname, &funcname);
	if (schemaname)
	{
		nsp = LookupExplicitNamespace(schemaname, true);
		if (!OidIsValid(nsp))
			return InvalidOid;
	}
	foreach(lc, pf->helper_oids)
	{
		Oid			fn = lfirst_oid(lc);
		HeapTuple	tup = SearchSysCache1(PROCOID, ObjectIdGetDatum(fn));
		Form_pg_proc proc;

		if (!HeapTupleIsValid(tup))
			continue;
		proc = (Form_pg_proc) GETSTRUCT(tup);
		if (strcmp(NameStr(proc->proname), funcname) == 0 &&
			(!schemaname || proc->pronamespace == nsp) &&
			same_args(proc, pf) && proc->prorettype == rettype)
		{
			found = fn;
			(*nmatch)++;
		}
		ReleaseSysCache(tup);
	}
	return found;
}

/*
 * pg_depend holds no rows for pinned objects (the built-in functions of
 * initdb), so a built-in helper has no recorded dependency.  Those can be
 * neither dropped nor replaced, so one found in pg_catalog by name, and
 * pinned, is the function the validator resolved.
 */
static Oid
pinned_builtin(PlcudaFunc *pf, List *names, Oid rettype)
{
	char	   *schemaname;
	char	   *funcname;
	Oid			fn;

	DeconstructQualifiedName(names, &schemaname, &funcname);
	if (schemaname && strcmp(schemaname, "pg_catalog") != 0)
		return InvalidOid;
	fn = LookupFuncName(list_make2(makeString("pg_catalog"), makeString(funcname)),
						pf->sig.nargs, pf->argoids, true);
	if (!OidIsValid(fn) || !IsPinnedObject(ProcedureRelationId, fn) ||
		get_func_rettype(fn) != rettype)
		return InvalidOid;
	return fn;
}

Oid
plcuda_helper_lookup(PlcudaFunc *pf, const char *name, Oid rettype,
					 const char *directive, int lineno, bool spliced)
{
	List	   *names = stringToQualifiedNameList(name);
	Oid			fn;
	int			nmatch;

	if (!pf->helpers_loaded)
	{
		MemoryContext old = MemoryContextSwitchTo(pf->mcxt);

		pf->helper_oids = load_dependencies(pf->fn_oid);
		pf->helpers_loaded = true;
		MemoryContextSwitchTo(old);
	}
	fn = match_dependency(pf, names, rettype, &nmatch);
	if (nmatch > 1)
		ereport(ERROR,
				(errcode(ERRCODE_AMBIGUOUS_FUNCTION),
				 errmsg("PL/CUDA: function name %s in %s is ambiguous", name, directive),
				 errdetail("%s, line %d of the function body.", pf->proname, lineno),
				 errhint("Write the name schema-qualified.")));
	if (!OidIsValid(fn))
		fn = pinned_builtin(pf, names, rettype);
	if (!OidIsValid(fn) && spliced && list_length(names) > 1)
	{
		/* a qualified name in spliced text: its schema only, never a path */
		fn = LookupFuncName(names, pf->sig.nargs, pf->argoids, true);
		if (!OidIsValid(fn))
			ereport(ERROR,
					(errcode(ERRCODE_UNDEFINED_FUNCTION),
					 errmsg("PL/CUDA: function %s named by %s does not exist",
							wanted_signature(pf, names), directive),
					 errdetail("%s, line %d of the spliced text.", pf->proname, lineno)));
	}
	if (!OidIsValid(fn))
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_FUNCTION),
				 errmsg("PL/CUDA: function %s named by %s was not resolved when %s was created",
						wanted_signature(pf, names), directive, pf->sig.signature),
				 errdetail("%s, line %d of the %s.", pf->proname, lineno,
						   spliced ? "spliced text" : "function body"),
				 spliced ?
				 errhint("A function that spliced text names must also be named in the function body, or be written schema-qualified.") :
				 errhint("Functions named by directives are resolved by CREATE FUNCTION, never through the caller's search_path; run CREATE OR REPLACE FUNCTION once the function exists.")));
	check_helper(pf, fn, rettype, directive, lineno, spliced);
	return fn;
}
