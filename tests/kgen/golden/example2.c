void example2(const float *A, float *C, unsigned int m, unsigned int n, unsigned int k, unsigned int lda, unsigned int ldc)
{
    float a, c;
    unsigned int off = m * lda + k;
    a = A[off];
    c = a * a;
    {
        unsigned int off = m * ldc + n;
        C[off] = c;
    }
}
