__kernel void example1(__global const float *A, __global float *C, uint m, uint n, uint k, uint lda, uint ldc)
{
    float a, c;
    uint off = m * lda + k;
    a = A[off];
    c = a * a;
    off = m * ldc + n;
    C[off] = c;
}
