/* nearest.c: helpers of the file that take pointers and only read through
 * them, called in loops the way Rodinia's kmeans (find_nearest_point(
 * feature[i], nfeatures, clusters, nclusters), which calls euclid_dist_2)
 * and particlefilter (findIndex(CDF, n, u[j])) call theirs.  Such a call
 * reads, at most, every element its pointer arguments reach (a row of an
 * array of row pointers: the whole array) and writes nothing, so:
 *   - assign: each point's nearest centre, through two such helpers, one
 *     given a row of `double **pts`: parallel;
 *   - resample: a search of a cumulative table: parallel;
 *   - smooth: a helper reads the array the loop writes (a whole row sum
 *     of `v`): the call's read of all of `v` keeps it sequential;
 *   - bump: a helper that writes count[member[i]] through its pointer
 *     (its summary, summ.c): sequential, count and member may overlap.
 * Written for kforge's tests. */
#include <stdio.h>
#include <stdlib.h>

static double dist2(const double *a, const double *b, int nf)
{
    double s = 0.0;
    for (int f = 0; f < nf; f++)
        s += (a[f] - b[f]) * (a[f] - b[f]);
    return s;
}

static int nearest(const double *pt, int nf, const double *centres, int k)
{
    int best = 0;
    double bd = dist2(pt, centres, nf);
    for (int c = 1; c < k; c++) {
        double d = dist2(pt, centres + c * nf, nf);
        if (d < bd) {
            bd = d;
            best = c;
        }
    }
    return best;
}

static int first_at_least(const double *cdf, int n, double v)
{
    for (int x = 0; x < n; x++)
        if (cdf[x] >= v)
            return x;
    return n - 1;
}

static double row_sum(const double *v, int n)
{
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += v[i];
    return s;
}

static int bump(int *count, int c)
{
    count[c] += 1;
    return count[c];
}

static void assign(double **pts, int npts, int nf, const double *centres, int k, int *member)
{
#pragma scop
    for (int i = 0; i < npts; i++)
        member[i] = nearest(pts[i], nf, centres, k);
#pragma endscop
}

static void resample(const double *cdf, int n, const double *u, const double *x, double *xj)
{
#pragma scop
    for (int j = 0; j < n; j++) {
        int i = first_at_least(cdf, n, u[j]);
        xj[j] = x[i];
    }
#pragma endscop
}

static void smooth(double *v, int n)
{
#pragma scop
    for (int i = 1; i < n; i++)
        v[i] = 0.5 * v[i] + 1e-6 * row_sum(v, n);
#pragma endscop
}

static void tally(const int *member, int n, int *count, int *last)
{
#pragma scop
    for (int i = 0; i < n; i++)
        last[i] = bump(count, member[i]);
#pragma endscop
}

int main(void)
{
    enum { N = 20000, NF = 4, K = 7 };
    double **pts = malloc(N * sizeof *pts);
    double *flat = malloc(N * NF * sizeof *flat), centres[K * NF];
    int *member = malloc(N * sizeof *member), *last = malloc(N * sizeof *last), count[K] = {0};
    double *cdf = malloc(N * sizeof *cdf), *u = malloc(N * sizeof *u);
    double *x = malloc(N * sizeof *x), *xj = malloc(N * sizeof *xj), *v = malloc(300 * sizeof *v);
    for (int i = 0; i < N; i++) {
        pts[i] = flat + i * NF;
        for (int f = 0; f < NF; f++)
            pts[i][f] = (double)((i * 31 + f * 17) % 101) / 10.0;
        x[i] = (double)(i % 97);
        u[i] = (double)((i * 13) % N) / N;
        cdf[i] = (double)(i + 1) / N;
    }
    for (int c = 0; c < K * NF; c++)
        centres[c] = (double)((c * 7) % 11);
    for (int i = 0; i < 300; i++)
        v[i] = (double)(i % 9);
    assign(pts, N, NF, centres, K, member);
    resample(cdf, N, u, x, xj);
    smooth(v, 300);
    tally(member, N, count, last);
    double s = 0.0;
    long m = 0;
    for (int i = 0; i < N; i++) {
        m += member[i] * (i % 5 + 1) + last[i];
        s += xj[i];
    }
    for (int i = 0; i < 300; i++)
        s += v[i] * (i % 3 + 1);
    printf("%ld %.6f %d %d\n", m, s, count[0], count[K - 1]);
    free(pts); free(flat); free(member); free(last); free(cdf); free(u); free(x); free(xj); free(v);
    return 0;
}
