/*
 * plcuda_proc.c: fork/exec of nvcc and of built PL/CUDA programs.
 *
 * Seed 001 ("PL/CUDA Callflow") runs each PL/CUDA program as a child of the
 * backend and talks to it over pipes.  The original left zombies, had no
 * timeout and could not interrupt nvcc (DESIGN.md, "Known faults"); this
 * module is where those are fixed, once, for both kinds of child.
 */
#include "postgres.h"

#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "miscadmin.h"
#include "utils/memutils.h"

#include "plcuda_proc.h"
#include "include/plcuda_mailbox.h"	/* PLCUDA_MAILBOX_FD */

int			plcuda_max_memory = 0;

/* the child side: never returns, never touches backend state */
void
plcuda_proc_child_exec(const PlcudaProcSpec *spec, pid_t parent,
		   int in_rd, int res_wr, int log_wr, int mb_fd)
{
	sigset_t	none;
	int			sig;
	int			fd;
	int			keep = 4;

	setpgid(0, 0);
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	/* orphans below the program come back to it (kill_tree); kept by exec */
	prctl(PR_SET_CHILD_SUBREAPER, 1);
	if (getppid() != parent)
		_exit(126);
	for (sig = 1; sig < NSIG; sig++)
		signal(sig, SIG_DFL);
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);

	/* move every pipe end above fd 3 first so dup2 cannot clobber one */
	in_rd = fcntl(in_rd, F_DUPFD, 10);
	log_wr = fcntl(log_wr, F_DUPFD, 10);
	if (res_wr >= 0)
		res_wr = fcntl(res_wr, F_DUPFD, 10);
	if (mb_fd >= 0)
	{
		/* a warm worker's mailbox (include/plcuda_mailbox.h) */
		mb_fd = fcntl(mb_fd, F_DUPFD, 10);
		if (mb_fd < 0 || dup2(mb_fd, PLCUDA_MAILBOX_FD) < 0)
			_exit(126);
		keep = PLCUDA_MAILBOX_FD + 1;
	}
	if (in_rd < 0 || log_wr < 0 || dup2(in_rd, 0) < 0 ||
		dup2(log_wr, 1) < 0 || dup2(log_wr, 2) < 0)
		_exit(126);
	if (res_wr >= 0)
	{
		if (dup2(res_wr, 3) < 0)
			_exit(126);
	}
	else
	{
		fd = open("/dev/null", O_WRONLY);
		if (fd < 0 || dup2(fd, 3) < 0)
			_exit(126);
	}
	/* the backend's files are not CLOEXEC: none may reach the program */
	if (close_range(keep, ~0U, 0) != 0)
	{
		long		max = sysconf(_SC_OPEN_MAX);

		for (fd = keep; fd < (max > 0 ? max : 65536); fd++)
			close(fd);
	}
	if (spec->max_memory > 0)
	{
		struct rlimit rl;

		rl.rlim_cur = rl.rlim_max = (rlim_t) spec->max_memory;
		if (setrlimit(RLIMIT_DATA, &rl) != 0)
			_exit(126);
	}
	if (spec->tmpdir)
		setenv("TMPDIR", spec->tmpdir, 1);
	execv(spec->argv[0], spec->argv);
	{
		const char *msg = "plcuda: could not execute program\n";

		if (write(2, msg, strlen(msg)) < 0)
			_exit(127);
	}
	_exit(127);
}

void
plcuda_proc_set_nonblock(int fd)
{
	int			flags = fcntl(fd, F_GETFL);

	if (flags < 0 || fcntl(fd, F_SETFL, flags | O_NONBLOCK) < 0)
		elog(ERROR, "plcuda: fcntl(O_NONBLOCK) failed: %m");
}

void
plcuda_proc_close_fd(int *fd)
{
	if (*fd >= 0)
		close(*fd);
	*fd = -1;
}

/*
 * The program's descendants, wherever they went.  One that called setsid()
 * or setpgid() has left the group that kill(-pid) reaches, and a daemon's
 * double fork orphans its last process.  The program is a child subreaper
 * (plcuda_proc_child_exec), so while it lives every orphan below it is reparented to
 * it and stays in its tree.  kill_tree stops the program, kills each
 * descendant it finds in /proc, and scans again until a scan finds nothing
 * new; then it kills the program.  It needs no privilege, no cgroup and no
 * PID namespace.
 */
#define PLCUDA_MAX_TREE 4096

static pid_t tree_pids[PLCUDA_MAX_TREE];

/*
 * The state letter and parent pid of `pid` from /proc/pid/stat; false when
 * the process is gone.
 */
static bool
proc_stat(pid_t pid, char *state, pid_t *ppid)
{
	char		path[64];
	char		buf[512];
	char	   *p;
	int			fd;
	ssize_t		n;
	int			parent = 0;
	char		st = 0;

	snprintf(path, sizeof(path), "/proc/%d/stat", (int) pid);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return false;
	n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return false;
	buf[n] = '\0';
	/* "pid (comm) state ppid ...": comm may hold blanks and parentheses */
	p = strrchr(buf, ')');
	if (p == NULL || sscanf(p + 1, " %c %d", &st, &parent) != 2)
		return false;
	*state = st;
	*ppid = (pid_t) parent;
	return true;
}

static bool
in_tree(pid_t pid, int n)
{
	int			i;

	for (i = 0; i < n; i++)
		if (tree_pids[i] == pid)
			return true;
	return false;
}

/* one pass over /proc: add and stop the children of the tree's members */
static int
grow_tree(int n)
{
	DIR		   *d = opendir("/proc");
	struct dirent *de;

	if (d == NULL)
		return n;
	while ((de = readdir(d)) != NULL && n < PLCUDA_MAX_TREE)
	{
		pid_t		pid = (pid_t) atoi(de->d_name);
		pid_t		ppid = 0;
		char		state;

		if (pid <= 0 || in_tree(pid, n))
			continue;
		if (proc_stat(pid, &state, &ppid) && ppid > 0 && in_tree(ppid, n))
		{
			kill(pid, SIGSTOP);
			tree_pids[n++] = pid;
		}
	}
	closedir(d);
	return n;
}

/*
 * kill() only queues SIGKILL: a loaded machine may run a killed descendant
 * for a while before it exits.  A call must not return while its processes
 * still run (they hold memory and the device), so wait, up to
 * PLCUDA_TREE_WAIT_MS, until each is gone or a zombie (its new parent reaps
 * it; the backend cannot).
 */
#define PLCUDA_TREE_WAIT_MS 5000

static void
await_tree(int n)
{
	int			waited;
	int			i;

	for (waited = 0; waited < PLCUDA_TREE_WAIT_MS; waited++)
	{
		bool		running = false;

		for (i = 1; i < n && !running; i++)
		{
			char		state;
			pid_t		ppid;

			if (proc_stat(tree_pids[i], &state, &ppid) &&
				state != 'Z' && state != 'X')
				running = true;
		}
		if (!running)
			return;
		pg_usleep(1000);
	}
}

/*
 * Each descendant is killed as soon as it is found: a process with SIGKILL
 * pending cannot complete a fork (the kernel aborts it), so when a pass
 * finds nothing new, nothing is left to appear.  The children of a killed
 * process are reparented to the program, which is stopped, not dead, until
 * the end; a process merely stopped could still finish a fork under way.
 */
static void
kill_tree(pid_t pid)
{
	int			n = 1;
	int			round;
	int			i;

	tree_pids[0] = pid;
	kill(pid, SIGSTOP);
	for (round = 0; round < 64; round++)
	{
		int			m = grow_tree(n);

		for (i = n; i < m; i++)
			kill(tree_pids[i], SIGKILL);
		if (m == n && round > 0)
			break;
		n = m;
	}
	kill(pid, SIGKILL);
	await_tree(n);
}

/* kill the child's whole group and tree and reap the child; safe twice */
void
plcuda_proc_kill_and_reap(pid_t pid)
{
	int			status;

	kill_tree(pid);
	kill(-pid, SIGKILL);
	kill(pid, SIGKILL);
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
}

/*
 * Output over `limit` bytes keeps its first half and its last bytes: the
 * first errors say what went wrong, the last lines how it ended.  The
 * middle goes; buf->cursor (unused for writing) counts what went, and
 * plcuda_log_finish() marks the cut.
 */
static void
log_cut(StringInfo buf, size_t limit)
{
	size_t		head = limit / 2;
	size_t		excess = buf->len - limit;

	memmove(buf->data + head, buf->data + head + excess,
			buf->len - head - excess);
	buf->len -= excess;
	buf->data[buf->len] = '\0';
	buf->cursor += excess;
}

void
plcuda_log_finish(StringInfo log)
{
	StringInfoData out;
	size_t		head = PLCUDA_LOG_MAX / 2;
	const char *tail;
	const char *nl;

	if (log->cursor <= 0 || (size_t) log->len <= head)
		return;
	/* the tail starts at a whole line */
	tail = log->data + head;
	nl = memchr(tail, '\n', log->len - head);
	if (nl && nl + 1 < log->data + log->len)
		tail = nl + 1;
	initStringInfo(&out);
	appendBinaryStringInfo(&out, log->data, head);
	if (out.len > 0 && out.data[out.len - 1] != '\n')
		appendStringInfoChar(&out, '\n');
	appendStringInfo(&out, "[... %zu bytes of output cut ...]\n",
					 (size_t) log->cursor + (size_t) (tail - (log->data + head)));
	appendBinaryStringInfo(&out, tail, log->data + log->len - tail);
	pfree(log->data);
	*log = out;
}

/* a result frame may declare at most a PostgreSQL value's 1 GB */
static void
check_frame_length(StringInfo buf)
{
	uint64		len;

	if (buf->len < 16)
		return;
	memcpy(&len, buf->data + 8, sizeof(len));
	if (len > MaxAllocSize - 1)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("PL/CUDA program returned a value of %llu bytes",
						(unsigned long long) len),
				 errdetail("A PostgreSQL value holds at most 1 GB."),
				 errhint("Return a smaller value, or split the result over several calls or rows.")));
}

/* a whole result frame in buf? (header: uint32 kind, pad, uint64 len) */
bool
plcuda_proc_frame_complete(StringInfo buf)
{
	uint64		len;

	if (buf->len < 16)
		return false;
	memcpy(&len, buf->data + 8, sizeof(len));
	return (uint64) buf->len >= 16 + len;
}

/*
 * Drain `fd` into `buf` (NULL: discard; limit: keep at most that many
 * bytes; frame: buf collects result frames, whose length is checked before
 * the body is read).  Returns false at end of file.
 */
bool
plcuda_proc_drain(int fd, StringInfo buf, size_t limit, bool frame)
{
	char		chunk[65536];

	for (;;)
	{
		ssize_t		n = read(fd, chunk, sizeof(chunk));

		if (n > 0)
		{
			if (buf)
			{
				size_t		keep = n;

				appendBinaryStringInfo(buf, chunk, keep);
				if (limit && (size_t) buf->len > limit)
					log_cut(buf, limit);
				if (frame)
				{
					check_frame_length(buf);
					/* a whole frame: no read that only says EAGAIN */
					if (plcuda_proc_frame_complete(buf))
						return true;
				}
			}
			continue;
		}
		if (n == 0)
			return false;
		if (errno == EINTR)
			continue;
		if (errno == EAGAIN || errno == EWOULDBLOCK)
			return true;
		return false;
	}
}

static bool
drain_fd(int fd, StringInfo buf, size_t limit)
{
	return plcuda_proc_drain(fd, buf, limit, false);
}

/* a cancel or termination is pending: the child must go before we throw */
static inline bool
must_stop(void)
{
	return QueryCancelPending || ProcDiePending;
}

/*
 * Has the child ended?  Then kill what is left of its group: a grandchild
 * holding the pipes must not keep the backend waiting for end of file.
 */
bool
plcuda_proc_child_ended(pid_t pid, int *status)
{
	pid_t		r = waitpid(pid, status, WNOHANG);

	if (r != pid)
		return false;
	kill(-pid, SIGKILL);
	return true;
}

/* returns true when it reaped the child (its wait status in *status) */
static bool
io_loop(pid_t pid, const PlcudaProcSpec *spec, int *in_fd, int *res_fd,
		int *log_fd, StringInfo result, StringInfo log, int *status)
{
	size_t		written = 0;
	bool		reaped = false;
	int			after = 0;

	while (*in_fd >= 0 || *res_fd >= 0 || *log_fd >= 0)
	{
		struct pollfd pfd[3];
		int			n = 0;
		int			i;

		if (!reaped && plcuda_proc_child_ended(pid, status))
		{
			reaped = true;
			plcuda_proc_close_fd(in_fd);
		}
		/* a descendant that left the group may hold the pipes: 1 s, no more */
		if (reaped && ++after > PLCUDA_DRAIN_ROUNDS)
		{
			plcuda_proc_close_fd(res_fd);
			plcuda_proc_close_fd(log_fd);
			break;
		}

		if (must_stop() && !reaped)
		{
			plcuda_proc_kill_and_reap(pid);
			CHECK_FOR_INTERRUPTS();
		}
		CHECK_FOR_INTERRUPTS();

		if (*in_fd >= 0)
			pfd[n++] = (struct pollfd) {*in_fd, POLLOUT, 0};
		if (*res_fd >= 0)
			pfd[n++] = (struct pollfd) {*res_fd, POLLIN, 0};
		if (*log_fd >= 0)
			pfd[n++] = (struct pollfd) {*log_fd, POLLIN, 0};
		if (poll(pfd, n, PLCUDA_POLL_MS) < 0)
		{
			if (errno == EINTR)
				continue;
			elog(ERROR, "plcuda: poll failed: %m");
		}
		for (i = 0; i < n; i++)
		{
			if (pfd[i].revents == 0)
				continue;
			if (pfd[i].fd == *in_fd)
			{
				ssize_t		w = 0;

				if (written < spec->input_len)
					w = write(*in_fd, spec->input + written,
							  spec->input_len - written);
				if (w > 0)
					written += w;
				else if (w < 0 && errno != EAGAIN && errno != EINTR)
					plcuda_proc_close_fd(in_fd);	/* EPIPE: child stopped reading */
				if (written >= spec->input_len)
					plcuda_proc_close_fd(in_fd);
			}
			else if (pfd[i].fd == *res_fd)
			{
				if (!plcuda_proc_drain(*res_fd, result, 0, true))
					plcuda_proc_close_fd(res_fd);
			}
			else if (pfd[i].fd == *log_fd)
			{
				if (!drain_fd(*log_fd, log, PLCUDA_LOG_MAX))
					plcuda_proc_close_fd(log_fd);
			}
		}
	}
	return reaped;
}

int
plcuda_proc_wait(pid_t pid)
{
	int			status;

	for (;;)
	{
		pid_t		r;

		if (must_stop())
		{
			plcuda_proc_kill_and_reap(pid);
			CHECK_FOR_INTERRUPTS();
		}
		CHECK_FOR_INTERRUPTS();
		r = waitpid(pid, &status, WNOHANG);
		if (r == pid)
			return status;
		if (r < 0 && errno != EINTR)
			elog(ERROR, "plcuda: waitpid failed: %m");
		(void) poll(NULL, 0, 5);
	}
}

int
plcuda_proc_run(const PlcudaProcSpec *spec, StringInfo result, StringInfo log)
{
	int			in_p[2], res_p[2] = {-1, -1}, log_p[2];
	int			in_fd, res_fd, log_fd;
	pid_t		parent = getpid();
	pid_t		pid;
	int			status = 0;
	volatile bool reaped = false;

	if (pipe2(in_p, O_CLOEXEC) < 0)
		elog(ERROR, "plcuda: pipe failed: %m");
	if (pipe2(log_p, O_CLOEXEC) < 0 ||
		(result && pipe2(res_p, O_CLOEXEC) < 0))
	{
		int			save = errno;

		close(in_p[0]);
		close(in_p[1]);
		errno = save;
		elog(ERROR, "plcuda: pipe failed: %m");
	}

	pid = fork();
	if (pid == 0)
		plcuda_proc_child_exec(spec, parent, in_p[0], res_p[1], log_p[1], -1);
	close(in_p[0]);
	close(log_p[1]);
	if (res_p[1] >= 0)
		close(res_p[1]);
	in_fd = in_p[1];
	log_fd = log_p[0];
	res_fd = res_p[0];
	if (pid < 0)
	{
		plcuda_proc_close_fd(&in_fd);
		plcuda_proc_close_fd(&log_fd);
		plcuda_proc_close_fd(&res_fd);
		ereport(ERROR,
				(errcode(ERRCODE_INSUFFICIENT_RESOURCES),
				 errmsg("could not fork PL/CUDA child process: %m")));
	}
	setpgid(pid, pid);			/* the child does it too; whoever is first */

	PG_TRY();
	{
		plcuda_proc_set_nonblock(in_fd);
		plcuda_proc_set_nonblock(log_fd);
		if (res_fd >= 0)
			plcuda_proc_set_nonblock(res_fd);
		if (spec->input_len == 0)
			plcuda_proc_close_fd(&in_fd);
		reaped = io_loop(pid, spec, &in_fd, &res_fd, &log_fd, result, log,
						 &status);
		if (!reaped)
			status = plcuda_proc_wait(pid);
		reaped = true;
	}
	PG_CATCH();
	{
		if (!reaped)
			plcuda_proc_kill_and_reap(pid);
		plcuda_proc_close_fd(&in_fd);
		plcuda_proc_close_fd(&log_fd);
		plcuda_proc_close_fd(&res_fd);
		PG_RE_THROW();
	}
	PG_END_TRY();
	/* the group may hold grandchildren the program forgot about */
	kill(-pid, SIGKILL);
	return status;
}

char *
plcuda_proc_describe_status(int status)
{
	if (WIFEXITED(status))
		return psprintf("exited with status %d", WEXITSTATUS(status));
	if (WIFSIGNALED(status))
		return psprintf("terminated by signal %d: %s", WTERMSIG(status),
						pg_strsignal(WTERMSIG(status)));
	return psprintf("ended with wait status %d", status);
}
