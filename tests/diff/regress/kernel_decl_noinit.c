/* Scalars declared in a parallel loop's body without an initialiser
 * (`double t;`, `int q, r;`) are no statement of the model, and a kernel's
 * text began at the body's first statement: the OpenCL and CUDA kernels
 * used t, q and r undeclared and did not build.  The kernel's text now
 * starts at the first such declaration (a static one included, which
 * then keeps the loop on the host). */
#include <stdio.h>

#define N 300

static double a[N], b[N], c[N], d[N];

static void kernel(int n)
{
#pragma scop
	for (int i = 0; i < n; i++) {
		double t;
		int q, r;
		q = i % 7;
		r = (i * 3) % 5;
		t = a[i] * q + r;
		b[i] = t * 0.5;
	}
	for (int i = 1; i < n - 1; i++) {
		/* a comment before the declaration */
		double lo, hi;
		lo = a[i - 1] < a[i + 1] ? a[i - 1] : a[i + 1];
		hi = a[i - 1] < a[i + 1] ? a[i + 1] : a[i - 1];
		c[i] = hi - lo + b[i];
	}
	/* a static one is one object for every iteration: the loop stays on
	 * the host (its declaration was left out of the kernel's text too) */
	for (int i = 0; i < n; i++) {
		static double last;
		last = b[i] + c[i];
		d[i] = last * 0.25;
	}
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < N; i++)
		a[i] = (double)((i * 7 + 3) % 17) / 17 + 0.25;
	kernel(N);
	for (int i = 0; i < N; i++)
		printf("%.12g %.12g %.12g\n", b[i], c[i], d[i]);
	return 0;
}
