/*
 * fuzz_frontend.c: libFuzzer target for the analysis pipeline.  The input is
 * a C file (kept in memory); it goes through the front end, the model and
 * the dependences, and all three reports are printed to /dev/null.  Any
 * crash, sanitizer report or leak is a bug; clang's own diagnostics and
 * kforge's errors are fine.
 *
 *   make fuzz                      # builds build/fuzz/fuzz_frontend, runs 30 s
 *   build/fuzz/fuzz_frontend -max_total_time=600 build/fuzz/corpus
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kforge/analyze.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 64 * 1024)
        return 0;
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = 0;
    static FILE *null;
    if (!null)
        null = fopen("/dev/null", "w");
    kf_diag *d = kf_diag_new(null);
    /* no system headers: keep each run fast and self-contained */
    static const char *const flags[] = {"-nostdinc", "-ferror-limit=5"};
    struct kf_fe_options o = {.unsaved_text = text, .cflags = flags, .ncflags = 2};
    o.all = size > 0 && (data[0] & 1);
    o.assume_no_alias = size > 0 && (data[0] & 2);
    struct kf_analysis *a = kf_analyze_file("fuzz.c", &o, d);
    if (a) {
        kf_analyze_print_text(a, null);
        kf_analyze_print_json(a, null);
        kf_analyze_print_dot(a, null);
    }
    kf_analysis_free(a);
    kf_diag_free(d);
    free(text);
    return 0;
}
