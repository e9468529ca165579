/* Fragments of one function that share device buffers (seed 003 §4), one
 * function per control-flow shape.  The generated program must print what
 * the sequential one prints; tests/gen/test_gen_gpu.sh also checks where
 * the allocations, frees and copies land. */
#include <stdio.h>
#include <stdlib.h>

#define N 29
#define M 31
#define HALF (M / 15) /* a macro the host loops may name: it touches no array */

static double A[N][M], B[N][M], C[N][M];
static double sink;

/* reads through a pointer kforge cannot follow */
static void touch(double *p) { sink += p[3]; p[4] += 1.0; }

static void init(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            A[i][j] = (i * 7 + j * 3) % 11;
            B[i][j] = 0;
            C[i][j] = 0;
        }
}

/* two fragments in a row: B stays on the device between them */
static void in_a_row(void)
{
#pragma scop
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            B[i][j] = A[i][j] * 2;
#pragma endscop
#pragma scop
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            C[i][j] = B[i][j] + 1;
#pragma endscop
}

/* the host writes B between them: B comes back before, goes out after */
static void host_write(double s)
{
#pragma scop
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            B[i][j] = A[i][j] * s;
#pragma endscop
    B[3][4] = s;
#pragma scop
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            C[i][j] = B[i][j] - A[i][j];
#pragma endscop
}

/* the host only reads C between them: modelled as a read and a write */
static void host_read(double s)
{
#pragma scop
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            C[i][j] = A[i][j] + s;
#pragma endscop
    s = C[2][2];
#pragma scop
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            B[i][j] = C[i][j] * s;
#pragma endscop
}

/* a call between them that may touch anything: every array comes back */
static void host_call(void)
{
#pragma scop
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            B[i][j] = A[i][j] + 3;
#pragma endscop
    touch(&B[1][0]);
#pragma scop
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            C[i][j] = B[i][j] * B[i][j];
#pragma endscop
}

/* a fragment in a loop whose body kforge does not model: buffers and
 * copies each time round */
static void in_loop(void)
{
    for (int t = 0; t < 3; t++) {
#pragma scop
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++)
                B[i][j] = B[i][j] + A[i][j];
#pragma endscop
        B[0][t] += 1;
    }
}

/* an early return and a branch between fragments: separate regions */
static int early_return(int stop)
{
#pragma scop
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            C[i][j] = A[i][j] - 1;
#pragma endscop
    if (stop)
        return 1;
#pragma scop
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            B[i][j] = C[i][j] * 3;
#pragma endscop
    return 0;
}

static void branch(int c)
{
#pragma scop
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            B[i][j] = A[i][j] / 2;
#pragma endscop
    if (c)
        B[1][1] = -1;
#pragma scop
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            C[i][j] = B[i][j] + A[i][j];
#pragma endscop
}

/* locals: their buffers right after their declarations (w's size is a
 * parameter the function never assigns); U lives on the device only */
static void locals(int n)
{
    double U[N][M];
    double T[N][M];
    double *w = malloc(sizeof(double) * (size_t)n);
    if (!w)
        return;
#pragma scop
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            U[i][j] = A[i][j] * 2;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            T[i][j] = U[i][j] + 1;
    for (int i = 0; i < n; i++)
        w[i] = i * 0.5;
#pragma endscop
    double s = 0;
    for (int i = 0; i < N; i++)
        s += T[i][i % M] + w[i % n];
    free(w);
    printf("locals %.6f\n", s);
}

/* a goto in the function: a jump could skip a buffer's declaration, so the
 * region allocates and frees its buffers itself */
static void with_goto(int bail)
{
#pragma scop
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            B[i][j] = A[i][j] * 4;
#pragma endscop
    if (bail)
        goto out;
    B[0][0] = -2;
out:
    return;
}

/* V lives across the loop, only the fragment names it, and each run of the
 * fragment reads what the last one left: it must come back every time */
static void carried(void)
{
    double V[N][M];
    for (int t = 0; t < 3; t++) {
#pragma scop
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++)
                V[i][j] = t == 0 ? A[i][j] : V[i][j] * 2;
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++)
                B[i][j] = V[i][j] + 1;
#pragma endscop
    }
}

/* a time loop whose other host code touches only scalars and prints: A and
 * B go to the device once before it, B and C come back once after it */
static double time_loop(int steps)
{
    double decay = 1.0;
    for (int t = 0; t < steps; t++) {
        decay = decay * 0.5;
#pragma scop
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++)
                B[i][j] = B[i][j] * 0.5 + A[i][j];
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++)
                C[i][j] = B[i][j] - decay;
#pragma endscop
        if (t % 2 == 0)
            decay += 1.0;
        if (t == steps - 1)
            printf("time_loop: last step %d\n", t); /* printing reads only what it names */
    }
    return decay;
}

/* two loops around a fragment: the copies leave both */
static void nested(int rounds)
{
    for (int r = 0; r < rounds; r++) {
        for (int t = 0; t < HALF; t++) {
#pragma scop
            for (int i = 0; i < N; i++)
                for (int j = 0; j < M; j++)
                    B[i][j] = B[i][j] + A[i][j] * (r + t);
#pragma endscop
        }
    }
}

/* the loop's condition reads B: B comes back each time round, A does not */
static int until(double limit)
{
    int steps = 0;
    while (B[0][0] < limit) {
#pragma scop
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++)
                B[i][j] = B[i][j] + A[i][j] + 1;
#pragma endscop
        steps++;
    }
    return steps;
}

/* a break in the body: the loop stays outside the region, copies each run */
static void with_break(int stop)
{
    for (int t = 0; t < 4; t++) {
#pragma scop
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++)
                C[i][j] = C[i][j] + A[i][j];
#pragma endscop
        if (t == stop)
            break;
    }
}

/* T is declared in the loop's body: its buffer is born there, so the loop
 * cannot hold the region (the fusion barrier keeps T an array: fused, the
 * two kernels would make it a register) */
static void body_local(void)
{
    for (int t = 0; t < 2; t++) {
        double T[N][M];
#pragma scop
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++)
                T[i][j] = A[i][j] * t;
#pragma kforge fusion_barrier
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++)
                C[i][j] = C[i][j] + T[i][j];
#pragma endscop
    }
}

/* the host writes through a pointer in the loop: it may reach any array,
 * so everything comes back and goes out again each time round */
static void through_pointer(void)
{
    double *p = &C[0][0];
    for (int t = 0; t < 2; t++) {
#pragma scop
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++)
                C[i][j] = C[i][j] + B[i][j];
#pragma endscop
        p[t] += 1.0;
    }
}

/* a condition kforge cannot follow (a call that writes through a
 * pointer): it may write every array, so what the fragment reads goes out
 * again at the start of each trip */
static int budget;
static int more(int *b) { return (*b)-- > 0 && C[0][0] >= 0; }
static void opaque_condition(void)
{
    budget = 2;
    while (more(&budget)) {
#pragma scop
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++)
                C[i][j] = C[i][j] + A[i][j];
#pragma endscop
    }
}

/* a fragment under an if in a loop: the copies leave the if, then the loop */
static void every_other(int steps)
{
    for (int t = 0; t < steps; t++) {
        if (t % 2 == 0) {
#pragma scop
            for (int i = 0; i < N; i++)
                for (int j = 0; j < M; j++)
                    B[i][j] = B[i][j] * 0.5 + A[i][j];
#pragma endscop
        }
    }
}

/* a do loop: the copies leave it as they leave a for */
static void do_loop(void)
{
    int t = 0;
    do {
#pragma scop
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++)
                C[i][j] = C[i][j] + A[i][j] * t;
#pragma endscop
        t++;
    } while (t < HALF);
}

/* fragments in two blocks of one time loop, one under an if: one region,
 * so A stays on the device across both and only R comes back, when the
 * host reads it */
static void two_blocks(int steps)
{
    for (int t = 0; t < steps; t++) {
#pragma scop
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++)
                B[i][j] = A[i][j] * 0.5 + B[i][j] * 0.25;
#pragma endscop
        if (t % 3 == 0) {
#pragma scop
            for (int i = 0; i < N; i++)
                for (int j = 0; j < M; j++)
                    C[i][j] = B[i][j] * B[i][j];
#pragma endscop
            sink += C[2][3];
        }
    }
}

/* the inner loop makes a tree; the outer one cannot (a return), and trying
 * it reads the first fragment too: the inner tree's arrays keep their own
 * numbers, so B, not A, comes back after the inner loop */
static void inner_tree(int stop)
{
    for (int r = 0; r < 3; r++) {
#pragma scop
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++)
                C[i][j] = C[i][j] + 1;
#pragma endscop
        if (r == stop)
            return;
        for (int t = 0; t < 2; t++) {
#pragma scop
            for (int i = 0; i < N; i++)
                for (int j = 0; j < M; j++)
                    B[i][j] = B[i][j] + A[i][j] * C[i][j];
#pragma endscop
        }
    }
}

/* fragments in both branches of an if in a loop, the else's alone: one
 * region; B comes back once after the loop */
static void both_branches(int steps)
{
    for (int t = 0; t < steps; t++) {
        if (t % 2 == 0) {
            sink += 1.0;
        } else {
#pragma scop
            for (int i = 0; i < N; i++)
                for (int j = 0; j < M; j++)
                    B[i][j] = B[i][j] + A[i][j];
#pragma endscop
        }
        if (t % 3 == 0) {
#pragma scop
            for (int i = 0; i < N; i++)
                for (int j = 0; j < M; j++)
                    B[i][j] = B[i][j] * 0.5;
#pragma endscop
        } else {
#pragma scop
            for (int i = 0; i < N; i++)
                for (int j = 0; j < M; j++)
                    B[i][j] = B[i][j] - 1;
#pragma endscop
        }
    }
}

/* a helper of this file called in a time loop: its body reads B and
 * prints, so B comes back each time round and nothing goes out again */
static void report(int t, double v)
{
    if (t % 2 == 0)
        printf("report %d %.3f %.3f\n", t, v, B[1][2]);
}

static void with_helper(int steps)
{
    for (int t = 0; t < steps; t++) {
#pragma scop
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++)
                B[i][j] = B[i][j] * 0.5 + A[i][j];
#pragma endscop
        report(t, 0.5 * t);
    }
}

/* an if alone: the copies stay in its branch, which may not run */
static void only_if(int c)
{
    if (c) {
#pragma scop
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++)
                C[i][j] = C[i][j] - A[i][j];
#pragma endscop
    }
}

/* a break ending a loop of the fragment: the loop launches the kernel from
 * the host, and its exit test is host code, never a kernel of one thread */
static int break_in_fragment(double tol)
{
    int t;
#pragma scop
    for (t = 0; t < 40; t++) {
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++)
                C[i][j] = 0.5 * C[i][j] + A[i][j];
        if (C[N - 1][M - 2] < tol)
            break;
    }
#pragma endscop
    return t;
}

/* for (;;) with exit tests between its sweeps (frontend/c/whileloop.c):
 * each sweep a fragment of its own inside the host's loop, the tests and
 * the counter host code between them */
static int exit_tests(double tol)
{
    int t = 0;
#pragma scop
    for (;;) {
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++)
                B[i][j] = 0.75 * B[i][j] + A[i][j];
        if (B[3][5] < tol)
            break;
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++)
                C[i][j] = C[i][j] + B[i][j] * 0.125;
        t++;
        if (t >= 50)
            break;
    }
#pragma endscop
    return t;
}

static void print(const char *what)
{
    double sb = 0, sc = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            sb += B[i][j] * (i + 1) + j;
            sc += C[i][j] * (j + 1) - i;
        }
    printf("%s %.6f %.6f %.6f\n", what, sb, sc, sink);
}

int main(void)
{
    init();
    in_a_row();
    print("in_a_row");
    host_write(1.5);
    print("host_write");
    host_read(0.5);
    print("host_read");
    host_call();
    print("host_call");
    in_loop();
    print("in_loop");
    printf("early_return %d\n", early_return(1));
    print("early_return(1)");
    printf("early_return %d\n", early_return(0));
    print("early_return(0)");
    branch(1);
    print("branch(1)");
    branch(0);
    print("branch(0)");
    locals(17);
    carried();
    print("carried");
    with_goto(1);
    print("with_goto(1)");
    with_goto(0);
    print("with_goto(0)");
    printf("time_loop %.6f\n", time_loop(5));
    print("time_loop");
    nested(3);
    print("nested");
    printf("until %d\n", until(60.0));
    print("until");
    with_break(1);
    print("with_break(1)");
    with_break(9);
    print("with_break(9)");
    printf("break_in_fragment %d\n", break_in_fragment(18.0));
    print("break_in_fragment");
    printf("exit_tests %d\n", exit_tests(20.0));
    print("exit_tests");
    body_local();
    print("body_local");
    through_pointer();
    print("through_pointer");
    opaque_condition();
    print("opaque_condition");
    every_other(5);
    print("every_other");
    do_loop();
    print("do_loop");
    two_blocks(7);
    print("two_blocks");
    inner_tree(1);
    print("inner_tree(1)");
    both_branches(6);
    print("both_branches");
    with_helper(3);
    print("with_helper");
    inner_tree(5);
    print("inner_tree(5)");
    only_if(0);
    print("only_if(0)");
    only_if(1);
    print("only_if(1)");
    return 0;
}
