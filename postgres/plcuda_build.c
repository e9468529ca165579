/*
 * plcuda_build.c: run nvcc on a generated program, once per source.
 *
 * Seed 001 ("PL/CUDA Overview"): the program is built by nvcc at
 * declaration or execution time and reused when an identical program is
 * already built.  The fixes over the seed are in plcuda_build.h.
 */
#include "postgres.h"

#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

#include "common/cryptohash.h"
#include "common/sha2.h"
#include "miscadmin.h"
#include "nodes/value.h"
#include "utils/memutils.h"
#include "storage/fd.h"

#include "plcuda_build.h"
#include "plcuda_proc.h"

char	   *plcuda_gpu_arch = NULL;
char	   *plcuda_nvcc = NULL;
char	   *plcuda_nvcc_flags = NULL;
char	   *plcuda_cache_dir = NULL;

static char *nvcc_version = NULL;	/* per backend, in TopMemoryContext */
static char *nvcc_version_for = NULL;
static int	build_counter = 0;

char *
plcuda_include_dir(void)
{
	char		share[MAXPGPATH];

	get_share_path(my_exec_path, share);
	return psprintf("%s/extension/plcuda", share);
}

const char *
plcuda_nvcc_path(void)
{
	static char path[MAXPGPATH];
	const char *home;

	if (plcuda_nvcc && plcuda_nvcc[0])
		return access(plcuda_nvcc, X_OK) == 0 ? plcuda_nvcc : NULL;
	home = getenv("CUDA_HOME");
	if (home && home[0])
	{
		snprintf(path, sizeof(path), "%s/bin/nvcc", home);
		if (access(path, X_OK) == 0)
			return path;
	}
	snprintf(path, sizeof(path), "/usr/local/cuda/bin/nvcc");
	if (access(path, X_OK) == 0)
		return path;
	/* last, the server's PATH (looked up here: nvcc is never run by a shell) */
	if ((home = getenv("PATH")) != NULL)
	{
		char	   *copy = pstrdup(home);
		char	   *dir;
		char	   *save;

		for (dir = strtok_r(copy, ":", &save); dir; dir = strtok_r(NULL, ":", &save))
		{
			if (dir[0] != '/')
				continue;
			snprintf(path, sizeof(path), "%s/nvcc", dir);
			if (access(path, X_OK) == 0)
			{
				pfree(copy);
				return path;
			}
		}
		pfree(copy);
	}
	return NULL;
}

static const char *
require_nvcc(void)
{
	const char *nvcc = plcuda_nvcc_path();

	if (nvcc == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_FILE),
				 errmsg("PL/CUDA: nvcc not found"),
				 errhint("Install the CUDA toolkit, set CUDA_HOME for the server, or set plcuda.nvcc.")));
	return nvcc;
}

char *
plcuda_cache_path(void)
{
	if (plcuda_cache_dir && plcuda_cache_dir[0])
		return pstrdup(plcuda_cache_dir);
	return psprintf("%s/plcuda_cache", DataDir);
}

/* `nvcc --version`, once per backend and nvcc path */
static const char *
get_nvcc_version(const char *nvcc)
{
	StringInfoData log;
	PlcudaProcSpec spec = {0};
	char	   *argv[3];
	int			status;

	if (nvcc_version && nvcc_version_for && strcmp(nvcc_version_for, nvcc) == 0)
		return nvcc_version;
	argv[0] = (char *) nvcc;
	argv[1] = "--version";
	argv[2] = NULL;
	spec.argv = argv;
	initStringInfo(&log);
	status = plcuda_proc_run(&spec, NULL, &log);
	if (status != 0)
		ereport(ERROR,
				(errcode(ERRCODE_EXTERNAL_ROUTINE_EXCEPTION),
				 errmsg("PL/CUDA: \"%s --version\" %s", nvcc,
						plcuda_proc_describe_status(status)),
				 errdetail("%s", log.data)));
	if (nvcc_version)
		pfree(nvcc_version);
	if (nvcc_version_for)
		pfree(nvcc_version_for);
	nvcc_version = MemoryContextStrdup(TopMemoryContext, log.data);
	nvcc_version_for = MemoryContextStrdup(TopMemoryContext, nvcc);
	return nvcc_version;
}

static int
cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *) a, *(char *const *) b);
}

static void
hash_update_str(pg_cryptohash_ctx *ctx, const char *s)
{
	/* include the NUL so that ("ab","c") and ("a","bc") differ */
	if (pg_cryptohash_update(ctx, (const uint8 *) s, strlen(s) + 1) < 0)
		elog(ERROR, "plcuda: sha256 failed");
}

/* every runtime header, in name order: a header change is a new key */
static void
hash_headers(pg_cryptohash_ctx *ctx, const char *incdir)
{
	DIR		   *dir = AllocateDir(incdir);
	struct dirent *de;
	char	  **names = NULL;
	int			n = 0, cap = 0, i;

	while ((de = ReadDirExtended(dir, incdir, LOG)) != NULL)
	{
		if (de->d_name[0] == '.')
			continue;
		if (n == cap)
		{
			cap = cap ? cap * 2 : 8;
			names = names ? repalloc(names, cap * sizeof(char *))
				: palloc(cap * sizeof(char *));
		}
		names[n++] = pstrdup(de->d_name);
	}
	FreeDir(dir);
	if (n > 1)
		qsort(names, n, sizeof(char *), cmp_str);
	for (i = 0; i < n; i++)
	{
		char	   *path = psprintf("%s/%s", incdir, names[i]);
		FILE	   *f = AllocateFile(path, "r");
		char		buf[8192];
		size_t		got;

		hash_update_str(ctx, names[i]);
		if (f == NULL)
			continue;
		while ((got = fread(buf, 1, sizeof(buf), f)) > 0)
			if (pg_cryptohash_update(ctx, (uint8 *) buf, got) < 0)
				elog(ERROR, "plcuda: sha256 failed");
		FreeFile(f);
	}
}

static char *
cache_key(const char *source, const char *version, List *libraries,
		  const char *incdir)
{
	pg_cryptohash_ctx *ctx = pg_cryptohash_create(PG_SHA256);
	uint8		digest[PG_SHA256_DIGEST_LENGTH];
	char	   *hex = palloc(PG_SHA256_DIGEST_LENGTH * 2 + 1);
	ListCell   *lc;
	int			i;

	if (pg_cryptohash_init(ctx) < 0)
		elog(ERROR, "plcuda: sha256 failed");
	hash_update_str(ctx, source);
	hash_update_str(ctx, version);
	hash_update_str(ctx, plcuda_gpu_arch ? plcuda_gpu_arch : "");
	hash_update_str(ctx, plcuda_nvcc_flags ? plcuda_nvcc_flags : "");
	foreach(lc, libraries)
		hash_update_str(ctx, strVal(lfirst(lc)));
	hash_headers(ctx, incdir);
	if (pg_cryptohash_final(ctx, digest, sizeof(digest)) < 0)
		elog(ERROR, "plcuda: sha256 failed");
	pg_cryptohash_free(ctx);
	for (i = 0; i < PG_SHA256_DIGEST_LENGTH; i++)
		sprintf(hex + 2 * i, "%02x", digest[i]);
	return hex;
}

/* remove every occurrence of `what` from `s`, in place */
static void
strip_all(char *s, const char *what)
{
	size_t		n = strlen(what);
	char	   *p;

	if (n == 0)
		return;
	while ((p = strstr(s, what)) != NULL)
		memmove(p, p + n, strlen(p + n) + 1);
}

static void
write_file(const char *path, const char *data)
{
	FILE	   *f = AllocateFile(path, PG_BINARY_W);
	size_t		len = strlen(data);

	if (f == NULL)
		ereport(ERROR,
				(errcode_for_file_access(),
				 errmsg("could not create file \"%s\": %m", path)));
	if (fwrite(data, 1, len, f) != len || FreeFile(f) != 0)
		ereport(ERROR,
				(errcode_for_file_access(),
				 errmsg("could not write file \"%s\": %m", path)));
}

/* split plcuda.nvcc_flags on blanks (no quoting: no shell either) */
static List *
split_flags(const char *flags)
{
	List	   *res = NIL;
	char	   *copy = pstrdup(flags ? flags : "");
	char	   *tok;
	char	   *save;

	for (tok = strtok_r(copy, " \t", &save); tok; tok = strtok_r(NULL, " \t", &save))
		res = lappend(res, tok);
	return res;
}

static void
run_nvcc(const char *nvcc, const char *builddir, const char *src,
		 const char *out, const char *incdir, List *libraries,
		 const char *label)
{
	List	   *args = NIL;
	List	   *flags = split_flags(plcuda_nvcc_flags);
	ListCell   *lc;
	char	  **argv;
	int			i = 0;
	int			status;
	StringInfoData log;
	PlcudaProcSpec spec = {0};

	args = lappend(args, (char *) nvcc);
	args = lappend(args, psprintf("-arch=%s", plcuda_gpu_arch));
	args = lappend(args, "-O2");
	args = lappend(args, psprintf("-I%s", incdir));
	foreach(lc, flags)
		args = lappend(args, lfirst(lc));
	args = lappend(args, "-o");
	args = lappend(args, (char *) out);
	args = lappend(args, (char *) src);
	foreach(lc, libraries)
		args = lappend(args, psprintf("-l%s", strVal(lfirst(lc))));
	argv = palloc((list_length(args) + 1) * sizeof(char *));
	foreach(lc, args)
		argv[i++] = lfirst(lc);
	argv[i] = NULL;

	spec.argv = argv;
	spec.tmpdir = builddir;
	initStringInfo(&log);
	status = plcuda_proc_run(&spec, NULL, &log);
	if (status != 0)
	{
		char	   *prefix = psprintf("%s/", builddir);

		plcuda_log_finish(&log);
		strip_all(log.data, prefix);
		while (log.data[0] && log.data[strlen(log.data) - 1] == '\n')
			log.data[strlen(log.data) - 1] = '\0';
		ereport(ERROR,
				(errcode(ERRCODE_SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION),
				 errmsg("PL/CUDA: nvcc failed to build function \"%s\"", label),
				 errdetail("%s", log.data),
				 errhint("Line numbers are those of the function body.")));
	}
}

/* file name of a program: plcuda-<database oid>-<key> */
char *
plcuda_binary_name(const char *source, List *libraries)
{
	const char *nvcc = require_nvcc();
	const char *version = get_nvcc_version(nvcc);
	char	   *incdir = plcuda_include_dir();

	return psprintf("plcuda-%u-%s", MyDatabaseId,
					cache_key(source, version, libraries, incdir));
}

char *
plcuda_build(const char *source, List *libraries, const char *label)
{
	const char *nvcc = require_nvcc();
	char	   *incdir = plcuda_include_dir();
	char	   *dir = plcuda_cache_path();
	char	   *final = psprintf("%s/%s", dir, plcuda_binary_name(source, libraries));
	char	   *builddir;

	if (access(final, X_OK) == 0)
		return final;
	if (MakePGDirectory(dir) < 0 && errno != EEXIST)
		ereport(ERROR,
				(errcode_for_file_access(),
				 errmsg("could not create directory \"%s\": %m", dir)));
	builddir = psprintf("%s/build-%d-%d-XXXXXX", dir, MyProcPid, ++build_counter);
	if (mkdtemp(builddir) == NULL)
		ereport(ERROR,
				(errcode_for_file_access(),
				 errmsg("could not create directory \"%s\": %m", builddir)));
	PG_TRY();
	{
		char	   *src = psprintf("%s/%s.cu", builddir, label);
		char	   *out = psprintf("%s/a.out", builddir);

		write_file(src, source);
		run_nvcc(nvcc, builddir, src, out, incdir, libraries, label);
		if (rename(out, final) != 0)
			ereport(ERROR,
					(errcode_for_file_access(),
					 errmsg("could not rename \"%s\" to \"%s\": %m", out, final)));
	}
	PG_FINALLY();
	{
		rmtree(builddir, true);
	}
	PG_END_TRY();
	return final;
}

int
plcuda_cache_clear(void)
{
	char	   *dirname = plcuda_cache_path();
	DIR		   *dir;
	struct dirent *de;
	int			n = 0;

	dir = AllocateDir(dirname);
	if (dir == NULL && errno == ENOENT)
		return 0;
	while ((de = ReadDirExtended(dir, dirname, LOG)) != NULL)
	{
		char	   *path;

		if (strncmp(de->d_name, "plcuda-", 7) != 0)
			continue;
		path = psprintf("%s/%s", dirname, de->d_name);
		if (unlink(path) == 0)
			n++;
		pfree(path);
	}
	FreeDir(dir);
	return n;
}

int
plcuda_cache_gc(List *keep)
{
	char	   *dirname = plcuda_cache_path();
	char	   *prefix = psprintf("plcuda-%u-", MyDatabaseId);
	DIR		   *dir;
	struct dirent *de;
	int			n = 0;

	dir = AllocateDir(dirname);
	if (dir == NULL && errno == ENOENT)
		return 0;
	while ((de = ReadDirExtended(dir, dirname, LOG)) != NULL)
	{
		ListCell   *lc;
		bool		wanted = false;
		char	   *path;

		if (strncmp(de->d_name, prefix, strlen(prefix)) != 0)
			continue;
		foreach(lc, keep)
			if (strcmp((char *) lfirst(lc), de->d_name) == 0)
				wanted = true;
		if (wanted)
			continue;
		path = psprintf("%s/%s", dirname, de->d_name);
		if (unlink(path) == 0)
			n++;
		pfree(path);
	}
	FreeDir(dir);
	return n;
}
