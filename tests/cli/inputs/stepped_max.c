/* A stepped loop from a MAX start: over-approximated, the warning naming the step (stmt.c, try_for). */
#define MAX(a, b) ((a) > (b) ? (a) : (b))
void f(int n, double A[n][n])
{
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = MAX(i - 2, 0); j < n; j += 2)
      A[i][j] = A[i][j] + 1;
#pragma endscop
}
