/*
 * cmd_verify.c: `kforge verify FILE.c [--target T] [--rtol X] [--runs N] [--fragments]
 *                [--keep] [--all] [--assume-no-alias] [--reduction=M] [-- CFLAGS...]`
 *
 * Builds the sequential program and the generated one, runs both, compares
 * their standard outputs (numcmp.h: integers exactly, floating point within
 * rtol) and prints the generated program's speedup over the sequential
 * build, best of N runs each.  Exit 0 when the outputs agree, 1 when they
 * do not or something could not be built or run, 2 on usage errors.
 *
 * Compilers are run with fork/exec, never through a shell; $CC (default
 * cc) builds both, with -O2, the user's CFLAGS and -lm.  The generated file
 * lives in a temporary directory, so the source file's directory is added
 * with -iquote for its #include "...".
 *
 * --fragments also times the fragments alone (the loops between
 * `#pragma scop` and `#pragma endscop`, as PolyBench times its kernels):
 * both sources get each scop line replaced by a block that declares and
 * calls a function starting a clock, and each endscop line by one that
 * stops it (nothing else moves, so diagnostics keep their lines and
 * columns), both programs are linked with a small
 * timer that prints the total to stderr at exit.  Files it cannot
 * instrument safely (unpaired pragmas, `#pragma kforge target`, a scop
 * line where a statement would not stand alone) keep the program times.
 *
 * CUDA (two files, gen.h): nvcc -arch=sm_90 -c compiles the .cu with the
 * user's -D, -U and -I flags (the others are for the C compiler); $CC
 * builds the host .c against the CUDA runtime's C headers and links both
 * with -lcudart (and -lstdc++ for nvcc's object).  Linking needs no GPU;
 * without one the program is "compiled, not run".
 */
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <getopt.h>
#include <libgen.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "kforge/gen.h"
#include "kforge/file.h"
#include "kforge/json.h"
#include "kforge/numcmp.h"
#include "kforge/settings.h"

enum { RUN_TIMEOUT_S = 300 };

/* Runs argv with stdout to out_path (NULL: inherited) and stderr to
 * err_path (NULL: inherited); returns the exit status, or -1 when it could
 * not start, was killed or ran past the timeout.  *secs: wall time. */
static int run(char *const *argv, const char *out_path, const char *err_path, double *secs)
{
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    pid_t pid = fork();
    if (pid < 0)
        return -1;
    if (pid == 0) {
        int fd;
        if (out_path && ((fd = open(out_path, O_WRONLY | O_CREAT | O_TRUNC, 0600)) < 0 ||
                         dup2(fd, 1) < 0))
            _exit(127);
        if (err_path && ((fd = open(err_path, O_WRONLY | O_CREAT | O_TRUNC, 0600)) < 0 ||
                         dup2(fd, 2) < 0))
            _exit(127);
        alarm(RUN_TIMEOUT_S); /* survives exec: SIGALRM ends a hung program */
        execvp(argv[0], argv);
        _exit(127);
    }
    int st;
    while (waitpid(pid, &st, 0) < 0)
        if (errno != EINTR)
            return -1;
    clock_gettime(CLOCK_MONOTONIC, &t1);
    if (secs)
        *secs = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    if (WIFSIGNALED(st))
        return -1;
    return WEXITSTATUS(st);
}

static void print_file(const char *path, FILE *to)
{
    char *s = kf_file_read(path, NULL);
    if (s)
        fputs(s, to);
    free(s);
}

/* CC -O2 [pre...] SRC CFLAGS [post...] -lm -o OUT; 0 or -1 after printing
 * the log.  cc NULL: $CC (default cc). */
static int compile(const char *cc, const char *src, const char *out, const char *const *pre,
                   const char *const *post, const char *const *cflags, int ncflags,
                   const char *log)
{
    if (!cc)
        cc = getenv("CC") && *getenv("CC") ? getenv("CC") : "cc";
    const char *argv[64 + 32];
    int n = 0;
    if (ncflags > 64) {
        fprintf(stderr, "kforge verify: too many compiler flags\n");
        return -1;
    }
    argv[n++] = cc;
    argv[n++] = "-O2";
    for (int i = 0; pre && pre[i] && n < 16; i++)
        argv[n++] = pre[i];
    argv[n++] = src;
    for (int i = 0; i < ncflags; i++)
        argv[n++] = cflags[i];
    for (int i = 0; post && post[i] && i < 8; i++)
        argv[n++] = post[i];
    argv[n++] = "-lm";
    argv[n++] = "-o";
    argv[n++] = out;
    argv[n] = NULL;
    if (run((char *const *)argv, NULL, log, NULL) != 0) {
        fprintf(stderr, "kforge verify: %s could not build %s:\n", cc, src);
        print_file(log, stderr);
        return -1;
    }
    return 0;
}

/* $CUDA_HOME, default /usr/local/cuda */
static const char *cuda_home(void)
{
    return getenv("CUDA_HOME") && *getenv("CUDA_HOME") ? getenv("CUDA_HOME") : "/usr/local/cuda";
}

/* nvcc: $NVCC, or nvcc in $CUDA_HOME (default /usr/local/cuda), or on PATH */
static const char *nvcc_path(char *buf, size_t n)
{
    if (getenv("NVCC") && *getenv("NVCC"))
        return getenv("NVCC");
    snprintf(buf, n, "%s/bin/nvcc", cuda_home());
    return access(buf, X_OK) == 0 ? buf : "nvcc";
}

/* nvcc -arch=sm_90 -c CU -I QDIR [-D/-U/-I of cflags] -o OBJ; 0 or -1 after the log */
static int compile_cu(const char *nvcc, const char *cu, const char *obj, const char *qdir,
                      const char *const *cflags, int ncflags, const char *log,
                      const struct kf_gen_options *go)
{
    const char *argv[64 + 16];
    int n = 0;
    argv[n++] = nvcc;
    argv[n++] = "-O2";
    n += kf_settings_nvcc_flags(go, argv + n, 8); /* -arch=sm_90 unless the settings say */
    argv[n++] = "-c";
    argv[n++] = cu;
    argv[n++] = "-I";
    argv[n++] = qdir;
    for (int i = 0; i < ncflags && n < 64; i++) {
        const char *f = cflags[i];
        bool takes_next = (strcmp(f, "-D") == 0 || strcmp(f, "-U") == 0 || strcmp(f, "-I") == 0);
        if (strncmp(f, "-D", 2) == 0 || strncmp(f, "-U", 2) == 0 || strncmp(f, "-I", 2) == 0) {
            argv[n++] = f;
            if (takes_next && i + 1 < ncflags)
                argv[n++] = cflags[++i];
        }
    }
    argv[n++] = "-o";
    argv[n++] = obj;
    argv[n] = NULL;
    if (run((char *const *)argv, NULL, log, NULL) != 0) {
        fprintf(stderr, "kforge verify: %s could not build %s:\n", nvcc, cu);
        print_file(log, stderr);
        return -1;
    }
    return 0;
}

/* A CUDA device to run on?  The driver's device node is the cheap test. */
static bool have_cuda_device(void)
{
    return access("/dev/nvidiactl", F_OK) == 0 && access("/dev/nvidia0", F_OK) == 0;
}

/* ---- --fragments: timing the fragments alone ------------------------------ */

static const char timer_source[] =
    "/* kforge verify --fragments: the fragments' wall time */\n"
    "#define _POSIX_C_SOURCE 200809L\n"
    "#include <stdio.h>\n"
    "#include <time.h>\n"
    "void kf_verify_begin(void);\n"
    "void kf_verify_end(void);\n"
    "static double kf_t0, kf_total;\n"
    "static double kf_now(void)\n"
    "{\n"
    "    struct timespec ts;\n"
    "    clock_gettime(CLOCK_MONOTONIC, &ts);\n"
    "    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;\n"
    "}\n"
    "void kf_verify_begin(void) { kf_t0 = kf_now(); }\n"
    "void kf_verify_end(void) { kf_total += kf_now() - kf_t0; }\n"
    "__attribute__((destructor)) static void kf_report(void)\n"
    "{\n"
    "    fprintf(stderr, \"kforge-verify-fragments: %.9f\\n\", kf_total);\n"
    "}\n";

/* The pragma a line holds: 1 scop, 2 endscop, 3 kforge, 0 none. */
static int pragma_kind(const char *s, const char *e)
{
    while (s < e && (*s == ' ' || *s == '\t'))
        s++;
    if (s == e || *s != '#')
        return 0;
    s++;
    while (s < e && (*s == ' ' || *s == '\t'))
        s++;
    if (e - s < 6 || strncmp(s, "pragma", 6) != 0)
        return 0;
    s += 6;
    while (s < e && (*s == ' ' || *s == '\t'))
        s++;
    size_t n = (size_t)(e - s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
        n--;
    if (n == 4 && strncmp(s, "scop", 4) == 0)
        return 1;
    if (n == 7 && strncmp(s, "endscop", 7) == 0)
        return 2;
    return n >= 6 && strncmp(s, "kforge", 6) == 0 ? 3 : 0;
}

/* Does the text before `line` end a statement or a block (or a directive
 * or comment), so that a call may stand where the pragma was? */
static bool statement_may_start(const char *text, const char *line)
{
    const char *p = line;
    while (p > text) {
        const char *b = p - 1; /* the previous line: [b0, p - 1) */
        const char *b0 = b;
        while (b0 > text && b0[-1] != '\n')
            b0--;
        const char *q = b;
        while (q > b0 && (q[-1] == ' ' || q[-1] == '\t' || q[-1] == '\r'))
            q--;
        if (q == b0) { /* blank */
            p = b0;
            continue;
        }
        const char *f = b0;
        while (f < q && (*f == ' ' || *f == '\t'))
            f++;
        if (*f == '#' || (q - b0 >= 2 && q[-2] == '*' && q[-1] == '/') ||
            (q - f >= 2 && f[0] == '/' && f[1] == '/'))
            return true;
        return q[-1] == ';' || q[-1] == '{' || q[-1] == '}';
    }
    return true;
}

/* Rewrites the file at path in place for --fragments; false (file
 * untouched) when it cannot be done safely. */
static bool instrument(const char *path)
{
    size_t len;
    char *text = kf_file_read(path, &len);
    if (!text)
        return false;
    int scop = 0, endscop = 0, open = 0;
    bool ok = true;
    for (const char *s = text; ok && *s;) {
        const char *e = strchr(s, '\n');
        if (!e)
            e = s + strlen(s);
        int k = pragma_kind(s, e);
        if (k == 3 || (k == 1 && (open || !statement_may_start(text, s))) || (k == 2 && !open))
            ok = false;
        scop += k == 1;
        endscop += k == 2;
        open = k == 1 ? 1 : k == 2 ? 0 : open;
        s = *e ? e + 1 : e;
    }
    FILE *f = NULL;
    if (ok && scop > 0 && scop == endscop && !open && (f = fopen(path, "w"))) {
        for (const char *s = text; *s;) {
            const char *e = strchr(s, '\n');
            if (!e)
                e = s + strlen(s);
            int k = pragma_kind(s, e);
            if (k == 1)
                fputs("{ extern void kf_verify_begin(void); kf_verify_begin(); }", f);
            else if (k == 2)
                fputs("{ extern void kf_verify_end(void); kf_verify_end(); }", f);
            else
                fwrite(s, 1, (size_t)(e - s), f);
            if (*e)
                fputc('\n', f);
            s = *e ? e + 1 : e;
        }
        ok = fclose(f) == 0;
    } else {
        ok = false;
    }
    free(text);
    return ok;
}

/* The fragments' time a run reported on stderr (err_path), or -1. */
static double fragment_time(const char *err_path)
{
    char *s = kf_file_read(err_path, NULL);
    const char *p = s ? strstr(s, "kforge-verify-fragments: ") : NULL;
    double t = p ? strtod(p + strlen("kforge-verify-fragments: "), NULL) : -1;
    free(s);
    return t;
}

/* Best of `runs` wall times of `exe`, its output in out; -1 on failure.
 * *frag (when not NULL): the best of the fragments' times it reported. */
static double best_time(const char *exe, const char *out, const char *err, int runs,
                        double *frag)
{
    double best = -1;
    for (int r = 0; r < runs; r++) {
        char *argv[] = {(char *)exe, NULL};
        double t;
        int st = run(argv, out, err, &t);
        if (st == 0 && frag) {
            double ft = fragment_time(err);
            if (ft >= 0 && (*frag < 0 || ft < *frag))
                *frag = ft;
        }
        if (st != 0) {
            fprintf(stderr, "kforge verify: %s %s\n", exe,
                    st < 0 ? "crashed, was killed or timed out" : "exited with a failure status");
            print_file(err, stderr);
            return -1;
        }
        if (best < 0 || t < best)
            best = t;
    }
    return best;
}

/* --generated OUT: OUT copied to gen (CUDA: and OUT's .cu to gen_cu, the
 * pair `kforge gen -o OUT` writes), in place of generating it again. */
static int copy_given(const char *out, enum kf_gen_target t, const char *gen, const char *gen_cu)
{
    char host[4096], device[4096];
    snprintf(host, sizeof host, "%s", out);
    if (t == KF_GEN_CUDA)
        kf_cli_cuda_paths(out, host, device, sizeof host);
    for (int i = 0; i < (t == KF_GEN_CUDA ? 2 : 1); i++) {
        const char *from = i ? device : host, *to = i ? gen_cu : gen;
        size_t n = 0;
        char *text = kf_file_read(from, &n);
        if (!text) {
            fprintf(stderr, "kforge verify: cannot read %s: %s\n", from, strerror(errno));
            return KF_EXIT_INPUT;
        }
        int w = kf_file_write_atomic(to, text, n);
        free(text);
        if (w != 0) {
            fprintf(stderr, "kforge verify: cannot write %s: %s\n", to, strerror(errno));
            return KF_EXIT_INPUT;
        }
    }
    return KF_EXIT_OK;
}

int kf_cli_verify(int argc, char **argv)
{
    static const struct option opts[] = {
        {"target", required_argument, NULL, 't'},
        {"rtol", required_argument, NULL, 'r'},
        {"runs", required_argument, NULL, 'n'},
        {"keep", no_argument, NULL, 'k'},
        {"all", no_argument, NULL, 'a'},
        {"assume-no-alias", no_argument, NULL, 'N'},
        {"reduction", required_argument, NULL, 'R'},
        {"fusion", required_argument, NULL, 'U'},
        {"settings", required_argument, NULL, 'G'},
        {"min-work", required_argument, NULL, 'W'},
        {"strict-fp", no_argument, NULL, 'S'},
        {"tile", required_argument, NULL, 'L'},
        {"fragments", no_argument, NULL, 'F'},
        {"disable", required_argument, NULL, 'D'},
        {"block", required_argument, NULL, 'b'},
        {"map", required_argument, NULL, 'm'},
        {"format", required_argument, NULL, 'f'},
        {"generated", required_argument, NULL, 'g'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    struct kf_fe_options fo = {0};
    struct kf_gen_options go = {.target = KF_GEN_OPENMP};
    /* float sums of n terms reordered by a reduction drift by about n * 6e-8 */
    double rtol = 1e-5;
    int runs = 1, keep = 0, fragments = 0, json = 0;
    unsigned fixed = 0; /* settings the command line gives (settings.h) */
    const char *settings = NULL, *given = NULL;
    int nown = kf_cli_own_args(argc, argv);
    int c;
    char *end;
    opterr = 0;
    while ((c = getopt_long(nown, argv, "t:r:n:kab:m:f:h", opts, NULL)) != -1) {
        switch (c) {
        case 't':
            if (kf_gen_target_parse(optarg, &go.target) != 0)
                return kf_cli_usage_error(argv[0], "unknown target '%s' (openmp, opencl or cuda)",
                                          optarg);
            break;
        case 'r':
            rtol = strtod(optarg, &end);
            if (*end || !(rtol >= 0))
                return kf_cli_usage_error(argv[0], "--rtol wants a number >= 0, not '%s'", optarg);
            break;
        case 'n':
            if (kf_cli_parse_runs(argv[0], optarg, &runs) != 0)
                return KF_EXIT_USAGE;
            break;
        case 'k': keep = 1; break;
        case 'F': fragments = 1; break;
        case 'a': fo.all = true; break;
        case 'N': fo.assume_no_alias = true; break;
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
            fixed |= KF_SET_FUSION;
            break;
        case 'G': settings = optarg; break;
        case 'R':
            if (kf_cli_parse_reduction(argv[0], optarg, &go) != 0)
                return KF_EXIT_USAGE;
            fixed |= KF_SET_REDUCTION;
            break;
        case 'D':
            if (kf_cli_parse_disable(argv[0], optarg, &go) != 0)
                return KF_EXIT_USAGE;
            break;
        case 'b':
            if (kf_cli_parse_block(optarg, &go) != 0)
                return kf_cli_usage_error(argv[0], "--block wants 1 to 3 powers of two like 32x8, not '%s'",
                                          optarg);
            break;
        case 'm': go.map = optarg; break;
        case 'g': given = optarg; break;
        case 'f':
            if (strcmp(optarg, "json") != 0 && strcmp(optarg, "text") != 0)
                return kf_cli_usage_error(argv[0], "unknown format '%s' (text or json)", optarg);
            json = strcmp(optarg, "json") == 0;
            break;
        case 'h': kf_cli_help(argv[0], stdout); return KF_EXIT_OK;
        default:
            return kf_cli_usage_error(argv[0], "unknown or incomplete option '%s'", argv[optind - 1]);
        }
    }
    if (go.reduction == KF_GEN_RED_SHUFFLE && go.target == KF_GEN_OPENCL)
        return kf_cli_usage_error(argv[0], "--reduction=shuffle needs CUDA's warp shuffles; "
                                           "OpenCL 1.2 has no portable sub-group shuffle (use "
                                           "shared or atomic)");
    if (optind != nown - 1)
        return kf_cli_usage_error(argv[0], optind >= nown ? "no input file" : "one input file only");
    const char *file = argv[optind];
    kf_cli_cflags(argc, argv, nown, &fo);
    if (access(file, R_OK) != 0) {
        fprintf(stderr, "kforge verify: cannot read %s: %s\n", file, strerror(errno));
        return KF_EXIT_INPUT;
    }
    int src = kf_cli_settings(file, settings, fixed, &go);
    if (src != 0)
        return src;

    char dir[] = "/tmp/kforge-verify-XXXXXX";
    if (!mkdtemp(dir)) {
        fprintf(stderr, "kforge verify: cannot make a temporary directory: %s\n", strerror(errno));
        return KF_EXIT_INPUT;
    }
    char seq[4096], gen[4096], genexe[4096], seqout[4096], genout[4096], log[4096], src_dir[4096];
    snprintf(seq, sizeof seq, "%s/sequential", dir);
    char gen_cu[4096], gen_obj[4096];
    snprintf(gen, sizeof gen, "%s/generated.c", dir);
    snprintf(gen_cu, sizeof gen_cu, "%s/generated.cu", dir); /* CUDA: kf_cli_cuda_paths */
    snprintf(gen_obj, sizeof gen_obj, "%s/generated_cu.o", dir);
    snprintf(genexe, sizeof genexe, "%s/generated", dir);
    snprintf(seqout, sizeof seqout, "%s/sequential.out", dir);
    snprintf(genout, sizeof genout, "%s/generated.out", dir);
    snprintf(log, sizeof log, "%s/log", dir);
    snprintf(src_dir, sizeof src_dir, "%s", file);
    const char *qdir = dirname(src_dir);
    const char *name = kf_gen_target_name(go.target);
    int rc = KF_EXIT_INPUT;
    char *want = NULL, *got = NULL;
    struct kf_numcmp_result res = {0};
    /* --format json: the same facts as the text, one document at the end */
    json_t *doc = json_object();
    kf_json_set(doc, "file", json_string(file));
    kf_json_set(doc, "target", json_string(name));
    kf_json_set(doc, "status", json_string("failed"));

    int gen_errors = 0; /* fragments left as written: the rest is still verified */
    int g = given ? copy_given(given, go.target, gen, gen_cu)
                  : kf_cli_gen_to(file, &fo, &go, gen, &gen_errors);
    if (g != KF_EXIT_OK) {
        rc = g;
        goto done;
    }
    const char *pre_omp[] = {"-fopenmp", "-iquote", qdir, NULL};
    const char *pre_c[] = {"-iquote", qdir, NULL};
    const char *post_cl[] = {"-lOpenCL", NULL};
    char cuda_inc[4096], cuda_lib[4096], cuda_rpath[4096], nvcc_buf[4096];
    snprintf(cuda_inc, sizeof cuda_inc, "-I%s/include", cuda_home());
    snprintf(cuda_lib, sizeof cuda_lib, "-L%s/lib64", cuda_home());
    snprintf(cuda_rpath, sizeof cuda_rpath, "-Wl,-rpath,%s/lib64", cuda_home());
    const char *pre_cuh[] = {"-iquote", qdir, cuda_inc, NULL};
    const char *post_cu[] = {gen_obj, cuda_lib, cuda_rpath, "-lcudart", "-lstdc++", NULL};
    const char *const *pre = go.target == KF_GEN_OPENMP ? pre_omp
                             : go.target == KF_GEN_CUDA ? pre_cuh
                                                        : pre_c;
    const char *const *post = go.target == KF_GEN_OPENCL ? post_cl
                              : go.target == KF_GEN_CUDA ? post_cu
                                                         : NULL;
    /* --fragments: instrumented copies, both linked with the timer */
    char seqsrc[4096], timer[4096];
    snprintf(seqsrc, sizeof seqsrc, "%s/sequential.c", dir);
    snprintf(timer, sizeof timer, "%s/kf_timer.c", dir);
    const char *seq_from = file, *seq_post[] = {NULL, NULL}, *gen_post[12] = {NULL};
    bool timed = false;
    if (fragments) {
        char *orig = kf_file_read(file, NULL);
        if (!orig || kf_file_write_atomic(seqsrc, orig, strlen(orig)) != 0 ||
            kf_file_write_atomic(timer, timer_source, strlen(timer_source)) != 0) {
            free(orig);
            fprintf(stderr, "kforge verify: cannot write in %s: %s\n", dir, strerror(errno));
            goto done;
        }
        free(orig);
        timed = instrument(seqsrc) && instrument(gen);
        if (!timed)
            fprintf(stderr, "kforge verify: %s: the fragments cannot be timed alone (pragmas "
                            "unpaired, #pragma kforge, or a scop line inside a statement); "
                            "program times only\n",
                    file);
        seq_from = seqsrc;
        seq_post[0] = timer;
        int n = 0;
        for (; post && post[n] && n < 10; n++)
            gen_post[n] = post[n];
        gen_post[n] = timer;
        post = gen_post;
    }
    if (compile(NULL, seq_from, seq, fragments ? pre_c : NULL, fragments ? seq_post : NULL,
                fo.cflags, fo.ncflags, log) != 0)
        goto done;
    if (go.target == KF_GEN_CUDA &&
        compile_cu(nvcc_path(nvcc_buf, sizeof nvcc_buf), gen_cu, gen_obj, qdir, fo.cflags,
                   fo.ncflags, log, &go) != 0)
        goto done;
    if (compile(NULL, gen, genexe, pre, post, fo.cflags, fo.ncflags, log) != 0)
        goto done;
    if (go.target == KF_GEN_CUDA && !have_cuda_device()) {
        kf_json_set(doc, "status", json_string("compiled, not run"));
        if (!json)
            printf("%s: %s: compiled, not run (no CUDA device here)\n", file, name);
        rc = KF_EXIT_OK;
        goto done;
    }
    double fseq = -1, fgen = -1;
    double tseq = best_time(seq, seqout, log, runs, timed ? &fseq : NULL);
    double tgen = tseq < 0 ? -1 : best_time(genexe, genout, log, runs, timed ? &fgen : NULL);
    if (tseq < 0 || tgen < 0)
        goto done;
    want = kf_file_read(seqout, NULL);
    got = kf_file_read(genout, NULL);
    if (!want || !got) {
        fprintf(stderr, "kforge verify: cannot read the programs' outputs\n");
        goto done;
    }
    int cmp = kf_numcmp_texts(want, got, rtol, &res);
    kf_json_set(doc, "status", json_string(cmp == KF_NUMCMP_MATCH ? "agree" : "differ"));
    kf_json_set(doc, "values", json_integer((json_int_t)res.ntok_expected));
    kf_json_set(doc, "max_rel_error", json_real(res.max_rel_err));
    kf_json_set(doc, "rtol", json_real(rtol));
    kf_json_set(doc, "sequential_s", json_real(tseq));
    kf_json_set(doc, "generated_s", json_real(tgen));
    kf_json_set(doc, "speedup", json_real(tgen > 0 ? tseq / tgen : 0.0));
    if (fseq >= 0 && fgen >= 0) {
        json_t *fr = json_object();
        kf_json_set(fr, "sequential_s", json_real(fseq));
        kf_json_set(fr, "generated_s", json_real(fgen));
        kf_json_set(fr, "speedup", json_real(fgen > 0 ? fseq / fgen : 0.0));
        kf_json_set(doc, "fragments", fr);
    }
    if (json) {
        rc = cmp == KF_NUMCMP_MATCH ? KF_EXIT_OK : KF_EXIT_INPUT;
    } else if (cmp == KF_NUMCMP_MATCH) {
        printf("%s: %s: outputs agree (%zu values, max rel. error %.1e, rtol %.0e); "
               "sequential %.3f s, %s %.3f s: speedup %.2fx\n",
               file, name, res.ntok_expected, res.max_rel_err, rtol, tseq, name, tgen,
               tgen > 0 ? tseq / tgen : 0.0);
        if (fseq >= 0 && fgen >= 0)
            printf("%s: %s: fragments alone: sequential %.4f s, %s %.4f s: speedup %.2fx\n",
                   file, name, fseq, name, fgen, fgen > 0 ? fseq / fgen : 0.0);
        rc = KF_EXIT_OK;
    } else {
        printf("%s: %s: outputs DIFFER\n", file, name);
        kf_numcmp_result_print(stdout, &res);
        rc = KF_EXIT_INPUT;
    }
done:
    if (json)
        kf_json_write(doc, stdout);
    json_decref(doc);
    kf_numcmp_result_clear(&res);
    free(want);
    free(got);
    if (keep)
        fprintf(stderr, "kforge verify: files kept in %s\n", dir);
    else
        kf_cli_rmtree(dir);
    return rc;
}
