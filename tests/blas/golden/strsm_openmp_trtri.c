#define min(a, b) ((a) < (b) ? (a) : (b))

void kf_trtri(const int n, const float *A, const int offA, const int lda, const int lower, const int unit, float *W)
{
    #pragma omp parallel for schedule(static)
    for (int b = 0; b < (n + 31) / 32; b++) {
        int b0 = b * 32, s = min(32, n - b0);
        const float *Tb = A + offA + b0 + b0 * lda;
        float X[32 * 32];
        for (int i = 0; i < s; i++) {
            int r = lower ? i : s - 1 - i;
            int lo = lower ? 0 : r, hi = lower ? r + 1 : s;
            float *x = X + r * 32;
            for (int c = 0; c < 32; c++) {
                x[c] = c == r ? 1 : 0;
            }
            for (int q = lower ? 0 : r + 1; q < (lower ? r : s); q++) {
                const float t = Tb[r + q * lda], *y = X + q * 32;
                #pragma omp simd
                for (int c = 0; c < 32; c++) {
                    x[c] -= t * y[c];
                }
            }
            if (!unit) {
                const float dg = Tb[r + r * lda];
                #pragma omp simd
                for (int c = lo; c < hi; c++) {
                    x[c] = x[c] / dg;
                }
            }
        }
        for (int c = 0; c < 32; c++) {
            for (int r = 0; r < 32; r++) {
                W[b * 32 * 32 + r + c * 32] = r < s && c < s && (lower ? c <= r : c >= r) ? X[r * 32 + c] : 0;
            }
        }
    }
}

#include <omp.h>
#include <stdlib.h>
#include <stddef.h>
#define min(a, b) ((a) < (b) ? (a) : (b))
#define KF_NOINLINE __attribute__((noinline))
#if defined(__x86_64__) || defined(__i386__)
#define KF_PAUSE() __builtin_ia32_pause()
#else
#define KF_PAUSE() ((void)0)
#endif
#if defined(__GNUC__) && !defined(__clang__)
#define KF_NOMEMCPY __attribute__((optimize("no-tree-loop-distribute-patterns")))
#else
#define KF_NOMEMCPY
#endif

static KF_NOINLINE void kf_trsm_micro(const int kc, const float *restrict a, const float *restrict inv, float *restrict bp, const int ldp)
{
    float c[6][16];
    float x[6][16];
    const float *bc[6];
    for (int j = 0; j < 6; j++) {
        bc[j] = bp + (size_t)j * ldp;
        #pragma omp simd
        for (int i = 0; i < 16; i++) {
            c[j][i] = bc[j][kc + i];
        }
    }
    for (int k = 0; k < kc; k++) {
        for (int j = 0; j < 6; j++) {
            float bj = bc[j][k];
            #pragma omp simd
            for (int i = 0; i < 16; i++) {
                c[j][i] -= a[k * 16 + i] * bj;
            }
        }
    }
    for (int j = 0; j < 6; j++) {
        #pragma omp simd
        for (int i = 0; i < 16; i++) {
            bp[(size_t)j * ldp + kc + i] = c[j][i];
        }
    }
    for (int j = 0; j < 6; j++) {
        float t0 = bc[j][kc];
        #pragma omp simd
        for (int i = 0; i < 16; i++) {
            x[j][i] = inv[i] * t0;
        }
    }
    for (int q = 1; q < 8; q++) {
        for (int j = 0; j < 6; j++) {
            float tq = bc[j][kc + q];
            #pragma omp simd
            for (int i = 0; i < 16; i++) {
                x[j][i] += inv[q * 16 + i] * tq;
            }
        }
    }
    for (int q = 8; q < 16; q++) {
        for (int j = 0; j < 6; j++) {
            float tq = bc[j][kc + q];
            #pragma omp simd
            for (int i = 8; i < 16; i++) {
                x[j][i] += inv[q * 16 + i] * tq;
            }
        }
    }
    for (int j = 0; j < 6; j++) {
        #pragma omp simd
        for (int i = 0; i < 16; i++) {
            bp[(size_t)j * ldp + kc + i] = x[j][i];
        }
    }
}

static void kf_trsm_pack_inv(const int ib, const int s, const float *restrict A, const long ars, const long acs, const int unit, float *restrict inv)
{
    float X[16][16];
    int i0 = ib * 16, h = min(16, s - i0);
    for (int r = 0; r < 16; r++) {
        #pragma omp simd
        for (int c = 0; c < 16; c++) {
            X[r][c] = c == r ? 1 : 0;
        }
        if (r < h) {
            const float *row = A + (i0 + r) * ars + i0 * acs;
            for (int q = 0; q < r; q++) {
                float t = row[q * acs];
                #pragma omp simd
                for (int c = 0; c < 16; c++) {
                    X[r][c] -= t * X[q][c];
                }
            }
            if (!unit) {
                float dg = row[r * acs];
                #pragma omp simd
                for (int c = 0; c < 16; c++) {
                    X[r][c] = X[r][c] / dg;
                }
            }
        }
    }
    for (int q = 0; q < 16; q++) {
        for (int i = 0; i < 16; i++) {
            inv[q * 16 + i] = X[i][q];
        }
    }
}

static KF_NOMEMCPY void kf_trsm_pack_block(const int ib, const int k0, const int s, const float *restrict A, const long ars, const long acs, const int unit, float *restrict p)
{
    int i0 = ib * 16, h = min(16, s - i0);
    if (ars == 1 && h == 16) {
        for (int k = k0; k < i0; k++) {
            const float *col = A + k * acs + i0;
            __builtin_prefetch(col + 8 * acs + 0);
            #pragma omp simd
            for (int i = 0; i < 16; i++) {
                p[(k - k0) * 16 + i] = col[i];
            }
        }
    } else {
        for (int i = 0; i < 16; i++) {
            const float *arow = A + (i0 + i) * ars;
            for (int k = k0; k < i0; k++) {
                p[(k - k0) * 16 + i] = i < h ? arow[k * acs] : 0;
            }
        }
    }
    kf_trsm_pack_inv(ib, s, A, ars, acs, unit, p + (size_t)(i0 - k0) * 16);
}

static void kf_trsm_pack(const int s, const float *A, const long ars, const long acs, const int unit, float *restrict ap)
{
    for (int ib = 0; ib * 16 < s; ib++) {
        kf_trsm_pack_block(ib, 0, s, A, ars, acs, unit, ap + (size_t)16 * 16 * ib * (ib + 1) / 2);
    }
}

static KF_NOMEMCPY void kf_trsm_pack_chunk(const int ic, const int nb, const int k0, const int kw, const int s, const float *restrict A, const long ars, const long acs, float *restrict p)
{
    int c0 = ic * 16;
    if (ars == 1) {
        for (int k = 0; k < kw; k++) {
            const float *col = A + (k0 + k) * acs;
            for (int l = 0; l < nb * 16; l += 16) {
                __builtin_prefetch(col + 8 * acs + c0 + l);
            }
            for (int b = 0; b < nb; b++) {
                float *t = p + (size_t)b * 16 * 256 + (size_t)k * 16;
                int r0 = c0 + b * 16;
                if (r0 + 16 <= s) {
                    #pragma omp simd
                    for (int i = 0; i < 16; i++) {
                        t[i] = col[r0 + i];
                    }
                } else {
                    for (int i = 0; i < 16; i++) {
                        t[i] = r0 + i < s ? col[r0 + i] : 0;
                    }
                }
            }
        }
    } else {
        for (int b = 0; b < nb; b++) {
            for (int i = 0; i < 16; i++) {
                int r = c0 + b * 16 + i;
                float *t = p + (size_t)b * 16 * 256 + i;
                if (r < s) {
                    const float *arow = A + r * ars + k0 * acs;
                    for (int k = 0; k < kw; k++) {
                        t[k * 16] = arow[k * acs];
                    }
                } else {
                    for (int k = 0; k < kw; k++) {
                        t[k * 16] = 0;
                    }
                }
            }
        }
    }
}

static KF_NOINLINE void kf_trsm_upd(const int kc, const float *restrict a, const float *restrict src, float *restrict dst, const int ldp)
{
    float c[6][16];
    const float *bc[6];
    for (int j = 0; j < 6; j++) {
        bc[j] = src + (size_t)j * ldp;
        #pragma omp simd
        for (int i = 0; i < 16; i++) {
            c[j][i] = dst[(size_t)j * ldp + i];
        }
    }
    for (int k = 0; k < kc; k++) {
        for (int j = 0; j < 6; j++) {
            float bj = bc[j][k];
            #pragma omp simd
            for (int i = 0; i < 16; i++) {
                c[j][i] -= a[k * 16 + i] * bj;
            }
        }
    }
    for (int j = 0; j < 6; j++) {
        #pragma omp simd
        for (int i = 0; i < 16; i++) {
            dst[(size_t)j * ldp + i] = c[j][i];
        }
    }
}

void kf_trsm_diag(const int s, const int n, const float alpha, const float *A, const long ars, const long acs, const int unit, float *B, const long brs, const long bcs, float *work)
{
    kf_trsm_pack(s, A, ars, acs, unit, work);
    const int nblk = (s + 15) / 16, ldp = nblk * 16;
    #pragma omp parallel for schedule(static) if ((double)s * s * n >= 8388608.0)
    for (int j0 = 0; j0 < n; j0 += 6) {
        float bp[256 * 6] __attribute__((aligned(64)));
        int nn = min(6, n - j0);
        if (brs == 1 || brs == -1) {
            for (int j = 0; j < nn; j++) {
                const float *src = B + (long)(j0 + j) * bcs;
                float *d = bp + (size_t)j * ldp;
                if (brs == 1) {
                    #pragma omp simd
                    for (int k = 0; k < s; k++) {
                        d[k] = alpha * src[k];
                    }
                } else {
                    for (int k = 0; k < s; k++) {
                        d[k] = alpha * src[-k];
                    }
                }
            }
        } else {
            for (int k = 0; k < s; k++) {
                const float *srow = B + k * brs + (long)j0 * bcs;
                for (int j = 0; j < nn; j++) {
                    bp[(size_t)j * ldp + k] = alpha * srow[j * bcs];
                }
            }
        }
        for (int j = 0; j < 6; j++) {
            for (int k = j < nn ? s : 0; k < ldp; k++) {
                bp[(size_t)j * ldp + k] = 0;
            }
        }
        for (int ib = 0; ib < nblk; ib++) {
            const float *p = work + (size_t)16 * 16 * ib * (ib + 1) / 2;
            kf_trsm_micro(ib * 16, p, p + (size_t)ib * 16 * 16, bp, ldp);
        }
        if (brs == 1 || brs == -1) {
            for (int j = 0; j < nn; j++) {
                float *dst = B + (long)(j0 + j) * bcs;
                const float *sp = bp + (size_t)j * ldp;
                if (brs == 1) {
                    #pragma omp simd
                    for (int k = 0; k < s; k++) {
                        dst[k] = sp[k];
                    }
                } else {
                    for (int k = 0; k < s; k++) {
                        dst[-k] = sp[k];
                    }
                }
            }
        } else {
            for (int k = 0; k < s; k++) {
                float *drow = B + k * brs + (long)j0 * bcs;
                for (int j = 0; j < nn; j++) {
                    drow[j * bcs] = bp[(size_t)j * ldp + k];
                }
            }
        }
    }
}

static void kf_trsm_rows_part(const int s, const float *A, const long ars, const long acs, const int unit, const int ldp, const int np, const int tn, float *work, float *wt)
{
    const int nblk = (s + 15) / 16;
    float *ap = wt + (size_t)8 * 16 * 256;
    for (int ic = 0; ic < nblk; ic += 8) {
        int nb = min(8, nblk - ic), c0 = ic * 16;
        int tc = tn < nb ? tn : nb;
        #pragma omp parallel for schedule(static, 1) num_threads(tc) if (tc > 1 && c0 > 0)
        for (int t = 0; t < tc; t++) {
            int b0 = nb * t / tc, bn = nb * (t + 1) / tc - b0;
            float *ak = wt + (size_t)t * 35072;
            for (int k0 = 0; k0 < c0; k0 += 256) {
                int kw = min(256, c0 - k0);
                kf_trsm_pack_chunk(ic + b0, bn, k0, kw, s, A, ars, acs, ak);
                for (int b = 0; b < bn; b++) {
                    for (int pj = 0; pj < np; pj++) {
                        float *pb = work + (size_t)pj * ldp * 6;
                        kf_trsm_upd(kw, ak + (size_t)b * 16 * 256, pb + k0, pb + c0 + (b0 + b) * 16, ldp);
                    }
                }
            }
        }
        for (int b = 0; b < nb; b++) {
            int ib = ic + b;
            kf_trsm_pack_block(ib, c0, s, A, ars, acs, unit, ap);
            for (int pj = 0; pj < np; pj++) {
                kf_trsm_micro(b * 16, ap, ap + (size_t)b * 16 * 16, work + (size_t)pj * ldp * 6 + c0, ldp);
            }
        }
    }
}

static void kf_trsm_rows_share(const int s, const int n, const float alpha, const float *A, const long ars, const long acs, const int unit, float *B, const long brs, const long bcs, const int tn, float *work)
{
    const int nblk = (s + 15) / 16, ldp = nblk * 16 + 16, np = (n + 5) / 6;
    for (int pj = 0; pj < np; pj++) {
        int j0 = pj * 6, nn = min(6, n - j0);
        float *bp = work + (size_t)pj * ldp * 6;
        if (brs == 1 || brs == -1) {
            for (int j = 0; j < nn; j++) {
                const float *src = B + (long)(j0 + j) * bcs;
                float *d = bp + (size_t)j * ldp;
                if (brs == 1) {
                    #pragma omp simd
                    for (int k = 0; k < s; k++) {
                        d[k] = alpha * src[k];
                    }
                } else {
                    for (int k = 0; k < s; k++) {
                        d[k] = alpha * src[-k];
                    }
                }
            }
        } else {
            for (int k = 0; k < s; k++) {
                const float *srow = B + k * brs + (long)j0 * bcs;
                for (int j = 0; j < nn; j++) {
                    bp[(size_t)j * ldp + k] = alpha * srow[j * bcs];
                }
            }
        }
        for (int j = 0; j < 6; j++) {
            for (int k = j < nn ? s : 0; k < ldp; k++) {
                bp[(size_t)j * ldp + k] = 0;
            }
        }
    }
    kf_trsm_rows_part(s, A, ars, acs, unit, ldp, np, tn, work, work + (size_t)ldp * np * 6);
    for (int pj = 0; pj < np; pj++) {
        int j0 = pj * 6, nn = min(6, n - j0);
        float *bp = work + (size_t)pj * ldp * 6;
        if (brs == 1 || brs == -1) {
            for (int j = 0; j < nn; j++) {
                float *dst = B + (long)(j0 + j) * bcs;
                const float *sp = bp + (size_t)j * ldp;
                if (brs == 1) {
                    #pragma omp simd
                    for (int k = 0; k < s; k++) {
                        dst[k] = sp[k];
                    }
                } else {
                    for (int k = 0; k < s; k++) {
                        dst[-k] = sp[k];
                    }
                }
            }
        } else {
            for (int k = 0; k < s; k++) {
                float *drow = B + k * brs + (long)j0 * bcs;
                for (int j = 0; j < nn; j++) {
                    drow[j * bcs] = bp[(size_t)j * ldp + k];
                }
            }
        }
    }
}

static float *kf_trsm_step_a(const int t, const int tp, const int g, const int ic, const int nb, const int k0, const int kw, const int s, const float *restrict A, const long ars, const long acs, float *ring, float *mine, int *st, int *prog)
{
    float *sh = ring + (size_t)(g % 4) * 32768;
    int idle = 1;
    for (int u = 0; u < tp; u++) {
        if (u != t && __atomic_load_n(prog + u, __ATOMIC_ACQUIRE) < g - 4 + 1) {
            idle = 0;
        }
    }
    int want = 0;
    if (idle && __atomic_compare_exchange_n(st + g, &want, 1, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
        kf_trsm_pack_chunk(ic, nb, k0, kw, s, A, ars, acs, sh);
        __atomic_store_n(st + g, 2, __ATOMIC_RELEASE);
        return sh;
    }
    for (int spin = 0; spin < 4000 && __atomic_load_n(st + g, __ATOMIC_ACQUIRE) == 1; spin++) {
        KF_PAUSE();
    }
    if (__atomic_load_n(st + g, __ATOMIC_ACQUIRE) == 2) {
        return sh;
    }
    kf_trsm_pack_chunk(ic, nb, k0, kw, s, A, ars, acs, mine);
    return mine;
}

static void kf_trsm_rows_team(const int t, const int tp, const int s, const int n, const float alpha, const float *A, const long ars, const long acs, const int unit, float *B, const long brs, const long bcs, float *work, int *st, int *prog)
{
    const int nblk = (s + 15) / 16, ldp = nblk * 16 + 16, np = (n + 5) / 6;
    int q0 = np * t / tp, q1 = np * (t + 1) / tp, step = 0;
    float *wt = work + (size_t)ldp * np * 6, *mine = wt + (size_t)t * 35072;
    float *ring = wt + (size_t)tp * 35072, *ap = mine + (size_t)32768;
    for (int pj = q0; pj < q1; pj++) {
        int j0 = pj * 6, nn = min(6, n - j0);
        float *bp = work + (size_t)pj * ldp * 6;
        if (brs == 1 || brs == -1) {
            for (int j = 0; j < nn; j++) {
                const float *src = B + (long)(j0 + j) * bcs;
                float *d = bp + (size_t)j * ldp;
                if (brs == 1) {
                    #pragma omp simd
                    for (int k = 0; k < s; k++) {
                        d[k] = alpha * src[k];
                    }
                } else {
                    for (int k = 0; k < s; k++) {
                        d[k] = alpha * src[-k];
                    }
                }
            }
        } else {
            for (int k = 0; k < s; k++) {
                const float *srow = B + k * brs + (long)j0 * bcs;
                for (int j = 0; j < nn; j++) {
                    bp[(size_t)j * ldp + k] = alpha * srow[j * bcs];
                }
            }
        }
        for (int j = 0; j < 6; j++) {
            for (int k = j < nn ? s : 0; k < ldp; k++) {
                bp[(size_t)j * ldp + k] = 0;
            }
        }
    }
    for (int ic = 0; ic < nblk; ic += 8) {
        int nb = min(8, nblk - ic), c0 = ic * 16;
        for (int k0 = 0; k0 < c0; k0 += 256, step++) {
            int kw = min(256, c0 - k0);
            const float *ak = kf_trsm_step_a(t, tp, step, ic, nb, k0, kw, s, A, ars, acs, ring, mine, st, prog);
            for (int b = 0; b < nb; b++) {
                for (int pj = q0; pj < q1; pj++) {
                    float *pb = work + (size_t)pj * ldp * 6;
                    kf_trsm_upd(kw, ak + (size_t)b * 16 * 256, pb + k0, pb + c0 + b * 16, ldp);
                }
            }
            __atomic_store_n(prog + t, step + 1, __ATOMIC_RELEASE);
        }
        for (int b = 0; b < nb; b++) {
            kf_trsm_pack_block(ic + b, c0, s, A, ars, acs, unit, ap);
            for (int pj = q0; pj < q1; pj++) {
                kf_trsm_micro(b * 16, ap, ap + (size_t)b * 16 * 16, work + (size_t)pj * ldp * 6 + c0, ldp);
            }
        }
    }
    for (int pj = q0; pj < q1; pj++) {
        int j0 = pj * 6, nn = min(6, n - j0);
        float *bp = work + (size_t)pj * ldp * 6;
        if (brs == 1 || brs == -1) {
            for (int j = 0; j < nn; j++) {
                float *dst = B + (long)(j0 + j) * bcs;
                const float *sp = bp + (size_t)j * ldp;
                if (brs == 1) {
                    #pragma omp simd
                    for (int k = 0; k < s; k++) {
                        dst[k] = sp[k];
                    }
                } else {
                    for (int k = 0; k < s; k++) {
                        dst[-k] = sp[k];
                    }
                }
            }
        } else {
            for (int k = 0; k < s; k++) {
                float *drow = B + k * brs + (long)j0 * bcs;
                for (int j = 0; j < nn; j++) {
                    drow[j * bcs] = bp[(size_t)j * ldp + k];
                }
            }
        }
    }
}

void kf_trsm_rows(const int s, const int n, const float alpha, const float *A, const long ars, const long acs, const int unit, float *B, const long brs, const long bcs, const int nt, const int pt, float *work)
{
    const int nblk = (s + 15) / 16, np = (n + 5) / 6;
    const int tn = nt < 1 ? 1 : nt < 8 ? nt : 8;
    const int tp = pt < 1 ? 1 : pt < np ? pt : np;
    long steps = 0;
    for (int ic = 0; ic < nblk; ic += 8) {
        steps += (ic * 16 + 255) / 256;
    }
    int *st = tp > 1 ? calloc(steps + tp, sizeof(int)) : NULL;
    if (st) {
        #pragma omp parallel num_threads(tp)
        kf_trsm_rows_team(omp_get_thread_num(), omp_get_num_threads(), s, n, alpha, A, ars, acs, unit, B, brs, bcs, work, st, st + steps);
        free(st);
    } else {
        kf_trsm_rows_share(s, n, alpha, A, ars, acs, unit, B, brs, bcs, tn, work);
    }
}
