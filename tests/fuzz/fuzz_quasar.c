/*
 * fuzz_quasar.c: libFuzzer target for the Quasar front end and lowering.
 * The input is a .q program (in memory): it is parsed, its types inferred
 * and its C written, with the parallelizer's report, all to /dev/null.
 * Any crash, sanitizer report, leak or hang is a bug; diagnostics are fine.
 * Imports are read relative to a directory that does not exist.
 *
 *   make fuzz-quasar               # builds build/fuzz/fuzz_quasar, runs FUZZ_SECONDS
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kforge/quasar.h"
#include "kforge/quasar_gen.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 16 * 1024)
        return 0;
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = 0;
    static FILE *null;
    if (!null)
        null = fopen("/dev/null", "w");
    kf_arena *a = kf_arena_new();
    kf_diag *d = kf_diag_new(null);
    kf_q_program *p = kf_q_parse(a, d, "/nonexistent-kforge-fuzz/fuzz.q", text);
    if (p) {
        /* the first byte's bits also pick the target (the device lowering:
         * kernels, fused expressions, the cost model's two forms) and
         * --scalar float */
        static const enum kf_qc_target tg[4] = {KF_QC_OPENMP, KF_QC_OPENCL, KF_QC_CUDA, KF_QC_OPENMP};
        struct kf_qc_options o = {.no_parallelize = size > 0 && (data[0] & 1),
                                  .target = size > 0 ? tg[(data[0] >> 1) & 3] : KF_QC_OPENMP,
                                  .single = size > 0 && (data[0] & 8)};
        free(kf_qc_gen(a, d, p, &o, null));
    }
    kf_diag_free(d);
    kf_arena_free(a);
    free(text);
    return 0;
}
