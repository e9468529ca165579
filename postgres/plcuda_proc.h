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

/* "exited with status 3", "terminated by signal 11: Segmentation fault" */
extern char *plcuda_proc_describe_status(int status);

/*
 * The pieces plcuda_worker.c shares with plcuda_proc_run, for its warm
 * workers.  plcuda_proc_child_exec: the child side of the fork (never
 * returns); mb_fd, when >= 0, becomes the child's PLCUDA_MAILBOX_FD.
 * plcuda_proc_kill_and_reap: the child's group and tree killed, the child
 * reaped.  plcuda_proc_drain: read what `fd` holds into `buf` (NULL:
 * discard; limit: keep that much, cut as the log is; frame: result
 * frames, their length checked first); false at end of file.
 * plcuda_proc_child_ended: reaped (status in *status) and its group
 * killed.  plcuda_proc_wait: wait for the child, killing it on a cancel.
 */
/* poll rounds spent draining pipes after the child has been reaped */
#define PLCUDA_DRAIN_ROUNDS		(1000 / PLCUDA_POLL_MS)

extern void plcuda_proc_child_exec(const PlcudaProcSpec *spec, pid_t parent,
								   int in_rd, int res_wr, int log_wr,
								   int mb_fd) pg_attribute_noreturn();
extern void plcuda_proc_set_nonblock(int fd);
extern void plcuda_proc_close_fd(int *fd);
extern void plcuda_proc_kill_and_reap(pid_t pid);
extern bool plcuda_proc_drain(int fd, StringInfo buf, size_t limit, bool frame);
extern bool plcuda_proc_frame_complete(StringInfo buf);
extern bool plcuda_proc_child_ended(pid_t pid, int *status);
extern int	plcuda_proc_wait(pid_t pid);

#endif							/* PLCUDA_PROC_H */
