/* kforge 0.1.0: tests/gen/gpu_order.c for cuda; 15 kernels */
/*
 * Triangular solves spelled as numerical codes often spell them, for the
 * order-keep pass (codegen/gpu_order.h): each solve's sums must keep their
 * order on the device, so the OpenCL output equals this program's to the
 * bit.  lower_solve: `<=` bounds, pre-increments, `y = y - ...`, the
 * iterators declared at the top; lower_solve2: two right-hand sides in one
 * sweep, no statement before the inner loop; lower_solve_acc: the sum in a
 * scalar the later sums read (in order, why on --explain); lower_solve_last: its inner
 * iterator read after the nest, lower_solve_note: a comment in the nest (rescheduled,
 * the comment kept above it); doolittle: LU in row form, its row below the diagonal a
 * column at a time; chol: cholesky.  Its output is the program's to the bit.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 48

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/gen/gpu_order.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_lower_solve_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *rhs, double *y);
cudaError_t kf_launch_lower_solve_S2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *y, int kf_c0, double *T);
cudaError_t kf_launch_lower_solve_L2_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *y, int kf_c0, double *T);
cudaError_t kf_launch_lower_solve2_S1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int kf_c0, int n, double *L, double *x);
cudaError_t kf_launch_lower_solve2_L3_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int kf_c0, int n, double *L, double *x);
cudaError_t kf_launch_lower_solve2_S3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *L, int kf_c0, double *z);
cudaError_t kf_launch_lower_solve2_L4_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *L, int kf_c0, double *z);
cudaError_t kf_launch_lower_solve_note_S1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int kf_c0, int n, double *L, double *x);
cudaError_t kf_launch_lower_solve_note_L7_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int kf_c0, int n, double *L, double *x);
cudaError_t kf_launch_doolittle_S1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int n, int p, double *a);
cudaError_t kf_launch_doolittle_L8_1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int n, int p, double *a);
cudaError_t kf_launch_doolittle_L8_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int n, double *a);
cudaError_t kf_launch_chol_S1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int kf_c0, int n, double *a);
cudaError_t kf_launch_chol_L9_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int kf_c0, int n, double *a);
cudaError_t kf_launch_chol_L9_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int kf_c0, int n, double *a);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_21(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 21);
}

static void kf_cuda_free_34(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 34);
}

static void kf_cuda_free_76(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 76);
}

static void kf_cuda_free_91(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 91);
}

static void kf_cuda_free_111(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 111);
}

static void lower_solve(int n, const double *restrict T, double *restrict y,
                        const double *restrict rhs)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_rhs_bytes = (size_t)n * sizeof rhs[0];
    double *kf_rhs_dev __attribute__((__cleanup__(kf_cuda_free_21))) = kf_cuda_alloc(kf_rhs_bytes, 21);
    const size_t kf_y_bytes = (size_t)n * sizeof y[0];
    double *kf_y_dev __attribute__((__cleanup__(kf_cuda_free_21))) = kf_cuda_alloc(kf_y_bytes, 21);
    const size_t kf_T_bytes = (size_t)(n*n) * sizeof T[0];
    double *kf_T_dev __attribute__((__cleanup__(kf_cuda_free_21))) = kf_cuda_alloc(kf_T_bytes, 21);
    int r, c;
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_rhs_dev, rhs, kf_rhs_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 24);
        kf_cuda_check(cudaMemcpy(kf_y_dev, y, kf_y_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 24);
        if (n > 0) {
            kf_cuda_check(kf_launch_lower_solve_L1((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, kf_rhs_dev, kf_y_dev), "lower_solve_L1<<<...>>>", 24);
        }
        kf_cuda_check(cudaMemcpy(kf_T_dev, T, kf_T_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 24);
        for (int kf_c0 = 0; kf_c0 < n; kf_c0 += 1) {
            {
                kf_cuda_check(kf_launch_lower_solve_S2(1, 1, 1, 1, 1, 1, n, kf_y_dev, kf_c0, kf_T_dev), "lower_solve_S2<<<...>>>", 24);
            }
            if (n - kf_c0 - 1 > 0) {
                kf_cuda_check(kf_launch_lower_solve_L2_1((unsigned)((n - kf_c0 - 1 + 255) / 256), 1, 1, 256, 1, 1, n, kf_y_dev, kf_c0, kf_T_dev), "lower_solve_L2_1<<<...>>>", 24);
            }
        }
        kf_cuda_check(cudaMemcpy(y, kf_y_dev, kf_y_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 24);
    }
#pragma endscop
}

static void lower_solve2(int n, double L[n][n], double x[n], double z[n])
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_L_bytes = (size_t)n * sizeof L[0];
    double *kf_L_dev __attribute__((__cleanup__(kf_cuda_free_34))) = kf_cuda_alloc(kf_L_bytes, 34);
    const size_t kf_x_bytes = (size_t)n * sizeof x[0];
    double *kf_x_dev __attribute__((__cleanup__(kf_cuda_free_34))) = kf_cuda_alloc(kf_x_bytes, 34);
    const size_t kf_z_bytes = (size_t)n * sizeof z[0];
    double *kf_z_dev __attribute__((__cleanup__(kf_cuda_free_34))) = kf_cuda_alloc(kf_z_bytes, 34);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_L_dev, L, kf_L_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 36);
        kf_cuda_check(cudaMemcpy(kf_x_dev, x, kf_x_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 36);
        for (int kf_c0 = 0; kf_c0 < n; kf_c0 += 1) {
            {
                kf_cuda_check(kf_launch_lower_solve2_S1(1, 1, 1, 1, 1, 1, kf_c0, n, kf_L_dev, kf_x_dev), "lower_solve2_S1<<<...>>>", 36);
            }
            if (-kf_c0 + n - 1 > 0) {
                kf_cuda_check(kf_launch_lower_solve2_L3_1((unsigned)((-kf_c0 + n - 1 + 255) / 256), 1, 1, 256, 1, 1, kf_c0, n, kf_L_dev, kf_x_dev), "lower_solve2_L3_1<<<...>>>", 36);
            }
        }
        kf_cuda_check(cudaMemcpy(kf_z_dev, z, kf_z_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 36);
        for (int kf_c0 = 0; kf_c0 < n; kf_c0 += 1) {
            {
                kf_cuda_check(kf_launch_lower_solve2_S3(1, 1, 1, 1, 1, 1, n, kf_L_dev, kf_c0, kf_z_dev), "lower_solve2_S3<<<...>>>", 36);
            }
            if (n - kf_c0 - 1 > 0) {
                kf_cuda_check(kf_launch_lower_solve2_L4_1((unsigned)((n - kf_c0 - 1 + 255) / 256), 1, 1, 256, 1, 1, n, kf_L_dev, kf_c0, kf_z_dev), "lower_solve2_L4_1<<<...>>>", 36);
            }
        }
        kf_cuda_check(cudaMemcpy(x, kf_x_dev, kf_x_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 36);
        kf_cuda_check(cudaMemcpy(z, kf_z_dev, kf_z_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 36);
    }
#pragma endscop
}

static void lower_solve_acc(int n, const double *restrict T, double *restrict y,
                            const double *restrict rhs)
{
    double s;
#pragma scop
    for (int r = 0; r < n; r++) {
        s = rhs[r];
        for (int c = 0; c < r; c++)
            s -= T[r * n + c] * y[c];
        y[r] = s / T[r * n + r];
    }
#pragma endscop
}

static int lower_solve_last(int n, const double *restrict T, double *restrict y)
{
    int r, c = 0;
#pragma scop
    for (r = 0; r < n; r++) {
        for (c = 0; c < r; c++)
            y[r] -= T[r * n + c] * y[c];
        y[r] /= T[r * n + r];
    }
#pragma endscop
    return c;
}

/* a comment inside: the rewrite would drop it, so the nest stays */
static void lower_solve_note(int n, double L[n][n], double x[n])
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_L_bytes = (size_t)n * sizeof L[0];
    double *kf_L_dev __attribute__((__cleanup__(kf_cuda_free_76))) = kf_cuda_alloc(kf_L_bytes, 76);
    const size_t kf_x_bytes = (size_t)n * sizeof x[0];
    double *kf_x_dev __attribute__((__cleanup__(kf_cuda_free_76))) = kf_cuda_alloc(kf_x_bytes, 76);
#pragma scop
    /* x[i] -= the row's part of the solution, in order */
    {
        kf_cuda_check(cudaMemcpy(kf_L_dev, L, kf_L_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 78);
        kf_cuda_check(cudaMemcpy(kf_x_dev, x, kf_x_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 78);
        for (int kf_c0 = 0; kf_c0 < n; kf_c0 += 1) {
            {
                kf_cuda_check(kf_launch_lower_solve_note_S1(1, 1, 1, 1, 1, 1, kf_c0, n, kf_L_dev, kf_x_dev), "lower_solve_note_S1<<<...>>>", 78);
            }
            if (-kf_c0 + n - 1 > 0) {
                kf_cuda_check(kf_launch_lower_solve_note_L7_1((unsigned)((-kf_c0 + n - 1 + 255) / 256), 1, 1, 256, 1, 1, kf_c0, n, kf_L_dev, kf_x_dev), "lower_solve_note_L7_1<<<...>>>", 78);
            }
        }
        kf_cuda_check(cudaMemcpy(x, kf_x_dev, kf_x_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 78);
    }
#pragma endscop
}

/* LU in row form (Doolittle), unit lower part: the second inner loop is
 * parallel as it is, so isl's reschedule leaves the nest to the plan and
 * the row below the diagonal runs a column at a time */
static void doolittle(int n, double *restrict a)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_a_bytes = (size_t)(n*n) * sizeof a[0];
    double *kf_a_dev __attribute__((__cleanup__(kf_cuda_free_91))) = kf_cuda_alloc(kf_a_bytes, 91);
    int i, j, p;
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_a_dev, a, kf_a_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 94);
        for (i = 0; i <= n - 1; ++i) {
            for (p = 0; p <= i - 1; ++p) {
                {
                    kf_cuda_check(kf_launch_doolittle_S1(1, 1, 1, 1, 1, 1, i, n, p, kf_a_dev), "doolittle_S1<<<...>>>", 95);
                }
                if (i - p - 1 > 0) {
                    kf_cuda_check(kf_launch_doolittle_L8_1_1((unsigned)((i - p - 1 + 255) / 256), 1, 1, 256, 1, 1, i, n, p, kf_a_dev), "doolittle_L8_1_1<<<...>>>", 95);
                }
                /* the loop counters, as the sequential loops leave them */
                for (j = p + 1; j <= i - 1; ++j) {
                }
            }
            if (-i + n > 0) {
                kf_cuda_check(kf_launch_doolittle_L8_2((unsigned)((-i + n + 255) / 256), 1, 1, 256, 1, 1, i, n, kf_a_dev), "doolittle_L8_2<<<...>>>", 100);
            }
            /* the loop counters, as the sequential loops leave them */
            for (j = i; j <= n - 1; ++j) {
                for (p = 0; p <= i - 1; ++p) {
                }
            }
        }
        kf_cuda_check(cudaMemcpy(a, kf_a_dev, kf_a_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 94);
    }
#pragma endscop
}

/* Cholesky by rows (left-looking), its iterators at the top, two inner
 * loops sharing k: isl's reschedule makes it right-looking, each
 * element's subtractions still in k's order */
static void chol(int n, double a[n][n])
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_a_bytes = (size_t)n * sizeof a[0];
    double *kf_a_dev __attribute__((__cleanup__(kf_cuda_free_111))) = kf_cuda_alloc(kf_a_bytes, 111);
    int i, j, k;
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_a_dev, a, kf_a_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 114);
        for (int kf_c0 = 0; kf_c0 < n; kf_c0 += 1) {
            {
                kf_cuda_check(kf_launch_chol_S1(1, 1, 1, 1, 1, 1, kf_c0, n, kf_a_dev), "chol_S1<<<...>>>", 114);
            }
            if (-kf_c0 + n - 1 > 0) {
                kf_cuda_check(kf_launch_chol_L9_1((unsigned)((-kf_c0 + n - 1 + 255) / 256), 1, 1, 256, 1, 1, kf_c0, n, kf_a_dev), "chol_L9_1<<<...>>>", 114);
            }
            if (-kf_c0 + n - 2 > 0 && -kf_c0 + n - 2 > 0) {
                kf_cuda_check(kf_launch_chol_L9_2((unsigned)((-kf_c0 + n - 2 + 15) / 16), (unsigned)((-kf_c0 + n - 2 + 15) / 16), 1, 16, 16, 1, kf_c0, n, kf_a_dev), "chol_L9_2<<<...>>>", 114);
            }
        }
        kf_cuda_check(cudaMemcpy(a, kf_a_dev, kf_a_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 114);
    }
#pragma endscop
}

int main(void)
{
    static double LU[N * N], T[N * N], L[N][N], C[N][N], y[N], y2[N], y3[N], x[N], z[N], rhs[N];
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) {
            T[i * N + j] = j < i ? 1.0 / (i + j + 3) : j == i ? 2.0 + i % 5 : 0.0;
            L[i][j] = j <= i ? (double)((i * 7 + j * 3) % 11 + 1) / 13.0 : 0.0;
        }
        L[i][i] += 1.0;
        rhs[i] = 1.0 + (double)(i % 7) / 3.0;
        x[i] = rhs[i];
        z[i] = 2.0 - (double)(i % 5) / 7.0;
        y3[i] = rhs[i] * 0.5;
    }
    lower_solve(N, T, y, rhs);
    lower_solve2(N, L, x, z);
    lower_solve_acc(N, T, y2, rhs);
    int last = lower_solve_last(N, T, y3);
    lower_solve_note(N, L, z);
    for (int i = 0; i < N * N; i++)
        LU[i] = (i / N == i % N) ? 4.0 + (i % 7) : 1.0 / (1 + (i * 13) % 17);
    doolittle(N, LU);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            C[i][j] = 1.0 / (i + j + 1) + (i == j ? N : 0);
    chol(N, C);
    for (int i = 0; i < N; i++)
        printf("%.17e %.17e %.17e %.17e %.17e %.17e\n", y[i], x[i], z[i], y3[i],
               LU[i * N + N / 3], C[i][i / 2]);
    printf("%d\n", last);
    /* last: lower_solve_acc, whose scalar sum stays in order (the
     * floating-point rule: its result feeds the later sums' terms) */
    for (int i = 0; i < N; i++)
        printf("%.17e\n", y2[i]);
    return 0;
}
