/* Loops that carry only scalar reductions: kforge gen --target opencl|cuda
 * makes them reduction kernels (--reduction=shared|shuffle|atomic).  Sizes
 * are not multiples of the block (256); the generated program must print
 * what the sequential one prints (floating point within verify's rtol). */
#include <math.h>
#include <stdio.h>

#define N 1000
#define M 37
#define T 5

static double A[N], B[N], C[M][N], R[T];
static float X[N], Y[N];
static int K[N];
static double y[N];
static double z[M];
static int zm[M];

/* sums, a dot product with a float min (two operators in one loop), a 2-D
 * sum, max, min, an integer count, products */
static void reductions(void)
{
    double sum = 0.5, sum2d = 0, mx = -1e300, prod = 1;
    float dot = 0, fmn = 1e30f;
    int count = 0, mn = 1 << 30;
    long lsum = 7, lprod = 1;
#pragma scop
    for (int i = 0; i < N; i++)
        sum += A[i];
    for (int i = 0; i < N; i++) {
        dot += X[i] * Y[i];
        fmn = fminf(fmn, X[i] - Y[i]);
    }
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++)
            sum2d += C[i][j] * 0.25;
    for (int i = 0; i < N; i++)
        mx = fmax(mx, A[i] * B[i]);
    for (int i = 0; i < N; i++)
        mn = K[i] < mn ? K[i] : mn;
    for (int i = 0; i < N; i++)
        if (K[i] % 3 == 1)
            count += 1;
    for (int i = 0; i < N; i++)
        prod *= 1.0 + B[i] * 1e-4;
    for (int i = 0; i < N; i++)
        lsum += K[i] * 100000L;
    for (int i = 0; i < 40; i++)
        lprod *= 1 + i % 2;
#pragma endscop
    printf("sum %.10g dot %.6g fmin %.6g sum2d %.10g max %.10g min %d\n", sum, dot, fmn, sum2d,
           mx, mn);
    printf("count %d prod %.12g lsum %ld lprod %ld\n", count, prod, lsum, lprod);
}

/* two scalars of one loop, and loops of runtime length (0 and 1 below) */
static void lengths(int n)
{
    double s = 3, q = 1;
#pragma scop
    for (int i = 0; i < n; i++) {
        s += A[i];
        q += A[i] * A[i];
    }
#pragma endscop
    printf("n %d: s %.10g q %.10g\n", n, s, q);
}

/* a reduction inside a sequential time loop: the host loop launches it,
 * sets the scalar before it and reads it after it */
static void timeloop(void)
{
    double s = 0;
#pragma scop
    for (int t = 0; t < T; t++) {
        s = t;
        for (int i = 0; i < N; i++)
            s += B[i];
        for (int i = 0; i < N; i++)
            B[i] = B[i] * 0.5 + s * 1e-4;
        R[t] = s;
    }
#pragma endscop
    for (int t = 0; t < T; t++)
        printf("R[%d] %.10g\n", t, R[t]);
}

/* a reduction on array elements (y[j] carried by i) is out of scope: the i
 * loop stays on the host, saying why, and launches the j loop */
static void columns(void)
{
#pragma scop
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++)
            y[j] += C[i][j] * A[j];
#pragma endscop
    printf("y %.10g %.10g %.10g\n", y[0], y[N / 2], y[N - 1]);
}

/* one element per iteration of a sequential host loop (z[i] over j): it
 * is reduced in its array's buffer, with no copy of its own; the fold
 * kernel takes the kernel's own parameters for its subscript.  A float
 * sum, and an integer max that starts from the element */
static void elements(void)
{
#pragma scop
    for (int i = 1; i < M; i++) {
        z[i] = z[i - 1] * 0.5;
        for (int j = 0; j < N; j++)
            z[i] += C[i][j] * A[j];
        zm[i] = zm[i - 1] - 3;
        for (int j = 0; j < N; j++)
            zm[i] = K[j] + i > zm[i] ? K[j] + i : zm[i];
    }
#pragma endscop
    printf("z %.10g %.10g zm %d %d\n", z[1], z[M - 1], zm[1], zm[M - 1]);
}

/* three loops folded into one iteration space, one of them counting down
 * and one not starting at 0 */
static void cube(void)
{
    double s = 0;
#pragma scop
    for (int i = M - 1; i >= 0; i--)
        for (int j = 2; j < 30; j++)
            for (int k = 0; k < 11; k++)
                s += C[i][j * 11 + k] * (i + 1) - j;
#pragma endscop
    printf("cube %.10g\n", s);
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        A[i] = (i * 7 % 13) * 0.125 - 0.5;
        B[i] = (i % 11) * 0.25;
        X[i] = (float)(i % 5) * 0.5f;
        Y[i] = (float)(i % 3) - 1.0f;
        K[i] = (i * 37) % 101 - 50;
        for (int j = 0; j < M; j++)
            C[j][i] = (i + j) % 9;
    }
    reductions();
    lengths(0);
    lengths(1);
    lengths(N);
    timeloop();
    columns();
    elements();
    cube();
    return 0;
}
