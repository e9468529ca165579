/* mandel.c: escape-time Mandelbrot over a pixel grid; the inner while
 * loop runs a data-dependent number of iterations. */
#include <stdio.h>

#define WIDTH 256
#define HEIGHT 192
#define MAXIT 200

static unsigned short iters[HEIGHT][WIDTH];

static void mandel(double x0, double y0, double dx, double dy)
{
#pragma scop
    for (int py = 0; py < HEIGHT; py++)
        for (int px = 0; px < WIDTH; px++) {
            const double cr = x0 + px * dx, ci = y0 + py * dy;
            double zr = 0.0, zi = 0.0;
            unsigned n = 0;
            while (zr * zr + zi * zi <= 4.0 && n < MAXIT) {
                double t = zr * zr - zi * zi + cr;
                zi = 2.0 * zr * zi + ci;
                zr = t;
                n++;
            }
            iters[py][px] = (unsigned short)n;
        }
#pragma endscop
}

int main(void)
{
    mandel(-2.0, -1.125, 3.0 / WIDTH, 2.25 / HEIGHT);
    unsigned long tot = 0, inside = 0;
    for (int y = 0; y < HEIGHT; y++)
        for (int x = 0; x < WIDTH; x++) {
            tot += iters[y][x];
            inside += iters[y][x] == MAXIT;
        }
    printf("total %lu inside %lu row96 %u\n", tot, inside, iters[96][128]);
    return 0;
}
