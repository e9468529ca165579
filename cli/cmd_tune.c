/*
 * cmd_tune.c: `kforge tune`, measures GEMM variants on a device and keeps
 * the best in the device's preference store; `--show` prints the store.
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "blas_store.h"
#include "cli.h"
#include "kforge/blas.h"
#include "kforge/ocl.h"

typedef struct bar {
    double budget; /* seconds, for the bar's time fraction */
} bar;

/* The bar fills with the larger of the variants done (against the
 * estimate) and the budget spent: a budget-bound run ends full. */
static void progress(void *ud, int done, int total, double elapsed, const kf_gemm_params *p,
                     double gf, const char *note)
{
    const bar *b = ud;
    char desc[160];
    kf_gemm_params_format(p, desc, sizeof desc);
    if (isatty(2)) {
        double f = total ? (double)done / total : 0;
        if (b->budget > 0 && elapsed / b->budget > f)
            f = elapsed / b->budget;
        int w = 30, fill = f > 1 ? w : (int)(f * w);
        fprintf(stderr, "\r[%.*s%*s] %3d %4.0f/%.0fs ", fill,
                "##############################", w - fill, "", done, elapsed, b->budget);
        fprintf(stderr, "%-60.60s %7.2f GFLOP/s %s\033[K", desc, gf > 0 ? gf : 0, note);
    } else {
        fprintf(stderr, "[%3d/%3d %5.1fs] %s: %.2f GFLOP/s %s\n", done, total, elapsed, desc,
                gf > 0 ? gf : 0, note);
    }
}

static int show(const kf_ocl_env *env)
{
    kf_store s;
    int warned = 0;
    if (kf_store_load(&s, env->device, &warned) != 0) {
        fprintf(stderr, "kforge tune: no store location (set KFORGE_STORE_DIR or HOME)\n");
        return KF_EXIT_INPUT;
    }
    printf("# %s\n", s.path);
    if (s.n == 0)
        printf("# %s: built-in defaults are used\n",
               warned ? "store unusable (see the warning)" : "device not tuned yet");
    kf_store_print(&s, stdout);
    kf_store_free(&s);
    return KF_EXIT_OK;
}

int kf_cli_tune(int argc, char **argv)
{
    static const struct option opts[] = {
        {"routine", required_argument, NULL, 'r'},
        {"precision", required_argument, NULL, 'p'},
        {"device", required_argument, NULL, 'd'},
        {"size", required_argument, NULL, 's'},
        {"budget", required_argument, NULL, 'b'},
        {"max-variants", required_argument, NULL, 'n'},
        {"exhaustive", no_argument, NULL, 'x'},
        {"space", required_argument, NULL, 'X'},
        {"show", no_argument, NULL, 'S'},
        {"list", no_argument, NULL, 'l'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    const char *routine = "gemm", *precs = "s", *device = NULL, *sizes = "large";
    const char *space = "full";
    double budget = 60;
    int maxv = 0, exh = 0, do_show = 0, c;
    char *end;
    while ((c = getopt_long(argc, argv, "r:p:d:s:b:n:xX:Slh", opts, NULL)) != -1) {
        switch (c) {
        case 'r': routine = optarg; break;
        case 'p': precs = optarg; break;
        case 'd': device = optarg; break;
        case 's': sizes = optarg; break;
        case 'b':
            budget = strtod(optarg, &end);
            if (*end || budget <= 0)
                return kf_cli_usage_error(argv[0], "--budget %s: want seconds > 0", optarg);
            break;
        case 'n':
            maxv = (int)strtol(optarg, &end, 10);
            if (*end || maxv <= 0)
                return kf_cli_usage_error(argv[0], "--max-variants %s: want N > 0", optarg);
            break;
        case 'x': exh = 1; break;
        case 'X':
            space = optarg;
            if (!kf_tune_space_valid(space))
                return kf_cli_usage_error(argv[0], "--space %s: want full or reduced", optarg);
            break;
        case 'S': do_show = 1; break;
        case 'l': kf_ocl_list(stdout); return KF_EXIT_OK;
        case 'h': kf_cli_help(argv[0], stdout); return KF_EXIT_OK;
        default: return kf_cli_usage_error(argv[0], "unknown option");
        }
    }
    if (optind < argc)
        return kf_cli_usage_error(argv[0], "unexpected argument '%s'", argv[optind]);
    if (strcmp(routine, "gemm") != 0)
        return kf_cli_usage_error(argv[0], "--routine %s: only gemm is tunable", routine);
    if (strcmp(precs, "s") && strcmp(precs, "d") && strcmp(precs, "all"))
        return kf_cli_usage_error(argv[0], "--precision %s: want s, d or all", precs);
    if (strcmp(sizes, "small") && strcmp(sizes, "large") && strcmp(sizes, "all"))
        return kf_cli_usage_error(argv[0], "--size %s: want small, large or all", sizes);
    kf_ocl_env env;
    char err[512];
    if (kf_ocl_open(&env, device, err, sizeof err) != 0) {
        fprintf(stderr, "kforge tune: %s\n", err);
        return KF_EXIT_INPUT;
    }
    int rc = KF_EXIT_OK;
    if (do_show) {
        rc = show(&env);
        kf_ocl_close(&env);
        return rc;
    }
    kf_store s;
    int warned;
    if (kf_store_load(&s, env.device, &warned) != 0) {
        fprintf(stderr, "kforge tune: no store location (set KFORGE_STORE_DIR or HOME)\n");
        kf_ocl_close(&env);
        return KF_EXIT_INPUT;
    }
    char *dname = kf_ocl_device_string(env.device, CL_DEVICE_NAME);
    const char *plist[] = {"s", "d"}, *slist[] = {"small", "large"};
    for (int pi = 0; pi < 2 && rc == KF_EXIT_OK; pi++) {
        if (strcmp(precs, "all") && strcmp(precs, plist[pi]))
            continue;
        for (int si = 0; si < 2 && rc == KF_EXIT_OK; si++) {
            if (strcmp(sizes, "all") && strcmp(sizes, slist[si]))
                continue;
            long n = kf_tune_problem_size(slist[si]);
            fprintf(stderr, "tuning %sgemm, %s problems (%ld^3) on %s, budget %.0f s\n",
                    plist[pi], slist[si], n, dname ? dname : "?", budget);
            bar b = {budget};
            kf_tune_opts o = {.prec = (kf_blas_precision)plist[pi][0], .size = slist[si],
                              .budget_s = budget, .max_variants = maxv, .exhaustive = exh,
                              .space = space, .progress = progress, .ud = &b};
            kf_gemm_params best;
            double gf;
            kf_blas_status st = kf_blas_tune_gemm(&env, &o, &best, &gf);
            if (isatty(2))
                fputc('\n', stderr);
            if (st) {
                fprintf(stderr, "kforge tune: %s: %s\n", kf_blas_strerror(st),
                        kf_blas_last_error());
                rc = KF_EXIT_INPUT;
                break;
            }
            char desc[160];
            kf_gemm_params_format(&best, desc, sizeof desc);
            printf("%sgemm %s: %s: %.2f GFLOP/s\n", plist[pi], slist[si], desc, gf);
            kf_store_entry e = {"gemm", plist[pi][0], "", best, gf};
            snprintf(e.size, sizeof e.size, "%s", slist[si]);
            e.params.trans_a = e.params.trans_b = 0;
            e.params.tails = 0;
            if (kf_store_set(&s, &e) != 0 || kf_store_save(&s) != 0) {
                perror("kforge tune: writing the store");
                rc = KF_EXIT_INPUT;
            }
        }
    }
    if (rc == KF_EXIT_OK)
        printf("store: %s\n", s.path);
    free(dname);
    kf_store_free(&s);
    kf_blas_release();
    kf_ocl_close(&env);
    return rc;
}
