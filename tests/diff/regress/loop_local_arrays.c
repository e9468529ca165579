/* Arrays declared in a loop body (front end: stmt.c, kf_fe_var_init): each
 * iteration's own, with no statement for a declaration without an
 * initialiser (`double r[m];` once read its size as a value written to r),
 * a VLA, an aligned one, one zeroed by `= {0}`; the loops around them run
 * in parallel and the results equal the program's. */
#include <stdio.h>
#define N 64
#define M 8
static double A[N][M], B[N], C[N][M];
void f(int n, int m)
{
#pragma scop
	for (int t = 0; t < 3; t++)
	for (int i = 1; i < n; i++) {
	  double r[m];
	  double w[M] __attribute__((aligned(64)));
	  for (int j = 0; j < m; j++) {
	    r[j] = A[i][j] * 2.0 + B[i-1];
	    w[j] = r[j] * 0.5;
	  }
	  for (int j = 0; j < m; j++)
	    C[i][j] = r[j] + w[m - 1 - j];
	}
	for (int i = 0; i < n; i++) {
	  double q[M] = {0};
	  for (int j = 0; j < m; j++)
	    B[i] += q[j] + C[i][j];
	}
#pragma endscop
}
int main(void){for(int i=0;i<N;i++){B[i]=i*0.1;for(int j=0;j<M;j++)A[i][j]=(i+j)%5;} f(N,M); for(int i=0;i<N;i++)printf("%g %g\n",B[i],C[i][3]); return 0;}
