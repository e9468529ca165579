/*
 * cmd_quasar.c: the Quasar face of the CLI: `kforge run prog.q`, and
 * `kforge gen` / `kforge analyze` when their input ends in .q.
 *
 * run: the program is lowered to C, built with $CC (default cc) and
 * QC_CFLAGS, and the binary kept in the cache under a hash of the C text,
 * the compiler, the CPU and the run-time library it links, if any ($KFORGE_CACHE, else $XDG_CACHE_HOME/kforge, else
 * ~/.cache/kforge, in quasar/); the next run of the same program (on any
 * data: kernels take their sizes as arguments) executes the cached binary,
 * with OMP_WAIT_POLICY=passive unless the environment sets it.
 */
#include <errno.h>
#include <getopt.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli.h"
#include "kforge/file.h"
#include "kforge/quasar.h"
#include "kforge/quasar_gen.h"
#include "kforge/settings.h"

/* cc's flags for a generated program: -O2 and OpenMP; no errno from the
 * math library (Quasar reads none), so sqrt is one instruction and the
 * kernels' `omp simd` loops vectorize; the host's vector instructions
 * (-march=native: the binary runs where it is built, as Numba compiles
 * for its host; the CPU is in the cache key), with no contraction into
 * FMA, so a result is the scalar program's (bench/quasar's checksums).
 * Measured: docs/quasar.md, "Speed". */
#define QC_CFLAGS "-O2", "-fopenmp", "-fno-math-errno", "-march=native", "-ffp-contract=off"
#define QC_CFLAGS_TEXT "-O2 -fopenmp -fno-math-errno -march=native -ffp-contract=off"

/* what -march=native compiles for: the first CPU's model and flags */
static uint64_t cpu_hash(uint64_t h)
{
    FILE *f = fopen("/proc/cpuinfo", "r");
    char line[4096];
    int seen = 0;
    while (f && seen < 2 && fgets(line, sizeof line, f))
        if (!strncmp(line, "model name", 10) || !strncmp(line, "flags", 5) || !strncmp(line, "Features", 8)) {
            h ^= (uint64_t)strlen(line);
            for (const char *p = line; *p; p++)
                h = (h ^ (unsigned char)*p) * 1099511628211ULL;
            seen++;
        }
    if (f)
        fclose(f);
    return h;
}

int kf_cli_is_quasar(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        size_t n = strlen(argv[i]);
        if (argv[i][0] != '-' && n > 2 && strcmp(argv[i] + n - 2, ".q") == 0)
            return 1;
    }
    return 0;
}

static int parse_target(const char *cmd, const char *s, enum kf_qc_target *t)
{
    if (!strcmp(s, "openmp"))
        *t = KF_QC_OPENMP;
    else if (!strcmp(s, "opencl"))
        *t = KF_QC_OPENCL;
    else if (!strcmp(s, "cuda"))
        *t = KF_QC_CUDA;
    else
        return kf_cli_usage_error(cmd, "unknown target '%s' (openmp, opencl or cuda)", s);
    return 0;
}

/* --scalar float|double: the element type of scalar arrays */
static int parse_scalar(const char *cmd, const char *s, int *single)
{
    if (!strcmp(s, "float") || !strcmp(s, "double")) {
        *single = s[0] == 'f';
        return 0;
    }
    return kf_cli_usage_error(cmd, "unknown scalar type '%s' (float or double)", s);
}

/* --disable=NAME: the Quasar face's kernel transforms (quasar_gen.h) */
static int parse_disable(const char *cmd, const char *s, unsigned *disabled)
{
    if (!strcmp(s, "bounds"))
        *disabled |= KF_QC_PASS_BOUNDS;
    else if (!strcmp(s, "divergence"))
        *disabled |= KF_QC_PASS_DIVERGE;
    else if (!strcmp(s, "region"))
        *disabled |= KF_QC_PASS_REGION;
    else if (!strcmp(s, "strip"))
        *disabled |= KF_QC_PASS_STRIP;
    else if (!strcmp(s, "simd"))
        *disabled |= KF_QC_PASS_SIMD;
    else if (!strcmp(s, "fusion"))
        *disabled |= KF_QC_PASS_FUSION;
    else if (!strcmp(s, "kernel-tiling"))
        *disabled |= KF_QC_PASS_TILING;
    else if (!strcmp(s, "slice-ref"))
        *disabled |= KF_QC_PASS_SLICE_REF;
    else if (!strcmp(s, "slice-move"))
        *disabled |= KF_QC_PASS_SLICE_MOVE;
    else if (!strcmp(s, "slice-view"))
        *disabled |= KF_QC_PASS_SLICE_VIEW;
    else if (!strcmp(s, "slice-into"))
        *disabled |= KF_QC_PASS_SLICE_INTO;
    else if (!strcmp(s, "reduction"))
        *disabled |= KF_QC_PASS_REDUCTION;
    else
        return kf_cli_usage_error(cmd, "unknown pass '%s' for a Quasar program (bounds, divergence, fusion, "
                                  "kernel-tiling, reduction, region, simd, slice-into, slice-move, slice-ref, slice-view, strip)", s);
    return 0;
}

/* The project's settings file (kforge.toml beside the program, or `path`
 * from --settings) applied to o: the C face's keys and checks
 * (settings.h); the command line wins (keep: KF_SET_SCALAR).  go gets the
 * settings themselves (run's nvcc flags), clopt the OpenCL options o
 * points to.  0, or KF_EXIT_INPUT after the file's diagnostics. */
static int settings(const char *file, const char *path, unsigned keep, struct kf_qc_options *o,
                    struct kf_gen_options *go, char *clopt, size_t n)
{
    char buf[4096];
    const char *sf = kf_settings_find(file, path, buf, sizeof buf);
    if (!sf)
        return 0;
    kf_diag *d = kf_diag_new(stderr);
    int rc = kf_settings_load_file(sf, go, 0, d) != 0 ? KF_EXIT_INPUT : 0;
    kf_diag_free(d);
    if (rc == 0)
        kf_settings_quasar(go, keep, o, clopt, n);
    return rc;
}

/* The C of `file`, or NULL after diagnostics.  report: analyze's stream. */
static char *lower(const char *file, const struct kf_qc_options *o, FILE *report)
{
    kf_arena *a = kf_arena_new();
    kf_diag *d = kf_diag_new(stderr);
    char *out = NULL;
    kf_q_program *p = kf_q_parse(a, d, file, NULL);
    if (p)
        out = kf_qc_gen(a, d, p, o, report);
    kf_diag_free(d);
    kf_arena_free(a);
    return out;
}

int kf_cli_quasar_gen(int argc, char **argv)
{
    static const struct option opts[] = {
        {"target", required_argument, NULL, 't'},
        {"output", required_argument, NULL, 'o'},
        {"no-parallelize", no_argument, NULL, 'P'},
        {"scalar", required_argument, NULL, 'S'},
        {"explain", no_argument, NULL, 'x'},
        {"disable", required_argument, NULL, 'D'},
        {"settings", required_argument, NULL, 'G'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    struct kf_qc_options o = {0};
    struct kf_gen_options go = {0};
    const char *out = NULL, *sfile = NULL;
    char clopt[128];
    unsigned keep = 0;
    int c;
    opterr = 0;
    optind = 0; /* reinitialise GNU getopt (main.c ran it) */
    while ((c = getopt_long(argc, argv, "t:o:h", opts, NULL)) != -1) {
        switch (c) {
        case 't': if (parse_target(argv[0], optarg, &o.target)) return KF_EXIT_USAGE; break;
        case 'o': out = optarg; break;
        case 'P': o.no_parallelize = 1; break;
        case 'S': if (parse_scalar(argv[0], optarg, &o.single)) return KF_EXIT_USAGE; keep |= KF_SET_SCALAR; break;
        case 'x': o.explain = stderr; break;
        case 'G': sfile = optarg; break;
        case 'D': if (parse_disable(argv[0], optarg, &o.disabled)) return KF_EXIT_USAGE; break;
        case 'h': kf_cli_help(argv[0], stdout); return KF_EXIT_OK;
        default: return kf_cli_usage_error(argv[0], "unknown or incomplete option '%s'", argv[optind - 1]);
        }
    }
    if (optind != argc - 1)
        return kf_cli_usage_error(argv[0], optind >= argc ? "no input file" : "one input file only");
    if (settings(argv[optind], sfile, keep, &o, &go, clopt, sizeof clopt))
        return KF_EXIT_INPUT;
    char *text = lower(argv[optind], &o, NULL);
    if (!text)
        return KF_EXIT_INPUT;
    int rc = KF_EXIT_OK;
    char *cu = strstr(text, KF_QC_CU_MARK);
    if (!out || !strcmp(out, "-"))
        fputs(text, stdout);
    else if (cu) { /* cuda: STEM.c and STEM.cu (as the C face writes them) */
        char host[4096], dev[4096];
        kf_cli_cuda_paths(out, host, dev, sizeof host);
        *cu = 0;
        const char *cutext = cu + strlen(KF_QC_CU_MARK) + 1;
        if (kf_file_write_atomic(host, text, strlen(text)) != 0 ||
            kf_file_write_atomic(dev, cutext, strlen(cutext)) != 0) {
            fprintf(stderr, "kforge: cannot write %s: %s\n", out, strerror(errno));
            rc = KF_EXIT_INPUT;
        }
    } else if (kf_file_write_atomic(out, text, strlen(text)) != 0) {
        fprintf(stderr, "kforge: cannot write %s: %s\n", out, strerror(errno));
        rc = KF_EXIT_INPUT;
    }
    free(text);
    return rc;
}

int kf_cli_quasar_analyze(int argc, char **argv)
{
    struct kf_qc_options o = {0};
    int file = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
            kf_cli_help(argv[0], stdout);
            return KF_EXIT_OK;
        }
        if (!strcmp(argv[i], "--no-parallelize")) {
            o.no_parallelize = 1;
            continue;
        }
        if (argv[i][0] == '-')
            return kf_cli_usage_error(argv[0], "option '%s' does not apply to Quasar programs", argv[i]);
        if (file)
            return kf_cli_usage_error(argv[0], "one input file only");
        file = i;
    }
    struct kf_gen_options go = {0};
    char clopt[128];
    if (settings(argv[file], NULL, 0, &o, &go, clopt, sizeof clopt))
        return KF_EXIT_INPUT;
    char *text = lower(argv[file], &o, stdout);
    if (!text)
        return KF_EXIT_INPUT;
    free(text);
    return KF_EXIT_OK;
}

static uint64_t fnv1a(uint64_t h, const char *s)
{
    for (; *s; s++) {
        h ^= (unsigned char)*s;
        h *= 1099511628211ULL;
    }
    return h;
}

static int run_cmd(char *const *args)
{
    pid_t pid = fork();
    if (pid < 0)
        return -1;
    if (pid == 0) {
        execvp(args[0], args);
        fprintf(stderr, "kforge: cannot run %s: %s\n", args[0], strerror(errno));
        _exit(127);
    }
    int st;
    if (waitpid(pid, &st, 0) < 0)
        return -1;
    return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + (WIFSIGNALED(st) ? WTERMSIG(st) : 0);
}

/* cuda: prog.c holds both files; split them, nvcc the .cu, cc the host,
 * link with the CUDA runtime */
static int build_cuda(const char *dir, const char *src, const char *out, const char *cc,
                      const struct kf_gen_options *go, int verbose)
{
    char *text = kf_file_read(src, NULL);
    char host[4300], dev[4300], devo[4300], hosto[4300], lib[4200];
    char *cu = text ? strstr(text, KF_QC_CU_MARK) : NULL;
    if (!cu) {
        free(text);
        return -1;
    }
    *cu = 0;
    const char *cutext = cu + strlen(KF_QC_CU_MARK) + 1;
    snprintf(host, sizeof host, "%s/host.c", dir);
    snprintf(dev, sizeof dev, "%s/kernels.cu", dir);
    snprintf(hosto, sizeof hosto, "%s/host.o", dir);
    snprintf(devo, sizeof devo, "%s/kernels.o", dir);
    const char *home = getenv("CUDA_HOME") && *getenv("CUDA_HOME") ? getenv("CUDA_HOME") : "/usr/local/cuda";
    snprintf(lib, sizeof lib, "-L%s/lib64", home);
    int bad = kf_file_write_atomic(host, text, strlen(text)) || kf_file_write_atomic(dev, cutext, strlen(cutext));
    free(text);
    const char *nvcc = getenv("NVCC") && *getenv("NVCC") ? getenv("NVCC") : "nvcc";
    /* the settings' flags: -arch (sm_90 unless cuda_arch), fast_math... */
    const char *fl[8];
    int nf = kf_settings_nvcc_flags(go, fl, 8);
    char *a1[20] = {(char *)nvcc, "-O2"};
    int na = 2;
    for (int i = 0; i < nf; i++)
        a1[na++] = (char *)fl[i];
    const char *rest[] = {"-w", "-c", "-o", devo, dev, NULL};
    for (int i = 0; i < 6; i++)
        a1[na++] = (char *)rest[i];
    char *a2[] = {(char *)cc, QC_CFLAGS, "-w", "-c", "-o", hosto, host, NULL};
    char *a3[] = {(char *)cc, "-fopenmp", "-o", (char *)out, hosto, devo, lib, "-lcudart", "-lstdc++", "-lm", NULL};
    if (verbose)
        fprintf(stderr, "kforge: %s %s -c %s; %s -c %s; link with -lcudart\n", nvcc, fl[0], dev, cc, host);
    return bad || run_cmd(a1) || run_cmd(a2) || run_cmd(a3) ? -1 : 0;
}

/* The run-time library beside this kforge: $KFORGE_QRT_LIB, else in its
 * build folder (build/plain/kforge: build/plain/libkforge_qrt.a and
 * include/), or installed (bin/kforge: lib/ and include/).  0, or -1 when
 * absent.  A sanitized build's archive needs the sanitizers at link time:
 * such a kforge is pointed at a plain build's with KFORGE_QRT_LIB. */
static int find_qrt(char *inc, char *lib, size_t n)
{
    char exe[2048]; /* room for the suffixes in the callers' 4096 */
    ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (len <= 0)
        return -1;
    exe[len] = 0;
    char *slash = strrchr(exe, '/');
    if (!slash)
        return -1;
    *slash = 0;
    static const char *const libs[] = {"%s/libkforge_qrt.a", "%s/../lib/libkforge_qrt.a"};
    static const char *const incs[] = {"%s/../../include", "%s/../include"};
    struct stat st;
    const char *env = getenv("KFORGE_QRT_LIB"); /* e.g. an uninstrumented build's, for a sanitized kforge */
    if (env && *env) {
        char h[4200];
        snprintf(lib, n, "%s", env);
        snprintf(inc, n, incs[0], exe);
        snprintf(h, sizeof h, "%s/kforge/qrt.h", inc);
        if (stat(h, &st) != 0)
            snprintf(inc, n, incs[1], exe);
        return stat(lib, &st);
    }
    for (int i = 0; i < 2; i++) {
        char h[4200];
        snprintf(lib, n, libs[i], exe);
        snprintf(inc, n, incs[i], exe);
        snprintf(h, sizeof h, "%s/kforge/qrt.h", inc);
        if (stat(lib, &st) == 0 && stat(h, &st) == 0)
            return 0;
    }
    return -1;
}

/* h extended with the bytes of the file at path (nothing when unreadable) */
static uint64_t file_hash(uint64_t h, const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return h;
    unsigned char buf[65536];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0)
        for (size_t i = 0; i < n; i++)
            h = (h ^ buf[i]) * 1099511628211ULL;
    fclose(f);
    return h;
}

static const char *cache_root(char *buf, size_t n)
{
    const char *e = getenv("KFORGE_CACHE");
    if (e && *e)
        snprintf(buf, n, "%s/quasar", e);
    else if ((e = getenv("XDG_CACHE_HOME")) && *e)
        snprintf(buf, n, "%s/kforge/quasar", e);
    else
        snprintf(buf, n, "%s/.cache/kforge/quasar", getenv("HOME") ? getenv("HOME") : "/tmp");
    return buf;
}

int kf_cli_run(int argc, char **argv)
{
    struct kf_qc_options o = {0};
    struct kf_gen_options go = {0};
    const char *sfile = NULL;
    char clopt[128];
    unsigned keep = 0;
    int verbose = 0, i = 1;
    for (; i < argc && argv[i][0] == '-'; i++) {
        if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
            kf_cli_help(argv[0], stdout);
            return KF_EXIT_OK;
        }
        if (!strcmp(argv[i], "-v") || !strcmp(argv[i], "--verbose"))
            verbose = 1;
        else if (!strcmp(argv[i], "--no-parallelize"))
            o.no_parallelize = 1;
        else if (!strncmp(argv[i], "--disable=", 10)) {
            if (parse_disable(argv[0], argv[i] + 10, &o.disabled))
                return KF_EXIT_USAGE;
        } else if (!strncmp(argv[i], "--scalar=", 9)) {
            if (parse_scalar(argv[0], argv[i] + 9, &o.single))
                return KF_EXIT_USAGE;
            keep |= KF_SET_SCALAR;
        } else if (!strcmp(argv[i], "--scalar")) {
            if (i + 1 >= argc)
                return kf_cli_usage_error(argv[0], "--scalar needs a value");
            if (parse_scalar(argv[0], argv[++i], &o.single))
                return KF_EXIT_USAGE;
            keep |= KF_SET_SCALAR;
        } else if (!strncmp(argv[i], "--settings=", 11)) {
            sfile = argv[i] + 11;
        } else if (!strcmp(argv[i], "--settings")) {
            if (i + 1 >= argc)
                return kf_cli_usage_error(argv[0], "--settings needs a file");
            sfile = argv[++i];
        } else if (!strncmp(argv[i], "--target=", 9)) {
            if (parse_target(argv[0], argv[i] + 9, &o.target))
                return KF_EXIT_USAGE;
        } else if (!strcmp(argv[i], "--target") || !strcmp(argv[i], "-t")) {
            if (i + 1 >= argc)
                return kf_cli_usage_error(argv[0], "--target needs a value");
            if (parse_target(argv[0], argv[++i], &o.target))
                return KF_EXIT_USAGE;
        } else
            return kf_cli_usage_error(argv[0], "unknown option '%s'", argv[i]);
    }
    if (i >= argc)
        return kf_cli_usage_error(argv[0], "no input file");
    const char *file = argv[i];
    if (settings(file, sfile, keep, &o, &go, clopt, sizeof clopt))
        return KF_EXIT_INPUT;
    char *text = lower(file, &o, NULL);
    if (!text)
        return KF_EXIT_INPUT;
    const char *cc = getenv("CC") && *getenv("CC") ? getenv("CC") : "cc";
    char root[4096], dir[4200], src[4300], bin[4300], tmp[4300];
    char inc[4096], incflag[4200], lib[4096];
    int uses_qrt = strstr(text, "#include \"kforge/qrt.h\"") != NULL; /* imread/imwrite */
    if (uses_qrt && find_qrt(inc, lib, sizeof inc) != 0) {
        fprintf(stderr, "kforge: imread/imwrite need libkforge_qrt.a (make builds it) beside kforge\n");
        free(text);
        return KF_EXIT_INPUT;
    }
    /* the key: the C, the compiler and, when it links one, the run-time
     * library itself (a rebuilt archive is another build) */
    uint64_t h = cpu_hash(fnv1a(fnv1a(fnv1a(1469598103934665603ULL, text), cc), QC_CFLAGS_TEXT));
    if (o.target == KF_QC_CUDA) { /* the settings' nvcc flags build another binary */
        const char *fl[8];
        int nf = kf_settings_nvcc_flags(&go, fl, 8);
        for (int k = 0; k < nf; k++)
            h = fnv1a(h, fl[k]);
    }
    if (uses_qrt) {
        h = fnv1a(h, lib);
        h = file_hash(h, lib);
        char hdr[4200];
        snprintf(hdr, sizeof hdr, "%s/kforge/qrt.h", inc);
        h = file_hash(h, hdr);
    }
    cache_root(root, sizeof root);
    snprintf(dir, sizeof dir, "%s/%016llx", root, (unsigned long long)h);
    snprintf(src, sizeof src, "%s/prog.c", dir);
    snprintf(bin, sizeof bin, "%s/prog", dir);
    struct stat st;
    int rc = KF_EXIT_OK;
    if (stat(bin, &st) != 0) {
        if (kf_file_mkdir_p(dir) != 0 || kf_file_write_atomic(src, text, strlen(text)) != 0) {
            fprintf(stderr, "kforge: cannot write the build in %s: %s\n", dir, strerror(errno));
            free(text);
            return KF_EXIT_INPUT;
        }
        snprintf(tmp, sizeof tmp, "%s/prog.%ld", dir, (long)getpid());
        char *args[20] = {(char *)cc, QC_CFLAGS, "-w", "-o", tmp, src};
        int na = 10; /* cc, the 5 flags, -w -o tmp src */
        if (uses_qrt) {
            snprintf(incflag, sizeof incflag, "-I%s", inc);
            args[na++] = incflag;
            args[na++] = lib;
            args[na++] = "-lpng16";
            args[na++] = "-ltiff";
            args[na++] = "-lOpenCL";
        }
        args[na++] = "-lm";
        if (o.target == KF_QC_OPENCL)
            args[na++] = "-lOpenCL";
        args[na] = NULL;
        if (verbose)
            fprintf(stderr, "kforge: %s " QC_CFLAGS_TEXT " -w -o %s %s -lm\n", cc, tmp, src);
        if ((o.target == KF_QC_CUDA ? build_cuda(dir, src, tmp, cc, &go, verbose) : run_cmd(args)) != 0 ||
            rename(tmp, bin) != 0) {
            fprintf(stderr, "kforge: building %s failed (the C is in %s)\n", file, src);
            unlink(tmp);
            free(text);
            return KF_EXIT_INPUT;
        }
    } else if (verbose)
        fprintf(stderr, "kforge: cached build %s\n", bin);
    free(text);
    argv[i] = bin;
    /* OpenMP threads that wait at a barrier or for the next parallel region
     * sleep instead of spinning, unless the user chose (OMP_WAIT_POLICY
     * set).  A spinning thread holds a core its partner, or another
     * process, needs: on a shared 2-core machine wavelet.q's 20 regions
     * took 0.22 s spinning and 0.08 s sleeping (docs/quasar.md, "Threads
     * that sleep"); a sleeping thread costs a futex wake per region, a
     * few microseconds. */
    setenv("OMP_WAIT_POLICY", "passive", 0);
    rc = run_cmd(argv + i);
    return rc < 0 ? KF_EXIT_INPUT : rc;
}
