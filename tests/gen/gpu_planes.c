/* Arrays of planes of rows (double ***, NPB MG's u, v and r) on the GPU
 * targets (gpu_rows.c, three levels): each plane and each row malloc'ed on
 * its own, the host packs the box of planes, rows and columns a nest
 * reaches into one device buffer, which the kernel indexes as a 3-D array.
 *   - resid: r = v - u and u's rows reversed, over the interior planes
 *     and rows (the box of u it reads is whole: planes 1..n3-2, rows
 *     1..n2-2, every column), r's planes of rows written, behind the run-time test that the rows of u, v and r
 *     lie apart (kf_rows_apart, three levels); main calls it on arrays
 *     apart and on an r whose rows are u's (the test fails, and the loops
 *     run as written);
 *   - smooth: u += 0.1 * r, read and written in place.
 * gpu_planes.h is the program's own header, with a parameter named class.
 * main prints a checksum.  Used by tests/gen/test_gen_gpu_rows.sh. */
#include <stdio.h>
#include "gpu_planes.h"

static void resid(double ***u, double ***v, double ***r, int n3, int n2, int n1)
{
#pragma scop
    for (int i3 = 1; i3 < n3 - 1; i3++)
        for (int i2 = 1; i2 < n2 - 1; i2++)
            for (int i1 = 0; i1 < n1; i1++)
                r[i3][i2][i1] = v[i3][i2][i1] - 0.5 * u[i3][i2][i1] -
                                0.25 * u[i3][i2][n1 - 1 - i1];
#pragma endscop
}

static void smooth(double ***u, double ***r, int n3, int n2, int n1)
{
#pragma scop
    for (int i3 = 0; i3 < n3; i3++)
        for (int i2 = 0; i2 < n2; i2++)
            for (int i1 = 0; i1 < n1; i1++)
                u[i3][i2][i1] += 0.1 * r[i3][i2][i1];
#pragma endscop
}

static double ***planes(int n3, int n2, int n1, int seed)
{
    double ***a = malloc((size_t)n3 * sizeof *a);
    for (int i3 = 0; i3 < n3; i3++) {
        a[i3] = malloc((size_t)n2 * sizeof **a);
        for (int i2 = 0; i2 < n2; i2++) {
            a[i3][i2] = malloc((size_t)n1 * sizeof ***a);
            for (int i1 = 0; i1 < n1; i1++)
                a[i3][i2][i1] = ((i3 * 7 + i2 * 5 + i1 * 3 + seed) % 13) * 0.25;
        }
    }
    return a;
}

static void release(double ***a, int n3, int n2)
{
    for (int i3 = 0; i3 < n3; i3++) {
        for (int i2 = 0; i2 < n2; i2++)
            free(a[i3][i2]);
        free(a[i3]);
    }
    free(a);
}

double checksum(double ***u, int n3, int n2, int n1, int class)
{
    double s = 0.0;
    for (int i3 = 0; i3 < n3; i3++)
        for (int i2 = 0; i2 < n2; i2++)
            for (int i1 = 0; i1 < n1; i1++)
                s += u[i3][i2][i1] * ((i3 + i2 + i1 + class) % 5 + 1);
    return s;
}

int main(void)
{
    const int sizes[][3] = {{1, 1, 1}, {3, 3, 3}, {6, 5, 9}, {12, 10, 17}};
    double sum = 0.0;
    for (int k = 0; k < 4; k++) {
        int n3 = sizes[k][0], n2 = sizes[k][1], n1 = sizes[k][2];
        double ***u = planes(n3, n2, n1, 1), ***v = planes(n3, n2, n1, 2);
        double ***r = planes(n3, n2, n1, 3);
        for (int s = 0; s < STEPS; s++) {
            resid(u, v, r, n3, n2, n1);
            smooth(u, r, n3, n2, n1);
        }
        /* r's rows are u's: the rows test fails, as written (in
         * parallel, a row's second half would read what its first wrote) */
        double ***ru = malloc((size_t)n3 * sizeof *ru);
        for (int i3 = 0; i3 < n3; i3++)
            ru[i3] = u[i3];
        resid(u, v, ru, n3, n2, n1);
        sum += checksum(u, n3, n2, n1, 1) + checksum(v, n3, n2, n1, 2) +
               checksum(r, n3, n2, n1, 3);
        free(ru);
        release(u, n3, n2), release(v, n3, n2), release(r, n3, n2);
    }
    printf("checksum %.6f\n", sum);
    return 0;
}
