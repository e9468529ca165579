/* Front-end features beyond the corpus: steps, decrementing loops, min/max
 * bounds, affine ifs, privatised scalars, scalar reductions in every form,
 * linearised 3-D accesses, loops with blockers.
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L2 i reduction
 * kforge-expect: L3 i reduction
 * kforge-expect: L4 i reduction
 * kforge-expect: L5 i reduction
 * kforge-expect: L6 i sequential
 * kforge-expect: L7 i parallel
 * kforge-expect: L7.1 j reduction
 * kforge-expect: L8 i parallel
 * kforge-expect: L8.1 j parallel
 * kforge-expect: L9 i parallel
 * kforge-expect: L9.1 j parallel
 * kforge-expect: L9.1.1 k parallel
 * kforge-expect: L10 i sequential
 * kforge-expect: L11 i sequential
 * kforge-expect: L12 i parallel
 * kforge-expect: L13 i parallel
 * kforge-expect: L14 i sequential
 */
#include <math.h>
#include <stdio.h>
#define MIN(a, b) ((a) < (b) ? (a) : (b))

void features(int n, int m, int p, double *restrict a, double *restrict b,
              double *restrict out, double *restrict c3, double A[n][n])
{
    double t, s = 0, mx = 0, prod = 1;
#pragma scop
    for (int i = 0; i < n; i++) {
        t = a[i] * 2;
        b[i] = t + 1;
    }
    for (int i = n - 1; i >= 0; i -= 2)
        s += a[i];
    for (int i = 0; i < n; i++)
        if (a[i] > mx)
            mx = a[i];
    for (int i = 0; i < n; i++)
        mx = fmax(mx, b[i]);
    for (int i = 0; i <= n - 1; i++)
        prod = prod * a[i];
    for (int i = 1; i < n; i++)
        a[i] = a[i - 1] + 1;
    for (int i = 0; i < n; i++)
        for (int j = 0; j <= i; j++)
            out[i] += a[j];
    for (int i = 0; i < n; i += 2)
        for (int j = i; j < MIN(n, i + 8); j++)
            if (j > i + 1)
                A[i][j] = A[i + 1][j] * 0.5;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            for (int k = 0; k < p; k++)
                c3[i * m * p + j * p + k] = c3[i * m * p + j * p + k] * 2;
    for (int i = 0; i < n; i++) {
        if (a[i] < 0)
            break;
        b[i] = a[i];
    }
    for (int i = 0; i < n; i++)
        printf("%f\n", a[i]);
    for (int i = 0; i < n; i++) {
        int k = 0;
        while (k < i)
            k += 2;
        b[i] = a[k];
    }
    for (int i = 0; i < n; i++) {
        double u = a[i];
        b[i] = u * u;
    }
    for (int i = 0; i < n; i++)
        a[2 * i] = a[i + n];
#pragma endscop
    out[0] = s + mx + prod + t;
}
