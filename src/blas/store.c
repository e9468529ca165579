/*
 * store.c: the per-device preference store (seed 004 "kernel and
 * preferences storage"; contract in include/kforge/blas_tune.h and
 * store.h): one text file per device, parsed and written whole.
 */
#include "blas/store.h"
#include "kforge/file.h"
#include "support/ocl.h"

#include <ctype.h>
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

const char *const kf_store_classes[] = {"small", "large", "skinny", "smallk", "largek", NULL};

/* The classes by shape (seed 004's analyser finds "optimal solution paths
 * for different problem sizes"): small problems want few, small blocks and
 * no packing; a K much longer than M and N wants deep K blocks; a side of
 * 64 or less leaves a thread little of the other side; a short K makes
 * packing cost as much as the product. */
const char *kf_store_size_class(long m, long n, long k)
{
    if ((double)m * n * k < 128.0 * 128 * 128)
        return "small";
    long lo = m < n ? m : n, hi = m > n ? m : n;
    if (k >= 8 * hi)
        return "largek";
    if (lo <= 64)
        return "skinny";
    if (k <= 64)
        return "smallk";
    return "large";
}

int kf_store_class_valid(const char *size)
{
    for (int i = 0; kf_store_classes[i]; i++)
        if (strcmp(size, kf_store_classes[i]) == 0)
            return 1;
    return 0;
}

static char *store_dir(void)
{
    const char *e = getenv("KFORGE_STORE_DIR");
    char *d = NULL;
    if (e && *e)
        return strdup(e);
    if ((e = getenv("XDG_CACHE_HOME")) && *e)
        return asprintf(&d, "%s/kforge", e) < 0 ? NULL : d;
    if ((e = getenv("HOME")) && *e)
        return asprintf(&d, "%s/.cache/kforge", e) < 0 ? NULL : d;
    return NULL;
}

/* <dir>/<sanitised device name>-<hash of key>.store */
static char *path_for_key(const char *key)
{
    char *dir = store_dir();
    if (!dir)
        return NULL;
    char name[64];
    size_t n = 0;
    for (const char *s = key; *s && *s != '|' && n < sizeof name - 1; s++)
        name[n++] = isalnum((unsigned char)*s) || *s == '-' || *s == '.' ? *s : '_';
    name[n] = '\0';
    char *path = NULL;
    if (asprintf(&path, "%s/%s-%08llx.store", dir,
                 name, (unsigned long long)(kf_fnv1a(KF_FNV_OFFSET, key, strlen(key)) &
                                            0xffffffffULL)) < 0)
        path = NULL;
    free(dir);
    return path;
}

/* The CPU model name ("model name" in /proc/cpuinfo, the first CPU's;
 * "unknown CPU" where there is none), read once: the selector builds the
 * CPU solver's key on every call. */
static pthread_once_t cpu_model_once = PTHREAD_ONCE_INIT;
static char cpu_model[128] = "unknown CPU";

static void read_cpu_model(void)
{
    FILE *f = fopen("/proc/cpuinfo", "r");
    char line[512];
    while (f && fgets(line, sizeof line, f)) {
        char *colon = strchr(line, ':');
        if (strncmp(line, "model name", 10) != 0 || !colon)
            continue;
        char *v = colon + 1;
        while (*v == ' ' || *v == '\t')
            v++;
        size_t n = strcspn(v, "\n");
        /* '|' ends the key's name part: none in the model */
        for (size_t i = 0; i < n && i < sizeof cpu_model - 1; i++)
            cpu_model[i] = v[i] == '|' ? '/' : v[i];
        cpu_model[n < sizeof cpu_model - 1 ? n : sizeof cpu_model - 1] = '\0';
        break;
    }
    if (f)
        fclose(f);
}

char *kf_store_cpu_key(void)
{
    pthread_once(&cpu_model_once, read_cpu_model);
    char *key = NULL;
    if (asprintf(&key, "cpu %s|%ld threads", cpu_model, kf_blas_cpu_threads()) < 0)
        return NULL;
    return key;
}

char *kf_store_path(cl_device_id dev)
{
    char *key = kf_ocl_device_key(dev);
    char *p = key ? path_for_key(key) : NULL;
    free(key);
    return p;
}

void kf_store_free(kf_store *s)
{
    free(s->path);
    free(s->key);
    free(s->e);
    memset(s, 0, sizeof *s);
}

const kf_store_entry *kf_store_find(const kf_store *s, const char *routine, char prec,
                                    const char *size)
{
    for (int i = 0; i < s->n; i++)
        if (strcmp(s->e[i].routine, routine) == 0 && s->e[i].prec == prec &&
            strcmp(s->e[i].size, size) == 0)
            return &s->e[i];
    return NULL;
}

int kf_store_set(kf_store *s, const kf_store_entry *e)
{
    for (int i = 0; i < s->n; i++)
        if (strcmp(s->e[i].routine, e->routine) == 0 && s->e[i].prec == e->prec &&
            strcmp(s->e[i].size, e->size) == 0) {
            s->e[i] = *e;
            return 0;
        }
    if (s->n == s->cap) {
        int cap = s->cap ? s->cap * 2 : 8;
        kf_store_entry *ne = realloc(s->e, cap * sizeof *ne);
        if (!ne)
            return -1;
        s->e = ne;
        s->cap = cap;
    }
    s->e[s->n++] = *e;
    return 0;
}

/* line = routine SP prec SP size SP ["nb=" number SP] params... SP "gflops=" number
 * routine = "gemm" | "trmm" | "trsm" (nb= on trsm lines, only there) */
static int parse_entry(const char *line, kf_store_entry *e)
{
    memset(e, 0, sizeof *e);
    char prec[4];
    int n = 0;
    if (sscanf(line, "%15s %3s %7s %n", e->routine, prec, e->size, &n) != 3)
        return -1;
    if ((strcmp(e->routine, "gemm") && strcmp(e->routine, "trmm") && strcmp(e->routine, "trsm")) ||
        strlen(prec) != 1 || !strchr("sd", prec[0]) ||
        !kf_store_class_valid(e->size))
        return -1;
    e->prec = prec[0];
    int trsm = strcmp(e->routine, "trsm") == 0, used = 0;
    if (trsm && (sscanf(line + n, "nb=%d %n", &e->nb, &used) != 1 ||
                 !kf_blas_trsm_nb_valid(e->nb)))
        return -1;
    n += used;
    char rest[512];
    snprintf(rest, sizeof rest, "%s", line + n);
    char *g = strstr(rest, "gflops=");
    if (!g)
        return -1;
    char *end;
    e->gflops = strtod(g + 7, &end);
    if (end == g + 7 || (*end && !isspace((unsigned char)*end)))
        return -1;
    *g = '\0';
    e->params = kf_gemm_default_params((kf_blas_precision)e->prec, KF_GEMM_LOCAL);
    if (kf_gemm_params_parse(&e->params, rest) || kf_gemm_params_check(&e->params))
        return -1;
    return 0;
}

int kf_store_load_file(kf_store *s, const char *path, const char *key, int *warned)
{
    memset(s, 0, sizeof *s);
    if (warned)
        *warned = 0;
    s->path = strdup(path);
    s->key = strdup(key);
    if (!s->path || !s->key)
        return -1;
    char *text = kf_file_read(path, NULL);
    if (!text)
        return 0; /* no store yet: untuned */
    const char *why = NULL;
    int lineno = 0, ended = 0, header = 0, haskey = 0;
    char *save = NULL;
    for (char *line = strtok_r(text, "\n", &save); line && !why;
         line = strtok_r(NULL, "\n", &save)) {
        lineno++;
        if (line[0] == '#' || line[0] == '\0')
            continue;
        if (ended)
            why = "text after 'end'";
        else if (!header)
            header = strcmp(line, "kforge-store 1") == 0 ? 1 : (why = "no 'kforge-store 1' header", 0);
        else if (strncmp(line, "device ", 7) == 0) {
            if (strcmp(line + 7, key) != 0)
                why = "the store belongs to another device";
            haskey = 1;
        } else if (strcmp(line, "end") == 0)
            ended = 1;
        else {
            kf_store_entry e;
            if (parse_entry(line, &e))
                why = "unreadable entry";
            else if (kf_store_set(s, &e))
                why = "out of memory";
        }
    }
    if (!why && (!header || !haskey || !ended))
        why = !header ? "empty or no header" : !haskey ? "no 'device' line"
                                                      : "truncated (no 'end' line)";
    free(text);
    if (why) {
        fprintf(stderr, "kforge: warning: %s: unusable preference store (%s, line %d); "
                "ignored, using built-in defaults\n", path, why, lineno);
        if (warned)
            *warned = 1;
        s->n = 0;
    }
    return 0;
}

int kf_store_load(kf_store *s, cl_device_id dev, int *warned)
{
    char *key = kf_ocl_device_key(dev);
    char *path = key ? path_for_key(key) : NULL;
    int rc = path ? kf_store_load_file(s, path, key, warned) : -1;
    free(key);
    free(path);
    return rc;
}

int kf_store_load_cpu(kf_store *s, int *warned)
{
    char *key = kf_store_cpu_key();
    char *path = key ? path_for_key(key) : NULL;
    int rc = path ? kf_store_load_file(s, path, key, warned) : -1;
    free(key);
    free(path);
    return rc;
}

static char *store_text(const kf_store *s)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f)
        return NULL;
    kf_store_print(s, f);
    fclose(f);
    return buf;
}

void kf_store_print(const kf_store *s, FILE *out)
{
    fprintf(out, "# kforge preference store: the best kernel per routine, precision and\n"
                 "# size class on this device, written by `kforge tune`.\n");
    fprintf(out, "kforge-store 1\n");
    fprintf(out, "device %s\n", s->key ? s->key : "?");
    for (int i = 0; i < s->n; i++) {
        char desc[256];
        kf_gemm_params_format(&s->e[i].params, desc, sizeof desc);
        char nb[16] = "";
        if (strcmp(s->e[i].routine, "trsm") == 0)
            snprintf(nb, sizeof nb, "nb=%d ", s->e[i].nb);
        fprintf(out, "%s %c %s %s%s gflops=%.2f\n", s->e[i].routine, s->e[i].prec, s->e[i].size,
                nb, desc, s->e[i].gflops);
    }
    fprintf(out, "end\n");
}

int kf_store_save(const kf_store *s)
{
    if (!s->path) {
        errno = EINVAL;
        return -1;
    }
    char *dir = strdup(s->path);
    if (!dir)
        return -1;
    char *slash = strrchr(dir, '/');
    if (slash && slash != dir) {
        *slash = '\0';
        kf_file_mkdir_p(dir);
    }
    free(dir);
    char *text = store_text(s);
    if (!text)
        return -1;
    int rc = kf_file_write_atomic(s->path, text, strlen(text));
    free(text);
    return rc;
}
