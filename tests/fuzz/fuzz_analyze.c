/*
 * fuzz_analyze.c: libFuzzer target for kforge's front end and analysis.
 *
 * Each input is a C file, given to the front end as unsaved text, analysed
 * (model, dependences) and reported in all three formats.  Any crash,
 * sanitizer report, leak or hang is a bug: bad input must end in a
 * diagnostic, never in a crash or a wrong verdict.
 *
 *   make fuzz && build/fuzz/fuzz_analyze -max_total_time=30 build/fuzz/corpus tests/kernels
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kforge/analyze.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    FILE *sink = fopen("/dev/null", "w");
    if (!sink) {
        free(text);
        return 0;
    }
    struct kf_fe_options o = {0};
    o.unsaved_text = text;
    /* --all makes every loop a fragment, so inputs need no pragma to matter */
    o.all = size > 0 && (data[0] & 1);
    kf_diag *d = kf_diag_new(sink);
    struct kf_analysis *a = kf_analyze_file("fuzz.c", &o, d);
    if (a) {
        kf_analyze_print_text(a, sink);
        kf_analyze_print_json(a, sink);
        kf_analyze_print_dot(a, sink);
    }
    kf_analysis_free(a);
    kf_diag_free(d);
    fclose(sink);
    free(text);
    return 0;
}
