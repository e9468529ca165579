/*
 * main.c: `kforge`, the subcommand table and the global options.
 */
#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "kforge/frontend.h"
#include "kforge/gmp_pool.h"
#include "kforge/ir.h"
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
     "      --svg OUT.svg       write it as SVG (laid out by graphviz's library)\n"
     "      --assume-no-alias   pointers never overlap (as if declared restrict)\n"
     "      --dump-model        print the isl model (domains, schedules, accesses) instead\n"
     "  -h, --help              this text\n"
     "\n"
     "A .q file is a Quasar program: analyze prints, with file:line:col, which\n"
     "loops the loop parallelizer runs as kernels, which stay serial and why,\n"
     "the kernels parallel_do launches and the expressions fused into one loop.\n"
     "\n"
     "Exit status: 0 analysed, 1 input errors (diagnostics on stderr), 2 usage errors.\n"},
    {"gen", kf_cli_gen,
     "generate OpenMP, OpenCL or CUDA code from marked loop nests",
     "usage: kforge gen FILE.c --target openmp|opencl|cuda [-o OUT] [--explain]\n"
     "                  [--all] [--assume-no-alias] [--block 32x8] [--map j,i]\n"
     "                  [--reduction=auto|shared|shuffle|atomic] [--min-work=N]\n"
     "                  [--fusion=STRATEGY] [--settings FILE]\n"
     "                  [--device-choice=device|auto|host]\n"
     "                  [--strict-fp] [--tile=32x32x64|off] [--disable=PASS]...\n"
     "                  [--dump-after=PASS [--dump-to FILE]] [-- CFLAGS...]\n"
     "       kforge gen --passes\n"
     "\n"
     "Writes FILE.c back with the loops that the analysis proves parallel\n"
     "rewritten for the target; every other line stays as written.\n"
     "\n"
     "  -t, --target T       openmp, opencl (one C file) or cuda (two files)\n"
     "  -o, --output OUT     where to write (default: standard output)\n"
     "  -x, --explain        describe each loop's fate, launch shapes and where\n"
     "                       device buffers and copies go, on standard error\n"
     "  -a, --all            every outermost loop of every function is a fragment\n"
     "      --assume-no-alias  pointer parameters do not alias\n"
     "  -b, --block 32x8     GPU: threads per block of kernels with that many loops\n"
     "  -m, --map j,i        GPU: loops to thread dimensions x, y, z\n"
     "      --reduction=M    GPU: how reduction kernels combine their threads' values:\n"
     "                       auto (default: shuffle on CUDA, shared on OpenCL; integer\n"
     "                       +, min, max then add each block's result atomically), shared\n"
     "                       (tree in shared memory), shuffle (CUDA warp shuffles; an\n"
     "                       error with opencl), atomic (atomics into the result)\n"
     "      --fusion=S       GPU: which consecutive kernels the fusion pass merges:\n"
     "                       smart (default), noreordering, minsyncgrid,\n"
     "                       minworkingmemory, manual (docs/transforms.md)\n"
     "      --settings FILE  the settings file (default: kforge.toml beside FILE.c,\n"
     "                       when it exists); #pragma kforge KEY VALUE lines in\n"
     "                       FILE.c come after it, these options after both\n"
     "      --min-work=N     OpenMP: a loop forks a team only to share at least N\n"
     "                       statement instances (default 8192): fewer known at\n"
     "                       compile time keep it sequential, a count known only\n"
     "                       at run time is tested then; 0 forks for any work\n"
     "      --device-choice=C  GPU: where fragments with kernels run: device\n"
     "                       (default), auto (the device where its estimated time,\n"
     "                       set-up and copies included, beats the host's; a test\n"
     "                       of the sizes where they are known only at run time),\n"
     "                       host (every fragment as written)\n"
     "      --strict-fp      never reassociate a floating-point sum or product (a\n"
     "                       reduction run in parallel); without it kforge does so\n"
     "                       only where that is a nest's only parallelism, and\n"
     "                       wherever -ffast-math or -fassociative-math is among\n"
     "                       the CFLAGS; --explain lists each one.  verify and run\n"
     "                       then build CUDA with nvcc -fmad=false (no fused\n"
     "                       multiply-add: the host's rounding)\n"
     "      --tile=SIZES     OpenMP: tile sizes of a band of loops, outermost first,\n"
     "                       the last repeated for deeper bands (default: a fixed\n"
     "                       model, the tiles of the arrays a tile touches within\n"
     "                       128 KiB); off: no tiling\n"
     "      --passes         list the passes of code generation, in the order they\n"
     "                       run, with the targets they serve and what each decides\n"
     "      --disable=PASS   switch one pass off (repeatable); the program stays\n"
     "                       correct, only slower (`transfers` cannot be)\n"
     "      --dump-after=PASS  print what PASS decided, as it decides it, on\n"
     "                       standard error: the edits it makes (OpenMP), the plan\n"
     "                       of each fragment, launch shapes, a region's transfer\n"
     "                       program before or after its copies, buffer homes\n"
     "      --dump-to FILE   write that to FILE instead\n"
     "  -h, --help           this text\n"
     "\n"
     "A fragment with no parallel loop stays as it is, with a warning that says why.\n"
     "\n"
     "cuda writes two files: the user's file, still C, with the host code (the\n"
     "CUDA runtime's C API), and a .cu with the kernels and an extern \"C\"\n"
     "launcher each.  -o STEM.c or -o STEM.cu writes STEM.c and STEM.cu (any\n"
     "other OUT: OUT and OUT.cu); on standard output the host file comes first,\n"
     "then the line /* ---- kforge: the .cu file follows ---- */ and the .cu.\n"
     "Build: nvcc -arch=sm_90 -c STEM.cu; cc -c STEM.c -I$CUDA_HOME/include;\n"
     "link both with -L$CUDA_HOME/lib64 -lcudart -lstdc++.\n"
     "\n"
     "A .q file is a Quasar program: gen PROG.q [--target T] [--no-parallelize] [--scalar float|double]\n"
     "[-o OUT] writes it as C (see kforge run --help; cuda: OUT and its .cu);\n"
     "--explain prints the kernel transforms' decisions (target:, bounds:) and\n"
     "--disable=bounds|divergence|fusion|kernel-tiling|region|simd|strip switches one off (docs/transforms.md),\n"
     "--disable=reduction keeps reductions off the device's groups (docs/quasar.md),\n"
     "--disable=slice-ref|slice-move|slice-view|slice-into keeps slices copied (docs/quasar.md);\n"
     "kforge.toml beside PROG.q (or --settings FILE) as for C files.\n"
     "Exit status: 0 success, 1 input errors, 2 usage errors.\n"},
    {"run", kf_cli_run,
     "compile a Quasar program (.q) to C, build it (cached) and run it",
     "usage: kforge run [--target openmp|opencl|cuda] [--no-parallelize] [--scalar float|double]\n"
     "                  [--disable=bounds|divergence|fusion|kernel-tiling|reduction|region|simd|strip|\n"
     "                             slice-ref|slice-move|slice-view|slice-into]\n"
     "                  [--settings FILE] [-v]\n"
     "                  PROG.q [ARGS...]\n"
     "\n"
     "Lowers the Quasar program to C (kernels, parallelized loops and fused\n"
     "matrix expressions as OpenMP loops), builds it with $CC (default cc)\n"
     "-O2 -fopenmp -fno-math-errno -march=native, keeps the binary in\n"
     "$KFORGE_CACHE (else $XDG_CACHE_HOME/kforge, else ~/.cache/kforge) under\n"
     "a hash of the C and the CPU, and runs it with ARGS.  `kforge gen PROG.q\n"
     "-o OUT.c` writes the C; `kforge analyze PROG.q` says which loops run in\n"
     "parallel and why others do not.\n"
     "\n"
     "  -t, --target T      openmp (default), opencl (parallel_do kernels on the\n"
     "                      OpenCL device $KFORGE_DEVICE, else the first) or cuda\n"
     "                      (kernels in a .cu built by nvcc -arch=sm_90, linked\n"
     "                      with -lcudart; runs where a CUDA device is)\n"
     "      --no-parallelize  the automatic parallelizers off: loops and element-wise\n"
     "                      expressions sequential, launches fused only where\n"
     "                      {!kernel_fusion strategy=...} asks\n"
     "      --settings FILE the settings file (default: kforge.toml beside PROG.q;\n"
     "                      parallelizer, opt_level, precision, cuda_arch,\n"
     "                      fast_math, flush_to_zero apply; docs/transforms.md)\n"
     "  -v, --verbose       print the build command, or that the cache served it\n"
     "  -h, --help          this text\n"
     "\n"
     "Exit status: the program's, or 1 when it does not compile, 2 usage errors.\n"},
    {"verify", kf_cli_verify,
     "build, run and compare the sequential and generated programs",
     "usage: kforge verify FILE.c [--target T] [--rtol X] [--runs N] [--keep]\n"
     "                     [--fragments] [--all] [--assume-no-alias] [--reduction=M]\n"
     "                     [--min-work=N] [--strict-fp] [--tile=SIZES|off]\n"
     "                     [--disable=PASS]... [--fusion=S] [--settings FILE]\n"
     "                     [--block 32x8] [--map j,i] [--format text|json]\n"
     "                     [--generated OUT] [-- CFLAGS...]\n"
     "\n"
     "Builds FILE.c as it is and as `kforge gen` rewrites it, runs both, and\n"
     "compares their standard outputs: integers exactly, floating point within\n"
     "a relative tolerance.  Prints the generated program's speedup.\n"
     "\n"
     "  -t, --target T     openmp (default), opencl (runs on any OpenCL device)\n"
     "                     or cuda (built; run only where a CUDA device is)\n"
     "  -r, --rtol X       relative tolerance for floating point (default 1e-5:\n"
     "                     a float reduction reorders its sum)\n"
     "  -n, --runs N       time the best of N runs of each (default 1)\n"
     "  -k, --keep         keep the temporary directory and say where it is\n"
     "      --fragments    also time the fragments alone (#pragma scop to endscop,\n"
     "                     as PolyBench times its kernels) and print their speedup\n"
     "      --reduction=M  as for kforge gen (auto, shared, shuffle, atomic)\n"
     "      --min-work=N   as for kforge gen\n"
     "      --strict-fp    as for kforge gen\n"
     "      --tile=SIZES   as for kforge gen (32x32x64, or off)\n"
     "      --disable=PASS as for kforge gen (kforge gen --passes lists them)\n"
     "  -b, --block 32x8   as for kforge gen (GPU targets)\n"
     "  -m, --map j,i      as for kforge gen (GPU targets)\n"
     "      --generated OUT\n"
     "                     verify OUT, what `kforge gen` wrote for FILE.c (CUDA:\n"
     "                     OUT and its .cu), instead of generating it again\n"
     "  -f, --format F     text (default) or json: one document with status\n"
     "                     (agree, differ, compiled, not run, failed), values,\n"
     "                     max_rel_error, rtol, sequential_s, generated_s, speedup\n"
     "      --fusion=S     as for kforge gen\n"
     "      --settings F   as for kforge gen\n"
     "  -h, --help         this text\n"
     "\n"
     "$CC (default cc) builds both, with -O2, CFLAGS and -lm.  cuda: nvcc\n"
     "($NVCC, else $CUDA_HOME/bin/nvcc) compiles the .cu for sm_90 with the -D,\n"
     "-U and -I of CFLAGS, $CC the host .c, linked with -lcudart; without a\n"
     "CUDA device it prints \"compiled, not run\" and exits 0.\n"
     "Exit status: 0 outputs agree, 1 they differ or a build or run failed,\n"
     "2 usage errors.\n"},
    {"graph", kf_cli_graph,
     "draw the call graph, a control-flow graph or the dependence graph",
     "usage: kforge graph FILE.c --kind call|cfg|deps [--function F]\n"
     "                    [-o OUT.svg|OUT.dot] [-- CFLAGS...]\n"
     "\n"
     "Writes a graph of FILE.c in graphviz DOT, or as SVG laid out by graphviz's\n"
     "library when OUT ends in .svg.\n"
     "\n"
     "  -k, --kind K         call: who calls whom (functions defined elsewhere\n"
     "                       dashed); cfg: the basic blocks of each function, T/F\n"
     "                       on the edges out of a condition; deps: the\n"
     "                       dependences between the fragments' statements (red:\n"
     "                       they keep a loop sequential)\n"
     "  -F, --function F     only F (cfg, deps), or F's calls and callers (call)\n"
     "  -o, --output OUT     OUT.svg or OUT.dot (default: DOT on standard output)\n"
     "  -h, --help           this text\n"
     "\n"
     "Exit status: 0 written, 1 input errors, 2 usage errors.\n"},
    {"ui", kf_cli_ui,
     "serve a local page: source, verdicts, graphs, generated code, variants",
     "usage: kforge ui FILE.c [--port N] [-- CFLAGS...]\n"
     "\n"
     "Serves a page on http://127.0.0.1:N/ (default 8017; 0 picks a free port)\n"
     "about FILE.c: its source with fragments and loops marked, each loop's\n"
     "verdict and reason, the call, control-flow and dependence graphs, the\n"
     "code generated for openmp, opencl and cuda, verify's result, and the\n"
     "variants `kforge explore` timed, in a table and a plot.  Only the\n"
     "loopback interface is bound; only FILE.c is read; requests over 4 KiB are\n"
     "refused.  The page's API is JSON (docs/ui.md).  Stop it with Ctrl-C.\n"
     "\n"
     "  -p, --port N         the port (default 8017)\n"
     "  -h, --help           this text\n"
     "\n"
     "Exit status: 0 stopped by a signal, 1 the port could not be bound or the\n"
     "file read, 2 usage errors.\n"},
    {"explore", kf_cli_explore,
     "build, verify and time variants of the generated code; keep the best",
     "usage: kforge explore FILE.c --target openmp|opencl|cuda [--budget 60s]\n"
     "                      [--runs N] [--max-variants N] [--confirm N] [-o BEST]\n"
     "                      [--format text|json] [--no-cache]\n"
     "                      [--search options|transforms|all] [-- CFLAGS...]\n"
     "\n"
     "Generates variants of FILE.c from kforge gen's options (openmp: tile sizes,\n"
     "tiling off, --min-work, passes switched off; opencl and cuda: the launch\n"
     "shapes the static profiler ranks next, block shapes, reductions) and from\n"
     "the legal ones of a few transformations of `kforge transform` (a call that\n"
     "keeps a loop sequential inlined, interchange, tiling by 16, 32 and 64,\n"
     "unrolling by 4, interchange then tiling; then the fastest of each search\n"
     "together), builds,\n"
     "runs and verifies each against the sequential program as `kforge verify`\n"
     "does (a variant that writes an earlier one's program is not run again),\n"
     "measures the fastest again in turn, and prints them ranked by measured time\n"
     "beside the static estimate.  Results are cached by the content of the file, the flags\n"
     "and the variant ($KFORGE_CACHE_DIR, else $XDG_CACHE_HOME/kforge, else\n"
     "~/.cache/kforge), so a second run only reads them.\n"
     "\n"
     "  -t, --target T       openmp, opencl or cuda (required)\n"
     "  -b, --budget T       stop starting variants after T (60s, 2m; default 60s)\n"
     "  -n, --runs N         best of N runs of each program (default 3)\n"
     "  -m, --max-variants N the first N variants of the list only\n"
     "  -c, --confirm N      then measure the fastest three and the default again,\n"
     "                       in turn, N times (default 2; 0: no second look)\n"
     "  -o, --output BEST    write the fastest variant's generated code there\n"
     "  -f, --format F       text (default) or json\n"
     "      --no-cache       measure again, ignoring and replacing cached results\n"
     "  -s, --search S       options, transforms or all (default) of the two searches\n"
     "  -h, --help           this text\n"
     "\n"
     "Exit status: 0 at least one variant verified, 1 none did or input errors,\n"
     "2 usage errors.\n"},
    {"transform", kf_cli_transform,
     "apply loop transformations, each checked on the dependences",
     "usage: kforge transform FILE.c --apply SPEC [--apply SPEC]... [-o OUT.c]\n"
     "                        [--all] [--assume-no-alias] [-- CFLAGS...]\n"
     "       kforge transform --list\n"
     "\n"
     "Applies the transformations in order to the fragments of FILE.c (#pragma\n"
     "scop ... endscop, #pragma kforge target), each checked for legality on the\n"
     "dependences; the rest of the file is copied as it is.  A refusal is an\n"
     "error naming the dependence it would reverse; then nothing is written.\n"
     "\n"
     "  -a, --apply SPEC     e.g. 'interchange(L1.1, L1.1.1)', 'tile(L1, 32, 32)',\n"
     "                       'unroll(line:12, 4)', 'inline(dot)', 'outline(L2)':\n"
     "                       loops by the ids `kforge analyze`\n"
     "                       prints, or by the line their header starts on (each\n"
     "                       --apply sees the text the ones before it wrote)\n"
     "  -o, --output OUT     where to write (default: standard output)\n"
     "  -l, --list           the transformations and their arguments\n"
     "      --all            every outermost loop of every function is a fragment\n"
     "      --assume-no-alias  pointers never overlap (as if declared restrict)\n"
     "  -h, --help           this text\n"
     "\n"
     "Exit status: 0 transformed, 1 input errors or a refusal, 2 usage errors.\n"},
    {"blas", kf_cli_blas,
     "print a generated BLAS kernel (GEMM, TRMM, TRSM)",
     "usage: kforge blas gen ROUTINE [--dialect D] [--trans XY] [--tails mn]\n"
     "                       [--pattern local|global] [--params TEXT]\n"
     "                       [--side S] [--uplo U] [--diag D] [--nb NB]\n"
     "\n"
     "Prints the kernel kforge generates for ROUTINE (sgemm, dgemm, strmm,\n"
     "dtrmm, strsm, dtrsm), column-major: C = alpha op(A) op(B) + beta C; TRMM\n"
     "is the same kernel with the triangular operand masked and its zero\n"
     "panels skipped; TRSM prints its diagonal-block inversion kernel (its\n"
     "panel updates are GEMM kernels).\n"
     "\n"
     "  -d, --dialect D    opencl (default), cuda or openmp\n"
     "  -t, --trans XY     op(A), op(B): nn (default), nt, tn, tt; TRMM: n or t\n"
     "  -s, --side S       TRMM: left (default) or right\n"
     "  -u, --uplo U       TRMM: lower (default) or upper\n"
     "  -D, --diag D       TRMM: non-unit (default) or unit\n"
     "  -n, --nb NB        TRSM: the diagonal block inverted (8, 16, 32, 64, 128;\n"
     "                     default 32)\n"
     "  -T, --tails T      the tails the kernel handles: m, n, mn (default none)\n"
     "  -P, --pattern P    local (default: panels in local memory) or global\n"
     "  -p, --params TEXT  e.g. \"wg=8x8 tile=4x4 kb=16 ku=4 store=vars\"; openmp:\n"
     "                     micro-tile (wg*tile), K block kb, mc=, nc=, tasks=,\n"
     "                     threads= (the most threads a call uses; 0: all)\n"
     "                     (\"pattern=global wg=2x1 tile=16x12 kb=384 mc=256\")\n"
     "  -h, --help         this text\n"},
    {"tune", kf_cli_tune,
     "tune BLAS kernels on a device and store the best variants",
     "usage: kforge tune [--routine R] [--precision s|d|all] [--device D] [--show]\n"
     "                   [--size CLASS|all] [--budget S] [--max-variants N]\n"
     "                   [--exhaustive] [--space full|reduced] [--explain] [--list]\n"
     "\n"
     "Measures variants of GEMM, TRMM and TRSM (pattern, work-group, tile, kb, ku,\n"
     "tile storage; TRSM also its diagonal block nb) on the device, each checked\n"
     "against the reference before it is timed, and keeps the best per routine,\n"
     "precision and size class in the device's store ($KFORGE_STORE_DIR, else\n"
     "$XDG_CACHE_HOME/kforge, else ~/.cache/kforge).  TRMM and TRSM use their own\n"
     "entry, else GEMM's, else the built-in defaults.\n"
     "\n"
     "--device cpu tunes the C/OpenMP CPU solver instead: its GEMM's blocking (kb,\n"
     "mc, nc, tasks, and threads: all or one; the micro-tile stays the ISA's),\n"
     "stored per CPU model and thread count (OMP_NUM_THREADS); its TRMM and TRSM\n"
     "run GEMM's entry unless the store has one of their own.  Each variant is\n"
     "measured over a grid (a power of two and a size that is not) and scored by\n"
     "the geometric mean.\n"
     "\n"
     "  -r, --routine R       gemm (default), trmm, trsm or all\n"
     "  -p, --precision P     s (default), d or all\n"
     "  -d, --device D        device index or name substring (default $KFORGE_DEVICE, 0),\n"
     "                        or cpu: the CPU solver\n"
     "  -s, --size S          small, large (default) or all; with --device cpu also\n"
     "                        skinny, smallk, largek (classes by shape; default all)\n"
     "  -b, --budget S        seconds per routine and size class (default 60); with\n"
     "                        --device cpu per precision, shared by its classes\n"
     "  -n, --max-variants N  stop after N measured variants\n"
     "  -x, --exhaustive      measure every point of the space instead of searching\n"
     "  -X, --space S         full (default) or reduced (fewer values per axis)\n"
     "  -S, --show            print the device's store and exit\n"
     "  -e, --explain         print what the selector picks for each routine,\n"
     "                        precision and size class, and from where, and exit\n"
     "  -l, --list            list the OpenCL devices and the CPU solver\n"
     "  -h, --help            this text\n"},
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

int kf_cli_own_args(int argc, char **argv)
{
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], "--") == 0)
            return i;
    return argc;
}

void kf_cli_cflags(int argc, char **argv, int nown, struct kf_fe_options *fo)
{
    fo->cflags = (const char *const *)argv + nown + 1;
    fo->ncflags = nown < argc ? argc - nown - 1 : 0;
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
    /* before isl's first integer: GMP frees a block only with the functions
     * that allocated it (gmp_pool.h) */
    kf_gmp_pool_install();
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
