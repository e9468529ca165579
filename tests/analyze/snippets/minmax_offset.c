/* A decreasing loop from MIN(a, b) - 1: the bound splits into two affine
 * ones (9, m - 1), so j < 10 is known and the read of x[i][j + 10]
 * never meets the write: j is parallel.  Over-approximated (the bound
 * read as not affine, before the fix), j was sequential. */
void shift(int n, int m, double x[n][m])
{
#pragma scop
    for (int i = 0; i < n; i++)
        for (int j = (10 < m ? 10 : m) - 1; j >= (i > 0 ? i : 0); j--)
            x[i][j] = 0.5 * x[i][j + 10];
#pragma endscop
}
