/* kforge gen --target opencl|cuda: the file's declarations in the kernels'
 * source.  A struct laid out naturally (char then double: padding as on the
 * device) goes to a kernel as a typedef and as `struct pt`; a helper named
 * like an OpenCL type (half) calls one defined after it (through its
 * prototype); a struct holding a pointer keeps its loop on the host.
 * Used by tests/gen/test_gen_gpu.sh. */
#include <stdio.h>
#define N 64
typedef struct { float x; float *p; } cell_t;
struct pt { char tag; double v; };
typedef struct pt pt_t;
static cell_t cells[N];
static pt_t pts[N];
static struct pt qs[N];
static float out[N];
static double sc[N];
static double scale(double v);
static inline double half(double v) { return scale(v) / 2; }
static double scale(double v) { return 3 * v; }
static void f(void)
{
#pragma scop
    for (int i = 0; i < N; i++)
        out[i] = cells[i].x * 2;
    for (int i = 0; i < N; i++)
        sc[i] = half(pts[i].v) + pts[i].tag + qs[i].v;
#pragma endscop
}
int main(void)
{
    float z = 0;
    for (int i = 0; i < N; i++) {
        cells[i].x = (float)i;
        cells[i].p = &z;
        pts[i].tag = (char)i;
        pts[i].v = i * 0.5;
        qs[i].v = i * 0.25;
    }
    f();
    double s = 0;
    for (int i = 0; i < N; i++)
        s += out[i] + sc[i];
    printf("%.6f\n", s);
    return 0;
}
