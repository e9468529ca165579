/*
 * cli.h: the kforge command line.
 *
 * Contract: `kforge SUBCOMMAND [OPTIONS] ARGS` dispatches through the table
 * kf_cli_commands (cli/main.c): one row per subcommand, each implemented in
 * cli/cmd_<name>.c as `int run(int argc, char **argv)` where argv[0] is the
 * subcommand's name, so getopt_long works on it unchanged.
 *
 * Exit statuses, the same for every subcommand:
 *   0  success
 *   1  the input was wrong (a diagnostic was printed) or a check failed
 *   2  usage error: unknown option or subcommand, missing argument, or a
 *      subcommand that is not yet available in this version
 */
#ifndef KF_CLI_H
#define KF_CLI_H

#include <stdio.h>

enum { KF_EXIT_OK = 0, KF_EXIT_INPUT = 1, KF_EXIT_USAGE = 2 };

struct kf_cli_cmd {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *summary; /* one line, for `kforge --help` */
    const char *usage;   /* the full --help text of the subcommand */
};

extern const struct kf_cli_cmd kf_cli_commands[];

/* The row of `name`, or NULL. */
const struct kf_cli_cmd *kf_cli_find(const char *name);

/* Prints `kforge NAME: MESSAGE` and the subcommand's usage line to stderr;
 * returns KF_EXIT_USAGE so callers can `return kf_cli_usage_error(...)`. */
int kf_cli_usage_error(const char *name, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Prints the subcommand's --help text to `out`. */
void kf_cli_help(const char *name, FILE *out);


/* Subcommands that read C take their own options before "--" and the
 * compiler's after it: kf_cli_own_args gives the index of "--" (argc when
 * there is none), for getopt_long(nown, argv, ...); kf_cli_cflags hands
 * what follows it to the front end's options. */
struct kf_fe_options;
int kf_cli_own_args(int argc, char **argv);
void kf_cli_cflags(int argc, char **argv, int nown, struct kf_fe_options *fo);

/* The run function of subcommands that later versions fill in: --help
 * prints the planned usage, anything else says "not yet available" and
 * exits KF_EXIT_USAGE.  It never claims to do the work. */
int kf_cli_pending(int argc, char **argv);

/* Subcommands. */
int kf_cli_kgen(int argc, char **argv);
int kf_cli_analyze(int argc, char **argv);
int kf_cli_gen(int argc, char **argv);
int kf_cli_verify(int argc, char **argv);
int kf_cli_transform(int argc, char **argv);

/* `kforge gen`'s work, shared with `kforge verify`: analyse `file`, rewrite
 * it for the target, write it to out_path ("-" or NULL: stdout).  Returns
 * an exit status. */
struct kf_fe_options;
struct kf_gen_options;
/* CUDA's two output files for `-o OUT` (cmd_gen.c): STEM.c and STEM.cu
 * when OUT ends in .c or .cu, else OUT and OUT.cu; both OUT when OUT is a
 * device such as /dev/null; n bytes each. */
void kf_cli_cuda_paths(const char *out, char *host, char *device, size_t n);
/* Parses --block 32x8 into go->block / nblock; 0 or -1. */
int kf_cli_parse_block(const char *s, struct kf_gen_options *go);
/* Parses --reduction=M into go->reduction for command `name` (gen, verify):
 * 0, or the usage error's exit status after its message. */
int kf_cli_parse_min_work(const char *name, const char *s, struct kf_gen_options *go);
int kf_cli_parse_tile(const char *name, const char *s, struct kf_gen_options *go);
int kf_cli_parse_reduction(const char *name, const char *s, struct kf_gen_options *go);
/* The settings (kforge/settings.h) for input `file`: the file `path`, or
 * kforge.toml beside the input, then the input's `#pragma kforge KEY
 * VALUE` lines, applied to *go except what `keep` (KF_SET_*) says the
 * command line fixed.  0, or KF_EXIT_INPUT after diagnostics. */
int kf_cli_settings(const char *file, const char *path, unsigned keep, struct kf_gen_options *go);
/* --fusion=STRATEGY (gen.h's kf_gen_fusion): 0, or the usage error's status. */
int kf_cli_parse_fusion(const char *name, const char *s, struct kf_gen_options *go);
/* --disable=NAME (one pass switched off in go->disabled) and
 * --dump-after=NAME: 0, or a usage error that lists the passes' names
 * (cmd_gen.c).  kf_cli_print_passes: the pass table, for --passes. */
int kf_cli_parse_disable(const char *name, const char *s, struct kf_gen_options *go);
int kf_cli_parse_dump_after(const char *name, const char *s, struct kf_gen_options *go);
void kf_cli_print_passes(FILE *out);
/* `kforge gen` of file to out_path (stdout for NULL or "-"): KF_EXIT_OK
 * when the output was written whole, with *errors the error diagnostics
 * printed on the way (a fragment the front end could not read is left as
 * written, and said so); else the exit status of the failure. */
int kf_cli_gen_to(const char *file, const struct kf_fe_options *fo,
                  const struct kf_gen_options *go, const char *out_path, int *errors);
/* Runs this executable (/proc/self/exe) with args (NULL-terminated, at
 * most 62, without the program's name), stdin from /dev/null, stdout and
 * stderr to out_path and err_path (NULL: inherited).  Returns the exit
 * status, or -1 when it could not start, died of a signal or ran past
 * limit_s seconds (0: no limit; then it is killed).  cli/run_self.c. */
int kf_cli_run_self(const char *const *args, const char *out_path, const char *err_path,
                    int limit_s);
/* The `kforge ui` page's files (cli/ui/), compiled in by
 * scripts/embed-assets: path ("/index.html"), content type, bytes; the
 * table ends with a NULL path. */
struct kf_ui_asset {
    const char *path, *type;
    const unsigned char *data;
    size_t len;
};
extern const struct kf_ui_asset kf_ui_assets[];
/* Removes dir and what it holds (the temporary directories of verify,
 * explore and ui); cli/run_self.c. */
void kf_cli_rmtree(const char *dir);
/* --runs N, 1 to 100, into *runs: 0, or the usage error's exit status. */
int kf_cli_parse_runs(const char *name, const char *s, int *runs);
int kf_cli_blas(int argc, char **argv);
int kf_cli_graph(int argc, char **argv);
int kf_cli_ui(int argc, char **argv);
int kf_cli_explore(int argc, char **argv);

/* The Quasar face (cmd_quasar.c): `run`, and gen / analyze of a .q file
 * (kf_cli_is_quasar: an argument ends in .q). */
int kf_cli_run(int argc, char **argv);
int kf_cli_is_quasar(int argc, char **argv);
int kf_cli_quasar_gen(int argc, char **argv);
int kf_cli_quasar_analyze(int argc, char **argv);
int kf_cli_tune(int argc, char **argv);

#endif
