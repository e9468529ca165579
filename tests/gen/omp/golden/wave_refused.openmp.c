/* kforge 0.1.0: tests/gen/omp/wave_refused.c for openmp; 0 loops in parallel */
/* Where the wavefront stays away.  L1: x[i][j] needs x[i - 1][j + 2],
 * a distance (1, -2): -1 waves apart for w = i + j, 0 for w = 2i + j, so
 * no wave keeps it.  L2: a legal wave (w = i + j), but a 30 x 30 nest shares
 * too little per wave to pay for its barrier.  L3: a legal wave whose
 * iterator is printed after it (private copies would lose its value). */
#include <stdio.h>

#define N 200

static double x[N][N], y[30][30], z[N][N];

static void kernel(void)
{
    int i, j;
#pragma scop
    for (i = 1; i < N; i++)
        for (j = 1; j < N - 2; j++)
            x[i][j] = (x[i - 1][j + 2] + x[i][j - 1]) * 0.5;
    for (i = 1; i < 30; i++)
        for (j = 1; j < 30; j++)
            y[i][j] = (y[i - 1][j] + y[i][j - 1]) * 0.5;
#pragma endscop
    int r, c;
#pragma scop
    for (r = 1; r < N; r++)
        for (c = 1; c < N; c++)
            z[r][c] = (z[r - 1][c] + z[r][c - 1]) * 0.5 + 1.0;
#pragma endscop
    printf("%d %d\n", r, c);
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            x[i][j] = z[i][j] = ((i * 3 + j) % 7) / 7.0;
    for (int i = 0; i < 30; i++)
        for (int j = 0; j < 30; j++)
            y[i][j] = ((i + j) % 5) / 5.0;
    kernel();
    printf("%.17g %.17g %.17g\n", x[N - 1][N / 2], y[29][29], z[N - 1][N - 1]);
    return 0;
}
