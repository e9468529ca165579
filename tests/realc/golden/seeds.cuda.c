/* kforge 0.1.0: tests/realc/seeds.c for cuda; 4 kernels */
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
 *     sequential, saying so (helpers with loops: norms, grid, spread).
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
cudaError_t kf_launch_norms_L5(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int rows, double *a, int cols, double *w, double *y);
cudaError_t kf_launch_grid_L6(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *g, double *out);

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

static void kf_cuda_free_140(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 140);
}

static void kf_cuda_free_150(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 150);
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

/* Helpers whose loops run over a row:
 *   - norms: scale_row(&a[i * cols], cols, s) and dot(&a[i * cols], w,
 *     cols) reach a[i*cols + j] for 0 <= j < cols (a range), so rows are
 *     parallel; a, w and y may overlap, and the ranges are what the
 *     run-time test compares;
 *   - grid: the same through rows of a double g[GR][GC] (g[i]);
 *   - spread: spill(&a[i * cols], cols) writes one element past its row,
 *     the next row's first: sequential, the range named. */
#define GR 300
#define GC 64

/* a loop over the row: reads and writes row[0..n - 1] */
static void scale_row(double *row, int n, double s)
{
    for (int j = 0; j < n; j++)
        row[j] *= s;
}

/* reads u[0..n - 1] and v[0..n - 1] */
static double dot(const double *u, const double *v, int n)
{
    double s = 0.0;
    int j;
    for (j = 0; j < n; j++)
        s += u[j] * v[j];
    return s;
}

/* writes row[0..n]: one element more than a row of n */
static void spill(double *row, int n)
{
    for (int j = 0; j <= n; j++)
        row[j] = row[j] * 0.5 + j;
}

static void norms(double *a, const double *w, double *y, int rows, int cols)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_a_bytes = (size_t)(rows*cols) * sizeof a[0];
    double *kf_a_dev __attribute__((__cleanup__(kf_cuda_free_140))) = kf_cuda_alloc(kf_a_bytes, 140);
    const size_t kf_w_bytes = (size_t)cols * sizeof w[0];
    double *kf_w_dev __attribute__((__cleanup__(kf_cuda_free_140))) = kf_cuda_alloc(kf_w_bytes, 140);
    const size_t kf_y_bytes = (size_t)rows * sizeof y[0];
    double *kf_y_dev __attribute__((__cleanup__(kf_cuda_free_140))) = kf_cuda_alloc(kf_y_bytes, 140);
#pragma scop
    if ((((unsigned long long)a + (rows*cols) * sizeof *a) <= (unsigned long long)w || ((unsigned long long)w + (cols) * sizeof *w) <= (unsigned long long)a) &&
    (((unsigned long long)a + (rows*cols) * sizeof *a) <= (unsigned long long)y || ((unsigned long long)y + (rows) * sizeof *y) <= (unsigned long long)a) &&
    (((unsigned long long)y + (rows) * sizeof *y) <= (unsigned long long)w || ((unsigned long long)w + (cols) * sizeof *w) <= (unsigned long long)y)) {
    {
        kf_cuda_check(cudaMemcpy(kf_a_dev, a, kf_a_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 142);
        kf_cuda_check(cudaMemcpy(kf_w_dev, w, kf_w_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 142);
        kf_cuda_check(cudaMemcpy(kf_y_dev, y, kf_y_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 142);
        if (rows > 0) {
            kf_cuda_check(kf_launch_norms_L5((unsigned)((rows + 255) / 256), 1, 1, 256, 1, 1, rows, kf_a_dev, cols, kf_w_dev, kf_y_dev), "norms_L5<<<...>>>", 142);
        }
        kf_cuda_check(cudaMemcpy(a, kf_a_dev, kf_a_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 142);
        kf_cuda_check(cudaMemcpy(y, kf_y_dev, kf_y_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 142);
    }
    } else {
    for (int i = 0; i < rows; i++) {
        scale_row(&a[i * cols], cols, 1.0 / (1 + i));
        y[i] = dot(&a[i * cols], w, cols);
    }
    }
#pragma endscop
}

static void grid(double g[GR][GC], double *restrict out)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_g_bytes = (size_t)300 * sizeof g[0];
    double *kf_g_dev __attribute__((__cleanup__(kf_cuda_free_150))) = kf_cuda_alloc(kf_g_bytes, 150);
    const size_t kf_out_bytes = (size_t)300 * sizeof out[0];
    double *kf_out_dev __attribute__((__cleanup__(kf_cuda_free_150))) = kf_cuda_alloc(kf_out_bytes, 150);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_g_dev, g, kf_g_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 152);
        kf_cuda_check(cudaMemcpy(kf_out_dev, out, kf_out_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 152);
        if (300 > 0) {
            kf_cuda_check(kf_launch_grid_L6((unsigned)((300 + 255) / 256), 1, 1, 256, 1, 1, kf_g_dev, kf_out_dev), "grid_L6<<<...>>>", 152);
        }
        kf_cuda_check(cudaMemcpy(g, kf_g_dev, kf_g_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 152);
        kf_cuda_check(cudaMemcpy(out, kf_out_dev, kf_out_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 152);
    }
#pragma endscop
}

static void spread(double *a, int rows, int cols)
{
#pragma scop
    for (int i = 0; i < rows - 1; i++)
        spill(&a[i * cols], cols);
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
    /* rows of 120 in a: one norm each into x, the weights y */
    static double g[GR][GC];
    for (int i = 0; i < GR; i++)
        for (int j = 0; j < GC; j++)
            g[i][j] = (i * 7 + j) % 13 - 6;
    norms(a, y, x, 100, 120);
    grid(g, y);
    spread(a, 100, 120);
    s = 0.0;
    for (int i = 0; i < 100; i++)
        s += x[i] * (i % 3 + 1);
    for (int i = 0; i < GR; i++)
        s += y[i] + g[i][i % GC];
    for (int i = 0; i < 100 * 120; i++)
        s += a[i] * (i % 7);
    /* the first element of each row, which spread writes twice: in its
     * order, (x * 0.5 + 120) * 0.5; the other way round x * 0.25 + 120 */
    double first = 0.0;
    for (int i = 1; i < 100; i++)
        first += a[i * 120];
    printf("%.6f %.6f\n", s, first);
    free(seed); free(t); free(out); free(x); free(y); free(a);
    return 0;
}
