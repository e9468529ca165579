/* kforge gen --target opencl|cuda: scratch arrays declared once, outside
 * the loops, that no value crosses iterations of y through: each GPU
 * thread holds its own in private memory.  In keep_evens the loop reads the
 * even elements as they were before it (filled from the device buffer
 * first, as OpenMP's firstprivate); in read_after the array is read after
 * the loop, so its loop stays on the host, saying why.
 * Used by tests/gen/test_gen_gpu.sh. */
#include <stdio.h>

#define N 48

static float img[N][N], out[N][N], last[N];

static void keep_evens(void)
{
    float t[N];
    for (int x = 0; x < N; x++)
        t[x] = (float)(100 + x);
#pragma scop
    for (int y = 0; y < N; y++) {
        for (int x = 1; x < N; x += 2)
            t[x] = img[y][x] * 2;
        for (int x = 0; x < N; x++)
            out[y][x] = t[x] + y;
    }
#pragma endscop
}

static void read_after(void)
{
    float u[N];
#pragma scop
    for (int y = 0; y < N; y++) {
        for (int x = 0; x < N; x++)
            u[x] = img[y][x] + 1;
        for (int x = 0; x < N; x++)
            out[y][x] += u[x];
    }
#pragma endscop
    for (int x = 0; x < N; x++)
        last[x] = u[x];
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            img[i][j] = (float)((i * 5 + j * 3) % 13);
    keep_evens();
    read_after();
    double s = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            s += out[i][j] * (i + 1) + (j == 0 ? last[i] : 0);
    printf("%.3f\n", s);
    return 0;
}
