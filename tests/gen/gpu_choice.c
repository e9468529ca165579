/* kforge gen --target opencl|cuda --device-choice=auto: a fragment runs on
 * the device only where its work pays for the device's set-up, launches
 * and copies (codegen/gpu_choice.h).  tiny's work is known and small: it
 * stays on the host as written; big's is known and large: kernels; mm's
 * depends on n: a run-time test picks the device for the large call and
 * the host for the small one, and for a middle one that pays only once the
 * program has started the device.  Prints sums of every result.  The device's
 * set-up is taken as 1 ms (a PoCL program whose binary is cached is
 * nearer 0.1 s) so that the test's big fragments are small enough to run
 * in a test.  Used by tests/gen/test_gen_gpu_choice.sh. */
#pragma kforge device_setup_s 0.001
#include <stdio.h>
#include <stdlib.h>

#define N 16
#define NB 400

static void tiny(double a[N], double b[N])
{
#pragma scop
    for (int i = 0; i < N; i++)
        b[i] = 2.0 * a[i] + 1.0;
#pragma endscop
}

static void big(double c[NB][NB], double a[NB][NB], double b[NB][NB])
{
#pragma scop
    for (int i = 0; i < NB; i++)
        for (int j = 0; j < NB; j++) {
            c[i][j] = 0.0;
            for (int k = 0; k < NB; k++)
                c[i][j] += a[i][k] * b[k][j];
        }
#pragma endscop
}

static void mm(int n, double c[n][n], double a[n][n], double b[n][n])
{
#pragma scop
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            c[i][j] = 0.0;
            for (int k = 0; k < n; k++)
                c[i][j] += a[i][k] * b[k][j];
        }
#pragma endscop
}

static double sum(int n, const double *x)
{
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += x[i];
    return s;
}

int main(void)
{
    static double a[NB][NB], b[NB][NB], c[NB][NB], x[N], y[N];
    for (int i = 0; i < NB; i++)
        for (int j = 0; j < NB; j++) {
            a[i][j] = (double)((i * 7 + j * 3) % 11) / 11.0;
            b[i][j] = (double)((i * 5 + j) % 13) / 13.0;
        }
    for (int i = 0; i < N; i++)
        x[i] = i * 0.5;
    tiny(x, y);
    printf("tiny %.6f\n", sum(N, y));
    big(c, a, b);
    printf("big %.6f\n", sum(NB * NB, &c[0][0]));
    /* n = 150 pays only because big has started the device already: its
     * work saves 1.5 ms against copies of 1.4 ms, not the set-up as well */
    int sizes[3] = {4, 150, NB};
    for (int s = 0; s < 3; s++) {
        int n = sizes[s];
        double (*p)[n] = malloc(sizeof(double[n][n])), (*q)[n] = malloc(sizeof(double[n][n]));
        double (*r)[n] = malloc(sizeof(double[n][n]));
        if (!p || !q || !r)
            return 1;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                p[i][j] = a[i][j];
                q[i][j] = b[i][j];
            }
        mm(n, r, p, q);
        printf("mm %d %.6f\n", n, sum(n * n, &r[0][0]));
        free(p);
        free(q);
        free(r);
    }
    return 0;
}
