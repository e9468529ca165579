/*
 * settings.c: the settings file and `#pragma kforge` settings (settings.h;
 * seed 002 §17.3, Table 17.3 and its pragmas).
 */
#include <ctype.h>
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kforge/file.h"
#include "kforge/quasar_gen.h"
#include "kforge/settings.h"

/* Where a key or value stands, for the diagnostic. */
struct where {
    const char *file;
    unsigned line, col;
};

static bool is_word(const char *v, size_t n, const char *w)
{
    return strlen(w) == n && strncmp(v, w, n) == 0;
}

/* on/off, true/false: 1, 0, or -1 */
static int boolean(const char *v, size_t n)
{
    if (is_word(v, n, "on") || is_word(v, n, "true"))
        return 1;
    if (is_word(v, n, "off") || is_word(v, n, "false"))
        return 0;
    return -1;
}

/* The passes opt_level 0 and 1 switch off (the rest make kernels and
 * parallel loops, or are required). */
static uint64_t level_off(int level)
{
    uint64_t one = KF_PASS_BIT(KF_PASS_WINDOW) | KF_PASS_BIT(KF_PASS_KTILE) | KF_PASS_BIT(KF_PASS_FUSION) | KF_PASS_BIT(KF_PASS_TILE);
    if (level >= 2)
        return 0;
    if (level == 1)
        return one;
    return one | KF_PASS_BIT(KF_PASS_ACCUMULATE) | KF_PASS_BIT(KF_PASS_SPLIT) | KF_PASS_BIT(KF_PASS_SINK) |
           KF_PASS_BIT(KF_PASS_INTERCHANGE) | KF_PASS_BIT(KF_PASS_SIMD) | KF_PASS_BIT(KF_PASS_LAUNCH_SHAPE) |
           KF_PASS_BIT(KF_PASS_COALESCE) | KF_PASS_BIT(KF_PASS_SINGLETON) | KF_PASS_BIT(KF_PASS_FLATTEN) |
           KF_PASS_BIT(KF_PASS_INTERIOR);
}

static const char *const archs[] = {"sm_50", "sm_52", "sm_53", "sm_60", "sm_61", "sm_62",
                                    "sm_70", "sm_72", "sm_75", "sm_80", "sm_86", "sm_87",
                                    "sm_89", "sm_90", "sm_100", "sm_120", NULL};

/* One `key = value`: 0, or -1 after a diagnostic. */
static int apply(const char *k, size_t kn, const char *v, size_t vn, struct where kw,
                 struct where vw, struct kf_gen_options *o, unsigned keep, kf_diag *d)
{
    int b = boolean(v, vn);
    const char *want = NULL;
    /* the on/off settings: the flag each sets (parallelizer: its negation) */
    const struct {
        const char *key;
        bool *flag;
        bool invert;
    } flags[] = {{"parallelizer", &o->no_parallel, true},
                 {"show_reductions", &o->show_reductions, false},
                 {"fast_math", &o->fast_math, false},
                 {"flush_to_zero", &o->flush_to_zero, false}};
    int nfl = (int)(sizeof flags / sizeof flags[0]), fl = 0;
    while (fl < nfl && !is_word(k, kn, flags[fl].key))
        fl++;
    if (fl < nfl) {
        if (b < 0)
            want = "on or off";
        else
            *flags[fl].flag = flags[fl].invert ? !b : b;
    } else if (is_word(k, kn, "opencl_window")) {
        if (is_word(v, vn, "auto"))
            o->opencl_window = KF_GEN_WINDOW_AUTO;
        else if (b < 0)
            want = "auto, on or off";
        else
            o->opencl_window = b ? KF_GEN_WINDOW_ON : KF_GEN_WINDOW_OFF;
    } else if (is_word(k, kn, "opt_level")) {
        if (vn != 1 || v[0] < '0' || v[0] > '2')
            want = "0, 1 or 2";
        else
            o->disabled |= level_off(v[0] - '0');
    } else if (is_word(k, kn, "precision")) {
        if (is_word(v, vn, "single"))
            o->single_precision = true;
        else if (is_word(v, vn, "double"))
            o->single_precision = false;
        else
            want = "double or single";
    } else if (is_word(k, kn, "fusion")) {
        char s[32];
        enum kf_gen_fusion f;
        snprintf(s, sizeof s, "%.*s", (int)(vn < 31 ? vn : 31), v);
        if (vn >= 31 || kf_gen_fusion_parse(s, &f) != 0)
            want = "smart, noreordering, minsyncgrid, minworkingmemory or manual";
        else if (!(keep & KF_SET_FUSION))
            o->fusion = f;
    } else if (is_word(k, kn, "reduction")) {
        char s[32];
        enum kf_gen_reduction r;
        snprintf(s, sizeof s, "%.*s", (int)(vn < 31 ? vn : 31), v);
        if (vn >= 31 || kf_gen_reduction_parse(s, &r) != 0)
            want = "auto, shared, shuffle or atomic";
        else if (!(keep & KF_SET_REDUCTION))
            o->reduction = r;
    } else if (is_word(k, kn, "device_choice")) {
        char s[32];
        enum kf_gen_device_choice c;
        snprintf(s, sizeof s, "%.*s", (int)(vn < 31 ? vn : 31), v);
        if (vn >= 31 || kf_gen_device_choice_parse(s, &c) != 0)
            want = "device, auto or host";
        else if (!(keep & KF_SET_DEVICE_CHOICE))
            o->device_choice = c;
    } else if (is_word(k, kn, "device_setup_s")) {
        char s[32], *end;
        snprintf(s, sizeof s, "%.*s", (int)(vn < 31 ? vn : 31), v);
        double t = strtod(s, &end);
        if (vn >= 31 || end == s || *end || !(t > 0 && t < 1e4))
            want = "seconds above 0, such as 0.05";
        else
            o->device_setup_s = t;
    } else if (is_word(k, kn, "cuda_arch")) {
        int i = 0;
        while (archs[i] && !is_word(v, vn, archs[i]))
            i++;
        if (!archs[i])
            want = "an architecture such as sm_80 or sm_90";
        else
            o->cuda_arch = archs[i];
    } else {
        kf_diag_report(d, KF_DIAG_ERROR, kw.file, kw.line, kw.col, kw.col + (unsigned)kn,
                       "unknown setting '%.*s' (parallelizer, show_reductions, opt_level, "
                       "fusion, reduction, cuda_arch, fast_math, flush_to_zero, precision, "
                       "opencl_window, device_choice, device_setup_s)",
                       (int)kn, k);
        return -1;
    }
    if (want) {
        kf_diag_report(d, KF_DIAG_ERROR, vw.file, vw.line, vw.col, vw.col + (unsigned)vn,
                       "setting '%.*s' wants %s, not '%.*s'", (int)kn, k, want, (int)vn, v);
        return -1;
    }
    return 0;
}

static size_t word_len(const char *s, const char *end)
{
    size_t n = 0;
    while (s + n < end && (isalnum((unsigned char)s[n]) || s[n] == '_' || s[n] == '.'))
        n++;
    return n;
}

/* One line of a settings file, [p, end): 0 or -1. */
static int file_line(const char *file, unsigned line, const char *bol, const char *end,
                     struct kf_gen_options *o, unsigned keep, kf_diag *d)
{
    const char *p = bol;
    while (p < end && (*p == ' ' || *p == '\t'))
        p++;
    if (p == end || *p == '#' || *p == '\r')
        return 0;
    struct where kw = {file, line, (unsigned)(p - bol) + 1};
    if (*p == '[') {
        const char *q = p + 1;
        size_t n = word_len(q, end);
        if (is_word(q, n, "kforge") && q + n < end && q[n] == ']')
            return 0;
        kf_diag_report(d, KF_DIAG_ERROR, file, line, kw.col, 0,
                       "only a [kforge] table may stand in a settings file");
        return -1;
    }
    size_t kn = word_len(p, end);
    const char *q = p + kn;
    while (q < end && (*q == ' ' || *q == '\t'))
        q++;
    if (kn == 0 || q == end || *q != '=') {
        kf_diag_report(d, KF_DIAG_ERROR, file, line, (unsigned)(q - bol) + 1, 0,
                       "expected 'key = value'");
        return -1;
    }
    q++;
    while (q < end && (*q == ' ' || *q == '\t'))
        q++;
    bool quoted = q < end && *q == '"';
    const char *v = q + quoted;
    const char *close = quoted ? memchr(v, '"', (size_t)(end - v)) : NULL;
    size_t vn = quoted ? (size_t)((close ? close : end) - v) : word_len(v, end);
    const char *after = v + vn + (quoted && v + vn < end);
    while (after < end && (*after == ' ' || *after == '\t' || *after == '\r'))
        after++;
    struct where vw = {file, line, (unsigned)(v - bol) + 1};
    if (vn == 0 || (quoted && v + vn >= end) || (after < end && *after != '#')) {
        kf_diag_report(d, KF_DIAG_ERROR, file, line, vw.col, 0,
                       "expected one value after '=' (a word or a \"string\")");
        return -1;
    }
    return apply(p, kn, v, vn, kw, vw, o, keep, d);
}

int kf_settings_load_file(const char *path, struct kf_gen_options *o, unsigned keep, kf_diag *d)
{
    size_t len = 0;
    char *text = kf_file_read(path, &len);
    if (!text) {
        kf_diag_report(d, KF_DIAG_ERROR, NULL, 0, 0, 0, "cannot read settings file %s: %s", path,
                       strerror(errno));
        return -1;
    }
    struct kf_gen_options t = *o;
    int rc = 0;
    unsigned line = 1;
    for (const char *p = text, *end = text + len; p < end && rc == 0; line++) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        const char *eol = nl ? nl : end;
        rc = file_line(path, line, p, eol, &t, keep, d);
        p = nl ? nl + 1 : end;
    }
    free(text);
    if (rc == 0)
        *o = t;
    return rc;
}

int kf_settings_load_pragmas(const char *file, const char *text, size_t len,
                             struct kf_gen_options *o, unsigned keep, kf_diag *d)
{
    struct kf_gen_options t = *o;
    unsigned line = 1;
    for (const char *p = text, *end = text + len; p < end; line++) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        const char *eol = nl ? nl : end, *q = p;
        p = nl ? nl + 1 : end;
        while (q < eol && (*q == ' ' || *q == '\t'))
            q++;
        if (q == eol || *q != '#')
            continue;
        const char *bol = q; /* the line's start, for columns */
        while (bol > text && bol[-1] != '\n')
            bol--;
        q++;
        const char *words[2] = {"pragma", "kforge"};
        bool ok = true;
        for (int w = 0; w < 2 && ok; w++) {
            while (q < eol && (*q == ' ' || *q == '\t'))
                q++;
            size_t n = word_len(q, eol);
            ok = is_word(q, n, words[w]);
            q += n;
        }
        while (q < eol && (*q == ' ' || *q == '\t'))
            q++;
        if (!ok)
            continue;
        size_t kn = word_len(q, eol);
        if (is_word(q, kn, "target") || is_word(q, kn, "fusion_barrier"))
            continue;
        struct where kw = {file, line, (unsigned)(q - bol) + 1};
        const char *v = q + kn;
        while (v < eol && (*v == ' ' || *v == '\t' || *v == '='))
            v++;
        size_t vn = word_len(v, eol);
        struct where vw = {file, line, (unsigned)(v - bol) + 1};
        if (kn == 0 || vn == 0) {
            kf_diag_report(d, KF_DIAG_ERROR, file, line, kn ? vw.col : kw.col, 0,
                           "expected '#pragma kforge KEY VALUE'");
            return -1;
        }
        if (apply(q, kn, v, vn, kw, vw, &t, keep, d) != 0)
            return -1;
    }
    *o = t;
    return 0;
}

const char *kf_settings_find(const char *input, const char *explicit_path, char *buf, size_t n)
{
    if (explicit_path) {
        snprintf(buf, n, "%s", explicit_path);
        return buf;
    }
    const char *slash = strrchr(input, '/');
    if (slash)
        snprintf(buf, n, "%.*s/kforge.toml", (int)(slash - input), input);
    else
        snprintf(buf, n, "kforge.toml");
    return access(buf, R_OK) == 0 ? buf : NULL;
}

int kf_settings_nvcc_flags(const struct kf_gen_options *o, const char **flags, int max)
{
    static char arch[32];
    int n = 0;
    snprintf(arch, sizeof arch, "-arch=%s", o->cuda_arch ? o->cuda_arch : "sm_90");
    const char *all[] = {arch,
                         o->fast_math ? "--use_fast_math" : NULL,
                         o->flush_to_zero ? "-ftz=true" : NULL,
                         o->single_precision ? "--prec-div=false" : NULL,
                         o->single_precision ? "--prec-sqrt=false" : NULL,
                         /* --strict-fp: a * b + c rounded twice, as the host
                          * (x86-64 without -mfma) does; nvcc fuses it by default */
                         o->strict_fp ? "-fmad=false" : NULL};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++)
        if (all[i] && n < max)
            flags[n++] = all[i];
    return n;
}

const char *kf_settings_cl_options(const struct kf_gen_options *o, char *buf, size_t n)
{
    snprintf(buf, n, "%s%s%s", o->fast_math ? " -cl-fast-relaxed-math" : "",
             o->flush_to_zero ? " -cl-denorms-are-zero" : "",
             o->single_precision ? " -cl-single-precision-constant" : "");
    return buf[0] ? buf + 1 : buf;
}

void kf_settings_quasar(const struct kf_gen_options *o, unsigned keep, struct kf_qc_options *q,
                        char *buf, size_t n)
{
    if (o->no_parallel && !q->no_parallelize) {
        q->no_parallelize = 1;
        q->nopar_why = "parallelizer = off in the settings file";
    }
    /* opt_level 0 sets every bit of level_off(0); 1 and 2 leave the Quasar
     * transforms on (they are of level 0's kind: no new kernels, no tiles) */
    unsigned both = KF_QC_PASS_BOUNDS | KF_QC_PASS_DIVERGE;
    if ((o->disabled & level_off(0)) == level_off(0) && (q->disabled & both) != both) {
        q->disabled |= both;
        q->off_why = "opt_level 0 in the settings file";
    }
    if (!(keep & KF_SET_SCALAR) && o->single_precision)
        q->single = 1;
    const char *cl = kf_settings_cl_options(o, buf, n);
    q->cl_options = *cl ? cl : NULL;
}
