/* kforge 0.1.0: tests/gen/gpu_step.c for cuda; 7 kernels */
/* Loops that step by more than one as kernels (gpu.h, stepped bands):
 * a pixel's channels (i += 3), a lattice's cells (i += NV), every second
 * element counted down (i -= 2), a start that is no multiple of the step
 * (i = 5; i <= n; i += 7), a stepped inner loop of a 2-D band, and
 * reductions over stepped loops (every second sample's energy; a 2-D sum
 * counting rows down by 3 and columns up by 2: one reduction kernel each,
 * its threads running i = lb + step * t over the folded space).  main
 * calls each at sizes where the last step lands on the bound, falls short
 * of it, and where the loop runs once or not at all. */
#include <stdio.h>
#include <stdlib.h>

#define NV 4

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/gen/gpu_step.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_gray_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int npix, unsigned char *rgb, float *g);
cudaError_t kf_launch_relax_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ncell, double *src, double *dst);
cudaError_t kf_launch_odd_down_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *b, double *a);
cudaError_t kf_launch_sparse_start_L4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *a);
cudaError_t kf_launch_columns_L5(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int h, int w, float *in, float *out);
cudaError_t kf_launch_even_energy_L6(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *x, double *kf_red_e, double *kf_part_e);
cudaError_t kf_launch_even_energy_L6_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *kf_part_e, int kf_ngroups, double *kf_red_e);
cudaError_t kf_launch_lattice_sum_L7(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int h, int w, int *v, long *kf_red_t);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_16(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 16);
}

static void kf_cuda_free_24(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 24);
}

static void kf_cuda_free_35(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 35);
}

static void gray(int npix, const unsigned char *restrict rgb, float *restrict g)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_rgb_bytes = (size_t)(3*npix) * sizeof rgb[0];
    unsigned char *kf_rgb_dev __attribute__((__cleanup__(kf_cuda_free_16))) = kf_cuda_alloc(kf_rgb_bytes, 16);
#pragma scop
    {
        const size_t kf_g_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { for (int i = 0; i < 3 * npix; i += 3)
                 { long kf_s = (long)(i / 3); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } if (kf_neg) kf_cuda_check(cudaErrorInvalidValue, "'g' indexed below its first element", 15); kf_ext; })) * sizeof g[0];
        float *kf_g_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_g_dev, kf_g_bytes), "cudaMalloc", 18);
        kf_cuda_check(cudaMemcpy(kf_rgb_dev, rgb, kf_rgb_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 18);
        kf_cuda_check(cudaMemcpy(kf_g_dev, g, kf_g_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 18);
        if (((3*npix + 2) / 3) > 0) {
            kf_cuda_check(kf_launch_gray_L1((unsigned)((((3*npix + 2) / 3) + 255) / 256), 1, 1, 256, 1, 1, npix, kf_rgb_dev, kf_g_dev), "gray_L1<<<...>>>", 18);
        }
        kf_cuda_check(cudaMemcpy(g, kf_g_dev, kf_g_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 18);
        kf_cuda_check(cudaFree(kf_g_dev), "cudaFree", 19);
    }
#pragma endscop
}

static void relax(int ncell, const double *restrict src, double *restrict dst)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_src_bytes = (size_t)(4*ncell) * sizeof src[0];
    double *kf_src_dev __attribute__((__cleanup__(kf_cuda_free_24))) = kf_cuda_alloc(kf_src_bytes, 24);
    const size_t kf_dst_bytes = (size_t)(4*ncell) * sizeof dst[0];
    double *kf_dst_dev __attribute__((__cleanup__(kf_cuda_free_24))) = kf_cuda_alloc(kf_dst_bytes, 24);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_src_dev, src, kf_src_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 26);
        kf_cuda_check(cudaMemcpy(kf_dst_dev, dst, kf_dst_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 26);
        if (((4*ncell + 3) / 4) > 0) {
            kf_cuda_check(kf_launch_relax_L2((unsigned)((((4*ncell + 3) / 4) + 255) / 256), 1, 1, 256, 1, 1, ncell, kf_src_dev, kf_dst_dev), "relax_L2<<<...>>>", 26);
        }
        kf_cuda_check(cudaMemcpy(dst, kf_dst_dev, kf_dst_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 26);
    }
#pragma endscop
}

static void odd_down(int n, const double *restrict b, double *restrict a)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_b_bytes = (size_t)n * sizeof b[0];
    double *kf_b_dev __attribute__((__cleanup__(kf_cuda_free_35))) = kf_cuda_alloc(kf_b_bytes, 35);
    const size_t kf_a_bytes = (size_t)n * sizeof a[0];
    double *kf_a_dev __attribute__((__cleanup__(kf_cuda_free_35))) = kf_cuda_alloc(kf_a_bytes, 35);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_b_dev, b, kf_b_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
        kf_cuda_check(cudaMemcpy(kf_a_dev, a, kf_a_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
        if (((n + 1) / 2) > 0) {
            kf_cuda_check(kf_launch_odd_down_L3((unsigned)((((n + 1) / 2) + 255) / 256), 1, 1, 256, 1, 1, n, kf_b_dev, kf_a_dev), "odd_down_L3<<<...>>>", 37);
        }
        kf_cuda_check(cudaMemcpy(a, kf_a_dev, kf_a_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 37);
    }
#pragma endscop
}

static void sparse_start(int n, double *restrict a)
{
#pragma scop
    {
        const size_t kf_a_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { for (int i = 5; i <= n; i += 7)
                 { long kf_s = (long)(i); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } { for (int i = 5; i <= n; i += 7)
                 { long kf_s = (long)(i); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } if (kf_neg) kf_cuda_check(cudaErrorInvalidValue, "'a' indexed below its first element", 42); kf_ext; })) * sizeof a[0];
        double *kf_a_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_a_dev, kf_a_bytes), "cudaMalloc", 45);
        kf_cuda_check(cudaMemcpy(kf_a_dev, a, kf_a_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 45);
        if (((n + 2) / 7) > 0) {
            kf_cuda_check(kf_launch_sparse_start_L4((unsigned)((((n + 2) / 7) + 255) / 256), 1, 1, 256, 1, 1, n, kf_a_dev), "sparse_start_L4<<<...>>>", 45);
        }
        kf_cuda_check(cudaMemcpy(a, kf_a_dev, kf_a_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 45);
        kf_cuda_check(cudaFree(kf_a_dev), "cudaFree", 46);
    }
#pragma endscop
}

static void columns(int h, int w, const float *restrict in, float *restrict out)
{
#pragma scop
    {
        const size_t kf_in_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { for (int y = 0; y < h; y++)
                 for (int x = 0; x < w; x += 4)
                     { long kf_s = (long)(x + y*w); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } if (kf_neg) kf_cuda_check(cudaErrorInvalidValue, "'in' indexed below its first element", 50); kf_ext; })) * sizeof in[0];
        float *kf_in_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_in_dev, kf_in_bytes), "cudaMalloc", 53);
        const size_t kf_out_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { for (int y = 0; y < h; y++)
                 for (int x = 0; x < w; x += 4)
                     { long kf_s = (long)(x + y*w); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } if (kf_neg) kf_cuda_check(cudaErrorInvalidValue, "'out' indexed below its first element", 50); kf_ext; })) * sizeof out[0];
        float *kf_out_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_out_dev, kf_out_bytes), "cudaMalloc", 53);
        kf_cuda_check(cudaMemcpy(kf_in_dev, in, kf_in_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 53);
        kf_cuda_check(cudaMemcpy(kf_out_dev, out, kf_out_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 53);
        if (h > 0 && ((w + 3) / 4) > 0) {
            kf_cuda_check(kf_launch_columns_L5((unsigned)((((w + 3) / 4) + 255) / 256), (unsigned)h, 1, 256, 1, 1, h, w, kf_in_dev, kf_out_dev), "columns_L5<<<...>>>", 53);
        }
        kf_cuda_check(cudaMemcpy(out, kf_out_dev, kf_out_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 53);
        kf_cuda_check(cudaFree(kf_in_dev), "cudaFree", 55);
        kf_cuda_check(cudaFree(kf_out_dev), "cudaFree", 55);
    }
#pragma endscop
}

static double even_energy(int n, const double *x)
{
    double e = 0.0;
#pragma scop
    {
        const size_t kf_x_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { for (int i = 0; i < n; i += 2)
                 { long kf_s = (long)(i); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } { for (int i = 0; i < n; i += 2)
                 { long kf_s = (long)(i); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } if (kf_neg) kf_cuda_check(cudaErrorInvalidValue, "'x' indexed below its first element", 59); kf_ext; })) * sizeof x[0];
        double *kf_x_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_x_dev, kf_x_bytes), "cudaMalloc", 63);
        double *kf_red_even_energy_L6_e = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_even_energy_L6_e, 1 * sizeof(double)), "cudaMalloc", 63);
        double *kf_part_even_energy_L6_e = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_even_energy_L6_e, 256 * sizeof(double)), "cudaMalloc", 63);
        kf_cuda_check(cudaMemcpy(kf_x_dev, x, kf_x_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 63);
        if (((n + 1) / 2) > 0) {
            size_t kf_total = (size_t)(((n + 1) / 2));
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cuda_check(cudaMemcpy(kf_red_even_energy_L6_e, &e, sizeof e, cudaMemcpyHostToDevice), "cudaMemcpy", 63);
            kf_cuda_check(kf_launch_even_energy_L6((unsigned)kf_groups, 1, 1, 256, 1, 1, n, kf_x_dev, kf_red_even_energy_L6_e, kf_part_even_energy_L6_e), "even_energy_L6<<<...>>>", 63);
            kf_cuda_check(kf_launch_even_energy_L6_fin(1, 1, 1, 1, 1, 1, kf_part_even_energy_L6_e, (int)kf_groups, kf_red_even_energy_L6_e), "even_energy_L6_fin<<<...>>>", 63);
            kf_cuda_check(cudaMemcpy(&e, kf_red_even_energy_L6_e, sizeof e, cudaMemcpyDeviceToHost), "cudaMemcpy", 63);
        }
        kf_cuda_check(cudaFree(kf_red_even_energy_L6_e), "cudaFree", 64);
        kf_cuda_check(cudaFree(kf_part_even_energy_L6_e), "cudaFree", 64);
        kf_cuda_check(cudaFree(kf_x_dev), "cudaFree", 64);
    }
#pragma endscop
    return e;
}

static long lattice_sum(int h, int w, const int *v)
{
    long t = 0;
#pragma scop
    {
        const size_t kf_v_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { for (int y = h - 1; y >= 0; y -= 3)
                 for (int x = 1; x < w; x += 2)
                     { long kf_s = (long)(x + y*w); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } if (kf_neg) kf_cuda_check(cudaErrorInvalidValue, "'v' indexed below its first element", 69); kf_ext; })) * sizeof v[0];
        int *kf_v_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_v_dev, kf_v_bytes), "cudaMalloc", 73);
        long *kf_red_lattice_sum_L7_t = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_lattice_sum_L7_t, 1 * sizeof(long)), "cudaMalloc", 73);
        kf_cuda_check(cudaMemcpy(kf_v_dev, v, kf_v_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 73);
        if (((h + 2) / 3) > 0 && ((w) / 2) > 0) {
            size_t kf_total = (size_t)(((h + 2) / 3)) * (size_t)(((w) / 2));
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cuda_check(cudaMemcpy(kf_red_lattice_sum_L7_t, &t, sizeof t, cudaMemcpyHostToDevice), "cudaMemcpy", 73);
            kf_cuda_check(kf_launch_lattice_sum_L7((unsigned)kf_groups, 1, 1, 256, 1, 1, h, w, kf_v_dev, kf_red_lattice_sum_L7_t), "lattice_sum_L7<<<...>>>", 73);
            kf_cuda_check(cudaMemcpy(&t, kf_red_lattice_sum_L7_t, sizeof t, cudaMemcpyDeviceToHost), "cudaMemcpy", 73);
        }
        kf_cuda_check(cudaFree(kf_red_lattice_sum_L7_t), "cudaFree", 75);
        kf_cuda_check(cudaFree(kf_v_dev), "cudaFree", 75);
    }
#pragma endscop
    return t;
}

int main(void)
{
    const int sizes[] = {0, 1, 2, 6, 7, 12, 1001, 70000};
    double sum = 0.0;
    for (int s = 0; s < 8; s++) {
        int n = sizes[s];
        unsigned char *rgb = malloc(3 * (size_t)n + 1);
        float *g = calloc((size_t)n + 1, sizeof *g);
        double *src = malloc(((size_t)n * NV + 1) * sizeof *src);
        double *dst = calloc((size_t)n * NV + 1, sizeof *dst);
        double *a = calloc((size_t)n + 8, sizeof *a), *b = malloc(((size_t)n + 8) * sizeof *b);
        for (int i = 0; i < 3 * n; i++)
            rgb[i] = (unsigned char)(i * 37 % 251);
        for (int i = 0; i < n * NV; i++)
            src[i] = (i % 13) * 0.25;
        for (int i = 0; i < n + 8; i++)
            b[i] = (i % 7) - 3.0, a[i] = i * 0.5;
        gray(n, rgb, g);
        relax(n, src, dst);
        odd_down(n, b, a);
        sparse_start(n + 2, a);
        /* quarters: the energy's sum is exact in any order */
        sum += even_energy(n * NV, src) + even_energy(n, src);
        for (int i = 0; i < n; i++)
            sum += g[i] * (i % 5 + 1);
        for (int i = 0; i < n * NV; i++)
            sum += dst[i] * (i % 3 + 1);
        for (int i = 0; i < n + 8; i++)
            sum += a[i] * (i % 4 + 1);
        free(rgb), free(g), free(src), free(dst), free(a), free(b);
    }
    for (int w = 1; w <= 9; w += 4) {
        int h = 33;
        float *in = malloc((size_t)h * w * sizeof *in), *out = calloc((size_t)h * w, sizeof *out);
        for (int i = 0; i < h * w; i++)
            in[i] = (float)(i % 17);
        columns(h, w, in, out);
        int *cells = malloc((size_t)h * w * sizeof *cells);
        for (int i = 0; i < h * w; i++)
            cells[i] = i % 11 - 5;
        sum += (double)lattice_sum(h, w, cells) + (double)lattice_sum(w, h, cells);
        free(cells);
        for (int i = 0; i < h * w; i++)
            sum += out[i] * (i % 3 + 1);
        free(in), free(out);
    }
    printf("%.6f\n", sum);
    return 0;
}
