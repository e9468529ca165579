/*
 * cmd_graph.c: `kforge graph FILE.c --kind call|cfg|deps [--function F]
 *               [-o OUT.svg|OUT.dot] [-- CFLAGS...]`
 *
 * Writes one graph of graph.h: DOT when OUT ends in .dot or is standard
 * output, SVG (laid out by graphviz's library) when it ends in .svg.  The
 * file is written whole or not at all.  Exit 0, 1 on input errors, 2 on
 * usage errors.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "kforge/file.h"
#include "kforge/graph.h"

static bool ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);
    return n >= k && strcmp(s + n - k, suffix) == 0;
}

int kf_cli_graph(int argc, char **argv)
{
    static const struct option opts[] = {
        {"kind", required_argument, NULL, 'k'},
        {"function", required_argument, NULL, 'F'},
        {"output", required_argument, NULL, 'o'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    struct kf_fe_options fo = {0};
    const char *kind_s = NULL, *function = NULL, *out = NULL;
    int nown = kf_cli_own_args(argc, argv);
    int c;
    opterr = 0;
    while ((c = getopt_long(nown, argv, "k:F:o:h", opts, NULL)) != -1) {
        switch (c) {
        case 'k': kind_s = optarg; break;
        case 'F': function = optarg; break;
        case 'o': out = optarg; break;
        case 'h': kf_cli_help(argv[0], stdout); return KF_EXIT_OK;
        default:
            return kf_cli_usage_error(argv[0], "unknown or incomplete option '%s'", argv[optind - 1]);
        }
    }
    enum kf_graph_kind kind;
    if (!kind_s)
        return kf_cli_usage_error(argv[0], "--kind is required (call, cfg or deps)");
    if (kf_graph_kind_parse(kind_s, &kind) != 0)
        return kf_cli_usage_error(argv[0], "unknown kind '%s' (call, cfg or deps)", kind_s);
    if (out && !ends_with(out, ".svg") && !ends_with(out, ".dot") && strcmp(out, "-") != 0)
        return kf_cli_usage_error(argv[0], "-o wants a name ending in .svg or .dot, not '%s'", out);
    if (optind != nown - 1)
        return kf_cli_usage_error(argv[0], optind >= nown ? "no input file" : "one input file only");
    const char *file = argv[optind];
    kf_cli_cflags(argc, argv, nown, &fo);

    kf_diag *d = kf_diag_new(stderr);
    char *text = kf_graph_dot(file, &fo, kind, function, d);
    if (text && out && ends_with(out, ".svg")) {
        char *svg = kf_graph_svg(text, file, d);
        free(text);
        text = svg;
    }
    int rc = text ? KF_EXIT_OK : KF_EXIT_INPUT;
    if (text && out && strcmp(out, "-") != 0) {
        if (kf_file_write_atomic(out, text, strlen(text)) != 0) {
            kf_diag_report(d, KF_DIAG_ERROR, NULL, 0, 0, 0, "cannot write %s: %m", out);
            rc = KF_EXIT_INPUT;
        }
    } else if (text) {
        fputs(text, stdout);
    }
    free(text);
    kf_diag_free(d);
    return rc;
}
