/* While loops whose bodies hold loop nests (frontend/c/whileloop.c): the
 * body is a fragment of its own inside the host's while, the counter's
 * update at its end host code (the counter a parameter of the fragment);
 * arrays declared in a loop body are each iteration's own (no statement
 * for `double r[M];`).  A while with an exit test (`if (C) break;` at the
 * top of its body) is split too, the test host code after the fragment.
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L2 i parallel
 * kforge-expect: L2.1 j parallel
 * kforge-expect: L3 i parallel
 * kforge-expect: L3.1 j parallel
 */
#define N 100
#define M 8

void time_loop(double A[N][N], double B[N][N], int steps)
{
	int i, j, t;
#pragma scop
	t = 0;
	while (t < steps) {
		for (i = 1; i < N - 1; i++)
			for (j = 1; j < N - 1; j++)
				B[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
		for (i = 1; i < N - 1; i++)
			for (j = 1; j < N - 1; j++)
				A[i][j] = B[i][j] + t;
		t++;
	}
#pragma endscop
}

void rows(double A[N][M], double x[N], int steps)
{
	int it = 0;
#pragma scop
	while (it < steps) {
		for (int i = 0; i < N; i++) {
			double r[M];
			double s[M] = {0};
			for (int j = 0; j < M; j++) {
				r[j] = A[i][j] * x[i];
				s[j] += r[j];
			}
			x[i] = s[M - 1] + r[0] + it;
		}
		it = it + 1;
	}
#pragma endscop
}

void stops(double x[N], int steps)
{
	int t = 0;
#pragma scop
	while (t < steps) {
		for (int i = 1; i < N; i++)
			x[i] = x[i - 1] * 0.5;
		if (x[N - 1] > 1.0)
			break;
		t++;
	}
#pragma endscop
}
