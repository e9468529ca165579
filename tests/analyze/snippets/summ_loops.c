/* Calls to helpers of the file whose loops run over ranges (summ.c): an
 * access in `for (j = lo; j < hi; j++)` is one access to every element it
 * reaches for j in [lo, hi - 1], the call's arguments substituted, which
 * the model reads exactly (an exists over j).  Each case is a scop of its
 * own: an array's accesses share one shape per fragment.
 *
 *   L1  scale_row(&a[i * N], N, s) then y[i] = dot(&a[i * N], x, N): row i
 *       written, then read; parallel, no reduction (dot's sum is its own)
 *   L2  clear_blk(&b[k * n * 8], n, 8): two nested loops, a[r * n + j],
 *       delinearised along n (0 <= j < n proven over the ranges)
 *   L3  scale_row(A[i], N, s), a row of double A[N][N]: A[i][j]
 *   L4  scale_row(&A[i][1], N - 1, s): j + 1 stays in the row
 *   L5  scale_row(A[i], n, s): n may pass N, the row is not known to hold
 *       the range: A taken whole (a note), sequential
 *   L6  over(&c[i * n], n) writes j <= n on rows of n: rows overlap
 *   L7  cut(&c[i * n], n): a break in its loop, may-writes
 *   L8  fill_ng(&d[i * NG]): its bound the global NG, not written here
 *   L9  NG written in the fragment: the bound is no parameter, the range
 *       cannot be stated, sequential
 *   L10 s += dot(&a[i * N], x, N): a reduction on s
 *   L11 tri(&A[0][0] + ..): a triangle, j from i on, through twice(), a
 *       helper calling helpers
 *   L12 scale_row(V[i] + 1, m, s), rows of a VLA double V[n][m + 1]: its
 *       extent read from clang's type, m + 1, holds j + 1 < m + 1
 *   L13 scale_row(V[i] + 2, m, s): j + 2 may reach m + 1, sequential
 *   L14 a VLA whose extent's variable the function assigns after the
 *       declaration: the row's length is not known, the call a barrier
 *   L15 a scratch row filled by a helper (must-writes of the whole range)
 *       then read by dot in each iteration: privatised, parallel
 *   L16 the same filled by a loop that may return early: may-writes, the
 *       row's values cross iterations, sequential
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L2 k parallel
 * kforge-expect: L3 i parallel
 * kforge-expect: L4 i parallel
 * kforge-expect: L5 i sequential
 * kforge-expect: L6 i sequential
 * kforge-expect: L7 i parallel
 * kforge-expect: L8 i parallel
 * kforge-expect: L9 i sequential
 * kforge-expect: L10 i reduction
 * kforge-expect: L11 i parallel
 * kforge-expect: L12 i parallel
 * kforge-expect: L13 i sequential
 * kforge-expect: L14 i sequential
 * kforge-expect: L15 i parallel
 * kforge-expect: L16 i sequential
 */
#define N 64

int NG;

static void scale_row(double *row, int n, double s)
{
    for (int j = 0; j < n; j++)
        row[j] *= s;
}

static double dot(const double *a, const double *b, int n)
{
    double s = 0.0;
    int j;
    for (j = 0; j < n; j++)
        s += a[j] * b[j];
    return s;
}

static void clear_blk(double *a, int n, int m)
{
    int r, j;
    for (r = 0; r < m; r++)
        for (j = 0; j < n; j++)
            a[r * n + j] = 0.0;
}

static void over(double *row, int n)
{
    for (int j = 0; j <= n; j++)
        row[j] = 1.0;
}

static void cut(double *row, int n)
{
    for (int j = 0; j < n; j++) {
        if (row[j] < 0.0)
            break;
        row[j] = 0.5 * row[j];
    }
}

static void fill(double *row, int n, double v)
{
    for (int j = 0; j < n; j++)
        row[j] = v + j;
}

static void fill_upto(double *row, int n, double v)
{
    for (int j = 0; j < n; j++) {
        if (v + j > 100.0)
            return;
        row[j] = v + j;
    }
}

static void fill_ng(double *r)
{
    for (int j = NG - 1; j >= 0; j--)
        r[j] = 2.0;
}

static void tri(double *a, int n)
{
    for (int i = 0; i < n; i++)
        for (int j = i; j < n; j++)
            a[i * n + j] = 1.0;
}

static void twice(double *a, int n)
{
    tri(a, n);
    scale_row(a + (n - 1) * n, n, 0.5);
}

void ranges(int n, int m, double A[N][N], double *restrict a, double *restrict b,
            double *restrict c, double *restrict d, double *restrict x, double *restrict y,
            double *restrict s)
{
#pragma scop
    for (int i = 0; i < N; i++) {
        scale_row(&a[i * N], N, 0.5 + i);
        y[i] = dot(&a[i * N], x, N);
    }
#pragma endscop
#pragma scop
    for (int k = 0; k < m; k++)
        clear_blk(&b[k * n * 8], n, 8);
#pragma endscop
#pragma scop
    for (int i = 0; i < N; i++)
        scale_row(A[i], N, 2.0);
#pragma endscop
#pragma scop
    for (int i = 0; i < N; i++)
        scale_row(&A[i][1], N - 1, 2.0);
#pragma endscop
#pragma scop
    for (int i = 0; i < N; i++)
        scale_row(A[i], n, 2.0);
#pragma endscop
#pragma scop
    for (int i = 0; i < m; i++)
        over(&c[i * n], n);
#pragma endscop
#pragma scop
    for (int i = 0; i < m; i++)
        cut(&c[i * n], n);
#pragma endscop
#pragma scop
    for (int i = 0; i < m; i++)
        fill_ng(&d[i * NG]);
#pragma endscop
#pragma scop
    NG = n;
    for (int i = 0; i < m; i++)
        fill_ng(&d[i * NG]);
#pragma endscop
#pragma scop
    for (int i = 0; i < N; i++)
        s[0] += dot(&a[i * N], x, N);
#pragma endscop
#pragma scop
    for (int i = 0; i < m; i++)
        twice(&b[i * N * N], N);
#pragma endscop
}

void vla_rows(int n, int m, double V[n][m + 1])
{
#pragma scop
    for (int i = 0; i < n; i++)
        scale_row(V[i] + 1, m, 0.5);
#pragma endscop
#pragma scop
    for (int i = 0; i < n; i++)
        scale_row(V[i] + 2, m, 0.5);
#pragma endscop
}

void vla_moved(int n, int m)
{
    double W[n][m];
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            W[i][j] = i + j;
    m = m + 1;
#pragma scop
    for (int i = 0; i < n; i++)
        scale_row(W[i], m - 1, 2.0);
#pragma endscop
}

void scratch(int n, const double *restrict x, double *restrict y)
{
    double t[N];
#pragma scop
    for (int i = 0; i < n; i++) {
        fill(t, N, 0.5 * i);
        y[i] = dot(t, x, N);
    }
#pragma endscop
#pragma scop
    for (int i = 0; i < n; i++) {
        fill_upto(t, N, 0.5 * i);
        y[i] = dot(t, x, N);
    }
#pragma endscop
}
