/*
 * batched_gen_main.c: kforge-batched_gen PREC TA TB TM TN MODE DIALECT
 * prints the batched GEMM kernel (kf_blas_batched_gen) for the tests:
 * PREC s, d or h; MODE 0 strided, 1 summed, 2 arrays; DIALECT opencl or
 * cuda; kforge-batched_gen sum PREC DIALECT prints the reduction that
 * ends mode 3 (kf_blas_batched_sum_gen).  Exit 1 with the reason on
 * stderr when the generator refuses.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kforge/blas_batched.h"

int main(int argc, char **argv)
{
    if (argc == 4 && !strcmp(argv[1], "sum")) {
        char *sum = kf_blas_batched_sum_gen(argv[2][0], !strcmp(argv[3], "cuda") ? KF_BLAS_CUDA : KF_BLAS_OPENCL);
        if (sum)
            fputs(sum, stdout);
        else
            fprintf(stderr, "kforge-batched_gen: %s\n", kf_blas_last_error());
        free(sum);
        return sum ? 0 : 1;
    }
    if (argc != 8) {
        fprintf(stderr, "usage: kforge-batched_gen PREC TA TB TM TN MODE opencl|cuda\n");
        return 2;
    }
    kf_blas_dialect d = !strcmp(argv[7], "cuda") ? KF_BLAS_CUDA : !strcmp(argv[7], "opencl") ? KF_BLAS_OPENCL
                                                                                           : (kf_blas_dialect)-1;
    char *src = kf_blas_batched_gen(argv[1][0], atoi(argv[2]), atoi(argv[3]), atoi(argv[4]),
                                    atoi(argv[5]), atoi(argv[6]), d);
    if (!src) {
        fprintf(stderr, "kforge-batched_gen: %s\n", kf_blas_last_error());
        return 1;
    }
    fputs(src, stdout);
    free(src);
    return 0;
}
