/* kforge 0.1.0: tests/gen/omp/alias_test.c for openmp; 1 loop in parallel */
/* Pointers without restrict, as most C passes arrays: the loops are
 * parallel only if the elements reached through out and in are apart.
 * kforge tests that at run time: the first call passes two buffers and
 * runs in parallel, the second passes one buffer twice, a row apart, and
 * must run as written (each row reads the row just written). */
#include <stdio.h>
#include <stdlib.h>

static void smooth(int rows, int cols, const float *in, float *out)
{
#pragma scop
    if ((((unsigned long long)out + (-cols + rows*cols - 1) * sizeof *out) <= ((unsigned long long)in + (1) * sizeof *in) || ((unsigned long long)in + (rows*cols - 1) * sizeof *in) <= ((unsigned long long)out + (cols + 1) * sizeof *out))) {
    #pragma omp parallel for
    for (int y = 1; y < rows - 1; y++)
        #pragma omp simd
        for (int x = 1; x < cols - 1; x++)
            out[y * cols + x] = (in[(y - 1) * cols + x] + in[(y + 1) * cols + x] +
                                 in[y * cols + x - 1] + in[y * cols + x + 1]) * 0.25f;
    } else {
    for (int y = 1; y < rows - 1; y++)
        for (int x = 1; x < cols - 1; x++)
            out[y * cols + x] = (in[(y - 1) * cols + x] + in[(y + 1) * cols + x] +
                                 in[y * cols + x - 1] + in[y * cols + x + 1]) * 0.25f;
    }
#pragma endscop
}

int main(void)
{
    int rows = 48, cols = 37;
    float *a = malloc(sizeof *a * (size_t)(rows + 1) * (size_t)cols);
    float *b = calloc((size_t)rows * (size_t)cols, sizeof *b);
    if (!a || !b)
        return 1;
    for (int i = 0; i < (rows + 1) * cols; i++)
        a[i] = (float)(i % 13) / 13.0f;
    smooth(rows, cols, a, b);
    smooth(rows, cols, a, a + cols);
    for (int i = 0; i < rows * cols; i++)
        printf("%.6f %.6f\n", b[i], a[i]);
    free(a);
    free(b);
    return 0;
}
