/* A write at a subscript the model cannot state (t[idx[i]]) was a
 * must-write of every element of t in the value flow, so the read t[3]
 * after it seemed to see its own iteration's value: t was privatised
 * (firstprivate) and the loop ran in parallel, while t[3] carries the
 * value of the last iteration with idx[i] == 3.  The model now marks such
 * an access wider than what it touches (kf_model.wider) and the write is
 * a may-write: sequential. */
#include <stdio.h>

#define M 40000

static void kernel(const int *restrict idx, double *restrict y)
{
    double t[8];
    for (int j = 0; j < 8; j++)
        t[j] = j;
#pragma scop
    for (int i = 0; i < M; i++) {
        t[idx[i]] = i;
        y[i] = t[3];
    }
#pragma endscop
}

int main(void)
{
    static int idx[M];
    static double y[M];
    for (int i = 0; i < M; i++)
        idx[i] = (i * 7) % 8;
    kernel(idx, y);
    double s = 0.0;
    for (int i = 0; i < M; i++)
        s += y[i] * (i % 5);
    printf("%.3f\n", s);
    return 0;
}
