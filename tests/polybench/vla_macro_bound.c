/*
 * vla_macro_bound.c: a VLA parameter double X[n][n] whose loops are bounded
 * by a macro, not by n: a kernel that indexes X[i * n + j] must receive n
 * although no loop names it (the bug class of issue 14's differential
 * testing: "use of undeclared identifier 'n'" at clBuildProgram).
 */
#include <stdio.h>

#define M 24

static void scale(int n, double X[n][n], double s)
{
#pragma scop
    for (int i = 0; i < M; i++)
        for (int j = 0; j < M; j++)
            X[i][j] = X[i][j] * s + i - j;
#pragma endscop
}

int main(void)
{
    int n = 31;
    static double buf[31 * 31];
    double (*X)[n] = (double (*)[n])buf;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            X[i][j] = (i * n + j) % 7;
    scale(n, X, 0.5);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            printf("%g%c", X[i][j], j == n - 1 ? '\n' : ' ');
    return 0;
}
