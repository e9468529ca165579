/* csrrows.c: CSR products as numerical libraries write them, the row's
 * range first read into locals: declared at the top of the row loop
 * (`const int row_start = row_ptr[i];`) or assigned to variables declared
 * before the loop (`start = row_ptr[i];`); some rows are empty. */
#include <stdio.h>
#include <stdlib.h>
void spmv_a(const int *row_ptr, const int *col_ind, const float *values, const int num_rows, const float *x, float *restrict y)
{
#pragma scop
    for (int i = 0; i < num_rows; i++) {
        float dot = 0;
        const int row_start = row_ptr[i];
        const int row_end = row_ptr[i + 1];
        for (int j = row_start; j < row_end; j++)
            dot += values[j] * x[col_ind[j]];
        y[i] = dot;
    }
#pragma endscop
}
void spmv_b(float *restrict b, float *restrict val, float *x, int *row_ptr, int *col_idx, int nRows)
{
    int start, end;
#pragma scop
    for (int i = 0; i < nRows; ++i) {
        start = row_ptr[i];
        end = row_ptr[i + 1];
        for (int j = start; j < end; ++j)
            b[i] += val[j] * x[col_idx[j]];
    }
#pragma endscop
}
int main(void)
{
    int n = 300, nnz = 0;
    int *rp = malloc((n + 1) * sizeof(int)), *ci = malloc(3 * n * sizeof(int));
    float *v = malloc(3 * n * sizeof(float)), *x = malloc(n * sizeof(float));
    float *y = malloc(n * sizeof(float)), *b = calloc(n, sizeof(float));
    for (int i = 0; i < n; i++) {
        rp[i] = nnz;
        for (int j = i - 1; j <= i + 1; j++)
            if (j >= 0 && j < n && (i % 4 != 3)) { ci[nnz] = j; v[nnz++] = 1.0f + j % 3; }
        x[i] = 0.5f * (i % 7);
    }
    rp[n] = nnz;
    spmv_a(rp, ci, v, n, x, y);
    spmv_b(b, v, x, rp, ci, n);
    double s = 0;
    for (int i = 0; i < n; i++) s += y[i] * (i % 5) + b[i];
    printf("%.4f\n", s);
    return 0;
}
