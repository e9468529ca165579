/*
 * plcuda_main.c: LANGUAGE plcuda: handlers, function cache, GUCs.
 *
 * Seed 001 ("PL/CUDA Overview"): CREATE FUNCTION ... LANGUAGE plcuda turns
 * the body into one CUDA program, built by nvcc, run as a child of the
 * backend on each call.  The language is untrusted: the host code can do
 * anything the server's OS user can, so only superusers create functions
 * (the extension script declares the language without TRUSTED).
 */
#include "postgres.h"

#include <unistd.h>

#include "access/htup_details.h"
#include "access/xact.h"
#include "catalog/pg_language.h"
#include "catalog/pg_proc.h"
#include "catalog/pg_type.h"
#include "commands/event_trigger.h"
#include "commands/proclang.h"
#include "commands/trigger.h"
#include "executor/spi.h"
#include "funcapi.h"
#include "miscadmin.h"
#include "parser/parse_func.h"
#include "storage/ipc.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/hsearch.h"
#include "utils/inval.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"
#include "utils/regproc.h"
#include "utils/resowner.h"
#include "utils/syscache.h"

#include "plcuda_build.h"
#include "plcuda_exec.h"
#include "plcuda_gstore.h"
#include "plcuda_helper.h"
#include "plcuda_main.h"

PG_MODULE_MAGIC;

PG_FUNCTION_INFO_V1(plcuda_call_handler);
PG_FUNCTION_INFO_V1(plcuda_validator);
PG_FUNCTION_INFO_V1(plcuda_inline_handler);
PG_FUNCTION_INFO_V1(plcuda_function_source);
PG_FUNCTION_INFO_V1(plcuda_cache_clear_sql);
PG_FUNCTION_INFO_V1(plcuda_sql_drop);

static MemoryContext plcuda_cxt = NULL;
static HTAB *plcuda_funcs = NULL;

typedef struct FuncEntry
{
	Oid			fn_oid;
	PlcudaFunc *func;
	PlcudaWorker worker;		/* warm worker, pid 0 when none */
} FuncEntry;

static bool plcuda_warm_workers = true;
static int	plcuda_max_warm_workers = 16;
static uint64 warm_clock = 0;

/* stop workers beyond the limit, least recently used first */
static void
trim_workers(int keep)
{
	for (;;)
	{
		HASH_SEQ_STATUS seq;
		FuncEntry  *e;
		FuncEntry  *oldest = NULL;
		int			n = 0;

		hash_seq_init(&seq, plcuda_funcs);
		while ((e = hash_seq_search(&seq)) != NULL)
		{
			if (e->worker.pid <= 0)
				continue;
			n++;
			if (oldest == NULL || e->worker.last_used < oldest->worker.last_used)
				oldest = e;
		}
		if (n <= keep || oldest == NULL)
			return;
		plcuda_worker_stop(&oldest->worker);
	}
}

/*
 * pg_proc changed somewhere (syscache invalidation): at the next call, stop
 * the warm workers of functions that were dropped or replaced, so that no
 * stale program lingers until the backend ends.
 */
static bool sweep_needed = false;

static void
plcuda_proc_inval(Datum arg, int cacheid, uint32 hashvalue)
{
	sweep_needed = true;
}

static void
sweep_workers(void)
{
	HASH_SEQ_STATUS seq;
	FuncEntry  *e;

	sweep_needed = false;
	hash_seq_init(&seq, plcuda_funcs);
	while ((e = hash_seq_search(&seq)) != NULL)
	{
		HeapTuple	tup;
		bool		current = false;

		if (e->worker.pid <= 0)
			continue;
		tup = SearchSysCache1(PROCOID, ObjectIdGetDatum(e->fn_oid));
		if (HeapTupleIsValid(tup))
		{
			current = e->func &&
				e->func->fn_xmin == HeapTupleHeaderGetRawXmin(tup->t_data) &&
				ItemPointerEquals(&e->func->fn_tid, &tup->t_self);
			ReleaseSysCache(tup);
		}
		if (!current)
			plcuda_worker_stop(&e->worker);
	}
}

static void
plcuda_proc_exit(int code, Datum arg)
{
	HASH_SEQ_STATUS seq;
	FuncEntry  *e;

	if (plcuda_funcs == NULL)
		return;
	hash_seq_init(&seq, plcuda_funcs);
	while ((e = hash_seq_search(&seq)) != NULL)
		if (e->worker.pid > 0)
			plcuda_worker_stop(&e->worker);
}

void
_PG_init(void)
{
	HASHCTL		ctl;

	DefineCustomStringVariable("plcuda.gpu_arch",
							   "GPU architecture PL/CUDA programs are built for (nvcc -arch).",
							   NULL, &plcuda_gpu_arch, "sm_90",
							   PGC_SUSET, 0, NULL, NULL, NULL);
	DefineCustomStringVariable("plcuda.nvcc",
							   "Path of nvcc; empty: $CUDA_HOME/bin/nvcc, /usr/local/cuda/bin/nvcc, then the server's PATH.",
							   NULL, &plcuda_nvcc, "",
							   PGC_SUSET, 0, NULL, NULL, NULL);
	DefineCustomStringVariable("plcuda.nvcc_flags",
							   "Extra nvcc options, separated by blanks.",
							   NULL, &plcuda_nvcc_flags, "",
							   PGC_SUSET, 0, NULL, NULL, NULL);
	DefineCustomStringVariable("plcuda.cache_dir",
							   "Folder of built PL/CUDA programs; empty: $PGDATA/plcuda_cache.",
							   NULL, &plcuda_cache_dir, "",
							   PGC_SUSET, 0, NULL, NULL, NULL);
	DefineCustomBoolVariable("plcuda.warm_workers",
							 "Keep one PL/CUDA program running per backend and function between calls.",
							 NULL, &plcuda_warm_workers, true,
							 PGC_SUSET, 0, NULL, NULL, NULL);
	DefineCustomIntVariable("plcuda.warm_spin",
							"Microseconds a backend and its warm PL/CUDA worker spin before they sleep.",
							"Spinning saves the sleep and wake-up of each call where each has a core of its own; a side spins only while the other is awake on another core.",
							&plcuda_warm_spin, 50, 0, 10000,
							PGC_SUSET, 0, NULL, NULL, NULL);
	DefineCustomIntVariable("plcuda.max_warm_workers",
							"Most warm PL/CUDA programs one backend keeps.",
							NULL, &plcuda_max_warm_workers, 16, 0, 1024,
							PGC_SUSET, 0, NULL, NULL, NULL);
	DefineCustomIntVariable("plcuda.max_memory",
							"Most memory (RLIMIT_DATA) a PL/CUDA program may allocate; 0: no limit.",
							"Applies to each program, warm or cold, not to nvcc.",
							&plcuda_max_memory, 0, 0, INT_MAX / 2,
							PGC_SUSET, GUC_UNIT_MB, NULL, NULL, NULL);
	DefineCustomStringVariable("plcuda.gstore_dir",
							   "Folder (a tmpfs) of gstore_fdw tables' shared memory; empty: /dev/shm.",
							   NULL, &plcuda_gstore_dir, "",
							   PGC_SIGHUP, 0, NULL, NULL, NULL);
	DefineCustomIntVariable("plcuda.gstore_max_size",
							"Most memory one gstore_fdw table may take; 0: no limit.",
							NULL, &plcuda_gstore_max_size, 0, 0, INT_MAX / 2,
							PGC_SUSET, GUC_UNIT_MB, NULL, NULL, NULL);
	MarkGUCPrefixReserved("plcuda");
	plcuda_gstore_init();
	on_proc_exit(plcuda_proc_exit, (Datum) 0);
	CacheRegisterSyscacheCallback(PROCOID, plcuda_proc_inval, (Datum) 0);

	plcuda_cxt = AllocSetContextCreate(TopMemoryContext, "PL/CUDA",
									   ALLOCSET_DEFAULT_SIZES);
	memset(&ctl, 0, sizeof(ctl));
	ctl.keysize = sizeof(Oid);
	ctl.entrysize = sizeof(FuncEntry);
	ctl.hcxt = plcuda_cxt;
	plcuda_funcs = hash_create("PL/CUDA functions", 64, &ctl,
							   HASH_ELEM | HASH_BLOBS | HASH_CONTEXT);
}

/* ---- signature and parsing ---- */

/*
 * Named parameters stand for argN in the body, as in other PLs.  A name
 * that cannot be a C identifier there (plcuda_codegen_name_ok) is left out
 * with a NOTICE from the validator; argN always works.
 */
static void
fill_argnames(PlcudaFunc *pf, HeapTuple tup)
{
	bool		isnull;
	Datum		d = SysCacheGetAttr(PROCOID, tup, Anum_pg_proc_proargnames, &isnull);
	Datum	   *names;
	int			n;
	int			i;

	if (isnull)
		return;
	deconstruct_array(DatumGetArrayTypeP(d), TEXTOID, -1, false, TYPALIGN_INT,
					  &names, NULL, &n);
	pf->sig.argnames = palloc0(sizeof(char *) * Max(pf->sig.nargs, 1));
	for (i = 0; i < n && i < pf->sig.nargs; i++)
	{
		char	   *name = TextDatumGetCString(names[i]);
		int			j;
		bool		dup = false;

		if (name[0] == '\0')
			continue;
		for (j = 0; j < i; j++)
			dup |= pf->sig.argnames[j] && strcmp(pf->sig.argnames[j], name) == 0;
		if (!dup && plcuda_codegen_name_ok(name))
			pf->sig.argnames[i] = name;
		else if (pf->validating)
			ereport(NOTICE,
					(errmsg("PL/CUDA: parameter \"%s\" of %s is available in the body only as arg%d",
							name, pf->proname, i + 1),
					 errdetail("It is not a C identifier, or it is a C++ keyword or a name the generated program uses.")));
	}
}

static void
fill_sig(PlcudaFunc *pf, HeapTuple tup)
{
	Form_pg_proc proc = (Form_pg_proc) GETSTRUCT(tup);
	int			i;

	if (proc->proretset)
		ereport(ERROR,
				(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
				 errmsg("PL/CUDA functions cannot return sets")));
	if (!heap_attisnull(tup, Anum_pg_proc_proargmodes, NULL))
	{
		/* OUT and INOUT parameters make a record result: not supported */
		bool		isnull;
		Datum		d = SysCacheGetAttr(PROCOID, tup, Anum_pg_proc_proallargtypes, &isnull);

		if (!isnull && ArrayGetNItems(ARR_NDIM(DatumGetArrayTypeP(d)),
									  ARR_DIMS(DatumGetArrayTypeP(d))) != proc->pronargs)
			ereport(ERROR,
					(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
					 errmsg("PL/CUDA functions cannot have OUT parameters")));
	}
	pf->proname = pstrdup(NameStr(proc->proname));
	pf->sig.label = plcuda_safe_label(pf->proname);
	pf->sig.signature = format_procedure(pf->fn_oid);
	pf->sig.nargs = proc->pronargs;
	pf->sig.args = palloc0(sizeof(PlcudaType) * Max(proc->pronargs, 1));
	pf->argoids = palloc0(sizeof(Oid) * Max(proc->pronargs, 1));
	for (i = 0; i < proc->pronargs; i++)
	{
		char		what[32];

		snprintf(what, sizeof(what), "argument %d", i + 1);
		pf->argoids[i] = proc->proargtypes.values[i];
		plcuda_type_lookup(pf->argoids[i], false, what, &pf->sig.args[i]);
	}
	plcuda_type_lookup(proc->prorettype, true, "return type", &pf->sig.ret);
	fill_argnames(pf, tup);
}

/* build a fresh PlcudaFunc for fn_oid in its own memory context */
static PlcudaFunc *
load_func(Oid fn_oid, bool validating)
{
	HeapTuple	tup = SearchSysCache1(PROCOID, ObjectIdGetDatum(fn_oid));
	MemoryContext mcxt;
	MemoryContext old;
	PlcudaFunc *pf;
	bool		isnull;
	Datum		src;

	if (!HeapTupleIsValid(tup))
		elog(ERROR, "cache lookup failed for function %u", fn_oid);
	mcxt = AllocSetContextCreate(plcuda_cxt, "PL/CUDA function",
								 ALLOCSET_SMALL_SIZES);
	old = MemoryContextSwitchTo(mcxt);
	PG_TRY();
	{
		pf = palloc0(sizeof(PlcudaFunc));
		pf->fn_oid = fn_oid;
		pf->mcxt = mcxt;
		pf->fn_xmin = HeapTupleHeaderGetRawXmin(tup->t_data);
		pf->fn_tid = tup->t_self;
		pf->validating = validating;
		fill_sig(pf, tup);
		MemoryContextSetIdentifier(mcxt, pf->proname);
		src = SysCacheGetAttr(PROCOID, tup, Anum_pg_proc_prosrc, &isnull);
		if (isnull)
			elog(ERROR, "null prosrc for function %u", fn_oid);
		pf->prosrc = TextDatumGetCString(src);
		pf->code = plcuda_parse(pf->prosrc, pf->proname, NULL, NULL);
		if (!pf->code->needs_call_time)
			pf->source = plcuda_codegen(pf->code, &pf->sig);
	}
	PG_CATCH();
	{
		MemoryContextSwitchTo(old);
		ReleaseSysCache(tup);
		MemoryContextDelete(mcxt);
		PG_RE_THROW();
	}
	PG_END_TRY();
	MemoryContextSwitchTo(old);
	ReleaseSysCache(tup);
	return pf;
}

static PlcudaFunc *
lookup_func(Oid fn_oid)
{
	FuncEntry  *e;
	bool		found;
	HeapTuple	tup;

	e = hash_search(plcuda_funcs, &fn_oid, HASH_ENTER, &found);
	if (!found)
	{
		memset(&e->worker, 0, sizeof(e->worker));
		e->worker.in_fd = e->worker.res_fd = e->worker.log_fd = -1;
		e->func = NULL;
	}
	if (found && e->func)
	{
		tup = SearchSysCache1(PROCOID, ObjectIdGetDatum(fn_oid));
		if (!HeapTupleIsValid(tup))
			elog(ERROR, "cache lookup failed for function %u", fn_oid);
		if (e->func->fn_xmin == HeapTupleHeaderGetRawXmin(tup->t_data) &&
			ItemPointerEquals(&e->func->fn_tid, &tup->t_self))
		{
			ReleaseSysCache(tup);
			return e->func;
		}
		ReleaseSysCache(tup);
		/* the function changed: its program and worker are stale */
		plcuda_worker_stop(&e->worker);
		MemoryContextDelete(e->func->mcxt);
	}
	e->func = NULL;
	e->func = load_func(fn_oid, false);
	return e->func;
}

/* ---- helper SQL functions with the PL/CUDA function's arguments ---- */

static Datum
call_helper(Oid fn, FunctionCallInfo orig, bool *isnull)
{
	FmgrInfo	flinfo;
	FunctionCallInfo fc;
	int			nargs = orig->nargs;
	int			i;
	Datum		r;

	fmgr_info(fn, &flinfo);
	fc = palloc0(SizeForFunctionCallInfo(nargs));
	InitFunctionCallInfoData(*fc, &flinfo, nargs, orig->fncollation, NULL, NULL);
	for (i = 0; i < nargs; i++)
	{
		fc->args[i] = orig->args[i];
		if (orig->args[i].isnull && flinfo.fn_strict)
		{
			*isnull = true;
			return (Datum) 0;
		}
	}
	r = FunctionCallInvoke(fc);
	*isnull = fc->isnull;
	return r;
}

typedef struct SpliceArg
{
	PlcudaFunc *pf;
	FunctionCallInfo fcinfo;
} SpliceArg;

/* seed 001 #plcuda_include <function>: the text it returns for this call */
static char *
splice_include(const char *funcname, int lineno, bool nested, void *arg)
{
	SpliceArg  *sa = arg;
	Oid			fn = plcuda_helper_lookup(sa->pf, funcname, TEXTOID,
										  "#plcuda_include", lineno, nested);
	bool		isnull;
	Datum		d = call_helper(fn, sa->fcinfo, &isnull);

	if (isnull)
		return pstrdup("");
	return TextDatumGetCString(d);
}

static int64
launch_value(PlcudaFunc *pf, const PlcudaParam *p, int64 dflt,
			 FunctionCallInfo fcinfo, const char *directive)
{
	Oid			fn;
	bool		isnull;
	Datum		d;
	int64		v;

	if (!p->given)
		return dflt;
	if (p->func == NULL)
		return p->value;
	if (pf == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
				 errmsg("PL/CUDA: DO blocks cannot use directives that name SQL functions"),
				 errdetail("%s %s", directive, p->func)));
	fn = plcuda_helper_lookup(pf, p->func, INT8OID, directive, p->lineno,
							  false);
	d = call_helper(fn, fcinfo, &isnull);
	if (isnull)
		return dflt;
	v = DatumGetInt64(d);
	if (v < 0)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("PL/CUDA: %s returned a negative value", directive)));
	return v;
}

/* seed 000: constants or same-argument SQL functions returning bigint */
static void
compute_launch(PlcudaFunc *pf, const PlcudaCode *code, FunctionCallInfo fcinfo,
			   int64 *launch)
{
	static const char *const kdir[PLCUDA_NUM_KPARAMS] = {
		"#plcuda_num_threads", "#plcuda_shmem_unitsz",
		"#plcuda_shmem_blocksz", "#plcuda_kernel_blocksz"
	};
	static const int64 kdefault[PLCUDA_NUM_KPARAMS] = {1, 0, 0, 0};
	int			b, k;

	memset(launch, 0, sizeof(int64) * 16);
	launch[PLCUDA_L_RESULTS_BUFSZ] =
		launch_value(pf, &code->results_bufsz, 0, fcinfo, "#plcuda_results_bufsz");
	launch[PLCUDA_L_WORKING_BUFSZ] =
		launch_value(pf, &code->working_bufsz, 0, fcinfo, "#plcuda_working_bufsz");
	for (b = PLCUDA_BLOCK_PREP; b <= PLCUDA_BLOCK_POST; b++)
		for (k = 0; k < PLCUDA_NUM_KPARAMS; k++)
			launch[PLCUDA_L_KPARAM(b, k)] =
				launch_value(pf, &code->kparam[b][k], kdefault[k], fcinfo, kdir[k]);
}

/* ---- the handlers ---- */

/*
 * #plcuda_include "x.h" names one of the device headers kforge ships; any
 * other is an ERROR that says which exist, rather than nvcc's own message.
 */
static void
check_headers(const PlcudaCode *code)
{
	char	   *dir = NULL;
	ListCell   *lc;

	foreach(lc, code->headers)
	{
		const char *h = lfirst(lc);
		char	   *path;

		if (dir == NULL)
			dir = plcuda_include_dir();
		path = psprintf("%s/%s", dir, h);
		if (strchr(h, '/') != NULL || access(path, R_OK) != 0)
			ereport(ERROR,
					(errcode(ERRCODE_UNDEFINED_FILE),
					 errmsg("PL/CUDA: #plcuda_include \"%s\": no such PL/CUDA device header", h),
					 errdetail("The device headers are cuda_mathlib.h, cuda_matrix.h, cuda_numeric.h and cuda_timelib.h (share/extension/plcuda)."),
					 errhint("PG-Strom's other runtime headers (such as cuda_textlib.h) are not provided; put what you need in #plcuda_decl.")));
		pfree(path);
	}
}

static const char *
binary_for(PlcudaFunc *pf, const char *source, bool cache_in_func,
		   const PlcudaWorker *w)
{
	char	   *bin;

	/* a warm worker runs it already: no need to look at the file */
	if (cache_in_func && pf->binary && w && w->pid > 0 &&
		strcmp(w->binary, pf->binary) == 0)
		return pf->binary;
	if (cache_in_func && pf->binary && access(pf->binary, X_OK) == 0)
		return pf->binary;
	check_headers(pf->code);
	bin = plcuda_build(source, pf->code->libraries, pf->sig.label);
	if (cache_in_func)
		pf->binary = MemoryContextStrdup(pf->mcxt, bin);
	return bin;
}

static PlcudaWorker *
worker_for(PlcudaFunc *pf, const PlcudaCode *code)
{
	FuncEntry  *e;

	/* call-time includes make a program per call: nothing to keep warm */
	if (!plcuda_warm_workers || plcuda_max_warm_workers == 0 ||
		code->needs_call_time || pf->code->needs_call_time)
		return NULL;
	e = hash_search(plcuda_funcs, &pf->fn_oid, HASH_FIND, NULL);
	if (e == NULL)
		return NULL;
	/* this one is the most recent, so the others go first */
	e->worker.last_used = ++warm_clock;
	trim_workers(e->worker.pid > 0 ? plcuda_max_warm_workers
				 : plcuda_max_warm_workers - 1);
	return &e->worker;
}

static Datum
call_plcuda(PlcudaFunc *pf, FunctionCallInfo fcinfo)
{
	PlcudaCode *code = pf->code;
	const char *source = pf->source;
	const char *bin;
	PlcudaWorker *worker;
	Datum	   *args = palloc(sizeof(Datum) * Max(pf->sig.nargs, 1));
	bool	   *nulls = palloc(sizeof(bool) * Max(pf->sig.nargs, 1));
	int64		launch[16];
	bool		isnull;
	bool		fallback;
	Datum		r;
	int			i;

	/* seed 001 #plcuda_sanity_check: false means ERROR, before any GPU work */
	if (code->sanity_check)
	{
		Oid			fn = plcuda_helper_lookup(pf, code->sanity_check, BOOLOID,
											  "#plcuda_sanity_check",
											  code->sanity_check_line, false);
		Datum		ok = call_helper(fn, fcinfo, &isnull);

		if (isnull || !DatumGetBool(ok))
			ereport(ERROR,
					(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					 errmsg("PL/CUDA: sanity check %s rejected the arguments of %s",
							format_procedure(fn), pf->sig.signature)));
	}
	if (code->needs_call_time)
	{
		SpliceArg	sa = {pf, fcinfo};

		code = plcuda_parse(pf->prosrc, pf->proname, splice_include, &sa);
		source = plcuda_codegen(code, &pf->sig);
	}
	worker = worker_for(pf, code);
	bin = binary_for(pf, source, !pf->code->needs_call_time, worker);
	if (code->kernel_mode)
		compute_launch(pf, code, fcinfo, launch);

	for (i = 0; i < pf->sig.nargs; i++)
	{
		args[i] = fcinfo->args[i].value;
		nulls[i] = fcinfo->args[i].isnull;
	}
	r = plcuda_exec_call(bin, pf->proname, pf->sig.nargs, pf->sig.args,
						 args, nulls, &pf->sig.ret,
						 code->kernel_mode ? launch : NULL,
						 worker, &isnull, &fallback);
	if (fallback)
	{
		Oid			fn;

		if (code->cpu_fallback == NULL)
			ereport(ERROR,
					(errcode(ERRCODE_EXTERNAL_ROUTINE_EXCEPTION),
					 errmsg("PL/CUDA program of function \"%s\" asked for the CPU fallback, but the function has no #plcuda_cpu_fallback",
							pf->proname),
					 errhint("A kernel-mode function asks for it when there is no GPU.")));
		fn = plcuda_helper_lookup(pf, code->cpu_fallback, pf->sig.ret.typoid,
								  "#plcuda_cpu_fallback",
								  code->cpu_fallback_line, false);
		r = call_helper(fn, fcinfo, &isnull);
	}
	/* a domain result is checked as plpgsql checks it */
	if (pf->sig.ret.typoid != pf->sig.ret.basetype)
		domain_check(r, isnull, pf->sig.ret.typoid, NULL, NULL);
	fcinfo->isnull = isnull;
	return r;
}

static void
plcuda_error_context(void *arg)
{
	const char *name = arg;

	errcontext("PL/CUDA function \"%s\"", name);
}

Datum
plcuda_call_handler(PG_FUNCTION_ARGS)
{
	Oid			fn_oid = fcinfo->flinfo->fn_oid;
	PlcudaFunc *pf;
	ErrorContextCallback ecb;
	Datum		r;

	if (sweep_needed)
		sweep_workers();
	pf = lookup_func(fn_oid);

	if (CALLED_AS_TRIGGER(fcinfo) || CALLED_AS_EVENT_TRIGGER(fcinfo))
		ereport(ERROR,
				(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
				 errmsg("PL/CUDA functions cannot be triggers")));
	ecb.callback = plcuda_error_context;
	ecb.arg = pf->proname;
	ecb.previous = error_context_stack;
	error_context_stack = &ecb;
	r = call_plcuda(pf, fcinfo);
	error_context_stack = ecb.previous;
	return r;
}

Datum
plcuda_validator(PG_FUNCTION_ARGS)
{
	Oid			fn_oid = PG_GETARG_OID(0);
	PlcudaFunc *pf;
	ErrorContextCallback ecb;

	if (!CheckFunctionValidatorAccess(fcinfo->flinfo->fn_oid, fn_oid))
		PG_RETURN_VOID();
	/* parse and type-check always; build unless check_function_bodies is off */
	pf = load_func(fn_oid, true);
	ecb.callback = plcuda_error_context;
	ecb.arg = pf->proname;
	ecb.previous = error_context_stack;
	error_context_stack = &ecb;
	/* directive functions: resolved now, with the definer's search_path */
	plcuda_helpers_record(pf);
	if (check_function_bodies)
		check_headers(pf->code);
	if (check_function_bodies && pf->source)
		(void) plcuda_build(pf->source, pf->code->libraries, pf->sig.label);
	error_context_stack = ecb.previous;
	MemoryContextDelete(pf->mcxt);
	PG_RETURN_VOID();
}

Datum
plcuda_inline_handler(PG_FUNCTION_ARGS)
{
	InlineCodeBlock *cb = (InlineCodeBlock *) DatumGetPointer(PG_GETARG_DATUM(0));
	MemoryContext mcxt = AllocSetContextCreate(CurrentMemoryContext,
											   "PL/CUDA inline code",
											   ALLOCSET_SMALL_SIZES);
	MemoryContext old = MemoryContextSwitchTo(mcxt);
	PlcudaCode *code;
	PlcudaSig	sig = {0};
	char	   *source;
	char	   *bin;
	bool		isnull, fallback;
	int64		launch[16] = {0};

	sig.label = "inline_code_block";
	sig.signature = "DO block";
	sig.nargs = 0;
	plcuda_type_lookup(VOIDOID, true, "return type", &sig.ret);
	code = plcuda_parse(cb->source_text, sig.label, NULL, NULL);
	if (code->needs_call_time || code->sanity_check || code->cpu_fallback)
		ereport(ERROR,
				(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
				 errmsg("PL/CUDA: DO blocks cannot use directives that name SQL functions")));
	if (code->kernel_mode)
		compute_launch(NULL, code, NULL, launch);
	source = plcuda_codegen(code, &sig);
	bin = plcuda_build(source, code->libraries, sig.label);
	(void) plcuda_exec_call(bin, sig.label, 0, NULL, NULL, NULL, &sig.ret,
							launch, NULL, &isnull, &fallback);
	if (fallback)
		ereport(ERROR,
				(errcode(ERRCODE_EXTERNAL_ROUTINE_EXCEPTION),
				 errmsg("PL/CUDA DO block asked for the CPU fallback, which DO blocks cannot have"),
				 errhint("A kernel-mode block asks for it when there is no GPU.")));
	MemoryContextSwitchTo(old);
	MemoryContextDelete(mcxt);
	PG_RETURN_VOID();
}

/* seed 000/001: plcuda_function_source(regproc) returns the generated code */
Datum
plcuda_function_source(PG_FUNCTION_ARGS)
{
	Oid			fn_oid = PG_GETARG_OID(0);
	HeapTuple	tup = SearchSysCache1(PROCOID, ObjectIdGetDatum(fn_oid));
	Oid			lang;
	Oid			plcuda_lang = get_language_oid("plcuda", false);
	PlcudaFunc *pf;
	text	   *result;

	if (!HeapTupleIsValid(tup))
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_FUNCTION),
				 errmsg("function with OID %u does not exist", fn_oid)));
	lang = ((Form_pg_proc) GETSTRUCT(tup))->prolang;
	ReleaseSysCache(tup);
	if (lang != plcuda_lang)
		ereport(ERROR,
				(errcode(ERRCODE_WRONG_OBJECT_TYPE),
				 errmsg("function %s is not a PL/CUDA function",
						format_procedure(fn_oid))));
	pf = load_func(fn_oid, false);
	result = cstring_to_text(pf->source ? pf->source
							 : plcuda_codegen(pf->code, &pf->sig));
	MemoryContextDelete(pf->mcxt);
	PG_RETURN_TEXT_P(result);
}

Datum
plcuda_cache_clear_sql(PG_FUNCTION_ARGS)
{
	/*
	 * This backend's warm workers run binaries that are about to go, and a
	 * call that finds its worker running does not look at the file: stop
	 * them, so that the next calls rebuild.
	 */
	plcuda_proc_exit(0, (Datum) 0);
	PG_RETURN_INT32(plcuda_cache_clear());
}

/*
 * Event trigger on sql_drop: when functions were dropped, remove the
 * binaries of this database that no PL/CUDA function builds any more.
 * (Functions with call-time includes have no fixed binary; theirs go too
 * and are rebuilt at the next call.)
 */
/* the binary name of function fn, or NULL; errors are contained */
static char *
binary_name_of(Oid fn)
{
	MemoryContext old = CurrentMemoryContext;
	ResourceOwner owner = CurrentResourceOwner;
	char	   *volatile name = NULL;

	/* a subtransaction, as PL/Python does, so a failure is rolled back */
	BeginInternalSubTransaction(NULL);
	MemoryContextSwitchTo(old);
	PG_TRY();
	{
		PlcudaFunc *pf = load_func(fn, false);

		if (pf->source)
			name = plcuda_binary_name(pf->source, pf->code->libraries);
		MemoryContextDelete(pf->mcxt);
		ReleaseCurrentSubTransaction();
		MemoryContextSwitchTo(old);
		CurrentResourceOwner = owner;
	}
	PG_CATCH();
	{
		/* a function that does not parse any more keeps no binary */
		MemoryContextSwitchTo(old);
		FlushErrorState();
		RollbackAndReleaseCurrentSubTransaction();
		MemoryContextSwitchTo(old);
		CurrentResourceOwner = owner;
		name = NULL;
	}
	PG_END_TRY();
	return name;
}

Datum
plcuda_sql_drop(PG_FUNCTION_ARGS)
{
	List	   *fns = NIL;
	List	   *keep = NIL;
	ListCell   *lc;
	bool		any;
	uint64		i;

	if (!CALLED_AS_EVENT_TRIGGER(fcinfo))
		elog(ERROR, "plcuda_sql_drop: not fired by an event trigger");
	if (plcuda_nvcc_path() == NULL)
		PG_RETURN_NULL();
	if (SPI_connect() != SPI_OK_CONNECT)
		elog(ERROR, "plcuda: SPI_connect failed");
	if (SPI_execute("SELECT 1 FROM pg_catalog.pg_event_trigger_dropped_objects() "
					"WHERE object_type IN ('function', 'procedure') LIMIT 1",
					true, 0) != SPI_OK_SELECT)
		elog(ERROR, "plcuda: SPI_execute failed");
	any = SPI_processed > 0;
	if (any)
	{
		if (SPI_execute("SELECT p.oid FROM pg_catalog.pg_proc p "
						"JOIN pg_catalog.pg_language l ON l.oid = p.prolang "
						"WHERE l.lanname = 'plcuda'", true, 0) != SPI_OK_SELECT)
			elog(ERROR, "plcuda: SPI_execute failed");
		for (i = 0; i < SPI_processed; i++)
		{
			bool		isnull;
			Datum		d = SPI_getbinval(SPI_tuptable->vals[i],
										  SPI_tuptable->tupdesc, 1, &isnull);

			fns = lappend_oid(fns, DatumGetObjectId(d));
		}
	}
	SPI_finish();
	if (!any)
		PG_RETURN_NULL();
	foreach(lc, fns)
	{
		char	   *name = binary_name_of(lfirst_oid(lc));

		if (name)
			keep = lappend(keep, name);
	}
	(void) plcuda_cache_gc(keep);
	PG_RETURN_NULL();
}
