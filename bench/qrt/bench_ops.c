/*
 * bench_ops.c: the run-time library's host fallbacks on a 1024x1024 scalar
 * matrix (make bench-qrt): element-wise operators, a math function and the
 * reductions, the mean of 10 runs each, in milliseconds.  These are what a
 * compiled Quasar program calls for the operations the compiler does not
 * turn into kernels.
 */
#include "kforge/qrt.h"

#include <stdio.h>

#define RUNS 10

static void time_bin(const char *name, qrt_binop op, qrt_array *A, qrt_array *B)
{
    qrt_tic();
    for (int r = 0; r < RUNS; r++) qrt_release(qrt_bin(op, A, B));
    printf("%-14s %8.2f ms\n", name, qrt_toc() / RUNS);
}

static void time_un(const char *name, qrt_unop op, qrt_array *A)
{
    qrt_tic();
    for (int r = 0; r < RUNS; r++) qrt_release(qrt_un(op, A));
    printf("%-14s %8.2f ms\n", name, qrt_toc() / RUNS);
}

int main(void)
{
    int dims[2] = { 1024, 1024 };
    qrt_array *A = qrt_rand(2, dims), *B = qrt_rand(2, dims);
    qrt_release(qrt_bin(QRT_ADD, A, B)); /* warm-up: the allocator's first large block */
    time_bin("A + B", QRT_ADD, A, B);
    time_bin("A .* B", QRT_MUL, A, B);
    time_bin("max(A, B)", QRT_MAXE, A, B);
    time_bin("A < B", QRT_LT, A, B);
    time_un("sqrt(A)", QRT_SQRT, A);
    time_un("exp(A)", QRT_EXP, A);
    double s = 0;
    qrt_tic();
    for (int r = 0; r < RUNS; r++) s += qrt_reduce(QRT_SUM, A);
    printf("%-14s %8.2f ms\n", "sum(A)", qrt_toc() / RUNS);
    for (int d = 0; d < 2; d++) {
        qrt_tic();
        for (int r = 0; r < RUNS; r++) qrt_release(qrt_reduce_dim(QRT_SUM, A, d));
        printf("sum(A, %d)      %8.2f ms\n", d, qrt_toc() / RUNS);
    }
    qrt_release(A);
    qrt_release(B);
    return s > 0 ? 0 : 1;
}
