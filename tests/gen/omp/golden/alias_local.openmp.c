/* kforge 0.1.0: tests/gen/omp/alias_local.c for openmp; 0 loops in parallel */
/* A pointer to a local of the loop's body: the run-time test of overlap
 * would come before the fragment, where acc is not declared yet, so none
 * is written and the loop stays as the analysis says. */
#include <stdio.h>

static void f(int n, float *out)
{
#pragma scop
    for (int i = 0; i < n; i++) {
        float acc = 0;
        float *p = &acc;
        out[i] = *p + i;
    }
#pragma endscop
}

int main(void)
{
    float o[10];
    f(10, o);
    for (int i = 0; i < 10; i++)
        printf("%g\n", o[i]);
    return 0;
}
