/* Scalars set on every path through an if or a switch whose test reads
 * data are each iteration's own (src/frontend/c/paths.c); where a path
 * may skip the write, or an outer data-dependent if may skip the whole
 * if, a read may see an earlier iteration's value.
 * kforge-expect: L1 i parallel
 * kforge-expect: L2 i sequential
 * kforge-expect: L3 i sequential
 * kforge-expect: L4 i sequential
 * kforge-expect: L5 i parallel
 * kforge-expect: L6 i sequential
 * kforge-expect: L7 i sequential
 * kforge-expect: L8 i parallel
 * kforge-expect: L9 i parallel
 * kforge-expect: L10 i sequential
 */
void f(int n, double *restrict out, const double *restrict in, const int *restrict kind, int mode)
{
  double w, u;
#pragma scop
  /* else-if chain ending in else: every path sets w */
  for (int i = 0; i < n; i++) {
    if (kind[i] == 0) w = 1.0; else if (kind[i] == 1) w = 0.5; else w = in[i];
    out[i] = w * in[i];
  }
  /* no final else: the previous iteration's w may be read */
  for (int i = 0; i < n; i++) {
    if (kind[i] == 0) w = 1.0; else if (kind[i] == 1) w = 0.5;
    out[i] = w * in[i];
  }
  /* under an outer data-dependent if: neither branch need run */
  for (int i = 0; i < n; i++) {
    if (in[i] > 0) { if (kind[i] == 0) w = 1.0; else w = 2.0; }
    out[i] = w * in[i];
  }
  /* read in the then-branch before its write */
  for (int i = 0; i < n; i++) {
    if (kind[i] == 0) { out[i] = w; w = 1.0; } else w = 2.0;
    out[i] += w;
  }
  /* switch: every label reaches a write, falling through */
  for (int i = 0; i < n; i++) {
    switch (kind[i]) {
    case 0:
    case 1: w = 1.0; break;
    case 2: u = 3.0; /* fall through */
    default: { w = in[i]; break; }
    }
    out[i] = w;
  }
  /* switch without default */
  for (int i = 0; i < n; i++) {
    switch (kind[i]) { case 0: w = 1.0; break; case 1: w = 2.0; break; }
    out[i] = w;
  }
  /* switch where one case breaks before the write */
  for (int i = 0; i < n; i++) {
    switch (kind[i]) { case 0: if (in[i] > 0) break; w = 1.0; break; default: w = 2.0; }
    out[i] = w;
  }
  /* affine outer if: the joint write counts where the if holds */
  for (int i = 0; i < n; i++) {
    if (i > mode) { if (kind[i] == 0) w = 1.0; else w = 2.0; out[i] = w; }
  }
  /* a switch read case by case: b[i] and a[i] at their subscripts */
  for (int i = 0; i < n; i++) {
    switch (i & 3) { case 0: out[i] = in[i]; break; default: out[i] = -in[i]; }
  }
  /* a label inside an if starts a path that writes no w (stays opaque) */
  for (int i = 0; i < n; i++) {
    switch (kind[i]) { case 0: w = 1.0; if (in[i] > 0) { case 1: u = 0.0; } break; default: w = 3.0; }
    out[i] = w + u;
  }
#pragma endscop
}
