/*
 * plcuda_gstore_store.c: gstore_fdw's regions and transaction state
 * (contract in plcuda_gstore_store.h).
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
#include "plcuda_gstore_store.h"

char	   *plcuda_gstore_dir = NULL;
int			plcuda_gstore_max_size = 0;

static HTAB *pending_htab = NULL;	/* Pending by relid, this transaction */
static MemoryContext pending_cxt = NULL;
static List *open_regions = NIL;	/* Region * mapped by scans (TopTransactionContext) */

/* ---- names and regions ---- */

const char *
gstore_dir(void)
{
	return (plcuda_gstore_dir && plcuda_gstore_dir[0]) ? plcuda_gstore_dir : "/dev/shm";
}

char *
gstore_region_path(Oid relid)
{
	return psprintf("%s/kforge-gstore-" UINT64_FORMAT "-%u-%u", gstore_dir(),
					GetSystemIdentifier(), MyDatabaseId, relid);
}

bool
gstore_is_table(Oid relid)
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

void
gstore_check_table(Oid relid)
{
	if (!gstore_is_table(relid))
		ereport(ERROR,
				(errcode(ERRCODE_WRONG_OBJECT_TYPE),
				 errmsg("relation \"%s\" is not a gstore_fdw foreign table",
						get_rel_name(relid) ? get_rel_name(relid) : "?"),
				 errdetail("A reggstore value, and the gstore_fdw functions, name a foreign table of server gstore_fdw."),
				 errhint("Create it with CREATE FOREIGN TABLE ... SERVER gstore_fdw.")));
}

/* the table's live columns; each must be of a fixed-width type */
int
gstore_table_columns(Relation rel, ColDesc **out)
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

void
gstore_region_close(Region *r)
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
void
gstore_region_open(Oid relid, Region *r)
{
	char	   *path = gstore_region_path(relid);
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
		gstore_region_close(r);
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
		gstore_region_close(r);
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
	gstore_region_close(r);
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

void
gstore_stale_error(const char *relname)
{
	ereport(ERROR,
			(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
			 errmsg("gstore_fdw table \"%s\" was loaded with other columns", relname),
			 errdetail("Its columns were altered after rows were inserted."),
			 errhint("TRUNCATE the table and load it again.")));
}

void
gstore_region_check_columns(const Region *r, Relation rel, const ColDesc *cols, int ncols)
{
	if (!region_columns_match(r->hdr, cols, ncols))
		gstore_stale_error(RelationGetRelationName(rel));
}

/* scans' mappings are closed at the end of the transaction if not before */
Region *
gstore_region_track(void)
{
	MemoryContext old = MemoryContextSwitchTo(TopTransactionContext);
	Region	   *r = palloc0(sizeof(Region));

	r->fd = -1;
	open_regions = lappend(open_regions, r);
	MemoryContextSwitchTo(old);
	return r;
}

void
gstore_region_untrack(Region *r)
{
	gstore_region_close(r);
	open_regions = list_delete_ptr(open_regions, r);
}

/* ---- sizes ---- */

uint64
gstore_region_size(const ColDesc *cols, int ncols, uint64 nitems, const bool *hasnull)
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

void
gstore_check_max_size(Relation rel, uint64 sz)
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

/* the transaction's state, created at its first write */
static void
pending_init(void)
{
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

Pending *
gstore_pending_get(Relation rel, bool create)
{
	Oid			relid = RelationGetRelid(rel);
	Pending    *p;
	bool		found;

	if (pending_htab == NULL)
	{
		if (!create)
			return NULL;
		pending_init();
	}
	p = hash_search(pending_htab, &relid, create ? HASH_ENTER : HASH_FIND, &found);
	if (p && !found)
	{
		MemoryContext old = MemoryContextSwitchTo(pending_cxt);
		ColDesc    *cols;
		Region		r;

		memset(((char *) p) + sizeof(Oid), 0, sizeof(Pending) - sizeof(Oid));
		p->ncols = gstore_table_columns(rel, &cols);
		p->cols = cols;
		p->values = palloc0(sizeof(char *) * Max(p->ncols, 1));
		p->nulls = palloc0(sizeof(uint8 *) * Max(p->ncols, 1));
		MemoryContextSwitchTo(old);
		/* a stale region is an ERROR at INSERT, not at TRUNCATE (its cure) */
		gstore_region_open(relid, &r);
		if (r.hdr)
		{
			p->base_nitems = r.hdr->nitems;
			p->stale = !region_columns_match(r.hdr, p->cols, p->ncols);
		}
		gstore_region_close(&r);
	}
	return p;
}

/* remember where the current subtransaction began, once */
void
gstore_pending_mark(Pending *p)
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

void
gstore_pending_add(Pending *p, TupleTableSlot *slot)
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
	char	   *path = gstore_region_path(p->relid);
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
		gstore_region_open(p->relid, &base);
	if (base.hdr)
	{
		if (!region_columns_match(base.hdr, p->cols, p->ncols))
		{
			gstore_region_close(&base);
			gstore_stale_error(get_rel_name(p->relid));
		}
		base_n = base.hdr->nitems;
	}
	nitems = base_n + p->nrows;
	if (nitems == 0)
	{
		gstore_region_close(&base);
		return;					/* empty: the commit removes the region */
	}
	hasnull = palloc0(sizeof(bool) * Max(p->ncols, 1));
	for (i = 0; i < p->ncols; i++)
		hasnull[i] = p->nulls[i] != NULL ||
			(base.hdr && base.hdr->cols[i].nulls != 0);
	sz = gstore_region_size(p->cols, p->ncols, nitems, hasnull);

	p->tmppath = MemoryContextStrdup(pending_cxt,
									 psprintf("%s.tmp.%d", path, MyProcPid));
	fd = open(p->tmppath, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	if (fd < 0)
	{
		gstore_region_close(&base);
		ereport(ERROR,
				(errcode_for_file_access(),
				 errmsg("could not create gstore_fdw region \"%s\": %m", p->tmppath),
				 errhint("Check plcuda.gstore_dir (now \"%s\").", gstore_dir())));
	}
	rc = posix_fallocate(fd, 0, (off_t) sz);
	if (rc != 0)
	{
		close(fd);
		gstore_region_close(&base);
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
		gstore_region_close(&base);
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
	gstore_region_close(&base);
}

void
gstore_pending_drop(Oid relid)
{
	Pending    *p;
	bool		found;

	if (pending_htab == NULL)
		pending_init();
	p = hash_search(pending_htab, &relid, HASH_ENTER, &found);
	if (!found)
		memset(((char *) p) + sizeof(Oid), 0, sizeof(Pending) - sizeof(Oid));
	p->dropped = true;
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
				gstore_region_close((Region *) lfirst(lc));
			open_regions = NIL;
			if (pending_htab == NULL)
				break;
			hash_seq_init(&seq, pending_htab);
			while ((p = hash_seq_search(&seq)) != NULL)
			{
				bool		commit = (event == XACT_EVENT_COMMIT ||
									  event == XACT_EVENT_PARALLEL_COMMIT);
				char	   *path = gstore_region_path(p->relid);

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

void
plcuda_gstore_init(void)
{
	RegisterXactCallback(gstore_xact_callback, NULL);
	RegisterSubXactCallback(gstore_subxact_callback, NULL);
}
