/*
 * plcuda_host.h: runtime of a kforge PL/CUDA host program (seed 001).
 *
 * Every program the plcuda extension generates includes this header.  It
 * speaks the protocol between the backend and the program:
 *
 *   stdin  (backend -> program)
 *     header   "PLCUDA1" NUL, uint32 nargs, uint32 flags, uint64 total,
 *              int64 launch[16]                (kernel-mode parameters)
 *     nargs x  uint32 isnull, uint32 pad, uint64 offset, uint64 len
 *     total    bytes: the one argument buffer; argument i at offset[i]
 *   fd 3   (program -> backend)
 *     uint32 kind (0 value, 1 NULL, 2 error, 3 error: no GPU), uint32 pad,
 *     uint64 len, bytes
 *   exit status: 0 value sent, 1 SQL NULL, 2 error message sent.
 *   stdout and stderr: shown to the user in the ERROR's detail.
 *
 * Warm mode ("--warm", plcuda.warm_workers): the program serves one call
 * after another; returning a value or NULL sends the frame and jumps back
 * to the top of main() for the next call, and end of file on stdin ends
 * it.  With "--mailbox" too, calls and answers that fit go through the
 * shared-memory mailbox of plcuda_mailbox.h instead of the pipes.  EEXIT,
 * CUEXIT, exit() and PLCUDA_CPU_FALLBACK() still end the process, which
 * the backend then replaces.  Globals and statics persist
 * between the calls of a warm worker.  A result built by plcuda_alloc_*()
 * or plcuda_text() in the call is freed once sent: do not keep it.
 *
 * The argument buffer is managed memory (cudaMallocManaged, seed 001
 * "PL/CUDA Callflow") when the program uses the GPU, so argN pointers work
 * in kernels; it is plain host memory otherwise, so host-only programs run
 * where there is no GPU and create no CUDA context.
 *
 * User-facing helpers: EEXIT(fmt, ...), CUEXIT(rc, fmt, ...),
 * PLCUDA_RETURN_NULL(), PLCUDA_CPU_FALLBACK() (exit status 4), ARG_ISNULL(n), the varlena / text / array macros
 * below, plcuda_alloc_varlena(), plcuda_text(), the gstore_fdw mapping
 * (GstoreIpcMapping, GSTORE_NITEMS, GSTORE_COLUMN, GSTORE_NULLS) and
 * (cuda_matrix.h) the array-matrix types.
 */
#ifndef PLCUDA_HOST_H
#define PLCUDA_HOST_H

#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <cuda_runtime.h>

#include "plcuda_mailbox.h"

#ifndef PLCUDA_USES_GPU
#define PLCUDA_USES_GPU 0
#endif

/* ---- PostgreSQL value layouts (little-endian, 4-byte varlena header) ---- */
typedef struct varlena
{
	uint32_t	vl_len_;
	char		vl_dat[1];
} varlena;
typedef varlena text;
typedef varlena bytea;

#define VARHDRSZ			4
#define VARSIZE(p)			((((const uint32_t *) (p))[0] >> 2) & 0x3FFFFFFF)
#define VARDATA(p)			(((char *) (p)) + VARHDRSZ)
#define VARSIZE_EXHDR(p)	(VARSIZE(p) - VARHDRSZ)
#define PLCUDA_MAX_VARSIZE	((size_t) 0x3FFFFFFF)	/* 1 GB - 1: PostgreSQL's limit */
static __host__ __device__ void plcuda_set_varsize(void *p, size_t len);
#define SET_VARSIZE(p, len)	plcuda_set_varsize((p), (len))

typedef struct ArrayType
{
	uint32_t	vl_len_;
	int32_t		ndim;
	int32_t		dataoffset;		/* 0 when there is no null bitmap */
	uint32_t	elemtype;
} ArrayType;

#define ARR_NDIM(a)			(((ArrayType *) (a))->ndim)
#define ARR_HASNULL(a)		(((ArrayType *) (a))->dataoffset != 0)
#define ARR_ELEMTYPE(a)		(((ArrayType *) (a))->elemtype)
#define ARR_DIMS(a)			((int32_t *) (((char *) (a)) + sizeof(ArrayType)))
#define ARR_LBOUND(a)		(ARR_DIMS(a) + ARR_NDIM(a))
#define PLCUDA_MAXALIGN(x)	(((x) + 7) & ~((size_t) 7))
#define ARR_OVERHEAD_NONULLS(ndims) \
	PLCUDA_MAXALIGN(sizeof(ArrayType) + 2 * sizeof(int32_t) * (ndims))
#define ARR_DATA_OFFSET(a) \
	(ARR_HASNULL(a) ? (size_t) ((ArrayType *) (a))->dataoffset \
	 : ARR_OVERHEAD_NONULLS(ARR_NDIM(a)))
#define ARR_DATA_PTR(a)		(((char *) (a)) + ARR_DATA_OFFSET(a))

/* element type OIDs the array-matrix functions accept (pg_type.dat) */
#define PG_INT2OID		21
#define PG_INT4OID		23
#define PG_INT8OID		20
#define PG_FLOAT4OID	700
#define PG_FLOAT8OID	701

/* ---- protocol ---- */
typedef struct plcuda_arg_header
{
	uint32_t	isnull;
	uint32_t	pad;
	uint64_t	offset;
	uint64_t	len;
} plcuda_arg_header;

typedef struct plcuda_call_header
{
	char		magic[8];
	uint32_t	nargs;
	uint32_t	flags;
	uint64_t	total;
	int64_t		launch[16];
} plcuda_call_header;

/* exit status of a program whose result could not be read (plcuda_exec.h) */
#define PLCUDA_EXIT_BAD_RESULT	5

#define PLCUDA_RESULT_VALUE	0
#define PLCUDA_RESULT_NULL	1
#define PLCUDA_RESULT_ERROR	2
#define PLCUDA_RESULT_ERROR_NO_GPU	3	/* an error because there is no GPU */

static plcuda_call_header __plcuda_call;
static int	__plcuda_warm = 0;
static jmp_buf __plcuda_next_call;
static int	__plcuda_argbuf_managed = 0;
static plcuda_arg_header *__plcuda_args;
static char *__plcuda_argbuf;

/*
 * The mailbox of a warm worker (plcuda_mailbox.h), NULL otherwise.  A call
 * is "in" from the moment its arguments are read until its answer is
 * posted; a program that ends inside a call posts PLCUDA_MB_EXITED so that
 * the backend, spinning or sleeping on the mailbox, turns to the pipes.
 */
static plcuda_mailbox *__plcuda_mb;
static uint32_t __plcuda_mb_seq;
static int	__plcuda_mb_in_call;
static int	__plcuda_mb_pipe;		/* this call answers on fd 3 */
static int	__plcuda_mb_no_vm;		/* process_vm_readv refused: use fd 3 */

static void
plcuda_mb_answer(uint32_t answer, uint64_t out_len)
{
	if (!__plcuda_mb || !__plcuda_mb_in_call)
		return;
	__plcuda_mb->answer = answer;
	__plcuda_mb->out_len = out_len;
	__plcuda_mb_in_call = 0;
	plcuda_mb_post(&__plcuda_mb->done_seq, __plcuda_mb_seq,
				   &__plcuda_mb->backend_sleeps, &__plcuda_mb->worker_cpu);
}

/* atexit: exit(), EEXIT, PLCUDA_CPU_FALLBACK() inside a call */
static void
plcuda_mb_exiting(void)
{
	fflush(stdout);
	fflush(stderr);
	plcuda_mb_answer(PLCUDA_MB_EXITED, 0);
}

/* end the program at once, telling a waiting backend first */
static void __attribute__((noreturn))
plcuda_die(int status)
{
	plcuda_mb_answer(PLCUDA_MB_EXITED, 0);
	_exit(status);
}

static void
plcuda_write_all(int fd, const void *buf, size_t len)
{
	const char *p = (const char *) buf;

	while (len > 0)
	{
		ssize_t		n = write(fd, p, len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 && errno == EFAULT)
		{
			/* a length (VARSIZE) larger than the memory behind it */
			fprintf(stderr, "plcuda: the result reaches past the program's memory\n");
			fflush(stderr);
			plcuda_die(PLCUDA_EXIT_BAD_RESULT);
		}
		if (n <= 0)
			plcuda_die(3);
		p += n;
		len -= (size_t) n;
	}
}

static void
plcuda_read_all(int fd, void *buf, size_t len)
{
	char	   *p = (char *) buf;

	while (len > 0)
	{
		ssize_t		n = read(fd, p, len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
		{
			fprintf(stderr, "plcuda: argument stream ended early\n");
			plcuda_die(3);
		}
		p += n;
		len -= (size_t) n;
	}
}

/*
 * A value or NULL frame into the mailbox; 0 when it must go to fd 3
 * instead (too large, or this call uses the pipes).  `own`: the bytes are
 * the runtime's own (a by-value result, or a value the generated code
 * checked to lie in the results buffer), safe to copy; others are the
 * program's, and may reach past its memory (a wrong VARSIZE), which
 * process_vm_readv reports as EFAULT where a plain copy would crash.
 */
static int
plcuda_send_mailbox(const uint32_t *hdr, const void *data, uint64_t len, int own)
{
	char	   *dst;

	if (!__plcuda_mb || !__plcuda_mb_in_call || __plcuda_mb_pipe ||
		(hdr[0] != PLCUDA_RESULT_VALUE && hdr[0] != PLCUDA_RESULT_NULL) ||
		len > PLCUDA_MB_CAPACITY(__plcuda_mb) - 16 ||
		(!own && len > 0 && __plcuda_mb_no_vm))
		return 0;
	dst = PLCUDA_MB_DATA(__plcuda_mb);
	memcpy(dst, hdr, 16);
	if (len > 0 && own)
		memcpy(dst + 16, data, (size_t) len);
	else if (len > 0)
	{
		struct iovec to = {dst + 16, (size_t) len};
		struct iovec from = {(void *) data, (size_t) len};
		long		n = syscall(SYS_process_vm_readv, (long) getpid(), &to, 1L,
								&from, 1L, 0L);

		if (n < 0 && errno != EFAULT)
			__plcuda_mb_no_vm = 1;	/* not allowed here (seccomp): fd 3 from now on */
		/*
		 * A fault: a wrong VARSIZE, or memory the kernel cannot pin (CUDA
		 * managed memory on some drivers).  fd 3 tells them apart: writing
		 * faults in what can be read, and says EFAULT for the rest.
		 */
		if (n < 0 || (uint64_t) n < len)
			return 0;
	}
	plcuda_mb_answer(PLCUDA_MB_ANSWER_SHM, 16 + len);
	return 1;
}

static void
plcuda_send_ext(uint32_t kind, const void *data, uint64_t len, int own)
{
	uint32_t	hdr[4];
	struct iovec iov[2];
	ssize_t		n;

	hdr[0] = kind;
	hdr[1] = 0;
	memcpy(&hdr[2], &len, sizeof(len));
	if (plcuda_send_mailbox(hdr, data, len, own))
		return;
	/*
	 * The frame goes to fd 3: say so first, so that the backend reads the
	 * pipe while this writes (a frame over the pipe's 64 kB would wait).
	 */
	plcuda_mb_answer(PLCUDA_MB_ANSWER_PIPE, 0);
	/* header and value in one system call when the pipe takes both */
	iov[0].iov_base = hdr;
	iov[0].iov_len = sizeof(hdr);
	iov[1].iov_base = (void *) data;
	iov[1].iov_len = (size_t) len;
	do
		n = writev(3, iov, len > 0 ? 2 : 1);
	while (n < 0 && errno == EINTR);
	if (n < 0 && errno != EFAULT)
		plcuda_die(3);
	if (n < 0)
		n = 0;					/* EFAULT: plcuda_write_all says so below */
	if ((size_t) n < sizeof(hdr))
	{
		plcuda_write_all(3, ((char *) hdr) + n, sizeof(hdr) - (size_t) n);
		n = 0;
	}
	else
		n -= sizeof(hdr);
	if ((uint64_t) n < len)
		plcuda_write_all(3, ((const char *) data) + n, (size_t) (len - (uint64_t) n));
}

static void
plcuda_send(uint32_t kind, const void *data, uint64_t len)
{
	plcuda_send_ext(kind, data, len, 0);
}

/*
 * Results built by plcuda_alloc_varlena(), plcuda_text() and
 * plcuda_alloc_matrix() during this call.  The one the call returns is
 * freed once it has been sent, so a warm worker does not grow with each
 * call; others stay the program's to free.
 */
static void **__plcuda_allocs;
static size_t __plcuda_nallocs;
static size_t __plcuda_maxallocs;

static void *
plcuda_track(void *p)
{
	if (p && __plcuda_nallocs == __plcuda_maxallocs)
	{
		size_t		n = __plcuda_maxallocs ? 2 * __plcuda_maxallocs : 16;
		void	  **a = (void **) realloc(__plcuda_allocs, n * sizeof(void *));

		if (!a)
			return p;			/* untracked: it is only not freed */
		__plcuda_allocs = a;
		__plcuda_maxallocs = n;
	}
	if (p)
		__plcuda_allocs[__plcuda_nallocs++] = p;
	return p;
}

/* free `p` when this call's helpers built it; forget the others */
static void
plcuda_release_result(const void *p)
{
	size_t		i;

	for (i = 0; p && i < __plcuda_nallocs; i++)
		if (__plcuda_allocs[i] == p)
		{
			free(__plcuda_allocs[i]);
			break;
		}
	__plcuda_nallocs = 0;
}

/* the function's result is SQL NULL (seed 001: exit status 1) */
/* a call is answered: exit, or in warm mode go back for the next call */
static void __attribute__((noreturn))
plcuda_call_done(int status)
{
	if (__plcuda_warm)
	{
		fflush(stdout);
		fflush(stderr);
		longjmp(__plcuda_next_call, 1);
	}
	exit(status);
}

static void __attribute__((noreturn))
plcuda_return_null(void)
{
	plcuda_send(PLCUDA_RESULT_NULL, NULL, 0);
	plcuda_release_result(NULL);
	plcuda_call_done(1);
}
#define PLCUDA_RETURN_NULL()	plcuda_return_null()

/* ask the backend to run the #plcuda_cpu_fallback function instead */
#define PLCUDA_CPU_FALLBACK()	exit(4)

/* a by-value result the generated code keeps in a local of its own */
static void __attribute__((noreturn))
plcuda_return_value(const void *p, uint64_t len)
{
	plcuda_send_ext(PLCUDA_RESULT_VALUE, p, len, 1);
	plcuda_release_result(NULL);
	plcuda_call_done(0);
}

static void __attribute__((noreturn))
plcuda_return_bytes(const void *p, uint64_t len)
{
	plcuda_send(PLCUDA_RESULT_VALUE, p, len);
	plcuda_release_result(NULL);
	plcuda_call_done(0);
}

/* a by-reference result: freed after sending when plcuda_alloc_* built it */
static void __attribute__((noreturn))
plcuda_return_ref(const void *p, uint64_t len)
{
	plcuda_send(PLCUDA_RESULT_VALUE, p, len);
	plcuda_release_result(p);
	plcuda_call_done(0);
}

static void __attribute__((noreturn, format(printf, 3, 4)))
plcuda_eexit(const char *file, int line, const char *fmt, ...)
{
	char		msg[4096];
	va_list		ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	if (file)
	{
		fprintf(stderr, "%s:%d: %s\n", file, line, msg);
		fflush(stderr);
	}
	plcuda_send(PLCUDA_RESULT_ERROR, msg, strlen(msg));
	exit(2);
}

/* the CUDA errors that mean "no GPU here" (no device, or no driver) */
static int
plcuda_no_gpu(cudaError_t rc)
{
	return rc == cudaErrorNoDevice || rc == cudaErrorInsufficientDriver;
}

static void __attribute__((noreturn, format(printf, 4, 5)))
plcuda_cuexit(cudaError_t rc, const char *file, int line, const char *fmt, ...)
{
	char		msg[4096];
	size_t		n;
	va_list		ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	n = strlen(msg);
	if (plcuda_no_gpu(rc))
	{
		/* say it plainly: the driver's text ("version insufficient") misleads */
		snprintf(msg + n, sizeof(msg) - n, ": there is no usable CUDA GPU (%s)",
				 cudaGetErrorName(rc));
		fprintf(stderr, "%s:%d: %s\n", file, line, msg);
		fflush(stderr);
		plcuda_send(PLCUDA_RESULT_ERROR_NO_GPU, msg, strlen(msg));
		exit(2);
	}
	snprintf(msg + n, sizeof(msg) - n, ": %s (%s)",
			 cudaGetErrorName(rc), cudaGetErrorString(rc));
	fprintf(stderr, "%s:%d: %s\n", file, line, msg);
	fflush(stderr);
	plcuda_send(PLCUDA_RESULT_ERROR, msg, strlen(msg));
	exit(2);
}

/* seed 001's helpers: an error ends the call with an SQL ERROR */
#define EEXIT(...)			plcuda_eexit(__FILE__, __LINE__, __VA_ARGS__)
/* the runtime's own errors: the message alone, no place in this header */
#define PLCUDA_FAIL(...)	plcuda_eexit(NULL, 0, __VA_ARGS__)
#define CUEXIT(rc, ...)		plcuda_cuexit((rc), __FILE__, __LINE__, __VA_ARGS__)

/* a varlena result: its header is checked before anything is sent */
static void __attribute__((noreturn))
plcuda_return_varlena(const varlena *v)
{
	uint32_t	hdr = v->vl_len_;

	if ((hdr & 3) != 0)
		PLCUDA_FAIL("the result's varlena header (0x%08x) is not a 4-byte header; "
					"set it with SET_VARSIZE", (unsigned) hdr);
	if (VARSIZE(v) < VARHDRSZ)
		PLCUDA_FAIL("the result's varlena length %u is shorter than its header",
					(unsigned) VARSIZE(v));
	plcuda_return_ref(v, VARSIZE(v));
}

static size_t __plcuda_argbuf_cap;

static void plcuda_argbuf_reserve(uint32_t nargs);

/* one call's arguments from stdin; 0 at end of input before a call */
static int
plcuda_read_stream(uint32_t nargs)
{
	ssize_t		n;
	size_t		got;
	struct iovec iov[2];

	/* the header in one read; a clean end of input before it ends a worker */
	do
		n = read(0, &__plcuda_call, sizeof(__plcuda_call));
	while (n < 0 && errno == EINTR);
	if (n == 0)
		return 0;
	if (n < 0)
		plcuda_die(3);
	if ((size_t) n < sizeof(__plcuda_call))
		plcuda_read_all(0, ((char *) &__plcuda_call) + n, sizeof(__plcuda_call) - (size_t) n);
	if (memcmp(__plcuda_call.magic, "PLCUDA1", 8) != 0 ||
		__plcuda_call.nargs != nargs)
	{
		fprintf(stderr, "plcuda: protocol mismatch\n");
		plcuda_die(3);
	}
	plcuda_argbuf_reserve(nargs);
	/* argument headers and values together */
	iov[0].iov_base = __plcuda_args;
	iov[0].iov_len = nargs * sizeof(plcuda_arg_header);
	iov[1].iov_base = __plcuda_argbuf;
	iov[1].iov_len = __plcuda_call.total;
	do
		n = readv(0, iov, 2);
	while (n < 0 && errno == EINTR);
	if (n <= 0 && iov[0].iov_len + iov[1].iov_len > 0)
	{
		fprintf(stderr, "plcuda: argument stream ended early\n");
		plcuda_die(3);
	}
	got = n > 0 ? (size_t) n : 0;
	if (got < iov[0].iov_len)
	{
		plcuda_read_all(0, ((char *) __plcuda_args) + got, iov[0].iov_len - got);
		got = 0;
	}
	else
		got -= iov[0].iov_len;
	if (got < iov[1].iov_len)
		plcuda_read_all(0, __plcuda_argbuf + got, iov[1].iov_len - got);
	return 1;
}

/* the argument headers and buffer, kept from call to call */
static void
plcuda_argbuf_reserve(uint32_t nargs)
{
	if (!__plcuda_args)
	{
		__plcuda_args = (plcuda_arg_header *)
			calloc(nargs + 1, sizeof(plcuda_arg_header));
		if (!__plcuda_args)
			plcuda_die(3);
	}
	if (!__plcuda_argbuf || __plcuda_argbuf_cap < __plcuda_call.total + 16)
	{
		if (__plcuda_argbuf)
		{
#if PLCUDA_USES_GPU
			if (__plcuda_argbuf_managed)
				cudaFree(__plcuda_argbuf);
			else
#endif
				free(__plcuda_argbuf);
		}
		__plcuda_argbuf = NULL;
		__plcuda_argbuf_managed = 0;
		__plcuda_argbuf_cap = 0;
#if PLCUDA_USES_GPU
		if (cudaMallocManaged((void **) &__plcuda_argbuf,
							  __plcuda_call.total + 16, cudaMemAttachGlobal) != cudaSuccess)
		{
			(void) cudaGetLastError();
			__plcuda_argbuf = NULL;
		}
		else
			__plcuda_argbuf_managed = 1;
#endif
		if (!__plcuda_argbuf)
			__plcuda_argbuf = (char *) malloc(__plcuda_call.total + 16);
		if (!__plcuda_argbuf)
			PLCUDA_FAIL("out of memory for the argument buffer (%llu bytes)",
						(unsigned long long) __plcuda_call.total);
		__plcuda_argbuf_cap = __plcuda_call.total + 16;
	}
}

/*
 * A warm worker's next call through the mailbox: wait for it (no time
 * limit: the backend kills an idle worker it no longer wants, and
 * PR_SET_PDEATHSIG one whose backend died), then copy its arguments out,
 * or read them from stdin when the backend sent them there.
 */
static int plcuda_read_stream(uint32_t nargs);

static int
plcuda_read_mailbox(uint32_t nargs)
{
	plcuda_mailbox *mb = __plcuda_mb;
	const char *src = PLCUDA_MB_DATA(mb);
	uint64_t	len;
	uint64_t	heads = (uint64_t) nargs * sizeof(plcuda_arg_header);

	/* the spin the backend asked for with its last call */
	while (!plcuda_mb_wait(&mb->call_seq, __plcuda_mb_seq, &mb->worker_sleeps,
						   (long) __atomic_load_n(&mb->spin_ns, __ATOMIC_RELAXED), 0,
						   &mb->backend_sleeps, &mb->backend_cpu))
		;
	__plcuda_mb_seq = __atomic_load_n(&mb->call_seq, __ATOMIC_ACQUIRE);
	__plcuda_mb_in_call = 1;
	__plcuda_mb_pipe = (mb->in_where == PLCUDA_MB_IN_PIPE);
	if (__plcuda_mb_pipe)
	{
		/* the stream is on stdin; its end here is a broken exchange */
		if (!plcuda_read_stream(nargs))
			plcuda_die(3);
		return 1;
	}
	len = mb->in_len;
	if (len < sizeof(__plcuda_call) + heads || len > PLCUDA_MB_CAPACITY(mb))
	{
		fprintf(stderr, "plcuda: protocol mismatch\n");
		plcuda_die(3);
	}
	memcpy(&__plcuda_call, src, sizeof(__plcuda_call));
	if (memcmp(__plcuda_call.magic, "PLCUDA1", 8) != 0 ||
		__plcuda_call.nargs != nargs ||
		__plcuda_call.total != len - sizeof(__plcuda_call) - heads)
	{
		fprintf(stderr, "plcuda: protocol mismatch\n");
		plcuda_die(3);
	}
	plcuda_argbuf_reserve(nargs);
	memcpy(__plcuda_args, src + sizeof(__plcuda_call), (size_t) heads);
	memcpy(__plcuda_argbuf, src + sizeof(__plcuda_call) + heads,
		   (size_t) __plcuda_call.total);
	return 1;
}

/* read one call's arguments; 0 at end of input before a call (warm end) */
static int
plcuda_read_args(uint32_t nargs)
{
	uint32_t	i;

	if (__plcuda_mb)
		(void) plcuda_read_mailbox(nargs);
	else if (!plcuda_read_stream(nargs))
		return 0;
	for (i = 0; i < nargs; i++)
		if (__plcuda_args[i].offset + __plcuda_args[i].len > __plcuda_call.total)
			plcuda_die(3);
	return 1;
}

/* the mailbox on PLCUDA_MAILBOX_FD ("--warm --mailbox") */
static void
plcuda_map_mailbox(void)
{
	struct stat st;
	void	   *p;

	if (fstat(PLCUDA_MAILBOX_FD, &st) != 0 || st.st_size < PLCUDA_MB_HEADER + 4096)
	{
		fprintf(stderr, "plcuda: no mailbox on fd %d\n", PLCUDA_MAILBOX_FD);
		_exit(3);
	}
	p = mmap(NULL, (size_t) st.st_size, PROT_READ | PROT_WRITE, MAP_SHARED,
			 PLCUDA_MAILBOX_FD, 0);
	close(PLCUDA_MAILBOX_FD);
	if (p == MAP_FAILED || ((plcuda_mailbox *) p)->magic != PLCUDA_MAILBOX_MAGIC ||
		((plcuda_mailbox *) p)->size != (uint64_t) st.st_size)
	{
		fprintf(stderr, "plcuda: bad mailbox on fd %d\n", PLCUDA_MAILBOX_FD);
		_exit(3);
	}
	__plcuda_mb = (plcuda_mailbox *) p;
	/* a fresh mailbox: the backend may have posted call 1 already */
	__plcuda_mb_seq = 0;
	atexit(plcuda_mb_exiting);
}


/* main()'s start: warm mode loops back here after each call */
#define PLCUDA_MAIN_START(argc, argv, nargs) \
	do { \
		__plcuda_warm = ((argc) > 1 && strcmp((argv)[1], "--warm") == 0); \
		if (__plcuda_warm && !__plcuda_mb && (argc) > 2 && \
			strcmp((argv)[2], "--mailbox") == 0) \
			plcuda_map_mailbox(); \
		if (__plcuda_warm) \
			(void) setjmp(__plcuda_next_call); \
		if (!plcuda_read_args(nargs)) \
			exit(0); \
	} while (0)

#define ARG_ISNULL(n)		(__plcuda_args[(n) - 1].isnull != 0)

static void *
plcuda_arg_pointer(int i)
{
	/* a NULL by-reference argument points to an empty stand-in */
	if (__plcuda_args[i].isnull && __plcuda_args[i].len == 0)
		return NULL;
	return __plcuda_argbuf + __plcuda_args[i].offset;
}

static void
plcuda_arg_value(int i, void *dst, size_t len)
{
	memset(dst, 0, len);
	if (!__plcuda_args[i].isnull && __plcuda_args[i].len == len)
		memcpy(dst, __plcuda_argbuf + __plcuda_args[i].offset, len);
}

/* gstore_fdw tables (reggstore arguments) */
#include "plcuda_gstore_host.h"

/* kernel-mode launch parameters, computed by the backend (seed 000) */
#define PLCUDA_LAUNCH(i)	(__plcuda_call.launch[(i)])

/*
 * a varlena's 30-bit length: a larger one is an error, never a wrap (in
 * device code, a zero header that the backend rejects as not matching)
 */
static __host__ __device__ void
plcuda_set_varsize(void *p, size_t len)
{
	if (len > PLCUDA_MAX_VARSIZE)
	{
#ifdef __CUDA_ARCH__
		((uint32_t *) p)[0] = 0;
		return;
#else
		PLCUDA_FAIL("a value of %zu bytes is over PostgreSQL's 1 GB limit", len);
#endif
	}
	((uint32_t *) p)[0] = ((uint32_t) len) << 2;
}

/* ---- building results ---- */
static varlena *
plcuda_alloc_varlena(size_t datalen)
{
	varlena    *v;

	if (datalen > PLCUDA_MAX_VARSIZE - VARHDRSZ)
		PLCUDA_FAIL("a value of %zu bytes is over PostgreSQL's 1 GB limit",
			  datalen + VARHDRSZ);
	v = (varlena *) plcuda_track(calloc(1, VARHDRSZ + datalen + 1));
	if (!v)
		PLCUDA_FAIL("out of memory for a value of %zu bytes", datalen + VARHDRSZ);
	SET_VARSIZE(v, VARHDRSZ + datalen);
	return v;
}

static text *
plcuda_text(const char *s)
{
	size_t		n = strlen(s);
	text	   *t = plcuda_alloc_varlena(n);

	memcpy(VARDATA(t), s, n);
	return t;
}

/* a 1-D (width 1) or 2-D array of a fixed-size element type, no NULLs */
static ArrayType *
plcuda_alloc_matrix(uint32_t elemtype, size_t elemsz, int32_t height, int32_t width)
{
	int			ndim = (width == 1) ? 1 : 2;
	size_t		hdr = ARR_OVERHEAD_NONULLS(ndim);
	size_t		sz;
	ArrayType  *a;

	if (height <= 0 || width <= 0 || elemsz == 0 || elemsz > 8)
		PLCUDA_FAIL("invalid matrix shape: %d x %d of %zu-byte elements",
			  height, width, elemsz);
	/* each factor is below 2^31 and elemsz <= 8: no size_t overflow */
	sz = hdr + elemsz * (size_t) height * (size_t) width;
	if (sz > PLCUDA_MAX_VARSIZE)
		PLCUDA_FAIL("a %d x %d matrix (%zu bytes) is over PostgreSQL's 1 GB limit",
			  height, width, sz);
	a = (ArrayType *) plcuda_track(calloc(1, sz));
	if (!a)
		PLCUDA_FAIL("out of memory for a %d x %d matrix", height, width);
	SET_VARSIZE(a, sz);
	a->ndim = ndim;
	a->dataoffset = 0;
	a->elemtype = elemtype;
	if (ndim == 1)
	{
		ARR_DIMS(a)[0] = height;
		ARR_LBOUND(a)[0] = 1;
	}
	else
	{
		/* DESIGN.md: SQL dimensions [width][height], m[col][row] */
		ARR_DIMS(a)[0] = width;
		ARR_DIMS(a)[1] = height;
		ARR_LBOUND(a)[0] = 1;
		ARR_LBOUND(a)[1] = 1;
	}
	return a;
}

#endif							/* PLCUDA_HOST_H */
