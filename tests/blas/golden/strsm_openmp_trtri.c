#define min(a, b) ((a) < (b) ? (a) : (b))

void kf_trtri(const int n, const float *A, const int offA, const int lda, const int lower, const int unit, float *W)
{
    #pragma omp parallel for schedule(static)
    for (int gid = 0; gid < (n + 31) / 32 * 32; gid++) {
        int b = gid / 32, c = gid % 32;
        int b0 = b * 32, s = min(32, n - b0);
        if (b0 >= n) {
            continue;
        }
        const float *Tb = A + offA + b0 + b0 * lda;
        float *x = W + b * 32 * 32 + c * 32;
        for (int r = 0; r < 32; r++) {
            x[r] = 0;
        }
        if (c >= s) {
            continue;
        }
        for (int i = 0; i < s; i++) {
            int r = lower ? i : s - 1 - i;
            float v = r == c ? 1 : 0;
            if (lower) {
                for (int q = c; q < r; q++) {
                    v -= Tb[r + q * lda] * x[q];
                }
            } else {
                for (int q = r + 1; q <= c; q++) {
                    v -= Tb[r + q * lda] * x[q];
                }
            }
            x[r] = unit ? v : v / Tb[r + r * lda];
        }
    }
}
