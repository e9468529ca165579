/*
 * plcuda_worker.h: warm workers, PL/CUDA programs kept running between
 * calls (plcuda.warm_workers).
 *
 * Contract.  A warm worker (issue 6, beyond PG-Strom) is the program
 * started once with "--warm" and kept; each call hands it one argument
 * stream and gets one result frame back, so repeated calls pay no process
 * start and no CUDA context creation.  The stream and the frame go through
 * a shared-memory mailbox (include/plcuda_mailbox.h: a short spin, then
 * futex) when they fit in it, and through the pipes otherwise;
 * errors and the worker's end always come through the pipes and wait(2).
 *
 * plcuda_worker_call() returns true when a frame came back and the worker
 * lives on (*status is then 0 for a value, 1<<8 for NULL, as if it had
 * exited); false when the worker ended, with its wait status in *status
 * and what it wrote in result/log.  A cancel or an ERROR during the call
 * stops the worker (its group and tree killed, it reaped) before it
 * propagates: the process rules of plcuda_proc.h hold for workers too.
 *
 * Memory: the worker's mailbox is mapped in the backend while the worker
 * runs and unmapped by plcuda_worker_stop(); result and log grow in
 * CurrentMemoryContext.
 */
#ifndef PLCUDA_WORKER_H
#define PLCUDA_WORKER_H

#include "plcuda_proc.h"

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
	void	   *mailbox;		/* include/plcuda_mailbox.h, or NULL */
	uint32		seq;			/* the last call posted there */
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

/*
 * plcuda.warm_spin (microseconds, default 50; 0: none): how long the
 * backend and a warm worker spin on the mailbox before they sleep in
 * futex(2), when the other side is awake on another core
 * (include/plcuda_mailbox.h).  bench/plcuda/run.sh prints the warm call
 * with 0 and with 50.
 */
extern int	plcuda_warm_spin;

#endif							/* PLCUDA_WORKER_H */
