void f(int n, double *a)
{
#pragma scop
    for (int i = 0; i < n; i++)
        a[i] = 2 *;
#pragma endscop
}
