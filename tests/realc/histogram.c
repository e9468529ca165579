/* histogram.c: an 8-bit image histogram (a reduction into an array, indexed
 * by the data), then a per-bin normalisation that is plainly parallel. */
#include <stdio.h>
#include <stdlib.h>

#define NPIX (1u << 18)
#define NBINS 256

typedef unsigned char u8;

static void hist(size_t n, const u8 *restrict px, unsigned *restrict bins)
{
#pragma scop
    for (size_t i = 0; i < n; i++)
        bins[px[i]] += 1;
#pragma endscop
}

static void normalise(const unsigned *restrict bins, double *restrict pdf, double total)
{
#pragma scop
    for (int b = 0; b < NBINS; b++)
        pdf[b] = bins[b] / total;
#pragma endscop
}

int main(void)
{
    u8 *px = malloc(NPIX);
    unsigned bins[NBINS] = {0};
    double pdf[NBINS];
    unsigned s = 7u;
    for (size_t i = 0; i < NPIX; i++) {
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        px[i] = (u8)((s & 0xff) / 2 + (i & 0x7f));
    }
    hist(NPIX, px, bins);
    normalise(bins, pdf, (double)NPIX);
    unsigned long chk = 0;
    for (int b = 0; b < NBINS; b++)
        chk = chk * 31u + bins[b];
    printf("chk %lu pdf[0] %.8f pdf[128] %.8f\n", chk, pdf[0], pdf[128]);
    free(px);
    return 0;
}
