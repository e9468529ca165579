#!/usr/bin/env bash
# bench/scale/gen.sh N: a C file of N functions of one loop each, each loop
# its own `#pragma scop` fragment (the shape of generated and amalgamated
# code), on standard output; about 100 bytes a fragment.
set -eu
n=${1:?usage: gen.sh N}
awk -v n="$n" 'BEGIN {
  for (k = 1; k <= n; k++)
    printf "void f%d(int n, double *restrict a, const double *b) {\n#pragma scop\n" \
           "for (int i = 0; i < n; i++) a[i] = b[i] * %d;\n#pragma endscop\n}\n", k, k % 7 + 2
}'
