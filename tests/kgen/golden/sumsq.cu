extern "C" __global__ void sumsq(int n, const float *x, float *result)
{
    __shared__ float part[256];
    int lid = threadIdx.x;
    int i = (blockIdx.x * blockDim.x + threadIdx.x);
    int step;
    float s = 0.0f;

    for (; i < n; i += (gridDim.x * blockDim.x)) {
        s = fmaf(x[i], x[i], s);
    }
    part[lid] = s;
    __syncthreads();
    for (step = blockDim.x / 2; step > 0; step >>= 1) {
        if (lid < step) {
            part[lid] += part[lid + step];
        }
        __syncthreads();
    }
    if (lid == 0) {
        atomicAdd(result, part[0]);
    }
}
