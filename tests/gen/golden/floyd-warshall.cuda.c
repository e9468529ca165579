/* kforge 0.1.0: tests/kernels/floyd-warshall.c for cuda; 0 kernels */
/*
 * floyd-warshall.c: all-pairs shortest path lengths on a directed graph of
 * N nodes with non-negative integer edge weights, in place in path[][].
 * NO_EDGE stands for a missing edge; it is small enough that a sum of two
 * never overflows an int.
 *
 * Style: static global 2-D int array used directly by the kernel,
 * minimum written with a conditional expression.
 * Default N=64.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=1000
 *
 * kforge-expect: L1 k sequential
 * kforge-expect: L1.1 i parallel
 * kforge-expect: L1.1.1 j parallel
 * kforge-expect-note: i and j are parallel by a value argument, not a
 *   memory one: at step k the only elements read that the same step also
 *   writes are row k (path[k][j]) and column k (path[i][k]), and step k
 *   leaves them unchanged because path[k][k] >= 0 (weights are
 *   non-negative; path[k][k] starts at 0), e.g. path[k][j] becomes
 *   min(path[k][j], path[k][k] + path[k][j]) = path[k][j].  A purely
 *   memory-based test sees dependences on row and column k carried by i
 *   and j; an analyzer must know this argument (or use value-based
 *   analysis) to reach these verdicts.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#ifndef N
#define N 64
#endif

#define NO_EDGE 100000

static int path[N][N];

static void kernel_floyd_warshall(void)
{
	int i, j, k;

#pragma scop
	for (k = 0; k < N; k++)
		for (i = 0; i < N; i++)
			for (j = 0; j < N; j++)
				path[i][j] = path[i][j] < path[i][k] + path[k][j]
						     ? path[i][j]
						     : path[i][k] + path[k][j];
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++) {
			if (i == j)
				path[i][j] = 0;
			else if ((i * 7 + j * 3) % 5 == 0 || j == (i + 1) % N)
				path[i][j] = (i * j) % 13 + 1;
			else
				path[i][j] = NO_EDGE;
		}

	kernel_floyd_warshall();

	printf("path\n");
	for (int i = 0; i < N; i++) {
		for (int j = 0; j < N; j++)
			printf("%d ", path[i][j]);
		printf("\n");
	}
	return 0;
}
