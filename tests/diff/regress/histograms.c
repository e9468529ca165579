/* Histograms: counts into an array at an element the data picks
 * (bins[px[i]]++, cnt[key[i] & 63] += 2, w[(unsigned)key[i] % 16u] +=
 * v[i], q[l] = q[l] + 1.0 with l from the data, as NPB's EP counts).  The
 * updates commute (deps.c reduction_dep), so the loop runs in parallel,
 * each thread adding into a copy of the array, where the array
 * is declared with its extent and every access of it in the loop is such
 * an update (gen.c kf_gen_array_reduction); through a pointer, or read
 * otherwise in the loop, it stays as written. */
#include <stdio.h>
#include <stdlib.h>

#define NPIX 20000

static unsigned char px[NPIX];
static int key[NPIX];
static float v[NPIX];
static unsigned bins[256];
static int cnt[64];
static float w[16];

static void hist(int n, unsigned hb[256])
{
    for (int i = 0; i < 256; i++)
        hb[i] = 0;
#pragma scop
    for (int i = 0; i < n; i++)
        hb[px[i]]++;
#pragma endscop
}

static double q[10];

static void counts(int n)
{
    int l;
#pragma scop
    for (int i = 0; i < n; i++) {
        l = (int)(v[i] * 4.0f) % 10;
        q[l] = q[l] + 1.0;
    }
    for (int i = 0; i < n; i++)
        cnt[key[i] & 63] += 2;
    for (int i = 0; i < n; i++)
        w[(unsigned)key[i] % 16u] += v[i];
    for (int i = 0; i < n; i++)
        bins[px[i]]--;
#pragma endscop
}

/* through a pointer: as written */
static void hist_ptr(int n, unsigned *hp)
{
#pragma scop
    for (int i = 0; i < n; i++)
        hp[px[i] / 2]++;
#pragma endscop
}

/* read otherwise in the loop: as written */
static int first_full(int n, unsigned limit)
{
    int at = -1;
#pragma scop
    for (int i = 0; i < n; i++) {
        bins[px[i]]++;
        if (bins[0] > limit && at < 0)
            at = i;
    }
#pragma endscop
    return at;
}

int main(void)
{
    unsigned s = 12345u;
    for (int i = 0; i < NPIX; i++) {
        s = s * 1103515245u + 12345u;
        px[i] = (unsigned char)(s >> 16);
        key[i] = (int)(s >> 8) - 4000000;
        v[i] = (float)((s >> 4) % 9) * 0.25f;
    }
    hist(NPIX, bins);
    counts(NPIX);
    unsigned half[128] = {0};
    hist_ptr(NPIX, half);
    int at = first_full(NPIX, 50u);
    unsigned long chk = 0;
    for (int i = 0; i < 256; i++)
        chk = chk * 31u + bins[i];
    for (int i = 0; i < 64; i++)
        chk = chk * 17u + (unsigned)cnt[i];
    for (int i = 0; i < 128; i++)
        chk = chk * 13u + half[i];
    double ws = 0.0;
    for (int i = 0; i < 16; i++)
        ws += w[i] * (i + 1);
    for (int i = 0; i < 10; i++)
        ws += q[i] * (i + 3);
    printf("chk %lu w %.4f at %d\n", chk, ws, at);
    return 0;
}
