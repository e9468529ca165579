/* Scalars written before they are read in the same iteration, under loops
 * the model over-approximates (bounds read from an array the nest may
 * store into) or that may stop early (an exit test): private, their last
 * values as the sequential program leaves them (deps.c covered,
 * kf_access_sure in openmp_last.c).
 *   indexmap:  NPB FT's compute_indexmap, bounds from a global int array,
 *              int stores through a parameter (its scalars dead after it,
 *              as there): the bounds are parameters where a run-time test
 *              finds im apart from them (member.c, alias.c);
 *   indexmap_row: the same with bounds `dims[d][0]` (over-approximated);
 *   relax:     a convergence loop whose sweeps use a temporary, read after;
 *   last_of_row: an inner loop of data-dependent length (some rows empty),
 *              its temporary read after it. */
#include <stdio.h>

#define NX 12
#define NY 10
#define NZ 8
#define N 40

int dims[3][3];
static int map[NZ][NY][NX], map2[NZ][NY][NX];
static double a[N], b[N], rows[N][N], out[N];
static int len[N];

static void indexmap(int im[NZ][NY][NX])
{
	int i, j, k, ii, ii2, jj, ij2, kk;
#pragma scop
	for (i = 0; i < dims[2][0]; i++) {
		ii = (i + 1 - 2 + NX / 2) % NX - NX / 2;
		ii2 = ii * ii;
		for (j = 0; j < dims[2][1]; j++) {
			jj = (j + 1 - 2 + NY / 2) % NY - NY / 2;
			ij2 = jj * jj + ii2;
			for (k = 0; k < dims[2][2]; k++) {
				kk = (k + 1 - 2 + NZ / 2) % NZ - NZ / 2;
				im[k][j][i] = kk * kk + ij2;
			}
		}
	}
#pragma endscop
}

static void indexmap_row(int im[NZ][NY][NX], int d)
{
	int i, j, k, ii, ii2, jj, ij2, kk;
#pragma scop
	for (i = 0; i < dims[d][0]; i++) {
		ii = (i + 1 - 2 + NX / 2) % NX - NX / 2;
		ii2 = ii * ii;
		for (j = 0; j < dims[d][1]; j++) {
			jj = (j + 1 - 2 + NY / 2) % NY - NY / 2;
			ij2 = jj * jj + ii2;
			for (k = 0; k < dims[d][2]; k++) {
				kk = (k + 1 - 2 + NZ / 2) % NZ - NZ / 2;
				im[k][j][i] = kk * kk + ij2;
			}
		}
	}
#pragma endscop
}

static void relax(int n, int maxit, double tol)
{
	int it, i;
	double t = -1, err = 0;
#pragma scop
	for (it = 0; it < maxit; it++) {
		err = 0;
		for (i = 1; i < n - 1; i++) {
			t = 0.5 * (a[i - 1] + a[i + 1]);
			b[i] = t;
		}
		for (i = 1; i < n - 1; i++) {
			t = b[i] - a[i];
			err += t * t;
			a[i] = b[i];
		}
		if (err < tol)
			break;
	}
#pragma endscop
	printf("relax %d %.10g %.10g\n", it, t, err);
}

static void last_of_row(int n)
{
	int i, j;
	double t = 0.125;
#pragma scop
	for (i = 0; i < n; i++) {
		for (j = 0; j < len[i]; j++)
			t = rows[i][j] * 0.5;
		out[i] = t;
	}
#pragma endscop
	printf("last_of_row %.10g\n", t);
}

int main(void)
{
	dims[2][0] = NX, dims[2][1] = NY, dims[2][2] = NZ;
	for (int i = 0; i < N; i++) {
		a[i] = b[i] = (i % 7) * 0.5 + (i == 0) * 3;
		len[i] = (i * 7) % 5 == 0 ? 0 : (i * 11) % N;
		for (int j = 0; j < N; j++)
			rows[i][j] = (i * N + j) % 13 * 0.25;
	}
	indexmap(map);
	indexmap_row(map2, 2);
	relax(N, 200, 1e-4);
	last_of_row(N);
	long s = 0;
	for (int k = 0; k < NZ; k++)
		for (int j = 0; j < NY; j++)
			for (int i = 0; i < NX; i++)
				s += (map[k][j][i] + 5 * map2[k][j][i]) * (i + 2 * j + 3 * k + 1);
	double r = 0;
	for (int i = 0; i < N; i++)
		r += a[i] * (i + 1) + out[i] * (i + 2);
	printf("sums %ld %.10g\n", s, r);
	return 0;
}
