/*
 * plcuda_worker.c: warm workers (plcuda_worker.h).
 */
#include "postgres.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "miscadmin.h"

#include "plcuda_worker.h"
#include "include/plcuda_mailbox.h"

int			plcuda_warm_spin = 50;

/*
 * The worker's mailbox: an anonymous shared file (no name another process
 * could open), mapped here and passed to the worker as PLCUDA_MAILBOX_FD.
 * Returns the file, or -1 (the worker then uses the pipes alone).
 */
static int
mailbox_create(PlcudaWorker *w)
{
	int			fd = memfd_create("plcuda-mailbox", MFD_CLOEXEC);
	plcuda_mailbox *mb;

	w->mailbox = NULL;
	w->seq = 0;
	if (fd < 0)
		return -1;
	if (ftruncate(fd, PLCUDA_MAILBOX_SIZE) != 0 ||
		(mb = mmap(NULL, PLCUDA_MAILBOX_SIZE, PROT_READ | PROT_WRITE,
				   MAP_SHARED, fd, 0)) == MAP_FAILED)
	{
		close(fd);
		return -1;
	}
	mb->magic = PLCUDA_MAILBOX_MAGIC;
	mb->size = PLCUDA_MAILBOX_SIZE;
	w->mailbox = mb;
	return fd;
}

void
plcuda_worker_start(PlcudaWorker *w, const char *binary)
{
	int			in_p[2], res_p[2], log_p[2];
	int			mb_fd;
	pid_t		parent = getpid();
	PlcudaProcSpec spec = {0};
	char	   *argv[4];

	if (strlen(binary) >= sizeof(w->binary))
		elog(ERROR, "plcuda: program path too long");
	spec.argv = argv;
	spec.max_memory = (int64) plcuda_max_memory * 1024 * 1024;
	if (pipe2(in_p, O_CLOEXEC) < 0)
		elog(ERROR, "plcuda: pipe failed: %m");
	if (pipe2(res_p, O_CLOEXEC) < 0)
	{
		close(in_p[0]);
		close(in_p[1]);
		elog(ERROR, "plcuda: pipe failed: %m");
	}
	if (pipe2(log_p, O_CLOEXEC) < 0)
	{
		close(in_p[0]);
		close(in_p[1]);
		close(res_p[0]);
		close(res_p[1]);
		elog(ERROR, "plcuda: pipe failed: %m");
	}
	mb_fd = mailbox_create(w);
	argv[0] = (char *) binary;
	argv[1] = "--warm";
	argv[2] = mb_fd >= 0 ? "--mailbox" : NULL;
	argv[3] = NULL;
	w->pid = fork();
	if (w->pid == 0)
		plcuda_proc_child_exec(&spec, parent, in_p[0], res_p[1], log_p[1], mb_fd);
	close(in_p[0]);
	close(res_p[1]);
	close(log_p[1]);
	if (mb_fd >= 0)
		close(mb_fd);
	w->in_fd = in_p[1];
	w->res_fd = res_p[0];
	w->log_fd = log_p[0];
	if (w->pid < 0)
	{
		w->pid = 0;
		plcuda_worker_stop(w);
		ereport(ERROR,
				(errcode(ERRCODE_INSUFFICIENT_RESOURCES),
				 errmsg("could not fork PL/CUDA child process: %m")));
	}
	setpgid(w->pid, w->pid);
	strlcpy(w->binary, binary, sizeof(w->binary));
	w->max_memory = spec.max_memory;
	w->log_pending = false;
	plcuda_proc_set_nonblock(w->in_fd);
	plcuda_proc_set_nonblock(w->res_fd);
	plcuda_proc_set_nonblock(w->log_fd);
}

void
plcuda_worker_stop(PlcudaWorker *w)
{
	if (w->pid > 0)
		plcuda_proc_kill_and_reap(w->pid);
	w->pid = 0;
	plcuda_proc_close_fd(&w->in_fd);
	plcuda_proc_close_fd(&w->res_fd);
	plcuda_proc_close_fd(&w->log_fd);
	if (w->mailbox)
		munmap(w->mailbox, PLCUDA_MAILBOX_SIZE);
	w->mailbox = NULL;
	w->binary[0] = '\0';
}

bool
plcuda_worker_alive(PlcudaWorker *w)
{
	struct pollfd pfd[2];
	int			n = 0;

	if (w->pid <= 0)
		return false;
	if (w->res_fd < 0)
	{
		plcuda_worker_stop(w);
		return false;
	}

	/*
	 * One poll, no waitpid (a warm call's cost is mostly system calls): an
	 * idle worker writes nothing on its result pipe, so a hang-up there
	 * means it ended (killed, out of memory), and stopping it reaps it.
	 * Output it printed after its last answer is noted for the next call
	 * to discard.
	 */
	pfd[n++] = (struct pollfd) {w->res_fd, POLLIN, 0};
	if (w->log_fd >= 0)
		pfd[n++] = (struct pollfd) {w->log_fd, POLLIN, 0};
	if (poll(pfd, n, 0) > 0)
	{
		if (pfd[0].revents & (POLLHUP | POLLERR | POLLIN))
		{
			plcuda_worker_stop(w);
			return false;
		}
		if (n > 1 && pfd[1].revents != 0)
			w->log_pending = true;
	}
	return true;
}

/*
 * A call over the pipes: write `len` bytes of input (none when the
 * mailbox carried them) and read the answer frame, or, when the worker
 * ends, everything up to its end.  `check_child`: the worker may have
 * ended already.
 */
static bool
worker_call_loop(PlcudaWorker *w, const char *input, size_t len,
				 StringInfo result, StringInfo log, int *status,
				 bool check_child)
{
	size_t		written = 0;
	bool		reaped = false;
	int			after = 0;

	/* the arguments usually fit the pipe: write them before any poll */
	if (w->in_fd >= 0 && len > 0)
	{
		ssize_t		k = write(w->in_fd, input, len);

		if (k > 0)
			written = k;
		else if (k < 0 && errno != EAGAIN && errno != EINTR)
		{
			plcuda_proc_close_fd(&w->in_fd);
			check_child = true;
		}
	}

	for (;;)
	{
		struct pollfd pfd[3];
		int			n = 0;
		int			i;
		int			ready;

		CHECK_FOR_INTERRUPTS();
		/* waitpid only when something says the worker may have ended */
		if (!reaped && check_child && plcuda_proc_child_ended(w->pid, status))
		{
			reaped = true;
			w->pid = 0;			/* nothing left to kill or reap */
			plcuda_proc_close_fd(&w->in_fd);
		}
		if (reaped && ++after > PLCUDA_DRAIN_ROUNDS)
		{
			plcuda_proc_close_fd(&w->res_fd);
			plcuda_proc_close_fd(&w->log_fd);
		}
		if (plcuda_proc_frame_complete(result))
		{
			uint32		kind;

			memcpy(&kind, result->data, sizeof(kind));
			/* an error frame: the program exits next; collect its end */
			if (kind != 2 && kind != 3)
			{
				/*
				 * A value's call shows no output.  What it printed is
				 * dropped before the next call, which plcuda_worker_alive's
				 * poll notices.
				 */
				if (reaped)
					plcuda_worker_stop(w);	/* answered, then ended */
				*status = (kind == 1) ? W_EXITCODE(1, 0) : 0;
				return true;
			}
		}
		if (w->res_fd < 0 && w->log_fd < 0)
			break;
		if (w->in_fd >= 0 && written < len)
			pfd[n++] = (struct pollfd) {w->in_fd, POLLOUT, 0};
		if (w->res_fd >= 0)
			pfd[n++] = (struct pollfd) {w->res_fd, POLLIN, 0};
		if (w->log_fd >= 0)
			pfd[n++] = (struct pollfd) {w->log_fd, POLLIN, 0};
		ready = poll(pfd, n, PLCUDA_POLL_MS);
		if (ready < 0)
		{
			if (errno == EINTR)
				continue;
			elog(ERROR, "plcuda: poll failed: %m");
		}
		if (ready == 0)
			check_child = true;
		for (i = 0; i < n; i++)
		{
			if (pfd[i].revents == 0)
				continue;
			if (pfd[i].fd == w->in_fd)
			{
				ssize_t		k = write(w->in_fd, input + written, len - written);

				if (k > 0)
					written += k;
				else if (k < 0 && errno != EAGAIN && errno != EINTR)
				{
					plcuda_proc_close_fd(&w->in_fd);
					check_child = true;
				}
			}
			else if (pfd[i].fd == w->res_fd)
			{
				if (!plcuda_proc_drain(w->res_fd, result, 0, true))
				{
					plcuda_proc_close_fd(&w->res_fd);
					check_child = true;
				}
			}
			else if (pfd[i].fd == w->log_fd)
			{
				if (!plcuda_proc_drain(w->log_fd, log, PLCUDA_LOG_MAX, false))
				{
					plcuda_proc_close_fd(&w->log_fd);
					check_child = true;
				}
			}
		}
	}
	/* the worker closed its pipes: it is ending; reap it */
	if (!reaped)
		*status = plcuda_proc_wait(w->pid);
	w->pid = 0;
	plcuda_worker_stop(w);
	return false;
}

/* has the worker ended?  Asked without reaping it (worker_call_loop does) */
static bool
worker_exited(pid_t pid)
{
	siginfo_t	si;

	memset(&si, 0, sizeof(si));
	return waitid(P_PID, pid, &si, WEXITED | WNOHANG | WNOWAIT) == 0 &&
		si.si_pid == pid;
}

/* can `fd` be read (data, end of file, error) right now? */
static bool
fd_ready(int fd)
{
	struct pollfd pfd = {fd, POLLIN, 0};

	return fd >= 0 && poll(&pfd, 1, 0) > 0 && pfd.revents != 0;
}

/*
 * A call through the mailbox (include/plcuda_mailbox.h): the arguments go
 * in when they fit, the answer comes back there when it fits; what does
 * not fit, and every way of ending, goes through the pipes as before.
 */
static bool
worker_call_mailbox(PlcudaWorker *w, const char *input, size_t len,
					StringInfo result, StringInfo log, int *status)
{
	plcuda_mailbox *mb = w->mailbox;
	uint32		seq = ++w->seq;
	uint32		answer;
	uint64		out_len;
	uint64		frame_len;
	uint32		kind;
	int			sleep_ms = PLCUDA_POLL_MS;

	mb->spin_ns = (int64) plcuda_warm_spin * 1000;
	if (len <= PLCUDA_MB_CAPACITY(mb))
	{
		memcpy(PLCUDA_MB_DATA(mb), input, len);
		mb->in_where = PLCUDA_MB_IN_SHM;
		mb->in_len = len;
		plcuda_mb_post(&mb->call_seq, seq, &mb->worker_sleeps,
					   &mb->backend_cpu);
	}
	else
	{
		/* too large: announced here, sent on stdin, answered on fd 3 */
		mb->in_where = PLCUDA_MB_IN_PIPE;
		mb->in_len = 0;
		plcuda_mb_post(&mb->call_seq, seq, &mb->worker_sleeps,
					   &mb->backend_cpu);
		return worker_call_loop(w, input, len, result, log, status, false);
	}

	for (;;)
	{
		uint32		cur = __atomic_load_n(&mb->done_seq, __ATOMIC_ACQUIRE);
		int			before = log->len + (int) log->cursor;

		if (cur == seq)
			break;
		if (plcuda_mb_wait(&mb->done_seq, cur, &mb->backend_sleeps,
						   (long) plcuda_warm_spin * 1000, sleep_ms,
						   &mb->worker_sleeps, &mb->worker_cpu))
			continue;
		/* a sleep ended without an answer: a cancel, a timeout, a death */
		CHECK_FOR_INTERRUPTS();
		if (worker_exited(w->pid))
			return worker_call_loop(w, NULL, 0, result, log, status, true);
		/* bytes on fd 3 that no answer announced: the pipe loop judges them */
		if (fd_ready(w->res_fd))
			return worker_call_loop(w, NULL, 0, result, log, status, false);

		/*
		 * A program that prints more than a pipe holds blocks until the
		 * backend reads it: read it now, and look again soon while it
		 * prints (the pipe loop would have read it as it came).
		 */
		if (w->log_fd >= 0 &&
			!plcuda_proc_drain(w->log_fd, log, PLCUDA_LOG_MAX, false))
			plcuda_proc_close_fd(&w->log_fd);
		sleep_ms = (log->len + (int) log->cursor != before) ? 1 : PLCUDA_POLL_MS;
	}

	/* the worker's memory is the user's: each field read once, checked */
	answer = __atomic_load_n(&mb->answer, __ATOMIC_ACQUIRE);
	if (answer != PLCUDA_MB_ANSWER_SHM)
		return worker_call_loop(w, NULL, 0, result, log, status, false);
	out_len = __atomic_load_n(&mb->out_len, __ATOMIC_ACQUIRE);
	if (out_len >= 16 && out_len <= PLCUDA_MB_CAPACITY(mb))
	{
		appendBinaryStringInfo(result, PLCUDA_MB_DATA(mb), (int) out_len);
		memcpy(&kind, result->data, sizeof(kind));
		memcpy(&frame_len, result->data + 8, sizeof(frame_len));
		if (frame_len == out_len - 16 &&
			(kind == PLCUDA_MB_KIND_VALUE || kind == PLCUDA_MB_KIND_NULL))
		{
			*status = (kind == PLCUDA_MB_KIND_NULL) ? W_EXITCODE(1, 0) : 0;
			return true;
		}
	}
	/* a frame the protocol does not make: the worker broke the exchange */
	resetStringInfo(result);
	plcuda_worker_stop(w);
	*status = W_EXITCODE(3, 0);
	return false;
}

bool
plcuda_worker_call(PlcudaWorker *w, const char *input, size_t len,
				   StringInfo result, StringInfo log, int *status)
{
	volatile bool alive = false;

	PG_TRY();
	{
		/* output the previous call printed after its answer is not ours */
		if (w->log_pending && w->log_fd >= 0 &&
			!plcuda_proc_drain(w->log_fd, NULL, 0, false))
			plcuda_proc_close_fd(&w->log_fd);
		w->log_pending = false;
		if (w->mailbox)
			alive = worker_call_mailbox(w, input, len, result, log, status);
		else
			alive = worker_call_loop(w, input, len, result, log, status, false);
	}
	PG_CATCH();
	{
		plcuda_worker_stop(w);
		PG_RE_THROW();
	}
	PG_END_TRY();
	return alive;
}
