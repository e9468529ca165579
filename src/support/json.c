/*
 * json.c: the one JSON layout of kforge (include/kforge/json.h), over
 * jansson.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "kforge/file.h"
#include "kforge/json.h"

/* Indented so that a person can read it and a diff shows one field per
 * line; insertion order, so the document reads in the order it was built. */
enum { KF_JSON_FLAGS = JSON_INDENT(2) | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(9) };

char *kf_json_text(const json_t *j)
{
    char *s = json_dumps(j, KF_JSON_FLAGS | JSON_ENCODE_ANY);
    if (!s)
        return NULL;
    size_t n = strlen(s);
    char *t = realloc(s, n + 2);
    if (!t) {
        free(s);
        return NULL;
    }
    t[n] = '\n';
    t[n + 1] = '\0';
    return t;
}

int kf_json_write(const json_t *j, FILE *out)
{
    char *s = kf_json_text(j);
    if (!s)
        return -1;
    int rc = fputs(s, out) < 0 ? -1 : 0;
    free(s);
    return rc;
}

int kf_json_write_file(const json_t *j, const char *path)
{
    char *s = kf_json_text(j);
    if (!s) {
        errno = ENOMEM;
        return -1;
    }
    int rc = kf_file_write_atomic(path, s, strlen(s));
    free(s);
    return rc;
}

json_t *kf_json_read(const char *text, char *err, size_t n)
{
    json_error_t e;
    json_t *j = json_loads(text, JSON_DECODE_ANY, &e);
    if (!j && err && n)
        snprintf(err, n, "%d:%d: %s", e.line, e.column, e.text);
    return j;
}

void kf_json_set(json_t *obj, const char *key, json_t *v)
{
    json_object_set_new(obj, key, v ? v : json_null());
}

json_t *kf_json_strings(const char *const *names, int n)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++)
        json_array_append_new(a, json_string(names[i]));
    return a;
}
