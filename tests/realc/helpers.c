/* helpers.c: an activation layer calling small helpers defined in the
 * file: a polynomial with a loop of its own and a sigmoid, which depend on
 * their arguments only, one that reads a global gain the loop does not
 * write (parallel), one that counts its calls in a global (sequential). */
#include <stdio.h>
#include <math.h>

#define N 20000
#define DEG 4

static double gain = 2.0;
static unsigned ncalls;
static double in[N], act[N], amp[N], seen[N];

static inline double horner(double x, int deg)
{
    double s = 0.0;
    for (int k = deg; k >= 0; k--) {
        const double c = 1.0 / (k + 1);
        s = s * x + c;
    }
    return s;
}

static double sigmoid(double x) { return 1.0 / (1.0 + exp(-x)); }
static double amplify(double x) { return x * gain; }
static double traced(double x)
{
    ncalls++;
    return x;
}

int main(void)
{
    for (int i = 0; i < N; i++)
        in[i] = (double)(i % 200) / 100.0 - 1.0;
#pragma scop
    for (int i = 0; i < N; i++)
        act[i] = sigmoid(horner(in[i], DEG));
    for (int i = 0; i < N; i++)
        amp[i] = amplify(act[i]);
    for (int i = 0; i < N; i++)
        seen[i] = traced(amp[i]);
#pragma endscop
    double s = 0.0;
    for (int i = 0; i < N; i++)
        s += act[i] + amp[i] + seen[i];
    printf("sum %.9f act7 %.9f calls %u\n", s, act[7], ncalls);
    return 0;
}
