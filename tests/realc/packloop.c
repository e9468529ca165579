/* packloop.c: induction variables on the GPU targets, in the shapes around
 * a kernel: an index reset before the loop in each step of a time loop that
 * stays on the host (a kernel launched per step, the index advanced after
 * each launch), two packing loops side by side (their kernels fused, each
 * sets its own index) and a third that reads the index they leave (not
 * fused: it needs the final value), and a loop that also sums (a reduction: its index
 * keeps it on the host, saying why). */
#include <stdio.h>

#define N 3000
#define T 4

static float a[N], rows[T][2 * N + 8], hdr[T];
static double b[N], out[2 * N + 8], o2[3 * N + 8], c[2 * N + 8], d[N];

/* per step: the row packed from 5 on, its header from the last element */
static int steps(void)
{
    int k = 0;
#pragma scop
    for (int t = 0; t < T; t++) {
        k = 5;
        for (int i = 0; i < N - t; i++) {
            rows[t][k++] = a[i] + (float)t;
            rows[t][k++] = a[i] * 0.5f;
        }
        hdr[t] = rows[t][k - 1];
    }
#pragma endscop
    return k;
}

/* two packing loops over the same range */
static int side_by_side(int n)
{
    int k = 3, m = 1;
#pragma scop
    for (int i = 0; i < n; i++) {
        out[k++] = b[i] * 2.0;
        out[k++] = b[i] + 1.0;
    }
    for (int i = 0; i < n; i++) {
        o2[m] = b[i] * 3.0;
        m += 3;
    }
    for (int i = 0; i < n; i++)
        d[i] = b[i] + k;
#pragma endscop
    return k + m;
}

/* a sum beside the packing: a reduction kernel cannot set the index */
static double sum_and_pack(int n, int *kk)
{
    int k = *kk;
    double s = 0.0;
#pragma scop
    for (int i = 0; i < n; i++) {
        s += b[i];
        c[k++] = b[i] - 1.0;
    }
#pragma endscop
    *kk = k;
    return s;
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        a[i] = (float)(i % 13) - 6.0f;
        b[i] = (double)((i * 7) % 19) / 3.0;
    }
    int k = steps(), km = side_by_side(N), kk = 2;
    double s = sum_and_pack(N, &kk), u = 0.0;
    for (int t = 0; t < T; t++) {
        u += hdr[t];
        for (int i = 0; i < 2 * N + 8; i++)
            u += rows[t][i] * (1 + i % 5);
    }
    for (int i = 0; i < 2 * N + 8; i++)
        u += (out[i] + c[i]) * (1 + i % 3);
    for (int i = 0; i < 3 * N + 8; i++)
        u += o2[i] * (1 + i % 7);
    for (int i = 0; i < N; i++)
        u += d[i] * (1 + i % 4);
    printf("packloop %d %d %d %.3f %.3f\n", k, km, kk, s, u);
    return 0;
}
