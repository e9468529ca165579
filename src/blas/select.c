/*
 * select.c: the run-time selector (seed 004 "solution selector"; contract
 * in select.h): the kernel parameters of a call from the pin, the
 * environment, the device's store or the built-in defaults, and why
 * (kf_blas_select_last, kf_blas_select_explain).
 */
#include "blas/select.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- selector --------------------------------------------------------------- */

/* Stores read so far, one per device, kept for the process. */
typedef struct sel_entry {
    struct sel_entry *next;
    cl_device_id dev;
    kf_store store;
} sel_entry;

static pthread_mutex_t sel_lock = PTHREAD_MUTEX_INITIALIZER;
static sel_entry *sel_head;
/* The CPU solver's store, read on first use (cpu_loaded), for the key it
 * was read under: another thread count is another store. */
static kf_store cpu_store;
static int cpu_loaded;

void kf_blas_select_reset(void)
{
    pthread_mutex_lock(&sel_lock);
    while (sel_head) {
        sel_entry *e = sel_head;
        sel_head = e->next;
        kf_store_free(&e->store);
        free(e);
    }
    if (cpu_loaded)
        kf_store_free(&cpu_store);
    cpu_loaded = 0;
    pthread_mutex_unlock(&sel_lock);
}

/* The store of dev, read on first use.  Called with sel_lock held. */
static kf_store *sel_store(cl_device_id dev)
{
    sel_entry *s = sel_head;
    while (s && s->dev != dev)
        s = s->next;
    if (!s && (s = calloc(1, sizeof *s))) {
        s->dev = dev;
        if (kf_store_load(&s->store, dev, NULL) != 0)
            memset(&s->store, 0, sizeof s->store);
        s->next = sel_head;
        sel_head = s;
    }
    return s ? &s->store : NULL;
}

double kf_blas_select_speed(cl_device_id dev, kf_blas_precision prec, long m, long n, long k)
{
    pthread_mutex_lock(&sel_lock);
    kf_store *st = sel_store(dev);
    const kf_store_entry *e =
        st ? kf_store_find(st, "gemm", (char)prec, kf_store_size_class(m, n, k)) : NULL;
    double gf = e ? e->gflops : 0;
    pthread_mutex_unlock(&sel_lock);
    return gf > 0 ? gf : 0;
}

void kf_blas_select_split(long n, int nq, const double *weight, const long *block, long *width)
{
    double total = 0;
    for (int i = 0; i < nq; i++)
        total += weight[i] > 0 ? weight[i] : 0;
    long left = n;
    for (int i = 0; i < nq; i++) {
        double w = total > 0 ? (weight[i] > 0 ? weight[i] / total : 0) : 1.0 / nq;
        long b = block[i] > 0 ? block[i] : 1;
        long cols = i == nq - 1 ? left : (long)((double)n * w / b + 0.5) * b;
        if (cols > left)
            cols = left;
        width[i] = cols;
        left -= cols;
    }
}

/* The explain hook's text and the tuner's pin, per thread. */
static _Thread_local char sel_last[512];
static _Thread_local int sel_pinned, sel_pin_nb;
static _Thread_local kf_gemm_params sel_pin;

const char *kf_blas_select_last(void)
{
    return sel_last;
}

void kf_blas_select_pin(const kf_gemm_params *p, int nb)
{
    sel_pinned = p != NULL;
    if (p)
        sel_pin = *p;
    sel_pin_nb = nb;
}

/* The choice as kf_blas_select_last() reports it (and $KFORGE_BLAS_EXPLAIN
 * prints it): routine, precision, size class, where it came from, TRSM's
 * block, the parameters. */
static void record_choice(const char *routine, kf_blas_precision prec, const char *size,
                          const char *source, const kf_gemm_params *p, int nb)
{
    char desc[256], nbs[16] = "";
    kf_gemm_params_format(p, desc, sizeof desc);
    if (strcmp(routine, "trsm") == 0)
        snprintf(nbs, sizeof nbs, "nb=%d ", nb);
    snprintf(sel_last, sizeof sel_last, "%s %c %s: %s: %s%s", routine, (char)prec, size, source,
             nbs, desc);
    if (getenv("KFORGE_BLAS_EXPLAIN"))
        fprintf(stderr, "kforge: blas: %s\n", sel_last);
}

/* The store's entry for routine, or GEMM's when it has none, into *p, its
 * TRSM block into *nb (the routine's own entry only) and "<prefix>store
 * <routine>" into source.  1 when the routine's own entry decided, 0
 * otherwise (*p untouched when the store has neither).  Under sel_lock. */
static int store_pick(const kf_store *st, const char *routine, kf_blas_precision prec,
                      const char *size, const char *prefix, kf_gemm_params *p, int *nb,
                      char *source, size_t cap)
{
    const kf_store_entry *e = st ? kf_store_find(st, routine, (char)prec, size) : NULL;
    if (!e && st && strcmp(routine, "gemm") != 0)
        e = kf_store_find(st, "gemm", (char)prec, size);
    /* a shape class not tuned: the large problems' entry */
    if (!e && st && strcmp(size, "small") != 0 && strcmp(size, "large") != 0)
        return store_pick(st, routine, prec, "large", prefix, p, nb, source, cap);
    if (!e)
        return 0;
    *p = e->params;
    int own = strcmp(e->routine, routine) == 0;
    if (own && e->nb)
        *nb = e->nb;
    snprintf(source, cap, "%sstore %s", prefix, e->routine);
    return own;
}

kf_gemm_params kf_blas_device_defaults(cl_device_id dev, kf_blas_precision prec,
                                       kf_gemm_pattern pattern)
{
    cl_device_type type = 0;
    clGetDeviceInfo(dev, CL_DEVICE_TYPE, sizeof type, &type, NULL);
    if (!(type & CL_DEVICE_TYPE_CPU) || pattern != KF_GEMM_GLOBAL)
        return kf_gemm_default_params(prec, pattern);
    cl_uint vec = 1;
    if (clGetDeviceInfo(dev, prec == KF_BLAS_DOUBLE ? CL_DEVICE_PREFERRED_VECTOR_WIDTH_DOUBLE
                                                   : CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT,
                        sizeof vec, &vec, NULL) != CL_SUCCESS)
        vec = 1;
    return kf_gemm_cpu_device_params(prec, (int)vec);
}

/* The selection for `routine` (seed 004 "solution selector"): the pin;
 * else $KFORGE_GEMM_PARAMS over the store's entry for the routine, else
 * GEMM's entry (TRMM, TRSM untuned), else the built-in defaults.  Returns
 * 1 when the routine's own entry or the pin decided. */
static int select_for(cl_device_id dev, const char *routine, kf_blas_precision prec, long m,
                      long n, long k, kf_gemm_params *p, int *nb)
{
    const char *size = kf_store_size_class(m, n, k);
    char source[32] = "defaults";
    int own = 0, tnb = KF_BLAS_TRSM_NB;
    /* untuned: caches share the panels on a CPU; a GPU blocks through local
     * memory, except for small problems where few groups would run */
    cl_device_type type = 0;
    clGetDeviceInfo(dev, CL_DEVICE_TYPE, sizeof type, &type, NULL);
    int local = !(type & CL_DEVICE_TYPE_CPU) && strcmp(size, "small") != 0;
    /* untuned TRSM on a CPU device: each diagonal block costs three
     * launches in order, and launches, not flops, bound a CPU device's
     * TRSM; blocks of 128 took a 2048 x 32 STRSM on PoCL from 0.5 to 1.3
     * GFLOP/s and 256^2 from 2.3 to 6.9 (2 loaded cores) */
    if (type & CL_DEVICE_TYPE_CPU)
        tnb = 128;
    *p = kf_blas_device_defaults(dev, prec, local ? KF_GEMM_LOCAL : KF_GEMM_GLOBAL);
    pthread_mutex_lock(&sel_lock);
    own = store_pick(sel_store(dev), routine, prec, size, "", p, &tnb, source, sizeof source);
    pthread_mutex_unlock(&sel_lock);
    /* an explicit choice overrides store and defaults (experiments, tests) */
    const char *env = getenv("KFORGE_GEMM_PARAMS");
    kf_gemm_params q = *p;
    if (env && *env) {
        /* vector rows the text does not set are kept where they divide its
         * tile, else dropped: "wg=8x8 tile=4x4" means the scalar kernel it
         * meant before the defaults had vectors */
        int parsed = kf_gemm_params_parse(&q, env) == 0;
        if (parsed && !strstr(env, "vw=") && q.vw > 1 && q.tm % q.vw)
            q.vw = 0;
        if (parsed && kf_gemm_params_check(&q) == 0) {
            *p = q;
            snprintf(source, sizeof source, "KFORGE_GEMM_PARAMS");
        } else {
            fprintf(stderr, "kforge: warning: KFORGE_GEMM_PARAMS ignored: %s\n",
                    kf_blas_last_error());
        }
    }
    if (sel_pinned) {
        *p = sel_pin;
        own = 1;
        if (sel_pin_nb)
            tnb = sel_pin_nb;
        snprintf(source, sizeof source, "pinned");
    }
    p->prec = prec;
    if (nb)
        *nb = tnb;
    record_choice(routine, prec, size, source, p, tnb);
    return own;
}

/* A leading dimension of a multiple of 4 KiB (cache-set conflicts). */
static int conflict(long ld, size_t es)
{
    return ld > 1 && (ld * (long)es) % 4096 == 0;
}

/* A copy's leading dimension: at least rows, a cache line past a
 * multiple of 4 KiB. */
static long padded_ld(long rows, size_t es)
{
    return conflict(rows, es) ? rows + 64 / (long)es : rows;
}

int kf_blas_select_pack(const kf_gemm_params *p, long m, long n, long k, long lda, long ldb,
                        long ldc, kf_blas_pack *pk)
{
    memset(pk, 0, sizeof *pk);
    size_t es = kf_blas_elem(p->prec);
    long bm = (long)p->wgm * p->tm, bn = (long)p->wgn * p->tn;
    pk->m = (m + bm - 1) / bm * bm;
    pk->n = (n + bn - 1) / bn * bn;
    const char *force = getenv("KFORGE_BLAS_PACK");
    int forced = force && (*force == '0' || *force == '1');
    if (p->tri || m == 0 || n == 0 || k == 0 || (forced && *force == '0'))
        return 0;
    if (!forced && 2.0 * m * n * k < 2.0 * 384 * 384 * 384)
        return 0;
    int tm = pk->m != m, tn = pk->n != n;
    pk->a = tm || conflict(lda, es);
    pk->b = tn || conflict(ldb, es);
    pk->c = tm || tn || conflict(ldc, es);
    if (forced) /* all three, so that the copies are exercised at any size */
        pk->a = pk->b = pk->c = 1;
    pk->lda = padded_ld(p->trans_a ? k : pk->m, es);
    pk->ldb = padded_ld(p->trans_b ? pk->n : k, es);
    pk->ldc = padded_ld(pk->m, es);
    int any = pk->a || pk->b || pk->c;
    if (any && getenv("KFORGE_BLAS_EXPLAIN"))
        fprintf(stderr, "kforge: blas: gemm %ldx%ldx%ld indirect: copied%s%s%s, %ldx%ld\n", m, n,
                k, pk->a ? " A" : "", pk->b ? " B" : "", pk->c ? " C" : "", pk->m, pk->n);
    return any;
}

void kf_blas_select_gemm(cl_device_id dev, kf_blas_precision prec, long m, long n, long k,
                         kf_gemm_params *p)
{
    select_for(dev, "gemm", prec, m, n, k, p, NULL);
}

int kf_blas_select_tri(cl_device_id dev, const char *routine, kf_blas_precision prec, long m,
                       long n, long ka, kf_gemm_params *p, int *nb)
{
    return select_for(dev, routine, prec, m, n, ka, p, nb);
}

/* The CPU solver's store for the current key (thread count), read on
 * first use.  Called with sel_lock held; NULL when there is no location. */
static kf_store *sel_cpu_store(void)
{
    char *key = kf_store_cpu_key();
    if (!key)
        return NULL;
    if (cpu_loaded && (!cpu_store.key || strcmp(cpu_store.key, key) != 0)) {
        kf_store_free(&cpu_store);
        cpu_loaded = 0;
    }
    if (!cpu_loaded) {
        if (kf_store_load_cpu(&cpu_store, NULL) != 0)
            memset(&cpu_store, 0, sizeof cpu_store);
        cpu_loaded = 1;
    }
    free(key);
    return cpu_store.key ? &cpu_store : NULL;
}

int kf_blas_select_cpu(const char *routine, kf_blas_precision prec, long m, long n, long k,
                       const kf_gemm_params *defaults, kf_gemm_params *p, int *nb)
{
    const char *size = kf_store_size_class(m, n, k);
    char source[40] = "cpu defaults";
    int own = 0, tnb = 0;
    *p = *defaults;
    pthread_mutex_lock(&sel_lock);
    own = store_pick(sel_cpu_store(), routine, prec, size, "cpu ", p, &tnb, source,
                     sizeof source);
    pthread_mutex_unlock(&sel_lock);
    /* the explicit choice: over the built-in defaults, not over the store,
     * so that it means the same on every machine (tests, experiments) */
    const char *env = getenv("KFORGE_CPU_GEMM_PARAMS");
    kf_gemm_params q = *defaults;
    if (env && *env) {
        if (kf_gemm_params_parse(&q, env) == 0 && kf_gemm_params_check(&q) == 0) {
            *p = q;
            tnb = 0;
            snprintf(source, sizeof source, "KFORGE_CPU_GEMM_PARAMS");
        } else {
            fprintf(stderr, "kforge: warning: KFORGE_CPU_GEMM_PARAMS ignored: %s\n",
                    kf_blas_last_error());
        }
    }
    if (sel_pinned) {
        *p = sel_pin;
        own = 1;
        tnb = sel_pin_nb;
        snprintf(source, sizeof source, "pinned");
    }
    p->prec = prec;
    if (nb)
        *nb = tnb;
    record_choice(routine, prec, size, source, p, tnb ? tnb : KF_BLAS_TRSM_NB);
    return own;
}

const char *kf_blas_select_explain_shape(cl_device_id dev, const char *routine,
                                         kf_blas_precision prec, long m, long n, long k)
{
    kf_gemm_params p;
    if (!dev) {
        kf_gemm_params d = kf_blas_cpu_defaults(prec);
        kf_blas_select_cpu(routine, prec, m, n, k, &d, &p, NULL);
    } else if (strcmp(routine, "gemm") == 0) {
        kf_blas_select_gemm(dev, prec, m, n, k, &p);
    } else {
        kf_blas_select_tri(dev, routine, prec, m, n, k, &p, NULL);
    }
    return kf_blas_select_last();
}

const char *kf_blas_select_explain(cl_device_id dev, const char *routine,
                                   kf_blas_precision prec, long n)
{
    return kf_blas_select_explain_shape(dev, routine, prec, n, n, n);
}

int kf_blas_select_splitk(const kf_gemm_params *p, long m, long n, long k, long units)
{
    if (p->tri || k < 2)
        return 1;
    const char *e = getenv("KFORGE_BLAS_SPLITK");
    if (e && *e) {
        long v = strtol(e, NULL, 10);
        if (v == 0)
            return 1;
        if (v >= 2 && v <= 256)
            return (int)(v < k ? v : k);
    }
    if (k < 8 * (m > n ? m : n))
        return 1;
    long bm = (long)p->wgm * p->tm, bn = (long)p->wgn * p->tn;
    long groups = ((m + bm - 1) / bm) * ((n + bn - 1) / bn), want = 2 * (units > 0 ? units : 1);
    if (groups >= want)
        return 1;
    long s = (want + groups - 1) / groups, depth = p->kb * 4 > 256 ? p->kb * 4 : 256;
    if (s > k / depth)
        s = k / depth;
    if (s > 64)
        s = 64;
    return s < 2 ? 1 : (int)s;
}
