/* kforge 0.1.0: tests/gen/delin/block.c for cuda; 1 kernel */
/* A block of a matrix at (offset, offset), as Rodinia's lud updates its
 * perimeter and interior: a[size*(i + offset) + offset + j] for i, j <
 * bs, with the column before the block and the row above it read.  Read
 * as a[i + offset][offset + j] where 1 <= offset and offset + bs <= size;
 * the last call leaves the block past the row's end, so that it wraps
 * onto the next row, where the column before the block is: as written. */
#include <stdio.h>
#include <stdlib.h>

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/gen/delin/block.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_update_block_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int bs, int size, int offset, float *a);

static void update_block(float *a, int size, int offset, int bs)
{
#pragma scop
    if (1 <= offset && bs + offset <= size && offset <= size && 1 <= bs) {
    {
        const size_t kf_a_bytes = (size_t)((bs - size + offset + bs*size + size*offset > 0 ? bs - size + offset + bs*size + size*offset : 0)) * sizeof a[0];
        float *kf_a_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_a_dev, kf_a_bytes), "cudaMalloc", 13);
        kf_cuda_check(cudaMemcpy(kf_a_dev, a, kf_a_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 13);
        if (bs > 0 && bs > 0) {
            kf_cuda_check(kf_launch_update_block_L1((unsigned)((bs + 127) / 128), (unsigned)((bs + 1) / 2), 1, 128, 2, 1, bs, size, offset, kf_a_dev), "update_block_L1<<<...>>>", 13);
        }
        kf_cuda_check(cudaMemcpy(a, kf_a_dev, kf_a_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 13);
        kf_cuda_check(cudaFree(kf_a_dev), "cudaFree", 16);
    }
    } else {
    for (int i = 0; i < bs; i++)
        for (int j = 0; j < bs; j++)
            a[size * (i + offset) + offset + j] -=
                a[size * (i + offset) + offset - 1] * a[size * (offset - 1) + offset + j];
    }
#pragma endscop
}

int main(void)
{
    int size = 24, n = size * (size + 8);
    float *a = malloc(sizeof *a * (size_t)n);
    if (!a)
        return 1;
    for (int i = 0; i < n; i++)
        a[i] = (float)((i * 5) % 11) / 8.0f;
    update_block(a, size, 8, 8);
    update_block(a, size, 1, 16);
    update_block(a, size, 20, 8); /* offset + bs > size: wraps */
    for (int i = 0; i < n; i++)
        printf("%.6f\n", a[i]);
    free(a);
    return 0;
}
