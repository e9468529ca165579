void f(int n, double *restrict a, double *restrict b) {
  int j;
#pragma scop
  for (int i = 0; i < n; i++) {
    for (j = 0; j < a[i]; j++)
      ;
    a[i + 1] = j;
  }
#pragma endscop
}
void g(int n, double *restrict a) {
  int j;
#pragma scop
  for (int i = 0; i < n; i++) {
    j = i;
    a[j] = 0;
    for (j = 0; j < n; j++)
      a[j] += 1;
  }
#pragma endscop
}
