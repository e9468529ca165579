/* kforge 0.1.0: tests/gen/gpu_rows.c for cuda; 9 kernels */
/* Arrays of row pointers read by kernels (gpu.h, packed rows): each row
 * malloc'ed on its own, the host packs the box of rows and columns the nest
 * reads into one device buffer, which the kernel indexes as a 2-D array.
 *   - matvec: y = A x with A a double ** (rows [0, n), columns [0, m));
 *   - colsum: a transposed read x[j][i] of a float *const * of d rows of
 *     n points (as kmeans.c's coordinates);
 *   - shifted: a const double *const * read from row 1 and column 1 on
 *     (the box [1, n - 1] x [1, m]); main leaves row 0 NULL, so a pack
 *     that read it would crash;
 *   - trimv: a lower-triangular matrix stored jagged (row i holds i + 1
 *     elements): the columns it reads depend on the row, and the host
 *     packs row i's i + 1 (see cross5);
 *   - scale_rows: a double ** written in place: its rows may be shared, so
 *     the nest is sequential as written.  It runs on the device behind
 *     the run-time test that the rows it reaches lie apart (kf_rows_apart;
 *     under --assume-no-alias with no test): the host packs the box, the
 *     kernel writes it and the host unpacks it into the rows.  main calls
 *     it on rows apart and on rows that are all one (the test fails: the
 *     loops as written, whose result a parallel run would not give);
 *   - bias_rows: the same with a plain pointer beside the rows, which may
 *     point into one of them: main calls it with b apart, then with b
 *     row 0 itself (the test fails again);
 *   - blur_rows and blur_cols: 3-point stencils along each row and down
 *     each column, whose box (every column; every row) is wider than the
 *     loops that reach it, where those run at all: the pack is guarded by
 *     where they do (m >= 3; n >= 3), and main calls them below that too;
 *   - cross5: a 5-point stencil, whose reach is a cross: rows 0 and n - 1
 *     read in columns 1 .. m - 2 only, and trimv's triangle: the host
 *     packs each row's own columns (kf_analysis_row_spans), no element
 *     the program does not read.
 * Built with -DROWS_APART (for --assume-no-alias, which the shared rows
 * would make a lie), main leaves the shared rows' calls out.
 * main calls each at sizes 0, 1 and a few more and prints a checksum. */
#include <stdio.h>
#include <stdlib.h>

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/gen/gpu_rows.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_matvec_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int m, double *a, double *x, double *y);
cudaError_t kf_launch_colsum_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int d, float *x, float *out);
cudaError_t kf_launch_shifted_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int m, double *a, double *out);
cudaError_t kf_launch_trimv_L4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *l, double *x, double *y);
cudaError_t kf_launch_scale_rows_L5(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int m, double *c, double *s);
cudaError_t kf_launch_bias_rows_L6(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int m, double *c, double *b);
cudaError_t kf_launch_blur_rows_L7(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int m, double *in, double *out);
cudaError_t kf_launch_cross5_L8(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int m, double *in, double *out);
cudaError_t kf_launch_blur_cols_L9(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int m, double *in, double *out);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_38(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 38);
}

static void kf_cuda_free_50(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 50);
}

static void kf_cuda_free_62(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 62);
}

static void kf_cuda_free_71(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 71);
}

static void matvec(int n, int m, double **a, const double *restrict x, double *restrict y)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_a_bytes = (size_t)(((long)n > 0 && (long)m > 0 ? (size_t)n * (size_t)m : 0)) * sizeof a[0][0];
    double *kf_a_dev __attribute__((__cleanup__(kf_cuda_free_38))) = kf_cuda_alloc(kf_a_bytes, 38);
    const size_t kf_x_bytes = (size_t)m * sizeof x[0];
    double *kf_x_dev __attribute__((__cleanup__(kf_cuda_free_38))) = kf_cuda_alloc(kf_x_bytes, 38);
    const size_t kf_y_bytes = (size_t)n * sizeof y[0];
    double *kf_y_dev __attribute__((__cleanup__(kf_cuda_free_38))) = kf_cuda_alloc(kf_y_bytes, 38);
#pragma scop
    {
        if (kf_a_bytes > 0) {
            /* kforge: the rows of 'a' it reaches, packed into one block */
            double *kf_pk = malloc(kf_a_bytes);
            if (!kf_pk) {
                kf_cuda_check(cudaErrorMemoryAllocation, "malloc", 40);
            }
            for (long kf_r = 0; kf_r < (long)n; kf_r++) {
                for (long kf_c = 0; kf_c < (long)m; kf_c++) {
                    kf_pk[kf_r * (long)m + kf_c] = a[kf_r][kf_c];
                }
            }
            kf_cuda_check(cudaMemcpy(kf_a_dev, kf_pk, kf_a_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 40);
            free(kf_pk);
        }
        kf_cuda_check(cudaMemcpy(kf_x_dev, x, kf_x_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 40);
        kf_cuda_check(cudaMemcpy(kf_y_dev, y, kf_y_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 40);
        if (n > 0) {
            kf_cuda_check(kf_launch_matvec_L1((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, m, kf_a_dev, kf_x_dev, kf_y_dev), "matvec_L1<<<...>>>", 40);
        }
        kf_cuda_check(cudaMemcpy(y, kf_y_dev, kf_y_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 40);
    }
#pragma endscop
}

static void colsum(int n, int d, float *const *x, float *restrict out)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_x_bytes = (size_t)(((long)d > 0 && (long)n > 0 ? (size_t)d * (size_t)n : 0)) * sizeof x[0][0];
    float *kf_x_dev __attribute__((__cleanup__(kf_cuda_free_50))) = kf_cuda_alloc(kf_x_bytes, 50);
    const size_t kf_out_bytes = (size_t)n * sizeof out[0];
    float *kf_out_dev __attribute__((__cleanup__(kf_cuda_free_50))) = kf_cuda_alloc(kf_out_bytes, 50);
#pragma scop
    {
        if (kf_x_bytes > 0) {
            /* kforge: the rows of 'x' it reaches, packed into one block */
            float *kf_pk = malloc(kf_x_bytes);
            if (!kf_pk) {
                kf_cuda_check(cudaErrorMemoryAllocation, "malloc", 52);
            }
            for (long kf_r = 0; kf_r < (long)d; kf_r++) {
                for (long kf_c = 0; kf_c < (long)n; kf_c++) {
                    kf_pk[kf_r * (long)n + kf_c] = x[kf_r][kf_c];
                }
            }
            kf_cuda_check(cudaMemcpy(kf_x_dev, kf_pk, kf_x_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 52);
            free(kf_pk);
        }
        kf_cuda_check(cudaMemcpy(kf_out_dev, out, kf_out_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 52);
        if (n > 0) {
            kf_cuda_check(kf_launch_colsum_L2((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, d, kf_x_dev, kf_out_dev), "colsum_L2<<<...>>>", 52);
        }
        kf_cuda_check(cudaMemcpy(out, kf_out_dev, kf_out_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 52);
    }
#pragma endscop
}

static void shifted(int n, int m, const double *const *a, double *restrict out)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_a_bytes = (size_t)(((long)(n - 1) > 0 && (long)m > 0 ? (size_t)(n - 1) * (size_t)m : 0)) * sizeof a[0][0];
    double *kf_a_dev __attribute__((__cleanup__(kf_cuda_free_62))) = kf_cuda_alloc(kf_a_bytes, 62);
    const size_t kf_out_bytes = (size_t)((-m + n*m > 0 ? -m + n*m : 0)) * sizeof out[0];
    double *kf_out_dev __attribute__((__cleanup__(kf_cuda_free_62))) = kf_cuda_alloc(kf_out_bytes, 62);
#pragma scop
    {
        if (kf_a_bytes > 0) {
            /* kforge: the rows of 'a' it reaches, packed into one block */
            double *kf_pk = malloc(kf_a_bytes);
            if (!kf_pk) {
                kf_cuda_check(cudaErrorMemoryAllocation, "malloc", 64);
            }
            for (long kf_r = 0; kf_r < (long)(n - 1); kf_r++) {
                for (long kf_c = 0; kf_c < (long)m; kf_c++) {
                    kf_pk[kf_r * (long)m + kf_c] = a[1 + kf_r][1 + kf_c];
                }
            }
            kf_cuda_check(cudaMemcpy(kf_a_dev, kf_pk, kf_a_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 64);
            free(kf_pk);
        }
        kf_cuda_check(cudaMemcpy(kf_out_dev, out, kf_out_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 64);
        if (n - 1 > 0 && m > 0) {
            kf_cuda_check(kf_launch_shifted_L3((unsigned)((m + 255) / 256), (unsigned)(n - 1), 1, 256, 1, 1, n, m, kf_a_dev, kf_out_dev), "shifted_L3<<<...>>>", 64);
        }
        kf_cuda_check(cudaMemcpy(out, kf_out_dev, kf_out_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 64);
    }
#pragma endscop
}

static void trimv(int n, double **l, const double *restrict x, double *restrict y)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_l_bytes = (size_t)(((long)n > 0 && (long)n > 0 ? (size_t)n * (size_t)n : 0)) * sizeof l[0][0];
    double *kf_l_dev __attribute__((__cleanup__(kf_cuda_free_71))) = kf_cuda_alloc(kf_l_bytes, 71);
    const size_t kf_x_bytes = (size_t)n * sizeof x[0];
    double *kf_x_dev __attribute__((__cleanup__(kf_cuda_free_71))) = kf_cuda_alloc(kf_x_bytes, 71);
    const size_t kf_y_bytes = (size_t)n * sizeof y[0];
    double *kf_y_dev __attribute__((__cleanup__(kf_cuda_free_71))) = kf_cuda_alloc(kf_y_bytes, 71);
#pragma scop
    {
        if (kf_l_bytes > 0) {
            /* kforge: the rows of 'l' it reaches, packed into one block */
            double *kf_pk = calloc(1, kf_l_bytes);
            if (!kf_pk) {
                kf_cuda_check(cudaErrorMemoryAllocation, "malloc", 73);
            }
            for (long kf_r = 0; kf_r < (long)n; kf_r++) {
                const long kf_rr = kf_r;
                for (long kf_c = (long)(0); kf_c <= (long)(kf_rr); kf_c++) {
                    kf_pk[kf_r * (long)n + kf_c] = l[kf_r][kf_c];
                }
            }
            kf_cuda_check(cudaMemcpy(kf_l_dev, kf_pk, kf_l_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 73);
            free(kf_pk);
        }
        kf_cuda_check(cudaMemcpy(kf_x_dev, x, kf_x_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 73);
        kf_cuda_check(cudaMemcpy(kf_y_dev, y, kf_y_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 73);
        if (n > 0) {
            kf_cuda_check(kf_launch_trimv_L4((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, kf_l_dev, kf_x_dev, kf_y_dev), "trimv_L4<<<...>>>", 73);
        }
        kf_cuda_check(cudaMemcpy(y, kf_y_dev, kf_y_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 73);
    }
#pragma endscop
}

#include <stdlib.h>
#include <string.h>
/* kforge alias-test: do the rows that arrays of row pointers reach lie
 * apart from one another and from the spans given with them (no span
 * overlapping a written one)?  Addresses compared as integers. */
struct kf_rows_in {
    const void *kf_rows;          /* an array of row pointers (levels 2: x[r][c]) or of
                                  pointers to them (levels 3: x[p][r][c]); 0: the span lo..hi */
    int kf_levels;
    long kf_p0, kf_p1, kf_r0, kf_r1, kf_c0, kf_c1; /* the planes p0..p1 (levels 3), rows r0..r1 of each,
                                    elements c0..c1 of each row */
    unsigned long long kf_size;   /* an element's size */
    unsigned long long kf_lo, kf_hi; /* a span's addresses, hi one past its end */
    int kf_written;
};
struct kf_rows_span {
    unsigned long long kf_lo, kf_hi;
    int kf_written;
};
/* The spans of entry x come in three streams: 0 the span itself or the
 * cells of x's own pointers (one), 1 the row pointers of each plane
 * (levels 3), 2 the rows, plane by plane.  A cursor walks one. */
struct kf_rows_cur {
    const struct kf_rows_in *kf_x;
    int kf_s, kf_done;
    long kf_p, kf_r;                /* the plane and row it stands at */
    struct kf_rows_span kf_head; /* the span there */
};
static const void *kf_rows_ptr(const void *kf_a, long kf_i)
{
    const void *kf_p;
    memcpy(&kf_p, (const char *)kf_a + kf_i * (long)sizeof kf_p, sizeof kf_p);
    return kf_p;
}
static void kf_rows_at(struct kf_rows_cur *kf_c)
{
    const struct kf_rows_in *kf_x = kf_c->kf_x;
    unsigned long long kf_b;
    if (!kf_x->kf_rows) {
        kf_c->kf_head.kf_lo = kf_x->kf_lo, kf_c->kf_head.kf_hi = kf_x->kf_hi, kf_c->kf_head.kf_written = kf_x->kf_written;
    } else if (kf_c->kf_s == 0) {
        long kf_f = kf_x->kf_levels == 3 ? kf_x->kf_p0 : kf_x->kf_r0, kf_l = kf_x->kf_levels == 3 ? kf_x->kf_p1 : kf_x->kf_r1;
        kf_b = (unsigned long long)kf_x->kf_rows;
        kf_c->kf_head.kf_lo = kf_b + (unsigned long long)kf_f * sizeof(void *);
        kf_c->kf_head.kf_hi = kf_b + ((unsigned long long)kf_l + 1) * sizeof(void *);
        kf_c->kf_head.kf_written = 0;
    } else if (kf_c->kf_s == 1) {
        kf_b = (unsigned long long)kf_rows_ptr(kf_x->kf_rows, kf_c->kf_p);
        kf_c->kf_head.kf_lo = kf_b + (unsigned long long)kf_x->kf_r0 * sizeof(void *);
        kf_c->kf_head.kf_hi = kf_b + ((unsigned long long)kf_x->kf_r1 + 1) * sizeof(void *);
        kf_c->kf_head.kf_written = 0;
    } else {
        const void *kf_plane = kf_x->kf_levels == 3 ? kf_rows_ptr(kf_x->kf_rows, kf_c->kf_p) : kf_x->kf_rows;
        kf_b = (unsigned long long)kf_rows_ptr(kf_plane, kf_c->kf_r);
        kf_c->kf_head.kf_lo = kf_b + (unsigned long long)kf_x->kf_c0 * kf_x->kf_size;
        kf_c->kf_head.kf_hi = kf_b + ((unsigned long long)kf_x->kf_c1 + 1) * kf_x->kf_size;
        kf_c->kf_head.kf_written = kf_x->kf_written;
    }
}
/* the cursor at the first span of stream s of x; done where it has none */
static void kf_rows_first(struct kf_rows_cur *kf_c, const struct kf_rows_in *kf_x, int kf_s)
{
    kf_c->kf_x = kf_x, kf_c->kf_s = kf_s, kf_c->kf_p = kf_x->kf_levels == 3 ? kf_x->kf_p0 : 0, kf_c->kf_r = kf_x->kf_r0;
    kf_c->kf_done = kf_x->kf_rows ? kf_x->kf_r1 < kf_x->kf_r0 || kf_x->kf_c1 < kf_x->kf_c0 || (kf_x->kf_levels == 3 && kf_x->kf_p1 < kf_x->kf_p0) ||
                            (kf_s == 1 && kf_x->kf_levels != 3)
                      : kf_s != 0;
    if (!kf_c->kf_done)
        kf_rows_at(kf_c);
}
static void kf_rows_next(struct kf_rows_cur *kf_c)
{
    const struct kf_rows_in *kf_x = kf_c->kf_x;
    if (kf_c->kf_s == 0)
        kf_c->kf_done = 1;
    else if (kf_c->kf_s == 1)
        kf_c->kf_done = ++kf_c->kf_p > kf_x->kf_p1;
    else if (++kf_c->kf_r > kf_x->kf_r1) {
        kf_c->kf_r = kf_x->kf_r0;
        kf_c->kf_done = kf_x->kf_levels != 3 || ++kf_c->kf_p > kf_x->kf_p1;
    }
    if (!kf_c->kf_done)
        kf_rows_at(kf_c);
}
/* spans seen in the order of their starts: none may overlap a written one */
struct kf_rows_sweep {
    unsigned long long kf_any, kf_wr; /* the furthest end of any span so far, of a written one */
    int kf_ok;
};
static void kf_rows_see(struct kf_rows_sweep *kf_w, const struct kf_rows_span *kf_s)
{
    if (kf_s->kf_lo >= kf_s->kf_hi)
        return;
    if (kf_s->kf_lo < kf_w->kf_wr || (kf_s->kf_written && kf_s->kf_lo < kf_w->kf_any))
        kf_w->kf_ok = 0;
    if (kf_s->kf_hi > kf_w->kf_any)
        kf_w->kf_any = kf_s->kf_hi;
    if (kf_s->kf_written && kf_s->kf_hi > kf_w->kf_wr)
        kf_w->kf_wr = kf_s->kf_hi;
}
/* s[0..m) by lo, with t as much room: a merge sort of the runs they come
 * in; the sorted spans end in whichever of the two it answers */
static struct kf_rows_span *kf_rows_sort(struct kf_rows_span *kf_s, struct kf_rows_span *kf_t, size_t kf_m)
{
    for (;;) {
        size_t kf_i = 0, kf_o = 0, kf_runs = 0;
        while (kf_i < kf_m) {
            size_t kf_b = kf_i + 1, kf_c, kf_x = kf_i, kf_y;
            while (kf_b < kf_m && kf_s[kf_b - 1].kf_lo <= kf_s[kf_b].kf_lo)
                kf_b++;
            for (kf_c = kf_b + 1; kf_c < kf_m && kf_s[kf_c - 1].kf_lo <= kf_s[kf_c].kf_lo; kf_c++)
                ;
            if (kf_c > kf_m)
                kf_c = kf_m;
            for (kf_y = kf_b; kf_x < kf_b || kf_y < kf_c;)
                kf_t[kf_o++] = kf_y >= kf_c || (kf_x < kf_b && kf_s[kf_x].kf_lo <= kf_s[kf_y].kf_lo) ? kf_s[kf_x++] : kf_s[kf_y++];
            kf_i = kf_c;
            kf_runs++;
        }
        struct kf_rows_span *kf_u = kf_s;
        kf_s = kf_t;
        kf_t = kf_u;
        if (kf_runs <= 1)
            return kf_s;
    }
}
static int kf_rows_apart(const struct kf_rows_in *kf_in, int kf_n)
{
    struct kf_rows_cur kf_c, kf_d;
    struct kf_rows_sweep kf_w;
    unsigned long long kf_lo[48], kf_hi[48];
    int kf_i, kf_j, kf_s, kf_nc = 0, kf_sorted = kf_n <= 16, kf_wr[48], kf_ent[48], kf_str[48];
    /* 1. each stream alone, as rows allocated one after another mostly
     * come: in the order of their addresses, none overlapping another of
     * its stream where it is written; the span they cover */
    for (kf_i = 0; kf_i < kf_n && kf_sorted; kf_i++)
        for (kf_s = 0; kf_s < 3 && kf_sorted; kf_s++) {
            kf_rows_first(&kf_c, &kf_in[kf_i], kf_s);
            if (kf_c.kf_done)
                continue;
            kf_w.kf_any = kf_w.kf_wr = 0, kf_w.kf_ok = 1;
            kf_lo[kf_nc] = kf_c.kf_head.kf_lo, kf_hi[kf_nc] = 0, kf_wr[kf_nc] = kf_c.kf_head.kf_written, kf_ent[kf_nc] = kf_i, kf_str[kf_nc] = kf_s;
            for (unsigned long long kf_at = kf_c.kf_head.kf_lo; !kf_c.kf_done && kf_sorted; kf_rows_next(&kf_c)) {
                kf_sorted = kf_c.kf_head.kf_lo >= kf_at;
                kf_at = kf_c.kf_head.kf_lo;
                kf_rows_see(&kf_w, &kf_c.kf_head);
                if (kf_c.kf_head.kf_hi > kf_hi[kf_nc])
                    kf_hi[kf_nc] = kf_c.kf_head.kf_hi;
            }
            if (kf_sorted && !kf_w.kf_ok)
                return 0;
            kf_nc++;
        }
    /* 2. two streams, one written: apart where the spans they cover are,
     * else merged as they come */
    for (kf_i = 0; kf_i < kf_nc && kf_sorted; kf_i++)
        for (kf_j = kf_i + 1; kf_j < kf_nc; kf_j++) {
            if ((!kf_wr[kf_i] && !kf_wr[kf_j]) || kf_hi[kf_i] <= kf_lo[kf_j] || kf_hi[kf_j] <= kf_lo[kf_i])
                continue;
            kf_rows_first(&kf_c, &kf_in[kf_ent[kf_i]], kf_str[kf_i]);
            kf_rows_first(&kf_d, &kf_in[kf_ent[kf_j]], kf_str[kf_j]);
            kf_w.kf_any = kf_w.kf_wr = 0, kf_w.kf_ok = 1;
            while ((!kf_c.kf_done || !kf_d.kf_done) && kf_w.kf_ok) {
                struct kf_rows_cur *kf_e = kf_d.kf_done || (!kf_c.kf_done && kf_c.kf_head.kf_lo <= kf_d.kf_head.kf_lo) ? &kf_c : &kf_d;
                kf_rows_see(&kf_w, &kf_e->kf_head);
                kf_rows_next(kf_e);
            }
            if (!kf_w.kf_ok)
                return 0;
        }
    if (kf_sorted)
        return 1;
    /* otherwise every span, sorted */
    size_t kf_m = 0, kf_x;
    for (kf_i = 0; kf_i < kf_n; kf_i++)
        for (kf_s = 0; kf_s < 3; kf_s++)
            for (kf_rows_first(&kf_c, &kf_in[kf_i], kf_s); !kf_c.kf_done; kf_rows_next(&kf_c))
                kf_m++;
    struct kf_rows_span *kf_v = (struct kf_rows_span *)malloc(2 * kf_m * sizeof *kf_v + 1);
    const struct kf_rows_span *kf_u;
    if (!kf_v)
        return 0;
    kf_m = 0;
    for (kf_i = 0; kf_i < kf_n; kf_i++)
        for (kf_s = 0; kf_s < 3; kf_s++)
            for (kf_rows_first(&kf_c, &kf_in[kf_i], kf_s); !kf_c.kf_done; kf_rows_next(&kf_c))
                kf_v[kf_m++] = kf_c.kf_head;
    kf_u = kf_rows_sort(kf_v, kf_v + kf_m, kf_m);
    kf_w.kf_any = kf_w.kf_wr = 0, kf_w.kf_ok = 1;
    for (kf_x = 0; kf_x < kf_m && kf_w.kf_ok; kf_x++)
        kf_rows_see(&kf_w, &kf_u[kf_x]);
    free(kf_v);
    return kf_w.kf_ok;
}

static void scale_rows(int n, int m, double **c, const double *restrict s)
{
#pragma scop
    if (kf_rows_apart((const struct kf_rows_in[]){
        {(const void *)c, 2, (long)(0), (long)(0), (long)(0), (long)(n - 1), (long)(0), (long)(m - 1), sizeof **c, 0, 0, 1}}, 1)) {
    {
        const size_t kf_c_bytes = (size_t)(((long)n > 0 && (long)m > 0 ? (size_t)n * (size_t)m : 0)) * sizeof c[0][0];
        double *kf_c_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_c_dev, kf_c_bytes), "cudaMalloc", 85);
        const size_t kf_s_bytes = (size_t)m * sizeof s[0];
        double *kf_s_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_s_dev, kf_s_bytes), "cudaMalloc", 85);
        if (kf_c_bytes > 0) {
            /* kforge: the rows of 'c' it reaches, packed into one block */
            double *kf_pk = malloc(kf_c_bytes);
            if (!kf_pk) {
                kf_cuda_check(cudaErrorMemoryAllocation, "malloc", 85);
            }
            for (long kf_r = 0; kf_r < (long)n; kf_r++) {
                for (long kf_c = 0; kf_c < (long)m; kf_c++) {
                    kf_pk[kf_r * (long)m + kf_c] = c[kf_r][kf_c];
                }
            }
            kf_cuda_check(cudaMemcpy(kf_c_dev, kf_pk, kf_c_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 85);
            free(kf_pk);
        }
        kf_cuda_check(cudaMemcpy(kf_s_dev, s, kf_s_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 85);
        if (n > 0 && m > 0) {
            kf_cuda_check(kf_launch_scale_rows_L5((unsigned)((m + 15) / 16), (unsigned)((n + 15) / 16), 1, 16, 16, 1, n, m, kf_c_dev, kf_s_dev), "scale_rows_L5<<<...>>>", 85);
        }
        if (kf_c_bytes > 0) {
            /* kforge: the rows of 'c' it reaches, back from one block */
            double *kf_pk = malloc(kf_c_bytes);
            if (!kf_pk) {
                kf_cuda_check(cudaErrorMemoryAllocation, "malloc", 85);
            }
            kf_cuda_check(cudaMemcpy(kf_pk, kf_c_dev, kf_c_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 85);
            for (long kf_r = 0; kf_r < (long)n; kf_r++) {
                for (long kf_c = 0; kf_c < (long)m; kf_c++) {
                    c[kf_r][kf_c] = kf_pk[kf_r * (long)m + kf_c];
                }
            }
            free(kf_pk);
        }
        kf_cuda_check(cudaFree(kf_c_dev), "cudaFree", 87);
        kf_cuda_check(cudaFree(kf_s_dev), "cudaFree", 87);
    }
    } else {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            c[i][j] = c[i][j] * s[j] + i;
    }
#pragma endscop
}

static void bias_rows(int n, int m, double **c, const double *b)
{
#pragma scop
    if (kf_rows_apart((const struct kf_rows_in[]){
        {(const void *)c, 2, (long)(0), (long)(0), (long)(0), (long)(n - 1), (long)(0), (long)(m - 1), sizeof **c, 0, 0, 1},
        {0, 0, 0, 0, 0, -1, 0, -1, 0, (unsigned long long)b, ((unsigned long long)b + (m) * sizeof *b), 0}}, 2)) {
    {
        const size_t kf_c_bytes = (size_t)(((long)n > 0 && (long)m > 0 ? (size_t)n * (size_t)m : 0)) * sizeof c[0][0];
        double *kf_c_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_c_dev, kf_c_bytes), "cudaMalloc", 94);
        const size_t kf_b_bytes = (size_t)m * sizeof b[0];
        double *kf_b_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_b_dev, kf_b_bytes), "cudaMalloc", 94);
        if (kf_c_bytes > 0) {
            /* kforge: the rows of 'c' it reaches, packed into one block */
            double *kf_pk = malloc(kf_c_bytes);
            if (!kf_pk) {
                kf_cuda_check(cudaErrorMemoryAllocation, "malloc", 94);
            }
            for (long kf_r = 0; kf_r < (long)n; kf_r++) {
                for (long kf_c = 0; kf_c < (long)m; kf_c++) {
                    kf_pk[kf_r * (long)m + kf_c] = c[kf_r][kf_c];
                }
            }
            kf_cuda_check(cudaMemcpy(kf_c_dev, kf_pk, kf_c_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 94);
            free(kf_pk);
        }
        kf_cuda_check(cudaMemcpy(kf_b_dev, b, kf_b_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 94);
        if (n > 0 && m > 0) {
            kf_cuda_check(kf_launch_bias_rows_L6((unsigned)((m + 15) / 16), (unsigned)((n + 15) / 16), 1, 16, 16, 1, n, m, kf_c_dev, kf_b_dev), "bias_rows_L6<<<...>>>", 94);
        }
        if (kf_c_bytes > 0) {
            /* kforge: the rows of 'c' it reaches, back from one block */
            double *kf_pk = malloc(kf_c_bytes);
            if (!kf_pk) {
                kf_cuda_check(cudaErrorMemoryAllocation, "malloc", 94);
            }
            kf_cuda_check(cudaMemcpy(kf_pk, kf_c_dev, kf_c_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 94);
            for (long kf_r = 0; kf_r < (long)n; kf_r++) {
                for (long kf_c = 0; kf_c < (long)m; kf_c++) {
                    c[kf_r][kf_c] = kf_pk[kf_r * (long)m + kf_c];
                }
            }
            free(kf_pk);
        }
        kf_cuda_check(cudaFree(kf_c_dev), "cudaFree", 96);
        kf_cuda_check(cudaFree(kf_b_dev), "cudaFree", 96);
    }
    } else {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            c[i][j] = 0.25 * c[i][j] + 0.5 * b[j];
    }
#pragma endscop
}

static void blur_rows(int n, int m, double **out, double **in)
{
#pragma scop
    if (kf_rows_apart((const struct kf_rows_in[]){
        {(const void *)in, 2, (long)(0), (long)(0), (long)(0), (long)(n - 1), (long)(0), (long)(m - 1), sizeof **in, 0, 0, 0},
        {(const void *)out, 2, (long)(0), (long)(0), (long)(0), (long)(n - 1), (long)(1), (long)(m - 2), sizeof **out, 0, 0, 1}}, 2)) {
    {
        const size_t kf_in_bytes = (size_t)(((1 <= n && 3 <= m) && (long)n > 0 && (long)m > 0 ? (size_t)n * (size_t)m : 0)) * sizeof in[0][0];
        double *kf_in_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_in_dev, kf_in_bytes), "cudaMalloc", 103);
        const size_t kf_out_bytes = (size_t)(((long)n > 0 && (long)(m - 2) > 0 ? (size_t)n * (size_t)(m - 2) : 0)) * sizeof out[0][0];
        double *kf_out_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_out_dev, kf_out_bytes), "cudaMalloc", 103);
        if (kf_in_bytes > 0) {
            /* kforge: the rows of 'in' it reaches, packed into one block */
            double *kf_pk = malloc(kf_in_bytes);
            if (!kf_pk) {
                kf_cuda_check(cudaErrorMemoryAllocation, "malloc", 103);
            }
            for (long kf_r = 0; kf_r < (long)n; kf_r++) {
                for (long kf_c = 0; kf_c < (long)m; kf_c++) {
                    kf_pk[kf_r * (long)m + kf_c] = in[kf_r][kf_c];
                }
            }
            kf_cuda_check(cudaMemcpy(kf_in_dev, kf_pk, kf_in_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 103);
            free(kf_pk);
        }
        if (kf_out_bytes > 0) {
            /* kforge: the rows of 'out' it reaches, packed into one block */
            double *kf_pk = malloc(kf_out_bytes);
            if (!kf_pk) {
                kf_cuda_check(cudaErrorMemoryAllocation, "malloc", 103);
            }
            for (long kf_r = 0; kf_r < (long)n; kf_r++) {
                for (long kf_c = 0; kf_c < (long)(m - 2); kf_c++) {
                    kf_pk[kf_r * (long)(m - 2) + kf_c] = out[kf_r][1 + kf_c];
                }
            }
            kf_cuda_check(cudaMemcpy(kf_out_dev, kf_pk, kf_out_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 103);
            free(kf_pk);
        }
        if (n > 0 && m - 2 > 0) {
            kf_cuda_check(kf_launch_blur_rows_L7((unsigned)((m - 2 + 255) / 256), (unsigned)n, 1, 256, 1, 1, n, m, kf_in_dev, kf_out_dev), "blur_rows_L7<<<...>>>", 103);
        }
        if (kf_out_bytes > 0) {
            /* kforge: the rows of 'out' it reaches, back from one block */
            double *kf_pk = malloc(kf_out_bytes);
            if (!kf_pk) {
                kf_cuda_check(cudaErrorMemoryAllocation, "malloc", 103);
            }
            kf_cuda_check(cudaMemcpy(kf_pk, kf_out_dev, kf_out_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 103);
            for (long kf_r = 0; kf_r < (long)n; kf_r++) {
                for (long kf_c = 0; kf_c < (long)(m - 2); kf_c++) {
                    out[kf_r][1 + kf_c] = kf_pk[kf_r * (long)(m - 2) + kf_c];
                }
            }
            free(kf_pk);
        }
        kf_cuda_check(cudaFree(kf_in_dev), "cudaFree", 105);
        kf_cuda_check(cudaFree(kf_out_dev), "cudaFree", 105);
    }
    } else {
    for (int i = 0; i < n; i++)
        for (int j = 1; j < m - 1; j++)
            out[i][j] = 0.25 * in[i][j - 1] + 0.5 * in[i][j] + 0.25 * in[i][j + 1];
    }
#pragma endscop
}

static void cross5(int n, int m, double **out, double **in)
{
#pragma scop
    if (kf_rows_apart((const struct kf_rows_in[]){
        {(const void *)in, 2, (long)(0), (long)(0), (long)(0), (long)(n - 1), (long)(0), (long)(m - 1), sizeof **in, 0, 0, 0},
        {(const void *)out, 2, (long)(0), (long)(0), (long)(1), (long)(n - 2), (long)(1), (long)(m - 2), sizeof **out, 0, 0, 1}}, 2)) {
    {
        const size_t kf_in_bytes = (size_t)(((3 <= n && 3 <= m) && (long)n > 0 && (long)m > 0 ? (size_t)n * (size_t)m : 0)) * sizeof in[0][0];
        double *kf_in_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_in_dev, kf_in_bytes), "cudaMalloc", 112);
        const size_t kf_out_bytes = (size_t)(((long)(n - 2) > 0 && (long)(m - 2) > 0 ? (size_t)(n - 2) * (size_t)(m - 2) : 0)) * sizeof out[0][0];
        double *kf_out_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_out_dev, kf_out_bytes), "cudaMalloc", 112);
        if (kf_in_bytes > 0) {
            /* kforge: the rows of 'in' it reaches, packed into one block */
            double *kf_pk = calloc(1, kf_in_bytes);
            if (!kf_pk) {
                kf_cuda_check(cudaErrorMemoryAllocation, "malloc", 112);
            }
            for (long kf_r = 0; kf_r < (long)n; kf_r++) {
                const long kf_rr = kf_r;
                for (long kf_c = (long)(n >= kf_rr + 2 && kf_rr >= 1 ? 0 : 1); kf_c <= (long)(n >= kf_rr + 2 && kf_rr >= 1 ? m - 1 : m - 2); kf_c++) {
                    kf_pk[kf_r * (long)m + kf_c] = in[kf_r][kf_c];
                }
            }
            kf_cuda_check(cudaMemcpy(kf_in_dev, kf_pk, kf_in_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 112);
            free(kf_pk);
        }
        if (kf_out_bytes > 0) {
            /* kforge: the rows of 'out' it reaches, packed into one block */
            double *kf_pk = malloc(kf_out_bytes);
            if (!kf_pk) {
                kf_cuda_check(cudaErrorMemoryAllocation, "malloc", 112);
            }
            for (long kf_r = 0; kf_r < (long)(n - 2); kf_r++) {
                for (long kf_c = 0; kf_c < (long)(m - 2); kf_c++) {
                    kf_pk[kf_r * (long)(m - 2) + kf_c] = out[1 + kf_r][1 + kf_c];
                }
            }
            kf_cuda_check(cudaMemcpy(kf_out_dev, kf_pk, kf_out_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 112);
            free(kf_pk);
        }
        if (n - 2 > 0 && m - 2 > 0) {
            kf_cuda_check(kf_launch_cross5_L8((unsigned)((m - 2 + 255) / 256), (unsigned)(n - 2), 1, 256, 1, 1, n, m, kf_in_dev, kf_out_dev), "cross5_L8<<<...>>>", 112);
        }
        if (kf_out_bytes > 0) {
            /* kforge: the rows of 'out' it reaches, back from one block */
            double *kf_pk = malloc(kf_out_bytes);
            if (!kf_pk) {
                kf_cuda_check(cudaErrorMemoryAllocation, "malloc", 112);
            }
            kf_cuda_check(cudaMemcpy(kf_pk, kf_out_dev, kf_out_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 112);
            for (long kf_r = 0; kf_r < (long)(n - 2); kf_r++) {
                for (long kf_c = 0; kf_c < (long)(m - 2); kf_c++) {
                    out[1 + kf_r][1 + kf_c] = kf_pk[kf_r * (long)(m - 2) + kf_c];
                }
            }
            free(kf_pk);
        }
        kf_cuda_check(cudaFree(kf_in_dev), "cudaFree", 115);
        kf_cuda_check(cudaFree(kf_out_dev), "cudaFree", 115);
    }
    } else {
    for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < m - 1; j++)
            out[i][j] = 0.5 * in[i][j] + 0.125 * (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] +
                                                  in[i][j + 1]);
    }
#pragma endscop
}

static void blur_cols(int n, int m, double **out, double **in)
{
#pragma scop
    if (kf_rows_apart((const struct kf_rows_in[]){
        {(const void *)in, 2, (long)(0), (long)(0), (long)(0), (long)(n - 1), (long)(0), (long)(m - 1), sizeof **in, 0, 0, 0},
        {(const void *)out, 2, (long)(0), (long)(0), (long)(1), (long)(n - 2), (long)(0), (long)(m - 1), sizeof **out, 0, 0, 1}}, 2)) {
    {
        const size_t kf_in_bytes = (size_t)(((3 <= n && 1 <= m) && (long)n > 0 && (long)m > 0 ? (size_t)n * (size_t)m : 0)) * sizeof in[0][0];
        double *kf_in_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_in_dev, kf_in_bytes), "cudaMalloc", 122);
        const size_t kf_out_bytes = (size_t)(((long)(n - 2) > 0 && (long)m > 0 ? (size_t)(n - 2) * (size_t)m : 0)) * sizeof out[0][0];
        double *kf_out_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_out_dev, kf_out_bytes), "cudaMalloc", 122);
        if (kf_in_bytes > 0) {
            /* kforge: the rows of 'in' it reaches, packed into one block */
            double *kf_pk = malloc(kf_in_bytes);
            if (!kf_pk) {
                kf_cuda_check(cudaErrorMemoryAllocation, "malloc", 122);
            }
            for (long kf_r = 0; kf_r < (long)n; kf_r++) {
                for (long kf_c = 0; kf_c < (long)m; kf_c++) {
                    kf_pk[kf_r * (long)m + kf_c] = in[kf_r][kf_c];
                }
            }
            kf_cuda_check(cudaMemcpy(kf_in_dev, kf_pk, kf_in_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 122);
            free(kf_pk);
        }
        if (kf_out_bytes > 0) {
            /* kforge: the rows of 'out' it reaches, packed into one block */
            double *kf_pk = malloc(kf_out_bytes);
            if (!kf_pk) {
                kf_cuda_check(cudaErrorMemoryAllocation, "malloc", 122);
            }
            for (long kf_r = 0; kf_r < (long)(n - 2); kf_r++) {
                for (long kf_c = 0; kf_c < (long)m; kf_c++) {
                    kf_pk[kf_r * (long)m + kf_c] = out[1 + kf_r][kf_c];
                }
            }
            kf_cuda_check(cudaMemcpy(kf_out_dev, kf_pk, kf_out_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 122);
            free(kf_pk);
        }
        if (n - 2 > 0 && m > 0) {
            kf_cuda_check(kf_launch_blur_cols_L9((unsigned)((m + 255) / 256), (unsigned)(n - 2), 1, 256, 1, 1, n, m, kf_in_dev, kf_out_dev), "blur_cols_L9<<<...>>>", 122);
        }
        if (kf_out_bytes > 0) {
            /* kforge: the rows of 'out' it reaches, back from one block */
            double *kf_pk = malloc(kf_out_bytes);
            if (!kf_pk) {
                kf_cuda_check(cudaErrorMemoryAllocation, "malloc", 122);
            }
            kf_cuda_check(cudaMemcpy(kf_pk, kf_out_dev, kf_out_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 122);
            for (long kf_r = 0; kf_r < (long)(n - 2); kf_r++) {
                for (long kf_c = 0; kf_c < (long)m; kf_c++) {
                    out[1 + kf_r][kf_c] = kf_pk[kf_r * (long)m + kf_c];
                }
            }
            free(kf_pk);
        }
        kf_cuda_check(cudaFree(kf_in_dev), "cudaFree", 124);
        kf_cuda_check(cudaFree(kf_out_dev), "cudaFree", 124);
    }
    } else {
    for (int i = 1; i < n - 1; i++)
        for (int j = 0; j < m; j++)
            out[i][j] = 0.25 * in[i - 1][j] + 0.5 * in[i][j] + 0.25 * in[i + 1][j];
    }
#pragma endscop
}

int main(void)
{
    const int sizes[] = {0, 1, 2, 5, 33, 300};
    double sum = 0.0;
    for (int s = 0; s < 6; s++) {
        int n = sizes[s], m = n + 3, d = 4;
        double **a = malloc(((size_t)n + 1) * sizeof *a);
        double **l = malloc(((size_t)n + 1) * sizeof *l);
        float **x = malloc((size_t)d * sizeof *x);
        const double **b = malloc(((size_t)n + 1) * sizeof *b);
        double *v = malloc(((size_t)m + 1) * sizeof *v);
        double *y = calloc((size_t)n + 1, sizeof *y);
        float *out = calloc((size_t)n + 1, sizeof *out);
        double *sh = calloc((size_t)n * (size_t)m + 1, sizeof *sh);
        for (int k = 0; k <= m; k++)
            v[k] = (k % 9) * 0.125 - 0.5;
        for (int i = 0; i < n; i++) {
            a[i] = malloc((size_t)m * sizeof **a);
            for (int k = 0; k < m; k++)
                a[i][k] = ((i * 7 + k * 3) % 11) * 0.25;
            l[i] = malloc(((size_t)i + 1) * sizeof **l);
            for (int k = 0; k <= i; k++)
                l[i][k] = ((i + 2 * k) % 5) * 0.5;
        }
        for (int j = 0; j < d; j++) {
            x[j] = malloc(((size_t)n + 1) * sizeof **x);
            for (int i = 0; i < n; i++)
                x[j][i] = (float)((i * 5 + j) % 13) * 0.25f;
        }
        /* row 0 is never read: NULL, so reading it crashes */
        b[0] = NULL;
        for (int i = 1; i < n; i++) {
            double *r = malloc(((size_t)m + 1) * sizeof *r);
            for (int k = 0; k <= m; k++)
                r[k] = ((i + k) % 7) * 0.5;
            b[i] = r;
        }
        matvec(n, m, a, v, y);
        colsum(n, d, x, out);
        shifted(n, m, b, sh);
        for (int i = 0; i < n; i++)
            sum += y[i] * (i % 5 + 1) + out[i] * (i % 3 + 1);
        for (int i = 0; i < n * m; i++)
            sum += sh[i] * (i % 7 + 1);
        trimv(n, l, v, y);
        for (int i = 0; i < n; i++)
            sum += y[i] * (i % 4 + 1);
        scale_rows(n, m, a, v);
        bias_rows(n, m, a, v);
        for (int i = 0; i < n; i++)
            for (int k = 0; k < m; k++)
                sum += a[i][k] * ((i + k) % 3 + 1);
        /* the stencils at full size, and below their 3 rows or columns */
        double **o = malloc(((size_t)n + 1) * sizeof *o);
        for (int i = 0; i < n; i++)
            o[i] = calloc((size_t)m, sizeof **o);
        blur_rows(n, m, o, a);
        blur_cols(n, m, o, a);
        for (int w = 0; w < 3 && w <= m; w++) {
            blur_rows(n, w, o, a);
            blur_cols(w < n ? w : n, m, o, a);
            cross5(w < n ? w : n, w, o, a);
        }
        cross5(n, m, o, a);
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < m; k++)
                sum += o[i][k] * ((i + 2 * k) % 3 + 1);
            free(o[i]);
        }
        free(o);
#ifndef ROWS_APART
        /* every row of one is row 0 of a; then b inside that row */
        double **one = malloc(((size_t)n + 1) * sizeof *one);
        for (int i = 0; i < n; i++)
            one[i] = a[0];
        scale_rows(n, m, one, v);
        bias_rows(n, m, one, n > 0 ? a[0] : v);
        for (int k = 0; k < m && n > 0; k++)
            sum += a[0][k] * (k % 5 + 1);
        free(one);
#endif
        for (int i = 0; i < n; i++) {
            free(a[i]);
            free(l[i]);
        }
        for (int i = 1; i < n; i++)
            free((void *)b[i]);
        for (int j = 0; j < d; j++)
            free(x[j]);
        free(a), free(l), free(x), free(b), free(v), free(y), free(out), free(sh);
    }
    printf("checksum %.6f\n", sum);
    return 0;
}
