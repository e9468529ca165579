/* tests/kgen/omp_driver.c: runs kgen's OpenMP saxpy and sumsq (linked in
 * by test_kgen_compile.sh) and compares them with the sequential loops;
 * exit 0 when they agree. */
#include <math.h>
#include <stdio.h>

void saxpy(int n, float a, const float *x, float *y);
void sumsq(int n, const float *x, float *result);

enum { N = 100000 };
static float x[N], y[N];

int main(void)
{
    for (int i = 0; i < N; i++) {
        x[i] = (float)(i % 7) * 0.5f;
        y[i] = 1.0f;
    }
    saxpy(N, 2.0f, x, y);
    for (int i = 0; i < N; i++)
        if (fabsf(y[i] - (2.0f * x[i] + 1.0f)) > 1e-5f) {
            printf("saxpy: y[%d] = %g, want %g\n", i, y[i], 2.0f * x[i] + 1.0f);
            return 1;
        }
    double want = 0.0;
    for (int i = 0; i < N; i++)
        want += (double)x[i] * x[i];
    float got = 1.0f; /* sumsq adds to *result */
    sumsq(N, x, &got);
    if (fabs(got - 1.0 - want) > 1e-4 * want) {
        printf("sumsq: %g, want %g\n", got - 1.0, want);
        return 1;
    }
    printf("saxpy and sumsq agree with the sequential loops\n");
    return 0;
}
