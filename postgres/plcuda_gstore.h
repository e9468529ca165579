/*
 * plcuda_gstore.h: gstore_fdw, a foreign table kept in memory for PL/CUDA
 * (seed 001, "PL/CUDA Callflow" and "Advantage and disadvantage").
 *
 * Contract.  A foreign table of the server `gstore_fdw` keeps its columns
 * in one region of shared memory per table: a file in plcuda.gstore_dir
 * (a tmpfs, /dev/shm by default) named after the cluster, the database and
 * the table.  The region holds a GstoreHeader and then each column's
 * values side by side (fixed-width types only) with a NULL bitmap where a
 * column has NULLs; it may be larger than PostgreSQL's 1 GB value limit.
 *
 *  - INSERT (also INSERT ... SELECT) and TRUNCATE are transactional: the
 *    rows go to memory private to the transaction; at commit a new region
 *    is written whole and renamed over the old one, so a reader sees the
 *    old contents or the new ones, never part; a rolled-back transaction
 *    or subtransaction leaves nothing.  Writers of one table are serialised
 *    by a ShareRowExclusiveLock held to the end of the transaction;
 *    readers never wait.  A statement sees the contents committed when it
 *    started plus its own transaction's earlier rows.
 *  - UPDATE and DELETE are refused; PREPARE TRANSACTION after a write too.
 *  - plcuda.gstore_max_size (MB, 0: none) bounds each table's region; the
 *    INSERT that would pass it is an ERROR.
 *  - A PL/CUDA argument of type reggstore is exported by
 *    plcuda_gstore_export(): the program gets a GstoreIpcMapping (seed
 *    001) whose `map` points at the region, mapped once per version by a
 *    warm worker (include/plcuda_host.h), never copied per call.  Without
 *    a GPU the region is host memory shared with the program; a program
 *    that uses the GPU uploads each version to device memory once.
 *  - A dropped table's region is removed when the dropping transaction
 *    commits.
 *
 * Memory: transaction state lives in a child of TopTransactionContext;
 * scan state in the executor's context; mappings are munmap()ed by
 * EndForeignScan or, on error, by the resource-owner-free transaction
 * callback that closes every open mapping of the transaction.
 */
#ifndef PLCUDA_GSTORE_H
#define PLCUDA_GSTORE_H

#include "lib/stringinfo.h"

extern char *plcuda_gstore_dir;
extern int	plcuda_gstore_max_size;

extern void plcuda_gstore_init(void);

/* is typoid plcuda's reggstore domain? */
extern bool plcuda_gstore_is_reggstore(Oid typoid);

/* append the GstoreIpcHandle of foreign table `relid` to buf */
extern void plcuda_gstore_export(Oid relid, StringInfo buf);

#endif							/* PLCUDA_GSTORE_H */
