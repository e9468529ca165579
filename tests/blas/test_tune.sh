#!/usr/bin/env bash
# `kforge tune` and the per-device store: tuning writes a readable store
# (GEMM, TRMM and TRSM lines, the selector taking each routine's own entry,
# then GEMM's, then the defaults: --explain),
# a tuner killed in the middle of writing leaves the old store intact, a
# corrupt store is reported with a warning and ignored.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
export KFORGE_STORE_DIR=$(mktemp -d)
export KFORGE_CACHE_DIR=$KFORGE_ROOT/build/kforge-cache
trap 'rm -rf "$KFORGE_STORE_DIR"' EXIT

if ! "$k" tune --list | grep -q '^0:'; then
  tap_skip "tune" "no OpenCL device"; tap_done; exit
fi

# tune_run ARGS...: `kforge tune ARGS` into $out and $rc.  LeakSanitizer's
# own tracer crashed at the tuner's exit ("Tracer caught signal 11", no leak
# report) in full sanitized runs on fresh clones: GCC 12's __tls_get_addr
# interceptor misreading a dynamic TLS block of PoCL's compiling threads,
# which tests/run-tests now turns off (intercept_tls_get_addr=0; see there).
# Should the tracer still fail, the run is repeated once without the leak
# check and says so in a `#` line; a leak report fails as before.
tune_run() {
  out=$("$k" tune "$@" 2>&1); rc=$?
  if grep -q "LeakSanitizer has encountered a fatal error" <<<"$out"; then
    echo "# tune $*: LeakSanitizer's tracer failed; run again without the leak check"
    out=$(ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0 "$k" tune "$@" 2>&1); rc=$?
  fi
}

expect_rc() { # NAME RC CMD...
  local name=$1 want=$2 out rc; shift 2
  out=$("$@" 2>&1); rc=$?
  if [ "$rc" -eq "$want" ]; then tap_ok "$name"; else tap_fail "$name" "exit $rc, wanted $want: $out"; fi
}

expect_rc "--precision x is a usage error" 2 "$k" tune --precision x
expect_rc "--routine syrk is a usage error" 2 "$k" tune --routine syrk
expect_rc "--device nowhere is an input error" 1 "$k" tune --device no-such-device --show
expect_rc "--space x is a usage error" 2 "$k" tune --space x

out=$("$k" tune --show 2>&1)
if [ $? = 0 ] && grep -q "not tuned yet" <<<"$out"; then tap_ok "--show on an untuned device"
else tap_fail "--show on an untuned device" "$out"; fi

tune_run --size small --max-variants 2
store=$(ls "$KFORGE_STORE_DIR"/*.store 2>/dev/null | head -1)
if [ $rc = 0 ] && [ -n "$store" ] && grep -q "^gemm s small pattern=" "$store"; then
  tap_ok "tune writes the store"
else
  tap_fail "tune writes the store" "$out"
fi
if grep -q '^\[  1/' <<<"$out" && grep -q "GFLOP/s" <<<"$out"; then tap_ok "tune reports progress"
else tap_fail "tune reports progress" "$out"; fi
out=$("$k" tune --show 2>&1)
if grep -q "^gemm s small" <<<"$out" && grep -q "^end$" <<<"$out"; then tap_ok "--show prints the store"
else tap_fail "--show prints the store" "$out"; fi

# TRMM and TRSM tuned as routines of their own, each checked before timing
tune_run --routine trmm --size small --max-variants 2
if [ $rc = 0 ] && grep -q "^trmm s small pattern=" "$store" && grep -q "^strmm small: pattern=" <<<"$out" &&
   ! grep -q "WRONG" <<<"$out"; then
  tap_ok "tune --routine trmm writes its own line"
else
  tap_fail "tune --routine trmm writes its own line" "$out $(cat "$store")"
fi
tune_run --routine trsm --size small --max-variants 2
if [ $rc = 0 ] && grep -Eq "^trsm s small nb=(8|16|32|64|128) pattern=" "$store" &&
   grep -Eq "nb=(32|128) pattern=" <<<"$out" && ! grep -q "WRONG" <<<"$out"; then
  tap_ok "tune --routine trsm writes its own line, with its block"
else
  tap_fail "tune --routine trsm writes its own line" "$out $(cat "$store")"
fi
out=$("$k" tune --show 2>&1)
if grep -q "^gemm s small" <<<"$out" && grep -q "^trmm s small" <<<"$out" &&
   grep -q "^trsm s small nb=" <<<"$out"; then tap_ok "--show prints every routine's line"
else tap_fail "--show prints every routine's line" "$out"; fi
# a distinctive TRMM and TRSM entry: the selector must report them back
cp "$store" "$KFORGE_STORE_DIR/tuned"
sed -i -e 's/^trmm s small .*gflops/trmm s small pattern=global wg=2x4 tile=3x1 kb=16 ku=3 store=vars gflops/' \
       -e 's/^trsm s small .*gflops/trsm s small nb=64 pattern=global wg=4x2 tile=1x3 kb=16 ku=1 store=vars gflops/' "$store"
out=$("$k" tune --explain --routine all --precision s --size small 2>&1)
if grep -q "^trmm s small: store trmm: pattern=global wg=2x4 tile=3x1 kb=16 ku=3" <<<"$out" &&
   grep -q "^trsm s small: store trsm: nb=64 pattern=global wg=4x2 tile=1x3" <<<"$out" &&
   grep -q "^gemm s small: store gemm: " <<<"$out"; then
  tap_ok "--explain: each routine's own store entry"
else
  tap_fail "--explain: each routine's own store entry" "$out"
fi
# without them: GEMM's entry (TRSM with the untuned block: 32, 128 on a CPU
# device); no entry: the defaults
gemm=$(grep "^gemm s small" "$store" | sed 's/^gemm s small \(.*\) gflops=.*/\1/')
sed -i -e '/^trmm s small/d' -e '/^trsm s small/d' "$store"
out=$("$k" tune --explain --routine all --precision s --size all 2>&1)
if grep -qF "trmm s small: store gemm: $gemm" <<<"$out" &&
   grep -Eq "trsm s small: store gemm: nb=(32|128) " <<<"$out" &&
   grep -qF "trsm s small: store gemm: nb=" <<<"$out" &&
   grep -F "trsm s small: store gemm: nb=" <<<"$out" | grep -qF " $gemm" &&
   grep -q "^trmm s large: defaults: " <<<"$out"; then
  tap_ok "--explain: GEMM's entry, then the defaults"
else
  tap_fail "--explain: GEMM's entry, then the defaults" "$out"
fi
cp "$KFORGE_STORE_DIR/tuned" "$store"

# the budget is the tuner's own: it stops searching in time, confirms its
# best few, and reports elapsed seconds no later than the budget (a compile
# under way may finish late: the slack allows for two cold PoCL compiles on
# a loaded machine, 15 s each beside seven other jobs; the vector kernels
# of a CPU device's defaults, cold, came last at 31.9 s once at load 24)
budget=6
t0=$(date +%s.%N)
tune_run --size small --budget $budget
t1=$(date +%s.%N)
late=$(awk -v a="$t0" -v b="$t1" -v s=$budget 'BEGIN { print (b - a > s + 50) ? 1 : 0 }')
last=$(grep -o '^\[ *[0-9]*/ *[0-9]* *[0-9.]*s\]' <<<"$out" | tail -1 | grep -o '[0-9.]*s' | tr -d s)
if [ $rc = 0 ] && [ "$late" = 0 ] &&
   awk -v l="$last" -v s=$budget 'BEGIN { exit !(l != "" && l <= s + 40) }'; then
  tap_ok "--budget $budget is kept (last report at ${last}s)"
else
  tap_fail "--budget $budget is kept" "rc $rc, $(awk -v a="$t0" -v b="$t1" 'BEGIN{print b-a}') s: $out"
fi
# the exhaustive search over the reduced space measures what it is asked to
tune_run --size small --exhaustive --space reduced --max-variants 3
if [ $rc = 0 ] && [ "$(grep -c '^\[ *[0-9]*/' <<<"$out")" -ge 3 ] &&
   grep -q "^sgemm small: pattern=" <<<"$out"; then
  tap_ok "--exhaustive --space reduced"
else
  tap_fail "--exhaustive --space reduced" "$out"
fi

# killed half-way through writing: the old store survives, whole
cp "$store" "$KFORGE_STORE_DIR/before"
KFORGE_TEST_DIE_IN_WRITE=1 "$k" tune --size small --max-variants 1 >/dev/null 2>&1
rc=$?
if [ $rc = 137 ]; then tap_ok "the tuner was killed mid-write"; else tap_fail "killed mid-write" "exit $rc"; fi
if cmp -s "$store" "$KFORGE_STORE_DIR/before"; then tap_ok "the store survives a killed tuner"
else tap_fail "the store survives a killed tuner" "$(diff "$KFORGE_STORE_DIR/before" "$store")"; fi
out=$("$k" tune --show 2>&1)
if ! grep -qi warning <<<"$out" && grep -q "^gemm s small" <<<"$out"; then
  tap_ok "the surviving store loads without warning"
else
  tap_fail "the surviving store loads without warning" "$out"
fi

# corrupt: warned about, ignored, and replaced by the next tune
printf 'kforge-store 1\ngarbage here\n' > "$store"
out=$("$k" tune --show 2>&1); rc=$?
if [ $rc = 0 ] && grep -q "warning: .*unusable preference store" <<<"$out" &&
   grep -q "built-in defaults" <<<"$out"; then
  tap_ok "a corrupt store is reported and ignored"
else
  tap_fail "a corrupt store is reported and ignored" "$out"
fi
tune_run --size small --max-variants 1
out=$("$k" tune --show 2>&1)
if ! grep -qi warning <<<"$out" && grep -q "^gemm s small" <<<"$out"; then
  tap_ok "tuning again replaces a corrupt store"
else
  tap_fail "tuning again replaces a corrupt store" "$out"
fi
tap_done
