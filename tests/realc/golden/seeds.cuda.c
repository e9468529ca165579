/* kforge 0.1.0: tests/realc/seeds.c for cuda; 2 kernels */
/* seeds.c: helpers of the file that write through their pointer
 * parameters, called in loops the way Rodinia's particlefilter calls
 * randn(seed, x), which writes seed[x] through randu.  A call becomes the
 * accesses the helper's summary gives, its arguments substituted:
 *   - walk: gauss(seed, p) reads and writes seed[p] through uniform (and
 *     reads the globals MUL, INC, MOD); cap(x, p, hi) may write x[p]:
 *     parallel;
 *   - fill: put(a, cols, i, j, v) writes a[i * cols + j]: parallel;
 *   - tally: count(c, by) writes c[0] in every iteration: sequential, the
 *     warning names the element and the call;
 *   - deep: depth(t + 4 * i, 3) recurses, so its summary is unknown:
 *     sequential, saying so.
 * Written for kforge's tests. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define N 20000

static const long MOD = 2147483647;
static int MUL = 1103515245, INC = 12345;

/* a linear congruential step on seed[index]: reads and writes that
 * element only, reads three globals */
static double uniform(int *seed, int index)
{
    int num = MUL * seed[index] + INC;
    seed[index] = (int)(num % MOD);
    return fabs(seed[index] / ((double)MOD));
}

/* two steps through uniform: its summary, substituted */
static double gauss(int *seed, int index)
{
    double u = uniform(seed, index), v = uniform(seed, index);
    return sqrt(-2 * log(u + 1e-12)) * cos(2 * 3.14159265358979 * v);
}

/* may write v[i] */
static void cap(double *v, int i, double hi)
{
    if (v[i] > hi)
        v[i] = hi;
}

/* writes a[i * n + j] */
static void put(double *a, int n, int i, int j, double v)
{
    int k = i * n + j;
    a[k] = v;
}

/* always writes c[0]: a hash every call folds into, in order */
static void count(long *c, int by)
{
    c[0] = (c[0] * 31 + by) % 1000003;
}

/* recurses: its summary is unknown */
static int depth(int *t, int i)
{
    if (i <= 0)
        return t[0];
    t[i] = depth(t, i - 1) + 1;
    return t[i];
}

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/realc/seeds.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_walk_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *x, int *seed, double *y);
cudaError_t kf_launch_fill_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int rows, int cols, double *a);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_69(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 69);
}

static void kf_cuda_free_80(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 80);
}

static void walk(int *seed, double *restrict x, double *restrict y, int n)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_x_bytes = (size_t)n * sizeof x[0];
    double *kf_x_dev __attribute__((__cleanup__(kf_cuda_free_69))) = kf_cuda_alloc(kf_x_bytes, 69);
    const size_t kf_seed_bytes = (size_t)n * sizeof seed[0];
    int *kf_seed_dev __attribute__((__cleanup__(kf_cuda_free_69))) = kf_cuda_alloc(kf_seed_bytes, 69);
    const size_t kf_y_bytes = (size_t)n * sizeof y[0];
    double *kf_y_dev __attribute__((__cleanup__(kf_cuda_free_69))) = kf_cuda_alloc(kf_y_bytes, 69);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_x_dev, x, kf_x_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 71);
        kf_cuda_check(cudaMemcpy(kf_seed_dev, seed, kf_seed_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 71);
        kf_cuda_check(cudaMemcpy(kf_y_dev, y, kf_y_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 71);
        if (n > 0) {
            kf_cuda_check(kf_launch_walk_L1((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, kf_x_dev, kf_seed_dev, kf_y_dev), "walk_L1<<<...>>>", 71);
        }
        kf_cuda_check(cudaMemcpy(x, kf_x_dev, kf_x_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 71);
        kf_cuda_check(cudaMemcpy(seed, kf_seed_dev, kf_seed_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 71);
        kf_cuda_check(cudaMemcpy(y, kf_y_dev, kf_y_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 71);
    }
#pragma endscop
}

static void fill(double *a, int rows, int cols)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_a_bytes = (size_t)(rows*cols) * sizeof a[0];
    double *kf_a_dev __attribute__((__cleanup__(kf_cuda_free_80))) = kf_cuda_alloc(kf_a_bytes, 80);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_a_dev, a, kf_a_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 82);
        if (rows > 0 && cols > 0) {
            kf_cuda_check(kf_launch_fill_L2((unsigned)((cols + 255) / 256), (unsigned)rows, 1, 256, 1, 1, rows, cols, kf_a_dev), "fill_L2<<<...>>>", 82);
        }
        kf_cuda_check(cudaMemcpy(a, kf_a_dev, kf_a_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 82);
    }
#pragma endscop
}

static void tally(const int *seed, long *c, int n)
{
#pragma scop
    for (int i = 0; i < n; i++)
        count(c, seed[i] % 7);
#pragma endscop
}

static void deep(int *t, int *out, int n)
{
#pragma scop
    for (int i = 0; i < n; i++)
        out[i] = depth(t + 4 * i, 3);
#pragma endscop
}

int main(void)
{
    int *seed = malloc(N * sizeof *seed), *t = malloc(4 * N * sizeof *t), *out = malloc(N * sizeof *out);
    double *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y), *a = malloc(100 * 120 * sizeof *a);
    long c = 0;
    for (int i = 0; i < N; i++) {
        seed[i] = 12345 * i;
        x[i] = y[i] = 0.0;
    }
    for (int i = 0; i < 4 * N; i++)
        t[i] = i % 3;
    walk(seed, x, y, N);
    fill(a, 100, 120);
    tally(seed, &c, N);
    deep(t, out, N);
    double s = 0.0;
    long m = 0;
    for (int i = 0; i < N; i++) {
        s += x[i] + 0.5 * y[i];
        m += seed[i] % 1000 + out[i];
    }
    for (int i = 0; i < 100 * 120; i++)
        s += a[i] * (i % 5);
    printf("%.6f %ld %ld\n", s, m, c);
    free(seed); free(t); free(out); free(x); free(y); free(a);
    return 0;
}
