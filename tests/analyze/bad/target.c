void f(int n, double *restrict a)
{
    for (int i = 0; i < n; i++)
        a[i] = 0;
}
#pragma kforge target
