/* A device buffer declared where the function starts (gpu_buffer.c,
 * kf_gpu_home_of) must have a size fixed there.  Its count is the largest
 * over the function's fragments, and a later fragment's P[m + i] brought
 * in m: a parameter the function assigns between the fragments (the
 * buffer, sized with m's first value, ran past its end and the program
 * corrupted its heap), or a local declared after the buffer's place (the
 * output did not compile; randprog.py --shape seed 124, its while loop's
 * counter).  Such a buffer now belongs to its region. */
#include <stdio.h>
#include <stdlib.h>

static void grow(int n, int m, double *restrict P)
{
#pragma scop
	for (int i = 0; i < n; i++)
		P[i] = P[i] + 1.0;
#pragma endscop
	m = n;
	printf("m %d\n", m);
#pragma scop
	for (int i = 0; i < m; i++)
		P[m + i] = P[m + i] * 2.0;
#pragma endscop
}

static void later_local(int n, double *restrict P)
{
#pragma scop
	for (int i = 0; i < n; i++)
		P[i] = P[i] - 0.5;
#pragma endscop
	int mid = n / 2;
	printf("mid %d\n", mid);
#pragma scop
	for (int i = 0; i < mid; i++)
		P[mid + i] = P[mid + i] * 3.0 + i;
#pragma endscop
}

int main(void)
{
	int n = 3000;
	double *P = malloc(2 * (size_t)n * sizeof *P);
	for (int i = 0; i < 2 * n; i++)
		P[i] = (i % 11) * 0.25;
	grow(n, 1, P);
	later_local(n, P);
	for (int i = 0; i < 2 * n; i += 97)
		printf("%.6f\n", P[i]);
	free(P);
	return 0;
}
