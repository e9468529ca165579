/* kmeans.c: the assignment step of k-means over points stored as a struct
 * of arrays; each point finds its nearest centroid with a static inline
 * distance helper, then centroids are recomputed on the host. */
#include <stdio.h>
#include <stdlib.h>
#include <float.h>

#define NPTS 4000
#define K 8
#define DIM 4
#define ITERS 5

typedef struct {
    float *x[DIM];     /* x[d][i]: coordinate d of point i */
    int *label;
    size_t n;
} points_t;

static inline float sq(float v) { return v * v; }

static void assign(size_t n, float *const *x, const float (*cent)[DIM], int *label)
{
#pragma scop
    for (size_t i = 0; i < n; i++) {
        float best = FLT_MAX;
        int bi = 0;
        for (int c = 0; c < K; c++) {
            float d = 0.0f;
            for (int j = 0; j < DIM; j++)
                d += sq(x[j][i] - cent[c][j]);
            if (d < best) {
                best = d;
                bi = c;
            }
        }
        label[i] = bi;
    }
#pragma endscop
}

int main(void)
{
    points_t p;
    float cent[K][DIM];
    p.n = NPTS;
    for (int d = 0; d < DIM; d++)
        p.x[d] = malloc(NPTS * sizeof(float));
    p.label = malloc(NPTS * sizeof(int));
    unsigned seed = 12345u;
    for (size_t i = 0; i < p.n; i++)
        for (int d = 0; d < DIM; d++) {
            seed = seed * 1103515245u + 12345u;
            p.x[d][i] = (float)((seed >> 16) % 1000) / 100.0f;
        }
    for (int c = 0; c < K; c++)
        for (int d = 0; d < DIM; d++)
            cent[c][d] = p.x[d][c * 37];
    for (int it = 0; it < ITERS; it++) {
        assign(p.n, p.x, (const float (*)[DIM])cent, p.label);
        double s[K][DIM] = {{0}};
        int cnt[K] = {0};
        for (size_t i = 0; i < p.n; i++) {
            cnt[p.label[i]]++;
            for (int d = 0; d < DIM; d++)
                s[p.label[i]][d] += p.x[d][i];
        }
        for (int c = 0; c < K; c++) {
            if (cnt[c] == 0)
                continue;
            for (int d = 0; d < DIM; d++)
                cent[c][d] = (float)(s[c][d] / cnt[c]);
        }
    }
    long chk = 0;
    for (size_t i = 0; i < p.n; i++)
        chk += (long)p.label[i] * (long)(i % 17);
    printf("labels checksum %ld c0 %.4f %.4f\n", chk, cent[0][0], cent[0][1]);
    for (int d = 0; d < DIM; d++)
        free(p.x[d]);
    free(p.label);
    return 0;
}
