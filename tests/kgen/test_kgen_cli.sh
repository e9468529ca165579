#!/usr/bin/env bash
# `kforge kgen`: options, exit statuses, the example list.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE

expect_rc() { # NAME RC CMD...
  local name=$1 want=$2 out rc; shift 2
  out=$("$@" 2>&1); rc=$?
  if [ "$rc" -eq "$want" ]; then tap_ok "$name"; else tap_fail "$name" "exit $rc, wanted $want: $out"; fi
}
expect_out() { # NAME PATTERN CMD...
  local name=$1 pat=$2 out; shift 2
  out=$("$@" 2>&1)
  if printf '%s' "$out" | grep -Eq -- "$pat"; then tap_ok "$name"; else tap_fail "$name" "no /$pat/ in: $out"; fi
}

expect_rc  "kgen --help exits 0" 0 "$k" kgen --help
expect_out "kgen --help shows the options" "--dialect" "$k" kgen --help
expect_rc  "kgen --list exits 0" 0 "$k" kgen --list
for e in example1 example2 example3 square-sum saxpy sumsq; do
  expect_out "kgen --list lists $e" "^$e " "$k" kgen --list
done
expect_out "default dialect is OpenCL" "^__kernel void saxpy" "$k" kgen saxpy
expect_out "--dialect cuda" "__global__ void saxpy" "$k" kgen --dialect cuda saxpy
expect_out "-d openmp" "#pragma omp parallel for" "$k" kgen -d openmp saxpy
expect_out "--dialect=cuda" "__syncthreads" "$k" kgen --dialect=cuda sumsq
expect_rc  "unknown option is a usage error" 2 "$k" kgen --frobnicate
expect_rc  "unknown dialect is a usage error" 2 "$k" kgen --dialect fortran saxpy
expect_out "unknown dialect is named" "unknown dialect 'fortran'" "$k" kgen --dialect fortran saxpy
expect_rc  "--dialect without argument is a usage error" 2 "$k" kgen saxpy --dialect
expect_out "--dialect without argument says so" "needs an argument" "$k" kgen saxpy --dialect
expect_out "unknown short option is named" "unknown option '-z'" "$k" kgen -z saxpy
expect_rc  "no example is a usage error" 2 "$k" kgen
expect_rc  "unknown example is a usage error" 2 "$k" kgen nope
expect_out "unknown example is named" "unknown example 'nope'" "$k" kgen nope
expect_rc  "two examples are a usage error" 2 "$k" kgen saxpy sumsq
tap_done
