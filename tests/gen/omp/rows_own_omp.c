/* A program's own OpenMP directive before a loop over rows of pointers,
 * under a conditional, continued over lines, a comment between it and
 * its loop (Rodinia's backprop, read with --all): kforge leaves that loop
 * as written and versions nothing in between; the rows of its inner loop
 * stay as the program has them. */
#include <stdio.h>
#include <stdlib.h>

#define OWN_OMP

static void adjust(int n, int m, const float *delta, float **w, float **oldw)
{
    int j, k;
#ifdef OWN_OMP
    #pragma omp parallel for \
        private(j, k) \
        shared(w, oldw)
#endif
    /* each unit of the layer */
    for (j = 1; j <= n; j++) {
        for (k = 0; k <= m; k++) {
            float dw = 0.3f * delta[j] + 0.3f * oldw[k][j];
            w[k][j] += dw;
            oldw[k][j] = dw;
        }
    }
}

int main(void)
{
    enum { N = 40, M = 30 };
    float *delta = malloc((N + 1) * sizeof *delta);
    float **w = malloc((M + 1) * sizeof *w), **oldw = malloc((M + 1) * sizeof *oldw);
    for (int j = 0; j <= N; j++)
        delta[j] = (float)(j % 7) * 0.125f;
    for (int k = 0; k <= M; k++) {
        w[k] = malloc((N + 1) * sizeof **w);
        oldw[k] = malloc((N + 1) * sizeof **oldw);
        for (int j = 0; j <= N; j++)
            w[k][j] = (float)((j + k) % 5), oldw[k][j] = (float)(j % 3) * 0.5f;
    }
    for (int t = 0; t < 3; t++)
        adjust(N, M, delta, w, oldw);
    double s = 0.0;
    for (int k = 0; k <= M; k++)
        for (int j = 0; j <= N; j++)
            s += w[k][j] * (1 + (j + 2 * k) % 7) + oldw[k][j];
    printf("%.6f\n", s);
    for (int k = 0; k <= M; k++)
        free(w[k]), free(oldw[k]);
    free(w), free(oldw), free(delta);
    return 0;
}
