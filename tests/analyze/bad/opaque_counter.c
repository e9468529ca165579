/* A counter a while kept whole counts its own loop with, also a loop
 * counter of the fragment, whose value the function reads after it: the
 * fragment models no statement writing it, so kforge refuses it. */
#include <stdio.h>

void f(int n, double *restrict a)
{
    int i, k, t;
#pragma scop
    for (i = 0; i < n; i++) {
        t = 0;
        while (t < 10) {
            for (k = 0; k < 3; k++)
                t += k;
        }
        a[i] = t;
    }
    for (k = 0; k < n; k++)
        a[k] += 1;
#pragma endscop
    printf("%d\n", k);
}
