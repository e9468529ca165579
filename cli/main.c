/*
 * main.c: `kforge`, the subcommand table and the global options.
 */
#include <getopt.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "kforge/kforge.h"

const struct kf_cli_cmd kf_cli_commands[] = {
    {"analyze", kf_cli_analyze,
     "report which loops can run in parallel, and why the others cannot",
     "usage: kforge analyze FILE.c [--all] [--format text|json]\n"
     "                      [--dot OUT.dot | --svg OUT.svg] [--assume-no-alias] [-- CFLAGS...]\n"
     "\n"
     "Reads FILE.c (with the compiler flags after --), finds the fragments marked\n"
     "#pragma scop ... #pragma endscop or #pragma kforge target, and prints for\n"
     "every loop whether its iterations can run in parallel, and why not.\n"
     "\n"
     "      --all               every outermost loop of every function is a fragment\n"
     "  -f, --format F          text (default) or json\n"
     "      --dot OUT.dot       write the dependence graph in graphviz DOT\n"
     "      --svg OUT.svg       write it as SVG (needs graphviz 'dot')\n"
     "      --assume-no-alias   pointers never overlap (as if declared restrict)\n"
     "      --dump-model        print the isl model (domains, schedules, accesses) instead\n"
     "  -h, --help              this text\n"
     "\n"
     "Exit status: 0 analysed, 1 input errors (diagnostics on stderr), 2 usage errors.\n"},
    {"gen", kf_cli_gen,
     "generate OpenMP code (later CUDA, OpenCL) from marked loop nests",
     "usage: kforge gen FILE.c --target openmp|opencl|cuda [-o OUT] [--explain]\n"
     "                  [--all] [--assume-no-alias] [-- CFLAGS...]\n"
     "\n"
     "Writes FILE.c back with the loops that the analysis proves parallel\n"
     "rewritten for the target; every other line stays as written.\n"
     "\n"
     "  -t, --target T       openmp (opencl and cuda: not yet available)\n"
     "  -o, --output OUT     where to write (default: standard output)\n"
     "  -x, --explain        describe each loop's fate on standard error\n"
     "  -a, --all            every outermost loop of every function is a fragment\n"
     "      --assume-no-alias  pointer parameters do not alias\n"
     "  -h, --help           this text\n"
     "\n"
     "A fragment with no parallel loop stays as it is, with a warning that says why.\n"
     "Exit status: 0 success, 1 input errors, 2 usage errors.\n"},
    {"verify", kf_cli_verify,
     "build, run and compare the sequential and generated programs",
     "usage: kforge verify FILE.c [--target T] [--rtol X] [--runs N] [--keep]\n"
     "                     [--all] [--assume-no-alias] [-- CFLAGS...]\n"
     "\n"
     "Builds FILE.c as it is and as `kforge gen` rewrites it, runs both, and\n"
     "compares their standard outputs: integers exactly, floating point within\n"
     "a relative tolerance.  Prints the generated program's speedup.\n"
     "\n"
     "  -t, --target T     openmp (default; opencl and cuda: not yet available)\n"
     "  -r, --rtol X       relative tolerance for floating point (default 1e-5:\n"
     "                     a float reduction reorders its sum)\n"
     "  -n, --runs N       time the best of N runs of each (default 1)\n"
     "  -k, --keep         keep the temporary directory and say where it is\n"
     "  -h, --help         this text\n"
     "\n"
     "$CC (default cc) builds both, with -O2, CFLAGS and -lm.\n"
     "Exit status: 0 outputs agree, 1 they differ or a build or run failed,\n"
     "2 usage errors.\n"},
    {"blas", kf_cli_pending,
     "print a generated BLAS kernel (GEMM, TRMM, TRSM)",
     "usage: kforge blas gen ROUTINE [PARAMETERS]\n"},
    {"tune", kf_cli_pending,
     "tune BLAS kernels on a device and store the best variants",
     "usage: kforge tune [--routine R] [--precision s|d] [--device D] [--show]\n"},
    {"kgen", kf_cli_kgen,
     "print a kernel generated through kgen, in any dialect",
     "usage: kforge kgen [--dialect opencl|cuda|openmp] [--list] [EXAMPLE]\n"
     "\n"
     "Generates one of kgen's example kernels and prints its source.\n"
     "\n"
     "  -d, --dialect D   opencl (default), cuda or openmp\n"
     "  -l, --list        list the examples\n"
     "  -h, --help        this text\n"},
    {NULL, NULL, NULL, NULL},
};

static void usage(FILE *out)
{
    fprintf(out,
            "usage: kforge [--help] [--version] SUBCOMMAND [ARGS]\n"
            "\n"
            "kforge turns C loop nests, array code and BLAS requests into CUDA,\n"
            "OpenCL and OpenMP code.  Subcommands:\n\n");
    for (const struct kf_cli_cmd *c = kf_cli_commands; c->name; c++)
        fprintf(out, "  %-9s %s%s\n", c->name, c->summary,
                c->run == kf_cli_pending ? " (not yet available)" : "");
    fprintf(out, "\n`kforge SUBCOMMAND --help` describes one subcommand.\n"
                 "Exit status: 0 success, 1 input errors, 2 usage errors.\n");
}

const struct kf_cli_cmd *kf_cli_find(const char *name)
{
    for (const struct kf_cli_cmd *c = kf_cli_commands; c->name; c++)
        if (strcmp(c->name, name) == 0)
            return c;
    return NULL;
}

void kf_cli_help(const char *name, FILE *out)
{
    const struct kf_cli_cmd *c = kf_cli_find(name);
    if (c)
        fputs(c->usage, out);
}

int kf_cli_usage_error(const char *name, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "kforge %s: ", name);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    const struct kf_cli_cmd *c = kf_cli_find(name);
    if (c) {
        /* the first line of the usage text is the synopsis */
        const char *nl = strchr(c->usage, '\n');
        fprintf(stderr, "%.*s\n", nl ? (int)(nl - c->usage) : (int)strlen(c->usage),
                c->usage);
    }
    fprintf(stderr, "Try 'kforge %s --help' for more information.\n", name);
    return KF_EXIT_USAGE;
}

int kf_cli_pending(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--") == 0)
            break;
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            kf_cli_help(argv[0], stdout);
            printf("\n'kforge %s' is not yet available in kforge %s.\n", argv[0],
                   kf_version());
            return KF_EXIT_OK;
        }
    }
    fprintf(stderr, "kforge %s: not yet available in kforge %s\n", argv[0], kf_version());
    return KF_EXIT_USAGE;
}

int main(int argc, char **argv)
{
    static const struct option opts[] = {
        {"help", no_argument, NULL, 'h'},
        {"version", no_argument, NULL, 'V'},
        {NULL, 0, NULL, 0},
    };
    int c;
    /* '+': stop at the first non-option, the subcommand, whose options are its own */
    while ((c = getopt_long(argc, argv, "+hV", opts, NULL)) != -1) {
        switch (c) {
        case 'h':
            usage(stdout);
            return KF_EXIT_OK;
        case 'V':
            printf("kforge %s\n", kf_version());
            return KF_EXIT_OK;
        default:
            usage(stderr);
            return KF_EXIT_USAGE;
        }
    }
    if (optind >= argc) {
        usage(stderr);
        return KF_EXIT_USAGE;
    }
    const char *name = argv[optind];
    if (strcmp(name, "help") == 0) {
        if (optind + 1 < argc && kf_cli_find(argv[optind + 1])) {
            kf_cli_help(argv[optind + 1], stdout);
            return KF_EXIT_OK;
        }
        usage(stdout);
        return KF_EXIT_OK;
    }
    const struct kf_cli_cmd *cmd = kf_cli_find(name);
    if (!cmd) {
        fprintf(stderr, "kforge: unknown subcommand '%s'\n\n", name);
        usage(stderr);
        return KF_EXIT_USAGE;
    }
    /* each subcommand parses its own argv from scratch: with glibc,
     * optind = 0 reinitialises getopt */
    int sub = optind;
    optind = 0;
    return cmd->run(argc - sub, argv + sub);
}
