/* The j loop's bound depends on i: rows differ in work, so the rows are
 * dealt round-robin (schedule(static, 1)). */
#include <stdio.h>

#define N 90

static double L[N][N], v[N];

static void kernel(void)
{
#pragma scop
    for (int i = 0; i < N; i++) {
        v[i] = 0.0;
        for (int j = 0; j <= i; j++)
            v[i] += L[i][j] * (j + 1);
    }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            L[i][j] = (double)((i * 3 + j) % 10) / 10;
    kernel();
    for (int i = 0; i < N; i++)
        printf("%.10g\n", v[i]);
    return 0;
}
