void f(int n, double *restrict a)
{
#pragma scop
    for (int i = 0; i < n; i++)
        (a + 1)[i] = 0;
#pragma endscop
}
