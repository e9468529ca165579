/* A statement before a loop that stays on the host and uses its array
 * (atax's shape): tmp[i] = 0 runs on the host, not as a one-thread kernel
 * whose result would be copied back every iteration (gpu_plan.c,
 * kf_gpu_host_covers); the loop after the sum still runs on the device. */
#include <stdio.h>
#define N 64
static double A[N][N], x[N], y[N], tmp[N];

int main(void)
{
    int i, j;
    for (i = 0; i < N; i++) {
        x[i] = i % 5;
        for (j = 0; j < N; j++)
            A[i][j] = (double)(i * j % 7) / 7.0;
    }
#pragma scop
    for (i = 0; i < N; i++)
        y[i] = 0;
    for (i = 0; i < N; i++) {
        tmp[i] = 0;
        for (j = 0; j < N; j++)
            tmp[i] = tmp[i] + A[i][j] * x[j];
        for (j = 0; j < N; j++)
            y[j] = y[j] + A[i][j] * tmp[i];
    }
#pragma endscop
    for (i = 0; i < N; i++)
        printf("%.10g\n", y[i]);
    return 0;
}
