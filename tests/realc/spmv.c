/* spmv.c: y = A*x with A in compressed sparse row form (row pointers,
 * column indices, values), a banded matrix built on the host. */
#include <stdio.h>
#include <stdlib.h>

#define NROWS 3000
#define BAND 3

typedef struct {
    int nrows;
    int *rowptr;
    int *col;
    double *val;
} csr_t;

static void spmv(const csr_t *A, const double *x, double *restrict y)
{
    const int n = A->nrows;
    const int *rp = A->rowptr, *ci = A->col;
    const double *v = A->val;
#pragma scop
    for (int i = 0; i < n; i++) {
        double s = 0.0;
        for (int k = rp[i]; k < rp[i + 1]; k++)
            s += v[k] * x[ci[k]];
        y[i] = s;
    }
#pragma endscop
}

int main(void)
{
    csr_t A;
    A.nrows = NROWS;
    A.rowptr = malloc((NROWS + 1) * sizeof(int));
    A.col = malloc(NROWS * (2 * BAND + 1) * sizeof(int));
    A.val = malloc(NROWS * (2 * BAND + 1) * sizeof(double));
    double *x = malloc(NROWS * sizeof(double));
    double *y = malloc(NROWS * sizeof(double));
    int nnz = 0;
    for (int i = 0; i < NROWS; i++) {
        A.rowptr[i] = nnz;
        for (int j = i - BAND; j <= i + BAND; j++) {
            if (j < 0 || j >= NROWS)
                continue;
            A.col[nnz] = j;
            A.val[nnz] = (i == j) ? 4.0 : -1.0 / (1 + abs(i - j));
            nnz++;
        }
        x[i] = 1.0 + (i % 10) * 0.1;
    }
    A.rowptr[NROWS] = nnz;
    spmv(&A, x, y);
    double s = 0.0;
    for (int i = 0; i < NROWS; i++)
        s += y[i] * (i % 3 + 1);
    printf("nnz %d sum %.10f y0 %.10f\n", nnz, s, y[0]);
    free(A.rowptr); free(A.col); free(A.val); free(x); free(y);
    return 0;
}
