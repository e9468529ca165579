/* Pointer parameters that may overlap: a loop that writes one and reads
 * another stays sequential unless they are restrict or the user passes
 * --assume-no-alias (tested separately).  Arrays from malloc in the same
 * function, never reassigned, are distinct objects.
 *
 * kforge-expect: L1 i sequential
 * kforge-expect: L2 i parallel
 * kforge-expect: L3 i parallel
 */
#include <stdlib.h>

void scale(int n, double *a, double *b)
{
#pragma scop
    for (int i = 0; i < n; i++)
        a[i] = b[i] * 2;
#pragma endscop
}

void scale_restrict(int n, double *restrict a, const double *restrict b)
{
#pragma kforge target
    for (int i = 0; i < n; i++)
        a[i] = b[i] * 2;
}

int main(void)
{
    int n = 100;
    double *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
#pragma scop
    for (int i = 0; i < n; i++)
        x[i] = y[i] + 1;
#pragma endscop
    free(x);
    free(y);
    return 0;
}
