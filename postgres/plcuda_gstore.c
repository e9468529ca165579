/*
 * plcuda_gstore.c: gstore_fdw (contract in plcuda_gstore.h).
 */
#include "postgres.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "access/htup_details.h"
#include "access/reloptions.h"
#include "access/xact.h"
#include "access/xlog.h"
#include "access/relation.h"
#include "catalog/namespace.h"
#include "catalog/dependency.h"
#include "catalog/pg_depend.h"
#include "catalog/pg_foreign_table.h"
#include "catalog/pg_type.h"
#include "commands/defrem.h"
#include "commands/extension.h"
#include "executor/executor.h"
#include "foreign/fdwapi.h"
#include "foreign/foreign.h"
#include "miscadmin.h"
#include "nodes/makefuncs.h"
#include "commands/explain.h"
#include "optimizer/cost.h"
#include "optimizer/optimizer.h"
#include "optimizer/pathnode.h"
#include "optimizer/planmain.h"
#include "optimizer/restrictinfo.h"
#include "storage/lmgr.h"
#include "utils/builtins.h"
#include "utils/hsearch.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"
#include "utils/rel.h"
#include "utils/syscache.h"

#include "plcuda_gstore.h"

PG_FUNCTION_INFO_V1(gstore_fdw_handler);
PG_FUNCTION_INFO_V1(gstore_fdw_validator);
PG_FUNCTION_INFO_V1(gstore_fdw_is_gstore);
PG_FUNCTION_INFO_V1(gstore_fdw_check);
PG_FUNCTION_INFO_V1(gstore_fdw_nitems);
PG_FUNCTION_INFO_V1(gstore_fdw_rawsize);
PG_FUNCTION_INFO_V1(gstore_fdw_forget);
PG_FUNCTION_INFO_V1(gstore_export_ipchandle);

char	   *plcuda_gstore_dir = NULL;
int			plcuda_gstore_max_size = 0;

/* ---- the region's layout: mirrored by include/plcuda_host.h ---- */
#define GSTORE_MAGIC		"KFGSTOR1"
#define GSTORE_FORMAT_COLUMNS 1	/* GSTORE_FDW_FORMAT__* of seed 001 */
#define GSTORE_ALIGN		64

typedef struct GstoreColumn
{
	int16		attnum;
	int16		attlen;
	uint32		atttypid;
	uint64		values;			/* offset of nitems * attlen bytes */
	uint64		nulls;			/* offset of the NULL bitmap (bit set: NULL), 0: none */
} GstoreColumn;

typedef struct GstoreHeader
{
	char		magic[8];
	uint32		ncols;
	uint32		format;
	uint64		nitems;
	uint64		rawsize;
	uint32		reloid;
	uint32		pad;
	GstoreColumn cols[FLEXIBLE_ARRAY_MEMBER];
} GstoreHeader;

/* the seed's GstoreIpcHandle; kforge's host-memory fields in ipc_mhandle */
typedef struct GstoreIpcHandle
{
	uint32		vl_len_;
	int16		device_id;		/* -1: host memory */
	int8		format;
	int8		padding;
	int64		rawsize;
	union
	{
		struct
		{
			uint64		dev;	/* the region's st_dev and st_ino: the */
			uint64		ino;	/* program's key for a mapping it keeps */
			uint64		nitems;
			uint32		reloid;
		}			host;
		char		data[64];
	}			ipc_mhandle;
	/* then the NUL-terminated path the program opens */
} GstoreIpcHandle;

StaticAssertDecl(sizeof(GstoreColumn) == 24, "gstore column layout");
StaticAssertDecl(offsetof(GstoreHeader, cols) == 40, "gstore header layout");
StaticAssertDecl(sizeof(GstoreIpcHandle) == 80, "GstoreIpcHandle layout");

/* a column as this table's descriptor has it */
typedef struct ColDesc
{
	int16		attnum;
	int16		attlen;
	bool		attbyval;
	Oid			atttypid;
} ColDesc;

/* a committed region, mapped read-only */
typedef struct Region
{
	int			fd;
	void	   *base;
	size_t		size;
	const GstoreHeader *hdr;	/* NULL: the table is empty */
} Region;

/* a subtransaction's starting point, to undo its rows */
typedef struct Mark
{
	SubTransactionId subid;
	uint64		nrows;
	bool		truncated;
} Mark;

/* what one transaction wrote to one table */
typedef struct Pending
{
	Oid			relid;			/* hash key */
	bool		truncated;		/* the committed rows are dropped */
	bool		dropped;		/* the table is dropped: remove the region */
	bool		stale;			/* the committed region has other columns */
	int			ncols;
	ColDesc    *cols;
	uint64		nrows;
	uint64		cap;
	char	  **values;			/* per column, cap * attlen bytes */
	uint8	  **nulls;			/* per column, cap / 8 bytes, or NULL */
	uint64		base_nitems;	/* committed rows when the writing began */
	List	   *marks;			/* Mark *, innermost first */
	char	   *tmppath;		/* the new region, written at pre-commit */
} Pending;

static HTAB *pending_htab = NULL;	/* Pending by relid, this transaction */
static MemoryContext pending_cxt = NULL;
static List *open_regions = NIL;	/* Region * mapped by scans, in pending_cxt */

/* ---- names and regions ---- */

static const char *
gstore_dir(void)
{
	return (plcuda_gstore_dir && plcuda_gstore_dir[0]) ? plcuda_gstore_dir : "/dev/shm";
}

static char *
region_path(Oid relid)
{
	return psprintf("%s/kforge-gstore-" UINT64_FORMAT "-%u-%u", gstore_dir(),
					GetSystemIdentifier(), MyDatabaseId, relid);
}

static bool
is_gstore_table(Oid relid)
{
	ForeignTable *ft;
	ForeignServer *srv;
	ForeignDataWrapper *fdw;

	if (get_rel_relkind(relid) != RELKIND_FOREIGN_TABLE)
		return false;
	ft = GetForeignTable(relid);
	srv = GetForeignServer(ft->serverid);
	fdw = GetForeignDataWrapper(srv->fdwid);
	return strcmp(fdw->fdwname, "gstore_fdw") == 0;
}

static void
check_gstore_table(Oid relid)
{
	if (!is_gstore_table(relid))
		ereport(ERROR,
				(errcode(ERRCODE_WRONG_OBJECT_TYPE),
				 errmsg("relation \"%s\" is not a gstore_fdw foreign table",
						get_rel_name(relid) ? get_rel_name(relid) : "?"),
				 errdetail("A reggstore value, and the gstore_fdw functions, name a foreign table of server gstore_fdw."),
				 errhint("Create it with CREATE FOREIGN TABLE ... SERVER gstore_fdw.")));
}

/* the table's live columns; each must be of a fixed-width type */
static int
table_columns(Relation rel, ColDesc **out)
{
	TupleDesc	td = RelationGetDescr(rel);
	ColDesc    *cols = palloc0(sizeof(ColDesc) * Max(td->natts, 1));
	int			n = 0;
	int			i;

	for (i = 0; i < td->natts; i++)
	{
		Form_pg_attribute a = TupleDescAttr(td, i);

		if (a->attisdropped)
			continue;
		if (a->attlen <= 0)
			ereport(ERROR,
					(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
					 errmsg("gstore_fdw cannot keep column \"%s\" of type %s",
							NameStr(a->attname), format_type_be(a->atttypid)),
					 errdetail("gstore_fdw keeps fixed-width types only (int, real, float, date, uuid, ...), so that each column is one array a kernel can index."),
					 errhint("Store variable-length values in an ordinary table, or as a fixed-width type.")));
		cols[n].attnum = a->attnum;
		cols[n].attlen = a->attlen;
		cols[n].attbyval = a->attbyval;
		cols[n].atttypid = a->atttypid;
		n++;
	}
	*out = cols;
	return n;
}

static void
region_close(Region *r)
{
	if (r->base)
		munmap(r->base, r->size);
	if (r->fd >= 0)
		close(r->fd);
	r->base = NULL;
	r->fd = -1;
	r->hdr = NULL;
}

/* map the committed region of relid (r->hdr NULL when there is none) */
static void
region_open(Oid relid, Region *r)
{
	char	   *path = region_path(relid);
	struct stat st;
	const GstoreHeader *h;
	uint32		i;

	r->fd = -1;
	r->base = NULL;
	r->hdr = NULL;
	r->size = 0;
	r->fd = open(path, O_RDONLY | O_CLOEXEC);
	if (r->fd < 0)
	{
		if (errno == ENOENT)
			return;
		ereport(ERROR,
				(errcode_for_file_access(),
				 errmsg("could not open gstore_fdw region \"%s\": %m", path)));
	}
	if (fstat(r->fd, &st) != 0 || (size_t) st.st_size < sizeof(GstoreHeader))
	{
		region_close(r);
		ereport(ERROR,
				(errcode(ERRCODE_DATA_CORRUPTED),
				 errmsg("gstore_fdw region \"%s\" is truncated", path),
				 errhint("TRUNCATE the table and load it again.")));
	}
	r->size = st.st_size;
	r->base = mmap(NULL, r->size, PROT_READ, MAP_SHARED, r->fd, 0);
	if (r->base == MAP_FAILED)
	{
		r->base = NULL;
		region_close(r);
		ereport(ERROR,
				(errcode(ERRCODE_OUT_OF_MEMORY),
				 errmsg("could not map gstore_fdw region \"%s\": %m", path)));
	}
	h = r->base;
	if (memcmp(h->magic, GSTORE_MAGIC, 8) != 0 || h->rawsize != r->size ||
		h->ncols > MaxHeapAttributeNumber ||
		offsetof(GstoreHeader, cols) + h->ncols * sizeof(GstoreColumn) > r->size)
		goto corrupt;
	for (i = 0; i < h->ncols; i++)
	{
		const GstoreColumn *c = &h->cols[i];

		if (c->attlen <= 0 || c->values > r->size ||
			(r->size - c->values) / c->attlen < h->nitems ||
			(c->nulls != 0 && (c->nulls > r->size ||
							   r->size - c->nulls < (h->nitems + 7) / 8)))
			goto corrupt;
	}
	r->hdr = h;
	return;

corrupt:
	region_close(r);
	ereport(ERROR,
			(errcode(ERRCODE_DATA_CORRUPTED),
			 errmsg("gstore_fdw region \"%s\" is malformed", path),
			 errhint("TRUNCATE the table and load it again.")));
}

/* are the region's columns the table's, in order? */
static bool
region_columns_match(const GstoreHeader *h, const ColDesc *cols, int ncols)
{
	int			i;
	bool		ok = (h->ncols == (uint32) ncols);

	for (i = 0; ok && i < ncols; i++)
		ok = (h->cols[i].attnum == cols[i].attnum &&
			  h->cols[i].atttypid == cols[i].atttypid &&
			  h->cols[i].attlen == cols[i].attlen);
	return ok;
}

static void
region_check_columns(const Region *r, Relation rel, const ColDesc *cols, int ncols)
{
	if (!region_columns_match(r->hdr, cols, ncols))
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("gstore_fdw table \"%s\" was loaded with other columns",
						RelationGetRelationName(rel)),
				 errdetail("Its columns were altered after rows were inserted."),
				 errhint("TRUNCATE the table and load it again.")));
}

/* scans' mappings are closed at the end of the transaction if not before */
static Region *
region_track(void)
{
	MemoryContext old = MemoryContextSwitchTo(TopTransactionContext);
	Region	   *r = palloc0(sizeof(Region));

	r->fd = -1;
	open_regions = lappend(open_regions, r);
	MemoryContextSwitchTo(old);
	return r;
}

static void
region_untrack(Region *r)
{
	region_close(r);
	open_regions = list_delete_ptr(open_regions, r);
}

/* ---- sizes ---- */

static uint64
region_size(const ColDesc *cols, int ncols, uint64 nitems, const bool *hasnull)
{
	uint64		sz = offsetof(GstoreHeader, cols) + (uint64) ncols * sizeof(GstoreColumn);
	int			i;

	for (i = 0; i < ncols; i++)
	{
		sz = TYPEALIGN64(GSTORE_ALIGN, sz) + nitems * (uint64) cols[i].attlen;
		if (hasnull == NULL || hasnull[i])
			sz = TYPEALIGN64(GSTORE_ALIGN, sz) + (nitems + 7) / 8;
	}
	return sz;
}

static void
check_max_size(Relation rel, uint64 sz)
{
	if (plcuda_gstore_max_size > 0 &&
		sz > (uint64) plcuda_gstore_max_size * 1024 * 1024)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("gstore_fdw table \"%s\" would need " UINT64_FORMAT " bytes, over plcuda.gstore_max_size (%d MB)",
						RelationGetRelationName(rel), sz, plcuda_gstore_max_size),
				 errhint("Raise plcuda.gstore_max_size, or load fewer rows.")));
}

/* ---- transaction state ---- */

static Pending *
pending_get(Relation rel, bool create)
{
	Oid			relid = RelationGetRelid(rel);
	Pending    *p;
	bool		found;

	if (pending_htab == NULL)
	{
		HASHCTL		ctl;

		if (!create)
			return NULL;
		pending_cxt = AllocSetContextCreate(TopTransactionContext,
											"gstore_fdw transaction",
											ALLOCSET_DEFAULT_SIZES);
		ctl.keysize = sizeof(Oid);
		ctl.entrysize = sizeof(Pending);
		ctl.hcxt = pending_cxt;
		pending_htab = hash_create("gstore_fdw pending", 8, &ctl,
								   HASH_ELEM | HASH_BLOBS | HASH_CONTEXT);
	}
	p = hash_search(pending_htab, &relid, create ? HASH_ENTER : HASH_FIND, &found);
	if (p && !found)
	{
		MemoryContext old = MemoryContextSwitchTo(pending_cxt);
		ColDesc    *cols;
		Region		r;

		memset(((char *) p) + sizeof(Oid), 0, sizeof(Pending) - sizeof(Oid));
		p->ncols = table_columns(rel, &cols);
		p->cols = cols;
		p->values = palloc0(sizeof(char *) * Max(p->ncols, 1));
		p->nulls = palloc0(sizeof(uint8 *) * Max(p->ncols, 1));
		MemoryContextSwitchTo(old);
		/* a stale region is an ERROR at INSERT, not at TRUNCATE (its cure) */
		region_open(relid, &r);
		if (r.hdr)
		{
			p->base_nitems = r.hdr->nitems;
			p->stale = !region_columns_match(r.hdr, p->cols, p->ncols);
		}
		region_close(&r);
	}
	return p;
}

/* remember where the current subtransaction began, once */
static void
pending_mark(Pending *p)
{
	SubTransactionId sub = GetCurrentSubTransactionId();
	Mark	   *m;
	MemoryContext old;

	if (p->marks != NIL && ((Mark *) linitial(p->marks))->subid == sub)
		return;
	old = MemoryContextSwitchTo(pending_cxt);
	m = palloc(sizeof(Mark));
	m->subid = sub;
	m->nrows = p->nrows;
	m->truncated = p->truncated;
	p->marks = lcons(m, p->marks);
	MemoryContextSwitchTo(old);
}

static void
pending_grow(Pending *p)
{
	uint64		ncap = p->cap ? p->cap * 2 : 1024;
	int			i;

	for (i = 0; i < p->ncols; i++)
	{
		Size		vsz = (Size) ncap * p->cols[i].attlen;

		if (p->values[i] == NULL)
			p->values[i] = MemoryContextAllocHuge(pending_cxt, vsz);
		else
			p->values[i] = repalloc_huge(p->values[i], vsz);
		if (p->nulls[i] != NULL)
		{
			p->nulls[i] = repalloc_huge(p->nulls[i], ncap / 8);
			memset(p->nulls[i] + p->cap / 8, 0, (ncap - p->cap) / 8);
		}
	}
	p->cap = ncap;
}

static void
pending_add(Pending *p, TupleTableSlot *slot)
{
	uint64		row = p->nrows;
	int			i;

	if (p->nrows == p->cap)
		pending_grow(p);
	slot_getallattrs(slot);
	for (i = 0; i < p->ncols; i++)
	{
		const ColDesc *c = &p->cols[i];
		char	   *dst = p->values[i] + row * c->attlen;
		int			k = c->attnum - 1;

		if (slot->tts_isnull[k])
		{
			memset(dst, 0, c->attlen);
			if (p->nulls[i] == NULL)
			{
				p->nulls[i] = MemoryContextAllocHuge(pending_cxt, p->cap / 8);
				memset(p->nulls[i], 0, p->cap / 8);
			}
			p->nulls[i][row / 8] |= (uint8) (1 << (row % 8));
		}
		else if (c->attbyval)
			store_att_byval(dst, slot->tts_values[k], c->attlen);
		else
			memcpy(dst, DatumGetPointer(slot->tts_values[k]), c->attlen);
	}
	p->nrows++;
}

/* write the new region of p into a private file, to be renamed at commit */
static void
pending_write(Pending *p)
{
	char	   *path = region_path(p->relid);
	Region		base;
	uint64		base_n = 0;
	uint64		nitems;
	uint64		sz;
	bool	   *hasnull;
	char	   *mem;
	GstoreHeader *h;
	int			fd;
	int			i;
	int			rc;
	uint64		off;

	base.hdr = NULL;
	base.fd = -1;
	base.base = NULL;
	if (!p->truncated)
		region_open(p->relid, &base);
	if (base.hdr)
	{
		if (!region_columns_match(base.hdr, p->cols, p->ncols))
		{
			region_close(&base);
			ereport(ERROR,
					(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
					 errmsg("gstore_fdw table \"%s\" was loaded with other columns",
							get_rel_name(p->relid)),
					 errdetail("Its columns were altered after rows were inserted."),
					 errhint("TRUNCATE the table and load it again.")));
		}
		base_n = base.hdr->nitems;
	}
	nitems = base_n + p->nrows;
	if (nitems == 0)
	{
		region_close(&base);
		return;					/* empty: the commit removes the region */
	}
	hasnull = palloc0(sizeof(bool) * Max(p->ncols, 1));
	for (i = 0; i < p->ncols; i++)
		hasnull[i] = p->nulls[i] != NULL ||
			(base.hdr && base.hdr->cols[i].nulls != 0);
	sz = region_size(p->cols, p->ncols, nitems, hasnull);

	p->tmppath = MemoryContextStrdup(pending_cxt,
									 psprintf("%s.tmp.%d", path, MyProcPid));
	fd = open(p->tmppath, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	if (fd < 0)
	{
		region_close(&base);
		ereport(ERROR,
				(errcode_for_file_access(),
				 errmsg("could not create gstore_fdw region \"%s\": %m", p->tmppath),
				 errhint("Check plcuda.gstore_dir (now \"%s\").", gstore_dir())));
	}
	rc = posix_fallocate(fd, 0, (off_t) sz);
	if (rc != 0)
	{
		close(fd);
		region_close(&base);
		errno = rc;
		ereport(ERROR,
				(errcode(rc == ENOSPC ? ERRCODE_OUT_OF_MEMORY : ERRCODE_IO_ERROR),
				 errmsg("could not allocate " UINT64_FORMAT " bytes of shared memory for gstore_fdw table \"%s\": %m",
						sz, get_rel_name(p->relid)),
				 errhint("Free memory in \"%s\" or lower plcuda.gstore_max_size.",
						 gstore_dir())));
	}
	mem = mmap(NULL, sz, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	close(fd);
	if (mem == MAP_FAILED)
	{
		region_close(&base);
		ereport(ERROR,
				(errcode(ERRCODE_OUT_OF_MEMORY),
				 errmsg("could not map gstore_fdw region \"%s\": %m", p->tmppath)));
	}
	h = (GstoreHeader *) mem;
	memcpy(h->magic, GSTORE_MAGIC, 8);
	h->ncols = p->ncols;
	h->format = GSTORE_FORMAT_COLUMNS;
	h->nitems = nitems;
	h->rawsize = sz;
	h->reloid = p->relid;
	off = offsetof(GstoreHeader, cols) + (uint64) p->ncols * sizeof(GstoreColumn);
	for (i = 0; i < p->ncols; i++)
	{
		GstoreColumn *c = &h->cols[i];
		uint64		vbytes = base_n * p->cols[i].attlen;

		c->attnum = p->cols[i].attnum;
		c->attlen = p->cols[i].attlen;
		c->atttypid = p->cols[i].atttypid;
		off = TYPEALIGN64(GSTORE_ALIGN, off);
		c->values = off;
		if (base_n > 0)
			memcpy(mem + off, (const char *) base.base + base.hdr->cols[i].values, vbytes);
		if (p->nrows > 0)
			memcpy(mem + off + vbytes, p->values[i], p->nrows * p->cols[i].attlen);
		off += nitems * p->cols[i].attlen;
		c->nulls = 0;
		if (hasnull[i])
		{
			uint8	   *bm;
			uint64		r;

			off = TYPEALIGN64(GSTORE_ALIGN, off);
			c->nulls = off;
			bm = (uint8 *) mem + off;
			/* fallocate zeroed the bitmap; set the NULLs of both parts */
			for (r = 0; base_n > 0 && base.hdr->cols[i].nulls != 0 && r < base_n; r++)
				if (((const uint8 *) base.base)[base.hdr->cols[i].nulls + r / 8] & (1 << (r % 8)))
					bm[r / 8] |= (uint8) (1 << (r % 8));
			for (r = 0; p->nulls[i] != NULL && r < p->nrows; r++)
				if (p->nulls[i][r / 8] & (1 << (r % 8)))
					bm[(base_n + r) / 8] |= (uint8) (1 << ((base_n + r) % 8));
			off += (nitems + 7) / 8;
		}
	}
	Assert(off == sz);
	munmap(mem, sz);
	region_close(&base);
}

static void
gstore_xact_callback(XactEvent event, void *arg)
{
	HASH_SEQ_STATUS seq;
	Pending    *p;
	ListCell   *lc;

	switch (event)
	{
		case XACT_EVENT_PRE_COMMIT:
		case XACT_EVENT_PARALLEL_PRE_COMMIT:
			if (pending_htab == NULL)
				break;
			hash_seq_init(&seq, pending_htab);
			while ((p = hash_seq_search(&seq)) != NULL)
				if (!p->dropped && (p->nrows > 0 || p->truncated))
					pending_write(p);
			break;
		case XACT_EVENT_PRE_PREPARE:
			if (pending_htab != NULL && hash_get_num_entries(pending_htab) > 0)
				ereport(ERROR,
						(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
						 errmsg("cannot PREPARE a transaction that wrote to a gstore_fdw table"),
						 errdetail("gstore_fdw keeps its tables in memory, which a prepared transaction cannot hold.")));
			break;
		case XACT_EVENT_COMMIT:
		case XACT_EVENT_PARALLEL_COMMIT:
		case XACT_EVENT_ABORT:
		case XACT_EVENT_PARALLEL_ABORT:
			foreach(lc, open_regions)
				region_close((Region *) lfirst(lc));
			open_regions = NIL;
			if (pending_htab == NULL)
				break;
			hash_seq_init(&seq, pending_htab);
			while ((p = hash_seq_search(&seq)) != NULL)
			{
				bool		commit = (event == XACT_EVENT_COMMIT ||
									  event == XACT_EVENT_PARALLEL_COMMIT);
				char	   *path = region_path(p->relid);

				if (!commit)
				{
					if (p->tmppath)
						(void) unlink(p->tmppath);
				}
				else if (p->dropped || (p->tmppath == NULL && p->truncated))
					(void) unlink(path);
				else if (p->tmppath && rename(p->tmppath, path) != 0)
				{
					/* too late for an ERROR: the transaction has committed */
					ereport(WARNING,
							(errcode_for_file_access(),
							 errmsg("could not publish gstore_fdw region \"%s\": %m", path)));
					(void) unlink(p->tmppath);
				}
				pfree(path);
			}
			/* pending_cxt goes with TopTransactionContext */
			pending_htab = NULL;
			pending_cxt = NULL;
			break;
		default:
			break;
	}
}

static void
gstore_subxact_callback(SubXactEvent event, SubTransactionId mySubid,
						SubTransactionId parentSubid, void *arg)
{
	HASH_SEQ_STATUS seq;
	Pending    *p;

	if (pending_htab == NULL)
		return;
	if (event != SUBXACT_EVENT_ABORT_SUB && event != SUBXACT_EVENT_COMMIT_SUB)
		return;
	hash_seq_init(&seq, pending_htab);
	while ((p = hash_seq_search(&seq)) != NULL)
	{
		if (event == SUBXACT_EVENT_ABORT_SUB)
		{
			/* undo to where the aborted subtransaction (or a child) began */
			while (p->marks != NIL && ((Mark *) linitial(p->marks))->subid >= mySubid)
			{
				Mark	   *m = linitial(p->marks);

				p->nrows = m->nrows;
				p->truncated = m->truncated;
				p->marks = list_delete_first(p->marks);
			}
		}
		else if (p->marks != NIL && ((Mark *) linitial(p->marks))->subid == mySubid)
		{
			Mark	   *m = linitial(p->marks);

			/* the parent's own mark, when it has one, is the earlier */
			if (list_length(p->marks) > 1 &&
				((Mark *) lsecond(p->marks))->subid == parentSubid)
				p->marks = list_delete_first(p->marks);
			else
				m->subid = parentSubid;
		}
	}
}

/* ---- planner and executor ---- */

typedef struct GstoreScan
{
	Region	   *region;
	Pending    *pending;		/* own rows, or NULL */
	uint64		pending_rows;	/* as many as there were at the start */
	uint64		base_rows;
	uint64		next;
	ColDesc    *cols;
	int			ncols;
} GstoreScan;

static void
gstoreGetForeignRelSize(PlannerInfo *root, RelOptInfo *baserel, Oid relid)
{
	Region		r;

	region_open(relid, &r);
	baserel->rows = r.hdr ? (double) r.hdr->nitems : 0;
	region_close(&r);
	baserel->tuples = baserel->rows;
}

static void
gstoreGetForeignPaths(PlannerInfo *root, RelOptInfo *baserel, Oid relid)
{
	Cost		total = baserel->rows * cpu_tuple_cost;

	add_path(baserel, (Path *)
			 create_foreignscan_path(root, baserel, NULL, baserel->rows, 0, total,
									 NIL, NULL, NULL, NIL));
}

static ForeignScan *
gstoreGetForeignPlan(PlannerInfo *root, RelOptInfo *baserel, Oid relid,
					 ForeignPath *best_path, List *tlist, List *scan_clauses,
					 Plan *outer_plan)
{
	scan_clauses = extract_actual_clauses(scan_clauses, false);
	return make_foreignscan(tlist, scan_clauses, baserel->relid, NIL, NIL,
							NIL, NIL, outer_plan);
}

static void
gstoreBeginForeignScan(ForeignScanState *node, int eflags)
{
	Relation	rel = node->ss.ss_currentRelation;
	GstoreScan  *s = palloc0(sizeof(GstoreScan));

	node->fdw_state = s;
	s->ncols = table_columns(rel, &s->cols);
	if (eflags & EXEC_FLAG_EXPLAIN_ONLY)
		return;
	s->pending = pending_get(rel, false);
	s->region = region_track();
	if (s->pending == NULL || !s->pending->truncated)
	{
		region_open(RelationGetRelid(rel), s->region);
		if (s->region->hdr)
		{
			region_check_columns(s->region, rel, s->cols, s->ncols);
			s->base_rows = s->region->hdr->nitems;
		}
	}
	if (s->pending)
		s->pending_rows = s->pending->nrows;
}

static TupleTableSlot *
gstoreIterateForeignScan(ForeignScanState *node)
{
	GstoreScan  *s = node->fdw_state;
	TupleTableSlot *slot = node->ss.ss_ScanTupleSlot;
	int			natts = slot->tts_tupleDescriptor->natts;
	uint64		row = s->next;
	bool		mine = row >= s->base_rows;
	int			i;

	ExecClearTuple(slot);
	if (row >= s->base_rows + s->pending_rows)
		return slot;
	if (mine)
		row -= s->base_rows;
	for (i = 0; i < natts; i++)
		slot->tts_isnull[i] = true;
	for (i = 0; i < s->ncols; i++)
	{
		const ColDesc *c = &s->cols[i];
		const char *v;
		bool		isnull;
		int			k = c->attnum - 1;

		if (mine)
		{
			v = s->pending->values[i] + row * c->attlen;
			isnull = s->pending->nulls[i] != NULL &&
				(s->pending->nulls[i][row / 8] & (1 << (row % 8)));
		}
		else
		{
			const GstoreColumn *gc = &s->region->hdr->cols[i];
			const uint8 *base = s->region->base;

			v = (const char *) base + gc->values + row * c->attlen;
			isnull = gc->nulls != 0 && (base[gc->nulls + row / 8] & (1 << (row % 8)));
		}
		slot->tts_isnull[k] = isnull;
		if (isnull)
			slot->tts_values[k] = (Datum) 0;
		else if (c->attbyval)
			slot->tts_values[k] = fetch_att(v, true, c->attlen);
		else
		{
			/* a copy: the region may go once the scan ends */
			char	   *copy = palloc(c->attlen);

			memcpy(copy, v, c->attlen);
			slot->tts_values[k] = PointerGetDatum(copy);
		}
	}
	s->next++;
	return ExecStoreVirtualTuple(slot);
}

static void
gstoreReScanForeignScan(ForeignScanState *node)
{
	((GstoreScan *) node->fdw_state)->next = 0;
}

static void
gstoreEndForeignScan(ForeignScanState *node)
{
	GstoreScan  *s = node->fdw_state;

	if (s && s->region)
		region_untrack(s->region);
}

static int
gstoreIsForeignRelUpdatable(Relation rel)
{
	return (1 << CMD_INSERT);
}

static void
gstoreBeginForeignModify(ModifyTableState *mtstate, ResultRelInfo *rinfo,
						 List *fdw_private, int subplan_index, int eflags)
{
	Relation	rel = rinfo->ri_RelationDesc;

	if (mtstate->operation != CMD_INSERT)
		ereport(ERROR,
				(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
				 errmsg("gstore_fdw table \"%s\" accepts INSERT and TRUNCATE only",
						RelationGetRelationName(rel))));
	if (eflags & EXEC_FLAG_EXPLAIN_ONLY)
		return;
	/* one writer per table at a time; readers never wait */
	LockRelationOid(RelationGetRelid(rel), ShareRowExclusiveLock);
	rinfo->ri_FdwState = pending_get(rel, true);
}

static TupleTableSlot *
gstoreExecForeignInsert(EState *estate, ResultRelInfo *rinfo,
						TupleTableSlot *slot, TupleTableSlot *planSlot)
{
	Pending    *p = rinfo->ri_FdwState;
	Relation	rel = rinfo->ri_RelationDesc;

	if (p->stale && !p->truncated)
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("gstore_fdw table \"%s\" was loaded with other columns",
						RelationGetRelationName(rel)),
				 errdetail("Its columns were altered after rows were inserted."),
				 errhint("TRUNCATE the table and load it again.")));
	if (p->nrows + 1 > MaxAllocHugeSize / 8)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("too many rows for gstore_fdw table \"%s\"",
						RelationGetRelationName(rel))));
	check_max_size(rel, region_size(p->cols, p->ncols,
									(p->truncated ? 0 : p->base_nitems) + p->nrows + 1,
									NULL));
	pending_mark(p);
	pending_add(p, slot);
	return slot;
}

static void
gstoreEndForeignModify(EState *estate, ResultRelInfo *rinfo)
{
}

static void
gstoreExecForeignTruncate(List *rels, DropBehavior behavior, bool restart_seqs)
{
	ListCell   *lc;

	foreach(lc, rels)
	{
		Relation	rel = lfirst(lc);
		Pending    *p = pending_get(rel, true);

		pending_mark(p);
		p->truncated = true;
		p->nrows = 0;
	}
}

static void
gstoreExplainForeignScan(ForeignScanState *node, ExplainState *es)
{
	ExplainPropertyText("Storage", "gstore_fdw shared memory", es);
}

Datum
gstore_fdw_handler(PG_FUNCTION_ARGS)
{
	FdwRoutine *r = makeNode(FdwRoutine);

	r->GetForeignRelSize = gstoreGetForeignRelSize;
	r->GetForeignPaths = gstoreGetForeignPaths;
	r->GetForeignPlan = gstoreGetForeignPlan;
	r->BeginForeignScan = gstoreBeginForeignScan;
	r->IterateForeignScan = gstoreIterateForeignScan;
	r->ReScanForeignScan = gstoreReScanForeignScan;
	r->EndForeignScan = gstoreEndForeignScan;
	r->IsForeignRelUpdatable = gstoreIsForeignRelUpdatable;
	r->BeginForeignModify = gstoreBeginForeignModify;
	r->ExecForeignInsert = gstoreExecForeignInsert;
	r->EndForeignModify = gstoreEndForeignModify;
	r->ExecForeignTruncate = gstoreExecForeignTruncate;
	r->ExplainForeignScan = gstoreExplainForeignScan;
	PG_RETURN_POINTER(r);
}

/* no options: the table's columns say everything */
Datum
gstore_fdw_validator(PG_FUNCTION_ARGS)
{
	List	   *opts = untransformRelOptions(PG_GETARG_DATUM(0));

	if (opts != NIL)
	{
		DefElem    *d = linitial(opts);

		ereport(ERROR,
				(errcode(ERRCODE_FDW_INVALID_OPTION_NAME),
				 errmsg("gstore_fdw has no option \"%s\"", d->defname),
				 errhint("gstore_fdw takes no options; plcuda.gstore_dir and plcuda.gstore_max_size configure it.")));
	}
	PG_RETURN_VOID();
}

Datum
gstore_fdw_is_gstore(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(is_gstore_table(PG_GETARG_OID(0)));
}

/* reggstore's domain check: an ERROR that says what is wrong */
Datum
gstore_fdw_check(PG_FUNCTION_ARGS)
{
	check_gstore_table(PG_GETARG_OID(0));
	PG_RETURN_BOOL(true);
}

Datum
gstore_fdw_nitems(PG_FUNCTION_ARGS)
{
	Oid			relid = PG_GETARG_OID(0);
	Region		r;
	int64		n;

	check_gstore_table(relid);
	region_open(relid, &r);
	n = r.hdr ? (int64) r.hdr->nitems : 0;
	region_close(&r);
	PG_RETURN_INT64(n);
}

Datum
gstore_fdw_rawsize(PG_FUNCTION_ARGS)
{
	Oid			relid = PG_GETARG_OID(0);
	Region		r;
	int64		n;

	check_gstore_table(relid);
	region_open(relid, &r);
	n = r.hdr ? (int64) r.size : 0;
	region_close(&r);
	PG_RETURN_INT64(n);
}

/* sql_drop: a dropped table's region goes when the transaction commits */
Datum
gstore_fdw_forget(PG_FUNCTION_ARGS)
{
	Oid			relid = PG_GETARG_OID(0);
	Oid			key = relid;
	Pending    *p;
	bool		found;

	/* only tables that no longer exist: nobody can remove a live region */
	if (SearchSysCacheExists1(RELOID, ObjectIdGetDatum(relid)))
		PG_RETURN_VOID();
	if (pending_htab == NULL)
	{
		/* create the state without a relation: no columns needed */
		HASHCTL		ctl;

		pending_cxt = AllocSetContextCreate(TopTransactionContext,
											"gstore_fdw transaction",
											ALLOCSET_DEFAULT_SIZES);
		ctl.keysize = sizeof(Oid);
		ctl.entrysize = sizeof(Pending);
		ctl.hcxt = pending_cxt;
		pending_htab = hash_create("gstore_fdw pending", 8, &ctl,
								   HASH_ELEM | HASH_BLOBS | HASH_CONTEXT);
	}
	p = hash_search(pending_htab, &key, HASH_ENTER, &found);
	if (!found)
		memset(((char *) p) + sizeof(Oid), 0, sizeof(Pending) - sizeof(Oid));
	p->dropped = true;
	PG_RETURN_VOID();
}

/* ---- PL/CUDA arguments ---- */

bool
plcuda_gstore_is_reggstore(Oid typoid)
{
	HeapTuple	tup = SearchSysCache1(TYPEOID, ObjectIdGetDatum(typoid));
	bool		named;
	Oid			ext;

	if (!HeapTupleIsValid(tup))
		return false;
	named = strcmp(NameStr(((Form_pg_type) GETSTRUCT(tup))->typname), "reggstore") == 0;
	ReleaseSysCache(tup);
	if (!named || getBaseType(typoid) != REGCLASSOID)
		return false;
	ext = get_extension_oid("plcuda", true);
	return OidIsValid(ext) && getExtensionOfObject(TypeRelationId, typoid) == ext;
}

/* the backend's descriptor of each exported region, kept for the program */
typedef struct Exported
{
	Oid			relid;
	int			fd;
	dev_t		dev;
	ino_t		ino;
} Exported;

static Exported exported[16];

void
plcuda_gstore_export(Oid relid, StringInfo buf)
{
	Relation	rel;
	Region		r;
	GstoreIpcHandle h;
	Exported   *volatile e = NULL;
	struct stat st;
	char	   *path;
	int			i;

	check_gstore_table(relid);
	rel = relation_open(relid, AccessShareLock);
	if (pending_get(rel, false) != NULL)
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("gstore_fdw table \"%s\" has uncommitted changes in this transaction",
						RelationGetRelationName(rel)),
				 errdetail("A PL/CUDA program sees only committed contents."),
				 errhint("COMMIT the INSERT or TRUNCATE before passing the table to a PL/CUDA function.")));
	region_open(relid, &r);
	memset(&h, 0, sizeof(h));
	h.device_id = -1;
	h.format = GSTORE_FORMAT_COLUMNS;
	h.ipc_mhandle.host.reloid = relid;
	if (r.hdr == NULL)
	{
		relation_close(rel, AccessShareLock);
		SET_VARSIZE(&h, sizeof(h) + 1);
		appendBinaryStringInfo(buf, (char *) &h, sizeof(h));
		appendStringInfoChar(buf, '\0');	/* no path: an empty table */
		return;
	}
	PG_TRY();
	{
		ColDesc    *cols;
		int			ncols = table_columns(rel, &cols);

		region_check_columns(&r, rel, cols, ncols);
	}
	PG_CATCH();
	{
		region_close(&r);
		PG_RE_THROW();
	}
	PG_END_TRY();
	relation_close(rel, AccessShareLock);
	h.rawsize = r.size;
	h.ipc_mhandle.host.nitems = r.hdr->nitems;
	munmap(r.base, r.size);
	r.base = NULL;
	if (fstat(r.fd, &st) != 0)
	{
		int			save = errno;

		region_close(&r);
		errno = save;
		ereport(ERROR,
				(errcode_for_file_access(),
				 errmsg("could not stat gstore_fdw region: %m")));
	}
	h.ipc_mhandle.host.dev = st.st_dev;
	h.ipc_mhandle.host.ino = st.st_ino;

	/*
	 * The program opens the region through this backend's descriptor, so it
	 * gets this version even if a commit replaces it meanwhile.  The
	 * descriptor stays open until the table's next version is exported.
	 */
	for (i = 0; i < lengthof(exported); i++)
		if (exported[i].fd > 0 && exported[i].relid == relid)
			e = &exported[i];
	if (e && e->dev == st.st_dev && e->ino == st.st_ino)
		close(r.fd);
	else
	{
		if (e)
			close(e->fd);
		else
		{
			for (i = 0; i < lengthof(exported) && exported[i].fd > 0; i++)
				;
			if (i == lengthof(exported))
			{
				i = 0;
				close(exported[0].fd);
			}
			e = &exported[i];
		}
		e->relid = relid;
		e->fd = r.fd;
		e->dev = st.st_dev;
		e->ino = st.st_ino;
	}
	path = psprintf("/proc/%d/fd/%d", MyProcPid, e->fd);
	SET_VARSIZE(&h, sizeof(h) + strlen(path) + 1);
	appendBinaryStringInfo(buf, (char *) &h, sizeof(h));
	appendBinaryStringInfo(buf, path, strlen(path) + 1);
	pfree(path);
}

/* seed 001's pgstrom.gstore_export_ipchandle: the handle as bytea */
Datum
gstore_export_ipchandle(PG_FUNCTION_ARGS)
{
	StringInfoData buf;

	initStringInfo(&buf);
	plcuda_gstore_export(PG_GETARG_OID(0), &buf);
	PG_RETURN_BYTEA_P((bytea *) buf.data);
}

void
plcuda_gstore_init(void)
{
	RegisterXactCallback(gstore_xact_callback, NULL);
	RegisterSubXactCallback(gstore_subxact_callback, NULL);
}
