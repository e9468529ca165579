#!/usr/bin/env bash
# The loop parallelizer's dependence test (src/codegen/quasar_dep.c):
# tests/quasar/deps/serial.q holds loops whose iterations depend on each
# other (each must stay serial with the seed's reason at its cause),
# parallel.q loops that are independent though not written with whole
# iterators as indices (each must become a kernel).  `kforge analyze` of
# each is a golden file (KFORGE_REGEN=1 rewrites it); each program must print
# what its sequential build (--no-parallelize) prints, on OpenMP (2
# threads) and with --target opencl.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export KFORGE_CACHE=$tmp/cache OMP_NUM_THREADS=2
cd "$KFORGE_ROOT/tests/quasar/deps" || exit 1
for q in serial parallel; do
  if $k analyze $q.q >"$tmp/$q.analyze" 2>"$tmp/$q.err" && [ ! -s "$tmp/$q.err" ]; then
    tap_diff "analyze deps/$q.q" "$q.analyze" "$tmp/$q.analyze"
  else
    tap_fail "analyze deps/$q.q" "$(cat "$tmp/$q.err")"
  fi
  if ! $k run --no-parallelize $q.q >"$tmp/$q.seq" 2>&1; then
    tap_fail "deps/$q.q: the sequential build runs" "$(cat "$tmp/$q.seq")"; continue
  fi
  for t in openmp opencl; do
    if $k run --target $t $q.q >"$tmp/$q.$t" 2>&1 && cmp -s "$tmp/$q.seq" "$tmp/$q.$t"; then
      tap_ok "deps/$q.q on $t prints what the sequential build prints"
    else
      tap_fail "deps/$q.q on $t prints what the sequential build prints" "$(diff "$tmp/$q.seq" "$tmp/$q.$t" | head)"
    fi
  done
done
# the C: the 2-D nests collapse, a private read after its loop is lastprivate
$k gen parallel.q -o "$tmp/p.c"
if grep -q "collapse(2)" "$tmp/p.c" && grep -q "lastprivate(" "$tmp/p.c"; then
  tap_ok "deps/parallel.q: collapse(2) and lastprivate in the C"
else
  tap_fail "deps/parallel.q: collapse(2) and lastprivate in the C" "$(grep -n "pragma omp" "$tmp/p.c")"
fi
tap_done
