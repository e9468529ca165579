/* gather.c: table lookups as imaging and graph code writes them: a tone
 * curve applied through a 256-entry LUT indexed by the pixels, a gather
 * through a permutation, neighbour sums over an adjacency list (offsets
 * and targets, a CSR graph), and a hashed lookup whose bucket is computed
 * in the loop and folded under an if. */
#include <stdio.h>
#include <stdlib.h>

void apply_lut(int n, const unsigned char *in, const float *lut, float *restrict out)
{
    int i;
#pragma scop
    for (i = 0; i < n; i++)
        out[i] = lut[in[i]];
#pragma endscop
}

void permute(int n, const int *perm, const double *src, double *restrict dst)
{
#pragma scop
    for (int i = 0; i < n; i++)
        dst[i] = src[perm[i]];
#pragma endscop
}

void neighbour_sum(int nv, const int *off, const int *adj, const float *w, float *restrict acc)
{
#pragma scop
    for (int v = 0; v < nv; v++) {
        float s = 0;
        for (int e = off[v]; e < off[v + 1]; e++)
            s += w[adj[e]];
        acc[v] = s;
    }
#pragma endscop
}

void hashed(int n, const unsigned *key, const int *tab, int *restrict out)
{
#pragma scop
    for (int i = 0; i < n; i++) {
        unsigned bucket = (key[i] * 2654435761u) >> 24;
        if (bucket >= 200)
            bucket -= 56; /* the last buckets fold onto others */
        out[i] = tab[bucket];
    }
#pragma endscop
}

int main(void)
{
    int n = 5000, nv = 700;
    unsigned char *px = malloc(n);
    float *lut = malloc(256 * sizeof *lut), *tone = malloc(n * sizeof *tone);
    int *perm = malloc(n * sizeof *perm), *off = malloc((nv + 1) * sizeof *off);
    double *src = malloc(n * sizeof *src), *dst = malloc(n * sizeof *dst);
    unsigned *key = malloc(n * sizeof *key);
    int *tab = malloc(256 * sizeof *tab), *hit = malloc(n * sizeof *hit);
    for (int i = 0; i < 256; i++) {
        lut[i] = (float)(i * i) / 255.0f;
        tab[i] = (i * 7) % 31;
    }
    for (int i = 0; i < n; i++) {
        px[i] = (unsigned char)((i * 37) % 251);
        perm[i] = (int)(((long)i * 1237) % n);
        src[i] = 0.5 * i;
        key[i] = (unsigned)i * 2246822519u;
    }
    int ne = 0;
    for (int v = 0; v < nv; v++) {
        off[v] = ne;
        ne += v % 5; /* some vertices have no neighbours */
    }
    off[nv] = ne;
    int *adj = malloc(ne * sizeof *adj);
    float *w = malloc(nv * sizeof *w), *acc = malloc(nv * sizeof *acc);
    for (int e = 0; e < ne; e++)
        adj[e] = (e * 13) % nv;
    for (int v = 0; v < nv; v++)
        w[v] = 1.0f / (1 + v);
    apply_lut(n, px, lut, tone);
    permute(n, perm, src, dst);
    neighbour_sum(nv, off, adj, w, acc);
    hashed(n, key, tab, hit);
    double s1 = 0, s2 = 0, s3 = 0;
    long s4 = 0;
    for (int i = 0; i < n; i++) {
        s1 += tone[i];
        s2 += dst[i] * (i % 3);
        s4 += hit[i];
    }
    for (int v = 0; v < nv; v++)
        s3 += acc[v];
    printf("%.4f %.4f %.6f %ld\n", s1, s2, s3, s4);
    free(px); free(lut); free(tone); free(perm); free(off); free(src); free(dst);
    free(key); free(tab); free(hit); free(adj); free(w); free(acc);
    return 0;
}
