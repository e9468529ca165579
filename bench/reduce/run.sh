#!/usr/bin/env bash
# bench/reduce/run.sh [N]: bench/reduce/dot.c (8 dot products and a max
# over N doubles, default 1<<22) built sequentially and by `kforge gen
# --target opencl --reduction=MODE` for each mode OpenCL has, measured by
# `kforge verify --runs 3` (best of three each, outputs checked; the
# sequential build is the anchor of every line, measured in the same run).
# Not part of `make check`.  On PoCL the OpenCL times include the device's
# program build (cached by PoCL after the first run) and the copies.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
kforge=${KFORGE:-$root/build/plain/kforge}
n=${1:-4194304}
printf '%-8s %9s %9s %8s\n' mode "seq s" "opencl s" speedup
for m in shared atomic; do
  out=$("$kforge" verify --target opencl --reduction=$m --runs 3 "$root/bench/reduce/dot.c" -- -DN=$n 2>&1 | tail -1)
  if [[ $out =~ sequential\ ([0-9.]+)\ s,\ [a-z]+\ ([0-9.]+)\ s:\ speedup\ ([0-9.]+)x ]]; then
    printf '%-8s %9s %9s %7sx\n' $m "${BASH_REMATCH[1]}" "${BASH_REMATCH[2]}" "${BASH_REMATCH[3]}"
  else
    printf '%-8s failed: %s\n' $m "$out"
  fi
done
