/*
 * cmd_transform.c: `kforge transform FILE.c --apply SPEC [--apply SPEC]...
 *                   [-o OUT.c] [--all] [--assume-no-alias] [-- CFLAGS...]`
 *
 * Applies each transformation in turn (include/kforge/transform.h), the
 * next one on the text the one before wrote, and writes the result whole
 * or not at all: a refusal leaves OUT untouched.
 */
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "kforge/file.h"
#include "kforge/transform.h"

enum { MAX_APPLY = 64 };

int kf_cli_transform(int argc, char **argv)
{
    static const struct option opts[] = {
        {"apply", required_argument, NULL, 'a'},
        {"output", required_argument, NULL, 'o'},
        {"list", no_argument, NULL, 'l'},
        {"all", no_argument, NULL, 'A'},
        {"assume-no-alias", no_argument, NULL, 'N'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    struct kf_fe_options fo = {0};
    const char *apply[MAX_APPLY], *out = NULL;
    int napply = 0, c;
    bool list = false;
    int nown = kf_cli_own_args(argc, argv);
    opterr = 0;
    while ((c = getopt_long(nown, argv, ":a:o:lh", opts, NULL)) != -1) {
        switch (c) {
        case 'a':
            if (napply == MAX_APPLY)
                return kf_cli_usage_error(argv[0], "at most %d --apply", MAX_APPLY);
            apply[napply++] = optarg;
            break;
        case 'o': out = optarg; break;
        case 'l': list = true; break;
        case 'A': fo.all = true; break;
        case 'N': fo.assume_no_alias = true; break;
        case 'h': kf_cli_help(argv[0], stdout); return KF_EXIT_OK;
        case ':':
            return kf_cli_usage_error(argv[0], "option '%s' needs an argument", argv[optind - 1]);
        default:
            return kf_cli_usage_error(argv[0], "unknown or incomplete option '%s'", argv[optind - 1]);
        }
    }
    if (list) {
        int n;
        const struct kf_transform_info *m = kf_transform_menu(&n);
        for (int i = 0; i < n; i++) {
            char head[64];
            snprintf(head, sizeof head, "%s%s", m[i].name, m[i].args);
            printf("%-28s %s\n", head, m[i].summary);
        }
        return KF_EXIT_OK;
    }
    if (optind != nown - 1)
        return kf_cli_usage_error(argv[0], optind >= nown ? "no input file" : "one input file only");
    if (napply == 0)
        return kf_cli_usage_error(argv[0], "nothing to do: give --apply SPEC (--list shows them)");
    const char *file = argv[optind];
    kf_cli_cflags(argc, argv, nown, &fo);

    kf_diag *d = kf_diag_new(stderr);
    size_t len = 0;
    char *text = kf_file_read(file, &len);
    if (!text) {
        kf_diag_report(d, KF_DIAG_ERROR, NULL, 0, 0, 0, "cannot read %s: %m", file);
        kf_diag_free(d);
        return KF_EXIT_INPUT;
    }
    for (int i = 0; i < napply && text; i++) {
        char *next = kf_transform_apply(file, text, len, apply[i], &fo, d);
        free(text);
        text = next;
        len = text ? strlen(text) : 0;
    }
    int rc = KF_EXIT_OK;
    if (!text) {
        rc = KF_EXIT_INPUT;
    } else if (!out || strcmp(out, "-") == 0) {
        fwrite(text, 1, len, stdout);
    } else if (kf_file_write_atomic(out, text, len) != 0) {
        kf_diag_report(d, KF_DIAG_ERROR, NULL, 0, 0, 0, "cannot write %s: %m", out);
        rc = KF_EXIT_INPUT;
    }
    free(text);
    kf_diag_free(d);
    return rc;
}
