/* Scalars written before they are read in the same iteration are private
 * even where the model cannot say how many iterations run: loop bounds
 * read from an array at a subscript that is not constant (NPB FT's
 * compute_indexmap, `dims[d][0]` here) are over-approximated, and a loop
 * with an exit test may stop early, so their writes are may-writes; in one
 * iteration, though, a write runs whenever a later statement of that
 * iteration does (kf_access.may_loop, deps.c covered).
 * A write in an inner loop that may run no iteration still covers nothing
 * after that loop.
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L1.1.1 k parallel
 * kforge-expect: L2 it sequential
 * kforge-expect: L2.1 i parallel
 * kforge-expect: L2.2 i reduction
 * kforge-expect: L3 i sequential
 * kforge-expect: L3.1 j parallel
 */
#define NX 64
#define NY 64
#define NZ 64

int dims[3][3];

void compute_indexmap(int indexmap[NZ][NY][NX], int d)
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
				indexmap[k][j][i] = kk * kk + ij2;
			}
		}
	}
#pragma endscop
}

void relax(int n, int maxit, double tol, double a[n], double b[n])
{
	int it, i;
	double t, err;
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
}

void last_of_row(int n, int len[n], double a[n][64], double b[n])
{
	int i, j;
	double t = 0;
#pragma scop
	for (i = 0; i < n; i++) {
		for (j = 0; j < len[i]; j++)
			t = a[i][j];
		b[i] = t;
	}
#pragma endscop
}
