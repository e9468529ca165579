#define min(a, b) ((a) < (b) ? (a) : (b))

void kf_trtri(const int n, const double *A, const int offA, const int lda, const int lower, const int unit, double *W)
{
    #pragma omp parallel for schedule(static)
    for (int b = 0; b < (n + 63) / 64; b++) {
        int b0 = b * 64, s = min(64, n - b0);
        const double *Tb = A + offA + b0 + b0 * lda;
        double X[64 * 64];
        for (int i = 0; i < s; i++) {
            int r = lower ? i : s - 1 - i;
            int lo = lower ? 0 : r, hi = lower ? r + 1 : s;
            double *x = X + r * 64;
            for (int c = 0; c < 64; c++) {
                x[c] = c == r ? 1 : 0;
            }
            for (int q = lower ? 0 : r + 1; q < (lower ? r : s); q++) {
                const double t = Tb[r + q * lda], *y = X + q * 64;
                #pragma omp simd
                for (int c = lower ? 0 : q / 16 * 16; c < (lower ? min(64, (q + 16) / 16 * 16) : 64); c++) {
                    x[c] -= t * y[c];
                }
            }
            if (!unit) {
                const double dg = Tb[r + r * lda];
                #pragma omp simd
                for (int c = lo; c < hi; c++) {
                    x[c] = x[c] / dg;
                }
            }
        }
        for (int c = 0; c < 64; c++) {
            for (int r = 0; r < 64; r++) {
                W[b * 64 * 64 + r + c * 64] = r < s && c < s && (lower ? c <= r : c >= r) ? X[r * 64 + c] : 0;
            }
        }
    }
}
