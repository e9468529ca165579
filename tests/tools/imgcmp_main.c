/*
 * imgcmp_main.c: kforge-imgcmp, two images compared sample by sample (the
 * image examples' outputs against their references).
 *
 *   kforge-imgcmp [--tol T] EXPECTED ACTUAL
 *
 * Both are read with the Quasar run-time library's imread (PNG or TIFF, any
 * depth).  They match when their sizes are equal and no sample differs by
 * more than T (default 1: one step of 8-bit rounding).  Prints one line
 * with the largest difference, where it is, and the PSNR against a peak of
 * 255.  Exit status: 0 match, 1 mismatch, 2 usage or unreadable file.
 */
#include "kforge/qrt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void unreadable(const char *msg, void *ud)
{
    (void)ud;
    fprintf(stderr, "kforge-imgcmp: %s", msg);
    _exit(2);
}

int main(int argc, char **argv)
{
    double tol = 1.0;
    int a = 1;
    if (argc == 5 && strcmp(argv[1], "--tol") == 0) {
        tol = atof(argv[2]);
        a = 3;
    }
    if (argc - a != 2) {
        fprintf(stderr, "usage: kforge-imgcmp [--tol T] EXPECTED ACTUAL\n");
        return 2;
    }
    qrt_set_error_hook(unreadable, NULL);
    qrt_array *E = qrt_imread(argv[a]), *A = qrt_imread(argv[a + 1]);
    int rc = 0;
    if (qrt_dim(E, 0) != qrt_dim(A, 0) || qrt_dim(E, 1) != qrt_dim(A, 1)) {
        printf("size mismatch: %dx%d against %dx%d\n", qrt_dim(E, 0), qrt_dim(E, 1), qrt_dim(A, 0), qrt_dim(A, 1));
        rc = 1;
    } else {
        const float *e = qrt_rd_f(E), *x = qrt_rd_f(A);
        double worst = 0, se = 0;
        size_t at = 0;
        for (size_t i = 0; i < qrt_numel(E); i++) {
            double d = fabs((double)e[i] - x[i]);
            se += d * d;
            if (d > worst || d != d) worst = d, at = i;
        }
        double mse = se / (double)qrt_numel(E);
        size_t px = at / 3;
        int w = qrt_dim(E, 1);
        rc = worst <= tol ? 0 : 1;
        printf("%s: max |diff| %g at [%zu,%zu,%zu] (tolerance %g), PSNR %s%.2f dB\n", rc ? "mismatch" : "match",
               worst, px / (size_t)w, px % (size_t)w, at % 3, tol, mse == 0 ? ">" : "",
               mse == 0 ? 99.0 : 10 * log10(255.0 * 255.0 / mse));
    }
    qrt_release(E);
    qrt_release(A);
    return rc;
}
