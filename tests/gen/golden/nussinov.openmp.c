/* kforge 0.1.0: tests/kernels/nussinov.c for openmp; 1 loop in parallel */
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

static void kernel_nussinov(int n, const int seq[n], int table[n][n])
{
#pragma scop
	if (2.0 * n * n * n + 6.0 * n * n - 98312 * n + 32768 >= 0) {
	{ /* kforge: a wavefront, waves w = -i + j in order, the iterations of L1 on each at once */
	long kf_wlo = 0, kf_whi = -1, kf_xlo = 0, kf_xhi = -1;
	int kf_wany = 0;
	for (int i = n - 1; i >= 0; i--) {
		long kf_a = -(long)i + (long)(i + 1), kf_b = -(long)i + (long)(n - 1);
		if (kf_a <= kf_b) {
			kf_wlo = kf_wany && kf_wlo < kf_a ? kf_wlo : kf_a;
			kf_whi = kf_wany && kf_whi > kf_b ? kf_whi : kf_b;
			kf_xlo = kf_wany && kf_xlo < i ? kf_xlo : i;
			kf_xhi = kf_wany && kf_xhi > i ? kf_xhi : i;
			kf_wany = 1;
		}
	}
	#pragma omp parallel
	for (long kf_w = kf_wlo; kf_w <= kf_whi; kf_w++) {
		long kf_lo = kf_xlo, kf_hi = kf_xhi, kf_s;
		kf_s = kf_w - 1;
		if (kf_s < 0)
			kf_hi = kf_lo - 1;
		kf_s = -kf_w + (long)(n - 1);
		if (kf_hi > kf_s)
			kf_hi = kf_s;
	#pragma omp for schedule(static)
		for (long kf_x = kf_lo; kf_x <= kf_hi; kf_x++)
		{
		int i = kf_x;
		int j = kf_w + kf_x; {
			if (j - 1 >= 0)
				table[i][j] = MAX(table[i][j], table[i][j - 1]);
			if (i + 1 < n)
				table[i][j] = MAX(table[i][j], table[i + 1][j]);
			if (j - 1 >= 0 && i + 1 < n) {
				if (i < j - 1)
					table[i][j] = MAX(table[i][j],
							  table[i + 1][j - 1] + PAIRS(seq[i], seq[j]));
				else
					table[i][j] = MAX(table[i][j], table[i + 1][j - 1]);
			}
			for (int k = i + 1; k < j; k++)
				table[i][j] = MAX(table[i][j], table[i][k] + table[k + 1][j]);
		}
		}
		}
	}
	} else {
	for (int i = n - 1; i >= 0; i--)
		for (int j = i + 1; j < n; j++) {
			if (j - 1 >= 0)
				table[i][j] = MAX(table[i][j], table[i][j - 1]);
			if (i + 1 < n)
				table[i][j] = MAX(table[i][j], table[i + 1][j]);
			if (j - 1 >= 0 && i + 1 < n) {
				if (i < j - 1)
					table[i][j] = MAX(table[i][j],
							  table[i + 1][j - 1] + PAIRS(seq[i], seq[j]));
				else
					table[i][j] = MAX(table[i][j], table[i + 1][j - 1]);
			}
			for (int k = i + 1; k < j; k++)
				table[i][j] = MAX(table[i][j], table[i][k] + table[k + 1][j]);
		}
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
