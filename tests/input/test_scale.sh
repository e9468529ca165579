#!/usr/bin/env bash
# Files of thousands of fragments (bench/scale/gen.sh: one-loop functions,
# the shape of generated and amalgamated C): `kforge gen` must keep memory
# and time linear in the number of fragments, each function's models and
# plan freed once its code is written.  With the plain build (sanitizers
# reserve address space of their own):
#   - openmp at 500 and 3000 fragments under `ulimit -v` (1 GB) and a time
#     limit: the peak resident memory grows by less than 30 kB a fragment
#     (it was 54 kB when every model was kept), every loop is parallel and
#     the output compiles;
#   - opencl at 3000: no more kernels than the cap, the rest on the host
#     with the reason, and the output compiles.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE_ROOT/${KFORGE_PLAIN:-build/plain}/kforge
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
[ -x /usr/bin/time ] || { tap_skip "scale" "no /usr/bin/time (scripts/setup installs it)"; tap_done; exit; }
cc=${CC:-cc}
# gen TARGET N: the peak resident kB, or "fail"
gen() {
  "$KFORGE_ROOT/bench/scale/gen.sh" "$2" >"$tmp/in$2.c"
  ( ulimit -v 1048576
    timeout 120 /usr/bin/time -o "$tmp/time" -f '%M' \
      "$k" gen --target "$1" "$tmp/in$2.c" -o "$tmp/$1$2.c" 2>"$tmp/$1$2.err" ) && cat "$tmp/time" || echo fail
}
small=$(gen openmp 500) big=$(gen openmp 3000)
if [ "$small" = fail ] || [ "$big" = fail ]; then
  tap_fail "openmp, 500 and 3000 fragments: within 1 GB and two minutes" "$(tail -3 "$tmp"/openmp*.err)"
else
  tap_ok "openmp, 500 and 3000 fragments: within 1 GB and two minutes"
  per=$(( (big - small) / 2500 ))
  if [ "$per" -lt 30 ]; then tap_ok "openmp: $per kB more a fragment (peak $small kB at 500, $big kB at 3000)"
  else tap_fail "openmp: less than 30 kB more a fragment" "$per kB: peak $small kB at 500, $big kB at 3000"; fi
fi
n=$(grep -c '#pragma omp parallel for' "$tmp/openmp3000.c" 2>/dev/null)
if [ "$n" = 3000 ]; then tap_ok "openmp: 3000 loops in parallel"; else tap_fail "openmp: 3000 loops in parallel" "$n"; fi
tap_run "openmp: the output compiles" "$cc" -fopenmp -fsyntax-only "$tmp/openmp3000.c"
peak=$(gen opencl 3000)
if [ "$peak" != fail ]; then tap_ok "opencl, 3000 fragments: within 1 GB and two minutes ($peak kB)"
else tap_fail "opencl, 3000 fragments: within 1 GB and two minutes" "$(tail -3 "$tmp/opencl3000.err")"; fi
n=$(grep -c '^    "__kernel void' "$tmp/opencl3000.c" 2>/dev/null)
host=$(grep -c 'stays on the host: too many kernels in one file' "$tmp/opencl3000.err")
if [ "${n:-0}" -gt 0 ] && [ "$n" -le 256 ] && [ $((n + host)) = 3000 ]; then
  tap_ok "opencl: $n kernels, the $host other loops on the host with the reason"
else tap_fail "opencl: at most 256 kernels, the other loops on the host with the reason" "$n kernels, $host said"; fi
tap_run "opencl: the output compiles" "$cc" -fsyntax-only "$tmp/opencl3000.c"
tap_done
