/* kforge 0.1.0: tests/kernels/nussinov.c for cuda; 1 kernel */
/*
 * nussinov.c: Nussinov's dynamic programme for RNA secondary structure:
 * table[i][j] is the largest number of non-crossing base pairs in the
 * subsequence seq[i..j].  Bases are coded 0..3 (A, C, G, U); a pair
 * matches when the codes sum to 3 (A-U, C-G).  Rows are filled from the
 * bottom up, each row from left to right.
 *
 * Style: C99 VLA parameters (int), max through a macro, a decrementing
 * loop, conditionals inside the scop.
 * Default N=120.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=1800
 *
 * kforge-expect: L1 i sequential
 * kforge-expect: L1.1 j sequential
 * kforge-expect: L1.1.1 k reduction
 * kforge-expect-note: L1 (i downwards) reads row i + 1, written by the
 *   previous iteration; L1.1 reads table[i][j-1], written by the previous
 *   iteration.  L1.1.1 is a max reduction into table[i][j] (does not
 *   depend on k); it reads table[i][k] with k < j and table[k+1][j] with
 *   k + 1 > i, never the element it writes.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 120
#endif

#define MAX(a, b) ((a) >= (b) ? (a) : (b))
#define PAIRS(b1, b2) ((b1) + (b2) == 3 ? 1 : 0)

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/nussinov.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_kernel_nussinov_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int j, int *table, int *seq);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_34(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 34);
}

static void kernel_nussinov(int n, const int seq[n], int table[n][n])
{
	/* kforge: device buffers, freed when they go out of scope */
	const size_t kf_table_bytes = (size_t)n * sizeof table[0];
	int *kf_table_dev __attribute__((__cleanup__(kf_cuda_free_34))) = kf_cuda_alloc(kf_table_bytes, 34);
	const size_t kf_seq_bytes = (size_t)n * sizeof seq[0];
	int *kf_seq_dev __attribute__((__cleanup__(kf_cuda_free_34))) = kf_cuda_alloc(kf_seq_bytes, 34);
#pragma scop
	{
	    kf_cuda_check(cudaMemcpy(kf_table_dev, table, kf_table_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 36);
	    kf_cuda_check(cudaMemcpy(kf_seq_dev, seq, kf_seq_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 36);
	    /* kernel_nussinov_L1: a wavefront, wave w = 1 * -i + j */
	    {
	        long kf_wlo = 0, kf_whi = -1;
	        int kf_wany = 0;
	        for (int i = n - 1; i >= 0; i--) {
	            long kf_lo = 1 * -(long)i + (long)(i + 1);
	            long kf_hi = 1 * -(long)i + (long)(n - 1);
	            if (kf_lo <= kf_hi) {
	                kf_wlo = kf_wany && kf_wlo < kf_lo ? kf_wlo : kf_lo;
	                kf_whi = kf_wany && kf_whi > kf_hi ? kf_whi : kf_hi;
	                kf_wany = 1;
	            }
	        }
	        int j;
	        for (long kf_wv = kf_wlo; kf_wv <= kf_whi; kf_wv++) {
	            j = kf_wv;
	            if (n > 0) {
	                kf_cuda_check(kf_launch_kernel_nussinov_L1((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, j, kf_table_dev, kf_seq_dev), "kernel_nussinov_L1<<<...>>>", 36);
	            }
	        }
	    }
	    kf_cuda_check(cudaMemcpy(table, kf_table_dev, kf_table_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 36);
	}
#pragma endscop
}

int main(void)
{
	int n = N;
	int *seq = malloc(sizeof(int) * n);
	int (*table)[n] = malloc(sizeof(int[n][n]));

	if (!seq || !table)
		return 1;
	for (int i = 0; i < n; i++) {
		seq[i] = (i * 7 + i / 5) % 4;
		for (int j = 0; j < n; j++)
			table[i][j] = 0;
	}

	kernel_nussinov(n, seq, table);

	printf("table\n");
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < n; j++)
			printf("%d ", table[i][j]);
		printf("\n");
	}
	free(seq);
	free(table);
	return 0;
}
