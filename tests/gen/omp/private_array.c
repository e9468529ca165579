/* A scratch row declared once, outside the loops, written and read in
 * each iteration of y: no value crosses iterations (isl's value-based
 * flow), so every thread gets a copy of its own and y runs in parallel. */
#include <stdio.h>

#define N 64

static float img[N][N], out[N][N];

static void diff_rows(void)
{
    float t[N];
#pragma scop
    for (int y = 0; y < N; y++) {
        for (int x = 0; x < N; x++)
            t[x] = img[y][x] * 2;
        for (int x = 1; x < N; x++)
            out[y][x] = t[x] - t[x - 1];
    }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            img[i][j] = (float)((i * 7 + j * 3) % 11);
    diff_rows();
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            printf("%g\n", out[i][j]);
    return 0;
}
