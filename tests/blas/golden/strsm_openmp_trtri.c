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
