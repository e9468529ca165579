/*
 * plcuda_build.h: nvcc builds and the binary cache.
 *
 * Contract.  plcuda_build() returns the path (palloc'd) of an executable
 * built from `source`, building it only when the cache lacks it.  The cache
 * key is a SHA-256 of the source, the runtime headers, `nvcc --version`,
 * the GPU architecture (plcuda.gpu_arch), the extra flags and the
 * libraries.  A build happens in a private mkdtemp folder inside the cache
 * (nvcc's own TMPDIR too) and ends with rename(2) onto the final name, so
 * concurrent backends never see a half-written binary and never clash
 * (DESIGN.md, "Known faults").  nvcc runs through plcuda_proc_run: no
 * shell, cancellable.  The private folder is removed on every path.
 *
 * A failed build is an ERROR whose detail is nvcc's log with the build
 * folder removed from paths; #line directives make the lines those of the
 * user's body ("fname(LINE): error: ...").
 *
 * Binaries are named plcuda-<database oid>-<key>.  plcuda_cache_gc()
 * removes this database's binaries that are not in `keep` (names): run
 * after DROP FUNCTION, so a dropped function leaves no file behind.  A
 * binary removed under a concurrent caller is simply rebuilt.
 *
 * plcuda_nvcc_path() is NULL when nvcc cannot be found.
 * plcuda_cache_clear() removes every cached binary; returns the count.
 */
#ifndef PLCUDA_BUILD_H
#define PLCUDA_BUILD_H

#include "nodes/pg_list.h"

extern char *plcuda_gpu_arch;
extern char *plcuda_nvcc;
extern char *plcuda_nvcc_flags;
extern char *plcuda_cache_dir;

extern const char *plcuda_nvcc_path(void);
extern char *plcuda_build(const char *source, List *libraries,
						  const char *label);
extern int	plcuda_cache_clear(void);
extern char *plcuda_binary_name(const char *source, List *libraries);
extern int	plcuda_cache_gc(List *keep);
extern char *plcuda_include_dir(void);
/* plcuda.cache_dir, or $PGDATA/plcuda_cache when it is empty (palloc'd) */
extern char *plcuda_cache_path(void);

#endif							/* PLCUDA_BUILD_H */
