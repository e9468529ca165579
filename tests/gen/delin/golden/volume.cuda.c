/* kforge 0.1.0: tests/gen/delin/volume.c for cuda; 1 kernel */
/* A 3-D volume flattened as v[x + y*nx + z*nx*ny], its loops bounded by
 * the size of the region processed (w, h, d) rather than by nx and ny:
 * read as v[z][y][x] where w <= nx and h <= ny, tested at run time; the
 * last call passes an nx below w, so that the region's rows overlap. */
#include <stdio.h>
#include <stdlib.h>

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/gen/delin/volume.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_relax_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int d, int h, int w, int nx, int ny, double *v);

static void relax(double *v, int nx, int ny, int w, int h, int d)
{
#pragma scop
    if (w <= nx && h <= ny && 1 <= d && 1 <= h && 2 <= w) {
    {
        const size_t kf_v_bytes = (size_t)((w - nx + h*nx - nx*ny + d*nx*ny > 0 ? w - nx + h*nx - nx*ny + d*nx*ny : 0)) * sizeof v[0];
        double *kf_v_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_v_dev, kf_v_bytes), "cudaMalloc", 11);
        kf_cuda_check(cudaMemcpy(kf_v_dev, v, kf_v_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 11);
        if (d > 0 && h > 0) {
            kf_cuda_check(kf_launch_relax_L1((unsigned)((h + 255) / 256), (unsigned)d, 1, 256, 1, 1, d, h, w, nx, ny, kf_v_dev), "relax_L1<<<...>>>", 11);
        }
        kf_cuda_check(cudaMemcpy(v, kf_v_dev, kf_v_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 11);
        kf_cuda_check(cudaFree(kf_v_dev), "cudaFree", 15);
    }
    } else {
    for (int z = 0; z < d; z++)
        for (int y = 0; y < h; y++)
            for (int x = 1; x < w; x++)
                v[x + y * nx + z * nx * ny] = 0.5 * v[x + y * nx + z * nx * ny] +
                                              0.25 * v[x - 1 + y * nx + z * nx * ny];
    }
#pragma endscop
}

int main(void)
{
    int nx = 19, ny = 13, nz = 7, n = nx * ny * nz;
    double *v = malloc(sizeof *v * (size_t)n);
    if (!v)
        return 1;
    for (int i = 0; i < n; i++)
        v[i] = (double)((i * 13) % 17) / 17.0;
    relax(v, nx, ny, 17, 11, 6);
    relax(v, nx, ny, nx, ny, nz);
    relax(v, 9, ny, 12, 11, 6); /* nx < w: rows overlap */
    for (int i = 0; i < n; i++)
        printf("%.12f\n", v[i]);
    free(v);
    return 0;
}
