/* cuda_probe.c: is there a CUDA device that this CUDA runtime can use?
 * tests/gpu/check_gpu.sh builds it against the same runtime as the programs
 * it checks, so its answer is theirs: it prints the first device's name and
 * exits 0, or prints the runtime's reason (no device, a driver older than
 * the runtime, no driver at all) and exits 1.  The device nodes or
 * nvidia-smi alone cannot tell a driver the runtime refuses. */
#include <cuda_runtime_api.h>
#include <stdio.h>

int main(void)
{
    int n = 0;
    cudaError_t e = cudaGetDeviceCount(&n);
    if (e != cudaSuccess) {
        printf("%s\n", cudaGetErrorString(e));
        return 1;
    }
    if (n == 0) {
        printf("no CUDA device\n");
        return 1;
    }
    struct cudaDeviceProp p;
    e = cudaGetDeviceProperties(&p, 0);
    if (e != cudaSuccess) {
        printf("%s\n", cudaGetErrorString(e));
        return 1;
    }
    printf("%s (compute capability %d.%d, %d devices)\n", p.name, p.major, p.minor, n);
    return 0;
}
