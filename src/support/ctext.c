/*
 * ctext.c: C source text as bytes (ctext.h).
 */
#include "support/ctext.h"

#include <string.h>

bool kf_ctext_is_ident(int c)
{
    return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

bool kf_ctext_is_ident_start(int c)
{
    return kf_ctext_is_ident(c) && !(c >= '0' && c <= '9');
}

bool kf_ctext_all_digits(const char *s)
{
    if (!s || !*s)
        return false;
    for (; *s; s++)
        if (*s < '0' || *s > '9')
            return false;
    return true;
}

static size_t to_line_end(const char *text, size_t len, size_t i)
{
    while (i < len && text[i] != '\n')
        i++;
    return i;
}

size_t kf_ctext_skip(const char *text, size_t len, size_t i, bool bol)
{
    if (i >= len)
        return i;
    char c = text[i];
    if (c == '#' && bol)
        return to_line_end(text, len, i);
    if (c == '/' && i + 1 < len && text[i + 1] == '/')
        return to_line_end(text, len, i);
    if (c == '/' && i + 1 < len && text[i + 1] == '*') {
        for (size_t k = i + 2; k + 1 < len; k++)
            if (text[k] == '*' && text[k + 1] == '/')
                return k + 2;
        return len;
    }
    if (c == '"' || c == '\'') {
        size_t k = i + 1;
        for (; k < len && text[k] != c; k++)
            if (text[k] == '\\')
                k++;
        return k < len ? k + 1 : len;
    }
    return i;
}

size_t kf_ctext_line_start(const char *text, size_t at)
{
    while (at > 0 && text[at - 1] != '\n')
        at--;
    return at;
}

int kf_ctext_indent(const char *text, size_t at, size_t *line)
{
    size_t l = kf_ctext_line_start(text, at);
    for (size_t i = l; i < at; i++)
        if (text[i] != ' ' && text[i] != '\t')
            return -1;
    *line = l;
    return (int)(at - l);
}

bool kf_ctext_ident_at(const char *text, size_t len, size_t i, const char *name)
{
    size_t n = strlen(name);
    return i + n <= len && strncmp(text + i, name, n) == 0 &&
           (i == 0 || !kf_ctext_is_ident(text[i - 1])) &&
           (i + n == len || !kf_ctext_is_ident(text[i + n]));
}

const char *kf_ctext_next_ident(const char *s, size_t *n)
{
    while (s && *s && !kf_ctext_is_ident_start(*s))
        s++;
    if (!s || !*s)
        return NULL;
    for (*n = 0; kf_ctext_is_ident(s[*n]); (*n)++)
        ;
    return s;
}

size_t kf_ctext_ident_in(const char *text, size_t end, size_t i, size_t *n)
{
    *n = 0;
    while (i < end) {
        size_t j = kf_ctext_skip(text, end, i, false);
        if (j != i) {
            i = j;
            continue;
        }
        if (!kf_ctext_is_ident_start((unsigned char)text[i]) ||
            (i > 0 && kf_ctext_is_ident((unsigned char)text[i - 1]))) {
            i++;
            continue;
        }
        while (i + *n < end && kf_ctext_is_ident((unsigned char)text[i + *n]))
            (*n)++;
        return i;
    }
    return end;
}
