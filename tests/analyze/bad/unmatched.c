void f(int n, double *restrict a)
{
#pragma scop
    for (int i = 0; i < n; i++)
        a[i] = 0;
}
