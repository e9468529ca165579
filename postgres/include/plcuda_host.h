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
 * it.  EEXIT, CUEXIT, exit() and PLCUDA_CPU_FALLBACK() still end the
 * process, which the backend then replaces.  Globals and statics persist
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
			_exit(PLCUDA_EXIT_BAD_RESULT);
		}
		if (n <= 0)
			_exit(3);
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
			_exit(3);
		}
		p += n;
		len -= (size_t) n;
	}
}

static void
plcuda_send(uint32_t kind, const void *data, uint64_t len)
{
	uint32_t	hdr[4];
	struct iovec iov[2];
	ssize_t		n;

	hdr[0] = kind;
	hdr[1] = 0;
	memcpy(&hdr[2], &len, sizeof(len));
	/* header and value in one system call when the pipe takes both */
	iov[0].iov_base = hdr;
	iov[0].iov_len = sizeof(hdr);
	iov[1].iov_base = (void *) data;
	iov[1].iov_len = (size_t) len;
	do
		n = writev(3, iov, len > 0 ? 2 : 1);
	while (n < 0 && errno == EINTR);
	if (n < 0 && errno != EFAULT)
		_exit(3);
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

/* read one call's arguments; 0 at end of input before a call (warm end) */
static int
plcuda_read_args(uint32_t nargs)
{
	uint64_t	i;
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
		_exit(3);
	if ((size_t) n < sizeof(__plcuda_call))
		plcuda_read_all(0, ((char *) &__plcuda_call) + n, sizeof(__plcuda_call) - (size_t) n);
	if (memcmp(__plcuda_call.magic, "PLCUDA1", 8) != 0 ||
		__plcuda_call.nargs != nargs)
	{
		fprintf(stderr, "plcuda: protocol mismatch\n");
		_exit(3);
	}
	/* kept from call to call: a warm call allocates nothing here */
	if (!__plcuda_args)
	{
		__plcuda_args = (plcuda_arg_header *)
			calloc(nargs + 1, sizeof(plcuda_arg_header));
		if (!__plcuda_args)
			_exit(3);
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
		_exit(3);
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
	for (i = 0; i < nargs; i++)
		if (__plcuda_args[i].offset + __plcuda_args[i].len > __plcuda_call.total)
			_exit(3);
	return 1;
}

/* main()'s start: warm mode loops back here after each call */
#define PLCUDA_MAIN_START(argc, argv, nargs) \
	do { \
		__plcuda_warm = ((argc) > 1 && strcmp((argv)[1], "--warm") == 0); \
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

/*
 * ---- gstore_fdw tables (reggstore arguments, seed 001) ----
 *
 * A reggstore argument is a GstoreIpcMapping *: `h` says where the table
 * is (device_id -1: host memory), its format and size; `map` points at
 * the region: a GstoreHeader, then each column's values (nitems of
 * attlen bytes) and, for a column with NULLs, a bitmap (bit set: NULL).
 * `map` is a device pointer when the program uses the GPU and one is
 * there (the region uploaded once per version), else host memory shared
 * with the backend.  `host` is always the host view, for the header.
 * A warm worker keeps the mapping of each version it has seen, so a call
 * copies nothing.  An empty table gives map == NULL, rawsize 0.  A NULL
 * argument gives a NULL pointer.
 */
typedef struct GstoreColumn
{
	int16_t		attnum;
	int16_t		attlen;
	uint32_t	atttypid;
	uint64_t	values;			/* offset from the region's start */
	uint64_t	nulls;			/* offset of the NULL bitmap, 0: no NULL */
} GstoreColumn;

typedef struct GstoreHeader
{
	char		magic[8];		/* "KFGSTOR1" */
	uint32_t	ncols;
	uint32_t	format;			/* GSTORE_FDW_FORMAT__COLUMNS */
	uint64_t	nitems;
	uint64_t	rawsize;
	uint32_t	reloid;
	uint32_t	pad;
	GstoreColumn cols[1];
} GstoreHeader;

#define GSTORE_FDW_FORMAT__COLUMNS	1

typedef struct GstoreIpcHandle
{
	uint32_t	__vl_len;		/* 4B varlena header */
	int16_t		device_id;		/* GPU device where pinning on; -1: host */
	int8_t		format;			/* one of GSTORE_FDW_FORMAT__* */
	int8_t		__padding__;
	int64_t		rawsize;		/* length in bytes */
	union
	{
		struct
		{
			uint64_t	dev;
			uint64_t	ino;
			uint64_t	nitems;
			uint32_t	reloid;
		}			host;		/* kforge: the host-memory region */
		cudaIpcMemHandle_t r;	/* CUDA runtime API */
		char		data[64];
	}			ipc_mhandle;
} GstoreIpcHandle;

typedef struct GstoreIpcMapping
{
	GstoreIpcHandle h;			/* IPC handle of the gstore_fdw table */
	void	   *map;			/* mapped (device) pointer */
	void	   *host;			/* kforge: the same region in host memory */
} GstoreIpcMapping;

#define GSTORE_HEADER(m)		((const GstoreHeader *) (m)->host)
#define GSTORE_NITEMS(m)		((m)->map ? GSTORE_HEADER(m)->nitems : 0)
#define GSTORE_NCOLS(m)			((m)->map ? GSTORE_HEADER(m)->ncols : 0)
/* column j (1-based, the table's live columns in order) in `map`'s space */
#define GSTORE_COLUMN(m, j) \
	((void *) ((char *) (m)->map + GSTORE_HEADER(m)->cols[(j) - 1].values))
#define GSTORE_NULLS(m, j) \
	(GSTORE_HEADER(m)->cols[(j) - 1].nulls == 0 ? (const uint8_t *) NULL : \
	 (const uint8_t *) ((char *) (m)->map + GSTORE_HEADER(m)->cols[(j) - 1].nulls))

typedef struct plcuda_gstore_slot
{
	GstoreIpcMapping m;
	size_t		size;
	int			used;
} plcuda_gstore_slot;

static plcuda_gstore_slot __plcuda_gstore[16];

static void
plcuda_gstore_unmap(plcuda_gstore_slot *e)
{
#if PLCUDA_USES_GPU
	if (e->m.map && e->m.map != e->m.host)
		cudaFree(e->m.map);
#endif
	if (e->m.host)
		munmap(e->m.host, e->size);
	memset(e, 0, sizeof(*e));
}

static GstoreIpcMapping *
plcuda_gstore_map(int i)
{
	const GstoreIpcHandle *h;
	const char *path;
	plcuda_gstore_slot *e = NULL;
	struct stat st;
	int			fd;
	int			k;

	if (__plcuda_args[i].isnull ||
		__plcuda_args[i].len < sizeof(GstoreIpcHandle) + 1)
		return NULL;
	h = (const GstoreIpcHandle *) (__plcuda_argbuf + __plcuda_args[i].offset);
	path = (const char *) (h + 1);
	/* a version seen before: its mapping as it is */
	for (k = 0; k < 16; k++)
		if (__plcuda_gstore[k].used &&
			__plcuda_gstore[k].m.h.ipc_mhandle.host.reloid == h->ipc_mhandle.host.reloid &&
			__plcuda_gstore[k].m.h.ipc_mhandle.host.dev == h->ipc_mhandle.host.dev &&
			__plcuda_gstore[k].m.h.ipc_mhandle.host.ino == h->ipc_mhandle.host.ino)
			return &__plcuda_gstore[k].m;
	/* an older version of the same table goes */
	for (k = 0; k < 16; k++)
		if (__plcuda_gstore[k].used &&
			__plcuda_gstore[k].m.h.ipc_mhandle.host.reloid == h->ipc_mhandle.host.reloid)
			plcuda_gstore_unmap(&__plcuda_gstore[k]);
	for (k = 0; k < 16 && !e; k++)
		if (!__plcuda_gstore[k].used)
			e = &__plcuda_gstore[k];
	if (!e)
		plcuda_gstore_unmap(e = &__plcuda_gstore[0]);
	e->used = 1;
	memcpy(&e->m.h, h, sizeof(*h));
	if (path[0] == '\0' || h->rawsize == 0)
		return &e->m;			/* an empty table */
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		PLCUDA_FAIL("cannot open gstore_fdw table %u (%s): %s",
					(unsigned) h->ipc_mhandle.host.reloid, path, strerror(errno));
	if (fstat(fd, &st) != 0 || (uint64_t) st.st_ino != h->ipc_mhandle.host.ino ||
		(int64_t) st.st_size != h->rawsize)
		PLCUDA_FAIL("gstore_fdw table %u changed while it was being passed",
					(unsigned) h->ipc_mhandle.host.reloid);
	e->m.host = mmap(NULL, (size_t) h->rawsize, PROT_READ, MAP_SHARED, fd, 0);
	close(fd);
	if (e->m.host == MAP_FAILED)
	{
		e->m.host = NULL;
		e->used = 0;
		PLCUDA_FAIL("cannot map gstore_fdw table %u (%lld bytes): %s",
					(unsigned) h->ipc_mhandle.host.reloid,
					(long long) h->rawsize, strerror(errno));
	}
	e->size = (size_t) h->rawsize;
	e->m.map = e->m.host;
#if PLCUDA_USES_GPU
	{
		int			ndev = 0;
		int			dev = 0;
		void	   *d = NULL;

		/* device memory, filled once per version (seed 001: no copy per call) */
		if (cudaGetDeviceCount(&ndev) == cudaSuccess && ndev > 0 &&
			cudaGetDevice(&dev) == cudaSuccess &&
			cudaMalloc(&d, e->size) == cudaSuccess)
		{
			if (cudaMemcpy(d, e->m.host, e->size, cudaMemcpyHostToDevice) != cudaSuccess)
			{
				cudaFree(d);
				PLCUDA_FAIL("cannot copy gstore_fdw table %u to the GPU",
							(unsigned) h->ipc_mhandle.host.reloid);
			}
			e->m.map = d;
			e->m.h.device_id = (int16_t) dev;
		}
		else
			(void) cudaGetLastError();
	}
#endif
	return &e->m;
}

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
