/* kforge 0.1.0: tests/realc/diffuse.c for cuda; 2 kernels */
/* diffuse.c: an anisotropic diffusion written the way older C image code
 * is: every variable declared at the top of main, buffers assigned once
 * from malloc later (one through a cast to a typedef, `(real *)malloc`),
 * column-major images indexed through neighbour tables (up[i] + nr * j),
 * the position computed into a shared `k`, and the time loop outside the
 * marked nests reading what the previous step left in a scalar. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

typedef float real;

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/realc/diffuse.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_main_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, long nc, long nr, int *up, float *img, float *dn, int *down, float *ds, float *coef);
cudaError_t kf_launch_main_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, long nc, long nr, float *img, float *coef, float *dn, int *down, float *ds);

int main(void)
{
    real *img, *dn, *ds, *coef;
    int *up, *down;
    long nr, nc, ne, i, j, k;
    real g, lap, q, last, drift;
    int step;

    nr = 240;
    nc = 200;
    ne = nr * nc;
    img = (real *)malloc(sizeof(real) * ne);
    dn = malloc(sizeof(real) * ne);
    ds = malloc(sizeof(real) * ne);
    coef = malloc(sizeof(real) * ne);
    up = malloc(sizeof(int) * nr);
    down = malloc(sizeof(int) * nr);
    for (i = 0; i < nr; i++) {
        up[i] = i == 0 ? 0 : i - 1;
        down[i] = i == nr - 1 ? nr - 1 : i + 1;
    }
    for (i = 0; i < ne; i++)
        img[i] = 1.0f + (real)((i * 37) % 251) / 251.0f;
    last = 0;
    drift = 0;
    for (step = 0; step < 4; step++) {
        drift += last; /* what the previous step's nest left in `last` */
#pragma scop
        /* kforge: device buffers of the fragments on lines 40-58 */
        const size_t kf_up_bytes = (size_t)nr * sizeof up[0];
        int *kf_up_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_up_dev, kf_up_bytes), "cudaMalloc", 41);
        const size_t kf_img_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { long j; long i; for (j = 0; j < nc; j++)
                     for (i = 0; i < nr; i++)  { long kf_s = (long)(up[i] + nr * j); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } { long j; long i; for (j = 0; j < nc; j++)
                     for (i = 0; i < nr; i++)  { long kf_s = (long)(i + j*nr); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } { long j; long i; for (j = 0; j < nc; j++)
                     for (i = 0; i < nr; i++)  { long kf_s = (long)(down[i] + nr * j); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } { long j; long i; for (j = 0; j < nc; j++)
                     for (i = 0; i < nr; i++)  { long kf_s = (long)(i + j*nr); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } { long j; long i; for (j = 0; j < nc; j++)
                     for (i = 0; i < nr; i++)  { long kf_s = (long)(i + j*nr); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } { long j; long i; for (j = 0; j < nc; j++)
                     for (i = 0; i < nr; i++)  { long kf_s = (long)(i + j*nr); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } { long j; long i; for (j = 0; j < nc; j++)
                     for (i = 0; i < nr; i++)  { long kf_s = (long)(i + j*nr); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } { long kf_s = (long)(nc*nr); if (kf_s > kf_ext) kf_ext = kf_s; } if (kf_neg) kf_cuda_check(cudaErrorInvalidValue, "'img' indexed below its first element", 15); kf_ext; })) * sizeof img[0];
        float *kf_img_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_img_dev, kf_img_bytes), "cudaMalloc", 41);
        const size_t kf_dn_bytes = (size_t)(nc*nr) * sizeof dn[0];
        float *kf_dn_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_dn_dev, kf_dn_bytes), "cudaMalloc", 41);
        const size_t kf_down_bytes = (size_t)nr * sizeof down[0];
        int *kf_down_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_down_dev, kf_down_bytes), "cudaMalloc", 41);
        const size_t kf_ds_bytes = (size_t)(nc*nr) * sizeof ds[0];
        float *kf_ds_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_ds_dev, kf_ds_bytes), "cudaMalloc", 41);
        const size_t kf_coef_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { long kf_s = (long)(nc*nr); if (kf_s > kf_ext) kf_ext = kf_s; } { long j; long i; for (j = 0; j < nc; j++)
                     for (i = 0; i < nr; i++)  { long kf_s = (long)(i + j*nr); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } { long j; long i; for (j = 0; j < nc; j++)
                     for (i = 0; i < nr; i++)  { long kf_s = (long)(down[i] + nr * j); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } if (kf_neg) kf_cuda_check(cudaErrorInvalidValue, "'coef' indexed below its first element", 15); kf_ext; })) * sizeof coef[0];
        float *kf_coef_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_coef_dev, kf_coef_bytes), "cudaMalloc", 41);
        {
            kf_cuda_check(cudaMemcpy(kf_up_dev, up, kf_up_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 41);
            kf_cuda_check(cudaMemcpy(kf_img_dev, img, kf_img_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 41);
            kf_cuda_check(cudaMemcpy(kf_dn_dev, dn, kf_dn_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 41);
            kf_cuda_check(cudaMemcpy(kf_down_dev, down, kf_down_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 41);
            kf_cuda_check(cudaMemcpy(kf_ds_dev, ds, kf_ds_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 41);
            kf_cuda_check(cudaMemcpy(kf_coef_dev, coef, kf_coef_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 41);
            if (nc > 0 && nr > 0) {
                kf_cuda_check(kf_launch_main_L1((unsigned)((nr + 31) / 32), (unsigned)((nc + 7) / 8), 1, 32, 8, 1, nc, nr, kf_up_dev, kf_img_dev, kf_dn_dev, kf_down_dev, kf_ds_dev, kf_coef_dev), "main_L1<<<...>>>", 41);
            }
            /* the scalars' values after the loops' last iteration */
            if ((long)(nc) > 0 && (long)(nr) > 0) {
                long j = nc - 1;
                long i = nr - 1;
                k = i + nr * j;
            }
            if ((long)(nc) > 0 && (long)(nr) > 0) {
                long j = nc - 1;
                long i = nr - 1;
                kf_cuda_check(cudaMemcpy(&coef[k], (char *)kf_coef_dev + (size_t)((char *)&coef[k] - (char *)coef), sizeof coef[k], cudaMemcpyDeviceToHost), "cudaMemcpy", 50);
                last = coef[k];
            }
            /* the loop counters, as the sequential loops leave them */
            for (j = 0; j < nc; j++) {
                for (i = 0; i < nr; i++) {
                }
            }
        }
#pragma endscop
#pragma scop
        {
            if (nc > 0 && nr > 0) {
                kf_cuda_check(kf_launch_main_L2((unsigned)((nr + 31) / 32), (unsigned)((nc + 7) / 8), 1, 32, 8, 1, nc, nr, kf_img_dev, kf_coef_dev, kf_dn_dev, kf_down_dev, kf_ds_dev), "main_L2<<<...>>>", 54);
            }
            /* the scalars' values after the loops' last iteration */
            if ((long)(nc) > 0 && (long)(nr) > 0) {
                long j = nc - 1;
                long i = nr - 1;
                k = i + nr * j;
            }
            /* the loop counters, as the sequential loops leave them */
            for (j = 0; j < nc; j++) {
                for (i = 0; i < nr; i++) {
                }
            }
            kf_cuda_check(cudaMemcpy(dn, kf_dn_dev, kf_dn_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 54);
            kf_cuda_check(cudaMemcpy(ds, kf_ds_dev, kf_ds_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 54);
            kf_cuda_check(cudaMemcpy(coef, kf_coef_dev, kf_coef_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 54);
            kf_cuda_check(cudaMemcpy(img, kf_img_dev, kf_img_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 54);
            kf_cuda_check(cudaFree(kf_up_dev), "cudaFree", 58);
            kf_cuda_check(cudaFree(kf_img_dev), "cudaFree", 58);
            kf_cuda_check(cudaFree(kf_dn_dev), "cudaFree", 58);
            kf_cuda_check(cudaFree(kf_down_dev), "cudaFree", 58);
            kf_cuda_check(cudaFree(kf_ds_dev), "cudaFree", 58);
            kf_cuda_check(cudaFree(kf_coef_dev), "cudaFree", 58);
        }
#pragma endscop
    }
    double s = 0.0;
    for (i = 0; i < ne; i++)
        s += img[i] * (1 + i % 7);
    printf("image %.5f drift %.6f\n", s, drift);
    free(img), free(dn), free(ds), free(coef), free(up), free(down);
    return 0;
}
