/* kforge 0.1.0: tests/gen/quot/host_tail.c for openmp; 3 loops in parallel */
/* The host's tests before a fragment (tests/gen/test_gen_hostctx.sh):
 * n % 256 == 0 makes the GPU kernel of scale test nothing, the same loop
 * without the test (scale_any) keeps i <= n - 1; w % 256 == 0 around blur's
 * fragment leaves its x test out (its blocks are 256 wide). */
#include <stdio.h>
#include <stdlib.h>
static void scale(int n, float *restrict a, float *restrict b)
{
    if (n % 256 != 0)
        return;
#pragma scop
    if (n >= 8192) {
    #pragma omp parallel for simd if(n >= 8192)
    for (int i = 0; i < n; i++)
        b[i] = 2 * a[i] + 1;
    } else {
    #pragma omp simd
    for (int i = 0; i < n; i++)
        b[i] = 2 * a[i] + 1;
    }
#pragma endscop
}
static void scale_any(int n, float *restrict a, float *restrict b)
{
#pragma scop
    if (n >= 8192) {
    #pragma omp parallel for simd if(n >= 8192)
    for (int i = 0; i < n; i++)
        b[i] = 2 * a[i] + 1;
    } else {
    #pragma omp simd
    for (int i = 0; i < n; i++)
        b[i] = 2 * a[i] + 1;
    }
#pragma endscop
}
static void blur(int w, int h, float A[h][w], float B[h][w])
{
    if (w % 256 == 0 && h % 8 == 0) {
#pragma scop
        if (1.0 * h * w >= 8192) {
        #pragma omp parallel for if(1.0 * h * w >= 8192)
        for (int y = 0; y < h; y++)
            #pragma omp simd
            for (int x = 0; x < w; x++)
                B[y][x] = 0.5f * A[y][x] + 0.25f * A[y][(x + 1) % w] + 0.25f * A[(y + 1) % h][x];
        } else {
        for (int y = 0; y < h; y++)
            #pragma omp simd
            for (int x = 0; x < w; x++)
                B[y][x] = 0.5f * A[y][x] + 0.25f * A[y][(x + 1) % w] + 0.25f * A[(y + 1) % h][x];
        }
#pragma endscop
    }
}
int main(void)
{
    int n = 1024, w = 256, h = 24;
    float *a = malloc(sizeof(float[n])), *b = malloc(sizeof(float[n]));
    float (*A)[w] = malloc(sizeof(float[h][w])), (*B)[w] = malloc(sizeof(float[h][w]));
    for (int i = 0; i < n; i++)
        a[i] = (float)(i % 17), b[i] = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            A[y][x] = (float)((x * 3 + y) % 11), B[y][x] = 0;
    scale(n, a, b);
    scale(n - 1, a, b); /* not a multiple: nothing */
    scale_any(n - 3, b, a);
    blur(w, h, A, B);
    double s = 0;
    for (int i = 0; i < n; i++)
        s += b[i] * (i % 5) + a[i];
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            s += B[y][x] * ((x + y) % 3);
    printf("%.9g\n", s);
    free(a), free(b), free(A), free(B);
    return 0;
}
