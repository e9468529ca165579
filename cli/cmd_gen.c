/*
 * cmd_gen.c: `kforge gen FILE.c --target T [-o OUT] [--explain] [--all]
 *             [--assume-no-alias] [--block 32x8] [--map j,i]
 *             [--reduction=auto|shared|shuffle|atomic] [--disable=PASS]...
 *             [--dump-after=PASS [--dump-to FILE]] [-- CFLAGS...]`,
 *   `kforge gen --passes`
 *
 * Analyses FILE.c and writes it back with its fragments rewritten for the
 * target (gen.h); OUT "-" or absent is stdout.  CUDA writes two files
 * (gen.h): -o STEM.c or -o STEM.cu writes the host C file STEM.c and the
 * device file STEM.cu (any other OUT: OUT and OUT.cu); on stdout the host
 * file comes first, then the .cu after KF_GEN_DEVICE_SEPARATOR.  Exit 0 on success (warnings
 * for fragments that stay sequential), 1 when the file cannot be analysed
 * or written, 2 on usage errors (also --reduction=shuffle with opencl) and
 * for targets not yet available.
 *
 * The passes (gen.h's table): --passes prints it, --disable switches one
 * off (a required one, or an unknown name, is a usage error that says
 * why or lists the names), --dump-after prints what one decided on
 * stderr, or into --dump-to's file.
 */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "kforge/gen.h"
#include "kforge/file.h"
#include "kforge/settings.h"

void kf_cli_cuda_paths(const char *out, char *host, char *device, size_t n)
{
    /* -o /dev/null: both files go where the user sent the output, never to
     * a new /dev/null.cu */
    struct stat sb;
    if (stat(out, &sb) == 0 && !S_ISREG(sb.st_mode) && !S_ISDIR(sb.st_mode)) {
        snprintf(host, n, "%s", out);
        snprintf(device, n, "%s", out);
        return;
    }
    size_t len = strlen(out);
    size_t stem = len >= 3 && strcmp(out + len - 3, ".cu") == 0  ? len - 3
                  : len >= 2 && strcmp(out + len - 2, ".c") == 0 ? len - 2
                                                                 : len;
    if (stem == len) {
        snprintf(host, n, "%s", out);
        snprintf(device, n, "%s.cu", out);
    } else {
        snprintf(host, n, "%.*s.c", (int)stem, out);
        snprintf(device, n, "%.*s.cu", (int)stem, out);
    }
}

/* An output file is written whole or not at all (kf_file_write_atomic). */
static int write_text(const char *path, const char *text, kf_diag *d)
{
    bool out = !path || strcmp(path, "-") == 0;
    if (out ? fputs(text, stdout) < 0 : kf_file_write_atomic(path, text, strlen(text)) != 0) {
        kf_diag_report(d, KF_DIAG_ERROR, NULL, 0, 0, 0, "cannot write %s: %s",
                       path ? path : "-", strerror(errno));
        return -1;
    }
    return 0;
}

int kf_cli_gen_to(const char *file, const struct kf_fe_options *fo,
                  const struct kf_gen_options *go, const char *out_path, int *errors)
{
    kf_diag *d = kf_diag_new(stderr);
    *errors = 0;
    size_t len = 0;
    char *text = NULL, *out = NULL, *device = NULL;
    /* one function's models at a time (analyze.h): files of thousands of
     * fragments; the first functions' kept for the passes that read them again */
    struct kf_analysis *a = kf_analyze_lazy(file, fo, d);
    int rc = KF_EXIT_INPUT;
    if (!a)
        goto done;
    kf_analysis_keep(a, KF_ANALYSIS_KEEP);
    if (!(text = kf_file_read(file, &len))) {
        kf_diag_report(d, KF_DIAG_ERROR, NULL, 0, 0, 0, "cannot read %s: %s", file, strerror(errno));
        goto done;
    }
    bool to_stdout = !out_path || strcmp(out_path, "-") == 0;
    struct kf_gen_options o = *go;
    if (!o.fe)
        o.fe = fo; /* the same flags, should OpenMP re-analyse a rewritten text */
    int g = to_stdout ? kf_gen_file(a, text, len, &o, d, &out)
                      : kf_gen_files(a, text, len, &o, d, &out, &device);
    if (g == KF_GEN_UNSUPPORTED) {
        fprintf(stderr, "kforge gen: target '%s' is not yet available in this version\n",
                kf_gen_target_name(go->target));
        rc = KF_EXIT_USAGE;
        goto done;
    }
    if (g != KF_GEN_OK)
        goto done;
    if (device) {
        char host_path[4096], dev_path[4096];
        kf_cli_cuda_paths(out_path, host_path, dev_path, sizeof host_path);
        if (write_text(host_path, out, d) != 0 || write_text(dev_path, device, d) != 0)
            goto done;
    } else if (write_text(out_path, out, d) != 0) {
        goto done;
    }
    rc = KF_EXIT_OK;
    *errors = kf_diag_errors(d);
done:
    free(device);
    free(out);
    free(text);
    kf_analysis_free(a);
    kf_diag_free(d);
    return rc;
}

int kf_cli_parse_reduction(const char *name, const char *s, struct kf_gen_options *go)
{
    if (kf_gen_reduction_parse(s, &go->reduction) == 0)
        return 0;
    return kf_cli_usage_error(name, "--reduction wants auto, shared, shuffle or atomic, not '%s'",
                              s);
}

int kf_cli_settings(const char *file, const char *path, unsigned keep, struct kf_gen_options *go)
{
    kf_diag *d = kf_diag_new(stderr);
    char buf[4096];
    const char *sf = kf_settings_find(file, path, buf, sizeof buf);
    int rc = sf && kf_settings_load_file(sf, go, keep, d) != 0 ? KF_EXIT_INPUT : 0;
    size_t len = 0;
    char *text = rc ? NULL : kf_file_read(file, &len); /* unreadable: gen says so */
    if (text && kf_settings_load_pragmas(file, text, len, go, keep, d) != 0)
        rc = KF_EXIT_INPUT;
    free(text);
    kf_diag_free(d);
    return rc;
}

int kf_cli_parse_fusion(const char *name, const char *s, struct kf_gen_options *go)
{
    if (kf_gen_fusion_parse(s, &go->fusion) == 0)
        return 0;
    return kf_cli_usage_error(name, "--fusion wants smart, noreordering, minsyncgrid, "
                                    "minworkingmemory or manual, not '%s'",
                              s);
}

int kf_cli_parse_min_work(const char *name, const char *s, struct kf_gen_options *go)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (*s == 0 || *end || v < 0)
        return kf_cli_usage_error(name, "--min-work wants a count >= 0, not '%s'", s);
    go->min_work = v ? v : -1; /* 0: no test at all */
    return 0;
}

/* A pass by name, or a usage error that lists every name. */
static int parse_pass(const char *name, const char *opt, const char *s, int *pass)
{
    if ((*pass = kf_gen_pass_parse(s)) >= 0)
        return 0;
    char names[1024] = "";
    for (int p = 0; p < KF_PASS_COUNT; p++) {
        size_t n = strlen(names);
        snprintf(names + n, sizeof names - n, "%s%s", p ? ", " : "", kf_gen_passes()[p].name);
    }
    return kf_cli_usage_error(name, "%s: no pass '%s' (the passes: %s)", opt, s, names);
}

int kf_cli_parse_disable(const char *name, const char *s, struct kf_gen_options *go)
{
    int p;
    if (parse_pass(name, "--disable", s, &p) != 0)
        return KF_EXIT_USAGE;
    if (kf_gen_passes()[p].required)
        return kf_cli_usage_error(name, "--disable: the %s pass cannot be switched off: %s", s,
                                  kf_gen_passes()[p].summary);
    go->disabled |= KF_PASS_BIT(p);
    return 0;
}

int kf_cli_parse_dump_after(const char *name, const char *s, struct kf_gen_options *go)
{
    int p;
    if (parse_pass(name, "--dump-after", s, &p) != 0)
        return KF_EXIT_USAGE;
    go->dump_after = (enum kf_gen_pass)p;
    if (!go->dump)
        go->dump = stderr;
    return 0;
}

void kf_cli_print_passes(FILE *out)
{
    for (int p = 0; p < KF_PASS_COUNT; p++) {
        const struct kf_gen_pass_info *i = &kf_gen_passes()[p];
        fprintf(out, "%-13s %-12s %s%s\n", i->name, i->targets, i->required ? "(required) " : "",
                i->summary);
    }
}

/* --tile=32x32x64 (sizes >= 2, outermost first), --tile=off */
int kf_cli_parse_tile(const char *name, const char *s, struct kf_gen_options *go)
{
    if (strcmp(s, "off") == 0) {
        go->ntile = -1;
        return 0;
    }
    int n = 0;
    for (const char *p = s;;) {
        char *end;
        long v = strtol(p, &end, 10);
        if (end == p || v < 2 || v > 1 << 20 || n == (int)(sizeof go->tile / sizeof go->tile[0]) ||
            (*end && *end != 'x'))
            return kf_cli_usage_error(name, "--tile wants sizes >= 2 like 32x32x64, or off, "
                                            "not '%s'", s);
        go->tile[n++] = v;
        if (*end == 0)
            break;
        p = end + 1;
    }
    go->ntile = n;
    return 0;
}

int kf_cli_parse_block(const char *s, struct kf_gen_options *go)
{
    int n = 0;
    long total = 1;
    for (const char *p = s; n < 3;) {
        char *end;
        long v = strtol(p, &end, 10);
        if (end == p || v < 1 || (v & (v - 1)) != 0 || v > 1024)
            return -1;
        go->block[n++] = (int)v;
        total *= v;
        if (*end == 0)
            break;
        if (*end != 'x')
            return -1;
        p = end + 1;
        if (n == 3)
            return -1;
    }
    if (total > 1024)
        return -1;
    go->nblock = n;
    return 0;
}

int kf_cli_gen(int argc, char **argv)
{
    if (kf_cli_is_quasar(argc, argv))
        return kf_cli_quasar_gen(argc, argv);
    static const struct option opts[] = {
        {"target", required_argument, NULL, 't'},
        {"output", required_argument, NULL, 'o'},
        {"explain", no_argument, NULL, 'x'},
        {"all", no_argument, NULL, 'a'},
        {"assume-no-alias", no_argument, NULL, 'N'},
        {"block", required_argument, NULL, 'b'},
        {"map", required_argument, NULL, 'm'},
        {"reduction", required_argument, NULL, 'R'},
        {"fusion", required_argument, NULL, 'U'},
        {"settings", required_argument, NULL, 'G'},
        {"min-work", required_argument, NULL, 'W'},
        {"device-choice", required_argument, NULL, 'C'},
        {"strict-fp", no_argument, NULL, 'S'},
        {"passes", no_argument, NULL, 'P'},
        {"disable", required_argument, NULL, 'D'},
        {"dump-after", required_argument, NULL, 'A'},
        {"dump-to", required_argument, NULL, 'T'},
        {"tile", required_argument, NULL, 'L'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    struct kf_fe_options fo = {0};
    struct kf_gen_options go = {.target = KF_GEN_OPENMP};
    const char *target = NULL, *out = NULL, *dump_to = NULL, *settings = NULL;
    unsigned keep = 0;
    int nown = kf_cli_own_args(argc, argv);
    int c;
    opterr = 0;
    while ((c = getopt_long(nown, argv, "t:o:xahb:m:", opts, NULL)) != -1) {
        switch (c) {
        case 't': target = optarg; break;
        case 'o': out = optarg; break;
        case 'x': go.explain = stderr; break;
        case 'a': fo.all = true; break;
        case 'N': fo.assume_no_alias = true; break;
        case 'b':
            if (kf_cli_parse_block(optarg, &go) != 0)
                return kf_cli_usage_error(argv[0],
                                          "--block wants 1 to 3 powers of two like 32x8, at "
                                          "most 1024 threads, not '%s'",
                                          optarg);
            break;
        case 'm': go.map = optarg; break;
        case 'S': go.strict_fp = true; break;
        case 'W':
            if (kf_cli_parse_min_work(argv[0], optarg, &go) != 0)
                return KF_EXIT_USAGE;
            break;
        case 'L':
            if (kf_cli_parse_tile(argv[0], optarg, &go) != 0)
                return KF_EXIT_USAGE;
            break;
        case 'U':
            if (kf_cli_parse_fusion(argv[0], optarg, &go) != 0)
                return KF_EXIT_USAGE;
            keep |= KF_SET_FUSION;
            break;
        case 'G': settings = optarg; break;
        case 'C':
            if (kf_gen_device_choice_parse(optarg, &go.device_choice) != 0)
                return kf_cli_usage_error(argv[0], "--device-choice wants device, auto or host, "
                                                   "not '%s'", optarg);
            keep |= KF_SET_DEVICE_CHOICE;
            break;
        case 'R':
            if (kf_cli_parse_reduction(argv[0], optarg, &go) != 0)
                return KF_EXIT_USAGE;
            keep |= KF_SET_REDUCTION;
            break;
        case 'P': kf_cli_print_passes(stdout); return KF_EXIT_OK;
        case 'D':
            if (kf_cli_parse_disable(argv[0], optarg, &go) != 0)
                return KF_EXIT_USAGE;
            break;
        case 'A':
            if (kf_cli_parse_dump_after(argv[0], optarg, &go) != 0)
                return KF_EXIT_USAGE;
            break;
        case 'T': dump_to = optarg; break;
        case 'h': kf_cli_help(argv[0], stdout); return KF_EXIT_OK;
        default:
            return kf_cli_usage_error(argv[0], "unknown or incomplete option '%s'", argv[optind - 1]);
        }
    }
    if (dump_to && !go.dump)
        return kf_cli_usage_error(argv[0], "--dump-to needs --dump-after=NAME");
    if (!target)
        return kf_cli_usage_error(argv[0], "--target is required (openmp, opencl or cuda)");
    if (kf_gen_target_parse(target, &go.target) != 0)
        return kf_cli_usage_error(argv[0], "unknown target '%s' (openmp, opencl or cuda)", target);
    if (go.reduction == KF_GEN_RED_SHUFFLE && go.target == KF_GEN_OPENCL)
        return kf_cli_usage_error(argv[0], "--reduction=shuffle needs CUDA's warp shuffles; "
                                           "OpenCL 1.2 has no portable sub-group shuffle (use "
                                           "shared or atomic)");
    if (optind != nown - 1)
        return kf_cli_usage_error(argv[0], optind >= nown ? "no input file" : "one input file only");
    kf_cli_cflags(argc, argv, nown, &fo);
    int src = kf_cli_settings(argv[optind], settings, keep, &go);
    if (src != 0)
        return src;
    if (dump_to && !(go.dump = fopen(dump_to, "w"))) {
        fprintf(stderr, "kforge gen: cannot write %s: %s\n", dump_to, strerror(errno));
        return KF_EXIT_INPUT;
    }
    int errors = 0;
    int rc = kf_cli_gen_to(argv[optind], &fo, &go, out, &errors);
    /* the output is written, its unreadable fragments as written; the
     * errors that said so still make the exit status 1, as in the README */
    if (rc == KF_EXIT_OK && errors > 0)
        rc = KF_EXIT_INPUT;
    if (dump_to && fclose(go.dump) != 0 && rc == KF_EXIT_OK) {
        fprintf(stderr, "kforge gen: cannot write %s: %s\n", dump_to, strerror(errno));
        rc = KF_EXIT_INPUT;
    }
    return rc;
}
