/* Pointers set to an array plus an offset, then indexed (frontend/c/ptr.c):
 * which ones stand for their array, and what the others keep. */
#include <stdlib.h>

/* a row pointer declared in the loop, and one declared before it */
void rows(int w, int h, const float *restrict in, float *restrict out)
{
    float *dst;
#pragma scop
    for (int y = 0; y < h; y++) { /* kforge-expect: L1 y parallel */
        const float *src = in + y * w;
        dst = &out[y * w];
        for (int x = 0; x < w; x++) /* kforge-expect: L1.1 x parallel */
            dst[x] = 2.0f * src[x];
    }
#pragma endscop
}

/* set under an if: no definition reaches the store, which may then be
 * anywhere in out */
void cond(int w, int h, float *restrict out)
{
    float *p = out;
#pragma scop
    for (int y = 0; y < h; y++) { /* kforge-expect: L2 y sequential */
        if (y > 2)
            p = out + y * w;
        for (int x = 0; x < w; x++) /* kforge-expect: L2.1 x sequential */
            p[x] = 1.0f;
    }
#pragma endscop
}

/* the offset's variable changes between the definition and the use: the
 * definition stops reaching */
void killed(int w, int h, float *restrict out)
{
    int k;
#pragma scop
    for (int y = 0; y < h; y++) { /* kforge-expect: L3 y sequential */
        k = y * w;
        float *p = out + k;
        k = 0;
        p[0] = (float)k;
    }
#pragma endscop
}

/* a pointer whose address is taken, and one set from a row of a double **:
 * both keep the old model (a write to everything they point to) */
void kept(int n, int m, double **a, double *restrict b, double *restrict c)
{
    double *q, *r;
    double **pq = &q;
#pragma scop
    for (int i = 0; i < n; i++) { /* kforge-expect: L4 i sequential */
        q = b + i * m;
        q[0] = 1.0;
    }
    for (int i = 0; i < n; i++) { /* kforge-expect: L5 i sequential */
        r = a[i];
        c[i] = r[0];
    }
#pragma endscop
    (void)pq;
}

/* a row of a declared 2-D array, and &A[i][0] */
double A[64][32], B[64][32];

void twod(void)
{
#pragma scop
    for (int i = 0; i < 64; i++) { /* kforge-expect: L6 i parallel */
        double *ra = A[i];
        double *rb = &B[i][0];
        for (int j = 1; j < 32; j++) /* kforge-expect: L6.1 j sequential */
            ra[j] = ra[j - 1] + rb[j];
    }
#pragma endscop
}
