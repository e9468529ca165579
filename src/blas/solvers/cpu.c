/*
 * solvers/cpu.c: the CPU solver (contract in include/kforge/blas.h, "CPU
 * solver"): generated OpenMP kernels, compiled by the system C compiler,
 * loaded with dlopen, cached on disk and in the process; host memory, each
 * operation finished when it returns.
 */
#include "blas/solvers/solvers.h"
#include "kforge/file.h"
#include "support/ocl.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

typedef int (*sgemm_fn)(int, int, int, float, const float *, int, int, const float *, int,
                         int, float, float *, int, int);
typedef int (*dgemm_fn)(int, int, int, double, const double *, int, int, const double *, int,
                         int, double, double *, int, int);

typedef struct cpu_entry {
    struct cpu_entry *next;
    uint64_t hash;
    void *handle;
    void *fn;
} cpu_entry;

/* The GEMM kernel of a parameter set (memcmp of the whole struct: every
 * field is an int, no padding), in front of the source-keyed cache. */
typedef struct param_entry {
    struct param_entry *next;
    kf_gemm_params p;
    void *fn;
} param_entry;

static pthread_mutex_t cpu_lock = PTHREAD_MUTEX_INITIALIZER;
static cpu_entry *cpu_head;
static param_entry *param_head;
/* TRSM's inversion kernel by precision and block (8 << slot), in front of
 * the source-keyed cache */
static void *trtri_seen[2][8];
static struct { /* cpu_trsm_diag's and cpu_trsm_rows's kernels */
    int prec, mr, nr;
    void *fn, *rows;
} diag_seen[4];

/* TRSM's work buffers (the inverses W, the panel T) are kept between
 * calls, up to POOL_SLOTS of them of at most POOL_MAX bytes each: freed
 * and allocated again, a buffer of a few hundred KiB went back to the
 * kernel and was faulted in anew page by page on every call, depending
 * on what else lay on the heap (a 32 x 2048 STRSM on one Zen 3 core: 73
 * or 160 us from one build of the same program to the next).  A slot is
 * busy while a call holds it; concurrent ranges (cpu_split) take
 * different slots.  kf_blas_cpu_release frees the idle ones. */
enum { POOL_SLOTS = 8 };
#define POOL_MAX ((size_t)16 << 20)

static struct pool_slot {
    void *p;
    size_t size;
    int busy;
} pool[POOL_SLOTS];

/* Forgets the loaded kernels.  The libraries stay mapped until exit:
 * unloading code whose OpenMP worker threads may still be parked is not
 * safe (dlclose of such a library crashes later). */
void kf_blas_cpu_release(void)
{
    pthread_mutex_lock(&cpu_lock);
    while (cpu_head) {
        cpu_entry *e = cpu_head;
        cpu_head = e->next;
        free(e);
    }
    while (param_head) {
        param_entry *e = param_head;
        param_head = e->next;
        free(e);
    }
    memset(trtri_seen, 0, sizeof trtri_seen);
    memset(diag_seen, 0, sizeof diag_seen);
    for (int i = 0; i < POOL_SLOTS; i++)
        if (!pool[i].busy) {
            free(pool[i].p);
            pool[i].p = NULL;
            pool[i].size = 0;
        }
    pthread_mutex_unlock(&cpu_lock);
}

static const char *compiler(void)
{
    const char *cc = getenv("KFORGE_CC");
    return cc && *cc ? cc : "cc";
}

/* Runs the compiler on src.c into out.so (no shell); its output goes to log. */
static int run_cc(const char *src, const char *out, const char *log)
{
    pid_t pid = fork();
    if (pid < 0)
        return -1;
    if (pid == 0) {
        int fd = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd >= 0) {
            dup2(fd, 1);
            dup2(fd, 2);
            close(fd);
        }
        const char *cc = compiler();
        /* -march=native: the kernel is built on the machine it runs on;
         * 512-bit vectors where the CPU has them (gcc's default for
         * AVX-512 parts is 256), which the micro-tile is sized for */
        if (kf_blas_cpu_avx512())
            execlp(cc, cc, "-O3", "-march=native", "-mprefer-vector-width=512", "-fopenmp",
                   "-fPIC", "-shared", "-o", out, src, (char *)NULL);
        else
            execlp(cc, cc, "-O3", "-march=native", "-fopenmp", "-fPIC", "-shared", "-o", out,
                   src, (char *)NULL);
        fprintf(stderr, "cannot run the C compiler '%s'\n", cc);
        _exit(127);
    }
    int status;
    while (waitpid(pid, &status, 0) < 0)
        ;
    return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : -1;
}

/* The kernel of src, compiled and loaded if needed.  cpu_lock held. */
static kf_blas_status load(const char *src, const char *name, void **fn)
{
    uint64_t h = kf_fnv1a(KF_FNV_OFFSET, src, strlen(src));
    h = kf_fnv1a(h, compiler(), strlen(compiler()) + 1);
    /* the flags too: a library built with other flags is another kernel */
    const char *wide = kf_blas_cpu_avx512() ? "-mprefer-vector-width=512" : "";
    h = kf_fnv1a(h, wide, strlen(wide) + 1);
    h = kf_fnv1a(h, name, strlen(name) + 1);
    for (cpu_entry *e = cpu_head; e; e = e->next)
        if (e->hash == h) {
            *fn = e->fn;
            return KF_BLAS_SUCCESS;
        }
    char *dir = kf_ocl_cache_dir();
    if (!dir)
        return kf_blas_fail(KF_BLAS_ERR_BUILD, "no kernel cache directory (set KFORGE_CACHE_DIR)");
    kf_file_mkdir_p(dir);
    char *so = NULL, *tmp = NULL, *csrc = NULL, *log = NULL;
    kf_blas_status st = KF_BLAS_ERR_NO_MEMORY;
    long pid = (long)getpid();
    if (asprintf(&so, "%s/cpu-%016llx.so", dir, (unsigned long long)h) < 0 ||
        asprintf(&tmp, "%s.tmp.%ld.so", so, pid) < 0 ||
        asprintf(&csrc, "%s.tmp.%ld.c", so, pid) < 0 || asprintf(&log, "%s.tmp.%ld.log", so, pid) < 0)
        goto out;
    struct stat sb;
    if (stat(so, &sb) != 0) {
        /* build to a unique name, then rename: concurrent builders never
         * see a half-written library */
        if (kf_file_write_atomic(csrc, src, strlen(src)) != 0) {
            st = kf_blas_fail(KF_BLAS_ERR_BUILD, "cannot write %s", csrc);
            goto out;
        }
        int rc = run_cc(csrc, tmp, log);
        if (rc != 0 || rename(tmp, so) != 0) {
            char *text = kf_file_read(log, NULL);
            st = kf_blas_fail(KF_BLAS_ERR_BUILD, "%s failed on the generated kernel:\n%s",
                              compiler(), text ? text : "");
            free(text);
            unlink(tmp);
            unlink(csrc);
            unlink(log);
            goto out;
        }
        unlink(csrc);
        unlink(log);
    }
    /* OpenMP's idle threads busy-wait by default; between kernels the host
     * does serial work (TRSM runs a hundred of them between copies), and a
     * spinning thread takes the core it needs: measured on 2 cores, TRSM
     * 1024 took 140 to 350 ms so, 14 ms with passive waiting, GEMM the
     * same or better.  libgomp reads this when it is first loaded (by the
     * first kernel, unless the program uses OpenMP itself); a value the
     * user set is kept. */
    setenv("OMP_WAIT_POLICY", "passive", 0);
    void *handle = dlopen(so, RTLD_NOW | RTLD_LOCAL);
    void *f = handle ? dlsym(handle, name) : NULL;
    if (!f) {
        st = kf_blas_fail(KF_BLAS_ERR_BUILD, "dlopen %s: %s", so, dlerror());
        if (handle)
            dlclose(handle);
        goto out;
    }
    cpu_entry *e = malloc(sizeof *e);
    if (!e) {
        dlclose(handle);
        goto out;
    }
    *e = (cpu_entry){cpu_head, h, handle, f};
    cpu_head = e;
    *fn = f;
    st = KF_BLAS_SUCCESS;
out:
    free(dir);
    free(so);
    free(tmp);
    free(csrc);
    free(log);
    return st;
}

/* The parameters of a call (seed 004 "solution selector"):
 * $KFORGE_CPU_GEMM_PARAMS ("wg=2x1 tile=16x12 kb=384 mc=256 nc=4096
 * tasks=1") over the built-in ones, else the CPU store's entry, else the
 * built-in ones (kf_blas_select_cpu). */
kf_gemm_params kf_blas_cpu_params(const char *routine, kf_blas_precision prec, long m, long n,
                                  long k, int *nb)
{
    kf_gemm_params d = kf_blas_cpu_defaults(prec), p;
    kf_blas_select_cpu(routine, prec, m, n, k, &d, &p, nb);
    p.trans_a = p.trans_b = 0;
    p.tails = 0;
    p.tri = 0;
    if (!p.fork)
        p.fork = kf_blas_cpu_fork(routine, prec);
    return p;
}

/* The built-in least work per thread (kf_gemm_params.fork, 2^20 flops),
 * by routine and precision, for cold calls (a sleeping thread to wake):
 * docs/blas.md "Threads by the work".  TRSM's own kernels (the ranges,
 * the fused kernel) have their rules; this is for its GEMM updates. */
int kf_blas_cpu_fork(const char *routine, kf_blas_precision prec)
{
    /* 2^22 per thread for every routine and precision: two threads from
     * 8.4 Mflop (GEMM 203^3, TRMM 203^2 by its real work).  Measured at
     * load 12 no size up to 256 gained from the second thread in any
     * routine (a 128^2 STRMM on two threads 128 us, one 112; the issue's
     * 0.35x against 0.8x at load 1 to 2); on an idle machine a 256^3
     * GEMM's threads pay.  A machine's own value goes in its store. */
    (void)routine, (void)prec;
    return 4;
}

long kf_blas_cpu_threads_for(const kf_gemm_params *p, double work, long units, long all)
{
    long want = p->threads > 0 && p->threads < all ? p->threads : all;
    double per = (p->fork > 0 ? p->fork : 4) * 1048576.0;
    while (want > 1 && work < per * (double)want)
        want--;
    /* a thread with no micro-tile of the cut dimension only costs its
     * wake-up */
    if (units > 0 && want > units)
        want = units;
    return want < 1 ? 1 : want;
}

static void omp_hooks(void);
static void (*omp_set)(int);
static int (*omp_get)(void);
static pthread_once_t omp_once = PTHREAD_ONCE_INIT;

/* The threads of one kernel call (seed 004's selector, by the call's
 * work and shape: kf_blas_cpu_threads_for): at most p->threads (the
 * store's choice for the call's size class; 0: every thread), each with
 * at least p->fork 2^20 flops of real work (a wake-up with passive
 * waiting costs 5 to 20 us, far more on a loaded machine) and a
 * micro-tile of the dimension the kernel cuts (units of them).  Returns
 * the count to put back by threads_end (0: none). */
static int threads_begin(const kf_gemm_params *p, double work, long units)
{
    long all = kf_blas_cpu_threads();
    long want = kf_blas_cpu_threads_for(p, work, units, all);
    if (want >= all)
        return 0;
    pthread_once(&omp_once, omp_hooks);
    int old = omp_set && omp_get ? omp_get() : 0;
    if (old <= want)
        return 0;
    omp_set((int)want);
    return old;
}

static void threads_end(int old)
{
    if (old)
        omp_set(old);
}

static kf_blas_status gemm_splitk(const kf_gemm_params *p, long parts, long m, long n, long k,
                                  double alpha, const void *A, long lda, const void *B, long ldb,
                                  double beta, void *C, long ldc);
static kf_blas_status gemm_run(const kf_gemm_params *base, long m, long n, long k, double alpha,
                               const void *A, long lda, const void *B, long ldb, double beta,
                               void *C, long ldc);

/* Split-K (seed 004's selector, by the problem's shape): a GEMM of the
 * largek class (k >= 8 max(m, n)) on more than one thread has K cut into
 * one slice per thread, each slice one-threaded, the partial products
 * summed into C.  Cut by rows or columns instead, each thread packed all
 * of the long operand it shares (a 64^2 x 8192 SGEMM on 2 threads: B,
 * 8192 x 64, packed by both, as many elements as multiply-adds by 32);
 * by K, each packs its own slice of both.  Each slice keeps at least 2^22
 * flops.  TRMM's kernels (in place, masked) are not cut.
 * KFORGE_BLAS_SPLITK=0 turns it off (to compare the two on one machine). */
static long splitk_parts(const kf_gemm_params *p, long m, long n, long k)
{
    long t = kf_blas_cpu_threads();
    if (p->threads > 0 && p->threads < t)
        t = p->threads;
    double flops = 2.0 * m * n * k;
    const char *e = getenv("KFORGE_BLAS_SPLITK"); /* 0: never (to compare) */
    if (p->tri || t < 2 || k < 8 * (m > n ? m : n) || (e && strcmp(e, "0") == 0))
        return 1;
    /* the calling thread's OpenMP setting too (TRSM's ranges run on one) */
    pthread_once(&omp_once, omp_hooks);
    if (omp_get && omp_get() < t)
        t = omp_get();
    while (t > 1 && flops / (double)t < 4194304.0)
        t--;
    return t;
}

kf_blas_status kf_gemm_cpu_run(const kf_gemm_params *base, long m, long n, long k,
                               double alpha, const void *A, long lda, const void *B, long ldb,
                               double beta, void *C, long ldc)
{
    long parts = splitk_parts(base, m, n, k);
    if (parts > 1)
        return gemm_splitk(base, parts, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
    return gemm_run(base, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* One call of p's kernel over the whole problem. */
static kf_blas_status gemm_run(const kf_gemm_params *base, long m, long n, long k, double alpha,
                               const void *A, long lda, const void *B, long ldb, double beta,
                               void *C, long ldc)
{
    kf_gemm_params p = *base;
    /* one kernel does the whole problem; the tail flags only tell it
     * whether a partial micro-tile can occur */
    long mr = (long)p.wgm * p.tm, nr = (long)p.wgn * p.tn;
    p.tails = (m % mr ? KF_GEMM_TAIL_M : 0) | (n % nr ? KF_GEMM_TAIL_N : 0);
    void *fn = NULL;
    kf_blas_status st = KF_BLAS_SUCCESS;
    /* parameters seen before: no source to generate and hash (TRSM calls
     * GEMM a hundred times) */
    pthread_mutex_lock(&cpu_lock);
    for (param_entry *e = param_head; e && !fn; e = e->next)
        if (memcmp(&e->p, &p, sizeof p) == 0)
            fn = e->fn;
    pthread_mutex_unlock(&cpu_lock);
    if (!fn) {
        char *src = kf_blas_gemm_gen(&p, KF_BLAS_OPENMP);
        if (!src)
            return KF_BLAS_ERR_PARAMS;
        pthread_mutex_lock(&cpu_lock);
        st = load(src, "kf_gemm", &fn);
        param_entry *e = st ? NULL : malloc(sizeof *e);
        if (e) {
            *e = (param_entry){param_head, p, fn};
            param_head = e;
        }
        pthread_mutex_unlock(&cpu_lock);
        free(src);
        if (st)
            return st;
    }
    /* the real work: a triangular operand is half zero (TRMM), and the
     * units the kernel's tasks cut: a TRMM in place cuts the dimension
     * that is not the triangle's, a GEMM the one that gives the busiest
     * thread the least (at most one of them fewer than the larger) */
    double work = p.tri ? (double)m * n * k : 2.0 * m * n * k;
    long um = (m + mr - 1) / mr, un = (n + nr - 1) / nr;
    long units = p.tri == KF_GEMM_TRI_A && C == B   ? un
                 : p.tri == KF_GEMM_TRI_B && C == A ? um
                 : p.tri == KF_GEMM_TRI_A           ? um
                 : p.tri == KF_GEMM_TRI_B           ? un
                                                    : (um > un ? um : un);
    int old = threads_begin(&p, work, units), rc;
    if (p.prec == KF_BLAS_DOUBLE)
        rc = ((dgemm_fn)fn)((int)m, (int)n, (int)k, alpha, A, 0, (int)lda, B, 0, (int)ldb, beta,
                            C, 0, (int)ldc);
    else
        rc = ((sgemm_fn)fn)((int)m, (int)n, (int)k, (float)alpha, A, 0, (int)lda, B, 0,
                            (int)ldb, (float)beta, C, 0, (int)ldc);
    threads_end(old);
    return rc ? kf_blas_fail(KF_BLAS_ERR_NO_MEMORY, "the CPU kernel could not allocate its "
                             "packing buffers")
              : KF_BLAS_SUCCESS;
}

/* ---- the solver's operations (solver.h) ------------------------------------ */

/* One parameter set for every GEMM of a call: kf_blas_cpu_params. */
static int cpu_select(void *sv, const char *routine, kf_blas_precision prec, long m, long n,
                      long k, kf_gemm_params *p, int *nb)
{
    (void)sv;
    *p = kf_blas_cpu_params(routine, prec, m, n, k, nb);
    return 1;
}

static kf_blas_status cpu_gemm(void *sv, const kf_gemm_params *p, long m, long n, long k,
                               double alpha, kf_blas_buf A, size_t oa, long lda, kf_blas_buf B,
                               size_t ob, long ldb, double beta, kf_blas_buf C, size_t oc, long ldc)
{
    (void)sv;
    size_t es = kf_blas_elem(p->prec);
    return kf_gemm_cpu_run(p, m, n, k, alpha, (char *)A.host + oa * es, lda,
                           (char *)B.host + ob * es, ldb, beta, (char *)C.host + oc * es, ldc);
}

/* TRMM's kernel masks the triangular operand as it packs it (only each
 * micro-panel's non-zero K range, zero micro-tiles skipped), and runs in
 * place, C being B (its K blocks ordered so that no block reads what an
 * earlier one wrote, its tasks cut along B's other dimension), when that
 * dimension gives every thread a micro-tile; a narrower B is copied first
 * (the product reads the copy) so that the tasks can cut the triangle's
 * dimension.  The copy cost 5% of a 1024 STRMM on 2 cores. */
static int cpu_in_place(void *sv, const kf_gemm_params *p, long m, long n)
{
    (void)sv;
    int left = p->tri == KF_GEMM_TRI_A;
    long micro = left ? (long)p->wgn * p->tn : (long)p->wgm * p->tm;
    long other = left ? n : m, tri = left ? m : n, t = kf_blas_cpu_threads();
    if (p->threads > 0 && p->threads < t)
        t = p->threads;
    /* Cut along B's other dimension, every thread but one packs the whole
     * triangle again (tri^2 / 2 elements each); cut along the triangle
     * (B copied first), each packs its share of it and B's columns it
     * reads (at most tri x other).  In place where the triangle's copies
     * cost no more than B's: a 2048 x 32 STRMM on two threads took 3.4 ms
     * of CPU time in place, 2.6 on one thread, 2.4 cut by the triangle.
     * KFORGE_BLAS_TRMM_INPLACE=1 keeps the old rule (to compare). */
    const char *e = getenv("KFORGE_BLAS_TRMM_INPLACE");
    int old = e && strcmp(e, "1") == 0;
    return other >= t * micro && (old || (t - 1) * tri <= 2 * other);
}

/* The idle slot whose buffer holds bytes (the smallest such), else an
 * idle slot to fill anew (an empty one, else the smallest), else -1.
 * cpu_lock held. */
static int pool_pick(size_t bytes, int *fits)
{
    int fit = -1, other = -1;
    for (int i = 0; i < POOL_SLOTS; i++) {
        if (pool[i].busy)
            continue;
        if (pool[i].p && pool[i].size >= bytes) {
            if (fit < 0 || pool[i].size < pool[fit].size)
                fit = i;
        } else if (other < 0 || !pool[i].p || (pool[other].p && pool[i].size < pool[other].size)) {
            other = i;
        }
    }
    *fits = fit >= 0;
    return fit >= 0 ? fit : other;
}

static kf_blas_status cpu_alloc(void *sv, size_t bytes, kf_blas_buf *out)
{
    (void)sv;
    if (!bytes)
        bytes = 1;
    if (bytes <= POOL_MAX) {
        pthread_mutex_lock(&cpu_lock);
        int fits, i = pool_pick(bytes, &fits);
        if (i >= 0 && !fits) {
            free(pool[i].p);
            pool[i].p = malloc(bytes);
            pool[i].size = pool[i].p ? bytes : 0;
        }
        if (i >= 0 && pool[i].p) {
            pool[i].busy = 1;
            out->host = pool[i].p;
            pthread_mutex_unlock(&cpu_lock);
            return KF_BLAS_SUCCESS;
        }
        pthread_mutex_unlock(&cpu_lock);
    }
    out->host = malloc(bytes);
    return out->host ? KF_BLAS_SUCCESS
                     : kf_blas_fail(KF_BLAS_ERR_NO_MEMORY, "malloc of %zu bytes", bytes);
}

static void cpu_free(void *sv, kf_blas_buf b)
{
    (void)sv;
    pthread_mutex_lock(&cpu_lock);
    for (int i = 0; i < POOL_SLOTS; i++)
        if (pool[i].busy && pool[i].p == b.host) {
            pool[i].busy = 0;
            pthread_mutex_unlock(&cpu_lock);
            return;
        }
    pthread_mutex_unlock(&cpu_lock);
    free(b.host);
}

static kf_blas_status cpu_copy(void *sv, kf_blas_buf X, size_t off, long ld, long r, long c,
                               kf_blas_buf T, size_t es)
{
    (void)sv;
    for (long j = 0; j < c; j++)
        memcpy((char *)T.host + (size_t)j * r * es, (char *)X.host + (off + (size_t)j * ld) * es,
               (size_t)r * es);
    return KF_BLAS_SUCCESS;
}

typedef void (*strtri_fn)(int, const float *, int, int, int, int, float *);
typedef void (*dtrtri_fn)(int, const double *, int, int, int, int, double *);

static kf_blas_status cpu_trtri(void *sv, kf_blas_precision prec, long n, kf_blas_buf A,
                                size_t oa, long lda, int lower, int unit, int nb, int vw,
                                kf_blas_buf W)
{
    (void)sv, (void)vw; /* (the OpenMP kernel vectorises its rows itself) */
    /* the kernel of each precision and block seen before, without
     * generating and hashing its source again (a 128^2 TRSM spent a tenth
     * of its time there) */
    int d = prec == KF_BLAS_DOUBLE, slot = 0;
    while (slot < 7 && (8 << slot) < nb)
        slot++;
    kf_blas_status st = KF_BLAS_SUCCESS;
    pthread_mutex_lock(&cpu_lock);
    void *fn = (8 << slot) == nb ? trtri_seen[d][slot] : NULL;
    pthread_mutex_unlock(&cpu_lock);
    if (!fn) {
        char *src = kf_blas_trtri_gen(prec, KF_BLAS_OPENMP, nb);
        if (!src)
            return KF_BLAS_ERR_PARAMS;
        pthread_mutex_lock(&cpu_lock);
        st = load(src, "kf_trtri", &fn);
        if (!st && (8 << slot) == nb)
            trtri_seen[d][slot] = fn;
        pthread_mutex_unlock(&cpu_lock);
        free(src);
        if (st)
            return st;
    }
    if (prec == KF_BLAS_DOUBLE)
        ((dtrtri_fn)fn)((int)n, A.host, (int)oa, (int)lda, lower, unit, W.host);
    else
        ((strtri_fn)fn)((int)n, A.host, (int)oa, (int)lda, lower, unit, W.host);
    return KF_BLAS_SUCCESS;
}

/* TRSM's fused kernels for the tile p's micro-tile (kf_blas_trsm_diag_gen:
 * kf_trsm_diag and kf_trsm_rows, one library): the last tiles' are kept,
 * as trtri's, without generating and hashing their source again. */
static kf_blas_status trsm_kernels(const kf_gemm_params *p, void **diag, void **rows)
{
    int mr = p->wgm * p->tm, nr = p->wgn * p->tn, d = p->prec == KF_BLAS_DOUBLE;
    *diag = *rows = NULL;
    pthread_mutex_lock(&cpu_lock);
    for (int i = 0; i < 4 && !*diag; i++)
        if (diag_seen[i].fn && diag_seen[i].prec == d && diag_seen[i].mr == mr &&
            diag_seen[i].nr == nr)
            *diag = diag_seen[i].fn, *rows = diag_seen[i].rows;
    pthread_mutex_unlock(&cpu_lock);
    if (*diag)
        return KF_BLAS_SUCCESS;
    char *src = kf_blas_trsm_diag_gen(p->prec, mr, nr);
    if (!src)
        return KF_BLAS_ERR_PARAMS;
    pthread_mutex_lock(&cpu_lock);
    kf_blas_status st = load(src, "kf_trsm_diag", diag);
    for (cpu_entry *e = cpu_head; !st && e; e = e->next)
        if (e->fn == *diag)
            *rows = dlsym(e->handle, "kf_trsm_rows");
    if (!st && !*rows)
        st = kf_blas_fail(KF_BLAS_ERR_BUILD, "kf_trsm_rows missing from the TRSM kernel library");
    if (!st) {
        int i = 0;
        while (i < 3 && diag_seen[i].fn)
            i++;
        diag_seen[i].prec = d, diag_seen[i].mr = mr, diag_seen[i].nr = nr;
        diag_seen[i].fn = *diag, diag_seen[i].rows = *rows;
    }
    pthread_mutex_unlock(&cpu_lock);
    free(src);
    return st;
}

/* TRSM's diagonal block whole (kf_trsm_diag); the packed triangle goes in
 * a pool buffer. */
typedef void (*strsm_diag_fn)(int, int, float, const float *, long, long, int, float *, long,
                              long, float *);
typedef void (*dtrsm_diag_fn)(int, int, double, const double *, long, long, int, double *, long,
                              long, double *);
static kf_blas_status cpu_trsm_diag(void *sv, const kf_gemm_params *p, const kf_blas_trsm_step *t)
{
    int mr = p->wgm * p->tm, d = p->prec == KF_BLAS_DOUBLE;
    if (t->s > KF_BLAS_TRSM_DIAG_MAX)
        return kf_blas_fail(KF_BLAS_ERR_PARAMS, "TRSM diagonal block of %ld rows (at most %d)",
                            t->s, (int)KF_BLAS_TRSM_DIAG_MAX);
    void *fn, *rows;
    kf_blas_status st = trsm_kernels(p, &fn, &rows);
    if (st)
        return st;
    long nblk = (t->s + mr - 1) / mr;
    kf_blas_buf w;
    if ((st = cpu_alloc(sv, (size_t)mr * mr * nblk * (nblk + 1) / 2 * kf_blas_elem(p->prec), &w)))
        return st;
    size_t es = kf_blas_elem(p->prec);
    const char *a = (const char *)t->A.host + t->oa * es;
    char *b = (char *)t->B.host + t->oi * es;
    /* the kernel's own flops test decides whether it forks at all; here
     * only the class's cap on the threads */
    int old = threads_begin(p, 1e300, 0);
    if (d)
        ((dtrsm_diag_fn)fn)((int)t->s, (int)t->n, t->alpha, (const double *)a, t->ars, t->acs,
                            t->unit, (double *)b, t->brs, t->bcs, w.host);
    else
        ((strsm_diag_fn)fn)((int)t->s, (int)t->n, (float)t->alpha, (const float *)a, t->ars,
                            t->acs, t->unit, (float *)b, t->brs, t->bcs, w.host);
    threads_end(old);
    cpu_free(sv, w);
    return KF_BLAS_SUCCESS;
}

/* The whole narrow TRSM (kf_trsm_rows): B's panels and each thread's
 * packing buffer in one pool buffer.  The threads by the work (s^2 n
 * flops), and how they share it: each chunk's update shared by row
 * blocks (nt, at most one per row block of a chunk; a fork per chunk,
 * the chunk's solve on one thread), or, with KFORGE_BLAS_TRSM_ROWS_PANELS=1
 * (KF_BLAS_TRSM_ROWS_PANELS, the default, is 0), B's panels cut among a
 * team (pt), each thread solving its own panels whole, A's chunk steps
 * packed once for the team where the threads run in step (one fork a
 * call), where every thread gets a panel and the busiest holds at most a
 * quarter more than its share (6 panels of a 2048 x 32 STRSM on AVX2, 3
 * each on two threads; not 3 panels on two): docs/blas.md, "CPU TRSM on
 * two threads". */
typedef void (*strsm_rows_fn)(int, int, float, const float *, long, long, int, float *, long,
                              long, int, int, float *);
typedef void (*dtrsm_rows_fn)(int, int, double, const double *, long, long, int, double *, long,
                              long, int, int, double *);

long kf_blas_cpu_trsm_rows_panels(const kf_gemm_params *p, long np, double flops, long threads)
{
    const char *e = getenv("KFORGE_BLAS_TRSM_ROWS_PANELS");
    if (!(e && *e ? strcmp(e, "0") != 0 : KF_BLAS_TRSM_ROWS_PANELS))
        return 1;
    long pt = kf_blas_cpu_threads_for(p, flops, np, threads);
    while (pt > 1 && (double)((np + pt - 1) / pt) * pt > 1.25 * np)
        pt--;
    return pt;
}

static kf_blas_status cpu_trsm_rows(void *sv, const kf_gemm_params *p, const kf_blas_trsm_step *t)
{
    int mr = p->wgm * p->tm, nr = p->wgn * p->tn, d = p->prec == KF_BLAS_DOUBLE;
    if (t->s > INT_MAX / 64 || t->n > INT_MAX / 64)
        return kf_blas_fail(KF_BLAS_ERR_PARAMS, "TRSM of %ld x %ld: too large for one call",
                            t->s, t->n);
    void *diag, *fn;
    kf_blas_status st = trsm_kernels(p, &diag, &fn);
    if (st)
        return st;
    size_t es = kf_blas_elem(p->prec);
    long ldp = (t->s + mr - 1) / mr * mr + 64 / (long)es, np = (t->n + nr - 1) / nr;
    long nblk = (t->s + mr - 1) / mr;
    double flops = (double)t->s * t->s * t->n;
    long pt = kf_blas_cpu_trsm_rows_panels(p, np, flops, kf_blas_cpu_threads());
    long nt = pt > 1 ? 1
                     : kf_blas_cpu_threads_for(p, flops,
                                               nblk < KF_BLAS_TRSM_ROWS_CHUNK
                                                   ? nblk
                                                   : KF_BLAS_TRSM_ROWS_CHUNK,
                                               kf_blas_cpu_threads());
    kf_blas_buf w;
    if ((st = cpu_alloc(sv, ((size_t)ldp * np * nr +
                             KF_BLAS_TRSM_ROWS_WORK(mr) * (size_t)(pt > nt ? pt : nt) +
                             (pt > 1 ? KF_BLAS_TRSM_ROWS_RING_WORK(mr) : 0)) * es,
                        &w)))
        return st;
    const char *a = (const char *)t->A.host + t->oa * es;
    char *b = (char *)t->B.host + t->oi * es;
    if (d)
        ((dtrsm_rows_fn)fn)((int)t->s, (int)t->n, t->alpha, (const double *)a, t->ars, t->acs,
                            t->unit, (double *)b, t->brs, t->bcs, (int)nt, (int)pt, w.host);
    else
        ((strsm_rows_fn)fn)((int)t->s, (int)t->n, (float)t->alpha, (const float *)a, t->ars,
                            t->acs, t->unit, (float *)b, t->brs, t->bcs, (int)nt, (int)pt, w.host);
    cpu_free(sv, w);
    return KF_BLAS_SUCCESS;
}

/* ---- ranges solved apart (solver.h's split) ------------------------------------- */

/* OpenMP's thread count of the calling thread, reached through libgomp
 * (the kernels' runtime; this file is not built with OpenMP): each range
 * runs its kernels on one thread, the ranges on the threads. */
static void omp_hooks(void)
{
    setenv("OMP_WAIT_POLICY", "passive", 0); /* as load(): before libgomp starts */
    void *h = dlopen("libgomp.so.1", RTLD_NOW | RTLD_LOCAL);
    if (h) { /* kept open: the kernels link the same library */
        *(void **)&omp_set = dlsym(h, "omp_set_num_threads");
        *(void **)&omp_get = dlsym(h, "omp_get_max_threads");
    }
}

typedef struct split_job {
    kf_blas_status (*fn)(void *arg, long lo, long hi);
    void *arg;
    long lo, hi;
    kf_blas_status st;
} split_job;

static void *split_worker(void *arg)
{
    split_job *j = arg;
    omp_set(1); /* this thread's own setting (libgomp keeps one per thread) */
    j->st = j->fn(j->arg, j->lo, j->hi);
    return NULL;
}

/* One K slice of gemm_splitk: the first into C (times beta), the others
 * into their own m x n buffer W (beta 0). */
typedef struct splitk_slice {
    const kf_gemm_params *p;
    long m, n, lda, ldb, ldc;
    double alpha, beta;
    const void *A, *B;
    void *C;
} splitk_slice;

static kf_blas_status splitk_run(void *arg, long lo, long hi)
{
    const splitk_slice *s = arg;
    size_t es = kf_blas_elem(s->p->prec);
    const char *a = (const char *)s->A + (s->p->trans_a ? (size_t)lo : (size_t)lo * s->lda) * es;
    const char *b = (const char *)s->B + (s->p->trans_b ? (size_t)lo * s->ldb : (size_t)lo) * es;
    kf_gemm_params one = *s->p;
    one.threads = 1;
    return gemm_run(&one, s->m, s->n, hi - lo, s->alpha, a, s->lda, b, s->ldb, s->beta, s->C,
                    s->ldc);
}

static kf_blas_status gemm_splitk(const kf_gemm_params *p, long parts, long m, long n, long k,
                                  double alpha, const void *A, long lda, const void *B, long ldb,
                                  double beta, void *C, long ldc)
{
    pthread_once(&omp_once, omp_hooks);
    size_t es = kf_blas_elem(p->prec), mn = (size_t)m * n;
    kf_blas_buf w = {0};
    /* without libgomp's hooks or a buffer: uncut, as before */
    if (!omp_set || !omp_get || parts > 16 || cpu_alloc(NULL, (parts - 1) * mn * es, &w))
        return gemm_run(p, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
    splitk_slice sl[16];
    split_job job[16];
    pthread_t tid[16];
    int started[16] = {0};
    /* slices in whole cache blocks of K where there are enough */
    long kb = p->kb > 0 ? p->kb : 256, per = (k + parts - 1) / parts;
    if (per > kb)
        per = (per + kb - 1) / kb * kb;
    long lo = 0, used = 0;
    for (long i = 0; i < parts && lo < k; i++, lo += per, used++) {
        long hi = lo + per < k ? lo + per : k;
        sl[i] = (splitk_slice){p, m, n, lda, ldb, i ? m : ldc, alpha, i ? 0.0 : beta, A, B,
                               i ? (char *)w.host + (i - 1) * mn * es : C};
        job[i] = (split_job){splitk_run, &sl[i], lo, hi, KF_BLAS_SUCCESS};
    }
    for (long i = 1; i < used; i++)
        started[i] = pthread_create(&tid[i], NULL, split_worker, &job[i]) == 0;
    job[0].st = splitk_run(&sl[0], job[0].lo, job[0].hi);
    kf_blas_status st = job[0].st;
    for (long i = 1; i < used; i++) {
        if (started[i])
            pthread_join(tid[i], NULL);
        else
            job[i].st = splitk_run(&sl[i], job[i].lo, job[i].hi);
        if (!st)
            st = job[i].st;
    }
    /* C += W_1 + ... */
    for (long i = 1; !st && i < used; i++)
        for (long j = 0; j < n; j++) {
            if (p->prec == KF_BLAS_DOUBLE) {
                double *c = (double *)C + (size_t)j * ldc;
                const double *x = (const double *)w.host + (i - 1) * mn + (size_t)j * m;
                for (long r = 0; r < m; r++)
                    c[r] += x[r];
            } else {
                float *c = (float *)C + (size_t)j * ldc;
                const float *x = (const float *)w.host + (i - 1) * mn + (size_t)j * m;
                for (long r = 0; r < m; r++)
                    c[r] += x[r];
            }
        }
    cpu_free(NULL, w);
    return st;
}

/* One range per thread, each a multiple of align but the last, and each
 * of at least 2^22 flops (measured on 2 cores: a 128^3 TRSM took 106 us
 * on two threads, 81 us on one) and of at least SPLIT_MIN_WIDTH columns:
 * every range reads and packs the whole triangle again (the outer
 * updates' A blocks, the fused kernel's triangle), one element for every
 * w multiply-adds on a range of w columns, so that narrow ranges double
 * the packing (a 2048 x 32 STRSM on 2 threads, ranges of 18 and 14: 4.0
 * ms of CPU time against 2.8 whole, which runs its GEMMs' rows on every
 * thread, the triangle packed once; load 27).  The busiest range holds at
 * most a quarter more than its share (32 columns in micro-tiles of 12: 24
 * and 8 would not).  A single range runs whole, as called. */
enum { SPLIT_MIN_WIDTH = 64 };

long kf_blas_cpu_split_parts(long count, long align, double flops, long threads)
{
    long units = (count + align - 1) / align;
    long parts = threads < units ? threads : units;
    while (parts > 1 && flops / (double)parts < 4194304.0)
        parts--;
    while (parts > 1 && count / parts < SPLIT_MIN_WIDTH)
        parts--;
    while (parts > 1 && (double)((units + parts - 1) / parts) * parts > 1.25 * units)
        parts--;
    return parts < 1 ? 1 : parts;
}

/* The ranges of kf_blas_cpu_split_parts, the first on the calling thread,
 * whose OpenMP thread count is put back. */
static kf_blas_status cpu_split(void *sv, long count, long align, double flops, int threads,
                                kf_blas_status (*fn)(void *arg, long lo, long hi), void *arg)
{
    (void)sv;
    long t = kf_blas_cpu_threads(), units = (count + align - 1) / align;
    if (threads > 0 && threads < t)
        t = threads;
    long parts = kf_blas_cpu_split_parts(count, align, flops, t);
    if (parts <= 1)
        return fn(arg, 0, count);
    pthread_once(&omp_once, omp_hooks);
    if (!omp_set || !omp_get)
        return fn(arg, 0, count);
    if (parts > 64)
        parts = 64;
    split_job job[64];
    pthread_t tid[64];
    int started[64] = {0};
    long per = (units + parts - 1) / parts * align, lo = 0;
    parts = (count + per - 1) / per; /* no empty range */
    for (long i = 0; i < parts; i++, lo += per) {
        long hi = lo + per < count ? lo + per : count;
        job[i] = (split_job){fn, arg, lo, hi < lo ? lo : hi, KF_BLAS_SUCCESS};
    }
    for (long i = 1; i < parts; i++)
        started[i] = pthread_create(&tid[i], NULL, split_worker, &job[i]) == 0;
    int old = omp_get();
    omp_set(1);
    job[0].st = fn(arg, job[0].lo, job[0].hi);
    omp_set(old);
    kf_blas_status st = job[0].st;
    for (long i = 1; i < parts; i++) {
        if (started[i])
            pthread_join(tid[i], NULL);
        else /* no thread: the range runs here, after the others */
            job[i].st = fn(arg, job[i].lo, job[i].hi);
        if (!st)
            st = job[i].st;
    }
    return st;
}

/* outer blocks of 256: the update of each is one long-K GEMM */
static const kf_blas_solver cpu = {"cpu", kf_blas_check_pointers, NULL, cpu_select, cpu_gemm,
                                   cpu_in_place, cpu_alloc, cpu_free, cpu_copy, cpu_trtri, 256,
                                   cpu_split, NULL, cpu_trsm_diag, cpu_trsm_rows};

/* ---- the routines ---------------------------------------------------------------- */

static kf_blas_status gemm_cpu(kf_blas_precision prec, kf_blas_layout layout,
                               kf_blas_transpose transA, kf_blas_transpose transB, long m,
                               long n, long k, double alpha, const void *A, long lda,
                               const void *B, long ldb, double beta, void *C, long ldc)
{
    kf_blas_buf a = {.host = (void *)A}, b = {.host = (void *)B}, c = {.host = C};
    return kf_blas_gemm_solve(&cpu, NULL, prec, layout, transA, transB, m, n, k, alpha, a, 0, lda,
                              b, 0, ldb, beta, c, 0, ldc);
}

kf_blas_status kf_sgemm_cpu(kf_blas_layout layout, kf_blas_transpose transA,
                            kf_blas_transpose transB, long m, long n, long k, float alpha,
                            const float *A, long lda, const float *B, long ldb, float beta,
                            float *C, long ldc)
{
    return gemm_cpu(KF_BLAS_SINGLE, layout, transA, transB, m, n, k, alpha, A, lda, B, ldb,
                    beta, C, ldc);
}

kf_blas_status kf_dgemm_cpu(kf_blas_layout layout, kf_blas_transpose transA,
                            kf_blas_transpose transB, long m, long n, long k, double alpha,
                            const double *A, long lda, const double *B, long ldb,
                            double beta, double *C, long ldc)
{
    return gemm_cpu(KF_BLAS_DOUBLE, layout, transA, transB, m, n, k, alpha, A, lda, B, ldb,
                    beta, C, ldc);
}

/* TRMM or TRSM on host memory. */
static kf_blas_status tri_cpu(kf_blas_tri_routine routine, kf_blas_precision prec,
                              kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                              kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                              double alpha, const void *A, long lda, void *B, long ldb)
{
    kf_blas_buf a = {.host = (void *)A}, b = {.host = B};
    return kf_blas_tri_solve(&cpu, NULL, routine, prec, layout, side, uplo, transA, diag, m, n,
                             alpha, a, 0, lda, b, 0, ldb);
}

kf_blas_status kf_strmm_cpu(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                            kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                            float alpha, const float *A, long lda, float *B, long ldb)
{
    return tri_cpu(KF_BLAS_TRMM, KF_BLAS_SINGLE, layout, side, uplo, transA, diag, m, n, alpha, A,
                   lda, B, ldb);
}

kf_blas_status kf_dtrmm_cpu(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                            kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                            double alpha, const double *A, long lda, double *B, long ldb)
{
    return tri_cpu(KF_BLAS_TRMM, KF_BLAS_DOUBLE, layout, side, uplo, transA, diag, m, n, alpha, A,
                   lda, B, ldb);
}

kf_blas_status kf_strsm_cpu(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                            kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                            float alpha, const float *A, long lda, float *B, long ldb)
{
    return tri_cpu(KF_BLAS_TRSM, KF_BLAS_SINGLE, layout, side, uplo, transA, diag, m, n, alpha, A,
                   lda, B, ldb);
}

kf_blas_status kf_dtrsm_cpu(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                            kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                            double alpha, const double *A, long lda, double *B, long ldb)
{
    return tri_cpu(KF_BLAS_TRSM, KF_BLAS_DOUBLE, layout, side, uplo, transA, diag, m, n, alpha, A,
                   lda, B, ldb);
}
