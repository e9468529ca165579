/* nussinov's shape: cell (i, j) takes the best of its neighbours and of
 * every split k between i and j, i counting down.  Both loops carry
 * dependences; the cells on a diagonal w = -i + j are independent, and
 * each thread keeps its cell's k maximum whole.  The iterators are
 * declared in the loops, and the sizes are fixed: the work per wave is a
 * constant that pays. */
#include <stdio.h>

#ifndef N
#define N 400
#endif

#define MAX(a, b) ((a) >= (b) ? (a) : (b))

static int seq[N], table[N][N];

static void kernel(void)
{
#pragma scop
    for (int i = N - 1; i >= 0; i--)
        for (int j = i + 1; j < N; j++) {
            if (j - 1 >= 0)
                table[i][j] = MAX(table[i][j], table[i][j - 1]);
            if (i + 1 < N)
                table[i][j] = MAX(table[i][j], table[i + 1][j]);
            if (i + 1 < N && j - 1 >= 0)
                table[i][j] = MAX(table[i][j], table[i + 1][j - 1] + (seq[i] + seq[j] == 3));
            for (int k = i + 1; k < j; k++)
                table[i][j] = MAX(table[i][j], table[i][k] + table[k + 1][j]);
        }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++)
        seq[i] = (i * 7 + 1) % 4;
    kernel();
    long s = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            s += (long)table[i][j] * (i + 2 * j + 1);
    printf("%d %d %ld\n", table[0][N - 1], table[N / 3][N - 1], s);
    return 0;
}
