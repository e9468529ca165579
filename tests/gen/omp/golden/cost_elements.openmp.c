/* kforge 0.1.0: tests/gen/omp/cost_elements.c for openmp; 1 loop in parallel */
/* Loop bounds read from elements of an integer array with constant
 * subscripts (NPB's `i <= grid_points[0] - 2`, `dims[1]`): where the
 * fragment writes nothing that may change the element, it is a parameter
 * of the fragment like a struct member (frontend/c/member.c), so the
 * bounds are affine and the work is tested at run time (an if clause);
 * where the fragment writes the array it stays a read, with a warning; an
 * int store through a pointer that may reach it blocks the loops above the
 * store unless a run-time test finds them apart (none here: L2 is sequential). */
#include <stdio.h>

#ifndef G
#define G 12
#endif

static int grid_points[3];
static double u[G][G][G], rhs[G][G][G];

static void add(void)
{
	int i, j, k;
#pragma scop
	if (1.0 * grid_points[0] * grid_points[1] * grid_points[2] - 2.0 * grid_points[1] * grid_points[2] - 2.0 * grid_points[0] * grid_points[2] - 2.0 * grid_points[0] * grid_points[1] + 4 * grid_points[2] + 4 * grid_points[1] + 4 * grid_points[0] - 8 >= 8192) {
	#pragma omp parallel for private(j, k) if(1.0 * grid_points[0] * grid_points[1] * grid_points[2] - 2.0 * grid_points[1] * grid_points[2] - 2.0 * grid_points[0] * grid_points[2] - 2.0 * grid_points[0] * grid_points[1] + 4 * grid_points[2] + 4 * grid_points[1] + 4 * grid_points[0] - 8 >= 8192)
	for (i = 1; i <= grid_points[0] - 2; i++)
		for (j = 1; j <= grid_points[1] - 2; j++)
			#pragma omp simd
			for (k = 1; k <= grid_points[2] - 2; k++)
				u[i][j][k] = u[i][j][k] + rhs[i][j][k] * 0.5;
	} else {
	for (i = 1; i <= grid_points[0] - 2; i++)
		for (j = 1; j <= grid_points[1] - 2; j++)
			#pragma omp simd
			for (k = 1; k <= grid_points[2] - 2; k++)
				u[i][j][k] = u[i][j][k] + rhs[i][j][k] * 0.5;
	}
#pragma endscop
}

static void counted(int *count, const int *dims)
{
#pragma scop
	for (int i = 0; i < dims[0]; i++) {
		count[i % 3] += 1;
		rhs[i][0][0] = i * 0.25;
	}
	for (int i = 0; i < grid_points[0]; i++) {
		rhs[i][1][1] = grid_points[2] + i;
		grid_points[1] = i % G;
	}
#pragma endscop
}

int main(void)
{
	int count[3] = {0, 0, 0};
	grid_points[0] = grid_points[1] = grid_points[2] = G;
	for (int i = 0; i < G; i++)
		for (int j = 0; j < G; j++)
			for (int k = 0; k < G; k++) {
				u[i][j][k] = (i * 7 + j * 3 + k) % 11;
				rhs[i][j][k] = (i + 2 * j + 3 * k) % 5;
			}
	add();
	counted(count, grid_points);
	add();
	double s = 0;
	for (int i = 0; i < G; i++)
		for (int j = 0; j < G; j++)
			for (int k = 0; k < G; k++)
				s += u[i][j][k] * (i + 1) + rhs[i][j][k] * (k + 2);
	printf("%.6f %d %d %d %d\n", s, count[0], count[1], count[2], grid_points[1]);
	return 0;
}
