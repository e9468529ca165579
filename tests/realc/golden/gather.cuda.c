/* kforge 0.1.0: tests/realc/gather.c for cuda; 3 kernels */
/* gather.c: table lookups as imaging and graph code writes them: a tone
 * curve applied through a 256-entry LUT indexed by the pixels, a gather
 * through a permutation, neighbour sums over an adjacency list (offsets
 * and targets, a CSR graph), and a hashed lookup whose bucket is computed
 * in the loop and folded under an if. */
#include <stdio.h>
#include <stdlib.h>

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/realc/gather.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_apply_lut_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, unsigned char *in, float *lut, float *out);
cudaError_t kf_launch_permute_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int *perm, double *src, double *dst);
cudaError_t kf_launch_neighbour_sum_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int nv, int *adj, float *w, int *off, float *acc);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_10(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 10);
}

static void kf_cuda_free_19(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 19);
}

static void kf_cuda_free_27(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 27);
}

void apply_lut(int n, const unsigned char *in, const float *lut, float *restrict out)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_in_bytes = (size_t)n * sizeof in[0];
    unsigned char *kf_in_dev __attribute__((__cleanup__(kf_cuda_free_10))) = kf_cuda_alloc(kf_in_bytes, 10);
    const size_t kf_out_bytes = (size_t)n * sizeof out[0];
    float *kf_out_dev __attribute__((__cleanup__(kf_cuda_free_10))) = kf_cuda_alloc(kf_out_bytes, 10);
    int i;
#pragma scop
    {
        const size_t kf_lut_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { int i; for (i = 0; i < n; i++)
                 { long kf_s = (long)(in[i]); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } if (kf_neg) kf_cuda_check(cudaErrorInvalidValue, "'lut' indexed below its first element", 9); kf_ext; })) * sizeof lut[0];
        float *kf_lut_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_lut_dev, kf_lut_bytes), "cudaMalloc", 13);
        kf_cuda_check(cudaMemcpy(kf_in_dev, in, kf_in_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 13);
        kf_cuda_check(cudaMemcpy(kf_lut_dev, lut, kf_lut_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 13);
        kf_cuda_check(cudaMemcpy(kf_out_dev, out, kf_out_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 13);
        if (n > 0) {
            kf_cuda_check(kf_launch_apply_lut_L1((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, kf_in_dev, kf_lut_dev, kf_out_dev), "apply_lut_L1<<<...>>>", 13);
        }
        /* the loop counters, as the sequential loops leave them */
        for (i = 0; i < n; i++) {
        }
        kf_cuda_check(cudaMemcpy(out, kf_out_dev, kf_out_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 13);
        kf_cuda_check(cudaFree(kf_lut_dev), "cudaFree", 14);
    }
#pragma endscop
}

void permute(int n, const int *perm, const double *src, double *restrict dst)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_perm_bytes = (size_t)n * sizeof perm[0];
    int *kf_perm_dev __attribute__((__cleanup__(kf_cuda_free_19))) = kf_cuda_alloc(kf_perm_bytes, 19);
    const size_t kf_dst_bytes = (size_t)n * sizeof dst[0];
    double *kf_dst_dev __attribute__((__cleanup__(kf_cuda_free_19))) = kf_cuda_alloc(kf_dst_bytes, 19);
#pragma scop
    {
        const size_t kf_src_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { for (int i = 0; i < n; i++)
                 { long kf_s = (long)(perm[i]); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } if (kf_neg) kf_cuda_check(cudaErrorInvalidValue, "'src' indexed below its first element", 18); kf_ext; })) * sizeof src[0];
        double *kf_src_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_src_dev, kf_src_bytes), "cudaMalloc", 21);
        kf_cuda_check(cudaMemcpy(kf_perm_dev, perm, kf_perm_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 21);
        kf_cuda_check(cudaMemcpy(kf_src_dev, src, kf_src_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 21);
        kf_cuda_check(cudaMemcpy(kf_dst_dev, dst, kf_dst_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 21);
        if (n > 0) {
            kf_cuda_check(kf_launch_permute_L2((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, kf_perm_dev, kf_src_dev, kf_dst_dev), "permute_L2<<<...>>>", 21);
        }
        kf_cuda_check(cudaMemcpy(dst, kf_dst_dev, kf_dst_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 21);
        kf_cuda_check(cudaFree(kf_src_dev), "cudaFree", 22);
    }
#pragma endscop
}

void neighbour_sum(int nv, const int *off, const int *adj, const float *w, float *restrict acc)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_acc_bytes = (size_t)nv * sizeof acc[0];
    float *kf_acc_dev __attribute__((__cleanup__(kf_cuda_free_27))) = kf_cuda_alloc(kf_acc_bytes, 27);
#pragma scop
    {
        const size_t kf_adj_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { for (int v = 0; v < nv; v++)  for (int e = off[v]; e < off[v + 1]; e++)
                     { long kf_s = (long)(e); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } if (kf_neg) kf_cuda_check(cudaErrorInvalidValue, "'adj' indexed below its first element", 26); kf_ext; })) * sizeof adj[0];
        int *kf_adj_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_adj_dev, kf_adj_bytes), "cudaMalloc", 29);
        const size_t kf_w_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { for (int v = 0; v < nv; v++)  for (int e = off[v]; e < off[v + 1]; e++)
                     { long kf_s = (long)(adj[e]); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } if (kf_neg) kf_cuda_check(cudaErrorInvalidValue, "'w' indexed below its first element", 26); kf_ext; })) * sizeof w[0];
        float *kf_w_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_w_dev, kf_w_bytes), "cudaMalloc", 29);
        const size_t kf_off_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { for (int v = 0; v < nv; v++)  { long kf_s = (long)(v); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } { for (int v = 0; v < nv; v++)  { long kf_s = (long)(v + 1); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } if (kf_neg) kf_cuda_check(cudaErrorInvalidValue, "'off' indexed below its first element", 26); kf_ext; })) * sizeof off[0];
        int *kf_off_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_off_dev, kf_off_bytes), "cudaMalloc", 29);
        kf_cuda_check(cudaMemcpy(kf_adj_dev, adj, kf_adj_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 29);
        kf_cuda_check(cudaMemcpy(kf_w_dev, w, kf_w_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 29);
        kf_cuda_check(cudaMemcpy(kf_off_dev, off, kf_off_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 29);
        kf_cuda_check(cudaMemcpy(kf_acc_dev, acc, kf_acc_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 29);
        if (nv > 0) {
            kf_cuda_check(kf_launch_neighbour_sum_L3((unsigned)((nv + 255) / 256), 1, 1, 256, 1, 1, nv, kf_adj_dev, kf_w_dev, kf_off_dev, kf_acc_dev), "neighbour_sum_L3<<<...>>>", 29);
        }
        kf_cuda_check(cudaMemcpy(acc, kf_acc_dev, kf_acc_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 29);
        kf_cuda_check(cudaFree(kf_adj_dev), "cudaFree", 34);
        kf_cuda_check(cudaFree(kf_w_dev), "cudaFree", 34);
        kf_cuda_check(cudaFree(kf_off_dev), "cudaFree", 34);
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
