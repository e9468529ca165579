/*
 * params.c: the GEMM kernel's parameters (contract in include/kforge/blas.h,
 * "GEMM kernels", and params.h): built-in defaults for an OpenCL device
 * and for the CPU solver, checks against themselves and against a device,
 * the text form the store and $KFORGE_GEMM_PARAMS use; and the host facts
 * the CPU parameters follow (AVX-512, the threads).
 */
#include "blas/params.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- the kernel's parameters ------------------------------------------------------------- */

kf_gemm_params kf_gemm_default_params(kf_blas_precision prec, kf_gemm_pattern pattern)
{
    kf_gemm_params p = {prec, pattern, 0, 0, 0, 8, 8, 4, 4, 16, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    if (pattern == KF_GEMM_GLOBAL) {
        /* single: work-groups of 8 x 8 items of 4 x 4 (blocks of 32 x
         * 32).  On PoCL (2 Zen 3 cores, loaded), against the earlier
         * 4 x 8 items of 8 x 8, the same session, 2 to 4 runs each:
         * 128^3 2.0-2.6 -> 3.2-3.9 GFLOP/s, 255^3 4.0-4.3 -> 5.0-5.5,
         * 256^3 3.5-3.7 -> 4.8-5.2, 512^3 4.1 -> 5.3, 1024^3 3.8-4.1
         * -> 5.0 (docs/blas.md); more work-groups for PoCL's threads.
         * Double: 8 x 4 items of 4 x 8, the best measured at 512^3 (4 x
         * 4 tiles were no better at 255^3 and 1024^3). */
        p.wgm = 8; p.wgn = 8; p.tm = 4; p.tn = 4; p.ku = 2;
        if (prec == KF_BLAS_DOUBLE) {
            p.wgm = 8; p.wgn = 4; p.tm = 4; p.tn = 8;
        }
    }
    return p;
}

/* The rule (docs/blas.md, "Vector rows on PoCL"): PoCL runs a work-group
 * as a loop over its work-items and did not vectorise the scalar kernel
 * across them; explicit vectors of the device's preferred width (8 floats,
 * 4 doubles on AVX2) ran SGEMM 2x to 7x faster on 2 Zen 3 cores (128^3:
 * 3.8 -> 11.4 GFLOP/s of CPU time, 1024^3: 4.8 -> 52; DGEMM 3.0 -> 9.4,
 * 4.0 -> 21.8).  The widths are capped at what was measured. */
kf_gemm_params kf_gemm_cpu_device_params(kf_blas_precision prec, int vec)
{
    kf_gemm_params p = kf_gemm_default_params(prec, KF_GEMM_GLOBAL);
    int cap = prec == KF_BLAS_DOUBLE ? 4 : 8, vw = 1;
    while (vw * 2 <= vec && vw * 2 <= cap)
        vw *= 2;
    if (vw < 2)
        return p;
    if (prec == KF_BLAS_DOUBLE) {
        p.wgm = 8; p.wgn = 4; p.tm = 4; p.tn = 8;
    } else {
        p.wgm = 4; p.wgn = 8; p.tm = 8; p.tn = 8;
    }
    p.vw = vw;
    return p;
}

kf_blas_status kf_gemm_params_check(const kf_gemm_params *p)
{
    if (p->prec != KF_BLAS_SINGLE && p->prec != KF_BLAS_DOUBLE)
        return kf_blas_fail(KF_BLAS_ERR_PARAMS, "precision '%c' is neither s nor d", p->prec);
    if (p->pattern != KF_GEMM_LOCAL && p->pattern != KF_GEMM_GLOBAL)
        return kf_blas_fail(KF_BLAS_ERR_PARAMS, "unknown pattern %d", (int)p->pattern);
    if (p->wgm < 1 || p->wgn < 1 || p->wgm > 256 || p->wgn > 256 || p->wgm * p->wgn > 1024)
        return kf_blas_fail(KF_BLAS_ERR_PARAMS, "work-group %dx%d out of range", p->wgm, p->wgn);
    if (p->tm < 1 || p->tn < 1 || p->tm > 16 || p->tn > 16)
        return kf_blas_fail(KF_BLAS_ERR_PARAMS, "tile %dx%d out of range (1..16)", p->tm, p->tn);
    if (p->ku < 1 || p->ku > 16)
        return kf_blas_fail(KF_BLAS_ERR_PARAMS, "ku=%d out of range (1..16)", p->ku);
    if (p->tri < KF_GEMM_TRI_NONE || p->tri > KF_GEMM_TRI_B)
        return kf_blas_fail(KF_BLAS_ERR_PARAMS, "unknown triangular operand %d", p->tri);
    if (p->mc < 0 || p->mc > 65536 || p->nc < 0 || p->nc > 65536)
        return kf_blas_fail(KF_BLAS_ERR_PARAMS, "mc=%d nc=%d out of range (0..65536)", p->mc,
                            p->nc);
    if (p->tasks < 0 || p->tasks > 64)
        return kf_blas_fail(KF_BLAS_ERR_PARAMS, "tasks=%d out of range (0..64)", p->tasks);
    if (p->threads < 0 || p->threads > 1024)
        return kf_blas_fail(KF_BLAS_ERR_PARAMS, "threads=%d out of range (0..1024)",
                            p->threads);
    if (p->fork < 0 || p->fork > 1048576)
        return kf_blas_fail(KF_BLAS_ERR_PARAMS, "fork=%d out of range (0..1048576)", p->fork);
    if (p->vw < 0 || p->vw > 16 || (p->vw & (p->vw - 1)))
        return kf_blas_fail(KF_BLAS_ERR_PARAMS, "vw=%d: want 1, 2, 4, 8 or 16", p->vw);
    if (p->splitk < 0 || p->splitk > 256)
        return kf_blas_fail(KF_BLAS_ERR_PARAMS, "splitk=%d out of range (0..256)", p->splitk);
    if (p->splitk > 1 && p->tri)
        return kf_blas_fail(KF_BLAS_ERR_PARAMS, "splitk=%d: TRMM's kernel is not split in K",
                            p->splitk);
    if (p->vw > 1 && p->tm % p->vw)
        return kf_blas_fail(KF_BLAS_ERR_PARAMS, "vw=%d does not divide the tile's %d rows",
                            p->vw, p->tm);
    if (p->tails & ~(KF_GEMM_TAIL_M | KF_GEMM_TAIL_N))
        return kf_blas_fail(KF_BLAS_ERR_PARAMS, "unknown tails flags %d", p->tails);
    if (p->pattern == KF_GEMM_LOCAL) {
        if (p->kb < 1 || p->kb > 256)
            return kf_blas_fail(KF_BLAS_ERR_PARAMS, "kb=%d out of range (1..256)", p->kb);
        if (p->kb % p->ku)
            return kf_blas_fail(KF_BLAS_ERR_PARAMS, "ku=%d does not divide kb=%d", p->ku, p->kb);
        int nt = p->wgm * p->wgn;
        if ((p->wgm * p->tm * p->kb) % nt || (p->wgn * p->tn * p->kb) % nt)
            return kf_blas_fail(KF_BLAS_ERR_PARAMS, "the %d threads cannot share the panel "
                                "loads evenly (BM*kb and BN*kb must be multiples)", nt);
    }
    return KF_BLAS_SUCCESS;
}

kf_blas_status kf_gemm_params_fit(const kf_gemm_params *p, const kf_blas_limits *lim)
{
    kf_blas_status st = kf_gemm_params_check(p);
    if (st)
        return st;
    size_t nt = (size_t)p->wgm * p->wgn;
    if (nt > lim->max_wg || (size_t)p->wgm > lim->max_item[0] ||
        (size_t)p->wgn > lim->max_item[1])
        return kf_blas_fail(KF_BLAS_ERR_PARAMS, "work-group %dx%d exceeds the device's %zu",
                            p->wgm, p->wgn, lim->max_wg);
    if (p->pattern == KF_GEMM_LOCAL) {
        size_t es = p->prec == KF_BLAS_DOUBLE ? 8 : 4;
        size_t bytes = es * p->kb * ((size_t)p->wgm * p->tm + (size_t)p->wgn * p->tn);
        if (bytes > lim->local_mem)
            return kf_blas_fail(KF_BLAS_ERR_PARAMS, "panels need %zu bytes of local memory, "
                                "the device has %lu", bytes, lim->local_mem);
    }
    if (p->prec == KF_BLAS_DOUBLE && !lim->fp64)
        return kf_blas_fail(KF_BLAS_ERR_NO_FP64, "the device has no double precision");
    return KF_BLAS_SUCCESS;
}

void kf_gemm_params_format(const kf_gemm_params *p, char *buf, size_t len)
{
    int n = snprintf(buf, len, "pattern=%s wg=%dx%d tile=%dx%d kb=%d ku=%d store=%s",
                     p->pattern == KF_GEMM_LOCAL ? "local" : "global", p->wgm, p->wgn, p->tm,
                     p->tn, p->kb, p->ku, p->tile_array ? "array" : "vars");
    /* the CPU blocks only when set: device strings stay as they were */
    if ((p->mc || p->nc || p->tasks) && n > 0 && (size_t)n < len)
        n += snprintf(buf + n, len - n, " mc=%d nc=%d tasks=%d", p->mc, p->nc, p->tasks);
    if (p->threads && n > 0 && (size_t)n < len)
        n += snprintf(buf + n, len - n, " threads=%d", p->threads);
    if (p->fork && n > 0 && (size_t)n < len)
        n += snprintf(buf + n, len - n, " fork=%d", p->fork);
    if (p->vw > 1 && n > 0 && (size_t)n < len)
        n += snprintf(buf + n, len - n, " vw=%d", p->vw);
    if (p->splitk > 1 && n > 0 && (size_t)n < len)
        snprintf(buf + n, len - n, " splitk=%d", p->splitk);
}

kf_blas_status kf_gemm_params_parse(kf_gemm_params *p, const char *text)
{
    kf_gemm_params q = *p;
    const char *s = text;
    while (*s) {
        while (*s == ' ' || *s == '\t' || *s == ',')
            s++;
        if (!*s)
            break;
        char key[32], val[64];
        int n = 0;
        if (sscanf(s, "%31[a-z_]=%63[^ \t,]%n", key, val, &n) != 2)
            return kf_blas_fail(KF_BLAS_ERR_PARAMS, "cannot read '%s': want key=value", s);
        s += n;
        int a, b;
        char *end;
        if (strcmp(key, "pattern") == 0) {
            if (strcmp(val, "local") == 0)
                q.pattern = KF_GEMM_LOCAL;
            else if (strcmp(val, "global") == 0)
                q.pattern = KF_GEMM_GLOBAL;
            else
                return kf_blas_fail(KF_BLAS_ERR_PARAMS, "pattern=%s: want local or global", val);
        } else if (strcmp(key, "wg") == 0 || strcmp(key, "tile") == 0) {
            if (sscanf(val, "%dx%d%n", &a, &b, &n) != 2 || val[n])
                return kf_blas_fail(KF_BLAS_ERR_PARAMS, "%s=%s: want MxN", key, val);
            if (key[0] == 'w') {
                q.wgm = a; q.wgn = b;
            } else {
                q.tm = a; q.tn = b;
            }
        } else if (strcmp(key, "store") == 0) {
            if (strcmp(val, "array") && strcmp(val, "vars"))
                return kf_blas_fail(KF_BLAS_ERR_PARAMS, "store=%s: want array or vars", val);
            q.tile_array = strcmp(val, "array") == 0;
        } else if (strcmp(key, "prec") == 0) {
            if (strcmp(val, "s") && strcmp(val, "d"))
                return kf_blas_fail(KF_BLAS_ERR_PARAMS, "prec=%s: want s or d", val);
            q.prec = val[0] == 's' ? KF_BLAS_SINGLE : KF_BLAS_DOUBLE;
        } else if (strcmp(key, "trans") == 0) {
            if (strlen(val) != 2 || !strchr("nt", val[0]) || !strchr("nt", val[1]))
                return kf_blas_fail(KF_BLAS_ERR_PARAMS, "trans=%s: want nn, nt, tn or tt", val);
            q.trans_a = val[0] == 't';
            q.trans_b = val[1] == 't';
        } else {
            long v = strtol(val, &end, 10);
            if (*end || end == val)
                return kf_blas_fail(KF_BLAS_ERR_PARAMS, "%s=%s: not a number", key, val);
            if (strcmp(key, "kb") == 0)
                q.kb = (int)v;
            else if (strcmp(key, "ku") == 0)
                q.ku = (int)v;
            else if (strcmp(key, "tails") == 0)
                q.tails = (int)v;
            else if (strcmp(key, "mc") == 0)
                q.mc = (int)v;
            else if (strcmp(key, "nc") == 0)
                q.nc = (int)v;
            else if (strcmp(key, "tasks") == 0)
                q.tasks = (int)v;
            else if (strcmp(key, "threads") == 0)
                q.threads = (int)v;
            else if (strcmp(key, "fork") == 0)
                q.fork = (int)v;
            else if (strcmp(key, "vw") == 0)
                q.vw = (int)v;
            else if (strcmp(key, "splitk") == 0)
                q.splitk = (int)v;
            else
                return kf_blas_fail(KF_BLAS_ERR_PARAMS, "unknown field '%s'", key);
        }
    }
    *p = q;
    return KF_BLAS_SUCCESS;
}

/* ---- the CPU solver's parameters ------------------------------------------------ */

int kf_blas_cpu_avx512(void)
{
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f");
}

/* Built-in CPU parameters (GotoBLAS blocking, see kf_gemm_params): the
 * micro-tile fills the vector registers, 24 accumulators of the widest
 * vector (AVX-512: 32 x 12 floats, 16 x 12 doubles; else AVX2-sized
 * 16 x 6 and 8 x 6), packed blocks mc x kb of A in L2 and kb x nc of B,
 * one task per thread. */
kf_gemm_params kf_blas_cpu_defaults(kf_blas_precision prec)
{
    kf_gemm_params p = kf_gemm_default_params(prec, KF_GEMM_GLOBAL);
    int wide = kf_blas_cpu_avx512(), dbl = prec == KF_BLAS_DOUBLE;
    p.wgm = wide && !dbl ? 2 : 1;
    p.wgn = 1;
    p.tm = wide || !dbl ? 16 : 8;
    p.tn = wide ? 12 : 6;
    p.ku = 1;
    p.kb = dbl ? 256 : 384;
    p.mc = 256;
    p.nc = 4096;
    p.tasks = 1;
    p.prec = prec;
    return p;
}

/* (this file is not built with OpenMP: the threads are counted here) */
long kf_blas_cpu_threads(void)
{
    const char *e = getenv("OMP_NUM_THREADS");
    long t = e ? strtol(e, NULL, 10) : 0;
    if (t < 1)
        t = sysconf(_SC_NPROCESSORS_ONLN);
    return t < 1 ? 1 : t;
}

