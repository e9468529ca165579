/* Quotients by constants (front end expr.c, model.c): `%` and `/` by a
 * positive constant, `>>` and `&` with a mask, in conditions and
 * subscripts, modelled exactly by isl; C's truncation toward zero where
 * the numerator may be negative.
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L2 i parallel
 * kforge-expect: L3 i parallel
 * kforge-expect: L3.1 j parallel
 * kforge-expect: L4 i parallel
 * kforge-expect: L4.1 j parallel
 * kforge-expect: L5 i sequential
 * kforge-expect: L6 i parallel
 * kforge-expect: L7 i sequential
 * kforge-expect: L8 i sequential
 * kforge-expect: L9 i parallel
 */
void quotients(int n, double A[n][n], double B[n][n], double x[n], double y[n])
{
#pragma scop
    /* red/black: the red points (i + j even) read only black ones */
    for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++)
            if ((i + j) % 2 == 0)
                A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
    /* a lifting step: odd samples predicted from their even neighbours */
    for (int i = 1; i < n - 1; i++)
        if (i & 1)
            x[i] -= 0.5 * (x[i - 1] + x[i + 1]);
    /* 2x upsampling: each output pixel reads its source pixel */
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            B[i][j] = A[i / 2][j >> 1];
    /* 2x2 blocks: the top-left pixel of each block written from the others */
    for (int i = 0; i < n - 1; i++)
        for (int j = 0; j < n - 1; j++)
            if (i % 2 == 0 && !(j % 2))
                B[i][j] = B[i + 1][j] + B[i][j + 1] + B[i + 1][j + 1];
    /* two outputs share each pair of inputs: a real dependence */
    for (int i = 0; i < n; i++)
        y[i / 2] = y[i / 2] * 0.5 + x[i];
    /* the bound n / 2 a parameter; pairs of samples */
    for (int i = 0; i < n / 2; i++)
        y[2 * i + 1] = x[2 * i] - x[2 * i + 1];
    /* an even/odd split whose odd half reads the even half before it */
    for (int i = 1; i < n; i++) {
        if (i % 2 == 0)
            x[i] = y[i];
        else
            x[i] = x[i - 1] + y[i];
    }
    /* a negative range: i / 2 rounds toward zero, so the odd i = -1 and
     * i = 1 both write A[0][n / 2] (floor would part them) */
    for (int i = -n / 2; i < n / 2; i++)
        if (i % 2 != 0)
            A[0][i / 2 + n / 2] = x[i + n / 2];
    /* the same with >>, which rounds down: every odd i its own element */
    for (int i = -n / 2; i < n / 2; i++)
        if (i & 1)
            A[1][(i >> 1) + n / 2] = x[i + n / 2];
#pragma endscop
}
