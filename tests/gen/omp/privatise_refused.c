/* Must NOT privatise (pass privatise-array): each loop r writes a row
 * whose subscripts do not name r, but the proof fails:
 *   - w is read before the iteration writes it (w[p] = 0.5 * w[p] + ...:
 *     a value from the previous iteration);
 *   - v is written only under an if on data: the last iteration may not
 *     write every element, and a read may see an earlier iteration's;
 *   - u is written inside a loop that runs zero times once r >= 3: those
 *     iterations write nothing, so the last one would not leave u as the
 *     loop leaves it;
 *   - z's elements written depend on r (p <= r).
 * Every loop r stays as written, with the reason in --explain. */
#include <stdio.h>

#define N 24
#define M 20

static double A[N][M], B[N][M], w[M], v[M], u[M], z[M];

static void kernel(void)
{
    int r, p, q;
#pragma scop
    for (r = 0; r < N; r++) {
        for (p = 0; p < M; p++)
            w[p] = 0.5 * w[p] + A[r][p];
        for (p = 0; p < M; p++)
            B[r][p] = w[p] * w[M - 1 - p];
    }
    for (r = 0; r < N; r++) {
        for (p = 0; p < M; p++)
            if (A[r][p] > 0.5)
                v[p] = A[r][p];
        for (p = 0; p < M; p++)
            B[r][p] += v[p] * v[M - 1 - p];
    }
    for (r = 0; r < N; r++)
        for (q = r; q < 3; q++) {
            for (p = 0; p < M; p++)
                u[p] = A[r][p] * q;
            for (p = 0; p < M; p++)
                B[r][p] -= u[p] * u[M - 1 - p];
        }
    for (r = 0; r < M; r++) {
        for (p = 0; p <= r; p++)
            z[p] = A[r][p] + r;
        for (p = 0; p <= r; p++)
            B[r][p] += z[p] * z[0];
    }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            A[i][j] = (double)((i * j + 3) % 7) / 7;
            B[i][j] = (double)((i + j) % 3);
        }
    for (int j = 0; j < M; j++)
        w[j] = v[j] = u[j] = z[j] = j;
    kernel();
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            printf("%.17g\n", B[i][j]);
    for (int j = 0; j < M; j++)
        printf("%.17g %.17g %.17g %.17g\n", w[j], v[j], u[j], z[j]);
    return 0;
}
