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
#include "plcuda_gstore_store.h"

PG_FUNCTION_INFO_V1(gstore_fdw_handler);
PG_FUNCTION_INFO_V1(gstore_fdw_validator);
PG_FUNCTION_INFO_V1(gstore_fdw_is_gstore);
PG_FUNCTION_INFO_V1(gstore_fdw_check);
PG_FUNCTION_INFO_V1(gstore_fdw_nitems);
PG_FUNCTION_INFO_V1(gstore_fdw_rawsize);
PG_FUNCTION_INFO_V1(gstore_fdw_forget);
PG_FUNCTION_INFO_V1(gstore_export_ipchandle);

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

StaticAssertDecl(sizeof(GstoreIpcHandle) == 80, "GstoreIpcHandle layout");

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

	gstore_region_open(relid, &r);
	baserel->rows = r.hdr ? (double) r.hdr->nitems : 0;
	gstore_region_close(&r);
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
	s->ncols = gstore_table_columns(rel, &s->cols);
	if (eflags & EXEC_FLAG_EXPLAIN_ONLY)
		return;
	s->pending = gstore_pending_get(rel, false);
	s->region = gstore_region_track();
	if (s->pending == NULL || !s->pending->truncated)
	{
		gstore_region_open(RelationGetRelid(rel), s->region);
		if (s->region->hdr)
		{
			gstore_region_check_columns(s->region, rel, s->cols, s->ncols);
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
		gstore_region_untrack(s->region);
}

static int
gstoreIsForeignRelUpdatable(Relation rel)
{
	return (1 << CMD_INSERT);
}

/* UPDATE and DELETE: refused while planned, with what to do instead */
static void
gstore_refuse_modify(CmdType op, Relation rel)
{
	ereport(ERROR,
			(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
			 errmsg("gstore_fdw table \"%s\" does not support %s",
					RelationGetRelationName(rel),
					op == CMD_UPDATE ? "UPDATE" : op == CMD_DELETE ? "DELETE" : "this command"),
			 errdetail("A gstore_fdw table accepts INSERT and TRUNCATE only: its rows are packed column by column in one shared-memory region."),
			 errhint("Reload it instead: TRUNCATE %s, then INSERT INTO %s SELECT ... with the rows it should hold, in one transaction.",
					 RelationGetRelationName(rel), RelationGetRelationName(rel))));
}

static void
gstoreAddForeignUpdateTargets(PlannerInfo *root, Index rtindex,
							  RangeTblEntry *target_rte, Relation target_relation)
{
	gstore_refuse_modify(root->parse->commandType, target_relation);
}

static void
gstoreBeginForeignModify(ModifyTableState *mtstate, ResultRelInfo *rinfo,
						 List *fdw_private, int subplan_index, int eflags)
{
	Relation	rel = rinfo->ri_RelationDesc;

	if (mtstate->operation != CMD_INSERT)
		gstore_refuse_modify(mtstate->operation, rel);
	if (eflags & EXEC_FLAG_EXPLAIN_ONLY)
		return;
	/* one writer per table at a time; readers never wait */
	LockRelationOid(RelationGetRelid(rel), ShareRowExclusiveLock);
	rinfo->ri_FdwState = gstore_pending_get(rel, true);
}

static TupleTableSlot *
gstoreExecForeignInsert(EState *estate, ResultRelInfo *rinfo,
						TupleTableSlot *slot, TupleTableSlot *planSlot)
{
	Pending    *p = rinfo->ri_FdwState;
	Relation	rel = rinfo->ri_RelationDesc;

	if (p->stale && !p->truncated)
		gstore_stale_error(RelationGetRelationName(rel));
	if (p->nrows + 1 > MaxAllocHugeSize / 8)
		ereport(ERROR,
				(errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
				 errmsg("too many rows for gstore_fdw table \"%s\"",
						RelationGetRelationName(rel))));
	gstore_check_max_size(rel, gstore_region_size(p->cols, p->ncols,
									(p->truncated ? 0 : p->base_nitems) + p->nrows + 1,
									NULL));
	gstore_pending_mark(p);
	gstore_pending_add(p, slot);
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
		Pending    *p = gstore_pending_get(rel, true);

		gstore_pending_mark(p);
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
	r->AddForeignUpdateTargets = gstoreAddForeignUpdateTargets;
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
	PG_RETURN_BOOL(gstore_is_table(PG_GETARG_OID(0)));
}

/* reggstore's domain check: an ERROR that says what is wrong */
Datum
gstore_fdw_check(PG_FUNCTION_ARGS)
{
	gstore_check_table(PG_GETARG_OID(0));
	PG_RETURN_BOOL(true);
}

/* the committed region's row count, or its size in bytes */
static int64
committed(Oid relid, bool size)
{
	Region		r;
	int64		n;

	gstore_check_table(relid);
	gstore_region_open(relid, &r);
	n = r.hdr == NULL ? 0 : size ? (int64) r.size : (int64) r.hdr->nitems;
	gstore_region_close(&r);
	return n;
}

Datum
gstore_fdw_nitems(PG_FUNCTION_ARGS)
{
	PG_RETURN_INT64(committed(PG_GETARG_OID(0), false));
}

Datum
gstore_fdw_rawsize(PG_FUNCTION_ARGS)
{
	PG_RETURN_INT64(committed(PG_GETARG_OID(0), true));
}

/* sql_drop: a dropped table's region goes when the transaction commits */
Datum
gstore_fdw_forget(PG_FUNCTION_ARGS)
{
	Oid			relid = PG_GETARG_OID(0);

	/* only tables that no longer exist: nobody can remove a live region */
	if (!SearchSysCacheExists1(RELOID, ObjectIdGetDatum(relid)))
		gstore_pending_drop(relid);
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

	gstore_check_table(relid);
	rel = relation_open(relid, AccessShareLock);
	if (gstore_pending_get(rel, false) != NULL)
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("gstore_fdw table \"%s\" has uncommitted changes in this transaction",
						RelationGetRelationName(rel)),
				 errdetail("A PL/CUDA program sees only committed contents."),
				 errhint("COMMIT the INSERT or TRUNCATE before passing the table to a PL/CUDA function.")));
	gstore_region_open(relid, &r);
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
		int			ncols = gstore_table_columns(rel, &cols);

		gstore_region_check_columns(&r, rel, cols, ncols);
	}
	PG_CATCH();
	{
		gstore_region_close(&r);
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

		gstore_region_close(&r);
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
