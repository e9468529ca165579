/* Two fragments of one function on one buffer: a flat pass over its first
 * n elements, then rows a stride apart, read as img[y][x] under the
 * assumption w <= stride.  The second runs in a version of its own (GPU
 * targets: its own device buffer), so the first's buffer counts the first's
 * accesses only (kf_analysis_may_share): the rows' count (h - 1)*stride + w
 * holds only where the second runs, and the last call, whose rows run no
 * iteration (w = 0), passes a buffer of n elements that it would overrun. */
#include <stdio.h>
#include <stdlib.h>

static void scale_then_rows(int *img, int n, int w, int h, int stride)
{
#pragma scop
    for (int i = 0; i < n; i++)
        img[i] = img[i] * 3 % 1009;
#pragma endscop
#pragma scop
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            img[y * stride + x] += y;
#pragma endscop
}

int main(void)
{
    int stride = 40, h = 29, n = stride * h, m = 16;
    int *a = malloc(sizeof *a * (size_t)n), *b = malloc(sizeof *b * (size_t)m);
    if (!a || !b)
        return 1;
    for (int i = 0; i < n; i++)
        a[i] = (i * 7 + 3) % 101;
    for (int i = 0; i < m; i++)
        b[i] = i;
    scale_then_rows(a, n, 37, h, stride);
    scale_then_rows(a, n, 37, h, 30); /* rows overlap: as written */
    scale_then_rows(b, m, 0, 1000, 64); /* no row runs */
    for (int i = 0; i < n; i++)
        printf("%d\n", a[i]);
    for (int i = 0; i < m; i++)
        printf("%d\n", b[i]);
    free(a);
    free(b);
    return 0;
}
