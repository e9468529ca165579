/* A loop with no statement inside a parallel nest (a delay loop left in,
 * or a body emptied by the preprocessor): the GPU plan took the band body
 * from its first to its last child and crashed on a loop with none; the
 * kernel now copies it as written. */
#include <stdio.h>

#define N 24
#define M 20

static double out[N][M];

static void fill(int n, int m, int reps)
{
    int k;
#pragma scop
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            for (k = 0; k < reps; k++)
                ;
            out[i][j] = 0.5 * i + 0.25 * j;
        }
#pragma endscop
}

int main(void)
{
    fill(N, M, 3);
    double s = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            s += out[i][j] * (i + 1);
    printf("%.17g\n", s);
    return 0;
}
