#!/usr/bin/env bash
# kforge verify --generated OUT: the output kforge gen wrote is the one
# built and compared (OpenMP, OpenCL; CUDA's pair built), a wrong one is
# reported as differing, a missing one as an input error.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
k=$KFORGE
src=$KFORGE_ROOT/tests/kernels/gemm.c
for t in openmp opencl; do
  if ! "$k" gen --target $t "$src" -o "$tmp/$t.c" 2>"$tmp/$t.err"; then
    tap_fail "$t: kforge gen" "$(cat "$tmp/$t.err")"; continue
  fi
  if out=$("$k" verify --target $t --generated "$tmp/$t.c" "$src" 2>&1) && grep -q "outputs agree" <<<"$out"; then
    tap_ok "$t: the output as written agrees"
  else
    tap_fail "$t: the output as written agrees" "$out"
  fi
  # the same output with its sums turned into differences: it is this file
  # that runs, not one generated again
  sed 's/+=/-=/' "$tmp/$t.c" >"$tmp/$t.bad.c"
  out=$("$k" verify --target $t --generated "$tmp/$t.bad.c" "$src" 2>&1); rc=$?
  if [ $rc -eq 1 ] && grep -q "outputs DIFFER" <<<"$out"; then
    tap_ok "$t: an output changed by hand differs"
  else
    tap_fail "$t: an output changed by hand differs" "exit $rc: $out"
  fi
done
out=$("$k" verify --generated "$tmp/none.c" "$src" 2>&1); rc=$?
if [ $rc -ne 0 ] && grep -q "cannot read $tmp/none.c" <<<"$out"; then
  tap_ok "a missing output: an input error naming it"
else
  tap_fail "a missing output: an input error naming it" "exit $rc: $out"
fi
if [ -n "${NVCC:-}" ]; then
  if "$k" gen --target cuda "$src" -o "$tmp/cu.c" 2>"$tmp/cu.err" &&
     out=$("$k" verify --target cuda --generated "$tmp/cu.c" "$src" 2>&1) &&
     grep -Eq "compiled, not run|outputs agree" <<<"$out"; then
    tap_ok "cuda: the pair kforge gen wrote (.c and .cu) builds"
  else
    tap_fail "cuda: the pair kforge gen wrote (.c and .cu) builds" "$(cat "$tmp/cu.err"; echo "$out")"
  fi
  rm -f "$tmp/cu.cu"
  out=$("$k" verify --target cuda --generated "$tmp/cu.c" "$src" 2>&1); rc=$?
  if [ $rc -ne 0 ] && grep -q "cannot read $tmp/cu.cu" <<<"$out"; then
    tap_ok "cuda: a missing .cu named"
  else
    tap_fail "cuda: a missing .cu named" "exit $rc: $out"
  fi
else
  tap_skip "cuda: the pair kforge gen wrote (.c and .cu) builds" "no \$NVCC"
  tap_skip "cuda: a missing .cu named" "no \$NVCC"
fi
tap_done
