/* kforge 0.1.0: tests/realc/structs.c for cuda; 4 kernels */
/* structs.c: sizes kept in structs, the way image and matrix code passes
 * them around: loops bounded by `m->rows`, `img.w`, `p->size.h`; a member
 * that the loop writes (so it cannot be a fixed size), and an int store
 * through a pointer that could land on the size it bounds (a run-time test). */
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int rows, cols;
} shape_t;

typedef struct {
    const char *name;
    shape_t size;
    int stride;
} image_t;

struct counter {
    int n, hits;
};

/* a matrix scaled row by row: both bounds and the row length are members */
/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/realc/structs.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_scale_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, const int kf_m_rows, const int kf_m_cols, double f, double *in, double *out);
cudaError_t kf_launch_blend_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int kf_s_rows, int kf_s_cols, float *a, float *b, float *c);
cudaError_t kf_launch_sharpen_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, const int kf_img_size_rows, const int kf_img_size_cols, float *c, float *a);
cudaError_t kf_launch_mark_L5(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int kf_c_hits, int *out);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_24(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 24);
}

static void kf_cuda_free_35(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 35);
}

static void kf_cuda_free_45(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 45);
}

static void kf_cuda_free_67(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 67);
}

static void scale(const shape_t *m, const double *restrict in, double *restrict out, double f)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_in_bytes = (size_t)(m->rows*m->cols) * sizeof in[0];
    double *kf_in_dev __attribute__((__cleanup__(kf_cuda_free_24))) = kf_cuda_alloc(kf_in_bytes, 24);
    const size_t kf_out_bytes = (size_t)(m->rows*m->cols) * sizeof out[0];
    double *kf_out_dev __attribute__((__cleanup__(kf_cuda_free_24))) = kf_cuda_alloc(kf_out_bytes, 24);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_in_dev, in, kf_in_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 26);
        kf_cuda_check(cudaMemcpy(kf_out_dev, out, kf_out_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 26);
        if (m->rows > 0 && m->cols > 0) {
            kf_cuda_check(kf_launch_scale_L1((unsigned)((m->cols + 255) / 256), (unsigned)(m->rows), 1, 256, 1, 1, m->rows, m->cols, f, kf_in_dev, kf_out_dev), "scale_L1<<<...>>>", 26);
        }
        kf_cuda_check(cudaMemcpy(out, kf_out_dev, kf_out_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 26);
    }
#pragma endscop
}

/* a struct passed by value */
static void blend(shape_t s, const float *restrict a, const float *restrict b,
                  float *restrict c)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_a_bytes = (size_t)(s.rows*s.cols) * sizeof a[0];
    float *kf_a_dev __attribute__((__cleanup__(kf_cuda_free_35))) = kf_cuda_alloc(kf_a_bytes, 35);
    const size_t kf_b_bytes = (size_t)(s.rows*s.cols) * sizeof b[0];
    float *kf_b_dev __attribute__((__cleanup__(kf_cuda_free_35))) = kf_cuda_alloc(kf_b_bytes, 35);
    const size_t kf_c_bytes = (size_t)(s.rows*s.cols) * sizeof c[0];
    float *kf_c_dev __attribute__((__cleanup__(kf_cuda_free_35))) = kf_cuda_alloc(kf_c_bytes, 35);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_a_dev, a, kf_a_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
        kf_cuda_check(cudaMemcpy(kf_b_dev, b, kf_b_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
        kf_cuda_check(cudaMemcpy(kf_c_dev, c, kf_c_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
        if (s.rows > 0 && s.cols > 0) {
            kf_cuda_check(kf_launch_blend_L2((unsigned)((s.cols + 255) / 256), (unsigned)(s.rows), 1, 256, 1, 1, s.rows, s.cols, kf_a_dev, kf_b_dev, kf_c_dev), "blend_L2<<<...>>>", 37);
        }
        kf_cuda_check(cudaMemcpy(c, kf_c_dev, kf_c_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 37);
    }
#pragma endscop
}

/* a vertical gradient added in, over the inner rows */
static void sharpen(const image_t *img, const float *restrict a, float *restrict c)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_c_bytes = (size_t)((-img->size.cols + img->size.rows*img->size.cols > 0 ? -img->size.cols + img->size.rows*img->size.cols : 0)) * sizeof c[0];
    float *kf_c_dev __attribute__((__cleanup__(kf_cuda_free_45))) = kf_cuda_alloc(kf_c_bytes, 45);
    const size_t kf_a_bytes = (size_t)(img->size.rows*img->size.cols) * sizeof a[0];
    float *kf_a_dev __attribute__((__cleanup__(kf_cuda_free_45))) = kf_cuda_alloc(kf_a_bytes, 45);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_c_dev, c, kf_c_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 47);
        kf_cuda_check(cudaMemcpy(kf_a_dev, a, kf_a_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 47);
        if (img->size.rows - 2 > 0 && img->size.cols > 0) {
            kf_cuda_check(kf_launch_sharpen_L3((unsigned)((img->size.cols + 255) / 256), (unsigned)(img->size.rows - 2), 1, 256, 1, 1, img->size.rows, img->size.cols, kf_c_dev, kf_a_dev), "sharpen_L3<<<...>>>", 47);
        }
        kf_cuda_check(cudaMemcpy(c, kf_c_dev, kf_c_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 47);
    }
#pragma endscop
}

/* the loop changes the member that bounds it: it stays as written */
static void drain(struct counter *c, int *restrict log)
{
#pragma scop
    for (int i = 0; i < c->n; i++) {
        log[i] = c->n * 10 + i;
        c->n = c->n - (i % 7 == 6);
    }
#pragma endscop
}

/* an int store through a pointer that may point into *c: a run-time test */
static void mark(struct counter *c, int *out)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_out_bytes = (size_t)(c->hits) * sizeof out[0];
    int *kf_out_dev __attribute__((__cleanup__(kf_cuda_free_67))) = kf_cuda_alloc(kf_out_bytes, 67);
#pragma scop
    if ((((unsigned long long)out + (c->hits) * sizeof *out) <= (unsigned long long)&c->hits || (unsigned long long)(&c->hits + 1) <= (unsigned long long)out)) {
    {
        kf_cuda_check(cudaMemcpy(kf_out_dev, out, kf_out_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 69);
        if (c->hits > 0) {
            kf_cuda_check(kf_launch_mark_L5((unsigned)((c->hits + 255) / 256), 1, 1, 256, 1, 1, c->hits, kf_out_dev), "mark_L5<<<...>>>", 69);
        }
        kf_cuda_check(cudaMemcpy(out, kf_out_dev, kf_out_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 69);
    }
    } else {
    for (int i = 0; i < c->hits; i++)
        out[i] = 2 * i + 1;
    }
#pragma endscop
}

#define R 300
#define C 400

int main(void)
{
    shape_t m = {R, C};
    image_t img = {"img", {R, C}, C};
    double *in = malloc(R * C * sizeof *in), *out = malloc(R * C * sizeof *out);
    float *a = malloc(R * C * sizeof *a), *b = malloc(R * C * sizeof *b), *c = calloc(R * C, sizeof *c);
    int log[64] = {0}, marks[32] = {0};
    struct counter cnt = {50, 20};
    for (int i = 0; i < R * C; i++)
        in[i] = (double)((i * 13) % 29) / 3.0;
    for (int i = 0; i < R * C; i++) {
        a[i] = (float)((i * 7) % 31) * 0.125f;
        b[i] = (float)((i * 5) % 17) * 0.5f;
    }
    scale(&m, in, out, 1.5);
    blend(m, a, b, c);
    sharpen(&img, a, c);
    drain(&cnt, log);
    mark(&cnt, marks);
    double s = 0.0, t = 0.0;
    long u = 0;
    for (int i = 0; i < R * C; i++)
        s += out[i] * (1 + i % 3);
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            t += c[i * C + j] * (1 + j % 5);
    for (int i = 0; i < 64; i++)
        u += log[i] * (i + 1);
    for (int i = 0; i < 32; i++)
        u += marks[i];
    printf("scale %.4f blend %.4f drain %ld n %d\n", s, t, u, cnt.n);
    free(in), free(out), free(a), free(b), free(c);
    return 0;
}
