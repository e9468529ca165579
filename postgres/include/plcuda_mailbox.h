/*
 * plcuda_mailbox.h: the shared-memory mailbox between a backend and its
 * warm worker (plcuda.warm_workers).
 *
 * Contract.  A warm worker is started with "--warm --mailbox" and finds on
 * fd PLCUDA_MAILBOX_FD an anonymous shared file (memfd) of mb->size bytes
 * that the backend created for it alone.  One call:
 *
 *   backend  writes the call stream of plcuda_host.h (header, argument
 *            headers, argument buffer) at PLCUDA_MB_DATA(mb), or, when it
 *            is larger than PLCUDA_MB_CAPACITY(mb), sets in_where =
 *            PLCUDA_MB_IN_PIPE and writes it on the worker's stdin as a
 *            cold call does; then posts call_seq + 1.
 *   worker   copies the arguments out, runs the call, and answers:
 *            PLCUDA_MB_ANSWER_SHM: a value or NULL frame (uint32 kind,
 *            uint32 pad, uint64 len, bytes) at PLCUDA_MB_DATA(mb);
 *            PLCUDA_MB_ANSWER_PIPE: the frame went to fd 3 (too large for
 *            the mailbox, or an error frame, or the arguments came on the
 *            pipe); PLCUDA_MB_EXITED: the program is ending (exit(),
 *            EEXIT) and the backend collects the rest from the pipes.
 *            Then it posts done_seq = call_seq.
 *
 * A side that waits spins for up to spin_ns (plcuda.warm_spin; with a
 * core each, the other side answers within a few microseconds, and then
 * no system call is made at all), and then sleeps in futex(2) on the word
 * it waits for, after raising its `sleeps` flag; the poster wakes it only
 * when that flag is up.  Spinning pays only while the other side runs on
 * another core: a side that spins on the core the other needs only keeps
 * it off (on a loaded 2-core machine a blind 50 us spin made a call cost
 * 0.5 ms).  So each poster records the core it posted from, and a waiter
 * spins only when the other side is awake (its `sleeps` flag down) and
 * was last on another core than the waiter's own.
 *
 * The worker runs the user's code, which can write anywhere in its memory,
 * the mailbox included: the backend reads every field once, into a local,
 * and checks it (lengths against the capacity, kinds) before using it.
 * Death, cancel and timeouts stay the process module's business
 * (plcuda_proc.h): the backend sleeps at most PLCUDA_POLL_MS at a time.
 *
 * Shared by the backend (C, PostgreSQL's build) and every program (C or
 * CUDA C++): plain C, static inline functions only.
 */
#ifndef PLCUDA_MAILBOX_H
#define PLCUDA_MAILBOX_H

#include <sched.h>
#include <stdint.h>
#include <time.h>
#include <unistd.h>
#include <linux/futex.h>
#include <sys/syscall.h>

#define PLCUDA_MAILBOX_FD		4
#define PLCUDA_MAILBOX_MAGIC	0x424d4c50u	/* "PLMB" */
#define PLCUDA_MAILBOX_SIZE		(1024 * 1024)
#define PLCUDA_MB_HEADER		256
#define PLCUDA_MB_DATA(mb)		(((char *) (mb)) + PLCUDA_MB_HEADER)
#define PLCUDA_MB_CAPACITY(mb)	((uint64_t) (mb)->size - PLCUDA_MB_HEADER)

#define PLCUDA_MB_IN_SHM		0
#define PLCUDA_MB_IN_PIPE		1

#define PLCUDA_MB_ANSWER_SHM	0
#define PLCUDA_MB_ANSWER_PIPE	1
#define PLCUDA_MB_EXITED		2

/* the frame kinds an answer in the mailbox may have (plcuda_host.h) */
#define PLCUDA_MB_KIND_VALUE	0
#define PLCUDA_MB_KIND_NULL		1

typedef struct plcuda_mailbox
{
	uint32_t	magic;
	uint32_t	size;			/* of the whole mapping */
	uint32_t	pad0[14];
	/* cache line 1: backend -> worker */
	uint32_t	call_seq;		/* futex word: the backend posts a call */
	uint32_t	worker_sleeps;
	uint32_t	in_where;		/* PLCUDA_MB_IN_* */
	uint32_t	pad1;
	uint64_t	in_len;			/* bytes of the call stream at DATA */
	int64_t		spin_ns;		/* plcuda.warm_spin: how long each side spins */
	int32_t		backend_cpu;	/* where the backend last posted from */
	uint32_t	pad1b[7];
	/* cache line 2: worker -> backend */
	uint32_t	done_seq;		/* futex word: the worker answered */
	uint32_t	backend_sleeps;
	uint32_t	answer;			/* PLCUDA_MB_ANSWER_*, PLCUDA_MB_EXITED */
	uint32_t	pad2;
	uint64_t	out_len;		/* bytes of the result frame at DATA */
	int32_t		worker_cpu;		/* where the worker last posted from */
	uint32_t	pad2b[9];
} plcuda_mailbox;

static inline void
plcuda_mb_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
	__builtin_ia32_pause();
#elif defined(__aarch64__)
	__asm__ __volatile__("yield");
#endif
}

static inline long
plcuda_mb_elapsed_ns(const struct timespec *t0)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (long) (t.tv_sec - t0->tv_sec) * 1000000000L +
		(long) (t.tv_nsec - t0->tv_nsec);
}

/*
 * Wait until *word differs from `old`: spin up to spin_ns when the other
 * side is awake (*other_sleeps 0) and last posted from another core than
 * this one (*other_cpu), never on a machine with one core; then sleep in
 * futex(2) for at most timeout_ms (0: no limit).  Returns 1 when the word changed, 0 when the sleep ended
 * without a change (time out, a signal): the caller looks at what else
 * may have happened and waits again.
 */
/* the core this process runs on (vDSO or rseq: no system call) */
static inline int32_t
plcuda_mb_cpu(void)
{
	return (int32_t) sched_getcpu();
}

static inline int
plcuda_mb_wait(uint32_t *word, uint32_t old, uint32_t *sleeps,
			   long spin_ns, int timeout_ms,
			   const uint32_t *other_sleeps, const int32_t *other_cpu)
{
	static long ncpu = 0;
	struct timespec t0;
	struct timespec ts;
	unsigned	n = 0;

	if (ncpu == 0)
		ncpu = sysconf(_SC_NPROCESSORS_ONLN);
	if (ncpu > 1 && spin_ns > 0 &&
		__atomic_load_n(other_sleeps, __ATOMIC_RELAXED) == 0 &&
		__atomic_load_n(other_cpu, __ATOMIC_RELAXED) != plcuda_mb_cpu())
	{
		clock_gettime(CLOCK_MONOTONIC, &t0);
		while (__atomic_load_n(word, __ATOMIC_ACQUIRE) == old)
		{
			if ((++n & 31) == 0 && plcuda_mb_elapsed_ns(&t0) >= spin_ns)
				break;
			plcuda_mb_relax();
		}
	}
	if (__atomic_load_n(word, __ATOMIC_ACQUIRE) != old)
		return 1;
	__atomic_store_n(sleeps, 1, __ATOMIC_SEQ_CST);
	if (__atomic_load_n(word, __ATOMIC_SEQ_CST) == old)
	{
		ts.tv_sec = timeout_ms / 1000;
		ts.tv_nsec = (long) (timeout_ms % 1000) * 1000000L;
		(void) syscall(SYS_futex, word, FUTEX_WAIT, old,
					   timeout_ms > 0 ? &ts : NULL, NULL, 0);
	}
	__atomic_store_n(sleeps, 0, __ATOMIC_SEQ_CST);
	return __atomic_load_n(word, __ATOMIC_ACQUIRE) != old;
}

/* set *word to `value`, noting this core in *my_cpu; wake the waiter if it sleeps */
static inline void
plcuda_mb_post(uint32_t *word, uint32_t value, uint32_t *sleeps,
			   int32_t *my_cpu)
{
	__atomic_store_n(my_cpu, plcuda_mb_cpu(), __ATOMIC_RELAXED);
	__atomic_store_n(word, value, __ATOMIC_SEQ_CST);
	if (__atomic_load_n(sleeps, __ATOMIC_SEQ_CST))
		(void) syscall(SYS_futex, word, FUTEX_WAKE, 1, NULL, NULL, 0);
}

#endif							/* PLCUDA_MAILBOX_H */
