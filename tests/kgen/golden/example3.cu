extern "C" __global__ void example3(const float *A, float *B, unsigned int lda, unsigned int endi)
{
    unsigned int i;
    float a0, a1, a2, a3;
    uint4 off = {0, lda, lda*2, lda*3};
    for (i = 0; i < endi; i++) {
        a0 = A[off.x];
        a1 = A[off.y];
        a2 = A[off.z];
        a3 = A[off.w];
        off.x += 1;
        off.y += 1;
        off.z += 1;
        off.w += 1;
        B[i] = a0 + a1 + a2 + a3;
    }
}
