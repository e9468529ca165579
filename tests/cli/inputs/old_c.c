/* Old C that gcc builds with warnings: implicit int, an implicit declaration,
 * a K&R definition.  kforge must accept it as gcc does. */
#include <stdio.h>
static n = 100;
double a[100], b[100];
main()
{
    int i;
    for (i = 0; i < 100; i++) b[i] = i;
#pragma scop
    for (i = 0; i < n; i++)
        a[i] = b[i] * 2;
#pragma endscop
    printf("%f\n", a[99]);
    foo(a);
    return 0;
}
foo(x) double *x; { return (int)x[0]; }
