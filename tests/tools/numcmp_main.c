/*
 * numcmp_main.c: kforge-numcmp, a command-line front end to numcmp.
 *
 *   kforge-numcmp [--rtol R] [--floor F] EXPECTED ACTUAL
 *
 * Compares the outputs in the files EXPECTED and ACTUAL ("-" is stdin)
 * under the rules of include/kforge/numcmp.h and prints one line saying
 * so.  Exit status: 0 match, 1 mismatch, 2 usage or I/O error.  Defaults:
 * rtol 1e-9, floor KF_NUMCMP_DEFAULT_FLOOR.
 */
#include "kforge/numcmp.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Read all of `path` into a NUL-terminated heap string (give). */
static char *read_all(const char *path)
{
	FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
	size_t len = 0, cap = 4096, n;
	char *buf, *nb;

	if (!f) {
		fprintf(stderr, "kforge-numcmp: %s: %s\n", path,
			strerror(errno));
		return NULL;
	}
	buf = malloc(cap);
	while (buf) {
		n = fread(buf + len, 1, cap - len - 1, f);
		len += n;
		if (len + 1 < cap)
			break;
		cap *= 2;
		nb = realloc(buf, cap);
		if (!nb) {
			free(buf);
			buf = NULL;
		}
		buf = nb;
	}
	if (buf) {
		buf[len] = '\0';
		if (ferror(f) || memchr(buf, '\0', len)) {
			fprintf(stderr, "kforge-numcmp: %s: read error or NUL "
					"byte\n", path);
			free(buf);
			buf = NULL;
		}
	} else {
		fprintf(stderr, "kforge-numcmp: out of memory\n");
	}
	if (f != stdin)
		fclose(f);
	return buf;
}

static int usage(void)
{
	fprintf(stderr,
		"usage: kforge-numcmp [--rtol R] [--floor F] EXPECTED ACTUAL\n");
	return 2;
}

static int parse_double(const char *s, double *out)
{
	char *end;

	errno = 0;
	*out = strtod(s, &end);
	return errno == 0 && end != s && *end == '\0' ? 0 : -1;
}

int main(int argc, char **argv)
{
	double rtol = 1e-9, abs_floor = KF_NUMCMP_DEFAULT_FLOOR;
	struct kf_numcmp_result res = { 0 };
	const char *files[2];
	char *e, *a;
	int i, nfiles = 0, rc;

	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--rtol") == 0 && i + 1 < argc) {
			if (parse_double(argv[++i], &rtol) < 0)
				return usage();
		} else if (strcmp(argv[i], "--floor") == 0 && i + 1 < argc) {
			if (parse_double(argv[++i], &abs_floor) < 0)
				return usage();
		} else if (argv[i][0] == '-' && argv[i][1] == '-') {
			return usage();
		} else if (nfiles < 2) {
			files[nfiles++] = argv[i];
		} else {
			return usage();
		}
	}
	if (nfiles != 2)
		return usage();
	e = read_all(files[0]);
	a = e ? read_all(files[1]) : NULL;
	if (!e || !a) {
		free(e);
		return 2;
	}
	rc = kf_numcmp_texts_floor(e, a, rtol, abs_floor, &res);
	if (rc == KF_NUMCMP_ERROR)
		fprintf(stderr, "kforge-numcmp: bad rtol/floor or out of "
				"memory\n");
	else
		kf_numcmp_result_print(stdout, &res);
	kf_numcmp_result_clear(&res);
	free(e);
	free(a);
	return rc == KF_NUMCMP_ERROR ? 2 : rc;
}
