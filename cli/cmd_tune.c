/*
 * cmd_tune.c: `kforge tune`, measures GEMM, TRMM and TRSM variants on a
 * device and keeps the best of each routine in the device's preference
 * store; `--show` prints the store, `--explain` what the selector picks.
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "kforge/blas_tune.h"

/* The classes the OpenCL tuner measures (square problems); the CPU's
 * tuner measures every class of kf_store_classes over its grid. */
static const char *const ocl_classes[] = {"small", "large", NULL};

typedef struct bar {
    double budget; /* seconds, for the bar's time fraction */
} bar;

/* The bar fills with the larger of the variants done (against the
 * estimate) and the budget spent: a budget-bound run ends full. */
static void progress(void *ud, int done, int total, double elapsed, const char *desc,
                     double gf, const char *note)
{
    const bar *b = ud;
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

static int show(cl_device_id dev)
{
    kf_store s;
    int warned = 0;
    if (kf_store_load(&s, dev, &warned) != 0) {
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

/* What the selector picks for each routine, precision and size class at
 * the tuned sizes (kf_blas_select_explain): the store's entry for the
 * routine, GEMM's, the defaults or $KFORGE_GEMM_PARAMS; the OpenCL
 * device's selector, or the CPU solver's when dev is NULL. */
static int explain(cl_device_id dev, const char *routine, const char *precs,
                   const char *sizes)
{
    const char *rlist[] = {"gemm", "trmm", "trsm"}, *plist[] = {"s", "d"};
    const char *const *slist = dev ? ocl_classes : kf_store_classes;
    for (int ri = 0; ri < 3; ri++)
        for (int pi = 0; pi < 2; pi++)
            for (int si = 0; slist[si]; si++) {
                if ((strcmp(routine, "all") && strcmp(routine, rlist[ri])) ||
                    (strcmp(precs, "all") && strcmp(precs, plist[pi])) ||
                    (strcmp(sizes, "all") && strcmp(sizes, slist[si])))
                    continue;
                kf_blas_precision prec = (kf_blas_precision)plist[pi][0];
                long g[KF_TUNE_GRID_MAX][3], n = kf_tune_problem_size(slist[si]);
                if (!dev) /* a shape of the class's grid */
                    kf_tune_cpu_grid(slist[si], g);
                else
                    g[0][0] = g[0][1] = g[0][2] = n;
                printf("%s\n", kf_blas_select_explain_shape(dev, rlist[ri], prec, g[0][0],
                                                            g[0][1], g[0][2]));
            }
    return KF_EXIT_OK;
}

/* Tunes one routine, precision and size class, and stores the winner. */
static int tune_one(cl_command_queue queue, kf_store *s, const char *routine, char prec,
                    const char *size, double budget, int maxv, int exh, const char *space,
                    const char *dname)
{
    long n = kf_tune_problem_size(size);
    fprintf(stderr, "tuning %c%s, %s problems (%ld^3) on %s, budget %.0f s\n", prec, routine,
            size, n, dname ? dname : "?", budget);
    bar b = {budget};
    kf_tune_opts o = {.routine = routine, .prec = (kf_blas_precision)prec, .size = size,
                      .budget_s = budget, .max_variants = maxv, .exhaustive = exh,
                      .space = space, .progress = progress, .ud = &b};
    kf_store_entry e = {.prec = prec};
    kf_blas_status st = kf_blas_tune(queue, &o, &e.params, &e.nb, &e.gflops);
    if (isatty(2))
        fputc('\n', stderr);
    if (st) {
        fprintf(stderr, "kforge tune: %s: %s\n", kf_blas_strerror(st), kf_blas_last_error());
        return KF_EXIT_INPUT;
    }
    char desc[160];
    kf_gemm_params_format(&e.params, desc, sizeof desc);
    if (e.nb)
        printf("%c%s %s: nb=%d %s: %.2f GFLOP/s\n", prec, routine, size, e.nb, desc, e.gflops);
    else
        printf("%c%s %s: %s: %.2f GFLOP/s\n", prec, routine, size, desc, e.gflops);
    snprintf(e.routine, sizeof e.routine, "%s", routine);
    snprintf(e.size, sizeof e.size, "%s", size);
    e.params.trans_a = e.params.trans_b = 0;
    e.params.tails = 0;
    if (kf_store_set(s, &e) != 0 || kf_store_save(s) != 0) {
        perror("kforge tune: writing the store");
        return KF_EXIT_INPUT;
    }
    return KF_EXIT_OK;
}

/* ---- --device cpu: the CPU solver --------------------------------------------- */

static int cpu_show(void)
{
    kf_store s;
    int warned = 0;
    if (kf_store_load_cpu(&s, &warned) != 0) {
        fprintf(stderr, "kforge tune: no store location (set KFORGE_STORE_DIR or HOME)\n");
        return KF_EXIT_INPUT;
    }
    printf("# %s\n", s.path);
    if (s.n == 0)
        printf("# %s: built-in defaults are used\n",
               warned ? "store unusable (see the warning)" : "CPU solver not tuned yet");
    kf_store_print(&s, stdout);
    kf_store_free(&s);
    return KF_EXIT_OK;
}

/* Tunes the CPU solver's GEMM for the precisions and size classes asked
 * (TRMM and TRSM run GEMM's entry) and stores each winner. */
static int cpu_tune(const char *precs, const char *sizes, double budget, int maxv)
{
    kf_store s;
    int warned;
    if (kf_store_load_cpu(&s, &warned) != 0) {
        fprintf(stderr, "kforge tune: no store location (set KFORGE_STORE_DIR or HOME)\n");
        return KF_EXIT_INPUT;
    }
    const char *plist[] = {"s", "d"}, *const *slist = kf_store_classes;
    int rc = KF_EXIT_OK, nclass = 0;
    for (int si = 0; slist[si]; si++)
        nclass += !strcmp(sizes, "all") || !strcmp(sizes, slist[si]);
    /* the budget is the precision's: its classes share it */
    double per = budget / (nclass ? nclass : 1);
    for (int pi = 0; pi < 2 && rc == KF_EXIT_OK; pi++)
        for (int si = 0; slist[si] && rc == KF_EXIT_OK; si++) {
            if ((strcmp(precs, "all") && strcmp(precs, plist[pi])) ||
                (strcmp(sizes, "all") && strcmp(sizes, slist[si])))
                continue;
            char prec = plist[pi][0];
            long g[KF_TUNE_GRID_MAX][3];
            int ng = kf_tune_cpu_grid(slist[si], g);
            char grid[160] = "";
            for (int i = 0, len = 0; i < ng; i++)
                len += snprintf(grid + len, sizeof grid - len, "%s%ldx%ldx%ld", i ? ", " : "",
                                g[i][0], g[i][1], g[i][2]);
            fprintf(stderr, "tuning %cgemm, %s problems (%s) on the CPU solver (%s), "
                    "budget %.0f s\n", prec, slist[si], grid, s.key, per);
            bar b = {per};
            kf_tune_opts o = {.routine = "gemm", .prec = (kf_blas_precision)prec,
                              .size = slist[si], .budget_s = per, .max_variants = maxv,
                              .progress = progress, .ud = &b};
            kf_store_entry e = {.prec = prec, .routine = "gemm"};
            kf_blas_status st = kf_blas_tune_cpu(&o, &e.params, &e.gflops);
            if (isatty(2))
                fputc('\n', stderr);
            if (st) {
                fprintf(stderr, "kforge tune: %s: %s\n", kf_blas_strerror(st),
                        kf_blas_last_error());
                rc = KF_EXIT_INPUT;
                break;
            }
            char desc[160];
            kf_gemm_params_format(&e.params, desc, sizeof desc);
            printf("%cgemm %s (cpu): %s: %.2f GFLOP/s\n", prec, slist[si], desc, e.gflops);
            snprintf(e.size, sizeof e.size, "%s", slist[si]);
            e.params.trans_a = e.params.trans_b = 0;
            e.params.tails = 0;
            if (kf_store_set(&s, &e) != 0 || kf_store_save(&s) != 0) {
                perror("kforge tune: writing the store");
                rc = KF_EXIT_INPUT;
            }
        }
    if (rc == KF_EXIT_OK)
        printf("store: %s\n", s.path);
    kf_store_free(&s);
    kf_blas_release();
    return rc;
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
        {"explain", no_argument, NULL, 'e'},
        {"list", no_argument, NULL, 'l'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    const char *routine = "gemm", *precs = "s", *device = NULL, *sizes = NULL;
    const char *space = "full";
    double budget = 60;
    int maxv = 0, exh = 0, do_show = 0, do_explain = 0, c;
    char *end;
    while ((c = getopt_long(argc, argv, "r:p:d:s:b:n:xX:Selh", opts, NULL)) != -1) {
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
        case 'e': do_explain = 1; break;
        case 'l': kf_blas_devices_list(stdout); return KF_EXIT_OK;
        case 'h': kf_cli_help(argv[0], stdout); return KF_EXIT_OK;
        default: return kf_cli_usage_error(argv[0], "unknown option");
        }
    }
    if (optind < argc)
        return kf_cli_usage_error(argv[0], "unexpected argument '%s'", argv[optind]);
    if (strcmp(routine, "all") && !kf_tune_routine_valid(routine))
        return kf_cli_usage_error(argv[0], "--routine %s: want gemm, trmm, trsm or all", routine);
    if (strcmp(precs, "s") && strcmp(precs, "d") && strcmp(precs, "all"))
        return kf_cli_usage_error(argv[0], "--precision %s: want s, d or all", precs);
    int cpu = device && strcmp(device, "cpu") == 0;
    /* the CPU's tune covers every class within its budget; OpenCL's large */
    if (!sizes)
        sizes = cpu && !do_explain ? "all" : "large";
    if (strcmp(sizes, "all") && !kf_store_class_valid(sizes))
        return kf_cli_usage_error(argv[0], "--size %s: want small, large, skinny, smallk, "
                                  "largek or all", sizes);
    if (!cpu && strcmp(sizes, "all") && strcmp(sizes, "small") && strcmp(sizes, "large"))
        return kf_cli_usage_error(argv[0], "--size %s: the OpenCL tuner measures small and "
                                  "large (the CPU solver's every class)", sizes);
    /* "cpu" alone names the CPU solver (an OpenCL CPU device is picked by
     * its number or a longer part of its name, e.g. "pthread") */
    if (cpu) {
        if (strcmp(routine, "gemm") && strcmp(routine, "all") && !do_show && !do_explain)
            return kf_cli_usage_error(argv[0], "--device cpu tunes gemm only (TRMM and TRSM "
                                      "run GEMM's entry)");
        if (exh || strcmp(space, "full"))
            return kf_cli_usage_error(argv[0], "--device cpu has one space and no "
                                      "--exhaustive");
        if (do_show)
            return cpu_show();
        if (do_explain)
            return explain(NULL, routine, precs, sizes);
        return cpu_tune(precs, sizes, budget, maxv);
    }
    cl_command_queue queue = kf_blas_queue_open(device);
    cl_device_id dev;
    if (!queue) {
        fprintf(stderr, "kforge tune: %s\n", kf_blas_last_error());
        return KF_EXIT_INPUT;
    }
    clGetCommandQueueInfo(queue, CL_QUEUE_DEVICE, sizeof dev, &dev, NULL);
    int rc = KF_EXIT_OK;
    if (do_show || do_explain) {
        rc = do_show ? show(dev) : explain(dev, routine, precs, sizes);
        kf_blas_queue_close(queue);
        return rc;
    }
    kf_store s;
    int warned;
    if (kf_store_load(&s, dev, &warned) != 0) {
        fprintf(stderr, "kforge tune: no store location (set KFORGE_STORE_DIR or HOME)\n");
        kf_blas_queue_close(queue);
        return KF_EXIT_INPUT;
    }
    char *dname = kf_blas_device_name(dev);
    const char *rlist[] = {"gemm", "trmm", "trsm"}, *plist[] = {"s", "d"};
    const char *const *slist = ocl_classes;
    for (int ri = 0; ri < 3 && rc == KF_EXIT_OK; ri++) {
        if (strcmp(routine, "all") && strcmp(routine, rlist[ri]))
            continue;
        for (int pi = 0; pi < 2 && rc == KF_EXIT_OK; pi++) {
            if (strcmp(precs, "all") && strcmp(precs, plist[pi]))
                continue;
            for (int si = 0; slist[si] && rc == KF_EXIT_OK; si++) {
                if (strcmp(sizes, "all") && strcmp(sizes, slist[si]))
                    continue;
                rc = tune_one(queue, &s, rlist[ri], plist[pi][0], slist[si], budget, maxv, exh,
                              space, dname);
            }
        }
    }
    if (rc == KF_EXIT_OK)
        printf("store: %s\n", s.path);
    free(dname);
    kf_store_free(&s);
    kf_blas_release();
    kf_blas_queue_close(queue);
    return rc;
}
