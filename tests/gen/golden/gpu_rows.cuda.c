/* kforge 0.1.0: tests/gen/gpu_rows.c for cuda; 3 kernels */
/* Arrays of row pointers read by kernels (gpu.h, packed rows): each row
 * malloc'ed on its own, the host packs the box of rows and columns the nest
 * reads into one device buffer, which the kernel indexes as a 2-D array.
 *   - matvec: y = A x with A a double ** (rows [0, n), columns [0, m));
 *   - colsum: a transposed read x[j][i] of a float *const * of d rows of
 *     n points (as kmeans.c's coordinates);
 *   - shifted: a const double *const * read from row 1 and column 1 on
 *     (the box [1, n - 1] x [1, m]); main leaves row 0 NULL, so a pack
 *     that read it would crash;
 *   - trimv: a lower-triangular matrix stored jagged (row i holds i + 1
 *     elements): the columns it reads depend on the row, no box to pack,
 *     and it stays on the host, saying why;
 *   - scale_rows: a double ** written in place: its rows may be shared, so
 *     the nest is sequential and stays on the host; under
 *     --assume-no-alias they are apart, and the host packs the box, the
 *     kernel writes it and the host unpacks it into the rows.
 * main calls each at sizes 0, 1 and a few more and prints a checksum. */
#include <stdio.h>
#include <stdlib.h>

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/gen/gpu_rows.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_matvec_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int m, double *a, double *x, double *y);
cudaError_t kf_launch_colsum_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int d, float *x, float *out);
cudaError_t kf_launch_shifted_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int m, double *a, double *out);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_22(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 22);
}

static void kf_cuda_free_34(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 34);
}

static void kf_cuda_free_46(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 46);
}

static void matvec(int n, int m, double **a, const double *restrict x, double *restrict y)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_a_bytes = (size_t)(((long)n > 0 && (long)m > 0 ? (size_t)n * (size_t)m : 0)) * sizeof a[0][0];
    double *kf_a_dev __attribute__((__cleanup__(kf_cuda_free_22))) = kf_cuda_alloc(kf_a_bytes, 22);
    const size_t kf_x_bytes = (size_t)m * sizeof x[0];
    double *kf_x_dev __attribute__((__cleanup__(kf_cuda_free_22))) = kf_cuda_alloc(kf_x_bytes, 22);
    const size_t kf_y_bytes = (size_t)n * sizeof y[0];
    double *kf_y_dev __attribute__((__cleanup__(kf_cuda_free_22))) = kf_cuda_alloc(kf_y_bytes, 22);
#pragma scop
    {
        if (kf_a_bytes > 0) {
            /* kforge: the rows of 'a' it reaches, packed into one block */
            double *kf_pk = malloc(kf_a_bytes);
            if (!kf_pk) {
                kf_cuda_check(cudaErrorMemoryAllocation, "malloc", 24);
            }
            for (long kf_r = 0; kf_r < (long)n; kf_r++) {
                for (long kf_c = 0; kf_c < (long)m; kf_c++) {
                    kf_pk[kf_r * (long)m + kf_c] = a[kf_r][kf_c];
                }
            }
            kf_cuda_check(cudaMemcpy(kf_a_dev, kf_pk, kf_a_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 24);
            free(kf_pk);
        }
        kf_cuda_check(cudaMemcpy(kf_x_dev, x, kf_x_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 24);
        kf_cuda_check(cudaMemcpy(kf_y_dev, y, kf_y_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 24);
        if (n > 0) {
            kf_cuda_check(kf_launch_matvec_L1((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, m, kf_a_dev, kf_x_dev, kf_y_dev), "matvec_L1<<<...>>>", 24);
        }
        kf_cuda_check(cudaMemcpy(y, kf_y_dev, kf_y_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 24);
    }
#pragma endscop
}

static void colsum(int n, int d, float *const *x, float *restrict out)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_x_bytes = (size_t)(((long)d > 0 && (long)n > 0 ? (size_t)d * (size_t)n : 0)) * sizeof x[0][0];
    float *kf_x_dev __attribute__((__cleanup__(kf_cuda_free_34))) = kf_cuda_alloc(kf_x_bytes, 34);
    const size_t kf_out_bytes = (size_t)n * sizeof out[0];
    float *kf_out_dev __attribute__((__cleanup__(kf_cuda_free_34))) = kf_cuda_alloc(kf_out_bytes, 34);
#pragma scop
    {
        if (kf_x_bytes > 0) {
            /* kforge: the rows of 'x' it reaches, packed into one block */
            float *kf_pk = malloc(kf_x_bytes);
            if (!kf_pk) {
                kf_cuda_check(cudaErrorMemoryAllocation, "malloc", 36);
            }
            for (long kf_r = 0; kf_r < (long)d; kf_r++) {
                for (long kf_c = 0; kf_c < (long)n; kf_c++) {
                    kf_pk[kf_r * (long)n + kf_c] = x[kf_r][kf_c];
                }
            }
            kf_cuda_check(cudaMemcpy(kf_x_dev, kf_pk, kf_x_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 36);
            free(kf_pk);
        }
        kf_cuda_check(cudaMemcpy(kf_out_dev, out, kf_out_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 36);
        if (n > 0) {
            kf_cuda_check(kf_launch_colsum_L2((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, d, kf_x_dev, kf_out_dev), "colsum_L2<<<...>>>", 36);
        }
        kf_cuda_check(cudaMemcpy(out, kf_out_dev, kf_out_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 36);
    }
#pragma endscop
}

static void shifted(int n, int m, const double *const *a, double *restrict out)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_a_bytes = (size_t)(((long)(n - 1) > 0 && (long)m > 0 ? (size_t)(n - 1) * (size_t)m : 0)) * sizeof a[0][0];
    double *kf_a_dev __attribute__((__cleanup__(kf_cuda_free_46))) = kf_cuda_alloc(kf_a_bytes, 46);
    const size_t kf_out_bytes = (size_t)((-m + n*m > 0 ? -m + n*m : 0)) * sizeof out[0];
    double *kf_out_dev __attribute__((__cleanup__(kf_cuda_free_46))) = kf_cuda_alloc(kf_out_bytes, 46);
#pragma scop
    {
        if (kf_a_bytes > 0) {
            /* kforge: the rows of 'a' it reaches, packed into one block */
            double *kf_pk = malloc(kf_a_bytes);
            if (!kf_pk) {
                kf_cuda_check(cudaErrorMemoryAllocation, "malloc", 48);
            }
            for (long kf_r = 0; kf_r < (long)(n - 1); kf_r++) {
                for (long kf_c = 0; kf_c < (long)m; kf_c++) {
                    kf_pk[kf_r * (long)m + kf_c] = a[1 + kf_r][1 + kf_c];
                }
            }
            kf_cuda_check(cudaMemcpy(kf_a_dev, kf_pk, kf_a_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 48);
            free(kf_pk);
        }
        kf_cuda_check(cudaMemcpy(kf_out_dev, out, kf_out_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 48);
        if (n - 1 > 0 && m > 0) {
            kf_cuda_check(kf_launch_shifted_L3((unsigned)((m + 255) / 256), (unsigned)(n - 1), 1, 256, 1, 1, n, m, kf_a_dev, kf_out_dev), "shifted_L3<<<...>>>", 48);
        }
        kf_cuda_check(cudaMemcpy(out, kf_out_dev, kf_out_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 48);
    }
#pragma endscop
}

static void trimv(int n, double **l, const double *restrict x, double *restrict y)
{
#pragma scop
    for (int i = 0; i < n; i++) {
        double s = 0.0;
        for (int j = 0; j <= i; j++)
            s += l[i][j] * x[j];
        y[i] = s;
    }
#pragma endscop
}

static void scale_rows(int n, int m, double **c, const double *restrict s)
{
#pragma scop
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            c[i][j] = c[i][j] * s[j] + i;
#pragma endscop
}

int main(void)
{
    const int sizes[] = {0, 1, 2, 5, 33, 300};
    double sum = 0.0;
    for (int s = 0; s < 6; s++) {
        int n = sizes[s], m = n + 3, d = 4;
        double **a = malloc(((size_t)n + 1) * sizeof *a);
        double **l = malloc(((size_t)n + 1) * sizeof *l);
        float **x = malloc((size_t)d * sizeof *x);
        const double **b = malloc(((size_t)n + 1) * sizeof *b);
        double *v = malloc(((size_t)m + 1) * sizeof *v);
        double *y = calloc((size_t)n + 1, sizeof *y);
        float *out = calloc((size_t)n + 1, sizeof *out);
        double *sh = calloc((size_t)n * (size_t)m + 1, sizeof *sh);
        for (int k = 0; k <= m; k++)
            v[k] = (k % 9) * 0.125 - 0.5;
        for (int i = 0; i < n; i++) {
            a[i] = malloc((size_t)m * sizeof **a);
            for (int k = 0; k < m; k++)
                a[i][k] = ((i * 7 + k * 3) % 11) * 0.25;
            l[i] = malloc(((size_t)i + 1) * sizeof **l);
            for (int k = 0; k <= i; k++)
                l[i][k] = ((i + 2 * k) % 5) * 0.5;
        }
        for (int j = 0; j < d; j++) {
            x[j] = malloc(((size_t)n + 1) * sizeof **x);
            for (int i = 0; i < n; i++)
                x[j][i] = (float)((i * 5 + j) % 13) * 0.25f;
        }
        /* row 0 is never read: NULL, so reading it crashes */
        b[0] = NULL;
        for (int i = 1; i < n; i++) {
            double *r = malloc(((size_t)m + 1) * sizeof *r);
            for (int k = 0; k <= m; k++)
                r[k] = ((i + k) % 7) * 0.5;
            b[i] = r;
        }
        matvec(n, m, a, v, y);
        colsum(n, d, x, out);
        shifted(n, m, b, sh);
        for (int i = 0; i < n; i++)
            sum += y[i] * (i % 5 + 1) + out[i] * (i % 3 + 1);
        for (int i = 0; i < n * m; i++)
            sum += sh[i] * (i % 7 + 1);
        trimv(n, l, v, y);
        for (int i = 0; i < n; i++)
            sum += y[i] * (i % 4 + 1);
        scale_rows(n, m, a, v);
        for (int i = 0; i < n; i++)
            for (int k = 0; k < m; k++)
                sum += a[i][k] * ((i + k) % 3 + 1);
        for (int i = 0; i < n; i++) {
            free(a[i]);
            free(l[i]);
        }
        for (int i = 1; i < n; i++)
            free((void *)b[i]);
        for (int j = 0; j < d; j++)
            free(x[j]);
        free(a), free(l), free(x), free(b), free(v), free(y), free(out), free(sh);
    }
    printf("checksum %.6f\n", sum);
    return 0;
}
