/* The host's tests before a fragment (front end hostctx.c): an early
 * return, an assert, an enclosing if and its else, an exit in a block,
 * each the fact that makes a shifted copy A[i + m] = A[i] parallel (m >= n:
 * the elements written are not those read); a test a later assignment may
 * have made false (also in a host loop that runs the fragment again
 * without the test), one that is not affine, a disjunction and a test of a
 * variable the fragment does not use are ignored, saying why.
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L2 i parallel
 * kforge-expect: L3 i parallel
 * kforge-expect: L4 i parallel
 * kforge-expect: L5 i parallel
 * kforge-expect: L6 i sequential
 * kforge-expect: L7 i sequential
 * kforge-expect: L8 i sequential
 * kforge-expect: L9 i parallel
 * kforge-expect: L10 i sequential
 */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

void early(int n, int m, double *A)
{
    if (m < n)
        return;
#pragma scop
    for (int i = 0; i < n; i++)
        A[i + m] = A[i];
#pragma endscop
}

void asserted(int n, int m, double *A)
{
    assert(n > 0 && m >= n);
#pragma scop
    for (int i = 0; i < n; i++)
        A[i + m] = A[i];
#pragma endscop
}

void enclosing(int n, int m, int steps, double *A)
{
    for (int t = 0; t < steps; t++) {
        if (m >= n) {
#pragma scop
            for (int i = 0; i < n; i++)
                A[i + m] = A[i] + t;
#pragma endscop
        }
    }
}

void in_else(int n, int m, double *A)
{
    if (m < n) {
        printf("overlap\n");
    } else {
#pragma scop
        for (int i = 0; i < n; i++)
            A[i + m] = A[i];
#pragma endscop
    }
}

void exits(int n, int m, double *A)
{
    if (n > m || n % 4 != 0) {
        fprintf(stderr, "bad sizes\n");
        exit(1);
    }
#pragma scop
    for (int i = 0; i < n; i++)
        A[i + m] = A[i];
#pragma endscop
}

void reassigned(int n, int m, double *A)
{
    if (m < n)
        return;
    n = n * 2;
#pragma scop
    for (int i = 0; i < n; i++)
        A[i + m] = A[i];
#pragma endscop
}

void not_affine(int n, int m, double *A)
{
    if (m * m < n * n || m < 0)
        return;
#pragma scop
    for (int i = 0; i < n; i++)
        A[i + m] = A[i];
#pragma endscop
}

void disjunction(int n, int m, int k, double *A)
{
    if (m < n && k > 0)
        return;
#pragma scop
    for (int i = 0; i < n; i++)
        A[i + m] = A[i];
#pragma endscop
}

void in_loop(int n, int m, int steps, double *A)
{
    for (int t = 0; t < steps; t++) {
        if (m < n)
            continue;
#pragma scop
        for (int i = 0; i < n; i++)
            A[i + m] = A[i] + t;
#pragma endscop
        m = m + 1; /* before the next test, which holds again */
    }
}

void inner_loop(int n, int m, int steps, double *A)
{
    if (m < n)
        return;
    for (int t = 0; t < steps; t++) {
#pragma scop
        for (int i = 0; i < n; i++)
            A[i + m] = A[i] + t;
#pragma endscop
        m = m - 1; /* the next run has no test before it */
    }
}
