/* kforge dgemm: C = alpha op(A) op(B) + beta C, column-major, op = tt,
 * pattern=global wg=4x4 tile=2x2 kb=4 ku=2 store=vars, tails M */
#include <omp.h>
#include <stdlib.h>
#define min(a, b) ((a) < (b) ? (a) : (b))
#define max(a, b) ((a) > (b) ? (a) : (b))
#define KF_NOINLINE __attribute__((noinline))

static KF_NOINLINE void kf_gemm_micro(const int kc, const double *restrict a, const double *restrict b, double *restrict ct)
{
    double c[8][8];
    for (int j = 0; j < 8; j++) {
        #pragma omp simd
        for (int i = 0; i < 8; i++) {
            c[j][i] = 0;
        }
    }
    for (int k = 0; k < kc; k++) {
        for (int j = 0; j < 8; j++) {
            double bj = b[k * 8 + j];
            #pragma omp simd
            for (int i = 0; i < 8; i++) {
                c[j][i] += a[k * 8 + i] * bj;
            }
        }
    }
    for (int j = 0; j < 8; j++) {
        #pragma omp simd
        for (int i = 0; i < 8; i++) {
            ct[j * 8 + i] = c[j][i];
        }
    }
}

static void kf_gemm_pack_a(const int M, const double *restrict A, const int lda, const int r0, const int k0, const int kb, double *restrict ap)
{
    for (int x = 0; x < 8; x++) {
        #pragma omp simd
        for (int k = 0; k < kb; k++) {
            double v = A[(k0 + k) + (min(r0 + x, M - 1)) * lda];
            if (r0 + x >= M) v = 0;
            ap[k * 8 + x] = v;
        }
    }
}

static void kf_gemm_pack_b(const int N, const double *restrict B, const int ldb, const int c0, const int k0, const int kb, double *restrict bp)
{
    for (int k = 0; k < kb; k++) {
        const double *src = B + (c0) + (k0 + k) * ldb;
        if (k + 8 < kb) {
            __builtin_prefetch(src + 8 * (size_t)ldb);
            __builtin_prefetch(src + 8 * (size_t)ldb + 7);
        }
        __builtin_memcpy(bp + k * 8, src, 8 * sizeof(double));
    }
}

int kf_gemm(const int M, const int N, const int K, const double alpha, const double *restrict A, const int offA, const int lda, const double *restrict B, const int offB, const int ldb, const double beta, double *restrict C, const int offC, const int ldc)
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
    int un = (N + 7) / 8, um = (M + 7) / 8;
    long cutn = (long)((un + nt - 1) / nt) * 8 * M, cutm = (long)((um + nt - 1) / nt) * 8 * N;
    int wide = cutn < cutm || (cutn == cutm && N >= M);
    if (nt > 1 && wide) {
        tn = min((N + 7) / 8, 1 * nt);
    } else if (nt > 1) {
        tm = min((M + 7) / 8, 1 * nt);
    }
    int cw = ((N + tn - 1) / tn + 7) / 8 * 8;
    int rh = ((M + tm - 1) / tm + 7) / 8 * 8;
    tn = (N + cw - 1) / cw;
    tm = (M + rh - 1) / rh;
    int kcb = min(4, K), ncb = min(4096, cw), mcb = min(256, rh);
    size_t asz = ((size_t)mcb * kcb + 15) / 16 * 16;
    size_t bsz = ((size_t)ncb * kcb + 15) / 16 * 16;
    double *buf = aligned_alloc(64, nt * (asz + bsz) * sizeof(double));
    if (!buf) {
        return -1;
    }
    #pragma omp parallel num_threads(nt)
    {
        double *Ap = buf + omp_get_thread_num() * (asz + bsz);
        double *Bp = Ap + asz;
        double ct[64];
        #pragma omp for schedule(dynamic, 1)
        for (int t = 0; t < tm * tn; t++) {
            int rt = t / tn * rh, rend = min(M, rt + rh);
            int ctk = t % tn * cw, cend = min(N, ctk + cw);
            for (int jc = ctk; jc < cend; jc += 4096) {
                int nb = min(4096, cend - jc);
                for (int pc = 0; pc < K; pc += 4) {
                    int kb = min(4, K - pc);
                    for (int q = 0; q < nb; q += 8) {
                        kf_gemm_pack_b(N, B, ldb, jc + q, pc, kb, Bp + q * kb);
                    }
                    for (int ic = rt; ic < rend; ic += mcb) {
                        int mb = min(mcb, rend - ic);
                        double bb = pc == 0 ? beta : 1;
                        for (int ir = 0; ir < mb; ir += 8) {
                            kf_gemm_pack_a(M, A, lda, ic + ir, pc, kb, Ap + ir * kb);
                        }
                        for (int q = 0; q < nb; q += 8) {
                            for (int ir = 0; ir < mb; ir += 8) {
                                int r0 = ic + ir, c0 = jc + q;
                                int mm = min(8, M - r0), nn = min(8, N - c0);
                                double *cc = C + r0 + c0 * ldc;
                                for (int j = 0; j < nn; j++) {
                                    for (int i = 0; i < mm; i += 8) {
                                        __builtin_prefetch(cc + i + j * ldc, 1);
                                    }
                                    __builtin_prefetch(cc + mm - 1 + j * ldc, 1);
                                }
                                kf_gemm_micro(kb, Ap + ir * kb, Bp + q * kb, ct);
                                if (bb == 0) {
                                    for (int j = 0; j < nn; j++) {
                                        #pragma omp simd
                                        for (int i = 0; i < mm; i++) {
                                            cc[i + j * ldc] = alpha * ct[j * 8 + i];
                                        }
                                    }
                                } else {
                                    for (int j = 0; j < nn; j++) {
                                        #pragma omp simd
                                        for (int i = 0; i < mm; i++) {
                                            cc[i + j * ldc] = alpha * ct[j * 8 + i] + bb * cc[i + j * ldc];
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
