/* tiles.c: the perimeter step of a blocked factorisation written the way
 * Rodinia's lud_omp.c writes it: the block counter `c` declared at the top
 * of the function (and printed after the loop, so its last value
 * matters), the counters of the loops inside declared at the top of the
 * block's body (`int i, j, k;`), and scratch tiles declared there with a
 * GNU attribute, one with an initialiser (`float t[TS * TS]
 * __attribute__((aligned(64)));`, `... = {0.0f};`).  Each block copies the
 * diagonal block into its tile, updates its own columns of the row band
 * and keeps the column sums of what it subtracted.  The block loop is
 * parallel; on the GPU targets it is a kernel whose tiles are each
 * thread's own, and the host replays only the counter it sees (`c`).
 * Written for kforge's tests. */
#include <stdio.h>
#include <stdlib.h>

#define TS 8

static void perimeter(float *a, float *colsum, int n, int off, int nb)
{
    int c;
#pragma scop
    for (c = 0; c < nb; c++) {
        int i, j, k;
        float t[TS * TS] __attribute__((aligned(64)));
        float acc[TS] __attribute__((aligned(64))) = {0.0f};
        for (i = 0; i < TS; i++)
            for (j = 0; j < TS; j++)
                t[i * TS + j] = a[(off + i) * n + off + j];
        for (j = 0; j < TS; j++)
            for (i = 0; i < TS; i++) {
                float s = 0.0f;
                for (k = 0; k < i; k++)
                    s += t[i * TS + k] * a[(off + k) * n + off + TS * (c + 1) + j];
                a[(off + i) * n + off + TS * (c + 1) + j] -= s;
                acc[j] += s;
            }
        for (j = 0; j < TS; j++)
            colsum[c * TS + j] = acc[j];
    }
#pragma endscop
    printf("offset %d: %d blocks\n", off, c);
}

int main(void)
{
    int n = 520;
    float *a = malloc((size_t)n * n * sizeof *a);
    float *colsum = malloc((size_t)n * sizeof *colsum);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            a[i * n + j] = (float)((i * 7 + j * 3) % 17) / 17.0f + (i == j ? 4.0f : 0.0f);
    double total = 0.0;
    for (int off = 0; off + TS < n; off += 16 * TS) {
        int nb = (n - off - TS) / TS;
        perimeter(a, colsum, n, off, nb);
        for (int j = 0; j < nb * TS; j++)
            total += colsum[j];
    }
    double cs = 0.0;
    for (int q = 0; q < n * n; q++)
        cs += a[q] * (q % 5 + 1);
    printf("%.6f %.6f\n", cs, total);
    free(a);
    free(colsum);
    return 0;
}
