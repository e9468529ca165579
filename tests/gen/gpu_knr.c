/* kforge gen --target opencl|cuda: helpers defined K&R's way, as old
 * library C (Rodinia's backprop: `float squash(x) float x; {`) still
 * writes them.  CUDA's C++ and OpenCL C take no such definition: the
 * kernels' source declares each from clang's types of its parameters,
 * `float squash(float x)`, a pointer parameter __global on OpenCL (gate,
 * which reads through it), a static one static; an empty list, `int
 * base()`, is left as written (both languages take it).  The declaration
 * lists hold a comment and two names in one declaration.  main prints a
 * checksum.
 * Used by tests/gen/test_gen_gpu.sh. */
#include <math.h>
#include <stdio.h>

#define N 1000

float squash(x)
float x;
{
    return (float)(1.0 / (1.0 + exp(-x)));
}

static double gate(w, i, lo, hi)
const double *w; /* read through: __global on OpenCL */
int i;
double lo, hi;
{
    double v = w[i];
    return v < lo ? lo : v > hi ? hi : v;
}

static int base()
{
    return 3;
}

static float in[N], out[N];
static double wt[N], res[N];

int main(void)
{
    for (int i = 0; i < N; i++) {
        in[i] = (float)((i % 17) - 8) * 0.25f;
        wt[i] = ((i * 7) % 23) * 0.1 - 1.0;
    }
#pragma scop
    for (int i = 0; i < N; i++)
        out[i] = squash(in[i]) + (float)base();
    for (int i = 0; i < N; i++)
        res[i] = gate(wt, i, -0.5, 0.75) * 2.0;
#pragma endscop
    double s = 0.0;
    for (int i = 0; i < N; i++)
        s += out[i] * (i % 5 + 1) + res[i] * (i % 3 + 1);
    printf("checksum %.9f\n", s);
    return 0;
}
