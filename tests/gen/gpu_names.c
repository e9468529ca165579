/* kforge gen --target opencl|cuda: the user's names beside the ones the
 * generated host code introduces.  Every identifier the run-time helpers,
 * the buffers and the launches declare starts with kf_ (or KF_), so the
 * lowercase macros below, each the name of a local or a parameter those
 * helpers once declared, and a user array called A_dev (once the name of
 * A's device buffer) leave the output compiling and computing what the
 * program computes; so do global, shared, host and x, which CUDA's own
 * macros (__global__, blockIdx.x) would meet in the .cu.  Each macro
 * expands to a literal: a declaration of that name in the output would not
 * compile.  The user's `register` scalars keep their storage class.
 * Used by tests/gen/test_gen_gpu_names.sh. */
#include <stdio.h>

#define key 1
#define path 2
#define len 3
#define i 4
#define size 5
#define value 6
#define line 7
#define call 8
#define err 9
#define device 10
#define name 11
#define driver 12
#define dir 13
#define home 14
#define f 15
#define buf 16
#define p 17
#define n 18
#define bin 19
#define status 20
#define tmp 21
#define ok 22
#define platforms 23
#define np 24
#define type 25
#define force 26
#define units 27
#define src 28
#define opts 29
#define cached 30
#define m 31
#define bytes 32
#define to 33
#define from 34
#define k 35
#define global 36
#define local 37
#define dims 38
#define groups 39
#define volume 40
#define d 41
#define t 42
#define hash 43
#define context 44
#define queue 45
#define program 46
#define window 47
#define cleanup 48
#define shared 49
#define host 50
#define x 51

#define R 96
#define C 80

static double A[R][C], B[R][C], row[R];

/* a time loop on the host around two 2-D kernels (A and B stay on the
 * device), a row sum as a 1-D kernel, then a reduction */
static double run(void)
{
    double A_dev[R];
    double total = 0;
    for (int r = 0; r < R; r++)
        A_dev[r] = r * 0.5;
#pragma scop
    for (int s = 0; s < 3; s++) {
        for (int r = 1; r < R - 1; r++)
            for (int c = 0; c < C; c++)
                B[r][c] = 0.25 * (A[r - 1][c] + 2 * A[r][c] + A[r + 1][c]) + s * value;
        for (int r = 1; r < R - 1; r++)
            for (int c = 0; c < C; c++)
                A[r][c] = B[r][c] - 0.5 * A[r][c];
    }
    for (int r = 0; r < R; r++) {
        row[r] = 0;
        for (int c = 0; c < C; c++)
            row[r] += A[r][c];
    }
    for (int r = 0; r < R; r++)
        total += row[r] * key;
#pragma endscop
    for (int r = 0; r < R; r++)
        total += A_dev[r];
    return total;
}

/* `register` scalars (old numerical C declares them so) and a bound that
 * is a product of parameters (one argument, "(w * h)"): the host code may
 * not take their address, so a kernel argument goes as a compound literal
 * and a reduced value through a temporary */
static double registers(register double scale, int w, int h)
{
    register int rows = R;
    register double sum = 0.0;
    double prod = 0.0;
#pragma scop
    for (int r = 0; r < rows; r++)
        row[r] = row[r] * scale;
    for (int r = 0; r < rows; r++)
        sum += row[r];
    for (int r = 0; r < w * h; r++)
        prod += row[r] * r;
#pragma endscop
    return sum + prod;
}

int main(void)
{
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++)
            A[r][c] = (double)((r * 7 + c * 3) % 17) / 17.0;
    double total = run();
    printf("%.6f\n", total);
    printf("%.6f\n", registers(0.5, 8, R / 8));
    for (int r = 0; r < R; r += 8)
        printf("%.6f %.6f\n", row[r], A[r][C / 2]);
    return 0;
}
