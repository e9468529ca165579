/*
 * json.h: JSON read and written one way by every kforge subcommand.
 *
 * Contract: documents are jansson values (Debian's libjansson).  Every
 * `--format json` and the `kforge ui` page's API write through
 * kf_json_write / kf_json_text, so they share one layout: two-space
 * indentation, keys in the order they were set, reals with up to 9
 * significant digits, a newline at the end.  kf_json_read parses a
 * whole text and reports a failure with the line and column.
 *
 * Ownership: kf_json_write and kf_json_write_file keep the value;
 * kf_json_text gives a malloc'ed string (the caller frees it);
 * kf_json_read gives a value (json_decref frees it) or NULL.
 * kf_json_set takes the value it stores (NULL is stored as null).
 */
#ifndef KFORGE_JSON_H
#define KFORGE_JSON_H

#include <stdio.h>

#include <jansson.h>

/* The document and a newline, to out; 0 or -1. */
int kf_json_write(const json_t *j, FILE *out);

/* The document to `path` whole or not at all (file.h); 0 or -1 with errno. */
int kf_json_write_file(const json_t *j, const char *path);

/* The document as text, with the closing newline (__give); NULL on ENOMEM. */
char *kf_json_text(const json_t *j);

/* Parses text; NULL with "LINE:COL: message" in err (n bytes) on failure. */
json_t *kf_json_read(const char *text, char *err, size_t n);

/* obj[key] = v (taken; NULL stores null): a shorter spelling of
 * json_object_set_new for the builders. */
void kf_json_set(json_t *obj, const char *key, json_t *v);

/* A JSON array of the strings names[0..n). */
json_t *kf_json_strings(const char *const *names, int n);

#endif
