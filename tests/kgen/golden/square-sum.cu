typedef struct { unsigned int s[8]; } kf_uint8;

extern "C" __global__ void square_sum(const float *A, float *B, unsigned int lda, unsigned int ldb)
{
    kf_uint8 ca = {0, lda, lda*2, lda*3, lda*4, lda*5, lda*6, lda*7};
    kf_uint8 cb = {0, ldb, ldb*2, ldb*3, ldb*4, ldb*5, ldb*6, ldb*7};

    float tmp0, tmp1, tmp2, tmp3, tmp4, tmp5, tmp6, tmp7;

    tmp0 = A[ca.s[0]];
    tmp4 = B[cb.s[0]];
    tmp1 = A[ca.s[1]];
    tmp5 = B[cb.s[1]];
    tmp2 = A[ca.s[2]];
    tmp6 = B[cb.s[2]];
    tmp3 = A[ca.s[3]];
    tmp7 = B[cb.s[3]];
    tmp0 = fmaf(tmp0, tmp0, 0);
    tmp4 = fmaf(tmp4, tmp4, tmp0);
    tmp1 = fmaf(tmp1, tmp1, 0);
    tmp5 = fmaf(tmp5, tmp5, tmp1);
    tmp2 = fmaf(tmp2, tmp2, 0);
    tmp6 = fmaf(tmp6, tmp6, tmp2);
    tmp3 = fmaf(tmp3, tmp3, 0);
    tmp7 = fmaf(tmp7, tmp7, tmp3);
    B[cb.s[0]] = tmp4;
    B[cb.s[1]] = tmp5;
    B[cb.s[2]] = tmp6;
    B[cb.s[3]] = tmp7;

    tmp0 = A[ca.s[4]];
    tmp4 = B[cb.s[4]];
    tmp1 = A[ca.s[5]];
    tmp5 = B[cb.s[5]];
    tmp2 = A[ca.s[6]];
    tmp6 = B[cb.s[6]];
    tmp3 = A[ca.s[7]];
    tmp7 = B[cb.s[7]];
    tmp0 = fmaf(tmp0, tmp0, 0);
    tmp4 = fmaf(tmp4, tmp4, tmp0);
    tmp1 = fmaf(tmp1, tmp1, 0);
    tmp5 = fmaf(tmp5, tmp5, tmp1);
    tmp2 = fmaf(tmp2, tmp2, 0);
    tmp6 = fmaf(tmp6, tmp6, tmp2);
    tmp3 = fmaf(tmp3, tmp3, 0);
    tmp7 = fmaf(tmp7, tmp7, tmp3);
    B[cb.s[4]] = tmp4;
    B[cb.s[5]] = tmp5;
    B[cb.s[6]] = tmp6;
    B[cb.s[7]] = tmp7;
}
