/*
 * ktile.c: the ktile pass's cases (gpu_ktile.h): a matrix product whose
 * sizes no tile divides (tails in i, j and k), a product where one
 * operand's subscript is shifted (that one not tiled, with its reason)
 * summed in a scalar declared in the band's body,
 * and a reduction loop with a triangular bound (k <= i), refused with
 * its reason; a product whose band body declares a scalar (tiled, but
 * its plain kernel keeps one element a work-item: pass strip's refusal);
 * trmm's rows (a sequential i, a kernel over j, k from i + 1: the
 * element B[i][j] in a register beside the reads of B[k][j], which k > i
 * keeps apart, a strip of j a work-item), and the same from k = i, where
 * B[k][j] may be the register's element: refused.
 *
 * Default NI=37 NJ=29 NK=45.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef NI
#define NI 37
#endif
#ifndef NJ
#define NJ 29
#endif
#ifndef NK
#define NK 45
#endif

/* tails in i, j and k: 37x29 threads in 16x16 blocks, 45 = 2 * 16 + 13 */
static void product(int ni, int nj, int nk, double alpha, double C[NI][NJ], double A[NI][NK],
                    double B[NK][NJ])
{
#pragma scop
	for (int i = 0; i < ni; i++)
		for (int j = 0; j < nj; j++) {
			C[i][j] *= 0.5;
			for (int k = 0; k < nk; k++)
				C[i][j] += alpha * A[i][k] * B[k][j];
		}
#pragma endscop
}

/* X[k][i + 1] is not X[k][i]: Y alone is tiled; s declared at the
 * kernel's top, its statement left as "s = 0.0" */
static void shifted(int nj, int nk, double S[NJ][NJ], double X[NK][NJ], double Y[NK][NJ])
{
#pragma scop
	for (int i = 0; i < nj - 1; i++)
		for (int j = 0; j < nj; j++) {
			double s = 0.0;
			for (int k = 0; k < nk; k++)
				s += X[k][i + 1] * Y[k][j];
			S[i][j] = s;
		}
#pragma endscop
}

/* k <= i (NK > NI): threads of a block run different trip counts, refused */
static void triangle(int ni, int nj, int nk, double T[NI][NJ], double A[NI][NK], double B[NK][NJ])
{
#pragma scop
	for (int i = 0; i < ni; i++)
		for (int j = 0; j < nj; j++) {
			T[i][j] = 0.0;
			for (int k = 0; k <= i; k++)
				T[i][j] += A[i][k] * B[k][j];
		}
#pragma endscop
}

/* "double h = 0.5;" in the band's body: hoisted by ktile; a strip of
 * j would share one h between its iterations, so no strip */
static void halved(int ni, int nj, int nk, double H[NI][NJ], double A[NI][NK], double B[NK][NJ])
{
#pragma scop
	for (int i = 0; i < ni; i++)
		for (int j = 0; j < nj; j++) {
			double h = 0.5;
			H[i][j] = h;
			for (int k = 0; k < nk; k++)
				H[i][j] += h * A[i][k] * B[k][j];
		}
#pragma endscop
}

/* trmm: a kernel over j per i, k from i + 1 (the register's row never read) */
static void rows(int ni, int nj, double alpha, double R[NI][NJ], double A[NI][NK])
{
	int i, j, k;
#pragma scop
	for (i = 0; i < ni; i++)
		for (j = 0; j < nj; j++) {
			for (k = i + 1; k < ni; k++)
				R[i][j] += A[k][i % NK] * R[k][j];
			R[i][j] = alpha * R[i][j];
		}
#pragma endscop
}

/* k from i: R[k][j] is R[i][j] at k = i, so no register */
static void overlap(int ni, int nj, double O[NI][NJ], double A[NI][NK])
{
	int i, j, k;
#pragma scop
	for (i = 0; i < ni; i++)
		for (j = 0; j < nj; j++)
			for (k = i; k < ni; k++)
				O[i][j] += A[k][1] * O[k][j];
#pragma endscop
}

static double C[NI][NJ], A[NI][NK], B[NK][NJ], S[NJ][NJ], X[NK][NJ], Y[NK][NJ], T[NI][NJ];
static double H[NI][NJ], R[NI][NJ], O[NI][NJ];

int main(void)
{
	for (int i = 0; i < NI; i++)
		for (int k = 0; k < NK; k++)
			A[i][k] = (double)((i * 5 + k * 3) % 11) / 7.0;
	for (int k = 0; k < NK; k++)
		for (int j = 0; j < NJ; j++) {
			B[k][j] = (double)((k * 7 + j) % 13) / 3.0;
			X[k][j] = (double)((k + j * 11) % 9) / 5.0;
			Y[k][j] = (double)((k * 3 + j * 2) % 7) / 9.0;
		}
	for (int i = 0; i < NI; i++)
		for (int j = 0; j < NJ; j++) {
			C[i][j] = (double)(i - j) / 10.0;
			R[i][j] = O[i][j] = (double)((i + 3 * j) % 7) / 4.0;
		}
	product(NI, NJ, NK, 1.5, C, A, B);
	shifted(NJ, NK, S, X, Y);
	triangle(NI, NJ, NK, T, A, B);
	halved(NI, NJ, NK, H, A, B);
	rows(NI, NJ, 1.5, R, A);
	overlap(NI, NJ, O, A);
	for (int i = 0; i < NI; i++)
		for (int j = 0; j < NJ; j++)
			printf("%.17g %.17g %.17g %.17g %.17g\n", C[i][j], T[i][j], H[i][j], R[i][j],
			       O[i][j]);
	for (int i = 0; i < NJ - 1; i++)
		for (int j = 0; j < NJ; j++)
			printf("%.17g\n", S[i][j]);
	return 0;
}
