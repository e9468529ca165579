/* Seed 236 of randfeat.py, reduced: an else-if chain on (i + j) % 3, data
 * and ((j + i) >> 1) % 2 sets t, read after it.  isl's value-based flow
 * of t (its search for the last write, level by level, over domains with
 * quotients by 3 and 4) ran for minutes in `kforge analyze` and `kforge
 * gen` (over 300 s for the whole program); deps.c now asks whether a
 * read of t is covered by a write of its own iteration (scalar_crosses),
 * a difference of sets, under a bound of isl operations.  t crosses
 * iterations (on the data path it keeps an earlier value), so both loops
 * stay sequential; test_analyze.sh times `kforge gen` on it. */
#include <stdio.h>

static double A0[96][96];
static double A1[96][96];
static double A2[96][96];

static int clampi(int v, int lo, int hi)
{
	return v < lo ? lo : (v > hi ? hi : v);
}

static void f1(int n, int m)
{
	double t = 0.25;
#pragma scop
	for (int i = -2; i < n; i++)
		for (int j = 1; j < m; j++) {
			if ((i + j) % 3 == 1) {
				t = 0.375 * A0[(i) + 2][(i + 2) % 3] + 0.25 * A2[clampi(j + 1, 0, 95)][j + 2];
			} else if (A2[clampi(i - 3, 0, 95)][((i - 3) & 1)] > 0.8) {
				t = 0.5 * A0[((i) / 2) + 1][i + 2] + 0.25;
			} else if (((j + i) >> 1) % 2 == 0) {
				t = 0.5 * A2[(j) >> 1][((i) >> 2) + 1] + 0.25;
			} else {
				t = 0.5;
				if ((i + j) % 3 == 1) {
					if ((i + j) % 3 == 1) {
					} else if (A2[j][(j + 2) / 3] > 1.1) {
					}
				}
			}
			A1[(i - 1) + 3][j] = 0.5 * t + 0.25 * A0[(i) + 2][((i) >> 2) + 1] + 0.125;
		}
#pragma endscop
	printf("f1 t %.12g\n", t);
}

int main(void)
{
	for (int i = 0; i < 96; i++)
		for (int j = 0; j < 96; j++) {
			A0[i][j] = (double)((i * 9 + j * 4 + 5) % 11) / 11 + 0.5;
			A1[i][j] = (double)((i * 7 + j * 9 + 3) % 11) / 11 + 0.5;
			A2[i][j] = (double)((i * 8 + j * 2 + 0) % 11) / 11 + 0.5;
		}
	f1(91, 87);
	f1(6, 9);
	f1(7, 0);
	f1(5, 8);
	f1(0, 8);
	for (int i = 0; i < 96; i++)
		for (int j = 0; j < 96; j++)
			printf("A1 %d %d %.12g\n", i, j, A1[i][j]);
	return 0;
}
