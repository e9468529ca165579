/*
 * plcuda_exec.c: the argument/result protocol, backend side.
 */
#include "postgres.h"

#include <sys/wait.h>

#include "mb/pg_wchar.h"

#include "plcuda_exec.h"
#include "plcuda_proc.h"

/* mirrors plcuda_call_header / plcuda_arg_header of plcuda_host.h */
typedef struct CallHeader
{
	char		magic[8];
	uint32		nargs;
	uint32		flags;
	uint64		total;
	int64		launch[16];
} CallHeader;

typedef struct ArgHeader
{
	uint32		isnull;
	uint32		pad;
	uint64		offset;
	uint64		len;
} ArgHeader;

typedef struct ResultHeader
{
	uint32		kind;
	uint32		pad;
	uint64		len;
} ResultHeader;

StaticAssertDecl(sizeof(CallHeader) == 152, "protocol header size");
StaticAssertDecl(sizeof(ArgHeader) == 24, "protocol arg header size");

/* the program's output, made safe to show: valid encoding, no NULs */
static char *
clean_log(StringInfo log)
{
	char	   *s;
	int			i;

	plcuda_log_finish(log);
	s = log->data;
	for (i = 0; i < log->len; i++)
		if (s[i] == '\0')
			s[i] = '?';
	if (!pg_verifymbstr(s, log->len, true))
		for (i = 0; i < log->len; i++)
			if ((unsigned char) s[i] >= 0x80)
				s[i] = '?';
	while (log->len > 0 && (s[log->len - 1] == '\n' || s[log->len - 1] == '\r'))
		s[--log->len] = '\0';
	return s;
}

#define errdetail_log(log) \
	((log)->len > 0 ? errdetail("Program output:\n%s", (log)->data) : 0)

/* a program that ran out of memory: say what limited it */
static int
errhint_memory(void)
{
	if (plcuda_max_memory > 0)
		return errhint("plcuda.max_memory limits each PL/CUDA program to %d MB.",
					   plcuda_max_memory);
	return 0;
}

Datum
plcuda_exec_call(const char *binary, const char *fname,
				 int nargs, const PlcudaType *argtypes,
				 const Datum *args, const bool *argnulls,
				 const PlcudaType *rettype, const int64 *launch,
				 PlcudaWorker *worker, bool *isnull, bool *fallback)
{
	StringInfoData data;
	StringInfoData input;
	StringInfoData result;
	StringInfoData log;
	CallHeader	ch;
	ArgHeader  *ah = palloc0(sizeof(ArgHeader) * Max(nargs, 1));
	PlcudaProcSpec spec = {0};
	char	   *argv[2];
	int			status;
	int			i;
	ResultHeader rh;
	bool		have_result = false;

	*isnull = false;
	*fallback = false;
	initStringInfo(&data);
	for (i = 0; i < nargs; i++)
	{
		/* 16-byte alignment: any C type, vector loads, CUDA's liking */
		while (data.len % 16 != 0)
			appendStringInfoChar(&data, '\0');
		ah[i].offset = data.len;
		ah[i].isnull = argnulls[i] ? 1 : 0;
		if (!argnulls[i])
			plcuda_type_put(&argtypes[i], args[i], &data);
		else
			plcuda_type_put_null(&argtypes[i], &data);
		ah[i].len = data.len - ah[i].offset;
	}
	memset(&ch, 0, sizeof(ch));
	memcpy(ch.magic, "PLCUDA1", 8);
	ch.nargs = nargs;
	ch.total = data.len;
	if (launch)
		memcpy(ch.launch, launch, sizeof(ch.launch));

	initStringInfo(&input);
	appendBinaryStringInfo(&input, (char *) &ch, sizeof(ch));
	appendBinaryStringInfo(&input, (char *) ah, sizeof(ArgHeader) * nargs);
	appendBinaryStringInfo(&input, data.data, data.len);
	pfree(data.data);

	initStringInfo(&result);
	initStringInfo(&log);
	if (worker)
	{
		/* a worker of another build (cache cleared, arch changed) goes */
		if (worker->pid > 0 &&
			(strcmp(worker->binary, binary) != 0 ||
			 worker->max_memory != (int64) plcuda_max_memory * 1024 * 1024))
			plcuda_worker_stop(worker);
		/* one that died while idle is reaped here and replaced below */
		if (worker->pid > 0)
			(void) plcuda_worker_alive(worker);
		if (worker->pid <= 0)
			plcuda_worker_start(worker, binary);
		(void) plcuda_worker_call(worker, input.data, input.len,
								  &result, &log, &status);
	}
	else
	{
		argv[0] = (char *) binary;
		argv[1] = NULL;
		spec.argv = argv;
		spec.input = input.data;
		spec.input_len = input.len;
		spec.max_memory = (int64) plcuda_max_memory * 1024 * 1024;
		status = plcuda_proc_run(&spec, &result, &log);
	}
	pfree(input.data);
	clean_log(&log);

	if (result.len >= (int) sizeof(rh))
	{
		memcpy(&rh, result.data, sizeof(rh));
		have_result = (rh.len == result.len - sizeof(rh));
	}
	/* exit(1) is NULL whether or not the NULL frame was sent (seed 001) */

	if (WIFEXITED(status) && WEXITSTATUS(status) == 0 && have_result &&
		rh.kind == 0)
		return plcuda_type_get(rettype, result.data + sizeof(rh), rh.len);
	if (WIFEXITED(status) && WEXITSTATUS(status) == 1)
	{
		*isnull = true;
		return (Datum) 0;
	}
	if (WIFEXITED(status) && WEXITSTATUS(status) == 4 && !have_result)
	{
		*fallback = true;
		return (Datum) 0;
	}
	if (WIFEXITED(status) && WEXITSTATUS(status) == 2 && have_result &&
		(rh.kind == 2 || rh.kind == 3))
	{
		StringInfoData msg;

		initStringInfo(&msg);
		appendBinaryStringInfo(&msg, result.data + sizeof(rh), rh.len);
		clean_log(&msg);
		ereport(ERROR,
				(errcode(ERRCODE_EXTERNAL_ROUTINE_EXCEPTION),
				 errmsg("%s", msg.data),
				 errdetail_log(&log),
				 rh.kind == 3 ?
				 errhint("This server has no CUDA device or no CUDA driver. Run it where a GPU is, or have the program call PLCUDA_CPU_FALLBACK() and name a #plcuda_cpu_fallback function.") :
				 strstr(msg.data, "out of memory") ? errhint_memory() : 0));
	}
	if (WIFEXITED(status) && WEXITSTATUS(status) == PLCUDA_EXIT_BAD_RESULT)
		ereport(ERROR,
				(errcode(ERRCODE_EXTERNAL_ROUTINE_EXCEPTION),
				 errmsg("PL/CUDA program of function \"%s\" returned a value longer than the memory behind it",
						fname),
				 errdetail_log(&log),
				 errhint("Check the length given to SET_VARSIZE or plcuda_alloc_varlena: VARSIZE counts the 4-byte header and the data, and no more.")));
	if (WIFEXITED(status) && WEXITSTATUS(status) == 3)
		ereport(ERROR,
				(errcode(ERRCODE_EXTERNAL_ROUTINE_EXCEPTION),
				 errmsg("PL/CUDA program of function \"%s\" broke off its exchange with the backend",
						fname),
				 errdetail_log(&log),
				 errhint("The program must not read its standard input or write to file descriptor 3 itself.")));
	if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
		ereport(ERROR,
				(errcode(ERRCODE_EXTERNAL_ROUTINE_EXCEPTION),
				 errmsg("PL/CUDA program of function \"%s\" exited without returning a result",
						fname),
				 errdetail_log(&log),
				 errhint("Return a value from the #plcuda_begin block, or exit(1) for NULL.")));
	ereport(ERROR,
			(errcode(ERRCODE_EXTERNAL_ROUTINE_EXCEPTION),
			 errmsg("PL/CUDA program of function \"%s\" %s", fname,
					plcuda_proc_describe_status(status)),
			 errdetail_log(&log),
			 WIFSIGNALED(status) ? errhint_memory() : 0));
	return (Datum) 0;			/* keep the compiler quiet */
}
