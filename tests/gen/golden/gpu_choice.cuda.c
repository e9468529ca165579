/* kforge 0.1.0: tests/gen/gpu_choice.c for cuda; 2 kernels */
/* kforge gen --target opencl|cuda --device-choice=auto: a fragment runs on
 * the device only where its work pays for the device's set-up, launches
 * and copies (codegen/gpu_choice.h).  tiny's work is known and small: it
 * stays on the host as written; big's is known and large: kernels; mm's
 * depends on n: a run-time test picks the device for the large call and
 * the host for the small one, and for a middle one that pays only once the
 * program has started the device.  Prints sums of every result.  The device's
 * set-up is taken as 1 ms (a PoCL program whose binary is cached is
 * nearer 0.1 s) so that the test's big fragments are small enough to run
 * in a test.  Used by tests/gen/test_gen_gpu_choice.sh. */
#pragma kforge device_setup_s 0.001
#include <stdio.h>
#include <stdlib.h>

#define N 16
#define NB 400

static void tiny(double a[N], double b[N])
{
#pragma scop
    for (int i = 0; i < N; i++)
        b[i] = 2.0 * a[i] + 1.0;
#pragma endscop
}

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/gen/gpu_choice.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_big_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *c, double *a, double *b);
cudaError_t kf_launch_mm_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *c, double *a, double *b);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_27(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 27);
}

static void big(double c[NB][NB], double a[NB][NB], double b[NB][NB])
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_c_bytes = (size_t)400 * sizeof c[0];
    double *kf_c_dev __attribute__((__cleanup__(kf_cuda_free_27))) = kf_cuda_alloc(kf_c_bytes, 27);
    const size_t kf_a_bytes = (size_t)400 * sizeof a[0];
    double *kf_a_dev __attribute__((__cleanup__(kf_cuda_free_27))) = kf_cuda_alloc(kf_a_bytes, 27);
    const size_t kf_b_bytes = (size_t)400 * sizeof b[0];
    double *kf_b_dev __attribute__((__cleanup__(kf_cuda_free_27))) = kf_cuda_alloc(kf_b_bytes, 27);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_c_dev, c, kf_c_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 29);
        kf_cuda_check(cudaMemcpy(kf_a_dev, a, kf_a_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 29);
        kf_cuda_check(cudaMemcpy(kf_b_dev, b, kf_b_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 29);
        if (400 > 0 && 400 > 0) {
            kf_cuda_check(kf_launch_big_L2((unsigned)((400 + 15) / 16), (unsigned)((400 + 15) / 16), 1, 16, 16, 1, kf_c_dev, kf_a_dev, kf_b_dev), "big_L2<<<...>>>", 29);
        }
        kf_cuda_check(cudaMemcpy(c, kf_c_dev, kf_c_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 29);
    }
#pragma endscop
}

static void mm(int n, double c[n][n], double a[n][n], double b[n][n])
{
#pragma scop
    if (0.0 + 7.25e-10 * (double)n * n * n - 1.6e-09 * (double)(n) * (n) - 8e-10 * (double)(n) * (n) - 8e-10 * (double)(n) * (n) >= 0.001005) {
    {
        const size_t kf_c_bytes = (size_t)n * sizeof c[0];
        double *kf_c_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_c_dev, kf_c_bytes), "cudaMalloc", 41);
        const size_t kf_a_bytes = (size_t)n * sizeof a[0];
        double *kf_a_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_a_dev, kf_a_bytes), "cudaMalloc", 41);
        const size_t kf_b_bytes = (size_t)n * sizeof b[0];
        double *kf_b_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_b_dev, kf_b_bytes), "cudaMalloc", 41);
        kf_cuda_check(cudaMemcpy(kf_c_dev, c, kf_c_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 41);
        kf_cuda_check(cudaMemcpy(kf_a_dev, a, kf_a_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 41);
        kf_cuda_check(cudaMemcpy(kf_b_dev, b, kf_b_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 41);
        if (n > 0 && n > 0) {
            kf_cuda_check(kf_launch_mm_L3((unsigned)((n + 15) / 16), (unsigned)((n + 15) / 16), 1, 16, 16, 1, n, kf_c_dev, kf_a_dev, kf_b_dev), "mm_L3<<<...>>>", 41);
        }
        kf_cuda_check(cudaMemcpy(c, kf_c_dev, kf_c_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 41);
        kf_cuda_check(cudaFree(kf_c_dev), "cudaFree", 46);
        kf_cuda_check(cudaFree(kf_a_dev), "cudaFree", 46);
        kf_cuda_check(cudaFree(kf_b_dev), "cudaFree", 46);
    }
    } else {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            c[i][j] = 0.0;
            for (int k = 0; k < n; k++)
                c[i][j] += a[i][k] * b[k][j];
        }
    }
#pragma endscop
}

static double sum(int n, const double *x)
{
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += x[i];
    return s;
}

int main(void)
{
    static double a[NB][NB], b[NB][NB], c[NB][NB], x[N], y[N];
    for (int i = 0; i < NB; i++)
        for (int j = 0; j < NB; j++) {
            a[i][j] = (double)((i * 7 + j * 3) % 11) / 11.0;
            b[i][j] = (double)((i * 5 + j) % 13) / 13.0;
        }
    for (int i = 0; i < N; i++)
        x[i] = i * 0.5;
    tiny(x, y);
    printf("tiny %.6f\n", sum(N, y));
    big(c, a, b);
    printf("big %.6f\n", sum(NB * NB, &c[0][0]));
    /* n = 150 pays only because big has started the device already: its
     * work saves 1.5 ms against copies of 1.4 ms, not the set-up as well */
    int sizes[3] = {4, 150, NB};
    for (int s = 0; s < 3; s++) {
        int n = sizes[s];
        double (*p)[n] = malloc(sizeof(double[n][n])), (*q)[n] = malloc(sizeof(double[n][n]));
        double (*r)[n] = malloc(sizeof(double[n][n]));
        if (!p || !q || !r)
            return 1;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                p[i][j] = a[i][j];
                q[i][j] = b[i][j];
            }
        mm(n, r, p, q);
        printf("mm %d %.6f\n", n, sum(n * n, &r[0][0]));
        free(p);
        free(q);
        free(r);
    }
    return 0;
}
