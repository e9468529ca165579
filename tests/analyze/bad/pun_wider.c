/* A float cell read as a double through a pointer cast: the access reaches
 * past the cell, so kforge cannot tell which elements it touches. */
void widen(int n, float *restrict f, double *restrict d)
{
#pragma scop
    for (int i = 0; i < n; i++)
        d[i] = *(double *)(void *)&f[2 * i];
#pragma endscop
}
