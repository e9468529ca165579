/* Arrays of row pointers: in parallel only where a run-time test finds
 * the rows the fragment reaches apart (openmp_alias.c, kf_rows_apart). */
void scale_rows(int n, int m, double **c, const double *w)
{
#pragma scop
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            c[i][j] = c[i][j] * 0.5 + w[j] + i;
#pragma endscop
}

/* rows only read, a flat array written, columns 1 .. m - 2 */
void row_sums(int n, int m, float *const *x, float *out)
{
#pragma scop
    for (int i = 0; i < n; i++) {
        float s = 0.0f;
        for (int j = 1; j < m - 1; j++)
            s += x[i][j] * (float)j;
        out[i] = s;
    }
#pragma endscop
}
