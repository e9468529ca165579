#!/usr/bin/env bash
# `kforge tune --device cpu`: the CPU solver's GEMM blocking tuned (each
# variant checked before it is timed) into a store of this CPU's own,
# printed by --show, chosen by the selector (--explain), a corrupt store
# reported and ignored.  Needs no OpenCL device.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
export KFORGE_STORE_DIR=$(mktemp -d)
export KFORGE_CACHE_DIR=$KFORGE_ROOT/build/kforge-cache
trap 'rm -rf "$KFORGE_STORE_DIR"' EXIT

expect_rc() { # NAME RC CMD...
  local name=$1 want=$2 out rc; shift 2
  out=$("$@" 2>&1); rc=$?
  if [ "$rc" -eq "$want" ]; then tap_ok "$name"; else tap_fail "$name" "exit $rc, wanted $want: $out"; fi
}

out=$("$k" tune --list 2>&1)
if grep -q "^cpu: cpu .*|[0-9]* threads (the C/OpenMP CPU solver)$" <<<"$out"; then
  tap_ok "--list names the CPU solver"
else
  tap_fail "--list names the CPU solver" "$out"
fi
expect_rc "--device cpu --routine trsm is a usage error" 2 "$k" tune --device cpu --routine trsm
expect_rc "--device cpu --exhaustive is a usage error" 2 "$k" tune --device cpu --exhaustive

out=$("$k" tune --device cpu --show 2>&1)
if [ $? = 0 ] && grep -q "not tuned yet" <<<"$out" && grep -q "^device cpu " <<<"$out"; then
  tap_ok "--show on an untuned CPU"
else
  tap_fail "--show on an untuned CPU" "$out"
fi

budget=5
t0=$(date +%s)
out=$("$k" tune --device cpu --size small --precision all --budget $budget 2>&1); rc=$?
t1=$(date +%s)
store=$(ls "$KFORGE_STORE_DIR"/cpu_*.store 2>/dev/null | head -1)
if [ $rc = 0 ] && [ -n "$store" ] && grep -q "^gemm s small pattern=global .* mc=[0-9]* nc=[0-9]* tasks=[0-9]*\( threads=[0-9]*\)\?\( fork=[0-9]*\)\? gflops=" "$store" &&
   grep -q "^gemm d small pattern=global " "$store"; then
  tap_ok "tune --device cpu writes the CPU's store"
else
  tap_fail "tune --device cpu writes the CPU's store" "rc $rc: $out"
fi
# an entry on every thread carries the fork threshold its ladder measured
# (kf_tune_cpu_fork_pick); one on one thread has no use for it
if [ -n "$store" ] && ! grep -E "^gemm [sd] small " "$store" | grep -v " threads=1 " | grep -qv " fork=[0-9]"; then
  tap_ok "an entry on every thread has its measured fork="
else
  tap_fail "an entry on every thread has its measured fork=" "$(cat "$store" 2>/dev/null) $out"
fi
if grep -q '^\[  1/' <<<"$out" && grep -q "GFLOP/s" <<<"$out" && ! grep -q "WRONG" <<<"$out"; then
  tap_ok "tune --device cpu reports progress, no wrong variant"
else
  tap_fail "tune --device cpu reports progress" "$out"
fi
# two precisions, each within the budget (a compile under way may end late)
if [ $((t1 - t0)) -le $((2 * budget + 10)) ]; then tap_ok "the budget is kept ($((t1 - t0)) s for two)"
else tap_fail "the budget is kept" "$((t1 - t0)) s"; fi

out=$("$k" tune --device cpu --show 2>&1)
if grep -q "^gemm s small" <<<"$out" && grep -q "^end$" <<<"$out" && ! grep -qi warning <<<"$out"; then
  tap_ok "--show --device cpu prints the store"
else
  tap_fail "--show --device cpu prints the store" "$out"
fi

# a distinctive entry: the selector reports it for GEMM, and for TRMM and
# TRSM (GEMM's entry, theirs untuned), its thread cap included; the large
# class stays on the defaults
sed -i 's/^gemm s small .*gflops/gemm s small pattern=global wg=2x1 tile=16x12 kb=40 ku=1 store=vars mc=24 nc=48 tasks=3 threads=1 gflops/' "$store"
out=$("$k" tune --device cpu --explain --routine all --precision s --size all 2>&1)
if grep -q "^gemm s small: cpu store gemm: pattern=global wg=2x1 tile=16x12 kb=40 ku=1 store=vars mc=24 nc=48 tasks=3 threads=1$" <<<"$out" &&
   grep -q "^trmm s small: cpu store gemm: .*kb=40 .*mc=24 nc=48 tasks=3 threads=1$" <<<"$out" &&
   grep -q "^trsm s small: cpu store gemm: nb=32 .*kb=40 .*mc=24 nc=48 tasks=3 threads=1$" <<<"$out" &&
   grep -q "^gemm s large: cpu defaults: " <<<"$out"; then
  tap_ok "--explain --device cpu: the store's entry, else the defaults"
else
  tap_fail "--explain --device cpu: the store's entry, else the defaults" "$out"
fi
out=$(KFORGE_CPU_GEMM_PARAMS="kb=64 mc=32 nc=64 tasks=2" "$k" tune --device cpu --explain --size small 2>&1)
if grep -q "^gemm s small: KFORGE_CPU_GEMM_PARAMS: .*kb=64 .*mc=32 nc=64 tasks=2$" <<<"$out"; then
  tap_ok "KFORGE_CPU_GEMM_PARAMS overrides the store"
else
  tap_fail "KFORGE_CPU_GEMM_PARAMS overrides the store" "$out"
fi

# another thread count is another CPU store
out=$(OMP_NUM_THREADS=1 "$k" tune --device cpu --show 2>&1)
if grep -q "^device cpu .*|1 threads$" <<<"$out" && ! grep -q "^gemm" <<<"$out"; then
  tap_ok "the thread count keys the store"
else
  tap_fail "the thread count keys the store" "$out"
fi

# corrupt: warned about, ignored, replaced by the next tune
printf 'kforge-store 1\ngarbage here\n' > "$store"
out=$("$k" tune --device cpu --show 2>&1); rc=$?
if [ $rc = 0 ] && grep -q "warning: .*unusable preference store" <<<"$out" &&
   grep -q "built-in defaults" <<<"$out"; then
  tap_ok "a corrupt CPU store is reported and ignored"
else
  tap_fail "a corrupt CPU store is reported and ignored" "$out"
fi
out=$("$k" tune --device cpu --explain --size small 2>&1)
if grep -q "warning: .*unusable preference store" <<<"$out" && grep -q "^gemm s small: cpu defaults: " <<<"$out"; then
  tap_ok "the selector ignores a corrupt CPU store"
else
  tap_fail "the selector ignores a corrupt CPU store" "$out"
fi
"$k" tune --device cpu --size small --max-variants 2 >/dev/null 2>&1
out=$("$k" tune --device cpu --show 2>&1)
if ! grep -qi warning <<<"$out" && grep -q "^gemm s small" <<<"$out"; then
  tap_ok "tuning again replaces a corrupt CPU store"
else
  tap_fail "tuning again replaces a corrupt CPU store" "$out"
fi
tap_done
