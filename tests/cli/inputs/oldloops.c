/* Loops in older styles.  Those kforge models (a downward loop, an
 * unsigned one counting to zero) may run in parallel; the others (a
 * post-decrement in the condition, a pointer walk, i != n, a while loop
 * with a counter) stay as written, with a warning that says why, and so
 * does a loop around one of them. */
#include <stdio.h>

#define N 20000
#define M 40

double a[N], b[N], c[N], d[N], e[N], f[N], g[N], m[M][M];

void post_decrement(unsigned n)
{
#pragma scop
    for (unsigned i = n; i-- > 0;)
        a[i] = b[i] * 2.0;
#pragma endscop
}

void downward(int n)
{
    int i;
#pragma scop
    for (i = n - 1; i >= 0; --i)
        c[i] = b[i] + 1.0;
#pragma endscop
}

void unsigned_down(unsigned n)
{
#pragma scop
    for (unsigned i = n; i > 0; i--)
        f[i - 1] = b[i - 1] * 3.0;
#pragma endscop
}

void counter(int n)
{
    int i = 0;
#pragma scop
    while (i < n) {
        d[i] = b[i] * b[i];
        i++;
    }
#pragma endscop
}

void walk(double *x, int n)
{
    double *p;
#pragma scop
    for (p = x; p < x + n; p++)
        *p = *p * 3.0 + 1.0;
#pragma endscop
}

void not_equal(int n)
{
    int i;
#pragma scop
    for (i = 0; i != n; i++)
        g[i] = b[i] - 2.0;
#pragma endscop
}

/* the inner loop is opaque: it may touch all of m, so the outer loop
 * carries a dependence and must stay sequential */
void around(int n)
{
#pragma scop
    for (int i = 1; i < n; i++)
        for (unsigned j = n; j-- > 0;)
            m[i][j] = m[i - 1][j] + j;
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++)
        b[i] = i % 13, e[i] = i % 7;
    for (int j = 0; j < M; j++)
        m[0][j] = j;
    post_decrement(N);
    downward(N);
    unsigned_down(N);
    counter(N);
    walk(e, N);
    not_equal(N);
    around(M);
    double t = 0;
    for (int i = 0; i < N; i++)
        t += a[i] + 2 * c[i] + 3 * d[i] + 4 * e[i] + 5 * f[i] + 6 * g[i];
    for (int i = 0; i < M; i++)
        for (int j = 0; j < M; j++)
            t += m[i][j] * (i + 1);
    printf("%.6f\n", t);
    return 0;
}
