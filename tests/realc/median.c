/* A 3x3 rank filter and a row-difference pass, written the way image code
 * usually is: a small window array declared in the pixel loop (each GPU
 * thread's own), a scratch row declared once at the top of the function
 * and reused for every row (private to each OpenMP thread), an insertion
 * sort on the window, and a temporary of the file's pixel typedef (the
 * kernel's source gets the typedef). */
#include <stdio.h>
#include <stdlib.h>

#define W 96
#define H 64

typedef float pixel;

static pixel src[H][W], dst[H][W], grad[H][W];

static void median3x3(void)
{
#pragma scop
    for (int y = 1; y < H - 1; y++)
        for (int x = 1; x < W - 1; x++) {
            float win[9];
            for (int k = 0; k < 9; k++)
                win[k] = src[y + k / 3 - 1][x + k % 3 - 1];
            for (int i = 1; i < 9; i++) {
                float v = win[i];
                int j = i - 1;
                while (j >= 0 && win[j] > v) {
                    win[j + 1] = win[j];
                    j--;
                }
                win[j + 1] = v;
            }
            dst[y][x] = win[4];
        }
#pragma endscop
}

static void row_gradient(void)
{
    pixel row[W];
#pragma scop
    for (int y = 0; y < H; y++) {
        for (int x = 0; x < W; x++)
            row[x] = dst[y][x] * 0.5f + src[y][x] * 0.5f;
        for (int x = 1; x < W; x++) {
            pixel d = row[x] - row[x - 1];
            grad[y][x] = d < 0 ? -d : d;
        }
    }
#pragma endscop
}

int main(void)
{
    unsigned seed = 7;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            seed = seed * 1103515245u + 12345u;
            src[y][x] = (pixel)((seed >> 16) % 256);
        }
    median3x3();
    row_gradient();
    double sum = 0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            sum += dst[y][x] + grad[y][x];
            if ((y * W + x) % 97 == 0)
                printf("%d %d %.3f %.3f\n", y, x, dst[y][x], grad[y][x]);
        }
    printf("sum %.3f\n", sum);
    return 0;
}
