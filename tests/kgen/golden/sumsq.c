#include <math.h>

void sumsq(int n, const float *x, float *result)
{
    float s = 0.0f;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < n; i++) {
        s = fmaf(x[i], x[i], s);
    }
    #pragma omp atomic
    *(result) += s;
}
