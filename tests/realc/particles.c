/* particles.c: a particle filter's weighting step as OpenMP programs are
 * written once their pragmas are removed: <omp.h> still included (kforge
 * reads it as its own declarations of the runtime routines), buffers from
 * malloc inside the function beside parameter pointers (a block the
 * function allocates cannot overlap what a parameter pointed to on entry),
 * an index table filled and then read through, a sum and a
 * normalisation. */
#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

static double *likelihoods(const int *img, int w, int h, const double *px, const double *py,
                           int np, const int *dx, const int *dy, int nd, const double *prior,
                           double *sum_out)
{
    int *ind = (int *)malloc(sizeof(int) * np * nd);
    double *like = malloc(sizeof(double) * np), *weights = malloc(sizeof(double) * np);
    double sum = 0;
#pragma scop
    for (int p = 0; p < np; p++) {
        for (int d = 0; d < nd; d++) {
            int x = (int)px[p] + dx[d], y = (int)py[p] + dy[d];
            x = x < 0 ? 0 : x >= w ? w - 1 : x;
            y = y < 0 ? 0 : y >= h ? h - 1 : y;
            ind[p * nd + d] = y * w + x;
        }
        like[p] = 0;
        for (int d = 0; d < nd; d++)
            like[p] += ((img[ind[p * nd + d]] - 100) * (img[ind[p * nd + d]] - 100) -
                        (img[ind[p * nd + d]] - 228) * (img[ind[p * nd + d]] - 228)) / 50.0;
        weights[p] = prior[p] * exp(like[p] / nd / 1000.0);
    }
    for (int p = 0; p < np; p++)
        sum += weights[p];
    for (int p = 0; p < np; p++)
        weights[p] = weights[p] / sum;
#pragma endscop
    free(ind);
    free(like);
    *sum_out = sum;
    return weights;
}

int main(void)
{
    int w = 128, h = 96, np = 4000, nd = 13;
    int *img = malloc(sizeof(int) * w * h), *dx = malloc(sizeof(int) * nd), *dy = malloc(sizeof(int) * nd);
    double *px = malloc(sizeof(double) * np), *py = malloc(sizeof(double) * np), *wt = malloc(sizeof(double) * np);
    for (int i = 0; i < w * h; i++)
        img[i] = (i * 37) % 256;
    for (int d = 0; d < nd; d++) {
        dx[d] = d % 5 - 2;
        dy[d] = d / 5 - 1;
    }
    for (int p = 0; p < np; p++) {
        px[p] = (double)((p * 7919) % (w * 10)) / 10.0;
        py[p] = (double)((p * 104729) % (h * 10)) / 10.0;
        wt[p] = 1.0 / np;
    }
    double s;
    double *post = likelihoods(img, w, h, px, py, np, dx, dy, nd, wt, &s);
    double ex = 0, ey = 0;
    for (int p = 0; p < np; p++) {
        ex += px[p] * post[p];
        ey += py[p] * post[p];
    }
    printf("%.9f %.9f %.9f\n", s, ex, ey);
    free(img);
    free(dx);
    free(dy);
    free(px);
    free(py);
    free(wt);
    free(post);
    return 0;
}
