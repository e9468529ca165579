/* kforge 0.1.0: tests/gen/omp/privatise.c for openmp; 6 loops in parallel */
/* privatise-array: doitgen's shape.  Each (r, q) writes the row
 * sum[0, np) before it reads it, and sum is a parameter (the caller's
 * array): r and q carry its anti and output dependences.  Each iteration
 * of r gets a private row (np elements: what the loops reach,
 * not the declared NP), r runs in parallel, and the last iteration,
 * peeled, leaves sum as the sequential program does.  main calls it with
 * nr = 0 (the peel must not run: sum keeps its values), nr = 1 (the peel
 * alone), nq = 0 and np = 0 (iterations that write nothing; a row of one
 * element), and a row shorter than NP (sum's last elements untouched).
 * smooth: a global row t[1, 31] (its box starts at 1: 32 elements, a
 * constant), its loop's iterator declared in the header. */
#include <stdio.h>

#define NR 12
#define NQ 10
#define NP 16

static double A[NR][NQ][NP], C4[NP][NP], sum[NP];
static double X[40][32], Y[40][32], t[32];

static void kernel(int nr, int nq, int np, double A[NR][NQ][NP], double C4[NP][NP],
                   double sum[NP])
{
    int r, q, p, s;
#pragma scop
    if (1.0 * (np > 0 ? np : 1) * sizeof(double) <= 65536) {
    #pragma omp parallel for private(q, p, s)
    for (r = 0; r < nr - 1; r++) {
        double sum_priv[np > 0 ? np : 1];
        for (q = 0; q < nq; q++) {
            for (p = 0; p < np; p++)
                sum_priv[p] = 0.0;
            for (s = 0; s < np; s++)
                #pragma omp simd
                for (p = 0; p < np; p++)
                    sum_priv[p] += A[r][q][s] * C4[s][p];
            for (p = 0; p < np; p++)
                A[r][q][p] = sum_priv[p];
        }
    }
    } else {
    for (r = 0; r < nr - 1; r++) {
        for (q = 0; q < nq; q++) {
            for (p = 0; p < np; p++) {
                sum[p] = 0.0;
                for (s = 0; s < np; s++)
                    sum[p] += A[r][q][s] * C4[s][p];
            }
            for (p = 0; p < np; p++)
                A[r][q][p] = sum[p];
        }
    }
    }
    for (r = (0 > nr - 1 ? 0 : nr - 1); r < nr; r++)
        #pragma omp parallel private(q, s)
        for (q = 0; q < nq; q++) {
            #pragma omp for simd schedule(static) nowait
            for (p = 0; p < np; p++)
                sum[p] = 0.0;
            for (s = 0; s < np; s++)
                #pragma omp for simd schedule(static) nowait
                for (p = 0; p < np; p++)
                    sum[p] += A[r][q][s] * C4[s][p];
            #pragma omp barrier
            #pragma omp for schedule(static) nowait
            for (p = 0; p < np; p++)
                A[r][q][p] = sum[p];
        }
#pragma endscop
}

static void smooth(void)
{
#pragma scop
    #pragma omp parallel for
    for (int i = 0; i < 40 - 1; i++) {
        double t_priv[32];
        #pragma omp simd
        for (int j = 1; j < 32; j++)
            t_priv[j] = X[i][j] - X[i][j - 1];
        #pragma omp simd
        for (int j = 1; j < 31; j++)
            Y[i][j] = t_priv[j] * t_priv[j + 1];
    }
    #pragma omp parallel
    for (int i = (0 > 40 - 1 ? 0 : 40 - 1); i < 40; i++) {
        #pragma omp for simd
        for (int j = 1; j < 32; j++)
            t[j] = X[i][j] - X[i][j - 1];
        #pragma omp for simd
        for (int j = 1; j < 31; j++)
            Y[i][j] = t[j] * t[j + 1];
    }
#pragma endscop
}

static void show(const char *what)
{
    double a = 0;
    for (int r = 0; r < NR; r++)
        for (int q = 0; q < NQ; q++)
            for (int p = 0; p < NP; p++)
                a += A[r][q][p] * (1 + (r + q + p) % 5);
    printf("%s %.17g\n", what, a);
    for (int p = 0; p < NP; p++)
        printf("sum[%d] %.17g\n", p, sum[p]);
}

int main(void)
{
    for (int r = 0; r < NR; r++)
        for (int q = 0; q < NQ; q++)
            for (int p = 0; p < NP; p++)
                A[r][q][p] = (double)((r * q + p) % 7) / 7;
    for (int s = 0; s < NP; s++)
        for (int p = 0; p < NP; p++)
            C4[s][p] = (double)((s * p) % 5) / (5 * NP);
    for (int p = 0; p < NP; p++)
        sum[p] = -1.0 - p;
    kernel(0, NQ, NP, A, C4, sum);
    show("nr=0");
    kernel(1, NQ, NP, A, C4, sum);
    show("nr=1");
    for (int p = 0; p < NP; p++)
        sum[p] = -1.0 - p;
    kernel(NR, 0, NP, A, C4, sum);
    show("nq=0");
    kernel(NR, NQ, 0, A, C4, sum);
    show("np=0");
    kernel(NR, NQ, NP - 3, A, C4, sum);
    show("np=13");
    kernel(NR, NQ, NP, A, C4, sum);
    show("all");
    for (int i = 0; i < 40; i++)
        for (int j = 0; j < 32; j++)
            X[i][j] = (double)((i * 3 + j * j) % 11) / 11;
    t[0] = 5;
    smooth();
    for (int i = 0; i < 40; i++)
        for (int j = 1; j < 31; j++)
            printf("%.17g\n", Y[i][j]);
    for (int j = 0; j < 32; j++)
        printf("t[%d] %.17g\n", j, t[j]);
    return 0;
}
