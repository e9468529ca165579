/* kforge 0.1.0: tests/gen/omp/expand_refused.c for openmp; 4 loops in parallel */
/* Must NOT expand (pass expand): in the first nest the scalar t is read
 * after the fragment (its last value would be lost); in the second s is
 * read in the time loop before the j loop, so the next i reads what the
 * last j left there; in the third j's bounds use i, so the array's extent
 * before the time loop would not be j's; in the fourth the inner loop
 * walks rows already (i innermost would not pay). */
#include <stdio.h>

#define N 40

static double A[N][N], B[N][N], D[N][N], E[N][N], x[N];

static void kernel(void)
{
    int i, j, k;
    double t = 0.0, s = 0.0, u, w;
#pragma scop
    #pragma omp parallel private(i)
    for (i = 0; i < N; i++)
        #pragma omp for private(k) lastprivate(t)
        for (j = 0; j < N; j++) {
            t = 0;
            for (k = 0; k < i; k++)
                t += A[k][j] * B[k][i];
            B[i][j] = t;
        }
    #pragma omp parallel private(i)
    for (i = 0; i < N; i++) {
        #pragma omp single
        x[i] = s;
        #pragma omp for private(k) lastprivate(s)
        for (j = 0; j < N; j++) {
            s = 0;
            for (k = 0; k < i; k++)
                s += D[k][j];
            E[i][j] = s;
        }
    }
    #pragma omp parallel private(i)
    for (i = 1; i < N; i++)
        #pragma omp for private(k, u)
        for (j = 0; j < i; j++) {
            u = 0;
            for (k = 0; k < i; k++)
                u += A[k][j];
            D[i][j] = u + D[i - 1][j];
        }
    #pragma omp parallel
    for (int r = 0; r < 3; r++)
        #pragma omp for private(j, w)
        for (i = 0; i < N; i++) {
            w = 0;
            for (j = 0; j < N; j++) {
                A[i][j] = 0.5 * w + A[i][j];
                w = A[i][j];
            }
        }
#pragma endscop
    printf("t %.17g\n", t);
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            A[i][j] = (double)((i * j + 1) % 7) / 7;
            B[i][j] = (double)((i + 2 * j) % 5) / 5;
            D[i][j] = (double)((3 * i + j) % 4) / 4;
        }
    kernel();
    for (int i = 0; i < N; i++) {
        printf("%.17g\n", x[i]);
        for (int j = 0; j < N; j++)
            printf("%.17g %.17g %.17g %.17g\n", A[i][j], B[i][j], D[i][j], E[i][j]);
    }
    return 0;
}
