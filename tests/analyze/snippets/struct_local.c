/* A struct declared in a loop's body (PPCG's tests/struct4.c declares
 * one): each iteration makes it anew and the fragment sets it, so its
 * members are no parameters of the fragment, and kforge does not say why
 * they are not (it said "struct member 'b.a' is not a parameter of the
 * fragment: the fragment writes 'b'"); that the struct is modelled as a
 * whole it still says.  The loop is parallel.
 * kforge-expect: L1 i parallel
 */
struct pt {
  double a, b;
  int n;
};

void f(int n, double *restrict y, const double *restrict x)
{
#pragma scop
  for (int i = 0; i < n; i++) {
    struct pt b;
    b.a = x[i] * 2.0;
    b.b = x[i] + 1.0;
    b.n = i % 3;
    y[i] = b.a * b.b + b.n;
  }
#pragma endscop
}
