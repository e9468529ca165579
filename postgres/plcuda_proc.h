/*
 * plcuda_proc.h: run a child program from a backend, safely.
 *
 * Contract.  plcuda_proc_run() forks and execs argv[0] (no shell, ever:
 * DESIGN.md lists "library names passed to a shell" among the faults of the
 * original), feeds `input` to the child's stdin, collects what the child
 * writes on fd 3 into `result` (when non-NULL) and what it writes on stdout
 * and stderr into `log` (at most PLCUDA_LOG_MAX bytes kept: the first half
 * and the end), and waits for
 * it.  It returns the wait(2) status.
 *
 *  - The child runs in its own process group with PR_SET_PDEATHSIG, default
 *    signal dispositions and an empty signal mask.
 *  - The child is a child subreaper.  A query cancel, statement_timeout or
 *    backend termination kills its whole group and every descendant found
 *    in /proc (also those that called setsid()) with SIGKILL, reaps it, and
 *    then raises the usual ERROR / FATAL: the wait loop polls every PLCUDA_POLL_MS, so the child is gone
 *    well inside one second (issue 6).
 *  - Any ERROR thrown while the child runs kills and reaps it first: no
 *    zombie and no orphan survives a call, whatever happens.
 *
 * Memory: result and log are the caller's StringInfos, grown in
 * CurrentMemoryContext.
 */
#ifndef PLCUDA_PROC_H
#define PLCUDA_PROC_H

#include "lib/stringinfo.h"

#define PLCUDA_LOG_MAX		(64 * 1024)
#define PLCUDA_POLL_MS		50

typedef struct PlcudaProcSpec
{
	char	  **argv;			/* argv[0] is the absolute program path */
	const char *tmpdir;			/* TMPDIR for the child, or NULL */
	const char *input;			/* bytes for stdin (may be NULL) */
	size_t		input_len;
	int64		max_memory;		/* RLIMIT_DATA of the child in bytes; 0: none */
} PlcudaProcSpec;

/*
 * plcuda.max_memory (MB; 0: no limit): the RLIMIT_DATA of PL/CUDA programs
 * (not of nvcc).  RLIMIT_DATA rather than RLIMIT_AS: it counts the heap and
 * private writable mappings, which is what a program allocates, but not the
 * address space the CUDA driver reserves without using it.
 */
extern int	plcuda_max_memory;

/*
 * A result frame whose declared length is over MaxAllocSize (1 GB, the
 * most a PostgreSQL value can hold) is an ERROR as soon as its header
 * arrives; it is never read, truncated or wrapped.
 */

extern int	plcuda_proc_run(const PlcudaProcSpec *spec,
							StringInfo result, StringInfo log);

/*
 * A log over PLCUDA_LOG_MAX keeps its first half and its last bytes;
 * plcuda_log_finish() puts a "[... N bytes of output cut ...]" line between
 * them (nothing to do for a log that was not cut).
 */
extern void plcuda_log_finish(StringInfo log);

/*
 * A warm worker (issue 6, beyond PG-Strom): the program started once with
 * "--warm" and kept; each call writes one argument stream and reads one
 * result frame, so repeated calls pay no process start and no CUDA context
 * creation.  plcuda_worker_call() returns true when a frame came back and
 * the worker lives on (*status is then 0 for a value, 1<<8 for NULL, as if
 * it had exited); false when the worker ended, with its wait status in
 * *status and what it wrote in result/log.  A cancel or an ERROR during the
 * call stops the worker (killed and reaped) before it propagates.
 */
typedef struct PlcudaWorker
{
	pid_t		pid;			/* 0: not running */
	int			in_fd;
	int			res_fd;
	int			log_fd;
	char		binary[1024];
	int64		max_memory;		/* the limit it was started with */
	bool		log_pending;	/* output after its last answer, to drop */
	uint64		last_used;
} PlcudaWorker;

extern void plcuda_worker_start(PlcudaWorker *w, const char *binary);
extern bool plcuda_worker_call(PlcudaWorker *w, const char *input, size_t len,
							   StringInfo result, StringInfo log, int *status);
extern void plcuda_worker_stop(PlcudaWorker *w);

/*
 * Is the idle worker still running?  One that ended between calls (killed,
 * out of memory) is reaped and its pipes closed, so that the next call
 * starts a fresh one instead of failing.
 */
extern bool plcuda_worker_alive(PlcudaWorker *w);

/* "exited with status 3", "terminated by signal 11: Segmentation fault" */
extern char *plcuda_proc_describe_status(int status);

#endif							/* PLCUDA_PROC_H */
