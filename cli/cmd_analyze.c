/*
 * cmd_analyze.c: `kforge analyze FILE.c [--all] [--format text|json]
 *                 [--dot OUT.dot | --svg OUT.svg] [--assume-no-alias] [-- CFLAGS...]`
 *
 * Reports, for every loop of every fragment, whether it can run in parallel
 * and why not (README.md, "kforge analyze").  Exit 0 when the file was
 * analysed, 1 when it could not be (diagnostics on stderr), 2 on usage errors.
 */
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "kforge/analyze.h"
#include "kforge/file.h"
#include "kforge/graph.h"

int kf_cli_analyze(int argc, char **argv)
{
    if (kf_cli_is_quasar(argc, argv))
        return kf_cli_quasar_analyze(argc, argv);
    static const struct option opts[] = {
        {"all", no_argument, NULL, 'a'},
        {"format", required_argument, NULL, 'f'},
        {"dot", required_argument, NULL, 'D'},
        {"svg", required_argument, NULL, 'S'},
        {"assume-no-alias", no_argument, NULL, 'N'},
        {"dump-model", no_argument, NULL, 'M'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    struct kf_fe_options fo = {0};
    const char *format = "text", *dot = NULL, *svg = NULL;
    bool dump_model = false;
    int nown = kf_cli_own_args(argc, argv);
    int c;
    opterr = 0;
    while ((c = getopt_long(nown, argv, "af:h", opts, NULL)) != -1) {
        switch (c) {
        case 'a': fo.all = true; break;
        case 'f': format = optarg; break;
        case 'D': dot = optarg; break;
        case 'S': svg = optarg; break;
        case 'N': fo.assume_no_alias = true; break;
        case 'M': dump_model = true; break;
        case 'h': kf_cli_help(argv[0], stdout); return KF_EXIT_OK;
        default:
            return kf_cli_usage_error(argv[0], "unknown or incomplete option '%s'", argv[optind - 1]);
        }
    }
    if (strcmp(format, "text") != 0 && strcmp(format, "json") != 0)
        return kf_cli_usage_error(argv[0], "unknown format '%s' (text or json)", format);
    if (dot && svg)
        return kf_cli_usage_error(argv[0], "--dot and --svg exclude each other");
    if (optind != nown - 1)
        return kf_cli_usage_error(argv[0], optind >= nown ? "no input file" : "one input file only");
    const char *file = argv[optind];
    kf_cli_cflags(argc, argv, nown, &fo);

    kf_diag *d = kf_diag_new(stderr);
    /* the reports alone read one function's fragments at a time */
    struct kf_analysis *a = dump_model || dot || svg ? kf_analyze_file(file, &fo, d)
                                                     : kf_analyze_lazy(file, &fo, d);
    int rc = KF_EXIT_OK;
    if (!a || (a->nfrag == 0 && kf_diag_errors(d) > 0)) {
        rc = KF_EXIT_INPUT; /* nothing to report but the errors */
    } else {
        if (dump_model)
            kf_analyze_print_model(a, stdout);
        else if (strcmp(format, "json") == 0)
            kf_analyze_print_json(a, stdout);
        else
            kf_analyze_print_text(a, stdout);
        if (dot || svg) {
            /* the graph as text, then laid out by graphviz's library for SVG */
            char *text = NULL;
            size_t n = 0;
            FILE *mem = open_memstream(&text, &n);
            if (!mem)
                abort();
            kf_analyze_print_dot(a, mem);
            fclose(mem);
            if (svg) {
                char *s = kf_graph_svg(text, file, d);
                free(text);
                text = s;
            }
            const char *path = dot ? dot : svg;
            if (!text) {
                rc = KF_EXIT_INPUT;
            } else if (kf_file_write_atomic(path, text, strlen(text)) != 0) {
                kf_diag_report(d, KF_DIAG_ERROR, NULL, 0, 0, 0, "cannot write %s: %m", path);
                rc = KF_EXIT_INPUT;
            }
            free(text);
        }
    }
    kf_analysis_free(a);
    if (kf_diag_errors(d) > 0)
        rc = KF_EXIT_INPUT; /* the report covers the fragments without errors */
    kf_diag_free(d);
    return rc;
}
