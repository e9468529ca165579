/* The k loop reads the array the sum goes to, but never the element it
 * goes to: rows H.. against rows below H (isl on the accesses), so s goes
 * into C[i][j] itself and j moves inside k. */
#include <stdio.h>

#define N 40
#define H (N / 2)

static double B[N][N], C[N][N];

static void kernel(void)
{
#pragma scop
    for (int i = 0; i < H; i++)
        for (int j = 0; j < N; j++) {
            double s = C[i][j];
            for (int k = 0; k < N; k++)
                s += C[i + H][k] * B[k][j];
            C[i][j] = s;
        }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            B[i][j] = (double)((i + 2 * j) % 5) / 10;
            C[i][j] = (double)((i * j + 1) % 7) / 70;
        }
    kernel();
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            printf("%.17g\n", C[i][j]);
    return 0;
}
