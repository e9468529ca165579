void f(int n, double *restrict a)
{
#pragma scop
    for (int i = 0; i < n; i++) {
        a[i] = 0;
        i++;
    }
#pragma endscop
}

void g(int *);

void h(int n, double *restrict a)
{
#pragma scop
    for (int i = 0; i < n; i++) {
        while (a[i] > 0)
            i++;
        a[i] = 0;
    }
    for (int i = 0; i < n; i++) {
        g(&i);
        a[i] = 0;
    }
#pragma endscop
}
