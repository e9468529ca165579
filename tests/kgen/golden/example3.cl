__kernel void example3(__global const float *A, __global float *B, uint lda, uint endi)
{
    uint i;
    float a0, a1, a2, a3;
    uint4 off = {0, lda, lda*2, lda*3};
    for (i = 0; i < endi; i++) {
        a0 = A[off.x];
        a1 = A[off.y];
        a2 = A[off.z];
        a3 = A[off.w];
        off = off + 1;
        B[i] = a0 + a1 + a2 + a3;
    }
}
