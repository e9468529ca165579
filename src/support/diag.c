/*
 * diag.c: gcc-style diagnostics (see include/kforge/diag.h).
 */
#include <stdarg.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "kforge/diag.h"
#include "kforge/file.h"

struct source {
    struct source *next;
    char *name, *text; /* text NULL: the file could not be read */
    size_t *lines;     /* lines[l - 1]: where line l starts, made on first use */
    unsigned nline;
};

struct kf_diag {
    FILE *out;
    int errors, warnings;
    struct source *sources;
    char *line;
    size_t linecap;
    /* the reports printed, as hashes of level, place and text: one the
     * front end makes again (a condition's reads visited once for each
     * statement it guards, lbm's TEST_FLAG_SWEEP 20 times) is counted but
     * not printed twice */
    unsigned long long *seen;
    size_t nseen, capseen; /* capseen a power of two, or 0 */
};

kf_diag *kf_diag_new(FILE *out)
{
    kf_diag *d = calloc(1, sizeof *d);
    if (!d) {
        fprintf(stderr, "%s:%d: out of memory\n", __FILE__, __LINE__);
        abort();
    }
    d->out = out ? out : stderr;
    return d;
}

void kf_diag_free(kf_diag *d)
{
    if (!d)
        return;
    for (struct source *s = d->sources, *n; s; s = n) {
        n = s->next;
        free(s->name);
        free(s->text);
        free(s->lines);
        free(s);
    }
    free(d->line);
    free(d->seen);
    free(d);
}

static char *dupstr(const char *s)
{
    char *p = strdup(s);
    if (!p) {
        fprintf(stderr, "%s:%d: out of memory\n", __FILE__, __LINE__);
        abort();
    }
    return p;
}

static struct source *add(kf_diag *d, const char *file, char *text)
{
    struct source *s = calloc(1, sizeof *s);
    if (!s) {
        fprintf(stderr, "%s:%d: out of memory\n", __FILE__, __LINE__);
        abort();
    }
    s->name = dupstr(file);
    s->text = text;
    s->next = d->sources;
    d->sources = s;
    return s;
}

void kf_diag_add_source(kf_diag *d, const char *file, const char *text)
{
    add(d, file, dupstr(text));
}

/* Where each line starts: a file of thousands of fragments gets a warning
 * for each, and finding its line from the top every time was quadratic. */
static void index_lines(struct source *s)
{
    size_t cap = 64;
    s->lines = malloc(cap * sizeof *s->lines);
    if (!s->lines) {
        fprintf(stderr, "%s:%d: out of memory\n", __FILE__, __LINE__);
        abort();
    }
    s->nline = 0;
    for (const char *p = s->text;;) {
        if (s->nline == cap) {
            cap *= 2;
            size_t *l = realloc(s->lines, cap * sizeof *l);
            if (!l) {
                fprintf(stderr, "%s:%d: out of memory\n", __FILE__, __LINE__);
                abort();
            }
            s->lines = l;
        }
        s->lines[s->nline++] = (size_t)(p - s->text);
        p = strchr(p, '\n');
        if (!p)
            break;
        p++;
    }
}

const char *kf_diag_source_line(kf_diag *d, const char *file, unsigned line)
{
    if (!file || line == 0)
        return NULL;
    struct source *s = d->sources;
    while (s && strcmp(s->name, file) != 0)
        s = s->next;
    if (!s)
        s = add(d, file, kf_file_read(file, NULL));
    if (!s->text)
        return NULL;
    if (!s->lines)
        index_lines(s);
    if (line > s->nline)
        return NULL;
    const char *p = s->text + s->lines[line - 1];
    size_t n = strcspn(p, "\r\n");
    if (n + 1 > d->linecap) {
        free(d->line);
        d->linecap = n + 1;
        d->line = malloc(d->linecap);
        if (!d->line) {
            fprintf(stderr, "%s:%d: out of memory\n", __FILE__, __LINE__);
            abort();
        }
    }
    memcpy(d->line, p, n);
    d->line[n] = 0;
    return d->line;
}

static const char *level_name[] = {"note", "warning", "error"};

static unsigned long long fnv(unsigned long long h, const void *p, size_t n)
{
    const unsigned char *c = p;
    for (size_t i = 0; i < n; i++)
        h = (h ^ c[i]) * 1099511628211ULL;
    return h;
}

/* Has this report been printed before?  Records it when not (a table that
 * cannot grow only forgets, so a repeat may print again). */
static bool printed_before(kf_diag *d, unsigned long long h)
{
    h += !h; /* 0 marks a free slot */
    if (2 * (d->nseen + 1) > d->capseen) {
        size_t cap = d->capseen ? 2 * d->capseen : 64;
        unsigned long long *t = calloc(cap, sizeof *t);
        if (!t)
            return false;
        for (size_t i = 0; i < d->capseen; i++)
            for (size_t j = d->seen[i] & (cap - 1); d->seen[i]; j = (j + 1) & (cap - 1))
                if (!t[j]) {
                    t[j] = d->seen[i];
                    break;
                }
        free(d->seen);
        d->seen = t;
        d->capseen = cap;
    }
    size_t j = h & (d->capseen - 1);
    for (; d->seen[j]; j = (j + 1) & (d->capseen - 1))
        if (d->seen[j] == h)
            return true;
    d->seen[j] = h;
    d->nseen++;
    return false;
}

void kf_diag_report(kf_diag *d, enum kf_diag_level level, const char *file, unsigned line,
                    unsigned col, unsigned end_col, const char *fmt, ...)
{
    if (level == KF_DIAG_ERROR)
        d->errors++;
    else if (level == KF_DIAG_WARNING)
        d->warnings++;
    char msg[2048];
    va_list ap;
    va_start(ap, fmt);
    int m = vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (m < 0)
        msg[0] = 0;
    unsigned long long h = 14695981039346656037ULL;
    unsigned place[4] = {(unsigned)level, line, col, end_col};
    h = fnv(h, place, sizeof place);
    h = fnv(h, file ? file : "", file ? strlen(file) + 1 : 1);
    h = fnv(h, msg, strlen(msg));
    if (printed_before(d, h))
        return;
    if (!file)
        fprintf(d->out, "kforge: ");
    else if (line == 0)
        fprintf(d->out, "%s: ", file);
    else if (col == 0)
        fprintf(d->out, "%s:%u: ", file, line);
    else
        fprintf(d->out, "%s:%u:%u: ", file, line, col);
    fprintf(d->out, "%s: ", level_name[level]);
    if ((size_t)m < sizeof msg) {
        fputs(msg, d->out);
    } else { /* longer than the buffer: printed in full */
        va_start(ap, fmt);
        vfprintf(d->out, fmt, ap);
        va_end(ap);
    }
    fputc('\n', d->out);
    const char *src = kf_diag_source_line(d, file, line);
    if (!src || col == 0)
        return;
    fprintf(d->out, "%5u | %s\n      | ", line, src);
    /* keep tabs so the caret lines up under the source */
    size_t len = strlen(src);
    for (unsigned c = 1; c < col; c++)
        fputc(c - 1 < len && src[c - 1] == '\t' ? '\t' : ' ', d->out);
    fputc('^', d->out);
    for (unsigned c = col + 1; c < end_col && c - 1 < len; c++)
        fputc('~', d->out);
    fputc('\n', d->out);
}

int kf_diag_errors(const kf_diag *d)
{
    return d->errors;
}

int kf_diag_warnings(const kf_diag *d)
{
    return d->warnings;
}
