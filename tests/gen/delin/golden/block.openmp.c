/* kforge 0.1.0: tests/gen/delin/block.c for openmp; 1 loop in parallel */
/* A block of a matrix at (offset, offset), as Rodinia's lud updates its
 * perimeter and interior: a[size*(i + offset) + offset + j] for i, j <
 * bs, with the column before the block and the row above it read.  Read
 * as a[i + offset][offset + j] where 1 <= offset and offset + bs <= size;
 * the last call leaves the block past the row's end, so that it wraps
 * onto the next row, where the column before the block is: as written. */
#include <stdio.h>
#include <stdlib.h>

static void update_block(float *a, int size, int offset, int bs)
{
#pragma scop
    if (1 <= offset && bs + offset <= size && offset <= size) {
    #pragma omp parallel for
    for (int i = 0; i < bs; i++)
        #pragma omp simd
        for (int j = 0; j < bs; j++)
            a[size * (i + offset) + offset + j] -=
                a[size * (i + offset) + offset - 1] * a[size * (offset - 1) + offset + j];
    } else {
    for (int i = 0; i < bs; i++)
        for (int j = 0; j < bs; j++)
            a[size * (i + offset) + offset + j] -=
                a[size * (i + offset) + offset - 1] * a[size * (offset - 1) + offset + j];
    }
#pragma endscop
}

int main(void)
{
    int size = 24, n = size * (size + 8);
    float *a = malloc(sizeof *a * (size_t)n);
    if (!a)
        return 1;
    for (int i = 0; i < n; i++)
        a[i] = (float)((i * 5) % 11) / 8.0f;
    update_block(a, size, 8, 8);
    update_block(a, size, 1, 16);
    update_block(a, size, 20, 8); /* offset + bs > size: wraps */
    for (int i = 0; i < n; i++)
        printf("%.6f\n", a[i]);
    free(a);
    return 0;
}
