/* kforge 0.1.0: tests/gen/omp/scalar_acc_refused.c for openmp; 4 loops in parallel */
/* Where scalar-acc must leave the element in memory, each loop saying
 * why (--explain): it is read through another subscript that may be the
 * same element; the loop exits early; it is written under an if; the loop
 * may run no iteration where nothing else writes the element; a call
 * reads it (peek); a ?: picks it or another element (v); a pointer that
 * may overlap it (called here with one buffer twice, where a scalar would
 * miss the writes it sees through the other pointer): there only the
 * version that the run-time overlap test selects keeps it in a scalar,
 * never the fragment as written. */
#include <stdio.h>

#define N 96

static double A[N][N], w[N], y[N], t[N], c[N], z[N], u[N], v[N], buf[2 * N];

static double peek(int j)
{
    return 0.5 * u[j];
}

static void kernels(int n)
{
#pragma scop
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            y[i] = y[i] + A[i][j] * y[j];
    if (1.0 * n * n >= 8192) {
    #pragma omp parallel for if(1.0 * n * n >= 8192)
    for (int i = 0; i < n; i++) {
        t[i] = 0.0;
        for (int j = 0; j < n; j++) {
            if (A[i][j] > 0.9)
                break;
            t[i] += A[i][j];
        }
    }
    } else {
    for (int i = 0; i < n; i++) {
        t[i] = 0.0;
        for (int j = 0; j < n; j++) {
            if (A[i][j] > 0.9)
                break;
            t[i] += A[i][j];
        }
    }
    }
    if (1.0 * n * n >= 8192) {
    #pragma omp parallel for if(1.0 * n * n >= 8192)
    for (int i = 0; i < n; i++) {
        c[i] = 0.0;
        for (int j = 0; j < n; j++)
            if (A[i][j] > 0.5)
                c[i] = c[i] + w[j];
    }
    } else {
    for (int i = 0; i < n; i++) {
        c[i] = 0.0;
        for (int j = 0; j < n; j++)
            if (A[i][j] > 0.5)
                c[i] = c[i] + w[j];
    }
    }
    if (1.0 * n * n - n >= 16384) {
    #pragma omp parallel for schedule(static, 1) if(1.0 * n * n - n >= 16384)
    for (int k = 0; k < n; k++)
        for (int j = 0; j < k; j++)
            z[k] = z[k] + w[j] * A[k][j];
    } else {
    for (int k = 0; k < n; k++)
        for (int j = 0; j < k; j++)
            z[k] = z[k] + w[j] * A[k][j];
    }
    for (int i = 0; i < n; i++) {
        u[i] = 1.0;
        for (int j = 0; j < n; j++)
            u[i] = u[i] + peek(j);
    }
    for (int i = 0; i < n - 1; i++) {
        v[i] = 0.0;
        for (int j = 0; j < n; j++)
            v[i] = v[j < 3 ? i : i + 1] + w[j];
    }
#pragma endscop
}

static void overlap(int n, double *out, const double *in)
{
#pragma scop
    if ((((unsigned long long)out + (n) * sizeof *out) <= (unsigned long long)in || ((unsigned long long)in + (n) * sizeof *in) <= (unsigned long long)out)) {
    #pragma omp parallel for if(1.0 * n * n >= 8192)
    for (int i = 0; i < n; i++) {
        out[i] = 1.0;
        for (int j = 0; j < n; j++)
            out[i] = out[i] + 0.5 * in[j];
    }
    } else {
    for (int i = 0; i < n; i++) {
        out[i] = 1.0;
        for (int j = 0; j < n; j++)
            out[i] = out[i] + 0.5 * in[j];
    }
    }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        w[i] = (double)(i % 7) / 7.0;
        y[i] = (double)(i % 4);
        z[i] = 1.0;
        for (int j = 0; j < N; j++)
            A[i][j] = (double)((3 * i + j) % N) / N;
    }
    for (int i = 0; i < 2 * N; i++)
        buf[i] = (double)(i % 5) / 5.0;
    kernels(N);
    overlap(N, buf, buf + N);
    overlap(N / 2, buf, buf);
    overlap(N / 2, buf + 4, buf);
    for (int i = 0; i < N; i += 5)
        printf("%a %a %a %a %a %a\n", y[i], t[i], c[i], z[i], u[i], v[i]);
    for (int i = 0; i < 2 * N; i += 5)
        printf("%a\n", buf[i]);
    return 0;
}
