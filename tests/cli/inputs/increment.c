void f(int n, double *restrict a)
{
#pragma scop
    for (int i = 1; i < n; i = i * 2)
        a[i] = 0;
#pragma endscop
}
