/* kforge sgemm: C = alpha op(A) op(B) + beta C, column-major, op = nn,
 * pattern=local wg=2x1 tile=3x2 kb=10 ku=1 store=vars mc=0 nc=0 tasks=3, tails none,
 * op(A) lower triangular */
#include <omp.h>
#include <stdlib.h>
#define min(a, b) ((a) < (b) ? (a) : (b))
#define max(a, b) ((a) > (b) ? (a) : (b))
#define KF_NOINLINE __attribute__((noinline))

static KF_NOINLINE void kf_gemm_micro(const int kc, const float *restrict a, const float *restrict b, float *restrict ct)
{
    float c[2][6];
    for (int j = 0; j < 2; j++) {
        #pragma omp simd
        for (int i = 0; i < 6; i++) {
            c[j][i] = 0;
        }
    }
    for (int k = 0; k < kc; k++) {
        for (int j = 0; j < 2; j++) {
            float bj = b[k * 2 + j];
            #pragma omp simd
            for (int i = 0; i < 6; i++) {
                c[j][i] += a[k * 6 + i] * bj;
            }
        }
    }
    for (int j = 0; j < 2; j++) {
        #pragma omp simd
        for (int i = 0; i < 6; i++) {
            ct[j * 6 + i] = c[j][i];
        }
    }
}

static KF_NOINLINE void kf_gemm_micro_tri(const int kc, const float *restrict a, const float *restrict b, float *restrict ct)
{
    float c[2][6];
    for (int j = 0; j < 2; j++) {
        #pragma omp simd
        for (int i = 0; i < 6; i++) {
            c[j][i] = 0;
        }
    }
    for (int k = 0; k < kc - 6; k++) {
        for (int j = 0; j < 2; j++) {
            float bj = b[k * 2 + j];
            #pragma omp simd
            for (int i = 0; i < 6; i++) {
                c[j][i] += a[k * 6 + i] * bj;
            }
        }
    }
    for (int k = kc - 6; k < kc - 3; k++) {
        for (int j = 0; j < 2; j++) {
            float bj = b[k * 2 + j];
            #pragma omp simd
            for (int i = 0; i < 6; i++) {
                c[j][i] += a[k * 6 + i] * bj;
            }
        }
    }
    for (int k = kc - 3; k < kc; k++) {
        for (int j = 0; j < 2; j++) {
            float bj = b[k * 2 + j];
            #pragma omp simd
            for (int i = 3; i < 6; i++) {
                c[j][i] += a[k * 6 + i] * bj;
            }
        }
    }
    for (int j = 0; j < 2; j++) {
        #pragma omp simd
        for (int i = 0; i < 6; i++) {
            ct[j * 6 + i] = c[j][i];
        }
    }
}

static KF_NOINLINE void kf_gemm_micro_bd(const int kc, const float *restrict a, const float *restrict b, const int ldb, float *restrict ct)
{
    float c[2][6];
    const float *bc[2];
    for (int j = 0; j < 2; j++) {
        bc[j] = b + (size_t)j * ldb;
        #pragma omp simd
        for (int i = 0; i < 6; i++) {
            c[j][i] = 0;
        }
    }
    for (int k = 0; k < kc; k++) {
        for (int j = 0; j < 2; j++) {
            float bj = bc[j][k];
            #pragma omp simd
            for (int i = 0; i < 6; i++) {
                c[j][i] += a[k * 6 + i] * bj;
            }
        }
    }
    for (int j = 0; j < 2; j++) {
        #pragma omp simd
        for (int i = 0; i < 6; i++) {
            ct[j * 6 + i] = c[j][i];
        }
    }
}

static KF_NOINLINE void kf_gemm_micro_bd_tri(const int kc, const float *restrict a, const float *restrict b, const int ldb, float *restrict ct)
{
    float c[2][6];
    const float *bc[2];
    for (int j = 0; j < 2; j++) {
        bc[j] = b + (size_t)j * ldb;
        #pragma omp simd
        for (int i = 0; i < 6; i++) {
            c[j][i] = 0;
        }
    }
    for (int k = 0; k < kc - 6; k++) {
        for (int j = 0; j < 2; j++) {
            float bj = bc[j][k];
            #pragma omp simd
            for (int i = 0; i < 6; i++) {
                c[j][i] += a[k * 6 + i] * bj;
            }
        }
    }
    for (int k = kc - 6; k < kc - 3; k++) {
        for (int j = 0; j < 2; j++) {
            float bj = bc[j][k];
            #pragma omp simd
            for (int i = 0; i < 6; i++) {
                c[j][i] += a[k * 6 + i] * bj;
            }
        }
    }
    for (int k = kc - 3; k < kc; k++) {
        for (int j = 0; j < 2; j++) {
            float bj = bc[j][k];
            #pragma omp simd
            for (int i = 3; i < 6; i++) {
                c[j][i] += a[k * 6 + i] * bj;
            }
        }
    }
    for (int j = 0; j < 2; j++) {
        #pragma omp simd
        for (int i = 0; i < 6; i++) {
            ct[j * 6 + i] = c[j][i];
        }
    }
}

static void kf_gemm_pack_a(const int M, const float *restrict A, const int lda, const int r0, const int k0, const int kb, float *restrict ap)
{
    for (int k = 0; k < kb; k++) {
        const float *src = A + (r0) + (k0 + k) * lda;
        if (k + 8 < kb) {
            __builtin_prefetch(src + 8 * (size_t)lda);
            __builtin_prefetch(src + 8 * (size_t)lda + 5);
        }
        if (k0 + k <= r0) {
            __builtin_memcpy(ap + k * 6, src, 6 * sizeof(float));
        } else {
            for (int x = 0; x < 6; x++) {
                float v = src[x];
                if ((k0 + k) > (r0 + x)) v = 0;
                ap[k * 6 + x] = v;
            }
        }
    }
}

static void kf_gemm_pack_b(const int N, const float *restrict B, const int ldb, const int c0, const int k0, const int kb, float *restrict bp)
{
    for (int x = 0; x < 2; x++) {
        #pragma omp simd
        for (int k = 0; k < kb; k++) {
            float v = B[(k0 + k) + (c0 + x) * ldb];
            bp[k * 2 + x] = v;
        }
    }
}

static int kf_tri_cut(const int i, const int parts, const int len, const int unit, const int end)
{
    if (i <= 0) {
        return 0;
    }
    if (i >= parts) {
        return len;
    }
    double share = (double)i / parts;
    int r = unit;
    for (; r < len; r += unit) {
        double x = (double)(end ? r : len - r) / len;
        if ((end ? x * x : 1 - x * x) >= share) {
            break;
        }
    }
    return min(r, len);
}

int kf_gemm(const int M, const int N, const int K, const float alpha, const float *restrict A, const int offA, const int lda, const float *B, const int offB, const int ldb, const float beta, float *C, const int offC, const int ldc)
{
    A += offA;
    B += offB;
    C += offC;
    if (M <= 0 || N <= 0) {
        return 0;
    }
    if (K <= 0) {
        #pragma omp parallel for schedule(static)
        for (int j = 0; j < N; j++) {
            for (int i = 0; i < M; i++) {
                C[i + j * ldc] = beta == 0 ? 0 : beta * C[i + j * ldc];
            }
        }
        return 0;
    }
    int nt = omp_get_max_threads(), tm = 1, tn = 1;
    int un = (N + 1) / 2, um = (M + 5) / 6;
    long cutn = (long)((un + nt - 1) / nt) * 2 * M, cutm = (long)((um + nt - 1) / nt) * 6 * N;
    int wide = cutn < cutm || (cutn == cutm && N >= M);
    if (nt > 1 && C == B) {
        tn = min((N + 1) / 2, 3 * nt);
    } else if (nt > 1) {
        tm = min((M + 5) / 6, 3 * nt);
    }
    int cw = ((N + tn - 1) / tn + 1) / 2 * 2;
    int rh = ((M + tm - 1) / tm + 5) / 6 * 6;
    tn = (N + cw - 1) / cw;
    tm = (M + rh - 1) / rh;
    int kcb = min(6, K), ncb = min(4096, cw), mcb = min(258, (M + 5) / 6 * 6);
    size_t asz = ((size_t)mcb * kcb + 15) / 16 * 16;
    size_t bsz = ((size_t)ncb * kcb + 15) / 16 * 16;
    float *buf = aligned_alloc(64, nt * (asz + bsz) * sizeof(float));
    if (!buf) {
        return -1;
    }
    int direct = M <= 96 && (C != B || M <= mcb);
    #pragma omp parallel num_threads(nt)
    {
        float *Ap = buf + omp_get_thread_num() * (asz + bsz);
        float *Bp = Ap + asz;
        float ct[12];
        #pragma omp for schedule(dynamic, 1)
        for (int t = 0; t < tm * tn; t++) {
            int rt = kf_tri_cut(t / tn, tm, M, 6, 1), rend = kf_tri_cut(t / tn + 1, tm, M, 6, 1);
            int ctk = t % tn * cw, cend = min(N, ctk + cw);
            for (int jc = ctk; jc < cend; jc += 4096) {
                int nb = min(4096, cend - jc);
                for (int pc = (K - 1) / 6 * 6; pc >= 0; pc -= 6) {
                    int kb = min(6, K - pc);
                    if (pc >= rend) {
                        continue;
                    }
                    for (int q = 0; q < nb; q += 2) {
                        if (!direct || jc + q + 2 > N) {
                            kf_gemm_pack_b(N, B, ldb, jc + q, pc, kb, Bp + q * kb);
                        }
                    }
                    for (int ic = rt; ic < rend; ic += mcb) {
                        int mb = min(mcb, rend - ic);
                        if (pc >= ic + mb) {
                            continue;
                        }
                        for (int ir = 0; ir < mb; ir += 6) {
                            int kbeg = 0, kend = min(kb, ic + ir + 6 - pc);
                            int kn = kend > kbeg ? kend - kbeg : 0;
                            if (kn > 0) {
                                kf_gemm_pack_a(M, A, lda, ic + ir, pc + kbeg, kn, Ap + ir * kb + kbeg * 6);
                            }
                        }
                        for (int q = 0; q < nb; q += 2) {
                            for (int ir = (mb - 1) / 6 * 6; ir >= 0; ir -= 6) {
                                int r0 = ic + ir, c0 = jc + q;
                                int kbeg = 0, kend = min(kb, r0 + 6 - pc);
                                int kn = kend > kbeg ? kend - kbeg : 0;
                                if (kn == 0) {
                                    continue;
                                }
                                float bb = pc == r0 / 6 * 6 ? beta : 1;
                                int mm = min(6, M - r0), nn = min(2, N - c0);
                                float *cc = C + r0 + c0 * ldc;
                                for (int j = 0; j < nn; j++) {
                                    for (int i = 0; i < mm; i += 16) {
                                        __builtin_prefetch(cc + i + j * ldc, 1);
                                    }
                                    __builtin_prefetch(cc + mm - 1 + j * ldc, 1);
                                }
                                int diag = r0 >= pc && r0 < pc + kb && r0 + 6 <= K;
                                if (diag) {
                                    if (direct && c0 + 2 <= N) {
                                        kf_gemm_micro_bd_tri(kn, Ap + ir * kb + kbeg * 6, B + pc + kbeg + (size_t)c0 * ldb, ldb, ct);
                                    } else {
                                        kf_gemm_micro_tri(kn, Ap + ir * kb + kbeg * 6, Bp + q * kb + kbeg * 2, ct);
                                    }
                                } else {
                                    if (direct && c0 + 2 <= N) {
                                        kf_gemm_micro_bd(kn, Ap + ir * kb + kbeg * 6, B + pc + kbeg + (size_t)c0 * ldb, ldb, ct);
                                    } else {
                                        kf_gemm_micro(kn, Ap + ir * kb + kbeg * 6, Bp + q * kb + kbeg * 2, ct);
                                    }
                                }
                                if (bb == 0) {
                                    for (int j = 0; j < nn; j++) {
                                        #pragma omp simd
                                        for (int i = 0; i < mm; i++) {
                                            cc[i + j * ldc] = alpha * ct[j * 6 + i];
                                        }
                                    }
                                } else {
                                    for (int j = 0; j < nn; j++) {
                                        #pragma omp simd
                                        for (int i = 0; i < mm; i++) {
                                            cc[i + j * ldc] = alpha * ct[j * 6 + i] + bb * cc[i + j * ldc];
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    free(buf);
    return 0;
}
