/*
 * plcuda_gstore_store.h: gstore_fdw's shared-memory regions and the
 * transaction state of its writers (internal to plcuda_gstore*.c).
 *
 * Contract.  A table's committed contents are one region: a file named
 * gstore_region_path() in plcuda.gstore_dir, written whole and renamed
 * into place at commit (plcuda_gstore.h gives the visibility rules).
 * gstore_region_open() maps it read-only (hdr NULL: no rows) after
 * checking its layout, so a damaged file is an ERROR, never a crash.
 * A Pending holds one transaction's rows for one table, in a child of
 * TopTransactionContext; the transaction callbacks write, publish or
 * drop them.  Regions a scan tracks (gstore_region_track) are unmapped at
 * the end of the transaction when the scan did not end normally.
 */
#ifndef PLCUDA_GSTORE_STORE_H
#define PLCUDA_GSTORE_STORE_H

#include "executor/tuptable.h"
#include "utils/rel.h"

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

StaticAssertDecl(sizeof(GstoreColumn) == 24, "gstore column layout");
StaticAssertDecl(offsetof(GstoreHeader, cols) == 40, "gstore header layout");

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


extern const char *gstore_dir(void);
extern char *gstore_region_path(Oid relid);
extern bool gstore_is_table(Oid relid);
extern void gstore_check_table(Oid relid);
extern int	gstore_table_columns(Relation rel, ColDesc **out);
extern void gstore_region_open(Oid relid, Region *r);
extern void gstore_region_close(Region *r);
extern void gstore_region_check_columns(const Region *r, Relation rel,
										const ColDesc *cols, int ncols);
/* the ERROR of a table whose columns changed after it was loaded */
extern void gstore_stale_error(const char *relname) pg_attribute_noreturn();
extern Region *gstore_region_track(void);
extern void gstore_region_untrack(Region *r);
/* bytes of a region; hasnull NULL: every column with a bitmap */
extern uint64 gstore_region_size(const ColDesc *cols, int ncols, uint64 nitems,
								 const bool *hasnull);
extern void gstore_check_max_size(Relation rel, uint64 sz);
/* this transaction's rows for rel (created when `create`), or NULL */
extern Pending *gstore_pending_get(Relation rel, bool create);
/* a row or a TRUNCATE is coming in the current subtransaction */
extern void gstore_pending_mark(Pending *p);
extern void gstore_pending_add(Pending *p, TupleTableSlot *slot);
/* the table is dropped: its region goes at commit */
extern void gstore_pending_drop(Oid relid);

#endif							/* PLCUDA_GSTORE_STORE_H */
