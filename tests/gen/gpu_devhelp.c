/* kforge gen --target opencl|cuda: helpers that read and write through
 * their pointer parameters, on the device.  mix reads in[i] through a
 * const pointer and w[i] through an array parameter (passed w + 8), writes
 * out[i] through put, whose pointer's type is a macro, and reads the
 * constants GAIN (const) and STEP (static, written nowhere) and the macro
 * SCALE: L1 is a kernel, the helpers' pointers __global in OpenCL, the
 * constants declared from their values; out is written only through the
 * call and read after the fragment.  L2 passes t, each thread's own array,
 * to put; L3 calls tally, which reads `calls`, a global main changes:
 * both stay on the host, saying why.  Used by tests/gen/test_gen_gpu.sh. */
#include <stdio.h>
#define N 512
#define REAL double
#define SCALE 0.5
static const double GAIN = 1.5;
static int STEP = 3;
static int calls;

static void put(REAL *out, int i, double v)
{
    out[i] = v * SCALE;
}

static double mix(const double *in, double w[], REAL *out, int i)
{
    double r = in[i] * GAIN + w[i];
    put(out, i, r);
    return r + STEP;
}

static double tally(double *a, int i)
{
    a[i] += calls;
    return a[i];
}

static double in[N], w[N + 8], out[N], res[N], acc[N];

static void f(void)
{
#pragma scop
    for (int i = 0; i < N; i++)
        res[i] = mix(in, w + 8, out, i);
    for (int i = 0; i < N; i++) {
        double t[4] = {0};
        put(t, i % 4, in[i]);
        res[i] += t[0];
    }
    for (int i = 0; i < N; i++)
        res[i] += tally(&acc[0], i);
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        in[i] = i * 0.25;
        w[i + 8] = 1.0 / (i + 1);
        acc[i] = i;
    }
    calls = 2;
    f();
    double s = 0;
    for (int i = 0; i < N; i++)
        s += res[i] + out[i] * 3 + acc[i];
    printf("%.6f\n", s);
    return 0;
}
