typedef struct { unsigned int s[4]; } kf_uint4;

void example3(const float *A, float *B, unsigned int lda, unsigned int endi)
{
    unsigned int i;
    float a0, a1, a2, a3;
    kf_uint4 off = {0, lda, lda*2, lda*3};
    for (i = 0; i < endi; i++) {
        a0 = A[off.s[0]];
        a1 = A[off.s[1]];
        a2 = A[off.s[2]];
        a3 = A[off.s[3]];
        off.s[0] += 1;
        off.s[1] += 1;
        off.s[2] += 1;
        off.s[3] += 1;
        B[i] = a0 + a1 + a2 + a3;
    }
}
