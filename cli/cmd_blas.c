/*
 * cmd_blas.c: `kforge blas gen ROUTINE [PARAMETERS]`, prints a generated
 * BLAS kernel.
 *
 *   kforge blas gen sgemm --dialect cuda --trans nt --tails mn \
 *                         --params "pattern=local wg=8x8 tile=4x4 kb=16"
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "kforge/blas.h"

int kf_cli_blas(int argc, char **argv)
{
    static const struct option opts[] = {
        {"dialect", required_argument, NULL, 'd'},
        {"trans", required_argument, NULL, 't'},
        {"tails", required_argument, NULL, 'T'},
        {"params", required_argument, NULL, 'p'},
        {"pattern", required_argument, NULL, 'P'},
        {"side", required_argument, NULL, 's'},
        {"uplo", required_argument, NULL, 'u'},
        {"diag", required_argument, NULL, 'D'},
        {"nb", required_argument, NULL, 'n'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    kf_blas_dialect dialect = KF_BLAS_OPENCL;
    const char *trans = NULL, *tails = "", *params = NULL, *pattern = "local";
    const char *side = "left", *uplo = "lower", *diag = "non-unit";
    int c, nb = KF_BLAS_TRSM_NB;
    char *end;
    while ((c = getopt_long(argc, argv, "d:t:T:p:P:s:u:D:n:h", opts, NULL)) != -1) {
        switch (c) {
        case 'd':
            if (strcmp(optarg, "opencl") == 0)
                dialect = KF_BLAS_OPENCL;
            else if (strcmp(optarg, "cuda") == 0)
                dialect = KF_BLAS_CUDA;
            else if (strcmp(optarg, "openmp") == 0 || strcmp(optarg, "c") == 0)
                dialect = KF_BLAS_OPENMP;
            else
                return kf_cli_usage_error(argv[0], "unknown dialect '%s'", optarg);
            break;
        case 't': trans = optarg; break;
        case 'T': tails = optarg; break;
        case 'p': params = optarg; break;
        case 'P': pattern = optarg; break;
        case 's': side = optarg; break;
        case 'u': uplo = optarg; break;
        case 'D': diag = optarg; break;
        case 'n':
            nb = (int)strtol(optarg, &end, 10);
            if (*end || !kf_blas_trsm_nb_valid(nb))
                return kf_cli_usage_error(argv[0], "--nb %s: want 8, 16, 32, 64 or 128", optarg);
            break;
        case 'h':
            kf_cli_help(argv[0], stdout);
            return KF_EXIT_OK;
        default:
            return kf_cli_usage_error(argv[0], "unknown option");
        }
    }
    if (optind >= argc || strcmp(argv[optind], "gen") != 0)
        return kf_cli_usage_error(argv[0], "expected 'gen ROUTINE'");
    if (optind + 1 >= argc)
        return kf_cli_usage_error(argv[0], "missing ROUTINE (sgemm, dgemm)");
    const char *routine = argv[optind + 1];
    if (optind + 2 < argc)
        return kf_cli_usage_error(argv[0], "unexpected argument '%s'", argv[optind + 2]);
    kf_blas_precision prec = routine[0] == 'd' ? KF_BLAS_DOUBLE : KF_BLAS_SINGLE;
    if ((routine[0] == 's' || routine[0] == 'd') && strcmp(routine + 1, "trsm") == 0) {
        /* TRSM's own kernels: the diagonal blocks' inversion (its panel
         * updates are GEMM kernels: kforge blas gen sgemm), and on a
         * device the block step for few right-hand sides; on the CPU the
         * fused kernel */
        char *src = kf_blas_trtri_gen(prec, dialect, nb);
        char *blk = NULL;
        if (src && dialect != KF_BLAS_OPENMP) {
            /* --params vw=N: both kernels in vector rows (OpenCL) */
            kf_gemm_params t = kf_gemm_default_params(prec, KF_GEMM_GLOBAL);
            t.vw = 0;
            if (params && kf_gemm_params_parse(&t, params)) {
                fprintf(stderr, "kforge blas: --params: %s\n", kf_blas_last_error());
                free(src);
                return KF_EXIT_INPUT;
            }
            if (t.vw > 1) {
                free(src);
                src = kf_blas_trtri_gen_vw(prec, dialect, nb, t.vw);
            }
            blk = src ? kf_blas_trsm_block_gen_vw(prec, dialect, nb, t.vw > 1 ? t.vw : 1) : NULL;
        } else if (src) {
            /* the CPU's fused kernel, on the micro-tile of --params (wg x
             * tile), else the AVX2 built-in one (16 x 6 floats, 8 x 6
             * doubles: not this host's, so that the text is the same
             * everywhere) */
            kf_gemm_params t = kf_gemm_default_params(prec, KF_GEMM_GLOBAL);
            t.wgm = t.wgn = 1;
            t.tm = prec == KF_BLAS_DOUBLE ? 8 : 16;
            t.tn = 6;
            if (params && kf_gemm_params_parse(&t, params)) {
                fprintf(stderr, "kforge blas: --params: %s\n", kf_blas_last_error());
                free(src);
                return KF_EXIT_INPUT;
            }
            blk = kf_blas_trsm_diag_gen(prec, t.wgm * t.tm, t.wgn * t.tn);
        }
        if (!src || !blk) {
            fprintf(stderr, "kforge blas: %s\n", kf_blas_last_error());
            free(src);
            return KF_EXIT_INPUT;
        }
        fputs(src, stdout);
        if (blk)
            printf("\n%s", blk);
        free(src);
        free(blk);
        return KF_EXIT_OK;
    }
    int trmm = strcmp(routine + 1, "trmm") == 0;
    if ((routine[0] != 's' && routine[0] != 'd') ||
        (strcmp(routine + 1, "gemm") != 0 && !trmm)) {
        fprintf(stderr, "kforge blas: unknown routine '%s' (known: sgemm, dgemm, strmm, dtrmm, "
                "strsm, dtrsm)\n",
                routine);
        return KF_EXIT_INPUT;
    }
    kf_gemm_pattern pat;
    if (strcmp(pattern, "local") == 0)
        pat = KF_GEMM_LOCAL;
    else if (strcmp(pattern, "global") == 0)
        pat = KF_GEMM_GLOBAL;
    else
        return kf_cli_usage_error(argv[0], "unknown pattern '%s' (local, global)", pattern);
    kf_gemm_params p = kf_gemm_default_params(prec, pat);
    if (!trans)
        trans = trmm ? "n" : "nn";
    if (trmm) {
        /* TRMM, column-major: left B = op(A) B, the triangle is the kernel's
         * A; right B = B op(A), the kernel's B */
        int left = strcmp(side, "left") == 0, lower = strcmp(uplo, "lower") == 0;
        if (!left && strcmp(side, "right"))
            return kf_cli_usage_error(argv[0], "--side %s: want left or right", side);
        if (!lower && strcmp(uplo, "upper"))
            return kf_cli_usage_error(argv[0], "--uplo %s: want lower or upper", uplo);
        if (strcmp(diag, "unit") && strcmp(diag, "non-unit"))
            return kf_cli_usage_error(argv[0], "--diag %s: want unit or non-unit", diag);
        if (strcmp(trans, "n") && strcmp(trans, "t"))
            return kf_cli_usage_error(argv[0], "--trans %s: want n or t for TRMM", trans);
        int ta = trans[0] == 't';
        p.tri = left ? KF_GEMM_TRI_A : KF_GEMM_TRI_B;
        p.tri_lower = lower != ta;
        p.tri_unit = strcmp(diag, "unit") == 0;
        p.trans_a = left && ta;
        p.trans_b = !left && ta;
    } else {
        if (strlen(trans) != 2 || !strchr("nt", trans[0]) || !strchr("nt", trans[1]))
            return kf_cli_usage_error(argv[0], "--trans %s: want nn, nt, tn or tt", trans);
        p.trans_a = trans[0] == 't';
        p.trans_b = trans[1] == 't';
    }
    for (const char *s = tails; *s; s++) {
        if (*s == 'm')
            p.tails |= KF_GEMM_TAIL_M;
        else if (*s == 'n')
            p.tails |= KF_GEMM_TAIL_N;
        else
            return kf_cli_usage_error(argv[0], "--tails %s: want m, n or mn", tails);
    }
    if (params && kf_gemm_params_parse(&p, params)) {
        fprintf(stderr, "kforge blas: --params: %s\n", kf_blas_last_error());
        return KF_EXIT_INPUT;
    }
    p.prec = prec;
    char *src = kf_blas_gemm_gen(&p, dialect);
    if (!src) {
        fprintf(stderr, "kforge blas: %s\n", kf_blas_last_error());
        return KF_EXIT_INPUT;
    }
    fputs(src, stdout);
    free(src);
    return KF_EXIT_OK;
}
