/*
 * cmd_kgen.c: `kforge kgen [--dialect D] [--list] [EXAMPLE]`, prints one of
 * kgen's example kernels (src/kgen/kgen_examples.c) in a dialect.
 */
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "kforge/kgen.h"

int kf_cli_kgen(int argc, char **argv)
{
    static const struct option opts[] = {
        {"dialect", required_argument, NULL, 'd'},
        {"list", no_argument, NULL, 'l'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    enum kf_kgen_dialect dialect = KF_KGEN_OPENCL;
    bool list = false;
    int c;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":d:lh", opts, NULL)) != -1) {
        switch (c) {
        case 'd':
            if (kf_kgen_dialect_parse(optarg, &dialect) != 0)
                return kf_cli_usage_error(argv[0], "unknown dialect '%s' (opencl, cuda, openmp)",
                                          optarg);
            break;
        case 'l':
            list = true;
            break;
        case 'h':
            kf_cli_help(argv[0], stdout);
            return KF_EXIT_OK;
        case ':':
            return kf_cli_usage_error(argv[0], "option '%s' needs an argument",
                                      argv[optind - 1]);
        default:
            if (optopt)
                return kf_cli_usage_error(argv[0], "unknown option '-%c'", optopt);
            return kf_cli_usage_error(argv[0], "unknown option '%s'", argv[optind - 1]);
        }
    }
    if (list) {
        for (const struct kf_kgen_example *e = kf_kgen_examples; e->name; e++)
            printf("%-11s %s\n", e->name, e->summary);
        return KF_EXIT_OK;
    }
    if (optind >= argc)
        return kf_cli_usage_error(argv[0], "which example? (kforge kgen --list)");
    if (optind + 1 < argc)
        return kf_cli_usage_error(argv[0], "one example at a time");
    const struct kf_kgen_example *e = kf_kgen_example_find(argv[optind]);
    if (!e)
        return kf_cli_usage_error(argv[0], "unknown example '%s' (kforge kgen --list)",
                                  argv[optind]);
    struct kf_kgen *g = kf_kgen_create(dialect);
    if (!g || e->generate(g) != 0) {
        fprintf(stderr, "kforge kgen: %s: %s\n", e->name, kf_kgen_error_message(g));
        kf_kgen_destroy(g);
        return KF_EXIT_INPUT;
    }
    fputs(kf_kgen_source(g), stdout);
    kf_kgen_destroy(g);
    return KF_EXIT_OK;
}
