__kernel void square_sum(__global const float4 *A, __global float4 *B, uint lda, uint ldb)
{
    uint8 ca = {0, lda, lda*2, lda*3, lda*4, lda*5, lda*6, lda*7};
    uint8 cb = {0, ldb, ldb*2, ldb*3, ldb*4, ldb*5, ldb*6, ldb*7};

    float4 tmp0, tmp1, tmp2, tmp3, tmp4, tmp5, tmp6, tmp7;

    tmp0 = A[ca.s0];
    tmp4 = B[cb.s0];
    tmp1 = A[ca.s1];
    tmp5 = B[cb.s1];
    tmp2 = A[ca.s2];
    tmp6 = B[cb.s2];
    tmp3 = A[ca.s3];
    tmp7 = B[cb.s3];
    tmp0 = mad(tmp0, tmp0, 0);
    tmp4 = mad(tmp4, tmp4, tmp0);
    tmp1 = mad(tmp1, tmp1, 0);
    tmp5 = mad(tmp5, tmp5, tmp1);
    tmp2 = mad(tmp2, tmp2, 0);
    tmp6 = mad(tmp6, tmp6, tmp2);
    tmp3 = mad(tmp3, tmp3, 0);
    tmp7 = mad(tmp7, tmp7, tmp3);
    B[cb.s0] = tmp4;
    B[cb.s1] = tmp5;
    B[cb.s2] = tmp6;
    B[cb.s3] = tmp7;

    tmp0 = A[ca.s4];
    tmp4 = B[cb.s4];
    tmp1 = A[ca.s5];
    tmp5 = B[cb.s5];
    tmp2 = A[ca.s6];
    tmp6 = B[cb.s6];
    tmp3 = A[ca.s7];
    tmp7 = B[cb.s7];
    tmp0 = mad(tmp0, tmp0, 0);
    tmp4 = mad(tmp4, tmp4, tmp0);
    tmp1 = mad(tmp1, tmp1, 0);
    tmp5 = mad(tmp5, tmp5, tmp1);
    tmp2 = mad(tmp2, tmp2, 0);
    tmp6 = mad(tmp6, tmp6, tmp2);
    tmp3 = mad(tmp3, tmp3, 0);
    tmp7 = mad(tmp7, tmp7, tmp3);
    B[cb.s4] = tmp4;
    B[cb.s5] = tmp5;
    B[cb.s6] = tmp6;
    B[cb.s7] = tmp7;
}
