/*
 * plcuda_gstore_host.h: gstore_fdw tables in a PL/CUDA program, part of
 * plcuda_host.h (which includes it where the argument buffer is known).
 */
#ifndef PLCUDA_GSTORE_HOST_H
#define PLCUDA_GSTORE_HOST_H

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

#endif							/* PLCUDA_GSTORE_HOST_H */
