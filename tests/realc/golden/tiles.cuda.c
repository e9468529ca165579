/* kforge 0.1.0: tests/realc/tiles.c for cuda; 1 kernel */
/* tiles.c: the perimeter step of a blocked factorisation written the way
 * Rodinia's lud_omp.c writes it: the block counter `c` declared at the top
 * of the function (and printed after the loop, so its last value
 * matters), the counters of the loops inside declared at the top of the
 * block's body (`int i, j, k;`), and scratch tiles declared there with a
 * GNU attribute, one with an initialiser (`float t[TS * TS]
 * __attribute__((aligned(64)));`, `... = {0.0f};`).  Each block copies the
 * diagonal block into its tile, updates its own columns of the row band
 * and keeps the column sums of what it subtracted.  The block loop is
 * parallel; on the GPU targets it is a kernel whose tiles are each
 * thread's own, and the host replays only the counter it sees (`c`).
 * Written for kforge's tests. */
#include <stdio.h>
#include <stdlib.h>

#define TS 8

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/realc/tiles.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_perimeter_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int nb, int off, int n, float *a, float *colsum);

static void perimeter(float *a, float *colsum, int n, int off, int nb)
{
    int c;
#pragma scop
    if (0 <= off && 8 * nb + off + 8 <= n && off + 8 <= n && 1 <= nb &&
    (((unsigned long long)a + (8*nb + off + 7*n + off*n + 8) * sizeof *a) <= (unsigned long long)colsum || ((unsigned long long)colsum + (8*nb) * sizeof *colsum) <= (((unsigned long long)a + (off + off*n) * sizeof *a) < (unsigned long long)a ? ((unsigned long long)a + (off + off*n) * sizeof *a) : (unsigned long long)a))) {
    {
        const size_t kf_a_bytes = (size_t)(8*nb + off + 7*n + off*n + 8) * sizeof a[0];
        float *kf_a_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_a_dev, kf_a_bytes), "cudaMalloc", 22);
        const size_t kf_colsum_bytes = (size_t)(8*nb) * sizeof colsum[0];
        float *kf_colsum_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_colsum_dev, kf_colsum_bytes), "cudaMalloc", 22);
        kf_cuda_check(cudaMemcpy(kf_a_dev, a, kf_a_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 22);
        kf_cuda_check(cudaMemcpy(kf_colsum_dev, colsum, kf_colsum_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 22);
        if (nb > 0) {
            kf_cuda_check(kf_launch_perimeter_L1((unsigned)((nb + 255) / 256), 1, 1, 256, 1, 1, nb, off, n, kf_a_dev, kf_colsum_dev), "perimeter_L1<<<...>>>", 22);
        }
        /* the loop counters, as the sequential loops leave them */
        for (c = 0; c < nb; c++) {
        }
        kf_cuda_check(cudaMemcpy(a, kf_a_dev, kf_a_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 22);
        kf_cuda_check(cudaMemcpy(colsum, kf_colsum_dev, kf_colsum_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 22);
        kf_cuda_check(cudaFree(kf_a_dev), "cudaFree", 39);
        kf_cuda_check(cudaFree(kf_colsum_dev), "cudaFree", 39);
    }
    } else {
    for (c = 0; c < nb; c++) {
        int i, j, k;
        float t[TS * TS] __attribute__((aligned(64)));
        float acc[TS] __attribute__((aligned(64))) = {0.0f};
        for (i = 0; i < TS; i++)
            for (j = 0; j < TS; j++)
                t[i * TS + j] = a[(off + i) * n + off + j];
        for (j = 0; j < TS; j++)
            for (i = 0; i < TS; i++) {
                float s = 0.0f;
                for (k = 0; k < i; k++)
                    s += t[i * TS + k] * a[(off + k) * n + off + TS * (c + 1) + j];
                a[(off + i) * n + off + TS * (c + 1) + j] -= s;
                acc[j] += s;
            }
        for (j = 0; j < TS; j++)
            colsum[c * TS + j] = acc[j];
    }
    }
#pragma endscop
    printf("offset %d: %d blocks\n", off, c);
}

int main(void)
{
    int n = 520;
    float *a = malloc((size_t)n * n * sizeof *a);
    float *colsum = malloc((size_t)n * sizeof *colsum);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            a[i * n + j] = (float)((i * 7 + j * 3) % 17) / 17.0f + (i == j ? 4.0f : 0.0f);
    double total = 0.0;
    for (int off = 0; off + TS < n; off += 16 * TS) {
        int nb = (n - off - TS) / TS;
        perimeter(a, colsum, n, off, nb);
        for (int j = 0; j < nb * TS; j++)
            total += colsum[j];
    }
    double cs = 0.0;
    for (int q = 0; q < n * n; q++)
        cs += a[q] * (q % 5 + 1);
    printf("%.6f %.6f\n", cs, total);
    free(a);
    free(colsum);
    return 0;
}
