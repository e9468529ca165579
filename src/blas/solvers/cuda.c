/*
 * solvers/cuda.c: the CUDA solver (contract in include/kforge/blas.h, "CUDA
 * solver").  libnvrtc and libcuda are opened with dlopen on first use and
 * their entry points looked up by name; nothing here links against CUDA, so
 * kforge loads and runs where there is no driver.  Only the few types the
 * calls need are declared, with the driver API's sizes.
 */
#include "blas/solvers/solvers.h"
#include "kforge/blas_batched.h"
#include "kforge/file.h"
#include "support/ocl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult; /* 0: CUDA_SUCCESS */
typedef int CUdevice;
typedef void *CUcontext, *CUmodule, *CUfunction, *CUstream;
typedef int nvrtcResult; /* 0: NVRTC_SUCCESS */
typedef void *nvrtcProgram;

/* CUDA_MEMCPY2D (the driver API's v2 layout) */
struct cu_memcpy2d {
    size_t srcXInBytes, srcY;
    int srcMemoryType; /* CU_MEMORYTYPE_DEVICE = 2 */
    const void *srcHost;
    kf_cuda_ptr srcDevice;
    void *srcArray;
    size_t srcPitch;
    size_t dstXInBytes, dstY;
    int dstMemoryType;
    void *dstHost;
    kf_cuda_ptr dstDevice;
    void *dstArray;
    size_t dstPitch;
    size_t WidthInBytes, Height;
};

/* The entry points, filled by open_libs(). */
static struct {
    int tried, nvrtc_ok, cuda_ok;
    nvrtcResult (*CreateProgram)(nvrtcProgram *, const char *, const char *, int,
                                 const char *const *, const char *const *);
    nvrtcResult (*CompileProgram)(nvrtcProgram, int, const char *const *);
    nvrtcResult (*GetPTXSize)(nvrtcProgram, size_t *);
    nvrtcResult (*GetPTX)(nvrtcProgram, char *);
    nvrtcResult (*GetProgramLogSize)(nvrtcProgram, size_t *);
    nvrtcResult (*GetProgramLog)(nvrtcProgram, char *);
    nvrtcResult (*DestroyProgram)(nvrtcProgram *);
    const char *(*GetErrorString)(nvrtcResult);
    CUresult (*Init)(unsigned);
    CUresult (*DeviceGet)(CUdevice *, int);
    CUresult (*DeviceGetAttribute)(int *, int, CUdevice);
    CUresult (*CtxGetCurrent)(CUcontext *);
    CUresult (*CtxGetDevice)(CUdevice *);
    CUresult (*CtxSetCurrent)(CUcontext);
    CUresult (*DevicePrimaryCtxRetain)(CUcontext *, CUdevice);
    CUresult (*ModuleLoadData)(CUmodule *, const void *);
    CUresult (*ModuleGetFunction)(CUfunction *, CUmodule, const char *);
    CUresult (*LaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned,
                             unsigned, unsigned, CUstream, void **, void **);
    CUresult (*GetErrorName)(CUresult, const char **);
    CUresult (*MemAlloc)(kf_cuda_ptr *, size_t);
    CUresult (*MemFree)(kf_cuda_ptr);
    CUresult (*Memcpy2DAsync)(const struct cu_memcpy2d *, CUstream);
    CUresult (*StreamSynchronize)(CUstream);
} cu;

static pthread_mutex_t cuda_lock = PTHREAD_MUTEX_INITIALIZER;

static void *open_first(const char *const *names)
{
    for (int i = 0; names[i]; i++) {
        void *h = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
        if (h)
            return h;
    }
    return NULL;
}

#define SYM(h, field, name) (*(void **)&cu.field = dlsym(h, name))

/* Opens both libraries once.  Called with cuda_lock held. */
static void open_libs(void)
{
    if (cu.tried)
        return;
    cu.tried = 1;
    static const char *const nvrtc_names[] = {
        "libnvrtc.so", "libnvrtc.so.13", "libnvrtc.so.12", "/usr/local/cuda/lib64/libnvrtc.so",
        NULL};
    void *h = open_first(nvrtc_names);
    if (h && SYM(h, CreateProgram, "nvrtcCreateProgram") &&
        SYM(h, CompileProgram, "nvrtcCompileProgram") && SYM(h, GetPTXSize, "nvrtcGetPTXSize") &&
        SYM(h, GetPTX, "nvrtcGetPTX") && SYM(h, GetProgramLogSize, "nvrtcGetProgramLogSize") &&
        SYM(h, GetProgramLog, "nvrtcGetProgramLog") &&
        SYM(h, DestroyProgram, "nvrtcDestroyProgram") &&
        SYM(h, GetErrorString, "nvrtcGetErrorString"))
        cu.nvrtc_ok = 1;
    static const char *const cuda_names[] = {"libcuda.so.1", "libcuda.so", NULL};
    h = open_first(cuda_names);
    if (h && SYM(h, Init, "cuInit") && SYM(h, DeviceGet, "cuDeviceGet") &&
        SYM(h, DeviceGetAttribute, "cuDeviceGetAttribute") &&
        SYM(h, CtxGetCurrent, "cuCtxGetCurrent") && SYM(h, CtxGetDevice, "cuCtxGetDevice") &&
        SYM(h, CtxSetCurrent, "cuCtxSetCurrent") &&
        SYM(h, DevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain") &&
        SYM(h, ModuleLoadData, "cuModuleLoadData") &&
        SYM(h, ModuleGetFunction, "cuModuleGetFunction") &&
        SYM(h, LaunchKernel, "cuLaunchKernel") && SYM(h, GetErrorName, "cuGetErrorName") &&
        SYM(h, MemAlloc, "cuMemAlloc_v2") && SYM(h, MemFree, "cuMemFree_v2") &&
        SYM(h, Memcpy2DAsync, "cuMemcpy2DAsync_v2") &&
        SYM(h, StreamSynchronize, "cuStreamSynchronize") &&
        cu.Init(0) == 0)
        cu.cuda_ok = 1;
}

static kf_blas_status cufail(const char *call, CUresult r)
{
    const char *name = NULL;
    if (cu.GetErrorName)
        cu.GetErrorName(r, &name);
    return kf_blas_fail(r == 100 ? KF_BLAS_ERR_NO_CUDA : KF_BLAS_ERR_OPENCL, "%s: %s (%d)", call,
                        name ? name : "CUDA error", r);
}

/* The disk cache file of (src, arch) (__give), or NULL. */
static char *ptx_path(const char *src, const char *arch)
{
    if (getenv("KFORGE_KERNEL_CACHE") && strcmp(getenv("KFORGE_KERNEL_CACHE"), "0") == 0)
        return NULL;
    char *dir = kf_ocl_cache_dir(), *path = NULL;
    if (!dir)
        return NULL;
    uint64_t h = kf_fnv1a(KF_FNV_OFFSET, src, strlen(src) + 1);
    h = kf_fnv1a(h, arch, strlen(arch) + 1);
    if (kf_file_mkdir_p(dir) != 0 ||
        asprintf(&path, "%s/cuda-%016llx.ptx", dir, (unsigned long long)h) < 0)
        path = NULL;
    free(dir);
    return path;
}

static char *ptx_compile(const char *src, const char *arch);

/* PTX of src for arch, from the disk cache or NVRTC; cuda_lock held.  A
 * cached file must hold the kernel `name` (entry kf_gemm or kf_trtri). */
static char *ptx_of(const char *src, const char *arch, const char *name)
{
    char *path = ptx_path(src, arch);
    char *ptx = path ? kf_file_read(path, NULL) : NULL;
    char entry[64];
    snprintf(entry, sizeof entry, ".entry %s", name);
    if (ptx && strstr(ptx, entry)) {
        free(path);
        return ptx;
    }
    free(ptx);
    ptx = ptx_compile(src, arch);
    if (ptx && path)
        kf_file_write_atomic(path, ptx, strlen(ptx)); /* a cache: failure costs a compile */
    free(path);
    return ptx;
}

/* PTX of src for arch by NVRTC; cuda_lock held. */
static char *ptx_compile(const char *src, const char *arch)
{
    if (!cu.nvrtc_ok) {
        kf_blas_fail(KF_BLAS_ERR_NO_CUDA, "libnvrtc cannot be loaded (not installed?)");
        return NULL;
    }
    nvrtcProgram prog;
    nvrtcResult r = cu.CreateProgram(&prog, src, "kf_gemm.cu", 0, NULL, NULL);
    if (r) {
        kf_blas_fail(KF_BLAS_ERR_BUILD, "nvrtcCreateProgram: %s", cu.GetErrorString(r));
        return NULL;
    }
    char opt[64];
    snprintf(opt, sizeof opt, "--gpu-architecture=%s", arch);
    const char *opts[] = {opt, "-default-device"};
    r = cu.CompileProgram(prog, 2, opts);
    char *ptx = NULL;
    if (r) {
        size_t n = 0;
        cu.GetProgramLogSize(prog, &n);
        char *log = malloc(n + 1);
        if (log && cu.GetProgramLog(prog, log) == 0)
            log[n] = '\0';
        kf_blas_fail(KF_BLAS_ERR_BUILD, "nvrtcCompileProgram: %s\n%s", cu.GetErrorString(r),
                     log ? log : "");
        free(log);
    } else {
        size_t n = 0;
        cu.GetPTXSize(prog, &n);
        ptx = malloc(n + 1);
        if (ptx && cu.GetPTX(prog, ptx) == 0) {
            ptx[n] = '\0';
        } else {
            free(ptx);
            ptx = NULL;
            kf_blas_fail(KF_BLAS_ERR_NO_MEMORY, "nvrtcGetPTX");
        }
    }
    cu.DestroyProgram(&prog);
    return ptx;
}

char *kf_blas_cuda_ptx(const kf_gemm_params *p, const char *arch)
{
    char *src = kf_blas_gemm_gen(p, KF_BLAS_CUDA);
    if (!src)
        return NULL;
    pthread_mutex_lock(&cuda_lock);
    open_libs();
    char *ptx = ptx_of(src, arch, "kf_gemm");
    pthread_mutex_unlock(&cuda_lock);
    free(src);
    return ptx;
}

/* Loaded modules, one per (context, source). */
typedef struct mod_entry {
    struct mod_entry *next;
    CUcontext ctx;
    uint64_t hash;
    CUfunction fn;
} mod_entry;
static mod_entry *mod_head;
/* the current device's multiprocessors, read with its context (0: unknown) */
static int cu_sms;

/* GEMM kernels already loaded, by (context, parameters): a call that finds
 * its kernel here neither generates its source nor hashes it.  That was
 * most of a small call's time: on an H200, 128^3 SGEMM took about 150 us a
 * call against cuBLAS's 17 (bench/blas/cuda/bench_cuda.c).  The parameters
 * are all ints, so the struct has no padding to compare. */
typedef struct gemm_entry {
    struct gemm_entry *next;
    CUcontext ctx;
    kf_gemm_params p;
    CUfunction fn;
} gemm_entry;
static gemm_entry *gemm_head;

/* The current context (the primary one of device 0 when none) and its
 * compute capability.  cuda_lock held. */
static kf_blas_status context(CUcontext *ctx, int *cc)
{
    if (!cu.cuda_ok)
        return kf_blas_fail(KF_BLAS_ERR_NO_CUDA, "libcuda cannot be loaded or initialised (no "
                            "NVIDIA driver or device)");
    CUresult r = cu.CtxGetCurrent(ctx);
    if (r)
        return cufail("cuCtxGetCurrent", r);
    CUdevice dev;
    if (!*ctx) {
        if ((r = cu.DeviceGet(&dev, 0)))
            return cufail("cuDeviceGet", r);
        if ((r = cu.DevicePrimaryCtxRetain(ctx, dev)))
            return cufail("cuDevicePrimaryCtxRetain", r);
        if ((r = cu.CtxSetCurrent(*ctx)))
            return cufail("cuCtxSetCurrent", r);
    } else if ((r = cu.CtxGetDevice(&dev))) {
        return cufail("cuCtxGetDevice", r);
    }
    int major = 0, minor = 0;
    if ((r = cu.DeviceGetAttribute(&major, 75, dev)) || /* COMPUTE_CAPABILITY_MAJOR */
        (r = cu.DeviceGetAttribute(&minor, 76, dev)))
        return cufail("cuDeviceGetAttribute", r);
    *cc = major * 10 + minor;
    int sms = 0;
    if (cu.DeviceGetAttribute(&sms, 16, dev) == 0) /* MULTIPROCESSOR_COUNT */
        cu_sms = sms;
    return KF_BLAS_SUCCESS;
}

/* The kernel `name` of src in the current context, compiled and loaded
 * once per context and source.  cuda_lock held. */
static kf_blas_status function(const char *src, const char *name, CUfunction *fn)
{
    CUcontext ctx = NULL;
    int cc = 0;
    kf_blas_status st = context(&ctx, &cc);
    if (st)
        return st;
    uint64_t h = kf_fnv1a(KF_FNV_OFFSET, src, strlen(src));
    h = kf_fnv1a(h, name, strlen(name) + 1);
    *fn = NULL;
    for (mod_entry *e = mod_head; e && !*fn; e = e->next)
        if (e->ctx == ctx && e->hash == h)
            *fn = e->fn;
    if (*fn)
        return KF_BLAS_SUCCESS;
    char arch[32];
    snprintf(arch, sizeof arch, "compute_%d", cc);
    char *ptx = ptx_of(src, arch, name);
    CUmodule mod;
    CUresult r;
    mod_entry *e;
    if (!ptx)
        st = KF_BLAS_ERR_BUILD;
    else if ((r = cu.ModuleLoadData(&mod, ptx)))
        st = cufail("cuModuleLoadData", r);
    else if ((r = cu.ModuleGetFunction(fn, mod, name)))
        st = cufail("cuModuleGetFunction", r);
    else if (!(e = malloc(sizeof *e)))
        st = kf_blas_fail(KF_BLAS_ERR_NO_MEMORY, "malloc");
    else {
        *e = (mod_entry){mod_head, ctx, h, *fn};
        mod_head = e;
    }
    free(ptx);
    return st;
}

static kf_blas_status launch(const kf_gemm_params *sp, long m, long n, long k, double alpha,
                             kf_cuda_ptr A, long oa, long lda, kf_cuda_ptr B, long ob, long ldb,
                             double beta, kf_cuda_ptr C, long oc, long ldc, void *stream)
{
    /* split-K: the slices along the grid's z; the kernel reads their count
     * from the grid, so one kernel (splitk=2) serves every count */
    unsigned slices = sp->splitk > 1 ? (unsigned)sp->splitk : 1;
    kf_gemm_params kp = *sp;
    if (kp.splitk > 1)
        kp.splitk = 2;
    const kf_gemm_params *p = &kp;
    pthread_mutex_lock(&cuda_lock);
    CUfunction fn = NULL;
    CUcontext ctx = NULL;
    if (cu.cuda_ok && cu.CtxGetCurrent(&ctx) == 0 && ctx)
        for (gemm_entry *e = gemm_head; e && !fn; e = e->next)
            if (e->ctx == ctx && !memcmp(&e->p, p, sizeof *p))
                fn = e->fn;
    kf_blas_status st = KF_BLAS_SUCCESS;
    if (!fn) {
        char *src = kf_blas_gemm_gen(p, KF_BLAS_CUDA);
        gemm_entry *e;
        if (!src)
            st = KF_BLAS_ERR_PARAMS;
        else if (!(st = function(src, "kf_gemm", &fn)) && cu.CtxGetCurrent(&ctx) == 0 &&
                 (e = malloc(sizeof *e))) { /* no entry: the next call looks it up again */
            *e = (gemm_entry){gemm_head, ctx, *p, fn};
            gemm_head = e;
        }
        free(src);
    }
    if (!st) {
        int M = (int)m, N = (int)n, K = (int)k, OA = (int)oa, OB = (int)ob, OC = (int)oc;
        int LA = (int)lda, LB = (int)ldb, LC = (int)ldc;
        float fa = (float)alpha, fb = (float)beta;
        int dbl = p->prec == KF_BLAS_DOUBLE;
        void *args[] = {&M, &N, &K, dbl ? (void *)&alpha : (void *)&fa, &A, &OA, &LA,
                        &B, &OB, &LB, dbl ? (void *)&beta : (void *)&fb, &C, &OC, &LC};
        unsigned bm = (unsigned)(p->wgm * p->tm), bn = (unsigned)(p->wgn * p->tn);
        CUresult r = cu.LaunchKernel(fn, (unsigned)(m + bm - 1) / bm, (unsigned)(n + bn - 1) / bn,
                                     slices, (unsigned)p->wgm, (unsigned)p->wgn, 1, 0,
                                     (CUstream)stream, args, NULL);
        if (r)
            st = cufail("cuLaunchKernel", r);
    }
    pthread_mutex_unlock(&cuda_lock);
    return st;
}

/* Whether a result with tails runs as one launch of the kernel with tails
 * (every block guards its loads and stores) rather than as the bulk
 * without them and two launches for the tails, which run after it on the
 * stream, each as long as a block of the bulk: $KFORGE_CUDA_GEMM_TAILS,
 * "one" (the default) or "split". */
static int one_launch(void)
{
    const char *e = getenv("KFORGE_CUDA_GEMM_TAILS");
    return !(e && !strcmp(e, "split"));
}

/* The CUDA solver's kernel for an m x n result, or $KFORGE_CUDA_GEMM_PARAMS.
 * 16 x 16 threads whose tiles make blocks of 128 (single: 8 x 8 each,
 * panels of 8; double: 8 x 4, a block of 128 x 64), 64 (4 x 4) or 32 (2 x 2)
 * rows: the largest block that still gives every multiprocessor one and a
 * half blocks or more and (but the smallest) leaves no tails, which run as
 * separate, slower launches.  From bench/blas/cuda/sweep.sh on an H200 (132
 * multiprocessors), GFLOP/s against the single 64-row kernel used before:
 * SGEMM 4096^3 25949 (17838), 1000^3 3859 (2505), 500^3 513 (330), 128^3
 * 28 (17); DGEMM 4096^3 14317 (10490), 1024^3 5503 (4157), 1000^3 3002
 * (1919); 1024^3 single stays on the 64 rows (5680 against 5254 for 32). */
static kf_gemm_params cuda_params(kf_blas_precision prec, long m, long n)
{
    static const struct {
        int tm, tn, kb;
    } shapes[2][3] = {{{8, 8, 8}, {4, 4, 16}, {2, 2, 16}}, {{8, 4, 8}, {4, 4, 8}, {2, 2, 16}}};
    int dbl = prec == KF_BLAS_DOUBLE, pick = 1; /* unknown device: the middle one */
    if (cu_sms > 0)
        for (pick = 0; pick < 2; pick++) {
            long bm = 16L * shapes[dbl][pick].tm, bn = 16L * shapes[dbl][pick].tn;
            long blocks = (m + bm - 1) / bm * ((n + bn - 1) / bn);
            if (2 * blocks >= 3L * cu_sms && (one_launch() || (m % bm == 0 && n % bn == 0)))
                break;
        }
    kf_gemm_params p = kf_gemm_default_params(prec, KF_GEMM_LOCAL);
    p.wgm = p.wgn = 16;
    p.tm = shapes[dbl][pick].tm;
    p.tn = shapes[dbl][pick].tn;
    p.kb = shapes[dbl][pick].kb;
    p.ku = 4;
    const char *env = getenv("KFORGE_CUDA_GEMM_PARAMS");
    kf_gemm_params q = p;
    if (env && *env && kf_gemm_params_parse(&q, env) == 0 && kf_gemm_params_check(&q) == 0)
        p = q;
    p.prec = prec;
    return p;
}

/* A column-major GEMM with p's kernel: the bulk and its tails, in order
 * on the stream; a triangular kernel (TRMM) runs as one piece with tails,
 * its K ranges being relative to the whole problem. */
static kf_blas_status gemm_params(kf_gemm_params p, long m, long n, long k, double alpha,
                                  kf_cuda_ptr A, long oa, long lda, kf_cuda_ptr B, long ob,
                                  long ldb, double beta, kf_cuda_ptr C, long oc, long ldc,
                                  void *stream)
{
    int ta = p.trans_a, tb = p.trans_b;
    long bm = (long)p.wgm * p.tm, bn = (long)p.wgn * p.tn;
    long m0 = p.tri ? 0 : m / bm * bm, n0 = p.tri ? 0 : n / bn * bn;
    /* the kernel with tails over the whole result, below; split-K's
     * slices are placed from C's corner (slice z at z ldc n): one piece */
    if ((m0 != m || n0 != n) && (one_launch() || p.splitk > 1))
        m0 = n0 = 0;
    kf_blas_status st;
    if (m0 && n0) {
        p.tails = 0;
        if ((st = launch(&p, m0, n0, k, alpha, A, oa, lda, B, ob, ldb, beta, C, oc, ldc, stream)))
            return st;
    }
    if (m0 && n > n0) {
        p.tails = KF_GEMM_TAIL_N;
        if ((st = launch(&p, m0, n - n0, k, alpha, A, oa, lda, B, ob + (tb ? n0 : n0 * ldb), ldb,
                         beta, C, oc + n0 * ldc, ldc, stream)))
            return st;
    }
    if (m > m0) {
        p.tails = KF_GEMM_TAIL_M | KF_GEMM_TAIL_N;
        if ((st = launch(&p, m - m0, n, k, alpha, A, oa + (ta ? m0 * lda : m0), lda, B, ob, ldb,
                         beta, C, oc + m0, ldc, stream)))
            return st;
    }
    return KF_BLAS_SUCCESS;
}

/* ---- the solver's operations (solver.h) ------------------------------------
 *
 * Everything is queued on the caller's stream in order; work buffers are
 * freed after the stream is done with them. */

typedef struct cuda_solver {
    void *stream;
} cuda_solver;

/* The driver and the current context, before any work is queued. */
static kf_blas_status cuda_ready(void *sv)
{
    (void)sv;
    pthread_mutex_lock(&cuda_lock);
    open_libs();
    CUcontext ctx;
    int cc;
    kf_blas_status st = context(&ctx, &cc);
    pthread_mutex_unlock(&cuda_lock);
    return st;
}

/* The kernel by the result's shape: cuda_params.  0: each GEMM of a TRSM
 * is selected by its own shape too (a block step of 32 rows takes blocks
 * of 32, not the whole problem's 128). */
static int cuda_select(void *sv, const char *routine, kf_blas_precision prec, long m, long n,
                       long k, kf_gemm_params *p, int *nb)
{
    (void)sv, (void)k;
    *p = cuda_params(prec, m, n);
    /* TRSM's diagonal block: $KFORGE_CUDA_TRSM_NB (8 to 128), else 64.
     * On an H200 against cuBLAS, 512, 1024 and 4096 square (single,
     * double): nb 32 0.38x 0.41x, 64 0.47x 0.50x, 128 0.39x 0.39x
     * (geometric means, bench_cuda -R trsm, the same run). */
    const char *e = getenv("KFORGE_CUDA_TRSM_NB");
    if (nb && !strcmp(routine, "trsm"))
        *nb = e && kf_blas_trsm_nb_valid(atoi(e)) ? atoi(e) : 64;
    return 0;
}

static kf_blas_status cuda_alloc(void *sv, size_t bytes, kf_blas_buf *out);
static void cuda_release(void *sv, kf_blas_buf b);

/* Split-K (kf_blas_select_splitk, by the shape and the multiprocessors:
 * a 256 x 256 x 8192 SGEMM in blocks of 32 gives 64 blocks to an H200's
 * 132 multiprocessors and ran at 0.15x of cuBLAS, which splits K): the
 * kernel with S slices along the grid's z into a work buffer W of S m x n
 * blocks (alpha 1, beta 0), then kf_gemm_batched_sum (gen_batched.c) adds
 * them into C with alpha and beta, C not read when beta is 0.  W is freed
 * after the stream is done with it (cuda_release waits for the stream). */
static kf_blas_status gemm_splitk(void *sv, const kf_gemm_params *p, int S, long m, long n,
                                  long k, double alpha, kf_cuda_ptr A, long oa, long lda,
                                  kf_cuda_ptr B, long ob, long ldb, double beta, kf_cuda_ptr C,
                                  long oc, long ldc)
{
    size_t es = kf_blas_elem(p->prec);
    kf_blas_buf W;
    kf_blas_status st = cuda_alloc(sv, (size_t)S * m * n * es, &W);
    if (st)
        return st;
    void *stream = ((cuda_solver *)sv)->stream;
    kf_gemm_params q = *p;
    q.splitk = S;
    st = gemm_params(q, m, n, k, 1.0, A, oa, lda, B, ob, ldb, 0.0, W.cuda, 0, m, stream);
    char *src = st ? NULL : kf_blas_batched_sum_gen(p->prec == KF_BLAS_DOUBLE ? 'd' : 's',
                                                    KF_BLAS_CUDA);
    if (!st && !src)
        st = KF_BLAS_ERR_PARAMS;
    if (!st) {
        pthread_mutex_lock(&cuda_lock);
        CUfunction fn = NULL;
        if (!(st = function(src, "kf_gemm_batched_sum", &fn))) {
            int M = (int)m, N = (int)n, Z = S, OC = (int)oc, LC = (int)ldc;
            float fa = (float)alpha, fb = (float)beta;
            int dbl = p->prec == KF_BLAS_DOUBLE;
            void *args[] = {&M, &N, &Z, dbl ? (void *)&alpha : (void *)&fa, &W.cuda,
                            dbl ? (void *)&beta : (void *)&fb, &C, &OC, &LC};
            CUresult r = cu.LaunchKernel(fn, (unsigned)((m + 15) / 16), (unsigned)((n + 15) / 16),
                                         1, 16, 16, 1, 0, (CUstream)stream, args, NULL);
            if (r)
                st = cufail("cuLaunchKernel", r);
        }
        pthread_mutex_unlock(&cuda_lock);
    }
    free(src);
    cuda_release(sv, W);
    return st;
}

static kf_blas_status cuda_gemm(void *sv, const kf_gemm_params *p, long m, long n, long k,
                                double alpha, kf_blas_buf A, size_t oa, long lda, kf_blas_buf B,
                                size_t ob, long ldb, double beta, kf_blas_buf C, size_t oc,
                                long ldc)
{
    int S = p->tri ? 1 : kf_blas_select_splitk(p, m, n, k, cu_sms > 0 ? cu_sms : 1);
    if (S > 1)
        return gemm_splitk(sv, p, S, m, n, k, alpha, A.cuda, (long)oa, lda, B.cuda, (long)ob,
                           ldb, beta, C.cuda, (long)oc, ldc);
    return gemm_params(*p, m, n, k, alpha, A.cuda, (long)oa, lda, B.cuda, (long)ob, ldb, beta,
                       C.cuda, (long)oc, ldc, ((cuda_solver *)sv)->stream);
}

static kf_blas_status cuda_alloc(void *sv, size_t bytes, kf_blas_buf *out)
{
    (void)sv;
    out->cuda = 0;
    pthread_mutex_lock(&cuda_lock);
    CUcontext ctx;
    int cc;
    kf_blas_status st = context(&ctx, &cc);
    CUresult r;
    if (!st && (r = cu.MemAlloc(&out->cuda, bytes ? bytes : 1)))
        st = cufail("cuMemAlloc", r);
    pthread_mutex_unlock(&cuda_lock);
    return st;
}

static void cuda_release(void *sv, kf_blas_buf b)
{
    if (!b.cuda)
        return;
    cu.StreamSynchronize((CUstream)((cuda_solver *)sv)->stream);
    cu.MemFree(b.cuda);
}

static kf_blas_status cuda_copy(void *sv, kf_blas_buf X, size_t off, long ld, long r, long c,
                                kf_blas_buf T, size_t es)
{
    struct cu_memcpy2d cp = {0};
    cp.srcMemoryType = cp.dstMemoryType = 2; /* CU_MEMORYTYPE_DEVICE */
    cp.srcDevice = X.cuda + off * es;
    cp.srcPitch = (size_t)ld * es;
    cp.dstDevice = T.cuda;
    cp.dstPitch = (size_t)r * es;
    cp.WidthInBytes = (size_t)r * es;
    cp.Height = (size_t)c;
    CUresult rc = cu.Memcpy2DAsync(&cp, (CUstream)((cuda_solver *)sv)->stream);
    return rc ? cufail("cuMemcpy2DAsync", rc) : KF_BLAS_SUCCESS;
}

static kf_blas_status cuda_trtri(void *sv, kf_blas_precision prec, long n, kf_blas_buf A,
                                 size_t oa, long lda, int lower, int unit, int nbs, int vw,
                                 kf_blas_buf W)
{
    (void)vw; /* (vector rows: OpenCL's) */
    char *src = kf_blas_trtri_gen(prec, KF_BLAS_CUDA, nbs);
    if (!src)
        return KF_BLAS_ERR_PARAMS;
    pthread_mutex_lock(&cuda_lock);
    CUfunction fn = NULL;
    kf_blas_status st = function(src, "kf_trtri", &fn);
    if (!st) {
        int n_ = (int)n, off = (int)oa, ld = (int)lda, lo = lower, un = unit;
        void *args[] = {&n_, &A.cuda, &off, &ld, &lo, &un, &W.cuda};
        unsigned nb = (unsigned)((n + nbs - 1) / nbs);
        CUresult r = cu.LaunchKernel(fn, nb, 1, 1, (unsigned)nbs, 1, 1, 0,
                                     (CUstream)((cuda_solver *)sv)->stream, args, NULL);
        if (r)
            st = cufail("cuLaunchKernel", r);
    }
    pthread_mutex_unlock(&cuda_lock);
    free(src);
    return st;
}

static const kf_blas_solver cuda = {"cuda", kf_blas_check_pointers, cuda_ready, cuda_select,
                                    cuda_gemm, NULL, cuda_alloc, cuda_release, cuda_copy,
                                    cuda_trtri, 256, NULL, NULL, NULL, NULL};

/* ---- the routines ---------------------------------------------------------------- */

static kf_blas_status gemm_cuda(kf_blas_precision prec, kf_blas_layout layout,
                                kf_blas_transpose transA, kf_blas_transpose transB, long m,
                                long n, long k, double alpha, kf_cuda_ptr A, long lda,
                                kf_cuda_ptr B, long ldb, double beta, kf_cuda_ptr C, long ldc,
                                void *stream)
{
    cuda_solver sv = {stream};
    kf_blas_buf a = {.cuda = A}, b = {.cuda = B}, c = {.cuda = C};
    return kf_blas_gemm_solve(&cuda, &sv, prec, layout, transA, transB, m, n, k, alpha, a, 0, lda,
                              b, 0, ldb, beta, c, 0, ldc);
}

kf_blas_status kf_sgemm_cuda(kf_blas_layout layout, kf_blas_transpose transA,
                             kf_blas_transpose transB, long m, long n, long k, float alpha,
                             kf_cuda_ptr A, long lda, kf_cuda_ptr B, long ldb, float beta,
                             kf_cuda_ptr C, long ldc, void *stream)
{
    return gemm_cuda(KF_BLAS_SINGLE, layout, transA, transB, m, n, k, alpha, A, lda, B, ldb,
                     beta, C, ldc, stream);
}

kf_blas_status kf_dgemm_cuda(kf_blas_layout layout, kf_blas_transpose transA,
                             kf_blas_transpose transB, long m, long n, long k, double alpha,
                             kf_cuda_ptr A, long lda, kf_cuda_ptr B, long ldb, double beta,
                             kf_cuda_ptr C, long ldc, void *stream)
{
    return gemm_cuda(KF_BLAS_DOUBLE, layout, transA, transB, m, n, k, alpha, A, lda, B, ldb,
                     beta, C, ldc, stream);
}

/* TRMM or TRSM on the stream. */
static kf_blas_status tri_cuda(kf_blas_tri_routine routine, kf_blas_precision prec,
                               kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                               kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                               double alpha, kf_cuda_ptr A, long lda, kf_cuda_ptr B, long ldb,
                               void *stream)
{
    cuda_solver sv = {stream};
    kf_blas_buf a = {.cuda = A}, b = {.cuda = B};
    return kf_blas_tri_solve(&cuda, &sv, routine, prec, layout, side, uplo, transA, diag, m, n,
                             alpha, a, 0, lda, b, 0, ldb);
}

kf_blas_status kf_strmm_cuda(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                             kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                             float alpha, kf_cuda_ptr A, long lda, kf_cuda_ptr B, long ldb,
                             void *stream)
{
    return tri_cuda(KF_BLAS_TRMM, KF_BLAS_SINGLE, layout, side, uplo, transA, diag, m, n, alpha, A,
                    lda, B, ldb, stream);
}

kf_blas_status kf_dtrmm_cuda(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                             kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                             double alpha, kf_cuda_ptr A, long lda, kf_cuda_ptr B, long ldb,
                             void *stream)
{
    return tri_cuda(KF_BLAS_TRMM, KF_BLAS_DOUBLE, layout, side, uplo, transA, diag, m, n, alpha, A,
                    lda, B, ldb, stream);
}

kf_blas_status kf_strsm_cuda(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                             kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                             float alpha, kf_cuda_ptr A, long lda, kf_cuda_ptr B, long ldb,
                             void *stream)
{
    return tri_cuda(KF_BLAS_TRSM, KF_BLAS_SINGLE, layout, side, uplo, transA, diag, m, n, alpha, A,
                    lda, B, ldb, stream);
}

kf_blas_status kf_dtrsm_cuda(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                             kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                             double alpha, kf_cuda_ptr A, long lda, kf_cuda_ptr B, long ldb,
                             void *stream)
{
    return tri_cuda(KF_BLAS_TRSM, KF_BLAS_DOUBLE, layout, side, uplo, transA, diag, m, n, alpha, A,
                    lda, B, ldb, stream);
}
